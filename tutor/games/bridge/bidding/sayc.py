"""Standard American Yellow Card (SAYC), as data: five-card majors, 1NT 15–17, 2NT 20–21, strong 2♣, weak
twos, Stayman and Jacoby transfers, limit raises and Jacoby 2NT, new suits forcing, reverses, Blackwood and
Gerber, and the competitive bids of :mod:`.common`.

Each table is an auction pattern (see :mod:`.rules`), then its rules in priority order: the call, what it
means, its conditions, what it shows. Sources and choices: ``docs/rules/bridge-bidding.md``.
"""

from __future__ import annotations

from typing import Any

from ....i18n import domain
from .common import blackwood, blackwood_follow, blackwood_kings, notrump
from .competitive import competitive, overcall_of_our_notrump
from .general import general
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
            R("2C", t("strong and artificial: 22 or more points counting one for each card over four in a suit "
                      "(18 or more high-card points), forcing"), "total_points 22", forcing=True, name="strong 2♣",
              hcp=(18, 37)),
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
            R("P", t("no opening: 12 high-card points or fewer, which with the lengths of the two longest suits make "
                     "under 20 (the rule of 20)"), name="pass", hcp=(0, 12)))


def jump_shift(var: str) -> Table:
    """Responder's jump in a new suit after ``1{var}``: 19 or more points, forcing to game (the one-level
    answers in a major, and 1♦ over 1♣, come first)."""
    return T(f"1{var} P", "response",
             R("2z", JUMP_SHIFT, f"above z {var}", f"jump_points {var} 19", forcing=True, name="jump shift",
               z=(4, 13)),
             R("3z", JUMP_SHIFT, f"below z {var}", f"jump_points {var} 19", forcing=True, name="jump shift",
               z=(4, 13)))


#: Responder's jump shift: 19 or more total points, or 19 dummy points with four-card support for opener's
#: suit (Pomer p49: a strong fit counts its shortness).
JUMP_SHIFT = t("jump shift: four or more {z}, 19 or more points (dummy points with four-card support for "
               "partner's suit), forcing to game, slam interest")


def major_jump_shift() -> Table:
    """Over a minor, the jump shift in a five-card major comes before the one-level answer (a four-card major is
    bid at the one level first)."""
    return T("1m P", "response",
             R("2z", JUMP_SHIFT, "major z", "above z m", "at_least z 5", "jump_points m 19", forcing=True,
               name="jump shift", z=(4, 13)))


def one_major_responses() -> list[Table]:
    return [
        T("1M P", "response",
          R("2NT", t("Jacoby 2NT: four or more {M}, 13 or more dummy points, forcing to game"), forcing=True,
            name="Jacoby 2NT", dpM=(13, 37), M=(4, 13)),
          R("4M", t("preemptive raise: five or more {M}, fewer than 10 points"),
            name="preemptive raise", hcp=(0, 9), M=(5, 13)),
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
          R("2m", t("two over one: four or more {m}, 11 or more total points, forcing"), forcing=True,
            name="two over one", tp=(11, 37), m=(4, 13)),
          R("2H", t("two over one: five or more hearts, 11 or more total points, forcing"), "below H M", forcing=True,
            name="two over one", tp=(11, 37), H=(5, 13)),
          R("1NT", t("6–10 total points, no fit and no suit to bid at the one level"), name="1NT response",
            tp=(6, 10)),
          R("3NT", t("13 or more points, balanced, without four-card support"), "balanced", name="3NT response",
            hcp=(13, 37)),
          R("P", t("fewer than 6 total points"), name="pass", tp=(0, 5))),
    ]


