"""Tables under a class's load: 8 tables × 4 learners and a teacher watching, one hand at each table, no browser.

Each learner is what a table's page is, over real HTTP and websockets (``tutor.serve.tables.client``): the lobby
for its cookie and XSRF token, the table's socket, an action when its own view says it is its turn. The tables are
two of each game (Spades, Gong Zhu, Bridge, 27 Wang), all played at once; the teacher asks the console's
``class/tables.json`` every second, as its page does. Printed:

- latency from an action to the other three screens (the three other learners' views of the new step): p50, p95;
- lost or duplicated actions: actions the server answered ``done`` against the actions in each hand's record;
- cards sent to a seat that may not see them: every message of every learner checked against the engine's state
  at that point (``tests/tables_audit.py``), none taken from the views;
- reconnection: at every table one learner's connection is dropped mid-hand; the time until that page is back at
  the table's step with its hand, counting the page's first wait of 0.5 s before it tries again (worst, median);
- the peer: the same actions applied straight to the hall in one process (no web, no other table): per action.

    python benchmarks/tables.py               # 8 tables
    python benchmarks/tables.py --tables 4    # fewer

It starts the app itself (``tutor.serve.launch``, a data folder of its own) and stops it at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.tables_audit import Seen, choose, engine_pick, leaks  # noqa: E402
from tutor import catalog, tables  # noqa: E402
from tutor.serve import launch  # noqa: E402
from tutor.serve.tables.client import Connection, Learner  # noqa: E402

GAMES = catalog.names(match=True)
#: the page's first wait before it connects again (table.js: 0.5 s, then 1, 2, 4)
PAGE_BACKOFF = 0.5


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


class TableRun:
    """One table: its four learners, what they did and what they saw."""

    def __init__(self, url: str, game: str, seed: int, hall: Any = None) -> None:
        self.url, self.game, self.hall = url, game, hall
        self.rng = random.Random(seed)
        self.table = ""
        self.conns: dict[str, Connection] = {}
        self.old: dict[str, list[Connection]] = {s: [] for s in "NESW"}  # connections dropped
        self.latencies: list[float] = []
        self.done = 0
        self.reconnects: list[float] = []
        self.actions: list[tuple[str, Any]] = []

    async def seat(self) -> None:
        people = {s: Learner(self.url) for s in "SNEW"}
        for learner in people.values():
            await learner.start()
        self.table = await people["S"].open_table(self.game, seat="S")
        self.conns["S"] = await people["S"].connect(self.table)
        for s in "NEW":
            self.conns[s] = await people[s].connect(self.table)
            await self.conns[s].send({"sit": s})
        for s, c in self.conns.items():
            await c.wait_view(lambda v, s=s: v.get("seat") == s and all(not x["free"] for x in v["seats"].values()))

    async def play(self, drop_at: int) -> None:
        dropped = False
        while True:
            views = {s: c.view for s, c in self.conns.items()}
            if all(v and v.get("over") for v in views.values()):
                if not dropped:
                    print(f"table {self.table} ({self.game}) ended after {self.done} actions, before {drop_at}")
                return
            turn = next((s for s, v in views.items() if v and v.get("turn") == s and (v["legal"] or
                                                                                      v["legal_count"])), None)
            if turn is None:
                waits = [asyncio.ensure_future(c.wait_view(lambda v, n=c.view["step"]: v["step"] > n, 60))
                         for c in self.conns.values()]
                done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                for w in pending:
                    w.cancel()
                if not any(w.exception() is None for w in done):
                    raise RuntimeError(f"table {self.table}: nobody can act and nothing changes")
                continue
            if not dropped and self.done >= drop_at:
                dropped = True
                await self.reconnect(next(s for s in "NESW" if s != turn))
                continue
            view = views[turn]
            action = choose(view, self.rng, lambda: engine_pick(self.hall, self.table, self.rng))
            step = view["step"]
            others = [c for s, c in self.conns.items() if s != turn]
            since = {id(c): len(c.received) for c in others}
            start = time.time()
            answer = await self.conns[turn].send({"act": action})
            if answer["type"] != "done":
                raise RuntimeError(f"table {self.table}: {answer}")
            self.done += 1
            self.actions.append((turn, action))
            for c in others:
                message = await c.wait(lambda m, n=step: m.get("type") == "view" and m["view"]["step"] > n, 60,
                                       since[id(c)])
                arrived = next(t for t, m in c.received[since[id(c)]:] if m is message)
                self.latencies.append(arrived - start)
            await self.conns[turn].wait_view(lambda v, n=step: v["step"] > n)

    async def reconnect(self, seat: str) -> None:
        """Drop ``seat``'s connection as a lost network does; the page comes back as table.js does."""
        old = self.conns[seat]
        step, hand = old.view["step"], old.view["hand"]
        start = time.time()
        old.drop()
        await asyncio.sleep(PAGE_BACKOFF)
        new = await old.learner.connect(self.table)
        if new.view["step"] < step:
            await new.wait_view(lambda v: v["step"] >= step)
        if new.view.get("seat") != seat or (new.view["step"] == step and new.view["hand"] != hand):
            raise RuntimeError(f"table {self.table}: {seat} came back to another seat or hand")
        self.reconnects.append(time.time() - start)
        self.old[seat].append(old)
        self.conns[seat] = new


async def teacher(url: str, stop: asyncio.Event, times: list[float], problems: list[str]) -> None:
    """The teacher's console page: ``class/tables.json`` every second."""
    t = Learner(url)
    while not stop.is_set():
        start = time.time()
        status, _ = await t.get("/class/tables.json")
        if status != 200:
            problems.append(f"class/tables.json answered {status}")
        else:
            times.append(time.time() - start)
        try:
            await asyncio.wait_for(stop.wait(), 1.0)
        except TimeoutError:
            pass


