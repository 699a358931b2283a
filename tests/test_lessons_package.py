"""``tutor.lessons``: what the lessons' code cells import (``from tutor.lessons.<game> import *``)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from tutor import i18n

MODULES = ["basics", "bridge", "glossary", "gongzhu", "spades", "wang27"]
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
