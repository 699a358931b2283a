"""The teacher's view of the class (issue 23): today's plan, each learner's results in it, each question's answers.

Everything here is read from the progress store (``tutor.progress``: ``store.learners()``,
``store.answers_for(prefix)``, ``store.summary(learner)``) and from one small file in the data folder,
``class.json``, that holds the class's state: the plan the teacher assigned for today (lessons and skills) and
the time the class started (answers before it belong to an earlier class: "reset" moves it, "archive" first
writes the class's results beside it)::

    from tutor import classview
    classview.todays_plan()        # {"lessons": [...], "skills": [...], "since": ISO time or None}
    classview.assign(["spades/01-the-deal-and-the-bid"], ["spades.follow"])
    b = classview.board(store)     # rows per learner, columns per lesson and skill, stats per question
    classview.results_csv(b)       # what /class/results.csv sends

Lessons are the language-free lesson ids the store uses (``spades/01-the-deal-and-the-bid``); a learner's
landing page shows "today's class" first from :func:`todays_plan` (:func:`todays_plan_html` draws it).

>>> _lesson_label("spades/01-the-deal-and-the-bid")
'Spades 01 · the deal and the bid'
>>> question_label("quiz:bridge/05-doubles-overtricks-undertricks#3")
'Bridge 05 · question 3'
>>> csv_cell("=HYPERLINK(1)"), csv_cell("Ann")
("'=HYPERLINK(1)", 'Ann')
"""

from __future__ import annotations

import csv
import datetime as dt
import html
import io
import json
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .. import catalog
from ..cards import is_count, shown_text
from ..errors import TutorError
from ..i18n import domain

t, tn = domain("tutor")

def named(value: object, limit: int = 80) -> str:
    """A refused id as a message names it: plain text (no Python quotes), its control characters escaped so the
    message stays one line, at most ``limit`` characters.

    >>> named("spades/00"), named("a\\nb"), len(named("x" * 200))
    ('spades/00', 'a\\\\nb', 81)
    """
    return shown_text(value if isinstance(value, str) else str(value), limit)


#: a lesson id: a game folder and a numbered lesson name
LESSON_ID = re.compile(r"^[a-z0-9]+/\d\d-[a-z0-9-]+$")
#: a skill id: game.skill
SKILL_ID = re.compile(r"^[a-z0-9]+\.[a-z0-9_.-]+$")
STATE_FILE = "class.json"


class ClassError(TutorError):
    """A class-view request that cannot be done (a bad plan, an unreadable class file), in plain words."""


def data_dir() -> Path:
    """The app's data folder (the progress store's: ``TUTOR_DATA``, else ``~/.local/share/trick-tutor``)."""
    try:
        from ..progress import data_dir as progress_dir

        return Path(progress_dir())
    except ImportError:  # the progress package not installed: the same rule, here
        given = os.environ.get("TUTOR_DATA")
        if given:
            return Path(given).expanduser()
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        return Path(base) / "trick-tutor"


def class_dir() -> Path:
    """Where the class file lives: ``TUTOR_CLASS_DIR`` (on a hub, a folder the class service and every learner's
    server share), else the data folder."""
    given = os.environ.get("TUTOR_CLASS_DIR")
    return Path(given).expanduser() if given else data_dir()


