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
from ...i18n import Text, domain, join
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME, SEATS
from ..base import parse_hands, seat_field
from ..game import Bot, Game
from .auction import parse_bid
from .bot import beginner_bot, practice_bot
from .declare import LADDER, ladder_rank, parse_declaration, shown_text
from .follow import describe_lead
from .ranks import KEYS, TRUMP, points_of, suit_label, trump_label
from .rules import Rules
from .scoring import check_level, kitty_sheet
from .setup import default_levels, initial, new_hand
from .state import Action, State, parse_trump
from .views import team_name

t, tn = domain("wang27")

_KEYS = ("declare", "bid", "trump", "bury", "play")


def _side(side: str | None) -> Text | str:
    """The defenders as a learner reads them: a team (North–South) or, 1 v 3, the three seats."""
    if side in ("NS", "EW"):
        return team_name(side)
    return join(t(", "), [SEAT_NAME[s] for s in side or ""])


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
        line: Text = getattr(self, f"_tell_{act.kind}")(before, act.value, after, who)
        return line

    def _tell_declare(self, before: State, shown: Any, after: State, who: Text) -> Text:
        if shown == "pass":
            line = t("{seat} passes", seat=who)
        else:
            stood = after.decl.standing
            if before.decl.seat == before.current_seat and before.decl.declared:
                line = t("{seat} reinforces the declaration to {shown}", seat=who, shown=shown_text(stood))
            elif before.decl.declared:
                line = t("{seat} overturns (反主) with {shown}, higher than {standing}", seat=who,
                         shown=shown_text(stood), standing=LADDER[ladder_rank(before.decl.standing)])
            else:
                line = t("{seat} declares (亮主) {shown}", seat=who, shown=shown_text(stood))
            line += t(": trump {trump} for now", trump=trump_label(stood[0].suit))
        if after.phase != "declare":
            if after.decl.declared:
                line += t(". Declarations are over: trump is {trump}", trump=trump_label(after.trump))
            else:
                line += t(". Nobody declared: the banker will name trump after taking the kitty")
        return line

    def _tell_bid(self, before: State, bid: Any, after: State, who: Text) -> Text:
        a = before.auction
        assert a is not None
        if bid == "pass":
            line = t("{seat} passes (不叫; a pass is final)", seat=who)
        elif a.high is None:
            line = t("{seat} opens the bidding at {bid}", seat=who, bid=bid)
        elif a.down:
            line = t("{seat} bids {bid}: lower than {high}", seat=who, bid=bid, high=a.high)
        else:
            line = t("{seat} bids {bid}: higher than {high}", seat=who, bid=bid, high=a.high)
        if after.phase == "over":
            return line + t(". Everybody passed: the cards are dealt again")
        if after.banker is not None:
            line += t(". {banker} is banker (庄家) at {target}: the defenders need {target} points, and {banker} "
                      "picks up the kitty", banker=SEAT_NAME[after.banker], target=after.target)
        return line

    def _tell_trump(self, before: State, trump: Any, after: State, who: Text) -> Text:
        return t("{seat} names trump: {trump}", seat=who, trump=trump_label(trump))

    def _tell_bury(self, before: State, cards: Any, after: State, who: Text) -> Text:
        pts = points_of(cards)
        return tn("{seat} buries 8 cards (扣底) holding {points} point",
                  "{seat} buries 8 cards (扣底) holding {points} points", pts, seat=who, points=pts)

    def _tell_play(self, before: State, cards: Any, after: State, who: Text) -> Text:
        trick = after.done[-1] if len(after.done) > len(before.done) else after.trick
        assert trick is not None
        seat = before.current_seat
        assert seat is not None
        played = dict(trick.plays)[seat]
        if before.trick is None:
            if trick.attempt:
                line = t("{seat} tries to throw (甩牌) {cards}, but {other} can beat part of it: the throw fails and "
                         "{seat} must lead {forced}", seat=who, cards=format_cards(trick.attempt),
                         other=SEAT_NAME[trick.beaten_by or 'N'], forced=format_cards(played))
            else:
                line = t("{seat} leads {cards} ({lead})", seat=who, cards=format_cards(played),
                         lead=describe_lead(trick.units, trick.suit))
        else:
            keys = KEYS[before.trump]
            held = [c for c in before.hand(seat) if keys[c][0] == trick.suit]
            in_suit = sum(1 for c in played if keys[c][0] == trick.suit)
            shown = format_cards(played)
            label = suit_label(trick.suit)
            if in_suit == len(played):
                if len(held) > len(played):
                    line = t("{seat} plays {cards}: must follow {suit}", seat=who, cards=shown, suit=label)
                elif trick.suit == TRUMP:
                    line = t("{seat} plays {cards}: the last of its trumps", seat=who, cards=shown)
                else:
                    line = t("{seat} plays {cards}: the last of {suit}", seat=who, cards=shown, suit=label)
            elif all(keys[c][0] == TRUMP for c in played) and in_suit == 0:
                line = t("{seat} trumps with {cards}: no {suit} left", seat=who, cards=shown, suit=label)
            elif in_suit:
                line = t("{seat} plays {cards}: all its {suit} plus other cards", seat=who, cards=shown, suit=label)
            else:
                line = t("{seat} discards {cards}: no {suit} left", seat=who, cards=shown, suit=label)
        if len(after.done) > len(before.done):
            done = after.done[-1]
            line += t(". {reason}", reason=done.winner_reason())
            if done.points:
                if after.is_defender(done.winner()):
                    line += t(" ({points} points to the defenders)", points=done.points)
                else:
                    line += t(" ({points} points to the banker's side)", points=done.points)
            if after.is_terminal():
                bonus = after.kitty_bonus()
                line += (t(". Last trick: the defenders dig the kitty (抠底) for {bonus}", bonus=bonus) if bonus else
                         t(". Last trick: the kitty stays with the banker"))
        return line

    # -- summaries -------------------------------------------------------------------------------
    def outcome(self, state: State, seat: str) -> tuple[bool | None, Any]:
        """Won or lost for ``seat``'s side, and why a lost hand was lost: the points against the target, and the
        kitty when the defenders dug it (its points and their multiplier)."""
        r = state.result()
        if r is None or state.target is None:
            return None, None
        banker_side = not state.is_defender(seat)
        won = (r.winner == "banker") == banker_side
        if won:
            return True, None
        points, target, bonus = state.points(), state.target, state.kitty_bonus()
        if banker_side:
            why = t("the defenders took {points} points and needed {target}", points=points, target=target)
        else:
            why = t("your side took {points} points and needed {target}", points=points, target=target)
        buried = points_of(state.buried)
        if bonus and buried:
            m, banker = bonus // buried, state.banker
            assert banker is not None
            # who buried them, and what lesson 04 teaches about it (the banker's side lost by the kitty)
            if banker == seat:
                why = t("{why}; {bonus} of them came from the kitty: you buried {buried} points there and the "
                        "defenders won the last trick, which counts them ×{m} (lesson 04: bury points only when "
                        "sure of the last trick)", why=why, bonus=bonus, buried=buried, m=m)
            elif banker_side:
                why = t("{why}; {bonus} of them came from the kitty: your partner {seat} buried {buried} points there "
                        "and the defenders won the last trick, which counts them ×{m} (lesson 04: bury points only "
                        "when sure of the last trick)", why=why, bonus=bonus, seat=SEAT_NAME[banker], buried=buried,
                        m=m)
            else:
                why = t("{why}; {bonus} of them came from the kitty: {buried} points were buried there and the "
                        "defenders won the last trick, which counts them ×{m}", why=why, bonus=bonus, buried=buried,
                        m=m)
        return False, why

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
        lines = [ScoreLine(t("trick {n}", n=i + 1), tr.points,
                           t("{seat} won {cards}", seat=SEAT_NAME[tr.winner()],
                             cards=format_cards(c for c in tr.cards if points_of([c]))))
                 for i, tr in enumerate(state.done) if state.is_defender(tr.winner()) and tr.points]
        last = state.done[-1]
        ks = kitty_sheet(state.buried, last.plays[0][1], won_by_defenders=state.is_defender(last.winner()),
                         won_with_trump=last.won_with_trump(), trump=state.trump, rules=state.rules)
        lines += list(ks.lines)
        if state.penalty:
            lines.append(ScoreLine(t("throw penalties"), state.penalty, join("; ", state.penalties)))
        points = ScoreSheet(lines, title=t("Defenders' points ({side}) against the target {target}",
                                           side=_side(d), target=state.target))
        result = state.result()
        assert result is not None
        # the keys label the sheets on a page: made in the current language (``"points"``/``"levels"`` in English)
        return {t("points"): points, t("levels"): result.sheet}

    # -- play-along ------------------------------------------------------------------------------
    def choices(self, state: State) -> list[tuple[str, Action]]:
        if state.phase == "declare":
            # "do not declare" (不亮), not the auction's "pass" (不叫): the status asks to declare or not
            return [(t("do not declare") if a.value == "pass" else t("declare {shown}", shown=shown_text(a.value)), a)
                    for a in state.legal_actions()]
        if state.phase == "bid":
            return [(t("pass") if a.value == "pass" else str(a.value), a) for a in state.legal_actions()]
        if state.phase == "trump":
            return [(trump_label(a.value), a) for a in state.legal_actions()]
        return []

    def play_label(self, state: State) -> str:
        if state.phase == "bury":
            return t("Bury selected")
        if state.phase == "declare":
            return t("Declare selected")
        return t("Play selected")

    def card_action(self, state: State, cards: Sequence[Card]) -> Action:
        kind = "bury" if state.phase == "bury" else ("declare" if state.phase == "declare" else "play")
        return Action(kind, tuple(Card.parse(c) for c in cards))

    def beginner_bot(self, seed: int | None) -> Bot:
        return beginner_bot(seed)

    def make_bot(self, level: str, seed: int | None) -> Bot:
        if level == "strong":  # the coach's choice on a few sampled deals
            from .coach import strong_bot

            return strong_bot(seed)
        return practice_bot(seed)


GAME = Wang27Game()
__all__ = ["GAME", "Wang27Game"]
