"""A table plays a match: deals in turn, the running score as each game's engine keeps it, QQ's 逃跑 rule,
and each finished hand as a replay record and in the learners' progress."""

from __future__ import annotations

import random

import pytest

from tutor import i18n, replay, tables
from tutor.games import bridge, gongzhu, spades, wang27
from tutor.seats import SEATS
from tutor.tables import TableError

from .conftest import play_hand

ROBOTS = {s: "random" for s in SEATS}


def _deals(hall: tables.Hall, tid: str, n: int) -> list[replay.Replay]:
    out = []
    for k in range(1, n + 1):
        assert hall.watch(tid)["over"], "four robots play a deal through"
        out.append(hall.record(tid, k))
        if k < n:
            hall.next_deal(tid)
    return out


def test_spades_totals_and_bags_are_score_hand_with_before(hall: tables.Hall) -> None:
    tid = hall.open_table("spades", seed=31, robots=dict.fromkeys(SEATS, "beginner"))
    before = {"NS": (0, 0), "EW": (0, 0)}
    for rp in _deals(hall, tid, 2):
        final = rp.final
        res = spades.score_hand(final.bids, final.tricks_won(), before=before)
        assert rp.summary()["score"] == {t: r.points for t, r in res.items()}
        before = {t: (r.total, r.bags) for t, r in res.items()}
    assert hall.match(tid)["totals"] == {t: {"score": s, "bags": b} for t, (s, b) in before.items()}


def test_gongzhu_seat_totals_are_score_cards(hall: tables.Hall) -> None:
    tid = hall.open_table("gongzhu", seed=32, robots=ROBOTS)
    totals = dict.fromkeys(SEATS, 0)
    for rp in _deals(hall, tid, 2):
        s = rp.summary()
        for seat in SEATS:
            sheet = gongzhu.score_cards(s["captured"][seat], sold=s["sold"])
            assert sheet.total == s["score"][seat]
            totals[seat] += sheet.total
    assert hall.match(tid)["totals"] == totals


def test_bridge_scores_and_imps_are_the_engines(hall: tables.Hall) -> None:
    tid = hall.open_table("bridge", seed=33, robots=ROBOTS, boards=2)
    rows = hall.match(tid)["rows"]
    rps = _deals(hall, tid, 2)
    rows = hall.match(tid)["rows"]
    assert [r["board"] for r in rows] == [1, 2]
    for rp, row in zip(rps, rows, strict=True):
        s = rp.summary()
        ns = 0
        if s["contract"]:
            side = "NS" if s["declarer"] in "NS" else "EW"
            vul = bridge.board(s["board"]).vulnerable
            sheet = bridge.score(s["contract"], vulnerable=vul in ("Both", side), tricks=s["declarer_tricks"])
            ns = sheet.total if side == "NS" else -sheet.total
        assert s["score"]["NS"] == ns == row["NS score"]
        gain = bridge.imps(row["NS score"] - row["other NS score"])
        assert row["NS imps"] - row["EW imps"] == gain
    view = hall.watch(tid)
    assert view["finished"] and view["match"]["winner"] in ("NS", "EW", "tie") and view["match"]["reason"]
    with pytest.raises(TableError) as err:
        hall.next_deal(tid)
    assert err.value.code == "over"


def test_wang27_levels_move_as_settle_says(hall: tables.Hall) -> None:
    tid = hall.open_table("wang27", seed=34, robots=ROBOTS)
    levels = {"NS": "2", "EW": "2"}
    for rp in _deals(hall, tid, 2):
        s = rp.summary()
        if s["banker"] is None:
            continue
        banker_team = "NS" if s["banker"] in "NS" else "EW"
        other = "EW" if banker_team == "NS" else "NS"
        res = wang27.settle(s["points"], s["target"],
                            levels={"banker": levels[banker_team], "defenders": levels[other]})
        levels = {banker_team: res.levels["banker"], other: res.levels["defenders"]}
        assert s["levels"] == levels
    assert hall.match(tid)["levels"] == levels


def test_next_deal_waits_for_the_hand_and_moves_every_table(hall: tables.Hall) -> None:
    a = hall.open_table("spades", seed=1, robots=ROBOTS)
    b = hall.open_table("gongzhu", seed=1, robots={"E": "random", "W": "random", "N": "random"})
    hall.sit(b, "S", learner="b-s")
    with pytest.raises(TableError):
        hall.next_deal(b)
    hall.next_deal()                           # the teacher: every table whose hand is over
    assert hall.watch(a)["deal"] == 2 and hall.watch(b)["deal"] == 1
    hall.pause()
    assert all(row["paused"] for row in hall.tables(open_only=True))
    hall.resume()
    assert not any(row["paused"] for row in hall.tables())


