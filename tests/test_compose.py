"""A teacher's own example without code (issue 11): the per-game form gives a replay and sheets, every rule from
the engine; a bad form is refused in plain words and the example shown stays as it was."""

from __future__ import annotations

import pytest

from tutor.games import get
from tutor.widgets.compose import ExampleComposer


@pytest.mark.parametrize("game, form", [("spades", {"bids": "nil,4,3,3"}), ("gongzhu", {}),
                                        ("bridge", {"contract": "3NTX", "declarer": "N"}), ("wang27", {})])
def test_form_gives_replay_and_engine_sheets(game, form):
    c = ExampleComposer(game)
    assert c.set(**form), c.message
    rp = c.replay
    assert rp.final.is_terminal()
    assert c.sheets and {k: s.total for k, s in c.sheets.items()} == \
        {k: s.total for k, s in get(game).score_sheets(rp.final).items()}
    kinds = [type(k).__name__ for k in c._result.children]
    assert kinds == ["TrickReplay", "ScoreSheetView"]
    assert f"{len(rp)} steps" in c.message
    again = ExampleComposer(game)
    again.set(**form)
    assert again.replay.narrations() == rp.narrations()  # the same form, the same hand


def test_spades_bids_are_the_forms():
    c = ExampleComposer("spades")
    assert c.set(bids="nil,4,3,5")
    final = c.replay.final
    assert c.replay.narrations()[:8] and "nil" in " ".join(c.replay.narrations()).lower()
    assert final.is_terminal()


def test_bridge_contract_and_declarer_are_the_forms():
    c = ExampleComposer("bridge")
    assert c.set(contract="2HX", declarer="E")
    final = c.replay.final
    assert str(final.contract).startswith("2H") and final.declarer == "E"


@pytest.mark.parametrize("game, form, words", [
    ("spades", {"bids": "3,3"}, "the bids should be four"),
    ("spades", {"bids": "14,3,3,3"}, "North cannot bid 14 here; the rules allow only: Nil (0), 1, 2"),
    ("spades", {"hands": {"N": "SA SK"}}, "expected 13 cards, got 2"),
    ("bridge", {"contract": "8S"}, "is not one such as 4S"),
    ("gongzhu", {"hands": {"E": "C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA"}}, "appears twice"),
])
def test_bad_form_refused_example_unchanged(game, form, words):
    c = ExampleComposer(game)
    assert c.set()
    before, children = c.replay, c._result.children
    assert not c.set(**form)
    assert words in c.message, c.message
    assert c.replay is before and c._result.children == children


def test_the_form_works_in_chinese():
    from tutor import i18n

    i18n.set_language("zh")
    try:
        c = ExampleComposer("bridge")
        assert c.set(contract="4SX", declarer="W"), c.message
        assert str(c.replay.final.contract).startswith("4S") and c.replay.final.declarer == "W"
        s = ExampleComposer("spades")
        assert s.set(bids="nil,2,3,4"), s.message
        assert not s.set(bids="14,3,3,3") and "不" in s.message  # refused in Chinese
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game, form", [("spades", {"bids": "nil,4,3,5"}),
                                        ("bridge", {"contract": "2HX", "declarer": "E"}),
                                        ("wang27", {}), ("gongzhu", {})])
def test_form_link_round_trip(game, form):
    from tutor.widgets.share import parse_query

    first = ExampleComposer(game, seed=3)
    assert first.set(**form)
    second = ExampleComposer(game, show=False)  # another deal to start from: the link must carry the hands
    query = first.share.query.split("&", 1)[1]
    second.share.receive(f"calc={second.share.calc_id}&{query}")
    assert second.message == first.message and second.replay.narrations() == first.replay.narrations()
    assert parse_query(second.share.query) == {**parse_query(first.share.query), "calc": second.share.calc_id}
    assert {k: s.total for k, s in second.sheets.items()} == {k: s.total for k, s in first.sheets.items()}


def test_bad_form_link_refused():
    c = ExampleComposer("bridge")
    before = c.replay
    c.share.receive(f"calc={c.share.calc_id}&declarer=Q")
    assert "should be one of N, E, S, W" in c.message and c.replay is before
    c.share.receive(f"calc={c.share.calc_id}&N=SA,SA")
    assert "expected 13 cards" in c.message and c.replay is before
    c.share.receive(f"calc={c.share.calc_id}&dealer=Q")
    assert "dealer" in c.message and c.replay is before
    assert c.form["dealer"] == "N" and c.form["seed"] == "1"


