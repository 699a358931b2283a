"""Clickable cards: an anywidget (its JavaScript ships inline, so it works offline in Voilà)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from .base import LOG

_INDEX = re.compile(r'data-index="(\d+)"')


def _short(value: Any) -> str:
    try:
        return repr(value)[:200]
    except ValueError:  # an int too long to print
        return "a message holding a huge number"


_ESM = r"""
function render({ model, el }) {
  el.classList.add("tt-picker");
  let current = 0;  // the card that takes the focus when Tab reaches the hand (one tab stop for all cards)
  const cards = () => [...el.querySelectorAll("[data-index]")];
  const focusCard = (i) => {
    const all = cards();
    if (!all.length) return;
    current = Math.max(0, Math.min(i, all.length - 1));
    all.forEach((n, k) => n.setAttribute("tabindex", k === current ? "0" : "-1"));
    all[current].focus();
  };
  // Each card must leave at least 24 px to tap (WCAG 2.5.8) and be at least 32 px wide, on at most two rows when
  // it can: the hand is drawn a little larger when that fits; on a narrow screen (a phone) it is laid out again
  // for the width there is — 8 or more cards on two rows, the cards as large as the width leaves, each card's
  // strip at least 24.5 px (27 Wang's 25 cards at 390 px: two rows of 13, cards ~40 px wide).
  const MIN_TAP = 24.5, MIN_CARD = 32, LIFT = 16;  // LIFT: hand_svg raises a selected card by 16 units
  const fit = () => {
    const svg = el.querySelector("svg.tt-hand");
    if (!svg) return;
    const all = [...svg.querySelectorAll("g.tt-card")];
    const bars = all.map((c) => {  // the "legal card" bar drawn after a card's list item
      const next = c.parentElement && c.parentElement.nextElementSibling;
      return next && next.tagName.toLowerCase() === "rect" ? next : null;
    });
    if (!svg.dataset.orig) {
      svg.dataset.orig = JSON.stringify({ vb: svg.getAttribute("viewBox"), w: svg.getAttribute("width"),
        t: all.map((c) => c.getAttribute("transform")),
        b: bars.map((b) => (b ? [b.getAttribute("x"), b.getAttribute("y"), b.getAttribute("width")] : null)) });
    }
    const orig = JSON.parse(svg.dataset.orig);
    const pos = orig.t.map((t) => (t || "").match(/translate\(([-\d.e]+) ([-\d.e]+)\)/))
      .map((m) => (m ? [parseFloat(m[1]), parseFloat(m[2])] : [0, 0]));
    all.forEach((c, i) => c.setAttribute("transform", orig.t[i]));
    bars.forEach((b, i) => {
      if (b && orig.b[i]) { ["x", "y", "width"].forEach((a, k) => b.setAttribute(a, orig.b[i][k])); }
    });
    const [, , vbw, vbh] = orig.vb.split(" ").map(parseFloat);
    const size = (w, h, unit) => {
      svg.setAttribute("viewBox", `-2 -2 ${w} ${h}`);
      svg.setAttribute("width", String(Math.round(w * unit)));
      svg.setAttribute("height", String(Math.round(h * unit)));
    };
    const unit0 = parseFloat(orig.w) / vbw, n = all.length;
    if (n < 2 || !(pos[1][0] > pos[0][0])) { size(vbw, vbh, unit0); return; }
    const step = pos[1][0] - pos[0][0], unit = Math.max(unit0, MIN_TAP / step), avail = (el.clientWidth || 1e9) - 4;
    if (vbw * unit <= avail) { size(vbw, vbh, unit); return; }
    // laid out again: the fewest rows (two or more from 8 cards) whose cards are still 32 px wide
    let rows = n < 8 ? 1 : 2, perRow = n, card = 0;
    for (; rows <= n; rows++) {
      perRow = Math.ceil(n / rows);
      card = Math.min(100 * unit0 * 1.1, avail - (perRow - 1) * MIN_TAP);
      if (card >= MIN_CARD || perRow === 1) break;
    }
    const gapPx = perRow > 1 ? Math.min((avail - card) / (perRow - 1), Math.max(MIN_TAP, 0.6 * card)) : 0;
    const u = card / 100, stepU = gapPx / u, rowGap = 140 * 0.66;
    all.forEach((c, i) => {
      const x = (i % perRow) * stepU, y = Math.floor(i / perRow) * rowGap + (c.getAttribute("aria-pressed") ? 0 : LIFT);
      c.setAttribute("transform", orig.t[i].replace(/translate\([^)]*\)/, `translate(${x} ${y})`));
      if (bars[i]) {
        bars[i].setAttribute("x", String(x + 4)); bars[i].setAttribute("y", String(y - 7));
        bars[i].setAttribute("width", String(Math.min(stepU, 100) - 8));
      }
    });
    size((Math.min(n, perRow) - 1) * stepU + 104, LIFT + (rows - 1) * rowGap + 144, u);
  };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => fit()).observe(el);
  const draw = () => {
    const had = el.contains(document.activeElement) && document.activeElement !== el;
    el.innerHTML = model.get("svg");
    const all = cards();
    current = Math.max(0, Math.min(current, all.length - 1));
    all.forEach((node, k) => {
      node.setAttribute("tabindex", k === current ? "0" : "-1");
      if (model.get("disabled")) node.setAttribute("aria-disabled", "true");
      const fire = () => {
        current = k;
        if (!model.get("disabled")) model.send({ event: "click", index: Number(node.dataset.index) });
      };
      node.addEventListener("click", fire);
      node.addEventListener("focus", () => { current = k; });
      node.addEventListener("keydown", (e) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fire(); }
        else if (step) { e.preventDefault(); focusCard(k + step); }
        else if (e.key === "Home") { e.preventDefault(); focusCard(0); }
        else if (e.key === "End") { e.preventDefault(); focusCard(all.length - 1); }
      });
    });
    // a play redraws the hand: keep the keyboard user on the card now in the same place
    fit();
    if (had && all.length) all[current].focus({ preventScroll: true });
    el.classList.toggle("tt-disabled", model.get("disabled"));
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:disabled", draw);
}
export default { render };
"""

_CSS = """
.tt-picker { text-align: center; max-width: 760px; }
.tt-picker [data-index] { cursor: pointer; outline: none; }
.tt-picker [data-index]:hover > rect:first-of-type { stroke: #1f5fbf; stroke-width: 4px; }
.tt-picker [data-index]:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 1px; }
.tt-picker [data-index]:focus-visible > rect:first-of-type { stroke: #1f5fbf; stroke-width: 6px; }
.tt-picker.tt-disabled [data-index] { cursor: default; }
.tt-picker.tt-disabled [data-index]:hover > rect:first-of-type { stroke: #8a8a8a; stroke-width: 1.5px; }
"""


class CardPicker(anywidget.AnyWidget):
    """Shows an SVG whose ``[data-index]`` elements are clickable; calls ``on_pick(index)``.

    Python tests (and keyboard users, via Enter) reach the same code path through :meth:`pick`.
    Keyboard: the hand is one tab stop; the arrow keys (and Home, End) move between cards, Enter or
    Space plays or selects the card in focus, and the focus stays in the hand when it is redrawn.
    """

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)

    def __init__(self, svg: str = "", on_pick: Callable[[int], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(svg=svg, **kwargs)
        self._on_pick = on_pick
        self.add_class("tt-cards")
        self.on_msg(self._handle)

    def _handle(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # the page sends {"event": "click", "index": n}; anything else (a hand-made message with index
        # "abc", null or 1e400) is logged for the server and ignored: the learner just clicks again
        index = content.get("index") if isinstance(content, dict) and content.get("event") == "click" else None
        if type(index) is not int or str(index) not in _INDEX.findall(self.svg):  # only the cards drawn
            LOG.warning("CardPicker: ignored a message from the page: %.200s", _short(content))
            return
        self.pick(index)

    def pick(self, index: int) -> None:
        if self._on_pick is not None and not self.disabled:
            self._on_pick(index)

    def __repr__(self) -> str:
        return "CardPicker()"
