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

from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_GET_SIZE, PyTuple_New
from libc.stdint cimport uint64_t

from ..cobjects cimport appended, copied, ctz, popcount, put, seat_no, suit_no, swap, tt_alloc, untrack, untracked

from ...cards import Card
from ..legal import ready
from .auction import _AFTER_PASS, _RANK, DOUBLE, PASS, REDOUBLE, Bidding, Call, Contract
from .hands import DECK_INDEX

__all__ = ["apply", "is_terminal", "legal_actions", "play", "take"]

cdef object CARD = Card
cdef dict INDEX = DECK_INDEX
cdef tuple NOTHING = ()
cdef tuple SEATS = ("N", "E", "S", "W")
cdef object MINUS_ONE = -1
cdef object CALL = Call
cdef object BIDDING = Bidding
cdef object CONTRACT = Contract
cdef object PASS_ = PASS
cdef object DOUBLE_ = DOUBLE
cdef object REDOUBLE_ = REDOUBLE
cdef dict RANK = _RANK
cdef tuple AFTER_PASS = _AFTER_PASS


cdef inline int rank_of(object card) except -2:
    """The rank of a card of ``DECK_52`` (one built past Card's checks, equal to one of them, by its place there)."""
    cdef object rank = <object>PyTuple_GET_ITEM(card, 1)
    if type(rank) is int:
        return rank
    return 14 - deck_index(card) % 13


cdef inline int deck_index(object card) except -2:
    """``hands.DECK_INDEX[card]`` (its place in ``DECK_52``), or -1 for a ``Card`` not in it (one built past Card's
    checks, of any length or value: the explaining path names it)."""
    if PyTuple_GET_SIZE(card) != 2:
        return -1
    cdef object rank = <object>PyTuple_GET_ITEM(card, 1)
    cdef int s, r
    if type(rank) is int and 2 <= rank <= 14:
        s = suit_no(<object>PyTuple_GET_ITEM(card, 0))
        if s >= 0:
            r = rank
            return 13 * s + 14 - r
    try:
        found = INDEX.get(card)
    except TypeError:  # (an unhashable value in it)
        return -1
    return -1 if found is None else <int>found


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
    cdef int d = deck_index(card)
    if d < 0:
        return None
    cdef Py_ssize_t p = <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(setup, 5), d)) - sh
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
    cdef tuple now = appended(plays, untracked((SEATS[i], card)))
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
        closed = appended(finished, untracked((winner, now)))
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


cdef inline object bidding(object dealer, tuple calls, object bid, object bidder, object doubled, object passes,
                           object contract, object rank, object option):
    cdef tuple out = <tuple>tt_alloc(BIDDING, 9)
    put(out, 0, dealer)
    put(out, 1, calls)
    put(out, 2, bid)
    put(out, 3, bidder)
    put(out, 4, doubled)
    put(out, 5, passes)
    put(out, 6, contract)
    put(out, 7, rank)
    put(out, 8, option)
    return out


cdef object _take(tuple auction, object call):
    """``Bidding.take``: the auction after ``call`` (a :class:`Call`) if it is legal now, else ``None``."""
    dealer = <object>PyTuple_GET_ITEM(auction, 0)
    cdef tuple calls = <tuple>PyTuple_GET_ITEM(auction, 1)
    bid = <object>PyTuple_GET_ITEM(auction, 2)
    bidder = <object>PyTuple_GET_ITEM(auction, 3)
    cdef Py_ssize_t doubled = <object>PyTuple_GET_ITEM(auction, 4)
    cdef Py_ssize_t passes = <object>PyTuple_GET_ITEM(auction, 5)
    cdef Py_ssize_t rank = <object>PyTuple_GET_ITEM(auction, 7)
    cdef Py_ssize_t option = <object>PyTuple_GET_ITEM(auction, 8)
    cdef Py_ssize_t r, d, k
    if passes >= 3 and (rank >= 0 or passes >= 4):  # the auction is over
        return None
    kind = (<tuple>call)[0]
    if kind == "bid":
        found = RANK.get(call)  # None: no bid of the ladder (built by hand)
        r = -1 if found is None else <Py_ssize_t>found
        if r <= rank:
            return None
        return bidding(dealer, appended(calls, call), call, SEATS[(seat_no(dealer) + len(calls)) % 4], 0, 0, None,
                       r, 1)
    if kind == "pass":
        if call is not PASS_ and call != PASS_:
            return None
        calls = appended(calls, call)
        passes += 1
        contract = None
        if passes == 3 and bid is not None and bidder is not None:  # three passes after a bid: the contract
            # declarer: the first of the bidder's side to name the strain (their calls are every other one)
            d = seat_no(dealer)
            strain = (<tuple>bid)[2]
            k = (seat_no(bidder) - d + 4) % 2  # (C remainders keep the sign: kept positive)
            while (<tuple>calls[k])[2] != strain:
                k += 2
            contract = <tuple>tt_alloc(CONTRACT, 4)
            put(contract, 0, (<tuple>bid)[1])
            put(contract, 1, strain)
            put(contract, 2, doubled)
            put(contract, 3, SEATS[(d + k) % 4])
        return bidding(dealer, calls, bid, bidder, doubled, passes, contract, rank,
                       (<tuple>AFTER_PASS[doubled])[option] if rank >= 0 else 0)
    if kind == "double":
        if option != 1 or call != <object>(DOUBLE_):
            return None
        return bidding(dealer, appended(calls, call), bid, bidder, 1, 0, None, rank, 2)
    if kind == "redouble" and option == 2 and call == <object>(REDOUBLE_):
        return bidding(dealer, appended(calls, call), bid, bidder, 2, 0, None, rank, 0)
    return None


def take(auction, call):
    """``Bidding.take`` (``kernel.take``): the auction after ``call`` if it is legal now, else ``None``."""
    return _take(<tuple>auction, call)


cdef object _called(object state, tuple st, object auction):
    """``State._called``: the state with the auction after a call; after the third pass that follows a bid, the
    play begins, led by declarer's left-hand opponent."""
    contract = (<tuple>auction)[6]
    table = None
    cdef int leader
    if contract is not None:
        leader = (seat_no((<tuple>contract)[3]) + 1) & 3
        strain = (<tuple>contract)[1]
        table = (leader, SEATS[leader], None if strain == "NT" else strain, NOTHING, MINUS_ONE)
    cdef tuple out = copied(type(state), st)
    swap(out, 2, auction)
    swap(out, 3, table)
    return out


def play(state, card):
    """``kernel.play``: the state after ``card`` if the hand to play holds it and may play it now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action`` (``IllegalAction`` with the reason if it is illegal): the kernel (a card the hand to
    play holds and may play), else ``State._apply_other``: the auction's ``take`` of a call, judged and made in one
    step (``kernel.take``), or the explaining path (``check`` names the reason of a refusal; texts and claims)."""
    after = _play(state, action)
    if after is not None:
        return after
    cdef tuple st = <tuple>state
    if type(action) is CALL and <object>PyTuple_GET_ITEM(st, 3) is None:
        called = _take(<tuple>PyTuple_GET_ITEM(st, 2), action)
        if called is not None:
            return _called(state, st, called)
    return state._apply_checked(action)


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
