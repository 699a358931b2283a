"""The served lessons are trusted (``tutor.serve.trust``): Jupyter's "not trusted" warning comes only for a
notebook changed or added after the app signed them, so that the warning means something again."""

from __future__ import annotations

import logging

import nbformat
from jupyter_server.services.contents.filemanager import FileContentsManager

from tutor.serve.trust import trust_served


def _notebook(text: str) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A lesson"),
                                         nbformat.v4.new_code_cell(text)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def _warnings(cm: FileContentsManager, caplog, path: str) -> list[str]:
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        cm.get(path)
    return [r.getMessage() for r in caplog.records if "not trusted" in r.getMessage()]


def test_the_served_notebooks_are_trusted_and_a_changed_one_is_not(tmp_path, caplog, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))  # Jupyter's own secret goes there
    (tmp_path / "en").mkdir()
    for name in ("en/01-a.ipynb", "en/02-b.ipynb"):
        nbformat.write(_notebook(f"print({name!r})"), tmp_path / name)
    (tmp_path / "en" / "broken.ipynb").write_text("{ not json")
    cm = FileContentsManager(root_dir=str(tmp_path))
    cm.log.propagate = True
    before = cm.notary.secret
    assert _warnings(cm, caplog, "en/01-a.ipynb") == ["Notebook en/01-a.ipynb is not trusted"]  # as Jupyter is

    assert trust_served(cm, tmp_path) == 2  # the broken file is not a notebook: nothing to sign
    assert cm.notary.secret != before  # a secret of the app's own, not the learner's Jupyter one
    assert _warnings(cm, caplog, "en/01-a.ipynb") == []
    assert _warnings(cm, caplog, "en/02-b.ipynb") == []
    # changed on disk after the app started, or added: the warning is back, for that notebook only
    nbformat.write(_notebook("print('changed')"), tmp_path / "en" / "02-b.ipynb")
    nbformat.write(_notebook("print('new')"), tmp_path / "en" / "03-c.ipynb")
    assert _warnings(cm, caplog, "en/02-b.ipynb") == ["Notebook en/02-b.ipynb is not trusted"]
    assert _warnings(cm, caplog, "en/03-c.ipynb") == ["Notebook en/03-c.ipynb is not trusted"]
    assert _warnings(cm, caplog, "en/01-a.ipynb") == []
