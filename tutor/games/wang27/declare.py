"""Declaring and overturning trump (亮主 / 反主), rule book 4.A.4 and B-W4.

The ladder, low → high: one 2 < one 7 < one little joker < one big joker < a pair of 2s < a pair
of 7s < a pair of little jokers < a pair of big jokers. A new declaration must climb the ladder;
nobody overturns his own declaration except by *reinforcing* it (showing the identical second
card: one ♠2 → the pair ♠2♠2). 7s only overturn (unless ``seven_can_open``). Jokers mean no-trump.

``Declaration`` checks the ladder, reinforcement and self-overturn; whose turn it is and whether
the cards are held belong to the hand's state.

>>> d = Declaration().declare("N", ["S2"]); d.trump
'S'
>>> d = d.declare("W", ["H7"]); d.trump
'H'
>>> d = d.declare("S", ["D2", "D2"]); print(d.problem("E", ["C7"]))  # doctest: +NORMALIZE_WHITESPACE
one 7 (♣7) does not outrank a pair of 2s (♦2 ♦2), the standing declaration: a new declaration must be
higher on the ladder
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from ...cards import BIG_JOKER, DECK_54, LITTLE_JOKER, Card, format_cards
from ...errors import IllegalAction, ParseError
from ...i18n import Text, domain, join
from ...seats import SEAT_NAME
from ..base import Stepwise, short_repr
from ..memo import IdentityMemo

t, tn = domain("wang27")

#: ladder rank → name; the rank of a declaration is its place here (1 = lowest)
LADDER = {1: t("one 2"), 2: t("one 7"), 3: t("one little joker"), 4: t("one big joker"), 5: t("a pair of 2s"),
          6: t("a pair of 7s"), 7: t("a pair of little jokers"), 8: t("a pair of big jokers")}
# Text: the Chinese names, in Traditional characters on a 繁體中文 page
LADDER_ZH = {1: t("单2"), 2: t("单7"), 3: t("单小王"), 4: t("单大王"), 5: t("对2"), 6: t("对7"), 7: t("对小王"),
             8: t("对大王")}
_SINGLE_RANK = {2: 1, 7: 2, LITTLE_JOKER: 3, BIG_JOKER: 4}
#: the rule book's code of each kind (``ladder_rank`` - 1 → code); ``Rules.declaration_ladder`` orders them
KIND_CODE = ("S2", "S7", "SSJ", "SBJ", "P2", "P7", "PSJ", "PBJ")


_EXAMPLE = {"S2": "S2", "S7": "S7", "SSJ": "LJ", "SBJ": "BJ", "P2": "S2 S2", "P7": "S7 S7", "PSJ": "LJ LJ",
            "PBJ": "BJ BJ"}


class Rung(NamedTuple):
    """One kind of declaration on a table's ladder: its place (1 = lowest), code, names and example cards."""

    place: int
    code: str
    name: str
    name_zh: str
    example: str


def candidates(hand: Sequence[Card] | None = None) -> list[tuple[Card, ...]]:
    """Every declaration that can be shown from ``hand`` (every one a hand could hold when ``None``),
    lowest kind first: singles of 2s, 7s and jokers, then identical pairs of them.

    >>> [format_cards(c) for c in candidates(Card.parse(t) for t in ("S2", "S2", "HA", "BJ"))]
    ['♠2', '大王', '♠2 ♠2']
    >>> len(candidates())
    20
    """
    if hand is None:
        distinct = [Card(s, r) for r in (2, 7) for s in "SHDC"] + [Card(None, LITTLE_JOKER), Card(None, BIG_JOKER)]
        counts = dict.fromkeys(distinct, 2)
    else:
        counts = {}
        for c in hand:
            if c in SINGLE_OF:  # a 2, a 7 or a joker
                counts[c] = counts.get(c, 0) + 1
    low_first = sorted(counts, key=SINGLE_OF.__getitem__)  # a pair ranks 4 above its single: the same order
    return [(c,) for c in low_first] + [(c, c) for c in low_first if counts[c] >= 2]


#: Each hand's candidates, by the hand tuple's identity: the engines' one memo (:class:`tutor.games.memo.IdentityMemo`).
_CANDIDATES: IdentityMemo[Sequence[Card], list[tuple[tuple[Card, ...], int]]] = IdentityMemo(keep=16)


def _held_candidates(hand: Sequence[Card]) -> list[tuple[tuple[Card, ...], int]]:
    """``candidates(hand)``, each with its ``ladder_rank``, remembered by the hand's identity (``_CANDIDATES``):
    a hand does not change during the declaration round, and each seat is asked at each of its turns. The
    list returned is shared: do not change it."""
    if isinstance(hand, tuple):  # (an immutable hand only: a list could change under the same identity)
        got = _CANDIDATES.get(hand)
        if got is not None:
            return got
    out = [(shown, ladder_rank(shown)) for shown in candidates(hand)]
    if isinstance(hand, tuple):
        _CANDIDATES.put(hand, out)
    return out


