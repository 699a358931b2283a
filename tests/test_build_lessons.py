"""The lesson build (``tools/build_lessons.py``): MyST sources to notebooks, ``--check`` (``make lesson-check``),
the languages kept in step, and the 繁體中文 edition built from 简体中文 unless written by hand.

Whether the committed lessons match their sources is ``make lesson-check`` (and
:func:`test_committed_lessons_match_their_sources`); the other tests build small lessons in a temporary folder.
"""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

import nbformat
import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))
import build_lessons  # noqa: E402
import lessonkit  # noqa: E402

EN = """---
tutor:
  title: "A · 甲"
  summary: "first"
---

# A · 甲

Some **prose**.

```{code-cell}
say("Who wins?")
```
"""
ZH = EN.replace("Some **prose**.", "一些**文字**。").replace('say("Who wins?")', 'say("谁赢？")').replace(
    "# A · 甲", "# 甲 · A").replace('title: "A · 甲"', 'title: "甲 · A"').replace("first", "第一，红桃和定约")
EN_B = EN.replace("A · 甲", "B · 乙").replace("# A", "# B")
ZH_B = ZH.replace("甲 · A", "乙 · B")


@pytest.fixture
def root(tmp_path, monkeypatch):
    monkeypatch.setattr(build_lessons, "ROOT", tmp_path)
    monkeypatch.setattr(build_lessons, "SOURCE", tmp_path / "source")
    for lang, name, text in (("en", "00-a", EN), ("zh", "00-a", ZH), ("en", "01-b", EN_B), ("zh", "01-b", ZH_B)):
        path = tmp_path / "source" / lang / "bridge" / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_doctests():
    assert doctest.testmod(build_lessons).failed == 0
    assert doctest.testmod(lessonkit).failed == 0


def test_build_writes_three_editions_then_check_finds_nothing(root, capsys):
    assert build_lessons.main([]) == 0
    for lang in ("en", "zh", "zh-hant"):
        assert sorted(p.name for p in (root / lang / "bridge").glob("*.ipynb")) == ["00-a.ipynb", "01-b.ipynb"]
    assert build_lessons.main(["--check"]) == 0
    assert "every lesson matches" in capsys.readouterr().out
    hant = nbformat.read(root / "zh-hant" / "bridge" / "00-a.ipynb", as_version=4)
    assert hant.cells[0].source == 'from tutor import i18n\ni18n.set_language("zh-hant")'
    assert hant.metadata.tutor == {"title": "甲 · A", "summary": "第一，紅心和合約", "language": "zh-hant"}
    assert hant.cells[3].source == 'say("誰贏？")'  # code strings converted too
    nav = hant.cells[1].source
    assert "第 1 課，共 2 課" in nav and "[下一課：乙 →](01-b.ipynb)" in nav
    assert "[English](../../en/bridge/00-a.ipynb)" in nav and "[简体中文](../../zh/bridge/00-a.ipynb)" in nav
    en = nbformat.read(root / "en" / "bridge" / "00-a.ipynb", as_version=4)
    assert "[Next: B →](01-b.ipynb)" in en.cells[1].source  # the title in the page's language, no gloss
    assert "[繁體中文](../../zh-hant/bridge/00-a.ipynb)" in en.cells[1].source
    assert [c.id for c in en.cells] == [f"cell-{i:02d}" for i in range(len(en.cells))]
    # nothing changed: nothing is written again
    assert build_lessons.write() == []


def test_check_finds_a_stale_notebook_an_edited_source_and_a_stray_notebook(root, capsys):
    build_lessons.main([])
    path = root / "zh" / "bridge" / "00-a.ipynb"
    nb = nbformat.read(path, as_version=4)
    nb.cells[3].outputs = [nbformat.v4.new_output("stream", name="stdout", text="x")]  # outputs are ignored
    nbformat.write(nb, path)
    assert build_lessons.check() == {}
    src = root / "source" / "zh" / "bridge" / "00-a.md"
    src.write_text(src.read_text(encoding="utf-8").replace("一些", "很多"), encoding="utf-8")
    found = build_lessons.check()
    # the 简体中文 notebook and the 繁體中文 one built from it are both out of date
    assert sorted(found) == ["zh-hant/bridge/00-a", "zh/bridge/00-a"]
    assert "+很多**文字**。" in "\n".join(found["zh/bridge/00-a"])
    assert build_lessons.main(["--check"]) == 1
    assert "2 lesson(s) out of date" in capsys.readouterr().out
    build_lessons.main(["bridge/00-a"])
    (root / "en" / "bridge" / "02-c.ipynb").write_text((root / "en" / "bridge" / "01-b.ipynb").read_text())
    assert build_lessons.check() == {"en/bridge/02-c": ["committed, but no source builds it"]}


