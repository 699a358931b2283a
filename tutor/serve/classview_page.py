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

WORDS = {
    "en": {"title": "The class", "plan": "Today's plan", "lessons": "Lessons", "skills": "Skills",
           "save": "Assign to the class", "saved": "Assigned.", "learner": "Learner", "answers": "answers",
           "finished": "finished", "first": "first try right", "drill": "drill right", "mastery": "mastery",
           "questions": "Questions", "answered": "answered", "right_first": "right at the first try",
           "right": "the right answer", "export": "Export results (CSV)", "reset": "Reset the class",
           "archive": "Archive the class", "confirm_reset": "Start a new class? Answers from now on will count.",
           "confirm_archive": "Keep this class's results and start a new class?",
           "none": "No answers yet: the learners' answers appear here as they answer.",
           "no_plan": "No plan yet: choose lessons and skills below and assign them.",
           "project": "project", "close": "close", "question": "question", "live": "updated",
           "problem": "The class's records cannot be read: ", "learners": "learners", "lang": "中文",
           "lang_href": "?lang=zh", "html_lang": "en", "not_started": "not started", "q": "Q",
           "reveal": "reveal the answer", "hide_answer": "hide the answer"},
    "zh": {"title": "全班", "plan": "今天的课", "lessons": "课程", "skills": "技能", "save": "布置给全班",
           "saved": "已布置。", "learner": "学生", "answers": "次回答", "finished": "学完", "first": "第一次就答对",
           "drill": "练习答对", "mastery": "掌握程度", "questions": "题目", "answered": "人回答",
           "right_first": "人第一次就答对", "right": "正确答案", "export": "导出成绩（CSV）", "reset": "重新开始上课",
           "archive": "存档这堂课", "confirm_reset": "开始新的一堂课吗？从现在起的回答才算数。",
           "confirm_archive": "保存这堂课的成绩并开始新的一堂课吗？",
           "none": "还没有人回答：学生一回答，这里就显示。", "no_plan": "还没有布置：在下面选课程和技能，然后布置。",
           "project": "投影", "close": "关闭", "question": "第 {n} 题", "live": "更新于",
           "problem": "读不到全班的记录：", "learners": "名学生", "lang": "English", "lang_href": "?lang=en",
           "html_lang": "zh-Hans", "not_started": "还没开始", "q": "题",
           "reveal": "公布答案", "hide_answer": "隐藏答案"},
}

_HERE = Path(__file__).parent
_CSS = (_HERE / "classview.css").read_text(encoding="utf-8")
_SCRIPT = (_HERE / "classview.js").read_text(encoding="utf-8")


def page(lang: str, xsrf: str, base_url: str, *, live: bool = True) -> str:
    """The class view page in ``lang`` (``en`` or ``zh``); ``live=False`` leaves out the live question's box."""
    from .livequestion import lead_html  # the live question's box (issue 23)

    w = {**WORDS.get(lang, WORDS["en"]), "code": lang if lang in WORDS else "en"}
    e = html.escape
    words = json.dumps(w, ensure_ascii=False).replace("</", "<\\/")
    return f"""<!doctype html>
<html lang="{e(w['html_lang'])}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{e(w['title'])} · Trick Tutor</title><style>{_CSS}</style></head>
<body class="tt-classview" data-xsrf="{e(xsrf)}" data-base="{e(base_url)}">
<script type="application/json" id="tt-words">{words}</script>
<main>
<div class="tt-bar-top"><h1>{e(w['title'])}</h1>
<a class="tt-button tt-class-export" href="{e(base_url)}class/results.csv" download="results.csv">{e(w['export'])}</a>
<button type="button" class="tt-class-reset">{e(w['reset'])}</button>
<button type="button" class="tt-class-archive">{e(w['archive'])}</button>
<a class="tt-lang" href="{e(w['lang_href'])}">{e(w['lang'])}</a>
<span class="tt-live" aria-live="off"></span></div>
<p class="tt-data-problem tt-problem" hidden></p>
{lead_html(w['code']) if live else ''}
<p class="tt-no-plan">{e(w['no_plan'])}</p>
<table class="tt-class" aria-label="{e(w['title'])}"></table>
<p class="tt-empty">{e(w['none'])}</p>
<h2>{e(w['questions'])}</h2>
<div class="tt-questions"></div>
<h2>{e(w['plan'])}</h2>
<form class="tt-plan">
<fieldset><legend>{e(w['lessons'])}</legend><div class="tt-plan-lessons"></div></fieldset>
<fieldset><legend>{e(w['skills'])}</legend><div class="tt-plan-skills"></div></fieldset>
<button type="submit" class="tt-plan-save">{e(w['save'])}</button> <span class="tt-status" role="status"></span>
</form>
</main>
<section class="tt-project" hidden aria-live="polite"></section>
<script>{_SCRIPT}</script>
</body></html>
"""
