"""Gong Zhu lessons in a real browser, in English and 简体中文: every lesson opens cleanly with its
navigation (lesson n of m, previous/next, the other language) and no developer words or Python reprs
visible; in the play-along hand a sale is chosen, an illegal click shows the engine's reason and a legal
click is played; the calculator and a quiz answer. Expected texts come from the engine (an in-process
twin of the seeded widget)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tutor.scoring import signed

from . import pages
from .conftest import ROOT, answer_quiz, assert_clean, refuse_then_play, screenshot, step_replay

pytestmark = pytest.mark.browser

LESSONS = {
    "00-two-minutes": ".tt-quiz",
    "01-special-cards": ".tt-scores",
    "02-playing-tricks": ".tt-replay",
    "03-selling": ".tt-table",
    "04-scoring": ".tt-gongzhu-calc",
    "05-a-whole-game": ".tt-scores",
    "06-play-a-hand": ".tt-playalong",
    "07-glossary": ".tt-glossary",
    "08-partnership": ".tt-playalong",
    "09-two-decks": ".tt-playalong",
}
NAMES = list(LESSONS)

#: Lessons opened (with the same checks as ``test_lesson_opens_cleanly``) by the interaction tests below.
INTERACTIVE = {("en", "02-playing-tricks"), ("en", "04-scoring"), ("zh", "04-scoring"), ("en", "06-play-a-hand")}
#: Words written for the people who built the tutor, never for a learner (issue 10).
DEVELOPER = re.compile(r"\b(the seed|preset|rule book|msn|trump_only|sweep_fixed_multiplier|seed_literal|"
                       r"GZ\d+|BR\d+|BB\d+|W-\d|S\d+:)\b|\b(True|False|None)\b|\[\s*'|\{\s*'|Card\.parse\(")


def _open(lesson, page, lang: str, name: str) -> None:
    widgets = (".tt-widget", 2) if name != "07-glossary" else None
    lesson(f"{lang}/gongzhu/{name}.ipynb", LESSONS[name], at_least=widgets, shot=f"gongzhu-{lang}-{name}")
    nav = page.locator(".tt-nav").first
    i = NAMES.index(name)
    n, m = i + 1, len(NAMES)
    expect(nav).to_contain_text(f"Lesson {n} of {m}" if lang == "en" else f"第 {n} 课，共 {m} 课")
    other = "zh" if lang == "en" else "en"
    assert nav.locator(f"a[href='../../{other}/gongzhu/{name}.ipynb']").count() == 1
    if i > 0:
        assert nav.locator(f"a[href='{NAMES[i - 1]}.ipynb']").count() == 1
    if i + 1 < len(NAMES):
        assert nav.locator(f"a[href='{NAMES[i + 1]}.ipynb']").count() == 1
    text = page.locator("body").inner_text()
    bad = DEVELOPER.search(text)
    assert bad is None, f"developer words or a Python repr on {lang}/{name}: {bad.group(0)!r}"


OPEN = [(lang, n) for lang, n in sorted({(lang, n) for lang in ("en", "zh") for n in LESSONS} - INTERACTIVE)
        if pages.opened_in_the_browser(f"{lang}/gongzhu/{n}.ipynb")]  # the other Chinese ones: offline


@pytest.mark.parametrize("lang,name", OPEN)
def test_lesson_opens_cleanly(lesson, page, lang, name):
    _open(lesson, page, lang, name)


def test_replay_steps_and_notes(lesson, page):
    from tutor import replay

    rp = replay.load(ROOT / "lessons" / "data" / "gongzhu" / "02-first-hand.json")
    _open(lesson, page, "en", "02-playing-tricks")
    step_replay(page.locator(".tt-replay").first, rp, 5)
    assert_clean(page)


def test_play_along_sale_illegal_click_and_legal_click(lesson, page):
    from tutor.widgets import PlayAlong

    _open(lesson, page, "en", "06-play-a-hand")
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    twin = PlayAlong("gongzhu", seat="S", seed=7)
    # the selling decision first: South holds a saleable card in this deal
    labels = [label for label, _ in twin.facade.choices(twin.state)]
    assert labels, "South should have a selling decision in deal 7"
    while twin.state.phase == "sell" and twin.my_turn():
        keep = next(label for label, _ in twin.facade.choices(twin.state) if label.startswith("keep"))
        play.locator(".tt-choices .tt-choice", has_text=keep).click()
        twin.choose(keep)
        expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    # play legal cards (twin first) until South holds a card that is not allowed, click it, then a legal one
    refuse_then_play(play, twin)
    assert_clean(page)
    screenshot(page, "gongzhu-play-along")


def test_calculator_and_quiz(lesson, page):
    from tutor.games.gongzhu import score_cards

    _open(lesson, page, "en", "04-scoring")
    calc = page.locator(".tt-gongzhu-calc").first
    calc.scroll_into_view_if_needed()
    expect(calc.locator(".tt-total").first).to_contain_text(signed(score_cards('SQ HA HK C10').total))
    calc.locator(".tt-calc-sweep").click()
    sweep = score_cards("SQ DJ C10 HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2").total
    expect(calc.locator(".tt-total").first).to_contain_text(signed(sweep))
    answer_quiz(page.locator(".tt-quiz").first, "+50", 1)
    assert_clean(page)
    screenshot(page, "gongzhu-scoring")


def test_calculator_in_chinese_and_its_cards_stand_clear(lesson, page):
    """The zh calculator speaks Chinese, and its 16 cards do not overlap: every rank reads (Q, not C)."""
    from tutor import i18n
    from tutor.games.gongzhu import score_cards

    _open(lesson, page, "zh", "04-scoring")
    calc = page.locator(".tt-gongzhu-calc").first
    calc.scroll_into_view_if_needed()
    expect(calc.locator(".tt-calc-sweep")).to_have_text("满贯")
    with i18n.language("zh"):
        first = score_cards("SQ HA HK C10").lines[0].label
    expect(calc.locator(".tt-sheet").first).to_contain_text(first)
    boxes = [b for b in (calc.locator("svg.tt-hand g.tt-card").nth(i).bounding_box() for i in range(16)) if b]
    assert len(boxes) == 16
    for a in boxes:
        for b in boxes:
            if a is not b and abs(a["y"] - b["y"]) < a["height"] / 2:  # same row
                assert abs(a["x"] - b["x"]) >= a["width"] - 1, "two calculator cards overlap"
    screenshot(page, "gongzhu-zh-scoring")
