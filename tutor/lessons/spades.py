"""Set-up of the Spades lessons: ``from tutor.lessons.spades import *``.

>>> pts(-40), pts(50)
('−40', '+50')
>>> trick("N", "S2 SA S5 SK").winner()
'E'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from IPython.display import HTML, Markdown

from tutor import i18n, replay
from tutor.cards import Card, parse_cards
from tutor.games import spades
from tutor.render import hand_svg
from tutor.render.table import trick_svg
from tutor.scoring import number
from tutor.seats import SEAT_NAME, partner_of
from tutor.tricks import Trick
from tutor.widgets import HandViewer, PlayAlong, Quiz, ScoreSheetView, TrickReplay
from tutor.widgets.spades import BidBox, ScoreCalculator

__all__ = ["HTML", "BidBox", "Card", "HandViewer", "Markdown", "PlayAlong", "Quiz", "SEAT_NAME", "ScoreCalculator",
           "ScoreSheetView", "Trick", "TrickReplay", "after_bids", "end_choice", "escape", "hand_svg", "i18n",
           "nil_points", "parse_cards", "partner_of", "pts", "replay", "say", "sheet", "spades", "table", "trick",
           "trick_svg", "who_wins"]

t, _tn = i18n.domain("spades")


def trick(leader: str, cards: str) -> Trick:
    """A complete trick of spades (trump ♠): ``leader`` plays first, then the others clockwise."""
    seats = "NESWNESW"["NESW".index(leader):][:4]
    return Trick(leader, tuple(zip(seats, parse_cards(cards), strict=True)), "S")


def sheet(bids: Mapping[str, Any], tricks: Mapping[str, int], before: Any = None, rules: Any = None,
          team: str = "NS") -> Any:
    """The engine's score sheet of one team for one hand."""
    return spades.score_hand(bids, tricks, before=before, rules=rules)[team].sheet


def after_bids(state: spades.State, bids: Iterable[Any]) -> spades.State:
    """The hand after these bids, one per seat in turn (the engine refuses a wrong one, with the reason).

    >>> after_bids(spades.new_hand(seed=26, dealer="W", looked="NESW"), (1, 2, 3, 4)).phase
    'play'
    """
    for bid in bids:
        state = state.apply(bid)
    return state


def nil_points(bid: str, took: int) -> int:
    """What a nil (``"nil"``) or a blind nil (``"blind"``) scores when its bidder takes ``took`` tricks: the line
    of the engine's score sheet (the partner's bid of 1 beside it).

    >>> nil_points("nil", 0), nil_points("nil", 1), nil_points("blind", 0), nil_points("blind", 1)
    (100, -100, 200, -200)
    """
    return int(spades.score_hand({"N": 1, "S": bid}, {"N": 13 - took, "S": took})["NS"].sheet.lines[1].points)


def end_choice(scores: Mapping[str, int]) -> int:
    """The answer to "after this hand, what happens?" with the choices North–South win (0), another hand (1),
    East–West win (2): the engine's verdict (:func:`tutor.games.spades.game_over`).

    >>> end_choice({"NS": 510, "EW": 480}), end_choice({"NS": 520, "EW": 520}), end_choice({"NS": -200, "EW": 150})
    (0, 1, 2)
    """
    return {"NS": 0, None: 1, "EW": 2}[spades.game_over(scores)]


def pts(n: int) -> str:
    """A score with its sign, the minus a true minus sign."""
    return f"{n:+d}".replace("-", "−")


def say(text: object) -> Markdown:
    """A sentence of the engine, shown as text in the page's language."""
    return Markdown(str(text))


def _cell(value: object, tag: str) -> str:
    text = number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)
    return f"<{tag}>{text if text.startswith('<svg') else escape(text)}</{tag}>"


def table(head: Sequence[object], rows: Iterable[Sequence[object]]) -> HTML:
    """A lesson table: text escaped, card pictures (SVG) as they are."""
    body = "".join("<tr>" + "".join(_cell(c, "td") for c in row) + "</tr>" for row in rows)
    heads = "".join(_cell(c, "th") for c in head)
    return HTML(f"<table class='tt-sheet tt-lesson-table'><tr>{heads}</tr>{body}</table>")


def who_wins(tr: Trick, question: str) -> Quiz:
    """A quiz "who wins this trick?", every wrong answer explained by the card that beats it."""
    win = tr.winner()
    top = dict(tr.plays)[win]
    feedback: dict[str | int, str] = {str(SEAT_NAME[s]): str(t("{seat} played {card}, which loses to {winner}'s {top}.",
                                         seat=SEAT_NAME[s], card=c.symbol, winner=SEAT_NAME[win], top=top.symbol))
                for s, c in tr.plays if s != win}
    end = "." if i18n.current() == "en" else "。"
    return Quiz(f"<div>{escape(question)}</div>" + trick_svg(tr.plays),
                [str(SEAT_NAME[s]) for s, _ in tr.plays], str(SEAT_NAME[win]), str(tr.winner_reason()) + end,
                feedback=feedback)
