"""Hands as 52-bit integers, for speed: a set bit is a held card. (A simulated hand's deal and legal-action
view are shared by every game: :func:`tutor.cards.deal_order`, :func:`tutor.games.legal.ready`.)

Bit ``13 * s + (14 - rank)`` holds the card of suit ``"SHDC"[s]``; inside a suit a lower bit is a higher
card, so reading bits from low to high gives the suit's cards from ace down. ``SUIT_CARDS[s][m]`` is
precomputed for every 13-bit mask ``m``, so turning a hand (or the cards of one suit) back into
``Card`` values is a few table look-ups.

>>> m = mask_of(parse_cards("SA S5 H3 C2"))
>>> [c.symbol for c in cards_of(m)], [c.symbol for c in suit_cards(m, "S")]
(['♠A', '♠5', '♥3', '♣2'], ['♠A', '♠5'])
"""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import Card, parse_cards  # noqa: F401 - parse_cards is used by the doctest

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


# ``DECK_52[d]`` is the card of bit ``d`` (``tutor.cards.deal_order`` deals deck indices): the deck is listed
# suit by suit from the ace down, as the bits are.
ONE = tuple(1 << d for d in range(52))
