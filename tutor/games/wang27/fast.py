"""The hot path of a 27 Wang hand: cached splits of hands by effective suit, the legality of a play
answered without building a reason, and uniform draws over multisets that use the random stream
exactly as the plain code did (seeded bots and lessons replay the same games).

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

__all__ = ["by_suit", "count_limits", "follow_ok", "randbelow", "multiset_combinations", "sample_multiset", "split"]

#: direction → seat → the next seat to act
NEXT = {d: {s: next_seat(s, d == "clockwise") for s in SEATS} for d in ("clockwise", "anticlockwise")}
#: clockwise? → seat → the other three in turn order after it
OTHERS = {cw: {s: (a := next_seat(s, cw), b := next_seat(a, cw), next_seat(b, cw)) for s in SEATS}
          for cw in (False, True)}

Split = dict[str, tuple[Card, ...]]
#: trump → hand → (its split, whether the split's suits are in the order they first appear): the engines' one
#: memo (:class:`tutor.games.memo.IdentityMemo`, by the hand tuple's identity), 64 hands per trump (a playout
#: needs the four in play and a few more)
_SPLITS: dict[str | None, IdentityMemo[tuple[Card, ...], tuple[Split, bool]]] = {
    t: IdentityMemo(keep=64) for t in ESUIT}


def split(hand: tuple[Card, ...], trump: str | None) -> Split:
    """``hand``'s cards by effective suit, each suit's cards in hand order (the suits in any order: ``by_suit``
    gives them in the order they first appear).

    Remembered by the identity of the hand tuple (``_SPLITS``): a seat's hand is the same tuple from the
    play that made it until its next play, and the lead (its suits, the others' holdings against a throw),
    the legal view and ``apply`` all ask.
    The tuples returned are shared: never change them (they are tuples, so nobody can).
    """
    memo = _SPLITS[trump]
    got = memo.get(hand)
    if got is not None:
        return got[0]
    es = ESUIT[trump]
    lists: dict[str, list[Card]] = {}
    for c in hand:
        s = es[c]
        if s in lists:
            lists[s].append(c)
        else:
            lists[s] = [c]
    out = {s: tuple(cs) for s, cs in lists.items()}  # made in the order the suits first appear
    memo.put(hand, (out, True))
    return out


def by_suit(hand: tuple[Card, ...], trump: str | None) -> Split:
    """``split``, the suits in the order they first appear in ``hand`` (as a leader's choices list them)."""
    got = _SPLITS[trump].get(hand)
    if got is not None and got[1]:
        return got[0]
    parts = split(hand, trump)
    if len(parts) < 2:
        return parts
    es = ESUIT[trump]
    n = len(parts)
    ordered: Split = {}
    for c in hand:  # the suits as they first appear, until all are found (the first few cards usually do)
        s = es[c]
        if s not in ordered:
            ordered[s] = parts[s]
            if len(ordered) == n:
                break
    _SPLITS[trump].put(hand, (ordered, True))
    return ordered


def split_rest(hand: tuple[Card, ...], rest: tuple[Card, ...], played: Sequence[Card], trump: str | None) -> None:
    """Remember ``rest`` (``hand`` less the cards ``played``, first copies taken) split by suit, derived
    from ``hand``'s split when that one is known: a play changes one or two suits, not the whole hand."""
    memo = _SPLITS[trump]
    got = memo.get(hand)
    if got is None:
        return
    new = got[0].copy()
    es = ESUIT[trump]
    for c in played:
        s = es[c]
        cs = new[s]
        if len(cs) == 1:
            del new[s]
        else:
            i = cs.index(c)
            new[s] = cs[:i] + cs[i + 1:]
    memo.put(rest, (new, False))  # (a suit's first card may have gone: ``by_suit`` sorts them again)


def split_rest_one(hand: tuple[Card, ...], rest: tuple[Card, ...], card: Card, trump: str | None) -> None:
    """``split_rest`` for one card played (most plays): one suit changes."""
    memo = _SPLITS[trump]
    got = memo.get(hand)
    if got is None:
        return
    new = got[0].copy()
    s = ESUIT[trump][card]
    cs = new[s]
    ordered = got[1]
    if len(cs) == 1:
        del new[s]  # a suit gone: the others keep their order
    else:
        i = cs.index(card)
        new[s] = cs[:i] + cs[i + 1:]
        if not i:
            ordered = False  # the suit's first card gone: the suit may now come after another
    memo.put(rest, (new, ordered))


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
    suit_cards = split(hand, trump).get(s, ())
    es = ESUIT[trump]
    played_in = 0
    for c in cards:
        if es[c] == s:
            played_in += 1
    if len(suit_cards) <= n:
        return played_in == len(suit_cards)  # every card of the suit (the play is part of the hand)
    if played_in < n:
        return False
    units = trick.units  # type: ignore[attr-defined]
    if len(units[0]) == 1:  # singles led (units are ordered tractors, pairs, singles): any n of the suit
        return True
    return follow_problem(hand, units, s, cards, trump, tiers) is None
