"""The auction: every legality rule with its reason, the end of the auction, declarer, and property tests
against an independent recomputation (and endplay's ``Contract.from_auction`` when installed)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge
from tutor.games.bridge.auction import Call

SEATS = "NESW"


def auction(dealer, calls):
    a = bridge.Auction(dealer=dealer)
    for c in calls.split():
        a.call(c)
    return a


def test_bb1_boards_1_to_4_dealer_and_vulnerability():
    assert [(bridge.board(n).dealer, bridge.board(n).vulnerable) for n in (1, 2, 3, 4)] == [
        ("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "Both")]


def test_bb3_four_passes_pass_out_and_the_next_board_is_dealt():
    a = auction("N", "P P P P")
    assert a.is_over and a.passed_out and a.contract is None
    st = bridge.new_hand(seed=1)
    for _ in range(4):
        st = st.apply("P")
    assert st.is_terminal() and st.result() == {"NS": 0, "EW": 0}
    assert st.next_board == 2 and bridge.board(st.next_board).dealer == "E"  # one seat clockwise
    st2 = bridge.new_hand(seed=1, rules=bridge.Rules.preset().but(passout="same_vul_next_dealer"))
    for _ in range(4):
        st2 = st2.apply("P")
    assert st2.next_board == 1 and st2.next_dealer == "E"  # same board (vulnerability), next dealer
    assert st.next_dealer == "E"


@pytest.mark.parametrize("passout, sheet, says", [
    ("next_board", "Passed out: no score", "no score; the next board is dealt (board 5, North deals)"),
    ("same_vul_next_dealer", "Passed out: no score",
     "no score; the cards are dealt again with the same vulnerability (board 4, North deals)"),
    ("score_zero", "Passed out: 0 each", "the board is over and scores 0 for each side; next board 5, North deals"),
])
def test_passout_switch_changes_what_the_table_narration_and_sheet_say(passout, sheet, says):
    """Every value of the B-B2 switch is observable: board 4 (West deals) passed out."""
    st = bridge.new_hand(seed=1, rules=bridge.Rules.preset().but(passout=passout), board_number=4)
    assert st.current_seat == "W"
    for _ in range(3):
        st = st.apply("P")
    after = st.apply("P")
    assert after.is_terminal() and after.result() == {"NS": 0, "EW": 0}
    assert after.view().info[-1] == "Passed out: " + says
    assert bridge.GAME.narrate(st, "P", after) == "South passes. All four players passed. Passed out: " + says
    sheets = bridge.GAME.score_sheets(after)
    assert list(sheets) == [sheet]
    assert [(x.label, x.points, x.reason) for x in sheets[sheet].lines] == [("passed out", 0, says)]


def test_bb4_declarer_is_first_to_name_the_strain():
    a = auction("N", "1C P 1H P 2H P 4H P P P")
    assert str(a.contract) == "4H" and a.contract.declarer == "S"
    assert a.opening_leader == "W" and a.dummy == "N"


def test_bb6_cannot_double_partner():
    a = auction("N", "1H P")
    with pytest.raises(IllegalAction, match="cannot double your partner's bid") as e:
        a.call("X")
    assert "1♥" in e.value.reason and "X" not in e.value.legal
    assert len(a.calls) == 2  # unchanged


def test_design_example_4hx_by_south():
    a = auction("N", "P 1S 2H P 4H X P P P")
    assert str(a.contract) == "4HX" and a.contract.declarer == "S"


def test_insufficient_bid_names_the_cheapest_legal_bid():
    a = auction("N", "1S")
    with pytest.raises(IllegalAction) as e:
        a.call("1H")
    assert e.value.reason.startswith("1♥ is an insufficient bid: the last bid was 1♠, so bid 1NT or higher")
    with pytest.raises(IllegalAction, match="repeat"):
        a.call("1S")
    with pytest.raises(IllegalAction, match="more tricks"):
        auction("N", "2C").call("1NT")
    assert a.calls == (Call.parse("1S"),)


def test_double_rules():
    with pytest.raises(IllegalAction, match="no bid to double"):
        bridge.Auction("N").call("X")
    with pytest.raises(IllegalAction, match="already doubled"):
        auction("N", "1H X P").call("X")
    assert str(auction("N", "1H P P X P P P").contract) == "1HX"  # intervening passes allowed
    with pytest.raises(IllegalAction, match="already redoubled"):
        auction("N", "1H X XX").call("X")


def test_redouble_rules():
    with pytest.raises(IllegalAction, match="has not been doubled"):
        auction("N", "1H P").call("XX")
    with pytest.raises(IllegalAction, match="only North–South"):
        auction("N", "1H X P").call("XX")  # West would redouble his own side's double
    with pytest.raises(IllegalAction, match="re-redouble"):
        auction("N", "1H X XX").call("XX")
    assert str(auction("N", "1H X P P XX P P P").contract) == "1HXX"


def test_new_bid_cancels_double():
    assert str(auction("N", "1H X 2H P P P").contract) == "2H"


def test_call_after_the_end_is_refused():
    a = auction("N", "1C P P P")
    with pytest.raises(IllegalAction, match="auction is over"):
        a.call("P")
    with pytest.raises(IllegalAction, match="passed out"):
        auction("N", "P P P P").call("1C")


def test_bad_call_text_is_a_parse_error():
    for bad in ("8H", "1Z", "", "XXX"):
        with pytest.raises(ParseError):
            Call.parse(bad)


def test_state_unchanged_after_refused_call():
    st = bridge.new_hand(seed=2).apply("1H").apply("P")
    with pytest.raises(IllegalAction):
        st.apply("X")
    assert len(st.auction.calls) == 2 and st.current_seat == "S"
    assert st.check("X") and st.check("1NT") is None


def test_legal_calls_are_exactly_the_calls_check_accepts():
    rng = random.Random(5)
    for _ in range(200):
        a = bridge.Auction(rng.choice(SEATS))
        while not a.is_over:
            legal = {str(c) for c in a.legal_calls()}
            every = ["P", "X", "XX"] + [f"{lv}{s}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")]
            assert legal == {c for c in every if a.check(c) is None}
            a.call(rng.choice(sorted(legal)))


def recompute(dealer, calls):
    """An independent, deliberately naive reading of a finished auction: (contract text, declarer)."""
    order = "NESW"
    seats = [order[(order.index(dealer) + i) % 4] for i in range(len(calls))]
    bids = [(s, c) for s, c in zip(seats, calls, strict=True) if c[0].isdigit()]
    if not bids:
        return None, None
    last_seat, last = bids[-1]
    after = calls[max(i for i, c in enumerate(calls) if c[0].isdigit()):]
    x = ""
    for c in after:
        if c == "X":
            x = "X"
        elif c == "XX":
            x = "XX"
    strain = last[1:]
    side = "NS" if last_seat in "NS" else "EW"
    declarer = next(s for s, c in bids if c[1:] == strain and s in side)
    return last + x, declarer


@st.composite
def random_auctions(draw):
    dealer = draw(st.sampled_from(SEATS))
    a = bridge.Auction(dealer)
    while not a.is_over:
        legal = a.legal_calls()
        # favour passes so that auctions end at a sensible length
        i = draw(st.integers(0, len(legal) - 1)) if draw(st.integers(0, 2)) == 0 else 0
        a.call(legal[i])
    return a


@settings(max_examples=examples(300), deadline=None)
@given(random_auctions())
def test_random_auctions_match_independent_recomputation(a):
    calls = [str(c) for c in a.calls]
    contract, declarer = recompute(a.dealer, calls)
    assert (str(a.contract) if a.contract else None) == contract
    assert a.declarer == declarer
    assert a.passed_out == (contract is None)
    assert calls[-3:] == ["P", "P", "P"]


@settings(max_examples=examples(200), deadline=None)
@given(random_auctions())
def test_random_auctions_match_endplay(a):
    types = pytest.importorskip("endplay.types")
    dealer = getattr(types.Player, {"N": "north", "E": "east", "S": "south", "W": "west"}[a.dealer])
    bids = [types.Bid(str(c).replace("P", "pass").replace("XX", "r").replace("X", "d")
                      if c.kind != "bid" else str(c)) for c in a.calls]
    theirs = types.Contract.from_auction(dealer, bids)
    if a.passed_out:
        assert theirs.is_passout()
        return
    assert theirs.level == a.contract.level
    assert theirs.declarer.abbr == a.contract.declarer
    assert {"passed": 0, "undoubled": 0, "doubled": 1, "redoubled": 2}[theirs.penalty.name] == a.contract.doubled


def naive_legal(dealer: str, calls: list[str], call: str) -> bool:
    """An independent reading of rule book 3.A.5: may ``call`` be made after ``calls``?"""
    order = "NESW"
    seat = order[(order.index(dealer) + len(calls)) % 4]
    side = "NS" if seat in "NS" else "EW"
    bid_at = [i for i, c in enumerate(calls) if c[0].isdigit()]
    if (not bid_at and len(calls) >= 4) or (bid_at and calls[-3:] == ["P", "P", "P"] and len(calls) - bid_at[-1] > 3):
        return False  # passed out, or three passes after the last bid, double or redouble
    if call == "P":
        return True
    strains = ["C", "D", "H", "S", "NT"]
    if call[0].isdigit():
        if not bid_at:
            return True
        last = calls[bid_at[-1]]
        return (int(call[0]), strains.index(call[1:])) > (int(last[0]), strains.index(last[1:]))
    if not bid_at:
        return False
    bidder = order[(order.index(dealer) + bid_at[-1]) % 4]
    bidder_side = "NS" if bidder in "NS" else "EW"
    after = [c for c in calls[bid_at[-1] + 1:] if c != "P"]
    if call == "X":
        return not after and bidder_side != side
    return after == ["X"] and bidder_side == side  # XX: only the bidding side, over the opponents' double


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(SEATS), st.lists(st.sampled_from(
    ["P"] * 8 + ["X", "XX"] * 3 + [f"{lv}{s}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")]),
    max_size=30))
def test_every_call_is_judged_as_an_independent_reading_of_the_rules(dealer, attempts):
    """Random calls, legal or not: the engine accepts exactly the calls the independent reading allows,
    a refused call leaves the auction unchanged, and a refusal always has a reason."""
    a = bridge.Auction(dealer)
    calls: list[str] = []
    for call in attempts:
        expected = naive_legal(dealer, calls, call)
        reason = a.check(call)
        assert (reason is None) == expected, (dealer, calls, call, reason)
        if expected:
            a.call(call)
            calls.append(call)
        else:
            assert isinstance(reason, str) and reason
            with pytest.raises(IllegalAction):
                a.call(call)
            assert [str(c) for c in a.calls] == calls
