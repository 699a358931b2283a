"""Seats and score sheets."""

import pytest

from tutor.errors import IllegalAction, ParseError, TutorError
from tutor.scoring import ScoreLine, ScoreSheet
from tutor.seats import Seat, next_seat, order_from, partner_of, team_of


def test_seat_is_a_string():
    assert Seat.N == "N" and {"N": 1}[Seat.N] == 1
    assert Seat.parse("south") is Seat.S and Seat.parse("w") is Seat.W


def test_bad_seat():
    with pytest.raises(ParseError, match='"X" is not a seat: expected N, E, S or W'):
        Seat.parse("X")


def test_turn_order_both_ways():
    assert [next_seat(s) for s in "NESW"] == list("ESWN")
    assert [next_seat(s, clockwise=False) for s in "NESW"] == list("WNES")
    assert order_from("E", clockwise=False) == ["E", "N", "W", "S"]
    assert [partner_of(s) for s in "NESW"] == list("SWNE")
    assert [team_of(s) for s in "NESW"] == ["NS", "EW", "NS", "EW"]
    assert Seat.S.partner is Seat.N and Seat.E.long_name == "East"


def test_sheet_adds_up_and_explains():
    sheet = ScoreSheet([ScoreLine("contract", 70, "7 × 10"), ScoreLine("bags", 2, "2 overtricks"),
                        ScoreLine("bag-out", -100, "10 bags")], title="NS")
    assert sheet.total == -28 and len(sheet) == 3
    assert str(sheet).splitlines() == ["NS", "contract: +70 (7 × 10)", "bags: +2 (2 overtricks)",
                                       "bag-out: −100 (10 bags)", "total: −28"]
    html = sheet._repr_html_()
    assert "<caption>NS</caption>" in html and "−28" in html
    assert sheet.plus(ScoreLine("x", 8)).total == -20 and sheet.total == -28


def test_sheet_escapes_html():
    assert "&lt;b&gt;" in ScoreSheet([ScoreLine("<b>", 1)])._repr_html_()


def test_error_hierarchy():
    e = IllegalAction("you must follow ♥ because you hold ♥7", legal=["H7"], action="C2")
    assert isinstance(e, TutorError) and isinstance(e, ValueError)
    assert e.reason == str(e) and e.legal == ("H7",) and e.action == "C2"
    assert issubclass(ParseError, ValueError)
