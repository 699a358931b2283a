"""The stylesheet of the widgets and what makes them usable by keyboard and screen reader.

Every top-level widget carries one :class:`Assist` (``base.style()``).  It draws nothing; in the browser it

- injects the widgets' stylesheet (visible keyboard focus, narrow-screen layout, hidden-but-read text);
- turns the message lines (refusals, hints), quiz feedback, replay narration and the play-along's
  announcements into polite live regions, so a screen reader says them when they change;
- gives a name to controls that have none (a slider, a dropdown, a symbol-only button such as ▶) from the
  widget's tooltip;
- steps a replay with the keys → ← Home End (anywhere in the replay but a text field or a menu);
- keeps the keyboard focus in the widget when the control that had it is disabled or redrawn.

It works on the widget it sits in (the nearest ``.tt-widget``), watching it for redrawn parts.
"""

from __future__ import annotations

import html
import re

import anywidget
import traitlets

from ..cards import Card
from ..i18n import domain
from .base import CSS

t, tn = domain("tutor")

#: Selectors of lines read out when they change (the element that holds the text).
LIVE = (".tt-message", ".tt-feedback", ".tt-narration", ".tt-announce", ".tt-bid-explain", ".tt-outcome")

_ESM = """
const LIVE = %s;
const KEYS = {ArrowRight: "tt-next", ArrowLeft: "tt-prev", Home: "tt-first", End: "tt-last"};

function nameOf(node) {
  const own = node.getAttribute("aria-label") || node.getAttribute("aria-labelledby");
  if (own) return own;
  if (node.id && document.querySelector(`label[for="${node.id}"]`)?.textContent.trim()) return "label";
  const label = node.closest("label");
  return label && label.textContent.trim() ? "label" : "";
}

function wire(root) {
  for (const sel of LIVE) {
    for (const box of root.querySelectorAll(sel)) {
      const target = box.querySelector(":scope > .widget-html-content") || box;
      if (!target.hasAttribute("aria-live")) {
        target.setAttribute("aria-live", "polite");
        target.setAttribute("aria-atomic", "true");
      }
    }
  }
  // controls without a name take their widget's tooltip (or description) as one
  for (const node of root.querySelectorAll("select, input, textarea, [role=slider]")) {
    if (nameOf(node)) continue;
    // ipywidgets puts a tooltip on the widget or on its (hidden, empty) description label
    const widget = node.closest(".jupyter-widgets");
    const titled = widget && (widget.matches("[title]") ? widget : widget.querySelector("[title]"));
    const text = titled ? titled.getAttribute("title") : "";
    if (text) node.setAttribute("aria-label", text);
  }
  // a button that shows only symbols (▶, ◀, |◀) is named by its tooltip
  for (const button of root.querySelectorAll("button[title]")) {
    if (!button.hasAttribute("aria-label") && !/[A-Za-z0-9\\u4e00-\\u9fff]/.test(button.textContent)) {
      button.setAttribute("aria-label", button.getAttribute("title"));
    }
  }
}

function replayKeys(root, label) {
  if (root.dataset.ttKeys) return;
  root.dataset.ttKeys = "1";
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", label);
  root.addEventListener("keydown", (e) => {
    const t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || !(e.key in KEYS)) return;
    if (t.closest("select, textarea, [role=slider], .widget-slider") ||
        (t.tagName === "INPUT" && t.type !== "checkbox")) return;
    const button = root.querySelector(`button.${KEYS[e.key]}`);
    if (!button) return;
    e.preventDefault();
    if (!button.disabled) button.click();
  });
}

// A control that had the focus and is then disabled (▶ at the end, quiz options once answered) or
// replaced (the bid buttons after a bid) would drop the focus to the top of the page: keep it here.
function keepFocus(root) {
  if (root.dataset.ttFocus) return;
  root.dataset.ttFocus = "1";
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
  let last = null;
  root.addEventListener("focusin", (e) => { last = e.target; });
  const rescue = () => {
    const a = document.activeElement;
    if (!last || last === root || !(a === document.body || a === last || a === null)) return;
    if (last.disabled || !last.isConnected) { last = null; root.focus({ preventScroll: true }); }
  };
  new MutationObserver(() => setTimeout(rescue, 0))
    .observe(root, { attributes: true, attributeFilter: ["disabled"], childList: true, subtree: true });
}

function render({ model, el }) {
  el.classList.add("tt-assist");
  let root = null, queued = false;
  const run = () => {
    queued = false;
    if (!root) {
      root = el.isConnected ? el.closest(".tt-widget") : null;
      if (!root) { setTimeout(run, 100); return; }
      new MutationObserver(() => { if (!queued) { queued = true; requestAnimationFrame(run); } })
        .observe(root, { childList: true, subtree: true });
      if (root.classList.contains("tt-replay")) replayKeys(root, model.get("replay_label"));
      keepFocus(root);
    }
    wire(root);
  };
  run();
}
export default { render };
"""


class Assist(anywidget.AnyWidget):
    """Stylesheet and accessibility helper (see the module docstring); one per top-level widget."""

    _esm = _ESM % (list(LIVE),)
    _css = CSS.replace("<style>", "").replace("</style>", "")
    #: what a screen reader says of a replay (in the page's language)
    replay_label = traitlets.Unicode("").tag(sync=True)

    def __init__(self) -> None:
        super().__init__(replay_label=str(t("replay: the keys → ← Home End step through the hand")))
        self.add_class("tt-style")

    def __repr__(self) -> str:
        return "Assist()"


_CARD = re.compile(r"([♠♥♦♣])(10|[2-9AKQJ])")


def spoken(text: str) -> str:
    """Text with card symbols spelt out for a screen reader: "East plays ♥7" → "East plays seven of hearts".

    >>> spoken("West leads ♠10, North plays ♥A")
    'West leads ten of spades, North plays ace of hearts'
    """
    return _CARD.sub(lambda m: Card.parse(m.group(0)).name, text)


def plain(markup: str) -> str:
    """The text of a line of HTML (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup))
