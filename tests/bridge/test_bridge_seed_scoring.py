"""Every numeric row of seed B (rule book §3.A.1) and every scoring test vector (§3.C), as named tests."""

from __future__ import annotations

import pytest

from tutor.errors import ParseError
from tutor.games import bridge
from tutor.games.bridge.scoring import IMP_TABLE, LADDER, trick_value


def line(sheet, label):
    found = [ln.points for ln in sheet.lines if ln.label == label]
    assert found, f"no line {label!r} in {[ln.label for ln in sheet.lines]}"
    return found[0]


# -- trick score -------------------------------------------------------------------------------
@pytest.mark.parametrize("doubled, values", [(0, (20, 20, 30, 30)), (1, (40, 40, 60, 60)), (2, (80, 80, 120, 120))])
def test_seed_suit_trick_score_per_odd_trick(doubled, values):
    x = "X" * doubled
    for strain, per in zip("CDHS", values, strict=True):
        assert trick_value(strain, doubled) == (per, per)
        sheet = bridge.score(f"1{strain}{x}", vulnerable=False, tricks=7)
        assert line(sheet, "trick score") == per


@pytest.mark.parametrize("doubled, first, further", [(0, 40, 30), (1, 80, 60), (2, 160, 120)])
def test_seed_nt_first_and_further_odd_tricks(doubled, first, further):
    x = "X" * doubled
    assert line(bridge.score(f"1NT{x}", vulnerable=False, tricks=7), "trick score") == first
    assert line(bridge.score(f"3NT{x}", vulnerable=False, tricks=9), "trick score") == first + 2 * further


def test_seed_game_at_100_trick_points_partscore_below():
    assert line(bridge.score("3NT", vulnerable=False, tricks=9), "game bonus") == 300  # 100 exactly
    assert line(bridge.score("4H", vulnerable=True, tricks=10), "game bonus") == 500
    assert line(bridge.score("4C", vulnerable=False, tricks=10), "part-score bonus") == 50  # 80 < 100
    assert line(bridge.score("2NT", vulnerable=True, tricks=8), "part-score bonus") == 50  # 70


def test_seed_game_bonus_vulnerable_500_not_vulnerable_300_partscore_50():
    assert bridge.score("5D", vulnerable=True, tricks=11).total == 100 + 500
    assert bridge.score("5D", vulnerable=False, tricks=11).total == 100 + 300
    assert bridge.score("2S", vulnerable=True, tricks=8).total == 60 + 50


@pytest.mark.parametrize("vul, small, grand", [(False, 500, 1000), (True, 750, 1500)])
def test_seed_slam_bonuses(vul, small, grand):
    assert line(bridge.score("6C", vulnerable=vul, tricks=12), "small slam bonus") == small
    assert line(bridge.score("7NT", vulnerable=vul, tricks=13), "grand slam bonus") == grand
    assert bridge.score("7NT", vulnerable=vul, tricks=13).total == 220 + (500 if vul else 300) + grand


def test_seed_overtricks_undoubled_are_trick_value():
    assert line(bridge.score("2C", vulnerable=True, tricks=10), "overtricks") == 2 * 20
    assert line(bridge.score("2H", vulnerable=False, tricks=9), "overtricks") == 30
    assert line(bridge.score("1NT", vulnerable=False, tricks=9), "overtricks") == 2 * 30


@pytest.mark.parametrize("x, vul, each", [(1, False, 100), (1, True, 200), (2, False, 200), (2, True, 400)])
def test_seed_overtricks_doubled_and_redoubled(x, vul, each):
    sheet = bridge.score("2D" + "X" * x, vulnerable=vul, tricks=10)
    assert line(sheet, "overtricks") == 2 * each


def test_seed_insult_bonus_doubled_50_redoubled_100():
    assert line(bridge.score("1C" + "X", vulnerable=False, tricks=7), "insult bonus") == 50
    assert line(bridge.score("1C" + "XX", vulnerable=True, tricks=7), "insult bonus") == 100


# -- undertricks: the seed's table, NV and V ---------------------------------------------------
UNDER = {  # (vulnerable, doubled) -> (first, each additional 2nd-3rd, 4th and later)
    (False, 0): (50, 50, 50), (False, 1): (100, 200, 300), (False, 2): (200, 400, 600),
    (True, 0): (100, 100, 100), (True, 1): (200, 300, 300), (True, 2): (400, 600, 600),
}


@pytest.mark.parametrize("vul, x", sorted(UNDER))
def test_seed_undertrick_table(vul, x):
    first, extra, fourth = UNDER[(vul, x)]
    c = "7S" + "X" * x
    expected = 0
    for down in range(1, 14):
        expected += first if down == 1 else extra if down <= 3 else fourth
        assert bridge.score(c, vulnerable=vul, tricks=13 - down).total == -expected, down


