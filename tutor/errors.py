"""The errors every layer raises: all are ``ValueError`` so callers can catch bad input in one place."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any


class TutorError(ValueError):
    """Base class of every error Trick Tutor raises on purpose."""


class ParseError(TutorError):
    """Text or a record could not be read; the message names the bad text or field."""


class IllegalAction(TutorError):
    """An action the rules do not allow right now.

    ``reason`` is one sentence a beginner can read ("you must follow ♥ because you hold ♥7");
    ``legal`` holds the alternatives that would have been allowed (possibly empty).

    >>> e = IllegalAction("you must follow ♥ because you hold ♥7", legal=["H7"])
    >>> str(e)
    'you must follow ♥ because you hold ♥7'
    >>> e.legal
    ('H7',)

    A reason made with ``tutor.i18n`` is given in the language current when it is read (``str(e)``,
    ``e.reason``), whichever language it was refused in.
    """

    def __init__(self, reason: str, *, legal: Iterable[Any] = (), action: Any = None) -> None:
        super().__init__(reason)
        self._reason = reason
        # a legal-actions view (it can hold millions of 27 Wang buries) is kept as it is; anything else is copied
        self.legal = legal if isinstance(legal, Collection) and not isinstance(legal, list | set | dict) \
            else tuple(legal)
        self.action = action

    @property
    def reason(self) -> str:
        """The reason, in the current language (a plain ``str``)."""
        return str(self._reason)

    @property
    def reason_text(self) -> str:
        """The reason as made: a :class:`tutor.i18n.Text` that reads in the language current wherever it is
        shown (put it in another message and it follows that message's language); :attr:`reason` is its text now."""
        return self._reason

    def __str__(self) -> str:
        return str(self._reason)


class PracticeError(ParseError):
    """A drill asked for something that does not exist: an unknown skill or game, a bad seed or level.
    The message names what was asked and what is allowed."""


class StoreError(TutorError):
    """The progress store cannot be opened or written; the message says why in plain words.

    ``reason`` is a short code a page can act on: ``"missing"`` (the folder is gone or cannot be made),
    ``"read-only"``, ``"locked"`` (another program holds the database too long), ``"corrupt"`` (the file is
    not a database or fails its check), ``"newer"`` (made by a newer Trick Tutor), ``"unreachable"`` (a
    database server does not answer) or ``"invalid"`` (bad input such as a hostile name).

    >>> e = StoreError("the database file is not a database", reason="corrupt")
    >>> e.reason, str(e)
    ('corrupt', 'the database file is not a database')
    """

    def __init__(self, message: str, *, reason: str = "invalid") -> None:
        super().__init__(message)
        self.reason = reason
