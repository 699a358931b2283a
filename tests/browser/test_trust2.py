"""Issue 35, the class tools' remaining points, in a real browser: every slide of the lesson most at risk (Gong
Zhu 04, the score calculator and its sheets, in each edition) ends above the foot of a 1280×800 projector at its
full size (not drawn smaller to fit, the presenter's last resort); a printed lesson and handout's text is at least
10 pt; "hide" on a live question is remembered on the learner's next pages."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, assert_clean
from .test_classview import classroom  # noqa: F401 - the app on its own data folder

pytestmark = pytest.mark.browser

#: 10 pt in CSS px (96 px an inch, 72 pt an inch)
TEN_PT = 10 * 96 / 72


def _open(context, url: str, widget: str):
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(url)
    page.locator(widget).first.wait_for(state="attached", timeout=60_000)
    page.evaluate("""() => new Promise(done => {
        const box = document.getElementById('rendered_cells') || document.body;
        let last = -1, still = 0;
        const tick = () => { const h = box.scrollHeight; still = h === last ? still + 1 : 0; last = h;
                             if (still >= 5) { done(); } else { setTimeout(tick, 100); } };
        tick(); })""")
    assert_clean(page)
    return page


#: the slide shown, scrolled to its top: the lowest bottom of anything drawn on it (cells and their contents)
_BOTTOM = """() => {
    for (let e = document.querySelector('#rendered_cells'); e; e = e.parentElement) { e.scrollTop = 0; }
    (document.scrollingElement || document.documentElement).scrollTop = 0;
    const on = [...document.querySelectorAll('#rendered_cells .jp-Cell:not(.tt-off)')];
    let bottom = 0, what = '';
    on.forEach(c => [c, ...c.querySelectorAll('*')].forEach(e => {
        const r = e.getBoundingClientRect();
        if (r.height > 0 && r.width > 0 && r.bottom > bottom) {
            bottom = r.bottom; what = (e.className.baseVal ?? e.className) + ''; }
    }));
    return {at: window.ttSlides(), bottom, what, height: innerHeight, zoom: on.map(c => c.style.zoom || '1'),
            text: on.map(c => c.innerText).join(' ').trim().slice(0, 60)};
}"""


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])  # one lesson, about 15 s an edition
def test_every_gongzhu_04_slide_ends_above_the_foot_of_a_1280x800_screen(browser, voila_url, lang):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = _open(context, voila_url.rstrip("/") + f"/voila/render/{lang}/gongzhu/04-scoring.ipynb?present=1",
                     ".tt-gongzhu-calc")
        over = []
        count = page.evaluate("() => window.ttSlides().count")
        assert count > 3
        for i in range(count):
            page.evaluate("i => window.ttGoSlide(i)", i)
            page.wait_for_timeout(150)
            slide = page.evaluate(_BOTTOM)
            print(lang, i, slide)
            # past the foot, or drawn smaller to fit (the presenter's last resort: its text below the projector's size)
            if slide["bottom"] > slide["height"] or any(float(z) < 1 for z in slide["zoom"]):
                over.append(slide)
                page.screenshot(path=str(ARTIFACTS / f"slide-gongzhu-04-{lang}-{i}.png"))
        assert not over, over
        page.close(run_before_unload=True)
    finally:
        context.close()


#: every text printed (emulated print media): its font size as printed (the computed size × the zoom it is drawn at)
_PRINTED_TEXT = """(scope) => {
    const out = [], walk = document.createTreeWalker(document.querySelector(scope), NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const e = n.parentElement, text = n.textContent.trim();
        if (!text || !e || e.closest('svg, style, script')) { continue; }
        const r = e.getBoundingClientRect();
        if (!(r.width > 0 && r.height > 0) || getComputedStyle(e).visibility === 'hidden') { continue; }
        let zoom = 1;
        for (let p = e; p; p = p.parentElement) { zoom *= parseFloat(getComputedStyle(p).zoom) || 1; }
        out.push({px: parseFloat(getComputedStyle(e).fontSize) * zoom, text: text.slice(0, 30),
                  cls: String(e.className).slice(0, 40)});
    }
    return out;
}"""


@pytest.mark.parametrize("per_page", [0, 1, 4])
def test_printed_handout_text_is_at_least_10_pt(browser, voila_url, per_page):
    """Gong Zhu 04 printed (emulated print media, A4): the whole lesson (0), and the teacher's handout with 1 and
    4 examples a page: every printed text is at least 10 pt as printed (its computed size times the zoom the
    handout draws it at)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = _open(context, voila_url.rstrip("/") + "/voila/render/en/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc")
        page.emulate_media(media="print")
        if per_page:
            assert page.evaluate("n => window.ttHandout(n)", per_page) > 0
        texts = page.evaluate(_PRINTED_TEXT, "#rendered_cells")
        assert len(texts) > 20
        small = [t for t in texts if t["px"] < TEN_PT - 0.01]
        print(per_page, "smallest", sorted(texts, key=lambda t: t["px"])[:5])
        (ARTIFACTS / f"print-gongzhu-04-{per_page}.pdf").write_bytes(page.pdf(format="A4", print_background=True))
        assert not small, small[:10]
        page.close(run_before_unload=True)
    finally:
        context.close()


def test_hiding_a_live_question_is_remembered_on_the_learners_next_pages(person, classroom):  # noqa: F811
    """A learner hides the class's live question on the landing page; the lesson page opened next (the same
    browser) does not show it again, nor does the landing page reloaded; the teacher's next question shows."""
    url, _data = classroom
    teacher = person()
    teacher.goto(url + "class")
    lead = teacher.locator(".tt-liveq-lead")
    lead.locator(".tt-liveq-skill").select_option("basics.follow")
    lead.locator(".tt-liveq-start").click()
    expect(lead.locator(".tt-liveq-board .tt-liveq-row").first).to_be_visible()
    ann = person(1100, 900)
    ann.goto(url)
    box = ann.locator("section.tt-liveq")
    expect(box).to_be_visible(timeout=10_000)
    box.locator(".tt-liveq-hide").click()
    expect(box).to_be_hidden()
    ann.goto(url + "voila/render/en/basics/01-what-is-a-trick.ipynb")  # another page of the same browser
    ann.locator(".tt-quiz").first.wait_for(state="visible", timeout=90_000)
    ann.wait_for_timeout(3_000)  # three of the page's polls of the live question
    expect(ann.locator("section.tt-liveq:visible")).to_have_count(0)
    ann.goto(url)
    ann.wait_for_timeout(3_000)
    expect(ann.locator("section.tt-liveq:visible")).to_have_count(0)
    # the teacher's next question is shown again
    lead.locator(".tt-liveq-start").click()
    expect(ann.locator("section.tt-liveq")).to_be_visible(timeout=15_000)