def one_minor_responses() -> list[Table]:
    return [
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


def opener_rebids() -> list[Table]:
    """Opener's second call after a one-level opening and a response (the opponents silent)."""
    return [
        T("1x P 1M P", "rebid",
          R("4M", t("19 or more dummy points, four-card support for {M}"), name="raise to game", dpM=(19, 37),
            M=(4, 13)),
          R("3M", t("16–18 dummy points, four-card support for {M}"), name="jump raise", dpM=(16, 18), M=(4, 13)),
          # a minimum with only five of its own suit, unbalanced, whose other four-card suit would be a reverse
          # raises responder's major with three rather than rebid a five-card suit (bidbase "Raise 1/1 with
          # 3-card support", after the ACBL Bulletin: when opener has nothing better to bid)
          R("2M", t("a minimum with four-card support for {M} (or three, unbalanced, when the other suit would be a "
                    "reverse): 15 dummy points or fewer"), "raise3 x M", name="raise", dpM=(10, 15), M=(3, 13))),
        T("1x P 1y P", "rebid",
          R("3z", t("opener's jump shift: four or more {z}, 19 or more total points, forcing to game"),
            "below z y", "unbalanced", forcing=True, name="jump shift", tp=(19, 37), z=(4, 13))),
        T("1C P 1D P", "rebid",
          R("2D", t("a minimum with four or more diamonds: 15 total points or fewer"), "no4major", name="raise",
            tp=(10, 15), D=(4, 13))),
        T("1m P 1y P", "rebid",
          R("3NT", t("game in no-trumps: six or more {m}, 19 or more total points"), name="game", tp=(19, 37),
            m=(6, 13))),
        T("1M P 1y P", "rebid",
          R("4M", t("game: six or more {M}, 19 or more total points"), name="game", tp=(19, 37), M=(6, 13))),
        T("1x P 1y P", "rebid",
          # the SAYC booklet's 2NT rebid is 18–19 points: a balanced hand too strong to open 1NT (15–17
          # high-card points), also a flat 4-3-3-3 with 18–19 high-card points whose total points count one less
          R("2NT", t("18–19 high-card points or 18–19 total points, balanced: too strong to open 1NT"), "balanced",
            "tp_or_hcp_in 18 19", name="2NT rebid", tp=(17, 20)),
          # bid21: after 1♣–1♦ with four cards in each major, hearts first: "bidding at the one level is
          # up-the-line in principle" (the SAYC booklet, as Tim Hill quoted it on rec.games.bridge, 1992); one rule
          # for every 1♥ here, so that reading 1♥ finds the rule that made it
          R("1H", t("a second suit: four or more hearts, at least as many as spades (with four of each, up the "
                    "line), 18 total points or fewer"), "longer H S", name="new suit", tp=(10, 18), H=(4, 13)),
          R("1z", t("a second suit: four or more {z}, 18 total points or fewer"), name="new suit", tp=(10, 18),
            z=(4, 13)),
          R("1NT", t("12–14 points, balanced"), "balanced", name="1NT rebid", hcp=(11, 14)),
          R("3x", t("16–18 total points, six or more {x}"), name="jump rebid", tp=(16, 18), x=(6, 13)),
          # two of a suit that could have been bid at the one level (above responder's) skips a level: the jump
          # shift, 19 or more and forcing to game, not a reverse (the SAYC booklet: jump shifts by opener force
          # to game; Pomer ch. 5)
          R("2z", t("opener's jump shift: four or more {z}, 19 or more total points, forcing to game"), "above z y",
            forcing=True, name="jump shift", tp=(19, 37), z=(4, 13)),
          R("2z", t("reverse: 16 or more total points, four or more {z} and at least as many {x}, forcing"),
            "above z x", "longer x z", forcing=True, name="reverse", tp=(16, 37), z=(4, 13), x=(4, 13)),
          R("2z", t("a second suit: four or more {z}, 18 total points or fewer"), "below z x", name="new suit",
            tp=(10, 18), z=(4, 13)),
          R("2x", t("rebids {x}: five or more, 18 total points or fewer"), name="rebid the suit", tp=(10, 18),
            x=(5, 13))),
        T("1M P 1NT P", "rebid",
          R("4M", t("game: six or more {M}, 19 or more total points"), name="game", tp=(19, 37), M=(6, 13))),
        T("1x P 1NT P", "rebid",
          R("2NT", t("18–19 total points, balanced: invites 3NT"), "balanced", name="2NT rebid", tp=(18, 19)),
          R("3x", t("16–18 total points, six or more {x}"), name="jump rebid", tp=(16, 18), x=(6, 13)),
          R("2z", t("reverse: 16 or more total points, four or more {z} and at least as many {x}, forcing"),
            "above z x", "longer x z", forcing=True, name="reverse", tp=(16, 37), z=(4, 13), x=(4, 13)),
          R("2z", t("a second suit: four or more {z}, 18 total points or fewer"), "below z x", "unbalanced",
            name="new suit", tp=(10, 18), z=(4, 13)),
          R("2x", t("rebids {x}: six or more, 15 total points or fewer"), name="rebid the suit", tp=(10, 15),
            x=(6, 13)),
          R("3NT", t("19 or more total points: game opposite partner's 6–10"), name="game", tp=(19, 37)),
          R("P", t("content with 1NT: 15 total points or fewer, or 17 or fewer with a balanced hand (18 "
                   "high-card points with a flat 4-3-3-3)"), "balanced_or_tp_at_most 15", name="pass",
            tp=(10, 17))),
        T("1M P 2M P", "rebid",
          R("2NT", t("18–19 total points, balanced: offers 3NT or game in {M}"), "balanced", name="2NT rebid",
            tp=(18, 19)),
          R("3z", t("help-suit game try: four or more {z}, 16–18 total points"), "below z M", name="game try",
            tp=(16, 18), z=(4, 13)),
          R("4M", t("game: 19 or more total points"), name="game", tp=(19, 37)),
          R("3M", t("invites game: 16–18 total points"), name="game try", tp=(16, 18)),
          R("P", t("a minimum: 15 total points or fewer"), name="pass", tp=(10, 15))),
        T("1m P 2m P", "rebid",
          R("2NT", t("18–19 total points, balanced"), "balanced", name="2NT rebid", tp=(18, 19)),
          R("3m", t("invites game: 16–18 total points"), name="game try", tp=(16, 18)),
          R("P", t("no game in view"), name="pass", hcp=(10, 21))),
        T("1M P 3M P", "rebid",
          R("4M", t("accepts the invitation: 15 or more dummy points (a void 5, a singleton 3, a doubleton 1)"),
            name="accept", dpM=(15, 37)),
          R("P", t("declines the invitation: fewer than 15 dummy points"), name="decline", dpM=(0, 14))),
        T("1m P 3m P", "rebid",
          R("3NT", t("accepts the invitation in no-trumps: 14 or more total points, balanced"), "balanced",
            name="accept", tp=(14, 37)),
          R("5m", t("accepts the invitation: 14 or more total points"), name="accept", tp=(14, 37)),
          R("P", t("declines the invitation: 13 total points or fewer"), name="decline", tp=(10, 13))),
        T("1M P 2NT P", "rebid",
          R("4z", t("Jacoby 2NT answer: a good second suit, five or more {z} with two of the top three honours"),
            "good z", name="second suit", z=(5, 13)),
          R("3z", t("Jacoby 2NT answer: a singleton or void in {z}"), name="shortness", z=(0, 1)),
          R("3M", t("Jacoby 2NT answer: 18 or more points, no shortness"), name="strong", hcp=(18, 21)),
          R("3NT", t("Jacoby 2NT answer: 15–17 points, no shortness"), name="medium", hcp=(15, 17)),
          R("4M", t("Jacoby 2NT answer: a minimum, 14 points or fewer, no shortness"), name="minimum",
            hcp=(10, 14))),
        T("1M P 2NT P * P", "slam",
          R("4NT", t("Blackwood: asks partner's aces, looking for a slam in {M}"), forcing=True,
            name="Blackwood", hcp=(18, 37)),
          R("4M", t("signs off in game"), name="game", dpM=(13, 37)),
          R("P", t("content with game"), name="pass", dpM=(13, 37))),
        # bid16: 1♣/1♦–2NT is 13–15 balanced, forcing to game, no four-card major (the SAYC booklet): opener
        # bids the game
        T("1m P 2NT P", "rebid",
          R("3NT", t("game in no-trumps: partner's 2NT forces to game"), name="game")),
        T("1x P 3y P", "rebid",
          R("4y", t("supports {y}: four or more"), name="raise", y=(4, 13)),
          R("3NT", t("12–14 points, balanced"), "balanced", name="3NT rebid", hcp=(11, 14)),
          R("3z", t("a second suit: four or more {z}"), name="new suit", z=(4, 13)),
          R("3x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13))),
        # the 2♥ answer to 1♠ shows five or more hearts (the SAYC booklet): three-card support makes an
        # eight-card major fit, and opener raises it before anything else (Pomer ch. 7)
        T("1S P 2H P", "rebid",
          R("3H", t("supports hearts: three or more (the 2♥ answer to 1♠ shows five)"), name="raise",
            H=(3, 13))),
        T("1x P 2y P", "rebid",
          R("2NT", t("12–14 points, balanced"), "balanced", name="2NT rebid", hcp=(11, 14)),
          R("3x", t("jump rebid after the two-over-one: 16 or more total points, six or more {x}, forcing"),
            "above x y", forcing=True, name="jump rebid", tp=(16, 37), x=(6, 13)),
          R("3NT", t("18–19 total points, balanced"), "balanced", name="3NT rebid", tp=(18, 19)),
          R("3y", t("supports {y}: four or more"), name="raise", y=(4, 13)),
          R("2z", t("a second suit: four or more {z}"), name="new suit", z=(4, 13)),
          R("2x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13)),
          R("3x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13))),
    ]


#: Responder's fourth suit forcing (the SAYC booklet: a fourth suit may be artificial; Pomer ch. 9).
FSF = t("fourth suit forcing: artificial, 11 or more total points, no stopper in {w}; asks opener to say more")
#: At the three level after a two-over-one it forces to game (the SAYC booklet).
FSF13 = t("fourth suit forcing: artificial, 13 or more total points, no stopper in {w}; forcing to game")


def responder_rebids() -> list[Table]:
    """Responder's second call, the opponents silent."""
    return [
        T("1M P 2M P 3z P", "rebid",
          R("4M", t("accepts the game try: 8 or more total points"), name="accept", tp=(8, 37)),
          R("3M", t("declines the game try: 7 total points or fewer"), name="decline", tp=(0, 7))),
        T("1M P 2M P 2NT P", "rebid",
          R("4M", t("game in {M}: 8 or more total points"), name="accept", tp=(8, 37)),
          R("3M", t("declines: 7 total points or fewer, back to {M}"), name="decline", tp=(0, 7))),
        T("1x P 1M P 2M P", "rebid",
          R("4M", t("game: 13 or more total points"), name="game", tp=(13, 37)),
          R("3M", t("invites game: 11–12 total points"), name="invite", tp=(11, 12)),
          R("P", t("6–10 total points: content with the part-score"), name="pass", tp=(6, 10))),
        # opener raised responder's diamonds (a minimum, four or more): responder's zones as after a raise of a
        # major, no-trumps first for game in a minor (the SAYC booklet: responder's 6–10 / 11–12 / 13+)
        T("1C P 1D P 2D P", "rebid",
          R("3NT", t("game in no-trumps: 13 or more total points"), name="game", tp=(13, 37)),
          R("2NT", t("invites 3NT: 11–12 total points, balanced"), "balanced", name="invite", tp=(11, 12)),
          R("3D", t("invites game: 11–12 total points"), name="invite", tp=(11, 12)),
          R("P", t("6–10 total points: content with the part-score"), name="pass", tp=(6, 10))),
        T("1x P 1M P 3M P", "rebid",
          R("4M", t("accepts the invitation: 8 or more total points"), name="accept", tp=(8, 37)),
          R("P", t("declines the invitation: 6–7 total points"), name="decline", tp=(6, 7))),
        # a six-card major opposite opener's balanced 1NT rebid (two or more) is an eight-card fit: game in it
        T("1x P 1M P 1NT P", "rebid",
          R("4M", t("game in {M}: six or more, 13 or more total points"), name="game", tp=(13, 37), M=(6, 13))),
        T("1x P 1y P 1NT P", "rebid",
          R("3y", t("invites game: six or more {y}, 11–12 points"), name="invite", hcp=(11, 12), y=(6, 13)),
          R("2y", t("weak, to play: six or more {y}, 10 total points or fewer"), name="sign-off", tp=(0, 10),
            y=(6, 13)),
          R("2z", t("responder's reverse: five or more {y}, four or more {z}, 13 or more total points, forcing "
                    "to game"), "above z y", "unbid z", forcing=True, name="responder's reverse", tp=(13, 37),
            y=(5, 13), z=(4, 13)),
          # bid17: a new suit below responder's first is not forcing after opener's 1NT, a jump shift in it forces
          # to game (Mark London's SAYC notes, "Subsequent Bidding by Responder": "1NT 2♣, 2♦ Non-forcing. 3♣ 3♦
          # Responder must jump shift to force game")
          R("3z", t("jump shift: five or more {y}, four or more {z}, 13 or more total points, forcing to game"),
            "below z y", "unbid z", "unbalanced", forcing=True, name="jump shift", tp=(13, 37), y=(5, 13),
            z=(4, 13)),
          R("3NT", t("game: 13 or more total points"), name="game", tp=(13, 37)),
          R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12)),
          R("2z", t("a second suit, not forcing: five or more {y}, four or more {z}, 6–10 total points, "
                    "unbalanced; opener passes or goes back to {y}"), "below z y", "unbid z", "unbalanced",
            name="new suit, not forcing", tp=(6, 10), y=(5, 13), z=(4, 13)),
          R("P", t("6–10 total points: content with 1NT"), name="pass", tp=(6, 10))),
        # after 1M–1NT and opener's new suit: raise it with four and a maximum, else go back to the major with
        # at least as many cards in it, else pass (Pomer ch. 6: responder's preference)
        T("1M P 1NT P 2z P", "rebid",
          R("3z", t("raises {z}: four or more, 8–10 total points, invites game"), "below z M", name="raise",
            tp=(8, 10), z=(4, 13)),
          # bid16: two cards in opener's major are enough for the preference, even with three of the new suit
          # (false preference: Audrey Grant, Better Bridge Nov/Dec 2011, "Even though responder prefers diamonds
          # to spades, the guideline suggests returning to spades": opener has five of the major, maybe four of
          # the new suit)
          R("2M", t("prefers {M}: two or more {M}, three or fewer {z} (partner's {M} is the longer suit)"),
            "at_most z 3", name="preference", M=(2, 13), z=(0, 3)),
          # bid16: the rest pass, playing opener's second suit (the SAYC text: "Bids available for signoff in
          # partscore: Pass, 1NT, 2 of a previously bid suit"; Audrey Grant on preference: "It's the length in
          # partner's suits, not the strength that is important")
          R("P", t("plays opener's second suit: no better contract"), "below z M", name="pass")),
        # bid16: the same after 1♦–1NT–2♣: back to diamonds with as many, else pass
        T("1D P 1NT P 2C P", "rebid",
          R("2D", t("prefers diamonds: at least as many diamonds as clubs"), "longer D C", name="preference",
            D=(2, 13)),
          R("P", t("plays opener's second suit: no better contract"), name="pass")),
        # bid17: opener's reverse after the 1NT answer (16 or more, forcing one round): game in no-trumps with a
        # maximum and the unbid suits stopped, else back to opener's first suit with three, else 2NT, the
        # weakest call (Cornell's reverse page: "If responder originally bid a 1NT, he may not want to go to game
        # with a bare minimum (6-8 HCP) ... Any other bid by responder is forcing to game"; Kingsville's
        # answers to a reverse: "3 Clubs Promises 3 Card Support", "2 NT w/ Stopper", "3 NT Good Values w/
        # Stopper in Unbid Suit")
        T("1x P 1NT P 2z P", "rebid",
          R("3NT", t("after the reverse (forcing): game, 9–10 total points and a stopper in each unbid suit"),
            "above z x", "stops_unbid", name="game after the reverse", tp=(9, 10)),
          R("3x", t("after the reverse (forcing): back to {x}, three or more, 6–10 total points"), "above z x",
            name="preference after the reverse", tp=(6, 10), x=(3, 13)),
          R("2NT", t("after the reverse (forcing): 6–10 total points, no fit for {x} and no game to bid: the "
                     "weakest call"), "above z x", name="after the reverse", tp=(6, 10))),
        # bid16: opener rebid a six-card suit, a minimum (10–15): invite with a maximum and two or more in a major
        # (an eight-card fit, 25 together opposite the top of opener's range), else pass (the SAYC text: "Bids
        # available for signoff in partscore: Pass ..."; adding up the points as the general rules do)
        T("1M P 1NT P 2M P", "rebid",
          R("3M", t("invites game in {M}: two or more {M}, 9–10 total points"), name="invite", tp=(9, 10),
            M=(2, 13))),
        T("1x P 1NT P 2x P", "rebid",
          R("P", t("content with the part-score: no game in view"), name="pass")),
        # bid16: opener's 2NT after 1NT (18–19, balanced, invitational: "With a bare minimum, responder is allowed
        # to pass", Audrey Grant, Better Bridge Nov/Dec 2011): 3NT with 7 or more (25 together), else pass
        T("1x P 1NT P 2NT P", "rebid",
          R("3NT", t("accepts the invitation: 7 or more total points"), name="accept", tp=(7, 37)),
          R("P", t("declines the invitation: a bare minimum, 6 total points or fewer"), name="decline",
            tp=(0, 6))),
        # after opener's invitational jump rebid (16–18 total points, six or more cards), over a one-level answer or
        # (bid16) over 1NT: game with 8 or more points, in opener's major with two or more cards (an eight-card
        # fit), else in no-trumps; pass below (the SAYC booklet: opener's jump rebid of the suit is invitational;
        # Pomer ch. 5, adding up the points)
        *(table for answer in ("1NT", "1y") for table in (
            T(f"1M P {answer} P 3M P", "rebid",
              R("4M", t("accepts the invitation: two or more {M} (partner shows six), 8 or more total points"),
                name="accept", tp=(8, 37), M=(2, 13))),
            T(f"1x P {answer} P 3x P", "rebid",
              R("3NT", t("accepts the invitation in no-trumps: 8 or more total points"), name="accept",
                tp=(8, 37)),
              R("P", t("declines the invitation: 7 total points or fewer"), name="decline", tp=(0, 7))))),
        # bid21: a six-card major opposite opener's balanced 2NT (two or more of every suit) is an eight-card fit:
        # game in it rather than 3NT (the general rules' principle: an eight-card major fit is the trump suit;
        # Pomer ch. 1), as after the 1NT rebid (`1x P 1M P 1NT P`)
        T("1x P 1M P 2NT P", "rebid",
          R("4M", t("game in {M}: six or more, 6 or more total points (partner's 2NT is balanced)"), name="game",
            tp=(6, 37), M=(6, 13))),
        T("1x P 1y P 2NT P", "rebid",
          R("3NT", t("game: 6 or more total points"), name="game", tp=(6, 37)),
          R("P", t("too weak for game"), name="pass", tp=(0, 5))),
        # bid21: opener repeated a major (five or more): with three or more of it responder has an eight-card
        # fit, and with game values bids game in it rather than 3NT (the general rules' principle: an eight-card
        # major fit is the trump suit, 25 together for game; Pomer ch. 1)
        T("1M P 1y P 2M P", "rebid",
          R("4M", t("game in {M}: three or more (partner's rebid shows five or more), 13 or more total points"),
            name="game", tp=(13, 37), M=(3, 13))),
        T("1x P 1y P 2x P", "rebid",
          R("2w", t("a new suit, forcing: four or more {w}, 11 or more total points"), forcing=True,
            name="new suit forcing", tp=(11, 37), w=(4, 13)),
          R("3y", t("invites game: six or more {y}, 11–12 points"), name="invite", hcp=(11, 12), y=(6, 13)),
          R("3NT", t("game: 13 or more total points"), name="game", tp=(13, 37)),
          R("3x", t("invites game: three or more {x}, 11–12 total points"), name="invite", tp=(11, 12), x=(3, 13)),
          R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12)),
          R("2y", t("weak, to play: six or more {y}"), name="sign-off", tp=(6, 10), y=(6, 13)),
          R("P", t("6–10 total points: content with the part-score"), name="pass", tp=(6, 10))),
        T("1x P 1y P 1z P", "rebid",
          R("4z", t("game in {z}: four or more, 13 or more total points"), name="game", tp=(13, 37), z=(4, 13)),
          R("3z", t("invites game in {z}: four or more, 11–12 total points"), name="invite", tp=(11, 12), z=(4, 13)),
          R("3y", t("invites game: six or more {y}, 11–12 points"), name="invite", hcp=(11, 12), y=(6, 13)),
          R("2w", FSF, "no_stop_unbid", forcing=True,
            name="fourth suit forcing", tp=(11, 37)),
          R("3NT", t("game: 13 or more total points"), name="game", tp=(13, 37)),
          R("2y", t("weak, to play: six or more {y}, 10 total points or fewer"), name="sign-off", tp=(0, 10),
            y=(6, 13)),
          R("2z", t("raises {z}: four or more, 6–10 total points"), name="raise", tp=(6, 10), z=(4, 13)),
          R("2x", t("prefers {x}: three or more, 6–10 total points"), name="preference", tp=(6, 10), x=(3, 13)),
          R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12)),
          R("1NT", t("6–10 total points, nothing else to say"), name="1NT", tp=(6, 10))),
        # bid21: after opener's second suit at the two level, responder's support for opener's first suit: game in
        # a major with three or more (opener shows five) and 13 or more, rather than 3NT; with 11–12 the jump
        # preference invites (Mark London's SAYC notes: "invite 11-12: 2NT or three of a suit already bid"), with
        # three of a major or four of a minor (a minor opening may have three or four), before 2NT and the fourth
        # suit (not after a reverse, where three of opener's suit is the simple preference)
        T("1M P 1y P 2z P", "rebid",
          R("4M", t("game in {M}: three or more (partner shows five or more), 13 or more total points"),
            name="game", tp=(13, 37), M=(3, 13)),
          R("3M", t("invites game: a jump preference, three or more {M}, 11–12 total points"), "below z M",
            name="invite", tp=(11, 12), M=(3, 13))),
        T("1m P 1y P 2z P", "rebid",
          R("3m", t("invites game: a jump preference, four or more {m}, 11–12 total points"), "below z m",
            name="invite", tp=(11, 12), m=(4, 13))),
        T("1x P 1y P 2z P", "rebid",
          R("3w", t("jumps in the fourth suit: five or more {w} and five or more {y}, forcing to game"),
            forcing=True, name="jump in the fourth suit", tp=(13, 37), y=(5, 13), w=(5, 13)),
          R("2w", FSF, "above w z", "no_stop_unbid",
            forcing=True, name="fourth suit forcing", tp=(11, 37)),
          # bid21: after opener's reverse (forcing, 16 or more; Cornell's reverse page: "A reverse by opener is
          # forcing"; Kingsville's answers to a reverse: "3 NT Good Values w/ Stopper in Unbid Suit") 10 or more
          # make game (bridgepassion.com lesson 7: "With 13+ TP, responder must bid up to game", opener's 16 and
          # responder's 10 making the same 26); the fourth suit first without a stopper, where it can be bid
          R("3NT", t("after the reverse (16 or more): game, 10 or more total points"), "above z x",
            name="game after the reverse", tp=(10, 37)),
          R("3NT", t("game: 13 or more total points"), name="game", tp=(13, 37)),
          R("3z", t("raises {z}: four or more, 11–12 total points, invites game"), name="invite", tp=(11, 12),
            z=(4, 13)),
          R("2NT", t("invites 3NT: 11–12 total points"), "below z x", name="invite", tp=(11, 12)),
          R("2x", t("prefers {x}: two or more, 6–10 total points"), name="preference", tp=(6, 10), x=(2, 13)),
          R("3x", t("prefers {x}: three or more, 6–10 total points"), name="preference", tp=(6, 10), x=(3, 13)),
          R("2y", t("after the reverse (forcing): rebids {y}, five or more, 6–10 total points"), "above z x",
            name="rebid the suit", tp=(6, 10), y=(5, 13)),
          R("2NT", t("after the reverse (forcing): 6–12 total points, no other call fits"), "above z x",
            name="after the reverse", tp=(6, 12)),
          R("P", t("6–10 total points: content with the part-score"), name="pass", tp=(6, 10))),
        *fourth_suit_forcing(),
        T("1M P 2y P 2z P", "rebid",
          R("3y", t("rebids {y}: six or more, 10–12 total points"), name="rebid the suit", tp=(10, 12), y=(6, 13)),
          R("3M", t("support for {M}: three or more, 11 or more total points, forcing"), forcing=True, name="support",
            tp=(11, 37), M=(3, 13)),
          # bid17: the booklet's other invitation after 1♠–2♣–2♥, "2NT, 3♣, 3♥ = invitation to game", the raise
          R("3z", t("raises {z}: four or more, 11–12 total points, invites game"), name="invite", tp=(11, 12),
            z=(4, 13)),
          R("2NT", t("invites 3NT: 10–12 total points, a stopper in the unbid suit"), "stops_unbid", name="invite",
            tp=(10, 12)),
          R("2M", t("prefers {M}: two or more, 10–12 total points"), name="preference", tp=(10, 12), M=(2, 13))),
        # bid17: game in opener's second major with four (1♠–2m–2♥–4♥), 13 or more
        T("1S P 2y P 2H P", "rebid",
          R("4H", t("game in hearts: four or more, 13 or more total points"), name="game", tp=(13, 37),
            H=(4, 13))),
        # bid21: the same after the minor's two-over-one, 1♦–2♣–2M (the only two-over-one under a minor; opener's
        # new suit is a major): the booklet's limit bids after 1♠–2♣–2♦ ("Responder can limit his hand by
        # bidding 2♠, 2NT, 3♣, or 3♦"; after 1♠–2♣–2♥ "2NT, 3♣, 3♥ = invitation to game") read for 1♦–2♣–2M:
        # the raise of the major, clubs again with six, 2NT with the unbid suit stopped, three of opener's
        # diamonds (the cheapest preference); game in the major with four and 13 or more
        T("1D P 2C P 2M P", "rebid",
          R("4M", t("game in {M}: four or more, 13 or more total points"), name="game", tp=(13, 37), M=(4, 13)),
          R("3M", t("raises {M}: four or more, 11–12 total points, invites game"), name="invite", tp=(11, 12),
            M=(4, 13)),
          R("3C", t("rebids clubs: six or more, 10–12 total points, invites game"), name="rebid the suit",
            tp=(10, 12), C=(6, 13)),
          R("2NT", t("invites 3NT: 10–12 total points, a stopper in the unbid suit"), "stops_unbid", name="invite",
            tp=(10, 12)),
          R("3D", t("prefers diamonds: three or more, 10–12 total points, invites game"), name="preference",
            tp=(10, 12), D=(3, 13))),
        # bid17: opener repeated the suit after the two-over-one: responder promised another call (the SAYC
        # booklet: "Responder promises to bid again if he responded with a new suit at the two level unless
        # opener's rebid is at the game level") and invites with 11–12 (the booklet's 10–11, a length point for
        # the two-over-one's suit; the two-over-one shows 11 or more): three of opener's suit with three, three
        # of the own suit with six, else 2NT; game with 13 or more (the tables after)
        T("1x P 2y P 2x P", "rebid",
          R("3x", t("invites game: three or more {x}, 11–12 total points"), name="invite", tp=(11, 12),
            x=(3, 13)),
          R("3y", t("rebids {y}: six or more, 10–12 total points"), name="rebid the suit", tp=(10, 12), y=(6, 13)),
          R("2NT", t("invites 3NT: 11–12 total points"), name="invite", tp=(11, 12))),
        # opener's third call after a reverse and responder's rebid of the suit (five or more; Pomer p63)
        T("1x P 1y P 2z P 2y P", "rebid",
          R("3y", t("after the reverse: three-card support for {y}"), "above z x", name="delayed support",
            y=(3, 3)),
          R("3x", t("after the reverse: six or more {x}, fewer than three {y}"), "above z x", name="rebid the suit",
            x=(6, 13), y=(0, 2)),
          R("2NT", t("after the reverse: a stopper in the unbid suit, fewer than three {y}"), "above z x",
            "stops_unbid", name="no-trumps", y=(0, 2))),
        # opener's third call: delayed support for responder's first suit (the books' answer when responder
        # bids again after opener repeated the suit)
        T("1x P 1y P 2x P 2z P", "rebid",
          R("3y", t("delayed support: three {y}, 14 or more total points"), name="delayed support", tp=(14, 37),
            y=(3, 3)),
          R("2y", t("delayed support: three {y}, a minimum"), name="delayed support", tp=(10, 13), y=(3, 3))),
        T("1x P 1y P 2x P 2NT P", "rebid",
          R("3y", t("delayed support: three {y}"), name="delayed support", y=(3, 3))),
        T("1x P 2y P 2x P 3z P", "rebid",
          R("3y", t("delayed support: two or more {y} (partner's two-over-one shows five)"),
            name="delayed support", y=(2, 13))),
        # after a two-over-one (forcing to game) and opener's second suit: the fourth suit asks for a stopper
        # in it rather than bidding 3NT without one
        T("1x P 2y P 2z P", "rebid",
          R("2w", FSF, "above w z", "no_stop_unbid", forcing=True, name="fourth suit forcing", tp=(11, 37)),
          # bid17: at the three level the fourth suit forces to game (the SAYC booklet after 1♠–2♣–2♥: "3♦ = game
          # force, could be conventional"), 13 or more
          R("3w", FSF13, "below w z", "no_stop_unbid", forcing=True, name="fourth suit forcing", tp=(13, 37))),
        *[T(f"1x P 2y P 2z P {lv}w P", "rebid",
            R("2NT", t("answers fourth suit forcing: a stopper in {w}, fewer than three {y}"), "stopper w",
              name="stopper", y=(0, 2)),
            R("3y", t("answers fourth suit forcing: three or more {y}"), name="support", y=(3, 13)),
            R("3NT", t("answers fourth suit forcing: a stopper in {w}, fewer than three {y}"), "stopper w",
              name="stopper", y=(0, 2)),
            R("3x", t("answers fourth suit forcing: rebids {x}; no stopper in {w}, fewer than three {y}"),
              name="rebid the suit", y=(0, 2)),
            R("4x", t("answers fourth suit forcing: rebids {x}; no stopper in {w}, fewer than three {y}"),
              name="rebid the suit", y=(0, 2)))
          for lv in (2, 3)],
        T("1x P 2y P 2NT P", "rebid",
          R("3NT", t("game: 11 or more total points"), name="game", tp=(11, 37))),
        # opener raised the 2♥ answer (five hearts) with three: the fit is found, game in it
        T("1S P 2H P 3H P", "rebid",
          R("4H", t("game in hearts: opener's raise found the fit, 11 or more total points"), name="game",
            tp=(11, 37))),
        T("1M P 2y P * P", "rebid",
          R("4M", t("game in opener's major: three or more {M}"), name="game", tp=(11, 37), M=(3, 13))),
        T("1x P 2y P * P", "rebid",
          R("3NT", t("game in no-trumps: 11 or more total points"), name="game", tp=(11, 37))),
        T("1M P 3y P * P", "rebid",
          R("4M", t("game in opener's major: three or more {M}"), name="game", tp=(11, 37), M=(3, 13))),
        T("1x P 3y P * P", "rebid",
          R("3NT", t("game in no-trumps: 11 or more total points"), name="game", tp=(11, 37))),
    ]