@lru_cache(maxsize=32)  # a table's ladder is one of a few (bounded even if a caller makes many)
def places(ladder: tuple[str, ...]) -> tuple[int, ...]:
    """A table's ladder: ``ladder_rank`` (0 for no declaration, 1..8) → its place there (1 = lowest), 0 when
    it is not on that ladder."""
    return (0, *[ladder.index(code) + 1 if code in ladder else 0 for code in KIND_CODE])


#: each declaring card (2s, 7s, jokers) → the ladder rank of showing it alone
SINGLE_OF = {c: _SINGLE_RANK[c.rank] for c in DECK_54 if c.rank in _SINGLE_RANK}


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


def shown_text(cards: Sequence[Card]) -> Text:
    """``one 2 (♠2)``; in Chinese ``单2（♠2）``."""
    return t("{kind} ({cards})", kind=LADDER[ladder_rank(cards)], cards=format_cards(cards))


def parse_declaration(cards: Any) -> tuple[Card, ...] | str:
    """``"pass"`` or the shown cards, read from texts or ``Card`` values."""
    if isinstance(cards, str) and cards.strip().lower() in ("pass", "不亮"):  # 不亮: not declaring, as said in Chinese
        return "pass"
    if isinstance(cards, (str, Card)):
        cards = [cards]
    if not isinstance(cards, (list, tuple)):
        raise ParseError(t("declare: expected \"pass\" or a list of cards, got {value}", value=short_repr(cards)))
    if len(cards) > 4:  # a declaration shows one card or a pair; more is a mistake, not a huge message
        raise ParseError(t("declare: show one card or a pair, not {n} cards", n=len(cards)))
    return tuple(Card.parse(c) for c in cards)


