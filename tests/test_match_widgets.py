"""The match play-along (``MatchAlong``): hands played by clicks, the engine's running score after each,
"Next hand", the coach on every hand, and the review opening the hand's replay at a costly choice."""

from __future__ import annotations

import html
from typing import Any

import pytest

from tutor import replay
from tutor.errors import ParseError
from tutor.widgets.match import MatchAlong


def learner_move(ma: MatchAlong, bot: Any) -> None:
    """Make ``bot``'s choice the way a learner would: a choice button, a card click, or cards then Play."""
    action = bot(ma.state)
    choices = ma.facade.choices(ma.state)
    for label, value in choices:
        if value == action:
            assert ma.choose(label), ma.message
            return
    looks = [label for label, value in choices if value == "look"]
    if looks:  # Spades: the bot bids without looking; the learner's page asks to look (or bid blind) first
        assert ma.choose(looks[0]), ma.message
        return
    cards = list(getattr(action, "value", None) or [action]) if ma.facade.multi_card else [action]
    hand = list(ma.hand())
    picks = []
    for c in cards:
        i = next(i for i, h in enumerate(hand) if h == c and i not in picks)
        picks.append(i)
    if ma.facade.multi_card:
        for i in picks:
            assert ma.click(i)
        assert ma.play_selected(), ma.message
    else:
        assert ma.click(picks[0]), ma.message


def play_hand(ma: MatchAlong, seed: int = 3) -> None:
    bot = ma.facade.bot("normal", seed)
    for _ in range(500):
        if ma.state.is_terminal():
            return
        assert ma.my_turn()
        learner_move(ma, bot)
    raise AssertionError("the hand did not end")


def rows(ma: MatchAlong) -> int:
    """Score rows shown (one per finished hand; the reasons' rows are not counted)."""
    value = ma._match_table.value
    return value.count("<tr>") - 1  # minus the header row


@pytest.mark.parametrize("game", ["spades", "gongzhu", "bridge", "wang27"])
def test_match_flow_hand_scored_then_next_hand(game: str) -> None:
    ma = MatchAlong(game, seed=2, hint_seconds=0.02)
    assert "tt-match" in ma._dom_classes and ma._new.layout.display == "none"
    assert ma._next_hand.layout.display == "none" and rows(ma) == 0
    assert ma.next_hand() is False and "Finish this hand" in ma.message
    play_hand(ma)
    assert len(ma.match.hands) == 1 and ma.match.hands[0] == ma.state  # the engine scored this very hand
    assert rows(ma) == 1 and ma._next_hand.layout.display is None
    assert "Next hand" in ma._status.value
    assert ma.undo() is False and "scored" in ma.message
    ma._next_hand.click()
    assert ma.hand_number == 2 and not ma.state.is_terminal() and ma._next_hand.layout.display == "none"
    assert ma.state == ma.match.current or ma.state.view() is not None
    # the coach works on the second hand too
    while not ma.my_turn():
        raise AssertionError("the learner should be to act after the bots")
    h = ma.hint()
    assert h is not None and h.action in ma.state.legal_actions()
    assert html.escape(h.reason) in ma._coach.value


def test_bridge_match_four_boards_to_the_end() -> None:
    ma = MatchAlong("bridge", seed=4, hint_seconds=0.02)
    for board in range(1, 5):
        assert ma.state.board.number == board
        play_hand(ma, seed=board)
        assert rows(ma) == board
        if board < 4:
            assert ma.next_hand()
    assert ma.over and ma._next_hand.layout.display == "none"
    winner = ma.match.winner
    assert winner is not None and html.escape(winner.reason) in ma._match_table.value
    assert html.escape(winner.reason) in ma._status.value
    assert ma.next_hand() is False and "over" in ma.message
    imps = ma.match.imps
    assert f"({imps['NS']})" in ma._match_table.value and f"({imps['EW']})" in ma._match_table.value


def test_match_review_opens_the_replay_at_the_costly_choice() -> None:
    ma = MatchAlong("gongzhu", seed=1, hint_seconds=0.3)
    while not ma.state.is_terminal():  # the learner always plays its highest legal card or sells everything
        choices = ma.facade.choices(ma.state)
        if choices:
            ma.choose(choices[-1][0])
        else:
            ma.click(max(ma.legal_indices(), key=lambda i: ma.hand()[i].rank))
    mistakes = ma.review()
    assert mistakes, "playing the highest card every time should cost points somewhere"
    k = len(mistakes) - 1
    m = mistakes[k]
    ma._mistakes.children[k].click()
    rv = ma.replay_view
    assert rv is not None
    assert rv.replay.state_at(rv.step) == ma.decisions[m.step][0]  # the position of that decision
    assert rv.replay.actions[rv.step] == m.chosen  # and the next step is the learner's choice
    assert rv.replay.final == ma.state
    assert replay.load(rv.replay.record).final == ma.state  # the replay's record reads back as the same hand
    assert html.escape(m.reason) in ma._review_panel.children[0].value
    assert html.escape(m.reason) in rv._note.value
    assert len(ma._review_panel.children) == 2  # no "play on": the hand is scored
    assert ma.jump(m.step) is False and ma.state.is_terminal()


def test_match_along_refuses_a_game_without_a_match() -> None:
    with pytest.raises(ParseError, match="no whole-game match"):
        MatchAlong("basics")
