"""The widgets speak the kernel's language: built under ``i18n.language("zh")`` (or after
``i18n.set_language("zh")``, what a lesson's first cell does) every label, status line, caption, feedback and
picture alternative is Chinese; built in English they stay as they were."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from tutor import i18n
from tutor.games import basics
from tutor.i18n import has_chinese
from tutor.render import card_svg, hand_svg, sheets_html, table_svg, trick_svg
from tutor.scoring import ScoreLine, ScoreSheet
from tutor.tricks import Trick
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TrickReplay
from tutor.widgets.base import UNEXPECTED

RECORD = "lessons/data/basics/four-tricks.json"


@pytest.fixture
def zh() -> Iterator[None]:
    """The process language is zh, as in a Chinese lesson's kernel (restored after)."""
    before = i18n.current()
    i18n.set_language("zh")
    try:
        yield
    finally:
        i18n.set_language(before)


def trick() -> Trick:
    return Trick.played("N", "H4 HK S2 HA", trump="S")


def small_hand() -> PlayAlong:
    return PlayAlong("basics", seat="S", seed=1, rules=basics.Rules.preset("whist").but(hand_size=5))


def labels(widget: PlayAlong) -> list[str]:
    return [str(b.description) for b in (widget._play, widget._undo, widget._new, widget._show_legal,
                                         widget._hint_button, widget._review_button, widget._colours)]


