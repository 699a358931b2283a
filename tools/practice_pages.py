#!/usr/bin/env python
"""Build the practice pages ``lessons/<lang>/practice/<game>.ipynb`` (en, zh and zh-hant: the 繁體中文 page is
the 简体中文 one converted by ``tools/hant.py``, like the lessons), one per game: a
``Practice`` widget over the game's skills (``tutor.practice``), and the list of skills with the lesson
each one follows. The lessons' "practise this" link (``tools/lessonkit.py``) leads here.

    .venv/bin/python tools/practice_pages.py            # (re)write the pages that changed, unexecuted
    .venv/bin/python tools/practice_pages.py --check    # compare with the committed pages, write nothing
    .venv/bin/python tools/execute_lessons.py lessons/*/practice/*.ipynb   # then execute them
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402
import lessonkit  # noqa: E402

from tutor import practice  # noqa: E402
from tutor.i18n import language  # noqa: E402
from tutor.lessons.navigation import NAMES  # noqa: E402
from tutor.render.landing import GAMES, GAMES_ZH_HANT, lesson_info  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent / "lessons"
WORDS = {
    "en": {"title": "Practice: {game} · 练习：{zh}",
           "summary": "Exercises made fresh by the engine for every skill of {game}",
           "intro": "Each exercise is dealt at random and judged by the rules engine: pick an answer, and the "
                    "reason comes at once. **Next exercise** deals a new one; as you get them right the "
                    "exercises grow harder. Choose one skill from the menu, or practise them all in turn.",
           "skills": "The skills", "skill": "Skill", "asks": "What it asks", "follows": "The lesson",
           "nav": "Practice", "library": "All lessons"},
    "zh": {"title": "练习：{game} · Practice: {zh}", "summary": "牌局引擎为{game}的每一项技能随时出新题",
           "intro": "每道题都是随机发的牌，由规则引擎判定：选一个答案，马上告诉你为什么。"
                    "**下一题**会再发一道新题；答对得越多，题目越难。可以在菜单里选一项技能，也可以轮流练习全部技能。",
           "skills": "技能", "skill": "技能", "asks": "练什么", "follows": "对应课程", "nav": "练习",
           "library": "全部课程"},
}
WORDS["zh-hant"] = {key: hant.convert(text) for key, text in WORDS["zh"].items()}


def game_title(game: str, lang: str) -> str:
    """The game's name in ``lang`` (``zh``, ``zh-hant``) or English."""
    for folder, title, zh, _ in GAMES:
        if folder == game:
            return GAMES_ZH_HANT[folder][0] if lang == "zh-hant" else zh if lang == "zh" else title
    raise KeyError(game)


def page(game: str, lang: str) -> nbformat.NotebookNode:
    words = WORDS[lang]
    name = game_title(game, lang)
    other = game_title(game, "zh" if lang == "en" else "en")
    home = lessonkit.HOME[lang]
    others = [f"[{NAMES[o]}](../../{o}/practice/{game}.ipynb)"
              for o in lessonkit.LANGS if o != lang]
    nav = ('<nav class="tt-nav">\n\n' + " · ".join([f"**{words['nav']}**", *others, f"[{words['library']}]({home})"])
           + "\n\n</nav>")
    with language(lang):
        rows = [f"| {words['skill']} | {words['asks']} | {words['follows']} |", "|---|---|---|"]
        for sk in practice.skills(game):
            lesson = ROOT / lang / f"{sk.lesson}.ipynb"
            # the lesson's heading in this page's language (its first part: "叫牌 · The auction" -> "叫牌")
            title = lesson_info(lesson)["title"].split(" · ")[0] if lesson.exists() else sk.lesson
            # each link alone in its cell: a link inside a sentence would be told apart by colour only
            rows.append(f"| **{sk.title}** | {sk.summary} | [{title}](../{sk.lesson}.ipynb) |")
    cells = [
        new_markdown_cell(f"# {words['title'].format(game=name, zh=other)}\n\n{words['intro']}"),
        new_code_cell(f'from tutor.widgets import Practice\nPractice("{game}")'),
        new_markdown_cell(f"## {words['skills']}\n\n" + "\n".join(rows)),
    ]
    return lessonkit.notebook(words["title"].format(game=name, zh=other), words["summary"].format(game=name), cells,
                              lang, nav)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the practice pages lessons/<lang>/practice/<game>.ipynb.")
    parser.add_argument("--check", action="store_true", help="compare with the committed pages and write nothing")
    args = parser.parse_args(argv)
    found = 0
    for lang in lessonkit.LANGS:
        for game in practice.GAMES:
            path = ROOT / lang / "practice" / f"{game}.ipynb"
            nb = page(game, lang)
            if args.check:
                diffs = ["not committed"] if not path.exists() else \
                    lessonkit.differences(nb, nbformat.read(path, as_version=4))
                if diffs:
                    found += 1
                    print(f"{path.relative_to(ROOT.parent)}:\n  " + "\n  ".join(diffs))
            elif path.exists() and not lessonkit.differences(nb, nbformat.read(path, as_version=4)):
                print("unchanged", path.relative_to(ROOT.parent))  # its executed outputs are kept
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
                print("wrote", path.relative_to(ROOT.parent))
    if args.check:
        print(f"practice: {found} page(s) differ from the generator" if found else
              "practice: every page matches the generator")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
