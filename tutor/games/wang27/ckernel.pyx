# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""27 Wang's kernel compiled (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the same functions as
``kernel.py``, the pure-Python reference, doing the same on the same state tuples, in C; and the play phase's legal
views (``listing.FollowView`` and ``listing.LeadView``, whose listing and counting they inherit) with their usual draws in C.

``state.State`` takes its ``apply``, ``legal_actions`` and ``is_terminal`` from here when this module is built, else
from ``kernel.py``; ``tests/wang27/test_wang27_compiled.py`` compares the two at every step of many random hands
(every action listed and a heap of others, junk included, offered to both: the same states, listings, refusals and
draws), and ``tests/test_compiled_kernels.py`` fails when this module is not the one in use.

Why it is quicker: a hand is read once into C arrays (a count per card id, each id's effective suit and step under
the trump from tables made at import, ``ranks.ESUIT`` and ``ranks.STEP``), so a play is judged by counting, a follower's
cards of the suit led are a filter in C, a leader's suits are split in one pass, and a draw uses the random stream
exactly as the pure-Python views do (the same calls to ``getrandbits``: seeded bots and lessons replay the same
games). A single card played (most plays of a playout) is made here too: the trick, the hand less the card and the
next state are allocated and filled directly. Anything else (pairs, tractors, throws; a follow that needs
``follow.follow_problem``; a draw of several cards to follow; another generator than ``random.Random``) is handed to
the very Python code the reference runs, so both give the same answer by construction.
"""

from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_GET_SIZE, PyTuple_New

from ...cdraws cimport below, shuffle
from ..cobjects cimport appended, copied, put, seat_no, suit_no, swap, tt_alloc, untracked
from ..ctricks cimport beats

import random

from ...cards import DECK_54, Card
from .action import Action
from .follow import follow_problem
from .fast import sample_multiset as fast_sample
from .declare import SINGLE_OF, ladder_rank, places
from .listing import ALWAYS as ALWAYS_OF, DRAWN, PASS as PASS_OF, BuryView, FollowView, LeadView, legal_view, listed
from .ranks import ESUIT, STEP
from .lead import penalty_of
from .trick import ComboTrick
from .views import sort_rank
from . import kernel as reference

__all__ = ["Bury", "Follow", "Lead", "apply", "deal_hands", "is_terminal", "legal_actions", "play"]

cdef enum:  # State's fields (LAYOUTS: tutor.games.kernel.bind checks them against State._fields)
    F_RULES, F_DEALER, F_HELD, F_KITTY, F_START_LEVELS, F_PHASE, F_TURN, F_DECL, F_AUCTION, F_TRUMP, F_BANKER, F_TARGET, F_BURIED, F_TRICK, F_DONE, F_PENALTY, F_PENALTIES
cdef enum:  # ComboTrick's
    TR_LEADER, TR_PLAYS, TR_UNITS, TR_SUIT, TR_TRUMP, TR_TIERS, TR_ATTEMPT, TR_BEATEN_BY, TR_BEST, TR_BEST_RANK,
    TR_SIZE  # (their number)
cdef enum:  # Action's
    ACTION_KIND, ACTION_VALUE,
    ACTION_SIZE
cdef enum:  # Card's
    CARD_SUIT, CARD_RANK
cdef enum:  # a play's, (seat, cards): a trick's plays
    PLAY_SEAT, PLAY_CARDS
cdef enum:  # a sequence's first item
    FIRST = 0
cdef enum:  # a single card's rank in a trick (``trick.rank_of``'s pair): is it a trump, and its step
    RANK_TRUMPS, RANK_STEP
cdef enum:
    TRUMPS = 4  # the effective suit of trumps (``ESUIT_NAME``'s "T")
LAYOUTS = {
    "State": {"rules": F_RULES, "dealer": F_DEALER, "held": F_HELD, "kitty": F_KITTY, "start_levels": F_START_LEVELS, "phase": F_PHASE, "turn": F_TURN, "decl": F_DECL, "auction": F_AUCTION, "trump": F_TRUMP, "banker": F_BANKER, "target": F_TARGET, "buried": F_BURIED, "trick": F_TRICK, "done": F_DONE, "penalty": F_PENALTY, "penalties": F_PENALTIES},
    "ComboTrick": {"leader": TR_LEADER, "plays": TR_PLAYS, "units": TR_UNITS, "suit": TR_SUIT, "trump": TR_TRUMP, "tiers": TR_TIERS, "attempt": TR_ATTEMPT, "beaten_by": TR_BEATEN_BY, "best": TR_BEST, "best_rank": TR_BEST_RANK},
    "Action": {"kind": ACTION_KIND, "value": ACTION_VALUE},
    "Card": {"suit": CARD_SUIT, "rank": CARD_RANK},
    "Play": {"seat": PLAY_SEAT, "cards": PLAY_CARDS},
}

cdef object CARD = Card
cdef object ACTION = Action
cdef object TRICK = ComboTrick
cdef object RANDOM = random.Random
cdef object GETRANDBITS = random.Random.getrandbits  # the C method itself (random.Random does not override it)
cdef object REF_PLAY = reference.play
cdef object REF_DEAL = reference.deal_hands
cdef tuple DECK = DECK_54
cdef object PENALTY = penalty_of
cdef object LEGAL_VIEW = legal_view
cdef object FOLLOW_PROBLEM = follow_problem
cdef object DRAWN_GET = DRAWN.get
cdef object ALWAYS = ALWAYS_OF
cdef object PY_FOLLOW_CHOICE = FollowView.choice
cdef object PY_LEAD_CHOICE = LeadView.choice
cdef object PY_BURY_CHOICE = BuryView.choice
cdef object PY_SAMPLE = fast_sample
cdef tuple SEATS = ("N", "E", "S", "W")
cdef tuple ESUIT_NAME = ("S", "H", "D", "C", "T")  # effective suit codes 0..4 → their letters (4: trumps)
cdef tuple NOTHING = ()
cdef object ZERO = 0, ONE = 1

DEF NCARDS = 54  # card ids: suit number × 13 + rank − 2 for the 52 (suits S H D C), 52 the little joker, 53 the big
DEF MOST = 64  # no hand in play holds more cards than this (25 dealt, 33 with the kitty): more goes to Python

cdef int ES[5][NCARDS]  # trump number (S H D C, 4 no-trump) → card id → effective suit code
cdef int STEPS[5][NCARDS]  # trump number → card id → step (``ranks.STEP``)
cdef int RANKS[5][NCARDS]  # trump number → card id → its place in the order a hand is shown (``views.sort_rank``)
cdef dict IDS = {}  # the 54 cards → their ids (for a card built past Card's checks, judged by equality)


cdef object S_ = "S", H_ = "H", D_ = "D", C_ = "C", T_ = "T"  # effective suits' letters, as ESUIT_NAME holds them
# the suits as the deck's cards hold them, for card_id's comparisons by identity: a letter written in the code
# is not always that object (in CPython 3.11 the letters of "SHDC" the deck is built from are other objects than
# the constants "S" "H"; half the cards then missed the quick path and were looked up in IDS)
cdef object CARD_S = DECK_54[0].suit, CARD_H = DECK_54[13].suit, CARD_D = DECK_54[26].suit, CARD_C = DECK_54[39].suit


cdef inline int esuit_no(object s):
    """An effective suit's letter (S H D C, T for trumps) → its code 0..4."""
    if s is T_:
        return 4
    if s is S_:
        return 0
    if s is H_:
        return 1
    if s is D_:
        return 2
    if s is C_:
        return 3
    return ESUIT_NAME.index(s)


