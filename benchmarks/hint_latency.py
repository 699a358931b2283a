"""How long a hint and a review take, per game and phase, at the games' own number of sampled deals.

Hints: ``hint(state)`` on positions met along hands the normal bots play (the memo emptied first, so each
is a fresh evaluation): the median and 95th-percentile wall time and this process's CPU time, and the deals
per decision (the strong bot decides the same way: ``strong_bot`` is the hint at its ``rounds``).

Reviews: South plays a hand as the normal bot would (so it makes a few costly choices) and then asks for
the review; "at a learner's pace" means the coach's background evaluation (``prefetch``) had finished
before each of South's choices, as it does while a learner thinks; "cold" means nothing was evaluated
before the review (the memo emptied).

    python benchmarks/hint_latency.py --hands 2
    python benchmarks/hint_latency.py spades --hands 4 --deals 12   # today's deals, for comparison
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from tutor import catalog
from tutor.games import get
from tutor.games.coach import coach_of, hint_for, review
from tutor.games.evaluation import MEMO, Sampler, prefetch, settle

GAMES = catalog.names(match=True)  # the games with a coach (tutor.catalog)


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def hints(name: str, hands: int, every: int, deals: int | None) -> None:
    game, hint = get(name), hint_for(name)
    assert hint is not None
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    dealt: dict[str, list[int]] = defaultdict(list)
    for seed in range(hands):
        st, bot = game.new_hand(seed=seed), game.bot("normal", seed)
        k = 0
        while not st.is_terminal():
            if (k % every == 0 or st.phase != "play") and len(st.legal_actions()) > 1:
                MEMO.clear()
                w0, c0 = time.perf_counter(), time.process_time()
                h = hint(st, seconds=1.0) if name == "bridge" else hint(st, deals=deals)
                wall[st.phase].append(time.perf_counter() - w0)
                cpu[st.phase].append(time.process_time() - c0)
                dealt[st.phase].append(h.deals)
            st, k = st.apply(bot(st)), k + 1
    for phase, ws in wall.items():
        print(f"hint    {name:8} {phase:8} {len(ws):5d} {statistics.median(ws):9.2f} {p95(ws):7.2f} "
              f"{statistics.median(cpu[phase]):9.2f} {p95(cpu[phase]):7.2f} {statistics.median(dealt[phase]):6.0f}",
              flush=True)


def reviews(name: str, hands: int, deals: int | None) -> None:
    game = get(name)
    sampler = getattr(coach_of(name), "SAMPLER", None)
    paced: list[float] = []
    cold: list[float] = []
    found: list[int] = []
    for seed in range(hands):
        st, bot = game.new_hand(seed=100 + seed), game.bot("normal", 100 + seed)
        steps: list[tuple[Any, Any]] = []
        MEMO.clear()
        while not st.is_terminal():
            if st.current_seat == "S" and isinstance(sampler, Sampler):
                prefetch(sampler, st, deals=deals)
                settle()  # the learner thought at least as long as the coach
            a = bot(st)
            steps.append((st, a))
            st = st.apply(a)
        kw: dict[str, Any] = {"seconds": 2.0} if name == "bridge" else {"deals": deals}
        t0 = time.perf_counter()
        found.append(len(review(name, steps, "S", **kw)))
        paced.append(time.perf_counter() - t0)
        MEMO.clear()
        getattr(coach_of(name), "_SOLVED", {}).clear()  # bridge: the solver's answers too (it has no prefetch)
        t0 = time.perf_counter()
        review(name, steps, "S", **kw)
        cold.append(time.perf_counter() - t0)
    print(f"review  {name:8} {'paced':8} {len(paced):5d} {statistics.median(paced):9.2f} {max(paced):7.2f} "
          f"{'':9} {'':7} {'':6}  (costly choices found: {found})", flush=True)
    print(f"review  {name:8} {'cold':8} {len(cold):5d} {statistics.median(cold):9.2f} {max(cold):7.2f}", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--hands", type=int, default=2, help="hands per game")
    ap.add_argument("--every", type=int, default=5, help="in the play, every n-th position is asked")
    ap.add_argument("--deals", type=int, default=None, help="deals per decision (default: each game's own)")
    ap.add_argument("--no-review", action="store_true")
    args = ap.parse_args(argv)
    if "bridge" in args.games:
        from tutor.games.bridge import analysis

        analysis.available()  # the solver's import (seconds, once per process) is not a hint's time
    print("         (columns: asked, then wall median and p95, CPU median and p95, in seconds; median deals)")
    print(f"{'':7} {'game':8} {'phase':8} {'asked':>5} {'median s':>9} {'p95 s':>7} {'cpu med':>9} {'cpu p95':>7} "
          f"{'deals':>6}")
    for name in args.games:
        hints(name, args.hands, args.every, args.deals)
        if not args.no_review:
            reviews(name, args.hands, args.deals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
