"""How long "review my play" takes from cold, per game: the median and 95th percentile, wall and CPU.

For each hand, South plays as the ``normal`` bot would (so the review has costly choices to find), the
others too; then the coach's memo is emptied (nothing was evaluated while the learner thought: no hint
asked, no background evaluation) and ``review(game, steps, "S")`` runs at the games' own settings (bridge:
its double-dummy solver, its answers emptied too). The goal is at most 2 s per review on this machine.
"CPU" is this process's CPU time: on a shared, busy machine it is the fairer figure, wall the learner's.

    python benchmarks/coach_review.py                 # every game, 6 hands each
    python benchmarks/coach_review.py wang27 --hands 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from tutor import catalog
from tutor.games import get
from tutor.games.coach import coach_of, review
from tutor.games.evaluation import MEMO

GAMES = catalog.names(match=True)  # the games with a coach (tutor.catalog)
GOAL = 2.0  # seconds, the issue's


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def hand(name: str, seed: int) -> list[tuple[Any, Any]]:
    """A hand the normal bots play at every seat, as (state before, action) steps."""
    game = get(name)
    st, bot = game.new_hand(seed=seed), game.bot("normal", seed)
    steps: list[tuple[Any, Any]] = []
    while not st.is_terminal():
        a = bot(st)
        steps.append((st, a))
        st = st.apply(a)
    return steps


def cold_review(name: str, steps: list[tuple[Any, Any]]) -> tuple[float, float, int]:
    """(wall s, CPU s, costly choices found) of one review with nothing evaluated before."""
    MEMO.clear()
    getattr(coach_of(name), "_SOLVED", {}).clear()  # bridge: the solver's remembered answers
    kw: dict[str, Any] = {"seconds": 2.0} if name == "bridge" else {}
    w0, c0 = time.perf_counter(), time.process_time()
    found = review(name, steps, "S", **kw)
    return time.perf_counter() - w0, time.process_time() - c0, len(found)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--hands", type=int, default=6, help="hands per game")
    ap.add_argument("--first", type=int, default=100, help="the first hand's seed")
    args = ap.parse_args(argv)
    if "bridge" in args.games:
        from tutor.games.bridge import analysis

        analysis.available()  # the solver's import (seconds, once per process) is not a review's time
    print(f"cold review, {args.hands} hands per game (goal: at most {GOAL:.0f} s)")
    print(f"{'game':8} {'wall med':>9} {'wall p95':>9} {'cpu med':>8} {'cpu p95':>8} {'decisions':>9}  costly found")
    for name in args.games:
        wall: list[float] = []
        cpu: list[float] = []
        found: list[int] = []
        decisions = 0
        for seed in range(args.first, args.first + args.hands):
            steps = hand(name, seed)
            decisions += sum(1 for st, _ in steps if st.current_seat == "S")
            w, c, n = cold_review(name, steps)
            wall.append(w)
            cpu.append(c)
            found.append(n)
        print(f"{name:8} {statistics.median(wall):9.2f} {p95(wall):9.2f} {statistics.median(cpu):8.2f} "
              f"{p95(cpu):8.2f} {decisions / args.hands:9.1f}  {found}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