# -- the play, card by card ------------------------------------------------------------------------------------

GAMES = ("spades", "gongzhu", "bridge", "wang27")


def _first_play(c: ExampleComposer) -> int:
    """The step of the composed hand's first card (the steps before it do not depend on the play typed)."""
    return next(i for i in range(len(c.replay) + 1) if c.replay.state_at(i).phase == "play")


def _typed(state, n_tricks: int, pick=lambda legal: legal[-1]):
    """``n_tricks`` tricks played from ``state`` by ``pick`` (the last legal play: not what the practice players
    would choose), through the engine: the text a teacher types, the plays as record entries, the state after."""
    from tutor.games import get

    game = get(state.view().game)
    lines, entries = [], []
    for _ in range(n_tricks):
        trick = []
        while True:
            cards_only = [a for a in state.legal_actions() if "play" in game.action_to_json(state, a)]  # no claim
            action = pick(sorted(cards_only, key=repr))
            entry = game.action_to_json(state, action)
            cards = entry["play"] if isinstance(entry["play"], list) else [entry["play"]]
            trick.append("+".join(cards))
            entries.append(entry)
            state = state.apply(action)
            if not state.view().trick:
                break
        lines.append(" ".join(trick))
    return "\n".join(lines), entries, state


@pytest.mark.parametrize("game", GAMES)
def test_typed_play_is_the_hands_play(game):
    c = ExampleComposer(game)
    start = _first_play(c)
    before = c.replay.record["actions"][start:start + 8]
    text, entries, _after = _typed(c.replay.state_at(start), 2)
    assert c.set(play=text), c.message
    actions = c.replay.record["actions"]
    assert actions[start:start + len(entries)] == entries  # the typed cards, in order, by the engine's seats
    assert entries != before[:len(entries)]  # not what the practice players played anyway
    rp = c.replay
    assert rp.final.is_terminal() and c.sheets
    engine = get(game).score_sheets(rp.final)
    assert {k: s.total for k, s in c.sheets.items()} == {k: s.total for k, s in engine.items()}
    assert f"{len(entries)} plays as you typed them" in c.message
    assert c.form["play"].count("/") == 1


def test_typed_play_accepts_symbols_codes_slashes_and_lines():
    c = ExampleComposer("spades")
    start = _first_play(c)
    text, entries, _after = _typed(c.replay.state_at(start), 2)
    assert c.set(play=text)
    first = c.replay.record["actions"]
    symbols = " / ".join(" ".join(f"{x[0].replace('S', '♠').replace('H', '♥').replace('D', '♦').replace('C', '♣')}"
                                  f"{x[1:]}".lower() for x in line.split()) for line in text.splitlines())
    assert c.set(play=symbols), c.message
    assert c.replay.record["actions"] == first


@pytest.mark.parametrize("game", GAMES)
def test_illegal_card_refused_with_the_engines_reason(game):
    """A card the rules refuse in trick 2 (one from another player's hand): the engine's own reason, naming the
    trick and the card; the example shown stays as it was."""
    from tutor.errors import IllegalAction
    from tutor.seats import SEAT_NAME

    c = ExampleComposer(game)
    start = _first_play(c)
    text, _entries, state = _typed(c.replay.state_at(start), 1)
    view = state.view()
    turn = view.turn or state.current_seat
    other = next(s for s in "NESW" if s != turn and view.hands[s] and s != getattr(state, "dummy", None))
    wrong = view.hands[other][0]
    action = get(game).card_action(state, [wrong])
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    before, children, form = c.replay, c._result.children, c.share.query
    assert not c.set(play=f"{text}\n{wrong.symbol}")
    assert c.message == f"trick 2, {SEAT_NAME[turn]}'s {wrong.symbol}: {refused.value.reason}"
    assert c.replay is before and c._result.children == children and c.share.query == form


