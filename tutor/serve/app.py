"""``make app``: Voilà with what a class needs.

- ``--class=N --lesson=PATH``: N kernels run the lesson before the class arrives (Voilà's preheated
  kernel pools), refilled as learners leave; lessons execute at most one per core at once, the rest wait
  their turn instead of starving each other's output.
- At most ``--max-kernels`` live kernels; past that a learner gets a "the class is full, try again in a
  minute" page (HTTP 503) instead of the machine running out of memory.
- A closed page stops its kernel: the render handler sets the ``_xsrf`` cookie that Voilà's page sends back
  with its close beacon, so the shutdown request passes the XSRF check it used to fail.
- On the network (``--Voila.ip=0.0.0.0``) a token is required and printed as the link to share, and only
  the host names this machine serves are answered (no DNS rebinding); on loopback there is no token.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import datetime
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any

import tornado.ioloop
import tornado.web
from traitlets import Bool, Integer, Unicode
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from .. import seams
from . import classview as class_view
from . import forkkernels, learners, livequestion, shortlinks, tables, watch
from .ahead import AheadPool, page_kernel
from .changes import changes_of
from .policy import ClassPlan, choose_token, class_plan, host_allowed, is_loopback, served_names, share_links
from .pool import WarmPool, ready_client, warm_modules, work_now
from .templates import compile_once
from .trust import trust_served


class ClassFull(RuntimeError):
    """Raised instead of starting a kernel past the cap."""


class UnknownHostHandler(tornado.web.RequestHandler):
    """Answers every request whose ``Host:`` header is not a name this app serves."""

    def prepare(self) -> None:
        self.set_status(403)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish("This Trick Tutor server does not answer to that host name.\n")


class HostCheckedApplication(tornado.web.Application):
    """A tornado application that routes requests for unknown host names to :class:`UnknownHostHandler`.

    The check sits in front of every handler (pages, static files, kernel websockets, the API).
    """

    def __init__(self, names: frozenset[str], **settings: Any) -> None:
        super().__init__(**settings)
        self.served_names = names

    def find_handler(self, request, **kwargs):  # type: ignore[no-untyped-def]
        if not host_allowed(request.headers.get("Host"), self.served_names):
            return self.get_handler_delegate(request, UnknownHostHandler)
        return super().find_handler(request, **kwargs)


class KernelCap:
    """Mixed in front of Voilà's kernel manager: a cap on live kernels, pools that respect it and refill
    as learners leave, and preheated renders that take their turn with the other executions."""

    _reserved = 0
    _closing = False
    _taking = 0  # learners taking a pooled kernel right now
    #: lessons rendered in full by preheated kernels (a count, for the log and the benchmark)
    _preheated: dict[str, int] = {}

    @property
    def plan(self) -> ClassPlan:
        return self.parent.plan  # type: ignore[attr-defined]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._preheated = {}
        super().__init__(*args, **kwargs)

    def live_kernels(self) -> int:
        # a kernel on its way is in list_kernel_ids() only once ready: until then its seat is _reserved
        km: Any = self
        return len(km.list_kernel_ids()) + self._reserved

    def has_room(self) -> bool:
        return self.live_kernels() < self.plan.max_kernels

    def ready_in_pool(self, notebook: str) -> bool:
        """True if a preheated kernel for ``notebook`` is there to take (failed pool entries are dropped, and
        so are those whose kernel died: the page then starts as if there were none)."""
        pool = seams.voila_pool(self, notebook)
        pool[:] = [t for t in pool if not (t.done() and (t.cancelled() or t.exception() is not None
                                                         or not self._alive(t.result())))]
        return bool(pool)

    def _alive(self, content: dict) -> bool:
        kernel_id = content.get("kernel_id")
        if kernel_id not in self:  # type: ignore[operator]
            return False
        render = content.get("task")
        if render is not None and render.done() and (render.cancelled() or render.exception() is not None):
            return False
        try:
            return bool(self.get_kernel(kernel_id).provisioner.has_process)  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001 - a kernel we cannot ask about is not one to hand over
            return False

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        if not self.has_room():
            raise ClassFull(f"{self.plan.max_kernels} kernels are running")
        self._reserved += 1
        learners.kernel_env(kwargs)  # a kernel started for a page knows its learner
        try:
            kernel_id = await super().start_kernel(*args, **kwargs)  # type: ignore[misc]
        finally:
            self._reserved -= 1
        ready_client(self.get_kernel(kernel_id))  # type: ignore[attr-defined]
        return kernel_id

    def fill_if_needed(self, *args: Any, **kwargs: Any) -> None:
        # Not while a learner takes a kernel: the pool is sized for the class, and starting a replacement
        # for each arriving learner would start a second class's kernels while the first one loads.
        # The pool refills as learners leave (shutdown_kernel).
        if self._closing or self._taking or not self.has_room():
            return
        super().fill_if_needed(*args, **kwargs)  # type: ignore[misc]

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any):  # type: ignore[no-untyped-def]
        self._taking += 1  # Voilà calls fill_if_needed once it popped the kernel
        taken = getattr(self, "taken", None)
        if taken is not None:  # a lesson rendered ahead is not rendered again until predicted again
            taken(kwargs.get("notebook_name") or (args[0] if args else ""))
        try:
            result = await super().get_rendered_notebook(*args, **kwargs)  # type: ignore[misc]
        finally:
            self._taking -= 1
        # The kernel ran its lesson long ago: without this the idle culler could take it in the second
        # before the learner's page connects to it.
        kernel = self.get_kernel(result[2])  # type: ignore[attr-defined]
        kernel.last_activity = datetime.datetime.now(datetime.UTC)
        work_now(kernel)  # rendered ahead at a low priority: the page's kernel works at the server's
        page_kernel.set(result[2])
        learners.bind_taken(result[2])  # a preheated kernel learns its learner as a page takes it
        return result

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        await super().shutdown_kernel(kernel_id, *args, **kwargs)  # type: ignore[misc]
        learners.unbind(kernel_id)
        if not self._closing and self.plan.preheat:  # a learner left: top the pools up again
            for lesson in self.plan.lessons:
                self.fill_if_needed(notebook_name=lesson)

    async def cull_kernels(self) -> None:
        # Jupyter Server checks and shuts idle kernels down one after another (about a second each on a
        # busy 2-core machine): when a class's 30 tabs crash at once the last kernel outlived the minute.
        # Check them all together instead; one failure is logged and does not stop the others.
        km: Any = self
        ids = km.list_kernel_ids()
        results = await asyncio.gather(*(km.cull_kernel_if_idle(k) for k in ids), return_exceptions=True)
        for kernel_id, result in zip(ids, results, strict=True):
            if isinstance(result, Exception):
                km.log.error("while culling kernel %s: %s", kernel_id, result)

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:
        self._closing = True
        await super().shutdown_all(*args, **kwargs)  # type: ignore[misc]

    def renderer_made(self, renderer: Any, notebook_path: str | None) -> Any:
        """Voilà's renderer of a lesson (``seams.VoilaManagerHooks``), made to take its turn."""
        # the lessons rendered ahead do not take a page's turn (a page taking one would wait behind it)
        ahead = getattr(self, "is_ahead", lambda _: False)(notebook_path)
        limiter = contextlib.nullcontext() if ahead else self.parent.limiter  # type: ignore[attr-defined]
        original = renderer.generate_content_hybrid

        async def generate_in_turn(*a: Any, **kw: Any):  # type: ignore[no-untyped-def]
            async with limiter:
                result = await original(*a, **kw)
            if not renderer.stop_generator:  # ran to the end before anyone took it
                name = notebook_path or ""
                self._preheated[name] = self._preheated.get(name, 0) + 1
                self.log.info("Preheated kernels ready for %s: %d",  # type: ignore[attr-defined]
                              name, self._preheated[name])
            return result

        renderer.generate_content_hybrid = generate_in_turn
        return renderer


