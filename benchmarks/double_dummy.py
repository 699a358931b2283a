"""Double-dummy timings through endplay (DDS): the median time for a full table (5 strains × 4 declarers)
and for one position's per-card analysis (the hindsight column of a replay), over seeded random deals.

    python benchmarks/double_dummy.py [--deals N]

Positions are taken at the opening lead (the hardest: 52 cards) and after 4, 8 and 12 tricks.
Each deal is solved fresh (the tutor's position cache is cleared) so the figures are the solver's cost.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    args = parser.parse_args(argv)
    from tutor.games import bridge
    from tutor.games.bridge import analysis, bots

    if not analysis.available():
        print("double_dummy: endplay is not installed (pip install endplay)")
        return 0
    tables: list[float] = []
    positions: dict[int, list[float]] = {0: [], 4: [], 8: [], 12: []}
    for seed in range(args.deals):
        st = bridge.new_hand(seed=seed)
        analysis._table.cache_clear()
        t = time.perf_counter()
        analysis.dd_table(st.deal)
        tables.append(time.perf_counter() - t)
        for c in ["1NT", "P", "P", "P"] if st.current_seat != "E" else ["P", "1NT", "P", "P", "P"]:
            st = st.apply(c)
        for k in range(13):
            if k in positions:
                analysis._solve.cache_clear()
                t = time.perf_counter()
                analysis.card_tricks(st)
                positions[k].append(time.perf_counter() - t)
            for _ in range(4):
                st = st.apply(bots.low_card(st))
    def fmt(xs: list[float]) -> str:
        return f"median {statistics.median(xs) * 1000:,.1f} ms, max {max(xs) * 1000:,.1f} ms"
    print(f"double_dummy: full table (20 strain/declarer pairs): {fmt(tables)} over {len(tables)} deals")
    for k, xs in positions.items():
        print(f"double_dummy: per-card analysis after {k} tricks ({52 - 4 * k} cards): {fmt(xs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
