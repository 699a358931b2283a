"""The partnership (对家) and two-deck (二副) rooms (docs/rules/gongzhu.md B-G13, B-G17 … B-G24).

The scoring is checked against a second scorer written here from the rule book's tables, not from the engine
(``doc_score``), over thousands of random sets of captured cards with random sales (a few hundred under
``make check``); whole two-deck hands are played by random players, and at every step ``check``, ``apply``
and ``legal_actions`` agree and every card is somewhere.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter

import pytest

from tests.conftest import CHECK
from tutor import replay
from tutor.cards import DECK_52, Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import gongzhu
from tutor.games.gongzhu import GAME, Rules, Sale, game_over, new_hand, score_cards

TWO = Rules.preset("two_decks")
PAIR = Rules.preset("partnership")
PIG, GOAT, T10, HA = Card("S", 12), Card("D", 11), Card("C", 10), Card("H", 14)
HEARTS = [Card("H", r) for r in range(2, 15)]
SCORING = [PIG, GOAT, T10, *HEARTS]
MULT = {"none": 1, "hidden": 2, "open": 4}
SWEEP_N = 300 if CHECK else 5000


def doc_score(cards: list[Card], sold: dict[Card, str], copies: int) -> int:
    """One player's hand score from the rule book alone (2.A.4, 2.A.5, B-G7 … B-G10, B-G18 … B-G22)."""
    n = Counter(c for c in cards if c in SCORING)
    heart_value = {14: -50, 13: -40, 12: -30, 11: -20}
    hm = MULT[sold.get(HA, "none")]
    hearts = sum(n[h] for h in HEARTS)
    all_hearts = hearts == 13 * copies
    sweep = all_hearts and n[PIG] == n[GOAT] == n[T10] == copies
    score = 200 * copies * hm if all_hearts else hm * sum(
        n[h] * heart_value.get(h.rank, -10 if h.rank >= 5 else 0) for h in HEARTS)
    score += n[PIG] * (100 if sweep else -100) * MULT[sold.get(PIG, "none")]
    score += n[GOAT] * 100 * MULT[sold.get(GOAT, "none")]
    each = 2 * MULT[sold.get(T10, "none")]
    if n[T10] and sum(n.values()) == n[T10]:
        return n[T10] * 25 * each  # transformers alone: +50 each (×2 / ×4 sold)
    return score * each ** n[T10]


def _random_take(rng: random.Random, copies: int) -> tuple[list[Card], dict[Card, str]]:
    pool = [c for c in SCORING for _ in range(copies)]
    if rng.random() < 0.05:  # sweeps and all-hearts are rare at random: make them often enough
        take = pool if rng.random() < 0.5 else [c for c in pool if c.suit == "H"] + rng.sample(pool[:3 * copies], 1)
    else:
        take = rng.sample(pool, rng.randint(0, len(pool)))
    sold = {c: rng.choice(("none", "hidden", "open")) for c in (PIG, GOAT, T10, HA) if rng.random() < 0.4}
    return take, sold


@pytest.mark.parametrize("rules,copies", [(TWO, 2), (PAIR, 1), (Rules.preset(), 1)])
def test_scoring_agrees_with_a_second_scorer_written_from_the_rule_book(rules: Rules, copies: int) -> None:
    rng = random.Random(f"doc-{copies}-{rules.preset_name}")
    for _ in range(SWEEP_N):
        take, sold = _random_take(rng, copies)
        sheet = score_cards([str(c) for c in take], sold={str(c): lv for c, lv in sold.items()}, rules=rules)
        assert sheet.total == sum(line.points for line in sheet.lines)
        assert sheet.total == doc_score(take, sold, copies), (take, sold, str(sheet))


@pytest.mark.parametrize("cards,points", [
    ("SQ SQ HA", -250),                                         # GZ26
    ("C10 C10", 100),                                           # GZ27
    ("C10 C10 DJ", 400),                                        # GZ28
    (" ".join(str(c) for c in HEARTS) * 1, None),               # 13 different hearts are not 满红 (B-G19)
    ("C10 C10 SQ DJ", 0),                                       # GZ31
])
def test_two_deck_vectors(cards: str, points: int | None) -> None:
    got = score_cards(cards, rules=TWO).total
    assert got == (points if points is not None else -200)


def test_all_hearts_and_the_sweep_of_two_decks() -> None:
    hearts = [str(c) for c in HEARTS] * 2
    assert score_cards(hearts, rules=TWO).total == 400                                        # GZ29
    assert score_cards([str(c) for c in SCORING] * 2, rules=TWO).total == 3200                # GZ30
    with pytest.raises(ParseError, match="more than twice"):
        score_cards("SQ SQ SQ", rules=TWO)


def _random_hand(seed: int, rules: Rules, probe: bool) -> gongzhu.State:
    rng = random.Random(seed)
    st = new_hand(seed, rules)
    deck = Counter(GAME.deck(st))
    probes = [*dict.fromkeys(DECK_52), *(Sale(c, lv) for c in (PIG, GOAT, T10, HA) for lv in MULT), "zz", None]
    while not st.is_terminal():
        assert Counter(c for cards in GAME.card_places(st).values() for c in cards) == deck
        legal = st.legal_actions()
        assert len(set(legal)) == len(list(legal)) > 0
        if probe:
            allowed = {p for p in probes if st.check(p) is None}
            assert allowed == set(legal), (st.phase, allowed ^ set(legal))
            refused = next((p for p in probes if p not in allowed and p is not None), None)
            if refused is not None:
                with pytest.raises((IllegalAction, ParseError)):
                    st.apply(refused)
        st = st.apply(legal.choice(rng))
    return st


