"""The takeout doubler's and the overcaller's later doubles, both systems': the doubler doubles again over their
raise (at two and at three), answers after a double of their weak two, the overcaller's double in the pass-out
seat, and partner's answers to each. Moved out of :mod:`.overcalls` (which keeps the first-round calls over their
opening and the advancer) unchanged; :func:`.competitive.competitive` assembles them in their order of priority.
``docs/rules/bridge-bidding.md`` gives the sources ("(bid27)", "(bid30)")."""

from __future__ import annotations

from ....i18n import domain
from .common import _shows
from .rules import R, T, Table

t, tn = domain("bidding")


def second_opinion_doubles() -> list[Table]:
    """Later takeout doubles and their answers (bid27, a second opinion from SAYCBridge's own tests): the
    takeout doubler doubles again after their raise with a strong hand (Wikipedia's "Takeout double", later-round
    takeout doubles, as copied at liquisearch.com: "a first-round takeout doubler can make a takeout double again,
    with a strong hand (around 16+ points)", e.g. "(1♥) – Dbl – (2♥) – pass; (pass) – Dbl"), and partner takes it
    out as any takeout double; partner's double of their two suits when responder answered at the two level is
    answered as at the one level (Loeb Bridge, "Takeout Doubles": "If your opponents have bid 2 suits, a takeout
    double shows 4+ cards in the 2 unbid suits")."""
    return [
        *_second_takeout_double(2),
        T("1x P 2y X P", "competitive",
          R("2z", t("answers the double: {z}, the longer of the two unbid suits"), "unbid z", "above z y",
            "longest_unbid z", name="answer"),
          R("3z", t("answers the double: {z}, the longer of the two unbid suits"), "unbid z", "below z y",
            "longest_unbid z", name="answer")),
        # bid36: partner doubled their raised suit for takeout (1x–P–2x–X–P) and the next opponent passed: a pass
        # would leave them doubled in their fit, so answer as any takeout double (Loeb Bridge, "Advancing a
        # takeout double": "Minimum bid in a new suit | 0-8 points", "Jump in a new suit | 9-11 points", "Pass |
        # Desire to penalize"): a four-card major before a longer minor (the double promised the unbid majors, as
        # over their jump raise), game in a major with 12 or more, or with 10 or more where the cheapest bid of
        # it is at the three level and the jump is game; before, every hand passed (no table)
        T("1x P 2x X P", "competitive",
          R("P", t("passes the double for penalties: five or more {x} with two of the top three honours"), "good x",
            name="penalty pass", x=(5, 13)),
          R("4M", t("answers the double with game: four or more {M}, 12 or more points counting shortness"),
            "above M x", name="game answer", dpM=(12, 37), M=(4, 13)),
          R("4M", t("answers the double with game: four or more {M}, 10 or more high-card points (the jump is "
                    "game)"), "below M x", name="game answer", hcp=(10, 37), M=(4, 13)),
          R("3M", t("answers the double with a jump: four or more {M}, 9–11 points"), "above M x",
            name="jump answer", hcp=(9, 11), M=(4, 13)),
          R("2M", t("answers the double: {M}, four or more (a major before a longer minor), or its longest "
                    "unbid suit"), "above M x", "four_or_longest M", name="answer"),
          R("3M", t("answers the double: {M}, four or more (a major before a longer minor), or its longest "
                    "unbid suit"), "below M x", "four_or_longest M", name="answer"),
          R("2m", t("answers the double: {m}, its longest unbid suit"), "above m x", "longest_unbid m",
            name="answer"),
          R("3m", t("answers the double: {m}, its longest unbid suit"), "below m x", "longest_unbid m",
            name="answer")),
        # bid36: partner balanced with a takeout double after they found a fit and stopped at two (1x–P–2x–P–P–X–P,
        # 1x–P–1y–P–2y–P–P–X–P): the double asks for the unbid suits, and a pass would leave them doubled in their
        # fit (Larry Cohen, "Balancing Comfort Zone", BBO News 2024: with shortness in their suit "bid a suit or
        # make a takeout double"; partner of the balancer answers it as any takeout double); having passed twice,
        # advancer answers at the cheapest level (the balancer counted on its values: Pomer ch. 18, balancing
        # with about a king less), a penalty pass only with four or more of their suit headed by two of the top
        # three honours; before, every hand passed (no table)
        *[T(pattern, "competitive",
            R("P", penalty, f"good {v}", name="penalty pass", **_shows({v: (4, 13)})),
            R("2M", t("answers the balancing double: {M}, four or more, or its longest unbid suit"),
              f"above M {v}", "four_or_longest M", name="answer"),
            R("3M", t("answers the balancing double: {M}, four or more, or its longest unbid suit"),
              f"below M {v}", "four_or_longest M", name="answer"),
            R("2m", t("answers the balancing double: {m}, its longest unbid suit"), f"above m {v}",
              "longest_unbid m", name="answer"),
            R("3m", t("answers the balancing double: {m}, its longest unbid suit"), f"below m {v}",
              "longest_unbid m", name="answer"))
          for pattern, v, penalty in (
              ("1x P 2x P P X P", "x",
               t("passes the takeout double for penalties: four or more {x} with two of the top three honours")),
              ("1x P 1y P 2y P P X P", "y",
               t("passes the takeout double for penalties: four or more {y} with two of the top three honours")))],
        # bid36: partner doubled their two suits and the next opponent bid again (1x–P–1y–X–2x, 1x–P–1y–X–2y):
        # advancer is no longer forced, so a free answer in the longer unbid suit shows some values (bridgebum.com,
        # "Takeout Double": "If your right-hand opponent bids over partner's double, then any 'free' bid shows 6+
        # points and at least a 4-card suit"; at the three level 8 or more, as over their raise); else pass
        # (``they_opened_passes``)
        *[T(f"1x P 1y X {rebid}", "competitive",
            R("2z", t("answers the double freely: four or more {z}, the longer of the two unbid suits, 6 or more "
                      "points"), "unbid z", f"above z {rebid[1]}", "longest_unbid z", name="free answer",
              hcp=(6, 37), z=(4, 13)),
            R("3z", t("answers the double freely: four or more {z}, the longer of the two unbid suits, 8 or more "
                      "points"), "unbid z", f"below z {rebid[1]}", "longest_unbid z", name="free answer",
              hcp=(8, 37), z=(4, 13)))
          for rebid in ("2x", "2y")],
        # bid36: partner's balancing double and opener bid again (1x–P–P–X–2x): advancer is no longer forced, so a
        # free answer shows some values (bridgebum.com, "Takeout Double": "any 'free' bid shows 6+ points and at
        # least a 4-card suit"; at the three level five cards and 8 or more, as over their raise after a direct
        # double); else pass (``they_opened_passes``)
        T("1x P P X 2x", "competitive",
          R("2z", t("answers the double freely: four or more {z}, 6 or more points"), "above z x", "unbid z",
            name="free answer", hcp=(6, 37), z=(4, 13)),
          R("3z", t("answers the double freely: five or more {z}, 8 or more points"), "below z x", "unbid z",
            name="free answer", hcp=(8, 37), z=(5, 13))),
        # bid36: the balancing doubler after partner's one-level answer (1x–P–P–X–P–1y–P): the cheapest no-trump
        # shows the balanced hand too strong for the balancing 1NT (12–14) and too weak for the balancing 2NT
        # (19–21), 15–18 with a stopper (districtsixbridge.org, "Balancing", 2007-12: "15-18 balanced HCPs is
        # shown by doubling and then bidding the cheapest notrump. 19-21 balanced, is shown by jumping directly
        # to 2NT"); other hands pass (``they_opened_passes``)
        T("1x P P X P 1y P", "competitive",
          R("1NT", t("15–18 points, balanced, a stopper in {x}: too strong for the balancing 1NT"), "balanced",
            "stopper x", name="notrump", hcp=(15, 18))),
        # and advancer over that 1NT: game with 10 or more (15 and 10 make the 25 for game), an invitation with 8–9
        # (arithmetic, as the doubler's ranges after a weak two); else pass (``they_opened_passes``)
        T("1x P P X P 1y P 1NT P", "competitive",
          R("3NT", t("game in no-trumps opposite partner's 15–18: 10 or more points"), name="game", hcp=(10, 37)),
          R("2NT", t("invites game in no-trumps opposite partner's 15–18: 8–9 points"), name="invite",
            hcp=(8, 9))),
        T("1x P P X P 1y P 1NT P 2NT P", "competitive",
          R("3NT", t("accepts the invitation: 17–18 points"), name="accept", hcp=(17, 18))),
        # bid36: the doubler after partner's free answer over their jump raise (1x–X–3x–3y–P, 5–12 points): game
        # in partner's major with four of it and 17 or more (17 and partner's middle 8 make the 25 for game:
        # arithmetic, as the doubler's ranges after a weak two), else pass (``they_opened_passes``)
        T("1x X 3x 3y P", "competitive",
          R("4y", t("raises partner's free answer to game: four or more {y}, 17 or more points counting "
                    "shortness"), "major y", name="game raise", dpy=(17, 37), y=(4, 13))),
        # bid36: the doubler of their raise after partner's answer (1x–P–2x–X–P–2y/3y–P): partner's jump to three of
        # a major invited (9–11), so the doubler accepts with 15 or more counting shortness (Jeff Goldsmith,
        # "Responding to Takeout Doubles": "A single jump is invitational"; 15 and partner's 10 make the 25 for
        # game: arithmetic); after the cheapest answer (0–8) or without the values, pass (``they_opened_passes``)
        T("1x P 2x X P 3M P", "competitive",
          R("4M", t("accepts partner's invitation: four or more {M}, 15 or more points counting shortness"),
            "above M x", name="accept", dpM=(15, 37), M=(4, 13))),
    ]


