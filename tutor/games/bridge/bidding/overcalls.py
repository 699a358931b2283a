"""Overcalls and the advancer, both systems' (the chapter of defending against their opening): over their
opening one of a suit (overcalls, the 1NT overcall, Michaels, the unusual 2NT, 4NT for the minors, the takeout
double, jump overcalls), in the balancing seat, over their weak twos and three-level preempts, over their 1NT
(Cappelletti, the lead-directing double of their artificial answer); then the partner of the overcaller or
doubler (the advancer: raises, cue-bid raises, a suit of its own, answers to a takeout double), and the
overcaller's or doubler's next call. :func:`.competitive.competitive` assembles these tables with those of
:mod:`.interference` in their order of priority.

Read a rule as: call, what it means, the conditions (``when``), then what it shows (``hcp=(lo, hi)`` and
suit lengths). ``docs/rules/bridge-bidding.md`` gives the sources and the choices where books differ.
"""

from __future__ import annotations

from typing import Any

from ....i18n import domain
from .common import _shows, notrump
from .rules import R, T, Table

t, tn = domain("bidding")

SYM = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


#: Advancing an overcall: points as dummy (high cards plus a void 5, a singleton 3, a doubleton 1).
RAISE_OVERCALL = t("raises the overcall: three or more {y}, 6 or more points counting shortness, at most 10 "
                   "high-card points")

#: Advancing an overcall after the next opponent acted: the same raise, now competing for the partscore.
COMPETE_OVERCALL = t("raises the overcall over their bid: three or more {y}, 6 or more points counting "
                     "shortness, at most 10 high-card points")

#: Advancing a one-level overcall in a major with five or more trumps and a weak hand: game, to preempt (bid32;
#: Downey, SAYC ch. 16: "A jump to game shows five+ trump and is preemptive").
PREEMPTIVE_GAME_RAISE = t("preemptive raise to game: five or more {y}, 9 or fewer points")

#: Advancing an overcall without a fit: a new suit of its own, not forcing (Downey, SAYC ch. 16: "a new suit is
#: non-forcing and usually denies a fit with partner's overcalled suit"); five or more cards, at the one level
#: 6–12 points, at the two level (a good suit, never a jump) 8–12. With more, the cue bid or no-trumps.
ADVANCE_NEW_SUIT = (
    R("1z", t("a suit of its own, not forcing: five or more {z}, 6–12 points, no fit for partner's {y}"),
      "unbid z", "decent z", name="new suit", hcp=(6, 12), y=(0, 2), z=(5, 13)),
    R("2z", t("a suit of its own, not forcing: five or more {z}, 8–12 points, no fit for partner's {y}"),
      "unbid z", "good z", "below z y", name="new suit", hcp=(8, 12), y=(0, 2), z=(5, 13)),
    R("2z", t("a suit of its own, not forcing: five or more {z}, 8–12 points, no fit for partner's {y}"),
      "unbid z", "good z", "above z y", name="new suit", hcp=(8, 12), y=(0, 2), z=(5, 13)),
)


def michaels(x: str, weak_or_strong: bool = True) -> Any:
    """The Michaels cue bid of their suit ``x`` (at the two level), the honours in the two suits: weak (5–9) or
    strong (16+) when they opened (``weak_or_strong``); any strength from 5 once they have bid twice."""
    if x in ("C", "D"):
        if weak_or_strong:
            return R(f"2{x}", t("Michaels cue bid: five or more cards in each major, 5–9 or 16 or more points"),
                     f"michaels {x}", "outside 10 15", "in_long_suits", name="Michaels", hcp=(5, 37),
                     S=(5, 13), H=(5, 13))
        return R(f"2{x}", t("Michaels cue bid: five or more cards in each major, 5 or more points"),
                 f"michaels {x}", "in_long_suits", name="Michaels", hcp=(5, 37), S=(5, 13), H=(5, 13))
    other = "S" if x == "H" else "H"
    if weak_or_strong:
        return R(f"2{x}", t("Michaels cue bid: five or more {o} and five or more in a minor, 5–9 or 16 or more "
                            "points", o=SYM[other]),
                 f"michaels {x}", "outside 10 15", "in_long_suits", name="Michaels", hcp=(5, 37),
                 **_shows({other: (5, 13)}))
    return R(f"2{x}", t("Michaels cue bid: five or more {o} and five or more in a minor, 5 or more points",
                        o=SYM[other]),
             f"michaels {x}", "in_long_suits", name="Michaels", hcp=(5, 37), **_shows({other: (5, 13)}))


def over_preempts(weak_twos: str) -> list[Table]:
    """Over the opponents' weak two (in the suits ``weak_twos``) or three-level preempt (any suit): one table
    each (:func:`_over_a_preempt`), and the answers when partner doubled one for takeout."""
    tables = [_over_a_preempt(2, x) for x in weak_twos] + [_over_a_preempt(3, x) for x in ("C", "D", "H", "S")]
    # partner doubled their preempt for takeout: bid the longest unbid suit, game with values
    tables += [_answers_to_a_double_of_a_preempt(2), _answers_to_a_double_of_a_preempt(3)]
    # bid32: their preempt passed round to us: the direct seat's calls (no Michaels), and their answers
    tables += [_over_a_preempt(2, x, balancing=True) for x in weak_twos]
    tables += [_over_a_preempt(3, x, balancing=True) for x in ("C", "D", "H", "S")]
    tables += [_answers_to_a_double_of_a_preempt(2, balancing=True),
               _answers_to_a_double_of_a_preempt(3, balancing=True)]
    tables += [_over_a_four_level_preempt(x) for x in ("C", "D", "H", "S")] + [_answers_to_a_four_level_double()]
    tables += _answers_to_michaels_over_a_weak_two(weak_twos)
    return tables


def _answers_to_michaels_over_a_weak_two(weak_twos: str) -> list[Table]:
    """Partner's Michaels cue bid of their weak two (12 or more, bid32): as over their one-level opening a level
    higher (IBR 16a, "Michaels Cue bid over the Major suits", esvc006636.swp0002ssl.server-secure.com/ibr/b16a.htm:
    with a weak hand "Bid Partner's major suit with 3-card support" or "3♣ : "Pass or Correct" when short in
    Partner's major"; with 10 or more "Bid Game in Partner's major suit with 3+card support"): game in the major
    with three or more and 10 or more, else the cheapest bid in it with two or more, else four clubs to pass or
    correct to the minor."""
    tables: list[Table] = []
    if "D" in weak_twos:
        tables.append(T("2D 3D P", "competitive",
                        R("4M", t("game in the major it prefers: three or more {M}, 10 or more points"),
                          "best_of M H S", name="game", hcp=(10, 37), M=(3, 13)),
                        R("3M", t("chooses the major it prefers: {M}"), "best_of M H S", name="preference")))
    for M, o in (("H", "S"), ("S", "H")):
        if M not in weak_twos:
            continue
        game = R(f"4{o}", t("game in {o}: three or more, 10 or more points", o=SYM[o]), name="game",
                 hcp=(10, 37), **_shows({o: (3, 13)}))
        cheapest = (R("3S", t("chooses ♠, the major of partner's two suits: two or more"), name="preference",
                      S=(2, 13)) if o == "S" else
                    R("4H", t("chooses ♥, the major of partner's two suits, at the four level: two or more"),
                      name="preference", H=(2, 13)))
        tables.append(T(f"2{M} 3{M} P", "competitive",
                        *([game] if o == "S" else []), cheapest,
                        R("4C", t("asks for the minor: pass with clubs, bid diamonds with diamonds (fewer than two "
                                  "{o})", o=SYM[o]), name="pass or correct", **_shows({o: (0, 1)}))))
        tables.append(T(f"2{M} 3{M} P 4C P", "competitive",
                        R("4D", t("the minor is diamonds: five or more"), "longer D C", name="diamonds", D=(5, 13)),
                        R("P", t("the minor is clubs: five or more"), name="clubs", C=(5, 13))))
    return tables


def _over_a_four_level_preempt(x: str) -> Table:
    """Over their four-level preempt in ``x`` (bid25): the double is for takeout, as over a lower preempt (Larry
    Cohen, "Versus Opponents' Preempts", larryco.com: "When the opponents preempt, a double is for takeout.
    Period." and at the four level "A double should still be takeout", partner may leave it in); an overcall at
    the four level needs a good six-card suit and more."""
    return T(f"4{x}", "competitive",
             R("4z", t("overcall of their four-level preempt: six or more {z} with two of the top three honours, "
                       "14–18 points"), f"above z {x}", "good z", name="overcall", hcp=(14, 18), z=(6, 13)),
             R("X", t("takeout double of their four-level preempt: 12 or more points, short in {x} with three or "
                      "more in each other suit; or 19 or more points (partner may leave it in)", x=SYM[x]),
               f"takeout {x}", name="takeout double", hcp=(12, 37)),
             R("P", t("no action over their four-level preempt: pass"), name="pass"))


def _answers_to_a_four_level_double() -> Table:
    """Partner doubled their four-level preempt for takeout (bid25): take it out with shape, a five-card suit
    at the four level or a six-card suit at the five, and leave it in with a flat hand (Larry Cohen, "Versus
    Opponents' Preempts": "Your partner does not have to take out these high-level doubles"; BBO forums,
    "takeout double of 4S": "never pull with 4333 shape, usually pull with 5-5 shape, often pull with a 6 card
    suit")."""
    return T("4x X P", "competitive",
             R("4z", t("takes out the double of their preempt: five or more {z}"), "above z x", "longest_unbid z",
               name="answer", z=(5, 13)),
             R("5z", t("takes out the double of their preempt: six or more {z}"), "below z x", "longest_unbid z",
               name="answer", z=(6, 13)),
             R("P", t("leaves the double of their preempt in: no five-card suit to bid at the four level or "
                      "six-card one at the five"), name="penalty pass"))


