"""tutor.widgets: replay, quiz, play-along, hand/table/score views, the card picker."""

from __future__ import annotations

import contextlib
import html
import io
import logging
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from tutor import replay
from tutor.cards import Card, parse_cards
from tutor.errors import IllegalAction, ParseError
from tutor.games import Game, LegalActions, basics
from tutor.scoring import ScoreLine, ScoreSheet
from tutor.seats import SEAT_NAME, next_seat
from tutor.tricks import Trick
from tutor.view import TableView
from tutor.widgets import CardPicker, HandViewer, PlayAlong, Quiz, ScoreSheetView, TableWidget, TrickReplay

RECORD = Path(__file__).resolve().parent.parent / "lessons" / "data" / "basics" / "four-tricks.json"


@pytest.fixture()
def rp():
    return replay.load(RECORD)


def classes(widget) -> set[str]:
    return set(widget._dom_classes)


# -- TrickReplay -------------------------------------------------------------------------------------
def test_replay_next_advances_narration_and_note(rp):
    tr = TrickReplay(rp)
    assert "tt-replay" in classes(tr) and repr(tr) == "TrickReplay(basics, step 0 of 16)"
    assert tr._narration.value == "The cards are dealt."
    assert rp.note(0) in tr._note.value
    for _ in range(4):
        tr._buttons["next"].click()
    assert tr.step == 4 and tr._slider.value == 4
    assert tr._narration.value == rp.narration(4)
    assert rp.note(4) in tr._note.value
    assert "North 1" in tr._tricks.value and "NS 1" in tr._tricks.value
    assert "won by North" in tr._last.value
    assert "step 4 of 16" in tr._counter.value
    tr._buttons["prev"].click()
    assert tr.step == 3 and tr._note.value == "" and "tt-note-empty" in classes(tr._note)


def test_replay_ends_slider_and_disabled_buttons(rp):
    tr = TrickReplay(rp)
    assert tr._buttons["first"].disabled and tr._buttons["prev"].disabled
    tr._buttons["last"].click()
    assert tr.step == len(rp) and tr._buttons["next"].disabled and tr._buttons["last"].disabled
    tr._buttons["next"].click()  # nothing past the end
    assert tr.step == len(rp)
    tr._slider.value = 7
    assert tr.step == 7 and tr.narration == rp.narration(7)
    tr._buttons["first"].click()
    assert tr.step == 0
    assert TrickReplay(rp, start=99).step == len(rp)


def test_replay_table_changes_in_place(rp):
    tr = TrickReplay(rp)
    table = tr._table
    before = table.value
    tr.next()
    assert tr._table is table and table.value != before
    assert 'data-card="HA"' in table.value  # North's lead is on the table


def test_replay_accepts_a_path_and_bad_input_raises(rp):
    assert TrickReplay(str(RECORD)).replay.summary() == rp.summary()
    with pytest.raises(ParseError):
        TrickReplay('{"format": "nope"}')


# -- Quiz --------------------------------------------------------------------------------------------
def test_quiz_wrong_then_right():
    q = Quiz("Who wins?", ["North", "East", "South"], "East", "East played the highest heart.",
             feedback={"North": "North's card is lower.", 2: "South discarded."})
    assert "tt-quiz" in classes(q) and repr(q) == "Quiz(3 options, open)"
    assert q.choose("North") is False
    assert "Not quite" in q.feedback and "North's card is lower." in q.feedback and "Try again" in q.feedback
    assert q._expl.value == ""  # the explanation waits for the right answer
    assert q._buttons[0].button_style == "danger" and not q._buttons[1].disabled
    q._buttons[2].click()
    assert "South discarded." in q.feedback
    q._buttons[1].click()
    assert q.solved and "Right!" in q.feedback and "highest heart" in q._expl.value
    assert all(b.disabled for b in q._buttons) and repr(q) == "Quiz(3 options, solved)"
    assert q.tries == [0, 2, 1]
    q._retry.click()
    assert not q.solved and q.feedback == "" and q._expl.value == "" and not any(b.disabled for b in q._buttons)


def test_quiz_rejects_bad_definitions():
    with pytest.raises(ParseError, match="not one of the options"):
        Quiz("?", ["a", "b"], "c")
    with pytest.raises(ParseError, match="outside"):
        Quiz("?", ["a", "b"], 5)
    with pytest.raises(ParseError, match="at least two"):
        Quiz("?", ["a"], 0)
    with pytest.raises(ParseError, match="feedback"):
        Quiz("?", ["a", "b"], 0, feedback={"z": "?"})


