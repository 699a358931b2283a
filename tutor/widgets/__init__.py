"""Interactive views (ipywidgets 8; anywidget for clickable cards).  They ask the engine and never
re-implement a rule; they build their widget tree once and update values in place; every callback
catches ``TutorError`` (and anything unexpected) and shows a message instead of a traceback.

Stable CSS classes (for browser tests and styling):

- every top-level widget: ``tt-widget``; message line: ``tt-message`` (errors inside ``.tt-error``)
- ``HandViewer``: ``tt-handviewer``, pictures ``tt-hands``, rotation dropdown ``tt-me``
- ``TableWidget``: ``tt-table``
- ``TrickReplay``: ``tt-replay``; buttons ``tt-first`` ``tt-prev`` ``tt-next`` ``tt-last``; ``tt-slider``;
  ``tt-step`` (step counter), ``tt-narration``, ``tt-note``, ``tt-table``, ``tt-counters`` (tricks
  won), ``tt-last-trick``
- ``ScoreSheetView``: ``tt-scores`` (tables ``tt-sheet``, total row ``tt-total``)
- ``Quiz``: ``tt-quiz``; ``tt-question``, option buttons ``tt-option``, ``tt-feedback`` (``.tt-right`` /
  ``.tt-wrong``), ``tt-explanation``, ``tt-retry``
- ``PlayAlong``: ``tt-playalong``; ``tt-status``, ``tt-table``, clickable hand ``tt-hand`` (an anywidget
  ``tt-picker``; each card ``g.tt-card[data-index]``), ``tt-choices`` (buttons ``tt-choice``, or
  ``tt-choice-menu`` + ``tt-choice-ok``), ``tt-play``, ``tt-undo``, ``tt-new``, ``tt-log``, ``tt-scores``
- cards drawn in SVG: ``g.tt-card`` with ``aria-label`` (``ace of spades``) and ``data-card`` (``SA``); a hand
  is ``role="list"`` (each card in a ``listitem``), a clickable card ``role="button"``
- ``PlayAlong``'s ``tt-announce``: hidden text read out (the plays since the learner's turn, whose turn)
- ``Practice``: ``tt-practice``; ``tt-skill`` (skill menu), ``tt-prompt``, choice buttons ``tt-choice`` (in
  ``tt-choices``), ``tt-feedback`` (``.tt-right`` / ``.tt-wrong``), ``tt-next-exercise``, ``tt-streak``, ``tt-mastery``
- every top-level widget's first child is an ``Assist`` (``tt-style``, ``widgets/assist.py``): stylesheet,
  live regions on ``tt-message``/``tt-feedback``/``tt-narration``/``tt-announce``, names for unlabelled
  controls, replay keys → ← Home End, focus kept in the widget
"""

from . import guard
from .base import guarded
from .picker import CardPicker
from .playalong import PlayAlong
from .practice import Practice
from .quiz import Quiz
from .replay import TrickReplay
from .views import HandViewer, ScoreSheetView, TableWidget, as_view

__all__ = ["HandViewer", "TableWidget", "TrickReplay", "ScoreSheetView", "Quiz", "PlayAlong", "Practice", "CardPicker",
           "as_view", "guarded"]

guard.install()  # before any widget exists: nothing a page sends may put a traceback on it
