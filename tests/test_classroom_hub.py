"""``deploy/jupyterhub/``: the config loads and says what the set-up promises (``make unit``); and
``make hub`` (part of ``make test``) starts the hub for real on loopback: three learners log in in Chromium
(Playwright, together), each lands on the lessons in Voilà, opens a play-along lesson and plays a card that
lands on the table; then everything the hub started is stopped.

``make hub`` builds the hub's venv (``.venv-hub``: JupyterHub from ``deploy/jupyterhub/requirements.txt``,
layered over the suite's venv) and the proxy (``npm install`` in ``deploy/jupyterhub``), and passes them as
``TT_HUB_PYTHON`` and ``TT_CHP``. The test itself runs in the suite's venv, where Playwright is."""

from __future__ import annotations

import asyncio
import contextlib
import html
import http.cookiejar
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from traitlets.config.loader import PyFileConfigLoader

from tutor.serve.launch import Output, free_port

ROOT = Path(__file__).resolve().parents[1]
HUB = ROOT / "deploy" / "jupyterhub"
#: Seconds the hub may take to start: `make test` runs this test beside the browser tests at a lower priority,
#: where importing JupyterHub and its first database set-up can wait behind them (once more than 90 s).
HUB_START = 300


def load(path: Path, monkeypatch, **env: str):
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return PyFileConfigLoader(path.name, str(path.parent)).load_config()


def test_hub_config_lands_learners_on_the_lessons_with_culling_and_limits(tmp_path, monkeypatch):
    c = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_PASSWORD="pw",
             TT_HUB_STATE=str(tmp_path), TT_HUB_MEM="768M", TT_HUB_CULL="600")
    assert c.JupyterHub.authenticator_class == "dummy" and c.DummyAuthenticator.password == "pw"
    assert c.JupyterHub.ip == "127.0.0.1"
    assert c.Spawner.default_url == "/voila/tree"
    assert Path(c.Spawner.notebook_dir) == ROOT / "lessons"
    env = c.Spawner.environment
    assert (Path(env["JUPYTER_PATH"]) / "voila" / "templates" / "tutor" / "index.html.j2").exists()
    assert (Path(env["JUPYTER_CONFIG_PATH"]) / "voila.json").exists()
    assert c.Spawner.mem_limit == "768M"
    culler = next(s for s in c.JupyterHub.services if s["name"] == "idle-culler")
    assert "--timeout=600" in culler["command"] and "jupyterhub_idle_culler" in culler["command"]
    role = next(r for r in c.JupyterHub.load_roles if r["name"] == "idle-culler")
    assert {"read:users:activity", "delete:servers"} <= set(role["scopes"]) and role["services"] == ["idle-culler"]
    assert str(tmp_path) in c.JupyterHub.db_url


def test_hub_config_keeps_the_class_in_the_database_and_serves_the_class_view_to_teachers(tmp_path, monkeypatch):
    db = "postgresql+psycopg://tutor:pw@db.school.example/tutor"
    c = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_PASSWORD="pw",
             TT_HUB_STATE=str(tmp_path), TT_HUB_DB=db, TT_HUB_TEACHERS="ms_li,mr_wang", TT_HUB_CLASS_PORT="10123")
    assert c.Spawner.environment["TUTOR_DB"] == db  # every learner's server writes there
    assert Path(c.Spawner.environment["TUTOR_CLASS_DIR"]) == tmp_path / "class"
    assert c.JupyterHub.load_groups == {"teachers": {"users": ["mr_wang", "ms_li"]}}
    service = next(s for s in c.JupyterHub.services if s["name"] == "class")
    assert service["url"] == "http://127.0.0.1:10123" and "tutor.serve.hub.service" in service["command"]
    assert service["environment"]["TUTOR_DB"] == db
    # "follow me" is led from a teacher's own server: the hub tells a server whether its user is in "teachers"
    from types import SimpleNamespace

    def spawner(*groups):
        return SimpleNamespace(user=SimpleNamespace(groups=[SimpleNamespace(name=g) for g in groups]))

    is_teacher = c.Spawner.environment["TT_CLASS_TEACHER"]
    assert is_teacher(spawner("teachers")) == "1" and is_teacher(spawner("class-7b")) == ""
    teachers = next(r for r in c.JupyterHub.load_roles if r["name"] == "teachers")
    assert teachers["groups"] == ["teachers"] and teachers["scopes"] == ["access:services!service=class"]
    monkeypatch.delenv("TT_HUB_DB")
    plain = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_PASSWORD="pw",
                 TT_HUB_STATE=str(tmp_path))
    assert "TUTOR_DB" not in plain.Spawner.environment  # without a database: no class view service
    assert [s["name"] for s in plain.JupyterHub.services] == ["idle-culler"]


def test_hub_never_starts_open(tmp_path, monkeypatch):
    monkeypatch.delenv("TT_HUB_PASSWORD", raising=False)
    with pytest.raises(KeyError):
        load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_STATE=str(tmp_path))
    c = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="pam", TT_HUB_STATE=str(tmp_path))
    assert c.JupyterHub.authenticator_class == "pam"


def test_learner_server_config_serves_voila_with_the_apps_culling(monkeypatch):
    monkeypatch.delenv("TUTOR_CLASS_DIR", raising=False)
    c = load(HUB / "jupyter_server_config.py", monkeypatch)
    assert c.ServerApp.jpserver_extensions["voila"] is True
    assert c.ServerApp.jpserver_extensions["jupyterlab"] is False and c.ServerApp.terminals_enabled is False
    assert c.ServerApp.default_url == "/voila/tree"
    assert c.MappingKernelManager.cull_idle_timeout <= 60 and c.VoilaExecutor.raise_on_iopub_timeout is True
    assert "tutor.serve.hub.server" not in c.ServerApp.jpserver_extensions  # no class folder: no class
    # kernels on Unix sockets, in a short folder (tests/test_kernel_sockets.py starts one that way)
    assert c.ServerApp.kernel_manager_class == "tutor.serve.hub.kernels.ShortSocketKernelManager"
    assert c.KernelManager.transport == "ipc"


