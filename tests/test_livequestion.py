"""The class's live question (issue 23): the rules (:mod:`tutor.classview.live`) and the app's requests: the teacher
starts a drill, learners answer once each (recorded in the store), the bars count, reveal shows the right one,
a closed question refuses with its reason, and on a network a learner's token cannot start one."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from test_classroom import Browserless
from test_classview import _xsrf_post, server  # noqa: F401 - the fixture of the class view's server tests

from tutor import practice, progress
from tutor.classview.live import Live, LiveError
from tutor.classview.quizzes import LessonQuestion, lesson_question
from tutor.i18n import language
from tutor.render import pages
from tutor.serve.livequestion import start_from

SKILL = "basics.follow"
HOSTILE = "<img src=x onerror=alert(1)>"


def test_one_answer_per_learner_counts_and_the_right_one_shows_only_once_revealed():
    live = Live()
    q = live.start(SKILL, seed=11, level=1)
    ex = practice.exercise(SKILL, seed=11, level=1)
    wrong = (ex.answer + 1) % len(ex.choices)
    assert live.answer(q.id, "b-ann", ex.answer) is True
    assert live.answer(q.id, "b-bo", wrong) is True
    assert live.answer(q.id, "b-bo", ex.answer) is False  # a second answer: the first one stands
    view = live.teacher_view()
    assert view["answered"] == 2 and view["item"] == f"drill:{SKILL}:11"
    assert [c["count"] for c in view["choices"]] == [1 if i in (ex.answer, wrong) else 0
                                                     for i in range(len(ex.choices))]
    assert all("right" not in c and "explain" not in c for c in view["choices"])  # hidden until the reveal
    mine = live.learner_view("b-bo")
    assert mine["mine"] == wrong and "right" not in mine and "count" not in json.dumps(mine)
    live.reveal()
    view = live.teacher_view()
    assert [c["right"] for c in view["choices"]] == [i == ex.answer for i in range(len(ex.choices))]
    assert [c["explain"] for c in view["choices"]] == [ex.explain(i) for i in range(len(ex.choices))]
    assert live.learner_view("b-bo")["right"] == ex.answer


def test_a_closed_or_replaced_question_and_a_bad_choice_are_refused_with_a_reason():
    live = Live()
    with pytest.raises(LiveError, match="no question is put to the class"):
        live.reveal()
    q = live.start(SKILL, seed=3)
    with pytest.raises(LiveError, match="choice 9 does not exist"):
        live.answer(q.id, "b-ann", 9)
    live.close()
    with pytest.raises(LiveError, match="the question is closed: the teacher stopped taking answers"):
        live.answer(q.id, "b-ann", 0)
    with language("zh"), pytest.raises(LiveError, match="这道题已经结束：老师不再收答案"):  # both languages
        live.answer(q.id, "b-ann", 0)
    assert live.teacher_view()["answered"] == 0
    with pytest.raises(LiveError, match="there is no skill “chess.mate”"):
        live.start("chess.mate")
    with pytest.raises(LiveError, match="the level 7 does not exist"):
        live.start(SKILL, level=7)
    assert live.question is not None and live.question.id == q.id  # unchanged by the refusals
    newer = live.start(SKILL)
    with pytest.raises(LiveError, match="that question is over"):
        live.answer(q.id, "b-ann", 0)
    assert newer.id != q.id


def test_the_same_exercise_in_both_languages():
    live = Live()
    live.start(SKILL, seed=5)
    en, zh = live.learner_view(None, "en"), live.learner_view(None, "zh")
    assert len(en["choices"]) == len(zh["choices"]) and en["prompt"] != zh["prompt"]
    with language("zh"):
        zh_title = practice.skill(SKILL).title
    assert live.teacher_view("zh")["title"] == zh_title != live.teacher_view("en")["title"]


def test_a_drill_in_traditional_chinese_for_a_zh_hant_learner():
    live = Live()
    q = live.start(SKILL, seed=5)
    with language("zh-hant"):
        hant_title, hant_prompt = practice.skill(SKILL).title, q.exercise().prompt
    zh, hant = live.learner_view(None, "zh"), live.learner_view(None, "zh-hant")
    assert hant["prompt"] == hant_prompt != zh["prompt"] and hant["title"] == hant_title
    assert "這幾張牌" in hant["prompt"] and "这几张牌" in zh["prompt"]  # traditional characters, not simplified
    assert "？你是南家。" in hant["prompt"] and "？ " not in hant["prompt"]  # Chinese sentences: no space between
    assert len(hant["choices"]) == len(zh["choices"])


QUIZ_LESSON = "basics/01-what-is-a-trick"


def test_a_lessons_question_comes_in_each_lessons_language_and_zh_hant_falls_back_to_zh():
    """start_from reads the lesson page in every language it is written in (lessons/zh-hant/… too), so a 繁體中文
    learner gets the 繁體中文 page's question; a lesson without one gives the 简体中文 version, not the English."""
    root = Path("lessons")
    live = Live()
    asyncio.run(start_from(live, root, {"action": "start", "lesson": QUIZ_LESSON, "n": 2}, "en"))
    hant_page = lesson_question(root, QUIZ_LESSON, 2, "zh-hant")
    zh_page = lesson_question(root, QUIZ_LESSON, 2, "zh")
    hant, zh = live.learner_view(None, "zh-hant"), live.learner_view(None, "zh")
    assert hant["prompt"] == hant_page.prompt != zh["prompt"] == zh_page.prompt
    assert hant["choices"] == list(hant_page.choices) != zh["choices"]
    assert hant["title"] != zh["title"] and "第 2 題" in hant["title"]
    only = {lang: LessonQuestion(2, f"prompt {lang}", (f"a {lang}", f"b {lang}"), 1, f"why {lang}", ("", ""))
            for lang in ("en", "zh")}
    live.start_quiz("basics/x", 2, only, {"en": "title en", "zh": "title zh"})
    view = live.learner_view(None, "zh-hant")
    assert (view["prompt"], view["choices"], view["title"]) == ("prompt zh", ["a zh", "b zh"], "title zh")


