"""A 27 Wang action: ``Action(kind, value)``.

>>> from tutor.cards import parse_cards
>>> str(Action("play", tuple(parse_cards("S9 S9")))), str(Action("trump", None)), str(Action("bid", 75))
('play ♠9 ♠9', 'trump NT', 'bid 75')
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...cards import format_cards


class Action(NamedTuple):
    """``kind`` is declare | bid | trump | bury | play; ``value`` the cards, bid or suit."""

    kind: str
    value: Any

    def __str__(self) -> str:
        v = self.value
        if isinstance(v, tuple):
            return f"{self.kind} {format_cards(v)}"
        return f"{self.kind} {'NT' if self.kind == 'trump' and v is None else v}"
