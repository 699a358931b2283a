"""Standard American Yellow Card (SAYC), as data: five-card majors, 1NT 15–17, 2NT 20–21, strong 2♣, weak
twos, Stayman and Jacoby transfers, limit raises and Jacoby 2NT, new suits forcing, reverses, Blackwood and
Gerber, and the competitive bids of :mod:`.overcalls` and :mod:`.interference`.

This module holds the openings, the first responses to them, the follow-ups of 1NT and 2NT (``notrump_extras``),
of the strong 2♣, of weak twos and preempts, and the assembly of the whole system (``SAYC``); opener's and
responder's rebids after a one-level opening are in :mod:`.rebids`.

Each table is an auction pattern (see :mod:`.rules`), then its rules in priority order: the call, what it
means, its conditions, what it shows. Sources and choices: ``docs/rules/bridge-bidding.md``.
"""

from __future__ import annotations

from typing import Any

from ....i18n import domain
from .common import blackwood, blackwood_follow, blackwood_kings, notrump
from .competitive import competitive
from .general import general
from .interference import (
    as_after_the_raise_over_their_double,
    as_without_their_double,
    as_without_their_interference,
    as_without_their_overcall,
    overcall_of_our_notrump,
)
from .overcalls import over_their_strong_two_clubs, they_opened_passes
from .rebids import later_calls, opener_rebids, opener_third_calls, responder_rebids, sign_off_passes
from .rules import R, T, Table
from .system import System

t, tn = domain("bidding")

#: A seven-card major opened at the four level with eight playing tricks (13 less the losing-trick count): the
#: rule of two and three (Pomer ch. 10) puts it within two tricks of game.
PREEMPT4 = t("preempt at the four level: eight or more {M}, or seven with two of the top three honours and eight "
             "or more playing tricks (five losers or fewer); 5–10 points")

OPENING = T("", "opening",
            R("3NT", t("25–27 points, balanced"), "balanced", name="open 3NT", hcp=(25, 27)),
            R("2NT", t("20–21 points, balanced"), "balanced", name="open 2NT", hcp=(20, 21)),
            # every hand of 22 or more total points, however few of them are high cards: 13 with ♥AKQJ10863
            # ♦AKJ75, which no one-level range takes (they end at 21), fell to the pass that shows 12 or fewer
            # until the honesty sweep found it (seed 1); Downey's count ("22+ points, counting length") names no
            # high-card floor, and such a hand has the playing tricks the booklet's "strong" 2♣ means
            R("2C", t("strong and artificial: 22 or more points counting one for each card over four in a suit, "
                      "forcing"), "total_points 22", forcing=True, name="strong 2♣", hcp=(13, 37)),
            R("1NT", t("15–17 points, balanced"), "balanced", name="open 1NT", hcp=(15, 17)),
            # bid20: no weak two in fourth seat; a two-level opening there is an intermediate hand, a good six-card
            # suit and 10–14 high-card points, before the rule of 15 (Larry Cohen, "Opening in 4th seat": "the
            # range for a 4th-seat weak two should be about 10-14"; Pomer, 2nd edition, p83 h3)
            R("2M", t("fourth seat: six {M} with two of the top three or three of the top five honours, 10–14 "
                      "points (no weak two after three passes)"), "seat 4", "decent M", "weak_two_shape M",
              name="fourth-seat two", hcp=(10, 14), M=(6, 6)),
            R("2D", t("fourth seat: six diamonds with two of the top three or three of the top five honours, 10–14 "
                      "points (no weak two after three passes)"), "seat 4", "decent D", "weak_two_shape D",
              name="fourth-seat two", hcp=(10, 14), D=(6, 6)),
            R("1M", t("fourth seat: five or more {M}, 21 high-card points or fewer, points plus spades 15 or more "
                      "(the rule of 15)"), "seat 4", "rule_of_15", "opens M", name="open a major", hcp=(0, 21),
              M=(5, 13)),
            R("1m", t("fourth seat: three or more {m}, 10–21 high-card points, points plus spades 15 or more "
                      "(the rule of 15)"), "seat 4", "rule_of_15", "opens m", name="open a minor", hcp=(10, 21),
              m=(3, 13)),
            R("4M", PREEMPT4, "seat 4", "preempt4 M", name="preempt", hcp=(5, 10), M=(7, 13)),
            R("P", t("fourth seat: passes the deal out, points plus spades under 15 (the rule of 15)"), "seat 4",
              name="pass", hcp=(0, 14)),
            R("1M", t("third seat: five or more {M}, 11–21 high-card points (a light opening, even without the "
                      "rule of 20), or 10 by the rule of 20"), "seat 3", "light_third", "opens M", name="open a major",
              hcp=(10, 21), tp=(10, 21), M=(5, 13)),
            R("1m", t("third seat: three or more {m}, 11–21 high-card points (a light opening, even without the "
                      "rule of 20), or 10 by the rule of 20"), "seat 3", "light_third", "opens m", name="open a minor",
              hcp=(10, 21), tp=(10, 21), m=(3, 13)),
            R("1M", t("opening bid: five or more {M}, 12–21 total points; high-card points plus the lengths of "
                      "the two longest suits make 20 or more (the rule of 20)"), "seat 1 2", "strict_rule_of_20",
              "opens M", name="open a major", hcp=(10, 21), tp=(12, 21), M=(5, 13)),
            R("1m", t("opening bid: three or more {m}, 12–21 total points; high-card points plus the lengths of "
                      "the two longest suits make 20 or more (the rule of 20)"), "seat 1 2", "strict_rule_of_20",
              "opens m", name="open a minor", hcp=(10, 21), tp=(12, 21), m=(3, 13)),
            # bid20: a weak two's suit has two of the top three honours or three of the top five (the ACBL's
            # recommendation; Downey ch. 14: "6 cards of reasonable quality")
            R("2M", t("weak two: six {M}, 5–11 points"), "decent M", "weak_two_shape M", name="weak two",
              hcp=(5, 11), M=(6, 6)),
            R("2D", t("weak two: six diamonds, 5–11 points"), "decent D", "weak_two_shape D", name="weak two",
              hcp=(5, 11), D=(6, 6)),
            R("4M", PREEMPT4, "preempt4 M", name="preempt", hcp=(5, 10), M=(7, 13)),
            R("3x", t("preempt: seven {x}, 5–10 points"), "good x", name="preempt", hcp=(5, 10), x=(7, 7)),
            # bid33 and bid32 (found by both): eight cards of a minor, too weak for the rule of 20: the four-level
            # preempt (Jim Belk, pi.math.cornell.edu/~belk/preempt.htm: "With an 8-card suit, open at the 4-level";
            # Andy Hung, vubridge.com: "pre-empts at the four-level usually suggest an eight-card suit"; kwbridge.com,
            # "Four-Bids": "You should usually have an 8-card or longer suit"); before, it passed (SAYCBridge's own
            # test: 4♦ with ♦AQ987632); not in fourth seat, where the pass above comes first
            R("4m", t("preempt at the four level: eight or more {m}, two of the top three honours, 5–10 points"),
              "good m", name="preempt", hcp=(5, 10), m=(8, 13)),
            R("P", t("no opening: 12 high-card points or fewer, which with the lengths of the two longest suits make "
                     "under 20 (the rule of 20)"), name="pass", hcp=(0, 12)))


