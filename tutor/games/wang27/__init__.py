"""27 Wang (二七王): two decks, permanent 2/7/joker trumps, declarations, a descending auction,
the kitty, pairs, tractors and throws, and levels. Public API as DESIGN §4.

>>> compare("BJ", "LJ", trump="H"), is_pair(["S9", "S9"], trump="H"), is_tractor(["S6", "S6", "S8", "S8"], trump="H")
(1, True, True)
>>> st = new_hand(seed=1)
>>> st.phase, st.current_seat
('declare', 'N')
"""

from .auction import Auction
from .bot import make_bot
from .combos import decompose, is_pair, is_tractor
from .declare import Declaration
from .ranks import compare, esuit, is_trump, order, points_of, step
from .record import SPEC
from .rules import LEVELS, Rules
from .scoring import Settlement, kitty_multiplier, settle
from .setup import new_hand, position
from .state import LIMIT, Action, State
from .trick import Trick

__all__ = ["Action", "Auction", "Declaration", "LEVELS", "LIMIT", "Rules", "SPEC", "Settlement", "State",
           "Trick", "compare", "decompose", "esuit", "is_pair", "is_trump", "is_tractor", "kitty_multiplier",
           "make_bot", "new_hand", "order", "position", "points_of", "settle", "step"]
