"""The lesson library for the landing page: lessons grouped by game, read from notebook metadata.

Lessons sit at ``lessons/<lang>/<game>/NN-topic.ipynb`` (``en``, ``zh``, ``zh-hant``, the same file names). Each
carries ``{"tutor": {"title": ..., "summary": ...}}`` in its metadata; the title shown is the lesson's own
heading (its first ``# `` line), so the library and the page always agree. A game without lessons is still
listed (as "coming soon"). The Voilà template renders this list; ``page_config_hook`` hands it to the
template (see ``share/config/voila.py``): the library at ``/`` is English, at ``/voila/tree/zh`` 简体中文,
at ``/voila/tree/zh-hant`` 繁體中文.

The page's own words (the games' names and blurbs, the introduction, the progress panel) are English
messages of the ``landing`` gettext domain: ``tools/catalogs.py`` extracts them, translators write the
简体中文 in ``tutor/locale/zh/LC_MESSAGES/landing.po`` and the 繁體中文 catalog is converted from it
(``tools/hant.py``), as for every other text of the tutor.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .. import catalog, i18n
from ..i18n import LANGUAGES, Text, domain

t, tn = domain("landing")

#: The folders in the order the landing page shows them: (folder, name, one line), from the one catalog
#: (:mod:`tutor.catalog`, whose messages are the ``landing`` domain's: 简体中文 and 繁體中文 in its catalogs).
GAMES: tuple[tuple[str, Text, Text], ...] = tuple(
    (e.name, e.title, e.blurb) for e in catalog.ENTRIES if e.landing and e.blurb is not None)


def game_name(game: str, lang: str) -> str:
    """A game's name in ``lang`` (the landing page's, the practice pages' and the progress panel's).

    >>> game_name("gongzhu", "en"), game_name("gongzhu", "zh"), game_name("gongzhu", "zh-hant")
    ('Gong Zhu', '拱猪', '拱豬')
    """
    return catalog.title(game, lang)


#: The words of the landing page itself (its ``tutorPage``), translated by the catalogs.
PAGE_TEXT: dict[str, Text] = {
    # i18n: the site's name as the page's title; Chinese pages keep the English name after their own
    "title": t("Trick Tutor"),
    "intro": t("Learn four trick-taking card games step by step: Spades, Gong Zhu 拱猪, Contract Bridge and "
               "27 Wang 二七王. Each lesson shows the cards, explains one idea in a few sentences, lets you "
               "step through real hands and asks you a question, and every answer comes with the reason. "
               "Start with the Basics."),
    "soon": t("coming soon"),
    "footer": t("Trick Tutor runs entirely on this computer: nothing is fetched from the internet."),
    # i18n: the accessible name of the row of language links
    "language": t("Language"),
}
#: What is not translated: the language's codes, its own name (a reader looks for their own), its library.
PAGE_DATA: dict[str, dict[str, str]] = {
    "en": {"code": "en", "lang": "en", "other": "zh", "other_lang": "zh-Hans", "other_name": "中文",
           "name": LANGUAGES["en"], "home": "", "other_home": "voila/tree/zh"},
    "zh": {"code": "zh", "lang": "zh-Hans", "other": "en", "other_lang": "en", "other_name": "English",
           "name": LANGUAGES["zh"], "home": "voila/tree/zh", "other_home": ""},
    "zh-hant": {"code": "zh-hant", "lang": "zh-Hant", "other": "en", "other_lang": "en", "other_name": "English",
                "name": LANGUAGES["zh-hant"], "home": "voila/tree/zh-hant", "other_home": ""},
}


def page_words(lang: str) -> dict[str, str]:
    """The landing page's words in ``lang`` (``en``, ``zh``, ``zh-hant``), as the template reads them.

    >>> page_words("zh-hant")["soon"], page_words("zh")["name"], page_words("en")["title"]
    ('即將推出', '简体中文', 'Trick Tutor')
    """
    return {**PAGE_DATA[lang], **{key: text.in_language(lang) for key, text in PAGE_TEXT.items()}}


#: The languages the landing page offers, in this order: (folder, <html lang>).
OFFERED = (("zh", "zh-Hans"), ("zh-hant", "zh-Hant"), ("en", "en"))


def languages(lang: str) -> list[tuple[str, str, str, bool]]:
    """The landing page's language links: (``lang`` attribute, name, home, whether it is this page).

    >>> [(name, here) for _, name, _, here in languages("zh-hant")]
    [('简体中文', False), ('繁體中文', True), ('English', False)]
    """
    return [(html_lang, PAGE_DATA[code]["name"], PAGE_DATA[code]["home"], code == lang) for code, html_lang in OFFERED]


_HEADING = re.compile(r"^# +(.+?)\s*#*\s*$", re.M)
#: a question the lesson page makes, whose answers are recorded (a quiz; 27 Wang's "play a legal follow")
_QUESTION = re.compile(r"\b(?:Quiz(?:\.\w+)?|FollowExercise)\(")
_MARKUP = re.compile(r"[*_`]+|<[^>]+>")


def heading(nb: dict[str, Any]) -> str:
    """The lesson's heading: the first ``# `` line of its markdown cells, without markdown emphasis.

    >>> heading({"cells": [{"cell_type": "markdown", "source": ["<nav>...</nav>"]},
    ...                    {"cell_type": "markdown", "source": "# What is a **trick**?\\nText"}]})
    'What is a trick?'
    """
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            found = _HEADING.search("".join(source) if isinstance(source, list) else source)
            if found:
                return _MARKUP.sub("", found.group(1)).strip()
    return ""


def questions(nb: dict[str, Any]) -> int:
    """How many questions (quizzes) the lesson's code makes.

    >>> questions({"cells": [{"cell_type": "code", "source": "Quiz.who_wins(t)\\nQuiz('q', ['a', 'b'], 0)"}]})
    2
    """
    return sum(len(_QUESTION.findall("".join(c.get("source", "")))) for c in nb.get("cells", [])
               if c.get("cell_type") == "code")


def lesson_info(path: Path) -> dict[str, Any]:
    """Title (the lesson's heading, else its metadata title, else its file name), one-line summary and the
    number of questions the page asks."""
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        nb = {}
    meta = nb.get("metadata", {}).get("tutor", {})
    title = heading(nb) or meta.get("title") or path.stem.replace("-", " ").lstrip("0123456789 ").capitalize()
    return {"title": str(title), "summary": str(meta.get("summary", "")), "questions": questions(nb)}


def lesson_catalog(root: str | Path, lang: str = "en") -> list[dict[str, Any]]:
    """``[{"game", "title", "zh", "blurb", "lessons": [{"path", "title", "summary"}]}]`` in game order,
    the lessons of ``lang`` (paths relative to ``root``: ``en/spades/00-....ipynb``).

    >>> [g["game"] for g in lesson_catalog("/nonexistent")]
    ['basics', 'spades', 'gongzhu', 'bridge', 'wang27', 'teach']
    """
    root = Path(root)
    out = []
    for folder, name, blurb in GAMES:
        lessons = []
        for nb in sorted((root / lang / folder).glob("*.ipynb")):
            if nb.name.startswith(".") or ".ipynb_checkpoints" in nb.parts:
                continue
            lessons.append({"path": f"{lang}/{folder}/{nb.name}", **lesson_info(nb)})
        # the name in the other script beside it: 简体中文 on the English page, English on a Chinese one
        other = "en" if i18n.chinese(lang) else "zh"
        out.append({"game": folder, "title": name.in_language(lang), "zh": name.in_language(other),
                    "blurb": blurb.in_language(lang), "lessons": lessons})
    return out


def page_language(notebook_path: str) -> str:
    """The library's language from the folder asked for: ``zh`` (or below it) is 简体中文, ``zh-hant``
    繁體中文, the rest English.

    >>> [page_language(p) for p in ("", "zh", "zh/spades", "zh-hant", "en")]
    ['en', 'zh', 'zh', 'zh-hant', 'en']
    """
    first = notebook_path.strip("/").split("/")[0]
    return first if first in ("zh", "zh-hant") else "en"


def page_config_hook(page_config: dict[str, Any], *, settings: dict[str, Any] | None = None,
                     notebook_path: str = "", **_: Any) -> dict[str, Any]:
    """Voilà ``page_config_hook``: add the lesson catalog when a folder (the landing page) is shown, and the words
    of a lesson page in every language (``tutorWords``, :func:`tutor.render.pages.all_lesson_words`: its template
    takes those of the lesson's language) when a notebook is."""
    from .pages import all_lesson_words, live_words

    settings = settings or {}
    manager = settings.get("contents_manager")
    root = Path(getattr(manager, "root_dir", None) or settings.get("server_root_dir") or ".").expanduser()
    # the tree handler passes the folder with a leading slash ("/zh"): relative to the root, not absolute
    notebook_path = (notebook_path or "").strip("/")
    if not notebook_path or (root / notebook_path).is_dir():
        lang = page_language(notebook_path)
        page_config["tutorCatalog"] = lesson_catalog(root, lang)
        page_config["tutorPage"] = {**page_words(lang), "langs": languages(lang)}
        page_config["tutorLive"] = live_words(lang)  # the live question's box (tutor/serve/livequestion.js)
    else:
        page_config["tutorWords"] = all_lesson_words()
    return page_config


# -- the learner's record on the landing page -----------------------------------------------------------------

#: The words of the landing page's progress panel (``tt-progress``) and name prompt (``tt-learner``); the
#: ``{fields}`` are filled by :func:`progress_view` and the template.
PROGRESS_TEXT: dict[str, Any] = {
    "heading": t("Your progress"), "welcome": t("Welcome back, {name}."), "hello": t("Hello, {name}."),
    "hub": t("Learning as {name}."),
    "anonymous": t("You are learning without a name: your progress stays with this browser."),
    "empty": t("Nothing recorded yet: start with a lesson below."),
    "prompt": t("What is your name? Your progress is kept under it on this computer."),
    "name_label": t("Your name"), "start": t("Start"), "skip": t("Continue without a name"),
    "skip_note": t("Without a name your progress stays with this browser."),
    "name_errors": {"empty": t("Please type a name, or continue without one."),
                    "long": t("A name has at most 40 characters."),
                    "chars": t("A name cannot hold control or invisible characters.")},
    # i18n: the heading of the link to the next lesson not done ("Continue · Next lesson: …")
    "continue": t("Continue"), "next": t("Next lesson:"), "all_done": t("You have finished every lesson."),
    "reviews": t("Reviews due today:"), "no_reviews": t("No reviews due today."),
    "weakest": t("Practise my weakest:"), "practice": t("Practice"), "skills": t("Skills"),
    "mastery": t("{pct}% mastered"), "due": t("review due"), "done": t("finished"),
    "stars": t("{k} of {n} questions right at the first try"),
    # i18n: the visible key to the stars beside a lesson
    "stars_key": t("★ a question right at the first try, ☆ one not yet"),
    "forget": t("Forget me"), "forget_confirm": t("This deletes your whole record on this computer. Continue?"),
    "export": t("Export my progress"), "forgot": t("Your record was deleted."),
    "forgot_failed": t("Your record could not be deleted: the progress database cannot be written."),
    "skill_fallback": t("{game} practice"),
    # i18n: the learner's own bidding system, chosen once ("Bidding system: Precision (精确)")
    "bidding": t("Bidding system: {system}"),
}


def progress_words(lang: str) -> dict[str, Any]:
    """The progress panel's words in ``lang`` (an unknown language: English), ``{fields}`` still to fill.

    >>> w = progress_words("zh")
    >>> w["welcome"].format(name="小明"), w["name_errors"]["long"]
    ('欢迎回来，小明。', '名字最多 40 个字。')
    """
    lang = lang if lang in PAGE_DATA else "en"

    def words(value: Any) -> Any:
        return {k: words(v) for k, v in value.items()} if isinstance(value, dict) else value.in_language(lang)

    return dict(words(PROGRESS_TEXT))


def skill_title(skill_id: str, lang: str) -> str:
    """A skill's title in ``lang`` (from ``tutor.practice`` when it knows the skill, else "<game> practice")."""
    try:
        import importlib

        practice = importlib.import_module("tutor.practice")  # the practice helper's module, once merged
        with i18n.language(lang):
            return str(practice.skill(skill_id).title)
    except Exception:  # noqa: BLE001 - an unknown skill (or no practice module) still gets a readable title
        game = skill_id.split(".", 1)[0]
        known = {folder for folder, *_ in GAMES}
        lang = lang if lang in PAGE_DATA else "en"
        return str(progress_words(lang)["skill_fallback"]).format(game=game_name(game, lang) if game in known else game)


def skill_label(skill_id: str, lang: str) -> str:
    """A skill's title with its game's name, as a list of skills of several games shows it.

    >>> skill_label("gongzhu.winner", "en"), skill_label("gongzhu.winner", "zh-hant")
    ('Gong Zhu · Who wins the trick', '拱豬 · 誰贏這一墩')
    """
    game = skill_id.split(".", 1)[0]
    title = skill_title(skill_id, lang)
    if game not in {folder for folder, *_ in GAMES}:
        return title
    name = game_name(game, lang if lang in PAGE_DATA else "en")
    return title if title.startswith(name) else f"{name} · {title}"


def lesson_game(key: str) -> str:
    """The game a recorded page belongs to: ``wang27/03-x`` -> ``wang27``; a practice page is its game's
    (``practice/gongzhu`` -> ``gongzhu``), not a game called "practice".

    >>> lesson_game("wang27/03-declaring"), lesson_game("practice/gongzhu")
    ('wang27', 'gongzhu')
    """
    first, _, rest = key.partition("/")
    return rest if first == "practice" and rest else first


def practice_link(base_url: str, root: Path, lang: str, game: str, skill: str | None = None) -> str | None:
    """The practice page of ``game`` (``lessons/<lang>/practice/<game>.ipynb``) if it exists; ``?skill=``
    names the skill to start with."""
    if not (root / lang / "practice" / f"{game}.ipynb").is_file():
        return None
    return f"{base_url}voila/render/{lang}/practice/{game}.ipynb" + (f"?skill={skill}" if skill else "")


def _lesson_key(path: str) -> str:
    """``en/spades/01-x.ipynb`` -> ``spades/01-x`` (the id progress keeps)."""
    parts = path.split("/")
    return "/".join(parts[-2:]).removesuffix(".ipynb")


def progress_view(summary: dict[str, Any] | None, catalog: list[dict[str, Any]], lang: str, *,
                  base_url: str = "/", root: Path | str = ".", known: bool = False, hub: bool = False,
                  problem: str | None = None, name_error: str | None = None,
                  forgot: str | None = None) -> dict[str, Any]:
    """What the landing page shows of the learner's record (``summary`` is ``store.summary``; None if none).

    A lesson is done when progress says it is finished, or (a page without questions) once it was opened.
    "Continue" is the next lesson not done in the game the learner last worked on (else the first lesson
    not done), and the reviews due today (lessons whose questions are due again, then skills); "practise my
    weakest" is the practised skill of least mastery; ``choices`` what the learner chose once (their bidding
    system).

    >>> cat = [{"game": "spades", "title": "Spades", "lessons": [
    ...     {"path": "en/spades/00-a.ipynb", "title": "A", "questions": 2},
    ...     {"path": "en/spades/01-b.ipynb", "title": "B", "questions": 3}]}]
    >>> s = {"name": "Ann", "answers": 3, "lessons": {"spades/00-a": {"opened": True, "finished": True,
    ...      "questions": 2, "first_try_right": 1}}, "skills": {}, "reviews": [], "weakest": None}
    >>> v = progress_view(s, cat, "en", known=True)
    >>> v["lessons"]["en/spades/00-a.ipynb"]["done"], v["lessons"]["en/spades/00-a.ipynb"]["stars_text"]
    (True, '★☆')
    >>> v["next"]["title"], v["welcome"]
    ('B', 'Welcome back, Ann.')
    """
    words = progress_words(lang)
    root = Path(root)
    summary = summary or {}
    done_lessons = summary.get("lessons", {})
    lessons: dict[str, dict[str, Any]] = {}
    order: list[tuple[str, dict[str, Any]]] = []
    for game in catalog:
        if game.get("game") == "teach":
            continue
        for lesson in game.get("lessons", []):
            rec = done_lessons.get(_lesson_key(lesson["path"]), {})
            asked = int(lesson.get("questions", 0) or 0)
            of = max(asked, int(rec.get("questions", 0) or 0))
            k = int(rec.get("first_try_right", 0) or 0)
            done = bool(rec.get("finished")) or (asked == 0 and bool(rec.get("opened")))
            entry = {"done": done, "opened": bool(rec.get("opened")), "stars": k, "of": of,
                     "stars_text": "★" * k + "☆" * (of - k) if rec.get("questions") else "",
                     "stars_label": words["stars"].format(k=k, n=of)}
            lessons[lesson["path"]] = entry
            order.append((game["game"], {**lesson, **entry}))
    # the game last worked on: the lesson of the latest answer
    recent = sorted((str(rec.get("last") or ""), key) for key, rec in done_lessons.items())
    last_game = lesson_game(recent[-1][1]) if recent else None
    pending = [x for x in order if not x[1]["done"]]
    nxt = next((x for x in pending if x[0] == last_game), pending[0] if pending else None)
    skills_rec = summary.get("skills", {})
    skills = []
    for sid, rec in sorted(skills_rec.items()):
        game = sid.split(".", 1)[0]
        skills.append({"id": sid, "title": skill_label(sid, lang), "pct": round(100 * float(rec.get("mastery", 0))),
                       "due": bool(rec.get("review")), "link": practice_link(base_url, root, lang, game, sid)})
    by_id = {s["id"]: s for s in skills}
    by_lesson = {_lesson_key(x[1]["path"]): x[1] for x in order}
    reviews = [{"id": key, "title": by_lesson[key]["title"], "link": f"{base_url}voila/render/{by_lesson[key]['path']}"}
               for key in summary.get("lesson_reviews", []) if key in by_lesson]
    reviews += [by_id[s] for s in summary.get("reviews", []) if s in by_id]
    weakest = by_id.get(summary.get("weakest") or "")
    practice = [{"game": g["game"], "title": g["title"], "link": link} for g in catalog
                if (link := practice_link(base_url, root, lang, g["game"]))]
    name = summary.get("name")
    choices = []  # what the learner chose once (tutor.games.bridge.bidding.choice)
    chosen = (summary.get("choices") or {}).get("bridge.bidding")
    if chosen:
        from ..games.bridge.bidding import SYSTEMS, system

        if chosen in SYSTEMS:
            with i18n.language(lang):
                choices.append({"id": "bridge.bidding", "text": words["bidding"].format(system=system(chosen).name)})
    return {
        "words": words, "ask_name": not known and not hub, "hub": hub, "known": known, "name": name,
        "welcome": (words["hub"] if hub else words["welcome"] if summary.get("answers") else words["hello"])
        .format(name=name) if name else None,
        "anonymous": known and not hub and not name, "problem": problem,
        "name_error": words["name_errors"].get(name_error or "") if name_error else None,
        "forgot": (words["forgot_failed"] if forgot == "failed" else words["forgot"]) if forgot else None,
        "has_record": bool(summary.get("answers")), "lessons": lessons,
        "has_stars": any(x["stars_text"] for x in lessons.values()),
        "next": {"title": nxt[1]["title"], "link": f"{base_url}voila/render/{nxt[1]['path']}", "path": nxt[1]["path"]}
        if nxt else None,
        "all_done": bool(order) and not pending, "reviews": reviews, "weakest": weakest, "skills": skills,
        "practice": practice, "choices": choices,
    }
