"""Every lesson page, and the library in every language, in a real browser (issue 10, 15, 24).

- ``test_library``: ``/`` is the English library, ``/voila/tree/zh`` the 简体中文 one and
  ``/voila/tree/zh-hant`` the 繁體中文 one; each offers all three, lists each game's lessons of its language in
  order under their headings, and passes the text, axe-core and phone checks.
- ``test_lesson``: each English lesson and the first 简体中文 and 繁體中文 lesson of each game opens with no error
  and gets every page check in that one visit: "lesson n of m", previous/next, the other-language and
  library links, the heading, ``<html lang>``, the visible text (no developer word, no Python repr, no English
  sentence on a Chinese page), axe-core, phone and zoom (``conftest.open_lesson``; a 繁體中文 lesson past the
  first of its game has its 简体中文 twin's structure, so axe, phone and zoom run on the twin:
  ``pages.gets_the_structure_checks``). A lesson an earlier test has opened got the same checks there, and is
  not opened again (this file runs last). The first lesson of each game also follows its library link. The other
  Chinese lessons have their English twins' cells and widgets in other words: what these checks look at on them is
  checked without a browser (``tests/test_chinese_offline.py``, ``pages.opened_in_the_browser`` says why).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tutor.render.landing import GAMES, lesson_info, page_words

from . import a11y, pages
from .conftest import CHECKED, open_lesson

pytestmark = pytest.mark.browser

#: Waiting for the bottom navigation line: it is the last cell, so the whole lesson has run (the lesson
#: page names the navigation landmarks once every cell is there); a glossary may have no widget.
DONE = "#rendered_cells nav.tt-nav[aria-label]"


def library_url(base_url: str, lang: str) -> str:
    return base_url.rstrip("/") + "/" + pages.LIBRARY[lang]


@pytest.mark.parametrize("lang", pages.LANGS)
def test_library(page, voila_url, lang):
    if not (pages.LESSONS / lang).is_dir():  # Voilà serves /voila/tree/zh once lessons/zh exists
        pytest.skip(f"no lessons/{lang} yet")
    page.goto(library_url(voila_url, lang))
    page.locator(".tt-game").first.wait_for()
    assert page.evaluate("document.documentElement.lang") == pages.HTML_LANG[lang]
    switch = page.locator("nav.tt-langs a.tt-lang")
    expect(switch).to_have_text(["简体中文", "繁體中文", "English"])
    hrefs = [switch.nth(i).evaluate("a => a.href") for i in range(3)]
    assert hrefs == [library_url(voila_url, "zh"), library_url(voila_url, "zh-hant"), library_url(voila_url, "en")]
    expect(page.locator("nav.tt-langs a[aria-current=page]")).to_have_text(page_words(lang)["name"])
    listed = page.evaluate("""() => [...document.querySelectorAll('.tt-game')].map(g => [g.dataset.game,
        [...g.querySelectorAll('.tt-lesson > a')].map(a => [a.innerText.trim(), a.href])])""")
    on_disk = pages.lessons_on_disk((lang,))
    want = [[game, [[lesson_info(pages.LESSONS / p)["title"], pages.render_url(voila_url, p)]
                    for p in on_disk if p.split("/")[1] == game]] for game, *_ in GAMES]
    assert listed == want
    pages.text_check(page, f"the {lang} library", lang)
    a11y.axe_check(page, f"(library {lang})")
    a11y.phone_check(page, f"(library {lang})")


@pytest.mark.parametrize("path", [p for p in pages.lessons_on_disk() if pages.opened_in_the_browser(p)])
def test_lesson(page, voila_url, path):
    if path in CHECKED:  # opened, and checked in full, by an interaction test earlier in this session
        return
    open_lesson(page, voila_url, path, DONE)
    lang, game, name = pages.where(path)  # type: ignore[misc]
    if name == sorted(p.name for p in (pages.LESSONS / lang / game).glob("*.ipynb"))[0]:
        # the library link really lands on the library of the page's language, which lists this lesson
        page.locator("nav.tt-nav").first.get_by_role("link", name=pages.NAV_LIBRARY[lang]).click()
        page.locator(".tt-game").first.wait_for()
        assert page.url == library_url(voila_url, lang)
        assert page.evaluate("document.documentElement.lang") == pages.HTML_LANG[lang]
        expect(page.locator(f'.tt-lesson > a[href$="/voila/render/{path}"]')).to_have_count(1)
