"""Declaration ladder (WD vectors, B-W4, B-W6) and the auction (WA vectors, W-3, B-W1, B-W2)."""

import pytest
from wang27_helpers import cards

from tutor.errors import IllegalAction
from tutor.games import wang27
from tutor.games.wang27.declare import ladder_rank


def test_WD1_single_two_sets_its_suit():
    d = wang27.Declaration()
    d = d.declare("N", ["S2"])
    assert d.trump == "S"


def test_WD2_to_WD6_the_ladder_climbs():
    d = wang27.Declaration()
    d = d.declare("N", ["S2"])
    d = d.declare("W", ["H7"])
    assert d.trump == "H"                      # WD2
    d = d.declare("S", ["D2", "D2"])
    assert d.trump == "D"                      # WD3
    d = d.declare("E", ["C7", "C7"])
    assert d.trump == "C"                      # WD4
    d = d.declare("N", ["LJ", "LJ"])
    assert d.trump is None                     # WD5: no-trump
    d = d.declare("W", ["BJ", "BJ"])
    assert d.trump is None                     # WD6
    for shown in (["BJ", "BJ"], ["S2"], ["LJ", "LJ"]):
        with pytest.raises(IllegalAction, match="does not outrank"):
            d = d.declare("S", shown)                # WD6: nothing can follow


def test_B_W6_last_declaration_decides_even_after_a_suit():
    d = wang27.Declaration()
    d = d.declare("N", ["S2"])
    d = d.declare("E", ["LJ", "LJ"])
    assert d.trump is None


def test_WD7_seven_cannot_open_by_default():
    d = wang27.Declaration()
    with pytest.raises(IllegalAction, match="7s only overturn"):
        d = d.declare("N", ["H7"])
    assert not d.declared                       # unchanged
    d2 = wang27.Declaration.for_rules(wang27.Rules.preset().but(seven_can_open=True))
    d2 = d2.declare("N", ["H7"])
    assert d2.trump == "H"


def test_WD8_pair_of_twos_does_not_beat_pair_of_sevens():
    d = wang27.Declaration()
    d = d.declare("N", ["S2"])
    d = d.declare("E", ["C7", "C7"])
    with pytest.raises(IllegalAction) as e:
        d = d.declare("S", ["D2", "D2"])
    assert "pair of 2s (♦2 ♦2) does not outrank a pair of 7s (♣7 ♣7)" in e.value.reason
    assert d.trump == "C"


def test_B_W4_ladder_order():
    ranks = [ladder_rank(cards(t)) for t in
             ("S2", "S7", "LJ", "BJ", "S2 S2", "S7 S7", "LJ LJ", "BJ BJ")]
    assert ranks == [1, 2, 3, 4, 5, 6, 7, 8]


def test_WD10_reinforcement_but_no_self_overturn():
    d = wang27.Declaration()
    d = d.declare("N", ["S2"])
    d = d.declare("N", ["S2"])                       # the identical second card: reinforcement
    assert d.standing == cards("S2 S2") and d.seat == "N"
    d2 = wang27.Declaration()
    d2 = d2.declare("N", ["S2"])
    with pytest.raises(IllegalAction, match="not overturn yourself"):
        d2 = d2.declare("N", ["LJ"])
    with pytest.raises(IllegalAction, match="not overturn yourself"):
        d2 = d2.declare("N", ["H2", "H2"])
    d2 = d2.declare("N", ["S2", "S2"])                # the pair form works too
    assert d2.trump == "S"


def test_WD12_no_declaration_banker_names_trump():
    d = wang27.Declaration()
    with pytest.raises(IllegalAction, match="banker names trump"):
        _ = d.trump
    st = wang27.new_hand(seed=11)
    for _ in range(4):
        st = st.apply("pass")
    assert st.phase == "bid"
    st = st.apply(80)
    for _ in range(3):
        st = st.apply("pass")
    assert st.phase == "trump" and st.current_seat == "N" and len(st.hands["N"]) == 33
    st = st.apply("NT")
    assert st.phase == "bury" and st.trump is None


def test_declaration_not_a_declaration():
    d = wang27.Declaration()
    for bad in (["SA"], ["S2", "H2"], ["S2", "S2", "S2"]):
        with pytest.raises(IllegalAction, match="is not a declaration"):
            d = d.declare("N", bad)


def test_state_refuses_declaring_cards_not_held():
    st = wang27.new_hand(seed=2)
    hand = st.hands["N"]
    missing = next(c for c in ("S2", "H2", "D2", "C2", "LJ", "BJ") if cards(c)[0] not in hand)
    with pytest.raises(IllegalAction, match="you do not hold"):
        st.apply([missing])
    assert st.phase == "declare" and st.current_seat == "N" and not st.decl.declared


