"""Declaring and overturning trump (亮主 / 反主), rule book 4.A.4 and B-W4.

The ladder, low → high: one 2 < one 7 < one little joker < one big joker < a pair of 2s < a pair
of 7s < a pair of little jokers < a pair of big jokers. A new declaration must climb the ladder;
nobody overturns his own declaration except by *reinforcing* it (showing the identical second
card: one ♠2 → the pair ♠2♠2). 7s only overturn (unless ``seven_can_open``). Jokers mean no-trump.

``Declaration`` checks the ladder, reinforcement and self-overturn; whose turn it is and whether
the cards are held belong to the hand's state.

>>> d = Declaration()
>>> d.declare("N", ["S2"]); d.trump
'S'
>>> d.declare("W", ["H7"]); d.trump
'H'
>>> d.declare("S", ["D2", "D2"]); print(d.problem("E", ["C7"]))  # doctest: +NORMALIZE_WHITESPACE
one 7 (♣7) does not outrank a pair of 2s (♦2 ♦2), the standing declaration: a new declaration must be
higher on the ladder
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import BIG_JOKER, LITTLE_JOKER, Card, format_cards
from ...errors import IllegalAction, ParseError
from ...seats import SEAT_NAME

#: ladder rank → name; the rank of a declaration is its place here (1 = lowest)
LADDER = {1: "one 2", 2: "one 7", 3: "one little joker", 4: "one big joker", 5: "a pair of 2s",
          6: "a pair of 7s", 7: "a pair of little jokers", 8: "a pair of big jokers"}
LADDER_ZH = {1: "单2", 2: "单7", 3: "单小王", 4: "单大王", 5: "对2", 6: "对7", 7: "对小王", 8: "对大王"}
_SINGLE_RANK = {2: 1, 7: 2, LITTLE_JOKER: 3, BIG_JOKER: 4}
#: the rule book's code of each kind (``ladder_rank`` - 1 → code); ``Rules.declaration_ladder`` orders them
KIND_CODE = ("S2", "S7", "SSJ", "SBJ", "P2", "P7", "PSJ", "PBJ")


def ladder_rank(cards: Sequence[Card]) -> int:
    """The ladder rank of the shown cards, or ``0`` if they are not a declaration.

    >>> ladder_rank([Card.parse("H2")]), ladder_rank([Card.parse("BJ"), Card.parse("BJ")])
    (1, 8)
    >>> ladder_rank([Card.parse("H2"), Card.parse("S2")]), ladder_rank([Card.parse("HA")])
    (0, 0)
    """
    if len(cards) == 1 and cards[0].rank in _SINGLE_RANK:
        return _SINGLE_RANK[cards[0].rank]
    if len(cards) == 2 and cards[0] == cards[1] and cards[0].rank in _SINGLE_RANK:
        return _SINGLE_RANK[cards[0].rank] + 4
    return 0


def kind_code(cards: Sequence[Card]) -> str | None:
    """The rule book's code of a declaration (``"P2"`` for ♠2♠2), ``None`` if it is not one."""
    r = ladder_rank(cards)
    return KIND_CODE[r - 1] if r else None


def shown_text(cards: Sequence[Card]) -> str:
    return f"{LADDER[ladder_rank(cards)]} ({format_cards(cards)})"


def parse_declaration(cards: Any) -> tuple[Card, ...] | str:
    """``"pass"`` or the shown cards, read from texts or ``Card`` values."""
    if isinstance(cards, str) and cards.strip().lower() == "pass":
        return "pass"
    if isinstance(cards, (str, Card)):
        cards = [cards]
    if not isinstance(cards, (list, tuple)):
        raise ParseError(f"declare: expected \"pass\" or a list of cards, got {cards!r}")
    return tuple(Card.parse(c) for c in cards)


