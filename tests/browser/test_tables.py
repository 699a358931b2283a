"""Four learners in four real browsers at one table (issue 31): for each game, South opens a table from the lobby's
form, the three others take their seats from the lobby's "Sit here" links, and the four of them play the hand to
the end on their own pages, each clicking what its own page offers (a legal card, a bid button; 27 Wang: the cards
of a play, then its button). One learner reloads the page mid-hand and carries on with the same seat and hand.

The pages are checked on the way: each shows its own hand only (no other hand's card is on a page but dummy's), the
seat to play is marked on every page, the last trick's winner and the engine's reason appear, the narration is a
live region, the finished hand links to its review; axe-core on a table page (no serious violation); at a phone's
width nothing scrolls sideways; the lobby and the table in 简体中文.

CPU: one server with no warm kernels (no lesson is opened); the four pages play as fast as each page draws. Most of
the CPU is Chromium's (the four pages drawing every step, and the test's driving): each step reads only the page of
the seat to play, waits on that page's own change in one call (``when``), and clicks for real (Playwright's
actionability checks) each seat's first action of each kind and every ``REAL_EVERY``-th, the others through the
page's own click handler (:func:`act_on_page`).
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.tables_audit import engine_pick
from tutor import tables
from tutor.serve import launch

from . import a11y
from .conftest import ARTIFACTS, ROOT

pytestmark = pytest.mark.browser

GAMES = ("spades", "gongzhu", "bridge", "wang27")
HOSTILE = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module")
def tables_app(tmp_path_factory):
    """The app on a data folder of its own, no kernels kept warm (the tables need none); the coach's review of a hand
    spends at most 0.05 s a decision (``tutor.serve.tables.review.REVIEW_SECONDS``: the same review over fewer
    sampled deals; 27 Wang's four reviews took about 30 CPU-s at the app's 0.3 s)."""
    folder = tmp_path_factory.mktemp("tables-browser")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(folder / "data"))
    mp.setenv("TUTOR_REVIEW_SECONDS", "0.05")
    mp.delenv("TUTOR_DB", raising=False)
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=ARTIFACTS / "voila-tables.log",
                                 timeout=90)
    finally:
        mp.undo()
    yield url + "/", folder / "data"
    launch.stop(proc)


def view(page) -> dict:
    return page.evaluate("() => window.ttTable || null") or {}


def wait_seated(page, seat: str) -> None:
    page.wait_for_function("s => window.ttTable && window.ttTable.seat === s", arg=seat)


def seat_everyone(url: str, person, game: str, lang: str = "en") -> tuple[str, dict]:
    """South opens a table for ``game`` from the lobby; North, East and West sit from the lobby's links."""
    pages = {s: person(1100, 900) for s in "SNEW"}
    south = pages["S"]
    south.goto(f"{url}tables?lang={lang}")
    south.locator("#tt-game").select_option(game)
    south.locator("#tt-seat").select_option("S")
    south.locator(".tt-new-table button[type=submit]").click()
    south.wait_for_url("**/tables/*")
    table = south.url.split("/tables/")[1].split("?")[0]
    wait_seated(south, "S")
    for s in "NEW":
        p = pages[s]
        p.goto(f"{url}tables?lang={lang}")
        p.locator(f'.tt-open-table[data-table="{table}"] .tt-seat-row[data-seat="{s}"] .tt-sit-link').click()
        wait_seated(p, s)
    for p in pages.values():
        p.wait_for_function("() => Object.values(window.ttTable.seats).every(x => !x.free)")
    return table, pages


#: A page's promise that settles once ``check(arg)`` (a JS function of the page's state) gives a value: checked now,
#: at each change of the page's DOM (the page draws every view and message it receives, so a view arriving is a DOM
#: change) and every 250 ms; rejected after ``ms`` with the page's state. One round trip that returns what the
#: caller reads next: no polling from Python, and no ``wait_for_function`` running the check at every animation frame
#: (its default) while the server and the other pages work.
_WHEN = """([check, arg, ms]) => new Promise((resolve, reject) => {
    const f = new Function('return ' + check)();
    let mo = null, tick = null, late = null;
    const done = () => { if (mo) mo.disconnect(); clearInterval(tick); clearTimeout(late); };
    const look = () => { let got; try { got = f(arg); } catch (e) { done(); reject(e); return; }
                         if (got) { done(); resolve(got); } };
    late = setTimeout(() => { done(); reject(new Error('waited ' + ms + ' ms for ' + check + ' ' + JSON.stringify(arg)
        + ' on ' + location.pathname + ': ' + JSON.stringify(window.ttTable || null).slice(0, 2000))); }, ms);
    mo = new MutationObserver(look);
    mo.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    tick = setInterval(look, 250);
    look();
})"""


