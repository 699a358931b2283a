"""The class view's page (``/class``): plain HTML and a small script that asks ``class/data.json`` every second.

Every name and answer a learner typed goes into the page with ``textContent`` (never ``innerHTML``), so a name
such as ``<img src=x onerror=alert(1)>`` shows as those characters. Sizes are the presentation mode's
(a projector at 1280×720): table text 24 px, headings 36 px.

Hooks for tests: the table ``tt-class`` (a row ``tt-class-row`` per learner, a cell ``tt-class-cell`` with
``data-column``), ``tt-questions`` (a ``tt-question`` each, its bars ``tt-choice-bar`` with ``data-answer``),
the plan form ``tt-plan`` (checkboxes ``tt-plan-lesson`` / ``tt-plan-skill``, ``tt-plan-save``), ``tt-project``
(the projected question: the class's live question, its right answer shown by ``tt-reveal``),
``tt-class-export``, ``tt-class-reset``, ``tt-class-archive``; ``window.ttClassPolls``
counts the answers of the data endpoint the page has drawn.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from ..render.pages import classview_words

_HERE = Path(__file__).parent
_CSS = (_HERE / "classview.css").read_text(encoding="utf-8")
_SCRIPT = (_HERE / "classview.js").read_text(encoding="utf-8")
_CONSOLE_SCRIPT = (_HERE / "tables" / "console.js").read_text(encoding="utf-8")


def page(lang: str, xsrf: str, base_url: str, *, live: bool = True, tables: bool = True) -> str:
    """The class view page in ``lang`` (``en``, ``zh`` or ``zh-hant``); ``live=False`` leaves out the live
    question's box, ``tables=False`` the tables' console. Its words are the catalogs'
    (:func:`tutor.render.pages.classview_words`, :func:`tutor.serve.tables.console.console_words`), given to its
    scripts as data (``tt-words``, ``tt-console-words``)."""
    from .livequestion import lead_html  # the live question's box (issue 23)

    w = classview_words(lang)
    e = html.escape
    words = json.dumps(w, ensure_ascii=False).replace("</", "<\\/")
    return f"""<!doctype html>
<html lang="{e(w['html_lang'])}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{e(w['title'])} · Trick Tutor</title><style>{_CSS}</style></head>
<body class="tt-classview" data-xsrf="{e(xsrf)}" data-base="{e(base_url)}">
<script type="application/json" id="tt-words">{words}</script>
<main>
<div class="tt-bar-top"><h1>{e(w['title'])}</h1>
<a class="tt-button tt-class-export" href="{e(base_url)}class/results.csv?lang={e(w['code'])}"
 download="results.csv">{e(w['export'])}</a>
