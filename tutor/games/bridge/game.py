"""The bridge ``Game`` facade (``GAME``): records of deals (docs/architecture.md §3), narration, summaries, sheets,
the play-along's choices and practice bots, and PBN/LIN files for ``python -m tutor check``.

Record specifics: ``board`` is a board number (dealer and vulnerability from Law 2) or an object
``{"number": 5, "vulnerable": "EW"}`` when a file's vulnerability differs from the chart; ``dealer`` may be
omitted (the board's dealer). Actions: ``{"seat": "N", "call": "1S"}``, ``{"seat": "S", "play": "C2"}``,
``{"seat": "S", "claim": 3}``. A play's ``seat`` is the player who decides: declarer's seat also for a card
of dummy's hand (dummy never acts); the card itself shows which hand it comes from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...errors import ParseError
from ...i18n import Text, domain
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME, team_of
from ..base import parse_hands, seat_field
from ..game import Bot, Game
from .auction import TEAM_NAME, Call
from .boards import Board, board, parse_vulnerability
from .bots import beginner_bot, double_dummy_bot, simple_bot
from .formats import from_replay, read_all, read_file, read_text
from .lin import write_lin
from .pbn import write_pbn
from .play import Action, Claim, State, new_hand, start
from .reasons import winner_reason
from .rules import Rules
from .scoring import game_score_sheet, score

if TYPE_CHECKING:
    from ...opened import Opening
    from ...replay import Replay

t, tn = domain("bridge")


def then(first: Any, after: Any) -> Text:
    """Two sentences of a narration: ``first. after`` (in Chinese ``first。after``)."""
    return t("{first}. {then}", first=first, then=after)


def board_from_json(raw: Any) -> Board:
    if raw is None:
        return board(1)
    if isinstance(raw, Mapping):
        unknown = sorted(set(raw) - {"number", "vulnerable"})
        if unknown:
            raise ParseError(t("board.{field}: unknown field; expected number and vulnerable", field=unknown[0]))
        b = board(raw.get("number", 1))
        if "vulnerable" in raw:
            try:
                b = Board(b.number, b.dealer, parse_vulnerability(raw["vulnerable"]))
            except ParseError as e:
                raise ParseError("board." + e.args[0]) from None
        return b
    try:
        return board(raw)
    except ParseError as e:
        raise ParseError(e.args[0]) from None


def board_to_json(b: Board) -> int | dict[str, Any]:
    chart = board(b.number)
    return b.number if chart.vulnerable == b.vulnerable else {"number": b.number, "vulnerable": b.vulnerable}


def result_line(state: State) -> Text:
    """How the deal ended, with the score: ``4♥ by South made with 1 overtrick (11 tricks): 450 points to
    North–South``."""
    if state.auction.passed_out:
        return state.passout_text()
    c = state.contract
    assert c is not None and c.declarer is not None
    need, got = c.tricks_needed, state.declarer_tricks
    team = team_of(c.declarer)
    total = (state.result() or {}).get(team, 0)
    winner = team if total > 0 else ("EW" if team == "NS" else "NS")
    fields = dict(contract=c.symbol, got=got, points=abs(total), side=TEAM_NAME[winner])
    if got == need:
        return t("{contract} made exactly ({got} tricks): {points} points to {side}", **fields)
    if got > need:
        return tn("{contract} made with {n} overtrick ({got} tricks): {points} points to {side}",
                  "{contract} made with {n} overtricks ({got} tricks): {points} points to {side}", got - need,
                  n=got - need, **fields)
    return t("{contract} down {n} ({got} tricks): {points} points to {side}", n=need - got, **fields)


class BridgeGame(Game[State, Action]):
    """Contract bridge as played on QQ. Bots: ``normal`` bids plainly and plays its lowest legal card;
    ``double_dummy`` bids the same way and plays the double-dummy best card (through endplay)."""

    name = "bridge"
    title = t("Contract bridge (QQ桥牌)")
    file_types = (".pbn", ".lin")
    bot_levels = ("beginner", "normal", "double_dummy", "strong")

    def new_hand(self, seed: int | None = None, rules: Any = None) -> State:
        return new_hand(seed, rules)

    def deck(self, state: State) -> Sequence[Card]:
        return [c for hand in state.dealt for c in hand]

    def card_places(self, state: State) -> Mapping[str, Iterable[Card]]:
        places: dict[str, Iterable[Card]] = {f"hand {s}": h for s, h in state.hands.items()}
        played = [c for t in state.done for c in t.cards]
        if state.trick is not None:  # the trick on the table (empty once the last trick is done)
            played += state.trick.cards
        places["played"] = played
        return places

    def initial_state(self, record: Mapping[str, Any]) -> State:
        rules = Rules.from_json(record.get("rules"))
        b = board_from_json(record.get("board"))
        dealer = seat_field(record.get("dealer", b.dealer))
        if rules.dealer_policy == "board" and dealer != b.dealer:
            raise ParseError(t("dealer: board {number}'s dealer is {dealer} (Law 2), not {seat}",
                               number=b.number, dealer=SEAT_NAME[b.dealer], seat=SEAT_NAME[dealer]))
        hands = parse_hands(record.get("hands"), size=13, jokers=False)
        return start(rules, b, hands, dealer=dealer)

    def header(self, state: State) -> dict[str, Any]:
        return {"rules": state.rules.to_json(), "board": board_to_json(state.board), "dealer": state.dealer,
                "hands": {s: [str(c) for c in h] for s, h in state.deal.items()}}

    def action_from_json(self, state: State, entry: Mapping[str, Any]) -> Action:
        kinds = [k for k in ("call", "play", "claim") if k in entry]
        extra = sorted(set(entry) - {"seat", "call", "play", "claim"})
        if extra:
            raise ParseError(t('{key}: unknown key; a bridge action has "call", "play" or "claim"', key=extra[0]))
        if len(kinds) != 1:
            raise ParseError(t('expected exactly one of "call" (1C…7NT, P, X, XX), "play" (a card) or "claim" '
                               '(a number of tricks)'))
        kind = kinds[0]
        value = entry[kind]
        if kind == "call":
            try:
                return Call.parse(value)
            except ParseError as e:
                raise ParseError("call: " + e.args[0]) from None
        if kind == "play":
            try:
                return Card.parse(value)
            except ParseError as e:
                raise ParseError("play: " + e.args[0]) from None
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
            raise ParseError(t("claim: expected a number of tricks 0 to 13, got {value}", value=repr(value)[:40]))
        return Claim(value)

    def action_to_json(self, state: State, action: Action) -> dict[str, Any]:
        seat = state.current_seat
        if isinstance(action, Claim):
            return {"seat": seat, "claim": action.tricks}
        if isinstance(action, Card):
            return {"seat": seat, "play": str(action)}
        return {"seat": seat, "call": str(Call.parse(action))}

    def record_seats(self, state: State) -> frozenset[str]:
        """Declarer's seat, and dummy's for a card from dummy (PBN lists dummy's cards under dummy)."""
        return frozenset(s for s in (state.current_seat, state.hand_to_play) if s is not None)

    def read_text(self, text: str, suffix: str) -> list[Replay]:
        return read_text(text, suffix)

    def read_all(self, text: str, suffix: str) -> tuple[list[Replay], list[str]]:
        return read_all(text, suffix)

    def open_file(self, text: str, suffix: str) -> Opening:
        return read_file(text, suffix)

    def write_text(self, replays: Sequence[Replay], suffix: str = ".json") -> str:
        if suffix == ".pbn":
            return write_pbn([from_replay(rp) for rp in replays])
        if suffix == ".lin":
            if len(replays) != 1:
                raise ParseError(t("a .lin file here holds one deal, not {n}", n=len(replays)))
            return write_lin(from_replay(replays[0]))
        return super().write_text(replays, suffix)

    def narrate(self, before: State, action: Action, after: State) -> Text:
        if isinstance(action, Call | str) and not isinstance(action, Card) and before.trick is None:
            call = Call.parse(action)
            line = before.auction.describe(call, before.current_seat or before.dealer)
            if after.auction.passed_out:  # what follows depends on the rules' passout switch
                return then(then(line, t("All four players passed")), after.passout_text())
            if after.auction.is_over:
                return then(line, after.auction.outcome())
            return line
        if isinstance(action, Claim):
            decl = before.declarer
            assert decl is not None
            line = t("{seat} claims {n} of the {remaining} remaining tricks; the defenders accept",
                     seat=SEAT_NAME[decl], n=action.tricks, remaining=before.remaining_tricks)
            return then(line, result_line(after))
        assert isinstance(action, Card | str)
        line = before.describe_play(Card.parse(action))
        if len(after.finished) > len(before.finished):
            line = then(line, winner_reason(after.done[-1]))
            if after.is_terminal():
                line = then(line, result_line(after))
        return line

    def summary(self, state: State) -> dict[str, Any]:
        c = state.contract
        return {
            "board": state.board.number,
            "contract": str(c) if c else None,
            "declarer": state.declarer,
            "tricks": state.tricks_won(),
            "winners": [t.winner() for t in state.done],
            "declarer_tricks": state.declarer_tricks if c else 0,
            "score": state.result() or {"NS": 0, "EW": 0},
        }

    def choices(self, state: State) -> list[tuple[str, Action]]:
        if state.is_terminal():
            return []
        if state.phase == "auction":
            calls: list[tuple[str, Action]] = [(c.symbol, c) for c in state.auction.legal_calls()]
            return calls
        if state.current_seat == state.declarer and state.rules.claims:
            n = state.remaining_tricks
            return [(t("Claim all {n} remaining tricks", n=n) if n > 1 else t("Claim the last trick"), Claim(n))]
        return []

    def score_sheets(self, state: State) -> dict[str, ScoreSheet]:
        if not state.is_terminal():
            return {}
        c = state.contract
        if c is None:
            zero = state.rules.passout == "score_zero"
            line = ScoreLine(t("passed out"), 0, state.passout_reason())
            return {t("Passed out: 0 each") if zero else t("Passed out: no score"): ScoreSheet([line],
                                                                                              title=t("Passed out"))}
        assert c.declarer is not None
        vul = state.board.is_vulnerable(c.declarer)
        sheet = score(c, vulnerable=vul, tricks=state.declarer_tricks)
        team = team_of(c.declarer)
        out: dict[str, ScoreSheet] = {t("Duplicate score ({side}, declaring)", side=TEAM_NAME[team]): sheet}
        qq = game_score_sheet((state.result() or {}).get("NS", 0), state.hcp(),
                              loser_gets_negative=state.rules.loser_gets_negative)
        for team in ("NS", "EW"):
            if qq[team].lines:
                out[t("QQ game score ({side})", side=TEAM_NAME[team])] = qq[team]
        return out

    def card_action(self, state: State, cards: Sequence[Card]) -> Action:
        return Card.parse(cards[0])

    def visible_seats(self, state: State, seat: str) -> frozenset[str]:
        """The player's own hand, dummy once the opening lead is made, and (as dummy) declarer's hand."""
        out = {seat}
        if state.dummy and state.declarer and state.dummy_visible:
            out.add(state.dummy)
            if seat == state.dummy:
                out.add(state.declarer)
        return frozenset(out)

    def beginner_bot(self, seed: int | None) -> Bot:
        return beginner_bot(seed)

    def make_bot(self, level: str, seed: int | None) -> Bot:
        """``normal``: plain bidding, lowest legal card (fast, needs nothing installed); ``double_dummy``:
        plain bidding, then the double-dummy best card (lowest of equals) through endplay."""
        if level == "strong":  # the coach: the plain bidder, then the double-dummy card within a time limit
            from .coach import strong_bot

            return strong_bot(seed)
        return double_dummy_bot(seed) if level == "double_dummy" else simple_bot(seed)


GAME = BridgeGame()
