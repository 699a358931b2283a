"""30 learners answer 50 drills each at once, through the app: lost or duplicated answers, write times, size.

Each simulated learner does what a browser does, over HTTP and the kernel websocket (no browser): opens the
landing page, gives a name (``POST /tutor/learner`` with the XSRF token: the app's signed learner cookie),
opens a drill page, connects to its kernel and presses the page's answer button ``--answers`` times, each
press recorded by the kernel through ``progress.here().record("drill:bench.drill:<n>", ...)`` — the call the
Practice widget and the quizzes make — into the app's store. The page is served by the app the way
``make app CLASS=30 LESSON=...`` serves a class (preheated kernels, which learn their learner from the app's
binding), unless ``--no-preheat``.

Printed: answers stored against answers given (lost, duplicated, not saved), each learner's record checked
answer by answer; the store write as the kernel timed it (median, p95, max) and press to update as the
learner saw it; the database size per 10,000 answers. Beside it, in the same run, the peer: plain ``sqlite3``
with the same file settings (WAL, one transaction per answer), the same number of writers at once (one process
each, as kernels are), one INSERT each — what a store without retries, unique ids and FSRS costs — and the
progress store itself written the same way without the app (so the app's and the kernels' share shows).

    python benchmarks/progress.py                   # 30 learners x 50 answers
    python benchmarks/progress.py --learners 5 --answers 20 --no-preheat
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.serve import launch  # noqa: E402

LESSON = "en/bench/drill.ipynb"
DRILL = """import time
import ipywidgets as w
from tutor import progress

sess = progress.here()
count = [0]
out = w.Label("ready")
press = w.Button(description="Answer")
press.add_class("tt-bench-answer")


def answer(_button):
    n = count[0]
    count[0] += 1
    t = time.perf_counter()
    saved = sess.record(f"drill:bench.drill:{n}", n % 3 != 0, answer=str(n % 4), seconds=1.5)
    out.value = f"{n} {int(saved)} {(time.perf_counter() - t) * 1000:.3f}"


