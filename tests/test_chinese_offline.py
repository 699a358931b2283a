"""The Chinese lessons the browser suite does not open: what its page checks look at, checked without a browser.

The browser suite opens every English lesson and the first 简体中文 and 繁體中文 lesson of each game
(``pages.opened_in_the_browser`` says why those). The other Chinese lessons, about 90 pages at some 5
processor-seconds each in Chromium, the kernel and the server, are checked here for what the browser's page checks
(``tests/browser/pages.py``) would look at on them:

- the navigation lines (top and bottom, "lesson n of m", neighbours, counterparts, library): markdown the lesson
  is built with, read from the notebook and checked by the browser's own function (``pages.check_navs``);
- the visible text: the markdown, the outputs and what every widget shows once the cells have run. The markdown and
  the stored outputs are read here; the widgets' state is read in nbval's run of the lesson, from its kernel after
  the last cell (``tests/nbval_widgets.py``: the lesson is not run a second time for it). Every text a reader sees
  (HTML, labels, button captions, options, tooltips, placeholders) gets the browser's text checks (no developer
  word, no Python repr, no English sentence: ``pages.developer_words``, ``python_reprs``, ``english_runs``), and a
  繁體中文 one the edition's (no Simplified character, no computing word: ``test_taiwan_edition``). That is more
  than the browser checks on any page: the widgets' texts are read whether or not they are on screen, and
  Simplified characters are looked for in what the engine said at run time, not only in the notebook.

What stays with the browser: the page's language and title (the template's, the same on every page of the edition,
checked on each game's first lesson), the landmarks' names, axe-core, phone and zoom (checked on the English twin,
whose longer words are the harder test of the layout), and whether the page renders at all (the same template and
scripts as every opened page; nbval runs each lesson and compares its outputs).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin

import nbformat
import pytest

from tests.browser import pages
from tests.test_taiwan_edition import COMPUTING, simplified_only
from tutor import i18n

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
OFFLINE = [p for p in pages.lessons_on_disk(("zh", "zh-hant")) if not pages.opened_in_the_browser(p)]
BASE = "http://127.0.0.1:8866/"


def test_the_browser_leaves_out_only_chinese_lessons_past_each_games_first():
    every = pages.lessons_on_disk()
    assert len(OFFLINE) >= 80 and all(p.split("/")[0] in ("zh", "zh-hant") for p in OFFLINE)
    assert {p.split("/")[0] for p in OFFLINE} == {"zh", "zh-hant"}
    firsts = {p.rsplit("/", 1)[0]: p for p in reversed(every)}  # each folder's first lesson
    assert not set(OFFLINE) & set(firsts.values())
    assert sorted(p for p in every if not p.startswith("en/") and p not in OFFLINE) == \
        sorted(p for p in firsts.values() if not p.startswith("en/"))
    assert all(pages.opened_in_the_browser(p) for p in every if p.startswith("en/"))


@pytest.mark.parametrize("path", OFFLINE)
def test_the_navigation_lines(path):
    nb = json.loads((LESSONS / path).read_text(encoding="utf-8"))
    here = pages.render_url(BASE, path)
    links = [urljoin(here, href) for cell in nb["cells"] if cell["cell_type"] == "markdown"
             for _, href in pages.MD_LINK.findall("".join(cell["source"]))]
    links += [urljoin(here, href) for cell in nb["cells"] for o in cell.get("outputs", [])
              for href in re.findall(r'href="([^"]*)"', str(o.get("data", {}).get("text/html", "")))]
    pages.check_navs(pages.notebook_navs(nb, BASE, path), BASE, path, links)


class _Text(HTMLParser):
    """The text an HTML fragment shows, and the parts of it marked English (``lang="en…"``), which a Chinese page
    may hold (``pages._TEXT`` allows the same); what ``<style>`` and ``<script>`` hold is not shown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.allowed: list[str] = []
        self._stack: list[tuple[str, bool]] = []  # (tag, English?) of the open elements

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("br", "img", "input", "hr", "meta", "link", "wbr", "col", "source", "area"):
            self.parts.append("\n")
            return
        english = any(k == "lang" and (v or "").startswith("en") for k, v in attrs)
        self._stack.append((tag, english))
        if tag in ("div", "p", "li", "tr", "td", "th", "h1", "h2", "h3", "h4", "table", "section", "ul", "ol"):
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        while self._stack:
            if self._stack.pop()[0] == tag:
                break
        self.parts.append("\n" if tag in ("div", "p", "li", "tr", "h1", "h2", "h3", "h4") else " ")

    def handle_data(self, data: str) -> None:
        if any(t in ("style", "script") for t, _ in self._stack):
            return
        self.parts.append(data)
        if any(english for _, english in self._stack):
            self.allowed.append(data.strip())


