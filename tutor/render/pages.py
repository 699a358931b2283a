"""The words around the lessons: the lesson page's frame, its teaching tools and presentation mode, the "class is
full" page, the class view and the class's live question.

They are English messages of the ``pages`` gettext domain, like every other text of the tutor: ``tools/catalogs.py``
extracts them, translators write the 简体中文 in ``tutor/locale/zh/LC_MESSAGES/pages.po`` and the 繁體中文 catalog is
converted from it (``tools/hant.py``). No template or script holds a word of its own:

- the lesson page's templates (``share/jupyter/voila/templates/tutor/index.html.j2``, ``teach.html.j2``,
  ``present.html.j2``) read ``page_config.tutorWords[<the lesson's language>]`` (:func:`all_lesson_words`, handed to
  them by :func:`tutor.render.landing.page_config_hook`);
- ``class_full.html`` is given :func:`class_full_words` by the app (:mod:`tutor.serve.app`);
- the class view's page (:mod:`tutor.serve.classview_page`) and its live question box (:mod:`tutor.serve.livequestion`)
  are written by the server from :func:`classview_words` and :func:`lead_words`;
- the learners' live question script (``tutor/serve/livequestion.js``) reads :func:`live_words` from the page it
  runs on (a JSON block ``tt-live-words`` the lesson and landing pages carry).
"""

from __future__ import annotations

import html
from functools import cache
from typing import Any

from ..i18n import ALIASES, LANGUAGES, Text, domain

t, tn = domain("pages")

#: The page languages and their ``<html lang>``.
HTML_LANG = {"en": "en", "zh": "zh-Hans", "zh-hant": "zh-Hant"}
#: Each language's library (the landing page it links back to), under the app's base URL.
HOME = {"en": "", "zh": "voila/tree/zh", "zh-hant": "voila/tree/zh-hant"}

#: The lesson page's frame (``index.html.j2``): the link back to the library, the navigation lines' names and the
#: box a lesson that stopped early shows.
LESSON_TEXT: dict[str, Text] = {
    # i18n: the site's name, after a lesson's title in the browser's tab
    "site": t("Trick Tutor"),
    "back": t("← Trick Tutor: all lessons"),
    # i18n: the accessible name of the link back to the library
    "back_label": t("back to all lessons"),
    # i18n: the accessible names of the lesson's two navigation lines (at its top and at its end)
    "nav": t("Lessons of this game"),
    "nav_end": t("Lessons of this game (end of the lesson)"),
    "failed_title": t("This lesson did not load completely"),
    # i18n: {title} is "This lesson did not load completely", drawn in bold
    "failed": t("{title} (the computer is busy, or a step of the lesson failed). Some of its pictures or buttons "
                "may be missing."),
    "retry": t("Try again"),
}

#: The teaching tools (``teach.html.j2``): the toolbar, the share links, the printed questions.
TEACH_TEXT: dict[str, Text] = {
    "show": t("show notes"), "hide": t("hide notes"), "present": t("presentation"), "print": t("print"),
    "copied": t("link copied"), "copy": t("Copy this link:"),
    # i18n: the accessible name of the toolbar
    "tools": t("Teaching tools"),
    "qr": t("QR code of the short link to this example"),
    # i18n: printed before each question's number ("Question 2")
    "question": t("Question"), "key": t("Answer key"),
}

#: Presentation mode (``present.html.j2``): the slide bar, handouts, "follow me".
PRESENT_TEXT: dict[str, Text] = {
    # i18n: the accessible name of the slide bar
    "slides": t("slides"), "prev": t("previous slide"), "next": t("next slide"), "handout": t("handout"),
    "one": t("1 example a page"), "two": t("2 examples a page"), "four": t("4 examples a page"),
    "print": t("print handout"), "lead": t("follow me"),
    "lead_tip": t("every learner's page of this lesson moves with your slides and replay steps"),
    "away": t("step away"), "rejoin": t("rejoin the teacher"), "following": t("following the teacher"),
    "left": t("you stepped away"), "qr": t("QR code"),
    "qr_tip": t("the QR code of this slide's example: the class scans it to open the example"),
}

#: The learners' live question box (``livequestion.js``).
LIVE_TEXT: dict[str, Text] = {
    "title": t("A question from your teacher"),
    "answered": t("Your answer is in: wait for the teacher to reveal the answer."),
    "already": t("You had answered already: your first answer counts."),
    "closed": t("The teacher closed the question."),
    "right": t("✓ Right!"),
    # i18n: followed by the right choice and a full stop
    "wrong": t("✗ Not this time: the right answer is"),
    "hide": t("hide"),
    # i18n: followed by the right choice
    "answer_is": t("The answer:"),
    # i18n: followed by the reason the progress store gave
    "not_saved": t("Your answer counted, but it could not be kept in your record: "),
}

