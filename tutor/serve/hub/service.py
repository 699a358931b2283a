"""The class view on a JupyterHub (issue 23): a hub service (``/services/class/``) with the same page, data,
CSV and plan as the app's ``/class`` (:mod:`tutor.serve.classview`), over the class's records in the database
every learner's server writes to (``TUTOR_DB``: PostgreSQL on a school's hub).

Who may see it: the hub's log-in (OAuth), then only the members of the hub group ``teachers``
(``TT_CLASS_GROUP``), asked of the hub's API with the service's own token; anyone else gets 403. Every
request the page's script sends (the data and every change: plan, reset, archive) passes JupyterHub's XSRF
check (HubOAuthenticated's).

The teacher's console for the tables is here too (``class/tables…``, :mod:`tutor.serve.tables.console`): every
learner's server keeps its tables in the same database, so the console sees and changes them all.

The class sets are here too (``class/sets…``, :mod:`tutor.serve.tables.classsets`: the same pages, the same
forms): the teacher starts a set whose tables the learners join from their own servers, and reads its travellers,
comparisons and exports here; each learner's traveller is on their own server (:mod:`tutor.serve.hub.server`).

The teacher's side of the live question is here too (``class/live``, ``class/live.json``,
``class/live/questions.json``, as the app's :mod:`tutor.serve.livequestion`): the question is kept in the class
folder and its answers are the learners' records in the database (:class:`tutor.classview.shared.FolderLive`),
where every learner's own server puts them (:mod:`tutor.serve.hub.server`).
``deploy/jupyterhub/jupyterhub_config.py`` starts
it as a managed service; run by hand: ``python -m tutor.serve.hub.service`` with the hub's service environment.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import tornado.ioloop
import tornado.web
from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated  # type: ignore[import-not-found]
from tornado import httputil

from ... import classview
from ...classview.live import LiveError
from ...classview.shared import FolderLive
from ...errors import TutorError
from ...i18n import domain, language
from ...render.pages import page_lang
from .. import livequestion
from ..classview import _ids, lesson_catalog, skill_catalog
from ..classview_page import page

t, tn = domain("tutor")
GROUP = os.environ.get("TT_CLASS_GROUP", "teachers")
_TEACHERS: dict[str, Any] = {"at": 0.0, "names": frozenset()}


class _Base(HubOAuthenticated, tornado.web.RequestHandler):
    def teachers(self) -> frozenset[str]:
        """The hub group's members (asked again at most every 10 s)."""
        if time.monotonic() - _TEACHERS["at"] > 10:
            import urllib.request

            req = urllib.request.Request(f"{os.environ['JUPYTERHUB_API_URL']}/groups/{GROUP}",
                                         headers={"Authorization": f"token {os.environ['JUPYTERHUB_API_TOKEN']}"})
            try:
                with urllib.request.urlopen(req, timeout=10) as r:
                    _TEACHERS["names"] = frozenset(json.loads(r.read()).get("users", []))
            except OSError:
                _TEACHERS["names"] = frozenset()
            _TEACHERS["at"] = time.monotonic()
        return _TEACHERS["names"]  # type: ignore[no-any-return]

    def prepare(self) -> None:
        user = self.current_user
        if user and user.get("name") not in self.teachers():
            self.set_status(403)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.finish("The class view is for the teachers of this hub.\n")

    def store(self) -> Any:
        store = self.settings.get("tutor_store")
        if store is None:
            from ... import progress

            store = self.settings["tutor_store"] = progress.open(None)
        return store

    def write_error(self, status_code: int, **kwargs: Any) -> None:  # never a traceback on a page
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {httputil.responses.get(status_code, 'Error')}\n")


class PageHandler(_Base):
    @tornado.web.authenticated
    def get(self) -> None:
        lang = page_lang(self.get_argument("lang", ""))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        token = self.xsrf_token  # JupyterHub's (its check guards every request a script sends, changes too)
        self.finish(page(lang, token.decode() if isinstance(token, bytes) else token, self.settings["tutor_prefix"]))


class DataHandler(_Base):
    @tornado.web.authenticated
    def get(self) -> None:
        try:
            out = classview.board(self.store())
            out["problem"] = None
        except TutorError as e:
            out = {"columns": [], "rows": [], "questions": [], "answers": 0, "learners": 0, "problem": str(e)}
        out["plan"] = classview.todays_plan()
        if self.get_argument("catalog", ""):
            lang = page_lang(self.get_argument("lang", "en"))
            out["catalog"] = {"lessons": lesson_catalog(self.settings["tutor_lessons"], lang),
                              "skills": skill_catalog()}
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(out, ensure_ascii=False, default=str))


