"""The legal-action view: every action listed once, counts that agree with brute force, uniform draws
without listing (the 8-card burials), and short but legal alternatives in refusals."""

import itertools
import random
from collections import Counter

import pytest
from wang27_helpers import cards, play_state

from tutor.errors import IllegalAction
from tutor.games import LegalActions, wang27


def bury_state(hand: str):
    """North to bury 8 of ``hand`` (a short hand, so brute force can list every choice)."""
    st = play_state({"N": hand, "E": "C3", "S": "C4", "W": "C5"})
    return st._replace(phase="bury")


def brute(hand, r):
    return {tuple(sorted(map(str, c))) for c in itertools.combinations(hand, r)}


def listed(view):
    out = [tuple(sorted(map(str, a.value))) for a in view]
    assert len(out) == len(set(out)), "an action listed twice"
    return set(out)


@pytest.mark.parametrize("hand", ["S3 S3 S4 S4 S5 H6 H6 D8 D9 C10 CJ BJ", "S3 S4 S5 S6 S8 S9 S10 SJ SQ",
                                  "BJ BJ LJ LJ H2 H2 S7 S7 C3 C3"])
def test_bury_count_and_listing_agree_with_brute_force(hand):
    st = bury_state(hand)
    view = st.legal_actions()
    expected = brute(cards(hand), 8)
    assert len(view) == len(expected) and listed(view) == expected


def test_bury_draws_are_uniform_over_distinct_burials():
    st = bury_state("S3 S3 S4 S4 S5 S6 H6 H6 D8 D9")
    view = st.legal_actions()
    n = len(view)
    assert n == len(brute(cards("S3 S3 S4 S4 S5 S6 H6 H6 D8 D9"), 8)) > 10
    rng = random.Random(7)
    seen = Counter(tuple(sorted(map(str, view.choice(rng).value))) for _ in range(300 * n))
    assert set(seen) == listed(view)                       # every burial can be drawn, nothing else is
    assert max(seen.values()) < 1.3 * 300 and min(seen.values()) > 0.7 * 300


def test_a_real_burial_is_counted_not_listed_and_drawn_legally():
    st = wang27.new_hand(seed=3)
    for a in ["pass"] * 4 + [80, "pass", "pass", "pass", "H"]:
        st = st.apply(a)
    view = st.legal_actions()
    assert st.phase == "bury" and len(view) == 5905706       # the multiset count of 8 of these 33 cards
    rng = random.Random(1)
    assert all(view.choice(rng) in view for _ in range(50))
    with pytest.raises(IllegalAction) as e:
        st.apply(list(st.hands["N"][:7]))
    assert "bury exactly 8" in e.value.reason and isinstance(e.value.legal, LegalActions)  # a view: nothing listed
    assert len(e.value.legal) == 5905706 and all(a in view for a in e.value.legal.first(20))


def test_void_follower_may_discard_any_cards_counted_and_drawn():
    st = play_state({"N": "SQ SQ", "W": "H5 H5 D3 D4 D4 C6", "S": "S5 S6", "E": "C3 C4"})
    st = st.apply(list(cards("SQ SQ")))
    view = st.legal_actions()
    expected = brute(cards("H5 H5 D3 D4 D4 C6"), 2)
    assert len(view) == len(expected) and listed(view) == expected
    rng = random.Random(2)
    assert {tuple(sorted(map(str, view.choice(rng).value))) for _ in range(400)} == expected


def test_short_follower_plays_its_suit_and_any_others():
    st = play_state({"N": "S9 S9 S8 S8", "W": "S3 H5 H5 D3 D4", "S": "S5 S6 S10 SJ", "E": "C3 C4 C5 C6"})
    st = st.apply(list(cards("S9 S9 S8 S8")))
    view = st.legal_actions()
    expected = {tuple(sorted(("S3",) + rest)) for rest in brute(cards("H5 H5 D3 D4"), 3)}
    assert len(view) == len(expected) and listed(view) == expected


def test_single_led_with_equal_cards_counts_distinct_plays():
    st = play_state({"N": "SQ", "W": "S3 S3 S4 H5", "S": "S5", "E": "C3"})
    st = st.apply(["SQ"])
    view = st.legal_actions()
    assert len(view) == 2 and listed(view) == {("S3",), ("S4",)}


@pytest.mark.parametrize("policy", ["any", "trump_only_when_others_void"])
def test_every_lead_of_a_dealt_hand_is_listed_once_and_counted(policy):
    rules = wang27.Rules.preset().but(throw_policy=policy)
    st = wang27.new_hand(seed=4, rules=rules)
    bot = wang27.GAME.bot("normal", 4)
    while not (st.phase == "play" and st.trick is None and len(st.done) == 1):
        st = st.apply(bot(st))
    view = st.legal_actions()
    leads = listed(view)
    assert len(view) == len(leads)
    hand = st.hands[st.current_seat]
    by_suit = Counter(wang27.esuit(c, st.trump) for c in hand)
    if policy == "any":  # every non-empty choice of cards of one suit, equal cards being one choice
        expected = 0
        for suit in by_suit:
            every = 1
            for n in Counter(c for c in hand if wang27.esuit(c, st.trump) == suit).values():
                every *= n + 1
            expected += every - 1
        assert len(view) == expected
    else:
        assert all(len(wang27.decompose(list(a.value), st.trump)) == 1 for a in view)
    rng = random.Random(3)
    assert all(view.choice(rng) in view for _ in range(100))


def test_declarations_offered_are_the_states_declarable_cards():
    for seed in range(30):
        st = wang27.new_hand(seed=seed)
        offered = [a.value for a in st.legal_actions() if a.value != "pass"]
        assert offered == st.declarable()
        assert all(any(c == h for h in st.hands["N"]) for shown in offered for c in shown)
    assert len(wang27.candidates()) == 20             # 8 twos and sevens, 2 jokers; each single or pair


def test_kitty_rules_come_with_plain_words():
    options = wang27.Rules.options("kitty_multiplier")
    assert [v for _, v in options] == ["seed", "times", "power", "trump_only"]
    assert all(label.startswith(v + ": ") and len(label) > len(v) + 10 for label, v in options)
    with pytest.raises(ValueError, match="no named choices"):
        wang27.Rules.options("bid_start")


def test_state_is_a_hashable_value():
    a, b = wang27.new_hand(seed=9), wang27.new_hand(seed=9)
    assert isinstance(a, tuple) and a == b and hash(a) == hash(b) and a is not b
    after = a.apply("pass")
    assert after != a and a == b
    with pytest.raises(AttributeError):
        a.phase = "play"
