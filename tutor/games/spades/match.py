"""A whole game of Spades: hands in turn, running totals and bags, bag-outs, the end at 500 / −200,
extra hands on a tie, and the deal passing clockwise (rule book §1.A.3, §1.A.9–10).

``Match`` is immutable like a hand state and speaks the same protocol (``current_seat``,
``legal_actions``, ``apply``, ``is_terminal``), so bots and widgets can drive it directly.

>>> g = play_match(seed=1)
>>> g.is_terminal(), g.winner in ("NS", "EW"), len(g.hands) >= 2
(True, True, True)
>>> g.winner.reason.startswith(("North–South", "East–West"))
True
>>> [row["dealer"] for row in g.table()[:4]]
['W', 'N', 'E', 'S']
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ...errors import IllegalAction
from ...i18n import domain, join
from ...scoring import number, signed
from ...seats import SEAT_NAME, SEATS, TEAM_SEATS, next_seat
from ..base import HandByHand
from ..game import Verdict
from .rules import Rules
from .scoring import TEAM_NAME, game_over
from .state import State, new_hand
from .view import bid_text

t, tn = domain("spades")


def sheet_words(sheet: Any) -> str:
    """A score sheet on one line: each line's label, points and reason (the engine's own words)."""
    return str(join(t("; "), [t("{label} {points} ({reason})", label=line.label, points=signed(line.points),
                                  reason=line.reason) if line.reason else f"{line.label} {signed(line.points)}"
                                for line in sheet.lines]))


@dataclass(frozen=True)
class Match(HandByHand):
    """Finished ``hands`` (terminal hand states, in order) and the ``current`` hand (``None`` once over)."""

    rules: Rules
    seed: int | None
    first_dealer: str
    hands: tuple[State, ...] = ()
    current: State | None = None

    @classmethod
    def new(cls, seed: int | None = 0, rules: Rules | None = None, *, dealer: str | None = None) -> Match:
        """A new game; the first dealer is drawn from ``seed`` unless given (rule book B-S11)."""
        rules = rules or Rules.preset()
        if dealer is None:
            dealer = SEATS[random.Random(f"spades-game-{seed}").randrange(4)]
        match = cls(rules, seed, dealer)
        return match._replace_current(match._deal(0, dealer))

    def _replace_current(self, current: State | None, hands: tuple[State, ...] | None = None) -> Match:
        return Match(self.rules, self.seed, self.first_dealer, self.hands if hands is None else hands, current)

    def _deal(self, k: int, dealer: str) -> State:
        seed = None if self.seed is None else self.seed * 1000 + k  # hand k's own reproducible deal
        return new_hand(seed, self.rules, dealer=dealer, before=self.totals)

    # -- running score ---------------------------------------------------------------------------
    @property
    def totals(self) -> dict[str, tuple[int, int]]:
        """``{"NS": (score, bags), "EW": (score, bags)}`` after the finished hands."""
        if not self.hands:
            return {"NS": (0, 0), "EW": (0, 0)}
        res = self.hands[-1].result()
        assert res is not None
        return {t: (r.total, r.bags) for t, r in res.items()}

    @property
    def winner(self) -> Verdict | None:
        """The winning team (a ``Verdict``: its ``reason`` says why), ``None`` while the game goes on."""
        return game_over(self.totals, self.rules) if self.hands else None

    def table(self) -> list[dict[str, Any]]:
        """One row per finished hand: dealer, bids, tricks, points, totals and bags of each team."""
        rows = []
        for k, hand in enumerate(self.hands, start=1):
            res = hand.result()
            assert res is not None
            bids, won = hand.bids, hand.tricks_won()
            row: dict[str, Any] = {"hand": k, "dealer": hand.dealer}
            for team, seats in TEAM_SEATS.items():
                row[f"{team} bids"] = " + ".join(str(bid_text(bids[s])) for s in seats)
                row[f"{team} tricks"] = " + ".join(str(won[s]) for s in seats)
                row[f"{team} points"] = res[team].points
                row[f"{team} total"] = res[team].total
                row[f"{team} bags"] = res[team].bags
                row[f"{team} why"] = sheet_words(res[team].sheet)
            rows.append(row)
        return rows

    # -- the state protocol (the rest is HandByHand's) --------------------------------------------
    def _over(self) -> str:
        winner = self.winner
        return t("the game is over: {reason}", reason=winner.reason_text) if winner else t("the game is over")

    def result(self) -> dict[str, Any] | None:
        """The winner, final totals and number of hands once the game is over (``None`` before)."""
        if self.current is not None:
            return None
        return {"winner": self.winner, "totals": self.totals, "hands": len(self.hands)}

    def add(self, hand: State) -> Match:
        """The game with the current hand finished as ``hand`` (played from ``current`` outside, as the
        play-along does): scored, then the next hand dealt unless the game is over."""
        if self.current is None:
            raise IllegalAction(self.check(None) or t("the game is over"))
        if not hand.is_terminal():
            raise IllegalAction(t("only a finished hand can be added to the game"))
        if hand.dealer != self.current.dealer or hand.before != self.current.before or (
                hand.rules != self.current.rules):
            raise IllegalAction(t("this hand does not continue the game: its dealer or its totals differ"))
        done = self._replace_current(None, self.hands + (hand,))
        if done.winner:
            return done
        return done._replace_current(done._deal(len(done.hands), next_seat(hand.dealer)))

    def _repr_html_(self) -> str:
        """The running score table (one row per hand), as a teacher would keep it on paper."""
        esc = html.escape
        names = [t("hand"), t("dealer"), t("NS bids"), t("NS tricks"), t("NS points"), t("NS total (bags)"),
                 t("EW bids"), t("EW tricks"), t("EW points"), t("EW total (bags)")]
        head = "<tr>" + "".join(f"<th>{esc(str(n))}</th>" for n in names) + "</tr>"
        body = []
        for row in self.table():
            cells = [row["hand"], SEAT_NAME[row["dealer"]]]
            for team in ("NS", "EW"):
                cells += [row[f"{team} bids"], row[f"{team} tricks"], signed(row[f'{team} points']),
                          f"{number(row[f'{team} total'])} ({row[f'{team} bags']})"]
            body.append("<tr>" + "".join(f"<td>{esc(str(c))}</td>" for c in cells) + "</tr>")
            why = t("NS: {ns} · EW: {ew}", ns=row["NS why"], ew=row["EW why"])
            body.append(f"<tr class='tt-why'><td colspan='{len(names)}'>{esc(str(why))}</td></tr>")
        winner = self.winner
        end = (t("{team} win the game: {reason}.", team=TEAM_NAME[winner], reason=winner.reason_text)
               if self.current is None and winner else t("The game goes on."))
        from ...render.sheets import SCROLL_STYLE, scroll_frame  # display is an adapter: imported when drawn

        table = scroll_frame(f"<table class='tt-sheet tt-spades-game'>{head}{''.join(body)}</table>",
                             t("running score, hand by hand"))
        return (f"{SCROLL_STYLE}{table}"
                f"<p class='tt-note'>{esc(end)}</p>")

    def __repr__(self) -> str:
        totals = ", ".join(f"{t} {s} ({b} bag{'' if b == 1 else 's'})" for t, (s, b) in self.totals.items())
        state = f"won by {self.winner}" if self.current is None else f"hand {len(self.hands) + 1} in play"
        return f"<spades match: {len(self.hands)} hands, {totals}, {state}>"


def play_match(seed: int | None = 0, rules: Rules | None = None, *,
               players: Mapping[str, Callable[[State], Any]] | None = None, max_hands: int = 200) -> Match:
    """A whole game played by ``players`` (default: four seeded bots)."""
    from .bot import SpadesBot

    match = Match.new(seed, rules)
    if players is None:
        players = {s: SpadesBot(None if seed is None else seed * 10 + i) for i, s in enumerate(SEATS)}
    while not match.is_terminal():
        if len(match.hands) >= max_hands:
            raise RuntimeError(f"no winner after {max_hands} hands")
        seat = match.current_seat
        assert match.current is not None and seat is not None
        match = match.apply(players[seat](match.current))
    return match