def when(page, check: str, arg=None, timeout: float = 60_000):
    """What ``check`` (the source of a JS function of ``arg``) gives on ``page`` once it gives a value (see _WHEN)."""
    return page.evaluate(_WHEN, [check, arg, timeout])


#: The data a learner's step reads of its page, in one call: the action of each offered button (bids, "look",
#: Gong Zhu's sales), the hand's card texts, which of them are marked legal and whether each is visible. The
#: choice is then made in Python among what the page offers, as a learner would.
_OFFERED = """(box) => {
    const choices = [...document.querySelectorAll('.tt-choices:not([hidden]) .tt-choice')];
    const cards = [...document.querySelectorAll(box + ' button.tt-card')];
    return {actions: choices.map(b => JSON.parse(b.dataset.action)), shown: choices.map(b => b.checkVisibility()),
            cards: cards.map(b => b.dataset.card),
            legal: cards.map((b, i) => b.classList.contains('tt-legal') ? i : -1).filter(i => i >= 0),
            visible: cards.map(b => b.checkVisibility())}; }"""

#: 27 Wang, without Playwright's click: the page's own click on cards ``i`` of the hand (the card buttons' handler,
#: as a click would run it), then the cards the page marks pressed (``aria-pressed``).
_SELECT = """(wanted) => {
    const hand = [...document.querySelectorAll('.tt-hand button.tt-card')];
    wanted.forEach(i => hand[i].click());
    return [...document.querySelectorAll('.tt-hand button.tt-card[aria-pressed="true"]')].map(b => b.dataset.card); }"""


def act_on_page(page, v: dict, rng: random.Random, hall=None, *, real: bool = True,
                bids: tuple[str, ...] = ("1C", "P")) -> None:
    """Do what a learner would on this page when it is its turn: a bid button, a legal card, or (27 Wang) the
    cards of a play and then its button. The choice is among what the page offers (its legal cards, its buttons).

    ``real``: Playwright clicks the button or card as a mouse would (it must be visible, enabled, not covered: a
    card of the hand is clicked near its top-left corner, where the next card does not cover it). Otherwise the
    click is the element's own ``click()`` (the page's click handler runs the same, without Playwright's
    actionability checks and their round trips, the most CPU a step of the test costs): callers keep real clicks
    for a sample of the actions (each seat's first action of each kind, and more), so a page whose buttons or cards
    could not be clicked still fails. ``bids``: a bridge seat's bid, the first of these its page offers (1♣, then
    passes: a contract is played)."""
    claims = v["game"] == "bridge" and v["phase"] == "play"  # declarer's claims: a card is played instead
    box = ".tt-visible-hand" if v.get("play_from") and not v["multi"] else ".tt-hand"
    got = page.evaluate(_OFFERED, box)
    if got["actions"] and not claims:
        actions = got["actions"]
        if v["game"] == "bridge":
            pick = actions.index(next(a for a in bids if a in actions))
        elif "look" in actions:
            pick = actions.index("look")
        else:
            pick = rng.randrange(len(actions))
        assert got["shown"][pick], (v, got)
        button = page.locator(".tt-choices:not([hidden]) .tt-choice").nth(pick)
        button.click() if real else button.dispatch_event("click")
        return
    texts = got["cards"]
    if v["multi"]:
        if v["phase"] == "bury":
            wanted = texts[:8]
        elif v["legal"]:
            wanted = list(rng.choice(v["legal"]))
        else:  # too many plays to list: the engine draws one (from the app's database), the page plays it
            wanted = list(engine_pick(hall, v["table"], rng))
        used: list[int] = []
        for card in wanted:
            used.append(next(i for i, c in enumerate(texts) if c == card and i not in used))
        hand = page.locator(".tt-hand button.tt-card")
        if real:
            for i in used:
                hand.nth(i).click(position={"x": 6, "y": 30})
            pressed = page.locator('.tt-hand button.tt-card[aria-pressed="true"]')
            expect(pressed).to_have_count(len(wanted))
            shown = pressed.evaluate_all("bs => bs.map(b => b.dataset.card)")
        else:
            shown = page.evaluate(_SELECT, used)
        assert sorted(shown) == sorted(wanted), (v, wanted)
        play = page.locator(".tt-play-selected")
        play.click() if real else play.dispatch_event("click")
        return
    legal = got["legal"]
    assert legal and all(got["visible"][i] for i in legal), (v, got)  # the legal cards are there, marked, visible
    pick = legal[rng.randrange(len(legal))]
    card = page.locator(f"{box} button.tt-card").nth(pick)
    card.click(position={"x": 6, "y": 30}) if real else card.dispatch_event("click")


