"""The teacher fixes the class's house rules in the console and every table opened afterwards plays by them
(issue 34), through the app as ``make app`` runs it (``tutor.serve.launch``), real HTTP, no browser.

- The console's house-rules form offers, per game, the engine's presets and every switch with the one-line
  explanation of ``tutor.games.switches`` (compared here with the engine's list, not with the page's own words).
- A rule the game does not have is refused with the engine's reason and nothing is fixed; every change passes the
  XSRF check.
- The review of a hand played at such a table names its house rules too; the table's page carries the line its
  score sheets show.
- Once Gong Zhu's partnership room (对家, with a lower limit) is fixed, a table the teacher opens and a table a
  learner opens from the lobby both carry those rules in the tables' store; the lobby and the table page say which
  house rules apply in English, 简体中文 and 繁體中文; a hand of each room (对家 and 二副 two decks) is played to the
  end at a learner's table with robots; other games keep their usual rules; clearing them brings the usual back.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from tutor import tables
from tutor.games.switches import house_rules, switches
from tutor.i18n import language
from tutor.serve import launch
from tutor.serve.tables.client import Learner

ROOT = Path(__file__).resolve().parents[1]
PARTNERS = {"preset": "partnership", "lose_at": -2000}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app on a data folder of its own (the class folder too: no ``TUTOR_CLASS_DIR``)."""
    folder = tmp_path_factory.mktemp("houserules-app")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(folder / "data"))
    mp.delenv("TUTOR_DB", raising=False)
    mp.delenv("TUTOR_CLASS_DIR", raising=False)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=folder / "serve.log", timeout=90)
    finally:
        mp.undo()
    yield url.rstrip("/"), folder / "data"
    launch.stop(proc)


class Teacher(Learner):
    """The teacher's browser on the class view (open on loopback): JSON posts with the page's XSRF token."""

    async def console(self) -> str:
        status, text = await self.get("/class")
        assert status == 200, status
        self.xsrf = self.cookies.get("_xsrf", "")
        return text

    async def send(self, path: str, body: Any, *, xsrf: bool = True) -> tuple[int, Any]:
        headers = {"Content-Type": "application/json", **self.cookies_header()}
        if xsrf:
            headers["X-XSRFToken"] = self.xsrf
        request = HTTPRequest(self.url + path, method="POST", body=json.dumps(body), headers=headers,
                              request_timeout=60)
        response = await AsyncHTTPClient().fetch(request, raise_error=False)
        text = (response.body or b"").decode()
        return response.code, json.loads(text) if text.startswith("{") else text

    async def json(self, path: str) -> Any:
        status, text = await self.get(path)
        assert status == 200, (status, text)
        return json.loads(text)


def play_hand(hall: Any, tid: str, seat: str = "S", limit: int = 400) -> dict[str, Any]:
    """The learner at ``seat`` plays the first legal action each turn (robots play the others) to the hand's end."""
    me = hall.seat(tid, seat)
    for _ in range(limit):
        view = me.view()
        if view["over"]:
            return view
        assert view["turn"] == seat, view["turn"]
        me.act(view["legal"][0] if view["legal"] else view["choices"][0]["action"])
    raise AssertionError("the hand did not end")


