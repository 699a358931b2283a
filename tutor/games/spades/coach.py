"""The Spades coach: :func:`hint` samples the cards the player to move cannot see (keeping the suits each
player has shown to lack by failing to follow, and the card the mover passed in a blind-nil exchange
with the partner who got it), plays every sample out with the normal bots, and names the bid or card
that scored best for the mover's team (its points minus the opponents').

>>> from tutor.games.spades import new_hand
>>> st = new_hand(seed=5)
>>> h = hint(st, rounds=3, seconds=60)  # a fixed number of sampled deals, so the answer is the same on any machine
>>> h.action in st.legal_actions(), str(h.reason)
(True, 'bid 3: you hold 5 spades and 2 aces and kings; in 3 sample deals no other choice did clearly better')
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from ...cards import Card
from ...i18n import domain
from ...seats import SEAT_INDEX, SEATS, partner_of, team_of
from ...tricks import winning_index
from ..coach import Hint, TrickSpot, deal_unseen, sampled_hint, sampling_bot, trick_clause
from .bot import SpadesBot
from .masks import mask_of
from .state import State

t, tn = domain("spades")


def _known(state: State, seat: str) -> tuple[dict[Hashable, frozenset[str]], dict[Card, str]]:
    voids: dict[Hashable, set[str]] = {s: set() for s in SEATS}
    tricks = [(lead, cards) for lead, cards in state.history] + [(state.leader, state.trick)]
    for lead, cards in tricks:
        if not cards:
            continue
        led = cards[0].suit
        for i, c in enumerate(cards):
            if c.suit != led:
                voids[SEATS[(lead + i) % 4]].add(led or "")
    played = {c for _, cards in tricks for c in cards}
    mine = SEAT_INDEX[seat]
    pinned = {c: partner_of(seat) for giver, c in state.given if giver == mine and c not in played}
    return {s: frozenset(v) for s, v in voids.items()}, pinned


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A deal of the unseen cards consistent with what ``seat`` knows; ``seat``'s own hand is kept once
    looked at (while bidding before that, with blind nil still open, it is as unknown as the others')."""
    voids, pinned = _known(state, seat)
    hidden = [s for s in SEATS if s != seat or (state.phase == "bid" and not state.looked[SEAT_INDEX[s]])]
    hands = state.cards
    sizes: dict[Hashable, int] = {s: len(hands[SEAT_INDEX[s]]) for s in hidden}
    pool = [c for s in hidden for c in hands[SEAT_INDEX[s]] if c not in pinned]
    for s in pinned.values():
        if s in sizes:
            sizes[s] -= 1
    dealt = deal_unseen(pool, sizes, voids, lambda c: c.suit or "", rng)
    masks = list(state.masks)
    for s in hidden:
        masks[SEAT_INDEX[s]] = mask_of(tuple(dealt[s]) + tuple(c for c, o in pinned.items() if o == s))
    return state._replace(masks=tuple(masks))


def utility(end: State, seat: str) -> float:
    """The mover's team's points this hand minus the opponents'."""
    result = end.result()
    assert result is not None
    mine = team_of(seat)
    return float(sum(r.points if team == mine else -r.points for team, r in result.items()))


def _name(action: Any) -> str:
    if isinstance(action, Card):
        return action.symbol
    if action == 0 or action == "nil":
        return t("nil")
    if action == "blind":
        return t("blind nil")
    if action == "look":
        return t("look at the cards")
    return t("bid {n}", n=action) if isinstance(action, int) else str(action)


def _describe(state: State, seat: str, action: Any) -> str:
    if state.phase == "bid":
        hand = state.cards[SEAT_INDEX[seat]]
        spades = sum(1 for c in hand if c.suit == "S")
        tops = sum(1 for c in hand if c.rank >= 13)
        what = t("bid nil") if action == 0 else _name(action)
        return tn("{what}: you hold {spades} spade and {tops} aces and kings",
                  "{what}: you hold {spades} spades and {tops} aces and kings", spades, what=what, spades=spades,
                  tops=tops)
    if state.phase == "exchange":
        return t("pass {card} to your partner", card=action.symbol)
    spot = TrickSpot(tuple((SEATS[(state.leader + i) % 4], c) for i, c in enumerate(state.trick)), "S", seat,
                     partner_of(seat), len(state.trick) == 3)
    return trick_clause(spot, action, lambda cards: winning_index(cards, "S"))


def hint(state: State, *, seconds: float = 1.0, seed: int = 0, rounds: int | None = None,
         include: tuple[Any, ...] = ()) -> Hint:
    """The coach's choice for the player to move and why, within about ``seconds`` (``include``: actions
    to compare besides the coach's own candidates, as the review does with the learner's choice)."""
    first = SpadesBot(seed)(state)
    # the rule of thumb stays unless the sampled deals show a clearly better choice (one standard error):
    # a nil or blind nil swings 200 points, so a lucky deal or two would otherwise overrule a sound bid
    return sampled_hint(state, bot=lambda _st: first, rollout=SpadesBot(seed + 1), sample=sample, utility=utility,
                        describe=lambda a: _describe(state, state.current_seat or "", a), name=_name, limit=16,
                        seconds=seconds, rounds=rounds, seed=seed, include=include, default=first, z=1.0)


def strong_bot(seed: int | None = 0, *, rounds: int = 12, seconds: float = 1.0) -> Any:
    """The ``strong`` level: the coach's choice on ``rounds`` sampled deals (repeatable with its seed)."""
    return sampling_bot(hint, seed, rounds=rounds, seconds=seconds)


__all__ = ["hint", "sample", "strong_bot", "utility"]