def jump_shift(var: str) -> Table:
    """Responder's jump in a new suit after ``1{var}``: 19 or more points, forcing to game (the one-level
    answers in a major, and 1♦ over 1♣, come first)."""
    return T(f"1{var} P", "response",
             R("2z", JUMP_SHIFT, f"above z {var}", f"jump_points {var} 19", f"js_pattern z {var}", forcing=True,
               name="jump shift", z=(4, 13)),
             R("3z", JUMP_SHIFT, f"below z {var}", f"jump_points {var} 19", f"js_pattern z {var}", forcing=True,
               name="jump shift", z=(4, 13)))


#: Responder's jump shift: 19 or more total points, or 19 dummy points with four-card support for opener's
#: suit (Pomer p49: a strong fit counts its shortness).
JUMP_SHIFT = t("jump shift: four or more {z}, 19 or more points (dummy points with four-card support for "
               "partner's suit), forcing to game, slam interest")


def major_jump_shift() -> Table:
    """Over a minor, the jump shift in a five-card major comes before the one-level answer (a four-card major is
    bid at the one level first)."""
    return T("1m P", "response",
             R("2z", JUMP_SHIFT, "major z", "above z m", "at_least z 5", "jump_points m 19", "js_pattern z m",
               forcing=True, name="jump shift", z=(4, 13)))


#: A passed responder's raise of 1M with 10 or more dummy points: no game force after a pass (no Jacoby 2NT).
LIMIT_RAISE_PASSED = t("limit raise by a passed hand: three or more {M}, 10 or more dummy points (after a pass "
                       "there is no Jacoby 2NT)")


#: The two-over-one 2♥ over 1♠.
TWO_OVER_ONE_H = t("two over one: five or more hearts, 11 or more total points, forcing")
#: The two-over-one in a minor over a major.
TWO_OVER_ONE_M = t("two over one: four or more {m}, 11 or more total points, forcing")


def one_major_responses() -> list[Table]:
    return [
        T("1M P", "response",
          # bid34: with four trumps, game values (13 or more dummy points) and a five-card side suit headed by the
          # ace or king that can be bid at the two level, the side suit first and the support next (Jacoby 2NT is
          # for hands with no such suit: "With no splinter or qualifying 5-card side suit: bid 2NT",
          # bridgetips.wordpress.com/21-bidding-options, where a qualifying suit has "a single honor, K or A" or
          # more; bridgewebs.com/brunton: "J2N might deny a decent 5 card side suit" when a two-over-one is
          # available). The two-over-one's own words and ranges (it reads as the two-over-one), so not by a passed
          # hand, whose new suit does not force
          R("2H", TWO_OVER_ONE_H, "below H M", "unpassed", "at_least M 4", "dummy_points M 13", "ace_or_king H",
            forcing=True, name="two over one", tp=(11, 37), H=(5, 13)),
          R("2m", TWO_OVER_ONE_M, "unpassed", "at_least M 4", "dummy_points M 13", "at_least m 5", "ace_or_king m",
            forcing=True, name="two over one", tp=(11, 37), m=(4, 13)),
          # bid28: not by a passed hand (aeyec.com/BidBase/Notes/Jacoby_2NT.htm: "Jacoby 2N is off ... if the 2N
          # bidder ("responder") is a passed hand"; Karen Walker, kwbridge.com/jac2nt.htm: on "only if responder
          # has not previously passed"); its top raise is the limit raise, below
          R("2NT", t("Jacoby 2NT: four or more {M}, 13 or more dummy points, forcing to game"), "unpassed",
            forcing=True, name="Jacoby 2NT", dpM=(13, 37), M=(4, 13)),
          R("4M", t("preemptive raise: five or more {M}, fewer than 10 points"),
            name="preemptive raise", hcp=(0, 9), M=(5, 13)),
          R("3M", LIMIT_RAISE_PASSED, "passed_hand", name="limit raise", dpM=(10, 37), M=(3, 13)),
          R("3M", t("limit raise: three or more {M}, 10–12 dummy points"), name="limit raise", dpM=(10, 12),
            M=(3, 13)),
          R("2M", t("simple raise: three or more {M}, 6–9 dummy points"), name="simple raise", dpM=(6, 9), M=(3, 13))),
        T("1H P", "response",
          R("1S", t("four or more spades, 6 or more total points, forcing"), forcing=True, name="new suit",
            tp=(6, 37), S=(4, 13))),
        jump_shift("M"),
        # 3NT at once with 15–17 balanced and two cards in opener's major (SAYC: 1M–3NT 15–17 balanced), before a
        # two-over-one; shown as the later 3NT rule shows it
        T("1M P", "response",
          R("3NT", t("13 or more points, balanced, without four-card support"), "balanced", "hcp_in 15 17",
            "at_most M 2", name="3NT response", hcp=(13, 37))),
        T("1M P", "response",
          # bid28: over 1♠, five hearts at least as long as either minor are bid first, the longest suit first and
          # the higher of two five-card suits (Andrew Robson, teachbridge.com, "Respond the cheaper of four-card
          # suits": "responder should plan to bid their longest suit at the lowest level ... With two five-card
          # suits ... it is better to bid the higher-ranking five-card suit first"); before, any four-card minor
          # came first (1♠–2♣ with ♥AQJ93 ♣QJ32)
          R("2H", TWO_OVER_ONE_H, "below H M", "longer H C", "longer H D", forcing=True, name="two over one",
            tp=(11, 37), H=(5, 13)),
          R("2m", TWO_OVER_ONE_M, forcing=True, name="two over one", tp=(11, 37), m=(4, 13)),
          R("2H", TWO_OVER_ONE_H, "below H M", forcing=True, name="two over one", tp=(11, 37), H=(5, 13)),
          R("1NT", t("6–10 total points, no fit and no suit to bid at the one level"), name="1NT response",
            tp=(6, 10)),
          R("3NT", t("13 or more points, balanced, without four-card support"), "balanced", name="3NT response",
            hcp=(13, 37)),
          R("P", t("fewer than 6 total points"), name="pass", tp=(0, 5))),
    ]


