"""What a table looks like at one moment: plain data the renderers and widgets draw.

Games build a :class:`TableView` from their state (``state.view()``); display code never asks the
rules anything else, so no rule is re-implemented in a widget.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field

from .cards import Card
from .seats import SEAT_NAME

Play = tuple[str, tuple[Card, ...]]  # (seat, cards): one card in most games, several in 27 Wang


@dataclass(frozen=True)
class TableView:
    """Everything needed to draw a table.

    ``hands`` are already in the game's display order; ``trick`` holds the plays of the current
    trick; ``tricks_won`` counts per seat; ``info`` lines say trump, contract, bids and so on.
    """

    game: str
    hands: Mapping[str, tuple[Card, ...]]
    trick: tuple[Play, ...] = ()
    turn: str | None = None
    tricks_won: Mapping[str, int] = field(default_factory=dict)
    last_trick: tuple[Play, ...] = ()
    last_winner: str | None = None
    trump: str | None = None
    info: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=lambda: dict(SEAT_NAME))
    face_down: frozenset[str] = frozenset()  # seats the rules keep hidden (e.g. before dummy is shown)
    # labelled card groups (kitty, captured…); None stands for a card lying face down
    extra: tuple[tuple[str, tuple[Card | None, ...]], ...] = ()
    # what the seat to move is asked for, on its "▶" badge ("to declare", "to bury"); None: "to play"
    turn_word: str | None = None

    def _repr_svg_(self) -> str:
        from .render.table import table_svg  # display is an adapter: imported only when drawn

        return table_svg(self)


class Say(str):
    """A sentence for a lesson page: a paragraph, or a list when it holds several lines, never the
    monospaced block that ``print`` gives. Still a plain ``str`` (quizzes and tests compare it).

    >>> Say("West wins the trick.")._repr_html_()
    "<p class='tt-say'>West wins the trick.</p>"
    >>> Say("North bids 80.\\nWest passes.")._repr_html_()
    "<ul class='tt-say'><li>North bids 80.</li><li>West passes.</li></ul>"
    """

    def _repr_html_(self) -> str:
        lines = [line for line in self.splitlines() if line.strip()]
        if len(lines) > 1:
            return "<ul class='tt-say'>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"
        return f"<p class='tt-say'>{html.escape(self)}</p>"


def say(*lines: object) -> Say:
    """One or more sentences (engine texts render in the page's language) shown as prose.

    >>> say("Trump is ♥.", "North leads.")
    'Trump is ♥.\\nNorth leads.'
    """
    return Say("\n".join(str(line) for line in lines))
