"""27 Wang (二七王): two decks, permanent 2/7/joker trumps, declarations, a descending auction,
the kitty, pairs, tractors and throws, and levels. Public API as docs/architecture.md §6; ``GAME`` is the facade.

>>> compare("BJ", "LJ", trump="H"), is_pair(["S9", "S9"], trump="H"), is_tractor(["S6", "S6", "S8", "S8"], trump="H")
(1, True, True)
>>> st = new_hand(seed=1)
>>> st.phase, st.current_seat
('declare', 'N')
"""

from .auction import Auction, AuctionRound
from .combos import decompose, is_pair, is_tractor
from .declare import Declaration, DeclarationRound, Rung, candidates, shown_text
from .game import GAME, Wang27Game
from .listing import count_multisets
from .ranks import TRUMP, TRUMP_OPTIONS, compare, esuit, is_trump, order, points_of, step, trump_label
from .rules import KITTY_RULES, LEVELS, Rules
from .scoring import Settlement, kitty_multiplier, kitty_sheet, settle
from .setup import new_hand, position
from .state import Action, State
from .trick import ComboTrick

__all__ = [
    "GAME", "KITTY_RULES", "LEVELS", "TRUMP", "TRUMP_OPTIONS", "Action", "Auction", "AuctionRound",
    "ComboTrick", "Declaration", "DeclarationRound", "Rules", "Rung", "Settlement", "State", "Wang27Game",
    "candidates", "compare", "count_multisets", "decompose", "esuit", "is_pair", "is_tractor", "is_trump",
    "kitty_multiplier", "kitty_sheet", "new_hand", "order", "points_of", "position", "settle", "shown_text",
    "step", "trump_label",
]

from ..coach import Hint  # noqa: E402  (the coach comes after the engine it advises)
from .coach import hint  # noqa: E402

__all__ += ["Hint", "hint"]
