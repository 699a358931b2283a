"""Class sets in the teacher's console (issue 32), over real HTTP against the launched app: the teacher starts a set
(seed, or a pasted PBN file for bridge) at a table per group, moves a lockstep set on, reads the traveller (every
number as ``hall.traveller`` gives it, in its order), compares two tables where they went different ways (the first
action where they differ as ``hall.diverged`` says, the coach's reason, both replays), and downloads the results
(CSV, bridge PBN that the bridge facade reads back) and a printable handout."""

from __future__ import annotations

import csv
import html
import io
import json
import re
import subprocess
import sys
import urllib.parse

from test_classroom import Browserless
from test_classview import HOSTILE, ROOT, _learner_id, _play_out, _xsrf_post, server  # noqa: F401 - the launched app's fixture

from tutor import tables
from tutor.games import get


def _post(tab: Browserless, path: str, form: dict[str, str], xsrf: str | None):
    body = dict(form, **({"_xsrf": xsrf} if xsrf else {}))
    return tab.request(path, data=urllib.parse.urlencode(body).encode(),
                       headers={"Content-Type": "application/x-www-form-urlencoded", "Origin": tab.url})


def _rows(page: str) -> list[tuple[str, list[str]]]:
    """The traveller's rows on a page: (table id, cells after the table's number and the players)."""
    out = []
    for tid, row in re.findall(r'<tr class="tt-traveller-row" data-table="([^"]+)">(.*?)</tr>', page, re.S):
        out.append((tid, [html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, re.S)][1:]))
    return out


def _open(teacher: Browserless, form: dict[str, str]) -> str:
    status, headers, _ = _post(teacher, "/class/sets", form, teacher.cookie("_xsrf"))
    assert status == 303, status
    m = re.search(r"sets/(s[0-9a-f]+)", headers["Location"])
    assert m, headers
    return m.group(1)


def test_a_spades_set_in_lockstep_its_traveller_divergence_csv_and_handout(server):  # noqa: F811
    start, _data = server
    url, _log = start()
    teacher = Browserless(url)
    page = teacher.request("/class")[2]
    assert 'class="tt-sets-link" href="class/sets"' in page
    status, _, page = teacher.request("/class/sets")
    assert status == 200 and 'name="_xsrf"' in page and "Start a class set" in page
    # no XSRF token: refused, nothing opened
    assert _post(teacher, "/class/sets", {"game": "spades"}, None)[0] == 403
    sid = _open(teacher, {"game": "spades", "deals": "2", "seed": "5", "tables": "2", "lockstep": "1",
                          "level": "normal"})
    hall = tables.open(None)  # another process on the app's store
    try:
        info = hall.set_info(sid)
        assert info["deals"] == 2 and info["lockstep"] and len(info["tables"]) == 2
        a, b = info["tables"]
        assert all(s["free"] for s in hall.table(a)["seats"].values())  # every seat for the learners
        # the groups sit down (a hostile name at table a); robots of two different levels fill the rest and play
        learner = Browserless(url)
        ann = _learner_id(learner)
        hall.sit(a, "S", learner=ann, name=HOSTILE)
        hall.fill(a, level="beginner")
        _play_out(hall, a, "S")
        hall.fill(b, level="random")
        assert hall.table(a)["over"] and hall.table(b)["over"]
        assert hall.table(a)["deal"] == 1  # lockstep: nobody goes on before the teacher says
        status, _, page = teacher.request(f"/class/sets/{sid}")
        assert status == 200 and HOSTILE not in page and html.escape(HOSTILE) in page
        want = hall.traveller(sid, 1)
        got = _rows(page)
        assert [r[0] for r in got] == [r["table"] for r in want]  # the engine's order (best North–South first)
        for (_, cells), r in zip(got, want, strict=True):
            assert cells[1:3] == [str(r["score"]["NS"]), str(r["score"]["EW"])]
            assert cells[3] == f"NS {r['score']['bags']['NS']} · EW {r['score']['bags']['EW']}"
        # the learner's traveller, reached from her table's page once her table finished the deal; nobody else's
        assert 'class="tt-traveller-link' in learner.request(f"/tables/{a}")[2]
        status, _, page = learner.request(f"/tables/{a}/traveller")
        assert status == 200 and [r[0] for r in _rows(page)] == [r["table"] for r in want]
        assert learner.request(f"/tables/{a}/traveller?deal=2")[0] == 400  # not finished yet
        other = Browserless(url)
        _learner_id(other)
        assert other.request(f"/tables/{a}/traveller")[0] == 400
        # lockstep: "everyone to deal 2", XSRF-checked
        assert _post(teacher, f"/class/sets/{sid}/deal", {"deal": "2"}, None)[0] == 403
        status, headers, _ = _post(teacher, f"/class/sets/{sid}/deal", {"deal": "2"}, teacher.cookie("_xsrf"))
        assert status == 303 and hall.table(a)["deal"] == 2 and hall.table(b)["deal"] == 2
        # presentation mode and the handout (print CSS, type 10 pt or more)
        status, _, page = teacher.request(f"/class/sets/{sid}/1?present=1")
        assert status == 200 and "tt-present" in page and len(_rows(page)) == 2
        status, _, page = teacher.request(f"/class/sets/{sid}/1/handout")
        assert status == 200 and "@media print" in page and "tt-handout-hands" in page
        sizes = [float(x) for x in re.findall(r"@media print\{body\{font-size:([\d.]+)pt", page)]
        assert sizes and min(sizes) >= 10
        # where the two tables went different ways: the engine's step, the coach's reason, both replays
        d = hall.diverged(sid, 1, a, b)
        assert d is not None
        status, _, page = teacher.request(f"/class/sets/{sid}/1/diverged?a={a}&b={b}")
        assert status == 200, page
        assert f'class="tt-diverged" data-step="{d["step"]}"' in page
        coach = re.search(r'<p class="tt-diverged-coach">(.*?)</p>', page, re.S)
        assert coach and coach.group(1).startswith("The coach would play ")
        assert len(re.findall(r'<section class="tt-replay"', page)) == 2 and page.count("<svg") >= 2
        assert teacher.request(f"/class/sets/{sid}/1/diverged?a={a}&b={a}")[0] == 400
        # the CSV: the traveller's numbers, the spreadsheet-safe names
        status, headers, text = teacher.request(f"/class/sets/{sid}/results.csv")
        assert status == 200 and headers["Content-Type"].startswith("text/csv") and text == hall.export_csv(sid)
        rows = list(csv.DictReader(io.StringIO(text)))
        first = [(r["table"], int(r["NS"])) for r in rows if r["deal"] == "1"]
        assert first == [(r["table"], r["score"]["NS"]) for r in want]
        assert teacher.request(f"/class/sets/{sid}/results.pbn")[0] == 400  # only bridge is written as PBN
        # 简体中文 and 繁體中文
        assert "开始全班套牌" in teacher.request("/class/sets?lang=zh")[2]
        assert "開始全班套牌" in teacher.request("/class/sets?lang=zh-hant")[2]
    finally:
        hall.close()


