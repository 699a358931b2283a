"""Worked examples to share: a calculator keeps its whole set-up in the page URL.

A calculator owns a :class:`ShareBar`. The bar shows the set-up in words, a "link to this example"
(the set-up as a query string), "copy link", "short link and QR code" (``/s/<id>``, see
``tutor.serve.shortlinks``) and "print" buttons (the page script of the lesson template
handles both), "save as SVG" / "save as PNG" (a picture of the widget's sheets and table for slides, drawn by
the page script of ``present.html.j2``), and a hidden text box the page script fills once with the page's own
query string. The calculator then takes its set-up from that query if the query names it (``calc=<game>``; a second
calculator of the same game on one page is ``<game>-2``). The page's query arrives through the browser rather
than the kernel's ``QUERY_STRING``, so it works the same in a preheated kernel, which runs the notebook
before the page is asked for.

>>> bar = ShareBar("spades", lambda params: None)
>>> bar.update({"bids": "3,3,4,3"}, "bids 3 3 4 3")
>>> bar.query
'calc=spades&bids=3%2C3%2C4%2C3'
>>> parse_query("calc=spades&bids=3,3,4,3&present=1")
{'calc': 'spades', 'bids': '3,3,4,3', 'present': '1'}
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import parse_qsl, urlencode

import ipywidgets as w

from ..errors import ParseError
from ..i18n import domain

t, tn = domain("tutor")

#: how many calculators of each game this kernel (one lesson page) has made, for their ids
_COUNT: dict[str, int] = {}


def next_id(game: str) -> str:
    """``game`` for the first calculator of a game on a page, ``game-2`` for the second, …"""
    _COUNT[game] = _COUNT.get(game, 0) + 1
    return game if _COUNT[game] == 1 else f"{game}-{_COUNT[game]}"


def parse_query(query: str) -> dict[str, str]:
    """The fields of a query string (a leading ``?`` is fine); the last value of a repeated field wins."""
    return dict(parse_qsl(query.lstrip("?"), keep_blank_values=True))


def ints(text: str, field: str, n: int, lo: int, hi: int) -> list[int]:
    """``n`` whole numbers from ``lo`` to ``hi`` separated by commas, or a :class:`ParseError` in plain words."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != n:
        raise ParseError(t("the link's {field} should be {n} numbers separated by commas, not {text}", field=field,
                           n=n, text=repr(text)))
    out = []
    for p in parts:
        if not p.lstrip("-").isdigit() or not lo <= int(p) <= hi:
            raise ParseError(t("the link's {field} should be whole numbers from {lo} to {hi}; {value} is not",
                               field=field, lo=lo, hi=hi, value=repr(p)))
        out.append(int(p))
    return out


def need(params: Mapping[str, str], field: str) -> str:
    if field not in params:
        raise ParseError(t("the link has no {field}: copy the whole link again", field=field))
    return params[field]


class ShareBar(w.VBox):
    """The set-up in words, its link, "copy link" and "print" (CSS class ``tt-share``), and the hidden box
    (``tt-share-in``) through which the page gives the calculator its query string."""

    def __init__(self, calc_id: str, apply: Callable[[dict[str, str]], Any]) -> None:
        self.calc_id = calc_id
        self.query = ""
        self._apply = apply
        self._inbox = w.Text(value="", layout=w.Layout(display="none"))
        self._inbox.add_class("tt-share-in")
        self._inbox.observe(self._incoming, names="value")
        self._bar = w.HTML()
        self._bar.add_class("tt-share")
        super().__init__([self._inbox, self._bar])

    def update(self, params: Mapping[str, str], setup: str) -> None:
        """Show a new set-up (``params`` as the link carries them, ``setup`` in words)."""
        self.query = urlencode({"calc": self.calc_id, **params})
        esc = html.escape
        link, copy, prints, svg, png, picture, short = (esc(str(x)) for x in (
            t("link to this example"), t("copy link"), t("print this example"), t("save as SVG"), t("save as PNG"),
            t("a picture of the sheet and the table, for slides"), t("short link and QR code")))
        self._bar.value = (f"<div class='tt-setup'>{esc(str(setup))}</div>"
                           f"<a class='tt-share-link' href='?{esc(self.query)}'>{link}</a>"
                           f"<button type='button' class='tt-copy-link'>{copy}</button> "
                           f"<button type='button' class='tt-short-link'>{short}</button> "
                           f"<button type='button' class='tt-print-example'>{prints}</button> "
                           f"<button type='button' class='tt-export-svg' title='{picture}'>{svg}</button> "
                           f"<button type='button' class='tt-export-png' title='{picture}'>{png}</button>")

    def receive(self, query: str) -> None:
        """What the page does once: hand over its query string (tests call it too)."""
        self._inbox.value = query

    def _incoming(self, change: Any) -> None:
        params = parse_query(change["new"] or "")
        if params.get("calc") == self.calc_id:
            self._apply(params)
