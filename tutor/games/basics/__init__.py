"""Basics: plain whist tricks (four hands, optional trump, no bidding), the game of lesson 1.

>>> st = new_hand(seed=1)
>>> st.current_seat, st.phase, len(st.legal_actions())
('E', 'play', 13)
"""

from .game import GAME
from .rules import Rules
from .state import State, new_hand, start

__all__ = ["GAME", "Rules", "State", "new_hand", "start"]
