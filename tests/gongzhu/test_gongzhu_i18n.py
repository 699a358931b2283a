"""Gong Zhu speaks 简体中文: refusals, selling, score sheets, narrations, the end of a game, the coach and
the calculator read in Chinese, whether they were made inside ``with language("zh")`` or outside it and
read inside; English stays as it was. A missing or broken translation fails here, by what a learner reads."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from gongzhu_helpers import position

from tutor import i18n, replay
from tutor.cards import Card, parse_cards
from tutor.errors import IllegalAction, ParseError
from tutor.games.gongzhu import (
    GAME,
    SCORING_CARDS,
    Rules,
    Sale,
    game_over,
    hint,
    level_label,
    new_hand,
    sale_label,
    score_cards,
)
from tutor.games.gongzhu.scoring import hand_points, read_sold
from tutor.i18n import has_chinese
from tutor.widgets.gongzhu import ScoreCalculator

DATA = Path(__file__).resolve().parents[2] / "lessons" / "data" / "gongzhu"
C = Card.parse
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def chinese_only(text: str) -> bool:
    """Chinese, and no English word left in it (card codes like ♠Q and ♥10 are not words)."""
    return has_chinese(text) and not LATIN_WORD.search(text)


def _sold_ace():
    return position({"N": "H2", "W": "HA H7"}, sold={"HA": "open"}, plays="H2")


def test_a_refusal_made_in_english_reads_in_chinese_and_back():
    st = _sold_ace()
    with pytest.raises(IllegalAction) as err:
        st.apply(C("HA"))
    english = "♥A was sold, so it may not be played when following to the first ♥ trick while you hold another ♥ (♥7)"
    assert str(err.value) == err.value.reason == english
    with i18n.language("zh"):
        assert err.value.reason == str(err.value) == "♥A已经卖了，你手里还有别的♥（♥7），所以♥首轮跟牌时不能出它"
    assert err.value.reason == english


def test_refusals_made_in_chinese():
    st = new_hand(seed=3)
    with i18n.language("zh"):
        reasons = [st.check("SQ"), st.check(Sale(C("SK"), "open")), st.check(Sale(C("DJ"), "double")),
                   st.check(object()), _sold_ace().check(C("HA"))]
        with pytest.raises(IllegalAction) as err:
            st.apply(Sale(C("HA"), "open") if C("HA") not in st.hands["N"] else Sale(C("SK"), "open"))
        assert has_chinese(err.value.reason)
    for reason in reasons:
        with i18n.language("zh"):
            assert reason is not None and has_chinese(str(reason)), reason
    with i18n.language("zh"):
        assert str(reasons[0]) == "还没开始出牌：先由拿到♠Q ♦J ♣10 ♥A的人决定卖不卖；现在北家正在决定♦J"
    assert str(reasons[0]).startswith("the play has not started")


def test_score_sheet_in_chinese_made_inside_and_outside():
    cards, sold = "HA HK HJ H10 H9 H8 H7 H6", {"HA": "open"}
    outside = score_cards(cards, sold=sold)
    with i18n.language("zh"):
        inside = score_cards(cards, sold=sold)
        for sheet in (outside, inside):
            assert sheet.title == "拱猪本副得分"
            assert [line.label for line in sheet.lines] == ["血（红桃）"]
            assert sheet.lines[0].reason.endswith("= −160 ×4，因为♥A明卖")
            assert str(sheet).splitlines()[-1] == "合计：−640"
    assert outside.title == inside.title == "Gong Zhu hand score"
    assert inside.lines[0].label == "hearts 血" and "because ♥A was sold openly (明卖)" in inside.lines[0].reason


@pytest.mark.parametrize("cards,sold,rules", [
    ("C10 SQ DJ", {}, None),
    ("C10", {"C10": "hidden"}, None),
    (" ".join(str(c) for c in SCORING_CARDS), dict.fromkeys(["SQ", "DJ", "C10", "HA"], "hidden"), None),
    (" ".join(str(c) for c in SCORING_CARDS), dict.fromkeys(["SQ", "DJ", "C10", "HA"], "hidden"),
     Rules.preset().but(sweep_fixed_multiplier=8)),
    ("HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2 SQ", {"SQ": "open"},
     Rules.preset().but(pig_positive_with_all_hearts=True)),
    ("S2 D3", {}, None),
])
def test_every_sheet_line_reads_in_chinese(cards, sold, rules):
    sheet = score_cards(cards, sold=sold, rules=rules)
    with i18n.language("zh"):
        for line in sheet.lines:
            assert chinese_only(line.label), line.label
            assert has_chinese(line.reason) or re.fullmatch(r"[\d ×=−]+", line.reason), line.reason
            assert not LATIN_WORD.search(line.reason), line.reason
        for note in sheet.notes:
            assert chinese_only(note), note
        assert chinese_only(sheet.title)


def test_narrations_of_a_replayed_hand_in_chinese():
    rp = replay.load(DATA / "02-first-hand.json")
    english = [str(line) for line in rp.narrations()]
    assert english[4] == "North leads ♦2"
    with i18n.language("zh"):
        zh = [str(line) for line in rp.narrations()]
        again = [str(line) for line in replay.load(DATA / "02-first-hand.json").narrations()]
    assert zh == again
    assert zh[4] == "北家首出♦2"
    assert all(chinese_only(line) for line in zh), [line for line in zh if not chinese_only(line)]
    assert "东家垫♠Q" in " ".join(zh) and zh[-1].split("本副结束：")[1] == "北家 +0，东家 +0，南家 −280，西家 −60"
    # the lesson's notes, one record for both languages
    assert rp.note(56).startswith("Hand over. South:")
    with i18n.language("zh"):
        assert rp.note(56).startswith("本副结束。南家：")
        assert all(chinese_only(rp.note(int(k))) for k in rp.record["notes"])


def test_selling_labels_and_the_reveal_in_chinese():
    st = new_hand(seed=3)
    with i18n.language("zh"):
        labels = [str(label) for label, _ in GAME.choices(st)]
        assert labels[:3] == ["♦J不卖", "暗卖 ♦J（×2）", "明卖 ♦J（×4）"]
        assert str(sale_label(C("SQ"), "hidden", Rules.preset("pc"))) == "亮牌 ♠Q（×2）"
        assert [str(level_label(lv)) for lv in ("none", "hidden", "open")] == ["不卖 ×1", "暗卖 ×2", "明卖 ×4"]
    after = st
    while after.phase == "sell":
        sale = after.legal_actions().first(1)[0]
        before, after = after, after.apply(Sale(sale.card, "open"))
    line = GAME.narrate(before, sale, after)
    assert "Everyone has decided" in line
    with i18n.language("zh"):
        assert chinese_only(str(line).replace("明卖", "")), str(line)
        assert "各家都已决定" in str(line) and "明卖" in str(line)
        info = after.view().info
        assert all(chinese_only(str(x)) for x in info), info


def test_game_over_reason_in_chinese():
    verdict = game_over({"N": -1000, "E": 300, "S": 450, "W": 250})
    assert verdict is not None
    with i18n.language("zh"):
        assert verdict.reason == ("北家达到 −1000（北家 −1000，东家 300，南家 450，西家 250）：南家总分最高，获胜；"
                                  "北家是大猪")
    assert verdict.reason.endswith("South wins with the highest total; North is the pig 大猪")


def test_the_game_table_and_the_coach_in_chinese():
    from tutor.games.gongzhu import play_match

    with i18n.language("zh"):
        html = play_match(seed=4)._repr_html_()
        assert "<th>首家</th>" in html and "是大猪" in html and "the pig" not in html
    st = position({"N": "H9 HK", "W": "H2", "S": "H5", "E": "H3"}, plays="H9 H2")
    with i18n.language("zh"):  # the coach's own clause (the shared sentence around it is the core's)
        h = hint(st, seconds=0.05)
        assert "（这一墩共 " in str(h.reason) and "the trick holds" not in str(h.reason)


def test_parse_errors_read_in_chinese():
    with pytest.raises(ParseError) as err:
        read_sold({"SK": "open"}, Rules.preset())
    with i18n.language("zh"):
        assert str(err.value) == "卖牌：♠K不能卖；能卖的只有♠Q、♦J、♣10和♥A"
    with i18n.language("zh"), pytest.raises(ParseError, match="出现了两次"):
        score_cards("SQ SQ")


def test_calculator_speaks_the_language_it_was_made_in():
    with i18n.language("zh"):
        calc = ScoreCalculator("SQ HA")
        calc.toggle("SK")
        assert calc.message and has_chinese(calc.message)
    labels = [b.description for b in calc.children[3].children]
    assert labels == ["满红", "满贯", "清空"]
    assert [dd.description for dd in calc._levels.values()] == ["猪 ♠Q", "羊 ♦J", "变压器 ♣10", "♥A（管全部红桃）"]
    assert [o[0] for o in calc._levels[C("SQ")].options] == ["不卖 ×1", "暗卖 ×2", "明卖 ×4"]
    english = ScoreCalculator()
    assert [b.description for b in english.children[3].children] == ["All hearts 满红", "Full sweep 满贯", "Clear"]


def test_calculator_cards_do_not_overlap():
    """Every card of the row of 16 stands clear of its neighbours, so no rank is hidden (Q read as C)."""
    calc = ScoreCalculator("SQ")
    svg = calc._picker.svg
    spots = [(float(x), float(y))
             for x, y in re.findall(r'data-index="\d+"[^>]*?transform="translate\(([-\d.]+) ([-\d.]+)\)', svg)]
    assert len(spots) == 16
    rows: dict[int, list[float]] = {}
    for x, y in spots[:16]:
        rows.setdefault(round(y / 50), []).append(x)
    for xs in rows.values():
        xs.sort()
        assert all(b - a >= 100 for a, b in zip(xs, xs[1:], strict=False)), xs  # a card is 100 units wide


def test_hand_points_equals_the_sheet_total():
    rng = random.Random(5)
    variants = [Rules.preset(), Rules.preset("pc"), Rules.preset().but(sweep_fixed_multiplier=8),
                Rules.preset().but(pig_positive_with_all_hearts=True)]
    for i in range(600):
        rules = variants[i % 4]
        k = rng.choice([0, 1, 2, 5, 13, 14, 15, 16, 16])
        cards = rng.sample(SCORING_CARDS, k)
        if rng.random() < 0.3:
            cards += [c for c in parse_cards("S2 D5 C3") if c not in cards]
        sold = {str(c): rng.choice(rules.sale_levels) for c in (C("SQ"), C("DJ"), C("C10"), C("HA"))}
        want = score_cards(cards, sold=sold, rules=rules).total
        assert hand_points(cards, {C(k): v for k, v in sold.items() if v != "none"}, rules) == want, (cards, sold)
