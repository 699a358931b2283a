"""tutor.practice's contract (DESIGN §8): the skills, exercises and levels, and the errors that name what
was asked for."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tutor import i18n, practice
from tutor.errors import ParseError, PracticeError, TutorError


def test_design_contract():
    for game in ("basics", "spades", "gongzhu", "bridge", "wang27"):
        sks = practice.skills(game)
        assert len(sks) >= 5
        assert all(sk.title and sk.lesson.startswith(game + "/") for sk in sks)
    sk = practice.skill("wang27.follow")
    assert sk.id == "wang27.follow" and sk.lesson == "wang27/05-following"
    ex = practice.exercise(sk.id, seed=7, level=1)
    assert isinstance(ex.prompt, str) and "<svg" in ex.prompt  # card pictures
    assert len(ex.choices) >= 2 and 0 <= ex.answer < len(ex.choices)
    assert ex.item == "drill:wang27.follow:7" and repr(ex) == "Exercise('wang27.follow', seed=7, level=1)"
    assert repr(sk) == "Skill('wang27.follow')"


def test_titles_follow_the_language():
    sk = practice.skill("spades.nil")
    assert sk.title == "Score nil and blind nil"
    with i18n.language("zh"):
        assert sk.title == "零叫牌和盲零的计分"
        assert practice.exercise("spades.nil", seed=1).explain(0).startswith(("对", "不是"))


@pytest.mark.parametrize("bad, word", [("chess.mate", "chess.mate"), ("wang27.nope", "wang27.nope"), ("", '""'),
                                       (None, "None"), ("<b>x</b>", "<b>x</b>")])
def test_unknown_skill_named(bad, word):
    with pytest.raises(PracticeError, match="no skill") as err:
        practice.exercise(bad, seed=1)
    assert word.strip('"') in str(err.value)
    assert isinstance(err.value, ValueError) and isinstance(err.value, TutorError) and isinstance(err.value, ParseError)


def test_unknown_game_named():
    with pytest.raises(PracticeError, match='"chess"'):
        practice.skills("chess")
    for bad in (None, 10**5000, ["spades"]):
        with pytest.raises(PracticeError, match="no game"):
            practice.skills(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, "7", None, True, [1]])
def test_bad_seed_named(seed):
    with pytest.raises(PracticeError, match="seed") as err:
        practice.exercise("basics.winner", seed=seed)
    assert repr(seed)[:20] in str(err.value)


@pytest.mark.parametrize("level", [0, 4, -1, 1.0, "1", None, False])
def test_bad_level_named(level):
    with pytest.raises(PracticeError, match="level") as err:
        practice.exercise("basics.winner", seed=1, level=level)
    assert repr(level) in str(err.value)


def test_errors_in_chinese():
    with i18n.language("zh"), pytest.raises(PracticeError, match="难度"):
        practice.exercise("basics.winner", seed=1, level=9)


def test_explain_refuses_a_choice_that_does_not_exist():
    ex = practice.exercise("bridge.imps", seed=3, level=1)
    for bad in (-1, len(ex.choices), "0", None, True):
        with pytest.raises(PracticeError, match="does not exist"):
            ex.explain(bad)


def test_level_for():
    assert [practice.level_for(m) for m in (0.0, 0.2, 0.5, 0.74, 0.75, 1.0)] == [1, 1, 2, 2, 3, 3]
    assert practice.level_for(float("nan")) == 1 and practice.level_for("x") == 1  # type: ignore[arg-type]


def test_different_seeds_and_levels_differ():
    a = practice.exercise("gongzhu.score", seed=1, level=1)
    assert {practice.exercise("gongzhu.score", seed=s, level=1).prompt for s in range(10)} != {a.prompt}
    assert practice.exercise("gongzhu.score", seed=1, level=2).prompt != a.prompt


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(skill=st.one_of(st.sampled_from(["basics.winner", "wang27.throw", "bridge.imps"]), st.text(max_size=60),
                       st.none(), st.integers(), st.lists(st.text(max_size=3), max_size=3)),
       seed=st.one_of(st.integers(min_value=-(2**70), max_value=2**70), st.floats(), st.text(max_size=20),
                      st.none(), st.booleans(), st.just(10**5000)),
       level=st.one_of(st.integers(min_value=-5, max_value=9), st.floats(), st.text(max_size=5), st.none()))
# found by Hypothesis in a make test run: control and astral characters, each shown as an escape of up to 10
# characters, made the refusal 201 characters long
@example(skill="0" * 15 + "\x1f" * 8 + "\ud7fc\U00011d99\U00018cd6\U00018d09\U00018d09\U00018d09\U0001b2fc\U0001b2fc"
         "\U0002ebe1", seed=None, level=None)
def test_whatever_is_asked_an_exercise_or_an_error_that_names_it(skill, seed, level):
    try:
        ex = practice.exercise(skill, seed=seed, level=level)
    except PracticeError as err:
        assert 0 < len(str(err)) <= 200 and "\n" not in str(err)
    else:
        assert len(ex.choices) >= 2 and 0 <= ex.answer < len(ex.choices)