#: A seat's page once it may act (its view, at step ``n`` or later, gives it the turn and something to do), or once
#: the table moved past step ``n`` or the hand is over (the caller then looks again): the page's whole view.
_MAY_ACT = """([seat, n]) => { const t = window.ttTable;
    return !!t && (t.over || t.step > n || (t.step === n && t.turn === seat && t.seat === seat
                                            && !!((t.legal && t.legal.length) || t.legal_count))) && t; }"""
#: Any view at a step after ``n`` (or the hand over): the page's whole view.
_MOVED = "n => { const t = window.ttTable; return !!t && (t.over || t.step > n) && t; }"
#: The acting page once its action is taken (a view past step ``n``) or refused (the page's message): both.
ANSWERED = """n => { const t = window.ttTable, m = document.querySelector('.tt-message').textContent;
    return (t.step > n || m !== '') && {view: t, message: m}; }"""
#: Real (Playwright) clicks: each seat's first action of each kind (a phase's button, its cards) and every
#: ``REAL_EVERY``-th action; the others click through the page (see :func:`act_on_page`).
REAL_EVERY = 10


def play_hand(pages: dict, rng: random.Random, *, reload_at: int | None = None, limit: int = 400,
              hall=None, teacher_at: int | None = None, teacher=None) -> dict:
    """Play on the four pages until the hand is over; the West page reloads after ``reload_at`` actions; after
    ``teacher_at`` actions, ``teacher()`` runs once (the teacher's console pauses and watches the table).

    The seat to play is public (every view names it): each step reads the page of that seat only, once it offers
    its learner something (:data:`_MAY_ACT`), and the acting page's answer names the next seat to play. The other
    pages draw every view as it comes; at the end every page must show the hand over, and the callers check each
    page's own hand and what it shows."""
    acted = 0
    reloaded = False
    taught = False
    kinds: set[tuple] = set()
    latest = when(pages["S"], "() => window.ttTable")  # the turn and the step: public, the same on every page
    while acted < limit:
        if latest.get("over"):
            for p in pages.values():
                when(p, "() => !!window.ttTable && window.ttTable.over")
            return {"acted": acted, "reloaded": reloaded, "taught": taught}
        if teacher is not None and not taught and teacher_at is not None and acted >= teacher_at:
            teacher()
            taught = True
            continue
        seat = latest.get("turn")
        if reload_at is not None and not reloaded and acted >= reload_at and seat != "W":
            before = view(pages["W"])
            pages["W"].reload()
            wait_seated(pages["W"], "W")
            pages["W"].wait_for_function("n => window.ttTable.step >= n", arg=before["step"])
            after = view(pages["W"])
            if after["step"] == before["step"]:
                assert after["hand"] == before["hand"], "the reloaded page shows another hand"
            expect(pages["W"].locator(".tt-hand button.tt-card")).to_have_count(len(after["hand"]))
            reloaded = True
            continue
        if seat not in pages:  # no seat to play named yet (a view on its way): the next view
            latest = when(pages["S"], _MOVED, latest["step"])
            continue
        v = when(pages[seat], _MAY_ACT, [seat, latest["step"]])
        if not (v["step"] == latest["step"] and v["turn"] == seat and v["seat"] == seat and not v["over"]):
            latest = v  # the table moved on (or the hand ended) before this seat's page offered anything
            continue
        kind = (seat, v["phase"], bool(v.get("choices")), v.get("play_from"))
        act_on_page(pages[seat], v, rng, hall, real=kind not in kinds or acted % REAL_EVERY == 0)
        kinds.add(kind)
        answer = when(pages[seat], ANSWERED, v["step"])
        assert not answer["message"], f"{v['game']}: the page's own choice was refused: {answer['message']}"
        latest = answer["view"]
        acted += 1
    raise AssertionError(f"the hand did not end within {limit} actions")


def check_table_page(page, seat: str) -> None:
    """What a seated page shows: its own cards only, the seat to play marked, no error."""
    v = view(page)
    texts = page.locator(".tt-hand button.tt-card").evaluate_all("bs => bs.map(b => b.dataset.card)")
    assert texts == v["hand"]
    shown = page.evaluate("() => [...document.querySelectorAll('button[data-card]')].map(e => e.dataset.card)")
    allowed = set(v["hand"]) | {c for cs in v["visible"].values() for c in cs}
    assert set(shown) <= allowed, f"{seat}'s page holds cards it may not see: {set(shown) - allowed}"
    if v["turn"]:
        expect(page.locator(f'.tt-seat.tt-turn[data-seat="{v["turn"]}"]')).to_have_count(1)
    body = page.locator("body").inner_text()
    assert "Traceback" not in body and "Error" not in body


