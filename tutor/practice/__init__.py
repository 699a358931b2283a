"""Practice drills for every game, made by the engine.

>>> from tutor import practice
>>> [s.id for s in practice.skills("basics")][:2]
['basics.winner', 'basics.trumps']
>>> ex = practice.exercise("basics.follow", seed=7, level=1)
>>> again = practice.exercise("basics.follow", seed=7, level=1)
>>> ex == again and (ex.prompt, ex.choices, ex.answer) == (again.prompt, again.choices, again.answer)
True
>>> ex == practice.exercise("basics.follow", seed=8, level=1)
False
>>> ex.explain(ex.answer).split(" ")[1:4]
['may', 'be', 'played:']
>>> practice.exercise("chess.mate", seed=1)
Traceback (most recent call last):
...
tutor.errors.PracticeError: there is no skill "chess.mate": the skills are listed by practice.skills(game)
"""

from __future__ import annotations

from functools import cache

from .. import catalog
from ..cards import short_repr, shown_text
from ..errors import PracticeError
from ..i18n import domain
from .core import LEVELS, Exercise, Skill, check_level, check_seed
from .rules import in_force

t, tn = domain("practice")

__all__ = ["GAMES", "LEVELS", "Exercise", "Skill", "exercise", "in_force", "level_for", "skill", "skills",
           "skills_for_lesson"]

#: The games with drills, in the landing page's order.
GAMES = catalog.names(practice=True)  # the games with drills (tutor.catalog)


@cache
def _of(game: str) -> tuple[Skill, ...]:
    # each game's drills are imported on first use: a page of one game loads only the engine it asks about
    from importlib import import_module

    return tuple(import_module(f"{__name__}.{game}").SKILLS)


def skills(game: str) -> list[Skill]:
    """The skills of ``game`` (``"basics" "spades" "gongzhu" "bridge" "wang27"``), in lesson order."""
    if not isinstance(game, str) or game not in GAMES:
        named = game[:30] if isinstance(game, str) else short_repr(game, 30)
        raise PracticeError(t('there is no game "{game}" to practise: choose one of {games}', game=named,
                              games=", ".join(GAMES)))
    return list(_of(game))


def skill(skill_id: str) -> Skill:
    """The skill with this id (``"wang27.follow"``)."""
    if isinstance(skill_id, str) and (game := skill_id.split(".")[0]) in GAMES:
        for sk in _of(game):
            if sk.id == skill_id:
                return sk
    # a name with line breaks or control characters is shown escaped, so the message stays one line, and cut at
    # 39 characters as shown (an escape is up to 10 of them: "\U0001b2fc"), so the message stays short
    named = shown_text(skill_id, 39) if isinstance(skill_id, str) else short_repr(skill_id, 40)
    raise PracticeError(t('there is no skill "{skill}": the skills are listed by practice.skills(game)',
                          skill=named))


def skills_for_lesson(lesson: str) -> list[Skill]:
    """The skills that practise a lesson (``"wang27/02-combinations"``); empty when none does."""
    lesson = str(lesson).removesuffix(".ipynb")
    game = lesson.split("/")[0]
    return [sk for sk in (_of(game) if game in GAMES else ()) if sk.lesson == lesson]


def exercise(skill_id: str, seed: int = 0, level: int = 1, rules: object = None) -> Exercise:
    """The exercise of ``skill_id`` for ``seed`` (a whole number from 0) and ``level`` (1, 2 or 3), played by
    ``rules`` (house rules: :func:`in_force` gives the class's or the learner's; ``None``, the usual ones): the
    same four give the same exercise.

    >>> ex = exercise("spades.gameover", seed=3, rules={"win_at": 400})
    >>> ex.rules.rules.win_at, "won at 400" in ex.prompt, ex.prompt.startswith("<p class='tt-rules-in-force'>")
    (400, True, True)
    """
    sk = skill(skill_id)
    return Exercise(sk, check_seed(seed), check_level(level), rules)


def level_for(mastery: float) -> int:
    """The level to practise at for a skill's mastery (0..1): 1 below 0.4, 2 below 0.75, else 3.

    >>> [level_for(m) for m in (0.0, 0.39, 0.4, 0.8, 1.0)]
    [1, 1, 2, 3, 3]
    """
    try:
        m = float(mastery)
    except (TypeError, ValueError):
        return 1
    if not m == m:  # NaN: nothing known
        return 1
    return 1 if m < 0.4 else 2 if m < 0.75 else 3
