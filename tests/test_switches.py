"""House rules (tutor.games.switches): every switch of every game is explained in three languages with an example the
rules accept; a checked set of house rules deals hands that play by it; bad sets are refused, naming the problem."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.conftest import CHECK
from tutor import i18n
from tutor.errors import ParseError
from tutor.games import GAMES, get, house_rules, switches
from tutor.render.switches import switches_html


@pytest.mark.parametrize("game", list(GAMES))
def test_every_switch_of_the_rules_is_explained_with_an_example_the_rules_accept(game: str) -> None:
    rules = type(get(game).new_hand(seed=0).rules)
    fields = [f.name for f in dataclasses.fields(rules) if f.name != "preset_name"]
    listed = switches(game)
    assert [s.name for s in listed] == fields
    for s in listed:
        varied = rules.preset().but(**{s.name: s.example})
        assert getattr(varied, s.name) != s.default or s.name == "kitty_size"  # 27 Wang plays an 8-card kitty only
        english = str(s.explanation)
        with i18n.language("zh"):
            chinese = str(s.explanation)
        with i18n.language("zh-hant"):
            hant = str(s.explanation)
        assert english and chinese != english and hant and "{" not in english + chinese


@pytest.mark.parametrize("game", list(GAMES))
def test_a_hand_dealt_by_each_house_rule_plays(game: str) -> None:
    facade = get(game)
    rng = random.Random(game)
    for s in switches(game):
        chosen = house_rules(game, {s.name: s.example})
        if s.example != s.default:  # (27 Wang's kitty_size has one value)
            assert len(chosen.describe()) == 2 and str(chosen.describe()[1]).startswith(s.name + " = ")
        assert house_rules(game, chosen.to_json()).rules == chosen.rules
        st = facade.new_hand(seed=3, rules=chosen.rules)
        assert st.rules == chosen.rules
        for _ in range(3 if CHECK else 40):
            if st.is_terminal():
                break
            st = st.apply(st.legal_actions().choice(rng))


def test_bad_house_rules_are_refused_by_name() -> None:
    with pytest.raises(ParseError, match="unknown rules switch 'colour'"):
        house_rules("gongzhu", {"colour": "red"})
    with pytest.raises(ParseError, match="unknown rules preset"):
        house_rules("spades", {"preset": "vegas"})
    with pytest.raises(ParseError, match="decks: expected 1 or 2"):
        house_rules("gongzhu", {"decks": 3})
    with pytest.raises(ParseError, match="expected an object"):
        house_rules("bridge", ["claims"])  # type: ignore[arg-type]
    with pytest.raises(ParseError, match="unknown game"):
        house_rules("poker")


def test_the_gongzhu_rooms_describe_themselves() -> None:
    room = house_rules("gongzhu", {"preset": "two_decks", "lose_at": -2000})
    with i18n.language("zh"):
        lines = [str(x) for x in room.describe()]
    assert lines[0].endswith("two_decks") and lines[1].startswith("lose_at = -2000")
    assert room.to_json() == {"preset": "two_decks", "lose_at": -2000}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_the_page_table_lists_every_switch_escaped(lang: str) -> None:
    with i18n.language(lang):
        html = switches_html("wang27")
    assert html.count("<tr") == len(switches("wang27")) + 1
    assert "tt-switches" in html and "<script" not in html