def _over_a_preempt(level: int, x: str, balancing: bool = False) -> Table:
    """Over their weak two (``level`` 2) or three-level preempt (3) in ``x``: the no-trump overcall (2NT 15–18,
    3NT 16–21), over a weak two the Michaels cue bid, a natural overcall (the two level 10–18, the three level
    12–18), a takeout double with opening values, or a pass.

    ``balancing`` (bid32): their preempt passed round to us (2x–P–P, 3x–P–P), the same calls on the same values
    but the Michaels cue bid, which a weak two's balancer does not make (bridge.wikia.com, "Balancing": "bidding at
    the balancing seat requires slightly less strength then at the direct seat, since the partner has been passed";
    aeyec.com, "Michaels": "Don't Balance With Michaels"); before, every hand passed there, a 17-count too."""
    other = "S" if x == "H" else "H"
    if level == 2:
        nt = R("2NT", t("2NT over their weak two: 15–18 points, balanced, a stopper in {x}", x=SYM[x]),
               f"stopper {x}", "balanced", name="2NT overcall", hcp=(15, 18))
        cue = [R(f"3{x}", t("Michaels cue bid over their weak two: five or more cards in each major, 12 or more "
                            "points"), f"michaels {x}", name="Michaels", hcp=(12, 37), S=(5, 13), H=(5, 13))
               if x == "D" else
               R(f"3{x}", t("Michaels cue bid over their weak two: five or more {o} and five or more in a minor, "
                            "12 or more points", o=SYM[other]),
                 f"michaels {x}", name="Michaels", hcp=(12, 37), **_shows({other: (5, 13)}))]
    else:
        # bid32: or a long minor (Marty Bergen, "Overcalls — Easy as Pie", the ACBL, at csbnews.org: after their
        # three-level preempt "3NT is now the #1 priority ... A 3NT overcall includes a very wide range of
        # high-card points and distribution", bidding it with ♠K6 ♥A85 ♦AKQJ84 ♣J2 and ♠K93 ♥KJ5 ♦J ♣AKJ952)
        nt = R("3NT", t("3NT over their preempt: 16–21 points, a stopper in {x}, balanced or a six-card minor",
                        x=SYM[x]),
               f"stopper {x}", "balanced_or_long_minor", name="3NT overcall", hcp=(16, 21))
        cue = []
    two = R("2z", t("overcall at the two level: five or more {z}, 10–18 points"), f"above z {x}", "good z",
            f"major_first z {x}", name="overcall", hcp=(10, 18), z=(5, 13))
    three = R("3z", t("overcall at the three level: five or more {z}, 12–18 points"),
              f"{'below' if level == 2 else 'above'} z {x}", "good z", f"major_first z {x}", name="overcall",
              hcp=(12, 18), z=(5, 13))
    if balancing:
        cue = []
    return T(f"{level}{x}{' P P' if balancing else ''}", "competitive", nt, *cue, *([two] if level == 2 else []),
             three,
             R("X", t("takeout double of their preempt: 12 or more points, short in {x} with three or more in each "
                      "other suit; or 19 or more points", x=SYM[x]),
               f"takeout {x}", name="takeout double", hcp=(12, 37)),
             R("P", t("no action over their preempt: pass"), name="pass"))


def _answers_to_a_double_of_a_preempt(level: int, balancing: bool = False) -> Table:
    """Partner doubled their weak two (``level`` 2) or three-level preempt (3) for takeout (in the balancing seat
    with ``balancing``): game in a five-card major or 3NT with 10 or more points, else the longest unbid suit at
    the cheapest level, or a penalty pass."""
    major = ("above M x",) if level == 3 else ()
    return T(f"{level}x {'P P ' if balancing else ''}X P", "competitive",
             R("4M", t("answers the double with game: five or more {M}, 10 or more points"), *major, "longest M",
               name="game answer", hcp=(10, 37), M=(5, 13)),
             R("3NT", t("answers the double with game: 10 or more points, a stopper in {x}"), "stopper x",
               name="3NT answer", hcp=(10, 37)),
             R(f"{level}z", t("answers the double: its longest unbid suit, {z}"), "above z x", "longest_unbid z",
               name="answer"),
             R(f"{level + 1}z", t("answers the double: its longest unbid suit, {z}"), "below z x",
               "longest_unbid z", name="answer"),
             R("P", t("passes the double for penalties: long, strong {x}"), name="penalty pass", x=(4, 13)))


def notrump_after_our_overcalls(weak_twos: str, natural_ones: str) -> list[Table]:
    """The no-trump system after our 1NT overcall of their natural one of a suit (in ``natural_ones``), our
    balancing 1NT, and our 2NT over their weak two (in ``weak_twos``)."""
    tables: list[Table] = []
    # after our 1NT overcall (15–18) or balancing 1NT (12–14) the no-trump system is on, as over an opening
    for x in natural_ones:
        tables += notrump(f"1{x} 1NT P", 15, 18) + notrump(f"1{x} P P 1NT P", 12, 14)
    for x in weak_twos:  # and after our 2NT over their weak two (15–18), as over a 2NT opening
        tables += notrump(f"2{x} 2NT P", 15, 18, level=2) + notrump(f"2{x} P P 2NT P", 15, 18, level=2)
    return tables


def over_their_opening(x: str) -> list[Table]:
    """Over their opening one of a suit ``x``: the 1NT overcall, Michaels, 4NT for the minors, the unusual 2NT,
    jump and simple overcalls, the takeout double, or a pass."""
    tables: list[Table] = []
    low = [s for s in ("C", "D", "H") if s != x][:2]
    two = {s: (5, 13) for s in low}
    sym = SYM
    tables.append(T(f"1{x}", "competitive",
                    R("1NT", t("1NT overcall: 15–18 points, balanced, a stopper in {x}", x=sym[x]),
                      f"stopper {x}", "balanced", name="1NT overcall", hcp=(15, 18)),
                    michaels(x),
                    *([R("4NT", t("4NT for the minors: six of one and five or more of the other, 16 or more "
                                  "points; partner chooses a minor at the five level"), "minors65",
                         name="4NT for the minors", hcp=(16, 37), D=(5, 13), C=(5, 13))] if x in "HS" else []),
                    R("2NT", t("unusual 2NT: five or more {a} and five or more {b}", a=sym[low[0]],
                               b=sym[low[1]]), f"unusual {x}", name="unusual 2NT", hcp=(8, 37), **_shows(two)),
                    R("4z", t("preemptive jump overcall: eight or more {z}, 5–10 points"), "good z",
                      name="preemptive overcall", hcp=(5, 10), z=(8, 13)),
                    R("3z", t("preemptive jump overcall: seven {z}, 5–10 points"), "good z",
                      name="preemptive overcall", hcp=(5, 10), z=(7, 7)),
                    # bid32: 5–11, the weak two's range (Downey's SAYC; David Bird, "Weak Jump Overcalls",
                    # vubridge.com: the hand "looks like a weak-two opening bid ... that's exactly the sort of hand
                    # that your 2♠ WJO shows"); before, 5–10
                    R("2z", t("weak jump overcall: six {z}, 5–11 points"), f"above z {x}", "good z",
                      name="weak jump overcall", hcp=(5, 11), z=(6, 6)),
                    # bid32: a 5-5 between Michaels' two ranges (10–15) overcalls in its major even when the
                    # suit is not good enough for an overcall alone (aeyec.com, BidBase, "Michaels": "If you play
                    # Weak-Strong, then with an in-between hand, you can overcall with the higher suit and bid the
                    # lower suit later"); the higher major of 5-5 majors over a minor (``or_two_suiter``)
                    R("1z", t("overcall: five or more {z}, 8–18 points"), f"or_two_suiter z {x} decent",
                      f"major_first z {x}", name="overcall", hcp=(8, 18), z=(5, 13)),
                    # bid32: the two level's 10 counted as Downey counts points, a card over four one (SAYC ch. 3
                    # and ch. 16: "Suit Overcalls show 8-16+ points"): ♣AQ10972 with 9 high-card points overcalls
                    R("2z", t("overcall at the two level: five or more {z}, 10 or more total points (a card over "
                              "four counts one), 8–18 high-card points"), f"below z {x}",
                      f"or_two_suiter z {x} good", f"major_first z {x}", f"at_most {x} 3", name="overcall",
                      hcp=(8, 18), tp=(10, 37), z=(5, 13)),
                    # a flat 4-3-3-3 with three of their suit doubles with 13, and a hand too strong to
                    # overcall (no overcall or 1NT above fits it) from 17 (bid22: Larry Cohen, "With 3-4-3-3 I
                    # would double with a decent 13-count in direct"; andrew.cmu.edu's Bridge Bidding 3.11: the
                    # takeout double shows 13–16 and support, "or 17+ hcp ... the doubler should plan to bid
                    # again")
                    R("X", t("takeout double: short in {x} with three or more in each other suit, 13 or more "
                             "points counting a void 5, a singleton 3, a doubleton 1; or 4-3-3-3 with three {x} "
                             "and 13 or more points; or 17 or more points, too strong to overcall", x=sym[x]),
                      f"takeout {x} 17 13", name="takeout double", hcp=(10, 37)),
                    R("P", t("no overcall, double or 1NT fits: pass"), name="pass")))
    return tables


