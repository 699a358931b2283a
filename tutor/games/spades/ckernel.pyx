# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Spades' kernel compiled (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the same functions as
``kernel.py``, the pure-Python reference, doing the same on the same state tuples, in C.

``state.State`` takes its ``apply``, ``legal_actions`` and ``is_terminal`` from here when this module is built, else
from ``kernel.py``; ``tests/spades/test_spades_compiled.py`` compares the two at every step of many random hands
(every card, bid and piece of junk offered to both: the same states, the same listings, the same refusals), and
``tests/test_compiled_kernels.py`` fails when this module is not the one in use.

Why it is quicker: the state's fields are read as C values (a hand is a 52-bit mask, ``masks.py``), the next state
is allocated and filled directly (as ``tuple.__new__(State, ...)`` would, with no tuple of arguments first), a
listing is the set bits of a mask turned into the ``DECK_52`` cards they stand for, and the winner of a trick is
worked out on the bits (spades trump: :func:`tutor.tricks.winning_index`'s rule).
"""

from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_GET_SIZE, PyTuple_New
from libc.stdint cimport uint64_t

from ..cobjects cimport appended, copied, ctz, popcount, put, swap, tt_alloc, untrack, untracked
from ..ctricks cimport trick_winner

from ...cards import DECK_52, Card, deal_order
from ..legal import ready
from .masks import BIT

__all__ = ["apply", "deal_masks", "is_terminal", "legal_actions", "play"]

cdef enum:  # State's fields (LAYOUTS: tutor.games.kernel.bind checks them against State._fields)
    F_RULES, F_DEALER, F_MASKS, F_LOOKED, F_BID_LIST, F_TURN, F_NBIDS, F_LEADER, F_TRICK, F_BROKEN, F_WON, F_HISTORY, F_BEFORE, F_EXCHANGE, F_GIVEN,
    F_SIZE  # (their number)
cdef enum:  # Card's
    CARD_SUIT, CARD_RANK
cdef enum:  # a sequence's first item (a trick's first card)
    FIRST = 0
cdef enum:
    SPADES = 0  # the trump suit's number (``suit_no``; the 13 lowest bits of a hand)
LAYOUTS = {"State": {"rules": F_RULES, "dealer": F_DEALER, "masks": F_MASKS, "looked": F_LOOKED, "bid_list": F_BID_LIST, "turn": F_TURN, "nbids": F_NBIDS, "leader": F_LEADER, "trick": F_TRICK, "broken": F_BROKEN, "won": F_WON, "history": F_HISTORY, "before": F_BEFORE, "exchange": F_EXCHANGE, "given": F_GIVEN}, "Card": {"suit": CARD_SUIT, "rank": CARD_RANK}}

cdef tuple DECK = DECK_52  # bit d is DECK_52[d]: spades, hearts, diamonds, clubs, each from the ace down
cdef dict BITS = BIT
cdef object CARD = Card
cdef object CLUB_TWO = Card("C", 2)
cdef tuple CLUB_TWO_ONLY = (CLUB_TWO,)
cdef tuple NOTHING = ()
cdef object FOUR = 4
cdef object TRUE = True
cdef uint64_t FULL = 0x1FFF
cdef uint64_t SIDE = ((<uint64_t>1 << 52) - 1) ^ FULL  # every suit but spades (spades hold the 13 lowest bits)
cdef object _deal_order = deal_order  # (its compiled half when built: tutor/ccards.pyx)


cdef inline int bit_of(object card):
    """The bit of ``card`` in a hand, or -1 if it is no card of a Spades deck (``masks.BIT``'s keys; one built past
    Card's checks, of any length or value, is none: the explaining path names it)."""
    cdef object suit, rank
    cdef int s, r
    if type(card) is not CARD or PyTuple_GET_SIZE(card) != 2:
        return -1
    suit = <object>PyTuple_GET_ITEM(card, CARD_SUIT)
    rank = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    if type(rank) is int and 2 <= rank <= 14:
        r = rank
        if suit == "S":
            return 14 - r
        if suit == "H":
            return 27 - r
        if suit == "D":
            return 40 - r
        if suit == "C":
            return 53 - r
        return -1
    return odd_bit(card)


cdef int odd_bit(object card):
    """``bit_of`` a card not of the deck as built: ``BIT``'s equality decides, as in kernel.py (apart, so that
    ``bit_of`` stays small enough for the C compiler to inline)."""
    try:
        found = BITS.get(card)
    except TypeError:  # (an unhashable value in it)
        return -1
    return -1 if found is None else ctz(<uint64_t>found)


cdef inline tuple listing(uint64_t m):
    """The cards of mask ``m``, bit by bit from the lowest: ``masks.cards_of``'s order."""
    cdef Py_ssize_t i = 0
    cdef tuple out = PyTuple_New(popcount(m))
    while m:
        put(out, i, <object>PyTuple_GET_ITEM(DECK, ctz(m)))
        i += 1
        m &= m - 1
    return out


cdef inline object built(object cls, tuple st, object masks, object turn, object leader, object trick, object broken,
                         object won, object history):
    """A state of class ``cls`` after a card of ``st``'s play (bidding done, so four bids; no exchange on)."""
    cdef tuple out = <tuple>tt_alloc(cls, F_SIZE)
    put(out, F_RULES, <object>PyTuple_GET_ITEM(st, F_RULES))
    put(out, F_DEALER, <object>PyTuple_GET_ITEM(st, F_DEALER))
    put(out, F_MASKS, masks)
    put(out, F_LOOKED, <object>PyTuple_GET_ITEM(st, F_LOOKED))
    put(out, F_BID_LIST, <object>PyTuple_GET_ITEM(st, F_BID_LIST))
    put(out, F_TURN, turn)
    put(out, F_NBIDS, FOUR)
    put(out, F_LEADER, leader)
    put(out, F_TRICK, trick)
    put(out, F_BROKEN, broken)
    put(out, F_WON, won)
    put(out, F_HISTORY, history)
    put(out, F_BEFORE, <object>PyTuple_GET_ITEM(st, F_BEFORE))
    put(out, F_EXCHANGE, NOTHING)
    put(out, F_GIVEN, <object>PyTuple_GET_ITEM(st, F_GIVEN))
    return untracked(out)


cdef object _play(object state, object card):
    cdef tuple st = <tuple>state
    cdef Py_ssize_t t = <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef Py_ssize_t nbids = <object>PyTuple_GET_ITEM(st, F_NBIDS)
    if nbids < 4 or t < 0 or <object>PyTuple_GET_ITEM(st, F_EXCHANGE):
        return None
    cdef int b = bit_of(card)
    if b < 0:
        return None
    cdef uint64_t bit = (<uint64_t>1) << b
    cdef tuple masks = <tuple>PyTuple_GET_ITEM(st, F_MASKS)
    cdef uint64_t m = <object>PyTuple_GET_ITEM(masks, t)
    if not m & bit:
        return None
    cdef tuple trick = <tuple>PyTuple_GET_ITEM(st, F_TRICK)
    cdef tuple history = <tuple>PyTuple_GET_ITEM(st, F_HISTORY)
    cdef object broken = <object>PyTuple_GET_ITEM(st, F_BROKEN)
    cdef Py_ssize_t n = len(trick), i
    cdef uint64_t led
    cdef int c
    if n:  # follow suit if you can: the card is of the suit led, or the hand has none
        led = FULL << (13 * (bit_of(<object>PyTuple_GET_ITEM(trick, FIRST)) // 13))
        if not (bit & led or not m & led):
            return None
    elif history or (<object>PyTuple_GET_ITEM(st, F_RULES)).first_lead == "dealer_left":
        if not (broken or bit & SIDE or not m & SIDE):  # a lead: spades broken, or nothing else held
            return None
    elif card != CLUB_TWO:  # the club-two rule's first lead
        return None
    # legal: play it
    m ^= bit
    cdef tuple after = copied(tuple, masks)
    swap(after, t, m)
    if b < 13:
        broken = TRUE
    cdef tuple played = appended(trick, card)
    untrack(played)
    cdef Py_ssize_t leader = <object>PyTuple_GET_ITEM(st, F_LEADER)
    if n < 3:
        return built(type(state), st, after, (t + 1) & 3, <object>PyTuple_GET_ITEM(st, F_LEADER), played, broken,
                     <object>PyTuple_GET_ITEM(st, F_WON), history)
    # the fourth card: the highest spade, else the highest card of the suit led (a lower bit is a higher card)
    cdef int suits[4]
    cdef int ranks[4]
    for i in range(4):
        c = bit_of(<object>PyTuple_GET_ITEM(played, i))
        suits[i] = c // 13  # spades 0, hearts 1, diamonds 2, clubs 3
        ranks[i] = -c  # (a lower bit is a higher card)
    cdef int winner = trick_winner(suits, ranks, 4, SPADES)  # the one-card trick's rule (ctricks.pxd)
    cdef Py_ssize_t w = (leader + winner) & 3
    cdef tuple won = <tuple>PyTuple_GET_ITEM(st, F_WON)
    cdef tuple counts = copied(tuple, won)
    swap(counts, w, <object>PyTuple_GET_ITEM(won, w) + 1)
    cdef Py_ssize_t done = len(history)
    cdef tuple closed = appended(history, untracked((leader, played)))
    untrack(closed)
    return built(type(state), st, after, w if done + 1 < 13 else -1, w, NOTHING, broken, counts, closed)


def play(state, card):
    """``kernel.play``: the state after ``card`` if it is a legal card of the seat to play now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action``; raises ``IllegalAction`` (with the reason) and changes nothing.
    The kernel (a legal card, judged on the masks), else ``State.apply_other``: a bid that is plainly open, or
    the explaining path (``check`` names the reason of a refusal)."""
    after = _play(state, action)
    if after is not None:
        return after
    return state.apply_other(action)


def legal_actions(state):
    """Cards (play, exchange) or bids: 0–13 (0 is nil), ``"blind"`` and ``"look"`` while the bidder has not looked.
    A ready tuple (``tutor.games.legal.ready``) of the cards a mask holds; the bids are ``State.bid_actions``."""
    cdef tuple st = <tuple>state
    cdef Py_ssize_t t = <object>PyTuple_GET_ITEM(st, F_TURN)
    if t < 0:
        return ready(state, NOTHING)
    if <Py_ssize_t>(<object>PyTuple_GET_ITEM(st, F_NBIDS)) != 4:
        return state.bid_actions()
    cdef uint64_t m = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(st, F_MASKS), t)
    cdef tuple trick = <tuple>PyTuple_GET_ITEM(st, F_TRICK)
    cdef uint64_t same
    if trick:
        same = m & (FULL << (13 * (bit_of(<object>PyTuple_GET_ITEM(trick, FIRST)) // 13)))
        return ready(state, listing(same if same else m))
    if <object>PyTuple_GET_ITEM(st, F_EXCHANGE):  # the blind-nil exchange: any card
        return ready(state, listing(m))
    if not (<object>PyTuple_GET_ITEM(st, F_HISTORY) or (<object>PyTuple_GET_ITEM(st, F_RULES)).first_lead == "dealer_left"):
        return ready(state, CLUB_TWO_ONLY)  # club_two rule: the first lead is the ♣2
    if <object>PyTuple_GET_ITEM(st, F_BROKEN) or not m & SIDE:  # spades broken, or nothing else: any card
        return ready(state, listing(m))
    return ready(state, listing(m & SIDE))


def is_terminal(state):
    """Is the hand over (all 13 tricks played)?"""
    return <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>state, F_TURN)) < 0


def deal_masks(seed):
    """``kernel.deal_masks``: the four hands ``cards.deal(seed)`` deals, as masks by seat number, or ``None`` when
    ``cards.deal_order`` does not deal this seed the fast way (the caller then deals with ``cards.deal``)."""
    order = _deal_order(seed)
    if order is None:
        return None
    cdef list x = <list>order
    cdef uint64_t hand
    cdef Py_ssize_t i, j
    cdef tuple masks = PyTuple_New(4)
    for i in range(4):
        hand = 0
        for j in range(13 * i, 13 * i + 13):
            hand |= (<uint64_t>1) << <int>x[j]
        put(masks, i, hand)
    return masks
