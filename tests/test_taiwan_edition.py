"""The 繁體中文 edition reads as Taiwan writes (issues 35 and 30): no Simplified character on a 繁體中文 page, no
OpenCC computing word where a card player means something plain, 不叫 (the auction's pass) and 不亮 (not declaring)
each in its own phase of 27 Wang, Traditional pages set in a Traditional face first, and the Chinese punctuation of
Chinese text.

A character is **Simplified-only** when OpenCC's character table turns it into another one (``s2t``) and it is not one
of the few characters Taiwan writes as they are (:data:`BOTH`); the one Simplified text a 繁體中文 page may show is
the name of the 简体中文 edition in its language links.
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor import i18n

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import hant  # noqa: E402

#: Characters OpenCC's s2t table changes that are standard in Taiwan as written: 吃 (喫 is archaic), 游 (游泳; 中游
#: is the game site's name), 台 (這台電腦, Taiwan's everyday form).
BOTH = frozenset("吃游台")
#: The one Simplified text a 繁體中文 page shows: the 简体中文 edition's own name, in its language link.
OTHER_EDITION = "简体中文"
#: OpenCC's computing words, where a card player means something plain (例子, 算法, 循環).
COMPUTING = ("例項", "演算法", "迴圈")


@cache
def _s2t():  # type: ignore[no-untyped-def]
    import opencc

    return opencc.OpenCC("s2t")


def simplified_only(text: str) -> list[str]:
    """The Simplified-only characters of ``text``, each with a few characters around it.

    >>> simplified_only("收下里面的分牌"), simplified_only("這台電腦，吃")
    (['里 in 收下里面的分'], [])
    """
    text = text.replace(OTHER_EDITION, "")
    out = []
    for i, ch in enumerate(text):
        if "\u3400" <= ch <= "\u9fff" and ch not in BOTH and _s2t().convert(ch) != ch:
            out.append(f"{ch} in {text[max(0, i - 4):i + 4]}")
    return out


def notebook_texts(path: Path):
    """(where, text) for every cell's source and every output's text of a notebook."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for n, cell in enumerate(nb["cells"]):
        yield f"cell {n} source", "".join(cell.get("source", ""))
        for out in cell.get("outputs", []):
            for kind, value in (out.get("data") or {}).items():
                if kind.startswith("text/") or kind.endswith("json"):
                    yield f"cell {n} {kind}", value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            if "text" in out:
                yield f"cell {n} stream", "".join(out["text"])


HANT_LESSONS = sorted((ROOT / "lessons" / "zh-hant").rglob("*.ipynb"))


