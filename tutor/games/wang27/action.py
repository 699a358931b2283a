"""A 27 Wang action: ``Action(kind, value)``.

>>> from tutor.cards import parse_cards
>>> str(Action("play", tuple(parse_cards("S9 S9")))), str(Action("trump", None)), str(Action("bid", 75))
('play ♠9 ♠9', 'trump NT', 'bid 75')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ...cards import Card, format_cards


class Action(NamedTuple):
    """``kind`` is declare | bid | trump | bury | play; ``value`` the cards, bid or suit."""

    kind: str
    value: Any

    def __str__(self) -> str:
        v = self.value
        if isinstance(v, tuple):
            return f"{self.kind} {format_cards(v)}"
        return f"{self.kind} {'NT' if self.kind == 'trump' and v is None else v}"


def _missing(cards: Sequence[Card], hand: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` that ``hand`` cannot supply (as multisets), e.g. a second ♠9."""
    return [c for c in dict.fromkeys(cards) if cards.count(c) > hand.count(c)]


def _remove(hand: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    """``hand`` less ``cards`` (the first copy of each)."""
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return tuple(rest)
