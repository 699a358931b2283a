"""Accessibility checks run on every page the browser suite opens (issue 15), without opening it again.

- :func:`axe_check`: axe-core (the copy bundled in the ``axe-playwright-python`` wheel, so nothing is
  fetched from the internet) on the page; every violation is recorded by rule id and impact in
  ``artifacts/axe.json`` and a serious or critical one fails the test.
- :func:`phone_check`: the page at 390 × 844 CSS pixels (a phone held upright): nothing scrolls sideways
  and every card of a hand is at least 32 px wide, with the hands on at most two rows; every clickable hand
  (27 Wang's 25 cards too) leaves at least 24 px of each card to tap; every card the table drawing shows
  (the trick, the hands round it, the kitty) is at least 32 px wide.
- :func:`zoom_check`: the suite's 1100 px window zoomed to 200 % (it lays out in 550 CSS px): nothing
  scrolls sideways or is cut off.

``A11Y_RECORD_ONLY=1`` records the axe results without failing (used to measure the page before a fix).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
PHONE = {"width": 390, "height": 844}
MIN_CARD_PX = 32
MIN_TAP_PX = 24
#: Impacts that fail a test; "moderate" and "minor" ones are recorded only.
FAILING = ("serious", "critical")
#: Every axe violation seen in this session: page -> [{id, impact, nodes, help}].
AXE: dict[str, list[dict]] = {}
_AXE_SOURCE: str | None = None


def _axe_source() -> str:
    global _AXE_SOURCE
    if _AXE_SOURCE is None:
        import axe_playwright_python

        _AXE_SOURCE = (Path(axe_playwright_python.__file__).with_name("axe.min.js")).read_text(encoding="utf-8")
    return _AXE_SOURCE


def _frames(page, n: int = 2) -> None:
    """Let the page lay out (``n`` animation frames) instead of sleeping a fixed time."""
    page.evaluate("n => new Promise(r => { const f = k => k ? requestAnimationFrame(() => f(k - 1)) : r(); f(n); })",
                  n)


def settle(page, quiet_ms: int = 400, timeout_ms: int = 15_000) -> None:
    """Wait until the lesson's widgets stop appearing (the count of widget views is steady for
    ``quiet_ms``): Voilà renders the outputs one by one after the first widget shows."""
    page.evaluate(
        """([quiet, timeout]) => new Promise(resolve => {
            const count = () => document.querySelectorAll('.jupyter-widgets, .tt-widget, svg').length;
            let last = count(), since = performance.now(); const t0 = since;
            const tick = () => {
                const now = performance.now(), c = count();
                if (c !== last) { last = c; since = now; }
                if (now - since >= quiet || now - t0 >= timeout) resolve(); else setTimeout(tick, 50);
            };
            tick();
        })""", [quiet_ms, timeout_ms])


def axe_check(page, name: str) -> list[dict]:
    """Run axe-core on ``page``, record its violations under ``name``, fail on a serious or critical one
    (unless ``A11Y_RECORD_ONLY`` is set). Returns the violations."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(_axe_source())
    result = page.evaluate(
        """() => axe.run(document, {resultTypes: ['violations'],
                                    runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa',
                                                                    'wcag22aa', 'best-practice']},
                                    // experimental in axe, so off by default: a control's accessible name must
                                    // contain its visible text (WCAG 2.5.3), in every language (issue 24)
                                    rules: {'label-content-name-mismatch': {enabled: true}}})""")
    found = [{"id": v["id"], "impact": v["impact"], "nodes": len(v["nodes"]), "help": v["help"],
              "targets": [" ".join(map(str, n["target"])) for n in v["nodes"][:5]]}
             for v in result["violations"]]
    AXE[name] = found
    bad = [v for v in found if v["impact"] in FAILING]
    if bad and not os.environ.get("A11Y_RECORD_ONLY"):
        lines = "\n".join(f"  {v['impact']}: {v['id']} ({v['nodes']}×) {v['help']}: {v['targets']}" for v in bad)
        raise AssertionError(f"axe-core found serious accessibility violations on {name}:\n{lines}")
    return found


def _overflow(page) -> dict:
    """How far the page scrolls sideways (``extra``), and the visible elements that stick out of the window
    or hide part of their content sideways (scroll or clip it: ``clipped``)."""
    return page.evaluate(
        """() => {
            const FRAME = '.tt-scroll[role=region][aria-label][tabindex="0"]';
            const vw = document.documentElement.clientWidth;
            const scrollers = [document.documentElement, document.body, document.getElementById('rendered_cells')]
                .filter(Boolean);
            const extra = Math.max(...scrollers.map(e => e.scrollWidth - e.clientWidth));
            const name = e => {
                const cls = typeof e.className === 'string' ? e.className : (e.className.baseVal || '');
                return `${e.tagName.toLowerCase()}.${cls.split(' ').filter(c => c).slice(0, 3).join('.')}`;
            };
            const out = [], clipped = [];
            for (const e of document.querySelectorAll('#rendered_cells *')) {
                const r = e.getBoundingClientRect();
                if (!r.width || !r.height || e.closest('.tt-sr-only')) continue;  // text only read out
                const table = e.closest('table');
                // a wide data table scrolls in its own frame: a named, focusable region (render.scroll_frame)
                const frame = e.closest(FRAME);
                const inScroller = (frame && frame !== e) || (table && table !== e
                    && ['auto', 'scroll'].includes(getComputedStyle(table).overflowX));
                if (r.right > vw + 1 && !inScroller && out.length < 8)
                    out.push(`${name(e)} right=${Math.round(r.right)}`);
                // a data table may scroll sideways in its own box (WCAG 1.4.10 allows it); nothing else may
                if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && !(e instanceof SVGElement)
                    && e.tagName !== 'TABLE' && !e.matches(FRAME)) {
                    const ox = getComputedStyle(e).overflowX;
                    if (ox !== 'visible' && clipped.length < 8)
                        clipped.push(`${name(e)} ${e.scrollWidth}>${e.clientWidth} (${ox})`);
                }
            }
            return {extra, out, clipped, vw};
        }""")


