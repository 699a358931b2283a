"""Presenting, finished (issue 23), in a real browser at a projector's size: presentation mode opens on a slide
that shows something (not a blank slide 1), every table on a slide is at the sheets' projector size, and a
presented replay's counter and table stay on a 1280×800 screen in Chinese."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import assert_clean

pytestmark = pytest.mark.browser

#: the sheets' projector size (tests/browser/test_teach.py SHEET_PX)
SHEET_PX = 24


def _open(context, url: str, widget: str):
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(url)
    page.locator(widget).first.wait_for(state="attached", timeout=60_000)  # (presenting: maybe on a later slide)
    _settle(page)
    assert_clean(page)
    return page


def _settle(page) -> None:
    """Wait until the page stops growing (its widgets all drawn)."""
    page.evaluate("""() => new Promise(done => {
        const box = document.getElementById('rendered_cells') || document.body;
        let last = -1, still = 0;
        const tick = () => { const h = box.scrollHeight; still = h === last ? still + 1 : 0; last = h;
                             if (still >= 5) { done(); } else { setTimeout(tick, 100); } };
        tick(); })""")


_SLIDE = """() => {
    const vis = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const on = [...document.querySelectorAll('#rendered_cells .jp-Cell:not(.tt-off)')];
    const cells = [...document.querySelectorAll('#rendered_cells table :is(td, th, caption)')].filter(vis);
    return {at: window.ttSlides(), text: on.map(c => c.innerText).join(' ').trim(),
            height: on.reduce((h, c) => h + c.getBoundingClientRect().height, 0),
            headings: on.filter(c => c.querySelector('h1, h2, h3')).length,
            widgets: on.filter(c => c.querySelector('.tt-widget')).length,
            tables: cells.length, px: cells.map(e => parseFloat(getComputedStyle(e).fontSize)),
            small: cells.filter(e => parseFloat(getComputedStyle(e).fontSize) < """ + str(SHEET_PX) + """)
                        .map(e => e.closest('table').className + ': ' + e.innerText.slice(0, 30))};
}"""


@pytest.fixture(scope="module")
def projector(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    yield context
    context.close()


@pytest.mark.parametrize("path, widget", [("en/bridge/05-doubles-overtricks-undertricks.ipynb", ".tt-sheet"),
                                          ("zh/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc")])
def test_presentation_opens_on_a_slide_that_shows_something_and_every_table_is_projector_size(
        projector, voila_url, path, widget):
    """``?present=1`` and the toggle both open on slide 1 showing the lesson's heading (not the navigation line
    alone, which presenting hides: a blank slide); then, slide by slide, every table cell shown (a lesson's own
    tables, such as bridge's undertrick table, as well as the score sheets) is at least the sheets' size."""
    url = voila_url.rstrip("/") + "/voila/render/" + path
    page = _open(projector, url + "?present=1", widget)
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    first = page.evaluate(_SLIDE)
    assert first["at"]["index"] == 0 and first["headings"] >= 1 and first["height"] > 80 and first["text"], first
    seen = 0
    for i in range(first["at"]["count"]):
        page.evaluate("i => window.ttGoSlide(i)", i)
        slide = page.evaluate(_SLIDE)
        assert slide["text"] and slide["height"] > 40, (i, slide)  # no blank slide anywhere
        assert not slide["small"], (i, slide["small"])
        seen += slide["tables"]
    assert seen > 0  # the lesson's tables were on its slides
    page.close(run_before_unload=True)

    page = _open(projector, url, widget)  # the toggle: the same first slide
    page.locator(".tt-present-toggle").click()
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    toggled = page.evaluate(_SLIDE)
    assert toggled["at"]["index"] == 0 and toggled["headings"] >= 1 and toggled["height"] > 80, toggled
    page.close(run_before_unload=True)


def test_presented_replay_counter_and_table_fit_1280x800_in_chinese(browser, voila_url):
    """Gong Zhu 02 in Chinese, a replay presented at 1280×800: the large counter ("第 1 墩（共 13 墩）") is whole
    (not cut off at the right), and the table with South's hand ends above the foot of the screen."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = _open(context, voila_url.rstrip("/") + "/voila/render/zh/gongzhu/02-playing-tricks.ipynb"
                     "?calc=replay&step=5&present=1", ".tt-replay")
        box = page.locator(".tt-replay").first
        expect(box.locator(".tt-step")).to_contain_text("第 5 步", timeout=20_000)
        expect(box).to_be_visible()
        _settle(page)
        lay = page.evaluate("""() => {
            const box = [...document.querySelectorAll('.tt-replay')].find(e => e.getBoundingClientRect().height > 0);
            const count = box.querySelector('.tt-trick-count .widget-html-content');
            const c = count.getBoundingClientRect(), svg = box.querySelector('.tt-table svg.tt-table-svg');
            const cards = [...svg.querySelectorAll('g.tt-card')].map(g => g.getBoundingClientRect())
                .filter(r => r.height > 0);
            const clipped = a => { for (let p = a.parentElement; p; p = p.parentElement) {
                const s = getComputedStyle(p); if (s.overflowX !== 'visible') { return p.getBoundingClientRect(); } }
                return null; };
            const clip = clipped(count);
            return {text: count.innerText.trim(), px: parseFloat(getComputedStyle(count).fontSize),
                    scroll: count.scrollWidth, client: count.clientWidth, right: c.right,
                    clip_right: clip ? clip.right : innerWidth, width: innerWidth, height: innerHeight,
                    table_bottom: svg.getBoundingClientRect().bottom, cards: cards.length,
                    card_bottom: Math.max(...cards.map(r => r.bottom)),
                    card_min: Math.min(...cards.map(r => r.height))};
        }""")
        print("gongzhu replay at 1280×800", lay)
        assert lay["text"].startswith("第 1 墩") and lay["text"].endswith("13 墩）"), lay
        assert lay["px"] >= 48 and lay["scroll"] <= lay["client"], lay
        assert lay["right"] <= min(lay["width"], lay["clip_right"]), lay
        assert lay["cards"] >= 40 and lay["card_bottom"] <= lay["height"], lay
        assert lay["table_bottom"] <= lay["height"], lay
        assert lay["card_min"] >= 64, lay
        page.close(run_before_unload=True)
    finally:
        context.close()


