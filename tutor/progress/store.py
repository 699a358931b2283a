"""The progress store: learners, every answer, and each skill's memory state, in SQLite or any SQLAlchemy URL.

One transaction per answer. SQLite runs in WAL mode (readers never wait for the writer), every write
transaction starts ``BEGIN IMMEDIATE`` (it takes the write lock first, so two writers queue on the busy
timeout instead of failing half-way), and a write that still finds the database busy is retried until the
store's ``timeout``. Every answer carries a unique id: a write retried after a lost reply is kept once.
Any failure of the database becomes :class:`tutor.errors.StoreError` with a plain reason.
"""

from __future__ import annotations

import datetime as dt
import os
import random
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import bindparam, create_engine, delete, event, func, insert, select, text, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError, SQLAlchemyError

from ..errors import StoreError
from . import memory as fsrs_memory
from . import schema
from .clock import Clock, aware
from .clock import now as clock_now
from .names import check_item, check_learner, choice_key, clean_name, drill_skill, item_kind, quiz_lesson

T = TypeVar("T")
SQLITE_HEADER = b"SQLite format 3\x00"
#: The database files this process has opened (their header read once; see :func:`open_store`).
_HEADER_READ: set[str] = set()
ANSWER_MAX = 500  # characters of a recorded choice kept (a choice is a short text)


def data_dir() -> Path:
    """The app's data folder: ``TUTOR_DATA``, else ``$XDG_DATA_HOME/trick-tutor`` (``~/.local/share/trick-tutor``)."""
    given = os.environ.get("TUTOR_DATA")
    if given:
        return Path(given).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "trick-tutor"


def default_url() -> str:
    """``TUTOR_DB`` when set, else the SQLite file ``progress.sqlite`` in :func:`data_dir`."""
    return os.environ.get("TUTOR_DB") or f"sqlite:///{data_dir() / 'progress.sqlite'}"


def memory_dump(card: Any) -> str:
    """A card as the store keeps it (FSRS's JSON)."""
    return fsrs_memory.dump(card)


def reviews(item: str, answer: str | None) -> bool:
    """Whether an answer is a review for FSRS: every drill answer (of its skill), and a lesson finished (of
    the lesson: right when every question of that visit was right at the first try)."""
    kind = item_kind(item)
    return kind == "drill" or (kind == "lesson" and answer == "finished")


def memory_key(item: str) -> str:
    """Whose memory an answer reviews: a drill's skill (``wang27.follow``) or a lesson (``lesson:spades/01-x``)."""
    return drill_skill(item) if item_kind(item) == "drill" else item


def _naive(t: dt.datetime) -> dt.datetime:
    """UTC without a zone, as the tables keep times (SQLite has no zones)."""
    return aware(t).replace(tzinfo=None)


def _reason(exc: BaseException) -> tuple[str, str]:
    """(code, sentence) for a database failure."""
    msg = str(getattr(exc, "orig", None) or exc).lower()
    if "readonly" in msg or "read-only" in msg or "read only" in msg:
        return "read-only", "the progress database is read-only (its file or folder cannot be written)"
    if "locked" in msg or "busy" in msg:
        return "locked", "the progress database is locked by another program and did not free up in time"
    if "not a database" in msg or "malformed" in msg or "corrupt" in msg or "disk image" in msg:
        return "corrupt", "the progress database file is damaged (it is not a readable database)"
    if "unable to open" in msg or "no such file" in msg or "cannot open" in msg:
        return "missing", "the progress database cannot be opened (its folder is missing or not writable)"
    if "disk" in msg and "full" in msg:
        return "full", "the disk holding the progress database is full"
    if "connect" in msg or "connection" in msg or "server" in msg or "timeout" in msg:
        return "unreachable", "the progress database server does not answer"
    return "failed", f"the progress database refused the request ({msg[:120]})"


def _transient(exc: BaseException) -> bool:
    code, _ = _reason(exc)
    return code in ("locked", "unreachable") or bool(getattr(exc, "connection_invalidated", False))