cdef inline int trump_no(object trump):
    """S H D C → 0..3, no-trump (``None``) → 4; -1: not a trump of the game."""
    if trump is None:
        return 4
    return suit_no(trump)




cdef inline int card_id(object card):
    """The id of ``card`` (a ``Card``), or -1 when it is none of the 54 (one built past Card's checks, of any
    length or value, included: the explaining path names it)."""
    cdef object suit, rank
    cdef long r
    if type(card) is not CARD or PyTuple_GET_SIZE(card) != 2:
        return -1
    suit = <object>PyTuple_GET_ITEM(card, CARD_SUIT)
    rank = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    if type(rank) is int:
        r = rank
        if 2 <= r <= 14:
            if suit is CARD_S:
                return <int>r - 2
            if suit is CARD_H:
                return 11 + <int>r
            if suit is CARD_D:
                return 24 + <int>r
            if suit is CARD_C:
                return 37 + <int>r
        elif suit is None:
            if r == 15:
                return 52
            if r == 16:
                return 53
    return odd_id(card)


cdef int odd_id(object card):
    """``card_id`` of a card not as the deck builds them: equality decides, as in the dicts of kernel.py (apart, so
    that ``card_id`` stays small enough for the C compiler to inline in every loop over a hand)."""
    try:
        found = IDS.get(card)
    except TypeError:  # (an unhashable value in it)
        return -1
    return -1 if found is None else <int>found


cdef inline int plain_id(object card):
    """``card_id`` of a card as the deck builds it (the ids table is made from these)."""
    cdef object suit = <object>PyTuple_GET_ITEM(card, CARD_SUIT)
    cdef long r = <object>PyTuple_GET_ITEM(card, CARD_RANK)
    if suit is None:
        return 52 if r == 15 else 53
    return suit_no(suit) * 13 + <int>r - 2


for _card in DECK_54:
    _id = plain_id(_card)
    IDS[_card] = _id
    for _t, _trump in enumerate(("S", "H", "D", "C", None)):
        ES[_t][_id] = ESUIT_NAME.index(ESUIT[_trump][_card])
        STEPS[_t][_id] = STEP[_trump][_card]
        RANKS[_t][_id] = sort_rank(_trump)[_card]


cdef inline int ids_of(tuple cards, int *out, int most):
    """The ids of ``cards`` into ``out``; their number, or -1 when one is not a card or there are more than
    ``most``."""
    cdef Py_ssize_t n = len(cards), i
    cdef int c
    if n > most:
        return -1
    for i in range(n):
        c = card_id(<object>PyTuple_GET_ITEM(cards, i))
        if c < 0:
            return -1
        out[i] = c
    return <int>n


# -- a play judged and made ---------------------------------------------------------------------------
cdef int judge(tuple st, object state, object action, tuple cards, tuple hand, int *hid, int nh, int t):
    """1 if the play of ``cards`` is legal now, 0 if not (``fast.follow_ok`` and ``State.lead_ok``)."""
    cdef int cid[MOST]
    cdef int have[NCARDS]
    cdef int n = ids_of(cards, cid, MOST), i, s, held_in, played_in
    if n < 0:  # a card that is none of the 54: not held
        return 0
    for i in range(NCARDS):
        have[i] = 0
    for i in range(nh):
        have[hid[i]] += 1
    for i in range(n):
        have[cid[i]] -= 1
        if have[cid[i]] < 0:
            return 0  # not held (as often as played)
    trick = <object>PyTuple_GET_ITEM(st, F_TRICK)
    if trick is None:  # a lead: one effective suit; a throw only where the rules allow it
        s = ES[t][cid[0]]
        for i in range(1, n):
            if ES[t][cid[i]] != s:
                return 0
        if n == 1 or (<object>PyTuple_GET_ITEM(st, F_RULES)).throw_policy == "any":
            return 1
        return state.lead_problem(<object>PyTuple_GET_ITEM(st, F_TURN), cards) is None
    cdef tuple plays = <tuple>PyTuple_GET_ITEM(<tuple>trick, TR_PLAYS)
    cdef Py_ssize_t size = len(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(plays, FIRST), PLAY_CARDS))
    if n != size:
        return 0
    s = esuit_no(<object>PyTuple_GET_ITEM(<tuple>trick, TR_SUIT))
    held_in = played_in = 0
    for i in range(nh):
        held_in += ES[t][hid[i]] == s
    for i in range(n):
        played_in += ES[t][cid[i]] == s
    if held_in <= n:
        return played_in == held_in  # every card of the suit (the play is part of the hand)
    if played_in < n:
        return 0
    units = <tuple>PyTuple_GET_ITEM(<tuple>trick, TR_UNITS)
    if len(<tuple>PyTuple_GET_ITEM(units, FIRST)) == 1:  # singles led: any n cards of the suit
        return 1
    drawn = DRAWN_GET(state)
    if drawn is not None and drawn is action:  # what this state's view just drew: legal as drawn
        return 1
    return FOLLOW_PROBLEM(hand, units, <object>PyTuple_GET_ITEM(<tuple>trick, TR_SUIT), cards,
                          <object>PyTuple_GET_ITEM(st, F_TRUMP), (<object>PyTuple_GET_ITEM(st, F_RULES)).trump_tier_tractors) is None


