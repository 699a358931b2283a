"""The suite where Playwright is not installed: `make unit` runs and `python -m pytest tests` collects with no
error, the browser test files reported skipped with the reason."""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "tools"

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
    makefile = (root / "Makefile").read_text()
    recipe = re.search(r"^unit:.*\n\t(.*)\n", makefile, re.M).group(1)
    # the recipe's own variables (UNIT_WORKERS ?= 2) as make would expand them; $(PY) is the pytest below
    defaults = dict(re.findall(r"^(\w+)\s*\?=\s*(\S+)\s*$", makefile, re.M))
    recipe = re.sub(r"\$\((\w+)\)", lambda m: defaults.get(m.group(1), m.group(0)), recipe)
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
    assert re.search(r"\d+(/\d+)? tests collected", out), out[-3000:]  # "n/m collected (k deselected)" in make check
    files = len(list((root / "tests" / "browser").glob("test_*.py")))
    skipped = re.search(r"SKIPPED \[(\d+)\] tests/browser/conftest.py:\d+: (.*)", out)
    assert skipped, out[-3000:]
    assert int(skipped.group(1)) == files and "need Playwright" in skipped.group(2)
    assert not re.search(r"^tests/browser/test_", run.stdout, re.M)  # no browser test was collected
