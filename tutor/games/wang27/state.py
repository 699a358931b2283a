"""A hand of 27 Wang as immutable states: declare → bid → (name trump) → bury → play → over.

Actions are :class:`Action` values ``(kind, value)``; ``apply`` also takes the short forms a
notebook types: a list of cards (the phase says whether it is a declaration, a bury or a play),
an integer bid, ``"pass"``, or a trump choice ``"S"``/``"NT"`` when the banker names trump.

A ``State`` is a ``typing.NamedTuple`` of immutable values: the hands are a tuple in seat order
(``held``; ``hands`` gives them as a dict), the declaration round and the auction are frozen values.
``legal_actions()`` is a lazy view (see ``listing``): it lists every legal action, counts the
millions of 8-card burials without listing them, and draws one uniformly without listing either.

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=3)
>>> st.phase, st.current_seat, len(st.hands["N"]), len(st.kitty)
('declare', 'N', 25, 8)
>>> len(st.legal_actions()) >= 1, st == new_hand(seed=3), hash(st) == hash(new_hand(seed=3))
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ...cards import SUIT_SYMBOL, Card, format_cards, not_a_card
from ...compiled import choose
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS, team_of
from ...view import TableView
from ..base import short_repr
from ..kernel import bind
from ..legal import LegalActions
from . import kernel as reference
from .action import Action, _missing, _remove
from .auction import AuctionRound, parse_bid
from .combos import decompose, same_suit, throw_stands
from .declare import DeclarationRound, parse_declaration
from .fast import NEXT, OTHERS, holds, suit_cards
from .follow import follow_problem
from .lead import lead_trick
from .ranks import ESUIT, KEYS, TRUMP, points_of, trump_label
from .rules import Rules
from .scoring import Settlement, kitty_multiplier, settle, settle_seats
from .trick import ComboTrick
from .views import sort_key, sort_rank

t, tn = domain("wang27")

#: the kernel in use: ``ckernel`` (compiled, setup.py's COMPILED) or ``kernel`` (its pure-Python reference)
KERNEL = _kernel = choose("tutor.games.wang27.ckernel", reference)

_MOST_CARDS = 33  # 25 dealt and the 8-card kitty
PHASES = ("declare", "bid", "trump", "bury", "play", "over")
#: the phases (and action kinds) as a learner reads them
PHASE_NAME = {"declare": t("declare"), "bid": t("bid"), "trump": t("trump"), "bury": t("bury"), "play": t("play"),
              "over": t("over")}


def _cards(value: Any) -> tuple[Card, ...]:
    if type(value) is tuple and all(type(c) is Card and not_a_card(c) is None for c in value):
        return value  # already cards (one built past Card's checks is read below: refused, named)
    if isinstance(value, (str, Card)):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise ParseError(t("expected a list of cards, got {value}", value=short_repr(value)))
    if len(value) > _MOST_CARDS:  # no hand ever holds more: refuse before naming them all in a message
        raise ParseError(t("{n} cards is more than anyone holds ({most} with the kitty)", n=len(value),
                           most=_MOST_CARDS))
    return tuple(Card.parse(c) for c in value)


def parse_trump(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and value.strip().upper() in ("NT", "NONE", "无主", "NO-TRUMP")):
        return None
    if isinstance(value, str) and value.strip().upper() in SUIT_SYMBOL:
        return value.strip().upper()
    if isinstance(value, str) and value.strip() in ("♠", "♥", "♦", "♣"):
        return "SHDC"["♠♥♦♣".index(value.strip())]
    raise ParseError(t("trump: expected S, H, D, C or NT, got {value}", value=short_repr(value)))


_PARSE = {"declare": parse_declaration, "bid": parse_bid, "trump": parse_trump, "bury": _cards, "play": _cards}


class State(NamedTuple):
    """One moment of a hand. ``held``: the four hands in seat order (N E S W); ``start_levels``: the
    levels before the hand as ``(team or seat, level)`` pairs (``levels`` gives the dict)."""

    rules: Rules
    dealer: str
    held: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]  # the dealt kitty (the banker picks it up)
    start_levels: tuple[tuple[str, str], ...] = (("NS", "2"), ("EW", "2"))
    phase: str = "declare"
    turn: str | None = None
    decl: DeclarationRound = DeclarationRound()
    auction: AuctionRound | None = None
    trump: str | None = None
    banker: str | None = None
    target: int | None = None
    buried: tuple[Card, ...] = ()
    trick: ComboTrick | None = None
    done: tuple[ComboTrick, ...] = ()
    penalty: int = 0  # throw penalties, signed, added to the defenders' points
    penalties: tuple[str, ...] = ()  # translatable notes (``tutor.i18n.Text``)

    # -- read-only views of the fields -----------------------------------------------------------
    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.held, strict=True))

    @property
    def levels(self) -> dict[str, str]:
        return dict(self.start_levels)

    def hand(self, seat: str) -> tuple[Card, ...]:
        return self.held[SEAT_INDEX[seat]]

    # -- the state protocol ----------------------------------------------------------------------
    @property
    def current_seat(self) -> str | None:
        return self.turn

    @property
    def clockwise(self) -> bool:
        return self.rules.clockwise

    @property
    def tiers(self) -> bool:
        return self.rules.trump_tier_tractors

    def coerce(self, action: Any) -> Action:
        """Read an ``Action`` or a short form (a list of cards, an int bid, "pass", "NT") for the current
        phase; ``ParseError`` (or ``IllegalAction`` for an unreadable bid) when it cannot be read."""
        if isinstance(action, Action):
            kind, value = action
        else:
            kind, value = self.phase, action
        parse = _PARSE.get(kind) if isinstance(kind, str) else None
        if parse is None:
            if self.phase == "over":
                raise ParseError(t("the hand is over: no more actions"))
            raise ParseError(t("{kind} is not an action: expected declare, bid, trump, bury or play",
                               kind=short_repr(kind)))
        return Action(kind, parse(value))

    def check(self, action: object) -> str | None:
        """``None`` if ``action`` is legal now, else the reason (naming the cards involved)."""
        if self.phase == "over":
            return t("the hand is over")
        try:
            act = self.coerce(action)
        except (ParseError, IllegalAction) as e:
            return e.args[0]  # the message itself, so it reads in the language current when shown
        return self._problem(act)

    def _problem(self, act: Action) -> str | None:
        """``check`` for an action already read (``coerce``)."""
        if act.kind != self.phase:
            return t("it is the {phase} phase: a {kind} is not possible now", phase=PHASE_NAME[self.phase],
                     kind=PHASE_NAME[act.kind])
        seat = self.turn
        assert seat is not None
        if act.kind == "declare":
            return self._declare_problem(seat, act.value)
        if act.kind == "bid":
            assert self.auction is not None
            return self.auction.problem(seat, act.value)
        if act.kind == "trump":
            return None
        hand = self.held[SEAT_INDEX[seat]]
        cards = act.value
        missing = _missing(cards, hand)
        if missing:
            short = [c for c in missing for _ in range(cards.count(c) - hand.count(c))]
            return t("you do not hold {cards}", cards=format_cards(sorted(short, key=sort_key(self.trump))))
        if act.kind == "bury":
            if len(cards) != self.rules.kitty_size:
                return t("bury exactly {size} cards (you chose {n})", size=self.rules.kitty_size, n=len(cards))
            return None
        if not cards:
            return t("choose at least one card")
        if self.trick is None:
            return self.lead_problem(seat, cards)
        return follow_problem(hand, self.trick.units, self.trick.suit, cards, self.trump, self.tiers)

    def _declare_problem(self, seat: str, shown: Any) -> str | None:
        if shown == "pass":
            return None
        need = shown
        if self.decl.seat == seat and len(shown) == 1 and self.decl.standing == shown:
            need = (shown[0], shown[0])  # reinforcing: you must hold the identical second card
        if _missing(need, self.held[SEAT_INDEX[seat]]):
            if need != shown:
                return t("to reinforce {card} you must hold a second {card}", card=shown[0].symbol)
            return t("you do not hold {cards}", cards=format_cards(shown))
        return self.decl.judge(seat, shown)

    def throws_allowed(self, seat: str, s: str) -> bool:
        """May ``seat`` lead several units (a throw, 甩牌) in effective suit ``s`` (B-W9)?"""
        if self.rules.throw_policy == "any":
            return True
        return s == TRUMP and all(not any(KEYS[self.trump][c][0] == TRUMP for c in self.held[SEAT_INDEX[o]])
                                  for o in SEATS if o != seat)

    def lead_problem(self, seat: str, cards: tuple[Card, ...]) -> str | None:
        s = same_suit(cards, self.trump)
        if s is None:
            return t("{cards} mixes suits: a lead is one single, pair, tractor or throw of one suit (all trumps "
                     "count as one suit)", cards=format_cards(sorted(cards, key=sort_key(self.trump))))
        if not self.throws_allowed(seat, s) and len(decompose(cards, self.trump, self.tiers)) > 1:
            return t("throws (甩牌) are allowed only in trumps, when the other three hold no trumps")
        return None

    # The hot three are the kernel's own functions, bound below the class (no Python frame in between): the
    # compiled kernel (``ckernel.pyx``) when it is built, else its pure-Python reference (``kernel.py``); see
    # ``KERNEL``. These definitions give their signatures and say what they do.
    def apply(self, action: Any) -> State:
        """The state after ``action``; ``IllegalAction`` with the reason (this state is unchanged)."""
        return _kernel.apply(self, action)

    def legal_actions(self) -> LegalActions[Action]:
        """Every legal action as a lazy view (``LegalActions``): iterate, count, test ``in``, ``choice``."""
        return _kernel.legal_actions(self)

    def is_terminal(self) -> bool:
        return _kernel.is_terminal(self)

    def apply_drawn(self, drawn: Action) -> State:
        """The action this state's legal view just drew (``legal_actions().choice``), made: legal as drawn."""
        if drawn[0] == "play":
            return self.apply_play(drawn[1])
        return getattr(self, f"_apply_{drawn[0]}")(drawn[1])  # type: ignore[no-any-return]

    def apply_other(self, action: Any) -> State:
        """``apply`` of what the kernel does not take: the explaining path (``check`` names the reason of a
        refusal), then the action made."""
        act: Action | None = None
        if self.phase != "over":
            try:
                act = self.coerce(action)
            except (ParseError, IllegalAction):
                pass
        reason = self.check(action) if act is None else self._problem(act)
        if reason or act is None:
            raise IllegalAction(reason or t("the hand is over"), legal=self.legal_actions(), action=action)
        return self.apply_drawn(act)  # checked now: made as a drawn action is

    # -- phases ----------------------------------------------------------------------------------
    def _set(self, **changes: Any) -> State:
        """``_replace`` for the engine's own moves: the fields given are the engine's values, so the new
        state is built straight from a list (NamedTuple's ``_replace`` goes through ``_make`` and a map)."""
        values = list(self)
        for name, value in changes.items():
            values[_FIELD[name]] = value
        return tuple.__new__(State, values)

    def _next(self, seat: str) -> str:
        return NEXT[self.rules.direction][seat]

    def _apply_declare(self, shown: Any) -> State:
        assert self.turn is not None
        decl = self.decl.after(self.turn, shown)  # checked by ``apply``
        if decl.passes >= 4 or decl.is_final:
            trump = decl.standing[0].suit if decl.declared else None
            return self._set(decl=decl, phase="bid", auction=AuctionRound(self.dealer, self.rules),
                                 turn=self.dealer, trump=trump)
        return self._set(decl=decl, turn=self._next(self.turn))

    def _apply_bid(self, bid: Any) -> State:
        assert self.auction is not None and self.turn is not None
        auction = self.auction.after(self.turn, bid)  # checked by ``apply``
        if not auction.is_over:
            return self._set(auction=auction, turn=auction.current)
        if auction.passed_out:
            return self._set(auction=auction, turn=None, phase="over")
        banker = auction.banker
        assert banker is not None
        i = SEAT_INDEX[banker]
        held = self.held[:i] + (self.held[i] + self.kitty,) + self.held[i + 1:]
        phase = "bury" if self.decl.declared else "trump"
        return self._set(auction=auction, held=held, banker=banker, target=auction.target, turn=banker,
                             phase=phase)

    def _apply_trump(self, trump: str | None) -> State:
        return self._set(trump=trump, phase="bury")

    def _apply_bury(self, cards: tuple[Card, ...]) -> State:
        assert self.turn is not None
        i = SEAT_INDEX[self.turn]
        held = self.held[:i] + (_remove(self.held[i], cards),) + self.held[i + 1:]
        return self._set(held=held, buried=tuple(cards), phase="play")

    def lead_ok(self, hand: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
        """``lead_problem`` for the hot path: ``True`` only for a legal lead of cards held."""
        if not holds(hand, cards):
            return False
        es = ESUIT[self.trump]
        s = es[cards[0]]
        for c in cards:
            if es[c] != s:
                return False
        return len(cards) == 1 or self.rules.throw_policy == "any" or \
            self.lead_problem(self.turn, cards) is None  # type: ignore[arg-type]

    def apply_play(self, cards: tuple[Card, ...]) -> State:
        (rules, dealer, held, kitty, levels, phase, seat, decl, auction, trump, banker, target, buried, trick, done,
         penalty, penalties) = self
        assert seat is not None
        if len(cards) > 1:
            cards = tuple(sorted(cards, key=sort_rank(trump).__getitem__))  # shown strongest first
        if trick is None:
            trick, penalty, penalties = lead_trick(self, seat, cards)
            cards = trick.plays[0][1]
        else:
            trick = trick.add(seat, cards)
        i = SEAT_INDEX[seat]
        hand = held[i]
        if len(cards) == 1:
            j = hand.index(cards[0])
            rest = hand[:j] + hand[j + 1:]
        else:
            rest = _remove(hand, cards)
        n, e, s, w = held  # the seat's hand replaced: one tuple built, not three slices joined
        held = (rest, e, s, w) if i == 0 else (n, rest, s, w) if i == 1 else (n, e, rest, w) if i == 2 else \
            (n, e, s, rest)
        turn: str | None
        if len(trick.plays) < 4:
            turn, new_trick = NEXT[rules.direction][seat], trick
        else:
            done, new_trick = done + (trick,), None
            turn = trick.winner() if rest else None
            phase = "play" if rest else "over"
        return tuple.__new__(State, (rules, dealer, held, kitty, levels, phase, turn, decl, auction, trump, banker,
                                     target, buried, new_trick, done, penalty, penalties))

    def throw_stands(self, seat: str, cards: Sequence[Card]) -> bool:
        """Would ``seat``'s throw of ``cards`` (one effective suit) stand, nobody able to beat a unit?"""
        units = decompose(cards, self.trump, self.tiers)
        s = ESUIT[self.trump][cards[0]]
        others = [suit_cards(self.held[SEAT_INDEX[o]], s, self.trump) for o in self._others(seat)]
        return throw_stands(units, others, self.trump, self.tiers)

    def _others(self, seat: str) -> tuple[str, ...]:
        """The other three seats in turn order after ``seat``."""
        return OTHERS[self.rules.direction == "clockwise"][seat]

    def declarable(self, seat: str | None = None) -> list[tuple[Card, ...]]:
        """The declarations ``seat`` (default: the seat to act) may show now, from its hand."""
        seat = seat or self.turn
        if self.phase != "declare" or seat is None:
            return []
        # ``allowed`` offers only cards of ``hand`` (reinforcing as the pair): all held, so all pass ``check``
        return self.decl.allowed(seat, self.held[SEAT_INDEX[seat]])

    # -- results ---------------------------------------------------------------------------------
    @property
    def one_vs_three(self) -> bool:
        return self.rules.mode == "1v3"

    @property
    def defenders(self) -> str | None:
        """The defenders' side: ``"NS"``/``"EW"`` (2 v 2), or their three seats (1 v 3, e.g. ``"ESW"``)."""
        if self.banker is None:
            return None
        if self.one_vs_three:
            return "".join(s for s in SEAT_NAME if s != self.banker)
        return "EW" if team_of(self.banker) == "NS" else "NS"

    def is_defender(self, seat: str) -> bool:
        """Is ``seat`` on the defenders' side (once there is a banker)?"""
        if self.banker is None:
            return False
        return seat != self.banker if self.one_vs_three else team_of(seat) != team_of(self.banker)

    def same_side(self, a: str, b: str) -> bool:
        """Are seats ``a`` and ``b`` on one side (partners in 2 v 2; in 1 v 3 the three defenders)?"""
        if not self.one_vs_three:
            return team_of(a) == team_of(b)
        return a == b or (self.banker is not None and self.banker not in (a, b))

    def level_key(self, seat: str) -> str:
        """Where ``levels`` keeps ``seat``'s level: its team (2 v 2) or the seat itself (1 v 3)."""
        return seat if self.one_vs_three else team_of(seat)

    def card_points(self) -> int:
        """Point cards in tricks won by the defenders."""
        defenders = [seat for seat in SEATS if self.is_defender(seat)]
        # one count over the cards of every trick a defender won (``best``: the winning play's place)
        return points_of([c for t in self.done if t.plays[t.best][0] in defenders for _, cs in t.plays for c in cs])

    def kitty_bonus(self) -> int:
        if not self.is_terminal() or not self.done or self.banker is None:
            return 0
        last = self.done[-1]
        if not self.is_defender(last.winner()):
            return 0
        m = kitty_multiplier(last.plays[0][1], won_with_trump=last.won_with_trump(), trump=self.trump,
                             rules=self.rules)
        return points_of(self.buried) * m

    def points(self) -> int:
        return self.card_points() + self.kitty_bonus() + self.penalty

    def result(self) -> Settlement | None:
        """The settlement (winner, levels after, match over, sheet) of a finished hand."""
        if not self.is_terminal() or self.banker is None or self.target is None:
            return None
        taken = bool(self.done) and self.is_defender(self.done[-1].winner())
        if self.one_vs_three:
            return settle_seats(self.points(), self.target, banker=self.banker, levels=self.levels, rules=self.rules,
                                kitty_taken=taken)
        bt, dt = team_of(self.banker), self.defenders
        assert dt is not None
        return settle(self.points(), self.target, levels={"banker": self.levels[bt], "defenders": self.levels[dt]},
                      rules=self.rules, kitty_taken=taken)

    def next_dealer(self) -> str | None:
        """Who deals the next hand (B-W19): the banker if the banker's side won, else the defender
        seated next after the banker; ``None`` before the hand is settled."""
        r = self.result()
        if r is None or self.banker is None:
            return None
        return self.banker if r.winner == "banker" else self._next(self.banker)

    def levels_after(self) -> dict[str, str]:
        r = self.result()
        if r is None:
            return dict(self.levels)
        if self.one_vs_three:
            return dict(r.levels)
        bt = team_of(self.banker)  # type: ignore[arg-type]
        return {bt: r.levels["banker"], self.defenders: r.levels["defenders"]}  # type: ignore[dict-item]

    def tricks_won(self) -> dict[str, int]:
        won = {s: 0 for s in SEAT_NAME}
        for t in self.done:
            won[t.winner()] += 1
        return won

    def view(self) -> TableView:
        from .views import table_view

        return table_view(self)

    def __repr__(self) -> str:
        return (f"<wang27 State {self.phase}, {SEAT_NAME.get(self.turn or '', 'nobody')} to act, "
                f"trump {trump_label(self.trump) if self.phase not in ('declare', 'bid', 'trump') else '?'}>")


_FIELD = {name: i for i, name in enumerate(State._fields)}  # field name → its place in the tuple

# the kernel's apply, legal_actions and is_terminal become State's own (the kernel contract: tutor.games.kernel)
bind(State, _kernel, {"ComboTrick": ComboTrick, "Action": Action,
                      "Card": Card, "Play": ("seat", "cards")})