#: bid21: responder's 2NT, inviting 3NT with 11–12 total points (Mark London's SAYC notes: "invite 11-12: 2NT or
#: three of a suit already bid"), after opener's minimum rebid (1NT, a new suit at the one level, the suit again):
#: opener accepts with 14 or more total points (14 + 11½ reaches 25), declines with a minimum.
NT_INVITES = ("1x P 1y P 1NT P 2NT P", "1x P 1y P 1z P 2NT P", "1x P 1y P 2x P 2NT P", "1x P 2y P 2x P 2NT P",
              "1M P 2y P 2z P 2NT P", "1D P 2C P 2M P 2NT P")
#: bid21: responder's sign-off (6–10 total points: 1NT, a preference, a simple raise, responder's six-card suit
#: again) after opener's rebid (London: "Bids available for signoff in partscore: Pass, 1NT, 2 of a previously bid
#: suit").
SIGN_OFFS = ("1x P 1y P 1z P 1NT P", "1x P 1y P 1z P 2x P", "1x P 1y P 1z P 2y P", "1x P 1y P 1z P 2z P",
             "1x P 1y P 1NT P 2y P", "1x P 1y P 2x P 2y P", "1x P 1y P 2z P 2x P", "1x P 1y P 2z P 3x P",
             "1x P 1NT P 2z P 2x P")
