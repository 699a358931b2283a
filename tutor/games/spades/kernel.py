"""Spades' kernel: a card played on the masks, legal or not decided there and then, with no reasons and no
sheets; the listing of the legal cards; the deal as masks. ``State.apply`` is "this, or else the explaining check
that names the reason": :func:`play` answers ``None`` for anything it does not take (a refusal, a text, a bid, the
blind-nil exchange), and ``tests/spades/test_spades_fast_path.py`` compares both paths at every step of many
random hands.

This module is the pure-Python reference of the compiled kernel, ``ckernel.pyx`` (the same functions, in C): the
state takes its ``apply``, ``legal_actions`` and ``is_terminal`` from ``ckernel`` when it is built (``pip install
-e .``), else from here; ``tests/spades/test_spades_compiled.py`` compares the two.

A state is a tuple of fields (see ``state.State``); a new one is built with ``tuple.__new__`` (the
``NamedTuple`` keyword wrapper is a Python function), as the class of the state it follows.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ...cards import Card, deal_order
from ...tricks import winning_index
from ..legal import LegalActions, ready
from .masks import BIT, ONE, SIDE_MASK, SUIT_CARDS, SUIT_MASK, cards_of

if TYPE_CHECKING:
    from .state import State

__all__ = ["apply", "deal_masks", "is_terminal", "legal_actions", "play"]

_new = tuple.__new__
CLUB_TWO = Card("C", 2)
_LOW_SPADE = BIT[Card("S", 2)]  # the highest bit of the spades
_CLUB_TWO_ONLY: tuple[Any, ...] = (CLUB_TWO,)
_SUIT_NO: dict[str | None, int] = {s: i for i, s in enumerate("SHDC")}
_SHIFTS = (0, 13, 26, 39)
_S, _H, _D, _C = SUIT_CARDS  # a suit's 13-bit mask → its cards, ace down


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
    except (KeyError, TypeError):  # a joker (never in a Spades hand), or a Card built past its checks
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


def apply(st: State, action: Any) -> State:
    """The state after ``action``; raises ``IllegalAction`` (with the reason) and changes nothing.
    The kernel (:func:`play`: a legal card, judged on the masks), else ``State.apply_other``: a bid that is plainly
    open, or the explaining path (``check`` names the reason of a refusal)."""
    after = play(st, action)
    if after is not None:
        return after
    return st.apply_other(action)


def legal_actions(st: State) -> LegalActions[Any]:
    """Cards (play, exchange) or bids: 0–13 (0 is nil), ``"blind"`` and ``"look"`` while the bidder has not looked.
    The listing is a ready tuple of table look-ups on the hand's mask (one function, no intermediate list, only
    the fields it needs); the bids are ``State.bid_actions``."""
    t = st.turn
    if t < 0:
        return ready(st, ())
    if st.nbids != 4:
        return st.bid_actions()
    m = st.masks[t]
    trick = st.trick
    if trick:
        led = _SUIT_NO[trick[0].suit]
        same = (m >> _SHIFTS[led]) & 0x1FFF
        return ready(st, SUIT_CARDS[led][same] if same else cards_of(m))
    if st.exchange:
        return ready(st, cards_of(m))
    if not (st.history or st.rules.first_lead == "dealer_left"):
        return ready(st, _CLUB_TWO_ONLY)  # club_two rule: the first lead is the ♣2
    if st.broken or not m & SIDE_MASK:  # any card
        return ready(st, _S[m & 0x1FFF] + _H[(m >> 13) & 0x1FFF] + _D[(m >> 26) & 0x1FFF] + _C[m >> 39])
    # no spade: spades are not broken and the hand has another suit
    return ready(st, _H[(m >> 13) & 0x1FFF] + _D[(m >> 26) & 0x1FFF] + _C[m >> 39])


def is_terminal(st: State) -> bool:
    """Is the hand over (all 13 tricks played)?"""
    return st.turn < 0


def deal_masks(seed: object) -> tuple[int, int, int, int] | None:
    """The four hands ``cards.deal(seed)`` deals, as masks by seat number (bit d is ``DECK_52[d]``), or ``None``
    when :func:`tutor.cards.deal_order` does not deal this seed the fast way (the caller deals with ``cards.deal``).

    >>> from tutor.cards import deal
    >>> from tutor.games.spades.masks import mask_of
    >>> deal_masks(7) == tuple(mask_of(h) for h in deal(7)[0].values())
    True
    """
    order = deal_order(seed)
    if order is None:
        return None
    # one C call fetches a seat's 13 bits (``map(ONE.__getitem__, ...)`` calls a method wrapper per card)
    return (sum(itemgetter(*order[:13])(ONE)), sum(itemgetter(*order[13:26])(ONE)),
            sum(itemgetter(*order[26:39])(ONE)), sum(itemgetter(*order[39:])(ONE)))
