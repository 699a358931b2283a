"""How long a hint takes: ``hint(state, seconds=S)`` on positions met along hands the normal bots play,
per game and phase: the median and worst wall time and the median number of sampled deals.

    python benchmarks/hint_latency.py --seconds 1.0 --hands 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict

from tutor.games import get
from tutor.games.coach import hint_for

GAMES = ("spades", "gongzhu", "bridge", "wang27")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--seconds", type=float, default=1.0, help="the time each hint is given")
    ap.add_argument("--hands", type=int, default=2, help="hands per game; every 7th position is asked")
    args = ap.parse_args(argv)
    if "bridge" in args.games:
        from tutor.games.bridge import analysis

        analysis.available()  # the solver's import (seconds, once per process) is not a hint's time
    print(f"{'game':8} {'phase':8} {'asked':>5} {'median s':>9} {'worst s':>8} {'deals':>6}")
    for name in args.games:
        game, hint = get(name), hint_for(name)
        assert hint is not None
        times: dict[str, list[float]] = defaultdict(list)
        deals: dict[str, list[int]] = defaultdict(list)
        for seed in range(args.hands):
            st, bot = game.new_hand(seed=seed), game.bot("normal", seed)
            k = 0
            while not st.is_terminal():
                if k % 7 == 0 or st.phase != "play":
                    t0 = time.perf_counter()
                    h = hint(st, seconds=args.seconds, seed=k)
                    times[st.phase].append(time.perf_counter() - t0)
                    deals[st.phase].append(h.deals)
                st, k = st.apply(bot(st)), k + 1
        for phase, ts in times.items():
            print(f"{name:8} {phase:8} {len(ts):5d} {statistics.median(ts):9.2f} {max(ts):8.2f} "
                  f"{statistics.median(deals[phase]):6.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
