"""Teachers (issue 11) in a real browser at a projector's 1280×720: presentation mode's computed sizes, the
share-link round trip of every game's calculator, a link refused in plain words, and a printed handout read
back from the PDF and drawn to an image. Expected sheets come from the engine, never typed in by hand.

Each calculator lesson is opened twice: once as the teacher who changes the example (the page URL follows),
once from that URL as anyone else would open it; the second page also serves presentation mode or printing.
"""

from __future__ import annotations

import io
import re
import time
import unicodedata
from pathlib import Path
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from playwright.sync_api import expect

from tutor.scoring import signed

from .conftest import ARTIFACTS, assert_clean, click_card

pytestmark = pytest.mark.browser

#: the smallest sizes readable from the back of a room on a 1280×720 projector (issue 11)
SHEET_PX, CARD_PX = 24, 90


@pytest.fixture(scope="module")
def projector(browser):
    """A 1280×720 browser context (a projector's size) for this module's pages. Its pages may write and read the
    clipboard, as desktop Chromium lets a page write it on a click (the headless shell asks, and nobody answers)."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    yield context
    context.close()


def _open(context, url: str, widget: str):
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda e: print("PAGEERROR", e))
    page.goto(url)
    page.locator(widget).first.wait_for(state="visible", timeout=60_000)
    assert_clean(page)
    return page


def _settle(page) -> None:
    """Wait until the page stops growing (widgets below still drawing would move a card under the mouse)."""
    page.evaluate("""() => new Promise(done => {
        const box = document.getElementById('rendered_cells') || document.body;
        let last = -1, still = 0;
        const tick = () => { const h = box.scrollHeight; still = h === last ? still + 1 : 0; last = h;
                             if (still >= 5) { done(); } else { setTimeout(tick, 100); } };
        tick(); })""")


def _close(page) -> None:
    """Close like a tab: the page's beforeunload beacon ends its kernel, so the class's kernel cap (8 for one
    learner) is never reached by this module's pages."""
    page.close(run_before_unload=True)


def _sheet_text(calc) -> str:
    return " | ".join(t.strip() for t in calc.locator(".tt-sheet").all_inner_texts())


def _round_trip(projector, voila_url, path, widget, change, expected_total):
    """Open the lesson, change the example with the page's controls (``change(calc)``), check the page URL now
    carries the set-up and "copy link" gives that URL; open it in a second page: the same sheet. Returns the
    second page (still open) and the link."""
    teacher = _open(projector, voila_url.rstrip("/") + "/voila/render/" + path, widget)
    calc = teacher.locator(widget).first
    _settle(teacher)
    change(calc)
    try:
        expect(calc.locator(".tt-total").first).to_contain_text(expected_total, timeout=20_000)
    except AssertionError:
        print("teacher page: message and selects", calc.locator(".tt-message").inner_text(),
              [s.input_value() for s in calc.locator("select").all()])
        raise
    expect(teacher).to_have_url(re.compile(r"[?&]calc="))
    sheet = _sheet_text(calc)
    calc.locator(".tt-copy-link").click()
    expect(calc.locator(".tt-copy-link")).to_have_text("link copied")
    link = teacher.url
    assert calc.locator(".tt-share").get_attribute("data-copied") == link
    assert teacher.evaluate("() => navigator.clipboard.readText()") == link  # what the teacher pastes
    _close(teacher)
    pupil = _open(projector, link, widget)
    calc = pupil.locator(widget).first
    try:
        expect(calc.locator(".tt-total").first).to_contain_text(expected_total, timeout=20_000)
    except AssertionError:
        print("pupil page: message and share input", calc.locator(".tt-message").inner_text(),
              pupil.locator(".tt-share-in input").evaluate_all("l => l.map(e => [e.value, e.dataset.ttGiven])"))
        raise
    expect(calc.locator(".tt-sheet").first).to_be_visible()
    deadline = time.monotonic() + 20
    while _sheet_text(calc) != sheet and time.monotonic() < deadline:  # the sheets redraw one by one
        pupil.wait_for_timeout(200)
    assert _sheet_text(calc) == sheet
    assert pupil.url == link
    return pupil, link


def _download(page, button) -> tuple[str, bytes]:
    """Click ``button`` and return the downloaded file's name and bytes."""
    with page.expect_download() as info:
        button.click()
    download = info.value
    return download.suggested_filename, Path(download.path()).read_bytes()


def _svg_text(data: bytes) -> str:
    """The text of a downloaded SVG (which must parse as one)."""
    from xml.etree import ElementTree

    root = ElementTree.fromstring(data)
    assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
    assert float(root.get("width")) > 100 and float(root.get("height")) > 50
    return " ".join(" ".join(e.itertext()) for e in root.iter("{http://www.w3.org/2000/svg}text"))


