"""Learner ids, names and item names: checked before they reach the database.

A **name** is what a learner typed: text, never markup (pages escape it), 1 to :data:`NAME_MAX` characters
after trimming, no control or invisible formatting characters (a right-to-left override could make a
name look like another one). A **learner id** is made by the app (``b-`` and random letters for a
browser, ``hub:`` and the JupyterHub user name on a hub); an **item** is ``quiz:<lesson>#<n>``,
``drill:<skill id>:<seed>``, ``lesson:<lesson>``, ``table:<table id>#<deal>`` (a hand played at a table,
:mod:`tutor.tables`) or ``choice:<key>`` (a choice the learner made once and the tutor remembers, the answer its
value: ``choice:bridge.bidding`` with ``"precision"``; the latest one counts).

>>> clean_name("  Li   Wei ")
'Li Wei'
>>> clean_name("<b>Ann</b>")
'<b>Ann</b>'
>>> clean_name("x" * 41)
Traceback (most recent call last):
...
tutor.errors.StoreError: a name has at most 40 characters (this one has 41)
>>> clean_name("Eve\\u202e")
Traceback (most recent call last):
...
tutor.errors.StoreError: a name cannot hold control or invisible characters (U+202E)
>>> check_item("drill:wang27.follow:7"), item_kind("quiz:spades/01-the-deal-and-the-bid#2")
('drill:wang27.follow:7', 'quiz')
>>> item_kind(check_item("choice:bridge.bidding")), choice_key("choice:bridge.bidding")
('choice', 'bridge.bidding')
>>> check_item("cheat")
Traceback (most recent call last):
...
tutor.errors.StoreError: "cheat" is not an item: use quiz:<lesson>#<n>, drill:<skill>:<seed> or lesson:<lesson>
"""

from __future__ import annotations

import re
import secrets
import unicodedata

from ..errors import StoreError

NAME_MAX = 40
ID_MAX = 120
ITEM_MAX = 200
_ITEM = re.compile(r"^(?:quiz:[^\s#]+#\d+|drill:[A-Za-z0-9_.\-]+:-?\d+|lesson:[^\s#]+|table:[A-Za-z0-9_\-]+#\d+"
                   r"|choice:[a-z][a-z0-9_.\-]*)$")


def _bad_char(text: str) -> str | None:
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return f"U+{ord(ch):04X}"
    return None


def clean_name(name: object) -> str:
    """The name to keep: trimmed, inner spaces collapsed; :class:`StoreError` says what is wrong."""
    if not isinstance(name, str):
        raise StoreError("a name is text", reason="invalid")
    text = " ".join(name.split())
    if not text:
        raise StoreError("a name cannot be empty", reason="invalid")
    if len(text) > NAME_MAX:
        raise StoreError(f"a name has at most {NAME_MAX} characters (this one has {len(text)})", reason="invalid")
    bad = _bad_char(text)
    if bad:
        raise StoreError(f"a name cannot hold control or invisible characters ({bad})", reason="invalid")
    return text


def check_learner(learner: object) -> str:
    """A learner id as the store keeps it (the app makes them; this refuses anything else)."""
    if not isinstance(learner, str) or not learner or len(learner) > ID_MAX or learner != learner.strip() \
            or _bad_char(learner) or any(c.isspace() for c in learner):
        shown = repr(learner)[:60]
        raise StoreError(f"{shown} is not a learner id", reason="invalid")
    return learner


def check_item(item: object) -> str:
    """An item name, or :class:`StoreError` naming the bad one."""
    if not isinstance(item, str) or len(item) > ITEM_MAX or not _ITEM.match(item):
        shown = item if isinstance(item, str) and len(item) <= 60 else repr(item)[:60]
        raise StoreError(f'"{shown}" is not an item: use quiz:<lesson>#<n>, drill:<skill>:<seed> or '
                         "lesson:<lesson>", reason="invalid")
    return item


def item_kind(item: str) -> str:
    """``quiz``, ``drill``, ``lesson``, ``table`` or ``choice``."""
    return item.split(":", 1)[0]


def drill_skill(item: str) -> str:
    """The skill id of a drill item: ``drill:wang27.follow:7`` -> ``wang27.follow``."""
    return item.split(":", 2)[1]


def choice_key(item: str) -> str:
    """What a choice item remembers: ``choice:bridge.bidding`` -> ``bridge.bidding``."""
    return item[len("choice:"):]


def quiz_lesson(item: str) -> str:
    """The lesson of a quiz item: ``quiz:spades/01-x#2`` -> ``spades/01-x``."""
    return item[len("quiz:"):].rsplit("#", 1)[0]


def new_browser_id() -> str:
    """A fresh id for a learner known only by this browser (unguessable, 128 bits)."""
    return "b-" + secrets.token_urlsafe(16)


def hub_id(user: str) -> str:
    """The learner id of a JupyterHub user."""
    return check_learner("hub:" + user)
