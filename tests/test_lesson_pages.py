"""What a learner reads on a lesson page says it to the learner (issue 10, "Say it to the learner").

Fast (no kernel): every committed lesson notebook in ``lessons/en`` and ``lessons/zh`` is read as it is
stored. The visible text is the markdown cells and the text outputs (``text/plain`` where nothing richer is
shown, ``text/html`` without its tags, drawings and styles, the ``aria-label`` a screen reader says of its
pictures, and printed ``stream`` text). Widget views and the
code cells' own source are not looked at: the app hides code, and widgets are tested in their own suites.

A page fails, naming lesson, cell and the offending text, when it holds

- a developer word: "the seed", "preset", "rule book", a switch name (``msn``, ``trump_only`` or any other
  ``snake_case`` identifier), a test label (``S3:``, ``BR18``, ``BB10``, ``GZ7``, ``W-4``);
- raw Python output: ``True``/``False``/``None`` alone, a printed list, dict, tuple or string repr, an object
  repr, a run of card codes (``S7 H2 1``);
- on a zh page, an English sentence: three English words in a row, outside card codes, code spans, link
  targets and proper names (:data:`PROPER_NAMES`); a zh heading may carry its English name after `` · ``.

And every lesson in ``lessons/en`` has its ``lessons/zh`` counterpart, path for path, and back: for a game
that has no ``lessons/zh/<game>`` yet this is reported (a warning), not failed, until :data:`REQUIRE_ZH`.
"""

from __future__ import annotations

import html
import json
import re
import warnings
from pathlib import Path

import pytest

#: Flip to True once every game has its zh lessons: then a game without ``lessons/zh/<game>`` fails.
REQUIRE_ZH = True

ROOT = Path(__file__).resolve().parent.parent / "lessons"
LANGS = ("en", "zh", "zh-hant")
LESSONS = sorted(p.relative_to(ROOT) for lang in LANGS for p in (ROOT / lang).glob("*/*.ipynb"))

#: Names a zh page may write in Latin letters (each may stand in a run of English words).
PROPER_NAMES = ("Trick Tutor", "MSN", "QQ", "IMP", "IMPs", "PBN", "LIN", "BBO", "Pagat", "Voilà", "Jupyter",
                "English", "Spades", "Gong Zhu", "Hearts", "Bridge", "27 Wang", "Wang", "Tutor", "Trick")

# ---------------------------------------------------------------------------------------------- what is seen

_WIDGET = "application/vnd.jupyter.widget-view+json"
_RICH = ("text/html", "text/markdown", "image/svg+xml", "image/png", "image/jpeg", "text/latex")


def visible_texts(nb: dict) -> list[tuple[int, str, str]]:
    """``[(cell index, kind, text)]`` a learner reads on the page: markdown sources and text outputs."""
    out: list[tuple[int, str, str]] = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "markdown":
            out.append((i, "markdown", _src(cell["source"])))
            continue
        if cell["cell_type"] != "code":
            continue
        for o in cell.get("outputs", []):
            kind = o.get("output_type")
            if kind == "stream":
                out.append((i, "printed", _src(o.get("text", ""))))
            elif kind == "error":
                out.append((i, "error", f"{o.get('ename')}: {o.get('evalue')}"))
            elif kind in ("execute_result", "display_data"):
                data = o.get("data", {})
                if _WIDGET in data:
                    continue  # a widget view: its text/plain is a repr nobody sees
                if "text/html" in data:
                    out.append((i, "html", html_text(_src(data["text/html"]))))
                    alts = _ALT.findall(_src(data["text/html"]))
                    if alts:  # what a screen reader says of the pictures (cards, tables) is read too
                        out.append((i, "alt text", "\n".join(html.unescape(a) for a in dict.fromkeys(alts))))
                if "text/markdown" in data:
                    out.append((i, "markdown output", _src(data["text/markdown"])))
                if "text/plain" in data and not any(k in data for k in _RICH):
                    out.append((i, "output", _src(data["text/plain"])))
    return out


def _src(x: str | list[str]) -> str:
    return "".join(x) if isinstance(x, list) else x


_DROP = re.compile(r"(?is)<(svg|style|script)\b.*?</\1\s*>|<!--.*?-->")
_TAG = re.compile(r"(?s)<[^>]*>")
_ALT = re.compile(r'\baria-label="([^"]*)"')


_BLOCK = re.compile(r"(?i)</?(?:td|th|tr|table|caption|div|p|li|ul|ol|br|h[1-6]|section|nav)\b[^>]*>")


