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
from .test_tables import act_on_page, summary, tables_app, view, wait_seated  # noqa: F401 - the app without warm kernels

pytestmark = pytest.mark.browser

# each table's learner bids its own way, so the tables' auctions differ: the first form on the list that is legal
BIDS = (("1C", "P"), ("P",), ("1NT", "2C", "P"))


def _rows(text: str) -> list[tuple[str, list[str]]]:
    """A traveller page's rows: (table id, the cells after the table's number and the players)."""
    out = []
    for tid, row in re.findall(r'<tr class="tt-traveller-row" data-table="([^"]+)">(.*?)</tr>', text, re.S):
        out.append((tid, [html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, re.S)][1:]))
    return out


def _act(page, v: dict, i: int, rng: random.Random) -> None:
    if v["game"] == "bridge" and v["phase"] != "play":
        choices = page.locator(".tt-choices:not([hidden]) .tt-choice")
        expect(choices.first).to_be_visible()
        actions = [json.loads(a) for a in choices.evaluate_all("bs => bs.map(b => b.dataset.action)")]
        pick = next(a for a in BIDS[i] if a in actions)
        choices.nth(actions.index(pick)).click()
    else:
        act_on_page(page, v, rng)


def _play_deal(pages: list, k: int, rngs: list[random.Random], limit: float = 120) -> int:
    """Every learner page plays what its own page offers until deal ``k`` is over at every table; actions taken."""
    acted = 0
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        views = [summary(p) for p in pages]  # the views without their lists; the page to act is read in full
        if all(v.get("deal") == k and v.get("over") for v in views):
            return acted
        moved = False
        for i, (p, v) in enumerate(zip(pages, views, strict=True)):
            if (v.get("deal") == k and not v.get("over") and not v.get("paused") and v.get("turn") == v.get("seat")
                    and (v.get("legal") or v.get("legal_count") or v.get("choices"))):
                v = view(p)
                _act(p, v, i, rngs[i])
                p.wait_for_function("n => window.ttTable.step > n || document.querySelector('.tt-message')"
                                    ".textContent !== ''", arg=v["step"])
                message = p.locator(".tt-message").text_content() or ""
                assert not message, f"{v['game']}: the page's own choice was refused: {message}"
                acted += 1
                moved = True
        if not moved:
            pages[0].wait_for_timeout(60)
    raise AssertionError(f"deal {k} did not end at every table in {limit} s: {[view(p) for p in pages]}")


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
