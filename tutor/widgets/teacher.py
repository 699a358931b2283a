"""A teacher's own example without code: open a record file (a trick-tutor ``.json`` record, or a bridge
``.pbn``/``.lin``) or paste its text, and see its step-through replay and, once the hand is over, its score
sheets. The record is checked by the engine: a bad one is refused with the engine's reason, in words.

A PBN or LIN file holds many boards, and real ones have flaws (a Declarer tag that contradicts the auction,
a revoke written in PBN's notation): every board whose deal is valid opens — the auction and play as far as
they are consistent — and what the file says that is not shown is listed under it, board by board. A
``tt-open-board`` menu picks the board; ``tt-open-problems`` names the problems of the one shown and the
games that could not be opened at all.

CSS classes: ``tt-opener`` (``tt-open-file``, ``tt-open-text``, ``tt-open-show``, ``tt-message``,
``tt-open-board``, ``tt-open-problems``, ``tt-open-result`` holding a ``tt-replay`` and a ``tt-scores``).

>>> opener = RecordOpener()
>>> opener.open_text('{"format": "trick-tutor/1", "game": "nope"}')
False
>>> opener.message
"game: unknown game 'nope'; expected one of basics, spades, gongzhu, bridge, wang27"
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..games import file_types
from ..games import get as get_game
from ..i18n import domain, join
from ..opened import Opened, Opening
from ..replay import Replay, load
from .base import MessageMixin, esc, guarded, style
from .replay import TrickReplay
from .views import ScoreSheetView

t, tn = domain("tutor")


class RecordOpener(w.VBox, MessageMixin):
    """Open or paste a record: the replay to step through and the sheets of the finished hand."""

    def __init__(self) -> None:
        suffixes = [".json", *sorted(file_types())]
        self._file = w.FileUpload(accept=",".join(suffixes), multiple=False,
                                 description=t("Open a record file"))
        self._file.add_class("tt-open-file")
        self._file.observe(self._on_file, names="value")
        self._text = w.Textarea(placeholder=t("…or paste a record here (a trick-tutor JSON record, PBN or LIN)"),
                                layout=w.Layout(width="100%", height="120px"))
        self._text.add_class("tt-open-text")
        show = w.Button(description=t("Show this record"), layout=w.Layout(width="auto"))
        show.add_class("tt-open-show")
        show.on_click(lambda _b: self.open_text(self._text.value))
        self._result = w.VBox()
        self._result.add_class("tt-open-result")
        self._board = w.Dropdown(options=[], description=t("Board"), layout=w.Layout(width="auto",
                                                                                  display="none"))
        self._board.add_class("tt-open-board")
        self._board.observe(self._on_board, names="index")
        self._problems = w.HTML("")
        self._problems.add_class("tt-open-problems")
        self.replay: Replay | None = None
        self.opening = Opening()
        super().__init__([style(), w.HBox([self._file, show]), self._text, self._make_message(), self._board,
                          self._problems, self._result])
        self.add_class("tt-widget")
        self.add_class("tt-opener")

    def __repr__(self) -> str:
        return f"RecordOpener({self.replay!r})" if self.replay else "RecordOpener(no record yet)"

    def open_text(self, text: str, suffix: str = "") -> bool:
        """Show the record ``text`` (``suffix``: the file type, guessed from the text when empty)."""
        return bool(self._open(text, suffix))

    @guarded
    def _open(self, text: str, suffix: str) -> bool:
        text = text.strip()
        if not text:
            self._error(t("Open a record file or paste a record first."))
            return False
        if not suffix:
            suffix = ".json" if text.startswith("{") else ".lin" if "|" in text[:200] else ".pbn"
        if suffix == ".json":
            opening = Opening((Opened(load(text)),))
        else:
            games = file_types()
            if suffix not in games:
                self._error(t("A {suffix} file is not a record the tutor reads: use .json, {others}.", suffix=suffix,
                              others=", ".join(sorted(games))))
                return False
            opening = games[suffix].open_file(text, suffix)
            if not opening.any:
                self._error(join(" ", [t("This {suffix} file holds no hand the tutor can open.", suffix=suffix),
                                       *opening.refused[:1]]) if opening.refused else
                            t("This {suffix} file holds no hand.", suffix=suffix))
                return False
        self.opening = opening
        labels = [self._label(o) for o in opening.opened]
        self._board.unobserve(self._on_board, names="index")
        self._board.options = [(label, k) for k, label in enumerate(labels)]
        self._board.index = 0
        self._board.observe(self._on_board, names="index")
        self._board.layout.display = "" if len(labels) > 1 else "none"
        self._show(0)
        return True

    @staticmethod
    def _label(o: Opened) -> str:
        name = o.label or t("the hand")
        if not o.problems:
            return str(name)
        return str(tn("{hand} ({n} problem)", "{hand} ({n} problems)", len(o.problems), hand=name, n=len(o.problems)))

    def _on_board(self, change: Any) -> None:
        if change["new"] is not None:
            self._show(int(change["new"]))

    @guarded
    def _show(self, k: int) -> None:
        """Show hand ``k`` of the file opened: its replay, its sheets, and what of the file it leaves out."""
        hand = self.opening.opened[k]
        replay = self.replay = hand.replay
        game = get_game(replay.game)
        sheets = game.score_sheets(replay.final) if replay.final.is_terminal() else {}
        shown: list[Any] = [TrickReplay(replay, share=False)]
        if sheets:
            shown.append(ScoreSheetView(sheets))
        self._result.children = shown
        self._problems.value = self._problems_html(hand)
        said = tn("{game}: {n} step.", "{game}: {n} steps.", len(replay), game=game.title, n=len(replay))
        parts: list[Any] = [said]
        if len(self.opening.opened) > 1:
            parts.insert(0, tn("{n} hand opened from this file.", "{n} hands opened from this file.",
                               len(self.opening.opened), n=len(self.opening.opened)))
        if hand.problems:
            parts.append(tn("Shown in part: {n} problem of the file is named below.",
                            "Shown in part: {n} problems of the file are named below.", len(hand.problems),
                            n=len(hand.problems)))
        if not sheets:
            parts.append(t("The hand is not finished, so there is no score sheet yet."))
        self._say(join(" ", parts))

    def _problems_html(self, hand: Opened) -> str:
        """The problems of ``hand`` and the games of the file that could not be opened, as escaped text."""
        out = []
        if hand.problems:
            title = t("What the file says that is not shown:")
            out.append(f"<div class='tt-open-problems-title'>{esc(title)}</div>")
            out.append("<ul>" + "".join(f"<li>{esc(p)}</li>" for p in hand.problems) + "</ul>")
        refused = self.opening.refused
        if refused:
            most = 20
            out.append("<div class='tt-open-problems-title'>" + esc(tn(
                "{n} game of the file could not be opened:", "{n} games of the file could not be opened:",
                len(refused), n=len(refused))) + "</div>")
            items = "".join(f"<li>{esc(p)}</li>" for p in refused[:most])
            if len(refused) > most:
                more = tn("… and {n} more", "… and {n} more", len(refused) - most, n=len(refused) - most)
                items += f"<li>{esc(more)}</li>"
            out.append(f"<ul>{items}</ul>")
        return "".join(out)

    def _on_file(self, change: Any) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        name = str(f.get("name", ""))
        suffix = "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""
        try:
            text = bytes(f["content"]).decode("utf-8")
        except UnicodeDecodeError:
            if suffix not in file_types():
                self._error(t("{name} is not a text file in UTF-8.", name=name))
                return
            text = bytes(f["content"]).decode("latin-1")  # PBN's own character set (ISO 8859-1)
        self._text.value = text
        self.open_text(text, suffix)
