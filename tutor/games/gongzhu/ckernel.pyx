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

from ..cobjects cimport appended, copied, ctz, popcount, put, seat_no, suit_no, swap, tt_alloc, untrack, untracked
from ..ctricks cimport trick_winner

from ...cards import DECK_52, Card
from ..legal import ready
from .dealt import BIT_AT, SEAT_BITS as SEAT_BITS_OF, SUIT_NO as SUIT_NO_OF, Dealt
from .kernel import CARD_CODE, SALEABLE_OF, SUIT_SET, WON_SHIFT, lead_bits
from .sales import Sale
from .sales import plan

__all__ = ["apply", "dealt_of", "is_terminal", "legal_actions", "play"]

cdef enum:  # State's fields (LAYOUTS: tutor.games.kernel.bind checks them against State._fields)
    F_RULES, F_DEALT, F_ALIVE, F_LEADER, F_FIRST_HAND, F_OPENING, F_SALES, F_PENDING, F_SOLD_LEVELS, F_SOLD_CARDS, F_AUTO_SOLD, F_TURN, F_PLAYS, F_HISTORY, F_LED, F_WON, F_PLAYABLE,
    F_SIZE  # (their number)
cdef enum:  # Card's
    CARD_SUIT, CARD_RANK
cdef enum:  # a play's, (seat, card): a trick's plays, a pending sale's question
    PLAY_SEAT, PLAY_CARD
cdef enum:  # Sale's
    SALE_CARD, SALE_LEVEL
cdef enum:  # a sequence's first item
    FIRST = 0
cdef enum:
    NO_TRUMPS = -1  # (``ctricks.trick_winner``'s trump suit: none)
LAYOUTS = {"State": {"rules": F_RULES, "dealt": F_DEALT, "alive": F_ALIVE, "leader": F_LEADER, "first_hand": F_FIRST_HAND, "opening": F_OPENING, "sales": F_SALES, "pending": F_PENDING, "sold_levels": F_SOLD_LEVELS, "sold_cards": F_SOLD_CARDS, "auto_sold": F_AUTO_SOLD, "turn": F_TURN, "plays": F_PLAYS, "history": F_HISTORY, "led": F_LED, "won": F_WON, "playable": F_PLAYABLE}, "Card": {"suit": CARD_SUIT, "rank": CARD_RANK},
           "Play": {"seat": PLAY_SEAT, "card": PLAY_CARD}, "Sale": {"card": SALE_CARD, "level": SALE_LEVEL}}

cdef object CARD = Card
cdef dict RANK_OF = {c: c.rank for c in DECK_52}


cdef inline int rank_no(tuple card) except? -1:
    """A dealt card's rank (one built past Card's checks, equal to a card of the deck: that card's)."""
    rank = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    if type(rank) is int:
        return rank
    return RANK_OF[card]

cdef tuple NOTHING = ()
cdef dict SEAT_BITS = SEAT_BITS_OF
cdef dict SUIT_NO = SUIT_NO_OF
cdef dict CODE = CARD_CODE
cdef dict SALEABLE = SALEABLE_OF
cdef dict SUIT_SETS = SUIT_SET
cdef dict SHIFT_OF_WON = WON_SHIFT
cdef object _lead_bits = lead_bits
cdef object SALE = Sale
cdef object plan_of = plan
cdef tuple SEATS = ("N", "E", "S", "W")
cdef tuple DECK = DECK_52
cdef tuple ONE = BIT_AT
cdef object DEALT_MADE = Dealt.made


cdef inline object built(object cls, tuple st, uint64_t alive, object turn, object plays, object history, object led,
                         object won, uint64_t playable):
    """A state of class ``cls`` after a card of ``st``'s play (the selling is over: its fields are ``st``'s)."""
    cdef tuple out = <tuple>tt_alloc(cls, F_SIZE)
    cdef Py_ssize_t i
    put(out, F_RULES, <object>PyTuple_GET_ITEM(st, F_RULES))
    put(out, F_DEALT, <object>PyTuple_GET_ITEM(st, F_DEALT))
    put(out, F_ALIVE, alive)
    for i in range(F_LEADER, F_TURN):  # leader, first_hand, opening, sales, pending, sold_levels, sold_cards, auto_sold
        put(out, i, <object>PyTuple_GET_ITEM(st, i))
    put(out, F_TURN, turn)
    put(out, F_PLAYS, plays)
    put(out, F_HISTORY, history)
    put(out, F_LED, led)
    put(out, F_WON, won)
    put(out, F_PLAYABLE, playable)
    return untracked(out)


