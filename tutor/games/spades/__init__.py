"""Spades (黑桃王), MSN / Windows Internet Spades rules: bidding with nil and blind nil, spades
always trumps, contracts, bags and bag-outs, a game to 500 (the rules spec for Spades).

``GAME`` is the facade (records, narration, bots); ``State`` one hand; ``Match`` a whole game.

>>> st = GAME.new_hand(seed=7)
>>> st.phase, len(st.legal_actions())
('bid', 16)
>>> r = score_hand({"N": 10, "S": "blind"}, {"N": 11, "S": 0})
>>> r["NS"].points, r["NS"].bags
(301, 1)
"""

from .bot import SpadesBot, hand_value, nil_ok, suggest_bid
from .game import GAME, SpadesGame
from .match import Match, play_match
from .rules import Rules
from .scoring import TEAM_NAME, TeamResult, game_over, normalize_bid, play_on, score_hand
from .state import LOOK, Action, Bid, State, new_hand, position, start
from .view import bid_text

__all__ = ["GAME", "LOOK", "TEAM_NAME", "Action", "Bid", "Match", "Rules", "SpadesBot", "SpadesGame", "State",
           "TeamResult", "bid_text", "game_over", "hand_value", "new_hand", "nil_ok", "normalize_bid", "play_match",
           "play_on", "position", "score_hand", "start", "suggest_bid"]

from ..coach import Hint  # noqa: E402  (the coach comes after the engine it advises)
from .coach import hint  # noqa: E402

__all__ += ["Hint", "hint"]
