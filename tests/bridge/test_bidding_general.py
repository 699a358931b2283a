"""SAYC's general rules (``tutor/games/bridge/bidding/general.py``): when no table has a rule for the hand in an
auction only our side has bid, the system adds partner's shown points to ours (25 for game), looks for an
eight-card fit with partner's shown lengths, and never passes partner's forcing call. Each hand here is
constructed to show one principle; none is a test-set hand."""

from __future__ import annotations

import pytest

from tutor.games import bridge
from tutor.games.bridge.auction import Auction
from tutor.games.bridge.bidding.general import shown

SAYC = bridge.system("sayc")


def call(hand: str, auction: str):
    return SAYC.bid(hand, auction.split(), dealer="N")


def test_partners_shown_points_and_lengths_are_read_from_the_auction():
    a = Auction("N", "1D P 1H P 2H P 3H P".split())
    lo, hi, lengths, forcing = shown(SAYC._spot(a, False))
    assert (lo, hi) == (11, 12) and lengths["H"] == 4 and not forcing  # 1H (4+), then 3H: invites, 11–12


@pytest.mark.parametrize("hand, want", [
    ("SK5 HKQ84 DAJ763 C72", "4H"),   # 14 total, 15 dummy points + partner's 11–12: 25 or more, accept
    ("SQ5 HKJ84 DAJ763 C72", "P"),    # 12 total, 13 dummy points + 11½: under 25, decline
])
def test_an_invitation_is_accepted_by_adding_up_the_points(hand, want):
    # bid26: a table answers this invitation now (opener accepts with 14 or more dummy points, 14 + 11½ making
    # the general rules' 25), and calls as the general rule did
    b = call(hand, "1D P 1H P 2H P 3H P")
    assert str(b) == want
    assert b.rule == ("accept" if want == "4H" else "decline")


def test_game_in_the_major_fit_when_the_points_are_there():
    # partner's 2♥ (a new suit after opener's rebid: forcing, 4+ hearts, 11+) and four hearts here: 8-card fit
    b = call("S5 HKJ84 DAQ763 CK72", "1D P 1S P 2D P 2H P")
    assert str(b) == "4H" and b.shows["H"][0] >= 1


def test_game_in_notrumps_without_a_major_fit():
    b = call("SQ2 HJ84 DAK763 CK82", "1D P 1S P 2D P 2H P")  # 15 total points, three hearts, clubs stopped
    assert str(b) == "3NT" and b.rule == "general: game"


@pytest.mark.parametrize("hand, want", [
    ("S2 HJ84 DKQ763 CAQ32", "3D"),   # no fit, a singleton: the longest suit at the cheapest level
    ("SA2 HJ84 DKQ763 CQ32", "2NT"),  # no fit, balanced: 2NT
])
def test_a_forcing_call_is_never_passed(hand, want):
    b = call(hand, "1D P 1S P 2D P 2H P")  # 12–13 points opposite 11+: under 25, but 2♥ is forcing
    assert str(b) == want and b.rule == "general: forced"


def test_the_general_rules_never_take_a_call_a_table_has_a_meaning_for():
    """Explaining an auction reads a general call as the general rule, and a call the tables give a meaning
    to as the tables' rule."""
    read = SAYC.explain("1D P 1S P 2D P 2H P 4H".split(), dealer="N")
    assert read[-1].rule == "general: game"
    assert SAYC.explain("1H P 2H P 4H".split(), dealer="N")[-1].rule != "general: game"


def test_silent_when_partners_last_call_was_not_a_bid():
    """Partner passed: the general rules stay silent (the tables decide, else the pass)."""
    b = call("SK5 HKQ84 DAJ763 C72", "1D P P 1S")
    assert not b.rule.startswith("general")


@pytest.mark.parametrize("hand, auction, want", [
    ("S65 HAQJ84 DK72 C843", "1C 1H P 2C P", "2H"),          # the cue-bid raise is forcing: the cheapest answer
    ("SA5 HAQJ84 DK72 CK43", "1C 1H P 2C P", "4H"),          # 17 + partner's 11: game
    ("SKQ4 HKJ74 DQ865 CK8", "1C 1H P 2C P 2H P", "3H"),     # 14 + the overcall's 8: short of game, invite
    ("SKQ4 HKJ74 DQ865 CJ8", "1C 1H P 2C P 2H P", "P"),      # 12: no game opposite a minimum overcall
])
def test_in_competition_too_after_partners_bid(hand, auction, want):
    assert str(call(hand, auction)) == want


# -- bid10's other rule changes, each with a constructed hand ---------------------------------------------------

@pytest.mark.parametrize("hand, want", [
    ("SA5 HAKJ874 D6 CKQ54", "3C"),   # 19 total points, a second suit of four: opener's jump shift
    ("SA5 HAKJ874 D6 CJ954", "2C"),   # 15 total points: the second suit at the cheapest level
])
def test_openers_jump_shift_is_19_or_more_and_forcing_to_game(hand, want):
    b = call(hand, "1H P 1S P")
    assert str(b) == want
    if want == "3C":
        assert b.forcing and b.shows["tp"] == (19, 37) and b.shows["C"][0] == 4


@pytest.mark.parametrize("hand, want", [
    ("SA4 HAKQ1083 DQ54 C72", "3H"),  # 16 + 2 length points, six hearts: the jump rebid after a two-over-one
    ("SA4 HKQ10843 DQ54 C72", "2H"),  # a minimum with six: the simple rebid
])
def test_jump_rebid_of_a_six_card_suit_after_a_two_over_one(hand, want):
    b = call(hand, "1H P 2C P")
    assert str(b) == want


@pytest.mark.parametrize("hand, want", [
    ("SQJ92 HAQ953 D76 CK8", "P"),    # four cards in their spades: no two-level overcall
    ("S92 HAQ953 D76 CKQ82", "2H"),   # short in their suit: the overcall
])
def test_no_two_level_overcall_with_four_cards_in_their_suit(hand, want):
    assert str(call(hand, "1S")) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("S5 HAKQ9765 D8643 C2", "", "4H"),        # a good seven-card major, five losers: eight tricks, the four level
    ("S52 HKQJ9765 D864 C2", "", "3H"),        # seven losers: six tricks, the three level
    ("S5 HAKQ9765 D8643 C2", "P P P", "4H"),   # in fourth seat too (no rule of 15 for a one-level opening)
])
def test_a_seven_card_preempt_with_eight_playing_tricks_opens_at_the_four_level(hand, auction, want):
    b = call(hand, auction)
    assert str(b) == want and b.rule == "preempt"


def test_fourth_seat_opens_by_the_rule_of_15_alone():
    b = call("SAQ1087432 H74 D- CJ103", "P P P")  # 7 high-card points + 8 spades = 15
    assert str(b) == "1S" and b.holds_for("SAQ1087432 H74 D- CJ103")
    assert str(call("SAQ1087432 H74 D- CJ103", "")) == "4S"  # first seat: the eight-card preempt