def test_a_bridge_set_from_a_pasted_pbn_file_and_its_pbn_results_read_back(server, tmp_path):  # noqa: F811
    hall = tables.open(None)
    start, _data = server
    url, _log = start()
    teacher = Browserless(url)
    teacher.request("/class/sets")
    try:
        # the deals of a PBN file (written by the bridge facade from two boards of a seed)
        bridge = get("bridge")
        from tutor.games import bridge as b

        deals = [b.new_hand(40 + k, None, board_number=k + 1) for k in range(2)]
        from tutor import replay

        pbn = bridge.write_text([replay.record(d, [], game="bridge") for d in deals], ".pbn")
        assert _post(teacher, "/class/sets", {"game": "spades", "pbn": pbn}, teacher.cookie("_xsrf"))[0] == 400
        sid = _open(teacher, {"game": "bridge", "pbn": pbn, "tables": "3", "level": "normal"})
        info = hall.set_info(sid)
        assert info["deals"] == 2 and len(info["tables"]) == 3 and not info["lockstep"]
        for tid, level in zip(info["tables"], ("normal", "random", "random"), strict=True):
            hall.fill(tid, level=level)
            hall.next_deal(tid)  # own pace
        assert all(hall.table(t)["finished"] for t in info["tables"])
        page = teacher.request(f"/class/sets/{sid}/2")[2]
        want = hall.traveller(sid, 2)
        got = _rows(page)
        assert [r[0] for r in got] == [r["table"] for r in want] and len(got) == 3
        for (_, cells), r in zip(got, want, strict=True):
            assert cells[2:5] == [str(r["score"]["NS"]), str(r["score"]["EW"]), f"{r['imps']['NS']:+d}"]
        status, _, text = teacher.request(f"/class/sets/{sid}/results.pbn")
        assert status == 200 and text == hall.export_pbn(sid)
        back = bridge.read_text(text, ".pbn")
        assert len(back) == 6  # each table's two boards, auction and play
        scores = sorted(bridge.summary(rp.final)["score"]["NS"] for rp in back)
        assert scores == sorted(r["score"]["NS"] for k in (1, 2) for r in hall.traveller(sid, k))
        path = tmp_path / "set.pbn"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "tutor", "check", str(path)], cwd=ROOT, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stdout + done.stderr
        # the start-a-set page's own form: a file uploaded would be read the same way; a bad PBN is a reason
        status, _, page = _post(teacher, "/class/sets", {"game": "bridge", "pbn": "not a pbn"},
                                teacher.cookie("_xsrf"))
        assert status == 400 and "Traceback" not in page and 'class="tt-error"' in page
        assert json.dumps(info)  # the set's info is plain data
        # the example composer's share links, pasted into the form, are the set's deals; a bad link is a reason
        from tutor.widgets.compose import ExampleComposer

        composed = ExampleComposer("bridge", seed=8)
        assert composed.set(contract="4S", declarer="S")
        link = f"{url}/voila/render/en/bridge/compose.ipynb?{composed.share.query}"
        assert 'name="links"' in teacher.request("/class/sets")[2]
        sid = _open(teacher, {"game": "bridge", "links": link, "tables": "1", "level": "beginner"})
        info = hall.set_info(sid)
        assert info["deals"] == 1
        hall.fill(info["tables"][0], level="random")
        assert hall.record(info["tables"][0], 1).record["hands"] == composed.replay.record["hands"]
        for links, reason in ((link.replace("N=", "N=SA%2CSA&X="), "link 1: hands.N: expected 13 cards"),
                              ("https://example.org/", "link 1 is not a share link of the example composer")):
            status, _, page = _post(teacher, "/class/sets", {"game": "bridge", "links": links},
                                    teacher.cookie("_xsrf"))
            assert status == 400 and 'class="tt-error"' in page and reason in html.unescape(page), page
        status, _, page = _post(teacher, "/class/sets", {"game": "bridge", "links": link, "pbn": pbn},
                                teacher.cookie("_xsrf"))
        assert status == 400 and "not both" in html.unescape(page)
        # the share bar's short link (made by this server's POST /s) stands for the long one; an unknown one is named
        status, _, made = _xsrf_post(teacher, "/s", {"target": link[len(url):]}, teacher.cookie("_xsrf"))
        assert status == 200, made
        short = json.loads(made)["url"]
        assert "/s/" in short and "calc=" not in short
        sid = _open(teacher, {"game": "bridge", "links": f"{url}{short}" if short.startswith("/") else short,
                              "tables": "1", "level": "beginner"})
        tid = hall.set_info(sid)["tables"][0]
        hall.fill(tid, level="random")
        assert hall.record(tid, 1).record["hands"] == composed.replay.record["hands"]
        status, _, page = _post(teacher, "/class/sets", {"game": "bridge", "links": f"{link}\n{url}/s/aaaaaaa"},
                                teacher.cookie("_xsrf"))
        assert status == 400 and "link 2 is a short link this server did not make" in html.unescape(page), page
    finally:
        hall.close()


