"""What one lesson page left open costs while nobody touches it: the processor time (user + system, from /proc via
psutil, not wall time: the machine may be shared) of Chromium and of the server, per window of ``--seconds``.

    python tools/idle_poll.py /work/main            # the checkout to serve (its lessons, share/ and tutor/)
    python tools/idle_poll.py . --block             # the same with the page's class requests refused (the floor)

The server is started as the tests start it (``tutor.serve.launch``), the page opened in the suite's Chromium,
and, once its first widget shows and 3 s passed, ``--repeat`` windows are measured in turn.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil


def cpu(procs: list[psutil.Process]) -> float:
    total = 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", type=Path)
    ap.add_argument("--page", default="en/spades/02-playing-tricks.ipynb")
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--block", action="store_true", help="refuse the page's class requests (follow, live, watch)")
    args = ap.parse_args()
    root = args.root.resolve()
    sys.path.insert(0, str(root))
    from playwright.sync_api import sync_playwright

    from tutor.serve import launch

    os.environ["TUTOR_DATA"] = tempfile.mkdtemp(prefix="tt-idle-")
    log = Path(tempfile.mkdtemp(prefix="tt-idle-log-")) / "serve.log"
    proc, url = launch.start(root, root / "lessons", "--ahead=0", "--pool=0", log=log)
    try:
        server = psutil.Process(proc.pid)
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path="/usr/bin/chromium-headless-shell",
                                   args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"])
            page = b.new_page()
            if args.block:
                page.route(re.compile(r".*/(class/follow|tutor/live|tutor/watch)\.json.*"), lambda r: r.abort())
            page.add_init_script("performance.setResourceTimingBufferSize(100000)")  # every request counted
            page.goto(f"{url}/voila/render/{args.page}")
            page.locator(".tt-widget").first.wait_for(timeout=120_000)
            time.sleep(3)
            me = psutil.Process()
            chromium = [p for p in me.children(recursive=True) if "chrom" in " ".join(p.cmdline())]
            rows = []
            for _ in range(args.repeat):
                before = (cpu(chromium), cpu([server]))
                time.sleep(args.seconds)
                after = (cpu(chromium), cpu([server]))
                rows.append((after[0] - before[0], after[1] - before[1]))
                print(f"{'blocked' if args.block else 'as served'}: per {args.seconds:.0f} s chromium "
                      f"{rows[-1][0]:.2f} server {rows[-1][1]:.2f} together {sum(rows[-1]):.2f} CPU-s", flush=True)
            mid = [statistics.median(sum(r) for r in rows), statistics.median(r[0] for r in rows),
                   statistics.median(r[1] for r in rows)]
            print(f"median together {mid[0]:.2f} CPU-s (chromium {mid[1]:.2f}, server {mid[2]:.2f})")
            # the page's own count of its class requests: tutor/live.js's held one, when the checkout has it
            asked = page.evaluate("() => performance.getEntriesByType('resource')"
                                  ".filter(e => /(follow|live|watch)[.]json/.test(e.name)).length")
            print(f"class requests the page made since it opened: {asked}")
            print("the page's watch:", page.evaluate("() => window.ttWatching ? window.ttWatching() : null"))
            b.close()
    finally:
        launch.stop(proc)


if __name__ == "__main__":
    main()