def teacher_pauses_and_watches(teacher, url: str, table: str, pages: dict) -> None:
    """The teacher's console (the class view) on the learners' table mid-hand: its card shows the four learners;
    pause reaches every learner's page at once; "watch" shows every hand, each the same cards as that seat's own
    page holds (a Spades seat that has not looked yet holds none on its page); resume lifts the pause everywhere."""
    teacher.goto(url + "class")
    card = teacher.locator(f".tt-table-card[data-table='{table}']")
    expect(card.locator("td.tt-learner")).to_have_count(4)
    card.locator(".tt-table-pause").click()
    expect(card).to_have_attribute("data-paused", "1")
    for p in pages.values():
        expect(p.locator(".tt-paused")).to_be_visible()
    card.locator(".tt-table-watch").click()
    kib = teacher.locator(".tt-kibitz")
    expect(kib).to_have_attribute("data-table", table)
    hands = kib.locator(".tt-kibitz-hand")
    expect(hands).to_have_count(4)
    counts = dict(hands.evaluate_all("hs => hs.map(h => [h.dataset.seat, Number(h.dataset.count)])"))
    shown = {s: len(view(p)["hand"]) for s, p in pages.items()}
    # a Spades learner who has not looked at their cards yet (blind nil may still be bid) sees none: the teacher does
    assert all(counts[s] == n for s, n in shown.items() if n), (counts, shown)
    assert all(counts.values()), counts
    teacher.keyboard.press("Escape")
    expect(kib).to_be_hidden()
    card.locator(".tt-table-resume").click()
    expect(card).to_have_attribute("data-paused", "0")
    for p in pages.values():
        expect(p.locator(".tt-paused")).to_be_hidden()
    # the teacher's part is done: the console would otherwise poll the server every second for the rest of the hand
    teacher.close()


def review_from_own_seat(page, seat: str) -> None:
    """The finished hand's review link opens the learner's review: their seat named, the replay stepping through
    the hand with the engine's narration, and the coach's review of their own decisions."""
    page.locator(".tt-over .tt-review").click()
    page.wait_for_url("**/review?*")
    box = page.locator(".tt-replay")
    expect(box).to_be_visible()
    expect(page.locator("body")).to_contain_text(SEAT_WORD[seat])
    first = box.locator(".tt-narration").text_content()
    box.locator(".tt-next").click()
    expect(box.locator(".tt-narration")).not_to_have_text(first or "")
    box.locator(".tt-last").click()
    expect(box.locator(".tt-next")).to_be_disabled()
    coach = page.locator(".tt-coach")
    expect(coach).to_have_attribute("data-state", "done", timeout=60_000)
    expect(coach.locator(".tt-coach-said")).not_to_be_empty()
    body = page.locator("body").inner_text()
    assert "Traceback" not in body


SEAT_WORD = {"S": "South", "N": "North", "E": "East", "W": "West"}


@pytest.mark.parametrize("game", GAMES)
def test_four_learners_finish_a_hand(tables_app, person, game):
    """Issue 31's done-when, per game: four learners in four browser contexts finish a hand at one table (West
    reloads mid-hand in Spades and 27 Wang), the teacher pauses the table from the class view and watches it, and
    each learner opens the review and replay of the hand from their own seat."""
    url, data = tables_app
    hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
    started = time.perf_counter()
    table, pages = seat_everyone(url, person, game)
    for s, p in pages.items():
        check_table_page(p, s)
    teacher = person(1280, 900)
    result = play_hand(pages, random.Random(11), reload_at=9 if game in ("spades", "wang27") else None, hall=hall,
                       teacher_at=5, teacher=lambda: teacher_pauses_and_watches(teacher, url, table, pages))
    assert result["acted"] > 8
    assert result["taught"]
    for s, p in pages.items():
        expect(p.locator(".tt-over")).to_be_visible()
        expect(p.locator(".tt-over .tt-review")).to_have_attribute("href", f"/tables/{table}/review?lang=en")
        expect(p.locator(".tt-score.tt-sheet")).to_be_visible()  # the engine's score sheets
        assert p.locator(".tt-narration").get_attribute("aria-live") == "polite"
        assert (p.locator(".tt-narration").text_content() or "").strip()
        check_table_page(p, s)
    if game in ("spades", "wang27"):
        assert result["reloaded"]
    if game == "spades":  # the last trick's winner and the engine's reason are on the page
        expect(pages["S"].locator(".tt-last .tt-winner")).to_be_visible()
        expect(pages["S"].locator(".tt-last .tt-reason")).not_to_be_empty()
    for s, p in pages.items():
        review_from_own_seat(p, s)
    took = time.perf_counter() - started
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"tables-{game}.txt").write_text(f"{game}: {result['acted']} actions in {took:.1f} s\n")


