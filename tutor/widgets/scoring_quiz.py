"""Bridge scoring quizzes whose answer and every wrong answer's explanation come from the engine.

A wrong answer is explained about the deal the question asks (its contract, vulnerability and tricks),
never with another deal's score sheet: the feedback names the slip that gives the number chosen, when the
engine finds one (another vulnerability, another double, one trick more or fewer, every undertrick at one
rate), then works out the deal asked line by line.

>>> q = bridge_score_quiz("4♠X, not vulnerable, down 3?", "4SX", False, 7, ["300", "500", "600"])
>>> q.options[q.answer]
'500'
>>> print(wrong_answer_reason("4SX", False, 7, 600))
600 counts all 3 undertricks at 200 each, but they are not all worth the same. Here (4♠X (doubled) down 3, \
not vulnerable): 1st undertrick −100 (doubled, not vulnerable); 2nd and 3rd undertricks −400 (2 × 200).
>>> print(wrong_answer_reason("4SX", False, 7, 1000))
1000 is the score of 4♠XX (redoubled) down 3, not vulnerable: 1000 points to the defenders (declarer's side \
scores −1000). Here (4♠X (doubled) down 3, not vulnerable): 1st undertrick −100 (doubled, not vulnerable); 2nd \
and 3rd undertricks −400 (2 × 200).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Literal

from ..errors import ParseError
from ..games import bridge
from ..i18n import Text, domain, join
from ..scoring import ScoreSheet, signed
from .quiz import Quiz

t, tn = domain("bridge")

Side = Literal["declarer", "defenders"]

__all__ = ["bridge_score_quiz", "wrong_answer_reason", "sheet_reasoning"]


def _value(sheet: ScoreSheet, side: Side) -> int:
    """The number the question asks: the declaring side's score, or the defenders' points (positive)."""
    return -sheet.total if side == "defenders" else sheet.total


def _heading(sheet: ScoreSheet) -> str:
    """The sheet's title without its points: ``4♠X (doubled) down 3, not vulnerable``."""
    return sheet.title.split(": ", 1)[0].split("：", 1)[0]


def sheet_reasoning(sheet: ScoreSheet) -> Text:
    """The sheet's lines with their reasons, without the total (the learner adds them up)."""
    return join(t("; "), [t("{label} {points} ({reason})", label=ln.label_text, points=signed(ln.points),
                            reason=ln.reason_text) if ln.reason else t("{label} {points}", label=ln.label_text,
                                                                   points=signed(ln.points))
                          for ln in sheet])


def _neighbours(contract: str, vulnerable: bool, tricks: int) -> Iterator[tuple[str, bool, int]]:
    """The deals one slip away: the other vulnerability, another double, one trick more or fewer."""
    base = contract.rstrip("X")
    yield contract, not vulnerable, tricks
    for x in ("", "X", "XX"):
        if base + x != contract:
            yield base + x, vulnerable, tricks
    for d in (1, -1):
        if 0 <= tricks + d <= 13:
            yield contract, vulnerable, tricks + d


def wrong_answer_reason(contract: str, vulnerable: bool, tricks: int, chosen: int, *,
                        side: Side = "defenders") -> Text:
    """Why ``chosen`` is not the score of ``contract`` with ``tricks`` taken, about this very deal."""
    sheet = bridge.score(contract, vulnerable=vulnerable, tricks=tricks)
    here = t("Here ({deal}): {lines}.", deal=_heading(sheet), lines=sheet_reasoning(sheet))
    if chosen == _value(sheet, side):
        raise ParseError(t("{points} is the right score", points=chosen))
    down = bridge.Contract.parse(contract).tricks_needed - tricks
    if down > 1:  # the usual slip: every undertrick at one rate, when the table charges them differently
        def lost(k: int) -> int:  # the defenders' points for ``k`` undertricks
            return -bridge.score(contract, vulnerable=vulnerable, tricks=tricks + down - k).total

        steps = [lost(k) - (lost(k - 1) if k > 1 else 0) for k in range(1, down + 1)]
        if len(set(steps)) > 1:
            for each in sorted(set(steps)):
                if each * down == abs(chosen):
                    return t("{why} {here}", here=here, why=t(
                        "{chosen} counts all {n} undertricks at {each} each, but they are not all worth the same.",
                        chosen=chosen, n=down, each=each))
    for other in _neighbours(contract, vulnerable, tricks):
        slip = bridge.score(other[0], vulnerable=other[1], tricks=other[2])
        if _value(slip, side) == chosen:
            return t("{why} {here}", here=here, why=t("{chosen} is the score of {deal}.", chosen=chosen,
                                                      deal=slip.title_text))
    return t("{why} {here}", here=here, why=t("{chosen} is not what this deal scores.", chosen=chosen))


def bridge_score_quiz(question: str, contract: str, vulnerable: bool, tricks: int, options: Sequence[str], *,
                      side: Side = "defenders") -> Quiz:
    """A multiple-choice question on a bridge score: the right option is the engine's score (the defenders'
    points by default, ``side="declarer"`` for the declaring side's), each wrong option is explained by
    :func:`wrong_answer_reason`, and the right one by the worked sheet. Every option must be a number."""
    sheet = bridge.score(contract, vulnerable=vulnerable, tricks=tricks)
    value = _value(sheet, side)
    try:
        numbers = [int(str(o).replace("−", "-")) for o in options]
    except ValueError as e:
        raise ParseError(t("every option of a score quiz is a number: {error}", error=str(e))) from e
    if value not in numbers:
        raise ParseError(t("none of the options is the score {points}", points=value))
    feedback: dict[str | int, str] = {i: wrong_answer_reason(contract, vulnerable, tricks, n, side=side)
                for i, n in enumerate(numbers) if n != value}
    explanation = t("{title}: {lines}; total {total}", title=sheet.title_text, lines=sheet_reasoning(sheet),
                    total=signed(sheet.total))
    return Quiz(question, [str(o) for o in options], numbers.index(value), explanation, feedback, html=False)
