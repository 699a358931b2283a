"""Gong Zhu lessons in a real browser: every lesson opens cleanly; in the play-along hand a sale is
chosen, an illegal click shows the engine's reason and a legal click is played; the calculator and a
quiz answer. Expected texts come from the engine (an in-process twin of the seeded widget)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import assert_clean, screenshot

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


@pytest.mark.parametrize("name", sorted(LESSONS))
def test_lesson_opens_cleanly(lesson, page, shot, name):
    lesson(f"gongzhu/{name}.ipynb", LESSONS[name])
    assert page.locator(".tt-widget").count() >= 2
    assert_clean(page)
    shot(f"gongzhu-{name}")


def test_replay_steps_and_notes(lesson, page):
    from tutor import replay

    from .conftest import ROOT

    rp = replay.load(ROOT / "lessons" / "data" / "gongzhu" / "02-first-hand.json")
    lesson("gongzhu/02-playing-tricks.ipynb", ".tt-replay")
    box = page.locator(".tt-replay").first
    for _ in range(5):
        box.locator(".tt-next").click()
    expect(box.locator(".tt-narration")).to_have_text(rp.narration(5))
    expect(box.locator(".tt-note")).to_contain_text(rp.note(5))
    assert_clean(page)


def test_play_along_sale_illegal_click_and_legal_click(lesson, page):
    from tutor.widgets import PlayAlong

    lesson("gongzhu/06-play-a-hand.ipynb", ".tt-playalong")
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    twin = PlayAlong("gongzhu", seat="S", seed=7)
    # the selling decision first: South holds a saleable card in this deal
    labels = [label for label, _ in twin.spec.choices(twin.state)]
    assert labels, "South should have a selling decision in deal 7"
    while twin.state.phase == "sell" and twin.my_turn():
        keep = next(label for label, _ in twin.spec.choices(twin.state) if label.startswith("keep"))
        play.locator(".tt-choices .tt-choice", has_text=keep).click()
        twin.choose(keep)
        expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    cards = play.locator(".tt-hand [data-index]")
    # play legal cards (twin first) until South holds a card that is not allowed
    for _ in range(13):
        hand, legal = twin.hand(), twin.state.legal_actions()
        expect(cards).to_have_count(len(hand))
        illegal = [i for i, c in enumerate(hand) if c not in legal]
        if illegal:
            break
        i = hand.index(legal[0])
        twin.click(i)
        cards.nth(i).click(position={"x": 6, "y": 30})
    else:
        pytest.fail("South never had an illegal card in this deal")
    reason = twin.state.check(hand[illegal[0]])
    cards.nth(illegal[0]).click(position={"x": 6, "y": 30})
    expect(play.locator(".tt-message")).to_contain_text(reason)
    expect(cards).to_have_count(len(hand))
    good = hand.index(legal[0])
    twin.click(good)
    cards.nth(good).click(position={"x": 6, "y": 30})
    expect(cards).to_have_count(len(hand) - 1)
    expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    assert_clean(page)
    screenshot(page, "gongzhu-play-along")


def test_calculator_and_quiz(lesson, page):
    from tutor.games.gongzhu import score_cards

    lesson("gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc")
    calc = page.locator(".tt-gongzhu-calc").first
    calc.scroll_into_view_if_needed()
    expect(calc.locator(".tt-total").first).to_contain_text(f"{score_cards('SQ HA HK C10').total:+d}")
    calc.locator(".tt-calc-sweep").click()
    sweep = score_cards("SQ DJ C10 HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2").total
    expect(calc.locator(".tt-total").first).to_contain_text(f"{sweep:+d}")
    quiz = page.locator(".tt-quiz").first
    quiz.locator(".tt-option", has_text="+50").click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Try again")
    quiz.locator(".tt-option").nth(1).click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Right!")
    assert_clean(page)
    screenshot(page, "gongzhu-scoring")
