"""Kitty bonus (WK vectors, W-5, B-W10) and levels (WL vectors, W-2, W-6, W-7, B-W12..B-W14, B-W21)."""

import pytest
from wang27_helpers import cards

from tutor.cards import DECK_108, deal
from tutor.games import wang27

LEVELS = wang27.LEVELS
kitty_sheet = wang27.kitty_sheet

KITTY_25 = cards("SK S10 S5 S3 S4 S6 S8 S9")  # K, 10, 5: 25 points


def bonus(lead, trump_win, *, rules=None, trump="H"):
    m = wang27.kitty_multiplier(lead, won_with_trump=trump_win, trump=trump, rules=rules)
    return m, wang27.points_of(KITTY_25) * m


def test_kitty_25_holds_25_points():
    assert wang27.points_of(KITTY_25) == 25


def test_WK1_side_single():
    assert bonus(["SA"], False) == (2, 50)


def test_WK2_side_pair():
    assert bonus(["SA", "SA"], False) == (4, 100)


def test_WK3_two_pair_tractor():
    assert bonus(["SA", "SA", "SK", "SK"], False) == (8, 200)


def test_WK4_three_pair_tractor():
    assert bonus(["SA", "SA", "SK", "SK", "SQ", "SQ"], False) == (16, 400)


def test_WK5_trump_single_led_or_trumped():
    assert bonus(["H9"], True) == (4, 100)          # trump led
    assert bonus(["SA"], True) == (4, 100)          # side led and trumped


def test_WK6_trump_pair():
    assert bonus(["H9", "H9"], True) == (8, 200)


def test_W5_seed_examples_not_its_formula():
    # the seed's formula 2^pairs would give 4 and 8; its examples (×8, ×16) follow 2^(pairs+1)
    assert wang27.kitty_multiplier(["S9", "S9", "S8", "S8"], won_with_trump=False, trump="H") == 8 != 2 ** 2
    assert wang27.kitty_multiplier(cards("S9 S9 S8 S8 S6 S6"), won_with_trump=False, trump="H") == 16 != 2 ** 3


def test_WK9_banker_side_takes_the_last_trick():
    sheet = kitty_sheet(KITTY_25, cards("SA"), won_by_defenders=False, won_with_trump=False, trump="H")
    assert sheet.total == 0


def test_WK10_rbtying_times_and_power():
    tractor3 = ["SA", "SA", "SK", "SK", "SQ", "SQ"]
    times = wang27.Rules.preset().but(kitty_multiplier="times")
    power = wang27.Rules.preset().but(kitty_multiplier="power")
    assert bonus(tractor3, False, rules=times) == (12, 300)
    assert bonus(tractor3, False, rules=power) == (64, 1600)


def test_kitty_trump_only_variant():
    r = wang27.Rules.preset().but(kitty_multiplier="trump_only")
    assert bonus(["SA"], False, rules=r) == (0, 0)
    assert bonus(["SA"], True, rules=r) == (1, 25)


def test_kitty_multiplier_of_a_throw_uses_its_largest_unit_B_W11():
    assert wang27.kitty_multiplier(["SA", "SK", "SK"], won_with_trump=False, trump="H") == 4


def test_kitty_sheet_reads_like_a_worked_example():
    sheet = kitty_sheet(KITTY_25, cards("SA SA"), won_by_defenders=True, won_with_trump=True, trump="H")
    assert sheet.total == 200
    assert "25 kitty points × 8" in sheet.lines[0].reason


# -- levels -------------------------------------------------------------------------------------
LV = {"banker": "8", "defenders": "5"}


@pytest.mark.parametrize("name, points, winner, banker_after, defenders_after", [
    ("WL1", 0, "banker", "J", "5"),
    ("WL2", 35, "banker", "10", "5"),
    ("WL3", 40, "banker", "9", "5"),
    ("WL4", 75, "banker", "9", "5"),
    ("WL5", 80, "defenders", "7", "6"),
    ("WL7", 120, "defenders", "7", "7"),
    ("WL8", 165, "defenders", "7", "8"),
])
def test_WL_level_table(name, points, winner, banker_after, defenders_after):
    r = wang27.settle(points, 80, levels=LV)
    assert r.winner == winner
    assert r.levels == {"banker": banker_after, "defenders": defenders_after}
    assert r.sheet.total == sum(line.points for line in r.sheet.lines) == r.gain
    assert not r.match_over


