"""Issue 35's walk, in a real browser: a 繁體中文 reader learns 27 Wang and Gong Zhu over two visits.

Day 1: the reader gives a name on the 繁體中文 library, does 27 Wang 01's and Gong Zhu 01's questions, then a drill on
the Gong Zhu practice page. Back on the library, "Continue" offers Gong Zhu 00, the first lesson of the game being
studied not yet finished (not Basics 01, nor a game called "practice"); nothing is due again today; the stars'
meaning is written beside them; the drilled skill names its game and is not "mastered" after one answer. Day 2 (the
server restarted a day later over the same data folder): both lessons are due for review, "Continue" is unchanged.

Every page the reader sees, after every answer, is read as they read it: no Simplified-only character (the
``simplified_only`` of ``tests/test_taiwan_edition.py``: OpenCC's s2t table, the few forms Taiwan writes as they are
set aside), no OpenCC computing word, no English sentence, no developer word.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor.render.landing import game_name, lesson_info

from . import pages
from .test_progress import app

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from test_taiwan_edition import COMPUTING, simplified_only  # noqa: E402

LANG = "zh-hant"
WANG = f"{LANG}/wang27/01-card-order.ipynb"
GONG = f"{LANG}/gongzhu/01-special-cards.ipynb"
NEXT = f"{LANG}/gongzhu/00-two-minutes.ipynb"  # the first Gong Zhu lesson not finished
PRACTICE = f"{LANG}/practice/gongzhu.ipynb"
NAME = "林小明"


def read_as_taiwan(page, where: str) -> None:
    """The page's visible text (and every label a screen reader reads) as a Taiwan reader meets it."""
    pages.text_check(page, where, LANG)
    text, _ = pages.visible_text(page)
    labels = " ".join(page.evaluate("() => [...document.querySelectorAll('[aria-label],[title]')]"
                                    ".map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.title || ''))"))
    found = simplified_only(text + " " + labels) + [w for w in COMPUTING if w in text]
    assert not found, f"{where}: Simplified or computing words on a 繁體中文 page: {found[:12]}"


def answer_every_question(page, where: str) -> int:
    """Answer each quiz of the open lesson, trying its options in order until one is right, reading the page after
    every answer (the feedback is written then). Returns the number of questions."""
    quizzes = page.locator(".tt-quiz")
    expect(quizzes.first).to_be_visible(timeout=90_000)
    n = quizzes.count()
    for q in range(n):
        options = quizzes.nth(q).locator(".tt-option")
        for i in range(options.count()):
            options.nth(i).click()
            expect(options.nth(i)).to_have_class(re.compile(r"mod-(success|danger)"))
            if "mod-success" in (options.nth(i).get_attribute("class") or ""):
                break
        else:
            pytest.fail(f"{where}: no option of question {q + 1} was right")
        expect(quizzes.nth(q).locator(".tt-progress-note")).to_have_text("")  # saved
    read_as_taiwan(page, f"{where} after its questions")
    return n


#: No lessons rendered ahead (``tutor.serve.ahead``): the reader goes from the library to 27 Wang 01, Gong Zhu 01 and
#: the practice page, none of them a lesson next to the one before, so the five lessons the server would render ahead
#: (about 3 CPU-s each) would go unused; ``test_progress.py`` walks the app with them.
NO_AHEAD = "--ahead=0"


def test_a_traditional_reader_learns_27_wang_and_gong_zhu_over_two_visits(browser, tmp_path):
    data = tmp_path / "data"
    library = f"/voila/tree/{LANG}"
    with app(tmp_path, "hant-day1", NO_AHEAD, TUTOR_DATA=str(data)) as url:
        context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="zh-TW")
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(url + library)
        read_as_taiwan(page, "the library, before a name")
        page.locator("form.tt-learner #tt-name").fill(NAME)
        page.locator("form.tt-learner button[type=submit]:not([name=anonymous])").click()
        expect(page.locator(".tt-progress .tt-welcome")).to_contain_text(NAME)
        read_as_taiwan(page, "the library with a name")

        for path in (WANG, GONG):
            page.goto(f"{url}/voila/render/{path}")
            expect(page.locator("#rendered_cells nav.tt-nav[aria-label]").last).to_be_attached(timeout=90_000)
            read_as_taiwan(page, path)
            assert answer_every_question(page, path) == lesson_info(ROOT / "lessons" / path)["questions"]

        page.goto(f"{url}/voila/render/{PRACTICE}")
        drill = page.locator(".tt-practice").first
        drill.wait_for(state="visible", timeout=90_000)
        read_as_taiwan(page, PRACTICE)
        drill.locator(".tt-choice").first.click()
        expect(drill.locator(".tt-feedback")).not_to_have_text("")
        read_as_taiwan(page, f"{PRACTICE} after a drill's answer")

        page.goto(url + library)
        record = page.locator(".tt-progress")
        expect(record.locator(".tt-next")).to_have_text(lesson_info(ROOT / "lessons" / NEXT)["title"])
        expect(record.locator(".tt-next")).to_have_attribute("href", re.compile(re.escape(NEXT) + "$"))
        expect(record.locator(".tt-review")).to_have_count(0)  # nothing finished today is due again today
        for path in (WANG, GONG):
            expect(page.locator(f".tt-lesson[data-lesson='{path}']")).to_have_class("tt-lesson tt-done")
        expect(page.locator(".tt-stars-key")).to_be_visible()  # the stars' meaning, for every reader
        skill = record.locator(".tt-skill")
        expect(skill).to_have_count(1)
        expect(skill).to_contain_text(game_name("gongzhu", LANG))
        shown = re.search(r"(\d+)%", skill.inner_text())
        assert shown is None or int(shown.group(1)) <= 20, skill.inner_text()  # one answer shows no mastery
        read_as_taiwan(page, "the library with a day's record")
        cookies = context.storage_state()
        context.close()

    with app(tmp_path, "hant-day2", NO_AHEAD, TUTOR_DATA=str(data), TUTOR_CLOCK="+1d") as url:
        context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="zh-TW", storage_state=cookies)
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(url + library)
        record = page.locator(".tt-progress")
        expect(record.locator(".tt-welcome")).to_contain_text(NAME)
        due = record.locator(".tt-review a")
        hrefs = due.evaluate_all("as => as.map(a => a.getAttribute('href'))")
        assert {f"/voila/render/{WANG}", f"/voila/render/{GONG}"} <= set(hrefs), hrefs
        expect(record.locator(".tt-next")).to_have_text(lesson_info(ROOT / "lessons" / NEXT)["title"])
        read_as_taiwan(page, "the library the next day")
        context.close()
