"""Gong Zhu's kernel: a card played on the state's bits, legal or not decided there and then (``playable``,
kept up to date by each play), with no reasons and no sheets. ``State.apply`` is "this, or else the
explaining check that names the reason": :func:`play` answers ``None`` for anything it does not take (a
refusal, a text, a sale), and ``tests/gongzhu/test_gongzhu_fast_path.py`` compares both paths at every
step of many random hands.

A state is a tuple of fields (see ``state._Fields``); a new one is built with ``tuple.__new__`` (the
``NamedTuple`` keyword wrapper is a Python function), as the class of the state it follows.

This module is the pure-Python reference of the compiled kernel, ``ckernel.pyx`` (the same functions, in C): the
state takes its ``apply``, ``legal_actions`` and ``is_terminal`` from ``ckernel`` when it is built (``pip install
-e .``), else from here; ``tests/gongzhu/test_gongzhu_compiled.py`` compares the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import DECK_52, Card
from ...tricks import winning_index
from ..legal import LegalActions, ready
from .dealt import PICK, SEAT_BITS, SEAT_SHIFT, SUIT_NO, Dealt
from .rules import SALEABLE
from .scoring import CODE

if TYPE_CHECKING:
    from .state import State

__all__ = ["apply", "dealt_of", "is_terminal", "lead_bits", "legal_actions", "play"]

_new = tuple.__new__
NEXT = {"clockwise": {"N": "E", "E": "S", "S": "W", "W": "N"},
        "anticlockwise": {"N": "W", "W": "S", "S": "E", "E": "N"}}
WON_SHIFT = {"N": 0, "E": 20, "S": 40, "W": 60}  # a seat's scoring codes in ``won``
SALEABLE_OF = {c.suit: c for c in SALEABLE}  # one saleable card per suit
#: a suit led for the first time joins ``led`` as one of these
SUIT_SET: dict[str | None, frozenset[str]] = {s: frozenset((s,)) for s in "SHDC"}
CARD_CODE: dict[Card, int] = {c: CODE.get(c, 0) for c in DECK_52}  # each card's scoring code (0: none)
_SEAT_AT = {s: (SEAT_SHIFT[s], "NESW".index(s)) for s in "NESW"}  # a seat's bits in ``alive`` and its hand in ``dealt``


def play(st: State, card: Any) -> State | None:
    """The state after ``card`` if it is among the seat to play's playable cards now, else ``None``. The next
    seat's playable cards are worked out at once (the suit led if held, less a sold card on its suit's
    first round); after the fourth card the trick's winner (:func:`tutor.tricks.winning_index`: no trumps)
    takes its scoring cards and leads."""
    if card.__class__ is not Card:
        return None
    (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels, sold_cards, auto_sold, turn,
     plays, history, led, won, bits) = st
    try:
        bit = dealt.pos.get(card, 0) & bits
    except TypeError:  # a Card built past its checks, holding an unhashable value: the explaining path names it
        return None
    if not bit:
        return None
    alive ^= bit
    plays += ((turn, card),)
    cls = st.__class__
    if len(plays) < 4:  # the next seat follows: its cards of the suit led, or any card if it has none
        turn = NEXT[rules.direction][turn]
        mine = alive & SEAT_BITS[turn]
        suit = plays[0][1].suit
        bits = dealt.suits[SUIT_NO[suit]] & mine
        if not bits:
            bits = mine
        elif bits & (bits - 1) and sold_cards and suit not in led:
            # two or more of the suit led on its first round: its sold card (if held) may not be played
            sold = SALEABLE_OF[suit]
            if sold in sold_cards:
                bits &= ~dealt.pos.get(sold, 0)  # not there once played (a re-dealt sample)
        return _new(cls, (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels,
                          sold_cards, auto_sold, turn, plays, history, led, won, bits))
    (_, c0), (_, c1), (_, c2), (_, c3) = plays
    winner = plays[winning_index((c0, c1, c2, c3))][0]
    code = CARD_CODE[c0] + CARD_CODE[c1] + CARD_CODE[c2] + CARD_CODE[c3]
    if code:
        won += code << WON_SHIFT[winner]
    suit = c0.suit
    if suit not in led:
        led = led | SUIT_SET[suit]
    history += (plays,)
    if len(history) == 13:
        bits = 0
    else:  # the winner leads: any card, unless these rules keep a sold card back
        bits = alive & SEAT_BITS[winner]
        if sold_cards and not rules.sold_card_may_lead_first_round:
            bits = lead_bits(dealt, bits, sold_cards, led)
    return _new(cls, (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels, sold_cards,
                      auto_sold, winner, (), history, led, won, bits))


def lead_bits(dealt: Dealt, mine: int, sold_cards: frozenset[Card], led: frozenset[str]) -> int:
    """``mine`` without the sold cards that may not be led yet (``sold_card_may_lead_first_round=False``):
    a sold card of a suit not yet led, while its holder has another card of that suit."""
    for card in sold_cards:
        bit = dealt.pos.get(card, 0) & mine
        if bit and card.suit not in led:
            suit = dealt.suits[SUIT_NO[card.suit]] & mine
            if suit & (suit - 1):
                mine &= ~bit
    return mine


def apply(st: State, action: Any) -> State:
    """The state after ``action`` (a :class:`Sale` or a card, also as text such as ``"SQ"``); ``IllegalAction``
    (the reason and the legal actions) if the rules do not allow it now. The kernel (:func:`play`: a playable
    card), else ``State.apply_other``: a sale plainly open, or the explaining path (``check`` names the reason of
    a refusal)."""
    after = play(st, action)
    if after is not None:
        return after
    return st.apply_other(action)


def legal_actions(st: State) -> LegalActions[Any]:
    """Sales (each pending card of the seat asked, at each level), or the cards that may be played, in the order
    of the hand as dealt (the state's ``playable`` bits, listed by a ready table); the sales are
    ``State.sale_actions``."""
    bits = st.playable  # the play goes on (the commonest case, first)
    if bits:
        shift, k = _SEAT_AT[st.turn]
        return ready(st, PICK[bits >> shift](st.dealt.hands[k]))
    return st.sale_actions()


def is_terminal(st: State) -> bool:
    """Is the hand over (all 13 tricks played)?"""
    return len(st.history) == 13


def dealt_of(order: list[int]) -> Dealt:
    """The :class:`Dealt` of the full deal ``cards.deal_order`` gives: ``Dealt.from_order``."""
    return Dealt.from_order(order)
