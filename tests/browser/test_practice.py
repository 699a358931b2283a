"""The practice pages in a real browser: a page opened with ``?skill=`` starts on that skill, a choice is
answered by keyboard (Tab and Enter) and by click, and ``tt-feedback`` says the engine's reason for the choice
made, in the page's language; "next" deals a new exercise.

The exercise on the page is named by its prompt's ``data-exercise`` (skill:seed:level, the page's random
seed): the expected texts are the same exercise made here through ``tutor.practice``, never typed in.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tutor import i18n, practice

from . import a11y, conftest, pages
from .conftest import CHECKED, TIMINGS, assert_clean
from .test_a11y import focus, live, tab_to

pytestmark = pytest.mark.browser


def open_practice(page, base_url: str, path: str, query: str = "") -> None:
    start = time.perf_counter()
    # the server runs at most so many kernels and answers "class full" (503) beyond: as open_lesson does, wait
    # until it says a seat is ready, then ask again
    for _ in range(10):
        since = conftest.SERVER_OUTPUT.mark() if conftest.SERVER_OUTPUT else 0
        response = page.goto(pages.render_url(base_url, path) + query)
        if response is None or response.status != 503 or conftest.SERVER_OUTPUT is None:
            break
        conftest.SERVER_OUTPUT.wait_for("Warm kernel ready", 120, since)
    page.locator(".tt-practice .tt-choice").first.wait_for(state="visible", timeout=60_000)
    TIMINGS[path] = round(time.perf_counter() - start, 3)
    assert_clean(page)
    a11y.settle(page)
    lang = path.split("/")[0]
    pages.language_check(page, path)
    pages.heading_check(page, path)
    pages.text_check(page, path, lang)
    a11y.page_checks(page, path, settled=True)
    CHECKED[path] = "test_practice"


def shown(page) -> practice.Exercise:
    """The exercise the page shows, made again here from the name its prompt carries."""
    name = page.locator(".tt-practice .tt-question").first.get_attribute("data-exercise")
    skill_id, seed, level = name.rsplit(":", 2)
    return practice.exercise(skill_id, seed=int(seed), level=int(level))


def test_practice_by_keyboard_and_click(page, voila_url):
    path = "en/practice/spades.ipynb"
    open_practice(page, voila_url, path, "?skill=spades.nil")
    box = page.locator(".tt-practice").first
    feedback = box.locator(".tt-feedback")
    live(feedback)
    ex = shown(page)
    assert ex.skill_id == "spades.nil"  # the query's skill
    expect(box.locator(".tt-practice-title")).to_contain_text(practice.skill("spades.nil").title)
    choices = box.locator(".tt-choice")
    expect(choices).to_have_count(len(ex.choices))
    assert choices.all_inner_texts() == list(ex.choices)

    # by keyboard: Tab to the first choice, Enter; the feedback is the engine's reason for it
    f = tab_to(page, lambda f: "tt-practice" in f["inside"] and "tt-choice" in f["cls"])
    i = list(ex.choices).index(f["text"])
    page.keyboard.press("Enter")
    expect(feedback).to_contain_text(ex.explain(i))
    if i != ex.answer:
        expect(feedback).to_contain_text(ex.explain(ex.answer))
    for n in range(choices.count()):
        expect(choices.nth(n)).to_be_disabled()
    assert focus(page) is not None and "tt-practice" in focus(page)["inside"]  # the focus stayed in the drill
    expect(box.locator(".tt-streak")).to_contain_text("1" if i == ex.answer else "0")

    # next, by click: a new exercise of the same skill; a wrong choice clicked shows why, and the right one
    box.locator(".tt-next-exercise").click()
    expect(feedback).to_have_text("")
    nxt = shown(page)
    assert (nxt.skill_id, nxt.seed) == ("spades.nil", ex.seed + 1)
    wrong = (nxt.answer + 1) % len(nxt.choices)
    choices.nth(wrong).click()
    expect(feedback).to_contain_text(nxt.explain(wrong))
    expect(feedback).to_contain_text(nxt.explain(nxt.answer))
    expect(box.locator(".tt-streak")).to_contain_text("0")
    assert_clean(page)


def test_practice_in_chinese(page, voila_url):
    path = "zh/practice/wang27.ipynb"
    open_practice(page, voila_url, path)
    box = page.locator(".tt-practice").first
    ex = shown(page)
    box.locator(".tt-choice").nth(ex.answer).click()
    with i18n.language("zh"):
        right = ex.explain(ex.answer)
    expect(box.locator(".tt-feedback")).to_contain_text(right)
    expect(box.locator(".tt-streak")).to_contain_text("连对")
    box.locator(".tt-next-exercise").click()  # every skill in turn: the next one
    expect(box.locator(".tt-feedback")).to_have_text("")
    assert shown(page).skill_id == practice.skills("wang27")[1].id
    assert_clean(page)
