"""Issue 32's done-when, in a real browser: three tables of real learners (one learner page at each, robots in the
other seats, called in from the learner's own page) play a two-deal bridge set and a two-deal Gong Zhu set that
the teacher starts from the set form, in lockstep ("everyone to deal 2" from the set's page). After each deal:

* the teacher's traveller shows every table, in the engine's order, with the score of each table's own record
  (``summary()`` of the record's final state) and, for bridge, the IMPs against the other tables' average (the
  bridge engine's ``imps``); each learner's traveller (their table page's link) shows the same rows;
* "compare two tables" shows the first action where the two records differ (computed here from the records),
  the coach's line and both replays;
* the CSV and (bridge) PBN downloads read back: the CSV with ``csv``, the PBN with the bridge facade's own reader
  (each table's auction and play, action for action as the records), and ``python -m tutor check`` passes it.

CPU: one server without warm kernels; three learner pages and the teacher's, each its own context in one browser.
"""

from __future__ import annotations

import csv
import html
import io
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor import tables
from tutor.games import bridge as bridge_engine
from tutor.games import get

from .conftest import ARTIFACTS, ROOT
from .test_tables import ANSWERED, REAL_EVERY, act_on_page, tables_app, view, wait_seated, when  # noqa: F401 (the app)

pytestmark = pytest.mark.browser

# each table's learner bids its own way, so the tables' auctions differ: the first form on the list that is legal
BIDS = (("1C", "P"), ("P",), ("1NT", "2C", "P"))


def _rows(text: str) -> list[tuple[str, list[str]]]:
    """A traveller page's rows: (table id, the cells after the table's number and the players)."""
    out = []
    for tid, row in re.findall(r'<tr class="tt-traveller-row" data-table="([^"]+)">(.*?)</tr>', text, re.S):
        out.append((tid, [html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, re.S)][1:]))
    return out


#: A learner's page once it may act in deal ``k`` (its turn, something offered, the table not paused) or once deal
#: ``k`` is over at its table: the page's whole view.
_MAY_ACT_IN = """k => { const t = window.ttTable;
    return !!t && t.deal === k && (t.over || (!t.paused && t.turn === t.seat
        && !!((t.legal && t.legal.length) || t.legal_count || (t.choices && t.choices.length)))) && t; }"""


def _play_deal(pages: list, k: int, rngs: list[random.Random], limit: float = 120) -> int:
    """Every learner page plays what its own page offers until deal ``k`` is over at every table; actions taken.

    The tables in turn: each step waits on one learner's page until it offers something (the robots play the other
    seats meanwhile, at every table), acts, and waits for the page's answer. Each page's first action of each kind
    (a bid, a card) and every ``REAL_EVERY``-th action are real clicks, the others the page's own click
    (:func:`act_on_page`)."""
    acted = 0
    kinds: set[tuple] = set()
    over = [False] * len(pages)
    deadline = time.monotonic() + limit
    while not all(over):
        for i, p in enumerate(pages):
            if over[i]:
                continue
            v = when(p, _MAY_ACT_IN, k, timeout=max(1.0, deadline - time.monotonic()) * 1000)
            if v["over"]:
                over[i] = True
                continue
            kind = (i, v["phase"], bool(v.get("choices")), v.get("play_from"))
            real = kind not in kinds or acted % REAL_EVERY == 0
            kinds.add(kind)
            act_on_page(p, v, rngs[i], real=real, bids=BIDS[i] if v["game"] == "bridge" else ("1C", "P"))
            answer = when(p, ANSWERED, v["step"])
            assert not answer["message"], f"{v['game']}: the page's own choice was refused: {answer['message']}"
            acted += 1
    return acted


def _first_difference(game, r1, r2) -> int | None:
    """Where two records of one deal first differ (the index of the action), from the records alone."""
    a = [json.dumps(game.action_to_json(r1.state_at(i), x)) for i, x in enumerate(r1.actions)]
    b = [json.dumps(game.action_to_json(r2.state_at(i), x)) for i, x in enumerate(r2.actions)]
    for i in range(max(len(a), len(b))):
        if i >= len(a) or i >= len(b) or a[i] != b[i]:
            return i
    return None


