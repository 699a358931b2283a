"""``tutor.lessons.bidding``: the bidding lessons' helpers take every call, meaning and count from the system."""

from __future__ import annotations

import pytest

from tutor import i18n
from tutor.games.bridge.bidding import system
from tutor.lessons import bidding as B


def test_hcp_and_the_call_come_from_the_system():
    assert B.hcp("SAK2 HKQ3 DQJ4 CJ432") == 16
    assert B.bid("SAK2 HKQ3 DQJ4 CJ432").data.startswith("<b>1NT</b>: 15–17")
    assert B.bid("SAK2 HKQ3 DQJ4 CA432", system_name="precision").data.startswith("<b>1♣</b>")


def test_quiz_answer_is_the_systems_call_and_wrong_options_say_what_they_tell():
    q = B.bid_quiz("?", "SKJ4 HQ832 DA42 CK98", "1H P", ["2H", "2NT", "4H"])
    want = system("sayc").bid("SKJ4 HQ832 DA42 CK98", ["1H", "P"]).symbol
    assert q.options[q.answer] == want == "2NT"
    assert not q.choose("2♥") and "simple raise" in q.feedback
    assert q.choose("2NT") and "Jacoby 2NT" in q.explanation_text


def test_quiz_refuses_options_without_the_systems_call():
    with pytest.raises(Exception, match="not one of the options"):
        B.bid_quiz("?", "SAK2 HKQ3 DQJ4 CJ432", "", ["1C", "2NT"])


def test_points_quiz_answer_is_the_count():
    q = B.points_quiz("?", "SAK2 HKQ3 DQJ4 CJ432", [14, 16, 18])
    assert q.options[q.answer] == "16"


@pytest.mark.parametrize("lang", ["zh", "zh-hant"])
def test_quiz_words_in_the_page_language(lang):
    with i18n.language(lang):
        q = B.bid_quiz("?", "SKJ4 HQ832 DA42 CK98", "1H P", ["2H", "2NT"])
        q.choose("2♥")
        assert "Not" not in q.feedback and "points" not in q.explanation_text


def test_each_auction_has_its_own_ids():
    a, b = B.auction("1H P 1S P").data, B.auction("1H P 1S P").data
    assert "aria-describedby" in a and a != b
