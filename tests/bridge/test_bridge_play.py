"""Play: opening leader, dummy face up after the lead, declarer plays dummy's cards, wrong hands refused
with the reason, claims (and a defender's claim refused), scoring at the end; the state never changes on
a refusal."""

from __future__ import annotations

import random

import pytest
from bridge_helpers import HANDS, in_play

from tutor.cards import Card
from tutor.errors import IllegalAction
from tutor.games import bridge
from tutor.games.bridge import Claim


def test_opening_lead_by_declarers_left_and_dummy_face_down_until_then():
    st = in_play()
    assert st.phase == "play" and st.declarer == "S" and st.dummy == "N"
    assert st.current_seat == "W" and st.hand_to_play == "W"
    assert st.view().face_down == frozenset({"N"})
    st = st.apply(Card.parse("D9"))
    assert st.view().face_down == frozenset()
    assert bridge.SPEC.visible_seats(st, "E") == {"E", "N"}
    assert bridge.SPEC.visible_seats(st, "N") == {"N", "S"}  # dummy sees declarer's cards (QQ)


def test_declarer_decides_for_dummy_and_the_wrong_hand_is_refused():
    st = in_play().apply(Card.parse("D9"))
    assert st.hand_to_play == "N" and st.current_seat == "S"  # South plays dummy's card
    with pytest.raises(IllegalAction) as e:
        st.apply(Card.parse("DA"))  # from South's own hand
    assert e.value.reason == "it is dummy's turn: play a card from North's hand (dummy); ♦A is in your own hand (South)"
    assert st.hand_to_play == "N" and len(st.hands["S"]) == 13
    st = st.apply(Card.parse("D2")).apply(Card.parse("D4"))
    assert st.current_seat == "S" and st.hand_to_play == "S"
    reason = st.check(Card.parse("DK"))
    assert reason == "it is your own turn (South), not dummy's: ♦K is in dummy's hand (North)"
    assert "East's card" in st.check(Card.parse("DQ"))
    assert "already been played" in st.check(Card.parse("D9"))


def test_must_follow_suit_with_reason():
    st = in_play().apply(Card.parse("D9")).apply(Card.parse("D2"))
    assert st.check(Card.parse("SQ")) == "you must follow ♦ because you hold ♦4"


def test_defender_claim_refused_and_declarer_claim_ends_the_hand():
    st = in_play()
    with pytest.raises(IllegalAction, match="only declarer \\(South\\) may claim"):
        st.apply(Claim(13))
    st = st.apply(Card.parse("D9"))
    done = st.apply(Claim(11))
    assert done.is_terminal() and done.declarer_tricks == 11
    assert done.result() == {"NS": 450, "EW": -450}
    with pytest.raises(IllegalAction, match="0 to 13"):
        st.apply(Claim(14))


def test_claim_validation_top_winners_and_double_dummy():
    rules = bridge.Rules.preset().but(claim_validation="top_winners")
    st = in_play(rules)
    for c in ("D9", "D2", "D4", "DA"):  # South wins with ♦A and is on lead
        st = st.apply(Card.parse(c))
    assert st.current_seat == "S"
    with pytest.raises(IllegalAction, match="top winners"):
        st.apply(Claim(12))
    pytest.importorskip("endplay")
    dd = in_play(bridge.Rules.preset("practice"))
    for c in ("D9", "D2", "D4", "DA"):
        dd = dd.apply(Card.parse(c))
    from tutor.games.bridge import analysis

    best = analysis.declarer_future_tricks(dd)
    assert dd.apply(Claim(best)).is_terminal()
    with pytest.raises(IllegalAction, match=f"only {best} of the 12"):
        dd.apply(Claim(best + 1))


def test_a_random_hand_to_the_end_scores_the_declarer_side():
    rng = random.Random(3)
    st = in_play()
    while not st.is_terminal():
        st = st.apply(rng.choice(st.legal_actions()))
    got = st.declarer_tricks
    assert sum(st.tricks_won().values()) == 13
    assert got == st.tricks_won()["N"] + st.tricks_won()["S"]
    expected = bridge.score("4H", vulnerable=False, tricks=got).total
    assert st.result() == {"NS": expected, "EW": -expected}


def test_calls_during_play_and_cards_during_auction_are_refused():
    st = in_play()
    assert "auction is over" in st.check(bridge.Call.parse("1S"))
    from bridge_helpers import fresh

    assert "auction is still going on" in fresh().check(Card.parse("SA"))
    assert "only claim during the play" in fresh().check(Claim(3))


def test_hcp_and_qq_sheets():
    st = in_play().apply(Card.parse("D9")).apply(Claim(10))
    assert st.hcp() == {"NS": 18 + 10, "EW": 12 + 0}
    sheets = bridge.SPEC.score_sheets(st)
    qq = sheets["QQ game score (North–South)"]
    assert qq.total == bridge.imps(420) + 20 - 28
    assert sheets["QQ game score (East–West)"].total == -qq.total


def test_new_hand_deals_13_each_and_starts_with_the_board_dealer():
    st = bridge.new_hand(seed=11, board_number=7)
    assert st.current_seat == "S" and st.board.vulnerable == "Both"
    assert sorted(len(h) for h in st.hands.values()) == [13] * 4
    assert HANDS  # the helper deal is complete
    assert len({c for h in st.hands.values() for c in h}) == 52
