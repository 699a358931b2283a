"""The tables' pages as HTML text: the lobby (``/tables``), a table's page (``/tables/<id>``), an error page, and the
landing page's list of open tables.

Every name a learner typed and every text of a table is escaped here (or set with ``textContent`` by the table's
script, ``table.js``): a name such as ``<img src=x onerror=alert(1)>`` shows as those characters. The words come from
:func:`tutor.serve.tables.words.words`; the table page hands them to its script as the JSON block
``tt-table-words``.

Hooks for tests: the lobby's ``tt-lobby`` (a ``tt-open-table`` per table with ``data-table``, a ``tt-seat-row`` per
seat with ``data-seat``, ``tt-sit-link``), the form ``tt-new-table``; the table page's ``tt-table-page`` (see
``table.js`` for the rest).
"""

from __future__ import annotations

import html
import json
from collections.abc import Collection
from pathlib import Path
from typing import Any

from ...seats import SEATS
from .words import GAMES, LEVELS, words

_HERE = Path(__file__).parent
_CSS = (_HERE / "table.css").read_text(encoding="utf-8")
_SCRIPT = (_HERE / "table.js").read_text(encoding="utf-8")
e = html.escape


def _langs(w: dict[str, Any], path: str) -> str:
    links = []
    for code, name in w["languages"].items():
        here = ' aria-current="page"' if code == w["code"] else ""
        links.append(f'<a class="tt-lang" lang="{e(code)}" hreflang="{e(code)}" href="{e(path)}?lang={e(code)}"{here}>'
                     f"{e(name)}</a>")
    return f'<nav class="tt-langs" aria-label="{e(w["language"])}">{" ".join(links)}</nav>'