# The statements of one answer, built once (building them is most of a write's cost in Python).
_a, _m, _l = schema.answers.c, schema.memory.c, schema.learners.c
_HAS_UID = select(_a.seq).where(_a.uid == bindparam("uid"))
_HAS_LEARNER = select(_l.id).where(_l.id == bindparam("lid"))
_ADD_LEARNER = insert(schema.learners)
_ADD_ANSWER = insert(schema.answers)
_CARD = select(_m.card).where(_m.learner == bindparam("lid"), _m.skill == bindparam("key"))
_SET_CARD = update(schema.memory).where(_m.learner == bindparam("lid"), _m.skill == bindparam("key")).values(
    card=bindparam("card_"), due=bindparam("due_"), updated=bindparam("updated_"))
_SET_CARD_IF = update(schema.memory).where(_m.learner == bindparam("lid"), _m.skill == bindparam("key"),
                                            _m.card == bindparam("old")).values(
    card=bindparam("card_"), due=bindparam("due_"), updated=bindparam("updated_"))
_ADD_CARD = insert(schema.memory)


class Store:
    """A progress store (make one with :func:`tutor.progress.open`)."""

    def __init__(self, engine: Engine, *, url: str, clock: Clock = clock_now, timeout: float = 15.0) -> None:
        self.engine = engine
        self.url = url
        self.clock = clock
        self.timeout = timeout
        self.sqlite = engine.dialect.name == "sqlite"

    def __repr__(self) -> str:
        return f"Store({self.engine.dialect.name})"

    # -- transactions ---------------------------------------------------------------------------------
    @contextmanager
    def _connect(self) -> Iterator[Connection]:
        with self.engine.connect() as conn:
            yield conn

    def _write(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` in one write transaction, retried while the database is busy, up to ``timeout``."""
        deadline = time.monotonic() + self.timeout
        delay = 0.02
        while True:
            try:
                with self.engine.connect() as conn:
                    conn.execution_options(tutor_write=True)  # SQLite: BEGIN IMMEDIATE (below), reads plain BEGIN
                    with conn.begin():
                        return work(conn)
            except StoreError:
                raise
            except (OperationalError, DBAPIError) as exc:
                # SQLite waits on its own busy timeout (the store's timeout): another try would only queue again
                if _transient(exc) and not (self.sqlite and _reason(exc)[0] == "locked") \
                        and time.monotonic() + delay < deadline:
                    time.sleep(delay * (0.5 + random.random()))
                    delay = min(delay * 2, 0.5)
                    continue
                code, sentence = _reason(exc)
                raise StoreError(sentence, reason=code) from None
            except SQLAlchemyError as exc:
                code, sentence = _reason(exc)
                raise StoreError(sentence, reason=code) from None

    def _read(self, work: Callable[[Connection], T]) -> T:
        try:
            with self._connect() as conn:
                return work(conn)
        except SQLAlchemyError as exc:
            code, sentence = _reason(exc)
            raise StoreError(sentence, reason=code) from None

    def _ensure_learner(self, conn: Connection, learner: str, when: dt.datetime) -> None:
        if conn.execute(_HAS_LEARNER, {"lid": learner}).first() is not None:
            return
        row = {"id": learner, "name": None, "created": _naive(when)}
        if self.sqlite:  # BEGIN IMMEDIATE holds the write lock: nobody adds the learner meanwhile
            conn.execute(_ADD_LEARNER, row)
            return
        # elsewhere the learner's first answer from two tabs at once adds them twice: the second insert fails on
        # the key, and only its savepoint is undone (the learner is there, the answer is kept in this transaction)
        try:
            with conn.begin_nested():
                conn.execute(_ADD_LEARNER, row)
        except IntegrityError:
            pass

    # -- schema -----------------------------------------------------------------------------------------
    def migrate(self) -> int:
        """Create the tables, or bring an older database up to :data:`schema.VERSION`; returns the version."""
        def work(conn: Connection) -> int:
            version = schema.current_version(conn)
            if version is None:
                schema.metadata.create_all(conn)
                conn.execute(insert(schema.schema_version).values(version=schema.VERSION))
                return schema.VERSION
            if version > schema.VERSION:
                raise StoreError(f"the progress database was made by a newer Trick Tutor (schema {version}, "
                                 f"this one knows {schema.VERSION})", reason="newer")
            if version < 1:
                raise StoreError("the progress database holds tables this program did not make", reason="corrupt")
            while version < schema.VERSION:
                schema.MIGRATIONS[version](conn, self._rebuild_memory)
                version += 1
                conn.execute(update(schema.schema_version).values(version=version))
            return version
        return self._write(work)

    def version(self) -> int | None:
        return self._read(schema.current_version)

    def _rebuild_memory(self, conn: Connection) -> None:
        """Replay every drill answer through FSRS (used when migrating from a store without memory)."""
        a = schema.answers.c
        cards: dict[tuple[str, str], Any] = {}
        for row in conn.execute(select(a.learner, a.item, a.correct, a.answer, a.at)
                                .where(a.item.like("drill:%") | a.item.like("lesson:%")).order_by(a.seq)):
            if not reviews(row.item, row.answer):
                continue
            key = (row.learner, memory_key(row.item))
            cards[key] = fsrs_memory.review(cards.get(key), bool(row.correct), aware(row.at))
        for (learner, skill), card in cards.items():
            conn.execute(insert(schema.memory).values(learner=learner, skill=skill, card=fsrs_memory.dump(card),
                                                      due=_naive(fsrs_memory.due(card)),
                                                      updated=_naive(aware(card.last_review or card.due))))

    # -- writing ----------------------------------------------------------------------------------------
    def record(self, learner: str, item: str, correct: bool, answer: Any = None, seconds: float | None = None,
               *, now: dt.datetime | None = None, uid: str | None = None) -> None:
        """Keep one answer (and, for a drill, its skill's new memory state) in one transaction.

        ``answer`` is the choice made (kept as text); ``seconds`` the time taken; ``uid`` makes a retried
        write idempotent (one is made when not given).
        """
        learner = check_learner(learner)
        item = check_item(item)
        if not isinstance(correct, bool):
            raise StoreError(f"correct is True or False, not {correct!r}"[:80], reason="invalid")
        if seconds is not None:
            if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 <= seconds < 1e7:
                raise StoreError(f"seconds is a time taken (0 or more), not {seconds!r}"[:80], reason="invalid")
            seconds = float(seconds)
        choice = None if answer is None else str(answer)[:ANSWER_MAX]
        when = aware(now or self.clock())
        uid = uid or uuid.uuid4().hex

        tries = [0]

        def work(conn: Connection) -> None:
            tries[0] += 1
            if tries[0] > 1 and conn.execute(_HAS_UID, {"uid": uid}).first():
                return  # this very answer was kept by an earlier try
            self._ensure_learner(conn, learner, when)
            conn.execute(_ADD_ANSWER, {"uid": uid, "learner": learner, "item": item, "correct": correct,
                                       "answer": choice, "seconds": seconds, "at": _naive(when)})
            if key is not None:
                self._review(conn, learner, key, correct, when, seconds, guess)

        # The new memory state is worked out before the write lock is taken (FSRS and the card's JSON cost
        # more than the writes); in the lock it is written only if the card is still the one it was made from.
        key = memory_key(item) if reviews(item, choice) else None
        guess = self._guess(learner, key, correct, when, seconds) if key is not None else None

        try:
            self._write(work)
        except StoreError as exc:
            if exc.reason == "failed" and self._has(uid):  # a unique-id clash: kept once already
                return
            raise

    def _has(self, uid: str) -> bool:
        try:
            return self._read(lambda c: c.execute(select(schema.answers.c.seq)
                                                  .where(schema.answers.c.uid == uid)).first() is not None)
        except StoreError:
            return False

    def _guess(self, learner: str, key: str, correct: bool, when: dt.datetime,
               seconds: float | None) -> tuple[str | None, dict[str, Any]] | None:
        """(the card's JSON now, its values after this answer), read without a lock; None if unreadable."""
        try:
            row = self._read(lambda c: c.execute(_CARD, {"lid": learner, "key": key}).first())
        except StoreError:
            return None
        old = row.card if row else None
        return old, self._reviewed(fsrs_memory.load(old), correct, when, seconds)

    @staticmethod
    def _reviewed(old: Any, correct: bool, when: dt.datetime, seconds: float | None) -> dict[str, Any]:
        at = max(when, aware(old.last_review)) if old is not None and old.last_review else when  # two tabs' order
        card = fsrs_memory.review(old, correct, at, seconds=seconds)
        return {"card_": fsrs_memory.dump(card), "due_": _naive(fsrs_memory.due(card)), "updated_": _naive(at)}

    def _review(self, conn: Connection, learner: str, skill: str, correct: bool, when: dt.datetime,
                seconds: float | None, guess: tuple[str | None, dict[str, Any]] | None = None) -> None:
        key = {"lid": learner, "key": skill}
        if guess is not None:
            old, new = guess
            if old is not None:
                if conn.execute(_SET_CARD_IF, {**key, **new, "old": old}).rowcount == 1:
                    return
            elif self.sqlite and conn.execute(_CARD, key).first() is None:  # the lock is ours: nobody adds it now
                conn.execute(_ADD_CARD, {"learner": learner, "skill": skill, "card": new["card_"],
                                         "due": new["due_"], "updated": new["updated_"]})
                return
        # the card changed since (another tab), or another database: read it under the lock and review that
        # SQLite: BEGIN IMMEDIATE already holds the write lock; elsewhere two tabs answering the same skill
        # wait for each other on the card's row
        query = _CARD if self.sqlite else _CARD.with_for_update()
        row = conn.execute(query, key).first()

        def reviewed(old: Any) -> dict[str, Any]:
            return self._reviewed(old, correct, when, seconds)

        if row:
            conn.execute(_SET_CARD, {**key, **reviewed(fsrs_memory.load(row.card))})
            return
        new = reviewed(None)
        try:
            with conn.begin_nested():
                conn.execute(_ADD_CARD, {"learner": learner, "skill": skill, "card": new["card_"],
                                         "due": new["due_"], "updated": new["updated_"]})
        except IntegrityError:  # another tab made the card at the same moment (PostgreSQL): review that one
            row = conn.execute(query, key).first()
            conn.execute(_SET_CARD, {**key, **reviewed(fsrs_memory.load(row.card) if row else None)})

    def set_name(self, learner: str, name: str, *, now: dt.datetime | None = None) -> str:
        """Give a learner a name (checked by :func:`names.clean_name`); returns the name kept."""
        learner = check_learner(learner)
        clean = clean_name(name)
        when = aware(now or self.clock())

        def work(conn: Connection) -> None:
            self._ensure_learner(conn, learner, when)
            conn.execute(update(schema.learners).where(schema.learners.c.id == learner).values(name=clean))
        self._write(work)
        return clean

    def forget(self, learner: str) -> int:
        """Delete everything kept about ``learner`` (answers, memory, name); returns how many answers went."""
        learner = check_learner(learner)

        def work(conn: Connection) -> int:
            gone = conn.execute(delete(schema.answers).where(schema.answers.c.learner == learner)).rowcount
            conn.execute(delete(schema.memory).where(schema.memory.c.learner == learner))
            conn.execute(delete(schema.learners).where(schema.learners.c.id == learner))
            return int(gone or 0)
        return self._write(work)

    # -- reading ----------------------------------------------------------------------------------------
    def name(self, learner: str) -> str | None:
        learner = check_learner(learner)
        row = self._read(lambda c: c.execute(select(schema.learners.c.name)
                                             .where(schema.learners.c.id == learner)).first())
        return row.name if row else None

    def learners(self) -> list[dict[str, Any]]:
        """Every learner: ``[{"id", "name" (or None), "created" (ISO time)}]``, oldest first (the class view)."""
        rows = self._read(lambda c: c.execute(select(schema.learners).order_by(schema.learners.c.created,
                                                                                schema.learners.c.id)).all())
        return [{"id": r.id, "name": r.name, "created": aware(r.created).isoformat()} for r in rows]

    @staticmethod
    def _answer(row: Any, *, learner: bool = False) -> dict[str, Any]:
        out = {"item": row.item, "correct": bool(row.correct), "answer": row.answer, "seconds": row.seconds,
               "time": aware(row.at).isoformat()}
        if learner:
            out = {"learner": row.learner, **out}
        return out

    def answers(self, learner: str) -> list[dict[str, Any]]:
        """Every answer of ``learner`` in the order given: ``{"item", "correct", "answer", "seconds", "time"}``."""
        learner = check_learner(learner)
        a = schema.answers.c
        rows = self._read(lambda c: c.execute(select(schema.answers).where(a.learner == learner)
                                              .order_by(a.seq)).all())
        return [self._answer(r) for r in rows]

    def answers_for(self, item_prefix: str = "") -> list[dict[str, Any]]:
        """Every learner's answers whose item starts with ``item_prefix`` (``"quiz:spades/"``, ``"drill:"``,
        ``""`` for all), in the order given, each with its ``"learner"`` (the class view)."""
        if not isinstance(item_prefix, str) or len(item_prefix) > 200:
            raise StoreError("an item prefix is a short text", reason="invalid")
        a = schema.answers.c
        pattern = item_prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = self._read(lambda c: c.execute(select(schema.answers).where(a.item.like(pattern, escape="\\"))
                                              .order_by(a.seq)).all())
        return [self._answer(r, learner=True) for r in rows]

    def count(self) -> int:
        """How many answers the store holds (every learner)."""
        return int(self._read(lambda c: c.execute(select(func.count()).select_from(schema.answers)).scalar()) or 0)

    def cards(self, learner: str) -> dict[str, Any]:
        """Each skill's FSRS card for ``learner``."""
        learner = check_learner(learner)
        m = schema.memory.c
        rows = self._read(lambda c: c.execute(select(m.skill, m.card).where(m.learner == learner)).all())
        return {r.skill: fsrs_memory.load(r.card) for r in rows}

    def summary(self, learner: str, *, now: dt.datetime | None = None) -> dict[str, Any]:
        """The learner's record: see :mod:`tutor.progress` for its shape."""
        when = aware(now or self.clock())
        answers = self.answers(learner)
        cards = self.cards(learner)
        lessons: dict[str, dict[str, Any]] = {}
        skills: dict[str, dict[str, Any]] = {}
        firsts: dict[str, bool] = {}  # item -> its first answer was right
        hands: list[dict[str, Any]] = []  # hands played at tables, in order
        choices: dict[str, str | None] = {}  # what the learner chose once (choice:<key>): the latest answer

        def lesson(path: str) -> dict[str, Any]:
            return lessons.setdefault(path, {"opened": False, "finished": False, "questions": 0,
                                             "first_try_right": 0, "mastery": 0.0, "due": None, "last": None})

        for ans in answers:
            item, kind = ans["item"], item_kind(ans["item"])
            first = item not in firsts
            if first:
                firsts[item] = ans["correct"]
            if kind == "lesson":
                entry = lesson(item[len("lesson:"):])
                entry["last"] = ans["time"]
                entry["opened"] = True
                if ans["answer"] == "finished":
                    entry["finished"] = True
            elif kind == "quiz":
                entry = lesson(quiz_lesson(item))
                entry["last"] = ans["time"]
                if first:
                    entry["questions"] += 1
                    entry["first_try_right"] += int(ans["correct"])
            elif kind == "choice":  # a remembered choice (the bidding system): no skill, no memory
                choices[choice_key(item)] = ans["answer"]
            elif kind == "table":  # a hand played at a table (tutor.tables): listed, no skill's memory
                hands.append({"item": item, "won": ans["correct"], "time": ans["time"]})
            else:
                sk = skills.setdefault(drill_skill(item), {"answers": 0, "right": 0, "first_try_right": 0})
                sk["answers"] += 1
                sk["right"] += int(ans["correct"])
                if first:
                    sk["first_try_right"] += int(ans["correct"])
        for entry in lessons.values():
            entry.setdefault("due_at", None)
            entry.setdefault("review", False)
            if entry["questions"]:
                entry["mastery"] = round(entry["first_try_right"] / entry["questions"], 4)
        for key, card in cards.items():
            due = fsrs_memory.review_at(card)
            if key.startswith("lesson:"):
                entry = lesson(key[len("lesson:"):])
                entry.update(due=due.date(), due_at=due.isoformat(), review=due <= when)
                continue
            sk = skills.setdefault(key, {"answers": 0, "right": 0, "first_try_right": 0})
            sk.update(mastery=fsrs_memory.mastery(card, when, right=sk["right"]), due=due.date(),
                      due_at=due.isoformat(), review=due <= when, finished=card.state.name == "Review")
        for sk in skills.values():
            sk.setdefault("mastery", 0.0)
            sk.setdefault("due", None)
            sk.setdefault("due_at", None)
            sk.setdefault("review", False)
            sk.setdefault("finished", False)
        practised = [s for s in skills if skills[s]["answers"]]
        reviews = sorted((s for s in skills if skills[s]["review"]), key=lambda s: (skills[s]["due_at"], s))
        weakest = min(practised, key=lambda s: (skills[s]["mastery"], s)) if practised else None
        lesson_reviews = sorted((x for x in lessons if lessons[x]["review"]), key=lambda x: (lessons[x]["due_at"], x))
        return {"learner": learner, "name": self.name(learner), "now": when.isoformat(), "lessons": lessons,
                "skills": skills, "reviews": reviews, "lesson_reviews": lesson_reviews, "weakest": weakest,
                "answers": len(answers), "hands": hands, "choices": choices}

    def close(self) -> None:
        self.engine.dispose()


def _sqlite_engine(path: Path, timeout: float) -> Engine:
    busy_ms = int(max(0.05, timeout) * 1000)
    engine = create_engine(f"sqlite:///{path}", connect_args={"timeout": busy_ms / 1000, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves (below)
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA busy_timeout = {busy_ms}")
        cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA synchronous = NORMAL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        # a write takes the lock first (writers queue on the busy timeout instead of failing half-way);
        # a read is a plain snapshot and never waits (WAL)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("tutor_write") else "BEGIN")

    return engine


def open_store(url: str | None = None, *, clock: Clock = clock_now, timeout: float = 15.0) -> Store:
    """Open (and create or migrate) the store at ``url``; :class:`StoreError` with the reason if it cannot."""
    url = url or default_url()
    if url.startswith("sqlite:///") and url != "sqlite:///:memory:":
        path = Path(url[len("sqlite:///"):])
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"the progress folder {path.parent} cannot be made ({exc.strerror})",
                             reason="missing") from None
        # The header is read once per process and file: closing any file descriptor of the database drops every
        # POSIX lock this process holds on it, so reading it again beside open connections (a second store, the
        # tables' hall) told other processes nobody here used it; one that closed then reset the WAL under our
        # connections, which from then on read an old snapshot. SQLite's own checks (quick_check below) remain.
        key = str(path.resolve())
        if path.exists() and key not in _HEADER_READ:
            try:
                with open(path, "rb") as f:
                    head = f.read(len(SQLITE_HEADER))
            except OSError as exc:
                raise StoreError(f"the progress database cannot be read ({exc.strerror})", reason="missing") from None
            if head and head != SQLITE_HEADER:
                raise StoreError("the progress database file is damaged (it is not a readable database)",
                                 reason="corrupt")
        if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise StoreError(f"the progress database in {path.parent} is read-only (it cannot be written)",
                             reason="read-only")
        engine = _sqlite_engine(path, timeout)
        _HEADER_READ.add(key)  # from here on this process may hold connections to it: never read it again
    else:
        try:
            engine = create_engine(url, pool_pre_ping=True)
        except (SQLAlchemyError, ImportError, ValueError) as exc:
            raise StoreError(f"the progress database address cannot be used ({type(exc).__name__}: "
                             f"{str(exc)[:120]})", reason="invalid") from None
    store = Store(engine, url=url, clock=clock, timeout=timeout)
    try:
        store.migrate()
        if store.sqlite:
            bad = store._read(lambda c: c.execute(text("PRAGMA quick_check")).scalar())
            if bad != "ok":
                raise StoreError("the progress database file is damaged (its check failed)", reason="corrupt")
    except StoreError:
        engine.dispose()
        raise
    return store
