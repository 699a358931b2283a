"""Class sets (issue 32) in the teacher's console: the class plays the same deals, then compares them.

Server-rendered pages beside the console (the class view's rule of access, :class:`ClassHandler`: open on loopback,
the teacher's key on a network; every POST passes the XSRF check), no script::

    GET  class/sets                         the sets, and the form that starts one
    POST class/sets                         game, deals (N), seed or a PBN file (bridge: pasted or uploaded) or the
                                            example composer's share links (``links``, one a line), tables
                                            (one per group of learners, every seat free), lockstep, robots' level
    GET  class/sets/<sid>                   the set: its tables, "everyone to deal n", a traveller per finished deal
    POST class/sets/<sid>/deal              lockstep: {"deal": n}
    GET  class/sets/<sid>/<n>[?present=1]   one deal's traveller (presentation mode: large type)
    GET  class/sets/<sid>/<n>/handout       the deal's one-page handout (print CSS)
    GET  class/sets/<sid>/<n>/diverged?a=&b=&at=   where two tables went different ways, the coach's reason,
                                            both replays side by side (the review page's drawing)
    GET  class/sets/<sid>/results.csv | results.pbn
    GET  tables/<tid>/traveller?deal=n      a learner's view of the traveller once their table finished the deal

Every number comes from ``hall.traveller`` / ``hall.diverged`` (the engine's scoring); this module only lays
them out. Names are text (escaped).
"""

from __future__ import annotations

import asyncio
import html
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.base.handlers import JupyterHandler

from ...errors import TutorError
from ...i18n import domain, language
from ...render.pages import HTML_LANG, page_lang
from ...seats import SEAT_NAME, TEAM_NAME
from ...tables import sets
from ..classview import ClassHandler
from .words import GAMES, LEVELS, words

t, tn = domain("console")

TEXT = {
    "sets": t("Class sets"),
    "sets_note": t("Every table plays the same deals; the traveller compares them after each deal."),
    "no_sets": t("No set yet."),
    "start": t("Start a class set"),
    "game": t("Game"), "deals": t("Deals"), "seed": t("Seed (a whole number; empty: random)"),
    "pbn": t("Or the deals from a PBN file (bridge): paste it"), "pbn_file": t("or upload it"),
    "links": t("Or the deals of the example composer: paste its share links, one a line"),
    "tables_n": t("Tables (one per group of learners)"), "lockstep": t("Lockstep: every table waits for the teacher"),
    "level": t("Robots' level"), "open": t("Start the set"),
    "set": t("Set {id}"), "table": t("Table"), "players": t("Players"), "at_deal": t("At deal"),
    "own_pace": t("own pace"), "lockstep_on": t("lockstep"),
    "everyone_to": t("Everyone to deal"), "go": t("Go"),
    "deal": t("Deal {n}"), "traveller": t("Traveller"), "not_yet": t("No table has finished this deal yet."),
    "present": t("Presentation (large type)"), "handout": t("Handout to print"),
    "compare": t("Where two tables went different ways"), "compare_go": t("Compare"),
    "csv": t("Results (CSV)"), "pbn_out": t("Results (PBN)"), "back": t("Back to the set"),
    "class": t("The class view"),
    "contract": t("Contract"), "by": t("by {seat}"), "passed": t("passed out"), "tricks": t("Tricks"),
    "score": t("Score"), "imps": t("IMPs"), "game_score": t("QQ game score"), "bids": t("Bids"), "bags": t("Bags"),
    "banker": t("Banker"), "trump": t("Trump"), "target": t("Target"), "points": t("Defenders' points"),
    "kitty": t("Kitty bonus"), "levels": t("Levels"), "result": t("Result"),
    "hands": t("The hands"),
    "same": t("These two tables played this deal the same way."),
    "first_diff": t("First difference: action {n}, {seat} to play"),
    "coach": t("The coach would play {action}: {reason}"), "no_coach": t("The coach has no advice here."),
    "step": t("After action {n}"), "prev": t("Back one action"), "next": t("On one action"),
    "pick_two": t("Choose two different tables of this set."),
    "no_set": t("There is no such set."),
    "not_yours": t("The traveller is shown to the learners of a table that plays a class set."),
    "not_yet_yours": t("The traveller of a deal is shown once your table has finished it."),
    "traveller_link": t("The traveller: every table's result"),
}


