"""No seat is ever sent a card it may not see, for every game, at every step of a hand.

The allowed cards are worked out here from the engine's state and the log, not by the view code: the
seat's own hand (now and as dealt), the cards played, the hands ``visible_seats`` opens to it (bridge's
dummy after the opening lead), the cards the rules show to all (gong zhu's sales once every seat has
decided, 27 Wang's declared cards); once the hand is over, everything. Every other card's text, in
either spelling (``SQ`` and ``♠Q``), must appear nowhere in the JSON the seat is sent.
"""

from __future__ import annotations

import json
import os
import random
import re
from typing import Any

import pytest

from tutor import tables
from tutor.cards import Card, parse_cards
from tutor.seats import SEATS
from tutor.tables.state import TableState, start
from tutor.tables.views import build

from .conftest import play_hand

GAMES = ["spades", "gongzhu", "bridge", "wang27"]
CHECK = os.environ.get("TT_CHECK") == "1"


def _cards(value: Any) -> list[Card]:
    if isinstance(value, str):
        return [] if value == "pass" else parse_cards(value)
    return [Card.parse(c) for c in value]


def allowed(ts: TableState, seat: str, now: Any = None, dealt: Any = None) -> set[Card] | None:
    """The cards ``seat`` may see now; None once the hand is over (then all). ``now`` and ``dealt``: the
    hands now and as dealt, when the caller has them already."""
    st = ts.deal.state
    if st.is_terminal():
        return None
    game = ts.game
    now = now if now is not None else st.view().hands
    dealt = dealt if dealt is not None else ts.deal.start.view().hands
    ok = set(now.get(seat, ())) | set(dealt.get(seat, ()))
    for other in game.visible_seats(st, seat):
        ok |= set(now.get(other, ()))
    for entry in ts.deal.entries:
        if "play" in entry:
            ok |= set(_cards(entry["play"]))
        if "declare" in entry:
            ok |= set(_cards(entry["declare"]))
        if "sell" in entry and entry["level"] == "open" and st.phase != "sell":
            ok.add(Card.parse(entry["sell"]))  # shown face up; a card sold hidden is named, its holder never
        if "bury" in entry and entry["seat"] == seat:
            ok |= set(_cards(entry["bury"]))
    return ok


#: The sentences that name cards whoever holds them, cut out before the scan: gong zhu's sale narration says
#: who holds none of the four scoring cards (as everyone at a real table sees who decides a sale), and a card
#: sold hidden (暗卖) is announced without its holder; any other mention of it is a leak.
RULE_TEXT = re.compile(r"holds? none of ♠Q ♦J ♣10 ♥A|[♠♥♦♣](?:10|[2-9JQKA]) is sold hidden[^;\"]*")


def leaks(view: dict[str, Any], ok: set[Card] | None, deck: list[Card]) -> list[str]:
    if ok is None:
        return []
    text = RULE_TEXT.sub("", json.dumps(view, ensure_ascii=False))
    found = []
    for card in set(deck) - ok:
        if f'"{card}"' in text or (not card.is_joker and card.symbol in text):
            found.append(str(card))
    return sorted(found)


def every_step(hall: tables.Hall, tid: str) -> list[TableState]:
    """The table after each of its events, folded from the log again."""
    meta = hall._load(tid).meta
    ts = start(meta)
    out = [ts]
    for row in hall.changes_since(tid, 0):
        ev = hall.store._read(lambda c, n=row["n"]: c.exec_driver_sql(
            "SELECT kind, seat, payload FROM tt_table_events WHERE table_id = ? AND n = ?", (tid, n)).first())
        ts = ts.fold(row["n"], ev.kind, ev.seat, json.loads(ev.payload))
        out.append(ts)
    return out


def test_a_card_sold_hidden_never_names_its_holder(hall: tables.Hall) -> None:
    """Seed 0: East holds ♦J, sold hidden, and follows diamonds with another card; the engine's line says why
    ♦J could not be played ("the sold ♦J may not be played ..."): only East and the teacher may hear it."""
    tid = hall.open_table("gongzhu", seed=0, robots=dict.fromkeys(SEATS, "random"))
    steps = every_step(hall, tid)
    assert any("the sold ♦J" in str(line) for line in steps[-1].deal.lines)
    deck = list(steps[0].game.deck(steps[0].deal.state))
    for ts in steps:
        for seat in SEATS:
            assert leaks(build(ts, seat), allowed(ts, seat), deck) == [], (ts.n, seat)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("learners", [2] if CHECK else [2, 4])  # make check: two learners and two robots
