"""Shared helpers for the 27 Wang tests: build positions directly from hands."""

from __future__ import annotations

from dataclasses import replace

from tutor.cards import parse_cards
from tutor.games import wang27
from tutor.games.wang27.state import State


def cards(text: str):
    return tuple(parse_cards(text))


def play_state(hands: dict[str, str], *, trump: str | None = "H", leader: str = "N", banker: str = "N",
               rules=None, target: int = 80) -> State:
    """A position in the play phase with the given (partial) hands, ``leader`` to lead."""
    rules = rules or wang27.Rules.preset()
    st = State(rules, "N", {s: cards(hands.get(s, "")) for s in "NESW"}, ())
    return replace(st, phase="play", trump=trump, banker=banker, target=target, turn=leader)
