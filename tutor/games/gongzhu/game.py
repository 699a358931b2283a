"""The Gong Zhu facade: replay records, narration, the summary of docs/architecture.md §6, choices and bots.

A record may list every decision (``level`` ``"none"`` for "does not sell", as the engine writes them) or,
as docs/architecture.md §3 shows, only the real sales before its first play: unlisted cards are then unsold.

Record fields used: ``rules``, ``hands`` (13 cards each), optional ``before``
(``{"totals": {"N": 0, …}, "leader": "W"}``: the running totals and the previous pig-taker, who leads;
without ``leader`` the hand is the first of a game and the holder of ♣2 leads) and ``actions``:
``{"seat": "N", "sell": "SQ", "level": "open"}`` (``level`` ``"none"`` records "does not sell") and
``{"seat": "N", "play": "C2"}``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...cards import DECK_52, SUIT_NAME, SUIT_SINGULAR, Card, sort_cards
from ...errors import ParseError
from ...i18n import Text, domain, join
from ...scoring import ScoreLine, ScoreSheet, signed
from ...seats import SEAT_NAME, SEATS, TEAM_SEATS, team_name
from ...tricks import narrate_play
from ..base import parse_hands
from ..game import Bot, Game, trick_card_places
from .bot import Bot as GongzhuBot
from .bot import beginner_bot
from .rules import LEVEL_ZH, LEVELS, MULTIPLIER, SALEABLE, Rules
from .scoring import CARD_NAME, sale_label
from .state import Action, Sale, State, leader_of_first_hand, new_hand, start
from .two_decks import DECK_104, first_leader, start_two

t, tn = domain("gongzhu")


class GongzhuGame(Game[State, Action]):
    name = "gongzhu"
    title = t("Gong Zhu 拱猪 (Chase the Pig)")
    teams = None  # everyone plays alone, unless the rules say partnership (``partnership(state)``)
    bot_levels = ("beginner", "normal", "strong")
    #: the rules ``new_hand`` deals by when given none (``with_rules`` makes a facade of a room)
    default_rules: Rules | None = None

    def with_rules(self, rules: Rules) -> GongzhuGame:
        """This facade dealing ``rules`` by default: a room (``GAME.with_rules(Rules.preset("two_decks"))``)."""
        room = GongzhuGame()
        room.default_rules = Rules.given(rules)
        return room

    def new_hand(self, seed: int | None = None, rules: Any = None) -> State:
        return new_hand(seed, self.default_rules if rules is None else rules)

    def partnership(self, state: Any) -> Mapping[str, tuple[str, ...]] | None:
        """The sides (``{"NS": ("N", "S"), "EW": ("E", "W")}``) when ``state`` (or rules) is played in
        partnership (对家, B-G13), else ``None``: everyone plays alone."""
        rules = state if isinstance(state, Rules) else state.rules
        return TEAM_SEATS if rules.partnership else None

    def team_tricks(self, state: State) -> dict[str, int]:
        teams = self.partnership(state)
        if teams is None:
            return {}
        won = state.tricks_won()
        return {team: sum(won[s] for s in seats) for team, seats in teams.items()}

    def deck(self, state: State) -> Sequence[Card]:
        return DECK_104 if state.rules.decks == 2 else DECK_52

    def card_places(self, state: State) -> Mapping[str, Iterable[Card]]:
        return trick_card_places(state.held, state.trick.cards, state.done)

    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        two = rules.decks == 2
        hands = parse_hands(record.get("hands"), size=26 if two else 13, copies=2 if two else 1,
                            jokers=not two)
        if two and sum(map(len, hands.values())) != 104:
            raise ParseError(t("hands: expected the 104 cards of two decks without jokers, 26 to each seat"))
        if not two and (len({c for h in hands.values() for c in h}) != 52
                        or any(c.is_joker for h in hands.values() for c in h)):
            raise ParseError(t("hands: expected the 52 cards of one deck without jokers, 13 to each seat"))
        before = record.get("before") or {}
        if not isinstance(before, Mapping):
            raise ParseError(t("before: expected {example}", example='{"totals": {"N": 0, …}, "leader": "W"}'))
        unknown = sorted(set(before) - {"totals", "leader"})
        if unknown:
            raise ParseError(t("before.{field}: unknown field; expected totals and leader", field=unknown[0]))
        totals = before.get("totals", {})
        if not isinstance(totals, Mapping) or set(totals) - set(SEATS) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in totals.values()):
            raise ParseError(t("before.totals: expected whole numbers for the seats N E S W"))
        leader = before.get("leader")
        if leader is not None and leader not in SEATS:
            raise ParseError(t("before.leader: expected N, E, S or W, got {what}", what=repr(leader)))
        first = leader is None
        if two:
            return start_two(rules, hands, leader or first_leader(hands, rules), first_hand=first,  # type: ignore[return-value]
                             before=totals, pending=_listed_sales(record.get("actions"), rules))
        return start(rules, hands, leader or leader_of_first_hand(hands, rules), first_hand=first, before=totals,
                     pending=_listed_sales(record.get("actions"), rules))

    def header(self, state: State) -> dict[str, Any]:
        out: dict[str, Any] = {"rules": state.rules.to_json(),
                               "hands": {s: [str(c) for c in h] for s, h in state.hands.items()}}
        if not state.first_hand or any(state.before.values()):
            out["before"] = {"totals": dict(state.before)}
            if not state.first_hand:
                out["before"]["leader"] = state.leader
        return out

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Action:
        keys = set(entry) - {"seat"}
        if keys == {"play"}:
            return Card.parse(entry["play"])
        if keys == {"sell", "level"}:
            level = entry["level"]
            if level not in LEVELS:
                raise ParseError(t("level: {level} is not a sale level; expected none, hidden or open",
                                   level=repr(level)))
            return Sale(Card.parse(entry["sell"]), level)
        got = ", ".join(sorted(keys)) or t("nothing")
        raise ParseError(t("expected {play} or {sell}, got {got}", play='{"play": card}',
                           sell='{"sell": card, "level": …}', got=got))

    def action_to_json(self, state: State, action: Action) -> dict[str, Any]:
        if isinstance(action, Sale):
            return {"seat": state.current_seat, "sell": str(action.card), "level": action.level}
        return {"seat": state.current_seat, "play": str(Card.parse(action))}

    def narrate(self, before: State, action: Action, after: State) -> Text:
        seat = before.turn
        who = SEAT_NAME[seat]
        if isinstance(action, Sale):
            # Decisions are sealed until everyone has decided (B-G16), so the line names no card: in a
            # play-along log it must not tell the learner who holds the pig. The last one reveals all.
            # One decision per card for sale, so a seat holding two of them decides twice: say which of its
            # decisions this is, and (at the first one) who holds none and so has nothing to decide.
            done = sum(1 for s, _c, _lv in before.sales if s == seat)
            mine = done + sum(1 for s, _c in before.pending if s == seat)
            if mine > 1:
                line = t("{seat} makes selling decision {k} of {n} (one for each card {seat} may sell; sealed "
                         "until everyone has decided)", seat=who, k=done + 1, n=mine)
            else:
                line = t("{seat} makes a selling decision (sealed until everyone has decided)", seat=who)
            if not before.sales:
                deciding = {s for s, _c in before.pending}
                idle = [SEAT_NAME[s] for s in SEATS if s not in deciding]
                if idle:
                    line += (t("; {seats} holds none of ♠Q ♦J ♣10 ♥A, so has nothing to decide", seats=idle[0])
                             if len(idle) == 1 else
                             t("; {seats} hold none of ♠Q ♦J ♣10 ♥A, so have nothing to decide",
                               seats=join(t(", "), idle)))
            if after.phase != "sell":
                line += t(". Everyone has decided: {sales}. The play begins", sales=reveal_sales(after))
            return line
        card = Card.parse(action)
        line = narrate_play(seat, card, before.trick, before.hands[seat])
        led = before.trick.led_suit
        if led is not None and card.suit == led and led not in before.led:
            held_sold = [c for c in before.hands[seat] if c in before.sold_cards and c.suit == led and c != card]
            if held_sold:
                line += t(" (the sold {card} may not be played on the first round of {suits} while another {suit} "
                          "is held)", card=held_sold[0].symbol, suits=SUIT_NAME[led], suit=SUIT_SINGULAR[led])
        trick = after.last_trick() if len(after.history) > len(before.history) else None
        if trick is not None:
            line += t(". {reason}", reason=trick.winner_reason())
            taken = [c for c in trick.cards if c in after.captured[trick.winner()]]
            if taken:
                line += t(", and takes {cards}", cards=" ".join(c.symbol for c in sort_cards(taken, "gongzhu")))
        result = after.result()
        if result is not None:
            line += t(". Hand over: {scores}", scores=_scores(result))
        return line

    def summary(self, state: State) -> dict[str, Any]:
        score = state.result() or dict.fromkeys(SEATS, 0)
        out: dict[str, Any] = {
            "captured": {s: [str(c) for c in sort_cards(state.captured[s], "gongzhu")] for s in SEATS},
            "winners": [t.winner() for t in state.done],
            "score": score,
            "sold": {str(c): lvl for c, lvl in state.sold.items()},
            "totals": state.totals(),
            "next_leader": state.pig_taker(),
        }
        teams = self.partnership(state)
        if teams is not None:  # 对家: the partners' hand scores add up (B-G13)
            totals = state.totals()
            out["team_score"] = {team: sum(score[s] for s in seats) for team, seats in teams.items()}
            out["team_totals"] = {team: sum(totals[s] for s in seats) for team, seats in teams.items()}
        return out

    def choices(self, state: State) -> list[tuple[str, Action]]:
        if state.phase != "sell":
            return []
        return [(sale_label(a.card, a.level, state.rules), a) for a in state.legal_actions() if isinstance(a, Sale)]

    def card_action(self, state: State, cards: Sequence[Card]) -> Action:
        return Card.parse(cards[0])

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        sheets = state.score_sheets()
        out: dict[str, ScoreSheet] = {SEAT_NAME[s]: ScoreSheet(sh.lines, title=t("this hand"), notes=sh._notes)
                                      for s, sh in sheets.items()}
        teams = self.partnership(state)
        if teams is not None:  # each side's sheet: one line per partner, adding up (B-G13)
            for team, seats in teams.items():
                lines = [ScoreLine(SEAT_NAME[s], sheets[s].total,
                                   t("{seat}'s own hand score (the partners' scores add up: 对家)", seat=SEAT_NAME[s]))
                         for s in seats]
                out[team_name(team)] = ScoreSheet(lines, title=t("this hand, the side"))
        return out

    def beginner_bot(self, seed: int | None) -> Bot:
        return beginner_bot(seed)

    def make_bot(self, level: str, seed: int | None) -> Bot:
        if level == "strong":  # the coach's choice on a few sampled deals
            from .coach import strong_bot

            return strong_bot(seed)
        return GongzhuBot(seed)


def _listed_sales(actions: Any, rules: Rules) -> list[tuple[str, Card]] | None:
    """The selling phase a record describes, when it plays cards but lists only some decisions.

    docs/architecture.md §3 shows sales as ``level: "hidden" | "open"``, so a record may list only the cards actually
    sold: then the selling phase is exactly the sale entries before the first play, in their order, and
    every other card is unsold. ``None`` (the engine's full order, every holder asked) when the record
    plays no card yet, or when a sale entry before the first play is unreadable (its error is reported
    when the action itself is read). Under ``sale_mode="all"`` nothing may stay unsold: the listed order is
    used only when the four cards are all listed, else every holder is asked in the engine's order.
    """
    if not isinstance(actions, list):
        return None
    listed: list[tuple[str, Card]] = []
    for entry in actions:
        if not isinstance(entry, Mapping):
            return None
        if "play" in entry:
            if rules.sale_mode == "all" and len({c for _, c in listed}) < len(SALEABLE):
                return None
            return listed
        if "sell" in entry:
            if entry.get("seat") not in SEATS:
                return None
            try:
                listed.append((entry["seat"], Card.parse(entry["sell"])))
            except ParseError:
                return None
    return None


def _scores(result: Mapping[str, int]) -> Text:
    """``North +0, East −100, …``: a hand's points by seat."""
    return join(t(", "), [t("{seat} {points}", seat=SEAT_NAME[s], points=signed(p)) for s, p in result.items()])


def reveal_sales(state: State) -> Text:
    """What the table learns when the selling phase ends: open sales with their seller, hidden ones
    without (the PC game's exposure shows the card, so it names the seller too)."""
    parts = []
    for card, level in state.sold.items():
        seller = state.seller(card)
        text: Text
        if state.sale_visible(card) and seller is not None:
            text = t("{seat}: {sale}", seat=SEAT_NAME[seller], sale=sale_label(card, level, state.rules))
        else:
            text = t("{card} is sold hidden ({level} ×{m}), holder not shown", card=card.symbol,
                     level=LEVEL_ZH[level], m=MULTIPLIER[level])
        if card == state.auto_sold:
            text += t(" (sold automatically: the other three were sold)")
        parts.append(t("{sale}, so {effect}", sale=text, effect=_effect(card, level)))
    return join(t("; "), parts) if parts else t("nothing is sold")


def _effect(card: Card, level: str) -> Text:
    m = MULTIPLIER[level]
    if card.suit == "H":
        return t("every heart counts × {m} (all hearts together −{points})", m=m, points=200 * m)
    if card.suit == "C":
        return t("the {card} multiplies by {m} (alone +{points})", card=CARD_NAME[card], m=2 * m, points=50 * m)
    if card.suit == "S":
        return t("the {card} counts −{points}", card=CARD_NAME[card], points=100 * m)
    return t("the {card} counts +{points}", card=CARD_NAME[card], points=100 * m)


GAME = GongzhuGame()