<button type="button" class="tt-class-reset">{e(w['reset'])}</button>
<button type="button" class="tt-class-archive">{e(w['archive'])}</button>
<a class="tt-lang" href="{e(w['lang_href'])}">{e(w['lang'])}</a>
<a class="tt-lang" href="{e(w['lang2_href'])}">{e(w['lang2'])}</a>
<span class="tt-live" aria-live="off"></span></div>
<p class="tt-data-problem tt-problem" hidden></p>
{lead_html(w['code']) if live else ''}
<p class="tt-no-plan">{e(w['no_plan'])}</p>
<table class="tt-class" aria-label="{e(w['title'])}"></table>
<p class="tt-empty">{e(w['none'])}</p>
<h2>{e(w['questions'])}</h2>
<div class="tt-questions"></div>
{tables_html(lang) if tables else ''}
<h2>{e(w['plan'])}</h2>
<form class="tt-plan">
<fieldset><legend>{e(w['lessons'])}</legend><div class="tt-plan-lessons"></div></fieldset>
<fieldset><legend>{e(w['skills'])}</legend><div class="tt-plan-skills"></div></fieldset>
<button type="submit" class="tt-plan-save">{e(w['save'])}</button> <span class="tt-status" role="status"></span>
</form>
</main>
<section class="tt-project" hidden aria-live="polite"></section>
<script>{_SCRIPT}</script>
{f"<script>{_CONSOLE_SCRIPT}</script>" if tables else ""}
</body></html>
"""


def tables_html(lang: str) -> str:
    """The class view's *Tables* section (the teacher's console, :mod:`tutor.serve.tables.console`): its frame, the
    form that opens a table, and its words as data (``tt-console-words``); ``console.js`` draws the tables.

    Hooks for tests: ``tt-tables`` (a ``tt-table-card`` with ``data-table``, ``data-paused`` and ``data-turn`` per
    table, its seats ``tt-seat-row`` with ``data-seat``, buttons ``tt-table-pause``, ``tt-table-resume``,
    ``tt-table-watch``, ``tt-seat-robot``), ``tt-tables-pause-all``, ``tt-tables-resume-all``, ``tt-tables-next``,
    ``tt-kibitz`` (``data-table``; a ``tt-kibitz-hand`` with ``data-seat`` and ``data-count`` per seat),
    ``tt-tables-open`` (``tt-open-game``, ``tt-open-rules``, ``tt-open-level``, ``tt-open-table``),
    ``tt-house`` (the class's house rules: ``tt-house-game``, ``tt-house-preset``, ``tt-house-switches`` with an
    input per switch, ``data-switch`` its name, ``tt-house-now``, ``tt-house-fix``, ``tt-house-clear``),
    ``tt-tables-status``; ``window.ttTablesPolls`` counts the console's polls drawn."""
    from .tables.console import console_words

    c = console_words(lang)
    e = html.escape
    data = json.dumps(c, ensure_ascii=False).replace("</", "<\\/")
    return f"""<section class="tt-tables" aria-labelledby="tt-tables-h">
<script type="application/json" id="tt-console-words">{data}</script>
<h2 id="tt-tables-h">{e(c['tables'])}</h2>
<div class="tt-tables-bar">
<button type="button" class="tt-tables-pause-all">{e(c['pause_all'])}</button>
<button type="button" class="tt-tables-resume-all">{e(c['resume_all'])}</button>
<button type="button" class="tt-tables-next">{e(c['next_all'])}</button>
<span class="tt-tables-status" role="status"></span></div>
<p class="tt-tables-problem tt-problem" hidden></p>
<p class="tt-tables-none">{e(c['no_tables'])}</p>
<p><a class="tt-sets-link" href="class/sets">{e(c['sets'])}</a></p>
<div class="tt-tables-list"></div>
<section class="tt-kibitz" hidden aria-labelledby="tt-kibitz-h" tabindex="-1">
<h3 id="tt-kibitz-h"></h3><button type="button" class="tt-kibitz-close">{e(c['stop_watching'])}</button>
<p class="tt-kibitz-state" aria-live="polite"></p><ul class="tt-kibitz-info"></ul><div class="tt-kibitz-hands"></div>
<div class="tt-kibitz-trick"></div></section>
<form class="tt-tables-open"><fieldset><legend>{e(c['open_title'])}</legend>
<label>{e(c['game'])} <select class="tt-open-game"></select></label>
<label>{e(c['rules'])} <select class="tt-open-rules"></select></label>
<label>{e(c['level'])} <select class="tt-open-level"></select></label>
<button type="submit" class="tt-open-table">{e(c['open'])}</button>
<p class="tt-small">{e(c['open_note'])}</p></fieldset></form>
<form class="tt-house"><fieldset><legend>{e(c['house_title'])}</legend>
<p class="tt-small">{e(c['house_note'])}</p>
<label>{e(c['game'])} <select class="tt-house-game"></select></label>
<label>{e(c['preset'])} <select class="tt-house-preset"></select></label>
<p class="tt-house-now" role="status"></p>
<ul class="tt-house-switches"></ul>
<button type="submit" class="tt-house-fix">{e(c['house_fix'])}</button>
<button type="button" class="tt-house-clear">{e(c['house_clear'])}</button></fieldset></form>
</section>
"""
