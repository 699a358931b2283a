"""The landing page's words come from the gettext catalogs (the ``landing`` domain), in every language: a text
missing from the 简体中文 catalog, or a 繁體中文 one that is not the conversion of its 简体中文, is found here,
and the rendered page says what the catalogs say."""

from __future__ import annotations

import gettext
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from jinja2 import Environment, FileSystemLoader

from tutor import i18n
from tutor.render import landing

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402
import hant  # noqa: E402


def texts() -> dict[str, i18n.Text]:
    """Every message of the landing page, by where it is used."""
    out: dict[str, i18n.Text] = {f"page.{k}": v for k, v in landing.PAGE_TEXT.items()}

    def walk(prefix: str, value: Any) -> None:
        for key, text in value.items():
            if isinstance(text, dict):
                walk(f"{prefix}{key}.", text)
            else:
                out[prefix + key] = text

    walk("progress.", landing.PROGRESS_TEXT)
    for folder, name, blurb in landing.GAMES:
        out[f"game.{folder}.name"], out[f"game.{folder}.blurb"] = name, blurb
    return out


def missing(lang: str) -> list[str]:
    """The landing texts ``lang`` shows in English: not (or no longer) in its catalog."""
    return [where for where, text in texts().items()
            if text.in_language(lang) == text.in_language("en") or not i18n.has_chinese(text.in_language(lang))]


@pytest.mark.parametrize("lang", ["zh", "zh-hant"])
def test_every_landing_text_is_in_the_catalogs(lang: str) -> None:
    assert missing(lang) == []


def test_a_text_missing_from_the_catalog_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: with the landing catalog empty, every text is reported."""
    real = i18n.catalog
    monkeypatch.setattr(i18n, "catalog", lambda name, lang: gettext.NullTranslations() if name == "landing"
                        else real(name, lang))
    assert missing("zh") == list(texts())


def test_the_landing_texts_are_the_catalogs_messages() -> None:
    """Each text is a message extracted into the landing domain (``tools/catalogs.py``), so it is translated
    where translators work, and its 繁體中文 is the conversion of its 简体中文 (Taiwan words included)."""
    template = catalogs.extract(catalogs.domains()["landing"], "landing")
    zh, zh_hant = catalogs.load("landing", "zh"), catalogs.load("landing", "zh_Hant")
    for where, text in texts().items():
        msgid = text.in_language("en")
        assert template.get(msgid) is not None, where
        assert zh[msgid].string == text.in_language("zh"), where
        assert zh_hant[msgid].string == text.in_language("zh-hant") == hant.convert(zh[msgid].string, "landing")


def test_taiwan_words_on_the_landing_page() -> None:
    words = landing.progress_words("zh-hant")
    assert words["hub"].format(name="小明") == "目前學習者：小明。"
    assert "紀錄" in words["forgot"] and "記錄" not in words["forgot"]
    assert landing.page_words("zh-hant")["footer"] == "牌局小老師完全在這台電腦上執行，不從網際網路下載任何東西。"
    assert [g["blurb"] for g in landing.lesson_catalog("/nonexistent", "zh-hant")][4] == \
        "兩副牌，大小王、2和7都是主牌：一個中國的對家遊戲。"  # 一個, not OpenCC's 一箇中國


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_the_rendered_landing_page_reads_the_catalogs(lang: str) -> None:
    folder = ROOT / "share" / "jupyter" / "voila" / "templates" / "tutor"
    template = Environment(loader=FileSystemLoader(str(folder)), autoescape=True).get_template("tree.html")
    catalog = landing.lesson_catalog(ROOT / "lessons", lang)
    words = landing.page_words(lang)
    view = landing.progress_view(None, catalog, lang, known=False)
    html = template.render(base_url="/", page_config={"tutorPage": {**words, "langs": landing.languages(lang)},
                                                      "tutorCatalog": catalog},
                           tutor=view, tutor_next="/", xsrf_form_html=lambda: "")
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    with i18n.language(lang):
        for key in ("title", "intro", "footer"):
            assert str(landing.PAGE_TEXT[key]) in text, key
        for folder_name, name, blurb in landing.GAMES:
            assert str(name) in text and str(blurb) in text, folder_name
        assert str(landing.PROGRESS_TEXT["prompt"]) in text
    assert f'<html lang="{words["lang"]}">' in html
    # the library offers all three languages, each at its own home, this one marked as the page's
    link = r'<a class="tt-lang" lang="([^"]+)" hreflang="[^"]+" href="([^"]*)"( aria-current="page")?>([^<]+)</a>'
    links = re.findall(link, html)
    assert [(code, href, name) for code, href, _, name in links] == [("zh-Hans", "/voila/tree/zh", "简体中文"),
                                                                   ("zh-Hant", "/voila/tree/zh-hant", "繁體中文"),
                                                                   ("en", "/", "English")]
    assert [name for _, _, here, name in links if here] == [words["name"]]