def html_text(source: str) -> str:
    """The text of an HTML output as a reader sees it: no drawings, styles, scripts, tags or attributes; each
    table cell, paragraph or block on its own line (a glossary's cells are not one sentence)."""
    return html.unescape(_TAG.sub(" ", _BLOCK.sub("\n", _DROP.sub(" ", source))))


def without_code(text: str) -> str:
    """Markdown with fenced code, code spans, link targets, URLs and HTML tags taken out."""
    text = re.sub(r"(?s)```.*?```", " ", text)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "] ", text)
    text = re.sub(r"https?://\S+", " ", text)
    return _TAG.sub(" ", text)


def prose(text: str) -> str:
    """Markdown as prose: code spans kept (a switch name in a code span is still a developer word), link
    targets, URLs and HTML tags out."""
    text = re.sub(r"\]\([^)]*\)", "] ", text)
    text = re.sub(r"https?://\S+", " ", text)
    return _TAG.sub(" ", text)


# ------------------------------------------------------------------------------------------------ the checks

_CARD = r"(?:[SHDC](?:10|[2-9TJQKA]))"
DEVELOPER = [
    (re.compile(r"\bthe seeds?\b", re.I), "the seed"),
    (re.compile(r"\bpresets?\b", re.I), "preset"),
    (re.compile(r"\brule[ -]?books?\b", re.I), "rule book"),
    (re.compile(r"\bmsn\b"), "switch name"),  # lowercase: the switch; "MSN" is the game site's name
    (re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w./-])"), "switch name"),
    (re.compile(r"\b(?:BR|BB|GZ|GP|SP|WB)-?\d+[a-z]?\b"), "test label"),
    (re.compile(r"(?<![-\w])(?![AKQJT]-)[A-Z]{1,2}-\d+(?![-\w])"), "test label"),  # W-4, not A-A-3-3
    (re.compile(r"(?<![\w♠♥♦♣])[A-Z]{1,2}\d+[a-z]?:(?!\d)"), "test label"),
]
_SCALAR = re.compile(r"^(?:True|False|None|-?\d+(?:\.\d+)?)$")
_CONTAINER = re.compile(r"(?s)^(?:\[.*\]|\{.*\}|\(.*,.*\)|'.*'|\".*\")$")
_OBJECT = re.compile(r"^<[\w.]+ object at 0x|^[A-Z]\w*\(.*\)$")
_BOOL = re.compile(r"(?<![\w'\"])(True|False)(?![\w'\"])|(?<=[\[(,:] )None\b|\bNone(?=[,\])}])")
_INNER_REPR = re.compile(r"[\[({]\s*'[^'\n]*'\s*[,:\])}]|[\[(]\s*-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?\s*[,\])]")
_CARD_RUN = re.compile(rf"(?<![\w♠♥♦♣])({_CARD}(?:[ ,]+(?:{_CARD}|\d+)){{1,}})(?![\w])")
_LINE_CARD_RUN = re.compile(rf"^\s*{_CARD}(?:\s+{_CARD})*\s*$")


def developer_words(text: str) -> list[str]:
    return [f"{what} {m.group(0)!r}" for rx, what in DEVELOPER for m in rx.finditer(text)]


def raw_output(kind: str, text: str) -> list[str]:
    """Python values printed as they are, in an output (not in markdown)."""
    found = []
    whole = text.strip()
    if kind == "output":  # an execute_result with nothing richer than its repr
        if _SCALAR.match(whole) or _CONTAINER.match(whole) or _OBJECT.match(whole):
            return [f"raw Python value {whole[:80]!r}"]
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        if kind != "html" and (m := _BOOL.search(s)):
            found.append(f"raw Python value {m.group(0)!r} in {s[:80]!r}")
        if m := _INNER_REPR.search(s):
            found.append(f"a Python repr {m.group(0)!r} in {s[:80]!r}")
        if _SCALAR.match(s) and kind != "html":
            found.append(f"raw Python value {s!r}")
        elif kind != "html" and _CONTAINER.match(s) and s[0] in "[{(":
            found.append(f"printed container {s[:80]!r}")
        elif _OBJECT.match(s) and kind != "html" and " object at 0x" in s:
            found.append(f"object repr {s[:80]!r}")
        elif _LINE_CARD_RUN.match(s):
            found.append(f"card codes {s[:80]!r}")
    return found


def card_codes(text: str) -> list[str]:
    """Runs of engine card codes (``S7 H2 1``) in prose: a page shows cards as pictures or ♠7 ♥2."""
    return [f"card codes {m.group(1)!r}" for m in _CARD_RUN.finditer(text)]


