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
    "en": {"lang": "en", "title": "Trick Tutor", "other": "zh", "other_lang": "zh-Hans", "other_name": "中文",
           "name": "English", "home": "", "other_home": "voila/tree/zh",
           "intro": "Learn four trick-taking card games step by step: Spades, Gong Zhu 拱猪, Contract Bridge and "
                    "27 Wang 二七王. Each lesson shows the cards, explains one idea in a few sentences, lets you "
                    "step through real hands and asks you a question, and every answer comes with the reason. "
                    "Start with the Basics.",
           "soon": "coming soon", "footer": "Trick Tutor runs entirely on this computer: nothing is fetched "
                                             "from the internet.", "language": "Language"},
    "zh": {"lang": "zh-Hans", "title": "牌局小老师 Trick Tutor", "other": "en", "other_lang": "en",
           "other_name": "English", "name": "中文", "home": "voila/tree/zh", "other_home": "",
           "intro": "一步一步学四种吃墩类的扑克游戏：黑桃王、拱猪、桥牌和二七王。"
                    "每一课先让你看牌，再用几句话讲清楚一个道理，然后一墩一墩地回放真实的牌局，最后出一道题；每个答案都告诉你为什么。先从“入门”开始。",
           "soon": "即将推出", "footer": "牌局小老师完全在这台电脑上运行，不从互联网下载任何东西。",
           "language": "语言"},
    "zh-hant": {"lang": "zh-Hant", "title": "牌局小老師 Trick Tutor", "other": "en", "other_lang": "en",
                "other_name": "English", "name": "繁體中文", "home": "voila/tree/zh-hant", "other_home": "",
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


def lesson_info(path: Path) -> dict[str, str]:
    """Title (the lesson's heading, else its metadata title, else its file name) and one-line summary."""
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        nb = {}
    meta = nb.get("metadata", {}).get("tutor", {})
    title = heading(nb) or meta.get("title") or path.stem.replace("-", " ").lstrip("0123456789 ").capitalize()
    return {"title": str(title), "summary": str(meta.get("summary", ""))}


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
