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
>>> print(st.check("SQ"))  # doctest: +NORMALIZE_WHITESPACE
the play has not started: first every holder of ♠Q ♦J ♣10 ♥A decides whether to sell it;
North is deciding about ♦J
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...cards import Card, deal, deal_order
from ...compiled import choose
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...scoring import ScoreSheet
from ...seats import SEAT_INDEX, SEATS
from ...tricks import Trick, winning_index
from ...view import TableView
from ..kernel import PLAY, bind
from ..legal import LegalActions, ready
from . import kernel as reference
from .dealt import PICK, SEAT_BITS, SEAT_SHIFT, SUIT_NO, Dealt
from .kernel import SALEABLE_OF as _SALEABLE_OF
from .kernel import lead_bits
from .reasons import Action, _short, read_action
from .reasons import check as _check
from .rules import GOAT, HEART_ACE, PIG, TRANSFORMER, Rules
from .rules import MULTIPLIER as _MULTIPLIER
from .sales import Sale
from .sales import plan as _plan
from .sales import resolve_sales as _resolve_sales
from .scoring import PIG_FLAG as _PIG_FLAG
from .scoring import SCORING, score_cards
from .scoring import coded_points as _coded
from .view import table_view

#: the pig's flag in any seat's scoring codes (``State.won``: 20 bits a seat)
_PIG_TAKEN = _PIG_FLAG | _PIG_FLAG << 20 | _PIG_FLAG << 40 | _PIG_FLAG << 60

t, tn = domain("gongzhu")
#: the kernel in use: ``ckernel`` (compiled, setup.py's COMPILED) or ``kernel`` (its pure-Python reference)
KERNEL = _kernel = choose("tutor.games.gongzhu.ckernel", reference)

_NONE: frozenset[Any] = frozenset()  # no cards sold, no suit led yet (shared: it is immutable)
_new = tuple.__new__  # builds a State without the NamedTuple keyword wrapper (hot path)


_UNSOLD = (1, 1, 1, 1)  # the multipliers of ♥A ♠Q ♦J ♣10 when nothing is sold
_DEFAULT = Rules.preset()  # the default rules, built once (rules are immutable values)


class _Fields(NamedTuple):
    rules: Rules
    dealt: Dealt  # the hands as dealt and where each card sits (shared by every state of the hand)
    alive: int  # bits (see ``Dealt``) of the cards still held
    leader: str  # who leads the first trick (the ♣2 holder in hand 1, else the last pig-taker)
    first_hand: bool
    opening: tuple[int, ...]  # running totals before this hand
    sales: tuple[tuple[str, Card, str], ...]  # (seat, card, level) in the order decided
    pending: tuple[tuple[str, Card], ...]  # (seat, card) still to decide, in asking order
    sold_levels: tuple[tuple[Card, str], ...]  # (card, level) of the cards sold, once everyone has decided
    sold_cards: frozenset[Card]  # the same cards, for the follow rule's quick membership test
    auto_sold: Card | None  # the fourth card sold automatically (auto_sell_fourth)
    turn: str  # the seat to act (after the last trick: its winner)
    plays: tuple[tuple[str, Card], ...]  # the trick on the table: (seat, card) in order
    history: tuple[tuple[tuple[str, Card], ...], ...]  # the plays of each completed trick
    led: frozenset[str]  # suits led in completed tricks: later tricks of them are not "first rounds"
    #: the scoring cards each seat has taken, as the sum of their codes (``scoring.CODE``), 20 bits a seat in
    #: seat order N E S W (``taken`` lists the cards; ``result`` needs only the codes)
    won: int
    #: bits of the cards the seat to act may play (0 while selling and once the hand is over): worked out
    #: once, when the state is made, it is both the listing of ``legal_actions`` and ``apply``'s test
    playable: int


