"""``ComboTrick``, a 27 Wang trick: plays of one or more cards, the lead's shape, the winner and why
(``tutor.tricks.Trick`` is the one-card trick of the other games).

A play wins only if it has the led shape in the led suit or in trumps (rule book 4.A.9); then the
highest such play wins, and among equal plays the first one played.

>>> from ...cards import parse_cards
>>> t = ComboTrick.lead("N", parse_cards("S9 S9"), "H")
>>> for seat, cards in (("W", "SQ SQ"), ("S", "S3 S4"), ("E", "H5 H5")):
...     t = t.add(seat, tuple(parse_cards(cards)))
>>> t.winner(), t.winner_reason()
('E', 'East wins with ♥5 ♥5: a pair of trumps beats a pair of ♠')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from ...cards import Card, format_cards
from ...i18n import Text, domain
from ...seats import SEAT_NAME
from .combos import Unit, decompose, kind, same_suit, strength
from .follow import describe_lead
from .ranks import ESUIT, STEP, TRUMP, points_of, suit_label

t, tn = domain("wang27")


class _Fields(NamedTuple):
    leader: str
    plays: tuple[tuple[str, tuple[Card, ...]], ...]
    units: tuple[Unit, ...]
    suit: str
    trump: str | None
    tiers: bool = True
    attempt: tuple[Card, ...] = ()
    beaten_by: str | None = None
    # the winning play so far, kept as plays are added so that ``winner()`` ranks each play once
    best: int = 0
    best_rank: tuple[int, int] | None = None


class ComboTrick(_Fields):
    """``plays`` are ``(seat, cards)`` in order; ``units`` and ``suit`` describe the lead that stood.

    ``attempt`` holds the cards of a failed throw (the lead then is the forced unit) and
    ``beaten_by`` the seat whose cards beat it. ``len(trick)`` counts its plays.

    An immutable value like the state that holds it: a named tuple (not a frozen dataclass, whose
    constructor stores each field through ``object.__setattr__``), because a trick is made anew for
    every card played, and a tuple is built in one step.
    """

    __slots__ = ()

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> ComboTrick:  # type: ignore[override]
        # the named tuple's own ``_make`` checks ``len``, which here counts the plays, not the fields
        return tuple.__new__(cls, iterable)

    @staticmethod
    def lead(seat: str, cards: Sequence[Card], trump: str | None, tiers: bool = True, *,
             attempt: Sequence[Card] = (), beaten_by: str | None = None,
             units: Sequence[Unit] | None = None, suit: str | None = None, decomposed: bool = False) -> ComboTrick:
        """The trick as ``seat`` leads ``cards`` (of one effective suit: ``suit`` when the caller knows it).

        ``decomposed``: ``units`` are ``decompose(cards)`` itself, longest tractor first, highest first, each
        unit's top card first; the lead's height is then its first card's step (what ``strength`` finds)."""
        cards = tuple(cards)
        s = suit or same_suit(cards, trump)
        assert s is not None, "a lead is of one effective suit"
        units = tuple(units if units is not None else decompose(cards, trump, tiers))
        rank = (0, STEP[trump][units[0][0]]) if decomposed else rank_of(cards, units, s, trump, tiers)
        return _new(ComboTrick, (seat, ((seat, cards),), units, s, trump, tiers, tuple(attempt), beaten_by, 0, rank))

    def add(self, seat: str, cards: tuple[Card, ...]) -> ComboTrick:
        leader, plays, units, suit, trump, tiers, attempt, beaten_by, best, best_rank = self
        if len(cards) == 1 and len(units) == 1 and len(units[0]) == 1:  # a single led and played (``rank_of``)
            c = cards[0]
            s = ESUIT[trump][c]
            if s == suit:
                r: tuple[int, int] | None = (0, STEP[trump][c])
            elif s == TRUMP:
                r = (1, STEP[trump][c])
            else:
                r = None
        else:
            r = rank_of(cards, units, suit, trump, tiers)
        if r is not None and best_rank is not None and r > best_rank:  # strictly: the first of equals wins
            best, best_rank = len(plays), r
        return _new(ComboTrick, (leader, plays + ((seat, cards),), units, suit, trump, tiers, attempt, beaten_by, best,
                                 best_rank))

    def __len__(self) -> int:
        return len(self.plays)

    @property
    def size(self) -> int:
        """Cards per play."""
        return len(self.plays[0][1])

    @property
    def is_throw(self) -> bool:
        return len(self.units) > 1

    @property
    def cards(self) -> list[Card]:
        return [c for _, cs in self.plays for c in cs]

    @property
    def points(self) -> int:
        return points_of(self.cards)

    def shape(self) -> str:
        return describe_lead(self.units, self.suit)

    def _rank(self, cards: Sequence[Card]) -> tuple[int, int] | None:
        """(1 if trumps against a side-suit lead else 0, height) when ``cards`` can win, else ``None``."""
        return rank_of(cards, self.units, self.suit, self.trump, self.tiers)

    def winning_index(self) -> int:
        """Index of the winning play (kept by ``add``; ``_winning_index`` recomputes it from scratch)."""
        return self.best

    def _winning_index(self) -> int:
        best, best_rank = 0, self._rank(self.plays[0][1])
        assert best_rank is not None
        for i in range(1, len(self.plays)):
            r = self._rank(self.plays[i][1])
            if r is not None and r > best_rank:  # strictly higher: the first of equal plays wins
                best, best_rank = i, r
        return best

    def winner(self) -> str:
        return self.plays[self.winning_index()][0]

    def won_with_trump(self) -> bool:
        cards = self.plays[self.winning_index()][1]
        return same_suit(cards, self.trump) == TRUMP

    def winner_reason(self) -> Text:
        i = self.winning_index()
        seat, cards = self.plays[i]
        who = t("{seat} wins with {cards}", seat=SEAT_NAME[seat], cards=format_cards(cards))
        shape = _noun(self.units)
        if i == 0:
            beaten = [c for j, (_, c) in enumerate(self.plays) if j and self._rank(c) is not None]
            if not beaten:
                if self.suit == TRUMP:
                    return t("{who}: nobody else played a {shape} of trumps", who=who, shape=shape)
                return t("{who}: nobody else played a {shape} of {suit} or of trumps", who=who, shape=shape,
                         suit=suit_label(self.suit))
            ties = [c for c in beaten if self._rank(c) == self._rank(cards)]
            if ties:
                return t("{who}: {cards} is equal, and the first of equal plays wins", who=who,
                         cards=format_cards(ties[0]))
            return t("{who}: the highest {shape} of {suit}", who=who, shape=shape, suit=suit_label(self.suit))
        if self.suit != TRUMP and same_suit(cards, self.trump) == TRUMP:
            trumped = [c for j, (_, c) in enumerate(self.plays) if j != i and same_suit(c, self.trump) == TRUMP
                       and self._rank(c) is not None]
            if trumped:
                return t("{who}: the highest {shape} of trumps", who=who, shape=shape)
            return t("{who}: a {shape} of trumps beats a {shape} of {suit}", who=who, shape=shape,
                     suit=suit_label(self.suit))
        return t("{who}: the highest {shape} of {suit}", who=who, shape=shape, suit=suit_label(self.suit))


