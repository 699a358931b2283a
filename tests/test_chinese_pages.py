"""The Chinese editions read as a Chinese card teacher writes (issue 24, "The Chinese, finished"): each test
names a place where a Chinese-reading beginner going through the lessons in order stumbled.

Fast: the built notebooks and the lesson sources are read as text; the widgets and the engine are called
in the page's language (no kernel, no browser).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor import i18n

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
sys.path.insert(0, str(ROOT / "tools"))
CJK = re.compile(r"[\u3400-\u9fff]")
CHINESE = ("zh", "zh-hant")


def notebook(lang: str, lesson: str) -> dict:
    return json.loads((LESSONS / lang / f"{lesson}.ipynb").read_text(encoding="utf-8"))


def markdown(nb: dict) -> list[str]:
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def chinese_notebooks() -> list[Path]:
    """Every Chinese page: the lessons and the practice pages (built from sources the same way)."""
    return sorted(p for lang in CHINESE for p in (LESSONS / lang).glob("*/*.ipynb"))


@pytest.fixture
def zh() -> Iterator[None]:
    before = i18n.current()
    i18n.set_language("zh")
    try:
        yield
    finally:
        i18n.set_language(before)


# -- English left on Chinese pages --------------------------------------------------------------------------


@pytest.mark.parametrize("path", chinese_notebooks(), ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.stem}")
def test_chinese_headings_and_boxes_carry_no_english(path):
    """"House rule · 各地规则" and "打一局 · Play a hand": a Chinese page's headings, title and boxes are
    Chinese only (an English gloss stays where it explains a term, in the prose)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    found = []
    for text in markdown(nb):
        found += [line for line in text.splitlines() if "House rule" in line]
        for line in text.splitlines():
            if re.match(r"#{1,3} ", line) and " · " in line and not CJK.search(line.rsplit(" · ", 1)[1]):
                found.append(line)
    title = nb["metadata"]["tutor"]["title"]
    if " · " in title and not CJK.search(title.rsplit(" · ", 1)[1]):
        found.append(f"title {title!r}")
    assert not found, found


# -- next/previous titles --------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang, word", [("zh", "下一课"), ("zh-hant", "下一課")])
def test_next_link_names_the_whole_title(lang, word):
    """"下一课：单张 →" cut 单张 · 对子 · 拖拉机 at its first "·"."""
    nav = markdown(notebook(lang, "wang27/01-card-order"))[0]
    want = "单张 · 对子 · 拖拉机" if lang == "zh" else "單張 · 對子 · 拖拉機"
    assert f"[{word}：{want} →](02-combinations.ipynb)" in nav


def test_english_next_link_leaves_out_the_chinese_gloss_only():
    import lessonkit

    assert lessonkit._short("Singles, pairs and tractors · 单张 · 对子 · 拖拉机") == "Singles, pairs and tractors"
    assert lessonkit._short("单张 · 对子 · 拖拉机 · Singles, pairs and tractors") == "单张 · 对子 · 拖拉机"
    assert lessonkit._short("单张 · 对子 · 拖拉机") == "单张 · 对子 · 拖拉机"


# -- 27 Wang play-along: the status, the buttons and the prose name the same things -------------------------


def test_wang27_declaring_status_names_the_pass_button(zh):
    """"轮到南家亮主或不亮" over a button "不叫": the status names the button."""
    from tutor.games import wang27
    from tutor.games.wang27.game import GAME
    from tutor.games.wang27.views import table_view

    st = wang27.new_hand(seed=7)
    assert st.phase == "declare"
    buttons = [str(label) for label, _ in GAME.choices(st)]
    status = [str(line) for line in table_view(st).info]
    passing = next(b for b in buttons if not b.startswith("亮"))
    assert any("亮主或" + passing in line for line in status), (buttons, status)


def test_wang27_prose_names_the_play_button(zh):
    """The prose said "按出选中的牌" where the button read "打出选中的牌": it names the buttons the play-along
    shows (playing, and burying the kitty)."""
    t, game = i18n.domain("tutor")[0], i18n.domain("wang27")[0]  # the widget's button, the phase's label
    buttons = {str(t("Play selected")), str(game("Play selected")), str(game("Bury selected"))}
    for lesson in ("wang27/05-following", "wang27/07-play-a-hand"):
        text = (LESSONS / "source" / "zh" / f"{lesson}.md").read_text(encoding="utf-8")
        pressed = re.findall(r"按\*+([^*]+)\*+", text)
        assert pressed and all(p in buttons for p in pressed if "选中" in p), (lesson, pressed, buttons)


