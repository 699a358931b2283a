"""The kernels of a learner's server on a JupyterHub: on the IPC transport, their sockets in a short folder.

On TCP, jupyter_client picks a kernel's five ports by binding port 0 and letting it go again: two servers (or a
server and the app) starting kernels at the same moment can be handed the same free port, and a kernel then dies
before its first reply (the suite's last flake). Unix sockets have no such race. But a socket's path must fit in
107 bytes, and jupyter_client puts the sockets beside the connection file, in the server's runtime folder (under
the learner's home: ``/home/<name>/.local/share/jupyter/runtime/kernel-<36-character id>-ipc-5`` is already 95
bytes for a short home). So this kernel manager keeps the connection files and the sockets of one server in a
folder of its own under the system's temporary folder (``tt-kernels-XXXXXXXX`` in it, made private to the server's
user by :func:`tempfile.mkdtemp`, removed when the server ends).

``deploy/jupyterhub/jupyter_server_config.py`` names it (``ServerApp.kernel_manager_class``, Jupyter Server's
public setting) with ``KernelManager.transport = "ipc"``; the app (``make app``) has its own short folder already
(Voilà's ``connection_dir``, a ``voila_XXXXXXXX`` folder there).
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

#: The longest path a Unix socket may have on Linux (``sun_path`` holds 108 bytes with the final NUL).
SOCKET_PATH_MAX = 107


def short_folder(prefix: str = "tt-kernels-") -> str:
    """A new private folder for kernel sockets, removed when this process ends."""
    folder = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, folder, True)
    return folder


def longest_socket(connection_dir: str) -> int:
    """The length of the longest socket path a kernel's connection file in ``connection_dir`` gives: the file's
    name without ``.json``, ``-ipc``, then ``-`` and a port number (a few digits; 5 allowed here).

    >>> longest_socket("/tmp/tt-kernels-abcdefgh")
    78
    """
    return len(f"{connection_dir}/kernel-{'0' * 36}-ipc-99999")


class ShortSocketKernelManager(AsyncMappingKernelManager):
    """Jupyter Server's kernel manager, with its connection files (and so its IPC sockets) in a short folder."""

    def __init__(self, **kwargs: Any) -> None:
        # the server passes its runtime folder (which may be long) as connection_dir; this one replaces it
        kwargs["connection_dir"] = short_folder()
        super().__init__(**kwargs)
