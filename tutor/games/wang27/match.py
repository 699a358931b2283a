"""A match of 27 Wang: hands in turn, the levels climbing 2 → A as 升级 counts them (rule book 4.A.12),
until a side wins a hand at A (or reaches it, by the table's ``match_end``). The next dealer is the banker
if the banker's side won, else the defender after the banker (B-W19); a passed-out hand is dealt again by
the next seat, levels unchanged.

``Match`` is immutable and speaks the hand protocol (``current_seat``, ``legal_actions``, ``apply``,
``is_terminal``); a widget that plays the hand state itself hands the finished hand back with ``add``.

>>> m = play_match(seed=1, max_hands=3)
>>> len(m.hands), m.hands[1].levels == m.hands[0].levels_after()
(3, True)
>>> [row["levels after"] for row in m.table()][-1] == m.levels
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ...errors import IllegalAction
from ...i18n import Text, domain, join
from ...scoring import signed
from ...seats import SEAT_NAME, SEATS, team_name, team_of
from ..base import HandByHand
from ..game import Verdict
from .bot import practice_bot
from .rules import Rules
from .setup import default_levels, new_hand
from .state import State

t, tn = domain("wang27")


def _side(hand: State, won: str) -> str:
    """The side (team, or the banker's seat alone in 1 v 3) that ``won`` ("banker"/"defenders")."""
    assert hand.banker is not None
    if hand.one_vs_three:
        return hand.banker if won == "banker" else str(hand.defenders)
    return team_of(hand.banker) if won == "banker" else str(hand.defenders)


def _ordered(levels: Mapping[str, str]) -> dict[str, str]:
    """Levels North–South first (teams), or in seat order (1 v 3), whatever order the engine gave."""
    order = ("NS", "EW", *SEATS)
    return dict(sorted(levels.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 9))


def _side_name(side: str) -> str:
    return SEAT_NAME[side] if side in SEAT_NAME else team_name(side) if side in ("NS", "EW") else join(
        t(", "), [SEAT_NAME[s] for s in side])


@dataclass(frozen=True)
class Match(HandByHand):
    """The finished ``hands`` (terminal states, in order) and the ``current`` hand (``None`` once won)."""

    rules: Rules | None
    seed: int | None
    hands: tuple[State, ...] = ()
    current: State | None = None

    @classmethod
    def new(cls, seed: int | None = 0, rules: Rules | None = None, *, dealer: str = "N") -> Match:
        """A new match, everybody at level 2, ``dealer`` dealing the first hand."""
        match = cls(rules, seed)
        return replace(match, current=match._deal(0, dealer, None))

    def _deal(self, k: int, dealer: str, levels: Mapping[str, str] | None) -> State:
        seed = None if self.seed is None else self.seed * 1000 + k
        return new_hand(seed, self.rules, dealer=dealer, levels=levels)

    # -- the score -----------------------------------------------------------------------------------
    @property
    def levels(self) -> dict[str, str]:
        """Each side's level now (before the current hand)."""
        if self.current is not None:
            return _ordered(self.current.levels)
        if self.hands:
            return _ordered(self.hands[-1].levels_after())
        return default_levels(Rules.given(self.rules))

    @property
    def winner(self) -> Verdict | None:
        """The side that won the match (a ``Verdict`` with the reason), ``None`` while it goes on."""
        if not self.hands:
            return None
        last = self.hands[-1]
        r = last.result()
        if r is None or not r.match_over:
            return None
        side = _side(last, r.winner)
        return Verdict(side, t("{side} won a hand at level A: the match is over", side=_side_name(side)))

    def table(self) -> list[dict[str, Any]]:
        """One row per finished hand: dealer, banker, target, the defenders' points, who won and why (the
        level sheet's title and lines), and the levels before and after."""
        rows = []
        for k, hand in enumerate(self.hands, start=1):
            r = hand.result()
            row: dict[str, Any] = {"hand": k, "dealer": hand.dealer, "banker": hand.banker, "target": hand.target,
                                   "points": hand.points() if hand.banker else None,
                                   "levels before": _ordered(hand.levels),
                                   "levels after": _ordered(hand.levels_after())}
            if r is None:
                row["winner"], row["reason"] = None, t("everybody passed: the hand is dealt again, levels unchanged")
            else:
                row["winner"] = _side(hand, r.winner)
                why = join(t("; "), [t("{label} {points} ({reason})", label=line.label, points=signed(line.points),
                                       reason=line.reason) for line in r.sheet.lines])
                row["reason"] = t("{title}: {why}", title=r.sheet.title, why=why)
            rows.append(row)
        return rows

    # -- playing ---------------------------------------------------------------------------------------
    def add(self, hand: State) -> Match:
        """The match with the current hand finished as ``hand`` (played from ``current``): the levels move and
        the next hand is dealt, unless a side has won."""
        if self.current is None:
            winner = self.winner
            raise IllegalAction(t("the match is over: {reason}", reason=winner.reason_text if winner else ""))
        if not hand.is_terminal():
            raise IllegalAction(t("only a finished hand can be added to the match"))
        if hand.dealer != self.current.dealer or hand.levels != self.current.levels or hand.rules != self.current.rules:
            raise IllegalAction(t("this hand does not continue the match: its dealer or its levels differ"))
        done = replace(self, hands=self.hands + (hand,), current=None)
        if done.winner:
            return done
        dealer = hand.next_dealer() or hand._next(hand.dealer)  # passed out: the next seat deals again
        return replace(done, current=done._deal(len(done.hands), dealer, hand.levels_after()))

    # -- the state protocol (the rest is HandByHand's) --------------------------------------------
    def _over(self) -> str:
        winner = self.winner
        return t("the match is over: {reason}", reason=winner.reason_text if winner else "")

    def result(self) -> dict[str, Any] | None:
        return None if self.current is not None else {"winner": self.winner, "levels": self.levels}

    # -- showing ------------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        esc = html.escape
        names = [t("hand"), t("dealer"), t("banker"), t("target"), t("defenders' points"), t("winner"),
                 t("levels after"), t("why")]
        head = "<tr>" + "".join(f"<th>{esc(str(n))}</th>" for n in names) + "</tr>"
        body = []
        for row in self.table():
            levels = _levels_text(row["levels after"])
            cells = [row["hand"], SEAT_NAME[row["dealer"]], SEAT_NAME.get(row["banker"] or "", "–"),
                     row["target"] if row["target"] is not None else "–",
                     row["points"] if row["points"] is not None else "–",
                     _side_name(row["winner"]) if row["winner"] else "–", levels, row["reason"]]
            body.append("<tr>" + "".join(f"<td>{esc(str(c))}</td>" for c in cells) + "</tr>")
        winner = self.winner
        now = _levels_text(self.levels)
        end = winner.reason if winner else t("The match goes on; levels now: {levels}.", levels=now)
        from ...render.sheets import SCROLL_STYLE, scroll_frame  # display is an adapter: imported when drawn

        table = scroll_frame(f"<table class='tt-sheet tt-wang27-match'>{head}{''.join(body)}</table>",
                             t("running score, hand by hand"))
        return (f"{SCROLL_STYLE}{table}"
                f"<p class='tt-note'>{esc(str(end))}</p>")

    def __repr__(self) -> str:
        state = f"won by {self.winner}" if self.current is None else f"hand {len(self.hands) + 1} in play"
        return f"<wang27 match: {len(self.hands)} hands, levels {self.levels}, {state}>"


def _levels_text(levels: Mapping[str, Any]) -> Text | str:
    """``NS 2, EW 3`` / ``南北 2，东西 3``: the sides' levels, with the punctuation of the language."""
    parts = [f"{_side_name(s)} {lv}" for s, lv in levels.items()]
    if len(parts) != 2:
        return join(t(", "), parts)
    return t("{first}, {second}", first=parts[0], second=parts[1])


def play_match(seed: int | None = 0, rules: Rules | None = None, *,
               players: Mapping[str, Callable[[State], Any]] | None = None, max_hands: int = 200) -> Match:
    """A match played by ``players`` (default: four seeded practice bots), stopped after ``max_hands``."""
    match = Match.new(seed, rules)
    bots = players or {s: practice_bot(None if seed is None else seed * 10 + i) for i, s in enumerate(SEATS)}
    while match.current is not None and len(match.hands) < max_hands:
        seat = match.current_seat
        assert seat is not None
        match = match.apply(bots[seat](match.current))
    return match
