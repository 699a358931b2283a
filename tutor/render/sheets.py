"""Score sheets as HTML tables whose lines visibly add up to the total.

>>> from tutor.scoring import ScoreLine, ScoreSheet
>>> out = sheets_html({"NS": ScoreSheet([ScoreLine("made 4", 40, "4 × 10"), ScoreLine("bags", 1)])})
>>> "+41" in out and "4 × 10" in out
True
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from ..i18n import domain
from ..scoring import ScoreSheet, signed
from ..seats import team_name

t, tn = domain("tutor")

_STYLE = ("<style>.tt-sheets{display:flex;flex-wrap:wrap;gap:18px;font-size:14px}"
          ".tt-sheet{border-collapse:collapse;min-width:260px}"
          ".tt-sheet caption{font-weight:700;text-align:left;padding:4px 0}"
          ".tt-sheet td,.tt-sheet th{padding:3px 8px;border-bottom:1px solid #e3e3e3;text-align:left}"
          ".tt-sheet .tt-pts{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}"
          ".tt-sheet .tt-why{color:#555}"
          ".tt-sheet .tt-total th{border-top:2px solid #333;border-bottom:none}"
          ".tt-sheet-notes{color:#555;margin:4px 0 0 0}</style>")


def sheet_html(sheet: ScoreSheet, label: str = "") -> str:
    """One sheet: a caption, a line per item (label, signed points, reason), then the total."""
    esc = html.escape
    title = " — ".join(str(x) for x in (team_name(label), sheet.title) if x)
    head = f"<caption>{esc(title)}</caption>" if title else ""
    body = "".join(
        f"<tr><td>{esc(line.label)}</td><td class='tt-pts'>{signed(line.points)}</td>"
        f"<td class='tt-why'>{esc(line.reason)}</td></tr>" for line in sheet.lines)
    if not sheet.lines:
        nothing = esc(str(t("nothing scored")))
        body = f"<tr><td colspan='3' class='tt-why'>{nothing}</td></tr>"
    total = esc(str(t("total")))
    foot = f"<tr class='tt-total'><th>{total}</th><th class='tt-pts'>{signed(sheet.total)}</th><td></td></tr>"
    notes = "".join(f"<p class='tt-sheet-notes'>{esc(n)}</p>" for n in sheet.notes)
    return f"<div><table class='tt-sheet'>{head}{body}{foot}</table>{notes}</div>"


def sheets_html(sheets: ScoreSheet | Mapping[str, ScoreSheet]) -> str:
    """One sheet or several labelled sheets side by side."""
    if isinstance(sheets, ScoreSheet):
        sheets = {"": sheets}
    inner = "".join(sheet_html(s, label) for label, s in sheets.items())
    if not inner:
        inner = "<p>" + html.escape(str(t("No scores yet."))) + "</p>"
    return f"{_STYLE}<div class='tt-sheets'>{inner}</div>"


#: a wide table's own frame: it scrolls sideways inside the page's width, never the page (a phone, 200 % zoom)
SCROLL_STYLE = ("<style>.tt-scroll{overflow-x:auto;max-width:100%;min-width:0}"
                ".tt-scroll:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}"
                ".tt-scroll>table{max-width:none}</style>")


def scroll_frame(table: str, label: str) -> str:
    """``table`` (HTML) in a frame that scrolls sideways when the table is wider than the page: a named
    region (``label``) that the keyboard can reach (``tabindex=0``), so it can be scrolled with the arrows.

    >>> scroll_frame("<table></table>", "Score <table>")
    "<div class='tt-scroll' role='region' aria-label='Score &lt;table&gt;' tabindex='0'><table></table></div>"
    """
    return (f"<div class='tt-scroll' role='region' aria-label='{html.escape(str(label), quote=True)}' "
            f"tabindex='0'>{table}</div>")
