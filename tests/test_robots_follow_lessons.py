"""The robots follow the lessons (issue 35): a 27 Wang banker robot buries as lesson 04 teaches ("a banker buries
low side cards and only buries points when sure of the last trick": buried points are dug and multiplied when the
defenders win it). The robots, the coach's hint and the review all start from one burial, ``lesson_bury``; the
checks below read the lesson's rules off the cards, not off that function."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tutor.games import get as get_game
from tutor.games.coach import review
from tutor.games.wang27 import bot as wang27_bot
from tutor.games.wang27 import coach
from tutor.games.wang27.coach import lesson_bury
from tutor.games.wang27.ranks import KEYS, SIDE_RANKS, TRUMP, points_of
from tutor.games.wang27.state import Action, State

GAME = get_game("wang27")
ROBOTS: dict[str, Callable[[int], Callable[[State], Action]]] = {
    "practice": wang27_bot.practice_bot, "beginner": wang27_bot.beginner_bot, "rollout": wang27_bot.rollout_bot}


def burials(make_bot: Callable[[int], Callable[[State], Action]], hands: int = 60) -> Iterator[tuple[State, Action]]:
    """(the position before the burial, the robot's burial) of ``hands`` deals the robot plays at every seat."""
    for seed in range(hands):
        state, bot = GAME.new_hand(seed=seed), make_bot(seed)
        while not state.is_terminal() and state.phase != "play":
            action = bot(state)
            if state.phase == "bury":
                yield state, action
            state = state.apply(action)


def as_lesson_04_teaches(state: State, buried: tuple) -> list[str]:
    """What a burial does against lesson 04, read off the cards: points or trumps buried while pointless side
    cards remained, a high side card (Q, K, A) buried while a lower pointless one stayed in the hand."""
    keys, hand = KEYS[state.trump], list(state.hand(state.current_seat))
    for c in buried:
        hand.remove(c)
    kept_low = [c for c in hand if keys[c][0] != TRUMP and not points_of([c])]
    wrong = []
    if points_of(buried) and kept_low:
        wrong.append(f"buried {points_of(buried)} points and kept pointless side cards {kept_low}")
    if any(keys[c][0] == TRUMP for c in buried) and kept_low:
        wrong.append(f"buried a trump and kept pointless side cards {kept_low}")
    high = SIDE_RANKS.index(12)
    low_kept = [c for c in kept_low if keys[c][1] < high]
    if low_kept and any(keys[c][0] != TRUMP and keys[c][1] >= high for c in buried):
        wrong.append(f"buried a high side card and kept low ones {low_kept}")
    return wrong


@pytest.mark.parametrize("name", sorted(ROBOTS))
def test_a_robot_banker_buries_as_lesson_04_teaches(name: str) -> None:
    seen = 0
    for state, action in burials(ROBOTS[name]):
        assert as_lesson_04_teaches(state, action.value) == [], (name, state.banker, action.value)
        assert action == lesson_bury(state)  # the one burial the coach's hint and the review start from
        seen += 1
    assert seen >= 40, seen


def test_the_lessons_burial_voids_a_short_suit_when_it_can() -> None:
    """A side suit short enough and all low and pointless is buried whole: the banker trumps it later."""
    voided = 0
    for state, _ in burials(wang27_bot.practice_bot):
        keys, size = KEYS[state.trump], state.rules.kitty_size
        hand = state.hand(state.current_seat)
        suits: dict[str, list] = {}
        for c in hand:
            suits.setdefault(keys[c][0], []).append(c)
        can = [s for s, cards in suits.items() if s != TRUMP and len(cards) <= size
               and all(not points_of([c]) and keys[c][1] < SIDE_RANKS.index(12) for c in cards)]
        if not can:
            continue
        kept = list(hand)
        for c in lesson_bury(state).value:
            kept.remove(c)
        assert any(not any(keys[c][0] == s for c in kept) for s in can), (hand, lesson_bury(state).value)
        voided += 1
    assert voided >= 3, voided


def test_the_hint_and_the_review_agree_with_the_robots_burial() -> None:
    """The coach's hint buries as the robots do (it leaves the lesson only when its deals show clearly better), and
    the review finds nothing costly in the lesson's burial."""
    positions = [state for state, _ in burials(wang27_bot.practice_bot, hands=6)][:2]
    assert positions
    for state in positions:
        taught = lesson_bury(state)
        h = coach.hint(state, deals=8)
        assert h.action == taught or points_of(h.action.value) == points_of(taught.value), (h.action, taught)
        assert review("wang27", [(state, taught)], state.current_seat, deals=8) == []