def after_their_opening(x: str) -> list[Table]:
    """After their opening one of a suit ``x``: partner's choice after our unusual 2NT or 4NT, the balancing
    seat (their opening passed round to us), and our overcall or double after their raise or 1NT answer."""
    low = [s for s in ("C", "D", "H") if s != x][:2]
    sym = SYM
    tables: list[Table] = []
    # partner's unusual 2NT (the two lowest unbid suits) or 4NT (the minors): choose the longer suit
    a, b = low
    tables.append(T(f"1{x} 2NT P", "competitive",
                    R(f"3{a}", t("chooses {a} of partner's two suits: at least as many as {b}", a=sym[a],
                                 b=sym[b]), f"longer {a} {b}", name="preference"),
                    R(f"3{b}", t("chooses {b} of partner's two suits: more than {a}", a=sym[a], b=sym[b]),
                      name="preference")))
    if x in "HS":
        tables.append(T(f"1{x} 4NT P", "competitive",
                        R("5C", t("chooses clubs: at least as many as diamonds"), "longer C D",
                          name="preference"),
                        R("5D", t("chooses diamonds: more than clubs"), name="preference")))
    # balancing: their opening was passed round to us; bid with about a king less
    tables.append(T(f"1{x} P P", "competitive",
                    # bid32: no stopper needed in the balancing seat (Marty Bergen, "Overcalls — Easy as Pie",
                    # the ACBL, at csbnews.org: "Look, Ma — no stopper. You don't need a stopper in opener's suit
                    # to balance with 1NT. All you need is 10 to 14 HCP"); our range stays 12–14
                    R("1NT", t("balancing 1NT: 12–14 points, balanced (no stopper needed in the balancing seat)"),
                      "balanced", name="balancing 1NT", hcp=(12, 14)),
                    R("2NT", t("balancing 2NT: 19–21 points, balanced, a stopper in {x}", x=sym[x]),
                      f"stopper {x}", "balanced", name="balancing 2NT", hcp=(19, 21)),
                    michaels(x, weak_or_strong=False),
                    # bid32: a jump in the balancing seat is intermediate, not weak: a good six-card suit and
                    # 12–16 (Audrey Grant's series, "What's Standard? The Jump Overcall", Bridge Bulletin: "in the
                    # balancing position a jump overcall is intermediate, not weak"; bridgetips.wordpress.com,
                    # "Balancing Bids": "The bid is not preemptive. It shows a good six card or longer suit and near
                    # opening strength"; SAYCBridge's BalancingJumpSuitedOvercall: 12+, six cards)
                    R("2z", t("intermediate jump in the balancing seat: six or more {z} with two of the top three "
                              "honours, 12–16 points"), f"above z {x}", "good z", name="balancing jump overcall",
                      hcp=(12, 16), z=(6, 13)),
                    R("3z", t("intermediate jump in the balancing seat: six or more {z} with two of the top three "
                              "honours, 12–16 points"), f"below z {x}", "good z", name="balancing jump overcall",
                      hcp=(12, 16), z=(6, 13)),
                    R("1z", t("balancing overcall: five or more {z}, 5–14 points"), "decent z",
                      name="balancing overcall", hcp=(5, 14), z=(5, 13)),
                    R("2z", t("balancing overcall at the two level: five or more {z}, 7 or more total points "
                              "(a card over four counts one), at most 14 high-card points"),
                      f"below z {x}", "decent z", name="balancing overcall", hcp=(5, 14), tp=(7, 37),
                      z=(5, 13)),
                    # a king less than in the direct seat: the flat 4-3-3-3 with three of their suit from 10
                    # (bid22: Larry Cohen, "With 3-4-3-3 I would double with a decent 13-count in direct, so
                    # ten in balancing seat"; Bill Root's ♠AJ6 ♥A94 ♦732 ♣Q1075 doubles 1♦–P–P)
                    R("X", t("balancing double: 8 or more points, short in {x} with three or more in each "
                             "other suit; or 4-3-3-3 with three {x} and 10 or more points; or 15 or more "
                             "points", x=sym[x]),
                      f"short_or {x} 15 10", name="balancing double", hcp=(8, 37)),
                    R("P", t("nothing to say in the balancing seat: pass"), name="pass")))
    # they opened and the next opponent raised (1x–P–2x): the double is for takeout, as over the opening, and
    # an overcall natural (Pomer ch. 15: a double of a suit they have bid and raised is for takeout)
    # over their raised major, 2NT cannot be natural: it is the unusual no-trump for the minors (bid25; the ACBL
    # Encyclopedia, "Unusual Notrump", at gwilliams.org.uk: "a variety of other situations arise where a notrump
    # bid is obviously 'unusual'"; a natural 2NT has no room once they have a fit; and the shape may be less
    # than five-five: bbi5m.blogspot.com, "An Unusual Bid": "you might even risk an unusual 2NT with a 6-4 or
    # 5-4 shape")
    # 5-4 or longer in the minors, at most two of the other major (with three the takeout double, which offers
    # that major too)
    other_major = "S" if x == "H" else "H"
    unusual = ([R("2NT", t("unusual 2NT over their raise: the minors, five or more of one and four or more of the "
                           "other, at most two {o}", o=SYM[other_major]), "both_minors", name="unusual 2NT",
                  hcp=(8, 37), D=(4, 13), C=(4, 13), **_shows({other_major: (0, 2)}))]
               if x in "HS" else [])
    tables.append(T(f"1{x} P 2{x}", "competitive", *unusual,
                    R("X", t("takeout double of their raised suit: short in {x} with three or more in each "
                             "other suit, 13 or more points counting a void 5, a singleton 3, a doubleton 1; "
                             "or 4-3-3-3 with three {x} and 13 or more points; or 17 or more points",
                             x=sym[x]),
                      f"takeout {x} 17 13", name="takeout double", hcp=(10, 37)),
                    R("2z", t("overcall at the two level: five or more {z}, 10–18 points"), f"above z {x}",
                      "good z", name="overcall", hcp=(10, 18), z=(5, 13)),
                    R("3z", t("overcall at the three level: five or more {z}, 12–18 points"), f"below z {x}",
                      "good z", name="overcall", hcp=(12, 18), z=(5, 13))))
    # partner's unusual 2NT over their raised major: choose the minor (the longer; with equal length clubs, the
    # cheaper), as over the direct unusual 2NT
    if x in "HS":
        tables.append(T(f"1{x} P 2{x} 2NT P", "competitive",
                        R("3C", t("chooses clubs of partner's minors: at least as many as diamonds"), "longer C D",
                          name="preference"),
                        R("3D", t("chooses diamonds of partner's minors: more than clubs"), name="preference")))
    # they opened and the next opponent answered: a double asks for the two unbid suits
    tables.append(T(f"1{x} P 1NT", "competitive",
                    michaels(x, weak_or_strong=False),
                    R("2z", t("overcall at the two level: five or more {z}, 10–18 points"), "unbid z",
                      "good z", f"major_first z {x}", name="overcall", hcp=(10, 18), z=(5, 13)),
                    R("P", t("no overcall fits: pass"), name="pass")))
    return tables


