"""Gong Zhu lessons in a real browser: every lesson opens cleanly; in the play-along hand a sale is
chosen, an illegal click shows the engine's reason and a legal click is played; the calculator and a
quiz answer. Expected texts come from the engine (an in-process twin of the seeded widget)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

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
}


#: Lessons opened (with the same checks as ``test_lesson_opens_cleanly``) by the interaction tests below.
INTERACTIVE = {"02-playing-tricks", "04-scoring", "06-play-a-hand"}


def _open(lesson, name: str) -> None:
    lesson(f"gongzhu/{name}.ipynb", LESSONS[name], at_least=(".tt-widget", 2), shot=f"gongzhu-{name}")


@pytest.mark.parametrize("name", sorted(set(LESSONS) - INTERACTIVE))
def test_lesson_opens_cleanly(lesson, name):
    _open(lesson, name)


def test_replay_steps_and_notes(lesson, page):
    from tutor import replay

    rp = replay.load(ROOT / "lessons" / "data" / "gongzhu" / "02-first-hand.json")
    _open(lesson, "02-playing-tricks")
    step_replay(page.locator(".tt-replay").first, rp, 5)
    assert_clean(page)


def test_play_along_sale_illegal_click_and_legal_click(lesson, page):
    from tutor.widgets import PlayAlong

    _open(lesson, "06-play-a-hand")
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

    _open(lesson, "04-scoring")
    calc = page.locator(".tt-gongzhu-calc").first
    calc.scroll_into_view_if_needed()
    expect(calc.locator(".tt-total").first).to_contain_text(f"{score_cards('SQ HA HK C10').total:+d}")
    calc.locator(".tt-calc-sweep").click()
    sweep = score_cards("SQ DJ C10 HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2").total
    expect(calc.locator(".tt-total").first).to_contain_text(f"{sweep:+d}")
    answer_quiz(page.locator(".tt-quiz").first, "+50", 1)
    assert_clean(page)
    screenshot(page, "gongzhu-scoring")
