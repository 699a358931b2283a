"""Every worked example of seed S (S1–S14) and every test vector of the rule book (SP…), by name."""

from __future__ import annotations

import pytest

from tutor.cards import Card, parse_cards
from tutor.errors import IllegalAction
from tutor.games import spades
from tutor.games.spades import Rules, score_hand
from tutor.tricks import Trick

W7 = Rules.preset("windows7")


def ns(bids: dict, tricks: dict, before=None, rules=None):
    """Score North–South alone (the examples give one partnership's bids and tricks)."""
    return score_hand(bids, tricks, before=before, rules=rules)["NS"]


def labels(result) -> list[tuple[str, int]]:
    return [(line.label, line.points) for line in result.sheet.lines]


# -- seed S worked examples ----------------------------------------------------------------------
def test_S1_combined_contract_made_with_one_bag():
    r = ns({"N": 3, "S": 4}, {"N": 2, "S": 6})
    assert (r.points, r.bags, r.total) == (71, 1, 71)
    assert labels(r) == [("contract made", 70), ("1 bag", 1)]
    assert "7 × 10 = 70" in r.sheet.lines[0].reason


def test_S2_combined_contract_set():
    r = score_hand({"E": 3, "W": 3}, {"E": 4, "W": 1})["EW"]
    assert (r.points, r.bags) == (-60, 0)
    assert labels(r) == [("contract set", -60)]


def test_S3_nil_scored_separately_from_partner():
    r = ns({"N": 5, "S": "nil"}, {"N": 4, "S": 0})
    assert (r.points, r.bags) == (50, 0)
    assert labels(r) == [("contract set", -50), ("South's nil made", 100)]


def test_S4_failed_nil_tricks_do_not_help_partner():
    r = ns({"N": 4, "S": "nil"}, {"N": 3, "S": 1})
    assert (r.points, r.bags) == (-139, 1)
    assert labels(r) == [("contract set", -40), ("South's nil failed", -100), ("1 bag", 1)]


def test_S4_windows7_loses_only_60():
    r = ns({"N": 4, "S": "nil"}, {"N": 3, "S": 1}, rules=W7)
    assert (r.points, r.bags) == (-60, 0)


