"""After the hand (issue 31): a learner's review and replay of a hand they played at a table, from their own seat.

- ``GET /tables/<tid>/review?deal=<n>``: the page: the hand's result, its replay (the table drawn from the learner's
  seat by :func:`tutor.render.table_svg`, the engine's narration, "step i of n", "trick k of 13": what the
  play-along's :class:`tutor.widgets.replay.TrickReplay` shows, stepped with ⏮ ◀ ▶ ⏭, the arrow keys or a slider)
  and the coach's review (:func:`tutor.games.coach.review` of the learner's own decisions, as the play-along's
  review after a hand played alone: each costly choice, with the better one and its reason, opens the replay there).
- ``GET /tables/<tid>/review.json?deal=<n>&step=<i>``: one step of the replay; ``…&coach=1``: the coach's review.

**Who may see it**: the request's learner (:func:`tutor.serve.learners.learner_of`: the hub's user, else the signed
cookie) only, and only a hand their own progress record holds (``table:<tid>#<deal>``, written by ``tutor.tables``
for every learner seated when the hand ended; its answer names their seat). Anyone else — another learner, a visitor
editing the URL — gets 403, the same answer whether the table exists or not.

**Why a page of the server, not a Voilà notebook**: at the end of a hand every learner of the class opens their
review at once; a notebook would start a kernel for each (about 60 MB and a second or two of CPU each, against the
class's kernel cap), where this page costs one drawing per step. The coach's review is the costly part (a sampled
evaluation of each decision): it runs in one worker process of its own at a low priority
(:class:`concurrent.futures.ProcessPoolExecutor`), never in the server's event loop or the hall's thread, so the
tables' pages stay quick while it works, and each hand's review is made once and kept.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import html
import json
import logging
import multiprocessing
import os
from collections import OrderedDict
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from tornado import httputil

from ...errors import StoreError, TutorError
from ...i18n import Text, domain, language
from ...render.pages import HTML_LANG, page_lang
from ...seats import SEAT_NAME
from .. import learners
from . import console
from .page import house_line
from .words import words as table_words

t, tn = domain("console")
LOG = logging.getLogger("tutor.serve.tables")
TABLE_ID = r"[A-Za-z0-9_-]{1,64}"

TEXT: dict[str, Text] = {
    # i18n: the review page's heading: {game} is the game's name, {table} the table's id, {deal} the deal's number
    "title": t("{game}, table {table}, deal {deal}: your review"),
    # i18n: {seat} is the learner's seat ("South")
    "you_played": t("You played {seat}."),
    "result": t("Result"),
    "replay": t("The replay of the hand"),
    "coach": t("The coach's review"),
    "reviewing": t("The coach is reviewing your play…"),
    "well": t("No costly choices found: well played."),
    "no_coach": t("The coach does not review this game's hands."),
    "failed": t("The coach's review could not be made right now. Reload the page to try again."),
    "back_table": t("← Back to the table"),
    "forbidden": t("This review is for the learners who played the hand, each from their own seat."),
    "not_over": t("This hand is not over yet: its review comes when it ends."),
    # i18n: the slider's accessible name
    "step": t("step"),
}

#: The replay's buttons and counters, in the play-along's own words (the ``tutor`` catalog of its TrickReplay).
REPLAY_TEXT: dict[str, Text] = {
    "first": Text("tutor", "back to the deal"), "prev": Text("tutor", "one step back"),
    "next": Text("tutor", "one step forward"), "last": Text("tutor", "to the end"),
}

#: The hands whose coach's review is made or under way, by (table, deal, seat, language) (the most recent kept).
_REVIEWS: OrderedDict[tuple[str, int, str, str], asyncio.Future[dict[str, Any]]] = OrderedDict()
_KEEP = 256
#: The most seconds the coach spends on one decision of a review (its sampled deals, capped): a hand's 13 decisions
#: take about 4 s in the worker, one hand after the other. ``TUTOR_REVIEW_SECONDS`` sets another cap (the browser
#: tests' table server: the same review over fewer sampled deals, as on a slow machine).
REVIEW_SECONDS = float(os.environ.get("TUTOR_REVIEW_SECONDS") or 0.3)
_POOL: concurrent.futures.ProcessPoolExecutor | None = None


def _low_priority() -> None:
    try:
        os.nice(10)
    except OSError:
        pass


def pool() -> concurrent.futures.ProcessPoolExecutor:
    """The coach's worker process (one, started on first use, at a low priority)."""
    global _POOL
    if _POOL is None:
        _POOL = concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                       initializer=_low_priority)
    return _POOL


