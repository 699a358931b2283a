"""The teacher's console offers tables by room (issue 34): the rooms are each game's presets as the engine lists them
(``Rules.PRESETS``), titled by ``switches.PRESETS`` in the teacher's language, with no list of its own; a table opened
for a room plays by it, a room the game does not have is refused; a class set started from the console plays by the
class's house rules (its deals dealt by them: 二副's 26 cards a hand)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor import tables
from tutor.classview import houserules
from tutor.games.switches import house_rules, preset_title
from tutor.i18n import language
from tutor.serve.tables import console
from tutor.serve.tables.classsets import open_class_set
from tutor.serve.tables.words import GAMES


@pytest.fixture
def hall(tmp_path: Path):
    h = tables.open(f"sqlite:///{tmp_path / 'tables.sqlite'}")
    yield h
    h.close()


def test_the_console_lists_every_room_of_every_game_by_its_title_in_each_language() -> None:
    assert not hasattr(console, "RULES")  # no list of its own: the engine's presets
    for lang in ("en", "zh", "zh-hant"):
        names = console.console_words(lang)["rules_name"]
        assert set(names) == set(GAMES)
        for game in GAMES:
            rooms = list(type(house_rules(game).rules).PRESETS)
            assert list(names[game]) == rooms
            with language(lang):
                assert [names[game][p] for p in rooms] == [str(preset_title(game, p)) for p in rooms]
    zh = console.console_words("zh")["rules_name"]["gongzhu"]
    assert "二副" in zh["two_decks"] and "对家" in zh["partnership"]
    assert "對家" in console.console_words("zh-hant")["rules_name"]["gongzhu"]["partnership"]


def test_a_table_opened_for_a_room_plays_by_it_and_an_unknown_room_is_refused(hall, tmp_path: Path) -> None:
    opened = console.act(hall, "open", None, {"game": "gongzhu", "rules": "two_decks", "level": "beginner"}, tmp_path)
    tid = opened["opened"]
    assert hall.table(tid)["rules"] == {"preset": "two_decks"}
    row = next(r for r in console.board(hall, "zh")["tables"] if r["id"] == tid)
    assert row["rules_name"] == "两副牌，对家搭档（二副）"
    with pytest.raises(console.ConsoleError, match="no such rules"):
        console.act(hall, "open", None, {"game": "gongzhu", "rules": "windows7", "level": "beginner"}, tmp_path)
    # rules left to the class: the class's house rules
    houserules.fix("spades", {"preset": "windows7", "win_at": 250}, tmp_path)
    tid = console.act(hall, "open", None, {"game": "spades", "rules": "", "level": "beginner"}, tmp_path)["opened"]
    assert hall.table(tid)["rules"] == {"preset": "windows7", "win_at": 250}


def test_a_class_set_from_the_console_plays_by_the_class_house_rules(hall, tmp_path: Path) -> None:
    houserules.fix("gongzhu", {"preset": "two_decks", "lose_at": -2000}, tmp_path)
    sid = open_class_set(hall, {"game": "gongzhu", "deals": "2", "tables": "2", "seed": "7"}, tmp_path)
    fixed = {"preset": "two_decks", "lose_at": -2000}
    assert hall.sets() and tables_of(hall, sid) and all(hall.table(t)["rules"] == fixed for t in tables_of(hall, sid))
    for tid in tables_of(hall, sid):
        view = hall.seat(tid, "S").view()
        assert len(view["hand"]) + len(view.get("trick") or []) >= 25  # 104 cards: 26 each
    # another game's set keeps its usual rules
    other = open_class_set(hall, {"game": "spades", "deals": "1", "tables": "1"}, tmp_path)
    assert tables_of(hall, other) and all(hall.table(t)["rules"] in (None, {"preset": "msn"})
                                          for t in tables_of(hall, other))


def tables_of(hall, sid: str) -> list[str]:
    return [str(x["id"]) for x in hall.tables() if x.get("set") == sid or x.get("set_id") == sid]