class State(_Fields):
    """One hand; ``apply`` returns a new state (undo and replays cost nothing). Build one with
    :func:`start` or :func:`new_hand`. Per-seat fields are tuples in seat order N E S W; the
    properties ``held``, ``hands``, ``taken``, ``captured``, ``before`` and ``sold`` give the hands and the
    others (``held``, ``taken`` and ``done`` are built from the compact fields when asked; the hot path never
    builds them)."""

    __slots__ = ()
    TRICKS = 13  # tricks in a hand (the two-deck room's state has 26)

    # -- per-seat views ---------------------------------------------------------------------------
    @property
    def held(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in the order dealt."""
        alive, hands = self.alive, self.dealt.hands
        return (PICK[alive & 0x1FFF](hands[0]), PICK[(alive >> 13) & 0x1FFF](hands[1]),
                PICK[(alive >> 26) & 0x1FFF](hands[2]), PICK[(alive >> 39) & 0x1FFF](hands[3]))

    def hand(self, seat: str) -> tuple[Card, ...]:
        """``seat``'s cards, in the order dealt."""
        return PICK[(self.alive >> SEAT_SHIFT[seat]) & 0x1FFF](self.dealt.hands[SEAT_INDEX[seat]])

    @property
    def done(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return tuple(Trick(plays[0][0], plays) for plays in self.history)

    def last_trick(self) -> Trick | None:
        """The last completed trick (``None`` before the first is complete), without building the others."""
        return Trick(self.history[-1][0][0], self.history[-1]) if self.history else None

    def _replace(self, /, **changes: Any) -> State:
        """``NamedTuple._replace``, also taking ``held`` (new hands, as the coach's samples deal them)."""
        if "held" in changes:
            dealt = Dealt(tuple(tuple(h) for h in changes.pop("held")))
            changes.update(dealt=dealt, alive=dealt.all)
        changed = super()._replace(**changes)
        return _new(State, (*changed[:-1], playable(changed)))  # derived: never stale

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.held, strict=True))

    def _winners(self) -> list[str]:
        """Who won each completed trick: the leader of the next one (of the last one: who leads now)."""
        history = self.history
        out = [plays[0][0] for plays in history[1:]]
        if history:
            out.append(self.plays[0][0] if self.plays else self.turn)
        return out

    @property
    def taken(self) -> tuple[tuple[Card, ...], ...]:
        """The scoring cards taken by each seat, in the order taken, in seat order N E S W (worked out from
        the tricks when asked: the hot path never builds them)."""
        won: dict[str, list[Card]] = {s: [] for s in SEATS}
        for plays, winner in zip(self.history, self._winners(), strict=True):
            won[winner] += [c for _, c in plays if c in SCORING]
        return tuple(tuple(won[s]) for s in SEATS)

    @property
    def captured(self) -> dict[str, tuple[Card, ...]]:
        """The scoring cards each seat has taken so far."""
        return dict(zip(SEATS, self.taken, strict=True))

    @property
    def before(self) -> dict[str, int]:
        """The running totals before this hand."""
        return dict(zip(SEATS, self.opening, strict=True))

    @property
    def sold(self) -> dict[Card, str]:
        """Cards sold (level hidden or open) once the selling phase is over; ``{}`` before."""
        return dict(self.sold_levels)

    @property
    def trick(self) -> Trick:
        """The trick on the table (its leader is the seat to act while it is empty)."""
        plays = self.plays
        return Trick(plays[0][0] if plays else self.turn, plays)

    # -- the state protocol ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """``"sell"`` (deciding sales), ``"play"`` (tricks) or ``"over"`` (hand scored)."""
        if self.pending:
            return "sell"
        return "over" if len(self.history) == 13 else "play"

    @property
    def current_seat(self) -> str | None:
        return None if len(self.history) == 13 else self.turn

    # The hot three are the kernel's own functions, bound below the class (no Python frame in between): the
    # compiled kernel (``ckernel.pyx``) when it is built, else its pure-Python reference (``kernel.py``); see
    # ``KERNEL``. These definitions give their signatures and say what they do.
    def is_terminal(self) -> bool:
        return _kernel.is_terminal(self)

    def legal_actions(self) -> LegalActions[Action]:
        """Sales (each pending card of the seat asked, at each level), or the cards that may be played, in
        the order of the hand as dealt."""
        return _kernel.legal_actions(self)

    def sale_actions(self) -> LegalActions[Action]:
        """The sales open to the seat asked (the kernel's ``legal_actions`` while nothing is playable)."""
        pending = self.pending
        if not pending:
            return ready(self, ())  # the hand is over
        # each pending card of the seat asked that it holds, at each level
        seat, get = self.turn, self.dealt.pos.get
        mine, sales = self.alive & SEAT_BITS[seat], _plan(self.rules).sales
        items: tuple[Sale, ...] = ()
        for s, c in pending:
            if s == seat and get(c, 0) & mine:
                items += sales.get(c, ())  # a record may list a card never for sale: nothing to offer
        return ready(self, items)

    def check(self, action: object) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in a beginner's words."""
        return _check(self, action)

    def apply(self, action: Action | str) -> State:
        """The state after ``action`` (a :class:`Sale` or a card, also as text such as ``"SQ"``);
        ``IllegalAction`` (the reason and the legal actions) if the rules do not allow it now."""
        return _kernel.apply(self, action)

    def apply_other(self, action: Action | str) -> State:
        """``apply`` of what the kernel does not take: a sale plainly open, else the explaining path."""
        if action.__class__ is Sale and self.pending:
            after = self._sell(action)  # type: ignore[arg-type]
            if after is not None:
                return after
        return self.apply_checked(action)

    def _sell(self, sale: Sale) -> State | None:
        """The state after ``sale`` if it is a pending decision of the seat asked, at a level it offers (a
        record may list any card, even one never for sale: then ``None``, and ``check`` names the rule)."""
        (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels, sold_cards, auto_sold, turn,
         plays, history, led, won, _) = self
        sold, level = sale
        if pending[0][1] is sold:  # the first card asked about (cards are shared instances)
            k = 0
        else:
            k = pending.index((turn, sold)) if (turn, sold) in pending else -1
        if k < 0 or level not in _plan(rules).levels.get(sold, ()) or not (
                dealt.pos.get(sold, 0) & alive & SEAT_BITS[turn]):
            return None
        if len(pending) == 1:  # the last decision settles the sales
            return self.decide(0, sold, level)
        # ``decide``, inlined (every simulated hand makes about four decisions)
        pending = pending[1:] if k == 0 else pending[:k] + pending[k + 1:]
        return _new(State, (rules, dealt, alive, leader, first_hand, opening, (*sales, (turn, sold, level)), pending,
                            sold_levels, sold_cards, auto_sold, pending[0][0], plays, history, led, won, 0))

    def apply_checked(self, action: object) -> State:
        """``apply`` the explaining way: ``check`` judges (and names the reason of a refusal), then the sale
        is decided or the card played (by the kernel, which takes every card ``check`` allows)."""
        act = read_action(action)
        reason = self.check(action if act is None else act)
        if reason is not None:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        if act.__class__ is Sale:
            return self.decide(self.pending.index((self.turn, act[0])), *act)  # type: ignore[index, misc, union-attr]
        after = _kernel.play(self, act)
        if after is None:  # check and the kernel disagree (tests/test_kernel_differential.py)
            raise AssertionError(f"{act} passed check but the kernel refused it")
        return after

    def decide(self, k: int, card: Card, level: str) -> State:
        """The state after the seat asked decides about ``card``, the ``k``-th pending decision."""
        (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels, sold_cards, auto_sold, turn,
         plays, history, led, won, _) = self
        pending = pending[1:] if k == 0 else pending[:k] + pending[k + 1:]
        sales = (*sales, (turn, card, level))
        if pending:
            return _new(State, (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels,
                                sold_cards, auto_sold, pending[0][0], plays, history, led, won, 0))
        sold_levels, auto_sold = _resolve_sales(rules, sales)
        sold_cards = frozenset([c for c, _ in sold_levels]) if sold_levels else _NONE
        bits = _lead(rules, dealt, alive & SEAT_BITS[leader], first_hand and not history, sold_cards, led)
        return _new(State, (rules, dealt, alive, leader, first_hand, opening, sales, pending, sold_levels, sold_cards,
                            auto_sold, leader, plays, history, led, won, bits))

    # -- results ---------------------------------------------------------------------------------
    def score_sheets(self) -> dict[str, ScoreSheet]:
        """Each seat's score sheet for the scoring cards captured so far (final once terminal)."""
        sold = {str(c): lvl for c, lvl in self.sold_levels}
        return {s: score_cards(self.taken[i], sold=sold, rules=self.rules) for i, s in enumerate(SEATS)}

    def result(self) -> dict[str, int] | None:
        """This hand's points per seat, or ``None`` before the hand is over."""
        if len(self.history) < 13:
            return None
        rules, m = self.rules, _UNSOLD
        if self.sold_levels:
            sold = dict(self.sold_levels)
            m = (_MULTIPLIER[sold.get(HEART_ACE, "none")], _MULTIPLIER[sold.get(PIG, "none")],
                 _MULTIPLIER[sold.get(GOAT, "none")], _MULTIPLIER[sold.get(TRANSFORMER, "none")])
        won = self.won  # a seat that took no scoring card scores 0 (often one or two seats a hand)
        n, e, s, w = won & 0xFFFFF, won >> 20 & 0xFFFFF, won >> 40 & 0xFFFFF, won >> 60
        return {"N": _coded(n, *m, rules) if n else 0, "E": _coded(e, *m, rules) if e else 0,
                "S": _coded(s, *m, rules) if s else 0, "W": _coded(w, *m, rules) if w else 0}

    def totals(self) -> dict[str, int]:
        """Running totals after this hand (before it while it is being played)."""
        res = self.result() or {}
        return {s: self.opening[i] + res.get(s, 0) for i, s in enumerate(SEATS)}

    def pig_taker(self) -> str | None:
        """Who took ♠Q (they lead the next hand), or ``None`` while it is still out: read off the pig's flag
        in the scoring codes ``won`` keeps (the bots ask it at every card of their playouts; ``taken`` would
        build every seat's cards from the tricks)."""
        won = self.won
        if not won & _PIG_TAKEN:
            return None
        return next(s for i, s in enumerate(SEATS) if won >> 20 * i & _PIG_FLAG)

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for plays in self.history:
            won[plays[winning_index([c for _, c in plays])][0]] += 1
        return won

    def sale_visible(self, card: Card) -> bool:
        """Whether the others see who sold ``card`` (an open sale, or the PC game's exposure)."""
        level = self.sold.get(card)
        return level == "open" or (level == "hidden" and self.rules.hidden_sale_shown)

    def seller(self, card: Card) -> str | None:
        """Who sold ``card`` (``None`` if it is not sold, or the selling is not over)."""
        return next((s for s, c, _ in self.sales if c == card), None) if card in self.sold_cards else None

    def view(self) -> TableView:
        return table_view(self)

    def __repr__(self) -> str:
        return f"<gongzhu State {self.phase}, {len(self.history)} tricks, {self.current_seat} to act>"


