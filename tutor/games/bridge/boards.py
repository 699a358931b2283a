"""Boards (Law 2): the board number sets the dealer and the vulnerability, in a cycle of 16.

>>> b = board(1); b.number, b.dealer, b.vulnerable
(1, 'N', 'None')
>>> [board(n).vulnerable for n in (2, 3, 4, 17)]
['NS', 'EW', 'Both', 'None']
>>> board(4).is_vulnerable("E"), board(2).is_vulnerable("E")
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import ParseError
from ...seats import team_of

VULNERABILITY = ("None", "NS", "EW", "Both")
_DEALERS = ("W", "N", "E", "S")  # index k mod 4
# Law 2's chart: the vulnerability of boards 1..16.
_VUL_OF = {**{k: "None" for k in (1, 8, 11, 14)}, **{k: "NS" for k in (2, 5, 12, 15)},
           **{k: "EW" for k in (3, 6, 9, 16)}, **{k: "Both" for k in (4, 7, 10, 13)}}
VUL_ZH = {"None": "双无", "NS": "南北有局", "EW": "东西有局", "Both": "双有"}
VUL_TEXT = {"None": "nobody vulnerable", "NS": "North–South vulnerable", "EW": "East–West vulnerable",
            "Both": "both sides vulnerable"}


@dataclass(frozen=True, slots=True)
class Board:
    """Board ``number`` with its ``dealer`` and ``vulnerable`` (``"None" | "NS" | "EW" | "Both"``)."""

    number: int
    dealer: str
    vulnerable: str

    def is_vulnerable(self, seat_or_team: str) -> bool:
        """Is this seat's (or team's) side vulnerable on this board?"""
        team = seat_or_team if seat_or_team in ("NS", "EW") else team_of(seat_or_team)
        return self.vulnerable in ("Both", team)

    def next(self) -> Board:
        """The following board (after a completed or passed-out deal)."""
        return board(self.number + 1)

    def __str__(self) -> str:
        return f"Board {self.number}: dealer {self.dealer}, {VUL_TEXT[self.vulnerable]} ({VUL_ZH[self.vulnerable]})"


def board(n: int) -> Board:
    """Board ``n`` (any positive number; the chart repeats every 16 boards)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ParseError(f"board: expected a board number 1, 2, 3, …, got {n!r}")
    k = (n - 1) % 16 + 1
    return Board(n, _DEALERS[k % 4], _VUL_OF[k])


def parse_vulnerability(text: str) -> str:
    """``"None"``/``"Love"``/``"-"``, ``"NS"``, ``"EW"``, ``"Both"``/``"All"`` (PBN and LIN spellings)."""
    key = str(text).strip().upper()
    table = {"NONE": "None", "LOVE": "None", "-": "None", "O": "None", "0": "None", "NS": "NS", "N": "NS",
             "EW": "EW", "E": "EW", "BOTH": "Both", "ALL": "Both", "B": "Both"}
    if key not in table:
        raise ParseError(f"vulnerability: expected None, NS, EW or Both, got {text!r}")
    return table[key]
