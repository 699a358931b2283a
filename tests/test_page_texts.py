"""The words around the lessons come from the gettext catalogs (the ``pages`` domain, ``tutor/render/pages.py``), in
every language: the lesson page's frame, its teaching tools and presentation mode, the "class is full" page, the class
view and the class's live question. A word missing from the 简体中文 catalog, a 繁體中文 one that is not the conversion
of its 简体中文, or a table of words back inside a template or a script is found here; the pages say what the
catalogs say (rendered from the templates, and served by the app)."""

from __future__ import annotations

import ast
import gettext
import json
import re
import sys
import time
from pathlib import Path

import nbformat
import pytest
from jinja2 import Environment, FileSystemLoader
from test_classroom import Browserless

from tests import source_tree
from tutor import i18n
from tutor.render import landing, pages
from tutor.serve import classview_page, launch, livequestion

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = ROOT / "share" / "jupyter" / "voila" / "templates" / "tutor"
SERVE = ROOT / "tutor" / "serve"
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402
import hant  # noqa: E402

#: Every template and script of the pages: none holds a word of any language of its own.
WORDLESS = [*sorted(TEMPLATES.iterdir()), *(SERVE / name for name in (
    "classview_page.py", "classview.js", "livequestion.py", "livequestion.js", "livequestion_lead.js", "app.py"))]
_CHINESE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")

TABLES = {"lesson": pages.LESSON_TEXT, "teach": pages.TEACH_TEXT, "present": pages.PRESENT_TEXT,
          "live": pages.LIVE_TEXT, "class_full": pages.CLASS_FULL_TEXT, "classview": pages.CLASSVIEW_TEXT,
          "lead": pages.LEAD_TEXT}


def texts() -> dict[str, i18n.Text]:
    """Every message of the pages, by where it is used."""
    return {f"{table}.{key}": text for table, words in TABLES.items() for key, text in words.items()}


def missing(lang: str) -> list[str]:
    """The page texts ``lang`` shows in English: not (or no longer) in its catalog."""
    return [where for where, text in texts().items()
            if text.in_language(lang) == text.in_language("en") or not i18n.has_chinese(text.in_language(lang))]


# -- no words of their own in the templates and scripts -------------------------------------------------------------


@pytest.mark.parametrize("path", WORDLESS, ids=lambda p: p.name)
def test_no_template_or_script_holds_chinese_words(path: Path) -> None:
    """A word table per language (the inline ``{"en": ..., "zh": ...}`` these files used to carry) has Chinese in it:
    none of these files has a Chinese character, comments included."""
    lines = [f"{n}: {line.strip()[:80]}" for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
             if _CHINESE.search(line)]
    assert lines == []


def _language_tables(path: Path) -> list[int]:
    """The lines of ``path`` (Python) where a dict literal is keyed by languages ("en" and "zh")."""
    found = []
    for node in source_tree.nodes(path):
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if {"en", "zh"} <= keys:
                found.append(node.lineno)
    return found


@pytest.mark.parametrize("path", [SERVE / "classview_page.py", SERVE / "livequestion.py", SERVE / "app.py"],
                         ids=lambda p: p.name)
def test_no_python_module_of_the_pages_keeps_a_table_per_language(path: Path) -> None:
    assert _language_tables(path) == []


def test_the_table_check_finds_a_table() -> None:
    """The two checks above can fail: the old class view page (a table per language) is found by both."""
    old = 'WORDS = {"en": {"title": "The class"}, "zh": {"title": "全班"}}\n'
    scratch = ROOT / "tests" / ".scratch_words.py"
    try:
        scratch.write_text(old, "utf-8")
        assert _language_tables(scratch) == [1] and _CHINESE.search(scratch.read_text("utf-8"))
    finally:
        scratch.unlink()


# -- every word in the catalogs -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "zh-hant"])
def test_every_page_text_is_in_the_catalogs(lang: str) -> None:
    assert missing(lang) == []


