"""Learners at a table through the app's real pages and websockets (issue 31), no browser: the app as ``make app``
runs it (``tutor.serve.launch``), four learners with their own cookies (``tutor.serve.tables.client``).

- Four learners play a hand of each game to the end through their sockets; every message each of them received is
  scanned for card texts, and each card found must be one the engine lets that seat see at that moment — worked out
  here from the hand's record (``hall.record``) and the game's own ``card_places`` and ``visible_seats``, not from
  the view the server sent.
- A dropped connection comes back at the same step with the same hand; a second connection (a second tab) of the
  same learner gets the same seat, and asking for another seat gives that one back; an illegal card is refused with
  the engine's reason, to that page only, and nothing changes; a hostile name is text; XSRF and identity are checked.
"""

from __future__ import annotations

import asyncio
import html
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from tests.tables_audit import Seen, cards_in, choose, engine_pick, leaks
from tutor import tables
from tutor.serve import launch
from tutor.serve.tables.client import Connection, Learner

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = "<img src=x onerror=alert(1)>"
GAMES = ("spades", "gongzhu", "bridge", "wang27")
#: each app's data folder, by its URL (the tests open its hall as another process would)
DATA: dict[str, Path] = {}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app on a data folder of its own (its SQLite holds the tables), no kernels kept warm."""
    folder = tmp_path_factory.mktemp("tables-app")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(folder / "data"))
    mp.delenv("TUTOR_DB", raising=False)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=folder / "serve.log", timeout=90)
    finally:
        mp.undo()
    DATA[url.rstrip("/")] = folder / "data"
    yield url, folder / "data"
    launch.stop(proc)


def hall_of(data: Path) -> Any:
    """The app's hall, opened here as another process would (the same database)."""
    return tables.open(f"sqlite:///{data / 'progress.sqlite'}")


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def seat_four(url: str, game: str, *, names: dict[str, str] | None = None) -> tuple[str, dict[str, Connection]]:
    """Four learners, each with a browser of their own: South opens the table, the others sit down from it."""
    people = {s: Learner(url) for s in "SNEW"}
    for s, learner in people.items():
        await learner.start()
        if names and s in names:
            await learner.name(names[s])
    table = await people["S"].open_table(game, seat="S")
    conns = {"S": await people["S"].connect(table)}
    for s in "NEW":
        conns[s] = await people[s].connect(table)
        answer = await conns[s].send({"sit": s})
        assert answer["type"] == "done", answer
    for s, c in conns.items():
        await c.wait_view(lambda v, s=s: v.get("seat") == s and all(not x["free"] for x in v["seats"].values()))
    return table, conns


async def play_on(conns: dict[str, Connection], rng: random.Random, *, stop: Any = None, limit: int = 600) -> int:
    """Play until the hand is over (or ``stop(views)``): the seat whose turn it is acts from its own view (where
    its view cannot list every legal play, the engine draws one: :func:`tests.tables_audit.engine_pick`)."""
    acted = 0
    hall = hall_of(DATA[conns["S"].learner.url])
    while acted < limit:
        views = {s: c.view for s, c in conns.items()}
        if all(v and v["over"] for v in views.values()) or (stop and stop(views)):
            return acted
        turn = next((s for s, v in views.items() if v and v["turn"] == s and (v["legal"] or v["legal_count"])),
                    None)
        if turn is None:  # a view is on its way
            waits = [asyncio.ensure_future(c.wait_view(lambda v, n=c.view["step"]: v["step"] > n, 30))
                     for c in conns.values()]
            done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            for w in pending:
                w.cancel()
            if not any(w.exception() is None for w in done):
                raise AssertionError(f"no seat can act and nothing changes: {views}")
            continue
        view = views[turn]
        engine = lambda table=conns[turn].table: engine_pick(hall, table, rng)  # noqa: E731
        answer = await conns[turn].send({"act": choose(view, rng, engine)})
        assert answer["type"] == "done", f"{view['game']}: {answer}"
        acted += 1
        await conns[turn].wait_view(lambda v, n=view["step"]: v["step"] > n)
    raise AssertionError(f"the hand did not end within {limit} actions")


@pytest.mark.parametrize("game", GAMES)
def test_four_learners_play_a_hand_and_see_only_their_own_cards(app, game):
    url, data = app

    async def scenario() -> None:
        table, conns = await seat_four(url, game)
        acted = await play_on(conns, random.Random(7))
        assert acted > 4
        for c in conns.values():  # every page ends on the same final step
            await c.wait_view(lambda v: v["over"])
        steps = {s: c.view["step"] for s, c in conns.items()}
        assert len(set(steps.values())) == 1, steps
        final = conns["S"].view
        assert final["result"] and final["sheets"]  # the engine's summary and score sheets
        hall = hall_of(data)
        record = hall.record(table)
        seen = Seen(record)
        assert seen.states[-1].is_terminal()
        problems = {s: leaks(c, seen, s) for s, c in conns.items()}
        assert not any(problems.values()), problems
        # the check above can fail: South's first view with North's cards put in it is found out
        first = next(m for _, m in conns["S"].received if m.get("type") == "view" and m["view"]["step"] > 0)
        north = [str(c) for c in seen.game.card_places(seen.states[0])["hand N"]]
        forged = Connection(conns["S"].learner, table)
        forged.received = [(0.0, {**first, "view": {**first["view"], "log": [f"♠? {north[0]}"], "hand": north}})]
        assert leaks(forged, seen, "S")
        scanned = sum(len(c.received) for c in conns.values())
        assert scanned > 4 * acted
        for c in conns.values():
            c.close()

    run(scenario())


