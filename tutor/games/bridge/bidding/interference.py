"""Our side in competition, both systems': responder and opener when the opponents interfere with our
opening (their overcall: the negative double, new suits, raises, no-trumps, the cue-bid raise; their double: the
redouble and preemptive raises; their 1NT or jump overcall; unusual over unusual), opener's rebids and the
reopening double after their overcall, and their overcall or double of our 1NT and of our Stayman or transfer.
:func:`.competitive.competitive` assembles these tables with those of :mod:`.overcalls` in their order of
priority.

Read a rule as: call, what it means, the conditions (``when``), then what it shows (``hcp=(lo, hi)`` and
suit lengths). ``docs/rules/bridge-bidding.md`` gives the sources and the choices where books differ.
"""

from __future__ import annotations

from dataclasses import replace

from ....i18n import domain
from .common import _shows
from .conditions import MAJORS as MAJORS_
from .conditions import SUIT_ORDER as SUIT_ORDER_
from .overcalls import SYM
from .rebids import JUMP_REBID
from .rules import R, Rule, T, Table

t, tn = domain("bidding")

#: Responder after their overcall of partner's opening: a new suit at the two level is natural and forcing, five
#: or more cards and 10 or more points, a minor as well as a major (Pomer ch. 16: "a new suit is natural and
#: forcing, 6+ at the one level, 10+ at the two"); only a cheapest-level bid (a jump is not this).
NEW_SUIT_TWO = R("2z", t("a new suit at the two level, forcing: five or more {z}, 10 or more points"), "below z y",
                 "unbid z", forcing=True, name="new suit", hcp=(10, 37), z=(5, 13))

#: Responder's no-trumps over their overcall, with a stopper in their suit and no fit to show: 2NT invites game
#: with 11–12, 3NT is to play with 13–15 (the standard ranges, as without the overcall: Pomer ch. 16; the
#: SAYC booklet's no-trump responses 13–15 for 2NT are the uncontested, forcing ones).
NOTRUMP_OVER_OVERCALL = (
    R("2NT", t("invites game: 11–12 points, a stopper in {y}"), "stopper y", "balanced", name="2NT",
      hcp=(11, 12)),
    R("3NT", t("game in no-trumps: 13–15 points, a stopper in {y}"), "stopper y", "balanced", name="3NT",
      hcp=(13, 15)),
)


