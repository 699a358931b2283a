"""Set-up of the Gong Zhu lessons: ``from tutor.lessons.gongzhu import *``."""

from __future__ import annotations

from IPython.display import HTML

from tutor import replay
from tutor.cards import Card, parse_cards
from tutor.games import gongzhu
from tutor.games.gongzhu import score_cards
from tutor.render import hand_svg, trick_svg
from tutor.view import say
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TableWidget, TrickReplay
from tutor.widgets.gongzhu import ScoreCalculator

__all__ = ["HTML", "Card", "HandViewer", "PlayAlong", "Quiz", "ScoreCalculator", "ScoreSheetView", "TableWidget",
           "TrickReplay", "gongzhu", "hand_svg", "parse_cards", "replay", "say", "score_cards", "trick_svg"]
