"""A hand of 27 Wang as immutable states: declare → bid → (name trump) → bury → play → over.

Actions are :class:`Action` values ``(kind, value)``; ``apply`` also takes the short forms a
notebook types: a list of cards (the phase says whether it is a declaration, a bury or a play),
an integer bid, ``"pass"``, or a trump choice ``"S"``/``"NT"`` when the banker names trump.

**legal_actions() design.** A multi-card game has far too many plays to list (a void follower to a
three-pair tractor may discard any 6 of 20 cards). ``iter_legal_actions()`` yields every legal
action lazily, each distinct multiset once; ``legal_actions(limit=LIMIT)`` returns the first
``limit`` of them. For a lead it lists every single, pair and tractor and, per suit, the throw of
all held cards of that suit when that throw would stand; other throws are legal too and
``check``/``apply`` accept them (a throw that fails is still a legal attempt: the forced unit is
led). ``check(action)`` validates any proposed action cheaply, without enumerating.

>>> from tutor.games.wang27 import new_hand
>>> st = new_hand(seed=3)
>>> st.phase, st.current_seat, len(st.hands["N"]), len(st.kitty)
('declare', 'N', 25, 8)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from itertools import islice
from typing import Any, NamedTuple

from ...cards import SUIT_SYMBOL, Card, format_cards
from ...errors import IllegalAction, ParseError
from ...seats import SEAT_NAME, next_seat, team_of
from .auction import Auction, parse_bid
from .combos import Unit, all_units, decompose, failed_throw, multiset_combinations, same_suit, throw_stands
from .declare import Declaration, ladder_rank, parse_declaration
from .follow import follow_problem, legal_follows
from .ranks import KEYS, TRUMP, points_of, trump_label
from .rules import Rules
from .scoring import Settlement, kitty_multiplier, settle, settle_seats
from .trick import Trick
from .views import sort_key

LIMIT = 100
PHASES = ("declare", "bid", "trump", "bury", "play", "over")


class Action(NamedTuple):
    """``kind`` is declare | bid | trump | bury | play; ``value`` the cards, bid or suit."""

    kind: str
    value: Any

    def __str__(self) -> str:
        v = self.value
        if isinstance(v, tuple):
            return f"{self.kind} {format_cards(v)}"
        return f"{self.kind} {'NT' if self.kind == 'trump' and v is None else v}"


def _replace(st: State, **changes: Any) -> State:
    """``dataclasses.replace`` without re-running ``__init__`` (the hot path of ``apply``): the
    fields are copied and ``changes`` (always field names, see ``_FIELDS``) overwrite them."""
    assert _FIELDS.issuperset(changes), changes
    new = object.__new__(State)
    new.__dict__.update(st.__dict__)
    new.__dict__.update(changes)
    return new


def _missing(cards: Sequence[Card], hand: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` that ``hand`` cannot supply (as multisets), e.g. a second ♠9."""
    return [c for c in dict.fromkeys(cards) if cards.count(c) > hand.count(c)]


def _cards(value: Any) -> tuple[Card, ...]:
    if isinstance(value, (str, Card)):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise ParseError(f"expected a list of cards, got {value!r}")
    return tuple(Card.parse(c) for c in value)


def parse_trump(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and value.strip().upper() in ("NT", "NONE", "无主", "NO-TRUMP")):
        return None
    if isinstance(value, str) and value.strip().upper() in SUIT_SYMBOL:
        return value.strip().upper()
    if isinstance(value, str) and value.strip() in ("♠", "♥", "♦", "♣"):
        return "SHDC"["♠♥♦♣".index(value.strip())]
    raise ParseError(f"trump: expected S, H, D, C or NT, got {value!r}")


