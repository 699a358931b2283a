"""The table and single tricks as SVG strings, drawn from a :class:`tutor.view.TableView` only.

The learner's seat (``me``) is at the bottom, partner at the top, left-hand opponent on the left:
for South that is West on the left and East on the right, as in every bridge diagram.

>>> from tutor.games import basics
>>> svg = table_svg(basics.new_hand(seed=1).view())
>>> svg.count('class="tt-card"'), "East" in svg and "to play" in svg
(52, True)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence

from ..cards import SUIT_NAME, Card
from ..i18n import domain, has_chinese, join
from ..seats import SEAT_NAME, next_seat, partner_of
from ..view import Play, TableView
from .cards import CARD_H, CARD_W, card_group, font, hand_layout

t, tn = domain("tutor")

__all__ = ["table_svg", "trick_svg", "positions"]

WIDTH = 760
_SCALE = {"bottom": 0.62, "top": 0.5, "left": 0.48, "right": 0.48}
_STEP = {"bottom": 36, "top": 36, "left": 32, "right": 32}
_TRICK_SCALE = 0.58
#: how far overlapping cards in a row are apart (card units): enough to read a corner index such as "10" or "Q"
INDEX_STEP = 36


def positions(me: str = "S") -> dict[str, str]:
    """Seat → place on the drawing: ``me`` at the bottom, partner on top, next seat on the left."""
    left = next_seat(me)
    return {me: "bottom", left: "left", partner_of(me): "top", partner_of(left): "right"}


def _esc(text: object) -> str:
    return html.escape(str(text))


def _w(text: str, per: float, size: float = 14) -> float:
    """Estimated width: ``per`` px a Latin character, ``size`` px a Chinese one."""
    return per * len(text) + sum(size - per for ch in text if has_chinese(ch) or ch in "（）：，")


def _hand_block(cards: Sequence[Card], place: str, *, face_down: bool, four_colour: bool,
                x: float, y: float, centre: bool) -> tuple[str, float, float]:
    """Cards of one seat at (x, y) (x is the centre when ``centre``); returns svg, width, height."""
    scale = _SCALE[place]
    step = _STEP[place] if not face_down else 14
    pos, w, h = hand_layout(len(cards), step=step, row_gap=CARD_H * 0.62)
    if not cards:
        return "", 0, 0
    left = x - w * scale / 2 if centre else x
    parts = [card_group(c, four_colour=four_colour, face_down=face_down, x=left + px * scale, y=y + py * scale,
                        scale=scale) for c, (px, py) in zip(cards, pos, strict=True)]
    return "".join(parts), w * scale, h * scale


def _label(seat: str, view: TableView, *, x: float, y: float, anchor: str, you: bool, count: int | None) -> str:
    name = view.names.get(seat, SEAT_NAME.get(seat, seat))
    won = view.tricks_won.get(seat)
    text = str(t("{seat} (you)", seat=name)) if you else str(name)
    extra = []
    if won is not None:
        extra.append(str(t("tricks {n}", n=won)))
    if count is not None:
        extra.append(str(tn("{n} card", "{n} cards", count, n=count)))
    turn = view.turn == seat
    to_play = str(t("to play"))
    # no text measuring in SVG strings: estimate (bold ~8.6 px, regular ~7.2 px per character at 14 px)
    width = (_w(text, 8.6) + (_w(" · ".join(extra), 7.2) + 7.2 * 3 if extra else 0)
             + (_w(to_play, 8.6) + 18 if turn else 0) + 14)
    rx = {"start": x - 6, "middle": x - width / 2, "end": x - width + 6}[anchor]
    bg = "#fff3c4" if turn else "#eef1f5"
    stroke = ' stroke="#b38600" stroke-width="1.5"' if turn else ""
    marker = f'<tspan fill="#8a6000" font-weight="700"> ▶ {_esc(to_play)}</tspan>' if turn else ""
    info = f'<tspan fill="#555" font-weight="400"> · {_esc(" · ".join(extra))}</tspan>' if extra else ""
    return (f'<g class="tt-seat{" tt-turn" if turn else ""}" data-seat="{seat}">'
            f'<rect x="{rx:.0f}" y="{y - 15}" width="{width:.0f}" height="21" rx="10" fill="{bg}"{stroke}/>'
            f'<text x="{x:.0f}" y="{y}" font-size="14" font-weight="700" text-anchor="{anchor}" fill="#222">'
            f"{_esc(text)}{info}{marker}</text></g>")


def _trick_block(trick: Sequence[Play], where: Mapping[str, str], cx: float, top: float, *,
                 four_colour: bool, winner: str | None) -> str:
    s = _TRICK_SCALE
    cw, ch = CARD_W * s, CARD_H * s
    anchor = {"top": (cx, top), "bottom": (cx, top + ch + 34), "left": (cx - cw - 22, top + ch / 2 + 17),
              "right": (cx + cw + 22, top + ch / 2 + 17)}
    parts = []
    for seat, cards in trick:
        ax, ay = anchor[where[seat]]
        n = len(cards)
        step = INDEX_STEP * s
        width = (n - 1) * step + cw
        x0 = ax - width / 2
        for i, card in enumerate(cards):
            parts.append(card_group(card, four_colour=four_colour, x=x0 + i * step, y=ay, scale=s,
                                    selected=seat == winner))
    return "".join(parts)


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
    seat_at = {place: seat for seat, place in where.items()}
    cx = WIDTH / 2

    def hand_height(seat: str) -> float:
        cards = view.hands.get(seat, ())
        if seat in hidden or not cards:
            return 0
        _, _, h = hand_layout(len(cards), step=_STEP[where[seat]], row_gap=CARD_H * 0.62)
        return h * _SCALE[where[seat]]

    parts: list[str] = []
    # top seat: label then hand
    top = seat_at["top"]
    parts.append(_label(top, view, x=cx, y=22, anchor="middle", you=False,
                        count=len(view.hands.get(top, ())) if top not in shown else None))
    y: float = 34
    if top not in hidden:
        svg, _, h = _hand_block(view.hands.get(top, ()), "top", face_down=top not in shown,
                                four_colour=four_colour, x=cx, y=y, centre=True)
        parts.append(svg)
        y += h
    mid_top = max(y + 14, 120)
    trick_h = CARD_H * _TRICK_SCALE * 2 + 34
    side_h = max(hand_height(seat_at["left"]), hand_height(seat_at["right"])) + 28
    mid_h = max(trick_h, side_h)
    for place, x, anchor in (("left", 12.0, "start"), ("right", WIDTH - 12.0, "end")):
        seat = seat_at[place]
        hh = hand_height(seat)
        ly = mid_top + (mid_h - hh - 28) / 2 + 16
        parts.append(_label(seat, view, x=x + (4 if anchor == "start" else -4), y=ly, anchor=anchor, you=False,
                            count=len(view.hands.get(seat, ())) if seat not in shown else None))
        if seat not in hidden:
            cards = view.hands.get(seat, ())
            _, w, _ = hand_layout(len(cards), step=_STEP[place] if seat in shown else 14, row_gap=CARD_H * 0.62)
            hx = x if anchor == "start" else x - w * _SCALE[place]
            svg, _, _ = _hand_block(cards, place, face_down=seat not in shown, four_colour=four_colour,
                                    x=hx, y=ly + 12, centre=False)
            parts.append(svg)
    # the trick in the centre
    trick_top = mid_top + (mid_h - trick_h) / 2
    parts.append(f'<rect x="{cx - 122}" y="{trick_top - 8}" width="244" height="{trick_h + 16}" rx="18" '
                 'fill="#0f6b3a" opacity="0.10"/>')
    mid_y = trick_top + trick_h / 2
    if view.trick:
        parts.append(_trick_block(view.trick, where, cx, trick_top, four_colour=four_colour, winner=None))
    elif view.last_trick and view.last_winner:
        # the trick just finished stays on the table (winner outlined) until the next card is led
        parts.append(_trick_block(view.last_trick, where, cx, trick_top, four_colour=four_colour,
                                  winner=view.last_winner))
        who = view.names.get(view.last_winner, SEAT_NAME.get(view.last_winner, view.last_winner))
        wins = _esc(t("wins"))
        parts.append(f'<text class="tt-trick-winner" x="{cx}" y="{mid_y - 2}" font-size="13" font-weight="700" '
                     f'text-anchor="middle" fill="#8a5a00">{_esc(who)}</text>'
                     f'<text x="{cx}" y="{mid_y + 14}" font-size="13" font-weight="700" text-anchor="middle" '
                     f'fill="#8a5a00">{wins}</text>')
    elif view.turn:
        # the view has no phase: "North's turn" fits a lead, a bid or a declaration alike
        who = view.names.get(view.turn, SEAT_NAME.get(view.turn, view.turn))
        turn = _esc(t("{seat}’s turn", seat=who))
        parts.append(f'<text x="{cx}" y="{mid_y + 5}" font-size="14" text-anchor="middle" '
                     f'fill="#2d5a3d">{turn}</text>')
    # bottom seat
    bottom = seat_at["bottom"]
    y = mid_top + mid_h + 22
    parts.append(_label(bottom, view, x=cx, y=y, anchor="middle", you=you,
                        count=len(view.hands.get(bottom, ())) if bottom not in shown else None))
    y += 10
    if bottom not in hidden:
        svg, _, h = _hand_block(view.hands.get(bottom, ()), "bottom", face_down=bottom not in shown,
                                four_colour=four_colour, x=cx, y=y, centre=True)
        parts.append(svg)
        y += h
    y += 10
    # extra card groups (kitty, captured cards) in a band under the table, left to right
    x, row_h = 12.0, 0.0
    s, step = 0.36, INDEX_STEP
    for label, group in view.extra:
        w = max(((len(group) - 1) * step + CARD_W) * s if group else 0, _w(str(label), 7, 12))
        if x > 12 and x + w > WIDTH - 12:
            x, y = 12.0, y + row_h + 8
        parts.append(f'<text class="tt-extra" x="{x:.0f}" y="{y + 12:.0f}" font-size="12" fill="#333">'
                     f"{_esc(label)}</text>")
        for i, card in enumerate(group):
            parts.append(card_group(card, four_colour=four_colour, x=x + i * step * s, y=y + 18, scale=s))
        row_h = max(row_h, 18 + (CARD_H * s if group else 0))
        x += w + 24
    height = y + row_h + (8 if view.extra else 0)
    # info lines (trump, contract, bids) in a band above the table
    info = [line for line in view.info if line]
    if view.trump and not any("trump" in line.lower() or "将牌" in line or "主" in line for line in info):
        info.insert(0, t("Trumps: {suit}", suit=SUIT_NAME.get(view.trump, view.trump)))
    info = info[:6]
    band = 18 * len(info) + 8 if info else 0
    head = "".join(f'<text class="tt-info" x="12" y="{16 + 18 * i}" font-size="13" fill="#333">{_esc(line)}</text>'
                   for i, line in enumerate(info))
    if info:
        head = f'<rect x="0" y="0" width="{WIDTH}" height="{band - 3}" rx="8" fill="#f3f5f8"/>' + head
    parts = [head, f'<g transform="translate(0 {band})">', *parts, "</g>"]
    height += band
    px = width or WIDTH
    title = _esc(_table_alt(view))
    return (f'<svg class="tt-table-svg" xmlns="http://www.w3.org/2000/svg" width="{px}" '
            f'height="{round(height * px / WIDTH)}" viewBox="0 0 {WIDTH} {height:.0f}" font-family="{font()}" '
            f'style="max-width:100%;height:auto" role="img" aria-label="{title}"><title>{title}</title>'
            + "".join(parts) + "</svg>")


def _table_alt(view: TableView) -> str:
    plays = join(t(", "), [t("{seat} {cards}", seat=SEAT_NAME.get(s, s), cards=" ".join(c.symbol for c in cards))
                           for s, cards in view.trick])
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
