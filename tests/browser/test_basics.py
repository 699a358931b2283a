"""The app in a real browser: the landing page and the basics lesson (replay, quiz, play-along).

Expected texts come from the engine (the record, ``Trick.winner``, ``state.check``), not typed in.
"""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import expect

from tutor import replay
from tutor.games import basics
from tutor.render.landing import lesson_info
from tutor.seats import SEAT_NAME
from tutor.tricks import Trick

from .conftest import ROOT, TIMINGS, answer_quiz, assert_clean, check_lesson, refuse_then_play, screenshot, step_replay

pytestmark = pytest.mark.browser

LESSON = "en/basics/01-what-is-a-trick.ipynb"
GAMES = ["Basics", "Spades", "Gong Zhu", "Bridge", "27 Wang", "For teachers"]


def _trick(leader: str, cards: str, trump: str | None = None) -> Trick:
    return Trick.played(leader, cards, trump=trump)


def test_landing_lists_every_game_in_order(page, voila_url):
    page.goto(voila_url)
    page.locator(".tt-game").first.wait_for()
    assert page.locator("h1").inner_text() == "Trick Tutor"
    titles = [t.split("\n")[0] for t in page.locator(".tt-game h2").all_inner_texts()]
    assert [next(g for g in GAMES if t.startswith(g)) for t in titles] == GAMES
    for section in page.locator(".tt-game").all():  # each game has lessons or says "coming soon"
        assert section.locator(".tt-lesson a").count() > 0 or "coming soon" in section.inner_text()
    basics_section = page.locator(".tt-game[data-game=basics]")
    # the library lists a lesson under its own heading
    expect(basics_section.locator(".tt-lesson a").first).to_have_text(lesson_info(ROOT / "lessons" / LESSON)["title"])
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
    title = json.loads((ROOT / "lessons" / LESSON).read_text(encoding="utf-8"))["metadata"]["tutor"]["title"]
    assert page.title() == f"{title} · Trick Tutor"
    check_lesson(page, voila_url, LESSON)

    # ▶ three times: the narration is the engine's line for step 3
    expect(replay_box.locator(".tt-narration")).to_have_text(rp.narration(0))
    step_replay(replay_box, rp, 3, note=False)
    expect(replay_box.locator(".tt-step")).to_contain_text(f"step 3 of {len(rp)}")
    assert rp.note(4)
    step_replay(replay_box, rp, 1, start=3)  # step 4 ends the first trick and has a note
    expect(replay_box.locator(".tt-counters")).to_contain_text("North 1")

    # quiz 1: a wrong answer, then the right one (the answer comes from Trick.winner)
    trick = _trick("W", "S10 SJ S4 S9")
    right = SEAT_NAME[trick.winner()]
    wrong = next(SEAT_NAME[s] for s, _ in trick.plays if SEAT_NAME[s] != right)
    answer_quiz(page.locator(".tt-quiz").first, wrong, right, trick.winner_reason())

    # play-along: an illegal card is refused with the engine's reason, a legal one is played
    rules = basics.Rules.preset("whist").but(hand_size=5)
    from tutor.widgets import PlayAlong  # the same seeded widget, in-process, tells what to expect

    twin = PlayAlong("basics", seat="S", seed=1, rules=rules)
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    refuse_then_play(play, twin, search=0)  # an illegal card now (if South holds one) is refused
    assert_clean(page)
    assert outside == []
    screenshot(page, "basics-lesson")
