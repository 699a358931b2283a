"""A Gong Zhu hand as immutable states: the selling phase, then 13 tricks, then the score.

Selling phase (卖牌 / 亮牌). Every holder of ♠Q, ♦J, ♣10 or ♥A decides, before the first lead, whether
to sell each of those cards and at which level. The rule book (B-G16) has these decisions made privately
and revealed together; to give every moment one ``current_seat``, the engine asks the seats one after the
other in playing order starting with the first leader, and a seat may answer about its cards in any order.
Decisions stay sealed (the table view does not show them) until the last one is made, and the bots never
look at other seats' decisions, so the order changes nothing. "Does not sell" is an explicit decision:
``Sale(card, "none")``, recorded as ``{"seat": "N", "sell": "SQ", "level": "none"}``.

>>> st = new_hand(seed=3)
>>> st.phase, st.current_seat, [str(a) for a in st.legal_actions()][:3]
('sell', 'N', ['sell DJ none', 'sell DJ hidden', 'sell DJ open'])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...cards import SUIT_NAME, SUIT_SYMBOL, Card, deal, sort_cards
from ...errors import IllegalAction, ParseError
from ...scoring import ScoreSheet
from ...seats import SEAT_NAME, next_seat
from ...tricks import Trick, follow_reason, winning_index
from ...view import TableView
from .rules import LEVELS, MULTIPLIER, PIG, SALEABLE, Rules
from .scoring import SCORING, sale_label, score_cards

SEATS = ("N", "E", "S", "W")
_NEXT = {"clockwise": {"N": "E", "E": "S", "S": "W", "W": "N"},
         "anticlockwise": {"N": "W", "W": "S", "S": "E", "E": "N"}}


class Sale(NamedTuple):
    """A selling decision about one card: ``level`` is ``"none"`` (does not sell), ``"hidden"`` or ``"open"``."""

    card: Card
    level: str

    def __str__(self) -> str:
        return f"sell {self.card} {self.level}"


class State:
    """One hand. Immutable: :meth:`apply` returns a new state (undo and replays cost nothing)."""

    rules: Rules
    hands: dict[str, tuple[Card, ...]]  # never mutated: a new dict for every new state
    leader: str  # who leads the first trick (the ♣2 holder in hand 1, else the last pig-taker)
    first_hand: bool
    before: dict[str, int]  # running totals before this hand
    sales: tuple[tuple[str, Card, str], ...]  # (seat, card, level) in the order decided
    pending: tuple[tuple[str, Card], ...]  # (seat, card) still to decide, in asking order
    auto_sold: Card | None  # the fourth card sold automatically (auto_sell_fourth)
    trick: Trick
    done: tuple[Trick, ...]
    led: frozenset[str]  # suits led in completed tricks: later tricks of them are not "first rounds"
    captured: dict[str, tuple[Card, ...]]  # scoring cards taken, per seat, in the order taken

    def __init__(self, rules: Rules, hands: Mapping[str, tuple[Card, ...]], leader: str, *,
                 first_hand: bool = True, before: Mapping[str, int] | None = None,
                 pending: Sequence[tuple[str, Card]] | None = None) -> None:
        hands = {s: tuple(hands[s]) for s in SEATS}
        if pending is None:
            # every (seat, card) to decide, in playing order from the leader, each seat's cards in SALEABLE order
            holder = {c: s for s in SEATS for c in hands[s]}
            order = _order(leader, rules.clockwise)
            # a card is asked about unless "none" is its only level (the goat under all_but_goat); under
            # sale_mode="all" with one level (the PC game's 亮牌) the holder still declares it, with one choice
            pending = sorted(((holder[c], c) for c in SALEABLE if c in holder and rules.levels_for(c) != ("none",)),
                             key=lambda p: (order.index(p[0]), SALEABLE.index(p[1])))
        # an explicit ``pending`` (a record listing only its real sales) asks exactly those decisions, in order;
        # every other card is unsold
        pending = tuple(dict.fromkeys((str(s), c) for s, c in pending))
        sold, auto = ({}, None) if pending else _resolve_sales(rules, ())
        # one dict update instead of __setattr__ per field: building states is on every simulation's path
        self.__dict__.update(
            rules=rules, hands=hands, leader=leader, first_hand=first_hand,
            before={s: int((before or {}).get(s, 0)) for s in SEATS}, sales=(), pending=pending,
            auto_sold=auto, trick=Trick(leader), done=(), led=frozenset(), captured={s: () for s in SEATS},
            _sold=sold, _turn=pending[0][0] if pending else leader, _legal_cache=None, _sheets=None)

    def __setattr__(self, name: str, value: Any) -> None:
        if "_sheets" in self.__dict__:  # set last in __init__: from then on the state is frozen
            raise AttributeError("a Gong Zhu state is immutable: apply() returns a new state")
        object.__setattr__(self, name, value)

    def _copy(self, **changes: Any) -> State:
        # The hot path of every simulation: copy the attribute dict instead of re-running __init__.
        new = object.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        d["_legal_cache"] = None
        d["_sheets"] = None
        return new

    # -- the state protocol ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """``"sell"`` (deciding sales), ``"play"`` (tricks) or ``"over"`` (hand scored)."""
        if self.pending:
            return "sell"
        return "over" if len(self.done) == 13 else "play"

    @property
    def current_seat(self) -> str | None:
        return None if len(self.done) == 13 else self._turn

    @property
    def sold(self) -> dict[Card, str]:
        """Cards sold (level hidden or open) once the selling phase is over; ``{}`` before."""
        return dict(self._sold)

    def legal_actions(self) -> list[Any]:
        return list(self._legal())

    def _legal(self) -> tuple[Any, ...]:
        # Cached per state: a simulation asks for the legal actions and then applies one of them.
        cached = self.__dict__.get("_legal_cache")
        if cached is None:
            cached = self.__dict__["_legal_cache"] = tuple(self._compute_legal())
        return cached

    def _compute_legal(self) -> list[Any]:
        if self.pending:
            seat = self._turn
            hand = self.hands[seat]
            return [Sale(c, lvl) for s, c in self.pending if s == seat and c in hand
                    for lvl in self.rules.levels_for(c)]
        if len(self.done) == 13:
            return []
        hand = self.hands[self._turn]
        led_suit = self.trick.led_suit
        if led_suit is None:  # leading
            if self.first_hand and not self.done and self.rules.first_lead_card_required:
                first = Card.parse(self.rules.first_leader_card)
                if first in hand:
                    return [first]
            if self.rules.sold_card_may_lead_first_round or not self._sold:
                return list(hand)
            return [c for c in hand if self._lead_reason(hand, c) is None]
        same = [c for c in hand if c.suit == led_suit]
        if not same:
            return list(hand)
        if len(same) > 1 and led_suit not in self.led and self._sold:
            same = [c for c in same if c not in self._sold]
        return same

    def check(self, action: Any) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in a beginner's words."""
        if len(self.done) == 13:
            return "the hand is over: all 13 tricks have been played"
        seat = self._turn
        if isinstance(action, Sale):
            if isinstance(action.card, str):  # Sale("SQ", "open"): read the card text, as apply() does
                try:
                    action = Sale(Card.parse(action.card), action.level)
                except ParseError as e:
                    return str(e)
            return self._sale_reason(seat, action)
        if isinstance(action, str):  # "SQ" / "♠Q", as apply() accepts
            try:
                action = Card.parse(action)
            except ParseError as e:
                return str(e)
        if not isinstance(action, Card):
            return f"{action!r} is not a card or a sale"
        if self.pending:
            s, c = self.pending[0]
            return (f"the play has not started: first every holder of ♠Q ♦J ♣10 ♥A decides whether to sell it; "
                    f"{SEAT_NAME[s]} is deciding about {c.symbol}")
        hand = self.hands[seat]
        led_suit = self.trick.led_suit
        if card_reason := follow_reason(hand, led_suit, action):
            return card_reason
        if led_suit is None:
            if self.first_hand and not self.done and self.rules.first_lead_card_required:
                first = Card.parse(self.rules.first_leader_card)
                if first in hand and action != first:
                    return f"the first lead of the game must be {first.symbol} (these rules require it)"
            return self._lead_reason(hand, action)
        if action in self._sold and action.suit == led_suit and led_suit not in self.led:
            others = [c for c in hand if c.suit == led_suit and c != action]
            if others:
                return (f"{action.symbol} was sold, so it may not be played when following to the first "
                        f"{SUIT_SYMBOL[led_suit]} trick while you hold another {SUIT_SYMBOL[led_suit]} "
                        f"({min(others, key=lambda c: c.rank).symbol})")
        return None

    def _lead_reason(self, hand: tuple[Card, ...], card: Card) -> str | None:
        if self.rules.sold_card_may_lead_first_round or card not in self._sold or card.suit in self.led:
            return None
        if sum(1 for c in hand if c.suit == card.suit) == 1:
            return None
        return (f"{card.symbol} was sold, so under these rules it may not be led before {SUIT_NAME[card.suit]} "
                f"have been played once (unless it is your only {SUIT_SYMBOL[card.suit]})")

    def _sale_reason(self, seat: str, sale: Sale) -> str | None:
        card, level = sale
        if not self.pending:
            if self.done or self.trick.plays:
                return "sales are made before the first lead; the play has already started"
            return "sales are made before the first lead; every holder has already decided, so the selling is over"
        if not isinstance(card, Card) or card not in SALEABLE:
            what = card.symbol if isinstance(card, Card) else repr(card)
            return f"{what} cannot be sold: only ♠Q (pig), ♦J (goat), ♣10 (transformer) and ♥A can"
        if card not in self.hands[seat]:
            return f"you do not hold {card.symbol}, so you cannot sell it"
        if level not in LEVELS:
            return f"{level!r} is not a sale level: choose {', '.join(self.rules.levels_for(card))}"
        if (seat, card) not in self.pending:
            if any(c == card for _, c, _ in self.sales):
                return f"you have already decided about {card.symbol}"
            return f"{card.symbol} cannot be sold under these rules"
        allowed = self.rules.levels_for(card)
        if level not in allowed:
            return f"these rules have no {level!r} sale of {card.symbol}: choose {', '.join(allowed)}"
        return None

    def apply(self, action: Any) -> State:
        """The state after ``action`` (a :class:`Sale` or a card); ``IllegalAction`` leaves this state as it was."""
        legal = self.__dict__["_legal_cache"] or self._legal()
        if action not in legal:
            if isinstance(action, str):
                return self.apply(Card.parse(action))
            if isinstance(action, tuple) and not isinstance(action, Card) and len(action) == 2 and (
                    not isinstance(action, Sale) or isinstance(action.card, str)):
                return self.apply(Sale(Card.parse(action[0]), action[1]))  # ("SQ", "open") or Sale("SQ", "open")
            reason = self.check(action) or "that is not allowed now"  # check() explains every refusal
            raise IllegalAction(reason, legal=legal, action=action)
        seat = self._turn
        if action.__class__ is Sale:
            pending = tuple(p for p in self.pending if p != (seat, action.card))
            sales = self.sales + ((seat, action.card, action.level),)
            if pending:
                return self._copy(sales=sales, pending=pending, _turn=pending[0][0])
            sold, auto = _resolve_sales(self.rules, sales)
            return self._copy(sales=sales, pending=pending, _turn=self.leader, _sold=sold, auto_sold=auto)
        hands = self.hands.copy()
        hands[seat] = tuple(c for c in hands[seat] if c != action)
        old = self.trick
        plays = old.plays + ((seat, action),)
        if len(plays) < 4:
            return self._copy(hands=hands, trick=Trick(old.leader, plays),
                              _turn=_NEXT[self.rules.direction][seat])
        trick = Trick(old.leader, plays)
        cards = [c for _, c in plays]
        winner = plays[winning_index(cards)][0]
        points = tuple(c for c in cards if c in SCORING)
        captured = self.captured
        if points:
            captured = captured.copy()
            captured[winner] = captured[winner] + points
        return self._copy(hands=hands, trick=Trick(winner), done=self.done + (trick,),
                          led=self.led | {cards[0].suit}, captured=captured, _turn=winner)

    def is_terminal(self) -> bool:
        return len(self.done) == 13

    # -- results ---------------------------------------------------------------------------------
    def score_sheets(self) -> dict[str, ScoreSheet]:
        """Each seat's score sheet for the scoring cards captured so far (final once terminal)."""
        if self._sheets is None:
            sold = {str(c): lvl for c, lvl in self._sold.items()}
            sheets = {s: score_cards(self.captured[s], sold=sold, rules=self.rules) for s in SEATS}
            self.__dict__["_sheets"] = sheets  # a cache, not a change of state
        return dict(self._sheets)

    def result(self) -> dict[str, int] | None:
        """This hand's points per seat, or ``None`` before the hand is over."""
        if len(self.done) < 13:
            return None
        return {s: sheet.total for s, sheet in self.score_sheets().items()}

    def totals(self) -> dict[str, int]:
        """Running totals after this hand (before it while it is being played)."""
        res = self.result() or {}
        return {s: self.before[s] + res.get(s, 0) for s in SEATS}

    def pig_taker(self) -> str | None:
        """Who took ♠Q (they lead the next hand), or ``None`` while it is still out."""
        return next((s for s in SEATS if PIG in self.captured[s]), None)

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for t in self.done:
            won[t.winner()] += 1
        return won

    def sale_visible(self, card: Card) -> bool:
        """Whether the others see who sold ``card`` (an open sale, or the PC game's exposure)."""
        level = self._sold.get(card)
        return level == "open" or (level == "hidden" and self.rules.hidden_sale_shown)

    def seller(self, card: Card) -> str | None:
        return next((s for s, c, lvl in self.sales if c == card), None) if card in self._sold else None

    def view(self) -> TableView:
        last = self.done[-1] if self.done else None
        rules = self.rules
        info = [("Play goes clockwise (N→E→S→W)" if rules.clockwise else "Play goes anticlockwise (N→W→S→E)")]
        if self.pending:
            info.append(f"Selling 卖牌: {SEAT_NAME[self._turn]} decides; sales are revealed when everyone has decided")
        else:
            for card in SALEABLE:
                level = self._sold.get(card)
                if level is None:
                    continue
                if self.sale_visible(card):
                    info.append(f"{SEAT_NAME[self.seller(card)]}: {sale_label(card, level, rules)}")
                else:
                    info.append(f"{card.symbol} is sold hidden (暗卖 ×{MULTIPLIER[level]}): its holder is not shown")
            if not self._sold:
                info.append("Nothing was sold")
        if len(self.done) == 13:
            info.append("Hand over: " + ", ".join(f"{SEAT_NAME[s]} {p:+d}" for s, p in self.result().items()))
        elif not self.pending and not self.trick.plays:
            info.append(f"{SEAT_NAME[self._turn]} leads")
        extra = [(f"{SEAT_NAME[s]} took", tuple(sort_cards(self.captured[s], "gongzhu"))) for s in SEATS
                 if self.captured[s]]
        if not self.pending:
            shown = [(self.seller(c), c) for c in SALEABLE if self.sale_visible(c)]
            extra += [(f"{SEAT_NAME[s]} shows (亮牌)", (c,)) for s, c in shown]
        return TableView(
            game="gongzhu",
            hands={s: tuple(sort_cards(h, "gongzhu")) for s, h in self.hands.items()},
            trick=tuple((s, (c,)) for s, c in self.trick.plays),
            turn=self.current_seat,
            tricks_won=self.tricks_won(),
            last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
            last_winner=last.winner() if last else None,
            trump=None,
            info=tuple(info),
            extra=tuple(extra),
        )

    def __repr__(self) -> str:
        return f"<gongzhu State {self.phase}, {len(self.done)} tricks, {self.current_seat} to act>"


