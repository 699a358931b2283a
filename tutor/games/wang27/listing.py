"""The legal-action view of a 27 Wang state: every legal action listed lazily, counted and drawn
uniformly without listing where listing would be slow.

A banker burying 8 of 33 cards has millions of distinct burials (two decks: equal cards make one
choice), a void follower may discard any 6 of 20 cards, and a leader may throw any cards of one
suit. So the view counts those sets by combinatorics over the multiset hand and draws from them
directly (``choice``), each distinct action equally likely; listing them is still possible, lazily.

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=3)
>>> for a in ["pass"] * 4 + [80, "pass", "pass", "pass", "H"]:  # nobody declares; North names ♥
...     st = st.apply(a)
>>> st.phase, len(st.hands[st.current_seat]), len(st.legal_actions())
('bury', 33, 5905706)
>>> import random
>>> st.legal_actions().choice(random.Random(1)) in st.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ...cards import Card
from ...seats import SEAT_INDEX
from ..legal import LegalActions
from .action import Action
from .combos import all_units, decompose, lead_kinds, multiset_combinations
from .follow import legal_follows
from .fast import sample_multiset as fast_sample
from .fast import split
from .ranks import ESUIT, KEYS, TRUMP, TRUMP_OPTIONS

if TYPE_CHECKING:
    from .state import State


# -- multisets: count and draw without listing --------------------------------------------------------
def _limits(cards: Sequence[Card]) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def _times(ways: list[int], lim: int) -> list[int]:
    """``ways`` (ways to take j cards, per j) times the choices 0..lim of one more card kind."""
    return [sum(ways[j - t] for t in range(min(lim, j) + 1)) for j in range(len(ways))]


def _poly(limits: Sequence[int], r: int) -> list[int]:
    """Coefficients up to x^r of the product of (1 + x + … + x^l): ways to take j cards, per j."""
    ways = [1] + [0] * r
    for lim in limits:
        ways = _times(ways, lim)
    return ways


def count_multisets(cards: Sequence[Card], r: int) -> int:
    """How many distinct multisets of ``r`` cards ``cards`` holds (two equal cards are one choice).

    >>> from tutor.cards import parse_cards
    >>> count_multisets(parse_cards("S9 S9 S8 S4"), 2)
    4
    """
    if not 0 <= r <= len(cards):
        return 0
    return _poly(list(_limits(cards).values()), r)[r]


def sample_multiset(cards: Sequence[Card], r: int, rng: random.Random) -> tuple[Card, ...]:
    """One of the ``count_multisets(cards, r)`` multisets, each equally likely (see ``fast.sample_multiset``).

    >>> from tutor.cards import parse_cards
    >>> hand = parse_cards("S9 S9 S8 S4")
    >>> sorted({sample_multiset(hand, 2, random.Random(i)) for i in range(200)}) == sorted(multiset_combinations(hand, 2))
    True
    """
    return fast_sample(cards, r, rng)


# -- the view -----------------------------------------------------------------------------------------
def legal_view(st: State) -> LegalActions[Action]:
    """The legal actions of ``st`` (see the module text)."""
    if st.phase == "over" or st.turn is None:
        return LegalActions(st, ())
    seat = st.turn
    hand = st.held[SEAT_INDEX[seat]]
    if st.phase == "declare":
        return LegalActions(st, [Action("declare", "pass")] + [Action("declare", s) for s in st.declarable(seat)])
    if st.phase == "bid":
        assert st.auction is not None
        bids: list[int | str] = ["pass"] if st.auction.can_pass() else []
        return LegalActions(st, [Action("bid", b) for b in bids + list(st.auction.allowed())])
    if st.phase == "trump":
        return LegalActions(st, [Action("trump", t) for t in TRUMP_OPTIONS])
    if st.phase == "bury":
        return _bury_view(st, hand)
    if st.trick is None:
        return _lead_view(st, seat, hand)
    return _follow_view(st, hand)


def _bury_view(st: State, hand: tuple[Card, ...]) -> LegalActions[Action]:
    keys, k = KEYS[st.trump], st.rules.kitty_size

    def generate() -> Iterator[Action]:
        # cheap cards first: side suits, no points, low; so the first burials listed are sensible ones
        pool = sorted(hand, key=lambda c: (keys[c][0] == TRUMP, c.rank in (5, 10, 13), keys[c][1]))
        return (Action("bury", c) for c in multiset_combinations(pool, k))

    return LegalActions(st, generate=generate,
                       count=lambda: count_multisets(hand, k),
                       sample=lambda rng: Action("bury", sample_multiset(hand, k, rng)))


def _follow_view(st: State, hand: tuple[Card, ...]) -> LegalActions[Action]:
    trick = st.trick
    assert trick is not None
    s, trump, tiers = trick.suit, st.trump, st.tiers
    n = trick.size
    suit_cards = split(hand, trump).get(s, ())

    def generate() -> Iterator[Action]:
        return (Action("play", p) for p in legal_follows(hand, trick.units, s, trump, tiers))

    if len(suit_cards) <= n:  # all the suit, then any other cards (in hand order)
        r = n - len(suit_cards)

        def others() -> list[Card]:
            es = ESUIT[trump]
            return [c for c in hand if es[c] != s]

        if not r:  # the whole suit, nothing else to choose (a draw of 0 cards still takes its turns of rng)
            return LegalActions(st, generate=generate, count=lambda: 1,
                                sample=lambda rng: Action("play", suit_cards + sample_multiset(others(), 0, rng)))
        return LegalActions(st, generate=generate, count=lambda: count_multisets(others(), r),
                            sample=lambda rng: Action("play", suit_cards + sample_multiset(others(), r, rng)))
    if len(trick.units[0]) == 1:  # singles led (units run tractors, pairs, singles): any n cards of the suit
        return LegalActions(st, generate=generate, count=lambda: count_multisets(suit_cards, n),
                            sample=lambda rng: Action("play", sample_multiset(suit_cards, n, rng)))
    return LegalActions(st, generate=generate)  # pairs led and must be matched: few plays, listed


def _suits(st: State, hand: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
    """The hand by effective suit, suits in the order they first appear (``fast.split``)."""
    return split(hand, st.trump)


def _lead_view(st: State, seat: str, hand: tuple[Card, ...]) -> LegalActions[Action]:
    """Every single, pair and tractor first; then every throw (several units of one suit) where throws
    are allowed: any of them is a legal attempt, and one that can be beaten forces its smallest unit."""
    by_suit = _suits(st, hand)
    throwing = {s: st.throws_allowed(seat, s) for s in by_suit}

    def generate() -> Iterator[Action]:
        for unit in all_units(hand, st.trump, st.tiers):
            yield Action("play", unit)
        for s, cards in by_suit.items():
            if throwing[s]:
                for size in range(2, len(cards) + 1):
                    for combo in multiset_combinations(cards, size):
                        if len(decompose(combo, st.trump, st.tiers)) > 1:
                            yield Action("play", combo)

    def weights() -> list[tuple[str, int]]:
        out = []
        for s, cards in by_suit.items():
            if throwing[s]:
                every = 1
                for m in _limits(cards).values():
                    every *= m + 1
                out.append((s, every - 1))  # every non-empty multiset of the suit
            else:
                out.append((s, len(all_units(cards, st.trump, st.tiers))))
        return out

    def count() -> int:
        return sum(w for _, w in weights())

    def sample(rng: random.Random) -> Action:
        table = weights()
        pick = rng.randrange(sum(w for _, w in table))
        suit = table[-1][0]
        for s, w in table:
            if pick < w:
                suit = s
                break
            pick -= w
        cards = by_suit[suit]
        if not throwing[suit]:
            return Action("play", all_units(cards, st.trump, st.tiers)[pick])
        limits = list(_limits(cards).items())
        randrange = rng.randrange  # randrange(m + 1) is randint(0, m), draw for draw
        while True:  # each card kind 0..copies times, independently: uniform over the suit's multisets
            combo: list[Card] = []
            for c, m in limits:
                k = randrange(m + 1)
                if k:
                    combo += [c] * k
            if combo:
                return Action("play", tuple(combo))

    return LegalActions(st, generate=generate, count=count, sample=sample)


def lead_candidates(st: State) -> list[Action]:
    """The leads a player would consider: every unit, and per suit the whole suit when that throw stands
    (the practice bot's shortlist; every other throw is legal too but would fail or waste cards)."""
    assert st.turn is not None
    seat = st.turn
    hand = st.held[SEAT_INDEX[seat]]
    out = [Action("play", u) for u in all_units(hand, st.trump, st.tiers)]
    for s, cards in _suits(st, hand).items():
        if st.throws_allowed(seat, s) and len(decompose(cards, st.trump, st.tiers)) > 1 \
                and st.throw_stands(seat, cards):
            out.append(Action("play", tuple(cards)))
    return out
