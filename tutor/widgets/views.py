"""Views of hands, tables and score sheets: each builds its widget tree once and updates in place."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..cards import Card, parse_cards
from ..errors import ParseError
from ..i18n import domain
from ..render import hand_svg, positions, sheets_html, table_svg
from ..scoring import ScoreSheet
from ..seats import SEAT_NAME
from ..view import TableView
from .base import MessageMixin, esc, four_colour_box, guarded, style

t, tn = domain("tutor")

_ORDER = {"top": 0, "left": 1, "right": 2, "bottom": 3}


def as_view(source: Any, me: str = "S") -> TableView:
    """A ``TableView`` from a view, a state (``.view()``), a ``{seat: cards}`` mapping or one hand."""
    if isinstance(source, TableView):
        return source
    if hasattr(source, "view") and callable(source.view):
        return source.view()
    if isinstance(source, Mapping):
        hands = {}
        for seat, cards in source.items():
            if seat not in SEAT_NAME:
                raise ParseError(t("{value} is not a seat: expected N, E, S or W", value=repr(seat)))
            hands[seat] = tuple(parse_cards(cards) if isinstance(cards, str) else (Card.parse(c) for c in cards))
        return TableView(game="", hands=hands)
    if isinstance(source, str | Sequence):
        cards = parse_cards(source) if isinstance(source, str) else [Card.parse(c) for c in source]
        return TableView(game="", hands={me: tuple(cards)})
    raise ParseError(t("cannot show {kind}: give a state, a view, or {example}", kind=type(source).__name__,
                       example="{seat: cards}"))


class HandViewer(w.VBox, MessageMixin):
    """One, two or four hands.  ``seats`` picks which (default: every seat given); ``me`` is the
    seat drawn at the bottom ("I am South"); a dropdown lets the reader change it.

    Four seats are drawn round a table; fewer are stacked top to bottom as they sit.
    """

    def __init__(self, source: Any, seats: Iterable[str] | None = None, me: str = "S", *,
                 four_colour: bool = False, rotate: bool | None = None) -> None:
        self._view = as_view(source, me)
        self._seats = [s for s in "NESW" if s in (set(seats) if seats is not None else set(self._view.hands))]
        self._me = me
        self._four = four_colour
        self._pic = w.HTML()
        self._pic.add_class("tt-hands")
        self._me_box = w.Dropdown(options=[(str(t("I am {seat}", seat=SEAT_NAME[s])), s) for s in "NESW"], value=me,
                                  tooltip=t("who sits at the bottom of the picture"), layout=w.Layout(width="150px"))
        self._me_box.add_class("tt-me")
        self._me_box.observe(self._on_me, names="value")
        show_rotate = rotate if rotate is not None else len(self._seats) > 1
        self._colours = four_colour_box(four_colour, self._on_colours)
        bar = w.HBox([self._me_box, self._colours] if show_rotate else [self._colours])
        children = [style(), bar, self._pic, self._make_message()]
        super().__init__(children)
        self.add_class("tt-widget")
        self.add_class("tt-handviewer")
        self._draw()

    def __repr__(self) -> str:
        return f"HandViewer(seats={''.join(self._seats)!r}, me={self._me!r})"

    @property
    def me(self) -> str:
        return self._me

    @guarded
    def update(self, source: Any) -> None:
        """Show new hands (a state, view or mapping) without rebuilding the widget."""
        self._view = as_view(source, self._me)
        self._draw()

    @guarded
    def _on_colours(self, four: bool) -> None:
        self._four = four
        self._draw()

    @guarded
    def _on_me(self, change: Mapping[str, Any]) -> None:
        self._me = change["new"]
        self._draw()

    def _draw(self) -> None:
        view = self._view
        if len(self._seats) == 4:
            self._pic.value = table_svg(view, me=self._me, show=self._seats, four_colour=self._four)
            return
        place = positions(self._me)
        rows = []
        for seat in sorted(self._seats, key=lambda s: _ORDER[place[s]]):
            name = view.names.get(seat, SEAT_NAME[seat])
            rows.append(f"<div class='tt-hand-row' data-seat='{seat}'><div style='font-weight:600'>{esc(name)}"
                        f"</div>{hand_svg(view.hands.get(seat, ()), four_colour=self._four, label=name)}</div>")
        self._pic.value = "".join(rows)


class TableWidget(w.VBox):
    """The table of a state (or view) seen from ``me``; ``update(state)`` redraws in place."""

    def __init__(self, source: Any, me: str = "S", *, show: Iterable[str] | None = None,
                 four_colour: bool = False) -> None:
        self._me, self._show, self._four = me, show, four_colour
        self._pic = w.HTML()
        self._pic.add_class("tt-table")
        super().__init__([self._pic])
        self.add_class("tt-widget")
        self.update(source)

    def update(self, source: Any) -> None:
        self._view = as_view(source, self._me)
        self._pic.value = table_svg(self._view, me=self._me, show=self._show, four_colour=self._four)

    def __repr__(self) -> str:
        return f"TableWidget(me={self._me!r})"


class ScoreSheetView(w.VBox):
    """One score sheet, or several labelled ones side by side; each line shows its reason and the
    lines add up to the total shown under them (``ScoreSheet.total`` is their sum)."""

    def __init__(self, sheets: ScoreSheet | Mapping[str, ScoreSheet] | None = None) -> None:
        self._html = w.HTML()
        self._html.add_class("tt-scoresheet")
        super().__init__([self._html])
        self.add_class("tt-widget")
        self.add_class("tt-scores")
        self.update(sheets or {})

    def update(self, sheets: ScoreSheet | Mapping[str, ScoreSheet]) -> None:
        self._sheets = {"": sheets} if isinstance(sheets, ScoreSheet) else dict(sheets)
        self._html.value = sheets_html(self._sheets) if self._sheets else ""

    @property
    def totals(self) -> dict[str, int]:
        return {label: sheet.total for label, sheet in self._sheets.items()}

    def __repr__(self) -> str:
        parts = [f"{label or 'total'}={total:+d}" for label, total in self.totals.items()]
        return f"ScoreSheetView({', '.join(parts)})"