cdef inline tuple new_trick_of(object seat_name, tuple played, tuple units, object suit, tuple st, object attempt,
                               object beaten_by, int step):
    """A trick as ``seat_name`` leads ``played`` (``ComboTrick.lead(..., decomposed=True)``: its height the step of
    its first unit's first card, ``step``)."""
    cdef tuple trick = <tuple>tt_alloc(TRICK, TR_SIZE)
    put(trick, TR_LEADER, seat_name)
    put(trick, TR_PLAYS, untracked(((seat_name, played),)))
    put(trick, TR_UNITS, units)
    put(trick, TR_SUIT, suit)
    put(trick, TR_TRUMP, <object>PyTuple_GET_ITEM(st, F_TRUMP))
    put(trick, TR_TIERS, (<object>PyTuple_GET_ITEM(st, F_RULES)).trump_tier_tractors)
    put(trick, TR_ATTEMPT, attempt)
    put(trick, TR_BEATEN_BY, beaten_by)
    put(trick, TR_BEST, ZERO)
    put(trick, TR_BEST_RANK, untracked((ZERO, step)))
    return untracked(trick)


cdef inline tuple trick_after(tuple trick, object seat_name, tuple played, Py_ssize_t best, object best_rank):
    """``trick`` after ``seat_name`` plays ``played`` to it, the ``best``-th play (ranked ``best_rank``) winning so
    far (``ComboTrick.add``'s trick)."""
    cdef tuple now = copied(TRICK, trick)
    swap(now, TR_PLAYS, untracked(appended(<tuple>PyTuple_GET_ITEM(trick, TR_PLAYS), untracked((seat_name, played)))))
    swap(now, TR_BEST, best)
    swap(now, TR_BEST_RANK, best_rank)
    return untracked(now)


cdef inline tuple strongest_first(tuple cards, int *cid, Py_ssize_t n, int t, int *ids):
    """``cards`` (their ids ``cid``, ``n`` of them) strongest first, as ``sort_rank`` shows them (an insertion sort:
    stable, as ``sorted``); their ids in that order into ``ids``."""
    cdef int order[MOST]
    cdef Py_ssize_t i, j
    cdef int x
    for i in range(n):
        order[i] = <int>i
    for i in range(1, n):
        x = order[i]
        j = i - 1
        while j >= 0 and RANKS[t][cid[order[j]]] > RANKS[t][cid[x]]:
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = x
    cdef tuple shown = PyTuple_New(n)
    for i in range(n):
        put(shown, i, <object>PyTuple_GET_ITEM(cards, order[i]))
        ids[i] = cid[order[i]]
    return untracked(shown)


cdef object one_card(object state, tuple st, object card, tuple cards, tuple hand, int *hid, int nh, int t, int seat):
    """The state after the seat to play plays the single ``card`` (``cards``: the play, ``(card,)``), as
    ``State.apply_play`` makes it."""
    cdef int c = card_id(card), s
    cdef object seat_name = <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef object trick = <object>PyTuple_GET_ITEM(st, F_TRICK)
    cdef object rank
    cdef tuple new_trick, best_rank
    cdef Py_ssize_t nplays, best
    if trick is None:  # a single led: one unit, nothing to judge (``lead.lead_trick``)
        new_trick = new_trick_of(seat_name, cards, untracked((cards,)),
                                 <object>PyTuple_GET_ITEM(ESUIT_NAME, ES[t][c]), st, NOTHING, None, STEPS[t][c])
        nplays = 1
        best = 0
    else:
        units = <tuple>PyTuple_GET_ITEM(<tuple>trick, TR_UNITS)
        if len(units) != 1 or len(<tuple>PyTuple_GET_ITEM(units, FIRST)) != 1:
            return state.apply_play(cards)  # (never: a single follows a single; but the reference then decides)
        s = esuit_no(<object>PyTuple_GET_ITEM(<tuple>trick, TR_SUIT))
        best = <Py_ssize_t>(<object>PyTuple_GET_ITEM(<tuple>trick, TR_BEST))
        rank = None
        if ES[t][c] == s:
            rank = untracked((ZERO, STEPS[t][c]))
        elif ES[t][c] == TRUMPS:
            rank = untracked((ONE, STEPS[t][c]))
        nplays = len(<tuple>PyTuple_GET_ITEM(<tuple>trick, TR_PLAYS))
        if rank is not None and <object>PyTuple_GET_ITEM(<tuple>trick, TR_BEST_RANK) is not None:
            best_rank = <tuple>PyTuple_GET_ITEM(<tuple>trick, TR_BEST_RANK)  # (trumps?, step) of the card ahead
            if beats(ES[t][c], STEPS[t][c], TRUMPS if <object>PyTuple_GET_ITEM(best_rank, RANK_TRUMPS) else s,
                     <object>PyTuple_GET_ITEM(best_rank, RANK_STEP), TRUMPS):  # the one-card trick's rule
                best = nplays
        new_trick = trick_after(<tuple>trick, seat_name, cards, best,
                                rank if best == nplays else <object>PyTuple_GET_ITEM(<tuple>trick, TR_BEST_RANK))
        nplays += 1
    return finish(state, st, seat, hand, hid, nh, &c, 1, new_trick, nplays, best, <object>PyTuple_GET_ITEM(st, F_PENALTY),
                  <object>PyTuple_GET_ITEM(st, F_PENALTIES))


cdef object finish(object state, tuple st, int seat, tuple hand, int *hid, int nh, int *gone, int ngone,
                   tuple new_trick, Py_ssize_t nplays, Py_ssize_t best, object penalty, object penalties):
    """The state after the seat to play's play is on ``new_trick`` (``nplays`` plays, the ``best``-th winning so
    far): its hand less the cards ``gone`` (ids; the first copy of each, as ``State.apply_play`` removes them), the
    turn to the next seat, or, at the fourth play, the trick closed and the lead to its winner (the end of the hand
    when the hands are empty)."""
    cdef int taken[MOST]
    cdef int i, j, k
    for i in range(nh):
        taken[i] = 0
    for j in range(ngone):
        for i in range(nh):
            if not taken[i] and hid[i] == gone[j]:
                taken[i] = 1
                break
    cdef tuple rest = PyTuple_New(nh - ngone)
    k = 0
    for i in range(nh):
        if not taken[i]:
            put(rest, k, <object>PyTuple_GET_ITEM(hand, i))
            k += 1
    untracked(rest)
    cdef tuple now_held = copied(tuple, <tuple>PyTuple_GET_ITEM(st, F_HELD))
    swap(now_held, seat, rest)
    untracked(now_held)
    cdef object rules = <object>PyTuple_GET_ITEM(st, F_RULES)
    cdef object turn, phase = <object>PyTuple_GET_ITEM(st, F_PHASE), done = <object>PyTuple_GET_ITEM(st, F_DONE)
    cdef object table = new_trick
    if nplays < 4:
        turn = <object>PyTuple_GET_ITEM(SEATS, (seat + 1) & 3 if rules.direction == "clockwise" else (seat + 3) & 3)
    else:
        done = untracked(appended(<tuple>done, new_trick))
        table = None
        if nh > ngone:
            turn = <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(new_trick, TR_PLAYS), best), PLAY_SEAT)
        else:
            turn = None
            phase = "over"
    cdef tuple out = copied(type(state), st)
    swap(out, F_HELD, now_held)
    swap(out, F_PHASE, phase)
    swap(out, F_TURN, turn)
    swap(out, F_TRICK, table)
    swap(out, F_DONE, done)
    swap(out, F_PENALTY, penalty)
    swap(out, F_PENALTIES, penalties)
    return untracked(out)


