"""Spades speaks Chinese: refusals, score sheets, narrations, game-over reasons, hints and the widgets read
in 简体中文 inside ``i18n.language("zh")``, whichever language they were made in, with the seeds' terms
(黑桃, 叫牌, 零叫, 盲零, 袋子, 破袋, 宕); and English stays as it was."""

from __future__ import annotations

import pytest

from tutor import i18n, replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import spades
from tutor.i18n import has_chinese


def unbroken_lead() -> spades.State:
    return spades.position({"N": "SA S5 H3", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, leader="N")


@pytest.mark.parametrize("made_in", ["en", "zh"])
def test_refusal_reads_in_the_language_current_when_read(made_in):
    with i18n.language(made_in), pytest.raises(IllegalAction) as err:
        unbroken_lead().apply(Card.parse("SA"))
    with i18n.language("zh"):
        assert err.value.reason == "还不能首出♠：黑桃还没破，而你手里还有♥"
        assert str(err.value) == err.value.reason
    assert err.value.reason == "you cannot lead ♠ yet: spades are not broken and you still hold ♥"


def test_bidding_refusals_in_chinese():
    st = spades.new_hand(seed=7, dealer="N")
    with i18n.language("zh"):
        card = st.cards[st.turn][0]
        assert st.check(card) == "现在轮到东家叫牌，不是出牌：请叫0到13、零叫或盲零"
        looked = st.apply("look")
        assert looked.check("blind") == "不能叫盲零：你已经看过牌了（盲零要在看牌之前叫）"
        assert "叫牌" in looked.check("fourteen")
        with pytest.raises(ParseError) as bad:
            spades.normalize_bid(14)
    assert str(bad.value) == "14 is not a bid: a bid is a number of tricks from 0 (nil) to 13"


@pytest.mark.parametrize("made_in", ["en", "zh"])
def test_score_sheet_reads_in_chinese(made_in):
    # North bid 4 and took 5, South bid nil and took 1, from 439 points and 9 bags: the seed's −158
    with i18n.language(made_in):
        sheet = spades.score_hand({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})["NS"].sheet
    with i18n.language("zh"):
        assert sheet.title == "南北家"
        assert [line.label for line in sheet.lines] == ["定约完成", "南家零叫失败", "2个袋子", "破袋"]
        assert sheet.lines[0].reason == "北家叫4墩，拿了5墩：4 × 10 = 40"
        assert sheet.lines[1].reason == "零叫却拿了1墩：−100"
        assert "每个袋子+1分" in sheet.lines[2].reason
        assert sheet.lines[3].reason == "袋子11个 ≥ 10：减去10个袋子并罚100分"
        assert str(sheet).splitlines()[-1] == "合计：−158"
    assert sheet.title == "North–South"
    assert sheet.lines[1].label == "South's nil failed"
    assert sheet.total == -158


def test_set_contract_and_blind_nil_in_chinese():
    with i18n.language("zh"):
        set_ = spades.score_hand({"E": 3, "W": 3}, {"E": 4, "W": 1})["EW"].sheet
        assert set_.title == "东西家" and set_.lines[0].label == "定约宕了"
        assert "差几墩都一样" in set_.lines[0].reason
        blind = spades.score_hand({"N": 10, "S": "blind"}, {"N": 11, "S": 0})["NS"].sheet
        assert "南家盲零成功" in [line.label for line in blind.lines]


@pytest.mark.parametrize("made_in", ["en", "zh"])
def test_narration_reads_in_chinese(made_in):
    with i18n.language(made_in):
        rp = replay.record(spades.new_hand(seed=3, dealer="N"), [3, "nil", 4, 2])
        lines = [rp.narration(k) for k in (2, 4)]
    with i18n.language("zh"):
        assert [str(x) for x in lines] == ["南家叫零：南家保证一墩都不拿",
                                           "北家叫2。南北家定约2墩，另有南家零叫；东西家定约7墩"]
    assert str(lines[0]) == "South bids nil: South promises to take no tricks"


def test_a_whole_hand_narrates_in_chinese_and_breaks_spades():
    st = spades.new_hand(seed=1)
    bot = spades.SpadesBot(1)
    with i18n.language("zh"):
        lines = []
        while not st.is_terminal():
            action = bot(st)
            after = st.apply(action)
            lines.append(str(spades.GAME.narrate(st, action, after)))
            st = after
        assert all(has_chinese(line) for line in lines)
        assert any("黑桃" in line and "破" in line for line in lines)
        assert "本副牌结束" in lines[-1]
        assert st.view().info[-1].startswith("本副牌结束：")


def test_game_over_and_play_on_in_chinese():
    with i18n.language("zh"):
        assert spades.game_over({"NS": 512, "EW": 430}).reason == "南北家达到500分，以512比430领先"
        assert spades.play_on({"NS": 520, "EW": 520}) == "双方都是520分，已过终局线（500分）：平分时总要再打一副"
        match = spades.play_match(seed=1)
        assert "整局" in match.check("look")
        assert "南北叫牌" in match._repr_html_()


def test_bid_choices_and_hint_reason_in_chinese():
    st = spades.new_hand(seed=5)
    with i18n.language("zh"):
        assert [label for label, _ in spades.GAME.choices(st)] == ["看牌", "盲零（不看牌叫零）"]
        looked = st.apply("look")
        assert [label for label, _ in spades.GAME.choices(looked)][0] == "零叫（0）"
        hint = spades.hint(looked, seconds=0.05)
        assert "黑桃" in hint.reason
    assert [label for label, _ in spades.GAME.choices(st)] == ["Look at my cards (看牌)", "Blind nil (盲零)"]


def test_widgets_speak_chinese():
    from tutor.widgets.spades import BidBox, ScoreCalculator

    with i18n.language("zh"):
        box = BidBox(3)
        assert box._new.description == "再发一副"
        assert box.choose("看牌")
        assert "叫牌" in box.message or "看牌" in box.message
        box.choose("零叫（0）")
        assert "零叫" in box._explain.value
        calc = ScoreCalculator(bids={"N": 4, "E": 3, "S": "nil", "W": 3}, tricks={"N": 3, "E": 5, "S": 1, "W": 4})
        assert calc.outcome.startswith("这副牌之后") or "比赛继续" in calc.outcome
        assert "南北" in calc.outcome and "袋子" in calc.outcome
        assert calc._bid["S"].label == "零叫"
    calc = ScoreCalculator()
    assert calc.outcome.endswith("The game goes on: neither side has reached 500 or fallen to −200.")


def test_lesson_record_notes_speak_both_languages():
    from pathlib import Path

    rp = replay.load(Path(__file__).resolve().parents[2] / "lessons" / "data" / "spades" / "02-a-hand.json")
    steps = [int(k) for k in rp.record["notes"]]
    assert steps and all(rp.note(k) and not has_chinese(rp.note(k).replace("垫牌", "")) for k in steps)
    with i18n.language("zh"):
        assert all(has_chinese(rp.note(k)) for k in steps)
        assert "零叫成功" in rp.note(max(steps))
        assert has_chinese(str(rp.narration(5)))


def test_a_bad_record_is_refused_in_chinese():
    with pytest.raises(ParseError) as bad:
        spades.Rules(win_at=-300)
    with pytest.raises(ParseError) as action:
        spades.GAME.action_from_json(spades.new_hand(seed=1), {"seat": "E", "look": False})
    with i18n.language("zh"):
        assert str(bad.value) == "lose_at（-200）必须小于 win_at（-300）"
        assert str(action.value) == "look：应为 true"
    assert str(bad.value) == "lose_at (-200) must be below win_at (-300)"