def _state_path(folder: Path | None) -> Path:
    return (folder or class_dir()) / STATE_FILE


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def read_state(folder: Path | None = None) -> dict[str, Any]:
    """The class file: ``{"lessons", "skills", "since", "archives", "teachers"}`` (an empty class when there is
    none; ``teachers``: the learner ids of the browsers that opened the class view, whose pages are the teacher's
    projector, not a learner's).

    A file that is not the class file's JSON raises :class:`ClassError` naming the problem (nothing is changed).
    """
    path = _state_path(folder)
    empty: dict[str, Any] = {"lessons": [], "skills": [], "since": None, "archives": [], "teachers": []}
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return empty
    except OSError as e:
        raise ClassError(t("the class file {path} cannot be read: {reason}", path=str(path),
                           reason=e.strerror)) from None
    try:
        raw = json.loads(text)
    except ValueError:
        raise ClassError(t("the class file {path} is damaged (not JSON): assign today's plan again to replace it",
                           path=str(path))) from None
    if not isinstance(raw, dict):
        raise ClassError(t("the class file {path} is damaged: assign today's plan again to replace it",
                           path=str(path)))
    out = dict(empty)
    out["lessons"] = [x for x in raw.get("lessons", []) if isinstance(x, str) and LESSON_ID.match(x)]
    out["skills"] = [x for x in raw.get("skills", []) if isinstance(x, str) and SKILL_ID.match(x)]
    since = raw.get("since")
    out["since"] = since if isinstance(since, str) and _parse_time(since) is not None else None
    out["archives"] = [x for x in raw.get("archives", []) if isinstance(x, dict)]
    out["teachers"] = [x for x in raw.get("teachers", []) if isinstance(x, str) and 0 < len(x) <= 120][-TEACHERS:]
    return out


#: how many of the teacher's browsers the class file remembers
TEACHERS = 8


def mark_teacher(learner: str | None, folder: Path | None = None) -> None:
    """Remember that ``learner`` (a browser's learner id) opened the class view: its pages are the teacher's own
    (the projector), left out of the board's learners. Never raises: a damaged class file is left as it is."""
    if not learner:
        return
    try:
        state = read_state(folder)
    except ClassError:
        return
    if learner in state["teachers"]:
        return
    state["teachers"] = [*state["teachers"], learner][-TEACHERS:]
    try:
        _write_state(state, folder)
    except OSError:
        pass


def class_start(since: str | None, now: dt.datetime | None = None) -> dt.datetime:
    """When the class began, for the board: the last reset (or first plan), but never before the start of today
    (local time): a class is one day's, so yesterday's learners on this computer are not today's class.

    >>> class_start("2026-03-02T10:00:00+00:00", dt.datetime(2026, 3, 2, 14, tzinfo=dt.UTC)).hour
    10
    """
    now = now or _now()
    midnight = now.astimezone().replace(hour=0, minute=0, second=0, microsecond=0).astimezone(dt.UTC)
    given = _parse_time(since) if since else None
    return max(given, midnight) if given else midnight


def _write_state(state: dict[str, Any], folder: Path | None) -> None:
    path = _state_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(state, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)  # whole or not at all: a reader never sees half a file


def todays_plan(folder: Path | None = None) -> dict[str, Any]:
    """Today's class for the landing page: ``{"lessons": [lesson ids], "skills": [skill ids], "since"}``.

    Never raises: a damaged class file gives an empty plan (the class view says what is wrong)."""
    try:
        state = read_state(folder)
    except ClassError:
        return {"lessons": [], "skills": [], "since": None}
    return {"lessons": list(state["lessons"]), "skills": list(state["skills"]), "since": state["since"]}


def assign(lessons: Iterable[str], skills: Iterable[str] = (), *, folder: Path | None = None,
           known_lessons: Iterable[str] | None = None, known_skills: Iterable[str] | None = None) -> dict[str, Any]:
    """Set today's plan (the lessons and skills the class works on). Each id is checked (and against the known
    ones when given); a bad one raises :class:`ClassError` naming it and the plan stays as it was."""
    lessons, skills = _unique(lessons), _unique(skills)
    known_l = set(known_lessons) if known_lessons is not None else None
    known_s = set(known_skills) if known_skills is not None else None
    for x in lessons:
        if not LESSON_ID.match(x) or (known_l is not None and x not in known_l):
            raise ClassError(t("there is no lesson “{lesson}”: pick lessons from the list", lesson=named(x)))
    for x in skills:
        if not SKILL_ID.match(x) or (known_s is not None and x not in known_s):
            raise ClassError(t("there is no skill “{skill}”: pick skills from the list", skill=named(x)))
    try:
        state = read_state(folder)
    except ClassError:  # a damaged class file: today's plan replaces it
        state = {"lessons": [], "skills": [], "since": None, "archives": []}
    state["lessons"], state["skills"] = lessons, skills
    if state["since"] is None:
        state["since"] = _now().isoformat()
    _write_state(state, folder)
    return todays_plan(folder)