def w(lang: str) -> dict[str, str]:
    return {k: v.in_language(lang) for k, v in TEXT.items()}


def _seat(s: Any, lang: str) -> str:
    name = SEAT_NAME.get(s) or TEAM_NAME.get(s)
    return name.in_language(lang) if name is not None else str(s or "")


def columns(game: str, lang: str) -> list[str]:
    """The traveller's column headings after the table and the players, by game."""
    x = w(lang)
    if game == "bridge":
        return [x["contract"], x["tricks"], f"{_seat('NS', lang)} {x['score']}", f"{_seat('EW', lang)} {x['score']}",
                f"{_seat('NS', lang)} {x['imps']}", x["game_score"]]
    if game == "spades":
        return [x["bids"], f"{_seat('NS', lang)} {x['score']}", f"{_seat('EW', lang)} {x['score']}", x["bags"]]
    if game == "gongzhu":
        return [_seat(s, lang) for s in "NESW"]
    return [x["banker"], x["trump"], x["target"], x["points"], x["kitty"], x["levels"]]


def cells(game: str, row: dict[str, Any], lang: str) -> list[str]:
    """One traveller row's cells (text), every number as ``hall.traveller`` gives it."""
    s = row["score"]
    if game == "bridge":
        contract = (f"{s['contract']} " + t("by {seat}", seat=_seat(s["declarer"], lang)).in_language(lang)
                    if s.get("contract") else w(lang)["passed"])
        imps = row.get("imps")
        gs = s.get("game_score") or {}
        return [contract, str(s["tricks"]) if s.get("contract") else "", str(s["NS"]), str(s["EW"]),
                "" if imps is None else f"{imps['NS']:+d}", f"{_seat('NS', lang)} {gs.get('NS', 0):+d}"]
    if game == "spades":
        bids = " ".join(f"{_seat(k, lang)} {v}" for k, v in (s.get("bids") or {}).items())
        return [bids, str(s["NS"]), str(s["EW"]),
                " · ".join(f"{_seat(k, lang)} {s['bags'][k]}" for k in ("NS", "EW"))]
    if game == "gongzhu":
        return [str(s[k]) for k in "NESW"]
    return [_seat(s.get("banker"), lang), str(s.get("trump") or ""), str(s["target"]), str(s["points"]),
            str(s["kitty_bonus"]), " · ".join(f"{_seat(k, lang)} {s['levels'][k]}" for k in ("NS", "EW"))]


def traveller_html(game: str, rows: list[dict[str, Any]], lang: str, numbers: dict[str, int]) -> str:
    """The traveller as a table (rows in ``hall.traveller``'s order); ``numbers``: table id -> its number."""
    e = html.escape
    x = w(lang)
    if not rows:
        return f'<p class="tt-traveller-none">{e(x["not_yet"])}</p>'
    head = "".join(f'<th scope="col">{e(c)}</th>' for c in [x["table"], x["players"], *columns(game, lang)])
    body = []
    for r in rows:
        players = ", ".join(f"{_seat(k, lang)} {v}" for k, v in r["players"].items())
        n = numbers.get(r["table"], 0)
        body.append(f'<tr class="tt-traveller-row" data-table="{e(r["table"])}"><th scope="row">{n}</th>'
                    f'<td>{e(players)}</td>' + "".join(f"<td>{e(c)}</td>" for c in cells(game, r, lang)) + "</tr>")
    return (f'<div class="tt-scroll"><table class="tt-traveller" data-game="{e(game)}"><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(body)}</tbody></table></div>')


