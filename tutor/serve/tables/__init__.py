"""Learners play each other at tables in their browsers (issue 31): the pages and the websocket of the app.

- ``GET /tables``: the lobby (open tables, who sits where as text, a form that opens a table for a game, robots of
  a chosen level in the empty seats); ``POST /tables/new`` opens one.
- ``GET /tables/<id>``: the table's page; ``/tables/<id>/socket``: its websocket. The server is the referee: the
  page sends intentions, :mod:`tutor.tables` decides, and each page is sent only its own seat's ``Seat.view()``.
- ``GET /tables/open.json``: the open tables (no card); ``GET /tables/deck.json``: the card pictures.

:mod:`.handlers` holds the requests, :mod:`.live` the rooms that keep every page up to date (a poll of the table's
step every 200 ms, shared by the pages of a table in this process), :mod:`.page` the HTML, :mod:`.words` the words
(catalog domain ``tableweb``), ``table.js`` and ``table.css`` the page's script and style.
"""

from __future__ import annotations

from typing import Any


def routes(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The tables' routes under the app's ``base_url`` (what :mod:`tutor.serve.app` mounts)."""
    from .handlers import routes as table_routes

    return table_routes(base_url)
