"""The lessons next to the one open, rendered ahead: while a learner reads a lesson, its next and previous
lessons run in kernels of their own (Voilà's preheated kernels, ``--ahead=N``, two by default, ``--ahead=0``
turns it off), so following the navigation line opens a page whose cells have already run.

Which lessons: the sibling links of the lesson's navigation line (``tt-nav``), the next one first; on the
landing page, the lesson its "Continue" link points to (the next lesson not done, a new visitor's first lesson:
:meth:`AheadPool.after_landing`). A page with a query string or without such a line (a practice page) predicts
nothing.

The learner of a lesson rendered ahead is not known when it runs: it runs as Voilà's preheated kernels do
(``VOILA_PREHEAT=True``, no ``TUTOR_LEARNER``), and whoever takes it is told who they are as the page is
handed over (``learners.bind_taken``, which :class:`tutor.serve.app.KernelCap` calls): answers are recorded
for the learner who opened the page, never for the one whose reading predicted it.

At most ``--ahead`` lessons are kept rendered (the newest predictions; an older one's kernel is stopped), and
none is started unless a seat stays free for a page (``KernelCap``'s cap). They start a second after the page
is sent and its widgets connected (:meth:`AheadPool.after_page`: nothing starts while the browser draws the
page), at the lowest priority until a page takes one (nice 19: the page's own work and the browser come
first), and do not take the turn of a page's execution (``--class``'s one lesson executing per core), so a
page never waits behind a lesson rendered ahead.
"""

from __future__ import annotations

import asyncio
import posixpath
import re
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from .. import seams
from .pool import work_ahead

#: a sibling lesson linked from a navigation line: ``[Next: …](03-declaring.ipynb)``
_SIBLING = re.compile(r"\]\(([A-Za-z0-9_.\-]+\.ipynb)\)")
#: the environment mark of a kernel started to render a lesson ahead (it may take a warm kernel)
AHEAD_ENV = "TUTOR_AHEAD"
#: Seconds after a page's widgets connect to its kernel before its neighbours start (the widgets render first).
AHEAD_DELAY = 1.0
#: Seconds after a page is sent before its neighbours start when its widgets never connect (no browser).
AHEAD_FALLBACK = 8.0
#: The kernel the page being rendered got (set as Voilà hands it over; read once the page is sent)
page_kernel: ContextVar[str | None] = ContextVar("tutor_page_kernel", default=None)


def nav_neighbours(name: str, markdown: Iterable[str]) -> list[str]:
    """The lessons a lesson's navigation line links to in its own folder: the next one(s), then the previous
    (links into another folder, such as the other language's edition or the practice page, are not neighbours).

    >>> nav = ['<nav class="tt-nav">\\n\\n**Lesson 2 of 4** · [Previous: A](01-a.ipynb) · '
    ...        '[Next: C](03-c.ipynb) · [中文](zh/x/02-b.ipynb) · [Practise](practice/x.ipynb?skill=s)</nav>']
    >>> nav_neighbours("02-b.ipynb", nav + ["# Heading", nav[0]])
    ['03-c.ipynb', '01-a.ipynb']
    >>> nav_neighbours("01-a.ipynb", ["no navigation here [x](02-b.ipynb)"])
    []
    """
    found: dict[str, None] = {}
    for source in markdown:
        if "tt-nav" not in source:
            continue
        for link in _SIBLING.findall(source):
            if link != name:
                found.setdefault(link, None)
    return sorted(n for n in found if n > name) + sorted((n for n in found if n < name), reverse=True)


def lesson_neighbours(root: Path | str, notebook: str) -> list[str]:
    """:func:`nav_neighbours` of the notebook ``notebook`` (a path under ``root``), as paths under ``root``
    that exist; nothing for a file that is not a readable notebook."""
    import nbformat

    path = Path(root) / notebook
    try:
        nb = nbformat.read(path, as_version=4)
    except Exception:  # noqa: BLE001 - Voilà shows its own error for that page; nothing to predict
        return []
    folder = posixpath.dirname(notebook.replace("\\", "/"))
    found = nav_neighbours(path.name, (c.source for c in nb.cells if c.cell_type == "markdown"))
    return [posixpath.join(folder, n) for n in found if (path.parent / n).is_file()]