_CSS = """
body{font:16px/1.4 system-ui,sans-serif;margin:1rem auto;max-width:70rem;padding:0 1rem;color:#111;background:#fff}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left}
.tt-present{font-size:28px}.tt-present .tt-nav{display:none}
.tt-side{display:flex;gap:1rem;flex-wrap:wrap}.tt-side>section{flex:1 1 20rem}
.tt-scroll{overflow-x:auto;max-width:100%}textarea{max-width:100%;box-sizing:border-box}
label{display:block;margin:.3rem 0}fieldset{margin:1rem 0}.tt-error{color:#a00}
@media print{body{font-size:11pt;margin:0;max-width:none}.tt-nav,form{display:none}
 @page{size:A4;margin:12mm}.tt-handout{page-break-after:always}}
"""


def frame(lang: str, title: str, body: str, *, present: bool = False) -> str:
    e = html.escape
    return (f'<!doctype html>\n<html lang="{HTML_LANG[lang]}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width"><title>{e(title)} · Trick Tutor</title>'
            f'<style>{_CSS}</style></head><body class="tt-sets-page{" tt-present" if present else ""}"><main>'
            f"<h1>{e(title)}</h1>{body}</main></body></html>")


# -- the pages' work over the hall (run in the hall's thread) ------------------------------------------------------


def _long_links(text: str, links: Any) -> list[str]:
    """The composer's links as pasted, a short link (the share bar's ``…/s/<id>``) replaced by the link it stands
    for; a short link this server does not know is refused, named by its number among the links."""
    if links is None:
        return [line for line in text.splitlines() if line.strip()]
    from ..shortlinks import expand

    out = []
    for n, (line, target) in enumerate(((x, y) for x, y in expand(text, links) if x.strip()), start=1):
        if target is None:
            raise TutorError(str(t("link {n} is a short link this server did not make: {link}", n=n,
                                   link=line.strip()[:60])))
        out.append(target)
    return out


def open_class_set(hall: Any, form: dict[str, str], folder: Any = None, links: Any = None) -> str:
    """Open a set and one table per group (every seat free), played by the class's house rules for the game
    (:mod:`tutor.classview.houserules`, in ``folder``); the set's id. The composer's links may be short links of
    this server (``links``: its :class:`tutor.serve.shortlinks.Links`). TableError/TutorError when refused."""
    from ...classview.houserules import for_table

    game = form.get("game", "")
    if game not in GAMES:
        raise TutorError(str(t("Tables are opened for Spades, Gong Zhu, Bridge or 27 Wang.")))
    level = form.get("level") or "normal"  # a form without the field: the usual robots
    if level not in LEVELS:
        raise TutorError(str(t("A robot's level is one of: {levels}.", levels=", ".join(LEVELS))))
    try:
        deals = int(form.get("deals") or 4)
        groups = int(form.get("tables") or 1)
        seed = int(form["seed"]) if form.get("seed", "").strip() else None
    except ValueError:
        raise TutorError(str(t("The deals, the tables and the seed are whole numbers."))) from None
    if not 1 <= groups <= 16:
        raise TutorError(str(t("A set is played at 1 to 16 tables.")))
    pbn = form.get("pbn", "").strip() or None
    text = form.get("links", "").strip()
    if pbn and text:
        raise TutorError(str(t("Give the deals one way: a PBN file or the composer's links, not both.")))
    composed = sets.composed_deals(game, _long_links(text, links)) if text else None  # the composer's deals
    sid = str(hall.open_set(game, boards=deals, seed=seed, pbn=pbn, deals=composed,
                            lockstep=bool(form.get("lockstep")), rules=for_table(game, folder)))
    for _ in range(groups):
        hall.open_table(game, robots={}, set=sid, by="teacher", level=level)
    return sid


def numbers_of(info: dict[str, Any]) -> dict[str, int]:
    return {tid: n for n, tid in enumerate(info["tables"], start=1)}