@dataclass(frozen=True, slots=True)
class DeclarationRound:
    """The declaration round as a value (what a hand's state holds): the standing declaration, who
    made it, and the history.

    ``declare(seat, cards | "pass")`` returns the round after that call, or raises ``IllegalAction``
    when the cards are not a declaration, do not outrank the standing one, overturn the seat's own
    declaration, or open with a 7. ``trump`` is the suit or ``None`` (no-trump). Build one for a
    table with ``DeclarationRound.for_rules(rules)``; :class:`Declaration` steps through one in place.
    """

    seven_can_open: bool = False
    #: the kinds that count, lowest first (``Rules.declaration_ladder``; default the rule book's)
    ladder: tuple[str, ...] = KIND_CODE
    history: tuple[tuple[str, tuple[Card, ...] | str], ...] = ()
    standing: tuple[Card, ...] = ()
    seat: str | None = None
    passes: int = 0  # consecutive passes since the last declaration (or the start)

    @classmethod
    def for_rules(cls, rules: Any) -> DeclarationRound:
        """A fresh round under ``rules`` (its ``seven_can_open`` and ``declaration_ladder``)."""
        return cls(bool(rules.seven_can_open), tuple(rules.declaration_ladder))

    def strength(self, cards: Sequence[Card]) -> int:
        """The place of ``cards`` on this round's ladder (1 = lowest), ``0`` if they are not on it."""
        return places(self.ladder)[ladder_rank(cards)]

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
            raise IllegalAction(t("nobody has declared trump yet: with no declaration the banker names trump "
                                  "after taking the kitty"))
        return self.standing[0].suit

    @property
    def is_final(self) -> bool:
        """The top of the ladder (by default a pair of big jokers): nothing can follow."""
        return bool(self.standing) and self.rank == len(self.ladder)

    def rungs(self) -> list[Rung]:
        """This round's ladder, lowest first, for pictures (place, code, names, an example)."""
        return [Rung(place, code, LADDER[KIND_CODE.index(code) + 1], LADDER_ZH[KIND_CODE.index(code) + 1],
                     _EXAMPLE[code]) for place, code in enumerate(self.ladder, start=1)]

    def allowed(self, seat: str, hand: Sequence[Card] | None = None) -> list[tuple[Card, ...]]:
        """The declarations ``seat`` may show now, lowest first: from ``hand`` when given (reinforcing
        is offered once, as the pair), else every declaration a hand could hold."""
        if hand is not None:
            return self._allowed_from(seat, hand)
        return [shown for shown in candidates(None) if self._judge(seat, shown, explain=False) is None]

    def _allowed_from(self, seat: str, hand: Sequence[Card]) -> list[tuple[Card, ...]]:
        """``allowed`` from a hand: ``_judge`` of each candidate (a declaring card or identical pair, so
        always a declaration) with the standing rank found once, as every declaration turn of a playout asks."""
        place = places(self.ladder)
        standing = self.standing
        current = place[ladder_rank(standing)] if standing else 0  # ``self.rank``
        mine = self.seat == seat
        out = []
        for shown, kind in _held_candidates(hand):
            if mine and shown == standing:
                continue  # reinforcing is listed once, as the pair
            rank = place[kind]
            if not rank:
                continue  # not on this table's ladder
            if not standing:
                if kind in (2, 6) and not self.seven_can_open:
                    continue  # 7s only overturn
            elif rank <= current:
                continue  # does not outrank the standing declaration
            elif mine and not (len(standing) == 1 and shown == (standing[0], standing[0])):
                continue  # nobody overturns himself; reinforcing only
            out.append(shown)
        return out

    def judge(self, seat: str, shown: tuple[Card, ...] | str) -> str | None:
        """``problem`` for cards already read (``parse_declaration``) and a seat that is one."""
        return self._judge(seat, shown, explain=True)

    def problem(self, seat: str, cards: Any) -> str | None:
        """Why ``seat`` may not show ``cards`` now (``None``: allowed)."""
        return self._problem(seat, cards, explain=True)

    def _problem(self, seat: str, cards: Any, *, explain: bool) -> Any:
        """``problem``; without ``explain`` a refusal is only ``False`` (no message made: ``allowed`` asks this
        for every declaration a hand could show, in every playout)."""
        if seat not in SEAT_NAME:
            return t("{seat} is not a seat: expected N, E, S or W", seat=repr(seat))
        try:
            shown = parse_declaration(cards)
        except ParseError as e:
            return e.args[0]  # the message itself, so it reads in the language current when shown
        return self._judge(seat, shown, explain=explain)

    def _judge(self, seat: str, shown: tuple[Card, ...] | str, *, explain: bool) -> Any:
        if shown == "pass":
            return None
        assert isinstance(shown, tuple)
        if self.seat == seat and len(shown) == 1 and len(self.standing) == 1 and shown[0] == self.standing[0]:
            shown = (shown[0], shown[0])  # reinforcement by showing the identical second card: the pair
        kind = ladder_rank(shown)
        if kind == 0:
            return t("{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s "
                     "or jokers", cards=format_cards(shown) or t("showing no card"))
        rank = self.strength(shown)
        if rank == 0:
            if not explain:
                return False
            allowed = join(t(", "), [LADDER[KIND_CODE.index(k) + 1] for k in self.ladder])
            return t("{shown} is not on this table's declaration ladder (it has: {allowed})", shown=shown_text(shown),
                     allowed=allowed)
        if not self.standing:
            if kind in (2, 6) and not self.seven_can_open:
                if not explain:
                    return False
                return t("{shown} cannot open: 7s only overturn a declaration already made", shown=shown_text(shown))
            return None
        if rank <= self.rank:
            if not explain:
                return False
            return t("{shown} does not outrank {standing}, the standing declaration: a new declaration must be "
                     "higher on the ladder", shown=shown_text(shown), standing=shown_text(self.standing))
        if self.seat == seat:
            if len(self.standing) == 1 and shown == (self.standing[0], self.standing[0]):
                return None
            if not explain:
                return False
            return t("you made the standing declaration {standing}: you may only reinforce it with the identical "
                     "card, not overturn yourself", standing=shown_text(self.standing))
        return None

    def declare(self, seat: str, cards: Any) -> DeclarationRound:
        """The round after ``seat`` shows ``cards`` (or passes); ``IllegalAction`` if not allowed."""
        reason = self.problem(seat, cards)
        if reason:
            raise IllegalAction(reason, action=(seat, cards))
        return self.after(seat, parse_declaration(cards))

    def after(self, seat: str, shown: tuple[Card, ...] | str) -> DeclarationRound:
        """The round after ``seat`` shows ``shown`` (read, and allowed: ``declare`` checks first)."""
        if shown == "pass":
            return DeclarationRound(self.seven_can_open, self.ladder, self.history + ((seat, "pass"),), self.standing,
                                    self.seat, self.passes + 1)
        assert isinstance(shown, tuple)
        if len(shown) == 1 and self.seat == seat and self.standing == shown:
            shown = (shown[0], shown[0])  # reinforcement: the pair now stands
        return DeclarationRound(self.seven_can_open, self.ladder, self.history + ((seat, shown),), shown, seat, 0)

    def __repr__(self) -> str:
        if not self.standing:
            return "<Declaration: none yet>"
        return f"<Declaration: {SEAT_NAME[self.seat or 'N']} {shown_text(self.standing)}>"


class Declaration(Stepwise):
    """The stepwise declaration helper: ``d = Declaration(); d.declare("N", ["H2"]); d.trump``.

    It holds a :class:`DeclarationRound` value and replaces it at each call (``declare`` also returns
    ``d``, so ``d = d.declare(...)`` reads the same); every other attribute is the round's.

    >>> d = Declaration()
    >>> d.declare("N", ["S2"]).declare("W", ["D2", "D2"]).trump
    'D'
    >>> d.seat, d.round.passes
    ('W', 0)
    """

    def __init__(self, seven_can_open: bool = False, ladder: tuple[str, ...] = KIND_CODE) -> None:
        self.round = DeclarationRound(seven_can_open, tuple(ladder))

    @classmethod
    def for_rules(cls, rules: Any) -> Declaration:
        """A fresh round under ``rules`` (its ``seven_can_open`` and ``declaration_ladder``)."""
        return cls(bool(rules.seven_can_open), tuple(rules.declaration_ladder))

    def declare(self, seat: str, cards: Any) -> Declaration:
        """``seat`` shows ``cards`` (or passes); ``IllegalAction`` (and no change) if not allowed."""
        self.round = self.round.declare(seat, cards)
        return self
