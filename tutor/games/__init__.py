"""The games. Each is a package ``tutor.games.<name>`` exposing ``GAME`` (its :class:`Game` facade),
``Rules``, ``State`` and ``new_hand``; registering a name in :mod:`tutor.catalog` is all a new game needs for replays,
``python -m tutor check``, the play-along widget and the conformance suite to take it.

>>> sorted(GAMES)
['basics', 'bridge', 'gongzhu', 'spades', 'wang27']
>>> get("spades").name, get("gongzhu").teams is None
('spades', True)
"""

from __future__ import annotations

import importlib
from typing import Any

from .. import catalog
from ..errors import ParseError
from ..i18n import domain
from .game import Game, State, Verdict
from .legal import LegalActions

t, tn = domain("tutor")

#: Game name → package, for every game of the catalog (:mod:`tutor.catalog`: a new game adds one line there).
GAMES = {name: f"tutor.games.{name}" for name in catalog.names()}


def get(game: str | Game[Any, Any]) -> Game[Any, Any]:
    """The ``Game`` facade named ``game`` (a ``Game`` is returned as it is); ``ParseError`` if unknown."""
    if isinstance(game, Game):
        return game
    if not isinstance(game, str) or game not in GAMES:
        raise ParseError(t("game: unknown game {name}; expected one of {games}", name=repr(game),
                           games=", ".join(GAMES)))
    facade = importlib.import_module(GAMES[game]).GAME
    assert isinstance(facade, Game)
    return facade


def games() -> list[Game[Any, Any]]:
    """Every registered game, in registration order."""
    return [get(name) for name in GAMES]


def file_types() -> dict[str, Game[Any, Any]]:
    """File suffix → the game that reads it, for files other than trick-tutor JSON records."""
    return {suffix: g for g in games() for suffix in g.file_types}


from .switches import HouseRules, house_rules, switches  # noqa: E402  (the house rules read the games above)

__all__ = ["GAMES", "Game", "HouseRules", "LegalActions", "State", "Verdict", "file_types", "games", "get",
           "house_rules", "switches"]
