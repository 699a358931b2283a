"""A teacher's own example without code: open a record file (a trick-tutor ``.json`` record, or a bridge
``.pbn``/``.lin``) or paste its text, and see its step-through replay and, once the hand is over, its score
sheets. The record is checked by the engine: a bad one is refused with the engine's reason, in words.

CSS classes: ``tt-opener`` (``tt-open-file``, ``tt-open-text``, ``tt-open-show``, ``tt-message``,
``tt-open-result`` holding a ``tt-replay`` and a ``tt-scores``).

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
from ..replay import Replay, load
from .base import MessageMixin, guarded, style
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
        self.replay: Replay | None = None
        super().__init__([style(), w.HBox([self._file, show]), self._text, self._make_message(), self._result])
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
            replay = load(text)
        else:
            games = file_types()
            if suffix not in games:
                self._error(t("A {suffix} file is not a record the tutor reads: use .json, {others}.", suffix=suffix,
                              others=", ".join(sorted(games))))
                return False
            replays = games[suffix].read_text(text, suffix)
            if not replays:
                self._error(t("This {suffix} file holds no hand.", suffix=suffix))
                return False
            replay = replays[0]
        self.replay = replay
        game = get_game(replay.game)
        sheets = game.score_sheets(replay.final) if replay.final.is_terminal() else {}
        shown: list[Any] = [TrickReplay(replay, share=False)]
        if sheets:
            shown.append(ScoreSheetView(sheets))
        self._result.children = shown
        said = tn("{game}: {n} step.", "{game}: {n} steps.", len(replay), game=game.title, n=len(replay))
        self._say(said if sheets else join(" ", [said, t("The hand is not finished, so there is no score sheet yet.")]))
        return True

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
            self._error(t("{name} is not a text file in UTF-8.", name=name))
            return
        self._text.value = text
        self.open_text(text, suffix)
