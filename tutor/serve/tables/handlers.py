"""The tables' requests: the lobby, a table's page, its websocket, the open tables as JSON, the card pictures.

Who a request is: the app's learner (:func:`tutor.serve.learners.learner_of`: the JupyterHub user, else the signed
``tutor_learner`` cookie); a page opened without one gets a new id in that cookie first, as a lesson page does. On a
network the app's token rules hold for every request here, the websocket too (Jupyter Server's login: the token in
the shared link, then its cookie). Everything that changes a table passes tornado's XSRF check: the form's
``_xsrf`` field, and the websocket's ``?_xsrf=`` (a websocket carries no form; its origin is checked as well).

A message to a page holds only ``Seat.view()`` of the page's own seat, or, for a page without a seat, the table's
status (seats, whose turn: no card). A refused action's reason goes to the page that sent it only.
"""

from __future__ import annotations

import json
import logging
import random
import re
from functools import cache
from typing import Any

import tornado.web
import tornado.websocket
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.base.websocket import WebSocketMixin

from ... import i18n
from ...errors import IllegalAction, StoreError, TutorError
from ...render.pages import page_lang
from ...seats import SEATS
from .. import learners
from . import page
from .live import HallThread, Rooms, dumps, seat_of, status_of
from .words import GAMES, LEVELS, TEXT

LOG = logging.getLogger("tutor.serve.tables")
TABLE_ID = r"[A-Za-z0-9_-]{1,64}"
#: the most a page may send at once (an action is a few dozen bytes; a 27 Wang bury is eight card texts)
LONGEST_MESSAGE = 4096


def rooms_of(settings: dict[str, Any]) -> Rooms:
    """The app's rooms and hall (made on first use; the hall opens in its own thread at the first call)."""
    rooms = settings.get("tutor_tables")
    if rooms is None:
        def opener() -> Any:
            from ... import tables

            return tables.open(settings.get("tutor_db") or None)

        rooms = settings["tutor_tables"] = Rooms(HallThread(opener))
    return rooms  # type: ignore[no-any-return]


def lang_of(handler: tornado.web.RequestHandler) -> str:
    """``?lang=``, else the browser's first language: ``en``, ``zh`` or ``zh-hant``."""
    first = handler.request.headers.get("Accept-Language", "").split(",")[0].split(";")[0]
    return page_lang(handler.get_argument("lang", "") or first)


def said(text: Any, lang: str) -> str:
    """A message (a :class:`tutor.i18n.Text` or an error) in ``lang``."""
    if isinstance(text, i18n.Text):
        return text.in_language(lang)
    with i18n.language(lang):
        return str(text)


def reason_of(exc: BaseException, lang: str) -> str:
    """The sentence a page shows for a refusal or a failure (the engine's reason; never a traceback)."""
    with i18n.language(lang):
        if isinstance(exc, StoreError):  # its .reason is a code: the sentence is its text
            return TEXT["no_store"].in_language(lang) + str(exc)
        if isinstance(exc, TutorError):
            reason = getattr(exc, "reason", None)
            return str(reason) if reason else str(exc)
    return TEXT["unknown"].in_language(lang)


def ensure_learner(handler: tornado.web.RequestHandler) -> str:
    """The request's learner; a browser without one gets a new id (kept in the signed cookie)."""
    learner = learners.learner_of(handler)
    if learner is None:
        from ...progress import names

        learner = names.new_browser_id()
        learners.remember(handler, learner)
    return learner


def name_of(learner: str) -> str | None:
    """The name the learner gave the app (the progress store), or None."""
    store = learners.APP_STORE.get()
    if store is None:
        return None
    try:
        return store.name(learner)  # type: ignore[no-any-return]
    except StoreError:
        return None


