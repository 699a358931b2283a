# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Gong Zhu's kernel compiled (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the same functions
as ``kernel.py``, the pure-Python reference, doing the same on the same state tuples, in C.

``state.State`` takes its ``apply``, ``legal_actions`` and ``is_terminal`` from here when this module is built, else
from ``kernel.py``; ``tests/gongzhu/test_gongzhu_compiled.py`` compares the two at every step of many random hands,
and ``tests/test_compiled_kernels.py`` fails when this module is not the one in use.

Why it is quicker: the state's fields are read as C values (the cards still held and the playable ones are bit
masks, ``dealt.py``), the next state is allocated and filled directly (as ``tuple.__new__(State, ...)`` would), a
listing picks the set bits of the hand as dealt, and the winner of a trick (no trumps:
:func:`tutor.tricks.winning_index`'s rule) and the next seat are worked out on small integers.
"""

from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_New
from libc.stdint cimport uint64_t

from ..cobjects cimport appended, copied, ctz, popcount, put, seat_no, swap, tt_alloc, untrack, untracked

from ...cards import DECK_52, Card
from ..legal import ready
from .dealt import _FULL, _ONE, _SEAT_BITS, _SUIT_NO, Dealt
from .kernel import _CODE, SALEABLE_OF, SUIT_SET, WON_SHIFT, lead_bits
from .sales import Sale
from .sales import plan as _plan

__all__ = ["apply", "dealt_of", "is_terminal", "legal_actions", "play"]

cdef object CARD = Card
cdef tuple NOTHING = ()
cdef dict SEAT_BITS = _SEAT_BITS
cdef dict SUIT_NO = _SUIT_NO
cdef dict CODE = _CODE
cdef dict SALEABLE = SALEABLE_OF
cdef dict SUIT_SETS = SUIT_SET
cdef dict SHIFT_OF_WON = WON_SHIFT
cdef object _lead_bits = lead_bits
cdef object SALE = Sale
cdef object plan_of = _plan
cdef tuple SEATS = ("N", "E", "S", "W")
cdef tuple DECK = DECK_52
cdef tuple ONE = _ONE
cdef object ALL = _FULL
cdef object DEALT = Dealt
cdef object new_object = object.__new__
cdef object set_slot = object.__setattr__


cdef inline object built(object cls, tuple st, uint64_t alive, object turn, object plays, object history, object led,
                         object won, uint64_t playable):
    """A state of class ``cls`` after a card of ``st``'s play (the selling is over: its fields are ``st``'s)."""
    cdef tuple out = <tuple>tt_alloc(cls, 17)
    cdef Py_ssize_t i
    put(out, 0, <object>PyTuple_GET_ITEM(st, 0))
    put(out, 1, <object>PyTuple_GET_ITEM(st, 1))
    put(out, 2, alive)
    for i in range(3, 11):  # leader, first_hand, opening, sales, pending, sold_levels, sold_cards, auto_sold
        put(out, i, <object>PyTuple_GET_ITEM(st, i))
    put(out, 11, turn)
    put(out, 12, plays)
    put(out, 13, history)
    put(out, 14, led)
    put(out, 15, won)
    put(out, 16, playable)
    return untracked(out)


cdef object _play(object state, object card):
    if type(card) is not CARD:
        return None
    cdef tuple st = <tuple>state
    cdef uint64_t bits = <object>PyTuple_GET_ITEM(st, 16)
    if not bits:
        return None
    dealt = <object>PyTuple_GET_ITEM(st, 1)
    cdef dict pos = <dict>dealt.pos
    try:
        found = pos.get(card)
    except TypeError:  # a Card built past its checks, holding an unhashable value: the explaining path names it
        return None
    if found is None:
        return None
    cdef uint64_t bit = <uint64_t>found & bits
    if not bit:
        return None
    rules = <object>PyTuple_GET_ITEM(st, 0)
    cdef uint64_t alive = <uint64_t>(<object>PyTuple_GET_ITEM(st, 2)) ^ bit
    turn = <object>PyTuple_GET_ITEM(st, 11)
    cdef tuple plays = <tuple>PyTuple_GET_ITEM(st, 12)
    cdef Py_ssize_t n = len(plays), i
    cdef tuple now = appended(plays, untracked((turn, card)))
    untrack(now)
    sold_cards = <object>PyTuple_GET_ITEM(st, 9)
    led = <object>PyTuple_GET_ITEM(st, 14)
    cdef int seat = seat_no(turn)
    cdef uint64_t mine, same
    if n < 3:  # the next seat follows: its cards of the suit led, or any card if it has none
        seat = (seat + 1) & 3 if rules.direction == "clockwise" else (seat + 3) & 3
        nxt = SEATS[seat]
        mine = alive & (<uint64_t>0x1FFF << (13 * seat))
        suit = (<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, 0), 1))[0]
        same = <uint64_t>(dealt.suits[SUIT_NO[suit]]) & mine
        if not same:
            same = mine
        elif same & (same - 1) and sold_cards and suit not in led:
            # two or more of the suit led on its first round: its sold card (if held) may not be played
            sold = SALEABLE[suit]
            if sold in sold_cards:
                same &= ~<uint64_t>(pos.get(sold, 0))  # not there once played (a re-dealt sample)
        return built(type(state), st, alive, nxt, now, <object>PyTuple_GET_ITEM(st, 13), led,
                     <object>PyTuple_GET_ITEM(st, 15), same)
    # the fourth card: the highest card of the suit led takes the trick (no trumps)
    cdef tuple c0 = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, 0), 1)
    suit = c0[0]
    cdef Py_ssize_t best = 0
    rank = c0[1]
    code = CODE[c0]
    cdef tuple c
    for i in range(1, 4):
        c = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, i), 1)
        code = code + CODE[c]
        if c[0] == suit and c[1] > rank:
            best, rank = i, c[1]
    winner = (<tuple>PyTuple_GET_ITEM(now, best))[0]
    won = <object>PyTuple_GET_ITEM(st, 15)
    if code:
        won = won + (code << SHIFT_OF_WON[winner])
    if suit not in led:
        led = led | SUIT_SETS[suit]
    cdef tuple history = <tuple>PyTuple_GET_ITEM(st, 13)
    cdef Py_ssize_t done = len(history)
    cdef tuple closed = appended(history, now)
    untrack(closed)
    cdef uint64_t lead = 0
    if done + 1 < 13:  # the winner leads: any card, unless these rules keep a sold card back
        lead = alive & <uint64_t>(SEAT_BITS[winner])
        if sold_cards and not rules.sold_card_may_lead_first_round:
            lead = _lead_bits(dealt, lead, sold_cards, led)
    return built(type(state), st, alive, winner, NOTHING, closed, led, won, lead)


cdef object _sell(object state, tuple st, object sale):
    """``State._sell``: the state after ``sale`` if it is a pending decision of the seat asked, at a level it
    offers, and not its last (``None`` otherwise: the last decision settles the sales, in ``State._decide``)."""
    cdef tuple pending = <tuple>PyTuple_GET_ITEM(st, 7)
    turn = <object>PyTuple_GET_ITEM(st, 11)
    sold, level = <object>PyTuple_GET_ITEM(<tuple>sale, 0), <object>PyTuple_GET_ITEM(<tuple>sale, 1)
    cdef Py_ssize_t k, n = len(pending), i
    if (<tuple>PyTuple_GET_ITEM(pending, 0))[1] is sold:  # the first card asked about (cards are shared)
        k = 0
    else:
        k = pending.index((turn, sold)) if (turn, sold) in pending else -1
    if k < 0:
        return None
    rules = <object>PyTuple_GET_ITEM(st, 0)
    if level not in plan_of(rules).levels.get(sold, ()):
        return None
    dealt = <object>PyTuple_GET_ITEM(st, 1)
    if not (dealt.pos.get(sold, 0) & <object>PyTuple_GET_ITEM(st, 2) & SEAT_BITS[turn]):
        return None
    if n == 1:  # the last decision settles the sales
        return state._decide(0, sold, level)
    cdef tuple left = PyTuple_New(n - 1)
    cdef Py_ssize_t j = 0
    for i in range(n):
        if i != k:
            put(left, j, <object>PyTuple_GET_ITEM(pending, i))
            j += 1
    cdef tuple out = copied(type(state), st)
    swap(out, 6, appended(<tuple>PyTuple_GET_ITEM(st, 6), (turn, sold, level)))
    swap(out, 7, left)
    swap(out, 11, (<tuple>PyTuple_GET_ITEM(left, 0))[0])
    swap(out, 16, 0)
    return out


def play(state, card):
    """``kernel.play``: the state after ``card`` if it is among the seat to play's playable cards now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action`` (a :class:`Sale` or a card, also as text such as ``"SQ"``); ``IllegalAction``
    (the reason and the legal actions) if the rules do not allow it now. The kernel (a playable card, or a sale
    plainly open: ``State._apply_other``'s), else the explaining path (``check`` names the reason of a refusal)."""
    after = _play(state, action)
    if after is not None:
        return after
    cdef tuple st = <tuple>state
    if type(action) is SALE and <object>PyTuple_GET_ITEM(st, 7):
        after = _sell(state, st, action)
        if after is not None:
            return after
    return state._apply_checked(action)


def legal_actions(state):
    """Sales (each pending card of the seat asked, at each level: ``State._sale_actions``), or the cards that may be
    played, in the order of the hand as dealt (the state's ``playable`` bits picked from the hand)."""
    cdef tuple st = <tuple>state
    cdef uint64_t bits = <object>PyTuple_GET_ITEM(st, 16)
    cdef tuple pending
    cdef list items
    if not bits:  # the selling phase (or the hand is over): each pending card of the seat asked that it holds,
        pending = <tuple>PyTuple_GET_ITEM(st, 7)  # at each level
        if not pending:
            return ready(state, NOTHING)
        asking = <object>PyTuple_GET_ITEM(st, 11)
        pos = (<object>PyTuple_GET_ITEM(st, 1)).pos
        mine = <object>PyTuple_GET_ITEM(st, 2) & SEAT_BITS[asking]
        sales = plan_of(<object>PyTuple_GET_ITEM(st, 0)).sales
        items = []
        for asked in pending:
            if (<tuple>asked)[0] == asking and pos.get((<tuple>asked)[1], 0) & mine:
                items.extend(sales.get((<tuple>asked)[1], ()))  # a card never for sale: nothing to offer
        return ready(state, tuple(items))
    cdef int seat = seat_no(<object>PyTuple_GET_ITEM(st, 11))
    cdef uint64_t m = (bits >> (13 * seat)) & 0x1FFF
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>((<object>PyTuple_GET_ITEM(st, 1)).hands), seat)
    cdef tuple out = PyTuple_New(popcount(m))
    cdef Py_ssize_t i = 0
    while m:
        put(out, i, <object>PyTuple_GET_ITEM(hand, ctz(m)))
        i += 1
        m &= m - 1
    return ready(state, out)