def _head(w: dict[str, Any], title: str) -> str:
    return (f'<!doctype html>\n<html lang="{e(w["html"])}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{e(title)} · {e(w['site'])}</title><style>{_CSS}</style></head>")


def seat_text(w: dict[str, Any], info: dict[str, Any]) -> str:
    """Who sits in a seat, as plain text (the caller escapes it): the learner's name, the robot or "free".

    >>> w = words("en")
    >>> seat_text(w, {"name": "<b>Ann</b>", "robot": None, "free": False})
    '<b>Ann</b>'
    >>> seat_text(w, {"name": "", "robot": "normal", "free": False}), seat_text(w, {"free": True})
    ('robot (normal)', 'free')
    """
    if info.get("robot"):
        level = w["level_name"].get(info["robot"], info["robot"])  # type: ignore[union-attr]
        return str(w["robot"]).replace("{level}", str(level))
    if info.get("free"):
        return str(w["free"])
    return str(info.get("name") or w["a_learner"])


def table_title(w: dict[str, Any], game: str, table: str) -> str:
    name = w["game_name"].get(game, game)  # type: ignore[union-attr]
    return str(w["table"]).replace("{game}", str(name)).replace("{id}", table)


def house_line(w: dict[str, Any], lines: Any) -> str:
    """The line naming the house rules a table plays by (the engine's plain description), or nothing."""
    if not lines:
        return ""
    return f'<p class="tt-house-rules">{e(w["house_rules"])}{e(str(w["list_sep"]).join(map(str, lines)))}</p>'


def table_list(w: dict[str, Any], base_url: str, rows: list[dict[str, Any]], mine: Collection[str] = (),
               *, sit_links: bool = True, heading: str = "h3") -> str:
    """The open tables as a list: each table's game and seats (names as text), a link to sit in a free seat."""
    items = []
    lang = w["code"]
    for row in rows:
        tid = str(row.get("table"))
        href = f"{base_url}tables/{tid}"
        seats = []
        for seat in SEATS:
            info = (row.get("seats") or {}).get(seat) or {"free": True}
            sit = ""
            if sit_links and info.get("free") and tid not in mine:
                sit = f' <a class="tt-sit-link" href="{e(href)}?lang={e(lang)}&amp;sit={seat}">{e(w["sit"])}</a>'
            turn = f' <span class="tt-turn-mark">▶ {e(w["turn"])}</span>' if row.get("turn") == seat else ""
            seats.append(f'<li class="tt-seat-row" data-seat="{seat}"><span class="tt-seat-name">'
                         f'{e(w["seat"][seat])}</span>: <span class="tt-who">{e(seat_text(w, info))}</span>'
                         f"{turn}{sit}</li>")
        paused = f' <span class="tt-paused-mark">{e(w["paused"])}</span>' if row.get("paused") else ""
        paused += house_line(w, row.get("house_rules"))
        items.append(f'<li class="tt-open-table" data-table="{e(tid)}" data-game="{e(str(row.get("game")))}">'
                     f'<{heading}>{e(table_title(w, str(row.get("game")), tid))}</{heading}>{paused}'
                     f'<ul class="tt-seat-list">{"".join(seats)}</ul>'
                     f'<a class="tt-go" href="{e(href)}?lang={e(lang)}">{e(w["go"])}</a></li>')
    return f'<ul class="tt-tables">{"".join(items)}</ul>' if items else f'<p class="tt-none">{e(w["none_open"])}</p>'


def lobby(lang: str, base_url: str, xsrf: str, rows: list[dict[str, Any]], mine: set[str], problem: str | None,
          *, refused: str = "") -> str:
    """``/tables``: the open tables and the form that opens one."""
    w = words(lang)
    games = "".join(f'<option value="{g}">{e(w["game_name"][g])}</option>' for g in GAMES)  # type: ignore[index]
    levels = "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{e(w["level_name"][k])}</option>'
                     for k in LEVELS)  # type: ignore[index]
    seats = "".join(f'<option value="{s}"{" selected" if s == "S" else ""}>{e(w["seat"][s])}</option>'
                    for s in SEATS)  # type: ignore[index]
    shown = problem or (str(w["unknown"]) if refused else "")
    say = f'<p class="tt-problem" role="alert">{e(shown)}</p>' if shown else ""
    return f"""{_head(w, str(w['title']))}
<body class="tt-tables-lobby">
<main class="tt-lobby">
<p class="tt-top"><a href="{e(base_url)}">{e(w['home'])}</a></p>{_langs(w, base_url + 'tables')}
<h1>{e(w['title'])}</h1>
<p class="tt-intro">{e(w['intro'])}</p>
{say}
<section aria-labelledby="tt-open-h"><h2 id="tt-open-h">{e(w['open_tables'])}</h2>
{table_list(w, base_url, rows, mine)}
</section>
<section aria-labelledby="tt-new-h"><h2 id="tt-new-h">{e(w['new_table'])}</h2>
<form class="tt-new-table" method="post" action="{e(base_url)}tables/new?lang={e(w['code'])}">
<input type="hidden" name="_xsrf" value="{e(xsrf)}">
<p><label for="tt-game">{e(w['game'])}</label> <select id="tt-game" name="game">{games}</select></p>
<p><label for="tt-seat">{e(w['your_seat'])}</label> <select id="tt-seat" name="seat">{seats}</select></p>
<p><label for="tt-level">{e(w['level'])}</label> <select id="tt-level" name="level">{levels}</select></p>
<p><label><input type="checkbox" name="robots" value="now"> {e(w['robots_now'])}</label></p>
<p><button type="submit" class="tt-button tt-open">{e(w['open'])}</button></p>
</form></section>
</main></body></html>
"""


def traveller_words(lang: str) -> str:
    from .classsets import TEXT as SETS

    return SETS["traveller_link"].in_language(lang)


