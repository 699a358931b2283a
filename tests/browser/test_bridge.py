"""Bridge lessons in a real browser: every lesson opens with no error; the bidding box refuses an illegal
call with the engine's reason (and the auction does not change); the score calculator, the hindsight column
and declarer practice respond. Expected texts come from the engine, never typed in by hand."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from . import pages
from .conftest import assert_clean, screenshot

pytestmark = pytest.mark.browser

LESSONS = {
    "00-bridge-in-two-minutes": ".tt-replay",
    "01-tricks-with-trumps-and-without": ".tt-replay",
    "02-the-auction": ".tt-biddingbox",
    "03-contract-declarer-dummy": ".tt-replay",
    "04-scoring-made-contracts": ".tt-bridgecalc",
    "05-doubles-overtricks-undertricks": ".tt-bridgecalc",
    "06-boards-imps-qq-score": ".tt-scores",
    "07-replay-a-classic-deal": ".tt-hindsight",
    "08-play-as-declarer": ".tt-declarer",
}


#: Lessons opened (with the same checks as ``test_lesson_opens_cleanly``) by the interaction tests below.
INTERACTIVE = {"02-the-auction", "04-scoring-made-contracts", "07-replay-a-classic-deal", "08-play-as-declarer"}


def _open(lesson, name: str, lang: str = "en") -> None:
    lesson(f"{lang}/bridge/{name}.ipynb", LESSONS[name], at_least=(".tt-quiz", 2))


@pytest.mark.parametrize("name", sorted(set(LESSONS) - INTERACTIVE))
def test_lesson_opens_cleanly(lesson, name):
    _open(lesson, name)


@pytest.mark.parametrize("name", [n for n in sorted(LESSONS)  # the others: tests/test_chinese_offline.py
                                  if pages.opened_in_the_browser(f"zh/bridge/{n}.ipynb")])
def test_chinese_lesson_opens_cleanly(lesson, name):
    _open(lesson, name, "zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_glossary_opens(lesson, lang):
    lesson(f"{lang}/bridge/09-glossary.ipynb", ".tt-glossary")


def test_bidding_box_refuses_an_illegal_call_with_its_reason(lesson, page):
    from tutor.games import bridge

    _open(lesson, "02-the-auction")
    box = page.locator(".tt-biddingbox").first
    box.scroll_into_view_if_needed()
    box.locator(".tt-call-1S").click()
    expect(box.locator(".tt-auction")).to_contain_text("1♠")
    # 1♥ after 1♠ is insufficient: the box shows the engine's reason and the auction stays as it was
    reason = bridge.Auction("N", ["1S"]).check("1H")
    box.locator(".tt-call-1H").click()
    expect(box.locator(".tt-message")).to_contain_text(reason)
    expect(box.locator(".tt-auction td", has_text="1♥")).to_have_count(0)
    # East passes; South may not double partner's bid
    box.locator(".tt-call-P").click()
    reason = bridge.Auction("N", ["1S", "P"]).check("X")
    box.locator(".tt-call-X").click()
    expect(box.locator(".tt-message")).to_contain_text(reason)
    for call in ("2H", "P", "P", "P"):
        box.locator(f".tt-call-{call}").click()
    outcome = bridge.Auction("N", ["1S", "P", "2H", "P", "P", "P"]).outcome()
    expect(box.locator(".tt-outcome")).to_contain_text(outcome)
    assert_clean(page)
    screenshot(page, "bridge-bidding-box")


def test_score_calculator_updates(lesson, page):
    from tutor.games import bridge

    _open(lesson, "04-scoring-made-contracts")
    calc = page.locator(".tt-bridgecalc").first
    calc.scroll_into_view_if_needed()
    calc.locator(".tt-calc-level select").select_option("6")
    total = bridge.score("6S", vulnerable=False, tricks=10).total
    expect(calc.locator(".tt-calc-outcome")).to_contain_text(f"{abs(total)} points to the defenders")
    calc.locator(".tt-calc-tricks select").select_option("12")
    expect(calc.locator(".tt-scores")).to_contain_text("small slam bonus")
    assert_clean(page)


def test_hindsight_column_and_declarer_practice(lesson, page):
    _open(lesson, "07-replay-a-classic-deal")
    hr = page.locator(".tt-hindsight").first
    expect(hr.locator(".tt-dd")).to_contain_text("fails (costs 2) ◀ played next")
    hr.locator(".tt-next").click()  # South won ♠A: South leads to trick 2, every card now keeps 8
    expect(hr.locator(".tt-step")).to_contain_text("step 10 of 58")
    expect(hr.locator(".tt-dd")).to_contain_text("♣A")
    expect(hr.locator(".tt-dd")).not_to_contain_text("costs")
    _open(lesson, "08-play-as-declarer")
    play = page.locator(".tt-declarer").first
    play.scroll_into_view_if_needed()
    expect(play.locator(".tt-status")).to_contain_text("Your turn")
    expect(play.locator(".tt-choices .tt-choice", has_text="Claim")).to_have_count(1)
    _check_declarer_layout(page, play)
    assert_clean(page)
    screenshot(page, "bridge-declarer-south")


def _check_declarer_layout(page, play) -> None:
    """Dummy lies face up at North's place on the table; the clickable hand is the hand whose turn it is and
    its caption names it ("dummy (North)" / "your hand (South)"). The same widget in Python (same seed, same
    clicks) gives the expected cards and captions."""
    pytest.importorskip("endplay")
    from tutor.widgets.bridge import DeclarerPlay

    game = DeclarerPlay(seed=0)
    for _ in range(2):  # the opening position, then after one card played from the clickable hand
        st = game.state
        assert st.dummy == "N" and st.hand_to_play in ("N", "S")
        expect(play.locator(".tt-hand-caption")).to_contain_text(game.hand_caption()[1:])
        expect(play.locator(".tt-table .tt-seat[data-seat='N']")).to_contain_text("North (dummy)")
        for card in st.view().hands["N"]:  # dummy face up on the table (at the top: the SVG draws N first)
            expect(play.locator(f".tt-table [data-card='{card}']")).to_have_count(1)
        clickable = [str(c) for c in game.hand()]
        expect(play.locator(".tt-cards [data-card]")).to_have_count(len(clickable))
        for card in clickable:
            expect(play.locator(f".tt-cards [data-card='{card}']")).to_have_count(1)
        if st.hand_to_play == "N":
            screenshot(page, "bridge-declarer")  # dummy's turn: dummy at the top and in the clickable hand
        card = st.legal_cards()[0]
        assert game.click(game.hand().index(card))
        play.locator(f".tt-cards [data-card='{card}']").click()
        expect(play.locator(".tt-log")).to_contain_text(card.symbol)
