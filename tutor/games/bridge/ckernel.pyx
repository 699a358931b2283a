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
from ..ctricks cimport trick_winner

from ...cards import Card
from ..legal import ready
from .auction import AFTER_PASS as AFTER_PASS_OF, BID_RANK, DOUBLE, PASS, REDOUBLE, Bidding, Call, Contract
from .hands import DECK_INDEX

__all__ = ["apply", "is_terminal", "legal_actions", "play", "take"]

cdef enum:  # State's fields (LAYOUTS: tutor.games.kernel.bind checks them against State._fields)
    F_SETUP, F_IN_HAND, F_AUCTION, F_TABLE, F_FINISHED, F_CLAIMED,
    F_SIZE  # (their number)
cdef enum:  # a Setup's (play.SETUP_LAYOUT)
    SETUP_RULES, SETUP_BOARD, SETUP_DEALER, SETUP_DEALT, SETUP_SUITS, SETUP_WHERE
cdef enum:  # a Table's (play.TABLE_LAYOUT)
    TABLE_TO_PLAY, TABLE_LEADER, TABLE_TRUMP, TABLE_PLAYS, TABLE_LED
cdef enum:  # Bidding's
    AU_DEALER, AU_CALLS, AU_BID, AU_BIDDER, AU_DOUBLED, AU_PASSES, AU_CONTRACT, AU_RANK, AU_OPTION,
    AU_SIZE
cdef enum:  # Contract's
    CON_LEVEL, CON_STRAIN, CON_DOUBLED, CON_DECLARER,
    CON_SIZE
cdef enum:  # Call's
    CALL_KIND, CALL_LEVEL, CALL_STRAIN
cdef enum:  # Card's
    CARD_SUIT, CARD_RANK
cdef enum:  # a play's, (seat, card)
    PLAY_SEAT, PLAY_CARD
cdef enum:  # a sequence's first item
    FIRST = 0
LAYOUTS = {
    "State": {"setup": F_SETUP, "in_hand": F_IN_HAND, "auction": F_AUCTION, "table": F_TABLE, "finished": F_FINISHED, "claimed": F_CLAIMED},
    "Setup": {"rules": SETUP_RULES, "board": SETUP_BOARD, "dealer": SETUP_DEALER, "dealt": SETUP_DEALT, "suits": SETUP_SUITS, "where": SETUP_WHERE},
    "Table": {"to_play": TABLE_TO_PLAY, "leader": TABLE_LEADER, "trump": TABLE_TRUMP, "plays": TABLE_PLAYS, "led": TABLE_LED},
    "Bidding": {"dealer": AU_DEALER, "calls": AU_CALLS, "bid": AU_BID, "bidder": AU_BIDDER, "doubled": AU_DOUBLED, "passes": AU_PASSES, "contract": AU_CONTRACT, "rank": AU_RANK, "option": AU_OPTION},
    "Contract": {"level": CON_LEVEL, "strain": CON_STRAIN, "doubled": CON_DOUBLED, "declarer": CON_DECLARER},
    "Call": {"kind": CALL_KIND, "level": CALL_LEVEL, "strain": CALL_STRAIN},
    "Card": {"suit": CARD_SUIT, "rank": CARD_RANK},
    "Play": {"seat": PLAY_SEAT, "card": PLAY_CARD},
}

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
cdef dict RANK = BID_RANK
cdef tuple AFTER_PASS = AFTER_PASS_OF


cdef inline int rank_of(object card) except -2:
    """The rank of a card of ``DECK_52`` (one built past Card's checks, equal to one of them, by its place there)."""
    cdef object rank = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    if type(rank) is int:
        return rank
    return 14 - deck_index(card) % 13


