"""How long a lesson takes to show its first widget, for one learner, beside a bare one-button Voilà page.

One headless Chromium (Debian's, as the browser tests use) takes the tour a learner takes: every lesson in
order (each game's lessons as their "next" links go, then the practice pages and the teachers' lessons),
from a fresh app (``python -m tutor.serve lessons --class=1``, what ``make app`` runs). Before each lesson
it opens the bare page (a notebook holding one button) from plain Voilà (``python -m voila``, the same
config: template, theme, culling; no preheating and no warm kernels, as Voilà serves a page by default),
started in the same run: the two are measured interleaved, under the same load. A time is from navigation
to the first visible widget (a glossary has none: to its last cell, the bottom navigation line). The learner
reads each lesson for ``--read`` seconds before going on (the time the app has to render what the next page
needs) and closes it, as a tab.

    python benchmarks/lesson_open.py                       # every English lesson (44; about 5 minutes)
    python benchmarks/lesson_open.py --lang zh --every 4   # a sample of the Chinese ones: every 4th
    python benchmarks/lesson_open.py --only wang27 --read 3
    python benchmarks/lesson_open.py --ahead 0             # the app without lessons rendered ahead
    python benchmarks/lesson_open.py --ahead 0 --no-pool   # ... and without warm kernels
    python benchmarks/lesson_open.py --visitors 8          # new visitors: the landing page, then its "Continue"

With ``--visitors N`` it measures a first visit instead of the tour: N new visitors, one after another, each
in a browser of their own, open the landing page, go on without a name, read it ``--read`` seconds and follow
its "Continue" link (the library's first lesson); the time is from that click to the lesson's first widget.

Printed: each page's time and how the app served it (``ahead``: rendered ahead while the learner read the
previous page; ``warm``: a warm kernel, the lesson's cells run on opening; ``cold``: a kernel started for
it), then median, p95 and worst for the lessons and the bare page, the ratio of the medians, the medians by
how they were served, the slowest lessons, the load average (the machine is shared), and the
"not trusted" warnings in the app's log.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

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


def lessons(lang: str, only: str = "", every: int = 1) -> list[str]:
    """The lessons of ``lang`` in the order of the tour: by game, each game's in its own order (their
    navigation's), the practice and teachers' pages after the games; every ``every``-th of them."""
    found = sorted(str(p.relative_to(ROOT / "lessons")) for p in (ROOT / "lessons" / lang).glob("*/*.ipynb"))
    found.sort(key=lambda p: (p.split("/")[1] in ("practice", "teach"), p))
    return [p for p in found if only in p][::max(1, every)]


def served(log: str, path: str) -> str:
    """How the app's log says it served ``path``: rendered ahead, in a warm kernel, or a kernel of its own."""
    if re.search(rf"Using pre-heated kernel: \S+ for {re.escape(path)}$", log, re.M):
        return "ahead"
    if f"handed to /voila/render/{path}" in log:
        return "warm"
    return "cold"


def open_page(context: Any, url: str, read: float = 0.0) -> float:
    """Seconds from navigation to the first visible widget (or the last cell of a page with none); the page
    stays open ``read`` seconds more (the learner reads it), then closes as a tab does."""
    page = context.new_page()
    try:
        start = time.perf_counter()
        page.goto(url)
        page.locator(f"{WIDGET}, {DONE}").first.wait_for(state="visible", timeout=120_000)
        seconds = time.perf_counter() - start
        if read:
            time.sleep(read)  # the benchmark's learner reading, not a wait for the page
        return seconds
    finally:
        page.close(run_before_unload=True)