def overcalls_and_doubles() -> list[Table]:
    """Over their opening and response (1x–P–1y), over their 1NT, and partner's answers to our doubles:
    a penalty double of their 1NT, a takeout double (direct or balancing), a double of their two suits, and
    the free answer after their bid."""
    return [
        T("1x P 1y", "competitive",
          # bid32: a jump overcall over their answer is weak, as over their opening, a six-card
          # suit named before a double of their two suits (the SAYC booklet's jump overcalls are preemptive; the
          # SAYCBridge rules, z3b PreemptiveOvercall, take a jump in an unbid suit after their answer as well)
          R("2z", t("weak jump overcall: six {z}, 5–11 points"), "above z y", "unbid z", "good z",
            name="weak jump overcall", hcp=(5, 11), z=(6, 6)),
          R("X", t("takeout double of their two suits: four or more in each unbid suit, 13 or more points "
                   "counting a void 5, a singleton 3, a doubleton 1"),
            "each4 x y", "short_points 13", name="takeout double", hcp=(8, 37)),
          R("1z", t("overcall: five or more {z}, 8–18 points"), "decent z", "unbid z", name="overcall",
            hcp=(8, 18), z=(5, 13)),
          R("2z", t("overcall at the two level over their answer: five or more {z}, 10–18 points, at most three "
                    "{y}"), "below z y", "unbid z", "good z", "at_most y 3", name="overcall", hcp=(10, 18), z=(5, 13)),
          R("P", t("no overcall or double fits: pass"), name="pass")),
        # over the opponents' 1NT: a long suit, or a penalty double
        *cappelletti(),
        *balancing_cappelletti(),
        # partner doubled their 1NT for penalties: run with a weak hand and a long suit
        T("1NT X P", "competitive",
          R("2z", t("takes out the penalty double: five or more {z}, 0–5 points, too weak to defend"), "longest z",
            name="rescue", hcp=(0, 5), z=(5, 13)),
          R("P", t("leaves the penalty double in: 6 or more points, or no five-card suit"), name="pass")),
        # partner doubled for takeout (directly, or in the balancing seat): answer in the longest unbid suit
        *[T(pattern, "competitive",
            R("4M", t("answers the double with game: five or more {M}, 12 or more points"), "longest M",
              name="game answer", hcp=(12, 37), M=(5, 13)),
            R("3NT", t("answers the double with game: 13 or more points, a stopper in {x}"), "stopper x",
              name="3NT answer", hcp=(13, 37)),
            R("2x", t("cue bid: 13 or more points, forcing; asks the doubler to describe the hand"), forcing=True,
              name="cue bid", hcp=(13, 37)),
            R("2NT", t("answers the double: 11–12 points, a stopper in {x}, no four-card major to show"),
              "stopper x", "no_other4major x", name="2NT answer", hcp=(11, 12)),
            R("2z", t("answers the double with a jump: four or more {z}, 10–12 points"), "above z x", "longest z",
              name="jump answer", hcp=(10, 12), z=(4, 13)),
            R("3z", t("answers the double with a jump: four or more {z}, 10–12 points"), "below z x", "longest z",
              name="jump answer", hcp=(10, 12), z=(4, 13)),
            R("1NT", t("answers the double: 6–10 points, a stopper in {x}, no four-card major to show"), "stopper x",
              "no_other4major x", name="1NT answer", hcp=(6, 10)),
            R("1z", t("answers the double: three or more {z}, its longest unbid suit it can show at the one level"),
              name="answer", z=(3, 13)),
            R("2z", t("answers the double: three or more {z}, its longest unbid suit"), "below z x",
              name="answer", z=(3, 13)),
            R("P", t("passes the double for penalties: long, strong {x}"), name="penalty pass", x=(5, 13)))
          for pattern in ("1x X P", "1x P P X P")],
        # partner doubled their two suits (1x–P–1y–X): the longer unbid suit at the cheapest level
        T("1x P 1y X P", "competitive",
          R("1z", t("answers the double: {z}, the longer of the two unbid suits"), "unbid z", "longest_unbid z",
            name="answer"),
          R("2z", t("answers the double: {z}, the longer of the two unbid suits"), "unbid z", "below z y",
            "longest_unbid z", name="answer")),
        # partner doubled, and the next opponent bid: a free answer shows some values
        T("1x X 1y", "competitive",
          # bid30: with more than a free answer, a four-card major as over their raise: game with 13 or more, a jump
          # with 11–12 (Pomer p120, h21 made 10–12 in SAYCBridge's suite: 2♠ over 1♦–X–1♥; before, 11–12 passed)
          R("4M", t("answers the double with game over their bid: four or more {M}, 13 or more points counting "
                    "shortness"), name="game answer", dpM=(13, 37), M=(4, 13)),
          R("2M", t("answers the double with a jump over their bid: four or more {M}, 11–12 points"), "above M y",
            name="jump answer", hcp=(11, 12), M=(4, 13)),
          R("3M", t("answers the double with a jump over their bid: four or more {M}, 11–12 points"), "below M y",
            name="jump answer", hcp=(11, 12), M=(4, 13)),
          R("1z", t("answers the double freely: four or more {z}, 6–10 points"), name="free answer", hcp=(6, 10),
            z=(4, 13)),
          R("1NT", t("answers the double freely: 6–10 points, no four-card suit to show at the one level"),
            name="free 1NT", hcp=(6, 10)),
          R("2z", t("answers the double freely: four or more {z}, 6–10 points"), name="free answer",
            hcp=(6, 10), z=(4, 13)),
          R("P", t("nothing to add after their bid: pass"), name="pass")),
    ]