cdef inline int deck_index(object card) except -2:
    """``hands.DECK_INDEX[card]`` (its place in ``DECK_52``), or -1 for a ``Card`` not in it (one built past Card's
    checks, of any length or value: the explaining path names it)."""
    if PyTuple_GET_SIZE(card) != 2:
        return -1
    cdef object rank = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    cdef int s, r
    if type(rank) is int and 2 <= rank <= 14:
        s = suit_no(<object>PyTuple_GET_ITEM(card, CARD_SUIT))
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
    cdef object table_ = <object>PyTuple_GET_ITEM(st, F_TABLE)
    if table_ is None:
        return None
    cdef tuple table = <tuple>table_
    cdef Py_ssize_t i = <object>PyTuple_GET_ITEM(table, TABLE_TO_PLAY)
    if i < 0:
        return None
    cdef tuple setup = <tuple>PyTuple_GET_ITEM(st, F_SETUP)
    cdef int sh = 13 * i
    cdef int d = deck_index(card)
    if d < 0:
        return None
    cdef Py_ssize_t p = <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(setup, SETUP_WHERE), d)) - sh
    if not 0 <= p < 13:  # another hand's card, or one not dealt
        return None
    cdef uint64_t left = <object>PyTuple_GET_ITEM(st, F_IN_HAND)
    cdef object led_ = <object>PyTuple_GET_ITEM(table, TABLE_LED)
    cdef uint64_t led = <uint64_t>(-1) if led_ < 0 else <uint64_t>led_
    cdef uint64_t may = ((left & led) >> sh) & 8191
    if not may:
        may = (left >> sh) & 8191
    if not (may >> p) & 1:
        return None
    left ^= (<uint64_t>1) << (sh + p)
    cdef tuple plays = <tuple>PyTuple_GET_ITEM(table, TABLE_PLAYS)
    cdef Py_ssize_t n = len(plays), k
    cdef tuple now = appended(plays, untracked((SEATS[i], card)))
    untrack(now)
    leader = <object>PyTuple_GET_ITEM(table, TABLE_LEADER)
    trump = <object>PyTuple_GET_ITEM(table, TABLE_TRUMP)
    cdef tuple finished = <tuple>PyTuple_GET_ITEM(st, F_FINISHED)
    cdef tuple after
    cdef int best, w
    cdef int suits[4]
    cdef int ranks[4]
    cdef tuple c, closed
    if led_ < 0:  # the lead: the suit to follow
        after = (i + 1) & 3, leader, trump, now, (<tuple>PyTuple_GET_ITEM(setup, SETUP_SUITS))[
            suit_no(<object>PyTuple_GET_ITEM(card, CARD_SUIT))]
    elif n < 3:
        after = (i + 1) & 3, leader, trump, now, led_
    else:  # the fourth card: the highest trump, else the highest card of the suit led
        for k in range(4):
            c = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, k), PLAY_CARD)
            suits[k] = suit_no(<object>PyTuple_GET_ITEM(c, CARD_SUIT))
            ranks[k] = rank_of(c)
        best = trick_winner(suits, ranks, 4, suit_no(trump))  # the one-card trick's rule (ctricks.pxd; -1: no trumps)
        winner = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, best), PLAY_SEAT)
        w = seat_no(winner)
        n = len(finished)
        closed = appended(finished, untracked((winner, now)))
        untrack(closed)
        finished = closed
        after = (w if n + 1 < 13 else -1), winner, trump, NOTHING, MINUS_ONE
    untrack(after)
    cdef tuple out = <tuple>tt_alloc(type(state), F_SIZE)
    put(out, F_SETUP, setup)
    put(out, F_IN_HAND, left)
    put(out, F_AUCTION, <object>PyTuple_GET_ITEM(st, F_AUCTION))
    put(out, F_TABLE, after)
    put(out, F_FINISHED, finished)
    put(out, F_CLAIMED, None)
    return untracked(out)


cdef inline object bidding(object dealer, tuple calls, object bid, object bidder, object doubled, object passes,
                           object contract, object rank, object option):
    cdef tuple out = <tuple>tt_alloc(BIDDING, AU_SIZE)
    put(out, AU_DEALER, dealer)
    put(out, AU_CALLS, calls)
    put(out, AU_BID, bid)
    put(out, AU_BIDDER, bidder)
    put(out, AU_DOUBLED, doubled)
    put(out, AU_PASSES, passes)
    put(out, AU_CONTRACT, contract)
    put(out, AU_RANK, rank)
    put(out, AU_OPTION, option)
    return out


