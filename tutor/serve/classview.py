"""The teacher's class view in the app (issue 23): ``/class`` and what its page asks for.

- ``GET /class``: the teacher's page (one row per learner, a column per lesson and skill of today's plan, each
  question's answers as bars; it asks ``/class/data.json`` every second, so an answer shows within 2 s).
- ``GET /class/data.json``: :func:`tutor.classview.board` as JSON (with ``?catalog=1`` the lessons and skills to
  assign from). ``GET /class/results.csv``: the class's results.
- ``POST /class/plan`` (``lessons``, ``skills``: ids), ``POST /class/reset``, ``POST /class/archive``: each
  passes the XSRF check (the page sends the ``_xsrf`` token), whatever else authenticated the request.
- ``/class/tables…``: the teacher's console for the tables (:mod:`tutor.serve.tables.console`), under the same rule.

Who may see it: when the app listens on loopback, the teacher's own machine, open. On a network every request
needs the teacher's key (``TEACHER_KEY=`` / ``--teacher-key``, else a new one printed at start beside the
learners' link), given once as ``?key=`` (then kept in a signed cookie for the page's own requests). The
learners' token is not the key: a request carrying only the token gets 403. Learners' names are text: the page
sets them with ``textContent``, never as markup.
"""

from __future__ import annotations

import functools
import hmac
import json
import os
import re
import secrets
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.base.handlers import JupyterHandler
from tornado import httputil

from .. import catalog, classview, i18n
from ..errors import TutorError
from .changes import changed
from .policy import is_loopback

t, tn = i18n.domain("pages")

COOKIE = "tt_teacher"


def choose_teacher_key(ip: str, given: str | None = None) -> str:
    """The key the class view needs: none on loopback, the given one (``TEACHER_KEY``), or a new one.

    >>> choose_teacher_key("127.0.0.1", "abc"), choose_teacher_key("0.0.0.0", "abc")
    ('', 'abc')
    >>> len(choose_teacher_key("0.0.0.0")) >= 20
    True
    """
    if is_loopback(ip):
        return ""
    return given or os.environ.get("TEACHER_KEY") or secrets.token_urlsafe(18)


def class_link(links: list[str], key: str) -> str:
    """The teacher's link to the class view, from the first of the learners' links (their token left out).

    >>> class_link(["http://10.1.2.3:8866/?token=tok"], "k")
    'http://10.1.2.3:8866/class?key=k'
    >>> class_link(["http://127.0.0.1:8866/"], "")
    'http://127.0.0.1:8866/class'
    """
    base = links[0].split("?", 1)[0] if links else "/"
    return base.rstrip("/") + "/class" + (f"?key={key}" if key else "")


def lesson_catalog(root: Path, lang: str = "en") -> list[dict[str, str]]:
    """The lessons a teacher can assign: ``[{"id", "title"}]``, titled with the game and the lesson's own heading
    in ``lang`` (the same lesson in English and Chinese has the same id)."""
    from ..render.landing import lesson_catalog as library

    out = []
    for game in library(root, lang):
        if game["game"] not in catalog.names():
            continue
        for lesson in game["lessons"]:
            lesson_id = f"{game['game']}/{Path(lesson['path']).stem}"
            if classview.LESSON_ID.match(lesson_id):
                out.append({"id": lesson_id, "title": f"{game['title']} {Path(lesson['path']).stem[:2]} · "
                                                      f"{lesson['title']}"})
    return out


def skill_catalog(lang: str = "en") -> list[dict[str, str]]:
    """The skills a teacher can assign (``tutor.practice``; none when it is not installed), each titled in ``lang``
    with its game's name ("Gong Zhu · Who wins the trick": several games have a skill of that name)."""
    try:
        from .. import practice  # type: ignore[attr-defined]
        from ..render.landing import skill_label
    except ImportError:
        return []
    out = []
    for game in catalog.names(practice=True):
        try:
            skills = practice.skills(game)
        except (TutorError, KeyError, ValueError):
            continue
        out += [{"id": s.id, "title": skill_label(s.id, lang)} for s in skills]
    return out


@functools.lru_cache(maxsize=8)
def _titles(root: str, lang: str) -> dict[str, str]:
    """Every lesson's, practice page's and skill's title in ``lang`` (read from the lessons once per server: they
    change only when the lessons are built again)."""
    from ..render.landing import game_name

    titles = {x["id"]: x["title"] for x in lesson_catalog(Path(root), lang)}
    titles.update({x["id"]: x["title"] for x in skill_catalog(lang)})
    with i18n.language(lang):
        titles.update({f"practice/{g}": str(t("Practice · {game}", game=game_name(g, lang)))
                       for g in catalog.names(practice=True)})
    return titles


def column_titles(root: Path, lang: str) -> dict[str, str]:
    """The class board's titles in the page's language (:func:`tutor.classview.board`'s ``titles``)."""
    return dict(_titles(str(root), lang))


