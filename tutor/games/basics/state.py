"""Whist play as immutable states: each ``apply`` returns a new state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ...cards import SUIT_NAME, Card, deal, sort_cards
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS, next_seat
from ...tricks import Trick, follow_reason, legal_follows
from ...view import TableView
from ..base import short_repr
from ..legal import LegalActions
from .rules import Rules

t, tn = domain("basics")


class State(NamedTuple):
    """A whist hand: ``held`` are the four hands in seat order (N E S W), ``trick`` the trick on the
    table, ``done`` the completed tricks. Build one with :func:`start` or :func:`new_hand`."""

    rules: Rules
    held: tuple[tuple[Card, ...], ...]
    dealer: str
    trick: Trick
    done: tuple[Trick, ...] = ()  # completed tricks, in order

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.held, strict=True))

    # -- the state protocol ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return "over" if self.is_terminal() else "play"

    @property
    def current_seat(self) -> str | None:
        if self.is_terminal():
            return None
        seat = self.trick.leader
        for _ in self.trick.plays:
            seat = next_seat(seat)
        return seat

    def legal_actions(self) -> LegalActions[Card]:
        seat = self.current_seat
        if seat is None:
            return LegalActions(self, ())
        return LegalActions(self, legal_follows(self.held[SEAT_INDEX[seat]], self.trick.led_suit))

    def check(self, action: object) -> str | None:
        seat = self.current_seat
        if seat is None:
            return t("the hand is over: all tricks have been played")
        if isinstance(action, str):
            try:
                action = Card.parse(action)
            except ParseError as e:
                return str(e)
        if not isinstance(action, Card):
            return t("{value} is not a card", value=short_repr(action))
        return follow_reason(self.held[SEAT_INDEX[seat]], self.trick.led_suit, action)

    def apply(self, action: Card | str) -> State:
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        card = Card.parse(action) if isinstance(action, str) else action
        seat = self.current_seat
        assert seat is not None
        i = SEAT_INDEX[seat]
        hand = list(self.held[i])
        hand.remove(card)
        held = self.held[:i] + (tuple(hand),) + self.held[i + 1:]
        trick = self.trick.add(seat, card)
        if len(trick) < 4:
            return State(self.rules, held, self.dealer, trick, self.done)
        return State(self.rules, held, self.dealer, Trick(trick.winner(), trump=self.rules.trump),
                     self.done + (trick,))

    def is_terminal(self) -> bool:
        return len(self.done) == self.rules.hand_size

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for t in self.done:
            won[t.winner()] += 1
        return won

    def result(self) -> dict[str, int] | None:
        """Tricks per team, once every trick is played."""
        if not self.is_terminal():
            return None
        won = self.tricks_won()
        return {"NS": won["N"] + won["S"], "EW": won["E"] + won["W"]}

    def view(self) -> TableView:
        last = self.done[-1] if self.done else None
        trump = self.rules.trump
        return TableView(
            game="basics",
            hands={s: tuple(sort_cards(h, "basics", trump=trump)) for s, h in zip(SEATS, self.held, strict=True)},
            trick=tuple((s, (c,)) for s, c in self.trick.plays),
            turn=self.current_seat,
            tricks_won=self.tricks_won(),
            last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
            last_winner=last.winner() if last else None,
            trump=trump,
            info=(t("Trumps: {suit}", suit=SUIT_NAME[trump]) if trump else t("No trumps"),
                  t("{seat} leads", seat=SEAT_NAME[self.trick.leader]) if not self.is_terminal() else t("Hand over")),
        )


def start(rules: Rules, hands: Mapping[str, tuple[Card, ...]], dealer: str = "N") -> State:
    """The state before the first lead (the dealer's left leads)."""
    return State(rules, tuple(tuple(hands[s]) for s in SEATS), dealer, Trick(next_seat(dealer), trump=rules.trump))


def new_hand(seed: int | None = None, rules: Rules | None = None, *, dealer: str = "N") -> State:
    """A freshly dealt hand, at its first decision (the dealer's left leads)."""
    rules = Rules.given(rules)
    if not 1 <= rules.hand_size <= 13:
        raise ParseError(f"hand_size: expected 1 to 13 cards, got {rules.hand_size}")
    hands, _ = deal(seed, size=rules.hand_size)
    return start(rules, {s: tuple(h) for s, h in hands.items()}, dealer)
