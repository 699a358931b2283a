"""Kernels on the IPC transport (Unix sockets), as the app and every learner's server on a hub start them: no
free TCP port to fight over when two servers start kernels at once. A learner's server keeps the sockets in a short
folder of its own (``tutor.serve.hub.kernels``), whatever the length of its runtime folder."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

from traitlets.config import Config

from tutor.serve.hub.kernels import SOCKET_PATH_MAX, ShortSocketKernelManager, longest_socket

ROOT = Path(__file__).resolve().parents[1]


def test_the_apps_kernels_are_on_ipc():
    settings = json.loads((ROOT / "share" / "config" / "voila.json").read_text())
    assert settings["KernelManager"]["transport"] == "ipc"


def test_a_learners_server_with_a_long_runtime_folder_starts_a_kernel_on_short_sockets(tmp_path):
    """The server passes its runtime folder (here 150 characters long: no socket fits there) as the connection
    folder; the kernel manager puts the connection file and its sockets in a short folder instead, the kernel
    starts there on Unix sockets and answers a cell."""
    runtime = tmp_path / ("r" * (150 - len(str(tmp_path))))
    runtime.mkdir()
    assert longest_socket(str(runtime)) > SOCKET_PATH_MAX
    config = Config()
    config.KernelManager.transport = "ipc"

    async def run() -> None:
        km = ShortSocketKernelManager(config=config, connection_dir=str(runtime), root_dir=str(tmp_path))
        assert km.connection_dir != str(runtime) and longest_socket(km.connection_dir) <= SOCKET_PATH_MAX
        assert (os.stat(km.connection_dir).st_mode & 0o777) == 0o700  # the server's user's alone
        kernel_id = await km.start_kernel(kernel_name="python3")
        try:
            kernel = km.get_kernel(kernel_id)
            info = json.loads(Path(kernel.connection_file).read_text())
            assert info["transport"] == "ipc" and info["ip"].startswith(km.connection_dir + "/")
            sockets = [f"{info['ip']}-{info[p]}" for p in ("shell_port", "iopub_port", "stdin_port", "control_port",
                                                              "hb_port")]
            client = kernel.client()
            client.start_channels()
            try:
                await client.wait_for_ready(timeout=60)
                reply = await client.execute_interactive("x = 6 * 7", timeout=60)
                assert reply["content"]["status"] == "ok"
            finally:
                client.stop_channels()
            assert all(Path(s).is_socket() and len(s) <= SOCKET_PATH_MAX for s in sockets)
        finally:
            await km.shutdown_kernel(kernel_id, now=True)
        assert not any(Path(s).exists() for s in sockets)  # cleaned up with the kernel

    asyncio.run(run())