def is_terminal(state):
    """Is the hand over (all 13 tricks played)?"""
    return len(<tuple>PyTuple_GET_ITEM(<tuple>state, 13)) == 13


def dealt_of(order):
    """``kernel.dealt_of``: the :class:`Dealt` of the full deal ``cards.deal_order`` gives (seat k holds
    ``DECK_52[d]`` for ``d`` in ``order[13 k:13 k + 13]``), as ``Dealt.from_order`` builds it."""
    cdef list x = <list>order
    if len(x) != 52:
        raise ValueError("a full deal is 52 cards")
    cdef tuple cards = PyTuple_New(52)
    cdef dict pos = {}
    cdef uint64_t suits[4]
    cdef Py_ssize_t k
    cdef int d
    suits[0] = suits[1] = suits[2] = suits[3] = 0
    for k in range(52):
        d = x[k]
        card = <object>PyTuple_GET_ITEM(DECK, d)
        put(cards, k, card)
        pos[card] = <object>PyTuple_GET_ITEM(ONE, k)
        suits[d // 13] |= (<uint64_t>1) << k
    new = new_object(DEALT)
    set_slot(new, "hands", (cards[:13], cards[13:26], cards[26:39], cards[39:]))
    set_slot(new, "pos", pos)
    set_slot(new, "all", ALL)
    set_slot(new, "suits", (suits[0], suits[1], suits[2], suits[3]))
    return new
