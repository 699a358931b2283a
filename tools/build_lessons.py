#!/usr/bin/env python
"""Build the lesson notebooks from their MyST Markdown sources, check that they are up to date, and that the
languages of each lesson stay in step.

Sources: ``lessons/source/<lang>/<game>/NN-topic.md`` (Jupytext's ``md:myst``: prose in Markdown, each
interactive piece a ``{code-cell}``; the title and one-line summary in the front matter), for ``en`` and
``zh``. The 繁體中文 edition is built from the 简体中文 source with OpenCC (``tools/hant.py``), unless a
hand-written ``lessons/source/zh-hant/<game>/NN-topic.md`` exists: that one wins. Each built notebook
``lessons/<lang>/<game>/NN-topic.ipynb`` gets a language cell and two navigation lines
(``tools/lessonkit.py``). The practice pages ``lessons/source/<lang>/practice/<game>.md`` are built the same
way, with their own navigation line and their ``{practice-skills}`` table (``tools/practice_pages.py``)::

    .venv/bin/python tools/build_lessons.py                  # write the notebooks whose cells changed
    .venv/bin/python tools/build_lessons.py --execute        # ... and execute those (tools/execute_lessons.py)
    .venv/bin/python tools/build_lessons.py --all --execute  # rebuild and execute every lesson (make lessons)
    .venv/bin/python tools/build_lessons.py wang27/02-combinations   # only the lessons named
    .venv/bin/python tools/build_lessons.py practice/bridge          # a practice page
    .venv/bin/python tools/build_lessons.py --check          # make lesson-check: write nothing, exit 1 when
                                                             # a notebook is out of date or languages differ

``--check`` compares cell kinds and sources, the ``tutor`` metadata and the kernel (outputs are execution's),
and that every lesson's sources in every language have the same cells in the same order with the same code,
the text inside string literals aside (:func:`code_shape`).
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

import nbformat

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS))
import hant  # noqa: E402
import lessonkit  # noqa: E402
import practice_pages  # noqa: E402

ROOT = TOOLS.parent / "lessons"
SOURCE = ROOT / "source"
#: The languages written by hand, and the one built from 简体中文 unless written by hand too.
WRITTEN = ("en", "zh")
LANGS = lessonkit.LANGS
FRONT = "jupytext:\n  text_representation:\n    extension: .md\n    format_name: myst\n"


def source_path(lang: str, game: str, name: str) -> Path:
    return SOURCE / lang / game / f"{name}.md"


def to_source(title: str, summary: str, cells: Iterable[nbformat.NotebookNode]) -> str:
    """A lesson's MyST source: front matter (title, summary), then the cells.

    >>> from nbformat.v4 import new_code_cell, new_markdown_cell
    >>> print(to_source("A · 甲", "one", [new_markdown_cell("# A"), new_code_cell("1 + 1")]))
    ---
    jupytext:
      text_representation:
        extension: .md
        format_name: myst
    kernelspec:
      display_name: Python 3
      language: python
      name: python3
    tutor:
      title: "A · \u7532"
      summary: "one"
    ---
    <BLANKLINE>
    # A
    <BLANKLINE>
    ```{code-cell}
    1 + 1
    ```
    <BLANKLINE>
    """
    import jupytext

    nb = nbformat.v4.new_notebook(cells=list(cells))
    nb.metadata["jupytext"] = {"notebook_metadata_filter": "-all", "cell_metadata_filter": "-all"}
    body = jupytext.writes(nb, fmt="md:myst")
    kernel = "".join(f"  {k}: {v}\n" for k, v in sorted(lessonkit.KERNELSPEC.items()))
    head = (f"---\n{FRONT}kernelspec:\n{kernel}tutor:\n  title: {json.dumps(title, ensure_ascii=False)}\n"
            f"  summary: {json.dumps(summary, ensure_ascii=False)}\n---\n\n")
    return head + body


def read_source(text: str) -> tuple[str, str, list[nbformat.NotebookNode]]:
    """``(title, summary, cells)`` of a MyST source."""
    import jupytext

    nb = jupytext.reads(text, fmt="md:myst")
    meta = nb.metadata.get("tutor", {})
    if not meta.get("title") or not meta.get("summary"):
        raise ValueError("the front matter needs tutor: title: and summary:")
    cells = [nbformat.v4.new_code_cell(c.source) if c.cell_type == "code" else nbformat.v4.new_markdown_cell(c.source)
             for c in nb.cells]
    return str(meta["title"]), str(meta["summary"]), cells


def source_text(lang: str, game: str, name: str) -> tuple[str, bool]:
    """The source of a lesson in ``lang`` and whether it is written by hand (繁體中文: else converted, with the
    words of its game: a practice page's game is its name)."""
    path = source_path(lang, game, name)
    if path.exists():
        return path.read_text(encoding="utf-8"), True
    if lang == "zh-hant":
        return hant.convert(source_path("zh", game, name).read_text(encoding="utf-8"), hant_words(game, name)), False
    raise FileNotFoundError(path)


def hant_words(game: str, name: str) -> str:
    """Whose card words the 繁體中文 conversion of lesson ``name`` in folder ``game`` uses (``hant.GAME_TERMS``):
    its game's; a practice page's game is its name.

    >>> hant_words("bridge", "03-bidding"), hant_words("practice", "gongzhu")
    ('bridge', 'gongzhu')
    """
    return name if game == practice_pages.FOLDER else game


def lesson_heading(lang: str, lesson: str) -> str:
    """The heading of lesson ``<game>/<NN-topic>`` in ``lang``, from its source (the built notebook's heading)."""
    from tutor.render.landing import heading

    game, name = lesson.split("/", 1)
    try:
        _, _, cells = read_source(source_text(lang, game, name)[0])
    except FileNotFoundError:
        raise ValueError(f"a practice page names the lesson {lesson}, which has no source in {lang}") from None
    return heading({"cells": cells}) or lesson


def games() -> dict[str, list[str]]:
    """``{game: [lesson name, ...]}`` of every game with an English or Chinese source."""
    out: dict[str, set[str]] = {}
    for lang in WRITTEN:
        for path in sorted((SOURCE / lang).glob("*/*.md")):
            out.setdefault(path.parent.name, set()).add(path.stem)
    return {game: sorted(names) for game, names in sorted(out.items())}


def build_game(game: str, names: list[str]) -> dict[tuple[str, str], nbformat.NotebookNode]:
    """``{(lang, name): notebook}`` of every lesson of ``game`` in every language (unexecuted, in memory)."""
    def has(lang: str, name: str) -> bool:  # 繁體中文: converted from 简体中文 when not written by hand
        return source_path(lang, game, name).exists() or (lang == "zh-hant" and source_path("zh", game, name).exists())

    parsed = {(lang, n): read_source(source_text(lang, game, n)[0]) for lang in LANGS for n in names if has(lang, n)}
    out = {}
    if game == practice_pages.FOLDER:  # one page per game, not a sequence of lessons
        for (lang, n), (title, summary, cells) in parsed.items():
            cells = [nbformat.v4.new_markdown_cell(practice_pages.expand(
                c.source, n, lang, lambda lesson, lang=lang: lesson_heading(lang, lesson)))  # type: ignore[misc]
                if c.cell_type == "markdown" else c for c in cells]
            nav = practice_pages.navigation(n, lang, tuple(x for x in LANGS if has(x, n)))
            out[lang, n] = lessonkit.notebook(title, summary, cells, lang, nav)
        return out
    for lang in LANGS:
        mine = [n for n in names if (lang, n) in parsed]  # a lesson not (yet) written in a language is left out
        titles = {n: parsed[lang, n][0] for n in mine}
        for n in mine:
            title, summary, cells = parsed[lang, n]
            nav = lessonkit.navigation(game, mine, titles, n, lang, tuple(x for x in LANGS if has(x, n)))
            out[lang, n] = lessonkit.notebook(title, summary, cells, lang, nav)
    return out


def notebook_path(lang: str, game: str, name: str) -> Path:
    return ROOT / lang / game / f"{name}.ipynb"


def _code_shape(node: ast.AST) -> object:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return "str"
    if isinstance(node, ast.JoinedStr):  # an f-string: the same values shown, the words around them aside
        return ("f", sorted(ast.dump(v.value) for v in node.values if isinstance(v, ast.FormattedValue)))
    if isinstance(node, ast.AST):
        return (type(node).__name__, [_code_shape(getattr(node, f)) for f in node._fields
                                      if f not in ("ctx", "type_comment", "kind")])
    if isinstance(node, list):
        return [_code_shape(n) for n in node]
    return node


def code_shape(source: str) -> object:
    """What must be the same in every language of a code cell: the code, with the text inside its strings
    left out (``Quiz("Who wins?")`` and ``Quiz("谁赢？")`` agree; a different call, argument or value does not).

    >>> code_shape('Quiz("Who wins?", ["N", "S"])') == code_shape('Quiz("谁赢？", ["北", "南"])')
    True
    >>> code_shape('say(f"{n} tricks")') == code_shape('say(f"一共{n}墩")'), code_shape("f(1)") == code_shape("f(2)")
    (True, False)
    """
    return _code_shape(ast.parse(source))


def out_of_step(game: str, name: str) -> list[str]:
    """How the written sources of one lesson differ in their cells (kinds, order, code) across languages."""
    found = []
    langs = [lang for lang in LANGS if source_path(lang, game, name).exists()]
    if set(WRITTEN) - set(langs):
        found.append(f"no source in {', '.join(sorted(set(WRITTEN) - set(langs)))}")
    shapes = {}
    for lang in langs:
        _, _, cells = read_source(source_path(lang, game, name).read_text(encoding="utf-8"))
        shapes[lang] = [(c.cell_type, code_shape(c.source) if c.cell_type == "code" else None) for c in cells]
    if not langs:
        return found
    first = langs[0]
    for lang in langs[1:]:
        a, b = shapes[first], shapes[lang]
        if len(a) != len(b):
            found.append(f"{first} has {len(a)} cells, {lang} {len(b)}")
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x[0] != y[0]:
                found.append(f"cell {i}: {x[0]} in {first}, {y[0]} in {lang}")
                break
            if x != y:
                found.append(f"cell {i}: the code differs between {first} and {lang} (beyond the text of its strings)")
    return found


def check(wanted: set[str] | None = None) -> dict[str, list[str]]:
    """``{lang/game/name: [problem, ...]}``: notebooks out of date with their sources, sources out of step,
    notebooks without a source."""
    found: dict[str, list[str]] = {}
    for game, names in games().items():
        for name in names:
            if wanted and f"{game}/{name}" not in wanted:
                continue
            if steps := out_of_step(game, name):
                found[f"source/{game}/{name}"] = steps
        for (lang, name), nb in build_game(game, names).items():
            if wanted and f"{game}/{name}" not in wanted:
                continue
            path = notebook_path(lang, game, name)
            if not path.exists():
                found[f"{lang}/{game}/{name}"] = ["built from its source, but not committed"]
            elif diffs := lessonkit.differences(nb, nbformat.read(path, as_version=4)):
                found[f"{lang}/{game}/{name}"] = diffs
    if not wanted:
        sources = games()
        for lang in LANGS:
            for path in sorted((ROOT / lang).glob("*/*.ipynb")):
                if path.stem not in sources.get(path.parent.name, []):
                    found[f"{lang}/{path.parent.name}/{path.stem}"] = ["committed, but no source builds it"]
    return found


def write(wanted: set[str] | None = None, everything: bool = False) -> list[Path]:
    """Write the built notebooks whose cells or metadata changed (``everything``: all); the paths written."""
    paths = []
    for game, names in games().items():
        for (lang, name), nb in build_game(game, names).items():
            if wanted and f"{game}/{name}" not in wanted:
                continue
            path = notebook_path(lang, game, name)
            if not everything and path.exists() and not lessonkit.differences(nb, nbformat.read(path, as_version=4)):
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
            paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="lessons as <game>/<NN-topic> (default: every lesson)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything is out of date")
    parser.add_argument("--all", action="store_true", help="rewrite every notebook, changed or not")
    parser.add_argument("--execute", action="store_true", help="execute the notebooks written")
    args = parser.parse_args(argv)
    known = {f"{g}/{n}" for g, ns in games().items() for n in ns}
    if unknown := [n for n in args.names if n not in known]:
        parser.error(f"unknown lesson(s) {', '.join(unknown)}; lessons are named <game>/<NN-topic>")
    wanted = set(args.names) or None
    if args.check:
        found = check(wanted)
        for key, problems in found.items():
            print(f"{key}:")
            for p in problems:
                print("  " + p)
        print(f"{len(found)} lesson(s) out of date or out of step" if found
              else "every lesson matches its source, in every language")
        return 1 if found else 0
    paths = write(wanted, args.all)
    for path in paths:
        print("built", path.relative_to(ROOT.parent))
    if not paths:
        print("every notebook is up to date with its source")
    elif args.execute:
        return subprocess.call([sys.executable, str(TOOLS / "execute_lessons.py"), *map(str, paths)])
    else:
        print("now execute them: .venv/bin/python tools/execute_lessons.py " + " ".join(
            str(p.relative_to(ROOT.parent)) for p in paths))
    return 0


if __name__ == "__main__":
    sys.exit(main())