def one_minor_responses() -> list[Table]:
    return [
        # bid26: the jump shift in five or more diamonds over 1♣ comes before 1♦, as the major's does (a strong
        # jump shift is made with a good suit of its own, and with 16 or more and support for opener's minor:
        # Soloway's jump shifts, kwbridge.com/js.htm); not with a five-card major (the higher suit first)
        T("1C P", "response",
          R("2z", JUMP_SHIFT, "above z C", "below z H", "at_least z 5", "at_most S 4", "at_most H 4",
            "jump_points C 19", "js_pattern z C", forcing=True, name="jump shift", z=(4, 13))),
        T("1C P", "response",
          R("2NT", t("13–15 points, balanced, no four-card major, forcing to game"), "balanced", "no4major",
            forcing=True, name="2NT response", hcp=(13, 15)),
          R("3NT", t("13 or more total points, no four-card major"), "balanced", "no4major", "hcp_in 16 17",
            name="3NT response", tp=(13, 37)),
          R("1D", t("four or more diamonds, at least as many as in either major, 6 or more total points, forcing"),
            "longer D S", "longer D H", forcing=True, name="new suit", tp=(6, 37), D=(4, 13))),
        major_jump_shift(),
        T("1m P", "response",
          R("1M", t("four or more {M}, 6 or more total points, forcing"), "respond_major M", forcing=True,
            name="new suit", tp=(6, 37), M=(4, 13))),
        jump_shift("m"),
        T("1m P", "response",
          R("2NT", t("13–15 points, balanced, no four-card major, forcing to game"), "balanced", "no4major",
            forcing=True, name="2NT response", hcp=(13, 15)),
          R("3NT", t("13 or more total points, no four-card major"), "balanced", "no4major", "hcp_in 16 17",
            name="3NT response", tp=(13, 37)),
          R("1NT", t("6–10 total points, no four-card major"), "no4major", "balanced", name="1NT response", tp=(6, 10),
            m=(0, 4)),
          R("3m", t("limit raise: four or more {m}, 10–12 total points, no four-card major"), "no4major",
            name="limit raise", tp=(10, 12), m=(4, 13)),
          R("2m", t("simple raise: four or more {m}, 6–9 total points, no four-card major"), "no4major",
            name="simple raise", tp=(6, 9), m=(4, 13)),
          R("1NT", t("6–10 total points, no four-card major"), "no4major", name="1NT response", tp=(6, 10), m=(0, 4))),
        T("1D P", "response",
          R("2C", t("two over one: four or more clubs, 11 or more total points, forcing"), forcing=True,
            name="two over one", tp=(11, 37), C=(4, 13))),
        T("1m P", "response",
          R("3NT", t("13 or more total points, no four-card major"), "no4major", name="3NT response", tp=(13, 37)),
          R("P", t("fewer than 6 total points"), name="pass", tp=(0, 5))),
    ]


def strong_two() -> list[Table]:
    return [
        T("2C P", "response",
          R("2M", t("positive: five or more {M} with two top honours, 8 or more points"), "good M",
            forcing=True, name="positive", hcp=(8, 37), M=(5, 13)),
          R("3m", t("positive: five or more {m} with two top honours, 8 or more points"), "good m",
            forcing=True, name="positive", hcp=(8, 37), m=(5, 13)),
          R("2NT", t("positive: 8 or more points, balanced"), "balanced", forcing=True, name="positive",
            hcp=(8, 37)),
          R("2D", t("waiting: says nothing yet about the hand (artificial)"), forcing=True, name="waiting")),
        T("2C P 2D P", "rebid",
          R("3M", t("a jump: a self-supporting {M} (the ace, king and queen, six or more cards), forcing to game; "
                    "it sets the trumps"), "solid M", forcing=True, name="solid suit", hcp=(18, 37), M=(6, 13)),
          R("2NT", t("22–24 points, balanced"), "balanced", name="2NT rebid", hcp=(22, 24)),
          R("3NT", t("28 or more points, balanced"), "balanced", name="3NT rebid", hcp=(28, 37)),
          R("2M", t("natural: five or more {M}, forcing"), "five_major M", forcing=True, name="natural",
            hcp=(18, 37), M=(5, 13)),
          R("3m", t("natural: four or more {m}, forcing"), "longer m D", "longer m C", forcing=True,
            name="natural", hcp=(18, 37), m=(4, 13))),
        T("2C P 2M P", "rebid",
          R("4NT", t("Blackwood: asks partner's aces, with three or more {M}"), forcing=True, name="Blackwood",
            M=(3, 13)),
          R("2NT", t("22–24 points, balanced, fewer than three {M}"), "balanced", name="2NT rebid", hcp=(22, 24),
            M=(0, 2)),
          # bid20: no fit, a suit of its own: bid it, the longest first, as after 2♦ (Downey ch. 13: "A rebid in a
          # suit at the lowest level available is natural and almost always shows a suit of five or more cards";
          # after a positive answer, from memory: the bidding stays natural, forcing to game)
          R("2z", t("natural: five or more {z}, fewer than three {M}; forcing (partner's positive answer forces to "
                    "game)"), "above z M", forcing=True, name="natural", z=(5, 13), M=(0, 2)),
          R("3z", t("natural: five or more {z}, fewer than three {M}; forcing (partner's positive answer forces to "
                    "game)"), "below z M", forcing=True, name="natural", z=(5, 13), M=(0, 2)),
          R("3NT", t("no fit for {M}: suggests no-trumps"), name="no-trumps", M=(0, 2))),
        # bid33: after the positive 2NT (8 or more, balanced: forcing to game) opener shows a five-card suit
        # at the three level, the longest first, as after 2♦ (Downey ch. 13, swangames.com/help/SAYC/SAYC13: "A
        # rebid in a suit at the lowest level available is natural and almost always shows a suit of five or more
        # cards"); before, the general rules bid 3NT with ♥KJ76432 (SAYCBridge's own test: 3♥)
        T("2C P 2NT P", "rebid",
          R("3z", t("natural: five or more {z}, forcing (partner's positive 2NT forces to game)"), "longest z",
            forcing=True, name="natural", z=(5, 13)),
          R("3NT", t("no five-card suit: game in no-trumps (partner's positive 2NT forces to game)"),
            name="no-trumps")),
        # responder answers: game in opener's major with three or more of it, else 3NT (the game both calls
        # force to; as after 2♣–2♦–2M–2NT–3M, bid26)
        T("2C P 2NT P 3z P", "rebid",
          R("4z", t("game in {z}: three or more (partner shows five)"), "major z", name="game", z=(3, 13)),
          R("3NT", t("game in no-trumps: no fit in a major"), name="no-trumps")),
        T("2C P 2D P 3M P", "rebid",
          R("4M", t("game in {M}: partner's suit is self-supporting"), name="game")),
        T("2C P 2D P 2M P", "rebid",
          R("4M", t("supports {M}: three or more, no ace or king (fast arrival: no slam interest)"), "controls 0 0",
            name="fast arrival", M=(3, 13)),
          R("3M", t("supports {M}: three or more"), name="raise", M=(3, 13)),
          R("2NT", t("no support yet (artificial, waiting)"), name="waiting")),
        T("2C P 2D P 3m P", "rebid",
          R("3NT", t("no fit yet: suggests no-trumps"), name="waiting")),
    ]