class TablesHandler(JupyterHandler):
    """What every tables page shares: never a traceback, the JSON answer."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        lang = lang_of(self)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        text = TEXT["not_found"] if status_code == 404 else TEXT["unknown"]
        self.finish(page.error_page(lang, self.base_url, text.in_language(lang), status_code))

    def check_xsrf_cookie(self) -> None:
        # always, even with the learners' token: another site must not open a table or act for a learner
        tornado.web.RequestHandler.check_xsrf_cookie(self)

    def json(self, out: Any, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(dumps(out))


async def open_rows(rooms: Rooms, lang: str) -> list[dict[str, Any]]:
    """The open tables (not over) as the lobby and the landing page list them: no card, no learner id."""
    from ...classview.houserules import lines

    rows = await rooms.hall.run(lambda h: h.tables(open_only=True), lang=lang)
    return [status_of(r) | {"rules": _rules_text(r.get("rules")),
                            "house_rules": lines(str(r.get("game")), r.get("rules"), lang)}
            for r in rows if not r.get("over")]


def _rules_text(rules: Any) -> str:
    if isinstance(rules, dict):
        return str(rules.get("preset") or "")
    return str(rules or "")


def class_rules(settings: dict[str, Any], game: str) -> dict[str, Any] | None:
    """The house rules the teacher fixed for ``game`` in this class (the class folder), or None: the usual rules."""
    from pathlib import Path

    from ...classview.houserules import for_table

    folder = settings.get("tutor_class_folder")
    return for_table(game, Path(folder) if folder else None)


class LobbyHandler(TablesHandler):
    """``GET /tables``: the open tables and the form that opens a new one."""

    @tornado.web.authenticated
    async def get(self) -> None:
        lang = lang_of(self)
        learner = ensure_learner(self)
        problem = None
        try:
            rows = await open_rows(rooms_of(self.settings), lang)
        except Exception as exc:  # noqa: BLE001 - the lobby says why it cannot list the tables
            LOG.warning("the lobby cannot list the tables: %s", exc)
            rows, problem = [], reason_of(exc, lang)
        mine = await self._mine(learner)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(page.lobby(lang, self.base_url, self.xsrf_token.decode(), rows, mine, problem,
                               refused=self.get_argument("refused", "")))

    async def _mine(self, learner: str) -> set[str]:
        """The tables where this learner holds a seat."""
        try:
            rows = await rooms_of(self.settings).hall.run(lambda h: h.tables(open_only=True))
        except Exception:  # noqa: BLE001 - the listing failed above already, and said so
            return set()
        return {str(r["id"]) for r in rows
                if any((s or {}).get("learner") == learner for s in (r.get("seats") or {}).values())}


class NewTableHandler(TablesHandler):
    """``POST /tables/new``: ``game``, ``level`` (robots'), ``seat`` (the opener's), ``robots`` (``now``: robots sit
    in the other seats at once; else they wait for learners, and the table's page can call them in)."""

    @tornado.web.authenticated
    async def post(self) -> None:
        lang = lang_of(self)
        learner = ensure_learner(self)
        game = self.get_body_argument("game", "")
        level = self.get_body_argument("level", "normal")
        seat = self.get_body_argument("seat", "S")
        robots_now = self.get_body_argument("robots", "") == "now"
        base = f"{self.base_url}tables"
        if game not in GAMES or level not in LEVELS or seat not in SEATS:
            self.redirect(f"{base}?lang={lang}&refused=bad", status=303)
            return
        robots = {s: level for s in SEATS if s != seat} if robots_now else {}
        name = name_of(learner)
        rules = class_rules(self.settings, game)

        def open_and_sit(h: Any) -> str:
            tid = h.open_table(game, seed=random.SystemRandom().randrange(1 << 31), rules=rules, robots=robots,
                               by=learner)
            h.sit(tid, seat, learner=learner, name=name)
            return str(tid)

        try:
            tid = await rooms_of(self.settings).hall.run(open_and_sit, lang=lang)
        except Exception as exc:  # noqa: BLE001 - said on the lobby, never a traceback
            LOG.warning("a table could not be opened: %s", exc)
            self.redirect(f"{base}?lang={lang}&refused=open", status=303)
            return
        self.redirect(f"{base}/{tid}?lang={lang}", status=303)


class OpenTablesHandler(TablesHandler):
    """``GET /tables/open.json``: the open tables (seats with names as text, whose turn, no card)."""

    @tornado.web.authenticated
    async def get(self) -> None:
        lang = lang_of(self)
        try:
            rows = await open_rows(rooms_of(self.settings), lang)
        except Exception as exc:  # noqa: BLE001 - the reason, as JSON
            self.json({"tables": [], "problem": reason_of(exc, lang)}, 503)
            return
        self.json({"tables": rows, "problem": None,
                   "html": page.landing_box(lang, self.base_url, rows) if self.get_argument("box", "") else None})


#: the landing page's script: it puts the box of open tables in its slot (nothing when none is open)
LANDING_SCRIPT = """(function () {
  var me = document.currentScript, slot = document.querySelector(".tt-tables-slot");
  if (!slot || !me) return;
  var lang = new URL(me.src).searchParams.get("lang") || "en";
  fetch(me.src.split("tables/landing.js")[0] + "tables/open.json?box=1&lang=" + encodeURIComponent(lang),
        {credentials: "same-origin"})
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (d) { if (d && d.html) { slot.innerHTML = d.html; slot.hidden = false; } })
    .catch(function () {});
})();
"""


class LandingScriptHandler(TablesHandler):
    """``GET /tables/landing.js``: the landing page's script for its box of open tables (no secret, no word)."""

    @tornado.web.authenticated
    def get(self) -> None:
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.finish(LANDING_SCRIPT)


@cache
def deck_pictures(lang: str) -> str:
    """Every card's picture (``tutor.render``'s SVG, named in ``lang``) by card text, as JSON: what the table page
    draws the cards with, so they look as in the lessons. Pictures only: which card a seat holds is never in it."""
    from ...cards import deck
    from ...render.cards import card_svg

    with i18n.language(lang):
        pictures = {str(c): card_svg(c, width=64) for c in deck(54)}
        pictures["back"] = card_svg(None, face_down=True, width=64)
    return json.dumps(pictures, ensure_ascii=False)


class DeckHandler(TablesHandler):
    """``GET /tables/deck.json?lang=``: the card pictures (public: the same for everyone)."""

    @tornado.web.authenticated
    def get(self) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "max-age=3600")
        self.finish(deck_pictures(lang_of(self)))


