"""Seats N E S W, partnerships and turn order.

``Seat`` is a ``str`` enum, so ``Seat.N == "N"`` and plain strings work as dict keys everywhere.

>>> Seat.N.next(), Seat.N.next(clockwise=False), Seat.E.partner, Seat.W.team
(<Seat.E: 'E'>, <Seat.W: 'W'>, <Seat.W: 'W'>, 'EW')
>>> [str(s) for s in order_from("S")]
['S', 'W', 'N', 'E']
"""

from __future__ import annotations

from enum import StrEnum

from .errors import ParseError
from .i18n import domain

t, tn = domain("tutor")

SEATS = ("N", "E", "S", "W")  # clockwise; the one seat table every game and widget uses
CLOCKWISE = SEATS
SEAT_INDEX = {"N": 0, "E": 1, "S": 2, "W": 3}
# Text: "North" in English, 北家 wherever it is formatted in a Chinese page
SEAT_NAME = {"N": t("North"), "E": t("East"), "S": t("South"), "W": t("West")}
# Text: the Chinese names, in Traditional characters on a 繁體中文 page
SEAT_ZH = {"N": t("北"), "E": t("东"), "S": t("南"), "W": t("西")}
TEAMS = ("NS", "EW")
TEAM_SEATS = {"NS": ("N", "S"), "EW": ("E", "W")}
# the partnerships' short names, as a tricks counter shows them ("NS 7", 南北 7)
TEAM_NAME = {"NS": t("NS"), "EW": t("EW")}


def team_name(team: str) -> str:
    """``"NS"`` / ``"EW"`` in the current language (any other name as it is)."""
    return TEAM_NAME.get(team, team)


class Seat(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @staticmethod
    def parse(text: str) -> Seat:
        key = str(text).strip().upper()[:1] if text else ""
        if str(text).strip().upper() not in {"N", "E", "S", "W", "NORTH", "EAST", "SOUTH", "WEST"}:
            raise ParseError(t("{value} is not a seat: expected N, E, S or W", value=f"\"{text}\""))
        return Seat(key)

    def next(self, clockwise: bool = True) -> Seat:
        i = CLOCKWISE.index(self.value)
        return Seat(CLOCKWISE[(i + (1 if clockwise else -1)) % 4])

    @property
    def partner(self) -> Seat:
        return Seat(CLOCKWISE[(CLOCKWISE.index(self.value) + 2) % 4])

    @property
    def team(self) -> str:
        return team_of(self.value)

    @property
    def long_name(self) -> str:
        return SEAT_NAME[self.value]


def team_of(seat: str) -> str:
    """``"NS"`` or ``"EW"``."""
    return "NS" if seat in ("N", "S") else "EW"


def next_seat(seat: str, clockwise: bool = True) -> str:
    """The plain-string seat after ``seat`` (fast path for engines)."""
    return _NEXT[clockwise][seat]


def partner_of(seat: str) -> str:
    return _NEXT[True][_NEXT[True][seat]]


def is_seat(value: object) -> bool:
    """Is ``value`` one of the seat letters ``N E S W`` (a plain string or a ``Seat``)?"""
    return isinstance(value, str) and value in SEAT_INDEX


def order_from(first: str, clockwise: bool = True) -> list[Seat]:
    """The four seats in turn order starting with ``first``."""
    out = [Seat(first)]
    while len(out) < 4:
        out.append(out[-1].next(clockwise))
    return out


_NEXT = {
    True: {"N": "E", "E": "S", "S": "W", "W": "N"},
    False: {"N": "W", "W": "S", "S": "E", "E": "N"},
}
