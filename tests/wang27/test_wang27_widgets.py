"""The 27 Wang widgets ask the engine and show its reasons (no browser needed)."""

from tutor.games import wang27
from tutor.widgets import PlayAlong
from tutor.widgets.wang27 import DeclarationTryout, FollowExercise, ScoreCalculator, TrumpOrder


def test_trump_order_changes_with_the_trump():
    t = TrumpOrder("H")
    assert t.text().startswith("大王 > 小王 > ♥7 > ♠7 = ♦7 = ♣7 > ♥2")
    t.choose("NT")
    assert t.text() == "大王 > 小王 > ♠7 = ♥7 = ♦7 = ♣7 > ♠2 = ♥2 = ♦2 = ♣2"
    assert "data-suit='H'" in t._pic.value and repr(t) == "TrumpOrder(trump=NT, 4 trump kinds)"


def test_declaration_tryout_shows_the_engine_reason():
    d = DeclarationTryout()
    d.declare("N", "H7")
    assert "7s only overturn" in d.message and not d.decl.declared
    d.declare("N", "S2")
    d.declare("W", "D2 D2")
    d.declare("S", "S7")
    assert "does not outrank" in d.message and d.decl.trump == "D"
    d.reset()
    assert repr(d) == "DeclarationTryout(standing=none)"


def test_follow_exercise_refuses_with_the_reason():
    f = FollowExercise({"N": "SQ SQ", "W": "S9 S9 S3 HA"}, trump="H", plays=[("N", "SQ SQ")])
    f.select("S9 S3")
    assert not f.play()
    assert f.message == "Not allowed: a pair of ♠ was led and you hold ♠9 ♠9: you must play that pair"
    f.select("S9 S9")
    assert f.play() and f.message.startswith("Legal: ♠9 ♠9.")


def test_score_calculator_matches_the_rule_book():
    c = ScoreCalculator(card_points=0, kitty_points=25, lead="pair", defenders_last=True, trump_win=True)
    assert c.points == 200 and c.result.winner == "defenders"          # WK6: trump pair ×8
    c.set(defenders_last=False, card_points=35)
    assert c.points == 35 and c.result.levels["banker"] == "4"          # WL2: +2
    c.set(kitty_rule="power", lead="tractor of 3 pairs", defenders_last=True, trump_win=False, card_points=0)
    assert c.points == 1600                                             # WK10
    c.set(nonsense=1)
    assert "not an input" in c.message


def test_play_along_refuses_an_illegal_selection_with_the_reason():
    pa = PlayAlong("wang27", seat="S", seed=1)
    bot = wang27.GAME.bot("normal", 5)
    while pa.state.phase != "play" or pa.state.current_seat != "S" or pa.state.trick is None:
        st = pa.state
        choices = dict(wang27.GAME.choices(st))
        a = bot(st)
        if choices:
            pa.choose(next(label for label, v in choices.items() if v == a))
        else:
            hand, idx = pa.hand(), []
            for c in a.value:
                idx.append(next(i for i, h in enumerate(hand) if h == c and i not in idx))
            pa.selected = idx
            assert pa.play_selected(), pa.message
    st = pa.state
    legal = {tuple(sorted(map(str, a.value))) for a in st.legal_actions()}
    hand = pa.hand()
    n = st.trick.size
    import itertools
    bad = next(c for c in itertools.combinations(range(len(hand)), n)
               if tuple(sorted(str(hand[i]) for i in c)) not in legal)
    pa.selected = list(bad)
    assert not pa.play_selected()
    assert pa.message.startswith("Not allowed: ") and pa.state is st


def test_play_along_banker_buries_by_selecting_eight_cards():
    pa = PlayAlong("wang27", seat="S", seed=7)
    while pa.state.phase in ("declare", "bid"):
        choices = wang27.GAME.choices(pa.state)
        numbers = [label for label, _ in choices if label.isdigit()]
        # not declaring (不亮) and passing a bid (不叫) are labelled apart: take the engine's label
        no = next(label for label, a in choices if a.value == "pass")
        assert pa.choose(min(numbers, key=int) if pa.state.phase == "bid" and numbers else no), pa.message
    assert pa.state.banker == "S"
    if pa.state.phase == "trump":
        pa.choose(wang27.GAME.choices(pa.state)[0][0])
    assert pa.state.phase == "bury" and len(pa.hand()) == 33
    pa.selected = list(range(7))
    assert not pa.play_selected() and "bury exactly 8 cards" in pa.message
    pa.selected = list(range(25, 33))
    assert pa.play_selected(), pa.message
    assert len(pa.state.buried) == 8 and pa.state.phase in ("play", "over")


def test_reinforcement_is_offered_once_as_the_pair():
    st = wang27.new_hand(seed=0)
    for seed in range(200):
        st = wang27.new_hand(seed=seed)
        twos = [c for c in set(st.hands["N"]) if c.rank == 2 and st.hands["N"].count(c) == 2]
        if twos:
            break
    st = st.apply([twos[0]])
    for _ in range(3):
        st = st.apply("pass")
    labels = [label for label, _ in wang27.GAME.choices(st)]
    assert sum("2s (" in label and twos[0].symbol in label for label in labels) == 1
    assert not any(label == f"declare one 2 ({twos[0].symbol})" for label in labels)
