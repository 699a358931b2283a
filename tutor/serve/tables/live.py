"""The live tables of one server process: who is connected to which table, and what each of them is sent.

One :class:`Room` per table with at least one open page in this process. A room asks the hall for the table's step
(``hall.step``: one indexed read, changed by every event) every :data:`POLL` seconds — one poll a table, shared by
every page of that table in this process — and, after an action taken through this process, at once. When the step
changed, each connected page gets its own seat's ``Seat.view()`` (never another seat's, never the teacher's view);
a page with no seat gets the table's status only (seats, whose turn, the step: no card). Pages of the same seat in
the same language share one view (one ``view()`` call a seat and language for each step).

The hall is used from one thread of its own (:class:`HallThread`): its reads and writes go to SQLite or PostgreSQL
and robots move inside the calls that change a table, so the event loop that serves every page never waits on them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from tornado.ioloop import PeriodicCallback

from ... import i18n

LOG = logging.getLogger("tutor.serve.tables")
T = TypeVar("T")

#: Seconds between two looks at a table's step (changes made by another server process show within this).
POLL = 0.2


class Page(Protocol):
    """A connected page (:class:`tutor.serve.tables.handlers.TableSocket`)."""

    learner: str
    lang: str
    seat: str | None
    sent_step: int | None

    def send(self, message: dict[str, Any]) -> None: ...


class HallThread:
    """The hall, used from one thread: :meth:`run` calls ``fn(hall, *args)`` there and awaits the result."""

    def __init__(self, opener: Callable[[], Any]) -> None:
        self._opener = opener
        self._hall: Any = None
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tables-hall")

    def _call(self, fn: Callable[..., T], args: tuple[Any, ...], lang: str | None) -> T:
        if self._hall is None:
            self._hall = self._opener()
        if lang is None:
            return fn(self._hall, *args)
        with i18n.language(lang):
            return i18n.translated(fn(self._hall, *args))  # type: ignore[no-any-return]

    async def run(self, fn: Callable[..., T], *args: Any, lang: str | None = None) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, self._call, fn, args, lang)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def status_of(row: dict[str, Any]) -> dict[str, Any]:
    """What a page without a seat is sent about a table: its ``hall.tables()`` row without a card or a learner id.

    >>> out = status_of({"id": "7", "game": "spades", "step": 3, "over": False, "paused": False, "turn": "S",
    ...                  "seats": {"N": {"learner": "b-1", "name": "Ann", "robot": None, "free": False}}, "score": {}})
    >>> out["seats"], out["turn"], out["step"]
    ({'N': {'name': 'Ann', 'robot': None, 'free': False}}, 'S', 3)
    """
    seats = {s: {"name": v.get("name") or "", "robot": v.get("robot"), "free": bool(v.get("free"))}
             for s, v in (row.get("seats") or {}).items()}
    return {"table": row.get("id"), "game": row.get("game"), "step": row.get("step"), "over": bool(row.get("over")),
            "paused": bool(row.get("paused")), "turn": row.get("turn"), "seats": seats}


class Room:
    """The pages of one table in this process, and the one poll that keeps them up to date."""

    def __init__(self, rooms: Rooms, table: str) -> None:
        self.rooms, self.table = rooms, table
        self.pages: set[Page] = set()
        self.step: int | None = None
        self._poll = PeriodicCallback(self._tick, POLL * 1000)
        self._busy = False
        self._again = False
        self._known: dict[tuple[str, str], dict[str, Any]] = {}

    def start(self) -> None:
        self._poll.start()

    def stop(self) -> None:
        self._poll.stop()

    async def _tick(self) -> None:
        if self._busy:
            return
        try:
            step = await self.rooms.hall.run(lambda h: h.step(self.table))
        except Exception as exc:  # noqa: BLE001 - a locked or lost store: said in the log, tried again next tick
            LOG.warning("table %s: cannot read its step: %s", self.table, exc)
            return
        if step != self.step:
            await self.push()

    async def push(self, known: dict[tuple[str, str], dict[str, Any]] | None = None) -> None:
        """Send every page its own view of the table as it is now (pages already at that step are skipped);
        ``known``: views already made for this change (the actor's, which ``Seat.act`` returns), used if current."""
        if known:
            self._known.update(known)
        if self._busy:  # a push is under way: one more after it, with what changed meanwhile
            self._again = True
            return
        self._busy = True
        try:
            while True:
                self._again = False
                await self._push_once()
                if not self._again:
                    break
        finally:
            self._busy = False

    async def _push_once(self) -> None:
        pages = list(self.pages)
        wanted = [(p.learner, p.lang) for p in pages]
        known, self._known = self._known, {}
        try:  # one trip to the hall thread: who holds which seat now, and each seat's view in each language
            row, views = await self.rooms.hall.run(snapshot, self.table, wanted, known)
        except Exception as exc:  # noqa: BLE001 - the pages keep what they have; the next change tries again
            LOG.warning("table %s: cannot be read: %s", self.table, exc)
            return
        status = status_of(row)
        self.step = row.get("step")
        for page in pages:
            seat = seat_of(row, page.learner)  # a learner who left (in another tab or process) no longer gets it
            if seat != page.seat:
                page.seat, page.sent_step = seat, None
            view = views.get((seat, page.lang)) if seat is not None else status
            if view is None or page not in self.pages or page.sent_step == view.get("step"):
                continue
            page.sent_step = view.get("step")
            page.send({"type": "view" if seat else "status", "view": view})


def snapshot(hall: Any, table: str, wanted: list[tuple[str, str]],
             known: dict[tuple[str, str], dict[str, Any]] | None = None) -> tuple[dict[str, Any], dict[Any, Any]]:
    """In the hall's thread: the table's row (with learner ids) and the view of every seat held by a learner in
    ``wanted`` (``(learner, language)`` pairs), once for each seat and language (``known`` views of the table's
    current step are taken as they are)."""
    row = hall.table(table, ids=True)
    views: dict[tuple[str, str], dict[str, Any]] = {
        key: view for key, view in (known or {}).items() if view.get("step") == row.get("step")}
    for learner, lang in wanted:
        seat = seat_of(row, learner)
        if seat is not None and (seat, lang) not in views:
            with i18n.language(lang):
                views[(seat, lang)] = i18n.translated(hall.seat(table, seat).view())
    return row, views


def seat_of(row: dict[str, Any], learner: str) -> str | None:
    """The seat ``learner`` holds in a ``hall.table(tid, ids=True)`` row, or None.

    >>> seat_of({"seats": {"N": {"id": "b-1"}, "S": {"id": "b-2"}}}, "b-2"), seat_of({"seats": {}}, "b-2")
    ('S', None)
    """
    for seat, info in (row.get("seats") or {}).items():
        if (info or {}).get("id") == learner:
            return str(seat)
    return None


class Rooms:
    """Every room of this process (one :class:`Rooms` per app, in its settings as ``tutor_tables``)."""

    def __init__(self, hall: HallThread) -> None:
        self.hall = hall
        self.rooms: dict[str, Room] = {}

    def join(self, table: str, page: Page) -> Room:
        room = self.rooms.get(table)
        if room is None:
            room = self.rooms[table] = Room(self, table)
            room.start()
        room.pages.add(page)
        return room

    def leave(self, table: str, page: Page) -> None:
        room = self.rooms.get(table)
        if room is None:
            return
        room.pages.discard(page)
        if not room.pages:
            room.stop()
            del self.rooms[table]

    async def view(self, table: str, seat: str | None, lang: str) -> dict[str, Any] | None:
        """What a page of ``seat`` is sent: that seat's ``Seat.view()``, or (``seat`` None) the table's status."""
        if seat is None:
            return status_of(await self.hall.run(lambda h: h.table(table), lang=lang))
        return await self.hall.run(lambda h: h.seat(table, seat).view(), lang=lang)  # type: ignore[no-any-return]

    async def changed(self, table: str, known: dict[tuple[str, str], dict[str, Any]] | None = None) -> None:
        """A change made through this process: every page of the table gets it now, not at the next poll
        (``known``: views made with the change, ``{(seat, language): view}``)."""
        room = self.rooms.get(table)
        if room is not None:
            await room.push(known)


def dumps(message: dict[str, Any]) -> str:
    """A message as JSON text (non-ASCII as is: names and Chinese words)."""
    return json.dumps(message, ensure_ascii=False, default=str)


def now_ms() -> float:
    return time.time() * 1000
