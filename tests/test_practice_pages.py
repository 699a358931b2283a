"""The practice pages are built from MyST sources like the lessons (``tools/build_lessons.py``,
``tools/practice_pages.py``): a teacher's edit to the text reaches the page, the table of skills is the
engine's, the 繁體中文 page is converted with the game's words, and ``make lesson-check`` finds a page out of
date with its source."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

import nbformat
import pytest

from tutor import i18n, practice

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))
import build_lessons  # noqa: E402
import practice_pages  # noqa: E402

LESSONS = TOOLS.parent / "lessons"
EN = """---
tutor:
  title: "Practice: Bridge · 练习：桥牌"
  summary: "Drills"
---

# Practice: Bridge · 练习：桥牌

Pick an answer.

```{code-cell}
from tutor.widgets import Practice
Practice("bridge")
```

## The skills

```{practice-skills}
:skill: Skill
:asks: What it asks
:lesson: The lesson
```
"""
ZH = (EN.replace("Practice: Bridge · 练习：桥牌", "练习：桥牌").replace("Drills", "桥牌练习：定约和明手")
      .replace("Pick an answer.", "选一个答案。").replace("The skills", "技能")
      .replace(":skill: Skill", ":skill: 技能").replace(":asks: What it asks", ":asks: 练什么")
      .replace(":lesson: The lesson", ":lesson: 对应课程"))


@pytest.fixture
def root(tmp_path, monkeypatch):
    """A lessons folder holding the bridge practice page and the real bridge lessons it links to."""
    monkeypatch.setattr(build_lessons, "ROOT", tmp_path)
    monkeypatch.setattr(build_lessons, "SOURCE", tmp_path / "source")
    for lang, text in (("en", EN), ("zh", ZH)):
        page = tmp_path / "source" / lang / "practice" / "bridge.md"
        page.parent.mkdir(parents=True)
        page.write_text(text, encoding="utf-8")
        lessons = tmp_path / "source" / lang / "bridge"
        lessons.mkdir()
        for src in (LESSONS / "source" / lang / "bridge").glob("*.md"):
            (lessons / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    return tmp_path


def test_doctests():
    assert doctest.testmod(practice_pages).failed == 0


def built(root: Path, lang: str) -> nbformat.NotebookNode:
    return nbformat.read(root / lang / "practice" / "bridge.ipynb", as_version=4)


def test_a_practice_page_is_built_from_its_source_with_the_engines_skills(root):
    assert build_lessons.main([]) == 0  # the page and the lessons it links to
    for lang in ("en", "zh", "zh-hant"):
        nb = built(root, lang)
        assert nb.cells[0].source == f'from tutor import i18n\ni18n.set_language("{lang}")'
        assert nb.cells[3].source == 'from tutor.widgets import Practice\nPractice("bridge")'
        table = nb.cells[4].source
        assert "{practice-skills}" not in table
        with i18n.language(lang):
            skills = practice.skills("bridge")
            for sk in skills:  # every skill, by the engine's words in the page's language, linked to its lesson
                assert f"| **{sk.title}** | {sk.summary} | [" in table
                assert f"](../{sk.lesson}.ipynb) |" in table
        assert table.count("\n| **") == len(skills)
        nav = nb.cells[1].source
        assert nav == nb.cells[-1].source and "tt-nav" in nav
    en, zh, hant = (built(root, lang) for lang in ("en", "zh", "zh-hant"))
    assert "| Skill | What it asks | The lesson |" in en.cells[4].source
    assert "[The auction](../bridge/02-the-auction.ipynb)" in en.cells[4].source  # the lesson's heading, no gloss
    assert "| 技能 | 练什么 | 对应课程 |" in zh.cells[4].source
    assert "[叫牌](../bridge/02-the-auction.ipynb)" in zh.cells[4].source
    assert "**Practice**" in en.cells[1].source and "[简体中文](../../zh/practice/bridge.ipynb)" in en.cells[1].source
    assert "**练习**" in zh.cells[1].source and "[全部课程](../../../tree/zh)" in zh.cells[1].source
    # 繁體中文: converted from 简体中文 with the bridge words (定约 → 合約, 明手 → 夢家)
    assert hant.metadata.tutor == {"title": "練習：橋牌", "summary": "橋牌練習：合約和夢家", "language": "zh-hant"}
    assert "| 技能 | 練什麼 | 對應課程 |" in hant.cells[4].source
    assert build_lessons.main(["--check"]) == 0


def test_a_teachers_edit_reaches_the_page_and_the_check_finds_it_first(root, capsys):
    assert build_lessons.main([]) == 0
    capsys.readouterr()
    source = root / "source" / "zh" / "practice" / "bridge.md"
    source.write_text(source.read_text(encoding="utf-8").replace("选一个答案。", "先想一想，再选一个答案。"),
                      encoding="utf-8")
    assert build_lessons.main(["--check"]) == 1
    out = capsys.readouterr().out
    assert "zh/practice/bridge:" in out and "zh-hant/practice/bridge:" in out and "en/practice/bridge:" not in out
    assert practice_pages.main(["--check"]) == 1  # the practice pages' own command says the same
    assert build_lessons.main([]) == 0
    assert "先想一想，再選一個答案。" in built(root, "zh-hant").cells[2].source
    assert build_lessons.main(["--check"]) == 0


def test_the_languages_of_a_practice_page_stay_in_step(root):
    source = root / "source" / "zh" / "practice" / "bridge.md"
    source.write_text(source.read_text(encoding="utf-8").replace('Practice("bridge")', 'Practice("bridge", level=2)'),
                      encoding="utf-8")
    assert build_lessons.out_of_step("practice", "bridge") == [
        "cell 1: the code differs between en and zh (beyond the text of its strings)"]


def test_a_directive_without_its_headings_is_refused_with_the_reason(root):
    source = root / "source" / "en" / "practice" / "bridge.md"
    source.write_text(source.read_text(encoding="utf-8").replace(":lesson: The lesson\n", ""), encoding="utf-8")
    with pytest.raises(ValueError, match="missing: :lesson:"):
        build_lessons.build_game("practice", ["bridge"])


def test_the_committed_practice_pages_are_built_from_sources():
    """Every committed practice page has its source in English and 简体中文 (``make lesson-check`` compares them)."""
    for lang in ("en", "zh", "zh-hant"):
        pages = sorted(p.stem for p in (LESSONS / lang / "practice").glob("*.ipynb"))
        assert pages == sorted(practice.GAMES), lang
    for lang in ("en", "zh"):
        assert sorted(p.stem for p in (LESSONS / "source" / lang / "practice").glob("*.md")) == sorted(practice.GAMES)
    assert not build_lessons.check({f"practice/{g}" for g in practice.GAMES})