@pytest.mark.parametrize("hand, want", [
    ("SAQ1084 H5 DAKJ72 C93", "4D"),   # a good five-card second suit comes before the shortness
    ("SAQ1084 H5 DQ8762 CA3", "3H"),   # a poor one: show the singleton
])
def test_jacoby_2nt_answer_shows_a_good_second_suit_at_the_four_level(hand, want):
    assert str(call(hand, "1S P 2NT P")) == want


def test_no_general_3nt_with_a_misfit():
    # partner's 3♥ shows six hearts; with a void in them 3NT is no game to bid by the count
    assert str(call("SAQ75 H- DK1052 CKJ832", "1C P 1H P 1S P 3H P")) == "P"
    assert str(call("SAQ75 H52 DK10 CKJ832", "1C P 1H P 1S P 3H P")) == "4H"  # two hearts: an eight-card fit


@pytest.mark.parametrize("hand, auction, want", [
    ("SKQ872 H95 DK6 CKQ42", "1D P 1S P 2C P 2H P 3C P", "4C"),   # no heart stopper either: raise opener's clubs
    ("SKQ872 HQ95 DK6 CK42", "1D P 1S P 2C P 2H P 3C P", "3NT"),  # Q95 stops hearts: 3NT
    ("SKQ872 H95 DAQ6 CK42", "1D P 1S P 2C P 2H P 3D P", "4D"),   # opener's first suit again: raise it
    ("SKJ1075 H732 DA8 CQ102", "1D P 1S P 2C P 2H P 3C P", "4C"),  # 11 total points: the fourth suit's minimum
])
def test_after_fourth_suit_forcing_no_3nt_without_a_stopper_in_the_fourth_suit(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("auction, want", [
    ("1NT P 2C P 2D P", "3C"), ("1NT P 2C P 2S P", "3C"),  # no fit: three of the minor, slam interest
    ("1NT P 2C P 2H P", "4H"),                             # a heart fit: game in it
])
def test_three_of_a_minor_after_stayman_is_a_slam_try(auction, want):
    b = call("SK4 HKQ82 D7 CAQ10853", auction)  # 14 high-card points, six clubs: 16 total points
    assert str(b) == want
    if want == "3C":
        assert b.forcing and b.shows["C"][0] == 5


def test_opener_answers_the_minor_slam_try():
    assert str(call("SAQ5 HA94 DK832 CK74", "1NT P 2C P 2D P 3C P")) == "4C"
    assert str(call("SAQ5 HA94 DK8732 CK7", "1NT P 2C P 2D P 3C P")) == "3NT"


@pytest.mark.parametrize("hand, want", [
    ("SKQ4 HA82 DK73 CK1085", "5NT"),   # three kings
    ("SAQ4 HA82 DQ73 CQJ85", "5D"),     # none
    ("SAQ4 HK82 DQ73 CKJ85", "5S"),     # two
])
def test_gerbers_king_ask_is_answered_in_steps(hand, want):
    assert str(call(hand, "1NT P 4C P 4H P 5C P")) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SKQJ82 H532 D432 C32", "1C 1H", "1S"),     # five spades: bid them at the one level (6+)
    ("SKQJ8 H5432 D432 C32", "1C 1H", "X"),      # four: the negative double
    ("SAQ1093 HK4 D102 CQ832", "1D 2H", "2S"),   # five spades and 10+: the two-level new suit, forcing
    ("SAQ109 HK43 D102 CQ832", "1D 2H", "X"),    # four spades: double
    ("SK4 HAQ1093 D102 CQ832", "1D 1S", "2H"),   # five hearts and 10+ at the two level
    ("SK4 HAQ1093 D102 C9832", "1D 1S", "X"),    # five hearts, too weak for 2H: double
])
def test_a_five_card_major_is_bid_not_doubled_after_their_overcall(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, want", [
    ("S2 HKJ986 D93 CKJ984", "3C"),
    ("S2 HKJ986 DKJ984 C93", "3D"),
])
def test_michaels_bidder_names_the_minor_when_partner_asks_with_2nt(hand, want):
    b = call(hand, "1S 2S P 2NT P")
    assert str(b) == want and b.rule == "the minor"


@pytest.mark.parametrize("hand, want", [
    ("SKQ10932 H843 DQ76 C5", "2S"),     # a normal weak two
    ("SKQ10932 HQ843 D76 C3", "P"),      # a side four-card major: no weak two
    ("SKQ10932 H843 DQ765 C-", "P"),     # a void: no weak two
])
def test_no_weak_two_with_a_void_or_a_side_four_card_major(hand, want):
    assert str(call(hand, "")) == want


@pytest.mark.parametrize("hand, want", [
    ("SKQ10932 H843 DQ76 C5", "2S"),     # two of the top three honours
    ("SQJ10932 H843 DQ76 C5", "2S"),     # three of the top five
    ("SKJ10932 H843 DQ76 C5", "2S"),     # three of the top five, K J 10
    ("SKJ8732 H843 DQ76 C5", "P"),       # two of the top five only: no weak two
    ("SJ98732 H83 DQ76 CK4", "P"),       # one honour: no weak two
])
def test_a_weak_two_needs_two_of_the_top_three_or_three_of_the_top_five(hand, want):
    """bid20: the suit of a weak two (the ACBL's recommendation; Downey ch. 14 "reasonable quality")."""
    assert str(call(hand, "")) == want


