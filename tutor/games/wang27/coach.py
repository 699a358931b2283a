"""The 27 Wang coach: :func:`hint` samples the cards the player to move cannot see (the others' hands,
and the kitty unless the mover is the banker who buried it), keeping the cards each player declared in
that player's hand and the suits each player has shown to lack, plays every sample out with the normal
bots, and names the declaration, bid, trump, burial or play that did best for the mover's side
(points the defenders take against the target: more for the defenders, fewer for the banker's side).
The burial starts from what lesson 04 teaches (low side cards, no points: the defenders can dig the
kitty) and leaves it only when the deals show a clearly better one. Cards played together count as one
play in any order.

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=2)
>>> h = hint(st, deals=2)
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
from ..evaluation import Sampler, same_play
from .bot import follow_options, lesson_bury, practice_bot, rollout_bot
from .declare import shown_text
from .listing import lead_candidates
from .ranks import KEYS, TRUMP, esuit, points_of, trump_label
from .state import Action, State

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
        # not declaring is 不亮, the auction's pass 不叫: each phase says its own
        return t("do not declare") if isinstance(action, str) else t("declare {shown}", shown=shown_text(action))
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
            return t("bury {cards}: it puts {points} points in the kitty, which the defenders dig (multiplied) "
                     "if they win the last trick", cards=text(action.value), points=pts)
        return t("bury {cards}: low side cards and no points (don't bury points: the defenders can dig the kitty)",
                 cards=text(action.value))
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


def _lowest_bury(state: State) -> Action:
    """Another burial without points: simply the lowest side cards, whatever their suits."""
    seat = state.current_seat
    assert seat is not None
    keys = KEYS[state.trump]
    order = sorted(state.hand(seat), key=lambda c: (keys[c][0] == TRUMP, points_of([c]) > 0, keys[c][1], str(c)))
    return Action("bury", tuple(order[:state.rules.kitty_size]))


def _void_bury(state: State) -> Action:
    """Another burial: the shortest side suits whole, points or not (a void to trump later, at the kitty's risk)."""
    seat = state.current_seat
    assert seat is not None
    keys = KEYS[state.trump]
    hand = state.hand(seat)
    length: dict[str, int] = {}
    for c in hand:
        length[keys[c][0]] = length.get(keys[c][0], 0) + 1
    order = sorted(hand, key=lambda c: (keys[c][0] == TRUMP, length[keys[c][0]], keys[c][1], str(c)))
    return Action("bury", tuple(order[:state.rules.kitty_size]))


def _default(state: State) -> Action:
    return lesson_bury(state) if state.phase == "bury" else practice_bot(0)(state)


_MORE = 5  # candidates besides the rule of thumb's, where there are many (bids, throws, discards)


def _options(state: State, first: Action, rng: random.Random) -> list[Action]:
    """The candidates: every declaration or trump; the bids nearest the practice bid and passing; the
    lesson's burial (the robots' too), the shortest suits whole and the lowest cards; the practice player's
    shortlist of leads and follows (a few of them, drawn by the position's seed)."""
    phase = state.phase
    if phase in ("declare", "trump"):
        return list(state.legal_actions())
    if phase == "bid":
        legal = list(state.legal_actions())
        value = first.value if isinstance(first.value, int) else None
        bids = [a for a in legal if a.value != "pass"]
        near = sorted(bids, key=lambda a: abs(a.value - value)) if value is not None else bids[:_MORE]
        return [a for a in legal if a.value == "pass"] + near[:_MORE - 1]
    if phase == "bury":
        return [_void_bury(state), _lowest_bury(state)]
    pool = lead_candidates(state) if state.trick is None else follow_options(state, random.Random(rng.random()))
    distinct: dict[Any, Action] = {}
    for a in pool:
        distinct.setdefault(same_play(a), a)
    rest = [a for k, a in sorted(distinct.items(), key=lambda kv: str(kv[0])) if k != same_play(first)]
    return rng.sample(rest, min(_MORE, len(rest)))


#: the lesson's burial and the practice player's choices stay unless the deals show "probably" better (two
#: standard errors): with 16 deals a lucky few should not teach a beginner to bury points. After 4 deals only the
#: best other candidate goes on beside the rule of thumb (its playouts are the review's cost from cold)
SAMPLER = Sampler("wang27", "points", deals=16, min_cost=5.0, sample=sample, utility=utility, rollout=rollout_bot,
                  default=_default, options=_options, keep_z=2.0, prune_at=4, keep=1)
UNIT = "points"


def hint(state: State, *, deals: int | None = None, seconds: float | None = None, seed: int = 0) -> Hint:
    """The coach's choice for the player to move and why: the evaluation of this decision over ``deals``
    sampled deals (``SAMPLER.deals``), the same one the review uses; ``seconds`` only caps a first
    evaluation on a slow machine."""
    return sampled_hint(SAMPLER, state, describe=lambda a: _describe(state, a), name=lambda a: _name(state, a),
                        deals=deals, seconds=seconds, seed=seed)


def strong_bot(seed: int | None = 0, *, rounds: int = 16) -> Any:
    """The ``strong`` level: the coach's choice on ``rounds`` sampled deals (repeatable with its seed)."""
    return sampling_bot(hint, seed, rounds=rounds)


__all__ = ["SAMPLER", "hint", "lesson_bury", "sample", "strong_bot", "utility"]
