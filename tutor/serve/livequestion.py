"""The class's live question in the app (issue 23; :mod:`tutor.classview.live` holds the rules).

The teacher's side, with the class view's rules (on a network the teacher's key, never the learners' token; every
change passes the XSRF check):

- ``POST /class/live``: ``{"action": "start", "skill": id, "level": 1..3}`` (the server picks the seed, so every
  learner gets the same exercise), ``{"action": "start", "lesson": id, "n": k}`` (question k of a lesson page, as
  the lesson makes it: :mod:`tutor.classview.quizzes`), ``{"action": "reveal"}``, ``{"action": "close"}``.
- ``GET /class/live/questions.json?lesson=&lang=``: the lesson's questions to choose from (``n`` and the prompt's
  text).
- ``GET /class/live.json?lang=``: the question with a count per choice (the right one and the reasons once revealed).

The learners' side (the app's own login: the learners' token on a network; the answer XSRF-checked):

- ``GET /tutor/live.json?lang=``: the question (prompt and choices, never which one is right before the reveal) and
  this browser's own answer. ``GET /tutor/live.js``: the script every landing and lesson page loads to show it; it
  asks the same view through ``tutor/watch.json`` (:mod:`tutor.serve.watch`), held until it changes, never this.
- ``POST /tutor/live/answer``: ``{"question": id, "choice": i}``; recorded in the progress store as the drill's item
  (``drill:<skill>:<seed>``); a second answer of the same learner is not counted again.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.base.handlers import JupyterHandler

from .. import i18n
from ..cards import is_count
from ..classview import question_label
from ..classview.live import Live, LiveError, Question
from ..classview.quizzes import LessonQuestionsError, lesson_question, lesson_questions
from ..errors import StoreError
from ..render.pages import CLASSVIEW_LANGS, lead_words, page_lang
from . import learners
from .changes import changed
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
    """The language the page asks in (``?lang=``): ``en``, ``zh`` or ``zh-hant`` (``pages.page_lang``)."""
    return page_lang(handler.get_argument("lang", "en"))


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


_TAGS = re.compile(r"<(svg|style|script)\b.*?</\1>|<[^>]+>", re.S | re.I)


def _plain(prompt: str) -> str:
    """A question's prompt as one line of text for the teacher's list (its picture left out)."""
    return " ".join(html.unescape(_TAGS.sub(" ", prompt)).split())[:160]


def _quietly(root: Path, lesson: str, lang: str) -> None:
    try:
        lesson_questions(root, lesson, lang)
    except LessonQuestionsError:
        pass  # said to the teacher when the question is started


async def question_list(root: Path, lesson: str, lang: str) -> list[dict[str, Any]]:
    """The questions of a lesson page the teacher may put to the class: ``[{"n", "text"}]`` (the lesson's code
    runs in a separate process, off the server's loop)."""
    loop = asyncio.get_running_loop()
    with i18n.language(lang):
        try:
            found = await loop.run_in_executor(None, lesson_questions, root, lesson, lang)
        except LessonQuestionsError as e:
            raise LiveError(str(e)) from None
    for other in CLASSVIEW_LANGS:  # read now the other languages' versions, which "start" needs
        if other != lang:
            loop.run_in_executor(None, _quietly, root, lesson, other)
    with i18n.language(lang):
        return [{"n": q.n, "text": _plain(q.prompt),
                 "label": question_label(q.item(lesson))} for q in found]


async def start_from(live: Live, root: Path, body: dict[str, Any], lang: str) -> Question:
    """The teacher's "start": a drill (``skill``, ``level``) or question ``n`` of ``lesson``, its texts from the
    lesson's page in each language it is written in (the teacher's language first: a failure is said in it)."""
    if "lesson" not in body:
        level = body.get("level", 1)
        return live.start(str(body.get("skill", "")), level=int(level) if is_count(str(level)) else level)
    lesson, n = str(body.get("lesson", "")), body.get("n")
    if isinstance(n, bool) or not isinstance(n, int):
        raise LiveError(t("the lesson {lesson} has no question {n} with choices: pick one from the list",
                          lesson=lesson[:80], n=str(n)[:10]))
    loop = asyncio.get_running_loop()
    texts, titles = {}, {}
    for code in [lang] + [x for x in CLASSVIEW_LANGS if x != lang]:
        try:
            with i18n.language(code):
                texts[code] = await loop.run_in_executor(None, lesson_question, root, lesson, n, code)
                titles[code] = str(question_label(f"quiz:{lesson}#{n}"))
        except LessonQuestionsError as e:
            if code == lang:
                raise LiveError(str(e)) from None
    return live.start_quiz(lesson, n, texts, titles)


class LiveLeadHandler(ClassHandler):
    """``POST /class/live``, ``GET /class/live.json`` and ``GET /class/live/questions.json``: the teacher's side."""

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare), and always the XSRF check
    async def get(self) -> None:
        lang = _lang(self)
        if self.request.path.endswith("/questions.json"):
            root = Path(self.settings.get("tutor_lessons_root", "lessons"))
            try:
                _json(self, {"questions": await question_list(root, self.get_argument("lesson", ""), lang)})
            except LiveError as e:
                _json(self, {"error": str(e)}, 400)
            return
        _json(self, live_of(self).teacher_view(lang))

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare), and always the XSRF check
    async def post(self) -> None:
        live, lang = live_of(self), _lang(self)
        root = Path(self.settings.get("tutor_lessons_root", "lessons"))
        try:
            with i18n.language(lang):
                body = _body(self)
            out = await lead_action(live, root, body, lang)
        except LiveError as e:
            _json(self, {"error": str(e)}, 400)
            return
        changed(self)  # the learners' pages waiting for the question (tutor/watch.json)
        _json(self, out)


