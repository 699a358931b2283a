"""The app's learner requests over plain HTTP (no browser): signed learner cookies, XSRF on every change,
names as text, a learner reads only their own record; and the kernel binding helpers."""

from __future__ import annotations

import http.cookiejar
import json
import re
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tutor import progress
from tutor.progress import session as session_mod
from tutor.serve import launch, learners

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    folder = tmp_path_factory.mktemp("app")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(folder / "data"))
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", log=folder / "serve.log", timeout=90)
    finally:
        mp.undo()
    yield url, folder / "data"
    launch.stop(proc)


class Browser:
    """A cookie jar and the requests a page makes; redirects are followed like a browser's."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> tuple[int, str]:
        try:
            with self.opener.open(self.url + path, timeout=60) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode(errors="replace")

    def post(self, path: str, **fields: str) -> tuple[int, str, str]:
        data = urllib.parse.urlencode(fields).encode()
        try:
            with self.opener.open(urllib.request.Request(self.url + path, data=data), timeout=60) as r:
                return r.status, r.read().decode(), r.url
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode(errors="replace"), ""

    def xsrf(self) -> str:
        status, html = self.get("/")
        assert status == 200
        return re.search(r'name="_xsrf" value="([^"]+)"', html).group(1)

    def cookie(self, name: str) -> str | None:
        return next((c.value for c in self.jar if c.name == name), None)

    def learner(self) -> str | None:
        """The learner the app sees in this browser's cookie (``/tutor/me``)."""
        return json.loads(self.get("/tutor/me")[1])["learner"]


def test_a_name_is_given_with_xsrf_and_shown_as_text(app):
    url, _ = app
    b = Browser(url)
    status, html = b.get("/")
    assert 'class="tt-learner"' in html and "tt-progress\"" not in html
    token = b.xsrf()
    status, html, where = b.post("/tutor/learner", _xsrf=token, name="<script>alert(1)</script>", next="/")
    assert status == 200 and where == url + "/"
    assert "Hello, &lt;script&gt;alert(1)&lt;/script&gt;." in html and "<script>alert(1)" not in html
    assert b.cookie(learners.COOKIE) and b.learner()
    status, me = b.get("/tutor/me")
    assert json.loads(me)["summary"]["name"] == "<script>alert(1)</script>"


@pytest.mark.parametrize("path", ["/tutor/learner", "/tutor/forget"])
def test_changes_without_the_xsrf_token_are_refused(app, path):
    url, _ = app
    b = Browser(url)
    b.xsrf()  # the cookie is there, the form field is not: a post from another site looks like this
    status, _, _ = b.post(path, name="Eve", next="/")
    assert status == 403
    status, _, _ = b.post(path, name="Eve", next="/", _xsrf="2|00|11|22")
    assert status == 403
    assert b.cookie(learners.COOKIE) is None


@pytest.mark.parametrize("name, shown", [("x" * 41, "A name has at most 40 characters."),
                                         ("   ", "Please type a name, or continue without one."),
                                         ("Eve\u202e", "A name cannot hold control or invisible characters.")])
def test_a_bad_name_says_what_is_wrong_and_keeps_nothing(app, name, shown):
    url, data = app
    b = Browser(url)
    status, html, _ = b.post("/tutor/learner", _xsrf=b.xsrf(), name=name, next="/")
    assert status == 200 and shown in html and 'class="tt-learner"' in html
    assert b.cookie(learners.COOKIE) is None