@dataclass(frozen=True)
class State:
    rules: Rules
    dealer: str
    hands: Mapping[str, tuple[Card, ...]]
    kitty: tuple[Card, ...]  # the dealt kitty (the banker picks it up)
    levels: Mapping[str, str] = field(default_factory=lambda: {"NS": "2", "EW": "2"})
    phase: str = "declare"
    turn: str | None = None
    decl: Declaration = field(default_factory=Declaration)
    auction: Auction | None = None
    trump: str | None = None
    banker: str | None = None
    target: int | None = None
    buried: tuple[Card, ...] = ()
    trick: Trick | None = None
    done: tuple[Trick, ...] = ()
    penalty: int = 0  # throw penalties, signed, added to the defenders' points
    penalties: tuple[str, ...] = ()

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

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def coerce(self, action: Any) -> Action:
        """Read the short forms (a list of cards, an int bid, "pass", "NT") for the current phase."""
        if isinstance(action, Action):
            return action
        kinds = {"declare": "declare", "bid": "bid", "trump": "trump", "bury": "bury", "play": "play"}
        if self.phase not in kinds:
            raise ParseError("the hand is over: no more actions")
        kind = kinds[self.phase]
        if kind == "declare":
            return Action(kind, parse_declaration(action))
        if kind == "bid":
            return Action(kind, parse_bid(action))
        if kind == "trump":
            return Action(kind, parse_trump(action))
        return Action(kind, _cards(action))

    def check(self, action: Any) -> str | None:
        """``None`` if ``action`` is legal now, else the reason (naming the cards involved)."""
        try:
            act = self.coerce(action)
        except (ParseError, IllegalAction) as e:
            return str(e)
        if self.phase == "over":
            return "the hand is over"
        if act.kind != self.phase:
            return f"it is the {self.phase} phase: a {act.kind} is not possible now"
        seat = self.turn
        assert seat is not None
        hand = self.hands[seat]
        if act.kind == "declare":
            return self._declare_problem(seat, act.value)
        if act.kind == "bid":
            assert self.auction is not None
            return self.auction.problem(seat, act.value)
        if act.kind == "trump":
            return None
        cards = act.value
        missing = _missing(cards, hand)
        if missing:
            short = [c for c in missing for _ in range(cards.count(c) - hand.count(c))]
            return f"you do not hold {format_cards(sorted(short, key=str))}"
        if act.kind == "bury":
            if len(cards) != self.rules.kitty_size:
                return f"bury exactly {self.rules.kitty_size} cards (you chose {len(cards)})"
            return None
        if not cards:
            return "choose at least one card"
        if self.trick is None:
            return self._lead_problem(seat, cards)
        return follow_problem(hand, self.trick.units, self.trick.suit, cards, self.trump, self.tiers)

    def _declare_problem(self, seat: str, shown: Any) -> str | None:
        if shown == "pass":
            return None
        need = shown
        if self.decl.seat == seat and len(shown) == 1 and self.decl.standing == shown:
            need = (shown[0], shown[0])  # reinforcing: you must hold the identical second card
        if _missing(need, self.hands[seat]):
            if need != shown:
                return f"to reinforce {shown[0].symbol} you must hold a second {shown[0].symbol}"
            return f"you do not hold {format_cards(shown)}"
        return self.decl.problem(seat, shown)

    def _lead_problem(self, seat: str, cards: tuple[Card, ...]) -> str | None:
        s = same_suit(cards, self.trump)
        if s is None:
            return (f"{format_cards(cards)} mixes suits: a lead is one single, pair, tractor or throw of one "
                    "suit (all trumps count as one suit)")
        if len(decompose(cards, self.trump, self.tiers)) > 1 and self.rules.throw_policy != "any":
            others_void = all(not any(KEYS[self.trump][c][0] == TRUMP for c in self.hands[o])
                              for o in SEAT_NAME if o != seat)
            if s != TRUMP or not others_void:
                return "throws (甩牌) are allowed only in trumps, when the other three hold no trumps"
        return None

    def apply(self, action: Any) -> State:
        """The state after ``action``; ``IllegalAction`` with the reason (this state is unchanged)."""
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(limit=20), action=action)
        act = self.coerce(action)
        return getattr(self, f"_apply_{act.kind}")(act.value)

    # -- phases ----------------------------------------------------------------------------------
    def _next(self, seat: str) -> str:
        return next_seat(seat, self.clockwise)

    def _apply_declare(self, shown: Any) -> State:
        decl = self.decl.copy()
        decl.declare(self.turn, shown)  # type: ignore[arg-type]
        if decl.passes >= 4 or decl.is_final:
            return _replace(self, decl=decl)._start_auction()
        return _replace(self, decl=decl, turn=self._next(self.turn))  # type: ignore[arg-type]

    def _start_auction(self) -> State:
        trump = self.decl.standing[0].suit if self.decl.declared else None
        return _replace(self, phase="bid", auction=Auction(self.dealer, self.rules), turn=self.dealer, trump=trump)

    def _apply_bid(self, bid: Any) -> State:
        auction = self.auction.copy()  # type: ignore[union-attr]
        auction.bid(self.turn, bid)  # type: ignore[arg-type]
        if not auction.is_over:
            return _replace(self, auction=auction, turn=auction.current)
        if auction.passed_out:
            return _replace(self, auction=auction, turn=None, phase="over")
        banker = auction.banker
        hands = dict(self.hands)
        hands[banker] = hands[banker] + self.kitty  # type: ignore[index]
        phase = "bury" if self.decl.declared else "trump"
        return _replace(self, auction=auction, hands=hands, banker=banker, target=auction.target, turn=banker,
                       phase=phase)

    def _apply_trump(self, trump: str | None) -> State:
        return _replace(self, trump=trump, phase="bury")

    def _apply_bury(self, cards: tuple[Card, ...]) -> State:
        hands = dict(self.hands)
        rest = list(hands[self.turn])  # type: ignore[index]
        for c in cards:
            rest.remove(c)
        hands[self.turn] = tuple(rest)  # type: ignore[index]
        return _replace(self, hands=hands, buried=tuple(cards), phase="play")

    def _apply_play(self, cards: tuple[Card, ...]) -> State:
        seat = self.turn
        assert seat is not None
        cards = tuple(sorted(cards, key=sort_key(self.trump)))  # shown strongest first
        st = self
        if self.trick is None:
            trick, st = self._lead(seat, cards)
            cards = trick.plays[0][1]
        else:
            trick = self.trick.add(seat, cards)
        hands = dict(st.hands)
        rest = list(hands[seat])
        for c in cards:
            rest.remove(c)
        hands[seat] = tuple(rest)
        if len(trick) < 4:
            return _replace(st, hands=hands, trick=trick, turn=self._next(seat))
        done = st.done + (trick,)
        if not hands[seat]:
            return _replace(st, hands=hands, trick=None, done=done, turn=None, phase="over")
        return _replace(st, hands=hands, trick=None, done=done, turn=trick.winner())

    def _lead(self, seat: str, cards: tuple[Card, ...]) -> tuple[Trick, State]:
        units = decompose(cards, self.trump, self.tiers)
        if len(units) == 1:
            return Trick.lead(seat, cards, self.trump, self.tiers, units=units), self
        verdict = self._throw_verdict(seat, cards, units)
        if verdict is None:
            return Trick.lead(seat, cards, self.trump, self.tiers, units=units), self
        forced, beaten_by = verdict
        trick = Trick.lead(seat, forced, self.trump, self.tiers, attempt=cards, beaten_by=beaten_by)
        return trick, self._throw_penalty(seat, cards)

    def _throw_verdict(self, seat: str, cards: Sequence[Card], units: Sequence[Unit]) -> tuple[Unit, str] | None:
        """``None`` when the throw stands, else (the forced unit, a seat that can beat it)."""
        keys = KEYS[self.trump]
        s = keys[cards[0]][0]
        suit_of = {o: [c for c in self.hands[o] if keys[c][0] == s] for o in self._others(seat)}
        forced = failed_throw(units, list(suit_of.values()), self.trump, self.tiers)
        if forced is None:
            return None
        beaten_by = next(o for o, held in suit_of.items()
                         if (u := failed_throw(units, [held], self.trump, self.tiers)) is not None
                         and len(u) == len(forced))
        return forced, beaten_by

    def _throw_stands(self, seat: str, cards: Sequence[Card], units: Sequence[Unit]) -> bool:
        """``_throw_verdict(...) is None`` without naming the forced unit or who beats it (for listing)."""
        keys = KEYS[self.trump]
        s = keys[cards[0]][0]
        return throw_stands(units, [[c for c in self.hands[o] if keys[c][0] == s] for o in self._others(seat)],
                            self.trump, self.tiers)

    def _others(self, seat: str) -> list[str]:
        out, s = [], self._next(seat)
        while s != seat:
            out.append(s)
            s = self._next(s)
        return out

    def _throw_penalty(self, seat: str, cards: tuple[Card, ...]) -> State:
        how = self.rules.throw_penalty
        if how == "none":
            return self
        amount = 10 if how == "10_per_attempt" else 10 * len(cards)
        sign = -1 if self.is_defender(seat) else 1
        note = (f"failed throw by {SEAT_NAME[seat]}: {'+' if sign > 0 else '-'}{amount} to the defenders "
                f"({'10 per attempt' if how == '10_per_attempt' else f'10 × {len(cards)} cards'})")
        return _replace(self, penalty=self.penalty + sign * amount, penalties=self.penalties + (note,))

    # -- enumeration -----------------------------------------------------------------------------
    def iter_legal_actions(self) -> Iterator[Action]:
        """Every legal action, lazily (see the module text for the order and the throws listed)."""
        if self.phase == "over":
            return
        seat = self.turn
        assert seat is not None
        hand = self.hands[seat]
        if self.phase == "declare":
            yield Action("declare", "pass")
            options: list[tuple[Card, ...]] = []
            for c, n in Counter(hand).items():
                if ladder_rank((c,)):
                    options.append((c,))
                    if n == 2:
                        options.append((c, c))
            for shown in options:
                if self.decl.seat == seat and shown == self.decl.standing:
                    continue  # reinforcing is listed once, as the pair
                if self._declare_problem(seat, shown) is None:
                    yield Action("declare", shown)
        elif self.phase == "bid":
            assert self.auction is not None
            if self.auction.can_pass():
                yield Action("bid", "pass")
            for b in self.auction.allowed():
                yield Action("bid", b)
        elif self.phase == "trump":
            for t in ("S", "H", "D", "C", None):
                yield Action("trump", t)
        elif self.phase == "bury":
            keys = KEYS[self.trump]
            # cheap cards first: side suits, no points, low: the first candidates are sensible burials
            pool = sorted(hand, key=lambda c: (keys[c][0] == TRUMP, c.rank in (5, 10, 13), keys[c][1]))
            for combo in multiset_combinations(pool, self.rules.kitty_size):
                yield Action("bury", combo)
        elif self.trick is None:
            for unit in all_units(hand, self.trump, self.tiers):
                yield Action("play", unit)
            if self.rules.throw_policy == "any":
                by_suit: dict[str, list[Card]] = {}
                for c in hand:
                    by_suit.setdefault(KEYS[self.trump][c][0], []).append(c)
                for cards in by_suit.values():
                    units = decompose(cards, self.trump, self.tiers)
                    if len(units) > 1 and self._throw_stands(seat, cards, units):
                        yield Action("play", tuple(cards))
        else:
            for play in legal_follows(hand, self.trick.units, self.trick.suit, self.trump, self.tiers):
                yield Action("play", play)

    def legal_actions(self, limit: int | None = LIMIT) -> list[Action]:
        """The first ``limit`` legal actions (``None``: all of them, which can be very many)."""
        return list(islice(self.iter_legal_actions(), limit))

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
        return sum(t.points for t in self.done if self.is_defender(t.winner()))

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

    def view(self):  # noqa: ANN201 - built in views.py to keep this module short
        from .views import table_view

        return table_view(self)

    def __repr__(self) -> str:
        return (f"<wang27 State {self.phase}, {SEAT_NAME.get(self.turn or '', 'nobody')} to act, "
                f"trump {trump_label(self.trump) if self.phase not in ('declare', 'bid', 'trump') else '?'}>")


_FIELDS = frozenset(f.name for f in fields(State))
