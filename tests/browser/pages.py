"""What every lesson page must say, checked in the same visit as the accessibility checks (issue 10, 15).

Run on each lesson the browser suite opens (``conftest.open_lesson``), in both languages:

- :func:`nav_check`: the two navigation lines (top and bottom) say "lesson n of m" with n and m of the
  lesson's folder on disk; previous/next point to its neighbours, the language link to its counterpart
  (there when the counterpart exists), the library link to the library of the page's language; every link
  to a lesson inside the page lands on a lesson that exists.
- :func:`heading_check`: the page's heading is the title the library lists (``tutor.render.landing``).
- :func:`language_check`: ``<html lang>`` is the lesson's language; in a Chinese page every card picture
  and hand is named in Chinese.
- :func:`text_check`: the visible text (``document.body.innerText``) holds no developer word, no test
  label, no raw card code and no Python repr; a Chinese page holds no English sentence (three English
  words in a row), except proper names, the English name a heading may carry, text marked ``lang="en"``
  and a glossary's "English" column.

The text rules are plain functions (:func:`developer_words`, :func:`python_reprs`, :func:`english_runs`)
with doctests, so ``make unit`` checks the checks.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
LANGS = ("en", "zh", "zh-hant")
#: ``<html lang>`` of a page in each language (share/jupyter/voila/templates/tutor/).
HTML_LANG = {"en": "en", "zh": "zh-Hans", "zh-hant": "zh-Hant"}
#: The library of each language, relative to the server (``tutor.render.landing``).
LIBRARY = {"en": "", "zh": "voila/tree/zh", "zh-hant": "voila/tree/zh-hant"}
#: "lesson n of m" in each language (``tools/lessonkit.py`` NAV).
LESSON_OF = {"en": "Lesson {n} of {m}", "zh": "第 {n} 课，共 {m} 课", "zh-hant": "第 {n} 課，共 {m} 課"}
PREVIOUS = {"en": "Previous", "zh": "上一课", "zh-hant": "上一課"}
NEXT = {"en": "Next", "zh": "下一课", "zh-hant": "下一課"}
NAV_LIBRARY = {"en": "All lessons", "zh": "全部课程", "zh-hant": "全部課程"}
#: The site's name at the end of a lesson page's title, by language.
SITE = {"en": "Trick Tutor", "zh": "牌局小老师", "zh-hant": "牌局小老師"}

#: Developer words: (pattern, what it is). Words are matched case-insensitively, identifiers as written.
DEVELOPER = [
    (re.compile(r"\bseed(s|ed)?\b", re.I), "the seed"),
    (re.compile(r"\bpresets?\b", re.I), "preset"),
    (re.compile(r"\brule[ -]?books?\b", re.I), "rule book"),
    (re.compile(r"(?<![A-Za-z0-9])msn(?![A-Za-z0-9])"), "switch name"),
    (re.compile(r"(?<![\w/.-])[a-z][a-z0-9]*_[a-z0-9_]+\b"), "identifier"),
    (re.compile(r"(?<![A-Za-z0-9])(?:BR|BB|GZ|SP|WG)-?\d+[a-z]?(?![A-Za-z0-9])"), "test label"),
    (re.compile(r"(?<![A-Za-z0-9])W-\d+(?![A-Za-z0-9])"), "test label"),
    (re.compile(r"(?<![A-Za-z0-9])S\d+[a-z]?:"), "test label"),
    (re.compile(r"种子|预设|规则书"), "the seed / preset / rule book"),
]
_LIT = r"""(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|True|False|None)"""
#: Python output: (pattern, what it is).
REPRS = [
    (re.compile(r"(?m)^[ \t]*(?:True|False|None)[ \t]*$"), "True/False/None alone"),
    (re.compile(r"[(\[{,=][ \t]*(?:True|False|None)\b|\b(?:True|False|None)[ \t]*[,)\]}]"),
     "True/False/None in a repr"),
    (re.compile(r"\[\s*\]|\{\s*\}|\(\s*\)"), "an empty list, dict or tuple"),
    (re.compile(rf"\[(?=[^\]\n]*['\"NTF])(?:{_LIT})(?:, {_LIT})*\]|\[{_LIT}(?:, {_LIT})+\]"), "a list"),
    (re.compile(rf"\{{{_LIT}:(?= )|\{{'[^'\n]*'(?=, |\}})"), "a dict or set"),
    (re.compile(rf"\((?=[^)\n]*['\"NTF])(?:{_LIT})(?:, {_LIT})+,?\)"), "a tuple"),
    (re.compile(r"\b[A-Z][A-Za-z0-9]*\([a-z_][a-z0-9_]*="), "an object's repr"),
    (re.compile(r"<tutor\.|object at 0x|<function |<bound method "), "an object's repr"),
    (re.compile(r"(?<![A-Za-z0-9♠♥♦♣])[SHDC](?:10|[2-9AKQJ])(?![A-Za-z0-9])"), "a card code (S7, HQ)"),
]
#: Proper names that may stay in English on a Chinese page.
PROPER_NAMES = ("Trick Tutor", "Gong Zhu", "27 Wang", "Contract Bridge", "Windows Internet Spades", "MSN",
                "Bridge Base Online", "BBO", "QQ", "PBN", "IMPs", "IMP", "Voilà")
#: an English word: two letters or more (a lone capital is a card's rank: A K Q J)
_WORD = r"[A-Za-z][A-Za-z'’]+(?:-[A-Za-z]+)*"
_RUN = re.compile(rf"(?<![A-Za-z0-9]){_WORD}(?:[ \t\u00a0]+{_WORD}){{2,}}(?![A-Za-z0-9])")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def developer_words(text: str) -> list[str]:
    """The developer words in ``text``, each with what it is.

    >>> developer_words("Deal with the seed 7 (preset msn), see S3: and BR18, W-4, trump_only.")
    ['the seed: seed', 'preset: preset', 'switch name: msn', 'identifier: trump_only', 'test label: BR18', \
'test label: W-4', 'test label: S3:']
    >>> developer_words("North bid 4 and took 3; South's nil failed. 4♠ made, 3NT down one. 北家叫 4。")
    []
    """
    return [f"{what}: {m.group(0)}" for pattern, what in DEVELOPER for m in pattern.finditer(text)]


def python_reprs(text: str) -> list[str]:
    """The raw Python output in ``text``.

    >>> for found in python_reprs("True\\n[1, 2]\\n{'a': 1}\\n('S', 'Q')\\n<tutor.Card object at 0x7f>\\nS7 H2 1"):
    ...     print(found)
    True/False/None alone: True
    a list: [1, 2]
    a dict or set: {'a':
    a tuple: ('S', 'Q')
    an object's repr: <tutor.
    an object's repr: object at 0x
    a card code (S7, HQ): S7
    a card code (S7, HQ): H2
    >>> python_reprs("True or false? North (dealer) leads ♠Q; scores (120, 40); 3NT, 4♥; 黑桃Q [note]")
    []
    """
    return [f"{what}: {m.group(0)}" for pattern, what in REPRS for m in pattern.finditer(text)]


def english_runs(text: str) -> list[str]:
    """Three or more English words in a row (an English sentence) in ``text``, proper names left out.

    >>> english_runs("北家首攻 ♠Q。Gong Zhu 拱猪 · Trick Tutor · North must follow suit 跟牌。")
    ['North must follow suit']
    >>> english_runs("庄家 declarer，明手 dummy；Windows Internet Spades 的规则；3NT 定约；从大到小：A K Q J 10 9。")
    []
    """
    for name in PROPER_NAMES:
        text = text.replace(name, "·")
    return [m.group(0) for m in _RUN.finditer(text)]


# -- lessons on disk -------------------------------------------------------------------------------------------


def lessons_on_disk(langs: tuple[str, ...] = LANGS) -> list[str]:
    """Every lesson of ``langs`` as a server path (``en/spades/00-....ipynb``), in library order."""
    from tutor.render.landing import GAMES

    out = []
    for lang in langs:
        for game, *_ in GAMES:
            out += [f"{lang}/{game}/{p.name}" for p in sorted((LESSONS / lang / game).glob("*.ipynb"))
                    if not p.name.startswith(".")]
    return out


def where(path: str) -> tuple[str, str, str] | None:
    """``(lang, game, name)`` of a lesson path ``<lang>/<game>/<name>.ipynb``, else ``None``."""
    parts = path.strip("/").split("/")
    if len(parts) != 3 or parts[0] not in LANGS or not parts[2].endswith(".ipynb"):
        return None
    return parts[0], parts[1], parts[2]


def gets_the_structure_checks(path: str) -> bool:
    """Whether the open lesson ``path`` gets axe-core, the phone width and zoom (``a11y.page_checks``) besides
    the page checks every lesson gets (navigation, heading, language, visible text).

    Every English and 简体中文 lesson does. A 繁體中文 lesson is built from its 简体中文 twin by converting the
    characters (``tools/hant.py``): the same cells, the same kinds of output in each, each code cell the
    conversion of its twin's (``tests/test_hant_pages.py`` checks all of that), so its page has the twin's
    structure, styles and controls, with words of the same length in the same full-width characters. What
    axe, the phone width and zoom look at is checked on the twin; on a 繁體中文 page they run for the first
    lesson of each folder only, so the edition's own page is still checked once per game.
    """
    found = where(path)
    return found is None or found[0] != "zh-hant" or first_of_its_game(path)


def opened_in_the_browser(path: str) -> bool:
    """Whether the browser suite opens the lesson ``path``: every English lesson, and the first 简体中文 and the
    first 繁體中文 lesson of each game. The other Chinese lessons are checked without a browser
    (``tests/test_chinese_offline.py``), so ``test_languages`` does not open them (an interaction test still may).

    A Chinese lesson has the cells, the widgets and the page of its English twin, with other words: the same
    lesson source in another language (``tools/build_lessons.py`` checks they stay in step), run by the same
    engine. What a browser adds on a lesson page is, beside its text: the page renders (the same template and
    scripts on every page), axe-core, and the layout at a phone's width and at 200 % zoom. Those look at the
    page's structure and at how its words fit; English words are the longer ones (Chinese wraps between any two
    characters), so the layout checks are hardest on the English page, and every English lesson gets them. What
    is the edition's own, its words, is checked offline on every widget once the cells have run, on screen or
    not (more than the browser reads), and its navigation by the browser's own function; each game's first
    Chinese lesson is still opened, so every edition's page, fonts and language are rendered once per game.
    Opening each Chinese lesson as well cost about 5 processor-seconds a page (Chromium, the server and the
    kernel: the S44 note).

    >>> opened_in_the_browser("en/spades/03-scoring-contracts-and-bags.ipynb")
    True
    >>> opened_in_the_browser("zh/spades/00-spades-in-two-minutes.ipynb")
    True
    >>> opened_in_the_browser("zh/spades/03-scoring-contracts-and-bags.ipynb")
    False
    """
    found = where(path)
    return found is None or found[0] == "en" or first_of_its_game(path)


def first_of_its_game(path: str) -> bool:
    """Whether the lesson ``path`` is the first of its folder (its language's lessons of one game)."""
    lang, game, name = where(path)  # type: ignore[misc]
    names = sorted(p.name for p in (LESSONS / lang / game).glob("*.ipynb") if not p.name.startswith("."))
    return not names or name == names[0]


def render_url(base_url: str, path: str) -> str:
    return base_url.rstrip("/") + "/voila/render/" + path


# -- the checks on an open page ---------------------------------------------------------------------------------

_NAVS = """() => [...document.querySelectorAll('#rendered_cells nav.tt-nav')].map(n => ({
    text: n.innerText.trim(), label: n.getAttribute('aria-label'),
    links: [...n.querySelectorAll('a[href]')].map(a => ({text: a.innerText.trim(), href: a.href,
                                                          hreflang: a.getAttribute('hreflang')}))}))"""
_LINKS = """() => [...document.querySelectorAll('#rendered_cells a[href]')].map(a => a.href)"""


def nav_check(page, base_url: str, path: str) -> None:
    navs = page.evaluate(_NAVS)
    check_navs(navs, base_url, path, page.evaluate(_LINKS))
    top, bottom = navs
    assert top["label"] and bottom["label"] and top["label"] != bottom["label"], f"{path}: navigation landmarks unnamed"


def notebook_navs(nb: dict, base_url: str, path: str) -> list[dict]:
    r"""The navigation lines of the lesson notebook ``nb`` (served at ``path``) as :func:`nav_check` reads them on
    the page: each line's text and its links, resolved against the page's address; no landmark names (the page's
    template gives those). For the lessons the browser suite does not open (``tests/test_chinese_offline.py``).

    >>> nb = {"cells": [{"cell_type": "markdown",
    ...                   "source": "<nav class=\"tt-nav\">\n\n**第 1 課** · [下一課：甲 →](b.ipynb)"
    ...                             " · [全部課程](../../../tree/zh-hant)\n\n</nav>"}]}
    >>> notebook_navs(nb, "http://h/", "zh-hant/spades/a.ipynb")  # doctest: +NORMALIZE_WHITESPACE
    [{'text': '第 1 課 · 下一課：甲 → · 全部課程', 'label': None,
      'links': [{'text': '下一課：甲 →', 'href': 'http://h/voila/render/zh-hant/spades/b.ipynb'},
                {'text': '全部課程', 'href': 'http://h/voila/tree/zh-hant'}]}]
    """
    from urllib.parse import urljoin

    here = render_url(base_url, path)
    out = []
    for cell in nb["cells"]:
        text = "".join(cell["source"])
        if cell["cell_type"] != "markdown" or not text.startswith('<nav class="tt-nav">'):
            continue
        body = text.removeprefix('<nav class="tt-nav">').removesuffix("</nav>").strip()
        links = [{"text": t, "href": urljoin(here, h)} for t, h in MD_LINK.findall(body)]
        shown = MD_LINK.sub(lambda m: m.group(1), body).replace("**", "")
        out.append({"text": " ".join(shown.split()), "label": None, "links": links})
    return out


#: a markdown link: its words and its address (the navigation lines, and what a markdown cell shows)
MD_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")


def check_navs(navs: list[dict], base_url: str, path: str, links: list[str]) -> None:
    """The two navigation lines of the lesson ``path`` (from the page or from its notebook: :func:`notebook_navs`)
    say "lesson n of m" and link its neighbours, its counterparts and its library; each of ``links`` (every link of
    the page, resolved) that goes to a lesson goes to one that exists."""
    lang, game, name = where(path)  # type: ignore[misc]
    names = sorted(p.name for p in (LESSONS / lang / game).glob("*.ipynb"))
    i, m = names.index(name), len(names)
    assert len(navs) == 2, f"{path}: {len(navs)} navigation lines (one at the top and one at the bottom wanted)"
    top, bottom = navs
    assert (top["text"], top["links"]) == (bottom["text"], bottom["links"]), f"{path}: top and bottom navigation differ"
    want = LESSON_OF[lang].format(n=i + 1, m=m)
    assert want in top["text"], f"{path}: the navigation says {top['text']!r}, not {want!r}"
    folder = render_url(base_url, f"{lang}/{game}/")
    same = [link for link in top["links"] if link["href"].startswith(folder)]
    expected = ([(PREVIOUS[lang], folder + names[i - 1])] if i > 0 else []) + \
               ([(NEXT[lang], folder + names[i + 1])] if i + 1 < m else [])
    got = [(word, link["href"]) for (word, _), link in zip(expected, same, strict=False) if word in link["text"]]
    assert len(same) == len(expected) and got == expected, (
        f"{path}: previous/next go to {[(lk['text'], lk['href']) for lk in same]}, wanted {expected}")
    others = [link for link in top["links"] if "/voila/render/" in link["href"] and not link["href"].startswith(folder)]
    for other in LANGS:
        if other == lang:
            continue
        counterpart = render_url(base_url, f"{other}/{game}/{name}")
        to_other = [link["href"] for link in others if link["href"].startswith(render_url(base_url, f"{other}/"))]
        if (LESSONS / other / game / name).exists():
            assert to_other == [counterpart], f"{path}: the {other} link goes to {to_other}, not {counterpart}"
        else:
            assert not to_other, f"{path}: links to {to_other}, which does not exist"
    library = base_url.rstrip("/") + "/" + LIBRARY[lang]
    home = [link["href"] for link in top["links"] if "/voila/render/" not in link["href"]]
    assert home == [library], f"{path}: the library link goes to {home}, not {library}"
    # every link to a lesson anywhere in the page lands on a lesson that exists
    render = render_url(base_url, "")
    for href in links:
        if href.startswith(render):
            target = href[len(render):].split("?")[0].split("#")[0]
            assert (LESSONS / target).is_file(), f"{path}: a link goes to {target}, which does not exist"


def heading_check(page, path: str) -> None:
    """The page's first heading is the lesson's title in the library."""
    from tutor.render.landing import lesson_info

    h1 = page.evaluate("""() => { const h = document.querySelector('#rendered_cells h1');
        if (!h) return null; const c = h.cloneNode(true); c.querySelectorAll('.anchor-link').forEach(a => a.remove());
        return c.innerText.trim(); }""")
    title = lesson_info(LESSONS / path)["title"]
    assert h1 is not None, f"{path}: the page has no heading"
    assert " ".join(h1.split()) == " ".join(title.split()), f"{path}: heading {h1!r}, library title {title!r}"


_LABELS = """() => [...document.querySelectorAll(
        '#rendered_cells g.tt-card[aria-label], #rendered_cells g.tt-face[aria-label], ' +
        '#rendered_cells svg[aria-label]')]
    .filter(e => e.getBoundingClientRect().width > 0).map(e => e.getAttribute('aria-label'))"""


#: Chinese text in an English page's prose that is not marked as Chinese (``lang="zh-Hans"``).
_UNMARKED_CJK = """() => { const out = [], cjk = /[\\u3400-\\u9fff]/;
    for (const md of document.querySelectorAll('#rendered_cells .jp-RenderedMarkdown')) {
        const w = document.createTreeWalker(md, NodeFilter.SHOW_TEXT);
        while (w.nextNode()) { const n = w.currentNode;
            if (cjk.test(n.nodeValue) && !n.parentElement.closest('[lang|="zh"], [lang^="zh"]'))
                out.push(n.nodeValue.trim().slice(0, 40)); } }
    return out; }"""


def language_check(page, path: str) -> None:
    lang = where(path)[0]  # type: ignore[index]
    html = page.evaluate("document.documentElement.lang")
    assert html == HTML_LANG[lang], f"{path}: <html lang={html!r}>, wanted {HTML_LANG[lang]!r}"
    title = page.title()
    assert title.endswith(" · " + SITE[lang]), f"{path}: the page title {title!r} is not in its language"
    if lang == "en":  # the Chinese names in an English page are read with a Chinese voice
        unmarked = page.evaluate(_UNMARKED_CJK)
        assert not unmarked, f"{path}: Chinese text not marked lang=zh-Hans: {unmarked[:5]}"
    if lang != "en":  # a screen reader reads the cards in the page's language ("黑桃Q")
        english = sorted({label for label in page.evaluate(_LABELS)
                          if not _CJK.search(label) and re.search(r"[A-Za-z]{3,}", label)})
        assert not english, f"{path}: cards or hands named in English on a Chinese page: {english[:8]}"


#: The visible text, and the parts of it a Chinese page may hold in English (see the module docstring).
_TEXT = """() => {
    const cjk = /[\\u3400-\\u9fff]/, text = e => (e.innerText || '').trim();
    const allowed = [];
    for (const h of document.querySelectorAll('h1, h2, h3, .tt-lesson > a'))
        if (cjk.test(text(h))) allowed.push(text(h));
    for (const e of document.querySelectorAll('[lang^="en"]')) allowed.push(text(e));
    for (const table of document.querySelectorAll('table')) {
        const heads = [...table.querySelectorAll('tr:first-child > th, thead th')].map(text);
        const col = heads.findIndex(h => /^(English|英文|英语)$/.test(h));
        if (col >= 0) for (const row of table.querySelectorAll('tr'))
            if (row.children[col]) allowed.push(text(row.children[col]));
    }
    return {text: document.body.innerText, allowed: allowed.filter(t => t)};
}"""


def visible_text(page) -> tuple[str, list[str]]:
    got = page.evaluate(_TEXT)
    return got["text"], got["allowed"]


def text_check(page, name: str, lang: str) -> None:
    """No developer word or Python repr in the visible text; on a Chinese page, no English sentence."""
    text, allowed = visible_text(page)
    found = developer_words(text) + python_reprs(text)
    if lang != "en":
        for part in sorted(allowed, key=len, reverse=True):
            text = text.replace(part, "·")
        found += [f"English on a Chinese page: {run}" for run in english_runs(text)]
    assert not found, f"{name} shows what a learner should not read: " + "; ".join(dict.fromkeys(found))


def lesson_checks(page, base_url: str, path: str) -> None:
    """Every check of this module on the open lesson ``path`` (``<lang>/<game>/<name>.ipynb``)."""
    if where(path) is None:
        return
    language_check(page, path)
    nav_check(page, base_url, path)
    heading_check(page, path)
    text_check(page, path, where(path)[0])  # type: ignore[index]