def html_text(fragment: str) -> tuple[str, list[str]]:
    """The shown text of ``fragment`` and its English-marked parts.

    >>> text, english = html_text('<p>北家 <span lang="en">North leads</span></p><style>a b c d {}</style>')
    >>> " ".join(text.split()), english
    ('北家 North leads', ['North leads'])
    """
    parser = _Text()
    parser.feed(fragment)
    parser.close()
    return "".join(parser.parts), [a for a in parser.allowed if a]


#: Widget models whose state is styling only.
_STYLING = re.compile(r"(Layout|Style)Model$")


def widget_texts(state: dict) -> tuple[list[tuple[str, str, bool]], list[tuple[str, str]]]:
    """(which widget, text, whether it is HTML) for every text the widgets of a run show, and (which widget, text)
    for their hints: placeholders and tooltips, which are not the page's text (``innerText``) for the browser
    either, so they get the edition's checks only (the house rules' box shows the form of what it takes,
    ``{"switch": value}``)."""
    out: list[tuple[str, str, bool]] = []
    hints: list[tuple[str, str]] = []
    for model_id, model in state.items():
        name, st = model["model_name"], model["state"]
        if _STYLING.search(name):
            continue
        where = f"{name} {model_id[:8]}"
        for key, value in st.items():
            if key == "value" and isinstance(value, str) and name in ("HTMLModel", "HTMLMathModel"):
                out.append((where, value, True))
            elif key == "value" and isinstance(value, str) and name == "LabelModel":
                out.append((where, value, False))  # (what a text box holds is not the page's text)
            elif key == "description" and isinstance(value, str):
                out.append((where, value, bool(st.get("description_allow_html"))))
            elif key in ("placeholder", "tooltip") and isinstance(value, str):
                hints.append((where, value))
            elif key == "_options_labels":
                out += [(where, str(label), False) for label in value]
            elif name == "AnyModel" and not key.startswith("_") and isinstance(value, str) \
                    and not value.startswith("IPY_MODEL_"):  # our own widgets: their drawings and labels
                out.append((where, value, value.lstrip().startswith("<")))
    return out, hints


def output_texts(nb: nbformat.NotebookNode) -> list[tuple[str, str, bool]]:
    """(which cell, text, whether it is HTML) for every markdown cell and every output a page shows (a widget's
    output shows the widget, not its ``text/plain``)."""
    out = []
    for n, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            shown = pages.MD_LINK.sub(r"\1", cell.source)  # a link shows its words
            out.append((f"cell {n}", shown, True))
        for o in cell.get("outputs", []):
            data = o.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                continue
            if "text/html" in data:
                out.append((f"cell {n} output", data["text/html"], True))
            elif "text/markdown" in data:
                out.append((f"cell {n} output", data["text/markdown"], True))
            elif "text/plain" in data:
                out.append((f"cell {n} output", data["text/plain"], False))
            elif o.get("output_type") == "stream":
                out.append((f"cell {n} {o['name']}", o["text"], False))
    return out


def edition_problems(where: str, text: str, lang: str = "zh-hant") -> list[str]:
    """On a 繁體中文 page: no Simplified character and no computing word (``test_taiwan_edition``)."""
    if lang != "zh-hant":
        return []
    found = simplified_only(text) + [f"computing word: {w}" for w in COMPUTING if w in text]
    return [f"{where}: {f}" for f in found]


def problems(where: str, text: str, is_html: bool, lang: str = "zh-hant") -> list[str]:
    """What the browser's text checks and the edition's checks find in one text a Chinese page (``lang``) shows."""
    allowed: list[str] = []
    if is_html:
        text, allowed = html_text(text)
    found = pages.developer_words(text) + pages.python_reprs(text)
    edition = edition_problems(where, text, lang)
    for part in sorted(allowed, key=len, reverse=True):
        text = text.replace(part, "·")
    # a heading with Chinese in it may carry its English name (pages._TEXT allows the same)
    text = "\n".join(line for line in text.splitlines() if not (line.startswith("#") and i18n.has_chinese(line)))
    found += [f"English on a Chinese page: {run}" for run in pages.english_runs(text)]
    return [f"{where}: {f}" for f in found] + edition