def _png_ink(data: bytes, path) -> float:
    """A downloaded PNG (which must decode as one), saved to ``path``: its share of dark pixels."""
    from PIL import Image

    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    path.write_bytes(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.width > 200 and image.height > 100
    hist = image.convert("L").histogram()
    return sum(hist[:128]) / sum(hist)


def _min_sizes(page) -> dict[str, float]:
    """The smallest computed font size of any visible score-sheet cell and the smallest visible card height."""
    return page.evaluate("""() => {
        const vis = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
        const cells = [...document.querySelectorAll('.tt-sheet td, .tt-sheet th, .tt-sheet caption')].filter(vis);
        const cards = [...document.querySelectorAll('.tt-card')].filter(vis);
        return {sheet: Math.min(...cells.map(e => parseFloat(getComputedStyle(e).fontSize))),
                card: Math.min(...cards.map(e => e.getBoundingClientRect().height)),
                cells: cells.length, cards: cards.length,
                prose: [...document.querySelectorAll('.jp-RenderedMarkdown p')].filter(vis).length};
    }""")


def test_gongzhu_link_presentation_and_handout(projector, voila_url):
    from tutor.games.gongzhu import SCORING_CARDS, score_cards

    captured = ["SQ", "HA", "HK", "C10", "H5"]  # the lesson's example, and the teacher adds ♥5
    total = score_cards(" ".join(captured)).total

    def change(calc):
        cards = calc.locator(".tt-calc-cards [data-index]")
        index = [str(c) for c in SCORING_CARDS].index("H5")
        click_card(cards, index)

    page, link = _round_trip(projector, voila_url, "en/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc", change,
                             signed(total))
    assert parse_qs(urlsplit(link).query)["cards"] == [",".join(str(c) for c in SCORING_CARDS if str(c) in captured)]

    # presentation mode through the toggle: body class, URL, sizes, prose behind "show notes"
    before = _min_sizes(page)
    page.locator(".tt-present-toggle").click()
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    assert "present=1" in page.url
    page.locator(".tt-gongzhu-calc").first.scroll_into_view_if_needed()
    sizes = _min_sizes(page)
    print("gongzhu sizes before", before, "presenting", sizes)
    assert sizes["cells"] >= 4 and sizes["cards"] >= 16
    assert sizes["sheet"] >= SHEET_PX > before["sheet"]
    assert sizes["card"] >= CARD_PX
    assert sizes["prose"] == 0 < before["prose"]
    page.locator(".tt-notes-toggle").click()
    assert _min_sizes(page)["prose"] > 0  # the notes of the slide shown (one slide at a time)
    page.locator(".tt-notes-toggle").click()
    page.locator(".tt-gongzhu-calc .tt-sheet").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "present-gongzhu.png"))  # one projector screen, 1280×720

    # the handout: "print this example" (the browser's print dialog stubbed), printed to PDF by Chromium
    page.locator(".tt-present-toggle").click()
    assert "present=1" not in page.url
    page.evaluate("() => { window.print = () => {}; }")
    page.locator(".tt-gongzhu-calc .tt-print-example").click()
    pdf = page.pdf(format="A4", print_background=True)
    page.evaluate("() => window.ttPrintDone()")
    (ARTIFACTS / "handout-gongzhu.pdf").write_bytes(pdf)
    text = _pdf_text(pdf)
    sheet = score_cards(" ".join(captured))
    assert "Scoring" in text  # the lesson's title
    flat = " ".join(text.split())  # a long label may wrap on paper ("♣10" / "× 2")
    for line in sheet.lines:
        assert " ".join(line.label.split()) in flat and signed(line.points) in text, line
    assert signed(sheet.total) in text and "total" in text
    for button in ("copy link", "print this example", "presentation", "Clear", "All hearts", "show notes"):
        assert button not in text, f"the handout shows the {button!r} button"
    assert "Captured: ♠Q ♣10 ♥A ♥K ♥5" in text  # the example's set-up in words
    dark = _render_first_page(pdf, ARTIFACTS / "handout-gongzhu.png")
    assert dark > 0.01, "the handout's first page is (almost) blank"

    # the toolbar's "print": the whole lesson, prose and all, without the buttons
    lesson_pdf = page.pdf(format="A4", print_background=True)
    (ARTIFACTS / "handout-gongzhu-lesson.pdf").write_bytes(lesson_pdf)
    whole = _pdf_text(lesson_pdf, pages=(2, 20))
    assert whole.count("total") >= 2 and signed(sheet.total) in whole and "Scoring" in whole
    for button in ("copy link", "print this example", "link to this example", "presentation", "show notes"):
        assert button not in whole, f"the printed lesson shows the {button!r} button"
    _close(page)


def _pdf_text(pdf: bytes, pages: tuple[int, int] = (1, 2)) -> str:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(pdf))
    assert pages[0] <= len(reader.pages) <= pages[1], f"the handout takes {len(reader.pages)} pages"
    # NFKC: the CJK font maps 血 to its Kangxi radical twin ⾎; spaces: PDF text runs are spaced freely
    text = unicodedata.normalize("NFKC", "\n".join(p.extract_text() for p in reader.pages))
    return re.sub(r"[ \t]+", " ", text)


def _render_first_page(pdf: bytes, path) -> float:
    """Draw page 1 to ``path`` (PNG); returns the share of dark pixels (ink on the page)."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    image = doc[0].render(scale=1.5).to_pil()
    image.save(path)
    hist = image.convert("L").histogram()
    return sum(hist[:128]) / sum(hist)


def test_present_query_bridge_round_trip(projector, voila_url):
    from tutor.games import bridge

    total = bridge.score("4HX", vulnerable=True, tricks=9).total  # not the lesson's −500: the link must act

    def change(calc):
        calc.locator(".tt-calc-strain select").select_option(label="♥")
        calc.locator(".tt-calc-vul select").select_option(label="vulnerable 有局")
        calc.locator(".tt-calc-tricks select").select_option("9")

    page, link = _round_trip(projector, voila_url, "en/bridge/05-doubles-overtricks-undertricks.ipynb",
                             ".tt-bridgecalc", change, signed(total))
    calc = page.locator(".tt-bridgecalc").first
    expect(calc.locator(".tt-calc-outcome")).to_contain_text("QQ game score for the defenders")
    _close(page)
    page = _open(projector, link + "&present=1", ".tt-bridgecalc")  # a link straight into presentation mode
    calc = page.locator(".tt-bridgecalc").first
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    # the link's example is applied (the sheet is drawn again for it) before the sheet is measured
    expect(calc.locator(".tt-total").first).to_contain_text(signed(total))
    page.locator(".tt-bridgecalc .tt-sheet").first.scroll_into_view_if_needed()
    sizes = _min_sizes(page)
    print("bridge sizes presenting", sizes)
    assert sizes["sheet"] >= SHEET_PX and sizes["prose"] == 0, sizes
    page.screenshot(path=str(ARTIFACTS / "present-bridge.png"))

    # the sheet as a picture for slides: a valid SVG holding every line and the total, and a PNG of it
    sheet = bridge.score("4HX", vulnerable=True, tricks=9)
    name, data = _download(page, calc.locator(".tt-export-svg"))
    assert name.endswith(".svg") and "bridge" in name, name
    (ARTIFACTS / "export-bridge.svg").write_bytes(data)
    words = _svg_text(data)
    for line in sheet.lines:
        assert line.label in words and signed(line.points) in words, line
    assert signed(sheet.total) in words and "total" in words and "Contract 4HX, vulnerable" in words
    name, data = _download(page, calc.locator(".tt-export-png"))
    assert name.endswith(".png")
    assert _png_ink(data, ARTIFACTS / "export-bridge.png") > 0.005
    _close(page)


def test_wang27_round_trip_and_plain_word_refusal(projector, voila_url):
    from tutor.games import wang27
    from tutor.widgets.wang27 import _kitty_options

    def change(calc):
        calc.locator(".tt-calc-card-points input").fill("95")
        calc.locator(".tt-calc-card-points input").press("Enter")
        calc.locator(".tt-calc-kitty-rule select").select_option(label=dict(
            (v, k) for k, v in _kitty_options())["times"])

    rules = wang27.Rules.preset().but(kitty_multiplier="times")
    from tutor.cards import parse_cards
    kitty = wang27.kitty_sheet(25, parse_cards("SA SA"), won_by_defenders=True, won_with_trump=False, trump="H",
                               rules=rules)
    points = 95 + kitty.total
    page, link = _round_trip(projector, voila_url, "en/wang27/06-counting.ipynb", ".tt-wang27-calc", change,
                             signed(points))
    page.locator(".tt-present-toggle").click()
    page.locator(".tt-wang27-calc .tt-sheet").first.scroll_into_view_if_needed()
    assert _min_sizes(page)["sheet"] >= SHEET_PX
    page.screenshot(path=str(ARTIFACTS / "present-wang27.png"))
    _close(page)
    bad = link.replace("card_points=95", "card_points=190")
    page = _open(projector, bad, ".tt-wang27-calc")
    expect(page.locator(".tt-wang27-calc .tt-message")).to_contain_text(
        "the whole deck holds only 200 points")
    _close(page)


def test_spades_round_trip(projector, voila_url):
    from tutor.games import spades

    bids = {"N": 3, "E": 3, "S": "nil", "W": 3}
    tricks = {"N": 3, "E": 9, "S": 1, "W": 0}
    want = spades.score_hand(bids, tricks)["NS"]

    def change(calc):
        calc.locator(".tt-calc-bid-S select").select_option(label="nil")
        for seat in "SEWN":
            calc.locator(f".tt-calc-tricks-{seat} select").select_option(label=str(tricks[seat]))

    page, _link = _round_trip(projector, voila_url, "en/spades/03-scoring-contracts-and-bags.ipynb", ".tt-scorecalc",
                              change, signed(want.points))
    page.locator(".tt-present-toggle").click()
    page.locator(".tt-scorecalc .tt-sheet").first.scroll_into_view_if_needed()
    assert _min_sizes(page)["sheet"] >= SHEET_PX
    page.screenshot(path=str(ARTIFACTS / "present-spades.png"))
    _close(page)


def _card_heights(page) -> dict[str, float]:
    """The visible cards' heights: the smallest, the trick's (centre) and the bottom hand's."""
    return page.evaluate("""() => {
        const vis = [...document.querySelectorAll('.tt-card')].filter(e => e.getBoundingClientRect().height > 0);
        const hs = vis.map(e => e.getBoundingClientRect().height);
        return {min: Math.min(...hs), max: Math.max(...hs), n: hs.length};
    }""")


