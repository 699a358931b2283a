"""The tables' own database tables, beside the progress store's (same database, ``tt_`` names).

A table is an **event log**: ``tt_tables`` holds what a table was opened with (game, rules, seed, the set
it plays), ``tt_table_events`` every change in order, numbered ``n`` = 1, 2, … per table; the pair
(table, n) is the primary key, so two processes appending the same step cannot both succeed.
``tt_sets`` holds class sets (the deals every table of a set plays). ``tt_tables_version`` holds the
version of these tables; they are created when missing (idempotently) and migrated like the progress
store's (``MIGRATIONS[v]`` takes version v to v + 1). A newer version than this code knows is refused.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
)
from sqlalchemy.engine import Connection

VERSION = 1

metadata = MetaData()

version = Table("tt_tables_version", metadata, Column("version", Integer, nullable=False))

tables = Table(
    "tt_tables", metadata,
    Column("id", String(40), primary_key=True),
    Column("game", String(20), nullable=False),
    Column("rules", Text, nullable=False),        # the rules' JSON ({"preset": ..., switch: value})
    Column("seed", BigInteger, nullable=False),
    Column("set_id", String(40), nullable=True),  # the class set it plays, or NULL (a match of its own)
    Column("options", Text, nullable=False),      # JSON: boards (bridge), who opened it
    Column("created", DateTime, nullable=False),
)

events = Table(
    "tt_table_events", metadata,
    Column("table_id", String(40), nullable=False),
    Column("n", Integer, nullable=False),
    Column("kind", String(20), nullable=False),
    Column("seat", String(1), nullable=True),
    Column("payload", Text, nullable=False),      # JSON
    Column("at", DateTime, nullable=False),
    PrimaryKeyConstraint("table_id", "n"),
)

sets = Table(
    "tt_sets", metadata,
    Column("id", String(40), primary_key=True),
    Column("game", String(20), nullable=False),
    Column("rules", Text, nullable=False),
    Column("deals", Text, nullable=False),        # JSON: one record header per deal (hands, dealer, board)
    Column("options", Text, nullable=False),      # JSON: lockstep, title
    Column("created", DateTime, nullable=False),
)

OURS = {"tt_tables_version", "tt_tables", "tt_table_events", "tt_sets"}

#: ``MIGRATIONS[v]`` takes the tables from version ``v`` to ``v + 1`` (none yet).
MIGRATIONS: dict[int, Callable[[Connection], None]] = {}


def current_version(conn: Connection) -> int | None:
    """The tables' version, ``None`` when none of ours exist, 0 when some exist without a version."""
    names = set(conn.dialect.get_table_names(conn))
    if "tt_tables_version" not in names:
        return 0 if names & OURS else None
    row = conn.execute(version.select()).first()
    return int(row[0]) if row else 0
