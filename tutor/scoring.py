"""Score sheets: every score is a list of lines that add up, each with a reason.

A sheet is plain data; ``tutor.render.sheets`` draws it (its ``_repr_html_`` asks the renderer, as a
``Card`` does for its picture).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from .i18n import domain

t, tn = domain("tutor")

MINUS = "\u2212"  # the minus sign (−), not the hyphen: every score a page shows is written with it


def number(value: int) -> str:
    """A number as a score is written: a true minus sign, no plus.

    >>> number(-190), number(0), number(500)
    ('−190', '0', '500')
    """
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A score with its sign, as ``format(value, "+d")`` but with a true minus sign.

    >>> signed(-380), signed(0), signed(60)
    ('−380', '+0', '+60')
    """
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


class ScoreLine:
    """One line of a worked score: ``label`` (short), ``points`` (signed), ``reason`` (the arithmetic).

    Immutable. ``label`` and ``reason`` read in the current language (``tutor.i18n``), whichever language
    the line was made in.
    """

    __slots__ = ("_label", "points", "_reason")
    _label: str
    points: int
    _reason: str

    def __init__(self, label: str, points: int, reason: str = "") -> None:
        object.__setattr__(self, "_label", label)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "_reason", reason)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a ScoreLine cannot be changed (tried to set {name})")

    @property
    def label(self) -> str:
        return str(self._label)

    @property
    def reason(self) -> str:
        return str(self._reason)

    @property
    def label_text(self) -> str:
        """The label as made: a :class:`tutor.i18n.Text` that reads in the language current wherever it is
        shown (put it in another message and it follows that message's language); :attr:`label` is its text now."""
        return self._label

    @property
    def reason_text(self) -> str:
        """The reason as made: a :class:`tutor.i18n.Text` that reads in the language current wherever it is
        shown (put it in another message and it follows that message's language); :attr:`reason` is its text now."""
        return self._reason

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreLine):
            return NotImplemented
        return (self._label, self.points, self._reason) == (other._label, other.points, other._reason)

    def __hash__(self) -> int:
        return hash((str.__str__(self._label), self.points, str.__str__(self._reason)))

    def __repr__(self) -> str:
        return f"ScoreLine(label={self.label!r}, points={self.points!r}, reason={self.reason!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return (ScoreLine, (self._label, self.points, self._reason))

    def __str__(self) -> str:
        text = str(t("{label}: {points}", label=self._label, points=signed(self.points)))
        return str(t("{line} ({reason})", line=text, reason=self._reason)) if self.reason else text


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
    _title: str = ""
    _notes: tuple[str, ...] = field(default=())

    def __init__(self, lines: Iterable[ScoreLine] = (), title: str = "", notes: Iterable[str] = ()) -> None:
        object.__setattr__(self, "lines", tuple(lines))
        object.__setattr__(self, "_title", title)
        object.__setattr__(self, "_notes", tuple(notes))

    def __repr__(self) -> str:
        return f"ScoreSheet(lines={self.lines!r}, title={self.title!r}, notes={self.notes!r})"

    @property
    def title(self) -> str:
        """The title, in the current language."""
        return str(self._title)

    @property
    def title_text(self) -> str:
        """The title as made: a :class:`tutor.i18n.Text` that reads in the language current wherever it is
        shown (put it in another message and it follows that message's language); :attr:`title` is its text now."""
        return self._title

    @property
    def notes(self) -> tuple[str, ...]:
        """The notes under the total, in the current language."""
        return tuple(str(n) for n in self._notes)

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    def __iter__(self) -> Iterator[ScoreLine]:
        return iter(self.lines)

    def plus(self, *lines: ScoreLine) -> ScoreSheet:
        """A new sheet with ``lines`` appended."""
        return ScoreSheet(self.lines + lines, self._title, self._notes)

    def __str__(self) -> str:
        rows = [self.title] if self.title else []
        rows += [str(line) for line in self.lines]
        total = signed(self.total)
        rows.append(str(t("total: {points}", points=total)))
        rows += list(self.notes)
        return "\n".join(rows)

    def _repr_html_(self) -> str:
        from .render.sheets import sheets_html  # display is an adapter: imported only when drawn

        return sheets_html(self)
