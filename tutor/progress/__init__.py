"""Progress that lasts: who the learner is, every answer they gave, and when each skill is due for review.

The store (the contract outside checks call)::

    from tutor import progress
    store = progress.open(url=None)   # None: TUTOR_DB when set, else SQLite in the data folder (TUTOR_DATA)
    store.record(learner, item, correct, answer=None, seconds=None, now=None)
    store.summary(learner, now=None); store.answers(learner); store.forget(learner)

``item`` is ``"quiz:<lesson>#<n>"`` (question n of a lesson page, counted from 1 in the order the page
makes them), ``"drill:<skill id>:<seed>"``, ``"table:<table id>#<deal>"`` (a hand played at a table:
correct when the learner's side did at least as well as every other, the answer the hand's score; listed
in the summary's ``"hands"``) or ``"lesson:<lesson>"`` (answer ``"opened"``, or ``"finished"``
with correct True when every question of the visit was right at the first try). ``<lesson>`` is the
language-free lesson id, ``spades/01-the-deal-and-the-bid`` (the same lesson in English and Chinese is one
lesson; it is what ``practice.Skill.lesson`` names).

A lesson is **finished** once every question on its page has been answered right (the app records
``lesson:<lesson>`` ``"finished"`` then); a lesson page without questions (a glossary) counts as finished
once opened (the landing page knows which lessons have questions). The app records ``"opened"`` when it
hands a lesson page to a learner.

``store.summary(learner)`` is a dict::

    {"learner": id, "name": str | None, "now": ISO time, "answers": how many,
     "lessons": {"spades/01-...": {"opened", "finished", "questions" (answered), "first_try_right",
                                   "mastery" (first-try share, 0..1), "due" (a date or None), "due_at",
                                   "review" (due now; never on the day it was last answered: memory.review_at),
                                   "last": ISO time of its latest answer}},
     "skills": {"wang27.follow": {"answers", "right", "first_try_right", "finished" (FSRS review state),
                                  "mastery" (0..1, evidence-weighted: memory.py), "due" (a date or None), "due_at",
                                  "review"}},
     "reviews": [skill ids due now, soonest first], "lesson_reviews": [lesson ids due now, soonest first],
     "weakest": the practised skill of least mastery or None,
     "hands": [{"item": "table:<id>#<deal>", "won": bool, "time": ISO time}, ...] (hands played at tables),
     "choices": {"bridge.bidding": "precision", ...} (what the learner chose once, ``choice:<key>`` items: the
                 latest answer; ``tutor.games.bridge.bidding.choice``)}

Spaced review (:mod:`tutor.progress.memory`): every drill answer is an FSRS review of its skill; finishing
a lesson is a review of the lesson, right (``correct`` True) when every question of that visit was right at
the first try. A lesson or skill answered wrong comes back soon, one answered right later and later.

``store.answers(learner)`` lists ``{"item", "correct", "answer", "seconds", "time"}`` in order: what "export
my progress" writes. For the teacher's class view: ``store.learners()`` gives ``[{"id", "name", "created"}]``
and ``store.answers_for(item_prefix)`` every learner's answers whose item starts with the prefix (each with
``"learner"``). ``store.set_name(learner, name)`` names a learner (text, at most 40 characters, checked);
``store.count()`` counts all answers. Every failure is :class:`tutor.errors.StoreError` with ``.reason``.

Time: every write and summary takes ``now=``; the store's clock is :func:`tutor.progress.clock.now`, which
``TUTOR_CLOCK`` moves (``+1d``) in the server and the kernels it starts (nowhere else).

In a lesson kernel, ``progress.here()`` is the session (see :mod:`tutor.progress.session`): ``.learner``,
``.saving``, ``.problem`` (one sentence in the current language, or None), ``.record(item, correct,
answer=None, seconds=None) -> bool``, ``.summary()``, ``.mastery(skill_id)``. It never raises.
"""

from __future__ import annotations

from .clock import now
from .names import NAME_MAX, clean_name
from .session import Session, here, lesson_id, problem_text
from .store import Store, data_dir, default_url, open_store

__all__ = ["NAME_MAX", "Session", "Store", "clean_name", "data_dir", "default_url", "here", "lesson_id", "now",
           "open", "problem_text"]


def open(url: str | None = None, *, timeout: float = 15.0) -> Store:  # noqa: A001 - the name the contract gives it
    """Open the store at ``url`` (an SQLAlchemy URL; None: ``TUTOR_DB`` or SQLite in the data folder).

    ``timeout`` is how long a write may wait for a busy database before :class:`StoreError` ("locked").
    """
    return open_store(url, timeout=timeout)
