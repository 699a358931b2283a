"""A table at one step, worked out from its event log: who sits where, the match so far and the hand in play.

Nothing here touches the database: :func:`start` makes the table before its first event from what it
was opened with, :meth:`TableState.fold` applies one event and returns the next state (the old one is
left as it was, so a cache keyed by step can hand them out). Every rule is the engine's: the deal comes
from the game's ``Match`` (a table plays a match: dealer rotation, running totals and levels as the
game keeps them) or from the class set's record of the deal, the actions go through ``apply``.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..games import Game, get
from ..i18n import Text, domain
from ..seats import SEAT_NAME, SEATS
from .errors import TableError

t, tn = domain("tables")

ESCAPE_LOSS = -20  # QQ's rule for leaving a game (逃跑): the leaver loses 20 ...
ESCAPE_GAIN = 5    # ... and each of the other three players gets 5 (rules/bridge.md item 11)


@dataclass(frozen=True)
class SeatInfo:
    """Who holds a seat: a learner (id and name), a robot (its level), or nobody."""

    learner: str | None = None
    name: str | None = None
    robot: str | None = None

    @property
    def free(self) -> bool:
        return self.learner is None and self.robot is None


@dataclass(frozen=True)
class Meta:
    """What a table was opened with (the ``tt_tables`` row)."""

    id: str
    game: str
    rules: Mapping[str, Any]
    seed: int
    set_id: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    created: str = ""
    #: the class set's deals (record headers), when the table plays a set
    deals: tuple[Mapping[str, Any], ...] = ()


@dataclass(frozen=True)
class Deal:
    """One deal played at the table: where it started, the actions taken (engine values and their
    record entries) and the state now."""

    number: int
    start: Any
    state: Any
    actions: tuple[Any, ...] = ()
    entries: tuple[Mapping[str, Any], ...] = ()
    lines: tuple[str, ...] = ()
    trick_line: str | None = None  # the narration of the action that finished the last trick (it says why)
    last_trick: Any = ()           # the engine's last finished trick now (to tell when an action finishes one)
    players: tuple[tuple[str, str], ...] = ()  # (seat, learner id) of each learner who acted in this deal


def match_class(game: str) -> Any:
    """The game's ``Match`` (a whole game or match, hand by hand)."""
    return importlib.import_module(f"tutor.games.{game}.match").Match


def robot_seed(seed: int, deal: int, step: int, seat: str) -> int:
    """A robot's seed for one decision: the same log gives the same robot play in any process."""
    return zlib.crc32(f"{seed}:{deal}:{step}:{seat}".encode())


