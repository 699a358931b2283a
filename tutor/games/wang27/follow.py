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

from collections.abc import Iterable, Iterator, Sequence

from ...cards import Card, format_cards
from ...i18n import Text, domain, join
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
from .views import sort_key

t, tn = domain("wang27")


def describe_lead(units: Sequence[Unit], s: str) -> Text:
    """``a pair of ♠``, ``a tractor of 2 pairs of trumps``, ``a throw of ♠ (a pair and a single)``."""
    label = suit_label(s)
    if len(units) == 1:
        k = kind(units[0])
        if k == 0:
            return t("a single {suit}", suit=label) if s != "T" else t("a single trump")
        if k == 1:
            return t("a pair of {suit}", suit=label)
        return t("a tractor of {k} pairs of {suit}", k=k, suit=label)
    counts: dict[int, int] = {}
    for u in units:
        counts[kind(u)] = counts.get(kind(u), 0) + 1
    parts = []
    for k in sorted(counts, reverse=True):
        n = counts[k]
        if k == 0:
            parts.append(t("a single") if n == 1 else t("{n} singles", n=n))
        elif k == 1:
            parts.append(t("a pair") if n == 1 else t("{n} pairs", n=n))
        else:
            parts.append(t("a tractor of {k} pairs", k=k) if n == 1 else t("{n} tractors of {k} pairs", n=n, k=k))
    listed = parts[0] if len(parts) == 1 else t("{items} and {last}", items=join(t(", "), parts[:-1]), last=parts[-1])
    return t("a throw of {suit} ({units})", suit=label, units=listed)


def _shown(cards: Iterable[Card], trump: str | None) -> str:
    """Cards named in a refusal: in the game's order (trumps first, strongest first), as the hand shows them."""
    return format_cards(sorted(cards, key=sort_key(trump)))


def follow_problem(hand: Sequence[Card], units: Sequence[Unit], s: str, play: Sequence[Card],
                   trump: str | None, tiers: bool = True) -> Text | None:
    """``None`` if ``play`` is a legal follow from ``hand`` to a lead of ``units`` in suit ``s``."""
    keys = KEYS[trump]
    n = sum(len(u) for u in units)
    if len(play) != n:
        return tn("{lead} was led ({n} card): play exactly {n}", "{lead} was led ({n} cards): play exactly {n}", n,
                  lead=describe_lead(units, s), n=n)
    short = [c for c in dict.fromkeys(play) for _ in range(play.count(c) - hand.count(c))]
    if short:
        return t("you do not hold {cards}", cards=_shown(short, trump))
    suit_cards = [c for c in hand if keys[c][0] == s]
    played_in = [c for c in play if keys[c][0] == s]
    need = min(n, len(suit_cards))
    label = suit_label(s)
    if len(played_in) < need:
        left = without(suit_cards, played_in)
        lead = describe_lead(units, s)
        if len(suit_cards) <= n:
            if s == "T":
                return t("{lead} was led and you hold {cards}: you must play all your trumps", lead=lead,
                         cards=_shown(suit_cards, trump))
            return t("{lead} was led and you hold {cards}: you must play all your cards of {suit}", lead=lead,
                     cards=_shown(suit_cards, trump), suit=label)
        if n == 1:
            if s == "T":
                return t("{lead} was led and you hold {cards}: you must play a trump", lead=lead,
                         cards=_shown(left, trump))
            return t("{lead} was led and you hold {cards}: you must follow {suit}", lead=lead,
                     cards=_shown(left, trump), suit=label)
        if s == "T":
            return t("{lead} was led and you still hold {cards}: play {need} trumps before any other card",
                     lead=lead, cards=_shown(left, trump), need=need)
        return t("{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card",
                 lead=lead, cards=_shown(left, trump), need=need, suit=label)
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
            return t("{lead} was led and you hold {cards}: you must play a tractor of {k} pairs",
                     lead=describe_lead(units, s), cards=_shown(example, trump), k=length)
    if npairs:
        held = pair_steps(suit_cards, trump)
        held_pairs = [c for k in sorted(held, reverse=True) for c in held[k]]
        want = min(npairs, len(held_pairs))
        got = sum(len(v) for v in pair_steps(play, trump).values())
        if got < want:
            shown = _shown((c for c in held_pairs for _ in (0, 1)), trump)
            lead = describe_lead(units, s)
            if len(held_pairs) == 1:
                return t("{lead} was led and you hold {cards}: you must play that pair", lead=lead, cards=shown)
            if want == len(held_pairs):
                return t("{lead} was led and you hold {cards}: you must play all those pairs", lead=lead, cards=shown)
            return tn("{lead} was led and you hold {cards}: you must play one of those pairs",
                      "{lead} was led and you hold {cards}: you must play {n} of those pairs", want, lead=lead,
                      cards=shown, n=want)
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
    cores = list(required_cores(suit_cards, units, s, trump, tiers))
    if len(cores) == 1:  # one core: its plays are distinct multisets already (no two cores to share a play)
        yield from pick_combos(cores[0], without(suit_cards, cores[0]), n - len(cores[0]))
        return
    seen: set[tuple[Card, ...]] = set()
    for core in cores:
        rest = without(suit_cards, core)
        for play in pick_combos(core, rest, n - len(core)):
            key = tuple(sorted(play, key=lambda c: (c.suit or '', c.rank)))
            if key not in seen:
                seen.add(key)
                yield play