cdef object lead_many(object state, tuple st, tuple cards, tuple hand, int *hid, int nh, int t, int seat):
    """The state after the seat to play leads several ``cards`` of one suit (legal): a throw of cards all different
    judged here as ``lead.lead_trick`` judges it (it stands when no other hand holds a higher card of the suit, else
    the first of its lowest cards is forced and the throw's penalty, ``lead.penalty_of``, counted); anything else (a
    pair in it) by ``State.apply_play``."""
    cdef int cid[MOST]
    cdef int seen[NCARDS]
    cdef int n = ids_of(cards, cid, MOST), i, j, low, o, s, high
    cdef tuple held = <tuple>PyTuple_GET_ITEM(st, F_HELD)
    cdef int twice = 0
    for i in range(NCARDS):
        seen[i] = 0
    for i in range(n):
        if seen[cid[i]]:
            twice += 1
            if seen[cid[i]] > 1 or twice > 1:
                return state.apply_play(cards)  # two pairs or more, perhaps tractors (``decompose``)
        seen[cid[i]] += 1
    if twice:
        return lead_pair(state, st, cards, cid, n, hand, hid, nh, t, seat)
    cdef tuple shown = strongest_first(cards, cid, n, t, seen)  # (``seen``: now the ids in that order)
    s = ES[t][seen[0]]
    low = STEPS[t][seen[n - 1]]
    cdef object rules = <object>PyTuple_GET_ITEM(st, F_RULES)
    cdef object seat_name = <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef object suit = <object>PyTuple_GET_ITEM(ESUIT_NAME, s)
    cdef bint clockwise = rules.direction == "clockwise"
    cdef tuple theirs, trick, forced
    cdef int c, k
    for k in range(1, 4):  # the other three in turn order after the leader
        o = (seat + k) & 3 if clockwise else (seat + 4 - k) & 3
        theirs = <tuple>PyTuple_GET_ITEM(held, o)
        high = -1
        for i in range(len(theirs)):
            c = card_id(<object>PyTuple_GET_ITEM(theirs, i))
            if c < 0:
                return state.apply_play(cards)
            if ES[t][c] == s and STEPS[t][c] > high:
                high = STEPS[t][c]
        if high > low:  # the throw fails: the first of its lowest singles is forced
            j = n - 1
            while j and STEPS[t][seen[j - 1]] == low:
                j -= 1
            forced = untracked((<object>PyTuple_GET_ITEM(shown, j),))
            trick = new_trick_of(seat_name, forced, untracked((forced,)), suit, st, shown,
                                 <object>PyTuple_GET_ITEM(SEATS, o), low)
            penalty, penalties = PENALTY(state, seat_name, shown)
            c = seen[j]
            return finish(state, st, seat, hand, hid, nh, &c, 1, trick, 1, 0, penalty, penalties)
    cdef tuple units = PyTuple_New(n)
    for i in range(n):
        put(units, i, untracked((<object>PyTuple_GET_ITEM(shown, i),)))
    untracked(units)
    trick = new_trick_of(seat_name, shown, units, suit, st, NOTHING, None, STEPS[t][seen[0]])
    return finish(state, st, seat, hand, hid, nh, seen, n, trick, 1, 0, <object>PyTuple_GET_ITEM(st, F_PENALTY),
                  <object>PyTuple_GET_ITEM(st, F_PENALTIES))