def test_the_app_runs_a_live_question_and_records_each_answer_once(server):  # noqa: F811
    start, _data = server
    url, _log = start()
    teacher = Browserless(url)
    assert "A live question" in teacher.request("/class")[2]
    assert "课堂提问" in teacher.request("/class?lang=zh")[2] and "出给全班" in teacher.request("/class?lang=zh")[2]
    with language("zh-hant"):
        hant_heading = str(pages.LEAD_TEXT["heading"])
    assert hant_heading != "课堂提问" and hant_heading in teacher.request("/class?lang=zh-hant")[2]
    xsrf = teacher.cookie("_xsrf")
    assert _xsrf_post(teacher, "/class/live", {"action": "start", "skill": SKILL}, None)[0] == 403  # XSRF-checked
    status, _, body = _xsrf_post(teacher, "/class/live", {"action": "start", "skill": SKILL, "level": 2}, xsrf)
    started = json.loads(body)
    assert status == 200 and started["open"] and started["level"] == 2 and started["answered"] == 0
    seed = int(started["item"].rsplit(":", 1)[1])  # the server chose it
    ex = practice.exercise(SKILL, seed=seed, level=2)
    ann, bo = Browserless(url), Browserless(url)
    seen = []
    for tab in (ann, bo):
        status, _, body = tab.request("/tutor/live.json")
        seen.append(json.loads(body))
        assert status == 200 and "right" not in seen[-1]
    assert seen[0] == seen[1] and seen[0]["choices"] == list(ex.choices)  # every learner: the same exercise
    wrong = (ex.answer + 1) % len(ex.choices)

    def answer(tab, choice, with_xsrf=True):
        return _xsrf_post(tab, "/tutor/live/answer", {"question": started["question"], "choice": choice},
                          tab.cookie("_xsrf") if with_xsrf else None)

    assert answer(ann, ex.answer, with_xsrf=False)[0] == 403
    status, _, body = answer(ann, ex.answer)
    assert status == 200 and json.loads(body)["counted"] and json.loads(body)["saved"]
    assert json.loads(answer(bo, wrong)[2])["counted"]
    status, _, body = answer(bo, ex.answer)  # Bo tries again: not counted, not recorded
    assert status == 200 and not json.loads(body)["counted"] and json.loads(body)["mine"] == wrong
    board = json.loads(teacher.request("/class/live.json")[2])
    counts = {c["index"]: c["count"] for c in board["choices"]}
    assert board["answered"] == 2 and counts[ex.answer] == 1 and counts[wrong] == 1 and sum(counts.values()) == 2
    assert all("right" not in c for c in board["choices"])
    store = progress.open(None)
    recorded = [a for a in store.answers_for("drill:") if a["item"] == started["item"]]
    store.close()
    assert sorted((a["correct"], a["answer"]) for a in recorded) == [(False, ex.choices[wrong]),
                                                                      (True, ex.choices[ex.answer])]
    status, _, body = _xsrf_post(teacher, "/class/live", {"action": "reveal"}, xsrf)
    assert status == 200 and [c["right"] for c in json.loads(body)["choices"]].index(True) == ex.answer
    assert json.loads(bo.request("/tutor/live.json")[2])["right"] == ex.answer
    with language("zh"):
        zh_reason = ex.explain(wrong)
    assert json.loads(bo.request("/tutor/live.json?lang=zh")[2])["explain"] == zh_reason  # Bo's own, in Chinese
    with language("zh-hant"):
        hant_reason = ex.explain(wrong)
    assert hant_reason != zh_reason
    assert json.loads(bo.request("/tutor/live.json?lang=zh-hant")[2])["explain"] == hant_reason  # and in 繁體中文
    assert _xsrf_post(teacher, "/class/live", {"action": "close"}, xsrf)[0] == 200
    late = Browserless(url)
    assert json.loads(late.request("/tutor/live.json")[2])["question"] is None  # closed: gone (its poll sets _xsrf)
    status, _, body = answer(late, 0)
    assert status == 409 and json.loads(body)["error"] == "the question is closed: the teacher stopped taking answers"
    status, _, body = _xsrf_post(teacher, "/class/live", {"action": "start", "skill": HOSTILE}, xsrf)
    assert status == 400 and "there is no skill" in json.loads(body)["error"]
    status, headers, script = teacher.request("/tutor/live.js")
    assert status == 200 and headers["Content-Type"].startswith("text/javascript") and "tt-liveq" in script