def capped_factory(original, base_class, preheat_kernel, default_pool_size, page_config_hook=None):  # type: ignore[no-untyped-def]
    """Voilà's kernel manager factory, with :class:`KernelCap` in front of what it builds."""
    cls = original(base_class, preheat_kernel, default_pool_size, page_config_hook=page_config_hook)
    return type("TutorKernelManager", (AheadPool, WarmPool, KernelCap, seams.VoilaManagerHooks, cls), {})


class TutorRenderHandler(TornadoVoilaHandler):
    """Voilà's lesson page with the class rules: the cap, one execution per core, the xsrf cookie."""

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        # Voilà's page sends the _xsrf cookie back with its close beacon (the kernel shutdown request);
        # nothing set that cookie, so every shutdown was refused with "'_xsrf' argument missing".
        self.xsrf_token  # noqa: B018 - reading it sets the cookie
        learners.enter_page(self, self.notebook_path or path or "")
        km: Any = self.kernel_manager
        capped = isinstance(km, KernelCap)
        notebook = self.notebook_path or path or ""
        pooled = capped and km.ready_in_pool(notebook) and self.should_use_rendered_notebook(
            km.notebook_data.get(notebook, {}), km.get_pool_size(notebook), self.get_argument("template", None),
            self.get_argument("theme", None), self.request.arguments)
        if pooled:  # the lesson has already run in that kernel
            try:
                await super().get(path)
            finally:
                self.after_page(notebook)
            return
        if capped and not km.has_room():
            self.class_full(notebook)
            return
        async with self.settings["tutor_limiter"]:
            if capped and not km.has_room():  # others took the room while we queued
                self.class_full(notebook)
                return
            try:
                await super().get(path)
            except ClassFull:
                if not seams.headers_sent(self):
                    self.clear()
                    self.class_full(notebook)
                else:
                    raise
            finally:
                self.after_page(notebook)

    def after_page(self, notebook: str) -> None:
        """Once the page is sent and drawn, the warm kernels refill and the lessons next to it are rendered
        ahead (``tutor.serve.ahead``). None predicted for a page with a query string (a practice skill, a
        shared example: what the page shows depends on it). In a context of its own: nothing of this
        request's learner reaches the kernels it starts."""
        km: Any = self.kernel_manager
        if not isinstance(km, AheadPool):
            return
        kernel_id = page_kernel.get()
        contextvars.Context().run(km.after_page, notebook, kernel_id, not self.request.query)

    def class_full(self, notebook: str = "") -> None:
        """The "class is full" page (HTTP 503) in the language of the lesson asked for (its folder: ``zh/...``)."""
        from ..render.landing import page_language
        from ..render.pages import class_full_words

        lang = page_language(notebook)
        self.set_status(503)
        self.set_header("Retry-After", "60")
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(self.render_template("class_full.html", retry_seconds=60, words=class_full_words(lang, 60)))


