"""The list of every house-rule switch (``tools/switches_note.py``, issue 34's note) is made from the code: one row per
switch of each game's ``Rules``, its explanation, default and presets as :func:`tutor.games.switches.switches` gives
them, and a source for every one (a row of ``docs/rules/<game>.md`` that names it, which must exist, or the game's
``switches.SOURCES``)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from tutor.games import GAMES
from tutor.games.switches import switches, value_text

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("switches_note", ROOT / "tools" / "switches_note.py")
assert spec and spec.loader
note = importlib.util.module_from_spec(spec)
spec.loader.exec_module(note)


def test_every_switch_of_every_game_has_its_row_and_a_source() -> None:
    assert note.main(["--check"]) == 0
    for game in GAMES:
        rows = note.rows(game)
        assert [r[0] for r in rows] == [s.name for s in switches(game)]
        for row, s in zip(rows, switches(game), strict=True):
            assert row[1] == str(s.explanation) and row[2] == value_text(s.default) and row[4]
            for preset, value in s.presets.items():
                assert f"{preset} (" in row[3] and value_text(value) in row[3]


def test_a_source_cited_from_the_rules_docs_is_a_row_there_that_names_the_switch() -> None:
    cited = 0
    for game in GAMES:
        doc = (ROOT / "docs" / "rules" / f"{game}.md")
        for name, *_rest, source in note.rows(game):
            m = re.fullmatch(rf"docs/rules/{game}\.md ((?:[\w.-]+)(?:, [\w.-]+)*)", source)
            if not m:  # from the game's switches.SOURCES
                continue
            lines = doc.read_text(encoding="utf-8").splitlines()
            for ident in m.group(1).split(", "):
                line = next(x for x in lines if x.startswith(f"| {ident} |") or f"**{ident} " in x)
                assert f"`{name}" in line, (game, name, ident)
                cited += 1
    assert cited > 40

def test_the_markdown_has_a_table_per_game() -> None:
    text = note.markdown()
    assert text.count("| switch | what it does | default | presets that set it | source |") == len(GAMES)
    assert "`decks`" in text and "two_decks (two decks, partners opposite (二副)) = 2" in text