# -- 逃跑 ------------------------------------------------------------------------------------------------
def test_abandoning_a_running_match_costs_20_and_pays_the_others_5(hall: tables.Hall) -> None:
    tid = hall.open_table("gongzhu", seed=40, robots={"E": "random", "W": "random"}, level="beginner")
    south = hall.sit(tid, "S", learner="b-s", name="Sue")
    north = hall.sit(tid, "N", learner="b-n", name="Ned")
    rng = random.Random(1)
    for _ in range(60):                           # play until Sue has made a decision: the match is running
        mover = south if south.view()["turn"] == "S" else north
        mover.act(mover.view()["legal"][0])
        if mover is south:
            break
    south.leave(abandon=True)
    v = north.view()
    assert v["match"]["escapes"] == {"N": 5, "E": 5, "S": -20, "W": 5}
    assert v["seats"]["S"]["robot"] == "beginner" and not v["seats"]["S"]["learner"]
    assert "Sue (South) left the match before it ended (逃跑): Sue −20" in v["messages"][-1]
    with i18n.language("zh"):
        assert "逃跑" in north.view()["messages"][-1] and "−20" in north.view()["messages"][-1]
    assert hall._load(tid).escapers == {"b-s": -20, "b-n": 5}
    last = play_hand([north], rng)                # a robot plays South's cards from now on
    assert last["over"]
    # Sue played in this hand before she left: it is in her record too (her review needs it), once
    played = [a for a in hall.store.answers("b-s") if a["item"].startswith("table:")]
    assert [a["item"] for a in played] == [f"table:{tid}#1"]


def test_leaving_before_the_match_starts_or_without_abandoning_costs_nothing(hall: tables.Hall) -> None:
    tid = hall.open_table("spades", seed=41, robots={"E": "random", "W": "random"})
    hall.sit(tid, "S", learner="b-s")
    hall.leave(tid, "S", abandon=True)            # nothing played yet: not a running match
    assert hall.match(tid)["escapes"] == dict.fromkeys(SEATS, 0)
    assert hall.table(tid)["seats"]["S"]["robot"] == "beginner"
    n = hall.sit(tid, "N", learner="b-n")
    hall.leave(tid, "N")                           # stepping out: the seat is free again, no points
    assert hall.table(tid)["seats"]["N"]["free"] and hall.match(tid)["escapes"]["N"] == 0
    assert hall.sit(tid, "N", learner="b-n").seat == n.seat


# -- after the hand ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["spades", "gongzhu", "bridge", "wang27"])
def test_the_hand_becomes_a_replay_and_a_progress_item_once(hall: tables.Hall, url: str, game: str) -> None:
    tid = hall.open_table(game, seed=50, robots={"E": "random", "W": "random", "N": "random"})
    me = hall.sit(tid, "S", learner="b-s", name="Sam")
    last = play_hand([me], random.Random(2))
    rp = hall.record(tid)
    assert isinstance(rp, replay.Replay) and rp.final.is_terminal()
    assert rp.summary() == last["result"] and last["moves"] == len(rp)
    again = replay.load(rp.to_json())             # the record reads back: the review and replay widgets take it
    assert again.summary() == rp.summary() and len(again) == len(rp)
    other = tables.open(url)                      # a second process finishing it writes nothing new
    other.record(tid)
    other.close()
    hands = [a for a in hall.store.answers("b-s") if a["item"].startswith("table:")]
    assert [a["item"] for a in hands] == [f"table:{tid}#1"]
    summary = hall.store.summary("b-s")
    assert summary["hands"][0]["item"] == f"table:{tid}#1" and summary["skills"] == {}


@pytest.mark.parametrize("game", ["spades", "gongzhu"])
def test_the_coach_reviews_the_hand_from_the_learners_seat(hall: tables.Hall, game: str) -> None:
    from tutor.games import coach

    tid = hall.open_table(game, seed=50, robots={"E": "random", "W": "random", "N": "random"})
    me = hall.sit(tid, "S", learner="b-s")
    play_hand([me], random.Random(2))
    rp = hall.record(tid)
    steps = [(rp.state_at(i), rp.actions[i]) for i in range(len(rp))]
    mistakes = coach.review(rp.facade, steps, "S", deals=8, seconds=0.05)
    assert all(m.seat == "S" and steps[m.step][0].current_seat == "S" for m in mistakes)
    assert all(str(m.reason) for m in mistakes)


def test_views_and_refusals_speak_the_learners_language(hall: tables.Hall) -> None:
    tid = hall.open_table("bridge", seed=3, robots={"E": "beginner", "W": "beginner", "N": "beginner"})
    me = hall.sit(tid, "S", learner="b-s", name="Sam")
    with i18n.language("zh"):
        v = me.view()
        assert v["seats"]["E"]["name"] == "机器人（初级）" and v["seat_names"]["S"] == "南家"
        assert all(i18n.has_chinese(line) for line in v["info"])
        with pytest.raises(TableError) as err:
            hall.sit(tid, "S", learner="b-other")
        assert err.value.reason == "南家已由Sam坐了；请选另一个座位"
    with i18n.language("zh-hant"):
        v = me.view()
        assert v["seats"]["E"]["name"] == "機器人（初級）"
    assert me.view()["seats"]["E"]["name"] == "Robot (beginner)"
