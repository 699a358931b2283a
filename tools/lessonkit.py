"""The parts every built lesson shares (``tools/build_lessons.py`` builds the notebooks from their MyST
sources ``lessons/source/<lang>/<game>/NN-topic.md``):

- a first code cell that sets the kernel's language (``tutor.i18n``), so engine text follows the page;
- a navigation line at the top and the bottom: "lesson n of m", previous and next, the lesson in the other
  languages, and the library;
- the ``tutor`` metadata the landing page reads and stable cell ids;
- :func:`differences`, what ``make lesson-check`` reports between a built and a committed notebook
  (cell kinds and sources, the ``tutor`` metadata and the kernel; outputs and cell ids are left out).
"""

from __future__ import annotations

import difflib

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from tutor import catalog

LANGS = ("en", "zh", "zh-hant")
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}

#: The library of each language, relative to a lesson page ``<prefix>/voila/render/<lang>/<game>/<name>``:
#: English is the landing page ``<prefix>/``, 简体中文 ``<prefix>/voila/tree/zh``, 繁體中文
#: ``<prefix>/voila/tree/zh-hant`` (``tutor.render.landing``).
HOME = {"en": "../../../../", "zh": "../../../tree/zh", "zh-hant": "../../../tree/zh-hant"}


def _short(title: str) -> str:
    """The title a neighbour link shows: the title in the page's language, without its English gloss
    (whole: "单张 · 对子 · 拖拉机", never cut at its first "·")."""
    parts = title.split(" · ")
    if len(parts) > 1 and not any("\u3400" <= ch <= "\u9fff" for ch in parts[-1]):
        parts = parts[:-1]  # "二七王两分钟入门 · 27 Wang in two minutes": the gloss goes
    if len(parts) > 1 and not any("\u3400" <= ch <= "\u9fff" for ch in parts[0]) \
            and any("\u3400" <= ch <= "\u9fff" for ch in parts[-1]):
        parts = parts[:1]  # "What is a trick? · 什么是一墩牌？": the Chinese gloss goes on an English page
    return " · ".join(parts)


#: The games with a practice page (``tools/practice_pages.py``): a lesson's navigation links to it.
PRACTICE_GAMES = catalog.names(practice=True)


def _skill_query(game: str, name: str) -> str:
    """``?skill=<id>`` for the first skill that practises this lesson (the practice page opens on it), or
    nothing when no skill follows the lesson (the page then takes every skill of the game in turn)."""
    from tutor import practice

    found = practice.skills_for_lesson(f"{game}/{name}")
    return f"?skill={found[0].id}" if found else ""


def navigation(game: str, names: list[str], titles: dict[str, str], name: str, lang: str,
               langs: tuple[str, ...]) -> str:
    """The navigation line of one lesson (relative links: they work under any server prefix); its words come
    from the catalogs (:mod:`tutor.lessons.navigation`), in ``lang``."""
    from tutor import i18n
    from tutor.lessons import navigation as words

    i = names.index(name)
    with i18n.language(lang):
        parts = [f"**{words.lesson_of(i + 1, len(names))}**"]
        if i > 0:
            parts.append(f"[{words.previous_title(_short(titles[names[i - 1]]))}]({names[i - 1]}.ipynb)")
        if i + 1 < len(names):
            parts.append(f"[{words.next_title(_short(titles[names[i + 1]]))}]({names[i + 1]}.ipynb)")
        else:
            parts.append(str(words.last_lesson()))
        for other in langs:
            if other != lang:
                parts.append(f"[{words.NAMES[other]}](../../{other}/{game}/{name}.ipynb)")
        if game in PRACTICE_GAMES:
            parts.append(f"[{words.practise_this()}](../practice/{game}.ipynb{_skill_query(game, name)})")
        parts.append(f"[{words.all_lessons()}]({HOME[lang]})")
    return '<nav class="tt-nav">\n\n' + " · ".join(parts) + "\n\n</nav>"


def notebook(title: str, summary: str, cells: list[nbformat.NotebookNode], lang: str = "en",
             nav: str | None = None) -> nbformat.NotebookNode:
    """A lesson notebook with the ``tutor`` metadata the landing page reads and stable cell ids
    (``cell-00``, ``cell-01``...), so rebuilding an unchanged lesson changes nothing."""
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


def differences(built: nbformat.NotebookNode, committed: nbformat.NotebookNode) -> list[str]:
    """What differs between a built and a committed notebook: metadata, cell kinds and sources."""
    out = []
    for key in ("tutor", "kernelspec"):
        if built.metadata.get(key) != committed.metadata.get(key):
            out.append(f"metadata.{key}: built {built.metadata.get(key)!r} != committed "
                       f"{committed.metadata.get(key)!r}")
    ours, theirs = built.cells, committed.cells
    if len(ours) != len(theirs):
        out.append(f"{len(ours)} cells built, {len(theirs)} committed")
    # align the two cell lists first, so one inserted cell shows as one insertion, not as every later cell
    keys = [[(c.cell_type, c.source) for c in cells] for cells in (ours, theirs)]
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, *keys, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for i, j in zip(range(i1, i1 + paired), range(j1, j1 + paired), strict=True):
            a, b = ours[i], theirs[j]
            where = f"cell {i}" if i == j else f"built cell {i} / committed cell {j}"
            if a.cell_type != b.cell_type:
                out.append(f"{where}: built {a.cell_type}, committed {b.cell_type}")
            if a.source != b.source:
                diff = difflib.unified_diff(b.source.splitlines(), a.source.splitlines(), lineterm="", n=1)
                out.append(f"{where} source (- committed, + built):\n    " + "\n    ".join(list(diff)[2:]))
        for i in range(i1 + paired, i2):
            out.append(f"cell {i} only built: {ours[i].source[:80]!r}")
        for j in range(j1 + paired, j2):
            out.append(f"cell {j} only committed: {theirs[j].source[:80]!r}")
    return out