def test_seed_fourth_undertrick_extra_nv_0_100_200_and_v_0():
    # the seed's "第四及以后宕墩增加罚分" row: the 4th+ undertrick costs this much more than the 2nd/3rd
    for vul, extras in ((False, (0, 100, 200)), (True, (0, 0, 0))):
        for x, extra in enumerate(extras):
            _, second, fourth = UNDER[(vul, x)]
            assert fourth - second == extra
            four = bridge.score("4S" + "X" * x, vulnerable=vul, tricks=6).total
            three = bridge.score("4S" + "X" * x, vulnerable=vul, tricks=7).total
            assert three - four == second + extra


def test_seed_required_tricks_are_level_plus_six():
    for level in range(1, 8):
        c = bridge.Contract.parse(f"{level}H")
        assert c.tricks_needed == level + 6
        assert bridge.score(c, vulnerable=False, tricks=level + 6).total > 0
        assert bridge.score(c, vulnerable=False, tricks=level + 5).total < 0


# -- boards, IMPs, titles, leaver --------------------------------------------------------------
def test_seed_vulnerability_by_board_1_to_16_and_cycle():
    chart = {"None": (1, 8, 11, 14), "NS": (2, 5, 12, 15), "EW": (3, 6, 9, 16), "Both": (4, 7, 10, 13)}
    for vul, numbers in chart.items():
        for n in numbers:
            assert bridge.board(n).vulnerable == vul
            assert bridge.board(n + 16).vulnerable == vul
            assert bridge.board(n + 32).dealer == bridge.board(n).dealer


SEED_IMPS = [((20, 40), 1), ((50, 80), 2), ((90, 120), 3), ((130, 160), 4), ((170, 210), 5), ((220, 260), 6),
             ((270, 310), 7), ((320, 360), 8), ((370, 420), 9), ((430, 490), 10), ((500, 590), 11),
             ((600, 740), 12), ((750, 890), 13), ((900, 1090), 14), ((1100, 1290), 15), ((1300, 1490), 16),
             ((1500, 1740), 17), ((1750, 1990), 18), ((2000, 2240), 19), ((2250, 2490), 20), ((2500, 2990), 21),
             ((3000, 3490), 22), ((3500, 3990), 23)]


@pytest.mark.parametrize("band, imp", SEED_IMPS, ids=[f"{a}-{b}" for (a, b), _ in SEED_IMPS])
def test_seed_imp_row(band, imp):
    low, high = band
    assert bridge.imps(low) == imp and bridge.imps(high) == imp
    assert bridge.imps(-low) == -imp and bridge.imps(-high) == -imp


def test_seed_imp_4000_and_more_is_24_and_added_0_to_10_row():
    assert bridge.imps(4000) == 24 and bridge.imps(7600) == 24
    assert bridge.imps(0) == 0 and bridge.imps(10) == 0
    assert len(IMP_TABLE) == 25


@pytest.mark.parametrize("level, name, low", LADDER)
def test_seed_title_ladder_row(level, name, low):
    assert bridge.title(low) == (level, name)
    assert bridge.title(low - 1)[0] == level - 1


def test_seed_title_below_10_is_no_title():
    assert bridge.title(0) == (0, "") and bridge.title(9) == (0, "") and bridge.title(-50) == (0, "")


def test_bb17_leaver_minus_20_others_plus_5():
    assert bridge.leaver("E") == {"N": 5, "E": -20, "S": 5, "W": 5}
    assert sum(bridge.leaver("N").values()) == -5  # not zero-sum (rule book B-B9)


# -- test vectors BR* and BB10 -------------------------------------------------------------------
@pytest.mark.parametrize("vid, contract, vul, tricks, raw, imp", [
    ("BR1", "4S", False, 10, 420, 9),
    ("BR3", "3NT", True, 10, 630, 12),
    ("BR6", "2SX", False, 8, 470, 10),
    ("BR8", "2CX", False, 8, 180, 5),
    ("BR18", "6H", False, 12, 980, 14),
    ("BR25", "4S", False, 12, 480, 10),
    ("BR26", "4S", False, 7, -150, -4),
    ("BR28a", "4SX", False, 9, -100, -3),
    ("BR28b", "4SX", False, 8, -300, -7),
    ("BR28c", "4SX", False, 7, -500, -11),
    ("BR28d", "4SX", False, 6, -800, -13),
    ("BR28e", "4SX", False, 5, -1100, -15),
])
def test_rule_book_vector(vid, contract, vul, tricks, raw, imp):
    sheet = bridge.score(contract, vulnerable=vul, tricks=tricks)
    assert sheet.total == raw == sum(ln.points for ln in sheet.lines)
    assert bridge.imps(sheet.total) == imp


def test_br6_doubled_partscore_becomes_game():
    sheet = bridge.score("2SX", vulnerable=False, tricks=8)
    assert [(ln.label, ln.points) for ln in sheet.lines] == [
        ("trick score", 120), ("game bonus", 300), ("insult bonus", 50)]


