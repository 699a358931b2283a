"""The legal-action view of a 27 Wang state: every legal action listed lazily, counted and drawn
uniformly without listing where listing would be slow.

A banker burying 8 of 33 cards has millions of distinct burials (two decks: equal cards make one
choice), a void follower may discard any 6 of 20 cards, and a leader may throw any cards of one
suit. So the view counts those sets by combinatorics over the multiset hand and draws from them
directly (``choice``), each distinct action equally likely; listing them is still possible, lazily.

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=3)
>>> for a in ["pass"] * 4 + [80, "pass", "pass", "pass", "H"]:  # nobody declares; North names ♥
...     st = st.apply(a)
>>> st.phase, len(st.hands[st.current_seat]), len(st.legal_actions())
('bury', 33, 5905706)
>>> import random
>>> st.legal_actions().choice(random.Random(1)) in st.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...seats import SEAT_INDEX
from ..legal import Computed, LegalActions, ReadyActions, ready
from ..memo import IdentityMemo
from .action import Action
from .combos import all_units, decompose, multiset_combinations
from .fast import IN_SUIT, by_suit, randbelow
from .fast import sample_multiset as fast_sample
from .follow import legal_follows
from .ranks import ESUIT, KEYS, TRUMP, TRUMP_OPTIONS

if TYPE_CHECKING:
    from .state import State
    from .trick import ComboTrick


# -- multisets: count and draw without listing --------------------------------------------------------
def _limits(cards: Sequence[Card]) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def _times(ways: list[int], lim: int) -> list[int]:
    """``ways`` (ways to take j cards, per j) times the choices 0..lim of one more card kind."""
    return [sum(ways[j - t] for t in range(min(lim, j) + 1)) for j in range(len(ways))]


def _poly(limits: Sequence[int], r: int) -> list[int]:
    """Coefficients up to x^r of the product of (1 + x + … + x^l): ways to take j cards, per j."""
    ways = [1] + [0] * r
    for lim in limits:
        ways = _times(ways, lim)
    return ways


def count_multisets(cards: Sequence[Card], r: int) -> int:
    """How many distinct multisets of ``r`` cards ``cards`` holds (two equal cards are one choice).

    >>> from tutor.cards import parse_cards
    >>> count_multisets(parse_cards("S9 S9 S8 S4"), 2)
    4
    """
    if not 0 <= r <= len(cards):
        return 0
    return _poly(list(_limits(cards).values()), r)[r]


def sample_multiset(cards: Sequence[Card], r: int, rng: random.Random) -> tuple[Card, ...]:
    """One of the ``count_multisets(cards, r)`` multisets, each equally likely (see ``fast.sample_multiset``).

    >>> from tutor.cards import parse_cards
    >>> hand = parse_cards("S9 S9 S8 S4")
    >>> {sample_multiset(hand, 2, random.Random(i)) for i in range(200)} == set(multiset_combinations(hand, 2))
    True
    """
    return fast_sample(cards, r, rng)


# -- the view -----------------------------------------------------------------------------------------
_new = tuple.__new__  # an Action built as the tuple it is (NamedTuple's own __new__ is a Python function)
PASS = Action("declare", "pass")
_Random = random.Random
_getrandbits = random.Random.getrandbits  # the generator's own C method (no bound method built per draw)
_BIT_LENGTH = tuple(n.bit_length() for n in range(256))  # (a draw among at most 33 cards reads it here)

#: The last action a view drew (``choice``), by the state it was drawn for: ``apply`` takes that very action
#: on that very state as legal without judging it again (``test_wang27_fast`` checks that every draw passes
#: ``check``). The engines' one memo (:class:`tutor.games.memo.IdentityMemo`), keeping the last pair only.
DRAWN: IdentityMemo[Any, Action] = IdentityMemo(keep=1)


class _View(Computed[Action]):
    """A view that lists, counts and draws by its own methods (no closures made per state): the
    follow and lead views below, built for every play of every playout."""

    __slots__ = ()
    _state: State  # (the base class knows it only as something with ``check``)


def legal_view(st: State) -> LegalActions[Action]:
    """Every legal action of ``st`` as a lazy view (``LegalActions``): iterate, count, test ``in``, ``choice``
    (see the module text). It is ``State.legal_actions`` itself."""
    phase, seat = st.phase, st.turn
    if phase == "play" and seat is not None:  # most states of a hand: a lead or a follow
        hand = st.held[SEAT_INDEX[seat]]
        trick = st.trick
        if trick is None:
            return _lead_view(st, seat, hand)
        # a follow (three states in four are follows)
        suit_cards = tuple(filter(IN_SUIT[st.trump][trick.suit], hand))  # (``fast.suit_cards``, inline)
        n = len(trick.plays[0][1])
        if len(suit_cards) <= n:  # all the suit, then any other cards (in hand order)
            case = 0
        else:
            case = 1 if len(trick.units[0]) == 1 else 2
        # built through its constructor: only legal.py writes a view's own slots (tests/test_kernels.py)
        return FollowView(st, hand, trick, suit_cards, case)
    if phase == "over" or seat is None:
        return ready(st, ())
    if phase == "declare":
        return listed(st, (PASS, *[_new(Action, ("declare", s)) for s in st.declarable(seat)]))
    if phase == "bid":
        assert st.auction is not None
        bids: list[int | str] = ["pass"] if st.auction.can_pass() else []
        return listed(st, tuple([_new(Action, ("bid", b)) for b in bids + st.auction.allowed()]))
    if phase == "trump":
        return listed(st, _TRUMPS)
    return _bury_view(st, st.held[SEAT_INDEX[seat]])  # the one phase left


class _Listed(ReadyActions[Action]):
    """The few actions of a declaration, bid or trump turn, listed; a draw is remembered for ``apply``."""

    __slots__ = ()
    _state: State

    def choice(self, rng: random.Random) -> Action:
        return DRAWN.put(self._state, super().choice(rng))


listed = _Listed


_TRUMPS = tuple(Action("trump", t) for t in TRUMP_OPTIONS)


class BuryView(_View):
    """The banker's burials: millions, counted and drawn without listing them."""

    __slots__ = ("_hand",)

    def __init__(self, st: State, hand: tuple[Card, ...]) -> None:
        Computed.__init__(self, st)
        self._hand = hand

    def _list(self) -> Iterator[Action]:
        st = self._state
        keys = KEYS[st.trump]
        # cheap cards first: side suits, no points, low; so the first burials listed are sensible ones
        pool = sorted(self._hand, key=lambda c: (keys[c][0] == TRUMP, c.rank in (5, 10, 13), keys[c][1]))
        return (Action("bury", c) for c in multiset_combinations(pool, st.rules.kitty_size))

    def _size(self) -> int:
        return count_multisets(self._hand, self._state.rules.kitty_size)

    def choice(self, rng: random.Random) -> Action:
        return DRAWN.put(self._state, Action("bury", sample_multiset(self._hand, self._state.rules.kitty_size, rng)))


