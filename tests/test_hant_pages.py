"""A 繁體中文 lesson is its 简体中文 twin in other characters: the same cells in the same order, the same kinds of
output in each cell, and each code cell the conversion (``tools/hant.py``) of its twin's, with the page's
language named. This is why the browser suite runs axe-core, the phone width and zoom on every 简体中文 lesson
but on a 繁體中文 one only for the first lesson of each game (``tests/browser/pages.py``,
``gets_the_structure_checks``): what those checks look at, the twin has. The browser opens only those first
繁體中文 lessons too (``pages.opened_in_the_browser``); the others get the page checks without a browser
(``tests/test_chinese_offline.py``: navigation, and the text of every widget once the cells have run); nbval
runs each one and compares its outputs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.browser import pages

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402
import hant  # noqa: E402

LESSONS = ROOT / "lessons"
TWINS = sorted(p.relative_to(LESSONS / "zh-hant") for p in (LESSONS / "zh-hant").glob("*/*.ipynb"))


def shape(nb: dict) -> list[tuple[str, list[object]]]:
    """Each cell's kind and, per output, its kind or the sorted kinds of data it holds."""
    return [(c["cell_type"], [sorted(o.get("data", {})) or o["output_type"] for o in c.get("outputs", [])])
            for c in nb["cells"]]


def test_every_zh_lesson_has_its_traditional_twin_and_back():
    simplified = sorted(p.relative_to(LESSONS / "zh") for p in (LESSONS / "zh").glob("*/*.ipynb"))
    assert simplified == TWINS and len(TWINS) >= 50


@pytest.mark.parametrize("path", TWINS, ids=str)
def test_a_traditional_lesson_has_its_twins_cells_outputs_and_code(path):
    zh = json.loads((LESSONS / "zh" / path).read_text(encoding="utf-8"))
    tw = json.loads((LESSONS / "zh-hant" / path).read_text(encoding="utf-8"))
    assert shape(tw) == shape(zh), f"{path}: the 繁體中文 lesson's cells or outputs differ from its 简体中文 twin's"
    words = build_lessons.hant_words(path.parts[0], path.stem)  # the game words the build converted with
    for i, (a, b) in enumerate(zip(zh["cells"], tw["cells"], strict=True)):
        if a["cell_type"] == "code":
            want = hant.convert("".join(a["source"]), words).replace('set_language("zh")', 'set_language("zh-hant")')
            assert "".join(b["source"]) == want, f"{path}, cell {i}: not the conversion of its twin's code"


def test_the_structure_checks_fall_on_every_lesson_but_the_traditional_ones_past_each_games_first():
    every = pages.lessons_on_disk()
    assert all(pages.gets_the_structure_checks(p) for p in every if not p.startswith("zh-hant/"))
    folders = sorted({p.split("/")[1] for p in every if p.startswith("zh-hant/")})
    firsts = [f"zh-hant/{f}/{min(q.name for q in (LESSONS / 'zh-hant' / f).glob('*.ipynb'))}" for f in folders]
    assert sorted(p for p in every if p.startswith("zh-hant/") and pages.gets_the_structure_checks(p)) == firsts
