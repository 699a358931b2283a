"""A teacher's own example without code (issue 11): the per-game form gives a replay and sheets, every rule from
the engine; a bad form is refused in plain words and the example shown stays as it was."""

from __future__ import annotations

import pytest

from tutor.games import get
from tutor.widgets.compose import ExampleComposer


@pytest.mark.parametrize("game, form", [("spades", {"bids": "nil,4,3,3"}), ("gongzhu", {}),
                                        ("bridge", {"contract": "3NTX", "declarer": "N"}), ("wang27", {})])
def test_form_gives_replay_and_engine_sheets(game, form):
    c = ExampleComposer(game)
    assert c.set(**form), c.message
    rp = c.replay
    assert rp.final.is_terminal()
    assert c.sheets and {k: s.total for k, s in c.sheets.items()} == \
        {k: s.total for k, s in get(game).score_sheets(rp.final).items()}
    kinds = [type(k).__name__ for k in c._result.children]
    assert kinds == ["TrickReplay", "ScoreSheetView"]
    assert f"{len(rp)} steps" in c.message
    again = ExampleComposer(game)
    again.set(**form)
    assert again.replay.narrations() == rp.narrations()  # the same form, the same hand


def test_spades_bids_are_the_forms():
    c = ExampleComposer("spades")
    assert c.set(bids="nil,4,3,5")
    final = c.replay.final
    assert c.replay.narrations()[:8] and "nil" in " ".join(c.replay.narrations()).lower()
    assert final.is_terminal()


def test_bridge_contract_and_declarer_are_the_forms():
    c = ExampleComposer("bridge")
    assert c.set(contract="2HX", declarer="E")
    final = c.replay.final
    assert str(final.contract).startswith("2H") and final.declarer == "E"


@pytest.mark.parametrize("game, form, words", [
    ("spades", {"bids": "3,3"}, "the bids should be four"),
    ("spades", {"bids": "14,3,3,3"}, "North cannot bid 14 here; the rules allow only: Nil (0), 1, 2"),
    ("spades", {"hands": {"N": "SA SK"}}, "expected 13 cards, got 2"),
    ("bridge", {"contract": "8S"}, "is not one such as 4S"),
    ("gongzhu", {"hands": {"E": "C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA"}}, "appears twice"),
])
def test_bad_form_refused_example_unchanged(game, form, words):
    c = ExampleComposer(game)
    assert c.set()
    before, children = c.replay, c._result.children
    assert not c.set(**form)
    assert words in c.message, c.message
    assert c.replay is before and c._result.children == children


def test_the_form_works_in_chinese():
    from tutor import i18n

    i18n.set_language("zh")
    try:
        c = ExampleComposer("bridge")
        assert c.set(contract="4SX", declarer="W"), c.message
        assert str(c.replay.final.contract).startswith("4S") and c.replay.final.declarer == "W"
        s = ExampleComposer("spades")
        assert s.set(bids="nil,2,3,4"), s.message
        assert not s.set(bids="14,3,3,3") and "不" in s.message  # refused in Chinese
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game, form", [("spades", {"bids": "nil,4,3,5"}),
                                        ("bridge", {"contract": "2HX", "declarer": "E"}),
                                        ("wang27", {}), ("gongzhu", {})])
def test_form_link_round_trip(game, form):
    from tutor.widgets.share import parse_query

    first = ExampleComposer(game, seed=3)
    assert first.set(**form)
    second = ExampleComposer(game, show=False)  # another deal to start from: the link must carry the hands
    query = first.share.query.split("&", 1)[1]
    second.share.receive(f"calc={second.share.calc_id}&{query}")
    assert second.message == first.message and second.replay.narrations() == first.replay.narrations()
    assert parse_query(second.share.query) == {**parse_query(first.share.query), "calc": second.share.calc_id}
    assert {k: s.total for k, s in second.sheets.items()} == {k: s.total for k, s in first.sheets.items()}


def test_bad_form_link_refused():
    c = ExampleComposer("bridge")
    before = c.replay
    c.share.receive(f"calc={c.share.calc_id}&declarer=Q")
    assert "should be one of N, E, S, W" in c.message and c.replay is before
    c.share.receive(f"calc={c.share.calc_id}&N=SA,SA")
    assert "expected 13 cards" in c.message and c.replay is before
    c.share.receive(f"calc={c.share.calc_id}&dealer=Q")
    assert "dealer" in c.message and c.replay is before
    assert c.form["dealer"] == "N" and c.form["seed"] == "1"
