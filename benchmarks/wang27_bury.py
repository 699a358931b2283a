"""27 Wang: the robots' burial as lesson 04 teaches (``lesson_bury``) against their old one, over seeded hands.

Each seed's hand is played twice by the practice robots at every seat, with the same dice: once with the banker
burying as lesson 04 teaches (low side cards and no points, a short suit voided: ``bot.lesson_bury``), once with
the burial the robots used before (the shortest side suits first, points and all). Until the burial the two
hands are the same; after it they part. Per hand with a banker it prints, for each burial, the banker side's
margin (the target less the defenders' points: above 0 the banker's side won), the points buried, the kitty
points the defenders dug (with the multiplier) and how often the banker's side won; then the paired difference
(new − old) of the margin with its 95% confidence interval (1.96 standard errors of the mean difference).

    python benchmarks/wang27_bury.py                  # 2000 hands, seeds 0..1999
    python benchmarks/wang27_bury.py --hands 200 --first 5000
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time

from tutor.games.wang27 import new_hand
from tutor.games.wang27.bot import _player, lesson_bury
from tutor.games.wang27.ranks import KEYS, TRUMP, points_of
from tutor.games.wang27.state import Action, State


def old_bury(st: State) -> Action:
    """The robots' burial before lesson 04 was followed: side cards of the shortest suits first, low first
    (points were buried like any other card)."""
    seat = st.current_seat
    assert seat is not None
    keys = KEYS[st.trump]
    hand = st.hand(seat)
    length: dict[str, int] = {}
    for c in hand:
        length[keys[c][0]] = length.get(keys[c][0], 0) + 1
    cheap = sorted(hand, key=lambda c: (keys[c][0] == TRUMP, length[keys[c][0]], keys[c][1] >= 9, keys[c][1], str(c)))
    return Action("bury", tuple(cheap[:st.rules.kitty_size]))


BURIALS = {"lesson 04": lesson_bury, "old": old_bury}


def play(seed: int, bury) -> State:
    st, bot = new_hand(seed=seed), _player(seed, bury=bury)
    while not st.is_terminal():
        st = st.apply(bot(st))
    return st


def mean_ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, half


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=2000, help="seeded hands (default 2000)")
    ap.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    args = ap.parse_args(argv)
    rows: dict[str, dict[str, list[float]]] = {k: {"margin": [], "buried": [], "dug": [], "won": []} for k in BURIALS}
    start, passed = time.perf_counter(), 0
    for seed in range(args.first, args.first + args.hands):
        ends = {k: play(seed, b) for k, b in BURIALS.items()}
        if any(e.banker is None or e.target is None for e in ends.values()):
            passed += 1  # passed out: no banker, nothing buried
            continue
        for k, e in ends.items():
            assert e.target is not None
            margin = e.target - e.points()
            rows[k]["margin"].append(margin)
            rows[k]["buried"].append(points_of(e.buried))
            rows[k]["dug"].append(e.kitty_bonus())
            rows[k]["won"].append(float(e.result().winner == "banker"))
    n = len(rows["old"]["margin"])
    print(f"27 Wang burial, seeds {args.first}..{args.first + args.hands - 1}: {n} hands with a banker "
          f"({passed} passed out), {time.perf_counter() - start:.0f} s")
    print(f"{'burial':<10} {'margin (pts)':>18} {'buried (pts)':>13} {'dug (pts)':>15} {'banker won':>11}")
    for k, r in rows.items():
        m, h = mean_ci(r["margin"])
        d, dh = mean_ci(r["dug"])
        print(f"{k:<10} {m:>9.1f} ± {h:<6.1f} {statistics.fmean(r['buried']):>13.1f} {d:>8.1f} ± {dh:<4.1f} "
              f"{100 * statistics.fmean(r['won']):>10.1f}%")
    diff = [a - b for a, b in zip(rows["lesson 04"]["margin"], rows["old"]["margin"], strict=True)]
    m, h = mean_ci(diff)
    won = [a - b for a, b in zip(rows["lesson 04"]["won"], rows["old"]["won"], strict=True)]
    w, wh = mean_ci(won)
    print(f"lesson 04 − old, paired: margin {m:+.1f} ± {h:.1f} points a hand (95% CI {m - h:+.1f} .. {m + h:+.1f}); "
          f"banker won {100 * w:+.1f} ± {100 * wh:.1f} points of percentage")
    return 0


if __name__ == "__main__":
    sys.exit(main())
