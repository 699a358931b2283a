"""The basics game's facade: records, narration, summary, score sheets and bots."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...cards import Card
from ...errors import ParseError
from ...i18n import domain, join
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME
from ...tricks import narrate_play
from ..base import parse_hands, seat_field
from ..game import Bot, Game, random_bot, trick_card_places
from .rules import Rules
from .state import State, new_hand, start

t, tn = domain("basics")


class BasicsGame(Game[State, Card]):
    name = "basics"
    title = t("Basics: tricks")
    bot_levels = ("beginner",)

    def new_hand(self, seed: int | None = None, rules: Any = None) -> State:
        return new_hand(seed, rules)

    def deck(self, state: State) -> Sequence[Card]:
        """The cards dealt for this hand (a short hand deals fewer than 52)."""
        return [c for cards in self.card_places(state).values() for c in cards]

    def card_places(self, state: State) -> Mapping[str, Iterable[Card]]:
        return trick_card_places(state.held, state.trick.cards, state.done)

    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        dealer = seat_field(record.get("dealer", "N"))
        hands = parse_hands(record.get("hands"), size=rules.hand_size, jokers=False)
        return start(rules, hands, dealer)

    def header(self, state: State) -> dict[str, Any]:
        return {"rules": state.rules.to_json(), "dealer": state.dealer,
                "hands": {s: [str(c) for c in h] for s, h in state.hands.items()}}

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Card:
        if "play" not in entry:
            keys = ", ".join(k for k in entry if k != "seat") or t("nothing")
            raise ParseError(t("expected a \"play\" (basics has no bidding), got {keys}", keys=keys))
        return Card.parse(entry["play"])

    def action_to_json(self, state: State, action: Card) -> dict[str, Any]:
        return {"seat": state.current_seat, "play": str(action)}

    def narrate(self, before: State, action: Card, after: State) -> str:
        seat = before.current_seat
        assert seat is not None
        line = narrate_play(seat, action, before.trick, before.hands[seat])
        if len(after.done) > len(before.done):
            trick = after.done[-1]
            line = t("{play}. {winner}", play=line, winner=trick.winner_reason())
        return line

    def summary(self, state: State) -> dict[str, Any]:
        return {"tricks": state.tricks_won(), "winners": [t.winner() for t in state.done],
                "score": state.result()}

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        """Tricks per team: in plain whist each trick is worth one point."""
        won = state.tricks_won()
        return {team: ScoreSheet([ScoreLine(t("tricks won by {seat}", seat=SEAT_NAME[a]), won[a],
                                            t("one point a trick")),
                                  ScoreLine(t("tricks won by {seat}", seat=SEAT_NAME[b]), won[b],
                                            t("one point a trick"))],
                                 title=join("–", [SEAT_NAME[a], SEAT_NAME[b]]))
                for team, (a, b) in (("NS", ("N", "S")), ("EW", ("E", "W")))}

    def card_action(self, state: State, cards: Sequence[Card]) -> Card:
        return Card.parse(cards[0])

    def make_bot(self, level: str, seed: int | None) -> Bot:
        return random_bot(seed)


GAME = BasicsGame()