async def lead_action(live: Live, root: Path, body: dict[str, Any], lang: str) -> dict[str, Any]:
    """The teacher's change (start, reveal, close) and the projector's view after it; :class:`LiveError` says why
    not (nothing changed)."""
    with i18n.language(lang):
        action = body.get("action")
        if action == "start":
            await start_from(live, root, body, lang)
        elif action == "reveal":
            live.reveal()
        elif action == "close":
            live.close()
        else:
            raise LiveError(t("a live question is started, revealed or closed"))
    return live.teacher_view(lang)


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
        if first:
            changed(self, learner)  # the learner's other pages show their answer too; nobody else's changes
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
            (b + "/class/live/questions.json", LiveLeadHandler, {}),
            (b + "/tutor/live.json", LiveStateHandler, {}), (b + "/tutor/live/answer", LiveAnswerHandler, {}),
            (b + "/tutor/live.js", LiveScriptHandler, {})]


# -- the teacher's part of the class view page ----------------------------------------------------------------

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

    lang = lang if lang in CLASSVIEW_LANGS else "en"
    w = lead_words(lang)  # the catalogs' (tutor.render.pages.LEAD_TEXT)
    with i18n.language(lang):
        w.update(lesson=t("A question of a lesson"), question=t("Question"),
                 start_quiz=t("Put this question to the class"), pick=t("choose a lesson"),
                 reading=t("reading the lesson's questions…"),
                 no_questions=t("this lesson has no question with choices"))
    e = html.escape
    words = json.dumps({**w, "code": lang}, ensure_ascii=False).replace("</", "<\\/")
    levels = "".join(f"<option value='{n}'>{n}</option>" for n in (1, 2, 3))
    return f"""<style>{_LEAD_CSS}</style>
<section class="tt-liveq-lead" aria-labelledby="tt-liveq-h">
<h2 id="tt-liveq-h">{e(w['heading'])}</h2>
<form class="tt-liveq-form"><label>{e(w['skill'])} <select class="tt-liveq-skill"></select></label>
<label>{e(w['level'])} <select class="tt-liveq-level">{levels}</select></label>
<button type="submit" class="tt-liveq-start">{e(w['start'])}</button>
<span class="tt-liveq-status" role="status"></span></form>
<form class="tt-liveq-form tt-liveq-quiz-form"><label>{e(w['lesson'])} <select class="tt-liveq-lesson">
<option value="">{e(w['pick'])}</option></select></label>
<label>{e(w['question'])} <select class="tt-liveq-question" disabled></select></label>
<button type="submit" class="tt-liveq-start-quiz" disabled>{e(w['start_quiz'])}</button></form>
<div class="tt-liveq-board" aria-live="polite"><p class="tt-small">{e(w['none'])}</p></div>
</section>
<script type="application/json" id="tt-liveq-words">{words}</script>
<script>{_LEAD_SCRIPT}</script>"""
