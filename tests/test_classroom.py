"""The classroom server (``make app CLASS=N``): the plan, host names, token, and the live server's rules.

The live tests start ``python -m tutor.serve`` once, on loopback, over a folder of two tiny notebooks
(one that works, one whose cell fails), with a cap of one kernel, and check the class-full page, the
kernel shutdown with and without the ``_xsrf`` cookie, the host check, the token and the retry banner.
"""

from __future__ import annotations

import http.cookiejar
import json
import re
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import nbformat
import pytest

from tutor.serve import launch
from tutor.serve.policy import (
    choose_token,
    class_plan,
    clean_lesson,
    host_allowed,
    served_names,
    share_links,
    split_host,
)

ROOT = Path(__file__).resolve().parents[1]


# -- the plan ---------------------------------------------------------------------------------------------


def test_one_learner_preheats_nothing():
    plan = class_plan()
    assert not plan.preheat and plan.pool == 0
    assert plan.pools_config() == {"default": {"pool_size": 0}}


def test_a_class_preheats_one_kernel_per_learner_for_the_named_lesson_only():
    plan = class_plan(30, ["lessons/en/spades/00-spades-in-two-minutes.ipynb"], cores=2)
    assert plan.preheat and plan.pool == 30
    assert plan.pools_config() == {"default": {"pool_size": 0},
                                   "en/spades/00-spades-in-two-minutes.ipynb": {"pool_size": 30}}
    assert plan.max_kernels >= 2 * 30  # a learner may hold a second lesson while moving on
    assert plan.max_executions == 2


def test_a_class_without_a_lesson_preheats_nothing_but_is_capped():
    plan = class_plan(20)
    assert not plan.preheat and plan.max_kernels == 44


def test_the_pool_never_exceeds_the_cap():
    plan = class_plan(30, ["a.ipynb", "b.ipynb"], max_kernels=40)
    assert plan.pool * 2 <= 40 and plan.pool == 20


@pytest.mark.parametrize("bad", [0, -3])
def test_a_class_has_learners(bad):
    with pytest.raises(ValueError):
        class_plan(bad)


@pytest.mark.parametrize("bad", ["/etc/passwd", "../secret.ipynb", "spades/../../x"])
def test_a_lesson_stays_inside_the_lessons_folder(bad):
    with pytest.raises(ValueError):
        clean_lesson(bad)


# -- host names and token -----------------------------------------------------------------------------------


def test_loopback_needs_no_token_and_the_network_does():
    assert choose_token("127.0.0.1") == "" and choose_token("::1") == "" and choose_token("localhost") == ""
    a, b = choose_token("0.0.0.0"), choose_token("0.0.0.0")
    assert a and b and a != b
    assert choose_token("0.0.0.0", "given") == "given" and choose_token("127.0.0.1", "given") == "given"


def test_the_share_link_carries_the_token_and_skips_ipv6_link_local():
    links = share_links("0.0.0.0", 9000, "t0k", addresses=["127.0.0.1", "192.0.2.7", "fe80::1%eth0"])
    assert links == ["http://192.0.2.7:9000/?token=t0k", "http://127.0.0.1:9000/?token=t0k"]


def test_loopback_answers_only_loopback_names():
    names = served_names("127.0.0.1", addresses=["192.0.2.7"], hostname="classroom-pc")
    assert host_allowed("localhost:8866", names) and host_allowed("127.0.0.1:8866", names)
    assert host_allowed("[::1]:8866", names)
    for foreign in ("192.0.2.7:8866", "classroom-pc:8866", "attacker.example", "attacker.example:8866", "",
                    "localhost.attacker.example", "127.0.0.1.nip.io"):
        assert not host_allowed(foreign, names), foreign


def test_the_network_answers_this_machines_names_and_extra_ones():
    names = served_names("0.0.0.0", ["tutor.school.example"], addresses=["192.0.2.7", "fe80::1"],
                         hostname="Classroom-PC")
    for ok in ("192.0.2.7:8866", "classroom-pc:8866", "CLASSROOM-PC.local", "tutor.school.example",
               "[fe80::1]:8866", "localhost:8866"):
        assert host_allowed(ok, names), ok
    for foreign in ("attacker.example:8866", "192.0.2.8:8866", "school.example"):
        assert not host_allowed(foreign, names), foreign


