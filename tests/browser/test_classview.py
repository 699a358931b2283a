"""The teacher's class view (issue 23) in a real browser, at a projector's 1280×720, in both languages: a plan is
assigned with the page's own form, answers arriving in the progress store show on the open page without a
reload (a row per learner, a bar per choice), a hostile learner name shows as text, a question is projected
large, the results download as CSV, and the page passes the accessibility checks.

The app runs on its own data folder (``TUTOR_DATA`` in a temporary folder), so the class is only this test's."""

from __future__ import annotations

import csv
import io
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor.serve.launch import free_port as _free_port

from .conftest import ARTIFACTS, ROOT, voila_command

pytestmark = pytest.mark.browser

HOSTILE = "<img src=x onerror=alert(1)>"
LESSON = "spades/01-the-deal-and-the-bid"
#: the projector sizes of presentation mode (tests/browser/test_teach.py SHEET_PX)
PROJECTOR_PX = 24


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """The app (``make app``'s command) on its own data folder: (url, data folder)."""
    data = tmp_path_factory.mktemp("classdata")
    port = _free_port()
    cmd, env = voila_command(port)
    env = {**env, "TUTOR_DATA": str(data), "PYTHONPATH": str(ROOT)}
    env.pop("TUTOR_DB", None)
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "voila-classview.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 90
    while True:
        try:
            with urllib.request.urlopen(url + "class", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                log.close()
                raise RuntimeError("the app did not start: see artifacts/voila-classview.log") from None
            time.sleep(0.2)
    yield url, data
    proc.terminate()
    proc.wait(timeout=20)
    log.close()


def _store(data: Path):
    """The app's progress store (the SQLite file in its data folder), as the learners' kernels write it."""
    from tutor import progress

    return progress.open(f"sqlite:///{data / 'progress.sqlite'}")


def _sizes(page) -> dict:
    return page.evaluate("""() => {
        const vis = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
        const cells = [...document.querySelectorAll('table.tt-class td, table.tt-class th')].filter(vis);
        const small = cells.filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
                                       && parseFloat(getComputedStyle(e).fontSize) < 24);
        return {cells: cells.length, small: small.map(e => e.innerText),
                width: document.documentElement.scrollWidth, view: innerWidth};
    }""")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_class_view_live_results_projected_question_and_csv(browser, classroom, lang):
    url, data = classroom
    store = _store(data)
    alerts: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 720}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.on("dialog", lambda d: (alerts.append(d.message), d.accept()))
    page.goto(url + f"class?lang={lang}")
    assert page.locator("html").get_attribute("lang") == ("zh-Hans" if lang == "zh" else "en")
    # assign with the page's form: the lesson's checkbox, then "assign"
    box = page.locator(f"input.tt-plan-lesson[value='{LESSON}']")
    box.check()
    page.locator(".tt-plan-save").click()
    expect(page.locator(".tt-status")).to_have_text("已布置。" if lang == "zh" else "Assigned.")
    expect(page.locator(f"table.tt-class th[data-column='{LESSON}']")).to_be_visible()
    from tutor import classview

    assert classview.todays_plan(data)["lessons"] == [LESSON]
    classview.reset(data)  # each language's run is a class of its own
    # three learners answer (one of them with the hostile name); the page is not reloaded
    tag = lang + str(time.monotonic_ns())
    store.set_name(f"b-ann{tag}", "Ann")
    store.set_name(f"b-bo{tag}", "Bo")
    store.set_name(f"b-x{tag}", HOSTILE)
    q1 = f"quiz:{LESSON}#1"
    store.record(f"b-ann{tag}", q1, True, answer="13")
    store.record(f"b-bo{tag}", q1, False, answer="3")
    store.record(f"b-bo{tag}", q1, True, answer="13")
    store.record(f"b-x{tag}", q1, True, answer="13")
    store.record(f"b-ann{tag}", f"lesson:{LESSON}", True, answer="finished")
    rows = page.locator("tr.tt-class-row")
    expect(rows).to_have_count(3, timeout=5_000)  # polled every second: well inside 2 s of the answers
    expect(page.locator("td.tt-class-name", has_text=HOSTILE)).to_have_count(1)  # the name as text ...
    assert page.locator("table.tt-class img").count() == 0 and not alerts  # ... never as markup
    ann = rows.filter(has_text="Ann").locator("td.tt-class-cell")
    expect(ann).to_contain_text("✓")
    expect(ann).to_contain_text("1/1")
    expect(rows.filter(has_text="Bo").locator("td.tt-class-cell")).to_contain_text("0/1")
    question = page.locator(".tt-question").first
    expect(question.locator(".tt-question-stats")).to_contain_text("3")
    wrong = question.locator(".tt-choice-bar[data-answer='3']")
    right = question.locator(".tt-choice-bar[data-answer='13']")
    assert wrong.get_attribute("data-count") == "1" and right.get_attribute("data-count") == "2"
    assert right.bounding_box()["width"] > wrong.bounding_box()["width"] > 0
    sizes = _sizes(page)
    print("class view sizes", lang, sizes)
    assert sizes["cells"] >= 6 and not sizes["small"] and sizes["width"] <= sizes["view"], sizes
    page.screenshot(path=str(ARTIFACTS / f"classview-{lang}.png"))
    # click the question: it is projected, large
    question.click()
    projected = page.locator(".tt-project")
    expect(projected).to_be_visible()
    expect(projected.locator(".tt-choice-bar")).to_have_count(2)
    # the class's live question: which answer is right is not shown until the teacher reveals it
    expect(projected.locator(".tt-choice.tt-right")).to_have_count(0)
    assert "✓" not in projected.inner_text()
    projected.locator(".tt-reveal").click()
    expect(projected.locator(".tt-choice.tt-right")).to_have_attribute("data-answer", "13")
    px = projected.locator(".tt-choice").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert px >= 36
    page.screenshot(path=str(ARTIFACTS / f"classview-project-{lang}.png"))
    # another wrong answer arrives while projected: the projected bars follow
    store.set_name(f"b-cy{tag}", "Cy")
    store.record(f"b-cy{tag}", q1, False, answer="4")
    expect(projected.locator(".tt-choice-bar")).to_have_count(3, timeout=5_000)
    projected.locator(".tt-project-close").click()
    expect(projected).to_be_hidden()
    # the CSV
    with page.expect_download() as info:
        page.locator(".tt-class-export").click()
    text = Path(info.value.path()).read_text(encoding="utf-8-sig")
    table = list(csv.reader(io.StringIO(text)))
    assert {r[0] for r in table[1:]} == {"Ann", "Bo", HOSTILE, "Cy"}
    head = table[0]
    ann_row = dict(zip(head, next(r for r in table if r[0] == "Ann"), strict=True))
    # a column is named by the lesson's title in the page's language, as the board shows it (issue 35)
    from tutor.serve.classview import column_titles

    title = column_titles(ROOT / "lessons", lang)[LESSON]
    assert ann_row[next(h for h in head if h.startswith(title) and h.endswith(("finished", "学完")))] == "1"
    from . import a11y

    a11y.page_checks(page, f"class view ({lang})", settled=True)
    store.close()
    context.close()