#: The "class is full" page (``class_full.html``).
CLASS_FULL_TEXT: dict[str, Text] = {
    "title": t("The class is full"),
    "text": t("Every seat on this computer is taken right now. Try again in a minute: a seat frees up as soon as "
              "someone closes a lesson. This page tries again by itself in {seconds} seconds."),
    # i18n: the line the page says in each of the other languages
    "short": t("The class is full: try again in a minute."),
    "retry": t("Try again"),
    "site": t("Trick Tutor"),
}

#: The class view's page (``/class``, :mod:`tutor.serve.classview_page` and ``classview.js``).
CLASSVIEW_TEXT: dict[str, Text] = {
    "title": t("The class"), "plan": t("Today's plan"), "lessons": t("Lessons"), "skills": t("Skills"),
    "save": t("Assign to the class"), "saved": t("Assigned."),
    # i18n: the heading of the column of learners' names
    "learner": t("Learner"),
    # i18n: after a learner's number of answers ("12 answers")
    "answers": t("answers"), "finished": t("finished"),
    # i18n: before "k/n" (questions right at the first try of a lesson's n)
    "first": t("first try right"),
    # i18n: before a percentage of a drill's answers right
    "drill": t("drill right"),
    # i18n: before a percentage
    "mastery": t("mastery"), "questions": t("Questions"),
    # i18n: after a number of learners ("12 answered")
    "answered": t("answered"),
    # i18n: after a number of learners ("5 right at the first try")
    "right_first": t("right at the first try"),
    "right": t("the right answer"), "export": t("Export results (CSV)"), "reset": t("Reset the class"),
    "archive": t("Archive the class"), "confirm_reset": t("Start a new class? Answers from now on will count."),
    "confirm_archive": t("Keep this class's results and start a new class?"),
    "none": t("No answers yet: the learners' answers appear here as they answer."),
    "no_plan": t("No plan yet: choose lessons and skills below and assign them."),
    "project": t("project"), "close": t("close"),
    # i18n: a lesson's question, by its number on the lesson's page
    "question": t("question {n}"),
    # i18n: before the time the view was last updated
    "live": t("updated"),
    # i18n: followed by the reason
    "problem": t("The class's records cannot be read: "),
    # i18n: after a number ("30 learners")
    "learners": t("learners"), "not_started": t("not started"),
    # i18n: short for "question"
    "q": t("Q"),
    "reveal": t("reveal the answer"), "hide_answer": t("hide the answer"),
    # i18n: a learner who opened a page but has answered nothing yet
    "no_answer": t("no answer yet"),
    # i18n: before the title of the page a learner opened last ("on: Spades 02 · Playing tricks")
    "on_page": t("on:"),
}

#: The class view's live question box (:func:`tutor.serve.livequestion.lead_html`).
LEAD_TEXT: dict[str, Text] = {
    "heading": t("A live question"), "skill": t("Drill"), "level": t("Level"), "start": t("Put it to the class"),
    "reveal": t("Reveal the answer"), "close": t("Close the question"), "answered": t("answered"),
    "closed": t("closed: no more answers"), "open": t("taking answers"),
    "none": t("No question is put to the class."),
}


def _language(lang: str) -> str:
    return lang if lang in HTML_LANG else "en"


def _words(texts: dict[str, Text], lang: str) -> dict[str, str]:
    return {key: text.in_language(lang) for key, text in texts.items()}


def lesson_words(lang: str) -> dict[str, Any]:
    """The words of a lesson page in ``lang`` (an unknown language: English), as its templates read them:
    ``{"lesson": ..., "teach": ..., "present": ..., "live": ...}`` and the page's codes.

    >>> w = lesson_words("zh-hant")
    >>> w["html"], w["home"], w["lesson"]["retry"], w["present"]["print"]
    ('zh-Hant', 'voila/tree/zh-hant', '再試一次', '列印講義')
    >>> lesson_words("en")["lesson"]["failed_html"][:66]
    '<b>This lesson did not load completely</b> (the computer is busy, '
    """
    lang = _language(lang)
    lesson = _words(LESSON_TEXT, lang)
    title = lesson.pop("failed_title")
    lesson["failed_html"] = html.escape(lesson.pop("failed")).format(title=f"<b>{html.escape(title)}</b>")
    return {"code": lang, "html": HTML_LANG[lang], "home": HOME[lang], "lesson": lesson,
            "teach": _words(TEACH_TEXT, lang), "present": _words(PRESENT_TEXT, lang), "live": live_words(lang)}


