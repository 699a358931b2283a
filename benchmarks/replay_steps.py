#!/usr/bin/env python
"""Median milliseconds per replay step: the state at step i plus its rendered table SVG.

    python benchmarks/replay_steps.py [--hands N]

For each game with an engine, bots play whole hands; the hand is recorded as a replay, then
every step is shown the way ``TrickReplay`` shows it: ``state_at(i).view()`` and ``table_svg``.
Also timed: loading the record (all states computed) and drawing the step with the widget itself.
Aim: under 5 ms per step.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time

from tutor import replay
from tutor.errors import TutorError
from tutor.games import GAMES, spec
from tutor.render import table_svg, trick_svg


def whole_hand(game: str, seed: int) -> replay.Replay:
    module = importlib.import_module(GAMES[game])
    state = module.new_hand(seed=seed)
    bot = spec(game).bot(seed)
    actions = replay.play_out(state, {s: bot for s in "NESW"})
    return replay.record(state, actions, game=game)


def time_steps(rp: replay.Replay) -> list[float]:
    out = []
    for i in range(len(rp) + 1):
        t = time.perf_counter()
        view = rp.state_at(i).view()
        table_svg(view)
        if view.last_trick:
            trick_svg(view.last_trick, winner=view.last_winner)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5, help="hands per game")
    args = parser.parse_args()
    print(f"{'game':8} {'hands':>5} {'steps':>6} {'median ms/step':>15} {'p95 ms':>7} {'max ms':>7} "
          f"{'load ms/hand':>13} {'widget ms/step':>15}")
    for game in GAMES:
        try:
            hands = [whole_hand(game, seed) for seed in range(args.hands)]
        except (TutorError, ImportError, NotImplementedError, AttributeError) as e:
            print(f"{game:8} skipped: {type(e).__name__}: {e}")
            continue
        times = [ms for rp in hands for ms in time_steps(rp)]
        loads = []
        for rp in hands:
            t = time.perf_counter()
            replay.load(rp.record)
            loads.append((time.perf_counter() - t) * 1000)
        widget_ms = _widget_step_ms(hands[0])
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        print(f"{game:8} {len(hands):5d} {len(times):6d} {statistics.median(times):15.2f} {p95:7.2f} "
              f"{max(times):7.2f} {statistics.median(loads):13.1f} {widget_ms:15.2f}")


def _widget_step_ms(rp: replay.Replay) -> float:
    """The median time of one ▶ click on a TrickReplay widget (no browser: kernel side only)."""
    try:
        from tutor.widgets import TrickReplay
    except ImportError:
        return float("nan")
    tr = TrickReplay(rp)
    out = []
    for _ in range(len(rp)):
        t = time.perf_counter()
        tr.next()
        out.append((time.perf_counter() - t) * 1000)
    return statistics.median(out)


if __name__ == "__main__":
    main()
