"""Kernels made ahead (``tutor.serve.pool``, ``tutor.serve.ahead``) over plain HTTP and the kernel's websocket,
no browser: a warm kernel handed to a lesson records for the page's learner; the lesson next to the one open
is rendered ahead before anyone asks for it, and whoever opens it gets the answers recorded as their own, not
the learner whose reading predicted it; a warm kernel that died gives the page a kernel of its own."""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
import os
import re
import signal
import time
import urllib.request
import uuid
from pathlib import Path

import nbformat
import pytest

from tutor.serve import launch
from tutor.serve.ahead import lesson_neighbours, nav_neighbours

ROOT = Path(__file__).resolve().parents[1]
SHOW = """import os
from tutor import progress
print("preheat:", os.environ.get("VOILA_PREHEAT"), "| learner at render:", progress.here().learner)"""
# a button that records an answer for whoever the kernel's learner is, and prints who and whether it was saved
BUTTON = """import ipywidgets as w
def _record(_b):
    s = progress.here()
    print("learner:", s.learner, "| saved:", s.record(f"quiz:{s.lesson}#1", True, "yes"))
button = w.Button(description="answer")
button.on_click(_record)
button"""


def _lesson(folder: Path, name: str, links: list[str]) -> None:
    nav = '<nav class="tt-nav">\n\n' + " · ".join(f"[{x}]({x})" for x in links) + "\n\n</nav>"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(nav), nbformat.v4.new_code_cell(SHOW),
                                         nbformat.v4.new_code_cell(BUTTON), nbformat.v4.new_markdown_cell(nav)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / name)


def _lessons(root: Path) -> Path:
    folder = root / "lessons"
    (folder / "en" / "g").mkdir(parents=True)
    _lesson(folder / "en" / "g", "01-a.ipynb", ["02-b.ipynb"])
    _lesson(folder / "en" / "g", "02-b.ipynb", ["01-a.ipynb", "03-c.ipynb"])
    _lesson(folder / "en" / "g", "03-c.ipynb", ["02-b.ipynb"])
    (folder / "en" / "basics").mkdir()  # the first game of the library: a new visitor's "Continue"
    _lesson(folder / "en" / "basics", "01-first.ipynb", [])
    return folder


