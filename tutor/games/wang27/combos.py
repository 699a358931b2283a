"""Singles, pairs, tractors (拖拉机) and throws (甩牌): what a set of cards is, and what beats it.

Everything here works on cards of one *effective suit* (all trumps are one suit, see ``ranks``).
A *unit* is a single, a pair (two identical cards) or a tractor (two or more pairs on adjacent
steps). Its *kind* is the number of pairs in it: 0 single, 1 pair, k ≥ 2 a tractor of k pairs.
A lead of several units is a throw.

Tractors use the step numbers of ``ranks``: 6-6-8-8 is a tractor because 7 is not a side rank;
♠7♠7 + ♣7♣7 (trump ♥) is not, because the two off-suit 7s are equal, not adjacent.

>>> from ...cards import parse_cards
>>> is_tractor(parse_cards("S6 S6 S8 S8"), trump="H"), is_tractor(parse_cards("S6 S6 S7 S7"), trump="H")
(True, False)
>>> [kind(u) for u in decompose(parse_cards("SA SA SK SK S9 S4 S4"), "H")]
[2, 1, 0]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from ...cards import Card
from .ranks import ESUIT, KEYS, STEP, TRUMP, check_trump

Unit = tuple[Card, ...]


def _tiers_locked(s: str, k: int, trump: str | None, tiers: bool) -> bool:
    """True when step ``k`` of effective suit ``s`` may not be part of a tractor (tiers switched off)."""
    if tiers or s != TRUMP:
        return False
    return trump is None or k >= 11  # jokers, 7s and 2s


def pair_steps(cards: Iterable[Card], trump: str | None) -> dict[int, list[Card]]:
    """Step → the distinct cards held twice at that step (more than one only for equal 7s or 2s)."""
    keys = KEYS[trump]
    seen: set[Card] = set()
    out: dict[int, list[Card]] = {}
    for card in cards:  # a plain loop: this runs for every play, and Counter is slower here
        if card in seen:
            out.setdefault(keys[card][1], []).append(card)
        else:
            seen.add(card)
    return out


def runs(pairs: dict[int, list[Card]], length: int, s: str, trump: str | None, tiers: bool = True) -> list[int]:
    """Top steps of every run of ``length`` adjacent steps that all hold a pair."""
    tops = []
    for top in pairs:
        if all(top - i in pairs and not _tiers_locked(s, top - i, trump, tiers) for i in range(length)):
            tops.append(top)
    return sorted(tops, reverse=True)


def tractor_match(pairs: dict[int, list[Card]], lens: Sequence[int], s: str, trump: str | None,
                  tiers: bool = True) -> int:
    """How many tractors of the lengths ``lens`` can be found at once, each using its own pairs."""
    if not lens:
        return 0
    counts = {k: len(v) for k, v in pairs.items()}
    return _match(counts, sorted(lens, reverse=True), s, trump, tiers)


def _match(counts: dict[int, int], lens: list[int], s: str, trump: str | None, tiers: bool) -> int:
    if not lens:
        return 0
    length, rest = lens[0], lens[1:]
    best = _match(counts, rest, s, trump, tiers)  # leave this tractor unmatched
    for top in list(counts):
        span = [top - i for i in range(length)]
        if all(counts.get(k, 0) > 0 and not _tiers_locked(s, k, trump, tiers) for k in span):
            for k in span:
                counts[k] -= 1
            best = max(best, 1 + _match(counts, rest, s, trump, tiers))
            for k in span:
                counts[k] += 1
            if best == len(lens):
                break
    return best


def decompose(cards: Sequence[Card], trump: str | None, tiers: bool = True) -> list[Unit]:
    """Split cards of one effective suit into units: longest tractors first, then pairs, then singles.

    Each list is ordered high to low; units of equal kind are ordered by their top card.
    """
    keys = KEYS[trump]
    counts: dict[Card, int] = {}
    for c in cards:  # a plain loop: faster than Counter on these short lists
        counts[c] = counts.get(c, 0) + 1
    if len(counts) == len(cards):  # no card twice: singles only, high to low (stable, as below)
        return [(c,) for c in sorted(counts, key=STEP[trump].__getitem__, reverse=True)]
    s = keys[cards[0]][0]
    pairs = pair_steps(cards, trump)
    tractors: list[Unit] = []
    while True:  # greedy: take the longest (then highest) run left
        best: list[int] = []
        for top in sorted(pairs, reverse=True):
            span = []
            k = top
            while k in pairs and pairs[k] and not _tiers_locked(s, k, trump, tiers):
                span.append(k)
                k -= 1
            if len(span) > len(best):
                best = span
        if len(best) < 2:
            break
        unit: list[Card] = []
        for k in best:
            card = pairs[k].pop(0)
            if not pairs[k]:
                del pairs[k]
            unit += [card, card]
            counts[card] -= 2
        tractors.append(tuple(unit))
    units: list[Unit] = sorted(tractors, key=lambda u: (-len(u), -keys[u[0]][1]))
    pair_cards = sorted((c for c, n in counts.items() if n >= 2), key=lambda c: -keys[c][1])
    units += [(c, c) for c in pair_cards]
    singles = sorted((c for c, n in counts.items() if n == 1), key=lambda c: -keys[c][1])
    units += [(c,) for c in singles]
    return units


def kind(unit: Sequence[Card]) -> int:
    """0 single, 1 pair, k ≥ 2 a tractor of k pairs."""
    return len(unit) // 2


def top(unit: Sequence[Card], trump: str | None) -> int:
    keys = KEYS[trump]
    return max(keys[c][1] for c in unit)


def same_suit(cards: Sequence[Card], trump: str | None) -> str | None:
    """The common effective suit of ``cards``, or ``None`` when they mix suits."""
    keys = KEYS[trump]
    suits = {keys[c][0] for c in cards}
    return suits.pop() if len(suits) == 1 else None


def is_pair(cards: Sequence[Card | str], *, trump: str | None) -> bool:
    """Two identical cards (♠7 + ♣7 is not a pair, even though both are trumps of equal rank).

    >>> is_pair(["S7", "S7"], trump="H"), is_pair(["S7", "C7"], trump="H"), is_pair(["BJ", "BJ"], trump=None)
    (True, False, True)
    """
    check_trump(trump)
    cs = [Card.parse(c) for c in cards]
    return len(cs) == 2 and cs[0] == cs[1]


def is_tractor(cards: Sequence[Card | str], *, trump: str | None, tiers: bool = True) -> bool:
    """Two or more pairs of one effective suit on adjacent steps (one pair per step).

    >>> is_tractor(["H7", "H7", "S7", "S7"], trump="H"), is_tractor(["S7", "S7", "C7", "C7"], trump="H")
    (True, False)
    >>> is_tractor(["SA", "SA", "S3", "S3"], trump="H"), is_tractor(["BJ", "BJ", "LJ", "LJ"], trump=None)
    (False, True)
    """
    check_trump(trump)
    cs = [Card.parse(c) for c in cards]
    if len(cs) < 4 or len(cs) % 2:
        return False
    s = same_suit(cs, trump)
    if s is None:
        return False
    counts = Counter(cs)
    if any(n != 2 for n in counts.values()):
        return False
    steps = sorted(KEYS[trump][c][1] for c in counts)
    if len(set(steps)) != len(steps) or steps[-1] - steps[0] != len(steps) - 1:
        return False
    return not any(_tiers_locked(s, k, trump, tiers) for k in steps)


def lead_kinds(units: Sequence[Unit]) -> tuple[int, list[int]]:
    """(pairs in the lead, tractor lengths in the lead)."""
    return sum(kind(u) for u in units), [kind(u) for u in units if kind(u) >= 2]


def beatable(unit: Unit, others: Sequence[Card], trump: str | None, tiers: bool = True) -> bool:
    """Can ``others`` (one other player's cards of the same effective suit) beat ``unit`` in that suit?"""
    keys = KEYS[trump]
    k, t = kind(unit), top(unit, trump)
    if k == 0:
        return any(keys[c][1] > t for c in others)
    pairs = pair_steps(others, trump)
    if k == 1:
        return any(step > t for step in pairs)
    s = keys[unit[0]][0]
    return any(tp > t for tp in runs(pairs, k, s, trump, tiers))


def failed_throw(units: Sequence[Unit], other_hands: Iterable[Sequence[Card]], trump: str | None,
                 tiers: bool = True) -> Unit | None:
    """``None`` if the throw stands, else the unit the leader must play instead.

    The forced unit is the smallest unit of the beaten kind (rule book item 10); when units of
    several kinds could be beaten, the kind with the fewest cards is forced (the smaller loss).
    """
    beaten: set[int] = set()
    for hand in other_hands:
        for u in units:
            if kind(u) not in beaten and beatable(u, hand, trump, tiers):
                beaten.add(kind(u))
    if not beaten:
        return None
    k = min(beaten)
    candidates = [u for u in units if kind(u) == k]
    return min(candidates, key=lambda u: top(u, trump))


def smallest_beaten(units: Sequence[Unit], other_hands: Iterable[Sequence[Card]], trump: str | None,
                    tiers: bool = True) -> list[int | None]:
    """Per other hand, the smallest kind among the units of a throw that hand can beat (``None``: none).

    ``failed_throw`` forces a unit of the smallest kind of all; this gives the same answer hand by hand,
    each hand's pairs found once, and says which hands beat that kind.

    >>> from ...cards import parse_cards
    >>> units = decompose(parse_cards("S9 S8 S8 S4 S4"), "H")
    >>> smallest_beaten(units, [parse_cards("SJ"), parse_cards("S5 S5 S3"), parse_cards("S6 S3 S3")], "H")
    [0, 1, None]
    """
    step = STEP[trump]
    low: dict[int, int] = {}  # kind → the lowest top among the units of that kind
    for u in units:
        k = len(u) // 2
        t = step[u[0]] if k < 2 else max(map(step.__getitem__, u))  # a single, a pair of one card, a tractor
        if k not in low or t < low[k]:
            low[k] = t
    kinds = sorted(low)
    if len(kinds) == 1 and not kinds[0]:  # singles only (most failed throws): any higher card beats
        t = low[0]
        return [0 if hand and max(map(step.__getitem__, hand)) > t else None for hand in other_hands]
    s = ESUIT[trump][units[0][0]]
    out: list[int | None] = []
    for hand in other_hands:
        got = None
        if hand:
            high = max(map(step.__getitem__, hand))
            pairs: dict[int, list[Card]] | None = None
            for k in kinds:
                t = low[k]
                if high <= t:
                    continue  # nothing in this hand is higher than that unit's top
                if k == 0:
                    got = 0
                    break
                if pairs is None:
                    pairs = pair_steps(hand, trump)
                if any(p > t for p in pairs) if k == 1 else any(tp > t for tp in runs(pairs, k, s, trump, tiers)):
                    got = k
                    break
        out.append(got)
    return out


def throw_stands(units: Sequence[Unit], other_hands: Iterable[Sequence[Card]], trump: str | None,
                 tiers: bool = True) -> bool:
    """``failed_throw(...) is None``, answered faster: each hand's top single and pair steps are found
    once (not once per unit), and the first beatable unit ends the search.

    >>> from ...cards import parse_cards
    >>> units = decompose(parse_cards("S9 S8 S8 S4 S4"), "H")
    >>> throw_stands(units, [parse_cards("SJ")], "H"), throw_stands(units, [parse_cards("S5 S5 S3")], "H")
    (False, False)
    >>> throw_stands(units, [parse_cards("S6 S3 S3")], "H")
    True
    """
    keys = KEYS[trump]
    shape = [(kind(u), top(u, trump)) for u in units]
    s = keys[units[0][0]][0]
    for hand in other_hands:
        if not hand:
            continue
        high = max(keys[c][1] for c in hand)
        pairs = pair_steps(hand, trump)
        high_pair = max(pairs) if pairs else -1
        for k, t in shape:
            if k == 0:
                if high > t:
                    return False
            elif k == 1:
                if high_pair > t:
                    return False
            elif high_pair > t and any(tp > t for tp in runs(pairs, k, s, trump, tiers)):
                return False
    return True


def strength(cards: Sequence[Card], units: Sequence[Unit], trump: str | None, tiers: bool = True) -> int | None:
    """How high ``cards`` stand against a lead made of ``units``, or ``None`` when the shape differs.

    The cards must be of one effective suit and contain the lead's tractors and pairs; the height is
    the top of their best unit of the lead's largest kind.
    """
    s = same_suit(cards, trump)
    if s is None or len(cards) != sum(len(u) for u in units):
        return None
    keys = KEYS[trump]
    npairs, lens = lead_kinds(units)
    pairs = pair_steps(cards, trump)
    if lens and tractor_match(pairs, lens, s, trump, tiers) < len(lens):
        return None
    if sum(len(v) for v in pairs.values()) < npairs:
        return None
    big = max(kind(u) for u in units)
    if big == 0:
        return max(keys[c][1] for c in cards)
    if big == 1:
        return max(pairs)
    return max(runs(pairs, big, s, trump, tiers))


def multiset_combinations(cards: Sequence[Card], r: int) -> Iterator[tuple[Card, ...]]:
    """Each distinct multiset of ``r`` cards from ``cards`` once (two equal cards are one choice).

    Cards earlier in ``cards`` are taken first, so the first combinations favour them: the order is
    "take as many of the first card as possible, then of the next…", counting down. It runs as an
    odometer over the number taken of each distinct card (no recursion: a burial lists combinations
    of 8 among 33 cards, and nested generators made each one cost a pass through ~30 frames).

    >>> from ...cards import parse_cards
    >>> [" ".join(map(str, c)) for c in multiset_combinations(parse_cards("S9 S9 S8 S4"), 2)]
    ['S9 S9', 'S9 S8', 'S9 S4', 'S8 S4']
    """
    if not 0 <= r <= len(cards):
        return
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    values, limits = list(counts), list(counts.values())
    if len(values) == len(cards):  # no card twice: plain combinations, in the same order, done in C
        yield from combinations(values, r)
        return
    n = len(values)
    room = [0] * (n + 1)  # room[i]: how many cards positions i.. can still supply
    for i in range(n - 1, -1, -1):
        room[i] = room[i + 1] + limits[i]
    takes = [0] * n

    def fill(i: int, left: int) -> None:  # greedy from position i: the first combination in order
        for j in range(i, n):
            t = min(left, limits[j])
            takes[j] = t
            left -= t

    fill(0, r)
    while True:
        yield tuple(v for v, t in zip(values, takes, strict=True) for _ in range(t))
        # the next combination: lower the rightmost position that can give one card to those after it
        tail = 0
        for j in range(n - 1, -1, -1):
            if takes[j] and tail + 1 <= room[j + 1]:
                takes[j] -= 1
                fill(j + 1, tail + 1)
                break
            tail += takes[j]
        else:
            return


def all_units(cards: Sequence[Card], trump: str | None, tiers: bool = True) -> list[Unit]:
    """Every distinct single, pair and tractor that can be made from ``cards`` (all suits)."""
    keys = KEYS[trump]
    out: list[Unit] = [(c,) for c in dict.fromkeys(cards)]
    by_suit: dict[str, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(keys[c][0], []).append(c)
    for s, group in by_suit.items():
        pairs = pair_steps(group, trump)
        out += [(c, c) for step in sorted(pairs, reverse=True) for c in pairs[step]]
        for length in range(2, len(pairs) + 1):
            for t in runs(pairs, length, s, trump, tiers):
                out += _tractors_at(pairs, t, length)
    return out


def _tractors_at(pairs: dict[int, list[Card]], t: int, length: int) -> list[Unit]:
    """Every tractor of ``length`` pairs with top step ``t`` (a choice where equal 7s or 2s share a step)."""
    options: list[Unit] = [()]
    for k in range(t, t - length, -1):
        options = [o + (c, c) for o in options for c in pairs[k]]
    return options


def pick_combos(base: Sequence[Card], pool: Sequence[Card], r: int) -> Iterator[tuple[Card, ...]]:
    """``base`` plus every distinct choice of ``r`` cards from ``pool``."""
    for extra in multiset_combinations(pool, r):
        yield tuple(base) + extra


def without(cards: Sequence[Card], taken: Iterable[Card]) -> list[Card]:
    """``cards`` minus ``taken`` as multisets."""
    rest = list(cards)
    for c in taken:
        rest.remove(c)
    return rest


def required_cores(suit_cards: Sequence[Card], units: Sequence[Unit], s: str, trump: str | None,
                   tiers: bool = True) -> Iterator[tuple[Card, ...]]:
    """Sets of pairs a follower holding ``suit_cards`` (more than the lead) must put into the play.

    Each core has ``min(pairs led, pairs held)`` pairs and as many of the led tractors as the hand can
    form at once; the rest of the play is any other cards of the suit.
    """
    npairs, lens = lead_kinds(units)
    pairs = pair_steps(suit_cards, trump)
    flat = [c for k in sorted(pairs, reverse=True) for c in pairs[k]]
    need = min(npairs, len(flat))
    want = tractor_match(pairs, lens, s, trump, tiers)
    for chosen in combinations(flat, need):
        core = [c for c in chosen for _ in (0, 1)]
        if want and tractor_match(pair_steps(core, trump), lens, s, trump, tiers) < want:
            continue
        yield tuple(core)