def reset(folder: Path | None = None, *, plan: bool = False) -> dict[str, Any]:
    """Start a new class: answers from now on count (earlier ones stay in each learner's own record); with
    ``plan`` the plan is cleared too."""
    try:
        state = read_state(folder)
    except ClassError:  # a damaged file: start again from nothing
        state = {"lessons": [], "skills": [], "since": None, "archives": []}
    state["since"] = _now().isoformat()
    if plan:
        state["lessons"], state["skills"] = [], []
    _write_state(state, folder)
    return todays_plan(folder)


def archive(store: Any, folder: Path | None = None) -> Path:
    """Keep this class's results (``classes/<time>.csv`` in the data folder, with its plan), then start a new class
    (:func:`reset`). Returns the CSV's path."""
    state = read_state(folder)
    b = board(store, folder=folder)
    stamp = _now().strftime("%Y-%m-%dT%H-%M-%S")
    out = (folder or class_dir()) / "classes" / f"{stamp}.csv"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(results_csv(b), encoding="utf-8")
    state["archives"] = [*state["archives"], {"file": out.name, "since": state["since"], "until": _now().isoformat(),
                                              "lessons": state["lessons"], "skills": state["skills"]}]
    _write_state(state, folder)
    reset(folder)
    return out


def _unique(ids: Iterable[str]) -> list[str]:
    out: list[str] = []
    for x in ids:
        x = str(x).strip()
        if x and x not in out:
            out.append(x)
    return out


def _parse_time(text: str) -> dt.datetime | None:
    try:
        when = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=dt.UTC)


def _lesson_label(lesson: str) -> str:
    game, _, name = lesson.partition("/")
    if game == "practice":  # a practice page: practice/<game>
        return f"{catalog.title('practice')} · {catalog.title(name)}"
    number, _, words = name.partition("-")
    return f"{catalog.title(game)} {number} · {words.replace('-', ' ')}"


def _skill_label(skill: str) -> str:
    """A skill's title with its game's name in the current language ("Gong Zhu · Who wins the trick")."""
    from ..i18n import current
    from ..render.landing import skill_label

    return skill_label(skill, current())


def question_label(item: str) -> str:
    """``quiz:spades/01-x#3`` as the class view names it: ``Spades 01 · question 3``."""
    lesson, _, n = item[len("quiz:"):].rpartition("#")
    game, _, name = lesson.partition("/")
    return str(t("{game} {number} · question {n}", game=catalog.title(game), number=name[:2], n=n))