def advancing() -> list[Table]:
    """The takeout doubler's second call; after our Michaels cue bid; the advancer of an overcall (raises,
    cue-bid raises, a suit of its own) and the overcaller's next call; the advancer of a takeout double after
    their redouble or bid; balancing when they found a fit at the two level."""
    return [
        # bid30: after partner's answer in a minor, a balanced doubler with a stopper in their suit bids the
        # no-trumps (1NT 19–21, 2NT 22–24) before raising the minor: nine tricks in no-trumps before eleven in
        # the minor (bidandmade.com, "Game in a minor is harder to reach"; SAYCBridge's own tests, "majors > nt >
        # minors for jump raises": 1♣–X–P–1♦–P 1NT with ♠K984 ♥AQ7 ♦KQJ9 ♣A8, not 3♦)
        T("1x X P 1m P", "competitive",
          R("1NT", t("19–21 points, balanced, a stopper in {x}"), "balanced", "stopper x", name="notrump",
            hcp=(19, 21)),
          R("2NT", t("22–24 points, balanced, a stopper in {x}"), "balanced", "stopper x", name="notrump",
            hcp=(22, 24))),
        # the takeout doubler's second call, after partner's answer at the cheapest level
        T("1x X P 1y P", "competitive",
          R("2y", t("raises partner's answer: four or more {y}, 16–18 points"), name="raise", hcp=(16, 18),
            y=(4, 13)),
          R("3y", t("jump raise: four or more {y}, 19–21 points"), name="jump raise", hcp=(19, 21), y=(4, 13)),
          R("1NT", t("19–21 points, balanced, a stopper in {x}"), "balanced", "stopper x", name="notrump",
            hcp=(19, 21)),
          # bid27: the jump to 2NT 22–24 (firesides.ca, "Defensive Bidding": a double then 1NT is "too strong to
          # overcall 1NT immediately (hence, 19-21 points) but too weak to double and then JUMP in No Trump (22-24
          # points)")
          R("2NT", t("22–24 points, balanced, a stopper in {x}"), "balanced", "stopper x", name="notrump",
            hcp=(22, 24)),
          R("1z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), name="own suit",
            hcp=(17, 37), z=(5, 13)),
          R("2z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), "unbid z",
            name="own suit", hcp=(17, 37), z=(5, 13)),
          # bid30: 22 or more with no bid above to show it (no stopper for 2NT, no five-card suit, 25+ balanced, a
          # raise beyond 21): the cue bid of their suit, forcing (Steve Robinson, "Forcing Bids after a Takeout
          # Double", csbnews.org: after (1♦)–X–(P)–1♥–(P) the doubler shows a stronger hand with a cue bid, "forcing
          # for at least one round"; SAYCBridge's own tests: "a cuebid to show 21+")
          R("2x", t("cue bid: 22 or more points, forcing; no other bid shows the hand"), forcing=True,
            name="cue bid", hcp=(22, 37)),
          R("P", t("nothing more to show: pass"), name="pass")),
        # bid30: partner answers the doubler's cue bid (forcing) at the cheapest level: a second suit of four, 2NT
        # with a stopper in their suit, else its own suit again
        T("1x X P 1y P 2x P", "competitive",
          R("2z", t("answers the cue bid: four or more {z}, a second suit"), "unbid z", "above z x", name="new suit",
            z=(4, 13)),
          R("3z", t("answers the cue bid: four or more {z}, a second suit"), "unbid z", "below z x", name="new suit",
            z=(4, 13)),
          R("2NT", t("answers the cue bid: a stopper in {x}"), "stopper x", name="notrump"),
          R("2y", t("answers the cue bid: {y} again, nothing else to show"), "above y x", name="rebid the suit"),
          R("3y", t("answers the cue bid: {y} again, nothing else to show"), "below y x", name="rebid the suit")),
        # and the doubler places the game when partner's answer found it: 3NT over the stopper, four of a major
        # partner named with four or more of it
        T("1x X P 1y P 2x P 2NT P", "competitive",
          R("3NT", t("game in no-trumps over partner's stopper: 22 or more points"), name="game", hcp=(22, 37))),
        *[T(f"1x X P 1y P 2x P {lv}M P", "competitive",
            R("4M", t("game in {M} over partner's second suit: four or more {M}, 22 or more points"), name="game",
              hcp=(22, 37), M=(4, 13)))
          for lv in (2, 3)],
        T("1x X P 2y P", "competitive",
          R("2z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), "below y x",
            "unbid z", name="own suit", hcp=(17, 37), z=(5, 13)),
          R("3y", t("raises partner's answer: four or more {y}, 16–18 points"), "below y x", name="raise",
            hcp=(16, 18), y=(4, 13)),
          R("4y", t("jump raise: four or more {y}, 19–21 points"), "below y x", "above y D", name="jump raise",
            hcp=(19, 21), y=(4, 13)),
          R("2NT", t("19–21 points, balanced, a stopper in {x}"), "below y x", "balanced", "stopper x",
            name="notrump", hcp=(19, 21)),
          R("2z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), "below y x",
            "unbid z", name="own suit", hcp=(17, 37), z=(5, 13)),
          R("3z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), "below y x",
            "unbid z", "below z y", name="own suit", hcp=(17, 37), z=(5, 13)),
          R("P", t("nothing more to show: pass"), "below y x", name="pass")),
        # after our Michaels cue bid: partner's choice, and our answer to it
        T("1m 2m P", "competitive",
          R("4M", t("game in the major it prefers: three or more {M}, 11 or more points"), "best_of M H S",
            name="game", hcp=(11, 37), M=(3, 13)),
          R("3M", t("invites game in the major it prefers: three or more {M}, 9–10 points"), "best_of M H S",
            name="invite", hcp=(9, 10), M=(3, 13)),
          R("2M", t("chooses the major it prefers: {M}"), "best_of M H S", name="preference")),
        *[T(f"1{M} 2{M} P", "competitive",
            R(f"4{o}", t("game in {o}: three or more, 11 or more points", o=SYM[o]), name="game", hcp=(11, 37),
              **_shows({o: (3, 13)})),
            *([R(f"3{o}", t("invites game in {o}: three or more, 9–10 points", o=SYM[o]), name="invite",
                 hcp=(9, 10), **_shows({o: (3, 13)})),
               R(f"2{o}", t("chooses {o}: two or more", o=SYM[o]), name="preference", **_shows({o: (2, 13)}))]
              if o == "S" else
              # bid27: over 1♠–2♠ no heart bid is left at the two level: 3♥, the cheapest, is the preference
              # (two or more; with three and 11 or more, game above), where the rules above offered an illegal
              # 2♥ and passed partner's Michaels cue bid (Loeb Bridge, "Michaels Cue Bid Responses": "when your
              # partner makes a Michaels Cue Bid, you don't want to pass ... a minimum response to a Michaels Cue
              # Bid doesn't promise points and doesn't promise a fit")
              [R("3H", t("chooses ♥ at the three level, the cheapest over 2♠: two or more"), name="preference",
                 H=(2, 13))]),
            R("3C", t("asks for the minor: pass with clubs, bid diamonds with diamonds (fewer than two {o})",
                      o=SYM[o]), name="pass or correct", **_shows({o: (0, 1)})))
          for M, o in (("H", "S"), ("S", "H"))],
        T("1M 2M P 3C P", "competitive",
          R("3D", t("the minor is diamonds: five or more"), "longer D C", name="diamonds", D=(5, 13)),
          R("P", t("the minor is clubs: five or more"), name="clubs", C=(5, 13))),
        # partner's 2NT over our Michaels of their major asks for our minor (Pomer ch. 13): name it
        T("1M 2M P 2NT P", "competitive",
          R("3m", t("names the minor of the Michaels cue bid: five or more {m}"), name="the minor",
            m=(5, 13))),
        T("1x 2x P 3M P", "competitive",
          R("4M", t("accepts the invitation: a strong Michaels, 16 or more points"), name="accept", hcp=(16, 37)),
          R("P", t("declines the invitation: a weak Michaels"), name="decline")),
        # partner overcalled: raise with support
        T("1x P 1NT 2y P", "competitive",
          R("3x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          R("3y", RAISE_OVERCALL, name="raise", hcp=(0, 10), dpy=(6, 37), y=(3, 13))),
        # the overcaller after partner's raise (6–10 dummy points, counted 8): game with 16 or more high-card
        # points (with the five-card suit's length point 17: 17 + 8 make the 25 game needs, as the general rules
        # add them up), or with six or more trumps and 10 or more when they compete; one rule, since one call
        # has one meaning here (a 15–16 total-point hand invites with 3M by the general rules)
        T("1x 1M * 2M *", "competitive",
          R("4M", t("game after partner's raise: 16 or more high-card points, or six or more {M} and 10 or more "
                    "points"), "fit_or_points M 6 16", name="game", hcp=(10, 37), M=(5, 13))),
        # the overcaller after partner's simple raise of a minor overcall (6–10 support points, counted 8): 3NT
        # with 17 or more total points and a stopper in their suit (17 + 8 make the 25 for game; nine tricks in
        # no-trumps before eleven in the minor: bidandmade.com, "Game in a minor is harder to reach", "you should
        # reckon on needing 28 points ... try to find something less demanding to bid, such as 3NT")
        *[T(f"1x {lv}m P {lv + 1}m P", "competitive",
            R("3NT", t("game in no-trumps after partner's raise of {m}: 17 or more total points, a stopper in {x}"),
              "stopper x", name="3NT", tp=(17, 37)),
            R("P", t("content with the partscore: fewer than 17 total points, or no stopper in {x}"), name="pass"))
          for lv in (1, 2)],
        # bid32: or preemptive with five or more trumps and a weak hand (Downey, SAYC ch. 16: "A jump to game shows
        # five+ trump and is preemptive ... in keeping with the Law of Total Tricks we recommend a minimum 10-card
        # fit"); one rule, since one call has one meaning here (``overcall_game``)
        T("1x 1M P", "competitive",
          R("4M", t("raises the overcall to game: four or more {M} and 11 or more points, unbalanced; or preemptive, "
                    "five or more {M} and 9 or fewer points"), "overcall_game M", name="game raise", M=(4, 13))),
        # bid32: advancing a weak jump overcall (1x–2y–P, y ranking above x: a jump), answered as a weak two, the
        # hand it is (David Bird, above; Barry Rigal, "Have you discussed jump openings, overcalls and responses?",
        # youth.worldbridge.org: "use 2NT in response to a weak jump overcall as an artificial enquiry – just as you
        # would do if partner had opened with a weak two opening"; Georgia Tech's SAYC pages, "Jump Overcall to 2
        # Level": the raise "preemptive"): game in a major with a fit and values or four trumps, 2NT asks for a
        # feature with 15 or more, the raise extends the preempt, else pass (before, the simple overcall's
        # answers: a cue-bid raise from 11, a natural 2NT 11–12)
        T("1x 2y P", "competitive",
          R("4y", t("raises the weak jump overcall to game: three or more {y}, with the values for game or four "
                    "trumps to stretch the preempt"), "above y x", "major y", "fit_or_points y 4 12",
            name="raise to game", y=(3, 13)),
          R("2NT", t("asks the weak jump overcaller for a feature (an ace, king or queen outside the suit): 15 or "
                     "more points, forcing"), "above y x", forcing=True, name="feature ask", hcp=(15, 37)),
          R("3y", t("extends the weak jump overcall: three or more {y}, no game in view"), "above y x",
            name="preemptive raise", hcp=(0, 14), y=(3, 13)),
          R("P", t("no game in view opposite the weak jump overcall: 14 points or fewer"), "above y x",
            name="pass", hcp=(0, 14))),
        T("1x 2y P 2NT P", "competitive",
          R("3z", t("a maximum (9–11 points) with a feature: an ace, king or queen in {z}"), "above y x", "unbid z",
            "feature z", name="feature", hcp=(9, 11)),
          R("3y", t("rebids the suit: a minimum, or a maximum without a feature"), "above y x", name="minimum")),
        T("1x 2M P 2NT P 3M P", "competitive",
          R("4M", t("game in {M}: 18 or more points, two or more {M} opposite partner's six"), "above M x",
            name="game", hcp=(18, 37), M=(2, 13)),
          R("P", t("partner rebids the suit (a minimum, or no feature): no game in view"), "above M x",
            name="pass")),
        # bid32: advancing a preemptive jump overcall at the three level (1x–3y–P: any three-level suit over a
        # one-level opening is a jump), answered as a three-level preempt, the hand it is (Downey, SAYC ch. 16: "A
        # Direct Jump Overcall is preemptive and shows the same shape and values as would" the opening; the answers
        # to a preempt in ``sayc.weak_twos_and_preempts``): game in a major with three trumps or 16 or more, 3NT with
        # 15 or more, two of the top three honours in partner's suit and their suit stopped, else pass (before,
        # no table: a pass with any hand)
        T("1x 3y P", "competitive",
          R("4y", t("raises the preemptive jump overcall to game: three or more {y}, or 16 or more points"),
            "major y", "fit_or_points y 3 16", name="raise to game"),
          R("3NT", t("to play: 15 or more points, two of the top three honours in partner's suit, a stopper in {x}"),
            "good y", "stopper x", name="3NT", hcp=(15, 37)),
          R("P", t("no game in view opposite the preemptive jump overcall: pass"), name="pass")),
        # advancing a two-level overcall, after a pass or their negative double alike (as at the one level below)
        *[T(f"1x 2y {after}", "competitive",
            R("2x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
              hcp=(11, 37), y=(3, 13)),
            R("3x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
              hcp=(11, 37), y=(3, 13)),
            R("3y", RAISE_OVERCALL, name="raise", hcp=(0, 10), dpy=(6, 37), y=(3, 13)),
            *ADVANCE_NEW_SUIT[2:],
            R("2NT", t("11–12 points, a stopper in {x}"), "stopper x", name="2NT", hcp=(11, 12)),
            # bid32: game in no-trumps with more (Downey ch. 16, as after a one-level overcall above)
            R("3NT", t("13 or more points, a stopper in {x}, no fit for partner's {y}"), "stopper x", name="3NT",
              hcp=(13, 37), y=(0, 2)),
            R("P", t("nothing to add: pass"), name="pass"))
          for after in ("P", "X")],
        # partner's takeout double was redoubled (1x–X–XX): a pass now would leave 1x redoubled, so it shows
        # long, strong cards in their suit (a penalty pass); otherwise advancer still names its longest unbid
        # suit at the cheapest level, whatever its strength (Eddie Kantar, quoted in "The Redouble", Edmonton
        # Bridge Centre's Coaches Corner: "a pass when sitting in back of a suit that has been redoubled ... is
        # considered a penalty pass. Unless you have great diamonds, you have to come up with some bid.")
        # (bid35: also after the balancing double and opener's redouble, 1x–P–P–X–XX, Kantar's own auction)
        *[T(pattern, "competitive",
            R("P", t("passes for penalties after their redouble: five or more {x} with two of the top three "
                     "honours"), "good x", name="penalty pass", x=(5, 13)),
            R("1z", t("answers the double after their redouble: its longest unbid suit, {z} (no values promised: "
                      "a pass would play their contract redoubled)"), "longest_unbid z", name="answer"),
            R("2z", t("answers the double after their redouble: its longest unbid suit, {z} (no values promised: "
                      "a pass would play their contract redoubled)"), "below z x", "longest_unbid z", name="answer"))
          for pattern in ("1x X XX", "1x P P X XX")],
        # partner doubled and the next opponent jumped to three of opener's suit (preemptive): advancer need not
        # bid with nothing; a minimum new suit shows some values, 3NT 14–16 with a stopper, game in a four-card
        # major (the longer, bound first) with 13 or more
        # (Loeb Bridge, "Advancing a takeout double", after responder bids: "Minimum bid in a new suit | 5-9
        # points", "Cue bid (opener's suit) | 13+ points", "3NT | 14-16 HCP with a stopper"; over 3x the jump
        # (10–12) has no room below game, so a minimum new suit takes 5–12)
        T("1x X 3x", "competitive",
          R("4M", t("answers the double with game over their jump raise: four or more {M}, 13 or more points "
                    "counting shortness"), name="game answer", dpM=(13, 37), M=(4, 13)),
          R("3NT", t("answers the double over their jump raise: 14–16 points, a stopper in {x}, no four-card "
                     "major to show"), "stopper x", "no_other4major x", name="3NT answer", hcp=(14, 16)),
          # a four-card major before a longer minor: the double promised the unbid majors (compassmate, the Bridge
          # Centre's Q&A 06, "Major Oriented": over their raise, with four hearts and five clubs, "A common answer
          # is: 'I have ten high card points and five clubs so I can happily bid 3C'. If that is what you do, that
          # is where you will play", since partner "should ALSO have told you that she had FOUR HEARTS")
          R("3M", t("answers the double freely over their jump raise: four or more {M}, a major before a longer "
                    "minor, 5–12 points"), "above M x", name="free answer", hcp=(5, 12), M=(4, 13)),
          R("3z", t("answers the double freely over their jump raise: four or more {z}, its longest unbid suit, "
                    "5–12 points"), "above z x", "longest_unbid z", name="free answer", hcp=(5, 12), z=(4, 13)),
          # a minor ranking below their suit is named at the four level, a non-jump (Larry Cohen, "Doubles",
          # larryco.com, answering a three-level takeout double: "3 of a suit (or 4 of a suit without jumping):
          # 0-9 (approximate), 4+ card suit"; after their raise advancer is free, so the range stays 5–12)
          R("4m", t("answers the double freely over their jump raise: four or more {m}, its longest unbid suit, "
                    "5–12 points"), "below m x", "longest_unbid m", name="free answer", hcp=(5, 12), m=(4, 13)),
          R("P", t("nothing to add after their jump raise: pass"), name="pass")),
        # partner doubled and the next opponent raised (1x–X–2x): SAYC plays no responsive double (bid22), so
        # advancer names a four-card major freely (the double promised the unbid majors), a jump to invite, game
        # with 13 or more (bridgebum.com, "Takeout Double": "If your right-hand opponent bids over partner's
        # double, then any 'free' bid shows 6+ points and at least a 4-card suit"; the jump and game as over
        # their jump raise, Loeb Bridge, bid18)
        T("1x X 2x", "competitive",
          R("4M", t("answers the double with game over their raise: four or more {M}, 13 or more points counting "
                    "shortness"), name="game answer", dpM=(13, 37), M=(4, 13)),
          R("3M", t("answers the double with a jump over their raise: four or more {M}, 11–12 points"), "above M x",
            name="jump answer", hcp=(11, 12), M=(4, 13)),
          R("2M", t("answers the double freely over their raise: four or more {M}, 6–10 points"), "above M x",
            name="free answer", hcp=(6, 10), M=(4, 13)),
          R("3M", t("answers the double freely over their raise: four or more {M}, 8–12 points"), "below M x",
            name="free answer", hcp=(8, 12), M=(4, 13)),
          R("2z", t("answers the double freely: five or more {z}, 6–10 points"), "above z x", name="free answer",
            hcp=(6, 10), z=(5, 13)),
          R("3z", t("answers the double freely: five or more {z}, 8–10 points"), "below z x", name="free answer",
            hcp=(8, 10), z=(5, 13)),
          R("P", t("nothing to add after their raise: pass"), name="pass")),
        # partner doubled and the next opponent bid 1NT or a new suit at the two level: a five-card suit freely,
        # as over their raise
        T("1x X 1NT", "competitive",
          R("2z", t("answers the double freely: five or more {z}, 6–10 points"), "unbid z", name="free answer",
            hcp=(6, 10), z=(5, 13))),
        T("1x X 2y", "competitive",
          R("2z", t("answers the double freely: five or more {z}, 6–10 points"), "above z y", "unbid z",
            name="free answer", hcp=(6, 10), z=(5, 13)),
          R("3z", t("answers the double freely: five or more {z}, 8–10 points"), "below z y", "unbid z",
            name="free answer", hcp=(8, 10), z=(5, 13))),
        # the takeout doubler after partner's answer and opener's rebid: with four of partner's suit and a little
        # extra, compete with a raise (Mike Lawrence, ACBL "Mike's bidding quiz": after 1♥–X–P–1♠–2♥ the raise
        # to 2♠ needs less than when opener passes; 13 and flat passes, 15 with four spades raises)
        T("1x X P 1y *", "competitive",
          R("2y", t("competes with a raise of partner's answer: four or more {y}, 14–18 points"), name="raise",
            hcp=(14, 18), y=(4, 13))),
        # advancing partner's overcall after a pass, and the same after their negative double, which takes no room
        # (bridgewinners.com intermediate forum, "Partner Overcalls 1♠ and They Bid": "your RHO may make a Negative
        # Double ... Your RHO may Pass. In either case" the same schedule of advances, 2♠ 5–9 with three or four
        # trumps, 3♠ the preemptive jump raise)
        *[T(f"1x 1y {after}", "competitive",
            R("2x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
              hcp=(11, 37), y=(3, 13)),
            R("4y", PREEMPTIVE_GAME_RAISE, "major y", name="preemptive game raise", hcp=(0, 9), y=(5, 13)),
            R("3y", t("preemptive jump raise: four or more {y}, 6 or more points counting shortness, at most 9 "
                      "high-card points"), name="jump raise", hcp=(0, 9), dpy=(6, 37), y=(4, 13)),
            R("2y", RAISE_OVERCALL, name="raise", hcp=(0, 10), dpy=(6, 37), y=(3, 13)),
            *ADVANCE_NEW_SUIT[:2],
            R("1NT", t("8–11 points, a stopper in {x}"), "stopper x", name="1NT", hcp=(8, 11)),
            # bid32: more without a fit: the jump to 2NT, and 3NT (Downey, SAYC ch. 16: "2NT shows ... 13-15 if a
            # jump. 3NT shows 15-16 points"; our 1NT ends at 11, so 2NT takes 12–14 and 3NT 15 or more); before,
            # such a hand passed the overcall
            R("2NT", t("12–14 points, a stopper in {x}, no fit for partner's {y}"), "stopper x", name="2NT",
              hcp=(12, 14), y=(0, 2)),
            R("3NT", t("15 or more points, a stopper in {x}, no fit for partner's {y}"), "stopper x", name="3NT",
              hcp=(15, 37), y=(0, 2)),
            R("P", t("nothing to add: pass"), name="pass"))
          for after in ("P", "X")],
        # bid32: the overcaller after advancer's 2NT (12–14): game with 13 or more (25 together), else the six-card
        # suit or a pass (the 25 for game that the general rules add up)
        *[T(f"1x 1y {after} 2NT P", "competitive",
            R("3NT", t("accepts the invitation: 13 or more points"), name="accept", hcp=(13, 37)),
            R("3y", t("declines in its suit: six or more {y}, 12 or fewer points"), name="decline", hcp=(0, 12),
              y=(6, 13)),
            R("P", t("declines the invitation: 12 or fewer points"), name="decline", hcp=(0, 12)))
          for after in ("P", "X")],
        # advancing partner's overcall over their raise (1x–1y–2x; bid22): as after a pass, the cue bid (now at the
        # three level) is the raise with 11 or more and a suit of its own is not forcing (Downey ch. 16: "A cue bid
        # of opener's suit shows a limit raise or better", "A new suit is non-forcing"); SAYC plays no responsive
        # double, so a double is not written; the competing raise is the table after
        T("1x 1y 2x", "competitive",
          R("3x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          *ADVANCE_NEW_SUIT[1:]),
        # bid31: advancing a one-level overcall after the next opponent's one-level new suit or 1NT, as after a
        # pass: the cue bid of opener's suit with three trumps and 11 or more, the jump raise preemptive with four,
        # the jump to game in a major preemptive with five (Downey, SAYC ch. 16, swangames.com: "A cue bid of
        # opener's suit shows a limit raise or better in overcaller's suit", "A jump raise shows four+ trump and
        # is preemptive", "A jump to game shows five+ trump and is preemptive ... in keeping with the Law of Total
        # Tricks we recommend a minimum 10-card fit"); the simple raise is the competing raise after
        *[T(f"1x 1y {rho}", "competitive",
            R("2x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
              hcp=(11, 37), y=(3, 13)),
            # the same rule as bid32's after any call of theirs (below), which a balanced hand fell through to:
            # two rules making 4y here read back as the first (found by the honesty sweep on seed 11)
            R("4y", PREEMPTIVE_GAME_RAISE, "major y", name="preemptive game raise", hcp=(0, 9), y=(5, 13)),
            R("3y", t("preemptive jump raise: four or more {y}, 6 or more points counting shortness, at most 9 "
                      "high-card points"), name="jump raise", hcp=(0, 9), dpy=(6, 37), y=(4, 13)))
          for rho in ("1z", "1NT")],
        # advancing when the next opponent did not pass (a raise, a new suit, a negative double): with three or
        # more trumps and 6–10 points raise partner's overcall at the cheapest level all the same (Downey ch. 16,
        # the simple raise 6+ points and three trumps; Pomer ch. 13: compete for the partscore with a fit)
        # bid32: with 11 or more the cue bid of opener's suit is still the raise when the next opponent bid a new
        # suit or 1NT (Downey ch. 16: "A cue bid of opener's suit shows a limit raise or better"); before, such a
        # hand passed (the raise here stops at 10)
        T("1x 1y *", "competitive",
          R("4y", PREEMPTIVE_GAME_RAISE, "major y", name="preemptive game raise", hcp=(0, 9), y=(5, 13)),
          R("2x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          R("3x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          R("2y", COMPETE_OVERCALL, name="raise", hcp=(0, 10), dpy=(6, 37), y=(3, 13))),
        T("1x 2y *", "competitive",
          R("3y", COMPETE_OVERCALL, name="raise", hcp=(0, 10), dpy=(6, 37), y=(3, 13))),
        # advancing a balancing overcall: the balancer has about a king less, so raise with a little more
        T("1x P P 1y P", "competitive",
          R("2y", t("raises the balancing overcall: three or more {y}, 8–12 points"), name="raise", hcp=(8, 12),
            y=(3, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # they found a fit and stopped at the two level: balance
        T("1x P 2x P P", "competitive",
          R("X", t("balancing double: 8 or more points, short in {x} with three or more in each other suit"),
            "short_in x", name="balancing double", hcp=(8, 37)),
          R("2z", t("balancing overcall at the two level: five or more {z}, 7–14 points"), "above z x", "unbid z",
            name="balancing overcall", hcp=(7, 14), z=(5, 13)),
          R("P", t("nothing to say in the balancing seat: pass"), name="pass")),
        # they found a fit in responder's suit and stopped at the two level (1x–P–1y–P–2y–P–P): balance as over
        # their raised opening (Pomer ch. 18: do not let them play at the two level when they have a fit)
        T("1x P 1y P 2y P P", "competitive",
          R("X", t("balancing double: 8 or more points, at most two {y} with three or more in each unbid suit"),
            "others3 x y", name="balancing double", hcp=(8, 37), y=(0, 2)),
          R("2z", t("balancing overcall at the two level: five or more {z}, 7–14 points"), "above z y", "unbid z",
            name="balancing overcall", hcp=(7, 14), z=(5, 13)),
          R("P", t("nothing to say in the balancing seat: pass"), name="pass")),
    ]


def doubler_own_suit() -> Table:
    """The takeout doubler's own suit later in the auction."""
    # the takeout doubler's own suit after partner's 1NT, or after the opponents bid again
    return T("1x X * * *", "competitive",
             R("2z", t("a strong hand with its own suit: five or more {z}, 17 or more points"), "unbid z",
               name="own suit", hcp=(17, 37), z=(5, 13)))


def lead_directing() -> list[Table]:
    """A double of their artificial answer to their 1NT (Stayman 2♣, a Jacoby transfer 2♦/2♥) shows the suit
    doubled, asking for its lead: five or more with two of the top three honours (Pomer p124 h31, a tune
    hand: 1NT–P–2♣, double with ♣AKQ83; the double cannot be for takeout or penalties of a bid that says nothing
    of the suit)."""
    return [T(f"1NT P 2{s}", "competitive",
              R("X", t("lead-directing double of their artificial {s}: five or more {s} with two of the top three "
                       "honours", s=SYM[s]), f"good {s}", name="lead-directing double", **_shows({s: (5, 13)})))
            for s in ("C", "D", "H")]


def balancing_cappelletti() -> list[Table]:
    """Their 1NT passed round to us (1NT–P–P): Cappelletti's suit bids and their answers as in the direct seat
    (bid32; youth.worldbridge.org, "Cappelletti Convention": "The concept is employed as a defense method following
    an opening of No Trump by the opponents in either the direct seat or in the balancing seat"), but not the
    penalty double, which has another meaning there (aeyec.com, "Cappelletti Over NT": "In Pass-Out Seat, Dbl shows
    a four-card major and a longer minor") and is not written; before, every hand passed their 1NT out."""
    tables = []
    for tb in cappelletti():
        rules = tuple(r for r in tb.rules if not (tb.pattern == "1NT" and r.call == "X"))
        tables.append(Table("1NT P P" + tb.pattern[len("1NT"):], rules, tb.chapter))
    return tables


def cappelletti() -> list[Table]:
    """Over their 1NT (Pomer ch. 14 teaches Cappelletti): a penalty double with 16 or more, 2♣ a long single
    suit, 2♦ both majors, 2♥ and 2♠ that major and a minor, 2NT both minors; and partner's answers."""
    return [
        T("1NT", "competitive",
          R("X", t("penalty double of 1NT: 16 or more points"), name="penalty double", hcp=(16, 37)),
          R("2NT", t("over their 1NT: five or more diamonds and five or more clubs, 8–15 points"),
            name="Cappelletti: the minors", hcp=(8, 15), D=(5, 13), C=(5, 13)),
          R("2D", t("over their 1NT: both majors, four or more of each and five of one, 8–15 points"),
            "majors54", name="Cappelletti: the majors", hcp=(8, 15), S=(4, 13), H=(4, 13)),
          R("2M", t("over their 1NT: five or more {M} and four or more in a minor, 8–15 points"), "a_minor 4",
            "longest M", name="Cappelletti: a major and a minor", hcp=(8, 15), M=(5, 13)),
          # bid32: a jump to three is natural and preemptive, a seven-card suit (the ACBL, "Cappelletti over 1NT
          # — part 1", acbl.org: "Three-level bids are natural and preemptive (weak)"); up to the 15 of 2♣, since
          # 16 doubles
          R("3z", t("over their 1NT, natural and preemptive: seven or more {z} with two of the top three honours, "
                    "5–15 points"), "good z", name="preemptive jump", hcp=(5, 15), z=(7, 13)),
          R("2C", t("over their 1NT: a single long suit, six or more cards, 8–15 points (artificial: partner bids "
                    "2♦ to ask which)"), "one_suiter", name="Cappelletti: one suit", hcp=(8, 15)),
          R("P", t("no action over their 1NT: pass"), name="pass")),
        T("1NT 2C P", "competitive",
          R("P", t("to play in clubs: six or more"), name="pass", C=(6, 13)),
          R("2M", t("to play: six or more {M} of its own"), "good M", name="own suit", M=(6, 13)),
          R("2D", t("asks partner for the long suit (artificial)"), forcing=True, name="relay")),
        # bid32: their double of our 2♣: a pass asks for the suit, a six-card suit of advancer's own is natural,
        # and the Cappelletti bidder then names the suit, or passes with clubs (Regina Bridge Club, "Cappelletti/
        # Hamilton", reginabridge.com: "1N (2C) x -- redouble is to play -- pass asks for the suit -- all others are
        # natural (including 2D)"); before, both passed and left 2♣ doubled whatever the suit
        T("1NT 2C X", "competitive",
          R("2M", t("to play: six or more {M} of its own"), "good M", name="own suit", M=(6, 13)),
          R("2D", t("to play: six or more diamonds of its own"), "good D", name="own suit", D=(6, 13)),
          R("P", t("asks partner to name the long suit (pass with clubs)"), name="relay")),
        T("1NT 2C X P P", "competitive",
          R("2M", t("the long suit: six or more {M}"), "longest M", name="the suit", M=(6, 13)),
          R("2D", t("the long suit: six or more diamonds"), "longest D", name="the suit", D=(6, 13)),
          R("P", t("the long suit: six or more clubs"), name="the suit", C=(6, 13))),
        T("1NT 2C P 2D P", "competitive",
          R("2M", t("the long suit: six or more {M}"), "longest M", name="the suit", M=(6, 13)),
          R("3C", t("the long suit: six or more clubs"), "longest C", name="the suit", C=(6, 13)),
          R("P", t("the long suit: six or more diamonds"), name="the suit", D=(6, 13))),
        # bid32: without a major to choose, advancer shows its own minors (aeyec.com, BidBase, "Cappelletti Over
        # NT", responses to 2♦: "Pass shows a good 6+ card Diamond suit. 3♣ shows a good 6+ card Club suit ... 2N
        # shows 5-5 or more in the minors"); with three cards in a major partner's 5-4 is a fit, so these deny it
        T("1NT 2D P", "competitive",
          R("2NT", t("no major for partner: five or more cards in each minor, at most two in either major; asks "
                     "partner to choose a minor"), forcing=True, name="the minors", S=(0, 2), H=(0, 2), D=(5, 13),
            C=(5, 13)),
          R("P", t("to play in diamonds: six or more with two of the top three honours, at most two cards in either "
                   "major"), "good D", name="pass", S=(0, 2), H=(0, 2), D=(6, 13)),
          R("3C", t("to play in clubs: six or more with two of the top three honours, at most two cards in either "
                    "major"), "good C", name="own suit", S=(0, 2), H=(0, 2), C=(6, 13)),
          R("2M", t("chooses {M} of partner's majors: at least as many as in the other"), "best_of M H S",
            name="preference")),
        T("1NT 2D P 2NT P", "competitive",
          R("3C", t("chooses clubs of partner's minors: at least as many as diamonds"), "longer C D",
            name="preference"),
          R("3D", t("chooses diamonds of partner's minors: more than clubs"), name="preference")),
        *[T(f"1NT 2{M} P", "competitive",
            R(f"4{M}", t("raises to game: three or more {M}, 13 or more dummy points", M=SYM[M]), name="game",
              **_shows({M: (3, 13), f"dp{M}": (13, 37)})),
            R(f"3{M}", t("invites game: three or more {M}, 10–12 dummy points", M=SYM[M]), name="invite",
              **_shows({M: (3, 13), f"dp{M}": (10, 12)})),
            R("2NT", t("asks for partner's minor: 11 or more points, fewer than three {M}", M=SYM[M]), forcing=True,
              name="asks the minor", hcp=(11, 37), **_shows({M: (0, 2)})),
            R("P", t("plays in {M}: two or more", M=SYM[M]), name="pass", **_shows({M: (2, 13)})),
            R("3C", t("asks partner to pass with clubs or bid diamonds: fewer than two {M}", M=SYM[M]),
              name="pass or correct", **_shows({M: (0, 1)})))
          for M in ("H", "S")],
        T("1NT 2M P 2NT P", "competitive",
          R("3C", t("the minor is clubs: four or more"), "longer C D", name="clubs", C=(4, 13)),
          R("3D", t("the minor is diamonds: four or more"), name="diamonds", D=(4, 13))),
        # after the answer to the 2NT ask, advancer with three or more of the overcaller's major plays there at
        # the three level (an eight-card major fit before the minor: Pomer ch. 14 p112 h19, a tune hand of the
        # second import, ♠73 ♥K1043 ♦1062 ♣AK43 bids 3♥ over 3♣ and over 3♦)
        T("1NT 2M P 2NT P 3m P", "competitive",
          R("3M", t("prefers partner's major: three or more {M}, an eight-card fit"), name="preference",
            M=(3, 13))),
        T("1NT 2M P 3C P", "competitive",
          R("3D", t("the minor is diamonds: four or more"), "longer D C", name="diamonds", D=(4, 13)),
          R("P", t("the minor is clubs: four or more"), name="clubs", C=(4, 13))),
    ]


__all__ = ["over_preempts", "notrump_after_our_overcalls", "over_their_opening", "after_their_opening",
           "overcalls_and_doubles", "advancing", "doubler_own_suit", "lead_directing", "cappelletti", "michaels",
           "over_their_strong_two_clubs"]


def over_their_strong_two_clubs() -> list[Table]:
    """Over their strong artificial 2♣ (SAYC's; bid32): 2NT is the unusual no-trump for the minors, a weak hand
    (Downey, SAYC ch. 16: "The bid of 2NT over a 2C opener is also "unusual""; Brian's bridge notes, "Overcalling
    2C", wcipeg.com: "A notrump bid is unusual notrump, showing the lowest two suits that have not been bid
    naturally. Therefore, after 2♣ ... it shows both minors, since neither bid is natural"), and partner chooses the
    minor; before, no table, every hand passed."""
    return [
        T("2C", "competitive",
          R("2NT", t("unusual 2NT over their strong 2♣: five or more diamonds and five or more clubs, 5–11 points"),
            name="unusual 2NT", hcp=(5, 11), D=(5, 13), C=(5, 13))),
        T("2C 2NT P", "competitive",
          R("3C", t("chooses clubs of partner's minors: at least as many as diamonds"), "longer C D",
            name="preference"),
          R("3D", t("chooses diamonds of partner's minors: more than clubs"), name="preference")),
    ]


def they_opened_passes(strong_twos: bool = True) -> list[Table]:
    """bid36: named passes where they opened and our side's call fell to the fallback pass ("no other call of the
    system fits here"), placed after the general rules (which bid game or invite when the points added up allow
    it), as :func:`~.rebids.sign_off_passes`: each shows nothing more, so it is true of every hand that makes it.
    The doubler after partner's forced answer to their redouble (Eddie Kantar, in "The Redouble", Edmonton Bridge
    Centre's Coaches Corner: "Unless you have great diamonds, you have to come up with some bid": the answer
    promised no values); the balancing doubler without the 15–18 no-trump; the doubler after partner's free answer
    over their jump raise, or after partner's answer to the double of their raise; advancer after the double of
    their two suits when they bid again (no free answer); no lead-directing double of their artificial answer to
    their 1NT. ``strong_twos``: SAYC's strong 2♣ and 2NT openings (not Precision's)."""
    later = t("nothing more to show: pass")
    return [
        T("1x P P X P 1y P", "competitive",
          R("P", t("nothing more to show after the balancing double: pass"), name="pass")),
        *[T(f"1x X XX {lv}y P", "competitive",
            R("P", t("partner's answer after their redouble promised no values: nothing more to show, pass"),
              name="pass"))
          for lv in (1, 2)],
        T("1x X 3x 3y P", "competitive",
          R("P", t("nothing more to show after partner's free answer: pass"), name="pass")),
        *[T(f"1x P 2x X P {lv}y P", "competitive", R("P", later, name="pass")) for lv in (2, 3)],
        *[T(f"1x P 1y X {rebid}", "competitive",
            R("P", t("nothing to add after their bid: pass"), name="pass"))
          for rebid in ("2x", "2y")],
        *[T(f"1NT P 2{s}", "competitive",
            R("P", t("no lead-directing double of their artificial {s}: pass", s=SYM[s]), name="pass"))
          for s in ("C", "D", "H")],
        # the takeout doubler's later calls that no rule above (nor the general rules' game or invitation) takes:
        # after partner's answer, free answer or their raise passed round (the second double, 16 or more, is
        # written above)
        *[T(p, "competitive", R("P", later, name="pass"))
          for p in ("1x X P 1NT P", "1x X P 3y P", "1x X 1y 1NT P", "1x X 2x 2y P", "1x X 2x P P", "1x X 3x P P",
                    "1x X P 1y 2x", "1x X P 2y 2x", "2x X P 2y P", "2x X P 3y P", "1x P P X P 1y P 1NT P",
                    "1x P P X P 1y P 1NT P 2NT P")],
        T("1x P P X 2x", "competitive", R("P", t("nothing to add after their bid: pass"), name="pass")),
        # the pass-out seat after their 1NT answer, their limit raise, or opener's 1NT or two-level rebid: no
        # balancing rule is written there (the balancing tables above are for their one-level opening and their
        # fit stopped at two), and SAYCBridge's engine passes every such point of the count (86 of 1,500 deals)
        *[T(p, "competitive", R("P", t("nothing to say in the balancing seat: pass"), name="pass"))
          for p in ("1x P 1NT P P", "1x P 3x P P", "1x P 1y P 1NT P P", "1x P 1y P 2x P P")],
        # over their raise or limit raise, when no overcall or double of the tables above fits
        *[T(p, "competitive", R("P", t("no overcall or double fits: pass"), name="pass"))
          for p in ("1x P 2x", "1x P 3x")],
        # opener's rebid after their response, our side silent so far: nothing of ours is written this late, and
        # SAYCBridge's engine passes all but a handful of these points in the count
        *[T(p, "competitive", R("P", t("both opponents have bid and our side has passed: nothing to add, pass"),
                                name="pass"))
          for p in ("1x P 1y P *", "1x P 1NT P *", "1x P 2y P *", "1x P 3x P 4x", "1x P *")],
        # (their 1NT passed round to us: bid32's balancing Cappelletti, merged first, ends in its own named pass)
        # and every later turn where our side has only passed (up to the fifth call of ours)
        *[T(opening + " P *" * k, "competitive",
            R("P", t("both opponents have bid and our side has passed: nothing to add, pass"), name="pass"))
          for opening in ("1x", "1NT", "2x") for k in range(1, 6)],
        # SAYC's strong 2♣ and 2NT openings (Precision's are other bids): no defence to them is written
        *([T("2C", "competitive", R("P", t("over their strong, artificial 2♣: pass (no overcall of it is written)"),
                                    name="pass")),
           T("2NT", "competitive", R("P", t("over their 2NT opening, 20–21 balanced: pass (no overcall of it is "
                                            "written)"), name="pass")),
           *[T(p, "competitive", R("P", t("both opponents have bid and our side has passed: nothing to add, pass"),
                                   name="pass"))
             for p in [f"2NT{' P *' * k}" for k in range(1, 6)]]]
          if strong_twos else []),
    ]


def second_opinion_michaels() -> list[Table]:
    """The Michaels bidder of their major when partner asks for the minor over their raise (bid27): 4NT asks for
    it, as 2NT does when they pass (aeyec.com, BidBase notes, "Michaels": "responder, with equal length in the
    minors, can bid notrump to ask partner to bid his minor"), and 4♣ is pass-or-correct, as 3♣ is when they
    pass (the rule of ``advancing``)."""
    return [
        T("1M 2M * 4NT P", "competitive",
          R("5m", t("names the minor of the Michaels cue bid: five or more {m}"), name="the minor", m=(5, 13))),
        T("1M 2M * 4C P", "competitive",
          R("4D", t("the minor is diamonds: five or more"), "longer D C", name="diamonds", D=(5, 13)),
          R("P", t("the minor is clubs: five or more"), name="clubs", C=(5, 13))),
    ]
