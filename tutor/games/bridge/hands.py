"""The cards still in hand as one number, for a fast play: bit ``13 * seat + p`` is set while the card at
position ``p`` of that seat's dealt hand is still held (seats in the order N E S W). Which cards a seat may
play is then a few operations on numbers, and the cards come out in the dealt order (the order the legal
actions have always listed them in) through one ready ``itemgetter`` per set of positions. A deal's suit
masks (per suit, the bits of the cards of that suit) are worked out once, when it is dealt.

>>> from tutor.cards import parse_cards
>>> dealt = (tuple(parse_cards("SA H2 S3")), (), (), ())
>>> mask = full_mask(dealt)
>>> hand_of(dealt, mask, 0) == dealt[0], hand_of(dealt, mask ^ 0b001, 0) == dealt[0][1:]
(True, True)
>>> spades = suit_masks(dealt)[SUIT_NUMBER["S"]]
>>> [str(c) for c in hand_of(dealt, mask & spades, 0)], POSITIONS[mask & spades]
(['SA', 'S3'], (0, 2))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from ...cards import DECK_52, Card

#: The lowest bit of each seat's 13 (N E S W).
SHIFT = (0, 13, 26, 39)
#: A suit letter's place in the suit masks (``DECK_52``'s order of suits).
SUIT_NUMBER: dict[str | None, int] = {"S": 0, "H": 1, "D": 2, "C": 3}

Hand = tuple[Card, ...]

#: ``POSITIONS[m]``: the positions set in the 13-bit ``m``, lowest first.
POSITIONS: tuple[tuple[int, ...], ...] = tuple(tuple(p for p in range(13) if m >> p & 1) for m in range(1 << 13))


def _getter(places: tuple[int, ...]) -> Callable[[Hand], Hand]:
    if len(places) > 1:
        return itemgetter(*places)
    # one place (or none) as a slice, so the answer is a tuple too
    return itemgetter(slice(places[0], places[0] + 1) if places else slice(0, 0))


#: ``GETTERS[m](hand)``: the cards of ``hand`` at the positions set in the 13-bit ``m``, in order.
GETTERS: tuple[Callable[[Hand], Hand], ...] = tuple(map(_getter, POSITIONS))


def hand_of(dealt: Sequence[Hand], mask: int, seat: int) -> Hand:
    """The cards seat number ``seat`` still holds, in the dealt order."""
    return GETTERS[mask >> SHIFT[seat] & 8191](dealt[seat])


def full_mask(dealt: Sequence[Hand]) -> int:
    """Every dealt card still in hand (``ValueError`` for a hand of more than 13 cards)."""
    if any(len(hand) > 13 for hand in dealt):
        raise ValueError("a bridge hand holds at most 13 cards")
    return sum(((1 << len(hand)) - 1) << sh for sh, hand in zip(SHIFT, dealt, strict=True))


def mask_of(dealt: Sequence[Hand], held: Sequence[Sequence[Card]]) -> int:
    """The mask of ``held`` (per seat, cards of that seat's dealt hand; ``ValueError`` for another card)."""
    return sum(1 << (sh + hand.index(c)) for sh, hand, cards in zip(SHIFT, dealt, held, strict=True) for c in cards)


def suit_masks(dealt: Sequence[Hand]) -> tuple[int, int, int, int]:
    """Per suit (``SUIT_NUMBER``), the bits of the cards of that suit, for any deal."""
    masks = [0, 0, 0, 0]
    for sh, hand in zip(SHIFT, dealt, strict=True):
        for p, card in enumerate(hand, sh):
            masks[SUIT_NUMBER[card[0]]] |= 1 << p
    return masks[0], masks[1], masks[2], masks[3]


def order_suit_masks(order: list[int]) -> tuple[int, int, int, int]:
    """:func:`suit_masks` of a full deal given as ``DECK_52`` indices in dealt order (13 a seat), read as
    binary numbers (one digit a position, ``1`` where the card is of that suit): a few calls that run over
    the cards in C, where a loop over 52 cards in Python would cost a third of the shuffle."""
    raw = bytes(order)[::-1]
    masks = [int(raw.translate(digits), 2) for digits in _DIGITS]
    return masks[0], masks[1], masks[2], masks[3]


#: ``bytes.translate`` tables: a card's ``DECK_52`` index to ``1`` if it is of suit 0 (1, 2, 3), else ``0``
_DIGITS = tuple(bytes(48 + (d // 13 == s) for d in range(256)) for s in range(4))


#: A card's place in ``DECK_52`` (the index ``where`` is read by).
DECK_INDEX: dict[Card, int] = {c: d for d, c in enumerate(DECK_52)}
_INDICES = tuple(range(52))


def where_of(dealt: Sequence[Hand]) -> tuple[int, ...]:
    """Per card of ``DECK_52`` (by its index), its bit in the in-hand mask (``13 * seat + position``), or -1
    when it was not dealt: the kernel finds a played card's bit with one look-up instead of a search.

    >>> from tutor.cards import parse_cards
    >>> where = where_of((tuple(parse_cards("SA H2")), tuple(parse_cards("S3")), (), ()))
    >>> where[DECK_INDEX[Card("H", 2)]], where[DECK_INDEX[Card("S", 3)]], where[DECK_INDEX[Card("C", 2)]]
    (1, 13, -1)
    """
    where = [-1] * 52
    for sh, hand in zip(SHIFT, dealt, strict=True):
        for p, card in enumerate(hand, sh):
            where[DECK_INDEX[card]] = p
    return tuple(where)


def order_where(order: Sequence[int]) -> tuple[int, ...]:
    """:func:`where_of` of a full deal given as ``DECK_52`` indices in dealt order (13 a seat): the card dealt
    ``k``-th sits at bit ``k``, so this is the order's inverse (its argsort, sorted in C)."""
    return tuple(sorted(_INDICES, key=order.__getitem__))
