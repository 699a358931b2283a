"""The Practice widget: a click records the answer and shows the engine's reason at once, "next" gives a
new exercise, the streak and mastery follow, and a failing recorder never loses the widget's state."""

from __future__ import annotations

import html
import re
from itertools import count

import pytest

from tutor import i18n, practice
from tutor.errors import PracticeError
from tutor.widgets import Practice
from tutor.widgets import practice as practice_widget


class Recorder:
    def __init__(self, result=True):
        self.calls, self.result = [], result

    def __call__(self, item, correct, answer=None, seconds=None):
        self.calls.append((item, correct, answer, seconds))
        if isinstance(self.result, Exception):
            raise self.result
        return self.result


def text(widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


def clock():
    ticks = count()
    return lambda: float(next(ticks)) * 1.5


def wrong_index(ex):
    return (ex.answer + 1) % len(ex.choices)


def test_a_right_click_records_and_explains():
    rec = Recorder()
    p = Practice("basics.follow", seed=3, level=1, recorder=rec, clock=clock())
    assert "tt-practice" in p._dom_classes and "tt-widget" in p._dom_classes
    ex = practice.exercise("basics.follow", seed=3, level=1)
    assert [b.description for b in p._buttons] == list(ex.choices)
    assert all("tt-choice" in b._dom_classes for b in p._buttons) and "tt-feedback" in p._fb._dom_classes
    assert ex.prompt in p._prompt.value and p._fb.value == "" and p._next.disabled
    p._buttons[ex.answer].click()
    assert rec.calls == [("drill:basics.follow:3", True, ex.choices[ex.answer], 1.5)]
    assert ex.explain(ex.answer) in p.feedback and "tt-right" in p._fb.value
    assert all(b.disabled for b in p._buttons) and p._buttons[ex.answer].button_style == "success"
    assert p.streak == 1 and "1" in text(p._streak) and not p._next.disabled
    p._buttons[wrong_index(ex)].click()  # disabled on the page; a second answer changes nothing
    assert len(rec.calls) == 1 and p.streak == 1


def test_a_wrong_click_says_why_and_what_was_right():
    rec = Recorder()
    p = Practice("bridge.imps", seed=5, level=2, recorder=rec)
    ex = p.current
    p.choose(ex.answer)
    p.next()
    ex = p.current
    i = wrong_index(ex)
    assert p.choose(i) is False
    assert ex.explain(i) in p.feedback and ex.explain(ex.answer) in p.feedback and "tt-wrong" in p._fb.value
    assert p._buttons[i].button_style == "danger" and p._buttons[ex.answer].button_style == "success"
    assert rec.calls[-1][:3] == (f"drill:bridge.imps:{ex.seed}", False, ex.choices[i]) and p.streak == 0


def test_next_gives_a_new_exercise():
    p = Practice("gongzhu.score", seed=10, level=1, recorder=Recorder())
    first = (p.current.seed, p._prompt.value)
    p.choose(p.current.answer)
    p._next.click()
    assert p.current.seed == 11 and p._prompt.value != first[1] and p.feedback == ""
    assert not any(b.disabled for b in p._buttons) and p._next.disabled
    assert [b.description for b in p._buttons] == list(practice.exercise("gongzhu.score", seed=11).choices)


def test_a_game_takes_its_skills_in_turn_or_the_one_chosen():
    p = Practice("spades", seed=1, level=1, recorder=Recorder())
    ids = [sk.id for sk in practice.skills("spades")]
    seen = [p.skill.id]
    for _ in range(len(ids) - 1):
        p.next()
        seen.append(p.skill.id)
    assert seen == ids and repr(p) == "Practice(spades, 6 skills)"
    p._menu.value = ids.index("spades.nil")
    assert p.current.skill_id == "spades.nil"
    p.next()
    assert p.current.skill_id == "spades.nil"
    assert repr(Practice("spades.nil", seed=2, recorder=Recorder())) == "Practice(spades.nil)"


@pytest.mark.parametrize("failure", [OSError("database is locked"), False])
def test_a_failing_recorder_keeps_the_state(failure):
    rec = Recorder(failure)
    p = Practice("wang27.points", seed=4, level=1, recorder=rec)
    ex = p.current
    p.choose(ex.answer)
    assert len(rec.calls) == 1 and p.chosen == ex.answer and p.streak == 1
    assert ex.explain(ex.answer) in p.feedback and "not saved" in text(p._message)
    p.next()
    assert p.current.seed == 5 and p._next.disabled and p.chosen is None
    rec.result = True
    p.choose(p.current.answer)
    assert p.streak == 2 and text(p._message) == ""  # saved again: the note goes


def test_a_bad_choice_from_the_page_is_refused_in_words():
    p = Practice("basics.winner", seed=1, level=1, recorder=Recorder())
    assert p.choose(99) is None and "does not exist" in text(p._message)
    assert p.chosen is None and p.feedback == ""


def test_unknown_skill_and_bad_level_named():
    with pytest.raises(PracticeError, match="chess"):
        Practice("chess")
    for bad in (None, 10**5000, ["spades"]):
        with pytest.raises(PracticeError, match="no skill"):
            Practice(bad)  # type: ignore[arg-type]
    with pytest.raises(PracticeError, match="level"):
        Practice("basics", level=7)


def test_level_from_the_progress_session(monkeypatch):
    class Session:
        problem = None
        recorded: list = []

        def mastery(self, skill_id):
            return 0.9 if skill_id == "spades.nil" else 0.0

        def record(self, item, correct, answer=None, seconds=None):
            self.recorded.append(item)
            return True

    session = Session()
    monkeypatch.setattr(practice_widget, "_session", lambda: session)
    p = Practice("spades.nil", seed=3)
    assert p.current.level == 3 and "90%" in text(p._mastery)
    p.choose(0)
    assert session.recorded == ["drill:spades.nil:3"]
    q = Practice("spades.score", seed=3)
    assert q.current.level == 1


def test_without_progress_the_page_mastery_counts_this_pages_answers(monkeypatch):
    monkeypatch.setattr(practice_widget, "_session", lambda: None)
    p = Practice("basics.count", seed=1)
    assert p._recorder is None and p.mastery() == 0.0
    for _ in range(8):
        p.choose(p.current.answer)
        p.next()
    assert p.mastery() == pytest.approx(0.8) and p.current.level == 3 and p.streak == 8


def test_a_session_that_is_not_saving_says_why(monkeypatch):
    class Session:
        problem = "progress is not being saved: the database is read-only"

        def mastery(self, skill_id):
            raise RuntimeError("broken")

        def record(self, *a, **k):
            return False

    monkeypatch.setattr(practice_widget, "_session", Session)
    p = Practice("basics.take", seed=2)
    assert "read-only" in text(p._message) and p.current.level == 1
    p.choose(p.current.answer)  # not saved: the session's reason stays, the drill goes on
    assert "read-only" in text(p._message) and p.streak == 1


def test_chinese_page():
    i18n.set_language("zh")  # as a Chinese page's first cell does: the widget's callbacks speak it too
    try:
        p = Practice("wang27", seed=1, recorder=Recorder())
        assert p._next.description == "下一题 →" and "连对" in text(p._streak)
        p.choose(p.current.answer)
        assert any("\u4e00" <= ch <= "\u9fff" for ch in p.feedback)
    finally:
        i18n.set_language("en")


def test_a_page_query_opens_the_skill_it_names(monkeypatch):
    """``spades.ipynb?skill=spades.nil`` (the lessons' "practise this" link): from the kernel's QUERY_STRING,
    or handed over by the page script through the hidden box; an id of another game or junk changes nothing."""
    monkeypatch.setenv("QUERY_STRING", "skill=spades.nil&x=1")
    p = Practice("spades", seed=2, recorder=Recorder())
    assert p.current.skill_id == "spades.nil" and "tt-practice-in" in p._inbox._dom_classes
    monkeypatch.delenv("QUERY_STRING")
    q = Practice("spades", seed=2, recorder=Recorder())
    assert q.current.skill_id == "spades.winner"
    for junk in ("skill=wang27.follow", "skill=<b>", "", "%%%", "skill="):
        q._inbox.value = junk
        assert q.current.skill_id == "spades.winner"
    q._inbox.value = "?skill=spades.bagout"
    assert q.current.skill_id == "spades.bagout" and q._menu.value == 4
