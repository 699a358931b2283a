"""Spades' kernel: a card played on the masks, legal or not decided there and then, with no reasons and no
sheets. ``State.apply`` is "this, or else the explaining check that names the reason": :func:`play`
answers ``None`` for anything it does not take (a refusal, a text, a bid, the blind-nil exchange), and
``tests/spades/test_spades_fast_path.py`` compares both paths at every step of many random hands.

A state is a tuple of fields (see ``state.State``); a new one is built with ``tuple.__new__`` (the
``NamedTuple`` keyword wrapper is a Python function), as the class of the state it follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...tricks import winning_index
from .masks import BIT, SIDE_MASK, SUIT_MASK

if TYPE_CHECKING:
    from .state import State

__all__ = ["play"]

_new = tuple.__new__
CLUB_TWO = Card("C", 2)
_LOW_SPADE = BIT[Card("S", 2)]  # the highest bit of the spades


def play(st: State, card: Any) -> State | None:
    """The state after ``card`` if it is a legal card of the seat to play now, else ``None`` (the
    explaining path then judges it): a card of the suit led, or any when void; a lead of a spade once
    spades are broken or when nothing else is held; the ♣2 first under the club-two rule. The card goes
    off the hand and onto the trick; a fourth card closes the trick, won by
    :func:`tutor.tricks.winning_index` (spades trump)."""
    if card.__class__ is not Card:
        return None
    (rules, dealer, masks, looked, bid_list, t, nbids, leader, trick, broken, won, history, before, exchange,
     given) = st
    if nbids < 4 or t < 0 or exchange:
        return None
    try:  # a subscript: ``BIT.get`` is a method call, several times dearer on this hot path
        bit = BIT[card]
    except KeyError:  # a joker: never in a Spades hand
        return None
    m = masks[t]
    if not m & bit:
        return None
    if trick:  # follow suit if you can: the card is of the suit led, or the hand has none
        led = SUIT_MASK[trick[0].suit]
        if not (bit & led or not m & led):
            return None
    elif history or rules.first_lead == "dealer_left":  # a lead: spades broken, or nothing else
        if not (broken or bit & SIDE_MASK or not m & SIDE_MASK):
            return None
    elif card != CLUB_TWO:
        return None
    # legal: play it
    m ^= bit
    if t == 0:
        masks = (m, masks[1], masks[2], masks[3])
    elif t == 1:
        masks = (masks[0], m, masks[2], masks[3])
    elif t == 2:
        masks = (masks[0], masks[1], m, masks[3])
    else:
        masks = (masks[0], masks[1], masks[2], m)
    if bit <= _LOW_SPADE:  # spades hold the 13 lowest bits
        broken = True
    trick += (card,)
    cls = st.__class__
    if len(trick) < 4:
        return _new(cls, (rules, dealer, masks, looked, bid_list, (t + 1) & 3, 4, leader, trick, broken, won,
                          history, before, (), given))
    w = (leader + winning_index(trick, "S")) & 3
    n, e, s, x = won
    won = (n + 1, e, s, x) if w == 0 else (n, e + 1, s, x) if w == 1 else (n, e, s + 1, x) if w == 2 else (
        n, e, s, x + 1)
    history += ((leader, trick),)
    return _new(cls, (rules, dealer, masks, looked, bid_list, w if len(history) < 13 else -1, 4, w, (),
                      broken, won, history, before, (), given))
