"""Tables on a real SQLite file in a fresh folder per test, and a learner's way of playing a hand."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tutor import tables
from tutor.tables.actions import form


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'class.sqlite'}"


@pytest.fixture
def hall(url: str) -> tables.Hall:
    h = tables.open(url)
    yield h
    h.close()


def choose(seat: tables.Seat, view: dict[str, Any], rng: random.Random) -> Any:
    """What a learner at ``seat`` sends: one of the actions the view lists; where there are too many to
    list (27 Wang's burying), a legal one drawn from the engine, sent in the same JSON form."""
    if view["legal"]:
        return rng.choice(view["legal"])
    assert view["select"] is None or view["select"] > 0
    ts = seat.hall._load(seat.table)
    action = ts.deal.state.legal_actions().choice(rng)
    return form(ts.game, ts.deal.state, action)


def play_hand(seats: list[tables.Seat], rng: random.Random, *, each=None, limit: int = 2000) -> dict[str, Any]:
    """The learners at ``seats`` play until the hand is over (robots play the rest); ``each(view)`` sees
    every view a learner is sent on the way. Returns the last view."""
    for _ in range(limit):
        views = {s.seat: s.view() for s in seats}
        for v in views.values():
            if each:
                each(v)
        first = next(iter(views.values()))
        if first["over"]:
            return first
        mover = next((s for s in seats if views[s.seat]["turn"] == s.seat), None)
        assert mover is not None, f"nobody of ours is to act at step {first['step']}: {first['turn']}"
        v = mover.act(choose(mover, views[mover.seat], rng))
        if each:
            each(v)
    raise AssertionError("the hand did not end")
