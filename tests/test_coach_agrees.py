"""The hint and the review are one evaluation of each decision: following every hint gives a clean review
(even with the memo emptied in between: the evaluation is a function of the position), a clearly bad move
is flagged, the suggestions are legal, the same cards in another order are the same play, and the words
are a beginner's (costs in the game's unit, how sure, no sample counts)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from typing import Any

import pytest

from tutor import i18n
from tutor.cards import Card
from tutor.games import get, gongzhu, spades, wang27
from tutor.games.coach import Mistake, hint_for, review
from tutor.games.evaluation import MEMO, evaluate, paired, same_play, settle, state_seed
from tutor.games.wang27.coach import lesson_bury
from tutor.games.wang27.ranks import points_of

#: deals per decision in these tests (fewer than the games' own, to keep the suite quick; the same code)
DEALS = {"spades": 16, "gongzhu": 16, "wang27": 6, "bridge": None}
SAMPLE_WORDS = re.compile(r"sample|deals|模拟|副牌里")


def follow_hints(name: str, seed: int, seat: str = "S") -> tuple[list[tuple[Any, Any]], list[Any]]:
    """A hand where ``seat`` plays every hint and the others the normal bots: the steps and the hints."""
    game, hint = get(name), hint_for(name)
    assert hint is not None
    bot = game.bot("normal", seed)
    st, steps, hints = game.new_hand(seed=seed), [], []
    kw = {"deals": DEALS[name]} if DEALS[name] else {"seconds": 5.0}
    while not st.is_terminal():
        if st.current_seat == seat:
            h = hint(st, **kw)
            assert h.action in st.legal_actions(), (st.phase, h)  # a suggestion is always legal there
            assert not SAMPLE_WORDS.search(str(h.reason)), h.reason  # no sample counts in the words
            hints.append(h)
            action = h.action
        else:
            action = bot(st)
        steps.append((st, action))
        st = st.apply(action)
    return steps, hints


@pytest.mark.parametrize("name", ["spades", "gongzhu", "bridge", "wang27"])
def test_following_every_hint_gives_a_clean_review(name: str) -> None:
    if name == "bridge":
        pytest.importorskip("endplay")
    steps, hints = follow_hints(name, seed=1)
    assert len(hints) >= 5
    MEMO.clear()  # not the memo's doing: the position alone fixes the evaluation
    kw = {"deals": DEALS[name]} if DEALS[name] else {"seconds": 5.0}
    assert review(name, steps, "S", **kw) == []
    assert review(name, steps, "S", **kw) == []  # and again, from the memo


def test_the_evaluation_is_the_same_in_another_process() -> None:
    """The deals' seed is a digest of the position, not Python's salted hash or the clock."""
    walk = ("st = gongzhu.new_hand(seed=4)\nbot = get('gongzhu').bot('normal', 4)\n"
            "while not (st.phase == 'play' and st.plays and len(st.legal_actions()) > 2):\n"
            "    st = st.apply(bot(st))\n")
    found: dict[str, Any] = {"gongzhu": gongzhu, "get": get}
    exec(walk, found)
    st = found["st"]
    code = ("from tutor.games import get, gongzhu\nfrom tutor.games.evaluation import state_seed\n" + walk
            + "h = gongzhu.hint(st, deals=6)\nprint(state_seed(st), h.action, h.scores[0].mean)")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    h = gongzhu.hint(st, deals=6)
    assert out.split() == [str(state_seed(st)), str(h.action), str(h.scores[0].mean)]


def _position(name: str, want: Any, seeds: range = range(300)) -> Any:
    game = get(name)
    for seed in seeds:
        st, bot = game.new_hand(seed=seed), game.bot("normal", seed)
        while not st.is_terminal():
            if want(st):
                return st
            st = st.apply(bot(st))
    raise AssertionError("no such position in the seeds tried")


PIG = Card.parse("SQ")


def pig_duckable(st: Any) -> bool:
    """Last to a spade trick the pig would win, with a spade to duck under it (Gong Zhu's planted blunder)."""
    if st.phase != "play" or len(st.plays) != 3 or st.plays[0][1].suit != "S":
        return False
    top = max(c.rank for _, c in st.plays if c.suit == "S")
    return PIG in st.legal_actions() and top < 12 and any(c.suit == "S" and c.rank < top for c in st.legal_actions())


def test_gongzhu_the_pig_on_a_trick_one_could_duck_is_flagged() -> None:
    pig = PIG
    st = _position("gongzhu", pig_duckable)
    seat = st.current_seat
    [m] = review("gongzhu", [(st, pig)], seat, deals=16)
    assert isinstance(m, Mistake) and m.chosen == pig and m.sure == "clearly" and m.cost >= 50
    assert m.better in st.legal_actions() and m.better.suit == "S" and m.better.rank < 12
    assert "points" in str(m.cost_text())
    with i18n.language("zh"):
        assert "分" in str(m.cost_text()) and "明显" in str(m.cost_text())


def test_spades_a_wild_overbid_is_flagged_and_look_is_never_faulted_against_a_bid() -> None:
    st = _position("spades", lambda s: s.phase == "bid" and not s.looked[s.turn])
    h = spades.hint(st, deals=16)
    assert h.action in ("look", "blind")  # before looking only these are the learner's choices
    assert "you hold" not in str(h.reason)  # and the hint does not tell what the face-down cards are
    for m in review("spades", [(st, "look")], st.current_seat, deals=16):
        assert m.better == "blind"  # if "look" is ever costly, it is against blind nil, never a number
    looked = st.apply("look")
    ev = evaluate(spades.coach.SAMPLER, looked, deals=16)
    assert ev.choice != 13
    [m] = review("spades", [(looked, 13)], looked.current_seat, deals=16)
    assert m.chosen == 13 and m.better == ev.choice and m.cost >= 20 and m.sure in ("clearly", "probably")


def test_wang27_burying_the_jokers_and_top_trumps_is_flagged_and_the_hint_buries_as_lesson_04_teaches() -> None:
    st = _position("wang27", lambda s: s.phase == "bury", range(3))
    seat = st.current_seat
    h = wang27.hint(st, deals=8)
    lesson = lesson_bury(st)
    assert points_of(lesson.value) == 0  # low side cards without points, as lesson 04 teaches
    if points_of(h.action.value):  # only when the deals show it clearly enough to leave the rule of thumb
        ev = evaluate(wang27.coach.SAMPLER, st, deals=8)
        assert ev.compare(h.action, lesson).z >= wang27.coach.SAMPLER.keep_z
    else:
        assert "don't bury points" in str(h.reason)
    hand = st.hand(seat)
    keys = wang27.ranks.KEYS[st.trump]
    # the jokers and the highest trumps, face down: the banker gives up the control of the hand
    worst = sorted(hand, key=lambda c: (keys[c][0] != wang27.ranks.TRUMP, points_of([c]) > 0, -keys[c][1]))
    bad = wang27.Action("bury", tuple(worst[:st.rules.kitty_size]))
    assert st.check(bad) is None and Card.parse("BJ") in bad.value
    [m] = review("wang27", [(st, bad)], seat, deals=16)
    assert m.chosen == bad and m.sure in ("clearly", "probably") and m.cost >= 5


def test_wang27_the_same_cards_in_another_order_are_the_same_play() -> None:
    def multi(st: Any) -> bool:
        if st.phase != "play" or st.trick is None:
            return False
        h = wang27.hint(st, deals=4)
        return len(h.action.value) >= 2

    st = _position("wang27", multi, range(4))
    h = wang27.hint(st, deals=4)
    turned = wang27.Action("play", tuple(reversed(h.action.value)))
    assert turned != h.action and same_play(turned) == same_play(h.action)
    assert st.check(turned) is None  # the learner may pick the cards in any order
    assert review("wang27", [(st, turned)], st.current_seat, deals=4) == []
    assert review("wang27", [(st, h.action)], st.current_seat, deals=4) == []


def test_paired_differences_decide_how_sure() -> None:
    assert paired([2.0] * 5, [0.0] * 5).sure == "clearly"
    assert paired([1.0, 3.0, 1.0, 3.0], [0.0] * 4).sure == "clearly"  # z = 2 / (1.15 / 2) ≈ 3.5
    assert paired([10.0, -8.0, 9.0, -7.0], [0.0] * 4).sure == ""  # noise: +1 on average, far within the error
    assert paired([0.0] * 4, [1.0] * 4).sure == ""  # worse is never "surely better"


def test_state_seed_ignores_set_order_and_salted_hashes() -> None:
    assert state_seed(("a", frozenset({"x", "y", "z"}))) == state_seed(("a", frozenset({"z", "y", "x"})))
    assert state_seed((1, 2)) != state_seed((2, 1))


def test_the_playalong_prefetches_the_learners_decision_and_says_reviewing_at_once() -> None:
    from tutor.widgets import PlayAlong

    MEMO.clear()
    pa = PlayAlong("gongzhu", seat="S", seed=3)
    assert pa.my_turn()
    assert settle(timeout=120)  # the coach thought while the learner did
    before = len(MEMO)
    assert before >= 1
    h = pa.hint()
    assert len(MEMO) == before and h.action == evaluate(gongzhu.coach.SAMPLER, pa.state).choice
    while not pa.state.is_terminal():  # the learner follows every hint
        h = pa.hint()
        pa._act(h.action)
    shown: list[str] = []
    pa._coach.observe(lambda change: shown.append(change["new"]), names="value")
    assert pa.review() == []
    # no costly choice; "well played" only where the game says the hand was won (gongzhu does not say)
    assert "Reviewing your play" in shown[0] and "No costly choices found" in shown[-1]


def test_a_capped_evaluation_is_the_one_the_review_uses() -> None:
    """A deadline only caps a first evaluation (a slow machine); the review then uses that very one."""
    MEMO.clear()
    st = _position("gongzhu", lambda s: s.phase == "play" and len(s.legal_actions()) > 3)
    h = gongzhu.hint(st, seconds=0.0)  # one deal, then the cap
    assert h.deals == 1 and h.action in st.legal_actions()
    assert review("gongzhu", [(st, h.action)], st.current_seat) == []
    assert evaluate(gongzhu.coach.SAMPLER, st).deals == 1  # the memo's, not a second evaluation
