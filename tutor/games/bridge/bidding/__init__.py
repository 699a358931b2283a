"""Bidding systems as data: SAYC and 精确 Precision. One record per rule both chooses a call
(:meth:`System.bid`) and explains it (:meth:`System.explain`), so what partner is told is what made the call.

>>> from tutor.games import bridge
>>> sayc = bridge.system("sayc")
>>> str(sayc.bid("SKQ32 HAK2 D32 CQJ32", ["1NT", "P"], dealer="S"))   # 15 points opposite 1NT: Stayman
'2C'
"""

from .conditions import opening_suit
from .hand import Hand
from .rules import FALLBACK, Rule, Table
from .system import SYSTEMS, Meaning, System, broke, reason, system

__all__ = ["Hand", "Meaning", "Rule", "Table", "System", "system", "SYSTEMS", "FALLBACK", "opening_suit", "reason",
           "broke"]
