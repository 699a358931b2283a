"""``progress.here()``: the learner of this lesson kernel and the store, as a session that never raises.

Who the learner is, in the order tried (the first that answers wins, looked up again until one does):

1. the binding the app wrote for this kernel: ``<data folder>/sessions/<kernel id>.json`` with the learner
   id and the lesson path (``tutor/serve/learners/kernels.py`` writes it when it hands the kernel to a page, for a
   kernel started for the page and for a preheated one alike; the id comes from the learner's signed cookie,
   so changing a URL cannot make a page someone else's);
2. ``TUTOR_LEARNER`` in the kernel's environment (the app sets it, with ``TUTOR_LESSON``, for a kernel it
   starts for a page; a script or test may set it to run a lesson for a known learner);
3. ``JUPYTERHUB_USER`` on a JupyterHub (the hub's user is the learner: ``hub:<user>``).

The lesson (for quiz items) comes from the same binding, else ``TUTOR_LESSON``, else Voilà's ``SCRIPT_NAME``.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import StoreError
from ..i18n import domain
from .names import check_learner, hub_id

t, tn = domain("progress")

REOPEN_AFTER = 20.0  # seconds before a store that failed is tried again

_PROBLEM = {
    "read-only": lambda: t("the progress database cannot be written (it is read-only)"),
    "locked": lambda: t("the progress database is busy with another program"),
    "corrupt": lambda: t("the progress database file is damaged"),
    "missing": lambda: t("the progress database cannot be found or made"),
    "newer": lambda: t("the progress database was made by a newer Trick Tutor"),
    "unreachable": lambda: t("the progress database server does not answer"),
    "full": lambda: t("the disk is full"),
}


def problem_text(reason: str | None) -> str:
    """The one sentence a page shows when progress is not saved, in the current language."""
    if reason == "no-learner":
        return str(t("Your progress is not being saved: this page does not know who you are "
                     "(open the lessons from the Trick Tutor home page)."))
    if reason == "no-lesson":
        return str(t("Your progress is not being saved: this page does not know which lesson it is."))
    why = _PROBLEM.get(reason or "", lambda: t("the progress database refused the answer"))()
    return str(t("Your progress is not being saved: {why}. The lesson works as usual.", why=why))


def lesson_id(path: str | None) -> str | None:
    """The language-free lesson id of a lesson file or page path.

    >>> lesson_id("/voila/render/en/spades/01-the-deal-and-the-bid.ipynb")
    'spades/01-the-deal-and-the-bid'
    >>> lesson_id("zh/wang27/02-combinations.ipynb"), lesson_id("lessons/en/basics/01-what-is-a-trick.ipynb")
    ('wang27/02-combinations', 'basics/01-what-is-a-trick')
    >>> lesson_id("en/practice/spades.ipynb"), lesson_id(""), lesson_id(None)
    ('practice/spades', None, None)
    """
    if not path:
        return None
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    if len(parts) < 2:
        return None
    parts = parts[-3:] if parts[-3:-2] and parts[-3] in ("en", "zh", "zh-hant") else parts[-2:]
    if parts[0] in ("en", "zh", "zh-hant"):
        parts = parts[1:]
    stem = re.sub(r"\.ipynb$", "", "/".join(parts))
    return stem if re.fullmatch(r"[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+", stem) else None


def kernel_id() -> str | None:
    """This kernel's id (from its connection file name), or None outside a kernel."""
    try:
        from ipykernel.connect import get_connection_file

        name = Path(get_connection_file()).name
    except Exception:  # not in a kernel, or no connection file
        return None
    m = re.fullmatch(r"kernel-([0-9a-fA-F-]+)\.json", name)
    return m.group(1) if m else None


def sessions_dir() -> Path:
    from .store import data_dir

    return data_dir() / "sessions"