def board(store: Any, plan: dict[str, Any] | None = None, *, folder: Path | None = None,
          titles: dict[str, str] | None = None) -> dict[str, Any]:
    """The class view's data (what ``/class/data.json`` sends, every name as plain text for the page to show as text):

    - ``columns``: ``[{"id", "kind" ("lesson" | "skill"), "title"}]`` — today's plan;
    - ``rows``: one per learner who opened a page or answered since the class started (:func:`class_start`), the
      teacher's own browsers left out: ``{"learner", "name", "answers" (questions and drills answered; opening a
      page is not an answer), "page" (the lesson or practice page opened last, its id), "page_title", "cells":
      {column id: {"finished", "questions", "first_try_right", "answers", "right", "mastery"}}}``;
    - ``questions``: one per question answered: ``{"item", "title", "lesson", "answered", "first_try_right",
      "choices": [{"answer", "right", "count"}]}`` (each learner's first answer counted; the right choice marked);
    - ``answers``: how many answers count; ``since``: when the class started.
    """
    plan = plan if plan is not None else todays_plan(folder)
    since = class_start(plan.get("since"))
    try:
        teachers = set(read_state(folder)["teachers"])
    except ClassError:
        teachers = set()
    titles = titles or {}
    names = {x["id"]: x.get("name") for x in store.learners()}
    answers = [a for a in store.answers_for("") if (_parse_time(a["time"]) or since) >= since
               and a["learner"] not in teachers]
    columns = [{"id": x, "kind": "lesson", "title": titles.get(x) or _lesson_label(x)} for x in plan["lessons"]]
    columns += [{"id": x, "kind": "skill", "title": titles.get(x) or _skill_label(x)} for x in plan["skills"]]
    per: dict[str, dict[str, Any]] = {}
    firsts: dict[tuple[str, str], dict[str, Any]] = {}
    for a in answers:
        who, item = a["learner"], a["item"]
        name = names.get(who) or (who[len("hub:"):] if who.startswith("hub:") else _anonymous(who))  # a hub user
        row = per.setdefault(who, {"learner": who, "name": name, "answers": 0, "page": None, "page_title": None,
                                   "cells": {}})
        kind = item.split(":", 1)[0]
        if kind in ("quiz", "drill"):  # an answer; a page opened or finished is not one
            row["answers"] += 1
        elif a.get("answer") == "opened":  # where the learner is now: the page opened last
            row["page"] = item[len("lesson:"):]
            row["page_title"] = titles.get(row["page"]) or _lesson_label(row["page"])
        first = (who, item) not in firsts
        if first:
            firsts[(who, item)] = a
        if kind == "lesson":
            cell = _cell(row, item[len("lesson:"):])
            if a.get("answer") == "finished":
                cell["finished"] = True
        elif kind == "quiz":
            cell = _cell(row, item[len("quiz:"):].rsplit("#", 1)[0])
            if first:
                cell["questions"] += 1
                cell["first_try_right"] += int(bool(a["correct"]))
        elif kind == "drill":
            cell = _cell(row, item.split(":", 2)[1])
            cell["answers"] += 1
            cell["right"] += int(bool(a["correct"]))
            if first:
                cell["first_try_right"] += int(bool(a["correct"]))
    skills = set(plan["skills"])
    for who, row in per.items():
        mastery: dict[str, Any] = {}
        if skills & set(row["cells"]):
            try:
                mastery = store.summary(who).get("skills", {})
            except TutorError:
                mastery = {}
        for key, cell in row["cells"].items():
            if key in mastery:
                cell["mastery"] = round(float(mastery[key].get("mastery", 0.0)), 2)
            elif cell["questions"]:
                cell["mastery"] = round(cell["first_try_right"] / cell["questions"], 2)
            elif cell["answers"]:
                cell["mastery"] = round(cell["right"] / cell["answers"], 2)
    questions: dict[str, dict[str, Any]] = {}
    rights: dict[str, set[str]] = {}
    for a in answers:  # the right choice of each question: any answer recorded as right
        if a["item"].startswith("quiz:") and a["correct"] and a.get("answer") is not None:
            rights.setdefault(a["item"], set()).add(str(a["answer"]))
    for (_who, item), a in firsts.items():
        if not item.startswith("quiz:"):
            continue
        q = questions.setdefault(item, {"item": item, "title": question_label(item),
                                        "lesson": item[len("quiz:"):].rsplit("#", 1)[0], "answered": 0,
                                        "first_try_right": 0, "choices": {}})
        q["answered"] += 1
        q["first_try_right"] += int(bool(a["correct"]))
        said = str(a.get("answer")) if a.get("answer") is not None else "?"
        q["choices"][said] = q["choices"].get(said, 0) + 1
    out_q = []
    for item in sorted(questions, key=_question_order):
        q = questions[item]
        right = rights.get(item, set())
        for said in right:
            q["choices"].setdefault(said, 0)
        q["choices"] = [{"answer": k, "right": k in right, "count": v}
                        for k, v in sorted(q["choices"].items(), key=lambda kv: (kv[0] not in right, -kv[1], kv[0]))]
        out_q.append(q)
    rows = sorted(per.values(), key=lambda r: (str(r["name"]).casefold(), r["learner"]))
    return {"columns": columns, "rows": rows, "questions": out_q, "answers": len(answers), "since": plan.get("since"),
            "learners": len(rows)}