def overcaller_doubles() -> list[Table]:
    """The overcaller in the pass-out seat after they raised (bid30): they found a fit and stopped at the two level
    (1x–1y–2x–P–P, 1x–2y–2x–P–P), so short in their suit the overcaller doubles for takeout, three or more in each
    unbid suit, at any strength of the overcall (Larry Cohen, "Balancing Comfort Zone", BBO News 2024: "If you
    have shortness in the opponents' suit – fewer than three cards – bid a suit or make a takeout double.
    High-card points have nothing to do with it."; Wikipedia, "Takeout double", later-round takeout doubles, as
    copied at liquisearch.com: "(1♦) – 1♠ – (2♦) – pass; (pass) – Dbl The overcaller shows shortness in diamonds,
    and at least 3 cards in hearts and clubs"), and partner's answers: a penalty pass with four good trumps of
    theirs, an unbid suit of four or more, else back to the overcall's suit (partner did not raise it: two or
    more), else the longest unbid suit."""
    tables: list[Table] = []
    for lv in (1, 2):
        tables.append(T(f"1x {lv}y 2x P P", "competitive",
                        R("X", t("takeout double after their raise: at most two {x} with three or more in each "
                                 "unbid suit"), "others3 x y", name="takeout double", x=(0, 2))))
        tables.append(T(f"1x {lv}y 2x P P X P", "competitive",
                        R("P", t("passes the takeout double for penalties: four or more {x} with two of the top "
                                 "three honours"), "good x", name="penalty pass", x=(4, 13)),
                        R("2z", t("answers the takeout double: four or more {z}, its longest unbid suit"),
                          "above z x", "unbid z", "longest_unbid z", name="answer", z=(4, 13)),
                        R("3z", t("answers the takeout double: four or more {z}, its longest unbid suit"),
                          "below z x", "unbid z", "longest_unbid z", name="answer", z=(4, 13)),
                        R("2y", t("answers the takeout double in partner's suit: two or more {y}"), "above y x",
                          name="preference", y=(2, 13)),
                        R("3y", t("answers the takeout double in partner's suit: two or more {y}"), "below y x",
                          name="preference", y=(2, 13)),
                        R("2z", t("answers the takeout double: {z}, its longest unbid suit"), "above z x",
                          "unbid z", "longest_unbid z", name="answer"),
                        R("3z", t("answers the takeout double: {z}, its longest unbid suit"), "below z x",
                          "unbid z", "longest_unbid z", name="answer")))
    return tables


