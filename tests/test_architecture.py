"""The house rules of the code's shape (docs/architecture.md §1): widgets ask a game only through its
package's public names, one seat table, the package never reaches into the repository, and every
registered game can write a record of its own hands and read it back."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests import source_tree
from tutor import replay
from tutor.errors import ParseError
from tutor.games import GAMES, file_types, get

TUTOR = Path(__file__).resolve().parents[1] / "tutor"


def _imports(path: Path) -> list[tuple[int, str, list[str]]]:
    out = []
    for node in source_tree.nodes(path):
        if isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            out.append((node.lineno, module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, a.name, []) for a in node.names]
    return out


@pytest.mark.parametrize("path", sorted((TUTOR / "widgets").glob("*.py")), ids=lambda p: p.name)
def test_widgets_import_games_only_through_their_packages(path: Path) -> None:
    """``from ..games import bridge`` is fine; ``from ..games.bridge.auction import …`` is not."""
    for line, module, _ in _imports(path):
        parts = module.lstrip(".").split(".")
        if "games" in parts:
            after = parts[parts.index("games") + 1:]
            assert len(after) <= 1, f"{path.name}:{line} imports the game submodule {module}"


def test_one_seat_table() -> None:
    table = re.compile(r"""^\s*_?[A-Z_]*SEATS\s*=\s*(\(\s*"N",\s*"E",\s*"S",\s*"W"\s*\)|"NESW")""", re.M)
    found = [str(p.relative_to(TUTOR)) for p in TUTOR.rglob("*.py")
             if p.name != "seats.py" and table.search(p.read_text(encoding="utf-8"))]
    assert found == [], f"private seat tables (use tutor.seats.SEATS): {found}"


def test_the_package_never_names_a_path_outside_itself() -> None:
    outside = re.compile(r"lessons/data|\.\./|shared/(rules|seeds)|DESIGN\.md|DESIGN §|parents\[\d\]")
    # the class-set pages link each other by relative URLs ("../sets"), so that they work under the hub's
    # /user/<name>/ prefix as on one machine, and the hub's class service redirects the same way: URLs, not paths
    # (every other pattern still applies there)
    links = {"serve/tables/classsets.py": re.compile(r"\.\./"), "serve/hub/service.py": re.compile(r"\.\./")}
    found = [f"{p.relative_to(TUTOR)}:{n}" for p in TUTOR.rglob("*.py")
             for n, text in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if outside.search(links[key].sub("", text) if (key := p.relative_to(TUTOR).as_posix()) in links
                               else text)]
    assert found == []


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_writes_and_reads_its_own_files(name: str) -> None:
    game = get(name)
    st = game.new_hand(seed=2)
    bots = {s: game.bot("normal" if "normal" in game.bot_levels else None, i) for i, s in enumerate("NESW")}
    rp = replay.record(st, replay.play_out(st, {s: b for s, b in bots.items()}))
    assert replay.load(game.write_text([rp])).summary() == rp.summary()
    for suffix in game.file_types:
        back = game.read_text(game.write_text([rp, rp], suffix) if suffix == ".pbn" else game.write_text([rp], suffix),
                              suffix)
        assert back[-1].summary() == rp.summary()
    with pytest.raises(ParseError, match="writes no .xyz files"):
        game.write_text([rp], ".xyz")


def test_the_registry_knows_who_reads_which_file() -> None:
    assert {suffix: g.name for suffix, g in file_types().items()} == {".pbn": "bridge", ".lin": "bridge"}
