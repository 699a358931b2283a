"""Shared helpers for the 27 Wang tests: build positions directly from hands."""

from __future__ import annotations

from tutor.cards import parse_cards
from tutor.games import wang27


def cards(text: str):
    return tuple(parse_cards(text))


def play_state(hands: dict[str, str], *, trump: str | None = "H", leader: str = "N", banker: str = "N",
               rules=None, target: int = 80) -> wang27.State:
    """A position in the play phase with the given (partial) hands, ``leader`` to lead."""
    return wang27.position(hands, trump=trump, leader=leader, banker=banker, target=target, rules=rules)
