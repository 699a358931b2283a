# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Bridge's kernel compiled (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the same functions
as ``kernel.py``, the pure-Python reference, doing the same on the same state tuples, in C.

``play.State`` takes its ``apply``, ``legal_actions`` and ``is_terminal`` from here when this module is built, else
from ``kernel.py``; ``tests/bridge/test_bridge_compiled.py`` compares the two at every step of many random deals,
and ``tests/test_compiled_kernels.py`` fails when this module is not the one in use.

Why it is quicker: the state's fields are read as C values (the cards still held are one bit each,
``hands.py``), the next state is allocated and filled directly (as ``tuple.__new__(State, ...)`` would), a listing
picks the set bits of the hand as dealt, and the winner of a trick (the contract's trumps:
:func:`tutor.tricks.winning_index`'s rule) is worked out on small integers. The auction is ``auction.Bidding``'s.
"""

from cpython.ref cimport Py_INCREF
from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_New, PyTuple_SET_ITEM
from libc.stdint cimport uint64_t

cdef extern from *:
    """
    #define __tt_alloc(t, n) (((PyTypeObject *)(t))->tp_alloc((PyTypeObject *)(t), (n)))
    """
    object tt_alloc "__tt_alloc" (object, Py_ssize_t)  # the type's allocator: tuple.__new__ without the copy
    void untrack "PyObject_GC_UnTrack" (object)
    int ctz "__builtin_ctzll" (unsigned long long)
    int popcount "__builtin_popcountll" (unsigned long long)

from ...cards import Card
from ..legal import ready
from .hands import DECK_INDEX

__all__ = ["apply", "is_terminal", "legal_actions", "play"]

cdef object CARD = Card
cdef dict INDEX = DECK_INDEX
cdef tuple NOTHING = ()
cdef tuple SEATS = ("N", "E", "S", "W")
cdef object MINUS_ONE = -1


cdef inline void put(tuple out, Py_ssize_t i, object x):
    Py_INCREF(x)
    PyTuple_SET_ITEM(out, i, x)


# A state, and the tuples of plays and tricks a play makes, are left out of the cycle collector: no reference cycle
# can pass through one (everything a state holds was made before it and never changes), so the collector would
# only walk them, again and again, while a playout makes thousands (as CPython leaves out a tuple of plain values).
cdef inline tuple untracked(tuple t):
    untrack(t)
    return t


cdef inline int suit_no(object suit):
    """S H D C → 0 1 2 3 (-1: none, or no suit)."""
    if suit is None:
        return -1
    if suit == "S":
        return 0
    if suit == "H":
        return 1
    if suit == "D":
        return 2
    if suit == "C":
        return 3
    return -1


cdef inline int seat_no(object seat):
    """N E S W → 0 1 2 3 (``SEAT_INDEX``)."""
    if seat == "N":
        return 0
    if seat == "E":
        return 1
    if seat == "S":
        return 2
    return 3 if seat == "W" else -1


cdef inline int rank_of(object card) except -2:
    """The rank of a card of ``DECK_52`` (one built past Card's checks, equal to one of them, by its place there)."""
    cdef object rank = <object>PyTuple_GET_ITEM(card, 1)
    if type(rank) is int:
        return rank
    return 14 - deck_index(card) % 13


cdef inline int deck_index(object card) except -2:
    """``hands.DECK_INDEX[card]`` (its place in ``DECK_52``; ``KeyError`` for a card not in it, as there)."""
    cdef object rank = <object>PyTuple_GET_ITEM(card, 1)
    cdef int s, r
    if type(rank) is int and 2 <= rank <= 14:
        s = suit_no(<object>PyTuple_GET_ITEM(card, 0))
        if s >= 0:
            r = rank
            return 13 * s + 14 - r
    return INDEX[card]


cdef object _play(object state, object card):
    if type(card) is not CARD:
        return None
    cdef tuple st = <tuple>state
    cdef object table_ = <object>PyTuple_GET_ITEM(st, 3)
    if table_ is None:
        return None
    cdef tuple table = <tuple>table_
    cdef Py_ssize_t i = <object>PyTuple_GET_ITEM(table, 0)
    if i < 0:
        return None
    cdef tuple setup = <tuple>PyTuple_GET_ITEM(st, 0)
    cdef int sh = 13 * i
    cdef Py_ssize_t p = <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(setup, 5), deck_index(card))) - sh
    if not 0 <= p < 13:  # another hand's card, or one not dealt
        return None
    cdef uint64_t left = <object>PyTuple_GET_ITEM(st, 1)
    cdef object led_ = <object>PyTuple_GET_ITEM(table, 4)
    cdef uint64_t led = <uint64_t>(-1) if led_ < 0 else <uint64_t>led_
    cdef uint64_t may = ((left & led) >> sh) & 8191
    if not may:
        may = (left >> sh) & 8191
    if not (may >> p) & 1:
        return None
    left ^= (<uint64_t>1) << (sh + p)
    cdef tuple plays = <tuple>PyTuple_GET_ITEM(table, 3)
    cdef Py_ssize_t n = len(plays), k
    cdef tuple now = PyTuple_New(n + 1)
    for k in range(n):
        put(now, k, <object>PyTuple_GET_ITEM(plays, k))
    put(now, n, untracked((SEATS[i], card)))
    untrack(now)
    leader = <object>PyTuple_GET_ITEM(table, 1)
    trump = <object>PyTuple_GET_ITEM(table, 2)
    cdef tuple finished = <tuple>PyTuple_GET_ITEM(st, 4)
    cdef tuple after
    cdef int best, bs, br, cs, cr, w, t
    cdef tuple c, closed
    if led_ < 0:  # the lead: the suit to follow
        after = (i + 1) & 3, leader, trump, now, (<tuple>PyTuple_GET_ITEM(setup, 4))[
            suit_no(<object>PyTuple_GET_ITEM(card, 0))]
    elif n < 3:
        after = (i + 1) & 3, leader, trump, now, led_
    else:  # the fourth card: the highest trump, else the highest card of the suit led
        t = suit_no(trump)
        best = 0
        c = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, 0), 1)
        bs, br = suit_no(c[0]), rank_of(c)
        for k in range(1, 4):
            c = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, k), 1)
            cs, cr = suit_no(c[0]), rank_of(c)
            if cs == bs:
                if cr > br:
                    best, br = k, cr
            elif cs == t:
                best, bs, br = k, cs, cr
        winner = (<tuple>PyTuple_GET_ITEM(now, best))[0]
        w = seat_no(winner)
        n = len(finished)
        closed = PyTuple_New(n + 1)
        for k in range(n):
            put(closed, k, <object>PyTuple_GET_ITEM(finished, k))
        put(closed, n, untracked((winner, now)))
        untrack(closed)
        finished = closed
        after = (w if n + 1 < 13 else -1), winner, trump, NOTHING, MINUS_ONE
    untrack(after)
    cdef tuple out = <tuple>tt_alloc(type(state), 6)
    put(out, 0, setup)
    put(out, 1, left)
    put(out, 2, <object>PyTuple_GET_ITEM(st, 2))
    put(out, 3, after)
    put(out, 4, finished)
    put(out, 5, None)
    return untracked(out)


