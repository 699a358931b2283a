"""The class's live question in the app (issue 23; :mod:`tutor.classview.live` holds the rules).

The teacher's side, with the class view's rules (on a network the teacher's key, never the learners' token; every
change passes the XSRF check):

- ``POST /class/live``: ``{"action": "start", "skill": id, "level": 1..3}`` (the server picks the seed, so every
  learner gets the same exercise), ``{"action": "reveal"}``, ``{"action": "close"}``.
- ``GET /class/live.json?lang=``: the question with a count per choice (the right one and the reasons once revealed).

The learners' side (the app's own login: the learners' token on a network; the answer XSRF-checked):

- ``GET /tutor/live.json?lang=``: the question (prompt and choices, never which one is right before the reveal) and
  this browser's own answer. ``GET /tutor/live.js``: the script every landing and lesson page loads to show it.
- ``POST /tutor/live/answer``: ``{"question": id, "choice": i}``; recorded in the progress store as the drill's item
  (``drill:<skill>:<seed>``); a second answer of the same learner is not counted again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.base.handlers import JupyterHandler

from .. import i18n
from ..classview.live import Live, LiveError
from ..errors import StoreError
from . import learners
from .classview import ClassHandler

t, tn = i18n.domain("tutor")
_SCRIPT = (Path(__file__).parent / "livequestion.js").read_text(encoding="utf-8")


def live_of(handler: tornado.web.RequestHandler) -> Live:
    """The app's live question (one for the app, made on first use)."""
    live = handler.settings.get("tutor_live")
    if live is None:
        live = handler.settings["tutor_live"] = Live()
    return live


def _lang(handler: tornado.web.RequestHandler) -> str:
    return "zh" if handler.get_argument("lang", "en").startswith("zh") else "en"


def _json(handler: tornado.web.RequestHandler, out: dict[str, Any], status: int = 200) -> None:
    handler.set_status(status)
    handler.set_header("Content-Type", "application/json; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    handler.finish(json.dumps(out, ensure_ascii=False))


def _body(handler: tornado.web.RequestHandler) -> dict[str, Any]:
    try:
        body = json.loads(handler.request.body or b"{}")
    except ValueError:
        body = None
    if not isinstance(body, dict):
        raise LiveError(t("the request is not what the page sends (JSON)"))
    return body


class LiveLeadHandler(ClassHandler):
    """``POST /class/live`` and ``GET /class/live.json``: the teacher's side."""

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare), and always the XSRF check
    def get(self) -> None:
        _json(self, live_of(self).teacher_view(_lang(self)))

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare), and always the XSRF check
    def post(self) -> None:
        live, lang = live_of(self), _lang(self)
        with i18n.language(lang):
            try:
                body = _body(self)
                action = body.get("action")
                if action == "start":
                    level = body.get("level", 1)
                    live.start(str(body.get("skill", "")), level=int(level) if str(level).isdigit() else level)
                elif action == "reveal":
                    live.reveal()
                elif action == "close":
                    live.close()
                else:
                    raise LiveError(t("a live question is started, revealed or closed"))
            except LiveError as e:
                _json(self, {"error": str(e)}, 400)
                return
        _json(self, live.teacher_view(lang))


class LiveStateHandler(JupyterHandler):
    """``GET /tutor/live.json``: what a learner's page shows (nothing about any other learner)."""

    @tornado.web.authenticated
    def get(self) -> None:
        self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie the answer sends back
        _json(self, live_of(self).learner_view(learners.learner_of(self), _lang(self)))


class LiveAnswerHandler(JupyterHandler):
    """``POST /tutor/live/answer``: a learner's answer, recorded once."""

    def check_xsrf_cookie(self) -> None:
        # always, even with the learners' token: another site must not answer for a learner
        tornado.web.RequestHandler.check_xsrf_cookie(self)

    @tornado.web.authenticated
    def post(self) -> None:
        live, lang = live_of(self), _lang(self)
        learner = learners.learner_of(self)
        if learner is None:  # a page opened before this browser had an id: it gets one now
            from ..progress import names

            learner = names.new_browser_id()
            learners.remember(self, learner)
        with i18n.language(lang):
            try:
                body = _body(self)
                choice = body.get("choice")
                first = live.answer(str(body.get("question", "")), learner, choice)  # type: ignore[arg-type]
            except LiveError as e:
                _json(self, {"error": str(e)}, 409)
                return
            view = live.learner_view(learner, lang)
            saved = True
            if first:
                q = live.question
                assert q is not None
                store = learners.APP_STORE.get()
                try:
                    if store is None:
                        raise StoreError("no store", reason=learners.APP_STORE.reason or "missing")
                    store.record(learner, q.item, choice == q.exercise().answer, answer=view["choices"][choice])
                except StoreError as exc:
                    learners.APP_STORE.failed(exc)
                    saved = False
            view.update(counted=first, saved=saved, problem=None if saved else learners.APP_STORE.problem())
        _json(self, view)


