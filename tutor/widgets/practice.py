"""The practice drill: an engine-made exercise, its choices as buttons, feedback at once with the engine's
reason, "next", the streak and the skill's mastery.

A page opened as ``<game>.ipynb?skill=<skill id>`` (the lessons' "practise this" link, the landing page's
skills) starts on that skill: the query comes from the kernel's ``QUERY_STRING`` (Voilà sets it) and, for a
preheated kernel, from the page script, through the hidden box ``tt-practice-in`` (as the share bar's).

Page hooks: the widget ``tt-practice``; ``tt-skill`` (the skill menu, when a game is given), ``tt-prompt``,
the choices ``tt-choice`` (in ``tt-choices``), ``tt-feedback`` (``.tt-right`` / ``.tt-wrong``), ``tt-next-exercise``,
``tt-streak``, ``tt-mastery``, ``tt-message``.

Each answer is recorded as ``drill:<skill id>:<seed>`` with the choice's text, whether it was right and
the seconds taken, through ``recorder`` (``progress.here().record`` when the progress store exists; a
recorder that fails or says "not saved" never loses the widget's state: the page says so and goes on).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl

import ipywidgets as w

from .. import practice
from ..errors import PracticeError
from ..i18n import domain
from .base import MessageMixin, esc, guarded, style

t, tn = domain("tutor")

Recorder = Callable[..., Any]


def _session() -> Any:
    """This kernel's progress session, or ``None`` while the progress store is not there."""
    try:
        from .. import progress  # type: ignore[attr-defined]

        return progress.here()
    except Exception:  # no progress package yet, or a broken one: practise without saving
        return None


