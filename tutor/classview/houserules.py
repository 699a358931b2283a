"""The class's house rules: per game, the preset and switches the teacher fixed for the class (issue 34).

Kept in the class folder (``house_rules.json`` beside the class file and the live question, so a hub's class
service and every learner's server read the same), checked by :func:`tutor.games.switches.house_rules` before it is
written. Every table opened afterwards for that game (the teacher's console, a learner's lobby) is given them::

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> fix("gongzhu", {"preset": "partnership", "lose_at": -2000}, folder).rules.partnership
    True
    >>> for_table("gongzhu", folder), for_table("spades", folder)
    ({'preset': 'partnership', 'lose_at': -2000}, None)
    >>> fix("gongzhu", None, folder); read(folder)
    {}
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

from ..errors import ParseError
from ..games.switches import HouseRules, house_rules, plain_value, switches
from ..i18n import domain, language
from . import class_dir

LOG = logging.getLogger("tutor.classview")
FILE = "house_rules.json"

t, tn = domain("switches")


def _path(folder: Path | None) -> Path:
    return (folder or class_dir()) / FILE


def read_file(path: Path, whose: str) -> dict[str, dict[str, Any]]:
    """A house-rules file (``{game: rules JSON}``): missing, none; unreadable, none and a warning in the log naming
    ``whose`` they are (the class's, a learner's)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        LOG.warning("%s house rules %s cannot be read", whose, path)
        return {}
    return {g: r for g, r in data.items() if isinstance(r, dict)} if isinstance(data, dict) else {}


def keep(path: Path, game: str, checked: HouseRules | None, whose: str) -> None:
    """Write ``game``'s rules into the house-rules file at ``path`` (``None``: take the game out), whole: a new file
    renamed over the old, so a reader never meets half a file."""
    data = read_file(path, whose)
    if checked is None:
        data.pop(checked_name(game), None)
    else:
        data[checked.game] = checked.to_json()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def read(folder: Path | None = None) -> dict[str, dict[str, Any]]:
    """Every game's fixed house rules (``{game: rules JSON}``); a game not in it plays the usual rules."""
    return read_file(_path(folder), "the class's")


def fix(game: str, chosen: Any, folder: Path | None = None) -> HouseRules | None:
    """Fix ``game``'s house rules for the class (``None`` or ``{}``: the usual rules again). ``ParseError`` (naming
    the switch) for a preset or switch the game does not have; nothing is written then."""
    checked = house_rules(game, chosen) if chosen else None
    keep(_path(folder), game, checked, "the class's")
    return checked


def checked_name(game: str) -> str:
    from ..games import get

    return str(get(game).name)


def for_table(game: str, folder: Path | None = None) -> dict[str, Any] | None:
    """The rules a table of ``game`` opened now is given (``None``: the usual rules)."""
    return read(folder).get(game)


def lines(game: str, rules: Any, lang: str = "en") -> list[str]:
    """What a table's rules change from the game's usual ones, in ``lang`` (the engine's plain description); a
    preset name or rules that cannot be read: the usual rules' line.

    >>> lines("gongzhu", "partnership", "zh")
    ['对家：对面两人是一方，两人每副的分数相加：是']
    """
    chosen = {"preset": rules} if isinstance(rules, str) and rules else rules if isinstance(rules, dict) else None
    with language(lang):
        try:
            return house_rules(game, chosen).plain()
        except ParseError:
            return [str(t("the usual rules"))]


def choices(lang: str = "en") -> dict[str, Any]:
    """What the console's house-rules form offers, per game, in ``lang``: the presets and every switch with its
    one-line explanation, the usual value and an example (all from :mod:`tutor.games.switches`)."""
    from .. import catalog
    from ..games import get

    out: dict[str, Any] = {}
    with language(lang):
        for game in catalog.names(match=True):  # the games a table is opened for
            rules_cls = type(house_rules(game).rules)
            out[game] = {"presets": list(rules_cls.PRESETS),
                         "switches": [{"name": s.name, "explanation": str(s.explanation),
                                       "usual": plain_value(s.default),
                                       "example": json.dumps(list(s.example) if isinstance(s.example, tuple)
                                                             else s.example, ensure_ascii=False)}
                                      for s in switches(get(game))]}
    return out


__all__ = ["FILE", "choices", "fix", "for_table", "lines", "read"]
