"""The hall: seats, turns, pauses, other processes, restarts, races, broken databases, hostile names."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tutor import tables
from tutor.errors import IllegalAction, StoreError, TutorError
from tutor.tables import TableError

from .conftest import choose

ROBOTS3 = {"E": "random", "W": "random", "N": "random"}


def _events(url: str, tid: str) -> list[tuple]:
    path = url[len("sqlite:///"):]
    with sqlite3.connect(path) as db:
        return db.execute("SELECT n, kind, seat, payload FROM tt_table_events WHERE table_id = ? ORDER BY n",
                          (tid,)).fetchall()


# -- seats ------------------------------------------------------------------------------------------------
def test_same_learner_gets_the_same_seat_and_another_is_refused(hall: tables.Hall) -> None:
    tid = hall.open_table("gongzhu", seed=1, robots={"E": "random"})
    a = hall.sit(tid, "S", learner="b-ana", name="Ana")
    assert a.seat == "S"
    assert hall.sit(tid, "S", learner="b-ana").seat == "S"          # a second tab: the same seat
    assert hall.sit(tid, "N", learner="b-ana").seat == "S"          # never a second seat at one table
    with pytest.raises(TableError) as err:
        hall.sit(tid, "S", learner="b-bo", name="Bo")
    assert err.value.code == "taken" and "South is taken by Ana" in err.value.reason
    assert isinstance(err.value, TutorError)
    assert hall.sit(tid, "N", learner="b-bo").seat == "N"
    assert hall.seat_of(tid, "b-bo") == "N" and hall.seat_of(tid, "b-nobody") is None
    seats = hall.table(tid, ids=True)["seats"]
    assert seats["S"]["id"] == "b-ana" and seats["N"]["id"] == "b-bo" and seats["E"]["robot"] == "random"
    assert "id" not in hall.table(tid)["seats"]["S"]                 # learner ids only when asked (teacher)


def test_a_learner_takes_a_robots_seat_and_a_robot_takes_it_back(hall: tables.Hall) -> None:
    tid = hall.open_table("spades", seed=2, robots=ROBOTS3 | {"S": "random"})
    assert hall.watch(tid)["over"]                                   # four robots played the whole hand
    tid = hall.open_table("spades", seed=2, robots=ROBOTS3)
    hall.sit(tid, "S", learner="b-ana")
    hall.robot(tid, "S", "beginner")
    v = hall.watch(tid)
    assert v["over"] and v["seats"]["S"]["robot"] == "beginner"


def test_hostile_names_are_kept_and_returned_as_text(hall: tables.Hall) -> None:
    tid = hall.open_table("bridge", seed=1, robots={"E": "random", "W": "random"})
    name = "<script>alert(1)</script>&amp;'\""[:40]
    me = hall.sit(tid, "S", learner="b-x", name=name)
    assert me.view()["seats"]["S"]["name"] == name
    assert hall.sit(tid, "N", learner="b-y", name="李 雷").view()["seats"]["N"]["name"] == "李 雷"
    for bad in ("x" * 41, "Eve\u202e", "", "a\nb\x00"):
        with pytest.raises(TableError):
            hall.sit(tid, "N", learner="b-z", name=bad)
    for bad_id in ("", "has space", "x" * 500, None):
        with pytest.raises(TableError):
            hall.sit(tid, "W", learner=bad_id)  # type: ignore[arg-type]
    with pytest.raises(TableError):
        hall.sit(tid, "Q", learner="b-z")
    with pytest.raises(TableError):
        hall.sit("no-such-table", "N", learner="b-z")
    assert hall.table(tid)["seats"]["W"]["robot"] == "random"


# -- acting -------------------------------------------------------------------------------------------------
def test_illegal_wrong_turn_paused_and_not_seated_change_nothing(hall: tables.Hall, url: str) -> None:
    tid = hall.open_table("bridge", seed=5, robots={"E": "random", "W": "random"})
    south = hall.sit(tid, "S", learner="b-s")
    north = hall.sit(tid, "N", learner="b-n")
    view = south.view() if south.view()["turn"] == "S" else north.view()
    me, other = (south, north) if view["turn"] == "S" else (north, south)
    before = _events(url, tid)
    for bad in ("8NT", "SA SK", "", "nonsense", {"call": "9C"}, ["SA", "SK"], 3.5, None, True, "x" * 5000):
        with pytest.raises(IllegalAction) as err:
            me.act(bad)
        assert err.value.reason
    with pytest.raises(IllegalAction) as err:
        other.act("P")
    assert "not your turn" in err.value.reason
    hall.pause(tid)
    paused = _events(url, tid)
    with pytest.raises(IllegalAction) as err:
        me.act("P")
    assert "paused" in err.value.reason
    assert me.view()["paused"] and me.view()["legal"] == []
    hall.resume(tid)
    stranger = tables.Seat(hall, tid, me.seat, "b-stranger")
    with pytest.raises(IllegalAction) as err:
        stranger.act("P")
    assert "do not hold this seat" in err.value.reason
    assert _events(url, tid)[: len(before)] == before and len(paused) == len(before) + 1
    assert [e[1] for e in _events(url, tid)[len(before):]] == ["pause", "resume"]
    step = hall.step(tid)
    me.act("P")
    assert hall.step(tid) > step


def test_learner_spellings_are_read_by_the_engine() -> None:
    from tutor.cards import Card
    from tutor.games import get
    from tutor.tables.actions import parse

    br = get("bridge")
    st = br.new_hand(1)
    seat = st.current_seat
    for text, want in (("pass", "P"), ("P", "P"), ("1nt", "1NT"), ("1N", "1NT"), ({"call": "1NT"}, "1NT"),
                       (" 2c ", "2C")):
        assert br.action_to_json(st, parse(br, st, seat, text))["call"] == want, text
    sp = get("spades")
    st = sp.new_hand(1)
    seat = st.current_seat
    assert sp.action_to_json(st, parse(sp, st, seat, "look")) == {"seat": seat, "look": True}
    st = st.apply(parse(sp, st, seat, "look"))
    for text, want in (("3", 3), (3, 3), ("nil", "nil"), ("0", "nil")):
        assert sp.action_to_json(st, parse(sp, st, seat, text))["bid"] == want, text
    gz = get("gongzhu")
    st = gz.new_hand(2)
    while st.phase != "play":
        st = st.apply(next(iter(st.legal_actions())))
    card = next(iter(st.legal_actions()))
    for text in (str(card), str(card).lower(), card.symbol, [str(card)]):
        assert parse(gz, st, st.current_seat, text) == Card.parse(card), text
    w = get("wang27")
    st = w.new_hand(3)
    first = next(iter(st.legal_actions()))
    label = w.choices(st)[0][0]
    assert parse(w, st, st.current_seat, label) == w.choices(st)[0][1]
    assert parse(w, st, st.current_seat, "pass") == first or st.check(parse(w, st, st.current_seat, "pass")) is None


# -- other processes, restarts and races -------------------------------------------------------------------
CHILD = """
import json, sys
from tutor import tables
hall = tables.open(sys.argv[1])
tid, seat, learner = sys.argv[2], sys.argv[3], sys.argv[4]
me = hall.sit(tid, seat, learner=learner)
v = me.view()
out = {"step": v["step"], "hand": v["hand"], "turn": v["turn"]}
if v["turn"] == seat:
    v = me.act(v["legal"][0])
    out["after"] = v["step"]
