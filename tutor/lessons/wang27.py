"""Set-up of the 27 Wang lessons: ``from tutor.lessons.wang27 import *``.

>>> auction([("N", 60)]).high
60
>>> trumps_in("H"), trumps_in(None)
(42, 20)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from IPython.display import HTML

from tutor import replay
from tutor.cards import DECK_54, DECK_108, parse_cards
from tutor.games import wang27
from tutor.lessons.wang27_tables import (
    combination_table,
    compare_table,
    declaration_lines,
    kitty_rules_table,
    kitty_table,
    settle_table,
)
from tutor.render import hand_svg
from tutor.render.glossary import glossary_html
from tutor.view import say
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TrickReplay
from tutor.widgets.wang27 import DeclarationTryout, FollowExercise, ScoreCalculator, TrumpOrder, ladder_html

__all__ = ["DECK_108", "DECK_54", "HTML", "RULES", "DeclarationTryout", "FollowExercise", "HandViewer", "PlayAlong",
           "Quiz", "ScoreCalculator", "ScoreSheetView", "TrickReplay", "TrumpOrder", "auction", "combination_table",
           "compare_table", "declaration_lines", "glossary_html", "hand_svg", "kitty_rules_table", "kitty_table",
           "ladder_html", "parse_cards", "replay", "say", "settle_choice", "settle_table", "trumps_in", "wang27"]

RULES = wang27.Rules.preset()


def auction(calls: Iterable[tuple[str, Any]], dealer: str = "N", rules: wang27.Rules = RULES) -> wang27.Auction:
    """The auction after these calls (the engine refuses a wrong one, with the reason)."""
    b = wang27.Auction(dealer=dealer, rules=rules)
    for seat, bid in calls:
        b.bid(seat, bid)
    return b


def trumps_in(trump: str | None) -> int:
    """How many trumps the two decks hold when ``trump`` is the trump suit (None: no-trump)."""
    return sum(wang27.is_trump(c, trump) for c in DECK_108)


def settle_choice(result: Any) -> int:
    """The answer to "what happens?" after a hand, with the choices banker's side +2 (0), banker's side +1 (1),
    defenders +1 (2): from the engine's settlement (:func:`tutor.games.wang27.settle`).

    >>> settle_choice(wang27.settle(35, 80, levels={"banker": "2", "defenders": "2"}))
    0
    """
    if result.winner == "defenders":
        return 2
    return {2: 0, 1: 1}[result.gain]
