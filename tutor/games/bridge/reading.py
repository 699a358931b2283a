"""What the PBN and LIN readers give back: the good deals of a file and the problems of the bad ones.

A file from the world often has one broken game among hundreds of good ones; losing the whole file for it
would be unkind. :func:`tutor.games.bridge.pbn.read_pbn` and :func:`tutor.games.bridge.lin.read_lin` return a
:class:`Reading`: every deal that could be read, and a :class:`Problem` (line number and message) for each
game that could not. The strict ``parse_pbn``/``parse_lin`` raise the first problem instead.

>>> r = Reading([], [Problem(3, 'PBN line 3, tag Deal: missing')])
>>> r.ok, r.problems[0].line
(False, 3)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...errors import ParseError
from ...i18n import domain
from .formats import DealRecord

t, tn = domain("bridge")

#: The longest text a reader accepts (characters). The largest real tournament files seen are about 2 MB;
#: anything far larger is not a hand record and would only cost memory and time.
MAX_CHARS = 4_000_000
#: At most this many problems are listed; past it the file is clearly not what it claims to be.
MAX_PROBLEMS = 1000
#: At most this many deals are read from one file (a 2 MB file of a world championship holds about 7,600).
MAX_DEALS = 20_000

_ASCII_DIGITS = re.compile(r"[0-9]{1,6}")


class Problem(NamedTuple):
    """One game that could not be read: the line where the trouble is and what it is."""

    line: int
    message: str


class Reading(NamedTuple):
    """The deals read from a file, in file order, and the problems of the games left out."""

    deals: list[DealRecord]
    problems: list[Problem]

    @property
    def ok(self) -> bool:
        return not self.problems


def text_of(data: object, kind: str) -> str:
    """The text of a PBN or LIN file given as ``str`` or ``bytes`` (UTF-8, else Latin-1 as PBN 2.1 says),
    without a byte-order mark; ``ParseError`` for anything else or for a text over :data:`MAX_CHARS`."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_CHARS:
            raise ParseError(t("{kind}: the file is too large ({size} bytes; at most {most})", kind=kind,
                               size=format(len(data), ","), most=format(MAX_CHARS, ",")))
        raw = bytes(data)
        try:
            data = raw.decode("utf-8")
        except UnicodeDecodeError:
            data = raw.decode("latin-1")  # PBN's own character set (ISO 8859-1)
    if not isinstance(data, str):
        raise ParseError(t("{kind}: expected the text of a {kind} file, got {type}", kind=kind,
                           type=type(data).__name__))
    if len(data) > MAX_CHARS:
        raise ParseError(t("{kind}: the text is too long ({size} characters; at most {most})", kind=kind,
                           size=format(len(data), ","), most=format(MAX_CHARS, ",")))
    return data.lstrip("\ufeff")


def small_number(text: str) -> int | None:
    """``int(text)`` for plain ASCII digits (at most six), else ``None``: ``str.isdigit`` also accepts "²"
    and "¹", which ``int`` refuses, and a 5,000-digit number is no board or trick count."""
    text = text.strip()
    return int(text) if _ASCII_DIGITS.fullmatch(text) else None