def item_of(table: str, deal: int) -> str:
    """The progress record's item of a hand played at a table.

    >>> item_of("t7", 2)
    'table:t7#2'
    """
    return f"table:{table}#{deal}"


def seat_in_record(answers: list[dict[str, Any]], table: str, deal: int | None) -> tuple[int, str] | None:
    """``(deal, seat)`` of the learner's own record of a hand at ``table`` (``deal`` None: the latest), or None.

    >>> rec = [{"item": "table:t7#1", "answer": {"seat": "S"}}, {"item": "table:t7#2", "answer": '{"seat": "E"}'}]
    >>> seat_in_record(rec, "t7", None), seat_in_record(rec, "t7", 1), seat_in_record(rec, "t7", 3)
    ((2, 'E'), (1, 'S'), None)
    >>> seat_in_record(rec, "t8", None)
    """
    found: tuple[int, str] | None = None
    prefix = f"table:{table}#"
    for a in answers:
        item = str(a.get("item", ""))
        if not item.startswith(prefix) or not item[len(prefix):].isdigit():
            continue
        n = int(item[len(prefix):])
        answer = a.get("answer")
        if isinstance(answer, str):
            try:
                answer = json.loads(answer)
            except ValueError:
                answer = {}
        seat = answer.get("seat") if isinstance(answer, dict) else None
        if seat not in SEAT_NAME or (deal is not None and n != deal):
            continue
        if found is None or n >= found[0]:
            found = (n, str(seat))
    return found


def step_view(rp: Any, seat: str, i: int, lang: str) -> dict[str, Any]:
    """Step ``i`` of a replay as the page shows it: the table drawn from ``seat``, the narration, the counters."""
    from ...render import table_svg
    from ...widgets.replay import trick_position, trick_words

    i = max(0, min(int(i), len(rp)))
    with language(lang):
        view = rp.state_at(i).view()
        counter = Text("tutor", "step {i} of {n}", {"i": i, "n": len(rp)})  # the play-along replay's own words
        return {"step": i, "steps": len(rp), "html": table_svg(view, me=seat),
                "narration": str(rp.narration(i)), "counter": str(counter),
                "tricks": str(trick_words(*trick_position(rp, i)))}


def coach_review(record: dict[str, Any], seat: str, lang: str) -> dict[str, Any]:
    """The coach's review of ``seat``'s decisions in a hand's record (run in the worker process): ``{"said", "mistakes":
    [{"step" (the replay's step of the decision), "label", "note"}]}``, or ``{"said"}`` alone."""
    from ...games.coach import coach_of, review
    from ...games.coach import text as action_text
    from ...replay import load

    with language(lang):
        rp = load(record)
        if coach_of(rp.facade) is None:
            return {"said": str(TEXT["no_coach"]), "mistakes": []}
        steps = [(rp.state_at(i), rp.actions[i]) for i in range(len(rp))]
        found = review(rp.facade, steps, seat, seconds=REVIEW_SECONDS)
        if not found:
            return {"said": str(TEXT["well"]), "mistakes": []}
        said = Text("tutor", "{n} choice cost you more than the luck of the cards explains. Click it to see it in the "
                    "replay of the hand.", {"n": len(found)},
                    plural="{n} choices cost you more than the luck of the cards explains. Click one to see it in the "
                    "replay of the hand.", n=len(found))
        out = []
        for m in found:
            fields = {"chosen": action_text(m.chosen), "cost": m.cost_text(), "better": action_text(m.better),
                      "reason": m.reason}
            decision = sum(1 for s, _ in steps[:m.step] if s.current_seat == seat) + 1
            out.append({"step": m.step,
                        "label": str(Text("tutor", "Your choice {n}: {chosen} {cost}; better {reason}",
                                          {**fields, "n": decision})),
                        "note": str(Text("tutor", "You chose {chosen}, which {cost} against the coach's choice "
                                     "{better}. Better: {reason}", fields))})
        return {"said": str(said), "mistakes": out}


