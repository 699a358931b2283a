"""Kernels forked from a process that has already imported the tutor: a kernel ready in a tenth of the CPU.

A fresh kernel spends about a second of CPU before it can run a lesson's first cell: Python starting, ipykernel,
then the tutor's imports (ipywidgets, anywidget, SQLAlchemy for the learner's record, the games' tables). The
warm pool (``tutor.serve.pool``) moves that second off the page's wait but still spends it, once per page: for a
class of thirty opening a lesson, thirty seconds of a small server's processors. Here one process, the
*zygote*, does the imports once; each kernel is a ``fork()`` of it that then starts ipykernel as
``python -m ipykernel_launcher -f <connection file>`` would, in the kernel's own folder and environment.

- :class:`Zygote`: the server's side. ``python -m tutor.serve.forkkernels <module>...`` imports the modules,
  then reads one request per line on its standard input (the kernel's command, environment and folder), forks,
  and answers the child's process id on its standard output; when a child ends it says so (its exit status).
  When the server goes (its standard input closes) the zygote ends its kernels and itself. A kernel's own
  output goes where the zygote's standard error goes: the server's log, as a kernel the server started itself.
- :class:`ForkProvisioner`: jupyter_client's public kernel provisioner interface (``LocalProvisioner``, with the
  launch asked of the zygote), registered under the ``jupyter_client.kernel_provisioners`` entry point
  ``tutor-fork-provisioner``. The app names it as the default provisioner (``--fork-kernels``, on by default
  where ``os.fork`` exists). A command that is not this Python's ipykernel, or no zygote, or a zygote that
  failed: the kernel is started as jupyter_client starts it, so a kernel always starts.

What a forked kernel shares with its siblings: the modules' import-time state, as every warm kernel already has
(a warm kernel imports before it is handed to a page); Python's ``random`` is seeded again in every child
(CPython does it at fork), and the zygote refuses to fork with a second thread running (a lock held by a
thread that does not exist in the child would hang it).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
from typing import Any

from jupyter_client.provisioning import LocalProvisioner

#: The entry point name (pyproject.toml, ``jupyter_client.kernel_provisioners``).
PROVISIONER = "tutor-fork-provisioner"
#: How long a kernel's launch waits on the zygote (its imports, the first time) before starting it the usual way.
LAUNCH_SECONDS = 60.0


def forkable(cmd: list[str]) -> bool:
    """Whether ``cmd`` is the command a zygote of this Python can run: this interpreter's ipykernel launcher.

    >>> forkable([sys.executable, "-m", "ipykernel_launcher", "-f", "kernel-1.json"])
    True
    >>> forkable(["python3.9", "-m", "ipykernel_launcher", "-f", "k.json"]) or forkable(["R", "--slave"])
    False
    """
    return (len(cmd) >= 3 and os.path.realpath(cmd[0]) == os.path.realpath(sys.executable)
            and cmd[1:3] == ["-m", "ipykernel_launcher"])


class Zygote:
    """A running zygote process (the server's side): :meth:`fork` a kernel, :meth:`status` of one."""

    def __init__(self, modules: list[str]) -> None:
        self.modules = list(modules)
        self._proc = subprocess.Popen([sys.executable, "-m", "tutor.serve.forkkernels", *self.modules],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True)
        self._lock = threading.Lock()  # one launch at a time: its answer is the next pid line
        self._pids: list[int] = []
        self._exits: dict[int, int] = {}
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, name="zygote answers", daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        return self._proc.pid

    def alive(self) -> bool:
        return self._proc.poll() is None

    def _read(self) -> None:
        assert self._proc.stdout is not None
        for raw in self._proc.stdout:
            try:
                said = json.loads(raw)
            except ValueError:
                continue
            with self._changed:
                if "exit" in said:
                    self._exits[int(said["exit"])] = int(said["status"])
                else:
                    self._pids.append(int(said.get("pid", -1)))
                self._changed.notify_all()
        with self._changed:  # the zygote ended: every kernel it forked ended with it
            self._pids.append(-1)
            self._changed.notify_all()

    def fork(self, cmd: list[str], env: dict[str, str], cwd: str, timeout: float = LAUNCH_SECONDS) -> int:
        """A kernel running ``cmd`` in ``cwd`` with ``env``, forked; its process id (``RuntimeError`` if the
        zygote cannot: ended, or no answer within ``timeout`` seconds)."""
        if not forkable(cmd):
            raise RuntimeError(f"not this Python's ipykernel: {cmd[:3]}")
        request = json.dumps({"argv": cmd, "env": env, "cwd": cwd}) + "\n"
        with self._lock:
            if not self.alive() or self._proc.stdin is None:
                raise RuntimeError("the zygote has ended")
            with self._changed:
                self._pids.clear()
            try:
                self._proc.stdin.write(request.encode())
                self._proc.stdin.flush()
            except OSError as e:
                raise RuntimeError(f"the zygote has ended ({e})") from None
            with self._changed:
                if not self._changed.wait_for(lambda: bool(self._pids), timeout):
                    raise RuntimeError(f"the zygote did not fork within {timeout:g} s")
                pid = self._pids.pop(0)
        if pid <= 0:
            raise RuntimeError("the zygote could not fork")
        return pid

    def status(self, pid: int) -> int | None:
        """The exit status of the kernel ``pid`` once it ended (a signal as its negative number), else None."""
        with self._changed:
            if pid in self._exits:
                return self._exits[pid]
        if not self.alive():
            return self._exits.get(pid, -signal.SIGKILL)
        return None

    def wait(self, pid: int, timeout: float | None = None) -> int | None:
        with self._changed:
            self._changed.wait_for(lambda: pid in self._exits or not self.alive(), timeout)
        return self.status(pid)

    def close(self) -> None:
        """End the zygote (its kernels end with it: it terminates them when its input closes)."""
        if self._proc.stdin is not None:
            try:
                self._proc.stdin.close()
            except OSError:
                pass
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()


class ForkedKernel:
    """What jupyter_client's ``LocalProvisioner`` asks of a kernel's process (``poll``, ``wait``, signals), for a
    kernel the zygote forked: its parent is the zygote, which tells this server how it ended."""

    stdin = stdout = stderr = None

    def __init__(self, zygote: Zygote, pid: int) -> None:
        self.zygote, self.pid = zygote, pid

    def poll(self) -> int | None:
        return self.zygote.status(self.pid)

    def wait(self, timeout: float | None = None) -> int | None:
        return self.zygote.wait(self.pid, timeout)

    def send_signal(self, signum: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, signum)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


#: The zygote of this server (:func:`start`), or None: kernels start the usual way.
ZYGOTE: Zygote | None = None
#: What this server's zygote imports (:func:`configure`); None: this server has no zygote.
MODULES: list[str] | None = None


def configure(modules: list[str]) -> bool:
    """This server's kernels are forked from a zygote importing ``modules`` (the warm pool's list), started when
    the first kernel is; False where there is no ``fork`` (kernels then start the usual way)."""
    global MODULES
    if not hasattr(os, "fork"):
        return False
    MODULES = list(modules)
    return True


def start(modules: list[str]) -> Zygote | None:
    """:func:`configure`, and start the zygote now (it imports while the server starts), unless there is one."""
    return current() if configure(modules) else None


def current() -> Zygote | None:
    """This server's running zygote, started (or started again, if it died) when configured; else None."""
    global ZYGOTE
    if ZYGOTE is not None and ZYGOTE.alive():
        return ZYGOTE
    ZYGOTE = Zygote(MODULES) if MODULES is not None else None
    return ZYGOTE


def stop() -> None:
    global ZYGOTE, MODULES
    MODULES = None
    if ZYGOTE is not None:
        ZYGOTE.close()
        ZYGOTE = None


class ForkProvisioner(LocalProvisioner):  # type: ignore[misc]
    """jupyter_client's local provisioner, with the kernel forked by the server's zygote when there is one."""

    async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
        zygote = current() if forkable(cmd) else None
        if zygote is None:
            return await super().launch_kernel(cmd, **kwargs)
        env = {k: str(v) for k, v in (kwargs.get("env") or os.environ).items()}
        cwd = str(kwargs.get("cwd") or os.getcwd())
        try:
            pid = await asyncio.get_running_loop().run_in_executor(None, zygote.fork, cmd, env, cwd)
        except RuntimeError as e:
            self.log.warning("Starting a kernel without the zygote: %s", e)
            return await super().launch_kernel(cmd, **kwargs)
        self.process = ForkedKernel(zygote, pid)  # type: ignore[assignment]  # as a Popen
        self.pid = self.pgid = pid  # the kernel leads a process group of its own (setsid), as jupyter_client's
        self.cwd = cwd
        return self.connection_info


# -- the zygote process ------------------------------------------------------------------------------------------


def _child(request: dict[str, Any], answers: int) -> None:
    """In the forked child: become ``python -m ipykernel_launcher ...`` in the kernel's folder and environment."""
    code = 1
    try:
        # ps, top and /proc/<pid>/cmdline show the kernel's command, as for a kernel started afresh (before the
        # environment changes: setproctitle writes over the memory of the zygote's arguments and environment)
        import setproctitle

        setproctitle.setproctitle(" ".join(request["argv"]))
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a Python just started
        os.setsid()  # a process group of its own: an interrupt (killpg) reaches this kernel only
        os.close(answers)
        devnull = os.open(os.devnull, os.O_RDONLY)  # not the zygote's requests: a kernel reads no terminal
        os.dup2(devnull, 0)
        os.close(devnull)
        os.environ.clear()
        os.environ.update(request["env"])
        os.environ["JPY_PARENT_PID"] = str(os.getppid())  # ipykernel ends when the zygote ends
        os.chdir(request["cwd"])
        # what `python -m ipykernel_launcher` does (ipykernel_launcher.py): without the folder on sys.path
        # while ipykernel loads (InteractiveShellApp puts it back), then IPKernelApp.launch_instance's steps
        if sys.path and sys.path[0] in ("", ZYGOTE_FOLDER):
            del sys.path[0]
        from ipykernel.kernelapp import IPKernelApp

        sys.argv = [sys.argv[0], *request["argv"][3:]]
        app = IPKernelApp.instance()
        # ipykernel read JPY_PARENT_PID when the zygote imported it: the kernel watches the zygote, and ends if
        # it goes, even killed (a kernel in a session of its own is not killed with its server's process group)
        app.parent_handle = os.getppid()
        app.initialize(sys.argv[1:])
        in_the_kernel()
        app.start()
        code = 0
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:  # noqa: BLE001 - the kernel's own error, said where a kernel's errors go
        import traceback

        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


#: The zygote's folder, which ``python -m`` put first on its sys.path.
ZYGOTE_FOLDER = os.getcwd()


def in_the_kernel() -> None:
    """Redo, in the forked kernel, what the zygote's imports would have done in a running kernel: each
    module's setup that asks for the kernel (``get_ipython()``) found none in the zygote. Two do:
    ipywidgets registers its comm targets (without them a page's widgets never reach the kernel) and the
    tutor's widget guard wraps the kernel's comm handlers. tests/test_fork_kernels.py compares a forked
    kernel with a fresh one after the lessons' imports, so a third such module fails it."""
    widgets = sys.modules.get("ipywidgets")
    if widgets is not None:
        widgets.register_comm_target()
    guard = sys.modules.get("tutor.widgets.guard")
    if guard is not None:
        guard.install()


def main(modules: list[str]) -> int:
    # the answers go on a copy of standard output; standard output itself becomes standard error, so nothing a
    # module or a kernel prints can be taken for an answer
    answers = os.dup(1)
    os.dup2(2, 1)
    import importlib

    import ipykernel.kernelapp  # noqa: F401 - first, as in a kernel: it sets up the comm package for the rest
    import setproctitle  # noqa: F401 - here, while the process's environment is its own (see _child)

    for name in modules:  # as the warm pool's cell: one that fails is left to the lesson that imports it
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001, S112
            continue
    children: set[int] = set()

    def say(message: dict[str, Any]) -> None:
        os.write(answers, (json.dumps(message) + "\n").encode())

    def reap(*_: Any) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            children.discard(pid)
            say({"exit": pid, "status": os.waitstatus_to_exitcode(status)})

    signal.signal(signal.SIGCHLD, reap)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a ^C at the server's terminal is the server's to handle
    requests = sys.stdin.buffer
    for line in requests:
        try:
            request = json.loads(line)
        except ValueError:
            say({"pid": -1})
            continue
        if threading.active_count() > 1:  # a thread's lock would stay held for ever in the child
            say({"pid": -1})
            continue
        pid = os.fork()
        if pid == 0:
            _child(request, answers)
        children.add(pid)
        say({"pid": pid})
    for pid in list(children):  # the server has gone: so do its kernels
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
