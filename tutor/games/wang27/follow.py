"""Following rules (rule book 4.A.9): which plays a follower may make, and why a play is refused.

Order of obligation, using cards of the led effective suit (all trumps are one suit):

1. play as many cards of the led suit as you can (all of them if you hold no more than were led);
2. when you hold more than were led: include as many of the led tractors as your suit cards can form
   at once, then as many pairs as were led (or as you hold, if fewer), then any cards of the suit.

``follow_problem`` checks one proposed play cheaply (the engine's ``check``); ``legal_follows``
enumerates the legal plays lazily, each distinct multiset once, so callers can stop early.

>>> from ...cards import parse_cards
>>> from .combos import decompose
>>> lead = decompose(parse_cards("SQ SQ"), "H")
>>> follow_problem(parse_cards("S9 S9 S3 HA"), lead, "S", parse_cards("S9 S3"), "H")
'a pair of ♠ was led and you hold ♠9 ♠9: you must play that pair'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...cards import Card, format_cards
from .combos import (
    Unit,
    kind,
    lead_kinds,
    multiset_combinations,
    pair_steps,
    pick_combos,
    required_cores,
    runs,
    tractor_match,
    without,
)
from .ranks import KEYS, suit_label


def describe_lead(units: Sequence[Unit], s: str) -> str:
    """``a pair of ♠``, ``a tractor of 2 pairs of trumps``, ``a throw of ♠ (a pair and a single)``."""
    label = suit_label(s)
    if len(units) == 1:
        k = kind(units[0])
        if k == 0:
            return f"a single {label}" if s != "T" else "a single trump"
        if k == 1:
            return f"a pair of {label}"
        return f"a tractor of {k} pairs of {label}"
    counts: dict[int, int] = {}
    for u in units:
        counts[kind(u)] = counts.get(kind(u), 0) + 1
    parts = []
    for k in sorted(counts, reverse=True):
        n = counts[k]
        noun = "single" if k == 0 else ("pair" if k == 1 else f"tractor of {k} pairs")
        if n == 1:
            parts.append(f"a {noun}")
        else:
            plural = noun.replace("tractor", "tractors") if k >= 2 else noun + "s"
            parts.append(f"{n} {plural}")
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"a throw of {label} ({listed})"

def follow_problem(hand: Sequence[Card], units: Sequence[Unit], s: str, play: Sequence[Card],
                   trump: str | None, tiers: bool = True) -> str | None:
    """``None`` if ``play`` is a legal follow from ``hand`` to a lead of ``units`` in suit ``s``."""
    keys = KEYS[trump]
    n = sum(len(u) for u in units)
    if len(play) != n:
        return f"{describe_lead(units, s)} was led ({n} card{'s' if n > 1 else ''}): play exactly {n}"
    short = [c for c in dict.fromkeys(play) for _ in range(play.count(c) - hand.count(c))]
    if short:
        return f"you do not hold {format_cards(sorted(short, key=str))}"
    suit_cards = [c for c in hand if keys[c][0] == s]
    played_in = [c for c in play if keys[c][0] == s]
    need = min(n, len(suit_cards))
    label = suit_label(s)
    if len(played_in) < need:
        left = without(suit_cards, played_in)
        what = "trumps" if s == "T" else f"cards of {label}"
        if len(suit_cards) <= n:
            return (f"{describe_lead(units, s)} was led and you hold {format_cards(suit_cards)}: "
                    f"you must play all your {what}")
        if n == 1:
            follow = "play a trump" if s == "T" else f"follow {label}"
            return f"{describe_lead(units, s)} was led and you hold {format_cards(left)}: you must {follow}"
        return (f"{describe_lead(units, s)} was led and you still hold {format_cards(left)}: "
                f"play {need} {what} before any other card")
    if len(suit_cards) <= n:
        return None
    npairs, lens = lead_kinds(units)
    if lens:
        hand_pairs = pair_steps(suit_cards, trump)
        want = tractor_match(hand_pairs, lens, s, trump, tiers)
        got = tractor_match(pair_steps(play, trump), lens, s, trump, tiers)
        if got < want:
            length = max(lens)
            example = _tractor_example(hand_pairs, lens, s, trump, tiers)
            return (f"{describe_lead(units, s)} was led and you hold {format_cards(example)}: "
                    f"you must play a tractor of {length} pairs")
    if npairs:
        held = pair_steps(suit_cards, trump)
        held_pairs = [c for k in sorted(held, reverse=True) for c in held[k]]
        want = min(npairs, len(held_pairs))
        got = sum(len(v) for v in pair_steps(play, trump).values())
        if got < want:
            shown = format_cards(c for c in held_pairs for _ in (0, 1))
            if len(held_pairs) == 1:
                return f"{describe_lead(units, s)} was led and you hold {shown}: you must play that pair"
            if want == len(held_pairs):
                return f"{describe_lead(units, s)} was led and you hold {shown}: you must play all those pairs"
            count = "one of those pairs" if want == 1 else f"{want} of those pairs"
            return f"{describe_lead(units, s)} was led and you hold {shown}: you must play {count}"
    return None


def _tractor_example(pairs: dict[int, list[Card]], lens: Sequence[int], s: str, trump: str | None,
                     tiers: bool) -> list[Card]:
    for length in sorted(lens, reverse=True):
        tops = runs(pairs, length, s, trump, tiers)
        if tops:
            t = tops[0]
            return [pairs[k][0] for k in range(t, t - length, -1) for _ in (0, 1)]
    return []


def legal_follows(hand: Sequence[Card], units: Sequence[Unit], s: str, trump: str | None,
                  tiers: bool = True) -> Iterator[tuple[Card, ...]]:
    """Every legal follow, each distinct multiset once (lazily: stop when you have enough)."""
    keys = KEYS[trump]
    n = sum(len(u) for u in units)
    suit_cards = [c for c in hand if keys[c][0] == s]
    if len(suit_cards) <= n:  # all the suit, then any other cards
        others = [c for c in hand if keys[c][0] != s]
        yield from pick_combos(suit_cards, others, n - len(suit_cards))
        return
    npairs, lens = lead_kinds(units)
    if not npairs:  # singles (or a throw of singles): any n cards of the suit
        yield from multiset_combinations(suit_cards, n)
        return
    seen: set[tuple[Card, ...]] = set()
    for core in required_cores(suit_cards, units, s, trump, tiers):
        rest = without(suit_cards, core)
        for play in pick_combos(core, rest, n - len(core)):
            key = tuple(sorted(play, key=lambda c: (c.suit or '', c.rank)))
            if key not in seen:
                seen.add(key)
                yield play
