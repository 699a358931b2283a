"""The Gong Zhu coach: :func:`hint` samples the cards the player to move cannot see (keeping the suits
each player has shown to lack, the cards sold openly with their seller, and the cards still being
offered for sale with the seat being asked), plays every sample out with the normal bots, and names the
sale or card that kept the most points for the mover.

>>> from tutor.games.gongzhu import new_hand
>>> st = new_hand(seed=3)
>>> h = hint(st, deals=4)
>>> h.action in st.legal_actions(), bool(h.reason)
(True, True)
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card
from ...i18n import domain
from ...scoring import signed
from ...seats import SEAT_INDEX, SEATS, partner_of
from ...tricks import winning_index
from ..coach import Hint, TrickSpot, deal_unseen, sampled_hint, sampling_bot, trick_clause
from ..evaluation import Sampler
from .bot import Bot
from .scoring import sale_label, score_cards
from .state import Sale, State

t, tn = domain("gongzhu")


def _known(state: State, seat: str) -> tuple[dict[str, frozenset[str]], list[tuple[Card, str]], list[Card]]:
    """Voids shown by failing to follow, cards pinned to a known holder, and the cards already played."""
    voids: dict[str, set[str]] = {s: set() for s in SEATS}
    played: list[Card] = []
    for trick in (*state.done, state.trick):
        plays = trick.plays
        if not plays:
            continue
        led = plays[0][1].suit
        for s, c in plays:
            played.append(c)
            if c.suit != led:
                voids[s].add(led or "")
    # (card, holder) pairs: in the two-deck room both copies of a card may be pinned, to two seats
    pinned: dict[tuple[Card, str], None] = {}
    if state.pending:  # the asking order is public: who is asked holds the card
        for s, c, _ in state.sales:
            pinned[c, s] = None
        for s, c in state.pending:
            pinned[c, s] = None
    else:
        for s, c, level in state.sales:
            if level != "none" and state.sale_visible(c):
                pinned[c, s] = None
    return {s: frozenset(v) for s, v in voids.items()}, [(c, s) for c, s in pinned if s != seat], played


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A deal of the unseen cards consistent with what ``seat`` knows; ``seat``'s own hand is kept."""
    voids, pinned, _ = _known(state, seat)
    others = [s for s in SEATS if s != seat]
    sizes = {s: len(state.held[SEAT_INDEX[s]]) for s in others}
    pool = [c for s in others for c in state.held[SEAT_INDEX[s]]]
    kept: list[tuple[Card, str]] = []
    for c, s in pinned:  # a pinned card still out (one copy of it, in the two-deck room) stays with s
        if c in pool:
            pool.remove(c)
            sizes[s] -= 1
            kept.append((c, s))
    dealt = deal_unseen(pool, sizes, voids, lambda c: c.suit or "", rng)
    held = list(state.held)
    for s in others:
        held[SEAT_INDEX[s]] = tuple(dealt[s]) + tuple(c for c, o in kept if o == s)
    return state._replace(held=tuple(held))


def _name(state: State, action: Any) -> str:
    return sale_label(action.card, action.level, state.rules) if isinstance(action, Sale) else action.symbol


def _describe(state: State, action: Any) -> str:
    if isinstance(action, Sale):
        return sale_label(action.card, action.level, state.rules)
    spot = TrickSpot(tuple(state.plays), None, state.turn, None, len(state.plays) == 3)
    clause = trick_clause(spot, action, winning_index)
    cards = [c for _, c in state.plays] + [action]
    at_stake = score_cards(cards, sold=state.sold, rules=state.rules).total
    if state.plays and at_stake:
        clause += t(" (the trick holds {points} points)", points=signed(at_stake))
    elif not state.plays and at_stake:
        clause += t(" (it carries {points} points)", points=signed(at_stake))
    return clause


def _utility(end: State, seat: str) -> float:
    result = end.result()
    assert result is not None
    if end.rules.partnership:  # 对家: what the side keeps (B-G13)
        return float(result[seat] + result[partner_of(seat)])
    return float(result[seat])


SAMPLER = Sampler("gongzhu", "points", deals=64, min_cost=5.0, sample=sample, utility=_utility, rollout=Bot,
                  default=lambda st: Bot(0)(st), options=lambda st, first, rng: list(st.legal_actions()),
                  keep_z=1.0, prune_at=12, keep=3)
UNIT = "points"


def hint(state: State, *, deals: int | None = None, seconds: float | None = None, seed: int = 0) -> Hint:
    """The coach's choice for the player to move and why: the evaluation of this decision over ``deals``
    sampled deals (``SAMPLER.deals``), the same one the review uses; ``seconds`` only caps a first
    evaluation on a slow machine."""
    return sampled_hint(SAMPLER, state, describe=lambda a: _describe(state, a), name=lambda a: _name(state, a),
                        deals=deals, seconds=seconds, seed=seed)


def strong_bot(seed: int | None = 0, *, rounds: int = 48) -> Any:
    """The ``strong`` level: the coach's choice on ``rounds`` sampled deals (repeatable with its seed)."""
    return sampling_bot(hint, seed, rounds=rounds)


__all__ = ["SAMPLER", "Hint", "hint", "sample", "strong_bot"]
