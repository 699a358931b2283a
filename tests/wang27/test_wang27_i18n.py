"""27 Wang speaks 简体中文: refusals, narrations, winner reasons, settlement sheets and widget texts come
from the ``wang27`` catalog, whether they were made inside ``with i18n.language("zh")`` or outside it
(a text made in English reads in Chinese when shown in Chinese, and back)."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

import pytest

from tutor import i18n
from tutor.errors import IllegalAction
from tutor.games import wang27
from tutor.i18n import has_chinese

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import catalogs  # noqa: E402


def test_the_wang27_catalog_is_complete_and_compiled(capsys: pytest.CaptureFixture[str]) -> None:
    assert catalogs.main(["--check", "--domain", "wang27"]) == 0, capsys.readouterr().out


def _pair_led() -> wang27.State:
    return wang27.position({"N": "SQ SQ", "W": "S3 HA S9 D4 S9 HK"}, trump="H", plays=[("N", "SQ SQ")])


def test_a_refusal_made_outside_reads_in_chinese_inside() -> None:
    reason = _pair_led().check(["S9", "S3"])
    assert reason == "a pair of ♠ was led and you hold ♠9 ♠9: you must play that pair"
    err = IllegalAction(reason)
    with i18n.language("zh"):
        assert str(err) == err.reason == "首家出的是一对♠，你手里有♠9 ♠9：必须跟这个对子"
    assert str(err) == reason  # and English again outside


def test_a_refusal_made_inside_reads_in_english_outside() -> None:
    with i18n.language("zh"):
        with pytest.raises(IllegalAction) as caught:
            _pair_led().apply(["S9", "HA"])
        assert caught.value.reason.startswith("首家出的是一对♠")
        bid = wang27.Auction(dealer="N").bid("N", 80)
        with pytest.raises(IllegalAction) as high:
            bid.bid("W", 85)
        assert "叫分往下叫" in str(high.value)
        decl = wang27.Declaration().round.problem("E", ["C7"])
        assert decl == "单7（♣7）不能先亮：7只能用来反主，不能首先亮主"
    assert str(caught.value).startswith("a pair of ♠ was led and you still hold ♠9 ♠3")
    assert "bids go down" in str(high.value)
    assert str(decl) == "one 7 (♣7) cannot open: 7s only overturn a declaration already made"
    assert str(pickle.loads(pickle.dumps(decl))) == str(decl)


def test_refusals_list_held_cards_in_the_games_order() -> None:
    # trumps first (strongest first), then the side suits, as the hand is shown: never the order dealt
    st = wang27.position({"N": "S8 S8 S6 S6", "W": "S3 SK S5 H4 SK D9 H4"}, trump="H",
                         plays=[("N", "S8 S8 S6 S6")])
    assert "you hold ♠K ♠K ♠5 ♠3:" in st.check(["SK", "SK", "H4", "H4"])
    trumps = wang27.position({"N": "H9", "W": "S3 H3 BJ H7 C2 SA"}, trump="H", plays=[("N", "H9")])
    assert "you hold 大王 ♥7 ♣2 ♥3:" in trumps.check(["SA"])


def test_a_narration_in_chinese() -> None:
    st = wang27.position({"N": "S9 S8 S8 S4 S4", "E": "SJ D3", "S": "S3 D8", "W": "S5 D9"}, trump="H")
    after = st.apply(["S9", "S8", "S8", "S4", "S4"])
    line = wang27.GAME.narrate(st, wang27.Action("play", tuple(after.trick.attempt)), after)
    assert line.startswith("North tries to throw (甩牌) ♠9 ♠8 ♠8 ♠4 ♠4, but East can beat part of it")
    with i18n.language("zh"):
        assert str(line) == "北家想甩牌♠9 ♠8 ♠8 ♠4 ♠4，但东家能管住其中一部分：甩牌失败，北家只能出♠9"
        made = wang27.GAME.narrate(st, wang27.Action("play", tuple(after.trick.attempt)), after)
    assert made == str(line.in_language("zh")) and str(made) == str(line)


def test_a_trick_reason_and_a_declaration_narration_in_chinese() -> None:
    st = wang27.position({"N": "S9 S9", "W": "SQ SQ", "S": "S3 S4", "E": "H5 H5"}, trump="H",
                         plays=[("N", "S9 S9"), ("W", "SQ SQ"), ("S", "S3 S4"), ("E", "H5 H5")])
    reason = st.done[-1].winner_reason()
    with i18n.language("zh"):
        assert str(reason) == "东家以♥5 ♥5赢得这一墩：主牌的对子大过♠的对子"
        hand = wang27.new_hand(seed=1)
        shown = hand.declarable()[0]
        after = hand.apply(wang27.Action("declare", shown))
        line = wang27.GAME.narrate(hand, wang27.Action("declare", shown), after)
        assert line.startswith("北家亮主：") and "暂定" in line


def test_a_settlement_sheet_in_chinese() -> None:
    r = wang27.settle(120, 80, levels={"banker": "8", "defenders": "5"})
    kitty = wang27.kitty_sheet(25, ["SA", "SA"], won_by_defenders=True, won_with_trump=True, trump="H")
    assert r.sheet.title == "The defenders win: 120 ≥ 80"
    with i18n.language("zh"):
        assert r.sheet.title == "闲家赢：120 ≥ 80"
        assert [line.label for line in r.sheet.lines] == ["闲家赢", "超出"]
        assert r.sheet.notes == ("闲家：5 → 7", "庄家一方降1级：8 → 7")
        assert kitty.lines[0].reason == "底牌25分 × 8（最后一墩：对子，用主牌赢的）"
        made = wang27.settle(0, 80, levels={"banker": "8", "defenders": "5"})
    assert made.sheet.lines[0].reason == "the defenders took no points (光头)"
    assert kitty.title == "Kitty (底牌)"


def test_a_whole_hand_reads_in_chinese() -> None:
    from tutor import replay

    demo = replay.load(Path(__file__).resolve().parents[2] / "lessons" / "data" / "wang27" / "demo_hand.json")
    english = demo.narrations()
    sheets = wang27.GAME.score_sheets(demo.final)
    with i18n.language("zh"):
        chinese = [str(x) for x in demo.narrations()]
        info = [str(x) for x in demo.final.view().info]
        texts = chinese + info + [sheets["points"].title, sheets["levels"].title]
        texts += [line.label + line.reason for s in sheets.values() for line in s.lines] + list(sheets["levels"].notes)
        texts += [str(label) for label in sheets]  # the sheets' labels on a page
        assert [str(label) for label in sheets] == ["得分", "升级"]
    assert english == demo.narrations()  # made in Chinese above, the English ones are unchanged
    assert all(has_chinese(x) for x in chinese)
    for text in texts:  # every text in Chinese, with no English word left (card codes aside)
        assert has_chinese(text), text
        assert not any(word in text for word in ("the ", "wins", "trump", "points", "banker", "defender")), text


def test_widgets_speak_the_page_language() -> None:
    from tutor.widgets.wang27 import DeclarationTryout, FollowExercise, ScoreCalculator, TrumpOrder, ladder_html

    with i18n.language("zh"):
        f = FollowExercise({"N": "SQ SQ", "W": "S9 S9 S3 HA HK D4"}, trump="H", plays=[("N", "SQ SQ")])
        f.select("S9 S3")
        assert not f.play() and f.message == "不能这样出：首家出的是一对♠，你手里有♠9 ♠9：必须跟这个对子"
        assert "首家出的是一对♠" in f._trick.value
        d = DeclarationTryout()
        d.declare("N", "S2")
        assert d.message == "亮主成立：北家亮单2（♠2） → ♠主。"
        calc = ScoreCalculator()
        assert calc._w["kitty_rule"].options[0][0].endswith("（通常的规则）")
        assert calc._w["card_points"].description == "分牌得分"
        assert "得分 — 闲家得分 P" in calc._sheets.children[0].value and "points" not in calc._sheets.children[0].value
        assert "主牌（两副牌共" in TrumpOrder("H")._pic.value
        assert "对大王" in ladder_html() and "a pair" not in ladder_html()
    assert "a pair of big jokers" in ladder_html() and "对大王" in ladder_html()  # English pages give both names


def test_cards_in_widgets_are_spaced_so_ranks_read() -> None:
    # a card's corner rank is about 30 of its 100 units wide: a smaller step hides "Q" and "10" under the next card
    from tutor.widgets import wang27 as widgets

    assert widgets.STEP >= 34
    svg = widgets.TrumpOrder("H")._pic.value
    assert 'viewBox="-2 -2 ' in svg and "step" not in svg


def test_lesson_tables_say_it_in_words_and_numbers_from_the_engine() -> None:
    from tutor.lessons.wang27_tables import compare_table, kitty_rules_table, settle_table

    rules = kitty_rules_table("SA SA SK SK SQ SQ", False, 25)
    assert "(the usual rule)" in rules.split("</tr>")[1]  # the usual rule first, and said so
    assert not any(name in rules for name in ("seed", "times:", "power:", "trump_only"))
    assert f"25 × {wang27.kitty_multiplier(['SA', 'SA', 'SK', 'SK', 'SQ', 'SQ'], won_with_trump=False, trump='H')}" \
        in rules
    with i18n.language("zh"):
        assert "一样大：先出的赢" in compare_table([("S7", "C7")], trump="H")
        assert "庄家一方" in settle_table([35], 80, {"banker": "8", "defenders": "5"})