#: bid21: responder's invitation in a suit (three of a suit already bid, 11–12 total points after a one-level
#: answer or a two-over-one, 8–10 after 1NT; London: "invite 11-12: 2NT or three of a suit already bid"; the
#: booklet after 1♠–2♣–2♥: "2NT, 3♣, 3♥ = invitation to game", "2♠ = preference, not forcing").
SUIT_INVITES = ("1x P 1NT P 2z P 3z P", "1x P 1y P 2x P 3x P", "1x P 1y P 2x P 3y P", "1x P 1y P 1NT P 3y P",
                "1x P 1y P 1z P 3z P", "1x P 1y P 1z P 3y P", "1x P 1y P 2z P 3z P", "1M P 2y P 2z P 3y P",
                "1M P 2y P 2z P 3z P", "1M P 2y P 2z P 2M P", "1x P 2y P 2x P 3x P", "1x P 2y P 2x P 3y P",
                "1D P 2C P 2M P 3M P", "1D P 2C P 2M P 3C P", "1D P 2C P 2M P 3D P")


def opener_third_calls() -> list[Table]:
    """Opener's third call after responder's 2NT invitation, the opponents silent (bid21)."""
    accept = t("accepts the invitation: 14 or more total points, game in no-trumps")
    decline = t("declines the invitation: a minimum, 13 total points or fewer")
    tables = []
    # with six cards of the major opener rebid, the 2NT invitation (no three-card support: 11–12 with three
    # raises the major instead) leaves an eight-card fit: game in the major with 14 or more, else three of it to
    # play rather than 2NT (from memory: the usual teaching, "return to the six-card major with a minimum")
    for p in ("1M P 1y P 2M P 2NT P", "1M P 2y P 2M P 2NT P"):
        tables.append(T(p, "rebid",
                        R("4M", t("accepts the invitation in {M}: six or more, 14 or more total points"),
                          name="accept", tp=(14, 37), M=(6, 13)),
                        R("3M", t("declines the invitation: six or more {M}, a minimum (13 total points or "
                                  "fewer), to play in {M}"), name="decline", tp=(0, 13), M=(6, 13))))
    tables += [T(p, "rebid", R("3NT", accept, name="accept", tp=(14, 37)),
                 R("P", decline, name="decline", tp=(0, 13))) for p in NT_INVITES]
    # the same after opener's new suit at the two level, when it is not a reverse (after a reverse 2NT is
    # responder's weakest call, and opener has shown 16 or more)
    tables.append(T("1x P 1y P 2z P 2NT P", "rebid",
                    R("3NT", accept, "below z x", name="accept", tp=(14, 37)),
                    R("P", decline, "below z x", name="decline", tp=(0, 13))))
    # responder's non-forcing new suit after opener's 1NT (five of y, four of z, 6–10; London: "1NT 2♣, 2♦
    # Non-forcing"): opener goes back to responder's five-card suit with three of it and fewer than four of z
    # (the eight-card fit), else passes (from memory, preference as after 1M–1NT–2z: the longer combined suit)
    tables.append(T("1x P 1y P 1NT P 2z P", "rebid",
                    R("2y", t("prefers {y}: three {y} (partner shows five), fewer than four {z}"), "below z y",
                      name="preference", y=(3, 3), z=(0, 3)),
                    R("P", t("plays partner's second suit: four or more {z}, or fewer than three {y}"), "below z y",
                      name="pass")))
    return tables