@pytest.mark.parametrize("game, play, words", [
    ("spades", "♠A ♠Z", "trick 1: "),
    ("bridge", "{t1} {n1}", "trick 1 was over after 4 plays, so"),
    ("gongzhu", "{t1_short}\n{n1}", "trick 1 is not over after the 3 plays typed"),
    ("spades", "{t1_pair}", "is several cards played at once; in Spades (黑桃王) each play is one card"),
])
def test_bad_trick_refused_in_plain_words(game, play, words):
    c = ExampleComposer(game)
    start = _first_play(c)
    text, entries, after = _typed(c.replay.state_at(start), 1)
    plays = text.split()
    nxt, _e, _s = _typed(after, 1)
    play = play.format(t1=text, n1=nxt.split()[0], t1_short=" ".join(plays[:3]),
                       t1_pair=f"{plays[0]}+{plays[1]} {' '.join(plays[2:])}")
    before = c.replay
    assert not c.set(play=play)
    assert words in c.message, c.message
    assert c.replay is before


def test_play_after_the_last_trick_refused():
    c = ExampleComposer("spades")
    plays = [a for a in c.replay.record["actions"] if "play" in a]
    text = " / ".join(" ".join(a["play"] for a in plays[i:i + 4]) for i in range(0, 52, 4))
    assert c.set(play=text), c.message  # the whole hand, typed: the same hand
    assert "52 plays as you typed them" in c.message
    assert not c.set(play=text + " / SA")
    assert "the hand is over before trick 14's ♠A" in c.message


@pytest.mark.parametrize("game", GAMES)
def test_typed_play_link_round_trip(game):
    from tutor.widgets.share import parse_query

    first = ExampleComposer(game, seed=3)
    start = _first_play(first)
    text, entries, _after = _typed(first.replay.state_at(start), 2)
    assert first.set(play=text), first.message
    query = parse_query(first.share.query)
    assert query["play"].count("/") == 1 and len(query["play"].split("/")[0].split(",")) == 4
    second = ExampleComposer(game, show=False)
    second.share.receive(f"calc={second.share.calc_id}&{first.share.query.split('&', 1)[1]}")
    assert second.message == first.message and second.replay.record == first.replay.record
    assert {k: s.total for k, s in second.sheets.items()} == {k: s.total for k, s in first.sheets.items()}
    assert parse_query(second.share.query) == {**query, "calc": second.share.calc_id}
    # a link without a play: the practice players play every card again (the box is cleared)
    second.share.receive(f"calc={second.share.calc_id}&" + "&".join(f"{k}={v}" for k, v in query.items()
                                                                      if k not in ("calc", "play")))
    assert "play" not in parse_query(second.share.query) and "as you typed" not in second.message


# -- the play by clicking the next player's cards ------------------------------------------------------------------

def _legal(game: str, state) -> list[int]:
    """Indices of the cards of the next player's hand that the engine allows now."""
    view = state.view()
    hand = view.hands[view.turn or state.current_seat]
    return [i for i, card in enumerate(hand) if state.check(get(game).card_action(state, [card])) is None]


def _marked(c: ExampleComposer) -> list[int]:
    import re

    return sorted(int(i) for i in re.findall(r'<g class="tt-card tt-legal" data-index="(\d+)"', c._picker.svg))


@pytest.mark.parametrize("game", ["spades", "gongzhu", "bridge"])
def test_click_the_next_card(game):
    """The picker shows the next player's hand with the engine's legal cards marked; a click plays the card (the
    play box and the link follow), a card the rules refuse is refused with the engine's reason and changes
    nothing, and "take back" undoes the last play."""
    from tutor.errors import IllegalAction
    from tutor.seats import SEAT_NAME

    c = ExampleComposer(game)
    start = _first_play(c)
    bots = c.replay
    refused = False
    for k in range(8):  # click legal cards until a player holds a card the rules refuse, then click that one
        state = c._next_state
        view = state.view()
        seat = view.turn or state.current_seat
        hand, legal = view.hands[seat], _legal(game, state)
        assert _marked(c) == legal and SEAT_NAME[seat] in c.message + c._next_words.value
        wrong = [i for i in range(len(hand)) if i not in legal]
        if wrong and k:
            with pytest.raises(IllegalAction) as engine:
                state.apply(get(game).card_action(state, [hand[wrong[0]]]))
            before, text, query = c.replay, c._play.value, c.share.query
            c._picker.pick(wrong[0])
            n = sum(view.tricks_won.values()) + 1
            assert c.message == f"trick {n}, {SEAT_NAME[seat]}'s {hand[wrong[0]].symbol}: {engine.value.reason}"
            assert c.replay is before and c._play.value == text and c.share.query == query
            refused = True
            break
        c._picker.pick(legal[-1])
        assert c.replay.record["actions"][start + k]["play"] == str(hand[legal[-1]]), c.message
        assert f"{k + 1} play" in c.message and c._play.value.split()[-1] == hand[legal[-1]].symbol
    assert refused, "no player in the first tricks held a card the rules refuse"
    typed = len(c._play.value.split())
    c.take_back()
    assert len(c._play.value.split()) == typed - 1
    while c._play.value:
        c.take_back()
    assert c.replay.record == bots.record  # every play taken back: the practice players' hand again
    c.take_back()
    assert "no typed play to take back" in c.message


