"""Warm kernels (``tutor.serve.pool``): a page opened takes a kernel started ahead, which then runs in the
page's folder with the page's own environment (its query string reaches the lesson), as a fresh one would."""

from __future__ import annotations

import asyncio
import re
import urllib.request
from pathlib import Path

import nbformat
import pytest

from tutor.serve import launch
from tutor.serve.pool import FIRST_USE, ReadyClient, lesson_imports, ready_client, run_silently, warm_code, warm_modules

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


# -- what a warm kernel has done before a page takes it ------------------------------------------------------

# the modules left to a lesson's own first use on purpose: endplay (the double-dummy solver, with matplotlib
# and numpy: 60 MiB in every kernel) only for the lesson that solves a deal, which is rendered ahead from the
# lesson before it
LAZY_ON_PURPOSE = ("endplay", "matplotlib", "numpy")
WATCHED = ("tutor", "sqlalchemy", "fsrs", "ipywidgets", "anywidget")
# one lesson's code cells, in its folder, as one request (the kernel's event loop runs between lessons, as
# between pages); prints the watched modules it imported
LESSON = """import os, sys, json, nbformat
os.chdir(os.path.dirname(%(path)r))
_before, _ns = set(sys.modules), {"__name__": "__main__"}
for _cell in nbformat.read(%(path)r, as_version=4).cells:
    if _cell.cell_type == "code":
        exec(compile(_cell.source, %(path)r, "exec"), _ns)
print(json.dumps(sorted(m for m in set(sys.modules) - _before
                        if m.split(".")[0] in %(watched)r and m.split(".")[0] not in %(lazy)r)))"""


def _run_in_kernel(data: Path, *cells: str) -> list[str]:
    """Run ``cells`` in a fresh kernel whose progress store is in ``data``, one request each; what each printed
    (an error fails the test with its message)."""
    import os

    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3", env={**os.environ, "TUTOR_DATA": str(data)})
    printed: list[str] = []
    try:
        for cell in cells:
            out: list[str] = []
            reply = kc.execute_interactive(cell, timeout=300, output_hook=lambda m, out=out: out.append(
                m["content"].get("text", "") if m["msg_type"] == "stream" else ""))
            assert reply["content"]["status"] == "ok", reply["content"]
            printed.append("".join(out))
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return printed


def test_a_warm_kernel_has_imported_what_the_lessons_import_as_they_open(tmp_path):
    """Every English lesson run in one warm kernel, in turn: none imports a module of the tutor, of its progress
    store (SQLAlchemy, FSRS) or of the widgets that the warm kernel had not imported (the first lesson to
    import one would find it, as a page would pay for it)."""
    import json

    lessons = ROOT / "lessons"
    paths = [str(p) for p in sorted((lessons / "en").glob("*/*.ipynb"))]
    assert len(paths) > 40
    printed = _run_in_kernel(tmp_path, warm_code(warm_modules(lessons)),
                             *(LESSON % {"path": p, "watched": WATCHED, "lazy": LAZY_ON_PURPOSE} for p in paths))
    found = {"/".join(p.split("/")[-2:]): json.loads(out) for p, out in zip(paths, printed[1:], strict=True)}
    assert {name: new for name, new in found.items() if new} == {}


def test_the_first_use_modules_exist():
    # a name that no longer exists would only be skipped by the warm kernel, silently
    import importlib.util

    assert [m for m in FIRST_USE if importlib.util.find_spec(m) is None] == []


TALK = """import threading, time
_tt_stop = threading.Event()
def _tt_talk():
    while not _tt_stop.is_set():
        print(".", end="", flush=True)
        time.sleep(0.02)
threading.Thread(target=_tt_talk, daemon=True).start()"""


def test_a_kernel_client_is_ready_while_the_kernel_is_still_talking():
    """The app's kernel clients (ReadyClient) are ready once the kernel answered and IOPub delivered a message;
    jupyter_client's own also waits for 0.2 s of silence on IOPub, which a kernel printing all the time never
    gives (a page paid those 0.2 s twice). A warm kernel is handed over by its shell reply alone: an error in
    the silent cell is raised, and what it did stays done."""
    from jupyter_client.manager import AsyncKernelManager

    async def run() -> None:
        km = AsyncKernelManager(kernel_name="python3")
        await km.start_kernel()
        ready_client(km)
        try:
            await run_silently(km, TALK)  # a thread printing until told to stop
            client = km.client()
            assert isinstance(client, ReadyClient)
            client.start_channels()
            try:
                await asyncio.wait_for(client.wait_for_ready(timeout=60), 60)
                # still talking (the kernel_info request's own status messages may come first)
                kinds = [(await client.iopub_channel.get_msg(timeout=60))["msg_type"] for _ in range(4)]
                assert "stream" in kinds, kinds
            finally:
                client.stop_channels()
            await run_silently(km, "import os; os.environ['TT_HANDED'] = 'yes'", ready=False)
            await run_silently(km, "assert os.environ['TT_HANDED'] == 'yes'", ready=False)
            with pytest.raises(RuntimeError, match="ZeroDivisionError"):
                await run_silently(km, "1 / 0", ready=False)
            await run_silently(km, "_tt_stop.set()", ready=False)
        finally:
            await km.shutdown_kernel(now=True)

    asyncio.run(run())