def test_split_host():
    assert split_host("A.Example.:80") == "a.example"
    assert split_host("[2001:db8::1]:8866") == "2001:db8::1"
    assert split_host("2001:db8::1") == "2001:db8::1"


# -- config and Makefile ----------------------------------------------------------------------------------------


def test_config_waits_for_output_and_ends_closed_kernels_within_a_minute():
    config = json.loads((ROOT / "share" / "config" / "voila.json").read_text())
    executor = config["VoilaExecutor"]
    assert executor["iopub_timeout"] >= 30 and executor["raise_on_iopub_timeout"] is True
    cull = config["MappingKernelManager"]
    assert cull["cull_idle_timeout"] + cull["cull_interval"] <= 60 and cull["cull_connected"] is False


def test_make_app_runs_the_classroom_server():
    out = subprocess.run(["make", "-n", "app", "CLASS=30", "LESSON=en/spades/00-spades-in-two-minutes.ipynb",
                          "HOST=0.0.0.0"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "-m tutor.serve lessons" in out and "--class=30" in out
    assert "--lesson=\"en/spades/00-spades-in-two-minutes.ipynb\"" in out and "--Voila.ip=0.0.0.0" in out
    bench = subprocess.run(["make", "-n", "bench-classroom", "N=7"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout
    assert "benchmarks/classroom.py --learners 7" in bench


# -- the live server ------------------------------------------------------------------------------------------


def write_notebooks(folder: Path) -> None:
    ok = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Fine"),
                                         nbformat.v4.new_code_cell("print('six', 2 * 3)")])
    bad = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("1 / 0"),
                                          nbformat.v4.new_markdown_cell("after the failure")])
    for nb in (ok, bad):
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(ok, folder / "ok.ipynb")
    nbformat.write(bad, folder / "bad.ipynb")


def start_server(folder: Path, *args: str):
    """``python -m tutor.serve`` as ``make app`` runs it, over ``folder``: (process, url, log path)."""
    log = folder.parent / f"serve-{time.monotonic_ns()}.log"
    proc, url = launch.start(ROOT, folder, *args, log=log)
    return proc, url, log


stop = launch.stop


