"""Competing after their overcall (bid31): rules from the SAYCBridge suite's own (non-book)
entries of its hands-from-play group (docs/rules/bridge-bidding.md, "Competing after their overcall (bid31)"),
on hands constructed for them (none is a test-set hand), on each side of each rule's boundary."""

from __future__ import annotations

import pytest

from tests.bridge.test_bidding import bids_by_its_rule  # the one check of a rule's call: test_bidding.py


@pytest.mark.parametrize("hand, auction, want", [
    # over 1♣–(1♦) a single four-card major is bid at once, 6 or more points (the double shows both majors)
    ("SKQ96 H65 DK643 CQ62", "1C 1D", "1S"),               # 10, four spades: not 3NT or 1NT
    ("S962 HKJ52 D643 CQ65", "1C 1D", "1H"),               # 6, four hearts
    ("S962 HK652 D643 CQ65", "1C 1D", "P"),                # 5: too weak
    ("SKQ96 HJ652 D64 CQ62", "1C 1D", "X"),                # four of each major: the negative double
    ("SKQ96 H65 DK643 CQ62", "1D 1H", "X"),                # over 1♦–1♥ the double shows four spades
    # and opener raises it with four (as without the overcall), not with three
    ("SKQ32 HA2 D643 CAJ65", "1C 1D 1S P", "2S"),
    ("SKQ32 HA2 DA43 CAJ65", "1C 1D 1S P", "3S"),          # 16 total points: the jump raise
    ("SKQ2 HA2 D643 CAJ652", "1C 1D 1S P", "2C"),          # three spades: no raise
    ("SKQ2 HA2 D86432 CAJ6", "1D 1H 1S P", "2S"),           # after 1♦–1♥ the 1♠ still shows five: three raise
])
def test_a_four_card_major_over_one_club_one_diamond_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # after their one-level overcall and partner's 1NT (6–10, a stopper), as without the overcall
    ("S5 HA82 DAKJ53 CAQ72", "1D 1S 1NT P", "3C"),        # 19 unbalanced: the jump shift, as after 1♦–1NT (bid33)
    ("SA5 HA82 DKJ53 CAQ72", "1D 1S 1NT P", "2NT"),       # 18 balanced: the invitation
    ("SA5 HQ82 DKJ53 CQ762", "1D 1S 1NT P", "P"),         # 13 balanced: content with 1NT
    ("S5 HA82 DKJ8532 CK72", "1D 1S 1NT P", "2D"),        # six diamonds and a minimum
    ("S5 HA8 DKJ853 CQ7632", "1D 1S 1NT P", "2C"),        # a lower second suit
    ("SQ52 HQ2 DQ853 CJ762", "1C 1H 1NT P 2NT P", "3NT"),  # and responder accepts with 7
    ("SQ52 HQ2 D9853 CJ762", "1C 1H 1NT P 2NT P", "P"),   # 5: declines
])
def test_opener_after_partners_notrump_over_their_overcall_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # advancing a one-level overcall after their one-level new suit or 1NT (Downey, SAYC ch. 16)
    ("S5 H987632 DAT9 CJ42", "1D 1H 1S", "4H"),           # six trumps, 5: the preemptive game raise
    ("S5 H98763 DAT92 CJ42", "1D 1H 1S", "4H"),           # five trumps, unbalanced
    ("S53 H98763 DAT9 CJ42", "1D 1H 1S", "4H"),           # five trumps, balanced: game all the same (Downey)
    ("S954 H97542 DT92 CQ7", "1D 1H 1S", "4H"),           # five trumps, 3 + 1: found by the honesty sweep
    ("S5 H9876 DAT92 CJ432", "1D 1H 1S", "3H"),           # four trumps, weak: the preemptive jump raise
    ("S52 H987 DAT92 CJ432", "1D 1H 1S", "2H"),           # three trumps: the competing raise
    ("SJ85 HKJ5 DAQ752 C74", "P P P 1C 1H 1S", "2C"),     # three trumps and 11: the cue bid of opener's suit
    ("SJ85 HKJ5 DQ7532 C74", "P P P 1C 1H 1S", "2H"),     # 9: the raise
    ("SJ85 HKJ5 DAQ752 C74", "1C 1H 1NT", "2C"),          # the same over their 1NT
    ("SAQ963 H82 DK73 C542", "1C 1S 1NT 2C P", "2S"),     # and the overcaller answers it (forcing)
])
def test_advancing_an_overcall_after_their_new_suit_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # after their double of partner's answer and opener's rebid, the calls as without the double
    ("S75 HKT65 DQT94 CAK5", "1C P 1D X 2C P", "2H"),     # 11: a new suit, forcing
    ("SAJT873 H3 DQ3 CQJ96", "1C P 1S X 2S P", "3S"),     # 11–12 total points: the invitation
    ("SQJT873 H3 D93 CQ962", "1C P 1S X 2S P", "P"),      # 6–10: content with the part-score
    # after their overcall of the answer (1x–P–1y–1o) and opener's rebid
    ("SK82 HAJT8743 D86 CQ", "1D P 1H 1S 2D P", "3NT"),   # 13 total points and a spade stopper
    # after their overcall of the opening, partner's answer and opener's rebid
    ("SKT86 HK95 D6 CAQ854", "1C 1D 1S P 1NT P", "3NT"),  # partner's 1NT showed the diamond stopper
    ("S965 HAKJ8 DK765 C87", "1C 1D 1H P 2C P", "2NT"),   # 11 and a diamond stopper: the invitation
    ("SQ65 HAKJ8 D8765 C87", "1C 1D 1H P 2C P", "P"),     # no diamond stopper: no 2NT
    ("S93 HQ52 DKJT3 CQ874", "1D 1H 2D P 3D P", "3NT"),   # after the raise and opener's invitation
])
def test_later_calls_as_without_their_overcall_or_double_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # after partner's raise of our minor (four or more) and their competition: five of the minor compete to three
    ("S432 HQ DQT86 CAKQ73", "1C 1H 2C 2H", "3C"),        # nine trumps
    ("S432 HQ2 DQT86 CAKQ7", "1C 1H 2C 2H", "P"),         # four clubs: eight trumps, no push
    ("SA72 HKJ DK8653 CK93", "1D 1S 2D 2H", "3D"),        # over their new suit too
    ("SAKT HKJ DK8653 CK93", "1D 1H 2D 2H", "3NT"),       # 18 with their suit stopped: game
])
def test_competing_over_their_bid_after_a_minor_raise_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # opener's rebid after their one-level overcall of partner's answer: as without it (Todd, TWIB 344)
    ("SA93 HQ4 DKJ852 CQJ7", "1D P 1H 1S", "1NT"),        # 12–14 balanced with a spade stopper
    ("S943 HQ4 DKJ852 CAJ7", "1D P 1H 1S", "2D"),         # no stopper: no 1NT
    ("S9 HKQ9 DKQJT7 CAK84", "1D P 1H 1S", "3C"),         # a jump shift below partner's suit, 19 or more
    ("S8 HAK53 DK82 CAQJ64", "1C P 1D 1S", "2H"),         # the cheapest heart bid after 1♠: the reverse, 16+
    ("S82 HQ853 DK8 CAKJ64", "1C P 1D 1S", "2C"),         # a minimum: no reverse
    ("SAQ2 HQ3 DAKT8 CAJ62", "1D P 1H 1S", "2S"),         # 20, no other call: the cue bid, forcing to game
])
def test_opener_rebids_as_without_their_overcall_of_the_answer_bid31(hand, auction, want):
    bids_by_its_rule(hand, auction, want)
