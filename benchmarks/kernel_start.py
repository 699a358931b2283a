"""A kernel ready to run a lesson: forked from the zygote (``tutor.serve.forkkernels``) against jupyter_client's own
way, side by side in one run.

    python benchmarks/kernel_start.py            # 8 kernels each way
    python benchmarks/kernel_start.py --n 20

Each way starts a kernel, waits until it answers, then runs the cell that imports what the lessons import
(``tutor.serve.pool.warm_code``: a no-op in a forked kernel, the whole import in a fresh one), and shuts it
down. Printed per way: the median wall time to a kernel with the tutor imported, and the kernel process's own
CPU seconds (user + system, ``/proc``) at that point. The peer is jupyter_client's ``AsyncKernelManager`` with
its ``LocalProvisioner``, which is how Voilà and nbclient start kernels. The zygote's one-off import (printed
too) is paid once per server.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HZ = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / HZ


async def one(provisioner: str, code: str) -> tuple[float, float]:
    from jupyter_client.manager import AsyncKernelManager
    from jupyter_client.provisioning import KernelProvisionerFactory

    KernelProvisionerFactory.instance().default_provisioner_name = provisioner
    km = AsyncKernelManager(kernel_name="python3")
    start = time.perf_counter()
    await km.start_kernel(cwd=str(ROOT / "lessons"))
    client = km.client()
    client.start_channels()
    try:
        await client.wait_for_ready(timeout=120)
        reply = await client.execute_interactive(code, timeout=120, output_hook=lambda _m: None)
        assert reply["content"]["status"] == "ok", reply["content"]
        wall = time.perf_counter() - start
        cpu = cpu_seconds(km.provisioner.pid)  # type: ignore[union-attr]
    finally:
        client.stop_channels()
        await km.shutdown_kernel(now=True)
    return wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=8, help="kernels started each way")
    args = ap.parse_args()
    from tutor.serve import forkkernels
    from tutor.serve.pool import warm_code, warm_modules

    modules = warm_modules(ROOT / "lessons")
    code = warm_code(modules)
    t0 = time.perf_counter()
    zygote = forkkernels.start(modules)
    if zygote is None:
        sys.exit("this system cannot fork")
    results: dict[str, list[tuple[float, float]]] = {"forked (tutor.serve.forkkernels)": [],
                                                       "jupyter_client LocalProvisioner": []}
    try:
        first = True
        for _ in range(args.n):  # interleaved, so a busy moment of the machine falls on both ways
            results["forked (tutor.serve.forkkernels)"].append(
                asyncio.run(one(forkkernels.PROVISIONER, code)))
            if first:
                zygote_ready = time.perf_counter() - t0
                zygote_cpu = cpu_seconds(zygote.pid)
                first = False
            results["jupyter_client LocalProvisioner"].append(asyncio.run(one("local-provisioner", code)))
    finally:
        forkkernels.stop()
    print(f"{args.n} kernels each way, each with the lessons' {len(modules)} modules imported before it answers")
    print(f"{'way':36s} {'median wall s':>14s} {'median kernel CPU s':>20s}")
    for way, runs in results.items():
        print(f"{way:36s} {statistics.median(w for w, _ in runs):14.2f} {statistics.median(c for _, c in runs):20.2f}")
    print(f"the zygote, once per server: {zygote_cpu:.2f} CPU s; its first kernel was ready {zygote_ready:.2f} s"
          " after it started")


if __name__ == "__main__":
    main()
