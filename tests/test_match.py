"""Whole games: Spades to 500, Gong Zhu to −1000, a 4-board bridge match in IMPs, a 27 Wang match of
levels. The running scores add up, each game ends at its target and not before, a finished hand is the only
thing a match accepts, and the IMP table converts known differences correctly."""

from __future__ import annotations

import pytest

from tutor.errors import IllegalAction
from tutor.games import get
from tutor.games.bridge import match as bridge_match
from tutor.games.bridge.scoring import imps
from tutor.games.gongzhu import match as gongzhu_match
from tutor.games.spades import match as spades_match
from tutor.games.wang27 import match as wang27_match
from tutor.seats import SEATS


# -- Spades ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 4])
def test_spades_game_totals_add_up_and_end_at_the_target(seed: int) -> None:
    m = spades_match.play_match(seed=seed)
    assert m.is_terminal() and m.winner in ("NS", "EW")
    running = {"NS": 0, "EW": 0}
    for k, row in enumerate(m.table()):
        for team in ("NS", "EW"):
            running[team] += row[f"{team} points"]
            assert row[f"{team} total"] == running[team]
        over = max(running.values()) >= 500 or min(running.values()) <= -200
        assert over == (k == len(m.hands) - 1) or running["NS"] == running["EW"]  # ties play on
    assert m.winner == max(running, key=running.__getitem__) and m.winner.reason


def test_spades_add_takes_only_the_finished_current_hand() -> None:
    m = spades_match.Match.new(3)
    assert m.current is not None
    with pytest.raises(IllegalAction, match="finished"):
        m.add(m.current)
    bot = get("spades").bot("normal", 3)
    st = m.current
    while not st.is_terminal():
        st = st.apply(bot(st))
    after = m.add(st)
    assert after.hands == (st,) and after.current is not None and after.current.dealer != st.dealer
    with pytest.raises(IllegalAction, match="does not continue"):
        after.add(st)
    assert m.hands == ()  # unchanged


# -- Gong Zhu ----------------------------------------------------------------------------------------------
def test_gongzhu_game_totals_add_up_and_end_at_minus_1000() -> None:
    m = gongzhu_match.Match.new(5)
    bots = {s: get("gongzhu").bot("normal", i) for i, s in enumerate(SEATS)}
    while m.current is not None:
        st = m.current
        assert game_over_now(m) is False
        while not st.is_terminal():
            st = st.apply(bots[st.turn](st))
        m = m.add(st)
        assert len(m.hands) < 100
    assert min(m.totals.values()) <= -1000 and m.winner is not None and m.winner.reason
    for s in SEATS:
        assert m.totals[s] == sum(h.result()[s] for h in m.hands)
    with pytest.raises(IllegalAction, match="over"):
        m.next_hand(1)


def game_over_now(m: gongzhu_match.Match) -> bool:
    return min(m.totals.values()) <= -1000


# -- bridge ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("points", "expected"), [(0, 0), (10, 0), (20, 1), (40, 1), (50, 2), (80, 2), (90, 3),
                                                  (420, 9), (430, 10), (620, 12), (750, 13), (1430, 16),
                                                  (3990, 23), (4000, 24), (-620, -12), (-20, -1)])
def test_imp_table_known_values(points: int, expected: int) -> None:
    """The WBF IMP scale: 20–40 is 1 IMP, 620 (a vulnerable game swing) 12, 4000+ the maximum 24."""
    assert imps(points) == expected


def test_bridge_match_four_boards_scored_against_the_other_table() -> None:
    game = get("bridge")
    m = bridge_match.Match.new(5)
    bots = {s: game.bot("beginner" if s in "NS" else "normal", 1) for s in SEATS}  # a different NS pair
    boards = []
    while m.current is not None:
        if not boards or boards[-1] != m.current.board:
            boards.append(m.current.board)
        m = m.apply(bots[m.current_seat](m.current))
    assert [b.number for b in boards] == [1, 2, 3, 4]
    assert [b.vulnerable for b in boards] == ["None", "NS", "EW", "Both"]
    rows = m.table()
    assert len(rows) == 4
    diffs = []
    for here, there, row in zip(m.hands, m.others, rows, strict=True):
        assert there.deal == here.deal and there.board == here.board  # the same cards at the other table
        assert there == bridge_match.other_table(here)  # played there by four normal bots
        diff = here.result()["NS"] - there.result()["NS"]
        diffs.append(diff)
        assert row["difference"] == diff
        assert row["NS imps"] - row["EW imps"] == imps(diff)
    assert any(diffs), "the beginner pair should score differently from the normal bots somewhere"
    assert m.imps == {"NS": sum(max(imps(d), 0) for d in diffs), "EW": sum(max(-imps(d), 0) for d in diffs)}
    ns, ew = m.imps["NS"], m.imps["EW"]
    assert m.winner == ("NS" if ns > ew else "EW" if ew > ns else "tie")
    assert str(max(ns, ew)) in m.winner.reason
    with pytest.raises(IllegalAction, match="over"):
        m.add(m.hands[-1])


def test_bridge_match_refuses_another_board() -> None:
    m = bridge_match.Match.new(1)
    other = bridge_match.Match.new(2).current
    assert other is not None and m.current is not None
    bot = get("bridge").bot("normal", 0)
    while not other.is_terminal():
        other = other.apply(bot(other))
    with pytest.raises(IllegalAction, match="not the board"):
        m.add(other)


# -- 27 Wang -----------------------------------------------------------------------------------------------
def test_wang27_match_levels_carry_and_end_at_A() -> None:
    m = wang27_match.play_match(seed=1, max_hands=200)
    assert m.winner is not None, "the practice bots finish a match"
    for prev, hand in zip(m.hands, m.hands[1:], strict=False):
        assert hand.levels == prev.levels_after()  # the levels carry from hand to hand
        assert hand.dealer == (prev.next_dealer() or prev._next(prev.dealer))  # B-W19
    results = [h.result() for h in m.hands]
    assert [r.match_over for r in results if r is not None].count(True) == 1 and results[-1].match_over
    last = m.hands[-1]
    before = last.levels
    side = m.winner
    assert before[side] == "A" if side in before else True  # 2 v 2: the winning team was at A
    assert m.table()[-1]["reason"] and m.winner.reason


def test_wang27_add_takes_only_the_current_hand() -> None:
    m = wang27_match.Match.new(2)
    assert m.current is not None
    with pytest.raises(IllegalAction, match="finished"):
        m.add(m.current)
    other = wang27_match.Match.new(3, dealer="E").current
    assert other is not None
    bot = get("wang27").bot("normal", 0)
    while not other.is_terminal():
        other = other.apply(bot(other))
    with pytest.raises(IllegalAction, match="does not continue"):
        m.add(other)