def set_page(hall: Any, sid: str, lang: str, xsrf: str) -> str:
    e = html.escape
    x = w(lang)
    info = hall.set_info(sid)
    game, numbers = info["game"], numbers_of(info)
    names = words(lang)["game_name"]
    rows = []
    for tid in info["tables"]:
        row = hall.table(tid)
        players = ", ".join(f"{_seat(k, lang)} {v.get('name') or ''}" for k, v in (row.get("seats") or {}).items())
        rows.append(f'<tr class="tt-set-table" data-table="{e(tid)}"><th scope="row">{numbers[tid]}</th>'
                    f'<td>{e(players)}</td><td>{row.get("deal")}</td></tr>')
    mode = x["lockstep_on"] if info["lockstep"] else x["own_pace"]
    body = [f'<p class="tt-nav"><a href="../../class">{e(x["class"])}</a> · <a href="../sets">{e(x["sets"])}</a></p>',
            f'<p class="tt-set" data-set="{e(sid)}" data-game="{e(game)}" data-deal="{info["deal"]}">'
            f'{e(names.get(game, game))} · {info["deals"]} · {e(mode)}</p>',
            f'<div class="tt-scroll"><table><thead><tr><th scope="col">{e(x["table"])}</th><th scope="col">'
            f'{e(x["players"])}</th><th scope="col">{e(x["at_deal"])}</th></tr></thead><tbody>{"".join(rows)}'
            "</tbody></table></div>"]
    if info["lockstep"]:
        options = "".join(f'<option{" selected" if k == info["deal"] else ""}>{k}</option>'
                          for k in range(1, info["deals"] + 1))
        body.append(f'<form method="post" action="{e(sid)}/deal" class="tt-set-deal">'
                    f'<input type="hidden" name="_xsrf" value="{e(xsrf)}"><label>{e(x["everyone_to"])} '
                    f'<select name="deal">{options}</select></label><button>{e(x["go"])}</button></form>')
    links = f'<a href="{e(sid)}/results.csv">{e(x["csv"])}</a>'
    if game == "bridge":
        links += f' · <a href="{e(sid)}/results.pbn">{e(x["pbn_out"])}</a>'
    body.append(f'<p class="tt-nav">{links}</p>')
    for k in range(1, info["deals"] + 1):
        tr = hall.traveller(sid, k)
        body.append(f'<section class="tt-set-deal-box" data-deal="{k}"><h2>{e(x["deal"].format(n=k))}</h2>'
                    f'<p class="tt-nav"><a href="{e(sid)}/{k}?present=1">{e(x["present"])}</a> · '
                    f'<a href="{e(sid)}/{k}/handout">{e(x["handout"])}</a></p>'
                    f'{traveller_html(game, tr, lang, numbers)}{compare_form(sid, k, tr, numbers, lang)}</section>')
    return frame(lang, x["set"].format(id=info.get("title") or sid), "".join(body))


def compare_form(sid: str, k: int, rows: list[dict[str, Any]], numbers: dict[str, int], lang: str) -> str:
    if len(rows) < 2:
        return ""
    e = html.escape
    x = w(lang)
    opts = "".join(f'<option value="{e(r["table"])}">{numbers.get(r["table"], 0)}</option>' for r in rows)
    second = "".join(f'<option value="{e(r["table"])}"{" selected" if i == 1 else ""}>{numbers.get(r["table"], 0)}'
                     f"</option>" for i, r in enumerate(rows))
    return (f'<form method="get" action="{e(sid)}/{k}/diverged" class="tt-compare"><fieldset><legend>'
            f'{e(x["compare"])}</legend><label>{e(x["table"])} <select name="a">{opts}</select></label>'
            f'<label>{e(x["table"])} <select name="b">{second}</select></label>'
            f'<button>{e(x["compare_go"])}</button></fieldset></form>')


