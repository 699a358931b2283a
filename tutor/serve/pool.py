"""Warm kernels: a few kernels started ahead, with the tutor already imported, handed to whichever lesson
opens next (``--pool=N``, two by default; ``--pool=0`` turns it off).

A fresh kernel costs a second or two before a lesson's first cell runs (Python starting, ipykernel, then the
tutor's imports: ipywidgets, anywidget, the games); a warm kernel has done all of that while the learner
read the previous page. Voilà's own preheating (``--class=N --lesson=...``) renders one named lesson in
advance; this pool serves any lesson, so it is what one learner moving from lesson to lesson gets.

Handing a warm kernel over, the server runs one silent cell in it before the lesson: it moves to the
lesson's folder and takes the page's own environment, the variables Voilà gives a kernel it starts for a
page (``QUERY_STRING``, ``SCRIPT_NAME``, ``VOILA_REQUEST_URL``...), so a lesson cannot tell a warm kernel
from a fresh one: ``os.environ["QUERY_STRING"]`` is that page's query string either way.

A warm kernel counts against the kernel cap (``KernelCap``), and is never culled while it waits; when the
class is full, a learner takes a waiting one instead of getting the "class is full" page, and none is
started again until a seat frees.
"""

from __future__ import annotations

import asyncio
import json
import os
import queue
import re
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient

from .. import catalog, seams

#: How long handing a warm kernel over may take before the page gets a fresh kernel instead (a silent cell
#: that changes folder and environment: milliseconds, unless the kernel is stuck).
HANDOVER_SECONDS = 20
#: Modules a lesson's code may import that are worth importing ahead (the rest are cheap or unusual).
WARM_PREFIXES = ("tutor", "IPython", "ipywidgets", "anywidget")
#: Modules the tutor imports only where they are first used, which the lesson pages reach as they open: the
#: progress store (SQLAlchemy and FSRS: a page's first question or practice widget opens the learner's session;
#: 0.4 s of CPU without compiled bytecode, the largest part of a page's cells), each game's drills (a practice
#: page), the games' PlayAlong matches and bridge's table view. A module missing here is imported by the first
#: page that needs it, as in a fresh kernel: tests/test_pool.py tours the lessons in a warm kernel to find one.
FIRST_USE = ("tutor.progress", "tutor.progress.store", "tutor.progress.session",
             *(f"tutor.practice.{game}" for game in catalog.names(practice=True)),
             *(f"tutor.games.{game}.match" for game in catalog.names(match=True)),
             "tutor.games.bridge.table_view",
             # the bidding box explains each call by the systems (bridge 02's auction; 14 Precision), and the
             # house-rules page lists every game's switches
             "tutor.games.bridge.bidding.sayc", "tutor.games.bridge.bidding.precision",
             # and a bridge play-along, match or bidding box asks which system the learner (or the class) chose
             "tutor.games.bridge.bidding.choice", "tutor.classview.houserules",
             *(f"tutor.games.{game}.switches" for game in catalog.names()))
_IMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))", re.M)


def lesson_imports(sources: Iterable[str]) -> list[str]:
    """The modules worth warming that these code cells import, in order of first appearance.

    >>> lesson_imports(["from tutor import i18n\\nimport os", "from tutor.widgets import Quiz, HandViewer",
    ...                 "import tutor.games.bridge, json\\nfrom IPython.display import HTML", "from . import x"])
    ['tutor', 'tutor.widgets', 'tutor.games.bridge', 'IPython.display']
    """
    found: dict[str, None] = {}
    for source in sources:
        for m in _IMPORT.finditer(source):
            names = [m.group(1)] if m.group(1) else [n.strip() for n in m.group(2).split(",")]
            for name in names:
                if name.split(".")[0] in WARM_PREFIXES:
                    found.setdefault(name, None)
    return list(found)