def read_binding(kid: str | None) -> dict[str, Any]:
    if not kid:
        return {}
    try:
        data = json.loads((sessions_dir() / f"{kid}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


class Session:
    """This kernel's learner and store; every method answers without raising (see ``tutor.progress``)."""

    def __init__(self, opener: Callable[[], Any] | None = None, *, learner: str | None = None,
                 lesson: str | None = None, binding: Callable[[], dict[str, Any]] | None = None) -> None:
        from .store import open_store

        self._opener = opener or open_store
        self._store: Any = None
        self._failed_at = 0.0
        self._reason: str | None = None
        self._learner = learner
        self._lesson = lesson
        self._binding = binding or (lambda: read_binding(kernel_id()))
        self._lock = threading.Lock()
        self._quizzes = 0
        self._solved: set[int] = set()
        self._first: dict[int, bool] = {}  # question -> its first answer on this page was right
        self._finished = False

    def __repr__(self) -> str:
        return f"Session({'saving' if self.saving else 'not saving'})"

    # -- who and where ----------------------------------------------------------------------------------
    def _resolve(self) -> None:
        if self._learner and self._lesson:
            return
        bound = self._binding()
        for candidate in (bound.get("learner"), os.environ.get("TUTOR_LEARNER")):
            if self._learner is None and isinstance(candidate, str) and candidate:
                try:
                    self._learner = check_learner(candidate)
                except StoreError:
                    pass
        if self._learner is None and os.environ.get("JUPYTERHUB_USER"):
            try:
                self._learner = hub_id(os.environ["JUPYTERHUB_USER"])
            except StoreError:
                pass
        if self._lesson is None:
            self._lesson = lesson_id(bound.get("lesson") if isinstance(bound.get("lesson"), str) else None) \
                or lesson_id(os.environ.get("TUTOR_LESSON")) or lesson_id(os.environ.get("SCRIPT_NAME"))

    @property
    def learner(self) -> str | None:
        self._resolve()
        return self._learner

    @property
    def lesson(self) -> str | None:
        self._resolve()
        return self._lesson

    def store(self) -> Any:
        """The open store, or None (the reason kept for :attr:`problem`)."""
        if self._store is not None:
            return self._store
        if self._failed_at and time.monotonic() - self._failed_at < REOPEN_AFTER:
            return None
        try:
            self._store = self._opener()
            self._reason = None
        except StoreError as exc:
            self._failed_at, self._reason = time.monotonic(), exc.reason
        except Exception:  # a broken driver or URL must not break a lesson either
            self._failed_at, self._reason = time.monotonic(), "failed"
        return self._store

    @property
    def saving(self) -> bool:
        return self.learner is not None and self.store() is not None and self._reason is None

    @property
    def problem(self) -> str | None:
        """Why progress is not being saved (one sentence, current language), or None while it is."""
        if self.learner is None:  # the store is opened only for a known learner
            return problem_text(self._reason if self._store is None and self._reason else "no-learner")
        if self.store() is None or self._reason:
            return problem_text(self._reason)
        return None

    # -- answers ----------------------------------------------------------------------------------------
    def record(self, item: str, correct: bool, answer: Any = None, seconds: float | None = None) -> bool:
        """Keep one answer; False (and :attr:`problem` says why) when it was not saved. Never raises."""
        try:
            learner = self.learner
            store = self.store() if learner is not None else None
            if learner is None or store is None:
                return False
            with self._lock:
                store.record(learner, item, correct, answer, seconds)
            self._reason = None
            return True
        except StoreError as exc:
            self._reason = exc.reason if exc.reason != "invalid" else "failed"
            return False
        except Exception:
            self._reason = "failed"
            return False

    def summary(self) -> dict[str, Any]:
        try:
            learner = self.learner
            store = self.store() if learner is not None else None
            return store.summary(learner) if learner and store else {}
        except Exception:
            return {}

    def mastery(self, skill_id: str) -> float:
        skill = self.summary().get("skills", {}).get(skill_id, {})
        value = skill.get("mastery", 0.0)
        return float(value) if isinstance(value, int | float) else 0.0

    # -- lesson questions -------------------------------------------------------------------------------
    def new_question(self) -> int:
        """A number for the next question of this lesson page (1, 2, ... in the order they are made)."""
        with self._lock:
            self._quizzes += 1
            return self._quizzes

    def question_item(self, n: int) -> str | None:
        lesson = self.lesson
        return f"quiz:{lesson}#{n}" if lesson else None

    def answer_question(self, n: int, correct: bool, answer: Any = None, seconds: float | None = None) -> bool:
        """Record the answer to question ``n``; once every question of the page was answered right, the lesson
        is recorded as finished (``lesson:<lesson>`` with answer ``"finished"``, correct when every question
        was right at its first try on this page)."""
        item = self.question_item(n)
        if item is None:
            if self.learner is not None:
                self._reason = "no-lesson"
            return False
        self._first.setdefault(n, bool(correct))
        saved = self.record(item, correct, answer, seconds)
        if correct:
            self._solved.add(n)
            if saved and not self._finished and len(self._solved) >= self._quizzes:
                every_first = all(self._first.get(k, False) for k in range(1, self._quizzes + 1))
                self._finished = self.record(f"lesson:{self.lesson}", every_first, "finished")
        return saved

    def hand_played(self) -> bool:
        """A whole hand was played on this page (a play-a-hand lesson's own task): the lesson is recorded as
        finished, as when its last question is answered right (correct when every question answered on this
        page so far was right at the first try). Once per page; False when not saved."""
        if self._finished:
            return False
        lesson = self.lesson
        if lesson is None or lesson.startswith("practice/"):
            return False
        self._finished = self.record(f"lesson:{lesson}", all(self._first.values()), "finished")
        return self._finished

    def reset_questions(self) -> None:
        """For tests: forget the page's question count."""
        self._quizzes, self._solved, self._first, self._finished = 0, set(), {}, False


_here: Session | None = None
_here_lock = threading.Lock()


def here() -> Session:
    """This kernel's session (made once); never raises."""
    global _here
    with _here_lock:
        if _here is None:
            _here = Session()
        return _here


def _reset_here(session: Session | None = None) -> None:
    """For tests: replace (or drop) this process's session."""
    global _here
    _here = session
