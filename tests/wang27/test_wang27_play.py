"""Throws and following (WT vectors, B-W9, B-W17), trick winners and refusals that name the cards."""

import pytest
from wang27_helpers import cards, play_state

from tutor.errors import IllegalAction
from tutor.games import wang27


def lead_then(st, lead):
    return st.apply(list(cards(lead)))


def test_WT1_equal_king_does_not_beat_a_throw():
    st = play_state({"N": "SA SA SK D3", "E": "SK S3 D4 D5", "S": "S4 S5 D6 D8", "W": "S6 S8 D9 D10"})
    after = lead_then(st, "SA SA SK")
    assert after.trick.plays[0][1] == cards("SA SA SK") and not after.trick.attempt
    assert after.trick.is_throw


def test_WT2_throw_fails_on_a_single_leader_plays_the_nine():
    st = play_state({"N": "S9 S8 S8 S4 S4", "E": "SJ D3 D4 D5 D6", "S": "S3 D8 D9 D10 DJ",
                     "W": "S5 S6 DQ DK DA"})
    after = lead_then(st, "S9 S8 S8 S4 S4")
    assert after.trick.plays[0] == ("N", cards("S9"))
    assert after.trick.attempt == cards("S9 S8 S8 S4 S4") and after.trick.beaten_by == "E"
    assert after.hands["N"] == cards("S8 S8 S4 S4")          # the rest goes back to the hand
    assert after.penalty == 0                                  # no penalty by default
    line = wang27.GAME.narrate(st, wang27.Action("play", cards("S9 S8 S8 S4 S4")), after)
    assert "the throw fails" in line and "must lead ♠9" in line


def test_WT4_throw_fails_on_a_pair_with_ten_per_card_penalty():
    rules = wang27.Rules.preset().but(throw_penalty="10_per_card")
    st = play_state({"N": "S9 S8 S8 S4 S4", "E": "S5 S5 D4 D5 D6", "S": "S3 D8 D9 D10 DJ",
                     "W": "S6 D3 DQ DK DA"}, banker="E", rules=rules)
    after = lead_then(st, "S9 S8 S8 S4 S4")
    assert after.trick.plays[0] == ("N", cards("S4 S4"))
    assert after.penalty == -50                                # a defender threw: defenders lose 10 × 5
    per_attempt = play_state({"N": "S9 S8 S8 S4 S4", "E": "S5 S5 D4 D5 D6", "S": "S3 D8 D9 D10 DJ",
                              "W": "S6 D3 DQ DK DA"}, banker="N",
                             rules=wang27.Rules.preset().but(throw_penalty="10_per_attempt"))
    assert lead_then(per_attempt, "S9 S8 S8 S4 S4").penalty == 10   # banker side threw: +10 to defenders


def test_B_W9_qq_example_pair_beaten_by_queens():
    st = play_state({"N": "S9 S8 S8 S4 S4", "E": "SQ SQ D4 D5 D6", "S": "S3 D8 D9 D10 DJ",
                     "W": "S6 D3 DQ DK DA"})
    after = lead_then(st, "S9 S8 S8 S4 S4")
    # ♠Q♠Q beats a pair and ♠Q beats the single: the single (fewest cards) is forced
    assert after.trick.plays[0] == ("N", cards("S9"))


def test_WT5_short_follower_plays_all_spades():
    st = play_state({"N": "S8 S8 S6 S6", "E": "SK SK S5 S3 H4 D5", "S": "H3 H3 D3 D4", "W": "C3 C4 C5 C6"},
                    leader="N")
    st = lead_then(st, "S8 S8 S6 S6")
    assert st.current_seat == "W"
    st = st.apply(list(cards("C3 C4 C5 C6")))
    st = st.apply(list(cards("H3 H3 D3 D4")))
    legal = {tuple(sorted(map(str, a.value))) for a in st.legal_actions()}
    assert legal == {tuple(sorted(["SK", "SK", "S5", "S3"]))}
    reason = st.check(list(cards("SK SK S5 H4")))
    assert "you must play all your cards of ♠" in reason and "♠3" in reason


def test_WT7_void_follower_trumps_with_a_tractor_and_wins():
    st = play_state({"N": "S8 S8 S6 S6", "W": "H5 H5 H4 H4 D3", "S": "S3 S4 S5 S9", "E": "C3 C4 C5 C6"})
    st = lead_then(st, "S8 S8 S6 S6")
    assert st.check(list(cards("H5 H5 H4 H4"))) is None
    st = st.apply(list(cards("H5 H5 H4 H4")))
    st = st.apply(list(cards("S3 S4 S5 S9")))
    st = st.apply(list(cards("C3 C4 C5 C6")))
    assert st.done[-1].winner() == "W"
    assert st.done[-1].winner_reason() == ("West wins with ♥5 ♥5 ♥4 ♥4: a tractor of 2 pairs of trumps beats "
                                           "a tractor of 2 pairs of ♠")


def test_WT9_pair_led_two_singles_of_the_suit():
    st = play_state({"N": "SQ SQ", "W": "S3 S4 H5 H6 D3", "S": "S5 S6", "E": "C3 C4"})
    st = lead_then(st, "SQ SQ")
    assert [tuple(map(str, a.value)) for a in st.legal_actions()] == [("S3", "S4")]
    assert "♠4 ♠3" in st.check(list(cards("S3 H5")))  # held cards in the game's order


