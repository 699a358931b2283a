#!/usr/bin/env python
"""Every house-rule switch of every game as a Markdown table, made from the code so it cannot drift from it: the
switch's name, what it does (its line in the game's ``switches.py``, in English), its default (the first preset's
value), the presets that set it otherwise (with their value), and its source: the rows of ``docs/rules/<game>.md``
that name it (a decision ``B-G1`` or a section ``4.A.3``), else the game's ``switches.SOURCES`` line.

    .venv/bin/python tools/switches_note.py              # the tables, to stdout
    .venv/bin/python tools/switches_note.py --check      # exit 1 when a switch has no source

``tests/test_switches_note.py`` runs it.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tutor.games import GAMES, get  # noqa: E402
from tutor.games.switches import preset_title, switches, value_text  # noqa: E402
from tutor.i18n import language  # noqa: E402

#: a decision row's id (``| B-G13 |``) or a section's number (``- **2.A.6 Direction …**``)
ROW_ID = re.compile(r"^\|\s*([A-Z]+-[A-Z]*\d+)\s*\||^-\s+\*\*(\d+\.[A-Z]\.\d+)")


def doc_sources(game: str, name: str) -> list[str]:
    """The ids of the rows and sections of ``docs/rules/<game>.md`` that name the switch ``name`` in code."""
    path = ROOT / "docs" / "rules" / f"{game}.md"
    if not path.is_file():
        return []
    named = re.compile(r"`" + re.escape(name) + r"(`|\s*=)")
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = ROW_ID.match(line)
        if m and named.search(line):
            out.append(m.group(1) or m.group(2))
    return out


def source(game: str, name: str) -> str:
    found = doc_sources(game, name)
    if found:
        return f"docs/rules/{game}.md " + ", ".join(found)
    package = type(get(game)).__module__.rsplit(".", 1)[0]
    return str(getattr(importlib.import_module(f"{package}.switches"), "SOURCES", {}).get(name, ""))


def rows(game: str) -> list[tuple[str, str, str, str, str]]:
    """(name, what it does, default, presets that set it, source) for each switch of ``game``."""
    with language("en"):
        return [(s.name, str(s.explanation), value_text(s.default),
                 "; ".join(f"{p} ({preset_title(game, p)}) = {value_text(v)}" for p, v in s.presets.items()) or "—",
                 source(game, s.name)) for s in switches(game)]


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown() -> str:
    out = []
    for game in GAMES:
        with language("en"):
            title = str(get(game).title)
        out += [f"### {title} (`{game}`)", "", "| switch | what it does | default | presets that set it | source |",
                "|---|---|---|---|---|"]
        out += ["| " + " | ".join(cell(c) for c in (f"`{r[0]}`", r[1], f"`{r[2]}`", r[3], r[4])) + " |"
                for r in rows(game)]
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when a switch has no source")
    args = parser.parse_args(argv)
    missing = [f"{g}.{r[0]}" for g in GAMES for r in rows(g) if not r[4]]
    if args.check:
        for m in missing:
            print(f"{m}: no row of docs/rules names it and its switches.SOURCES has no line", file=sys.stderr)
        return 1 if missing else 0
    print(markdown())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
