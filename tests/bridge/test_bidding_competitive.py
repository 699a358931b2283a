"""bid22: SAYC's competitive situations written from the texts for whole situations (docs/rules/bridge-bidding.md,
"Competitive situations written from the texts (bid22)"), on hands constructed for them (none is a test-set hand),
on each side of each rule's boundary."""

from __future__ import annotations

import pytest

from tests.bridge.test_bidding import SAYC, bids_by_its_rule  # the one check of a rule's call: test_bidding.py


@pytest.mark.parametrize("hand, auction, want", [
    # the direct takeout double of a flat 4-3-3-3 with three of their suit: 13 or more (Larry Cohen)
    ("SAQ42 HK104 DK92 CJ74", "1C", "X"),             # 13, three clubs, no stopper for 1NT
    ("SAQ42 HK104 DK92 C874", "1C", "P"),             # 12: not enough
    ("SAQ4 HK104 DK92 CJ874", "1C", "P"),              # 13 but four clubs: not the flat shape with three
    ("SAQ42 HK104 DK92 CJ74", "1C P 2C", "X"),        # the same over their raised suit
    ("SAQ42 HK104 DK92 C874", "1C P 2C", "P"),
    # too strong to overcall (no overcall or 1NT fits): double from 17
    ("SAK H32 DAQJ CQJ7432", "1H", "X"),              # 17, a poor six-card club suit
    ("SAK H32 DAQ4 CQJ7432", "1H", "P"),              # 16: no double
    ("SAK H32 DAQJ CQJ7432", "1H X P 1S P", "2C"),    # and then the suit, 17 or more
    ("SAK H32 DAQ4 CQJ7432", "1H X P 1S P", "P"),     # 16: not the strong hand
    # the balancing double of a flat 4-3-3-3 with three of their suit: a king less, 10 or more
    ("SKJ6 HA94 D732 CQ1075", "1D P P", "X"),         # 10
    ("SQJ6 HA94 D732 CQ1075", "1D P P", "P"),         # 9
])
def test_takeout_doubles_from_the_texts(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # over their unusual 2NT (1♦–2NT: clubs and hearts): unusual over unusual (ACBL Unit 131)
    ("SK32 HQ2 DKJ32 CQ543", "1D 2NT", "3H"),         # 10+ with four diamonds: the higher cue bid
    ("SK32 HJ2 DKJ32 C6543", "1D 2NT", "3D"),         # 8 with four diamonds: the raise
    ("S432 HJ2 DKJ32 C6543", "1D 2NT", "P"),          # 5: nothing to say
    ("SKQJ32 HQ2 D32 CQ543", "1D 2NT", "3C"),         # 10+ with five spades: the lower cue bid
    ("SKQ1032 HJ2 D32 CQ543", "1D 2NT", "3S"),        # 8 with five spades: natural, not forcing
    ("SAQ32 HKQ2 D32 CQ543", "1D 2NT", "X"),          # 13, no fit, no five-card spade suit: double
    ("SK32 HQ32 DK32 CA432", "1S 2NT", "3D"),         # over a major three-card support is enough
    ("SK32 HQ32 DK32 C5432", "1S 2NT", "3S"),         # 8 with three spades: the raise
    # over Michaels of a minor (1♣–2♣, 1♦–2♦: the majors)
    ("S32 H432 DKQ1032 CQ54", "1C 2C", "2D"),          # the fourth suit at the two level, 7
    ("S32 H432 DQ4 CKQ10532", "1D 2D", "3C"),          # and at the three level over 1♦
    ("S32 HQ2 DKJ32 C96543", "1D 2D", "P"),            # 6: pass
    ("SAQ32 HKQ2 D32 CQ543", "1D 2D", "X"),            # 13 without four diamonds
    # over Michaels of a major (1♥–2♥: spades and a minor): the cue bid of spades is the limit raise or better
    ("SQ32 HKQ3 DK32 C5432", "1H 2H", "2S"),           # 10 with three hearts
    ("SQ32 HKQ3 DJ32 C5432", "1H 2H", "3H"),           # 8 with three hearts: the raise
])
def test_unusual_over_unusual(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # their jump overcall to the three level: a raise of opener's major by dummy points, game with 13
    ("SQ32 HK753 DK32 CK63", "1H 3C", "3H"),           # 11 dummy points
    ("SQ32 HK753 DAK2 CK63", "1H 3C", "4H"),           # 15: game
    ("S832 HK753 DQ32 CJ63", "1H 3C", "P"),            # 6: too weak to raise at the three level
    # a double is for penalties (negative doubles stop at 2♠): four or more of theirs with two top honours
    ("SA32 H32 DQ432 CKQ93", "1H 3C", "X"),
    ("SA32 H32 DQ432 CK873", "1H 3C", "P"),            # long clubs but one top honour: no double
    # a new suit is natural and forcing, 10 or more
    ("SKQJ32 H2 DA32 C5432", "1H 3C", "3S"),
    ("SKQJ32 H2 DK32 C5432", "1H 3C", "P"),            # 9: pass
    ("S32 H92 DAQT76 CKQ53", "1H 3S", "4D"),           # a minor below their suit, at the four level
])
def test_over_their_three_level_jump_overcall(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # partner doubled and they raised (1x–X–2x): no responsive double in SAYC; a four-card major freely
    ("SQJ106 HAJ95 DJ10 CJ64", "1D X 2D", "2S"),        # 10, four of each major: spades (the longer bound first)
    ("SQJ106 HA95 DJ102 CJ64", "1D X 2D", "2S"),        # 9, four spades
    ("SJ1062 H1095 DJ102 CQ64", "1D X 2D", "P"),        # 3: nothing to add
    ("SKQ106 HAJ9 D102 CJ642", "1D X 2D", "3S"),        # 11: the jump
    ("SKQ106 HAJ95 D102 CA64", "1D X 2D", "4S"),        # 15 + a doubleton: game
    ("S92 HKJ83 DQ742 CK76", "1S X 2S", "3H"),          # over 2♠ hearts at the three level, 8–12
    ("S92 HJ983 DQ742 CK76", "1S X 2S", "P"),           # 6: too weak for the three level
    # advancing partner's overcall over their raise (1x–1y–2x): the cue bid with 11+, a suit of its own
    ("SJ983 HAQ4 DK6 CJ1092", "1D 1H 2D", "3D"),        # 11 with three hearts: the cue-bid raise
    ("SJ983 HQ84 DK6 CJ1092", "1D 1H 2D", "2H"),        # 7 with three hearts: the competing raise
    ("SAKJ754 H105 DQ9 C873", "1D 1H 2D", "2S"),        # 10, no fit, a good suit: its own, not forcing
    ("SAJ7542 H105 DQ9 C873", "1D 1H 2D", "P"),         # a suit without two top honours: pass
])
def test_over_their_raise_of_their_suit(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # opener after responder's cue-bid raise (forcing): a minimum returns to the suit, 15+ bids game
    ("SK2 HAQ764 DQ95 C643", "1H 1S 2S P", "3H"),       # 11 + 1 = 12 total points: the minimum, 3♥
    ("SK2 HAQ764 DQ95 CK43", "1H 1S 2S P", "4H"),       # 14 + 1 = 15: game
    ("SK2 HAQ76 DK95 CKJ64", "1C 1S 2S P", "3NT"),      # 16 with a spade stopper: 3NT
    ("S92 HAQ76 DK95 CKJ64", "1C 1S 2S P", "3C"),       # 13, no spade stopper: back to clubs
])
def test_opener_after_the_cue_bid_raise(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_the_cue_bid_raise_and_a_new_suit_over_their_overcall_are_forcing():
    b = SAYC.bid("SK2 HQ97 DA95 CK7642", "1C 1S".split(), dealer="N")
    assert str(b) == "2S" and b.forcing
    b = SAYC.bid("SKJ862 H97 DA95 C764", "1C 1H".split(), dealer="N")
    assert str(b) == "1S" and b.forcing


@pytest.mark.parametrize("hand, auction, want", [
    # opener after their overcall and partner's one-level new suit (forcing, five cards): the natural rebid
    ("SK86 HJ7 DA107 CKJ973", "1C 1H 1S P", "2S"),      # three spades, 12 + 1: the raise (bid31: over 1♣–1♦
    ("SK86 HJ7 DA107 CAKJ97", "1C 1H 1S P", "3S"),      # 16 + 1 = 17: the jump raise      1♠ shows four only)
    ("SA98 HA5 DAQ8 CKQ854", "1C 1H 1S P", "4S"),       # 19 + 1 = 20: game
    ("S106 HA532 DKJ5 CAQ63", "1C 1H 1S P", "1NT"),     # 14 balanced, a heart stopper
    ("S106 H8532 DKJ5 CAQ63", "1C 1H 1S P", "2C"),      # 10, no stopper, nothing else: the suit again
    ("S3 HJ1063 DAK82 CA976", "1D 1H 1S P", "2C"),      # a lower second suit
    ("S3 HJ10 DAK8532 CA976", "1D 1H 1S P", "2D"),      # six diamonds and four clubs: the six-card suit first
    ("SK5 HQ3 DAK7642 CK92", "1D 1H 1S P", "3D"),       # 15 + 2 = 17 with six diamonds: the jump rebid
])
def test_opener_after_partners_new_suit_over_their_overcall(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # both sides raised at the two level: nine trumps compete to three (the Law of Total Tricks)
    ("S43 HAQ9854 DK3 CQ64", "1H 1S 2H 2S", "3H"),      # opener's sixth heart
    ("S43 HAQ985 DK32 CQ64", "1H 1S 2H 2S", "P"),       # five hearts: pass
    ("S43 H10854 DAJ94 CQ86", "1H 1S 2H 2S P P", "3H"),  # responder's fourth heart, even with 7 points
    ("S432 H1085 DAJ94 CQ86", "1H 1S 2H 2S P P", "P"),  # three hearts: pass
])
def test_the_law_of_total_tricks_at_the_two_level(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


# bid25: competitive situations among the tune misses, written from the texts for the whole situation
# (docs/rules/bridge-bidding.md, "Competitive situations among the tune misses (bid25)"), on constructed hands.
@pytest.mark.parametrize("hand, auction, want", [
    # their four-level preempt: the double is for takeout (Larry Cohen), an overcall needs a good six-card suit
    ("SKQ54 HAJ32 DK1076 C5", "4C", "X"),              # 13, a singleton club
    ("SQ854 HJ632 DK1076 C5", "4C", "P"),              # 6: too weak
    ("SKQ54 HAJ3 DK1076 C52", "4S", "P"),              # four of their spades: not the takeout shape
    ("SAKJ1072 HK5 DA5 C432", "4H", "4S"),             # 15, six spades with the ace and king
    ("SAKJ107 HK52 DA5 C432", "4H", "P"),              # five spades: no overcall, no takeout shape
    # partner's double of it: take out with a five-card suit at the four level, a six-card one at the five
    ("S32 HKJ1054 D432 C432", "4C X P", "4H"),
    ("S32 H43 DKJ10954 C432", "4H X P", "5D"),
    ("S432 HKJ5 D432 C5432", "4C X P", "P"),           # flat: leave it in
    # their raised major: 2NT is unusual, the minors five-four or longer, at most two of the other major
    ("S72 HQ8 DAQ1084 CKJ63", "1S P 2S", "2NT"),
    ("S7 HQ82 DAQ1084 CKJ63", "1S P 2S", "X"),         # three hearts: the takeout double, which offers them too
    ("S732 HQ8 DAQ1084 CKJ6", "1S P 2S", "3D"),        # three clubs: the natural overcall
    ("S8643 HK72 D93 CQ1062", "1H P 2H 2NT P", "3C"),  # partner chooses the longer minor
    ("S8643 HK7 DQ932 C1062", "1H P 2H 2NT P", "3D"),
    # over their answer, four of responder's suit: no two-level overcall (length in their suit is defence)
    ("SQ1053 HAKJ64 D82 CK6", "1D P 1S", "P"),
    ("SQ53 HAKJ64 D852 CK6", "1D P 1S", "2H"),
    # over 1♥–1♠ a five-card minor with 10+ is bid, not doubled; a limit raise with three hearts cue-bids
    ("S42 HK3 DQ652 CAKJ83", "1H 1S", "2C"),
    ("S4 HK93 DQ652 CAKJ83", "1H 1S", "2C"),           # game values with three hearts: the new suit first
    ("S42 HK93 DQ65 CAJ1083", "1H 1S", "2S"),          # 10 with three hearts: the cue-bid raise
    ("S42 HQ3 D9652 CAJ1083", "1H 1S", "X"),           # 7: the negative double (both minors)
    # after their overcall a minor is raised with four, a major with three
    ("S93 HQ74 DK10852 CQ64", "1D 1S", "2D"),
    ("S932 HQ74 DK108 CQ642", "1D 1S", "P"),           # three diamonds: no raise, no stopper for 1NT
    ("S93 HA74 DKJ85 CQ642", "1D 1S", "2S"),           # 11 with four diamonds: the cue-bid raise
    ("S93 HA74 DKJ8 CQ6432", "1D 1S", "2C"),           # three diamonds: the new suit instead
])
def test_competitive_situations_bid25(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_opener_rebids_1nt_over_their_double_with_the_unbid_suits_stopped():
    # 1♣–P–1♠–X: the double asks for hearts and diamonds; 1NT shows them stopped
    bids_by_its_rule("SJ3 HKJ3 DQ1032 CAK75", "1C P 1S X", "1NT")
    b = SAYC.bid("SJ3 HKJ3 D10432 CAKQ5", "1C P 1S X".split(), dealer="N")
    assert str(b) != "1NT", b.meaning


@pytest.mark.parametrize("hand, auction, want", [
    # bid27 (a second opinion from SAYCBridge's own tests): the takeout doubler doubles again after their raise
    # with 16 or more and the takeout shape (later-round takeout doubles)
    ("S4 HAQ97 DKJ93 CAK85", "1S X 2S P P", "X"),          # 17, a singleton spade
    ("S42 HAQ97 DKJ9 CAK85", "1S X 2S P P", "X"),          # a doubleton is short enough
    ("S4 HAQ97 DKJ93 CQ985", "1S X 2S P P", "P"),          # 12: no extra values
    ("S432 HAQ9 DKJ93 CAK5", "1S X 2S P P", "P"),          # 17 but three spades: not the takeout shape
    # partner takes it out in the longest unbid suit, or passes with long, strong trumps of theirs
    ("S96 HJ5 DJ7652 CA1062", "1S X 2S P P X P", "3D"),
    ("S96 HJ10652 DJ76 CA102", "1S X 2S P P X P", "3H"),
    ("SAQJ96 H52 D765 C1062", "1S X 2S P P X P", "P"),     # five spades with two of the top three honours
    ("SQJ965 H52 D8765 C102", "1S X 2S P P X P", "3D"),    # five spades, one top honour: take it out
    # the doubler's jump to 2NT after partner's one-level answer: 22–24 balanced with a stopper
    ("SAK85 HAQ9 DKQ9 CAJ7", "1C X P 1D P", "2NT"),        # 23
    ("SAK85 HAQ9 DK96 CQJ7", "1C X P 1D P", "1NT"),        # 19: the 1NT rebid, 19–21
    # partner's double of their two suits after a two-level answer: the longer unbid suit, cheapest level
    ("SQ753 H9842 D54 CK83", "1S P 2H X P", "3C"),
    ("SQ753 H984 D5432 CK8", "1S P 2H X P", "3D"),
    # our opening doubled and partner's new suit at the one level: the rebid it would make without the double
    ("SAQ85 H3 DAKJ42 C1062", "1D X 1H P", "1S"),
    ("SK85 HQ3 DAJ42 CK1062", "1D X 1H P", "1NT"),
    ("S85 HQ3 DAKJ1042 CK62", "1D X 1H P", "2D"),
    # over their two-level overcall a lower-ranking new suit at the three level: forcing, 10 or more
    ("S982 HK102 D2 CAKQ1094", "1D 2S", "3C"),
    ("S982 HK102 D2 CQJ10943", "1D 2S", "P"),              # 6: not enough
    ("S92 H432 DAK1094 CK94", "1S 2H", "3D"),
    ("SK92 H32 DAK1094 C942", "1S 2H", "3S"),              # three spades and 10: the raise first
    ("S74 HA74 DAQ9865 CK3", "1D 2S 3C P", "3D"),          # and opener does not pass it
])
def test_a_second_opinion_from_saycbridge_bid27(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_rebids_after_their_double_are_those_without_it_bid27():
    for hand in ("SAQ85 H3 DAKJ42 C1062", "SK85 HQ3 DAJ42 CK1062", "S85 HQ3 DAKJ1042 CK62", "SAK5 HQ3 DAQJ42 CK62"):
        doubled = SAYC.bid(hand, "1D X 1H P".split(), dealer="N")
        passed = SAYC.bid(hand, "1D P 1H P".split(), dealer="N")
        assert str(doubled) == str(passed), (hand, doubled.meaning, passed.meaning)
    # the doubler's 2NT needs the stopper in their suit, and is not made with 25
    assert str(SAYC.bid("SAK8 HAKQ DKQJ9 C763", "1C X P 1D P".split(), dealer="N")) != "2NT"
    assert str(SAYC.bid("SAK85 HAKQ DKQ9 CAJ7", "1C X P 1D P".split(), dealer="N")) != "2NT"


@pytest.mark.parametrize("hand, auction, want", [
    # bid27: over their raise partner asks for the Michaels bidder's minor, 4NT by name, 4♣ pass-or-correct
    ("S3 HAQ985 D72 CKJ1084", "1S 2S 4S 4NT P", "5C"),
    ("S3 HAQ985 DKJ1084 C72", "1S 2S 4S 4NT P", "5D"),
    ("S3 HAQ985 DKJ1084 C72", "1S 2S 3S 4C P", "4D"),
    ("S3 HAQ985 D72 CKJ1084", "1S 2S 3S 4C P", "P"),
])
def test_the_michaels_minor_over_their_raise_bid27(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid27: over 1♠–2♠ (Michaels: hearts and a minor) the heart preference is 3♥, the cheapest; never a pass
    ("S763 HK6 D432 CA8763", "1S 2S P", "3H"),             # two hearts
    ("S763 HK62 D432 CA876", "1S 2S P", "3H"),             # three hearts, 7
    ("SK63 HK62 DA32 CA876", "1S 2S P", "4H"),             # three hearts and 14: game
    ("S7632 H6 D5432 CA876", "1S 2S P", "3C"),             # one heart: pass-or-correct for the minor
])
def test_the_heart_preference_over_their_spades_michaels_bid27(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: the balanced doubler with a stopper bids no-trumps before raising partner's minor answer
    ("SK984 HAQ7 DKQJ9 CA8", "1C X P 1D P", "1NT"),        # 19, four diamonds: 1NT, not the 3♦ jump raise
    ("SA984 HAQ7 DKQJ9 C82", "1C X P 1D P", "2D"),         # 17 without a club stopper: the raise, 16–18
    ("SAQ84 HAQ7 DKQJ9 CA8", "1C X P 1D P", "2NT"),        # 23: 2NT, not a raise
    ("SKQ8 HAQ97 DK9 CAQJ8", "1D X P 1H P", "3H"),         # a major answer is still raised first (20)
])
def test_the_doubler_prefers_notrumps_to_a_minor_raise_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: opener after their overcall was passed round: 2NT with a balanced 18–19 and a stopper in their suit
    ("SAK3 HKT2 DA92 CAJ75", "1C 1D P P", "2NT"),          # 19, three diamonds with the ace
    ("SAK3 HKT2 DA92 CJ975", "1C 1D P P", "P"),            # 15: nothing to add
    ("SAK3 HKQ2 D982 CAJ75", "1C 1D P P", "X"),            # 17 without a diamond stopper: the strong double
    # the reopening double: short in their suit, or 17 or more whatever the length there
    ("SAK5 HA985 DAK954 C3", "1D 1H P P", "X"),            # 18 and four hearts
    ("SAK5 HA985 DQJ954 C3", "1D 1H P P", "P"),            # 14 and four hearts: pass
    ("SAK5 H85 DQJ9542 CJ3", "1D 1H P P", "X"),            # two hearts: the double at any strength
])
def test_opener_reopens_with_the_values_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: our opening passed round and the fourth hand balanced: opener's double is for takeout
    ("SA HAK54 DKQ86 CJ762", "1D P P 1S", "X"),            # a singleton spade, four of each unbid suit
    ("SA843 HK DQT87 CKT86", "1D P P 1H", "X"),            # a minimum with a singleton heart
    ("SA843 HK2 DQT87 CKT8", "1D P P 1H", "X"),            # two hearts are short enough
    ("SA84 HK32 DQT87 CKT8", "1D P P 1H", "P"),            # three hearts: no double
    ("SA HAK54 DKQ8632 C62", "1D P P 1S", "2D"),           # two clubs: not the takeout shape (bid35: six
    #                                                          diamonds now compete by the Law of Total Tricks)
    # partner, who passed the opening, answers it: penalty pass, opener's suit with four, else the longest unbid
    ("S86543 H2 D987 CT864", "1D P P 1H X P", "1S"),
    ("S86 H2 DJ98732 CT864", "1D P P 1H X P", "2D"),
    ("S865 H2 D9873 CT8642", "1D P P 1H X P", "2C"),
    ("S86543 H2 D987 CKQ64", "1S P P 2C X P", "P"),       # four clubs with two of the top three honours
    ("S86543 H2 D987 CT864", "1S P P 2C X P", "2S"),       # four small clubs: back to spades
])
def test_opener_doubles_their_balancing_overcall_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: after partner's negative double a balanced 18–19 with four of the promised major bids game in it
    ("SQJ75 HA7 DAQ6 CKQJ6", "1C 1H X P", "4S"),           # 19, not 3NT
    ("SQJ75 HA72 DAQ6 CKQ6", "1C 1H X P", "4S"),           # 18, flat
    ("SQJ75 HA72 DA6 CKQJ6", "1C 1H X P", "2S"),           # 17: the jump, 15–17
    ("SQJ75 HKQJ7 DA6 CKQ6", "1C 1S X P", "4H"),
    ("SQJ75 HA7 DAQ6 CKQJ6", "1C 2H X P", "4S"),           # the same over a two-level overcall
    ("S5 HAQ76 DKQJ97 CAQ6", "1D 1S X P", "2S"),           # unbalanced and strong: the cue bid (Pomer)
    ("SQ75 HA7 DAQ6 CKQJ65", "1C 1H X P", "3NT"),          # three spades: 3NT with the heart stopper
    # over 2♠ the 15–17 jump in hearts is itself 4♥, so the balanced 18–19 does not bid it (two rules making one
    # call would read back as the first; the honesty sweep on seed 11 found it)
    ("ST HAJ96 DAQJ CAJT63", "1C 2S X P", "4H"),           # 16: the jump answer
    ("SK2 HAQ96 DAQ6 CKJ65", "1C 2S X P", "3NT"),          # 19 balanced with a spade stopper
    ("S32 HAQ96 DAQ6 CAKJ5", "1C 2S X P", "3S"),           # 19 balanced, no stopper: the cue bid
])
def test_opener_bids_the_major_game_after_the_negative_double_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: they overcalled and raised past partner's pass: opener doubles for takeout with 16 or more
    ("SKQ54 H5 DAQ86 CAJ62", "1D 1H P 2H", "X"),           # 18, a singleton heart
    ("SKQ54 H52 DAQ86 CAJ6", "1D 1H P 2H", "X"),           # 16, a doubleton
    ("SKQ54 H5 DAQ86 CQJ62", "1D 1H P 2H", "P"),           # 14: no extra values
    ("SKQ54 H532 DAQ8 CAJ6", "1D 1H P 2H", "P"),           # three hearts: not short
    # partner answers: a penalty pass with good trumps, opener's suit with four, else the longest unbid suit
    ("S862 HKQ95 D9864 C72", "1D 1H P 2H X P", "P"),
    ("S8654 H52 D986 CQ762", "1D 1H P 2H X P", "2S"),
    ("S86 H952 D9864 CQ762", "1D 1S P 2S X P", "3D"),
    ("S86 H952 D98 CQ76432", "1D 1S P 2S X P", "3C"),
])
def test_opener_doubles_their_raise_with_extras_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: the overcaller in the pass-out seat after their raise doubles for takeout when short in their suit
    ("S5 HQJ9 D543 CAK7432", "1S 2C 2S P P", "X"),         # a singleton spade, three of each red suit
    ("S52 HQJ9 D543 CAK743", "1S 2C 2S P P", "X"),         # a doubleton is short enough
    ("S532 HQJ9 D54 CAK743", "1S 2C 2S P P", "P"),         # three spades: no double
    ("S5 HQJ93 D54 CAK7432", "1S 2C 2S P P", "P"),         # two diamonds: not the takeout shape
    # partner's answers: a penalty pass, an unbid four-card suit, back to the overcall, else the longest unbid suit
    ("SKQ72 H962 D643 C853", "1S 2C 2S P P X P", "P"),
    ("SQ872 H92 D86432 CJ5", "1S 2C 2S P P X P", "3D"),
    ("S872 H97652 D643 CJ5", "1S 2C 2S P P X P", "3H"),
    ("S872 H962 D643 CJ532", "1S 2C 2S P P X P", "3C"),
])
def test_the_overcaller_doubles_their_raise_in_the_pass_out_seat_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: the doubler of their weak two raises partner's cheapest answer with four: game 20+, invite 17–19
    ("SAKQ4 HAQ7 DKQJ9 C98", "2D X P 2S P", "4S"),         # 21
    ("SAKQ4 HQ7 DKQJ9 C982", "2D X P 2S P", "3S"),         # 17: invites
    ("SAKQ4 H87 DKQJ9 C982", "2H X P 2S P", "P"),          # 15: nothing more
    ("SAKQ4 HAQ7 DKQJ9 C98", "2H X P 3D P", "3NT"),        # 21 balanced with the heart stopper: 3NT before 5♦
    ("SAKQ4 H87 DKQJ9 CAQ8", "2H X P 3D P", "5D"),         # 20 without a heart stopper: the minor game
    ("SAKQ4 H87 DKQJ9 CQ82", "2H X P 3D P", "4D"),         # 17: invites
    ("SAK4 HAQ74 DK8 CAJ98", "2S X P 3H P", "4H"),         # 21
])
def test_the_doubler_of_a_weak_two_raises_partners_answer_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: they doubled, partner passed, the doubler's partner answered: opener doubles for takeout with 16 or
    # more, or competes with a six-card suit at the two level
    ("SQ HKQ74 DAJ72 CKJ92", "1D X P 1S", "X"),            # 16, a singleton spade
    ("SQ HKQ74 DAJ72 CQJ92", "1D X P 1S", "P"),            # 15: no extra values
    ("SAQ9754 HA3 DA62 C54", "1S X P 2H", "2S"),           # six spades
    ("SAQ975 HA3 DA62 C542", "1S X P 2H", "P"),            # five: no
    # partner answers: a penalty pass, opener's suit with four, else the longest unbid suit
    ("SKQ92 H953 D864 C732", "1C X P 1S X P", "P"),
    ("S86 H9532 D98643 CQ7", "1D X P 1S X P", "2D"),
    ("S862 H95 D986432 CQ7", "1C X P 1S X P", "2D"),
    ("S86 H953 D9864 CQ732", "1S X P 2H X P", "3D"),
])
def test_opener_after_their_double_and_answer_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: our opening doubled in the balancing seat: opener competes with six at the two level
    ("S5 HAJ6432 DAK6 C432", "1H P P X", "2H"),
    ("S5 HAJ643 DAK6 C5432", "1H P P X", "P"),             # five hearts: pass
])
def test_opener_competes_with_six_after_a_balancing_double_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: after partner's negative double and their raise, opener competes with a second five-card suit
    ("S6 HK DQ7654 CAKJ953", "1C 1S X 2S", "3D"),          # six clubs, five diamonds
    ("SA H53 DQJ874 CKT964", "1D 1S X 2S", "3C"),          # five-five in the minors, 10 points
    ("SA H53 DQJ8743 CKT96", "1D 1S X 2S", "P"),           # four clubs: not a second five-card suit
])
def test_opener_competes_with_a_second_five_card_suit_after_the_negative_double_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: after partner's negative double, the jump rebid of a six-card suit with 16–18 total points
    ("SA3 H84 DQ75 CAKQJT2", "1C 1S X P", "3C"),           # 16 high-card points, 18 total points
    ("SA3 H84 D975 CAKQJ52", "1C 1S X P", "3C"),           # 16 total points
    ("SA3 H84 D975 CAKJ952", "1C 1S X P", "2C"),           # 14 total points: the simple rebid
    ("S3 H84 DAKQJ52 CA975", "1D 2C X P", "3D"),           # a jump over their 2♣
    ("S3 H84 DA975 CAKQJ52", "1C 2D X P", "3C"),           # 3♣ is not a jump here: the simple rebid
    ("SAK96 HJ DQ4 CKQJ983", "1C 1D X P", "2S"),           # four spades the double promised come first
])
def test_opener_jump_rebids_six_after_the_negative_double_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: their preempt passed round: the direct seat's calls with its values, and the same answers
    ("SQJ64 HKJ7 DAK74 C32", "3C P P", "X"),               # the takeout double, as in the direct seat
    ("SKQJ64 HKJ7 DA74 C32", "2H P P", "2S"),              # an overcall
    ("SKJ64 HKJ7 DQ742 C32", "2H P P", "P"),               # 10: no king borrowed over a preempt
    ("S9864 H972 DK7 CQ652", "2H P P X P", "2S"),          # partner answers in the longest unbid suit
    ("SKQ8 HQ972 DK7 CQ652", "2H P P X P", "3NT"),         # with 10 or more and a stopper, 3NT
])
def test_balancing_over_their_preempt_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: the doubler doubles again after their jump raise with 16 or more and the takeout shape
    ("SAQ9 HAT54 DAQJ9 C96", "1C X 3C P P", "X"),          # 19
    ("SAQ9 HT542 DAQJ9 C96", "1C X 3C P P", "P"),          # 15: no extra values
    # partner takes it out in the longest unbid suit, or passes with five good trumps of theirs
    ("S9864 H972 DK7 CQ652", "1C X 3C P P X P", "3S"),
    ("S98 H972 DK7 CAQJ654", "1C X 3C P P X P", "P"),
    ("S864 H9732 DK7542 C6", "1S X 3S P P X P", "4D"),
])
def test_the_doubler_doubles_again_over_their_jump_raise_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: over their new suit after partner's double, a four-card major: free 6–10, jump 11–12, game 13+
    ("SQ986 HK7 D7642 CA73", "1D X 1H", "1S"),             # 9: the free answer
    ("SKJ86 HK7 D7642 CA73", "1D X 1H", "2S"),             # 11: the jump (it passed before)
    ("SKJ86 HK7 D762 CAQ73", "1D X 1H", "4S"),             # 13: game
    ("SK7 HKJ86 D7642 CA73", "1D X 1S", "3H"),             # hearts below their spades: the jump is 3♥
])
def test_the_answer_to_the_double_over_their_new_suit_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid30: the doubler with 22 or more and no other bid cue-bids their suit (forcing)
    ("SAKJ4 HAJ76 DAKQ C98", "1C X P 1D P", "2C"),         # 22, no club stopper for 2NT
    ("SAK85 HAQ9 DKQ9 CAJ7", "1C X P 1D P", "2NT"),        # 23 with the stopper: 2NT as before
    # partner answers it at the cheapest level: a second four-card suit, 2NT with a stopper, else its suit again
    ("S9765 H82 DJ9763 C42", "1C X P 1D P 2C P", "2S"),
    ("S982 H765 DJ9763 CK4", "1C X P 1D P 2C P", "2NT"),
    ("S982 H765 DJ9763 C42", "1C X P 1D P 2C P", "2D"),
    # and the doubler places the game that answer found
    ("SAKJ4 HAJ76 DAKQ C98", "1C X P 1D P 2C P 2S P", "4S"),
    ("SAKJ4 HAJ76 DAKQ C98", "1C X P 1D P 2C P 2NT P", "3NT"),
])
def test_the_doublers_cue_bid_with_22_or_more_bid30(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: Cappelletti's 2♦ (both majors) answered without a major: 2NT with 5-5 minors, a pass or 3♣ with a good
    # six-card minor (aeyec.com, BidBase); three cards in a major choose it
    ("S2 H43 DKJ1073 CQ10943", "1NT 2D P", "2NT"),
    ("S32 H43 DKJ1073 CQ1094", "1NT 2D P", "2H"),         # four clubs only, poor diamonds: the preference
    ("S32 H4 DAQ10873 C9432", "1NT 2D P", "P"),           # good six diamonds: to play
    ("S32 H4 D9432 CAK10873", "1NT 2D P", "3C"),          # good six clubs: to play
    ("S432 H4 DAQ10873 C932", "1NT 2D P", "2S"),          # three spades: partner's major
    ("SAQ432 HKJ43 D543 C2", "1NT 2D P 2NT P", "3D"),      # the Cappelletti bidder's longer minor
    ("SAQ432 HKJ43 D5 C432", "1NT 2D P 2NT P", "3C"),
    # bid32: over their 1NT a jump to three is natural and preemptive, seven cards (the ACBL)
    ("S52 H54 DAKQ10873 C43", "1NT", "3D"),
    ("SA2 H54 DKJ108732 CK3", "1NT", "2C"),               # a poor seven-card suit: Cappelletti's one-suiter
    ("SA2 HK4 DAKQ10873 C43", "1NT", "X"),                # 16: the penalty double
    # bid32: a weak jump overcall over their answer (1x–P–1y), as over their opening
    ("SKQJ864 H43 D54 CJ43", "1D P 1H", "2S"),
    ("SKQJ864 HK D543 CA32", "1D P 1H", "1S"),            # 13: the simple overcall
    # bid32: a 5-5 between Michaels' ranges (10–15) overcalls in its major however poor the suit (aeyec.com)
    ("S4 HKJ986 DA3 CKJ984", "1S", "2H"),
    ("S4 HKJ986 D53 CKJ984", "1S", "2S"),                 # 8: the weak Michaels
    ("SA HAKJ86 D53 CKJ984", "1S", "2S"),                 # 16: the strong Michaels
    ("SKJ986 HKJ984 DQ3 C3", "1C", "1S"),                 # 5-5 majors with 10: the higher at the one level
    ("SKJ986 HKJ984 D93 C3", "1C", "2C"),                 # 8: Michaels
])
def test_overcalls_and_their_answers_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: the weak jump overcall takes the weak two's 5–11 (David Bird)
    ("SKQ10953 H42 DJ42 CQ4", "1D", "2S"),                # 8
    ("SKQ10953 H42 DA42 CK4", "1D", "1S"),                # 12: the simple overcall
    ("SKQ10953 H42 DJ42 CA4", "1D", "2S"),                # 11
    ("SKQ10953 H42 DJ42 CA4", "1D P 1H", "2S"),           # and over their answer
    # bid32: advancing a weak jump overcall as a weak two (Rigal: 2NT asks)
    ("SK32 HA43 DK32 CAQ32", "1D 2S P", "4S"),            # three trumps and game values
    ("SK432 H2 D5432 C5432", "1D 2S P", "4S"),            # four trumps stretch the preempt
    ("SK32 HA43 D432 CQ432", "1D 2S P", "3S"),            # three trumps, no game: extend the preempt
    ("SK32 HAQ43 D32 CQ432", "1D 2S P", "3S"),            # 11 with three trumps: no cue-bid raise over a weak jump
    ("S32 HAK43 DKJ2 CAQ32", "1D 2S P", "2NT"),           # 17 without a fit: the feature ask
    ("S2 HKQ1043 DA2 CK9432", "1D 2S P", "P"),            # 12, no fit: no natural 2NT, pass
    ("SK32 HAQ43 D32 CQ432", "1S 2H P", "2S"),            # a simple two-level overcall keeps its cue-bid raise
    ("SKQ10953 H42 DK42 C42", "1D 2S P 2NT P", "3S"),     # the king of their suit is no feature to show
    ("SKQ10953 HK42 D42 C42", "1D 2S P 2NT P", "3S"),     # 8: a minimum rebids the suit
    ("SKQ10953 HA42 D42 C42", "1D 2S P 2NT P", "3H"),     # 9 with the heart ace: the feature
])
def test_weak_jump_overcalls_and_their_advances_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: five trumps and a weak hand jump to game over partner's major overcall, preemptive (Downey ch. 16)
    ("S5 H98763 DAT92 CJ42", "1D 1H P", "4H"),
    ("S5 H98763 DAT92 CJ42", "1D 1H X", "4H"),            # after their negative double
    ("S5 H98763 DAT92 CJ42", "1C 1H 2C", "4H"),           # after their raise
    ("S52 H9876 DAT92 CJ42", "1D 1H P", "3H"),            # four trumps: the preemptive jump raise
    ("S5 HK9876 DAT9 CAJ42", "1D 1H P", "4H"),            # 12 and unbalanced: game on values, as before
    ("S5 H98763 DAT92 CJ42", "1D 1S P", "P"),             # no fit
])
def test_the_preemptive_raise_to_game_of_an_overcall_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: the two-level overcall's 10 in total points (Downey): a card over four counts one
    ("SK86 H106 D64 CAQ10972", "P P 1H", "2C"),           # 9 high-card points, 11 total
    ("SK86 H106 D642 CAQ1097", "P P 1H", "2C"),           # 9 + 1
    ("SK86 H106 D642 CAJ1097", "P P 1H", "P"),            # 8 + 1: under 10
])
def test_the_two_level_overcall_counts_length_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: the cue-bid raise (11 or more, three trumps) after the next opponent bid (Downey)
    ("SJ85 HKJ5 DAQ752 C74", "1C 1H 1S", "2C"),
    ("SJ85 HKJ5 DAQ752 C74", "1C 1H 1NT", "2C"),
    ("SJ85 HKJ5 DAQ752 C74", "1C 1H 2D", "3C"),           # 2♣ gone: the cue bid at three
    ("SJ85 HQ65 DKJ752 C74", "1C 1H 1S", "2H"),           # 7: the competitive raise
])
def test_the_cue_bid_raise_after_their_bid_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: partner's Michaels cue bid of their weak two answered as over a one-level opening, a level higher
    ("S- HA4 DAQ43 CQJ109763", "2H 3H P", "4C"),          # no spades: pass or correct to the minor
    ("SK43 HA4 DAQ43 C9763", "2H 3H P", "4S"),            # three spades and 13: game
    ("S43 H984 DQ843 C9763", "2H 3H P", "3S"),            # two spades: the preference
    ("S43 H984 DQ843 C9763", "2S 3S P", "4H"),            # over 2♠ the heart preference is game
    ("S4 H98 DQ87432 C9763", "2S 3S P", "4H"),
    ("S4 H9 DQ87432 C97632", "2S 3S P", "4C"),            # one heart: pass or correct
    ("SAKJ86 H4 D3 CKQJ876", "2H 3H P 4C P", "P"),        # the minor is clubs
    ("SAKJ86 H4 DKQJ876 C3", "2H 3H P 4C P", "4D"),
    ("SK43 HA42 DQ843 C976", "2D 3D P", "3H"),            # both majors: the longer (hearts with equal length)
    ("SK43 HA42 DQJ83 C976", "2D 3D P", "4H"),            # 10: game
])
def test_answers_to_michaels_over_their_weak_two_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: their preempt passed round to us: the direct seat's calls (Larry Cohen: the double is takeout "Whether
    # in direct seat or balancing seat")
    ("SKJ73 HAQ D52 CAKQ74", "2D P P", "X"),              # 19: the double (before, a pass)
    ("SKT73 HAQ D52 CAKQ74", "2D P P", "3C"),             # 18 with five clubs, two hearts: the overcall
    ("SKQ82 HK9 DA76 CA432", "2H P P", "2NT"),            # 16 balanced, hearts stopped
    ("SKQ82 H9 DA762 CA432", "2H P P", "X"),              # takeout shape
    ("SQ82 H9 DJ762 CQ8432", "2H P P", "P"),              # 5: nothing
    ("SKQ82 H9 DA762 CA432", "3H P P", "X"),
    ("SQ82 HK9 DK876 CA432", "2H P P X P", "3NT"),        # partner's balancing double answered as a direct one
    ("SQ82 HKJ9 DA876 CJ43", "2H P P 2NT P", "3NT"),      # and the 2NT with the no-trump system
])
def test_balancing_over_their_preempt_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: their double of our Cappelletti 2♣: a pass asks for the suit, the bidder names it (Regina Bridge Club)
    ("SJ4 H1094 DK53 CA6432", "1NT 2C X", "P"),
    ("SJ4 H109 DKQJ753 C643", "1NT 2C X", "2D"),          # a good six-card suit of its own
    ("SKJ10953 H1094 DK CA64", "1NT 2C X P P", "2S"),
    ("SK4 H104 DK93 CAQJ643", "1NT 2C X P P", "P"),       # clubs: 2♣ doubled plays
    # bid32: over their strong 2♣ 2NT is the unusual no-trump for the minors (Downey; wcipeg.com)
    ("S2 H43 DKQ1087 CK10987", "2C", "2NT"),
    ("S2 H43 DKQ1087 CAK1098", "2C", "P"),                # 13: not a weak hand
    ("SKQ8 H43 DQ7 CQJ8743", "2C 2NT P", "3C"),
    ("SKQ8 H432 DQ7543 CQJ", "2C 2NT P", "3D"),
])
def test_cappelletti_doubled_and_the_unusual_notrump_over_2c_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: a preemptive jump overcall at three answered as a three-level preempt (Downey)
    ("SA85 HKQ43 DK3 C5432", "1D 3S P", "4S"),            # three trumps
    ("SA5 HKQ43 DK32 CA432", "1D 3S P", "4S"),            # 16 with two
    ("S85 HKQ43 D32 C65432", "1D 3S P", "P"),
    ("SA5 HKQ43 DAK2 CQ432", "1S 3D P", "3NT"),           # ♦AK: partner's suit runs, spades stopped
    ("SA5 HKQ43 DK32 CAK32", "1S 3D P", "P"),             # one diamond honour: no 3NT
    ("SA5 HKQ43 DK32 CA432", "1S 3C P", "P"),             # 15 without the club honours: pass
])
def test_advancing_a_three_level_jump_overcall_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: 3NT over their three-level preempt with a long minor too (Marty Bergen's examples)
    ("SK6 HA85 DAKQJ84 CJ2", "3H", "3NT"),
    ("SK93 HKJ5 DJ CAKJ952", "3H", "3NT"),
    ("SK93 HKJ5 DJ CAKJ952", "3D", "X"),                  # no diamond stopper: the takeout double
    # bid32: the balancing 1NT needs no stopper (Bergen)
    ("SK93 HKJ5 DQ84 CK952", "1D P P", "1NT"),            # 12, ♦Q84 stops
    ("SK93 HKJ5 D842 CKQ52", "1D P P", "1NT"),            # 13, no diamond stopper: before, a double
    ("SK93 HKJ5 D842 CKQ52", "1D", "P"),                  # the direct seat still needs it (and 15)
])
def test_notrump_over_preempts_and_in_the_balancing_seat_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: advancer without a fit: the jump to 2NT with 12–14, 3NT with 15 (Downey ch. 16), and the overcaller's
    # answer to 2NT
    ("SK3 HAJ43 DKQ2 CJ932", "1D 1S P", "2NT"),           # 12
    ("SK3 HAJ43 DKQ2 CQ932", "1D 1S P", "3NT"),           # 15
    ("SK3 HAJ43 DQ82 C9432", "1D 1S P", "1NT"),           # 10: 1NT as before
    ("SK3 HAJ43 D432 CAK32", "1D 1S P", "P"),             # 15 without a diamond stopper
    ("SK3 HAJ43 DK2 CQJ932", "1S 2D P", "3NT"),           # after a two-level overcall, 13 or more
    ("SAQJ53 HK2 D743 CA43", "1D 1S P 2NT P", "3NT"),     # 14: accepts
    ("SAQ1053 H52 D743 CK43", "1D 1S P 2NT P", "P"),      # 9: declines
    ("SAQJ953 H52 D74 CK43", "1D 1S P 2NT P", "3S"),      # 10 with six spades: to play
])
def test_advancing_an_overcall_without_a_fit_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: the jump in the balancing seat is intermediate, a good six-card suit and 12–16 (Grant, bridgetips)
    ("SKQ10953 HA4 D432 CK2", "1D P P", "2S"),            # 12
    ("SKQ10953 H84 D432 C32", "1D P P", "1S"),            # 5: the simple balancing overcall
    ("S32 HA4 D432 CAKJ1043", "1S P P", "3C"),            # a jump at the three level
    ("SKQ10953 HA4 D432 CK2", "1D", "1S"),                # the direct seat: no intermediate jump (weak jumps)
])
def test_the_intermediate_jump_in_the_balancing_seat_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: their 1NT passed round to us: Cappelletti's suit bids as in the direct seat (youth.worldbridge.org),
    # no penalty double there
    ("SKQ10953 HA4 D432 C32", "1NT P P", "2C"),
    ("SKQ1095 HAJ843 D43 C2", "1NT P P", "2D"),
    ("SAK2 HAQ4 DK432 CQ32", "1NT P P", "P"),             # 19 balanced: no double in the pass-out seat
    ("S432 HQ5 DK432 C5432", "1NT P P 2C P", "2D"),       # the answers as in the direct seat
])
def test_cappelletti_in_the_balancing_seat_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener after partner's redouble and their run (Walker, "Troubles with Redoubles" VI): double with
    # four of theirs, the suit again with six and a weak hand, else the forcing pass (Walker's own hands)
    ("SQ5 HAK4 DAJ10843 C94", "1D X XX 1S", "P"),          # defence: pass and let partner decide
    ("SQ1062 HAJ DAJ10843 C4", "1D X XX 1S", "X"),         # four spades: double
    ("SQ1062 HAJ DAJ10843 C4", "1D X XX 2C", "2D"),        # 12 and six diamonds, poor defence against clubs
    ("SQ1062 HAK DAJ10843 C4", "1D X XX 2C", "P"),         # 14: pass, not the weak rebid
    ("SQ3 HKQ7653 DKJ7 CJ4", "1H X XX 2D", "2H"),          # six hearts, 12
    ("SQ3 HKQ765 DKJ7 CJ43", "1H X XX 2D", "P"),           # five hearts: pass
    ("S4 HKQ7653 DKJ7 CJ43", "1H X XX 2S", "3H"),          # above their spades: three of the suit
    ("SQ1062 HAJ DAJ10843 C4", "1D X XX 1S P P X P", "P"),  # partner's penalty double is left in
    # the redoubler after opener's forcing pass: double with four of theirs, else support, no-trumps, a suit
    ("S954 HA3 DKT754 CKT6", "1D X XX 2C P P", "2D"),      # four diamonds, 10
    ("S954 HA3 DKT7 CKT643", "1D X XX 2C P P", "X"),       # four clubs: the double as before
    ("ST742 HA84 DAT5 CK65", "1H X XX 2D P P", "2H"),      # three hearts, 11
    ("ST742 HA84 DAK5 CK65", "1H X XX 2D P P", "4H"),      # 13: game
    ("SQ84 HK93 DJ2 CAQ1032", "1D X XX 1S P P", "1NT"),    # three diamonds only, a spade stopper
    ("S984 HKQ3 DJ2 CAQ1032", "1D X XX 1S P P", "2C"),     # no stopper: the clubs
    ("S8 HKQJ86 DKJ4 C9542", "1D X XX 1S P P", "2H"),      # the hearts
    ("SAQ4 HK93 DJ2 CAQ1032", "1D X XX 1S P P", "3NT"),    # 15 with the spade stopper
])
def test_after_our_redouble_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener's rebid after their two-level overcall of partner's one-level answer, as without it where
    # the call is still there (Robson; learnbridge.net); a minimum with no such rebid passes
    ("SK65 HAQ2 D765 CAKQ10", "1C P 1D 2H", "2NT"),        # 18 balanced, hearts stopped: 2NT as without them
    ("SK65 H432 D765 CAKQ10", "1C P 1D 2H", "P"),          # 16, no stopper: pass
    ("SKJ5 HQJ8 DA943 CK75", "1D P 1H 2C", "P"),           # the 1NT rebid: pass (Robson, learnbridge.net)
    ("SKQ98732 HAK7 D5 CK2", "1S P 1NT 2D", "3S"),         # 16 high-card points, six: the jump rebid
    ("SKQ98732 HK76 D5 CK2", "1S P 1NT 2D", "2S"),         # 12: the minimum rebid, above their diamonds
    ("S5 HAQ985 DKQ54 CA72", "1H P 1NT 2C", "2D"),         # a second suit above theirs at the two level
    ("S5 HAQ985 DKQ54 CA72", "1H P 1NT 2S", "P"),          # over 2♠ the diamonds would be at three: pass
    # three of opener's suit where it is the cheapest bid: extras, 16 or more total points (Cohen)
    ("SA3 H62 DAKJ732 CKQ3", "1D P 1S 2H", "3D"),
    ("SA3 H62 DQJ9732 CKQ3", "1D P 1S 2H", "P"),           # 12 high-card points: pass
])
def test_over_their_two_level_overcall_of_partners_answer_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: after their takeout double and partner's single raise, opener's rebid and responder's answer as
    # without the double (before, opener's minimum passed by the fallback)
    ("SKJ852 HA2 DKQ108 C95", "1S X 2S P", "P"),           # a minimum: the uncontested pass
    ("SAKJ107 HKQ3 DAJ5 C87", "1S X 2S P", "2NT"),         # 18 balanced: 2NT as without the double
    ("SAKJ107 HAQ3 DAJ5 C87", "1S X 2S P", "4S"),          # 20: game
    ("SK832 HK97 D985 CJ73", "1S X 2S P 3H P", "3S"),      # partner's game try declined with 6
    ("SAQ53 HK763 D62 CA42", "1C X 2C P", "P"),            # no game in view over the minor raise
])
def test_after_the_raise_over_their_double_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener after their balancing double (Walker, "Troubles with Redoubles" VIII): the redouble with 18 or
    # more, a second suit with 5-4 (Walker's own hand), the six-card suit (bid30), else a named pass
    ("SAKJ2 HA DKQ1074 C742", "1D P P X", "1S"),           # 17, 5-4: the second suit
    ("SAJ7 HKQ5 DKQJ53 CQ10", "1D P P X", "XX"),           # 18: redouble
    ("SAJ7 HKQ5 DKQJ53 C102", "1D P P X", "P"),            # 15, no second suit: pass
    ("S876 H9 DQJ1053 CAKQ10", "1D P P X", "P"),           # a lower second suit: not at the two level (bid30)
    ("SAKJ976 HK6 DQ87 C42", "1S P P X", "2S"),            # six spades: bid30's competing bid
    # after the redouble the doubler's partner must bid (Kantar), and responder doubles with four of theirs
    ("SJ4 HJ743 DA764 C972", "1D P P X XX", "1H"),
    ("S9754 H643 D86 CKJ83", "1D P P X XX 2C", "X"),       # Walker's hand
    ("S9754 H6432 D86 CK83", "1D P P X XX 2C", "P"),       # three clubs: pass, the redoubler decides
    ("S3 H96543 D107543 C65", "1S P P X XX 2H", "P"),      # five small hearts: no penalty double
])
def test_opener_after_their_balancing_double_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener after their balancing overcall: six cards compete at the two level, seven at the three (the
    # Law of Total Tricks, as after their balancing double); else a named pass (bid30's takeout double first)
    ("SA98 HAKJ1032 DK98 C8", "1H P P 1S", "2H"),
    ("SA98 HAKJ103 DK982 C8", "1H P P 1S", "P"),           # five hearts: pass
    ("S3 HKQJ1054 DKJ9 CK106", "1H P P 2C", "2H"),         # above their clubs: two hearts with six
    ("SAQ3 HK6 DJ CQJ109832", "1C P P 2H", "3C"),          # seven clubs: three over their hearts
    ("SAQ3 HK6 DJ7 CQJ10983", "1C P P 2H", "P"),           # six clubs at the three level: pass
    ("SAKJ976 HK3 DJ73 CJ2", "1S P P 1NT", "2S"),          # over their balancing 1NT as well
])
def test_opener_after_their_balancing_overcall_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener after partner's negative double and their raise to three: a free bid at the three level
    # shows extras (Cohen): game in the promised major with 16 or more, the six-card suit with 16 or more
    ("SKQ72 HAK4 DKJ94 CJ2", "1D 1H X 3H", "4S"),          # four spades, 17
    ("SKQ72 HA84 DKJ94 CJ2", "1D 1H X 3H", "P"),           # 13: a minimum passes
    ("SKJ109875 H DAKQ105 C2", "1S 2C X 3C", "3S"),        # seven spades, 16 total points
    ("SKJ109875 H DQ1095 CA2", "1S 2C X 3C", "P"),         # 10 high-card points: pass
])
def test_opener_after_the_negative_double_and_their_raise_to_three_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid35: opener after their overcall was raised and partner passed: seven cards compete at the three level
    # (the Law of Total Tricks), else a named pass
    ("SAJ10 H DT42 CAQJ7532", "1C 1H P 2H", "3C"),          # seven clubs: three
    ("SQ1093 H D9842 CAKQJ3", "1C 1H P 2H", "P"),           # six clubs at the three level: pass
    ("S42 HAQ87652 DKQ6 C2", "1H 2D P 3D", "3H"),           # seven hearts over their raised 2♦
    ("S42 HAQ8762 DKQ64 C2", "1H 2D P 3D", "P"),            # six: pass
    ("SAQJ9743 HJ873 D CKJ", "1S 1NT P 2NT", "3S"),         # seven spades over their raised 1NT
])
def test_opener_after_their_raised_overcall_bid35(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: partner doubled their raised suit and the next opponent passed: answer as any takeout double
    ("ST95 HKQ76 D63 CT964", "1S P 2S X P", "3H"),         # a four-card major before a longer minor
    ("SJ865 HAT84 DA2 CJ94", "1S P 2S X P", "4H"),         # 10 high-card points: the jump is game
    ("SQ754 H8432 DK7 CA97", "1S P 2S X P", "3H"),         # 9: the cheapest answer
    ("SKQ54 HA843 D82 C942", "1D P 2D X P", "3S"),         # 9–11: a jump
    ("SKQ54 HQ843 D82 C942", "1D P 2D X P", "2S"),         # 7: the cheapest answer
    ("SKQ54 HA843 DA2 C942", "1D P 2D X P", "4S"),         # 12 or more counting shortness: game
    ("SAJT H32 DT974 CQ764", "1H P 2H X P", "3D"),         # no four-card major: the longest unbid suit
])
def test_the_answer_to_the_double_of_their_raise_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: the balancing doubler's 1NT shows 15–18 balanced with a stopper; else it passes
    ("S953 HAQ9 DA954 CAK8", "1C P P X P 1H P", "1NT"),    # 18
    ("SAJ9 H97 DAK65 CKQ53", "1C P P X P 1H P", "1NT"),    # 16
    ("SAJ9 H97 DK765 CKQ53", "1C P P X P 1H P", "P"),      # 13: the balancing double's own range
    ("SAJ9 H97 DAK65 C7653", "1C P P X P 1H P", "P"),      # 14, no club stopper
    # the doubler after partner's forced answer to their redouble passes without a strong hand of its own
    ("SAK94 HT8 DK98 CQ852", "1D X XX 1H P", "P"),
    ("SAK94 HT8 DK98 CQ852", "1D X XX 2C P", "P"),
    # the doubler raises partner's free answer over their jump raise to game with four and 17 or more
    ("SAK94 HA8 DK98 CQ852", "1D X 3D 3S P", "4S"),        # 16 high-card points + a doubleton
    ("SAK94 HQ8 DK98 CQ852", "1D X 3D 3S P", "P"),         # 14 + 1: pass
])
def test_the_doublers_later_calls_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: partner's balancing double after their fit at the two level is answered at the cheapest level
    ("S853 HAQT DK974 CT74", "P P 1S P 2S P P X P", "3D"),          # the longest unbid suit
    ("SQ82 HA543 DQT8 CA92", "1S P 2S P P X P", "3H"),              # a four-card major
    ("SAQ54 H96 D76 CAT842", "P P P 1C P 1H P 2H P P X P", "2S"),   # four spades (clubs is their suit)
    ("SK2 HK3 DQT64 CJ9873", "1C P 1S P 2S P P X P", "3D"),         # the unbid minor
    ("SK2 HKQ93 DQT64 C987", "1C P 1H P 2H P P X P", "P"),          # four good hearts: for penalties
    # partner doubled their two suits and they bid again: a free answer with 6 or more
    ("SQ4 HQ8743 DQT82 CT6", "P P 1D P 1S X 2D", "2H"),
    ("S9732 HAJ84 DK86 CAJ", "P P 1D P 1H X 2H", "2S"),
    ("S9732 HJ84 D86 CQJ86", "P P 1D P 1H X 2H", "P"),              # 5 points
    ("S97 HJ84 DK86 CAJ862", "P P 1D P 1H X 2H", "3C"),             # at the three level with 8
    ("S97 HJ84 DQ86 CQJ862", "P P 1D P 1H X 2H", "P"),              # 7: pass
])
def test_answers_to_later_doubles_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: the doubler of their raise accepts partner's jump (9–11) with 15 or more counting shortness
    ("SAK94 HA8 DK98 CQ852", "1H P 2H X P 3S P", "4S"),
    ("SAK94 H8 DK985 CJ852", "1H P 2H X P 3S P", "P"),         # 11 + 2: pass
    ("SAK94 H8 DK985 CQ852", "1H P 2H X P 2S P", "P"),         # the cheapest answer: pass
    ("SAK94 H8 DK985 CQ852", "1H P 2H X P 3C P", "P"),
    # no lead-directing double of their Stayman: a named pass
    ("SAK94 H8 DK985 CQ852", "1NT P 2C", "P"),
    ("S982 H8 DK95 CAKQ852", "1NT P 2C", "X"),
])
def test_the_doublers_answer_and_named_passes_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_named_passes_come_after_the_general_rules_bid36():
    """A named pass where they opened does not take a game the general rules bid (21 points over partner's free
    answer over their jump raise: 3NT as before)."""
    b = SAYC.bid("SAK864 HT DAKQ62 CA8", "P 1C X 3C 3H P".split(), dealer="N")
    assert str(b) != "P", b.meaning
    b = SAYC.bid("SAK94 HT8 DK98 CQ852", "1D X 3D 3S P".split(), dealer="N")
    assert str(b) == "P" and "free answer" in str(b.meaning)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: partner's balancing double and opener's rebid: a free answer with 6 or more and four cards
    ("SKJ84 H9643 D82 CQ73", "1D P P X 2D", "2S"),
    ("SJ84 H9643 D82 CQ873", "1D P P X 2D", "P"),                  # 3 points
    ("S84 H963 D82 CAKJ873", "1D P P X 2D", "3C"),                 # five or more clubs, 8 points
    # the doubler's later calls that nothing else takes: a named pass
    ("SAK94 HQ863 DK982 C8", "1C X P 1NT P", "P"),
    ("SAK94 HQ863 DK982 C8", "1C X 2C P P", "P"),                   # 12: no second double
])
def test_free_answers_and_the_doublers_passes_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: the pass-out seat after their 1NT answer, limit raise or opener's rebid: a named pass
    ("SQ82 HK54 DQJ93 C852", "1H P 1NT P P", "P"),
    ("SQ82 HK54 DQJ93 C852", "1H P 3H P P", "P"),
    ("SQ82 HK54 DQJ93 C852", "1C P 1H P 1NT P P", "P"),
    ("SQ82 HK54 DQJ93 C852", "1C P 1H P 2C P P", "P"),
])
def test_named_passes_in_the_pass_out_seat_bid36(hand, auction, want):
    b = SAYC.bid(hand, auction.split(), dealer="N")
    assert str(b) == want and b.rule == "pass" and "balancing seat" in str(b.meaning), b.meaning


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: named passes where both opponents have bid and our side has passed, and over their raise
    ("SQ82 HK54 DQJ93 C852", "1C P 1H P 1S", "P"),
    ("SQ82 HK54 DQJ93 C852", "1S P 2C P 2S", "P"),
    ("SQ82 HK54 DQJ93 C852", "1S P 3S P 4S", "P"),
    ("SQ82 HK54 DQJ93 C852", "1S P 2S", "P"),
])
def test_named_passes_when_they_bid_on_bid36(hand, auction, want):
    b = SAYC.bid(hand, auction.split(), dealer="N")
    assert str(b) == want and b.rule == "pass" and "no other call" not in str(b.meaning), b.meaning