def sign_off_passes() -> list[Table]:
    """bid21: opener's pass of responder's sign-off or invitation in a suit, after the general rules (which bid
    game or invite when the points added up allow it: opener's 16 or more opposite 6–10): what is left passes,
    and the pass says so rather than "no other call fits". It shows nothing more, so it is true of every hand
    that makes it."""
    content = t("content with the part-score: partner's sign-off shows 6–10 total points, no game in view")
    decline = t("declines the invitation: no game in view (too few points together, or no fit and no stoppers "
                "for no-trumps)")
    return [*(T(p, "rebid", R("P", content, name="pass")) for p in SIGN_OFFS),
            *(T(p, "rebid", R("P", decline, name="decline")) for p in SUIT_INVITES)]


def fourth_suit_forcing() -> list[Table]:
    """Opener's answer to fourth suit forcing and responder's next call (the SAYC booklet: a fourth suit
    may be artificial; Pomer ch. 9: support for responder's suit first, then no-trumps with a stopper, a raise
    of the fourth suit with four, else the first suit again)."""
    tables = []
    for before in ("1x P 1y P 1z P", "1x P 1y P 2z P"):
        # bid21: with extra values (16 or more total points, above a minimum; not after a reverse, which showed
        # them) opener jumps: 3y with three of responder's suit, 3NT with a stopper in the fourth suit, forcing
        # to game (Jazclass Intermediate Bridge lesson 25 (4th suit forcing): opener's 3NT over 1♦–1♥–2♣–2♠
        # with ♠KQ8 ♥7 ♦KQ1064 ♣AK65; the cheapest answer with a minimum, the jump with more, as opener's other
        # rebids: from memory, the usual teaching)
        extra = ("below z x",) if before.endswith("2z P") else ()
        tables.append(T(f"{before} 2w P", "rebid",
                        R("3y", t("answers fourth suit forcing with extra values: a jump, three or more {y}, 16 or "
                                  "more total points, forcing to game"), "above y w", *extra, forcing=True,
                          name="support with extras", tp=(16, 37), y=(3, 13)),
                        R("3NT", t("answers fourth suit forcing with extra values: a jump to game, a stopper in "
                                   "{w}, fewer than three {y}, 16 or more total points"), "stopper w", *extra,
                          name="stopper with extras", tp=(16, 37), y=(0, 2)),
                        R("2y", t("answers fourth suit forcing: three or more {y}"), name="support", y=(3, 13)),
                        R("3y", t("answers fourth suit forcing: three or more {y}"), name="support", y=(3, 13)),
                        R("2NT", t("answers fourth suit forcing: a stopper in {w}, fewer than three {y}"),
                          "stopper w", name="stopper", y=(0, 2)),
                        R("3w", t("answers fourth suit forcing: four or more {w}, fewer than three {y}"),
                          name="four in the fourth suit", y=(0, 2), w=(4, 13)),
                        R("2x", t("answers fourth suit forcing: rebids {x}; no stopper in {w}, fewer than three "
                                  "{y}"), name="rebid the suit", y=(0, 2)),
                        R("3x", t("answers fourth suit forcing: rebids {x}; no stopper in {w}, fewer than three "
                                  "{y}"), name="rebid the suit", y=(0, 2))))
        major = before.replace("1y", "1M")
        # bid21: after opener's jump support (forcing to game; responder's fourth suit denied a stopper in it)
        tables.append(T(f"{major} 2w P 3M P", "rebid",
                        R("4M", t("game in {M}: partner's jump shows three {M} and extra values"), "above M w",
                          name="game")))
        tables.append(T(f"{major} 2w P 2M P", "rebid",
                        R("4M", t("game in {M}: 13 or more total points"), name="game", tp=(13, 37)),
                        R("3M", t("invites game in {M}: 12 total points or fewer"), name="invite", tp=(0, 12))))
        # opener answered at the three level in a suit, with no stopper in the fourth suit: without one either,
        # responder raises opener's suit to game rather than bid 3NT (Pomer ch. 9, p76)
        tables.append(T(f"{before} 2w P 3x P", "rebid",
                        R("4x", t("raises {x}: three or more, 11 or more total points; no stopper in {w} for "
                                  "no-trumps"), "no_stopper w", name="raise",
                          tp=(11, 37), x=(3, 13))))
        tables.append(T(f"{before} 2w P 3z P", "rebid",
                        R("4z", t("raises {z}: three or more, 11 or more total points; no stopper in {w} for "
                                  "no-trumps"), "no_stopper w", name="raise",
                          tp=(11, 37), z=(3, 13))))
        tables.append(T(f"{before} 2w P * P", "rebid",
                        R("3NT", t("game in no-trumps: 13 or more total points"), name="game", tp=(13, 37))))
    return tables


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
        T(f"{p} 2D P", "rebid",
          R("3H", t("super-accept: four or more hearts and a maximum, 17 points"), name="super-accept",
            hcp=(17, 17), H=(4, 13))),
        T(f"{p} 2H P", "rebid",
          R("3S", t("super-accept: four or more spades and a maximum, 17 points"), name="super-accept",
            hcp=(17, 17), S=(4, 13))),
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
            T(f"2{s} P 2NT P", "rebid",
              R("3z", t("a maximum (9–11 points) with a feature: an ace, king or queen in {z}"), "unbid z",
                "feature z", name="feature", hcp=(9, 11)),
              R(f"3{s}", t("rebids the suit: a minimum, or a maximum without a feature"), name="minimum")),
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
                        R(f"3{opened}", t("rebids the suit: no fit for partner's suit, a minimum or no feature"),
                          name="minimum", **_length(y, 0, 2))))
    tables += [
        T("3x P", "response",
          R("3NT", t("to play: 15 or more points, with two of the top three honours in partner's suit"), "good x",
            name="3NT", hcp=(15, 37)),
          R("3z", t("a new suit: five or more {z}, 16 or more points, forcing"), "above z x", forcing=True,
            name="new suit", hcp=(16, 37), z=(5, 13))),
        T("3M P", "response",
          R("4M", t("raises to game: three or more {M}, or 16 or more points (partner's long suit as trumps)"),
            "fit_or_points M 3 16", name="raise to game")),
        T("3m P", "response",
          R("5m", t("raises to game in {m}: four or more, with a singleton or void"), "unbalanced",
            name="raise to game", m=(4, 13))),
        # bid20: no other answer fits: the preempt is left to play (Pomer ch. 10 p88 h18; Downey ch. 14: new suits
        # forcing, raises to play), said as a pass of its own rather than the fallback's
        T("3x P", "response",
          R("P", t("no game in view opposite the preempt: no fit for a raise, no suit or stoppers for another call"),
            name="pass")),
    ]
    return tables


