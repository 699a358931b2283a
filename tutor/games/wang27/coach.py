"""The 27 Wang coach: :func:`hint` samples the cards the player to move cannot see (the others' hands,
and the kitty unless the mover is the banker who buried it), keeping the cards each player declared in
that player's hand and the suits each player has shown to lack, plays every sample out with the normal
bots, and names the declaration, bid, trump, burial or play that did best for the mover's side
(points the defenders take against the target: more for the defenders, fewer for the banker's side).

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=2)
>>> h = hint(st, seconds=0.05)
>>> h.action in st.legal_actions(), bool(h.reason)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from ...cards import Card
from ...i18n import Text, domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS
from ..coach import Hint, deal_unseen, remove_cards, sampled_hint, sampling_bot, text
from .bot import practice_bot
from .declare import shown_text
from .ranks import esuit, points_of, trump_label
from .state import State

t, tn = domain("wang27")


def _known(state: State, seat: str) -> tuple[dict[Hashable, frozenset[str]], dict[str, list[Card]]]:
    """Suits (effective: ``"T"`` for trumps) each seat has shown to lack, and each other seat's declared
    cards not yet played."""
    voids: dict[Hashable, set[str]] = {s: set() for s in SEATS}
    played: dict[str, list[Card]] = {s: [] for s in SEATS}
    tricks = (*state.done, state.trick) if state.trick is not None else state.done
    for trick in tricks:
        for i, (s, cards) in enumerate(trick.plays):
            played[s].extend(cards)
            if i and any(esuit(c, trick.trump) != trick.suit for c in cards):
                voids[s].add(trick.suit)
    declared: dict[str, list[Card]] = {s: [] for s in SEATS}
    for s, shown in state.decl.history:
        if s != seat and not isinstance(shown, str):
            for c in shown:
                if declared[s].count(c) < list(shown).count(c):
                    declared[s].append(c)
    pinned = {s: remove_cards(declared[s], played[s]) for s in SEATS if s != seat}
    return {s: frozenset(v) for s, v in voids.items()}, pinned


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A deal of the unseen cards consistent with what ``seat`` knows; ``seat``'s own hand is kept."""
    voids, pinned = _known(state, seat)
    others = [s for s in SEATS if s != seat]
    sizes: dict[Hashable, int] = {}
    pool: list[Card] = []
    for s in others:
        hand = state.held[SEAT_INDEX[s]]
        rest = list(hand)  # two decks: a card pinned twice must be held twice
        pins = []
        for c in pinned[s]:
            if c in rest:
                rest.remove(c)
                pins.append(c)
        pinned[s] = pins
        sizes[s] = len(hand) - len(pins)
        pool.extend(remove_cards(hand, pins))
    hidden_kitty = state.banker is None  # before anyone picks the kitty up, nobody has seen it
    hidden_buried = state.phase == "play" and state.banker != seat and bool(state.buried)
    if hidden_kitty:
        sizes["kitty"] = len(state.kitty)
        pool.extend(state.kitty)
    if hidden_buried:
        sizes["buried"] = len(state.buried)
        pool.extend(state.buried)
    trump = state.trump if state.phase == "play" else None
    dealt = deal_unseen(pool, sizes, voids, lambda c: esuit(c, trump), rng)
    held = list(state.held)
    for s in others:
        held[SEAT_INDEX[s]] = tuple(dealt[s]) + tuple(pinned[s])
    st = state._replace(held=tuple(held))
    if hidden_kitty:
        st = st._replace(kitty=tuple(dealt["kitty"]))
    if hidden_buried:
        st = st._replace(buried=tuple(dealt["buried"]))
    return st


def utility(end: State, seat: str) -> float:
    """The defenders' points beyond the target for a defender, short of it for the banker's side; 0 when
    the hand was passed out."""
    if end.banker is None or end.target is None:
        return 0.0
    margin = end.points() - end.target
    return float(margin if end.is_defender(seat) else -margin)


def _name(state: State, action: Any) -> Text:
    action = action.value
    if state.phase == "declare":
        return t("pass") if isinstance(action, str) else t("declare {shown}", shown=shown_text(action))
    if state.phase == "bid":
        return t("bid {bid}", bid=action) if action != "pass" else t("pass")
    if state.phase == "trump":
        return t("choose {trump} as trump", trump=trump_label(action))
    if state.phase == "bury":
        return t("bury {cards}", cards=text(action))
    return t("play {cards}", cards=text(action))


def _describe(state: State, action: Any) -> Text:
    seat = state.current_seat
    assert seat is not None
    if state.phase == "bury":
        pts = points_of(action.value)
        if pts:
            return t("bury {cards} ({points} points in the kitty)", cards=text(action.value), points=pts)
        return t("bury {cards} (no points in it)", cards=text(action.value))
    if state.phase != "play":
        return _name(state, action)
    cards = tuple(action.value)
    pts = points_of(cards)
    if state.trick is None:
        return t("lead {cards} ({points} points)", cards=text(cards), points=pts) if pts else \
            t("lead {cards}", cards=text(cards))
    trick = state.trick
    leader_now = trick.winner()
    after = state.apply(action)
    won = after.done[-1].winner() if after.trick is None else after.trick.winner()
    at_stake = trick.points + pts
    stake = t(" (the trick holds {points} points)", points=at_stake) if at_stake else ""
    if leader_now != seat and state.same_side(leader_now, seat) and won != seat:
        return t("play {cards}: your partner is already winning{stake}", cards=text(cards), stake=stake)
    if won == seat:
        return t("win the trick with {cards}{stake}", cards=text(cards), stake=stake)
    return t("play {cards} and keep your stronger cards: {seat} is winning this trick{stake}", cards=text(cards),
             seat=SEAT_NAME[won], stake=stake)


def hint(state: State, *, seconds: float = 1.0, seed: int = 0, rounds: int | None = None,
         include: tuple[Any, ...] = ()) -> Hint:
    """The coach's choice for the player to move and why, within about ``seconds`` (``include``: actions
    to compare besides the coach's own candidates, as the review does with the learner's choice)."""
    first = practice_bot(seed)(state) if state.current_seat is not None else None
    return sampled_hint(state, bot=lambda _st: first, rollout=practice_bot(seed + 1), sample=sample, utility=utility,
                        describe=lambda a: _describe(state, a), name=lambda a: _name(state, a), limit=10,
                        seconds=seconds, rounds=rounds, seed=seed, include=include, default=first, z=1.0)

def strong_bot(seed: int | None = 0, *, rounds: int = 4, seconds: float = 0.25) -> Any:
    """The ``strong`` level: the coach's choice on ``rounds`` sampled deals (repeatable with its seed)."""
    return sampling_bot(hint, seed, rounds=rounds, seconds=seconds)


__all__ = ["hint", "sample", "strong_bot", "utility"]
