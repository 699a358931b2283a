"""The coach's review after a hand, for the play-along: each costly choice as a button that opens the
hand's replay at that decision, with the better choice and its reason beside it (and, outside a match, a
way to play on from there).

A mixin of :class:`~tutor.widgets.playalong.PlayAlong`: it reads the play-along's hand (``state``,
``decisions``, ``_history``, ``_states``, ``_actions``, ``lines``) and writes only the review's own
widgets and ``jump``'s rewind.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..errors import IllegalAction, ParseError
from ..games.coach import Mistake, review
from ..games.coach import text as action_text
from ..i18n import domain
from ..replay import FORMAT, Replay
from .base import button, esc, guarded
from .replay import TrickReplay

t, tn = domain("tutor")


def verdict(facade: Any, state: Any, seat: str) -> Any:
    """What the review says when it found no costly choice: "well played" only on a hand the learner's side won;
    on a lost hand, why it was lost (the game's own reason), since the learner's choices were not the cause."""
    won, why = facade.outcome(state, seat)
    if won is False:
        return t("No costly choice of yours found, but the hand was lost: {why}.", why=why) if why else \
            t("No costly choice of yours found, but the hand was lost.")
    if won:
        return t("No costly choices found: well played.")
    return t("No costly choices found.")


class ReviewMixin:
    """Review, replay of the hand and jumping back, for a play-along (see the module's docstring)."""

    # the play-along's own state, read here
    state: Any
    seat: str
    facade: Any
    decisions: list[tuple[Any, Any]]
    mistakes: list[Mistake]
    hint_seconds: float
    lines: list[Any]
    selected: list[int]
    replay_view: Any
    _history: list[tuple[Any, int]]
    _states: list[Any]
    _actions: list[Any]
    _four: bool
    _coach: Any
    _review_button: Any
    _mistakes: Any
    _review_panel: Any

    if TYPE_CHECKING:  # the play-along's (and MessageMixin's) methods; stubs here would shadow them
        def _error(self, message: object) -> None: ...
        def _say(self, message: object) -> None: ...
        def _rewind(self, n: int) -> None: ...
        def _draw(self) -> None: ...

    @guarded
    def review(self) -> list[Mistake]:
        """After the hand: each of the learner's decisions that cost points against the coach's choice."""
        if not self.state.is_terminal():
            self._error(t("The review comes when the hand is over."))
            return []
        # "reviewing…" at once (the page shows it while the coach works); the evaluations are the hints'
        # own, mostly made in the background while the learner was thinking
        busy = esc(t("Reviewing your play…"))
        self._coach.value = f"<div class='tt-review tt-reviewing'>{busy}</div>"
        self._mistakes.children = ()
        self._review_button.disabled = True
        try:
            self.mistakes = review(self.facade, self.decisions, self.seat, seconds=self.hint_seconds)
        finally:
            self._review_button.disabled = False
        if not self.mistakes:
            self._coach.value = f"<div class='tt-review'>{esc(verdict(self.facade, self.state, self.seat))}</div>"
            return self.mistakes
        said = tn("{n} choice cost you more than the luck of the cards explains. Click it to see it in the replay "
                  "of the hand.",
                  "{n} choices cost you more than the luck of the cards explains. Click one to see it in the replay "
                  "of the hand.", len(self.mistakes), n=len(self.mistakes))
        won, why = self.facade.outcome(self.state, self.seat)
        if won is False and why:  # the learner's choices were some of it; the hand's own reason besides
            said = t("{said} The hand was lost: {why}.", said=said, why=why)
        self._coach.value = f"<div class='tt-review'>{esc(said)}</div>"
        buttons = []
        for k, m in enumerate(self.mistakes):
            b = w.Button(description=t("Your choice {n}: {chosen} {cost}; better {reason}", n=m.step + 1,
                                       chosen=action_text(m.chosen), cost=m.cost_text(), reason=m.reason),
                         layout=w.Layout(width="auto", max_width="100%"),
                         tooltip=m.reason)
            b.add_class("tt-mistake")
            b.on_click(lambda _b, k=k: self.show_mistake(k))
            buttons.append(b)
        self._mistakes.children = buttons
        return self.mistakes

    def hand_replay(self) -> Replay:
        """The hand played so far as a replay (the engine's states, narrations and actions); the review's
        costly choices are its notes, at the step where each was made."""
        record: dict[str, Any] = {"format": FORMAT, "game": self.facade.name}
        try:  # a record of the hand, for a link or a download (a set-up position may have no header)
            record.update(self.facade.header(self._states[0]))
            steps = zip(self._states[:-1], self._actions, strict=True)
            record["actions"] = [self.facade.action_to_json(st, a) for st, a in steps]
        except (ParseError, IllegalAction, NotImplementedError, KeyError, TypeError, ValueError):
            record = {"format": FORMAT, "game": self.facade.name}
        record["notes"] = {str(self._step_of(m.step)): self._mistake_note(m) for m in self.mistakes}
        return Replay(record, list(self._states), list(self._actions), list(self.lines))

    def _step_of(self, decision: int) -> int:
        """The replay step showing the position of the learner's decision ``decision`` (before it)."""
        return self._history[decision][1]

    @staticmethod
    def _mistake_note(m: Mistake) -> str:
        return t("You chose {chosen}, which {cost} against the coach's choice {better}. Better: {reason}",
                 chosen=action_text(m.chosen), cost=m.cost_text(), better=action_text(m.better), reason=m.reason)

    @guarded
    def show_mistake(self, k: int) -> bool:
        """Open the hand's replay at costly choice number ``k`` of the review (from 0): the position there,
        with the better choice and its reason beside it (and, outside a match, a button to play on from it)."""
        if not 0 <= k < len(self.mistakes):
            self._error(t("There is no such choice in the review."))
            return False
        m = self.mistakes[k]
        replay = TrickReplay(self.hand_replay(), me=self.seat, start=self._step_of(m.step), share=False,
                             four_colour=self._four)
        head = w.HTML("<div class='tt-review-better'><b>" + esc(t("Your choice {n}:", n=m.step + 1)) + "</b> "
                      + esc(self._mistake_note(m)) + "</div>")
        parts: list[w.Widget] = [head, replay]
        if self._can_play_on:
            parts.append(button(t("Play on from here"), "tt-play-on", functools.partial(self.jump, m.step)))
        self._review_panel.children = parts
        self.replay_view = replay
        return True

    #: a costly choice can be played again (a match's scored hand cannot)
    _can_play_on = True

    @guarded
    def jump(self, step: int) -> bool:
        """Go back to the learner's decision number ``step`` (from 0), as if undoing to it."""
        if not 0 <= step < len(self._history):
            self._error(t("There is no such decision in this hand."))
            return False
        self.state, n = self._history[step]
        del self._history[step:]
        del self.decisions[step:]
        self._rewind(n)
        self.selected = []
        self._coach.value = ""
        self._mistakes.children = ()
        self._review_panel.children = ()
        self.replay_view = None
        self._say(t("Back at your choice {n}.", n=step + 1))
        self._draw()
        return True
