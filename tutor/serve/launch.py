"""Start the app in a subprocess on a free loopback port, as ``make app`` runs it (for tests and benchmarks).

``root`` is the checkout whose ``share/config`` and ``share/jupyter`` the app uses (the caller knows it).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def command(root: Path, folder: Path | str, port: int, *args: str, bare: bool = False,
            ip: str = "127.0.0.1") -> tuple[list[str], dict[str, str]]:
    """``python -m tutor.serve FOLDER ...`` (or bare Voilà with the same config) and its environment."""
    module = "voila" if bare else "tutor.serve"
    cmd = [sys.executable, "-m", module, str(folder), "--no-browser", f"--port={port}", f"--Voila.ip={ip}",
           f"--Voila.config_file_paths={root / 'share' / 'config'}", *args]
    env = {**os.environ, "JUPYTER_PATH": str(root / "share" / "jupyter"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    # as under `make app` (the Makefile empties it): the server and its kernels keep what Python compiles, else
    # every kernel compiles every module it imports from source again (about 2 CPU-s a kernel)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return cmd, env


#: What Voilà logs once it listens (``Voila.listen``): the server is ready when this line is in its output.
RUNNING = "Voilà is running at"


def start(root: Path, folder: Path | str, *args: str, log: Path, bare: bool = False,
          timeout: float = 60, ip: str = "127.0.0.1") -> tuple[subprocess.Popen, str]:
    """Start the server over ``folder`` with ``args`` (listening on ``ip``: ``0.0.0.0`` is the network), its
    output in ``log`` (and in ``proc.output``, an
    :class:`Output`); return once it says it listens."""
    port = free_port()
    cmd, env = command(root, folder, port, *args, bare=bare, ip=ip)
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = Output(proc, log)
    proc.output = output  # type: ignore[attr-defined]
    if not output.wait_for(RUNNING, timeout):
        proc.kill()
        proc.wait()
        raise RuntimeError(f"the server did not start within {timeout} s: {log.read_text(errors='replace')[-2000:]}")
    return proc, f"http://127.0.0.1:{port}"


class Output:
    """A process's output, copied line by line into ``log`` by a thread as it comes, and kept, so that a
    caller can wait for a line (an event, no polling): :meth:`wait_for`."""

    def __init__(self, proc: subprocess.Popen, log: Path) -> None:
        self.lines: list[str] = []
        self.ended = False
        self._changed = threading.Condition()
        self._proc = proc
        self._log = log
        threading.Thread(target=self._copy, name=f"output of {log.name}", daemon=True).start()

    def _copy(self) -> None:
        assert self._proc.stdout is not None
        with open(self._log, "wb") as out:
            for chunk in iter(self._proc.stdout.readline, b""):
                out.write(chunk)
                out.flush()
                with self._changed:
                    self.lines.append(chunk.decode(errors="replace"))
                    self._changed.notify_all()
        with self._changed:
            self.ended = True
            self._changed.notify_all()

    def mark(self) -> int:
        """Where the output is now: :meth:`wait_for` ``since=`` this looks only at what comes after."""
        with self._changed:
            return len(self.lines)

    def text(self, since: int = 0) -> str:
        with self._changed:
            return "".join(self.lines[since:])

    def wait_for(self, text: str, timeout: float, since: int = 0, count: int = 1) -> bool:
        """True once ``count`` lines after ``since`` contain ``text``; False if the output ends, or
        ``timeout`` seconds pass, first."""
        found, checked = 0, since

        def seen() -> bool:
            nonlocal found, checked
            found += sum(text in line for line in self.lines[checked:])
            checked = len(self.lines)
            return found >= count or self.ended

        with self._changed:
            return self._changed.wait_for(seen, timeout) and found >= count


def stop(proc: subprocess.Popen) -> None:
    """Stop the server (it stops its kernels)."""
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