def test_an_edited_cookie_gives_no_record_and_export_is_ones_own(app):
    url, data = app
    ann = Browser(url)
    ann.post("/tutor/learner", _xsrf=ann.xsrf(), name="Ann", next="/")
    ann_id = ann.learner()
    store = progress.open(f"sqlite:///{data / 'progress.sqlite'}")
    store.record(ann_id, "drill:spades.trick:4", True, "N", 2.0)
    status, body = ann.get("/tutor/export")
    exported = json.loads(body)
    assert status == 200 and exported["learner"] == ann_id and exported["name"] == "Ann"
    assert [a["item"] for a in exported["answers"]] == ["drill:spades.trick:4"]

    eve = Browser(url)
    eve.xsrf()
    for forged in (f"{ann_id}.{'0' * 32}", ann_id, ann.cookie(learners.COOKIE) + "x"):
        eve.jar.set_cookie(http.cookiejar.Cookie(
            0, learners.COOKIE, forged, None, False, "127.0.0.1", False, False, "/", True, False, None, True,
            None, None, {}))
        assert eve.get("/tutor/export")[0] == 404
        me = json.loads(eve.get("/tutor/me")[1])
        assert me["learner"] is None and me["summary"] is None
    store.close()


def test_forget_me_deletes_the_record_and_the_cookie(app):
    url, data = app
    b = Browser(url)
    b.post("/tutor/learner", _xsrf=b.xsrf(), name="Bo", next="/")
    bo = b.learner()
    store = progress.open(f"sqlite:///{data / 'progress.sqlite'}")
    store.record(bo, "quiz:spades/01-the-deal-and-the-bid#1", False, "West")
    status, html, where = b.post("/tutor/forget", _xsrf=b.xsrf(), next="/voila/tree/zh")
    assert status == 200 and where.startswith(url + "/voila/tree/zh")
    assert "你的记录已经删除。" in html and 'class="tt-learner"' in html
    assert store.answers(bo) == [] and store.name(bo) is None and b.cookie(learners.COOKIE) is None
    store.close()


def test_next_is_a_path_on_this_site_only(app):
    url, _ = app
    b = Browser(url)
    status, _, where = b.post("/tutor/learner", _xsrf=b.xsrf(), anonymous="1", next="//evil.example/")
    assert status == 200 and where == url + "/"
    assert b.learner().startswith("b-")


# -- the kernel's side, without a server --------------------------------------------------------------------

def test_signatures_belong_to_this_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_DATA", str(tmp_path))
    monkeypatch.setattr(learners.identity, "_secret", None)
    value = learners.sign("b-ann")
    assert learners.verify(value) == "b-ann"
    assert (tmp_path / "secret").stat().st_mode & 0o077 == 0  # the key is the app's alone
    monkeypatch.setattr(learners.identity, "_secret", b"another app's key")
    assert learners.verify(value) is None
    monkeypatch.setattr(learners.identity, "_secret", None)
    assert learners.verify(value) == "b-ann"  # the key is kept: the learner is known after a restart


def test_a_preheated_kernel_reads_the_binding_the_app_wrote(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_DATA", str(tmp_path))
    kernel = "0a1b2c3d-0000-4000-8000-000000000001"
    learners._page.set({"learner": "b-ann", "lesson": "en/spades/02-playing-tricks.ipynb"})
    learners.bind_taken(kernel)
    assert session_mod.read_binding(kernel) == {"learner": "b-ann", "lesson": "en/spades/02-playing-tricks.ipynb"}
    sess = session_mod.Session(lambda: None, binding=lambda: session_mod.read_binding(kernel))
    assert sess.learner == "b-ann" and sess.lesson == "spades/02-playing-tricks"
    learners.unbind(kernel)
    assert session_mod.read_binding(kernel) == {}
    learners.bind_taken("../../etc/passwd")  # not a kernel id: nothing is written anywhere
    assert list((tmp_path / "sessions").iterdir()) == []


def test_only_a_kernel_started_for_a_page_gets_the_learner_in_its_environment():
    learners._page.set({"learner": "b-ann", "lesson": "en/spades/02-playing-tricks.ipynb"})
    for_page = {"env": {"VOILA_PREHEAT": "False"}}
    learners.kernel_env(for_page)
    assert for_page["env"]["TUTOR_LEARNER"] == "b-ann"
    pooled = {"env": {"VOILA_PREHEAT": "True"}}
    learners.kernel_env(pooled)
    assert "TUTOR_LEARNER" not in pooled["env"]
