"""Multiple-choice questions with feedback for every answer."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..errors import ParseError
from ..i18n import domain
from ..render import trick_svg
from ..seats import SEAT_NAME
from .base import MessageMixin, esc, guarded, style

t, tn = domain("tutor")

#: a sentence ending so in Chinese needs no space before the next one
_FULL_STOPS = ("。", "！", "？", "；")


def _sentences(*parts: tuple[str, Any]) -> str:
    """Feedback as blocks, one a line: (class, text) pairs, the empty ones left out; each text escaped."""
    return "".join(f"<div class='{cls}'>{esc(text)}</div>" for cls, text in parts if str(text))


class Quiz(w.VBox, MessageMixin):
    """A question, one button per option, feedback for each answer, the explanation once right.

    ``answer`` is the right option (its text or index).  ``feedback`` maps an option (text or
    index) to what to say when it is chosen; a wrong answer says "Try again" and leaves the other
    options open; the right one shows ``explanation`` and a "Try again" button that resets.
    ``question`` may contain HTML (such as a ``trick_svg`` picture).

    Every answer is recorded as ``quiz:<lesson>#<n>`` (the n-th question the lesson page makes) in the
    learner's progress (``progress``: a :class:`tutor.progress.Session`, by default ``progress.here()``);
    when it cannot be saved the widget's ``tt-progress-note`` line says so, and the quiz works as before.
    """

    def __init__(self, question: str, options: Sequence[str], answer: str | int, explanation: str = "",
                 feedback: Mapping[str | int, str] | Sequence[str] | None = None, *, html: bool = True,
                 progress: Any = None) -> None:
        self.options = [str(o) for o in options]
        if len(self.options) < 2:
            raise ParseError(t("a quiz needs at least two options"))
        if isinstance(answer, int) and not isinstance(answer, bool):
            if not 0 <= answer < len(self.options):
                raise ParseError(f"answer: index {answer} is outside 0..{len(self.options) - 1}")
            self.answer = answer
        elif str(answer) in self.options:
            self.answer = self.options.index(str(answer))
        else:
            raise ParseError(f"answer: {answer!r} is not one of the options {self.options}")
        self._feedback: dict[int, str] = {}
        if isinstance(feedback, Mapping):
            for key, text in feedback.items():
                i = key if isinstance(key, int) else self.options.index(key) if key in self.options else None
                if i is None:
                    raise ParseError(f"feedback: {key!r} is not one of the options")
                self._feedback[i] = text
        elif feedback is not None:
            self._feedback = dict(enumerate(feedback))
        self.explanation_text = explanation
        self.question = question
        self._q = w.HTML(question if html else esc(question))
        self._q.add_class("tt-question")
        self._buttons = []
        for i, text in enumerate(self.options):
            b = w.Button(description=text, layout=w.Layout(width="auto"))
            b.add_class("tt-option")
            b.on_click(lambda _b, i=i: self.choose(i))
            self._buttons.append(b)
        self._fb = w.HTML()
        self._fb.add_class("tt-feedback")
        self._expl = w.HTML()
        self._expl.add_class("tt-explanation")
        self._retry = w.Button(description=t("Try again"), layout=w.Layout(width="auto", display="none",
                                                                       align_self="flex-start"))
        self._retry.add_class("tt-retry")
        self._retry.on_click(lambda _b: self.reset())
        options_box = w.HBox(self._buttons, layout=w.Layout(flex_flow="row wrap"))
        options_box.add_class("tt-options")
        self._note = w.HTML()
        self._note.add_class("tt-progress-note")
        # the answer key of a printed lesson or handout (shown on paper only, gathered at its end by the page)
        key = w.HTML(esc(t("{answer}. {explanation}", answer=self.options[self.answer], explanation=explanation))
                     if explanation else esc(self.options[self.answer]))
        key.add_class("tt-quiz-key")
        super().__init__([style(), self._q, options_box, self._fb, self._expl, self._retry, self._make_message(),
                          self._note, key])
        self.add_class("tt-widget")
        self.add_class("tt-quiz")
        self.tries: list[int] = []
        self.solved = False
        self._progress = progress if progress is not None else progress_session()
        self._number = self._progress.new_question() if self._progress is not None else 0
        self._since = time.monotonic()

    def _record(self, i: int, right: bool) -> None:
        """Keep the answer in the learner's progress; say so on the page when it is not kept."""
        if self._progress is None:
            return
        seconds = round(time.monotonic() - self._since, 2)
        self._since = time.monotonic()
        saved = self._progress.answer_question(self._number, right, self.options[i],
                                               seconds if seconds < 3600 else None)
        problem = None if saved else self._progress.problem
        self._note.value = f"<span class='tt-info'>{esc(problem)}</span>" if problem else ""

    def __repr__(self) -> str:
        return f"Quiz({len(self.options)} options, {'solved' if self.solved else 'open'})"

    @property
    def feedback(self) -> str:
        """The feedback shown, as text: its sentences one after another (a space after an English one)."""
        import html
        import re

        parts = [html.unescape(re.sub(r"<[^>]+>", "", p)) for p in re.findall(r"<div[^>]*>(.*?)</div>", self._fb.value,
                                                                              flags=re.S)]
        if not parts:
            return html.unescape(re.sub(r"<[^>]+>", "", self._fb.value))
        said = parts[0]
        for part in parts[1:]:
            said += part if said.endswith(_FULL_STOPS) else " " + part
        return said

    @guarded
    def choose(self, option: int | str) -> bool:
        """Answer with an option (index or text); returns whether it was right."""
        i = option if isinstance(option, int) else self.options.index(str(option))
        if self.solved:
            return i == self.answer
        self.tries.append(i)
        self._record(i, i == self.answer)
        said = self._feedback.get(i, "")
        if i == self.answer:
            self.solved = True
            self._fb.value = _sentences(("tt-right", t("✓ Right!")), ("tt-reason", said))
            self._expl.value = esc(self.explanation_text)
            self._buttons[i].button_style = "success"
            for b in self._buttons:
                b.disabled = True
            self._retry.layout.display = None
            return True
        # the choice is quoted, never made part of the sentence: an option may be any text ("no", "不是",
        # a whole clause), and "不是{option}" read "不是不是" for the option 不是
        # the verdict, the reason and "Try again." each a line of its own, not one bold run of sentences
        self._fb.value = _sentences(("tt-wrong", t("✗ Not quite: you chose “{option}”.", option=self.options[i])),
                                    ("tt-reason", said), ("tt-again", t("Try again.")))
        self._buttons[i].button_style = "danger"
        return False

    @guarded
    def reset(self) -> None:
        """Clear the answer so the question can be tried again."""
        self.solved = False
        self.tries = []
        self._fb.value = self._expl.value = ""
        for b in self._buttons:
            b.disabled = False
            b.button_style = ""
        self._retry.layout.display = "none"
        self._since = time.monotonic()

    @classmethod
    def who_wins(cls, trick: Any, question: str | None = None, *, four_colour: bool = False,
                 trump_text: str | None = None) -> Quiz:
        """"Who wins this trick?" for a complete engine :class:`tutor.tricks.Trick`: the answer and
        the explanation come from ``trick.winner()`` and ``trick.winner_reason()``, and the feedback on
        each wrong seat from ``trick.loser_reason(seat)``."""
        from ..cards import SUIT_NAME

        question = question if question is not None else t("Who wins this trick?")
        trump = trump_text if trump_text is not None else (
            t("Trumps: {suit}.", suit=SUIT_NAME[trick.trump]) if trick.trump else t("No trumps."))
        picture = trick_svg(trick.plays, four_colour=four_colour)
        led = SEAT_NAME[trick.leader]
        seats = [seat for seat, _ in trick.plays]
        led_text = esc(t("{seat} led.", seat=led))
        win = trick.winner()
        # a wrong seat is answered with the engine's reason it loses, so a wrong answer is never unexplained
        return cls(f"<div>{esc(question)} <span style='font-weight:400'>{esc(trump)} "
                   f"{led_text}</span></div>"
                   f"{picture}", [SEAT_NAME[s] for s in seats], SEAT_NAME[win],
                   t("{reason}.", reason=trick.winner_reason()),
                   {i: t("{reason}.", reason=trick.loser_reason(s)) for i, s in enumerate(seats) if s != win})


def progress_session() -> Any:
    """This kernel's progress session, or None when the progress store cannot even be imported."""
    try:
        from ..progress import here

        return here()
    except Exception:  # noqa: BLE001 - a missing database library must not break a lesson
        return None
