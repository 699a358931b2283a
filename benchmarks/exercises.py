"""How fast drills are made and answered in the kernel, per game (goals: generation p95 <= 50 ms, answer
-> feedback <= 100 ms).

- *make*: ``practice.exercise(skill, seed, level)`` for every skill of the game, every level, fresh seeds
  (the prompt with its card pictures, the choices and every explanation, in the current language);
- *feedback*: ``Practice.choose(i)`` on the widget, the kernel's side of a click: the recorder called,
  buttons, feedback with the engine's reasons, streak and mastery set (the comm round trip to the browser
  is not in it); beside it, the lesson ``Quiz.choose`` (the fixed-question widget it sits beside) as the peer;
- *next*: ``Practice.next()``, a new exercise drawn onto the widget.

    python benchmarks/exercises.py                 # every game, 40 seeds a skill and level
    python benchmarks/exercises.py wang27 --seeds 100
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections.abc import Callable, Sequence

from tutor import practice
from tutor.tricks import Trick
from tutor.widgets import Practice, Quiz


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(practice.GAMES))
    ap.add_argument("--seeds", type=int, default=40, help="seeds per skill and level")
    args = ap.parse_args(argv)
    for game in args.games:  # imports and first-use caches are not a drill's time
        for sk in practice.skills(game):
            practice.exercise(sk.id, seed=0, level=1)
    quiz = Quiz.who_wins(Trick.played("N", "SA S2 H3 S4", trump="H"))
    peer = [timed(lambda: (quiz.reset(), quiz.choose(1))) for _ in range(200)]
    print(f"{'game':8} {'skills':>6} {'made':>6} {'make p50':>9} {'make p95':>9} {'worst':>7}  "
          f"{'feedback p50':>12} {'p95':>6}  {'next p95':>8}   (ms)")
    for game in args.games:
        make: list[float] = []
        slowest = ("", 0.0)
        for sk in practice.skills(game):
            for level in practice.LEVELS:
                for seed in range(1, args.seeds + 1):
                    ms = timed(lambda sid=sk.id, s=seed, lv=level: practice.exercise(sid, seed=s, level=lv))
                    make.append(ms)
                    if ms > slowest[1]:
                        slowest = (f"{sk.id} L{level}", ms)
        feedback, nexts = [], []
        widget = Practice(game, seed=1, recorder=lambda *a, **k: True)
        for _ in range(max(20, args.seeds)):
            ex = widget.current
            assert ex is not None
            wrong = (ex.answer + 1) % len(ex.choices)
            feedback.append(timed(functools.partial(widget.choose, wrong)))
            nexts.append(timed(widget.next))
        print(f"{game:8} {len(practice.skills(game)):6d} {len(make):6d} {statistics.median(make):9.2f} "
              f"{pct(make, 0.95):9.2f} {max(make):7.1f}  {statistics.median(feedback):12.2f} "
              f"{pct(feedback, 0.95):6.2f}  {pct(nexts, 0.95):8.2f}   slowest: {slowest[0]}", flush=True)
    print(f"{'peer':8} lesson Quiz.choose (a fixed question):     feedback p50 {statistics.median(peer):.2f}, "
          f"p95 {pct(peer, 0.95):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