def test_the_turn_badge_does_not_say_play_while_declaring(zh):
    """The seat badge said "▶ 出牌" while the status asked to declare: it says whose turn it is."""
    from tutor.games import wang27
    from tutor.games.wang27.views import table_view
    from tutor.render.table import table_svg

    st = wang27.new_hand(seed=7)
    svg = table_svg(table_view(st))
    assert st.phase == "declare" and "轮到" in svg and "出牌" not in svg


# -- quiz feedback ---------------------------------------------------------------------------------------


def test_quiz_feedback_never_says_bushi_bushi(zh):
    from tutor.widgets import Quiz

    q = Quiz("♥做主。♠6♠6♠8♠8是拖拉机吗？", ["是", "不是"], "是")
    q.choose("不是")
    assert "不是不是" not in q.feedback and "“不是”" in q.feedback
    q = Quiz("能垫吗？", ["行", "不行"], "行", feedback={"不行": "黑桃出过之前不能垫。"})
    q.choose("不行")
    assert "不是不行" not in q.feedback


def test_who_wins_explains_every_wrong_answer(zh):
    """Gong Zhu 02 "这一墩谁赢？": a wrong seat is answered with the engine's reason its card loses."""
    from tutor.tricks import Trick
    from tutor.widgets import Quiz

    trick = Trick.played("N", "D2 D7 SA D5")
    q = Quiz.who_wins(trick, "这一墩谁赢？", trump_text="没有主牌。")
    assert q.options[q.answer] == "东家"
    for seat, name in (("S", "南家"), ("N", "北家"), ("W", "西家")):
        q.choose(name)
        assert str(trick.loser_reason(seat)) in q.feedback and "♠A" in str(trick.loser_reason("S")), q.feedback


def test_bridge_05_wrong_answers_are_about_the_question():
    """4♠X not vulnerable, down 3: answering 600 was explained with "4♠X down 2, vulnerable"."""
    source = (LESSONS / "source" / "en" / "bridge" / "05-doubles-overtricks-undertricks.md").read_text(encoding="utf-8")
    cell = next(c for c in source.split("```{code-cell}") if "How many points do the defenders get?" in c)
    code = cell.split("```")[0]
    scope: dict = {}
    exec("from tutor.lessons.bridge import *", scope)
    quiz = eval(code, scope)
    for wrong in ("300", "600"):
        quiz.choose(wrong)
        assert "down 3, not vulnerable" in quiz.feedback and "down 2" not in quiz.feedback, (wrong, quiz.feedback)
        assert "vulnerable:" not in quiz.feedback.replace("not vulnerable", "")


# -- remarks that confused --------------------------------------------------------------------------------


def test_no_confusing_remarks():
    text = {lang: "\n".join(t for p in (LESSONS / lang).glob("*/*.ipynb") if p.parent.name != "practice"
                            for t in markdown(json.loads(p.read_text(encoding="utf-8"))))
            for lang in CHINESE}
    assert "对数次方" not in text["zh"]  # reads as a logarithm
    assert "照常给猪算负分：" not in text["zh"] and "猪算作−100，合计" in text["zh"]
    assert "對數次方" not in text["zh-hant"]


def test_the_27_wang_hand_is_described_as_it_is():
    """"王、7和2排在最前面" over a hand with no 2."""
    from tutor.games import wang27

    hand = wang27.new_hand(seed=1).hands["S"]
    has_two = any(c.rank == 2 for c in hand)  # ranks are numbers
    for lang in ("en", "zh"):
        prose = "\n".join(markdown(notebook(lang, "wang27/00-two-minutes")))
        if not has_two:
            assert "王、7和2排在最前面" not in prose and "jokers, 7s and 2s come first" not in prose


def test_the_transformer_line_says_what_it_adds(zh):
    """A transformer line "−190" beside "2 × −190 = −380": the reason says the line adds −190."""
    from tutor.games.gongzhu import score_cards

    line = score_cards("C10 HA HK HQ HJ H10 H9 H8").lines[-1]
    assert line.points == -170 and "−170" in line.reason and "−340" in line.reason and "再加 −170" in line.reason


# -- one minus sign ----------------------------------------------------------------------------------------


