"""Contract bridge as played on QQ (QQ桥牌): boards, auction, play, duplicate scoring, IMPs, QQ's game score
and titles, PBN/LIN records and double-dummy analysis.

>>> str(score("3NT", vulnerable=True, tricks=10).total), imps(630)
('630', 12)
>>> board(3).dealer
'S'
"""

from .auction import Auction, Call, Contract
from .boards import Board, board
from .play import Claim, State, new_hand, practice_hand
from .record import SPEC
from .rules import Rules
from .scoring import game_score, hcp, imps, leaver, score, title

__all__ = ["Auction", "Call", "Contract", "Board", "board", "Rules", "State", "Claim", "new_hand", "practice_hand",
           "SPEC", "score", "imps", "game_score", "hcp", "title", "leaver"]
