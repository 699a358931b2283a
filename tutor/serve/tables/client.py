"""A learner at a table without a browser: real HTTP requests and a real websocket to the app, as the table's page
makes them (its cookies, the ``_xsrf`` token, the messages). ``tests/test_tables_web.py``, the hub test and
``benchmarks/tables.py`` drive the app with it.

    learner = Learner("http://127.0.0.1:8866")
    await learner.start()                       # the lobby: the learner cookie and the XSRF token
    table = await learner.open_table("spades", seat="S")
    conn = await learner.connect(table)         # the websocket; conn.view is the seat's latest view
    await conn.send({"act": conn.view["legal"][0]})
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import urllib.parse
from http.cookies import SimpleCookie
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect


class Learner:
    """One browser: its cookies (the signed learner id, ``_xsrf``) and the requests its pages send."""

    def __init__(self, url: str, *, lang: str = "en") -> None:
        self.url = url.rstrip("/")
        self.lang = lang
        self.cookies: dict[str, str] = {}
        self.xsrf = ""
        self.http = AsyncHTTPClient()

    def _keep(self, headers: Any) -> None:
        for line in headers.get_list("Set-Cookie"):
            jar: SimpleCookie = SimpleCookie()
            jar.load(line)
            for name, morsel in jar.items():
                if morsel["expires"] and "1970" in morsel["expires"] or morsel.value == "":
                    self.cookies.pop(name, None)
                else:
                    self.cookies[name] = morsel.value

    def cookies_header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}

    async def get(self, path: str) -> tuple[int, str]:
        """``GET`` a page (no redirect followed): the status and the text."""
        request = HTTPRequest(self.url + path, headers=self.cookies_header(), follow_redirects=False,
                              request_timeout=60)
        try:
            response = await self.http.fetch(request, raise_error=False)
        except HTTPClientError as exc:  # pragma: no cover - raise_error=False returns instead
            return exc.code, ""
        self._keep(response.headers)
        return response.code, (response.body or b"").decode("utf-8", "replace")

    async def post(self, path: str, **fields: str) -> tuple[int, str]:
        """``POST`` a form (with this browser's ``_xsrf``): the status and where it sends the browser."""
        body = urllib.parse.urlencode({"_xsrf": self.xsrf, **fields})
        request = HTTPRequest(self.url + path, method="POST", body=body, headers=self.cookies_header(),
                              follow_redirects=False, request_timeout=60)
        response = await self.http.fetch(request, raise_error=False)
        self._keep(response.headers)
        return response.code, response.headers.get("Location", "")

    async def start(self) -> str:
        """Open the lobby, as a learner arriving: the learner cookie and the page's XSRF token."""
        status, text = await self.get(f"/tables?lang={self.lang}")
        if status != 200:
            raise RuntimeError(f"the lobby answered {status}")
        found = re.search(r'name="_xsrf" value="([^"]+)"', text)
        if not found:
            raise RuntimeError("the lobby has no XSRF token")
        self.xsrf = found.group(1)
        return text

    async def name(self, name: str) -> None:
        """Give this learner a name (the landing page's form)."""
        await self.post("/tutor/learner", name=name, next="/")

    async def open_table(self, game: str, *, seat: str = "S", level: str = "normal", robots: bool = False) -> str:
        """Open a table from the lobby's form (sitting at ``seat``): its id."""
        status, where = await self.post(f"/tables/new?lang={self.lang}", game=game, seat=seat, level=level,
                                        **({"robots": "now"} if robots else {}))
        found = re.search(r"/tables/([A-Za-z0-9_-]+)\?", where)
        if status != 303 or not found:
            raise RuntimeError(f"the table was not opened ({status} {where})")
        return found.group(1)

    async def connect(self, table: str, *, timeout: float = 30) -> Connection:
        """The table page's websocket (``/tables/<id>/socket``), once its first view or status arrived."""
        conn = Connection(self, table)
        await conn.open(timeout=timeout)
        return conn


class Connection:
    """One page's websocket: every message received (with its arrival time), the latest view, and sending."""

    def __init__(self, learner: Learner, table: str) -> None:
        self.learner, self.table = learner, table
        self.ws: WebSocketClientConnection | None = None
        #: every message received, as ``(seconds since the epoch, message)``
        self.received: list[tuple[float, dict[str, Any]]] = []
        self.view: dict[str, Any] | None = None
        self.seated = False
        self._changed = asyncio.Condition()
        self._reader: asyncio.Task[None] | None = None
        self._next_id = 0
        self.closed = False

    def url(self) -> str:
        base = self.learner.url.replace("http://", "ws://", 1).replace("https://", "wss://", 1)
        query = urllib.parse.urlencode({"lang": self.learner.lang, "_xsrf": self.learner.xsrf})
        return f"{base}/tables/{self.table}/socket?{query}"

    async def open(self, timeout: float = 30) -> None:
        request = HTTPRequest(self.url(), headers=self.learner.cookies_header(), request_timeout=timeout)
        self.ws = await websocket_connect(request, max_message_size=16 << 20)
        self.closed = False
        self._reader = asyncio.ensure_future(self._read())
        await self.wait(lambda m: m.get("type") in ("view", "status", "error"), timeout)

    async def _read(self) -> None:
        assert self.ws is not None
        while True:
            text = await self.ws.read_message()
            if text is None:
                break
            message = json.loads(text)
            async with self._changed:
                self.received.append((time.time(), message))
                if message.get("type") in ("view", "status"):
                    self.view = message["view"]
                    self.seated = message["type"] == "view"
                self._changed.notify_all()
        async with self._changed:
            self.closed = True
            self._changed.notify_all()

    async def wait(self, test: Any, timeout: float = 30, since: int = 0) -> dict[str, Any]:
        """The first message from ``since`` on for which ``test(message)`` is true (``TimeoutError`` otherwise)."""
        deadline = time.monotonic() + timeout
        async with self._changed:
            while True:
                for _, message in self.received[since:]:
                    if test(message):
                        return message
                if self.closed:
                    raise ConnectionError("the server closed the connection")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"no such message within {timeout} s")
                try:
                    await asyncio.wait_for(self._changed.wait(), left)
                except TimeoutError:
                    continue

    async def send(self, message: dict[str, Any], *, timeout: float = 60) -> dict[str, Any]:
        """Send an intention and wait for its answer (``done`` or ``refused``, matched by its id)."""
        assert self.ws is not None
        self._next_id += 1
        ident = self._next_id
        since = len(self.received)
        await self.ws.write_message(json.dumps({**message, "id": ident}))
        return await self.wait(lambda m: m.get("id") == ident and m.get("type") in ("done", "refused"), timeout,
                               since)

    async def wait_view(self, test: Any, timeout: float = 60) -> dict[str, Any]:
        """The first view (from the latest on) for which ``test(view)`` is true."""
        start = max(0, len(self.received) - 1)
        message = await self.wait(lambda m: m.get("type") in ("view", "status") and test(m["view"]), timeout, start)
        return message["view"]  # type: ignore[no-any-return]

    def drop(self) -> None:
        """Drop the connection as a lost network does (no goodbye)."""
        if self.ws is not None:
            stream = getattr(self.ws, "stream", None) or getattr(getattr(self.ws, "protocol", None), "stream", None)
            if stream is not None:
                stream.close()
            else:
                self.ws.close()

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
        if self._reader is not None:
            self._reader.cancel()
