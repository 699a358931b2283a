"""The lesson generators (``tools/lessons_<game>.py`` on ``tools/lessonkit.py``) and their ``--check`` mode.

Whether the committed lessons still match their generator is not asserted here: reviewers edit lesson cells
by hand (then the generator is behind, not wrong); ``make lesson-check`` reports that. These tests check that
every generator builds valid notebooks whose code compiles, and that ``--check`` really finds differences.
"""

from __future__ import annotations

import doctest
import importlib
import sys
from pathlib import Path

import nbformat
import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))
import lessonkit  # noqa: E402

GAMES = sorted(p.stem.removeprefix("lessons_") for p in TOOLS.glob("lessons_*.py"))


def test_every_game_has_a_generator():
    """Each lesson folder (``lessons/<lang>/<game>/``; ``data/`` holds records) is built by a generator."""
    for lang in ("en", "zh"):
        root = TOOLS.parent / "lessons" / lang
        folders = sorted(p.name for p in root.iterdir() if p.is_dir()) if root.exists() else []
        assert set(folders) <= set(GAMES), lang
    folders = sorted(p.name for p in (TOOLS.parent / "lessons" / "en").iterdir() if p.is_dir())
    assert GAMES == folders == ["basics", "bridge", "gongzhu", "spades", "teach", "wang27"]


def test_lessonkit_doctests():
    assert doctest.testmod(lessonkit).failed == 0


@pytest.mark.parametrize("game", GAMES)
def test_generator_builds_valid_lessons(game):
    gen = importlib.import_module(f"lessons_{game}")
    assert gen.GAME == game
    for name, nb in [(f"{lang}/{n}", nb) for lang in lessonkit.LANGS
                     for n, nb in lessonkit.build(game, gen.LESSONS, lang, lessonkit.LANGS).items()]:
        nbformat.validate(nb)
        assert nb.metadata.tutor["title"] and nb.metadata.tutor["summary"], name
        assert [c.id for c in nb.cells] == [f"cell-{i:02d}" for i in range(len(nb.cells))]
        for i, cell in enumerate(nb.cells):
            if cell.cell_type == "code":
                compile(cell.source, f"{name} cell {i}", "exec")  # a typo in a code string fails here


def _small_lessons() -> lessonkit.Lessons:
    B = lessonkit.B
    return {"00-a": (B("A", "甲"), "first", [lessonkit.md("# A", "# 甲"), lessonkit.code("1 + 1")]),
            "01-b": ("B", B("second", "第二"), [lessonkit.quiz(B("Q?", "问？"), ["x", "y"], "x", "because")])}


BOTH = ("en", "zh")


@pytest.fixture
def root(tmp_path, monkeypatch):
    monkeypatch.setattr(lessonkit, "ROOT", tmp_path)
    return tmp_path


def test_check_after_write_finds_nothing_then_each_kind_of_edit(root, capsys):
    lessons = _small_lessons()
    assert lessonkit.main("demo", lessons, [], langs=BOTH) == 0
    for lang in BOTH:
        assert sorted(p.name for p in (root / lang / "demo").glob("*.ipynb")) == ["00-a.ipynb", "01-b.ipynb"]
    assert lessonkit.main("demo", lessons, ["--check"], langs=BOTH) == 0
    assert "every lesson matches" in capsys.readouterr().out
    zh = nbformat.read(root / "zh" / "demo" / "00-a.ipynb", as_version=4)
    assert zh.cells[0].source == 'from tutor import i18n\ni18n.set_language("zh")'
    assert zh.cells[2].source == "# 甲" and zh.metadata.tutor["title"] == "甲"
    nav = zh.cells[1].source
    assert "第 1 课，共 2 课" in nav and "(01-b.ipynb)" in nav and "(../../en/demo/00-a.ipynb)" in nav
    assert zh.cells[-1].source == nav
    # a committed notebook edited by hand: a changed source, a new cell, changed metadata
    out = root / "en" / "demo"
    nb = nbformat.read(out / "00-a.ipynb", as_version=4)
    nb.cells[3].source = "1 + 2"
    nb.cells.append(nbformat.v4.new_markdown_cell("more"))
    nb.metadata.tutor["title"] = "A!"
    nb.cells[0].outputs = []  # outputs and ids are ignored (execution writes them)
    nbformat.write(nb, out / "00-a.ipynb")
    found = lessonkit.check("demo", lessons, langs=BOTH)
    assert list(found) == ["en/demo/00-a"]
    text = "\n".join(found["en/demo/00-a"])
    assert "metadata.tutor" in text and "-1 + 2" in text and "+1 + 1" in text and "cell 5 only committed" in text
    assert lessonkit.main("demo", lessons, ["--check"], langs=BOTH) == 1
    assert "1 lesson(s) differ" in capsys.readouterr().out
    # a lesson the generator does not make, and one that is missing
    (out / "01-b.ipynb").rename(out / "02-c.ipynb")
    found = lessonkit.check("demo", lessons, langs=BOTH)
    assert "not committed" in found["en/demo/01-b"][0] and "does not make" in found["en/demo/02-c"][0]
    # writing only the lessons named
    assert lessonkit.write("demo", lessons, ["01-b"], langs=("en",)) == [out / "01-b.ipynb"]