def test_the_teacher_fixes_house_rules_and_every_new_table_plays_by_them(app):
    url, data = app

    async def scenario() -> None:
        teacher = Teacher(url)
        page = await teacher.console()
        assert 'class="tt-house"' in page and "House rules for the class" in page
        offered = (await teacher.json("/class/tables/house.json?lang=en"))["games"]
        for game in ("spades", "gongzhu", "bridge", "wang27"):  # every switch, explained by the engine's own line
            assert [(s["name"], s["explanation"]) for s in offered[game]["switches"]] == \
                [(s.name, str(s.explanation)) for s in switches(game)]
            assert offered[game]["fixed"] is None and offered[game]["lines"] == ["the usual rules"]
        assert {"partnership", "two_decks"} <= set(offered["gongzhu"]["presets"])
        zh = (await teacher.json("/class/tables/house.json?lang=zh"))["games"]["gongzhu"]["switches"]
        assert any("对家" in s["explanation"] for s in zh)
        # refused: no XSRF token; a switch the game does not have (the engine's reason), nothing fixed then
        assert (await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": PARTNERS}, xsrf=False))[0] == 403
        status, out = await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": {"lose_at": "lots"}})
        assert status == 400 and "lose_at" in out["error"]
        status, out = await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": {"preset": "nope"}})
        assert status == 400
        assert (await teacher.json("/class/tables/house.json"))["games"]["gongzhu"]["fixed"] is None
        # fixed: 对家 with a lower limit
        status, out = await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": PARTNERS})
        assert status == 200 and out["fixed"] == PARTNERS, out
        now = (await teacher.json("/class/tables/house.json"))["games"]["gongzhu"]
        assert now["fixed"] == PARTNERS and now["lines"] == house_rules("gongzhu", PARTNERS).plain()
        # the teacher's table (rules left to the class's) and a learner's table from the lobby both play by them
        status, out = await teacher.send("/class/tables/open", {"game": "gongzhu", "rules": "", "level": "beginner"})
        assert status == 200, out
        by_teacher = out["opened"]
        ann = Learner(url)
        await ann.start()
        mine = await ann.open_table("gongzhu", seat="S", level="beginner", robots=True)
        spades = await ann.open_table("spades", seat="S", level="beginner", robots=True)
        hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
        try:
            assert hall.table(by_teacher)["rules"] == PARTNERS and hall.table(mine)["rules"] == PARTNERS
            assert hall.table(spades)["rules"] in (None, {"preset": "msn"})  # another game: its usual rules
            # the lobby and the table page say which house rules apply, in each language
            for lang, word in (("en", "House rules: "), ("zh", "本桌规则："), ("zh-hant", "本桌規則：")):
                line = house_rules("gongzhu", PARTNERS)
                with language(lang):
                    said = line.plain()
                lobby = html.unescape((await ann.get(f"/tables?lang={lang}"))[1])
                assert word + said[0] in lobby, (lang, said)
                table_page = html.unescape((await ann.get(f"/tables/{mine}?lang={lang}"))[1])
                assert re.search(re.escape(word) + r"[^<]*" + re.escape(said[-1]), table_page), lang
                words = json.loads(re.search(r'id="tt-table-words">(.*?)</script>', table_page, re.S).group(1))
                assert words["house_line"].startswith(word + said[0]), lang  # above the score sheets (table.js)
            # a hand of the 对家 room to the end at a learner's table with robots
            over = play_hand(hall, mine)
            assert over["result"] and hall.table(mine)["rules"] == PARTNERS
            # the review of that hand (from the learner's record) names the house rules it was played by
            status, review = await ann.get(f"/tables/{mine}/review?lang=zh-hant")
            with language("zh-hant"):
                said = house_rules("gongzhu", PARTNERS).plain()
            assert status == 200 and "本桌規則：" + said[0] in html.unescape(review)
            # 二副: two decks, 26 cards each, at a table a learner opens now
            two = {"preset": "two_decks"}
            assert (await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": two}))[0] == 200
            second = await ann.open_table("gongzhu", seat="N", level="beginner", robots=True)
            assert hall.table(second)["rules"] == two
            assert len(hall.seat(second, "N").view()["hand"]) + len(hall.seat(second, "N").view()["trick"]) >= 25
            assert play_hand(hall, second, "N")["result"]
            # bridge's bidding system fixed for the class (issue 33): class tables' robots bid by it, the page says so
            precision = {"game": "bridge", "rules": {"bidding": "precision"}}
            status, out = await teacher.send("/class/tables/house", precision)
            assert status == 200 and out["fixed"]["bidding"] == "precision", out
            deal = await ann.open_table("bridge", seat="W", level="beginner", robots=True)
            assert hall.table(deal)["rules"]["bidding"] == "precision"
            assert "精确体系" in html.unescape((await ann.get(f"/tables/{deal}?lang=zh"))[1])
            # cleared: the usual rules again
            assert (await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": None}))[0] == 200
            usual = await ann.open_table("gongzhu", seat="E", level="beginner", robots=True)
            assert hall.table(usual)["rules"] in (None, {"preset": "zhongyou"})
        finally:
            hall.close()

    asyncio.run(scenario())


def test_a_class_set_started_from_the_console_plays_by_the_class_house_rules(app):
    """The class-set form of the console (``POST class/sets``): its tables play by the house rules the teacher
    fixed for the game (二副 with a lower limit), and the set's tables page says so."""
    import urllib.parse

    url, data = app
    two = {"preset": "two_decks", "lose_at": -1500}

    async def scenario() -> None:
        teacher = Teacher(url)
        await teacher.console()
        assert (await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": two}))[0] == 200
        form = {"game": "gongzhu", "deals": "2", "tables": "2", "seed": "11", "level": "beginner",
                "_xsrf": teacher.xsrf}
        request = HTTPRequest(url + "/class/sets", method="POST", body=urllib.parse.urlencode(form),
                              headers={"Content-Type": "application/x-www-form-urlencoded", **teacher.cookies_header()},
                              follow_redirects=False, request_timeout=60)
        response = await AsyncHTTPClient().fetch(request, raise_error=False)
        assert response.code == 303, (response.code, response.body[:300])
        sid = re.search(r"sets/(s[0-9a-f]+)", response.headers["Location"]).group(1)
        hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
        try:
            opened = [str(x["id"]) for x in hall.tables() if x.get("set") == sid or x.get("set_id") == sid]
            assert len(opened) == 2 and all(hall.table(t)["rules"] == two for t in opened)
            view = hall.seat(opened[0], "S").view()
            assert len(view["hand"]) + len(view.get("trick") or []) >= 25  # 二副: 26 cards each
            board = (await teacher.json("/class/tables.json?lang=zh"))["tables"]
            assert {r["rules_name"] for r in board if r["id"] in opened} == {"两副牌，对家搭档（二副）"}
        finally:
            hall.close()
            await teacher.send("/class/tables/house", {"game": "gongzhu", "rules": None})

    asyncio.run(scenario())