@pytest.mark.parametrize("seed", range(2 if CHECK else 12))
def test_two_deck_hands_play_to_the_end_and_score_by_the_rule_book(seed: int) -> None:
    st = _random_hand(seed, TWO, probe=seed < 2)
    assert len(st.history) == 26 and all(not h for h in st.held)
    res = st.result()
    assert res is not None
    for seat, taken in zip("NESW", st.taken, strict=True):
        assert res[seat] == doc_score(list(taken), st.sold, 2)
    summary = GAME.summary(st)
    assert summary["team_score"] == {"NS": res["N"] + res["S"], "EW": res["E"] + res["W"]}
    sheets = GAME.score_sheets(st)
    assert {sheets[k].total for k in sheets if k in ("NS", "EW")} <= set(summary["team_score"].values())


def test_the_first_of_two_identical_cards_wins_the_trick() -> None:
    seen = 0
    for seed in range(4):  # random play: the two copies of a top card meet in a trick now and then (B-G23)
        st, rng = new_hand(seed, TWO), random.Random(seed)
        while not st.is_terminal():
            before = len(st.history)
            st = st.apply(st.legal_actions().choice(rng))
            if len(st.history) > before:
                plays = st.history[-1]
                led = plays[0][1].suit
                top = max(c.rank for _, c in plays if c.suit == led)
                firsts = [s for s, c in plays if c.suit == led and c.rank == top]
                seen += len(firsts) > 1
                assert st.turn == firsts[0]
    assert seen >= 3


def test_partnership_sides_add_up_and_end_the_game() -> None:
    assert game_over({"N": -600, "E": 300, "S": -450, "W": 250}, PAIR) == "EW"
    assert game_over({"N": -600, "E": 300, "S": -300, "W": 250}, PAIR) is None
    assert game_over({"N": -1000, "E": 300, "S": 900, "W": 250}, Rules.preset()) == "S"  # alone: a seat ends it
    m = gongzhu.play_match(seed=2, rules=PAIR)
    sides = {"NS": m.totals["N"] + m.totals["S"], "EW": m.totals["E"] + m.totals["W"]}
    assert m.result is not None and min(sides.values()) <= -1000
    assert set(m.result.winners) == set({"NS": "NS", "EW": "EW"}[max(sides, key=sides.get)])


def test_sales_of_a_face_held_twice_count_at_the_higher_level() -> None:
    st = new_hand(11, TWO)
    while st.phase == "sell":
        options = list(st.legal_actions())
        st = st.apply(options[-1] if options[-1].card == PIG else options[0])  # every pig holder sells it openly
    holders = {s for s, c, lv in st.sales if c == PIG}
    assert st.sold.get(PIG) == "open" and holders
    assert score_cards("SQ", sold={"SQ": st.sold[PIG]}, rules=TWO).total == -400


def test_bots_of_three_levels_choose_legal_actions_in_both_rooms() -> None:
    for rules in (PAIR, TWO):
        st = new_hand(5, rules)
        bots = [GAME.bot(level, seed=1) for level in ("beginner", "normal")]
        for k in range(30):
            action = bots[k % 2](st)
            assert st.check(action) is None
            st = st.apply(action)
        strong = GAME.bot("strong", seed=1)
        assert st.check(strong(st)) is None


def test_the_normal_bot_does_not_feed_the_pig_to_its_partner() -> None:
    # East leads a diamond; West (void in diamonds, holding the pig) plays third, after North. West's partner in
    # the partnership room is East: the pig goes on an opponent's winning card, never on partner's.
    hands = {"N": "C2 C3 C4 C5 C6 C7 C8 C9 D2 D3 D4 D5 DK", "E": "DA D7 D8 D9 D10 DJ DQ S2 S3 S4 S5 S6 S7",
             "S": "D6 H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK", "W": "SQ SK SA S8 S9 S10 SJ HA C10 CJ CQ CK CA"}
    for rules, lead, follow, pig in ((PAIR, "DA", "D2", False), (PAIR, "D7", "DK", True),
                                     (Rules.preset(), "DA", "D2", True)):
        record = {"format": "trick-tutor/1", "game": "gongzhu", "rules": rules.to_json(),
                  "hands": {s: h.split() for s, h in hands.items()}, "before": {"leader": "E"},
                  "actions": [{"seat": "E", "play": lead}, {"seat": "N", "play": follow}]}
        st = replay.load(record).final
        assert st.turn == "W"
        assert (GAME.bot("normal", seed=0)(st) == PIG) == pig, (rules.preset_name, lead)


def test_records_of_both_rooms_load_and_check(tmp_path) -> None:
    for name, rules in (("pair", PAIR), ("two", TWO)):
        st = new_hand(4, rules)
        bot = GAME.bot("normal", seed=4)
        first, actions = st, []
        while not st.is_terminal():
            a = bot(st)
            actions.append(a)
            st = st.apply(a)
        rp = replay.record(first, actions)
        path = tmp_path / f"{name}.json"
        rp.save(path)
        again = replay.load(json.loads(path.read_text()))
        assert again.summary() == GAME.summary(st)
        out = subprocess.run([sys.executable, "-m", "tutor", "check", str(path)], capture_output=True, text=True,
                             timeout=120)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "team_score" in out.stdout


@pytest.mark.parametrize("rules", [PAIR, TWO])
def test_the_composer_takes_a_room(rules: Rules) -> None:
    from tutor.widgets.compose import ExampleComposer

    c = ExampleComposer(GAME.with_rules(rules))
    final = c.replay.final
    assert final.rules == rules and final.is_terminal() and len(final.history) == 13 * rules.decks
    assert "team_score" in c.replay.summary()
    assert not c.set(play="♣2 ♣5 ♣8 ♣A / ♠3") and "you do not hold" in c.message  # a refusal names the card
