"""Hands as 52-bit integers, for speed: a set bit is a held card. Also the two other pieces every simulated
hand of a 52-card game runs through: the deal (:func:`deal_order`) and the legal-action view (:func:`ready`).

Bit ``13 * s + (14 - rank)`` holds the card of suit ``"SHDC"[s]``; inside a suit a lower bit is a higher
card, so reading bits from low to high gives the suit's cards from ace down. ``SUIT_CARDS[s][m]`` is
precomputed for every 13-bit mask ``m``, so turning a hand (or the cards of one suit) back into
``Card`` values is a few table look-ups.

>>> m = mask_of(parse_cards("SA S5 H3 C2"))
>>> [c.symbol for c in cards_of(m)], [c.symbol for c in suit_cards(m, "S")]
(['♠A', '♠5', '♥3', '♣2'], ['♠A', '♠5'])
"""

from __future__ import annotations

from _random import Random as _CoreRandom
from array import array
from collections.abc import Iterable
from random import Random
from typing import Any, TypeVar

from ...cards import DECK_52, Card, parse_cards, shuffled  # noqa: F401 - parse_cards is used by the doctest
from ..legal import LegalActions

A = TypeVar("A")

ORDER = "SHDC"
SHIFT = {s: 13 * i for i, s in enumerate(ORDER)}
FULL = 0x1FFF
SUIT_MASK: dict[str | None, int] = {s: FULL << SHIFT[s] for s in ORDER}
SIDE_MASK = SUIT_MASK["H"] | SUIT_MASK["D"] | SUIT_MASK["C"]  # every suit but spades
BIT: dict[Card, int] = {Card(s, r): 1 << (SHIFT[s] + 14 - r) for s in ORDER for r in range(2, 15)}


def _table(suit: str) -> tuple[tuple[Card, ...], ...]:
    # table[m] lists the cards of mask m, highest first: the lowest set bit is the highest card.
    table: list[tuple[Card, ...]] = [()] * (FULL + 1)
    for m in range(1, FULL + 1):
        low = m & -m
        table[m] = (Card(suit, 14 - low.bit_length() + 1),) + table[m ^ low]
    return tuple(table)


