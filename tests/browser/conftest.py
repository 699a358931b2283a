"""Browser-test fixtures: a live Voilà server (the same command, template and config as
``make app``) and a Playwright page on the system's Debian Chromium.

Use them like this (see ``test_basics.py``)::

    pytestmark = pytest.mark.browser

    def test_my_lesson(page, lesson):
        lesson("en/spades/01-bidding.ipynb", ".tt-replay")   # opens, waits for the widget, checks no errors
        page.locator(".tt-replay .tt-next").first.click()
        expect(page.locator(".tt-replay .tt-narration").first).to_contain_text("leads")

``page.goto`` returns before the widgets exist: always wait on a widget locator (``open_lesson``
does).  Widget CSS classes are listed in ``tutor/widgets/__init__.py``.  Screenshots go to
``artifacts/`` (not committed).  Page-to-first-widget times are written to
``artifacts/browser_timings.json`` at the end of the session (``-gw0``, ``-gw1``... in the names of a
worker's files: ``make browser`` runs the tests in two pytest-xdist workers, each with its own server and
Chromium; ``voila-gw0.log`` is that worker's server log).

Speed: opening a lesson (a fresh kernel runs the whole notebook) is most of the suite's time, so open each
lesson once: a lesson that has an interaction test is checked there (``lesson(..., at_least=...,
shot=...)`` makes the same checks as the "opens cleanly" test) and left out of that test's parameters.
Every lesson opened gets every page check in that one visit (``pages.lesson_checks``: navigation,
heading, language, visible text; ``a11y.page_checks``: axe-core, phone, zoom). ``test_languages.py`` runs
last and opens, in both languages, each lesson on disk that no earlier test has opened and checked
(``CHECKED``: one registry for all the workers of a run).
Shared steps (quiz answers, replay steps, a play-along refusal) are the helpers at the end of this file.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from tutor.serve import launch

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Text that must never be visible on a page (tracebacks, Voilà's cell-error notice, widget errors).
FORBIDDEN = ("Traceback", "There was an error when executing cell", "Something went wrong", "Error:")
TIMINGS: dict[str, float] = {}
#: The test server's output (its log), once it started: tests wait on what it says (``Output.wait_for``).
SERVER_OUTPUT: launch.Output | None = None


def chromium_executable() -> str:
    """The suite's browser: Debian's ``chromium-headless-shell`` where it is installed (``make chromium`` installs
    it), else Debian's ``chromium``. The headless shell is Chromium's own headless build, from the same source
    package and version, the browser Playwright itself runs for headless tests: the same Blink and V8 without
    the desktop browser around them, at about half the CPU a lesson page costs (15.4 against 8.6 CPU-seconds
    for six lessons, ``/proc`` of every Chromium process). The app's benchmark (``benchmarks/lesson_open.py``)
    keeps the full browser a learner runs."""
    for name in ("chromium-headless-shell", "chromium"):
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium"


def _playwright_missing() -> str:
    """Why the browser tests cannot run here ("" when they can): Playwright is in the ``test`` extra."""
    try:
        if importlib.util.find_spec("playwright") is not None:
            return ""
    except ImportError:
        pass
    return "the browser tests need Playwright, which is not installed: pip install -e '.[test]' (make test does)"


NO_PLAYWRIGHT = _playwright_missing()


class _SkippedModule(pytest.Module):
    """A browser test file where Playwright is missing: reported as skipped, with the reason, not imported."""

    def collect(self):  # type: ignore[no-untyped-def]
        pytest.skip(NO_PLAYWRIGHT, allow_module_level=True)


def pytest_pycollect_makemodule(module_path, parent):  # type: ignore[no-untyped-def]
    """Without Playwright, ``pytest tests`` skips the browser test files (they import it) instead of
    failing to collect them."""
    if NO_PLAYWRIGHT and module_path.name.startswith("test_"):
        return _SkippedModule.from_parent(parent, path=module_path)
    return None


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path, parent):  # type: ignore[no-untyped-def]
    """... and does not look for doctests in them either (``--doctest-modules`` would import them)."""
    collectors = yield
    if NO_PLAYWRIGHT and file_path.name.startswith("test_"):
        return [c for c in collectors if isinstance(c, _SkippedModule)]
    return collectors
#: Under pytest-xdist (``make browser`` runs two workers), the name of this worker ("gw0"), else "".
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
#: Added to the name of each file a worker writes in ``artifacts/`` (its server's log, its timings).
SUFFIX = f"-{WORKER}" if WORKER else ""


class Checked:
    """Lessons opened and checked in full in this run: path -> the test that did it. One registry for all
    the workers of a run (a folder named for the run, a file per lesson), so that no worker opens again a
    lesson another one checked; without xdist, a plain dict."""

    def __init__(self, run: str | None) -> None:
        self.folder = Path(tempfile.gettempdir()) / f"tt-checked-{run}" if run else None
        self.here: dict[str, str] = {}
        if self.folder:
            self.folder.mkdir(exist_ok=True)

    def _file(self, path: str) -> Path:
        assert self.folder is not None
        return self.folder / path.replace("/", "__")

    def __contains__(self, path: object) -> bool:
        if self.folder is None or not isinstance(path, str):
            return path in self.here
        return self._file(path).exists()

    def __setitem__(self, path: str, test: str) -> None:
        self.here[path] = test
        if self.folder is not None:
            tmp = self._file(path).with_suffix(f".{WORKER}.tmp")
            tmp.write_text(test)
            tmp.replace(self._file(path))  # all at once: another worker never reads half a name

    def __getitem__(self, path: str) -> str:
        if path in self.here or self.folder is None:
            return self.here[path]
        return self._file(path).read_text()


CHECKED = Checked(os.environ.get("PYTEST_XDIST_TESTRUNUID"))


def pytest_collection_modifyitems(items) -> None:
    """``test_languages.py`` last: it opens only the lessons no other test has opened (see ``CHECKED``)."""
    last = [item for item in items if item.path.name == "test_languages.py"]
    if last:
        items[:] = [item for item in items if item.path.name != "test_languages.py"] + last


def voila_command(port: int, host: str = "127.0.0.1") -> tuple[list[str], dict[str, str]]:
    """The command and environment of ``make app`` (kept in step with the Makefile's ``app`` target):
    the tutor's own server (``python -m tutor.serve``: Voilà with the classroom policy) for one learner."""
    cmd = [sys.executable, "-m", "tutor.serve", "lessons", "--no-browser", f"--port={port}",
           f"--Voila.ip={host}", f"--Voila.config_file_paths={ROOT / 'share' / 'config'}", "--class=1",
           # more seats than one learner's default 8: a test keeps a teacher's and several learners' pages
           # open at once, and two of the seats hold warm kernels (tutor.serve.pool)
           "--max-kernels=24",
           # no lessons rendered ahead (tutor.serve.ahead): the tests open lessons in their own order, so the
           # neighbours rendered would mostly go unused and take the processors the other tests need;
           # tests/test_pool_ahead.py and test_progress.py (the app as `make app` runs it) cover rendering ahead
           "--ahead=0"]
    # the learners' progress of a test run goes to a folder of its own, never the machine's data folder
    env = {**os.environ, "JUPYTER_PATH": str(ROOT / "share" / "jupyter"),
           "TUTOR_DATA": tempfile.mkdtemp(prefix="tutor-data-")}
    return cmd, env


@pytest.fixture(scope="session")
def voila_url():
    """Start Voilà on a free port, wait until the landing page answers, stop it afterwards."""
    port = launch.free_port()
    cmd, env = voila_command(port)
    ARTIFACTS.mkdir(exist_ok=True)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    global SERVER_OUTPUT
    SERVER_OUTPUT = launch.Output(proc, ARTIFACTS / f"voila{SUFFIX}.log")  # the log is written as it comes
    if not SERVER_OUTPUT.wait_for(launch.RUNNING, 90):
        proc.kill()
        raise RuntimeError(f"Voilà did not start (exit status {proc.poll()}): see artifacts/voila{SUFFIX}.log")
    url = f"http://127.0.0.1:{port}/"
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
    if TIMINGS:
        (ARTIFACTS / f"browser_timings{SUFFIX}.json").write_text(json.dumps(TIMINGS, indent=1) + "\n")
    from . import a11y  # here, not at the top: tests/test_render.py loads this file on its own

    a11y.write_report(ARTIFACTS / f"axe{SUFFIX}.json")


@pytest.fixture(scope="session")
def browser():
    """Headless Debian Chromium (:func:`chromium_executable`; Playwright's own browser download is not used)."""
    from playwright.sync_api import sync_playwright

    executable = chromium_executable()
    if not Path(executable).exists():
        pytest.fail("Chromium is missing: run `make chromium` (apt-get install chromium-headless-shell chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def browser_context(browser):
    """One context for the session; each test gets its own page, and starts as a new visitor (see ``page``)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    yield context
    context.close()


@pytest.fixture()
def page(browser_context):
    # the learner's cookie is the only state the app keeps in the browser: a test starts without one, so
    # what a landing page shows does not depend on which tests ran before it on this worker
    browser_context.clear_cookies()
    pg = browser_context.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    # as a learner closing the tab: the page's unload handler asks the server to shut its kernel down,
    # so kernels do not pile up against the server's kernel limit
    pg.close(run_before_unload=True)


@pytest.fixture()
def person(browser):
    """``person(width=1280, height=720)``: a page in a browser context of its own, as a teacher's or another
    learner's browser (their own cookies, so their own record); every one is closed after the test."""
    contexts = []

    def new(width: int = 1280, height: int = 720):
        context = browser.new_context(viewport={"width": width, "height": height}, accept_downloads=True)
        contexts.append(context)
        pg = context.new_page()
        pg.set_default_timeout(60_000)
        return pg

    yield new
    for context in contexts:
        context.close()


def assert_clean(page) -> None:
    """No traceback, error notice or widget error anywhere on the page, and no code visible."""
    text = page.locator("body").inner_text()
    content = page.content()
    for bad in FORBIDDEN:
        assert bad not in text, f"{bad!r} is visible on {page.url}"
    assert "Traceback" not in content and "There was an error when executing cell" not in content, \
        f"an error output is in the page source of {page.url}"
    assert page.locator(".jp-CodeCell .jp-InputArea:visible, .jp-InputArea-editor:visible").count() == 0, \
        f"code is visible on {page.url}"
    assert page.locator(".tt-render-failed").count() == 0, f"the lesson did not load completely: {page.url}"


def open_lesson(page, base_url: str, path: str, widget: str = ".tt-widget", *, timeout: float = 60_000,
                at_least: tuple[str, int] | None = None, shot: str | None = None) -> float:
    """Open ``lessons/<path>`` in the app, wait for the first ``widget``, check the page is clean;
    with ``at_least=(selector, n)`` also check the page shows at least ``n`` of ``selector`` (widgets,
    quizzes), with ``shot`` save a screenshot under that name.  Every lesson opened also gets the page
    checks (``pages.lesson_checks``: navigation, heading, language, visible text) and the accessibility
    checks (``a11y.page_checks``: axe-core, the phone width, zoom), so no lesson is opened twice: once per run
    (``CHECKED``, shared by the workers), as the same lesson opened again by another test is the same page.
    A path without its language (``spades/00-....ipynb``) is the English lesson.

    Returns (and records) the seconds from navigation to the first visible widget.
    """
    from . import pages

    if pages.where(path) is None and (pages.LESSONS / "en" / path).is_file():
        path = "en/" + path
    start = time.perf_counter()
    # The server (--class=1) runs at most 8 kernels and answers "class full" (503) beyond; a closed page's
    # kernel ends when its close beacon arrives, and the seat goes to a warm kernel (tutor.serve.pool):
    # on a full class, wait until the server says one is ready, then retry.
    for _ in range(10):
        since = SERVER_OUTPUT.mark() if SERVER_OUTPUT else 0
        # Voilà answers once the lesson's cells have run: that is part of the wait for the first widget
        response = page.goto(base_url.rstrip("/") + "/voila/render/" + path, timeout=timeout)
        if response is None or response.status != 503 or SERVER_OUTPUT is None:
            break
        SERVER_OUTPUT.wait_for("Warm kernel ready", 120, since)
    page.locator(widget).first.wait_for(state="visible", timeout=timeout)
    seconds = time.perf_counter() - start
    TIMINGS[path] = round(seconds, 3)
    if at_least:
        selector, n = at_least
        assert page.locator(selector).count() >= n, f"fewer than {n} {selector} on {path}"
    assert_clean(page)
    if shot:
        screenshot(page, shot)
    if path not in CHECKED:
        check_lesson(page, base_url, path)
    return seconds


def check_lesson(page, base_url: str, path: str) -> None:
    """Every page check on the open lesson ``path`` (``en/spades/00-....ipynb``), once its widgets are all
    there: ``pages.lesson_checks`` (navigation, heading, language, visible text), then ``a11y.page_checks``
    (axe-core, phone, zoom) where ``pages.gets_the_structure_checks`` says so (every English and 简体中文
    lesson; a 繁體中文 one has its 简体中文 twin's structure, checked there). The lesson is then recorded in
    ``CHECKED``."""
    from . import a11y, pages

    a11y.settle(page)
    pages.lesson_checks(page, base_url, path)
    if pages.gets_the_structure_checks(path):
        a11y.page_checks(page, path, settled=True)
    CHECKED[path] = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot to ``artifacts/<name>.png``."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    # Voilà scrolls inside #rendered_cells, not the window: grow the viewport to the content first.
    size = page.viewport_size or {"width": 1100, "height": 900}
    height = page.evaluate("() => Math.max(document.body.scrollHeight,"
                           " (document.getElementById('rendered_cells') || document.body).scrollHeight)")
    page.set_viewport_size({"width": size["width"], "height": min(int(height) + 20, 16000)})
    # let the page lay out at the new size (two animation frames) instead of sleeping a fixed time
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)
    return path


@pytest.fixture()
def lesson(page, voila_url):
    """``lesson(path, widget=".tt-widget")``: open a lesson in ``page`` (see :func:`open_lesson`)."""
    return lambda path, widget=".tt-widget", **kw: open_lesson(page, voila_url, path, widget, **kw)


@pytest.fixture()
def clean(page):
    """``clean()``: assert the page shows no traceback, error or code (see :func:`assert_clean`)."""
    return lambda: assert_clean(page)


@pytest.fixture()
def shot(page):
    """``shot(name)``: save a full-page screenshot to ``artifacts/<name>.png``."""
    return lambda name: screenshot(page, name)


# -- steps shared by the game tests ---------------------------------------------------------------------------


def expect(actual):
    """Playwright's ``expect``, imported when a step first runs: ``tests/test_render.py`` loads this module for
    :func:`voila_command` in ``make unit``, which must run where Playwright is not installed."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(actual)


def click_card(cards, index: int) -> None:
    """Click card ``index`` of a hand near its top-left corner (cards overlap: the centre is the next card), once
    the hand takes clicks: a hand is disabled (``aria-disabled``) until it is the learner's turn, and that change
    can reach the page after the log line that comes before it; a click on a disabled card does nothing."""
    expect(cards.nth(index)).not_to_have_attribute("aria-disabled", "true")
    cards.nth(index).click(position={"x": 6, "y": 30})


def answer_quiz(quiz, wrong: str | int, right: str | int, explanation: str | None = None) -> None:
    """Click a wrong option (the quiz says "Try again"), then the right one ("Right!"); an option is its
    text or its index. With ``explanation``, the explanation shown must contain it."""
    def option(which):
        return quiz.locator(".tt-option").nth(which) if isinstance(which, int) else \
            quiz.locator(".tt-option", has_text=which)

    option(wrong).click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Try again")
    option(right).click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Right!")
    if explanation is not None:
        expect(quiz.locator(".tt-explanation")).to_contain_text(explanation)


def step_replay(box, rp, steps: int, *, start: int = 0, note: bool = True) -> None:
    """Press ▶ ``steps`` times from step ``start`` of the replay widget ``box`` showing ``rp``; the narration
    is then the record's line for the step reached (and the note too, with ``note``)."""
    for _ in range(steps):
        box.locator(".tt-next").click()
    expect(box.locator(".tt-narration")).to_have_text(rp.narration(start + steps))
    if note:
        expect(box.locator(".tt-note")).to_contain_text(rp.note(start + steps))


def refuse_then_play(play, twin, *, search: int = 13) -> int:
    """In a play-along widget ``play`` (driven in step with its in-process ``twin``): play legal cards until
    the learner holds a card that is not allowed (at most ``search`` plays; ``search=0``: only look at the
    current hand and go on even if every card is legal); clicking it shows the engine's reason and leaves
    the hand as it was. Then a legal card is played and logged. Returns the hand size before that play."""
    cards = play.locator(".tt-hand [data-index]")
    for played in range(search + 1):
        hand, legal = twin.hand(), twin.state.legal_actions()
        expect(cards).to_have_count(len(hand))
        illegal = [i for i, c in enumerate(hand) if c not in legal]
        good = next(i for i, c in enumerate(hand) if c in legal)  # the legal view has no order: take the hand's
        if illegal or played == search:
            break
        twin.click(good)
        click_card(cards, good)
    if search and not illegal:
        pytest.fail("the learner never held an illegal card in this deal")
    if illegal:
        reason = twin.state.check(hand[illegal[0]])
        click_card(cards, illegal[0])
        expect(play.locator(".tt-message")).to_contain_text(reason)
        expect(cards).to_have_count(len(hand))
    twin.click(good)
    click_card(cards, good)
    expect(cards).to_have_count(len(hand) - 1)
    expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    return len(hand)
