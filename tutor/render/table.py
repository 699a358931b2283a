"""The table and single tricks as SVG strings, drawn from a :class:`tutor.view.TableView` only.

The learner's seat (``me``) is at the bottom, partner at the top, left-hand opponent on the left:
for South that is West on the left and East on the right, as in every bridge diagram.

One drawing carries three layouts of the same cards, and the page's CSS picks one (the kernel never guesses
the screen): ``wide`` (the ``transform`` attributes: a lesson on a computer, an exported picture), ``phone``
(a narrow container, see ``PHONE_MAX``: larger cards, side hands on short rows, face-down hands said as a
count) and ``present`` (presentation mode: every card at one projector size, the table shaped to sit beside
the narration at 1280×720). Each part is a ``<g class="tt-at">`` whose ``--tt-phone`` and ``--tt-present``
custom properties hold its place in the other layouts; ``--tt-ar-phone`` and ``--tt-ar-present`` on the
``<svg>`` give their shapes (the rules are in the Voilà template, ``index.html.j2``).

>>> from tutor.games import basics
>>> svg = table_svg(basics.new_hand(seed=1).view())
>>> svg.count('class="tt-card"'), "East" in svg and "to play" in svg
(52, True)
>>> "--tt-phone:" in svg and "--tt-ar-present:" in svg
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..cards import SUIT_NAME, Card
from ..i18n import Text, domain, has_chinese, join
from ..seats import SEAT_NAME, next_seat, partner_of
from ..view import TableView
from .cards import CARD_H, CARD_W, card_group, font, hand_layout

t, tn = domain("tutor")

__all__ = ["table_svg", "trick_svg", "positions", "Layout", "LAYOUTS", "PHONE_MAX"]

WIDTH = 760
#: how far overlapping cards in a row are apart (card units): enough to read a corner index such as "10" or "Q"
INDEX_STEP = 36
#: a container at most this wide (CSS px) draws the phone layout (a phone held upright, a 200 % zoom)
PHONE_MAX = 560


@dataclass(frozen=True)
class Layout:
    """The sizes of one layout, in the drawing's units (the viewBox is 760 units wide in every layout).

    ``scale`` is the card scale of each place; ``side_row`` how many cards a side hand puts on a row (``None``:
    as ``hand_layout`` does); ``text`` the scale of labels and lines; ``backs`` whether face-down hands are drawn
    (else their label's count says them); ``side_labels_apart``: the side seats' names on a line of their own
    above the middle band (a phone's large text would run into the trick); ``trick_overlap``: how much of a
    card height the trick's bottom card rises over the top one (its index stays in sight).
    """

    name: str
    scale: Mapping[str, float]
    step: Mapping[str, float]
    trick: float
    extra: float
    text: float = 1.0
    info_text: float = 1.0
    wrap_info: bool = False
    side_row: int | None = None
    side_gap: float = 0.62
    backs: bool = True
    side_labels_apart: bool = False
    trick_overlap: float = 0.0
    min_mid_top: float = 120.0
    pad: Mapping[str, float] = field(default_factory=dict)


WIDE = Layout("wide", {"bottom": 0.62, "top": 0.5, "left": 0.48, "right": 0.48},
              {"bottom": 36, "top": 36, "left": 32, "right": 32}, trick=0.58, extra=0.36)
#: at 390 px (a ~340 px column) a unit is ~0.45 px: cards 0.8 → ~36 px wide, text ×1.9 → ~12 px
PHONE = Layout("phone", dict.fromkeys(("bottom", "top", "left", "right"), 0.8),
               dict.fromkeys(("bottom", "top", "left", "right"), INDEX_STEP), trick=0.8, extra=0.8, text=1.9,
               info_text=1.8, wrap_info=True, side_row=5, side_gap=0.45, backs=False, side_labels_apart=True,
               min_mid_top=0)
#: beside the narration at 1280×720 the table is 800 px wide (1.05 px a unit): cards 0.645 → 95 px tall
PRESENT = Layout("present", dict.fromkeys(("bottom", "top", "left", "right"), 0.645),
                 dict.fromkeys(("bottom", "top", "left", "right"), INDEX_STEP), trick=0.645, extra=0.645,
                 text=1.3, info_text=1.1, side_row=7, side_gap=0.45, backs=False, side_labels_apart=True,
                 trick_overlap=0.4, min_mid_top=0)
LAYOUTS = (WIDE, PHONE, PRESENT)

#: a part's place in one layout: (x, y, x scale, y scale), or None (not drawn in that layout)
Place = tuple[float, float, float, float] | None


def positions(me: str = "S") -> dict[str, str]:
    """Seat → place on the drawing: ``me`` at the bottom, partner on top, next seat on the left."""
    left = next_seat(me)
    return {me: "bottom", left: "left", partner_of(me): "top", partner_of(left): "right"}


def _esc(text: object) -> str:
    return html.escape(str(text))


def _w(text: str, per: float, size: float = 14) -> float:
    """Estimated width: ``per`` px a Latin character, ``size`` px a Chinese one."""
    return per * len(text) + sum(size - per for ch in text if has_chinese(ch) or ch in "（）：，")


def _info_width(text: str) -> float:
    """The estimated width of an info line (DejaVu Sans at 13 px: ~7.8 px a Latin character, 13 a Chinese one)."""
    return _w(text, 7.8, 13)


def _wrap(text: str, width: float) -> list[str]:
    """``text`` cut into lines no wider than ``width`` (estimated): after a space or a Chinese punctuation mark,
    anywhere in a run of Chinese.

    >>> _wrap("Selling: North decides; sales are revealed when everyone has decided", 300)
    ['Selling: North decides; sales are', 'revealed when everyone has decided']
    """
    import re

    han = "\u4e00-\u9fff"
    pieces = re.findall(rf"[^\s，；、。：（）{han}]+\s*|[{han}][，；、。：）]?\s*|[，；、。：（）]\s*|\s+", text)
    lines, line = [], ""
    for piece in pieces:
        if line and _info_width((line + piece).rstrip()) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines or [text]


def _label(seat: str, view: TableView, *, anchor: str, you: bool, count: int | None) -> tuple[str, float]:
    """A seat's name, tricks and turn, drawn with its baseline at y = 0 and ``anchor`` at x = 0; and its width."""
    name = view.names.get(seat, SEAT_NAME.get(seat, seat))
    won = view.tricks_won.get(seat)
    text = str(t("{seat} (you)", seat=name)) if you else str(name)
    extra = []
    if won is not None:
        extra.append(str(t("tricks {n}", n=won)))
    if count is not None:
        extra.append(str(tn("{n} card", "{n} cards", count, n=count)))
    turn = view.turn == seat
    to_play = str(view.turn_word) if view.turn_word else str(t("to play"))
    # no text measuring in SVG strings: estimate (bold ~8.6 px, regular ~7.2 px per character at 14 px)
    width = (_w(text, 8.6) + (_w(" · ".join(extra), 7.2) + 7.2 * 3 if extra else 0)
             + (_w(to_play, 8.6) + 18 if turn else 0) + 14)
    rx = {"start": -6, "middle": -width / 2, "end": -width + 6}[anchor]
    bg = "#fff3c4" if turn else "#eef1f5"
    stroke = ' stroke="#b38600" stroke-width="1.5"' if turn else ""
    marker = f'<tspan fill="#8a6000" font-weight="700"> ▶ {_esc(to_play)}</tspan>' if turn else ""
    info = f'<tspan fill="#555" font-weight="400"> · {_esc(" · ".join(extra))}</tspan>' if extra else ""
    return (f'<g class="tt-seat{" tt-turn" if turn else ""}" data-seat="{seat}">'
            f'<rect x="{rx:.0f}" y="-15" width="{width:.0f}" height="21" rx="10" fill="{bg}"{stroke}/>'
            f'<text x="0" y="0" font-size="14" font-weight="700" text-anchor="{anchor}" fill="#222">'
            f"{_esc(text)}{info}{marker}</text></g>"), width


@dataclass
class _Parts:
    """The drawing's parts, each drawn once at the origin, and their places in every layout."""

    body: list[str] = field(default_factory=list)
    places: list[dict[str, Place]] = field(default_factory=list)

    def add(self, svg: str) -> int:
        self.body.append(svg)
        self.places.append({})
        return len(self.body) - 1


def _fmt(place: tuple[float, float, float, float]) -> str:
    """A place as an SVG ``transform`` attribute."""
    x, y, sx, sy = place
    scale = "" if sx == sy == 1 else f" scale({sx:g})" if sx == sy else f" scale({sx:g} {sy:g})"
    return f"translate({x:.1f} {y:.1f}){scale}"


def _css(place: Place) -> str:
    """A place as a CSS ``transform`` value (SVG user units are CSS px); ``none`` for a part not drawn."""
    if place is None:
        return "none"
    x, y, sx, sy = place
    return f"translate({x:.1f}px,{y:.1f}px) scale({sx:g},{sy:g})"


def _arrange(view: TableView, parts: _Parts, ids: Mapping[object, int], where: Mapping[str, str],
             shown: set[str], hidden: set[str], widths: Mapping[object, float], lay: Layout) -> float:
    """Put every part in its place for ``lay``; returns the layout's height."""
    seat_at = {place: seat for seat, place in where.items()}
    cx, T = WIDTH / 2, lay.text

    def fit(scale: float, width: float) -> float:
        """``scale``, or less for a text that would be wider than the drawing."""
        return min(scale, (WIDTH - 32) / width) if width else scale

    def put(key: object, x: float, y: float, sx: float, sy: float | None = None) -> None:
        if key in ids:  # (a part this view has: a trick card, the winner's line…)
            parts.places[ids[key]][lay.name] = (x, y, sx, sx if sy is None else sy)

    def hand_geometry(seat: str) -> tuple[list[tuple[float, float]], float, float, float] | None:
        """Card positions (units of the card box), width, height and scale of a seat's drawn hand."""
        cards = view.hands.get(seat, ())
        place = where[seat]
        if seat in hidden or not cards or (seat not in shown and not lay.backs):
            return None
        side = place in ("left", "right")
        step = lay.step[place] if seat in shown else 14
        per_row = lay.side_row if side and lay.side_row else None
        pos, w, h = hand_layout(len(cards), step=step, per_row=per_row,
                                row_gap=CARD_H * (lay.side_gap if side else 0.62))
        return pos, w, h, lay.scale[place]

    def place_hand(seat: str, x: float, y: float, centre: bool) -> float:
        geo = hand_geometry(seat)
        if geo is None:
            return 0
        pos, w, h, s = geo
        left = x - w * s / 2 if centre else x
        for i, (px, py) in enumerate(pos):
            put(("card", seat, i), left + px * s, y + py * s, s)
        return h * s

    def hand_size(seat: str) -> tuple[float, float]:
        geo = hand_geometry(seat)
        return (0, 0) if geo is None else (geo[1] * geo[3], geo[2] * geo[3])

    # info lines in a band above the table; a phone's large text wraps a long line on rows of its own
    n_info = len([k for k in ids if isinstance(k, tuple) and k[0] == "info"])
    row, I = 0, lay.info_text
    for i in range(n_info):
        wrapped = [k for k in ids if isinstance(k, tuple) and k[:2] == ("info-wrap", i)]
        for key in wrapped if lay.wrap_info and wrapped else [("info", i)]:
            # a line still too long for the width at the layout's size is drawn smaller
            put(key, 12, (16 + 18 * row) * I, fit(I, widths[key]))
            row += 1
    band = (18 * row + 8) * I if row else 0
    put("info-bg", 0, 0, 1, I * (18 * row + 5) / (18 * n_info + 5) if n_info else 1)
    y0 = band
    # top seat: label then hand
    top = seat_at["top"]
    put(("label", top), cx, y0 + 22 * T, fit(T, widths[top]))
    y = y0 + 22 * T + 12 * T
    y += place_hand(top, cx, y, centre=True)
    mid_top = max(y + 14, y0 + lay.min_mid_top)
    left_seat, right_seat = seat_at["left"], seat_at["right"]
    if lay.side_labels_apart:
        ls, rs = fit(T, widths[left_seat]), fit(T, widths[right_seat])
        together = widths[left_seat] * ls + widths[right_seat] * rs + 40 <= WIDTH - 24
        put(("label", left_seat), 16, mid_top + 16 * T, ls)
        if together:
            put(("label", right_seat), WIDTH - 16, mid_top + 16 * T, rs)
            mid_top += 26 * T
        else:
            put(("label", right_seat), WIDTH - 16, mid_top + 42 * T, rs)
            mid_top += 52 * T
    ts = lay.trick
    cw, ch = CARD_W * ts, CARD_H * ts
    gap = 34 * T
    if lay.trick_overlap:
        trick_h = ch * (2 - lay.trick_overlap) + 36 * T  # the winner's lines under the trick
    else:
        trick_h = ch * 2 + gap
    side_h = max(hand_size(left_seat)[1], hand_size(right_seat)[1]) + (0 if lay.side_labels_apart else 28 * T)
    mid_h = max(trick_h, side_h)
    for place, x, anchor in (("left", 12.0, "start"), ("right", WIDTH - 12.0, "end")):
        seat = seat_at[place]
        hw, hh = hand_size(seat)
        if lay.side_labels_apart:
            hy = mid_top + (mid_h - hh) / 2
        else:
            ly = mid_top + (mid_h - hh - 28) / 2 + 16
            put(("label", seat), x + (4 if anchor == "start" else -4), ly, T)
            hy = ly + 12
        place_hand(seat, x if anchor == "start" else x - hw, hy, centre=False)
    # the trick in the centre
    trick_top = mid_top + (mid_h - trick_h) / 2
    half = 1.5 * cw + 22 * T + 13
    put("trick-bg", cx - half, trick_top - 8, 2 * half, trick_h + 16)  # a 1 × 1 rectangle stretched
    if lay.trick_overlap:
        lift = ch * (1 - lay.trick_overlap)
        anchor_at = {"top": (cx, trick_top), "bottom": (cx, trick_top + lift),
                     "left": (cx - cw - 22 * T, trick_top + lift / 2),
                     "right": (cx + cw + 22 * T, trick_top + lift / 2)}
        text_y = trick_top + lift + ch + 14 * T
    else:
        anchor_at = {"top": (cx, trick_top), "bottom": (cx, trick_top + ch + gap),
                     "left": (cx - cw - 22 * T, trick_top + ch / 2 + gap / 2),
                     "right": (cx + cw + 22 * T, trick_top + ch / 2 + gap / 2)}
        text_y = trick_top + trick_h / 2
    for seat, cards in (view.trick or view.last_trick or ()):
        ax, ay = anchor_at[where[seat]]
        step = INDEX_STEP * ts
        x0 = ax - ((len(cards) - 1) * step + cw) / 2
        for i in range(len(cards)):
            put(("trick", seat, i), x0 + i * step, ay, ts)
    put("winner", cx, text_y, T)
    put("turn", cx, text_y, T)
    # bottom seat
    bottom = seat_at["bottom"]
    y = mid_top + mid_h + 22 * T
    put(("label", bottom), cx, y, fit(T, widths[bottom]))
    y += 10 * T
    y += place_hand(bottom, cx, y, centre=True)
    y += 10
    # extra card groups (kitty, captured cards) in a band under the table, left to right
    x, row_h, s = 12.0, 0.0, lay.extra
    for k, (label, group) in enumerate(view.extra):
        w = max(((len(group) - 1) * INDEX_STEP + CARD_W) * s if group else 0, _w(str(label), 7, 12) * T)
        if x > 12 and x + w > WIDTH - 12:
            x, y = 12.0, y + row_h + 8
        put(("extra-label", k), x, y + 12 * T, T)
        for i in range(len(group)):
            put(("extra", k, i), x + i * INDEX_STEP * s, y + 18 * T, s)
        row_h = max(row_h, 18 * T + (CARD_H * s if group else 0))
        x += w + 24
    return y + row_h + (8 if view.extra else 0)


def _names_trumps(line: str) -> bool:
    """Whether an info line already names the trumps: read in English, the language every message is written in
    (in 繁體中文 "Trumps: spades" reads 王牌：黑桃, which no Chinese word list of this module would recognise, and the
    line came twice); 27 Wang's lines carry 主 in every language.

    >>> from tutor.i18n import language
    >>> with language("zh-hant"):
    ...     str(t("Trumps: {suit}", suit="♠")), _names_trumps(t("Trumps: {suit}", suit="♠")), _names_trumps(t("East"))
    ('王牌：♠', True, False)
    """
    english = line.in_language("en") if isinstance(line, Text) else str(line)
    return "trump" in english.lower() or "主" in english


def table_svg(view: TableView, *, me: str = "S", show: Iterable[str] | None = None, hide: Iterable[str] = (),
              four_colour: bool = False, you: bool = False, width: int | None = None) -> str:
    """The whole table: four seats with names and tricks won, the trick in the centre, whose turn.

    ``show`` lists the seats whose hands are face up (default: all but ``view.face_down``);
    ``hide`` lists seats whose hands are not drawn at all (the play-along widget draws the
    learner's own hand as clickable cards below the table).
    """
    where = positions(me)
    shown = set(show) if show is not None else {"N", "E", "S", "W"} - set(view.face_down)
    hidden = set(hide)
    parts = _Parts()
    ids: dict[object, int] = {}
    # info lines (trump, contract, bids) in a band above the table
    info = [line for line in view.info if line]
    if view.trump and not any(_names_trumps(line) for line in info):
        info.insert(0, t("Trumps: {suit}", suit=SUIT_NAME.get(view.trump, view.trump)))
    info = info[:6]
    if info:
        ids["info-bg"] = parts.add(f'<rect x="0" y="0" width="{WIDTH}" height="{18 * len(info) + 5}" rx="8" '
                                   'fill="#f3f5f8"/>')
    widths: dict[object, float] = {}  # the estimated widths of texts: the seats' labels and the info lines
    for i, line in enumerate(info):
        widths[("info", i)] = _info_width(str(line))
        ids[("info", i)] = parts.add(f'<text class="tt-info" x="0" y="0" font-size="13" fill="#333">'
                                     f"{_esc(line)}</text>")
        chunks = _wrap(str(line), (WIDTH - 32) / PHONE.info_text)
        for j, chunk in enumerate(chunks if len(chunks) > 1 else ()):  # (drawn only where lines wrap)
            widths[("info-wrap", i, j)] = _info_width(chunk)
            ids[("info-wrap", i, j)] = parts.add(f'<text class="tt-info" x="0" y="0" font-size="13" fill="#333">'
                                                 f"{_esc(chunk)}</text>")
    # seats: labels and hands
    for seat, place in where.items():
        anchor = {"top": "middle", "bottom": "middle", "left": "start", "right": "end"}[place]
        svg, widths[seat] = _label(seat, view, anchor=anchor, you=you and place == "bottom",
                                   count=len(view.hands.get(seat, ())) if seat not in shown else None)
        ids[("label", seat)] = parts.add(svg)
        if seat not in hidden:
            for i, card in enumerate(view.hands.get(seat, ())):
                ids[("card", seat, i)] = parts.add(card_group(card, four_colour=four_colour,
                                                              face_down=seat not in shown))
    # the trick being played, or the one just finished (winner outlined) until the next card is led
    ids["trick-bg"] = parts.add('<rect x="0" y="0" width="1" height="1" rx="0.075" ry="0.09" fill="#0f6b3a" '
                                'opacity="0.10"/>')
    finished = not view.trick and bool(view.last_trick) and bool(view.last_winner)
    winner = view.last_winner if finished else None
    for seat, cards in (view.trick or (view.last_trick if finished else ())):
        for i, card in enumerate(cards):
            ids[("trick", seat, i)] = parts.add(card_group(card, four_colour=four_colour, selected=seat == winner))
    if finished:
        who = view.names.get(view.last_winner or "", SEAT_NAME.get(view.last_winner or "", view.last_winner))
        wins = t("wins")  # messages stay outside f-strings, where the catalog extractor cannot see them
        ids["winner"] = parts.add(
            f'<text class="tt-trick-winner" x="0" y="-2" font-size="13" font-weight="700" text-anchor="middle" '
            f'fill="#8a5a00">{_esc(who)}</text><text x="0" y="14" font-size="13" font-weight="700" '
            f'text-anchor="middle" fill="#8a5a00">{_esc(wins)}</text>')
    elif not view.trick and view.turn:
        # the view has no phase: "North's turn" fits a lead, a bid or a declaration alike
        who = view.names.get(view.turn, SEAT_NAME.get(view.turn, view.turn))
        turn = t("{seat}’s turn", seat=who)
        ids["turn"] = parts.add(f'<text x="0" y="5" font-size="14" text-anchor="middle" fill="#2d5a3d">'
                                f'{_esc(turn)}</text>')
    # extra card groups (kitty, captured cards)
    for k, (label, group) in enumerate(view.extra):
        ids[("extra-label", k)] = parts.add(f'<text class="tt-extra" x="0" y="0" font-size="12" fill="#333">'
                                            f"{_esc(label)}</text>")
        for i, extra in enumerate(group):
            ids[("extra", k, i)] = parts.add(card_group(extra, four_colour=four_colour))
    heights = {lay.name: _arrange(view, parts, ids, where, shown, hidden, widths, lay) for lay in LAYOUTS}
    out = []
    for part, at in zip(parts.body, parts.places, strict=True):
        wide = at.get("wide")
        off = "".join(f" tt-no-{lay.name}" for lay in LAYOUTS if at.get(lay.name) is None)
        if len(off.split()) == len(LAYOUTS):  # (not drawn at all: a part every layout leaves out)
            continue
        # a part only another layout draws (a wrapped info line) is hidden unless the page's CSS shows it
        where_wide = f'transform="{_fmt(wide)}"' if wide else 'display="none"'
        out.append(f'<g class="tt-at{off}" {where_wide} style="--tt-phone:{_css(at.get("phone"))};'
                   f'--tt-present:{_css(at.get("present"))}">{part}</g>')
    px = width or WIDTH
    title = _esc(_table_alt(view))
    shapes = ";".join(f"--tt-ar-{lay.name}:{WIDTH}/{heights[lay.name]:.0f}" for lay in LAYOUTS[1:])
    # The viewBox is as tall as the shortest layout and the box as tall as the layout drawn (its aspect-ratio):
    # drawn from the top, every layout fills the width and none is cut off (an SVG draws outside its viewBox).
    return (f'<svg class="tt-table-svg" xmlns="http://www.w3.org/2000/svg" width="{px}" '
            f'height="{round(heights["wide"] * px / WIDTH)}" viewBox="0 0 {WIDTH} {min(heights.values()):.0f}" '
            f'preserveAspectRatio="xMidYMin meet" font-family="{font()}" '
            f'style="max-width:100%;height:auto;aspect-ratio:{WIDTH}/{heights["wide"]:.0f};{shapes}" '
            f'role="img" aria-label="{title}"><title>{title}</title>' + "".join(out) + "</svg>")

def _table_alt(view: TableView) -> str:
    plays = join(t(", "), [t("{seat} {cards}", seat=SEAT_NAME.get(s, s), cards=" ".join(c.symbol for c in cards))
                           for s, cards in view.trick])
    if view.turn and view.turn_word:  # the phase's own word, as on the seat's badge ("South to bury")
        return t("card table: trick {plays}; {seat} {what}", plays=plays or t("empty"),
                 seat=SEAT_NAME.get(view.turn, view.turn), what=view.turn_word)
    if view.turn:
        return t("card table: trick {plays}; {seat} to play", plays=plays or t("empty"),
                 seat=SEAT_NAME.get(view.turn, view.turn))
    return t("card table: trick {plays}", plays=plays or t("empty"))


def trick_svg(plays: Iterable[tuple[str, Card | Sequence[Card]]], *, winner: str | None = None,
              four_colour: bool = False, card_width: int = 56, caption: str = "") -> str:
    """A trick as a row of cards in play order with the seat under each (for quizzes, last trick).

    >>> from tutor.cards import Card
    >>> svg = trick_svg([("N", Card.parse("SA")), ("E", Card.parse("S2"))], winner="N")
    >>> "North" in svg and "ace of spades" in svg
    True
    """
    items = [(seat, (c,) if isinstance(c, Card) else tuple(c)) for seat, c in plays]
    s = card_width / CARD_W
    gap, step = 14, INDEX_STEP
    x, parts = 4.0, []
    for seat, cards in items:
        w = ((len(cards) - 1) * step + CARD_W) * s
        for i, card in enumerate(cards):
            parts.append(card_group(card, four_colour=four_colour, x=x + i * step * s, y=4, scale=s,
                                    selected=seat == winner))
        weight = "700" if seat == winner else "400"
        parts.append(f'<text x="{x + w / 2:.1f}" y="{4 + CARD_H * s + 16:.1f}" font-size="13" text-anchor="middle" '
                     f'font-weight="{weight}" fill="#222">{_esc(SEAT_NAME.get(seat, seat))}</text>')
        x += w + gap
    width = max(x - gap + 4, 10)
    height = CARD_H * s + 24
    alt = caption or t("trick: {plays}", plays=join(t(", "), [
        t("{seat} {cards}", seat=SEAT_NAME.get(s_, s_), cards=join(" ", [c.name for c in cs])) for s_, cs in items]))
    return (f'<svg class="tt-trick" xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{font()}" role="img" aria-label="{_esc(alt)}">'
            f"<title>{_esc(alt)}</title>{''.join(parts)}</svg>")