cdef object _play(object state, object card):
    if type(card) is not CARD:
        return None
    cdef tuple st = <tuple>state
    cdef uint64_t bits = <object>PyTuple_GET_ITEM(st, F_PLAYABLE)
    if not bits:
        return None
    dealt = <object>PyTuple_GET_ITEM(st, F_DEALT)
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
    rules = <object>PyTuple_GET_ITEM(st, F_RULES)
    cdef uint64_t alive = <uint64_t>(<object>PyTuple_GET_ITEM(st, F_ALIVE)) ^ bit
    turn = <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef tuple plays = <tuple>PyTuple_GET_ITEM(st, F_PLAYS)
    cdef Py_ssize_t n = len(plays), i
    cdef tuple now = appended(plays, untracked((turn, card)))
    untrack(now)
    sold_cards = <object>PyTuple_GET_ITEM(st, F_SOLD_CARDS)
    led = <object>PyTuple_GET_ITEM(st, F_LED)
    cdef int seat = seat_no(turn)
    cdef uint64_t mine, same
    if n < 3:  # the next seat follows: its cards of the suit led, or any card if it has none
        seat = (seat + 1) & 3 if rules.direction == "clockwise" else (seat + 3) & 3
        nxt = SEATS[seat]
        mine = alive & (<uint64_t>0x1FFF << (13 * seat))
        suit = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, FIRST), PLAY_CARD), CARD_SUIT)
        same = <uint64_t>(dealt.suits[SUIT_NO[suit]]) & mine
        if not same:
            same = mine
        elif same & (same - 1) and sold_cards and suit not in led:
            # two or more of the suit led on its first round: its sold card (if held) may not be played
            sold = SALEABLE[suit]
            if sold in sold_cards:
                same &= ~<uint64_t>(pos.get(sold, 0))  # not there once played (a re-dealt sample)
        return built(type(state), st, alive, nxt, now, <object>PyTuple_GET_ITEM(st, F_HISTORY), led,
                     <object>PyTuple_GET_ITEM(st, F_WON), same)
    # the fourth card: the highest card of the suit led takes the trick (no trumps)
    suit = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, FIRST), PLAY_CARD), CARD_SUIT)
    code = 0
    cdef tuple c
    cdef int suits[4]
    cdef int ranks[4]
    for i in range(4):
        c = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, i), PLAY_CARD)
        code = code + CODE[c]
        suits[i] = suit_no(<object>PyTuple_GET_ITEM(c, CARD_SUIT))
        ranks[i] = rank_no(c)
    cdef Py_ssize_t best = trick_winner(suits, ranks, 4, NO_TRUMPS)  # the one-card trick's rule (ctricks.pxd)
    winner = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(now, best), PLAY_SEAT)
    won = <object>PyTuple_GET_ITEM(st, F_WON)
    if code:
        won = won + (code << SHIFT_OF_WON[winner])
    if suit not in led:
        led = led | SUIT_SETS[suit]
    cdef tuple history = <tuple>PyTuple_GET_ITEM(st, F_HISTORY)
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
    offers, and not its last (``None`` otherwise: the last decision settles the sales, in ``State.decide``)."""
    cdef tuple pending = <tuple>PyTuple_GET_ITEM(st, F_PENDING)
    turn = <object>PyTuple_GET_ITEM(st, F_TURN)
    sold, level = <object>PyTuple_GET_ITEM(<tuple>sale, SALE_CARD), <object>PyTuple_GET_ITEM(<tuple>sale, SALE_LEVEL)
    cdef Py_ssize_t k, n = len(pending), i
    if <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(pending, FIRST), PLAY_CARD) is sold:  # the first card asked about (cards are shared)
        k = 0
    else:
        k = pending.index((turn, sold)) if (turn, sold) in pending else -1
    if k < 0:
        return None
    rules = <object>PyTuple_GET_ITEM(st, F_RULES)
    if level not in plan_of(rules).levels.get(sold, ()):
        return None
    dealt = <object>PyTuple_GET_ITEM(st, F_DEALT)
    if not (dealt.pos.get(sold, 0) & <object>PyTuple_GET_ITEM(st, F_ALIVE) & SEAT_BITS[turn]):
        return None
    if n == 1:  # the last decision settles the sales
        return state.decide(0, sold, level)
    cdef tuple left = PyTuple_New(n - 1)
    cdef Py_ssize_t j = 0
    for i in range(n):
        if i != k:
            put(left, j, <object>PyTuple_GET_ITEM(pending, i))
            j += 1
    cdef tuple out = copied(type(state), st)
    swap(out, F_SALES, appended(<tuple>PyTuple_GET_ITEM(st, F_SALES), (turn, sold, level)))
    swap(out, F_PENDING, left)
    swap(out, F_TURN, <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(left, FIRST), PLAY_SEAT))
    swap(out, F_PLAYABLE, 0)
    return out


def play(state, card):
    """``kernel.play``: the state after ``card`` if it is among the seat to play's playable cards now, else ``None``."""
    return _play(state, card)


