"""The time the progress store uses: the real clock, moved by ``TUTOR_CLOCK`` for tests and rehearsals.

``TUTOR_CLOCK`` is read by :func:`now` (so by the store's default clock, in the server and in every lesson
kernel it starts, which inherit its environment). It holds an offset added to the real time, ``+1d``,
``+36h``, ``-90m``, ``+30s`` (days, hours, minutes, seconds), or a fixed ISO time ``2026-12-02T09:00:00+00:00``.
Nothing else reads it. An offset that cannot be read is ignored (the real time is used).

>>> import datetime as dt
>>> parse_clock("+1d", dt.datetime(2026, 1, 1, tzinfo=dt.UTC)).isoformat()
'2026-01-02T00:00:00+00:00'
>>> parse_clock("-90m", dt.datetime(2026, 1, 1, tzinfo=dt.UTC)).isoformat()
'2025-12-31T22:30:00+00:00'
>>> parse_clock("2026-03-04T05:06:07+00:00", dt.datetime(2026, 1, 1, tzinfo=dt.UTC)).isoformat()
'2026-03-04T05:06:07+00:00'
>>> parse_clock("soon", dt.datetime(2026, 1, 1, tzinfo=dt.UTC)) is None
True
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Callable

Clock = Callable[[], dt.datetime]

_OFFSET = re.compile(r"^\s*([+-])\s*(\d+(?:\.\d+)?)\s*([dhms])\s*$")
_UNIT = {"d": "days", "h": "hours", "m": "minutes", "s": "seconds"}


def parse_clock(text: str, real: dt.datetime) -> dt.datetime | None:
    """The time ``TUTOR_CLOCK``'s ``text`` means when the real time is ``real``, or None if unreadable."""
    m = _OFFSET.match(text)
    if m:
        delta = dt.timedelta(**{_UNIT[m.group(3)]: float(m.group(2))})
        return real + delta if m.group(1) == "+" else real - delta
    try:
        fixed = dt.datetime.fromisoformat(text.strip())
    except ValueError:
        return None
    return fixed if fixed.tzinfo else fixed.replace(tzinfo=dt.UTC)


def now() -> dt.datetime:
    """The current time (aware, UTC), moved by ``TUTOR_CLOCK`` when it is set."""
    real = dt.datetime.now(dt.UTC)
    text = os.environ.get("TUTOR_CLOCK", "")
    if text:
        moved = parse_clock(text, real)
        if moved is not None:
            return moved.astimezone(dt.UTC)
    return real


def aware(t: dt.datetime) -> dt.datetime:
    """``t`` as an aware UTC time (a database may hand back naive UTC times)."""
    return t.replace(tzinfo=dt.UTC) if t.tzinfo is None else t.astimezone(dt.UTC)