def test_on_a_network_a_learners_token_cannot_start_a_question(server):  # noqa: F811
    start, _data = server
    url, _log = start("--token=learners", "--teacher-key=teacher-secret", ip="0.0.0.0")
    learner = Browserless(url)
    assert learner.request("/?token=learners")[0] == 200
    for path in ("/class/live?token=learners", "/class/live"):
        status, _, text = _xsrf_post(learner, path, {"action": "start", "skill": SKILL}, learner.cookie("_xsrf"))
        assert status == 403 and "teacher's key" in text, path
    assert learner.request("/class/live.json?token=learners")[0] == 403  # nor see the bars
    assert json.loads(learner.request("/tutor/live.json")[2]) == {"question": None}  # nothing was started
    teacher = Browserless(url)
    assert teacher.request("/class?key=teacher-secret")[0] == 200
    status, _, body = _xsrf_post(teacher, "/class/live", {"action": "start", "skill": SKILL}, teacher.cookie("_xsrf"))
    assert status == 200
    shown = json.loads(learner.request("/tutor/live.json")[2])
    assert shown["question"] == json.loads(body)["question"] and "right" not in shown
    assert Browserless(url).request("/tutor/live.json")[0] in (302, 403)  # without the learners' token: no question


def test_a_drill_put_to_the_class_is_played_by_the_classs_house_rules(tmp_path: Path) -> None:
    """Issue 34: the teacher fixed 二副 for Gong Zhu; a Gong Zhu drill put to the class deals 104 cards and names the
    rules, on the teacher's server and on a learner's (another FolderLive on the same class folder) alike; the rules
    are those in force when the question was put, so changing them afterwards does not change the question."""
    from tutor.classview import houserules
    from tutor.classview.shared import FolderLive

    store = progress.open(f"sqlite:///{tmp_path / 'p.sqlite'}")
    teacher, learner = FolderLive(tmp_path, lambda: store), FolderLive(tmp_path, lambda: store)
    usual = teacher.start("gongzhu.winner", seed=5).exercise()
    houserules.fix("gongzhu", {"preset": "two_decks"}, tmp_path)
    q = teacher.start("gongzhu.winner", seed=5)
    want = practice.exercise("gongzhu.winner", seed=5, level=1, rules={"preset": "two_decks"})
    for server_side in (teacher, learner):
        shown = server_side.question.exercise()
        assert (shown.prompt, shown.choices, shown.answer) == (want.prompt, want.choices, want.answer)
        assert shown.prompt.startswith("<p class='tt-rules-in-force'>")
    assert usual.prompt != want.prompt and not usual.prompt.startswith("<p class='tt-rules-in-force'>")
    houserules.fix("gongzhu", None, tmp_path)  # the teacher goes back to the usual rules: the open question stays
    assert learner.question.id == q.id and learner.question.exercise().prompt == want.prompt
    assert teacher.start("spades.winner", seed=5).rules == ""  # another game's drill: the usual rules