def test_no_seat_sees_a_card_it_may_not(hall: tables.Hall, game: str, learners: int) -> None:
    humans = ["S", "N", "E", "W"][:learners]
    robots = {s: "random" for s in SEATS if s not in humans}
    tid = hall.open_table(game, seed=11 + learners, robots=robots)
    seats = [hall.sit(tid, s, learner=f"b-learner{s}", name=f"Learner {s}") for s in humans]
    rng = random.Random(learners)
    sent: list[dict[str, Any]] = []
    last = play_hand(seats, rng, each=sent.append)
    assert last["over"] and last["result"] is not None
    steps = every_step(hall, tid)
    assert steps[-1].n == last["step"] == hall.step(tid)
    deck = list(steps[0].game.deck(steps[0].deal.state))
    # every message a learner was sent, at the step it was made
    by_step = {ts.n: ts for ts in steps}
    for view in sent:
        ts = by_step[view["step"]]
        assert leaks(view, allowed(ts, view["seat"]), deck) == [], (game, view["step"], view["seat"])
    # and every view any seat could have been sent, at every step
    checked = 0
    dealt = steps[0].deal.start.view().hands
    for ts in steps:
        now = ts.deal.state.view().hands
        for seat in SEATS:
            view = build(ts, seat)
            assert view["hand"] == [] or set(parse_cards(view["hand"])) <= set(now[seat])
            bad = leaks(view, allowed(ts, seat, now, dealt), deck)
            assert bad == [], f"{game}: step {ts.n}, seat {seat} is sent {bad}"
            checked += 1
    assert checked == 4 * len(steps)


def test_bridge_dummy_is_shown_after_the_opening_lead_only(hall: tables.Hall) -> None:
    tid = hall.open_table("bridge", seed=3, robots={"E": "beginner", "W": "beginner", "N": "beginner"})
    me = hall.sit(tid, "S", learner="b-south")
    seen_dummy = []
    for ts in every_step(hall, tid):
        view = build(ts, "W")
        seen_dummy.append(bool(view["visible"]))
    # the robots' auction and play run up to South's first decision; West sees no other hand before play
    st = hall._load(tid).deal.state
    if st.phase == "auction":
        assert not any(seen_dummy)
    rng = random.Random(0)
    play_hand([me], rng)
    states = every_step(hall, tid)
    for ts in states:
        st = ts.deal.state
        view = build(ts, "W")
        lead_made = st.phase == "play" and st.dummy_visible
        if not st.is_terminal():
            assert bool(view["visible"]) == (lead_made and st.dummy != "W"), ts.n


def test_blind_nil_exchange_cards_reach_only_the_partner(hall: tables.Hall) -> None:
    tid = hall.open_table("spades", seed=5, rules={"preset": "msn", "blind_nil_exchange_cards": 1},
                          robots={"E": "random", "W": "random"})
    south, north = hall.sit(tid, "S", learner="b-s"), hall.sit(tid, "N", learner="b-n")
    rng = random.Random(3)
    for _ in range(20):                           # South bids blind nil at its first decision
        v = south.view()
        if v["turn"] == "S":
            south.act("blind")
            break
        mover = north if north.view()["turn"] == "N" else south
        mover.act("look" if not mover.view()["looked"] else mover.view()["legal"][0])
    sent: list[dict[str, Any]] = []
    play_hand([south, north], rng, each=sent.append)
    steps = every_step(hall, tid)
    gives = [e for e in steps[-1].deal.entries if "give" in e]
    assert len(gives) == 2, gives                 # each partner passed one card face down
    deck = list(steps[0].game.deck(steps[0].deal.state))
    for ts in steps:
        for seat in SEATS:
            view = build(ts, seat)
            assert leaks(view, allowed(ts, seat), deck) == [], (ts.n, seat)
            if ts.deal.entries and "give" in ts.deal.entries[-1] and seat in "EW":
                assert "face down" in view["narration"]
