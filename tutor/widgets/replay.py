"""Step through a recorded hand: ⏮ ◀ ▶ ⏭, a slider, the narration, the record's notes, a "trick n of 13"
counter (``tt-trick-count``, large in presentation mode) and a share bar: the step shown lives in the page
URL (``calc=replay&step=n``, as a calculator keeps its set-up there), so "copy link" opens the same lesson with
the replay at that step."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as w

from ..errors import ParseError
from ..i18n import domain, join
from ..render import table_svg, trick_svg
from ..replay import Replay, load
from ..seats import SEAT_NAME, SEATS, team_name
from .base import MessageMixin, esc, four_colour_box, guarded, style
from .share import ShareBar, ints, need, next_id

t, tn = domain("tutor")


class TrickReplay(w.VBox, MessageMixin):
    """A replay viewer.  ``replay`` is a :class:`tutor.replay.Replay` (or anything ``replay.load`` reads).

    Step ``0`` is the deal; step ``i`` shows the table after action ``i`` with its narration
    and the record's note for that step.  ``me`` is the seat drawn at the bottom; ``show`` the
    seats whose hands are face up (default: all the game shows). ``share=False`` leaves out the share bar
    (a replay inside a widget whose own link holds what the replay shows: a composed example, an opened record).
    """

    def __init__(self, replay: Replay | Any, *, me: str = "S", show: Iterable[str] | None = None,
                 four_colour: bool = False, start: int = 0, share: bool = True) -> None:
        self.replay = replay if isinstance(replay, Replay) else load(replay)
        self._me, self._show, self._four = me, (set(show) if show is not None else None), four_colour
        n = len(self.replay)
        self._buttons = {}
        for key, label, tip in (("first", "|◀", t("back to the deal")), ("prev", "◀", t("one step back")),
                                ("next", "▶", t("one step forward")), ("last", "▶|", t("to the end"))):
            b = w.Button(description=label, tooltip=tip, layout=w.Layout(width="48px"))
            b.add_class(f"tt-{key}")
            b.on_click(lambda _b, k=key: self._on_button(k))
            self._buttons[key] = b
        self._slider = w.IntSlider(value=0, min=0, max=n, step=1, continuous_update=False, readout=False,
                                   tooltip=t("step"), layout=w.Layout(width="260px"))
        self._slider.add_class("tt-slider")
        self._slider.observe(self._on_slide, names="value")
        self._counter = w.HTML()
        self._counter.add_class("tt-step")
        self._trick_count = w.HTML()
        self._trick_count.add_class("tt-trick-count")
        self.share = ShareBar(next_id("replay"), self._from_link) if share else None
        self._table = w.HTML()
        self._table.add_class("tt-table")
        self._narration = w.HTML()
        self._narration.add_class("tt-narration")
        self._note = w.HTML()
        self._note.add_class("tt-note")
        self._tricks = w.HTML()
        self._tricks.add_class("tt-counters")
        self._last = w.HTML()
        self._last.add_class("tt-last-trick")
        self._colours = four_colour_box(four_colour, self._on_colours)
        bar = w.HBox([*self._buttons.values(), self._slider, self._counter, self._colours],
                     layout=w.Layout(align_items="center"))
        bar.add_class("tt-buttons")
        super().__init__([style(), bar, self._trick_count, self._narration, self._note, self._table, self._tricks,
                          self._last, self._make_message(), *([self.share] if self.share else [])])
        self.add_class("tt-widget")
        self.add_class("tt-replay")
        self._step = -1
        self._show_step(max(0, min(start, n)))

    def __repr__(self) -> str:
        return f"TrickReplay({self.replay.game}, step {self._step} of {len(self.replay)})"

    # -- public controls (also used by tests) ----------------------------------------------------
    @property
    def step(self) -> int:
        return self._step

    @property
    def narration(self) -> str:
        return self.replay.narration(self._step)

    @property
    def note(self) -> str:
        return self.replay.note(self._step)

    @property
    def trick_count(self) -> str:
        """The "trick n of 13" counter of the step shown (see :func:`trick_position`)."""
        return str(trick_words(*trick_position(self.replay, self._step)))

    def go(self, step: int) -> None:
        """Show step ``step`` (clamped to 0..len)."""
        self._slider.value = max(0, min(int(step), len(self.replay)))

    def next(self) -> None:
        self.go(self._step + 1)

    def prev(self) -> None:
        self.go(self._step - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.replay))

    # -- callbacks -------------------------------------------------------------------------------
    @guarded
    def _on_button(self, key: str) -> None:
        getattr(self, key)()

    @guarded
    def _on_colours(self, four: bool) -> None:
        self._four, step = four, self._step
        self._step = -1  # force a redraw of the same step
        self._show_step(step)

    @guarded
    def _from_link(self, params: dict[str, str]) -> None:
        """A link's ``step`` (``calc=replay&step=n``): show that step, or say in words why not."""
        try:
            step = ints(need(params, "step"), "step", 1, 0, len(self.replay))[0]
        except ParseError as e:
            self._error(str(e))
            return
        self.go(step)

    @guarded
    def _on_slide(self, change: dict) -> None:
        self._show_step(change["new"])

    def _show_step(self, i: int) -> None:
        if i == self._step:
            return
        self._step = i
        rp, n = self.replay, len(self.replay)
        view = rp.state_at(i).view()
        self._table.value = table_svg(view, me=self._me, show=self._show, four_colour=self._four)
        step_words = t("step {i} of {n}", i=i, n=n)
        self._counter.value = "<span>" + esc(step_words) + "</span>"
        tricks_words = trick_words(*trick_position(rp, i))
        self._trick_count.value = "<span>" + esc(tricks_words) + "</span>"
        self._narration.value = esc(rp.narration(i))
        note = rp.note(i)
        self._note.value = "<b>" + esc(t("Note:")) + "</b> " + esc(note) if note else ""
        if note:
            self._note.remove_class("tt-note-empty")
        else:
            self._note.add_class("tt-note-empty")
        won = view.tricks_won
        if won:
            per_seat = join(" · ", [t("{seat} {n}", seat=view.names.get(s, SEAT_NAME[s]), n=won.get(s, 0))
                                    for s in SEATS if s in won])
            by_team = rp.facade.team_tricks(rp.state_at(i))  # empty in a game without partnerships
            teams = t(" ({teams})", teams=join(t(", "), [t("{seat} {n}", seat=team_name(team), n=k)
                                                         for team, k in by_team.items()])) if by_team else ""
            self._tricks.value = "<b>" + esc(t("Tricks won:")) + "</b> " + esc(per_seat) + esc(teams)
        else:
            self._tricks.value = ""
        if view.last_trick:
            who = SEAT_NAME.get(view.last_winner or "", "")
            cap = t("Last trick — won by {seat}", seat=who) if who else t("Last trick")
            self._last.value = (f"<div style='font-size:13px;color:#444'>{esc(cap)}</div>"
                                + trick_svg(view.last_trick, winner=view.last_winner, four_colour=self._four,
                                            card_width=40))
        else:
            self._last.value = ""
        self._buttons["first"].disabled = self._buttons["prev"].disabled = i == 0
        self._buttons["next"].disabled = self._buttons["last"].disabled = i == n
        if self.share:
            said = rp.narration(i)
            self.share.update({"step": str(i)}, str(join(" · ", [step_words, tricks_words, *([said] if said else [])])))
        self._say("")


