"""A lead judged (rule book 4.A.9, items 9–10): its units, whether a throw (甩牌) stands, the trick it
starts, and the penalty a failed throw costs.

A throw stands when none of the other three can beat any of its units in that suit; otherwise the
leader plays the smallest unit of the smallest kind that can be beaten, and the trick remembers the
attempt and who could beat it (for the narration's reason).

Most throws a random player makes are of singles only (a pair needs both copies of a card): for them
the verdict is one comparison per other hand, the lowest card of the throw against that hand's highest
card of the suit, and the units are the cards themselves (``lead_trick`` takes that path; a test checks
it against ``decompose`` and ``failed_throw``).

>>> from tutor.games.wang27 import position
>>> st = position({"N": "SA SK S9 HA", "E": "SQ", "S": "S3", "W": "S4"}, trump="H")
>>> trick, penalty, notes = lead_trick(st, "N", st.hand("N")[:3])
>>> [str(c) for c in trick.plays[0][1]], [str(c) for c in trick.attempt], trick.beaten_by
(['S9'], ['SA', 'SK', 'S9'], 'E')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...cards import Card
from ...i18n import domain
from ...scoring import signed
from ...seats import SEAT_INDEX, SEAT_NAME
from .combos import Unit, decompose, smallest_beaten, top
from .fast import OTHERS, suit_cards
from .ranks import ESUIT, STEP
from .trick import ComboTrick

_new = tuple.__new__

if TYPE_CHECKING:
    from .state import State

t, tn = domain("wang27")


def lead_trick(st: State, seat: str, cards: tuple[Card, ...]) -> tuple[ComboTrick, int, tuple[str, ...]]:
    """The trick ``seat`` starts by leading ``cards`` (legal, strongest first as ``sort_rank`` shows them),
    with the hand's throw penalty and its notes after it."""
    trump, tiers = st.trump, st.rules.trump_tier_tractors
    suit = ESUIT[trump][cards[0]]  # a lead is of one effective suit (checked)
    step = STEP[trump]
    n = len(cards)
    # the tricks are built as ``ComboTrick.lead(..., decomposed=True)`` builds them, without its checks and copies
    if n == 1:  # a single: one unit, nothing to judge
        return _new(ComboTrick, (seat, ((seat, cards),), (cards,), suit, trump, tiers, (), None, 0,
                                 (0, step[cards[0]]))), st.penalty, st.penalties
    distinct = len(set(cards))
    if distinct == n:  # a throw of singles: its units are its cards, strongest first
        low = step[cards[-1]]
        held = st.held
        for o in OTHERS[st.rules.direction == "clockwise"][seat]:
            theirs = suit_cards(held[SEAT_INDEX[o]], suit, trump)
            if theirs and max(map(step.__getitem__, theirs)) > low:
                j = n - 1  # the first of the lowest singles (equal 7s or 2s sit together, at the end)
                while j and step[cards[j - 1]] == low:
                    j -= 1
                forced = (cards[j],)
                trick = _new(ComboTrick, (seat, ((seat, forced),), (forced,), suit, trump, tiers, cards, o, 0,
                                          (0, low)))
                return (trick, *penalty_of(st, seat, cards))
        return _new(ComboTrick, (seat, ((seat, cards),), tuple([(c,) for c in cards]), suit, trump, tiers, (), None, 0,
                                 (0, step[cards[0]]))), st.penalty, st.penalties
    units: Sequence[Unit]
    if distinct == n - 1:  # one card twice, the others once: a pair and singles (a tractor needs two pairs)
        j = 0
        while cards[j] != cards[j + 1]:  # equal cards sit together (``sort_rank`` ties no two different cards)
            j += 1
        pair = cards[j]
        units = [(pair, pair), *[(c,) for c in cards if c != pair]]  # as ``decompose`` orders them
    else:
        units = decompose(cards, trump, tiers)
    if len(units) > 1:
        verdict = throw_verdict(st, seat, cards, units)
        if verdict is not None:
            unit, beaten_by = verdict
            trick = ComboTrick.lead(seat, unit, trump, tiers, attempt=cards, beaten_by=beaten_by, units=(unit,),
                                    suit=suit, decomposed=True)  # one unit of the decomposition is its own
            return (trick, *penalty_of(st, seat, cards))
    return ComboTrick.lead(seat, cards, trump, tiers, units=units, suit=suit, decomposed=True), st.penalty, \
        st.penalties


def throw_verdict(st: State, seat: str, cards: Sequence[Card], units: Sequence[Unit]) -> tuple[Unit, str] | None:
    """``None`` when the throw stands, else (the forced unit, the first seat after the leader that can
    beat a unit of that kind): ``failed_throw`` over all the others, each hand examined once."""
    trump = st.trump
    s = ESUIT[trump][cards[0]]
    others = OTHERS[st.rules.direction == "clockwise"][seat]
    held = st.held
    least = smallest_beaten(units, [suit_cards(held[SEAT_INDEX[o]], s, trump) for o in others], trump,
                            st.rules.trump_tier_tractors)
    k = min((got for got in least if got is not None), default=None)
    if k is None:
        return None
    step = STEP[trump]
    forced: Unit = ()
    low = 0
    for u in units:  # the first unit of kind k with the lowest top
        if len(u) // 2 == k:
            h = step[u[0]] if k < 2 else top(u, trump)
            if not forced or h < low:
                forced, low = u, h
    return forced, others[least.index(k)]


def penalty_of(st: State, seat: str, cards: tuple[Card, ...]) -> tuple[int, tuple[str, ...]]:
    """The hand's throw penalty and its notes after ``seat``'s failed throw of ``cards``."""
    how = st.rules.throw_penalty
    if how == "none":
        return st.penalty, st.penalties
    amount = 10 if how == "10_per_attempt" else 10 * len(cards)
    sign = -1 if st.is_defender(seat) else 1
    why = t("10 per attempt") if how == "10_per_attempt" else t("10 × {n} cards", n=len(cards))
    points = signed(sign * amount)
    note = t("failed throw by {seat}: {points} to the defenders ({why})", seat=SEAT_NAME[seat], points=points,
             why=why)
    return st.penalty + sign * amount, st.penalties + (note,)