def _length(suit: str, lo: int, hi: int = 13) -> dict[str, Any]:
    """A suit range named by a variable's value, typed for ``R(**...)``."""
    return {suit: (lo, hi)}


def notrump_extras(p: str = "1NT P") -> list[Table]:
    """SAYC's answers to 1NT besides the shared ones (:func:`.common.notrump`): 3♣/3♦ invite 3NT with a good
    six-card minor, 3♥/3♠ a six-card major with slam interest (the SAYC booklet; Pomer p13–14); opener's
    super-accept of a transfer with four trumps and a maximum (Pomer p12). ``p``: the auction up to responder's
    turn (``"1NT X"``: their double of our 1NT, systems on)."""
    return [
        # bid20: five cards in one major and four in the other, 8 or more: Stayman rather than a transfer (the SAYC
        # text as OKbridge has it: "Do not use [a transfer] with exactly 4 cards in other major. In that case, use
        # Stayman"; the booklet's answers after 2♦ show the 5-4: 2♥/2♠ invite, 3♥/3♠ force to game); the same
        # words and range as :func:`.common.notrump`'s Stayman, so the call reads the same
        T(p, "response",
          R("2C", t("Stayman: asks opener for a four-card major; {lo} or more total points", lo=8), "five_four_majors",
            forcing=True, name="Stayman", tp=(8, 37))),
        T(p, "response",
          R("3M", t("six or more {M}, 14–17 points: forcing to game, slam interest"), forcing=True,
            name="slam try", hcp=(14, 17), M=(6, 13)),
          R("3m", t("invites 3NT: a good six-card {m} (two of the top three honours), 4–9 total points, no "
                    "four-card major"), "good m", "no4major", name="minor invitation", tp=(4, 9), m=(6, 13)),
          R("2S", t("asks opener to bid 3♣ (artificial): a weak hand with six or more cards in a minor, to play "
                    "there"), "no4major", "a_minor 6", forcing=True, name="minor transfer", tp=(0, 7))),
        T(f"{p} 2S P", "rebid",
          R("3C", t("bids 3♣ as partner asked"), name="relay")),
        T(f"{p} 2S P 3C P", "rebid",
          R("3D", t("to play in diamonds: six or more"), name="diamonds", D=(6, 13)),
          R("P", t("to play in clubs: six or more"), name="clubs", C=(6, 13))),
        # bid26: responder's 3♦ after the relay is to play
        T(f"{p} 2S P 3C P 3D P", "rebid",
          R("P", t("partner's diamonds are to play: pass"), name="pass")),
        # bid26: after the super-accept (17 points, four trumps) responder bids game with 6 or more total points
        # (17 + 6 and the ninth trump), else passes (from memory)
        *[T(f"{p} {tr} P 3{M} P", "rebid",
            R(f"4{M}", t("accepts the super-accept: 6 or more total points"), name="game", tp=(6, 37)),
            R("P", t("declines the super-accept: 5 total points or fewer"), name="pass", tp=(0, 5)))
          for tr, M in (("2D", "H"), ("2H", "S"))],
        # after Stayman and 2♦, three of a major shows five of it and four of the other, forcing to game (the SAYC
        # booklet: "it shows five cards in that major, implying four in the other, forcing to game only if bid at
        # the three level")
        T(f"{p} 2C P 2D P", "rebid",
          R("3S", t("forcing to game: five spades and four hearts, 10 or more total points"), forcing=True,
            name="game force with five", tp=(10, 37), S=(5, 5), H=(4, 4)),
          R("3H", t("forcing to game: five hearts and four spades, 10 or more total points"), forcing=True,
            name="game force with five", tp=(10, 37), H=(5, 5), S=(4, 4))),
        # bid21: after Stayman, 2♥ and responder's 2NT (the invitation without a heart fit, so responder holds four
        # spades: Stayman promised a major), opener with four spades too shows them, 3♠ with a minimum and 4♠
        # with a maximum; without, 3NT with a maximum, else pass (Cornell's Stayman page, "When Opener Has Both
        # Majors": "1NT — 2♣ — 2♥ — 2NT — 3♠: Opener has 15-16 HCP and 4 spades. 4♠: Opener has 16-17 HCP")
        T(f"{p} 2C P 2H P 2NT P", "rebid",
          R("4S", t("four spades too, a maximum (16–17 points): game in the spade fit (responder's 2NT after "
                    "Stayman shows four spades)"), name="spade fit", hcp=(16, 17), S=(4, 13)),
          R("3S", t("four spades too, a minimum (15 points): invites game in the spade fit"), name="spade fit",
            hcp=(15, 15), S=(4, 13)),
          R("3NT", t("accepts the invitation: a maximum (16–17 points), fewer than four spades"), name="accept",
            hcp=(16, 17), S=(0, 3)),
          R("P", t("declines the invitation: a minimum (15 points), fewer than four spades"), name="decline",
            hcp=(15, 15), S=(0, 3))),
        # bid21: responder's four spades opposite opener's four after 3♠ (a minimum): game with the top of the
        # 2NT invitation (8–9 total points), adding up the points (15 + 9 + the fourth trump's ruff)
        T(f"{p} 2C P 2H P 2NT P 3S P", "rebid",
          R("4S", t("accepts: four spades, the top of the invitation (9 total points)"), name="accept",
            tp=(9, 37), S=(4, 13)),
          R("P", t("declines: the bottom of the invitation (8 total points)"), name="decline", tp=(0, 8))),
        # bid21: after Stayman and 2♦, responder's 2♥/2♠ invites with five of that major and four of the other,
        # 8–9 (`common.notrump`): opener raises with three, to game with a maximum, else 3NT with a maximum or
        # passes (from memory: the invitation's usual answers, a 5-3 fit first, the 5-2 part-score with a minimum)
        T(f"{p} 2C P 2D P 2M P", "rebid",
          R("4M", t("accepts the invitation: three or more {M}, a maximum (16–17 points)"), name="accept",
            hcp=(16, 17), M=(3, 13)),
          R("3M", t("declines the invitation: three or more {M}, a minimum (15 points)"), name="decline",
            hcp=(15, 15), M=(3, 13)),
          R("3NT", t("accepts the invitation in no-trumps: two {M}, a maximum (16–17 points)"), name="accept",
            hcp=(16, 17), M=(0, 2)),
          R("P", t("declines the invitation: two {M}, a minimum (15 points): plays the part-score"),
            name="decline", hcp=(15, 15), M=(0, 2))),
        T(f"{p} 2C P 2D P 3M P", "rebid",
          R("4M", t("game in {M}: three or more"), name="game", M=(3, 13)),
          R("3NT", t("game in no-trumps: two {M}"), name="game", M=(0, 2))),
        # after Stayman, three of a minor with no fit for opener's major: slam interest, five or more cards
        # (the SAYC booklet; Pomer p14)
        *[T(f"{p} 2C P {ans} P", "rebid",
            R("3m", t("slam interest: five or more {m}, 16 or more total points, no fit for opener's major"),
              forcing=True, name="minor slam try", tp=(16, 37), m=(5, 13), **extra))
          for ans, extra in (("2D", {}), ("2H", {"H": (0, 3)}), ("2S", {"S": (0, 3)}))],
        T(f"{p} 2C P * P 3m P", "rebid",
          R("4m", t("answers the minor slam try: three or more {m}, a fit"), name="support", m=(3, 13)),
          R("3NT", t("answers the minor slam try: two or fewer {m}, no fit: game in no-trumps"), name="no fit",
            m=(0, 2))),
        # Gerber's king ask: after the answer to 4♣, 5♣ asks for kings, answered in steps (the SAYC booklet's
        # Gerber; Pomer p2)
        *[T(f"{nt} P 4C P * P 5C P", "slam",
            R("5D", t("Gerber king answer: no king or all four"), "kings 0 4", name="kings 0/4"),
            R("5H", t("Gerber king answer: one king"), "kings 1", name="kings 1"),
            R("5S", t("Gerber king answer: two kings"), "kings 2", name="kings 2"),
            R("5NT", t("Gerber king answer: three kings"), "kings 3", name="kings 3"))
          for nt in (("1NT", "2NT") if p == "1NT P" else ())],
        T(f"{p} 3M P", "rebid",
          R("4M", t("game in {M}: two or more, no slam interest"), name="game", M=(2, 13))),
        T(f"{p} 3m P", "rebid",
          R("3NT", t("accepts the invitation: an ace, king or queen in {m} to run the suit"), "feature m",
            name="accept"),
          R("P", t("declines the invitation: no ace, king or queen in {m}"), name="decline")),
        # after the transfer is accepted, a new suit is natural and forcing to game (the SAYC booklet 3.1): a
        # two-suiter with game values, shown with a singleton or void rather than the 3NT choice
        *[T(f"{p} {tr} P 2{M} P", "rebid",
            R("3m", t("natural, forcing to game: four or more {m} beside the five-card major, 10 or more total "
                      "points, a singleton or void"), "unbalanced", forcing=True, name="second suit", tp=(10, 37),
              m=(4, 13), **{M: (5, 13)}))
          for tr, M in (("2D", "H"), ("2H", "S"))],
        # bid34: the same new suit in hearts after the transfer to spades: five-five in the majors with game values
        # transfers to spades (the table's choice above) and then bids 3♥, natural and forcing to game (the booklet's
        # new suit after a transfer), rather than 3NT, which would say exactly five spades and nothing more; opener
        # picks the major with three, else 3NT (the general rules: the longer fit, game on 25)
        T(f"{p} 2H P 2S P", "rebid",
          R("3H", t("natural, forcing to game: five or more hearts beside the five or more spades, 10 or more total "
                    "points"), forcing=True, name="second suit", tp=(10, 37), H=(5, 13), S=(5, 13))),
        T(f"{p} 2D P", "rebid",
          R("3H", t("super-accept: four or more hearts and a maximum, 17 points"), name="super-accept",
            hcp=(17, 17), H=(4, 13))),
        T(f"{p} 2H P", "rebid",
          R("3S", t("super-accept: four or more spades and a maximum, 17 points"), name="super-accept",
            hcp=(17, 17), S=(4, 13))),
    ]


