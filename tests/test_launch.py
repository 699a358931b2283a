"""``tutor.serve.launch``: the app as tests and benchmarks start it runs in the environment ``make app`` gives."""

from __future__ import annotations

from pathlib import Path

from tutor.serve import launch

ROOT = Path(__file__).resolve().parents[1]


def test_the_app_and_its_kernels_keep_what_python_compiles(monkeypatch):
    """The Makefile empties PYTHONDONTWRITEBYTECODE for `make app`; a server started by launch (the benchmarks,
    the tests) must not inherit it from the caller's environment either, or each kernel compiles every module
    it imports again and the benchmark measures a slower app than the learner's."""
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    for bare in (False, True):
        cmd, env = launch.command(ROOT, "lessons", 8866, bare=bare)
        assert "PYTHONDONTWRITEBYTECODE" not in env
        assert env["JUPYTER_PATH"] == str(ROOT / "share" / "jupyter")
        assert cmd[2] == ("voila" if bare else "tutor.serve")
