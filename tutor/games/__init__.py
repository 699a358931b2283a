"""The games. Each is a package with ``Rules``, ``new_hand`` and a ``SPEC`` for replays and widgets.

>>> sorted(GAMES)
['basics', 'bridge', 'gongzhu', 'spades', 'wang27']
"""

from __future__ import annotations

import importlib
from typing import Any

from ..errors import ParseError

#: Game name → package. A new game adds one line here.
GAMES = {
    "basics": "tutor.games.basics",
    "spades": "tutor.games.spades",
    "gongzhu": "tutor.games.gongzhu",
    "bridge": "tutor.games.bridge",
    "wang27": "tutor.games.wang27",
}


def spec(game: str) -> Any:
    """The ``GameSpec`` of ``game`` (``ParseError`` for an unknown or not yet available game)."""
    if game not in GAMES:
        raise ParseError(f"game: unknown game {game!r}; expected one of {', '.join(GAMES)}")
    try:
        module = importlib.import_module(GAMES[game])
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith(GAMES[game]):
            raise ParseError(f"game: {game!r} is not available yet") from None
        raise
    return module.SPEC