class TablePageHandler(TablesHandler):
    """``GET /tables/<id>``: a table's page (the script then connects to its websocket)."""

    @tornado.web.authenticated
    async def get(self, table: str) -> None:
        lang = lang_of(self)
        ensure_learner(self)
        try:
            row = await rooms_of(self.settings).hall.run(lambda h: h.table(table))
        except TutorError:
            raise tornado.web.HTTPError(404) from None
        except Exception as exc:  # noqa: BLE001 - said as a sentence
            LOG.warning("table %s: cannot be read: %s", table, exc)
            self.set_status(503)
            self.finish(page.error_page(lang, self.base_url, reason_of(exc, lang), 503))
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        from ...classview.houserules import lines

        game = str(row["game"])
        self.finish(page.table_page(lang, self.base_url, self.xsrf_token.decode(), table, game,
                                    lines(game, row.get("rules"), lang)))


class TableSocket(WebSocketMixin, tornado.websocket.WebSocketHandler, JupyterHandler):  # type: ignore[misc]
    """``/tables/<id>/socket?_xsrf=…&lang=…``: one page's connection to its table.

    The page sends ``{"sit": "S"}``, ``{"act": <an action as view["legal"] lists it>, "id": n}``, ``{"leave": true}``,
    ``{"robots": level}`` (robots in the empty seats). The server sends ``{"type": "view", "view": Seat.view()}``
    whenever the table's step changes, ``{"type": "status", "view": …}`` to a page without a seat,
    ``{"type": "refused", "reason": …, "id": n}`` to the sender only, ``{"type": "done", "id": n}`` once an action
    is taken, and ``{"type": "error", "reason": …}``.
    """

    learner: str
    lang: str = "en"
    seat: str | None = None
    sent_step: int | None = None
    table: str = ""

    async def get(self, table: str, *args: Any, **kwargs: Any) -> None:
        if self.current_user is None:
            raise tornado.web.HTTPError(403)
        tornado.web.RequestHandler.check_xsrf_cookie(self)  # the page's ?_xsrf= against its _xsrf cookie
        learner = learners.learner_of(self)
        if learner is None:  # the table's page gave this browser an id: a socket without one is not from it
            raise tornado.web.HTTPError(403)
        self.learner, self.lang, self.table = learner, lang_of(self), table
        await super().get(table, *args, **kwargs)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}\n")

    async def open(self, table: str, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        super().open(table, *args, **kwargs)
        rooms = rooms_of(self.settings)
        try:
            self.seat = await rooms.hall.run(lambda h: _seat_of(h, table, self.learner))
        except Exception as exc:  # noqa: BLE001 - said to the page, which tries again later
            self.send({"type": "error", "reason": reason_of(exc, self.lang)})
            self.close(1011)
            return
        rooms.join(table, self)
        await self._refresh()

    async def _refresh(self) -> None:
        """This page's view now (after it joined or changed seats)."""
        self.sent_step = None
        try:
            view = await rooms_of(self.settings).view(self.table, self.seat, self.lang)
        except Exception as exc:  # noqa: BLE001 - the reason, as a sentence
            self.send({"type": "error", "reason": reason_of(exc, self.lang)})
            return
        if view is None:
            self.send({"type": "error", "reason": TEXT["not_found"].in_language(self.lang)})
            return
        self.sent_step = view.get("step")
        self.send({"type": "view" if self.seat else "status", "view": view})

    def send(self, message: dict[str, Any]) -> None:
        if self.ws_connection is None or self.ws_connection.is_closing():
            return
        try:
            self.write_message(dumps(message))
        except tornado.websocket.WebSocketClosedError:
            pass

    async def on_message(self, message: str | bytes) -> None:
        if len(message) > LONGEST_MESSAGE:
            self.send({"type": "error", "reason": TEXT["bad_request"].in_language(self.lang)})
            return
        try:
            body = json.loads(message)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            self.send({"type": "error", "reason": TEXT["bad_request"].in_language(self.lang)})
            return
        ident = body.get("id")
        ident = ident if isinstance(ident, int | str) and len(str(ident)) <= 40 else None
        rooms = rooms_of(self.settings)
        known: dict[tuple[str, str], dict[str, Any]] = {}
        try:
            if "act" in body:
                if self.seat is None:
                    raise IllegalAction(TEXT["no_seat"], action=None)
                action, seat = body["act"], self.seat
                mine = await rooms.hall.run(lambda h: _held(h, self.table, seat, self.learner).act(action),
                                            lang=self.lang)
                if isinstance(mine, dict) and mine.get("seat") == seat:  # Seat.act returns the seat's new view
                    known[(seat, self.lang)] = mine
            elif "sit" in body:
                wanted = body["sit"]
                if wanted not in SEATS:
                    raise IllegalAction(TEXT["bad_request"], action=None)
                name = name_of(self.learner)
                sat = await rooms.hall.run(lambda h: h.sit(self.table, wanted, learner=self.learner, name=name),
                                           lang=self.lang)
                self.seat = getattr(sat, "seat", None) or wanted
                for other in list(rooms.rooms.get(self.table, _NoRoom).pages):
                    if getattr(other, "learner", None) == self.learner:  # the learner's other tabs sit with them
                        other.seat = self.seat
                        other.sent_step = None
            elif "leave" in body:
                if self.seat is not None:
                    seat = self.seat
                    # a learner leaving a running match runs away (逃跑: the QQ rule, core applies it and tells
                    # everyone why); a robot plays the seat on, so the others' game goes on
                    await rooms.hall.run(lambda h: h.leave(self.table, seat, abandon=True, learner=self.learner),
                                         lang=self.lang)
                    for other in list(rooms.rooms.get(self.table, _NoRoom).pages):
                        if getattr(other, "learner", None) == self.learner:
                            other.seat = None
                            other.sent_step = None
            elif "robots" in body:
                level = body["robots"]
                if level not in LEVELS or self.seat is None:
                    raise IllegalAction(TEXT["bad_request"], action=None)
                await rooms.hall.run(lambda h: h.fill(self.table, level=level), lang=self.lang)
            else:
                raise IllegalAction(TEXT["bad_request"], action=None)
        except (IllegalAction, TutorError, StoreError) as exc:
            self.send({"type": "refused", "reason": reason_of(exc, self.lang), "id": ident})
            return
        except Exception as exc:  # noqa: BLE001 - a plain sentence to the page; the details in the log
            LOG.error("table %s: %r failed", self.table, body, exc_info=True)
            self.send({"type": "refused", "reason": reason_of(exc, self.lang), "id": ident})
            return
        self.send({"type": "done", "id": ident})
        await rooms.changed(self.table, known)

    def on_close(self) -> None:
        rooms = self.settings.get("tutor_tables")
        if rooms is not None and self.table:
            rooms.leave(self.table, self)


def _held(hall: Any, table: str, seat: str, learner: str) -> Any:
    """The seat as ``learner`` holds it: the hall refuses its actions once the seat is no longer theirs."""
    from ... import tables

    return tables.Seat(hall, table, seat, learner)


class _NoRoom:
    pages: set[Any] = set()


def _seat_of(hall: Any, table: str, learner: str) -> str | None:
    """The seat ``learner`` holds at ``table``, or None (``tables.TableError`` when there is no such table)."""
    return seat_of(hall.table(table, ids=True), learner)


ID_RE = re.compile(TABLE_ID)


def routes(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The tables' routes under the app's ``base_url``."""
    b = base_url.rstrip("/")
    return [(b + "/tables", LobbyHandler, {}), (b + "/tables/new", NewTableHandler, {}),
            (b + "/tables/open.json", OpenTablesHandler, {}), (b + "/tables/deck.json", DeckHandler, {}),
            (b + "/tables/landing.js", LandingScriptHandler, {}),
            (b + f"/tables/({TABLE_ID})", TablePageHandler, {}),
            (b + f"/tables/({TABLE_ID})/socket", TableSocket, {})]