def deal_page(hall: Any, sid: str, k: int, lang: str, *, present: bool, handout: bool,
              back: str = "../") -> str:
    e = html.escape
    x = w(lang)
    info = hall.set_info(sid)
    game = info["game"]
    tr = hall.traveller(sid, k)
    title = f'{x["set"].format(id=info.get("title") or sid)} · {x["deal"].format(n=k)}'
    body = [f'<p class="tt-nav"><a href="{e(back)}">{e(x["back"])}</a></p>' if back else "",
            f'<h2>{e(x["traveller"])}</h2>', traveller_html(game, tr, lang, numbers_of(info))]
    if handout and tr:
        rp = hall.record(tr[0]["table"], k)
        view = rp.state_at(0)
        hands = getattr(view, "hands", None) or {}
        lines = []
        for s in "NESW":
            cards = hands.get(s) if isinstance(hands, dict) else None
            if cards:
                lines.append(f"<li>{e(_seat(s, lang))}: {e(' '.join(c.symbol for c in cards))}</li>")
        if lines:
            body.append(f'<h2>{e(x["hands"])}</h2><ul class="tt-handout-hands">{"".join(lines)}</ul>')
    cls = "tt-handout" if handout else "tt-deal"
    return frame(lang, title, f'<div class="{cls}" data-deal="{k}">{"".join(body)}</div>', present=present)


_COACH_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tt-set-coach")


async def compare(hall: Any, sid: str, k: int, a: str, b: str, at: int | None, lang: str) -> str:
    """The compare page: where the two tables parted (in the hall's thread), the coach's reason there (in a thread
    of its own, :func:`tutor.tables.sets.coach_at`, cached: it may think for a second while the tables play on),
    then the page (the hall's thread)."""
    d, st, key = await hall.run(lambda h: sets.diverged_spot(h, sid, k, a, b), lang=lang)
    coach = None
    if d is not None and a != b and not st.is_terminal():
        def think() -> Any:
            with language(lang):
                return sets.coach_at(key[0], st, key)
        coach = await asyncio.get_running_loop().run_in_executor(_COACH_POOL, think)
    return str(await hall.run(diverged_page, sid, k, a, b, at, lang, coach, lang=lang))


def diverged_page(hall: Any, sid: str, k: int, a: str, b: str, at: int | None, lang: str,
                  coach: dict[str, Any] | None = None) -> str:
    """The compare page; ``coach``: the coach's choice and reason where they parted (:func:`compare` asks it)."""
    from .review import step_view

    e = html.escape
    x = w(lang)
    info = hall.set_info(sid)
    numbers = numbers_of(info)
    if a == b or a not in numbers or b not in numbers:
        raise TutorError(x["pick_two"])
    d = hall.diverged(sid, k, a, b)
    title = f'{x["set"].format(id=info.get("title") or sid)} · {x["deal"].format(n=k)} · {x["compare"]}'
    body = [f'<p class="tt-nav"><a href="../../{e(sid)}">{e(x["back"])}</a></p>']
    ra, rb = hall.record(a, k), hall.record(b, k)
    if d is None:
        body.append(f'<p class="tt-diverged" data-step="">{e(x["same"])}</p>')
        step = 0
    else:
        step = d["step"]
        body.append(f'<p class="tt-diverged" data-step="{step}">'
                    f'{e(x["first_diff"].format(n=step + 1, seat=_seat(d["seat"], lang)))}</p>')
        if d.get("before"):
            body.append(f"<p>{e(d['before'])}</p>")
        items = []
        for tid in (a, b):
            side = d.get(tid)
            said = side["narration"] if side else "—"
            items.append(f'<li data-table="{e(tid)}">{e(x["table"])} {numbers[tid]}: {e(said)}</li>')
        body.append(f'<ul class="tt-diverged-actions">{"".join(items)}</ul>')
        said = (x["coach"].format(action=coach["action"], reason=coach["reason"]) if coach else x["no_coach"])
        body.append(f'<p class="tt-diverged-coach">{e(said)}</p>')
    at = step + 1 if at is None else at
    sides = []
    for tid, rp in ((a, ra), (b, rb)):
        i = max(0, min(at, len(rp)))
        v = step_view(rp, d["seat"] if d else "S", i, lang)
        sides.append(f'<section class="tt-replay" data-table="{e(tid)}" data-step="{v["step"]}">'
                     f'<h2>{e(x["table"])} {numbers[tid]}</h2><p>{e(v["counter"])}</p>{v["html"]}'
                     f'<p class="tt-narration">{e(v["narration"])}</p></section>')
    body.append(f'<div class="tt-side">{"".join(sides)}</div>')
    nav = f"?a={e(a)}&amp;b={e(b)}&amp;at="
    body.append(f'<p class="tt-nav"><a href="{nav}{max(0, at - 1)}">{e(x["prev"])}</a> · '
                f'<a href="{nav}{at + 1}">{e(x["next"])}</a></p>')
    return frame(lang, title, "".join(body))


