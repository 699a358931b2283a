"""The class on a JupyterHub, in every learner's own server (issue 23): a Jupyter Server extension that
``deploy/jupyterhub/jupyter_server_config.py`` loads beside Voilà.

It gives a learner's server what the app (``make app``) gives its pages, with the class's state shared through the
class folder (``TUTOR_CLASS_DIR``) and the class's database (``TUTOR_DB``), since every learner has a server of
their own (:mod:`tutor.classview.shared`):

- the landing page shows today's class first (the plan the teacher assigned in the class service);
- ``tutor/live.js``, ``tutor/live.json``, ``tutor/live/answer``: the live question the teacher put to the class
  (from the class service), the learner's answer recorded in the database as the hub's user (``hub:<name>``);
- ``class/follow.json``: where the teacher presenting is; ``class/follow``: only on a teacher's own server
  (the hub sets ``TT_CLASS_TEACHER=1`` for the members of its group ``teachers``), always behind the hub's log-in
  and the XSRF check.
- ``tutor/watch.json``: both in one request the server holds until they change (:mod:`tutor.serve.watch`), what
  the learner's pages ask. The teacher changes them from another server (the class service, the teacher's own),
  which writes the class folder: a held request compares the two files' sizes and times once a second
  (:func:`class_files_stamp`), and a learner's own answer wakes their other pages at once.

A learner's server never offers the teacher's side of the live question: that is the class service's.

**Tables** (issue 31), when the class has a database (``TUTOR_DB``: PostgreSQL on a school's hub): every learner's
server serves the tables' pages and websocket (:func:`tutor.serve.tables.handlers.routes`) and the learner's own
reviews (:mod:`tutor.serve.tables.review`) against that database. A table is an event log there, and each server
polls a table's step for the pages it holds, so learners on different servers share a table: an action taken through
one server reaches every other server's pages within a poll (``tutor.serve.tables.live.POLL``). The learner is the
hub's user; the teacher's console is the class service's (:mod:`tutor.serve.hub.service`).
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated

from ... import classview, seams
from ...classview.shared import FOLLOW_FILE, LIVE_FILE, FolderFollow, FolderLive
from .. import learners, livequestion, watch
from ..changes import SETTING, Changes
from ..classview import FollowLeadHandler, FollowStateHandler


def is_teacher() -> bool:
    """Whether this server's user is a teacher of the hub (set by the hub when it starts the server)."""
    return os.environ.get("TT_CLASS_TEACHER") == "1"


class HubFollowLeadHandler(FollowLeadHandler):
    """``POST class/follow`` on a teacher's own server (403 on a learner's: a learner never moves the class)."""

    def prepare(self, *, _redirect_to_login: Any = True) -> Any:  # type: ignore[override]
        if not is_teacher():
            self.set_status(403)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.finish("Only a teacher of this hub leads the class.\n")
            return None
        return super().prepare(_redirect_to_login=_redirect_to_login)

    @tornado.web.authenticated  # the hub's log-in (the server's owner), and always the XSRF check
    def post(self) -> None:  # type: ignore[override]
        super().post()


def _refused_unless_logged_in(handler: Any) -> bool:
    """A script's read on a hub server: a plain 403 (True) when the request is not the logged-in user's, where the
    hub would answer with its log-in page."""
    if handler.current_user:
        return False
    handler.set_status(403)
    handler.finish({"error": "log in to the hub"})
    return True


class HubFollowStateHandler(FollowStateHandler):
    """``GET class/follow.json``: where the teacher is in a lesson (a slide and a step, nothing about any learner),
    only for the server's own (logged-in) user: a script sends its XSRF token, by which a hub's server
    authenticates it; a plain 403 otherwise (not the hub's log-in page: a script asks it)."""

    @allow_unauthenticated  # checked here
    def get(self) -> None:
        if not _refused_unless_logged_in(self):
            self.state()


class HubLiveStateHandler(livequestion.LiveStateHandler):
    """``GET tutor/live.json`` on a hub: only for the server's own (logged-in) user, and a plain 403 otherwise
    (not the hub's log-in page: a script asks it)."""

    @allow_unauthenticated  # checked here
    def get(self) -> None:
        if not _refused_unless_logged_in(self):
            super().get()


class HubWatchHandler(watch.WatchHandler):
    """``GET tutor/watch.json`` on a hub: only for the server's own (logged-in) user, and a plain 403 otherwise
    (not the hub's log-in page: a script asks it)."""

    @allow_unauthenticated  # checked here
    async def get(self) -> None:
        if not _refused_unless_logged_in(self):
            await self.answer()


def class_files_stamp(folder: Path) -> Hashable:
    """The size and time of the class folder's live question and follow files (``None`` for one not there): what
    another server's change of them changes."""
    out: list[tuple[int, int, int] | None] = []
    for name in (LIVE_FILE, FOLLOW_FILE):
        try:
            st = (folder / name).stat()
            out.append((st.st_mtime_ns, st.st_size, st.st_ino))
        except OSError:
            out.append(None)
    return tuple(out)


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """A learner's server's routes: the learners' side of the live question and of "follow me"."""
    b = base_url.rstrip("/")
    learner_side = [(path, HubLiveStateHandler if handler is livequestion.LiveStateHandler else handler, kw)
                    for path, handler, kw in livequestion.handlers(base_url) if "/tutor/" in path]
    return learner_side + [(b + "/tutor/watch.json", HubWatchHandler, {}),
                           (b + "/class/follow.json", HubFollowStateHandler, {}),
                           (b + "/class/follow", HubFollowLeadHandler, {})]


def tables_handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """A learner's server's routes for the tables: the learners' pages and websocket, their own reviews and a class
    set's traveller (never the teacher's console or the set pages: those are the class service's)."""
    from ..tables import classsets, review
    from ..tables.handlers import routes

    travellers = [h for h in classsets.handlers(base_url) if h[1] is classsets.LearnerTravellerHandler]
    return routes(base_url) + review.handlers(base_url) + travellers


def has_tables() -> bool:
    """Whether this server's tables are shared: the class keeps them in its database (``TUTOR_DB``); without one,
    a learner's own SQLite file would hold tables nobody else could join."""
    return bool(os.environ.get("TUTOR_DB"))


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tutor.serve.hub.server"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    web_app = serverapp.web_app
    folder = classview.class_dir()
    web_app.settings.update(tutor_live=FolderLive(folder, learners.APP_STORE.get), tutor_follow=FolderFollow(folder),
                            tutor_class_folder=str(folder), tutor_lessons_root=serverapp.root_dir)
    web_app.settings[SETTING] = Changes(stamp=lambda: class_files_stamp(folder), every=1.0)
    web_app.add_handlers(".*$", handlers(web_app.settings["base_url"]) +
                         (tables_handlers(web_app.settings["base_url"]) if has_tables() else []))
    # the landing page with today's class first (and the learner's record), whether Voilà's routes exist yet or not
    tree = learners.tree_handler(TornadoVoilaTreeHandler)
    seams.with_voila_tree_handler(serverapp, tree)
    serverapp.log.info("Trick Tutor: the class on this hub (today's class, live question, follow me%s%s)",
                       ", leading" if is_teacher() else "", ", tables" if has_tables() else "")
