"""Whist play as immutable states: each ``apply`` returns a new state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...cards import SUIT_NAME, Card, deal, sort_cards
from ...errors import IllegalAction, ParseError
from ...seats import SEAT_NAME, next_seat
from ...tricks import Trick, follow_reason, legal_follows
from ...view import TableView
from .rules import Rules


@dataclass(frozen=True)
class State:
    rules: Rules
    hands: Mapping[str, tuple[Card, ...]]
    dealer: str = "N"
    trick: Trick = field(default=None)  # type: ignore[assignment]
    done: tuple[Trick, ...] = ()  # completed tricks, in order

    def __post_init__(self) -> None:
        if self.trick is None:
            object.__setattr__(self, "trick", Trick(next_seat(self.dealer), trump=self.rules.trump))

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

    def legal_actions(self) -> list[Card]:
        if self.is_terminal():
            return []
        return legal_follows(self.hands[self.current_seat], self.trick.led_suit)

    def check(self, action: object) -> str | None:
        if self.is_terminal():
            return "the hand is over: all tricks have been played"
        if not isinstance(action, Card):
            return f"{action!r} is not a card"
        return follow_reason(self.hands[self.current_seat], self.trick.led_suit, action)

    def apply(self, action: Card | str) -> State:
        card = Card.parse(action) if isinstance(action, str) else action
        reason = self.check(card)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(), action=card)
        seat = self.current_seat
        hand = list(self.hands[seat])
        hand.remove(card)
        hands = dict(self.hands)
        hands[seat] = tuple(hand)
        trick = self.trick.add(seat, card)
        if len(trick) < 4:
            return State(self.rules, hands, self.dealer, trick, self.done)
        return State(self.rules, hands, self.dealer, Trick(trick.winner(), trump=self.rules.trump),
                     self.done + (trick,))

    def is_terminal(self) -> bool:
        return len(self.done) == self.rules.hand_size

    def tricks_won(self) -> dict[str, int]:
        won = {s: 0 for s in "NESW"}
        for t in self.done:
            won[t.winner()] += 1
        return won

    def result(self) -> dict[str, int]:
        """Tricks per team."""
        won = self.tricks_won()
        return {"NS": won["N"] + won["S"], "EW": won["E"] + won["W"]}

    def view(self) -> TableView:
        last = self.done[-1] if self.done else None
        trump = self.rules.trump
        return TableView(
            game="basics",
            hands={s: tuple(sort_cards(h, "basics", trump=trump)) for s, h in self.hands.items()},
            trick=tuple((s, (c,)) for s, c in self.trick.plays),
            turn=self.current_seat,
            tricks_won=self.tricks_won(),
            last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
            last_winner=last.winner() if last else None,
            trump=trump,
            info=(f"Trumps: {SUIT_NAME[trump]}" if trump else "No trumps",
                  f"{SEAT_NAME[self.trick.leader]} leads" if not self.is_terminal() else "Hand over"),
        )


def new_hand(seed: int | None = None, rules: Rules | None = None, *, dealer: str = "N") -> State:
    """A freshly dealt hand, at its first decision (the dealer's left leads)."""
    rules = rules or Rules.preset()
    if not 1 <= rules.hand_size <= 13:
        raise ParseError(f"hand_size: expected 1 to 13 cards, got {rules.hand_size}")
    hands, _ = deal(seed, size=rules.hand_size)
    return State(rules, {s: tuple(h) for s, h in hands.items()}, dealer)