def test_click_several_cards_in_27_wang():
    """27 Wang: click the cards of one play, then "Add this play"; the engine's play, in the play box."""
    c = ExampleComposer("wang27")
    start = _first_play(c)
    state = c._next_state
    view = state.view()
    hand = list(view.hands[view.turn or state.current_seat])
    engine = get("wang27")
    pairs = sorted((a for a in state.legal_actions() if len(a.value) == 2), key=repr)  # a lead of two cards
    action = pairs[-1]
    indices = []
    for card in action.value:
        indices.append(next(i for i, h in enumerate(hand) if h == card and i not in indices))
    c.add_chosen()
    assert "Click the cards of the play first" in c.message
    for i in indices:
        c._picker.pick(i)
    assert c._picker.svg.count('aria-pressed="true"') == len(indices)
    c.add_chosen()
    played = c.replay.record["actions"][start]
    assert played["seat"] == engine.action_to_json(state, action)["seat"], c.message
    assert sorted(played["play"]) == sorted(engine.action_to_json(state, action)["play"])  # in the hand's order
    assert sorted(c._play.value.split("+")) == sorted(card.symbol for card in action.value)
    assert "1 play as you typed it" in c.message


def test_a_click_after_a_refused_edit_adds_to_the_example_shown():
    c = ExampleComposer("gongzhu")
    state = c._next_state
    hand = state.view().hands[state.view().turn or state.current_seat]
    assert not c.set(play="♣2 ♠Z")
    assert "trick 1: " in c.message and c._next_state is state  # the example shown, and where its play ends
    first = _legal("gongzhu", state)[0]
    c._picker.pick(first)
    assert c._play.value == hand[first].symbol and "1 play as you typed it" in c.message


@pytest.mark.parametrize("vulnerable", ["None", "NS", "EW", "Both"])
def test_bridge_vulnerability_is_the_forms_and_the_engine_scores_it(vulnerable):
    """A vulnerable 4♠X can be composed: the vulnerability chosen goes into the deal's board, the engine scores the
    hand with it, the link carries it, and the caption writes the contract as the engine does (4♠X, not 4SX)."""
    from tutor.games.bridge import score
    from tutor.games.bridge.boards import VUL_TEXT
    from tutor.widgets.share import parse_query

    c = ExampleComposer("bridge")
    assert c.set(contract="4SX", declarer="S", vulnerable=vulnerable), c.message
    final = c.replay.final
    assert final.board.vulnerable == vulnerable
    want = score(final.contract, vulnerable=vulnerable in ("NS", "Both"), tricks=final.declarer_tricks).total
    assert next(iter(c.sheets.values())).total == want
    assert parse_query(c.share.query)["vulnerable"] == vulnerable
    setup = c.share._bar.value.split("</div>", 1)[0]
    assert "4♠X by South" in setup and str(VUL_TEXT[vulnerable]) in setup and "4SX" not in setup
    # the step count once: in the message, not again in the caption above it
    assert f"{len(c.replay)} steps" in c.message and "steps" not in setup
    again = ExampleComposer("bridge", show=False)
    again.share.receive(f"calc={again.share.calc_id}&" + c.share.query.split("&", 1)[1])
    assert again._vulnerable.value == vulnerable and again.replay.record == c.replay.record
    again.share.receive(f"calc={again.share.calc_id}&vulnerable=sometimes")
    assert "should be one of None, NS, EW, Both" in again.message and again.replay.record == c.replay.record
