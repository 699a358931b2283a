"""The review tells the truth about a hand (issue 35), in 27 Wang: the review after a hand never says "well played"
on a lost hand; it names why the hand was lost (the points against the target, the kitty dug and its multiplier), in
every language."""

from __future__ import annotations

from tutor import i18n
from tutor.games import get as get_game
from tutor.games.wang27 import bot as wang27_bot
from tutor.games.wang27.ranks import points_of
from tutor.games.wang27.state import Action

GAME = get_game("wang27")
LANGS = ("en", "zh", "zh-hant")


def finished_hands(n: int = 60):
    """Hands where South is a careless learner (the beginner robot, but burying its richest cards: points the
    defenders may dig) and the robots play the others, to the end."""
    for seed in range(n):
        state, robot, me = GAME.new_hand(seed=seed), wang27_bot.practice_bot(seed), wang27_bot.beginner_bot(seed)
        for _ in range(2000):
            if state.is_terminal():
                break
            if state.current_seat == "S" and state.phase == "bury":
                richest = sorted(state.hand("S"), key=lambda c: (-points_of([c]), str(c)))
                action = Action("bury", tuple(richest[:state.rules.kitty_size]))
            else:
                action = (me if state.current_seat == "S" else robot)(state)
            state = state.apply(action)
        if state.is_terminal() and state.result() is not None:
            yield state


def test_the_review_never_says_well_played_on_a_lost_hand_and_names_why():
    from tutor.widgets.review import verdict

    lost = dug = won = 0
    for state in finished_hands():
        result, why = GAME.outcome(state, "S")
        for lang in LANGS:
            said = str(verdict(GAME, state, "S").in_language(lang))
            well = str(i18n.catalog("tutor", lang).gettext("No costly choices found: well played."))
            if result is False:
                assert said != well and str(state.points()) in said and str(state.target) in said, said
                if state.kitty_bonus():
                    m = state.kitty_bonus() // points_of(state.buried)
                    assert f"×{m}" in said and str(points_of(state.buried)) in said, said
            elif result:
                assert said == well
        lost += result is False
        won += result is True
        dug += result is False and state.kitty_bonus() > 0
    assert lost and won and dug, (lost, won, dug)