class AheadPool:
    """Mixed in front of :class:`tutor.serve.pool.WarmPool` (on Voilà's preheating kernel manager): renders
    the neighbours of each lesson page opened (:meth:`render_ahead`, from the page handler)."""

    _ahead: list[str]  # lessons rendered (or rendering) ahead, oldest first

    @property
    def ahead_size(self) -> int:
        return max(0, int(getattr(self.parent, "ahead", 0)))  # type: ignore[attr-defined]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._ahead = []
        self._on_connect: dict[str, Callable[[], None]] = {}
        super().__init__(*args, **kwargs)

    def after_page(self, notebook: str, kernel_id: str | None, predict: bool) -> None:
        """The page of ``notebook`` was sent, its kernel ``kernel_id``: once its widgets connect to it (and
        had a moment to render), refill the warm kernels and, if ``predict``, render its neighbours ahead.
        Nothing of this starts while the browser draws the page."""
        km: Any = self
        loop = asyncio.get_event_loop()
        done = False

        def go() -> None:
            nonlocal done
            if done:
                return
            done = True
            if kernel_id is not None:
                self._on_connect.pop(kernel_id, None)
            km.fill_warm()
            if predict:
                self.render_ahead(notebook)
            elif self.ahead_size:  # say so: whoever reads the log sees why nothing was rendered ahead
                km.log.info("Nothing rendered ahead after %s: the page was opened with a query string", notebook)

        if kernel_id is None:
            go()
            return
        def connected() -> None:
            loop.call_later(AHEAD_DELAY, go)

        self._on_connect[kernel_id] = connected
        loop.call_later(AHEAD_FALLBACK, go)

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)  # type: ignore[misc]
        waiting = self._on_connect.pop(kernel_id, None)
        if waiting is not None:
            waiting()

    def is_ahead(self, notebook: str | None) -> bool:
        return notebook in self._ahead

    def _class_lesson(self, notebook: str) -> bool:
        plan = self.plan  # type: ignore[attr-defined]
        return plan.preheat and notebook in plan.lessons

    def taken(self, notebook: str) -> None:
        """A page took the lesson rendered ahead for ``notebook``: none is rendered again until predicted."""
        if notebook in self._ahead:
            self._ahead.remove(notebook)
            self.kernel_pools_config.pop(notebook, None)  # type: ignore[attr-defined]

    def render_ahead(self, notebook: str) -> list[str]:
        """Render the neighbours of ``notebook`` (just opened) ahead; return those started now."""
        km: Any = self
        if self.ahead_size == 0 or km._closing or not seams.has_voila_pools(km):
            return []
        return self._render(lesson_neighbours(km.root_dir, notebook), f"next to {notebook}")

    def after_landing(self, lesson: str) -> None:
        """The landing page was sent, its "Continue" link pointing at ``lesson`` (the next lesson not done; a
        new visitor's first lesson): that lesson is rendered ahead a moment later, the page drawn first."""
        km: Any = self

        def go() -> None:
            if self.ahead_size == 0 or km._closing or not seams.has_voila_pools(km):
                return
            if (Path(km.root_dir) / lesson).is_file():
                self._render([lesson], "the landing page's next lesson")

        asyncio.get_event_loop().call_later(AHEAD_DELAY, go)

    def _render(self, lessons: list[str], because: str) -> list[str]:
        """Render ``lessons`` ahead (the most likely first), at most ``--ahead`` kept; return those started."""
        km: Any = self
        wanted = [n for n in lessons if not self._class_lesson(n)][:self.ahead_size]
        started = []
        for name in reversed(wanted):  # the next lesson last: the newest, the last to be dropped
            if name in self._ahead:
                self._ahead.remove(name)
            self._ahead.append(name)
        for name in self._ahead[:-self.ahead_size] if len(self._ahead) > self.ahead_size else []:
            self._drop(name)
        for name in reversed(self._ahead):
            if name not in wanted or km.get_pool_size(name) > 0:
                continue
            if km.live_kernels() + 1 >= km.plan.max_kernels:  # keep a seat free for a page
                break
            km.kernel_pools_config[name] = {"pool_size": 1, "kernel_env_variables": {AHEAD_ENV: "1"}}
            km.fill_if_needed(delay=0, notebook_name=name)
            started.append(name)
            km.log.info("Rendering ahead: %s (%s)", name, because)
        return started

    async def kernel_for_render(self, notebook_path: str, kernel_id: str | None, kwargs: dict[str, Any]) -> str | None:
        # Voilà's preheating starts a kernel of its own; a lesson rendered ahead takes a warm one (the tutor
        # imported) when another stays waiting for a page (seams.VoilaManagerHooks)
        if kernel_id is None and notebook_path in self._ahead:
            kernel_id = await self.take_warm(kwargs.get("path") or "", kwargs.get("env") or {},  # type: ignore[attr-defined]
                                             keep=1)
        return kernel_id

    def render_started(self, notebook_path: str, content: dict[str, Any]) -> None:
        if notebook_path in self._ahead:  # it works while the CPU is free, until a page takes it
            work_ahead(self.get_kernel(content["kernel_id"]))  # type: ignore[attr-defined]

    def _drop(self, name: str) -> None:
        """Stop rendering ``name`` ahead: its waiting kernels stop (a page may already be taking one)."""
        km: Any = self
        self._ahead.remove(name)
        km.kernel_pools_config.pop(name, None)
        pool = seams.voila_pool(km, name)
        tasks, pool[:] = list(pool), []
        for task in tasks:
            asyncio.ensure_future(self._stop_when_started(task))

    async def _stop_when_started(self, task: asyncio.Future) -> None:
        km: Any = self
        try:
            content = await task
        except Exception:  # noqa: BLE001 - it never started: nothing to stop
            return
        content["renderer"].stop_generator = True
        kernel_id = content["kernel_id"]
        if kernel_id in km:
            km.log.info("No longer rendering ahead: kernel %s", kernel_id)
            await km.shutdown_kernel(kernel_id, now=True)