class CsvHandler(_Base):
    @tornado.web.authenticated
    def get(self) -> None:
        text = classview.results_csv(classview.board(self.store()))
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", "attachment; filename=results.csv")
        self.finish("\ufeff" + text)


class ActionHandler(_Base):
    @tornado.web.authenticated
    def post(self, action: str) -> None:
        try:
            body = json.loads(self.request.body or b"{}")
            if action == "plan":
                known = [s["id"] for s in skill_catalog()]
                plan = classview.assign(_ids(body.get("lessons")), _ids(body.get("skills")),
                                        known_lessons=[x["id"] for x in lesson_catalog(self.settings["tutor_lessons"])],
                                        known_skills=known or None)
            elif action == "reset":
                plan = classview.reset()
            else:
                classview.archive(self.store())
                plan = classview.todays_plan()
        except (TutorError, ValueError) as e:
            self.set_status(400)
            self.finish({"error": str(e)})
            return
        self.finish({"plan": plan})


class LiveHandler(_Base):
    """The teacher's side of the class's live question (``POST class/live``, ``GET class/live.json`` and
    ``GET class/live/questions.json``)."""

    def live(self) -> FolderLive:
        live = self.settings.get("tutor_live")
        if live is None:
            live = self.settings["tutor_live"] = FolderLive(None, self.store)
        return live  # type: ignore[no-any-return]

    def answer(self, out: dict[str, Any], status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(out, ensure_ascii=False))

    @tornado.web.authenticated
    async def get(self) -> None:
        lang = page_lang(self.get_argument("lang", "en"))
        try:
            if self.request.path.endswith("/questions.json"):
                lesson = self.get_argument("lesson", "")
                found = await livequestion.question_list(self.settings["tutor_lessons"], lesson, lang)
                self.answer({"questions": found})
            else:
                self.answer(self.live().teacher_view(lang))
        except LiveError as e:
            self.answer({"error": str(e)}, 400)

    @tornado.web.authenticated
    async def post(self) -> None:
        lang = page_lang(self.get_argument("lang", "en"))
        try:
            body = json.loads(self.request.body or b"{}")
            if not isinstance(body, dict):
                raise ValueError("not an object")
            self.answer(await livequestion.lead_action(self.live(), self.settings["tutor_lessons"], body, lang))
        except ValueError:
            with language(lang):
                self.answer({"error": str(t("the request is not what the page sends (JSON)"))}, 400)
        except LiveError as e:
            self.answer({"error": str(e)}, 400)


class TablesHandler(_Base):
    """The teacher's console for the tables (issue 31), as the app's ``class/tables…``
    (:mod:`tutor.serve.tables.console`), over the class's database where every learner's server keeps them."""

    def hall(self) -> Any:
        hall = self.settings.get("tutor_tables_hall")
        if hall is None:
            from ... import tables
            from ..tables.live import HallThread

            hall = self.settings["tutor_tables_hall"] = HallThread(lambda: tables.open(None))
        return hall

    def answer(self, status: int, out: dict[str, Any]) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(out, ensure_ascii=False, default=str))

    @tornado.web.authenticated
    async def get(self, tid: str | None = None) -> None:
        from ..tables import console

        self.answer(*await console.answer_get(self.hall(), tid, page_lang(self.get_argument("lang", "en"))))

    @tornado.web.authenticated
    async def post(self, *args: str) -> None:
        from ..tables import console

        tid, action = (None, args[0]) if len(args) == 1 else (args[0], args[1])
        self.answer(*await console.answer_post(self.hall(), action, tid, self.request.body,
                                               page_lang(self.get_argument("lang", "en"))))


