"""A seedable practice player: bids from a simple hand count, plays to make its side's contract
cheaply, ducks when it or its partner bid nil, and only ever picks from ``legal_actions()``.

It looks only at what a player at the table would know: its own cards, the bids, and the cards
already played.

>>> from tutor.games.spades import new_hand
>>> bot = SpadesBot(1)
>>> st = new_hand(seed=2)
>>> while not st.is_terminal():
...     st = st.apply(bot(st))
>>> sum(st.tricks_won().values())
13
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card
from .masks import cards_of
from .state import State

SUITS = "SHDC"


def _beats(c: Card, top: Card) -> bool:
    return (c.suit == top.suit and c.rank > top.rank) or (c.suit == "S" and top.suit != "S")


def hand_value(hand: tuple[Card, ...] | list[Card]) -> float:
    """Expected tricks: spade honours and length, side aces and guarded kings, short suits to ruff.

    >>> from tutor.cards import parse_cards
    >>> hand_value(parse_cards("SA SK S9 S4 HA HK H3 D8 D5 D2 C9 C7 C3"))
    3.8
    """
    by = {s: sorted((c.rank for c in hand if c.suit == s), reverse=True) for s in SUITS}
    spades = by["S"]
    n = len(spades)
    value = 0.0
    for rank, need, worth in ((14, 1, 1.0), (13, 2, 1.0), (12, 3, 0.8), (11, 4, 0.5)):
        if rank in spades:
            value += worth if n >= need else worth * 0.4
    value += max(0, n - 4) * 0.9  # long spades win tricks once the others run out
    spare = max(0, n - 2)
    for s in "HDC":
        ranks = by[s]
        k = len(ranks)
        if 14 in ranks:
            value += 1.0 if k <= 5 else 0.6
        if 13 in ranks and k >= 2:
            value += 0.8 if k <= 4 else 0.4
        if 12 in ranks and 3 <= k <= 4 and (14 in ranks or 13 in ranks):
            value += 0.3
        if spare and k <= 1:  # a void or singleton lets a spare spade ruff
            value += 1.0 if k == 0 else 0.5
            spare -= 1
    return round(value, 2)


def nil_ok(hand: tuple[Card, ...] | list[Card]) -> bool:
    """A hand fit for nil: few, low spades and no side ace or short king."""
    spades = [c.rank for c in hand if c.suit == "S"]
    if len(spades) > 3 or any(r >= 10 for r in spades):
        return False
    for s in "HDC":
        ranks = [c.rank for c in hand if c.suit == s]
        if 14 in ranks or (13 in ranks and len(ranks) <= 3) or (12 in ranks and len(ranks) <= 2):
            return False
    return hand_value(hand) < 1.5


def suggest_bid(hand: tuple[Card, ...] | list[Card]) -> int | str:
    """What the practice bot bids with ``hand`` before its small random nudge and before it looks at
    its partner's bid: ``"nil"`` for a hand fit for nil, else its trick count rounded up from .2
    (the count is cautious), 1 to 13. The bid box shows this, so it must be the bot's own rule.

    >>> from tutor.cards import parse_cards
    >>> suggest_bid(parse_cards("SA SK S9 S4 HA HK H3 D8 D5 D2 C9 C7 C3"))
    4
    """
    if nil_ok(hand):
        return "nil"
    return _round_count(hand_value(hand))


def _round_count(value: float) -> int:
    return max(1, min(13, int(value + 0.8)))


class SpadesBot:
    """``bot(state) -> action``; deterministic for a given seed."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"SpadesBot(seed={self.seed!r})"

    def __call__(self, state: State) -> Any:
        phase = state.phase
        if phase == "bid":
            return self.bid(state)
        if phase == "exchange":
            return self.give(state)
        return self.play(state)

    # -- bidding ---------------------------------------------------------------------------------
    def bid(self, state: State) -> Any:
        me = state.turn
        hand = cards_of(state.masks[me])
        partner_bid = state.bid_list[(me + 2) % 4]
        if nil_ok(hand) and partner_bid not in ("nil", "blind"):
            return 0
        bid = _round_count(hand_value(hand) + self.rng.uniform(-0.3, 0.3))  # as suggest_bid, nudged
        if isinstance(partner_bid, int):
            bid = max(1, min(bid, 13 - partner_bid))
        return bid

    def give(self, state: State) -> Card:
        hand = cards_of(state.masks[state.turn])
        is_blind = state.bid_list[state.turn] == "blind"
        # The blind-nil bidder passes its most dangerous card; the partner passes back its lowest.
        if is_blind:
            return max(hand, key=lambda c: (c.suit == "S", c.rank))
        return min(hand, key=lambda c: (c.suit == "S", c.rank))

    # -- play ------------------------------------------------------------------------------------
    def play(self, state: State) -> Card:
        legal = [a for a in state.legal_actions() if isinstance(a, Card)]
        if len(legal) == 1:
            return legal[0]
        me = state.turn
        partner = (me + 2) % 4
        bids = state.bid_list
        trick = state.trick
        nil = lambda seat: bids[seat] in ("nil", "blind")  # noqa: E731
        if nil(me) and state.won[me] == 0:
            return self._duck(legal, trick)
        if nil(partner) and state.won[partner] == 0:
            return self._cover(state, legal, partner)
        team = (me, partner)
        contract = sum(b for s in team if isinstance(b := bids[s], int))
        taken = sum(state.won[s] for s in team if not nil(s))
        if contract and taken >= contract:
            return self._duck(legal, trick)  # contract made: avoid bags
        return self._win_cheaply(state, legal, partner)

    def _duck(self, legal: list[Card], trick: tuple[Card, ...]) -> Card:
        if not trick:
            return min(legal, key=lambda c: (c.suit == "S", c.rank, self.rng.random()))
        top = _top(trick)
        losers = [c for c in legal if not _beats(c, top)]
        if losers:  # shed the most dangerous card that still loses
            return max(losers, key=lambda c: (c.suit != "S", c.rank))
        if len(trick) == 3:
            return max(legal, key=lambda c: c.rank)
        return min(legal, key=lambda c: c.rank)

    def _cover(self, state: State, legal: list[Card], partner: int) -> Card:
        trick = state.trick
        if not trick:
            return max(legal, key=lambda c: (c.suit != "S", c.rank))
        top = _top(trick)
        winner = (state.leader + _top_index(trick)) % 4
        winners = [c for c in legal if _beats(c, top)]
        if winner == partner or (state.leader + len(trick) + 1) % 4 == partner:
            if winners:  # take the trick away from (or ahead of) the nil partner
                return max(winners, key=lambda c: (c.suit != "S", c.rank))
        return min(legal, key=lambda c: (c.suit == "S", c.rank))

    def _win_cheaply(self, state: State, legal: list[Card], partner: int) -> Card:
        trick = state.trick
        if not trick:
            return self._lead(state, legal)
        top = _top(trick)
        winner = (state.leader + _top_index(trick)) % 4
        last = len(trick) == 3
        low = min(legal, key=lambda c: (c.suit == "S", c.rank, self.rng.random()))
        if winner == partner and (last or top.rank >= 12 or top.suit == "S"):
            return low
        winners = [c for c in legal if _beats(c, top)]
        if not winners:
            return low
        if last or winners[0].suit != trick[0].suit:
            return min(winners, key=lambda c: c.rank)
        return max(winners, key=lambda c: c.rank)

    def _lead(self, state: State, legal: list[Card]) -> Card:
        gone = {c for _, cards in state.history for c in cards}
        hand = set(cards_of(state.masks[state.turn]))
        for c in sorted(legal, key=lambda c: (c.suit == "S", -c.rank)):
            higher = [Card(c.suit, r) for r in range(c.rank + 1, 15)]
            if all(h in gone or h in hand for h in higher):
                return c  # a master card: it wins the trick
        side = [c for c in legal if c.suit != "S"] or legal
        by_suit: dict[str | None, list[Card]] = {}
        for c in side:
            by_suit.setdefault(c.suit, []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), self.rng.random()))
        return min(longest, key=lambda c: c.rank)