def strong_two_later() -> list[Table]:
    """Opener's third call after 2♣–2♦–2M and responder's new suit (Pomer ch. 11)."""
    return [
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
    return [T(f"... {game} P", "rebid", R("P", text, name="pass at game")) for game in ("3NT", "4M", "5m")]


SAYC = System(
    "sayc", t("Standard American Yellow Card (SAYC)"),
    (OPENING,
     *notrump_extras(),
     *notrump("1NT P", 15, 17, count="tp"),
     # their (penalty) double of our 1NT: systems on, every answer as without the double (the SAYC text as
     # Mark London wrote it: "If the opponents double, all conventional responses are 'on.'")
     *notrump_extras("1NT X"),
     *notrump("1NT X", 15, 17, count="tp"),
     *notrump("2NT P", 20, 21, level=2, count="tp"),
     *notrump("2C P 2D P 2NT P", 22, 24, level=2, count="tp"),
     *strong_two(),
     *strong_two_later(),
     *weak_twos_and_preempts(),
     *one_major_responses(),
     *one_minor_responses(),
     *opener_rebids(),
     *responder_rebids(),
     *opener_third_calls(),
     *blackwood("1M P 2NT P * P"),
     *blackwood("2C P 2M P"),
     *blackwood_follow("2C P 2M P"),
     T("1M P 5NT P", "slam",
       R("7M", t("grand slam force answer: two of the top three honours in {M}"), "good M", name="grand slam"),
       R("6M", t("grand slam force answer: fewer than two of the top three honours in {M}"), name="small slam")),
     *blackwood_follow("1M P 2NT P * P"),
     *blackwood_kings("1M P 2NT P * P"),
     *blackwood_kings("2C P 2M P"),
     *competitive(),
     *overcall_of_our_notrump(),
     *content_with_game(),
     *general(),
     *sign_off_passes()),
    source="ACBL, SAYC System Booklet (2006 revision)")

__all__ = ["SAYC"]