# the kernel's apply, legal_actions and is_terminal become State's own (the kernel contract: tutor.games.kernel)
bind(State, _kernel, {"Card": Card, "Play": PLAY, "Sale": Sale})


def playable(st: State) -> int:
    """The bits of the cards the seat to act may play, worked out from the other fields (the rules as
    ``check`` reads them; ``apply`` keeps the same answer up to date on its hot path): 0 while selling and
    once the hand is over."""
    if st.pending or len(st.history) == 13:
        return 0
    rules, dealt, sold_cards, led = st.rules, st.dealt, st.sold_cards, st.led
    mine = st.alive & SEAT_BITS[st.turn]
    if st.plays:
        suit = st.plays[0][1].suit
        same = dealt.suits[SUIT_NO[suit]] & mine
        if not same:
            return mine
        sold = _SALEABLE_OF[suit]
        if same & (same - 1) and sold in sold_cards and suit not in led:
            same &= ~dealt.pos.get(sold, 0)
        return same
    return _lead(rules, dealt, mine, st.first_hand and not st.history, sold_cards, led)


def _lead(rules: Rules, dealt: Dealt, mine: int, first: bool, sold_cards: frozenset[Card],
          led: frozenset[str]) -> int:
    """The bits of the cards ``mine`` may lead (``first``: the first lead of the game)."""
    if first and rules.first_lead_card_required:
        bit = dealt.pos.get(_plan(rules).first, 0) & mine
        if bit:
            return bit
    if sold_cards and not rules.sold_card_may_lead_first_round:
        return lead_bits(dealt, mine, sold_cards, led)
    return mine


