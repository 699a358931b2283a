"""A Gong Zhu deal as bits: :class:`Dealt` (one value per hand, shared by all its states) and the tables
that list a hand, or the cards of one suit in it, in the order dealt.

The order matters: a hand lists its cards, and its legal plays, in the order they were dealt, and seeded
bots and the lesson records choose by position in that listing. So a card's bit is its place in the
dealt order (seat k's cards are bits ``13 k`` to ``13 k + 12``), and ``PICK[m](hand)`` turns the 13 bits of
one seat back into its cards, still in dealt order.

>>> from tutor.cards import parse_cards
>>> d = Dealt(tuple(tuple(parse_cards(h)) for h in ("SQ H2 SA", "C2", "D3 H9", "")))
>>> alive = d.all ^ d.pos[Card.parse("H2")]  # North has played ♥2
>>> [c.symbol for c in PICK[alive & 0x1FFF](d.hands[0])]  # North's hand now, in the order dealt
['♠Q', '♠A']
>>> [c.symbol for c in PICK[(d.suits[1] >> 26) & 0x1FFF](d.hands[2])]  # South's hearts
['♥9']
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from ...cards import DECK_52, Card


def _picker(m: int) -> itemgetter[Any]:
    """``PICK[m](hand)``: the tuple of ``hand[k]`` for the set bits ``k`` of ``m``, in order (a slice when
    there is one, so the answer is always a tuple)."""
    ks = [k for k in range(13) if m >> k & 1]
    return itemgetter(*ks) if len(ks) > 1 else itemgetter(slice(ks[0], ks[0] + 1) if ks else slice(0, 0))


PICK = tuple(_picker(m) for m in range(1 << 13))
SEAT_SHIFT = {"N": 0, "E": 13, "S": 26, "W": 39}  # a seat's 13 bits in ``State.alive``
SEAT_BITS = {s: 0x1FFF << k for s, k in SEAT_SHIFT.items()}
SUIT_NO: dict[str | None, int] = {"S": 0, "H": 1, "D": 2, "C": 3}
_SUIT_CARDS = tuple(DECK_52[13 * q:13 * q + 13] for q in range(4))
_ZEROS = (0,) * 13
BIT_AT = tuple(1 << k for k in range(52))
ALL_BITS = (1 << 52) - 1
#: ``_SUIT_DIGITS[q]`` maps a deck index byte to ``b"1"`` if ``DECK_52[d]`` is of suit ``"SHDC"[q]``, else ``b"0"``.
_SUIT_DIGITS = tuple(bytes(49 if d // 13 == q else 48 for d in range(256)) for q in range(4))


class Dealt:
    """The hands as dealt (each in its dealt order, which is the order a hand lists its cards and its legal
    plays), and where each card sits: ``pos[card]`` is its bit in ``State.alive`` (seat k's cards are bits
    ``13 k`` to ``13 k + 12``, in hand order) and ``suits[q]`` the bits of the cards of suit ``"SHDC"[q]``.
    One value per hand, shared by all its states: a play clears one bit of ``alive``, so following suit,
    listing a hand or a suit in hand order, and testing a card are a few integer operations.

    An immutable value (its attributes cannot be set, and ``pos`` is never changed after it is built):
    equal and hashed by its hands, shared rather than copied by ``copy.deepcopy``."""

    __slots__ = ("all", "hands", "pos", "suits")
    hands: tuple[tuple[Card, ...], ...]
    pos: dict[Card, int]
    suits: tuple[int, ...]
    all: int  # every dealt card's bit (the ``alive`` of a fresh hand), kept: every new hand starts from it

    def __init__(self, hands: tuple[tuple[Card, ...], ...], pos: dict[Card, int] | None = None) -> None:
        if pos is None:
            pos = {c: 1 << (13 * i + k) for i, h in enumerate(hands) for k, c in enumerate(h)}
        if len(pos) == 52:  # a full deal: every card has a bit
            at = pos.__getitem__
            suits: tuple[int, ...] = (sum(map(at, _SUIT_CARDS[0])), sum(map(at, _SUIT_CARDS[1])),
                                      sum(map(at, _SUIT_CARDS[2])), sum(map(at, _SUIT_CARDS[3])))
        else:
            get = pos.get
            suits = tuple(sum(map(get, cards, _ZEROS)) for cards in _SUIT_CARDS)
        _set = object.__setattr__
        _set(self, "hands", hands)
        _set(self, "pos", pos)
        _set(self, "suits", suits)
        _set(self, "all", sum(pos.values()))

    @classmethod
    def from_order(cls, order: list[int]) -> Dealt:
        """The full deal ``deal_order`` gives: seat k holds ``DECK_52[d]`` for ``d`` in ``order[13 k:13 k + 13]``
        (the same value as ``Dealt`` of those hands, built without looking a card up: every new hand needs one).

        >>> from tutor.cards import deal_order
        >>> d = Dealt.from_order(deal_order(3))
        >>> d == Dealt(d.hands) and d.pos == Dealt(d.hands).pos and d.suits == Dealt(d.hands).suits
        True
        """
        cards: tuple[Card, ...] = itemgetter(*order)(DECK_52)  # one C call (a map over the order costs 4 times as much)
        # suit q's mask has bit k where the card at position k is of suit q: one byte per position, turned
        # into a binary numeral (highest position first) by a table, then read by ``int(…, 2)``
        digits = bytes(order)[::-1]
        return cls.made((cards[:13], cards[13:26], cards[26:39], cards[39:]),
                        dict(zip(cards, BIT_AT, strict=False)),  # both 52 long
                        (int(digits.translate(_SUIT_DIGITS[0]), 2), int(digits.translate(_SUIT_DIGITS[1]), 2),
                         int(digits.translate(_SUIT_DIGITS[2]), 2), int(digits.translate(_SUIT_DIGITS[3]), 2)))

    @classmethod
    def made(cls, hands: tuple[tuple[Card, ...], ...], pos: dict[Card, int], suits: tuple[int, ...]) -> Dealt:
        """A full deal from its parts already worked out (``pos`` every card's bit, ``suits`` each suit's bits),
        nothing checked or recomputed: :meth:`from_order`'s last step, and the compiled kernel's (``ckernel.pyx``
        builds a deal through this, never by writing the slots: docs/architecture.md, the kernel contract)."""
        new = object.__new__(cls)
        _set = object.__setattr__
        _set(new, "hands", hands)
        _set(new, "pos", pos)
        _set(new, "all", ALL_BITS)  # all 52 bits
        _set(new, "suits", suits)
        return new

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Dealt is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Dealt is immutable: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        return other.__class__ is Dealt and self.hands == other.hands  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.hands)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Dealt, (self.hands,))

    def __deepcopy__(self, memo: dict[int, Any]) -> Dealt:
        return self  # immutable: nothing to copy

    def __repr__(self) -> str:
        return f"Dealt({' / '.join(' '.join(map(str, h)) for h in self.hands)})"


