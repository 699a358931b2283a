"""The 27 Wang facade (``GAME``): replay records, narration, summaries, bots and play-along support.

Record actions: ``{"seat": "N", "declare": ["H2"]}`` or ``"pass"``, ``{"seat": "N", "bid": 75}`` or
``"pass"``, ``{"seat": "N", "trump": "S"}`` (or ``"NT"``; only when nobody declared),
``{"seat": "N", "bury": [8 cards]}``, ``{"seat": "N", "play": ["S9", "S9"]}``. The header holds
``hands`` (25 each), ``kitty`` (8) and optional ``before`` levels ``{"NS": "2", "EW": "5"}``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...cards import DECK_108, Card, format_cards
from ...errors import ParseError
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME, SEATS
from ..base import parse_hands, seat_field
from ..game import Bot, Game
from .auction import parse_bid
from .bot import practice_bot
from .declare import LADDER, ladder_rank, parse_declaration, shown_text
from .follow import describe_lead
from .ranks import KEYS, TRUMP, points_of, suit_label, trump_label
from .rules import Rules
from .scoring import check_level, kitty_sheet
from .setup import default_levels, initial, new_hand
from .state import Action, State, parse_trump

_KEYS = ("declare", "bid", "trump", "bury", "play")


class Wang27Game(Game[State, Action]):
    name = "wang27"
    title = "27 Wang 二七王"
    multi_card = True
    bot_levels = ("beginner", "normal", "strong")

    # -- a fresh hand ----------------------------------------------------------------------------
    def new_hand(self, seed: int | None = None, rules: Any = None) -> State:
        return new_hand(seed, rules)

    def deck(self, state: State) -> Sequence[Card]:
        """The two decks (108 cards) for a dealt hand; the cards given for an exercise position."""
        cards = [c for cs in self.card_places(state).values() for c in cs]
        return DECK_108 if len(cards) == len(DECK_108) else cards

    def card_places(self, state: State) -> Mapping[str, Iterable[Card]]:
        places: dict[str, Iterable[Card]] = {f"hand {s}": h for s, h in zip(SEATS, state.held, strict=True)}
        places["kitty"] = state.kitty if state.banker is None else ()
        places["buried"] = state.buried
        places["table"] = state.trick.cards if state.trick else ()
        places["tricks"] = [c for t in state.done for c in t.cards]
        return places

    # -- records ---------------------------------------------------------------------------------
    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        dealer = seat_field(record.get("dealer", "N"))
        hands = parse_hands(record.get("hands"), size=25, copies=2)
        raw_kitty = record.get("kitty")
        if not isinstance(raw_kitty, list) or len(raw_kitty) != rules.kitty_size:
            raise ParseError(f"kitty: expected a list of {rules.kitty_size} cards")
        try:
            kitty = tuple(Card.parse(c) for c in raw_kitty)
        except ParseError as e:
            raise ParseError(f"kitty: {e}") from None
        dealt = Counter(c for h in hands.values() for c in h) + Counter(kitty)
        if dealt != Counter(DECK_108):
            extra = sorted((dealt - Counter(DECK_108)).elements(), key=str)
            short = sorted((Counter(DECK_108) - dealt).elements(), key=str)
            raise ParseError(f"hands and kitty must hold the 108 cards exactly once each copy: "
                             f"{'too many ' + format_cards(extra) if extra else ''}"
                             f"{'; ' if extra and short else ''}{'missing ' + format_cards(short) if short else ''}")
        start = default_levels(rules)
        before = record.get("before") or start
        if not isinstance(before, Mapping) or set(before) != set(start):
            raise ParseError(f"before: expected the levels {json.dumps(start)}"
                             f"{' (1 v 3 keeps one level per seat)' if rules.mode == '1v3' else ''}")
        levels = {t: check_level(v, f"before.{t}") for t, v in before.items()}
        return initial(rules, dealer, hands, kitty, levels)

    def header(self, state: State) -> dict[str, Any]:
        hands = dict(state.hands)
        if state.banker is not None and len(hands[state.banker]) > 25:  # kitty taken: give it back
            rest = list(hands[state.banker])
            for c in state.kitty:
                rest.remove(c)
            hands[state.banker] = tuple(rest)
        return {"rules": state.rules.to_json(), "dealer": state.dealer,
                "hands": {s: [str(c) for c in h] for s, h in hands.items()},
                "kitty": [str(c) for c in state.kitty], "before": dict(state.levels)}

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Action:
        keys = [k for k in entry if k != "seat"]
        if len(keys) != 1 or keys[0] not in _KEYS:
            raise ParseError(f"expected one of {', '.join(_KEYS)}, got {', '.join(keys) or 'nothing'}")
        key, value = keys[0], entry[keys[0]]
        if key == "declare":
            return Action(key, parse_declaration(value))
        if key == "bid":
            try:
                return Action(key, parse_bid(value))
            except Exception as e:  # IllegalAction for unreadable text: a record problem
                raise ParseError(f"bid: {e}") from None
        if key == "trump":
            return Action(key, parse_trump(value))
        if not isinstance(value, list):
            raise ParseError(f"{key}: expected a list of cards such as [\"S9\", \"S9\"]")
        try:
            return Action(key, tuple(Card.parse(c) for c in value))
        except ParseError as e:
            raise ParseError(f"{key}: {e}") from None

    def action_to_json(self, state: State, action: Action) -> dict[str, Any]:
        act = state.coerce(action)
        v = act.value
        if isinstance(v, tuple):
            v = [str(c) for c in v]
        elif act.kind == "trump":
            v = "NT" if v is None else v
        return {"seat": state.current_seat, act.kind: v}

    # -- narration -------------------------------------------------------------------------------
    def narrate(self, before: State, action: Action, after: State) -> str:
        act = before.coerce(action)
        who = SEAT_NAME[before.current_seat or "N"]
        line: str = getattr(self, f"_tell_{act.kind}")(before, act.value, after, who)
        return line

    def _tell_declare(self, before: State, shown: Any, after: State, who: str) -> str:
        if shown == "pass":
            line = f"{who} passes"
        else:
            stood = after.decl.standing
            if before.decl.seat == before.current_seat and before.decl.declared:
                line = f"{who} reinforces the declaration to {shown_text(stood)}"
            elif before.decl.declared:
                line = (f"{who} overturns (反主) with {shown_text(stood)}, higher than "
                        f"{LADDER[ladder_rank(before.decl.standing)]}")
            else:
                line = f"{who} declares (亮主) {shown_text(stood)}"
            line += f": trump {trump_label(stood[0].suit)} for now"
        if after.phase != "declare":
            if after.decl.declared:
                line += f". Declarations are over: trump is {trump_label(after.trump)}"
            else:
                line += ". Nobody declared: the banker will name trump after taking the kitty"
        return line

    def _tell_bid(self, before: State, bid: Any, after: State, who: str) -> str:
        a = before.auction
        assert a is not None
        if bid == "pass":
            line = f"{who} passes (不叫; a pass is final)"
        elif a.high is None:
            line = f"{who} opens the bidding at {bid}"
        else:
            more = "lower" if a.down else "higher"
            line = f"{who} bids {bid}: {more} than {a.high}"
        if after.phase == "over":
            return line + ". Everybody passed: the cards are dealt again"
        if after.banker is not None:
            line += (f". {SEAT_NAME[after.banker]} is banker (庄家) at {after.target}: the defenders need "
                     f"{after.target} points, and {SEAT_NAME[after.banker]} picks up the kitty")
        return line

    def _tell_trump(self, before: State, trump: Any, after: State, who: str) -> str:
        return f"{who} names trump: {trump_label(trump)}"

    def _tell_bury(self, before: State, cards: Any, after: State, who: str) -> str:
        pts = points_of(cards)
        return f"{who} buries 8 cards (扣底) holding {pts} point{'s' if pts != 1 else ''}"

    def _tell_play(self, before: State, cards: Any, after: State, who: str) -> str:
        trick = after.done[-1] if len(after.done) > len(before.done) else after.trick
        assert trick is not None
        seat = before.current_seat
        assert seat is not None
        played = dict(trick.plays)[seat]
        if before.trick is None:
            if trick.attempt:
                line = (f"{who} tries to throw (甩牌) {format_cards(trick.attempt)}, but "
                        f"{SEAT_NAME[trick.beaten_by or 'N']} can beat part of it: the throw fails and {who} must "
                        f"lead {format_cards(played)}")
            else:
                line = f"{who} leads {format_cards(played)} ({describe_lead(trick.units, trick.suit)})"
        else:
            keys = KEYS[before.trump]
            held = [c for c in before.hand(seat) if keys[c][0] == trick.suit]
            in_suit = sum(1 for c in played if keys[c][0] == trick.suit)
            if in_suit == len(played):
                why = ("must follow " + suit_label(trick.suit)) if len(held) > len(played) else (
                    "the last of " + ("its trumps" if trick.suit == TRUMP else suit_label(trick.suit)))
                line = f"{who} plays {format_cards(played)}: {why}"
            elif all(keys[c][0] == TRUMP for c in played) and in_suit == 0:
                line = f"{who} trumps with {format_cards(played)}: no {suit_label(trick.suit)} left"
            elif in_suit:
                line = f"{who} plays {format_cards(played)}: all its {suit_label(trick.suit)} plus other cards"
            else:
                line = f"{who} discards {format_cards(played)}: no {suit_label(trick.suit)} left"
        if len(after.done) > len(before.done):
            done = after.done[-1]
            line += f". {done.winner_reason()}"
            if done.points:
                side = "the defenders" if after.is_defender(done.winner()) else "the banker's side"
                line += f" ({done.points} points to {side})"
            if after.is_terminal():
                bonus = after.kitty_bonus()
                line += (f". Last trick: the defenders dig the kitty (抠底) for {bonus}" if bonus else
                         ". Last trick: the kitty stays with the banker")
        return line

    # -- summaries -------------------------------------------------------------------------------
    def summary(self, state: State) -> dict[str, Any]:
        return {"trump": state.trump if state.phase not in ("declare", "bid", "trump") else None,
                "banker": state.banker, "target": state.target,
                "winners": [t.winner() for t in state.done],
                "card_points": state.card_points() if state.banker else 0,
                "kitty_bonus": state.kitty_bonus(), "points": state.points() if state.banker else 0,
                "levels": state.levels_after()}

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        if not state.is_terminal() or state.banker is None:
            return {}
        d = state.defenders
        lines = [ScoreLine(f"trick {i + 1}", t.points,
                           f"{SEAT_NAME[t.winner()]} won {format_cards(c for c in t.cards if points_of([c]))}")
                 for i, t in enumerate(state.done) if state.is_defender(t.winner()) and t.points]
        last = state.done[-1]
        ks = kitty_sheet(state.buried, last.plays[0][1], won_by_defenders=state.is_defender(last.winner()),
                         won_with_trump=last.won_with_trump(), trump=state.trump, rules=state.rules)
        lines += list(ks.lines)
        if state.penalty:
            lines.append(ScoreLine("throw penalties", state.penalty, "; ".join(state.penalties)))
        points = ScoreSheet(lines, title=f"Defenders' points ({d}) against the "
                            f"target {state.target}")
        result = state.result()
        assert result is not None
        return {"points": points, "levels": result.sheet}

    # -- play-along ------------------------------------------------------------------------------
    def choices(self, state: State) -> list[tuple[str, Action]]:
        if state.phase == "declare":
            return [("pass" if a.value == "pass" else f"declare {shown_text(a.value)}", a)
                    for a in state.legal_actions()]
        if state.phase == "bid":
            return [("pass" if a.value == "pass" else str(a.value), a) for a in state.legal_actions()]
        if state.phase == "trump":
            return [(trump_label(a.value), a) for a in state.legal_actions()]
        return []

    def card_action(self, state: State, cards: Sequence[Card]) -> Action:
        kind = "bury" if state.phase == "bury" else ("declare" if state.phase == "declare" else "play")
        return Action(kind, tuple(Card.parse(c) for c in cards))

    def make_bot(self, level: str, seed: int | None) -> Bot:
        if level == "strong":  # the coach's choice on a few sampled deals
            from .coach import strong_bot

            return strong_bot(seed)
        return practice_bot(seed)


GAME = Wang27Game()
__all__ = ["GAME", "Wang27Game"]
