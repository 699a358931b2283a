"""The progress store: SQLite file in WAL mode, migrations, broken databases, concurrent writers, names, forget,
export, FSRS scheduling on a simulated clock, and the kernel session that never raises."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import multiprocessing
import os
import sqlite3
import subprocess
import threading
from pathlib import Path

import pytest

from tutor import i18n, progress
from tutor.errors import StoreError
from tutor.progress import memory as fsrs_memory
from tutor.progress import schema
from tutor.progress.session import Session

T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


def next_day(t: dt.datetime) -> dt.datetime:
    """The start of the local day after ``t`` (when a review answered at ``t`` may be offered at the earliest)."""
    local = (t.astimezone() + dt.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return local.astimezone(dt.UTC)


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, start: dt.datetime = T0) -> None:
        self.t = start

    def __call__(self) -> dt.datetime:
        return self.t

    def advance(self, **kw: float) -> None:
        self.t += dt.timedelta(**kw)


def url(tmp_path: Path, name: str = "progress.sqlite") -> str:
    return f"sqlite:///{tmp_path / name}"


@pytest.fixture
def store(tmp_path):
    s = progress.open(url(tmp_path))
    yield s
    s.close()


@contextlib.contextmanager
def read_only(*paths: Path):
    """Make paths unwritable, for root too (root ignores modes: the immutable attribute stops it)."""
    if os.geteuid() == 0:
        for p in paths:
            subprocess.run(["chattr", "+i", str(p)], check=True)
        try:
            yield
        finally:
            for p in paths:
                subprocess.run(["chattr", "-i", str(p)], check=True)
    else:
        modes = [p.stat().st_mode for p in paths]
        for p in paths:
            p.chmod(0o555 if p.is_dir() else 0o444)
        try:
            yield
        finally:
            for p, m in zip(paths, modes, strict=True):
                p.chmod(m)


# -- the file ----------------------------------------------------------------------------------------------

def test_default_store_is_a_wal_sqlite_file_in_tutor_data(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("TUTOR_DB", raising=False)
    s = progress.open()
    s.record("b-ann", "quiz:spades/01-the-deal-and-the-bid#1", True, "North", 3.5)
    s.close()
    path = tmp_path / "data" / "progress.sqlite"
    assert path.read_bytes()[:16] == b"SQLite format 3\x00"
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("SELECT version FROM schema_version").fetchall() == [(schema.VERSION,)]
        assert raw.execute("SELECT learner, item, correct, answer, seconds FROM answers").fetchall() == [
            ("b-ann", "quiz:spades/01-the-deal-and-the-bid#1", 1, "North", 3.5)]


def test_tutor_db_chooses_the_database(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_DB", url(tmp_path, "elsewhere.sqlite"))
    s = progress.open()
    s.record("b-ann", "lesson:spades/01-x", True, "opened")
    s.close()
    assert (tmp_path / "elsewhere.sqlite").exists()


def test_answers_come_back_in_order_with_every_field(store):
    store.record("b-ann", "quiz:basics/01-what-is-a-trick#1", False, "East", 4.0, now=T0)
    store.record("b-ann", "quiz:basics/01-what-is-a-trick#1", True, "West", 2.0, now=T0 + dt.timedelta(seconds=5))
    store.record("b-ann", "drill:spades.trick:17", True, 2, now=T0 + dt.timedelta(seconds=9))
    assert store.answers("b-ann") == [
        {"item": "quiz:basics/01-what-is-a-trick#1", "correct": False, "answer": "East", "seconds": 4.0,
         "time": "2026-03-02T09:00:00+00:00"},
        {"item": "quiz:basics/01-what-is-a-trick#1", "correct": True, "answer": "West", "seconds": 2.0,
         "time": "2026-03-02T09:00:05+00:00"},
        {"item": "drill:spades.trick:17", "correct": True, "answer": "2", "seconds": None,
         "time": "2026-03-02T09:00:09+00:00"},
    ]
    assert store.answers("b-bob") == []


def test_summary_per_lesson_and_skill(store):
    store.record("b-ann", "lesson:spades/01-x", True, "opened", now=T0)
    store.record("b-ann", "quiz:spades/01-x#1", True, "A", now=T0)
    store.record("b-ann", "quiz:spades/01-x#2", False, "B", now=T0)
    store.record("b-ann", "quiz:spades/01-x#2", True, "C", now=T0)
    store.record("b-ann", "lesson:spades/01-x", True, "finished", now=T0)
    store.record("b-ann", "quiz:spades/02-y#1", False, "B", now=T0)
    s = store.summary("b-ann", now=T0)
    assert s["lessons"]["spades/01-x"] == {
        "opened": True, "finished": True, "questions": 2, "first_try_right": 1, "mastery": 0.5,
        # FSRS says in 10 min; a review is not offered the day the lesson was finished
        "due": next_day(T0).date(), "due_at": next_day(T0).isoformat(), "review": False,
        "last": "2026-03-02T09:00:00+00:00"}
    assert s["lessons"]["spades/02-y"]["finished"] is False
    assert s["lessons"]["spades/02-y"]["opened"] is False
    assert s["skills"] == {} and s["reviews"] == [] and s["weakest"] is None and s["lesson_reviews"] == []
    assert s["answers"] == 6
    later = store.summary("b-ann", now=T0 + dt.timedelta(days=1))
    assert later["lesson_reviews"] == ["spades/01-x"]  # the finished lesson comes back; 02-y was not finished


def test_unknown_items_and_values_are_refused_and_nothing_is_kept(store):
    for bad in ("cheat", "quiz:spades/01-x", "drill:spades trick:1", "lesson:", "quiz:a b#1", 7, None, "x" * 300):
        with pytest.raises(StoreError, match="is not an item") as e:
            store.record("b-ann", bad, True)  # type: ignore[arg-type]
        assert e.value.reason == "invalid"
    with pytest.raises(StoreError, match="correct is True or False"):
        store.record("b-ann", "drill:spades.trick:1", "yes")  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="seconds is a time taken"):
        store.record("b-ann", "drill:spades.trick:1", True, seconds=-3)
    for bad_id in ("", " b-ann", "b ann", "b-\u202eann", "x" * 200, None):
        with pytest.raises(StoreError, match="is not a learner id"):
            store.record(bad_id, "drill:spades.trick:1", True)  # type: ignore[arg-type]
    assert store.count() == 0 and store.learners() == []


# -- names ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["<script>alert(1)</script>", "Robert'); DROP TABLE answers;--", "李伟",
                                  "&amp; <b>bold</b>", "x" * 40])
def test_hostile_names_are_kept_as_plain_text(store, name):
    store.record("b-ann", "drill:spades.trick:1", True)
    assert store.set_name("b-ann", name) == name
    assert store.name("b-ann") == name
    assert store.learners() == [{"id": "b-ann", "name": name, "created": store.learners()[0]["created"]}]
    assert store.count() == 1  # the answers table is still there


@pytest.mark.parametrize("name, message", [
    ("", "cannot be empty"), ("   ", "cannot be empty"), ("x" * 41, "at most 40 characters"),
    ("Ann\x00", "control or invisible characters"), ("Ann\u202eevE", "U\\+202E"), ("a\nb\rc\x07", "U\\+0007"),
    (42, "a name is text"),
])
def test_bad_names_get_an_error_that_names_the_problem(store, name, message):
    store.set_name("b-ann", "Ann")
    with pytest.raises(StoreError, match=message):
        store.set_name("b-ann", name)  # type: ignore[arg-type]
    assert store.name("b-ann") == "Ann"


def test_name_spaces_are_tidied(store):
    assert store.set_name("b-ann", "  Li \t  Wei ") == "Li Wei"


# -- forget and export ---------------------------------------------------------------------------------------

def test_forget_deletes_one_learner_only(store):
    for who in ("b-ann", "b-bob"):
        store.set_name(who, who.upper())
        store.record(who, "drill:wang27.pairs:3", True, now=T0)
        store.record(who, "quiz:wang27/02-combinations#1", False, now=T0)
    assert store.forget("b-ann") == 2
    assert store.answers("b-ann") == [] and store.name("b-ann") is None and store.cards("b-ann") == {}
    assert store.summary("b-ann")["skills"] == {}
    assert [x["id"] for x in store.learners()] == ["b-bob"]
    assert len(store.answers("b-bob")) == 2
    assert set(store.cards("b-bob")) == {"wang27.pairs"}


def test_export_is_json_of_every_answer(store):
    store.record("b-ann", "drill:gongzhu.pig:5", False, "♠Q", 12.25, now=T0)
    text = json.dumps(store.answers("b-ann"), ensure_ascii=False)
    assert json.loads(text) == [{"item": "drill:gongzhu.pig:5", "correct": False, "answer": "♠Q", "seconds": 12.25,
                                 "time": "2026-03-02T09:00:00+00:00"}]


def test_class_reads_learners_and_answers_by_prefix(store):
    store.set_name("b-ann", "Ann", now=T0)
    store.record("b-ann", "quiz:spades/01-x#1", True, now=T0)
    store.record("b-bob", "quiz:spades/01-x#1", False, now=T0)
    store.record("b-bob", "quiz:spades_other/01-x#1", False, now=T0)  # "_" is not a wildcard
    store.record("b-bob", "drill:spades.trick:1", True, now=T0)
    assert [(x["id"], x["name"]) for x in store.learners()] == [("b-ann", "Ann"), ("b-bob", None)]
    assert [(a["learner"], a["correct"]) for a in store.answers_for("quiz:spades/")] == [("b-ann", True),
                                                                                          ("b-bob", False)]
    assert len(store.answers_for("")) == 4 and len(store.answers_for("drill:")) == 1


# -- migrations ----------------------------------------------------------------------------------------------

def test_a_version_1_database_is_migrated_with_its_answers_and_memory_rebuilt(tmp_path):
    path = tmp_path / "old.sqlite"
    with sqlite3.connect(path) as raw:
        for ddl in schema.V1_DDL:
            raw.execute(ddl)
        raw.execute("INSERT INTO learners VALUES ('b-ann', 'Ann', '2026-03-01 09:00:00')")
        raw.executemany("INSERT INTO answers (learner, item, correct, answer, at) VALUES (?, ?, ?, ?, ?)", [
            ("b-ann", "drill:spades.trick:1", 1, "N", "2026-03-01 09:00:00"),
            ("b-ann", "drill:spades.trick:2", 1, "E", "2026-03-01 09:01:00"),
            ("b-ann", "quiz:spades/01-x#1", 0, "S", "2026-03-01 09:02:00"),
        ])
    s = progress.open(f"sqlite:///{path}")
    assert s.version() == 2
    assert [(a["item"], a["seconds"]) for a in s.answers("b-ann")] == [
        ("drill:spades.trick:1", None), ("drill:spades.trick:2", None), ("quiz:spades/01-x#1", None)]
    summary = s.summary("b-ann", now=T0)
    assert summary["name"] == "Ann"
    assert summary["skills"]["spades.trick"]["mastery"] > 0 and summary["skills"]["spades.trick"]["due"] is not None
    s.record("b-ann", "drill:spades.trick:3", True, seconds=5.0)  # the new columns take writes
    assert s.count() == 4
    s.close()
    again = progress.open(f"sqlite:///{path}")  # a second open finds nothing to migrate
    assert again.version() == 2 and again.count() == 4
    again.close()


def test_a_newer_database_is_refused_and_left_alone(tmp_path):
    s = progress.open(url(tmp_path))
    s.close()
    with sqlite3.connect(tmp_path / "progress.sqlite") as raw:
        raw.execute("UPDATE schema_version SET version = 99")
    with pytest.raises(StoreError, match="newer Trick Tutor") as e:
        progress.open(url(tmp_path))
    assert e.value.reason == "newer"
    with sqlite3.connect(tmp_path / "progress.sqlite") as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (99,)


# -- broken databases ----------------------------------------------------------------------------------------

def test_a_file_that_is_not_a_database_is_corrupt(tmp_path):
    (tmp_path / "progress.sqlite").write_bytes(b"this is a shopping list, not a database\n" * 50)
    with pytest.raises(StoreError, match="damaged") as e:
        progress.open(url(tmp_path))
    assert e.value.reason == "corrupt"


def test_a_database_with_damaged_pages_is_corrupt(tmp_path):
    s = progress.open(url(tmp_path))
    for i in range(300):
        s.record("b-ann", f"drill:spades.trick:{i}", i % 2 == 0, "x" * 100, now=T0)
    s.close()
    path = tmp_path / "progress.sqlite"
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    for at in range(4096 * 2, len(data), 4096):  # scribble over every page after the first two
        data[at + 8:at + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as e:
        progress.open(url(tmp_path))
    assert e.value.reason == "corrupt"


def test_a_folder_that_cannot_be_made_is_missing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(StoreError, match="cannot be made") as e:
        progress.open(f"sqlite:///{blocker / 'data' / 'progress.sqlite'}")
    assert e.value.reason == "missing"


def test_a_read_only_folder_is_refused_on_open(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    with read_only(folder), pytest.raises(StoreError, match="read-only|cannot be opened") as e:
        progress.open(f"sqlite:///{folder / 'progress.sqlite'}")
    assert e.value.reason in ("read-only", "missing")


def test_a_database_made_read_only_later_fails_the_write_with_the_reason(tmp_path):
    folder = tmp_path / "data"
    s = progress.open(f"sqlite:///{folder / 'progress.sqlite'}")
    s.record("b-ann", "drill:spades.trick:1", True)
    s.close()  # the WAL is checkpointed and removed on close
    leftovers = [p for p in folder.iterdir()]
    with read_only(folder, *leftovers):
        with pytest.raises(StoreError) as e:
            s2 = progress.open(f"sqlite:///{folder / 'progress.sqlite'}")
            s2.record("b-ann", "drill:spades.trick:2", True)
        assert e.value.reason in ("read-only", "missing")
    s3 = progress.open(f"sqlite:///{folder / 'progress.sqlite'}")
    assert s3.count() == 1  # nothing half-written
    s3.close()


def test_a_locked_database_times_out_with_locked_and_then_recovers(tmp_path):
    s = progress.open(url(tmp_path), timeout=0.3)
    holder = sqlite3.connect(tmp_path / "progress.sqlite", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="locked") as e:
            s.record("b-ann", "drill:spades.trick:1", True)
        assert e.value.reason == "locked"
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    s.record("b-ann", "drill:spades.trick:1", True)
    assert s.count() == 1
    s.close()


def test_a_writer_waits_for_a_short_lock_instead_of_failing(tmp_path):
    s = progress.open(url(tmp_path), timeout=20)
    holder = sqlite3.connect(tmp_path / "progress.sqlite", isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    started = threading.Event()
    result: list[object] = []

    def write() -> None:
        started.set()
        try:
            s.record("b-ann", "drill:spades.trick:1", True)
            result.append("ok")
        except StoreError as exc:
            result.append(exc)

    th = threading.Thread(target=write)
    th.start()
    started.wait()
    holder.execute("ROLLBACK")  # the lock goes while the writer waits (or before it asked: same result)
    holder.close()
    th.join()
    assert result == ["ok"] and s.count() == 1
    s.close()


def test_an_unusable_url_is_a_store_error(tmp_path):
    with pytest.raises(StoreError):
        progress.open("nosuchdialect://x/y")
    with pytest.raises(StoreError) as e:
        progress.open("postgresql+psycopg://nobody@127.0.0.1:1/none", timeout=0.5)
    assert e.value.reason in ("unreachable", "invalid")


# -- concurrent writers --------------------------------------------------------------------------------------

def replayed(answers: list[dict]) -> str:
    """The card the answers give when reviewed one after another in the order kept (no review lost)."""
    from tutor.progress import memory

    card = None
    for a in answers:
        at = dt.datetime.fromisoformat(a["time"])
        if card is not None and card.last_review is not None:
            at = max(at, memory.aware(card.last_review))
        card = memory.review(card, a["correct"], at, seconds=a["seconds"])
    return memory.dump(card)


def test_threads_writing_at_once_lose_nothing(tmp_path):
    s = progress.open(url(tmp_path))
    barrier = threading.Barrier(12)
    errors: list[BaseException] = []

    def learner(k: int) -> None:
        barrier.wait()
        for i in range(40):
            try:
                s.record(f"b-l{k % 6}", f"drill:spades.trick:{k * 1000 + i}", i % 3 != 0, seconds=1.0)
            except BaseException as exc:  # noqa: BLE001 - collected, the test fails on it
                errors.append(exc)

    threads = [threading.Thread(target=learner, args=(k,)) for k in range(12)]  # two threads per learner: two tabs
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    items = [a["item"] for a in s.answers_for("drill:")]
    assert len(items) == 12 * 40 and len(set(items)) == 12 * 40
    for k in range(6):
        assert s.summary(f"b-l{k}")["skills"]["spades.trick"]["answers"] == 80
        # two tabs on one skill: every answer is in the card, none overwritten by the other tab's
        assert progress.store.memory_dump(s.cards(f"b-l{k}")["spades.trick"]) == replayed(s.answers(f"b-l{k}"))
    s.close()


def _process_writer(args: tuple[str, int, int]) -> int:
    db, k, n = args
    s = progress.open(db)
    for i in range(n):
        s.record(f"b-p{k}", f"drill:bridge.imps:{i}", i % 2 == 0, str(i), 0.5)
    s.close()
    return n


def test_processes_writing_at_once_lose_nothing(tmp_path):
    db = url(tmp_path)
    progress.open(db).close()
    with multiprocessing.get_context("spawn").Pool(6) as pool:
        written = pool.map(_process_writer, [(db, k, 60) for k in range(6)])
    s = progress.open(db)
    assert sum(written) == 360 and s.count() == 360
    for k in range(6):
        answers = s.answers(f"b-p{k}")
        assert [a["answer"] for a in answers] == [str(i) for i in range(60)]  # each kept once, in order
        assert s.summary(f"b-p{k}")["skills"]["bridge.imps"]["answers"] == 60
        assert progress.store.memory_dump(s.cards(f"b-p{k}")["bridge.imps"]) == replayed(answers)
    s.close()


def test_a_retried_write_with_the_same_uid_is_kept_once(store):
    store.record("b-ann", "drill:spades.trick:1", True, uid="abc123")
    store.record("b-ann", "drill:spades.trick:1", True, uid="abc123")
    assert store.count() == 1
    assert store.summary("b-ann")["skills"]["spades.trick"]["answers"] == 1


# -- FSRS on a simulated clock -------------------------------------------------------------------------------

def test_a_skill_comes_due_the_next_day_and_its_interval_grows(tmp_path):
    clock = FakeClock()
    s = progress.store.open_store(url(tmp_path), clock=clock)
    s.record("b-ann", "drill:wang27.pairs:1", True, seconds=8.0)
    today = s.summary("b-ann")
    assert today["skills"]["wang27.pairs"]["review"] is False and today["reviews"] == []
    clock.advance(days=1)
    tomorrow = s.summary("b-ann")
    assert tomorrow["reviews"] == ["wang27.pairs"]
    assert tomorrow["skills"]["wang27.pairs"]["due"] <= clock.t.date()
    intervals = []
    for _ in range(4):  # answered right each time it comes due: the wait grows
        s.record("b-ann", "drill:wang27.pairs:2", True, seconds=8.0)
        due = dt.datetime.fromisoformat(s.summary("b-ann")["skills"]["wang27.pairs"]["due_at"])
        intervals.append(due - clock.t)
        clock.t = due
    assert intervals == sorted(intervals) and intervals[-1] > intervals[0] and intervals[-1] >= dt.timedelta(days=3)
    assert s.summary("b-ann")["skills"]["wang27.pairs"]["finished"] is True


def test_mastery_rises_with_right_answers_falls_with_wrong_ones_and_fades(tmp_path):
    clock = FakeClock()
    s = progress.store.open_store(url(tmp_path), clock=clock)

    def mastery() -> float:
        return s.summary("b-ann")["skills"]["gongzhu.pig"]["mastery"]

    assert s.summary("b-ann")["skills"] == {}
    s.record("b-ann", "drill:gongzhu.pig:1", False)
    low = mastery()
    clock.advance(minutes=10)
    s.record("b-ann", "drill:gongzhu.pig:2", True, seconds=10)
    clock.advance(days=1)
    s.record("b-ann", "drill:gongzhu.pig:3", True, seconds=10)
    high = mastery()
    assert 0 <= low < high <= 1
    clock.advance(days=60)
    assert mastery() < high  # not practised for two months
    s.record("b-ann", "drill:gongzhu.pig:4", False)
    assert mastery() < high
    due = fsrs_memory.due(s.cards("b-ann")["gongzhu.pig"])
    assert due - clock.t <= dt.timedelta(hours=1)  # a lapse comes back soon: in the drill, the same day
    shown = dt.datetime.fromisoformat(s.summary("b-ann")["skills"]["gongzhu.pig"]["due_at"])
    assert shown == next_day(clock.t)  # and on the home page's reviews the next day, not today


def test_weakest_and_reviews_order(tmp_path):
    clock = FakeClock()
    s = progress.store.open_store(url(tmp_path), clock=clock)
    s.record("b-ann", "drill:spades.trick:1", True, seconds=10)
    s.record("b-ann", "drill:spades.bags:1", False)
    clock.advance(days=2)
    summary = s.summary("b-ann")
    assert summary["weakest"] == "spades.bags"
    assert set(summary["reviews"]) == {"spades.trick", "spades.bags"}


def test_tutor_clock_moves_the_default_clock(monkeypatch):
    monkeypatch.setenv("TUTOR_CLOCK", "+1d")
    moved = progress.now()
    monkeypatch.delenv("TUTOR_CLOCK")
    assert dt.timedelta(hours=23) < moved - progress.now() <= dt.timedelta(days=1)


# -- the kernel's session ------------------------------------------------------------------------------------

def broken(reason: str):
    def opener():
        raise StoreError("no", reason=reason)
    return opener


@pytest.mark.parametrize("reason", ["read-only", "locked", "corrupt", "missing"])
def test_a_broken_store_gives_a_session_that_does_not_save_and_says_so(reason):
    sess = Session(broken(reason), learner="b-ann", lesson="spades/01-x")
    assert sess.saving is False
    assert sess.record("drill:spades.trick:1", True) is False
    assert "not being saved" in sess.problem
    with i18n.language("zh"):
        assert "没有保存" in sess.problem
    assert sess.summary() == {} and sess.mastery("spades.trick") == 0.0


def test_a_session_without_a_learner_does_not_save_and_says_why(tmp_path, monkeypatch):
    monkeypatch.delenv("TUTOR_LEARNER", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    sess = Session(lambda: progress.open(url(tmp_path)), binding=dict)
    assert sess.learner is None and sess.saving is False
    assert "does not know who you are" in sess.problem
    assert sess.record("drill:spades.trick:1", True) is False


def test_a_session_learns_its_learner_from_the_binding_later(tmp_path, monkeypatch):
    """A preheated kernel ran its lesson before anyone came: the binding appears when a learner takes it."""
    monkeypatch.delenv("TUTOR_LEARNER", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    bound: dict[str, str] = {}
    s = progress.open(url(tmp_path))
    sess = Session(lambda: s, binding=lambda: dict(bound))
    n1, n2 = sess.new_question(), sess.new_question()
    assert sess.answer_question(n1, True) is False
    bound.update(learner="b-ann", lesson="en/spades/01-the-deal-and-the-bid.ipynb")
    assert sess.saving and sess.problem is None
    assert sess.answer_question(n1, False, "East", 3.0) is True
    assert sess.answer_question(n1, True, "North") is True
    assert s.summary("b-ann")["lessons"]["spades/01-the-deal-and-the-bid"]["finished"] is False
    assert sess.answer_question(n2, True, "South") is True
    lesson = s.summary("b-ann")["lessons"]["spades/01-the-deal-and-the-bid"]
    assert lesson["finished"] is True and lesson["first_try_right"] == 1 and lesson["questions"] == 2
    sess.answer_question(n2, True, "South")
    assert [a["item"] for a in s.answers("b-ann")].count("lesson:spades/01-the-deal-and-the-bid") == 1


def test_the_hub_user_is_the_learner(tmp_path, monkeypatch):
    monkeypatch.delenv("TUTOR_LEARNER", raising=False)
    monkeypatch.setenv("JUPYTERHUB_USER", "ann")
    sess = Session(lambda: progress.open(url(tmp_path)), binding=dict, lesson="spades/01-x")
    assert sess.learner == "hub:ann"
    assert sess.record("quiz:spades/01-x#1", True) is True


def test_a_session_records_again_once_the_store_recovers(tmp_path):
    s = progress.open(url(tmp_path), timeout=0.2)
    sess = Session(lambda: s, learner="b-ann", lesson="spades/01-x")
    holder = sqlite3.connect(tmp_path / "progress.sqlite", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    assert sess.record("drill:spades.trick:1", True) is False
    assert "busy" in sess.problem and not sess.saving
    holder.execute("ROLLBACK")
    holder.close()
    assert sess.record("drill:spades.trick:1", True) is True and sess.problem is None
    assert s.count() == 1


def test_finishing_a_lesson_schedules_its_review_by_the_first_tries(tmp_path):
    clock = FakeClock()
    s = progress.store.open_store(url(tmp_path), clock=clock)
    for who, first_right in (("b-ann", True), ("b-bob", False)):
        sess = Session(lambda: s, learner=who, lesson="gongzhu/01-special-cards")
        n1, n2 = sess.new_question(), sess.new_question()
        if not first_right:
            sess.answer_question(n1, False, "♠Q")
        sess.answer_question(n1, True, "♥A")
        sess.answer_question(n2, True, "♣10")
        finished = [a for a in s.answers(who) if a["item"] == "lesson:gongzhu/01-special-cards"]
        assert [(a["answer"], a["correct"]) for a in finished] == [("finished", first_right)]
    ann, bob = (dt.datetime.fromisoformat(s.summary(w)["lessons"]["gongzhu/01-special-cards"]["due_at"])
                for w in ("b-ann", "b-bob"))
    raw = {w: fsrs_memory.due(s.cards(w)["lesson:gongzhu/01-special-cards"]) for w in ("b-ann", "b-bob")}
    assert clock.t < raw["b-bob"] < raw["b-ann"]  # a lesson with a miss comes back sooner
    assert bob == ann == next_day(clock.t)  # but not as a review the day it was finished
    clock.advance(days=1)
    assert s.summary("b-ann")["lesson_reviews"] == ["gongzhu/01-special-cards"]


def test_quiz_widget_records_each_answer_and_says_when_it_cannot(tmp_path):
    from tutor.widgets import Quiz

    s = progress.open(url(tmp_path))
    sess = Session(lambda: s, learner="b-ann", lesson="basics/01-what-is-a-trick")
    q1 = Quiz("Which?", ["a", "b", "c"], "b", progress=sess)
    q2 = Quiz("And?", ["x", "y"], 0, progress=sess)
    q1.choose("a")
    q1.choose("b")
    q2.choose("x")
    assert [(a["item"], a["correct"], a["answer"]) for a in s.answers("b-ann")] == [
        ("quiz:basics/01-what-is-a-trick#1", False, "a"), ("quiz:basics/01-what-is-a-trick#1", True, "b"),
        ("quiz:basics/01-what-is-a-trick#2", True, "x"), ("lesson:basics/01-what-is-a-trick", False, "finished")]
    assert all(a["seconds"] is not None and a["seconds"] >= 0 for a in s.answers("b-ann")[:3])
    assert q1._note.value == ""
    lost = Quiz("Lost?", ["x", "y"], 0, progress=Session(broken("read-only"), learner="b-ann", lesson="a/b"))
    lost.choose("y")
    assert "not being saved" in lost._note.value and "read-only" in lost._note.value
    assert "Try again" in lost.feedback  # the quiz itself works as before
    with i18n.language("zh"):
        lost.choose("x")
    assert "没有保存" in lost._note.value and lost.solved


def test_a_27_wang_follow_exercise_is_a_question_of_its_lesson(tmp_path, monkeypatch):
    from tutor.progress import session as session_mod
    from tutor.widgets.wang27 import FollowExercise

    s = progress.open(url(tmp_path))
    sess = Session(lambda: s, learner="b-ann", lesson="wang27/05-following")
    monkeypatch.setattr(session_mod, "_here", sess)
    f = FollowExercise({"N": "SQ SQ", "W": "S9 S9 S3 HA"}, trump="H", plays=[("N", "SQ SQ")])
    f.select("S9 S3")
    assert not f.play()
    f.select("S9 S9")
    assert f.play()
    assert [(a["item"], a["correct"], a["answer"]) for a in s.answers("b-ann")] == [
        ("quiz:wang27/05-following#1", False, "♠9 ♠3"), ("quiz:wang27/05-following#1", True, "♠9 ♠9"),
        ("lesson:wang27/05-following", False, "finished")]


def test_a_second_store_in_the_process_leaves_the_first_seeing_other_processes_answers(tmp_path):
    """A server holds several stores on one file (the class view's, the learners', the tables' hall). Opening one
    must not drop the process's locks on the file (a plain open() and close() of it does, in POSIX): another process
    closing its store would then reset the WAL under our connections, which read an old snapshot from then on."""
    import sys

    url = f"sqlite:///{tmp_path / 'p.sqlite'}"
    first = progress.open(url)
    second = progress.open(url)
    # lesson kernels' stores, one after the other (opened, an answer, closed), in another process; we read between
    code = ("import sys; from tutor import progress\n"
            "for learner in ('b-kernel1', 'b-kernel2'):\n"
            "    s = progress.open(sys.argv[1]); s.record(learner, 'quiz:spades/01-x#1', True); s.close()\n"
            "    print(learner, flush=True); sys.stdin.readline()")
    kernels = subprocess.Popen([sys.executable, "-c", code, url], cwd=Path(__file__).resolve().parents[1],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        for n in (1, 2):
            assert kernels.stdout.readline().strip() == f"b-kernel{n}"
            assert len(first.answers_for("")) == n and len(second.answers_for("")) == n
            kernels.stdin.write("\n")
            kernels.stdin.flush()
        assert kernels.wait(timeout=60) == 0
    finally:
        if kernels.poll() is None:
            kernels.kill()
            kernels.wait()
        first.close()
        second.close()


def _first_answers_from_two_tabs(db: str, learners: int = 8) -> None:
    """Each new learner's very first answer given from two tabs at the same moment (two threads behind one
    barrier): both kept, each once, and the learner made once, whoever came second."""
    s = progress.open(db)
    try:
        for k in range(learners):
            barrier, errors = threading.Barrier(2), []

            def tab(t: int, k: int = k, barrier: threading.Barrier = barrier, errors: list = errors) -> None:
                barrier.wait()
                try:
                    s.record(f"b-new{k}", f"quiz:spades/01#{t}", True, seconds=1.0, uid=f"tab{t}-{k}")
                except BaseException as exc:  # noqa: BLE001 - collected, the test fails on it
                    errors.append(exc)

            tabs = [threading.Thread(target=tab, args=(t,)) for t in range(2)]
            for th in tabs:
                th.start()
            for th in tabs:
                th.join()
            assert errors == [], errors
            assert sorted(a["item"] for a in s.answers(f"b-new{k}")) == ["quiz:spades/01#0", "quiz:spades/01#1"]
        assert sorted(row["id"] for row in s.learners()) == sorted(f"b-new{k}" for k in range(learners))
    finally:
        s.close()


def test_a_new_learners_first_answer_from_two_tabs_is_kept_once_sqlite(tmp_path):
    _first_answers_from_two_tabs(url(tmp_path))


def test_a_new_learners_first_answer_from_two_tabs_is_kept_once_postgresql():
    """The same on a real PostgreSQL server (Debian's package, started for the test: ``tests/postgres.py``), where
    two transactions adding the same learner at once do not queue on a file lock as SQLite's do."""
    from tests import postgres

    with postgres.server() as db:
        _first_answers_from_two_tabs(db)
