"""Issue 24, "The Chinese, finished": the engine's and widgets' own words read naturally in Chinese and say
why (quiz feedback, the trick-winner quiz, the scoring quiz, the play-along's words, the signs)."""

from __future__ import annotations

import re

import pytest

from tutor import i18n
from tutor.games.wang27.match import play_match as wang27_match
from tutor.tricks import Trick
from tutor.widgets import Quiz


@pytest.mark.parametrize("option", ["不是", "不行，黑桃出过之前不能垫", "北家"])
def test_wrong_answer_feedback_reads_with_any_option_text(option: str) -> None:
    with i18n.language("zh"):
        q = Quiz("问题？", [option, "对的"], "对的", "", feedback={option: "黑桃出过以后才能垫。"})
        q.choose(option)
    # the option is quoted, never glued after 不是 ("不是不是", "不是不行，…")
    assert q.feedback == f"✗ 不对，你选的是“{option}”。黑桃出过以后才能垫。再试一次。"
    assert f"不是{option}" not in q.feedback


def test_wrong_answer_feedback_in_english_quotes_the_choice() -> None:
    q = Quiz("Q?", ["no, not before spades have been played", "yes"], "yes")
    q.choose(0)
    assert q.feedback == "✗ Not quite: you chose “no, not before spades have been played”. Try again."


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("leader, cards, trump", [("N", "H4 HK S2 HA", "S"), ("N", "D2 D7 SA D5", None),
                                                  ("E", "C10 CQ H3 CK", "H"), ("S", "S9 SK ST S2", "H"),
                                                  ("W", "H5 S3 S9 H2", "S")])
def test_who_wins_explains_every_wrong_seat_from_the_engine(lang: str, leader: str, cards: str,
                                                             trump: str | None) -> None:
    trick = Trick.played(leader, cards, trump=trump)
    with i18n.language(lang):
        q = Quiz.who_wins(trick)
        said = {}
        for i, (seat, _card) in enumerate(trick.plays):
            if seat != trick.winner():
                q.reset()
                assert not q.choose(i)
                said[seat] = q.feedback
                assert str(trick.loser_reason(seat)) in q.feedback
    assert len(said) == 3 and len(set(said.values())) == 3  # a reason of its own for each wrong seat
    for seat, text in said.items():
        card = dict(trick.plays)[seat]
        assert card.symbol in text  # it names the chosen seat's card


def test_loser_reasons_say_what_beat_the_card() -> None:
    trick = Trick.played("N", "D2 D7 SA D5")  # Gong Zhu 02: no trumps, South discards ♠A
    with i18n.language("zh"):
        assert trick.loser_reason("S") == "南家的♠A是垫牌：不是首攻花色方块，垫牌永远赢不了"
        assert trick.loser_reason("N") == "北家的♦2比东家的♦7小"
    ruffed = Trick.played("N", "H4 HK S2 HA", trump="S")
    assert ruffed.loser_reason("W") == ("West's ♥A is the highest heart, but South trumped with ♠2 and a trump "
                                        "beats every other suit")
    overruffed = Trick.played("W", "H5 S3 S9 H2", trump="S")
    assert overruffed.loser_reason("N") == "North's ♠3 is a trump, but East's ♠9 is a higher trump"
    with pytest.raises(ValueError):
        ruffed.loser_reason("S")


# -- one minus sign, Chinese punctuation -----------------------------------------------------------
_HYPHEN_MINUS = re.compile(r"(?<![\w-])-\d")  # "-100" written with the hyphen (not "7-6" or "a-1")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_score_text_uses_the_minus_sign(lang: str) -> None:
    from tutor.games import bridge, gongzhu
    from tutor.games.bridge.match import play_match as bridge_match
    from tutor.games.gongzhu.match import play_match as gongzhu_match
    from tutor.games.spades.match import play_match as spades_match
    from tutor.render import sheets_html

    with i18n.language(lang):
        texts = [str(bridge.score("4SX", vulnerable=False, tricks=7)),
                 sheets_html(bridge.score("4SX", vulnerable=True, tricks=8)),
                 str(gongzhu.score_cards("HA HK HQ SQ C10")), sheets_html(gongzhu.score_cards("HA SQ")),
                 gongzhu_match(1)._repr_html_(), spades_match(1)._repr_html_(),
                 bridge_match(1, boards=2)._repr_html_(), wang27_match(1, max_hands=2)._repr_html_()]
    assert all("−" in text for text in texts[:5])  # each of these holds a negative score
    for text in texts:
        assert not _HYPHEN_MINUS.search(text), _HYPHEN_MINUS.search(text)


def test_a_score_line_uses_chinese_punctuation_in_chinese() -> None:
    from tutor.games import gongzhu

    with i18n.language("zh"):
        lines = str(gongzhu.score_cards("SQ")).splitlines()
    assert lines[1] == "猪 ♠Q：−100（猪算 −100）"