@pytest.mark.parametrize("hand, want, rule", [
    ("SKQ10965 HK3 D98 CKJ5", "2S", "fourth-seat two"),     # 12, a good six-card suit (Cohen's hand)
    ("SAQJ874 HQ8 DK9 CQ83", "2S", "fourth-seat two"),      # 14: the top of the range
    ("SAKQ965 HK3 D98 CKJ5", "1S", "open a major"),         # 16: too strong, one of the suit
    ("S84 HAJ10973 DK2 CQ54", "2H", "fourth-seat two"),     # 10 + 2 spades: no rule of 15, but a fourth-seat two
    ("S84 HAJ10973 D92 CQ54", "P", "pass"),                 # 7: no weak two in fourth seat
    ("SKJ8652 HK3 D98 CKJ5", "1S", "open a major"),         # a poor suit: one of the suit by the rule of 15
])
def test_a_two_level_opening_in_fourth_seat_is_an_intermediate_hand(hand, want, rule):
    """bid20: no weak two after three passes; 2♦/2♥/2♠ there show a good six-card suit and 10–14 points (Larry
    Cohen, "Opening in 4th seat")."""
    b = call(hand, "P P P")
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, auction, want, rule", [
    ("S32 HQ54 DK843 CQ942", "3S P", "P", "pass"),              # two spades, 9 points: the preempt plays
    ("S432 HQ54 DK843 CQ92", "3S P", "4S", "raise to game"),    # three spades: game
    ("SQ32 HQ54 DK8432 CQ9", "3C P", "P", "pass"),              # balanced 10, two clubs: no fit for 5♣
    ("SQ32 HQ54 DK843 CQ94", "3C P", "4C", "preemptive raise"),  # bid32: three clubs extend the preempt
])
def test_no_answer_to_a_three_level_preempt_is_a_pass_of_its_own(hand, auction, want, rule):
    """bid20: over partner's three-level preempt, no other answer fits: a named pass, not the fallback."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, want", [
    ("SAQ105 HK10942 D72 CAK", "1H"),   # 16 points: any five-card suit overcalls
    ("SAQ105 HK10942 D72 C64", "P"),    # 9 points and a poor suit: no overcall
])
def test_a_one_level_overcall_needs_a_decent_suit_only_when_light(hand, want):
    assert str(call(hand, "P 1C")) == want


@pytest.mark.parametrize("hand, want", [
    ("SK76 HAKJ986 D7 CJ32", "4H"),   # six hearts, 13 total points: game in the eight-card fit
    ("SK76 HKJ9862 D7 CJ32", "2H"),   # six hearts, weak: the sign-off
])
def test_a_six_card_major_bids_game_opposite_the_1nt_rebid(hand, want):
    assert str(call(hand, "1D P 1H P 1NT P")) == want


@pytest.mark.parametrize("hand, want", [
    ("SAKQ93 HA4 DK72 CAQ4", "2S"),     # 20 points, five spades: the jump shift before 1S
    ("SAKQ9 HA43 DK72 CAQ4", "1S"),     # four spades: the one-level answer first
    ("SAKJ93 H- DKJ72 CA1098", "2S"),   # 17 total points, but 21 dummy points with four diamonds and a void
    ("SAKJ93 H5 DJ72 CA1098", "1S"),    # 14 points: no jump shift
])
def test_responders_jump_shift_in_a_five_card_major_counts_dummy_points_with_a_fit(hand, want):
    assert str(call(hand, "1D P")) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SKQ4 HAQ109 DAK7 CK98", "2NT P 3C 3H", "X"),     # four good hearts: the penalty double, as over 1NT
    ("SKQ4 HA932 DAK7 CKQ8", "2NT P 3C 3D", "3H"),     # a heart suit to show above their bid
])
def test_their_overcall_of_stayman_over_2nt(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SAQ1084 HKJ73 D92 C73", "1NT P 2C P 2D P", "3S"),        # 5-4 in the majors, game values: forcing
    ("SKQ1084 HQJ73 D92 C73", "1NT P 2C P 2D P", "2S"),        # 5-4, invitational: two of the major
    ("SKJ3 HAQ5 DKJ72 CA84", "1NT P 2C P 2D P 3S P", "4S"),    # opener with three spades: game in them
    ("SK3 HAQ5 DKJ72 CA984", "1NT P 2C P 2D P 3S P", "3NT"),   # two spades: 3NT
])
def test_five_four_in_the_majors_after_stayman_forces_with_three_of_the_major(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want, rule", [
    ("SKQ1084 HQJ73 D92 C73", "1NT P", "2C", "Stayman"),                  # 5-4, 8 + 1 = 9: Stayman
    ("SAQ1084 HKJ73 D92 C73", "1NT P", "2C", "Stayman"),                  # 5-4, game values: Stayman too
    ("SKQ1084 HJ973 D92 C73", "1NT P", "2H", "transfer to spades"),       # 5-4, 6 + 1 = 7: transfer and pass
    ("SKQ1084 HQJ7 D932 C73", "1NT P", "2H", "transfer to spades"),       # 5-3: the transfer
    ("SKQ1084 HQJ732 D9 C73", "1NT P", "2H", "transfer to spades"),       # 5-5: spades first, as before
    ("SKQ10842 HQJ73 D9 C72", "1NT P", "2H", "transfer to spades"),       # 6-4: the six-card suit
    ("SKQ1084 HQJ73 D92 C73", "1NT P 2C P 2H P", "3H", "invite in the fit"),  # opener's four hearts: the fit
])
def test_five_four_in_the_majors_answers_1nt_with_stayman(hand, auction, want, rule):
    """bid20: with five cards in one major and four in the other and 8 or more, Stayman rather than a transfer
    (the SAYC text as OKbridge has it), so the four-card fit is found too."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, auction, want", [
    ("SKQ2 H97 DAQ72 CKQ52", "1D P", "3NT"),    # 16 balanced, no four-card major: 3NT at once (booklet 16–17)
    ("SKJ2 H973 DQ72 CAKQ5", "1D P", "2NT"),    # 15 balanced: 2NT (13–15), not 3NT
    ("SKJ2 H97 DAQ72 CKQ52", "1H P", "3NT"),    # two hearts, 15 balanced over a major: 3NT (15–17)
    ("SKJ2 H972 DAQ7 CKQ52", "1H P", "2C"),     # three hearts: the two-over-one, support later
])
def test_the_3nt_response_shows_a_balanced_16_17_or_15_17(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("S84 H83 DQ107542 CJ87", "1NT P", "2S"),           # weak, six diamonds: 2♠ asks for 3♣
    ("SAKQ9 HA103 DKJ52 C97", "1NT P 2S P", "3C"),      # opener bids 3♣ as asked
    ("S84 H83 DQ107542 CJ87", "1NT P 2S P 3C P", "3D"), # and responder corrects to diamonds
    ("S84 H83 D107 CQJ75432", "1NT P 2S P 3C P", "P"),  # or passes with clubs
])
def test_the_minor_suit_sign_off_over_1nt(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, want", [
    ("S8 HKJ1073 DA92 CKJ73", "3C"),    # five hearts, four clubs, a singleton, game values: the second suit
    ("S84 HKJ1073 DA92 CK73", "3NT"),   # 5-3-3-2 with game values: the choice of games
])
def test_a_new_suit_after_the_transfer_is_natural_and_forcing(hand, want):
    b = call(hand, "1NT P 2D P 2H P")
    assert str(b) == want
    if want == "3C":
        assert b.forcing


@pytest.mark.parametrize("hand, want", [
    ("S8 H105 DQJ643 CK8732", "3C"),   # four clubs and a maximum: raise, inviting
    ("S852 H105 DQJ6432 CK7", "2S"),   # more spades than clubs: back to opener's major
    ("S8 H1052 DQJ643 CK873", "P"),    # more clubs, a minimum: pass
])
def test_responder_after_1nt_and_openers_new_suit(hand, want):
    assert str(call(hand, "1S P 1NT P 2C P")) == want


@pytest.mark.parametrize("hand, want", [
    ("SAK5 HKQ832 DK72 C92", "6S"),    # three kings
    ("SAQ5 HAQ832 DQ72 C92", "6C"),    # none
])
def test_blackwoods_5nt_king_ask_is_answered_in_steps(hand, want):
    assert str(call(hand, "1H P 2NT P 3NT P 4NT P 5S P 5NT P")) == want


def test_the_jump_rebid_after_a_two_over_one_is_16_or_more_and_forcing():
    b = call("S953 HAKJ762 DK8 CAQ", "1H P 2C P")  # 17 high-card points + 2: 19 total points, six hearts
    assert str(b) == "3H" and b.forcing and b.shows["tp"] == (16, 37)


