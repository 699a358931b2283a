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


def test_a_whole_deal_with_a_robot_partner_explains_every_call(lesson, page):
    """Lesson 11's last widget: the robots' calls before South show their meanings on hover, focus and tap; the
    hint names the system's rule; a call made by the learner brings the robots' next calls, explained too."""
    from tutor.widgets.bidalong import BidAlong

    lesson("en/bridge/11-responding-and-rebids.ipynb", ".tt-bidalong", at_least=(".tt-quiz", 2))
    here = BidAlong(seed=11, system="sayc")  # the page's deal, as the engine bids it (a new learner: SAYC)
    said = [str(m.meaning) for m in bridge_explain(here)]
    box = page.locator(".tt-bidalong").first
    box.scroll_into_view_if_needed()
    calls, tips = box.locator(".tt-callm"), box.locator(".tt-meaning")
    expect(calls).to_have_count(len(said))
    expect(tips.nth(0)).to_be_hidden()
    calls.nth(0).hover()                                       # hover
    expect(tips.nth(0)).to_be_visible()
    expect(tips.nth(0)).to_have_text(said[0])
    calls.nth(1).focus()                                       # keyboard focus
    expect(tips.nth(1)).to_be_visible()
    described = calls.nth(1).get_attribute("aria-describedby")
    expect(page.locator(f"#{described}")).to_have_text(said[1])
    page.mouse.move(0, 0)
    calls.nth(0).click()                                       # a tap focuses the call
    expect(tips.nth(0)).to_be_visible()
    box.locator(".tt-hint").click()                            # the hint: the system's call and its rule
    expect(box.locator(".tt-coach")).to_contain_text(str(here.hint()))
    want = here.system_call()
    box.locator(f".tt-call-{want}").click()                    # the learner's call: the robots answer
    here.call(str(want))
    expect(box.locator(".tt-callm")).to_have_count(len(here.auction.calls))
    assert_clean(page)


def bridge_explain(b):
    from tutor.games import bridge

    return bridge.system(b.system).explain(b.auction.calls, dealer=b.auction.dealer)


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_the_precision_lesson_ends_with_a_deal_bid_in_precision(lesson, page, lang):
    from tutor.games import bridge
    from tutor.i18n import language

    lesson(f"{lang}/bridge/14-precision.ipynb", ".tt-bidalong", at_least=(".tt-quiz", 2))
    with language(lang):
        name = str(bridge.system("precision").name)
    box = page.locator(".tt-bidalong").first
    box.scroll_into_view_if_needed()
    expect(box.locator(".tt-bid-status")).to_contain_text(name)
    expect(box.locator(".tt-callm").first).to_be_visible()
    assert_clean(page)
