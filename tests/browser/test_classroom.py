"""The classroom server in a real browser: a full class gets the "class is full" page, and closing a
lesson page ends its kernel (Voilà's close beacon passes the XSRF check), which frees the seat.

The server is ``python -m tutor.serve`` (what ``make app`` runs) with a cap of one kernel, over a folder
holding one small widget notebook, so that the test is about the server and not about a lesson.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import expect

from tutor.serve import launch

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]

NOTEBOOK = """import ipywidgets as w
b = w.Button(description="Seat taken")
b.add_class("tt-widget")
b"""


@pytest.fixture(scope="module")
def one_seat(tmp_path_factory):
    folder = tmp_path_factory.mktemp("one-seat") / "lessons"
    folder.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# One seat"),
                                         nbformat.v4.new_code_cell(NOTEBOOK)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / "seat.ipynb")
    proc, url = launch.start(ROOT, folder, "--max-kernels=1", log=folder.parent / "serve.log")
    yield url, proc.output
    launch.stop(proc)


def kernel_status(url: str, kernel: str) -> int:
    try:
        with urllib.request.urlopen(f"{url}/api/kernels/{kernel}", timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


#: True in the page once the kernel's last activity is not ``before`` any more (it handled a message).
ACTIVE_SINCE = "async ([url, before]) => (await (await fetch(url)).json()).last_activity !== before"


#: True in the page once the server answers 404 for the kernel (it ended).
GONE = "async (url) => (await fetch(url)).status === 404"


def kernel_activity(url: str, kernel: str) -> str:
    with urllib.request.urlopen(f"{url}/api/kernels/{kernel}", timeout=10) as r:
        return json.load(r)["last_activity"]


def test_class_full_then_closing_a_page_ends_its_kernel_and_frees_the_seat(browser, one_seat):
    one_seat, output = one_seat
    # Two learners, two browsers' worth of cookies: nothing the second one is sent may help the first.
    context, other = (browser.new_context(viewport={"width": 1000, "height": 700}) for _ in range(2))
    try:
        first = context.new_page()
        first.goto(f"{one_seat}/voila/render/seat.ipynb")
        first.locator(".tt-widget").first.wait_for(state="visible", timeout=60_000)
        kernel = first.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent)"
                                ".kernelId")
        assert kernel_status(one_seat, kernel) == 200

        second = other.new_page()
        second.goto(f"{one_seat}/voila/render/seat.ipynb")
        expect(second.locator(".tt-class-full h1")).to_have_text("The class is full")
        expect(second.locator(".tt-class-full")).to_contain_text("Try again in a minute")

        # Closing the tab runs the page's beforeunload beacon, the shutdown request with the _xsrf value.
        # A click just before (the kernel handles it: its last activity changes) makes the kernel active,
        # so that the idle culler (unconnected kernels idle for 30 s) has no reason to end it: the log
        # then shows the kernel shut down, and never culled.
        before = kernel_activity(one_seat, kernel)
        first.locator(".tt-widget").first.click()
        first.wait_for_function(ACTIVE_SINCE, arg=[f"{one_seat}/api/kernels/{kernel}", before], timeout=30_000)
        since = output.mark()
        first.close(run_before_unload=True)
        assert output.wait_for(f"Kernel shutdown: {kernel}", 60, since), output.text(since)[-2000:]
        # the shutdown is logged as it begins; the kernel is gone once the server says so
        second.wait_for_function(GONE, arg=f"{one_seat}/api/kernels/{kernel}", timeout=30_000)
        # the seat freed goes to a warm kernel (tutor.serve.pool), which the retry takes
        assert output.wait_for("Warm kernel ready", 60, since), output.text(since)[-2000:]
        assert not re.search(rf"Culling .*{kernel}", output.text()), "the idle culler ended it, not the page"

        second.locator(".tt-retry").click()
        second.locator(".tt-widget").first.wait_for(state="visible", timeout=60_000)
        expect(second.locator(".tt-widget").first).to_contain_text("Seat taken")
        second.close(run_before_unload=True)
    finally:
        context.close()
        other.close()
