"""Keyboard and screen-reader use in a real browser (issue 15): only the keyboard, never the mouse.

- the library in both languages gets axe-core and the phone width in ``test_languages.py``, every lesson
  in both languages the same checks as it opens (``conftest.open_lesson``);
- the basics lesson: the replay steps with → ← Home End, a quiz is answered with Tab and Enter (the
  feedback line is a live region), a card is played from the hand with the arrow keys and Enter;
- the Spades play-along: Tab to the bidding buttons, look and bid with Enter, then a refused card and a
  played card with the arrow keys and Enter; the plays are announced in the polite live region;
- the same on the Chinese play-along: every card in focus is named in Chinese (黑桃A), the refusal and the
  plays are announced in Chinese.

Expected texts come from the engine (records, in-process twins of the seeded widgets), never typed in.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tutor import i18n, replay
from tutor.games import basics
from tutor.widgets import PlayAlong
from tutor.widgets.assist import spoken

from .a11y import page_checks
from .conftest import ROOT, assert_clean

pytestmark = pytest.mark.browser

LOOK = "Look at my cards (看牌)"
#: a card's name in Chinese: suit then rank (黑桃Q, 红桃10), or a joker
ZH_CARD = re.compile(r"^(?:(?:黑桃|红桃|梅花|方块)(?:[2-9]|10|[JQKA])|大王|小王)$")
#: What has the keyboard focus: its tag, classes, text, card index and whether a focus ring is drawn.
_FOCUS = """() => {
    const a = document.activeElement;
    if (!a || a === document.body) return null;
    const cls = typeof a.className === 'string' ? a.className : (a.className.baseVal || '');
    const st = getComputedStyle(a);
    return {tag: a.tagName.toLowerCase(), cls, text: (a.textContent || '').trim().slice(0, 60),
            index: a.dataset ? a.dataset.index ?? null : null, label: a.getAttribute('aria-label')
                ?? a.querySelector(':scope > [role=img]')?.getAttribute('aria-label') ?? null,
            ring: st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 2,
            inside: [...document.querySelectorAll('.tt-widget')].filter(w => w.contains(a))
                    .map(w => [...w.classList].find(c => c.startsWith('tt-') && c !== 'tt-widget'))}
}"""


def focus(page) -> dict | None:
    return page.evaluate(_FOCUS)


def tab_to(page, want, *, limit: int = 250) -> dict:
    """Press Tab until ``want(focus)`` holds (Shift+Tab back if it is behind); every stop on the way
    must show a focus ring. Returns the focus."""
    for key in ("Tab", "Shift+Tab"):
        for _ in range(limit):
            page.keyboard.press(key)
            f = focus(page)
            if f is None:
                continue
            assert f["ring"], f"no visible focus ring on {f}"
            if want(f):
                return f
    pytest.fail("Tab never reached the control wanted")


def arrow_to(page, at: int, i: int, names: list[str]) -> int:
    """Move the focus from card ``at`` to card ``i`` of a hand with the arrow keys: each card says its name
    (in the page's language) as the focus reaches it. Returns ``i``."""
    while at != i:
        page.keyboard.press("ArrowRight" if i > at else "ArrowLeft")
        at += 1 if i > at else -1
        assert focus(page)["label"] == names[at]
    assert focus(page)["index"] == str(i)
    return at


def live(locator) -> None:
    """The line is a polite live region (a screen reader says it when it changes)."""
    expect(locator.locator(".widget-html-content").first).to_have_attribute("aria-live", "polite")


def test_basics_by_keyboard(lesson, page):
    rp = replay.load(ROOT / "lessons" / "data" / "basics" / "four-tricks.json")
    lesson("en/basics/01-what-is-a-trick.ipynb", ".tt-replay")
    box = page.locator(".tt-replay").first
    narration = box.locator(".tt-narration")
    live(narration)

    # the replay: Tab to ▶ (named by its tooltip), then the keys
    f = tab_to(page, lambda f: "tt-replay" in f["inside"] and f["tag"] == "button")
    assert f["label"] == "one step forward", f
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(narration).to_have_text(rp.narration(3))
    page.keyboard.press("ArrowLeft")
    expect(narration).to_have_text(rp.narration(2))
    page.keyboard.press("End")
    expect(narration).to_have_text(rp.narration(len(rp)))
    expect(box.locator(".tt-next")).to_be_disabled()
    page.keyboard.press("Home")  # the focus stayed in the replay although ▶ was disabled at the end
    expect(narration).to_have_text(rp.narration(0))

    # a quiz: Tab to its options, Enter on each until the feedback says it is right
    quiz = page.locator(".tt-quiz").first
    live(quiz.locator(".tt-feedback"))
    tab_to(page, lambda f: "tt-quiz" in f["inside"] and "tt-option" in f["cls"])
    feedback, text = quiz.locator(".tt-feedback"), ""
    for _ in range(quiz.locator(".tt-option").count()):
        page.keyboard.press("Enter")
        expect(feedback).not_to_have_text(text)  # the kernel's answer has arrived
        text = feedback.inner_text()
        if "Right!" in text:
            break
        assert "Try again" in text
        page.keyboard.press("Tab")
    expect(feedback).to_contain_text("Right!")

    # the play-along hand: one tab stop, arrows move, Enter plays; the focus stays in the hand
    play = page.locator(".tt-playalong").first
    live(play.locator(".tt-message"))
    cards = play.locator(".tt-hand [data-index]")
    n = cards.count()
    f = tab_to(page, lambda f: "tt-playalong" in f["inside"] and f["index"] is not None)
    assert f["index"] == "0" and f["label"], f
    page.keyboard.press("ArrowRight")
    assert focus(page)["index"] == "1"
    page.keyboard.press("End")
    assert focus(page)["index"] == str(n - 1)
    page.keyboard.press("Home")
    assert focus(page)["index"] == "0"
    twin = PlayAlong("basics", seat="S", seed=1, rules=basics.Rules.preset("whist").but(hand_size=5))
    hand, legal = twin.hand(), twin.state.legal_actions()
    assert len(hand) == n
    good = hand.index(next(iter(legal)))
    for _ in range(good):
        page.keyboard.press("ArrowRight")
    assert focus(page)["label"] == hand[good].name
    page.keyboard.press("Enter")
    twin.click(good)
    expect(cards).to_have_count(n - 1)
    expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    f = focus(page)
    assert f and f["index"] is not None and "tt-playalong" in f["inside"], f  # still in the hand
    assert_clean(page)


def test_spades_play_along_by_keyboard(lesson, page):
    """Look at the cards and bid with the keyboard, then a refused card and a played card."""
    lesson("en/spades/06-play-a-hand.ipynb", ".tt-playalong")
    play = page.locator(".tt-playalong").first
    twin = PlayAlong("spades", seat="S", seed=1)
    announce = play.locator(".tt-announce")
    live(announce)
    expect(announce).to_contain_text("Your turn")
    for label in (LOOK, "3"):
        tab_to(page, lambda f, label=label: "tt-playalong" in f["inside"] and "tt-choice" in f["cls"]
               and f["text"] == label)
        page.keyboard.press("Enter")
        twin.choose(label)
        expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    assert twin.state.phase == "play"
    expect(announce).to_contain_text(spoken(twin.lines[-1]))

    cards = play.locator(".tt-hand [data-index]")
    hand, legal = twin.hand(), twin.state.legal_actions()
    names = [c.name for c in hand]
    expect(cards).to_have_count(len(hand))
    f = tab_to(page, lambda f: "tt-playalong" in f["inside"] and f["index"] is not None)
    at = int(f["index"])

    illegal = [i for i, c in enumerate(hand) if c not in legal]
    if illegal:  # refused with the engine's reason, read out from the message line
        at = arrow_to(page, at, illegal[0], names)
        page.keyboard.press(" ")
        expect(play.locator(".tt-message")).to_contain_text(twin.state.check(hand[illegal[0]]))
        expect(cards).to_have_count(len(hand))
    good = hand.index(next(iter(legal)))
    at = arrow_to(page, at, good, names)
    page.keyboard.press("Enter")
    twin.click(good)
    expect(cards).to_have_count(len(hand) - 1)
    expect(play.locator(".tt-log")).to_contain_text(twin.lines[-1])
    expect(announce).to_contain_text(spoken(twin.lines[-1]))
    f = focus(page)
    assert f and f["index"] is not None, f  # the focus stayed in the hand
    page_checks(page, "en/spades/06-play-a-hand.ipynb (after playing)")
    assert_clean(page)


def test_spades_play_along_by_keyboard_chinese(lesson, page):
    """The Chinese play-along with only the keyboard: look at the cards and bid, a refused card, a played card.
    The cards are named in Chinese as the focus moves (黑桃A), and the refusal and the plays are announced in
    Chinese; every expected text is the engine's, in Chinese, from a twin of the lesson's widget."""
    path = "zh/spades/06-play-a-hand.ipynb"
    lesson(path, ".tt-playalong")
    play = page.locator(".tt-playalong").first
    announce, log = play.locator(".tt-announce"), play.locator(".tt-log")
    live(announce)
    with i18n.language("zh"):
        twin = PlayAlong("spades", seat="S", seed=1)
        look = str(next(iter(dict(twin.facade.choices(twin.state)))))
    assert i18n.has_chinese(look), look
    for label in (look, "3"):
        tab_to(page, lambda f, label=label: "tt-playalong" in f["inside"] and "tt-choice" in f["cls"]
               and f["text"] == label)
        page.keyboard.press("Enter")
        with i18n.language("zh"):
            twin.choose(label)
            line = str(twin.lines[-1])
        expect(log).to_contain_text(line)
    assert twin.state.phase == "play"
    with i18n.language("zh"):
        expect(announce).to_contain_text(spoken(str(twin.lines[-1])))
        hand, legal = twin.hand(), twin.state.legal_actions()
        names = [c.name for c in hand]
    assert all(ZH_CARD.match(n) for n in names), names

    cards = play.locator(".tt-hand [data-index]")
    expect(cards).to_have_count(len(hand))
    f = tab_to(page, lambda f: "tt-playalong" in f["inside"] and f["index"] is not None)
    at = int(f["index"])

    illegal = [i for i, c in enumerate(hand) if c not in legal]
    assert illegal, "the twin's hand has a card the rules refuse"
    at = arrow_to(page, at, illegal[0], names)
    page.keyboard.press(" ")
    with i18n.language("zh"):
        reason = str(twin.state.check(hand[illegal[0]]))
    assert i18n.has_chinese(reason), reason
    expect(play.locator(".tt-message")).to_contain_text(reason)
    expect(cards).to_have_count(len(hand))
    good = hand.index(next(iter(legal)))
    at = arrow_to(page, at, good, names)
    page.keyboard.press("Enter")
    with i18n.language("zh"):
        twin.click(good)
        said = spoken(str(twin.lines[-1]))
    expect(cards).to_have_count(len(hand) - 1)
    expect(announce).to_contain_text(said)
    text = announce.inner_text()
    assert i18n.has_chinese(text) and not re.search(r"[A-Za-z]{3,}", text), text  # Chinese, no English word
    assert re.search(r"(?:黑桃|红桃|梅花|方块)(?:[2-9]|10|[JQKA])", said), said  # a card said by its Chinese name
    f = focus(page)
    assert f and f["index"] is not None, f  # the focus stayed in the hand
    assert_clean(page)
