"""``GET /tutor/watch.json?lang=&page=&since=``: what the class shows on a learner's page, in one held request.

A landing or lesson page asks only this (``tutor/live.js`` is its one asker): the live question as the learner
sees it (:meth:`tutor.classview.live.Live.learner_view`: never which choice is right before the reveal) and, on a
lesson page (``page=``, its path under ``voila/render/``), where the teacher presenting is in that lesson (the
``class/follow.json`` state: a slide and a step, nothing about any learner)::

    {"version": "…", "live": {"question": …}, "follow": {"on": …, "slide": …, "step": …, "seq": …}}

``version`` is a digest of the rest. A request whose ``since`` is the version the server would answer is held until
the class's state changes (:mod:`tutor.serve.changes`) or :data:`HOLD` seconds pass (``wait=`` may ask less), then
answered; the page asks again at once. So an idle page costs one request every :data:`HOLD` seconds instead of
three a second, and a change reaches every page as soon as it is made. One request per page: a browser keeps at
most six connections to a server, and a learner may have several lessons open.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import Any

import tornado.web
from jupyter_server.base.handlers import JupyterHandler

from . import learners
from .changes import Changes, changes_of
from .classview import follow_state
from .livequestion import _json, _lang, live_of

#: the longest a request is held (s): well under the minute after which proxies (nginx, a hub's) drop a quiet one
HOLD = 25.0


def view(handler: tornado.web.RequestHandler, learner: str | None, lang: str, page: str) -> dict[str, Any]:
    """What the page shows now, with its ``version``."""
    out: dict[str, Any] = {"live": live_of(handler).learner_view(learner, lang)}
    if page:
        out["follow"] = follow_state(handler.settings, page)
    out["version"] = hashlib.blake2b(json.dumps(out, sort_keys=True, ensure_ascii=False).encode(),
                                     digest_size=9).hexdigest()
    return out


class WatchHandler(JupyterHandler):
    """``GET /tutor/watch.json``: held until the page's view changes (see the module)."""

    #: the future this request waits on while it is held (resolved False when the page closes it)
    held: asyncio.Future[bool] | None = None

    @tornado.web.authenticated
    async def get(self) -> None:
        await self.answer()

    async def answer(self) -> None:
        self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie the live question's answer sends back
        learner, lang, page = learners.learner_of(self), _lang(self), self.get_argument("page", "")
        since = self.get_argument("since", "")
        try:
            hold = min(max(float(self.get_argument("wait", str(HOLD))), 0.0), HOLD)
        except ValueError:
            hold = HOLD
        changes = changes_of(self.settings)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + hold
        changes.enter()
        try:
            while True:
                if self.held is not None:
                    changes.forget(self.held)
                # the future first, then the view: a change made after this reading wakes the wait below
                waiting = self.held = changes.waiter(learner)
                stamp = changes.stamp()
                out = view(self, learner, lang, page)
                if out["version"] != since or changes.closed:
                    break
                woken = await self._hold(changes, waiting, stamp, deadline)
                if woken is None:
                    return  # the page went away: nobody to answer
                if not woken:
                    break  # held long enough: the same view again, and the page asks anew
        finally:
            changes.leave()
            if self.held is not None:
                changes.forget(self.held)
        _json(self, out)

    async def _hold(self, changes: Changes, waiting: asyncio.Future[bool], stamp: Any, deadline: float) -> bool | None:
        """True when the class's state may have changed, False when the hold time is over, None when the page
        closed the request."""
        loop = asyncio.get_running_loop()
        while True:
            left = deadline - loop.time()
            if left <= 0:
                return False
            await asyncio.wait([waiting], timeout=left if changes.every is None else min(left, changes.every))
            if waiting.done():
                return waiting.result() or None
            if changes.stamp() != stamp:
                return True

    def on_connection_close(self) -> None:
        if self.held is not None and not self.held.done():
            self.held.set_result(False)
        super().on_connection_close()


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    return [(base_url.rstrip("/") + "/tutor/watch.json", WatchHandler, {})]