@pytest.mark.parametrize("hand, auction, want", [
    ("SKQ1073 H84 DQ92 CJ73", "1NT 2H", "2S"),      # five spades, weak: natural, to play
    ("SKQ1073 H84 DA92 CK73", "1NT 2H", "3S"),      # five spades, game values: natural and forcing
    ("SKQ73 H84 DA92 CK873", "1NT 2H", "3H"),       # four spades, game values: the cue bid is Stayman
    ("SK73 HK4 DA92 CK8732", "1NT 2H", "3NT"),      # hearts stopped, no major: 3NT
    ("S73 HKJ94 DQ92 CK873", "1NT 2H", "X"),        # four good hearts: penalty
    ("SAQ84 HK72 DK3 CQJ82", "1NT 2H 3H P", "3S"),  # opener answers the cue-bid Stayman
    ("SAQ8 HK72 DK63 CQJ82", "1NT 2H 3H P", "3NT"),
])
def test_their_overcall_of_our_1nt_turns_stayman_and_transfers_off(hand, auction, want):
    assert str(call(hand, auction)) == want


def test_no_general_3nt_without_a_stopper_in_their_suit():
    b = call("SQ8 H84 DKQJ92 CQJ73", "1D 1H 2C P")  # partner's 2♣ forcing; hearts not stopped
    assert str(b) != "3NT"


@pytest.mark.parametrize("hand, auction, want", [
    ("SAKQ10987 HA2 DAK CK8", "2C P 2D P", "3S"),      # a solid seven-card suit: the jump sets the trumps
    ("SAKJ10874 HA2 DAK CK8", "2C P 2D P", "2S"),      # no queen: the natural 2♠
    ("S2 HJ843 D9752 C9842", "2C P 2D P 3S P", "4S"),  # responder raises the self-supporting suit to game
])
def test_strong_2c_then_a_jump_shows_a_self_supporting_suit(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SKJ8 HAQ32 DAK7 CQ109", "1C P 1S P", "2NT"),    # 18 HCP 4-3-3-3 (17 total): too strong for 1NT, 2NT
    ("SAJ6 HAQ3 DKQ53 CQJ9", "1D P 1H P", "2NT"),     # 19 HCP 4-3-3-3 with three hearts
    ("SA2 HAK7 DQ87 CAQ986", "1C P 1S P", "2NT"),     # 19 HCP 5-3-3-2 (20 total points): still 2NT
])
def test_opener_2nt_rebid_counts_high_card_points(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SAQ94 H7 DKJ76 CQ942", "1H P 1S P 3H P", "3NT"),   # 12 points, a singleton heart: game in no-trumps
    ("SKJ94 HQ8 DK76 C9542", "1H P 1S P 3H P", "4H"),    # 9 points, two hearts: game in the eight-card fit
    ("SQ864 HJ92 D7 CK6532", "1H P 1S P 3H P", "P"),      # 7 total points: declines
    ("SK9754 H873 DK92 CJ4", "1C P 1S P 3C P", "3NT"),   # 8 total points opposite 16-18: game
])
def test_responder_answers_opener_jump_rebid(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SAQ875 HK93 DQ72 C84", "1S P 2H P", "3H"),        # three hearts opposite five: raise, not 2NT
    ("SAQ875 HK9 DQ72 C843", "1S P 2H P", "2NT"),       # two hearts: the balanced 2NT as before
    ("SK32 HAQJ82 DK94 C75", "1S P 2H P 3H P", "4H"),   # responder: game in the found heart fit
])
def test_opener_raises_the_two_heart_answer_with_three(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want, rule", [
    ("SAKJ4 H5 DAQJ87 CA74", "1D P 1H P", "2S", "jump shift"),   # 1♠ was available: 2♠ jumps, 19+
    ("SAKJ4 H5 DAQJ8 CJ742", "1D P 1H P", "1S", "new suit"),     # a minimum shows the spades at the one level
    ("S54 HAK74 DAKJ87 C72", "1D P 1S P", "2H", "reverse"),      # below responder's suit: still the reverse
])
def test_opener_jump_shift_at_the_two_level(hand, auction, want, rule):
    b = call(hand, auction)
    assert str(b) == want
    assert b.rule == rule


def test_forcing_jump_shift_answered_at_the_four_level():
    b = call("SQJ92 HJ52 D5 CQ9632", "1D P 1S P 3C P")  # opener's jump shift forces to game: raise clubs
    assert str(b) == "4C"
    assert b.rule == "general: forced"


@pytest.mark.parametrize("hand, auction, want", [
    ("S975 HA2 DQJ84 CK982", "1C P 1D P 2D P", "P"),     # 10 points: content with the part-score
    ("S975 HAQ2 DQJ84 CK98", "1C P 1D P 2D P", "2NT"),   # 11 total, balanced: invites
    ("SK75 HA2 DQJ84 CK982", "1C P 1D P 2D P", "3NT"),   # 13: game in no-trumps
])
def test_responder_after_opener_raises_diamonds(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want", [
    ("SK62 HQJ54 D7 CAJ743", "1C P 1S P", "2S"),   # 2H would reverse: raise with three and the singleton
    ("SK62 H7 DAQ743 CAJ54", "1D P 1S P", "2C"),   # a lower second suit shows itself
    ("SAJ54 HK62 D7 CAQ743", "1C P 1H P", "1S"),   # a one-level suit comes first
])
def test_opener_raises_with_three_when_the_other_suit_would_reverse(hand, auction, want):
    assert str(call(hand, auction)) == want


