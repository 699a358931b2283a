"""Spades (黑桃王), MSN / Windows Internet Spades rules: bidding with nil and blind nil, spades
always trumps, contracts, bags and bag-outs, a game to 500 (rule book ``shared/rules/spades.md``).

>>> st = new_hand(seed=7)
>>> st.phase, len(st.legal_actions())
('bid', 15)
>>> r = score_hand({"N": 10, "S": "blind"}, {"N": 11, "S": 0})
>>> r["NS"].points, r["NS"].bags
(301, 1)
"""

from .game import Game
from .record import SPEC
from .rules import Rules
from .scoring import TeamResult, game_over, normalize_bid, score_hand
from .state import State, new_hand, position, start

__all__ = ["Rules", "State", "TeamResult", "Game", "SPEC", "new_hand", "position", "start", "score_hand", "game_over",
           "normalize_bid"]