def test_declaration_round_ends_after_four_passes_and_goes_anticlockwise():
    st = wang27.new_hand(seed=2)
    seats = []
    for _ in range(4):
        seats.append(st.current_seat)
        st = st.apply("pass")
    assert seats == ["N", "W", "S", "E"] and st.phase == "bid"


# -- the auction --------------------------------------------------------------------------------
def test_WA1_lowest_bidder_is_banker():
    b = wang27.Auction(dealer="N")               # seats 1..4 = N W S E (anticlockwise)
    b = b.bid("N", 80)
    b = b.bid("W", 75)
    b = b.bid("S", "pass")
    b = b.bid("E", 70)
    b = b.bid("N", "pass")
    assert not b.is_over
    b = b.bid("W", "pass")                           # S is already out
    assert b.is_over and b.banker == "E" and b.target == 70


def test_WA2_dealer_banker_when_all_others_pass():
    b = wang27.Auction(dealer="N")
    b = b.bid("N", 80)
    for s in "WSE":
        b = b.bid(s, "pass")
    assert b.is_over and b.banker == "N" and b.target == 80


def test_WA3_bids_must_go_down_by_five():
    b = wang27.Auction(dealer="N")
    b = b.bid("N", 80)
    with pytest.raises(IllegalAction, match="not lower than the standing bid 80"):
        b = b.bid("W", 85)
    with pytest.raises(IllegalAction, match="not lower"):
        b = b.bid("W", 80)
    with pytest.raises(IllegalAction, match="steps of 5"):
        b = b.bid("W", 77)
    assert b.calls == (("N", 80),) and b.current == "W"
    b = b.bid("W", 60)                                # more than 5 lower is fine
    assert b.high == 60


def test_WA5_a_pass_is_final():
    b = wang27.Auction(dealer="N")
    b = b.bid("N", 80)
    b = b.bid("W", "pass")
    b = b.bid("S", 75)
    b = b.bid("E", 70)
    b = b.bid("N", 65)
    with pytest.raises(IllegalAction, match="a pass is final"):
        b = b.bid("W", 60)
    assert b.current == "S"


def test_B_W2_first_bidder_may_not_pass():
    b = wang27.Auction(dealer="E")
    with pytest.raises(IllegalAction, match="first bidder may not pass"):
        b = b.bid("E", "pass")
    with pytest.raises(IllegalAction, match="at most 80"):
        b = b.bid("E", 85)
    r = wang27.Rules.preset().but(all_pass="redeal")
    b2 = wang27.Auction(dealer="E", rules=r)
    for s in "ENWS":
        b2 = b2.bid(s, "pass")
    assert b2.is_over and b2.passed_out and b2.banker is None


def test_auction_turn_order():
    b = wang27.Auction(dealer="N")
    with pytest.raises(IllegalAction, match="North's turn"):
        b = b.bid("E", 80)


def test_bid_reaching_the_minimum_ends_the_auction():
    b = wang27.Auction(dealer="N")
    b = b.bid("N", 5)
    assert b.is_over and b.banker == "N" and b.target == 5


def test_W3_seed_literal_rising_auction():
    # seed: bids start at 80 and rise 85, 90 …; the highest bidder is banker; bid 90 ⇒ defenders need 90
    b = wang27.Auction(dealer="N", rules=wang27.Rules.preset("seed_literal"))
    b = b.bid("N", 80)
    b = b.bid("W", 85)
    b = b.bid("S", 90)
    with pytest.raises(IllegalAction, match="not higher"):
        b = b.bid("E", 90)
    for s in "ENW":
        b = b.bid(s, "pass")
    assert b.banker == "S" and b.target == 90


def test_presets_and_unknown_switches():
    assert wang27.Rules.preset("standard").bid_direction == "down"
    assert wang27.Rules.preset("seed_literal").bid_direction == "up"
    with pytest.raises(ValueError, match="unknown rules switch"):
        wang27.Rules.preset().but(bogus=1)
    with pytest.raises(ValueError, match="unknown rules preset"):
        wang27.Rules.preset("nope")


def test_state_bid_not_lower_by_five_leaves_state_unchanged():
    st = wang27.new_hand(seed=4)
    for _ in range(4):
        st = st.apply("pass")
    st = st.apply(80)
    with pytest.raises(IllegalAction, match="not lower"):
        st.apply(80)
    assert st.auction.calls == (("N", 80),) and st.current_seat == "W"


def test_rules_reject_unknown_switch_values():
    with pytest.raises(ValueError, match="bid_direction: expected one of down, up"):
        wang27.Rules.preset().but(bid_direction="sideways")
    with pytest.raises(ValueError, match="throw_penalty"):
        wang27.Rules.from_json({"preset": "standard", "throw_penalty": "lots"})


def test_banker_names_trump_variant_skips_declarations():
    st = wang27.new_hand(seed=5, rules=wang27.Rules.preset().but(trump_selection="banker_names"))
    assert st.phase == "bid" and st.current_seat == "N"
