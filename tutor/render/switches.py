"""A game's house rules as one table (the house-rules page): what each switch does in one line, its usual value
and a value to try, in plain words.

Values are said in plain words (:func:`tutor.games.switches.plain_value`). The rows come from
:func:`tutor.games.switches.switches` (the rules' own fields, each explained in its game's
``switches.py``), so the page lists exactly what the engine takes.

>>> page = switches_html("basics")
>>> "how many cards each player gets" in page and page.count("<tr") == 3 and "hand_size" not in page
True
"""

from __future__ import annotations

import html

from .. import i18n
from ..games.switches import plain_value, switches

t, _tn = i18n.domain("switches")

STYLE = ("<style>.tt-switches td, .tt-switches th { text-align: left; vertical-align: top; padding: 6px 10px; }"
         " .tt-switches code { white-space: pre-wrap; word-break: break-word; }"
         " @media (max-width: 640px) { .tt-switches tr, .tt-switches td { display: block; }"
         " .tt-switches tr:first-child { display: none; }"
         " .tt-switches tr { padding: 8px 0; border-bottom: 1px solid #ddd; } }</style>")


def switches_html(game: str) -> str:
    """Every switch of ``game`` as a table row, in the page's language and in plain words (no switch names: the
    page speaks to a learner): what it does, its usual value and a value to try. Every text is escaped."""
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in (t("House rule"), t("Usually"), t("For example")))
    rows = []
    for s in switches(game):
        rows.append(f"<tr><td>{html.escape(str(s.explanation))}</td><td>{html.escape(plain_value(s.default))}</td>"
                    f"<td>{html.escape(plain_value(s.example))}</td></tr>")
    return f"{STYLE}<table class='tt-sheet tt-switches'><tr>{head}</tr>{''.join(rows)}</table>"