def _check_deal(teacher, learners, hall, url: str, sid: str, game: str, k: int, tids: list[str]) -> str:
    facade = get(game)
    records = {tid: hall.record(tid, k) for tid in tids}
    score = {tid: facade.summary(rp.final)["score"] for tid, rp in records.items()}  # the engine's, per record
    teacher.goto(f"{url}class/sets/{sid}?lang=en")
    box = teacher.locator(f".tt-set-deal-box[data-deal='{k}']")
    expect(box.locator(".tt-traveller-row")).to_have_count(3)
    got = _rows(box.inner_html())
    assert {tid for tid, _ in got} == set(tids)
    if game == "bridge":
        ns = {tid: s["NS"] for tid, s in score.items()}
        assert [tid for tid, _ in got] == sorted(tids, key=lambda x: -ns[x])  # best for North–South first
        for tid, cells in got:
            others = [ns[o] for o in tids if o != tid]
            imps = bridge_engine.imps(round(ns[tid] - sum(others) / len(others)))
            assert cells[2:5] == [str(ns[tid]), str(score[tid]["EW"]), f"{imps:+d}"], (tid, cells)
            contract = facade.summary(records[tid].final)["contract"]
            assert cells[0].startswith(contract) if contract else cells[0] == "passed out"
    else:
        for tid, cells in got:
            assert cells == [str(score[tid][s]) for s in "NESW"], (tid, cells)
    # each learner's own traveller, from the link on their table page: the same rows, in the same order
    for p, tid in zip(learners, tids, strict=True):
        link = p.locator(".tt-over .tt-traveller-link")
        expect(link).to_be_visible()
        href = link.get_attribute("href") or ""
        assert href.startswith(f"/tables/{tid}/traveller")
        r = p.request.get(url.rstrip("/") + href)
        assert r.status == 200
        assert _rows(r.text()) == got
    # compare two tables: the first difference of their records, the coach's line, both replays
    a, b = tids[0], tids[1]
    box.locator(".tt-compare select[name=a]").select_option(a)
    box.locator(".tt-compare select[name=b]").select_option(b)
    box.locator(".tt-compare button").click()
    where = _first_difference(facade, records[a], records[b])
    diverged = teacher.locator(".tt-diverged")
    expect(diverged).to_have_attribute("data-step", "" if where is None else str(where))
    if where is not None:
        expect(teacher.locator(".tt-diverged-coach")).to_have_text(re.compile(
            r"^(The coach would play .+: .+|The coach has no advice here\.)$"))
        for tid, rp in records.items():
            if tid in (a, b):
                item = teacher.locator(f".tt-diverged-actions li[data-table='{tid}']")
                said = str(rp.narration(where + 1)) if where < len(rp) else "—"
                expect(item).to_contain_text(said)
    expect(teacher.locator(".tt-replay svg")).to_have_count(2)
    assert "Traceback" not in teacher.content()
    return f"{game} deal {k}: tables 1 and 2 first differ at action {where}; traveller {got}"


def _download(teacher, selector: str) -> str:
    with teacher.expect_download() as dl:
        teacher.locator(selector).click()
    return Path(dl.value.path()).read_text(encoding="utf-8")