def test_who_wins_takes_the_answer_from_the_engine():
    t, seat = Trick("E", trump="H"), "E"
    for card in parse_cards("C10 CQ H3 CK"):
        t, seat = t.add(seat, card), next_seat(seat)
    q = Quiz.who_wins(t)
    assert q.options == ["East", "South", "West", "North"]
    assert q.options[q.answer] == SEAT_NAME[t.winner()] == "West"
    assert q.explanation_text.startswith(t.winner_reason())
    assert "Trumps: hearts" in q.question and "three of hearts" in q.question


# -- PlayAlong with the basics game ------------------------------------------------------------------
def _illegal_index(pa: PlayAlong) -> int:
    legal = pa.state.legal_actions()
    return next(i for i, c in enumerate(pa.hand()) if c not in legal)


def test_playalong_bots_play_up_to_the_learner():
    pa = PlayAlong("basics", seat="S", seed=0)
    assert "tt-playalong" in classes(pa)
    assert pa.state.current_seat == "S" and pa.my_turn()
    assert pa.lines and pa.lines[0].startswith("East leads")  # the dealer is North, East leads
    assert pa._picker.svg.count("data-index") == 13 and not pa._picker.disabled
    assert repr(pa) == "PlayAlong(basics, seat=S, seed=0, actions=1)"


def test_playalong_illegal_click_shows_reason_and_changes_nothing():
    pa = PlayAlong("basics", seat="S", seed=0)
    before, lines, svg = pa.state, list(pa.lines), pa._picker.svg
    i = _illegal_index(pa)
    reason = pa.state.check(pa.hand()[i])
    assert reason
    assert pa.click(i) is False
    assert reason in pa.message and "tt-error" in pa._message.value
    assert pa.state is before and pa.lines == lines and pa._picker.svg == svg


def test_playalong_legal_click_then_undo():
    pa = PlayAlong("basics", seat="S", seed=0)
    before, lines = pa.state, list(pa.lines)
    card = next(iter(pa.state.legal_actions()))
    expected = basics.GAME.narrate(before, card, before.apply(card))
    assert pa.click(pa.hand().index(card)) is True
    assert pa.lines[len(lines)] == expected
    assert pa.state.current_seat == "S" and len(pa.hand()) == 12  # the bots replied
    assert card not in pa.hand() and not pa._undo.disabled
    pa._undo.click()
    assert pa.state is before and pa.lines == lines and pa.message == "Undone."
    assert pa.undo() is False and "Nothing to undo" in pa.message


def test_playalong_whole_hand_new_deal_and_picker_clicks():
    pa = PlayAlong("basics", seat="S", seed=3, rules=basics.Rules.preset().but(hand_size=3))
    shown_last = []
    while not pa.state.is_terminal():
        index = pa.hand().index(next(iter(pa.state.legal_actions())))
        pa._picker._handle(pa._picker, {"event": "click", "index": index}, [])
        view = pa.state.view()
        if view.trick and view.last_trick:
            shown_last.append(f"won by {SEAT_NAME[view.last_winner]}" in pa._last.value)
    assert shown_last and all(shown_last)  # a finished trick stays visible once the next one starts
    assert pa._picker.disabled and "hand is over" in pa._status.value
    assert pa._scores.layout.display is None
    assert pa.click(0) is False  # no cards left
    pa._new.click()
    assert pa.seed == 4 and not pa.state.is_terminal() and pa._scores.layout.display == "none"
    assert pa.click(99) is None and "no card number 100" in pa.message


# -- PlayAlong with a game of choices and multi-card plays (a tiny fake game) -------------------------
@dataclass(frozen=True)
class _PairState:
    """The learner first says "go" or "stop", then plays two cards of the same rank together."""

    hand: tuple[Card, ...]
    said: str | None = None
    played: tuple[Card, ...] = ()
    current_seat: str | None = "S"

    @property
    def phase(self) -> str:
        return "over" if self.is_terminal() else ("call" if self.said is None else "play")

    def legal_actions(self):
        return LegalActions(self, ["go", "stop"] if self.said is None else [])

    def check(self, action):
        if self.said is None:
            return None if action in ("go", "stop") else "say go or stop first"
        if not isinstance(action, tuple) or len(action) != 2:
            return "play exactly two cards"
        if action[0].rank != action[1].rank:
            return f"{action[0].symbol} and {action[1].symbol} are not a pair"
        return None

    def apply(self, action):
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason)
        if self.said is None:
            return replace(self, said=action)
        return replace(self, played=action, hand=tuple(c for c in self.hand if c not in action), current_seat=None)

    def is_terminal(self):
        return bool(self.played)

    def result(self):
        return {}

    def view(self):
        return TableView(game="pairs", hands={"S": self.hand, "N": (), "E": (), "W": ()})