class Browser:
    """One browser's cookies (its learner), and the pages it opens."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> str:
        with self.opener.open(self.url + path, timeout=120) as r:
            return r.read().decode()

    def learner(self) -> str:
        return json.loads(self.get("/tutor/me"))["learner"]

    def items(self) -> list[str]:
        return [a["item"] for a in json.loads(self.get("/tutor/export"))["answers"]]


def kernel_of(page: str) -> str:
    return re.search(r'"kernelId": "([0-9a-f-]+)"', page).group(1)


def button_of(page: str) -> str:
    return re.findall(r'"model_id": "([0-9a-f]+)"', page)[-1]


def click(url: str, page: str) -> str:
    """Click the page's button through its kernel's websocket, as the page's widget does (a comm message:
    Voilà lets a page send no code); what the click printed."""
    from tornado.websocket import websocket_connect

    async def run() -> str:
        ws = await websocket_connect(url.replace("http", "ws", 1) + f"/api/kernels/{kernel_of(page)}/channels")
        msg_id = uuid.uuid4().hex
        await ws.write_message(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": "comm_msg", "session": uuid.uuid4().hex,
                       "username": "test", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
            "content": {"comm_id": button_of(page), "data": {"method": "custom", "content": {"event": "click"}}}}))
        out = []
        while True:
            raw = await asyncio.wait_for(ws.read_message(), 120)
            assert raw is not None, "the kernel's websocket closed"
            msg = json.loads(raw)
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            elif msg["msg_type"] == "error":
                out.append(msg["content"]["ename"] + ": " + msg["content"]["evalue"])
            elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                ws.close()
                return "".join(out)

    return asyncio.run(run())


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    root = tmp_path_factory.mktemp("ahead")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(root / "data"))
    try:
        proc, url = launch.start(ROOT, _lessons(root), "--pool=1", "--ahead=2", log=root / "serve.log", timeout=90)
    finally:
        mp.undo()
    yield url, proc.output
    launch.stop(proc)


def test_a_warm_kernel_handed_to_a_lesson_records_for_its_learner(app):
    url, output = app
    assert output.wait_for("Warm kernel ready", 120), output.text()[-2000:]
    ana = Browser(url)
    since = output.mark()
    page = ana.get("/voila/render/en/g/01-a.ipynb")
    kid = kernel_of(page)
    assert output.wait_for(f"Warm kernel {kid} handed to /voila/render/en/g/01-a.ipynb", 30, since), output.text(since)
    assert "preheat: False" in page
    assert f"learner: {ana.learner()} | saved: True" in click(url, page)
    assert "quiz:g/01-a#1" in ana.items()


def test_the_next_lesson_rendered_ahead_records_for_whoever_opens_it(app):
    url, output = app
    ana, bo = Browser(url), Browser(url)
    since = output.mark()
    ana.get("/voila/render/en/g/02-b.ipynb")  # ana reads lesson 2: lessons 3 and 1 are rendered ahead
    assert output.wait_for("Preheated kernels ready for en/g/03-c.ipynb", 120, since), output.text(since)
    since = output.mark()
    page = bo.get("/voila/render/en/g/03-c.ipynb")  # bo, not ana, opens lesson 3
    kid = kernel_of(page)
    # the server's log line and the page come by different pipes: wait for the line, do not race it
    assert output.wait_for(f"Using pre-heated kernel: {kid} for en/g/03-c.ipynb", 30, since), output.text(since)
    assert "preheat: True | learner at render: None" in page  # it ran before anyone asked for it
    assert ana.learner() != bo.learner()
    assert f"learner: {bo.learner()} | saved: True" in click(url, page)
    assert "quiz:g/03-c#1" in bo.items()
    assert "quiz:g/03-c#1" not in ana.items()


def test_the_landing_pages_next_lesson_is_rendered_ahead(app):
    """A new visitor's landing page says "Continue · Next lesson" with the library's first lesson: that lesson
    runs before anyone asks for it, and whoever opens it takes that kernel."""
    url, output = app
    since = output.mark()
    landing = Browser(url).get("/")
    assert "voila/render/en/basics/01-first.ipynb" in landing
    assert output.wait_for("Preheated kernels ready for en/basics/01-first.ipynb", 120, since), output.text(since)
    assert "Rendering ahead: en/basics/01-first.ipynb (the landing page's next lesson)" in output.text(since)
    since = output.mark()
    page = Browser(url).get("/voila/render/en/basics/01-first.ipynb")
    assert output.wait_for(f"Using pre-heated kernel: {kernel_of(page)} for en/basics/01-first.ipynb", 30, since), \
        output.text(since)
    assert "preheat: True | learner at render: None" in page


def test_a_page_with_a_query_string_predicts_nothing(app):
    url, output = app
    since = output.mark()
    Browser(url).get("/voila/render/en/g/01-a.ipynb?calc=spades")
    # the line comes once the page's kernel would have predicted (not at once): wait for it, then look
    assert output.wait_for("Nothing rendered ahead after en/g/01-a.ipynb: the page was opened with a query string",
                           60, since), output.text(since)
    assert "Rendering ahead" not in output.text(since)


def _wait_dead(pid: int, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            return  # gone
        if state in ("Z", "X"):
            return
        time.sleep(0.02)
    raise AssertionError(f"the killed kernel {pid} did not end within {seconds} s")


def test_a_warm_kernel_that_died_gives_the_page_a_kernel_of_its_own(tmp_path):
    proc, url = launch.start(ROOT, _lessons(tmp_path), "--pool=1", "--ahead=0", log=tmp_path / "serve.log",
                             timeout=90)
    output = proc.output
    try:
        assert output.wait_for("Warm kernel ready", 120), output.text()[-2000:]
        warm = re.search(r"Warm kernel ready: (\S+)", output.text()).group(1)
        pid = _pid_of(warm)
        os.kill(pid, signal.SIGKILL)  # a kernel this test's server started
        # the page is asked for once the process is dead (a zombie or gone), as it is when a kernel died a while
        # ago: under load a killed process takes a moment to end, and a kernel still dying while it is handed over
        # is restarted by jupyter_client and handed over restarted (the page still runs; this test is about death)
        _wait_dead(pid)
        since = output.mark()
        page = Browser(url).get("/voila/render/en/g/01-a.ipynb")
        assert "preheat: False | learner at render:" in page  # the lesson ran
        assert kernel_of(page) != warm
        assert output.wait_for(f"Warm kernel {warm} died while waiting", 30, since), output.text(since)
        assert "handed to /voila/render/en/g/01-a.ipynb" not in output.text(since)
    finally:
        launch.stop(proc)


def _pid_of(kernel_id: str) -> int:
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if f"kernel-{kernel_id}.json".encode() in (entry / "cmdline").read_bytes():
                    return int(entry.name)
            except OSError:
                continue
    raise AssertionError(f"no process for kernel {kernel_id}")


def test_the_neighbours_are_the_navigation_lines_sibling_lessons(tmp_path):
    folder = _lessons(tmp_path)
    assert lesson_neighbours(folder, "en/g/02-b.ipynb") == ["en/g/03-c.ipynb", "en/g/01-a.ipynb"]
    assert lesson_neighbours(folder, "en/g/03-c.ipynb") == ["en/g/02-b.ipynb"]
    assert lesson_neighbours(folder, "en/g/missing.ipynb") == []
    assert nav_neighbours("02-b.ipynb", ["[Next](03-c.ipynb) outside a navigation line"]) == []
