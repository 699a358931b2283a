"""Tables: learners play each other, robots in the empty seats, the server the referee (DESIGN §9).

>>> from tutor import tables
>>> hall = tables.open("sqlite:///:memory:")  # doctest: +SKIP
>>> tid = hall.open_table("spades", seed=7, robots={"E": "beginner", "W": "beginner", "N": "beginner"})  # doctest: +SKIP
>>> me = hall.sit(tid, "S", learner="b-ana")  # doctest: +SKIP
>>> me.view()["seat"]  # doctest: +SKIP
'S'

A table is an event log in the progress store's database (see :mod:`tutor.tables.hall`); docs/tables.md
tells how it works and why.
"""

from __future__ import annotations

from .errors import TableError
from .hall import Hall, Seat, open_hall

__all__ = ["Hall", "Seat", "TableError", "open"]


def open(url: str | None = None, *, timeout: float = 15.0) -> Hall:  # noqa: A001 - the name DESIGN §9 gives it
    """The hall of tables in the database at ``url`` (None: the progress store's database)."""
    return open_hall(url, timeout=timeout)
