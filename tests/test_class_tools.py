"""The class tools read like a teacher's (issue 35): a closed live question is gone from the learners' pages; the
class board's columns are titled in the page's language with the game's name; the roster counts answers (not page
opens), leaves out the teacher's own browser and earlier days' learners, and says which page each learner is on and
who has not answered; the CSV's headers are the titles and its mastery a percentage; the drill menu speaks the
page's language; the README documents the teacher's tools."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from pathlib import Path

import pytest

from tutor import classview, i18n, progress
from tutor.classview.live import Live
from tutor.render.landing import game_name
from tutor.serve import classview as served

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "zh", "zh-hant")
WINNERS = ["basics.winner", "spades.winner", "gongzhu.winner", "bridge.winner"]


@pytest.fixture()
def store(tmp_path):
    s = progress.open(f"sqlite:///{tmp_path / 'p.sqlite'}")
    yield s
    s.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_live_question_is_gone_from_the_learners_pages(lang):
    live = Live()
    q = live.start("basics.follow", seed=3, level=1)
    assert live.learner_view("b-ann", lang)["question"] == q.id
    live.reveal()
    assert live.learner_view("b-ann", lang)["revealed"] is True
    live.close()
    assert live.learner_view("b-ann", lang) == {"question": None}  # closed means gone: it covers nobody's cards
    assert live.teacher_view(lang)["question"] == q.id  # the projector keeps its bars


def test_hide_is_remembered_across_the_learners_pages():
    script = (ROOT / "tutor" / "serve" / "livequestion.js").read_text(encoding="utf-8")
    # the question hidden is read back when a page loads, and kept when "hide" is pressed
    assert re.search(r"hidden\s*=\s*storedHidden\(\)", script)
    assert re.search(r"localStorage\.setItem\(HIDDEN_KEY,\s*hidden\)", script)


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_titles_its_columns_in_the_pages_language_with_the_game(store, tmp_path, lang):
    lesson = "gongzhu/02-playing-tricks"
    classview.assign([lesson], WINNERS, folder=tmp_path)
    store.record("b-ann", "drill:gongzhu.winner:1", True, answer="N")
    with i18n.language(lang):
        b = classview.board(store, folder=tmp_path, titles=served.column_titles(ROOT / "lessons", lang))
    titles = {c["id"]: c["title"] for c in b["columns"]}
    assert len({titles[s] for s in WINNERS}) == 4  # four "Who wins the trick", told apart
    for skill in WINNERS:
        assert titles[skill] != skill and titles[skill].startswith(game_name(skill.split(".")[0], lang))
        assert i18n.has_chinese(titles[skill]) == (lang != "en")
    assert titles[lesson].startswith(game_name("gongzhu", lang)) and (lang == "en" or i18n.has_chinese(titles[lesson]))
    menu = {s["id"]: s["title"] for s in served.skill_catalog(lang)}  # the plan's and the live question's drill menu
    assert menu["gongzhu.winner"] == titles["gongzhu.winner"]
    assert lang == "en" or all(i18n.has_chinese(x) for x in menu.values()), menu  # not English on a Chinese page
    assert len(set(menu.values())) == len(menu)


def test_the_roster_counts_answers_leaves_out_the_teacher_and_says_who_is_stuck(store, tmp_path):
    lesson = "spades/02-playing-tricks"
    classview.assign([lesson], [], folder=tmp_path)
    for n in range(4):  # Ann opens pages four times, answers once
        store.record("b-ann", f"lesson:spades/0{n}-x", True, answer="opened")
    store.record("b-ann", f"lesson:{lesson}", True, answer="opened")
    store.record("b-ann", f"quiz:{lesson}#1", True, answer="West")
    store.record("b-bo", "lesson:practice/gongzhu", True, answer="opened")  # Bo opened a page, answered nothing
    store.record("b-proj", f"lesson:{lesson}", True, answer="opened")  # the teacher's projector
    classview.mark_teacher("b-proj", tmp_path)
    store.set_name("b-ann", "Ann")
    store.set_name("b-bo", "Bo")
    with i18n.language("zh-hant"):
        b = classview.board(store, folder=tmp_path, titles=served.column_titles(ROOT / "lessons", "zh-hant"))
    rows = {r["name"]: r for r in b["rows"]}
    assert set(rows) == {"Ann", "Bo"}, rows  # not the projector
    assert rows["Ann"]["answers"] == 1  # one answer, not five page opens
    assert rows["Bo"]["answers"] == 0  # opened a page, has not answered: on the board all the same
    assert rows["Ann"]["page"] == lesson and i18n.has_chinese(rows["Ann"]["page_title"])
    assert rows["Bo"]["page"] == "practice/gongzhu" and game_name("gongzhu", "zh-hant") in rows["Bo"]["page_title"]


def test_the_board_shows_only_todays_class(store, tmp_path):
    yesterday = dt.datetime.now(dt.UTC) - dt.timedelta(days=1, hours=1)
    store.record("b-old", "drill:spades.winner:1", True, answer="N", now=yesterday)  # an earlier use of the computer
    store.record("b-new", "drill:spades.winner:2", True, answer="N")
    b = classview.board(store, plan={"lessons": [], "skills": ["spades.winner"], "since": None})
    assert [r["learner"] for r in b["rows"]] == ["b-new"]
    classview.assign([], ["spades.winner"], folder=tmp_path)
    classview.reset(tmp_path)
    store.record("b-later", "drill:spades.winner:3", True, answer="N")
    assert [r["learner"] for r in classview.board(store, folder=tmp_path)["rows"]] == ["b-later"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_csv_reads_like_the_page(store, tmp_path, lang):
    lesson = "gongzhu/02-playing-tricks"
    classview.assign([lesson], ["gongzhu.winner"], folder=tmp_path)
    store.record("b-ann", f"quiz:{lesson}#1", True, answer="West")
    store.record("b-ann", "drill:gongzhu.winner:1", True, answer="N")
    titles = served.column_titles(ROOT / "lessons", lang)
    with i18n.language(lang):
        text = classview.results_csv(classview.board(store, folder=tmp_path, titles=titles))
    head, row = list(csv.reader(io.StringIO(text)))[:2]
    assert not any("gongzhu." in h or lesson in h for h in head), head  # titles, not ids
    assert any(h.startswith(titles["gongzhu.winner"]) for h in head)
    values = dict(zip(head, row, strict=True))
    pct = [v for h, v in values.items() if h.endswith("%")]
    assert len(pct) == 2 and pct[0] == "100"  # the lesson's one question right: 100 %, as the page says, not 1.0


def test_the_readme_documents_the_teachers_tools():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Teaching a class"):]
    section = section[:section.find("\n## ", 4)] if "\n## " in section[4:] else section
    for tool in ("/class", "live question", "follow", "present", "handout", "CSV", "reset"):
        assert tool.lower() in section.lower(), tool