async def run(url: str, n_tables: int, seed: int, data: Path) -> tuple[list[TableRun], list[float], list[str], float]:
    # where a view cannot list every legal play (27 Wang), the engine draws one from the app's database
    hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
    runs = [TableRun(url, GAMES[i % len(GAMES)], seed + i, hall) for i in range(n_tables)]
    for r in runs:
        await r.seat()
    stop = asyncio.Event()
    watch_times: list[float] = []
    watch_problems: list[str] = []
    watcher = asyncio.ensure_future(teacher(url, stop, watch_times, watch_problems))
    start = time.time()
    await asyncio.gather(*(r.play(drop_at=12 + i) for i, r in enumerate(runs)))
    wall = time.time() - start
    stop.set()
    await watcher
    for r in runs:
        for c in [*r.conns.values(), *(c for cs in r.old.values() for c in cs)]:
            c.close()
    return runs, watch_times, watch_problems, wall


def peer(runs: list[TableRun], folder: Path) -> list[float]:
    """The same hands through the hall in this process (the engine and the store, no web): seconds per action."""
    hall = tables.open(f"sqlite:///{folder / 'peer.sqlite'}")
    out = []
    app_hall = tables.open(f"sqlite:///{folder / 'data' / 'progress.sqlite'}")
    for r in runs:
        record = app_hall.record(r.table)
        seed = app_hall.table(r.table).get("seed")
        tid = hall.open_table(r.game, seed=seed)
        seats = {s: hall.sit(tid, s, learner=f"b-peer{s}{r.table}") for s in "NESW"}
        for seat, action in r.actions:
            t0 = time.perf_counter()
            seats[seat].act(action)
            out.append(time.perf_counter() - t0)
        if not seats["S"].view()["over"] or len(hall.record(tid)) != len(record):
            raise RuntimeError(f"the peer's hand of table {r.table} did not end as the app's did")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tt-bench-tables-"))
    os.environ["TUTOR_DATA"] = str(folder / "data")
    os.environ.pop("TUTOR_DB", None)
    proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=folder / "serve.log", timeout=120)
    server = psutil.Process(proc.pid)
    me = psutil.Process()
    try:
        cpu0, mine0 = server.cpu_times(), me.cpu_times()
        runs, watch_times, watch_problems, wall = asyncio.run(run(url, args.tables, args.seed, folder / "data"))
        cpu1, mine1 = server.cpu_times(), me.cpu_times()
    finally:
        launch.stop(proc)
    server_cpu = (cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)
    client_cpu = (mine1.user + mine1.system) - (mine0.user + mine0.system)
    hall = tables.open(f"sqlite:///{folder / 'data' / 'progress.sqlite'}")
    latencies = [x for r in runs for x in r.latencies]
    lost = duplicated = leaked = messages = 0
    leak_lines: list[str] = []
    for r in runs:
        record = hall.record(r.table)
        lost += max(0, r.done - len(record))
        duplicated += max(0, len(record) - r.done)
        seen = Seen(record)
        for seat in "NESW":
            for c in [*r.old[seat], r.conns[seat]]:
                messages += len(c.received)
                found = leaks(c, seen, seat)
                leaked += len(found)
                leak_lines += [f"table {r.table} {seat}: {x}" for x in found[:2]]
    peer_times = peer(runs, folder)
    reconnects = [x for r in runs for x in r.reconnects]
    missed = [r.table for r in runs if not r.reconnects]
    load = os.getloadavg()
    print(f"{len(runs)} tables × 4 learners ({', '.join(r.game for r in runs)}) and a teacher watching; "
          f"{os.cpu_count()} cores, load average {load[0]:.1f}")
    actions = sum(r.done for r in runs)
    print(f"  actions: {actions} in {wall:.1f} s; messages received by the learners: {messages}")
    print(f"  CPU: the server {server_cpu:.1f} s ({server_cpu / actions * 1000:.0f} ms an action, the four screens "
          f"included), the 32 learners' clients {client_cpu:.1f} s, in {wall:.1f} s on {os.cpu_count()} cores")
    print(f"  action → the other three screens: p50 {pct(latencies, 50) * 1000:.0f} ms, "
          f"p95 {pct(latencies, 95) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms ({len(latencies)} screens)")
    print(f"  lost actions: {lost}; duplicated actions: {duplicated}")
    print(f"  cards sent to a seat that may not see them: {leaked}")
    for line in leak_lines[:6]:
        print("    " + line)
    print(f"  reconnection after a dropped connection (incl. the page's 0.5 s wait): worst {max(reconnects):.2f} s, "
          f"median {statistics.median(reconnects):.2f} s ({len(reconnects)} drops"
          + (f"; tables that ended before their drop: {', '.join(missed)}" if missed else "") + ")")
    if watch_times:
        print(f"  teacher's class/tables.json: p50 {pct(watch_times, 50) * 1000:.0f} ms, "
              f"p95 {pct(watch_times, 95) * 1000:.0f} ms ({len(watch_times)} polls)")
    for problem in sorted(set(watch_problems)):
        print(f"  teacher: {problem}")
    print(f"  peer, the same actions straight to the hall in one process: p50 {pct(peer_times, 50) * 1000:.1f} ms, "
          f"p95 {pct(peer_times, 95) * 1000:.1f} ms per action")


if __name__ == "__main__":
    main()
