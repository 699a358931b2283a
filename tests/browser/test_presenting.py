"""Presenting, finished (issue 23), in a real browser at a projector's size: presentation mode opens on a slide
that shows something (not a blank slide 1), every table on a slide is at the sheets' projector size, and a
presented replay's counter and table stay on a 1280×800 screen in Chinese."""

from __future__ import annotations

import io
import re

import pytest
from playwright.sync_api import expect

from tutor.scoring import signed

from .conftest import ARTIFACTS, assert_clean

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
    total = signed(next(iter(want.sheets.values())).total)
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
    assert -2 <= at["top"] < at["height"] / 3, at  # opened at the example, not at the top of the lesson
    assert_clean(page)

    page.locator(".tt-present-toggle").click()  # presenting: the example's slide; "QR code" shows its code large
    expect(form).to_be_visible()
    corner = page.locator(".tt-slide-qr img.tt-qr")
    expect(corner).to_be_hidden()  # not over the slide's controls until the teacher shows it
    page.locator(".tt-slide-qr-button").click()
    expect(corner).to_be_visible()
    box = corner.bounding_box()
    assert box["width"] >= 300 and box["x"] >= 0 and box["x"] + box["width"] <= 1280, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= 720, box
    expect(page.locator(".tt-slide-qr .tt-short-url")).to_have_text(url.split("//", 1)[1])
    assert _scan(corner.screenshot()) == [url]  # the code on the slide, as a phone reads it: the short link
    page.keyboard.press("Escape")
    expect(corner).to_be_hidden()
    page.close(run_before_unload=True)


def _pdf_pages(pdf: bytes) -> list[str]:
    import unicodedata

    from pypdf import PdfReader

    return [re.sub(r"[ \t]+", " ", unicodedata.normalize("NFKC", p.extract_text())) for p in PdfReader(
        io.BytesIO(pdf)).pages]


@pytest.mark.parametrize("handout", [False, True])
def test_printed_lesson_keeps_its_questions_with_an_answer_key_page_numbers_and_no_stranded_heading(
        projector, voila_url, handout):
    """Bridge 05 printed to PDF by Chromium, the whole lesson and as a handout (2 a page): every question is there
    (numbered, its options to tick), the answer key at the end gives each question's right option (the one the
    page's quiz says "Right!" to), the undertrick table is there, every page has its number, and no page ends on a
    heading (the heading goes to the next page with its text)."""
    lesson = "/voila/render/en/bridge/05-doubles-overtricks-undertricks.ipynb"
    page = _open(projector, voila_url.rstrip("/") + lesson, ".tt-quiz")
    from . import a11y

    a11y.settle(page)  # every widget drawn
    quizzes = page.locator(".tt-quiz")
    n = quizzes.count()
    assert n >= 2
    questions = [q.locator(".tt-question").inner_text().strip() for q in quizzes.all()]
    headings = [h.strip() for h in
                page.locator("#rendered_cells .jp-RenderedMarkdown :is(h1, h2, h3)").all_inner_texts()]
    page.evaluate("() => { window.print = () => {}; }")
    if handout:
        page.locator(".tt-handout-n").select_option("2")
        page.locator(".tt-handout-print").click()
    else:
        page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")  # what the browser does on print
    key = [li.strip() for li in page.locator(".tt-answer-key li").all_text_contents()]
    assert len(key) == n and all(key), key
    pdf = page.pdf(format="A4", print_background=True)
    (ARTIFACTS / f"print-bridge-05{'-handout' if handout else ''}.pdf").write_bytes(pdf)
    pages = _pdf_pages(pdf)
    text = re.sub(r"\s+", " ", "\n".join(pages))
    total = len(pages)
    assert total >= 2
    for i, p in enumerate(pages, 1):  # a page number at every foot
        assert re.search(rf"(^|\n)\s*{i} / {total}\s*($|\n)", p), (i, p[-200:])
    for q in questions:  # every question, numbered
        assert re.sub(r"\s+", " ", q)[:40] in text, q
    assert all(f"Question {k}" in text for k in range(1, n + 1))
    assert "Answer key" in text and "undertrick" in text.lower()
    for i, p in enumerate(pages[:-1], 1):  # no page ends on a heading
        lines = [x.strip() for x in p.splitlines() if x.strip() and not re.fullmatch(r"\d+ / \d+", x.strip())]
        assert lines and lines[-1] not in headings, (i, lines[-3:])
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    expect(page.locator(".tt-answer-key")).to_have_count(0)
    # the key is right: each answer it gives is the option the quiz calls right
    for i, quiz in enumerate(quizzes.all()):
        answer = next(o for o in quiz.locator(".tt-option").all_inner_texts() if key[i].startswith(o.strip()))
        quiz.locator(".tt-option", has_text=answer).first.click()
        expect(quiz.locator(".tt-feedback")).to_contain_text("Right!")
    page.close(run_before_unload=True)