class _PairGame(Game[_PairState, Any]):
    name = "pairs"
    title = "Pairs"
    multi_card = True

    def new_hand(self, seed=None, rules=None):
        return _PairState(tuple(parse_cards("SA HA C2 D2 S9")))

    def choices(self, state):
        return [("Go", "go"), ("Stop", "stop")] if state.said is None else []

    def card_action(self, state, cards):
        if any(c.rank == 2 for c in cards):
            raise RuntimeError("boom")  # an unexpected bug must not reach the page as a traceback
        return tuple(cards)

    def narrate(self, before, action, after):
        return f"South {'says ' + action if isinstance(action, str) else 'plays a pair'}"

    def score_sheets(self, state):
        return {"South": ScoreSheet([ScoreLine("pair", 10, "one pair")])}

    def make_bot(self, level, seed):
        return lambda state: pytest.fail("no bot should be asked")


@pytest.fixture()
def pairs():
    return PlayAlong(_PairGame(), seat="S")  # a Game object needs no registration


def test_playalong_choices_then_multi_card_selection(pairs):
    pa = pairs
    labels = [b.description for b in pa._choices.children]
    assert labels == ["Go", "Stop"] and pa._play.layout.display == "none"
    assert pa.choose("Maybe") is None and "not a choice now" in pa.message
    pa._choices.children[0].click()
    assert pa.state.said == "go" and pa.lines == ["South says go"] and pa._choices.children == ()
    assert pa._play.layout.display is None
    cards = pa.hand()
    pa.click(cards.index(Card.parse("SA")))
    pa.click(cards.index(Card.parse("S9")))
    assert "Selected: ♠A ♠9" in pa.message and pa._picker.svg.count("#b38600") == 2
    pa._play.click()
    assert "♠A and ♠9 are not a pair" in pa.message and pa.state.said == "go" and not pa.state.played
    pa.click(cards.index(Card.parse("S9")))  # unselect
    pa.click(cards.index(Card.parse("HA")))
    assert pa.play_selected() is True
    assert pa.state.is_terminal() and pa.lines[-1] == "South plays a pair"
    assert "one pair" in pa._scores._html.value and pa._scores.totals == {"South": 10}


