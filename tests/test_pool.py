"""Warm kernels (``tutor.serve.pool``): a page opened takes a kernel started ahead, which then runs in the
page's folder with the page's own environment (its query string reaches the lesson), as a fresh one would."""

from __future__ import annotations

import re
import urllib.request
from pathlib import Path

import nbformat
import pytest

from tutor.serve import launch
from tutor.serve.pool import lesson_imports

ROOT = Path(__file__).resolve().parents[1]
CELL = """import os, sys
print("query:", os.environ.get("QUERY_STRING"), "| folder:", os.path.basename(os.getcwd()),
      "| warmed:", "tutor.widgets" in sys.modules)"""


@pytest.fixture(scope="module")
def warm_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pool") / "lessons"
    (folder / "en").mkdir(parents=True)
    # the first cell looks before the lesson imports anything: the warm kernel imported it ahead
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL),
                                         nbformat.v4.new_code_cell("from tutor.widgets import Quiz")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / "en" / "q.ipynb")
    proc, url = launch.start(ROOT, folder, "--pool=2", log=folder.parent / "serve.log")
    yield url, proc.output
    launch.stop(proc)


def _page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=120) as r:
        return r.read().decode()


def test_a_page_takes_a_warm_kernel_with_its_own_query_string_and_folder(warm_server):
    url, output = warm_server
    assert output.wait_for("(2 waiting)", 120), output.text()[-2000:]  # both warm kernels ready
    for who in ("ana", "bo"):
        since = output.mark()
        page = _page(f"{url}/voila/render/en/q.ipynb?who={who}")
        assert f"query: who={who} | folder: en | warmed: True" in page
        assert output.wait_for("handed to /voila/render/en/q.ipynb", 30, since), output.text(since)
        assert re.search(r"Warm kernel \S+ handed to /voila/render/en/q.ipynb", output.text(since))
        assert "Kernel started" not in output.text(since).split("handed to")[0]  # none started for the page


def test_the_imports_warmed_are_the_lessons_own():
    assert lesson_imports(["from tutor.widgets import Quiz\nimport os", CELL]) == ["tutor.widgets"]
