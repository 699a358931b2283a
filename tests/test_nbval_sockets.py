"""``make notebooks`` starts nbval's kernels on Unix sockets (the root ``conftest.py``), so they never take a TCP
port another server of the suite has just chosen (the hub's proxy API lost its port to a kernel in ``make test``),
and forks them from the zygote as the app does (``tutor.serve.forkkernels``; ``TT_NBVAL_FRESH=1``: afresh)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_nbvals_kernels_listen_on_unix_sockets_not_tcp_ports(tmp_path):
    probe = tmp_path / "test_probe.py"
    probe.write_text(textwrap.dedent("""
        import os

        import nbval.kernel

        def test_transport():
            said = []
            km, kc = nbval.kernel.start_new_kernel(kernel_name="python3")
            try:
                info = km.get_connection_info()
                assert info["transport"] == "ipc", info
                assert len(info["ip"]) < 90, info["ip"]  # room for "-5" within a socket path's 107 bytes
                # forked from the zygote, as the app's kernels are (TT_NBVAL_FRESH=1: started afresh)
                want = "LocalProvisioner" if os.environ.get("TT_NBVAL_FRESH") else "ForkProvisioner"
                assert type(km.provisioner).__name__ == want, type(km.provisioner)
                kc.execute_interactive("import os; print(os.getppid())", timeout=60,
                                       output_hook=lambda m: said.append(m["content"].get("text", "")))
                parent = int("".join(said))
                assert (parent == os.getpid()) == (want == "LocalProvisioner"), (parent, os.getpid())
            finally:
                kc.stop_channels()
                km.shutdown_kernel(now=True)
    """))
    # the checkout's conftest.py applies to the files under it only: the probe outside loads it as a plugin
    for fresh in ("", "1"):
        env = {k: v for k, v in os.environ.items() if k != "TT_NBVAL_FRESH"}
        env.update({"TT_NBVAL_FRESH": fresh} if fresh else {})
        ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                              "-p", "conftest", "--nbval", str(probe)],
                             cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)
        assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-2000:]