def test_unknown_lesson_name_is_refused(root):
    with pytest.raises(SystemExit):
        lessonkit.main("demo", _small_lessons(), ["99-nope"])


def test_check_aligns_an_inserted_cell(root):
    lessons = {"00-a": ("A", "first", [lessonkit.md(f"# part {k}") for k in range(5)])}
    lessonkit.write("demo", lessons)
    path = root / "en" / "demo" / "00-a.ipynb"
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(3, nbformat.v4.new_code_cell("extra()"))
    nbformat.write(nb, path)
    assert lessonkit.check("demo", lessons)["en/demo/00-a"] == ["8 cells from the generator, 9 committed",
                                                                "cell 3 only committed: 'extra()'"]


_NO_PLAYWRIGHT = '''
import importlib.metadata as metadata
import sys
from importlib.abc import MetaPathFinder

HIDDEN = ("playwright", "pytest_playwright", "axe_playwright_python")


class NoPlaywright(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in HIDDEN:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, NoPlaywright())
_distributions = metadata.distributions


def distributions(**kwargs):  # as if uninstalled: pytest finds no pytest-playwright plugin to load
    for dist in _distributions(**kwargs):
        if (dist.metadata["Name"] or "").lower().replace("-", "_") not in HIDDEN:
            yield dist


metadata.distributions = distributions
'''


def test_make_unit_runs_where_playwright_is_not_installed(tmp_path):
    """`make unit`'s pytest options, with every import of playwright failing (a sitecustomize blocks it): the
    pytest-playwright plugin stays unloaded and the test that loads the browser conftest still passes. (The
    browser tests themselves import playwright: `make unit` leaves their folder out with --ignore.)"""
    import os
    import re
    import shlex
    import subprocess

    root = TOOLS.parent
    recipe = re.search(r"^unit:.*\n\t(.*)\n", (root / "Makefile").read_text(), re.M).group(1)
    args = shlex.split(recipe)
    options = args[args.index("pytest") + 1:-2]  # the recipe ends with its paths, "tests tutor"
    assert args[-2:] == ["tests", "tutor"] and "--ignore=tests/browser" in options
    (tmp_path / "sitecustomize.py").write_text(_NO_PLAYWRIGHT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(root)])}
    blocked = subprocess.run([sys.executable, "-c", "import playwright"], env=env, capture_output=True, text=True)
    assert "No module named 'playwright'" in blocked.stderr  # the block works
    test = "tests/test_render.py::test_app_config_is_locked_down_and_matches_the_browser_fixture"
    run = subprocess.run([sys.executable, "-m", "pytest", *options, test], cwd=root, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "1 passed" in run.stdout


def test_pytest_tests_collects_where_playwright_is_not_installed(tmp_path):
    """`python -m pytest tests` in a checkout without Playwright (nor pytest-playwright, nor axe-playwright: a
    sitecustomize blocks their imports and hides their packages): no collection error; every browser test
    file is reported skipped, with the reason naming what to install."""
    import os
    import re
    import subprocess

    root = TOOLS.parent
    (tmp_path / "sitecustomize.py").write_text(_NO_PLAYWRIGHT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(root)])}
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-rs", "tests"], cwd=root,
                         env=env, capture_output=True, text=True, timeout=600)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out[-3000:]
    assert not re.search(r"ERROR collecting|\d+ errors? in|Interrupted", out), out[-3000:]
    assert re.search(r"\d+ tests collected in", out), out[-3000:]
    files = len(list((root / "tests" / "browser").glob("test_*.py")))
    skipped = re.search(r"SKIPPED \[(\d+)\] tests/browser/conftest.py:\d+: (.*)", out)
    assert skipped, out[-3000:]
    assert int(skipped.group(1)) == files and "need Playwright" in skipped.group(2)
    assert not re.search(r"^tests/browser/test_", run.stdout, re.M)  # no browser test was collected