class LiveScriptHandler(JupyterHandler):
    """``GET /tutor/live.js``: the learners' pages' script (no secret in it)."""

    @allow_unauthenticated
    def get(self) -> None:
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.finish(_SCRIPT)


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The live question's routes under the app's ``base_url``."""
    b = base_url.rstrip("/")
    return [(b + "/class/live", LiveLeadHandler, {}), (b + "/class/live.json", LiveLeadHandler, {}),
            (b + "/tutor/live.json", LiveStateHandler, {}), (b + "/tutor/live/answer", LiveAnswerHandler, {}),
            (b + "/tutor/live.js", LiveScriptHandler, {})]


# -- the teacher's part of the class view page ----------------------------------------------------------------

LEAD_WORDS = {
    "en": {"heading": "A live question", "skill": "Drill", "level": "Level", "start": "Put it to the class",
           "reveal": "Reveal the answer", "close": "Close the question", "answered": "answered",
           "closed": "closed: no more answers", "open": "taking answers", "none": "No question is put to the class."},
    "zh": {"heading": "课堂提问", "skill": "练习", "level": "难度", "start": "出给全班", "reveal": "公布答案",
           "close": "结束这道题", "answered": "人回答", "closed": "已结束：不再收答案", "open": "正在收答案",
           "none": "还没有给全班出题。"},
}
#: before the reveal every bar has the same colour (red would say "wrong"); the right one turns green after it
_LEAD_CSS = (".tt-liveq-board .tt-choice-bar { background: #3d6aa8; } "
             ".tt-liveq-board .tt-choice.tt-right .tt-choice-bar { background: #1e7d45; } "
             ".tt-liveq-board .tt-choice.tt-right .tt-choice-text { font-weight: 700; color: #1e7d45; } "
             ".tt-liveq-explain { grid-column: 1 / -1; font-size: 22px; margin: 0 0 8px; } "
             ".tt-liveq-prompt { font-size: 26px; } .tt-liveq-prompt svg { max-width: 100%; height: auto; } "
             ".tt-liveq-form { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; } "
             ".tt-liveq-form label { max-width: 100%; } "
             ".tt-liveq-form select { font: inherit; font-size: 22px; max-width: 100%; } "
             ".tt-liveq-prompt, .tt-liveq-board { max-width: 100%; overflow-x: auto; overflow-wrap: anywhere; }")
_LEAD_SCRIPT = (Path(__file__).parent / "livequestion_lead.js").read_text(encoding="utf-8")


def lead_html(lang: str) -> str:
    """The class view's "live question" box: pick a drill, put it to the class, its bars, reveal, close."""
    import html

    w = LEAD_WORDS.get(lang, LEAD_WORDS["en"])
    e = html.escape
    words = json.dumps({**w, "code": lang if lang in LEAD_WORDS else "en"}, ensure_ascii=False).replace("</", "<\\/")
    levels = "".join(f"<option value='{n}'>{n}</option>" for n in (1, 2, 3))
    return f"""<style>{_LEAD_CSS}</style>
<section class="tt-liveq-lead" aria-labelledby="tt-liveq-h">
<h2 id="tt-liveq-h">{e(w['heading'])}</h2>
<form class="tt-liveq-form"><label>{e(w['skill'])} <select class="tt-liveq-skill"></select></label>
<label>{e(w['level'])} <select class="tt-liveq-level">{levels}</select></label>
<button type="submit" class="tt-liveq-start">{e(w['start'])}</button>
<span class="tt-liveq-status" role="status"></span></form>
<div class="tt-liveq-board" aria-live="polite"><p class="tt-small">{e(w['none'])}</p></div>
</section>
<script type="application/json" id="tt-liveq-words">{words}</script>
<script>{_LEAD_SCRIPT}</script>"""