class ReviewHandler(JupyterHandler):
    """``GET /tables/<tid>/review`` and ``/tables/<tid>/review.json``."""

    def lang(self) -> str:
        first = self.request.headers.get("Accept-Language", "").split(",")[0].split(";")[0]
        return page_lang(self.get_argument("lang", "") or first)

    def write_error(self, status_code: int, **kwargs: Any) -> None:  # never a traceback on a page
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {httputil.responses.get(status_code, '')}\n")

    def refuse(self, status: int, text: Text, as_json: bool) -> None:
        lang = self.lang()
        self.set_status(status)
        self.set_header("Cache-Control", "no-store")
        if as_json:
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.finish(json.dumps({"error": text.in_language(lang)}, ensure_ascii=False))
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(_frame(lang, self.base_url, text.in_language(lang), f"<p class='tt-problem' role='alert'>"
                                                                        f"{html.escape(text.in_language(lang))}</p>"))

    def _deal(self) -> int | None:
        given = self.get_argument("deal", "")
        return int(given) if given.isdigit() and len(given) < 6 else None

    async def _hand(self, table: str, as_json: bool) -> tuple[Any, int, str] | None:
        """``(replay, deal, seat)`` of the hand asked for, if the request's learner played it; else refused."""
        learner = learners.learner_of(self)
        store = learners.APP_STORE.get()
        mine = None
        if learner and store is not None:
            try:
                mine = seat_in_record(await asyncio.to_thread(store.answers, learner), table, self._deal())
            except StoreError:
                mine = None
        if mine is None:  # not theirs, not a table, not a hand: one answer, so a URL tells nothing
            self.refuse(403, TEXT["forbidden"], as_json)
            return None
        deal, seat = mine
        from .handlers import rooms_of

        try:
            rp = await replay_of(rooms_of(self.settings), table, deal)
        except TutorError as e:
            LOG.warning("table %s deal %s: no replay: %s", table, deal, e)
            self.refuse(409, TEXT["not_over"], as_json)
            return None
        return rp, deal, seat

    @tornado.web.authenticated
    async def get(self, table: str, kind: str) -> None:
        as_json = kind == ".json"
        hand = await self._hand(table, as_json)
        if hand is None:
            return
        rp, deal, seat = hand
        lang = self.lang()
        self.set_header("Cache-Control", "no-store")
        if as_json:
            self.set_header("Content-Type", "application/json; charset=utf-8")
            if self.get_argument("coach", ""):
                out = await coach_of_hand(table, deal, seat, lang, rp)
            else:
                step = self.get_argument("step", "0")
                out = step_view(rp, seat, int(step) if step.isdigit() and len(step) < 5 else 0, lang)
            self.finish(json.dumps(out, ensure_ascii=False))
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(review_page(lang, self.base_url, self.xsrf_token.decode(), table, deal, seat, rp))


#: Replays of finished hands, by (table, deal): a finished hand does not change.
_REPLAYS: OrderedDict[tuple[str, int], Any] = OrderedDict()


async def replay_of(rooms: Any, table: str, deal: int) -> Any:
    """The replay of a finished hand (``hall.record``), kept once read; ``TableError`` while it is not over."""
    key = (table, deal)
    if key in _REPLAYS:
        _REPLAYS.move_to_end(key)
        return _REPLAYS[key]
    rp = await rooms.hall.run(lambda h: h.record(table, deal))
    if not rp.final.is_terminal():
        from ... import tables

        raise tables.TableError(str(TEXT["not_over"]))
    _REPLAYS[key] = rp
    while len(_REPLAYS) > _KEEP:
        _REPLAYS.popitem(last=False)
    return rp


async def coach_of_hand(table: str, deal: int, seat: str, lang: str, rp: Any) -> dict[str, Any]:
    """The coach's review of a hand from ``seat``: made once in the worker process, then kept."""
    key = (table, deal, seat, lang)
    future = _REVIEWS.get(key)
    if future is None:
        loop = asyncio.get_running_loop()
        future = asyncio.ensure_future(loop.run_in_executor(pool(), coach_review, rp.record, seat, lang))
        _REVIEWS[key] = future
        while len(_REVIEWS) > _KEEP:
            _REVIEWS.popitem(last=False)
    try:
        return await asyncio.shield(future)
    except Exception as exc:  # noqa: BLE001 - a failed review is said, and tried again at the next request
        LOG.warning("table %s deal %s: the coach's review failed: %s", table, deal, exc)
        _REVIEWS.pop(key, None)
        with language(lang):
            return {"said": str(TEXT["failed"]), "mistakes": [], "failed": True}