class ClassHandler(JupyterHandler):
    """The class view's rule of access and its store, shared by its handlers."""

    def check_xsrf_cookie(self) -> None:
        # Jupyter lets a token-authenticated request skip the XSRF check; the class view never does (a learner's
        # token must not be a way to change the class's plan).
        tornado.web.RequestHandler.check_xsrf_cookie(self)

    def prepare(self, *, _redirect_to_login: Any = True) -> Any:  # type: ignore[override]
        key = self.settings.get("tutor_teacher_key", "")
        if key:
            given = self.get_argument("key", "") or (self.get_secure_cookie(COOKIE) or b"").decode("utf-8", "replace")
            if not given or not hmac.compare_digest(given.encode(), key.encode()):
                self.set_status(403)
                self.set_header("Content-Type", "text/plain; charset=utf-8")
                self.finish("The class view needs the teacher's key (the link printed when the app started).\n")
                return None
            if self.get_argument("key", ""):
                self.set_secure_cookie(COOKIE, key, expires_days=1, httponly=True, samesite="Strict")
        self.set_header("Cache-Control", "no-store")
        return super().prepare(_redirect_to_login=_redirect_to_login)

    def store(self) -> Any:
        """The progress store (opened once for the app); :class:`tutor.errors.StoreError` when it cannot be."""
        store = self.settings.get("tutor_class_store")
        if store is None:
            from .. import progress

            store = progress.open(self.settings.get("tutor_db") or None)
            self.settings["tutor_class_store"] = store
        return store

    def folder(self) -> Path | None:
        given = self.settings.get("tutor_class_folder")
        return Path(given) if given else None

    def refuse(self, status: int, reason: str) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps({"error": reason}, ensure_ascii=False))

    def write_error(self, status_code: int, **kwargs: Any) -> None:  # never a traceback on a page
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {httputil.responses.get(status_code, 'Error')}\n")


class ClassPageHandler(ClassHandler):
    @allow_unauthenticated  # the teacher's key is its own authentication (see prepare)
    def get(self) -> None:
        from ..render.pages import page_lang
        from .classview_page import page

        # ?lang= first, else the browser's first language (zh-TW, zh-Hant: 繁體中文; another Chinese: 简体中文)
        first = self.request.headers.get("Accept-Language", "").split(",")[0].split(";")[0]
        lang = page_lang(self.get_argument("lang", "") or first)
        from . import learners

        classview.mark_teacher(learners.learner_of(self), self.folder())  # this browser's pages: the projector's
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page(lang, self.xsrf_token.decode(), self.base_url))


class ClassDataHandler(ClassHandler):
    @allow_unauthenticated  # the teacher's key is its own authentication (see prepare)
    def get(self) -> None:
        from ..render.pages import page_lang

        lang = page_lang(self.get_argument("lang", "en"))
        root = Path(self.settings.get("tutor_lessons_root", "lessons"))
        try:
            out = classview.board(self.store(), folder=self.folder(), titles=column_titles(root, lang))
            problem = None
        except TutorError as e:  # a broken or locked store, a damaged class file: said, never a traceback
            out, problem = {"columns": [], "rows": [], "questions": [], "answers": 0, "learners": 0}, str(e)
        out["problem"] = problem
        out["plan"] = classview.todays_plan(self.folder())
        if self.get_argument("catalog", ""):
            out["catalog"] = {"lessons": lesson_catalog(root, lang),
                              "skills": skill_catalog(lang)}
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(out, ensure_ascii=False, default=str))


class ClassCsvHandler(ClassHandler):
    @allow_unauthenticated  # the teacher's key is its own authentication (see prepare)
    def get(self) -> None:
        from ..render.pages import page_lang

        lang = page_lang(self.get_argument("lang", "en"))
        root = Path(self.settings.get("tutor_lessons_root", "lessons"))
        try:
            with i18n.language(lang):  # the headers in the page's language, as its columns
                text = classview.results_csv(classview.board(self.store(), folder=self.folder(),
                                                             titles=column_titles(root, lang)))
        except TutorError as e:
            self.refuse(503, str(e))
            return
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", "attachment; filename=results.csv")
        self.finish("\ufeff" + text)  # the BOM: a spreadsheet then reads the Chinese names as UTF-8


class ClassActionHandler(ClassHandler):
    """``POST /class/plan``, ``/class/reset``, ``/class/archive``."""

    @allow_unauthenticated  # the teacher's key (prepare), and always the XSRF check
    def post(self, action: str) -> None:
        try:
            body = json.loads(self.request.body or b"{}") if self.request.body[:1] == b"{" else {
                k: [v.decode() for v in vs] for k, vs in self.request.body_arguments.items()}
        except ValueError:
            self.refuse(400, "the request is not JSON")
            return
        try:
            if action == "plan":
                lessons = _ids(body.get("lessons"))
                skills = _ids(body.get("skills"))
                root = Path(self.settings.get("tutor_lessons_root", "lessons"))
                known_skills = [s["id"] for s in skill_catalog()]
                plan = classview.assign(lessons, skills, folder=self.folder(),
                                        known_lessons=[x["id"] for x in lesson_catalog(root)],
                                        known_skills=known_skills if known_skills else None)
            elif action == "reset":
                plan = classview.reset(self.folder())
            elif action == "archive":
                classview.archive(self.store(), self.folder())
                plan = classview.todays_plan(self.folder())
            else:
                raise tornado.web.HTTPError(404)
        except TutorError as e:
            self.refuse(400, str(e))
            return
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps({"plan": plan}, ensure_ascii=False))