def doubler_after_a_weak_two() -> list[Table]:
    """The takeout doubler of their weak two after partner's answer at the cheapest level (bid30): with four of
    partner's suit, a raise to show the strength and the fit (Lyneham Bridge Club, "Takeout Double": "The doubler
    will frequently pass the takeout bid unless they have a very strong hand when there are usually 3 options: (1)
    bid NT to show strength and stops in the enemy suit(s), (2) bid a new suit ..., (3) raise the takeout suit to
    show strength and a fit"). Partner's cheapest answer takes about 0–9 (game answers start at 10), counted 5: game
    with 20 or more (25 together), one level higher to invite with 17–19; 3NT with 20 or more, balanced, a stopper
    in their suit, before a minor game (the ranges are arithmetic, not quoted)."""
    game_nt = R("3NT", t("game in no-trumps after partner's answer: 20 or more points, balanced, a stopper in {x}"),
                "balanced", "stopper x", name="3NT", hcp=(20, 37))
    return [
        T("2x X P 2M P", "competitive",
          R("4M", t("raises partner's answer to game: four or more {M}, 20 or more points"), name="game raise",
            hcp=(20, 37), M=(4, 13)),
          game_nt,
          R("3M", t("invites game: raises partner's answer with four or more {M}, 17–19 points"), name="raise",
            hcp=(17, 19), M=(4, 13))),
        T("2x X P 3M P", "competitive",
          R("4M", t("raises partner's answer to game: four or more {M}, 20 or more points"), name="game raise",
            hcp=(20, 37), M=(4, 13)),
          game_nt),
        T("2x X P 3m P", "competitive",
          game_nt,
          R("5m", t("raises partner's answer to game: four or more {m}, 20 or more points"), name="game raise",
            hcp=(20, 37), m=(4, 13)),
          R("4m", t("invites game: raises partner's answer with four or more {m}, 17–19 points"), name="raise",
            hcp=(17, 19), m=(4, 13))),
    ]