def test_languages_out_of_step_are_found(root):
    src = root / "source" / "zh" / "bridge" / "01-b.md"
    src.write_text(src.read_text(encoding="utf-8").replace('say("谁赢？")', 'say("谁赢？", 2)'), encoding="utf-8")
    assert build_lessons.out_of_step("bridge", "01-b") == [
        "cell 1: the code differs between en and zh (beyond the text of its strings)"]
    src.write_text(src.read_text(encoding="utf-8") + "\n+++\n\n更多\n", encoding="utf-8")
    assert "en has 2 cells, zh 3" in build_lessons.out_of_step("bridge", "01-b")
    (root / "source" / "en" / "bridge" / "01-b.md").unlink()
    assert build_lessons.out_of_step("bridge", "01-b")[0] == "no source in en"


def test_a_hand_written_traditional_source_wins(root):
    hand = root / "source" / "zh-hant" / "bridge" / "00-a.md"
    hand.parent.mkdir(parents=True)
    hand.write_text(build_lessons.hant.convert(ZH, "bridge").replace("一些", "幾句"), encoding="utf-8")
    build_lessons.main([])
    nb = nbformat.read(root / "zh-hant" / "bridge" / "00-a.ipynb", as_version=4)
    assert nb.cells[2].source.endswith("幾句**文字**。")
    assert build_lessons.source_text("zh-hant", "bridge", "00-a")[1] is True
    assert build_lessons.source_text("zh-hant", "bridge", "01-b")[1] is False
    # the hand-written one is checked against the others like any source
    hand.write_text(hand.read_text(encoding="utf-8").replace('say("誰贏？")', "pass"), encoding="utf-8")
    assert build_lessons.out_of_step("bridge", "00-a") == [
        "cell 1: the code differs between en and zh-hant (beyond the text of its strings)"]


def test_a_source_without_title_is_refused():
    with pytest.raises(ValueError, match="title"):
        build_lessons.read_source("# A\n")


def test_unknown_lesson_name_is_refused(root):
    with pytest.raises(SystemExit):
        build_lessons.main(["bridge/99-nope"])


def test_source_round_trip_keeps_every_cell():
    cells = [nbformat.v4.new_markdown_cell("# T\n\n```python\nx = 1\n```\n\nText +++ here"),
             nbformat.v4.new_code_cell('Quiz("Q?",\n     ["a", "b"],\n     0)'),
             nbformat.v4.new_markdown_cell("> **House rule**\n>\n> text"),
             nbformat.v4.new_code_cell("x = 1\n\n\ny = 2")]
    title, summary, back = build_lessons.read_source(build_lessons.to_source("T", "s", cells))
    assert (title, summary) == ("T", "s")
    assert [(c.cell_type, c.source) for c in back] == [(c.cell_type, c.source) for c in cells]


def test_differences_align_an_inserted_cell():
    built = lessonkit.notebook("A", "a", [nbformat.v4.new_markdown_cell(f"# part {k}") for k in range(5)])
    committed = nbformat.from_dict(built)
    committed = nbformat.v4.new_notebook(cells=list(built.cells), metadata=built.metadata)
    committed.cells.insert(3, nbformat.v4.new_code_cell("extra()"))
    assert lessonkit.differences(built, committed) == ["6 cells built, 7 committed", "cell 3 only committed: 'extra()'"]


def test_committed_lessons_match_their_sources():
    """``make lesson-check`` as a test: every committed lesson is the build of its source, in every language,
    and every lesson's sources are in step."""
    found = build_lessons.check()
    assert not found, "\n".join(f"{k}: {v[:2]}" for k, v in found.items())


def test_every_lesson_folder_has_sources():
    root = TOOLS.parent / "lessons"
    for lang in ("en", "zh", "zh-hant"):
        folders = {p.name for p in (root / lang).iterdir() if p.is_dir()}
        assert folders == set(build_lessons.games()), lang


def test_a_lesson_in_one_language_builds_there_and_is_reported(root):
    """A teacher's first draft in English only: it builds in English (the other lessons keep their three
    editions and their navigation), and the check says which language it still lacks."""
    extra = root / "source" / "en" / "bridge" / "02-c.md"
    extra.write_text(EN.replace("A · 甲", "C · 丙").replace("# A", "# C"), encoding="utf-8")
    built = build_lessons.build_game("bridge", ["00-a", "01-b", "02-c"])
    assert ("en", "02-c") in built and ("zh", "02-c") not in built and ("zh-hant", "02-c") not in built
    assert "第 2 课，共 2 课" in built["zh", "01-b"].cells[1].source
    assert "Lesson 3 of 3" in built["en", "02-c"].cells[1].source
    assert "简体中文" not in built["en", "02-c"].cells[1].source
    assert build_lessons.out_of_step("bridge", "02-c") == ["no source in zh"]
