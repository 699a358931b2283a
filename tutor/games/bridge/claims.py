"""Declarer's claim: a value of its own, shared by the state, its reasons and the record formats, and the
claims a state lists."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .play import State


@dataclass(frozen=True, slots=True)
class Claim:
    """Declarer claims ``tricks`` of the remaining tricks (the rest go to the defenders)."""

    tricks: int

    def __str__(self) -> str:
        return f"claim {self.tricks}"


#: ``Claim(n)`` for n = 0 … 13, shared by every state.
CLAIMS = tuple(Claim(n) for n in range(14))


def most_claimable(state: State) -> int:
    """The largest claim the rules accept now (a claim of fewer tricks is accepted too)."""
    from .reasons import claim_reason  # (the reasons need Claim: imported when judging)

    return next(n for n in range(13 - len(state.finished), -1, -1) if claim_reason(state, CLAIMS[n]) is None)


def claims_after(state: State, cards: tuple[Any, ...]) -> Callable[[], Iterator[Any]]:
    """The listing of ``cards`` and then the claims the rules accept, judged when first listed (judging a
    claim may need the double-dummy solver: only when someone lists them, and only once)."""
    most: list[int] = []

    def generate() -> Iterator[Any]:
        if not most:
            most.append(most_claimable(state))
        return chain(cards, CLAIMS[:most[0] + 1])

    return generate


__all__ = ["CLAIMS", "Claim", "claims_after", "most_claimable"]
