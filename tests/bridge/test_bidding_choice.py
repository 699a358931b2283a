"""The learner picks the bidding system once: it is kept in their record (``choice:bridge.bidding``), shown in the
record's summary, and the robots, the coach's hint, the review, the bidding box and the match all bid or explain by
it; the class's house rule (the teacher's ``bidding`` switch) overrides it.

Each test would fail if that part ignored the choice: the robots' calls are checked call by call against the chosen
system, on deals where the other system calls differently."""

from __future__ import annotations

import pytest

from tutor.classview import houserules
from tutor.errors import ParseError, StoreError
from tutor.games import bridge
from tutor.games.bridge.bidding import Hand, choice
from tutor.games.coach import review
from tutor.progress import Session
from tutor.progress import open as open_store
from tutor.widgets.bridge import BiddingBox
from tutor.widgets.match import MatchAlong
from tutor.widgets.playalong import PlayAlong


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The class folder (house rules) of this test: empty unless a test fixes a rule."""
    monkeypatch.setenv("TUTOR_CLASS_DIR", str(tmp_path / "class"))
    return tmp_path / "class"


@pytest.fixture
def me(tmp_path, folder):
    store = open_store(f"sqlite:///{tmp_path / 'progress.db'}")
    return Session(lambda: store, learner="b-learner", lesson="bridge/14-precision")


def robot_calls(state, learner="S"):
    """(hand, auction before, call) for every robot's call of ``state``'s auction."""
    a = bridge.Auction(state.auction.dealer)
    out = []
    for c in state.auction.calls:
        if a.turn != learner:
            out.append((Hand.of(state.deal[a.turn]), bridge.Auction(a.dealer, a.calls), c))
        a.call(c)
    return out


def differs(state, learner="S"):
    """Whether SAYC would have made another call than some robot made here."""
    sayc = bridge.system("sayc")
    return any(sayc.choose(h, a).call != c for h, a, c in robot_calls(state, learner))


def test_the_choice_is_kept_in_the_record_and_shown_in_its_summary(me):
    assert choice.in_force(me) == "sayc" and me.summary().get("choices", {}) == {}
    assert choice.choose("精确", me) == "precision"
    summary = me.summary()
    assert summary["choices"] == {"bridge.bidding": "precision"}
    assert summary["skills"] == {} and summary["lessons"] == {}  # a choice is no drill and no lesson
    assert choice.choose("SAYC", me) == "sayc" and choice.in_force(me) == "sayc"  # the latest counts
    assert choice.choose("precision", me) == "precision"
    with pytest.raises(ParseError, match="not a bidding system"):
        choice.choose("acol", me)
    assert choice.in_force(me) == "precision"  # a refused choice changed nothing
    assert [a["item"] for a in me.store().answers("b-learner")] == ["choice:bridge.bidding"] * 3


def test_a_choice_item_is_checked():
    store = open_store("sqlite://")
    with pytest.raises(StoreError, match="is not an item"):
        store.record("b-x", "choice:Bad Key", True, "precision")


def test_the_class_house_rule_overrides_the_learners_choice(me, folder):
    choice.choose("precision", me)
    houserules.fix("bridge", {"bidding": "sayc"}, folder)
    assert choice.in_force(me) == "sayc"
    assert "teacher" in str(choice.why(me))
    pa = PlayAlong("bridge", seed=1, progress=me, prefetch=False)
    assert pa.state.rules.bidding == "sayc"
    houserules.fix("bridge", None, folder)
    assert choice.in_force(me) == "precision"
    assert PlayAlong("bridge", seed=1, progress=me, prefetch=False).state.rules.bidding == "precision"


def test_the_robots_bid_by_the_chosen_system(me):
    choice.choose("precision", me)
    precision = bridge.system("precision")
    seen_difference = False
    for seed in range(40):
        pa = PlayAlong("bridge", seed=seed, progress=me, prefetch=False)
        assert pa.state.rules.bidding == "precision"
        for hand, before, call in robot_calls(pa.state):
            assert precision.choose(hand, before).call == call
        seen_difference |= differs(pa.state)
        if seen_difference:
            break
    assert seen_difference, "no deal where the systems differ: the test would not notice SAYC robots"


def test_the_hint_and_the_review_follow_the_choice(me):
    choice.choose("precision", me)
    pa = PlayAlong("bridge", seed=3, progress=me, prefetch=False)
    assert pa.my_turn() and pa.state.phase == "auction"
    h = pa.hint()
    assert "Precision" in str(h.reason) and "SAYC" not in str(h.reason)
    want = bridge.system("precision").choose(Hand.of(pa.state.deal["S"]), pa.state.auction).call
    assert h.action == want
    other = next(c for c in pa.state.auction.legal_calls() if c != want and c.kind == "bid")
    found = review("bridge", [(pa.state, other)], "S")
    assert len(found) == 1 and found[0].better == want and "Precision" in str(found[0].reason)


def test_the_bidding_box_explains_by_the_choice(me):
    box = BiddingBox(dealer="N", progress=me)
    box.call("1C")
    assert "any shape" not in box._table.value  # SAYC's 1♣ is natural
    choice.choose("precision", me)
    box = BiddingBox(dealer="N", progress=me)
    box.call("1C")
    assert "16 or more points" in box._table.value
    assert "16 or more points" not in BiddingBox(dealer="N", calls="1C", system="sayc")._table.value


def test_the_match_bids_by_the_choice(me):
    choice.choose("precision", me)
    m = MatchAlong("bridge", seed=2, progress=me)
    assert m.match.rules.bidding == "precision" and m.state.rules.bidding == "precision"
    precision = bridge.system("precision")
    for hand, before, call in robot_calls(m.state):
        assert precision.choose(hand, before).call == call


def test_a_lesson_that_names_its_system_keeps_it(me):
    choice.choose("precision", me)
    assert choice.rules_for({"bidding": "sayc"}, me).bidding == "sayc"
    assert choice.rules_for(bridge.Rules.preset().but(bidding="precision"), me).bidding == "precision"
    assert choice.rules_for("duplicate", me).passout == "score_zero"


def test_the_learner_picks_the_system_with_the_buttons(me, folder):
    from tutor.widgets.bridge import SystemChoice

    pick = SystemChoice(progress=me)
    assert pick.system == "sayc" and "usual" in pick._now.value
    pick._pick.value = "precision"  # the learner presses 精确 Precision
    assert me.summary()["choices"] == {"bridge.bidding": "precision"} and "as you chose" in pick._now.value
    assert PlayAlong("bridge", seed=0, progress=me, prefetch=False).state.rules.bidding == "precision"
    houserules.fix("bridge", {"bidding": "sayc"}, folder)
    pick = SystemChoice(progress=me)
    assert pick._pick.disabled and pick.system == "sayc"
    assert pick.choose("precision") is False and "teacher" in pick.message
    assert choice.learner_choice(me) == "precision" and choice.in_force(me) == "sayc"


@pytest.mark.parametrize(("lang", "said"), [("en", "Bidding system: Precision"), ("zh", "叫牌体系：精确体系"),
                                            ("zh-hant", "叫牌體系：精確體系")])
def test_the_record_page_shows_the_choice(me, lang, said):
    from tutor.render.landing import progress_view

    assert progress_view(me.summary(), [], lang)["choices"] == []
    choice.choose("precision", me)
    shown = progress_view(me.summary(), [], lang)["choices"]
    assert [c["id"] for c in shown] == ["bridge.bidding"] and shown[0]["text"].startswith(said)


def _meanings_shown(html):
    """(call symbol, described id, meaning, tooltip id) of every explained call in an auction's HTML."""
    import re

    return re.findall(r"<span class='tt-callm' tabindex='0' aria-describedby='([^']+)'>([^<]+)</span>"
                      r"<span class='tt-meaning' role='tooltip' id='([^']+)'>([^<]*)</span>", html)


