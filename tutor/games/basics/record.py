"""Replay records of basics hands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...cards import Card
from ...errors import ParseError
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME
from ...tricks import narrate_play
from ..base import GameSpec, parse_hands, seat_field
from .rules import Rules
from .state import State


class BasicsSpec(GameSpec):
    name = "basics"
    title = "Basics: tricks"

    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        dealer = seat_field(record.get("dealer", "N"))
        hands = parse_hands(record.get("hands"), size=rules.hand_size)
        return State(rules, hands, dealer)

    def header(self, state: State) -> dict[str, Any]:
        return {"rules": state.rules.to_json(), "dealer": state.dealer,
                "hands": {s: [str(c) for c in h] for s, h in state.hands.items()}}

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Card:
        if "play" not in entry:
            keys = ", ".join(k for k in entry if k != "seat") or "nothing"
            raise ParseError(f"expected a \"play\" (basics has no bidding), got {keys}")
        return Card.parse(entry["play"])

    def action_to_json(self, state: State, action: Card) -> dict[str, Any]:
        return {"seat": state.current_seat, "play": str(action)}

    def narrate(self, before: State, action: Card, after: State) -> str:
        seat = before.current_seat
        line = narrate_play(seat, action, before.trick, before.hands[seat])
        if len(after.done) > len(before.done):
            trick = after.done[-1]
            line += f". {trick.winner_reason()}"
        return line

    def summary(self, state: State) -> dict[str, Any]:
        return {"tricks": state.tricks_won(), "winners": [t.winner() for t in state.done],
                "score": state.result()}

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        """Tricks per team: in plain whist each trick is worth one point."""
        won = state.tricks_won()
        return {team: ScoreSheet([ScoreLine(f"tricks won by {SEAT_NAME[a]}", won[a], "one point a trick"),
                                  ScoreLine(f"tricks won by {SEAT_NAME[b]}", won[b], "one point a trick")],
                                 title=f"{SEAT_NAME[a]}–{SEAT_NAME[b]}")
                for team, (a, b) in (("NS", ("N", "S")), ("EW", ("E", "W")))}

    def bot(self, seed: int | None = None):
        import random

        rng = random.Random(seed)
        return lambda state: rng.choice(state.legal_actions())


SPEC = BasicsSpec()