def apply(state, action):
    """The state after ``action`` (a :class:`Sale` or a card, also as text such as ``"SQ"``); ``IllegalAction``
    (the reason and the legal actions) if the rules do not allow it now. The kernel (a playable card, or a sale
    plainly open: ``State.apply_other``'s), else the explaining path (``check`` names the reason of a refusal)."""
    after = _play(state, action)
    if after is not None:
        return after
    cdef tuple st = <tuple>state
    if type(action) is SALE and <object>PyTuple_GET_ITEM(st, F_PENDING):
        after = _sell(state, st, action)
        if after is not None:
            return after
    return state.apply_checked(action)


def legal_actions(state):
    """Sales (each pending card of the seat asked, at each level: ``State.sale_actions``), or the cards that may be
    played, in the order of the hand as dealt (the state's ``playable`` bits picked from the hand)."""
    cdef tuple st = <tuple>state
    cdef uint64_t bits = <object>PyTuple_GET_ITEM(st, F_PLAYABLE)
    cdef tuple pending
    cdef list items
    if not bits:  # the selling phase (or the hand is over): each pending card of the seat asked that it holds,
        pending = <tuple>PyTuple_GET_ITEM(st, F_PENDING)  # at each level
        if not pending:
            return ready(state, NOTHING)
        asking = <object>PyTuple_GET_ITEM(st, F_TURN)
        pos = (<object>PyTuple_GET_ITEM(st, F_DEALT)).pos
        mine = <object>PyTuple_GET_ITEM(st, F_ALIVE) & SEAT_BITS[asking]
        sales = plan_of(<object>PyTuple_GET_ITEM(st, F_RULES)).sales
        items = []
        for asked in pending:
            if <object>PyTuple_GET_ITEM(<tuple>asked, PLAY_SEAT) == asking and \
                    pos.get(<object>PyTuple_GET_ITEM(<tuple>asked, PLAY_CARD), 0) & mine:
                items.extend(sales.get(<object>PyTuple_GET_ITEM(<tuple>asked, PLAY_CARD), ()))  # a card never for sale: nothing to offer
        return ready(state, tuple(items))
    cdef int seat = seat_no(<object>PyTuple_GET_ITEM(st, F_TURN))
    cdef uint64_t m = (bits >> (13 * seat)) & 0x1FFF
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>((<object>PyTuple_GET_ITEM(st, F_DEALT)).hands), seat)
    cdef tuple out = PyTuple_New(popcount(m))
    cdef Py_ssize_t i = 0
    while m:
        put(out, i, <object>PyTuple_GET_ITEM(hand, ctz(m)))
        i += 1
        m &= m - 1
    return ready(state, out)


def is_terminal(state):
    """Is the hand over (all 13 tricks played)?"""
    return len(<tuple>PyTuple_GET_ITEM(<tuple>state, F_HISTORY)) == 13


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
    return DEALT_MADE((cards[:13], cards[13:26], cards[26:39], cards[39:]), pos, (suits[0], suits[1], suits[2], suits[3]))
