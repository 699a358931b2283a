"""Worked examples to share (issue 11): every calculator's set-up survives its own link, and a bad link is
refused in plain words with the example left as it was. The browser round trip is tests/browser/test_teach.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.widgets import bridge, gongzhu, spades, wang27
from tutor.widgets.share import ShareBar, parse_query


def _twin(make, change):
    """A calculator changed by ``change``, and a fresh one given the first one's link: the same sheets."""
    first = make()
    change(first)
    second = make()
    setup = first.share.query.split("&", 1)[1]  # the first calculator's id is not the second's in one kernel
    second.share.receive(f"calc={second.share.calc_id}&{setup}")
    assert second.message == ""
    return first, second


@pytest.mark.parametrize("make, change, sheets", [
    (spades.ScoreCalculator, lambda c: c.set(bids={"S": "nil", "E": "blind"}, tricks={"N": 3, "E": 9, "S": 1, "W": 0},
                                             before={"NS": (120, 7)}, preset="windows7"),
     lambda c: {t: r.sheet for t, r in c.result.items()}),
    (gongzhu.ScoreCalculator, lambda c: (c.set("SQ HA HK H5 C10", {"HA": "open", "SQ": "hidden"})),
     lambda c: c.sheet),
    (bridge.ScoreCalculator, lambda c: c.set("6NTXX", vulnerable=True, tricks=9, hcp=31), lambda c: c.sheet),
    (wang27.ScoreCalculator, lambda c: c.set(card_points=95, kitty_points=30, lead="tractor of 2 pairs",
                                             trump_win=True, target=120, banker="J", defenders="5",
                                             kitty_rule="power"),
     lambda c: c.sheets),
])
def test_link_round_trip(make, change, sheets):
    first, second = _twin(make, change)
    assert sheets(second) == sheets(first)
    assert repr(second) == repr(first)
    assert second.share.query.split("&", 1)[1] == first.share.query.split("&", 1)[1]


@pytest.mark.parametrize("make, query, words", [
    (spades.ScoreCalculator, "bids=3,3,4&tricks=2,4,6,1", "four bids"),
    (spades.ScoreCalculator, "bids=3,3,4,3&tricks=2,4,6,2", "add up to 14, but a hand has 13 tricks"),
    (gongzhu.ScoreCalculator, "cards=SQ,S3", "not a scoring card"),
    (gongzhu.ScoreCalculator, "cards=SQ&sold=SQ:loudly", "a sale is one of"),
    (bridge.ScoreCalculator, "contract=8S&vul=0&tricks=7", "is not a contract such as 4S"),
    (bridge.ScoreCalculator, "contract=4S&vul=maybe&tricks=7", "1 (vulnerable) or 0"),
    (bridge.ScoreCalculator, "contract=4S&vul=0", "the link has no tricks"),
    (wang27.ScoreCalculator, "card_points=150&kitty_points=60", "the whole deck holds only 200 points"),
    (wang27.ScoreCalculator, "kitty_rule=trump_always", "is not one of"),
    (wang27.ScoreCalculator, "levels=2,Z", "two levels among"),
])
def test_bad_link_refused_in_plain_words(make, query, words):
    calc = make()
    calc.share.receive(f"calc={calc.share.calc_id}&{query}")
    assert words in calc.message


def test_a_link_for_another_calculator_is_ignored():
    calc = bridge.ScoreCalculator("3NT", tricks=9)
    calc.share.receive("calc=gongzhu&cards=SQ")
    assert calc.contract == "3NT" and calc.message == ""


def test_kitty_rules_in_plain_words_default_first():
    options = wang27._kitty_options()
    assert options[0][1] == "seed" and "(the usual rule)" in options[0][0]
    assert all(not label.startswith(f"{value}:") and "_" not in label for label, value in options)


def test_share_bar_query():
    bar = ShareBar("x", lambda p: None)
    bar.update({"a": "1,2"}, "words")
    assert parse_query(bar.query) == {"calc": "x", "a": "1,2"}


