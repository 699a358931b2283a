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