def table_page(lang: str, base_url: str, xsrf: str, table: str, game: str, rules: list[str] | None = None) -> str:
    """``/tables/<id>``: the frame the table's script (``table.js``) fills from the websocket's views."""
    w = words(lang)
    title = table_title(w, game, table)
    # the house rules' line, also shown above the score sheets (table.js)
    w = {**w, "house_line": str(w["house_rules"]) + str(w["list_sep"]).join(rules)} if rules else w
    review = f"{base_url}tables/{table}/review?lang={w['code']}"  # the after-hand review (console's page)
    traveller = f"{base_url}tables/{table}/traveller?lang={w['code']}"  # a class set's traveller (classsets.py)
    data = json.dumps(w, ensure_ascii=False).replace("</", "<\\/")
    levels = "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{e(w["level_name"][k])}</option>'
                     for k in LEVELS)  # type: ignore[index]
    return f"""{_head(w, title)}
<body class="tt-table-body" data-base="{e(base_url)}" data-table="{e(table)}" data-game="{e(game)}"
 data-xsrf="{e(xsrf)}" data-lang="{e(w['code'])}">
<script type="application/json" id="tt-table-words">{data}</script>
<main class="tt-table-page">
<p class="tt-top"><a href="{e(base_url)}tables?lang={e(w['code'])}">{e(w['lobby'])}</a></p>
{_langs(w, base_url + 'tables/' + table)}
<h1>{e(title)}</h1>
{house_line(w, rules)}
<p class="tt-conn" role="status">{e(w['connecting'])}</p>
<p class="tt-paused" role="alert" hidden>{e(w['paused'])}</p>
<section class="tt-felt" aria-label="{e(w['seats'])}">
<div class="tt-seat tt-pos-top"></div><div class="tt-seat tt-pos-left"></div>
<div class="tt-center"><h2 class="tt-trick-h">{e(w['trick'])}</h2><ul class="tt-trick"></ul>
<p class="tt-last"></p></div>
<div class="tt-seat tt-pos-right"></div><div class="tt-seat tt-pos-bottom"></div>
</section>
<p class="tt-message" role="alert"></p>
<ul class="tt-notices" aria-live="polite"></ul>
<section class="tt-sit-box" hidden aria-labelledby="tt-sit-h"><h2 id="tt-sit-h">{e(w['no_seat'])}</h2>
<div class="tt-sit-buttons"></div></section>
<section class="tt-choices" hidden aria-labelledby="tt-choices-h"><h2 id="tt-choices-h">{e(w['choose'])}</h2>
<div class="tt-choice-buttons"></div></section>
<section class="tt-mine" hidden aria-labelledby="tt-hand-h"><h2 id="tt-hand-h">{e(w['hand'])}</h2>
<p class="tt-turn-line"></p><p class="tt-legal-hint">{e(w['legal_hint'])}</p>
<div class="tt-hand" role="toolbar" aria-labelledby="tt-hand-h"></div>
<div class="tt-multi" hidden><span class="tt-selected-text"></span>
<button type="button" class="tt-button tt-play-selected"></button>
<button type="button" class="tt-button tt-quiet tt-clear">{e(w['clear'])}</button></div>
</section>
<section class="tt-info-box" aria-labelledby="tt-score-h"><h2 id="tt-score-h">{e(w['score'])}</h2>
<ul class="tt-info"></ul><table class="tt-score"></table></section>
<section class="tt-over" hidden><h2>{e(w['over'])}</h2><p><a class="tt-review tt-button"
 href="{e(review)}">{e(w['review'])}</a>
<a class="tt-traveller-link tt-button" hidden href="{e(traveller)}">{e(traveller_words(w['code']))}</a></p></section>
<section class="tt-story" aria-labelledby="tt-story-h"><h2 id="tt-story-h">{e(w['narration'])}</h2>
<p class="tt-narration" aria-live="polite"></p><ol class="tt-log"></ol></section>
<section class="tt-table-tools">
<p class="tt-robots-row"><label for="tt-robot-level">{e(w['level'])}</label>
<select id="tt-robot-level">{levels}</select>
<button type="button" class="tt-button tt-quiet tt-robots">{e(w['robots_in'])}</button></p>
<p><button type="button" class="tt-button tt-quiet tt-leave">{e(w['leave'])}</button></p>
</section>
</main>
<script>{_SCRIPT}</script>
</body></html>
"""


def error_page(lang: str, base_url: str, sentence: str, status: int) -> str:
    """A plain page that says what went wrong in one sentence (never a traceback), with the way back."""
    w = words(lang)
    return f"""{_head(w, str(w['title']))}
<body class="tt-tables-lobby"><main class="tt-lobby">
<h1>{e(w['title'])}</h1><p class="tt-problem" role="alert">{e(sentence)}</p>
<p><a href="{e(base_url)}tables?lang={e(w['code'])}">{e(w['lobby'])}</a></p></main></body></html>
"""


def landing_box(lang: str, base_url: str, rows: list[dict[str, Any]]) -> str:
    """The landing page's box of open tables (and the way to the lobby), in the landing page's language."""
    w = words(lang)
    style = ("<style>.tt-tables-box{background:#fff;border:2px solid #0f5a35;border-radius:12px;padding:12px 20px;"
             "margin:16px 0}.tt-tables-box .tt-tables{list-style:none;padding:0;display:grid;gap:10px;"
             "grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}.tt-tables-box ul ul{list-style:none;"
             "padding:0}.tt-tables-box a{display:inline-block;min-height:24px;line-height:24px}"
             ".tt-tables-box li{overflow-wrap:anywhere}</style>")
    return (style + f'<section class="tt-tables-box" aria-labelledby="tt-tables-h"><h2 id="tt-tables-h">'
            f'{e(w["table_list"])}</h2>{table_list(w, base_url, rows, heading="h3")}'
            f'<p><a class="tt-to-lobby" href="{e(base_url)}tables?lang={e(w["code"])}">{e(w["at_table"])}</a></p>'
            "</section>")
