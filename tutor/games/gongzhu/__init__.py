"""Gong Zhu 拱猪 (Chase the Pig): four players, no trumps, the pig ♠Q, the goat ♦J, the transformer
♣10 and the hearts (血); selling 卖牌 before the first lead; a game is played to −1000.

>>> st = GAME.new_hand(seed=7)
>>> st.phase, len(st.legal_actions()) > 0
('sell', True)
>>> score_cards("HA HK HQ").total, Rules.preset("pc").direction
(-120, 'clockwise')
"""

from .bot import Bot
from .game import GAME, GongzhuGame
from .match import Match, play_match
from .rules import GOAT, HEART_ACE, LEVEL_ZH, LEVELS, MULTIPLIER, PIG, SALEABLE, TRANSFORMER, Rules
from .scoring import (
           HEART_VALUE,
           HEARTS,
           SCORING,
           SCORING_CARDS,
           GameOver,
           game_over,
           level_label,
           sale_label,
           score_cards,
           signed_points,
)
from .state import Action, Sale, State, new_hand, start

__all__ = ["GAME", "GongzhuGame", "Rules", "State", "Sale", "Action", "new_hand", "start", "score_cards",
           "game_over", "GameOver", "sale_label", "signed_points", "level_label", "Match", "play_match", "Bot",
           "PIG", "GOAT",
           "TRANSFORMER", "HEART_ACE", "SALEABLE", "LEVELS", "LEVEL_ZH", "MULTIPLIER", "HEART_VALUE", "HEARTS",
           "SCORING", "SCORING_CARDS"]

from ..coach import Hint  # noqa: E402  (the coach comes after the engine it advises)
from .coach import hint  # noqa: E402

__all__ += ["Hint", "hint"]
