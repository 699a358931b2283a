"""The hall: every table of one database, each an event log, the server the referee.

Each change is an event appended with the next step number ``n``; the write transaction first checks that
the table's last step is still the one the change was decided on, and the (table, n) primary key refuses
a second row for a step, so two processes acting at once never both succeed: the later one reloads the
table and decides again (a human's action that no longer fits is refused with the reason; a robot
thinks again). A table's state is worked out from its log and cached per table with its step; a
process catches up by reading only the events after the step it holds.
"""

from __future__ import annotations

import datetime as dt
import json
import secrets
import threading
from collections.abc import Callable, Mapping
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from .. import i18n
from ..errors import IllegalAction, StoreError, TutorError
from ..games import GAMES, get
from ..games.game import random_bot
from ..i18n import domain
from ..progress.names import check_learner, clean_name
from ..progress.store import Store, open_store
from ..seats import SEAT_NAME, SEATS
from . import schema, sets
from .actions import parse
from .errors import TableError
from .state import ESCAPE_GAIN, ESCAPE_LOSS, Meta, TableState, dumps, robot_seed, rules_of, start
from .views import build, jsonable, seat_names

t, tn = domain("tables")

Event = tuple[str, str | None, dict[str, Any]]  # (kind, seat, payload)
PLAY_GAMES = tuple(g for g in GAMES if g != "basics")
ROBOT_BATCH = 60  # robot actions decided and written in one transaction at most


_E = schema.events.c
# built once (building a statement costs more than SQLite running it)
_SINCE = select(_E.n, _E.kind, _E.seat, _E.payload).where(_E.table_id == bindparam("tid"),
                                                         _E.n > bindparam("since")).order_by(_E.n)
_LAST = select(func.max(_E.n)).where(_E.table_id == bindparam("tid"))


def _naive(when: dt.datetime) -> dt.datetime:
    return when.astimezone(dt.UTC).replace(tzinfo=None) if when.tzinfo else when


class Seat:
    """A seat at a table as one learner holds it: ``view()`` and ``act(...)``."""

    def __init__(self, hall: Hall, table: str, seat: str, learner: str | None) -> None:
        self.hall, self.table, self.seat, self.learner = hall, table, seat, learner

    def __repr__(self) -> str:
        return f"<Seat {self.seat} at table {self.table}>"

    def view(self) -> dict[str, Any]:
        """What this seat may see now (see :mod:`tutor.tables.views`)."""
        return self.hall._view(self.table, self.seat)

    def act(self, action: Any) -> dict[str, Any]:
        """Play ``action`` (as a learner writes it, or a form the view lists); the robots answer; the new view.
        :class:`IllegalAction` with the reason when it is illegal, not this seat's turn, the table is paused
        or the seat is no longer this learner's: nothing changes then."""
        self.hall._act(self.table, self.seat, self.learner, action)
        return self.view()

    def leave(self, *, abandon: bool = False) -> None:
        self.hall.leave(self.table, self.seat, abandon=abandon, learner=self.learner)