class Practice(w.VBox, MessageMixin):
    """Practise one skill (``"wang27.follow"``) or every skill of a game (``"wang27"``).

    ``seed`` is the first exercise's seed (default: a fresh one), each "next" takes the following seed;
    ``level`` fixes the difficulty (default: ``practice.level_for`` the skill's mastery); ``recorder`` is
    called as ``recorder(item, correct, answer=..., seconds=...)`` for each first answer.
    """

    def __init__(self, skill_or_game: str, *, seed: int | None = None, level: int | None = None,
                 recorder: Recorder | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        name = skill_or_game
        if isinstance(name, str) and name in practice.GAMES:
            self.game, self.skills = name, practice.skills(name)
        else:
            sk = practice.skill(name)  # PracticeError naming an unknown id (or whatever was given)
            self.game, self.skills = sk.game, [sk]
        if level is not None:
            practice.core.check_level(level)
        self.fixed_level = level
        self.seed = practice.core.check_seed(seed) if seed is not None else random.SystemRandom().randrange(10**9)
        self._session = _session() if recorder is None else None
        self._recorder = recorder if recorder is not None else (self._session.record if self._session else None)
        self._clock = clock
        self.streak = 0
        self.answers: list[tuple[str, bool]] = []  # (item, right) of this page's first answers
        self.current: practice.Exercise | None = None
        self.chosen: int | None = None
        self._shown_at = 0.0
        self._skill_index = 0

        self._menu = w.Dropdown(options=[(str(t("Every skill, in turn")), -1)] +
                                [(sk.title, i) for i, sk in enumerate(self.skills)], value=-1,
                                description=str(t("Skill")), layout=w.Layout(width="auto", max_width="100%"))
        self._menu.add_class("tt-skill")
        self._menu.observe(lambda ch: self._pick(ch["new"]), names="value")
        self._menu.layout.display = None if len(self.skills) > 1 else "none"
        self._inbox = w.Text(value="", layout=w.Layout(display="none"))
        self._inbox.add_class("tt-practice-in")
        self._inbox.observe(lambda ch: self.receive(ch["new"]), names="value")
        self._title = w.HTML()
        self._title.add_class("tt-practice-title")
        self._prompt = w.HTML(layout=w.Layout(max_width="100%", overflow="auto"))
        self._prompt.add_class("tt-prompt")
        self._choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._choices.add_class("tt-choices")
        self._buttons: list[w.Button] = []
        self._fb = w.HTML()
        self._fb.add_class("tt-feedback")
        self._next = w.Button(description=str(t("Next exercise →")), layout=w.Layout(width="auto"),
                              tooltip=str(t("Next exercise")))
        self._next.add_class("tt-next-exercise")
        self._next.on_click(lambda _b: self.next())
        self._streak = w.HTML()
        self._streak.add_class("tt-streak")
        self._mastery = w.HTML()
        self._mastery.add_class("tt-mastery")
        self._streak.layout.margin = "0 1em 0 0"
        counters = w.HBox([self._streak, self._mastery], layout=w.Layout(flex_flow="row wrap"))
        super().__init__([style(), self._inbox, self._menu, self._title, self._prompt, self._choices, self._fb,
                          w.HBox([self._next], layout=w.Layout(flex_flow="row wrap")), counters,
                          self._make_message()])
        self.add_class("tt-widget")
        self.add_class("tt-practice")
        problem = getattr(self._session, "problem", None)
        if problem:
            self._message.value = f"<span class='tt-note'>{esc(problem)}</span>"
        if not self._wanted(os.environ.get("QUERY_STRING", "")):
            self._show()

    def __repr__(self) -> str:
        what = self.skills[0].id if len(self.skills) == 1 else f"{self.game}, {len(self.skills)} skills"
        return f"Practice({what})"

    # -- state ------------------------------------------------------------------------------------------------

    @property
    def skill(self) -> practice.Skill:
        return self.skills[self._skill_index]

    def mastery(self) -> float:
        """The skill's mastery: the progress store's, else this page's share of right first answers."""
        if self._session is not None:
            try:
                return float(self._session.mastery(self.skill.id))
            except Exception:
                pass
        mine = [ok for item, ok in self.answers if item.startswith(f"drill:{self.skill.id}:")]
        return sum(mine) / (len(mine) + 2) if mine else 0.0

    def level(self) -> int:
        return self.fixed_level if self.fixed_level is not None else practice.level_for(self.mastery())

    @property
    def feedback(self) -> str:
        import html
        import re

        return html.unescape(re.sub(r"<[^>]+>", "", self._fb.value))

    # -- drawing ----------------------------------------------------------------------------------------------

    def _show(self) -> None:
        # the house rules in force: the class's, else the learner's own, else the usual (the prompt names them)
        in_force = practice.in_force(self.game, session=self._session)
        ex = practice.exercise(self.skill.id, seed=self.seed, level=self.level(), rules=in_force)
        self.current, self.chosen = ex, None
        level = t("level {n} of {m}", n=ex.level, m=len(practice.LEVELS))
        self._title.value = f"<b>{esc(self.skill.title)}</b> · {esc(level)}"
        # data-exercise names the exercise for the page's tests (skill:seed:level), never shown
        self._prompt.value = (f"<div class='tt-question' data-exercise='{ex.skill_id}:{ex.seed}:{ex.level}'>"
                              f"{ex.prompt}</div>")
        self._buttons = []
        for i, text in enumerate(ex.choices):
            b = w.Button(description=text, layout=w.Layout(width="auto"), tooltip=text)
            b.add_class("tt-choice")
            b.on_click(lambda _b, i=i: self.choose(i))
            self._buttons.append(b)
        self._choices.children = tuple(self._buttons)
        self._fb.value = ""
        self._next.disabled = True
        self._shown_at = self._clock()
        self._counters()

    def _counters(self) -> None:
        self._streak.value = esc(t("Streak: {n} right in a row", n=self.streak))
        self._mastery.value = esc(t("Mastery of this skill: {p}%", p=round(100 * self.mastery())))

    # -- actions ----------------------------------------------------------------------------------------------

    @guarded
    def choose(self, i: int) -> bool:
        """Answer the exercise with choice ``i``; returns whether it was right (a second answer changes
        nothing: the first is the one that counts)."""
        ex = self.current
        assert ex is not None
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(ex.choices):
            raise PracticeError(t("choice {i} does not exist: choose 0 to {last}", i=str(i)[:20],
                                  last=len(ex.choices) - 1))
        if self.chosen is not None:
            return i == ex.answer
        self.chosen = i
        right = i == ex.answer
        seconds = max(0.0, self._clock() - self._shown_at)
        self.streak = self.streak + 1 if right else 0
        self.answers.append((ex.item, right))
        for j, b in enumerate(self._buttons):
            b.disabled = True
            b.button_style = "success" if j == ex.answer else "danger" if j == i else ""
        if right:
            text = esc(t("✓ {why}", why=ex.explain(i)))
            self._fb.value = f"<span class='tt-right'>{text}</span>"
        else:
            text = esc(t("✗ {why}", why=ex.explain(i)))
            also = esc(t("✓ {why}", why=ex.explain(ex.answer)))
            self._fb.value = f"<span class='tt-wrong'>{text}</span><br><span class='tt-right'>{also}</span>"
        self._next.disabled = False
        self._record(ex, i, right, seconds)
        self._counters()
        return right

    def _record(self, ex: practice.Exercise, i: int, right: bool, seconds: float) -> None:
        if self._recorder is None:
            return
        try:
            saved = self._recorder(ex.item, right, answer=ex.choices[i], seconds=round(seconds, 2))
        except Exception:  # a broken store: the drill goes on, the page says so
            saved = False
        if saved is False:  # the session's own reason when it has one ("this page does not know who you are")
            note = getattr(self._session, "problem", None) or \
                t("This answer was not saved: your progress is not being recorded right now.")
            self._message.value = f"<span class='tt-note'>{esc(note)}</span>"
        else:
            self._message.value = ""

    @guarded
    def next(self) -> None:
        """The next exercise: the following seed, and with a game's every skill, the next skill."""
        self.seed = (self.seed + 1) % practice.core.SEED_LIMIT
        if self._menu.value == -1 and len(self.skills) > 1:
            self._skill_index = (self._skill_index + 1) % len(self.skills)
        self._show()

    def _wanted(self, query: str) -> bool:
        """Select the skill a page's query names (``skill=spades.nil``), if it is one of this widget's;
        whether it did (then the exercise is shown). Anything else in the query is left alone."""
        wanted = dict(parse_qsl(str(query).lstrip("?"))).get("skill")
        ids = [sk.id for sk in self.skills]
        if wanted not in ids or len(ids) == 1:
            return False
        if self._menu.value == ids.index(wanted):
            return True
        self._menu.value = ids.index(wanted)  # shows its exercise (the menu's observer)
        return True

    @guarded
    def receive(self, query: str) -> None:
        """What the page does once: hand over its query string (tests call it too)."""
        self._wanted(query)

    @guarded
    def _pick(self, value: int) -> None:
        if value != -1:
            self._skill_index = int(value)
        self._show()
