#!/usr/bin/env python
"""Re-execute lesson notebooks in place so they are committed with fresh, deterministic outputs.

    python tools/execute_lessons.py                 # every lessons/**/*.ipynb
    python tools/execute_lessons.py lessons/basics/01-what-is-a-trick.ipynb

The kernel is the current environment's Python (the ``python3`` kernel that ipykernel provides
for ``sys.executable``), each notebook runs in its own folder (as in Voilà and nbval), timing
metadata and widget state are not stored, so re-running an unchanged lesson changes nothing.
A cell that raises stops with a clear message and the notebook is left untouched.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def execute(path: Path, timeout: int = 300) -> float:
    import nbformat
    from nbconvert.preprocessors import CellExecutionError, ExecutePreprocessor

    nb = nbformat.read(path, as_version=4)
    ep = ExecutePreprocessor(timeout=timeout, kernel_name="python3", record_timing=False,
                             store_widget_state=False, allow_errors=False)
    start = time.perf_counter()
    try:
        ep.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    except CellExecutionError as e:
        first = str(e).strip().splitlines()
        raise SystemExit(f"{path}: a cell failed; the notebook was not changed.\n" + "\n".join(first[-15:])) from None
    nb.metadata.pop("widgets", None)
    for n, cell in enumerate(nb.cells):
        cell.metadata.pop("execution", None)
        for k, output in enumerate(cell.get("outputs", [])):
            view = output.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view:  # random uuid4 ids, and no widget state is stored: use stable ones
                view["model_id"] = hashlib.md5(f"{path.name}:{n}:{k}".encode()).hexdigest()
    nbformat.validate(nb)
    path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="notebooks (default: every lesson)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    args = parser.parse_args(argv)
    paths = args.paths or sorted(p for p in (ROOT / "lessons").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    os.environ.setdefault("PYTHONHASHSEED", "0")  # the kernel inherits it: set iteration order
    for path in paths:
        if path.suffix != ".ipynb" or not path.exists():
            print(f"{path}: not a notebook", file=sys.stderr)
            return 2
        seconds = execute(path.resolve(), args.timeout)
        print(f"executed {path} in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
