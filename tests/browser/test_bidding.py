"""The bidding box explains every call in a real browser: hovering a call, focusing it with the keyboard or
tapping it shows its meaning in the bidding system, and the meaning is the call's accessible description
(``aria-describedby``), in the lesson's language. Expected texts come from the system, never typed by hand."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import assert_clean

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_call_shows_its_meaning_on_hover_focus_and_tap(lesson, page, lang):
    from tutor.games import bridge
    from tutor.i18n import language

    lesson(f"{lang}/bridge/02-the-auction.ipynb", ".tt-biddingbox", at_least=(".tt-quiz", 2))
    box = page.locator(".tt-biddingbox").first
    box.scroll_into_view_if_needed()
    for call in ("1NT", "P", "2C"):
        box.locator(f".tt-call-{call}").click()
    with language(lang):
        said = [str(e.meaning) for e in bridge.system("sayc").explain(["1NT", "P", "2C"], dealer="N")]
    calls = box.locator(".tt-callm")
    expect(calls).to_have_count(3)
    tips = box.locator(".tt-meaning")
    expect(tips.nth(0)).to_be_hidden()
    calls.nth(0).hover()                                       # hover
    expect(tips.nth(0)).to_be_visible()
    expect(tips.nth(0)).to_have_text(said[0])
    calls.nth(2).focus()                                       # keyboard focus
    expect(tips.nth(2)).to_be_visible()
    expect(tips.nth(2)).to_have_text(said[2])
    described = calls.nth(2).get_attribute("aria-describedby")
    expect(page.locator(f"#{described}")).to_have_text(said[2])
    page.mouse.move(0, 0)
    calls.nth(1).click()                                       # a tap (a click) focuses the call
    expect(tips.nth(1)).to_be_visible()
    expect(tips.nth(1)).to_have_text(said[1])
    assert_clean(page)