def test_W6_banker_win_thresholds_are_exact():
    assert wang27.settle(0, 80, levels=LV).gain == 3
    assert wang27.settle(5, 80, levels=LV).gain == 2
    assert wang27.settle(39, 80, levels=LV).gain == 2
    assert wang27.settle(45, 80, levels=LV).gain == 1


def test_B_W12_small_target_has_no_plus_one_band():
    assert wang27.settle(35, 40, levels=LV).gain == 2
    assert wang27.settle(40, 40, levels=LV).winner == "defenders"


def test_B_W13_defenders_gain_caps_at_three():
    assert wang27.settle(200, 80, levels=LV).gain == 3
    assert wang27.settle(119, 80, levels=LV).gain == 1


def test_WL11_W7_banker_at_8_loses_goes_to_7():
    assert wang27.settle(100, 80, levels=LV).levels["banker"] == "7"


def test_WL12_banker_at_2_stays_2():
    r = wang27.settle(100, 80, levels={"banker": "2", "defenders": "2"})
    assert r.levels["banker"] == "2"
    assert "cannot drop below 2" in r.sheet.notes[1]


def test_WL13_capped_at_A_match_continues():
    r = wang27.settle(0, 80, levels={"banker": "Q", "defenders": "5"})
    assert r.levels["banker"] == "A" and not r.match_over


def test_WL14_team_at_A_wins_the_match():
    assert wang27.settle(10, 80, levels={"banker": "A", "defenders": "5"}).match_over
    assert wang27.settle(90, 80, levels={"banker": "5", "defenders": "A"}).match_over
    assert not wang27.settle(90, 80, levels={"banker": "A", "defenders": "5"}).match_over
    r = wang27.Rules.preset().but(win_at_A_as_banker_only=True)
    assert not wang27.settle(90, 80, levels={"banker": "5", "defenders": "A"}, rules=r).match_over


def test_W2_thirteen_levels():
    assert LEVELS[0] == "2" and LEVELS[-1] == "A" and len(LEVELS) == 13


def test_W1_deal_is_25_each_and_8_in_the_kitty():
    hands, kitty = deal(9, size=25, deck_size=108)
    assert len(DECK_108) - 8 == 100 == 4 * 25 and len(kitty) == 8
    st = wang27.new_hand(seed=9)
    assert all(len(h) == 25 for h in st.hands.values()) and len(st.kitty) == 8


def test_B_W14_banker_drop_zero_variant():
    r = wang27.settle(100, 80, levels=LV, rules=wang27.Rules.preset().but(banker_drop=0))
    assert r.levels["banker"] == "8"


def test_settle_rejects_bad_levels():
    with pytest.raises(ValueError, match="level"):
        wang27.settle(10, 80, levels={"banker": "1", "defenders": "5"})
    with pytest.raises(ValueError):
        wang27.settle(10, 80, levels={"NS": "2"})


@pytest.mark.parametrize("points", [0, 20, 55, 80, 125])
def test_a_sheet_read_later_is_the_sheet_of_the_settlements_language(points: int) -> None:
    """``Settlement.sheet`` is written when first read: read after the language changed, it still holds the
    texts made in the language the hand was settled in (a ``Text`` compares as the text it was made as),
    line for line what reading it at once gives."""
    from tutor.games.wang27 import Rules, settle
    from tutor.i18n import language

    for rules in (Rules.preset(), Rules.preset().but(banker_drop=0, match_end="reach_A")):
        with language("zh"):
            later = settle(points, 80, levels={"banker": "A", "defenders": "K"}, rules=rules)
            at_once = settle(points, 80, levels={"banker": "A", "defenders": "K"}, rules=rules)
            sheet = at_once.sheet
        got = later.sheet  # read in English: written now, but in the Chinese it was settled in
        assert got == sheet and later == at_once  # lines compare as the texts they were made as
        with language("zh"):
            assert repr(got) == repr(sheet)


def test_a_settlement_not_yet_read_pickles_and_copies_with_its_sheet() -> None:
    """A settlement whose sheet nobody has read yet still pickles and deep-copies, equal to the original."""
    import copy
    import pickle

    from tutor.games.wang27 import settle

    for points in (0, 50, 130):
        fresh = [settle(points, 80, levels={"banker": "9", "defenders": "5"}) for _ in range(3)]
        assert pickle.loads(pickle.dumps(fresh[0])) == copy.deepcopy(fresh[1]) == fresh[2]
