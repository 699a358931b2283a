"""The lesson library for the landing page: lessons grouped by game, read from notebook metadata.

Lessons sit at ``lessons/<lang>/<game>/NN-topic.ipynb`` (``en`` and ``zh``, the same file names). Each
carries ``{"tutor": {"title": ..., "summary": ...}}`` in its metadata; the title shown is the lesson's own
heading (its first ``# `` line), so the library and the page always agree. A game without lessons is still
listed (as "coming soon"). The Voilà template renders this list; ``page_config_hook`` hands it to the
template (see ``share/config/voila.py``): the library at ``/`` is English, at ``/voila/tree/zh`` Chinese.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

#: Games in the order the landing page shows them: folder, title, Chinese name, one line.
GAMES = (
    ("basics", "Basics", "入门", "Tricks, suits, following suit and trumps: start here."),
    ("spades", "Spades", "黑桃王", "A partnership game: bid your tricks, and spades are always trumps."),
    ("gongzhu", "Gong Zhu", "拱猪", "Chase the pig: avoid hearts and the ♠Q, or collect them all."),
    ("bridge", "Bridge", "桥牌", "Contract bridge as played on QQ: bidding, play and scoring."),
    ("wang27", "27 Wang", "二七王", "Two decks, jokers and 2s and 7s as trumps: a team game from China."),
    ("teach", "For teachers", "教师", "Your own examples: a form per game, a record file, handouts."),
)
#: The one-line blurbs in Chinese, by folder.
BLURB_ZH = {
    "basics": "什么是一墩、花色、跟牌和将牌：从这里开始。",
    "spades": "两人一伙的游戏：叫出你能赢的墩数，黑桃永远是将牌。",
    "gongzhu": "拱猪：躲开红桃和黑桃Q（猪），或者把它们全部收齐。",
    "bridge": "QQ桥牌的打法：叫牌、打牌和计分。",
    "wang27": "两副牌，大小王、2和7都是主牌：一个中国的对家游戏。",
    "teach": "给老师：每种牌戏一张出题表格，也可以打开牌谱文件，打印讲义。",
}
#: The games' names and blurbs in 繁體中文 (Taiwan), by folder: (name, blurb).
GAMES_ZH_HANT = {
    "basics": ("入門", "什麼是一墩、花色、跟牌和王牌：從這裡開始。"),
    "spades": ("黑桃王", "兩人一夥的遊戲：叫出你能贏的墩數，黑桃永遠是王牌。"),
    "gongzhu": ("拱豬", "拱豬：躲開紅心和黑桃Q（豬），或者把它們全部收齊。"),
    "bridge": ("橋牌", "QQ橋牌的打法：叫牌、打牌和計分。"),
    "wang27": ("二七王", "兩副牌，大小王、2和7都是主牌：一個中國的對家遊戲。"),
    "teach": ("教師", "給老師：每種牌戲一張出題表格，也可以打開牌譜檔案，列印講義。"),
}
#: The words of the landing page itself, by language.
PAGE = {
    "en": {"code": "en", "lang": "en", "title": "Trick Tutor",
           "other": "zh", "other_lang": "zh-Hans", "other_name": "中文",
           "name": "English", "home": "", "other_home": "voila/tree/zh",
           "intro": "Learn four trick-taking card games step by step: Spades, Gong Zhu 拱猪, Contract Bridge and "
                    "27 Wang 二七王. Each lesson shows the cards, explains one idea in a few sentences, lets you "
                    "step through real hands and asks you a question, and every answer comes with the reason. "
                    "Start with the Basics.",
           "soon": "coming soon", "footer": "Trick Tutor runs entirely on this computer: nothing is fetched "
                                             "from the internet.", "language": "Language"},
    "zh": {"code": "zh", "lang": "zh-Hans", "title": "牌局小老师 Trick Tutor", "other": "en", "other_lang": "en",
           "other_name": "English", "name": "中文", "home": "voila/tree/zh", "other_home": "",
           "intro": "一步一步学四种吃墩类的扑克游戏：黑桃王、拱猪、桥牌和二七王。"
                    "每一课先让你看牌，再用几句话讲清楚一个道理，然后一墩一墩地回放真实的牌局，最后出一道题；每个答案都告诉你为什么。先从“入门”开始。",
           "soon": "即将推出", "footer": "牌局小老师完全在这台电脑上运行，不从互联网下载任何东西。",
           "language": "语言"},
    "zh-hant": {"code": "zh-hant", "lang": "zh-Hant", "title": "牌局小老師 Trick Tutor", "other": "en",
                "other_lang": "en", "other_name": "English", "name": "繁體中文", "home": "voila/tree/zh-hant",
                "other_home": "",
                "intro": "一步一步學四種吃墩類的撲克遊戲：黑桃王、拱豬、橋牌和二七王。"
                         "每一課先讓你看牌，再用幾句話講清楚一個道理，然後一墩一墩地回放真實的牌局，最後出一道題；每個答案都告訴你為什麼。先從「入門」開始。",
                "soon": "即將推出", "footer": "牌局小老師完全在這台電腦上執行，不從網際網路下載任何東西。",
                "language": "語言"},
}
PAGE["zh"]["name"] = "简体中文"
#: The languages the landing page offers, in this order: (folder, <html lang>).
OFFERED = (("zh", "zh-Hans"), ("zh-hant", "zh-Hant"), ("en", "en"))


def languages(lang: str) -> list[tuple[str, str, str, bool]]:
    """The landing page's language links: (``lang`` attribute, name, home, whether it is this page).

    >>> [(name, here) for _, name, _, here in languages("zh-hant")]
    [('简体中文', False), ('繁體中文', True), ('English', False)]
    """
    return [(html_lang, PAGE[code]["name"], PAGE[code]["home"], code == lang) for code, html_lang in OFFERED]


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
    for folder, title, zh, blurb in GAMES:
        lessons = []
        for nb in sorted((root / lang / folder).glob("*.ipynb")):
            if nb.name.startswith(".") or ".ipynb_checkpoints" in nb.parts:
                continue
            lessons.append({"path": f"{lang}/{folder}/{nb.name}", **lesson_info(nb)})
        if lang == "zh":
            title, zh, blurb = zh, title, BLURB_ZH[folder]
        elif lang == "zh-hant":
            (title, blurb), zh = GAMES_ZH_HANT[folder], title
        out.append({"game": folder, "title": title, "zh": zh, "blurb": blurb, "lessons": lessons})
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
    """Voilà ``page_config_hook``: add the lesson catalog when a folder (the landing page) is shown."""
    settings = settings or {}
    manager = settings.get("contents_manager")
    root = Path(getattr(manager, "root_dir", None) or settings.get("server_root_dir") or ".").expanduser()
    # the tree handler passes the folder with a leading slash ("/zh"): relative to the root, not absolute
    notebook_path = (notebook_path or "").strip("/")
    if not notebook_path or (root / notebook_path).is_dir():
        lang = page_language(notebook_path)
        page_config["tutorCatalog"] = lesson_catalog(root, lang)
        page_config["tutorPage"] = {**PAGE[lang], "langs": languages(lang)}
    return page_config


# -- the learner's record on the landing page -----------------------------------------------------------------

#: The words of the landing page's progress panel (``tt-progress``) and name prompt (``tt-learner``).
PROGRESS: dict[str, dict[str, Any]] = {
    "en": {
        "heading": "Your progress", "welcome": "Welcome back, {name}.", "hello": "Hello, {name}.",
        "hub": "Learning as {name}.",
        "anonymous": "You are learning without a name: your progress stays with this browser.",
        "empty": "Nothing recorded yet: start with a lesson below.",
        "prompt": "What is your name? Your progress is kept under it on this computer.",
        "name_label": "Your name", "start": "Start", "skip": "Continue without a name",
        "skip_note": "Without a name your progress stays with this browser.",
        "name_errors": {"empty": "Please type a name, or continue without one.",
                        "long": "A name has at most 40 characters.",
                        "chars": "A name cannot hold control or invisible characters."},
        "continue": "Continue", "next": "Next lesson:", "all_done": "You have finished every lesson.",
        "reviews": "Reviews due today:", "no_reviews": "No reviews due today.",
        "weakest": "Practise my weakest:", "practice": "Practice", "skills": "Skills",
        "mastery": "{pct}% mastered", "due": "review due", "done": "finished",
        "stars": "{k} of {n} questions right at the first try",
        "forget": "Forget me", "forget_confirm": "This deletes your whole record on this computer. Continue?",
        "export": "Export my progress", "forgot": "Your record was deleted.",
        "forgot_failed": "Your record could not be deleted: the progress database cannot be written.",
        "skill_fallback": "{game} practice",
    },
    "zh": {
        "heading": "你的学习进度", "welcome": "欢迎回来，{name}。", "hello": "你好，{name}。",
        "hub": "当前学习者：{name}。",
        "anonymous": "你没有留名字：学习进度只保存在这个浏览器里。",
        "empty": "还没有任何记录：从下面的课程开始吧。",
        "prompt": "你叫什么名字？你的学习进度会用这个名字保存在这台电脑上。",
        "name_label": "你的名字", "start": "开始", "skip": "不留名字，继续",
        "skip_note": "不留名字的话，学习进度只保存在这个浏览器里。",
        "name_errors": {"empty": "请输入一个名字，或者不留名字继续。",
                        "long": "名字最多 40 个字。",
                        "chars": "名字里不能有控制字符或看不见的字符。"},
        "continue": "继续学习", "next": "下一课：", "all_done": "你已经学完了所有课程。",
        "reviews": "今天该复习的：", "no_reviews": "今天没有要复习的。",
        "weakest": "练习我最弱的：", "practice": "练习", "skills": "技能",
        "mastery": "掌握 {pct}%", "due": "该复习了", "done": "已完成",
        "stars": "{n} 道题中有 {k} 道第一次就答对",
        "forget": "忘掉我", "forget_confirm": "这会删除你在这台电脑上的全部记录。确定吗？",
        "export": "导出我的进度", "forgot": "你的记录已经删除。",
        "forgot_failed": "没能删除你的记录：进度数据库无法写入。",
        "skill_fallback": "{game}练习",
    },
    # 繁體中文 as written in Taiwan (the 简体中文 words above, converted as tools/hant.py converts the lessons)
    "zh-hant": {
        "heading": "你的學習進度", "welcome": "歡迎回來，{name}。", "hello": "你好，{name}。",
        "hub": "目前學習者：{name}。",
        "anonymous": "你沒有留名字：學習進度只保存在這個瀏覽器裡。",
        "empty": "還沒有任何紀錄：從下面的課程開始吧。",
        "prompt": "你叫什麼名字？你的學習進度會用這個名字保存在這台電腦上。",
        "name_label": "你的名字", "start": "開始", "skip": "不留名字，繼續",
        "skip_note": "不留名字的話，學習進度只保存在這個瀏覽器裡。",
        "name_errors": {"empty": "請輸入一個名字，或者不留名字繼續。",
                        "long": "名字最多 40 個字。",
                        "chars": "名字裡不能有控制字元或看不見的字元。"},
        "continue": "繼續學習", "next": "下一課：", "all_done": "你已經學完了所有課程。",
        "reviews": "今天該複習的：", "no_reviews": "今天沒有要複習的。",
        "weakest": "練習我最弱的：", "practice": "練習", "skills": "技能",
        "mastery": "掌握 {pct}%", "due": "該複習了", "done": "已完成",
        "stars": "{n} 道題中有 {k} 道第一次就答對",
        "forget": "忘掉我", "forget_confirm": "這會刪除你在這台電腦上的全部紀錄。確定嗎？",
        "export": "匯出我的進度", "forgot": "你的紀錄已經刪除。",
        "forgot_failed": "沒能刪除你的紀錄：進度資料庫無法寫入。",
        "skill_fallback": "{game}練習",
    },
}


def skill_title(skill_id: str, lang: str) -> str:
    """A skill's title in ``lang`` (from ``tutor.practice`` when it knows the skill, else "<game> practice")."""
    try:
        import importlib

        from .. import i18n

        practice = importlib.import_module("tutor.practice")  # the practice helper's module, once merged
        with i18n.language(lang):
            return str(practice.skill(skill_id).title)
    except Exception:  # noqa: BLE001 - an unknown skill (or no practice module) still gets a readable title
        game = skill_id.split(".", 1)[0]
        names = {g[0]: (g[2] if lang == "zh" else GAMES_ZH_HANT[g[0]][0] if lang == "zh-hant" else g[1]) for g in GAMES}
        return PROGRESS.get(lang, PROGRESS["en"])["skill_fallback"].format(game=names.get(game, game))


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
    weakest" is the practised skill of least mastery.

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
    words = PROGRESS.get(lang, PROGRESS["en"])
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
    last_game = recent[-1][1].split("/", 1)[0] if recent else None
    pending = [x for x in order if not x[1]["done"]]
    nxt = next((x for x in pending if x[0] == last_game), pending[0] if pending else None)
    skills_rec = summary.get("skills", {})
    skills = []
    for sid, rec in sorted(skills_rec.items()):
        game = sid.split(".", 1)[0]
        skills.append({"id": sid, "title": skill_title(sid, lang), "pct": round(100 * float(rec.get("mastery", 0))),
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
    return {
        "words": words, "ask_name": not known and not hub, "hub": hub, "known": known, "name": name,
        "welcome": (words["hub"] if hub else words["welcome"] if summary.get("answers") else words["hello"])
        .format(name=name) if name else None,
        "anonymous": known and not hub and not name, "problem": problem,
        "name_error": words["name_errors"].get(name_error or "") if name_error else None,
        "forgot": (words["forgot_failed"] if forgot == "failed" else words["forgot"]) if forgot else None,
        "has_record": bool(summary.get("answers")), "lessons": lessons,
        "next": {"title": nxt[1]["title"], "link": f"{base_url}voila/render/{nxt[1]['path']}"} if nxt else None,
        "all_done": bool(order) and not pending, "reviews": reviews, "weakest": weakest, "skills": skills,
        "practice": practice,
    }
