"""``make check`` leaves out the long sweeps and the tests that start a server by name (``tests/conftest.py``):
a test renamed or moved would silently come back into the one-minute run, so every name must still be one."""

from __future__ import annotations

import ast
from pathlib import Path

from tests import conftest

ROOT = Path(__file__).resolve().parents[1]


def _tests_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.name.startswith("test_")}


def test_every_sweep_left_out_of_make_check_is_a_test_of_the_suite():
    missing = []
    for name in sorted(conftest.SWEEPS):
        file, _, func = name.partition("::")
        path = ROOT / file
        if not path.is_file() or func not in _tests_of(path):
            missing.append(name)
    assert missing == []


def test_every_file_left_out_of_make_check_exists():
    assert sorted(f for f in conftest.LEFT_FILES if not (ROOT / f).is_file()) == []
