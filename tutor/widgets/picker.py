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

_ESM = """
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
