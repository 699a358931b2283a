"""A game's house rules as one table (the house-rules page): each switch, what it does in one line, its value in
each preset, and an example to type into a record's ``rules`` or a class set's house rules.

The rows come from :func:`tutor.games.switches.switches` (the rules' own fields, each explained in its game's
``switches.py``), so the page lists exactly what the engine takes.

>>> page = switches_html("basics")
>>> "hand_size" in page and page.count("<tr") == 3
True
"""

from __future__ import annotations

import html

from .. import i18n
from ..games import get
from ..games.switches import switches, value_text

t, _tn = i18n.domain("switches")

STYLE = ("<style>.tt-switches td, .tt-switches th { text-align: left; vertical-align: top; padding: 6px 10px; }"
         " .tt-switches code { white-space: pre-wrap; word-break: break-word; }"
         " @media (max-width: 640px) { .tt-switches tr, .tt-switches td { display: block; }"
         " .tt-switches tr:first-child { display: none; }"
         " .tt-switches tr { padding: 8px 0; border-bottom: 1px solid #ddd; } }</style>")


def switches_html(game: str) -> str:
    """Every switch of ``game`` as a table row, in the page's language; every value is escaped text."""
    rules = type(get(game).new_hand(seed=0).rules)
    first = next(iter(rules.PRESETS))
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in (
        t("Switch"), t("What it does"), t("Default ({preset})", preset=first), t("Other presets"), t("Example")))
    rows = []
    for s in switches(game):
        others = "; ".join(f"{p}: {value_text(v)}" for p, v in s.presets.items()) or "—"
        example = value_text({"preset": first, s.name: s.example})
        rows.append(f"<tr><td><code>{html.escape(s.name)}</code></td><td>{html.escape(str(s.explanation))}</td>"
                    f"<td><code>{html.escape(value_text(s.default))}</code></td><td>{html.escape(others)}</td>"
                    f"<td><code>{html.escape(example)}</code></td></tr>")
    return f"{STYLE}<table class='tt-sheet tt-switches'><tr>{head}</tr>{''.join(rows)}</table>"