def trick_position(replay: Replay, i: int) -> tuple[int, int | None]:
    """``(n, total)`` at step ``i``, from the engine's states: ``n`` is the trick on the table (the one just
    finished while the table is clear; 0 before the first lead), ``total`` the tricks of the hand — the cards each
    player is dealt where a play is one card, the tricks the finished hand had in 27 Wang — or ``None`` when it
    is not known yet.

    >>> from importlib.resources import files
    >>> from tutor.replay import load
    >>> rp = load(str(files("tutor.games.bridge") / "data" / "03-dummy.json"))  # 10 calls, then the play
    >>> trick_position(rp, 0), trick_position(rp, 11), trick_position(rp, 15), trick_position(rp, len(rp))
    ((0, 13), (1, 13), (2, 13), (13, 13))
    """
    view = replay.state_at(i).view()
    n = sum(view.tricks_won.values()) + (1 if view.trick else 0)
    if not replay.facade.multi_card:
        total: int | None = max(len(h) for h in replay.state_at(0).view().hands.values())
    elif replay.final.is_terminal():
        total = sum(replay.final.view().tricks_won.values())
    else:
        total = None
    return n, total


def trick_words(n: int, total: int | None) -> str:
    """The counter's words: "trick 3 of 13", "trick 3" (total not known), "before the first trick"."""
    if n == 0:
        return t("before the first trick")
    if total is None:
        return t("trick {n}", n=n)
    return t("trick {n} of {total}", n=n, total=total)