CJK = re.compile(r"[\u3400-\u9fff]")
_NAMES = re.compile("|".join(re.escape(n) for n in sorted(PROPER_NAMES, key=len, reverse=True)))
_CARDLIKE = re.compile(rf"[♠♥♦♣]\s?(?:10|[2-9TJQKA])|{_CARD}\b|\b(?:10|[2-9TJQKA])\s?[♠♥♦♣]|\bNT\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*")
_GAP = re.compile(r"^[\s*_,.;:!?'’\"()\-–—&+×0-9]*$")  # not "/": "a / b" are alternatives


def english_runs(text: str, heading_ok: bool = True) -> list[str]:
    """Runs of three or more English words in a row (what a zh page must not hold)."""
    found = []
    for line in without_code(text).splitlines():
        if heading_ok and line.lstrip().startswith("#") and " · " in line:
            line = line.split(" · ")[0]  # a zh heading may carry the English name after it
        line = _CARDLIKE.sub(" ", _NAMES.sub(" ", line))
        run: list[str] = []
        last_end = 0
        for m in _WORD.finditer(line):
            word = m.group(0)
            is_word = len(word) >= 2 and any(c.islower() for c in word)
            if run and is_word and _GAP.match(line[last_end:m.start()]):
                run.append(word)
            else:
                if len(run) >= 3:
                    found.append(" ".join(run))
                run = [word] if is_word else []
            last_end = m.end()
        if len(run) >= 3:
            found.append(" ".join(run))
    return [f"English {r!r}" for r in found]