def _slides(page) -> dict[str, int]:
    return page.evaluate("() => window.ttSlides()")


def _replay_layout(page) -> dict:
    """Where the presented replay's parts are, and the counter's and narration's computed font sizes."""
    return page.evaluate("""() => {
        const box = [...document.querySelectorAll('.tt-replay')].find(e => e.getBoundingClientRect().height > 0);
        const r = s => box.querySelector(s).getBoundingClientRect();
        const px = s => parseFloat(getComputedStyle(box.querySelector(s + ' .widget-html-content')).fontSize);
        const rect = x => ({left: x.left, right: x.right, top: x.top, bottom: x.bottom});
        return {table: rect(r('.tt-table svg')), narration: rect(r('.tt-narration')),
                counter: rect(r('.tt-trick-count')),
                counter_px: px('.tt-trick-count'), narration_px: px('.tt-narration'),
                counter_text: box.querySelector('.tt-trick-count').innerText.trim(),
                step_text: box.querySelector('.tt-step').innerText.trim(), width: innerWidth};
    }""")


def test_replay_step_link_presentation_and_keys(projector, voila_url):
    """A replay's step lives in the page URL; "copy link" opens the same lesson at that step; presented, the
    large trick counter (the engine's words) and the narration stand beside the table at 1280×720, the keys
    → ← Home End and space step it, and the page shows one slide at a time."""
    from tutor.replay import load
    from tutor.widgets.replay import trick_position, trick_words

    rp = load("lessons/data/spades/02-a-hand.json")
    step = next(i for i in range(len(rp) + 1) if sum(rp.state_at(i).view().tricks_won.values()) == 2) + 1
    base = voila_url.rstrip("/") + "/voila/render/en/spades/02-playing-tricks.ipynb"
    teacher = _open(projector, base, ".tt-replay")
    box = teacher.locator(".tt-replay").first
    _settle(teacher)
    box.locator(".tt-slider").scroll_into_view_if_needed()
    for _ in range(step):
        box.locator(".tt-next").click()
    expect(box.locator(".tt-step")).to_have_text(f"step {step} of {len(rp)}")
    expect(teacher).to_have_url(re.compile(rf"[?&]step={step}\b"))
    box.locator(".tt-copy-link").click()
    expect(box.locator(".tt-copy-link")).to_have_text("link copied")
    link = teacher.url
    assert box.locator(".tt-share").get_attribute("data-copied") == link
    assert teacher.evaluate("() => navigator.clipboard.readText()") == link
    assert parse_qs(urlsplit(link).query) == {"calc": ["replay"], "step": [str(step)]}
    _close(teacher)

    page = _open(projector, link + "&present=1", ".tt-replay")
    box = page.locator(".tt-replay").first
    expect(box.locator(".tt-step")).to_have_text(f"step {step} of {len(rp)}", timeout=20_000)
    expect(box.locator(".tt-narration")).to_have_text(rp.narration(step))
    expect(box.locator(".tt-trick-count")).to_have_text(trick_words(*trick_position(rp, step)))
    _settle(page)
    slides = _slides(page)
    assert slides["count"] >= 3 and slides["index"] > 0, slides  # opened on the replay's slide, not the first
    assert page.locator(".jp-Cell.tt-off").count() > 0
    expect(box).to_be_visible()
    assert page.locator(".tt-widget:visible").count() == 1  # one thing on screen at a time
    lay = _replay_layout(page)
    print("replay presented", lay)
    assert lay["counter_text"] == "trick 3 of 13"
    assert lay["counter_px"] >= 48 and lay["narration_px"] >= SHEET_PX
    assert lay["narration"]["left"] >= lay["table"]["right"] - 1  # beside the table, not under it
    assert lay["narration"]["top"] < lay["table"]["bottom"] and lay["counter"]["top"] < lay["table"]["bottom"]
    assert lay["narration"]["right"] <= lay["width"] and lay["table"]["right"] <= lay["width"]
    cards = _card_heights(page)
    print("replay cards presented", cards)
    # the whole table beside the narration on one 1280×720 screen: the learner's (bottom) hand at projector size,
    # the other hands drawn smaller by the table itself
    assert cards["max"] >= CARD_PX and cards["min"] >= 64 and lay["table"]["bottom"] <= 720, (cards, lay)
    page.screenshot(path=str(ARTIFACTS / "present-replay-step.png"))
    name, data = _download(page, box.locator(".tt-export-svg"))  # the table as a picture for slides
    assert name == "02-playing-tricks-replay.svg", name
    (ARTIFACTS / "export-replay.svg").write_bytes(data)
    assert "North" in _svg_text(data) and data.count(b'class="tt-card') >= 13
    name, data = _download(page, box.locator(".tt-export-png"))
    assert _png_ink(data, ARTIFACTS / "export-replay.png") > 0.01

    # the keyboard, with nothing focused (a presenter's clicker or the space bar)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for key, want in (("Space", step + 1), ("ArrowRight", step + 2), ("ArrowLeft", step + 1), ("Home", 0),
                      ("End", len(rp)), ("ArrowLeft", len(rp) - 1)):
        page.keyboard.press(key)
        expect(box.locator(".tt-step")).to_have_text(f"step {want} of {len(rp)}")
        expect(box.locator(".tt-trick-count")).to_have_text(trick_words(*trick_position(rp, want)))
        expect(page).to_have_url(re.compile(rf"[?&]step={want}\b"))
    assert "present=1" in page.url
    # the slide before (PageUp, a clicker's "back") and back again (the slide bar's button)
    index = _slides(page)["index"]
    page.keyboard.press("PageUp")
    assert _slides(page)["index"] == index - 1
    expect(box).to_be_hidden()
    page.locator(".tt-slide-next").click()
    assert _slides(page)["index"] == index
    expect(box).to_be_visible()
    # out of presentation: every cell again
    page.locator(".tt-present-toggle").click()
    expect(page.locator(".jp-Cell.tt-off")).to_have_count(0)
    _close(page)


