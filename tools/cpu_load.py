"""How busy the processors were while `make test` ran: the suite's own record of where its time goes.

`make test` starts this in the background and stops it at the end (SIGTERM). Every ``--every`` seconds it reads
the machine's processor counters (``/proc/stat``, Linux) and writes one line per interval to ``--out``: the
seconds since the start, how many processors were busy on average, and the load average. When stopped it prints a
summary: the processors' busy share over the whole run, and the idle processor-seconds per stretch of the run, so
a slow suite can be told apart from a suite that waits (a sleep, a timeout, one long test left on one worker).

    python tools/cpu_load.py --out artifacts/cpu-load.tsv --every 5

Off Linux (no ``/proc/stat``) it says so and exits 0: the suite does not depend on it.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from pathlib import Path
from typing import NamedTuple

STAT = Path("/proc/stat")


class Ticks(NamedTuple):
    """The processors' time counters (clock ticks, all processors together)."""

    busy: int
    idle: int  # idle and waiting on I/O: a processor with nothing to run


def read_ticks(text: str) -> Ticks:
    """The busy and idle ticks of the ``cpu`` line of ``/proc/stat``'s text.

    >>> read_ticks("cpu  100 5 50 800 20 0 3 0 0 0\\ncpu0 1 2 3 4 5 6 7 8 9 10\\n")
    Ticks(busy=158, idle=820)
    """
    for line in text.splitlines():
        if line.startswith("cpu "):
            fields = [int(x) for x in line.split()[1:]]
            # user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
            idle = fields[3] + fields[4]
            busy = sum(fields[:8]) - idle
            return Ticks(busy, idle)
    raise ValueError("no 'cpu' line in /proc/stat")


def summary(rows: list[tuple[float, float]], processors: int, stretch: float = 120.0) -> str:
    """The busy share of the whole run and the idle processor-seconds of each ``stretch`` seconds of it, from
    ``rows`` of (seconds since the start, processors busy on average over the interval ending there).

    >>> print(summary([(60, 2.0), (120, 1.0), (180, 0.5)], 2, stretch=120))
    processors busy 58% of 180 s on 2 (idle 150 processor-s)
      0-120 s: busy 1.5 of 2, idle 60 processor-s
      120-240 s: busy 0.5 of 2, idle 90 processor-s
    """
    if not rows:
        return "no samples"
    total_busy = total_time = 0.0
    per_stretch: dict[int, list[float]] = {}
    last = 0.0
    for t, busy in rows:
        span = t - last
        total_busy += busy * span
        total_time += span
        acc = per_stretch.setdefault(int(last // stretch), [0.0, 0.0])
        acc[0] += busy * span
        acc[1] += span
        last = t
    idle = processors * total_time - total_busy
    lines = [f"processors busy {total_busy / (processors * total_time):.0%} of {total_time:.0f} s on {processors} "
             f"(idle {idle:.0f} processor-s)"]
    for k, (b, span) in sorted(per_stretch.items()):
        lines.append(f"  {k * stretch:.0f}-{(k + 1) * stretch:.0f} s: busy {b / span:.1f} of {processors}, "
                     f"idle {processors * span - b:.0f} processor-s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="where to write one line per interval")
    parser.add_argument("--every", type=float, default=5.0, help="seconds between samples")
    args = parser.parse_args(argv)
    if not STAT.exists():
        print("cpu_load: no /proc/stat here, so no record of the processors' load")
        return 0
    processors = os.cpu_count() or 1
    tick = os.sysconf("SC_CLK_TCK")
    stop = False

    def on_term(signum: int, frame: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, on_term)
    start = time.monotonic()
    before = read_ticks(STAT.read_text())
    rows: list[tuple[float, float]] = []
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as out:
        out.write("seconds\tbusy processors\tload average\n")
        while not stop:
            deadline = time.monotonic() + args.every
            while not stop and time.monotonic() < deadline:
                time.sleep(0.2)
            now = read_ticks(STAT.read_text())
            t = time.monotonic() - start
            span = (now.busy + now.idle) - (before.busy + before.idle)
            if span <= 0:
                continue
            busy = processors * (now.busy - before.busy) / span
            rows.append((t, busy))
            out.write(f"{t:.0f}\t{busy:.2f}\t{os.getloadavg()[0]:.1f}\n")
            out.flush()
            before = now
    print(summary(rows, processors))
    print(f"(every {args.every:g} s in {args.out}; {tick} ticks a second)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