def test_a_text_missing_from_the_catalog_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: with the pages catalog empty, every text is reported."""
    real = i18n.catalog
    monkeypatch.setattr(i18n, "catalog", lambda name, lang: gettext.NullTranslations() if name == "pages"
                        else real(name, lang))
    assert missing("zh") == list(texts())


def test_the_page_texts_are_the_catalogs_messages() -> None:
    """Each text is a message extracted into the pages domain (``tools/catalogs.py``), so it is translated where
    translators work, and its 繁體中文 is the conversion of its 简体中文."""
    template = catalogs.extract(catalogs.domains()["pages"], "pages")
    zh, zh_hant = catalogs.load("pages", "zh"), catalogs.load("pages", "zh_Hant")
    for where, text in texts().items():
        msgid = text.in_language("en")
        assert template.get(msgid) is not None, where
        assert zh[msgid].string == text.in_language("zh"), where
        assert zh_hant[msgid].string == text.in_language("zh-hant") == hant.convert(zh[msgid].string, "pages"), where


def test_the_words_each_page_said_before_are_kept() -> None:
    """What the inline tables said, now from the catalogs: the hand-written 繁體中文 of the lesson frame is what the
    conversion gives, and presentation mode's 繁體中文 is the conversion of its 简体中文."""
    zh_hant = pages.lesson_words("zh-hant")["lesson"]
    assert zh_hant["back"] == "← 牌局小老師：全部課程" and zh_hant["nav_end"] == "本遊戲的課程（課末）"
    assert zh_hant["failed_html"] == ("<b>這一課沒有完全載入</b>（電腦正忙，或者這一課的某一步出錯了）。"
                                      "有些圖片或按鈕可能沒有顯示。")
    zh = pages.lesson_words("zh")
    assert zh["present"]["lead"] == "全班跟我" and zh["teach"]["present"] == "演示模式" and zh["html"] == "zh-Hans"
    assert pages.lesson_words("zh-hant")["present"] == {k: hant.convert(v) for k, v in zh["present"].items()}
    assert pages.lesson_words("fr") == pages.lesson_words("en")
    assert pages.classview_words("zh")["question"].format(n=3) == "第 3 题"
    assert pages.classview_words("en")["question"].format(n=3) == "question 3"


# -- the pages say what the catalogs say ----------------------------------------------------------------------------


def _config(notebook_path: str) -> dict:
    return landing.page_config_hook({}, settings={"server_root_dir": str(ROOT / "lessons")},
                                    notebook_path=notebook_path)


def test_the_hook_hands_a_lesson_page_every_languages_words_and_the_landing_page_the_live_words() -> None:
    lesson = _config("zh/spades/00-spades-in-two-minutes.ipynb")
    assert set(lesson["tutorWords"]) == {"en", "zh", "zh-hant"} and "tutorCatalog" not in lesson
    assert lesson["tutorWords"]["zh-hant"] == pages.lesson_words("zh-hant")
    live = _config("zh-hant")["tutorLive"]
    assert live == pages.live_words("zh-hant") and live["code"] == "zh-hant"  # a 繁體中文 page asks in 繁體中文
    assert live["title"] == "老師出的題" == hant.convert(pages.live_words("zh")["title"])
    assert lesson["tutorWords"]["zh-hant"]["live"]["code"] == "zh-hant"
    assert _config("")["tutorLive"]["title"] == "A question from your teacher"


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_the_teaching_tools_and_presentation_mode_read_the_catalogs(lang: str) -> None:
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)))
    nb = {"metadata": {"tutor": {"language": lang}}}
    config = _config(f"{lang}/x/00-y.ipynb")
    teach = env.get_template("teach.html.j2").render(nb=nb, page_config=config)
    present = env.get_template("present.html.j2").render(nb=nb, page_config=config)
    words = pages.lesson_words(lang)
    for key in ("show", "present", "print", "tools"):
        assert str(pages.TEACH_TEXT[key].in_language(lang)) in teach, key
    script_words = re.search(r"words = (\{.*?\});", teach)
    assert script_words and json.loads(script_words.group(1)) == words["teach"]  # the script's words
    for key in ("slides", "prev", "next", "handout", "one", "two", "four", "print", "lead", "away", "rejoin", "qr"):
        assert words["present"][key] in present, key
    said = re.search(r'textContent = away \? (".*?") : (".*?");', present)
    assert said and [json.loads(x) for x in said.groups()] == [words["present"]["left"], words["present"]["following"]]
    if lang != "en":  # no English word on a Chinese page's tools
        bars = present.split("<script>")[0]
        assert ">presentation<" not in teach and ">follow me<" not in bars and ">handout<" not in bars


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_the_class_full_page_reads_the_catalogs(lang: str) -> None:
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=True)  # as the app renders it
    html = env.get_template("class_full.html").render(retry_seconds=60, words=pages.class_full_words(lang, 60))
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    with i18n.language(lang):
        assert str(pages.CLASS_FULL_TEXT["title"]) in text
        assert str(pages.CLASS_FULL_TEXT["text"]).format(seconds=60) in text
    others = [x for x in ("en", "zh", "zh-hant") if x != lang]
    for other in others:
        assert f'<p lang="{pages.HTML_LANG[other]}">{pages.CLASS_FULL_TEXT["short"].in_language(other)}</p>' in html
    assert f'<html lang="{pages.HTML_LANG[lang]}">' in html