print(json.dumps(out))
"""


def _child(url: str, tid: str, seat: str, learner: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run([sys.executable, "-c", CHILD, url, tid, seat, learner], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_another_process_sees_the_same_step_and_can_act(hall: tables.Hall, url: str) -> None:
    tid = hall.open_table("gongzhu", seed=4, robots={"E": "random", "W": "random", "N": "random"})
    me = hall.sit(tid, "S", learner="b-s")
    v = me.view()
    got = _child(url, tid, "S", "b-s")                      # the same learner, from another process
    assert got["step"] == v["step"] and got["hand"] == v["hand"] and got["turn"] == v["turn"] == "S"
    assert got["after"] > v["step"]
    v2 = me.view()                                          # this process catches up from the log
    assert v2["step"] == got["after"] == hall.step(tid)
    assert len(v2["hand"]) == len(v["hand"]) - (1 if v["phase"] == "play" else 0) or v2["phase"] != v["phase"]


def test_a_restart_restores_every_table(url: str) -> None:
    hall = tables.open(url)
    made = {}
    for game in ("spades", "gongzhu", "bridge", "wang27"):
        tid = hall.open_table(game, seed=21, robots={"E": "random", "W": "random", "N": "random"})
        me = hall.sit(tid, "S", learner="b-s", name="Sam")
        rng = random.Random(3)
        for _ in range(3):
            v = me.view()
            if v["turn"] == "S" and not v["over"]:
                me.act(choose(me, v, rng))
        made[tid] = (me.view(), hall.watch(tid))
    hall.close()
    again = tables.open(url)                               # a new server on the same file
    for tid, (seat_view, teacher) in made.items():
        assert again.sit(tid, "S", learner="b-s").view() == seat_view
        assert again.watch(tid) == teacher
    assert {t["id"] for t in again.tables()} == set(made)
    again.close()


def test_two_halls_racing_the_same_action_log_it_once(url: str) -> None:
    halls = [tables.open(url) for _ in range(2)]
    tid = halls[0].open_table("spades", seed=8, robots={"E": "random", "W": "random", "N": "random"})
    halls[0].sit(tid, "S", learner="b-s")
    v = halls[0].seat(tid, "S").view()
    if not v["looked"]:
        halls[0].seat(tid, "S").act("look")
    for h in halls:
        h.seat(tid, "S").view()                          # both processes hold the table at this step
    step = halls[0].step(tid)
    action = halls[0].seat(tid, "S").view()["legal"][0]
    barrier = threading.Barrier(2)
    results: list[object] = []

    def go(h: tables.Hall) -> None:
        barrier.wait()
        try:
            h.seat(tid, "S").act(action)
            results.append("ok")
        except IllegalAction as exc:
            results.append(exc.reason)

    threads = [threading.Thread(target=go, args=(h,)) for h in halls]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert results.count("ok") == 1, results
    learner_acts = [e for e in _events(url, tid)[step:] if e[1] == "act" and "learner" in json.loads(e[3])]
    assert len(learner_acts) == 1
    assert halls[0].step(tid) == halls[1].step(tid) and halls[0].watch(tid) == halls[1].watch(tid)


RACER = """
import json, sys
from tutor import tables
from tutor.errors import IllegalAction
hall = tables.open(sys.argv[1])
me = hall.seat(sys.argv[2], "S")
me.view()
import time
start = float(sys.argv[4])
while time.time() < start:
    time.sleep(0.001)
