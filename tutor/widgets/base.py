"""Shared pieces of the widgets: error guarding, the message line and the stylesheet."""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as w

from ..errors import TutorError
from ..i18n import domain

t, tn = domain("tutor")

F = TypeVar("F", bound=Callable[..., Any])
LOG = logging.getLogger("tutor.widgets")
#: the one line a learner sees when something unexpected fails (the details go to the server's log)
UNEXPECTED = t("Something went wrong on our side; please try again (the details are in the server's log).")

CSS = """<style>
.tt-widget { font-size: 15px; line-height: 1.45; max-width: 820px; }
.tt-widget .widget-html-content { font-size: 15px; line-height: 1.45; }
.tt-narration .widget-html-content { font-size: 16px; font-weight: 600; color: #123; min-height: 24px; }
.tt-note .widget-html-content { background: #f4f8ff; border-left: 4px solid #1f5fbf; padding: 6px 10px;
  color: #1d2b44; }
.tt-note-empty { display: none !important; }
.tt-message .widget-html-content { min-height: 22px; color: #134; }
.tt-message .tt-error, .tt-feedback .tt-wrong { color: #a4001d; font-weight: 600; }
.tt-feedback .tt-right { color: #136b2e; font-weight: 600; }
/* a quiz's answer, sentence by sentence (issue 35: they ran together in one bold line): the verdict bold, the reason
   why in plain text on a line of its own, then "Try again." */
.tt-feedback .tt-reason { color: #1f2328; font-weight: 400; margin-top: 2px; }
.tt-feedback .tt-again { color: #30363d; font-weight: 400; margin-top: 2px; }
.tt-log .widget-html-content { font-size: 13px; color: #333;
  background: #fafafa; border: 1px solid #e3e3e3; padding: 4px 8px; }
.tt-counters .widget-html-content { font-size: 14px; color: #333; }
.tt-quiz { border: 1px solid #d8dde6; border-radius: 8px; padding: 8px 12px; margin: 6px 0; }
.tt-question .widget-html-content { font-weight: 600; }
.tt-option { margin: 2px 6px 2px 0; }
.tt-practice { border: 1px solid #d8dde6; border-radius: 8px; padding: 8px 12px; margin: 6px 0; }
/* a choice can be a sentence ("banker 7, defenders 5") or several cards: it wraps, and is a 44 px target */
.tt-widget .tt-choice { margin: 3px 6px 3px 0; min-height: 44px; height: auto; font-size: 16px; white-space: normal;
  max-width: 100%; }
.tt-practice .tt-prompt p { margin: 4px 0; }
.tt-streak .widget-html-content, .tt-mastery .widget-html-content { font-size: 14px; color: #333; }
.tt-buttons button { font-size: 16px; min-width: 44px; }
.tt-picker { padding: 2px 0; }
.tt-style { display: none !important; }
.tt-quiz-key { display: none !important; }  /* the answer, for the printed answer key only */
.tt-widget svg { max-width: 100%; height: auto; }
.tt-widget .widget-hbox { flex-wrap: wrap; max-width: 100%; }
.tt-widget :focus-visible { outline: 3px solid #1f5fbf !important; outline-offset: 2px; }
.tt-widget[tabindex="-1"]:focus { outline: 2px dashed #1f5fbf; outline-offset: 4px; }
.tt-widget .noUi-handle { min-width: 24px; min-height: 24px; }
.tt-widget .widget-inline-hbox > .widget-label { width: auto !important; min-width: 80px; max-width: none;
  white-space: normal; }
.tt-widget .widget-inline-hbox { max-width: calc(100% - 2 * var(--jp-widgets-margin, 2px)); }
.tt-widget .widget-inline-hbox > select, .tt-widget .widget-inline-hbox > input { min-width: 0; }
/* the composer's fields fill the form's width (a 25-card hand fits a phone): `.tt-widget.tt-compose` outranks
   ipywidgets' own `.jupyter-widget-text input[type='text']` and `.tt-widget .widget-inline-hbox` above */
.tt-widget.tt-compose .widget-textarea textarea { box-sizing: border-box; width: 100%; min-width: 0; }
.tt-widget.tt-compose .widget-text { box-sizing: border-box; width: 100%; max-width: 100%; margin-left: 0;
  margin-right: 0; }
.tt-widget.tt-compose .widget-text input.widget-input { box-sizing: border-box; width: 100%; min-width: 0;
  max-width: 100%; flex: 1 1 0; }
.tt-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media print {
  /* a composed example or an opened record (a table and up to four sheets) is taller than what is left of the
     page under the lesson's title: let it run on to the next page (between the table and a sheet) instead of
     JupyterLab's unbreakable output box pushing all of it there, leaving the title alone on page 1 */
  .jp-OutputArea-child:has(.tt-widget.tt-compose, .tt-widget.tt-opener) { display: block; break-inside: auto; }
  .tt-widget.tt-compose > .tt-message { display: none; }  /* the share bar's set-up line says the same */
  .tt-widget.tt-compose .tt-compose-next { display: none; }  /* the form's "click the cards": not the example */
}
@media (max-width: 600px) {
  .tt-widget, .tt-widget .widget-html-content { font-size: 14px; }
  .tt-sheets .tt-sheet { min-width: 0; }
}
</style>"""