def test_WT10_one_spade_plus_any_other_card():
    st = play_state({"N": "SQ SQ", "W": "S3 H5 H6 D3", "S": "S5 S6", "E": "C3 C4"})
    st = lead_then(st, "SQ SQ")
    legal = {tuple(map(str, a.value)) for a in st.legal_actions()}
    assert all("S3" in play for play in legal) and len(legal) == 3
    assert st.check(list(cards("H5 H6"))).startswith("a pair of ♠ was led and you hold ♠3")


def test_pair_refusal_names_the_pair():
    st = play_state({"N": "SQ SQ", "W": "S9 S9 S3 HA", "S": "S5 S6", "E": "C3 C4"})
    st = lead_then(st, "SQ SQ")
    with pytest.raises(IllegalAction) as e:
        st.apply(list(cards("S9 S3")))
    assert e.value.reason == "a pair of ♠ was led and you hold ♠9 ♠9: you must play that pair"
    assert st.current_seat == "W" and st.hands["W"] == cards("S9 S9 S3 HA")   # unchanged


def test_tractor_refusal_names_the_tractor():
    st = play_state({"N": "S8 S8 S6 S6", "W": "SQ SQ SJ SJ S3 S3 S4", "S": "S5 S9 S10 SK", "E": "C3 C4 C5 C6"})
    st = lead_then(st, "S8 S8 S6 S6")
    reason = st.check(list(cards("SQ SQ S3 S3")))
    assert reason == ("a tractor of 2 pairs of ♠ was led and you hold ♠Q ♠Q ♠J ♠J: you must play a tractor "
                      "of 2 pairs")
    assert [tuple(map(str, a.value)) for a in st.legal_actions()] == [("SQ", "SQ", "SJ", "SJ")]


def test_tractor_led_without_a_tractor_play_pairs_then_singles():
    st = play_state({"N": "S8 S8 S6 S6", "W": "SQ SQ S3 S3 S4 S9", "S": "S5 S10 SK SA", "E": "C3 C4 C5 C6"})
    st = lead_then(st, "S8 S8 S6 S6")
    assert st.check(list(cards("SQ SQ S4 S9"))).endswith("you must play all those pairs")
    assert st.check(list(cards("SQ SQ S3 S3"))) is None


def test_single_led_follow_suit():
    st = play_state({"N": "SA", "W": "S3 H5", "S": "S5", "E": "C3"})
    st = lead_then(st, "SA")
    assert "♠3" in st.check(["H5"])


def test_trumps_are_one_suit_when_following():
    st = play_state({"N": "H9", "W": "S7 SA", "S": "H3", "E": "C3"})   # ♠7 is a trump
    st = lead_then(st, "H9")
    assert st.check(["SA"]) and st.check(["S7"]) is None


def test_non_matching_trumps_do_not_win_a_pair():
    st = play_state({"N": "SQ SQ", "W": "H5 H6", "S": "S3 S4", "E": "C3 C4"})
    st = lead_then(st, "SQ SQ")
    for play in ("H5 H6", "S3 S4", "C3 C4"):
        st = st.apply(list(cards(play)))
    assert st.done[-1].winner() == "N"


def test_first_of_equal_plays_wins():
    st = play_state({"N": "S7", "W": "C7", "S": "H3", "E": "D7"}, trump="H")
    for play in ("S7", "C7", "H3", "D7"):
        st = st.apply([play])
    assert st.done[-1].winner() == "N"
    assert "first of equal plays wins" in st.done[-1].winner_reason()


def test_wrong_shape_and_mixed_suits_are_refused():
    st = play_state({"N": "SA SK HA", "W": "S3 S4", "S": "S5 S6", "E": "C3 C4"})
    assert "mixes suits" in st.check(list(cards("SA HA")))
    st = lead_then(st, "SA")
    assert "play exactly 1" in st.check(list(cards("S3 S4")))
    assert "you do not hold" in st.check(["SQ"])


def test_trump_only_throw_policy():
    r = wang27.Rules.preset().but(throw_policy="trump_only_when_others_void")
    st = play_state({"N": "SA SK", "W": "S3", "S": "S5", "E": "C3"}, rules=r)
    assert "only in trumps" in st.check(list(cards("SA SK")))


def test_legal_actions_for_a_lead_list_every_unit_and_every_throw():
    st = play_state({"N": "SA SA SK SK S9 H3", "W": "S3 S4", "S": "S5 S6", "E": "C3 C4"})
    view = st.legal_actions()
    listed = [tuple(sorted(map(str, a.value))) for a in view]
    # by hand: ♠ offers 3 × 3 × 2 - 1 = 17 non-empty choices (0-2 aces, 0-2 kings, 0-1 nine), ♥ one
    assert len(listed) == len(set(listed)) == len(view) == 18
    leads = set(listed)
    assert ("SA", "SA", "SK", "SK") in leads and ("SA", "SA") in leads and ("H3",) in leads
    assert ("S9", "SA", "SA", "SK", "SK") in leads            # the whole ♠ throw
    assert ("SA", "SK") in leads and st.check(list(cards("SA SK"))) is None   # any throw is a legal attempt
    assert all(st.check(list(p)) is None for p in leads)
