"""The learners' requests (``/tutor/learner``, ``/tutor/forget``, ``/tutor/export``, ``/tutor/me``) and the
landing page with the learner's record."""

from __future__ import annotations

import contextvars
import datetime as dt
import json
import logging
from pathlib import Path
from typing import Any

import tornado.web

from ... import i18n
from ...errors import StoreError
from ...progress import names
from .identity import forget_cookie, hub_learner, learner_of, name_problem, remember
from .store import APP_STORE

LOG = logging.getLogger("tutor.serve.learners")

def _safe_next(handler: tornado.web.RequestHandler, target: str | None) -> str:
    base = handler.settings.get("base_url", "/")
    if not target or not target.startswith(base) or target.startswith("//") or "\\" in target \
            or any(ord(c) < 32 for c in target):
        return base
    return target


def _redirect_with(handler: tornado.web.RequestHandler, target: str, **params: str) -> None:
    from urllib.parse import urlencode

    query = urlencode(params)
    handler.redirect(target + (("&" if "?" in target else "?") + query if query else ""), status=303)


def _check_xsrf(handler: tornado.web.RequestHandler) -> None:
    # tornado's own check, always: the class token in a shared link must not let another site post for a learner
    tornado.web.RequestHandler.check_xsrf_cookie(handler)


class _Base:
    """Mixed in front of Jupyter Server's handler (its login and host checks)."""

    def check_xsrf_cookie(self) -> None:
        _check_xsrf(self)  # type: ignore[arg-type]


def handler_classes() -> tuple[type, ...]:
    from jupyter_server.base.handlers import JupyterHandler

    class LearnerHandler(_Base, JupyterHandler):
        @tornado.web.authenticated
        def post(self) -> None:
            _check_xsrf(self)
            target = _safe_next(self, self.get_body_argument("next", None))
            if hub_learner():
                self.redirect(target, status=303)
                return
            learner = learner_of(self) or names.new_browser_id()
            name = self.get_body_argument("name", "")
            if not self.get_body_argument("anonymous", ""):
                problem = name_problem(name)
                if problem:
                    _redirect_with(self, target, tt_name=problem)
                    return
                store = APP_STORE.get()
                if store is not None:
                    try:
                        store.set_name(learner, name)
                    except StoreError as exc:
                        APP_STORE.failed(exc)
            remember(self, learner)
            self.redirect(target, status=303)

    class ForgetHandler(_Base, JupyterHandler):
        @tornado.web.authenticated
        def post(self) -> None:
            _check_xsrf(self)
            target = _safe_next(self, self.get_body_argument("next", None))
            learner = learner_of(self)
            if learner is None:
                self.redirect(target, status=303)
                return
            store = APP_STORE.get()
            try:
                if store is None:
                    raise StoreError("no store", reason=APP_STORE.reason or "missing")
                store.forget(learner)
            except StoreError as exc:
                APP_STORE.failed(exc)
                _redirect_with(self, target, tt_forgot="failed")
                return
            forget_cookie(self)
            _redirect_with(self, target, tt_forgot="1")

    class ExportHandler(_Base, JupyterHandler):
        @tornado.web.authenticated
        def get(self) -> None:
            learner = learner_of(self)
            store = APP_STORE.get()
            if learner is None or store is None:
                raise tornado.web.HTTPError(404, "no progress is kept for this browser")
            try:
                record = {"learner": learner, "name": store.name(learner),
                          "exported": dt.datetime.now(dt.UTC).isoformat(), "answers": store.answers(learner)}
            except StoreError as exc:
                APP_STORE.failed(exc)
                raise tornado.web.HTTPError(503, str(exc)) from None
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.set_header("Content-Disposition", 'attachment; filename="trick-tutor-progress.json"')
            self.set_header("Cache-Control", "no-store")
            self.finish(json.dumps(record, ensure_ascii=False, indent=1))

    class MeHandler(_Base, JupyterHandler):
        @tornado.web.authenticated
        def get(self) -> None:
            self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie the forms send back
            learner = learner_of(self)
            lang = self.get_argument("lang", "en")
            lang = lang if lang in i18n.LANGUAGES else "en"
            out: dict[str, Any] = {"learner": learner, "saving": False, "problem": None, "summary": None}
            store = APP_STORE.get() if learner else None
            if learner and store is not None:
                try:
                    out["summary"] = store.summary(learner)
                    out["saving"] = True
                except StoreError as exc:
                    APP_STORE.failed(exc)
            with i18n.language(lang):
                out["problem"] = APP_STORE.problem() if learner else None
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.set_header("Cache-Control", "no-store")
            self.finish(json.dumps(out, ensure_ascii=False, default=str))

    return LearnerHandler, ForgetHandler, ExportHandler, MeHandler


