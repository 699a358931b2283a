"""Progress that lasts, in a real browser against the app (``python -m tutor.serve``, as ``make app``):

a new learner opens the app and gives a name, does a lesson's questions, closes the browser, comes back the
next day (the server restarted with ``TUTOR_CLOCK=+1d`` over the same data folder) and is offered the review
due and the next lesson; "export my progress" and "forget me" work on the learner's own record only. A
broken progress database leaves the lessons working and the pages say progress is not being saved.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor import progress
from tutor.render.landing import lesson_info, skill_label
from tutor.serve import launch

from . import a11y, pages

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
LESSON = "en/basics/01-what-is-a-trick.ipynb"
NEXT = "en/basics/02-glossary.ipynb"
PRACTICE = ROOT / "lessons" / "en" / "practice" / "basics.ipynb"
NAME = "Lin <i>&</i> Co"  # a name is text: shown as typed, never as markup


@contextlib.contextmanager
def app(tmp: Path, name: str, *args: str, **env: str) -> Iterator[str]:
    """The app over the lessons with ``env`` added to its environment (kernels inherit it), and ``args`` added to
    its command line."""
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--class=1", *args, log=tmp / f"{name}.log", timeout=90)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    try:
        yield url
    finally:
        launch.stop(proc)


def answer_every_question(page, n: int) -> tuple[int, int]:
    """Answer each of the ``n`` quizzes of the open lesson by trying its options in order until one is right;
    returns (questions, right at the first try)."""
    quizzes = page.locator(".tt-quiz")
    expect(quizzes).to_have_count(n, timeout=90_000)
    first_right = 0
    for q in range(n):
        quiz = quizzes.nth(q)
        options = quiz.locator(".tt-option")
        for i in range(options.count()):
            options.nth(i).click()
            # the option clicked turns green (right) or red (wrong) once the kernel has judged and recorded it
            expect(options.nth(i)).to_have_class(re.compile(r"mod-(success|danger)"))
            if "mod-success" in (options.nth(i).get_attribute("class") or ""):
                expect(quiz.locator(".tt-feedback")).to_contain_text("Right!")
                first_right += i == 0
                break
            expect(quiz.locator(".tt-feedback")).to_contain_text("Try again")
        else:
            pytest.fail(f"no option of question {q + 1} was right")
        expect(quiz.locator(".tt-progress-note")).to_have_text("")  # saved: no "not being saved" note
    return n, first_right


def test_a_new_learner_comes_back_the_next_day_to_the_review_due_and_the_next_lesson(browser, tmp_path):
    data = tmp_path / "data"
    title, next_title = lesson_info(ROOT / "lessons" / LESSON)["title"], lesson_info(ROOT / "lessons" / NEXT)["title"]
    with app(tmp_path, "day1", TUTOR_DATA=str(data)) as url:
        context = browser.new_context(viewport={"width": 1100, "height": 900}, accept_downloads=True)
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(url + "/")
        form = page.locator("form.tt-learner")
        expect(form).to_be_visible()
        expect(page.locator(".tt-progress")).to_have_count(0)
        a11y.axe_check(page, "(the name prompt)")
        form.locator("#tt-name").fill(NAME)
        form.locator("button[type=submit]:not([name=anonymous])").click()
        record = page.locator(".tt-progress")
        expect(record.locator(".tt-welcome")).to_have_text(f"Hello, {NAME}.")
        expect(page.locator("form.tt-learner")).to_have_count(0)
        expect(record.locator(".tt-next")).to_have_text(lesson_info(ROOT / "lessons" / LESSON)["title"])

        record.locator(".tt-next").click()
        questions, first_right = answer_every_question(page, lesson_info(ROOT / "lessons" / LESSON)["questions"])
        # and a drill, on the game's practice page (tools/practice_pages.py builds them; on a branch without
        # the practice work the page is not there and the learner does the lesson only)
        drilled = PRACTICE.is_file()
        if drilled:
            page.goto(f"{url}/voila/render/{PRACTICE.relative_to(ROOT / 'lessons')}")
            drill = page.locator(".tt-practice").first
            drill.wait_for(state="visible", timeout=90_000)
            drill.locator(".tt-choice").first.click()
            expect(drill.locator(".tt-feedback")).not_to_have_text("")

        page.goto(url + "/")
        entry = page.locator(f".tt-lesson[data-lesson='{LESSON}']")
        expect(entry).to_have_class("tt-lesson tt-done")
        expect(entry.locator(".tt-stars")).to_have_text("★" * first_right + "☆" * (questions - first_right))
        expect(page.locator(".tt-done")).to_have_count(1)
        expect(record.locator(".tt-next")).to_have_text(next_title)
        expect(record.locator(".tt-review")).to_have_count(0)  # nothing is due yet today

        with page.expect_download() as download:
            record.locator(".tt-export").click()
        exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        items = [a["item"] for a in exported["answers"]]
        skills = sorted({i.split(":")[1] for i in items if i.startswith("drill:")})
        assert len(skills) == int(drilled)
        expect(record.locator(".tt-skill")).to_have_count(len(skills))
        assert exported["name"] == NAME
        assert items[0] == "lesson:basics/01-what-is-a-trick" and exported["answers"][0]["answer"] == "opened"
        assert {f"quiz:basics/01-what-is-a-trick#{k}" for k in range(1, questions + 1)} <= set(items)
        finished = [a for a in exported["answers"] if a["item"] == "lesson:basics/01-what-is-a-trick"]
        assert finished[-1]["answer"] == "finished"
        quiz_answers = [a for a in exported["answers"] if a["item"].startswith("quiz:")]
        assert sum(a["correct"] for a in quiz_answers) == questions and all(a["answer"] for a in quiz_answers)
        cookies = context.storage_state()
        context.close()  # the learner closes the browser

    # drills of other games on other days (written to the store as the kernel does), so that the record
    # lists several skills one under another: each link must still be a large enough touch target
    store = progress.open(f"sqlite:///{data / 'progress.sqlite'}")
    (learner,) = [row["id"] for row in store.learners()]
    more = ["spades.nil", "wang27.order", "bridge.score"]
    for k, skill in enumerate(more):
        store.record(learner, f"drill:{skill}:{k}", k % 2 == 0, answer="a choice")
    # Which skills are due the next day is the store's schedule (FSRS; tests/test_progress_memory.py): a
    # wrong answer comes back within minutes, a right one after ten minutes, but a right one given within
    # four seconds (a quick click on the drill's first choice, when that was right) only days later.
    # The page must list what the store says is due; the three written above (no time given) are due.
    due = store.summary(learner, now=dt.datetime.now(dt.UTC) + dt.timedelta(days=1))["reviews"]
    store.close()
    assert set(more) <= set(due)
    drill_answers = [a for a in exported["answers"] if a["item"].startswith("drill:")]
    assert all(skill in due for skill in skills if not any(a["correct"] for a in drill_answers))

    # the next day: the same data folder, the clock a day on
    with app(tmp_path, "day2", TUTOR_DATA=str(data), TUTOR_CLOCK="+1d") as url:
        context = browser.new_context(viewport={"width": 1100, "height": 900}, storage_state=cookies)
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.on("dialog", lambda dialog: dialog.accept())  # "forget me" asks first
        page.goto(url + "/")
        record = page.locator(".tt-progress")
        expect(record.locator(".tt-welcome")).to_have_text(f"Welcome back, {NAME}.")
        # the lesson comes back for review, and the skills due (see above)
        # (the lesson first, then the skills, soonest due first: the order is the store's, not checked here)
        expect(record.locator(".tt-review")).to_have_count(1 + len(due))
        shown = record.locator(".tt-review").all_inner_texts()
        assert shown[0] == title and sorted(shown[1:]) == sorted(skill_label(s, "en") for s in due)
        expect(record.locator(".tt-review a").first).to_have_attribute("href", f"/voila/render/{LESSON}")
        expect(record.locator(".tt-next")).to_have_text(next_title)
        expect(page.locator(f".tt-lesson[data-lesson='{LESSON}'].tt-done")).to_have_count(1)
        a11y.axe_check(page, "(the landing page with a record)")
        a11y.phone_check(page, "(the landing page with a record)")
        pages.text_check(page, "the landing page with a record", "en")

        page.goto(url + "/voila/tree/zh")  # the same record in Chinese
        expect(page.locator(".tt-progress h2")).to_have_text("你的学习进度")
        expect(page.locator(".tt-progress .tt-welcome")).to_have_text(f"欢迎回来，{NAME}。")
        expect(page.locator(".tt-lesson.tt-done")).to_have_attribute("data-lesson", LESSON.replace("en/", "zh/"))

        page.locator(".tt-forget").click()
        expect(page.locator(".tt-problem")).to_have_text("你的记录已经删除。")
        expect(page.locator("form.tt-learner")).to_be_visible()
        expect(page.locator(".tt-done")).to_have_count(0)
        context.close()
    store = progress.open(f"sqlite:///{data / 'progress.sqlite'}")
    assert store.learners() == [] and store.count() == 0
    store.close()


def test_a_broken_database_leaves_the_lesson_working_and_says_progress_is_not_saved(browser, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("the data folder's place is taken by a file")
    with app(tmp_path, "broken", TUTOR_DATA=str(blocker / "data")) as url:
        context = browser.new_context(viewport={"width": 1100, "height": 900})
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(url + "/")
        expect(page.locator(".tt-problem")).to_contain_text("Your progress is not being saved")
        page.locator("form.tt-learner button[name=anonymous]").click()
        expect(page.locator(".tt-progress .tt-welcome")).to_have_text(
            "You are learning without a name: your progress stays with this browser.")
        page.goto(url + "/voila/render/" + LESSON)
        quiz = page.locator(".tt-quiz").first
        quiz.wait_for(state="visible", timeout=90_000)
        quiz.locator(".tt-option").first.click()
        expect(quiz.locator(".tt-feedback")).not_to_have_text("")  # the question works as always
        expect(quiz.locator(".tt-progress-note")).to_contain_text("Your progress is not being saved")
        assert "Traceback" not in page.locator("body").inner_text()
        context.close()
