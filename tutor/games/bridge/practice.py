"""Declarer practice: a deal where South declares a sensible contract straight away, so the learner plays
rather than bids (the play-along's practice table)."""

from __future__ import annotations

from ...cards import deal
from ...seats import SEATS
from .boards import board
from .play import State, start
from .rules import Rules
from .scoring import hcp

#: Seeds of :func:`practice_hand` whose double-dummy play is quick here (every solve under a second after
#: DDS's warm-up; ``benchmarks/bridge_practice_seeds.py``). A few deals make DDS search 10 s or more at the
#: opening lead, too long to wait after a click, so declarer practice deals only these.
PRACTICE_SEEDS = (0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 17, 18, 19, 20)


def practice_hand(seed: int | None = None, rules: Rules | None = None) -> State:
    """A deal for declarer practice: South holds the stronger hand of the stronger pair, deals (board 3,
    North–South not vulnerable) and bids a sensible contract straight away; everyone passes; West leads.

    The contract is a plain rule of thumb on the pair's high-card points and fits (an 8-card major fit:
    the major; otherwise no-trumps with 23+ points, else the longest fit), so the learner plays, not bids.
    """
    hands, _ = deal(seed)
    h = {s: tuple(hands[s]) for s in SEATS}
    if hcp(h["E"]) + hcp(h["W"]) > hcp(h["N"]) + hcp(h["S"]):  # turn the table a quarter
        h = {"N": h["W"], "E": h["N"], "S": h["E"], "W": h["S"]}
    if hcp(h["N"]) > hcp(h["S"]):
        h["N"], h["S"] = h["S"], h["N"]
    st = start(rules or Rules.preset("practice"), board(3), h)
    for call in (practice_contract(h["N"], h["S"]), "P", "P", "P"):
        st = st.apply(call)
    return st


def practice_contract(north, south) -> str:
    """The rule-of-thumb contract of :func:`practice_hand` (``"4S"``, ``"3NT"``, …)."""
    points = hcp(north) + hcp(south)
    fit = {s: sum(1 for c in (*north, *south) if c.suit == s) for s in "SHDC"}
    major = max("SH", key=lambda s: (fit[s], s == "S"))
    if fit[major] >= 8:
        level = 6 if points >= 33 else 4 if points >= 25 else 3 if points >= 22 else 2
        return f"{level}{major}"
    if points >= 23 or max(fit.values()) < 8:
        level = 6 if points >= 33 else 3 if points >= 25 else 2 if points >= 23 else 1
        return f"{level}NT"
    minor = max("DC", key=lambda s: (fit[s], s == "D"))
    level = 6 if points >= 33 else 5 if points >= 29 else 3 if points >= 22 else 2
    return f"{level}{minor}"


__all__ = ["PRACTICE_SEEDS", "practice_hand", "practice_contract"]
