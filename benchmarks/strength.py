"""How strong is the coach? The ``strong`` bot against ``beginner`` (random legal actions) and against
``normal``, per game: the strong side's score per hand with a 95% confidence interval.

Partnership games seat the strong bot on one side (North–South on even hands, East–West on odd ones)
and measure its side's score minus the other side's; Gong Zhu seats one strong player (rotating) and
measures its score minus the others' average. Each hand is a fresh seeded deal.

    python benchmarks/strength.py --hands 1000                 # every game
    python benchmarks/strength.py spades gongzhu --hands 100 --against beginner
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from tutor.games import get
from tutor.seats import SEATS, team_of

GAMES = ("spades", "gongzhu", "bridge", "wang27")


def _metric(name: str, end: Any, strong: frozenset[str]) -> float:
    if name == "gongzhu":
        (seat,) = strong
        score = end.result()
        return score[seat] - sum(score[s] for s in SEATS if s != seat) / 3
    if name == "spades":
        from tutor.games.spades.coach import utility

        return utility(end, next(iter(strong)))
    if name == "wang27":
        from tutor.games.wang27.coach import utility as wang_utility

        return wang_utility(end, next(iter(strong)))
    score = get(name).summary(end)["score"]  # bridge: per team, signed
    team = team_of(next(iter(strong)))
    return float(score[team] - score["EW" if team == "NS" else "NS"])


def play(name: str, hand: int, against: str) -> float:
    game = get(name)
    if name == "gongzhu":
        strong = frozenset({SEATS[hand % 4]})
    else:
        strong = frozenset("NS" if hand % 2 == 0 else "EW")
    bots: dict[str, Callable[[Any], Any]] = {
        s: game.bot("strong" if s in strong else against, hand * 4 + i) for i, s in enumerate(SEATS)}
    st = game.new_hand(seed=10_000 + hand)
    while not st.is_terminal():
        st = st.apply(bots[st.current_seat](st))
    return _metric(name, st, strong)


def interval(xs: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(xs)
    if len(xs) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES), help="games to measure (default: all four)")
    ap.add_argument("--hands", type=int, default=1000, help="hands per game and opponent (27 Wang: a fifth)")
    ap.add_argument("--against", nargs="+", default=["beginner", "normal"], help="opponent levels")
    ap.add_argument("--first", type=int, default=0, help="the first hand's number (deals are seeded by it)")
    ap.add_argument("--raw", help="append each hand's score as a JSON line to this file")
    args = ap.parse_args(argv)
    print(f"{'game':8} {'against':9} {'hands':>5} {'score/hand':>11} {'95% CI':>19} {'s/hand':>7}")
    for name in args.games:
        n = max(1, args.hands // 5) if name == "wang27" else args.hands
        for against in args.against:
            t0 = time.perf_counter()
            xs = [play(name, h, against) for h in range(args.first, args.first + n)]
            if args.raw:
                with open(args.raw, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"game": name, "against": against,
                                        "first": args.first, "scores": xs}) + "\n")
            mean, half = interval(xs)
            dt = (time.perf_counter() - t0) / n
            print(f"{name:8} {against:9} {n:5d} {mean:11.1f} [{mean - half:8.1f}, {mean + half:8.1f}] {dt:7.2f}",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
