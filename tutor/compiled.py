"""Which kernel a game runs on: its compiled one (a module of ``setup.py``'s ``COMPILED``, built by ``pip install
-e .``) or, when that is not built, its pure-Python reference (the same functions, slower).

The games ask here once, at import. ``TUTOR_PURE_KERNELS=1`` in the environment runs every game on its reference
(to compare the two, or to debug in Python); ``tests/test_compiled_kernels.py`` fails when a compiled kernel is
not in use, saying how to build it.

>>> import tutor.games.spades.kernel as reference
>>> choose("tutor.games.spades.ckernel", reference).__name__ in ("tutor.games.spades.ckernel", reference.__name__)
True
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

#: compiled module name → the module in use for it (itself, or its reference), for every kernel a game asked for
IN_USE: dict[str, ModuleType] = {}


def pure() -> bool:
    """Did the environment ask for the pure-Python references (``TUTOR_PURE_KERNELS=1``)?"""
    return os.environ.get("TUTOR_PURE_KERNELS", "") not in ("", "0")


def choose(compiled: str, reference: ModuleType) -> ModuleType:
    """The module ``compiled`` if it is built (and not ``TUTOR_PURE_KERNELS``), else ``reference``."""
    chosen = reference
    if not pure():
        try:
            chosen = importlib.import_module(compiled)
        except ImportError:  # not built (no C compiler where it was installed): the same game, slower
            pass
    IN_USE[compiled] = chosen
    return chosen


#: how to build the compiled kernels, for the message of a test that finds one missing
BUILD_HINT = ("build the compiled kernels with `pip install -e .` (what `make app` and `make test` run; it needs a "
              "C compiler, gcc on Debian: `apt-get install gcc`, and Python's headers), or in place with "
              "`python setup.py build_ext --inplace`; setup.py's COMPILED lists them")


def require(compiled: str) -> ModuleType:
    """The compiled module ``compiled``, or ``RuntimeError`` saying it is not built and how to build it."""
    try:
        return importlib.import_module(compiled)
    except ImportError as missing:
        raise RuntimeError(f"the compiled kernel {compiled} is not built ({missing}): {BUILD_HINT}") from None