def page_problems(path: Path) -> list[str]:
    """Every problem of one lesson page: ``"cell N (kind): problem"``."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    lang = nb.get("metadata", {}).get("tutor", {}).get("language") or path.relative_to(ROOT).parts[0]
    problems = []
    for i, kind, text in visible_texts(nb):
        found = []
        if kind == "markdown":
            found += developer_words(prose(text)) + card_codes(without_code(text))
        else:
            found += developer_words(text) + raw_output(kind, text) + card_codes(text)
        if kind == "printed":  # print() shows a monospaced console block, not prose: sentences go through say()
            found.append(f"printed text {text.strip()[:60]!r} (show a sentence with tutor.view.say)")
        if lang in ("zh", "zh-hant"):
            found += english_runs(text, heading_ok=kind == "markdown")
        problems += [f"cell {i} ({kind}): {p}" for p in dict.fromkeys(found)]
    return problems


# ------------------------------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("lesson", LESSONS, ids=[str(p) for p in LESSONS])
def test_a_page_speaks_to_the_learner(lesson: Path) -> None:
    problems = page_problems(ROOT / lesson)
    assert not problems, f"{lesson}:\n  " + "\n  ".join(problems)


def heading(nb: dict) -> str | None:
    """The lesson's heading: the first ``# `` line of its markdown."""
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in _src(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return None


@pytest.mark.parametrize("lesson", LESSONS, ids=[str(p) for p in LESSONS])
def test_the_title_is_the_heading_and_carries_the_chinese_name(lesson: Path) -> None:
    """The landing page lists a lesson by its ``tutor.title``: it reads as the page's heading, and every
    heading (English too) carries its Chinese name."""
    nb = json.loads((ROOT / lesson).read_text(encoding="utf-8"))
    title, head = nb.get("metadata", {}).get("tutor", {}).get("title"), heading(nb)
    assert head is not None, f"{lesson}: no '# ' heading"
    assert title == head, f"{lesson}: the landing page says {title!r}, the page's heading {head!r}"
    assert CJK.search(head), f"{lesson}: the heading {head!r} has no Chinese name"


def counterparts() -> tuple[list[str], list[str]]:
    """``(missing, waiting)``: lessons without their other-language page (in games that have both
    languages, or in every game once :data:`REQUIRE_ZH`), and games with no zh lessons yet."""
    en = {p.relative_to(ROOT / "en").as_posix() for p in (ROOT / "en").glob("*/*.ipynb")}
    zh = {p.relative_to(ROOT / "zh").as_posix() for p in (ROOT / "zh").glob("*/*.ipynb")}
    games_zh = {p.split("/")[0] for p in zh}
    games_en = {p.split("/")[0] for p in en}
    waiting = sorted(g for g in games_en - games_zh)
    missing = [f"lessons/zh/{p} (from lessons/en/{p})" for p in sorted(en - zh)
               if REQUIRE_ZH or p.split("/")[0] in games_zh]
    missing += [f"lessons/en/{p} (from lessons/zh/{p})" for p in sorted(zh - en)]
    hant = {p.relative_to(ROOT / "zh-hant").as_posix() for p in (ROOT / "zh-hant").glob("*/*.ipynb")}
    built = {p.name for p in (ROOT / "source" / "zh").iterdir() if p.is_dir()}  # tools/build_lessons.py's games
    missing += [f"lessons/zh-hant/{p} (from lessons/zh/{p})" for p in sorted(zh - hant) if p.split("/")[0] in built]
    missing += [f"lessons/zh/{p} (from lessons/zh-hant/{p})" for p in sorted(hant - zh)]
    return missing, waiting


def test_every_lesson_has_its_other_language() -> None:
    missing, waiting = counterparts()
    if waiting:
        warnings.warn(f"no zh lessons yet for {', '.join(waiting)} (fails once REQUIRE_ZH = True)", stacklevel=1)
    assert not missing, "lessons without their other language:\n  " + "\n  ".join(missing)


# ------------------------------------------------------------------------------------------ the checks, tested


@pytest.mark.parametrize("text", [
    "Here the seed says otherwise.", "Under the `msn` preset:", "see the rule book", "S3: a nil bid",
    "vector BR18 shows", "BB10", "GZ7 and W-4", "with `sweep_fixed_multiplier` set", "seed_literal",
])
def test_developer_words_are_found(text: str) -> None:
    assert developer_words(prose(text))


@pytest.mark.parametrize("text", [
    "North leads ♠Q.", "MSN Gong Zhu counts it", "Seeds of doubt", "He sees 3:2 odds", "S♠ and ♥3",
    "[next](01-the-deal.ipynb)", "North–South: 120", "a 4-3 fit", "A-A-3-3 is not a tractor", "an A-3 split",
])
def test_plain_words_pass(text: str) -> None:
    assert not developer_words(prose(text)), developer_words(prose(text))


def test_raw_output_is_found() -> None:
    assert raw_output("output", "True")
    assert raw_output("output", "[Card('SA'), Card('H2')]")
    assert raw_output("output", "{'N': 3}")
    assert raw_output("output", "('N', 3)")
    assert raw_output("printed", "False\n")
    assert raw_output("printed", "S7 H2 D10\n")
    assert raw_output("printed", "True False\n") and raw_output("printed", "S8 S8 S6 S6 True")
    assert raw_output("printed", "West may play: ['♥7']") and raw_output("printed", "N ['S2'] → trump S")
    assert raw_output("printed", "0 banker {'banker': 'J', 'defenders': '5'}")
    assert raw_output("printed", "scores (120, 191)") and raw_output("printed", "x [NS, None]")
    assert not raw_output("printed", "None of the four players holds a spade (they said 'no').")
    assert not raw_output("html", "North (you) · tricks 3 · 5 cards")
    assert card_codes("North holds S7 H2 1")
    assert not raw_output("printed", "North wins the trick with ♠Q.\n")
    assert not card_codes("North holds ♠7 ♥2; C is for clubs")


def test_printed_text_is_found(tmp_path: Path) -> None:
    import nbformat

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print('West wins.')", outputs=[
        nbformat.v4.new_output("stream", name="stdout", text="West wins.\n")])],
                                 metadata={"tutor": {"language": "en"}})
    path = tmp_path / "en" / "x.ipynb"
    path.parent.mkdir()
    path.write_text(nbformat.writes(nb), encoding="utf-8")
    assert any("printed text 'West wins.'" in p for p in page_problems(path))


def test_english_in_a_chinese_page_is_found() -> None:
    assert english_runs("北家出牌。North wins the trick.")
    assert not english_runs("北家首出♠Q，Trick Tutor 会告诉你为什么。`S7 H2` 是牌的代码。")
    assert not english_runs("# 黑桃王两分钟入门 · Spades in two minutes")
    assert english_runs("这一墩 goes to North here")
    assert not english_runs("♠A ♠K ♠Q ♥J 10 9")
    assert not english_runs("[English](../../en/spades/00.ipynb) · QQ 桥牌 IMP 计分")


def test_table_cells_are_not_one_sentence() -> None:
    row = "<table><tr><td>vulnerable</td><td>not vulnerable</td><td>有局</td></tr></table>"
    assert not english_runs(html_text(row))
    assert english_runs(html_text("<p>这是 <b>not a Chinese sentence</b> at all</p>"))


def test_alt_text_of_pictures_is_read() -> None:
    nb = {"cells": [{"cell_type": "code", "source": "", "outputs": [{"output_type": "display_data", "data": {
        "text/html": '<svg aria-label="a hand of 2 cards"><title>x</title></svg>', "text/plain": "<HTML>"}}]}]}
    alts = [text for _, kind, text in visible_texts(nb) if kind == "alt text"]
    assert alts == ["a hand of 2 cards"] and english_runs(alts[0])