cdef object _take(tuple auction, object call):
    """``Bidding.take``: the auction after ``call`` (a :class:`Call`) if it is legal now, else ``None``."""
    dealer = <object>PyTuple_GET_ITEM(auction, AU_DEALER)
    cdef tuple calls = <tuple>PyTuple_GET_ITEM(auction, AU_CALLS)
    bid = <object>PyTuple_GET_ITEM(auction, AU_BID)
    bidder = <object>PyTuple_GET_ITEM(auction, AU_BIDDER)
    cdef Py_ssize_t doubled = <object>PyTuple_GET_ITEM(auction, AU_DOUBLED)
    cdef Py_ssize_t passes = <object>PyTuple_GET_ITEM(auction, AU_PASSES)
    cdef Py_ssize_t rank = <object>PyTuple_GET_ITEM(auction, AU_RANK)
    cdef Py_ssize_t option = <object>PyTuple_GET_ITEM(auction, AU_OPTION)
    cdef Py_ssize_t r, d, k
    if passes >= 3 and (rank >= 0 or passes >= 4):  # the auction is over
        return None
    kind = <object>PyTuple_GET_ITEM(<tuple>call, CALL_KIND)
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
            strain = <object>PyTuple_GET_ITEM(<tuple>bid, CALL_STRAIN)
            k = (seat_no(bidder) - d + 4) % 2  # (C remainders keep the sign: kept positive)
            while <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(calls, k), CALL_STRAIN) != strain:
                k += 2
            contract = <tuple>tt_alloc(CONTRACT, CON_SIZE)
            put(contract, CON_LEVEL, <object>PyTuple_GET_ITEM(<tuple>bid, CALL_LEVEL))
            put(contract, CON_STRAIN, strain)
            put(contract, CON_DOUBLED, doubled)
            put(contract, CON_DECLARER, SEATS[(d + k) % 4])
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
    contract = <object>PyTuple_GET_ITEM(<tuple>auction, AU_CONTRACT)
    table = None
    cdef int leader
    if contract is not None:
        leader = (seat_no(<object>PyTuple_GET_ITEM(<tuple>contract, CON_DECLARER)) + 1) & 3
        strain = <object>PyTuple_GET_ITEM(<tuple>contract, CON_STRAIN)
        table = (leader, SEATS[leader], None if strain == "NT" else strain, NOTHING, MINUS_ONE)
    cdef tuple out = copied(type(state), st)
    swap(out, F_AUCTION, auction)
    swap(out, F_TABLE, table)
    return out


def play(state, card):
    """``kernel.play``: the state after ``card`` if the hand to play holds it and may play it now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action`` (``IllegalAction`` with the reason if it is illegal): the kernel (a card the hand to
    play holds and may play), else ``State.apply_other``: the auction's ``take`` of a call, judged and made in one
    step (``kernel.take``), or the explaining path (``check`` names the reason of a refusal; texts and claims)."""
    after = _play(state, action)
    if after is not None:
        return after
    cdef tuple st = <tuple>state
    if type(action) is CALL and <object>PyTuple_GET_ITEM(st, F_TABLE) is None:
        called = _take(<tuple>PyTuple_GET_ITEM(st, F_AUCTION), action)
        if called is not None:
            return _called(state, st, called)
    return state.apply_checked(action)


def legal_actions(state):
    """Calls in the auction; in the play the cards of the hand to play (those of the suit led, if it holds any) and,
    at declarer's turn, the claims (``State.with_claims``)."""
    cdef tuple st = <tuple>state
    cdef object table_ = <object>PyTuple_GET_ITEM(st, F_TABLE)
    if table_ is None:  # the auction: a shared tuple of calls
        return ready(state, (<object>PyTuple_GET_ITEM(st, F_AUCTION)).legal_tuple())
    cdef tuple table = <tuple>table_
    cdef Py_ssize_t i = <object>PyTuple_GET_ITEM(table, TABLE_TO_PLAY)
    if i < 0:  # all 13 tricks played, or a claim given
        return ready(state, NOTHING)
    cdef tuple setup = <tuple>PyTuple_GET_ITEM(st, F_SETUP)
    cdef int sh = 13 * i
    cdef uint64_t left = <object>PyTuple_GET_ITEM(st, F_IN_HAND)
    cdef object led_ = <object>PyTuple_GET_ITEM(table, TABLE_LED)
    cdef uint64_t led = <uint64_t>(-1) if led_ < 0 else <uint64_t>led_
    cdef uint64_t m = ((left & led) >> sh) & 8191
    if not m:
        m = (left >> sh) & 8191
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(setup, SETUP_DEALT), i)
    cdef tuple cards = PyTuple_New(popcount(m))
    cdef Py_ssize_t k = 0
    while m:
        put(cards, k, <object>PyTuple_GET_ITEM(hand, ctz(m)))
        k += 1
        m &= m - 1
    if not (<object>PyTuple_GET_ITEM(setup, SETUP_RULES)).claims:
        return ready(state, cards)
    return state.with_claims(i, cards)


def is_terminal(state):
    """Is the deal over (passed out, all 13 tricks played, or a claim given)?"""
    cdef object table = <object>PyTuple_GET_ITEM(<tuple>state, F_TABLE)
    if table is None:
        return (<object>PyTuple_GET_ITEM(<tuple>state, F_AUCTION)).passes >= 4  # the auction goes on, or all four passed
    return <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>table, TABLE_TO_PLAY)) < 0