def routes(base_url: str) -> list[tuple[str, type]]:
    learner, forget, export, me = handler_classes()
    base = base_url.rstrip("/")
    return [(f"{base}/tutor/learner", learner), (f"{base}/tutor/forget", forget),
            (f"{base}/tutor/export", export), (f"{base}/tutor/me", me)]


def landing_record(handler: tornado.web.RequestHandler, page_config: dict[str, Any]) -> dict[str, Any]:
    """What the landing page shows about its learner (see :func:`tutor.render.landing.progress_view`)."""
    from ...render.landing import progress_view

    lang = (page_config.get("tutorPage") or {}).get("code", "en")
    learner = learner_of(handler)
    summary: dict[str, Any] | None = None
    store = APP_STORE.get() if learner else None
    if learner and store is not None:
        try:
            summary = store.summary(learner)
        except StoreError as exc:
            APP_STORE.failed(exc)
    if learner is None and APP_STORE.store is None:
        APP_STORE.get()  # a first visit also says whether progress can be kept
    with i18n.language(lang if lang in i18n.LANGUAGES else "en"):
        problem = APP_STORE.problem()
    base = handler.settings.get("base_url", "/")
    root = Path(getattr(handler.settings.get("contents_manager"), "root_dir", ".") or ".")
    return progress_view(summary, page_config.get("tutorCatalog") or [], lang, base_url=base, root=root,
                         known=learner is not None, hub=hub_learner() is not None, problem=problem,
                         name_error=handler.get_argument("tt_name", None),
                         forgot=handler.get_argument("tt_forgot", None))


def tree_handler(base: type) -> type:
    """Voilà's tree handler (the landing page) with the learner's record for the template."""
    from .. import classview as class_view
    from ..tables.review import hands_html

    class TutorTreeHandler(base):  # type: ignore[valid-type, misc]
        def render_template(self, name: str, **ns: Any) -> str:
            if name == "tree.html":
                try:
                    ns["tutor"] = landing_record(self, ns.get("page_config") or {})
                    ns["tutor_today"] = class_view.today_html(self, ns.get("page_config") or {})  # today's class
                    ns["tutor_hands"] = hands_html(self, ns.get("page_config") or {})  # hands at tables
                except Exception:  # noqa: BLE001 - the lessons must be listed even if the record is not
                    LOG.error("the landing page's record failed", exc_info=True)
                    ns["tutor"] = None
                ns["tutor_next"] = self.request.path
                self._render_continue_ahead(ns.get("tutor"))
            return super().render_template(name, **ns)  # type: ignore[no-any-return]

        def _render_continue_ahead(self, record: dict[str, Any] | None) -> None:
            """The lesson the page's "Continue" points to is the one most likely opened next: render it ahead
            (``tutor.serve.ahead``), in a context of its own (nothing of this learner reaches that kernel)."""
            from ..ahead import AheadPool

            km = self.settings.get("kernel_manager")
            nxt = (record or {}).get("next")
            if nxt and isinstance(km, AheadPool) and not self.request.query:
                contextvars.Context().run(km.after_landing, nxt["path"])

    return TutorTreeHandler


def install(handlers: list[Any], base_url: str) -> list[Any]:
    """Voilà's handlers with the landing page's record and the progress requests added."""
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    tree = tree_handler(TornadoVoilaTreeHandler)
    out = [(h[0], tree, *h[2:]) if h[1] is TornadoVoilaTreeHandler else h for h in handlers]
    return routes(base_url) + out