def _bury_view(st: State, hand: tuple[Card, ...]) -> LegalActions[Action]:
    return BuryView(st, hand)


class FollowView(_View):
    """A follower's plays: ``case`` 0 the whole (short) suit and any others, 1 any cards of the suit (singles
    led), 2 pairs or tractors to match (few plays: listed, then drawn from the list)."""

    __slots__ = ("_hand", "_trick", "_suit_cards", "_case", "_n")

    def __init__(self, st: State, hand: tuple[Card, ...], trick: ComboTrick, suit_cards: tuple[Card, ...],
                 case: int) -> None:
        Computed.__init__(self, st)
        self._hand, self._trick, self._suit_cards, self._case = hand, trick, suit_cards, case
        self._n = len(trick.plays[0][1])  # cards per play

    def _list(self) -> Iterator[Action]:
        st, trick = self._state, self._trick
        return (Action("play", p) for p in legal_follows(self._hand, trick.units, trick.suit, st.trump, st.tiers))

    def _others(self) -> list[Card]:
        es, s = ESUIT[self._state.trump], self._trick.suit
        return [c for c in self._hand if es[c] != s]

    def _size(self) -> int:
        if self._case == 0:
            return count_multisets(self._others(), self._trick.size - len(self._suit_cards))
        if self._case == 1:
            return count_multisets(self._suit_cards, self._trick.size)
        return sum(1 for _ in self._list())

    def choice(self, rng: random.Random) -> Action:
        suit_cards = self._suit_cards
        case = self._case
        n = self._n
        if case == 1 and n == 1:  # one card of several (the usual follow): ``sample_multiset``'s draw, inline
            m = len(suit_cards)  # the distinct cards, in hand order: the suit itself when no card is there twice
            kinds = suit_cards if len(set(suit_cards)) == m else tuple(dict.fromkeys(suit_cards))
            m = len(kinds)
            if rng.__class__ is _Random:  # ``rng.choice(kinds)``'s number: randrange's helper, inline
                k = _BIT_LENGTH[m]
                r = _getrandbits(rng, k)
                while r >= m:
                    r = _getrandbits(rng, k)
            else:
                r = rng.randrange(m)
            action = _new(Action, ("play", (kinds[r],)))
        elif case == 0:  # even a draw of no other card takes its turns of rng (as it always did)
            need = n - len(suit_cards)
            if rng.__class__ is not _Random or need > 1 or len(self._hand) - len(suit_cards) == need:
                action = _new(Action, ("play", suit_cards + sample_multiset(self._others(), need, rng)))
            elif need:  # one other card: ``sample_multiset``'s ``rng.choice`` of the distinct others, inline
                others = dict.fromkeys(self._hand)  # in hand order; then less the (few) cards of the suit
                for c in suit_cards:
                    others.pop(c, None)
                values = list(others)
                m = len(values)
                k = _BIT_LENGTH[m]
                r = _getrandbits(rng, k)
                while r >= m:
                    r = _getrandbits(rng, k)
                action = _new(Action, ("play", suit_cards + (values[r],)))
            else:
                # ``sample_multiset(others, 0)``, inline: no draw when the other cards are all distinct, else
                # ``randrange(1)`` per distinct card (a bit drawn until it is 0, as ``randrange``'s helper does)
                hand = self._hand
                distinct = len(set(hand)) - len(set(suit_cards))
                if distinct < len(hand) - len(suit_cards):
                    bits = rng.getrandbits
                    for _ in range(distinct):
                        while bits(1):
                            pass
                action = _new(Action, ("play", suit_cards))
        elif case == 1:
            action = _new(Action, ("play", sample_multiset(suit_cards, n, rng)))
        else:
            pool = list(self._list())
            action = pool[rng.randrange(len(pool))]
        return DRAWN.put(self._state, action)


