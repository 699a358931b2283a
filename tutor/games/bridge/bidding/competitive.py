"""Competitive bidding both systems share, assembled: :func:`competitive` lists the tables of :mod:`.overcalls`
(overcalls, takeout doubles and the advancer, the defence to their preempts and 1NT) and :mod:`.interference`
(responder and opener when they interfere with our opening, the reopening double, their interference over our
1NT) in their order of priority: a table earlier in the list is tried first.
"""

from __future__ import annotations

from .doubler import (
    doubler_after_a_weak_two,
    overcaller_doubles,
    second_double_over_a_jump_raise,
    second_opinion_doubles,
)
from .interference import (
    four_card_major_over_one_diamond,
    interference_over_our_notrump,
    over_their_interference,
    rebids_in_competition,
    reopening,
    unusual_over_unusual,
)
from .overcalls import (
    advancing,
    after_their_opening,
    doubler_own_suit,
    lead_directing,
    notrump_after_our_overcalls,
    over_preempts,
    over_their_opening,
    overcalls_and_doubles,
    second_opinion_michaels,
)
from .rules import Table


def competitive(weak_twos: str = "DHS", natural_ones: str = "CDHS") -> list[Table]:
    """Over the opponents' opening one of a suit (and their weak twos in ``weak_twos`` and their three-level
    preempts), and the answers when they interfere with ours. ``natural_ones``: the one-level openings over
    which our 1NT overcall is the natural 15–18 (Precision's defence to a strong 1♣ uses 1NT otherwise)."""
    tables: list[Table] = over_preempts(weak_twos)
    tables += notrump_after_our_overcalls(weak_twos, natural_ones)
    for x in ("C", "D", "H", "S"):
        tables += over_their_opening(x)
        if x in natural_ones:  # our natural opening (Precision's strong 1♣ is not raised)
            tables += unusual_over_unusual(x)
        tables += after_their_opening(x)
    tables += overcalls_and_doubles()
    if "C" in natural_ones:  # bid31: a four-card major over 1♣–1♦, where the double shows both
        tables += four_card_major_over_one_diamond()
    tables += over_their_interference() + advancing() + rebids_in_competition()
    tables.append(doubler_own_suit())
    tables += second_opinion_doubles() + second_opinion_michaels() + overcaller_doubles()
    tables += doubler_after_a_weak_two() + second_double_over_a_jump_raise()
    tables += reopening() + interference_over_our_notrump() + lead_directing()
    return tables


__all__ = ["competitive"]