@contextlib.contextmanager
def _server_log():
    """What the widgets write to the server's log meanwhile."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    logger = logging.getLogger("tutor.widgets")
    logger.addHandler(handler)
    try:
        yield out
    finally:
        logger.removeHandler(handler)


def test_playalong_unexpected_error_is_a_message_not_a_traceback(pairs):
    pa = pairs
    pa.choose("Go")
    cards = pa.hand()
    pa.click(cards.index(Card.parse("C2")))
    pa.click(cards.index(Card.parse("D2")))
    with _server_log() as log:
        assert pa.play_selected() is None
    assert "Something went wrong" in pa.message and "boom" not in pa.message  # the detail is for the server
    assert "RuntimeError: boom" in log.getvalue() and "Traceback" in log.getvalue()
    assert pa.undo() is True and pa.state.said is None


def test_playalong_rejects_unknown_game_and_seat():
    with pytest.raises(ParseError):
        PlayAlong("poker")
    with pytest.raises(ParseError):
        PlayAlong("basics", seat="X")
    with pytest.raises(ParseError, match="choose one of beginner"):
        PlayAlong("basics", level="grandmaster")


# -- HandViewer, TableWidget, ScoreSheetView, CardPicker -------------------------------------------
def test_hand_viewer_one_two_four_hands_and_rotation():
    st = basics.new_hand(seed=7)
    four = HandViewer(st)
    assert repr(four) == "HandViewer(seats='NESW', me='S')" and "tt-table-svg" in four._pic.value
    four._me_box.value = "N"
    assert four.me == "N" and "tt-table-svg" in four._pic.value
    two = HandViewer({"N": "SA SK", "S": ["H2", "H3"]})
    assert two._pic.value.index("data-seat='N'") < two._pic.value.index("data-seat='S'")
    two._me_box.value = "N"  # North is now at the bottom
    assert two._pic.value.index("data-seat='S'") < two._pic.value.index("data-seat='N'")
    one = HandViewer("SA HK", me="E")
    assert one._seats == ["E"] and one._me_box not in one.children[1].children
    only_south = HandViewer(st, seats=["S"])
    assert only_south._pic.value.count('class="tt-card"') == 13
    only_south.update({"S": "SA"})
    assert only_south._pic.value.count('class="tt-card"') == 1
    only_south.update({"Q": "SA"})
    assert "not a seat" in only_south.message
    with pytest.raises(ParseError):
        HandViewer(42)


def test_table_widget_and_score_sheet_view():
    st = basics.new_hand(seed=1)
    tw = TableWidget(st)
    assert "tt-table" in classes(tw._pic) and tw._pic.value.count('class="tt-card"') == 52
    tw.update(st.apply(next(iter(st.legal_actions()))))
    assert tw._pic.value.count('class="tt-card"') == 52
    sheet = ScoreSheet([ScoreLine("made", 50, "5 × 10"), ScoreLine("bags", -3, "3 overtricks")])
    view = ScoreSheetView({"NS": sheet, "EW": ScoreSheet([ScoreLine("set", -60, "6 × 10")])})
    assert view.totals == {"NS": 47, "EW": -60}
    assert repr(view) == "ScoreSheetView(NS=+47, EW=-60)"
    assert "+47" in view._html.value and "5 × 10" in view._html.value
    view.update(sheet)
    assert repr(view) == "ScoreSheetView(total=+47)"


def test_card_picker_calls_back_unless_disabled():
    picked = []
    p = CardPicker("<svg>" + "".join(f'<g data-index="{i}"/>' for i in range(3)) + "</svg>", on_pick=picked.append)
    p._handle(p, {"event": "click", "index": 2}, [])
    p._handle(p, {"event": "click", "index": 3}, [])  # no card 3 is drawn: ignored
    p._handle(p, {"event": "other"}, [])
    p.disabled = True
    p.pick(3)
    assert picked == [2] and repr(p) == "CardPicker()"


def test_four_colour_switch_redraws_in_place(rp):
    from tutor.render.cards import BLUE, GREEN

    tr = TrickReplay(rp, start=9)  # diamonds are on the table at step 9
    table = tr._table
    assert BLUE not in table.value
    tr._colours.value = True
    assert tr._table is table and BLUE in table.value and tr.step == 9
    pa = PlayAlong("basics", seat="S", seed=0)
    pa._colours.value = True
    assert GREEN in pa._picker.svg or BLUE in pa._picker.svg
    hv = HandViewer({"S": "C2 D3"})
    hv._colours.value = True
    assert GREEN in hv._pic.value and BLUE in hv._pic.value


# -- the coach in the play-along: legal cards, hints, the review ------------------------------------------
def test_playalong_show_legal_marks_exactly_the_legal_cards():
    pa = PlayAlong("gongzhu", seat="S", seed=5, hint_seconds=0.05)
    while not (pa.my_turn() and pa.state.phase == "play"):
        assert not pa.state.is_terminal()
        if pa.my_turn():
            pa.choose(pa.facade.choices(pa.state)[0][0])
    assert "tt-legal" not in pa._picker.svg
    pa._show_legal.value = True
    legal = pa.state.legal_actions()
    marked = pa.legal_indices()
    assert marked == [i for i, c in enumerate(pa.hand()) if c in legal]
    assert pa._picker.svg.count("tt-legal") == len(marked) > 0
    pa._show_legal.value = False
    assert "tt-legal" not in pa._picker.svg


def test_playalong_hint_button_shows_a_legal_action_and_its_reason():
    pa = PlayAlong("spades", seat="S", seed=2, hint_seconds=0.05)
    assert pa.my_turn() and not pa._hint_button.disabled
    pa._hint_button.click()
    assert "Hint:" in pa._coach.value and "tt-hint-text" in pa._coach.value
    h = pa.hint()
    assert h.action in pa.state.legal_actions()
    assert html.escape(h.reason) in pa._coach.value


def test_playalong_review_after_the_hand_lists_costly_choices():
    pa = PlayAlong("gongzhu", seat="S", seed=1, hint_seconds=0.04)
    assert not pa.review() and "when the hand is over" in pa.message
    while not pa.state.is_terminal():  # the learner always plays its highest legal card or the first choice
        choices = pa.facade.choices(pa.state)
        if choices:
            pa.choose(choices[-1][0])
        else:
            legal = pa.legal_indices()
            pa.click(max(legal, key=lambda i: pa.hand()[i].rank))
    assert pa._review_button.layout.display is None
    mistakes = pa.review()
    assert isinstance(mistakes, list) and "tt-review" in pa._coach.value
    for m in mistakes:
        assert m.seat == "S" and m.cost >= 0.5 and m.better != m.chosen
        assert pa.decisions[m.step][1] == m.chosen
    assert len(pa._mistakes.children) == len(mistakes)
    if mistakes:  # a click on a costly choice opens the hand's replay there; "play on" goes back to it
        m = mistakes[0]
        before = pa.decisions[m.step][0]
        pa._mistakes.children[0].click()
        rv = pa.replay_view
        assert rv is not None and rv.replay.state_at(rv.step) == before
        assert html.escape(m.reason) in pa._review_panel.children[0].value
        assert html.escape(m.reason) in rv._note.value  # the note at that step says what was better, and why
        pa._review_panel.children[-1].click()
        assert pa.state == before and len(pa.decisions) == m.step and pa.my_turn()
    assert pa.jump(10_000) is False
    assert pa.show_mistake(10_000) is False


def test_playalong_without_a_coach_hides_the_hint():
    pa = PlayAlong("basics", seat="S", seed=0)
    assert pa._hint_button.layout.display == "none"
