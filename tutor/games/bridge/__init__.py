"""Contract bridge as played on QQ (QQ桥牌): boards, auction, play, duplicate scoring, IMPs, QQ's game score
and titles, PBN/LIN records and double-dummy analysis. ``GAME`` is the game's facade.

>>> str(score("3NT", vulnerable=True, tricks=10).total), imps(630)
('630', 12)
>>> board(3).dealer
'S'
"""

from . import analysis
from .auction import (
                      ALL_BIDS,
                      DOUBLE,
                      PASS,
                      REDOUBLE,
                      STRAIN_NAME,
                      STRAIN_SYMBOL,
                      STRAINS,
                      TEAM_NAME,
                      Auction,
                      Bidding,
                      Call,
                      Contract,
)
from .boards import VUL_TEXT, VUL_ZH, Board, board
from .formats import DealRecord, data_text, from_replay, read_text, to_record, to_replay
from .game import GAME, BridgeGame, result_line
from .lin import parse_lin, write_lin
from .pbn import parse_pbn, write_pbn
from .play import Action, Claim, State, new_hand, start
from .practice import PRACTICE_SEEDS, practice_hand
from .reasons import winner_reason
from .rules import Rules
from .scoring import LADDER, game_score, game_score_sheet, hcp, imps, is_game, leaver, score, title

__all__ = ["GAME", "BridgeGame", "Action", "Auction", "Bidding", "Call", "Contract", "Board", "board", "Rules",
           "State", "Claim", "start", "new_hand", "practice_hand", "PRACTICE_SEEDS", "score", "imps", "game_score",
           "game_score_sheet", "is_game", "hcp", "title", "leaver", "LADDER", "ALL_BIDS", "PASS", "DOUBLE", "REDOUBLE",
           "STRAINS", "STRAIN_NAME", "STRAIN_SYMBOL", "TEAM_NAME", "VUL_TEXT", "VUL_ZH", "analysis",
           "DealRecord", "to_record", "to_replay", "from_replay", "read_text", "data_text",
           "parse_pbn", "write_pbn", "parse_lin", "write_lin"]

from ..coach import Hint  # noqa: E402  (the coach comes after the engine it advises)
from .bidding import SYSTEMS, broke, reason, system  # noqa: E402  (systems read the auction's calls)
from .bidding import Hand as BiddingHand  # noqa: E402
from .bidding import choice as bidding_choice  # noqa: E402  (the learner's system: their record, the class's)
from .coach import hint  # noqa: E402

__all__ += ["system", "SYSTEMS", "broke", "reason", "BiddingHand", "bidding_choice", "Hint", "hint", "winner_reason",
            "result_line"]