def state_problems(state: dict, lang: str = "zh-hant") -> list[str]:
    """Every problem in what the widgets of a run show (:func:`problems`) and in their hints (the edition's checks)."""
    shown, hints = widget_texts(state)
    return [p for where, text, is_html in shown for p in problems(where, text, is_html, lang)] + \
        [p for where, text in hints for p in edition_problems(where, text, lang)]


@pytest.mark.parametrize("path", OFFLINE)
def test_what_the_notebook_shows(path):
    """The markdown and the stored outputs (what nbval checks each run gives again) of each Chinese lesson the browser
    does not open; its widgets' texts are checked in nbval's run (``tests/nbval_widgets.py``)."""
    nb = nbformat.read(LESSONS / path, as_version=4)
    lang = path.split("/")[0]
    found = [p for where, text, html in output_texts(nb) for p in problems(where, text, html, lang)]
    assert not found, f"{path} shows what a {lang} reader should not read: " + "; ".join(dict.fromkeys(found))



def test_nbvals_run_checks_what_the_widgets_show(tmp_path):
    """nbval, run as ``make notebooks`` runs it, checks the widgets of a Chinese lesson the browser does not open
    once its last cell has run: a copy of one with a cell more, whose widget says an English sentence, fails (at
    its last cell, naming the text); a copy of another as it is passes."""
    game = tmp_path / "zh" / "spades"
    game.mkdir(parents=True)
    dirty, clean = "03-scoring-contracts-and-bags.ipynb", "05-bag-out-and-winning.ipynb"
    assert {f"zh/spades/{dirty}", f"zh/spades/{clean}"} <= set(OFFLINE)
    nb = nbformat.read(LESSONS / "zh" / "spades" / dirty, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(  # nbval compares no output of this cell: it is the probe
        '# NBVAL_IGNORE_OUTPUT\nimport ipywidgets\nipywidgets.HTML("<p>North must follow suit</p>")'))
    nbformat.write(nb, game / dirty)
    (game / clean).write_text((LESSONS / "zh" / "spades" / clean).read_text(encoding="utf-8"), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TT_NBVAL_FRESH": "1"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rE", "-p", "conftest", "-o", "addopts=",
                          "-p", "no:cacheprovider", "-p", "no:playwright", "--nbval", "--nbval-current-env",
                          "--rootdir", str(tmp_path), str(game / dirty), str(game / clean)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out[-3000:]
    assert "1 error" in out and "North must follow suit" in out and "English on a Chinese page" in out, out[-3000:]
    summary = out.split("short test summary")[-1]
    assert dirty in summary and clean not in summary, out[-3000:]


def test_the_checks_find_what_a_reader_should_not_read():
    """Each check, on a widget state as ``nbclient`` keeps it: a Simplified character in a button, an English
    sentence in an HTML widget (not when it is marked English), a Python repr in a label, a card code in one of our
    drawings, a developer word in a drop-down's options; nothing in a clean state."""
    def model(name: str, **state: object) -> dict:
        return {"model_name": name, "state": state}

    clean = {"a": model("ButtonModel", description="再試一次", tooltip="誰坐在圖的下方"),
             "b": model("HTMLModel", value='<p>北家 <span lang="en">North leads a spade</span></p>'),
             "c": model("AnyModel", svg='<svg font-family="Noto Sans TC"><text>Q</text></svg>', layout="IPY_MODEL_"),
             "d": model("LayoutModel", width="North must follow suit")}
    assert state_problems(clean) == []
    dirty = {"a": model("ButtonModel", description="再试一次"),
             "b": model("HTMLModel", value="<p>北家 North must follow suit</p>"),
             "c": model("LabelModel", value="[1, 2]"),
             "d": model("AnyModel", svg="<svg><text>SQ</text></svg>"),
             "e": model("DropdownModel", _options_labels=["trump_only"]),
             "f": model("TextModel", placeholder="实例")}
    found = state_problems(dirty)
    want = ("ButtonModel a: 试", "HTMLModel b: English", "LabelModel c: a list", "AnyModel d: a card code",
            "DropdownModel e: identifier", "TextModel f: 实")
    assert len(found) == 6 and all(any(f.startswith(m) for f in found) for m in want), found
    simplified = state_problems(dirty, "zh")  # a 简体中文 page: the same checks but the Taiwan edition's own
    assert len(simplified) == 4 and not any("试" in f or "实" in f for f in simplified), simplified
