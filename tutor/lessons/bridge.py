"""Set-up of the bridge lessons: ``from tutor.lessons.bridge import *`` (``L``: the bridge examples)."""

from __future__ import annotations

from IPython.display import HTML

from tutor import replay
from tutor.cards import parse_cards
from tutor.games import bridge
from tutor.lessons import bridge_examples as L
from tutor.render import hand_svg, trick_svg
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TrickReplay
from tutor.widgets.bridge import BiddingBox, DeclarerPlay, HindsightReplay, ScoreCalculator
from tutor.widgets.scoring_quiz import bridge_score_quiz

__all__ = ["HTML", "BiddingBox", "DeclarerPlay", "HandViewer", "HindsightReplay", "L", "PlayAlong", "Quiz",
           "ScoreCalculator", "ScoreSheetView", "TrickReplay", "bridge", "bridge_score_quiz", "hand_svg", "parse_cards",
           "replay", "trick_svg"]