def five_four_over_two_notrump(p: str, lo: int) -> list[Table]:
    """bid34: over 2NT (and 2♣–2♦–2NT) five cards in one major and four in the other with game values use Stayman
    rather than a transfer, as over 1NT (:func:`notrump_extras`); after 3♦ three of the five-card major shows the
    five-four, forcing to game, and opener bids game in it with three, else 3NT. ``p``: the auction up to
    responder's turn; ``lo``: responder's game points there (25 less opener's top)."""
    return [
        T(p, "response",
          R("3C", t("Stayman: asks opener for a four-card major; {lo} or more total points", lo=lo),
            "five_four_majors", forcing=True, name="Stayman", tp=(lo, 37))),
        T(f"{p} 3C P 3D P", "rebid",
          R("3S", t("forcing to game: five spades and four hearts, {lo} or more total points", lo=lo),
            forcing=True, name="game force with five", tp=(lo, 37), S=(5, 5), H=(4, 4)),
          R("3H", t("forcing to game: five hearts and four spades, {lo} or more total points", lo=lo),
            forcing=True, name="game force with five", tp=(lo, 37), H=(5, 5), S=(4, 4))),
        T(f"{p} 3C P 3D P 3M P", "rebid",
          R("4M", t("game in {M}: three or more"), name="game", M=(3, 13)),
          R("3NT", t("game in no-trumps: two {M}"), name="game", M=(0, 2))),
    ]


def transfers_over_three_notrump(p: str) -> list[Table]:
    """bid34: Jacoby transfers at the four level over a 3NT opening (the SAYC booklet, 4.2: "3NT -- 4C = Stayman
    -- 4D, 4H = Jacoby transfers to hearts and spades respectively"), and over 2♣–2♦–3NT the same (SAYCBridge's
    own tests); opener completes, and responder passes the game (:func:`content_with_game`). Stayman at the four
    level is not written. ``p``: the auction up to responder's turn."""
    return [
        T(p, "response",
          R("4H", t("Jacoby transfer: five or more spades; opener must bid spades next"), "longer S H",
            forcing=True, name="transfer to spades", S=(5, 13)),
          R("4D", t("Jacoby transfer: five or more hearts; opener must bid hearts next"), forcing=True,
            name="transfer to hearts", H=(5, 13))),
        T(f"{p} 4D P", "rebid",
          R("4H", t("completes the transfer: game in hearts opposite partner's five or more"),
            name="complete transfer")),
        T(f"{p} 4H P", "rebid",
          R("4S", t("completes the transfer: game in spades opposite partner's five or more"),
            name="complete transfer")),
    ]


