"""Tables: learners play each other, robots in the empty seats, the server the referee.

>>> import pathlib, tempfile
>>> from tutor import tables
>>> hall = tables.open(f"sqlite:///{pathlib.Path(tempfile.mkdtemp()) / 'class.sqlite'}")
>>> tid = hall.open_table("spades", seed=7, robots={"E": "beginner", "W": "beginner", "N": "beginner"})
>>> me = hall.sit(tid, "S", learner="b-ana", name="Ana")
>>> view = me.view()                 # Spades: South's cards lie face down until South looks (blind nil)
>>> view["seat"], view["turn"], view["hand"], view["step"] == hall.step(tid)
('S', 'S', [], True)
>>> len(me.act("look")["hand"])
13
>>> hall.sit(tid, "S", learner="b-bo").seat   # another learner: refused, with the reason
Traceback (most recent call last):
...
tutor.tables.errors.TableError: South is taken by Ana; choose another seat

A table is an event log in the progress store's database (see :mod:`tutor.tables.hall`); docs/tables.md
tells how it works and why.
"""

from __future__ import annotations

from .errors import TableError
from .hall import Hall, Seat, open_hall

__all__ = ["Hall", "Seat", "TableError", "open"]


def open(url: str | None = None, *, timeout: float = 15.0) -> Hall:  # noqa: A001 - the name the contract gives it
    """The hall of tables in the database at ``url`` (None: the progress store's database)."""
    return open_hall(url, timeout=timeout)
