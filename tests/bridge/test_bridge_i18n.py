"""Bridge speaks Chinese: refusals, score sheets and narrations come from the bridge catalog, in the language
current when they are shown, whichever language they were made in (and English stays as it was)."""

from __future__ import annotations

import pytest

from tutor import i18n
from tutor.cards import Card
from tutor.errors import IllegalAction
from tutor.games import bridge
from tutor.games.bridge import GAME
from tutor.lessons import bridge_examples as L


def _dummy_to_play():
    st = L.record("03-dummy.json").state_at(11)  # West has led ♥2; dummy (North) plays next
    assert st.hand_to_play == st.dummy == "N"
    return st


def test_dummy_refusal_names_dummy_not_you_in_both_languages():
    st = _dummy_to_play()
    card = next(c for c in st.hands["N"] if c.suit != "H")
    with pytest.raises(IllegalAction) as err:
        st.apply(card)
    assert err.value.reason == "you must follow ♥ because dummy holds ♥3"
    with i18n.language("zh"):
        assert err.value.reason == "必须跟♥，因为明手有♥3"
        made_in_zh = st.check(card)
    assert str(made_in_zh) == "you must follow ♥ because dummy holds ♥3"


def test_auction_refusal_in_chinese_inside_and_outside_the_block():
    reason = bridge.Auction("N", ["1H", "P"]).check("X")
    assert reason == "you cannot double your partner's bid: 1♥ was bid by North, South's partner"
    with i18n.language("zh"):
        assert str(reason) == "不能对同伴的叫品加倍：1♥是北家叫的，北家是南家的同伴"
        with pytest.raises(IllegalAction) as err:
            bridge.Auction("N", ["1S"]).call("1H")
    assert err.value.reason.startswith("1♥ is an insufficient bid")
    with i18n.language("zh"):
        assert err.value.reason.startswith("1♥叫品不足")


def test_duplicate_score_sheet_in_chinese():
    sheet = bridge.score("4SX", vulnerable=True, tricks=7)
    assert sheet.title == "4♠X (doubled) down 3, vulnerable: 800 points to the defenders (declarer's side scores −800)"
    with i18n.language("zh"):
        assert sheet.title == "4♠X（加倍）宕3，有局：防守方得800分（庄家一方记 −800）"
        assert [ln.label for ln in sheet] == ["第一个宕墩", "第二、第三个宕墩"]
        made = bridge.score("3NT", vulnerable=True, tricks=10)
    assert made.title == "3NT made with 1 overtrick, vulnerable"
    assert [ln.label for ln in made] == ["trick score", "game bonus", "overtricks"]
    with i18n.language("zh"):
        assert made.title == "3NT完成并超1墩，有局" and "成局奖分" in str(made)


def test_game_sheets_and_narration_in_chinese():
    rp = L.record("03-dummy.json")
    end = rp.state_at(len(rp))
    with i18n.language("zh"):
        keys = [str(k) for k in GAME.score_sheets(end)]
        lead = str(rp.narration(11))
        dummy_line = str(rp.narration(12))
    assert keys == ["复式计分（南北方，定约方）", "QQ游戏得分（南北方）", "QQ游戏得分（东西方）"]
    assert lead.startswith("西家首出♥2（首攻）。明手（北家）摊牌亮出：")
    assert dummy_line == "北家（明手）出♥3：必须跟红心"
    assert rp.narration(12) == "North (dummy) plays ♥3: must follow hearts"
    assert [str(k) for k in GAME.score_sheets(end)][0] == "Duplicate score (North–South, declaring)"


def test_numeric_total_matches_the_sheet():
    for level in range(1, 8):
        for strain in bridge.STRAINS:
            for x in range(3):
                for vul in (False, True):
                    for tricks in range(14):
                        c = bridge.Contract(level, strain, x)
                        assert bridge.scoring.total(c, vul, tricks) == bridge.score(c, vulnerable=vul,
                                                                                    tricks=tricks).total


def test_after_the_opening_lead_the_replay_shows_dummy_face_up():
    from tutor.widgets import TrickReplay

    replay = TrickReplay(L.record("03-dummy.json"), start=11)
    assert "face down" not in replay._table.value
    assert GAME.visible_seats(replay.replay.state_at(11), "E") == {"E", "N"}


def test_parse_errors_translate():
    from tutor.errors import ParseError

    with pytest.raises(ParseError) as err:
        bridge.parse_pbn('[Board "1"]\n[Deal "N:AKQ.. - - -"]\n')
    with i18n.language("zh"):
        assert str(err.value).startswith("PBN 第") and i18n.has_chinese(str(err.value))
    assert str(err.value).startswith("PBN line")
    with i18n.language("zh"):
        assert str(Card.parse("C2")) == "C2"  # card codes never change