def leader_of_first_hand(hands: Mapping[str, Sequence[Card]], rules: Rules) -> str:
    """The seat holding the rules' first-leader card (♣2 by default)."""
    card = Card.parse(rules.first_leader_card)
    return next(s for s in SEATS if card in hands[s])


def start(rules: Rules, hands: Mapping[str, Sequence[Card]], leader: str, *, first_hand: bool = True,
          before: Mapping[str, int] | None = None, pending: Sequence[tuple[str, Card]] | None = None) -> State:
    """The state before the first decision of a hand dealt as ``hands``, ``leader`` to lead.

    ``pending`` lists the selling decisions to ask, in order (a record listing only its real sales);
    by default every holder of a saleable card is asked, in playing order from the leader.
    """
    return _start(rules, Dealt(tuple(tuple(hands[s]) for s in SEATS)), leader, first_hand, before, pending)


def _start(rules: Rules, dealt: Dealt, leader: str, first_hand: bool, before: Mapping[str, int] | None,
           pending: Sequence[tuple[str, Card]] | None) -> State:
    if pending is None:
        # a card is asked about unless "none" is its only level (the goat under all_but_goat); under
        # sale_mode="all" with one level (the PC game's 亮牌) the holder still declares it, with one choice
        # seats in playing order from the leader, then ♠Q ♦J ♣10 ♥A: a key of (turns after the leader, card)
        # (the keys are 0 to 15, so a slot list sorts them without comparing tuples)
        get, lead, step = dealt.pos.get, SEAT_INDEX[leader], 1 if rules.direction == "clockwise" else 3
        slots: list[tuple[str, Card] | None] = [None] * 16
        for j, c in _plan(rules).asked:
            b = get(c)
            if b:
                seat = (b.bit_length() - 1) // 13
                slots[(seat - lead) * step % 4 * 4 + j] = (SEATS[seat], c)
        asked = tuple(filter(None, slots))
    else:
        asked = tuple(dict.fromkeys((str(s), c) for s, c in pending))
    sold, auto = ((), None) if asked else _resolve_sales(rules, ())
    opening = tuple(int(before.get(s, 0)) for s in SEATS) if before else (0, 0, 0, 0)
    st = _new(State, (rules, dealt, dealt.all, leader, first_hand, opening, (), asked, sold,
                      frozenset([c for c, _ in sold]) if sold else _NONE, auto, asked[0][0] if asked else leader, (),
                      (), _NONE, 0, 0))
    return st if asked else _new(State, (*st[:-1], playable(st)))