def test_the_class_view_and_its_live_box_read_the_catalogs() -> None:
    for lang in ("en", "zh", "zh-hant"):
        page = classview_page.page(lang, "x", "/")
        blob = re.search(r'<script type="application/json" id="tt-words">(.*?)</script>', page, re.S)
        assert blob and json.loads(blob.group(1)) == pages.classview_words(lang)
        lead = re.search(r'<script type="application/json" id="tt-liveq-words">(.*?)</script>', page, re.S)
        assert lead and {k: v for k, v in json.loads(lead.group(1)).items() if k in pages.LEAD_TEXT} == \
            pages.lead_words(lang)
        with i18n.language(lang):
            for key in ("title", "export", "reset", "archive", "questions", "plan", "none", "no_plan"):
                assert str(pages.CLASSVIEW_TEXT[key]) in page, key
            for key in ("heading", "skill", "level", "start", "none"):
                assert str(pages.LEAD_TEXT[key]) in page, key
    assert '<a class="tt-lang" href="?lang=zh">简体中文</a>' in classview_page.page("en", "x", "/")
    assert '<html lang="zh-Hans">' in classview_page.page("zh", "x", "/")
    trad = classview_page.page("zh-hant", "x", "/")  # 繁體中文: its own words, and links to the two others
    assert '<html lang="zh-Hant">' in trad and "<h1>全班</h1>" in trad and "還沒有給全班出題。" in trad
    assert '<a class="tt-lang" href="?lang=en">English</a>' in trad and 'href="?lang=zh">简体中文</a>' in trad
    assert '<a class="tt-lang" href="?lang=zh-hant">繁體中文</a>' in classview_page.page("zh", "x", "/")


def test_the_live_question_script_reads_its_words_from_the_page() -> None:
    script = (SERVE / "livequestion.js").read_text("utf-8")
    # its words and the language it asks the server in come from the page (a page without them shows no question)
    assert 'getElementById("tt-live-words")' in script and "var LANG = LIVE ? W.code" in script
    for text in pages.LIVE_TEXT.values():  # no sentence of the box is in the script itself
        assert " " not in text.in_language("en") or text.in_language("en") not in script
    assert livequestion._SCRIPT == script


# -- the app serves them ------------------------------------------------------------------------------------------


def _lesson(lang: str, code: str = "print('six', 2 * 3)") -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Fine"), nbformat.v4.new_code_cell(code)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["tutor"] = {"language": lang, "title": "Fine"}
    return nb


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages") / "lessons"
    for lang in ("en", "zh", "zh-hant"):
        (folder / lang / "x").mkdir(parents=True)
        nbformat.write(_lesson(lang), folder / lang / "x" / "00-ok.ipynb")
    nbformat.write(_lesson("en", "1 / 0"), folder / "en" / "x" / "01-bad.ipynb")
    log = folder.parent / f"serve-{time.monotonic_ns()}.log"
    proc, url = launch.start(ROOT, folder, "--max-kernels=1", log=log)
    yield url
    launch.stop(proc)


def _shut(tab, page: str) -> None:
    """Close a page's kernel as its close beacon does (the app has room for one)."""
    kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', page)
    assert kernel, "no kernel id in the page"
    status, _, _ = tab.request(f"/voila/api/shutdown/{kernel.group(1)}", data=f"_xsrf={tab.cookie('_xsrf')}".encode(),
                               headers={"Origin": tab.url, "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 204


def test_the_app_serves_each_lessons_words_in_its_language(served) -> None:
    for lang in ("zh", "zh-hant", "en"):
        tab = Browserless(served)
        status, _, page = tab.request(f"/voila/render/{lang}/x/00-ok.ipynb")
        assert status == 200 and "six 6" in page, lang
        words = pages.lesson_words(lang)
        assert f'<html lang="{words["html"]}"' in page
        assert f'>{words["lesson"]["back"]}</a></nav>' in page
        assert f'aria-label="{words["teach"]["tools"]}"' in page and f'>{words["present"]["lead"]}</button>' in page
        live = re.search(r'<script type="application/json" id="tt-live-words">(.*?)</script>', page, re.S)
        assert live and json.loads(live.group(1)) == words["live"]
        config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page, re.S)
        assert config and "tutorWords" not in json.loads(config.group(1))  # the words are in the page, once
        if lang == "zh":  # the one kernel is taken: the class is full, said in the lesson's language
            status, _, full = Browserless(served).request("/voila/render/zh-hant/x/00-ok.ipynb")
            assert status == 503 and '<html lang="zh-Hant">' in full
            assert pages.CLASS_FULL_TEXT["title"].in_language("zh-hant") in full
            assert '<p lang="en">The class is full: try again in a minute.</p>' in full
        _shut(tab, page)
    tab = Browserless(served)
    status, _, page = tab.request("/voila/render/en/x/01-bad.ipynb")
    assert status == 200 and 'class="tt-render-failed"' in page
    assert pages.lesson_words("en")["lesson"]["failed_html"] in page
    _shut(tab, page)
