"""Gong Zhu 拱猪 (Chase the Pig): four players, no trumps, the pig ♠Q, the goat ♦J, the transformer
♣10 and the hearts (血); selling 卖牌 before the first lead; a game is played to −1000.

>>> st = new_hand(seed=7)
>>> st.phase, len(st.legal_actions()) > 0
('sell', True)
>>> score_cards("HA HK HQ").total, Rules.preset("pc").direction
(-120, 'clockwise')
"""

from .bot import Bot
from .match import Match, play_match
from .record import SPEC
from .rules import GOAT, HEART_ACE, LEVELS, PIG, SALEABLE, TRANSFORMER, Rules
from .scoring import HEART_VALUE, SCORING, game_over, sale_label, score_cards
from .state import Sale, State, new_hand

__all__ = ["Rules", "State", "Sale", "new_hand", "score_cards", "game_over", "sale_label", "Match",
           "play_match", "Bot", "SPEC", "PIG", "GOAT", "TRANSFORMER", "HEART_ACE", "SALEABLE", "LEVELS",
           "HEART_VALUE", "SCORING"]
