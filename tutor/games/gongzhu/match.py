"""A whole game of Gong Zhu: hands until someone reaches −1000, with running totals; the player who
took the pig leads the next hand.

>>> m = play_match(seed=5)
>>> m.result is not None and min(m.totals.values()) <= -1000 and m.result.pig == (min(m.totals, key=m.totals.get),)
True
>>> all(h.leader == prev.pig_taker() for prev, h in zip(m.hands, m.hands[1:]))
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ...errors import IllegalAction
from ...i18n import Text, domain, join
from ...scoring import number, signed
from ...seats import SEAT_NAME, SEATS
from .bot import Bot
from .rules import Rules
from .scoring import GameOver, game_over
from .state import Action, State, new_hand

t, tn = domain("gongzhu")


def sheet_words(sheet: Any) -> str:
    """A score sheet on one line: each line's label, points and reason (the engine's own words)."""
    return str(join(t("; "), [t("{label} {points} ({reason})", label=line.label, points=signed(line.points),
                                  reason=line.reason) if line.reason else f"{line.label} {signed(line.points)}"
                                for line in sheet.lines]))


@dataclass(frozen=True)
class Match:
    """The finished hands of a game so far (each a terminal :class:`State`)."""

    rules: Rules
    hands: tuple[State, ...] = ()
    seed: int | None = None  # hand ``i`` of :attr:`current` is dealt with ``seed * 1000 + i``

    @classmethod
    def new(cls, seed: int | None = 0, rules: Rules | None = None) -> Match:
        """A new game (everyone at 0); :attr:`current` is its first hand."""
        return cls(rules or Rules.preset(), (), seed)

    @property
    def current(self) -> State | None:
        """The hand to play next (dealt from ``seed``), ``None`` once the game is over."""
        if self.result is not None:
            return None
        return self.next_hand(None if self.seed is None else self.seed * 1000 + len(self.hands))

    @property
    def winner(self) -> GameOver | None:
        """The verdict once the game is over (its ``reason`` says why), like the other games' matches."""
        return self.result

    @property
    def totals(self) -> dict[str, int]:
        return self.hands[-1].totals() if self.hands else dict.fromkeys(SEATS, 0)

    @property
    def next_leader(self) -> str | None:
        """The pig-taker of the last hand (``None`` before the first hand: the ♣2 holder leads)."""
        return self.hands[-1].pig_taker() if self.hands else None

    @property
    def result(self) -> GameOver | None:
        """``None`` while the game goes on, else the verdict: its ``winners``, its ``pig`` and why."""
        return game_over(self.totals, self.rules)

    def next_hand(self, seed: int | None) -> State:
        """The next hand, dealt with ``seed``, led by the last pig-taker, carrying the totals."""
        if self.result is not None:
            raise IllegalAction(t("the game is over: {reason}", reason=self.describe_result()))
        return new_hand(seed, self.rules, leader=self.next_leader, before=self.totals)

    def add(self, hand: State) -> Match:
        """This game with a finished ``hand`` appended (it must continue from these totals)."""
        if not hand.is_terminal():
            raise IllegalAction(t("only a finished hand can be added to the game"))
        if hand.before != self.totals or hand.leader != (self.next_leader or hand.leader) or (
                hand.first_hand != (not self.hands)):
            raise IllegalAction(t("this hand does not continue the game: its totals or its leader differ"))
        return Match(self.rules, self.hands + (hand,), self.seed)

    def table(self) -> list[dict[str, Any]]:
        """One row per hand: its number, leader, each seat's points and each running total."""
        return [{"hand": i + 1, "leader": h.leader, "points": h.result(), "totals": h.totals(),
                 "why": {s: sheet_words(sheet) for s, sheet in h.score_sheets().items()
                         if any(line.points for line in sheet.lines)}}
                for i, h in enumerate(self.hands)]

    def describe_result(self) -> Text:
        res = self.result
        return t("the game goes on") if res is None else res.reason_text  # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"<gongzhu Match: {len(self.hands)} hands, totals {self.totals}>"

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{SEAT_NAME[s]}</th>" for s in SEATS)
        rows = []
        for row in self.table():
            cells = "".join(f"<td class='tt-pts'>{signed(row['points'][s])} → {number(row['totals'][s])}</td>"
                            for s in SEATS)
            rows.append(f"<tr><td>{row['hand']}</td><td>{SEAT_NAME[row['leader']]}</td>{cells}</tr>")
            why = " · ".join(str(t("{seat}: {what}", seat=SEAT_NAME[s], what=words)) for s, words in row["why"].items())
            why = why or str(t("no scoring cards"))
            rows.append(f"<tr class='tt-why'><td colspan='6'>{html.escape(why)}</td></tr>")
        foot = f"<p class='tt-note'>{html.escape(str(self.describe_result()))}</p>"
        hand, leads = html.escape(str(t("hand"))), html.escape(str(t("leads")))
        from ...render.sheets import SCROLL_STYLE, scroll_frame  # display is an adapter: imported when drawn

        table = scroll_frame(f"<table class='tt-sheet tt-gongzhu-match'><tr><th>{hand}</th><th>{leads}</th>{head}</tr>"
                             f"{''.join(rows)}</table>", t("running score, hand by hand"))
        return f"{SCROLL_STYLE}{table}{foot}"


def play_match(seed: int = 0, rules: Rules | None = None, *,
               players: Mapping[str, Callable[[State], Action]] | None = None, max_hands: int = 500) -> Match:
    """A whole game between bots (or ``players``): hand ``i`` is dealt with seed ``seed * 1000 + i``."""
    rules = rules or Rules.preset()
    players = players or {s: Bot(seed * 10 + i) for i, s in enumerate(SEATS)}
    match = Match(rules, (), seed)
    for i in range(max_hands):
        if match.result is not None:
            return match
        st = match.next_hand(seed * 1000 + i)
        while not st.is_terminal():
            st = st.apply(players[st.turn](st))
        match = match.add(st)
    return match
