"""A lesson's own questions, for the class's live question (issue 23): the teacher picks "question k of lesson L"
and the class gets exactly what the lesson page asks (its prompt, options, right option, explanation and the
feedback on each wrong option), never a retyped copy.

The questions are what the lesson's code makes: its code cells run (in a separate Python process, so nothing of
a lesson stays in the server) with a progress session that only counts; every :class:`tutor.widgets.Quiz` made is
kept with its number on the page, the number the learner's answers are recorded under (``quiz:<lesson>#<n>``).
A question that is not a multiple choice (27 Wang's "play a legal follow") keeps its number and is left out::

    >>> qs = lesson_questions(Path("lessons"), "basics/01-what-is-a-trick", "en")
    >>> [q.n for q in qs], qs[0].choices[qs[0].answer] in qs[0].choices, qs[0].item("basics/01-what-is-a-trick")
    ([1, 2, 3], True, 'quiz:basics/01-what-is-a-trick#1')

A lesson that is not one of the folder's (a made-up id, a path out of it) is refused in plain words::

    >>> lesson_questions(Path("lessons"), "/etc/passwd", "en")
    Traceback (most recent call last):
    ...
    tutor.classview.quizzes.LessonQuestionsError: there is no lesson “/etc/passwd”: pick lessons from the list
    >>> try:
    ...     lesson_question(Path("lessons"), "basics/01-what-is-a-trick", 9)
    ... except LessonQuestionsError as e:
    ...     print(e)
    the lesson basics/01-what-is-a-trick has no question 9 with choices: pick one from the list

The result is kept per notebook file while the file is unchanged (running a lesson takes a second or more).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..errors import TutorError
from ..i18n import domain

t, tn = domain("tutor")

#: how long a lesson's code may run to make its questions
TIMEOUT = 180


class LessonQuestionsError(TutorError):
    """A lesson whose questions cannot be read, in plain words."""


@dataclass(frozen=True)
class LessonQuestion:
    """One multiple-choice question of a lesson page, as the page makes it (``prompt`` is the page's HTML)."""

    n: int
    prompt: str
    choices: tuple[str, ...]
    answer: int
    explanation: str
    #: what the page says to each choice when chosen ("" where it says nothing more than "try again")
    feedback: tuple[str, ...]

    def item(self, lesson: str) -> str:
        return f"quiz:{lesson}#{self.n}"

    def explain(self, i: int) -> str:
        """Why choice ``i`` is right or wrong, in the lesson's own words."""
        if i == self.answer:
            return self.explanation or self.feedback[i]
        return self.feedback[i] or t("“{option}” is not the answer: the answer is “{answer}”.",
                                     option=self.choices[i], answer=self.choices[self.answer])


_CACHE: dict[tuple[str, float], tuple[LessonQuestion, ...]] = {}
_LOCK = threading.Lock()


def notebook(root: Path, lesson: str, lang: str) -> Path:
    """The lesson's notebook in ``lang`` (``<root>/<lang>/<lesson>.ipynb``); an id that leaves the folder or names
    no lesson raises :class:`LessonQuestionsError`."""
    from . import LESSON_ID, named

    path = Path(root) / lang / f"{lesson}.ipynb"
    if not LESSON_ID.match(lesson) or not path.is_file():
        raise LessonQuestionsError(t("there is no lesson “{lesson}”: pick lessons from the list", lesson=named(lesson)))
    return path


def lesson_questions(root: Path, lesson: str, lang: str = "en") -> tuple[LessonQuestion, ...]:
    """The multiple-choice questions of ``lesson``'s page in ``lang``, in page order."""
    path = notebook(root, lesson, lang)
    key = (str(path.resolve()), path.stat().st_mtime)
    with _LOCK:
        if key in _CACHE:
            return _CACHE[key]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TUTOR_", "TT_", "JUPYTERHUB_"))}
    # the folder this very package is imported from, first: the lesson runs on the same tutor as the server
    home = Path(sys.modules["tutor"].__file__ or ".").resolve().parent.parent
    env["PYTHONPATH"] = os.pathsep.join([str(home), env.get("PYTHONPATH", "")])
    try:
        with tempfile.TemporaryDirectory() as scratch:  # whatever the lesson's code keeps goes, not the class's data
            env["TUTOR_DATA"] = scratch
            done = subprocess.run([sys.executable, "-m", "tutor.classview.quizzes", str(path.resolve())], env=env,
                                  capture_output=True, text=True, timeout=TIMEOUT, check=False)
        found = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else None
    except (OSError, subprocess.TimeoutExpired, ValueError):
        found = None
    if not isinstance(found, dict) or not isinstance(found.get("questions"), list):
        raise LessonQuestionsError(t("the questions of the lesson {lesson} could not be read: its code did not run",
                                     lesson=lesson))
    questions = tuple(LessonQuestion(int(q["n"]), str(q["prompt"]), tuple(map(str, q["choices"])), int(q["answer"]),
                                     str(q["explanation"]), tuple(map(str, q["feedback"])))
                      for q in found["questions"])
    with _LOCK:
        _CACHE[key] = questions
    return questions


def lesson_question(root: Path, lesson: str, n: int, lang: str = "en") -> LessonQuestion:
    """Question ``n`` of the lesson page (its number on the page, from 1)."""
    for q in lesson_questions(root, lesson, lang):
        if q.n == n:
            return q
    raise LessonQuestionsError(t("the lesson {lesson} has no question {n} with choices: pick one from the list",
                                 lesson=lesson, n=str(n)[:10]))


# -- run in the separate process ------------------------------------------------------------------------------

class _Counter:
    """Stands in for the kernel's progress session: numbers the questions in the order they are made, keeps
    nothing."""

    problem = None

    def __init__(self) -> None:
        self.made = 0

    def new_question(self) -> int:
        self.made += 1
        return self.made

    def answer_question(self, *_args: Any, **_kwargs: Any) -> bool:
        return False

    def record(self, *_args: Any, **_kwargs: Any) -> bool:
        return False


def _run(path: Path, made: list[dict[str, Any]]) -> None:
    import io
    from contextlib import redirect_stdout

    from ..progress import session
    from ..widgets import quiz as quiz_module

    session._reset_here(_Counter())  # type: ignore[arg-type]
    original = quiz_module.Quiz.__init__

    def keep(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        feedback = [str(self._feedback.get(i, "")) for i in range(len(self.options))]
        made.append({"n": self._number, "prompt": self._q.value, "choices": list(self.options),
                     "answer": self.answer, "explanation": str(self.explanation_text), "feedback": feedback})

    quiz_module.Quiz.__init__ = keep  # type: ignore[method-assign]
    nb = json.loads(path.read_text(encoding="utf-8"))
    ns: dict[str, Any] = {"__name__": "__main__"}
    with redirect_stdout(io.StringIO()):  # a lesson's prints are not the answer
        for cell in nb.get("cells", []):
            if cell.get("cell_type") == "code":
                source = "".join(cell.get("source", ""))
                exec(compile(source, str(path), "exec"), ns)  # noqa: S102 - the served lesson's own code


def main(argv: list[str]) -> int:
    path = Path(argv[0]).resolve()
    os.chdir(path.parent)  # a lesson reads its data relative to its own folder, as in its kernel
    made: list[dict[str, Any]] = []
    try:
        _run(path, made)
    except BaseException as exc:  # noqa: BLE001 - the questions made before it still are the page's
        print(json.dumps({"questions": made, "error": f"{type(exc).__name__}: {exc}"[:500]}, ensure_ascii=False))
        return 1
    print(json.dumps({"questions": made}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))


__all__ = ["LessonQuestion", "LessonQuestionsError", "lesson_question", "lesson_questions", "asdict"]
