"""27 Wang lessons in a real browser: every lesson opens with no error in both languages (and has its
quizzes, its navigation line and the link to the other language); in the play-along hand the learner passes,
bids nothing, then an illegal selection shows the engine's reason. Expected texts come from the engine (an
in-process twin of the seeded widget)."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import expect

from . import pages
from .conftest import ROOT, assert_clean, click_card

pytestmark = pytest.mark.browser

LESSONS = {
    "00-two-minutes": ".tt-replay",
    "01-card-order": ".tt-wang27-order",
    "02-combinations": ".tt-quiz",
    "03-declaring": ".tt-wang27-declare",
    "04-auction-kitty": ".tt-quiz",
    "05-following": ".tt-wang27-follow",
    "06-counting": ".tt-wang27-calc",
    "07-play-a-hand": ".tt-playalong",
    "08-glossary": ".tt-glossary",
}
#: Lessons without quizzes (the glossary is a table to look things up in).
NO_QUIZ = {"08-glossary"}


def test_every_lesson_is_listed():
    for lang in ("en", "zh"):
        assert sorted(p.stem for p in (ROOT / "lessons" / lang / "wang27").glob("*.ipynb")) == sorted(LESSONS)


#: Lessons opened (with the same checks as ``test_lesson_opens_cleanly``) by the interaction tests below.
INTERACTIVE = {"01-card-order", "03-declaring", "07-play-a-hand"}


def _open(lesson, name: str, lang: str = "en") -> None:
    lesson(f"{lang}/wang27/{name}.ipynb", LESSONS[name], at_least=None if name in NO_QUIZ else (".tt-quiz", 2),
           shot=f"wang27-{lang}-{name}")


@pytest.mark.parametrize("lang, name", [(lang, name) for lang in ("en", "zh") for name in sorted(LESSONS)
                                        if (lang == "zh" or name not in INTERACTIVE)
                                        and pages.opened_in_the_browser(f"{lang}/wang27/{name}.ipynb")])
def test_lesson_opens_cleanly(lesson, page, lang, name):
    _open(lesson, name, lang)
    nav = page.locator(".tt-nav").first
    other = "en" if lang == "zh" else "zh"
    assert nav.locator(f"a[href$='../../{other}/wang27/{name}.ipynb']").count() == 1
    names = sorted(LESSONS)
    i = names.index(name)
    for j in (i - 1, i + 1):
        if 0 <= j < len(names):
            assert nav.locator(f"a[href='{names[j]}.ipynb']").count() == 1


def test_trump_order_picker_and_declaration_tryout(lesson, page):
    from tutor.widgets.wang27 import DeclarationTryout, TrumpOrder

    _open(lesson, "01-card-order")
    box = page.locator(".tt-wang27-order").first
    box.get_by_role("button", name="♠ (主♠)", exact=True).click()
    twin = TrumpOrder("S")
    expect(box.locator(".tt-order-text")).to_have_text(twin.text())
    _open(lesson, "03-declaring")
    tryout = page.locator(".tt-wang27-declare").first
    tryout.locator(".tt-decl-cards select").select_option(label="one 7 (♥7)")
    tryout.locator(".tt-decl-go").click()
    d = DeclarationTryout()
    d.declare("N", "H7")
    expect(tryout.locator(".tt-message")).to_contain_text(d.message)
    assert_clean(page)


def _choose(play, label):
    if play.locator(".tt-choice-menu").count():
        play.locator(".tt-choice-menu select").select_option(label=label)
        play.locator(".tt-choice-ok").click()
    else:
        play.locator(".tt-choices").get_by_role("button", name=label, exact=True).click()


def _select(play, indices):
    cards = play.locator(".tt-hand [data-index]")
    for i in indices:
        click_card(cards, i)


def test_play_along_illegal_selection_shows_the_reason(lesson, page, shot):
    from tutor.widgets import PlayAlong

    _open(lesson, "07-play-a-hand")
    play = page.locator(".tt-playalong").first
    play.scroll_into_view_if_needed()
    twin = PlayAlong("wang27", seat="S", seed=7)
    log = play.locator(".tt-log")
    for _ in range(40):
        st = twin.state
        assert twin.my_turn()
        choices = [label for label, _ in twin.facade.choices(st)]
        if choices:  # declare / bid: pass when allowed
            label = next((no for no in ("do not declare", "pass") if no in choices), choices[-1])
            twin.choose(label)
            _choose(play, label)
            expect(log).to_contain_text(twin.lines[-1])
            continue
        assert st.phase == "play"
        hand = twin.hand()
        if st.trick is not None:
            n = st.trick.size
            bad = next((c for c in itertools.combinations(range(len(hand)), n)
                        if st.check([hand[i] for i in c])), None)
            if bad is not None:
                reason = st.check([hand[i] for i in bad])
                _select(play, bad)
                play.locator(".tt-play").click()
                expect(play.locator(".tt-message")).to_contain_text(f"Not allowed: {reason}")
                expect(play.locator(".tt-hand [data-index]")).to_have_count(len(hand))
                assert_clean(page)
                shot("wang27-playalong-refused")
                return
        good = next(iter(st.legal_actions())).value
        idx: list[int] = []
        for c in good:
            idx.append(next(i for i, h in enumerate(hand) if h == c and i not in idx))
        twin.selected = list(idx)
        assert twin.play_selected(), twin.message
        _select(play, idx)
        play.locator(".tt-play").click()
        expect(log).to_contain_text(twin.lines[-1])
    pytest.fail("South never had an illegal selection to try")
