"""A short bridge match scored in IMPs, as in a team game: boards 1–4 (their dealers and vulnerability
by Law 2), each deal played at "your" table and, with the same four hands, at an "other table" where
four ``normal`` practice bots play every seat. Each board's North–South score here is compared with
North–South's score there; the difference is turned into International Match Points with the IMP table
(``scoring.imps``), won by North–South if it is positive and by East–West if negative.

In plain words: the other table shows what the practice bots would have scored with your cards, so the
IMPs measure how much better (or worse) your table did with the very same deal — luck of the cards
cancels out, as in duplicate bridge.

``Match`` is immutable and speaks the hand protocol (``current_seat``, ``legal_actions``, ``apply``,
``is_terminal``); a widget that plays the hand state itself hands the finished hand back with ``add``.

>>> m = play_match(seed=2)
>>> m.is_terminal(), len(m.hands), [h.board.number for h in m.hands]
(True, 4, [1, 2, 3, 4])
>>> sum(row["NS imps"] - row["EW imps"] for row in m.table()) == m.imps["NS"] - m.imps["EW"]
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ...errors import IllegalAction
from ...i18n import domain
from ...scoring import number, signed
from ...seats import SEATS
from ..base import HandByHand
from ..game import Verdict
from .auction import TEAM_NAME
from .boards import VUL_TEXT
from .bots import simple_bot
from .play import Rules, State, new_hand
from .scoring import imps

t, tn = domain("bridge")

BOARDS = 4


def other_table(hand: State, seed: int = 0) -> State:
    """The same deal (board, dealer, four hands) played from the start by four ``normal`` bots."""
    from .play import start

    st = start(hand.rules, hand.board, {s: hand.deal[s] for s in SEATS}, dealer=hand.dealer)
    bot = simple_bot(seed)
    for _ in range(400):
        if st.is_terminal():
            return st
        st = st.apply(bot(st))
    raise RuntimeError("the other table did not finish")


def _ns(hand: State) -> int:
    return (hand.result() or {}).get("NS", 0)


def contract_text(hand: State) -> str:
    """'4♥ by South, 10 tricks' or 'passed out'."""
    c = hand.contract
    if c is None or c.declarer is None:
        return t("passed out")
    return t("{contract}, {n} tricks", contract=c.symbol, n=hand.declarer_tricks)


@dataclass(frozen=True)
class Match(HandByHand):
    """The finished boards (``hands``, with the ``others``' results) and the ``current`` board (``None`` at
    the end)."""

    rules: Rules | None
    seed: int | None
    boards: int = BOARDS
    hands: tuple[State, ...] = ()
    others: tuple[State, ...] = ()
    current: State | None = None

    @classmethod
    def new(cls, seed: int | None = 0, rules: Rules | None = None, *, boards: int = BOARDS) -> Match:
        """A match of ``boards`` boards (numbers 1, 2, …), each deal seeded from ``seed``."""
        if not 1 <= boards <= 16:
            raise IllegalAction(t("a match has 1 to 16 boards, not {n}", n=boards))
        match = cls(rules, seed, boards)
        return match._with(current=match._deal(0))

    def _with(self, **changes: Any) -> Match:
        return replace(self, **changes)

    def _deal(self, k: int) -> State:
        seed = None if self.seed is None else self.seed * 1000 + k
        return new_hand(seed, self.rules, board_number=k + 1)

    # -- the score -----------------------------------------------------------------------------------
    def table(self) -> list[dict[str, Any]]:
        """One row per finished board: both tables' contracts and North–South scores, the difference and
        the IMPs it is worth to each side, with the running IMP totals."""
        rows, run = [], {"NS": 0, "EW": 0}
        for here, there in zip(self.hands, self.others, strict=True):
            diff = _ns(here) - _ns(there)
            gain = imps(diff)
            ns, ew = max(gain, 0), max(-gain, 0)
            run = {"NS": run["NS"] + ns, "EW": run["EW"] + ew}
            rows.append({"board": here.board.number, "vulnerable": here.board.vulnerable,
                         "contract": contract_text(here), "NS score": _ns(here),
                         "other contract": contract_text(there), "other NS score": _ns(there),
                         "difference": diff, "NS imps": ns, "EW imps": ew, "NS total": run["NS"],
                         "EW total": run["EW"], "reason": self._reason(diff, gain)})
        return rows

    @staticmethod
    def _reason(diff: int, gain: int) -> str:
        if diff == 0:
            return t("both tables scored the same: no IMPs")
        side = TEAM_NAME["NS" if diff > 0 else "EW"]
        if gain == 0:
            return tn("{side} did {d} point better than their counterparts at the other table: too few for an IMP",
                      "{side} did {d} points better than their counterparts at the other table: too few for an IMP",
                      abs(diff), side=side, d=abs(diff))
        return tn("{side} did {d} points better than their counterparts at the other table: {n} IMP",
                  "{side} did {d} points better than their counterparts at the other table: {n} IMPs",
                  abs(gain), side=side, d=abs(diff), n=abs(gain))

    @property
    def imps(self) -> dict[str, int]:
        """IMPs won so far by each side."""
        rows = self.table()
        return {"NS": rows[-1]["NS total"], "EW": rows[-1]["EW total"]} if rows else {"NS": 0, "EW": 0}

    @property
    def winner(self) -> Verdict | None:
        """Once every board is played: the side with more IMPs (or ``"tie"``), with the reason."""
        if self.current is not None:
            return None
        ns, ew = self.imps["NS"], self.imps["EW"]
        if ns == ew:
            return Verdict("tie", t("the match is tied: {a} IMPs each", a=ns))
        team = "NS" if ns > ew else "EW"
        return Verdict(team, t("{side} won the match by {a} IMPs to {b}", side=TEAM_NAME[team], a=max(ns, ew),
                               b=min(ns, ew)))

    # -- playing ---------------------------------------------------------------------------------------
    def add(self, hand: State) -> Match:
        """The match with the current board finished as ``hand`` (played from ``current``): the other table
        plays the same deal and the next board is dealt, unless that was the last."""
        if self.current is None:
            raise IllegalAction(t("the match is over: {reason}", reason=self.winner.reason_text if self.winner else ""))
        if not hand.is_terminal():
            raise IllegalAction(t("only a finished board can be scored"))
        if hand.deal != self.current.deal or hand.board != self.current.board:
            raise IllegalAction(t("this is not the board being played: its cards or its number differ"))
        k = len(self.hands)
        there = other_table(hand, seed=(self.seed or 0) * 1000 + k)
        done = self._with(hands=self.hands + (hand,), others=self.others + (there,), current=None)
        return done if k + 1 >= self.boards else done._with(current=done._deal(k + 1))

    # -- the state protocol (the rest is HandByHand's) --------------------------------------------
    def _over(self) -> str:
        return t("the match is over: {reason}", reason=self.winner.reason_text if self.winner else "")

    def result(self) -> dict[str, Any] | None:
        return None if self.current is not None else {"winner": self.winner, "imps": self.imps}

    # -- showing ------------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        esc = html.escape
        names = [t("board"), t("vulnerable"), t("your table"), t("NS score"), t("other table"),
                 t("NS score there"), t("IMPs NS"), t("IMPs EW"), t("why")]
        head = "<tr>" + "".join(f"<th>{esc(str(n))}</th>" for n in names) + "</tr>"
        body = []
        for row in self.table():
            cells = [row["board"], VUL_TEXT[row["vulnerable"]], row["contract"], signed(row['NS score']),
                     row["other contract"], signed(row['other NS score']),
                     f"{number(row['NS imps'])} ({number(row['NS total'])})",
                     f"{number(row['EW imps'])} ({number(row['EW total'])})", row["reason"]]
            body.append("<tr>" + "".join(f"<td>{esc(str(c))}</td>" for c in cells) + "</tr>")
        winner = self.winner
        end = winner.reason if winner else tn("{n} board to play.", "{n} boards to play.",
                                              self.boards - len(self.hands), n=self.boards - len(self.hands))
        how = t("The other table plays the same cards with four practice bots; each board's difference in "
                "North–South's score becomes IMPs.")
        from ...render.sheets import SCROLL_STYLE, scroll_frame  # display is an adapter: imported when drawn

        table = scroll_frame(f"<table class='tt-sheet tt-bridge-match'>{head}{''.join(body)}</table>",
                             t("running score, board by board"))
        return (f"{SCROLL_STYLE}{table}"
                f"<p class='tt-note'>{esc(str(end))} {esc(str(how))}</p>")

    def __repr__(self) -> str:
        state = f"won by {self.winner}" if self.current is None else f"board {len(self.hands) + 1} in play"
        return f"<bridge match: {len(self.hands)} of {self.boards} boards, IMPs {self.imps}, {state}>"


def play_match(seed: int | None = 0, rules: Rules | None = None, *, boards: int = BOARDS,
               players: Mapping[str, Callable[[State], Any]] | None = None) -> Match:
    """A whole match played by ``players`` (default: four ``normal`` bots)."""
    match = Match.new(seed, rules, boards=boards)
    bots = players or dict.fromkeys(SEATS, simple_bot(seed))
    while match.current is not None:
        seat = match.current_seat
        assert seat is not None
        match = match.apply(bots[seat](match.current))
    return match
