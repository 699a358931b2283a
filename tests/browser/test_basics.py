"""The app in a real browser: the landing page and the basics lesson (replay, quiz, play-along).

Expected texts come from the engine (the record, ``Trick.winner``, ``state.check``), not typed in.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tutor import replay
from tutor.cards import parse_cards
from tutor.games import basics
from tutor.seats import SEAT_NAME, next_seat
from tutor.tricks import Trick

from .conftest import ROOT, TIMINGS, assert_clean, screenshot

pytestmark = pytest.mark.browser

LESSON = "basics/01-what-is-a-trick.ipynb"
GAMES = ["Basics", "Spades", "Gong Zhu", "Bridge", "27 Wang"]


def _trick(leader: str, cards: str, trump: str | None = None) -> Trick:
    t, seat = Trick(leader, trump=trump), leader
    for card in parse_cards(cards):
        t, seat = t.add(seat, card), next_seat(seat)
    return t


def test_landing_lists_every_game_in_order(page, voila_url):
    page.goto(voila_url)
    page.locator(".tt-game").first.wait_for()
    assert page.locator("h1").inner_text() == "Trick Tutor"
    titles = [t.split("\n")[0] for t in page.locator(".tt-game h2").all_inner_texts()]
    assert [next(g for g in GAMES if t.startswith(g)) for t in titles] == GAMES
    for section in page.locator(".tt-game").all():  # each game has lessons or says "coming soon"
        assert section.locator(".tt-lesson a").count() > 0 or "coming soon" in section.inner_text()
    basics_section = page.locator(".tt-game[data-game=basics]")
    expect(basics_section.locator(".tt-lesson a").first).to_have_text("What is a trick?")
    expect(basics_section.locator(".tt-summary").first).to_contain_text("following suit")
    assert_clean(page)
    screenshot(page, "landing")


def test_basics_lesson_replay_quiz_and_play(page, voila_url):
    rp = replay.load(ROOT / "lessons" / "data" / "basics" / "four-tricks.json")
    outside = []  # nothing may come from the internet: every request goes to the local server
    page.on("request", lambda r: None if r.url.startswith((voila_url, "data:", "blob:")) else outside.append(r.url))
    page.goto(voila_url)
    start = time.perf_counter()
    page.locator(".tt-game[data-game=basics] .tt-lesson a").first.click()
    replay_box = page.locator(".tt-replay").first
    replay_box.wait_for(state="visible", timeout=60_000)
    TIMINGS["landing link → first widget (basics lesson)"] = round(time.perf_counter() - start, 3)
    assert_clean(page)
    assert page.title() == "What is a trick? · Trick Tutor"

    # ▶ three times: the narration is the engine's line for step 3
    narration = replay_box.locator(".tt-narration")
    expect(narration).to_have_text(rp.narration(0))
    for _ in range(3):
        replay_box.locator(".tt-next").click()
    expect(narration).to_have_text(rp.narration(3))
    expect(replay_box.locator(".tt-step")).to_contain_text(f"step 3 of {len(rp)}")
    replay_box.locator(".tt-next").click()  # step 4 ends the first trick and has a note
    expect(narration).to_have_text(rp.narration(4))
    assert rp.note(4)
    expect(replay_box.locator(".tt-note")).to_contain_text(rp.note(4))
    expect(replay_box.locator(".tt-counters")).to_contain_text("North 1")

    # quiz 1: a wrong answer, then the right one (the answer comes from Trick.winner)
    trick = _trick("W", "S10 SJ S4 S9")
    right = SEAT_NAME[trick.winner()]
    wrong = next(SEAT_NAME[s] for s, _ in trick.plays if SEAT_NAME[s] != right)
    quiz = page.locator(".tt-quiz").first
    quiz.locator(".tt-option", has_text=wrong).click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Try again")
    quiz.locator(".tt-option", has_text=right).click()
    expect(quiz.locator(".tt-feedback")).to_contain_text("Right!")
    expect(quiz.locator(".tt-explanation")).to_contain_text(trick.winner_reason())

    # play-along: an illegal card is refused with the engine's reason, a legal one is played
    rules = basics.Rules.preset("whist").but(hand_size=5)
    from tutor.widgets import PlayAlong  # the same seeded widget, in-process, tells what to expect

    twin = PlayAlong("basics", seat="S", seed=1, rules=rules)
    hand, legal = twin.hand(), twin.state.legal_actions()
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    cards = play.locator(".tt-hand [data-index]")
    expect(cards).to_have_count(len(hand))
    illegal = [i for i, c in enumerate(hand) if c not in legal]
    if illegal:
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
    assert outside == []
    screenshot(page, "basics-lesson")
