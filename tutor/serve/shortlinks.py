"""Short share links (issue 23): ``/s/<id>`` stands for a lesson page with its example's set-up, and
``/s/<id>.svg`` is its QR code, for a slide.

A share bar's link carries the whole set-up (a composed bridge deal is 800 characters); the page asks
``POST /s`` (``{"target": "/voila/render/<lesson>?calc=…"}``, XSRF-checked) for a short id and the server keeps
the target in ``links.sqlite`` in the data folder. The id is the target's hash (7 characters of base 32, longer
only if two targets ever share a prefix), so the same example always gets the same link. ``GET /s/<id>``
answers with a redirect to the lesson page, which opens at that example. Only lesson pages of this server are
targets (no redirect elsewhere). On a network the QR code's link carries the learners' token, so a phone that
scans it opens the lesson.

>>> short_id("/voila/render/en/bridge/04-scoring-made-contracts.ipynb?calc=bridge&contract=4S")
'7ta56mz'
>>> target_ok("/voila/render/en/x.ipynb?calc=a", "/"), target_ok("https://evil.example/", "/")
(True, False)
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import sqlite3
import threading
from pathlib import Path
from typing import Any
from urllib.parse import quote

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from tornado import httputil

ID = re.compile(r"^[a-z2-7]{7,20}$")
MAX_TARGET = 8000
_LOCK = threading.Lock()


def short_id(target: str, length: int = 7) -> str:
    """The id of ``target``: the start of its SHA-256 in lower-case base 32."""
    digest = base64.b32encode(hashlib.sha256(target.encode("utf-8")).digest()).decode().lower()
    return digest[:length]


def target_ok(target: str, base_url: str) -> bool:
    """True if ``target`` is a lesson page of this server (a path, no scheme or host)."""
    prefix = base_url.rstrip("/") + "/voila/render/"
    return (isinstance(target, str) and 0 < len(target) <= MAX_TARGET and target.startswith(prefix)
            and "//" not in target and "\\" not in target and ".." not in target.split("?", 1)[0]
            and not any(ord(c) < 32 for c in target))


class Links:
    """The table of short ids in an SQLite file (one writer at a time; ids never change once given)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _database(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=10)
        conn.execute("CREATE TABLE IF NOT EXISTS links (id TEXT PRIMARY KEY, target TEXT NOT NULL UNIQUE)")
        return conn

    def add(self, target: str) -> str:
        with _LOCK, self._database() as conn:
            row = conn.execute("SELECT id FROM links WHERE target = ?", (target,)).fetchone()
            if row:
                return str(row[0])
            for length in range(7, 21):
                key = short_id(target, length)
                if not conn.execute("SELECT 1 FROM links WHERE id = ?", (key,)).fetchone():
                    conn.execute("INSERT INTO links (id, target) VALUES (?, ?)", (key, target))
                    return key
        raise RuntimeError("no free short id")  # 2**100 targets: never

    def get(self, key: str) -> str | None:
        if not ID.match(key):
            return None
        with self._database() as conn:
            row = conn.execute("SELECT target FROM links WHERE id = ?", (key,)).fetchone()
        return str(row[0]) if row else None


def qr_svg(text: str) -> str:
    """The QR code of ``text`` as SVG (black modules on white, a quiet zone of 4)."""
    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=8, border=4, xmldecl=False, svgclass="tt-qr-svg",
                                     title="QR", lineclass=None)
    return out.getvalue().decode("utf-8")


def links_of(settings: dict[str, Any]) -> Links:
    """The server's table of short links (kept in its settings once opened)."""
    links = settings.get("tutor_links")
    if links is None:
        from ..classview import data_dir

        links = Links(Path(settings.get("tutor_links_path") or data_dir() / "links.sqlite"))
        settings["tutor_links"] = links
    return links


#: a short link as the share bar gives it (``http://host/s/<id>``, or just ``/s/<id>``; the QR code's ``?token=…`` too)
SHORT = re.compile(r"^(?:[a-z]+://[^/\s]+)?(?:/[^\s?#]*)?/s/([a-z2-7]{7,20})/?(?:\?[^\s#]*)?$")


def expand(text: str, links: Links) -> list[tuple[str, str | None]]:
    """Each line of ``text`` with what it stands for: a short link of this server's (``…/s/<id>``) gives the link it
    was made for, or ``None`` when this server does not know it; any other line is itself.

    >>> import tempfile
    >>> table = Links(Path(tempfile.mkdtemp()) / "links.sqlite")
    >>> key = table.add("/voila/render/en/teach/02.ipynb?calc=own-spades&N=SA")
    >>> [target for _, target in expand(f"http://127.0.0.1:8866/s/{key}\\n/voila/render/x?calc=own-gongzhu\\n/s/aaaaaaa",
    ...                                   table)]
    ['/voila/render/en/teach/02.ipynb?calc=own-spades&N=SA', '/voila/render/x?calc=own-gongzhu', None]
    >>> expand(f"/s/{key}?token=abc", table)[0][1]  # the QR code's link, with the class's token
    '/voila/render/en/teach/02.ipynb?calc=own-spades&N=SA'
    """
    out: list[tuple[str, str | None]] = []
    for line in text.splitlines():
        found = SHORT.match(line.strip())
        out.append((line, links.get(found.group(1)) if found else line))
    return out


class _LinkHandler(JupyterHandler):
    def links(self) -> Links:
        return links_of(self.settings)

    def check_xsrf_cookie(self) -> None:  # a token in the URL does not excuse the XSRF check
        tornado.web.RequestHandler.check_xsrf_cookie(self)

    def write_error(self, status_code: int, **kwargs: Any) -> None:  # never a traceback on a page
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {httputil.responses.get(status_code, 'Error')}\n")

    def short_url(self, key: str, *, with_token: bool) -> str:
        url = f"{self.request.protocol}://{self.request.host}{self.base_url}s/{key}"
        token = self.settings.get("tutor_token", "")
        return url + (f"?token={quote(token)}" if with_token and token else "")


class ShortLinkNew(_LinkHandler):
    @tornado.web.authenticated
    def post(self) -> None:
        try:
            target = json.loads(self.request.body or b"{}").get("target", "")
        except (ValueError, AttributeError):
            target = ""
        if not target_ok(target, self.base_url):
            self.set_status(400)
            self.finish({"error": "a short link stands for a lesson page of this server"})
            return
        key = self.links().add(target)
        self.finish({"id": key, "url": self.short_url(key, with_token=False),
                     "scan": self.short_url(key, with_token=True), "qr": f"{self.base_url}s/{key}.svg"})


class ShortLinkOpen(_LinkHandler):
    @tornado.web.authenticated
    def get(self, key: str, svg: str | None = None) -> None:
        target = self.links().get(key)
        if target is None:
            self.set_status(404)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.finish("This short link is not known on this server: ask for the example's link again.\n")
            return
        if svg:
            self.set_header("Content-Type", "image/svg+xml; charset=utf-8")
            self.set_header("Cache-Control", "private, max-age=3600")
            self.finish(qr_svg(self.short_url(key, with_token=True)))
            return
        self.redirect(target)


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    b = base_url.rstrip("/")
    return [(b + "/s", ShortLinkNew, {}), (b + r"/s/([a-z2-7]{7,20})(\.svg)?", ShortLinkOpen, {})]