def _scan(png: bytes) -> list[str]:
    """The texts of the QR codes in a screenshot."""
    import io

    import zxingcpp
    from PIL import Image

    return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


def test_short_link_opens_at_the_example_and_its_qr_code_is_on_the_slide(projector, voila_url):
    """The bridge composer's vulnerable 4♠X: its link is long (the four hands); "short link and QR code" gives a
    link of a few characters (``/s/<id>``) and its QR code; opening the short link lands on the lesson scrolled to
    that example, the same example (vulnerability and sheet); presenting, the example's slide shows the QR code."""
    from tutor.widgets.compose import ExampleComposer

    want = ExampleComposer("bridge")
    assert want.set(contract="4SX", declarer="S", vulnerable="NS")
    total = f"{next(iter(want.sheets.values())).total:+d}"
    base = voila_url.rstrip("/") + "/voila/render/en/teach/01-your-own-examples.ipynb"
    page = _open(projector, base, ".tt-compose")
    form = page.locator(".tt-compose").nth(2)  # bridge
    form.locator(".tt-compose-contract input").fill("4SX")
    form.locator(".tt-compose-vulnerable select").select_option(label="North–South vulnerable")
    form.locator(".tt-compose-show").click()
    expect(form.locator(".tt-total").filter(has_text=total).first).to_be_visible(timeout=20_000)
    expect(page).to_have_url(re.compile(r"[?&]vulnerable=NS\b"))
    long_link = page.url
    assert len(long_link) > 300
    expect(form.locator(".tt-setup")).to_contain_text("4♠X by South, North–South vulnerable")
    form.locator(".tt-short-link").click()
    short = form.locator(".tt-short a.tt-short-url")
    expect(short).to_be_visible()
    url = short.get_attribute("href")
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/s/[a-z2-7]{7}", url) and len(url) < 50, url
    qr = form.locator(".tt-short img.tt-qr")
    expect(qr).to_be_visible()
    assert qr.evaluate("img => img.complete && img.naturalWidth") >= 100  # the server drew the QR code
    assert _scan(qr.screenshot()) == [url]
    page.close(run_before_unload=True)

    page = projector.new_page()
    page.set_default_timeout(30_000)
    page.goto(url)
    form = page.locator(".tt-compose").nth(2)
    form.wait_for(state="attached", timeout=60_000)
    expect(page).to_have_url(long_link)  # the short link is the example's whole link
    expect(form.locator(".tt-total").filter(has_text=total).first).to_be_visible(timeout=20_000)
    assert form.locator(".tt-compose-vulnerable select").evaluate(
        "s => s.selectedOptions[0].textContent.replace(/\\s+/g, ' ')") == "North–South vulnerable"
    _settle(page)
    at = form.evaluate("f => { const r = f.closest('.jp-Cell').getBoundingClientRect(); "
                       "return {top: r.top, height: innerHeight}; }")
    assert 0 <= at["top"] < at["height"] / 3, at  # opened at the example, not at the top of the lesson
    assert_clean(page)

    page.locator(".tt-present-toggle").click()  # presenting: the example's slide, its QR code in the corner
    expect(form).to_be_visible()
    corner = page.locator(".tt-slide-qr img.tt-qr")
    expect(corner).to_be_visible()
    box = corner.bounding_box()
    assert box["width"] >= 150 and box["x"] + box["width"] <= 1280 and box["y"] + box["height"] <= 720, box
    expect(page.locator(".tt-slide-qr .tt-short-url")).to_have_text(url.split("//", 1)[1])
    assert _scan(corner.screenshot()) == [url]  # the code on the slide, as a phone reads it: the short link
    page.close(run_before_unload=True)
