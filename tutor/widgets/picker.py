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
  const draw = () => {
    el.innerHTML = model.get("svg");
    for (const node of el.querySelectorAll("[data-index]")) {
      node.setAttribute("tabindex", "0");
      const fire = () => {
        if (!model.get("disabled")) model.send({ event: "click", index: Number(node.dataset.index) });
      };
      node.addEventListener("click", fire);
      node.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fire(); }
      });
    }
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
.tt-picker [data-index]:hover > rect:first-of-type,
.tt-picker [data-index]:focus > rect:first-of-type { stroke: #1f5fbf; stroke-width: 4px; }
.tt-picker.tt-disabled [data-index] { cursor: default; }
.tt-picker.tt-disabled [data-index]:hover > rect:first-of-type { stroke: #9a9a9a; stroke-width: 1.5px; }
"""


class CardPicker(anywidget.AnyWidget):
    """Shows an SVG whose ``[data-index]`` elements are clickable; calls ``on_pick(index)``.

    Python tests (and keyboard users, via Enter) reach the same code path through :meth:`pick`.
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