def test_a_dropped_connection_and_a_second_tab_get_the_same_seat(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "spades")
        rng = random.Random(3)
        await play_on(conns, rng, stop=lambda views: views["S"]["phase"] == "play" and len(views["S"]["hand"]) < 12)
        # the last play's view may still be on its way to East (seen in make test: step 19 kept, 20 on the table)
        newest = max(c.view["step"] for c in conns.values())
        before = await conns["E"].wait_view(lambda v: v["step"] >= newest)
        conns["E"].drop()
        again = await conns["E"].learner.connect(table)
        assert again.view["seat"] == "E" and again.view["step"] == before["step"]
        assert again.view["hand"] == before["hand"]
        conns["E"] = again
        # a second tab of South: the same seat and hand, and asking for another seat gives South back
        tab = await conns["S"].learner.connect(table)
        assert tab.view["seat"] == "S" and tab.view["hand"] == conns["S"].view["hand"]
        answer = await tab.send({"sit": "N"})
        assert answer["type"] in ("done", "refused")
        await asyncio.sleep(0.5)
        assert tab.view["seat"] == "S" and conns["N"].view["seat"] == "N"
        # both tabs follow the table: a play by anyone reaches them both at the same step
        await play_on(conns, rng, stop=lambda views: max(v["step"] for v in views.values()) > before["step"] + 6)
        step = conns["S"].view["step"]
        await tab.wait_view(lambda v: v["step"] >= step)
        assert tab.view["hand"] == conns["S"].view["hand"]
        for c in [*conns.values(), tab]:
            c.close()

    run(scenario())


def test_an_illegal_card_gets_the_reason_and_changes_nothing(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "spades")
        rng = random.Random(5)

        def someone_must_follow(views: dict[str, Any]) -> bool:
            return any(v["turn"] == s and v["phase"] == "play" and v["trick"] and
                       set(v["hand"]) - set(v["legal"]) for s, v in views.items())

        await play_on(conns, rng, stop=someone_must_follow)
        seat = next(s for s, c in conns.items() if c.view["turn"] == s)
        view = conns[seat].view
        wrong = sorted(set(view["hand"]) - set(view["legal"]))[0]
        counts = {s: len(c.received) for s, c in conns.items()}
        answer = await conns[seat].send({"act": wrong})
        assert answer["type"] == "refused" and answer["reason"]
        assert "Traceback" not in answer["reason"] and "IllegalAction" not in answer["reason"]
        # not this seat's turn: refused too
        other = next(s for s in conns if s != seat)
        answer2 = await conns[other].send({"act": conns[other].view["hand"][0]})
        assert answer2["type"] == "refused" and answer2["reason"]
        await asyncio.sleep(0.6)  # three polls: nothing changed, so nothing was sent
        for s, c in conns.items():
            extra = [m for _, m in c.received[counts[s]:] if m.get("type") in ("view", "status")]
            assert extra == [], (s, extra)
            assert c.view["step"] == view["step"]
        assert conns[seat].view["hand"] == view["hand"]
        # the refusal went to the sender only
        assert not any(m.get("type") == "refused" for s, c in conns.items() if s not in (seat, other)
                       for _, m in c.received)
        for c in conns.values():
            c.close()

    run(scenario())


def test_a_hostile_name_is_text_on_every_page(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "gongzhu", names={"N": HOSTILE})
        assert conns["S"].view["seats"]["N"]["name"] == HOSTILE  # data, drawn by the page with textContent
        status, lobby = await conns["S"].learner.get("/tables?lang=en")
        assert status == 200
        assert html.escape(HOSTILE) in lobby and HOSTILE not in lobby
        # the landing page's box of open tables (its script asks open.json for it): this table, the name as text
        status, landing = await conns["S"].learner.get("/")
        assert status == 200 and "tt-tables-slot" in landing and "tables/landing.js" in landing
        status, text = await conns["S"].learner.get("/tables/open.json?box=1&lang=zh")
        box = json.loads(text)["html"]
        assert f'data-table="{table}"' in box and html.escape(HOSTILE) in box and HOSTILE not in box
        assert "现在开着的牌桌" in box
        for c in conns.values():
            c.close()

    run(scenario())


