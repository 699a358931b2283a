"""The learners' pages' one held request (``tutor/watch.json``, :mod:`tutor.serve.watch`) against the app as
``make app`` runs it: held while nothing changes, answered as soon as the teacher moves or puts a question, answered
after its hold time when nothing did, and never telling a learner which choice is right before the reveal."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from test_classroom import Browserless
from test_classview import ROOT, _xsrf_post, server  # noqa: F401 - the fixture of the class view's server tests

from tutor import practice

PAGE = "en/spades/01-the-deal-and-the-bid.ipynb"
SKILL = "basics.follow"
#: long enough for a thread's request to reach the server and be held there (not a measure of anything)
SETTLE = 1.0
#: a bound for correctness: a held request answers well inside its 25 s hold when the class's state changes
PROMPT = 10.0


def _watch(tab: Browserless, since: str = "", *, page: str = PAGE, wait: float | None = None) -> dict[str, Any]:
    query = f"/tutor/watch.json?page={page}&since={since}" + ("" if wait is None else f"&wait={wait}")
    status, headers, body = tab.request(query)
    assert status == 200, (status, body[:200])
    assert headers.get("Cache-Control") == "no-store"
    return json.loads(body)


class Held:
    """A request made in a thread of its own (the test changes the class's state meanwhile)."""

    def __init__(self, tab: Browserless, since: str, **kw: Any) -> None:
        self.answer: dict[str, Any] | None = None
        self.error: Exception | None = None
        self._thread = threading.Thread(target=self._ask, args=(tab, since), kwargs=kw, daemon=True)
        self._thread.start()
        time.sleep(SETTLE)

    def _ask(self, tab: Browserless, since: str, **kw: Any) -> None:
        try:
            self.answer = _watch(tab, since, **kw)
        except Exception as e:  # noqa: BLE001 - said by result(), or looked at by the test
            self.error = e

    def ended(self, within: float = PROMPT) -> None:
        self._thread.join(within)
        assert not self._thread.is_alive(), f"the held request did not end within {within} s"

    def pending(self) -> bool:
        return self._thread.is_alive()

    def result(self, within: float = PROMPT) -> dict[str, Any]:
        self._thread.join(within)
        assert not self._thread.is_alive(), f"the held request did not answer within {within} s"
        assert self.answer is not None, self.error
        return self.answer


def _learner(url: str) -> Browserless:
    """A browser whose learner has an id (as a page's browser has once it opened the landing page or a lesson)."""
    tab = Browserless(url)
    _watch(tab)  # sets the _xsrf cookie
    status, _, _ = tab.request("/tutor/learner", b"anonymous=1", {"X-XSRFToken": tab.cookie("_xsrf") or "",
                                                                  "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 303 and tab.cookie("tutor_learner"), status
    return tab


def _teacher(url: str) -> tuple[Browserless, str]:
    teacher = Browserless(url)
    teacher.request("/class")  # sets the _xsrf cookie (on loopback the class view needs no key)
    xsrf = teacher.cookie("_xsrf")
    assert xsrf
    return teacher, xsrf


def test_a_held_request_answers_as_soon_as_the_teacher_moves_and_after_its_hold_time_otherwise(server):  # noqa: F811
    start, _data = server
    url, _log = start()
    tab = Browserless(url)
    first = _watch(tab)  # no version yet: answered at once
    assert first["follow"] == {"on": False, "seq": 0} and first["live"] == {"question": None}
    assert set(first) == {"live", "follow", "version"}
    # nothing changes: held for its hold time (wait=, at most 25 s), then the same view again
    held = Held(tab, first["version"], wait=2)
    assert held.pending()  # held, not answered at once
    assert held.result() == first
    assert _watch(tab, "not-the-version") == first  # a page that has an older view gets the current one at once
    # the teacher moves: a request held with the full 25 s answers at once, with the move
    teacher, xsrf = _teacher(url)
    held = Held(tab, first["version"])
    assert held.pending()
    status, _, body = _xsrf_post(teacher, "/class/follow", {"page": PAGE, "slide": 3, "step": 2}, xsrf)
    assert status == 200, body
    moved = held.result()
    assert moved["follow"] == {"on": True, "slide": 3, "step": 2, "seq": 1} and moved["version"] != first["version"]
    # the same lesson in Chinese follows the same teacher; another lesson's page has nobody to follow
    assert _watch(tab, page="zh/spades/01-the-deal-and-the-bid.ipynb")["follow"]["slide"] == 3
    other = _watch(tab, page="en/spades/02-playing-tricks.ipynb")
    assert other["follow"] == {"on": False, "seq": 0}
    held = Held(tab, other["version"], page="en/spades/02-playing-tricks.ipynb", wait=3)
    _xsrf_post(teacher, "/class/follow", {"page": PAGE, "slide": 4}, xsrf)  # wakes it: the same view, held on
    assert held.pending()
    assert held.result() == other
    # a page without a lesson (the landing page) asks for the live question only
    status, _, body = tab.request("/tutor/watch.json?since=")
    assert status == 200 and set(json.loads(body)) == {"live", "version"}


def test_the_question_reaches_a_held_request_and_the_right_choice_only_after_the_reveal(server):  # noqa: F811
    start, _data = server
    url, _log = start()
    teacher, xsrf = _teacher(url)
    ann, bo = _learner(url), _learner(url)
    before = _watch(ann)
    held = Held(ann, before["version"])
    status, _, body = _xsrf_post(teacher, "/class/live", {"action": "start", "skill": SKILL, "level": 1}, xsrf)
    assert status == 200, body
    seed = int(json.loads(body)["item"].rsplit(":", 1)[1])
    ex = practice.exercise(SKILL, seed=seed, level=1)
    asked = held.result()["live"]
    assert asked["choices"] == list(ex.choices) and asked["open"] and not asked["revealed"]
    assert "right" not in asked and "explain" not in asked and asked["mine"] is None
    # Bo answers (wrong); Ann's held request is not woken by it (nothing of hers changed), Bo's other tab is
    wrong = (ex.answer + 1) % len(ex.choices)
    bo_view = _watch(bo)
    bo_other_tab = Held(bo, bo_view["version"])
    ann_now = _watch(ann)
    held = Held(ann, ann_now["version"], wait=4)
    status, _, body = _xsrf_post(bo, "/tutor/live/answer", {"question": asked["question"], "choice": wrong},
                                 bo.cookie("_xsrf"))
    assert status == 200, body
    mine = bo_other_tab.result()["live"]
    assert mine["mine"] == wrong and "right" not in mine and "explain" not in mine
    assert held.pending()  # Ann's view is the same: still held
    quiet = held.result()["live"]
    assert quiet == ann_now["live"] and "right" not in json.dumps(quiet) and "count" not in json.dumps(quiet)
    # the reveal: the held requests answer with the right choice (and Bo's reason)
    held, bo_held = Held(ann, ann_now["version"]), Held(bo, _watch(bo)["version"])
    status, _, _ = _xsrf_post(teacher, "/class/live", {"action": "reveal"}, xsrf)
    assert status == 200
    revealed, bo_revealed = held.result()["live"], bo_held.result()["live"]
    assert revealed["revealed"] and revealed["right"] == ex.answer and "explain" not in revealed  # Ann did not answer
    assert bo_revealed["right"] == ex.answer and bo_revealed["explain"] == ex.explain(wrong)
    # close: the question leaves the held pages
    held = Held(ann, _watch(ann)["version"])
    _xsrf_post(teacher, "/class/live", {"action": "close"}, xsrf)
    assert held.result()["live"] == {"question": None}


def test_a_held_request_is_answered_when_the_app_stops(tmp_path, monkeypatch):
    """SIGTERM (``launch.stop``, what the tests and a service manager send): the held requests answer first, so a
    page hears a whole answer, and the app stops without waiting for their hold time (nor being killed)."""
    from test_classview import _lessons

    from tutor.serve import launch

    monkeypatch.setenv("TUTOR_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("TUTOR_DB", raising=False)
    _lessons(tmp_path / "lessons")
    proc, url = launch.start(ROOT, tmp_path / "lessons", log=tmp_path / "serve.log")
    try:
        tab = Browserless(url)
        view = _watch(tab)
        held = Held(tab, view["version"])
        assert held.pending()
        launch.stop(proc)
        assert held.result() == view
        assert proc.returncode != -9, "the app had to be killed"
    finally:
        if proc.poll() is None:
            proc.kill()


def test_on_a_hub_a_held_request_hears_what_another_server_writes_in_the_class_folder(tmp_path):
    """A learner's own server under JupyterHub (:mod:`tutor.serve.hub.server`, loaded by a Jupyter server as the hub
    starts it): the teacher moves and puts questions from other servers, which write the class folder; a request held
    on the learner's server answers once they did, never with the right choice before the reveal, only for the
    server's own user, and the server still stops at once with a request held."""
    import os
    import subprocess
    import sys

    from tutor.classview.shared import FolderFollow, FolderLive
    from tutor.serve import launch

    folder, token, port = tmp_path / "class", "tok-" + os.urandom(6).hex(), launch.free_port()
    (tmp_path / "root").mkdir()
    env = {**os.environ, "TUTOR_CLASS_DIR": str(folder), "TUTOR_DATA": str(tmp_path / "data"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    env.pop("TUTOR_DB", None)
    cmd = [sys.executable, "-m", "jupyter_server", "--no-browser", "--allow-root", f"--port={port}",
           "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1", f"--ServerApp.token={token}",
           f"--ServerApp.root_dir={tmp_path / 'root'}",
           '--ServerApp.jpserver_extensions={"tutor.serve.hub.server": True}']
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = launch.Output(proc, tmp_path / "server.log")
    try:
        assert output.wait_for("Use Control-C to stop this server", 60), output.text()[-2000:]
        assert "Trick Tutor: the class on this hub" in output.text()
        _listening(port)
        user = Browserless(f"http://127.0.0.1:{port}")
        user.request = _with_token(user.request, token)  # type: ignore[method-assign]
        assert Browserless(user.url).request("/tutor/watch.json")[0] == 403  # not the server's user: no answer
        view = _watch(user)
        # the teacher's own server moves the class (it writes follow.json)
        held = Held(user, view["version"])
        assert held.pending()
        FolderFollow(folder)["spades/01-the-deal-and-the-bid"] = {"on": True, "slide": 2, "step": None, "seq": 1}
        moved = held.result()
        assert moved["follow"] == {"on": True, "slide": 2, "step": None, "seq": 1}
        # the class service puts a question (it writes live.json): no right choice until it is revealed
        teacher = FolderLive(folder, lambda: None)
        held = Held(user, moved["version"])
        q = teacher.start(SKILL, seed=7)
        asked = held.result()["live"]
        assert asked["question"] == q.id and "right" not in asked and "explain" not in asked
        held = Held(user, _watch(user)["version"])
        teacher.reveal()
        assert held.result()["live"]["right"] == practice.exercise(SKILL, seed=7).answer
        # a request held as the server stops: the stop does not wait for it (Jupyter Server closes the connection;
        # the page asks again after its back-off)
        held = Held(user, _watch(user)["version"])
        proc.terminate()
        proc.wait(timeout=20)
        held.ended()
        assert held.error is not None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _with_token(request: Any, token: str) -> Any:
    def asked(path: str, data: bytes | None = None, headers: dict | None = None) -> Any:
        return request(path, data, {**(headers or {}), "Authorization": f"token {token}"})

    return asked


def _listening(port: int, within: float = 30.0) -> None:
    """Wait for a Jupyter server's port: it prints its address before its loop starts and binds it."""
    import socket

    deadline = time.monotonic() + within
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            assert time.monotonic() < deadline, f"nothing listens on {port}"
            time.sleep(0.1)