SUIT_CARDS = tuple(_table(s) for s in ORDER)
_S, _H, _D, _C = SUIT_CARDS


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of distinct ``cards``. Their bits are distinct, so the sum is their union (and much
    quicker to compute); a card listed twice carries into another bit, which ``start`` catches by
    counting bits."""
    return sum(map(BIT.__getitem__, cards))


def cards_of(m: int) -> tuple[Card, ...]:
    """Every card of ``m``: spades, hearts, diamonds, clubs, each from the ace down."""
    return _S[m & FULL] + _H[(m >> 13) & FULL] + _D[(m >> 26) & FULL] + _C[m >> 39]


def side_cards(m: int) -> tuple[Card, ...]:
    """The non-spade cards of ``m``."""
    return _H[(m >> 13) & FULL] + _D[(m >> 26) & FULL] + _C[m >> 39]


def suit_cards(m: int, suit: str) -> tuple[Card, ...]:
    return SUIT_CARDS[ORDER.index(suit)][(m >> SHIFT[suit]) & FULL]


# -- the deal, fast ------------------------------------------------------------------------------
# ``DECK_52[d]`` is the card of bit ``d``: the deck is listed suit by suit from the ace down, as the bits are.
ONE = tuple(1 << d for d in range(52))
# Fisher–Yates as ``random.Random.shuffle`` runs it: position i (51 down to 1) swaps with j < i + 1, drawn as
# the top ``(i + 1).bit_length()`` bits of one 32-bit Mersenne Twister word, redrawn while j > i.
_STEPS = tuple((i, 32 - (i + 1).bit_length()) for i in range(51, 0, -1))
_WORDS = 96  # 76 words are needed on average; a deal that needs more redraws from the same generator


def deal_order(seed: object) -> list[int] | None:
    """The deck indices in the order ``shuffled(DECK_52, seed)`` puts the cards (so ``cards.deal(seed)`` gives
    seat k the cards ``DECK_52[d]`` for ``d`` in ``order[13 * k:13 * k + 13]``), or ``None`` when ``seed`` is
    not a plain ``int`` (the caller then deals with ``cards.deal``).

    It is the same shuffle, read faster: the generator (seeded exactly as ``random.Random(seed)`` seeds it)
    hands out its 32-bit words in one call instead of one Python call per card.

    >>> [DECK_52[d] for d in deal_order(7)] == shuffled(DECK_52, 7)
    True
    """
    if seed.__class__ is not int or not _SAME_DRAWS:
        return None
    rng = _CoreRandom(seed)
    words = _WORDS
    while True:
        w = array("I", rng.getrandbits(32 * words).to_bytes(4 * words, "little"))
        x = list(range(52))
        p = 0
        try:
            for i, sh in _STEPS:
                j = w[p] >> sh
                p += 1
                while j > i:
                    j = w[p] >> sh
                    p += 1
                x[i], x[j] = x[j], x[i]
            return x
        except IndexError:  # rare: more redraws than words drawn; start again with more from a fresh generator
            rng = _CoreRandom(seed)
            words *= 2


def _same_draws() -> bool:
    # ``deal_order`` and ``ReadyActions.choice`` follow CPython's ``shuffle``, ``choice`` and ``_randbelow`` and the
    # 32-bit word order of ``getrandbits``; a Python that draws differently gets the library's own calls (the same
    # deals and choices, slower). Checked once here, on real draws.
    try:
        if array("I").itemsize != 4:
            return False
        same_deals = all([DECK_52[d] for d in deal_order(s) or ()] == shuffled(DECK_52, s)
                         for s in (0, 1, 7, 2**40 + 3))
        mine, theirs = Random(5), Random(5)
        same_choices = all(ready(None, tuple(range(n))).choice(mine) == theirs.choice(range(n))
                           for n in range(1, 100) for _ in range(3))
        return same_deals and same_choices
    except Exception:  # any surprise in the generator's internals: use the library's calls
        return False


# -- the legal-action view, fast -----------------------------------------------------------------
_BIT_LENGTH = tuple(n.bit_length() for n in range(64))

class ReadyActions(LegalActions[A]):
    """A :class:`~tutor.games.legal.LegalActions` over a ready tuple, as :func:`ready` builds it, whose
    ``choice(rng)`` draws exactly what ``rng.choice(items)`` draws (one draw of ``random.Random``'s
    ``_randbelow``, read inline) without its two Python calls.

    >>> import random
    >>> view, mine, theirs = ready(None, tuple("abcdefg")), random.Random(3), random.Random(3)
    >>> [view.choice(mine) for _ in range(20)] == [theirs.choice("abcdefg") for _ in range(20)]
    True
    """

    __slots__ = ()
    # Class-level values shadow the base class's slots for reading, so a ready view is built with two
    # stores (``_state``, ``_items``) instead of five: every simulated move builds one.
    _generate = None
    _count = None
    _sample = None

    def choice(self, rng: Random) -> A:
        items = self._items
        if rng.__class__ is not Random or not _SAME_DRAWS or not items:
            return super().choice(rng)
        n = len(items)
        k = _BIT_LENGTH[n] if n < 64 else n.bit_length()
        r = rng.getrandbits(k)
        while r >= n:
            r = rng.getrandbits(k)
        return items[r]


def ready(state: Any, items: tuple[A, ...]) -> ReadyActions[A]:
    """``LegalActions(state, items)`` for a ready tuple, built without the general constructor's argument
    checks: every simulated move asks for one, so this saves a call and a copy each time."""
    view: ReadyActions[A] = object.__new__(ReadyActions)
    view._state = state
    view._items = items
    return view


_SAME_DRAWS = True  # while checking, the fast readings run
_SAME_DRAWS = _same_draws()
