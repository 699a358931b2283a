"""Play a hand against practice bots, driven only by the game's ``Game`` facade (``tutor.games.get``).

The widget asks the engine for everything: ``game.new_hand`` to deal, ``state.view()`` to draw,
``game.choices(state)`` for non-card decisions (bids, calls, sales), ``game.card_action(state, cards)``
for clicks on cards, ``state.check``/``state.apply`` for legality, ``game.narrate`` for the log,
``game.bot(level, seed)`` for the other seats, ``game.visible_seats`` for what the learner sees and
``game.score_sheets(state)`` at the end.  The learner acts when ``state.current_seat`` is their seat
(or ``None``: a phase where anyone may act).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from ..errors import IllegalAction, ParseError
from ..games import Game
from ..games import get as get_game
from ..games.coach import Mistake, hint_for, prefetch_for
from ..i18n import domain, join
from ..render import hand_svg, table_svg, trick_svg
from ..seats import SEAT_NAME, is_seat
from .assist import plain, spoken
from .base import MessageMixin, button, esc, four_colour_box, guarded, style
from .picker import CardPicker
from .quiz import progress_session
from .replay import TrickReplay
from .review import ReviewMixin
from .views import ScoreSheetView

t, tn = domain("tutor")



def bridge_rules(rules: Any, session: Any = None) -> Any:
    """Bridge's rules with the bidding system in force for this learner (the class's, theirs, or SAYC)."""
    from ..games import bridge

    return bridge.bidding_choice.rules_for(rules, session if session is not None else progress_session())


_MAX_BUTTONS = 16  # more choices than this go in a dropdown (bridge has 38 calls)
_LOG_LINES = 8


class PlayAlong(ReviewMixin, w.VBox, MessageMixin):
    """Play ``game`` (a name or a ``Game``) from ``seat`` against bots of ``level``.  ``seed`` fixes the
    deal and the bots' choices; ``state`` starts from a given position instead of a fresh deal.
    ``show`` overrides which seats are face up (an iterable, or a function of the state);
    ``bots`` overrides the opponents (a function of the seed returning ``bot(state) -> action``).
    The coach: "Show legal cards" marks them (``tt-legal``), "Hint" gives the coach's choice and its reason,
    and after the hand "Review my play" lists the learner's costly choices: both from one evaluation of each
    decision (a fixed number of sampled deals; ``hint_seconds`` only caps one on a slow machine), which
    ``prefetch`` starts in the background whenever it is the learner's turn."""

    def __init__(self, game: str | Game[Any, Any], *, seat: str = "S", seed: int = 0, rules: Any = None,
                 state: Any = None, show: Iterable[str] | Callable[[Any], Iterable[str]] | None = None,
                 four_colour: bool = False, level: str | None = None,
                 bots: Callable[[int], Callable[[Any], Any]] | None = None, hint_seconds: float = 3.0,
                 prefetch: bool = True, progress: Any = None) -> None:
        if not is_seat(seat):
            raise ParseError(t("{field}: expected N, E, S or W, got {value}", field="seat", value=repr(seat)))
        self.facade = get_game(game)
        if self.facade.name == "bridge":  # the robots, hint and review bid by the learner's system (or the class's)
            rules = bridge_rules(rules, progress)
        self.game, self.seat, self.seed, self.rules = self.facade.name, seat, seed, rules
        self.facade.bot(level, seed)  # an unknown level is refused here, before anything is drawn
        self._bots = bots or (lambda s: self.facade.bot(level, s))
        self._show, self._four = show, four_colour
        self._status = w.HTML()
        self._status.add_class("tt-status")
        self._announce = w.HTML()  # read out, not shown: the plays since the learner's last turn, whose turn
        self._announce.add_class("tt-announce")
        self._announce.add_class("tt-sr-only")
        self._table = w.HTML()
        self._table.add_class("tt-table")
        self._auction = w.HTML()  # bridge: the auction, each call's meaning on hover, focus or tap
        self._auction.add_class("tt-auction")
        self._auction.layout.display = "none"
        self._picker = CardPicker(on_pick=self.click)
        self._picker.add_class("tt-hand")
        self._choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._choices.add_class("tt-choices")
        self._play = button(t("Play selected"), "tt-play", self.play_selected, primary=True, hidden=True)
        self._undo = button(t("↶ Undo"), "tt-undo", self.undo)
        self._new = button(t("New deal"), "tt-new", self.new_deal)
        self._last = w.HTML()
        self._last.add_class("tt-last-trick")
        self._log = w.HTML()
        self._log.add_class("tt-log")
        self._scores = ScoreSheetView()
        self._scores.layout.display = "none"
        self._colours = four_colour_box(four_colour, self._on_colours)
        # the coach: legal cards marked on request, a hint with its reason, a review once the hand is over
        self.hint_seconds = hint_seconds
        self.prefetch = prefetch
        self.progress = progress  # the learner's record (None: progress.here()); a hand played to its end
        self._played = False      # marks the lesson done there
        self.mistakes: list[Mistake] = []
        self._show_legal = w.ToggleButton(value=False, description=t("Show legal cards"),
                                          layout=w.Layout(width="auto"))
        self._show_legal.add_class("tt-legal-toggle")
        self._show_legal.observe(lambda _c: self._draw_hand(), names="value")
        self._hint_button = button(t("Hint"), "tt-hint", self.hint)
        self._review_button = button(t("Review my play"), "tt-review", self.review, hidden=True)
        self._coach = w.HTML()
        self._coach.add_class("tt-coach")
        self._mistakes = w.VBox()  # one button per costly choice: click to see it in the hand's replay
        self._mistakes.add_class("tt-review-list")
        self._review_panel = w.VBox()  # the replay opened at a costly choice, the better choice beside it
        self._review_panel.add_class("tt-review-replay")
        self.replay_view: TrickReplay | None = None
        controls = w.HBox([self._play, self._undo, self._new, self._show_legal, self._hint_button,
                           self._review_button, self._colours])
        controls.add_class("tt-controls")
        super().__init__([style(), self._announce, self._status, self._table, self._auction, self._picker,
                          self._choices, controls, self._make_message(), self._coach, self._mistakes,
                          self._review_panel, self._scores, self._last, self._log])
        self.add_class("tt-widget")
        self.add_class("tt-playalong")
        self._choice_key: tuple = ()
        self._start(state if state is not None else self._deal(seed))

    def __repr__(self) -> str:
        return f"PlayAlong({self.game}, seat={self.seat}, seed={self.seed}, actions={len(self.lines)})"

    # -- setting up a hand -----------------------------------------------------------------------
    def _deal(self, seed: int) -> Any:
        return self.facade.new_hand(seed=seed, rules=self.rules)

    def _start(self, state: Any) -> None:
        self.state = state
        self.lines: list[str] = []
        self._states: list[Any] = [state]  # every position of the hand so far, for its replay
        self._actions: list[Any] = []
        self._heard = 0  # lines already put in the announcement
        self.selected: list[int] = []
        self._history: list[tuple[Any, int]] = []
        self.decisions: list[tuple[Any, Any]] = []  # the learner's (state before, action), for the review
        self.mistakes = []
        self._coach.value = ""
        self._mistakes.children = ()
        self._review_panel.children = ()
        self.replay_view = None
        self._bot = self._bots(self.seed)
        self._say("")
        self._run_bots()
        self._draw()

    # -- whose turn ------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        st = self.state
        return not st.is_terminal() and st.current_seat in (self.seat, None)

    def _run_bots(self) -> None:
        for _ in range(10_000):
            st = self.state
            if st.is_terminal() or st.current_seat in (self.seat, None):
                return
            action = self._bot(st)
            after = st.apply(action)
            self._record(st, action, after)
        raise RuntimeError("the bots did not stop")

    def _act(self, action: Any) -> bool:
        """Try the learner's action: refused with the engine's reason, or applied then bots reply."""
        st = self.state
        reason = st.check(action)
        if reason:
            self._error(t("Not allowed: {reason}", reason=reason))
            return False
        try:
            after = st.apply(action)
        except IllegalAction as e:
            self._error(t("Not allowed: {reason}", reason=e.reason_text))
            return False
        self._history.append((st, len(self.lines)))
        self.decisions.append((st, action))
        self._coach.value = ""
        self._record(st, action, after)
        self.selected = []
        self._say("")
        self._run_bots()
        self._draw()
        return True

    def _record(self, before: Any, action: Any, after: Any) -> None:
        self.lines.append(self.facade.narrate(before, action, after))
        self._actions.append(action)
        self._states.append(after)
        self.state = after

    def _rewind(self, n: int) -> None:
        """Forget the plays from number ``n`` on (undo, jump)."""
        del self.lines[n:]
        del self._actions[n:]
        del self._states[n + 1:]

    # -- learner actions (buttons, clicks; also called by tests) ---------------------------------
    def hand_seat(self) -> str:
        """The seat whose cards the clickable hand shows: the learner's, or the hand the engine says the
        learner plays from now (bridge: declarer plays dummy's cards on dummy's turn)."""
        to_play = getattr(self.state, "hand_to_play", None)
        if isinstance(to_play, str) and is_seat(to_play) and to_play != self.seat and self.my_turn():
            return to_play
        return self.seat

    def hand(self) -> tuple:
        """The cards the clickable hand shows, in display order (the learner's, or dummy's on its turn)."""
        return tuple(self.state.view().hands.get(self.hand_seat(), ()))

    @guarded
    def click(self, index: int) -> bool:
        """A click on card ``index`` of the learner's hand: play it, or (multi-card) select it."""
        if not self.my_turn():
            self._error(self._wait_text())
            return False
        cards = self.hand()
        if not 0 <= index < len(cards):
            raise ParseError(t("there is no card number {n} in your hand", n=index + 1))
        if self.facade.multi_card:
            if index in self.selected:
                self.selected.remove(index)
            else:
                self.selected.append(index)
            self._say(t("Selected: {cards}", cards=" ".join(cards[i].symbol for i in sorted(self.selected)))
                      if self.selected else "")
            self._draw_hand()
            return True
        return self._act(self.facade.card_action(self.state, [cards[index]]))

    @guarded
    def play_selected(self) -> bool:
        """Play the selected cards together (games where a play is several cards)."""
        if not self.my_turn():
            self._error(self._wait_text())
            return False
        if not self.selected:
            self._error(t("Select one or more cards first, then press “{button}”.",
                          button=self.facade.play_label(self.state)))
            return False
        cards = self.hand()
        return self._act(self.facade.card_action(self.state, [cards[i] for i in sorted(self.selected)]))

    @guarded
    def choose(self, label: str) -> bool:
        """Take the non-card decision labelled ``label`` (a bid, a call, a sale)."""
        if not self.my_turn():
            self._error(self._wait_text())
            return False
        options = dict(self.facade.choices(self.state))
        if label not in options:
            raise ParseError(t("{label} is not a choice now; choose one of: {choices}", label=repr(label),
                               choices=join(", ", list(options)) if options else t("none")))
        return self._act(options[label])

    @guarded
    def undo(self) -> bool:
        """Take back the learner's last action and the bots' replies."""
        if not self._history:
            self._error(t("Nothing to undo yet."))
            return False
        self.state, n = self._history.pop()
        self._rewind(n)
        del self.decisions[len(self._history):]
        self._coach.value = ""
        self.selected = []
        self._say(t("Undone."))
        self._draw()
        return True

    # -- the coach ------------------------------------------------------------------------------
    def legal_indices(self) -> list[int]:
        """Indices (in :meth:`hand` order) of the cards the engine allows now: a card alone, or a card of
        some legal play where several cards go together (27 Wang)."""
        st = self.state
        if not self.my_turn() or self.facade.choices(st):
            return []
        hand = self.hand()
        if not self.facade.multi_card:
            legal = st.legal_actions()
            out = []
            for i, c in enumerate(hand):
                try:
                    if self.facade.card_action(st, [c]) in legal:
                        out.append(i)
                except (IllegalAction, ParseError):
                    pass
            return out
        seen: set[Any] = set()
        for action in itertools.islice(iter(st.legal_actions()), 5000):
            value = getattr(action, "value", action)
            seen.update(value if isinstance(value, tuple) else (value,))
        return [i for i, c in enumerate(hand) if c in seen]

    @guarded
    def hint(self) -> Any:
        """Show the coach's choice for the learner's turn and its reason (also returned)."""
        if not self.my_turn():
            self._error(t("The hint is for your turn."))
            return None
        coach = hint_for(self.facade)
        if coach is None:
            self._error(t("This game has no coach yet."))
            return None
        h = coach(self.state, seconds=self.hint_seconds)
        # the reason opens with the action in words ("lead ♣6", "keep ♦J unsold", "open 1♦")
        head = esc(t("Hint:"))
        self._coach.value = f"<div class='tt-hint-text'><b>{head}</b> {esc(h.reason)}</div>"
        return h

    @guarded
    def new_deal(self) -> None:
        """Deal the next hand (seed + 1)."""
        self.seed += 1
        self._start(self._deal(self.seed))

    @guarded
    def _on_colours(self, four: bool) -> None:
        self._four = four
        self._draw()

    # -- drawing ---------------------------------------------------------------------------------
    def _wait_text(self) -> str:
        if self.state.is_terminal():
            return t("The hand is over. Press New deal to play again.")
        who = self.state.current_seat
        return t("Wait: it is {seat}'s turn.", seat=SEAT_NAME.get(who, who))

    def _visible(self) -> set[str]:
        if self._show is not None:
            return set(self._show(self.state) if callable(self._show) else self._show)
        return set(self.facade.visible_seats(self.state, self.seat)) | {self.seat}

    def _hand_label(self) -> str:
        seat = self.hand_seat()
        if seat != self.seat:
            return t("dummy's hand, {seat}: you play its cards", seat=SEAT_NAME[seat])
        return t("your hand, {seat}", seat=SEAT_NAME[seat])

    def _draw_hand(self) -> None:
        # A seat the rules keep face down (Spades: not yet looked, so blind nil is still open) sees backs.
        down = self.seat in self.state.view().face_down
        self._picker.svg = hand_svg(self.hand(), four_colour=self._four, clickable=True, selected=self.selected,
                                    card_width=70, label=self._hand_label(),
                                    face_down=down,
                                    legal=self.legal_indices() if self._show_legal.value and not down else ())
        self._picker.disabled = not self.my_turn()

    def _draw(self) -> None:
        st = self.state
        view = st.view()
        self._table.value = table_svg(view, me=self.seat, show=self._visible(), hide={self.hand_seat()},
                                      four_colour=self._four, you=True)
        self._draw_hand()
        self._draw_auction()
        if view.last_trick and view.trick:  # the finished trick has left the table: keep it in sight
            who = SEAT_NAME.get(view.last_winner or "", "")
            cap = t("Last trick — won by {seat}", seat=who) if who else t("Last trick")
            self._last.value = (f"<div style='font-size:13px;color:#444'>{esc(cap)}"
                                "</div>" + trick_svg(view.last_trick, winner=view.last_winner,
                                                     four_colour=self._four, card_width=40))
        else:
            self._last.value = ""
        over = st.is_terminal()
        choices = [] if over or not self.my_turn() else list(self.facade.choices(st))
        if over:
            self._status.value = ("<b>" + esc(t("The hand is over.")) + "</b> "
                                  + esc(t("Scores below; press New deal to play again.")))
        elif self.my_turn():
            what = t("choose below") if choices else (
                t("select cards, then press “{button}”", button=self.facade.play_label(st)) if self.facade.multi_card
                else t("click a card to play it"))
            # the space before the seat is the sentence's own (none before Chinese full-width brackets)
            self._status.value = ("<b>" + esc(t("Your turn")) + "</b>"
                                  + esc(t(" ({seat}): {what}.", seat=SEAT_NAME[self.seat], what=what)))
        else:
            self._status.value = esc(self._wait_text())
        self._draw_choices(choices)
        fresh = self.lines[self._heard:] if len(self.lines) >= self._heard else []
        self._heard = len(self.lines)
        self._announce.value = esc(spoken(" ".join([*(str(t("{line}.", line=line)) for line in fresh),
                                                    plain(self._status.value)])))
        self._play.layout.display = None if self.facade.multi_card and self.my_turn() and not choices else "none"
        if self.facade.multi_card:
            self._play.description = self.facade.play_label(st)
        self._undo.disabled = not self._history
        coached = hint_for(self.facade) is not None
        self._hint_button.disabled = not self.my_turn()
        self._hint_button.layout.display = None if coached else "none"
        self._review_button.layout.display = None if coached and over and self.decisions else "none"
        recent = self.lines[-_LOG_LINES:]  # the newest lines, oldest first (no scrolling needed)
        earlier = len(self.lines) - len(recent)
        head = ("<div style='color:#595959'>" + esc(tn("… {n} earlier play", "… {n} earlier plays", earlier, n=earlier))
                + "</div>" if earlier else "")
        lines = head + "".join(f"<div>{esc(line)}</div>" for line in recent)
        self._log.value = lines or ("<div style='color:#595959'>" + esc(t("The log of plays appears here."))
                                    + "</div>")
        if self.prefetch and coached and (self.my_turn() or over):  # the coach thinks while the learner does
            past = [before for before, _ in reversed(self.decisions)]  # then the past decisions, for the review
            wanted = past if over else [st, *past]
            if wanted:
                prefetch_for(self.facade, wanted[0], wanted[1:])
        if over and self._history and not self._played:  # a hand the learner played to its end
            self._played = True
            session = progress_session() if self.progress is None else self.progress
            if session is not None:
                session.hand_played()
        if over:
            self._scores.update(self.facade.score_sheets(st))
            self._scores.layout.display = None
        else:
            self._scores.layout.display = "none"

    def _draw_auction(self) -> None:
        """Bridge: the auction so far, each call explained by the table's bidding system (``explain()``)."""
        auction = getattr(self.state, "auction", None)
        if self.game != "bridge" or auction is None or not auction.calls:
            self._auction.layout.display = "none"
            return
        from ..games import bridge
        from .bridge import auction_html
        from .share import next_id

        self._auction_id = getattr(self, "_auction_id", None) or next_id("tt-pa-auction")
        meanings = bridge.system(self.state.rules.bidding).explain(auction.calls, dealer=auction.dealer)
        self._auction.value = auction_html(auction, meanings, self._auction_id)
        self._auction.layout.display = None

    def _draw_choices(self, choices: list[tuple[str, Any]]) -> None:
        key = tuple(label for label, _ in choices)
        if key == self._choice_key:
            return
        self._choice_key = key
        if not choices:
            self._choices.children = ()
        elif len(choices) <= _MAX_BUTTONS:
            buttons = []
            for label, _ in choices:
                buttons.append(button(label, "tt-choice", functools.partial(self.choose, label)))
            self._choices.children = buttons
        else:
            menu = w.Dropdown(options=list(key), tooltip=t("your choice"), layout=w.Layout(width="160px"))
            menu.add_class("tt-choice-menu")
            ok = button("OK", "tt-choice-ok", lambda: self.choose(menu.value), primary=True)
            self._choices.children = [menu, ok]