def test_gong_zhu_and_27_wang_travellers_match_the_engines_scoring_of_each_tables_record(server):  # noqa: F811
    start, _data = server
    url, _log = start()
    teacher = Browserless(url)
    teacher.request("/class/sets")
    hall = tables.open(None)
    try:
        for game in ("gongzhu", "wang27"):
            sid = _open(teacher, {"game": game, "deals": "1", "seed": "11", "tables": "2", "level": "normal"})
            ids = hall.set_info(sid)["tables"]
            for tid, level in zip(ids, ("beginner", "random"), strict=True):
                hall.fill(tid, level=level)
            status, _, page = teacher.request(f"/class/sets/{sid}/1?present=1")
            assert status == 200 and "tt-present" in page
            got = dict(_rows(page))
            assert set(got) == set(ids)
            facade = get(game)
            for tid in ids:
                s = facade.summary(hall.record(tid, 1).final)  # the engine's own scoring of the table's record
                if game == "gongzhu":
                    assert got[tid] == [str(s["score"][x]) for x in "NESW"]
                else:
                    assert got[tid][2:5] == [str(s["target"]), str(s["points"]), str(s["kitty_bonus"])]
                    assert got[tid][5] == f"NS {s['levels']['NS']} · EW {s['levels']['EW']}"
            order = [r[0] for r in _rows(page)]
            assert order == [r["table"] for r in hall.traveller(sid, 1)]
    finally:
        hall.close()