def test_a_class_runs_teacher_and_three_learners(person, classroom):
    """Done when (issue 23): a teacher and three learners, each in a browser context of their own. The teacher
    assigns a lesson in the class view; each learner gives a name on the landing page (one of them a hostile
    one), sees "today's class" first and opens the lesson from it (two in English, one in Chinese); they answer
    its first question, the Chinese learner with one wrong choice first; the teacher's open page shows the three
    rows and the wrong choice's bar without a reload; the CSV export has the three learners."""
    from tutor import i18n
    from tutor.seats import SEAT_NAME
    from tutor.tricks import Trick

    url, _data = classroom
    lesson = "basics/01-what-is-a-trick"
    trick = Trick.played("W", "S10 SJ S4 S9")  # the lesson's first question (tests/browser/test_basics.py)
    with i18n.language("zh"):
        zh_right = str(SEAT_NAME[trick.winner()])
        zh_wrong = next(str(SEAT_NAME[s]) for s, _ in trick.plays if s != trick.winner())
    en_right = str(SEAT_NAME[trick.winner()])
    teacher = person()
    teacher.goto(url + "class")
    teacher.locator(f"input.tt-plan-lesson[value='{lesson}']").check()
    teacher.locator(".tt-plan-save").click()
    expect(teacher.locator(".tt-status")).to_have_text("Assigned.")
    teacher.locator(".tt-class-reset").evaluate("b => { window.confirm = () => true; b.click(); }")
    expect(teacher.locator("tr.tt-class-row")).to_have_count(0)
    alerts: list[str] = []
    learners = [("Ann", "en", en_right, None), (HOSTILE, "en", en_right, None), ("小明", "zh", zh_right, zh_wrong)]
    for name, lang, right, wrong in learners:
        page = person(1100, 900)
        page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))
        page.goto(url + ("voila/tree/zh" if lang == "zh" else ""))
        form = page.locator("form.tt-learner")
        form.locator("input[name=name]").fill(name)
        form.locator("button[type=submit]").first.click()
        today = page.locator(".tt-today")
        expect(today).to_be_visible()
        # "today's class" is the first thing on the landing page after its heading, before the record
        assert page.evaluate("() => [...document.querySelectorAll('.tt-intro, .tt-progress, .tt-game')].every("
                             "e => document.querySelector('.tt-today').compareDocumentPosition(e) & "
                             "Node.DOCUMENT_POSITION_FOLLOWING)")
        today.locator("a").first.click()
        quiz = page.locator(".tt-quiz").first
        quiz.wait_for(state="visible", timeout=90_000)
        quiz.scroll_into_view_if_needed()
        if wrong:
            quiz.locator(".tt-option", has_text=wrong).click()
            expect(quiz.locator(".tt-feedback")).to_contain_text("✗")
        quiz.locator(".tt-option", has_text=right).click()
        expect(quiz.locator(".tt-feedback")).to_contain_text("✓")
        assert not page.locator(".tt-progress-note:visible").count() or \
            not page.locator(".tt-progress-note").inner_text().strip()  # the answers were saved
    assert not alerts  # the hostile name never ran as markup on any page
    # the teacher's page, never reloaded, shows the class
    rows = teacher.locator("tr.tt-class-row")
    expect(rows).to_have_count(3, timeout=10_000)
    expect(teacher.locator("td.tt-class-name", has_text=HOSTILE)).to_have_count(1)
    question = teacher.locator(f".tt-question[data-item='quiz:{lesson}#1']")
    expect(question.locator(".tt-question-stats")).to_contain_text("3 answered · 2 right at the first try")
    assert question.locator(f".tt-choice-bar[data-answer='{zh_wrong}']").get_attribute("data-count") == "1"
    assert question.locator(f".tt-choice-bar[data-answer='{en_right}']").get_attribute("data-count") == "2"
    teacher.screenshot(path=str(ARTIFACTS / "classview-class-run.png"))
    with teacher.expect_download() as info:
        teacher.locator(".tt-class-export").click()
    table = list(csv.reader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8-sig"))))
    assert {r[0] for r in table[1:]} == {"Ann", HOSTILE, "小明"}
    # the same class in Chinese
    teacher.goto(url + "class?lang=zh")
    expect(teacher.locator("tr.tt-class-row")).to_have_count(3)
    expect(teacher.locator(".tt-question-stats").first).to_contain_text("3 人回答 · 2 人第一次就答对")


def test_the_teacher_opens_a_table_gives_seats_to_robots_pauses_and_kibitzes_it(person, classroom):
    """Issue 31, the teacher's console: the teacher opens a Spades table with the console's form, a learner sits at
    South from the table's page, the teacher gives the three other seats to robots (one by keyboard), the robots play
    until it is the learner's turn; the teacher pauses the table (the learner's page says so at once), watches it
    with every hand shown, closes that with Escape (focus back on its button) and resumes it by keyboard; the page
    passes the accessibility checks; and the console's words are there in 简体中文."""
    from . import a11y

    url, _data = classroom
    teacher = person()
    teacher.goto(url + "class")
    cards = teacher.locator(".tt-table-card")
    before = set(cards.evaluate_all("cs => cs.map(c => c.dataset.table)"))
    teacher.locator(".tt-open-game").select_option("spades")
    teacher.locator(".tt-open-level").select_option("beginner")
    teacher.locator(".tt-open-table").click()
    expect(teacher.locator(".tt-tables-status")).to_have_text("Done.")
    expect(cards).to_have_count(len(before) + 1)
    tid = next(t for t in cards.evaluate_all("cs => cs.map(c => c.dataset.table)") if t not in before)
    card = teacher.locator(f".tt-table-card[data-table='{tid}']")
    expect(card.locator("td.tt-free")).to_have_count(4)  # every seat free for the learners
    learner = person(1100, 900)
    learner.goto(url + f"tables/{tid}?sit=S")
    expect(card.locator("tr.tt-seat-row[data-seat='S'] td.tt-learner")).to_be_visible()  # within a poll
    for seat in "NE":
        card.locator(f"tr.tt-seat-row[data-seat='{seat}'] .tt-seat-robot").click()
        expect(card.locator(f"tr.tt-seat-row[data-seat='{seat}'] td.tt-robot")).to_be_visible()
    card.locator("tr.tt-seat-row[data-seat='W'] .tt-seat-robot").focus()  # the keyboard does the same
    teacher.keyboard.press("Enter")
    expect(card.locator("td.tt-robot")).to_have_count(3)
    expect(card).to_have_attribute("data-turn", "S")  # the robots played until the learner's turn
    expect(card.locator("tr.tt-seat-row[data-seat='S'] .tt-turn-mark")).to_be_visible()
    card.locator(".tt-table-pause").click()
    expect(card).to_have_attribute("data-paused", "1")
    expect(learner.locator(".tt-paused")).to_be_visible()  # the learner's page, at once
    # kibitz: every hand shown, the panel takes the focus; Escape gives it back to the table's "watch" button
    card.locator(".tt-table-watch").click()
    kib = teacher.locator(".tt-kibitz")
    expect(kib).to_be_visible()
    expect(kib).to_have_attribute("data-table", tid)
    expect(kib).to_be_focused()
    hands = kib.locator(".tt-kibitz-hand")
    expect(hands).to_have_count(4)
    counts = [int(x) for x in hands.evaluate_all("hs => hs.map(h => h.dataset.count)")]
    assert all(12 <= n <= 13 for n in counts) and sum(counts) >= 49, counts  # before the learner's first card
    assert kib.locator(".tt-kibitz-cards").first.inner_text().strip()[0] in "♠♥♦♣"
    expect(kib).to_have_attribute("data-paused", "1")
    expect(kib.locator(".tt-kibitz-info li").first).to_contain_text("Spades")  # the engine's lines: trumps, bids
    teacher.screenshot(path=str(ARTIFACTS / "classview-tables-kibitz.png"))
    a11y.page_checks(teacher, "class view: tables and kibitz", settled=True)
    teacher.keyboard.press("Escape")
    expect(kib).to_be_hidden()
    expect(card.locator(".tt-table-watch")).to_be_focused()
    card.locator(".tt-table-resume").focus()
    teacher.keyboard.press("Enter")
    expect(card).to_have_attribute("data-paused", "0")
    expect(learner.locator(".tt-paused")).to_be_hidden()
    teacher.goto(url + "class?lang=zh")
    expect(teacher.locator("#tt-tables-h")).to_have_text("牌桌")
    expect(teacher.locator(f".tt-table-card[data-table='{tid}'] .tt-table-watch")).to_have_text("观战（亮出四家的牌）")


def test_a_learner_reviews_and_replays_a_hand_played_at_a_table_from_their_record(person, classroom):
    """Issue 31, after the hand: a learner who played South at a table finds the hand in their record on the landing
    page, opens its review: the replay from their own seat (stepped with the buttons and the arrow keys), the coach's
    review (a costly choice opens the replay at that decision); the page passes the accessibility checks; another
    learner's browser gets 403 for the same address."""
    from tutor import tables

    from . import a11y

    url, data = classroom
    learner = person(1100, 900)
    learner.goto(url + "tables")
    cookie = next(c["value"] for c in learner.context.cookies() if c["name"] == "tutor_learner")
    hall = tables.open(f"sqlite:///{data / 'progress.sqlite'}")
    try:
        tid = hall.open_table("spades", seed=11, robots={"N": "normal", "E": "normal", "W": "normal"})
        me = hall.sit(tid, "S", learner=cookie.rsplit(".", 1)[0], name="Ann")
        view = me.view()
        while not view["over"]:
            view = me.act(view["legal"][-1])  # the engine's last legal choice each time: costly ones for the coach
    finally:
        hall.close()
    learner.goto(url)
    link = learner.locator(f"section.tt-progress li.tt-table-hand[data-table='{tid}'] a.tt-table-review")
    expect(link).to_be_visible()
    link.click()
    expect(learner.locator("body")).to_have_attribute("data-seat", "S")
    replay = learner.locator(".tt-replay")
    step = replay.locator(".tt-step")
    expect(step).to_have_attribute("data-step", "0")
    replay.locator(".tt-next").click()
    expect(step).to_have_attribute("data-step", "1")
    replay.locator(".tt-next").press("ArrowRight")  # the arrow keys step too
    expect(step).to_have_attribute("data-step", "2")
    replay.locator(".tt-last").click()
    expect(replay.locator(".tt-next")).to_be_disabled()
    total = int(replay.get_attribute("data-steps"))
    expect(step).to_have_attribute("data-step", str(total))
    coach = learner.locator(".tt-coach")
    expect(coach).to_have_attribute("data-state", "done", timeout=120_000)
    mistakes = coach.locator(".tt-mistake")
    if mistakes.count():
        first = mistakes.first
        at = first.get_attribute("data-step")
        first.click()
        expect(step).to_have_attribute("data-step", at)
        expect(coach.locator(".tt-review-better")).not_to_be_empty()
    else:
        expect(coach.locator(".tt-coach-said")).to_have_text("No costly choices found: well played.")
    learner.screenshot(path=str(ARTIFACTS / "table-review.png"))
    a11y.page_checks(learner, "a table hand's review", settled=True)
    other = person()
    response = other.goto(url + f"tables/{tid}/review")
    assert response is not None and response.status == 403
    assert "<svg" not in other.content()


def test_the_teacher_fixes_the_class_house_rules_with_the_console_form(person, classroom):
    """Issue 34: the console's house-rules form lists the engine's switches, each labelled by its explanation; the
    teacher fixes Gong Zhu's partnership room (对家) with a lower limit and the form says what now applies; back to
    the usual rules after."""
    url, _data = classroom
    teacher = person()
    teacher.goto(url + "class")
    teacher.locator(".tt-house-game").select_option("gongzhu")
    expect(teacher.locator(".tt-house-now")).to_have_text("Now: the usual rules")
    limit = teacher.get_by_label("the game ends when a total (a side's, in partnership) reaches this")
    expect(limit).to_have_attribute("data-switch", "lose_at")
    teacher.locator(".tt-house-preset").select_option("partnership")
    limit.fill("-2000")
    teacher.locator(".tt-house-fix").click()
    now = teacher.locator(".tt-house-now")
    expect(now).to_contain_text("partners sit opposite and their hand scores add up (对家): yes")
    expect(now).to_contain_text("−2000")
    teacher.locator(".tt-house-clear").click()
    expect(now).to_have_text("Now: the usual rules")
