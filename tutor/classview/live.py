"""The class's live question (issue 23): the teacher puts a generated drill or a lesson's own question (a quiz of a
lesson page, :mod:`tutor.classview.quizzes`) to the class, every learner's open page
shows it and takes one answer, the projector shows the answers as a bar per choice (counts only) and, when the
teacher reveals it, which choice is right and the engine's reason for each.

The exercise is :func:`tutor.practice.exercise` for a seed the server chose, so every learner gets the same one; its
texts are made in each page's language (the choices keep their order in both). One question at a time::

    >>> live = Live()
    >>> q = live.start("basics.follow", seed=7, level=1)
    >>> right = q.exercise().answer
    >>> live.answer(q.id, "b-ann", right)
    True
    >>> live.answer(q.id, "b-ann", 1 - right)   # a second answer of the same learner: the first one stands
    False
    >>> sum(c["count"] for c in live.teacher_view()["choices"]), "right" in live.teacher_view()["choices"][0]
    (1, False)
    >>> live.reveal().revealed, live.close().open
    (True, False)
    >>> live.answer(q.id, "b-bo", 0)
    Traceback (most recent call last):
    ...
    tutor.classview.live.LiveError: the question is closed: the teacher stopped taking answers

A lesson's question comes as the lesson page makes it, in each language it is written in (the choices in the same
order); the learners' answers count as answers to that question of the lesson (``quiz:<lesson>#<n>``)::

    >>> from .quizzes import LessonQuestion
    >>> en = LessonQuestion(2, "Who plays dummy's cards?", ("dummy", "declarer"), 1, "Declarer plays both hands.",
    ...                     ("Dummy only watches.", ""))
    >>> q = live.start_quiz("bridge/00-bridge-in-two-minutes", 2, {"en": en}, {"en": "Bridge 00 · question 2"})
    >>> q.item, live.answer(q.id, "b-ann", 0), live.teacher_view()["choices"][0]["count"]
    ('quiz:bridge/00-bridge-in-two-minutes#2', True, 1)
    >>> live.reveal().exercise().explain(0), live.learner_view("b-ann")["explain"]
    ('Dummy only watches.', 'Dummy only watches.')

Answers are kept in the progress store like any drill's or quiz's (``drill:<skill>:<seed>`` or the lesson's
``quiz:<lesson>#<n>``, the choice's text), by the server.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..errors import TutorError
from ..i18n import current, domain, language

if TYPE_CHECKING:
    from .quizzes import LessonQuestion

t, tn = domain("tutor")

LEVELS = (1, 2, 3)


class LiveError(TutorError):
    """A live-question request that cannot be done, in plain words (nothing is changed)."""


@dataclass(frozen=True)
class Question:
    """The question put to the class: the drill (skill, seed, level), an id that changes with every question, and
    whether it still takes answers and whether its answer is shown."""

    id: str
    skill: str
    seed: int
    level: int
    open: bool = True
    revealed: bool = False
    #: learner -> the choice they answered (their first answer only)
    answers: dict[str, int] = field(default_factory=dict, compare=False)
    #: a lesson's question instead of a drill: the lesson, its number on the page, its texts and title per language
    lesson: str = ""
    n: int = 0
    texts: Mapping[str, LessonQuestion] = field(default_factory=dict, compare=False)
    titles: Mapping[str, str] = field(default_factory=dict, compare=False)
    #: the class's house rules for the drill's game when it was put (JSON, "" for the usual rules): every page
    #: shows, and every answer is judged by, the same exercise even if the teacher changes the rules meanwhile
    rules: str = ""

    @property
    def item(self) -> str:
        """The progress store's item: ``drill:<skill>:<seed>``, or the lesson's ``quiz:<lesson>#<n>``."""
        return f"quiz:{self.lesson}#{self.n}" if self.lesson else f"drill:{self.skill}:{self.seed}"

    def exercise(self) -> Any:
        """What the pages show, in the current language: ``prompt``, ``choices``, ``answer``, ``explain(i)`` (a
        lesson's question without a version in the current language: the nearest one it has, :data:`NEAREST`)."""
        if self.lesson:
            return _nearest(self.texts) or next(iter(self.texts.values()))
        return _exercise(self.skill, self.seed, self.level, self.rules)

    def title(self) -> str:
        if self.lesson:
            return str(_nearest(self.titles) or self.item)
        return str(self.exercise().skill.title)


#: the languages a page falls back to, in order, when a lesson's question has no version in its own (a 繁體中文
#: learner reads the 简体中文 one rather than the English one)
NEAREST = {"en": ("en",), "zh": ("zh", "en"), "zh-hant": ("zh-hant", "zh", "en")}


def _nearest(versions: Mapping[str, Any]) -> Any:
    for lang in NEAREST.get(current(), (current(), "en")):
        if versions.get(lang):
            return versions[lang]
    return None


@lru_cache(maxsize=8)
def _exercise(skill: str, seed: int, level: int, rules: str = "") -> Any:
    # made once per question (an Exercise keeps its texts per language): every poll and answer of the class asks it
    from .. import practice

    return practice.exercise(skill, seed=seed, level=level, rules=json.loads(rules) if rules else None)


