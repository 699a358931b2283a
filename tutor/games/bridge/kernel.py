"""Bridge's kernel: a card played on the bits of ``State.in_hand`` (see :mod:`.hands`), legal or not decided
there and then, with no reasons and no sheets. ``State.apply`` is "this (or the auction's own ``take``
for a call), or else the explaining check that names the reason": :func:`play` answers ``None`` for
anything it does not take (a refusal, a text, a claim), and ``tests/bridge/test_bridge_fast_path.py``
compares both paths at every step of many random deals.

A state is a tuple of fields (see ``play.State``); a new one is built with ``tuple.__new__`` (the
``NamedTuple`` keyword wrapper is a Python function), as the class of the state it follows.

This module is the pure-Python reference of the compiled kernel, ``ckernel.pyx`` (the same functions, in C): the
state takes its ``apply``, ``legal_actions`` and ``is_terminal`` from ``ckernel`` when it is built (``pip install
-e .``), else from here; ``tests/bridge/test_bridge_compiled.py`` compares the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...seats import SEAT_INDEX, SEATS
from ...tricks import winning_index
from ..legal import LegalActions, ready
from .hands import DECK_INDEX, GETTERS, SHIFT, SUIT_NUMBER

if TYPE_CHECKING:
    from .auction import Bidding, Call
    from .play import State

__all__ = ["apply", "is_terminal", "legal_actions", "play", "playable", "take"]

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
    try:
        p = setup[5][DECK_INDEX[card]] - sh  # its position in the hand as dealt (``hands.where_of``)
    except (KeyError, TypeError):  # a Card built past its checks: the explaining path names it
        return None
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


def apply(st: State, action: Any) -> State:
    """The state after ``action`` (``IllegalAction`` with the reason if it is illegal): the kernel (:func:`play`: a
    card the hand to play holds and may play), else ``State.apply_other``: the auction's ``take`` of a call, judged
    and made in one step, or the explaining path (``check`` names the reason of a refusal; texts and claims)."""
    after = play(st, action)
    if after is not None:
        return after
    return st.apply_other(action)


def legal_actions(st: State) -> LegalActions[Any]:
    """Calls in the auction; in the play the cards of the hand to play (those of the suit led, if it holds any)
    and, at declarer's turn, the claims (``State.with_claims``)."""
    table = st.table
    if table is None:  # the auction: a shared tuple of calls
        return ready(st, st.auction.legal_tuple())
    i, _, _, _, led = table
    if i < 0:  # all 13 tricks played, or a claim given
        return ready(st, ())
    setup, left, sh = st.setup, st.in_hand, SHIFT[i]
    # follow suit if you can (:func:`playable`, inline: every simulated card is listed here first)
    cards: tuple[Any, ...] = GETTERS[(left & led) >> sh & 8191 or left >> sh & 8191](setup[3][i])
    if not setup[0].claims:
        return ready(st, cards)
    return st.with_claims(i, cards)


def is_terminal(st: State) -> bool:
    """Is the deal over (passed out, all 13 tricks played, or a claim given)?"""
    table = st.table
    if table is None:
        return st.auction.passes >= 4  # the auction goes on, or all four passed
    return table[0] < 0  # all 13 tricks played, or a claim ended the play (see ``play.Table``)


def take(auction: Bidding, call: Call) -> Bidding | None:
    """The auction after ``call`` (a :class:`Call`) if it is legal now, else ``None``: ``Bidding.take`` (the
    compiled kernel has its own, which ``tests/bridge/test_bridge_compiled.py`` compares with this)."""
    return auction.take(call)
