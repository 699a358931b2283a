"""How long a lesson takes to show its first widget, for one learner, beside a bare one-button Voilà page.

One headless Chromium (Debian's, as the browser tests use) opens every lesson in turn from the app
(``python -m tutor.serve lessons --class=1``, what ``make app`` runs) and, before each lesson, the bare page
(a notebook holding one button) from plain Voilà with the same config, started in the same run: both
measured under the same load. A lesson's time is from navigation to its first visible widget (a glossary
has none: to its last cell, the bottom navigation line). The learner reads each page for ``--read``
seconds before going on (the time the app has to warm what the next page needs) and closes it, as a tab.

    python benchmarks/lesson_open.py                       # every lesson
    python benchmarks/lesson_open.py --only wang27 --read 3
    python benchmarks/lesson_open.py --no-pool             # the app without its kernel pool (--pool=0)

Printed: median, p95 and worst for the lessons and for the bare page, the ratio of the medians, the slowest
lessons, the load average (the machine is shared), and the "not trusted" warnings in the app's log.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.serve import launch  # noqa: E402

WIDGET = ".tt-widget"
DONE = "#rendered_cells nav.tt-nav[aria-label]"
BARE = """import ipywidgets as w
b = w.Button(description="Bare")
b.add_class("tt-widget")
b"""
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def summary(values: list[float]) -> str:
    return (f"median {statistics.median(values):.2f} s, p95 {pct(values, 0.95):.2f} s, "
            f"worst {max(values):.2f} s (n={len(values)})")


def bare_folder(tmp: Path) -> Path:
    folder = tmp / "bare"
    folder.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(BARE)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / "bare.ipynb")
    return folder


def lessons(only: str) -> list[str]:
    found = sorted(str(p.relative_to(ROOT / "lessons")) for p in (ROOT / "lessons").glob("*/*/*.ipynb")
                   if p.parts[-3] in ("en", "zh", "zh-Hant"))
    return [p for p in found if only in p]


def open_page(context, url: str) -> float:
    """Seconds from navigation to the first visible widget (or the last cell of a page with none)."""
    page = context.new_page()
    try:
        start = time.perf_counter()
        page.goto(url)
        page.locator(f"{WIDGET}, {DONE}").first.wait_for(state="visible", timeout=120_000)
        return time.perf_counter() - start
    finally:
        page.close(run_before_unload=True)


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="only the lessons whose path contains this (e.g. en/wang27)")
    ap.add_argument("--read", type=float, default=2.0, help="seconds the learner reads each page")
    ap.add_argument("--no-pool", action="store_true", help="the app without its kernel pool")
    ap.add_argument("--app-arg", action="append", default=[], help="one more argument for the app (repeatable)")
    args = ap.parse_args(argv)
    paths = lessons(args.only)
    if not paths:
        ap.error(f"no lesson matches {args.only!r}")
    tmp = Path(tempfile.mkdtemp(prefix="lesson-open-"))
    extra = ["--class=1", *(["--pool=0"] if args.no_pool else []), *args.app_arg]
    app, app_url = launch.start(ROOT, ROOT / "lessons", *extra, log=tmp / "app.log")
    bare, bare_url = launch.start(ROOT, bare_folder(tmp), log=tmp / "bare.log", bare=True)
    times: dict[str, float] = {}
    bares: list[float] = []
    failed: list[str] = []
    loads = [os.getloadavg()[0]]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                        args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            open_page(context, f"{bare_url}/voila/render/bare.ipynb")  # the browser's cache warm for both
            open_page(context, f"{app_url}/voila/render/{paths[0]}")
            time.sleep(args.read)
            for path in paths:
                bares.append(open_page(context, f"{bare_url}/voila/render/bare.ipynb"))
                time.sleep(args.read)
                try:
                    times[path] = open_page(context, f"{app_url}/voila/render/{path}")
                except Exception as e:  # noqa: BLE001 - a page that did not open is reported, not fatal
                    failed.append(path)
                    print(f"  {path}: did not open ({type(e).__name__})", flush=True)
                    continue
                loads.append(os.getloadavg()[0])
                print(f"  {path}: {times[path]:.2f} s (bare page {bares[-1]:.2f} s)", flush=True)
                time.sleep(args.read)
            browser.close()
    finally:
        launch.stop(app)
        launch.stop(bare)
    log = (tmp / "app.log").read_text(errors="replace")
    values = list(times.values())
    ratio = statistics.median(values) / statistics.median(bares)
    print(f"\nlessons, first widget ({'no pool' if args.no_pool else 'kernel pool'}): {summary(values)}")
    print(f"bare one-button Voilà page:        {summary(bares)}")
    print(f"lesson median / bare median: {ratio:.2f}")
    print("slowest: " + ", ".join(f"{p} {t:.2f} s" for p, t in sorted(times.items(), key=lambda x: -x[1])[:5]))
    print(f"lessons that did not open within 120 s: {len(failed)} {' '.join(failed)}")
    print(f"load average (1 min) during the run: min {min(loads):.1f}, max {max(loads):.1f}")
    print(f"'not trusted' warnings in the app's log: {log.count('is not trusted')}")
    print(f"lessons opened in a warm kernel: {log.count('handed to')} of {len(paths) + 1}")
    print(f"the app's log: {tmp / 'app.log'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
