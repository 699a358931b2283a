"""Every rule id the code and the tests cite (``B-G16``, ``§1.A.3``, ``GZ21``, ``W-5``, ranges such as
``B-G1 … B-G16`` or ``§1.A.9–10``) is explained in the game's ``docs/rules/<game>.md``, so a reader of the
repository can look each one up."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "rules"

#: the id families, and the game whose rule book holds each
FAMILIES = [
    (r"B-S\d+|SP\d+|1\.[ABC](?:\.\d+)?", "spades"),
    (r"B-G\d+|GZ\d+|G-\d+|2\.[ABC](?:\.\d+)?", "gongzhu"),
    (r"B-B\d+|BR\d+|BB\d+|3\.[ABC](?:\.\d+)?", "bridge"),
    (r"B-W\d+|W[ADKLTW]\d+|W-\d+|4\.[ABC](?:\.\d+)?", "wang27"),
]
ID = re.compile(r"(?<![\w.-])(" + "|".join(f for f, _ in FAMILIES) + r")(?![\w-]|\.\d)")
#: ``X1 … X16``, ``X1–X14``, ``X1..X14`` (same prefix), and ``§1.A.9–10``
RANGE = re.compile(r"(?<![\w.-])([A-Z]+-?[A-Z]*|[1-4]\.[A-C]\.)(\d+) *(?:…|–|\.\.) *(?:\1)?(\d+)\b")


def cited() -> set[str]:
    found: set[str] = set()
    for path in [*sorted((ROOT / "tutor").rglob("*.py")), *sorted((ROOT / "tests").rglob("*.py"))]:
        if path == Path(__file__).resolve():
            continue
        text = path.read_text(encoding="utf-8")
        found.update(m.group(1) for m in ID.finditer(text))
        for prefix, low, high in RANGE.findall(text):
            if int(high) - int(low) < 40:
                found.update(f"{prefix}{n}" for n in range(int(low), int(high) + 1) if ID.fullmatch(f"{prefix}{n}"))
    return found


def game_of(rule_id: str) -> str:
    return next(game for family, game in FAMILIES if re.fullmatch(family, rule_id))


def test_the_rule_books_explain_every_cited_id():
    ids = cited()
    assert {"B-G16", "1.A.3", "4.A.9", "GZ21", "B-W10", "BR28", "W-5", "B-G3", "1.A.10"} <= ids  # the scan works
    books = {game: (DOCS / f"{game}.md").read_text(encoding="utf-8") for _, game in FAMILIES}
    missing = sorted(i for i in ids if not re.search(r"(?<![\w.-])" + re.escape(i) + r"(?![\w-]|\.\d)",
                                                      books[game_of(i)]))
    assert missing == []