def sets_page(hall: Any, lang: str, xsrf: str, error: str = "") -> str:
    e = html.escape
    x = w(lang)
    names = words(lang)["game_name"]
    items = "".join(f'<li><a class="tt-set-link" href="sets/{e(s["id"])}">{e(s.get("title") or s["id"])}</a> · '
                    f'{e(names.get(s["game"], s["game"]))} · {s["deals"]}</li>' for s in hall.sets())
    games = "".join(f'<option value="{g}">{e(names.get(g, g))}</option>' for g in GAMES)
    levels = "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{e(str(v))}</option>'
                     for k, v in LEVELS.items())
    body = (f'<p class="tt-nav"><a href="../class">{e(x["class"])}</a></p><p>{e(x["sets_note"])}</p>'
            + (f'<p class="tt-error" role="alert">{e(error)}</p>' if error else "")
            + (f'<ul class="tt-sets">{items}</ul>' if items else f'<p>{e(x["no_sets"])}</p>')
            + f'<form method="post" action="sets" enctype="multipart/form-data" class="tt-set-open"><fieldset>'
            f'<legend>{e(x["start"])}</legend><input type="hidden" name="_xsrf" value="{e(xsrf)}">'
            f'<label>{e(x["game"])} <select name="game">{games}</select></label>'
            f'<label>{e(x["deals"])} <input name="deals" type="number" min="1" max="32" value="4"></label>'
            f'<label>{e(x["seed"])} <input name="seed" type="number" min="0"></label>'
            f'<label>{e(x["pbn"])} <textarea name="pbn" rows="4" cols="60"></textarea></label>'
            f'<label>{e(x["pbn_file"])} <input name="pbn_file" type="file" accept=".pbn"></label>'
            f'<label>{e(x["links"])} <textarea name="links" rows="3" cols="60"></textarea></label>'
            f'<label>{e(x["tables_n"])} <input name="tables" type="number" min="1" max="16" value="2"></label>'
            f'<label><input name="lockstep" type="checkbox" value="1"> {e(x["lockstep"])}</label>'
            f'<label>{e(x["level"])} <select name="level">{levels}</select></label>'
            f'<button>{e(x["open"])}</button></fieldset></form>')
    return frame(lang, x["sets"], body)


# -- handlers ------------------------------------------------------------------------------------------------------


def _hall(handler: Any) -> Any:
    from .handlers import rooms_of

    return rooms_of(handler.settings).hall


