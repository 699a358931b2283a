"""Which ``bridge.practice_hand(seed)`` deals double-dummy defenders can play without a long wait.

    python benchmarks/bridge_practice_seeds.py [--seeds 40] [--limit 1.0] [--timeout 10]

Each seed runs in its own process (DDS cannot be interrupted): after a warm-up solve, every card of the deal
is chosen double dummy; the worst single solve is printed. A few deals make this DDS build search for 10 s or
more at the opening lead; ``tutor.games.bridge.practice.PRACTICE_SEEDS`` lists the seeds measured quick here.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

ONE = """
import json, sys, time
from tutor.games import bridge
from tutor.games.bridge import analysis, bots
analysis.card_tricks(bridge.practice_hand(5))  # warm-up: DDS allocates its tables on the first solve
st = bridge.practice_hand(int(sys.argv[1]))
worst = 0.0
while not st.is_terminal():
    t = time.perf_counter(); card = bots.dd_card(st); worst = max(worst, time.perf_counter() - t)
    st = st.apply(card)
print(json.dumps({"contract": str(st.contract), "worst": worst, "tricks": st.declarer_tricks}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--limit", type=float, default=1.0, help="worst single solve allowed (s)")
    parser.add_argument("--timeout", type=float, default=10.0)
    args = parser.parse_args(argv)
    good = []
    for seed in range(args.seeds):
        try:
            out = subprocess.run([sys.executable, "-c", ONE, str(seed)], capture_output=True, text=True,
                                 timeout=args.timeout, check=True).stdout
        except subprocess.TimeoutExpired:
            print(f"seed {seed}: over {args.timeout:.0f} s")
            continue
        r = json.loads(out)
        print(f"seed {seed}: {r['contract']}, worst solve {r['worst'] * 1000:,.0f} ms, declarer {r['tricks']} tricks")
        if r["worst"] <= args.limit:
            good.append(seed)
    print("quick seeds:", tuple(good))
    return 0


if __name__ == "__main__":
    sys.exit(main())
