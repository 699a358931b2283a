"""Spades lessons in a real browser, in English and in 简体中文: every lesson opens cleanly in both
languages; in the play-along hand South looks, bids, an illegal click shows the engine's reason (nothing
changes) and a legal click is played; the bid box, the score calculator, a replay and a quiz answer; the
Chinese pages show the engine's Chinese text. Expected texts come from the engine (an in-process twin of
the seeded widget, made in the page's language), never typed in by hand."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tutor import i18n
from tutor.scoring import signed

from . import pages
from .conftest import ROOT, answer_quiz, assert_clean, click_card, refuse_then_play, screenshot, step_replay

pytestmark = pytest.mark.browser

LESSONS = {
    "00-spades-in-two-minutes": ".tt-quiz",
    "01-the-deal-and-the-bid": ".tt-bidbox",
    "02-playing-tricks": ".tt-replay",
    "03-scoring-contracts-and-bags": ".tt-scorecalc",
    "04-nil-and-blind-nil": ".tt-scores",
    "05-bag-out-and-winning": ".tt-scores",
    "06-play-a-hand": ".tt-playalong",
    "07-glossary": ".tt-glossary",
}
LOOK = "Look at my cards (看牌)"
#: Lessons opened (with the same checks as ``test_lesson_opens_cleanly``) by the interaction tests below.
INTERACTIVE = {"01-the-deal-and-the-bid", "02-playing-tricks", "03-scoring-contracts-and-bags", "06-play-a-hand"}


def _open(lesson, name: str, lang: str = "en") -> None:
    least = (".tt-card", 10) if name == "07-glossary" else (".tt-widget", 2)
    lesson(f"{lang}/spades/{name}.ipynb", LESSONS[name], at_least=least)


@pytest.mark.parametrize("name", sorted(set(LESSONS) - INTERACTIVE))
def test_lesson_opens_cleanly(lesson, page, name):
    _open(lesson, name)
    if name == "00-spades-in-two-minutes":
        screenshot(page, "spades-00-en")


#: Chinese lessons opened by the Chinese interaction tests below.
ZH_INTERACTIVE = {"01-the-deal-and-the-bid", "02-playing-tricks", "06-play-a-hand"}


@pytest.mark.parametrize("name", [n for n in sorted(set(LESSONS) - ZH_INTERACTIVE)  # the others: offline
                                  if pages.opened_in_the_browser(f"zh/spades/{n}.ipynb")])
def test_chinese_lesson_opens_cleanly(lesson, page, name):
    _open(lesson, name, "zh")
    head = page.locator("h1").first  # in Chinese only: no English gloss on every heading (issue 24)
    head.wait_for()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in head.inner_text())
    links = page.locator(".tt-nav a", has_text="English")
    expect(links.first).to_have_attribute("href", f"../../en/spades/{name}.ipynb")
    if name == "00-spades-in-two-minutes":
        screenshot(page, "spades-00-zh")


def test_chinese_bid_box_and_play_along_speak_chinese(lesson, page):
    from tutor.widgets import PlayAlong
    from tutor.widgets.spades import BidBox

    with i18n.language("zh"):
        box_twin = BidBox(3)
        look = str(box_twin.choices()[0])
        box_twin.choose(look)
        box_twin.choose("4")
        said, meant = box_twin.message, str(box_twin._meaning())
        play_twin = PlayAlong("spades", seat="S", seed=1)
        refusal = str(play_twin.state.check(play_twin.hand()[0]))
    assert look == "看牌" and "叫牌" in refusal
    _open(lesson, "01-the-deal-and-the-bid", "zh")
    box = page.locator(".tt-bidbox").first
    box.scroll_into_view_if_needed()
    box.get_by_role("button", name=look, exact=True).click()
    box.locator(".tt-bid", has_text="4").first.click()
    expect(box.locator(".tt-message")).to_contain_text(said)
    expect(box.locator(".tt-bid-explain")).to_contain_text(meant)
    assert_clean(page)
    _open(lesson, "06-play-a-hand", "zh")
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    click_card(play.locator(".tt-hand [data-index]"), 0)
    expect(play.locator(".tt-message")).to_contain_text(refusal)
    assert_clean(page)


def test_play_along_bid_illegal_click_and_legal_click(lesson, page):
    from tutor.widgets import PlayAlong

    _open(lesson, "06-play-a-hand")
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    twin = PlayAlong("spades", seat="S", seed=1)
    cards = play.locator(".tt-hand [data-index]")
    expect(cards).to_have_count(13)
    # A card click during the bidding is refused with the engine's reason.
    reason = twin.state.check(twin.hand()[0])
    click_card(cards, 0)
    expect(play.locator(".tt-message")).to_contain_text(reason)
    for label in (LOOK, "3"):
        play.locator(".tt-choices .tt-choice", has_text=label).first.click()
        twin.choose(label)
        expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    assert twin.state.phase == "play"
    size = refuse_then_play(play, twin)
    # Undo takes the card back.
    play.locator(".tt-undo").click()
    expect(cards).to_have_count(size)
    assert_clean(page)
    screenshot(page, "spades-play-along")


def test_bid_box(lesson, page):
    from tutor.widgets.spades import BidBox

    _open(lesson, "01-the-deal-and-the-bid")
    box = page.locator(".tt-bidbox").first
    box.scroll_into_view_if_needed()
    twin = BidBox(3)
    box.locator(".tt-bid", has_text=LOOK).click()
    twin.choose(LOOK)
    expect(box.locator(".tt-bid")).to_have_count(len(twin.choices()))
    box.locator(".tt-bid", has_text="4").first.click()
    twin.choose("4")
    expect(box.locator(".tt-message")).to_contain_text(twin.message)
    expect(box.locator(".tt-bid-explain")).to_contain_text("your side must take at least 4")
    assert_clean(page)


def test_score_calculator_and_quiz(lesson, page):
    from tutor.games import spades

    _open(lesson, "03-scoring-contracts-and-bags")
    calc = page.locator(".tt-scorecalc").first
    calc.scroll_into_view_if_needed()
    expect(calc.locator(".tt-total").first).to_contain_text("+71")
    calc.locator(".tt-calc-bid-S select").select_option(label="nil")
    calc.locator(".tt-calc-tricks-S select").select_option(label="1")
    calc.locator(".tt-calc-tricks-E select").select_option(label="9")
    calc.locator(".tt-calc-tricks-W select").select_option(label="0")
    calc.locator(".tt-calc-tricks-N select").select_option(label="3")
    want = spades.score_hand({"N": 3, "E": 3, "S": "nil", "W": 3}, {"N": 3, "E": 9, "S": 1, "W": 0})
    expect(calc.locator(".tt-total").first).to_contain_text(signed(want['NS'].points))
    answer_quiz(page.locator(".tt-quiz").first, "−10", "−70")
    assert_clean(page)
    screenshot(page, "spades-scoring")


def test_replay_steps_and_notes(lesson, page):
    from tutor import replay

    rp = replay.load(ROOT / "lessons" / "data" / "spades" / "02-a-hand.json")
    _open(lesson, "02-playing-tricks")
    box = page.locator(".tt-replay").first
    box.scroll_into_view_if_needed()
    step_replay(box, rp, 4)
    assert_clean(page)


def test_chinese_replay_narration_and_notes(lesson, page):
    from tutor import replay

    rp = replay.load(ROOT / "lessons" / "data" / "spades" / "02-a-hand.json")
    with i18n.language("zh"):
        narration, note = str(rp.narration(4)), rp.note(4)
    _open(lesson, "02-playing-tricks", "zh")
    box = page.locator(".tt-replay").first
    box.scroll_into_view_if_needed()
    for _ in range(4):
        box.locator(".tt-next").click()
    expect(box.locator(".tt-narration")).to_have_text(narration)
    expect(box.locator(".tt-note")).to_contain_text(note)
    assert_clean(page)


def test_match_plays_a_hand_then_next_hand(lesson, page):
    """The whole-game play-along: a hand played by clicks (look, bid, 13 cards), the engine's score row
    appears, and Next hand deals hand 2 with the totals carried."""
    from tutor.widgets.match import MatchAlong

    _open(lesson, "06-play-a-hand")
    box = page.locator(".tt-match").first
    box.scroll_into_view_if_needed()
    twin = MatchAlong("spades", seat="S", seed=1)
    bot = twin.facade.bot("normal", 3)
    cards = box.locator(".tt-hand [data-index]")
    expect(cards).to_have_count(13)
    expect(box.locator(".tt-next-hand")).to_be_hidden()
    for _ in range(40):
        if twin.state.is_terminal():
            break
        choices = twin.facade.choices(twin.state)
        if choices:
            want = bot(twin.state)
            label = next((lb for lb, v in choices if v == want), None) or next(lb for lb, v in choices if v == "look")
            box.locator(".tt-choices .tt-choice", has_text=label).first.click()
            twin.choose(label)
        else:
            i = next(i for i, c in enumerate(twin.hand()) if c in twin.state.legal_actions())
            click_card(cards, i)
            twin.click(i)
        expect(box.locator(".tt-log")).to_contain_text(twin.lines[-1])
    assert twin.state.is_terminal() and len(twin.match.hands) == 1
    row = twin.match.table()[0]
    table = box.locator(".tt-match-table")
    expect(table).to_contain_text(f"{row['NS total']} ({row['NS bags']})")
    expect(table).to_contain_text(f"{row['EW total']} ({row['EW bags']})")
    box.locator(".tt-next-hand").click()
    twin.next_hand()
    expect(cards).to_have_count(13)
    expect(box.locator(".tt-next-hand")).to_be_hidden()
    status = twin._status.value.split("</b>")[-1].strip()  # hand 2: whose turn, as the engine says
    expect(box.locator(".tt-status")).to_contain_text(status)
    assert_clean(page)
    screenshot(page, "spades-match")