def new_hand(seed: int | None = None, rules: Rules | None = None, *, leader: str | None = None,
             before: Mapping[str, int] | None = None) -> State:
    """A freshly dealt hand at its first decision (a sale, or the first lead if nothing can be sold).

    ``leader=None`` means the first hand of a game: the holder of ♣2 leads. Later hands pass the
    previous pig-taker as ``leader`` and the running totals as ``before``.

    >>> st = new_hand(seed=7)
    >>> st.leader == next(s for s in "NESW" if Card("C", 2) in st.hands[s]), sum(map(len, st.held))
    (True, 52)
    """
    rules = _DEFAULT if rules is None else Rules.given(rules)
    if rules.decks == 2:
        if leader is not None and leader not in SEATS:
            raise ParseError(t("leader: expected N, E, S or W, got {what}", what=_short(leader)))
        from .two_decks import new_two_deck_hand

        return new_two_deck_hand(seed, rules, leader=leader, before=before)  # type: ignore[return-value]
    order = deal_order(seed)
    if order is None:
        dealt_cards, _ = deal(seed)
        hands = {s: tuple(h) for s, h in dealt_cards.items()}
    if leader is not None and leader not in SEATS:
        raise ParseError(t("leader: expected N, E, S or W, got {what}", what=_short(leader)))
    if order is None:
        return start(rules, hands, leader or leader_of_first_hand(hands, rules), first_hand=leader is None,
                     before=before)
    # The same deal as ``deal(seed)``: seat k gets positions 13 k to 13 k + 12 of the shuffled deck.
    dealt = _kernel.dealt_of(order)
    if leader is None:
        leader = SEATS[(dealt.pos[_plan(rules).first].bit_length() - 1) // 13]
        return _start(rules, dealt, leader, True, before, None)
    return _start(rules, dealt, leader, False, before, None)
