"""Who the learner is, without accounts, and the pages' progress requests.

**Identity.** On a JupyterHub the hub's user (``JUPYTERHUB_USER``) is the learner. Elsewhere the learner is
a random id the app gives this browser, kept in the ``tutor_learner`` cookie (HttpOnly, SameSite=Lax) and
signed with HMAC-SHA256 under the app's secret (``<data folder>/secret``, made once, mode 0600): a learner
cannot become another one by editing a cookie or a URL. The landing page's first visit asks for a name
(form ``tt-learner``), or "continue without a name"; a lesson opened directly gets an id at once, so no
answer is lost.

**The lesson kernel learns its learner** from the app, never from the page: for a kernel started for the
page, the app puts ``TUTOR_LEARNER`` and ``TUTOR_LESSON`` in its environment; for a preheated kernel (which
ran its lesson before anyone came, ``make app CLASS=N``), the app writes ``<data folder>/sessions/<kernel
id>.json`` when it hands the kernel to the page, and ``progress.here()`` reads it at the first answer. The
binding goes when the kernel stops.

**Requests** (XSRF-checked when they change anything; only the cookie's own learner is ever read):

- ``POST /tutor/learner``: ``name=...`` names this browser's learner, ``anonymous=1`` continues without one;
  back to ``next`` (a path on this site).
- ``POST /tutor/forget``: deletes the learner's whole record and the cookie.
- ``GET /tutor/export``: the learner's answers as a JSON download (``store.answers``).
- ``GET /tutor/me``: the learner's summary as JSON (what the landing page shows).

The server records ``lesson:<lesson>`` ``"opened"`` as it hands a lesson page to a learner.
"""

from __future__ import annotations

import contextvars
import datetime as dt
import hashlib
import hmac
import json
import logging
import os
import re
import secrets
import threading
import time
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import tornado.web

from .. import i18n
from ..errors import StoreError
from ..progress import names
from ..progress.session import lesson_id, problem_text
from ..progress.store import Store, data_dir, open_store

LOG = logging.getLogger("tutor.serve.learners")
COOKIE = "tutor_learner"
COOKIE_DAYS = 400
REOPEN_AFTER = 20.0

#: the page a request is rendering: set by :func:`enter_page`, read when its kernel starts or is taken
_page: ContextVar[dict[str, str] | None] = ContextVar("tutor_page", default=None)


# -- the secret and signed ids --------------------------------------------------------------------------------

_secret: bytes | None = None
_secret_lock = threading.Lock()


def secret() -> bytes:
    """The app's signing key: ``<data folder>/secret`` (made on first use), or one for this run only."""
    global _secret
    with _secret_lock:
        if _secret is None:
            path = data_dir() / "secret"
            try:
                _secret = bytes.fromhex(path.read_text().strip())
            except (OSError, ValueError):
                key = secrets.token_bytes(32)
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                    with os.fdopen(fd, "w") as f:
                        f.write(key.hex())
                except FileExistsError:  # another process made it first: use theirs
                    try:
                        key = bytes.fromhex(path.read_text().strip())
                    except (OSError, ValueError):
                        pass
                except OSError:
                    LOG.warning("cannot keep the learner secret in %s: learners are remembered until the app "
                                "stops", path)
                _secret = key
        return _secret


def sign(learner: str) -> str:
    """``learner.signature``: the cookie's value.

    >>> verify(sign("b-abc")) == "b-abc", verify("b-abc.0000"), verify("nonsense")
    (True, None, None)
    """
    mac = hmac.new(secret(), learner.encode(), hashlib.sha256).hexdigest()[:32]
    return f"{learner}.{mac}"


def verify(value: str | None) -> str | None:
    """The learner id of a signed cookie value, or None if it is not one this app signed."""
    if not value or "." not in value:
        return None
    learner, mac = value.rsplit(".", 1)
    good = hmac.new(secret(), learner.encode(), hashlib.sha256).hexdigest()[:32]
    if not hmac.compare_digest(mac, good):
        return None
    try:
        return names.check_learner(learner)
    except StoreError:
        return None


def hub_learner() -> str | None:
    user = os.environ.get("JUPYTERHUB_USER")
    if not user:
        return None
    try:
        return names.hub_id(user)
    except StoreError:
        return None


def learner_of(handler: tornado.web.RequestHandler) -> str | None:
    """The learner of a request: the hub's user, else the signed cookie's id, else None."""
    return hub_learner() or verify(handler.get_cookie(COOKIE))


