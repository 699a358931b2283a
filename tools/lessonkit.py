"""Notebook-building helpers shared by the lesson generators ``tools/lessons_<game>.py``.

One source holds both languages of a lesson, so they cannot drift. A generator defines
``LESSONS = {"NN-topic": (title, summary, [cells])}`` with :func:`md`, :func:`code` and :func:`quiz`, where
any text may be a :class:`B` (``B(english, chinese)``; ``md(english, chinese)`` for short), and ends with
``raise SystemExit(lessonkit.main("<game>", LESSONS))``. That writes ``lessons/en/<game>/NN-topic.ipynb``
and ``lessons/zh/<game>/NN-topic.ipynb`` (the game's ``LANGS``), each with:

- a first code cell that sets the kernel's language (``tutor.i18n``), so engine text follows the page;
- a navigation line at the top and the bottom: "lesson n of m", previous and next, the other language,
  "practise this" (the game's practice page) and the library.

Every generator has the same command line::

    .venv/bin/python tools/lessons_spades.py            # (re)write every lesson of the game, unexecuted
    .venv/bin/python tools/lessons_spades.py 03-scoring-contracts-and-bags   # only the lessons named
    .venv/bin/python tools/lessons_spades.py --check    # compare with the committed notebooks, write nothing

Written notebooks must then be executed (``tools/execute_lessons.py``) before they are committed.
``--check`` compares each cell's type and source and the notebook's ``tutor`` metadata and kernel (outputs
and cell ids are left out: execution writes those), prints the differences and exits 1 if there are any.
Records a lesson reads sit in ``lessons/data/<game>/``: from a lesson that is ``../../data/<game>/...``.
"""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parent.parent / "lessons"
LANGS = ("en", "zh")
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}


@dataclass(frozen=True)
class B:
    """One text in both languages: ``B("Who wins?", "谁赢？")``."""

    en: str
    zh: str

    def __str__(self) -> str:  # a generator that forgets to pick a language gets a loud marker, not silence
        return f"<B {self.en!r}>"