def weak_twos_and_preempts() -> list[Table]:
    """The answers to a weak two and to a three-level preempt, and the weak two's rebid (Pomer ch. 10; the SAYC
    booklet: a new suit forcing, 2NT asks for a feature)."""
    tables = []
    for s in ("M", "D"):
        tables += [
            T(f"2{s} P", "response",
              R("2z", t("a new suit: five or more {z}, 15 or more points, forcing"), f"above z {s}", forcing=True,
                name="new suit", hcp=(15, 37), z=(5, 13)),
              R("3z", t("a new suit: five or more {z}, 15 or more points, forcing"), f"below z {s}", forcing=True,
                name="new suit", hcp=(15, 37), z=(5, 13)),
              R("2NT", t("asks opener for a feature (an ace, king or queen outside the suit): 15 or more points, "
                         "forcing"), forcing=True, name="feature ask", hcp=(15, 37)),
              *([R("4M", t("raises to game: three or more {M}, with the values for game or to stretch the preempt"),
                   "fit_or_points M 4 12", name="raise to game", M=(3, 13))] if s == "M" else []),
              R(f"3{s}", t("extends the preempt: three or more trumps, no game in view"), name="preemptive raise",
                hcp=(0, 14), **_length(s, 3)),
              R("P", t("no game in view: 14 points or fewer"), name="pass", hcp=(0, 14))),
            # bid32: a maximum without a feature bids 3NT (Downey, SAYC ch. 14: "With a maximum, opener bids a
            # new suit to show a "feature" ... Lacking a feature he raises to 3NT"); before, it rebid the suit
            T(f"2{s} P 2NT P", "rebid",
              R("3z", t("a maximum (9–11 points) with a feature: an ace, king or queen in {z}"), "unbid z",
                "feature z", name="feature", hcp=(9, 11)),
              R("3NT", t("a maximum (9–11 points) without a feature"), name="maximum", hcp=(9, 11)),
              R(f"3{s}", t("rebids the suit: a minimum (a maximum without a feature bids 3NT)"), name="minimum")),
        ]
    for pat in ("2M P 2y P", "2D P 2H P", "2D P 2S P"):
        y = "y" if "y" in pat else pat.split()[2][1]
        opened = pat.split()[0][1]
        tables.append(T(pat, "rebid",
                        R(f"3{y}", t("supports partner's new suit: three or more cards in it"), name="raise",
                          **_length(y, 3)),
                        R("3z", t("no fit for partner's suit; a maximum (9–11 points) with a feature: an ace, king "
                                  "or queen in {z}"), "unbid z", "feature z", name="feature", hcp=(9, 11),
                          **_length(y, 0, 2)),
                        # bid32: a maximum without a feature bids no-trumps (Downey, SAYC ch. 14, after
                        # responder's new suit: "With no fit for responder's suit, opener rebids his own suit with
                        # a minimum. With a maximum he will name a new suit or bid NT")
                        R("2NT", t("no fit for partner's suit; a maximum (9–11 points) without a feature"),
                          name="maximum", hcp=(9, 11), **_length(y, 0, 2)),
                        R(f"3{opened}", t("rebids the suit: no fit for partner's suit, a minimum (a maximum without "
                                          "a feature bids no-trumps)"), name="minimum", **_length(y, 0, 2))))
    # bid32: the same after responder's new suit at the three level (2x–P–3y, forcing): the raise, a feature, 3NT
    # with a maximum without one (Downey, above), else the suit again
    tables.append(T("2x P 3y P", "rebid",
                    R("4y", t("supports partner's new suit: three or more cards in it"), name="raise", y=(3, 13)),
                    R("3z", t("no fit for partner's suit; a maximum (9–11 points) with a feature: an ace, king or "
                              "queen in {z}"), "unbid z", "feature z", name="feature", hcp=(9, 11), y=(0, 2)),
                    R("3NT", t("no fit for partner's suit; a maximum (9–11 points) without a feature"),
                      name="maximum", hcp=(9, 11), y=(0, 2)),
                    R("3x", t("rebids the suit: no fit for partner's suit, a minimum (a maximum without a feature "
                              "bids no-trumps)"), name="minimum", y=(0, 2))))
    tables += [
        # bid32: over a minor preempt also 3NT with the three other suits stopped and two or more of partner's
        # suit to reach its tricks (bridgebasics.wordpress.com, "Opening Preemptive Bids in a Minor Suit": the
        # three of a minor "invites partner to bid 3NT holding 2+ cards in the long minor and stoppers in all the
        # side suits"; bidandmade.com, "Responding to a preempt": "stoppers in all the other suits, bid 3NT"); a
        # six-card major is bid first (Pomer p88 h20, a tune hand: ♠AKJ1074 ♥K84 ♦A7 ♣Q4 bids 3♠ over 3♣);
        # one rule, since one call has one meaning here (``notrump_over_preempt``)
        T("3x P", "response",
          R("3NT", t("to play: 15 or more points, with two of the top three honours in partner's suit; or over a "
                     "minor two or more of it, a stopper in each other suit and no six-card major to bid instead "
                     "(with 16 or more)"),
            "notrump_over_preempt x", name="3NT", hcp=(15, 37)),
          R("3z", t("a new suit: five or more {z}, 16 or more points, forcing"), "above z x", forcing=True,
            name="new suit", hcp=(16, 37), z=(5, 13))),
        T("3M P", "response",
          R("4M", t("raises to game: three or more {M}, or 16 or more points (partner's long suit as trumps)"),
            "fit_or_points M 3 16", name="raise to game")),
        T("3m P", "response",
          R("5m", t("raises to game in {m}: four or more, with a singleton or void"), "unbalanced",
            name="raise to game", m=(4, 13)),
          # bid32: without game, three trumps raise a minor preempt to four, to play, as over a weak two (Pomer
          # ch. 10: the raise is to play; Cornell's "Preemptive Openings": "Continue the Preempt. You may raise
          # your partner's preempt with support for his suit. Such a raise is preemptive, not invitational")
          R("4m", t("extends the preempt: three or more trumps, no game in view"), name="preemptive raise",
            hcp=(0, 14), m=(3, 13))),
        # bid26: the feature ask answered by opener's suit again (a minimum, or no feature): game only with 18 or
        # more (a weak two's 5–11 added up), in the major with two or more, in 3NT with the unbid suits stopped
        # after 2♦; else pass
        # bid32: opener's 3NT (a maximum without a feature) lets responder place the contract (Downey ch. 14:
        # "he raises to 3NT, allowing partner to place the contract"): the major game with three or more trumps
        # (nine together), else 3NT stands
        T("2M P 2NT P 3NT P", "rebid",
          R("4M", t("places the contract in {M}: three or more, a fit of nine or more"), name="game", M=(3, 13)),
          R("P", t("places the contract in 3NT: fewer than three {M}"), name="pass", M=(0, 2))),
        T("2M P 2NT P 3M P", "rebid",
          R("4M", t("game in {M}: 18 or more points, two or more {M} opposite partner's six"), name="game",
            hcp=(18, 37), M=(2, 13)),
          R("P", t("partner rebids the suit (a minimum, or no feature): no game in view"), name="pass")),
        T("2D P 2NT P 3D P", "rebid",
          R("3NT", t("game in no-trumps: 18 or more points, a stopper in each unbid suit"), "stops_unbid",
            name="game", hcp=(18, 37)),
          R("P", t("partner rebids the suit (a minimum, or no feature): no game in view"), name="pass")),
        # bid26: responder's new suit (forcing, 15 or more) raised in a minor by the weak two: game in the minor
        *[T(pat, "rebid", R("5m", t("game in {m}: partner's raise found the fit"), name="game"))
          for pat in ("2M P 3m P 4m P", "2D P 3C P 4m P")],
        # bid26: partner's raise of the weak two extends the preempt (Pomer ch. 10: the raise is to play)
        *[T(f"2{s} P 3{s} P", "rebid",
            R("P", t("partner's raise extends the preempt: pass"), name="pass")) for s in ("M", "D")],
        # bid32: partner's four-level minor preempt raised to game with three trumps (extending it) or with the
        # values, 15 or more and two trumps (Cornell's "Preemptive Openings": "Note that a raise to game may be
        # either strong or preemptive"; Chris Jagger, "Responding to 4 level opening preempts", cambsbridge.org:
        # other than "raising partner's suit or passing", the answers are natural); else the preempt plays
        T("4m P", "response",
          R("5m", t("raises the four-level preempt to game: three or more {m}, or two and 15 or more points"),
            "fit_or_points m 3 15", name="raise to game", m=(2, 13)),
          R("P", t("no game in view opposite the four-level preempt: pass"), name="pass")),
        # bid20: no other answer fits: the preempt is left to play (Pomer ch. 10 p88 h18; Downey ch. 14: new suits
        # forcing, raises to play), said as a pass of its own rather than the fallback's
        T("3x P", "response",
          R("P", t("no game in view opposite the preempt: no fit for a raise, no suit or stoppers for another call"),
            name="pass")),
    ]
    return tables