class Live:
    """The class's live question (one at a time), kept by the app while it runs."""

    def __init__(self) -> None:
        self.question: Question | None = None

    def house_rules(self, game: str) -> dict[str, Any] | None:
        """The class's house rules for ``game`` (``None``: the usual ones): a drill put to the class is played by
        them, as the class's tables and the learners' own drills are."""
        from .houserules import for_table

        return for_table(game)

    def start(self, skill: str, *, seed: int | None = None, level: int = 1) -> Question:
        """Put a drill of ``skill`` to the class (the server picks the seed unless given); the question before it
        closes. An unknown skill or level raises :class:`LiveError` and the question before stays."""
        from .. import practice
        from ..errors import PracticeError

        if isinstance(level, bool) or level not in LEVELS:
            raise LiveError(t("the level {level} does not exist: choose 1, 2 or 3", level=str(level)[:10]))
        try:
            game = practice.skill(str(skill)).game
        except PracticeError:
            from . import named

            raise LiveError(t("there is no skill “{skill}”: pick skills from the list", skill=named(skill))) from None
        seed = secrets.randbelow(1_000_000) if seed is None else seed
        fixed = self.house_rules(game)
        question = Question(secrets.token_hex(6), str(skill), seed, level,
                            rules=json.dumps(fixed, sort_keys=True, ensure_ascii=False) if fixed else "")
        question.exercise().answer  # noqa: B018 - made now: a generator's failure is said to the teacher, not later
        self.question = question
        return question

    def start_quiz(self, lesson: str, n: int, texts: Mapping[str, LessonQuestion],
                   titles: Mapping[str, str] | None = None) -> Question:
        """Put question ``n`` of a lesson page to the class, with its texts per language (as the lesson's page makes
        them: :func:`tutor.classview.quizzes.lesson_question`). A language whose version has other choices than
        the English one is left out (its learners see the English one), so every answer means the same choice."""
        if not texts:
            raise LiveError(t("the lesson {lesson} has no question {n} with choices: pick one from the list",
                              lesson=lesson, n=str(n)[:10]))
        first = texts.get("en") or next(iter(texts.values()))
        same = {lang: q for lang, q in texts.items()
                if len(q.choices) == len(first.choices) and q.answer == first.answer}
        question = Question(secrets.token_hex(6), "", 0, 1, lesson=lesson, n=n, texts=same, titles=dict(titles or {}))
        self.question = question
        return question

    def _current(self) -> Question:
        if self.question is None:
            raise LiveError(t("no question is put to the class: choose a skill and put it to the class"))
        return self.question

    def answer(self, question_id: str, learner: str, choice: int) -> bool:
        """A learner's answer; True if it is their first (counted), False if they had answered already (the first
        answer stands). A closed or replaced question, or a choice that is not one, raises :class:`LiveError`."""
        q = self.question
        if q is None or q.id != question_id:
            raise LiveError(t("that question is over: the teacher put another one to the class"))
        if not q.open:
            raise LiveError(t("the question is closed: the teacher stopped taking answers"))
        n = len(q.exercise().choices)
        if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < n:
            raise LiveError(t("choice {i} does not exist: choose 0 to {last}", i=str(choice)[:10], last=n - 1))
        if learner in q.answers:
            return False
        q.answers[learner] = choice
        return True

    def reveal(self) -> Question:
        """Show the right answer and each choice's reason on the projector (and the learners' pages)."""
        self.question = replace(self._current(), revealed=True, answers=self._current().answers)
        return self.question

    def close(self) -> Question:
        """Stop taking answers: the question leaves the learners' pages (the bars stay on the projector until the
        next question)."""
        self.question = replace(self._current(), open=False, answers=self._current().answers)
        return self.question

    def teacher_view(self, lang: str = "en") -> dict[str, Any]:
        """What the projector draws: the prompt (engine HTML), a count per choice; the right one and every choice's
        reason only once revealed. ``{"question": None}`` when there is none."""
        q = self.question
        if q is None:
            return {"question": None}
        with language(lang):
            ex = q.exercise()
            counts = [0] * len(ex.choices)
            for i in q.answers.values():
                counts[i] += 1
            choices: list[dict[str, Any]] = []
            for i, text in enumerate(ex.choices):
                c: dict[str, Any] = {"index": i, "text": str(text), "count": counts[i]}
                if q.revealed:
                    c.update(right=i == ex.answer, explain=str(ex.explain(i)))
                choices.append(c)
            return {"question": q.id, "skill": q.skill, "lesson": q.lesson, "title": q.title(),
                    "level": q.level if not q.lesson else None, "item": q.item, "prompt": str(ex.prompt),
                    "open": q.open, "revealed": q.revealed,
                    "answered": len(q.answers), "choices": choices}

    def learner_view(self, learner: str | None, lang: str = "en") -> dict[str, Any]:
        """What a learner's page shows: the prompt and the choices (no counts, the right one only once revealed),
        and the learner's own answer. A closed question is gone from the learners' pages (``{"question": None}``):
        it stays on the projector only, so it covers nobody's cards."""
        q = self.question
        if q is None or not q.open:
            return {"question": None}
        with language(lang):
            ex = q.exercise()
            mine = q.answers.get(learner) if learner else None
            out: dict[str, Any] = {"question": q.id, "title": q.title(), "prompt": str(ex.prompt),
                                   "choices": [str(c) for c in ex.choices], "open": q.open, "revealed": q.revealed,
                                   "mine": mine}
            if q.revealed:
                out["right"] = ex.answer
            if mine is not None and q.revealed:
                out["explain"] = str(ex.explain(mine))
            return out