class TutorVoila(Voila):
    """``python -m tutor.serve lessons [--class=N] [--lesson=PATH ...] [--max-kernels=K]``."""

    name = "tutor-serve"
    description = Unicode("Serve the Trick Tutor lessons to one learner or a class.")
    class_size = Integer(1, config=True, help="How many learners open the app at once (preheats kernels).")
    lesson = Unicode("", config=True, help="The lessons the class opens first, separated by spaces or commas.")
    max_kernels = Integer(0, config=True, help="The most live kernels at once (0: from the class size).")
    allow_hosts = Unicode("", config=True, help="Extra host names the app answers to, separated by commas.")
    teacher_key = Unicode("", config=True, help="The class view's key on a network (default: TEACHER_KEY, else new).")
    pool = Integer(2, config=True, help="Warm kernels kept ready for the next lesson opened (0: none).")
    ahead = Integer(2, config=True, help="Lessons next to those open rendered ahead in kernels of their own (0: none).")
    #: the stop under way after SIGTERM (kept: a task nobody holds may be collected before it ends)
    stopping: asyncio.Future[None] | None = None
    fork_kernels = Bool(True, config=True, help="Fork each kernel from a process that has imported the tutor"
                        " (tutor.serve.forkkernels), where the system can fork; off: each kernel starts afresh.")
    aliases = {
        **Voila.aliases,
        "ip": "Voila.ip",
        "class": "TutorVoila.class_size",
        "lesson": "TutorVoila.lesson",
        "max-kernels": "TutorVoila.max_kernels",
        "allow-hosts": "TutorVoila.allow_hosts",
        "teacher-key": "TutorVoila.teacher_key",
        "pool": "TutorVoila.pool",
        "ahead": "TutorVoila.ahead",
    }
    flags = {
        **Voila.flags,
        "no-fork-kernels": ({"TutorVoila": {"fork_kernels": False}}, "Start each kernel afresh (no zygote)."),
    }

    def initialize(self, argv: list[str] | None = None) -> None:
        super().initialize(argv)
        lessons = [x for x in self.lesson.replace(",", " ").split() if x]
        self.plan = class_plan(self.class_size, lessons, max_kernels=self.max_kernels or None)
        self.limiter = asyncio.Semaphore(self.plan.max_executions)
        config = self.voila_configuration
        if self.plan.preheat or self.ahead > 0:  # Voilà's preheated kernels: for the class, or ahead
            config.preheat_kernel = True
            config.default_pool_size = 0
            self.config.VoilaKernelManager.kernel_pools_config = self.plan.pools_config()
        given: str | None = getattr(self, "token", None)  # Voilà declares it only with jupyter_server 2
        self.token = choose_token(self.ip, given)
        self.served = served_names(self.ip, [x for x in self.allow_hosts.split(",") if x.strip()])
        self.port_retries = 0  # the printed link must be the port we listen on
        self.class_key = class_view.choose_teacher_key(self.ip, self.teacher_key)
        if self.fork_kernels and forkkernels.configure(warm_modules(Path(self.root_dir))):
            # jupyter_client's public seam: every kernel this server starts goes through the fork provisioner
            self.config.KernelProvisionerFactory.default_provisioner_name = forkkernels.PROVISIONER
            if self.pool > 0:  # the zygote imports while the server starts; with no kernels kept ahead, at the first
                forkkernels.current()

    def init_settings(self) -> dict:
        compile_once()  # the page templates compiled once, not for every page (tutor.serve.templates)
        with seams.voila_manager_factory(capped_factory):
            settings = super().init_settings()
        settings["tutor_limiter"] = self.limiter
        settings.update(tutor_teacher_key=self.class_key, tutor_lessons_root=self.root_dir, tutor_token=self.token)
        trusted = trust_served(self.contents_manager, self.root_dir)
        self.log.info("Trusted the %d notebooks served (signed as the app started)", trusted)
        return settings

    def init_handlers(self) -> list:
        return class_view.handlers(self.base_url) + livequestion.handlers(self.base_url) + \
            watch.handlers(self.base_url) + \
            tables.routes(self.base_url) + \
            shortlinks.handlers(self.base_url) + learners.install(
            [(h[0], TutorRenderHandler, *h[2:]) if h[1] is TornadoVoilaHandler else h for h in super().init_handlers()],
            self.server_url)

    def start(self) -> None:
        # Voilà's own start(), with the host check in front of every handler.
        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        settings = self.init_settings()
        self.app = HostCheckedApplication(self.served, **settings)
        self.app.settings.update(self.tornado_settings)
        self.app.add_handlers(".*$", self.init_handlers())
        self.announce()
        tornado.ioloop.IOLoop.current().add_callback(self._on_stop_answer_held)
        self.listen()

    def _on_stop_answer_held(self) -> None:
        # Voilà's SIGTERM stops the loop at once; the learners' pages' held requests (tutor/watch.json) are answered
        # first, so each page hears a whole answer and asks again once the app is back (not a broken connection).
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self._stop_after_held)

    def _stop_after_held(self) -> None:
        self.log.info("Stopping (SIGTERM): the pages' held requests are answered first.")

        async def stop() -> None:
            await changes_of(self.app.settings).close()
            tornado.ioloop.IOLoop.current().stop()

        self.stopping = asyncio.ensure_future(stop())

    def announce(self) -> None:
        p = self.plan
        lines = [f"Trick Tutor for {p.learners} learner{'s' if p.learners > 1 else ''}: at most {p.max_kernels}"
                 f" kernels, {p.max_executions} lesson{'s' if p.max_executions > 1 else ''} executing at once."]
        if p.preheat:
            lines.append(f"Preheating {p.pool} kernel(s) for: {', '.join(p.lessons)}")
        elif p.learners > 1:
            lines.append("Name the lesson the class opens first (LESSON=spades/00-spades-in-two-minutes.ipynb)"
                         " to have it preheated.")
        if is_loopback(self.ip):
            lines.append(f"Open {share_links(self.ip, self.port, self.token, self.base_url)[0]}")
        else:
            lines.append("Share this link with the class (the token in it is the key):")
            lines += ["    " + link for link in share_links(self.ip, self.port, self.token, self.base_url)]
        lines.append("The class view (for the teacher only" + (", the key is in the link" if self.class_key else "")
                     + "): " + class_view.class_link(share_links(self.ip, self.port, self.token, self.base_url),
                                                     self.class_key))
        print("\n".join(lines), file=sys.stderr, flush=True)


main = TutorVoila.launch_instance
