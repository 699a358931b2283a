"""Card order and structure: rule book 4.C WW vectors and seed numbers W-4, W-8."""

from collections import Counter

import pytest

from tutor.cards import DECK_108, parse_cards
from tutor.games import wang27
from tutor.games.wang27.combos import decompose, kind


def test_WW1_trump_order_heart_trumps():
    order = ["BJ", "LJ", "H7", "S7", "C7", "H2", "D2", "HA", "H3", "SA"]
    for hi, lo in zip(order, order[1:], strict=False):
        expected = 0 if (hi, lo) == ("S7", "C7") else 1
        assert wang27.compare(hi, lo, trump="H") == expected, (hi, lo)
        assert wang27.compare(lo, hi, trump="H") == -expected, (lo, hi)


def test_W8_off_suit_sevens_and_twos_are_placed_and_equal():
    # the seed's list omits them; the rule book puts them below the trump-suit 7 / 2
    assert wang27.compare("S7", "D7", trump="H") == 0
    assert wang27.compare("S2", "C2", trump="H") == 0
    assert wang27.compare("H7", "S7", trump="H") == 1 and wang27.compare("S7", "H2", trump="H") == 1
    assert wang27.compare("C2", "HA", trump="H") == 1


def test_WW2_trump_counts():
    distinct = {c for c in DECK_108}
    assert sum(2 for c in distinct if wang27.is_trump(c, "H")) == 42
    assert sum(2 for c in distinct if wang27.is_trump(c, None)) == 20


def test_no_trump_order():
    assert wang27.compare("BJ", "LJ", trump=None) == 1
    assert wang27.compare("LJ", "H7", trump=None) == 1
    assert wang27.compare("H7", "S7", trump=None) == 0
    assert wang27.compare("D7", "D2", trump=None) == 1
    assert wang27.compare("S2", "SA", trump=None) == 1


def test_WW3_side_suit_without_seven():
    assert wang27.compare("SK", "S8", trump="H") == 1 and wang27.compare("S8", "S6", trump="H") == 1
    assert wang27.step(parse_cards("S8")[0], "H") - wang27.step(parse_cards("S6")[0], "H") == 1


def test_side_suit_cards_of_another_suit_never_beat_the_lead():
    assert wang27.compare("S3", "DA", trump="H") == 1
    assert wang27.compare("SA", "H3", trump="H") == -1  # any trump beats any side card


def test_WW4_six_six_eight_eight_is_a_tractor():
    assert wang27.is_tractor(parse_cards("S6 S6 S8 S8"), trump="H")


def test_WW5_six_six_seven_seven_is_not():
    assert not wang27.is_tractor(parse_cards("S6 S6 S7 S7"), trump="H")


def test_WW6_ace_king_yes_ace_three_no():
    assert wang27.is_tractor(["SA", "SA", "SK", "SK"], trump="H")
    assert not wang27.is_tractor(["SA", "SA", "S3", "S3"], trump="H")


def test_WW7_trump_seven_with_other_seven():
    assert wang27.is_tractor(["H7", "H7", "S7", "S7"], trump="H")


def test_WW8_two_other_sevens_are_equal_not_adjacent():
    assert not wang27.is_tractor(["S7", "S7", "C7", "C7"], trump="H")


def test_WW11_trump_suit_side_ranks_skip_seven():
    assert wang27.is_tractor(["H8", "H8", "H6", "H6"], trump="H")


def test_WW13_two_sevens_of_different_suits_are_not_a_pair():
    assert not wang27.is_pair(["S7", "C7"], trump="H")
    assert wang27.is_pair(["S7", "S7"], trump="H") and wang27.is_pair(["BJ", "BJ"], trump=None)


@pytest.mark.parametrize("cards, expected", [
    ("BJ BJ LJ LJ", True),          # BJ-SJ
    ("LJ LJ H7 H7", True),          # SJ-trump 7
    ("S7 S7 H2 H2", True),          # other 7 - trump 2
    ("H2 H2 D2 D2", True),          # trump 2 - other 2
    ("D2 D2 HA HA", True),          # other 2 - trump A
    ("D2 D2 C2 C2", False),         # other 2s are equal
    ("HA HA SA SA", False),         # trumps and side cards never mix
    ("SA SA SK SK SQ SQ", True),
    ("SA SA SQ SQ", False),
    ("S2 S2 S3 S3", False),         # 2233 is not a tractor (2 is a trump)
])
def test_tractor_tiers_B_W8(cards, expected):
    assert wang27.is_tractor(parse_cards(cards), trump="H") is expected


def test_no_trump_tiers():
    assert wang27.is_tractor(["LJ", "LJ", "S7", "S7"], trump=None)
    assert wang27.is_tractor(["S7", "S7", "D2", "D2"], trump=None)
    assert not wang27.is_tractor(["S7", "S7", "D7", "D7"], trump=None)


def test_trump_tier_tractors_switch_off():
    assert not wang27.is_tractor(["H7", "H7", "S7", "S7"], trump="H", tiers=False)
    assert wang27.is_tractor(["H8", "H8", "H6", "H6"], trump="H", tiers=False)


def test_W4_point_cards_total_200():
    assert wang27.points_of(DECK_108) == 200
    assert Counter(c.rank for c in DECK_108 if wang27.points_of([c]))[5] == 8


def test_decompose_a_throw():
    units = decompose(parse_cards("SA SA SK SK S9 S4 S4"), "H")
    assert [kind(u) for u in units] == [2, 1, 0]


def test_compare_rejects_a_bad_trump():
    with pytest.raises(ValueError):
        wang27.compare("SA", "SK", trump="X")
