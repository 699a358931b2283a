"""The one catalog of the games (``tutor.catalog``): every list of games asks it, and no other module enumerates
the game names."""

from __future__ import annotations

import ast
from pathlib import Path

from tests import source_tree
from tutor import catalog

ROOT = Path(__file__).resolve().parents[1]
#: the games, written out once here as the test's own oracle
WANT = ("basics", "spades", "gongzhu", "bridge", "wang27")


def test_the_catalog_holds_the_games_in_the_landing_pages_order():
    assert catalog.names() == WANT
    assert catalog.names(match=True) == WANT[1:]  # basics has no whole game
    assert catalog.names(practice=True) == WANT
    assert catalog.names(landing=True) == (*WANT, "teach")
    assert catalog.title("wang27", "zh") == "二七王" and catalog.title("bridge", "zh-hant") == "橋牌"
    assert catalog.title("nonesuch", "en") == "nonesuch"
    assert catalog.practice_page("bridge", "zh") == "zh/practice/bridge.ipynb"
    assert catalog.lesson_folder("spades", "zh-hant") == "zh-hant/spades"


def test_every_list_of_games_is_the_catalogs():
    from tutor import games, practice
    from tutor.render import landing
    from tutor.serve import pool
    from tutor.widgets import match

    assert tuple(games.GAMES) == catalog.names()
    assert practice.GAMES == catalog.names(practice=True)
    assert tuple(folder for folder, _, _ in landing.GAMES) == catalog.names(landing=True)
    assert match.MATCH_GAMES == catalog.names(match=True)
    assert [m for m in pool.FIRST_USE if m.startswith("tutor.practice.")] == \
        [f"tutor.practice.{g}" for g in catalog.names(practice=True)]


def _enumerations(path: Path) -> list[tuple[int, list[str]]]:
    """The literals (tuple, list, set) in ``path`` that name three games or more. A table of data per game (a dict
    keyed by game: ``cards.SUIT_ORDER``, a benchmark's peers) is the game's data, not a list of the games."""
    found = []
    for node in source_tree.nodes(path):
        items = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else []
        named = [i.value for i in items if isinstance(i, ast.Constant) and i.value in WANT]
        if len(set(named)) >= 3:
            found.append((node.lineno, named))
    return found


def test_no_other_module_enumerates_the_games():
    """In the package, the tools and the benchmarks, only ``tutor/catalog.py`` writes the games out (three of
    them or more in one literal); a new game is one line there."""
    offenders = {}
    for folder in ("tutor", "tools", "benchmarks"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel == "tutor/catalog.py":
                continue
            if found := _enumerations(path):
                offenders[rel] = found
    assert offenders == {}


def test_the_scan_finds_an_enumeration(tmp_path):
    """The scan itself: a tuple and a set of games; not two games, nor a table of data per game."""
    src = tmp_path / "m.py"
    src.write_text('A = ("spades", "gongzhu", "bridge")\nB = {"basics", "wang27", "bridge"}\nC = ("spades", "x")\n'
                   'D = {"basics": 1, "wang27": 2, "bridge": 3}\n')
    assert [line for line, _ in _enumerations(src)] == [1, 2]