def test_the_transformer_line_says_it_holds_the_extra_points() -> None:
    from tutor.games import gongzhu

    sheet = gongzhu.score_cards("HA HK HQ SQ C10 D5")
    line = sheet.lines[-1]
    assert line.points == -220 and sheet.total == -440
    assert line.reason == "the other lines sum to −220; × 2 makes −440, so this line adds −220"
    with i18n.language("zh"):
        assert line.reason == "其余各项合计 −220，×2 得 −440，所以这一项再加 −220"


def test_27_wang_levels_use_chinese_punctuation() -> None:

    match = wang27_match(1, max_hands=2)
    with i18n.language("zh"):
        html = match._repr_html_()
    assert re.search(r"南北 \w+，东西 \w+", html) and not re.search(r"南北 \w+, 东西", html)


# -- 27 Wang play-along: the button, the badge and the status say the phase ------------------------
def _words(p: object) -> dict[str, object]:
    import re as _re

    status = _re.sub(r"<[^>]+>", "", p._status.value)  # type: ignore[attr-defined]
    return {"phase": p.state.phase, "status": status,  # type: ignore[attr-defined]
            "choices": [c.description for c in p._choices.children],  # type: ignore[attr-defined]
            "button": p._play.description, "shown": p._play.layout.display is None,  # type: ignore[attr-defined]
            "badge": _re.findall(r"▶ ([^<]*)", p._table.value),  # type: ignore[attr-defined]
            "alt": _re.search(r'aria-label="(card table|牌桌)[^"]*"', p._table.value).group(0)}  # type: ignore


def _to_bury(p: object) -> None:
    while p.state.phase in ("declare", "bid", "trump"):  # type: ignore[attr-defined]
        assert p.my_turn()  # type: ignore[attr-defined]
        labels = [c.description for c in p._choices.children]  # type: ignore[attr-defined]
        p.choose(labels[-1] if p.state.phase == "bid" else labels[0])  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang, declare, no, bid, bury, button", [
    ("zh", "亮主", "不亮", "叫分", "扣底", "扣下选中的牌"),
    ("en", "to declare", "do not declare", "to bid", "to bury", "Bury selected")])
def test_27_wang_play_along_words_follow_the_phase(lang: str, declare: str, no: str, bid: str, bury: str,
                                                   button: str) -> None:
    from tutor.widgets import PlayAlong

    with i18n.language(lang):
        p = PlayAlong("wang27", seat="S", seed=7)  # the lesson's hand: South is asked to declare first
        first = _words(p)
        assert first["phase"] == "declare" and first["badge"] == [declare] and first["choices"] == [no]
        assert declare in str(first["alt"]) and ("出牌" not in str(first["alt"]) and "to play" not in str(first["alt"]))
        p.choose(no)
        assert _words(p)["phase"] == "bid" and _words(p)["badge"] == [bid]
        _to_bury(p)
        burying = _words(p)
        assert burying["phase"] == "bury" and burying["badge"] == [bury] and burying["shown"]
        assert burying["button"] == button and f"“{button}”" in str(burying["status"])
        p.play_selected()  # nothing selected: the refusal names the same button
        assert f"“{button}”" in p.message


def test_27_wang_play_button_matches_the_lessons_words() -> None:
    from tutor.widgets import PlayAlong

    with i18n.language("zh"):
        p = PlayAlong("wang27", seat="S", seed=7)
        _to_bury(p)
        assert len(p.hand()) == 33  # the banker holds the kitty: 25 + 8 cards
        for i in range(8):
            p.click(i)
        assert p.play_selected()
        assert p.state.phase == "play"
        words = _words(p)
    # the play button reads as the lessons' prose names it (按“出选中的牌”), and as 27 Wang's own widgets
    assert words["button"] == "出选中的牌" and words["badge"] in ([], ["出牌"])


def test_gongzhu_selling_log_says_whose_decision_and_who_has_none() -> None:
    from tutor.games import gongzhu
    from tutor.games.gongzhu.game import GAME

    st = gongzhu.new_hand(seed=3)  # North holds ♦J and ♥A, East ♠Q and ♣10, South and West none of them
    lines = []
    with i18n.language("zh"):
        while st.phase == "sell":
            action = next(iter(st.legal_actions()))
            after = st.apply(action)
            lines.append(str(GAME.narrate(st, action, after)))
            st = after
    assert len(lines) == 4 and len(set(lines)) == 4  # never the same line twice
    assert lines[0].startswith("北家决定第1张牌卖不卖（北家有2张可卖的牌")
    assert "南家，西家都没有♠Q ♦J ♣10 ♥A，不用决定" in lines[0]
    assert lines[3].startswith("东家决定第2张牌卖不卖")


def test_play_along_status_has_no_space_before_chinese_brackets() -> None:
    from tutor.games import basics
    from tutor.widgets import PlayAlong

    with i18n.language("zh"):
        p = PlayAlong("basics", seat="S", seed=1, rules=basics.Rules.preset("whist").but(hand_size=5))
    assert p._status.value.startswith("<b>轮到你了</b>（南家）：")
    assert PlayAlong("basics", seat="S", seed=1)._status.value.startswith("<b>Your turn</b> (South): ")