def test_S5_both_sides_in_one_hand():
    r = score_hand({"E": 11, "W": "nil", "N": 1, "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0})
    assert (r["EW"].points, r["EW"].bags) == (12, 2)
    assert (r["NS"].points, r["NS"].bags) == (-20, 0)


def test_S6_nil_instead_of_one():
    r = score_hand({"E": 11, "W": "nil", "N": "nil", "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0})
    assert r["NS"].points == 90
    assert r["EW"].points == 12


def test_S7_blind_nil_made_with_big_partner():
    r = ns({"N": 10, "S": "blind"}, {"N": 11, "S": 0})
    assert (r.points, r.bags) == (301, 1)
    assert ("South's blind nil made", 200) in labels(r)


@pytest.mark.parametrize(("took", "points"), [(7, 70), (6, -70), (0, -70), (9, 72)])
def test_S8_one_trick_short_costs_140(took, points):
    north = min(took, 3)
    r = ns({"N": 3, "S": 4}, {"N": north, "S": took - north})
    assert r.points == points
    if took == 6:
        assert ns({"N": 3, "S": 4}, {"N": 3, "S": 4}).points - r.points == 140


def test_S9_running_totals_add_up():
    # 120, then a +71 hand, then a −50 hand: 120 → 191 → 141 (the bag of +71 is carried along).
    first = ns({"N": 3, "S": 4}, {"N": 2, "S": 6}, before={"NS": (120, 0)})
    assert (first.points, first.total, first.bags) == (71, 191, 1)
    second = ns({"N": 3, "S": 2}, {"N": 2, "S": 2}, before={"NS": first})
    assert (second.points, second.total, second.bags) == (-50, 141, 1)


def test_S10_bag_out_keeps_the_bag_points():
    r = ns({"N": 3, "S": 4}, {"N": 4, "S": 5}, before={"NS": (319, 9)})
    assert (r.points, r.total, r.bags) == (-28, 291, 1)
    assert labels(r) == [("contract made", 70), ("2 bags", 2), ("bag-out", -100)]


def test_S11_nil_failure_and_bag_out():
    r = ns({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})
    assert (r.total, r.bags) == (281, 1)
    assert labels(r) == [("contract made", 40), ("South's nil failed", -100), ("2 bags", 2), ("bag-out", -100)]


def test_S12_set_partner_and_failed_nil_still_bag_out():
    r = ns({"N": 4, "S": "nil"}, {"N": 3, "S": 3}, before={"NS": (439, 9)})
    assert (r.total, r.bags) == (202, 2)
    assert labels(r) == [("contract set", -40), ("South's nil failed", -100), ("3 bags", 3), ("bag-out", -100)]


@pytest.mark.parametrize(("score", "bags"), [(276, 6), (-58, 2), (0, 0), (-200, 0), (501, 1)])
def test_S13_units_digit_is_the_bag_count(score, bags):
    assert score % 10 == bags
    # A bare running score is read the same way by score_hand's ``before``.
    r = ns({"N": 3, "S": 4}, {"N": 3, "S": 4}, before={"NS": score})
    assert (r.total, r.bags) == (score + 70, bags)


def test_S14_twenty_bags_bag_out_twice():
    r = ns({"N": 1, "S": 1}, {"N": 7, "S": 6}, before={"NS": (309, 9)})
    assert r.bagouts == 2
    assert labels(r) == [("contract made", 20), ("11 bags", 11), ("bag-out", -100), ("second bag-out", -100)]
    assert (r.points, r.total, r.bags) == (-169, 140, 0)
    assert sum(p for lab, p in labels(r) if "bag-out" in lab) == -200


# -- rule book test vectors ----------------------------------------------------------------------
def vector(before, north, south, rules=None):
    (nb, nt), (sb, st) = north, south
    return ns({"N": nb, "S": sb}, {"N": nt, "S": st}, before={"NS": before}, rules=rules)


def test_SP1():
    r = vector((0, 0), (3, 2), (4, 6))
    assert (r.points, r.total, r.bags) == (71, 71, 1)


def test_SP2():
    r = vector((0, 0), (3, 4), (3, 1))
    assert (r.points, r.total, r.bags) == (-60, -60, 0)


def test_SP3():
    r = vector((0, 0), (5, 4), ("nil", 0))
    assert (r.points, r.total, r.bags) == (50, 50, 0)


def test_SP4():
    r = vector((0, 0), (4, 3), ("nil", 1))
    assert (r.points, r.total, r.bags) == (-139, -139, 1)


def test_SP4_windows7():
    r = vector((0, 0), (4, 3), ("nil", 1), rules=W7)
    assert (r.points, r.total, r.bags) == (-60, -60, 0)
    assert labels(r) == [("contract made", 40), ("South's nil failed", -100)]


def test_SP5():
    r = vector((0, 0), (11, 12), ("nil", 1))
    assert (r.points, r.total, r.bags) == (12, 12, 2)


def test_SP6():
    r = vector((0, 0), (10, 11), ("blind", 0))
    assert (r.points, r.total, r.bags) == (301, 301, 1)


def test_SP10():
    r = vector((319, 9), (3, 4), (4, 5))
    assert (r.points, r.total, r.bags) == (-28, 291, 1)


def test_SP12():
    r = vector((439, 9), (4, 5), ("nil", 1))
    assert (r.points, r.total, r.bags) == (-158, 281, 1)


def test_SP14():
    r = vector((0, 0), (3, 0), (4, 0))
    assert (r.points, r.total, r.bags) == (-70, -70, 0)


def trick_of(leader: str, texts: str) -> Trick:
    return Trick.played(leader, texts, trump="S")


def test_SP18_discards_never_win():
    assert trick_of("N", "C2 D3 HA DK").winner() == "N"
    # The same trick through the engine: the leader of ♣2 takes it.
    st = position({"N": "C2 CA", "E": "D3 D4", "S": "HA H2", "W": "DK D5"}, leader="N")
    for card in ("C2", "D3", "HA", "DK"):
        st = st.apply(card)
    assert st.winners()[-1] == "N" and st.current_seat == "N"


def test_SP19_a_spade_trumps_the_ace():
    t = trick_of("N", "H4 HK S2 HA")
    assert t.winner() == "S"
    assert "spades are trumps" in t.winner_reason()
    st = position({"N": "H4 C2", "E": "HK C3", "S": "S2 C4", "W": "HA C5"}, leader="N")
    for card in ("H4", "HK", "S2", "HA"):
        st = st.apply(card)
    assert st.winners()[-1] == "S"


def test_SP20_no_spade_lead_before_broken():
    st = position({"N": "SA S5 H3", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, leader="N")
    assert st.legal_actions() == [Card.parse("H3")]
    for bad in ("SA", "S5"):
        assert st.check(Card.parse(bad)) == "you cannot lead ♠ yet: spades are not broken and you still hold ♥"
        with pytest.raises(IllegalAction) as e:
            st.apply(bad)
        assert e.value.legal == (Card.parse("H3"),)
    assert st.check(Card.parse("H3")) is None


def test_SP21_all_spade_leader_may_lead_spades_and_breaks_them():
    st = position({"N": "S2 S3 S4", "E": "SA SK H9", "S": "C5 C6 C7", "W": "D8 D9 D10"}, leader="N")
    assert not st.broken
    assert sorted(st.legal_actions()) == sorted(parse_cards("S2 S3 S4"))
    for card in ("S2", "SA", "C5", "D8"):
        st = st.apply(card)
    assert st.broken and st.current_seat == "E"
    # Spades are broken for the later leader too: East may now lead ♠K although East holds ♥9.
    assert Card.parse("SK") in st.legal_actions() and st.check(Card.parse("SK")) is None


def test_SP21_on_a_real_first_lead():
    hands = {"N": "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 S2",
             "E": "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2",
             "S": "DA DK DQ DJ D10 D9 D8 D7 D6 D5 D4 D3 D2",
             "W": "CA CK CQ CJ C10 C9 C8 C7 C6 C5 C4 C3 C2"}
    st = spades.start(Rules.preset(), {s: tuple(parse_cards(h)) for s, h in hands.items()}, "W")
    for bid in (13, 1, 1, 1):
        st = st.apply(bid)
    assert st.current_seat == "N" and len(st.legal_actions()) == 13
    st = st.apply("S2")
    assert st.broken


def position(hands: dict[str, str], *, leader: str, broken: bool = False) -> spades.State:
    return spades.position(hands, leader=leader, broken=broken)