def _top_index(trick: tuple[Card, ...]) -> int:
    best = 0
    for k in range(1, len(trick)):
        if _beats(trick[k], trick[best]):
            best = k
    return best


def _top(trick: tuple[Card, ...]) -> Card:
    return trick[_top_index(trick)]


def beginner_bot(seed: int | None = None) -> Any:
    """The ``beginner`` level: looks at its cards, bids its plain trick count (never nil, never blind nil)
    and always plays its lowest legal card (spades last), so it never fights for a trick or guards a nil.

    >>> from tutor.games.spades import new_hand
    >>> st, bot = new_hand(seed=2), beginner_bot(1)
    >>> while not st.is_terminal():
    ...     st = st.apply(bot(st))
    >>> all(b not in (0, "nil", "blind") for b in st.bid_list)
    True
    """
    def act(state: State) -> Any:  # fixed rules: the seed is not needed
        legal = list(state.legal_actions())
        if state.phase == "bid":
            if "look" in legal:
                return "look"
            want = _round_count(hand_value(cards_of(state.masks[state.turn])))
            bids = [a for a in legal if isinstance(a, int) and a > 0]
            return min(bids, key=lambda b: abs(b - want))
        cards = [a for a in legal if isinstance(a, Card)]
        return min(cards, key=lambda c: (c.suit == "S", c.rank, "CDHS".index(c.suit or "")))

    return act