class Declaration:
    """The declaration round: the standing declaration, who made it, and the history.

    ``declare(seat, cards | "pass")`` raises ``IllegalAction`` (the round is unchanged) when the
    cards are not a declaration, do not outrank the standing one, overturn the seat's own
    declaration, or open with a 7. ``trump`` is the suit or ``None`` (no-trump).
    """

    def __init__(self, *, seven_can_open: bool = False, rules: Any = None,
                 ladder: Sequence[str] | None = None) -> None:
        self.seven_can_open = bool(getattr(rules, "seven_can_open", seven_can_open))
        #: the kinds that count, lowest first (``Rules.declaration_ladder``; default the rule book's)
        self.ladder: tuple[str, ...] = tuple(getattr(rules, "declaration_ladder", None) or ladder or KIND_CODE)
        self.history: list[tuple[str, tuple[Card, ...] | str]] = []
        self.standing: tuple[Card, ...] = ()
        self.seat: str | None = None
        self.passes = 0  # consecutive passes since the last declaration (or the start)

    def copy(self) -> Declaration:
        d = Declaration(seven_can_open=self.seven_can_open, ladder=self.ladder)
        d.history, d.standing, d.seat, d.passes = list(self.history), self.standing, self.seat, self.passes
        return d

    def strength(self, cards: Sequence[Card]) -> int:
        """The place of ``cards`` on this round's ladder (1 = lowest), ``0`` if they are not on it."""
        code = kind_code(cards)
        return self.ladder.index(code) + 1 if code in self.ladder else 0

    @property
    def rank(self) -> int:
        return self.strength(self.standing) if self.standing else 0

    @property
    def declared(self) -> bool:
        return bool(self.standing)

    @property
    def trump(self) -> str | None:
        """The suit fixed by the standing declaration (``None`` = no-trump); raises if nobody declared."""
        if not self.standing:
            raise IllegalAction("nobody has declared trump yet: with no declaration the banker names trump "
                                "after taking the kitty")
        return self.standing[0].suit

    @property
    def is_final(self) -> bool:
        """The top of the ladder (by default a pair of big jokers): nothing can follow."""
        return bool(self.standing) and self.rank == len(self.ladder)

    def problem(self, seat: str, cards: Any) -> str | None:
        """Why ``seat`` may not show ``cards`` now (``None``: allowed)."""
        if seat not in SEAT_NAME:
            return f"{seat!r} is not a seat: expected N, E, S or W"
        try:
            shown = parse_declaration(cards)
        except ParseError as e:
            return str(e)
        if shown == "pass":
            return None
        assert isinstance(shown, tuple)
        if self.seat == seat and len(shown) == 1 and len(self.standing) == 1 and shown[0] == self.standing[0]:
            shown = (shown[0], shown[0])  # reinforcement by showing the identical second card: the pair
        kind = ladder_rank(shown)
        if kind == 0:
            return (f"{format_cards(shown)} is not a declaration: show one 2, one 7, one joker, or a pair of "
                    "identical 2s, 7s or jokers")
        rank = self.strength(shown)
        if rank == 0:
            allowed = ", ".join(LADDER[KIND_CODE.index(k) + 1] for k in self.ladder)
            return f"{shown_text(shown)} is not on this table's declaration ladder (it has: {allowed})"
        if not self.standing:
            if kind in (2, 6) and not self.seven_can_open:
                return f"{shown_text(shown)} cannot open: 7s only overturn a declaration already made"
            return None
        if rank <= self.rank:
            return (f"{shown_text(shown)} does not outrank {shown_text(self.standing)}, the standing declaration: "
                    "a new declaration must be higher on the ladder")
        if self.seat == seat:
            if len(self.standing) == 1 and shown == (self.standing[0], self.standing[0]):
                return None
            return (f"you made the standing declaration {shown_text(self.standing)}: you may only reinforce it "
                    f"with the identical card, not overturn yourself")
        return None

    def declare(self, seat: str, cards: Any) -> None:
        reason = self.problem(seat, cards)
        if reason:
            raise IllegalAction(reason, action=(seat, cards))
        shown = parse_declaration(cards)
        if shown == "pass":
            self.history.append((seat, "pass"))
            self.passes += 1
            return
        assert isinstance(shown, tuple)
        if len(shown) == 1 and self.seat == seat and self.standing == shown:
            shown = (shown[0], shown[0])  # reinforcement: the pair now stands
        self.history.append((seat, shown))
        self.standing, self.seat, self.passes = shown, seat, 0

    def __repr__(self) -> str:
        if not self.standing:
            return "<Declaration: none yet>"
        return f"<Declaration: {SEAT_NAME[self.seat or 'N']} {shown_text(self.standing)}>"
