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
    ("SA HAK54 DKQ8632 C62", "1D P P 1S", "P"),            # two clubs: not the takeout shape
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
    ("SQ82 HK54 DQJ93 C852", "1NT P P", "balancing seat"),
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
