"""The tables' error: a refusal or a problem of a table, with a reason a person can read."""

from __future__ import annotations

from ..errors import TutorError


class TableError(TutorError):
    """A table cannot do what was asked: the seat is taken, the table is unknown, its log is damaged.

    ``reason`` is one sentence in the current language (made translatable: it reads in the language
    current when it is shown); ``code`` a short word a page can act on: ``"taken"``, ``"unknown"``,
    ``"invalid"``, ``"over"``, ``"corrupt"``, ``"busy"``.

    >>> e = TableError("South is taken by another learner", code="taken")
    >>> e.reason, e.code
    ('South is taken by another learner', 'taken')
    """

    def __init__(self, reason: str, *, code: str = "invalid") -> None:
        super().__init__(reason)
        self._reason = reason
        self.code = code

    @property
    def reason(self) -> str:
        return str(self._reason)

    def __str__(self) -> str:
        return str(self._reason)