def test_learner_server_config_with_a_class_loads_the_class_extension(monkeypatch, tmp_path):
    """Today's class, the live question and "follow me" in every learner's server (tutor.serve.hub.server)."""
    from tutor.serve.hub import server as classview_hub

    c = load(HUB / "jupyter_server_config.py", monkeypatch, TUTOR_CLASS_DIR=str(tmp_path))
    assert c.ServerApp.jpserver_extensions["tutor.serve.hub.server"] is True
    assert classview_hub._jupyter_server_extension_points() == [{"module": "tutor.serve.hub.server"}]
    routes = {path: handler for path, handler, _ in classview_hub.handlers("/user/ada/")}
    assert set(routes) == {"/user/ada/tutor/live.json", "/user/ada/tutor/live/answer", "/user/ada/tutor/live.js",
                           "/user/ada/tutor/watch.json",  # the pages' one held request for both
                           "/user/ada/class/follow.json", "/user/ada/class/follow"}  # never the teacher's side
    assert routes["/user/ada/tutor/watch.json"] is classview_hub.HubWatchHandler
    assert routes["/user/ada/class/follow"] is classview_hub.HubFollowLeadHandler
    # with the class's database, the tables: the learners' pages, websocket and own reviews, never the console
    tables = [path for path, _, _ in classview_hub.tables_handlers("/user/ada/")]
    assert "/user/ada/tables" in tables and any(p.endswith("/socket") for p in tables)
    assert any("/review" in p for p in tables) and not any("/class/" in p for p in tables)
    assert "/user/ada/tables/([A-Za-z0-9]{1,64})/traveller" in tables  # a class set's traveller, the learner's own
    monkeypatch.delenv("TUTOR_DB", raising=False)
    assert not classview_hub.has_tables()  # no shared database: each learner's tables would be theirs alone
    monkeypatch.setenv("TUTOR_DB", "postgresql+psycopg://tutor@db.school.example/tutor")
    assert classview_hub.has_tables()


# -- a live hub -----------------------------------------------------------------------------------------------

LEARNERS = ("ada", "bo", "cy")
PASSWORD = "class-pw"
LESSON = "en/spades/06-play-a-hand.ipynb"  # a play-along: South bids, then plays a card
LOOK = "Look at my cards (看牌)"


def _browser_conftest():
    """The browser suite's conftest (Chromium flags, text a page must never show), loaded by path: this test
    launches Chromium the same way, without the suite's session fixtures (they start a Voilà of their own)."""
    spec = importlib.util.spec_from_file_location("_tt_browser_conftest", ROOT / "tests" / "browser" / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _hub_python() -> Path:
    return Path(os.environ.get("TT_HUB_PYTHON") or ROOT / ".venv-hub" / "bin" / "python")


def _chp() -> str | None:
    local = HUB / "node_modules" / ".bin" / "configurable-http-proxy"
    return os.environ.get("TT_CHP") or (str(local) if local.exists() else shutil.which("configurable-http-proxy"))


def _children() -> dict[int, list[int]]:
    """Every live process's children, from /proc."""
    out: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat[stat.rindex(")") + 2:].split()[1])
            out.setdefault(ppid, []).append(int(entry.name))
    return out