def _question_order(item: str) -> tuple[str, int]:
    lesson, _, n = item.rpartition("#")
    return lesson, int(n) if is_count(n) else 0


def _cell(row: dict[str, Any], key: str) -> dict[str, Any]:
    return row["cells"].setdefault(key, {"finished": False, "questions": 0, "first_try_right": 0, "answers": 0,
                                         "right": 0, "mastery": 0.0})


def _anonymous(learner: str) -> str:
    """A learner who gave no name: a short, stable label from the id (never the id itself: it is their key)."""
    import hashlib

    return str(t("learner {code}", code=hashlib.sha256(learner.encode()).hexdigest()[:4]))


def csv_cell(value: Any) -> str:
    """A value for a spreadsheet: text that a spreadsheet would run as a formula starts with a quote."""
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def results_csv(b: dict[str, Any]) -> str:
    """The class's results as CSV: a row per learner; per lesson of the plan: finished, first-try right (of the
    questions answered), mastery; per skill: drill answers, right, mastery. Headers name each column by its title
    (the page's language when the board was made with titles); mastery is a percentage, as the page shows it."""
    finished, first, questions, mastery = t("finished"), t("first try right"), t("questions"), t("mastery")
    drills, right = t("drill answers"), t("right")
    head: list[str] = [str(t("learner")), str(t("answers"))]
    for c in b["columns"]:  # each column by its title, as the page shows it (the id only when it has none)
        name = str(c.get("title") or c["id"])
        if c["kind"] == "lesson":
            head += [f"{name}: {finished}", f"{name}: {first}", f"{name}: {questions}", f"{name}: {mastery} %"]
        else:
            head += [f"{name}: {drills}", f"{name}: {right}", f"{name}: {mastery} %"]
    buf = io.StringIO()
    out = csv.writer(buf, lineterminator="\r\n")
    out.writerow(head)
    for r in b["rows"]:
        line: list[Any] = [csv_cell(r["name"]), r["answers"]]
        for c in b["columns"]:
            cell = r["cells"].get(c["id"]) or _cell({"cells": {}}, c["id"])
            if c["kind"] == "lesson":
                line += [int(cell["finished"]), cell["first_try_right"], cell["questions"],
                         round(100 * float(cell["mastery"]))]
            else:
                line += [cell["answers"], cell["right"], round(100 * float(cell["mastery"]))]
        out.writerow(line)
    return buf.getvalue()


def todays_plan_html(plan: dict[str, Any], link: Any = None, titles: dict[str, str] | None = None) -> str:
    """The landing page's "today's class" box (CSS class ``tt-today``), first on the page; empty when no plan.
    ``link(lesson_id)`` gives a lesson's address (default: the English lesson page)."""
    lessons: Sequence[str] = plan.get("lessons") or []
    skills: Sequence[str] = plan.get("skills") or []
    if not lessons and not skills:
        return ""
    titles = titles or {}
    esc = html.escape
    href = link or (lambda x: f"voila/render/en/{x}.ipynb")
    items = [f"<li><a href='{esc(str(href(x)))}'>{esc(titles.get(x) or _lesson_label(x))}</a></li>" for x in lessons]
    items += [f"<li>{esc(str(practise))}</li>" for x in skills
              if (practise := t("practise: {skill}", skill=titles.get(x) or x))]
    heading = esc(str(t("Today's class")))
    return (f"<section class='tt-today' aria-labelledby='tt-today-h'><h2 id='tt-today-h'>{heading}</h2>"
            f"<ol>{''.join(items)}</ol></section>")
