"""The house rules a drill plays by: the class's, if the teacher fixed them for the game (``house_rules.json`` in
the class folder, :mod:`tutor.classview.houserules`), else the learner's own (written when they play with rules they
chose on the house-rules page: ``my_house_rules/<learner>.json`` in the data folder, one file per learner, as one
server may serve a class; ``my_house_rules.json`` when no learner is known), else the game's usual rules.

>>> import os, tempfile
>>> from pathlib import Path
>>> mine, cls = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp())
>>> in_force("gongzhu", data=mine, folder=cls) is None
True
>>> choose("gongzhu", {"preset": "two_decks"}, data=mine).rules.decks
2
>>> in_force("gongzhu", data=mine, folder=cls).rules.decks, source("gongzhu", data=mine, folder=cls)
(2, 'learner')
>>> from tutor.classview import houserules
>>> _ = houserules.fix("gongzhu", {"preset": "partnership"}, cls)
>>> in_force("gongzhu", data=mine, folder=cls).rules.decks, source("gongzhu", data=mine, folder=cls)
(1, 'class')
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path
from typing import Any

from ..errors import ParseError
from ..games.switches import HouseRules, house_rules

LOG = logging.getLogger("tutor.practice")

#: The learner's own choice, per game, in their data folder.
FILE = "my_house_rules.json"


def _data(data: Path | None) -> Path:
    if data is not None:
        return Path(data)
    from ..classview import data_dir

    return data_dir()


def _learner() -> str | None:
    """This kernel's learner (:func:`tutor.progress.here`), or ``None``."""
    try:
        from .. import progress  # type: ignore[attr-defined]

        found = progress.here().learner
    except Exception:  # no progress store: the one file
        return None
    return found if isinstance(found, str) and found else None


def _file(data: Path | None, learner: str | None) -> Path:
    learner = learner if learner is not None else _learner()
    if not learner:
        return _data(data) / FILE
    key = hashlib.sha256(learner.encode("utf-8")).hexdigest()[:24]  # a file name, whatever the id holds
    return _data(data) / FILE.removesuffix(".json") / f"{key}.json"


def mine(data: Path | None = None, learner: str | None = None) -> dict[str, dict[str, Any]]:
    """The learner's own house rules, ``{game: rules JSON}`` (unreadable: none, and a warning in the log);
    ``learner`` None: this kernel's."""
    from ..classview.houserules import read_file

    return read_file(_file(data, learner), "the learner's")


def choose(game: str, chosen: Any, data: Path | None = None, learner: str | None = None) -> HouseRules | None:
    """Keep ``chosen`` as the learner's own house rules for ``game`` (checked first: ``ParseError`` naming a bad
    switch, nothing written); ``None``, ``{}`` or the usual rules: the usual rules again."""
    checked = house_rules(game, chosen) if chosen else None
    if checked is not None and checked.rules == house_rules(game).rules:
        checked = None
    from ..classview.houserules import keep

    keep(_file(data, learner), game, checked, "the learner's")
    return checked


def _checked(game: str, chosen: Any, where: str) -> HouseRules | None:
    if not chosen:
        return None
    try:
        return house_rules(game, chosen)
    except ParseError as e:  # a file edited by hand: the usual rules, and the reason in the log
        LOG.warning("%s house rules for %s ignored: %s", where, game, e)
        return None


def source(game: str, *, data: Path | None = None, folder: Path | None = None,
           learner: str | None = None) -> str | None:
    """Whose house rules a drill of ``game`` plays by: ``"class"``, ``"learner"``, or ``None`` (the usual)."""
    from ..classview import houserules

    name = house_rules(game).game
    if _checked(name, houserules.read(folder).get(name), "the class's") is not None:
        return "class"
    if _checked(name, mine(data, learner).get(name), "the learner's") is not None:
        return "learner"
    return None


def in_force(game: str, *, data: Path | None = None, folder: Path | None = None,
             learner: str | None = None, session: Any = None) -> HouseRules | None:
    """The house rules a drill of ``game`` plays by now: the class's, else the learner's own, else ``None`` (the
    game's usual rules). Bridge: the bidding system the learner chose (their record's ``choice:bridge.bidding``,
    :mod:`tutor.games.bridge.bidding.choice`; ``session``, else this kernel's) is one of their own rules, so the
    bidding drills bid by it as the robots, the hint and the review do; the class's rules still come first."""
    from ..classview import houserules

    name = house_rules(game).game
    fixed = _checked(name, houserules.read(folder).get(name), "the class's")
    if fixed is not None:
        return fixed
    own = _checked(name, mine(data, learner).get(name), "the learner's")
    if name != "bridge" or (learner is not None and session is None):
        return own
    return _with_system(own, session)


def _with_system(own: HouseRules | None, session: Any) -> HouseRules | None:
    from ..games.bridge import bidding_choice

    chosen = bidding_choice.learner_choice(session)
    if chosen is None:
        return own
    rules = {**(own.to_json() if own is not None else {}), "bidding": chosen}
    checked = house_rules("bridge", rules)
    return None if checked.rules == house_rules("bridge").rules else checked


__all__ = ["FILE", "choose", "in_force", "mine", "source"]
