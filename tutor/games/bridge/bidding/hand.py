"""Hand evaluation for the bidding systems: high-card points, suit lengths, shape, aces, stoppers, and the
points the SAYC books count besides the high cards.

Three counts, each a key a call may *show* (so what partner is told is checked on every deal,
``docs/rules/bridge-bidding.md``):

- ``hcp``: high-card points, A 4, K 3, Q 2, J 1;
- ``tp``: **total points**, high-card points plus one *length point* for each card over four in a suit, one
  off for a flat 4-3-3-3 (Downey's SAYC; Pomer, *Standard Bidding with SAYC*, ch. 1): what opener and a
  responder without a fit count;
- ``dp`` + a suit (``dpH``): **dummy points** with that suit as trumps, high-card points plus shortness
  outside it, a void 5, a singleton 3, a doubleton 1 (Downey's "support points"): what a hand with a fit
  counts.

>>> h = Hand.parse("SAKQ2 HK32 D432 C432")
>>> h.hcp, h.length["S"], h.balanced, h.shape, h.total_points
(12, 4, True, (4, 3, 3, 3), 11)
>>> h = Hand.parse("SQJ854 HAK732 D6 C64")
>>> h.hcp, h.total_points, h.points("dpS"), h.points("H")
(10, 12, 14, 5)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ....cards import Card, parse_cards
from ....errors import ParseError
from ....i18n import domain

t, tn = domain("bidding")

SUITS = ("S", "H", "D", "C")  # highest first
_HCP = {14: 4, 13: 3, 12: 2, 11: 1}
_SHORT = {0: 5, 1: 3, 2: 1}  # dummy points for a void, a singleton, a doubleton


@dataclass(frozen=True, slots=True)
class Hand:
    """What a bidder counts in 13 cards."""

    cards: tuple[Card, ...]
    hcp: int
    length: dict[str, int]
    honours: dict[str, tuple[int, ...]]  # ranks held in each suit, highest first
    #: the counts :meth:`points` has worked out (a hand is immutable, and every rule tried asks again)
    _counts: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    #: the suits, longest first, ties the higher first: the order a rule's free suit variable is tried in
    longest_first: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # (a stable sort of the suits, highest first, by length alone leaves ties highest first)
        object.__setattr__(self, "longest_first", tuple(sorted(SUITS, key=lambda s: -self.length[s])))

    @staticmethod
    def of(cards: Iterable[Card | str] | str) -> Hand:
        """A hand from 13 cards (``Card`` values or their text); ``ParseError`` unless 13 distinct cards."""
        if isinstance(cards, Hand):
            return cards
        if isinstance(cards, str):
            return Hand.parse(cards)
        # a deal's hand as a game state holds it (a tuple of cards): the robots ask for it at each of the
        # seat's calls, so the hand, with the counts it has worked out, is kept (bounded) for the next call
        key = cards if type(cards) is tuple and set(map(type, cards)) == {Card} else None  # cards, only
        if key is not None and (got := _KEPT.get(key)) is not None:
            return got
        cs = tuple(Card.parse(c) for c in cards)
        if len(cs) != 13 or len(set(cs)) != 13 or any(c.suit not in SUITS for c in cs):
            raise ParseError(t("a bridge hand is 13 different cards of the four suits, not {n}", n=len(cs)))
        length = dict.fromkeys(SUITS, 0)
        ranks: dict[str, list[int]] = {s: [] for s in SUITS}
        for c in cs:
            length[c.suit or ""] += 1
            ranks[c.suit or ""].append(c.rank)
        hand = Hand(cs, sum(_HCP.get(c.rank, 0) for c in cs), length,
                    {s: tuple(sorted(r, reverse=True)) for s, r in ranks.items()})
        if key is not None:
            if len(_KEPT) >= 4096:
                _KEPT.clear()
            _KEPT[key] = hand
        return hand

    @staticmethod
    def parse(text: str) -> Hand:
        """Card texts (``"SA SK H10 ..."``) or suit groups (``"SAKQ2 HK32 D432 C432"``, ``S-`` for a void)."""
        try:
            return Hand.of(parse_cards(text))
        except ParseError:
            words = text.split()
            if not words or not all(w[:1].upper() in SUITS for w in words):
                raise
        cards = [f"{w[0]}{r}" for w in words for r in w[1:].upper().replace("10", "T").replace("-", "")]
        return Hand.of(cards)

    @property
    def shape(self) -> tuple[int, ...]:
        """Suit lengths, longest first: ``(5, 3, 3, 2)``."""
        return tuple(sorted(self.length.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        """4-3-3-3, 4-4-3-2 or 5-3-3-2: no singleton or void and at most one doubleton."""
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def aces(self) -> int:
        return sum(1 for s in SUITS if self.honours[s][:1] == (14,))

    def stopper(self, suit: str) -> bool:
        """A stopper for no-trumps: A, Kx, Qxx or Jxxx or better."""
        ranks, n = self.honours[suit], self.length[suit]
        return any(r == 14 or (r == 13 and n >= 2) or (r == 12 and n >= 3) or (r == 11 and n >= 4)
                   for r in ranks)

    @property
    def losers(self) -> int:
        """The losing-trick count: in each suit, of its first three cards (fewer in a shorter suit), those that
        are not the ace, king or queen; a singleton king and a doubleton queen are losers.

        >>> Hand.parse("S4 HAKQ10864 D9873 C8").losers, Hand.parse("S5 HKQ109852 D85 CJ64").losers
        (5, 7)
        """
        out = 0
        for s in SUITS:
            n = min(self.length[s], 3)
            top = self.honours[s][:n]
            out += n - sum(1 for r in top if r >= 15 - n)
        return out

    def top_honours(self, suit: str) -> int:
        """How many of A, K, Q the suit holds (a good suit for a preempt or an overcall has two)."""
        return sum(1 for r in self.honours[suit] if r >= 12)

    @property
    def length_points(self) -> int:
        """One for each card over four in a suit."""
        return sum(max(0, n - 4) for n in self.length.values())

    @property
    def total_points(self) -> int:
        """High-card points plus length points, one off for a flat 4-3-3-3 (never below 0)."""
        return self.points("tp")

    def dummy_points(self, trumps: str) -> int:
        """High-card points plus shortness outside ``trumps``: a void 5, a singleton 3, a doubleton 1."""
        return self.hcp + sum(_SHORT.get(self.length[s], 0) for s in SUITS if s != trumps)

    def points(self, key: str) -> int:
        """The count a call's ``shows`` names: ``hcp``, ``tp`` (total points), ``dp`` + trumps (dummy points,
        ``dpS``), or a suit's length (``S``)."""
        got = self._counts.get(key)
        if got is None:
            got = self._counts[key] = self._count(key)
        return got

    def _count(self, key: str) -> int:
        if key == "hcp":
            return self.hcp
        if key == "tp":
            return max(0, self.hcp + self.length_points - (1 if self.shape == (4, 3, 3, 3) else 0))
        if key.startswith("dp"):
            return self.dummy_points(key[2:])
        return self.length[key]

    def rule_of_20(self) -> bool:
        """High-card points plus the two longest suits' lengths make 20 or more."""
        return self.hcp + self.shape[0] + self.shape[1] >= 20

    def __str__(self) -> str:
        names = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}
        return " ".join(s + "".join(names.get(r, str(r)) for r in self.honours[s]) for s in SUITS)


#: hands made from a tuple of cards (:meth:`Hand.of`), by that tuple
_KEPT: dict[tuple[Any, ...], Hand] = {}

__all__ = ["Hand", "SUITS"]