class Browserless:
    """An HTTP client with a cookie jar, like a browser tab without the JavaScript."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar),
                                                  NoRedirect())

    def request(self, path: str, data: bytes | None = None, headers: dict | None = None):
        req = urllib.request.Request(self.url + path, data=data, headers=headers or {})
        try:
            with self.opener.open(req, timeout=120) as r:
                return r.status, dict(r.headers), r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read().decode()

    def cookie(self, name: str) -> str | None:
        return next((c.value for c in self.jar if c.name == name), None)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # a redirect is an answer to look at, not to follow
        return None


@pytest.fixture(scope="module")
def capped(tmp_path_factory):
    folder = tmp_path_factory.mktemp("class") / "lessons"
    folder.mkdir()
    write_notebooks(folder)
    proc, url, log = start_server(folder, "--max-kernels=1")
    yield url, log
    stop(proc)


def kernel_of(page: str) -> str:
    m = re.search(r'"kernelId": "([0-9a-f-]+)"', page)
    assert m, "no kernel id in the page"
    return m.group(1)


def test_class_full_page_then_a_closed_page_frees_its_seat(capped):
    url, _ = capped
    first, second = Browserless(url), Browserless(url)
    status, _, page = first.request("/voila/render/ok.ipynb")
    assert status == 200 and "six 6" in page and 'class="tt-render-failed"' not in page
    kernel = kernel_of(page)

    status, headers, full = second.request("/voila/render/ok.ipynb")
    assert status == 503 and headers.get("Retry-After") == "60"
    assert "The class is full" in full and "try again in a minute" in full.lower().replace("\n", " ")

    # The close beacon without the cookie's value is refused (xsrf stays on) ...
    status, _, _ = first.request(f"/voila/api/shutdown/{kernel}", data=b"",
                                 headers={"Origin": url, "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 403
    assert first.request(f"/api/kernels/{kernel}")[0] == 200
    # ... and with it, as the page sends it, the kernel ends.
    xsrf = first.cookie("_xsrf")
    assert xsrf, "the lesson page must set the _xsrf cookie its close beacon sends back"
    status, _, _ = first.request(f"/voila/api/shutdown/{kernel}", data=f"_xsrf={xsrf}".encode(),
                                 headers={"Origin": url, "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 204
    assert first.request(f"/api/kernels/{kernel}")[0] == 404

    status, _, page = second.request("/voila/render/ok.ipynb")
    assert status == 200 and "six 6" in page
    second.request(f"/voila/api/shutdown/{kernel_of(page)}", data=f"_xsrf={second.cookie('_xsrf')}".encode(),
                   headers={"Origin": url, "Content-Type": "application/x-www-form-urlencoded"})


def test_a_lesson_that_stops_early_says_so_with_a_retry_button(capped):
    url, _ = capped
    tab = Browserless(url)
    status, _, page = tab.request("/voila/render/bad.ipynb")
    assert status == 200
    assert 'class="tt-render-failed"' in page and "did not load completely" in page
    assert 'class="tt-retry"' in page
    tab.request(f"/voila/api/shutdown/{kernel_of(page)}", data=f"_xsrf={tab.cookie('_xsrf')}".encode(),
                headers={"Origin": url, "Content-Type": "application/x-www-form-urlencoded"})


def test_a_foreign_host_name_is_refused(capped):
    url, _ = capped
    tab = Browserless(url)
    assert tab.request("/", headers={"Host": "attacker.example"})[0] == 403
    assert tab.request("/voila/render/ok.ipynb", headers={"Host": "attacker.example:80"})[0] == 403
    assert tab.request("/", headers={"Host": "localhost"})[0] == 200


def test_loopback_is_token_free_and_a_token_is_enforced_when_set(capped, tmp_path):
    url, _ = capped
    assert Browserless(url).request("/")[0] == 200
    folder = tmp_path / "lessons"
    folder.mkdir()
    write_notebooks(folder)
    proc, url2, log = start_server(folder, "--token=classkey", "--class=3")
    try:
        assert Browserless(url2).request("/")[0] in (302, 403)
        assert Browserless(url2).request("/voila/render/ok.ipynb")[0] in (302, 403)
        assert Browserless(url2).request("/?token=wrong")[0] in (302, 403)
        assert Browserless(url2).request("/?token=classkey")[0] == 200
        assert "Trick Tutor for 3 learners" in log.read_text()
    finally:
        stop(proc)


def test_idle_kernels_are_culled_together_and_one_failure_stops_none():
    """30 crashed tabs: every idle kernel is checked at once (one after another took past the minute)."""
    import asyncio
    import logging

    from tutor.serve.app import KernelCap

    class Base:
        log = logging.getLogger("test-cull")

        def __init__(self) -> None:
            self._kernels = {f"k{i}": object() for i in range(30)}
            self.running = self.most = 0
            self.culled: list[str] = []

        def list_kernel_ids(self) -> list[str]:  # jupyter_client's public listing, which KernelCap asks
            return list(self._kernels)

        async def cull_kernel_if_idle(self, kernel_id: str) -> None:
            self.running += 1
            self.most = max(self.most, self.running)
            await asyncio.sleep(0)  # a real check awaits the kernel: the others run meanwhile
            self.running -= 1
            if kernel_id == "k3":
                raise RuntimeError("this kernel would not stop")
            self.culled.append(kernel_id)

    class Manager(KernelCap, Base):
        pass

    km = Manager.__new__(Manager)
    Base.__init__(km)
    asyncio.run(km.cull_kernels())
    # together: all 30 checks were under way at once (one after another, at most one would be)
    assert km.most == 30 and len(km.culled) == 29 and "k3" not in km.culled
