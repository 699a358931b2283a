"""The rule-book variants added in review (B-W4 ``declaration_ladder``, B-W14
``banker_drop_only_if_kitty_taken``, B-W23 ``mode = "1v3"``) and the kitty as the table shows it.

Every expectation here is worked out by hand from the rule book's text, not read back from the engine.
"""

import json

import pytest

from tutor import replay
from tutor.errors import IllegalAction, ParseError
from tutor.games import wang27

R = wang27.Rules.preset()
SEVENS_ON_TOP = ("S2", "SSJ", "SBJ", "P2", "PSJ", "PBJ", "S7", "P7")


# -- B-W4: a configurable declaration ladder -------------------------------------------------------
def test_default_ladder_is_the_rule_books():
    assert R.declaration_ladder == ("S2", "S7", "SSJ", "SBJ", "P2", "P7", "PSJ", "PBJ")


def test_reordered_ladder_changes_what_outranks_what():
    d = wang27.Declaration.for_rules(R.but(declaration_ladder=SEVENS_ON_TOP))
    d = d.declare("N", ["S2"])
    d = d.declare("W", ["BJ", "BJ"])
    assert not d.is_final                       # a pair of big jokers is no longer the top here
    d = d.declare("S", ["H7"])                      # one 7 now outranks a pair of big jokers
    assert d.trump == "H"
    d = d.declare("E", ["C7", "C7"])
    assert d.trump == "C" and d.is_final        # the top of this ladder
    default = wang27.Declaration.for_rules(R)
    default = default.declare("N", ["S2"])
    default = default.declare("W", ["BJ", "BJ"])
    assert default.is_final
    assert "does not outrank" in default.problem("S", ["H7"])


def test_kind_left_off_the_ladder_cannot_be_declared():
    rules = R.but(declaration_ladder=("SSJ", "SBJ", "PSJ", "PBJ"))  # jokers only
    d = wang27.Declaration.for_rules(rules)
    reason = d.problem("N", ["S2"])
    assert reason is not None and "not on this table's declaration ladder" in reason
    assert "one little joker" in reason                               # says what is allowed
    assert d.problem("N", ["LJ"]) is None
    st = next(s for s in (wang27.new_hand(seed=i, rules=rules) for i in range(50))
              if any(c.rank == 2 for c in s.hands[s.current_seat]))
    listed = [a.value for a in st.legal_actions()]
    assert listed[0] == "pass"
    assert all(c.rank in (15, 16) for shown in listed[1:] for c in shown)  # no 2s or 7s offered
    two = next(c for c in st.hands[st.current_seat] if c.rank == 2)
    before = st
    with pytest.raises(IllegalAction, match="not on this table's declaration ladder"):
        st.apply([two])
    assert st == before


def test_reinforcing_must_also_climb_the_ladder():
    rules = R.but(declaration_ladder=("P2", "S2", "SSJ", "SBJ", "PSJ", "PBJ"))  # a pair of 2s below one 2
    d = wang27.Declaration.for_rules(rules)
    d = d.declare("N", ["S2"])
    assert "does not outrank" in d.problem("N", ["S2"])          # the pair ♠2♠2 sits below ♠2 here
    assert wang27.Declaration.for_rules(R).problem("N", ["S2"]) is None  # (no standing declaration: fine)
    d2 = wang27.Declaration.for_rules(R)
    d2 = d2.declare("N", ["S2"])
    assert d2.problem("N", ["S2"]) is None                      # default: reinforcement stands


@pytest.mark.parametrize("bad", [["S2", "S2"], ["S3"], [], "S2 S7", 5])
def test_bad_ladders_are_refused(bad):
    with pytest.raises(ParseError, match="declaration_ladder"):
        R.but(declaration_ladder=bad)


def test_ladder_survives_json():
    rules = wang27.Rules.from_json(json.loads(json.dumps({"preset": "standard",
                                                          "declaration_ladder": list(SEVENS_ON_TOP)})))
    assert rules.declaration_ladder == SEVENS_ON_TOP
    assert wang27.Rules.from_json(json.loads(json.dumps(rules.to_json()))) == rules
    assert "declaration_ladder" not in R.to_json()