_new = tuple.__new__  # a trick built as the tuple it is, in one step


def rank_of(cards: Sequence[Card], units: Sequence[Unit], suit: str, trump: str | None,
            tiers: bool = True) -> tuple[int, int] | None:
    """How ``cards`` rank in a trick led with ``units`` in effective suit ``suit``: (1 if trumps against a
    side-suit lead else 0, height), or ``None`` when they cannot win (another suit, or not the lead's shape)."""
    es = ESUIT[trump]
    s = es[cards[0]]
    for c in cards:
        if es[c] != s:
            return None
    if s != suit and s != TRUMP:
        return None
    if len(units[0]) == 1:  # singles led (tractors and pairs come first): any cards of the size, highest wins
        if len(cards) != len(units):
            return None
        step = STEP[trump]
        h = max(step[c] for c in cards) if len(cards) > 1 else step[cards[0]]
    else:
        h = strength(cards, units, trump, tiers)  # type: ignore[assignment]
        if h is None:
            return None
    return (1 if s == TRUMP and suit != TRUMP else 0, h)


def _noun(units: Sequence[Unit]) -> Text:
    if len(units) > 1:
        return t("matching throw")
    k = kind(units[0])
    return t("single") if k == 0 else (t("pair") if k == 1 else t("tractor of {k} pairs", k=k))