@pytest.mark.parametrize("hand, auction", [
    # bid36: over SAYC's strong 2♣ and 2NT openings and their answers, and after their 1NT's answers: named passes
    ("SQ82 HK54 DQJ93 C852", "2C"),
    ("SQ82 HK54 DQJ93 C852", "2C P 2D"),
    ("SQ82 HK54 DQJ93 C852", "2NT"),
    ("SQ82 HK54 DQJ93 C852", "2NT P 3C P 3D"),
    ("SQ82 HK54 DQJ93 C852", "1NT P 2C P 2H"),
    ("SQ82 HK54 DQJ93 C852", "1S P 2C"),
])
def test_named_passes_over_their_strong_openings_bid36(hand, auction):
    b = SAYC.bid(hand, auction.split(), dealer="N")
    assert str(b) == "P" and b.rule == "pass" and "no other call" not in str(b.meaning), b.meaning


@pytest.mark.parametrize("hand, auction, text", [
    # bid36: every later turn where our side has only passed reads as a named pass; their 1NT passed round too
    ("SQ82 HK54 DQJ93 C852", "1NT P 2C P 2H P 3NT P P", "both opponents have bid"),
    ("SQ82 HK54 DQJ93 C852", "1H P 3H P 4H P P", "both opponents have bid"),
    ("SQ82 HK54 DQJ93 C852", "1NT P P", "no action over their 1NT"),  # bid32's balancing Cappelletti's pass
])
def test_named_passes_at_later_turns_bid36(hand, auction, text):
    b = SAYC.bid(hand, auction.split(), dealer="N")
    assert str(b) == "P" and b.rule == "pass" and text in str(b.meaning), b.meaning


@pytest.mark.parametrize("hand, auction, want", [
    # bid36: advancer over the balancing doubler's 1NT (15–18): 3NT with 10 or more, 2NT with 8–9, else pass
    ("SQ82 HK543 DAQJ9 C85", "1C P P X P 1H P 1NT P", "3NT"),    # 12 high-card points
    ("SQ82 HK543 DKJ93 C85", "1C P P X P 1H P 1NT P", "2NT"),    # 9
    ("SQ82 HK543 DQJ93 C85", "1C P P X P 1H P 1NT P", "2NT"),    # 8
    ("SQ82 HK543 DJ932 C85", "1C P P X P 1H P 1NT P", "P"),      # 6
    # and the doubler accepts the invitation with 17–18
    ("S953 HAQ9 DA954 CAK8", "1C P P X P 1H P 1NT P 2NT P", "3NT"),
    ("SAJ9 H97 DAK65 CQJ53", "1C P P X P 1H P 1NT P 2NT P", "P"),     # 15
])
def test_advancer_over_the_balancing_doublers_notrump_bid36(hand, auction, want):
    bids_by_its_rule(hand, auction, want)