def test_follow_me_moves_the_learners_page_with_the_teacher_and_one_button_rejoins(browser, voila_url):
    """"Follow me" (issue 23): the teacher presents Spades 02 in English and presses "follow me"; a learner's page
    of the same lesson in Chinese (a browser of its own) switches to presentation and moves to the teacher's slide
    and replay step as the teacher moves; the learner steps away (the teacher's next step does not move it) and
    "rejoin" brings it back to where the teacher is."""
    from tutor.replay import load

    rp = load("lessons/data/spades/02-a-hand.json")
    base = voila_url.rstrip("/") + "/voila/render/"
    contexts = [browser.new_context(viewport={"width": 1280, "height": 720}) for _ in range(2)]
    try:
        learner = _open(contexts[1], base + "zh/spades/02-playing-tricks.ipynb", ".tt-replay")
        teacher = _open(contexts[0], base + "en/spades/02-playing-tricks.ipynb?present=1", ".tt-replay")
        teacher.locator(".tt-follow-lead").click()
        expect(teacher.locator(".tt-follow-lead")).to_have_attribute("aria-pressed", "true")
        expect(learner.locator("body")).to_have_class(re.compile(r"\btt-present\b"))  # the learner now presents
        bar = learner.locator(".tt-follow-bar")
        expect(bar).to_contain_text("正在跟着老师")
        for _ in range(teacher.evaluate("() => window.ttSlides().count")):  # the teacher: on to the replay's slide
            if teacher.locator(".tt-replay:visible").count():
                break
            teacher.keyboard.press("PageDown")
        at = teacher.evaluate("() => window.ttSlides().index")
        assert at > 0
        learner.wait_for_function("i => window.ttSlides().index === i", arg=at)
        box, mine = teacher.locator(".tt-replay:visible").first, learner.locator(".tt-replay").first
        teacher.evaluate("() => document.activeElement && document.activeElement.blur()")
        for k in (1, 2, 3):  # the teacher steps the replay: the learner's replay follows step by step
            teacher.keyboard.press("ArrowRight")
            expect(box.locator(".tt-step")).to_have_text(f"step {k} of {len(rp)}")
            expect(mine.locator(".tt-step")).to_have_text(f"第 {k} 步，共 {len(rp)} 步")
        expect(mine).to_be_visible()
        # the learner steps away: the teacher's next step leaves the learner's page where it is
        bar.locator(".tt-follow-away").click()
        expect(bar).to_contain_text("你在自己看")
        teacher.keyboard.press("ArrowRight")
        expect(box.locator(".tt-step")).to_have_text(f"step 4 of {len(rp)}")
        learner.wait_for_function("() => window.ttFollow().lead && window.ttFollow().lead.step === 4")
        expect(mine.locator(".tt-step")).to_have_text(f"第 3 步，共 {len(rp)} 步")
        bar.locator(".tt-follow-rejoin").click()  # one button: back with the teacher
        expect(mine.locator(".tt-step")).to_have_text(f"第 4 步，共 {len(rp)} 步")
        expect(bar).to_contain_text("正在跟着老师")
        assert_clean(learner)
        learner.screenshot(path=str(ARTIFACTS / "follow-learner.png"))
        teacher.locator(".tt-follow-lead").click()  # the teacher stops: the learner's bar goes
        expect(bar).to_be_hidden()
        for p in (teacher, learner):
            p.close(run_before_unload=True)
    finally:
        for c in contexts:
            c.close()
