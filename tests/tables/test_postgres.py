"""The tables on a real PostgreSQL server (the hub's database): two halls (two servers) share a table,
race the same action (one is logged), and a hand plays to the end. ``make check`` leaves this file out
(it starts a server); ``make test`` runs it."""

from __future__ import annotations

import random
import sys
import threading
from pathlib import Path

import pytest

from tutor import tables
from tutor.errors import IllegalAction, StoreError

from .conftest import play_hand

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from postgres import server  # noqa: E402


@pytest.fixture(scope="module")
def pg_url() -> str:
    with server() as url:
        yield url


def test_two_servers_share_a_table_on_postgresql(pg_url: str) -> None:
    a, b = tables.open(pg_url), tables.open(pg_url)
    tid = a.open_table("bridge", seed=12, robots={"E": "random", "W": "random"})
    south = a.sit(tid, "S", learner="hub:ana", name="Ana")
    north = b.sit(tid, "N", learner="hub:bo", name="Bo")      # on the other server
    assert b.sit(tid, "S", learner="hub:ana").seat == "S"     # the same learner, from the other server
    assert a.step(tid) == b.step(tid) and a.watch(tid) == b.watch(tid)
    # both servers race the same learner's action: one is logged, the other refused with the reason
    mover = next(s for s in (south, north) if s.view()["turn"] == s.seat)
    action = mover.view()["legal"][0]
    twins = [h.seat(tid, mover.seat) for h in (a, b)]
    for tw in twins:
        tw.view()
    step = a.step(tid)
    barrier = threading.Barrier(2)
    said: list[str] = []

    def go(seat: tables.Seat) -> None:
        barrier.wait()
        try:
            seat.act(action)
            said.append("ok")
        except IllegalAction:
            said.append("refused")
    threads = [threading.Thread(target=go, args=(tw,)) for tw in twins]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(said) == ["ok", "refused"]
    learner_acts = [c for c in a.changes_since(tid, step) if c["kind"] == "act" and c["seat"] == mover.seat]
    assert len(learner_acts) == 1
    last = play_hand([a.seat(tid, "S"), b.seat(tid, "N")], random.Random(5))
    assert last["over"] and a.watch(tid) == b.watch(tid)
    assert [x["item"] for x in a.store.answers("hub:bo") if x["item"].startswith("table:")] == [f"table:{tid}#1"]
    a.close()
    b.close()


def test_an_unreachable_server_is_a_clear_error() -> None:
    with pytest.raises(StoreError) as err:
        tables.open("postgresql+psycopg://nobody@127.0.0.1:1/none", timeout=0.5)
    assert err.value.reason == "unreachable"
