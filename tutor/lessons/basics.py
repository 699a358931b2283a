"""Set-up of the basics lessons: ``from tutor.lessons.basics import *``.

>>> trick("N", "SQ S3 SK S2").winner()
'S'
"""

from __future__ import annotations

from IPython.display import HTML

from tutor import replay
from tutor.cards import deck, parse_cards
from tutor.games import basics
from tutor.render import hand_svg, trick_svg
from tutor.tricks import Trick
from tutor.view import say
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TrickReplay

__all__ = ["HTML", "HandViewer", "PlayAlong", "Quiz", "ScoreSheetView", "Trick", "TrickReplay", "basics", "deck",
           "hand_svg", "parse_cards", "replay", "say", "trick", "trick_svg"]


def trick(leader: str, cards: str, trump: str | None = None) -> Trick:
    """A trick built by the engine: ``leader`` plays first, then the others clockwise."""
    return Trick.played(leader, cards, trump=trump)
