"""Issue 24 in a real browser: a match lesson's running-score table scrolls inside its own frame on a phone
(the page never sideways), and a play-along's controls pass axe-core's label-content-name-mismatch (a
control's accessible name contains its visible text) in both languages; a 繁體中文 page steps through its
recorded hands in traditional characters, with the trumps named once over the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tutor import i18n, replay
from tutor.lessons import bridge_examples

from .a11y import PHONE, _axe_source, _frames, _overflow
from .pages import LESSONS

pytestmark = pytest.mark.browser


_FRAMES = """() => [...document.querySelectorAll('.tt-scroll')].filter(f => f.querySelector('table'))
    .map(f => ({role: f.getAttribute('role'), label: f.getAttribute('aria-label'), tab: f.getAttribute('tabindex'),
                scroll: f.scrollWidth, width: f.clientWidth, right: f.getBoundingClientRect().right}))"""


@pytest.mark.parametrize("path", ["zh/spades/05-bag-out-and-winning.ipynb", "zh/gongzhu/05-a-whole-game.ipynb"])
def test_running_score_scrolls_in_its_own_frame_on_a_phone(lesson, page, path):
    lesson(path, ".tt-widget")
    size = page.viewport_size
    seen = {}
    try:
        for width in (PHONE["width"], 300):  # a phone, and one so narrow that the table cannot fit
            page.set_viewport_size({"width": width, "height": PHONE["height"]})
            _frames(page)
            seen[width] = (page.evaluate(_FRAMES), _overflow(page))
    finally:
        page.set_viewport_size(size)
    for width, (frames, over) in seen.items():
        assert frames, f"no running-score table in a frame on {path}"
        assert all(f["role"] == "region" and f["label"] and f["tab"] == "0" for f in frames), frames
        assert all(f["right"] <= width + 1 for f in frames), (width, frames)
        assert over["extra"] <= 1 and not over["out"], f"the page scrolls sideways at {width} px: {over}"
    # too wide for the window: the table scrolls inside its frame (the page does not, as checked above)
    assert any(f["scroll"] > f["width"] + 1 for f in seen[300][0]), seen[300][0]


def _name_mismatch(page) -> list[dict]:
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(_axe_source())
    result = page.evaluate("""() => axe.run(document, {runOnly: {type: 'rule',
                                                       values: ['label-content-name-mismatch']}})""")
    return [{"nodes": len(v["nodes"]), "targets": [" ".join(map(str, n["target"])) for n in v["nodes"][:5]]}
            for v in result["violations"]]


@pytest.mark.parametrize("path", ["zh/wang27/07-play-a-hand.ipynb", "en/spades/06-play-a-hand.ipynb"])
def test_controls_names_contain_their_visible_text(lesson, page, path):
    lesson(path, ".tt-playalong")
    assert page.locator(".tt-playalong g.tt-card[role=button]").count() > 0  # the clickable hand is there
    assert _name_mismatch(page) == []


def test_a_traditional_page_steps_through_its_records_in_traditional_characters(lesson, page):
    """The notes of a record were 简体中文 on the 繁體中文 pages (每人四张牌), the bridge hold-up deal's English, and
    the Basics table said 王牌：黑桃 twice."""
    rp = replay.load(LESSONS / "data" / "basics" / "four-tricks.json")
    with i18n.language("zh-hant"):
        first, fourth = rp.note(0), rp.note(4)
    assert "黑桃是王牌" in first and "红" not in fourth
    lesson("zh-hant/basics/01-what-is-a-trick.ipynb", ".tt-replay")
    box = page.locator(".tt-replay").first
    expect(box.locator(".tt-note")).to_contain_text(first)
    for _ in range(4):
        box.locator(".tt-next").click()
    expect(box.locator(".tt-note")).to_contain_text(fourth)
    info = box.locator(".tt-table text.tt-info").all_text_contents()
    assert [line for line in info if "王牌" in line] == ["王牌：黑桃"], info

    deal = bridge_examples.pbn_replay("07-holdup.pbn")
    with i18n.language("zh-hant"):
        note = deal.note(10)
    assert "南家馬上用♠A" in note
    lesson("zh-hant/bridge/07-replay-a-classic-deal.ipynb", ".tt-hindsight")
    hindsight = page.locator(".tt-hindsight").first
    hindsight.locator(".tt-next").click()  # from step 9 to 10: South has won ♠A
    expect(hindsight.locator(".tt-note")).to_contain_text(note)
