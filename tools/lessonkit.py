"""Notebook-building helpers shared by the lesson generators ``tools/lessons_<game>.py``.

A generator defines ``LESSONS = {"NN-topic": (title, summary, [cells])}`` with :func:`md`, :func:`code`
and :func:`quiz`, then ends with ``raise SystemExit(lessonkit.main(OUT, LESSONS))``, which gives it the
same command line as every other generator::

    .venv/bin/python tools/lessons_spades.py            # (re)write every lesson of the game, unexecuted
    .venv/bin/python tools/lessons_spades.py 03-scoring-contracts-and-bags   # only the lessons named
    .venv/bin/python tools/lessons_spades.py --check    # compare with the committed notebooks, write nothing

Written notebooks must then be executed (``tools/execute_lessons.py``) before they are committed.
``--check`` compares each cell's type and source and the notebook's ``tutor`` metadata and kernel (outputs
and cell ids are left out: execution writes those), prints the differences and exits 1 if there are any.
"""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Iterable
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

#: Lessons of one game: ``{"NN-topic": (title, summary, cells)}``.
Lessons = dict[str, tuple[str, str, list]]
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}


def md(text: str) -> nbformat.NotebookNode:
    """A markdown cell; the surrounding blank lines of a triple-quoted string are dropped."""
    return new_markdown_cell(text.strip())


def code(text: str) -> nbformat.NotebookNode:
    """A code cell (one line where possible: code is hidden in the app)."""
    return new_code_cell(text.strip())


class X(str):
    """Code evaluated in the notebook (an engine call), written into a :func:`quiz` as it is, not quoted."""


def _lit(value: str) -> str:
    return str(value) if isinstance(value, X) else repr(value)


def quiz(question: str, options: list[str], answer: str, explanation: str,
         feedback: dict[str, str] | None = None) -> nbformat.NotebookNode:
    """A ``Quiz(...)`` code cell, one argument a line; ``explanation`` and feedback values may be :class:`X`.

    >>> print(quiz("2 + 2?", ["3", "4"], "4", X("f'{2 + 2}'"), {"3": "Count again."}).source)
    Quiz('2 + 2?',
         ['3', '4'],
         '4',
         f'{2 + 2}',
         feedback={'3': 'Count again.'})
    """
    fb = "{" + ", ".join(f"{k!r}: {_lit(v)}" for k, v in (feedback or {}).items()) + "}"
    return code(f"Quiz({question!r},\n     {options!r},\n     {answer!r},\n     {_lit(explanation)},\n"
                f"     feedback={fb})")


def notebook(title: str, summary: str, cells: list) -> nbformat.NotebookNode:
    """A lesson notebook with the ``tutor`` metadata the landing page reads and stable cell ids
    (``cell-00``, ``cell-01``...), so regenerating an unchanged lesson changes nothing."""
    nb = new_notebook(cells=cells)
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"
    nb.metadata["tutor"] = {"title": title, "summary": summary}
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def build(lessons: Lessons) -> dict[str, nbformat.NotebookNode]:
    """Every lesson as an (unexecuted) notebook, in memory."""
    return {name: notebook(title, summary, cells) for name, (title, summary, cells) in lessons.items()}


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


def check(out_dir: Path, lessons: Lessons, names: Iterable[str] | None = None) -> dict[str, list[str]]:
    """``{lesson: [difference, ...]}`` for every lesson that differs from its committed notebook
    (a lesson with no notebook, or a committed notebook the generator does not make, also differs)."""
    built = build(lessons)
    wanted = list(names) if names else sorted(set(built) | {p.stem for p in out_dir.glob("*.ipynb")})
    found: dict[str, list[str]] = {}
    for name in wanted:
        path = out_dir / f"{name}.ipynb"
        if name not in built:
            found[name] = ["committed, but the generator does not make it"]
        elif not path.exists():
            found[name] = ["made by the generator, but not committed"]
        elif diffs := differences(built[name], nbformat.read(path, as_version=4)):
            found[name] = diffs
    return found


def write(out_dir: Path, lessons: Lessons, names: Iterable[str] | None = None) -> list[Path]:
    """Write the lessons (all, or those named) as unexecuted notebooks; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, nb in build(lessons).items():
        if names and name not in names:
            continue
        path = out_dir / f"{name}.ipynb"
        path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def main(out_dir: Path, lessons: Lessons, argv: list[str] | None = None) -> int:
    """The command line of every lesson generator (see the module docstring)."""
    parser = argparse.ArgumentParser(description=f"Build the lesson notebooks in {out_dir}.")
    parser.add_argument("names", nargs="*", help="lessons to build (default: all), e.g. 00-two-minutes")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed notebooks (sources and metadata) and write nothing")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in lessons]
    if unknown:
        parser.error(f"unknown lesson(s) {', '.join(unknown)}; known: {', '.join(lessons)}")
    if args.check:
        found = check(out_dir, lessons, args.names)
        for name, diffs in found.items():
            print(f"{out_dir.name}/{name}.ipynb:")
            for d in diffs:
                print("  " + d)
        print(f"{out_dir.name}: {len(found)} lesson(s) differ from the generator" if found
              else f"{out_dir.name}: every lesson matches the generator")
        return 1 if found else 0
    for path in write(out_dir, lessons, args.names):
        print("wrote", path)
    print(f"now execute them: .venv/bin/python tools/execute_lessons.py lessons/{out_dir.name}/*.ipynb")
    return 0
