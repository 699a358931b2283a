"""Play a whole game against the practice bots, hand after hand, with the running score and the coach.

``MatchAlong`` is a :class:`~tutor.widgets.playalong.PlayAlong` whose hands come from the game's ``Match``
(``tutor.games.<game>.match``): Spades to 500, Gong Zhu to −1000, a 4-board bridge match in IMPs (each board
compared with an "other table" where practice bots play the same cards), a 27 Wang match of levels. The
engine scores every finished hand (``match.add``) and the score table (``tt-match-table``) is the match's own,
one row per hand with its reason. "Next hand" (``tt-next-hand``) deals the next one; the coach (legal cards,
hint, review into the replay) works on every hand. A scored hand cannot be undone. In bridge the robots at both
tables, the hint, the review and the auction's meanings follow the learner's bidding system, or the class's
(``tutor.games.bridge.bidding.choice``).
"""

from __future__ import annotations

import importlib
from typing import Any

import ipywidgets as w

from .. import catalog
from ..errors import ParseError
from ..games import Game
from ..games import get as get_game
from ..i18n import domain
from .base import button, esc, guarded
from .playalong import PlayAlong, bridge_rules

t, tn = domain("tutor")

# the score table scrolls sideways in its own frame on a phone (the match's ``scroll_frame``), never the page
_STYLE = ("<style>.tt-match-table,.tt-match-table .widget-html-content{min-width:0;max-width:100%}"
          ".tt-match-table .tt-why td{white-space:normal;min-width:16em}</style>")

#: the games that have a whole-game ``Match`` (module ``tutor.games.<game>.match``): :mod:`tutor.catalog`'s
MATCH_GAMES = catalog.names(match=True)


def new_match(game: str, seed: int | None = 0, rules: Any = None) -> Any:
    """A new ``Match`` of ``game`` (its first hand in ``current``)."""
    if game not in MATCH_GAMES:
        raise ParseError(t("{game} has no whole-game match; choose one of: {games}", game=game,
                           games=", ".join(MATCH_GAMES)))
    module = importlib.import_module(f"tutor.games.{game}.match")
    return module.Match.new(seed, rules)


class MatchAlong(PlayAlong):
    """A whole game of ``game`` from ``seat`` against bots of ``level`` (``seed`` fixes every deal and bot).

    After each hand the score table grows by a row (the engine's reasons) and "Next hand" deals the next;
    once the match is over the table's last line says who won and why. ``match`` resumes a given match."""

    _can_play_on = False  # a scored hand stays as played: the review shows its replay instead

    def __init__(self, game: str | Game[Any, Any], *, seat: str = "S", seed: int = 0, rules: Any = None,
                 level: str | None = None, four_colour: bool = False, hint_seconds: float = 3.0,
                 match: Any = None, progress: Any = None) -> None:
        name = get_game(game).name
        if name == "bridge" and match is None:  # both tables' robots bid by the learner's system (or the class's)
            rules = bridge_rules(rules, progress)
        self.match = match if match is not None else new_match(name, seed, rules)
        if self.match.current is None:
            raise ParseError(t("this match is already over"))
        self.match_seed = seed
        self._scored = False
        self._match_table = w.HTML(layout=w.Layout(max_width="100%"))
        self._match_table.add_class("tt-match-table")
        self._next_hand = button(t("Next hand"), "tt-next-hand", self.next_hand, primary=True, hidden=True)
        super().__init__(game, seat=seat, seed=self._hand_seed(), rules=rules, state=self.match.current,
                         four_colour=four_colour, level=level, hint_seconds=hint_seconds, progress=progress)
        self._new.layout.display = "none"  # a match deals its own hands: "Next hand" replaces "New deal"
        kids: list[Any] = list(w.Box.children.get(self))
        kids.insert(kids.index(self._scores), self._match_table)
        kids.insert(kids.index(self._status) + 1, self._next_hand)
        self.children = tuple(kids)
        self.add_class("tt-match")
        self._draw_match()

    def __repr__(self) -> str:
        return f"MatchAlong({self.game}, seat={self.seat}, hand {self.hand_number}, over={self.over})"

    @property
    def hand_number(self) -> int:
        """The number (from 1) of the hand on the table."""
        return len(self.match.hands) + (0 if self._scored else 1)

    @property
    def over(self) -> bool:
        return self.match.current is None

    def _hand_seed(self) -> int:
        # each hand's bots get their own seed, repeatable from the match's
        return self.match_seed * 1000 + len(self.match.hands)

    def _start(self, state: Any) -> None:
        self._scored = False
        super()._start(state)

    # -- the hand ends: the engine scores it ------------------------------------------------------------
    def _draw(self) -> None:
        if self.state.is_terminal() and not self._scored:
            self.match = self.match.add(self.state)
            self._scored = True
        super()._draw()
        if self._scored:
            self._undo.disabled = True
            head = esc(t("The hand is over."))
            if self.over:
                winner = self.match.winner
                said = t("The match is over: {reason}", reason=winner.reason) if winner else t("The match is over.")
            else:
                said = t("The running score is below; press Next hand to go on.")
            self._status.value = f"<b>{head}</b> {esc(said)}"
        self._draw_match()

    def _draw_match(self) -> None:
        if not hasattr(self, "_next_hand"):
            return
        self._next_hand.layout.display = None if self._scored and not self.over else "none"
        title = esc(t("The match so far")) if not self.over else esc(t("The match"))
        self._match_table.value = (_STYLE + f"<div class='tt-match-title'><b>{title}</b></div>"
                                   + self.match._repr_html_())

    # -- learner actions ---------------------------------------------------------------------------------
    @guarded
    def next_hand(self) -> bool:
        """Deal the match's next hand (once this one is over and scored)."""
        if not self._scored:
            self._error(t("Finish this hand first: the next one comes when it is scored."))
            return False
        if self.over:
            winner = self.match.winner
            self._error(t("The match is over: {reason}", reason=winner.reason) if winner else t("The match is over."))
            return False
        self.seed = self._hand_seed()
        self._start(self.match.current)
        return True

    @guarded
    def new_deal(self) -> None:
        """In a match the next deal is the match's: the same as :meth:`next_hand`."""
        self.next_hand()

    @guarded
    def undo(self) -> bool:
        if self._scored:
            self._error(t("This hand is scored and cannot be undone; press Next hand."))
            return False
        return bool(super().undo())

    @guarded
    def jump(self, step: int) -> bool:
        if self._scored:
            self._error(t("This hand is scored and cannot be played again; the review shows it in the replay."))
            return False
        return bool(super().jump(step))
