"""The two-deck room (二副拱猪, ``Rules.preset("two_decks")``): 104 cards, 26 to each seat, two copies of every
card, played in partnership. docs/rules/gongzhu.md B-G17 … B-G24 settle what the seed leaves open.

The one-deck :class:`~tutor.games.gongzhu.state.State` keeps each hand as 13 bits and each card in one place
(its kernel, compiled or not, is built on that); two copies of a card break both, so this room has a state of
its own: the same fields, properties and protocol, the hands kept as tuples of cards. It is plain Python with
no kernel: the explaining ``check`` is the rule, ``apply`` plays what it allows and ``legal_actions`` lists it
(``tests/gongzhu/test_gongzhu_two_decks.py`` compares the three at every step of many random hands). The rules
of play are the one-deck rules (:mod:`.reasons` names every refusal); what two copies change is here:

- selling (B-G21): each seat holding a copy of ♠Q ♦J ♣10 ♥A decides about it (a seat holding both copies decides
  once for both); a face counts at the highest level either holder chose, and every copy of a sold face keeps the
  first-round rule;
- a tie between two identical cards (B-G23): the first one played wins (:func:`tutor.tricks.winning_index`);
- the first leader (B-G24): of the two ♣2 holders, the first in playing order from North; later hands are led by
  the taker of the first pig taken;
- scoring (B-G18 … B-G22): :func:`~tutor.games.gongzhu.scoring.score_copies`.

>>> from tutor.games.gongzhu import Rules
>>> st = new_two_deck_hand(7, Rules.preset("two_decks"))
>>> [len(h) for h in st.held], st.phase
([26, 26, 26, 26], 'sell')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...cards import DECK_52, Card, shuffled
from ...errors import IllegalAction
from ...scoring import ScoreSheet
from ...seats import SEAT_INDEX, SEATS
from ...tricks import Trick, winning_index
from ...view import TableView
from ..legal import LegalActions, ready
from .reasons import Action, check, read_action
from .rules import PIG, Rules
from .sales import Sale, resolve_sales
from .sales import plan as _plan
from .scoring import SCORING, score_cards
from .view import table_view

DECK_104: tuple[Card, ...] = DECK_52 + DECK_52
TRICKS = 26
_NEXT = {"clockwise": {"N": "E", "E": "S", "S": "W", "W": "N"},
         "anticlockwise": {"N": "W", "W": "S", "S": "E", "E": "N"}}
_NONE: frozenset[Any] = frozenset()


class TwoDeckState(NamedTuple):
    """One hand of the two-deck room; ``apply`` returns a new state. The fields and properties are those of the
    one-deck :class:`~tutor.games.gongzhu.state.State` that the table view, the bots, the coach and the facade
    read (``held``, ``taken``, ``sales``, ``pending``, ``sold_cards``, ``history`` …)."""

    rules: Rules
    dealt: tuple[tuple[Card, ...], ...]  # the hands as dealt
    held: tuple[tuple[Card, ...], ...]  # each seat's cards now, in the order dealt
    leader: str
    first_hand: bool
    opening: tuple[int, ...]
    sales: tuple[tuple[str, Card, str], ...]
    pending: tuple[tuple[str, Card], ...]
    sold_levels: tuple[tuple[Card, str], ...]
    sold_cards: frozenset[Card]
    auto_sold: Card | None
    turn: str
    plays: tuple[tuple[str, Card], ...]
    history: tuple[tuple[tuple[str, Card], ...], ...]
    led: frozenset[str]
    taken: tuple[tuple[Card, ...], ...]  # the scoring cards each seat has taken, in the order taken

    # -- what the one-deck state also offers ---------------------------------------------------------
    def hand(self, seat: str) -> tuple[Card, ...]:
        return self.held[SEAT_INDEX[seat]]

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.held, strict=True))

    @property
    def done(self) -> tuple[Trick, ...]:
        return tuple(Trick(plays[0][0], plays) for plays in self.history)

    def last_trick(self) -> Trick | None:
        return Trick(self.history[-1][0][0], self.history[-1]) if self.history else None

    @property
    def trick(self) -> Trick:
        return Trick(self.plays[0][0] if self.plays else self.turn, self.plays)

    @property
    def captured(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.taken, strict=True))

    @property
    def before(self) -> dict[str, int]:
        return dict(zip(SEATS, self.opening, strict=True))

    @property
    def sold(self) -> dict[Card, str]:
        return dict(self.sold_levels)

    @property
    def phase(self) -> str:
        if self.pending:
            return "sell"
        return "over" if len(self.history) == TRICKS else "play"

    @property
    def current_seat(self) -> str | None:
        return None if len(self.history) == TRICKS else self.turn

    def is_terminal(self) -> bool:
        return len(self.history) == TRICKS

    # -- the rules -----------------------------------------------------------------------------------
    def legal_actions(self) -> LegalActions[Action]:
        """The sales open to the seat asked, or the distinct cards it may play (one entry for two copies)."""
        if len(self.history) == TRICKS:
            return ready(self, ())
        if self.pending:
            seat, sales = self.turn, _plan(self.rules).sales
            mine = self.hand(seat)
            items: tuple[Sale, ...] = ()
            for s, c in self.pending:
                if s == seat and c in mine:
                    items += sales.get(c, ())
            return ready(self, items)
        return ready(self, tuple(c for c in dict.fromkeys(self.hand(self.turn))
                                if check(self, c) is None))  # type: ignore[arg-type]

    def check(self, action: object) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in a beginner's words (the one-deck reasons)."""
        return check(self, action)  # type: ignore[arg-type]

    def apply(self, action: Action | str) -> TwoDeckState:
        reason = check(self, action)  # type: ignore[arg-type]
        if reason is not None:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        act = read_action(action)
        if act.__class__ is Sale:
            return self._decide(act)  # type: ignore[arg-type]
        return self._play(act)  # type: ignore[arg-type]

    def _decide(self, sale: Sale) -> TwoDeckState:
        card, level = sale
        k = self.pending.index((self.turn, card))
        pending = self.pending[:k] + self.pending[k + 1:]
        sales = (*self.sales, (self.turn, card, level))
        if pending:
            return self._replace(sales=sales, pending=pending, turn=pending[0][0])
        sold_levels, auto = resolve_sales(self.rules, sales)
        return self._replace(sales=sales, pending=pending, sold_levels=sold_levels,
                             sold_cards=frozenset(c for c, _ in sold_levels) or _NONE, auto_sold=auto,
                             turn=self.leader)

    def _play(self, card: Card) -> TwoDeckState:
        i = SEAT_INDEX[self.turn]
        hand = self.held[i]
        k = hand.index(card)  # the first copy (the two are alike)
        held = (*self.held[:i], hand[:k] + hand[k + 1:], *self.held[i + 1:])
        plays = (*self.plays, (self.turn, card))
        if len(plays) < 4:
            return self._replace(held=held, plays=plays, turn=_NEXT[self.rules.direction][self.turn])
        winner = plays[winning_index([c for _, c in plays])][0]  # of two identical cards, the first (B-G23)
        w = SEAT_INDEX[winner]
        got = tuple(c for _, c in plays if c in SCORING)
        taken = (*self.taken[:w], self.taken[w] + got, *self.taken[w + 1:]) if got else self.taken
        led = self.led | {str(plays[0][1].suit)}
        return self._replace(held=held, plays=(), history=(*self.history, plays), led=led, taken=taken, turn=winner)

    # -- results -------------------------------------------------------------------------------------
    def score_sheets(self) -> dict[str, ScoreSheet]:
        sold = {str(c): lvl for c, lvl in self.sold_levels}
        return {s: score_cards(self.taken[i], sold=sold, rules=self.rules) for i, s in enumerate(SEATS)}

    def result(self) -> dict[str, int] | None:
        if len(self.history) < TRICKS:
            return None
        return {s: sheet.total for s, sheet in self.score_sheets().items()}

    def totals(self) -> dict[str, int]:
        res = self.result() or {}
        return {s: self.opening[i] + res.get(s, 0) for i, s in enumerate(SEATS)}

    def pig_taker(self) -> str | None:
        """Who took the first pig of the hand (they lead the next one, B-G24), ``None`` while both are out."""
        for plays, winner in zip(self.history, self._winners(), strict=True):
            if any(c == PIG for _, c in plays):
                return winner
        return None

    def _winners(self) -> list[str]:
        return [plays[winning_index([c for _, c in plays])][0] for plays in self.history]

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for s in self._winners():
            won[s] += 1
        return won

    def sale_visible(self, card: Card) -> bool:
        level = self.sold.get(card)
        return level == "open" or (level == "hidden" and self.rules.hidden_sale_shown)

    def seller(self, card: Card) -> str | None:
        """Who sold ``card`` (the first seller when both holders sold it), ``None`` if it is not sold."""
        if card not in self.sold_cards:
            return None
        return next((s for s, c, lv in self.sales if c == card and lv != "none"), None)

    def view(self) -> TableView:
        return table_view(self)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"<gongzhu two-deck State {self.phase}, {len(self.history)} tricks, {self.current_seat} to act>"


