"""The compiled kernels (``setup.py``'s ``COMPILED``) are built and in use: this fails, saying how to build them,
where ``pip install -e .`` could not compile them (no C compiler), so a run on such a machine tells us the games
are on their pure-Python references (the same games, slower). Each game's differential test compares the two."""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

import pytest

import tutor.games
from tutor import compiled

SETUP = Path(__file__).resolve().parent.parent / "setup.py"


def _listed() -> list[str]:
    spec = importlib.util.spec_from_file_location("tutor_setup", SETUP)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # (setup() itself runs only as __main__)
    return list(module.COMPILED)


@pytest.mark.parametrize("name", _listed())
def test_every_compiled_module_is_built(name):
    try:
        compiled.require(name)
    except RuntimeError as missing:
        pytest.fail(str(missing))


def test_every_game_runs_on_its_compiled_kernel():
    tutor.games.games()  # every game's facade imported (``import tutor.games`` loads them lazily)
    assert compiled.IN_USE, "no game asked for a compiled kernel"
    assert set(compiled.IN_USE) <= set(_listed()), "a game asks for a kernel setup.py does not compile"
    assert set(_listed()) <= set(compiled.IN_USE), "setup.py compiles a kernel no game asks for"
    assert "tutor.games.wang27.ckernel" in compiled.IN_USE  # 27 Wang's too, since it has one
    if compiled.pure():
        pytest.fail("TUTOR_PURE_KERNELS is set: the games run on their pure-Python references; unset it")
    slow = [name for name, module in compiled.IN_USE.items() if module.__name__ != name]
    assert not slow, f"on the pure-Python reference: {', '.join(slow)}; {compiled.BUILD_HINT}"
