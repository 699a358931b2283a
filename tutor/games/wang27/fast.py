"""The hot path of a 27 Wang hand: hands split by effective suit (a leader's whole hand, remembered; one suit
for a follower, by a C-level filter), the legality of a play answered without building a reason, and uniform
draws over multisets that use the random stream exactly as the plain code did (seeded bots and lessons replay
the same games).

Nothing here explains anything: when a fast answer is "no" (or "not sure") the state asks the
explaining engine (``State.check``), which gives the beginner's reason. ``tests/wang27/test_wang27_fast.py``
checks over many random hands that both agree on every action listed, drawn or probed.

>>> from tutor.cards import parse_cards
>>> hand = tuple(parse_cards("S9 H3 S9 BJ S4"))
>>> {s: [str(c) for c in cs] for s, cs in split(hand, "H").items()}
{'S': ['S9', 'S9', 'S4'], 'T': ['H3', 'BJ']}
>>> import random
>>> cards = parse_cards("S9 S9 S8 S4")
>>> sample_multiset(cards, 2, random.Random(1)) in set(multiset_combinations(cards, 2))
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache

from ...cards import Card
from ...seats import SEATS, next_seat
from ..memo import IdentityMemo
from .combos import multiset_combinations
from .follow import follow_problem
from .ranks import ESUIT

__all__ = ["by_suit", "count_limits", "follow_ok", "randbelow", "multiset_combinations", "sample_multiset", "split",
           "suit_cards"]

#: direction → seat → the next seat to act
NEXT = {d: {s: next_seat(s, d == "clockwise") for s in SEATS} for d in ("clockwise", "anticlockwise")}
#: clockwise? → seat → the other three in turn order after it
OTHERS = {cw: {s: (a := next_seat(s, cw), b := next_seat(a, cw), next_seat(b, cw)) for s in SEATS}
          for cw in (False, True)}

Split = dict[str, tuple[Card, ...]]
#: trump → effective suit → "is this card of that effective suit?" (a frozenset's own ``__contains__``):
#: ``suit_cards`` filters a hand by it without a Python frame per card
IN_SUIT: dict[str | None, dict[str, Callable[[object], bool]]] = {
    t: {s: frozenset(c for c, cs in es.items() if cs == s).__contains__ for s in ("S", "H", "D", "C", "T")}
    for t, es in ESUIT.items()}


#: trump → hand → its split: the engines' one memo (:class:`tutor.games.memo.IdentityMemo`, by the hand tuple's
#: identity), 64 hands per trump (a leader's hand is asked by the legal view and by the bots' shortlists)
_SPLITS: dict[str | None, IdentityMemo[tuple[Card, ...], Split]] = {t: IdentityMemo(keep=64) for t in ESUIT}


def split(hand: tuple[Card, ...], trump: str | None) -> Split:
    """``hand``'s cards by effective suit, each suit's cards in hand order, the suits in the order they first
    appear (as a leader's choices list them).

    Remembered by the identity of the hand tuple (``_SPLITS``). Only a leader needs the whole split: a
    follower, and the hands a throw is judged against, need one suit (``suit_cards``), so no split is kept up
    to date play by play. The tuples returned are shared: never change them (they are tuples, so nobody can).
    """
    memo = _SPLITS[trump]
    got = memo.get(hand)
    if got is not None:
        return got
    es = ESUIT[trump]
    lists: dict[str, list[Card]] = {}
    for c in hand:  # (one pass in Python beats a C-level filter per suit: each card is hashed once)
        s = es[c]
        if s in lists:
            lists[s].append(c)
        else:
            lists[s] = [c]
    return memo.put(hand, {s: tuple(cs) for s, cs in lists.items()})  # made in the order the suits first appear


#: ``split`` by its older name (it once put a split kept up play by play back into this order)
by_suit = split


def suit_cards(hand: tuple[Card, ...], s: str, trump: str | None) -> tuple[Card, ...]:
    """``hand``'s cards of effective suit ``s`` in hand order: ``split(hand, trump).get(s, ())`` without the
    whole split (a follower and the hands a throw is judged against need one suit only).

    >>> from tutor.cards import parse_cards
    >>> [str(c) for c in suit_cards(tuple(parse_cards("S9 H3 S9 BJ S4")), "T", "H")]
    ['H3', 'BJ']
    """
    return tuple(filter(IN_SUIT[trump][s], hand))


def count_limits(cards: Sequence[Card]) -> dict[Card, int]:
    """Each distinct card (in order of first appearance) → how many ``cards`` holds."""
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


@cache
def _ways(ones: int, twos: int) -> tuple[int, ...]:
    """Ways to take j cards (j = 0..33) from ``ones`` single cards and ``twos`` doubled ones: the
    coefficients of (1 + x)^ones (1 + x + x²)^twos. A suffix of a hand has as many ways as any other
    suffix with the same numbers of singles and doubles, so these few rows replace a table per draw.

    >>> _ways(1, 1)[:5]  # S8 and S9 S9: take 0, 1, 2, 3 or 4 cards
    (1, 2, 2, 1, 0)
    """
    if twos:
        w = _ways(ones, twos - 1)
        return tuple(w[j] + (w[j - 1] if j else 0) + (w[j - 2] if j > 1 else 0) for j in range(34))
    if ones:
        w = _ways(ones - 1, 0)
        return tuple(w[j] + (w[j - 1] if j else 0) for j in range(34))
    return (1,) + (0,) * 33


def randbelow(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange`` for a range 0..n-1, by the very function ``randrange`` hands it to when ``rng`` is a
    plain ``random.Random`` (the same numbers, one call less for each of the hundreds of draws of a hand)."""
    return rng._randbelow if type(rng) is random.Random else rng.randrange  # type: ignore[attr-defined]


def sample_multiset(cards: Sequence[Card], r: int, rng: random.Random) -> tuple[Card, ...]:
    """One of the distinct multisets of ``r`` cards from ``cards``, each equally likely.

    It draws exactly as ``listing.sample_multiset`` did (same calls to ``rng``, same result): one
    ``randrange`` per distinct card, weighted by the ways to complete the draw from the cards after it.
    ``rng.choice(values)`` is ``rng.sample(values, 1)[0]`` draw for draw (a test checks it).
    """
    if r == len(cards):
        return tuple(cards)
    if r == 1:
        return (rng.choice(list(dict.fromkeys(cards))),)
    counts = count_limits(cards)
    values = list(counts)
    if len(values) == len(cards):  # no equal cards to weigh (the usual plain set)
        return tuple(rng.sample(values, r))
    limits = list(counts.values())
    if r > 33 or any(lim > 2 for lim in limits):  # never in a dealt hand (two decks): the plain tables
        return _sample_general(values, limits, r, rng)
    ones = limits.count(1)
    twos = len(limits) - ones
    out: list[Card] = []
    left = r
    plain = type(rng) is random.Random
    bits = rng.getrandbits
    randrange = randbelow(rng)
    for card, lim in zip(values, limits, strict=True):
        if lim == 1:
            ones -= 1
        else:
            twos -= 1
        after = _ways(ones, twos)  # ways to take j cards from the positions after this one
        # take t = 0, 1 or 2 copies, weighted by the ways to complete the draw after: none, then one, then two
        none = after[left]
        one = after[left - 1] if left else 0
        two = after[left - 2] if lim == 2 and left >= 2 else 0
        total = none + one + two
        if plain:  # randrange's own helper, inline (``randbelow``): the same bits, the same number
            width = total.bit_length()
            pick = bits(width)
            while pick >= total:
                pick = bits(width)
        else:
            pick = randrange(total)
        if pick < none:
            continue
        if pick < none + one:
            out.append(card)
            left -= 1
        else:
            out += (card, card)
            left -= 2
    return tuple(out)


def _times(ways: list[int], lim: int) -> list[int]:
    return [sum(ways[j - t] for t in range(min(lim, j) + 1)) for j in range(len(ways))]


def _sample_general(values: list[Card], limits: list[int], r: int, rng: random.Random) -> tuple[Card, ...]:
    suffix = [[1] + [0] * r]
    for lim in reversed(limits):
        suffix.append(_times(suffix[-1], lim))
    suffix.reverse()
    out: list[Card] = []
    left = r
    for i, (card, lim) in enumerate(zip(values, limits, strict=True)):
        pick = rng.randrange(suffix[i][left])
        for t in range(min(lim, left) + 1):
            pick -= suffix[i + 1][left - t]
            if pick < 0:
                out += [card] * t
                left -= t
                break
    return tuple(out)


def holds(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Does ``hand`` hold every card of ``cards`` (as multisets)?"""
    if len(cards) == 1:
        return cards[0] in hand
    return all(cards.count(c) <= hand.count(c) for c in cards)


def follow_ok(hand: tuple[Card, ...], trick: object, cards: tuple[Card, ...], trump: str | None,
              tiers: bool) -> bool:
    """Is ``cards`` (already known to be ``Card`` values) a legal follow to ``trick`` from ``hand``?

    ``True`` only when it is; ``False`` when it is not or when a case is left to ``follow_problem``
    (the caller then asks the explaining engine, which decides and explains).
    """
    n = trick.size  # type: ignore[attr-defined]
    if len(cards) != n or not holds(hand, cards):
        return False
    s = trick.suit  # type: ignore[attr-defined]
    held_in = len(suit_cards(hand, s, trump))
    es = ESUIT[trump]
    played_in = 0
    for c in cards:
        if es[c] == s:
            played_in += 1
    if held_in <= n:
        return played_in == held_in  # every card of the suit (the play is part of the hand)
    if played_in < n:
        return False
    units = trick.units  # type: ignore[attr-defined]
    if len(units[0]) == 1:  # singles led (units are ordered tractors, pairs, singles): any n of the suit
        return True
    return follow_problem(hand, units, s, cards, trump, tiers) is None