def served_imports(root: Path) -> list[str]:
    """:func:`lesson_imports` of every notebook under ``root`` (read as text: a broken file is skipped)."""
    import nbformat

    sources: list[str] = []
    for path in sorted(root.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        try:
            nb = nbformat.read(path, as_version=4)
        except Exception:  # noqa: BLE001 - a file Voilà will refuse with its own message
            continue
        sources += [c.source for c in nb.cells if c.cell_type == "code"]
    return lesson_imports(sources)


def warm_modules(root: Path) -> list[str]:
    """What a warm kernel imports for the lessons under ``root``: their own imports, then :data:`FIRST_USE`."""
    found = served_imports(root)
    return found + [m for m in FIRST_USE if m not in found]


def warm_code(modules: list[str]) -> str:
    """The cell a warm kernel runs once started: each module imported, one that fails skipped (the lesson
    that imports it shows that error itself, as in a fresh kernel).

    >>> exec(warm_code([]))
    >>> print(warm_code(["tutor.widgets"]))
    import importlib as _tt_importlib
    for _tt_name in ['tutor.widgets']:
        try:
            _tt_importlib.import_module(_tt_name)
        except Exception:
            pass
    del _tt_importlib, _tt_name
    """
    return (f"import importlib as _tt_importlib\nfor _tt_name in {list(modules)!r}:\n"
            "    try:\n        _tt_importlib.import_module(_tt_name)\n    except Exception:\n        pass\n"
            "del _tt_importlib" + (", _tt_name" if modules else ""))


def handover_code(cwd: str, env: dict[str, str], started_with: dict[str, str]) -> str:
    """The cell that makes a warm kernel the page's own: its folder, and the variables whose value the
    page's kernel would have had (those that differ from what the warm kernel was started with). They
    travel as hex-encoded JSON: IPython rewrites some lines of a cell (a ``?`` at the end asks for help),
    and nothing a page sends may become code.

    >>> import os, tempfile; folder = os.path.realpath(tempfile.gettempdir())
    >>> code = handover_code(folder, {"A": "1", "QUERY_STRING": "who=ana?"}, {"A": "1"})
    >>> "who=ana" in code
    False
    >>> env = dict(os.environ); here = os.getcwd(); exec(code)
    >>> os.getcwd() == folder, os.environ["QUERY_STRING"]
    (True, 'who=ana?')
    >>> os.chdir(here); os.environ.clear(); os.environ.update(env)
    """
    changed = {k: v for k, v in env.items() if started_with.get(k) != v}
    payload = json.dumps({"cwd": cwd, "env": changed}).encode().hex()
    return ("import json as _tt_json, os as _tt_os\n"
            f"_tt_page = _tt_json.loads(bytes.fromhex('{payload}').decode())\n"
            "_tt_os.chdir(_tt_page['cwd'])\n_tt_os.environ.update(_tt_page['env'])\n"
            "del _tt_json, _tt_os, _tt_page")


async def run_silently(kernel: Any, code: str, timeout: float = 120, ready: bool = True) -> None:
    """Run ``code`` in ``kernel`` (a jupyter_client kernel manager) as a silent cell, out of the history;
    raise RuntimeError naming the error if it fails. Only the shell channel's reply is awaited (a silent cell's
    outputs are not wanted). ``ready=False`` for a kernel known to answer (a warm kernel handed over): no
    readiness round first, which costs a page at least 0.2 s (:class:`ReadyClient`)."""
    client = kernel.client()
    client.start_channels(shell=True, iopub=ready, stdin=False, hb=False, control=False)
    try:
        if ready:
            await client.wait_for_ready(timeout=timeout)
        msg_id = client.execute(code, silent=True, store_history=False, allow_stdin=False)
        deadline = time.monotonic() + timeout
        while True:
            reply = await client.shell_channel.get_msg(timeout=max(0.0, deadline - time.monotonic()))
            if reply.get("parent_header", {}).get("msg_id") == msg_id:
                break
    except queue.Empty:
        raise RuntimeError(f"no reply within {timeout:g} s") from None
    finally:
        client.stop_channels()
    content = reply.get("content", {})
    if content.get("status") != "ok":
        raise RuntimeError(f"{content.get('ename', 'error')}: {content.get('evalue', '')}")


class ReadyClient(AsyncKernelClient):
    """jupyter_client's kernel client, ready once the kernel answered ``kernel_info`` and its IOPub channel
    delivered a message (the channel is connected), as jupyter_client checks it. jupyter_client then waits
    for 0.2 s of silence on IOPub besides, to drop what is left there: a page paid that twice before its first
    cell (the warm kernel's handover and Voilà's executor). Nothing needs it dropped: Voilà's executor
    (nbclient) and :func:`run_silently` read only the replies and outputs of their own requests. The app
    gives every kernel it starts this client (``KernelCap.start_kernel``)."""

    async def wait_for_ready(self, timeout: float | None = None) -> None:
        from jupyter_client.manager import KernelManager

        if not isinstance(self.parent, KernelManager):  # not the app's own kernel: jupyter_client's way
            await super().wait_for_ready(timeout)
            return
        deadline = time.monotonic() + (timeout if timeout is not None else float("inf"))
        while True:
            self.kernel_info()
            try:
                msg = await self.shell_channel.get_msg(timeout=1)
            except queue.Empty:
                pass
            else:
                if msg["msg_type"] == "kernel_info_reply":
                    try:  # a message on IOPub: it is connected (else ask again, as jupyter_client does)
                        await self.iopub_channel.get_msg(timeout=0.2)
                    except queue.Empty:
                        pass
                    else:
                        seams.take_kernel_info(self, msg)
                        return
            if not await self.is_alive():
                raise RuntimeError("Kernel died before replying to kernel_info")
            if time.monotonic() > deadline:
                raise RuntimeError(f"Kernel didn't respond in {timeout:g} s")


def ready_client(kernel: Any) -> None:
    """Clients of ``kernel`` (a jupyter_client kernel manager) are :class:`ReadyClient` from now on."""
    kernel.client_factory = ReadyClient


#: The priority of a kernel working ahead (a warm kernel importing, a lesson rendered ahead): it takes the CPU
#: only when the pages' own kernels and the browser leave it some (nice 19 is the lowest).
AHEAD_NICE = 19


def kernel_pid(kernel: Any) -> int | None:
    """The process id of a local kernel (a jupyter_client kernel manager), or None."""
    pid = getattr(getattr(kernel, "provisioner", None), "pid", None)
    return pid if isinstance(pid, int) and pid > 0 else None


def set_niceness(kernel: Any, niceness: int) -> bool:
    """Give every thread of the kernel's process ``niceness``; False if it cannot be done here (not Linux, or
    lowering it again needs a privilege this server lacks: the kernel then keeps its low priority)."""
    pid = kernel_pid(kernel)
    if pid is None or not hasattr(os, "setpriority"):
        return False
    try:
        threads = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        threads = [pid]
    try:
        for tid in threads:
            os.setpriority(os.PRIO_PROCESS, tid, niceness)
    except OSError:  # the thread ended meanwhile, or no permission
        return False
    return True


def work_ahead(kernel: Any) -> None:
    set_niceness(kernel, AHEAD_NICE)


def work_now(kernel: Any) -> None:
    """A kernel handed to a page works at the server's own priority again."""
    set_niceness(kernel, os.getpriority(os.PRIO_PROCESS, 0) if hasattr(os, "getpriority") else 0)


class WarmPool:
    """Mixed in front of :class:`tutor.serve.app.KernelCap`: keeps ``pool_size`` warm kernels ready and
    hands one to each page that would start a kernel (``start_kernel`` from the page handler)."""

    _warm: list[str]  # ready, oldest first
    _filling: int = 0  # warm kernels on their way
    _queued: int = 0  # of which not yet counted by the cap
    _warm_env: dict[str, str]
    _warm_code: str = ""
    _event: asyncio.Event | None = None  # set whenever a warm kernel is ready, or one failed to start

    @property
    def pool_size(self) -> int:
        return int(getattr(self.parent, "pool", 0))  # type: ignore[attr-defined]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # before Voilà's own __init__: with preheated lessons (--class=N --lesson=...) it fills their pools,
        # which asks has_room()
        self._warm = []
        self._handing: set[str] = set()
        self._warm_pids: dict[str, int | None] = {}  # the process each warm kernel had when it was ready
        self._warm_env = dict(os.environ)
        super().__init__(*args, **kwargs)
        if self.pool_size > 0:
            root = Path(self.parent.root_dir)  # type: ignore[attr-defined]
            self._warm_code = warm_code(warm_modules(root))
            from tornado.ioloop import IOLoop

            IOLoop.current().add_callback(self.fill_warm)

    def warm_ready(self) -> int:
        return len(self._warm)

    def has_room(self) -> bool:
        # a warm kernel, waiting or on its way, is a seat: taking it starts nothing
        return bool(self._warm) or self._filling > 0 or super().has_room()  # type: ignore[misc]

    def _changed(self) -> asyncio.Event:
        if self._event is None:  # made on the server's event loop, at first use
            self._event = asyncio.Event()
        return self._event

    def fill_warm(self) -> None:
        """Start warm kernels until the pool is full, as long as the cap leaves room for them."""
        km: Any = self
        while (not km._closing and len(self._warm) + self._filling < self.pool_size
               and km.live_kernels() + self._queued < km.plan.max_kernels):
            self._filling += 1
            self._queued += 1
            asyncio.ensure_future(self._start_warm())

    async def _start_warm(self) -> None:
        km: Any = self
        self._queued -= 1  # from here the cap counts it (KernelCap.start_kernel reserves its seat at once)
        try:
            kernel_id = await super().start_kernel(kernel_name="python3", path="",  # type: ignore[misc]
                                                   env=dict(self._warm_env))
        except Exception as e:  # noqa: BLE001 - the cap reached meanwhile, or the kernel would not start
            self._filling -= 1
            self._changed().set()
            km.log.info("No warm kernel started: %s", e)
            return
        work_ahead(km.get_kernel(kernel_id))
        try:
            await run_silently(km.get_kernel(kernel_id), self._warm_code)
        except Exception as e:  # noqa: BLE001 - a kernel that cannot import is still a kernel
            km.log.warning("Warm kernel %s: the imports failed: %s", kernel_id, e)
        self._filling -= 1
        self._changed().set()
        if kernel_id not in km:
            return
        if km._closing:  # the server stopped while it started
            await km.shutdown_kernel(kernel_id, now=True)
            return
        self._warm_pids[kernel_id] = kernel_pid(km.get_kernel(kernel_id))
        self._warm.append(kernel_id)
        self._changed().set()
        km.log.info("Warm kernel ready: %s (%d waiting)", kernel_id, len(self._warm))

    async def take_warm(self, path: str, env: dict[str, str], keep: int = 0, wait: bool = False) -> str | None:
        """A warm kernel made the one of a page (or lesson rendered ahead) in folder ``path`` with ``env``,
        or None if none is ready beyond ``keep`` (``wait``: wait for one on its way when the cap is reached).
        For a page (``VOILA_PREHEAT=False``) it works at the server's priority from then on."""
        for_page = env.get("VOILA_PREHEAT") == "False"
        km: Any = self
        while True:
            if wait and not self._warm and self._filling and not _below_cap(km):
                # the only seats left are warm kernels on their way: wait for one
                self._changed().clear()
                await self._changed().wait()
                continue
            if len(self._warm) <= keep:
                return None
            kernel_id = self._warm.pop(0)
            if kernel_id not in km:  # it ended while waiting
                continue
            pid = self._warm_pids.pop(kernel_id, None)
            kernel = km.get_kernel(kernel_id)
            # it died (jupyter may have restarted it already: a new process, without the imports)
            if not await kernel.is_alive() or kernel_pid(kernel) != pid:
                km.log.warning("Warm kernel %s died while waiting: a page gets another", kernel_id)
                await km.shutdown_kernel(kernel_id, now=True)
                continue
            self._handing.add(kernel_id)  # not idle: the culler leaves it alone while it is handed over
            if for_page:
                work_now(km.get_kernel(kernel_id))
            try:
                code = handover_code(km.cwd_for_path(path), env, self._warm_env)
                await asyncio.wait_for(run_silently(km.get_kernel(kernel_id), code, ready=False), HANDOVER_SECONDS)
            except Exception as e:  # noqa: BLE001 - not usable (or too slow): end it, try the next
                km.log.warning("Warm kernel %s could not be handed over: %r", kernel_id, e)
                if kernel_id in km:
                    await km.shutdown_kernel(kernel_id, now=True)
                continue
            finally:
                self._handing.discard(kernel_id)
            if kernel_pid(km.get_kernel(kernel_id)) != pid:
                # it died just before (a killed process is alive to the check above until its parent reaps it) and
                # jupyter restarted it while the handover waited: the restarted process has none of the imports
                km.log.warning("Warm kernel %s died while waiting: a page gets another", kernel_id)
                await km.shutdown_kernel(kernel_id, now=True)
                continue
            km.get_kernel(kernel_id).last_activity = _now()
            km.log.info("Warm kernel %s handed to %s", kernel_id, env.get("SCRIPT_NAME") or path or "a page")
            if not for_page:  # a page's handler refills once the page is drawn (AheadPool.after_page)
                self.fill_warm()
            return kernel_id

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        from . import learners

        # the page's learner and lesson join its environment first, so a warm kernel handed over gets them too
        # (a fresh kernel gets them from KernelCap.start_kernel, behind this class)
        learners.kernel_env(kwargs)
        env = kwargs.get("env") or {}
        for_page = env.get("VOILA_PREHEAT") == "False"  # Voilà's page handler, not its preheating
        if for_page and kwargs.get("kernel_name", "python3") == "python3":
            kernel_id = await self.take_warm(kwargs.get("path") or "", env, wait=True)
            if kernel_id is not None:
                from .ahead import page_kernel

                page_kernel.set(kernel_id)
                return kernel_id
        kernel_id = await super().start_kernel(*args, **kwargs)  # type: ignore[misc]
        self.fill_warm()
        return kernel_id

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        if kernel_id in self._warm:
            self._warm.remove(kernel_id)
        self._warm_pids.pop(kernel_id, None)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)  # type: ignore[misc]
        self.fill_warm()  # a seat freed

    async def cull_kernel_if_idle(self, kernel_id: str) -> Any:
        if kernel_id in self._warm or kernel_id in self._handing:  # waiting, or being handed over
            return None
        return await super().cull_kernel_if_idle(kernel_id)  # type: ignore[misc]


def _below_cap(km: Any) -> bool:  # the cap alone, without the warm seats
    return bool(km.live_kernels() < km.plan.max_kernels)


def _now() -> Any:
    import datetime

    return datetime.datetime.now(datetime.UTC)
