"""Start the app in a subprocess on a free loopback port, as ``make app`` runs it (for tests and benchmarks).

``root`` is the checkout whose ``share/config`` and ``share/jupyter`` the app uses (the caller knows it).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
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
    return cmd, env


def start(root: Path, folder: Path | str, *args: str, log: Path, bare: bool = False,
          timeout: float = 60, ip: str = "127.0.0.1") -> tuple[subprocess.Popen, str]:
    """Start the server over ``folder`` with ``args`` (listening on ``ip``: ``0.0.0.0`` is the network), its output
    in ``log``; wait until it answers on loopback."""
    port = free_port()
    cmd, env = command(root, folder, port, *args, bare=bare, ip=ip)
    with open(log, "w") as out:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()[-2000:]}")
        try:
            urllib.request.urlopen(url + "/", timeout=2)
            return proc, url
        except urllib.error.HTTPError:  # it answers (a server with a token says 403 or redirects)
            return proc, url
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"the server did not start within {timeout} s") from None
            time.sleep(0.2)


def stop(proc: subprocess.Popen) -> None:
    """Stop the server (it stops its kernels)."""
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