def _descendants(pid: int) -> set[int]:
    children, found, todo = _children(), set(), [pid]
    while todo:
        for child in children.get(todo.pop(), ()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return state[state.rindex(")") + 2] != "Z"  # a zombie has ended; only its parent's wait is missing


def _refused(base: str, name: str, password: str) -> bool:
    """A log-in with a wrong password is refused (no server starts for it)."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
    page = opener.open(base + "/hub/login", timeout=30).read().decode()
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)
    body = {"username": name, "password": password, **({"_xsrf": xsrf.group(1)} if xsrf else {})}
    try:
        with opener.open(urllib.request.Request(base + "/hub/login", data=urllib.parse.urlencode(body).encode()),
                         timeout=60) as r:
            return f"/user/{name}/" not in r.url
    except urllib.error.HTTPError as e:
        return e.code == 403


def _plan():
    """What a learner does and sees in the lesson's play-along (``PlayAlong("spades", seat="S", seed=1)``),
    from an in-process twin: the log lines after looking and bidding, the first card the engine allows, the
    line that plays it."""
    from tutor.widgets import PlayAlong

    twin = PlayAlong("spades", seat="S", seed=1)
    for label in (LOOK, "3"):
        assert twin.choose(label)
    bid_line = twin.lines[-1]
    hand, index = twin.hand(), twin.legal_indices()[0]
    lines_before = len(twin.lines)
    assert twin.click(index)
    played = next(line for line in twin.lines[lines_before:] if line.startswith("South plays"))
    return {"bid_line": bid_line, "index": index, "card": str(hand[index]), "size": len(hand),
            "played": played}


async def _learner(browser, base: str, name: str, plan: dict, forbidden: tuple[str, ...]) -> dict:
    """One learner: log in, land on the lessons, open the play-along lesson, look, bid 3, play a card."""
    from playwright.async_api import expect

    seconds: dict[str, float] = {}
    start = time.perf_counter()
    context = await browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page = await context.new_page()
        page.set_default_timeout(120_000)
        expect.set_options(timeout=120_000)
        await page.goto(base + "/hub/login")
        await page.fill("#username_input", name)
        await page.fill("#password_input", PASSWORD)
        await page.click("#login_submit")
        # the hub shows "your server is starting", then sends the learner to the lessons in Voilà
        await page.wait_for_url(f"**/user/{name}/voila/tree**", timeout=180_000)
        await expect(page.locator("a[href*='/voila/']").first).to_be_visible()
        seconds["logged in, on the lessons"] = time.perf_counter() - start
        response = await page.goto(f"{base}/user/{name}/voila/render/{LESSON}", wait_until="commit")
        assert response is not None and response.status == 200, (name, response and response.status)
        play = page.locator(".tt-playalong").first
        # the play-along appears, or the page says the lesson did not load (and the test stops there)
        await page.locator(".tt-playalong, .tt-render-failed").first.wait_for(state="visible", timeout=180_000)
        assert await page.locator(".tt-render-failed").count() == 0, f"{name}'s lesson did not load completely"
        seconds["lesson open"] = time.perf_counter() - start
        await play.scroll_into_view_if_needed()
        cards = play.locator(".tt-hand [data-index]")
        await expect(cards).to_have_count(plan["size"])
        for label in (LOOK, "3"):
            await play.locator(".tt-choices .tt-choice", has_text=label).first.click()
        await expect(play.locator(".tt-log")).to_contain_text(plan["bid_line"])
        # the hand takes clicks once it is the learner's turn: that change may come after the log's line
        await expect(cards.nth(plan["index"])).not_to_have_attribute("aria-disabled", "true")
        tick = time.perf_counter()
        await cards.nth(plan["index"]).click(position={"x": 6, "y": 30})  # cards overlap: click the corner
        await expect(cards).to_have_count(plan["size"] - 1)
        await expect(play.locator(".tt-log")).to_contain_text(plan["played"])
        # the card lands: on the table, or (if the bots finished the trick) in the last trick shown
        landed = play.locator(f'.tt-table [data-card="{plan["card"]}"], .tt-last-trick [data-card="{plan["card"]}"]')
        await expect(landed.first).to_be_visible()
        seconds["card played"] = time.perf_counter() - tick
        text = await page.locator("body").inner_text()
        for bad in forbidden:
            assert bad not in text, f"{bad!r} is visible on {name}'s page"
        await page.close(run_before_unload=True)
        return seconds
    finally:
        await context.close()


async def _class(base: str, plan: dict, conftest) -> dict[str, dict]:
    from playwright.async_api import async_playwright

    executable = conftest.chromium_executable()
    assert Path(executable).exists(), "Chromium is missing: run `make chromium`"
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=executable, args=conftest.CHROMIUM_ARGS)
        try:
            results = await asyncio.gather(*(_learner(browser, base, name, plan, conftest.FORBIDDEN)
                                             for name in LEARNERS))
        finally:
            await browser.close()
    return dict(zip(LEARNERS, results, strict=True))


@pytest.mark.hub
def test_three_learners_log_in_open_a_lesson_and_play_a_card(tmp_path):
    python = _hub_python()
    assert (python.parent / "jupyterhub").exists(), \
        f"JupyterHub is missing in {python.parent}: `make hub` builds .venv-hub (deploy/jupyterhub/requirements.txt)"
    chp = _chp()
    assert chp, "configurable-http-proxy is missing: (cd deploy/jupyterhub && npm install)"
    conftest = _browser_conftest()
    plan = _plan()
    port = free_port()
    env = {**os.environ, "TT_HUB_AUTH": "dummy", "TT_HUB_PASSWORD": PASSWORD, "TT_HUB_STATE": str(tmp_path),
           "TT_HUB_PORT": str(port), "TT_HUB_API_PORT": str(free_port()),
           "TT_HUB_PROXY_API_PORT": str(free_port()), "TT_CHP": chp}
    log_path = tmp_path / "hub.log"
    proc = subprocess.Popen([str(python.parent / "jupyterhub"), "-f", str(HUB / "jupyterhub_config.py")],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = Output(proc, log_path)  # the hub's log, written as it comes
    base = f"http://127.0.0.1:{port}"
    started: set[int] = set()

    def tail() -> str:
        return log_path.read_text()[-4000:]

    try:
        assert output.wait_for("JupyterHub is now running at", HUB_START), f"the hub did not start: {tail()}"
        assert _refused(base, "mallory", "wrong"), "a wrong password let mallory in"
        try:
            seconds = asyncio.run(_class(base, plan, conftest))
        except BaseException:
            print(tail())
            raise
        started = _descendants(proc.pid)  # the proxy, the culler, three learners' servers and their kernels
        assert len(started) >= 2 + len(LEARNERS), started
        print("\n" + "\n".join(f"{name}: " + ", ".join(f"{k} {v:.1f} s" for k, v in s.items())
                                for name, s in seconds.items()))
    finally:
        started |= _descendants(proc.pid)
        proc.send_signal(signal.SIGTERM)  # the hub stops the learners' servers and the proxy on its way out
        try:
            proc.wait(timeout=120)  # it stops the services, then the learners' servers, each with its own timeouts
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    deadline = time.monotonic() + 30
    while (left := {pid for pid in started if _alive(pid)}) and time.monotonic() < deadline:
        time.sleep(0.5)
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert proc.returncode == 0, f"the hub ended with {proc.returncode}: {tail()}"
    assert not left, f"still running after the hub stopped: {left}"


# -- the class on the hub: records in PostgreSQL, the teachers' class view as a hub service ----------------------

TEACHER = "teach"
QUIZ_LESSON = "basics/01-what-is-a-trick"


def _quiz_answers():
    """The lesson's first question (``tests/browser/test_basics.py``): its right and a wrong option in each language,
    from the engine."""
    from tutor import i18n
    from tutor.seats import SEAT_NAME
    from tutor.tricks import Trick

    trick = Trick.played("W", "S10 SJ S4 S9")
    out = {}
    for lang in ("en", "zh"):
        with i18n.language(lang):
            out[lang] = (str(SEAT_NAME[trick.winner()]),
                         next(str(SEAT_NAME[s]) for s, _ in trick.plays if s != trick.winner()))
    return out


async def _log_in(browser, base: str, name: str):
    context = await browser.new_context(viewport={"width": 1280, "height": 720}, accept_downloads=True)
    page = await context.new_page()
    page.set_default_timeout(120_000)
    await page.goto(base + "/hub/login")
    await page.fill("#username_input", name)
    await page.fill("#password_input", PASSWORD)
    await page.click("#login_submit")
    return context, page


def _live_answers():
    """The lesson's question 2 ("Who wins this trick?", trumps ♥), put to the class live: the engine's winner and
    another seat, as indices of the choices (the seats in the order they played)."""
    from tutor.tricks import Trick

    trick = Trick.played("E", "C10 CQ H3 CK", trump="H")
    seats = [s for s, _ in trick.plays]
    right = seats.index(trick.winner())
    return right, (right + 1) % len(seats), len(seats)


async def _answer(browser, base: str, name: str, lang: str, answers: dict):
    """A learner logs in, sees today's class first on the landing page, opens the lesson and answers its first
    question (with ``wrong`` first when given); the lesson page stays open (the context is returned)."""
    from playwright.async_api import expect

    context, page = await _log_in(browser, base, name)
    try:
        await page.wait_for_url(f"**/user/{name}/voila/tree**", timeout=180_000)
        # today's class, first on the learner's own landing page (the plan the teacher assigned in the service)
        await expect(page.locator("section.tt-today a")).to_have_attribute(
            "href", f"/user/{name}/voila/render/en/{QUIZ_LESSON}.ipynb")
        await page.goto(f"{base}/user/{name}/voila/render/{lang}/{QUIZ_LESSON}.ipynb", wait_until="commit")
        quiz = page.locator(".tt-quiz").first
        await page.locator(".tt-quiz, .tt-render-failed").first.wait_for(state="visible", timeout=180_000)
        assert await page.locator(".tt-render-failed").count() == 0, f"{name}'s lesson did not load completely"
        right, wrong = answers[lang]
        if name == "cy":  # one wrong choice first
            await quiz.locator(".tt-option", has_text=wrong).click()
            await expect(quiz.locator(".tt-feedback")).to_contain_text("✗")
        await quiz.locator(".tt-option", has_text=right).click()
        await expect(quiz.locator(".tt-feedback")).to_contain_text("✓")
        # a learner is not a teacher: the class view refuses them (asked beside the page, which stays open)
        response = await page.request.get(f"{base}/services/class/")
        assert response.status == 403, (name, response.status)
        # where the teacher is presenting is for the hub's own users only: a visitor not logged in gets 403
        stranger = await browser.new_context()
        try:
            for ask in ("class/follow.json?page=x", "tutor/watch.json?page=x"):
                response = await stranger.request.get(f"{base}/user/{name}/{ask}", max_redirects=0)
                assert response.status == 403, (name, ask, response.status)
        finally:
            await stranger.close()
        return context, page
    except BaseException:
        await context.close()
        raise


async def _present(page, base: str) -> None:
    """The teacher's own lesson page, presenting (on the teacher's own server)."""
    await page.goto(f"{base}/user/{TEACHER}/voila/render/en/{QUIZ_LESSON}.ipynb?present=1", wait_until="commit")
    # presenting: slide 1 shows, the quizzes are on later slides (hidden until then)
    await page.locator(".tt-quiz, .tt-render-failed").first.wait_for(state="attached", timeout=180_000)
    assert await page.locator(".tt-render-failed").count() == 0, "the teacher's lesson did not load completely"


async def _hub_class(base: str, conftest, answers: dict, artifacts: Path) -> dict:
    from playwright.async_api import async_playwright, expect

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=conftest.chromium_executable(),
                                          args=conftest.CHROMIUM_ARGS)
        try:
            context, teacher = await _log_in(browser, base, TEACHER)
            await teacher.wait_for_url(f"**/user/{TEACHER}/**", timeout=180_000)
            await teacher.goto(base + "/services/class/")
            await teacher.locator(f"input.tt-plan-lesson[value='{QUIZ_LESSON}']").check()
            await teacher.locator(".tt-plan-save").click()
            await expect(teacher.locator(".tt-status")).to_have_text("Assigned.")
            present = await context.new_page()
            present.set_default_timeout(120_000)
            *opened, _ = await asyncio.gather(*(_answer(browser, base, name, lang, answers)
                                                for name, lang in (("ada", "en"), ("bo", "en"), ("cy", "zh"))),
                                              _present(present, base))
            pages = dict(zip(("ada", "bo", "cy"), (p for _, p in opened), strict=True))
            # follow me: the teacher presents on their own server; every learner's page of the lesson follows
            await present.locator(".tt-follow-lead").click()
            for page in pages.values():
                await expect(page.locator(".tt-follow-bar")).to_be_visible(timeout=30_000)
            for _ in range(await present.evaluate("() => window.ttSlides().count")):  # on to the replay's slide
                if await present.locator(".tt-replay:visible").count():
                    break
                await present.keyboard.press("PageDown")
            at = await present.evaluate("() => window.ttSlides().index")
            assert at > 0, at
            for page in pages.values():
                await page.wait_for_function("i => window.ttSlides().index === i", arg=at, timeout=30_000)
            # and through the replay: each step the teacher takes, every learner's replay takes (en and zh)
            await present.evaluate("() => document.activeElement && document.activeElement.blur()")
            for k in (1, 2):
                await present.keyboard.press("ArrowRight")
                step = re.compile(rf"^(step {k} of \d+|第 {k} 步，共 \d+ 步)$")
                await expect(present.locator(".tt-replay:visible .tt-step").first).to_have_text(step)
                for page in pages.values():
                    await expect(page.locator(".tt-replay .tt-step").first).to_have_text(step, timeout=30_000)
            # a live question: the teacher puts the lesson's question 2 to the class from the class service
            right, wrong, n = _live_answers()
            lead = teacher.locator(".tt-liveq-lead")
            await lead.locator(".tt-liveq-lesson").select_option(QUIZ_LESSON)
            await expect(lead.locator(".tt-liveq-question")).to_have_attribute("data-lesson", QUIZ_LESSON,
                                                                              timeout=120_000)
            await lead.locator(".tt-liveq-question").select_option("2")
            await lead.locator(".tt-liveq-start-quiz").click()
            board = lead.locator(".tt-liveq-board")
            await expect(board.locator(".tt-liveq-row")).to_have_count(n, timeout=120_000)
            for name, choice in (("ada", right), ("cy", wrong)):  # the learners' pages, each on their own server
                await pages[name].locator(f"button.tt-liveq-choice[data-choice='{choice}']").click(timeout=30_000)
            await expect(board.locator(f".tt-liveq-row[data-choice='{right}']")).to_have_attribute(
                "data-count", "1", timeout=30_000)
            await expect(board.locator(f".tt-liveq-row[data-choice='{wrong}']")).to_have_attribute("data-count", "1")
            await board.locator(".tt-liveq-reveal").click()
            await expect(board.locator(".tt-liveq-row.tt-right")).to_have_attribute("data-choice", str(right))
            await expect(pages["ada"].locator(".tt-liveq-said")).to_contain_text("✓ Right!", timeout=30_000)
            await expect(pages["cy"].locator(".tt-liveq-said")).to_contain_text("✗", timeout=30_000)
            await teacher.screenshot(path=str(artifacts / "hub-liveq.png"))
            rows = teacher.locator("tr.tt-class-row")  # the teacher's page, not reloaded
            await expect(rows).to_have_count(3, timeout=30_000)
            names = sorted(t.split("\n")[0] for t in await teacher.locator("td.tt-class-name").all_inner_texts())
            question = teacher.locator(f".tt-question[data-item='quiz:{QUIZ_LESSON}#1']")
            stats = question.locator(".tt-question-stats")
            await expect(stats).to_contain_text("3 answered · 2 right at the first try")
            wrong = await question.locator(f".tt-choice-bar[data-answer='{answers['zh'][1]}']").get_attribute(
                "data-count")
            await teacher.screenshot(path=str(artifacts / "hub-classview.png"))
            async with teacher.expect_download() as info:
                await teacher.locator(".tt-class-export").click()
            csv_text = Path(await (await info.value).path()).read_text(encoding="utf-8-sig")
            for learner_context, _ in opened:
                await learner_context.close()
            await context.close()
            return {"names": names, "wrong": wrong, "csv": csv_text}
        finally:
            await browser.close()


@contextlib.contextmanager
def _class_hub(tmp_path: Path, db: str, python: Path, chp: str):
    """A hub on loopback whose class keeps its records (and tables) in ``db``, with the class service for the group
    ``teachers`` (:data:`TEACHER`): ``(base URL, the hub's log)``; afterwards the hub and everything it started are
    stopped."""
    port = free_port()
    env = {**os.environ, "TT_HUB_AUTH": "dummy", "TT_HUB_PASSWORD": PASSWORD, "TT_HUB_STATE": str(tmp_path),
           "TT_HUB_PORT": str(port), "TT_HUB_API_PORT": str(free_port()),
           "TT_HUB_PROXY_API_PORT": str(free_port()), "TT_CHP": chp, "TT_HUB_DB": db,
           "TT_HUB_TEACHERS": TEACHER, "TT_HUB_CLASS_PORT": str(free_port())}
    log_path = tmp_path / "hub.log"
    log = open(log_path, "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen([str(python.parent / "jupyterhub"), "-f", str(HUB / "jupyterhub_config.py")],
                            cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    started: set[int] = set()
    try:
        deadline = time.monotonic() + HUB_START
        while True:
            assert proc.poll() is None, log_path.read_text()[-4000:]
            try:
                urllib.request.urlopen(base + "/hub/login", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline, f"the hub did not answer within {HUB_START} s"
                time.sleep(0.3)
        yield base, log_path
        started = _descendants(proc.pid)
    finally:
        started |= _descendants(proc.pid)
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        deadline = time.monotonic() + 30
        while (left := {pid for pid in started if _alive(pid)}) and time.monotonic() < deadline:
            time.sleep(0.5)
        for pid in left:
            os.kill(pid, signal.SIGKILL)


@pytest.mark.hub
def test_a_class_on_the_hub_keeps_its_records_in_postgresql_and_the_teacher_sees_it(tmp_path):
    """Done when, on the hub (issue 23): PostgreSQL (Debian's, started here on loopback) holds the class's records;
    the hub's users are the learners and the group "teachers" may open the class view (a hub service); three
    learners see today's class first on their landing pages and answer a question (one wrong first, one in
    Chinese); the teacher presents the lesson on their own server and "follow me" moves every learner's page to
    the teacher's slide; the teacher puts the lesson's question 2 to the class from the class view, two learners
    answer on their open pages, the bars count them and "reveal" tells each learner; the teacher's open class view
    shows them, the wrong choice's bar, and exports the CSV; a learner gets 403 there; the answers are rows in
    PostgreSQL."""
    import csv
    import io

    from postgres import server

    from tutor import progress

    python, chp = _hub_python(), _chp()
    assert (python.parent / "jupyterhub").exists(), "`make hub` builds .venv-hub"
    assert chp, "configurable-http-proxy is missing: (cd deploy/jupyterhub && npm install)"
    conftest = _browser_conftest()
    answers = _quiz_answers()
    artifacts = ROOT / "artifacts"
    artifacts.mkdir(exist_ok=True)
    with server() as db:
        with _class_hub(tmp_path, db, python, chp) as (base, log_path):
            try:
                seen = asyncio.run(_hub_class(base, conftest, answers, artifacts))
            except BaseException:
                print(log_path.read_text()[-6000:])
                raise
        assert seen["names"] == ["ada", "bo", "cy"], seen["names"]  # the hub's users, by their names
        assert seen["wrong"] == "1"
        table = list(csv.reader(io.StringIO(seen["csv"])))
        assert sorted(r[0] for r in table[1:]) == ["ada", "bo", "cy"]
        store = progress.open(db)  # the records are PostgreSQL's
        try:
            quiz = store.answers_for(f"quiz:{QUIZ_LESSON}#1")
            assert sorted({a["learner"] for a in quiz}) == ["hub:ada", "hub:bo", "hub:cy"] and len(quiz) == 4
            live = store.answers_for(f"quiz:{QUIZ_LESSON}#2")  # the live question's answers, from two servers
            assert sorted((a["learner"], a["correct"]) for a in live) == [("hub:ada", True), ("hub:cy", False)]
            assert store.engine.dialect.name == "postgresql"
        finally:
            store.close()


def _check_set(db: str, seen: dict) -> None:
    """The set's traveller, as the class service showed it, against the engine's scoring of each table's record
    (read from PostgreSQL, where the learners' servers kept the tables), in the engine's order; the CSV likewise."""
    import csv
    import io

    from tutor import tables
    from tutor.games import get

    hall = tables.open(db)
    try:
        spades = get("spades")
        score = {tid: spades.summary(hall.record(tid, 1).final) for tid in seen["tables"]}
        for tid, cells in seen["rows"]:
            s = score[tid]
            assert cells[1:4] == [str(s["score"]["NS"]), str(s["score"]["EW"]),
                                  f"NS {s['bags']['NS']} · EW {s['bags']['EW']}"], (tid, cells)
        assert [tid for tid, _ in seen["rows"]] == sorted(seen["tables"], key=lambda x: -score[x]["score"]["NS"])
        rows = list(csv.DictReader(io.StringIO(seen["csv"])))
        assert {(r["table"], int(r["NS"]), int(r["EW"])) for r in rows} == \
            {(tid, s["score"]["NS"], s["score"]["EW"]) for tid, s in score.items()}
        d = hall.diverged(seen["sid"], 1, *seen["tables"])  # the compare page's first difference is the engine's
        assert seen["step"] == ("" if d is None else str(d["step"]))
        seats = {tid: hall.table(tid)["seats"] for tid in seen["tables"]}
        assert all(seats[tid][x]["robot"] for tid in seen["tables"] for x in "EW")  # robots in the other seats
    finally:
        hall.close()


# -- tables on the hub: learners on different servers at one table, the teacher's console in the class service --------

TABLE_LEARNERS = {"ada": "N", "bo": "E", "cy": "S", "di": "W"}


def _http_log_in(base: str, name: str, path: str, timeout: float = HUB_START) -> dict[str, str]:
    """Log in to the hub as ``name`` without a browser and open ``path`` (the hub starts the user's server for a
    ``/user/<name>/`` path and passes the hub's OAuth): the cookies a client then sends to ``path``'s server."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(base + "/hub/login", timeout=60).read().decode()
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)
    body = {"username": name, "password": PASSWORD, **({"_xsrf": xsrf.group(1)} if xsrf else {})}
    # to the hub's home page (no server started there), then the learner's own server started, for a /user/ path
    opener.open(urllib.request.Request(f"{base}/hub/login?next=%2Fhub%2Fhome",
                                       data=urllib.parse.urlencode(body).encode()), timeout=120).read()
    if path.startswith("/user/"):
        try:
            opener.open(f"{base}/hub/spawn/{name}", timeout=120).read()
        except urllib.error.HTTPError as e:  # "spawn pending" pages may answer with an error status
            if e.code not in (202, 424, 502, 503):
                raise
    deadline = time.monotonic() + timeout
    while True:  # the server may still be starting ("spawn pending"): ask again until the page itself answers
        try:
            with opener.open(base + path, timeout=120) as r:
                if urllib.parse.urlparse(r.url).path == urllib.parse.urlparse(base + path).path:
                    break
        except urllib.error.HTTPError as e:
            if e.code not in (424, 502, 503):
                raise
        assert time.monotonic() < deadline, f"{name}'s {path} did not open within {timeout} s"
        time.sleep(0.5)
    prefix = path.split("?")[0].rstrip("/").rsplit("/", 1)[0] if path.startswith("/user/") else path
    return {c.name: c.value for c in jar if prefix.startswith(c.path.rstrip("/")) or c.path == "/"}


def _teacher_client(base: str):
    """The teacher's requests to the class service (``/services/class/``): its cookies and XSRF token, as its page."""
    cookies = _http_log_in(base, TEACHER, "/services/class/")
    opener = urllib.request.build_opener()
    header = "; ".join(f"{k}={v}" for k, v in cookies.items())
    page = opener.open(urllib.request.Request(base + "/services/class/", headers={"Cookie": header}),
                       timeout=60).read().decode()
    xsrf = re.search(r'data-xsrf="([^"]+)"', page).group(1)
    assert 'class="tt-tables"' in page  # the console is on the class service's page
    assert 'class="tt-sets-link" href="class/sets"' in page  # and the class sets (served there: _set_on_hub)

    def call(path: str, body: dict | None = None) -> tuple[int, dict]:
        headers = {"Cookie": header, "X-XSRFToken": xsrf, "Content-Type": "application/json"}
        req = urllib.request.Request(f"{base}/services/class/class/tables{path}", headers=headers,
                                     data=None if body is None else json.dumps(body).encode())
        try:
            with opener.open(req, timeout=60) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, {}

    def page(path: str, form: dict[str, str] | None = None) -> tuple[int, str, str]:
        """A class-set page of the class service (``class/sets…``), or its form posted (with the page's XSRF
        field, as the teacher's browser sends it): (status, the URL after any redirect, the page's text)."""
        data = None if form is None else urllib.parse.urlencode({**form, "_xsrf": xsrf}).encode()
        req = urllib.request.Request(f"{base}/services/class/class/sets{path}", data=data, headers={
            "Cookie": header, **({"Content-Type": "application/x-www-form-urlencoded"} if data else {})})
        try:
            with opener.open(req, timeout=120) as r:
                return r.status, r.url, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, req.full_url, e.read().decode()

    call.page = page  # type: ignore[attr-defined]
    return call


async def _tables_on_hub(base: str) -> dict:
    """Four learners log in (each gets a server of their own); ada opens a Spades table from her server's lobby and
    the others sit down from theirs; they play the hand to the end, each through their own server's websocket, taking
    the engine's first legal action at their turn. Mid-hand the teacher pauses the table from the class service (every
    learner's page shows it paused, an action is refused), kibitzes it (all four hands) and resumes it. Each learner
    then opens the review of the hand from their own seat."""
    from tutor.serve.tables.client import Learner

    seconds: dict[str, float] = {}
    t0 = time.perf_counter()
    cookies = await asyncio.gather(*(asyncio.to_thread(_http_log_in, base, name, f"/user/{name}/tables")
                                     for name in TABLE_LEARNERS))
    teacher = await asyncio.to_thread(_teacher_client, base)
    seconds["log-ins and servers"] = time.perf_counter() - t0
    learners = {}
    for name, jar in zip(TABLE_LEARNERS, cookies, strict=True):
        learners[name] = Learner(f"{base}/user/{name}")
        learners[name].cookies.update(jar)
        await learners[name].start()
    tid = await learners["ada"].open_table("spades", seat="N")
    conns = {name: await learners[name].connect(tid) for name in TABLE_LEARNERS}
    for name, seat in TABLE_LEARNERS.items():
        if name != "ada":
            assert (await conns[name].send({"sit": seat}))["type"] == "done", name
    hands: dict[str, set] = {}

    async def next_turn() -> str | None:
        """The learner whose own latest view says it is their turn (None once the hand is over for all)."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            views = {n: c.view for n, c in conns.items()}
            for n, v in views.items():  # a seat sees its own cards only (once it looked): Spades shows no other hand
                assert v is not None and v.get("seat") == TABLE_LEARNERS[n], (n, v)
                if v["hand"]:
                    hands.setdefault(n, set(v["hand"]))
                assert set(v["hand"]) <= hands.get(n, set()) and not any(v.get("visible", {}).values()), (n, v)
            if all(v["over"] for v in views.values()):
                return None
            for n, v in views.items():
                if v["turn"] == v["seat"] and v["legal"] and not v.get("paused"):
                    return n
            await asyncio.sleep(0.05)
        raise TimeoutError("nobody's turn within 60 s")

    for n, seat in TABLE_LEARNERS.items():  # each page seated (its first view of its own seat)
        await conns[n].wait_view(lambda v, s=seat: v.get("seat") == s, timeout=30)
    t1 = time.perf_counter()
    actions, paused_once = 0, False
    while (name := await next_turn()) is not None:
        v = conns[name].view
        if actions == 20 and not paused_once:  # the teacher pauses the table, watches it, and resumes it
            paused_once = True
            status, _ = await asyncio.to_thread(teacher, f"/{tid}/pause", {})
            assert status == 200
            for conn in conns.values():  # on every learner's server, within a poll
                await conn.wait_view(lambda x: x.get("paused") is True, timeout=30)
            refused = await conns[name].send({"act": v["legal"][0]})
            assert refused["type"] == "refused", refused
            status, watched = await asyncio.to_thread(teacher, f"/{tid}.json")
            assert status == 200 and watched["paused"] and len(watched["seats"]) == 4
            seen = [c["card"] for s in watched["seats"] for c in s["cards"]]
            assert len(seen) == len(set(seen)) and all(s["cards"] for s in watched["seats"])
            status, listed = await asyncio.to_thread(teacher, ".json")
            row = next(x for x in listed["tables"] if x["id"] == tid)
            assert row["paused"] and sorted(s["seat"] for s in row["seats"] if s["learner"]) == ["E", "N", "S", "W"]
            assert (await asyncio.to_thread(teacher, f"/{tid}/resume", {}))[0] == 200
            for conn in conns.values():
                await conn.wait_view(lambda x: x.get("paused") is False, timeout=30)
            continue
        step = v["step"]
        answer = await conns[name].send({"act": v["legal"][0]})
        assert answer["type"] == "done", answer
        actions += 1
        for conn in conns.values():  # every page, on every server, moves past that step
            await conn.wait_view(lambda x, n=step: x["step"] > n, timeout=30)
    seconds["the hand"] = time.perf_counter() - t1
    reviews = {}
    for name, seat in TABLE_LEARNERS.items():
        status, text = await learners[name].get(f"/tables/{tid}/review?deal=1")
        assert status == 200 and f'data-seat="{seat}"' in text, (name, status)
        reviews[name] = seat
    for conn in conns.values():
        conn.close()
    seconds["the set"] = await _set_on_hub(teacher, learners)
    return {"table": tid, "actions": actions, "reviews": reviews, "seconds": seconds, "set": SET_SEEN}


SET_SEEN: dict = {}
SET_SEATS = {"ada": (0, "N"), "bo": (0, "S"), "cy": (1, "N"), "di": (1, "S")}


def _traveller_rows(text: str) -> list[tuple[str, list[str]]]:
    return [(tid, [html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, re.S)][1:])
            for tid, row in re.findall(r'<tr class="tt-traveller-row" data-table="([^"]+)">(.*?)</tr>', text, re.S)]


async def _set_on_hub(teacher, learners: dict) -> float:
    """A class set across the servers (issue 32): the teacher starts a one-deal Spades set at two tables from the
    class service's form; ada and bo sit at the first table from their own servers, cy and di at the second, and
    each table calls robots into its two empty seats; the four play the deal through their own servers' websockets;
    the teacher's traveller (class service) and each learner's own (their own server) list both tables, the compare
    page shows both replays, and the CSV holds both. What the rows say is checked against the engine in the test
    (over PostgreSQL)."""
    t0 = time.perf_counter()
    status, _, text = await asyncio.to_thread(teacher.page, "")
    assert status == 200 and 'class="tt-set-open"' in text, status
    assert (await asyncio.to_thread(teacher.page, "", {"game": "nope"}))[0] == 400  # a reason, not a set
    status, url, text = await asyncio.to_thread(teacher.page, "", {"game": "spades", "deals": "1", "seed": "9",
                                                                   "tables": "2", "level": "normal"})
    assert status == 200, text
    sid = re.search(r"/class/sets/(s[0-9a-f]+)", url).group(1)
    tids = re.findall(r'<tr class="tt-set-table" data-table="([^"]+)"', text)
    assert len(tids) == 2, text
    conns = {}
    for name, (i, seat) in SET_SEATS.items():
        conns[name] = await learners[name].connect(tids[i])
        assert (await conns[name].send({"sit": seat}))["type"] == "done", name
    for name in ("ada", "cy"):  # robots in the other two seats, asked from each table's page
        assert (await conns[name].send({"robots": "normal"}))["type"] == "done", name
    deadline = time.monotonic() + 240
    while not all(c.view and c.view["over"] for c in conns.values()):
        assert time.monotonic() < deadline, "the set's deal did not end at both tables"
        # a page's last message may still be the status it had before its seat was taken (no "seat" in it)
        mover = next((n for n, c in conns.items() if c.seated and c.view and c.view["turn"] == c.view["seat"]
                      and c.view["legal"] and not c.view.get("paused") and not c.view["over"]), None)
        if mover is None:
            await asyncio.sleep(0.05)
            continue
        v = conns[mover].view
        answer = await conns[mover].send({"act": v["legal"][0]})
        assert answer["type"] == "done", answer
        await conns[mover].wait_view(lambda x, n=v["step"]: x["step"] > n or x["over"], timeout=60)
    status, _, page = await asyncio.to_thread(teacher.page, f"/{sid}/1")
    assert status == 200
    rows = _traveller_rows(page)
    assert sorted(r[0] for r in rows) == sorted(tids), page
    for name in SET_SEATS:  # each learner's traveller, from their own server: the same rows in the same order
        status, text = await learners[name].get(f"/tables/{tids[SET_SEATS[name][0]]}/traveller?deal=1")
        assert status == 200 and _traveller_rows(text) == rows, (name, status)
    status, _, page = await asyncio.to_thread(teacher.page, f"/{sid}/1/diverged?a={tids[0]}&b={tids[1]}")
    assert status == 200 and page.count('<section class="tt-replay"') == 2, page
    step = re.search(r'class="tt-diverged" data-step="(\d*)"', page).group(1)
    status, _, csv_text = await asyncio.to_thread(teacher.page, f"/{sid}/results.csv")
    assert status == 200
    for conn in conns.values():
        conn.close()
    SET_SEEN.update(sid=sid, tables=tids, rows=rows, csv=csv_text, step=step)
    return time.perf_counter() - t0


@pytest.mark.hub
def test_four_learners_on_their_own_servers_share_a_table_and_the_teacher_pauses_and_watches_it(tmp_path):
    """Done when (issue 31, scale): on the hub, each learner's own server serves the tables against the class's
    PostgreSQL; four learners, each on their own single-user server, sit at one table and play a hand of Spades to the
    end; the teacher pauses it from the class service, kibitzes it and resumes it; each learner's review opens from
    their own seat; the hand is in each learner's record in PostgreSQL. No lesson kernel starts."""
    from postgres import server

    from tutor import progress

    python, chp = _hub_python(), _chp()
    assert (python.parent / "jupyterhub").exists(), "`make hub` builds .venv-hub"
    assert chp, "configurable-http-proxy is missing: (cd deploy/jupyterhub && npm install)"
    t0 = time.perf_counter()
    with server() as db:
        with _class_hub(tmp_path, db, python, chp) as (base, log_path):
            started = time.perf_counter() - t0
            try:
                seen = asyncio.run(_tables_on_hub(base))
            except BaseException:
                print(log_path.read_text()[-6000:])
                raise
            assert "Kernel started" not in log_path.read_text()
        store = progress.open(db)
        try:
            hands = store.answers_for(f"table:{seen['table']}#1")
            assert sorted(a["learner"] for a in hands) == [f"hub:{n}" for n in sorted(TABLE_LEARNERS)]
            assert {a["learner"]: json.loads(a["answer"])["seat"] for a in hands} == \
                {f"hub:{n}": s for n, s in TABLE_LEARNERS.items()}
            assert store.engine.dialect.name == "postgresql"
        finally:
            store.close()
        _check_set(db, seen["set"])
    print(f"\nhub up {started:.1f} s; " + ", ".join(f"{k} {v:.1f} s" for k, v in seen["seconds"].items())
          + f"; {seen['actions']} actions by the learners; whole test {time.perf_counter() - t0:.1f} s")
