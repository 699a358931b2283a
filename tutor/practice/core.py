"""The shapes every drill shares: a :class:`Skill`, the :class:`Exercise` made from it, and the helpers
the games' generators use to turn an engine position into choices.

A generator is ``make(rng, level) -> Draft``: it draws a position from ``rng`` (seeded by the skill, the
seed and the level, so the same three give the same exercise), asks the engine for the answer and for the
reason of every choice, and returns the texts in the current language. An :class:`Exercise` remembers
its seed and level, so it can make itself again in another language (``with i18n.language("zh")``) and
come out the same.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..cards import short_repr
from ..errors import PracticeError
from ..i18n import chinese, current, domain, language

t, tn = domain("practice")

#: Difficulty levels: 1 (first steps) to 3 (more cards, closer choices, rare cases).
LEVELS = (1, 2, 3)
#: Seeds are non-negative integers below this (64 bits): anything else is refused by name.
SEED_LIMIT = 2**64


@dataclass(frozen=True)
class Draft:
    """What a generator returns: the prompt (HTML), the choices (plain text), the right one's index and
    one sentence per choice saying why it is right or wrong (from the engine)."""

    prompt: str
    choices: tuple[str, ...]
    answer: int
    reasons: tuple[str, ...]
    #: the engine's position and each choice's value (an action, a seat, a number), in choice order: what
    #: a test recomputes the answer from
    facts: dict[str, Any] = field(default_factory=dict, compare=False)


Generator = Callable[[random.Random, int], Draft]


@dataclass(frozen=True)
class Skill:
    """One thing a learner practises: ``id`` (stable, ``"wang27.follow"``), the ``game``, the ``lesson``
    it follows (``"wang27/05-following"``) and its title in the current language."""

    id: str
    game: str
    lesson: str
    _title: str
    make: Generator
    _summary: str = ""

    @property
    def title(self) -> str:
        return str(self._title)

    @property
    def summary(self) -> str:
        """One line on what the drill asks."""
        return str(self._summary)

    def __repr__(self) -> str:
        return f"Skill({self.id!r})"


#: The rules the drill being made plays by, by game (set by :class:`Exercise` while its generator runs).
_IN_FORCE: ContextVar[Mapping[str, Any] | None] = ContextVar("tutor_practice_rules", default=None)


@cache
def _usual(game: str) -> Any:
    from ..games.switches import house_rules

    return house_rules(game).rules


def rules(game: str) -> Any:
    """The ``Rules`` the drill being made plays by: the exercise's house rules for ``game``, else its usual ones.
    Every generator deals, scores and judges with these, so a drill follows the rules in force."""
    return (_IN_FORCE.get() or {}).get(game) or _usual(game)


def checked_rules(game: str, given: Any) -> Any:
    """``given`` (a :class:`~tutor.games.switches.HouseRules`, a game's ``Rules``, a record's rules JSON, or
    ``None``) checked for ``game``: a ``HouseRules``, or ``None`` for the usual rules."""
    if given is None:
        return None
    from ..games.switches import HouseRules, house_rules

    checked = given if isinstance(given, HouseRules) else house_rules(game, given)
    return None if checked.rules == _usual(game) else checked


class Exercise:
    """One question: ``prompt`` (HTML), ``choices`` (distinct texts), ``answer`` (the right index) and
    ``explain(i)``: one sentence why choice ``i`` is right or wrong. Texts are in the current language.

    ``rules``: the house rules it plays by (:func:`checked_rules`; ``None``: the game's usual rules); the prompt
    then begins by naming them (``tt-rules-in-force``)."""

    __slots__ = ("skill", "seed", "level", "rules", "answer", "_drafts")

    def __init__(self, skill: Skill, seed: int, level: int, rules: Any = None) -> None:
        self.skill, self.seed, self.level = skill, seed, level
        self.rules = checked_rules(skill.game, rules)
        self._drafts: dict[str, Draft] = {}
        self.answer = self._draft().answer

    def _draft(self) -> Draft:
        lang = current()
        draft = self._drafts.get(lang)
        if draft is None:
            token = _IN_FORCE.set({self.skill.game: self.rules.rules} if self.rules is not None else None)
            try:
                with language(lang):
                    draft = self.skill.make(rng_for(self.skill.id, self.seed, self.level), self.level)
                    if self.rules is not None:
                        said = str(t("; ")).join(self.rules.plain())
                        note = str(t("House rules: {rules}.", rules=said))
                        draft = Draft(f"<p class='tt-rules-in-force'>{esc(note)}</p>{draft.prompt}", draft.choices,
                                      draft.answer, draft.reasons, draft.facts)
            finally:
                _IN_FORCE.reset(token)
            self._drafts[lang] = draft
        return draft

    def _rules_key(self) -> str | None:
        return None if self.rules is None else json.dumps(self.rules.to_json(), sort_keys=True)

    @property
    def skill_id(self) -> str:
        return self.skill.id

    @property
    def prompt(self) -> str:
        return self._draft().prompt

    @property
    def choices(self) -> tuple[str, ...]:
        return self._draft().choices

    @property
    def facts(self) -> dict[str, Any]:
        """The engine's position behind the exercise and each choice's value (for tests and checks)."""
        return self._draft().facts

    def explain(self, i: int) -> str:
        """Why choice ``i`` is right or wrong, in one plain sentence."""
        choices = self.choices
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(choices):
            raise PracticeError(t("choice {i} does not exist: choose 0 to {last}", i=_short(i),
                                  last=len(choices) - 1))
        return str(self._draft().reasons[i])

    def is_right(self, i: int) -> bool:
        return i == self.answer

    @property
    def item(self) -> str:
        """The progress record's item for this exercise: ``drill:<skill id>:<seed>``."""
        return f"drill:{self.skill.id}:{self.seed}"

    def __repr__(self) -> str:
        rules = "" if self.rules is None else f", rules={self.rules.to_json()}"
        return f"Exercise({self.skill.id!r}, seed={self.seed}, level={self.level}{rules})"

    # a value: the same skill, seed, level and rules are the same exercise (its texts are made from them)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Exercise):
            return NotImplemented
        return ((self.skill.id, self.seed, self.level, self._rules_key())
                == (other.skill.id, other.seed, other.level, other._rules_key()))

    def __hash__(self) -> int:
        return hash((self.skill.id, self.seed, self.level, self._rules_key()))


def _short(value: object) -> str:
    """A bad value named in a message, cut short (a number too long to write is named as such)."""
    return short_repr(value, 30)


def rng_for(skill_id: str, seed: int, level: int) -> random.Random:
    """The generator's random source: the same skill, seed and level give the same draws on every machine
    (``random.Random`` seeded by a string hashes it with SHA-512)."""
    return random.Random(f"{skill_id}:{seed}:{level}")


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise PracticeError(t("seed {seed} is not allowed: a seed is a whole number from 0 to 2^64 − 1",
                              seed=_short(seed)))
    return seed


def check_level(level: object) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise PracticeError(t("level {level} is not allowed: a level is 1, 2 or 3", level=_short(level)))
    return level


class NoPosition(Exception):
    """A drawn position does not suit the drill (nobody has to follow suit, say): draw another."""


def retry(make: Callable[[random.Random, int], Draft], tries: int = 200) -> Generator:
    """A generator that draws again while ``make`` raises :class:`NoPosition` (same rng: still seeded)."""

    def again(rng: random.Random, level: int) -> Draft:
        for _ in range(tries):
            try:
                return make(rng, level)
            except NoPosition:
                continue
        raise RuntimeError(f"{make.__qualname__}: no suitable position in {tries} draws")

    again.__qualname__ = make.__qualname__
    return again


def pick_choices(rng: random.Random, right: tuple[Any, ...], wrong: Sequence[tuple[Any, ...]], n: int,
                 prompt: str, **facts: Any) -> Draft:
    """A draft from the right choice and the wrong ones (each ``(text, reason)`` or ``(text, reason, value)``):
    wrong texts equal to the right one or to each other are dropped, ``n - 1`` of them kept at random, the
    order shuffled. ``facts`` (the position) and the choices' values go into :attr:`Draft.facts`."""
    seen = {right[0]}
    unique = []
    for option in wrong:
        if option[0] not in seen:
            seen.add(option[0])
            unique.append(option)
    if not unique:
        raise NoPosition
    kept = rng.sample(unique, min(n - 1, len(unique)))
    options = [right, *kept]
    rng.shuffle(options)
    facts["values"] = [o[2] if len(o) > 2 else o[0] for o in options]
    return Draft(prompt, tuple(str(o[0]) for o in options), options.index(right),
                 tuple(o[1] for o in options), facts)


def first_sentence(text: object) -> str:
    """The first sentence of an engine line (a play's narration goes on with the trick's winner when the play
    ends a trick: the drill's answer needs only the play).

    >>> first_sentence("North plays ♦6: the only card of that suit. East wins with ♦J")
    'North plays ♦6: the only card of that suit'
    >>> first_sentence("北家出♦6：这门只剩这一张。东家以♦J赢得这一墩")
    '北家出♦6：这门只剩这一张'
    """
    text = str(text)
    cuts = [i for i in (text.find(". "), text.find("。")) if i > 0]
    return text[: min(cuts)] if cuts else text


def esc(text: object) -> str:
    return html.escape(str(text), quote=False)


def para(*parts: Any) -> str:
    """A prompt paragraph of text (escaped) and pictures (HTML strings, passed as :class:`Pic`)."""
    out = []
    for p in parts:
        out.append(str(p) if isinstance(p, Pic) else esc(p))
    # sentences follow each other after a space in English, straight after the full stop (。) in Chinese
    return "<p>" + ("" if chinese() else " ").join(out) + "</p>"


class Pic(str):
    """A picture (SVG/HTML) inside a prompt: not escaped."""


def signed(points: int) -> str:
    """A score with its sign, a true minus sign: ``+70``, ``−149``, ``0``."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def near_numbers(rng: random.Random, right: int, steps: Sequence[int], n: int) -> list[int]:
    """Wrong numbers near ``right`` (``right ± step``), for the choices of a counting drill."""
    out = []
    for s in steps:
        for v in (right + s, right - s):
            if v != right and v not in out:
                out.append(v)
    rng.shuffle(out)
    return out[: max(n * 2, n)]


def sheet_text(sheet: Any) -> str:
    """A score sheet as one clause: each line's label, points and the engine's reason."""
    return str(t("; ")).join(str(t("{label} {points} ({reason})", label=line.label, points=signed(line.points),
                                    reason=line.reason)) for line in sheet.lines)


def number_draft(rng: random.Random, prompt: str, right: int, why: str, others: Sequence[int], n: int,
                 show: Callable[[int], str] = signed, **facts: Any) -> Draft:
    """Choices of numbers: ``right`` (explained by ``why``, the engine's sheet) and ``others`` (the scores
    of likely slips, worked out by the engine too); every wrong one is answered with the true score."""
    right_text = show(right)
    values = [v for v in dict.fromkeys(others) if v != right]
    # too few slips differ (a contract set by one trick or by three scores the same): the numbers next to it
    for step in (1, 10, 5, 20, 50, 100):
        for v in (right + step, right - step):
            if len(values) >= n - 1:
                break
            if v not in values and v != right and (v >= 0 or right < 0 or min(others, default=0) < 0):
                values.append(v)
    wrong = [(show(v), str(t("Not {wrong}: it is {right}: {why}.", wrong=show(v), right=right_text, why=why)), v)
             for v in values]
    return pick_choices(rng, (right_text, str(t("Right, {right}: {why}.", right=right_text, why=why)), right),
                        wrong, n, prompt, **facts)