def aria(svg: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', svg)


def test_playalong_in_chinese(zh: None) -> None:
    p = small_hand()
    assert labels(p) == ["出选中的牌", "↶ 悔牌", "重新发牌", "显示能出的牌", "提示", "复盘我的打法", "四色牌"]
    assert "轮到你了" in p._status.value and "南家" in p._status.value
    assert aria(p._picker.svg)[0] == "你的牌，南家"
    assert all(has_chinese(a) for a in aria(p._picker.svg))
    assert "牌桌" in p._table.value and "将牌：黑桃" in p._table.value
    assert "东家首出" in p._log.value
    illegal = next(i for i in range(len(p.hand())) if i not in p.legal_indices())
    assert not p.click(illegal)
    assert p.message.startswith("不可以：你必须跟")
    p.undo()
    assert p.message == "还没有可以悔的步。"
    while not p.state.is_terminal():
        p.click(p.legal_indices()[0])
    assert "这副牌打完了" in p._status.value
    assert "合计" in p._scores._html.value and "每墩 1 分" in p._scores._html.value
    assert "南北" in p._scores._html.value


def test_playalong_in_english_is_unchanged() -> None:
    p = small_hand()
    assert labels(p) == ["Play selected", "↶ Undo", "New deal", "Show legal cards", "Hint", "Review my play",
                         "four-colour deck"]
    assert "<b>Your turn</b> (South): click a card to play it." == p._status.value
    assert aria(p._picker.svg)[0] == "your hand, South"


def test_a_widget_made_in_a_block_keeps_its_language() -> None:
    with i18n.language("zh"):
        p = small_hand()
    sent = json.loads(json.dumps(p._play.get_state()))  # what the page is sent: the text as it was built
    assert sent["description"] == "出选中的牌"
    assert i18n.current() == "en"


def test_replay_in_chinese(zh: None) -> None:
    r = TrickReplay(RECORD)
    assert [str(b.tooltip) for b in r._buttons.values()] == ["回到发牌", "后退一步", "前进一步", "跳到最后"]
    assert r._colours.description == "四色牌"
    assert r._counter.value == "<span>第 0 步，共 16 步</span>"
    assert r.narration == "发牌完毕。"
    assert r.note == "每人四张牌，黑桃是将牌。西家发牌，所以由发牌人左手的北家先出。"
    assert "注：" in r._note.value
    r.go(4)
    assert r.narration == "西家出♥9：这门花色只剩这一张。北家以♥A赢得这一墩：它是首攻花色红桃中最大的牌"
    assert r._tricks.value == "<b>赢得的墩数：</b> 北家 1 · 东家 0 · 南家 0 · 西家 0（南北 1、东西 0）"
    assert "上一墩：北家赢" in r._last.value


def test_replay_in_english_is_unchanged() -> None:
    r = TrickReplay(RECORD)
    assert r._counter.value == "<span>step 0 of 16</span>"
    assert r.narration == "The cards are dealt."
    assert r.note.startswith("Four cards each, spades are trumps.")
    r.go(4)
    assert r._tricks.value == "<b>Tricks won:</b> North 1 · East 0 · South 0 · West 0 (NS 1, EW 0)"
    assert "Last trick — won by North" in r._last.value


def test_quiz_in_chinese(zh: None) -> None:
    q = Quiz.who_wins(trick())
    assert "这一墩谁赢？" in q._q.value and "将牌：黑桃。" in q._q.value and "北家首出。" in q._q.value
    assert q.options == ["北家", "东家", "南家", "西家"]
    assert q._retry.description == "再试一次"
    assert not q.choose("北家")
    assert q.feedback == "✗ 不对，你选的是“北家”。北家的♥4比♥A小，而且南家用♠2将吃了，将牌比其他花色都大。再试一次。"
    assert q.choose("南家")
    assert q.feedback == "✓ 答对了！"
    assert q._expl.value.startswith("南家以♠2赢得这一墩") and q._expl.value.endswith("。")
    plain = Quiz("2 + 2？", ["3", "4"], "4", "", feedback={"3": "再数一遍。"})
    plain.choose("3")
    assert plain.feedback == "✗ 不对，你选的是“3”。再数一遍。再试一次。"
    yes_no = Quiz("是拖拉机吗？", ["是", "不是"], "是")
    yes_no.choose("不是")
    assert yes_no.feedback == "✗ 不对，你选的是“不是”。再试一次。"  # never "不是不是"


def test_quiz_in_english_is_unchanged() -> None:
    q = Quiz.who_wins(trick())
    assert "Who wins this trick?" in q._q.value and "North led." in q._q.value
    q.choose("North")
    assert q.feedback == ("✗ Not quite: you chose “North”. North's ♥4 is lower than ♥A, and South trumped with ♠2 "
                          "and a trump beats every other suit. Try again.")
    q.choose("South")
    assert q.feedback == "✓ Right!"
    assert q._expl.value.startswith("South wins with ♠2")


def sheet() -> ScoreSheet:
    t = i18n.domain("tutor")[0]
    return ScoreSheet([ScoreLine(t("North"), 3, t("tricks {n}", n=3))])


def test_score_sheet_in_chinese(zh: None) -> None:
    view = ScoreSheetView({"NS": sheet()})
    html = view._html.value
    assert "合计" in html and "北家" in html and "南北" in html and ">total<" not in html
    assert "合计" in sheets_html(ScoreSheet([]))  # an empty sheet: its total, and "nothing scored" in Chinese
    assert "没有得分" in sheets_html(ScoreSheet([])) and "还没有得分" in sheets_html({})


def test_score_sheet_in_english_is_unchanged() -> None:
    html = ScoreSheetView({"NS": sheet()})._html.value
    assert "<th>total</th>" in html and "NS" in html and "North" in html


def test_hand_viewer_in_chinese(zh: None) -> None:
    h = HandViewer(basics.new_hand(seed=7))
    assert [label for label, _ in h._me_box.options] == ["我是北家", "我是东家", "我是南家", "我是西家"]
    assert h._me_box.tooltip == "谁坐在图的下方"
    assert h._colours.description == "四色牌"
    assert "北家" in h._pic.value
    two = HandViewer({"N": "SA HK", "S": "D2 C3"})
    assert "黑桃A" in two._pic.value and "北家" in two._pic.value


def test_hand_viewer_in_english_is_unchanged() -> None:
    h = HandViewer(basics.new_hand(seed=7))
    assert [label for label, _ in h._me_box.options][0] == "I am North"


def test_card_pictures_say_their_card_in_the_page_language(zh: None) -> None:
    assert 'aria-label="黑桃Q"' in card_svg("SQ")
    assert 'aria-label="扣着的牌"' in card_svg(None)
    assert aria(hand_svg("SA H10"))[0] == "一手 2 张牌"
    assert "Noto Sans CJK SC" in hand_svg("SA")
    assert aria(trick_svg(trick().plays)) == ["一墩：北家 红桃4、东家 红桃K、南家 黑桃2、西家 红桃A",
                                              "红桃4", "红桃K", "黑桃2", "红桃A"]
    table = table_svg(basics.new_hand(seed=1).view())
    assert "牌桌：这一墩 还没有牌；轮到东家出牌" in table and "▶ 出牌" in table and "将牌：黑桃" in table
    assert not re.search(r">[^<]*[a-z]{3,}[^<]*<", re.sub(r"(?s)<style.*?</style>", "", table))


def test_card_pictures_in_english_are_unchanged() -> None:
    assert 'aria-label="queen of spades"' in card_svg("SQ")
    assert aria(hand_svg("SA H10"))[0] == "a hand of 2 cards"
    assert "CJK" not in hand_svg("SA")
    assert aria(trick_svg(trick().plays))[0] == \
        "trick: North four of hearts, East king of hearts, South two of spades, West ace of hearts"
    assert "card table: trick empty; East to play" in table_svg(basics.new_hand(seed=1).view())


def test_the_polite_error_line_follows_the_page(zh: None) -> None:
    q = Quiz("?", ["a", "b"], "a")
    q._error(UNEXPECTED)
    assert q.message == "我们这边出了点问题，请再试一次（详细情况记在服务器日志里）。"


def test_the_record_opener_in_chinese(zh: None) -> None:
    from tutor.widgets.teacher import RecordOpener

    opener = RecordOpener()
    assert opener._file.description == "打开记录文件"
    assert not opener.open_text('{"format": "trick-tutor/1", "game": "nope"}')
    assert opener.message.startswith("game：不认识的游戏 'nope'")
    assert not opener.open_text("{not json")
    assert opener.message.startswith("不是有效的 JSON")
    with open(RECORD, encoding="utf-8") as f:
        assert opener.open_text(f.read())
    assert opener.message == "基础课：一墩牌：共 16 步。"


def test_a_refused_record_step_names_the_rule_in_chinese(zh: None) -> None:
    from tutor.errors import IllegalAction
    from tutor.replay import load

    record = {"format": "trick-tutor/1", "game": "basics", "rules": {"preset": "whist", "hand_size": 1},
              "dealer": "W", "hands": {"N": ["SA"], "E": ["S2"], "S": ["H3"], "W": ["HA"]},
              "actions": [{"seat": "E", "play": "S2"}]}
    with pytest.raises(IllegalAction) as err:
        load(record)
    assert str(err.value) == "actions[0]：现在轮到北家，不是东家"
    with i18n.language("en"):
        assert str(err.value) == "actions[0]: it is North's turn, not East's"