def visit(browser: Any, app_url: str, lang: str, read: float) -> tuple[str, float]:
    """A new visitor (a browser context of their own): the landing page, "continue without a name", ``read``
    seconds, then its "Continue" link. Returns the lesson's path and the seconds from the click to its first
    widget."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{app_url}/" if lang == "en" else f"{app_url}/voila/tree/{lang}")
        page.locator("button.tt-anonymous").click()
        link = page.locator(".tt-continue a.tt-next")
        link.wait_for(state="visible", timeout=60_000)
        path = link.get_attribute("href").split("/voila/render/", 1)[1]
        time.sleep(read)  # the visitor reading the landing page, not a wait for the app
        start = time.perf_counter()
        link.click()
        page.locator(f"{WIDGET}, {DONE}").first.wait_for(state="visible", timeout=120_000)
        seconds = time.perf_counter() - start
        page.close(run_before_unload=True)
        return path, seconds
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", default="en", choices=["en", "zh", "zh-hant"], help="the lessons' language")
    ap.add_argument("--only", default="", help="only the lessons whose path contains this (e.g. wang27)")
    ap.add_argument("--every", type=int, default=1, help="every n-th lesson only (a sample)")
    ap.add_argument("--read", type=float, default=2.0, help="seconds the learner reads each lesson")
    ap.add_argument("--ahead", type=int, default=None, help="the app's --ahead (lessons rendered ahead)")
    ap.add_argument("--no-pool", action="store_true", help="the app without its warm kernels (--pool=0)")
    ap.add_argument("--app-arg", action="append", default=[], help="one more argument for the app (repeatable)")
    ap.add_argument("--visitors", type=int, default=0,
                    help="instead of the tour: N new visitors follow the landing page's Continue link")
    args = ap.parse_args(argv)
    paths = lessons(args.lang, args.only, args.every)
    if not paths:
        ap.error(f"no lesson matches {args.only!r}")
    tmp = Path(tempfile.mkdtemp(prefix="lesson-open-"))
    extra = ["--class=1", *(["--pool=0"] if args.no_pool else []),
             *([f"--ahead={args.ahead}"] if args.ahead is not None else []), *args.app_arg]
    app, app_url = launch.start(ROOT, ROOT / "lessons", *extra, log=tmp / "app.log")
    bare, bare_url = launch.start(ROOT, bare_folder(tmp), log=tmp / "bare.log", bare=True)
    output: Any = app.output  # type: ignore[attr-defined]
    times: dict[str, float] = {}
    how: dict[str, str] = {}
    bares: list[float] = []
    failed: list[str] = []
    loads = [os.getloadavg()[0]]
    print(f"app: python -m tutor.serve lessons {' '.join(extra)}; bare page: python -m voila (same config, "
          f"Voilà's defaults: no preheating, no warm kernels); {len(paths)} lessons, {args.read:g} s reading each",
          flush=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                        args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            # the browser's cache warm for both servers (Voilà's scripts), on a page that predicts nothing
            open_page(context, f"{bare_url}/voila/render/bare.ipynb")
            open_page(context, f"{app_url}/voila/render/{args.lang}/practice/basics.ipynb?warm=1")
            for _ in range(args.visitors):
                bares.append(open_page(context, f"{bare_url}/voila/render/bare.ipynb"))
                since = output.mark()
                try:
                    path, seconds = visit(browser, app_url, args.lang, args.read)
                except Exception as e:  # noqa: BLE001 - a visit that failed is reported, not fatal
                    failed.append("a visit")
                    print(f"  a visit did not reach its lesson ({type(e).__name__})", flush=True)
                    continue
                key = f"{path} #{len(times) + 1}"
                times[key], how[key] = seconds, served(output.text(since), path)
                loads.append(os.getloadavg()[0])
                print(f"  visitor {len(times)}: {path}: {seconds:.2f} s {how[key]:5} (bare page {bares[-1]:.2f} s)",
                      flush=True)
            for path in paths if not args.visitors else []:
                bares.append(open_page(context, f"{bare_url}/voila/render/bare.ipynb"))
                since = output.mark()
                try:
                    times[path] = open_page(context, f"{app_url}/voila/render/{path}", read=args.read)
                except Exception as e:  # noqa: BLE001 - a page that did not open is reported, not fatal
                    failed.append(path)
                    print(f"  {path}: did not open ({type(e).__name__})", flush=True)
                    continue
                how[path] = served(output.text(since), path)
                loads.append(os.getloadavg()[0])
                print(f"  {path}: {times[path]:.2f} s {how[path]:5} (bare page {bares[-1]:.2f} s)", flush=True)
            browser.close()
    finally:
        launch.stop(app)
        launch.stop(bare)
    log = (tmp / "app.log").read_text(errors="replace")
    values = list(times.values())
    ratio = statistics.median(values) / statistics.median(bares)
    print(f"\nlessons, to the first widget:   {summary(values)}")
    print(f"bare one-button Voilà page:     {summary(bares)}")
    print(f"lesson median / bare median: {ratio:.2f}   (p95 / p95: {pct(values, 0.95) / pct(bares, 0.95):.2f})")
    for kind in ("ahead", "warm", "cold"):
        got = [times[p] for p in times if how[p] == kind]
        if got:
            print(f"  served {kind:5}: median {statistics.median(got):.2f} s, worst {max(got):.2f} s (n={len(got)})")
    print("slowest: " + ", ".join(f"{p} {t:.2f} s ({how[p]})"
                                  for p, t in sorted(times.items(), key=lambda x: -x[1])[:5]))
    print(f"lessons that did not open within 120 s: {len(failed)} {' '.join(failed)}")
    print(f"load average (1 min) during the run: min {min(loads):.1f}, median {statistics.median(loads):.1f}, "
          f"max {max(loads):.1f}")
    print(f"'not trusted' warnings in the app's log: {log.count('is not trusted')}")
    print(f"the app's log: {tmp / 'app.log'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