def test_a_table_in_chinese_by_keyboard_reconnecting_and_on_a_phone(tables_app, person):
    """A learner named ``<img src=x onerror=alert(1)>`` sees the name as text; a dropped connection comes back by
    itself; the lobby and the table in 简体中文; the hand is played with the keyboard (Tab to the hand, arrows, Enter);
    the teacher's pause shows; axe-core finds no serious violation; at 390 px nothing scrolls sideways."""
    url, data = tables_app
    page = person(1100, 900)
    page.goto(url)  # the learner gives a hostile name on the landing page first: it is shown as text at the table
    page.locator("#tt-name").fill(HOSTILE)
    page.locator("form.tt-learner button[type=submit]").first.click()
    page.wait_for_load_state()
    page.goto(f"{url}tables?lang=zh")
    expect(page.locator("h1")).to_have_text("牌桌")
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    page.locator("#tt-game").select_option("gongzhu")
    page.locator("input[name=robots]").check()  # robots sit in the other seats now
    page.locator(".tt-new-table button[type=submit]").click()
    page.wait_for_url("**/tables/*")
    wait_seated(page, "S")
    expect(page.locator(".tt-seat.tt-robot")).to_have_count(3)
    expect(page.locator(".tt-conn")).to_have_text("已连接。")
    expect(page.locator('.tt-seat[data-seat="S"] .tt-who')).to_have_text(HOSTILE)
    assert page.locator(".tt-felt img").count() == 0
    # the connection drops: the page says so and comes back by itself, at the same step with the same hand
    before = view(page)
    page.evaluate("() => window.ttTableSocket.close()")
    expect(page.locator(".tt-conn")).to_contain_text("连接断开了")
    expect(page.locator(".tt-conn")).to_have_text("已连接。")
    page.wait_for_function("n => window.ttTable.step >= n", arg=before["step"])
    assert view(page)["hand"] == before["hand"] or view(page)["step"] > before["step"]
    # Gong Zhu's sales, then the first card, all by keyboard
    for _ in range(20):
        page.wait_for_function("() => window.ttTable && (window.ttTable.turn === 'S' || window.ttTable.over)")
        v = view(page)
        if v["phase"] == "play":
            break
        page.locator(".tt-choice").first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("n => window.ttTable.step > n", arg=v["step"])
    v = view(page)
    legal = [c for c in v["hand"] if c in v["legal"]]
    page.locator(".tt-hand button.tt-card[tabindex='0']").focus()
    at = page.evaluate("() => [...document.querySelectorAll('.tt-hand button.tt-card')]"
                       ".indexOf(document.activeElement)")
    target = v["hand"].index(legal[-1])
    for _ in range(abs(target - at)):
        page.keyboard.press("ArrowRight" if target > at else "ArrowLeft")

    assert page.evaluate("() => document.activeElement.dataset.card") == legal[-1]
    page.keyboard.press("Enter")
    page.wait_for_function("n => window.ttTable.step > n", arg=v["step"])
    assert legal[-1] not in view(page)["hand"]
    expect(page.locator(".tt-turn-line")).not_to_be_empty()
    # the teacher pauses the table (from another process: the hall on the app's database)
    hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
    table = page.url.split("/tables/")[1].split("?")[0]
    hall.pause(table)
    expect(page.locator(".tt-paused")).to_be_visible()
    expect(page.locator(".tt-paused")).to_have_text("老师暂停了这张牌桌。")
    expect(page.locator("body")).to_have_attribute("data-paused", "1")
    hall.resume(table)
    expect(page.locator(".tt-paused")).to_be_hidden()
    a11y.axe_check(page, "tables/table-zh")
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    extra = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert extra <= 1, f"the table page scrolls sideways by {extra} px at 390 px"
    page.goto(f"{url}tables?lang=zh")
    a11y.axe_check(page, "tables/lobby-zh")
    if os.environ.get("TT_SHOTS"):
        page.screenshot(path=str(Path(ARTIFACTS) / "tables-lobby-zh.png"), full_page=True)