def _suits(st: State, hand: tuple[Card, ...]) -> dict[str, tuple[Card, ...]]:
    """The hand by effective suit, suits in the order they first appear (``fast.by_suit``)."""
    return by_suit(hand, st.trump)


class LeadView(_View):
    """A leader's plays: every single, pair and tractor first; then every throw (several units of one suit)
    where throws are allowed: any of them is a legal attempt, and one that can be beaten forces its
    smallest unit."""

    __slots__ = ("_hand", "_by_suit", "_throwing")

    def __init__(self, st: State, hand: tuple[Card, ...], by_suit: dict[str, tuple[Card, ...]],
                 throwing: dict[str, bool]) -> None:
        Computed.__init__(self, st)
        self._hand, self._by_suit, self._throwing = hand, by_suit, throwing

    def _list(self) -> Iterator[Action]:
        st = self._state
        for unit in all_units(self._hand, st.trump, st.tiers):
            yield Action("play", unit)
        for s, cards in self._by_suit.items():
            if self._throwing[s]:
                for size in range(2, len(cards) + 1):
                    for combo in multiset_combinations(cards, size):
                        if len(decompose(combo, st.trump, st.tiers)) > 1:
                            yield Action("play", combo)

    def _weights(self) -> list[tuple[str, int]]:
        st = self._state
        out = []
        for s, cards in self._by_suit.items():
            if self._throwing[s]:
                out.append((s, _every(cards) - 1))  # every non-empty multiset of the suit
            else:
                out.append((s, len(all_units(cards, st.trump, st.tiers))))
        return out

    def _size(self) -> int:
        return sum(w for _, w in self._weights())

    def choice(self, rng: random.Random) -> Action:
        st = self._state
        throwing = self._throwing
        below = randbelow(rng)  # randrange(n) for 0..n-1, and randint(0, m) as randrange(m + 1): draw for draw
        # ``_weights``, inline and without the pairs (a leader draws at every lead of a playout)
        suits = list(self._by_suit.items())
        weights = []
        for s, cards in suits:
            if throwing[s]:
                n = len(cards)
                if n == 1:
                    weights.append(1)
                elif n == 2:  # two cards: 3 non-empty choices, or 2 when they are equal (one or both)
                    weights.append(3 if cards[0] != cards[1] else 2)
                else:
                    kinds = len(set(cards))
                    weights.append((1 << kinds) - 1 if kinds == n else _every(cards, kinds) - 1)
            else:
                weights.append(len(all_units(cards, st.trump, st.tiers)))
        pick = below(sum(weights))
        k = len(suits) - 1
        for i, w in enumerate(weights):
            if pick < w:
                k = i
                break
            pick -= w
        suit, cards = suits[k]
        if not throwing[suit]:
            action = Action("play", all_units(cards, st.trump, st.tiers)[pick])
        else:
            # each card kind 0..copies times, independently: uniform over the suit's multisets; for a plain
            # Random the draw is randrange's own helper inline (bits of the choices' length, redrawn if too high)
            plain = type(rng) is random.Random
            bits = rng.getrandbits
            combo: list[Card] = []
            if plain and weights[k] == (1 << len(cards)) - 1:  # no card twice: each one in or out (randrange(2))
                while not combo:
                    for c in cards:
                        got = bits(2)
                        while got >= 2:
                            got = bits(2)
                        if got:
                            combo.append(c)
            else:
                limits = [(c, m + 1, (m + 1).bit_length()) for c, m in _limits(cards).items()]
                while not combo:
                    for c, choices, width in limits:
                        if plain:
                            got = bits(width)
                            while got >= choices:
                                got = bits(width)
                        else:
                            got = below(choices)
                        if got == 1:
                            combo.append(c)
                        elif got:
                            combo += [c] * got
            action = _new(Action, ("play", tuple(combo)))
        return DRAWN.put(st, action)


