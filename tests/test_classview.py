"""The class view (issue 23): today's plan, each learner's row, each question's answers, the CSV, and the live
server's rules of who may see what (loopback open; on a network the teacher's key, never the learners' token;
every change passes the XSRF check)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from pathlib import Path

import nbformat
import pytest
from test_classroom import Browserless

from tutor import classview, progress
from tutor.serve import launch

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = "<img src=x onerror=alert(1)>"
LESSON = "spades/01-the-deal-and-the-bid"
T0 = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


@pytest.fixture()
def store(tmp_path):
    s = progress.open(f"sqlite:///{tmp_path / 'p.sqlite'}")
    yield s
    s.close()


def _class(store, folder):
    """Three learners answer question 1 (one wrong first: "3"), one answers question 2; Ann finishes the lesson."""
    store.set_name("b-ann", "Ann")
    store.set_name("b-bo", "Bo")
    store.set_name("b-x", HOSTILE)
    q1, q2 = f"quiz:{LESSON}#1", f"quiz:{LESSON}#2"
    store.record("b-ann", q1, True, answer="13")
    store.record("b-bo", q1, False, answer="3")
    store.record("b-bo", q1, True, answer="13")  # right at the second try: not first-try right
    store.record("b-x", q1, True, answer="13")
    store.record("b-ann", q2, True, answer="North")
    store.record("b-ann", f"lesson:{LESSON}", True, answer="finished")


def test_the_board_counts_each_learner_and_each_question(store, tmp_path):
    classview.assign([LESSON], [], folder=tmp_path)
    _class(store, tmp_path)
    b = classview.board(store, folder=tmp_path)
    assert [c["id"] for c in b["columns"]] == [LESSON]
    rows = {r["name"]: r for r in b["rows"]}
    assert set(rows) == {"Ann", "Bo", HOSTILE}  # the hostile name is kept as the text it is
    ann, bo = rows["Ann"]["cells"][LESSON], rows["Bo"]["cells"][LESSON]
    assert ann["finished"] and (ann["questions"], ann["first_try_right"], ann["mastery"]) == (2, 2, 1.0)
    assert not bo["finished"] and (bo["questions"], bo["first_try_right"], bo["mastery"]) == (1, 0, 0.0)
    assert rows["Bo"]["answers"] == 2
    q1 = next(q for q in b["questions"] if q["item"].endswith("#1"))
    assert (q1["answered"], q1["first_try_right"]) == (3, 2)
    # a bar per choice chosen at the first try, the right one marked and first
    assert q1["choices"] == [{"answer": "13", "right": True, "count": 2}, {"answer": "3", "right": False, "count": 1}]
    assert q1["title"] == "Spades 01 · question 1"


def test_results_csv_has_a_row_per_learner_and_no_formula(store, tmp_path):
    classview.assign([LESSON], ["spades.follow"], folder=tmp_path)
    _class(store, tmp_path)
    store.set_name("b-bo", "=1+2")
    store.record("b-bo", "drill:spades.follow:7", False, answer="♠2")
    store.record("b-bo", "drill:spades.follow:8", True, answer="♠A")
    rows = list(csv.reader(io.StringIO(classview.results_csv(classview.board(store, folder=tmp_path)))))
    head, body = rows[0], {r[0]: r for r in rows[1:]}
    lesson, skill = "Spades 01 · the deal and the bid", "Spades · Follow suit, and when spades may be led"
    assert head[:2] == ["learner", "answers"] and f"{lesson}: finished" in head and f"{skill}: right" in head
    assert set(body) == {"Ann", "'=1+2", HOSTILE}  # a spreadsheet will not run a name as a formula
    ann = dict(zip(head, body["Ann"], strict=True))
    assert ann[f"{lesson}: finished"] == "1" and ann[f"{lesson}: first try right"] == "2"
    bo = dict(zip(head, body["'=1+2"], strict=True))
    assert bo[f"{skill}: drill answers"] == "2" and bo[f"{skill}: right"] == "1"
    assert 0 <= int(bo[f"{skill}: mastery %"]) <= 100  # a percentage, as the page shows it


def test_reset_starts_a_new_class_and_archive_keeps_the_old_one(store, tmp_path):
    classview.assign([LESSON], [], folder=tmp_path)
    _class(store, tmp_path)
    assert classview.board(store, folder=tmp_path)["answers"] == 6
    saved = classview.archive(store, tmp_path)
    assert saved.read_bytes().count(b"\r\n") == 4  # the header and three learners
    after = classview.board(store, folder=tmp_path)
    assert after["answers"] == 0 and after["rows"] == [] and [c["id"] for c in after["columns"]] == [LESSON]
    store.record("b-bo", f"quiz:{LESSON}#1", True, answer="13")
    assert [r["name"] for r in classview.board(store, folder=tmp_path)["rows"]] == ["Bo"]
    assert len(classview.read_state(tmp_path)["archives"]) == 1
    classview.reset(tmp_path, plan=True)
    assert classview.todays_plan(tmp_path)["lessons"] == []
    assert store.count() == 7  # nothing of a learner's own record is deleted


def test_a_bad_plan_is_refused_and_a_damaged_class_file_is_said(tmp_path):
    classview.assign([LESSON], folder=tmp_path)
    with pytest.raises(classview.ClassError, match="there is no lesson “../etc”"):
        classview.assign(["../etc"], folder=tmp_path)
    with pytest.raises(classview.ClassError, match="there is no skill"):
        classview.assign([LESSON], ["spades.nope"], folder=tmp_path, known_skills=["spades.follow"])
    assert classview.todays_plan(tmp_path)["lessons"] == [LESSON]  # unchanged
    (tmp_path / "class.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(classview.ClassError, match="damaged"):
        classview.read_state(tmp_path)
    assert classview.todays_plan(tmp_path)["lessons"] == []  # the landing page never fails on it
    classview.assign([LESSON], folder=tmp_path)  # today's plan replaces the damaged file
    assert classview.todays_plan(tmp_path)["lessons"] == [LESSON]


def test_todays_plan_html_is_first_and_names_are_text(tmp_path):
    assert classview.todays_plan_html({"lessons": [], "skills": []}) == ""
    out = classview.todays_plan_html({"lessons": [LESSON], "skills": ["spades.follow"]},
                                     titles={"spades.follow": HOSTILE})
    assert out.startswith("<section class='tt-today'") and "Today&#x27;s class" in out
    assert HOSTILE not in out and "&lt;img src=x onerror=alert(1)&gt;" in out
    assert f"voila/render/en/{LESSON}.ipynb" in out


# -- the live server ------------------------------------------------------------------------------------------


def _lessons(folder: Path) -> None:
    (folder / "en" / "spades").mkdir(parents=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Bidding")])
    nbformat.write(nb, folder / "en" / "spades" / "01-the-deal-and-the-bid.ipynb")
    (folder / "zh-hant" / "spades").mkdir(parents=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# 叫牌")])
    nbformat.write(nb, folder / "zh-hant" / "spades" / "01-the-deal-and-the-bid.ipynb")


@pytest.fixture()
def server(tmp_path, monkeypatch):
    """``python -m tutor.serve`` over a lessons folder, its data in ``tmp_path/data``: (start, data folder)."""
    data = tmp_path / "data"
    monkeypatch.setenv("TUTOR_DATA", str(data))
    monkeypatch.delenv("TUTOR_DB", raising=False)
    monkeypatch.delenv("TEACHER_KEY", raising=False)
    folder = tmp_path / "lessons"
    _lessons(folder)
    procs = []

    def start(*args: str, ip: str = "127.0.0.1"):
        log = tmp_path / f"serve-{len(procs)}.log"
        proc, url = launch.start(ROOT, folder, *args, log=log, ip=ip)
        procs.append(proc)
        return url, log

    yield start, data
    for p in procs:
        launch.stop(p)


def _xsrf_post(tab: Browserless, path: str, body: dict, xsrf: str | None):
    headers = {"Content-Type": "application/json", "Origin": tab.url}
    if xsrf:
        headers["X-XSRFToken"] = xsrf
    return tab.request(path, data=json.dumps(body).encode(), headers=headers)


def test_loopback_class_view_is_open_and_changes_pass_xsrf(server):
    start, data = server
    url, log = start()
    assert re.search(r"The class view \(for the teacher only\): http://127\.0\.0\.1:\d+/class\n", log.read_text())
    tab = Browserless(url)
    status, headers, page = tab.request("/class")
    assert status == 200 and "tt-classview" in page and headers["Content-Type"].startswith("text/html")
    xsrf = tab.cookie("_xsrf")
    assert xsrf and f'data-xsrf="{xsrf}"' in page
    status, _, body = tab.request("/class/data.json?catalog=1")
    d = json.loads(body)
    assert status == 200 and d["rows"] == [] and d["problem"] is None
    assert d["catalog"]["lessons"] == [{"id": LESSON, "title": "Spades 01 · Bidding"}]  # the lesson's heading
    # 繁體中文: asked for (?lang=zh-hant) or the browser's first language (zh-TW); the catalog from lessons/zh-hant
    for path, headers in (("/class?lang=zh-hant", {}), ("/class", {"Accept-Language": "zh-TW,zh;q=0.8,en;q=0.5"})):
        hant = tab.request(path, headers=headers)[2]
        assert '<html lang="zh-Hant">' in hant and "<h1>全班</h1>" in hant, path
    assert '<html lang="zh-Hans">' in tab.request("/class", headers={"Accept-Language": "zh-CN,zh"})[2]
    hant = json.loads(tab.request("/class/data.json?catalog=1&lang=zh-hant")[2])["catalog"]["lessons"]
    assert [x["id"] for x in hant] == [LESSON] and hant[0]["title"].endswith("01 · 叫牌")
    assert _xsrf_post(tab, "/class/plan", {"lessons": [LESSON]}, None)[0] == 403  # no XSRF token: refused
    assert classview.todays_plan(data)["lessons"] == []
    status, _, body = _xsrf_post(tab, "/class/plan", {"lessons": [LESSON]}, xsrf)
    assert status == 200 and json.loads(body)["plan"]["lessons"] == [LESSON]
    status, _, body = _xsrf_post(tab, "/class/plan", {"lessons": ["spades/99-nope"]}, xsrf)
    assert status == 400 and "there is no lesson “spades/99-nope”" in json.loads(body)["error"]
    assert classview.todays_plan(data)["lessons"] == [LESSON]  # unchanged
    store = progress.open(None)
    store.set_name("b-x", HOSTILE)
    store.record("b-x", f"quiz:{LESSON}#1", False, answer="3")
    store.close()
    d = json.loads(tab.request("/class/data.json")[2])
    assert [r["name"] for r in d["rows"]] == [HOSTILE] and d["questions"][0]["choices"][0]["answer"] == "3"
    status, headers, text = tab.request("/class/results.csv")
    assert status == 200 and headers["Content-Type"].startswith("text/csv")
    assert HOSTILE in text and text.startswith("\ufefflearner,answers,")
    assert _xsrf_post(tab, "/class/reset", {}, xsrf)[0] == 200
    assert json.loads(tab.request("/class/data.json")[2])["rows"] == []


def test_on_a_network_the_class_view_needs_the_teachers_key_not_the_token(server):
    start, _data = server
    url, log = start("--token=learners", "--teacher-key=teacher-secret", ip="0.0.0.0")
    assert re.search(r"The class view \(for the teacher only, the key is in the link\): http://\S+/class\?key="
                     r"teacher-secret", log.read_text())
    learner = Browserless(url)
    assert learner.request("/?token=learners")[0] == 200  # the learners' link works for the lessons ...
    for path in ("/class", "/class/data.json", "/class/results.csv"):  # ... but not for the class view
        status, _, text = learner.request(path + "?token=learners")
        assert status == 403 and "teacher's key" in text, path
        assert learner.request(path)[0] == 403
    assert learner.request("/class?key=wrong")[0] == 403
    assert _xsrf_post(learner, "/class/plan?token=learners", {"lessons": [LESSON]},
                      learner.cookie("_xsrf"))[0] == 403
    teacher = Browserless(url)
    status, _, page = teacher.request("/class?key=teacher-secret")
    assert status == 200 and "tt-classview" in page
    assert teacher.request("/class/data.json")[0] == 200  # the page's own requests: the key's cookie
    assert teacher.request("/class/results.csv")[0] == 200
    assert _xsrf_post(teacher, "/class/plan", {"lessons": [LESSON]}, None)[0] == 403  # the key is not XSRF
    assert _xsrf_post(teacher, "/class/plan", {"lessons": [LESSON]}, teacher.cookie("_xsrf"))[0] == 200


def test_short_links_redirect_to_lesson_pages_only_and_draw_their_qr_code(server):
    start, data = server
    url, _log = start()
    tab = Browserless(url)
    tab.request("/class")  # any page of the app sets the _xsrf cookie
    xsrf = tab.cookie("_xsrf")
    target = f"/voila/render/en/{LESSON}.ipynb?calc=own-bridge&N=" + "%E2%99%A0A%2C" * 60
    assert _xsrf_post(tab, "/s", {"target": target}, None)[0] == 403  # XSRF-checked
    status, _, body = _xsrf_post(tab, "/s", {"target": target}, xsrf)
    made = json.loads(body)
    assert status == 200 and re.fullmatch(r"[a-z2-7]{7}", made["id"]) and made["url"] == f"{url}/s/{made['id']}"
    assert json.loads(_xsrf_post(tab, "/s", {"target": target}, xsrf)[2])["id"] == made["id"]  # the same id again
    status, headers, _ = tab.request(f"/s/{made['id']}")
    assert status == 302 and headers["Location"] == target
    for bad in ("https://evil.example/", "//evil.example/x", "/voila/render/../../etc/passwd", "/api/kernels"):
        assert _xsrf_post(tab, "/s", {"target": bad}, xsrf)[0] == 400, bad
    assert tab.request("/s/aaaaaaa")[0] == 404
    status, headers, svg = tab.request(f"/s/{made['id']}.svg")
    assert status == 200 and headers["Content-Type"].startswith("image/svg+xml")
    assert "<path" in svg and 'class="tt-qr-svg"' in svg  # (read back from the slide by tests/browser)
    assert (data / "links.sqlite").is_file()


# -- the tables: the teacher's console and each learner's review (issue 31) ---------------------------------------


def _learner_id(tab: Browserless) -> str:
    """The learner id of a browser (the signed cookie the app gave it on its first page)."""
    tab.request("/tables")  # the lobby gives a new browser its learner id, as a lesson page does
    value = tab.cookie("tutor_learner")
    assert value and "." in value, "the app gave this browser no learner id"
    return value.rsplit(".", 1)[0]


def _play_out(hall, tid: str, seat: str) -> dict:
    """The learner at ``seat`` plays the engine's first legal action at each turn until the hand ends (robots play
    the other seats by themselves)."""
    me = hall.seat(tid, seat)
    view = me.view()
    for _ in range(200):
        if view["over"]:
            return view
        assert view["turn"] == seat and view["legal"], view
        view = me.act(view["legal"][0])
    raise AssertionError("the hand did not end")


def test_the_console_lists_kibitzes_pauses_and_opens_tables_and_a_learner_reviews_only_their_hand(server):
    """Done when (issue 31, on one machine): the console's JSON shows every table with its seats (names as text,
    robots marked), whose turn and paused; kibitzing shows all four hands; pause, resume, a robot for a seat, the next
    deal and opening a table change the tables every process sees (the hall here is another process on the same
    store); each change passes the XSRF check; a learner reviews and replays a hand they played, from their own seat,
    reached from their record on the landing page, and nobody else can open it by its URL."""
    from tutor import tables
    from tutor.errors import IllegalAction

    start, _data = server
    url, _log = start()
    teacher = Browserless(url)
    status, _, page = teacher.request("/class")
    assert status == 200 and 'class="tt-tables"' in page and "Pause every table" in page
    assert "tt-console-words" in page and "暂停所有牌桌" in teacher.request("/class?lang=zh")[2]
    xsrf = teacher.cookie("_xsrf")
    assert json.loads(teacher.request("/class/tables.json")[2]) == {"tables": [], "problem": None}
    # open a table for the class: robots in every seat until learners sit down; XSRF-checked, bad choices refused
    assert _xsrf_post(teacher, "/class/tables/open", {"game": "spades", "rules": "msn", "level": "normal"},
                      None)[0] == 403
    status, _, body = _xsrf_post(teacher, "/class/tables/open?lang=zh", {"game": "chess"}, xsrf)
    assert status == 400 and json.loads(body)["error"] == "只能为黑桃王、拱猪、桥牌或二七王开桌。"
    assert _xsrf_post(teacher, "/class/tables/open", {"game": "spades", "rules": "nope"}, xsrf)[0] == 400
    assert _xsrf_post(teacher, "/class/tables/open", {"game": "spades", "level": "godlike"}, xsrf)[0] == 400
    status, _, body = _xsrf_post(teacher, "/class/tables/open", {"game": "gongzhu", "rules": "zhongyou",
                                                                 "level": "beginner"}, xsrf)
    assert status == 200
    opened = json.loads(body)["opened"]
    hall = tables.open(None)  # another process on the app's store
    try:
        row = next(r for r in hall.tables() if r["id"] == opened)
        assert row["game"] == "gongzhu" and all(s["free"] for s in row["seats"].values())  # for the learners
        # a learner's table: Ann (a hostile name) at South, robots East and West, North free
        learner = Browserless(url)
        ann = _learner_id(learner)
        tid = hall.open_table("spades", seed=7, robots={"E": "normal", "W": "normal"})
        hall.sit(tid, "S", learner=ann, name=HOSTILE)
        d = json.loads(teacher.request("/class/tables.json")[2])
        mine = next(x for x in d["tables"] if x["id"] == tid)
        seats = {s["seat"]: s for s in mine["seats"]}
        assert seats["S"]["name"] == HOSTILE and seats["S"]["learner"] and not seats["S"]["robot"]
        assert seats["E"]["robot"] == "normal" and seats["N"]["free"] and mine["turn"] == "S"
        assert "b-" not in json.dumps(d)  # a learner's id never leaves the server
        # kibitz: every hand shown (13 cards each), the learner's own page would show one
        k = json.loads(teacher.request(f"/class/tables/{tid}.json")[2])
        assert [len(s["cards"]) for s in k["seats"]] == [13, 13, 13, 13] and k["turn"] == "S"
        north = {c["card"] for c in k["seats"][0]["cards"]}
        assert not north & set(json.dumps(hall.seat(tid, "S").view()).split('"'))  # no seat sees what she watches
        assert teacher.request("/class/tables/nope.json")[0] == 404
        # pause one table: the learner cannot act there (in any process); resume: they can
        me = hall.seat(tid, "S")
        first = me.view()["legal"][0]
        assert _xsrf_post(teacher, f"/class/tables/{tid}/pause", {}, None)[0] == 403
        assert _xsrf_post(teacher, f"/class/tables/{tid}/pause", {}, xsrf)[0] == 200
        assert next(x for x in json.loads(teacher.request("/class/tables.json")[2])["tables"]
                    if x["id"] == tid)["paused"]
        assert me.view()["legal"] == []
        with pytest.raises(IllegalAction, match="paused"):
            me.act(first)
        assert _xsrf_post(teacher, f"/class/tables/{tid}/resume", {}, xsrf)[0] == 200
        assert not hall.table(tid)["paused"]
        # pause and resume every table
        assert _xsrf_post(teacher, "/class/tables/pause", {}, xsrf)[0] == 200
        assert all(r["paused"] for r in hall.tables(open_only=True))
        assert _xsrf_post(teacher, "/class/tables/resume", {}, xsrf)[0] == 200
        assert not any(r["paused"] for r in hall.tables(open_only=True))
        # a robot for the free seat (North): the hand can go on
        assert _xsrf_post(teacher, f"/class/tables/{tid}/robot", {"seat": "X"}, xsrf)[0] == 400
        assert _xsrf_post(teacher, f"/class/tables/{tid}/robot", {"seat": "N", "level": "normal"}, xsrf)[0] == 200
        assert hall.table(tid)["seats"]["N"]["robot"] == "normal"
        # Ann plays the hand out; her review is hers, from her seat
        _play_out(hall, tid, "S")
        status, _, review = learner.request(f"/tables/{tid}/review?deal=1")
        assert status == 200 and 'data-seat="S"' in review and "tt-replay" in review and "tt-coach" in review
        assert "You played South." in review and "<svg" in review
        status, _, body = learner.request(f"/tables/{tid}/review.json?deal=1&step=9&lang=zh")
        step = json.loads(body)
        assert status == 200 and step["step"] == 9 and step["counter"] == f"第 9 步，共 {step['steps']} 步"
        coach = json.loads(learner.request(f"/tables/{tid}/review.json?deal=1&coach=1")[2])
        assert coach["said"] and all(0 <= m["step"] < step["steps"] for m in coach["mistakes"])
        # from her record on the landing page
        status, _, landing = learner.request("/")
        assert status == 200 and f'href="/tables/{tid}/review?deal=1&amp;lang=en"' in landing
        # nobody else: another learner, a visitor, a made-up table or deal, and the teacher's key is not a seat
        other = Browserless(url)
        _learner_id(other)
        for tab, path in ((other, f"/tables/{tid}/review?deal=1"), (other, f"/tables/{tid}/review.json?step=1"),
                          (Browserless(url), f"/tables/{tid}/review"), (learner, "/tables/zzz/review?deal=1"),
                          (learner, f"/tables/{tid}/review?deal=2")):
            status, _, text = tab.request(path)
            assert status == 403 and "<svg" not in text and "♠" not in text, path
        # the next deal at every finished table
        status, _, body = _xsrf_post(teacher, "/class/tables/next", {}, xsrf)
        assert status == 200 and tid in json.loads(body)["moved"]
        assert hall.table(tid)["deal"] == 2
    finally:
        hall.close()


def test_on_a_network_the_console_needs_the_teachers_key_not_a_learners_token_or_cookie(server):
    start, _data = server
    url, _log = start("--token=learners", "--teacher-key=teacher-secret", ip="0.0.0.0")
    learner = Browserless(url)
    assert learner.request("/tables?token=learners")[0] == 200  # a learner with the token and a learner cookie
    assert learner.cookie("tutor_learner")
    xsrf = learner.cookie("_xsrf")
    for path in ("/class/tables.json", "/class/tables/abc.json"):
        assert learner.request(path + "?token=learners")[0] == 403, path
        assert learner.request(path)[0] == 403, path
    for path in ("/class/tables/pause", "/class/tables/open", "/class/tables/abc/resume"):
        assert _xsrf_post(learner, path + "?token=learners", {"game": "spades"}, xsrf)[0] == 403, path
    teacher = Browserless(url)
    assert teacher.request("/class?key=teacher-secret")[0] == 200
    assert json.loads(teacher.request("/class/tables.json")[2])["tables"] == []
    status, _, body = _xsrf_post(teacher, "/class/tables/open", {"game": "bridge"}, teacher.cookie("_xsrf"))
    assert status == 200 and json.loads(body)["opened"]
