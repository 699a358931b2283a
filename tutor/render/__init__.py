"""Pure drawing functions: cards, hands, tables, tricks and score sheets as SVG/HTML strings.

Nothing here imports ipywidgets; widgets and ``_repr_svg_`` methods call these functions.

>>> from tutor.cards import Card
>>> "ace of spades" in card_svg(Card.parse("SA"))
True
"""

from .cards import card_svg, cards_alt, hand_svg, suit_colour, suit_icon
from .sheets import SCROLL_STYLE, scroll_frame, sheets_html
from .table import positions, table_svg, trick_svg

__all__ = ["card_svg", "hand_svg", "table_svg", "trick_svg", "sheets_html", "suit_colour", "suit_icon",
           "cards_alt", "positions", "scroll_frame", "SCROLL_STYLE"]
