"""What opening a file gives: every hand that could be opened, each with the problems named that kept part
of it from being shown, and the hands that could not be opened at all.

A real file (a tournament's PBN, a BBO vugraph) often has a tag that contradicts its own auction, a revoke
written in PBN's irregularity notation, or a card the operator missed. The hand's deal is still good, so
the tutor opens it — the deal, and the auction and play as far as they are consistent — and names what it
left out, in words for a teacher; it never "fixes" the file silently. Only a hand without a valid deal (a
missing hand, a card twice) cannot be opened; it is listed in ``refused`` with its line and reason.

>>> o = Opening((), ("PBN line 3, tag Deal: missing",))
>>> o.any, o.problems
(False, ('PBN line 3, tag Deal: missing',))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .i18n import domain

if TYPE_CHECKING:
    from .replay import Replay

t, tn = domain("tutor")


@dataclass(frozen=True, slots=True)
class Opened:
    """One hand as opened: its replay, its name in the file (``board 3``), and each problem that kept part of
    the file's hand from being shown (empty when the whole hand opened)."""

    replay: Replay
    label: str = ""
    problems: tuple[str, ...] = ()

    @property
    def whole(self) -> bool:
        """Whether everything the file says of this hand is shown."""
        return not self.problems


@dataclass(frozen=True, slots=True)
class Opening:
    """The hands a file holds: ``opened`` in file order, and ``refused``, one line per hand that could not be
    opened at all (each naming where it is in the file and why)."""

    opened: tuple[Opened, ...] = ()
    refused: tuple[str, ...] = ()

    @property
    def any(self) -> bool:
        """Whether at least one hand opened."""
        return bool(self.opened)

    @property
    def problems(self) -> tuple[str, ...]:
        """Every problem of the file: each opened hand's (after its name), then the refused hands."""
        named = tuple(t("{hand}: {problem}", hand=o.label, problem=p) if o.label else p
                      for o in self.opened for p in o.problems)
        return named + self.refused