def test_br8_doubled_two_clubs_is_still_a_partscore():
    sheet = bridge.score("2CX", vulnerable=False, tricks=8)
    assert [(ln.label, ln.points) for ln in sheet.lines] == [
        ("trick score", 80), ("part-score bonus", 50), ("insult bonus", 50)]


def test_br25_slam_not_bid_gets_no_slam_bonus():
    sheet = bridge.score("4S", vulnerable=False, tricks=12)
    assert "small slam bonus" not in [ln.label for ln in sheet.lines]
    assert line(sheet, "overtricks") == 60


def test_br28_undertricks_by_position():
    sheet = bridge.score("4SX", vulnerable=False, tricks=5)
    assert [(ln.label, ln.points) for ln in sheet.lines] == [
        ("1st undertrick", -100), ("2nd and 3rd undertricks", -400), ("4th and later undertricks", -600)]


def test_bb10_qq_game_score():
    assert bridge.game_score(420, 25) == 9 + 20 - 25 == -bridge.game_score(-420, 25) * -1
    from tutor.games.bridge.scoring import game_score_sheet

    sheets = game_score_sheet(420, {"NS": 25, "EW": 15})
    assert sheets["NS"].total == 4 and sheets["EW"].total == -4
    assert game_score_sheet(420, {"NS": 25, "EW": 15}, loser_gets_negative=False)["EW"].total == 0


def test_game_score_for_defenders_uses_the_absolute_score():
    # a set contract: the defenders score; IMP of |raw| with the defenders' HCP
    assert bridge.game_score(-800, 18) == 13 + 20 - 18


def test_passed_out_scores_nothing_and_bad_tricks_are_refused():
    assert bridge.score(None, vulnerable=True, tricks=0).total == 0
    with pytest.raises(ParseError, match="0 to 13"):
        bridge.score("4S", vulnerable=False, tricks=14)
    with pytest.raises(ParseError, match="re-redouble"):
        bridge.score("4SXXX", vulnerable=False, tricks=10)
    with pytest.raises(ParseError):
        bridge.score("8S", vulnerable=False, tricks=10)


def test_vulnerability_spellings():
    c = bridge.Contract.parse("4H", declarer="E")
    assert bridge.score(c, vulnerable="EW", tricks=10).total == 620
    assert bridge.score(c, vulnerable="NS", tricks=10).total == 420
    assert bridge.score("4H", vulnerable="Both", tricks=10).total == 620
    assert bridge.score("4H", vulnerable="None", tricks=10).total == 420
    assert bridge.score("4H", vulnerable="V", tricks=10).total == 620
    with pytest.raises(ParseError, match="needs the declarer"):
        bridge.score("4H", vulnerable="NS", tricks=10)
    with pytest.raises(ParseError, match="vulnerable"):
        bridge.score("4H", vulnerable="maybe", tricks=10)


def test_rules_presets_and_unknown_switches():
    assert bridge.Rules.preset("duplicate").passout == "score_zero"
    with pytest.raises(ParseError, match="unknown rules switch 'takebacks'"):
        bridge.Rules.preset().but(takebacks="all")
    with pytest.raises(ParseError, match="rules switch claims: expected true or false"):
        bridge.Rules.preset().but(claims="all")  # a known switch, given the wrong kind of value
    r = bridge.Rules.preset().but(claim_validation="top_winners")
    assert bridge.Rules.from_json(r.to_json()) == r


@pytest.mark.parametrize("contract, vul, tricks, to_defenders", [("4S", False, 7, 150), ("4SX", False, 5, 1100)])
def test_a_set_contract_sheet_says_the_defenders_points_as_a_positive_number(contract, vul, tricks, to_defenders):
    """BR26 and BR28: the sheet is declarer's side's (negative) total; its title says what the defenders get."""
    sheet = bridge.score(contract, vulnerable=vul, tricks=tricks)
    assert sheet.total == -to_defenders
    assert sheet.title.endswith(f": {to_defenders} points to the defenders (declarer's side scores −{to_defenders})")


def test_is_game_is_the_sheets_game_bonus():
    """``is_game`` (what the lessons ask) says game exactly when the sheet of the contract made exactly has a
    game bonus, for every contract, undoubled, doubled and redoubled."""
    for call in bridge.ALL_BIDS:
        for x in ("", "X", "XX"):
            contract = f"{call}{x}"
            sheet = bridge.score(contract, vulnerable=False, tricks=call.level + 6)
            has_bonus = any(line.label == "game bonus" for line in sheet)
            assert bridge.is_game(contract) == has_bonus, contract
    assert [bridge.is_game(c) for c in ("3NT", "4H", "5C", "4C", "2S", "2SX", "1NTXX")] == [
        True, True, True, False, False, True, True]