def _frame(lang: str, base: str, title: str, body: str, *, script: str = "", data: str = "") -> str:
    e = html.escape
    home = table_words(lang)["home"]
    return f"""<!doctype html>
<html lang="{HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{e(title)} · Trick Tutor</title><style>{_CSS}</style></head>
<body class="tt-review-page">{data}<main>
<p><a class="tt-home" href="{e(base)}">{e(str(home))}</a></p>
{body}
</main>{f"<script>{script}</script>" if script else ""}</body></html>
"""


def review_page(lang: str, base: str, xsrf: str, table: str, deal: int, seat: str, rp: Any) -> str:
    """The review page of a hand (its first step drawn; the script asks for the others and the coach's review).

    Hooks for tests: ``tt-review-page`` (``data-table``, ``data-deal``, ``data-seat``), the replay ``tt-replay``
    (buttons ``tt-first`` ``tt-prev`` ``tt-next`` ``tt-last``, the slider ``tt-slider``, ``tt-step`` with
    ``data-step``, ``tt-trick-count``, ``tt-narration``, ``tt-table``), the coach's box ``tt-coach`` (``data-state``:
    ``working``, ``done``; a button ``tt-mistake`` with ``data-step`` per costly choice, ``tt-review-better``)."""
    e = html.escape
    w = {k: v.in_language(lang) for k, v in TEXT.items()}
    r = {k: v.in_language(lang) for k, v in REPLAY_TEXT.items()}
    tw = table_words(lang)
    game = str(tw["game_name"].get(rp.game, rp.game)) if isinstance(tw["game_name"], dict) else rp.game
    title = w["title"].format(game=game, table=table, deal=deal)
    first = step_view(rp, seat, 0, lang)
    with language(lang):
        summary = rp.facade.summary(rp.final) if hasattr(rp.facade, "summary") else {}
        seat_name = SEAT_NAME[seat].in_language(lang)
    score = summary.get("score") if isinstance(summary, dict) else None
    score_text = console.score_text(score, lang)
    result = f" {e(w['result'])}: {e(score_text)}" if score_text else ""
    n = len(rp)
    buttons = "".join(f'<button type="button" class="tt-{k}" aria-label="{e(r[k])}" title="{e(r[k])}">{label}</button>'
                      for k, label in (("first", "|◀"), ("prev", "◀"), ("next", "▶"), ("last", "▶|")))
    data = json.dumps({"base": base, "table": table, "deal": deal, "lang": lang, "steps": n},
                      ensure_ascii=False).replace("</", "<\\/")
    from ...classview.houserules import lines

    house = house_line(tw, lines(rp.game, rp.record.get("rules"), lang))
    body = f"""<h1>{e(title)}</h1>
{house}
<p class="tt-you">{e(w['you_played'].format(seat=seat_name))}{result}</p>
<p><a class="tt-back-table" href="{e(base)}tables/{e(table)}?lang={e(lang)}">{e(w['back_table'])}</a></p>
<section class="tt-coach" data-state="working" aria-labelledby="tt-coach-h">
<h2 id="tt-coach-h">{e(w['coach'])}</h2><p class="tt-coach-said" role="status">{e(w['reviewing'])}</p>
<div class="tt-mistakes"></div><p class="tt-review-better" aria-live="polite"></p></section>
<section class="tt-replay" aria-labelledby="tt-replay-h" data-steps="{n}">
<h2 id="tt-replay-h">{e(w['replay'])}</h2>
<div class="tt-buttons">{buttons}
<input type="range" class="tt-slider" min="0" max="{n}" value="0" aria-label="{e(w['step'])}">
<span class="tt-step" data-step="0" role="status">{e(first['counter'])}</span></div>
<p class="tt-trick-count">{e(first['tricks'])}</p>
<p class="tt-narration" aria-live="polite">{e(first['narration'])}</p>
<div class="tt-table">{first['html']}</div></section>"""
    page = _frame(lang, base, title, body, script=_SCRIPT,
                  data=f'<script type="application/json" id="tt-review-data">{data}</script>')
    return page.replace('<body class="tt-review-page">',
                        f'<body class="tt-review-page" data-table="{e(table)}" data-deal="{deal}" data-seat="{seat}"'
                        f' data-xsrf="{e(xsrf)}">', 1)