cdef object lead_pair(object state, tuple st, tuple cards, int *cid, int n, tuple hand, int *hid, int nh, int t,
                      int seat):
    """``lead.lead_trick`` of a lead of one pair and singles (no card three times): a pair alone is one unit; with
    singles it is a throw, which fails when another hand holds a higher card than its lowest single (that single
    forced) or, failing that, a higher pair than its pair (the pair forced), the first such hand after the leader
    beating it (``lead.throw_verdict``)."""
    cdef int ids[MOST]
    cdef int count[NCARDS]
    cdef int i, k, o, c, s, pair_at, pair_step, low, low_at, high, got, least = -1, by = -1
    cdef tuple shown = strongest_first(cards, cid, n, t, ids)
    pair_at = 0
    while ids[pair_at] != ids[pair_at + 1]:  # equal cards sit together
        pair_at += 1
    pair = <object>PyTuple_GET_ITEM(shown, pair_at)
    pair_step = STEPS[t][ids[pair_at]]
    s = ES[t][ids[0]]
    cdef object suit = <object>PyTuple_GET_ITEM(ESUIT_NAME, s)
    cdef object seat_name = <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef tuple pair_unit = untracked((pair, pair))
    cdef tuple units = PyTuple_New(n - 1)
    put(units, FIRST, pair_unit)
    k = 1
    low_at = -1
    low = 0
    for i in range(n):
        if ids[i] != ids[pair_at]:
            put(units, k, untracked((<object>PyTuple_GET_ITEM(shown, i),)))
            k += 1
            if low_at < 0 or STEPS[t][ids[i]] < low:  # the first of the lowest singles
                low_at, low = i, STEPS[t][ids[i]]
    untracked(units)
    cdef tuple trick
    if n > 2:  # a throw: ``smallest_beaten`` hand by hand, then the smallest kind beaten, by the first such hand
        held = <tuple>PyTuple_GET_ITEM(st, F_HELD)
        clockwise = (<object>PyTuple_GET_ITEM(st, F_RULES)).direction == "clockwise"
        for k in range(1, 4):  # the other three in turn order after the leader
            o = (seat + k) & 3 if clockwise else (seat + 4 - k) & 3
            theirs = <tuple>PyTuple_GET_ITEM(held, o)
            for i in range(NCARDS):
                count[i] = 0
            high = -1
            got = -1
            for i in range(len(theirs)):
                c = card_id(<object>PyTuple_GET_ITEM(theirs, i))
                if c < 0:
                    return state.apply_play(cards)
                if ES[t][c] == s:
                    count[c] += 1
                    if STEPS[t][c] > high:
                        high = STEPS[t][c]
            if high > low:
                got = 0  # a higher single
            elif high > pair_step:
                for c in range(NCARDS):
                    if count[c] >= 2 and STEPS[t][c] > pair_step:
                        got = 1  # a higher pair
                        break
            if got >= 0 and (least < 0 or got < least):
                least, by = got, o
        if least >= 0:
            if least == 0:
                forced = untracked((<object>PyTuple_GET_ITEM(shown, low_at),))
                c = ids[low_at]
                trick = new_trick_of(seat_name, forced, untracked((forced,)), suit, st, shown,
                                     <object>PyTuple_GET_ITEM(SEATS, by), low)
                penalty, penalties = PENALTY(state, seat_name, shown)
                return finish(state, st, seat, hand, hid, nh, &c, 1, trick, 1, 0, penalty, penalties)
            ids[0] = ids[1] = ids[pair_at]
            trick = new_trick_of(seat_name, pair_unit, untracked((pair_unit,)), suit, st, shown,
                                 <object>PyTuple_GET_ITEM(SEATS, by), pair_step)
            penalty, penalties = PENALTY(state, seat_name, shown)
            return finish(state, st, seat, hand, hid, nh, ids, 2, trick, 1, 0, penalty, penalties)
    trick = new_trick_of(seat_name, shown, units, suit, st, NOTHING, None, pair_step)
    return finish(state, st, seat, hand, hid, nh, ids, n, trick, 1, 0, <object>PyTuple_GET_ITEM(st, F_PENALTY),
                  <object>PyTuple_GET_ITEM(st, F_PENALTIES))


cdef object follow_many(object state, tuple st, tuple cards, tuple hand, int *hid, int nh, int t, int seat):
    """The state after a legal follow of several ``cards`` to a lead of singles and pairs (no tractor), as
    ``State.apply_play`` makes it: the play shown strongest first, ranked as ``trick.rank_of`` ranks it (of the suit
    led or all trumps, else it cannot win; against singles its highest card, against pairs its highest pair, when
    it holds as many pairs as the lead); a lead with a tractor by ``State.apply_play``."""
    cdef int cid[MOST]
    cdef int ids[MOST]
    cdef int count[NCARDS]
    cdef int n = ids_of(cards, cid, MOST), i, j, s, led, h, pairs_led = 0, pairs_held = 0
    cdef tuple trick = <tuple>PyTuple_GET_ITEM(st, F_TRICK)
    cdef tuple units = <tuple>PyTuple_GET_ITEM(trick, TR_UNITS)
    cdef Py_ssize_t u, nplays, best
    for u in range(len(units)):
        j = len(<tuple>PyTuple_GET_ITEM(units, u))
        if j > 2:
            return state.apply_play(cards)  # a tractor led: ``combos.strength`` matches tractors
        pairs_led += j == 2
    cdef tuple shown = strongest_first(cards, cid, n, t, ids)
    led = esuit_no(<object>PyTuple_GET_ITEM(trick, TR_SUIT))
    rank = None
    s = ES[t][ids[0]]
    for i in range(1, n):
        if ES[t][ids[i]] != s:
            s = -1  # mixed suits: cannot win
            break
    if s == led or s == 4:
        h = -1
        if not pairs_led:  # singles led: the highest card
            for i in range(n):
                if STEPS[t][ids[i]] > h:
                    h = STEPS[t][ids[i]]
        else:  # pairs led (and perhaps singles): as many pairs, then the highest pair
            for i in range(NCARDS):
                count[i] = 0
            for i in range(n):
                count[ids[i]] += 1
                if count[ids[i]] > 1:
                    pairs_held += 1  # (``pair_steps`` counts each copy after the first)
                    if STEPS[t][ids[i]] > h:
                        h = STEPS[t][ids[i]]
            if pairs_held < pairs_led:
                h = -1
        if h >= 0:
            rank = untracked((ONE if s == 4 and led != 4 else ZERO, h))
    nplays = len(<tuple>PyTuple_GET_ITEM(trick, TR_PLAYS))
    best = <Py_ssize_t>(<object>PyTuple_GET_ITEM(trick, TR_BEST))
    best_rank = <object>PyTuple_GET_ITEM(trick, TR_BEST_RANK)
    if rank is not None and best_rank is not None and rank > best_rank:  # strictly: the first of equals wins
        best = nplays
        best_rank = rank
    new_trick = trick_after(trick, <object>PyTuple_GET_ITEM(st, F_TURN), shown, best, best_rank)
    return finish(state, st, seat, hand, hid, nh, ids, n, new_trick, nplays + 1, best,
                  <object>PyTuple_GET_ITEM(st, F_PENALTY), <object>PyTuple_GET_ITEM(st, F_PENALTIES))


cdef inline bint all_cards(tuple cards):
    cdef Py_ssize_t i
    for i in range(len(cards)):
        if type(<object>PyTuple_GET_ITEM(cards, i)) is not CARD:
            return False
    return True


cdef object _play(object state, object action):
    cdef tuple st = <tuple>state
    cdef int hid[MOST]
    cdef int seat, t, nh
    cdef tuple hand
    if type(action) is ACTION and <object>PyTuple_GET_ITEM(<tuple>action, ACTION_KIND) == "play" and \
            <object>PyTuple_GET_ITEM(st, F_PHASE) == "play":
        cards = <object>PyTuple_GET_ITEM(<tuple>action, ACTION_VALUE)
        if type(cards) is tuple and len(<tuple>cards) and all_cards(<tuple>cards):
            seat = seat_no(<object>PyTuple_GET_ITEM(st, F_TURN))
            t = trump_no(<object>PyTuple_GET_ITEM(st, F_TRUMP))
            if seat < 0 or t < 0:
                return REF_PLAY(state, action)
            hand = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(st, F_HELD), seat)
            nh = ids_of(hand, hid, MOST)
            if nh < 0:  # a hand of a set position holding something else than the 54 cards: the reference decides
                return REF_PLAY(state, action)
            if not judge(st, state, action, <tuple>cards, hand, hid, nh, t):
                return None
            if len(<tuple>cards) == 1:
                return one_card(state, st, <object>PyTuple_GET_ITEM(<tuple>cards, FIRST), <tuple>cards, hand, hid, nh,
                                t, seat)
            if <object>PyTuple_GET_ITEM(st, F_TRICK) is None:
                return lead_many(state, st, <tuple>cards, hand, hid, nh, t, seat)
            return follow_many(state, st, <tuple>cards, hand, hid, nh, t, seat)
    drawn = DRAWN_GET(state)
    if drawn is not None and drawn is action:  # what this state's view just drew (a declaration, bid, bury)
        return state.apply_drawn(drawn)
    return None


