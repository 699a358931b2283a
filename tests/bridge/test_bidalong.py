"""Bid a whole deal with a robot partner (``BidAlong``): the robots bid by the chosen system call by call, every
call is explained as the engine explains it, the hint is the system's rule, and the review names exactly the calls
that broke the system. Expected calls and words come from the system, never typed by hand."""

from __future__ import annotations

import pytest

from tutor.games import bridge
from tutor.games.bridge.bidding import Hand, choice
from tutor.progress import Session
from tutor.progress import open as open_store
from tutor.widgets.bidalong import BidAlong


def bid_by_the_system(b: BidAlong) -> None:
    while not b.over:
        assert b.call(str(b.system_call()))


@pytest.mark.parametrize("name", ["sayc", "precision"])
def test_a_whole_deal_bid_by_the_system_with_the_robots(name):
    for seed in range(8):
        b = BidAlong(seed=seed, system=name)
        bid_by_the_system(b)
        sys_ = bridge.system(name)
        a = bridge.Auction(b.auction.dealer)
        for c in b.auction.calls:  # every call (the robots' and the learner's) is the system's
            assert sys_.choose(Hand.of(b.deal[a.turn]), a).call == c
            a.call(c)
        said = [str(m.meaning) for m in sys_.explain(b.auction.calls, dealer=b.auction.dealer)]
        assert all(s.replace("'", "&#x27;") in b._table.value or s in b._table.value for s in said)
        assert b.review() == [] and "Every call you made" in b._review.value
        assert "tt-call-" not in str([c._dom_classes for c in b._calls.children])  # no call buttons once over


def test_the_hint_names_the_rule_and_the_review_the_broken_calls():
    b = BidAlong(seed=2, system="precision")
    want = b.system_call()
    hint = str(b.hint())
    assert want.symbol in hint and "Precision" in hint and hint in b._coach.value.replace("&#x27;", "'")
    wrong = next(c for c in b.auction.legal_calls() if c != want)
    assert b.call(str(wrong))
    bid_by_the_system(b)
    found = b.review()
    assert found[0][:2] == (wrong, want) and "tells partner" in str(found[0][2])
    assert "broke the system" in b._review.value


def test_a_refused_call_says_why_and_changes_nothing():
    b = BidAlong(seed=1, system="sayc")
    before = b.auction.calls
    assert b.call("XX") is False and "Not allowed" in b.message and b.auction.calls == before
    assert not b.call("9NT") and "9NT" in b.message and b.auction.calls == before


def test_it_bids_the_learners_chosen_system(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_CLASS_DIR", str(tmp_path / "class"))
    store = open_store(f"sqlite:///{tmp_path / 'p.db'}")
    me = Session(lambda: store, learner="b-bidder", lesson="bridge/11-responding-and-rebids")
    assert BidAlong(seed=0, progress=me).system == "sayc"
    choice.choose("精确", me)
    assert BidAlong(seed=0, progress=me).system == "precision"
