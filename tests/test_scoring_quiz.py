"""Bridge 05's scoring quiz: every wrong answer is explained about the deal asked, from the engine."""

from __future__ import annotations

import re

import pytest

from tutor import i18n
from tutor.errors import ParseError
from tutor.games import bridge
from tutor.widgets.scoring_quiz import bridge_score_quiz, wrong_answer_reason


@pytest.mark.parametrize("lang, asked", [("en", "4♠X (doubled) down 3, not vulnerable"),
                                         ("zh", "4♠X（加倍）宕3，无局")])
def test_each_wrong_answer_is_explained_with_the_deal_asked(lang: str, asked: str) -> None:
    with i18n.language(lang):
        q = bridge_score_quiz("4♠X, not vulnerable, down 3?", "4SX", False, 7, ["300", "500", "600"])
        assert q.options[q.answer] == str(-bridge.score("4SX", vulnerable=False, tricks=7).total) == "500"
        said = {}
        for option in ("300", "600"):
            q.reset()
            assert not q.choose(option)
            said[option] = q.feedback
    for text in said.values():
        assert asked in text  # the question's deal, never "4♠X down 2, vulnerable" as the worked example
        assert "down 2" not in text and "宕2" not in text and "vulnerable:" not in text.replace("not vulnerable", "")
        # the worked lines of the deal asked add up to its score (the learner can check the right answer)
        points = [int(p) for p in re.findall(r"−(\d+)", text.split(asked, 1)[1])]
        assert sum(points) == 500
    assert said["600"] != said["300"]
    assert "600" in said["600"] and ("200 each" in said["600"] or "每个200分" in said["600"])


def test_a_slip_one_step_away_is_named() -> None:
    text = wrong_answer_reason("4SX", False, 7, 1000)
    assert text.startswith("1000 is the score of 4♠XX (redoubled) down 3, not vulnerable")
    assert "Here (4♠X (doubled) down 3, not vulnerable)" in text
    assert wrong_answer_reason("4SX", False, 7, 700).startswith("700 is not what this deal scores.")


def test_bad_options_are_refused() -> None:
    with pytest.raises(ParseError, match="number"):
        bridge_score_quiz("?", "4SX", False, 7, ["300", "five hundred"])
    with pytest.raises(ParseError, match="500"):
        bridge_score_quiz("?", "4SX", False, 7, ["300", "600"])
    with pytest.raises(ParseError):
        wrong_answer_reason("4SX", False, 7, 500)


def test_declarer_side_scores() -> None:
    q = bridge_score_quiz("3NT made, vulnerable?", "3NT", True, 9, ["400", "600", "630"], side="declarer")
    assert q.options[q.answer] == "600"
    q.choose("630")
    assert ("630 is the score of 3NT made with 1 overtrick, vulnerable. Here (3NT made exactly, vulnerable)"
            in q.feedback)
