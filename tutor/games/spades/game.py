"""The Spades facade ``GAME``: records (docs/architecture.md §3), narration, summaries, score sheets, bid choices
and the practice bots, for the replays, the play-along widget and the conformance suite.

>>> from tutor import replay
>>> st = new_hand(seed=3, dealer="N")
>>> rp = replay.record(st, [3, "nil", 4, 2])
>>> rp.narration(2), rp.record["actions"][1]
('South bids nil: South promises to take no tricks', {'seat': 'S', 'bid': 'nil'})
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...cards import DECK_52, Card
from ...errors import ParseError
from ...i18n import domain, join
from ...scoring import ScoreSheet, signed
from ...seats import SEAT_NAME, partner_of
from ...tricks import narrate_play
from ..base import parse_hands, seat_field
from ..game import Bot, Game
from .bot import SpadesBot, beginner_bot
from .rules import Rules
from .scoring import BAG_LIMIT, TEAM_NAME, normalize_bid
from .state import LOOK, Action, State, as_trick, new_hand, start
from .view import bid_text

t, tn = domain("spades")


class SpadesGame(Game[State, Action]):
    name = "spades"
    title = "Spades (黑桃王)"
    bot_levels = ("beginner", "normal", "strong")

    # -- a fresh hand ----------------------------------------------------------------------------
    def new_hand(self, seed: int | None = None, rules: Any = None) -> State:
        return new_hand(seed, rules)

    def deck(self, state: State) -> Sequence[Card]:
        return DECK_52

    def card_places(self, state: State) -> Mapping[str, Iterable[Card]]:
        places: dict[str, Iterable[Card]] = {f"hand {s}": h for s, h in state.hands.items()}
        places["table"] = state.trick
        places["tricks"] = [c for _, cards in state.history for c in cards]
        return places

    # -- records ---------------------------------------------------------------------------------
    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        dealer = seat_field(record.get("dealer", "N"))
        hands = parse_hands(record.get("hands"), size=13, jokers=False)
        before = record.get("before")
        if before is not None:
            if not isinstance(before, Mapping) or set(before) - {"NS", "EW"}:
                raise ParseError(t("before: expected {{\"NS\": [score, bags], \"EW\": [score, bags]}}"))
            for team, value in before.items():
                if not (isinstance(value, list | tuple) and len(value) == 2
                        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                        and 0 <= value[1] < BAG_LIMIT):
                    raise ParseError(t("before.{team}: expected [score, bags] with 0–9 bags, got {value}", team=team,
                                       value=repr(value)))
        return start(rules, hands, dealer, before=before)

    def header(self, state: State) -> dict[str, Any]:
        out: dict[str, Any] = {"rules": state.rules.to_json(), "dealer": state.dealer,
                               "hands": {s: [str(c) for c in h] for s, h in state.hands.items()}}
        if state.before != ((0, 0), (0, 0)):
            out["before"] = {"NS": list(state.before[0]), "EW": list(state.before[1])}
        return out

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Action:
        keys = [k for k in entry if k != "seat"]
        if len(keys) != 1 or keys[0] not in ("bid", "play", "give", "look"):
            found = ", ".join(keys) or "nothing"
            raise ParseError(t("expected one of \"bid\", \"play\", \"give\" or \"look\", got {found}", found=found))
        key = keys[0]
        value = entry[key]
        if key == "bid":
            return normalize_bid(value)
        if key == "look":
            if value is not True:
                raise ParseError(t("look: expected true"))
            return LOOK
        # "give" (a blind-nil exchange pass) and "play" are both cards: the key must fit the phase,
        # or a corrupt record would pass a card off as the other kind of move.
        if (key == "give") != (state.phase == "exchange") and state.phase in ("exchange", "play"):
            want = "give" if state.phase == "exchange" else "play"
            raise ParseError(t("expected \"{want}\" here ({phase} phase), got \"{key}\"", want=want, phase=state.phase,
                               key=key))
        return Card.parse(value)

    def action_to_json(self, state: State, action: Action) -> dict[str, Any]:
        seat = state.current_seat
        if isinstance(action, Card):
            return {"seat": seat, "give" if state.phase == "exchange" else "play": str(action)}
        if action == LOOK:
            return {"seat": seat, "look": True}
        bid = normalize_bid(action)
        return {"seat": seat, "bid": bid}

    # -- telling the hand ------------------------------------------------------------------------
    def narrate(self, before: State, action: Action, after: State) -> str:
        seat = before.current_seat
        assert seat is not None
        who = SEAT_NAME[seat]
        if before.phase == "bid":
            if action == LOOK:
                return t("{seat} looks at the cards (now blind nil is no longer possible)", seat=who)
            bid = normalize_bid(action)
            if bid == "nil":
                return t("{seat} bids nil: {seat} promises to take no tricks", seat=who)
            if bid == "blind":
                return t("{seat} bids blind nil without looking at the cards: +200 if {seat} takes no tricks, "
                         "else −200", seat=who)
            line = t("{seat} bids {bid}", seat=who, bid=bid)
            if after.phase != "bid":
                line += t(". ") + self._contracts(after)
            return line
        card = Card.parse(action) if isinstance(action, str) else action
        assert isinstance(card, Card)
        if before.phase == "exchange":
            return t("{seat} passes {card} to {partner} (blind nil exchange)", seat=who, card=card.symbol,
                     partner=SEAT_NAME[partner_of(seat)])
        line = narrate_play(seat, card, before.current_trick, before.cards[before.turn])
        if not before.trick and card.suit == "S":
            line += t(": spades are broken") if before.broken else t(": only spades left, so spades are now broken")
        elif before.trick and card.suit == "S" and not before.broken:
            line += t(" (spades are now broken)")
        if len(after.history) > len(before.history):
            lead, cards = after.history[-1]
            line += t(". ") + as_trick(lead, cards).winner_reason()
            if after.is_terminal():
                res = after.result()
                assert res is not None
                scores = [t("{team} {points}", team=TEAM_NAME[k], points=signed(r.points))
                          for k, r in res.items()]
                line += t(". Hand over: {scores}", scores=join(t(", "), scores))
        return line

    @staticmethod
    def _contracts(st: State) -> str:
        parts = []
        bids = st.bids
        for team, seats in (("NS", "NS"), ("EW", "EW")):
            total = sum(b for s in seats if isinstance(b := bids[s], int))
            nils = [t("{seat} {bid}", seat=SEAT_NAME[s], bid=bid_text(bids[s])) for s in seats
                    if not isinstance(bids[s], int)]
            if nils:
                both = join(t(" and "), nils)
                parts.append(t("{team} contract {total} plus {nils}", team=TEAM_NAME[team], total=total, nils=both))
            else:
                parts.append(t("{team} contract {total}", team=TEAM_NAME[team], total=total))
        return join(t("; "), parts)

    def summary(self, state: State) -> dict[str, Any]:
        res = state.result()
        teams = ("NS", "EW")
        return {
            "tricks": state.tricks_won(),
            "winners": state.winners(),
            "score": {k: res[k].points if res else None for k in teams},
            "total": {k: res[k].total if res else None for k in teams},
            "bags": {k: res[k].bags if res else None for k in teams},
        }

    # -- play-along support ----------------------------------------------------------------------
    def choices(self, state: State) -> list[tuple[str, Action]]:
        """Bids for the bidder: before looking only "look" and blind nil (as MSN asks), then 0–13."""
        if state.phase != "bid":
            return []
        out: list[tuple[str, Action]] = []
        if not state.looked[state.turn]:
            out.append((t("Look at my cards (看牌)"), LOOK))
            if state.blind_reason(state.turn) is None:
                out.append((t("Blind nil (盲零)"), "blind"))
            return out
        out.append((t("Nil (0)"), 0))
        out += [(str(n), n) for n in range(1, 14)]
        return out

    def card_action(self, state: State, cards: Sequence[Card]) -> Card:
        return Card.parse(cards[0])

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        res = state.result()
        return {k: r.sheet for k, r in res.items()} if res else {}  # each sheet's title names the team

    def beginner_bot(self, seed: int | None) -> Bot:
        return beginner_bot(seed)

    def make_bot(self, level: str, seed: int | None) -> Bot:
        if level == "strong":  # the coach's choice on a few sampled deals
            from .coach import strong_bot

            return strong_bot(seed)
        return SpadesBot(seed)


GAME = SpadesGame()
__all__ = ["GAME", "SpadesGame"]