# -- a teacher's own example: a record file opened from the page -----------------------------------------------

DATA = Path(__file__).resolve().parents[1] / "lessons" / "data"


@pytest.mark.parametrize("path", ["spades/02-a-hand.json", "gongzhu/02-first-hand.json", "bridge/07-holdup.pbn",
                                  "wang27/demo_hand.json"])
def test_record_opener_shows_replay_and_sheets(path):
    from tutor.games import get
    from tutor.replay import load
    from tutor.widgets.teacher import RecordOpener

    file = DATA / path
    opener = RecordOpener()
    assert opener.open_text(file.read_text(encoding="utf-8"), file.suffix), opener.message
    replay = opener.replay
    if file.suffix == ".json":
        assert replay.narrations() == load(file).narrations()
    kinds = [type(k).__name__ for k in opener._result.children]
    assert kinds[0] == "TrickReplay"
    if replay.final.is_terminal():
        assert kinds[1] == "ScoreSheetView"
        sheets = get(replay.game).score_sheets(replay.final)
        assert opener._result.children[1].totals == {label: sheet.total for label, sheet in sheets.items()}
    assert f"{len(replay)} steps" in opener.message


def test_record_opener_refuses_a_broken_record_with_the_engines_reason():
    import json

    from tutor.widgets.teacher import RecordOpener

    record = json.loads((DATA / "spades/02-a-hand.json").read_text(encoding="utf-8"))
    plays = [i for i, a in enumerate(record["actions"]) if "play" in a]
    record["actions"][plays[1]]["play"] = record["actions"][plays[0]]["play"]  # a card played twice
    opener = RecordOpener()
    assert not opener.open_text(json.dumps(record))
    assert "actions[" in opener.message and opener.replay is None
    assert not opener.open_text("   ")
    assert "paste a record" in opener.message


# -- a replay position in a link -------------------------------------------------------------------------------

def test_replay_step_link_round_trip():
    from tutor.replay import load
    from tutor.widgets.replay import TrickReplay

    rp = load(DATA / "spades/02-a-hand.json")
    first = TrickReplay(rp)
    first.go(17)
    assert parse_query(first.share.query) == {"calc": first.share.calc_id, "step": "17"}
    second = TrickReplay(rp)
    second.share.receive(f"calc={second.share.calc_id}&step=17")
    assert second.step == 17 and second.message == ""
    assert second.narration == first.narration and second.trick_count == first.trick_count
    second.share.receive(f"calc={first.share.calc_id}&step=3")  # another replay's link: ignored
    assert second.step == 17


@pytest.mark.parametrize("query, words", [("step=99", "whole numbers from 0 to 56"), ("step=x", "whole numbers"),
                                          ("", "the link has no step")])
def test_bad_replay_link_refused_step_unchanged(query, words):
    from tutor.widgets.replay import TrickReplay

    replay = TrickReplay(str(DATA / "spades/02-a-hand.json"), start=5)
    replay.share.receive(f"calc={replay.share.calc_id}&{query}")
    assert words in replay.message and replay.step == 5


def test_trick_counter_comes_from_the_engine():
    from tutor.games import get
    from tutor.replay import load
    from tutor.widgets.replay import TrickReplay

    rp = load(DATA / "spades/02-a-hand.json")
    replay = TrickReplay(rp)
    assert replay.trick_count == "before the first trick"
    first_lead = next(i for i in range(len(rp) + 1) if rp.state_at(i).view().trick)
    replay.go(first_lead)
    assert replay.trick_count == "trick 1 of 13"
    replay.last()
    won = rp.final.view().tricks_won
    assert replay.trick_count == f"trick {sum(won.values())} of 13"
    # 27 Wang plays several cards at once: the total is the finished hand's own count of tricks
    wang = TrickReplay(str(DATA / "wang27/demo_hand.json"))
    wang.last()
    total = sum(wang.replay.final.view().tricks_won.values())
    assert wang.trick_count == f"trick {total} of {total}"
    assert get("wang27").multi_card
