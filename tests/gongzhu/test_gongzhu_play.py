"""Play rules: direction, first leads, following, the sold-card rule (GZ22–GZ24), selling, variants,
and bad input (clear errors, state unchanged)."""

import pytest
from gongzhu_helpers import hands_with, position

from tutor.cards import Card, parse_cards
from tutor.errors import IllegalAction, ParseError
from tutor.games import gongzhu
from tutor.games.gongzhu import PIG, Rules, Sale, new_hand

C = Card.parse


def test_GZ22_sold_heart_ace_may_not_follow_the_first_heart_trick():
    # N leads ♥2; anticlockwise the next seat is W, who sold ♥A and also holds ♥7.
    st = position({"N": "H2", "W": "HA H7"}, sold={"HA": "open"}, plays="H2")
    assert st.current_seat == "W"
    assert st.legal_actions() == [C("H7")]
    reason = st.check(C("HA"))
    assert "♥A was sold" in reason and "♥7" in reason
    with pytest.raises(IllegalAction) as e:
        st.apply("HA")
    assert e.value.legal == (C("H7"),)
    assert st.apply("H7").trick.cards == (C("H2"), C("H7"))


def test_GZ22_hidden_sale_restricts_too_and_the_second_round_is_free():
    st = position({"N": "H2 H3", "W": "HA H7 H6", "S": "H4 H5", "E": "H8 H9"}, sold={"HA": "hidden"},
                  plays="H2")
    assert C("HA") not in st.legal_actions()
    st = position({"N": "H2 H3", "W": "HA H7 H6", "S": "H4 H5", "E": "H8 H9"}, sold={"HA": "hidden"},
                  plays="H2 H7 H4 H9")  # E wins with ♥9 and leads next
    assert st.current_seat == "E"
    st = st.apply("H8")  # hearts' second round: ♥A may be played now
    assert st.current_seat == "N"
    st = st.apply("H3")
    assert C("HA") in st.legal_actions()


def test_GZ23_singleton_sold_card_must_be_played():
    st = position({"N": "H2", "W": "HA"}, sold={"HA": "open"}, plays="H2")
    assert st.legal_actions() == [C("HA")]
    assert st.check(C("HA")) is None


def test_GZ24_sold_pig_may_be_discarded_before_spades_are_led():
    # W holds no diamonds; N leads ♦2; ♠Q (sold) may be discarded on it.
    diamonds = "DA DK DQ DJ D10 D9 D8 D7 D6 D5 D4 D3 D2"
    st = position({"N": diamonds, "W": "SQ S2 S3"}, sold={"SQ": "open"}, plays="D2")
    assert st.current_seat == "W"
    assert C("SQ") in st.legal_actions() and st.check(C("SQ")) is None
    st = st.apply("SQ")
    assert st.trick.cards[-1] == PIG


def test_sold_card_may_be_led_by_default_and_not_under_the_variant():
    fixed = {"N": "SQ S2 H2"}
    assert C("SQ") in position(fixed, sold={"SQ": "open"}).legal_actions()
    strict = Rules.preset().but(sold_card_may_lead_first_round=False)
    st = position(fixed, sold={"SQ": "open"}, rules=strict)
    assert C("SQ") not in st.legal_actions() and C("S2") in st.legal_actions()
    assert "may not be led" in st.check(C("SQ"))
    # singleton exception under the variant
    assert C("SQ") in position({"N": "SQ H2"}, sold={"SQ": "open"}, rules=strict).legal_actions()


def test_must_follow_suit_with_reason():
    st = position({"N": "C3", "W": "C5 H9"}, plays="C3")
    assert st.check(C("H9")) == "you must follow ♣ because you hold ♣5"
    not_held = next(c for c in st.hands["N"] if c.suit != "C")
    assert st.check(not_held) == f"you do not hold {not_held.symbol}"


@pytest.mark.parametrize("preset,order", [("zhongyou", "NWSE"), ("pc", "NESW")])
def test_direction(preset, order):
    st = position({"N": "C3"}, rules=Rules.preset(preset))
    seen = []
    for _ in range(4):
        seen.append(st.current_seat)
        st = st.apply(st.legal_actions().first(1)[0])
    assert "".join(seen) == order


def test_first_hand_club_two_holder_leads_any_card_and_variant_forces_it():
    st = new_hand(seed=11)
    holder = next(s for s in "NESW" if C("C2") in st.hands[s])
    assert st.leader == holder and st.first_hand
    while st.phase == "sell":
        st = st.apply(st.legal_actions().first(1)[0])
    assert st.current_seat == holder and len(st.legal_actions()) == 13
    forced = new_hand(seed=11, rules=Rules.preset().but(first_lead_card_required=True))
    while forced.phase == "sell":
        forced = forced.apply(forced.legal_actions().first(1)[0])
    assert forced.legal_actions() == [C("C2")]
    other = next(c for c in forced.hands[holder] if c != C("C2"))
    assert "must be ♣2" in forced.check(other)


