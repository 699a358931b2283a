"""Set-up of the Gong Zhu lessons: ``from tutor.lessons.gongzhu import *``."""

from __future__ import annotations

from IPython.display import HTML

from tutor import replay
from tutor.cards import Card, parse_cards
from tutor.games import gongzhu
from tutor.games.gongzhu import score_cards
from tutor.render import hand_svg, trick_svg
from tutor.tricks import Trick
from tutor.view import say
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TableWidget, TrickReplay
from tutor.widgets.gongzhu import ScoreCalculator

#: the two other rooms of the seed (docs/rules/gongzhu.md B-G13, B-G17 … B-G24)
PARTNERSHIP = gongzhu.Rules.preset("partnership")
TWO_DECKS = gongzhu.Rules.preset("two_decks")


def trick(cards: str, leader: str = "N") -> Trick:
    """A trick played anticlockwise from ``leader`` (as Gong Zhu goes round: N, W, S, E)."""
    order = "NWSE"[("NWSE".index(leader)):] + "NWSE"[:"NWSE".index(leader)]
    return Trick(leader, tuple(zip(order, parse_cards(cards), strict=False)))


__all__ = ["HTML", "PARTNERSHIP", "TWO_DECKS", "Card", "HandViewer", "PlayAlong", "Quiz", "ScoreCalculator",
           "ScoreSheetView", "TableWidget", "trick",
           "TrickReplay", "gongzhu", "hand_svg", "parse_cards", "replay", "say", "score_cards", "trick_svg"]
