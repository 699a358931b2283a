"""The learner's record tells the truth (issue 35): what the landing page's progress panel (``tt-progress``) says
follows from what the learner did, in every language.

- "Continue" points to the next lesson of the game the learner was studying: a practice page opened last is
  its game's, not a lesson of a game called "practice";
- nothing finished today is listed as due for review today (FSRS's minutes-long learning steps are the
  drill's business), and it is listed the next day;
- one right answer cannot read as mastery (evidence-weighted: ``tutor.progress.memory.EVIDENCE``);
- skills of several games are listed with the game's name;
- playing a whole hand in a play-a-hand lesson marks the lesson done;
- the stars beside a lesson say what they mean on the page, not only to a screen reader.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
from jinja2 import Environment, FileSystemLoader

from tutor import progress
from tutor.progress.session import Session
from tutor.render import landing

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "zh", "zh-hant")
T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


class Clock:
    def __init__(self) -> None:
        self.t = T0

    def __call__(self) -> dt.datetime:
        return self.t


@pytest.fixture
def store(tmp_path):
    clock = Clock()
    s = progress.store.open_store(f"sqlite:///{tmp_path / 'p.sqlite'}", clock=clock)
    s.clock_ = clock  # type: ignore[attr-defined]
    yield s
    s.close()


def finish(store, lesson: str, *, miss: bool = False) -> None:
    """Open a lesson page and answer its questions as the page does (a miss first when ``miss``)."""
    clock = store.clock_
    store.record("b-ann", f"lesson:{lesson}", True, "opened")
    sess = Session(lambda: store, learner="b-ann", lesson=lesson)
    n = sess.new_question()
    if miss:
        sess.answer_question(n, False, "x")
    sess.answer_question(n, True, "y")
    clock.t += dt.timedelta(minutes=3)


def view(store, lang: str) -> dict:
    return landing.progress_view(store.summary("b-ann"), landing.lesson_catalog(ROOT / "lessons", lang), lang,
                                 root=ROOT / "lessons", known=True)


@pytest.mark.parametrize("lang", LANGS)
def test_continue_points_to_the_game_studied_after_a_visit_to_its_practice_page(store, lang):
    for lesson in ("wang27/00-two-minutes", "wang27/01-card-order", "wang27/02-combinations",
                   "gongzhu/00-two-minutes", "gongzhu/01-special-cards", "gongzhu/02-playing-tricks",
                   "wang27/03-declaring", "wang27/04-auction-kitty", "wang27/05-following"):
        finish(store, lesson)
    store.record("b-ann", "lesson:practice/gongzhu", True, "opened")
    store.clock_.t += dt.timedelta(minutes=1)
    store.record("b-ann", "lesson:practice/wang27", True, "opened")
    nxt = view(store, lang)["next"]
    assert nxt["path"] == f"{lang}/wang27/06-counting.ipynb", nxt  # not Basics 01


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_finished_today_is_not_due_today_but_tomorrow(store, lang):
    finish(store, "gongzhu/01-special-cards", miss=True)  # FSRS: again in a minute
    store.record("b-ann", "drill:gongzhu.winner:1", False)  # a wrong drill answer: again in a minute
    store.clock_.t += dt.timedelta(hours=2)
    v = view(store, lang)
    assert v["reviews"] == [], v["reviews"]
    store.clock_.t += dt.timedelta(days=1)
    v = view(store, lang)
    assert [r["id"] for r in v["reviews"]] == ["gongzhu/01-special-cards", "gongzhu.winner"]


@pytest.mark.parametrize("lang", LANGS)
def test_one_right_answer_is_not_mastery_and_skills_name_their_game(store, lang):
    store.record("b-ann", "drill:gongzhu.winner:1", True, seconds=2.0)  # quick and right: FSRS says "Easy"
    store.record("b-ann", "drill:spades.winner:1", True, seconds=2.0)
    v = view(store, lang)
    pct = {s["id"]: s["pct"] for s in v["skills"]}
    assert pct["gongzhu.winner"] <= 20, pct  # was 91%: one answer of memory.EVIDENCE (5)
    titles = {s["id"]: s["title"] for s in v["skills"]}
    assert titles["gongzhu.winner"] != titles["spades.winner"]  # two "Who wins the trick" told apart
    assert titles["gongzhu.winner"].startswith(landing.game_name("gongzhu", lang))
    assert titles["spades.winner"].startswith(landing.game_name("spades", lang))
    for k in range(2, 8):  # right answers on later days: the meter fills with the evidence
        store.clock_.t += dt.timedelta(days=k)
        store.record("b-ann", f"drill:gongzhu.winner:{k}", True, seconds=6.0)
    assert {s["id"]: s["pct"] for s in view(store, lang)["skills"]}["gongzhu.winner"] >= 75


@pytest.mark.parametrize(("game", "lesson"), [("gongzhu", "gongzhu/06-play-a-hand"),
                                              ("spades", "spades/06-play-a-hand")])
def test_playing_a_whole_hand_marks_the_play_a_hand_lesson_done(store, game, lesson):
    from tutor.widgets import PlayAlong

    sess = Session(lambda: store, learner="b-ann", lesson=lesson)
    pa = PlayAlong(game, seat="S", seed=7, prefetch=False, progress=sess)
    for _ in range(500):
        if pa.state.is_terminal():
            break
        choices = pa.facade.choices(pa.state)
        if choices:
            pa.choose(choices[0][0])
        else:
            pa.click(pa.legal_indices()[0])
    assert pa.state.is_terminal()
    assert store.summary("b-ann")["lessons"][lesson]["finished"] is True
    for lang in LANGS:
        assert view(store, lang)["lessons"][f"{lang}/{lesson}.ipynb"]["done"] is True
    pa.new_deal()  # a second hand does not record the lesson again
    assert [a["answer"] for a in store.answers("b-ann") if a["item"] == f"lesson:{lesson}"] == ["finished"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_stars_meaning_is_shown_on_the_page(store, lang):
    finish(store, "gongzhu/01-special-cards", miss=True)
    folder = ROOT / "share" / "jupyter" / "voila" / "templates" / "tutor"
    template = Environment(loader=FileSystemLoader(str(folder)), autoescape=True).get_template("tree.html")
    catalog = landing.lesson_catalog(ROOT / "lessons", lang)
    html = template.render(base_url="/", page_config={"tutorPage": {**landing.page_words(lang),
                                                                    "langs": landing.languages(lang)},
                                                      "tutorCatalog": catalog},
                           tutor=view(store, lang), tutor_next="/", xsrf_form_html=lambda: "")
    shown = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))  # what a sighted reader sees
    assert "☆" in shown
    key = landing.progress_words(lang)["stars_key"]
    assert key in shown and "★" in key and "☆" in key
