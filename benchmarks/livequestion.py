#!/usr/bin/env python
"""The class's live question under a class's load: N learners answer at once while the teacher's page asks
``class/live.json`` every second, as the class view does.

    python benchmarks/livequestion.py --learners 30

Prints each answer's request time (median, p95), the time from the first answer to the projector counting all of
them, the lost answers (0 expected), and, side by side, the teacher's ``class/live.json`` request and the store's
own ``record`` of the same answers (the peer: what the app adds to the store's write).

Then the hub's way (:class:`tutor.classview.shared.FolderLive`: the question in the class folder, the answers
read back from the store) beside the app's in-memory one, for the projector's and a learner's poll with N answers;
and a lesson's questions read by running its code (first time) beside the cached read.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.serve import launch  # noqa: E402


class Tab:
    def __init__(self, url: str) -> None:
        self.url, self.jar = url, CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> dict:
        with self.opener.open(self.url + path, timeout=60) as r:
            return json.loads(r.read())

    def post(self, path: str, body: dict) -> tuple[int, dict]:
        xsrf = next(c.value for c in self.jar if c.name == "_xsrf")
        req = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", "X-XSRFToken": xsrf})
        try:
            with self.opener.open(req, timeout=60) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--learners", type=int, default=30)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "lessons"
        (folder / "en").mkdir(parents=True)
        import os

        os.environ["TUTOR_DATA"] = str(Path(tmp) / "data")
        os.environ.pop("TUTOR_DB", None)
        proc, url = launch.start(ROOT, folder, log=Path(tmp) / "serve.log")
        try:
            teacher = Tab(url)
            teacher.opener.open(url + "/class", timeout=60).read()  # the class view page (its _xsrf cookie)
            tabs = [Tab(url) for _ in range(args.learners)]
            for tab in tabs:
                tab.get("/tutor/live.json")
            status, q = teacher.post("/class/live", {"action": "start", "skill": "basics.follow"})
            assert status == 200, q
            times: list[float] = []
            lost: list[int] = []
            polls: list[float] = []
            done = threading.Event()
            t0 = time.perf_counter()
            seen_all = [0.0]

            def watch() -> None:  # the teacher's page: class/live.json every second (here: as often as it can)
                while not done.is_set():
                    a = time.perf_counter()
                    answered = teacher.get("/class/live.json")["answered"]
                    polls.append(time.perf_counter() - a)
                    if answered >= args.learners:
                        seen_all[0] = time.perf_counter() - t0
                        done.set()
                    time.sleep(0.05)

            def answer(i: int, tab: Tab) -> None:
                a = time.perf_counter()
                status, body = tab.post("/tutor/live/answer", {"question": q["question"], "choice": i % 2})
                times.append(time.perf_counter() - a)
                if status != 200 or not body.get("counted") or not body.get("saved"):
                    lost.append(i)

            watcher = threading.Thread(target=watch)
            watcher.start()
            threads = [threading.Thread(target=answer, args=(i, tab)) for i, tab in enumerate(tabs)]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            done.wait(30)
            done.set()
            watcher.join()
        finally:
            launch.stop(proc)
        from tutor import progress

        store = progress.open(f"sqlite:///{Path(tmp) / 'peer.sqlite'}")
        peer = []
        for i in range(args.learners):
            a = time.perf_counter()
            store.record(f"b-peer{i:04d}", "drill:basics.follow:1", i % 2 == 0, answer="x")
            peer.append(time.perf_counter() - a)
        store.close()
    def line(name: str, xs: list[float]) -> str:
        return f"  {name:<22} median {statistics.median(xs) * 1000:6.1f} ms  p95 {pct(xs, .95) * 1000:6.1f} ms"

    print(f"{args.learners} learners answer one live question at once (2 shared cores)")
    print(line("answer request:", times))
    print(line("store.record (peer):", peer))
    print(line("class/live.json:", polls))
    print(f"  first answer sent -> projector counts all {args.learners}: {seen_all[0]:.2f} s"
          + ("" if seen_all[0] else " (never)"))
    print(f"  lost answers: {len(lost)}")
    shared(args.learners, line)


def shared(n: int, line) -> None:  # noqa: ANN001 - the printer above
    """Each poll of the hub's folder-and-store live question beside the app's in-memory one (N answers)."""
    from tutor import progress
    from tutor.classview import quizzes
    from tutor.classview.live import Live
    from tutor.classview.shared import FolderLive

    with tempfile.TemporaryDirectory() as tmp:
        store = progress.open(f"sqlite:///{Path(tmp) / 'p.sqlite'}")
        hub, app = FolderLive(Path(tmp), lambda: store), Live()
        q = hub.start("basics.follow", seed=11)
        app.start("basics.follow", seed=11)
        choices = [str(c) for c in q.exercise().choices]
        for i in range(n):
            learner = f"hub:l{i:03d}"
            app.answer(app.question.id, learner, i % 2)  # type: ignore[union-attr]
            store.record(learner, q.item, i % 2 == q.exercise().answer, answer=choices[i % 2])
        figures: dict[str, list[float]] = {}
        for name, fn in (("hub teacher_view:", hub.teacher_view), ("app teacher_view:", app.teacher_view),
                         ("hub learner_view:", lambda: hub.learner_view("hub:l001")),
                         ("app learner_view:", lambda: app.learner_view("hub:l001"))):
            xs = figures.setdefault(name, [])
            for _ in range(50):
                a = time.perf_counter()
                fn()
                xs.append(time.perf_counter() - a)
        assert hub.teacher_view()["answered"] == app.teacher_view()["answered"] == n
        store.close()
    print(f"the hub's live question (class folder + store) beside the app's (memory), {n} answers, per poll")
    for name, xs in figures.items():
        print(line(name, xs))
    lessons = ROOT / "lessons"
    a = time.perf_counter()
    quizzes.lesson_questions(lessons, "bridge/05-doubles-overtricks-undertricks", "en")
    first = time.perf_counter() - a
    a = time.perf_counter()
    quizzes.lesson_questions(lessons, "bridge/05-doubles-overtricks-undertricks", "en")
    again = time.perf_counter() - a
    print(f"  a lesson's questions (bridge 05): first read (runs its code) {first:.2f} s, cached {again * 1000:.2f} ms")


if __name__ == "__main__":
    main()