#: a lesson page the class follows: the path under voila/render/ (either language: the class follows one lesson)
FOLLOW_PAGE = re.compile(r"^(en|zh|zh-hant)/([a-z0-9]+/\d\d-[a-z0-9-]+)\.ipynb$")


def follow_key(page: str) -> str | None:
    """The lesson a page path names, without its language (``en/spades/02-x.ipynb`` -> ``spades/02-x``).

    >>> follow_key("zh/spades/02-playing-tricks.ipynb"), follow_key("notes.txt")
    ('spades/02-playing-tricks', None)
    """
    m = FOLLOW_PAGE.match(page or "")
    return m.group(2) if m else None


class FollowLeadHandler(ClassHandler):
    """``POST /class/follow``: the teacher presenting says where the class is (``{"page", "on", "slide",
    "step"}``); the teacher's key and the XSRF check as every change of the class view."""

    @allow_unauthenticated  # the teacher's key (prepare), and always the XSRF check
    def post(self) -> None:
        try:
            body = json.loads(self.request.body or b"{}")
            key = follow_key(str(body.get("page", "")))
            slide = int(body.get("slide", 0))
            step = body.get("step")
            step = None if step is None else int(step)
        except (ValueError, TypeError, AttributeError):
            key = None
        if key is None:
            self.refuse(400, "follow: a lesson page and its slide (a number) are needed")
            return
        follow = self.settings.setdefault("tutor_follow", {})
        seq = int((follow.get(key) or {}).get("seq", 0)) + 1
        follow[key] = {"on": bool(body.get("on", True)), "slide": max(0, slide),
                       "step": None if step is None else max(0, step), "seq": seq}
        changed(self)  # the pages of that lesson waiting for the teacher's move (tutor/watch.json)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(follow[key]))


class FollowStateHandler(JupyterHandler):
    """``GET /class/follow.json?page=<lesson page>``: where the teacher is in that lesson (it says nothing about any
    learner). A lesson page has the same state through ``tutor/watch.json`` (:mod:`tutor.serve.watch`), held until
    the teacher moves; this answers at once."""

    @tornado.web.authenticated
    def get(self) -> None:
        self.state()

    def state(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(follow_state(self.settings, self.get_argument("page", ""))))


def follow_state(settings: dict[str, Any], page: str) -> dict[str, Any]:
    """Where the teacher is in the lesson of ``page`` (``{"on": False, "seq": 0}`` when nobody leads it)."""
    key = follow_key(page)
    return dict((settings.get("tutor_follow") or {}).get(key or "") or {"on": False, "seq": 0})


def _ids(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list) or len(value) > 200:
        raise classview.ClassError("a plan is a list of lesson and skill ids")
    return [str(x).strip() for x in value if str(x).strip()]


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The class view's routes under the app's ``base_url``."""
    # the teacher's console for the tables (issue 31: routes under class/tables) and, beside it, each learner's
    # review of a hand they played at a table (tables/<id>/review: the learner's own record, not the teacher's key)
    from .tables import classsets, console, review

    b = base_url.rstrip("/")
    return console.handlers(base_url) + classsets.handlers(base_url) + review.handlers(base_url) + [
            (b + "/class", ClassPageHandler, {}), (b + "/class/data.json", ClassDataHandler, {}),
            (b + "/class/results.csv", ClassCsvHandler, {}),
            (b + "/class/follow", FollowLeadHandler, {}), (b + "/class/follow.json", FollowStateHandler, {}),
            (b + r"/class/(plan|reset|archive)", ClassActionHandler, {})]


def today_html(handler: Any, page_config: dict[str, Any]) -> str:
    """The landing page's "today's class" box (first on the page) in the page's language, or ``""`` without a plan.
    Never raises: a broken class file or lesson folder leaves the landing page as it was."""
    try:
        plan = classview.todays_plan(handler.settings.get("tutor_class_folder") and
                                     Path(handler.settings["tutor_class_folder"]))
        if not plan["lessons"] and not plan["skills"]:
            return ""
        from ..render.pages import page_lang

        lang = page_lang((page_config.get("tutorPage") or {}).get("code"))
        root = Path(handler.settings.get("tutor_lessons_root") or
                    getattr(handler.settings.get("contents_manager"), "root_dir", ".") or ".")
        titles = {x["id"]: x["title"] for x in lesson_catalog(root, lang)}
        titles.update({x["id"]: x["title"] for x in skill_catalog()})
        base = handler.settings.get("base_url", "/")
        from .. import i18n

        with i18n.language(lang):
            return classview.todays_plan_html(plan, lambda x: f"{base}voila/render/{lang}/{x}.ipynb", titles)
    except (TutorError, OSError, ValueError):
        return ""
