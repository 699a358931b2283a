"""What wakes the learners' pages' held requests (``tutor/watch.json``, :mod:`tutor.serve.watch`): the class's live
question or "follow me" changed.

One :class:`Changes` per server, in the app's settings (``tutor_changes``). The handlers that change the class's
state on this server say so (:func:`changed`); a held request waits on a future of its own, so a change wakes
every page at once and nothing runs while nothing changes. On a JupyterHub the teacher's changes are made by other
servers (the class service, the teacher's own server), which write the class folder's files: there a
:class:`Changes` is given a ``stamp`` (the files' sizes and times) that a held request compares once a
``every`` seconds, a ``stat`` of two files rather than a request from the page.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable
from typing import Any

SETTING = "tutor_changes"


class Changes:
    """The futures of the requests held on this server, and what resolves them."""

    def __init__(self, stamp: Callable[[], Hashable] | None = None, every: float = 1.0) -> None:
        self._stamp = stamp
        #: how often a held request compares the stamp (None: never, only this server changes the state)
        self.every: float | None = every if stamp is not None else None
        self._waiters: dict[asyncio.Future[bool], str | None] = {}
        self.closed = False
        self.holding = 0
        self._drained: asyncio.Event | None = None

    def waiter(self, learner: str | None = None) -> asyncio.Future[bool]:
        """A future resolved (True) at the next change the page of ``learner`` may show."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        if self.closed:
            future.set_result(True)
        else:
            self._waiters[future] = learner
        return future

    def forget(self, future: asyncio.Future[bool]) -> None:
        self._waiters.pop(future, None)

    def changed(self, learner: str | None = None) -> None:
        """The class's state changed: every held request answers (with ``learner``, only that learner's: their own
        answer changes what their other pages show, and nobody else's)."""
        woken = [f for f, who in self._waiters.items() if learner is None or who == learner]
        for future in woken:
            del self._waiters[future]
            if not future.done():
                future.set_result(True)

    def stamp(self) -> Hashable:
        return self._stamp() if self._stamp is not None else None

    def enter(self) -> None:
        self.holding += 1

    def leave(self) -> None:
        self.holding -= 1
        if self.holding <= 0 and self._drained is not None:
            self._drained.set()

    async def close(self, grace: float = 2.0) -> None:
        """The server stops: every held request answers now (its page asks again once the server is back), and
        this returns once they did, or after ``grace`` seconds."""
        self.closed = True
        self.changed()
        if self.holding > 0:
            self._drained = asyncio.Event()
            try:
                await asyncio.wait_for(self._drained.wait(), grace)
            except TimeoutError:
                pass
        await asyncio.sleep(0)  # the last answers' bytes are written on the loop's next turn


def changes_of(settings: dict[str, Any]) -> Changes:
    """The server's :class:`Changes` (made on first use, as the app's live question is)."""
    found = settings.get(SETTING)
    if found is None:
        found = settings[SETTING] = Changes()
    return found


def changed(handler: Any, learner: str | None = None) -> None:
    """Tell the held requests of ``handler``'s server that the class's state changed (:meth:`Changes.changed`)."""
    changes_of(handler.settings).changed(learner)
