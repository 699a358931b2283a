"""How strong is the coach? The ``strong`` bot against ``random`` (uniform legal actions), ``beginner``
(each game's simple rules: lowest legal card, never nil, never sells …) and ``normal``, per game: the
strong side's score per hand with a 95% confidence interval.

Partnership games seat the strong bot on one side (North–South on even hands, East–West on odd ones)
and measure its side's score minus the other side's; Gong Zhu seats one strong player (rotating) and
measures its score minus the others' average. Each hand is a fresh seeded deal. ``--rounds`` sets the
sampled deals per decision of the sampling coaches (spades, Gong Zhu, 27 Wang; the game's own ``strong``
level uses 48, 27 Wang 16): fewer make a long run feasible, and a weaker strong bot only makes the
intervals harder to push above zero. ``--raw`` writes each hand as it ends, so a run stopped early can
still be summed up with ``--summarize``.

    python benchmarks/strength.py --hands 1000                 # every game
    python benchmarks/strength.py spades gongzhu --hands 100 --against beginner --rounds 3 --jobs 2
    python benchmarks/strength.py --summarize raw*.jsonl
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

from tutor import catalog
from tutor.games import get
from tutor.seats import SEATS, team_of

GAMES = catalog.names(match=True)  # the games with a coach (tutor.catalog)


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


def strong_bot(name: str, seed: int, rounds: int | None) -> Callable[[Any], Any]:
    """The game's ``strong`` level, with ``rounds`` sampled deals per decision where it samples."""
    if rounds is None or name == "bridge":  # bridge's strong play is double dummy, not sampled
        return get(name).bot("strong", seed)
    import importlib

    return importlib.import_module(f"tutor.games.{name}.coach").strong_bot(seed, rounds=rounds)  # type: ignore[no-any-return]


def play(name: str, against: str, hand: int, rounds: int | None = None) -> float:
    game = get(name)
    if name == "gongzhu":
        strong = frozenset({SEATS[hand % 4]})
    else:
        strong = frozenset("NS" if hand % 2 == 0 else "EW")
    bots: dict[str, Callable[[Any], Any]] = {
        s: strong_bot(name, hand * 4 + i, rounds) if s in strong else game.bot(against, hand * 4 + i)
        for i, s in enumerate(SEATS)}
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


def row(name: str, against: str, xs: list[float], seconds: float | None) -> str:
    mean, half = interval(xs)
    per = f"{seconds / len(xs):7.2f}" if seconds is not None else f"{'–':>7}"
    return f"{name:8} {against:9} {len(xs):5d} {mean:11.1f} [{mean - half:8.1f}, {mean + half:8.1f}] {per}"


HEAD = f"{'game':8} {'against':9} {'hands':>5} {'score/hand':>11} {'95% CI':>19} {'s/hand':>7}"


def summarize(paths: list[str]) -> None:
    """The table from ``--raw`` files (one line per hand): runs over overlapping hand ranges count each
    hand once."""
    scores: dict[tuple[str, str], dict[int, float]] = {}
    for path in paths:
        for line in open(path, encoding="utf-8"):
            if line.strip():
                rec = json.loads(line)
                scores.setdefault((rec["game"], rec["against"]), {})[rec["hand"]] = rec["score"]
    print(HEAD)
    for (name, against), by_hand in sorted(scores.items(), key=lambda kv: (GAMES.index(kv[0][0]), kv[0][1])):
        hands = sorted(by_hand)
        print(row(name, against, [by_hand[h] for h in hands], None), f"  hands {hands[0]}–{hands[-1]}")


def _hands(name: str, against: str, hands: Iterable[int], rounds: int | None, jobs: int) -> Iterable[float]:
    work = functools.partial(play, name, against, rounds=rounds)
    if jobs <= 1:
        yield from map(work, hands)
        return
    from multiprocessing import Pool

    with Pool(jobs) as pool:
        yield from pool.imap(work, hands)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES), help="games to measure (default: all four)")
    ap.add_argument("--hands", type=int, default=1000, help="hands per game and opponent (27 Wang: a fifth)")
    ap.add_argument("--against", nargs="+", default=["random", "beginner"], help="opponent levels")
    ap.add_argument("--first", type=int, default=0, help="the first hand's number (deals are seeded by it)")
    ap.add_argument("--rounds", type=int, help="sampled deals per strong decision (default: the game's own)")
    ap.add_argument("--jobs", type=int, default=1, help="processes playing hands side by side")
    ap.add_argument("--raw", help="append each hand's score as a JSON line to this file, as it ends")
    ap.add_argument("--summarize", metavar="RAW", nargs="+", help="print the table of --raw files and stop")
    args = ap.parse_args(argv)
    if args.summarize:
        summarize(args.summarize)
        return 0
    print(HEAD, flush=True)
    for name in args.games:
        n = max(1, args.hands // 5) if name == "wang27" else args.hands
        for against in args.against:
            t0 = time.perf_counter()
            xs: list[float] = []
            hands = range(args.first, args.first + n)
            for hand, x in zip(hands, _hands(name, against, hands, args.rounds, args.jobs), strict=True):
                xs.append(x)
                if args.raw:
                    with open(args.raw, "a", encoding="utf-8") as f:
                        f.write(json.dumps({"game": name, "against": against, "hand": hand, "score": x}) + "\n")
            print(row(name, against, xs, time.perf_counter() - t0), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