def _run_set(teacher, person, hall, url: str, game: str, seed: int, log: list[str]) -> tuple[str, list[str], int]:
    # the teacher starts the set from the form: two deals, three tables, lockstep
    teacher.goto(f"{url}class/sets?lang=en")
    form = teacher.locator(".tt-set-open")
    form.locator("select[name=game]").select_option(game)
    form.locator("input[name=deals]").fill("2")
    form.locator("input[name=seed]").fill(str(seed))
    form.locator("input[name=tables]").fill("3")
    form.locator("input[name=lockstep]").check()
    form.locator("button").click()
    box = teacher.locator(".tt-set")
    expect(box).to_have_attribute("data-game", game)
    sid = box.get_attribute("data-set") or ""
    info = hall.set_info(sid)
    tids = info["tables"]
    assert info["deals"] == 2 and info["lockstep"] and len(tids) == 3
    # a learner sits at South of each table and calls robots into the other seats from their own page
    learners = [person(900, 800) for _ in tids]
    for p, tid in zip(learners, tids, strict=True):
        p.goto(f"{url}tables/{tid}?lang=en&sit=S")
        wait_seated(p, "S")
        p.locator("#tt-robot-level").select_option("normal")
        p.locator(".tt-robots").click()
    for p in learners:
        p.wait_for_function("() => Object.values(window.ttTable.seats).every(x => !x.free)")
        assert [s for s, x in view(p)["seats"].items() if x["robot"]] == ["N", "E", "W"]
    rngs = [random.Random(seed * 10 + i) for i in range(3)]
    acted = _play_deal(learners, 1, rngs)
    assert all(view(p)["deal"] == 1 for p in learners)  # lockstep: nobody went on before the teacher
    log.append(_check_deal(teacher, learners, hall, url, sid, game, 1, tids))
    # "everyone to deal 2", from the set's page
    teacher.goto(f"{url}class/sets/{sid}?lang=en")
    teacher.locator(".tt-set-deal select[name=deal]").select_option("2")
    teacher.locator(".tt-set-deal button").click()
    for p in learners:
        p.wait_for_function("() => window.ttTable.deal === 2")
    acted += _play_deal(learners, 2, rngs)
    assert all(view(p)["finished"] for p in learners)
    log.append(_check_deal(teacher, learners, hall, url, sid, game, 2, tids))
    return sid, tids, acted


def test_three_tables_of_learners_play_a_bridge_set_and_a_gong_zhu_set(tables_app, person):  # noqa: F811
    url, data = tables_app
    hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
    started = time.perf_counter()
    teacher = person(1100, 900)
    counts: dict[str, int] = {}
    log: list[str] = []
    try:
        for game, seed in (("bridge", 3), ("gongzhu", 5)):
            sid, tids, counts[game] = _run_set(teacher, person, hall, url, game, seed, log)
            facade = get(game)
            teacher.goto(f"{url}class/sets/{sid}?lang=en")
            # the CSV: one row per table and deal, every score the engine's scoring of that table's record
            rows = list(csv.DictReader(io.StringIO(_download(teacher, "a[href$='results.csv']"))))
            assert sorted((int(r["deal"]), r["table"]) for r in rows) == sorted((k, t) for k in (1, 2) for t in tids)
            for r in rows:
                s = facade.summary(hall.record(r["table"], int(r["deal"])).final)["score"]
                keys = ("NS", "EW") if game == "bridge" else tuple("NESW")
                assert [int(r[x]) for x in keys] == [s[x] for x in keys], r
            if game != "bridge":
                continue
            # the PBN: the bridge facade's own reader gives each table's auction and play back, action for action
            text = _download(teacher, "a[href$='results.pbn']")
            back = facade.read_text(text, ".pbn")
            assert len(back) == 6
            want = sorted(json.dumps([facade.action_to_json(rp.state_at(i), x) for i, x in enumerate(rp.actions)])
                          for rp in (hall.record(t, k) for t in tids for k in (1, 2)))
            assert sorted(json.dumps([facade.action_to_json(rp.state_at(i), x) for i, x in enumerate(rp.actions)])
                          for rp in back) == want
            path = data / "set.pbn"
            path.write_text(text, encoding="utf-8")
            done = subprocess.run([sys.executable, "-m", "tutor", "check", str(path)], cwd=ROOT,
                                  capture_output=True, text=True, timeout=120)
            assert done.returncode == 0, done.stdout + done.stderr
    finally:
        hall.close()
    took = time.perf_counter() - started
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "class-set-tables.txt").write_text(
        f"three tables, bridge {counts.get('bridge')} and Gong Zhu {counts.get('gongzhu')} learner actions "
        f"in {took:.1f} s\n" + "\n".join(log) + "\n")
