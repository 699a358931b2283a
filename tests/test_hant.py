"""繁體中文 by OpenCC (Taiwan phrasing) and the reviewed card-table words of ``tools/hant.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import hant  # noqa: E402

#: (简体中文, game, the Taiwan text): every entry of the dictionary, in a sentence as the lessons write it.
CASES = [
    ("♥是红桃", None, "♥是紅心"),
    ("黑桃、方块、梅花", None, "黑桃、方塊、梅花"),
    ("黑桃永远是将牌", "spades", "黑桃永遠是王牌"),
    ("“4H”这样写", None, "「4H」這樣寫"),
    ("不是只扣差的那几墩，最多只能省略一家", None, "不是只扣差的那幾墩，最多只能省略一家"),
    ("叫到的墩数不少于定约", "spades", "叫到的墩數不少於合約"),
    ("‘小’字", None, "『小』字"),
    ("庄家做成定约", "bridge", "莊家做成合約"),
    ("明手的牌", "bridge", "夢家的牌"),
    ("防守方首攻", "bridge", "防家首引"),
    ("4♠加倍，再加倍", "bridge", "4♠賭倍，再賭倍"),
    ("3无将", "bridge", "3無王"),
    ("有局时，无局时，看局况", "bridge", "有身價時，無身價時，看身價"),
    ("宕一，两个宕墩", "bridge", "倒一，兩個倒墩"),
    ("先写阶数；同一阶上；小满贯（6 阶）；两个阶段；阶梯", "bridge",
     "先寫線位；同一線上；小滿貫（6 線）；兩個階段；階梯"),
    ("二七王的大王和小王，亮主，闲家，底牌", "wang27", "二七王的大王和小王，亮主，閒家，底牌"),
    ("猪、羊和变压器", "gongzhu", "豬、羊和變壓器"),
    ("有将与无将：东家没有将牌，用♥2将吃", None, "有王牌與無王：東家沒有王牌，用♥2王吃"),
    ("在二七王里用主牌将吃", "wang27", "在二七王裡用主牌將吃"),  # 王 are 27 Wang's jokers: no 王吃 there
    ("一个中国的对家游戏", None, "一個中國的對家遊戲"),
    ("在这台电脑上", None, "在這台電腦上"),
    ("当前学习者：你的记录", "landing", "目前學習者：你的紀錄"),
    ("收下里面的分牌，文本里只有一副", None, "收下裡面的分牌，文本裡只有一副"),  # 裡 for "inside"
    ("算分实例，两种算法，每 16 副一个循环", None, "算分例子，兩種算法，每 16 副一個循環"),  # card words, not computing

]


@pytest.mark.parametrize(("zh", "game", "hant_text"), CASES, ids=[c[0] for c in CASES])
def test_terms(zh, game, hant_text):
    assert hant.convert(zh, game) == hant_text


def test_opencc_alone_leaves_mainland_words():
    """Why the dictionary exists: OpenCC's Taiwan phrasing keeps 紅桃 and the Mainland bridge words."""
    plain = hant._opencc().convert("红桃、定约、明手、加倍")
    assert plain == "紅桃、定約、明手、加倍"


def test_game_words_stay_in_their_game():
    assert hant.convert("分数加倍，有局", "gongzhu") == "分數加倍，有局"
    assert hant.convert("分数加倍", "bridge") == "分數賭倍"


def test_every_entry_is_tested():
    tested = "".join(c[2] for c in CASES)
    for words in (hant.TERMS, *hant.GAME_TERMS.values()):
        for taiwan in words.values():
            assert taiwan in tested, taiwan


def test_the_zh_hant_catalogs_are_the_conversion_of_zh():
    """The engine speaks 繁體中文 from catalogs converted the same way (``tools/catalogs.py --check``)."""
    import catalogs

    from tutor import i18n
    from tutor.cards import SUIT_NAME

    for name in catalogs.domains():
        cat = catalogs.load(name, "zh")
        assert catalogs.po_path(name, "zh_Hant").with_suffix(".mo").read_bytes() == \
            catalogs.compiled(catalogs.hant(cat, name)), name
    with i18n.language("zh-hant"):
        assert [str(SUIT_NAME[s]) for s in "SHDC"] == ["黑桃", "紅心", "方塊", "梅花"]
    i18n.set_language("zh-hant")
    try:
        assert i18n.current() == "zh-hant" and str(SUIT_NAME["H"]) == "紅心"
    finally:
        i18n.set_language("en")


#: The lessons' records (a deal's notes beside its PBN file, ``*.notes.json``, are tested in test_chinese_pages.py).
RECORDS = sorted(p for p in (Path(__file__).resolve().parents[1] / "lessons" / "data").glob("*/*.json")
                 if not p.name.endswith(".notes.json"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_records_notes_read_in_traditional_characters(path):
    """A 繁體中文 page stepping through a lesson's record showed its notes in 简体中文 (每人四张牌，黑桃是将牌): every
    note written in 简体中文 has its 繁體中文 beside it, the conversion with its game's words, and that is what the
    replay says in zh-hant."""
    import json

    from tutor import i18n, replay

    notes = json.loads(path.read_text(encoding="utf-8")).get("notes", {})
    chinese = {step: note for step, note in notes.items() if isinstance(note, dict) and "zh" in note}
    assert chinese, f"{path.name} has no 简体中文 note"  # every record the lessons step through speaks Chinese
    rp = replay.load(path)
    for step, note in chinese.items():
        assert note.get("zh-hant") == hant.convert(note["zh"], path.parent.name), (step, note)
        with i18n.language("zh-hant"):
            assert rp.note(int(step)) == note["zh-hant"]
