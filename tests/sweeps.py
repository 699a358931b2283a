"""How many hands a long sweep plays, and what it must have reached (``TT_DEEP``, read here; documented in
``tests/conftest.py`` and the README's testing section).

A sweep walks seeded random hands and checks every step (the fast path against the explaining engine, one
kernel against the other). ``make unit`` plays a sample of them, and the sample is a strong check only if it
reaches everything the long sweep reaches: so each sampled sweep names what it must reach (the refusal
reasons, by their message templates; the phases; the endings) and fails when its sample stops reaching one,
saying to run the long sweep. ``TT_DEEP=1`` plays the long sweep (for whoever changes an engine), with the
same coverage asserted.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from tutor.i18n import Text

#: ``TT_DEEP=1``: every sweep plays its full number of hands (the numbers before the samples were measured)
DEEP = os.environ.get("TT_DEEP") == "1"
CHECK = os.environ.get("TT_CHECK") == "1"


def reason_key(reason: object) -> str:
    """What a refusal reason is, apart from its cards and seats: its message template (a ``Text``'s English
    msgid; a joined one, each part's), or ``plain`` for a text no catalog made."""
    if isinstance(reason, Text):
        if reason._parts is not None:
            return " + ".join(reason_key(p) for p in reason._parts if isinstance(p, Text))
        return reason._id
    return "plain"


def assert_reached(reached: Iterable[str], required: Iterable[str], what: str) -> None:
    """The sample reached every one of ``required``; if not, it names what it missed (run ``TT_DEEP=1`` and
    choose a sample that reaches it again). Not under ``make check`` (``TT_CHECK=1``), whose samples are one
    hand a rules variant on purpose (under a minute); ``make unit`` asserts it."""
    if CHECK:
        return
    missed = sorted(set(required) - set(reached))
    assert not missed, (f"the sample of this sweep no longer reaches {len(missed)} {what} the long sweep "
                        f"reaches (TT_DEEP=1 plays it all; widen the sample): {missed}")
