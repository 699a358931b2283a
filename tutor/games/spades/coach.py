"""The Spades coach: :func:`hint` samples the cards the player to move cannot see (keeping the suits each
player has shown to lack by failing to follow, and the card the mover passed in a blind-nil exchange
with the partner who got it), plays every sample out with the normal bots, and names the bid or card
that scored best for the mover's team (its points minus the opponents'). Before looking, the choices are
the learner's: look at the cards, or bid blind nil.

>>> from tutor.games.spades import new_hand
>>> st = new_hand(seed=5).apply("look")
>>> h = hint(st, deals=8)  # a fixed number of sampled deals, so the answer is the same on any machine
>>> h.action in st.legal_actions(), str(h.reason)
(True, 'bid 4: you hold 5 spades and 2 aces and kings; it clearly gains about 9.6 points over bid 3')
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
from ..evaluation import Sampler
from .bot import SpadesBot
from .masks import mask_of
from .state import LOOK, State

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
    if state.phase == "bid" and not state.looked[SEAT_INDEX[seat]]:  # the cards are still face down
        if action == "blind":
            return t("bid blind nil: 200 points if you take no trick, minus 200 if you take one")
        if action == LOOK:
            return t("look at your cards first: then bid what they are worth")
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


def _default(state: State) -> Any:
    """The rule of thumb: look at the cards first (a number bid before looking peeks), then the practice
    bot's bid or card."""
    if state.phase == "bid" and not state.looked[state.turn]:
        return LOOK
    return SpadesBot(0)(state)


def _options(state: State, first: Any, rng: random.Random) -> list[Any]:
    """What the learner may choose: before looking only "look" and blind nil (as the table asks), then
    every bid or legal card."""
    legal = state.legal_actions()
    if state.phase == "bid" and not state.looked[state.turn]:
        return [a for a in (LOOK, "blind") if a in legal]
    return list(legal)


#: a nil or blind nil swings 200 points, so the rule of thumb stays unless clearly beaten (one standard error)
SAMPLER = Sampler("spades", "points", deals=128, min_cost=5.0, sample=sample, utility=utility,
                  rollout=SpadesBot, default=_default, options=_options, keep_z=1.0, prune_at=12, keep=3)
UNIT = "points"


def hint(state: State, *, deals: int | None = None, seconds: float | None = None, seed: int = 0) -> Hint:
    """The coach's choice for the player to move and why: the evaluation of this decision over ``deals``
    sampled deals (``SAMPLER.deals``), the same one the review uses; ``seconds`` only caps a first
    evaluation on a slow machine."""
    return sampled_hint(SAMPLER, state, describe=lambda a: _describe(state, state.current_seat or "", a),
                        name=_name, deals=deals, seconds=seconds, seed=seed)


def strong_bot(seed: int | None = 0, *, rounds: int = 48) -> Any:
    """The ``strong`` level: the coach's choice on ``rounds`` sampled deals (repeatable with its seed)."""
    return sampling_bot(hint, seed, rounds=rounds)


__all__ = ["SAMPLER", "hint", "sample", "strong_bot", "utility"]