# -- B-W14: the banker drops only if the defenders took the last trick -----------------------------
def _two_trick_hand(rules, hands):
    """N is banker and leads; N, W, S, E play in turn (anticlockwise); target 10; the levels are NS 8, EW 2."""
    st = wang27.position(hands, trump="H", leader="N", banker="N", target=10, rules=rules,
                         levels={"NS": "8", "EW": "2"})
    while not st.is_terminal():
        st = st.apply(next(iter(st.legal_actions())))
    return st


# trick 1: N ♠3, W ♠9, S ♠6, E ♠K → East (defender) takes 10; trick 2: East leads ♠4, North wins with ♠A
BANKER_TAKES_LAST = {"N": "S3 SA", "W": "S9 SQ", "S": "S6 S8", "E": "SK S4"}
# trick 2 instead: East leads ♠A and wins it (5 more points, and the last trick: 抠底)
DEFENDERS_TAKE_LAST = {"N": "S3 S5", "W": "S9 SQ", "S": "S6 S8", "E": "SK SA"}


def test_banker_drop_only_if_kitty_taken_spares_a_banker_who_kept_the_last_trick():
    rules = R.but(banker_drop_only_if_kitty_taken=True)
    st = _two_trick_hand(rules, BANKER_TAKES_LAST)
    assert [t.winner() for t in st.done] == ["E", "N"] and st.points() == 10
    r = st.result()
    assert r.winner == "defenders"
    assert st.levels_after() == {"NS": "8", "EW": "3"}
    assert any("did not take the last trick" in n for n in r.sheet.notes)
    default = _two_trick_hand(R, BANKER_TAKES_LAST)
    assert default.levels_after() == {"NS": "7", "EW": "3"}   # the default drops the banker anyway


def test_banker_drop_only_if_kitty_taken_still_drops_after_a_kitty_capture():
    st = _two_trick_hand(R.but(banker_drop_only_if_kitty_taken=True), DEFENDERS_TAKE_LAST)
    assert [t.winner() for t in st.done] == ["E", "E"] and st.points() == 15
    assert st.levels_after() == {"NS": "7", "EW": "3"}


def test_settle_takes_the_kitty_capture_into_account():
    rules = R.but(banker_drop_only_if_kitty_taken=True)
    lv = {"banker": "8", "defenders": "5"}
    assert wang27.settle(80, 80, levels=lv, rules=rules, kitty_taken=False).levels == {"banker": "8", "defenders": "6"}
    assert wang27.settle(80, 80, levels=lv, rules=rules, kitty_taken=True).levels == {"banker": "7", "defenders": "6"}


def test_banker_drop_zero_says_so():
    r = wang27.settle(80, 80, levels={"banker": "8", "defenders": "5"}, rules=R.but(banker_drop=0))
    assert r.levels["banker"] == "8"
    assert not any("cannot drop below 2" in n for n in r.sheet.notes)


# -- B-W23: one banker against three ---------------------------------------------------------------
# trick 1: N ♠3, W ♠9, S ♠K, E ♠5 → South wins 15; trick 2: South leads ♠8, E ♠Q wins, N ♠4, W ♠6 (0 points)
PARTNER_WINS = {"N": "S3 S4", "W": "S9 S6", "S": "SK S8", "E": "S5 SQ"}


def _partner_hand(rules, levels=None):
    st = wang27.position(PARTNER_WINS, trump="H", leader="N", banker="N", target=15, rules=rules, levels=levels)
    while not st.is_terminal():
        st = st.apply(next(iter(st.legal_actions())))
    assert [t.winner() for t in st.done] == ["S", "E"]
    return st


def test_1v3_the_banker_plays_alone():
    two = _partner_hand(R)
    assert two.points() == 0 and two.result().winner == "banker"      # 2 v 2: South is North's partner
    one = _partner_hand(R.but(mode="1v3"), {"N": "8", "E": "2", "S": "5", "W": "K"})
    assert one.defenders == "ESW" and one.is_defender("S") and not one.is_defender("N")
    assert one.same_side("E", "S") and not one.same_side("N", "S")
    assert one.points() == 15 and one.result().winner == "defenders"  # South's 15 now count for the defenders
    assert one.levels_after() == {"N": "7", "E": "3", "S": "6", "W": "A"}
    assert wang27.GAME.summary(one)["levels"] == {"N": "7", "E": "3", "S": "6", "W": "A"}
    sheets = wang27.GAME.score_sheets(one)
    assert sheets["points"].total == 15 and "East, South, West" in sheets["points"].title
    assert "South (defender): 5 → 6" in sheets["levels"].notes


