"""A teacher's lesson on house rules (``teach/03-house-rules``, issue 34) in a real browser, end to end: the teacher
chooses Gong Zhu's two-deck room (二副) and a lower limit with the page's own controls, the page lists the rules in
force as the engine says them, deals 26 cards a hand, and a whole hand is played under those rules, click by click,
against an in-process twin of the widget dealt by the same rules (every line of the log and the hand's size checked
at each step); the last line is the engine's result under the house rules. The learner's drills then follow the
rules they played with: the Gong Zhu practice page deals its exercise under them and says so."""

from __future__ import annotations

import html

import pytest
from playwright.sync_api import expect

from tutor import practice
from tutor.games.switches import house_rules, preset_title
from tutor.scoring import signed

from . import pages
from .conftest import assert_clean, click_card

pytestmark = pytest.mark.browser

CHOSEN = {"preset": "two_decks", "lose_at": -500}


def test_the_house_rules_lesson_plays_a_hand_of_two_deck_gong_zhu_under_the_chosen_rules(lesson, page, voila_url):
    from tutor.widgets import PlayAlong

    lesson("en/teach/03-house-rules.ipynb", ".tt-house")
    box = page.locator(".tt-house").first
    box.scroll_into_view_if_needed()
    box.locator("select").nth(1).select_option(label=str(preset_title("gongzhu", "two_decks")))
    box.locator("input[type=text]").first.fill('{"lose_at": -500}')
    box.locator("button", has_text="Play with these rules").click()
    rules = house_rules("gongzhu", CHOSEN)
    said = box.locator(".tt-house-rules li")
    expect(said).to_have_text(rules.plain())
    twin = PlayAlong("gongzhu", seat="S", seed=0, rules=rules.rules)
    assert twin.state.rules.decks == 2 and len(twin.hand()) == 26
    play = box.locator(".tt-playalong").first
    cards = play.locator(".tt-hand [data-index]")
    expect(cards).to_have_count(26)  # 104 cards: 26 each
    for _ in range(200):
        if twin.state.is_terminal():
            break
        assert twin.my_turn()
        choices = [label for label, _ in twin.facade.choices(twin.state)]
        if twin.state.phase != "play" and choices:  # a sale: keep the card (a 二副 deal may hold two copies)
            keep = next((c for c in choices if c.startswith("keep")), choices[0])
            play.locator(".tt-choices .tt-choice", has_text=keep).first.click()
            twin.choose(keep)
        else:
            hand, legal = twin.hand(), twin.state.legal_actions()
            good = next(i for i, c in enumerate(hand) if c in legal)
            twin.click(good)
            click_card(cards, good)
        expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
        expect(cards).to_have_count(len(twin.hand()))
    assert twin.state.is_terminal(), "the hand did not end"
    assert len(twin.lines) >= 104  # every card of both decks was played
    expect(play.locator(".tt-status")).to_contain_text("The hand is over.")
    # the score sheets are the engine's under the house rules (a 二副 sheet: two pigs, a transformer ×2 …)
    sheets = twin.facade.score_sheets(twin.state)
    expect(play.locator(".tt-scores .tt-total .tt-pts")).to_have_text([signed(s.total) for s in sheets.values()])
    labels = [line.label for s in sheets.values() for line in s.lines]
    for label in labels:
        expect(play.locator(".tt-scores").first).to_contain_text(label)
    assert_clean(page)
    # the same learner's drills now follow the rules they played with: 26 hearts for 满红, the rules named
    page.goto(pages.render_url(voila_url, "en/practice/gongzhu.ipynb") + "?skill=gongzhu.hearts")
    question = page.locator(".tt-practice .tt-question").first
    question.wait_for(state="visible", timeout=60_000)
    skill, seed, level = question.get_attribute("data-exercise").split(":")
    made = practice.exercise(skill, seed=int(seed), level=int(level), rules=CHOSEN)
    assert sum(c.suit == "H" for c in made.facts["cards"]) >= 25
    expect(question.locator(".tt-rules-in-force")).to_have_text(
        html.unescape(made.prompt.split("'>", 1)[1].split("</p>", 1)[0]))
    expect(page.locator(".tt-practice .tt-choice")).to_have_text(list(made.choices))
    assert_clean(page)