def over_their_interference() -> list[Table]:
    """Responder when they overcall or double partner's opening (their jump overcall, their double, their 1NT,
    the negative double, new suits and raises), opener's answers to the cue-bid raise and the negative
    double, and the negative doubler's second call."""
    return [
        # their jump overcall to the three level (bid22): the SAYC card's negative doubles stop at 2♠, so a double
        # here is for penalties (Karen Walker, "Penalty doubles and exceptions", kwbridge.com: a double is for
        # penalties when "The bid is above our agreed level for negative doubles"); otherwise natural: a raise
        # of opener's major, game with the values, a new suit forcing, 3NT to play
        T("1M 3y", "competitive",
          R("4M", t("raises {M} to game over their jump overcall: three or more {M}, 13 or more dummy points"),
            name="game raise", dpM=(13, 37), M=(3, 13)),
          R("3M", t("raises {M} over their jump overcall: three or more {M}, 8–12 dummy points"), "above M y",
            name="raise", dpM=(8, 12), M=(3, 13))),
        T("1x 3y", "competitive",
          R("X", t("penalty double of their jump overcall: four or more {y} with two of the top three honours, 8 "
                   "or more points (negative doubles stop at 2♠)"), "good y", name="penalty double",
            hcp=(8, 37), y=(4, 13)),
          NOTRUMP_OVER_OVERCALL[1],
          R("3z", t("a new suit at the three level, forcing: five or more {z}, 10 or more points"), "above z y",
            "unbid z", forcing=True, name="new suit", hcp=(10, 37), z=(5, 13)),
          R("4m", t("a new suit at the four level, forcing: five or more {m}, 10 or more points"), "below m y",
            "unbid m", forcing=True, name="new suit", hcp=(10, 37), m=(5, 13))),
        # the opponents doubled partner's opening
        T("1M X", "competitive",
          R("4M", t("preemptive raise to game: five or more {M}, at most 9 points"), "unbalanced", name="preempt",
            hcp=(0, 9), M=(5, 13))),
        T("1x X", "competitive",
          R("XX", t("redouble: 10 or more points"), name="redouble", hcp=(10, 37)),
          R("3x", t("preemptive jump raise: four or more {x}, at most 9 points"), name="preemptive raise",
            hcp=(0, 9), x=(4, 13)),
          R("2x", t("raise: three or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(3, 13)),
          R("1z", t("a new suit: four or more {z}, 6–9 points"), name="new suit", hcp=(6, 9), z=(4, 13)),
          R("2z", t("preemptive jump shift: six or more {z}, 5–9 points"), "above z x", "good z", name="preempt",
            hcp=(5, 9), z=(6, 13)),
          R("3z", t("preemptive jump shift: six or more {z}, 5–9 points"), "below z x", "good z", name="preempt",
            hcp=(5, 9), z=(6, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # after our redouble they ran and opener passed (waiting): the redoubler doubles them with four or more of
        # their suit (the redouble said 10+ and an interest in penalties: Karen Walker, "Troubles with
        # Redoubles" VI, kwbridge.com: opener passes "and let[s] partner decide"; partner doubles with four trumps)
        *[T(f"1x X XX {lv}y P P", "competitive",
            R("X", t("penalty double after our redouble: four or more {y}"), name="penalty double", y=(4, 13)),
            # bid35: without four of theirs the redoubler may not let them play undoubled (Michael Byrne, "The
            # Mysterious Redouble (Part II)", Traps for the Unwary: "you must either play the contract yourselves
            # or double the opponents for penalties"; "The redoubler is expected to support one of opener's suits
            # if he can, or else retreat to no-trumps"): a raise, no-trumps with their suit stopped, else a suit
            # of its own; game with 13 or more (the redouble showed 10 or more, opener's pass an opening hand)
            R("4x", t("game in {x} after our redouble: three or more {x}, 13 or more points"), "major x",
              name="game raise", hcp=(13, 37), x=(3, 13)),
            R("3NT", t("game in no-trumps after our redouble: a stopper in {y}, 13 or more points"), "stopper y",
              name="3NT", hcp=(13, 37)),
            *[R(call, t("supports partner after our redouble: three or more {x}, 10–12 points"), "major x", *cond,
                name="raise", hcp=(10, 12), x=(3, 13))
              for call, cond in (((f"{lv + 1}x", ()),) if lv == 1 else (("2x", ("above x y",)),
                                                                         ("3x", ("below x y",))))],
            *[R(call, t("supports partner after our redouble: four or more {x}, 10–12 points"), *cond,
                name="raise", hcp=(10, 12), x=(4, 13))
              for call, cond in (((f"{lv + 1}x", ()),) if lv == 1 else (("2x", ("above x y",)),
                                                                         ("3x", ("below x y",))))],
            R(f"{lv}NT", t("no-trumps after our redouble: a stopper in {y}, 10–12 points"), "stopper y",
              name="notrump", hcp=(10, 12)),
            # (the new suit forcing: Robert Todd, advinbridge.com TWIB 367, after 1♠–X–XX–2♣–P–P: "2♦ 5+card ♦,
            # 10+ points, 1F")
            *[R(f"{lv + k}z", t("a suit of its own after our redouble, forcing: five or more {z}, 10 or more "
                                "points"), "above z y" if k == 0 else "below z y", "unbid z", forcing=True,
                name="new suit", hcp=(10, 37), z=(5, 13))
              for k in (0, 1)])
          for lv in (1, 2)],
        # bid35: opener after partner's redouble and their run (1x–X–XX–1y or 2y): pass and let partner decide
        # (Karen Walker, "Troubles with Redoubles" VI, kwbridge.com: the pass shows "decent defensive prospects.
        # This includes all balanced openers – even dead minimums – and most other hands with 14+ points. If
        # you bid in front of partner, you show a weaker, distributional hand"; the direct double "promises
        # trumps, not a lot of high-card points"; Byrne, above: "This is a forcing pass")
        *[T(f"1x X XX {lv}y", "competitive",
            R("X", t("penalty double after partner's redouble: four or more {y}"), name="penalty double",
              y=(4, 13)),
            *[R(call, t("rebids {x} in front of partner's redouble: six or more, a weak distributional hand (13 "
                        "points or fewer), little defence"), *cond, name="rebid the suit", hcp=(0, 13),
                x=(6, 13))
              for call, cond in (((f"{lv + 1}x", ()),) if lv == 1 else (("2x", ("above x y",)),
                                                                         ("3x", ("below x y",))))],
            R("P", t("forcing pass after partner's redouble: defence against {y} (any balanced hand, most hands "
                     "of 14 or more points): partner doubles or bids"), name="forcing pass"))
          for lv in (1, 2)],
        # bid35: opener leaves the redoubler's penalty double in (Walker, above: the pass "let[s] partner decide")
        *[T(f"1x X XX {lv}y P P X P", "competitive",
            R("P", t("leaves partner's penalty double in: the forcing pass asked partner to decide"),
              name="pass"))
          for lv in (1, 2)],
        # they overcalled partner's opening with 1NT: the double is for penalties with 10 or more, a bid at the two
        # level natural and not forcing (Larry Cohen, "Double and Bid", larryco.com: the double of a 1NT overcall
        # "means penalty/good hand", and "if they overcall 1NT and you bid on the 2-level ... [it] is natural, NF";
        # Pat Harrington, ACBL, "This double is not for takeout": "you hold at least 10 points, you should give
        # serious consideration to making a penalty double")
        T("1x 1NT", "competitive",
          R("X", t("penalty double of their 1NT overcall: 10 or more points"), name="penalty double",
            hcp=(10, 37)),
          R("2x", t("raises over their 1NT, not forcing: three or more {x}, 5–9 points"), name="raise",
            hcp=(5, 9), x=(3, 13)),
          R("2z", t("a suit of its own over their 1NT, not forcing: five or more {z}, 5–9 points"), "decent z",
            name="new suit", hcp=(5, 9), z=(5, 13)),
          R("P", t("nothing to say over their 1NT: pass"), name="pass")),
        # the opponents overcalled partner's opening: the negative double
        # a five-card major is bid, not doubled (Pomer ch. 16: the negative double shows four; a new suit is
        # natural and forcing, 6+ at the one level, 10+ at the two)
        T("1x 1y", "competitive",
          R("1M", t("a new suit, forcing: five or more {M}, 6 or more points"), forcing=True, name="new suit",
            hcp=(6, 37), M=(5, 13)),
          R("2M", t("a new suit at the two level, forcing: five or more {M}, 10 or more points"), "below M y",
            forcing=True, name="new suit", hcp=(10, 37), M=(5, 13)),
          # over 1♥–1♠ the double shows the minors; with a five-card minor and the values for a two-level new
          # suit, bid it (bid25): a negative double is for hands without the length or the strength to bid
          # (bridgemedley.blogspot.com, "Negative doubles", 2017-07, of a five-card major: "If you have five cards
          # in an unbid major in this situation, but not enough points to make a suit bid at the two level, you can
          # utilize the negative double"); a limit raise with three of partner's suit still cue-bids, and with game
          # values the new suit comes first, the support later
          R("2m", t("a new suit at the two level, forcing: five or more {m}, 10 or more points (with both majors "
                    "bid, a suit of five is bid, not doubled)"), "major x", "major y", "no_limit_raise x 3 12",
            forcing=True, name="new suit", hcp=(10, 37), m=(5, 13)),
          R("X", t("negative double: 6 or more points, four or more in the unbid major(s)"), "others4 x y",
            name="negative double", hcp=(6, 37)),
          R("2y", t("cue bid: a limit raise or better in {x}, 10 or more points"), "major x", forcing=True,
            name="cue raise", hcp=(10, 37), x=(3, 13)),
          # a minor is raised with four, as without the overcall (bid25: the SAYC rules' limit and simple raises
          # of a minor, four or more; melihozdilbridge.com, "Negative Doubles": after their overcall, "it is a good
          # choice to support partner's minor with at least four cards")
          R("2y", t("cue bid: a limit raise or better in {x}, four or more {x}, 10 or more points"), forcing=True,
            name="cue raise", hcp=(10, 37), x=(4, 13)),
          NEW_SUIT_TWO,
          R("2x", t("raise: three or more {x}, 6–9 points"), "major x", name="raise", hcp=(6, 9), x=(3, 13)),
          R("2x", t("raise: four or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(4, 13)),
          *NOTRUMP_OVER_OVERCALL,
          R("1NT", t("6–10 points, a stopper in {y}"), "stopper y", name="1NT", hcp=(6, 10)),
          R("1z", t("a new suit, forcing: five or more {z}, 6 or more points"), forcing=True, name="new suit",
            hcp=(6, 37), z=(5, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # opener after responder's cue-bid raise (1x–1y–2y, limit raise or better, forcing; bid22): with a minimum
        # return to the suit at the cheapest level (over a major only 1♥–1♠–2♠ exists: 3♥; responder passes with
        # a limit raise), with 15 or more total points game in a major, 3NT with a stopper over a minor
        # (acblunit390.org, "Cue is limit raise or better": "Partner with a minimum will return to the original
        # suit"; bridgehands.com, "Limit Plus Raise": the cue bid is "obviously forcing ... With a minimum hand,
        # opener will bid 3 of the named suit ... Another option is bidding Notrump with stoppers")
        T("1M 1y 2y P", "competitive",
          R("4M", t("game over the cue-bid raise: 15 or more total points"), name="game", tp=(15, 37)),
          R("3M", t("returns to {M} at the cheapest level: a minimum, 14 or fewer total points"), name="minimum",
            tp=(0, 14))),
        T("1m 1y 2y P", "competitive",
          R("3NT", t("game in no-trumps over the cue-bid raise: 15 or more total points, a stopper in {y}"),
            "stopper y", name="game", tp=(15, 37)),
          R("3m", t("returns to {m}: a minimum, or no stopper in {y} for 3NT"), name="minimum")),
        # partner's negative double: opener answers (never passes it without long trumps)
        *[T(f"1x {lv}y X P", "competitive",
            # bid30: with a balanced 18–19 and four of a major the double promised, game in the major before 3NT
            # (tommybridgeblog.blogspot.com, "Making Negative Doubles Positive (Part 2)": with a four-card fit for a
            # suit the double advertised, "With 12-15 hcps make a single raise in the indicated suit, with 16-17 hcps
            # make a jump raise and with 18-19 bid game"; more, or "exceptional playing strength", cue-bids, as
            # Pomer's ♠5 ♥AQ76 ♦KQJ97 ♣AQ6 does over 1♦–1♠–X)
            # only where game is not the 15–17 jump answer itself (1x–2y–X with M below y: 4M is that jump),
            # or the two would read back as one (found by the honesty sweep on seed 11)
            R("4M", t("game in {M}: four or more (the negative double promised four), 18–19 points, balanced"),
              "balanced", *(() if lv == 1 else ("above M y",)), name="game", hcp=(18, 19), M=(4, 13)),
            R("3NT", t("18–19 points, balanced, a stopper in {y}"), "balanced", "stopper y", name="notrump",
              hcp=(18, 19)),
            R(f"{lv + 1}y", t("cue bid: 18 or more points, forcing"), forcing=True, name="cue bid",
              hcp=(18, 37)),
            R(f"{lv + 1}M", t("jumps in {M}: four or more, 15–17 points"), "above M y", name="jump answer",
              hcp=(15, 17), M=(4, 13)),
            R(f"{lv + 2}M", t("jumps in {M}: four or more, 15–17 points"), "below M y", name="jump answer",
              hcp=(15, 17), M=(4, 13)),
            R(f"{lv}M", t("answers the negative double: four or more {M}"), "above M y", name="answer",
              M=(4, 13)),
            R(f"{lv + 1}M", t("answers the negative double: four or more {M}"), "below M y", name="answer",
              M=(4, 13)),
            # bid30: the jump rebid of a six-card suit, 16–18 total points, as without the overcall (the SAYC
            # rebids; SAYCBridge's note on Pomer p133: "Jump rebids are 16-18hcp"), after the major the double
            # promised (a fit before the minor); only where three is a jump
            R("3x", t("16–18 total points, six or more {x}"), *(() if lv == 1 else ("above x y",)), name="jump rebid",
              tp=(16, 18), x=(6, 13)),
            R(f"{lv}NT", t("12–14 points, balanced, a stopper in {y}"), "balanced", "stopper y", "not_long_minor x",
              name="notrump", hcp=(11, 14)),
            R("2z", t("a second suit: four or more {z}"), "below z x", name="new suit", z=(4, 13)),
            R("2x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13)),
            R("3x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13)))
          for lv in (1, 2)],
        # the negative doubler's second call
        *[T(f"1x {lv}y X P {k}{s} P", "competitive",
            R("3NT", t("game in no-trumps: 13 or more points, a stopper in {y}"), "stopper y", name="game",
              hcp=(13, 37)),
            R("2y", t("cue bid: 13 or more points, forcing to game"), forcing=True, name="cue bid", hcp=(13, 37)),
            R("3y", t("cue bid: 13 or more points, forcing to game"), forcing=True, name="cue bid", hcp=(13, 37)),
            R(f"{k + 2 if k == 1 else k + 1}{s}", t("invites game: raises {z} with four or more, 11–12 points")
              if s == "z" else
              t("invites game: raises {x} with three or more, 11–12 points"), name="invite",
              hcp=(11, 12), **_shows({s: (4 if s == "z" else 3, 13)})),
            R("2NT", t("invites game: 11–12 points, a stopper in {y}"), "stopper y", name="invite", hcp=(11, 12)),
            R("P", t("nothing more to add: pass"), name="pass"))
          for lv in (1, 2) for k in (1, 2, 3) for s in ("z", "x") if k >= lv],
        *[T(f"1x {lv}y X P {lv}NT P", "competitive",
            R("3NT", t("game in no-trumps: 13 or more points"), name="game", hcp=(13, 37)),
            *([R("2NT", t("invites game: 11–12 points"), name="invite", hcp=(11, 12))] if lv == 1 else []),
            R("P", t("nothing more to add: pass"), name="pass"))
          for lv in (1, 2)],
        T("1x 2y", "competitive",
          R("2M", t("a new suit at the two level, forcing: five or more {M}, 10 or more points"), "above M y",
            forcing=True, name="new suit", hcp=(10, 37), M=(5, 13)),
          R("X", t("negative double: 8 or more points, four or more in the unbid major(s)"), "others4 x y",
            name="negative double", hcp=(8, 37)),
          R("2z", t("a new suit at the two level, forcing: five or more {z}, 10 or more points"), "above z y",
            "unbid z", forcing=True, name="new suit", hcp=(10, 37), z=(5, 13)),
          NOTRUMP_OVER_OVERCALL[1],
          R("3x", t("raise: three or more {x}, 8–11 points"), name="raise", hcp=(8, 11), x=(3, 13)),
          R("2x", t("raise: three or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(3, 13)),
          # bid27: a suit ranking below theirs at the cheapest level, the three level, as over their jump
          # overcall, after the raises (Karen Walker, "Responding in competition", kwbridge.com/respcomp.htm:
          # "most of your responding bids carry the same general meaning as those you would have made if your RHO
          # had passed")
          R("3z", t("a new suit at the three level, forcing: five or more {z}, 10 or more points"), "below z y",
            "unbid z", forcing=True, name="new suit", hcp=(10, 37), z=(5, 13)),
          R("2NT", t("11–12 points, a stopper in {y}"), "stopper y", name="2NT", hcp=(11, 12)),
          R("P", t("nothing to add: pass"), name="pass")),
    ]


def rebids_in_competition() -> list[Table]:
    """Opener's rebid when they came in after partner's answer or over it, the Law of Total Tricks when both
    sides raised, and opener after the negative double and their raise."""
    return [
        # opener's rebid when they came in after partner's answer, or between the opening and the answer: the
        # natural rebid it would make without them (Goren Bridge, Bob Jones, weekly quiz answers, Tribune Content
        # Agency: no. 12 q3, 1♣–P–1♦–X with 14 balanced, "Bid 1NT"; no. 2 q4, 1♦–(1♥)–1♠ with six diamonds and a
        # minimum, "Bid 2D")
        T("1x P 1y X", "competitive",
          R("1NT", t("12–14 points, balanced, a stopper in each unbid suit (the suits their double asks for): the "
                     "rebid it would make without their double"), "balanced", "stops_unbid", name="notrump",
            hcp=(12, 14))),
        # opener after their overcall and partner's new suit at the one level (bid22): the new suit is forcing and
        # shows five (a major: 1x–1y–1M), so opener rebids as without the overcall: three-card support raises it,
        # else the natural rebid (no-trumps with a stopper in their suit, a six-card suit, a lower second suit),
        # and with nothing else the suit again (the Goren quiz answers above: the rebid it would make without them)
        T("1x 1y 1M P", "competitive",
          R("4M", t("game in {M}: three or more (partner's new suit shows five), 19 or more total points"),
            name="raise to game", tp=(19, 37), M=(3, 13)),
          R("3M", t("jump raise: three or more {M} (partner's new suit shows five), 16–18 total points"),
            name="jump raise", tp=(16, 18), M=(3, 13)),
          R("2M", t("raise: three or more {M} (partner's new suit shows five), 15 total points or fewer"),
            name="raise", tp=(0, 15), M=(3, 13))),
        T("1x 1y 1w P", "competitive",
          R("2NT", t("18–19 points, balanced, a stopper in {y}"), "balanced", "stopper y", name="notrump",
            hcp=(18, 19)),
          R("1NT", t("12–14 points, balanced, a stopper in {y}"), "balanced", "stopper y", name="notrump",
            hcp=(12, 14)),
          R("3x", JUMP_REBID, name="jump rebid", tp=(16, 18), hcp=(15, 18), x=(6, 13)),
          # a six-card suit is rebid before a second suit (bid14's rule, 1x–1y–1z–2x with six, now this one)
          R("2z", t("a second suit: four or more {z}, 18 total points or fewer"), "below z x", "unbid z",
            "at_most x 5", name="new suit", tp=(10, 18), z=(4, 13)),
          R("2x", t("rebids {x}: six or more, or no other bid fits (as without their overcall)"),
            name="rebid the suit", x=(3, 13))),
        # both sides raised at the two level (1M–1y–2M–2y): the Law of Total Tricks (bid22; Karen Walker, "Law of
        # Total Tricks", kwbridge.com: after 1♥–1♠–2♥–2♠ opener "should take the 'push' to 3H only if he has a sixth
        # heart, even if he has a bare 11-12 pts", and when it comes back, responder "will bid 3H only if you have
        # an extra trump (4 hearts instead of the 3 you've promised)"); stronger hands go to the general rules
        T("1M 1y 2M 2y", "competitive",
          R("3M", t("competes to three: six or more {M}, nine trumps with partner's raise (the Law of Total "
                    "Tricks), 17 total points or fewer"), name="compete", tp=(0, 17), M=(6, 13))),
        # bid31: the same over a raised minor, whose raise in competition shows four (bid25): with five of the minor
        # the side holds nine trumps, so opener competes to three over their raise or their new suit (Larry Cohen,
        # "LAW of Total Tricks", larryco.com: "With 9 trumps--3 level", "Use LOTT only when you don't have game
        # or slam interest"); with 18 or more and their suits stopped, game in no-trumps first
        *[T(f"1m 1y 2m {theirs}", "competitive",
            R("3NT", t("game in no-trumps over their competition: 18 or more total points, their suits stopped"),
              "stopper y", *(["stopper z"] if theirs == "2z" else []), name="game", tp=(18, 37)),
            R("3m", t("competes to three: five or more {m}, nine trumps with partner's raise of four (the Law of "
                      "Total Tricks)"), name="compete", m=(5, 13)))
          for theirs in ("2y", "2z")],
        T("1M 1y 2M 2y P P", "competitive",
          R("3M", t("competes to three: four {M}, nine trumps with partner's five (the Law of Total Tricks)"),
            name="compete", M=(4, 13))),
        # opener after partner's negative double and their raise: a four-card major freely
        T("1x 1y X 2y", "competitive",
          R("2M", t("answers the negative double: four or more {M}"), "above M y", "unbid M", name="answer",
            M=(4, 13)),
          # bid30: a second suit of five or more beside five or more of opener's suit competes at the three level,
          # not forcing (Karen Walker, "Negative Freebids" part 4, kwbridge.com, opener's rebids in competition:
          # "Unbid suit (3C) -- Not forcing, showing 5-5 or longer in your suits"; the negative double asked for
          # the unbid suits)
          R("3z", t("a second suit at the three level, not forcing: five or more {z} beside five or more {x}"),
            "below z y", "unbid z", name="new suit", z=(5, 13), x=(5, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # bid35: opener after partner's negative double and their raise to three (1x–1y–X–3y, 1x–2y–X–3y): a free
        # bid at the three level shows extras (Larry Cohen, "After partner's negative double", larryco.com: "if
        # opener's 'free-bid' is on the 3-level, extras are needed"), so with four of a major the double promised
        # and 16 or more total points game in it (tommybridgeblog.blogspot.com, "Making Negative Doubles Positive
        # (Part 2)", bid30's source: with the fit "16-17 hcps make a jump raise and with 18-19 bid game": over
        # three of theirs the jump is game), 3NT with a balanced 18–19 and their suit stopped, three of a six-card
        # suit with 16 or more; else a named pass
        *[T(f"1x {lv}y X 3y", "competitive",
            R("4M", t("game in {M} over their raise: four or more (the negative double promised four), 16 or more "
                      "total points"), "unbid M", name="game", tp=(16, 37), M=(4, 13)),
            R("3NT", t("18–19 points, balanced, a stopper in {y}"), "balanced", "stopper y", name="notrump",
              hcp=(18, 19)),
            R("3x", t("rebids {x} at the three level over their raise: six or more, 16 or more total points (a "
                      "free bid at the three level shows extras)"), "above x y", name="rebid the suit",
              tp=(16, 37), x=(6, 13)),
            R("P", t("passes their raise to three: no free bid at the three level fits (those show extras)"),
              name="pass"))
          for lv in (1, 2)],
    ]


def four_card_major_over_one_diamond() -> list[Table]:
    """SAYC's 1♣–(1♦) (bid31): with two majors unbid the negative double shows both, so a single four-card major
    is bid at once, 1♥ or 1♠ with four or more and 6 or more points, forcing, before no-trumps, raises and the
    cue bid (csbnews.org and bridgeteaching.com, "Does a negative double of 1D show both majors?": the double
    "shows both majors, usually 4-4 ... if you have only one major, even if it is only four-cards long, you
    must bid it right away"; Jim Belk, "Negative Doubles", pi.math.cornell.edu/~belk/negative.htm: 1♣–(1♦)–X
    "Promises 6 points with 4 hearts and 4 spades"). Opener then raises with four, as without the overcall
    (the bid22 raise with three after 1x–1y–1M took the major for five); its other rebids are the bid22 ones.
    Only where 1♣ is natural (not Precision's strong 1♣)."""
    # the opener's table is 1x–1y–1M–P with x and y held to clubs and diamonds (its bid22 rules name {y})
    clubs_diamonds = (("below", ("x", "D")), ("above", ("y", "C")), ("below", ("y", "H")))
    others = next(tb for tb in rebids_in_competition() if tb.pattern == "1x 1y 1w P").rules
    raises = (
        R("4M", t("game in {M}: four or more, 19 or more total points"), name="raise to game", tp=(19, 37),
          M=(4, 13)),
        R("3M", t("jump raise: four or more {M}, 16–18 total points"), name="jump raise", tp=(16, 18), M=(4, 13)),
        R("2M", t("raises {M}: four or more, 15 total points or fewer"), name="raise", tp=(0, 15), M=(4, 13)))
    return [
        # one meaning for every 1M here: a single four-card major, or five or more (bid as over any overcall)
        T("1C 1D", "competitive",
          *[R("1M", t("a new suit, forcing: four or more {M}, 6 or more points (over 1♣–1♦ the double would show "
                      "both majors)"), cond, forcing=True, name="new suit", hcp=(6, 37), M=(4, 13))
            for cond in ("no_other4major M", "at_least M 5")]),
        T("1x 1y 1M P", "competitive",
          *[replace(r, when=r.when + clubs_diamonds) for r in (*raises, *others)]),
    ]


def unusual_over_unusual(x: str) -> list[Table]:
    """Responder after their two-suited overcall of partner's 1x (bid22): their unusual 2NT (the two lowest unbid
    suits) or Michaels cue bid. "Unusual over unusual" as the ACBL Unit 131 newsletter gives it ("Unusual over
    Unusual", acbl-unit131.org, 2019): the cue bid of their higher suit shows 10+ and support for partner's suit,
    the cue bid of their lower suit 10+ and five or more of the fourth suit; a raise of partner's suit 7–10 with
    three (a major) or four (a minor); the fourth suit natural, not forcing, five cards and 7–10; a double 10+
    without support, interest in penalties. Over Michaels of a major only the other major is known: its cue bid
    is the limit raise or better, the raise and the double as above (no second cue bid, no new suit)."""
    support = 3 if x in MAJORS_ else 4
    fit = {x: (support, 13)}
    nofit = {x: (0, support - 1)}
    tables = []
    if x in MAJORS_:
        other = "S" if x == "H" else "H"
        shapes = [("2NT", [s for s in ("C", "D", "H") if s != x][:2]), (f"2{x}", [other])]
    else:
        shapes = [("2NT", [s for s in ("C", "D", "H") if s != x][:2]), (f"2{x}", ["H", "S"])]
    for over, theirs in shapes:
        lvl = 3 if over == "2NT" else 2
        rules = []
        hi = theirs[-1]
        rules.append(R(f"{lvl}{hi}", t("cue bid of {h}, unusual over unusual: a limit raise or better in {x}, 10 or "
                                       "more points", h=SYM[hi], x=SYM[x]),
                       name="cue-bid raise", forcing=True, hcp=(10, 37), **_shows(fit)))
        rules.append(R(f"3{x}", t("raises {x} over their two-suited bid: 7–10 points", x=SYM[x]), name="raise",
                       hcp=(7, 10), **_shows(fit)))
        if len(theirs) == 2:
            lo = theirs[0]
            fourth = next(s for s in ("S", "H", "D", "C") if s not in (x, *theirs))
            # the fourth suit at its cheapest level: three over 2NT; over 1♣–2♣ 2♦, over 1♦–2♦ 3♣
            cheap = 2 if over != "2NT" and SUIT_ORDER_[fourth] > SUIT_ORDER_[x] else 3
            rules.append(R(f"{lvl}{lo}", t("cue bid of {l}, unusual over unusual: five or more {u}, 10 or more "
                                           "points", l=SYM[lo], u=SYM[fourth]),
                           name="cue bid", forcing=True, hcp=(10, 37), **_shows({fourth: (5, 13)})))
            rules.append(R(f"{cheap}{fourth}", t("a suit of its own over their two-suited bid, not forcing: five or "
                                                 "more {u}, 7–10 points", u=SYM[fourth]),
                           name="new suit", hcp=(7, 10), **_shows({fourth: (5, 13)})))
        rules.append(R("X", t("double of their two-suited bid: 10 or more points, no fit for {x}; a later double "
                              "is for penalties", x=SYM[x]), name="double", hcp=(10, 37), **_shows(nofit)))
        rules.append(R("P", t("nothing to say over their two-suited bid: pass"), name="pass"))
        tables.append(T(f"1{x} {over}", "competitive", *rules))
    return tables


def reopening() -> list[Table]:
    """Opener after their overcall was passed round (partner may hold their suit, waiting for a negative double
    that was never made): the reopening double when short in their suit (Pomer ch. 17), and partner's answer:
    pass with length in their suit (for penalties), else the longest unbid suit at the cheapest level."""
    tables = []
    for lv in (1, 2):
        # bid30: a balanced 18–19 with a stopper in their suit bids 2NT, as it would rebid over a one-level answer;
        # with 17 or more the reopening double is made whatever the length in their suit (bridgetips.wordpress.com,
        # "Re-opening Double": with three or more of their suit "assume partner is weak and only act on the merits
        # of your own hand"; Edmonton Bridge Centre, Coaches Corner, "Re-opening Doubles": "A double in the
        # re-opening spot is never penalty", "You are merely announcing your own good hand with a re-opening
        # double"; Roy Hughes, royhughes.bridgeblogging.com, a double that "shows extra values with no clear
        # direction ... allows partner to play for penalties ... or suggest any of the other four denominations")
        tables.append(T(f"1x {lv}y P P", "competitive",
                        R("2NT", t("18–19 points, balanced, a stopper in {y}"), "balanced", "stopper y",
                          name="notrump", hcp=(18, 19)),
                        R("X", t("reopening double: at most two {y}, or 17 or more points; partner may pass it for "
                                 "penalties"), "at_most_or y 2 17", name="reopening double"),
                        R("2x", t("rebids {x}: six or more, too long in {y} to reopen with a double"),
                          name="rebid the suit", x=(6, 13), y=(3, 13)),
                        R("P", t("nothing to add: pass"), name="pass")))
        tables.append(T(f"1x {lv}y P P X P", "competitive",
                        R("P", t("passes the reopening double for penalties: four or more {y}"),
                          name="penalty pass", y=(4, 13)),
                        R(f"{lv}z", t("answers the reopening double: {z}, its longest unbid suit"), "above z y",
                          "unbid z", "longest_unbid z", name="answer"),
                        R(f"{lv + 1}z", t("answers the reopening double: {z}, its longest unbid suit"), "below z y",
                          "unbid z", "longest_unbid z", name="answer")))
        # bid30: our opening was passed round and the fourth hand balanced (1x–P–P–1y): opener's double is for
        # takeout, short in their suit with three or more in each unbid suit (Wikipedia, "Takeout double",
        # later-round takeout doubles, as copied at liquisearch.com: "the opener himself can double for takeout in
        # the second round of bidding, after the opponents have entered the auction and partner had (usually)
        # passed", e.g. "1♣ – Dbl – pass – 1♠; Dbl Again, the opener has shortness in spades and other three
        # suits"; graemetuffnell.com, "Takeout and Penalty Doubles": "Doubles of low level suit contracts are
        # takeout"); partner, who passed the opening, answers as to the reopening double above
        tables.append(T(f"1x P P {lv}y", "competitive",
                        R("X", t("takeout double of their balancing overcall: at most two {y} with three or more in "
                                 "each unbid suit"), "others3 x y", name="takeout double", y=(0, 2))))
        tables.append(T(f"1x P P {lv}y X P", "competitive",
                        *_answers_to_openers_double(lv)))
        # bid35: else opener competes in its own suit by the Law of Total Tricks, as after their balancing double
        # (bid30): six cards at the two level (eight trumps with partner's two), seven at the three (nine; Larry
        # Cohen, "LAW of Total Tricks", larryco.com/bridge-learning-center/print/229: "With 9 trumps--3 level"),
        # else a named pass
        tables.append(T(f"1x P P {lv}y", "competitive",
                        R("2x", t("competes in {x}: six or more (eight trumps with partner's two, the Law of Total "
                                  "Tricks)"), *(() if lv == 1 else ("above x y",)), name="rebid the suit",
                          x=(6, 13)),
                        *([R("3x", t("competes in {x} at the three level: seven or more (nine trumps with "
                                     "partner's two, the Law of Total Tricks)"), "below x y", name="rebid the suit",
                             x=(7, 13))] if lv == 2 else []),
                        R("P", t("passes their balancing overcall: no takeout double and no six-card suit to "
                                 "compete with (partner's pass showed little)"), name="pass")))
    tables.append(T("1x P P 1NT", "competitive",
                    R("2x", t("competes in {x}: six or more (eight trumps with partner's two, the Law of Total "
                              "Tricks)"), name="rebid the suit", x=(6, 13)),
                    R("P", t("passes their balancing overcall: no takeout double and no six-card suit to "
                             "compete with (partner's pass showed little)"), name="pass")))
    # bid30: they overcalled, partner passed and they raised (1x–1y–P–2y): opener's double is for takeout with
    # extra values, short in their suit with three or more in each other suit (Wikipedia, "Takeout double", as
    # above: "1♣ – (1♥) – pass – (2♥); Dbl This shows shortness in hearts, but the opener must have extra strength,
    # as the responder is forced to bid on level 2 or 3"; extra: 16 or more, as the doubler's second double, from
    # the same page, "around 16+"); partner answers as to the takeout double after their balancing overcall
    tables.append(T("1x 1y P 2y", "competitive",
                    R("X", t("takeout double of their raised suit: 16 or more points, at most two {y} with three or "
                             "more in each other suit"), "short_in y", name="takeout double", hcp=(16, 37),
                      y=(0, 2))))
    # bid35: else opener competes in its own suit by the Law of Total Tricks, as over their balancing overcall:
    # three of it with seven cards (nine trumps with partner's two; Cohen, above: "With 9 trumps--3 level";
    # partner's pass promised no fit), also over their raised two-level or 1NT overcall; else a named pass
    tables.extend(T(pattern, "competitive",
                    R("3x", t("competes in {x} at the three level: seven or more (nine trumps with partner's two, "
                              "the Law of Total Tricks)"), *cond, name="rebid the suit", x=(7, 13)),
                    R("P", t("passes their raise: no takeout double and no suit long enough to compete at this "
                             "level (partner's pass showed little)"), name="pass"))
                  for pattern, cond in (("1x 1y P 2y", ()), ("1x 2y P 3y", ("above x y",)),
                                        ("1x 1NT P 2NT", ())))
    tables.append(T("1x 1y P 2y X P", "competitive",
                    *_answers_to_openers_double(2)))
    # bid30: they doubled our opening, partner passed and the doubler's partner answered (1x–X–P–1y, 1x–X–P–2y):
    # opener doubles for takeout with extra values, short in their answer (Wikipedia, "Takeout double", as above:
    # "1♣ – Dbl – pass – 1♠; Dbl Again, the opener has shortness in spades and other three suits"; 16 or more, as
    # opener's double of their raise), or competes with a six-card suit at the two level (Larry Cohen, "LAW of Total
    # Tricks", larryco.com: "With 8 partnership trumps, bid to the 2-level"; six and partner's likely two); partner
    # answers the double as after their balancing overcall
    for lv in (1, 2):
        tables.append(T(f"1x X P {lv}y", "competitive",
                        R("X", t("takeout double of their answer: 16 or more points, at most two {y} with three or "
                                 "more in each other suit"), "short_in y", name="takeout double", hcp=(16, 37),
                          y=(0, 2)),
                        R("2x", t("competes in {x}: six or more (eight trumps with partner's two, the Law of Total "
                                  "Tricks)"), name="rebid the suit", x=(6, 13))))
        tables.append(T(f"1x X P {lv}y X P", "competitive",
                        *_answers_to_openers_double(lv)))
    # bid30: our opening was passed round and doubled in the balancing seat (1x–P–P–X): with six or more opener
    # competes at the two level, as after their double and answer (the LAW: eight trumps with partner's two)
    # bid35: the redouble with 18 or more, a second suit at the one level (5-4, no extra strength promised; at the
    # two level bid30's pass stays) before the six-card suit's two-level bid, else a named pass (Karen Walker,
    # "Troubles with Redoubles" VIII, kwbridge.com/bb/redbl-8.htm, after 1♦–P–P–X: "In standard bidding, this
    # redouble shows a strong hand (18+ points), usually with relatively balanced distribution"; with ♠AKJ2 ♥A
    # ♦KQ1074 ♣742 "He would choose a 1S rebid ... This auction guarantees at least 5-4 in his suits, but it
    # doesn't necessarily promise extra strength")
    tables.append(T("1x P P X", "competitive",
                    R("XX", t("redouble after their balancing double: 18 or more points, suggests penalties"),
                      name="redouble", hcp=(18, 37)),
                    R("1z", t("a second suit after their balancing double: four or more {z}, five or more {x} "
                              "(no extra strength promised)"), "above z x", name="new suit", x=(5, 13),
                      z=(4, 13)),
                    R("2x", t("competes in {x}: six or more (eight trumps with partner's two, the Law of Total "
                              "Tricks)"), name="rebid the suit", x=(6, 13)),
                    R("P", t("passes their balancing double: fewer than 18 points and no second suit or six-card "
                             "suit to show (partner's pass showed little)"), name="pass")))
    # bid35: after opener's redouble they ran: responder doubles with four of their suit (Walker, above: "Suppose
    # partner redoubles and RHO bids 2C. If you know partner has extra values, you can make a penalty double with
    # S-9754 H-643 D-86 C-KJ83"), else passes and leaves the decision to the redoubler
    tables.extend(T(f"1x P P X XX {lv}y", "competitive",
                    R("X", t("penalty double after partner's redouble: four or more {y} with an honour (a "
                             "stopper)"), "stopper y", name="penalty double", y=(4, 13)),
                    R("P", t("passes after partner's redouble: no four-card holding in {y} to double, the "
                             "redoubler decides"), name="pass"))
                  for lv in (1, 2))
    return tables


def overcall_of_our_notrump() -> list[Table]:
    """SAYC's responder after their overcall of partner's 15–17 1NT (the SAYC booklet: Stayman and transfers are
    off, bids are natural, the cue bid is a game-forcing Stayman; BidBase's SAYC page: "if the opponents overcall,
    Stayman and transfers are off; bids are natural except for a cue bid, which is game-forcing Stayman")."""
    return [
        T("1NT 2y", "competitive",
          R("X", t("penalty double: four or more {y}, 8 or more points"), name="penalty double", hcp=(8, 37),
            y=(4, 13)),
          R("3M", t("natural and forcing: five or more {M}, 10 or more total points"), "unbid M", forcing=True,
            name="new suit", tp=(10, 37), M=(5, 13)),
          R("3y", t("cue bid: Stayman, forcing to game: a four-card major, 10 or more total points"), "a4major",
            forcing=True, name="cue-bid Stayman", tp=(10, 37)),
          R("3NT", t("to play: 10 or more total points, a stopper in {y}"), "stopper y", name="3NT", tp=(10, 37)),
          R("3m", t("natural and forcing: five or more {m}, 10 or more total points"), "unbid m", forcing=True,
            name="new suit", tp=(10, 37), m=(5, 13)),
          R("2z", t("to play: five or more {z}, fewer than 10 total points"), "above z y", "unbid z",
            name="competes", tp=(0, 9), z=(5, 13)),
          R("P", t("nothing to say over their overcall: pass"), name="pass")),
        # opener's answers
        T("1NT 2y 3y P", "competitive",
          R("3M", t("answers the cue-bid Stayman: four or more {M}"), "above M y", name="Stayman", M=(4, 13)),
          R("4M", t("answers the cue-bid Stayman: four or more {M}"), "below M y", name="Stayman", M=(4, 13)),
          R("3NT", t("answers the cue-bid Stayman: no four-card major to show"), name="no major")),
        T("1NT 2y 3M P", "competitive",
          R("4M", t("game in {M}: three or more"), name="game", M=(3, 13)),
          R("3NT", t("game in no-trumps: two {M}"), name="game", M=(0, 2))),
        T("1NT 2y 3m P", "competitive",
          R("3NT", t("game in no-trumps: a stopper in {y}"), "stopper y", name="game"),
          R("4m", t("supports {m}: three or more, no stopper in {y}"), name="raise", m=(3, 13))),
    ]


def interference_over_our_notrump() -> list[Table]:
    """Opener after they double or overcall partner's Stayman or Jacoby transfer over our 1NT (Pomer ch. 1,
    p16–18): show the major as before if there is room, redouble with a good holding in the doubled suit,
    double an overcall with four of their suit and two top honours, else pass."""
    tables = [
        T("1NT P 2C X", "competitive",
          R("2H", t("answers Stayman after their double: four or more hearts"), name="Stayman: hearts", H=(4, 13)),
          R("2S", t("answers Stayman after their double: four or more spades, fewer than four hearts"),
            name="Stayman: spades", S=(4, 13), H=(0, 3)),
          R("XX", t("no four-card major, good clubs: five or more with two of the top three honours"), "good C",
            name="redouble", S=(0, 3), H=(0, 3), C=(5, 13)),
          R("P", t("no four-card major"), name="pass", S=(0, 3), H=(0, 3))),
        T("1NT P 2C 2y", "competitive",
          R("X", t("penalty double: four or more {y} with two of the top three honours"), "good y",
            name="penalty double", y=(4, 13)),
          R("2M", t("answers Stayman over their bid: four or more {M}"), "above M y", name="Stayman", M=(4, 13)),
          R("P", t("nothing to show over their bid: pass"), name="pass")),
        # the same over 2NT: Stayman at the three level, their overcall of it
        T("2NT P 3C 3y", "competitive",
          R("X", t("penalty double: four or more {y} with two of the top three honours"), "good y",
            name="penalty double", y=(4, 13)),
          R("3M", t("answers Stayman over their bid: four or more {M}"), "above M y", name="Stayman", M=(4, 13)),
          R("P", t("nothing to show over their bid: pass"), name="pass")),
    ]
    for tr, M in (("2D", "H"), ("2H", "S")):
        sym = SYM[M]
        doubled = tr[1]
        tables += [
            T(f"1NT P {tr} X", "competitive",
              R(f"3{M}", t("completes the transfer with a jump: four or more {M}", M=sym), name="super-accept",
                **_shows({M: (4, 13)})),
              R(f"2{M}", t("completes the transfer: three or more {M}", M=sym), name="complete transfer",
                **_shows({M: (3, 13)})),
              R("XX", t("good {d}: four or more with two of the top three honours; fewer than three {M}",
                        d=SYM[doubled], M=sym), f"good {doubled}", name="redouble", **_shows({doubled: (4, 13),
                                                                                              M: (0, 2)})),
              R("P", t("only two {M}: partner completes the transfer", M=sym), name="pass", **_shows({M: (0, 2)}))),
            T(f"1NT P {tr} 2y", "competitive",
              R("X", t("penalty double: four or more {y} with two of the top three honours"), "good y",
                name="penalty double", y=(4, 13)),
              R(f"3{M}", t("completes the transfer over their bid: three or more {M}", M=sym),
                name="complete transfer", **_shows({M: (3, 13)})),
              R("P", t("nothing to show over their bid: pass"), name="pass")),
        ]
    return tables


__all__ = ["over_their_interference", "rebids_in_competition", "four_card_major_over_one_diamond",
           "unusual_over_unusual", "reopening",
           "overcall_of_our_notrump", "interference_over_our_notrump", "as_without_their_overcall",
           "as_after_the_raise_over_their_double",
           "as_without_their_interference"]


def as_without_their_double(tables: list[Table]) -> list[Table]:
    """Our one-level opening doubled for takeout and partner's new suit at the one level (1x–X–1y–P): the
    auction goes on as if their double had been a pass (bid27, a second opinion from SAYCBridge's own tests;
    Roberta Salob, "Responding in a New Suit after a Takeout Double", robertasbridgeblog.blogspot.com: "bidding
    one-in-a-suit after a takeout double is a forcing bid showing 6+ points. It has the same meaning as if RHO
    passed"). Of ``tables`` (opener's and responder's rebids without interference), those after partner's
    one-level new suit, their pattern's double in place of the pass; every later call of the pattern as before."""
    out = []
    for tb in tables:
        toks = tb.pattern.split()
        if (len(toks) >= 4 and toks[0][:1] == "1" and toks[0][1:] != "NT" and toks[1] == "P"
                and toks[2][:1] == "1" and toks[2][1:] != "NT" and toks[3] == "P"):
            out.append(Table(" ".join([toks[0], "X", *toks[2:]]), tb.rules, tb.chapter))
    return out


def as_after_the_raise_over_their_double(tables: list[Table]) -> list[Table]:
    """Our one-level opening doubled for takeout and raised once by partner (1x–X–2x–P, bid35): the raise shows
    the 6–9 of the uncontested one, so opener's rebid and the later calls are those after 1x–P–2x–P (the game
    tries, the games, the pass with a minimum; Karen Walker, "Responding in competition",
    kwbridge.com/respcomp.htm: "most of your responding bids carry the same general meaning as those you would
    have made if your RHO had passed"). Of ``tables`` (the uncontested rebids), those after the single raise,
    their double in place of the first pass."""
    out = []
    for tb in tables:
        toks = tb.pattern.split()
        if (len(toks) >= 4 and toks[0][:1] == "1" and toks[0][1:] != "NT" and toks[1] == "P"
                and toks[2] == "2" + toks[0][1:] and toks[3] == "P"):
            out.append(Table(" ".join([toks[0], "X", *toks[2:]]), tb.rules, tb.chapter))
    return out


def as_without_their_overcall(tables: list[Table]) -> list[Table]:
    """Our one-level opening, their one-level overcall and partner's 1NT (1x–1o–1NT–P): partner's 1NT shows the
    6–10 of the uncontested answer (with a stopper in their suit), so the auction goes on as without the
    overcall (bid31; Karen Walker, "Responding in competition", kwbridge.com/respcomp.htm: "most of your
    responding bids carry the same general meaning as those you would have made if your RHO had passed"; the
    Goren quiz answers bid22 cites for opener: the rebid it would make without them). Of ``tables`` (the
    uncontested rebids), those after 1x–P–1NT–P, their overcall (a suit variable of its own, ``o``, which no
    rule's free suit can take) in place of the pass."""
    out = []
    for tb in tables:
        toks = tb.pattern.split()
        if (len(toks) >= 4 and toks[0][:1] == "1" and toks[0][1:] != "NT" and toks[1] == "P"
                and toks[2] == "1NT" and toks[3] == "P"):
            out.append(Table(" ".join([toks[0], "1o", *toks[2:]]), tb.rules, tb.chapter))
    return out


def _over_o(rule: Rule, stopped: bool = False) -> Rule:
    """An uncontested rule where the opponents have bid the suit ``o``: no-trumps need a stopper in it (unless
    ``stopped``: partner's no-trump bid already showed one), and a natural call never names it."""
    strain = rule.call[1:]
    if strain == "NT":
        return rule if stopped else replace(rule, when=rule.when + (("stopper", ("o",)),))
    if strain in ("C", "D", "H", "S"):
        return replace(rule, when=rule.when + (("not_suit", ("o", strain)),))
    return rule


def _new_suit_above_one(call: str, first: str, answer: str) -> bool:
    """``call`` (a rule's call or a pattern's token) names a suit at the two or three level that is neither the
    opening's (``first``) nor the answer's."""
    return call[:1] in ("2", "3") and call[1:] not in ("NT", first[1:], answer[1:])


def _over_their_two_level_overcall(tables: list[Table]) -> list[Table]:
    """Opener's rebid after their two-level overcall of partner's one-level answer (1x–P–1y–2o, 1x–P–1NT–2o,
    bid35): each rebid the overcall left at its level keeps its uncontested meaning (Andrew Robson, "Tips for
    intermediates" 1821, andrewrobson.co.uk: after 1♥–(P)–1♠–(2♣) 2NT "shows 17-18 balanced: just as it would
    after 1♥-(P)-1♠-(P)-2NT"; learnbridge.net, "No Trump Rebid – After RH Opponent's Bid": after 1♦–P–1♥–(2♣)
    2NT "would tell partner that we have 18 – 19 points"): a two-level suit only above their suit, a jump to
    three only where it is still a jump (above their suit), no-trumps with a stopper in it, games as before;
    the one-level rebids are gone; three of opener's six-card suit where it is the cheapest bid shows 16 or
    more, and a hand none of these fits passes, as the balanced 12–14 that would have rebid 1NT does (Robson:
    "You should instead pass 2♣ - partner is still there"; learnbridge.net: "we should pass")."""
    out = []
    for tb in tables:
        toks = tb.pattern.split()
        if (len(toks) != 4 or toks[0][:1] != "1" or toks[0][1:] == "NT" or toks[1] != "P" or toks[3] != "P"
                or toks[2][:1] != "1"):
            continue
        rules = []
        for r in tb.rules:
            level, strain = r.call[:1], r.call[1:]
            # (a two-level jump shift, 1♣–1♦–2♥, is the cheapest bid of the suit over their two-level overcall)
            if r.call in ("P", "X", "XX") or level == "1" or (level == "2" and r.name == "jump shift"):
                continue
            if strain == "NT":
                rules.append(_over_o(r))
            elif level in ("2", "3"):
                if strain in ("C", "D", "H", "S"):
                    continue
                rules.append(replace(r, when=r.when + (("above", (strain, "o")),)))
            else:
                rules.append(_over_o(r))
        if rules:
            out.append(Table(" ".join([toks[0], "P", toks[2], "2o"]), tuple(rules), tb.chapter))
    out.extend(T(f"1x P {answer} 2o", "competitive",
                 # three of opener's suit where the overcall made it the cheapest bid: a free bid at the three
                 # level shows extras (Larry Cohen, "After partner's negative double", larryco.com: "if opener's
                 # 'free-bid' is on the 3-level, extras are needed")
                 R("3x", t("rebids {x} at the three level over their overcall: six or more, 16 or more total points "
                           "(a free bid at the three level shows extras)"), "below x o", name="rebid the suit",
                   tp=(16, 37), x=(6, 13)),
                 R("P", t("passes their two-level overcall: no rebid fits at this level (as the balanced 12–14 "
                          "that would have rebid 1NT; partner is still there)"), name="pass"))
               for answer in ("1y", "1NT"))
    return out


def as_without_their_interference(tables: list[Table]) -> list[Table]:
    """The opponents' one-level overcall or takeout double that took no room from our next call: the auction
    goes on as without it (bid31; Karen Walker, "Responding in competition", kwbridge.com/respcomp.htm: "most
    of your responding bids carry the same general meaning as those you would have made if your RHO had
    passed"; the Goren quiz answers bid22 cites for opener: the rebid it would make without them; Roberta Salob,
    bid27's source: a one-level new suit "has the same meaning as if RHO passed"). Of ``tables`` (the uncontested
    rebids): after 1x–P–1y–P, the same after their one-level overcall or double of partner's answer (1x–P–1y–1o,
    1x–P–1y–X) and, for the later calls, after their one-level overcall of the opening (1x–1o–1y–P: opener's
    rebid is bid22's); after 1x–P–2y–P, the same after their one-level overcall (1x–1o–2y–P). Their suit is a
    variable of its own (``o``, which no free suit of these rules can take); a no-trump call needs a stopper in
    it and a natural call never names it (:func:`_over_o`). The competitive tables come first: where one has a
    rule, it is bid."""
    out = []
    for tb in tables:
        toks = tb.pattern.split()
        if (len(toks) < 4 or toks[0][:1] != "1" or toks[0][1:] == "NT" or toks[1] != "P" or toks[3] != "P"
                or toks[2][1:] == "NT"):
            continue
        first, answer, rest = toks[0], toks[2], toks[4:]
        stopped = any(tok.endswith("NT") for tok in rest)
        # (their suit is never a free suit's: a hand whose call was a new suit there finds none, so the passes
        # of a table after their overcall are always left out)
        over = tuple(r for r in (_over_o(r, stopped) for r in tb.rules) if r.call != "P")
        if answer[:1] == "1":
            # opener's rebid after their overcall of the answer (Robert Todd, advinbridge.com TWIB 344, after
            # 1♦–P–1♥–(1♠): "our rebids are quite similar to if RHO had passed ... except that NT bids show a ♠
            # stopper", a pass "Usually a balanced 12-14 pts without a ♠ stopper", the cue bid "Game Forcing ...
            # trick-based hand or balanced 18-19 pts"): a two-level new suit is a jump shift only above their
            # suit (1♣–1♦–(1♠)–2♥ is the cheapest heart bid: the reverse), the pass is the fallback's, and the cue
            # bid takes the strong hands no other rule takes; the later tables not after opener's new suit at
            # the two or three level (a jump or not, by their suit)
            if not rest:
                out.append(Table(" ".join([first, "P", answer, "1o"]), tuple(
                    replace(r, when=r.when + (("above", ("z", "o")),))
                    if r.call == "2z" and r.name == "jump shift" else r for r in over), tb.chapter))
            elif not _new_suit_above_one(rest[0], first, answer):
                out.append(Table(" ".join([first, "P", answer, "1o", *rest]), over, tb.chapter))
            if rest:
                out.append(Table(" ".join([first, "P", answer, "X", *rest]), tb.rules, tb.chapter))
                out.append(Table(" ".join([first, "1o", answer, "P", *rest]), over, tb.chapter))
        elif answer[:1] == "2":
            # a two-over-one (a suit ranking below the opening) or a raise, not a jump shift
            if answer[1:] != first[1:]:  # (an auction-only condition: every rule or none)
                over = tuple(replace(r, when=r.when + (("below", (answer[1:], first[1:])),)) for r in over)
            out.append(Table(" ".join([first, "1o", answer, "P", *rest]), over, tb.chapter))
    out.extend(_over_their_two_level_overcall(tables))
    # after every rebid table above, the cue bid for the strong hands none of them took
    out.append(T("1x P 1y 1o", "competitive",
                 R("2o", t("cue bid of their suit: forcing to game, 18 or more total points, no other call fits "
                           "(often balanced without a stopper in their suit)"), forcing=True, name="cue bid",
                   tp=(18, 37))))
    return out


def _answers_to_openers_double(lv: int) -> list[Rule]:
    """Partner's answers to opener's later takeout double of their ``lv``-level suit y (bid30: after their
    balancing overcall, their raise, their answer to their own double): pass for penalties with four good trumps,
    else opener's suit with four or more as the longest, else the longest unbid suit, each at the cheapest level."""
    return [
        R("P", t("passes the takeout double for penalties: four or more {y} with two of the top three honours"),
          "good y", name="penalty pass", y=(4, 13)),
        R(f"{lv}x", t("answers the takeout double in partner's suit: four or more {x}, its longest suit"),
          "above x y", "longest x", name="preference", x=(4, 13)),
        R(f"{lv + 1}x", t("answers the takeout double in partner's suit: four or more {x}, its longest suit"),
          "below x y", "longest x", name="preference", x=(4, 13)),
        R(f"{lv}z", t("answers the takeout double: {z}, its longest unbid suit"), "above z y", "unbid z",
          "longest_unbid z", name="answer"),
        R(f"{lv + 1}z", t("answers the takeout double: {z}, its longest unbid suit"), "below z y", "unbid z",
          "longest_unbid z", name="answer"),
    ]
