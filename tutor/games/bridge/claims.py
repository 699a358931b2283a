"""Declarer's claim: a value of its own, shared by the state, its reasons and the record formats."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Claim:
    """Declarer claims ``tricks`` of the remaining tricks (the rest go to the defenders)."""

    tricks: int

    def __str__(self) -> str:
        return f"claim {self.tricks}"


#: ``Claim(n)`` for n = 0 … 13, shared by every state.
CLAIMS = tuple(Claim(n) for n in range(14))


__all__ = ["CLAIMS", "Claim"]