def _every(cards: tuple[Card, ...], kinds: int | None = None) -> int:
    """How many multisets (the empty one too) the cards of one suit hold: each card kind 0..copies times
    (``kinds``: how many distinct cards they are, when the caller knows)."""
    if kinds is None:
        kinds = len(set(cards))
    doubled = len(cards) - kinds
    # two decks: no card three times (but a set position may hold three; one extra copy cannot make them)
    if doubled < 2 or max(map(cards.count, cards)) <= 2:
        return 2 ** (kinds - doubled) * 3 ** doubled
    every = 1
    for m in _limits(cards).values():
        every *= m + 1
    return every


ALWAYS = dict.fromkeys(("S", "H", "D", "C", TRUMP), True)  # every effective suit: throws allowed (shared, read only)


def _lead_view(st: State, seat: str, hand: tuple[Card, ...]) -> LegalActions[Action]:
    suits = by_suit(hand, st.trump)
    if st.rules.throw_policy == "any":
        throwing = ALWAYS
    else:
        throwing = {s: st.throws_allowed(seat, s) for s in suits}
    return LeadView(st, hand, suits, throwing)


def lead_candidates(st: State) -> list[Action]:
    """The leads a player would consider: every unit, and per suit the whole suit when that throw stands
    (the practice bot's shortlist; every other throw is legal too but would fail or waste cards)."""
    assert st.turn is not None
    seat = st.turn
    hand = st.held[SEAT_INDEX[seat]]
    out = [Action("play", u) for u in all_units(hand, st.trump, st.tiers)]
    for s, cards in _suits(st, hand).items():
        if st.throws_allowed(seat, s) and len(decompose(cards, st.trump, st.tiers)) > 1 \
                and st.throw_stands(seat, cards):
            out.append(Action("play", tuple(cards)))
    return out
