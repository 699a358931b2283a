"""A class opens one lesson at once: N simulated learners against the app on loopback.

Each learner does what a browser page does, over HTTP and the kernel websocket (no browser): fetches the
lesson page, connects to its kernel, asks for every widget's state (as the widget manager does), presses
the replay's ▶ a few times, then leaves (closes the websocket and sends the close beacon, unless
``--no-beacon``). Printed: time to page (page fetched, kernel connected, widgets there: median/p95),
click to update (median/p95), lost widgets (views the committed lesson has that the learner did not get),
pages that show the "did not load completely" banner, class-full pages, kernels alive after the learners
leave (and how long until none is), the server's memory (its process and kernels) at the peak and after,
and the load average, since this machine is shared.

    python benchmarks/classroom.py --learners 30            # the app as `make app CLASS=30 LESSON=...`
    python benchmarks/classroom.py --learners 30 --bare     # the same Voilà without the class set-up
    python benchmarks/classroom.py --learners 5 --compare   # both, one after the other
    python benchmarks/classroom.py --learners 30 --classview  # the teacher's class view and "follow me"

It starts the server itself on a free loopback port and stops it (and every kernel) at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import psutil
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.serve import launch  # noqa: E402
from tutor.serve.policy import class_plan  # noqa: E402

DEFAULT_LESSON = "en/wang27/00-two-minutes.ipynb"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@dataclass
class Learner:
    index: int
    page_s: float | None = None
    http_s: float | None = None
    clicks_s: list[float] = field(default_factory=list)
    lost: int = 0
    banner: bool = False
    full: bool = False
    error: str = ""
    kernel_id: str = ""


def expected_views(lesson: str) -> int:
    """How many widget views the committed (executed) lesson shows."""
    nb = json.loads((ROOT / "lessons" / lesson).read_text())
    return sum(WIDGET_VIEW in o.get("data", {}) for c in nb["cells"] for o in c.get("outputs", []))


def page_views(html: str) -> list[str]:
    """The widget model ids the served page displays."""
    return re.findall(r'widget-view\+json": \{[^}]*?"model_id": "([0-9a-f]+)"', html)


def message(msg_type: str, content: dict, session: str, channel: str = "shell", metadata: dict | None = None) -> str:
    return json.dumps({"header": {"msg_id": uuid.uuid4().hex, "username": "learner", "session": session,
                                  "msg_type": msg_type, "version": "5.3", "date": ""},
                       "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": channel,
                       "buffers": []})


class Server:
    """The app (``tutor.serve``, or bare Voilà with the same config) on a free loopback port."""

    def __init__(self, learners: int, lesson: str, bare: bool, max_kernels: int) -> None:
        self.port = launch.free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = tempfile.NamedTemporaryFile("w+", prefix="classroom-", suffix=".log", delete=False)  # noqa: SIM115
        extra = [] if bare else [f"--class={learners}", f"--lesson={lesson}", f"--max-kernels={max_kernels}"]
        cmd, env = launch.command(ROOT, ROOT / "lessons", self.port, *extra, bare=bare)
        self.started = time.monotonic()
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.pool = 0 if bare else class_plan(learners, [lesson], max_kernels=max_kernels or None).pool

    def log_text(self) -> str:
        return Path(self.log.name).read_text(errors="replace")

    async def ready(self, timeout: float) -> float:
        """Wait until the landing page answers and (with a pool) the pool is filled; the seconds it took."""
        client = AsyncHTTPClient()
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited:\n{self.log_text()[-3000:]}")
            try:
                r = await client.fetch(self.url + "/", request_timeout=5)
                done = [int(n) for n in re.findall(r"Preheated kernels ready for .*?: (\d+)", self.log_text())]
                if r.code == 200 and max(done, default=0) >= self.pool:
                    return time.monotonic() - self.started
            except (HTTPClientError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server was not ready in time")
            await asyncio.sleep(0.5)

    def memory_mb(self) -> float:
        """Resident memory of the server and all its kernels."""
        try:
            p = psutil.Process(self.proc.pid)
            procs = [p, *p.children(recursive=True)]
        except psutil.NoSuchProcess:
            return 0.0
        total = 0
        for q in procs:
            try:
                total += q.memory_info().rss
            except psutil.NoSuchProcess:
                pass
        return total / 2**20

    def kernels(self) -> int:
        try:
            return len(psutil.Process(self.proc.pid).children(recursive=True))
        except psutil.NoSuchProcess:
            return 0

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


async def learner(me: Learner, url: str, lesson: str, want: int, clicks: int, beacon: bool,
                  start: asyncio.Event, loaded: asyncio.Barrier | None, timeout: float) -> None:
    client = AsyncHTTPClient()
    await start.wait()
    t0 = time.perf_counter()
    try:
        r = await client.fetch(f"{url}/voila/render/{lesson}", request_timeout=timeout, raise_error=False)
    except Exception as e:  # a refused or timed-out page is a result, not a crash of the benchmark
        me.error = f"page: {e!r}"
        return
    me.http_s = time.perf_counter() - t0
    html = r.body.decode()
    if r.code == 503:
        me.full = True
        return
    if r.code != 200:
        me.error = f"page: HTTP {r.code}"
        return
    cookies = "; ".join(c.split(";", 1)[0] for c in r.headers.get_list("Set-Cookie"))
    xsrf = re.search(r"_xsrf=([^;]+)", cookies)
    me.banner = 'class="tt-render-failed"' in html
    m = re.search(r'"kernelId": "([0-9a-f-]+)"', html)
    if not m:
        me.error = "no kernel id in the page"
        return
    me.kernel_id = m.group(1)
    views = page_views(html)
    session = uuid.uuid4().hex
    ws_url = url.replace("http", "ws", 1) + f"/api/kernels/{me.kernel_id}/channels?session_id={session}"
    try:
        ws = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookies, "Origin": url},
                                                 request_timeout=timeout))
    except Exception as e:
        me.error = f"websocket: {e!r}"
        me.lost = want
        return
    comm = uuid.uuid4().hex
    t1 = 0.0

    async def next_comm_msg(deadline: float, method: str, comm_id: str | None = None,
                            parent: str | None = None) -> dict:
        """The next comm message with ``method`` (on ``comm_id``, answering ``parent``); with a ``parent``,
        also wait until the kernel is idle after it, so its remaining updates do not count for the next."""
        found: dict | None = None
        while True:
            raw = await asyncio.wait_for(ws.read_message(), timeout=max(0.01, deadline - time.perf_counter()))
            if raw is None:
                raise ConnectionError("the kernel websocket closed")
            msg = json.loads(raw)
            kind = msg.get("msg_type") or msg["header"]["msg_type"]
            mine = parent is None or msg.get("parent_header", {}).get("msg_id") == parent
            if found is not None and kind == "status" and mine and msg["content"]["execution_state"] == "idle":
                return found
            if kind != "comm_msg" or not mine or found is not None:
                continue
            data = msg["content"].get("data", {})
            if data.get("method") == method and (comm_id is None or msg["content"].get("comm_id") == comm_id):
                if parent is None:
                    return data
                found = data
                me.clicks_s.append(time.perf_counter() - t1)

    try:
        # what ipywidgets' manager does on page load: one control comm, one request for every state
        ws.write_message(message("comm_open", {"comm_id": comm, "target_name": "jupyter.widget.control",
                                               "data": {}}, session, metadata={"version": "1.0.0"}))
        ws.write_message(message("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}}, session))
        states = (await next_comm_msg(time.perf_counter() + timeout, "update_states", comm))["states"]
        me.page_s = time.perf_counter() - t0
        me.lost = max(0, want - sum(v in states for v in views))
        if loaded is not None:
            await loaded.wait()  # everyone clicks once the class has its pages, as in a lesson
        button = next((mid for mid, s in states.items() if s.get("state", s).get("_model_name") == "ButtonModel"
                       and "tt-next" in s.get("state", s).get("_dom_classes", [])), None)
        for _ in range(clicks if button else 0):
            t1 = time.perf_counter()
            click = message("comm_msg", {"comm_id": button, "data": {
                "method": "custom", "content": {"event": "click"}}}, session)
            ws.write_message(click)
            await next_comm_msg(time.perf_counter() + 60, "update", parent=json.loads(click)["header"]["msg_id"])
            await asyncio.sleep(0.3)  # a learner reads a moment between clicks
        if button is None:
            me.error = "no ▶ button on the page"
    except Exception as e:
        me.error = f"widgets: {e!r}"
    finally:
        ws.close()
    if beacon and xsrf:  # the page's close beacon: a form with the _xsrf cookie's value
        body = f"_xsrf={xsrf.group(1)}"
        await client.fetch(f"{url}/voila/api/shutdown/{me.kernel_id}", method="POST", body=body,
                           headers={"Cookie": cookies, "Origin": url,
                                    "Content-Type": "application/x-www-form-urlencoded"}, raise_error=False)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def summary(values: list[float], unit: float = 1.0, fmt: str = "{:.2f}") -> str:
    if not values:
        return "-"
    return f"median {fmt.format(statistics.median(values) * unit)}, p95 {fmt.format(pct(values, 0.95) * unit)}"


async def run(args: argparse.Namespace, bare: bool) -> dict:
    AsyncHTTPClient.configure(None, max_clients=max(10, args.learners * 2))
    server = Server(args.learners, args.lesson, bare, args.max_kernels)
    try:
        warm = await server.ready(args.ready_timeout)
        base_kernels = server.kernels()
        mem_before = server.memory_mb()
        want = expected_views(args.lesson)
        learners = [Learner(i) for i in range(args.learners)]
        start = asyncio.Event()
        loaded = asyncio.Barrier(args.learners) if hasattr(asyncio, "Barrier") else None
        peak = 0.0

        async def watch() -> None:
            nonlocal peak
            while True:
                peak = max(peak, server.memory_mb())
                await asyncio.sleep(1)

        watcher = asyncio.create_task(watch())
        tasks = [asyncio.create_task(learner(x, server.url, args.lesson, want, args.clicks, not args.no_beacon,
                                             start, None, args.timeout)) for x in learners]
        del loaded  # a barrier would hang on a learner that failed; learners click as soon as they can
        load_before = os.getloadavg()
        start.set()
        await asyncio.gather(*tasks)
        left = time.monotonic()
        ids = [x.kernel_id for x in learners if x.kernel_id]
        client = AsyncHTTPClient()

        async def alive() -> int:
            codes = await asyncio.gather(*(client.fetch(f"{server.url}/api/kernels/{k}", raise_error=False)
                                           for k in ids))
            return sum(c.code == 200 for c in codes)

        alive_at_leave = await alive()
        gone_after = None
        while time.monotonic() - left < args.wait_gone:
            if await alive() == 0:
                gone_after = time.monotonic() - left
                break
            await asyncio.sleep(2)
        alive_end = await alive()
        watcher.cancel()
        result = {
            "server": "bare Voilà" if bare else f"tutor.serve --class={args.learners}",
            "learners": args.learners, "lesson": args.lesson, "ready_s": round(warm, 1),
            "pages": sum(x.page_s is not None for x in learners),
            "page_s": [round(x.page_s, 3) for x in learners if x.page_s is not None],
            "http_s": [round(x.http_s, 3) for x in learners if x.http_s is not None],
            "click_s": [round(c, 4) for x in learners for c in x.clicks_s],
            "lost_widgets": sum(x.lost for x in learners), "widgets_expected": want * args.learners,
            "banners": sum(x.banner for x in learners), "class_full": sum(x.full for x in learners),
            "errors": [f"learner {x.index}: {x.error}" for x in learners if x.error],
            "kernels_alive_at_leave": alive_at_leave, "kernels_alive_end": alive_end,
            "all_gone_after_s": None if gone_after is None else round(gone_after, 1),
            "kernel_processes_before": base_kernels, "kernel_processes_after": server.kernels(),
            "memory_mb_before": round(mem_before), "memory_mb_peak": round(peak),
            "memory_mb_after": round(server.memory_mb()),
            "load_before": [round(x, 2) for x in load_before], "load_after": [round(x, 2) for x in os.getloadavg()],
        }
        return result
    finally:
        server.stop()


def report(r: dict) -> str:
    lines = [
        f"{r['server']}: {r['learners']} learner(s) open {r['lesson']} (server ready after {r['ready_s']} s)",
        f"  time to page (widgets there): {summary(r['page_s'])} s   [{r['pages']}/{r['learners']} pages]",
        f"  of which the HTML page:       {summary(r['http_s'])} s",
        f"  click to update:              {summary(r['click_s'], 1000, '{:.0f}')} ms   [{len(r['click_s'])} clicks]",
        f"  lost widgets: {r['lost_widgets']} of {r['widgets_expected']}; pages with the retry banner: "
        f"{r['banners']}; class-full pages: {r['class_full']}",
        f"  kernels alive when they left: {r['kernels_alive_at_leave']}; all gone after: "
        f"{r['all_gone_after_s'] if r['all_gone_after_s'] is not None else 'not within the wait'} s; "
        f"alive at the end: {r['kernels_alive_end']}",
        f"  kernel processes: {r['kernel_processes_before']} before, {r['kernel_processes_after']} after",
        f"  memory (server + kernels): {r['memory_mb_before']} MB before, {r['memory_mb_peak']} MB peak, "
        f"{r['memory_mb_after']} MB after",
        f"  load average (1, 5, 15 min): {r['load_before']} before, {r['load_after']} after "
        f"(this machine is shared: {os.cpu_count()} cores)",
    ]
    lines += ["  " + e for e in r["errors"][:10]]
    return "\n".join(lines)


# -- the class view: 30 learners answer while the teacher's page is open; "follow me" -------------------------------

CLASS_LESSON = "basics/01-what-is-a-trick"


async def classview_run(args: argparse.Namespace) -> dict:
    """``--classview``: the app on a data folder of its own; N learners answer ``--answers`` questions each, at once
    (each through its own connection to the progress store, as each learner's kernel writes), while the teacher's
    page asks ``/class/data.json`` every second as its script does. Measured: from an answer's commit to the first
    teacher's poll that shows it (p50/p95/max), answers never shown (lost), the data request's own time, beside
    the store's own read of the same answers (the floor). Then "follow me": N learner pages each hold one
    ``/tutor/watch.json`` request, as a lesson page does (``tutor/live.js``: answered when the class's state changes,
    asked again at once); the teacher moves ``--moves`` times; from the teacher's request to each page seeing the
    move (p50/p95), and the requests the pages made."""
    import random
    import threading

    from tutor import progress

    data = Path(tempfile.mkdtemp(prefix="tt-classview-bench-"))
    os.environ["TUTOR_DATA"] = str(data)
    os.environ.pop("TUTOR_DB", None)
    log = data / "serve.log"
    proc, url = launch.start(ROOT, ROOT / "lessons", "--class=1", log=log, timeout=args.ready_timeout)
    client = AsyncHTTPClient()
    try:
        first = await client.fetch(url + "/class")
        cookie = "; ".join(c.split(";", 1)[0] for c in first.headers.get_list("Set-Cookie"))
        xsrf = next((c.split("=", 1)[1] for c in cookie.split("; ") if c.startswith("_xsrf=")), "")
        post_headers = {"Cookie": cookie, "X-XSRFToken": xsrf, "Content-Type": "application/json"}
        await client.fetch(url + "/class/plan", method="POST", headers=post_headers,
                           body=json.dumps({"lessons": [CLASS_LESSON]}))
        n, per = args.learners, args.answers
        committed: dict[tuple[int, int], float] = {}
        lock = threading.Lock()
        errors: list[str] = []

        def learner_thread(i: int) -> None:
            store = progress.open(None)  # its own connection, as a learner's kernel has
            rnd = random.Random(i)
            try:
                store.set_name(f"b-bench{i:02d}", f"learner {i:02d}")
                for k in range(1, per + 1):
                    time.sleep(rnd.uniform(0.2, 1.2))
                    store.record(f"b-bench{i:02d}", f"quiz:{CLASS_LESSON}#{k}", rnd.random() < 0.7,
                                 answer=rnd.choice(["North", "East", "South", "West"]))
                    with lock:
                        committed[(i, k)] = time.monotonic()
            except Exception as e:  # noqa: BLE001 - counted and printed, the run goes on
                errors.append(f"learner {i}: {e}")
            finally:
                store.close()

        seen: dict[tuple[int, int], float] = {}
        poll_s: list[float] = []
        stop = asyncio.Event()

        async def teacher() -> None:
            while True:
                t0 = time.monotonic()
                r = await client.fetch(url + "/class/data.json", headers={"Cookie": cookie})
                now = time.monotonic()
                poll_s.append(now - t0)
                for row in json.loads(r.body)["rows"]:
                    m = re.fullmatch(r"learner (\d+)", row["name"])
                    if m:
                        for k in range(1, row["answers"] + 1):
                            seen.setdefault((int(m.group(1)), k), now)
                if stop.is_set():
                    return
                await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - t0)))  # the page: once a second

        watcher = asyncio.create_task(teacher())
        threads = [threading.Thread(target=learner_thread, args=(i,)) for i in range(n)]
        for th in threads:
            th.start()
        await asyncio.get_running_loop().run_in_executor(None, lambda: [th.join() for th in threads])
        await asyncio.sleep(2.5)  # two more polls of the page: whatever is still unseen then is lost
        stop.set()
        await watcher
        late = [seen[k] - committed[k] for k in committed if k in seen]
        lost = sum(k not in seen for k in committed)
        store = progress.open(None)
        floor = []
        for _ in range(10):
            t0 = time.monotonic()
            store.answers_for("")
            floor.append(time.monotonic() - t0)
        store.close()

        # follow me: N pages each hold one request (tutor/watch.json), the teacher moves
        moves: list[tuple[int, float]] = []
        follow_late: list[float] = []
        stop_follow = asyncio.Event()
        lasts = [0] * n
        asked = [0] * n
        watch = url + f"/tutor/watch.json?lang=en&page=en/{CLASS_LESSON}.ipynb&wait=5&since="

        async def page(j: int) -> None:
            last, since = 0, ""
            while not stop_follow.is_set():
                r = await client.fetch(watch + since, request_timeout=30)
                asked[j] += 1
                now = time.monotonic()
                answer = json.loads(r.body)
                since, seq = answer["version"], answer["follow"].get("seq", 0)
                for s_, t_ in moves:
                    if last < s_ <= seq:
                        follow_late.append(now - t_)
                last = lasts[j] = max(last, seq)

        pages = [asyncio.create_task(page(j)) for j in range(n)]
        await asyncio.sleep(1)
        for slide in range(args.moves):
            r = await client.fetch(url + "/class/follow", method="POST", headers=post_headers,
                                   body=json.dumps({"page": f"en/{CLASS_LESSON}.ipynb", "slide": slide, "step": 0}))
            moves.append((json.loads(r.body)["seq"], time.monotonic()))
            await asyncio.sleep(1.5)
        deadline = time.monotonic() + 15  # every page sees the last move, or it is counted as not seen
        while min(lasts) < moves[-1][0] and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        stop_follow.set()
        await asyncio.gather(*pages)
        return {"learners": n, "answers": len(committed), "expected": n * per, "lost": lost, "errors": errors,
                "answer_to_teacher_s": late, "data_json_s": poll_s, "store_read_s": floor,
                "follow_moves": args.moves, "follow_seen": len(follow_late), "follow_s": follow_late,
                "follow_requests": sum(asked),
                "load": [round(x, 2) for x in os.getloadavg()]}
    finally:
        launch.stop(proc)


def classview_report(r: dict) -> str:
    return "\n".join([
        f"class view: {r['learners']} learners answer {r['answers']}/{r['expected']} questions while the teacher's "
        f"page is open (it asks every second)",
        f"  answer -> teacher's page:   {summary(r['answer_to_teacher_s'])} s   [lost: {r['lost']}]",
        f"  /class/data.json request:   {summary(r['data_json_s'], 1000, '{:.0f}')} ms  "
        f"[peer: the store's own read of the same answers {summary(r['store_read_s'], 1000, '{:.0f}')} ms]",
        f"  follow me: teacher moves -> {r['learners']} pages moved: {summary(r['follow_s'])} s   "
        f"[{r['follow_seen']}/{r['follow_moves'] * r['learners']} page moves seen; "
        f"{r.get('follow_requests', '?')} requests from the {r['learners']} pages]",
        f"  load average: {r['load']} ({os.cpu_count()} cores, shared)",
    ] + ["  " + e for e in r["errors"][:5]])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--learners", "-n", type=int, default=30)
    ap.add_argument("--lesson", default=DEFAULT_LESSON, help=f"a lesson with a replay (default {DEFAULT_LESSON})")
    ap.add_argument("--clicks", type=int, default=5, help="▶ presses per learner")
    ap.add_argument("--bare", action="store_true", help="plain Voilà with the same config, no class set-up")
    ap.add_argument("--compare", action="store_true", help="the class set-up, then bare Voilà")
    ap.add_argument("--no-beacon", action="store_true", help="leave without the close beacon (a crashed tab)")
    ap.add_argument("--max-kernels", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=180, help="seconds a learner waits for a page")
    ap.add_argument("--ready-timeout", type=float, default=600, help="seconds to wait for the server and pool")
    ap.add_argument("--wait-gone", type=float, default=75, help="seconds to wait for the kernels to end")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    ap.add_argument("--classview", action="store_true", help="the class view and follow me (see classview_run)")
    ap.add_argument("--answers", type=int, default=5, help="--classview: questions each learner answers")
    ap.add_argument("--moves", type=int, default=6, help="--classview: the teacher's moves while followed")
    args = ap.parse_args(argv)
    if args.classview:
        AsyncHTTPClient.configure(None, max_clients=max(10, args.learners * 2))
        r = asyncio.run(classview_run(args))
        print(classview_report(r), flush=True)
        if args.json:
            args.json.write_text(json.dumps(r, indent=1) + "\n")
        return 0
    runs = [False, True] if args.compare else [args.bare]
    results = []
    for bare in runs:
        r = asyncio.run(run(args, bare))
        print(report(r), flush=True)
        results.append(r)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