@dataclass(frozen=True)
class TableState:
    """A table after its first ``n`` events."""

    meta: Meta
    n: int
    seats: Mapping[str, SeatInfo]
    deal: Deal
    match: Any  # the engine's Match before the current deal (None for a table playing a class set)
    paused: bool = False
    done: tuple[Deal, ...] = ()          # the finished deals before the current one
    escapes: Mapping[str, int] = field(default_factory=dict)   # 逃跑 points per seat, this match
    escapers: Mapping[str, int] = field(default_factory=dict)  # 逃跑 points per learner id
    messages: tuple[Text, ...] = ()      # notices for everyone at the table (逃跑, pause), oldest first
    last_line: str | None = None         # the engine's narration of the last action
    closed: bool = False
    scored: Any = None                   # the engine's match with the current deal added, once it is over

    # -- facts ---------------------------------------------------------------------------------------
    @cached_property
    def table_view(self) -> Any:
        """The engine's TableView of the hand now (every hand in it: views pick what a seat may see)."""
        return self.deal.state.view()

    @cached_property
    def memo(self) -> dict[Any, Any]:
        """Things worked out once for this step (the public part of the views, per language)."""
        return {}

    @property
    def game(self) -> Game[Any, Any]:
        return get(self.meta.game)

    @property
    def state(self) -> Any:
        return self.deal.state

    @property
    def hand_over(self) -> bool:
        return bool(self.deal.state.is_terminal())

    @property
    def turn(self) -> str | None:
        return None if self.hand_over else self.deal.state.current_seat

    def learner_seat(self, learner: str) -> str | None:
        return next((s for s, info in self.seats.items() if info.learner == learner), None)

    def after(self) -> Any:
        """The engine's match with the current deal added once it is over (its running score); ``None``
        for a table playing a class set, or while the hand goes on."""
        return self.scored

    def next_start(self) -> Any | None:
        """The state the next deal starts from, or ``None`` when the match or the set is over."""
        if self.meta.set_id is not None:
            k = self.deal.number  # deals are numbered from 1: the next one is deals[k]
            return deal_from(self.meta, k) if k < len(self.meta.deals) else None
        after = self.after()
        return None if after is None else _current(after)

    @property
    def finished(self) -> bool:
        """The match (or the set) is over: its last hand is played and there is no next deal."""
        return self.closed or (self.hand_over and self.next_start() is None)

    # -- events --------------------------------------------------------------------------------------
    def fold(self, n: int, kind: str, seat: str | None, payload: Mapping[str, Any]) -> TableState:
        """This table after event ``n``; :class:`TableError` when the event does not fit (a damaged log)."""
        if n != self.n + 1:
            raise TableError(t("table {table}: its log jumps from step {a} to step {b}", table=self.meta.id,
                               a=self.n, b=n), code="corrupt")
        try:
            new = self._fold(kind, seat, payload)
        except TableError:
            raise
        except Exception as exc:  # a log this code cannot read: say where, change nothing
            raise TableError(t("table {table}: step {n} of its log cannot be read ({problem})", table=self.meta.id,
                               n=n, problem=str(exc)[:160]), code="corrupt") from None
        return dataclasses.replace(new, n=n)

    def _fold(self, kind: str, seat: str | None, p: Mapping[str, Any]) -> TableState:
        seats = dict(self.seats)
        if kind == "sit":
            assert seat in SEATS
            seats[seat] = SeatInfo(learner=str(p["learner"]), name=str(p["name"]))
            return dataclasses.replace(self, seats=seats)
        if kind == "leave":
            assert seat in SEATS
            seats[seat] = SeatInfo()
            return dataclasses.replace(self, seats=seats)
        if kind == "robot":
            assert seat in SEATS
            seats[seat] = SeatInfo(robot=str(p["level"]))
            return dataclasses.replace(self, seats=seats)
        if kind == "escape":
            assert seat in SEATS
            points = {s: int(v) for s, v in p["points"].items()}
            escapes = {s: self.escapes.get(s, 0) + points.get(s, 0) for s in SEATS}
            escapers = dict(self.escapers)
            for s, who in p.get("learners", {}).items():
                escapers[who] = escapers.get(who, 0) + points.get(s, 0)
            note = t("{name} ({seat}) left the match before it ended (逃跑): {name} −{loss}, every other player "
                     "+{gain}. A robot plays {seat} now.", name=str(p["name"]), seat=SEAT_NAME[seat],
                     loss=-ESCAPE_LOSS, gain=ESCAPE_GAIN)
            return dataclasses.replace(self, escapes=escapes, escapers=escapers, messages=self.messages + (note,))
        if kind == "act":
            return self._act(p)
        if kind == "pause":
            return dataclasses.replace(self, paused=True,
                                       messages=self.messages + (t("The teacher paused the table."),))
        if kind == "resume":
            return dataclasses.replace(self, paused=False,
                                       messages=self.messages + (t("The teacher resumed the table."),))
        if kind == "next":
            start = self.next_start()
            if not self.hand_over or start is None:
                raise TableError(t("there is no next deal here"), code="corrupt")
            match = self.after() if self.match is not None else None
            deal = Deal(self.deal.number + 1, start, start)
            return dataclasses.replace(self, match=match, done=self.done + (self.deal,), deal=deal, last_line=None,
                                       scored=None)
        if kind == "close":
            return dataclasses.replace(self, closed=True)
        raise TableError(t("table {table}: unknown event {kind}", table=self.meta.id, kind=kind[:20]), code="corrupt")

    def _act(self, p: Mapping[str, Any]) -> TableState:
        game, d = self.game, self.deal
        entry = dict(p["entry"])
        before = d.state
        action = game.action_from_json(before, entry)
        after = before.apply(action)
        line = game.narrate(before, action, after)
        last = after.view().last_trick
        trick_line = line if last != d.last_trick else d.trick_line
        who = p.get("learner")
        players = d.players
        if isinstance(who, str) and (entry.get("seat"), who) not in players:
            players = players + ((str(entry.get("seat")), who),)
        deal = Deal(d.number, d.start, after, d.actions + (action,), d.entries + (entry,), d.lines + (line,),
                    trick_line, last, players)
        # the engine scores a finished hand into its match (bridge: the other table plays the same deal)
        scored = self.match.add(after) if self.match is not None and after.is_terminal() else None
        return dataclasses.replace(self, deal=deal, last_line=line, scored=scored)


def _current(match: Any) -> Any:
    return match.current


def deal_from(meta: Meta, k: int) -> Any:
    """Deal ``k`` (0-based) of the table's class set, from its record header."""
    header = dict(meta.deals[k])
    record = {"format": "trick-tutor/1", "game": meta.game, "rules": dict(meta.rules), **header, "actions": []}
    return get(meta.game).initial_state(record)


def rules_of(game: str, rules: Any) -> Any:
    """The game's Rules from what a caller gave: None, a preset name, the record's JSON, or the Rules."""
    get(game)  # an unknown game is refused first, by name
    cls = importlib.import_module(f"tutor.games.{game}").Rules
    if rules is None or isinstance(rules, str):
        return cls.preset(rules)
    if isinstance(rules, Mapping):
        return cls.from_json(rules)
    return cls.given(rules)


def start(meta: Meta) -> TableState:
    """The table before its first event: every seat free, deal 1 at its first decision."""
    if meta.set_id is not None:
        first = deal_from(meta, 0)
        match = None
    else:
        rules = rules_of(meta.game, meta.rules)
        cls = match_class(meta.game)
        extra = {"boards": int(meta.options.get("boards", 4))} if meta.game == "bridge" else {}
        match = cls.new(meta.seed, rules, **extra)
        first = _current(match)
    deal = Deal(1, first, first)
    return TableState(meta, 0, {s: SeatInfo() for s in SEATS}, deal, match)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
