"""Each skill's memory state, scheduled by FSRS (the ``fsrs`` package).

Every drill answer is one review of its skill's card: wrong is ``Again``, right is ``Good``, right within
:data:`QUICK` seconds is ``Easy``. The card (stability, difficulty, due time) is kept as FSRS's own JSON.
Fuzzing is off, so the same answers at the same times give the same schedule.

**Mastery** (0..1) is the chance FSRS gives that the learner still gets the skill right a week from now
(its retrievability at ``now + 7 days``): one lucky answer is not mastery (the stability is small and the
week-ahead chance low), and mastery fades while a skill is not practised, like a strength meter.
A skill is **due** at its card's due time; a review is offered once that time has come.

>>> import datetime as dt
>>> t0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
>>> card = review(None, True, t0, seconds=9.0)
>>> due(card) - t0
datetime.timedelta(seconds=600)
>>> 0.7 < mastery(card, t0) < 0.9
True
>>> mastery(review(card, False, t0), t0) < mastery(card, t0)
True
"""

from __future__ import annotations

import datetime as dt
from functools import cache

import fsrs

from .clock import aware

#: A right answer within this many seconds counts as easy.
QUICK = 4.0
HORIZON = dt.timedelta(days=7)


@cache
def scheduler() -> fsrs.Scheduler:
    return fsrs.Scheduler(enable_fuzzing=False)


def rating(correct: bool, seconds: float | None) -> fsrs.Rating:
    if not correct:
        return fsrs.Rating.Again
    if seconds is not None and 0 <= seconds <= QUICK:
        return fsrs.Rating.Easy
    return fsrs.Rating.Good


def load(text: str | None) -> fsrs.Card | None:
    return fsrs.Card.from_json(text) if text else None


def dump(card: fsrs.Card) -> str:
    return card.to_json()


def review(card: fsrs.Card | None, correct: bool, when: dt.datetime, *, seconds: float | None = None) -> fsrs.Card:
    """The card after one answer at ``when`` (a new card for the skill's first answer)."""
    start = card if card is not None else fsrs.Card(card_id=1, due=aware(when))
    new, _log = scheduler().review_card(start, rating(correct, seconds), review_datetime=aware(when))
    return new


def due(card: fsrs.Card) -> dt.datetime:
    return aware(card.due)


def mastery(card: fsrs.Card | None, when: dt.datetime) -> float:
    """0..1: the chance of still getting it right a week after ``when`` (0.0 for a skill never answered)."""
    if card is None or card.last_review is None:
        return 0.0
    value = scheduler().get_card_retrievability(card, current_datetime=aware(when) + HORIZON)
    return round(max(0.0, min(1.0, float(value))), 4)
