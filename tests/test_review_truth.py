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


def careless_banker_hands(n: int = 120):
    """Hands the robots play, but where the banker, when it is South (the learner) or North (South's robot partner),
    buries its richest cards against what lesson 04 teaches: points the defenders may dig, as in the issue's hand."""
    for seed in range(n):
        state, robot = GAME.new_hand(seed=seed), wang27_bot.practice_bot(seed)
        while not state.is_terminal():
            if state.phase == "bury" and state.current_seat in ("S", "N"):
                richest = sorted(state.hand(state.current_seat), key=lambda c: (-points_of([c]), str(c)))
                action = Action("bury", tuple(richest[:state.rules.kitty_size]))
            else:
                action = robot(state)
            state = state.apply(action)
        if state.result() is not None:
            yield state


#: who buried the dug points, as each language says it; burying is 扣 (扣底), never 埋
WHO = {"en": {"S": "you buried", "N": "your partner North buried"},
       "zh": {"S": "你扣底扣了", "N": "你的对家北家扣底扣了"},
       "zh-hant": {"S": "你扣底扣了", "N": "你的對家北家扣底扣了"}}


def test_a_hand_lost_by_a_dug_kitty_names_who_buried_the_points_in_every_language():
    from tutor.widgets.review import verdict

    named = {"S": 0, "N": 0}
    for state in careless_banker_hands():
        result, _ = GAME.outcome(state, "S")
        if result is not False or not state.kitty_bonus() or state.banker not in ("S", "N"):
            continue
        m = state.kitty_bonus() // points_of(state.buried)
        for lang in LANGS:
            said = str(verdict(GAME, state, "S").in_language(lang))
            assert WHO[lang][state.banker] in said and f"×{m}" in said, (lang, said)
            assert "well played" not in said and "埋" not in said, said
            if lang != "en":
                assert "第4课" in said or "第4課" in said, said  # what lesson 04 teaches about it
        named[state.banker] += 1
    assert named["S"] and named["N"], named
