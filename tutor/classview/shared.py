"""The class's live question and "follow me" shared by several servers (a JupyterHub: the teachers' class service
and every learner's own server), through the class folder (``TUTOR_CLASS_DIR``, which already holds today's plan)
and the class's progress store (the database every learner's server writes to).

- :class:`FolderLive`: the question put to the class is a file (``live.json``: which question, open, revealed,
  when it was put); the answers are the learners' records in the store (the item's answers since it was put, the
  first per learner), so the teacher's service counts the answers every learner's server recorded::

    >>> import tempfile
    >>> from tutor import progress
    >>> folder = Path(tempfile.mkdtemp())
    >>> store = progress.open(f"sqlite:///{folder / 'p.sqlite'}")
    >>> teacher, learner = FolderLive(folder, lambda: store), FolderLive(folder, lambda: store)
    >>> q = teacher.start("basics.follow", seed=3)
    >>> right = learner.question.exercise().answer
    >>> learner.answer(q.id, "hub:ada", right)    # the learner's server: the first answer of hub:ada
    True
    >>> store.record("hub:ada", q.item, True, answer=str(q.exercise().choices[right]))  # (its handler records it)
    >>> learner.answer(q.id, "hub:ada", 1 - right), teacher.teacher_view()["answered"]
    (False, 1)
    >>> teacher.reveal().revealed, learner.learner_view("hub:ada")["right"] == right
    (True, True)

- :class:`FolderFollow`: where the teacher presenting is, per lesson (``follow.json``), a mapping the app's
  follow handlers use as they use their in-memory one.

A file is written whole (a new file renamed over the old) and read again only when it changed.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from collections.abc import Callable, Iterator, MutableMapping
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from ..errors import StoreError
from ..i18n import language
from . import class_dir
from .live import Live, Question
from .quizzes import LessonQuestion

LOG = logging.getLogger("tutor.classview")
LIVE_FILE, FOLLOW_FILE = "live.json", "follow.json"


def _write(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)  # whole or not at all: a reader never sees half a file


class _File:
    """A JSON file read again only when it changed (every learner's page asks every second)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._seen: tuple[int, int] | None = None
        self._data: Any = None

    def read(self) -> Any:
        try:
            st = self.path.stat()
        except OSError:
            self._seen, self._data = None, None
            return None
        key = (st.st_mtime_ns, st.st_size)
        if key != self._seen:
            try:
                self._data = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                LOG.warning("the class file %s cannot be read", self.path)
                self._data = None
            self._seen = key
        return self._data

    def write(self, data: Any) -> None:
        _write(self.path, data)
        self._seen = None


def _question(raw: Any) -> tuple[Question, dt.datetime] | None:
    if not isinstance(raw, dict):
        return None
    try:
        texts = {str(k): LessonQuestion(**{**v, "choices": tuple(v["choices"]), "feedback": tuple(v["feedback"])})
                 for k, v in (raw.get("texts") or {}).items()}
        q = Question(str(raw["id"]), str(raw["skill"]), int(raw["seed"]), int(raw["level"]), bool(raw["open"]),
                     bool(raw["revealed"]), {}, str(raw.get("lesson", "")), int(raw.get("n", 0)), texts,
                     dict(raw.get("titles") or {}), str(raw.get("rules") or ""))
        return q, dt.datetime.fromisoformat(str(raw["started"]))
    except (KeyError, TypeError, ValueError):
        LOG.warning("the class's live question file is damaged: no question is shown")
        return None


def choice_index(q: Question, text: Any) -> int | None:
    """Which choice a recorded answer is (a learner answers in their page's language)."""
    for lang in ("en", "zh", "zh-hant"):
        with language(lang):
            choices = [str(c) for c in q.exercise().choices]
        if text in choices:
            return choices.index(text)
    return None


class FolderLive(Live):
    """:class:`tutor.classview.live.Live` kept in the class folder, its answers in the progress store."""

    def __init__(self, folder: Path | None, store: Callable[[], Any]) -> None:
        self._folder = folder
        self._file = _File((folder or class_dir()) / LIVE_FILE)
        self._store = store

    def house_rules(self, game: str) -> dict[str, Any] | None:
        from .houserules import for_table

        return for_table(game, self._folder)

    def _read(self) -> tuple[Question, dt.datetime] | None:
        return _question(self._file.read())

    @property  # type: ignore[override]
    def question(self) -> Question | None:
        found = self._read()
        if found is None:
            return None
        q, started = found
        return replace(q, answers=self._answers(q, started))

    @question.setter
    def question(self, q: Question | None) -> None:
        if q is None:
            return
        before = self._read()
        started = before[1] if before and before[0].id == q.id else dt.datetime.now(dt.UTC)
        data = {k: v for k, v in asdict(q).items() if k not in ("answers", "texts")}
        data["texts"] = {k: asdict(v) for k, v in q.texts.items()}
        data["started"] = started.isoformat()
        self._file.write(data)

    def _answers(self, q: Question, started: dt.datetime) -> dict[str, int]:
        """Each learner's first answer to the question since it was put to the class."""
        store = self._store()
        if store is None:
            return {}
        try:
            rows = store.answers_for(q.item)
        except StoreError as exc:
            LOG.warning("the live question's answers cannot be read: %s", exc)
            return {}
        out: dict[str, int] = {}
        for a in rows:
            if a["item"] != q.item or a["learner"] in out or dt.datetime.fromisoformat(a["time"]) < started:
                continue
            i = choice_index(q, a["answer"])
            if i is not None:
                out[a["learner"]] = i
        return out


class FolderFollow(MutableMapping[str, dict[str, Any]]):
    """Where the teacher presenting is, per lesson, in the class folder:
    ``{lesson: {"on", "slide", "step", "seq"}}``."""

    def __init__(self, folder: Path | None = None) -> None:
        self._file = _File((folder or class_dir()) / FOLLOW_FILE)

    def _all(self) -> dict[str, dict[str, Any]]:
        data = self._file.read()
        return data if isinstance(data, dict) else {}

    def __getitem__(self, key: str) -> dict[str, Any]:
        return self._all()[key]

    def __setitem__(self, key: str, value: dict[str, Any]) -> None:
        self._file.write({**self._all(), key: value})

    def __delitem__(self, key: str) -> None:
        data = self._all()
        del data[key]
        self._file.write(data)

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())