TwoDeckState.TRICKS = TRICKS  # type: ignore[attr-defined]  # as the one-deck State's 13 (the refusals read it)


def first_leader(hands: Mapping[str, Sequence[Card]], rules: Rules) -> str:
    """Of the seats holding the rules' first-leader card (♣2), the first in playing order from North (B-G24)."""
    card = Card.parse(rules.first_leader_card)
    seat = "N"
    for _ in range(4):
        if card in hands[seat]:
            return seat
        seat = _NEXT[rules.direction][seat]
    raise IllegalAction(f"nobody holds {card}")  # a full two-deck deal always has two


def start_two(rules: Rules, hands: Mapping[str, Sequence[Card]], leader: str, *, first_hand: bool = True,
              before: Mapping[str, int] | None = None, pending: Sequence[tuple[str, Card]] | None = None
              ) -> TwoDeckState:
    """The state before the first decision of a two-deck hand dealt as ``hands``, ``leader`` to lead; ``pending``
    as in :func:`~tutor.games.gongzhu.state.start` (by default every holder of a saleable face, in playing order
    from the leader, once per face)."""
    held = tuple(tuple(hands[s]) for s in SEATS)
    if pending is None:
        asked: list[tuple[str, Card]] = []
        seat = leader
        for _ in range(4):
            for _j, c in _plan(rules).asked:
                if c in hands[seat]:
                    asked.append((seat, c))
            seat = _NEXT[rules.direction][seat]
        pending = asked
    else:
        pending = list(dict.fromkeys((str(s), c) for s, c in pending))
    sold, auto = ((), None) if pending else resolve_sales(rules, ())
    opening = tuple(int(before.get(s, 0)) for s in SEATS) if before else (0, 0, 0, 0)
    return TwoDeckState(rules, held, held, leader, first_hand, opening, (), tuple(pending), sold,
                        frozenset(c for c, _ in sold) or _NONE, auto, pending[0][0] if pending else leader, (), (),
                        _NONE, ((), (), (), ()))


def new_two_deck_hand(seed: int | None, rules: Rules, *, leader: str | None = None,
                      before: Mapping[str, int] | None = None) -> TwoDeckState:
    """A freshly dealt two-deck hand: the 104 cards shuffled with ``seed``, 26 to each seat in order N E S W."""
    cards = shuffled(DECK_104, seed)
    hands = {s: tuple(cards[26 * i:26 * i + 26]) for i, s in enumerate(SEATS)}
    return start_two(rules, hands, leader or first_leader(hands, rules), first_hand=leader is None, before=before)


__all__ = ["DECK_104", "TRICKS", "TwoDeckState", "first_leader", "new_two_deck_hand", "start_two"]