_HERE = Path(__file__).parent
_CSS = (_HERE / "review.css").read_text(encoding="utf-8")
_SCRIPT = (_HERE / "review.js").read_text(encoding="utf-8")





#: The landing page's list of the learner's hands at tables (in their record, ``tt-progress``).
HANDS_TEXT: dict[str, Text] = {
    "heading": t("Hands you played at tables"),
    # i18n: a hand in the learner's record; {game} the game's name, {table} the table's id, {deal} the deal's number
    "hand": t("{game}, table {table}, deal {deal}"),
    # i18n: {seat} is the learner's seat in that hand
    "as": t("as {seat}"),
    "review": t("review and replay"),
}
#: The most hands the landing page lists (the latest first).
HANDS_SHOWN = 10


def hands(answers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The hands at tables in a learner's record (``store.answers``), latest first: ``{"table", "deal", "seat",
    "game", "score"}``.

    >>> hands([{"item": "quiz:x#1"}, {"item": "table:t7#1", "answer": '{"seat": "S", "game": "spades", "score":'
    ...        ' {"NS": 10}}'}, {"item": "table:t7#2", "answer": "not json"}])
    [{'table': 't7', 'deal': 1, 'seat': 'S', 'game': 'spades', 'score': {'NS': 10}}]
    """
    out = []
    for a in answers:
        item = str(a.get("item", ""))
        if not item.startswith("table:") or "#" not in item:
            continue
        table, deal = item[len("table:"):].rsplit("#", 1)
        answer = a.get("answer")
        try:
            answer = json.loads(answer) if isinstance(answer, str) else answer
        except ValueError:
            continue
        if not isinstance(answer, dict) or answer.get("seat") not in SEAT_NAME or not deal.isdigit():
            continue
        out.append({"table": table, "deal": int(deal), "seat": answer["seat"], "game": str(answer.get("game", "")),
                    "score": answer.get("score") if isinstance(answer.get("score"), dict) else None})
    return out[::-1]


def hands_html(handler: Any, page_config: dict[str, Any]) -> str:
    """The landing page's list of the learner's own hands at tables, each linking to its review (``""`` without
    any). Never raises: the landing page stays as it was if the record cannot be read."""
    try:
        learner = learners.learner_of(handler)
        store = learners.APP_STORE.get() if learner else None
        if store is None or learner is None:
            return ""
        found = hands(store.answers(learner))[:HANDS_SHOWN]
        if not found:
            return ""
        lang = page_lang((page_config.get("tutorPage") or {}).get("code"))
        base = handler.settings.get("base_url", "/")
        names = table_words(lang)["game_name"]
        w = {k: v.in_language(lang) for k, v in HANDS_TEXT.items()}
        e = html.escape
        items = []
        for h in found:
            game = names.get(h["game"], h["game"]) if isinstance(names, dict) else h["game"]
            score = console.score_text(h["score"], lang)
            link = f"{base}tables/{h['table']}/review?deal={h['deal']}&lang={lang}"
            seat = w["as"].format(seat=SEAT_NAME[h["seat"]].in_language(lang)) + (" · " + score if score else "")
            items.append(f'<li class="tt-table-hand" data-table="{e(h["table"])}" data-deal="{h["deal"]}">'
                         f'{e(w["hand"].format(game=game, table=h["table"], deal=h["deal"]))} ({e(seat)})'
                         f' · <a class="tt-table-review" href="{e(link)}">{e(w["review"])}</a></li>')
        return (f'<h3>{e(w["heading"])}</h3>\n<ul class="tt-table-hands">' + "".join(items) + "</ul>")
    except (TutorError, OSError, ValueError):
        return ""


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The review's routes under ``base_url`` (mounted by :func:`tutor.serve.classview.handlers` in the app and by
    :mod:`tutor.serve.hub.server` in a learner's server on the hub)."""
    b = base_url.rstrip("/")
    return [(b + f"/tables/({TABLE_ID})/review(|\\.json)", ReviewHandler, {})]