class Hall:
    """Every table in one database (make one with :func:`tutor.tables.open`)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._cache: dict[str, TableState] = {}
        self._views: dict[tuple[str, str | None, str], tuple[int, str]] = {}
        self._recorded: set[tuple[str, int, str, str]] = set()  # hands this hall wrote into progress records
        self._lock = threading.RLock()

    def _view(self, tid: str, seat: str | None) -> dict[str, Any]:
        """A seat's (or the teacher's) view, built once per step and language: a page polling it, or four
        screens after one action, cost one build each."""
        ts = self._load(tid)
        key = (tid, seat, i18n.current())
        hit = self._views.get(key)
        if hit is None or hit[0] != ts.n:
            hit = (ts.n, json.dumps(build(ts, seat), ensure_ascii=False))
            if len(self._views) > 4096:
                self._views.clear()
            self._views[key] = hit
        return json.loads(hit[1])  # type: ignore[no-any-return]  # a fresh copy: callers may change it

    def __repr__(self) -> str:
        return f"<Hall on {self.store.engine.dialect.name}>"

    def close(self) -> None:
        self.store.close()

    # -- the database --------------------------------------------------------------------------------
    def _now(self) -> dt.datetime:
        return _naive(self.store.clock())

    def migrate(self) -> int:
        def work(conn: Connection) -> int:
            version = schema.current_version(conn)
            if version is None:
                schema.metadata.create_all(conn)
                conn.execute(insert(schema.version).values(version=schema.VERSION))
                return schema.VERSION
            if version > schema.VERSION:
                raise StoreError(f"the tables in the database were made by a newer Trick Tutor (version {version}, "
                                 f"this one knows {schema.VERSION})", reason="newer")
            if version < 1:
                raise StoreError("the database holds table records this program did not make", reason="corrupt")
            while version < schema.VERSION:
                schema.MIGRATIONS[version](conn)
                version += 1
                conn.execute(update(schema.version).values(version=version))
            return version
        return self.store._write(work)

    def _meta(self, conn: Connection, tid: str) -> Meta | None:
        row = conn.execute(select(schema.tables).where(schema.tables.c.id == tid)).first()
        if row is None:
            return None
        deals: tuple[Any, ...] = ()
        if row.set_id is not None:
            srow = conn.execute(select(schema.sets.c.deals).where(schema.sets.c.id == row.set_id)).first()
            deals = tuple(json.loads(srow.deals)) if srow else ()
        return Meta(row.id, row.game, json.loads(row.rules), int(row.seed), row.set_id, json.loads(row.options),
                    row.created.isoformat(), deals)

    def _load(self, tid: str) -> TableState:
        """The table now: the cached state caught up with the events after its step."""
        if not isinstance(tid, str) or not tid or len(tid) > 40:
            raise TableError(t("there is no such table"), code="unknown")
        with self._lock:
            ts = self._cache.get(tid)

            def read(conn: Connection) -> tuple[Meta | None, Any]:
                meta = ts.meta if ts is not None else self._meta(conn, tid)
                if meta is None:
                    return None, []
                return meta, conn.execute(_SINCE, {"tid": tid, "since": ts.n if ts is not None else 0}).all()

            meta, rows = self.store._read(read)
            if meta is None:
                raise TableError(t("there is no such table"), code="unknown")
            if ts is None:
                ts = start(meta)
            for row in rows:
                try:
                    payload = json.loads(row.payload)
                except ValueError:
                    raise TableError(t("table {table}: step {n} of its log is damaged", table=tid, n=row.n),
                                     code="corrupt") from None
                ts = ts.fold(row.n, row.kind, row.seat, payload)
            self._cache[tid] = ts
            return ts

    def _append(self, tid: str, expected: int, events: list[Event]) -> bool:
        """Write ``events`` as steps ``expected + 1, …`` if the table is still at ``expected``; False if not."""
        when = self._now()

        def work(conn: Connection) -> bool:
            last = conn.execute(_LAST, {"tid": tid}).scalar() or 0
            if last != expected:
                return False
            try:
                with conn.begin_nested():
                    conn.execute(insert(schema.events), [
                        {"table_id": tid, "n": expected + i, "kind": kind, "seat": seat, "payload": dumps(payload),
                         "at": when} for i, (kind, seat, payload) in enumerate(events, start=1)])
            except IntegrityError:  # another process wrote this step first
                return False
            return True

        return self.store._write(work)

    def _change(self, tid: str, decide: Callable[[TableState], list[Event]], *, robots: bool = True) -> TableState:
        """Decide events on the table as it is now and append them; decided again on the fresh table when
        another process changed it first. ``decide`` raises to refuse (nothing is written then)."""
        for _ in range(200):
            ts = self._load(tid)
            events = decide(ts)
            if not events:
                return ts
            check = ts
            for i, (kind, seat, payload) in enumerate(events, start=1):
                check = check.fold(ts.n + i, kind, seat, payload)  # the events fit: the engine accepts them
            if self._append(tid, ts.n, events):
                with self._lock:  # the log now holds exactly these events after ts.n: the folded state is the table's
                    if self._cache.get(tid) is ts:
                        self._cache[tid] = check
                ts = self._load(tid)
                if robots:
                    try:
                        ts = self._robots(tid)
                    except StoreError:
                        # the change itself is written: it stands; the robots move at the next change or
                        # hall.advance(tid) (a caller told "locked" would wrongly think it was lost)
                        return ts
                self._after_hand(ts)
                return ts
        raise TableError(t("the table is too busy right now; try again"), code="busy")

    # -- robots --------------------------------------------------------------------------------------
    def _robots(self, tid: str) -> TableState:
        """Robots play their turns until a learner or an empty seat is to act, the hand is over or paused."""
        for _ in range(40):
            ts = self._load(tid)
            events: list[Event] = []
            sim = ts
            while len(events) < ROBOT_BATCH and not sim.paused and not sim.hand_over:
                seat = sim.turn
                if seat is None or sim.seats[seat].robot is None:
                    break
                level = sim.seats[seat].robot
                st = sim.deal.state
                seed = robot_seed(sim.meta.seed, sim.deal.number, len(sim.deal.actions), seat)
                try:
                    action = sim.game.bot(level, seed=seed)(st)
                    if st.check(action) is not None:
                        raise IllegalAction(str(st.check(action)))
                except Exception:  # noqa: BLE001 - a robot that fails must not stop the table: a random legal move
                    action = random_bot(seed)(st)
                entry = sim.game.action_to_json(st, action)
                event: Event = ("act", seat, {"entry": jsonable(entry), "robot": level})
                sim = sim.fold(sim.n + 1, *event)
                events.append(event)
            if not events:
                return ts
            if self._append(tid, ts.n, events):
                with self._lock:
                    if self._cache.get(tid) is ts:
                        self._cache[tid] = sim
        return self._load(tid)

    def advance(self, tid: str) -> dict[str, Any]:
        """Let the robots play their turns (a table a stopped process left mid-way); the teacher's view."""
        ts = self._robots(tid)
        self._after_hand(ts)
        return build(ts, None)

    # -- after the hand --------------------------------------------------------------------------------
    def _after_hand(self, ts: TableState) -> None:
        """Each learner seated when a hand ends, or who played in it, gets it in their progress record, once
        (the answer's unique id is the table, deal, seat and learner: a second process writes nothing new)."""
        if not ts.hand_over:
            return
        # everyone seated at the end, and whoever played in this deal and left (their review needs the item)
        who = {(seat, info.learner) for seat, info in ts.seats.items() if info.learner is not None}
        who |= set(ts.deal.players)
        for seat, learner in sorted(who):
            key = (ts.meta.id, ts.deal.number, seat, learner)
            if key in self._recorded:
                continue
            try:
                self._record_progress(ts, seat, learner)
                self._recorded.add(key)
            except TutorError:
                pass  # the hand stays in the table's log; record() writes it again

    def _record_progress(self, ts: TableState, seat: str, learner: str) -> None:
        summary = jsonable(ts.game.summary(ts.deal.state))
        won = _won(ts, seat, summary)
        answer = dumps({"seat": seat, "game": ts.meta.game, "score": summary.get("score")})
        self.store.record(learner, f"table:{ts.meta.id}#{ts.deal.number}", won, answer=answer,
                          uid=_uid(ts.meta.id, ts.deal.number, seat, learner))

    # -- opening and seats -----------------------------------------------------------------------------
    def open_table(self, game: str, seed: int | None = None, rules: Any = None,
                   robots: Mapping[str, str] | None = None, *, set: str | None = None,  # noqa: A002 - the contract's name
                   boards: int = 4, by: str | None = None, level: str = "beginner") -> str:
        """Open a table for ``game``; its id. ``robots`` {seat: level} seats robots now; ``level`` is the robots'
        level when one takes over a seat later; ``set`` plays a class set's deals in order."""
        if game not in PLAY_GAMES:
            raise TableError(t("there is no game {game} to play at a table; choose one of {games}",
                               game=str(game)[:20], games=", ".join(PLAY_GAMES)), code="invalid")
        facade = get(game)
        try:
            parsed = rules_of(game, rules)
        except TutorError as exc:
            raise TableError(str(exc), code="invalid") from None
        robots = dict(robots or {})
        for seat, lvl in list(robots.items()) + [("N", level)]:
            self._check_level(facade, seat, lvl)
        if seed is None:
            seed = secrets.randbelow(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**53:
            raise TableError(t("a table's seed is a whole number from 0"), code="invalid")
        if game == "bridge" and not (isinstance(boards, int) and 1 <= boards <= 16):
            raise TableError(t("a bridge match has 1 to 16 boards"), code="invalid")
        options: dict[str, Any] = {"boards": boards, "level": level}
        if by is not None:
            options["by"] = str(by)[:120]
        rules_json = parsed.to_json()
        if set is not None:
            sset = sets.set_row(self, set)
            if sset["game"] != game:
                raise TableError(t("this set's deals are for another game"), code="invalid")
            rules_json = sset["rules"]
        tid = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        when = self._now()
        rows = [("robot", s, {"level": lvl}) for s, lvl in sorted(robots.items(), key=lambda x: SEATS.index(x[0]))]

        def work(conn: Connection) -> None:
            conn.execute(insert(schema.tables).values(id=tid, game=game, rules=dumps(rules_json), seed=seed,
                                                      set_id=set, options=dumps(options), created=when))
            if rows:
                conn.execute(insert(schema.events), [
                    {"table_id": tid, "n": i, "kind": k, "seat": s, "payload": dumps(p), "at": when}
                    for i, (k, s, p) in enumerate(rows, start=1)])
        self.store._write(work)
        self._robots(tid)
        return tid

    @staticmethod
    def _check_level(facade: Any, seat: str, level: Any) -> None:
        if seat not in SEATS:
            raise TableError(t("{seat} is not a seat: use N, E, S or W", seat=str(seat)[:10]), code="invalid")
        if level not in ("random", *facade.bot_levels):
            raise TableError(t("there is no robot level {level}; choose one of {levels}", level=str(level)[:20],
                               levels=", ".join(("random", *facade.bot_levels))), code="invalid")

    def sit(self, tid: str, seat: str, learner: str, name: str | None = None) -> Seat:
        """Seat ``learner`` at ``seat``: the same learner gets their seat back (wherever they sat at this
        table); a seat another learner holds is refused (:class:`TableError`); a robot steps aside."""
        try:
            learner = check_learner(learner)
            shown = clean_name(name) if name is not None else None
        except StoreError as exc:
            raise TableError(str(exc), code="invalid") from None
        if seat not in SEATS:
            raise TableError(t("{seat} is not a seat: use N, E, S or W", seat=str(seat)[:10]), code="invalid")
        if shown is None:
            try:
                shown = self.store.name(learner)
            except StoreError:
                shown = None
        got: list[str] = [seat]

        def decide(ts: TableState) -> list[Event]:
            if ts.closed:
                raise TableError(t("this table is closed"), code="over")
            held = ts.learner_seat(learner)
            if held is not None:
                got[0] = held
                if shown is not None and ts.seats[held].name != shown:
                    return [("sit", held, {"learner": learner, "name": shown})]
                return []
            other = ts.seats[seat]
            if other.learner is not None:
                raise TableError(t("{seat} is taken by {name}; choose another seat", seat=SEAT_NAME[seat],
                                   name=other.name or t("a learner")), code="taken")
            got[0] = seat
            return [("sit", seat, {"learner": learner, "name": shown or ""})]
        self._change(tid, decide)
        return Seat(self, tid, got[0], learner)

    def seat_of(self, tid: str, learner: str) -> str | None:
        """The seat ``learner`` holds at the table, or None."""
        return self._load(tid).learner_seat(learner)

    def seat(self, tid: str, seat: str) -> Seat:
        """The seat as its holder now (a handle for the server; ``act`` checks the holder)."""
        if seat not in SEATS:
            raise TableError(t("{seat} is not a seat: use N, E, S or W", seat=str(seat)[:10]), code="invalid")
        return Seat(self, tid, seat, self._load(tid).seats[seat].learner)

    def leave(self, tid: str, seat: str, *, abandon: bool = False, learner: str | None = None,
              level: str | None = None) -> None:
        """The seat's learner leaves. ``abandon``: they leave a running match (逃跑): −20 for them, +5 for
        every other player, the reason shown to all, and a robot plays the seat. Without it, the seat is
        empty (the table waits for someone to sit, or the teacher to send a robot). ``learner``: only if
        that learner holds it."""
        if seat not in SEATS:
            raise TableError(t("{seat} is not a seat: use N, E, S or W", seat=str(seat)[:10]), code="invalid")

        def decide(ts: TableState) -> list[Event]:
            info = ts.seats[seat]
            if info.learner is None or (learner is not None and info.learner != learner):
                return []
            if not abandon:
                return [("leave", seat, {"learner": info.learner})]
            robot = level or ts.meta.options.get("level", "beginner")
            events: list[Event] = [("leave", seat, {"learner": info.learner})]
            if running(ts):
                points = {s: (ESCAPE_LOSS if s == seat else ESCAPE_GAIN) for s in SEATS}
                events.append(("escape", seat, {
                    "name": info.name or str(t("a learner")), "points": points,
                    "learners": {s: i.learner for s, i in ts.seats.items() if i.learner is not None}}))
            events.append(("robot", seat, {"level": robot}))
            return events
        self._change(tid, decide)

    def robot(self, tid: str, seat: str, level: str = "beginner") -> None:
        """A robot of ``level`` plays ``seat`` from now on (its learner, if any, gives it up)."""
        ts = self._load(tid)
        self._check_level(ts.game, seat, level)

        def decide(ts: TableState) -> list[Event]:
            if ts.seats[seat].robot == level:
                return []
            return [("robot", seat, {"level": level})]
        self._change(tid, decide)

    def fill(self, tid: str, level: str = "beginner") -> None:
        """Robots of ``level`` in every empty seat."""
        ts = self._load(tid)
        self._check_level(ts.game, "N", level)

        def decide(ts: TableState) -> list[Event]:
            return [("robot", s, {"level": level}) for s in SEATS if ts.seats[s].free]
        self._change(tid, decide)

    # -- playing ---------------------------------------------------------------------------------------
    def _act(self, tid: str, seat: str, learner: str | None, given: Any) -> None:
        def decide(ts: TableState) -> list[Event]:
            info = ts.seats.get(seat)
            if info is None or info.learner is None or (learner is not None and info.learner != learner):
                raise IllegalAction(t("you do not hold this seat: sit down first"))
            if ts.paused:
                raise IllegalAction(t("the table is paused: wait for the teacher to resume it"))
            if ts.hand_over:
                raise IllegalAction(t("the hand is over: wait for the next deal"))
            st = ts.deal.state
            if st.current_seat != seat:
                who = st.current_seat
                raise IllegalAction(t("it is not your turn: {seat} is to play", seat=SEAT_NAME.get(who or "", "—")))
            action = parse(ts.game, st, seat, given)
            reason = st.check(action)
            if reason is not None:
                raise IllegalAction(reason, action=given)
            entry = ts.game.action_to_json(st, action)
            return [("act", seat, {"entry": jsonable(entry), "learner": info.learner})]
        self._change(tid, decide)

    def pause(self, tid: str | None = None) -> None:
        """Pause one table (or every open one): no action is taken until it is resumed."""
        for one in self._targets(tid):
            self._change(one, lambda ts: [] if ts.paused else [("pause", None, {})], robots=False)

    def resume(self, tid: str | None = None) -> None:
        for one in self._targets(tid):
            self._change(one, lambda ts: [("resume", None, {})] if ts.paused else [])

    def _targets(self, tid: str | None) -> list[str]:
        return [tid] if tid is not None else [row["id"] for row in self.tables(open_only=True)]

    def next_deal(self, tid: str | None = None) -> None:
        """The table (or every table whose hand is over) goes on to the next deal of its match or set."""
        def decide(ts: TableState) -> list[Event]:
            if not ts.hand_over:
                raise TableError(t("the hand is still being played"), code="invalid")
            if ts.next_start() is None:
                raise TableError(t("the match is over: there is no next deal"), code="over")
            if not sets.may_advance(self, ts):
                raise TableError(t("the class plays in lockstep: wait for the teacher to open the next deal"),
                                 code="lockstep")
            return [("next", None, {"deal": ts.deal.number + 1})]
        if tid is not None:
            self._change(tid, decide)
            return
        for one in self._targets(None):
            try:
                self._change(one, decide)
            except TableError:
                continue

    def close_table(self, tid: str) -> None:
        self._change(tid, lambda ts: [] if ts.closed else [("close", None, {})], robots=False)

    # -- looking ---------------------------------------------------------------------------------------
    def watch(self, tid: str) -> dict[str, Any]:
        """The teacher's view: every hand shown, the same step as every seat's."""
        return self._view(tid, None)

    def step(self, tid: str) -> int:
        """The table's last step (one indexed query): it changes with every event, seats and pauses too."""
        n = self.store._read(lambda c: c.execute(_LAST, {"tid": tid}).scalar())
        return int(n or 0)

    def changes_since(self, tid: str, n: int) -> list[dict[str, Any]]:
        """The events after step ``n``: their step, kind and seat only (never a card)."""
        e = schema.events.c
        rows = self.store._read(lambda c: c.execute(select(e.n, e.kind, e.seat).where(e.table_id == tid, e.n > n)
                                                    .order_by(e.n)).all())
        return [{"n": r.n, "kind": r.kind, "seat": r.seat} for r in rows]

    def tables(self, *, open_only: bool = False, ids: bool = False) -> list[dict[str, Any]]:
        """Every table, newest first: game, rules, seats (names; learner ids only with ``ids``, for the
        teacher), whose turn, deal, step, status and the match's score."""
        tb = schema.tables.c
        rows = self.store._read(lambda c: c.execute(select(tb.id).order_by(tb.created.desc(), tb.id)).all())
        out = []
        for row in rows:
            try:
                ts = self._load(row.id)
            except TableError:
                continue
            if open_only and (ts.finished or ts.closed):
                continue
            out.append(summary_row(ts, ids=ids))
        return out

    def table(self, tid: str, *, ids: bool = False) -> dict[str, Any]:
        return summary_row(self._load(tid), ids=ids)

    def match(self, tid: str) -> dict[str, Any]:
        from .views import match_json

        return jsonable(match_json(self._load(tid)))  # type: ignore[no-any-return]

    # -- class sets (duplicate): tutor.tables.sets ------------------------------------------------------
    def open_set(self, game: str, *, boards: int = 4, seed: int | None = None, rules: Any = None,
                 deals: Any = None, pbn: str | None = None, lockstep: bool = False, title: str | None = None) -> str:
        """A set of deals every table opened with ``set=`` plays in order: ``boards`` deals from ``seed``, or
        the given ``deals`` (records, replays or states), or a bridge PBN file's text. Its id."""
        return sets.open_set(self, game, boards=boards, seed=seed, rules=rules, deals=deals, pbn=pbn,
                             lockstep=lockstep, title=title)

    def set_deal(self, sid: str, deal: int) -> None:
        """Lockstep: "everyone to deal ``deal``" (the tables whose hand is over go there now)."""
        sets.set_deal(self, sid, deal)

    def traveller(self, sid: str, board: int) -> list[dict[str, Any]]:
        """One row per table that finished deal ``board``: table, players, result, score, imps (bridge)."""
        return sets.traveller(self, sid, board)

    def diverged(self, sid: str, board: int, t1: str, t2: str, *, coach: bool = False,
                 seconds: float = 1.0) -> dict[str, Any] | None:
        """The first step where two tables' play of ``board`` differs (None if never)."""
        return sets.diverged(self, sid, board, t1, t2, coach=coach, seconds=seconds)

    def export_csv(self, sid: str) -> str:
        return sets.export_csv(self, sid)

    def export_pbn(self, sid: str) -> str:
        return sets.export_pbn(self, sid)

    def sets(self) -> list[dict[str, Any]]:
        return sets.sets(self)

    def set_info(self, sid: str) -> dict[str, Any]:
        row = sets.set_row(self, sid)
        return {"id": row["id"], "game": row["game"], "rules": row["rules"], "deals": len(row["deals"]),
                "lockstep": bool(row["options"].get("lockstep")), "deal": row["options"].get("deal", 1),
                "title": row["options"].get("title"), "tables": [ts.meta.id for ts in sets.set_tables(self, sid)]}

    def record(self, tid: str, deal: int | None = None) -> Any:
        """A finished deal as a :mod:`tutor.replay` record (the review and the replay take it); the last
        finished deal unless ``deal`` is given. Writes the hand into the seated learners' progress too."""
        from .. import replay

        ts = self._load(tid)
        deals = [*ts.done, ts.deal] if ts.hand_over else list(ts.done)
        if deal is not None:
            deals = [d for d in deals if d.number == deal]
        if not deals:
            raise TableError(t("no finished deal to show yet"), code="invalid")
        d = deals[-1]
        if d is ts.deal:
            self._after_hand(ts)
        names = seat_names(ts)
        return replay.record(d.start, list(d.actions), game=ts.meta.game,
                             title=str(t("Table {table}, deal {deal}", table=ts.meta.id, deal=d.number)),
                             players=names)


def _uid(tid: str, deal: int, seat: str, learner: str) -> str:
    """The unique id of a hand's answer (at most 40 characters, as the store keeps them)."""
    import hashlib

    return "t-" + hashlib.sha256(f"{tid}#{deal}:{seat}:{learner}".encode()).hexdigest()[:38]


def running(ts: TableState) -> bool:
    """A match is running once its first action is taken and until its last hand is over."""
    started = bool(ts.done) or bool(ts.deal.actions)
    return started and not ts.finished


def _won(ts: TableState, seat: str, summary: Mapping[str, Any]) -> bool:
    """Whether ``seat``'s side did at least as well as every other side in the hand, by the engine's
    score (27 Wang: its side won the hand, as the engine settled it)."""
    team = ts.game.team_of(seat)
    score = summary.get("score")
    if isinstance(score, Mapping) and score:
        mine = score.get(team if team is not None else seat)
        return isinstance(mine, int | float) and all(mine >= v for v in score.values() if isinstance(v, int | float))
    result = ts.deal.state.result()
    banker = summary.get("banker")
    winner = getattr(result, "winner", None)
    if banker is None or winner not in ("banker", "defenders"):
        return False
    return (ts.game.team_of(banker) == team) == (winner == "banker")


def summary_row(ts: TableState, *, ids: bool = False) -> dict[str, Any]:
    names = seat_names(ts)
    seats = {}
    for s in SEATS:
        info = ts.seats[s]
        seats[s] = {"name": names[s], "robot": info.robot, "free": info.free, "learner": info.learner is not None}
        if ids:
            seats[s]["id"] = info.learner
    from .views import match_json

    return {"id": ts.meta.id, "game": ts.meta.game, "title": str(ts.game.title), "rules": dict(ts.meta.rules),
            "seed": ts.meta.seed, "set": ts.meta.set_id, "deal": ts.deal.number, "step": ts.n,
            "turn": ts.turn, "phase": ts.deal.state.phase, "over": ts.hand_over, "finished": ts.finished,
            "paused": ts.paused, "closed": ts.closed, "seats": seats, "created": ts.meta.created,
            "by": ts.meta.options.get("by"), "level": ts.meta.options.get("level", "beginner"),
            "status": str(_status(ts)), "match": jsonable(match_json(ts))}


def _status(ts: TableState) -> str:
    if ts.closed:
        return str(t("closed"))
    if ts.finished:
        return str(t("the match is over"))
    if ts.paused:
        return str(t("paused"))
    if ts.hand_over:
        return str(t("the hand is over"))
    turn = ts.turn
    if turn is not None and ts.seats[turn].free:
        return str(t("waiting for a player at {seat}", seat=SEAT_NAME[turn]))
    return str(t("{seat} to play", seat=SEAT_NAME.get(turn or "", "—")))


def open_hall(url: str | None = None, *, timeout: float = 15.0) -> Hall:
    """The hall of the database at ``url`` (None: the progress store's, ``TUTOR_DB`` or SQLite in the data
    folder); its tables are made when missing. :class:`StoreError` with the reason when it cannot be opened."""
    store = open_store(url, timeout=timeout)
    hall = Hall(store)
    try:
        hall.migrate()
    except StoreError:
        store.close()
        raise
    return hall
