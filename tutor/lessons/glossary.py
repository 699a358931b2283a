"""Set-up of the basics glossary: ``from tutor.lessons.glossary import *`` (small hands and tricks).

>>> play("N", "SQ S3 SK S2").count("<svg") >= 1
True
"""

from __future__ import annotations

from typing import Any

from IPython.display import HTML

from tutor.cards import parse_cards
from tutor.render import hand_svg, trick_svg
from tutor.render.glossary import glossary_html
from tutor.tricks import Trick

__all__ = ["HTML", "Trick", "glossary_html", "hand", "hand_svg", "parse_cards", "play", "trick_svg"]


def hand(cards: str, **options: Any) -> str:
    """A small hand picture of ``cards``."""
    return str(hand_svg(parse_cards(cards), card_width=44, step=60, **options))


def play(leader: str, cards: str, trump: str | None = None) -> str:
    """A trick built by the engine (complete or not); a complete one outlines its winner."""
    t = Trick.played(leader, cards, trump=trump)
    return str(trick_svg(t.plays, winner=t.winner() if len(t.plays) == 4 else None, card_width=40))