def _resolve_sales(rules: Rules, sales: tuple[tuple[str, Card, str], ...]) -> tuple[dict[Card, str], Card | None]:
    """The sold cards once everyone has decided, applying ``auto_sell_fourth`` (B-G14)."""
    sold = {c: lvl for _, c, lvl in sales if lvl != "none"}
    if rules.auto_sell_fourth and len(sold) == 3 and len(rules.sale_levels) > 1:
        fourth = next(c for c in SALEABLE if c not in sold)
        if len(rules.levels_for(fourth)) > 1:  # never the goat in the all-but-goat mode
            sold[fourth] = rules.levels_for(fourth)[1]
            return sold, fourth
    return sold, None


def _order(first: str, clockwise: bool) -> list[str]:
    out = [first]
    while len(out) < 4:
        out.append(next_seat(out[-1], clockwise))
    return out


def leader_of_first_hand(hands: Mapping[str, tuple[Card, ...]], rules: Rules) -> str:
    card = Card.parse(rules.first_leader_card)
    return next(s for s in SEATS if card in hands[s])


def new_hand(seed: int | None = None, rules: Rules | None = None, *, leader: str | None = None,
             before: Mapping[str, int] | None = None) -> State:
    """A freshly dealt hand at its first decision (a sale, or the first lead if nothing can be sold).

    ``leader=None`` means the first hand of a game: the holder of ♣2 leads. Later hands pass the
    previous pig-taker as ``leader`` and the running totals as ``before``.

    >>> st = new_hand(seed=7)
    >>> st.leader == next(s for s in "NESW" if Card("C", 2) in st.hands[s]), sum(map(len, st.hands.values()))
    (True, 52)
    """
    rules = rules or Rules.preset()
    dealt, _ = deal(seed)
    hands = {s: tuple(h) for s, h in dealt.items()}
    if leader is not None and leader not in SEATS:
        raise ParseError(f"leader: expected N, E, S or W, got {leader!r}")
    first = leader is None
    return State(rules, hands, leader or leader_of_first_hand(hands, rules), first_hand=first, before=before)