def play(state, card):
    """``kernel.play``: the state after ``card`` if the hand to play holds it and may play it now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action`` (``IllegalAction`` with the reason if it is illegal): the kernel (a card the hand to
    play holds and may play), else ``State._apply_other``: the auction's ``take`` of a call, judged and made in one
    step, or the explaining path (``check`` names the reason of a refusal; texts and claims)."""
    after = _play(state, action)
    if after is not None:
        return after
    return state._apply_other(action)


def legal_actions(state):
    """Calls in the auction; in the play the cards of the hand to play (those of the suit led, if it holds any) and,
    at declarer's turn, the claims (``State._with_claims``)."""
    cdef tuple st = <tuple>state
    cdef object table_ = <object>PyTuple_GET_ITEM(st, 3)
    if table_ is None:  # the auction: a shared tuple of calls
        return ready(state, (<object>PyTuple_GET_ITEM(st, 2)).legal_tuple())
    cdef tuple table = <tuple>table_
    cdef Py_ssize_t i = <object>PyTuple_GET_ITEM(table, 0)
    if i < 0:  # all 13 tricks played, or a claim given
        return ready(state, NOTHING)
    cdef tuple setup = <tuple>PyTuple_GET_ITEM(st, 0)
    cdef int sh = 13 * i
    cdef uint64_t left = <object>PyTuple_GET_ITEM(st, 1)
    cdef object led_ = <object>PyTuple_GET_ITEM(table, 4)
    cdef uint64_t led = <uint64_t>(-1) if led_ < 0 else <uint64_t>led_
    cdef uint64_t m = ((left & led) >> sh) & 8191
    if not m:
        m = (left >> sh) & 8191
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(setup, 3), i)
    cdef tuple cards = PyTuple_New(popcount(m))
    cdef Py_ssize_t k = 0
    while m:
        put(cards, k, <object>PyTuple_GET_ITEM(hand, ctz(m)))
        k += 1
        m &= m - 1
    if not (<object>PyTuple_GET_ITEM(setup, 0)).claims:
        return ready(state, cards)
    return state._with_claims(i, cards)


def is_terminal(state):
    """Is the deal over (passed out, all 13 tricks played, or a claim given)?"""
    cdef object table = <object>PyTuple_GET_ITEM(<tuple>state, 3)
    if table is None:
        return (<object>PyTuple_GET_ITEM(<tuple>state, 2)).passes >= 4  # the auction goes on, or all four passed
    return <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>table, 0)) < 0
