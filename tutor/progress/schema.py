"""The progress database's tables, its schema version and the migrations from older versions.

Version 1 (the first store) kept learners and answers (item, right or wrong, the choice, the time).
Version 2 adds to every answer its time taken (``seconds``) and a unique id (``uid``: a write retried after
a lost reply is stored once), and the ``memory`` table: each skill's FSRS card per learner (rebuilt from
the version-1 drill answers when migrating). ``schema_version`` holds one row: the version the database
is at. A database of a newer version than this code knows is refused, never changed.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    text,
)
from sqlalchemy.engine import Connection

VERSION = 2

metadata = MetaData()

schema_version = Table("schema_version", metadata, Column("version", Integer, nullable=False))

learners = Table(
    "learners", metadata,
    Column("id", String(120), primary_key=True),
    Column("name", String(40), nullable=True),
    Column("created", DateTime, nullable=False),
)

answers = Table(
    "answers", metadata,
    Column("seq", Integer, primary_key=True, autoincrement=True),
    Column("uid", String(40), nullable=True, unique=True),
    Column("learner", String(120), nullable=False),
    Column("item", String(200), nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("answer", Text, nullable=True),
    Column("seconds", Float, nullable=True),
    Column("at", DateTime, nullable=False),
)
Index("answers_by_learner", answers.c.learner, answers.c.seq)
Index("answers_by_item", answers.c.item)

memory = Table(
    "memory", metadata,
    Column("learner", String(120), nullable=False),
    Column("skill", String(120), nullable=False),
    Column("card", Text, nullable=False),
    Column("due", DateTime, nullable=False),
    Column("updated", DateTime, nullable=False),
    PrimaryKeyConstraint("learner", "skill"),
)

#: Version 1's tables, exactly as that version made them (tests build an old database from this).
V1_DDL = (
    "CREATE TABLE schema_version (version INTEGER NOT NULL)",
    "CREATE TABLE learners (id VARCHAR(120) NOT NULL PRIMARY KEY, name VARCHAR(40), created DATETIME NOT NULL)",
    "CREATE TABLE answers (seq INTEGER NOT NULL PRIMARY KEY, learner VARCHAR(120) NOT NULL, "
    "item VARCHAR(200) NOT NULL, correct BOOLEAN NOT NULL, answer TEXT, at DATETIME NOT NULL)",
    "CREATE INDEX answers_by_learner ON answers (learner, seq)",
    "INSERT INTO schema_version (version) VALUES (1)",
)


def _v1_to_v2(conn: Connection, rebuild: Callable[[Connection], None]) -> None:
    conn.execute(text("ALTER TABLE answers ADD COLUMN uid VARCHAR(40)"))
    conn.execute(text("ALTER TABLE answers ADD COLUMN seconds FLOAT"))
    conn.execute(text("UPDATE answers SET uid = 'v1-' || CAST(seq AS VARCHAR(20))"))
    conn.execute(text("CREATE UNIQUE INDEX answers_uid ON answers (uid)"))
    conn.execute(text("CREATE INDEX answers_by_item ON answers (item)"))
    memory.create(conn)
    rebuild(conn)


#: ``MIGRATIONS[v]`` takes a database from version ``v`` to ``v + 1``.
MIGRATIONS: dict[int, Callable[[Connection, Callable[[Connection], None]], None]] = {1: _v1_to_v2}


def current_version(conn: Connection) -> int | None:
    """The database's version, or None for an empty database (no tables of ours)."""
    names = set(conn.dialect.get_table_names(conn))
    if "schema_version" not in names:
        if names & {"answers", "learners", "memory"}:
            return 0  # tables of ours without a version: not a database this code made
        return None
    row = conn.execute(schema_version.select()).first()
    return int(row[0]) if row else 0