def test_present_query_replay_cards(projector, voila_url):
    """A replay's table draws small cards (40 px wide); presenting, they grow to at least 90 px tall."""
    base = voila_url.rstrip("/") + "/voila/render/en/spades/02-playing-tricks.ipynb"
    page = _open(projector, base + "?present=1", ".tt-slide-next")  # the first slide: the replay is not on it
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    page.locator(".tt-replay").first.wait_for(state="attached", timeout=60_000)
    _settle(page)
    assert _slides(page)["index"] == 0
    for _ in range(_slides(page)["count"]):  # → from slide to slide until the replay's
        if page.locator(".tt-replay:visible").count():
            break
        page.keyboard.press("ArrowRight")
    box = page.locator(".tt-replay").first
    expect(box).to_be_visible()
    box.locator(".tt-next").click()
    _settle(page)
    sizes, cards = _min_sizes(page), _card_heights(page)
    print("spades replay sizes presenting", sizes, cards)
    assert sizes["cards"] >= 13 and cards["max"] >= CARD_PX and cards["min"] >= 64, (sizes, cards)
    assert sizes["prose"] == 0
    page.screenshot(path=str(ARTIFACTS / "present-spades-replay.png"))
    page.locator(".tt-present-toggle").click()  # and back: the cards return to their lesson size
    expect(page.locator("body")).not_to_have_class(re.compile(r"\btt-present\b"))
    plain = _min_sizes(page)
    print("spades replay sizes plain", plain)
    assert plain["card"] < CARD_PX and plain["prose"] > 0
    _close(page)


def _table_card_heights(page) -> dict:
    """Every card the shown table drawing draws (the hands round the table, the trick, the kitty): how many, the
    smallest and largest height in px, and where the drawing ends."""
    return page.evaluate("""() => {
        const svg = [...document.querySelectorAll('svg.tt-table-svg')].find(s => s.getBoundingClientRect().height > 0);
        const r = svg.getBoundingClientRect();
        const boxes = [...svg.querySelectorAll('g.tt-card')].map(c => c.getBoundingClientRect())
            .filter(b => b.width > 0 && b.height > 0);
        const hs = boxes.map(b => b.height);
        // the side hands: cards in the left or right 30 % of the drawing
        const side = boxes.filter(b => b.right < r.left + 0.3 * r.width || b.left > r.left + 0.7 * r.width);
        return {n: hs.length, min: Math.min(...hs), max: Math.max(...hs), bottom: r.bottom, right: r.right,
                width: innerWidth, sides: side.length, side: Math.min(...side.map(b => b.height))};
    }""")


def _present_slide_of(page, widget: str):
    """Presenting, go → from slide to slide until ``widget`` is on screen; return it."""
    _settle(page)
    for _ in range(_slides(page)["count"]):
        if page.locator(widget + ":visible").count():
            break
        page.keyboard.press("PageDown")
    box = page.locator(widget).first
    expect(box).to_be_visible()
    return box


def test_present_table_drawing_every_card_projector_size(projector, voila_url):
    """Presenting at 1280×720, every card of the table drawing is at least 90 px tall — the hands at the sides
    too, not only the learner's — in a replay (the whole table beside the narration, on the screen) and in a
    play-along (27 Wang: 25-card hands and the kitty on the table)."""
    from tutor.replay import load

    rp = load("lessons/data/spades/02-a-hand.json")
    # a step in the play with cards in the trick and every hand face up round the table
    step = next(i for i in range(1, len(rp) + 1) if len(rp.state_at(i).view().trick) >= 2
                and not rp.state_at(i).view().face_down)
    base = voila_url.rstrip("/") + "/voila/render/"
    page = _open(projector, base + f"en/spades/02-playing-tricks.ipynb?calc=replay&step={step}&present=1", ".tt-replay")
    box = page.locator(".tt-replay").first
    expect(box.locator(".tt-step")).to_have_text(f"step {step} of {len(rp)}", timeout=20_000)
    _settle(page)
    cards = _table_card_heights(page)
    print("replay table presented", cards)
    page.screenshot(path=str(ARTIFACTS / "present-table-replay.png"))
    want = sum(len(h) for h in rp.state_at(step).view().hands.values()) + sum(
        len(c) for _, c in rp.state_at(step).view().trick)
    assert cards["n"] == want, (cards, want)  # every hand and the trick drawn
    assert cards["sides"] >= 10 and cards["side"] >= CARD_PX and cards["min"] >= CARD_PX, cards
    assert cards["bottom"] <= 720 and cards["right"] <= cards["width"], cards  # and all of it on the screen
    page.locator(".tt-present-toggle").click()  # out of presentation: the lesson's smaller table again
    expect(page.locator("body")).not_to_have_class(re.compile(r"\btt-present\b"))
    plain = _table_card_heights(page)
    print("replay table plain", plain)
    assert plain["n"] == want and plain["min"] < CARD_PX
    _close(page)

    page = _open(projector, base + "en/wang27/07-play-a-hand.ipynb?present=1", ".tt-slide-next")
    page.locator(".tt-playalong").first.wait_for(state="attached", timeout=60_000)
    _present_slide_of(page, ".tt-playalong")
    _settle(page)
    cards = _table_card_heights(page)
    print("27 Wang play-along table presented", cards)
    page.screenshot(path=str(ARTIFACTS / "present-table-playalong.png"))
    assert cards["n"] >= 8 and cards["min"] >= CARD_PX, cards  # the kitty's 8 cards at least
    assert cards["right"] <= cards["width"], cards
    _close(page)