@pytest.mark.parametrize("hand, auction, want, rule", [
    # 1M–1NT–2M (opener's six-card minimum): a maximum with two or more invites, else pass
    ("SQ2 H985 DK7654 CK32", "1S P 1NT P 2S P", "3S", "invite"),       # 9 + 1 = 10 total points
    ("SQ2 H985 DK7654 CQ32", "1S P 1NT P 2S P", "P", "pass"),          # 8 total points
    # 1x–1NT–2NT (18–19): 3NT with 7 or more, a bare minimum passes
    ("SQ2 H985 DK7654 CQ32", "1S P 1NT P 2NT P", "3NT", "accept"),     # 7 + 1 = 8
    ("S32 H985 DK7654 CJ32", "1S P 1NT P 2NT P", "P", "decline"),      # 4 + 1 = 5
    # 1x–1NT–3x (16–18, six cards): game with 8 or more, in the major with two or more
    ("SQ2 H985 DK7654 CQ32", "1S P 1NT P 3S P", "4S", "accept"),
    ("S2 HJ984 DQ7654 CQ83", "1S P 1NT P 3S P", "P", "decline"),       # 5 + 1 = 6
    ("S2 HJ984 DQ7654 CQ83", "1D P 1NT P 3D P", "P", "decline"),
    ("S2 HK984 DQ7654 CQ83", "1D P 1NT P 3D P", "3NT", "accept"),      # 7 + 1 = 8
    # 1M–1NT–2z and 1♦–1NT–2♣: preference with as many in opener's first suit, else pass (not the fallback)
    ("SQ2 H985 DK7654 CQ32", "1S P 1NT P 2C P", "2S", "preference"),
    ("S32 H9852 DK654 CKQ4", "1S P 1NT P 2C P", "2S", "preference"),  # false preference: two spades, 3 clubs
    ("S2 H985 DJ765 CKQ432", "1S P 1NT P 2C P", "P", "pass"),          # five clubs, 7 total points
    ("S2 H985 DK7654 CKQ32", "1D P 1NT P 2C P", "2D", "preference"),
    ("S2 H985 DJ765 CKQ432", "1D P 1NT P 2C P", "P", "pass"),
    # 1m–2NT (13–15, forcing to game): opener bids the game
    ("SAK2 HK98 DK7654 CQ2", "1D P 2NT P", "3NT", "game"),
    # partner bid game and no table has a call: the pass says so
    ("SQ2 H985 DK7654 CQ32", "1S P 3S P 4S P", "P", "pass at game"),
    ("SAK2 HK98 DK765 CQ32", "1NT P 3NT P", "P", "pass at game"),
])
def test_second_calls_that_fell_through_to_the_fallback(hand, auction, want, rule):
    """bid16: second calls where no rule fitted and the pass showed nothing (the audit of random deals)."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, auction, want, rule", [
    # Stayman, hearts, 3NT: responder holds four spades; opener with four spades too plays in spades
    ("SAQ32 HKQ32 DK4 CQ32", "1NT P 2C P 2H P 3NT P", "4S", "spade fit"),
    ("SA32 HKQ32 DK4 CQ432", "1NT P 2C P 2H P 3NT P", "P", "pass"),
    ("SAQ32 HKQ32 DK4 CAK2", "2NT P 3C P 3H P 3NT P", "4S", "spade fit"),
    # 1x–1y–1NT: a lower new suit is not forcing (weak, five-four, unbalanced); the jump shift forces to game
    ("S42 HQJ987 DK984 C54", "1C P 1H P 1NT P", "2D", "new suit, not forcing"),   # 6 + 1 = 7
    ("S42 HQJ98 DK984 C543", "1C P 1H P 1NT P", "P", "pass"),                     # four hearts: content
    ("SQJ987 H4 D542 CKJ42", "1D P 1S P 1NT P", "2C", "new suit, not forcing"),   # 7 + 1 = 8
    ("SAQJ87 H4 D542 CKJ42", "1D P 1S P 1NT P", "2NT", "invite"),                 # 11 + 1 = 12: invites
    ("S4 HAQJ87 DQ984 CK54", "1C P 1H P 1NT P", "3D", "jump shift"),              # 12 + 1 = 13
    # opener's reverse after 1NT (forcing one round): 3NT with 9–10 and the unbid suits stopped, 3x with three
    # of opener's first suit, else 2NT
    ("SQ2 HJ3 DK9843 CQ542", "1H P 1NT P 2S P", "3NT", "game after the reverse"),     # 8 + 1 = 9
    ("SQ2 HJ3 DK9843 C9542", "1H P 1NT P 2S P", "2NT", "after the reverse"),          # 6 + 1 = 7
    ("SQ92 H93 DK843 CKQ52", "1C P 1NT P 2D P", "3C", "preference after the reverse"),  # 10, hearts open
    ("SQ92 HK93 DK843 CQ52", "1C P 1NT P 2D P", "3NT", "game after the reverse"),     # 10, all stopped
    # after a two-over-one and opener's two-level rebid: invite with 11–12 total points, game with 13 or more
    ("SQ97 HK10 DQ74 CKJ643", "1S P 2C P 2S P", "3S", "invite"),           # 11 + 1 = 12, three spades
    ("SK97 HK10 DQ74 CKJ643", "1S P 2C P 2S P", "4S", "game"),             # 12 + 1 = 13
    ("SK9 HQ102 DQ74 CKJ643", "1S P 2C P 2S P", "2NT", "invite"),          # 12, two spades
    ("SK9 HK102 DQ74 CKJ643", "1S P 2C P 2S P", "3NT", "game"),            # 13
    ("S9 HKJ102 DQ74 CKJ643", "1S P 2C P 2H P", "3H", "invite"),           # 10 + 1 = 11, four hearts
    ("S9 HKJ102 DA74 CKJ643", "1S P 2C P 2H P", "4H", "game"),             # 12 + 1 = 13
    ("SA9 HJ2 D8743 CAQ762", "1S P 2C P 2H P", "2S", "preference"),        # 12: not forcing
    ("SA9 HJ2 D8743 CAKJ62", "1S P 2C P 2H P", "3D", "fourth suit forcing"),  # 14, no diamond stopper
    ("SK9 HQ102 DQ74 CKJ643", "1D P 2C P 2D P", "3D", "invite"),           # 12, three diamonds
])
def test_known_gaps_in_later_auctions(hand, auction, want, rule):
    """bid17: four gaps in SAYC's later auctions, written from the texts (docs/rules/bridge-bidding.md)."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, auction, want, rule", [
    ("SAQ HAKJ10952 DK3 CA10", "2C P 2S P", "3H", "natural"),      # no spade fit, seven hearts: natural
    ("S4 HA108 DAKQ4 CAKQJ8", "2C P 2S P", "3C", "natural"),        # no fit, five clubs: the longest suit
    ("SAK1073 HAJ DAK86 CA5", "2C P 2H P", "2S", "natural"),        # no heart fit, five spades: 2♠
    ("SAJ62 HAK5 DKQJ7 CA6", "2C P 2S P", "4NT", "Blackwood"),      # four spades: the fit, Blackwood first
    ("SK3 HAKJ7 DAK92 CAQ4", "2C P 2S P", "2NT", "2NT rebid"),      # 23 balanced, two spades: 2NT
    ("SQ HAKQ8 DAK82 CKQ95", "2C P 2S P", "3NT", "no-trumps"),      # no fit and no five-card suit: 3NT
])
def test_after_a_positive_answer_to_2c_the_opener_bids_a_suit_of_its_own(hand, auction, want, rule):
    """bid20: after 2♣ and a positive suit answer, no fit: opener's own five-card suit, the longest first, as
    after 2♦ (Downey ch. 13), before suggesting no-trumps."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


@pytest.mark.parametrize("hand, auction, want, rule", [
    # 1NT–2♣–2♥–2NT: responder holds four spades; opener with four spades too bids 3♠ with 15, 4♠ with 16–17;
    # without them 3NT with 16–17, pass with 15
    ("SAQ32 HKJ32 DK32 CQ2", "1NT P 2C P 2H P 2NT P", "3S", "spade fit"),        # 15
    ("SAQ32 HKJ32 DK32 CA2", "1NT P 2C P 2H P 2NT P", "4S", "spade fit"),        # 17
    ("SA32 HKJ32 DK32 CKQ2", "1NT P 2C P 2H P 2NT P", "3NT", "accept"),          # 16, three spades
    ("SA32 HKJ32 DQ32 CKQ2", "1NT P 2C P 2H P 2NT P", "P", "decline"),           # 15, three spades
    ("SAQ32 HKJ32 DK32 CQ2", "1NT X 2C P 2H P 2NT P", "3S", "spade fit"),        # systems on after the double
    ("SK432 H32 DKQ32 CJ32", "1NT P 2C P 2H P 2NT P 3S P", "4S", "accept"),      # 9
    ("SK432 H32 DKJ32 CJ32", "1NT P 2C P 2H P 2NT P 3S P", "P", "decline"),      # 8
    # 1NT–2♣–2♦–2♥ (five hearts, four spades, 8–9): 3♥/4♥ with three hearts, else 3NT or pass
    ("SAQ2 HK32 DKJ32 CQ32", "1NT P 2C P 2D P 2H P", "3H", "decline"),           # 15
    ("SAQ2 HK32 DKJ32 CA32", "1NT P 2C P 2D P 2H P", "4H", "accept"),            # 17
    ("SAQ2 HK2 DKJ32 CQJ32", "1NT P 2C P 2D P 2H P", "3NT", "accept"),           # 16, two hearts
    ("SAQ2 HK2 DKJ32 CQ432", "1NT P 2C P 2D P 2H P", "P", "decline"),            # 15, two hearts
    # 1♦–2♣–2M: responder's limit bids (11–12) and game
    ("SKQ2 HKJ32 DK2 CQJ32", "1D P 2C P 2H P", "4H", "game"),                    # 15, four hearts
    ("SKQ2 HKJ32 D32 CQJ32", "1D P 2C P 2H P", "3H", "invite"),                  # 12, four hearts
    ("S92 HK3 D932 CAQ5432", "1D P 2C P 2H P", "3C", "rebid the suit"),          # 9 + 2 = 11, six clubs
    ("SK92 H932 DJ2 CAQ932", "1D P 2C P 2H P", "2NT", "invite"),                 # 10 + 1 = 11, spades stopped
    ("SQ2 H983 DJ32 CAKJ32", "1D P 2C P 2H P", "3D", "preference"),              # 11 + 1 = 12, three diamonds
    ("S92 HK3 D932 CAKJ432", "1D P 2C P 2H P", "2S", "fourth suit forcing"),     # 11 + 2 = 13
    # opener's third call after responder's 2NT invitation (11–12): 3NT with 14 or more total points, else
    # pass; with six of the major rebid, 4M or 3M
    ("SKQ HA107 DKJ43 CJ1092", "1D P 1H P 1NT P 2NT P", "3NT", "accept"),        # 14
    ("S852 HA107 DAJ102 CKQ5", "1D P 1H P 1NT P 2NT P", "P", "decline"),         # 14 flat: 13
    ("SAQ8763 HQ9 DQ4 CK42", "1S P 2C P 2S P 2NT P", "4S", "accept"),            # 13 + 2 = 15, six spades
    ("SAJ10983 H432 DK CK103", "1S P 2C P 2S P 2NT P", "3S", "decline"),         # 11 + 2 = 13
    ("SK2 HAQ32 DKJ832 C32", "1D P 2C P 2H P 2NT P", "3NT", "accept"),           # 13 + 1 = 14
    ("SK2 HAJ32 DQJ832 C32", "1D P 2C P 2H P 2NT P", "P", "decline"),            # 11 + 1 = 12
    # responder's invitation in a suit: what the general rules do not take to game passes, named a decline
    ("SAQ987 HKJ32 D2 CK32", "1S P 2D P 2H P 3D P", "P", "decline"),             # 13 + 1, a singleton diamond
    ("SKQ32 HK2 DKJ832 C32", "1D P 1H P 2D P 3D P", "P", "decline"),             # 12 + 1 = 13
    ("SKQ2 H32 DKJ8532 CA3", "1D P 1H P 2D P 3D P", "3NT", "general: game"),     # 13 + 2 = 15, stoppers
    ("SK2 HJ7 DKQJ83 CAQ32", "1D P 1H P 2C P 2NT P", "3NT", "accept"),           # 15 + 1 = 16
    ("SK2 HJ7 DKJ832 CQJ32", "1D P 1H P 2C P 2NT P", "P", "decline"),            # 10 + 1 = 11
    # responder's non-forcing new suit after the 1NT rebid: back to the five-card suit with three, else pass
    ("SKQ2 HJ72 DKJ832 CA2", "1D P 1H P 1NT P 2C P", "2H", "preference"),
    ("SKQ2 HJ7 DKJ832 CA32", "1D P 1H P 1NT P 2C P", "P", "pass"),
    # opener's answer to fourth suit forcing with extra values (16 or more total points): the jump
    ("SKQ8 H7 DKQ1064 CAK65", "1D P 1H P 2C P 2S P", "3NT", "stopper with extras"),   # 18 + 1 = 19
    ("SKQ8 H7 DKQ1064 CQJ65", "1D P 1H P 2C P 2S P", "2NT", "stopper"),               # 14 + 1 = 15
    ("SAK82 HQ72 D6 CAK652", "1C P 1H P 1S P 2D P", "3H", "support with extras"),     # 16 + 1, three hearts
    ("SQJ82 HQ72 D6 CAK652", "1C P 1H P 1S P 2D P", "2H", "support"),                 # 12 + 1 = 13
    ("SK8 HQ72 DAQ106 CAK65", "1D P 1H P 2C P 2S P", "3H", "support"),                # 3♥ is not a jump here
    ("S93 HAKJ82 D842 CQ32", "1C P 1H P 1S P 2D P 3H P", "4H", "game"),
    # opener repeated a major: responder with three of it and 13 or more bids game in it, not 3NT
    ("SAQ65 HK32 DK54 CQ32", "1H P 1S P 2H P", "4H", "game"),                    # 14, three hearts
    ("SAQ65 HK2 DK543 CQ32", "1H P 1S P 2H P", "3NT", "game"),                   # 14, two hearts
    ("SAQ65 HK32 DK54 C432", "1H P 1S P 2H P", "3H", "invite"),                  # 12, three hearts
    # after opener's second suit (not a reverse): support for opener's first suit, game or the jump preference
    ("SKQ852 HK82 DAQ2 C32", "1H P 1S P 2D P", "4H", "game"),                    # 14, three hearts
    ("SKQ852 HK82 DQJ2 C32", "1H P 1S P 2D P", "3H", "invite"),                  # 11 + 1 = 12, three hearts
    ("SQ8652 H82 DQ82 CK32", "1H P 1S P 2D P", "2H", "preference"),              # 7 + 1 = 8
    ("SKQ852 H82 DKQ82 C32", "1D P 1S P 2C P", "3D", "invite"),                  # 10 + 1 = 11, four diamonds
    ("SKQ852 H982 DKQ2 C32", "1D P 1S P 2C P", "2H", "fourth suit forcing"),     # three diamonds: not 3♦
    # after opener's reverse (16 or more): 3NT with 10 or more, else the weak calls
    ("SKQ852 H82 DQ82 CK32", "1C P 1S P 2H P", "3NT", "game after the reverse"),  # 10 + 1 = 11
    ("SKQ852 H82 DQJ82 C32", "1C P 1S P 2H P", "2S", "rebid the suit"),            # 8 + 1 = 9
    # 1♣–1♦: four cards in each major, up the line (18–19 balanced: 2NT)
    ("SAJ32 HAQ32 D2 CKJ32", "1C P 1D P", "1H", "new suit"),                     # 15
    ("SAJ32 HAQ32 DK2 CKJ2", "1C P 1D P", "2NT", "2NT rebid"),                   # 18 balanced
    # a six-card major opposite opener's 2NT rebid (18–19 balanced): game in it
    ("SKJ8632 H82 D32 C432", "1D P 1S P 2NT P", "4S", "game"),                   # 4 + 2 = 6, six spades
    ("SKJ863 HQ2 D432 C432", "1D P 1S P 2NT P", "3S", "rebid the suit"),        # five spades: 3♠ (bid34)
    ("SJ8632 H982 D32 C432", "1D P 1S P 2NT P", "P", "pass"),                    # 1 + 2 = 3
    # responder's sign-off: a minimum passes (the rule after the general ones, which bid game with the points)
    ("SKQ32 HA2 DKJ832 C32", "1D P 1NT P 2C P 2D P", "P", "pass"),               # 13 + 1 = 14
    ("SQ HKQ6 DKJ643 CQ1093", "1D P 1H P 2C P 2D P", "P", "pass"),               # 13 + 1 = 14
    ("SKJ5 HA DAJ742 CKJ102", "1D P 1H P 2C P 2D P", "3NT", "general: game"),    # 17 + 1 = 18
])
def test_rebids_written_from_the_bid21_audit(hand, auction, want, rule):
    """bid21: opener's and responder's later calls the audit of random deals found left to the general rules or
    the fallback, written from the texts (docs/rules/bridge-bidding.md)."""
    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule)


#: bid26: later calls in uncontested auctions written from an audit of random deals and the tune halves' misses
#: (docs/rules/bridge-bidding.md, "Later calls, slam tries and the fallback pass (bid26)"), on hands constructed
#: for them (none is a test-set hand), on each side of each rule's boundary.
@pytest.mark.parametrize("hand, auction, want", [
    # opener's raise and responder's invitation in the major: game with 14 or more dummy points
    ("SKJ52 HA7 D84 CAQ952", "1C P 1S P 2S P 3S P", "4S"),        # 14 + two doubletons = 16
    ("SKJ52 H97 D84 CAQ952", "1C P 1S P 2S P 3S P", "P"),         # 10 + 2 = 12
    # ... in diamonds: 3NT with 14 or more and both majors stopped
    ("SK52 HA7 DKJ74 CK852", "1C P 1D P 2D P 3D P", "3NT"),        # 14, majors stopped
    ("SK52 HA7 DKJ74 CQ852", "1C P 1D P 2D P 3D P", "P"),          # 13
    ("S852 HA7 DKJ74 CAK52", "1C P 1D P 2D P 3D P", "P"),          # 15 but spades unstopped
    # responder after opener's invitation 1M–2M–3M: game with 8 or more dummy points
    ("SK52 H973 DQ8652 CQ4", "1H P 2H P 3H P", "4H"),              # 7 + a doubleton = 8
    ("SK52 H973 DJ8652 CQ4", "1H P 2H P 3H P", "P"),               # 6 + 1 = 7
    # responder after the raise of opener's second major and the invitation: game with 9 or more
    ("SQ852 H74 DKJ85 CK32", "1C P 1D P 1S P 2S P 3S P", "4S"),
    ("SQ852 H74 DKJ85 C932", "1C P 1D P 1S P 2S P 3S P", "P"),
    # 1m–2m–3m: 3NT with 8 or more and the unbid suits stopped
    ("SK52 HQ73 D98652 CK4", "1D P 2D P 3D P", "3NT"),
    ("SK52 H973 DK852 CQ32", "1D P 2D P 3D P", "P"),               # hearts unstopped
    # a declined game try, a declined invitation in the six-card major, a raised weak two: pass
    ("SAQJ98 HAJ4 D63 CAJ2", "1S P 2S P 3C P 3S P", "P"),
    ("SAQJ98 HAJ4 D63 CAJ2", "1S P 2S P 2NT P 3S P", "P"),
    ("S7 HKQ96 DAJ4 CQ8652", "1S P 2C P 2S P 2NT P 3S P", "P"),
    ("SKQJ984 H742 D952 C8", "2S P 3S P", "P"),
    # 1m–1♠–3m: five-five in the majors shows hearts before 3NT; five-four bids 3NT
    ("SKQ1043 HQJ643 D82 C7", "1C P 1S P 3C P", "3H"),
    ("SKQ1043 HQJ64 D832 C7", "1C P 1S P 3C P", "3NT"),
    # opener picks the major: three spades, else three hearts, else 3NT
    ("SK82 H74 DA5 CAKJ952", "1C P 1S P 3C P 3H P", "4S"),
    ("S82 HK74 DA5 CAKJ952", "1C P 1S P 3C P 3H P", "4H"),
    ("S82 H74 DAK5 CAKJ952", "1C P 1S P 3C P 3H P", "3NT"),
    # the raise of opener's jump shift: game in the minor
    ("SA HAQ732 DK5 CAKJ52", "1H P 1S P 3C P 4C P", "5C"),
    # 2♣–2♦–2M–2NT: six of the major again, a four-card side suit, else 3NT
    ("SA5 HAKQJ86 DAK3 CK5", "2C P 2D P 2H P 2NT P", "3H"),
    ("SA5 HAKQJ8 DAKJ3 CK5", "2C P 2D P 2H P 2NT P", "3D"),
    ("SAQ5 HAKQJ8 DAK3 CK5", "2C P 2D P 2H P 2NT P", "3NT"),
    # responder then: game in the major with two opposite six, else 3NT; hearts with four opposite the second suit
    ("S8652 H74 DQ852 C943", "2C P 2D P 2H P 2NT P 3H P", "4H"),
    ("S8652 H4 DQ8752 C943", "2C P 2D P 2H P 2NT P 3H P", "3NT"),
    ("S84 HQ852 DJ852 C943", "2C P 2D P 2S P 2NT P 3H P", "4H"),
    ("S84 HQ85 DJ8652 C943", "2C P 2D P 2S P 2NT P 3H P", "3NT"),
    # 2♣–2♦–2M–3M: Blackwood with 24 or more, else game
    ("SA5 HAKQJ8 DAK3 CK52", "2C P 2D P 2H P 3H P", "4NT"),
    ("SA5 HAKQJ8 DAQ3 C852", "2C P 2D P 2H P 3H P", "4H"),
    # opener's reverse and responder's 2NT: 3NT with 19 or more, six of the first suit again, else pass
    ("SAKJ2 HAQ983 DA2 CJ9", "1H P 1NT P 2S P 2NT P", "3NT"),
    ("SAKJ2 HAQ983 DQ2 CJ9", "1H P 1NT P 2S P 2NT P", "P"),
    ("SAKJ2 HAJ9832 D2 CJ9", "1H P 1NT P 2S P 2NT P", "3H"),
    # ... and responder's preference: 3NT with 19 or more and the unbid suits stopped, else pass
    ("SAK75 HK4 DAK543 CA4", "1D P 1NT P 2S P 3D P", "3NT"),
    ("SAK75 H4 DAK543 CA54", "1D P 1NT P 2S P 3D P", "P"),
    # fourth suit forcing and opener's 2NT: responder passes with 12 or fewer
    ("S72 HAQ93 DKJ4 C8632", "1D P 1H P 1S P 2C P 2NT P", "P"),
    ("S72 HAQ93 DKJ4 CK632", "1D P 1H P 1S P 2C P 2NT P", "3NT"),
    # fourth suit forcing, opener's support and responder's 3M: opener accepts with 14 or more
    ("SKQ74 HA86 DK3 CQJ86", "1C P 1H P 1S P 2D P 2H P 3H P", "4H"),
    ("SKQ74 HA86 DK3 CJ862", "1C P 1H P 1S P 2D P 2H P 3H P", "P"),
    # opener's six-card major after 1NT and responder's invitation: game with 14 or more
    ("SAKJ965 HA4 D972 C82", "1S P 1NT P 2S P 3S P", "4S"),
    ("SKQJ965 HA4 D972 C82", "1S P 1NT P 2S P 3S P", "P"),
    # 1M–2y–2z–3M: the five-level raise asks for second-round control of the unbid suit
    ("S72 HAKJ83 DAKQ75 CA", "1H P 2C P 2D P 3H P", "5H"),         # 23 total points, two small spades
    ("SK2 HAKJ83 DAKQ75 C2", "1H P 2C P 2D P 3H P", "4H"),         # the king of spades: no need to ask
    ("S72 HAJ983 DAQ875 CQ", "1H P 2C P 2D P 3H P", "4H"),         # 15 total points: no slam values
    ("SK4 HQ54 D92 CAKJ852", "1H P 2C P 2D P 3H P 5H P", "6H"),    # the king of spades
    ("S854 HQ54 D9 CAKJ852", "1H P 2C P 2D P 3H P 5H P", "P"),     # three small spades
    # 1m–1y–1NT: game in the minor with five of it and a singleton, else 3NT
    ("S7 HAQ85 DKQ9842 C32", "1D P 1H P 1NT P", "5D"),
    ("S72 HAQ8 DKQ9842 C32", "1D P 1H P 1NT P", "3NT"),
    # the jump shift in five diamonds over 1♣, not with a five-card major
    ("SA2 HK4 DAKQ85 CAQ65", "1C P", "2D"),
    ("SA2 H84 DKQ985 CK765", "1C P", "1D"),
    # responder's forcing new suit and opener's minor again: 3NT with 13 or more and the unbid suit stopped, pass
    # with 11–12
    ("SKQJ42 HKQ109 DK5 C74", "1C P 1S P 2C P 2H P 3C P", "3NT"),
    ("SQJ842 HKJ109 DK5 C74", "1C P 1S P 2C P 2H P 3C P", "P"),
    # 1NT rebid, responder's second suit, opener's preference, responder's invitation: opener accepts with 13–14
    ("SK74 HA86 DQ93 CKJ86", "1C P 1S P 1NT P 2H P 2S P 3S P", "4S"),
    ("SK74 HA86 DJ93 CKJ86", "1C P 1S P 1NT P 2H P 2S P 3S P", "P"),
    # 1m–2m–2NT: 3NT with 8 or more, pass below
    ("SK52 HQ73 D854 CKJ52", "1C P 2C P 2NT P", "3NT"),
    ("SK52 H973 D854 CKJ52", "1C P 2C P 2NT P", "P"),
    # the weak two raises responder's minor: game in it
    ("SA4 H7 DKQ52 CAKJ764", "2H P 3C P 4C P", "5C"),
    # opener declined the transfer's 2NT invitation in the major: pass
    ("SK83 HQJ854 D852 C94", "1NT P 2D P 2H P 2NT P 3H P", "P"),
    # the feature ask answered by the suit again: game with 18 or more (two or more of the major), else pass
    ("SAK52 HK5 DAQ82 CKQ6", "2H P 2NT P 3H P", "4H"),             # 20 points, two hearts
    ("SAQJ5 HK5 DT82 CKQ63", "2H P 2NT P 3H P", "P"),              # 15 points
    ("SAK82 HA7 D643 CAKJ2", "2D P 2NT P 3D P", "3NT"),            # 19 points, the unbid suits stopped
    ("SAK82 H74 D643 CAKJ2", "2D P 2NT P 3D P", "P"),              # hearts unstopped
    # responder's non-forcing second suit, opener's preference: pass
    ("SKQ653 HQ972 D1097 C2", "1D P 1S P 1NT P 2H P 2S P", "P"),
    # the minor transfer corrected to diamonds: pass
    ("SAKQ9 HA103 DKJ52 C97", "1NT P 2S P 3C P 3D P", "P"),
    # the super-accept: game with 6 or more total points
    ("SQ9764 HQ98 DK7 C932", "1NT P 2H P 3S P", "4S"),             # 7 + a length point
    ("S109764 HQ98 D87 C932", "1NT P 2H P 3S P", "P"),             # 2 + 1
    # partner's slam: pass
    ("SAK HAQ2 DKJ52 CQ1043", "1NT P 4NT P 6NT P", "P"),
])
def test_later_calls_written_from_the_bid26_audit(hand, auction, want):
    from tutor.games.bridge.bidding import Hand

    b = call(hand, auction)
    assert str(b) == want, f"{b}: {b.rule}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))
    assert b.rule != "fallback"


@pytest.mark.parametrize("hand, auction, want, rule", [
    # bid29: after opener's reverse, 3NT promises a stopper in the unbid suit; without one, three of the fourth
    # suit when two of it is too low (forcing to game), else the cheaper calls that stay below 3NT
    ("SAKJ72 HT74 DQ98 C64", "1D P 1S P 2H P", "3C", "fourth suit after the reverse"),  # 10 + 1, clubs open
    ("SAKJ72 HT74 D98 CQ64", "1D P 1S P 2H P", "3NT", "game after the reverse"),       # 10 + 1, Qxx in clubs
    ("SJ102 HQ87643 DK8 CQ4", "1C P 1H P 2D P", "2H", "rebid the suit"),               # 8 + 2, spades open
    ("SK102 HQ87643 DK8 C42", "1C P 1H P 2D P", "3NT", "game after the reverse"),      # 8 + 2, Kxx in spades
    # opener's answer: support for responder's suit, else 3NT with the stopper, else the first suit again
    ("SQ64 HAKJ5 DAQ985 C2", "1D P 1S P 2H P 3C P", "3S", "support"),
    ("S4 HAKJ5 DAQ985 CK32", "1D P 1S P 2H P 3C P", "3NT", "stopper"),
    ("S4 HAKJ5 DAQ985 C532", "1D P 1S P 2H P 3C P", "3D", "rebid the suit"),
])
def test_after_the_reverse_3nt_needs_the_fourth_suit_stopped(hand, auction, want, rule):
    from tutor.games.bridge.bidding import Hand

    b = call(hand, auction)
    assert (str(b), b.rule) == (want, rule), f"{b}: {b.rule}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))
