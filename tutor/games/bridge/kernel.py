"""Bridge's kernel: a card played on the bits of ``State.in_hand`` (see :mod:`.hands`), legal or not decided
there and then, with no reasons and no sheets. ``State.apply`` is "this (or the auction's own ``take``
for a call), or else the explaining check that names the reason": :func:`play` answers ``None`` for
anything it does not take (a refusal, a text, a claim), and ``tests/bridge/test_bridge_fast_path.py``
compares both paths at every step of many random deals.

A state is a tuple of fields (see ``play.State``); a new one is built with ``tuple.__new__`` (the
``NamedTuple`` keyword wrapper is a Python function), as the class of the state it follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...seats import SEAT_INDEX, SEATS
from ...tricks import winning_index
from .hands import DECK_INDEX, SHIFT, SUIT_NUMBER

if TYPE_CHECKING:
    from .play import State

__all__ = ["play", "playable"]

_new = tuple.__new__
_NEXT_NUMBER = (1, 2, 3, 0)


def playable(left: int, led: int, i: int) -> int:
    """The positions of seat number ``i``'s dealt cards it may play now, as a 13-bit mask: those of the suit
    led still held (``led`` the suit's bits; -1 before the lead), else any still held."""
    sh = SHIFT[i]
    return (left & led) >> sh & 8191 or left >> sh & 8191


def play(st: State, card: Any) -> State | None:
    """The state after ``card`` if the hand to play holds it and may play it now, else ``None``. The lead
    sets the suit to follow; the fourth card closes the trick, won by :func:`tutor.tricks.winning_index`
    (the contract's trumps), whose winner leads the next."""
    setup, left, auction, table, finished, _ = st
    if card.__class__ is not Card or table is None:
        return None
    i, leader, trump, plays, led = table
    if i < 0:
        return None
    sh = SHIFT[i]
    p = setup[5][DECK_INDEX[card]] - sh  # its position in the hand as dealt (``hands.where_of``)
    if not 0 <= p < 13:  # another hand's card, or one not dealt
        return None
    if not ((left & led) >> sh & 8191 or left >> sh & 8191) >> p & 1:  # (``playable``, inline)
        return None
    left ^= 1 << (sh + p)
    plays = plays + ((SEATS[i], card),)  # (one tuple built; (*a, b) builds a list)
    if led < 0:  # the lead: the suit to follow
        table = (_NEXT_NUMBER[i], leader, trump, plays, setup[4][SUIT_NUMBER[card[0]]])
    elif len(plays) < 4:
        table = (_NEXT_NUMBER[i], leader, trump, plays, led)
    else:
        winner = plays[winning_index((plays[0][1], plays[1][1], plays[2][1], card), trump)][0]
        finished = finished + ((winner, plays),)
        table = (SEAT_INDEX[winner] if len(finished) < 13 else -1, winner, trump, (), -1)
    return _new(st.__class__, (setup, left, auction, table, finished, None))
