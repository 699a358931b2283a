"""A game's glossary as one table: the term in both languages, a picture drawn by the engine, one sentence.

Every game's glossary lesson draws through :func:`glossary_html`, so they look alike and stack the same way
on a phone (term, picture, sentence under each other, the pictures at full size).

>>> page = glossary_html([("trick", "墩", "H4 HK S2 HA", "One card from each player.")])
>>> "<th>English</th><th>中文</th>" in page and "One card from each player." in page
True
>>> from tutor import i18n
>>> with i18n.language("zh"):
...     page = glossary_html([("trick", "墩", "", "四家各出一张。")])
>>> "<th>中文</th><th>English</th><th>图示</th><th>一句话</th>" in page
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from .. import i18n
from .cards import hand_svg

t, _tn = i18n.domain("tutor")

#: On a narrow screen each row becomes a block (term, picture, sentence), so the cards keep their size.
STYLE = ("<style>.tt-glossary td, .tt-glossary th { text-align: left; vertical-align: middle; padding: 6px 10px; }"
         " .tt-glossary td svg { vertical-align: middle; }"
         " @media (max-width: 640px) { .tt-glossary tr, .tt-glossary td { display: block; }"
         " .tt-glossary tr:first-child { display: none; }"
         " .tt-glossary tr { padding: 8px 0; border-bottom: 1px solid #ddd; } }</style>")


def picture(cards: str, *, card_width: int = 48, step: int = 28) -> str:
    """Cards drawn for a glossary row: ``"SA HA"``; ``"~SA SK"`` draws them face down; ``""`` draws nothing.
    A ready picture (SVG or HTML, starting with ``<``) is passed through.

    >>> picture("") == "" and picture("<svg></svg>") == "<svg></svg>"
    True
    >>> "face down" in picture("~SA")
    True
    """
    text = cards.strip()
    if not text or text.startswith("<"):
        return text
    down = text.startswith("~")
    return hand_svg(text.lstrip("~"), card_width=card_width, step=step, face_down=down)


def glossary_html(rows: Iterable[tuple[str, str, str, object]]) -> str:
    """``rows``: (English term, 中文 term, picture, sentence). The picture is card text or ready SVG
    (:func:`picture`); the sentence is in the page's language. The page's own language comes first."""
    zh = i18n.chinese()
    heads = ("中文", "English") if zh else ("English", "中文")
    head = "".join(f"<th>{h}</th>" for h in (*heads, t("Picture"), t("In one sentence")))
    body = []
    for en, zh_term, pic, sentence in rows:
        first, second = (zh_term, en) if zh else (en, zh_term)
        body.append(f"<tr><td><b>{html.escape(first)}</b></td><td>{html.escape(second)}</td>"
                    f"<td>{picture(pic)}</td><td>{html.escape(str(sentence))}</td></tr>")
    return f"{STYLE}<table class='tt-sheet tt-glossary'><tr>{head}</tr>{''.join(body)}</table>"


__all__ = ["glossary_html", "picture"]