def shown_texts(nb: dict) -> list[str]:
    """What a page shows as text: its markdown and its outputs' HTML, Markdown and printed text, without
    pictures (SVG), styles, tags, link targets and code spans."""
    texts = []
    for c in nb["cells"]:
        raw = ["".join(c["source"])] if c["cell_type"] == "markdown" else []
        for o in c.get("outputs", []):
            data = o.get("data", {})
            raw += ["".join(data[k]) for k in ("text/html", "text/markdown") if k in data]
            raw += ["".join(o["text"])] if "text" in o else []
        texts += [re.sub(r"(?s)<svg\b.*?</svg>|<style\b.*?</style>|<[^>]+>|\([^)]*\.ipynb\)|`[^`]*`", " ", r)
                  for r in raw]
    return texts


@pytest.mark.parametrize("lang", ["en", *CHINESE])
def test_one_minus_sign(lang):
    """A score is written with the minus sign (−), never a hyphen (the match tables said "−40 → -40")."""
    bad = []
    for path in sorted((LESSONS / lang).glob("*/*.ipynb")):
        for text in shown_texts(json.loads(path.read_text(encoding="utf-8"))):
            bad += [f"{path.parent.name}/{path.stem}: …{text[max(0, m.start() - 12):m.end()]}"
                    for m in re.finditer(r"(?<![\w\-−])-\d+", text)]
    assert not bad, bad[:10]


@pytest.mark.parametrize("lang", CHINESE)
def test_one_way_to_name_a_card_per_page(lang):
    """A page that writes cards as ♦J does not also write 方块J (the Gong Zhu glossary did)."""
    named = re.compile(r"(方块|红桃|黑桃|梅花|方塊|紅心|紅桃)(10|[2-9AKQJ])(?![0-9])")
    bad = []
    for path in sorted((LESSONS / lang).glob("*/*.ipynb")):
        texts = shown_texts(json.loads(path.read_text(encoding="utf-8")))
        if any(re.search(r"[♠♥♦♣](10|[2-9AKQJ])", t) for t in texts):
            bad += [f"{path.parent.name}/{path.stem}: {m.group(0)}" for t in texts for m in named.finditer(t)]
    assert not bad, bad


# -- accessibility in every edition ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_a_card_button_has_no_text_but_its_name(lang):
    """axe-core's label-content-name-mismatch (34 card buttons on 4 lessons): a card button's accessible name
    ("queen of spades", "黑桃Q") must contain its visible text, so its drawn letters are no text of it."""
    import xml.etree.ElementTree as ET

    from tutor.cards import Card
    from tutor.render.cards import card_group

    with i18n.language(lang):
        for code in ("SQ", "H10", "BJ"):
            g = ET.fromstring(card_group(Card.parse(code), index=0))
            # the button is named by its content, a picture named by its card (like <button><img alt=…>): no
            # aria-label on the button itself that could differ from the letters drawn on the face
            assert g.get("role") == "button" and g.get("aria-label") is None
            face = g.find("{http://www.w3.org/2000/svg}g") if g.find("g") is None else g.find("g")
            assert face is not None and face.get("role") == "img" and face.get("aria-label"), code


@pytest.mark.parametrize("game, table", [("gongzhu", "tt-gongzhu-match"), ("spades", "tt-spades-game"),
                                         ("bridge", "tt-bridge-match"), ("wang27", "tt-wang27-match")])
def test_match_tables_scroll_in_their_own_frame(game, table):
    """On a phone the running-score table of a match (bridge 08, Gong Zhu 05, Spades 05/06, 27 Wang 06/07) scrolls
    inside its own named box, never the page (the browser suite measures it: tests/browser/test_zh_finish.py)."""
    import importlib

    match = importlib.import_module(f"tutor.games.{game}.match")
    made = match.Match.new(7) if game == "wang27" else \
        match.play_match(seed=4, **({"boards": 2} if game == "bridge" else {}))
    html = made._repr_html_()
    frame = re.search(r"<div class='tt-scroll' role='region' aria-label='[^']+' tabindex='0'>(.*?)</div>", html, re.S)
    assert frame and f"<table class='tt-sheet {table}'>" in frame.group(1), html[:300]