def strong_two_later() -> list[Table]:
    """Opener's third call after 2♣–2♦–2M and responder's new suit (Pomer ch. 11); after responder's 2NT or
    raise (bid26)."""
    return [
        # bid33: after the positive 2M (forcing to game) and opener's new suit, responder's major again (six or
        # more) is raised to game with two, else 3NT; a third suit, 3NT (before, the fallback pass)
        T("2C P 2M P 3z P 3M P", "rebid",
          R("4M", t("game in {M}: two or more (partner shows six)"), name="game", M=(2, 13)),
          R("3NT", t("game in no-trumps: no fit found (the positive answer forces to game)"), name="no-trumps")),
        T("2C P 2M P 3z P 3w P", "rebid",
          R("3NT", t("game in no-trumps: no fit found (the positive answer forces to game)"), name="no-trumps")),
        # bid26: 2♣–2♦–2M forces to 3M (Downey ch. 13: "forcing to the three level in a major suit"): after
        # responder's 2NT (no support) opener goes on, six of the major again, a second suit, else 3NT
        T("2C P 2D P 2M P 2NT P", "rebid",
          R("3M", t("rebids {M}: six or more"), name="rebid the suit", M=(6, 13)),
          R("3z", t("a second suit: four or more {z}"), name="second suit", z=(4, 13)),
          R("3NT", t("no second suit and no six-card {M}: game in no-trumps"), name="no-trumps")),
        # bid26: responder after 2♣–2♦–2M–2NT (fewer than three {M}) and opener's next: game in the major with
        # two opposite six, in hearts with four opposite the second suit, else 3NT
        T("2C P 2D P 2M P 2NT P 3M P", "rebid",
          R("4M", t("game in {M}: two or more opposite partner's six"), name="game", M=(2, 13)),
          R("3NT", t("game in no-trumps: a singleton or void in {M}"), name="no-trumps", M=(0, 1))),
        T("2C P 2D P 2M P 2NT P 3z P", "rebid",
          R("4z", t("game in {z}: four or more"), "major z", name="game", z=(4, 13)),
          R("3NT", t("game in no-trumps: no fit found"), name="no-trumps")),
        # bid26: after responder's raise (three or more, an ace or a king: with none responder jumps to 4M) opener
        # asks for aces with 24 or more, else bids game
        T("2C P 2D P 2M P 3M P", "rebid",
          R("4NT", t("Blackwood: asks partner's aces, looking for a slam in {M}"), forcing=True, name="Blackwood",
            hcp=(24, 37)),
          R("4M", t("game in {M}: partner's raise found the fit"), name="game")),
        # (bid34 wrote responder's game after 2♣–2NT–3x as well, in parallel with bid33's table above: 4M with
        # three, else 3NT; bid33's came first and ends in an unconditional 3NT, so bid34's was never reached and
        # was removed at the merge)
        # bid34: the same after a positive suit answer: opener's 2NT (22–24, fewer than three of responder's major)
        # is answered by the major again with six, else 3NT; opener's new suit at the three level is raised to
        # game in a major with three, else a six-card major is rebid, else 3NT (before, the fallback passed in
        # each, or the general rules' cheapest answer)
        T("2C P 2M P 2NT P", "rebid",
          R("3M", t("rebids {M}: six or more (the strong 2♣ forces to game)"), name="rebid the suit", M=(6, 13)),
          R("3NT", t("game in no-trumps: the strong 2♣ forces to game"), name="no-trumps")),
        T("2C P 2M P 2NT P 3M P", "rebid",
          R("4M", t("game in {M}: two or more opposite partner's six"), name="game", M=(2, 13)),
          R("3NT", t("game in no-trumps: a singleton or void in {M}"), name="no-trumps", M=(0, 1))),
        *[T(f"2C P {pos} P 3y P", "rebid",
            R("4y", t("game in {y}: three or more (the strong 2♣ forces to game)"), "major y", name="game",
              y=(3, 13)),
            *([R("3M", t("rebids {M}: six or more (the strong 2♣ forces to game)"), "above M y",
                 name="rebid the suit", M=(6, 13))] if pos == "2M" else []),
            R("3NT", t("game in no-trumps: the strong 2♣ forces to game"), name="no-trumps"))
          for pos in ("2M", "3m")],
        T("2C P 2D P 2M P 3y P", "rebid",
          R("3M", t("rebids {M}: six or more"), name="rebid the suit", M=(6, 13)),
          R("4y", t("supports {y}: four or more"), name="raise", y=(4, 13)),
          R("3NT", t("no fit and no six-card suit: suggests no-trumps"), name="no-trumps")),
    ]


def content_with_game() -> list[Table]:
    """bid16: partner has bid game (3NT, four of a major, five of a minor) and no table has a call for us: we pass,
    and the pass says so (before, it was the fallback, "no other call of the system fits"). Last of the tables, so
    every slam try, Blackwood and answer written before comes first."""
    text = t("content with game: partner's game ends the auction, no slam to try for")
    # bid26: the same after partner's slam (a 6NT or a grand slam, or six of a suit bid after Blackwood's answer):
    # the contract is placed
    slam = t("partner has placed the contract at a slam: pass")
    return [*(T(f"... {game} P", "rebid", R("P", text, name="pass at game")) for game in ("3NT", "4M", "5m")),
            *(T(f"... {s} P", "slam", R("P", slam, name="pass at slam"))
              for s in ("6NT", "7x", "7NT", "4NT P * P 6x"))]