class SetsHandler(ClassHandler):
    def lang(self) -> str:
        return page_lang(self.get_argument("lang", "") or self.request.headers.get("Accept-Language", "en"))

    def page(self, text: str, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(text)

    def refused(self, exc: BaseException, lang: str) -> None:
        with language(lang):
            reason = str(getattr(exc, "reason", None) or exc)
        self.page(frame(lang, w(lang)["sets"], f'<p class="tt-error" role="alert">{html.escape(reason)}</p>'), 400)

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare)
    async def get(self, sid: str | None = None, deal: str | None = None, what: str | None = None) -> None:
        lang = self.lang()
        hall = _hall(self)
        xsrf = self.xsrf_token.decode() if isinstance(self.xsrf_token, bytes) else str(self.xsrf_token)
        try:
            if sid is None:
                return self.page(await hall.run(sets_page, lang, xsrf, lang=lang))
            if deal in ("results.csv", "results.pbn"):
                fn = "export_csv" if deal.endswith("csv") else "export_pbn"
                text = await hall.run(lambda h: getattr(h, fn)(sid), lang=lang)
                kind = "text/csv" if fn == "export_csv" else "text/plain"
                self.set_header("Content-Type", f"{kind}; charset=utf-8")
                self.set_header("Content-Disposition", f'attachment; filename="{sid}.{deal.rsplit(".", 1)[1]}"')
                self.finish(text)
                return
            if deal is None:
                return self.page(await hall.run(set_page, sid, lang, xsrf, lang=lang))
            k = int(deal)
            if what == "diverged":
                at = self.get_argument("at", "")
                return self.page(await compare(hall, sid, k, self.get_argument("a", ""), self.get_argument("b", ""),
                                               int(at) if at.isdigit() else None, lang))
            present = bool(self.get_argument("present", ""))
            back = "../" + sid if not what else "../../" + sid
            return self.page(await hall.run(lambda h: deal_page(h, sid, k, lang, present=present,
                                                                handout=what == "handout", back=back), lang=lang))
        except TutorError as exc:
            self.refused(exc, lang)

    @allow_unauthenticated  # the teacher's key, and always the XSRF check
    async def post(self, sid: str | None = None, deal: str | None = None, what: str | None = None) -> None:
        lang = self.lang()
        hall = _hall(self)
        form = {k: self.get_body_argument(k, "") for k in ("game", "deals", "seed", "pbn", "tables", "lockstep",
                                                           "level", "deal", "links")}
        upload = self.request.files.get("pbn_file")
        if upload and not form["pbn"].strip():
            form["pbn"] = upload[0]["body"].decode("utf-8", "replace")
        try:
            if sid is None:
                from ..shortlinks import links_of

                new = await hall.run(open_class_set, form, self.folder(), links_of(self.settings), lang=lang)
                return self.redirect(f"sets/{new}?lang={lang}", status=303)
            if deal == "deal":
                k = int(form["deal"]) if form["deal"].isdigit() else 0
                await hall.run(lambda h: h.set_deal(sid, k), lang=lang)
                return self.redirect(f"../{sid}?lang={lang}", status=303)
            raise tornado.web.HTTPError(404)
        except TutorError as exc:
            self.refused(exc, lang)


def learner_page(hall: Any, tid: str, learner: str, deal: int | None, lang: str) -> str:
    """A learner's traveller: only at a table of a set where they sit, once their table finished the deal."""
    row = hall.table(tid)
    if not row.get("set") or hall.seat_of(tid, learner) is None:
        raise TutorError(str(TEXT["not_yours"]))
    last = row["deal"] if row.get("over") else row["deal"] - 1
    k = last if deal is None else deal
    if not 1 <= k <= last:
        raise TutorError(str(TEXT["not_yet_yours"]))
    return deal_page(hall, row["set"], k, lang, present=False, handout=False, back=f"../{tid}?lang={lang}")


class LearnerTravellerHandler(SetsHandler):
    """``GET tables/<tid>/traveller[?deal=n]``: the learner's own (not the teacher's key)."""

    def prepare(self, *, _redirect_to_login: Any = True) -> Any:  # type: ignore[override]
        return JupyterHandler.prepare(self, _redirect_to_login=_redirect_to_login)

    @allow_unauthenticated  # a learner of this app (the signed cookie or the hub's user), checked below
    async def get(self, tid: str) -> None:  # type: ignore[override]
        from .. import learners

        lang = self.lang()
        learner = learners.learner_of(self)
        deal = self.get_argument("deal", "")
        try:
            if learner is None:
                raise TutorError(str(TEXT["not_yours"]))
            text = await _hall(self).run(learner_page, tid, learner, int(deal) if deal.isdigit() else None, lang,
                                         lang=lang)
        except TutorError as exc:
            return self.refused(exc, lang)
        self.page(text)


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    b = base_url.rstrip("/") + "/class/sets"
    sid = r"([A-Za-z0-9]{1,40})"
    return [(b, SetsHandler, {}), (b + "/" + sid, SetsHandler, {}),
            (b + "/" + sid + r"/(results\.csv|results\.pbn|deal|\d{1,2})", SetsHandler, {}),
            (b + "/" + sid + r"/(\d{1,2})/(handout|diverged)", SetsHandler, {}),
            (base_url.rstrip("/") + r"/tables/([A-Za-z0-9]{1,64})/traveller", LearnerTravellerHandler, {})]