def test_chinese_lists_use_chinese_punctuation(zh):
    """"南北 2, 东西 2" in the 27 Wang match table: a Chinese list is punctuated as Chinese."""
    from tutor.games.wang27 import match

    levels = str(match._levels_text(match.Match.new(7).levels))
    assert levels == "南北 2，东西 2"
    assert ", " not in match.Match.new(7)._repr_html_().split("<p class='tt-note'>")[1]


def test_the_selling_log_never_repeats_a_line(zh):
    """Gong Zhu 03's selling log said the same "…决定卖不卖牌" twice for a seat holding two of the four cards."""
    from tutor import replay

    lines = [str(line) for line in replay.load(LESSONS / "data" / "gongzhu" / "03-sold-ace-must.json").narrations()]
    sells = [line for line in lines if "卖不卖" in line]
    assert len(sells) == 4 and len(set(sells)) == 4 and "北家决定第2张牌卖不卖" in sells[1]


def _presenting_words(lang: str) -> dict[str, str]:
    """The words of presentation mode (share/jupyter/voila/templates/tutor/present.html.j2) on a page in ``lang``,
    as the template works them out from what the app hands it (the catalogs' words, tutor/render/pages.py)."""
    import jinja2

    from tutor.render.landing import page_config_hook

    text = (ROOT / "share" / "jupyter" / "voila" / "templates" / "tutor" / "present.html.j2").read_text("utf-8")
    start = text.index("{%- set tt_pwords")
    block = text[start:text.index("-%}", text.index("{%- set tt_words", start)) + 3]
    page = jinja2.Environment().from_string(block + "{{ tt_words | tojson }}")
    config = page_config_hook({}, settings={"server_root_dir": str(LESSONS)}, notebook_path="x/y.ipynb")
    return json.loads(page.render(nb={"metadata": {"tutor": {"language": lang}}}, page_config=config))


def test_presentation_mode_speaks_every_editions_language():
    """Presentation mode's buttons in each edition: 繁體中文 is tools/hant.py's conversion of the 简体中文 words
    (its pages had shown the English ones), and every edition has every word."""
    import hant

    en, zh, hant_words = (_presenting_words(lang) for lang in ("en", "zh", "zh-hant"))
    assert en["lead"] == "follow me" and zh["lead"] == "全班跟我"
    assert set(en) == set(zh) == set(hant_words)
    assert hant_words == {k: hant.convert(v) for k, v in zh.items()}
    assert _presenting_words("fr") == en


@pytest.mark.parametrize("lang", ["en", *CHINESE])
@pytest.mark.parametrize("game", ["basics", "spades"])
def test_the_table_names_the_trumps_once(game, lang):
    """A 繁體中文 table said "王牌：黑桃" twice: the drawing looked for the trump line by its English or 简体中文 words
    (将牌), so in the kernel of a 繁體中文 lesson, where the line is made as 王牌, it added one of its own."""
    import importlib

    from tutor.render.table import table_svg

    with i18n.language(lang):
        view = importlib.import_module(f"tutor.games.{game}").new_hand(seed=1).view()
        lines = re.findall(r'class="tt-info"[^>]*>([^<]*)<', table_svg(view))
    trumps = [line for line in lines if ("trump" in line.lower() if lang == "en" else "王牌" in line or "将牌" in line)]
    assert len(trumps) == 1, lines


@pytest.mark.parametrize("lang", CHINESE)
def test_the_hold_up_deals_notes_speak_the_pages_language(lang):
    """Bridge 07 in Chinese stepped to its notes in English: a PBN file's commentary is English only. The lesson's
    replay takes the deal's notes in every language from the file shipped beside it, at the commentary's steps."""
    import hant

    from tutor.games.bridge import parse_pbn, to_replay
    from tutor.games.bridge.formats import data_text
    from tutor.lessons import bridge_examples as L

    commentary = to_replay(parse_pbn(data_text("07-holdup.pbn"))[0]).record["notes"]
    with i18n.language(lang):
        rp = L.pbn_replay("07-holdup.pbn")
        notes = {step: rp.note(int(step)) for step in commentary}
    assert all(i18n.has_chinese(n) and not re.search(r"[A-Za-z]{3,}", n) for n in notes.values()), notes
    if lang == "zh-hant":
        with i18n.language("zh"):
            assert notes == {step: hant.convert(rp.note(int(step)), "bridge") for step in commentary}
    with i18n.language("en"):  # English reads what the PBN file says
        assert {step: rp.note(int(step)) for step in commentary} == commentary