def pick(value: Any, lang: str) -> Any:
    """``value`` in ``lang``: every :class:`B` inside it (strings, lists, tuples, dicts) chosen."""
    if isinstance(value, B):
        return getattr(value, lang)
    if isinstance(value, X):
        return value
    if isinstance(value, list | tuple):
        return type(value)(pick(v, lang) for v in value)
    if isinstance(value, dict):
        return {pick(k, lang): pick(v, lang) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Cell:
    """A cell before its language is chosen: ``kind`` is ``markdown`` or ``code``; ``make(lang)`` the source."""

    kind: str
    text: Any

    def source(self, lang: str) -> str:
        text = self.text(lang) if callable(self.text) else pick(self.text, lang)
        return str(text).strip()

    def build(self, lang: str) -> nbformat.NotebookNode:
        return (new_markdown_cell if self.kind == "markdown" else new_code_cell)(self.source(lang))


#: Lessons of one game: ``{"NN-topic": (title, summary, cells)}``; title and summary may be :class:`B`.
Lessons = dict[str, tuple[Any, Any, list]]


def md(text: str | B, zh: str | None = None) -> Cell:
    """A markdown cell: ``md(english, chinese)`` or ``md(B(...))``; surrounding blank lines are dropped."""
    return Cell("markdown", B(text, zh) if zh is not None and isinstance(text, str) else text)


def code(text: str | B) -> Cell:
    """A code cell (one line where possible: code is hidden in the app); a :class:`B` when the code itself
    holds text for the learner."""
    return Cell("code", text)


class X(str):
    """Code evaluated in the notebook (an engine call), written into a :func:`quiz` as it is, not quoted."""


def _lit(value: Any) -> str:
    return str(value) if isinstance(value, X) else repr(value)


def quiz(question: str | B, options: list[Any], answer: Any, explanation: Any,
         feedback: dict[Any, Any] | None = None) -> Cell:
    """A ``Quiz(...)`` code cell, one argument a line; any text may be a :class:`B`, and any value (the
    answer and options too, so a right answer can come from an engine call) an :class:`X`.

    >>> print(quiz(B("2 + 2?", "2 + 2 等于几？"), ["3", "4"], "4", X("f'{2 + 2}'"), {"3": "Count again."})
    ...       .source("zh"))
    Quiz('2 + 2 等于几？',
         ['3', '4'],
         '4',
         f'{2 + 2}',
         feedback={'3': 'Count again.'})
    """

    def make(lang: str) -> str:
        q, opts, ans, expl, fb = pick((question, options, answer, explanation, feedback or {}), lang)
        fbs = "{" + ", ".join(f"{_lit(k)}: {_lit(v)}" for k, v in fb.items()) + "}"
        optss = "[" + ", ".join(_lit(o) for o in opts) + "]"
        return (f"Quiz({_lit(q)},\n     {optss},\n     {_lit(ans)},\n     {_lit(expl)},\n"
                f"     feedback={fbs})")

    return Cell("code", make)


NAV = {
    "en": {"of": "Lesson {n} of {m}", "prev": "← Previous: {title}", "next": "Next: {title} →",
           "other": "中文", "library": "All lessons", "last": "Last lesson of this game", "home": "../../../../",
           "practise": "Practise this →"},
    "zh": {"of": "第 {n} 课，共 {m} 课", "prev": "← 上一课：{title}", "next": "下一课：{title} →",
           "other": "English", "library": "全部课程", "last": "本游戏的最后一课", "home": "../../../tree/zh",
           "practise": "练一练 →"},
}
#: ``home``: the library of the language, relative to a lesson page ``<prefix>/voila/render/<lang>/<game>/<name>``:
#: English is the landing page ``<prefix>/``, Chinese ``<prefix>/voila/tree/zh`` (``tutor.render.landing``).
#: ``practise``: the link to the game's practice page ``lessons/<lang>/practice/<game>.ipynb`` (``tutor.practice``:
#: drills made by the engine for the skills the lessons teach).

#: The games with a practice page (``tools/practice_pages.py``).
PRACTICE_GAMES = ("basics", "spades", "gongzhu", "bridge", "wang27")


def _short(title: str) -> str:
    return title.split(" · ")[0]


def _skill_query(game: str, name: str) -> str:
    """``?skill=<id>`` for the first skill that practises this lesson (the practice page opens on it), or
    nothing when no skill follows the lesson (the page then takes every skill of the game in turn)."""
    from tutor import practice

    found = practice.skills_for_lesson(f"{game}/{name}")
    return f"?skill={found[0].id}" if found else ""


def navigation(game: str, names: list[str], titles: dict[str, str], name: str, lang: str,
               langs: tuple[str, ...]) -> str:
    """The navigation line of one lesson (relative links: they work under any server prefix)."""
    words = NAV[lang]
    i = names.index(name)
    parts = [f"**{words['of'].format(n=i + 1, m=len(names))}**"]
    if i > 0:
        parts.append(f"[{words['prev'].format(title=_short(titles[names[i - 1]]))}]({names[i - 1]}.ipynb)")
    if i + 1 < len(names):
        parts.append(f"[{words['next'].format(title=_short(titles[names[i + 1]]))}]({names[i + 1]}.ipynb)")
    else:
        parts.append(words["last"])
    for other in langs:
        if other != lang:
            parts.append(f"[{words['other']}](../../{other}/{game}/{name}.ipynb)")
    if game in PRACTICE_GAMES:
        parts.append(f"[{words['practise']}](../practice/{game}.ipynb{_skill_query(game, name)})")
    parts.append(f"[{words['library']}]({words['home']})")
    return '<nav class="tt-nav">\n\n' + " · ".join(parts) + "\n\n</nav>"


def notebook(title: str, summary: str, cells: list[nbformat.NotebookNode], lang: str = "en",
             nav: str | None = None) -> nbformat.NotebookNode:
    """A lesson notebook with the ``tutor`` metadata the landing page reads and stable cell ids
    (``cell-00``, ``cell-01``...), so regenerating an unchanged lesson changes nothing."""
    first = [new_code_cell(f'from tutor import i18n\ni18n.set_language("{lang}")')]
    if nav:
        first.append(new_markdown_cell(nav))
    nb = new_notebook(cells=first + list(cells) + ([new_markdown_cell(nav)] if nav else []))
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"
    nb.metadata["tutor"] = {"title": title, "summary": summary, "language": lang}
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def build(game: str, lessons: Lessons, lang: str = "en",
          langs: tuple[str, ...] = ("en",)) -> dict[str, nbformat.NotebookNode]:
    """Every lesson of ``game`` in ``lang`` as an (unexecuted) notebook, in memory."""
    names = list(lessons)
    titles = {n: str(pick(lessons[n][0], lang)) for n in names}
    out = {}
    for name, (_title, summary, cells) in lessons.items():
        built = [c.build(lang) if isinstance(c, Cell) else c for c in cells]
        out[name] = notebook(titles[name], str(pick(summary, lang)), built, lang,
                             navigation(game, names, titles, name, lang, langs))
    return out


def differences(built: nbformat.NotebookNode, committed: nbformat.NotebookNode) -> list[str]:
    """What differs between a built and a committed notebook: metadata, cell kinds and sources."""
    out = []
    for key in ("tutor", "kernelspec"):
        if built.metadata.get(key) != committed.metadata.get(key):
            out.append(f"metadata.{key}: generator {built.metadata.get(key)!r} != committed "
                       f"{committed.metadata.get(key)!r}")
    ours, theirs = built.cells, committed.cells
    if len(ours) != len(theirs):
        out.append(f"{len(ours)} cells from the generator, {len(theirs)} committed")
    # align the two cell lists first, so one inserted cell shows as one insertion, not as every later cell
    keys = [[(c.cell_type, c.source) for c in cells] for cells in (ours, theirs)]
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, *keys, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for i, j in zip(range(i1, i1 + paired), range(j1, j1 + paired), strict=True):
            a, b = ours[i], theirs[j]
            where = f"cell {i}" if i == j else f"generator cell {i} / committed cell {j}"
            if a.cell_type != b.cell_type:
                out.append(f"{where}: generator {a.cell_type}, committed {b.cell_type}")
            if a.source != b.source:
                diff = difflib.unified_diff(b.source.splitlines(), a.source.splitlines(), lineterm="", n=1)
                out.append(f"{where} source (- committed, + generator):\n    " + "\n    ".join(list(diff)[2:]))
        for i in range(i1 + paired, i2):
            out.append(f"cell {i} only in the generator: {ours[i].source[:80]!r}")
        for j in range(j1 + paired, j2):
            out.append(f"cell {j} only committed: {theirs[j].source[:80]!r}")
    return out


def check(game: str, lessons: Lessons, names: Iterable[str] | None = None,
          langs: tuple[str, ...] = ("en",)) -> dict[str, list[str]]:
    """``{lang/game/lesson: [difference, ...]}`` for every lesson that differs from its committed notebook
    (a lesson with no notebook, or a committed notebook the generator does not make, also differs)."""
    found: dict[str, list[str]] = {}
    for lang in LANGS:
        out_dir = ROOT / lang / game
        built = build(game, lessons, lang, langs) if lang in langs else {}
        wanted = list(names) if names else sorted(set(built) | {p.stem for p in out_dir.glob("*.ipynb")})
        for name in wanted:
            path = out_dir / f"{name}.ipynb"
            key = f"{lang}/{game}/{name}"
            if name not in built:
                if path.exists():
                    found[key] = ["committed, but the generator does not make it"]
            elif not path.exists():
                found[key] = ["made by the generator, but not committed"]
            elif diffs := differences(built[name], nbformat.read(path, as_version=4)):
                found[key] = diffs
    return found


def write(game: str, lessons: Lessons, names: Iterable[str] | None = None,
          langs: tuple[str, ...] = ("en",)) -> list[Path]:
    """Write the lessons (all, or those named) as unexecuted notebooks; returns the paths written."""
    paths = []
    for lang in langs:
        out_dir = ROOT / lang / game
        out_dir.mkdir(parents=True, exist_ok=True)
        for name, nb in build(game, lessons, lang, langs).items():
            if names and name not in names:
                continue
            path = out_dir / f"{name}.ipynb"
            path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
            paths.append(path)
    return paths


def main(game: str, lessons: Lessons, argv: list[str] | None = None, langs: tuple[str, ...] = LANGS) -> int:
    """The command line of every lesson generator (see the module docstring)."""
    parser = argparse.ArgumentParser(description=f"Build the {game} lesson notebooks in lessons/<lang>/{game}.")
    parser.add_argument("names", nargs="*", help="lessons to build (default: all), e.g. 00-two-minutes")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed notebooks (sources and metadata) and write nothing")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in lessons]
    if unknown:
        parser.error(f"unknown lesson(s) {', '.join(unknown)}; known: {', '.join(lessons)}")
    if args.check:
        found = check(game, lessons, args.names, langs)
        for name, diffs in found.items():
            print(f"{name}.ipynb:")
            for d in diffs:
                print("  " + d)
        print(f"{game}: {len(found)} lesson(s) differ from the generator" if found
              else f"{game}: every lesson matches the generator ({', '.join(langs)})")
        return 1 if found else 0
    paths = write(game, lessons, args.names, langs)
    for path in paths:
        print("wrote", path)
    print("now execute them: .venv/bin/python tools/execute_lessons.py "
          + " ".join(f"lessons/{lang}/{game}/*.ipynb" for lang in langs))
    return 0