def second_double_over_a_jump_raise() -> list[Table]:
    """The takeout doubler doubles again after their jump raise passed round (1x–X–3x–P–P; bid30), as bid27's
    second double after their simple raise: 16 or more, short in their suit with three or more in each other suit
    (Wikipedia, "Takeout double", later-round takeout doubles, as copied at liquisearch.com: "any low-level double
    after opponents have bid a suit (especially if they have found a fit) and partner has passed is generally
    played for takeout"; "a first-round takeout doubler can make a takeout double again, with a strong hand (around
    16+ points)"); partner takes it out in the longest unbid suit at the cheapest level or passes with five good
    trumps of theirs, as after the second double over their simple raise."""
    return _second_takeout_double(3)


def _second_takeout_double(level: int) -> list[Table]:
    """The takeout doubler's second double after their raise of their suit to ``level`` passed round (1x–X–2x–P–P
    from bid27, 1x–X–3x–P–P from bid30), and partner's answers: a pass with five good trumps of theirs, else the
    longest unbid suit at the cheapest level."""
    return [
        T(f"1x X {level}x P P", "competitive",
          R("X", t("doubles again for takeout: 16 or more points, at most two {x} with three or more in each other "
                   "suit"), "short_in x", name="second takeout double", hcp=(16, 37), x=(0, 2))),
        T(f"1x X {level}x P P X P", "competitive",
          R("P", t("passes the second takeout double for penalties: five or more {x} with two of the top three "
                   "honours"), "good x", name="penalty pass", x=(5, 13)),
          R(f"{level}z", t("answers the second takeout double: {z}, its longest unbid suit"), "above z x",
            "longest_unbid z", name="answer"),
          R(f"{level + 1}z", t("answers the second takeout double: {z}, its longest unbid suit"), "below z x",
            "longest_unbid z", name="answer")),
    ]
