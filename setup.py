"""The compiled kernels: ``pip install -e .`` (``make app``, ``make test``) builds them in place with Cython and the
C compiler (gcc on Debian). Each compiled module has a pure-Python reference beside it that the engine falls back
to when no compiler is there (slower, the same games): ``tests/test_compiled_kernels.py`` fails, saying how to
build them, when a compiled kernel is not in use, and each game's differential test compares the two.

Everything else about the package is in ``pyproject.toml``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

#: The modules compiled, by dotted name: each from its ``.pyx`` (or, failing that, its ``.py``, in Cython's pure
#: Python mode; but a ``.py`` compiled in place is then imported as the extension, and pytest's doctest collection
#: of that file stops with "import file mismatch": prefer a ``.pyx`` beside a ``.py`` reference). Add a module here
#: and nowhere else: ``Makefile`` rebuilds them when one of their sources (:func:`sources`) or this file changes.
COMPILED = [
    "tutor.ccards",  # cards.py's deal_order(), every simulated hand's deal
    "tutor.games.clegal",  # legal.py's ready() and choice(), every game's every move
    "tutor.games.spades.ckernel",
    "tutor.games.gongzhu.ckernel",
    "tutor.games.bridge.ckernel",
    "tutor.games.wang27.ckernel",
]


def _source(name: str) -> str:
    stem = name.replace(".", "/")
    return stem + ".pyx" if Path(stem + ".pyx").exists() else stem + ".py"


#: Declarations the compiled modules ``cimport`` (no module of their own).
SHARED = ["tutor/games/cobjects.pxd", "tutor/games/ctricks.pxd", "tutor/cdraws.pxd"]


def sources() -> list[str]:
    """Every file the compiled modules are built from (their sources, any ``.pxd`` beside them, the shared ones)."""
    found = [_source(name) for name in COMPILED]
    return found + [p for p in (n.replace(".", "/") + ".pxd" for n in COMPILED) if Path(p).exists()] + SHARED


def _optional_build_ext() -> Any:
    """setuptools' ``build_ext`` that warns, and goes on, when a module does not compile (no C compiler, no Python
    headers): the package then installs and runs on that module's pure-Python reference."""
    from setuptools.command.build_ext import build_ext

    class OptionalBuildExt(build_ext):  # type: ignore[misc]
        failed: set[str] = set()

        def finalize_options(self) -> None:
            # one compiler per processor: the six modules built one after another kept a processor idle for most
            # of a fresh install (28 s of Cython and gcc, which `make test` and `make check` wait on; 32 s for the
            # whole fresh install with this, about 40 s before)
            super().finalize_options()
            if self.parallel is None:
                self.parallel = os.cpu_count() or 1

        def build_extension(self, ext: Any) -> None:
            try:
                super().build_extension(ext)
            except Exception as error:  # a compiler missing or failing: any of distutils' errors, or the call's
                self.failed.add(ext.name)
                self.warn(f"{ext.name} was not compiled ({error}); it runs as pure Python (slower): install gcc "
                          "and Python's headers (apt-get install gcc python3-dev), then pip install -e . again")

        def _built(self) -> list[Any]:
            return [ext for ext in self.extensions if ext.name not in self.failed]

        def copy_extensions_to_source(self) -> None:  # (an editable install copies what was built)
            every, self.extensions = self.extensions, self._built()
            try:
                super().copy_extensions_to_source()
            finally:
                self.extensions = every

        def get_outputs(self) -> list[str]:
            every, self.extensions = self.extensions, self._built()
            try:
                return list(super().get_outputs())
            finally:
                self.extensions = every

    return OptionalBuildExt


def _extensions() -> list[Any]:
    from setuptools import Extension

    try:
        from Cython.Build import cythonize
    except ImportError:  # a build without Cython (pip adds it: pyproject.toml's build-system) stays pure Python
        return []
    modules = [
        # optional: a machine without a C compiler still installs the package, on the pure-Python kernels
        Extension(name, [_source(name)], optional=True)
        for name in COMPILED
    ]
    # Cython too translates the modules in parallel, one process per processor
    return cythonize(modules, language_level=3, quiet=True, nthreads=os.cpu_count() or 1)


if __name__ == "__main__":  # (setuptools runs this file as __main__; the Makefile imports it for sources())
    from setuptools import setup

    setup(ext_modules=_extensions(), cmdclass={"build_ext": _optional_build_ext()})