def _hands(page) -> list[dict]:
    """For each clickable or shown hand: its card count, the narrowest card's width in px and its rows."""
    return page.evaluate(
        """() => [...document.querySelectorAll('svg.tt-hand')].filter(s => s.getBoundingClientRect().width > 0)
            .map(s => {
                const cards = [...s.querySelectorAll('g.tt-card')];
                const boxes = cards.map(c => c.getBoundingClientRect());
                // a new row starts where a card sits lower by more than half a card (a raised card does not)
                const tops = boxes.map(b => b.top).sort((a, b) => a - b);
                const rows = tops.filter((t, i) => i === 0 || t - tops[i - 1] > boxes[0].height / 2).length;
                // the part of each card left to tap: the gap to the next card of its row
                const strips = boxes.slice(1).map((b, i) => Math.abs(b.top - boxes[i].top) < b.height / 2
                    ? b.left - boxes[i].left : b.width);
                return {n: cards.length, width: Math.min(...boxes.map(b => b.width)), rows,
                        strip: strips.length ? Math.min(...strips) : boxes[0].width,
                        clickable: !!s.closest('.tt-picker'), label: s.getAttribute('aria-label')};
            })""")


def _table_cards(page) -> list[dict]:
    """For each table drawing shown: how many cards it shows and the narrowest one's width in px."""
    return page.evaluate(
        """() => [...document.querySelectorAll('svg.tt-table-svg')].filter(s => s.getBoundingClientRect().width > 0)
            .map(s => {
                const widths = [...s.querySelectorAll('g.tt-card')].map(c => c.getBoundingClientRect())
                    .filter(b => b.width > 0 && b.height > 0).map(b => b.width);
                return {n: widths.length, width: widths.length ? Math.min(...widths) : null,
                        label: s.getAttribute('aria-label')};
            })""")


def phone_check(page, name: str) -> None:
    """At 390 × 844 nothing scrolls sideways, every hand's cards are ≥ 32 px wide on ≤ 2 rows with ≥ 24 px of
    each clickable card to tap, and the table drawing's cards are ≥ 32 px wide."""
    size = page.viewport_size
    page.set_viewport_size(PHONE)
    try:
        _frames(page)
        over = _overflow(page)
        assert over["extra"] <= 1 and not over["out"], (
            f"{name} scrolls sideways by {over['extra']} px at 390 px wide: {over['out']}")
        assert not over["clipped"], f"{name}: parts scroll sideways or are cut off at 390 px wide: {over['clipped']}"
        for hand in _hands(page):
            if hand["n"] == 0:
                continue
            assert hand["width"] >= MIN_CARD_PX, f"{name}: cards of {hand['label']} are {hand['width']:.0f} px wide"
            assert hand["rows"] <= 2 or hand["n"] > 25, f"{name}: {hand['label']} takes {hand['rows']} rows"
            if hand["clickable"]:  # WCAG 2.5.8: a target at least 24 px wide (a 25-card hand too)
                assert hand["strip"] >= MIN_TAP_PX, (f"{name}: the cards of {hand['label']} leave "
                                                     f"{hand['strip']:.1f} px to tap")
        for table in _table_cards(page):
            if table["n"]:
                assert table["width"] >= MIN_CARD_PX, (f"{name}: the table drawing's cards ({table['label']}) are "
                                                       f"{table['width']:.1f} px wide")
    finally:
        page.set_viewport_size(size)


def zoom_check(page, name: str) -> None:
    """At 200 % zoom of the window (half its width in CSS px) nothing scrolls sideways or is cut off."""
    size = page.viewport_size or {"width": 1100, "height": 900}
    page.set_viewport_size({"width": size["width"] // 2, "height": size["height"] // 2})
    try:
        _frames(page)
        over = _overflow(page)
        assert over["extra"] <= 1 and not over["out"] and not over["clipped"], (
            f"{name} at 200 % zoom: scrolls sideways by {over['extra']} px {over['out']}, cut off: {over['clipped']}")
    finally:
        page.set_viewport_size(size)


def page_checks(page, name: str, *, settled: bool = False) -> None:
    """All of the above on an opened lesson page (``settled``: :func:`settle` has run already)."""
    if not settled:
        settle(page)
    axe_check(page, name)
    phone_check(page, name)
    zoom_check(page, name)


def write_report(path: Path | None = None) -> Path | None:
    """Write ``artifacts/axe.json``: per page its violations, and a summary by rule id and impact."""
    if not AXE:
        return None
    path = path or ARTIFACTS / "axe.json"
    path.parent.mkdir(exist_ok=True)
    summary = Counter(f"{v['impact']} {v['id']}" for found in AXE.values() for v in found)
    nodes = Counter()
    for found in AXE.values():
        for v in found:
            nodes[f"{v['impact']} {v['id']}"] += v["nodes"]
    report = {"pages": len(AXE),
              "summary": {k: {"pages": n, "nodes": nodes[k]} for k, n in sorted(summary.items())},
              "by_page": AXE}
    path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
