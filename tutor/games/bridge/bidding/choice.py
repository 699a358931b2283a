"""The bidding system a learner bids by: chosen once, remembered in their record, overridden by the class.

Which system is in force, first that answers wins:

1. the class's house rule: the teacher fixed bridge's house rules for the class, ``bidding`` among them
   (:func:`tutor.classview.houserules.for_table`; the usual SAYC unless they chose Precision);
2. the learner's own choice, kept in their progress record as ``choice:bridge.bidding`` (the answer the system's
   key; the latest counts, and ``store.summary(learner)["choices"]`` shows it);
3. SAYC, the usual rules.

The robots, the coach's hint, the review, the bidding box and the play-along's and match's auction all ask
:func:`in_force` (through :func:`rules_for` when they deal a hand), so one choice changes them all.

>>> from tutor.progress import Session, open as open_store
>>> me = Session(lambda: open_store("sqlite://"), learner="b-doc", lesson="bridge/14-precision")
>>> in_force(me, folder=Path("/nonexistent")), choose("精确", me), in_force(me, folder=Path("/nonexistent"))
('sayc', 'precision', 'precision')
>>> me.summary()["choices"]
{'bridge.bidding': 'precision'}
>>> rules_for(None, me, folder=Path("/nonexistent")).bidding, rules_for({"bidding": "sayc"}, me).bidding
('precision', 'sayc')
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....errors import ParseError
from ....i18n import Text, domain
from .system import system

t, tn = domain("bidding")

#: what the learner's record remembers (``choice:<KEY>``)
KEY = "bridge.bidding"
ITEM = f"choice:{KEY}"
USUAL = "sayc"


def _session(session: Any) -> Any:
    if session is not None:
        return session
    from ....progress import here

    return here()


def choose(name: str, session: Any = None) -> str:
    """Remember ``name`` (``"sayc"``, ``"precision"``, ``"精确"``…) as the learner's bidding system; the system's
    key is returned. ``ParseError`` for a system we do not have (nothing is recorded then). Without a learner or a
    store nothing is kept (the session's ``problem`` says why) and the class's or the usual system stays."""
    key = system(name).key
    _session(session).record(ITEM, True, answer=key)
    return key


def learner_choice(session: Any = None) -> str | None:
    """The learner's own remembered system, or ``None`` if they never chose (or the record cannot be read)."""
    value = (_session(session).summary().get("choices") or {}).get(KEY)
    try:
        return system(value).key if value else None
    except ParseError:  # a record from another version: the usual rules rather than a traceback
        return None


def class_choice(folder: Path | None = None) -> str | None:
    """The system the teacher set for the class, or ``None``. Once the teacher fixes bridge's house rules for the
    class, every switch of them is in force, the ``bidding`` switch too (SAYC unless they chose Precision), as at
    every table opened for the class (:func:`tutor.classview.houserules.for_table`)."""
    from ....classview.houserules import for_table
    from ..rules import Rules

    fixed = for_table("bridge", folder)
    if not fixed:
        return None
    try:
        return str(Rules.from_json(fixed).bidding)
    except ParseError:  # a file another version wrote: the learner's choice rather than a traceback
        return None


def in_force(session: Any = None, folder: Path | None = None) -> str:
    """The system in force for this learner: the class's, else their own choice, else SAYC."""
    return class_choice(folder) or learner_choice(session) or USUAL


def why(session: Any = None, folder: Path | None = None) -> Text:
    """One sentence for the page: which system is in force and who chose it."""
    fixed = class_choice(folder)
    if fixed:
        return t("You bid {system}: your teacher set it for the class.", system=system(fixed).name)
    mine = learner_choice(session)
    if mine:
        return t("You bid {system}, as you chose.", system=system(mine).name)
    return t("You bid {system} (the usual system; choose another below).", system=system(USUAL).name)


def rules_for(rules: Any = None, session: Any = None, folder: Path | None = None) -> Any:
    """Bridge :class:`~tutor.games.bridge.rules.Rules` from ``rules`` (None, a preset's name, a switches dict or
    ``Rules``) with the system in force, unless ``rules`` sets a ``bidding`` of its own (a dict naming it, or
    ``Rules`` whose system differs from its preset's: a lesson showing one system keeps it)."""
    from ..rules import Rules

    if isinstance(rules, Rules):
        if rules.bidding != Rules.preset(rules.preset_name or None).bidding:
            return rules
        base = rules
    elif isinstance(rules, dict) and "bidding" in rules:
        return Rules.from_json(rules)
    elif isinstance(rules, str):
        base = Rules.preset(rules)
    else:
        base = Rules.from_json(rules)
    return base.but(bidding=in_force(session, folder))


__all__ = ["KEY", "ITEM", "USUAL", "choose", "learner_choice", "class_choice", "in_force", "why", "rules_for"]
