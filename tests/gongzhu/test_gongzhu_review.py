"""Review of issue 5: bugs found by probing, each test failing before its fix."""

import pytest
from gongzhu_helpers import hands_with

from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import gongzhu
from tutor.games.gongzhu import SALEABLE, Rules, Sale, new_hand

C = Card.parse


def _finish_selling(st):
    while st.phase == "sell":
        st = st.apply(st.legal_actions()[0])
    return st


def test_all_sold_mode_under_the_pc_preset_sells_every_card():
    # B-G15 "all": every one of the four cards is sold; the PC game's only level is 亮牌 (= hidden).
    # Before the fix the cards were never asked about (one level only) and nothing at all was sold.
    rules = Rules.preset("pc").but(sale_mode="all")
    st = gongzhu.State(rules, hands_with({"N": "SQ DJ", "W": "C10", "S": "HA"}), "N", first_hand=False)
    assert st.phase == "sell"
    assert set(st.legal_actions()) == {Sale(C("SQ"), "hidden"), Sale(C("DJ"), "hidden")}
    labels = [label for label, _ in gongzhu.SPEC.choices(st)]
    assert labels == ["expose ♠Q (亮牌 ×2)", "expose ♦J (亮牌 ×2)"]
    st = _finish_selling(st)
    assert st.sold == dict.fromkeys(SALEABLE, "hidden")
    assert st.seller(C("C10")) == "W"  # exposed: shown with its holder


@pytest.mark.parametrize("seed", range(20))
def test_all_sold_mode_sells_four_cards_under_both_presets(seed):
    for rules in (Rules.preset().but(sale_mode="all"), Rules.preset("pc").but(sale_mode="all")):
        st = _finish_selling(new_hand(seed=seed, rules=rules))
        assert set(st.sold) == set(SALEABLE) and "none" not in st.sold.values()


@pytest.mark.parametrize("switch,value,message", [
    ("auto_sell_fourth", "no", "auto_sell_fourth: expected true or false"),
    ("inclusive", "yes", "inclusive: expected true or false"),
    ("first_lead_card_required", 1, "first_lead_card_required: expected true or false"),
    ("sold_card_may_lead_first_round", None, "sold_card_may_lead_first_round: expected true or false"),
    ("hidden_sale_shown", "true", "hidden_sale_shown: expected true or false"),
    ("pig_positive_with_all_hearts", 0, "pig_positive_with_all_hearts: expected true or false"),
    ("win_at", -500, "win_at: expected null or a positive whole number"),
    ("win_at", "1000", "win_at: expected null or a positive whole number"),
    ("lose_at", True, "lose_at: expected a negative whole number"),
    ("first_leader_card", "BJ", "first_leader_card: Gong Zhu has no jokers"),
])
def test_rules_switch_values_are_checked(switch, value, message):
    # Before the fix "no" silently switched auto-selling ON (a truthy string) and a joker as the first
    # leader's card crashed new_hand() with StopIteration.
    with pytest.raises(ParseError, match=message):
        Rules.preset().but(**{switch: value})
    with pytest.raises(ParseError, match=message):
        Rules.from_json({"preset": "zhongyou", switch: value})


def test_rules_switch_values_that_are_fine():
    assert Rules.preset().but(win_at=1000, inclusive=False, auto_sell_fourth=True).win_at == 1000


def test_a_sale_naming_its_card_as_text_is_read_like_apply_reads_cards():
    st = new_hand(seed=3)  # North decides about ♦J first
    assert st.check(Sale("DJ", "open")) is None
    assert st.apply(Sale("DJ", "open")).sales == (("N", C("DJ"), "open"),)
    assert st.check("DJ").startswith("the play has not started")  # a card text is read as a card
    with pytest.raises(IllegalAction, match="you do not hold ♠Q"):
        st.apply(Sale("SQ", "open"))
