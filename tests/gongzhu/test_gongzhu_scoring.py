"""Every numeric example of seed G (G-1 … G-9) and every scoring test vector of the rule book (GZ1 … GZ21,
GZ25), by name, through the public API ``gongzhu.score_cards`` / ``gongzhu.game_over``."""

import pytest

from tutor.errors import ParseError
from tutor.games import gongzhu
from tutor.games.gongzhu import HEART_VALUE, Rules, game_over, score_cards

ALL_HEARTS = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"
ALL_SCORING = ALL_HEARTS + " SQ DJ C10"
FOUR = ("SQ", "DJ", "C10", "HA")


def lines(sheet):
    return {line.label: line.points for line in sheet.lines}


# -- the seed's numeric examples ---------------------------------------------------------------
def test_G1_heart_values_total_minus_200():
    assert sum(HEART_VALUE.values()) == -200
    assert [HEART_VALUE[r] for r in (14, 13, 12, 11)] == [-50, -40, -30, -20]
    assert all(HEART_VALUE[r] == -10 for r in range(5, 11)) and all(HEART_VALUE[r] == 0 for r in (2, 3, 4))
    assert score_cards(ALL_HEARTS.replace("H2", "")).total == -200  # 12 hearts: not all hearts


def test_G2_base_values_pig_goat_transformer():
    assert score_cards("SQ").total == -100
    assert score_cards("DJ").total == 100
    assert score_cards("C10").total == 50
    assert score_cards("C10 DJ").total == 200  # multiplier 2


@pytest.mark.parametrize("preset", ["pc", "zhongyou"])
def test_G3_pc_exposure_equals_hidden_sale(preset):
    rules = Rules.preset(preset)
    assert score_cards("SQ", sold={"SQ": "hidden"}, rules=rules).total == -200
    assert score_cards("DJ", sold={"DJ": "hidden"}, rules=rules).total == 200
    assert score_cards("HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3", sold={"HA": "hidden"}, rules=rules).total == -400
    assert score_cards("C10 SQ", sold={"C10": "hidden"}, rules=rules).total == -400  # multiplier 4


def test_G3_pc_has_no_open_level():
    with pytest.raises(ParseError, match="'open' is not a sale level of these rules"):
        score_cards("SQ", sold={"SQ": "open"}, rules=Rules.preset("pc"))


@pytest.mark.parametrize("level,pig,goat,hearts,t_mult,alone", [
    ("hidden", -200, 200, -400, 4, 100),
    ("open", -400, 400, -800, 8, 200),
])
def test_G4_hidden_and_open_sale_values(level, pig, goat, hearts, t_mult, alone):
    assert score_cards("SQ", sold={"SQ": level}).total == pig
    assert score_cards("DJ", sold={"DJ": level}).total == goat
    eleven_hearts_plus = ALL_HEARTS.replace("H2", "").replace("H3", "")
    assert score_cards(eleven_hearts_plus, sold={"HA": level}).total == hearts
    assert score_cards("C10 DJ", sold={"C10": level}).total == 100 * t_mult
    assert score_cards("C10", sold={"C10": level}).total == alone


def test_G5_transformer_with_others_summing_to_zero_is_zero():
    sheet = score_cards("C10 SQ DJ")
    assert sheet.total == 0
    assert lines(sheet) == {"pig 猪 ♠Q": -100, "goat 羊 ♦J": 100, "transformer 变压器 ♣10 × 2": 0}


@pytest.mark.parametrize("level,expected", [(None, 200), ("hidden", 400), ("open", 800)])
def test_G6_all_hearts(level, expected):
    sold = {"HA": level} if level else None
    assert score_cards(ALL_HEARTS, sold=sold).total == expected


def test_G7_full_sweep_all_four_sold_openly_12800():
    sheet = score_cards(ALL_SCORING, sold=dict.fromkeys(FOUR, "open"))
    assert lines(sheet) == {"all hearts 满红": 800, "pig 猪 ♠Q": 400, "goat 羊 ♦J": 400,
                            "transformer 变压器 ♣10 × 8": 1600 * 7}
    assert sheet.total == 12800 == 1600 * 8


def test_G8_hidden_sweep_default_uses_own_multiplier_and_variant_fixed_8():
    sold = dict.fromkeys(FOUR, "hidden")
    assert score_cards(ALL_SCORING, sold=sold).total == (400 + 200 + 200) * 4 == 3200
    assert score_cards(ALL_SCORING, sold=sold, rules=Rules.preset().but(sweep_fixed_multiplier=8)).total == 6400


def test_G9_seed_heart_value_example_minus_640():
    sheet = score_cards("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"})
    assert sheet.total == -200 - 160 - 80 - 40 * 5 == -640
    assert "× 4" in sheet.lines[0].reason


# -- rule book test vectors ---------------------------------------------------------------------
def test_GZ1():
    assert score_cards("HA HK HQ").total == -120


def test_GZ2():
    assert score_cards("HA HK HQ SQ").total == -220


@pytest.mark.parametrize("level,expected", [(None, 50), ("hidden", 100), ("open", 200)])
def test_GZ3_transformer_alone(level, expected):
    assert score_cards(["C10"], sold={"C10": level} if level else None).total == expected