def style() -> w.DOMWidget:
    """A hidden widget carrying the widgets' stylesheet and their keyboard and screen-reader helper
    (one per top-level widget; see ``assist.py``)."""
    from .assist import Assist

    return Assist()


def four_colour_box(value: bool, on_change: Callable[[bool], Any]) -> w.Checkbox:
    """The "four-colour deck" switch (♠ black ♥ red ♦ blue ♣ green) for readers who confuse suits."""
    box = w.Checkbox(value=value, description=t("four-colour deck"), indent=False,
                     layout=w.Layout(width="auto", margin="0 0 0 12px"))
    box.add_class("tt-four-colour")
    box.observe(lambda change: on_change(bool(change["new"])), names="value")
    return box


def button(label: str, css_class: str, on_click: Callable[[], Any], *, primary: bool = False,
           hidden: bool = False) -> w.Button:
    """A button sized to its label, with its ``tt-`` class (the browser tests and the CSS find it by that)
    and its action; ``hidden`` ones are shown later by setting ``layout.display``."""
    b = w.Button(description=label, button_style="primary" if primary else "",
                 layout=w.Layout(width="auto", display="none" if hidden else None))
    b.add_class(css_class)
    b.on_click(lambda _b: on_click())
    return b


def esc(text: object) -> str:
    return html.escape(str(text), quote=False)  # element text only, never attributes


def guarded(method: F) -> F:
    """Wrap a callback so no traceback ever reaches the page.

    A ``TutorError`` (an illegal move, a bad record) shows its message; anything unexpected shows one
    polite line, and its traceback goes to the server's log (:mod:`tutor.widgets.guard`), never the page.
    """

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except TutorError as e:
            self._error(str(e))
        except Exception:  # noqa: BLE001 - the page must never show a traceback
            LOG.error("%s.%s failed", type(self).__name__, method.__name__, exc_info=True)
            self._error(UNEXPECTED)
        return None

    return wrapper  # type: ignore[return-value]


class MessageMixin:
    """A widget with a ``tt-message`` line for errors and hints."""

    _message: w.HTML

    def _make_message(self) -> w.HTML:
        self._message = w.HTML("")
        self._message.add_class("tt-message")
        return self._message

    def _say(self, text: str) -> None:
        self._message.value = f"<span class='tt-info'>{esc(text)}</span>" if text else ""

    def _error(self, text: str) -> None:
        self._message.value = f"<span class='tt-error'>{esc(text)}</span>"

    @property
    def message(self) -> str:
        """The message line as plain text."""
        import re

        return html.unescape(re.sub(r"<[^>]+>", "", self._message.value))