@pytest.mark.parametrize("chosen", ["sayc", "precision"])
def test_the_play_alongs_and_the_matchs_auction_explain_every_call(me, chosen):
    from html import escape

    choice.choose(chosen, me)
    for widget in (PlayAlong("bridge", seed=5, progress=me, prefetch=False), MatchAlong("bridge", seed=5, progress=me)):
        a = widget.state.auction
        assert a.calls, "the robots called before the learner"
        said = bridge.system(chosen).explain(a.calls, dealer=a.dealer)  # what the engine says each call means
        shown = _meanings_shown(widget._auction.value)
        assert [s[1] for s in shown] == [escape(c.symbol) for c in a.calls]
        assert [s[3] for s in shown] == [escape(str(m.meaning), quote=True) for m in said]
        assert all(d == i for d, _, i, _ in shown) and len({i for *_, i, _ in shown}) == len(shown)
        before = len(a.calls)  # the learner calls: the auction grows and every call is still explained
        want = bridge.system(chosen).choose(Hand.of(widget.state.deal["S"]), a).call
        label = next(label for label, action in widget.facade.choices(widget.state) if action == want)
        assert widget.choose(label)
        assert len(_meanings_shown(widget._auction.value)) > before


def test_the_bidding_drills_bid_by_the_learners_choice_unless_the_class_fixed_a_system(me, folder, tmp_path):
    """Issues 33 and 34 together: the system the learner chose is among the rules their drills play by (the plain
    "what do you open?" drill then asks the 精确 question); the class's house rules still come first."""
    from tutor import practice

    data = tmp_path / "data"
    assert practice.in_force("bridge", session=me, data=data) is None
    choice.choose("precision", me)
    chosen = practice.in_force("bridge", session=me, data=data)
    assert chosen is not None and chosen.rules.bidding == "precision"
    differs = 0
    for seed in range(12):
        mine = practice.exercise("bridge.open", seed=seed, rules=chosen)
        f = mine.facts
        hand, auction = Hand.parse(f["hand"]), bridge.Auction(f["dealer"], [bridge.Call.parse(c) for c in f["calls"]])
        right = f["values"][mine.answer]
        assert f["system"] == "precision" and str(bridge.system("precision").choose(hand, auction).call) == right
        differs += str(bridge.system("sayc").choose(hand, auction).call) != right
        assert "tt-rules-in-force" in mine.prompt  # the drill says which rules it follows
    assert differs, "no drill where the systems differ: the test would not notice a SAYC drill"
    houserules.fix("bridge", {"bidding": "sayc"}, folder)
    fixed = practice.in_force("bridge", session=me, data=data)
    assert fixed is not None and fixed.rules.bidding == "sayc"