def test_pagat_spade_two_variant_and_later_hand_leader():
    st = new_hand(seed=4, rules=Rules.preset().but(first_leader_card="S2"))
    assert C("S2") in st.hands[st.leader]
    later = new_hand(seed=4, leader="E", before={"N": -100, "E": 0, "S": 50, "W": 50})
    assert later.leader == "E" and not later.first_hand and later.before["N"] == -100


def test_pig_taker_leads_the_next_hand_in_a_game():
    m = gongzhu.play_match(seed=2)
    assert len(m.hands) >= 2
    for prev, hand in zip(m.hands, m.hands[1:], strict=False):
        assert hand.leader == prev.pig_taker()
        assert hand.before == prev.totals()
    totals = dict.fromkeys("NESW", 0)
    for row in m.table():
        totals = {s: totals[s] + row["points"][s] for s in "NESW"}
        assert row["totals"] == totals
    assert min(totals.values()) <= -1000 and m.result.winners == tuple(s for s in "NESW" if totals[s] == max(
        totals.values()))
    assert m.result == "".join(m.result.winners) and m.result.reason in m.describe_result()
    with pytest.raises(IllegalAction, match="the game is over"):
        m.next_hand(1)


# -- selling ------------------------------------------------------------------------------------
def test_selling_order_and_does_not_sell():
    st = State_with_all_four_in("N")
    # every saleable card of N is asked, any order within the seat
    assert {a.card for a in st.legal_actions()} == {PIG, C("DJ"), C("C10"), C("HA")}
    st = st.apply(Sale(C("HA"), "open")).apply(Sale(PIG, "none")).apply(Sale(C("DJ"), "hidden"))
    assert st.phase == "sell" and st.current_seat == "N"
    st = st.apply(Sale(C("C10"), "none"))
    assert st.phase == "play" and st.current_seat == "N"
    assert st.sold == {C("HA"): "open", C("DJ"): "hidden"}


def State_with_all_four_in(seat):
    return gongzhu.start(Rules.preset(), hands_with({seat: "SQ DJ C10 HA"}), seat, first_hand=False)


def test_sales_are_asked_in_playing_order_from_the_leader():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ", "W": "DJ", "S": "C10", "E": "HA"}), "N",
                       first_hand=False)
    order = []
    while st.phase == "sell":
        order.append(st.current_seat)
        st = st.apply(st.legal_actions().first(1)[0])
    assert order == ["N", "W", "S", "E"]


def test_auto_sell_fourth_variant():
    rules = Rules.preset().but(auto_sell_fourth=True)
    st = gongzhu.start(rules, hands_with({"N": "SQ DJ C10 HA"}), "N", first_hand=False)
    for card, level in [("SQ", "open"), ("DJ", "open"), ("C10", "hidden"), ("HA", "none")]:
        st = st.apply(Sale(C(card), level))
    assert st.sold[C("HA")] == "hidden" and st.auto_sold == C("HA")


def test_sale_modes():
    no_goat = Rules.preset().but(sale_mode="all_but_goat")
    st = gongzhu.start(no_goat, hands_with({"N": "SQ DJ"}), "N", first_hand=False)
    assert C("DJ") not in {a.card for a in st.legal_actions()}
    all_sold = Rules.preset().but(sale_mode="all")
    st = gongzhu.start(all_sold, hands_with({"N": "SQ DJ C10 HA"}), "N", first_hand=False)
    assert {a.level for a in st.legal_actions()} == {"hidden", "open"}


def test_pc_preset_has_one_exposure_level_and_shows_it():
    st = gongzhu.start(Rules.preset("pc"), hands_with({"N": "SQ DJ C10 HA"}), "N", first_hand=False)
    assert {a.level for a in st.legal_actions()} == {"none", "hidden"}
    labels = [label for label, _ in gongzhu.GAME.choices(st)]
    assert "expose ♠Q (亮牌 ×2)" in labels
    for a in [Sale(PIG, "hidden"), Sale(C("DJ"), "none"), Sale(C("C10"), "none"), Sale(C("HA"), "none")]:
        st = st.apply(a)
    assert ("North shows (亮牌)", (PIG,)) in st.view().extra


def test_hidden_sale_is_announced_but_holder_not_shown():
    st = position({"E": "SQ"}, sold={"SQ": "hidden"})
    info = " ".join(st.view().info)
    assert "♠Q is sold hidden" in info and "East" not in info
    st = position({"E": "SQ"}, sold={"SQ": "open"})
    assert "East: sell ♠Q openly (明卖 ×4)" in st.view().info