def play(state, action):
    """``kernel.play``: the state after ``action`` when the kernel takes it, else ``None``."""
    return _play(state, action)


def apply(state, action):
    """The state after ``action``; raises ``IllegalAction`` (with the reason) and changes nothing. The kernel
    (:func:`play`), else ``State.apply_other``: the explaining path (``check`` names the reason of a refusal)."""
    after = _play(state, action)
    if after is not None:
        return after
    return state.apply_other(action)


def is_terminal(state):
    """Is the hand over (played out, or passed out)?"""
    return <object>PyTuple_GET_ITEM(<tuple>state, F_PHASE) == "over"


# -- the play phase's views ---------------------------------------------------------------------------
class Follow(FollowView):
    """``listing.FollowView`` (its listing and counting) whose draw of one card is made in C (the same draws)."""

    __slots__ = ()

    def choice(self, rng):
        return follow_choice(self, rng)


class Bury(BuryView):
    """``listing.BuryView`` (its listing and counting) whose draw is made in C (the same draws)."""

    __slots__ = ()

    def choice(self, rng):
        return bury_choice(self, rng)


class Lead(LeadView):
    """``listing.LeadView`` (its listing and counting) whose draw is made in C where every suit may be thrown (the
    same draws)."""

    __slots__ = ()

    def choice(self, rng):
        return lead_choice(self, rng)


cdef object FOLLOW = Follow
cdef object LISTED = listed
cdef object PASS = PASS_OF
cdef object PLACES = places
cdef object LADDER_RANK = ladder_rank
cdef int SINGLE[NCARDS]  # card id → the ladder rank of showing it alone (2s 1, 7s 2, jokers 3 and 4; 0: none)
for _card in DECK_54:
    SINGLE[plain_id(_card)] = SINGLE_OF.get(_card, 0)
cdef object BURY = Bury
cdef object LEAD = Lead


cdef inline object play_of(tuple cards):
    cdef tuple a = <tuple>tt_alloc(ACTION, ACTION_SIZE)
    put(a, ACTION_KIND, "play")
    put(a, ACTION_VALUE, cards)
    return a


DEF WAYS_MOST = 33  # a multiset draw from more cards than this (or of more) is the reference's (never in a dealt hand)
DEF WAYS_TWOS = 16  # (at most 16 doubled cards among 33)
# WAYS[ones][twos][j]: ways to take j cards from ``ones`` single cards and ``twos`` doubled ones (``fast._ways``)
cdef unsigned long long WAYS[WAYS_MOST + 1][WAYS_TWOS + 1][WAYS_MOST + 1]


cdef void _fill_ways():
    cdef int o, w, j
    for o in range(WAYS_MOST + 1):
        for w in range(WAYS_TWOS + 1):
            for j in range(WAYS_MOST + 1):
                if w:
                    WAYS[o][w][j] = WAYS[o][w - 1][j] + (WAYS[o][w - 1][j - 1] if j else 0) + \
                        (WAYS[o][w - 1][j - 2] if j > 1 else 0)
                elif o:
                    WAYS[o][0][j] = WAYS[o - 1][0][j] + (WAYS[o - 1][0][j - 1] if j else 0)
                else:
                    WAYS[0][0][j] = 1 if j == 0 else 0


_fill_ways()


cdef tuple sample(object cards, Py_ssize_t r, object rng):
    """``fast.sample_multiset(cards, r, rng)`` (``cards`` a tuple or list of cards), for a plain ``random.Random``:
    the same calls to ``rng``, the same multiset; the reference itself for the cases it hands to plain tables."""
    cdef Py_ssize_t n = len(cards), i, m, left
    cdef int c, ones = 0, twos = 0
    cdef int count[NCARDS]
    cdef list values, out
    cdef unsigned long long none, one, two, total, pick
    if r == n:
        return tuple(cards)
    if n > WAYS_MOST or r > WAYS_MOST:
        return PY_SAMPLE(cards, r, rng)
    for i in range(NCARDS):
        count[i] = 0
    values = []
    for i in range(n):
        card = cards[i]
        c = card_id(card)
        if c < 0:
            return PY_SAMPLE(cards, r, rng)
        if not count[c]:
            values.append(card)
        count[c] += 1
    m = len(values)
    if r == 1:  # ``rng.choice`` of the distinct cards
        return (values[below(GETRANDBITS, rng, m)],)
    if m == n:  # no equal cards to weigh (the usual plain set)
        return tuple(rng.sample(values, r))
    for card in values:
        c = count[card_id(card)]
        if c > 2:
            return PY_SAMPLE(cards, r, rng)
        if c == 1:
            ones += 1
        else:
            twos += 1
    out = []
    left = r
    for card in values:
        c = count[card_id(card)]
        if c == 1:
            ones -= 1
        else:
            twos -= 1
        # take 0, 1 or 2 copies, weighted by the ways to complete the draw from the cards after this one
        none = WAYS[ones][twos][left]
        one = WAYS[ones][twos][left - 1] if left else 0
        two = WAYS[ones][twos][left - 2] if c == 2 and left >= 2 else 0
        total = none + one + two
        pick = below(GETRANDBITS, rng, total)
        if pick < none:
            continue
        if pick < none + one:
            out.append(card)
            left -= 1
        else:
            out.append(card)
            out.append(card)
            left -= 2
    return tuple(out)


