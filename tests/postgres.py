"""A real PostgreSQL server for a test: Debian's ``postgresql`` package (``make hub`` installs it when missing),
a new cluster in a temporary folder (``initdb``), started on loopback on a free port (``pg_ctl``), stopped and
removed afterwards. As root it runs as the package's ``postgres`` user (PostgreSQL refuses to run as root)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tutor.serve.launch import free_port


def bindir() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise RuntimeError("PostgreSQL is missing: `make hub` installs Debian's postgresql package (apt-get)")
    return found[-1].parent


@contextmanager
def server() -> Iterator[str]:
    """``with server() as url``: an SQLAlchemy URL (``postgresql+psycopg://…``) of a fresh, empty database."""
    tools = bindir()
    folder = Path(tempfile.mkdtemp(prefix="tt-postgres-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        as_user = ["runuser", "-u", "postgres", "--"]
        folder.chmod(0o755)
        shutil.chown(folder, "postgres", "postgres")
    data, sock, log = folder / "data", folder / "sock", folder / "server.log"
    port = free_port()
    try:
        subprocess.run([*as_user, str(tools / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                        "--no-sync"], check=True, capture_output=True)
        subprocess.run([*as_user, "mkdir", str(sock)], check=True)
        subprocess.run([*as_user, str(tools / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "60", "-o",
                        f"-p {port} -k {sock} -c listen_addresses=127.0.0.1 -c fsync=off", "start"],
                       check=True, capture_output=True)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_user, str(tools / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"],
                       capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
