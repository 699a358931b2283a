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
from ...i18n import domain
from ...seats import team_of

t, tn = domain("bridge")

VULNERABILITY = ("None", "NS", "EW", "Both")
_DEALERS = ("W", "N", "E", "S")  # index k mod 4
# Law 2's chart: the vulnerability of boards 1..16.
_VUL_OF = {**{k: "None" for k in (1, 8, 11, 14)}, **{k: "NS" for k in (2, 5, 12, 15)},
           **{k: "EW" for k in (3, 6, 9, 16)}, **{k: "Both" for k in (4, 7, 10, 13)}}
# Text: the Chinese names, in Traditional characters (and Taiwan's words) on a 繁體中文 page
VUL_ZH = {"None": t("双无"), "NS": t("南北有局"), "EW": t("东西有局"), "Both": t("双有")}
VUL_TEXT = {"None": t("nobody vulnerable"), "NS": t("North–South vulnerable"), "EW": t("East–West vulnerable"),
            "Both": t("both sides vulnerable")}


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
        return str(self.text())

    def text(self):
        """``Board 2: dealer E, North–South vulnerable (南北有局)`` as a translatable message."""
        return t("Board {number}: dealer {dealer}, {vulnerable} ({zh})", number=self.number, dealer=self.dealer,
                 vulnerable=VUL_TEXT[self.vulnerable], zh=VUL_ZH[self.vulnerable])


def board(n: int) -> Board:
    """Board ``n`` (any positive number; the chart repeats every 16 boards)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ParseError(t("board: expected a board number 1, 2, 3, …, got {value}", value=repr(n)[:40]))
    k = (n - 1) % 16 + 1
    return Board(n, _DEALERS[k % 4], _VUL_OF[k])


def parse_vulnerability(text: str) -> str:
    """``"None"``/``"Love"``/``"-"``, ``"NS"``, ``"EW"``, ``"Both"``/``"All"`` (PBN and LIN spellings; some
    scoring programs write ``"N-S"`` and ``"E-W"``).

    >>> [parse_vulnerability(v) for v in ("-", "N-S ", "e-w", "All")]
    ['None', 'NS', 'EW', 'Both']
    """
    key = str(text).strip().upper()
    if key in ("N-S", "E-W"):
        key = key.replace("-", "")
    table = {"NONE": "None", "LOVE": "None", "-": "None", "O": "None", "0": "None", "NS": "NS", "N": "NS",
             "EW": "EW", "E": "EW", "BOTH": "Both", "ALL": "Both", "B": "Both"}
    if key not in table:
        raise ParseError(t("vulnerability: expected None, NS, EW or Both, got {value}", value=repr(text)[:40]))
    return table[key]
