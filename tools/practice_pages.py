#!/usr/bin/env python
"""The practice pages ``lessons/<lang>/practice/<game>.ipynb``, one per game: a ``Practice`` widget over the
game's skills (``tutor.practice``) and the list of skills with the lesson each one follows. The lessons'
"practise this" link (``tools/lessonkit.py``) leads here.

They are written like the lessons, as MyST Markdown, ``lessons/source/<lang>/practice/<game>.md`` (``en`` and
``zh``; 繁體中文 converted from 简体中文 by ``tools/hant.py`` with the game's words, unless written by hand in
``lessons/source/zh-hant/practice/``), and ``tools/build_lessons.py`` builds them with the lessons. A teacher
edits the text; the list of skills is the directive ::

    ```{practice-skills}
    :skill: Skill
    :asks: What it asks
    :lesson: The lesson
    ```

which the build replaces with a table (the options are its column headings): each skill of the game by the
engine's title and summary in the page's language, and a link to its lesson, named by the lesson's heading.
The navigation line names the page, links it in the other languages and to the library.

    .venv/bin/python tools/practice_pages.py            # build the practice pages that changed (unexecuted)
    .venv/bin/python tools/practice_pages.py --check    # write nothing; exit 1 when one is out of date
    .venv/bin/python tools/execute_lessons.py lessons/*/practice/*.ipynb   # then execute them

(the same as ``tools/build_lessons.py [--check] practice/<game> ...``).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS))
import lessonkit  # noqa: E402

#: The folder of the practice pages, beside the games' folders.
FOLDER = "practice"
#: The directive that becomes the table of skills, and the options it takes (the table's column headings).
_DIRECTIVE = re.compile(r"^```\{practice-skills\}[ \t]*\n(?P<body>.*?)^```[ \t]*$", re.M | re.S)
_OPTION = re.compile(r"^:(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")
COLUMNS = ("skill", "asks", "lesson")


def columns(body: str) -> tuple[str, str, str]:
    """The column headings a ``{practice-skills}`` directive names.

    >>> columns(":skill: 技能\\n:asks: 练什么\\n:lesson: 对应课程\\n")
    ('技能', '练什么', '对应课程')
    >>> columns(":skill: Skill\\n:asks: What\\n")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: the {practice-skills} directive needs the options ... missing: :lesson:
    """
    found: dict[str, str] = {}
    for line in body.splitlines():
        if not line.strip():
            continue
        m = _OPTION.match(line)
        if not m or m["key"] not in COLUMNS:
            raise ValueError(f"the {{practice-skills}} directive takes only the options :skill:, :asks: and "
                             f":lesson: (the column headings), not {line.strip()!r}")
        found[m["key"]] = m["value"]
    if missing := [k for k in COLUMNS if not found.get(k)]:
        raise ValueError("the {practice-skills} directive needs the options :skill:, :asks: and :lesson: "
                         "(the column headings); missing: " + ", ".join(f":{k}:" for k in missing))
    return found["skill"], found["asks"], found["lesson"]


def skills_table(game: str, lang: str, heads: tuple[str, str, str], lesson_title: Callable[[str], str]) -> str:
    """The Markdown table of ``game``'s skills in ``lang``: title and summary from the engine, the lesson each
    follows named by ``lesson_title("<game>/<NN-topic>")`` (its heading in this language)."""
    from tutor import practice
    from tutor.i18n import language

    rows = [f"| {heads[0]} | {heads[1]} | {heads[2]} |", "|---|---|---|"]
    with language(lang):
        for sk in practice.skills(game):
            # the lesson's heading in this page's language, without its gloss ("The auction · 叫牌" -> "The auction")
            title = lesson_title(sk.lesson).split(" · ")[0]
            # each link alone in its cell: a link inside a sentence would be told apart by colour only
            rows.append(f"| **{sk.title}** | {sk.summary} | [{title}](../{sk.lesson}.ipynb) |")
    return "\n".join(rows)


def expand(markdown: str, game: str, lang: str, lesson_title: Callable[[str], str]) -> str:
    """A markdown cell with its ``{practice-skills}`` directive replaced by the table of skills."""
    return _DIRECTIVE.sub(lambda m: skills_table(game, lang, columns(m["body"]), lesson_title), markdown)


def has_skills(markdown: str) -> bool:
    return bool(_DIRECTIVE.search(markdown))


def navigation(game: str, lang: str, langs: tuple[str, ...]) -> str:
    """The navigation line of a practice page: its name, the page in the other languages, the library (words
    from the catalogs: the landing page's "Practice", the lessons' "All lessons")."""
    from tutor import i18n
    from tutor.lessons import navigation as words
    from tutor.render.landing import progress_words

    with i18n.language(lang):
        parts = [f"**{progress_words(lang)['practice']}**"]
        parts += [f"[{words.NAMES[o]}](../../{o}/{FOLDER}/{game}.ipynb)" for o in langs if o != lang]
        parts.append(f"[{words.all_lessons()}]({lessonkit.HOME[lang]})")
    return '<nav class="tt-nav">\n\n' + " · ".join(parts) + "\n\n</nav>"


def main(argv: list[str] | None = None) -> int:
    import argparse

    import build_lessons

    parser = argparse.ArgumentParser(description="Build the practice pages lessons/<lang>/practice/<game>.ipynb "
                                                 "from their sources (tools/build_lessons.py does the same).")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a page is out of date")
    args = parser.parse_args(argv)
    pages = [f"{FOLDER}/{name}" for name in build_lessons.games().get(FOLDER, [])]
    if not pages:
        print(f"no practice page sources in {build_lessons.SOURCE}/<lang>/{FOLDER}/")
        return 1
    return build_lessons.main(["--check", *pages] if args.check else pages)


if __name__ == "__main__":
    raise SystemExit(main())