def remember(handler: tornado.web.RequestHandler, learner: str) -> None:
    base = handler.settings.get("base_url", "/")
    handler.set_cookie(COOKIE, sign(learner), path=base, expires_days=COOKIE_DAYS, httponly=True, samesite="Lax")


def forget_cookie(handler: tornado.web.RequestHandler) -> None:
    handler.clear_cookie(COOKIE, path=handler.settings.get("base_url", "/"))


# -- the app's store ------------------------------------------------------------------------------------------

class _AppStore:
    """The server's store, opened on first use, tried again a while after it failed."""

    def __init__(self) -> None:
        self.store: Store | None = None
        self.reason: str | None = None
        self.failed_at = 0.0
        self.lock = threading.Lock()

    def get(self) -> Store | None:
        with self.lock:
            if self.store is None and (not self.failed_at or time.monotonic() - self.failed_at > REOPEN_AFTER):
                try:
                    self.store = open_store()
                    self.reason = None
                except StoreError as exc:
                    self.failed_at, self.reason = time.monotonic(), exc.reason
                    LOG.warning("progress is not being saved: %s", exc)
            return self.store

    def failed(self, exc: StoreError) -> None:
        self.reason = exc.reason
        LOG.warning("progress write failed: %s", exc)

    def problem(self) -> str | None:
        return problem_text(self.reason) if self.reason else None


APP_STORE = _AppStore()


# -- lesson pages and their kernels ---------------------------------------------------------------------------

def enter_page(handler: tornado.web.RequestHandler, path: str) -> str:
    """Called as a lesson page is requested: the learner (a new browser id if none yet, kept in the cookie),
    remembered for the kernel that will serve the page; records the lesson as opened."""
    learner = learner_of(handler)
    if learner is None:
        learner = names.new_browser_id()
        remember(handler, learner)
    lesson = lesson_id(path) or ""
    _page.set({"learner": learner, "lesson": path})
    if lesson:
        threading.Thread(target=_record_open, args=(learner, lesson), daemon=True).start()
    return learner


def _record_open(learner: str, lesson: str) -> None:
    store = APP_STORE.get()
    if store is None:
        return
    try:
        store.record(learner, f"lesson:{lesson}", True, "opened")
    except StoreError as exc:
        APP_STORE.failed(exc)


def kernel_env(kwargs: dict[str, Any]) -> None:
    """Before a kernel starts for a page (not a preheated one): its learner and lesson in its environment."""
    page = _page.get()
    env = kwargs.get("env")
    if page and isinstance(env, dict) and env.get("VOILA_PREHEAT") == "False":
        env["TUTOR_LEARNER"] = page["learner"]
        env["TUTOR_LESSON"] = page["lesson"]


def _binding(kernel_id: str) -> Path:
    if not re.fullmatch(r"[0-9a-fA-F-]{8,64}", kernel_id):
        raise ValueError(f"not a kernel id: {kernel_id!r}")
    return data_dir() / "sessions" / f"{kernel_id}.json"


def bind_taken(kernel_id: str) -> None:
    """A preheated kernel was handed to the page being rendered: tell it who its learner is."""
    page = _page.get()
    if not page:
        return
    try:
        path = _binding(kernel_id)
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = path.with_suffix(f".{secrets.token_hex(4)}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            json.dump(page, f)
        os.replace(tmp, path)
    except (OSError, ValueError) as exc:
        LOG.warning("cannot tell kernel %s its learner: %s", kernel_id, exc)


def unbind(kernel_id: str) -> None:
    try:
        _binding(kernel_id).unlink(missing_ok=True)
    except (OSError, ValueError):
        pass


# -- requests -------------------------------------------------------------------------------------------------

def _safe_next(handler: tornado.web.RequestHandler, target: str | None) -> str:
    base = handler.settings.get("base_url", "/")
    if not target or not target.startswith(base) or target.startswith("//") or "\\" in target \
            or any(ord(c) < 32 for c in target):
        return base
    return target


NAME_ERRORS = ("empty", "long", "chars")


def name_problem(name: str) -> str | None:
    """``empty``, ``long`` or ``chars`` for a name that cannot be kept, else None.

    >>> name_problem(""), name_problem("x" * 41), name_problem("a\\u202eb"), name_problem("Ann")
    ('empty', 'long', 'chars', None)
    """
    try:
        names.clean_name(name)
    except StoreError as exc:
        text = str(exc)
        return "empty" if "empty" in text else "long" if "at most" in text else "chars"
    return None


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
    from ..render.landing import progress_view

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
    from . import classview as class_view
    from .tables.review import hands_html

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
            from .ahead import AheadPool

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