try:
    me.act(json.loads(sys.argv[3])); print("ok")
except IllegalAction as e:
    print("refused", e.reason, file=sys.stderr); print("refused")
"""


def test_two_processes_racing_log_one_action(hall: tables.Hall, url: str) -> None:
    import time

    tid = hall.open_table("gongzhu", seed=6, robots={"E": "random", "W": "random", "N": "random"})
    me = hall.sit(tid, "S", learner="b-s")
    action = me.view()["legal"][0]
    step = hall.step(tid)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    at = str(time.time() + 2.5)
    procs = [subprocess.Popen([sys.executable, "-c", RACER, url, tid, json.dumps(action), at],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    said = sorted(o[0].strip() for o in outs)
    assert said == ["ok", "refused"], outs
    learner_acts = [e for e in _events(url, tid)[step:] if e[1] == "act" and "learner" in json.loads(e[3])]
    assert len(learner_acts) == 1


# -- broken databases --------------------------------------------------------------------------------------
def test_a_corrupt_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.sqlite"
    path.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(StoreError) as err:
        tables.open(f"sqlite:///{path}")
    assert err.value.reason == "corrupt" and "damaged" in str(err.value)
    assert path.read_bytes() == b"this is not a database at all" * 100


def test_a_locked_database_refuses_with_the_reason_and_changes_nothing(url: str) -> None:
    hall = tables.open(url, timeout=0.3)
    tid = hall.open_table("spades", seed=3, robots=ROBOTS3)
    me = hall.sit(tid, "S", learner="b-s")
    me.act("look")
    v = me.view()
    before = _events(url, tid)
    lock = sqlite3.connect(url[len("sqlite:///"):], timeout=0.1)
    lock.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError) as err:
            me.act(v["legal"][0])
        assert err.value.reason == "locked" and "locked" in str(err.value)
    finally:
        lock.rollback()
        lock.close()
    assert _events(url, tid) == before
    assert me.act(v["legal"][0])["step"] > v["step"]        # once freed, the same action goes through
    hall.close()


def test_a_damaged_log_is_named_not_crashed(hall: tables.Hall, url: str) -> None:
    tid = hall.open_table("spades", seed=3, robots=ROBOTS3)
    hall.sit(tid, "S", learner="b-s")
    with sqlite3.connect(url[len("sqlite:///"):]) as db:
        db.execute("UPDATE tt_table_events SET payload = '{\"entry\": {\"seat\": \"E\", \"play\": \"ZZ\"}}' "
                   "WHERE table_id = ? AND kind = 'act'", (tid,))
    fresh = tables.open(url)
    with pytest.raises(TableError) as err:
        fresh.watch(tid)
    assert err.value.code == "corrupt" and "cannot be read" in err.value.reason
    fresh.close()


def test_27_wang_banker_buries_cards_chosen_from_the_view(hall: tables.Hall) -> None:
    tid = hall.open_table("wang27", seed=4)
    seats = [hall.sit(tid, s, learner=f"b-{s}") for s in "NESW"]
    rng = random.Random(0)
    for _ in range(200):
        views = {s.seat: s.view() for s in seats}
        mover = next(s for s in seats if views[s.seat]["turn"] == s.seat)
        v = views[mover.seat]
        if v["phase"] == "bury":
            break
        mover.act(choose(mover, v, rng))
    assert v["phase"] == "bury" and v["select"] == 8 and v["legal"] == [] and v["legal_count"] > 1000
    others = [views[s]["counts"][mover.seat] for s in views if s != mover.seat]
    assert all(len(views[s]["hand"]) + 8 == len(v["hand"]) for s in views if s != mover.seat) and others
    step = hall.step(tid)
    for _ in range(100):
        try:
            after = mover.act(rng.sample(v["hand"], 8))
            break
        except IllegalAction as exc:
            assert exc.reason and hall.step(tid) == step
    assert after["phase"] == "play" and len(after["hand"]) == len(v["hand"]) - 8
    # the banker hears what was buried (the engine's line counts its points); the others only that it was
    assert "buries 8 cards" in after["narration"] and "point" in after["narration"]
    for other in seats:
        if other.seat != mover.seat:
            heard = other.view()["log"]
            assert not any("buries 8 cards" in line for line in heard) and any("face down" in line for line in heard)


def test_the_default_hall_is_the_progress_stores_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tutor import progress

    monkeypatch.setenv("TUTOR_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("TUTOR_DB", raising=False)
    hall = tables.open()
    tid = hall.open_table("spades", seed=1, robots=ROBOTS3)
    hall.sit(tid, "S", learner="b-s", name="Sam")
    hall.close()
    assert (tmp_path / "data" / "progress.sqlite").exists()
    store = progress.open()                                   # the learners' store sees the same database
    assert store.engine.url.database == str(tmp_path / "data" / "progress.sqlite")
    store.close()
    again = tables.open()
    assert [t["id"] for t in again.tables()] == [tid] and again.changes_since(tid, 0)[-1]["kind"] == "sit"
    assert set(again.changes_since(tid, 0)[0]) == {"n", "kind", "seat"}   # never a payload
    again.close()