def catalog_texts(folder: str):
    for po in sorted((ROOT / "tutor" / "locale" / folder / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as f:
            for m in read_po(f):
                if m.id:
                    for s in m.string if isinstance(m.string, tuple) else (m.string,):
                        yield f"{po.name} {m.id!r}", s or ""


def test_the_lessons_exist_in_traditional():
    assert len(HANT_LESSONS) >= 40


@pytest.mark.parametrize("path", HANT_LESSONS, ids=lambda p: str(p.relative_to(ROOT / "lessons" / "zh-hant")))
def test_a_traditional_lesson_has_no_simplified_character_nor_computing_word(path):
    found = [f"{where}: {bad}" for where, text in notebook_texts(path) for bad in simplified_only(text)]
    found += [f"{where}: {word}" for where, text in notebook_texts(path) for word in COMPUTING if word in text]
    assert not found, found[:10]


def test_the_traditional_catalogs_have_no_simplified_character_nor_computing_word():
    found = [f"{where}: {bad}" for where, text in catalog_texts("zh_Hant") for bad in simplified_only(text)]
    found += [f"{where}: {word}" for where, text in catalog_texts("zh_Hant") for word in COMPUTING if word in text]
    assert not found, found[:10]


def test_the_engines_chinese_names_are_traditional_on_a_traditional_page():
    from tutor import cards, seats
    from tutor.games import bridge, gongzhu, wang27
    from tutor.games.bridge import auction

    tables = {"SUIT_ZH": cards.SUIT_ZH, "SEAT_ZH": seats.SEAT_ZH, "LEVEL_ZH": gongzhu.LEVEL_ZH,
              "LADDER_ZH": wang27.declare.LADDER_ZH, "STRAIN_ZH": auction.STRAIN_ZH, "VUL_ZH": bridge.VUL_ZH,
              "QQ titles": {lv: name for lv, name, _ in bridge.LADDER}}
    for name, table in tables.items():
        for key, value in table.items():
            assert isinstance(value, i18n.Text), (name, key)  # through the catalogs
            shown = value.in_language("zh-hant")
            assert i18n.has_chinese(shown) and not simplified_only(shown), (name, key, shown)
            assert value.in_language("zh") == value  # 简体中文 as before (and on English pages)
    with i18n.language("zh-hant"):
        assert bridge.title(300) == (5, "梅花中級大師")
        assert "南北有局" in str(bridge.board(2))  # QQ's word quoted as QQ writes it, in Traditional characters
        assert str(gongzhu.LEVEL_ZH["hidden"]) == "暗賣"


def test_the_bridge_title_ladder_page_is_traditional():
    from tutor.lessons import bridge_examples

    with i18n.language("zh-hant"):
        html = bridge_examples.title_table().data
    assert "梅花初級大師" in html and "五星終身大師" in html and not simplified_only(html)


def test_hant_turns_the_computing_words_into_a_card_players():
    assert hant.convert("算分实例") == "算分例子"
    assert hant.convert("两种算法") == "兩種算法"
    assert hant.convert("每 16 副一个循环") == "每 16 副一個循環"
    assert hant.convert("收下里面的分牌") == "收下裡面的分牌"


@pytest.mark.parametrize("lang", ["zh", "zh-hant"])
def test_27_wang_says_not_declaring_while_declaring_and_pass_in_the_auction(lang):
    from tutor.errors import ParseError
    from tutor.games import get as get_game
    from tutor.games.wang27 import coach as wang27_coach
    from tutor.games.wang27.declare import parse_declaration

    facade = get_game("wang27")
    with i18n.language(lang):
        not_declaring, passing = i18n.catalog("wang27", lang).gettext("do not declare"), \
            i18n.catalog("wang27", lang).gettext("pass")
        assert (not_declaring, passing) == (("不亮", "不叫") if lang == "zh" else ("不亮", "不叫"))
        state = facade.new_hand(seed=3)
        seen = {"declare": set(), "bid": set()}
        for _ in range(200):
            if state.is_terminal() or state.phase not in seen:
                if state.phase in ("trump", "bury", "play") or state.is_terminal():
                    break
            words = seen.get(state.phase)
            if words is not None:
                for action in state.legal_actions():
                    words.add(str(wang27_coach._name(state, action)))
                words.update(str(label) for label, _ in facade.choices(state))
            state = state.apply(sorted(state.legal_actions(), key=str)[0])
        assert seen["declare"] and seen["bid"], seen
        assert not any("不叫" in w for w in seen["declare"]), seen["declare"]
        assert not any("不亮" in w for w in seen["bid"]), seen["bid"]
        assert any("不亮" in w for w in seen["declare"]) and any("不叫" in w for w in seen["bid"])
        with pytest.raises(ParseError) as err:
            parse_declaration(3.5)
        assert "不亮" in str(err.value) and "不叫" not in str(err.value)
    assert parse_declaration("不亮") == "pass"


TEMPLATES = ROOT / "share" / "jupyter" / "voila" / "templates" / "tutor"
_STACK = re.compile(r"font(?:-family)?\s*:[^;}]*")


def _traditional_rules(css: str) -> list[str]:
    """The font stacks of the rules a Traditional page (``lang="zh-Hant"``) matches by its language."""
    return [m.group(0) for rule in re.finditer(r"([^{}]*:lang\(zh-Hant\)[^{}]*)\{([^}]*)\}", css)
            for m in _STACK.finditer(rule.group(2))]


@pytest.mark.parametrize("path", [TEMPLATES / "tree.html", TEMPLATES / "index.html.j2", TEMPLATES / "present.html.j2",
                                  ROOT / "tutor" / "serve" / "classview.css"], ids=lambda p: p.name)
def test_traditional_pages_are_set_in_a_traditional_face_first(path):
    css = path.read_text(encoding="utf-8")
    simplified = [m.group(0) for m in _STACK.finditer(css) if "CJK SC" in m.group(0) and "CJK TC" not in m.group(0)]
    assert simplified, "nothing to check"  # the file names a Simplified face somewhere
    stacks = _traditional_rules(css)
    assert stacks, f"{path.name}: no rule for Traditional pages"
    for stack in stacks:
        assert "CJK TC" in stack and ("CJK SC" not in stack or stack.index("CJK TC") < stack.index("CJK SC")), stack
    if "var FONT" in css:  # the drawings the presentation script makes: by the page's language too
        assert "Noto Sans CJK TC" in css[css.index("var FONT"):css.index("var FONT") + 400]


@pytest.mark.parametrize("lang", ["zh", "zh-hant"])
def test_chinese_text_has_chinese_punctuation(lang):
    """A colon, comma, semicolon, question or exclamation mark after a Chinese character is full width (the
    lessons' text and outputs; the catalogs' own messages are checked by the same rule)."""
    ascii_after_chinese = re.compile(r"[\u4e00-\u9fff][,;:?!](?![/\d])")
    # a format written as code, or quoted, keeps its ASCII
    as_code = re.compile(r"\[[^\]]*\]|\([^)]*\)|“[^”]*”|「[^」]*」")
    found = []
    for path in sorted((ROOT / "lessons" / lang).rglob("*.ipynb")):
        for where, text in notebook_texts(path):
            # a cell, row or block ends its text (an auction's next-call "?" is a cell of its own); inline tags do not
            shown = re.sub(r"<[^>]+>", "", re.sub(r"</?(td|th|tr|table|li|p|div|br)\b[^>]*>", " ", text))
            for m in ascii_after_chinese.finditer(shown):
                found.append(f"{path.name} {where}: {m.group(0)}")
    folder = i18n.FOLDER[lang]
    for where, text in catalog_texts(folder):
        if "{{" not in text:  # a structure written as code ({"NS": [分数, 袋子]}) keeps its ASCII
            found += [f"{where}: {m.group(0)}" for m in ascii_after_chinese.finditer(as_code.sub("", text))]
    assert not found, found[:10]