def test_teachers_own_example_form(projector, voila_url):
    """The teachers' lesson: the Spades form gives the engine's hand and sheet for the bids typed; a bad form is
    refused in plain words and the example stays; the Chinese page refuses in Chinese."""
    from tutor.widgets.compose import ExampleComposer

    want = ExampleComposer("spades")
    assert want.set(bids="nil,4,3,5")
    totals = [signed(s.total) for s in want.sheets.values()]
    base = voila_url.rstrip("/") + "/voila/render/"
    page = _open(projector, base + "en/teach/01-your-own-examples.ipynb", ".tt-compose")
    form = page.locator(".tt-compose").first
    _settle(page)
    assert page.locator(".tt-compose").count() == 4 and page.locator(".tt-opener").count() == 1
    expect(form.locator(".tt-replay")).to_be_visible()
    form.locator(".tt-compose-bids input").fill("nil,4,3,5")
    form.locator(".tt-compose-show").click()
    expect(form.locator(":scope > .tt-message")).to_contain_text(f"{len(want.replay)} steps")
    for total in totals:
        expect(form.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    expect(page).to_have_url(re.compile(r"[?&]calc=own-spades&"))  # the form lives in the page URL
    link = page.url
    assert parse_qs(urlsplit(link).query)["bids"] == ["nil,4,3,5"]
    form.locator(".tt-compose-bids input").fill("14,3,3,3")
    form.locator(".tt-compose-show").click()
    expect(form.locator(":scope > .tt-message")).to_contain_text(
        "North cannot bid 14 here; the rules allow only: Nil (0), 1")
    for total in totals:  # the example shown stays as it was
        expect(form.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    form.locator(".tt-last").click()
    expect(form.locator(".tt-step")).to_have_text(f"step {len(want.replay)} of {len(want.replay)}")
    _close(page)

    page = _open(projector, link, ".tt-compose")  # the link opens the same example
    form = page.locator(".tt-compose").first
    expect(form.locator(".tt-compose-bids input")).to_have_value("nil,4,3,5", timeout=20_000)
    expect(form.locator(":scope > .tt-message")).to_contain_text(f"{len(want.replay)} steps")
    for total in totals:
        expect(form.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    form.locator(".tt-last").click()
    expect(form.locator(".tt-narration")).to_have_text(want.replay.narration(len(want.replay)))
    _close(page)

    page = _open(projector, base + "zh/teach/01-your-own-examples.ipynb", ".tt-compose")
    form = page.locator(".tt-compose").nth(2)  # bridge
    _settle(page)
    expect(form.locator(".tt-compose-show")).to_have_text("显示这个例子")
    form.locator(".tt-compose-contract input").fill("8S")
    form.locator(".tt-compose-show").click()
    expect(form.locator(":scope > .tt-message")).to_contain_text("定约 '8S' 写得不对")
    _close(page)


# (issue 35: text at 10 pt at least wins over "n a page": an example that cannot fit its slot at 10 pt takes the
# height it needs, so these four composed examples and the answer key take more pages than 4 / 2 / 1 a page did
# at 3 to 7 pt)
def test_handout_examples_per_page_chinese(projector, voila_url):
    """"Print handout": the teachers' lesson in Chinese (its four composed examples), 4, 2 and then 1 to an A4
    page, printed to PDF by Chromium one after another from the same page, as a teacher trying the sizes would:
    the page count, every example's total, Chinese text read back, no buttons."""
    from tutor import i18n
    from tutor.widgets.compose import ExampleComposer

    i18n.set_language("zh")
    try:
        totals = {game: [signed(s.total) for s in ExampleComposer(game).sheets.values()]
                  for game in ("spades", "gongzhu", "bridge", "wang27")}
        total_word = str(i18n.domain("tutor")[0]("total"))
    finally:
        i18n.set_language("en")
    page = _open(projector, voila_url.rstrip("/") + "/voila/render/zh/teach/01-your-own-examples.ipynb", ".tt-compose")
    expect(page.locator(".tt-compose .tt-total")).to_have_count(sum(map(len, totals.values())), timeout=30_000)
    _settle(page)
    page.evaluate("() => { window.print = () => {}; }")
    expect(page.locator(".tt-handout-print")).to_have_text("打印讲义")  # the page's language
    for per_page, pages in ((4, 4), (2, 5), (1, 6)):
        page.locator(".tt-handout-n").select_option(str(per_page))
        page.locator(".tt-handout-print").click()
        assert page.locator(".tt-handout-cell").count() == 4, per_page
        pdf = page.pdf(format="A4", print_background=True)
        page.evaluate("() => window.ttHandoutDone()")
        expect(page.locator(".tt-handout-cell")).to_have_count(0)
        (ARTIFACTS / f"handout-{per_page}-a-page-zh.pdf").write_bytes(pdf)
        text = _pdf_text(pdf, pages=(pages, pages))
        assert "自己出例题" in text and len(re.findall(r"自己出例题 · \d/4", text)) == 4, per_page  # a caption each
        assert text.count(total_word) >= 4, (per_page, total_word)
        for game, wanted in totals.items():
            for total in wanted:
                assert total.replace("-", "−") in text or total in text, (per_page, game, total)
        for button in ("显示这个例子", "存为 SVG", "打印讲义", "每页", "presentation"):
            assert button not in text, f"the {per_page}-a-page handout shows the {button!r} button"
        dark = _render_first_page(pdf, ARTIFACTS / f"handout-{per_page}-a-page-zh.png")
        # a blank page has none; two whole examples, each fitted to half a page, about 0.006
        assert dark > 0.005, per_page
    _close(page)


# -- a teacher's own example played card by card; a calculator's picture with its cards -------------------------

def _typed_play(game: str, wrong_second_trick: bool = False) -> tuple[str, str]:
    """The play a teacher types into the lesson's ``game`` form (its starting deal, seed 1): the first trick as
    the engine allows it but not as the practice players would play it (each player's last legal play), and with
    ``wrong_second_trick`` a second trick opened with a card from another player's hand. Returns the text in the
    page's card symbols and the same in the engine's codes."""
    from tutor.cards import Card
    from tutor.games import get
    from tutor.widgets.compose import ExampleComposer

    engine = get(game)
    c = ExampleComposer(game)
    state = next(c.replay.state_at(i) for i in range(len(c.replay) + 1) if c.replay.state_at(i).phase == "play")
    shown, codes = [], []
    while True:
        plays = [a for a in state.legal_actions() if "play" in engine.action_to_json(state, a)]
        action = sorted(plays, key=repr)[-1]
        entry = engine.action_to_json(state, action)
        cards = entry["play"] if isinstance(entry["play"], list) else [entry["play"]]
        codes.append("+".join(cards))
        shown.append("+".join(Card.parse(x).symbol for x in cards))
        state = state.apply(action)
        if not state.view().trick:
            break
    text, code = " ".join(shown), " ".join(codes)
    if wrong_second_trick:
        view = state.view()
        turn = view.turn or state.current_seat
        other = next(s for s in "NESW" if s != turn and view.hands[s])
        text, code = f"{text} / {view.hands[other][0].symbol}", f"{code} / {view.hands[other][0]}"
    return text, code


def _next_card(game: str, play: str) -> tuple[str, int, list[int]]:
    """After ``play`` in the lesson's ``game`` form: the first card the engine allows the next player (its symbol
    and its place in the hand shown) and the places of all the cards it allows."""
    from tutor.games import get
    from tutor.widgets.compose import ExampleComposer

    c = ExampleComposer(game)
    assert c.set(play=play), c.message
    state = c._next_state
    hand = state.view().hands[state.view().turn or state.current_seat]
    legal = [i for i, card in enumerate(hand) if state.check(get(game).card_action(state, [card])) is None]
    return hand[legal[0]].symbol, legal[0], legal


def _composer_want(game: str, play: str, lang: str = "en"):
    """What the lesson's form must show for ``play``: the Python composer's message, totals and last narration."""
    from tutor import i18n
    from tutor.widgets.compose import ExampleComposer

    i18n.set_language(lang)
    try:
        c = ExampleComposer(game)
        ok = c.set(play=play)
        return ok, c.message, [signed(s.total) for s in c.sheets.values()], c.replay, c.form
    finally:
        i18n.set_language("en")


def test_composer_play_card_by_card_link_print_export(projector, voila_url):
    """The teachers' lesson (English): the Gong Zhu form takes the first trick card by card — the hand, its
    replay and its sheet are the engine's for that play; a card from another player's hand is refused with the
    engine's reason naming the trick and the card, the example unchanged; the link opens the same played example,
    which prints as a handout and saves as a picture with its table and sheet."""
    play, _codes = _typed_play("gongzhu")
    ok, message, totals, replay, form = _composer_want("gongzhu", play)
    assert ok and "4 plays as you typed them" in message, message
    bad, _bad_codes = _typed_play("gongzhu", wrong_second_trick=True)
    refused_ok, refused, _t, _r, _f = _composer_want("gongzhu", bad)
    assert not refused_ok and refused.startswith("trick 2, ")
    base = voila_url.rstrip("/") + "/voila/render/"
    page = _open(projector, base + "en/teach/01-your-own-examples.ipynb", ".tt-compose")
    _settle(page)
    # the fields fill the form (the CSS without !important): the bids field and the play box as wide as the form
    widths = page.locator(".tt-compose").first.evaluate("""f => ({form: f.getBoundingClientRect().width,
        bids: f.querySelector('.tt-compose-bids').getBoundingClientRect().width,
        play: f.querySelector('.tt-compose-play textarea').getBoundingClientRect().width})""")
    assert widths["bids"] >= 0.95 * widths["form"] and widths["play"] >= 0.95 * widths["form"], widths
    calc = page.locator(".tt-compose").nth(1)  # Gong Zhu
    calc.locator(".tt-compose-play textarea").fill(play)
    calc.locator(".tt-compose-show").click()
    expect(calc.locator(":scope > .tt-message")).to_have_text(message)
    for total in totals:
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    expect(page).to_have_url(re.compile(r"[?&]calc=own-gongzhu&.*play="))
    assert parse_qs(urlsplit(page.url).query)["play"] == [form["play"]]
    calc.locator(".tt-last").click()
    expect(calc.locator(".tt-narration")).to_have_text(replay.narration(len(replay)))
    link = page.url
    calc.locator(".tt-compose-play textarea").fill(bad)
    calc.locator(".tt-compose-show").click()
    expect(calc.locator(":scope > .tt-message")).to_have_text(refused)
    for total in totals:  # the example shown stays as it was, and so does its link
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    assert page.url == link
    # or click the next card: the next player's hand, the engine's legal cards marked; a click adds the card to
    # the example shown (not to the refused text) and shows the hand played so
    card, index, legal = _next_card("gongzhu", play)
    _ok, clicked, clicked_totals, _r, clicked_form = _composer_want("gongzhu", f"{play}\n{card}")
    picker = calc.locator(".tt-compose-next .tt-picker")
    expect(picker.locator(".tt-legal")).to_have_count(len(legal))
    click_card(picker.locator("[data-index]"), index)
    expect(calc.locator(":scope > .tt-message")).to_have_text(clicked)
    expect(calc.locator(".tt-compose-play textarea")).to_have_value(f"{play}\n{card}")
    for total in clicked_totals:
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    expect(page).to_have_url(re.compile("play=" + re.escape(quote(clicked_form["play"], safe=""))))
    _close(page)

    page = _open(projector, link, ".tt-compose")  # the link: the same played example
    calc = page.locator(".tt-compose").nth(1)
    expect(calc.locator(":scope > .tt-message")).to_have_text(message, timeout=20_000)
    expect(calc.locator(".tt-compose-play textarea")).to_have_value(play)  # as the teacher reads cards: ♠A ♥10
    for total in totals:
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    _settle(page)
    name, data = _download(page, calc.locator(".tt-export-svg"))
    (ARTIFACTS / "export-own-gongzhu.svg").write_bytes(data)
    words = _svg_text(data)
    assert name.endswith("-own-gongzhu.svg") and "4 plays as you typed them" in words
    assert all(total in words for total in totals) and "total" in words
    assert data.count(b'class="tt-card') >= 13  # the replay's table at its step
    page.evaluate("() => { window.print = () => {}; }")
    calc.locator(".tt-print-example").click()
    pdf = page.pdf(format="A4", print_background=True)
    page.evaluate("() => window.ttPrintDone()")
    (ARTIFACTS / "handout-own-gongzhu.pdf").write_bytes(pdf)
    text = _pdf_text(pdf)
    assert "Your own examples" in text and "4 plays as you typed them" in text
    assert all(total in text or total.replace("-", "−") in text for total in totals), (totals, text)
    for button in ("Show this example", "copy link", "print this example", "save as SVG"):
        assert button not in text, f"the handout shows the {button!r} button"
    assert _render_first_page(pdf, ARTIFACTS / "handout-own-gongzhu.png") > 0.01
    _close(page)


def test_composer_play_card_by_card_chinese(projector, voila_url):
    """The Chinese teachers' lesson: the 27 Wang form (several cards a play, joined by +) takes a typed first
    trick, says so in Chinese, and refuses a card from another hand with the engine's Chinese reason."""
    play, _codes = _typed_play("wang27")
    ok, message, totals, _replay, _form = _composer_want("wang27", play, "zh")
    assert ok and "按你写的出" in message, message
    bad, _bad_codes = _typed_play("wang27", wrong_second_trick=True)
    refused_ok, refused, _t, _r, _f = _composer_want("wang27", bad, "zh")
    assert not refused_ok and refused.startswith("第 2 墩，"), refused
    page = _open(projector, voila_url.rstrip("/") + "/voila/render/zh/teach/01-your-own-examples.ipynb", ".tt-compose")
    _settle(page)
    calc = page.locator(".tt-compose").nth(3)  # 27 Wang
    expect(calc.locator(".tt-compose-play textarea")).to_have_attribute("placeholder", re.compile("^例如 "))
    calc.locator(".tt-compose-play textarea").fill(play)
    calc.locator(".tt-compose-show").click()
    expect(calc.locator(":scope > .tt-message")).to_have_text(message, timeout=20_000)
    for total in totals:
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    calc.locator(".tt-compose-play textarea").fill(bad)
    calc.locator(".tt-compose-show").click()
    expect(calc.locator(":scope > .tt-message")).to_have_text(refused)
    for total in totals:
        expect(calc.locator(".tt-total").filter(has_text=total).first).to_be_visible()
    _close(page)


def _calculator_sheets(game: str, lang: str, add: str) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    """What the lesson's calculator (built as the lesson builds it; Gong Zhu's with ``add`` clicked too) shows in
    ``lang``: its sheet lines (label, points), its totals and its chosen cards."""
    from tutor import i18n
    from tutor.widgets import bridge, gongzhu, spades, wang27

    i18n.set_language(lang)
    try:
        picked: list[str] = []
        if game == "gongzhu":
            calc = gongzhu.ScoreCalculator("SQ HA HK C10")
            calc.toggle(add)
            sheets, picked = [calc.sheet], [str(c) for c in calc.captured]
        elif game == "spades":
            sheets = [r.sheet for r in spades.ScoreCalculator().result.values()]
        elif game == "bridge":
            sheets = [bridge.ScoreCalculator("4S", vulnerable=False, tricks=10).sheet]
        else:
            calc = wang27.ScoreCalculator(card_points=60, kitty_points=25, lead="pair", defenders_last=True)
            sheets = list(calc.sheets.values())
        lines = [(str(line.label), signed(line.points)) for sheet in sheets for line in sheet.lines]
        return lines, [signed(sheet.total) for sheet in sheets], picked
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("path, widget, game", [
    ("en/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc", "gongzhu"),
    ("zh/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc", "gongzhu"),
    ("zh/spades/03-scoring-contracts-and-bags.ipynb", ".tt-scorecalc", "spades"),
    ("en/bridge/04-scoring-made-contracts.ipynb", ".tt-bridgecalc", "bridge"),
    ("zh/wang27/06-counting.ipynb", ".tt-wang27-calc", "wang27"),
])
def test_calculator_picture_holds_its_cards_and_sheet(projector, voila_url, path, widget, game):
    """"save as SVG / PNG" of each game's calculator: the set-up line, the cards the teacher chose in the card
    picker (exactly those, each whole; Gong Zhu's is the only calculator with cards) and every sheet line and
    total, as the engine scores them; the PNG decodes and has ink."""
    lang = path[:2]
    lines, totals, picked = _calculator_sheets(game, lang, "H5")
    page = _open(projector, voila_url.rstrip("/") + "/voila/render/" + path, widget)
    calc = page.locator(widget).first
    _settle(page)
    if game == "gongzhu":  # the teacher adds ♥5: the picture follows the picker
        from tutor.games.gongzhu import SCORING_CARDS

        click_card(calc.locator(".tt-calc-cards [data-index]"), [str(c) for c in SCORING_CARDS].index("H5"))
        expect(calc.locator(".tt-total").first).to_contain_text(totals[0])
        # the set-up line is a widget of its own: it may come a moment after the total
        expect(calc.locator(".tt-setup")).to_contain_text("♥5")
    setup = calc.locator(".tt-setup").inner_text().strip()
    name, data = _download(page, calc.locator(".tt-export-svg"))
    (ARTIFACTS / f"export-{lang}-{game}.svg").write_bytes(data)
    words = _svg_text(data)
    from xml.etree import ElementTree

    root = ElementTree.fromstring(data)
    cards = [g.get("data-card") for g in root.iter("{http://www.w3.org/2000/svg}g")
             if "tt-card" in (g.get("class") or "").split()]
    assert cards == picked, (cards, picked)  # the chosen cards, in the picker's order, and no other card
    flat = re.sub(r"\s+", "", words)  # (a red suit sign is a text span of its own: spaces around it)
    assert setup and re.sub(r"\s+", "", setup) in flat
    assert lines and all(re.sub(r"\s+", "", label) in flat and points in words for label, points in lines), \
        (lines, words)
    assert all(total in words for total in totals), (totals, words)
    if picked:  # each card whole and readable on a slide: at least 100 px tall
        nested = [s for s in root.iter("{http://www.w3.org/2000/svg}svg") if s is not root]
        assert nested and float(nested[0].get("height")) >= 100, [s.attrib for s in nested]
    name, png = _download(page, calc.locator(".tt-export-png"))
    assert name.endswith(".png") and _png_ink(png, ARTIFACTS / f"export-{lang}-{game}.png") > 0.005
    _close(page)


def _sheet_fit(page, widget: str) -> dict:
    """Every line of the shown calculator's sheets — caption, each row (the total row too) and each note under
    a sheet, such as 27 Wang's level lines — with its place on the screen, its smallest text size and whether
    a box that scrolls or clips (the page's scrolling panel) cuts it off."""
    return page.evaluate("""sel => {
        const calc = [...document.querySelectorAll(sel)].find(e => e.getBoundingClientRect().height > 0);
        const lines = [];
        calc.querySelectorAll('table.tt-sheet').forEach(sheet => {
            lines.push(...sheet.querySelectorAll('caption, tr'));
            lines.push(...sheet.parentElement.querySelectorAll(':scope > .tt-sheet-notes'));
        });
        const cut = e => {  // the nearest boxes that clip or scroll their content, up to the page
            const r = e.getBoundingClientRect();
            for (let a = e.parentElement; a; a = a.parentElement) {
                const s = getComputedStyle(a);
                if (s.overflowX === 'visible' && s.overflowY === 'visible') { continue; }
                const b = a.getBoundingClientRect();
                if (r.bottom > b.bottom + 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.left < b.left - 1) {
                    return a.id || a.className.slice(0, 40) || a.tagName; }
            }
            return null;
        };
        const px = e => Math.min(...[e, ...e.querySelectorAll('td, th')]
                                      .map(x => parseFloat(getComputedStyle(x).fontSize)));
        return {width: innerWidth, height: innerHeight, sheets: calc.querySelectorAll('table.tt-sheet').length,
                totals: calc.querySelectorAll('table.tt-sheet tr.tt-total').length,
                lines: lines.map(e => { const r = e.getBoundingClientRect();
                    return {text: e.innerText.trim().replace(/\\s+/g, ' ').slice(0, 50), total: e.matches('.tt-total'),
                            top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left),
                            right: Math.round(r.right), px: px(e), cut: cut(e)}; })};
    }""", widget)


@pytest.mark.parametrize("path, widget", [
    ("en/spades/03-scoring-contracts-and-bags.ipynb", ".tt-scorecalc"),
    ("en/gongzhu/04-scoring.ipynb", ".tt-gongzhu-calc"),
    ("en/bridge/05-doubles-overtricks-undertricks.ipynb", ".tt-bridgecalc"),
    ("zh/wang27/06-counting.ipynb", ".tt-wang27-calc"),
])
def test_present_calculator_slide_fits_the_screen(projector, voila_url, path, widget):
    """Presented at 1280×720 (``?present=1``), each game's calculator slide is one screen: every sheet's every
    line, its total row and the notes under it (27 Wang's level lines) lie inside the viewport, none cut off at
    the bottom or the right by the page's scrolling panel, all at sheet size (≥ 24 px) — the teacher's controls
    compact above them, the sheets side by side when they fit."""
    page = _open(projector, voila_url.rstrip("/") + "/voila/render/" + path + "?present=1", ".tt-slide-next")
    expect(page.locator("body")).to_have_class(re.compile(r"\btt-present\b"))
    page.locator(widget + " .tt-sheet .tt-total").first.wait_for(state="attached", timeout=60_000)
    _settle(page)
    for _ in range(_slides(page)["count"]):  # PageDown (a presenter's clicker) to the calculator's slide
        if page.locator(widget + ":visible").count():
            break
        page.keyboard.press("PageDown")
    expect(page.locator(widget).first).to_be_visible()
    _settle(page)
    fit = _sheet_fit(page, widget)
    game = path.split("/")[1]
    page.screenshot(path=str(ARTIFACTS / f"present-fit-{game}.png"))
    print(path, {k: v for k, v in fit.items() if k != "lines"})
    for line in fit["lines"]:
        print("  ", line)
    assert fit["sheets"] >= 1 and fit["totals"] == fit["sheets"], fit
    assert len(fit["lines"]) >= 3 * fit["sheets"], fit  # a caption or line, the total, per sheet at least
    off = [line for line in fit["lines"] if line["bottom"] > fit["height"] or line["right"] > fit["width"]
           or line["top"] < 0 or line["left"] < 0 or line["cut"]]
    assert not off, f"{path}: sheet lines off the {fit['width']}×{fit['height']} screen: {off}"
    small = [line for line in fit["lines"] if line["px"] < SHEET_PX]
    assert not small, f"{path}: sheet text under {SHEET_PX} px: {small}"
    _close(page)


def test_record_opener_names_a_pbn_files_problems_board_by_board(projector, voila_url):
    """A club's PBN file pasted into the teacher's record opener: both boards open, the one whose Declarer tag
    contradicts its auction with the contradiction named on the page under it; a board menu picks the other.
    The expected words and step counts come from the engine's own reading of the same text."""
    from tutor.games.bridge.formats import read_file

    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    head = ('[Event "Club teams"]\n[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            f'[Deal "{deal}"]\n[Declarer "{{d}}"]\n[Contract "1NT"]\n[Result "{{r}}"]\n')
    text = (head.format(n=7, d="E", r=7) + '[Auction "N"]\n1NT AP\n[Play "E"]\nS8 S5 S2 SA\nS9 S6 S3 SK\n*\n\n'
            + head.format(n=8, d="N", r="") + '[Auction "N"]\n1NT AP\n')
    opening = read_file(text, ".pbn")
    (problem,) = opening.opened[0].problems
    steps = [len(o.replay) for o in opening.opened]
    page = _open(projector, voila_url.rstrip("/") + "/voila/render/en/teach/01-your-own-examples.ipynb",
                 ".tt-opener")
    opener = page.locator(".tt-opener").first
    opener.locator(".tt-open-text textarea").fill(text)
    opener.locator(".tt-open-show").click()
    expect(opener.locator(":scope > .tt-message")).to_contain_text(f"2 hands opened from this file. Contract "
                                                                   f"bridge (QQ桥牌): {steps[0]} steps.")
    expect(opener.locator(".tt-open-problems")).to_contain_text(str(problem))
    assert "Declarer: the file says East, but by the auction North is declarer" in problem
    menu = opener.locator(".tt-open-board select")
    expect(menu).to_be_visible()
    options = [o.replace("\xa0", " ") for o in menu.locator("option").all_inner_texts()]  # ipywidgets' spaces
    assert options == ["board 7 (line 1) (1 problem)", "board 8 (line 16)"]
    menu.select_option(index=1)
    expect(opener.locator(":scope > .tt-message")).to_contain_text(f"{steps[1]} steps.")
    expect(opener.locator(".tt-open-problems")).to_have_text("")
    assert_clean(page)
    _close(page)