def test_GZ4_transformer_with_zero_heart_is_zero():
    assert score_cards("C10 H3").total == 0
    assert score_cards("C10 H2 H4").total == 0


def test_GZ5():
    assert score_cards("C10 SQ DJ").total == 0


def test_GZ6():
    assert score_cards("C10 DJ").total == 200


def test_GZ7():
    assert score_cards("C10 SQ").total == -200


@pytest.mark.parametrize("level,expected", [(None, 200), ("hidden", 400), ("open", 800)])
def test_GZ9_all_hearts(level, expected):
    assert score_cards(ALL_HEARTS, sold={"HA": level} if level else {}).total == expected


def test_GZ10_all_hearts_with_pig_default_and_variant():
    assert score_cards(ALL_HEARTS + " SQ").total == 100
    assert score_cards(ALL_HEARTS + " SQ", rules=Rules.preset().but(pig_positive_with_all_hearts=True)).total == 300


def test_GZ12_all_hearts_with_transformer():
    assert score_cards(ALL_HEARTS + " C10").total == 400


def test_GZ13_full_sweep_nothing_sold():
    sheet = score_cards(ALL_SCORING)
    assert sheet.total == 800
    assert lines(sheet)["pig 猪 ♠Q"] == 100  # the sweep turns the pig positive
    assert "full sweep" in sheet.notes[0]


def test_GZ15_full_sweep_all_open():
    assert score_cards(ALL_SCORING, sold=dict.fromkeys(FOUR, "open")).total == 12800


def test_GZ17_seed_minus_640():
    assert score_cards("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"}).total == -640


def test_GZ21_nothing():
    assert score_cards([]).total == 0
    assert score_cards("SA SK C2 D3").total == 0  # non-scoring cards are ignored


def test_GZ25_game_end():
    totals = {"N": -1000, "E": 300, "S": 450, "W": 250}
    verdict = game_over(totals)
    assert verdict == "S" and (verdict.winners, verdict.pig) == (("S",), ("N",))
    assert verdict.reason == ("North reached −1000 (North −1000, East 300, South 450, West 250): "
                              "South wins with the highest total; North is the pig 大猪")
    assert game_over(totals, Rules.preset().but(inclusive=False)) is None
    assert game_over({"N": -999, "E": 300, "S": 450, "W": 249}) is None


def test_game_end_variants_win_at_and_ties():
    won = game_over({"N": 1000, "E": 0, "S": -500, "W": -500}, Rules.preset().but(win_at=1000))
    assert won == "N" and (won.winners, won.pig) == (("N",), ("S", "W"))
    assert won.reason.startswith("North reached 1000 (") and won.reason.endswith("South and West are the pig 大猪")
    tie = {"N": -1200, "E": 300, "S": 300, "W": 100}
    shared = game_over(tie)
    assert shared == "ES" and (shared.winners, shared.pig) == (("E", "S"), ("N",))
    assert "East and South share the win" in shared.reason
    below = game_over(tie, Rules.preset().but(inclusive=False))
    assert below is not None and below.reason.startswith("North went below −1000")
    assert game_over(tie, Rules.preset().but(tie_policy="play_on")) is None
    assert game_over(tie, Rules.preset().but(lose_at=-2000)) is None


# -- sheet shape and bad input ------------------------------------------------------------------
def test_sheet_lines_add_up_and_read_like_a_teacher():
    sheet = score_cards("HA HK HQ SQ C10", sold={"SQ": "hidden"})
    assert sheet.total == sum(line.points for line in sheet.lines) == 2 * (-120 - 200)
    text = str(sheet)
    assert "♥A −50, ♥K −40, ♥Q −30" in text and "sold hidden (暗卖)" in text
    # the transformer's line holds the extra points: its reason says so (not "−320" beside "2 × −320 = −640")
    assert "the other lines sum to −320; × 2 makes −640, so this line adds −320" in text


def test_public_api_names():
    assert gongzhu.score_cards is score_cards
    assert Rules.preset("zhongyou").direction == "anticlockwise"
    assert Rules.preset("pc").direction == "clockwise"


@pytest.mark.parametrize("sold,message", [
    ({"SK": "open"}, "cannot be sold"),
    ({"SQ": "double"}, "not a sale level"),
    ({"XX": "open"}, "not a card"),
])
def test_bad_sale_input(sold, message):
    with pytest.raises(ParseError, match=message):
        score_cards("SQ", sold=sold)


def test_duplicate_card_rejected():
    with pytest.raises(ParseError, match="appears twice"):
        score_cards("SQ SQ")


def test_unknown_switch_and_preset():
    with pytest.raises(ParseError, match="unknown rules switch"):
        Rules.preset().but(colour="red")
    with pytest.raises(ParseError, match="unknown rules preset"):
        Rules.preset("qq")
    with pytest.raises(ParseError, match="direction"):
        Rules.preset().but(direction="sideways")


def test_the_verdict_is_a_value_that_survives_copies():
    import copy
    import pickle

    from tutor.games import Verdict

    verdict = game_over({"N": -1000, "E": 300, "S": 450, "W": 250})
    assert isinstance(verdict, Verdict)
    for again in (copy.deepcopy(verdict), pickle.loads(pickle.dumps(verdict))):
        assert again == verdict and (again.winners, again.pig, again.reason) == (
            verdict.winners, verdict.pig, verdict.reason)