def test_1v3_match_ends_for_a_defender_at_A():
    st = _partner_hand(R.but(mode="1v3"), {"N": "8", "E": "2", "S": "5", "W": "A"})
    r = st.result()
    assert r.match_over and any("West won at A" in n for n in r.sheet.notes)


def test_1v3_starts_everybody_at_2_and_records_round_trip():
    rules = R.but(mode="1v3")
    st = wang27.new_hand(seed=5, rules=rules)
    assert st.levels == {"N": "2", "E": "2", "S": "2", "W": "2"}
    start, bot, actions = st, wang27.GAME.bot("normal", 5), []
    while not st.is_terminal():
        a = bot(st)
        actions.append(a)
        st = st.apply(a)
    rec = json.loads(json.dumps(replay.record(start, actions).record))
    assert replay.load(rec).summary() == wang27.GAME.summary(st)
    assert set(wang27.GAME.summary(st)["levels"]) == {"N", "E", "S", "W"}
    rec["before"] = {"NS": "2", "EW": "2"}
    with pytest.raises(ParseError, match="one level per seat"):
        replay.load(rec)


def test_bad_mode_is_refused():
    with pytest.raises(ParseError, match="mode"):
        R.but(mode="3v1")


# -- the kitty on the table ------------------------------------------------------------------------
def test_view_shows_the_kitty_face_down_one_back_per_card():
    st = wang27.new_hand(seed=2)
    (label, shown), = st.view().extra
    assert "face down" in label and len(shown) == len(st.kitty) == 8
    assert all(c is None for c in shown)               # card backs: the kitty is not revealed


def test_view_kitty_through_the_hand():
    st = wang27.new_hand(seed=2)
    bot = wang27.GAME.bot("normal", 2)
    seen = {}
    while not st.is_terminal():
        extra = st.view().extra
        assert all(cards for _, cards in extra)        # never a labelled group without cards
        seen.setdefault(st.phase, extra)
        st = st.apply(bot(st))
    assert seen["bury"] == ()                          # the banker holds the kitty while burying
    (label, shown), = seen["play"]
    assert "buried" in label and shown == (None,) * 8
    (label, shown), = st.view().extra
    assert sorted(map(str, shown)) == sorted(map(str, st.buried))   # face up once the hand is over
    assert f"{wang27.points_of(st.buried)} points" in label


def test_kitty_sheet_names_the_unit_the_multiplier_counts():
    from tutor.cards import parse_cards
    rules = R.but(trump_tier_tractors=False)  # BJ BJ LJ LJ is then two pairs, not a tractor
    sheet = wang27.kitty_sheet(parse_cards("SK S10 S5"), parse_cards("BJ BJ LJ LJ"), won_by_defenders=True,
                        won_with_trump=True, trump="H", rules=rules)
    assert sheet.total == 25 * 8                      # a trump pair: 4 × 2
    assert "a pair, won with trumps" in sheet.lines[0].reason and "tractor" not in sheet.lines[0].reason


def test_declaration_tryout_follows_the_table_ladder():
    from tutor.widgets.wang27 import DeclarationTryout, ladder_html

    html = ladder_html(SEVENS_ON_TOP)
    assert html.index("1. one 2") < html.index("7. one 7") < html.index("8. a pair of 7s")
    assert ladder_html() == ladder_html(R.declaration_ladder)
    d = DeclarationTryout(rules=R.but(declaration_ladder=SEVENS_ON_TOP))
    for seat, shown in (("N", "S2"), ("W", "BJ BJ"), ("S", "H7")):
        assert d.declare(seat, shown) is True
    assert d.decl.trump == "H"
    d.reset()
    d.declare("N", "S2")
    d.declare("W", "BJ BJ")
    default = DeclarationTryout()
    default.declare("N", "S2")
    default.declare("W", "BJ BJ")
    assert not default.declare("S", "H7")              # refused (guarded: the reason is shown, no traceback)