def natural_one_spade() -> list[Table]:
    """bid27 (a second opinion from SAYCBridge's own tests): after 1♣–1♦–1♥ responder's 1♠ is natural, a
    one-round force with four or more spades (Mark London's SAYC notes, "Subsequent Bidding by Responder",
    bridgelessonacol.blogspot.com, 2008/08: "A new suit response (other than after a 1NT rebid by opener) is a
    one-round force ... If it is a fourth suit in the auction, it may be artificial ... (Exception is
    1♣-1♦-1♥-1♠, which is natural)"); without four hearts to raise, before the sign-offs and invitations."""
    return [T("1C P 1D P 1H P", "rebid",
              R("1S", t("a new suit, natural: four or more ♠ (1♣–1♦–1♥–1♠ is not the fourth suit forcing), 6–12 "
                        "total points, forcing one round"), forcing=True, name="natural 1♠", tp=(6, 12),
                S=(4, 13), H=(0, 3))),
            # opener answers the one-round force (never passes it): a raise with four spades by strength, else
            # no-trumps when balanced, else the clubs again
            T("1x P 1D P 1H P 1S P", "rebid",
              R("4S", t("raises ♠ to game: four or more, 19 or more total points"), name="raise", tp=(19, 37),
                S=(4, 13)),
              R("3S", t("invites game in ♠: four or more, 16–18 total points"), name="raise", tp=(16, 18),
                S=(4, 13)),
              R("2S", t("raises ♠: four or more, 15 total points or fewer"), name="raise", tp=(0, 15), S=(4, 13)),
              R("2NT", t("18–19 total points, balanced"), "balanced", name="2NT rebid", tp=(18, 19)),
              R("1NT", t("12–14 points, balanced"), "balanced", name="1NT rebid", hcp=(11, 14)),
              R("2x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13))),
            # bid34: responder's next call after opener's 1NT or 2x (no spade fit, no extra strength shown): the
            # natural 1♠ showed 6–12, so 2NT invites with 11–12 (as after 1x–1y–1NT, Mark London's "invite 11-12:
            # 2NT"), else a pass that says so (before, the fallback pass, or a 3NT from the general rules that
            # read opener's answer as stronger than it is)
            T("1x P 1D P 1H P 1S P 1NT P", "rebid",
              R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12)),
              R("P", t("6–10 total points: content with 1NT"), name="pass", tp=(6, 10))),
            T("1x P 1D P 1H P 1S P 2x P", "rebid",
              R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12)),
              R("P", t("content with partner's {x}: 6–10 total points"), name="pass", tp=(6, 10)))]


def slam_try_over_their_preempt() -> list[Table]:
    """bid33: their three-level jump overcall and partner's forcing major at the three level: with support and
    extra values opener cue-bids their suit, a slam try, rather than jump to game (Goren's weekly quiz, The
    Vindicator 2012-10-29 q5: 4♦ with ♠Q976 ♥AQ7 ♦7 ♣AKJ43 after 1♣–3♦–3♥–P; Maritha Pottenger, La Jolla Unit
    teaching points: "when partner bids over a preempt ... a new suit by you is assumed to be a control bid, looking
    for slam"; bridgetips.wordpress.com, "Cue-Bid Limit Raise": the four-level cue bid "shows slam interest ...
    Partner bids [game] to reject the slam try"). Responder signs off in game or asks for aces."""
    cue = "1x 3y 3M P 4y P"
    return [
        T("1x 3y 3M P", "competitive",
          R("4y", t("cue bid of their suit, a slam try: three or more {M}, 16 or more high-card points, the ace or "
                    "king of {y} or a singleton or void there"), "control y", forcing=True, name="slam try",
            hcp=(16, 37), M=(3, 13)),
          R("4M", t("game in {M}: three or more (partner's new suit shows five)"), name="game", M=(3, 13))),
        T(cue, "competitive",
          R("4NT", t("Blackwood: asks partner's aces, accepting the slam try with 15 or more high-card points"),
            forcing=True, name="Blackwood", hcp=(15, 37)),
          R("4M", t("declines the slam try: back to game in {M}, 14 high-card points or fewer"), name="decline",
            hcp=(0, 14))),
        *blackwood(cue),
        *blackwood_follow(cue),
    ]


SAYC = System(
    "sayc", t("Standard American Yellow Card (SAYC)"),
    (OPENING,
     *notrump_extras(),
     *notrump("1NT P", 15, 17, count="tp"),
     # their (penalty) double of our 1NT: systems on, every answer as without the double (the SAYC text as
     # Mark London wrote it: "If the opponents double, all conventional responses are 'on.'")
     *notrump_extras("1NT X"),
     *notrump("1NT X", 15, 17, count="tp"),
     *transfers_over_three_notrump("3NT P"),
     *transfers_over_three_notrump("2C P 2D P 3NT P"),
     *five_four_over_two_notrump("2NT P", 4),
     *notrump("2NT P", 20, 21, level=2, count="tp"),
     *five_four_over_two_notrump("2C P 2D P 2NT P", 1),
     *notrump("2C P 2D P 2NT P", 22, 24, level=2, count="tp"),
     *strong_two(),
     *strong_two_later(),
     *weak_twos_and_preempts(),
     *one_major_responses(),
     *one_minor_responses(),
     *later_calls(),
     *opener_rebids(),
     *natural_one_spade(),
     *responder_rebids(),
     *opener_third_calls(),
     *blackwood("1M P 2NT P * P"),
     *blackwood("2C P 2D P 2M P 3M P"),
     *blackwood_follow("2C P 2D P 2M P 3M P"),
     *blackwood("2C P 2M P"),
     # bid34: opener's 4NT after a positive answer in a minor asks for aces too (before, the answer was the pass)
     *blackwood("2C P 3m P"),
     *blackwood_follow("2C P 2M P"),
     T("1M P 5NT P", "slam",
       R("7M", t("grand slam force answer: two of the top three honours in {M}"), "good M", name="grand slam"),
       R("6M", t("grand slam force answer: fewer than two of the top three honours in {M}"), name="small slam")),
     *blackwood_follow("1M P 2NT P * P"),
     *blackwood_kings("1M P 2NT P * P"),
     *blackwood_kings("2C P 2M P"),
     *slam_try_over_their_preempt(),
     *competitive(),
     *over_their_strong_two_clubs(),
     # bid27: after their takeout double and partner's one-level new suit, as without the double
     *as_without_their_double([*opener_rebids(), *responder_rebids(), *opener_third_calls()]),
     # bid31: after their one-level overcall and partner's 1NT, as without the overcall
     *as_without_their_overcall([*opener_rebids(), *responder_rebids(), *opener_third_calls()]),
     # bid31: their one-level overcall or double that took no room from our next call, as without it
     *as_without_their_interference([*opener_rebids(), *responder_rebids(), *opener_third_calls()]),
     # bid35: after their takeout double and partner's single raise, as without the double
     *as_after_the_raise_over_their_double([*opener_rebids(), *responder_rebids(), *opener_third_calls()]),
     *overcall_of_our_notrump(),
     *content_with_game(),
     *general(),
     *sign_off_passes(),
     # bid36: named passes where they opened, after the general rules
     *they_opened_passes()),
    source="ACBL, SAYC System Booklet (2006 revision)")

__all__ = ["SAYC"]
