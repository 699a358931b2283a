"""Cards and hands as SVG strings: no fonts or files from the internet, no ipywidgets.

A card is drawn in a 100 × 140 unit box and scaled to ``width`` pixels.  Suit pips are SVG paths
(not font glyphs) so they look the same on every machine.  Every card carries a text alternative
(``<title>`` and ``aria-label``) such as "ace of spades".

>>> svg = card_svg(Card.parse("H10"))
>>> "ten of hearts" in svg and RED in svg
True
>>> "#1b7f3b" in card_svg(Card.parse("C2"), four_colour=True)   # four-colour clubs are green
True
>>> hand_svg(parse_cards("SA SK")).count('class="tt-card"')
2
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence

from ..cards import BIG_JOKER, RANK_TEXT, Card, parse_cards
from ..i18n import current, domain, has_chinese, join

__all__ = ["card_svg", "hand_svg", "card_group", "suit_colour", "suit_icon", "Card", "parse_cards",
           "CARD_W", "CARD_H", "FONT", "font", "text_width"]

CARD_W, CARD_H = 100, 140  # the unit box every card is drawn in
FONT = "'DejaVu Sans', 'Noto Sans', 'Segoe UI', Arial, Helvetica, sans-serif"
CJK_FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif"

t, tn = domain("tutor")


def font() -> str:
    """The font list of a drawing in the current language (Chinese labels need a CJK font)."""
    return FONT if current() == "en" else FONT.replace(", sans-serif", "") + ", " + CJK_FONT


def text_width(text: str, size: float = 14, bold: bool = False) -> float:
    """An estimate of the width of ``text`` in pixels (SVG strings cannot measure): a Chinese character is
    about as wide as the font is high, a Latin one about 0.6 of it (bold), 0.5 (regular)."""
    latin = 0.62 if bold else 0.52
    return sum(size if has_chinese(ch) or ch in "（）：，。" else size * latin for ch in text)
BLACK, RED, BLUE, GREEN = "#1a1a1a", "#c8102e", "#1f5fbf", "#1b7f3b"
_TWO = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}
_FOUR = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}

# Suit shapes in a 100 × 100 box (drawn as paths so no font is needed).
_HEART = ("M50 92 C38 80 4 58 4 30 C4 13 16 3 30 3 C40 3 47 9 50 18 C53 9 60 3 70 3 "
          "C84 3 96 13 96 30 C96 58 62 80 50 92 Z")
_DIAMOND = "M50 2 C60 20 74 38 90 50 C74 62 60 80 50 98 C40 80 26 62 10 50 C26 38 40 20 50 2 Z"
_SPADE = ("M50 2 C40 20 4 38 4 62 C4 78 16 86 29 86 C38 86 44 82 47 76 C46 86 42 93 33 98 "
          "L67 98 C58 93 54 86 53 76 C56 82 62 86 71 86 C84 86 96 78 96 62 C96 38 60 20 50 2 Z")


def _circle(cx: float, cy: float, r: float) -> str:
    return f"M{cx - r} {cy} a{r} {r} 0 1 0 {2 * r} 0 a{r} {r} 0 1 0 {-2 * r} 0 Z"


_CLUB = (_circle(50, 27, 22) + _circle(25, 58, 22) + _circle(75, 58, 22) + _circle(50, 52, 12)
         + "M46 56 C46 78 42 90 32 98 L68 98 C58 90 54 78 54 56 Z")
SUIT_PATH = {"S": _SPADE, "H": _HEART, "D": _DIAMOND, "C": _CLUB}


def suit_colour(suit: str | None, four_colour: bool = False) -> str:
    """The ink of a suit: red/black, or the four-colour deck (♠ black ♥ red ♦ blue ♣ green)."""
    if suit is None:
        return BLACK
    return (_FOUR if four_colour else _TWO)[suit]


def _pip(suit: str, x: float, y: float, size: float, colour: str) -> str:
    """A suit shape of ``size`` units with its top-left corner at (x, y)."""
    s = size / 100
    return f'<path transform="translate({x:g} {y:g}) scale({s:g})" d="{SUIT_PATH[suit]}" fill="{colour}"/>'


def suit_icon(suit: str, *, size: int = 14, four_colour: bool = False) -> str:
    """A small inline SVG of a suit symbol (for text next to pictures), with its name as alternative."""
    from ..cards import SUIT_NAME

    name = SUIT_NAME[suit]
    return (f'<svg class="tt-suit" width="{size}" height="{size}" viewBox="0 0 100 100" role="img" '
            f'aria-label="{name}" style="vertical-align:-2px"><title>{name}</title>'
            f'{_pip(suit, 0, 0, 100, suit_colour(suit, four_colour))}</svg>')


def _star(cx: float, cy: float, r: float) -> str:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.42
        a = -math.pi / 2 + i * math.pi / 5
        points.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return " ".join(points)


def _face(card: Card, four_colour: bool) -> str:
    """The inside of a face-up card in the 100 × 140 box (no outline)."""
    if card.suit is None:
        return _joker_face(card)
    colour = suit_colour(card.suit, four_colour)
    rank = RANK_TEXT[card.rank]
    narrow = ' textLength="25" lengthAdjust="spacingAndGlyphs"' if rank == "10" else ""
    corner = (f'<text x="{5 if rank == "10" else 8}" y="29" font-size="27" font-weight="700" fill="{colour}"'
              f'{narrow}>{rank}</text>{_pip(card.suit, 8, 35, 20, colour)}')
    parts = [corner, f'<g transform="rotate(180 50 70)">{corner}</g>']
    if card.rank >= 11 and card.rank <= 13:  # J Q K: a framed letter
        parts.append(f'<rect x="27" y="25" width="46" height="90" rx="6" fill="none" stroke="{colour}" '
                     f'stroke-width="2" opacity="0.55"/>')
        parts.append(f'<text x="50" y="84" font-size="46" font-weight="700" text-anchor="middle" '
                     f'fill="{colour}">{rank}</text>')
        parts.append(_pip(card.suit, 40, 31, 20, colour))
        parts.append(f'<g transform="rotate(180 50 70)">{_pip(card.suit, 40, 31, 20, colour)}</g>')
    else:
        size = 54 if card.rank == 14 else 42
        parts.append(_pip(card.suit, 50 - size / 2, 70 - size / 2, size, colour))
    return "".join(parts)


def _joker_face(card: Card) -> str:
    big = card.rank == BIG_JOKER
    ink = RED if big else "#555"
    zh = "大王" if big else "小王"
    letters = "".join(f'<tspan x="12" dy="{0 if i == 0 else 13}">{ch}</tspan>' for i, ch in enumerate("JOKER"))
    corner = f'<text x="12" y="22" font-size="13" font-weight="700" text-anchor="middle" fill="{ink}">{letters}</text>'
    if big:
        star = (f'<polygon points="{_star(50, 62, 27)}" fill="#f2b705" stroke="{RED}" stroke-width="3"/>'
                f'<circle cx="50" cy="64" r="6" fill="{RED}"/>')
    else:
        star = f'<polygon points="{_star(50, 62, 27)}" fill="#d9d9d9" stroke="#444" stroke-width="3"/>'
    return (corner + f'<g transform="rotate(180 50 70)">{corner}</g>' + star
            + f'<text x="50" y="112" font-size="22" font-weight="700" text-anchor="middle" fill="{ink}" '
            f'font-family="{CJK_FONT}">{zh}</text>')


def _back() -> str:
    diamonds = []
    for row in range(9):
        for col in range(5):
            x, y = 20 + col * 15 + (7.5 if row % 2 else 0), 22 + row * 12
            if x <= 82:
                diamonds.append(f"M{x} {y - 5}L{x + 5} {y}L{x} {y + 5}L{x - 5} {y}Z")
    return ('<rect x="4" y="4" width="92" height="132" rx="7" fill="#1d3f8a"/>'
            '<rect x="10" y="10" width="80" height="120" rx="4" fill="none" stroke="#e8eefc" stroke-width="2"/>'
            f'<path d="{"".join(diamonds)}" fill="#4f74c8"/>')


def card_group(card: Card | None, *, four_colour: bool = False, face_down: bool = False,
               selected: bool = False, x: float = 0, y: float = 0, scale: float = 1.0,
               index: int | None = None, css: str = "tt-card") -> str:
    """One card as an SVG ``<g>`` at (x, y), ``scale`` × the 100 × 140 unit box.

    ``card`` may be ``None`` for an unknown face-down card.  ``index`` adds ``data-index`` so a
    clickable hand can tell which card was clicked.
    """
    down = face_down or card is None
    label = t("card face down") if down else card.name  # type: ignore[union-attr]
    border = "#b38600" if selected else "#8a8a8a"  # both ≥ 3:1 on white (WCAG non-text contrast): gold 3.5:1
    stroke = 5 if selected else 1.5
    attrs = f' data-index="{index}"' if index is not None else ""
    # a card that can be clicked is a button for screen readers (pressed: selected for a multi-card play)
    role = "img" if index is None else "button"
    if index is not None and selected:
        attrs += ' aria-pressed="true"'
    if not down:
        attrs += f' data-card="{card}"'
    transform = f"translate({x:g} {y:g})" + (f" scale({scale:g})" if scale != 1 else "")
    body = _back() if down else _face(card, four_colour)  # type: ignore[arg-type]
    fill = "#ffffff" if not down else "#f4f6fb"
    picture = (f"<title>{html.escape(label)}</title>"
               f'<rect x="1" y="1" width="98" height="138" rx="9" fill="{fill}" stroke="{border}" '
               f'stroke-width="{stroke}"/>{body}')
    if role == "button":
        # a button whose content is the card's picture, named by it (like <button><img alt=…></button>): the
        # letters drawn on the face (Q in both corners and the middle) are part of the picture, so the
        # button's name is the picture's text and never an aria-label that differs from text it shows
        return (f'<g class="{css}"{attrs} transform="{transform}" role="button">'
                f'<g class="tt-face" role="img" aria-label="{html.escape(label)}">{picture}</g></g>')
    return (f'<g class="{css}"{attrs} transform="{transform}" role="{role}" aria-label="{html.escape(label)}">'
            f"{picture}</g>")


def card_svg(card: Card | str | None, *, four_colour: bool = False, face_down: bool = False,
             selected: bool = False, width: int = 70) -> str:
    """One card as a standalone ``<svg>`` ``width`` pixels wide (height 1.4 × width)."""
    if isinstance(card, str):
        card = Card.parse(card)
    height = round(width * CARD_H / CARD_W)
    label = t("card face down") if face_down or card is None else card.name
    return (f'<svg class="tt-card-svg" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="-2 -2 {CARD_W + 4} {CARD_H + 4}" font-family="{font()}" role="img" '
            f'aria-label="{html.escape(label)}">'
            + card_group(card, four_colour=four_colour, face_down=face_down, selected=selected)
            + "</svg>")


def hand_layout(n: int, *, step: float = 36, per_row: int | None = None, row_gap: float = 40,
                lift: float = 0) -> tuple[list[tuple[float, float]], float, float]:
    """Positions (in card units) of ``n`` overlapping cards, and the total width and height.

    More than 13 cards go on two rows (27 Wang's 25-card hands) unless ``per_row`` says otherwise.
    """
    if per_row is None:
        per_row = n if n <= 13 else math.ceil(n / math.ceil(n / 13))
    per_row = max(per_row, 1)
    rows = max(1, math.ceil(n / per_row))
    pos = [((i % per_row) * step, lift + (i // per_row) * row_gap) for i in range(n)]
    width = (min(n, per_row) - 1) * step + CARD_W if n else CARD_W
    height = lift + (rows - 1) * row_gap + CARD_H
    return pos, width, height


def hand_svg(cards: Iterable[Card | str] | str, *, four_colour: bool = False, width: int | None = None,
             card_width: int = 64, step: float = 36, selected: Iterable[int] = (), face_down: bool = False,
             clickable: bool = False, per_row: int | None = None, label: str = "", legal: Iterable[int] = ()) -> str:
    """A hand as an overlapping fan (one row up to 13 cards, two rows for 25).

    ``legal`` holds indices of the cards the rules allow now (the coach's "show legal cards"): they get
    the ``tt-legal`` class and a green bar along their visible edge.

    ``selected`` holds indices of raised, outlined cards; ``clickable`` adds ``data-index`` and a
    pointer cursor for the card picker widget.  The order given is the order drawn: pass cards
    already in display order (``state.view().hands[seat]``).
    """
    cards = parse_cards(cards) if isinstance(cards, str) else [Card.parse(c) for c in cards]
    chosen, allowed = set(selected), set(legal)
    lift = 16 if chosen or clickable else 0
    pos, w, h = hand_layout(len(cards), step=step, per_row=per_row, row_gap=CARD_H * 0.62 if not clickable
                            else CARD_H * 0.66, lift=lift)
    scale = card_width / CARD_W
    px_w = width or round(w * scale)
    px_h = round(h * px_w / w)
    title = html.escape(str(label or tn("a hand of {n} card", "a hand of {n} cards", len(cards), n=len(cards))))
    body = []
    for i, (card, (x, y)) in enumerate(zip(cards, pos, strict=True)):
        top = y - (lift if i in chosen else 0)
        # each card a list item, so a screen reader says "list, 13 items" and where it is in the hand
        body.append('<g role="listitem">'
                    + card_group(card, four_colour=four_colour, face_down=face_down, selected=i in chosen,
                                 x=x, y=top, index=i if clickable else None,
                                 css="tt-card tt-legal" if i in allowed else "tt-card")
                    + "</g>")
        if i in allowed:  # a bar above the card, not only a colour: legal cards read at a glance
            body.append(f'<rect x="{x + 4:g}" y="{top - 7:g}" width="{min(step, CARD_W) - 8:g}" height="5" rx="2" '
                        'fill="#2e7d32" pointer-events="none"/>')
    if not cards:
        none = html.escape(str(t("no cards")))
        body.append(f'<text x="{CARD_W / 2}" y="{CARD_H / 2}" font-size="16" text-anchor="middle" '
                    f'fill="#666">{none}</text>')
    cursor = ' style="cursor:pointer"' if clickable else ""
    return (f'<svg class="tt-hand" xmlns="http://www.w3.org/2000/svg" width="{px_w}" height="{px_h}" '
            f'viewBox="-2 -2 {w + 4:g} {h + 4:g}" font-family="{font()}" role="{"list" if cards else "img"}" '
            f'aria-label="{title}"'
            f'{cursor}><title>{title}</title>{"".join(body)}</svg>')


def cards_alt(cards: Sequence[Card]) -> str:
    """The text alternative of several cards: "ace of spades, ten of hearts"."""
    return join(t(", "), [c.name for c in cards])