cdef object follow_choice(object self, object rng):
    """``FollowView.choice`` by a plain ``random.Random`` where the play is drawn, not listed (the whole short suit
    and any others; any cards of the suit when singles were led); the reference's otherwise."""
    cdef Py_ssize_t case = self._case, n = self._n
    if case == 2 or type(rng) is not RANDOM:
        return PY_FOLLOW_CHOICE(self, rng)
    cdef tuple suit_cards = self._suit_cards
    cdef tuple hand = self._hand
    cdef int hid[MOST]
    cdef int seen[NCARDS]
    cdef int nh, i, m, held, s, t
    cdef Py_ssize_t r, need
    cdef list values, others
    if case == 1:
        if n != 1:
            return play_of(sample(suit_cards, n, rng))
        # one card of several of the suit: ``rng.choice`` of the distinct ones, in hand order
        for i in range(NCARDS):
            seen[i] = 0
        values = []
        for card in suit_cards:
            i = card_id(card)
            if i < 0:
                return PY_FOLLOW_CHOICE(self, rng)
            if not seen[i]:
                seen[i] = 1
                values.append(card)
        r = below(GETRANDBITS, rng, len(values))
        return play_of((values[r],))
    # the whole (short) suit, then any other cards
    nh = ids_of(hand, hid, MOST)
    if nh < 0:
        return PY_FOLLOW_CHOICE(self, rng)
    held = len(suit_cards)
    need = n - held
    if need > 1 or nh - held == need:
        st = <tuple>self._state
        t = trump_no(<object>PyTuple_GET_ITEM(st, F_TRUMP))
        s = esuit_no(<object>PyTuple_GET_ITEM(<tuple>self._trick, TR_SUIT))
        others = []
        for i in range(nh):
            if ES[t][hid[i]] != s:
                others.append(<object>PyTuple_GET_ITEM(hand, i))
        return play_of(suit_cards + sample(others, need, rng))
    for i in range(NCARDS):
        seen[i] = 0
    for card in suit_cards:
        seen[card_id(card)] = 2  # (the suit's own cards are no "other" card)
    if need == 1:  # one other card: ``rng.choice`` of the distinct others, in hand order
        values = []
        for i in range(nh):
            if not seen[hid[i]]:
                seen[hid[i]] = 1
                values.append(<object>PyTuple_GET_ITEM(hand, i))
        r = below(GETRANDBITS, rng, len(values))
        return play_of(suit_cards + (values[r],))
    # no other card (``sample_multiset(others, 0)``): a bit drawn until it is 0 per distinct other card when
    # some other card is there twice (as ``randrange(1)`` draws), none when they are all distinct
    m = 0
    for i in range(nh):
        if not seen[hid[i]]:
            seen[hid[i]] = 1
            m += 1
    if m < nh - held:
        for i in range(m):
            below(GETRANDBITS, rng, 1)  # randrange(1): a bit drawn until it is 0
    return play_of(suit_cards)


cdef object bury_choice(object self, object rng):
    """``BuryView.choice``: a burial drawn (``sample_multiset`` of the kitty's size), remembered for ``apply``."""
    if type(rng) is not RANDOM:
        return PY_BURY_CHOICE(self, rng)
    state = self._state
    cdef tuple a = <tuple>tt_alloc(ACTION, ACTION_SIZE)
    put(a, ACTION_KIND, "bury")
    put(a, ACTION_VALUE, sample(self._hand, (<object>PyTuple_GET_ITEM(<tuple>state, F_RULES)).kitty_size, rng))
    return DRAWN.put(state, a)


cdef object lead_choice(object self, object rng):
    """``LeadView.choice`` where every suit may be thrown (the usual rules) and ``rng`` is a plain ``random.Random``;
    the reference's otherwise."""
    if type(rng) is not RANDOM:
        return PY_LEAD_CHOICE(self, rng)
    cdef dict by_suit = self._by_suit
    cdef object throwing = self._throwing
    cdef list suits = list(by_suit.items())
    cdef Py_ssize_t nsuits = len(suits), k, i, j, nc
    cdef unsigned long long weights[5]
    cdef unsigned long long total = 0, w, pick
    cdef int count[NCARDS]
    cdef int c
    cdef tuple cards
    for k in range(nsuits):
        s, cards = suits[k]
        if throwing is not ALWAYS and not throwing[s]:
            return PY_LEAD_CHOICE(self, rng)
        nc = len(cards)
        if nc > 40:
            return PY_LEAD_CHOICE(self, rng)
        for i in range(NCARDS):
            count[i] = 0
        w = 1
        for i in range(nc):
            c = card_id(<object>PyTuple_GET_ITEM(cards, i))
            if c < 0:
                return PY_LEAD_CHOICE(self, rng)
            count[c] += 1
        for i in range(NCARDS):
            if count[i]:
                w *= count[i] + 1  # each card kind 0..copies times: every multiset of the suit
        weights[k] = w - 1  # (the empty one is not a lead)
        total += w - 1
    if total >= (<unsigned long long>1) << 62:
        return PY_LEAD_CHOICE(self, rng)
    pick = below(GETRANDBITS, rng, total)  # (randrange's own helper: the same bits)
    k = nsuits - 1
    for i in range(nsuits):
        if pick < weights[i]:
            k = i
            break
        pick -= weights[i]
    cards = suits[k][1]
    nc = len(cards)
    cdef list combo = []
    cdef list kinds, limits
    cdef Py_ssize_t got, choices
    if weights[k] == ((<unsigned long long>1) << nc) - 1:  # no card twice: each one in or out (randrange(2))
        while not combo:
            for i in range(nc):
                got = below(GETRANDBITS, rng, 2)
                if got:
                    combo.append(<object>PyTuple_GET_ITEM(cards, i))
    else:  # each distinct card (in order of first appearance) 0..copies times: bits of the choices' length
        for i in range(NCARDS):
            count[i] = 0
        kinds = []
        for i in range(nc):
            c = card_id(<object>PyTuple_GET_ITEM(cards, i))
            if not count[c]:
                kinds.append(<object>PyTuple_GET_ITEM(cards, i))
            count[c] += 1
        while not combo:
            for card in kinds:
                choices = count[card_id(card)] + 1
                got = below(GETRANDBITS, rng, choices)
                if got == 1:
                    combo.append(card)
                elif got:
                    combo += [card] * got
    return DRAWN.put(self._state, play_of(tuple(combo)))