def test_identity_and_xsrf_are_checked(app):
    url, _ = app

    async def scenario() -> None:
        ann = Learner(url)
        await ann.start()
        table = await ann.open_table("bridge", seat="S", robots=True)
        # a socket without the page's XSRF token is refused
        ann_xsrf, ann.xsrf = ann.xsrf, "2|00|11|22"
        with pytest.raises(Exception):  # noqa: B017 - tornado's HTTP 403 on the upgrade
            await ann.connect(table, timeout=10)
        ann.xsrf = ann_xsrf
        # a browser without the learner cookie (another site's page) is refused too
        eve = Learner(url)
        eve.xsrf = ann.xsrf
        eve.cookies = {"_xsrf": ann.cookies["_xsrf"]}
        with pytest.raises(Exception):  # noqa: B017
            await eve.connect(table, timeout=10)
        # a form without the token opens nothing
        status, _ = await Learner(url).post("/tables/new", game="spades", seat="S")
        assert status == 403
        # Ann's page: her seat, robots at the others, her cards only
        conn = await ann.connect(table)
        assert conn.view["seat"] == "S" and all(conn.view["seats"][s]["robot"] for s in "NEW")
        # a stranger at a full table is not seated and sees no card at all
        bob = Learner(url)
        await bob.start()
        watcher = await bob.connect(table)
        assert watcher.seated is False and cards_in(watcher.view) == set()
        # an unknown table is a page that says so, never a traceback
        status, text = await bob.get("/tables/nosuchtable?lang=zh")
        assert status == 404 and "Traceback" not in text and "没有" in text
        bad = await conn.send({"act": {"nonsense": [1, 2]}})
        assert bad["type"] == "refused" and "Traceback" not in bad["reason"]
        for c in (conn, watcher):
            c.close()

    run(scenario())


@pytest.mark.parametrize("lang, word", [("en", "Open tables"), ("zh", "桌"), ("zh-hant", "桌")])
def test_the_lobby_speaks_three_languages(app, lang, word):
    url, _ = app

    async def scenario() -> None:
        learner = Learner(url, lang=lang)
        text = await learner.start()
        assert word in text and 'class="tt-new-table"' in text
        assert f'lang="{ {"en": "en", "zh": "zh-Hans", "zh-hant": "zh-Hant"}[lang] }"' in text

    run(scenario())


def test_a_change_from_another_process_reaches_every_page_and_leaving_is_told_to_all(app):
    """The teacher pauses the table from another process (the hall opened here, on the app's database): every page
    shows it within a few polls, an action is refused with the reason while paused; resumed, play goes on. A learner
    who leaves the running hand runs away (逃跑): a robot plays on and every page is told why."""
    url, data = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "spades")
        rng = random.Random(9)
        await play_on(conns, rng, stop=lambda views: views["S"]["phase"] == "play")
        hall = hall_of(data)
        hall.pause(table)
        for c in conns.values():
            await c.wait_view(lambda v: v["paused"], timeout=5)
        seat = next(s for s, c in conns.items() if c.view["turn"] == s)
        step = conns[seat].view["step"]
        refused = await conns[seat].send({"act": conns[seat].view["hand"][0]})
        assert refused["type"] == "refused" and refused["reason"]
        assert conns[seat].view["legal"] == []  # nothing offered while paused
        hall.resume(table)
        for c in conns.values():
            await c.wait_view(lambda v: not v["paused"], timeout=5)
        await play_on(conns, rng, stop=lambda views: max(v["step"] for v in views.values()) > step + 2)
        # West leaves the running hand
        answer = await conns["W"].send({"leave": True})
        assert answer["type"] == "done"
        for s in "NES":
            view = await conns[s].wait_view(lambda v: bool(v["seats"]["W"]["robot"]), timeout=5)
            assert view["messages"], view  # the reason, shown to all
        west = await conns["W"].wait(lambda m: m.get("type") == "status", timeout=5)
        assert cards_in(west) == set()  # West's page now sees no card
        for c in conns.values():
            c.close()

    run(scenario())


def test_on_a_network_the_token_is_needed_for_the_pages_and_the_socket(tmp_path):
    """``make app HOST=0.0.0.0``: without the class's token the lobby, a table and its socket are refused; with the
    shared link (its token, then the login cookie it leaves) a learner opens a table and plays from its socket."""
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(tmp_path / "data"))
    mp.delenv("TUTOR_DB", raising=False)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=tmp_path / "serve.log",
                                 timeout=90, ip="0.0.0.0")
    finally:
        mp.undo()
    try:
        token = re.search(r"token=([\w-]+)", proc.output.text()).group(1)  # type: ignore[attr-defined, union-attr]

        async def scenario() -> None:
            eve = Learner(url)
            status, _ = await eve.get("/tables")
            assert status in (302, 403)  # to the login page, never the lobby
            status, _ = await eve.get("/tables/open.json")
            assert status in (302, 403)
            ann = Learner(url)
            status, _ = await ann.get(f"/tables?token={token}")
            assert status == 200
            await ann.start()
            table = await ann.open_table("spades", seat="S", robots=True)
            conn = await ann.connect(table)
            assert conn.view["seat"] == "S"
            # the same socket without the login cookie: refused
            eve.cookies = {k: v for k, v in ann.cookies.items() if k in ("_xsrf", "tutor_learner")}
            eve.xsrf = ann.xsrf
            with pytest.raises(Exception):  # noqa: B017 - tornado's HTTP 403 on the upgrade
                await eve.connect(table, timeout=10)
            conn.close()

        run(scenario())
    finally:
        launch.stop(proc)