def test_sales_are_sealed_during_the_selling_phase():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ", "W": "DJ"}), "N", first_hand=False)
    st = st.apply(Sale(PIG, "open"))
    assert st.phase == "sell" and st.sold == {}
    assert not any("♠Q" in line for line in st.view().info)


# -- bad input: clear errors, state unchanged ---------------------------------------------------
def _unchanged(st, action, match):
    before = (dict(st.hands), st.sales, st.pending, st.trick, st.done, st.current_seat)
    with pytest.raises(IllegalAction, match=match) as e:
        st.apply(action)
    assert (dict(st.hands), st.sales, st.pending, st.trick, st.done, st.current_seat) == before
    return e.value


def test_selling_a_card_you_do_not_hold():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ", "E": "HA"}), "N", first_hand=False)
    err = _unchanged(st, Sale(C("HA"), "open"), "you do not hold ♥A, so you cannot sell it")
    assert Sale(PIG, "none") in err.legal


def test_selling_a_card_that_cannot_be_sold():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ SK"}), "N", first_hand=False)
    _unchanged(st, Sale(C("SK"), "open"), "cannot be sold: only ♠Q")


def test_selling_after_the_first_lead():
    st = position({"N": "SQ C3"}, plays="C3")
    _unchanged(st, Sale(PIG, "open"), "sales are made before the first lead")


def test_sale_level_that_does_not_exist():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ"}), "N", first_hand=False)
    _unchanged(st, Sale(PIG, "double"), "'double' is not a sale level")
    pc = gongzhu.start(Rules.preset("pc"), hands_with({"N": "SQ"}), "N", first_hand=False)
    _unchanged(pc, Sale(PIG, "open"), "no 'open' sale")


def test_playing_a_card_during_the_selling_phase():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ C3"}), "N", first_hand=False)
    _unchanged(st, C("C3"), "the play has not started")


def test_deciding_twice():
    st = gongzhu.start(Rules.preset(), hands_with({"N": "SQ DJ"}), "N", first_hand=False)
    st = st.apply(Sale(PIG, "none"))
    _unchanged(st, Sale(PIG, "open"), "already decided about ♠Q")


def test_illegal_follow():
    st = position({"N": "C3", "W": "C5 H9"}, plays="C3")
    err = _unchanged(st, C("H9"), "you must follow ♣ because you hold ♣5")
    assert set(err.legal) == {c for c in st.hands["W"] if c.suit == "C"}


def test_bad_card_text():
    st = position({"N": "C3"})
    with pytest.raises(ParseError):
        st.apply("Z9")


def test_state_is_immutable():
    st = new_hand(seed=1)
    with pytest.raises(AttributeError):
        st.leader = "E"


def test_after_the_hand_is_over():
    st = new_hand(seed=3)
    bot = gongzhu.Bot(3)
    while not st.is_terminal():
        st = st.apply(bot(st))
    assert st.legal_actions() == [] and st.current_seat is None and st.phase == "over"
    assert "the hand is over" in st.check(parse_cards("SA")[0])


def _smuggled(suit, rank):
    """A card no constructor would build (``Card("X", 99)`` raises), made behind its back."""
    return tuple.__new__(Card, (suit, rank))


@pytest.mark.parametrize("junk", [_smuggled("X", 99), _smuggled("S", 99), Sale(_smuggled("X", 3), "open"),
                                  Sale([], "open"),
                                  ("SQ", []), (["x"], "open"), Sale(PIG, ["open"]), b"SQ", 1.5])
def test_hand_built_junk_is_refused_with_a_reason_never_a_crash(junk):
    for st in (new_hand(seed=3), _to_play(new_hand(seed=3))):
        reason = st.check(junk)
        assert isinstance(reason, str) and reason
        with pytest.raises((IllegalAction, ParseError)):
            st.apply(junk)


def test_illegal_sale_offers_the_legal_sales_as_sales():
    st = new_hand(seed=3)
    assert st.phase == "sell"
    with pytest.raises(IllegalAction) as err:
        st.apply(Sale(PIG, "double"))
    assert err.value.legal and all(isinstance(a, Sale) and st.check(a) is None for a in err.value.legal)
    assert set(err.value.legal) == set(st.legal_actions())
    with pytest.raises(IllegalAction) as err:
        st.apply("C2")  # a card while the selling goes on: the sales are offered
    assert all(isinstance(a, Sale) for a in err.value.legal)


def _to_play(st):
    while st.phase == "sell":
        st = st.apply(st.legal_actions().first(1)[0])
    return st