cdef object declare_view(object state, tuple st, int seat):
    """The declaration turn's view (``listing.legal_view``'s): "pass", then the declarations ``DeclarationRound.
    allowed`` offers from the hand, lowest first (singles of 2s, 7s and jokers, then identical pairs of them), each
    kept as ``_allowed_from`` keeps it (on this table's ladder, above the standing one, 7s opening only where the
    rules say, nobody overturning himself, reinforcing listed once as the pair)."""
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(st, F_HELD), seat)
    cdef int hid[MOST]
    cdef int count[NCARDS]
    cdef int nh = ids_of(hand, hid, MOST), i, c, r, kind, place_of, current = 0
    if nh < 0:
        return LEGAL_VIEW(state)
    decl = <object>PyTuple_GET_ITEM(st, F_DECL)
    place = PLACES(decl.ladder)
    standing = decl.standing
    if standing:
        current = place[LADDER_RANK(standing)]
    cdef bint mine = decl.seat == <object>PyTuple_GET_ITEM(st, F_TURN)
    cdef bint seven = decl.seven_can_open
    for i in range(NCARDS):
        count[i] = 0
    cdef list held = [[], [], [], [], []]  # declaring cards by their single rank (1..4), in order of first appearance
    for i in range(nh):
        c = hid[i]
        r = SINGLE[c]
        if r:
            if not count[c]:
                (<list>held[r]).append(<object>PyTuple_GET_ITEM(hand, i))
            count[c] += 1
    cdef list out = [PASS]
    for kind in range(1, 9):  # singles (1..4), then pairs (5..8): ``candidates``' order, lowest first
        for card in <list>held[kind if kind <= 4 else kind - 4]:
            if kind > 4 and count[card_id(card)] < 2:
                continue
            shown = (card,) if kind <= 4 else (card, card)
            if mine and shown == standing:
                continue  # reinforcing is listed once, as the pair
            place_of = place[kind]
            if not place_of:
                continue  # not on this table's ladder
            if not standing:
                if (kind == 2 or kind == 6) and not seven:
                    continue  # 7s only overturn
            elif place_of <= current:
                continue  # does not outrank the standing declaration
            elif mine and not (len(standing) == 1 and shown == (standing[0], standing[0])):
                continue  # nobody overturns himself; reinforcing only
            a = <tuple>tt_alloc(ACTION, ACTION_SIZE)
            put(a, ACTION_KIND, "declare")
            put(a, ACTION_VALUE, shown)
            out.append(a)
    return LISTED(state, tuple(out))


def legal_actions(state):
    """Every legal action as a lazy view: in the play phase ``Follow`` or ``Lead`` (``listing``'s views, their
    cards split in C), else ``listing.legal_view``."""
    cdef tuple st = <tuple>state
    cdef int seat, t, nh, i, s, first
    cdef int hid[MOST]
    cdef int order[5]
    cdef int nsuits = 0
    cdef int has[5]
    phase = <object>PyTuple_GET_ITEM(st, F_PHASE)
    seat = seat_no(<object>PyTuple_GET_ITEM(st, F_TURN))
    if phase == "bury" and seat >= 0:
        return BURY(state, <object>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(st, F_HELD), seat))
    if phase == "declare" and seat >= 0:
        return declare_view(state, st, seat)
    if phase != "play":
        return LEGAL_VIEW(state)
    t = trump_no(<object>PyTuple_GET_ITEM(st, F_TRUMP))
    if seat < 0 or t < 0:
        return LEGAL_VIEW(state)
    cdef tuple hand = <tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(st, F_HELD), seat)
    nh = ids_of(hand, hid, MOST)
    if nh < 0:
        return LEGAL_VIEW(state)
    trick = <object>PyTuple_GET_ITEM(st, F_TRICK)
    cdef list part
    cdef Py_ssize_t n, k
    if trick is not None:  # a follow: the cards of the suit led, in hand order
        s = esuit_no(<object>PyTuple_GET_ITEM(<tuple>trick, TR_SUIT))
        part = []
        for i in range(nh):
            if ES[t][hid[i]] == s:
                part.append(<object>PyTuple_GET_ITEM(hand, i))
        suit_cards = tuple(part)
        plays = <tuple>PyTuple_GET_ITEM(<tuple>trick, TR_PLAYS)
        n = len(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(plays, FIRST), PLAY_CARDS))
        if len(part) <= n:  # all the suit, then any other cards
            k = 0
        else:
            k = 1 if len(<tuple>PyTuple_GET_ITEM(<tuple>PyTuple_GET_ITEM(<tuple>trick, TR_UNITS), FIRST)) == 1 else 2
        return FOLLOW(state, hand, trick, suit_cards, k)  # (its constructor: no slot written from here)
    # a lead: the hand by effective suit, the suits in the order they first appear (``fast.split``)
    for i in range(5):
        has[i] = 0
    for i in range(nh):
        s = ES[t][hid[i]]
        if not has[s]:
            has[s] = 1
            order[nsuits] = s
            nsuits += 1
    cdef dict suits = {}
    for k in range(nsuits):
        s = order[k]
        part = []
        for i in range(nh):
            if ES[t][hid[i]] == s:
                part.append(<object>PyTuple_GET_ITEM(hand, i))
        suits[<object>PyTuple_GET_ITEM(ESUIT_NAME, s)] = tuple(part)
    rules = <object>PyTuple_GET_ITEM(st, F_RULES)
    if rules.throw_policy == "any":
        throwing = ALWAYS
    else:
        seat_name = <object>PyTuple_GET_ITEM(st, F_TURN)
        throwing = {x: state.throws_allowed(seat_name, x) for x in suits}
    return LEAD(state, hand, suits, throwing)


def deal_hands(seed):
    """``kernel.deal_hands``: the four hands (in seat order) and the kitty of ``cards.deal(seed, size=25,
    deck_size=108)``, for a whole-number seed (or ``None``) shuffled here as ``cards._shuffle`` shuffles (Fisher–Yates
    from the last card down, each partner ``getrandbits`` of ``i + 1``'s bit length, redrawn while over ``i``);
    any other seed is dealt by the reference."""
    if seed is not None and type(seed) is not int:
        return REF_DEAL(seed)
    cdef int x[108]
    cdef int i, j
    for i in range(108):
        x[i] = i % NCARDS  # ``DECK_108`` is ``DECK_54`` twice
    shuffle(GETRANDBITS, RANDOM(seed), x, 108)  # ``random.Random.shuffle``'s draws (cdraws.pxd)
    cdef tuple held = PyTuple_New(4), hand
    for i in range(4):
        hand = PyTuple_New(25)
        for j in range(25):
            put(hand, j, <object>PyTuple_GET_ITEM(DECK, x[25 * i + j]))
        put(held, i, hand)
    cdef tuple kitty = PyTuple_New(8)
    for j in range(8):
        put(kitty, j, <object>PyTuple_GET_ITEM(DECK, x[100 + j]))
    return held, kitty
