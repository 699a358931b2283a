"""Each skill's memory state, scheduled by FSRS (the ``fsrs`` package).

Every drill answer is one review of its skill's card: wrong is ``Again``, right is ``Good``, right within
:data:`QUICK` seconds is ``Easy``. The card (stability, difficulty, due time) is kept as FSRS's own JSON.
Fuzzing is off, so the same answers at the same times give the same schedule.

**Mastery** (0..1) is evidence-weighted: the chance FSRS gives that the learner still gets the skill right a
week from now (its retrievability at ``now + 7 days``) times the share of :data:`EVIDENCE` right answers seen so
far (``min(1, right / EVIDENCE)``). One answer cannot show mastery: a single quick right answer gives FSRS a
week-ahead chance near 0.9, and the meter then read 91%; weighted, it reads at most 100/EVIDENCE %. Mastery
fades while a skill is not practised, like a strength meter.

A skill is **due** at its card's due time; a review is offered once that time has come, but never on the day
of the answer that set it (:func:`review_at`): FSRS's learning steps bring a wrong or first answer back after
a few minutes, which is a drill's business (the practice page asks again at once), not a review to list on the
home page. "Today" is the calendar day on this computer's clock (its local time zone).

>>> import datetime as dt
>>> t0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
>>> card = review(None, True, t0, seconds=9.0)
>>> due(card) - t0
datetime.timedelta(seconds=600)
>>> review_at(card) > due(card) and review_at(card).astimezone().date() > t0.astimezone().date()
True
>>> 0.7 < mastery(card, t0) < 0.9 and mastery(card, t0, right=1) <= 1 / EVIDENCE
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
#: How many right answers it takes before the mastery meter can fill (see the module's text).
EVIDENCE = 5


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


def review_at(card: fsrs.Card) -> dt.datetime:
    """When a review is offered: the card's due time, but not before the next local day after its last review
    (nothing answered today is due again today)."""
    at = due(card)
    if card.last_review is None:
        return at
    local = aware(card.last_review).astimezone()
    tomorrow = (local + dt.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(at, aware(tomorrow))


def mastery(card: fsrs.Card | None, when: dt.datetime, *, right: int | None = None) -> float:
    """0..1: the chance of still getting it right a week after ``when``, weighted by the evidence (``right``
    answers of :data:`EVIDENCE`; None: FSRS's chance alone). 0.0 for a skill never answered."""
    if card is None or card.last_review is None:
        return 0.0
    value = scheduler().get_card_retrievability(card, current_datetime=aware(when) + HORIZON)
    weight = 1.0 if right is None else min(1.0, max(0, right) / EVIDENCE)
    return round(max(0.0, min(1.0, float(value) * weight)), 4)
