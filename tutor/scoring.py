"""Score sheets: every score is a list of lines that add up, each with a reason.

A sheet is plain data; ``tutor.render.sheets`` draws it (its ``_repr_html_`` asks the renderer, as a
``Card`` does for its picture).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a worked score: ``label`` (short), ``points`` (signed), ``reason`` (the arithmetic)."""

    label: str
    points: int
    reason: str = ""

    def __str__(self) -> str:
        text = f"{self.label}: {self.points:+d}"
        return f"{text} ({self.reason})" if self.reason else text


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """An itemised score whose ``total`` is by construction the sum of its lines.

    >>> sheet = ScoreSheet([ScoreLine("contract made", 70, "7 × 10"), ScoreLine("bags", 1, "1 overtrick")])
    >>> sheet.total
    71
    >>> print(sheet)
    contract made: +70 (7 × 10)
    bags: +1 (1 overtrick)
    total: +71
    """

    lines: tuple[ScoreLine, ...] = ()
    title: str = ""
    notes: tuple[str, ...] = field(default=())

    def __init__(self, lines: Iterable[ScoreLine] = (), title: str = "", notes: Iterable[str] = ()) -> None:
        object.__setattr__(self, "lines", tuple(lines))
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "notes", tuple(notes))

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    def __iter__(self) -> Iterator[ScoreLine]:
        return iter(self.lines)

    def plus(self, *lines: ScoreLine) -> ScoreSheet:
        """A new sheet with ``lines`` appended."""
        return ScoreSheet(self.lines + lines, self.title, self.notes)

    def __str__(self) -> str:
        rows = [self.title] if self.title else []
        rows += [str(line) for line in self.lines]
        rows.append(f"total: {self.total:+d}")
        rows += list(self.notes)
        return "\n".join(rows)

    def _repr_html_(self) -> str:
        from .render.sheets import sheets_html  # display is an adapter: imported only when drawn

        return sheets_html(self)