@cache
def all_lesson_words() -> dict[str, dict[str, Any]]:
    """:func:`lesson_words` of every language, by language code (what ``page_config.tutorWords`` holds; the template
    takes the lesson's language from the notebook). Made once: the catalogs do not change while the app runs."""
    return {lang: lesson_words(lang) for lang in HTML_LANG}


def page_lang(wanted: str | None) -> str:
    """The page language asked for by ``wanted`` (a ``?lang=`` or an ``Accept-Language``'s first tag, any case and
    spelling the tutor knows: ``zh-TW``, ``zh_Hant``, ``zh-CN``): ``en``, ``zh`` or ``zh-hant``; another Chinese is
    简体中文, anything else English.

    >>> page_lang("zh-TW"), page_lang("zh_Hant"), page_lang("zh-hant"), page_lang("zh-CN"), page_lang("zh-x")
    ('zh-hant', 'zh-hant', 'zh-hant', 'zh', 'zh')
    >>> page_lang("fr"), page_lang(""), page_lang(None)
    ('en', 'en', 'en')
    """
    code = str(wanted or "").strip().lower().replace("_", "-")
    code = ALIASES.get(code, code)
    if code in HTML_LANG:
        return code
    if code.startswith("zh-hant"):
        return "zh-hant"
    return "zh" if code.startswith("zh") else "en"


def live_code(lang: str) -> str:
    """The language the live question is asked in on a page in ``lang``: the page's own (the server speaks
    English, 简体中文 and 繁體中文: :mod:`tutor.serve.livequestion`).

    >>> live_code("zh-hant"), live_code("zh"), live_code("fr")
    ('zh-hant', 'zh', 'en')
    """
    return page_lang(lang)


def live_words(lang: str) -> dict[str, str]:
    """The learners' live question box's words for a page in ``lang``, with ``code``, the language its script asks
    the server in (:func:`live_code`; the words are in that language, as the question is).

    >>> live_words("zh")["title"], live_words("en")["code"]
    ('老师出的题', 'en')
    """
    code = live_code(lang)
    return {**_words(LIVE_TEXT, code), "code": code}


def class_full_words(lang: str, seconds: int) -> dict[str, Any]:
    """The "class is full" page in ``lang``: its words, ``html`` (its ``<html lang>``) and ``others``, the short
    line in each other language as ``(html lang, text)``.

    >>> w = class_full_words("en", 60)
    >>> w["title"], w["others"][0]
    ('The class is full', ('zh-Hans', '课堂已满，请一分钟后再试。'))
    """
    lang = _language(lang)
    words: dict[str, Any] = _words(CLASS_FULL_TEXT, lang)
    words["text"] = words["text"].format(seconds=seconds)
    words["html"] = HTML_LANG[lang]
    words["others"] = [(HTML_LANG[other], CLASS_FULL_TEXT["short"].in_language(other))
                       for other in HTML_LANG if other != lang]
    return words


#: The class view's languages (its data and the live question's texts come in each of them).
CLASSVIEW_LANGS = ("en", "zh", "zh-hant")


def classview_words(lang: str) -> dict[str, str]:
    """The class view's words in ``lang`` (``en``, ``zh`` or ``zh-hant``; another: English), with its codes and the
    links to the other languages (``lang``, ``lang_href`` and ``lang2``, ``lang2_href``: each language's own name).

    >>> w = classview_words("zh")
    >>> w["title"], w["lang"], w["lang_href"], w["lang2"], w["lang2_href"], w["html_lang"], w["code"]
    ('全班', 'English', '?lang=en', '繁體中文', '?lang=zh-hant', 'zh-Hans', 'zh')
    >>> w = classview_words("zh-hant")
    >>> w["title"], w["lang"], w["lang2"], w["html_lang"], w["code"]
    ('全班', 'English', '简体中文', 'zh-Hant', 'zh-hant')
    """
    lang = lang if lang in CLASSVIEW_LANGS else "en"
    first, second = [x for x in CLASSVIEW_LANGS if x != lang]
    return {**_words(CLASSVIEW_TEXT, lang), "code": lang, "html_lang": HTML_LANG[lang],
            "lang": LANGUAGES[first], "lang_href": f"?lang={first}",
            "lang2": LANGUAGES[second], "lang2_href": f"?lang={second}"}


def lead_words(lang: str) -> dict[str, str]:
    """The class view's live question box's words in ``lang`` (``en``, ``zh`` or ``zh-hant``; another: English).

    >>> lead_words("zh-hant")["none"] != lead_words("zh")["none"] != lead_words("en")["none"]
    True
    """
    return _words(LEAD_TEXT, lang if lang in CLASSVIEW_LANGS else "en")