press.on_click(answer)
w.VBox([press, out])"""


@dataclass
class Learner:
    index: int
    name: str
    answers: list[tuple[int, bool, float]] = field(default_factory=list)  # (n, saved, write ms)
    press_ms: list[float] = field(default_factory=list)
    error: str = ""


def message(msg_type: str, content: dict, session: str, metadata: dict | None = None) -> str:
    return json.dumps({"header": {"msg_id": uuid.uuid4().hex, "username": "learner", "session": session,
                                  "msg_type": msg_type, "version": "5.3", "date": ""},
                       "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": "shell",
                       "buffers": []})


def cookie_jar(headers, jar: dict[str, str]) -> dict[str, str]:
    for c in headers.get_list("Set-Cookie"):
        k, _, v = c.split(";", 1)[0].partition("=")
        jar[k.strip()] = v.strip()
    return jar


def cookie_header(jar: dict[str, str]) -> str:
    return "; ".join(f"{k}={v}" for k, v in jar.items())


async def learner(me: Learner, url: str, n_answers: int, start: asyncio.Event, timeout: float) -> None:
    client = AsyncHTTPClient()
    jar: dict[str, str] = {}
    await start.wait()
    try:
        r = await client.fetch(url + "/", request_timeout=timeout)
        cookie_jar(r.headers, jar)
        xsrf = re.search(r'name="_xsrf" value="([^"]+)"', r.body.decode())
        if not xsrf:
            me.error = "no name form on the landing page"
            return
        body = urllib.parse.urlencode({"_xsrf": xsrf.group(1), "name": me.name, "next": "/"})
        r = await client.fetch(url + "/tutor/learner", method="POST", body=body, follow_redirects=False,
                               headers={"Cookie": cookie_header(jar)}, raise_error=False)
        cookie_jar(r.headers, jar)
        if "tutor_learner" not in jar:
            me.error = f"no learner cookie (HTTP {r.code})"
            return
        r = await client.fetch(f"{url}/voila/render/{LESSON}", headers={"Cookie": cookie_header(jar)},
                               request_timeout=timeout)
        cookie_jar(r.headers, jar)
    except (HTTPClientError, OSError) as e:
        me.error = f"page: {e!r}"
        return
    html = r.body.decode()
    m = re.search(r'"kernelId": "([0-9a-f-]+)"', html)
    if not m:
        me.error = "no kernel id in the page"
        return
    kernel = m.group(1)
    session = uuid.uuid4().hex
    ws_url = url.replace("http", "ws", 1) + f"/api/kernels/{kernel}/channels?session_id={session}"
    ws = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookie_header(jar), "Origin": url},
                                             request_timeout=timeout))

    async def reply(parent: str | None, method: str, deadline: float) -> dict:
        while True:
            raw = await asyncio.wait_for(ws.read_message(), timeout=max(0.01, deadline - time.perf_counter()))
            if raw is None:
                raise ConnectionError("the kernel websocket closed")
            msg = json.loads(raw)
            if (msg.get("msg_type") or msg["header"]["msg_type"]) != "comm_msg":
                continue
            if parent is not None and msg.get("parent_header", {}).get("msg_id") != parent:
                continue
            data = msg["content"].get("data", {})
            if data.get("method") == method:
                return data

    try:
        comm = uuid.uuid4().hex
        ws.write_message(message("comm_open", {"comm_id": comm, "target_name": "jupyter.widget.control",
                                               "data": {}}, session, metadata={"version": "1.0.0"}))
        ws.write_message(message("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}}, session))
        states = (await reply(None, "update_states", time.perf_counter() + timeout))["states"]
        button = next(mid for mid, s in states.items()
                      if "tt-bench-answer" in s.get("state", s).get("_dom_classes", []))
        for _ in range(n_answers):
            t = time.perf_counter()
            press = message("comm_msg", {"comm_id": button, "data": {"method": "custom",
                                                                        "content": {"event": "click"}}}, session)
            ws.write_message(press)
            data = await reply(json.loads(press)["header"]["msg_id"], "update", time.perf_counter() + 120)
            me.press_ms.append((time.perf_counter() - t) * 1000)
            n, saved, ms = data["state"]["value"].split()
            me.answers.append((int(n), saved == "1", float(ms)))
    except Exception as e:  # a learner that fails is a result of the benchmark
        me.error = f"widgets: {e!r}"
    finally:
        ws.close()


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))] if values else float("nan")


def spread(values: list[float]) -> str:
    if not values:
        return "-"
    return f"median {statistics.median(values):.1f}, p95 {pct(values, 0.95):.1f}, max {max(values):.1f}"


def db_size(path: Path) -> int:
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.stat().st_size


def _peer_writer(path: str, k: int, each: int, barrier, out) -> None:
    conn = sqlite3.connect(path, timeout=15, isolation_level=None)
    conn.execute("PRAGMA synchronous = NORMAL")
    times = []
    barrier.wait()
    for n in range(each):
        t = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO answers (learner, item, correct, answer, seconds, at) VALUES (?,?,?,?,?,?)",
                     (f"b-learner{k}", f"drill:bench.drill:{n}", n % 3 != 0, str(n % 4), 1.5,
                      "2026-12-01 10:00:00.000000"))
        conn.execute("COMMIT")
        times.append((time.perf_counter() - t) * 1000)
    conn.close()
    out.put(times)


def _store_writer(path: str, k: int, each: int, barrier, out) -> None:
    from tutor import progress
    from tutor.errors import StoreError

    store = progress.open(f"sqlite:///{path}")
    times: list[float | str] = []
    barrier.wait()
    for n in range(each):
        t = time.perf_counter()
        try:
            store.record(f"b-learner{k}", f"drill:bench.drill:{n}", n % 3 != 0, str(n % 4), 1.5)
            times.append((time.perf_counter() - t) * 1000)
        except StoreError as exc:  # counted and printed: a write that failed is a result
            times.append(f"{exc.reason}: {exc}")
    store.close()
    out.put(times)


def writers(target, path: Path, writers: int, each: int) -> list[float]:
    """``writers`` processes (as the class's kernels are) writing ``each`` answers at once; the write times."""
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(writers), ctx.Queue()
    procs = [ctx.Process(target=target, args=(str(path), k, each, barrier, out)) for k in range(writers)]
    for p in procs:
        p.start()
    times = [t for _ in procs for t in out.get()]
    for p in procs:
        p.join()
    failed = [t for t in times if isinstance(t, str)]
    if failed:
        print(f"  {len(failed)} writes failed, for example: {failed[0]}")
    return [t for t in times if not isinstance(t, str)]


def peers(folder: Path, n: int, each: int) -> list[tuple[str, list[float], float]]:
    """(what, write times, MiB per 10,000 answers): the store alone, and plain sqlite3, from processes."""
    from tutor import progress

    ours = folder / "store.sqlite"
    progress.open(f"sqlite:///{ours}").close()
    peer = folder / "peer.sqlite"
    with sqlite3.connect(peer) as raw:
        raw.execute("PRAGMA journal_mode = WAL")
        raw.execute("CREATE TABLE answers (seq INTEGER PRIMARY KEY, learner TEXT, item TEXT, correct INTEGER, "
                    "answer TEXT, seconds REAL, at TEXT)")
    out = []
    for what, target, path in (("tutor.progress store, no app", _store_writer, ours),
                               ("plain sqlite3 (WAL, BEGIN IMMEDIATE + one INSERT)", _peer_writer, peer)):
        times = writers(target, path, n, each)
        out.append((what, times, db_size(path) / max(len(times), 1) * 10000 / 2**20))
    return out


async def run(args: argparse.Namespace) -> int:
    AsyncHTTPClient.configure(None, max_clients=max(10, args.learners * 2))
    work = Path(tempfile.mkdtemp(prefix="bench-progress-"))
    lessons, data = work / "lessons", work / "data"
    (lessons / "en" / "bench").mkdir(parents=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Drill"),
                                         nbformat.v4.new_code_cell(DRILL)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, lessons / LESSON)
    extra = [] if args.no_preheat else [f"--class={args.learners}", f"--lesson={LESSON}"]
    port = launch.free_port()
    cmd, env = launch.command(ROOT, lessons, port, *extra)
    env["TUTOR_DATA"] = str(data)
    log = open(work / "serve.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        client = AsyncHTTPClient()
        deadline = time.monotonic() + args.ready_timeout
        while True:  # the landing page answers, and the class's kernels ran the page
            if proc.poll() is not None:
                raise RuntimeError((work / "serve.log").read_text()[-3000:])
            try:
                r = await client.fetch(url + "/", request_timeout=5)
                ready = [int(n) for n in re.findall(r"Preheated kernels ready for .*?: (\d+)",
                                                    (work / "serve.log").read_text())]
                if r.code == 200 and (args.no_preheat or max(ready, default=0) >= args.learners):
                    break
            except (HTTPClientError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server was not ready in time")
            await asyncio.sleep(0.5)
        learners = [Learner(i, f"Learner {i:02d} <b>") for i in range(args.learners)]
        start = asyncio.Event()
        tasks = [asyncio.create_task(learner(x, url, args.answers, start, args.timeout)) for x in learners]
        t0 = time.perf_counter()
        start.set()
        await asyncio.gather(*tasks)
        wall = time.perf_counter() - t0
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()

    from tutor import progress

    store = progress.open(f"sqlite:///{data / 'progress.sqlite'}")
    by_name = {x["name"]: x["id"] for x in store.learners()}
    given = sum(len(x.answers) for x in learners)
    stored = lost = dupes = wrong_order = 0
    for x in learners:
        answers = store.answers(by_name[x.name]) if x.name in by_name else []
        drills = [a["item"] for a in answers if a["item"].startswith("drill:")]
        stored += len(drills)
        want = [f"drill:bench.drill:{n}" for n, _, _ in x.answers]
        lost += len(set(want) - set(drills))
        dupes += len(drills) - len(set(drills))
        wrong_order += drills != want
    total = store.count()
    store.close()
    size = db_size(data / "progress.sqlite")
    not_saved = sum(not s for x in learners for _, s, _ in x.answers)
    writes = [ms for x in learners for _, _, ms in x.answers]
    presses = [ms for x in learners for ms in x.press_ms]
    side = peers(work, args.learners, args.answers)
    print(f"progress store through the app: {args.learners} learners x {args.answers} drill answers at once "
          f"({'preheated kernels, the binding path' if not args.no_preheat else 'kernels started per page'}), "
          f"{wall:.1f} s")
    print(f"  answers given {given} of {args.learners * args.answers}; stored {stored}; lost {lost}; "
          f"duplicated {dupes}; not saved (kernel said) {not_saved}; learners whose record is out of order "
          f"{wrong_order}")
    print(f"  store write in the kernel (ms): {spread(writes)}")
    print(f"  press to update at the learner (ms): {spread(presses)}")
    print(f"  database: {size / 1024:.0f} KiB for {total} rows of answers (with {len(by_name)} learners, their "
          f"FSRS cards and 'opened' records): {size / max(total, 1) * 10000 / 2**20:.2f} MiB per 10,000 answers")
    print(f"side by side, {args.learners} processes x {args.answers} answers at once, straight to a database:")
    for what, times, mib in side:
        print(f"  {what}: write (ms) {spread(times)}; {mib:.2f} MiB per 10,000 answers")
    for x in learners:
        if x.error:
            print(f"  learner {x.index}: {x.error}")
    return 1 if lost or dupes or any(x.error for x in learners) else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--learners", "-n", type=int, default=30)
    ap.add_argument("--answers", type=int, default=50)
    ap.add_argument("--no-preheat", action="store_true", help="start a kernel per page instead of a class pool")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--ready-timeout", type=float, default=900)
    return asyncio.run(run(ap.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