class SetsHandler(TablesHandler):
    """The class sets (issue 32), as the app's ``class/sets…`` (:mod:`tutor.serve.tables.classsets`: every page is
    that module's, over the class's database); the forms pass JupyterHub's XSRF check (their ``_xsrf`` field)."""

    def lang(self) -> str:
        return page_lang(self.get_argument("lang", "") or self.request.headers.get("Accept-Language", "en"))

    def page(self, text: str, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(text)

    def refused(self, exc: BaseException, lang: str) -> None:
        import html

        from ..tables.classsets import frame, w

        with language(lang):
            reason = str(getattr(exc, "reason", None) or exc)
        self.page(frame(lang, w(lang)["sets"], f'<p class="tt-error" role="alert">{html.escape(reason)}</p>'), 400)

    @tornado.web.authenticated
    async def get(self, sid: str | None = None, deal: str | None = None,  # type: ignore[override]
                  what: str | None = None) -> None:
        from ..tables import classsets as cs

        lang, hall = self.lang(), self.hall()
        token = self.xsrf_token
        xsrf = token.decode() if isinstance(token, bytes) else str(token)
        try:
            if sid is None:
                return self.page(await hall.run(cs.sets_page, lang, xsrf, lang=lang))
            if deal in ("results.csv", "results.pbn"):
                fn = "export_csv" if deal.endswith("csv") else "export_pbn"
                text = await hall.run(lambda h: getattr(h, fn)(sid), lang=lang)
                self.set_header("Content-Type", f"{'text/csv' if fn == 'export_csv' else 'text/plain'}; charset=utf-8")
                self.set_header("Content-Disposition", f'attachment; filename="{sid}.{deal.rsplit(".", 1)[1]}"')
                self.finish(text)
                return
            if deal is None:
                return self.page(await hall.run(cs.set_page, sid, lang, xsrf, lang=lang))
            if deal == "deal":
                raise tornado.web.HTTPError(405)
            k = int(deal)
            if what == "diverged":
                at = self.get_argument("at", "")
                return self.page(await cs.compare(hall, sid, k, self.get_argument("a", ""),
                                                  self.get_argument("b", ""), int(at) if at.isdigit() else None, lang))
            present = bool(self.get_argument("present", ""))
            back = "../" + sid if not what else "../../" + sid
            return self.page(await hall.run(lambda h: cs.deal_page(h, sid, k, lang, present=present,
                                                                   handout=what == "handout", back=back), lang=lang))
        except TutorError as exc:
            self.refused(exc, lang)

    @tornado.web.authenticated
    async def post(self, sid: str | None = None, deal: str | None = None,  # type: ignore[override]
                   what: str | None = None) -> None:
        from ..tables import classsets as cs

        lang, hall = self.lang(), self.hall()
        # every field of the set form as sent (the app's handler reads the same names)
        form = {k: self.get_body_argument(k, "") for k in self.request.body_arguments if k != "_xsrf"}
        upload = self.request.files.get("pbn_file")
        if upload and not form.get("pbn", "").strip():
            form["pbn"] = upload[0]["body"].decode("utf-8", "replace")
        try:
            if sid is None:
                new = await hall.run(cs.open_class_set, form, lang=lang)
                return self.redirect(f"sets/{new}?lang={lang}", status=303)
            if deal == "deal" and what is None:
                n = form.get("deal", "")
                await hall.run(lambda h: h.set_deal(sid, int(n) if n.isdigit() else 0), lang=lang)
                return self.redirect(f"../{sid}?lang={lang}", status=303)
            raise tornado.web.HTTPError(404)
        except TutorError as exc:
            self.refused(exc, lang)


def make_app() -> tornado.web.Application:
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/services/class/")
    lessons = Path(os.environ.get("TT_CLASS_LESSONS", "lessons"))
    return tornado.web.Application([
        (prefix, PageHandler), (prefix.rstrip("/"), tornado.web.RedirectHandler, {"url": prefix}),
        (prefix + "class", tornado.web.RedirectHandler, {"url": prefix}),
        (prefix + "class/data.json", DataHandler), (prefix + "class/results.csv", CsvHandler),
        (prefix + r"class/(plan|reset|archive)", ActionHandler),
        (prefix + "class/live", LiveHandler), (prefix + "class/live.json", LiveHandler),
        (prefix + "class/live/questions.json", LiveHandler),
        (prefix + "class/tables.json", TablesHandler),
        (prefix + r"class/tables/([A-Za-z0-9_-]{1,64})\.json", TablesHandler),
        (prefix + r"class/tables/(pause|resume|next|open|house)", TablesHandler),
        (prefix + r"class/tables/([A-Za-z0-9_-]{1,64})/(pause|resume|robot)", TablesHandler),
        (prefix + "class/sets", SetsHandler), (prefix + r"class/sets/([A-Za-z0-9]{1,40})", SetsHandler),
        (prefix + r"class/sets/([A-Za-z0-9]{1,40})/(results\.csv|results\.pbn|deal|\d{1,2})", SetsHandler),
        (prefix + r"class/sets/([A-Za-z0-9]{1,40})/(\d{1,2})/(handout|diverged)", SetsHandler),
        (prefix + "oauth_callback", HubOAuthCallbackHandler),
    ], cookie_secret=os.urandom(32), xsrf_cookies=True, tutor_prefix=prefix, tutor_lessons=lessons)


def main() -> None:
    url = urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:10101"))
    make_app().listen(url.port or 80, url.hostname or "127.0.0.1")
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
