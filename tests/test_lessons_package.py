"""``tutor.lessons``: what the lessons' code cells import (``from tutor.lessons.<game> import *``)."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from tutor import i18n

MODULES = ["basics", "bidding", "bridge", "glossary", "gongzhu", "spades", "wang27"]
SOURCE = Path(__file__).resolve().parents[1] / "lessons" / "source"


@pytest.mark.parametrize("name", MODULES)
def test_every_exported_name_exists(name):
    module = importlib.import_module(f"tutor.lessons.{name}")
    missing = [n for n in module.__all__ if not hasattr(module, n)]
    assert not missing and len(set(module.__all__)) == len(module.__all__)


def test_every_set_up_a_source_imports_exists():
    """Each ``from tutor.lessons.<x> import *`` in a source names a module of the package."""
    pattern = re.compile(r"from tutor\.lessons\.(\w+) import \*")
    found = {m for p in SOURCE.rglob("*.md") for m in pattern.findall(p.read_text(encoding="utf-8"))}
    assert found and found <= set(MODULES), found - set(MODULES)


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_spades_who_wins_explains_in_the_page_language(lang):
    from tutor.lessons.spades import trick, who_wins

    with i18n.language(lang):
        q = who_wins(trick("N", "HK HA S2 H3"), "?")
        assert q.options[q.answer] == str(i18n.domain("tutor")[0]("South"))
        q.choose(0)
        want = {"en": "North played ♥K, which loses to South's ♠2.", "zh": "北家出的♥K比不过南家的♠2。",
                "zh-hant": "北家出的♥K比不過南家的♠2。"}[lang]
        assert want in q.feedback


#: What a lesson's code cell may not hold: the logic of a lesson lives in ``tutor.lessons`` (typed, tested).
LOGIC = {"FunctionDef": "a function", "AsyncFunctionDef": "a function", "ClassDef": "a class", "Lambda": "a lambda",
         "For": "a loop", "While": "a loop"}


def test_no_lesson_cell_holds_code_of_its_own():
    """A cell calls helpers: the Spades glossary defined a function to score a nil, Spades 02 bid in a loop, and
    Spades 05 and 27 Wang 06 worked out a quiz's answer in a lambda; those are tutor.lessons' helpers now."""
    import ast
    import sys

    sys.path.insert(0, str(SOURCE.parents[1] / "tools"))
    import build_lessons

    found = []
    for path in sorted(SOURCE.rglob("*.md")):
        for n, cell in enumerate(build_lessons.read_source(path.read_text(encoding="utf-8"))[2]):
            if cell.cell_type == "code":
                found += [f"{path.relative_to(SOURCE)} cell {n}: {LOGIC[type(node).__name__]}"
                          for node in ast.walk(ast.parse(cell.source)) if type(node).__name__ in LOGIC]
    assert not found, found


DOC = SOURCE.parents[1] / "docs" / "writing-lessons.md"
GAMES = ["basics", "bridge", "gongzhu", "spades", "wang27"]


def _doc_lines() -> list[tuple[str, str]]:
    """The helper table of docs/writing-lessons.md: (what the page shows, the line), placeholders filled."""
    rows = re.findall(r"^\s*\| (.+?) \| `(.+?)`[^|`]* \|$", DOC.read_text(encoding="utf-8"), re.M)
    return [(what, code.replace("<game>", "g").replace("<record>", "r")) for what, code in rows]


def _called(code: str) -> set[str]:
    """The names a line calls, or calls a method of (``replay`` in ``replay.load(...)``)."""
    import ast

    out = set()
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call):
            func = node.func.value if isinstance(node.func, ast.Attribute) else node.func
            if isinstance(func, ast.Name):
                out.add(func.id)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_helpers_the_guide_lists_are_in_every_games_set_up(game):
    """docs/writing-lessons.md tells a teacher "start with ``from tutor.lessons.<game> import *``" and lists the lines
    used most: each works after that import in every game (a bridge lesson had no ``parse_cards`` for the hand line,
    a Spades one no ``replay`` for the replay line); a line marked for one game, in that game."""
    module = importlib.import_module(f"tutor.lessons.{game}")
    lines = _doc_lines()
    assert len(lines) >= 5, lines
    missing = {code: sorted(_called(code) - set(module.__all__)) for what, code in lines
               if not re.search(r"\((Spades|Gong Zhu|bridge|27 Wang|basics)\)", what) or game in what.lower()}
    assert not {k: v for k, v in missing.items() if v}


def test_the_guides_example_lesson_builds_and_runs(tmp_path, monkeypatch):
    """The lesson the guide shows, as a teacher would copy it into a file: it builds (one language is enough for a
    first draft) and every code cell runs."""
    import sys

    sys.path.insert(0, str(SOURCE.parents[1] / "tools"))
    import build_lessons

    example = re.search(r"^````markdown\n(.*?)^````$", DOC.read_text(encoding="utf-8"), re.S | re.M)
    assert example, "no example lesson in the guide"
    monkeypatch.setattr(build_lessons, "ROOT", tmp_path)
    monkeypatch.setattr(build_lessons, "SOURCE", tmp_path / "source")
    path = tmp_path / "source" / "en" / "teach" / "03-the-lowest-trump.md"
    path.parent.mkdir(parents=True)
    path.write_text(example.group(1), encoding="utf-8")
    assert build_lessons.main(["teach/03-the-lowest-trump"]) == 0
    nb = json.loads((tmp_path / "en" / "teach" / "03-the-lowest-trump.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 3 and nb["metadata"]["tutor"]["title"] == "The lowest trump · 最小的将牌"
    before = i18n.current()
    try:
        scope: dict = {}
        for source in code:
            exec(compile(source, "cell", "exec"), scope)
        quiz = eval(code[-1], scope)
        assert quiz.options[quiz.answer] == "South"
    finally:
        i18n.set_language(before)
