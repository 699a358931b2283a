"""Tables both systems share: the no-trump family (Stayman, Jacoby transfers, Gerber, quantitative 4NT) for
any range, Blackwood, and competitive bidding (overcalls, takeout and negative doubles, the 1NT overcall,
Michaels, the unusual 2NT).

Read a rule as: call, what it means, the conditions (``when``), then what it shows (``hcp=(lo, hi)`` and
suit lengths). ``docs/rules/bridge-bidding.md`` gives the sources and the choices where books differ.
"""

from __future__ import annotations

from typing import Any

from ....i18n import domain
from .rules import R, T, Table

t, tn = domain("bidding")

SYM = {"H": "♥", "S": "♠"}


def _shows(ranges: dict[str, tuple[int, int]]) -> dict[str, Any]:
    """Suit ranges named by a variable's value, typed for ``R(**...)``."""
    return ranges


def notrump(prefix: str, lo: int, hi: int, *, level: int = 1, cap: int = 37, count: str = "hcp") -> list[Table]:
    """The answers to a no-trump bid showing ``lo``–``hi`` points (``prefix`` is the auction up to and with
    it, e.g. ``"1NT P"`` or ``"1C P 1D P 1NT P"``): game needs 25 between the hands. ``level`` 1 answers
    with 2♣ Stayman and 2♦/2♥ transfers, level 2 (2NT) with 3♣, 3♦, 3♥. ``cap``: responder can hold no
    more (a negative answer to 1♣ in Precision). ``count``: what responder's ranges count, ``"hcp"`` or ``"tp"``
    (total points, length counted and a flat 4-3-3-3 one less: SAYC as Pomer teaches it; the slam tries, Gerber
    and the quantitative 4NT, count high-card points, so 3NT is then open-ended); opener's stay high-card
    points."""
    tp = count == "tp"
    g = max(0, 25 - hi)  # responder's points for an invitation (the opener's top makes 25)
    inv, game, quant, slam = (g, g + 1), (g + 2, min(g + 7, cap)), (g + 8, g + 9), (g + 10, 37)
    if level == 2:  # no room to invite below 3NT: game from the invitation's points
        game = (g, min(g + 7, cap))
    stay, tr_h, tr_s = (f"{level + 1}C", f"{level + 1}D", f"{level + 1}H")
    nt2, nt3 = f"{level + 1}NT" if level == 1 else "3NT", "3NT"
    p = prefix
    tables = [
        T(p, "response",
          R(tr_s, t("Jacoby transfer: five or more spades; opener must bid spades next"), "longer S H",
            forcing=True, name="transfer to spades", S=(5, 13)),
          R(tr_h, t("Jacoby transfer: five or more hearts; opener must bid hearts next"),
            forcing=True, name="transfer to hearts", H=(5, 13)),
          R("4C", t("Gerber: asks opener how many aces; slam interest, {lo} or more points", lo=slam[0]),
            forcing=True, name="Gerber", hcp=slam),
          R(stay, t("Stayman: asks opener for a four-card major; {lo} or more total points", lo=g) if tp
            else t("Stayman: asks opener for a four-card major; {lo} or more points", lo=g), "a4major",
            forcing=True, name="Stayman", **_shows({count: (g, 37)})),
          R("4NT", t("invites a slam in no-trumps: {lo}–{hi} points", lo=quant[0], hi=quant[1]),
            name="quantitative 4NT", hcp=quant),
          *([R(nt2, t("invites game in no-trumps: {lo}–{hi} total points, no four-card major", lo=inv[0],
                      hi=inv[1]) if tp
               else t("invites game in no-trumps: {lo}–{hi} points, no four-card major", lo=inv[0], hi=inv[1]),
               "no4major", name="invite 2NT", **_shows({count: inv}))] if level == 1 else []),
          R(nt3, t("to play in 3NT: {lo} or more total points (a slam try counts high-card points), no four-card "
                   "major", lo=game[0]) if tp
            else t("to play in 3NT: {lo}–{hi} points, no four-card major", lo=game[0], hi=game[1]),
            "no4major", name="3NT to play", **_shows({count: (game[0], 37) if tp else game})),
          R("P", t("fewer than {n} total points: no game in view", n=g) if tp
            else t("fewer than {n} points: no game in view", n=g), name="pass", **_shows({count: (0, g - 1)}))),
        # opener answers Stayman
        T(f"{p} {stay} P", "rebid",
          R(f"{level + 1}H", t("four or more hearts (maybe four spades too); {lo}–{hi} points", lo=lo, hi=hi),
            name="Stayman: hearts", hcp=(lo, hi), H=(4, 13)),
          R(f"{level + 1}S", t("four or more spades, fewer than four hearts; {lo}–{hi} points", lo=lo, hi=hi),
            name="Stayman: spades", hcp=(lo, hi), S=(4, 13), H=(0, 3)),
          R(f"{level + 1}D", t("no four-card major; {lo}–{hi} points", lo=lo, hi=hi),
            name="Stayman: no major", hcp=(lo, hi), S=(0, 3), H=(0, 3))),
        # opener completes a transfer
        T(f"{p} {tr_h} P", "rebid",
          R(f"{level + 1}H", t("completes the transfer: two or more hearts; {lo}–{hi} points", lo=lo, hi=hi),
            name="complete transfer", hcp=(lo, hi), H=(2, 13))),
        T(f"{p} {tr_s} P", "rebid",
          R(f"{level + 1}S", t("completes the transfer: two or more spades; {lo}–{hi} points", lo=lo, hi=hi),
            name="complete transfer", hcp=(lo, hi), S=(2, 13))),
        # Gerber answers
        T(f"{p} 4C P", "slam",
          R("4D", t("Gerber answer: no ace or all four"), "aces 0 4", name="Gerber 0/4", hcp=(lo, hi)),
          R("4H", t("Gerber answer: one ace"), "aces 1", name="Gerber 1", hcp=(lo, hi)),
          R("4S", t("Gerber answer: two aces"), "aces 2", name="Gerber 2", hcp=(lo, hi)),
          R("4NT", t("Gerber answer: three aces"), "aces 3", name="Gerber 3", hcp=(lo, hi))),
        T(f"{p} 4C P * P", "slam",
          R("6NT", t("slam: the side holds three or four aces"), "total_aces 3 4", name="Gerber: slam"),
          R("4NT", t("sign-off: two aces are missing; play 4NT"), name="Gerber: sign-off"),
          R("P", t("sign-off: two aces are missing"), name="Gerber: pass")),
        # the quantitative 4NT: opener accepts with a maximum
        T(f"{p} 4NT P", "slam",
          R("6NT", t("accepts the slam invitation: {lo}–{hi} points", lo=hi - 1, hi=hi), name="accept",
            hcp=(hi - 1, hi)),
          R("P", t("declines the slam invitation: {lo} points", lo=lo), name="decline", hcp=(lo, hi))),
    ]
    # responder's second call after Stayman
    tables += [
        T(f"{p} {stay} P {level + 1}D P", "rebid",
          *([R("2NT", t("invites game: {lo}–{hi} total points", lo=inv[0], hi=inv[1]) if tp
               else t("invites game: {lo}–{hi} points", lo=inv[0], hi=inv[1]), name="invite", **_shows({count: inv}))]
            if level == 1 else []),
          R("3NT", t("to play: {lo} or more total points, no major fit", lo=game[0]) if tp
            else t("to play: {lo} or more points, no major fit", lo=game[0]), name="game",
            **_shows({count: (game[0], 37)})),
          R("P", t("a weak Stayman: pass"), name="pass")),
    ]
    for M in ("H", "S"):
        step = f"{level + 1}{M}"
        tables.append(T(f"{p} {stay} P {step} P", "rebid",
                        R(f"4{M}", t("game: four or more {M}, {lo} or more total points", M=SYM[M], lo=game[0])
                          if tp else t("game: four or more {M}, {lo} or more points", M=SYM[M], lo=game[0]),
                          name="game in the fit", **_shows({count: (game[0], 37), M: (4, 13)})),
                        *([R(f"3{M}", t("invites game: four {M}, {lo}–{hi} total points", M=SYM[M], lo=inv[0],
                                        hi=inv[1]) if tp
                             else t("invites game: four {M}, {lo}–{hi} points", M=SYM[M], lo=inv[0], hi=inv[1]),
                             name="invite in the fit", **_shows({count: inv, M: (4, 13)}))] if level == 1 else []),
                        *([R("2NT", t("invites game: {lo}–{hi} total points, no fit", lo=inv[0], hi=inv[1]) if tp
                             else t("invites game: {lo}–{hi} points, no fit", lo=inv[0], hi=inv[1]),
                             name="invite", **_shows({count: inv}))] if level == 1 else []),
                        R("3NT", t("game in no-trumps: no fit in that major"), name="game", **_shows({count: (g, 37)})),
                        R("P", t("a weak Stayman: pass"), name="pass")))
    # responder's second call after a completed transfer
    for M, tr in (("H", tr_h), ("S", tr_s)):
        sym = "♥" if M == "H" else "♠"
        done = f"{level + 1}{M}"
        tables.append(T(f"{p} {tr} P {done} P", "rebid",
                        R(f"4{M}", t("game: six or more {M}", M=sym), name="game",
                          **_shows({count: (game[0], 37), M: (6, 13)})),
                        R("3NT", t("game: exactly five {M}; opener chooses 3NT or 4{M}", M=sym),
                          name="choice of games", **_shows({count: (game[0], 37), M: (5, 5)})),
                        *([R(f"3{M}", t("invites game: six or more {M}", M=sym), name="invite",
                             **_shows({count: inv, M: (6, 13)})),
                           R("2NT", t("invites game: exactly five {M}", M=sym), name="invite",
                             **_shows({count: inv, M: (5, 5)}))] if level == 1 else []),
                        R("P", t("weak: plays the part-score in {M}", M=sym), name="pass",
                          **_shows({count: (0, g - 1)}))))
        tables.append(T(f"{p} {tr} P {done} P 3NT P", "rebid",
                        R(f"4{M}", t("prefers the major: three or more {M}", M=sym), name="fit",
                          **_shows({M: (3, 13)})),
                        R("P", t("plays 3NT: only two {M}", M=sym), name="no fit", **_shows({M: (2, 2)}))))
        if level == 1:
            tables.append(T(f"{p} {tr} P {done} P 2NT P", "rebid",
                            R(f"4{M}", t("accepts in the major: three or more {M}, a maximum", M=sym),
                              name="accept", hcp=(hi - 1, hi), **_shows({M: (3, 13)})),
                            R("3NT", t("accepts in no-trumps: two {M}, a maximum", M=sym), name="accept",
                              hcp=(hi - 1, hi)),
                            R(f"3{M}", t("declines in the major: three or more {M}, a minimum", M=sym),
                              name="decline", **_shows({M: (3, 13)})),
                            R("P", t("declines: a minimum"), name="decline", hcp=(lo, hi - 2))))
            tables.append(T(f"{p} {tr} P {done} P 3{M} P", "rebid",
                            R(f"4{M}", t("accepts the invitation: a maximum"), name="accept", hcp=(hi - 1, hi)),
                            R("P", t("declines the invitation: a minimum"), name="decline", hcp=(lo, hi - 2))))
    if level == 1:
        tables += [
            T(f"{p} 2NT P", "rebid",
              R("3NT", t("accepts the invitation: {lo}–{hi} points", lo=hi - 1, hi=hi), name="accept",
                hcp=(hi - 1, hi)),
              R("P", t("declines the invitation: {lo} points", lo=lo), name="decline", hcp=(lo, hi - 2))),
            T(f"{p} {stay} P * P 2NT P", "rebid",
              R("3NT", t("accepts the invitation: a maximum"), name="accept", hcp=(hi - 1, hi)),
              R("P", t("declines the invitation: a minimum"), name="decline", hcp=(lo, hi - 2))),
        ]
        for M in ("H", "S"):
            tables.append(T(f"{p} {stay} P 2{M} P 3{M} P", "rebid",
                            R(f"4{M}", t("accepts the invitation: a maximum"), name="accept", hcp=(hi - 1, hi)),
                            R("P", t("declines the invitation: a minimum"), name="decline", hcp=(lo, hi - 2))))
    return tables


def blackwood(prefix: str) -> list[Table]:
    """Blackwood: 4NT (after ``prefix``, where a suit is agreed) asks for aces."""
    return [
        T(f"{prefix} 4NT P", "slam",
          R("5C", t("Blackwood answer: no ace or all four"), "aces 0 4", name="Blackwood 0/4"),
          R("5D", t("Blackwood answer: one ace"), "aces 1", name="Blackwood 1"),
          R("5H", t("Blackwood answer: two aces"), "aces 2", name="Blackwood 2"),
          R("5S", t("Blackwood answer: three aces"), "aces 3", name="Blackwood 3")),
    ]


def blackwood_follow(fit: str) -> list[Table]:
    """After partner's answer, with the trump suit ``fit`` bound by the table's pattern."""
    return [
        T(f"{fit} 4NT P * P", "slam",
          R("6M", t("bids the slam: the side holds three or four aces"), "total_aces 3 4", name="slam"),
          R("5M", t("signs off: two aces are missing"), name="sign-off"),
          R("P", t("signs off: two aces are missing"), name="sign-off")),
    ]


#: Advancing an overcall: points as dummy (high cards plus a void 5, a singleton 3, a doubleton 1).
RAISE_OVERCALL = t("raises the overcall: three or more {y}, 6–10 points counting shortness (at most 10 "
                   "high-card points)")


def competitive() -> list[Table]:
    """Over the opponents' opening one of a suit, and the answers when they interfere with ours."""
    tables: list[Table] = []
    for x in ("C", "D", "H", "S"):
        low = [s for s in ("C", "D", "H") if s != x][:2]
        two = {s: (5, 13) for s in low}
        sym = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
        if x in ("C", "D"):
            cue = R(f"2{x}", t("Michaels cue bid: five or more cards in each major"), f"michaels {x}",
                    name="Michaels", hcp=(8, 37), S=(5, 13), H=(5, 13))
        else:
            other = "S" if x == "H" else "H"
            cue = R(f"2{x}", t("Michaels cue bid: five or more {o} and five or more in a minor", o=sym[other]),
                    f"michaels {x}", name="Michaels", hcp=(8, 37), **_shows({other: (5, 13)}))
        tables.append(T(f"1{x}", "competitive",
                        R("1NT", t("1NT overcall: 15–18 points, balanced, a stopper in {x}", x=sym[x]),
                          f"stopper {x}", "balanced", name="1NT overcall", hcp=(15, 18)),
                        cue,
                        R("2NT", t("unusual 2NT: five or more {a} and five or more {b}", a=sym[low[0]],
                                   b=sym[low[1]]), f"unusual {x}", name="unusual 2NT", hcp=(8, 37), **_shows(two)),
                        R("X", t("takeout double: 12 or more points, short in {x} with three or more in each other "
                                 "suit; or 17 or more points, too strong to overcall", x=sym[x]),
                          f"takeout {x}", name="takeout double", hcp=(12, 37)),
                        R("2z", t("weak jump overcall: six {z}, 5–10 points"), f"above z {x}", "good z",
                          name="weak jump overcall", hcp=(5, 10), z=(6, 6)),
                        R("1z", t("overcall: five or more {z}, 8–16 points"), "good z", name="overcall",
                          hcp=(8, 16), z=(5, 13)),
                        R("2z", t("overcall at the two level: five or more {z}, 10–16 points"), f"below z {x}",
                          "good z", name="overcall", hcp=(10, 16), z=(5, 13)),
                        R("P", t("no overcall, double or 1NT fits: pass"), name="pass")))
    tables += [
        # over the opponents' 1NT: a long suit, or a penalty double
        T("1NT", "competitive",
          R("X", t("penalty double of 1NT: 16 or more points"), name="penalty double", hcp=(16, 37)),
          R("2z", t("overcall over 1NT: six or more {z}, 8–15 points"), "good z", name="overcall", hcp=(8, 15),
            z=(6, 13)),
          R("P", t("no action over their 1NT: pass"), name="pass")),
        # partner doubled for takeout: answer in the longest unbid suit
        T("1x X P", "competitive",
          R("3NT", t("answers the double with game: 13 or more points, a stopper in {x}"), "stopper x",
            name="3NT answer", hcp=(13, 37)),
          R("2z", t("answers the double with a jump: four or more {z}, 10–12 points"), "above z x", "longest z",
            name="jump answer", hcp=(10, 12), z=(4, 13)),
          R("3z", t("answers the double with a jump: four or more {z}, 10–12 points"), "below z x", "longest z",
            name="jump answer", hcp=(10, 12), z=(4, 13)),
          R("1NT", t("answers the double: 6–10 points, a stopper in {x}"), "stopper x", "no4major",
            name="1NT answer", hcp=(6, 10)),
          R("1z", t("answers the double: three or more {z}, its longest unbid suit it can show at the one level"),
            name="answer", z=(3, 13)),
          R("2z", t("answers the double: three or more {z}, its longest unbid suit"), "below z x",
            name="answer", z=(3, 13)),
          R("P", t("passes the double for penalties: long, strong {x}"), name="penalty pass", x=(5, 13))),
        # partner doubled, and the next opponent bid: a free answer shows some values
        T("1x X 1y", "competitive",
          R("1z", t("answers the double freely: four or more {z}, 6–10 points"), name="free answer", hcp=(6, 10),
            z=(4, 13)),
          R("1NT", t("answers the double freely: 6–10 points, no four-card suit to show at the one level"),
            name="free 1NT", hcp=(6, 10)),
          R("2z", t("answers the double freely: four or more {z}, 6–10 points"), name="free answer",
            hcp=(6, 10), z=(4, 13)),
          R("P", t("nothing to add after their bid: pass"), name="pass")),
        # the opponents doubled partner's opening
        T("1x X", "competitive",
          R("XX", t("redouble: 10 or more points"), name="redouble", hcp=(10, 37)),
          R("2x", t("raise: three or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(3, 13)),
          R("1z", t("a new suit: five or more {z}, 6–9 points"), name="new suit", hcp=(6, 9), z=(5, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # the opponents overcalled partner's opening: the negative double
        T("1x 1y", "competitive",
          R("X", t("negative double: 6 or more points, four or more in the unbid major(s)"), "others4 x y",
            name="negative double", hcp=(6, 37)),
          R("2y", t("cue bid: a limit raise or better in {x}, 10 or more points"), name="cue raise",
            hcp=(10, 37), x=(3, 13)),
          R("2x", t("raise: three or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(3, 13)),
          R("1NT", t("6–10 points, a stopper in {y}"), "stopper y", name="1NT", hcp=(6, 10)),
          R("1z", t("a new suit, forcing: five or more {z}, 6 or more points"), name="new suit",
            hcp=(6, 37), z=(5, 13)),
          R("P", t("nothing to add: pass"), name="pass")),
        # partner's negative double: opener answers (never passes it without long trumps)
        *[T(f"1x {lv}y X P", "competitive",
            R(f"{lv}M", t("answers the negative double: four or more {M}"), "above M y", name="answer",
              M=(4, 13)),
            R(f"{lv + 1}M", t("answers the negative double: four or more {M}"), "below M y", name="answer",
              M=(4, 13)),
            R(f"{lv}NT", t("12–14 points, balanced, a stopper in {y}"), "balanced", "stopper y", name="notrump",
              hcp=(11, 14)),
            R("2z", t("a second suit: four or more {z}"), "below z x", name="new suit", z=(4, 13)),
            R("2x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13)),
            R("3x", t("rebids {x}: no other bid fits"), name="rebid the suit", x=(3, 13)))
          for lv in (1, 2)],
        T("1x 2y", "competitive",
          R("X", t("negative double: 8 or more points, four or more in the unbid major(s)"), "others4 x y",
            name="negative double", hcp=(8, 37)),
          R("3x", t("raise: three or more {x}, 8–11 points"), name="raise", hcp=(8, 11), x=(3, 13)),
          R("2x", t("raise: three or more {x}, 6–9 points"), name="raise", hcp=(6, 9), x=(3, 13)),
          R("2NT", t("11–12 points, a stopper in {y}"), "stopper y", name="2NT", hcp=(11, 12)),
          R("P", t("nothing to add: pass"), name="pass")),
        # partner overcalled: raise with support
        T("1x P 1NT 2y P", "competitive",
          R("3x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          R("3y", RAISE_OVERCALL, "dummy_points y 6",
            name="raise", hcp=(0, 10), y=(3, 13))),
        T("1x 1M * 2M *", "competitive",
          R("4M", t("competes to game after partner's raise: six or more {M}, 10–16 points"), name="compete",
            hcp=(10, 16), M=(6, 13))),
        T("1x 1M P", "competitive",
          R("4M", t("raises the overcall to game: four or more {M}, 11 or more points"), name="game raise",
            hcp=(11, 37), M=(4, 13))),
        T("1x 1y P", "competitive",
          R("2x", t("cue-bid raise: three or more {y}, 11 or more points"), forcing=True, name="cue-bid raise",
            hcp=(11, 37), y=(3, 13)),
          R("3y", t("preemptive jump raise: four or more {y}, 6–9 points counting shortness (at most 9 "
                    "high-card points)"), "dummy_points y 6", name="jump raise", hcp=(0, 9), y=(4, 13)),
          R("2y", RAISE_OVERCALL, "dummy_points y 6",
            name="raise", hcp=(0, 10), y=(3, 13)),
          R("1NT", t("8–11 points, a stopper in {x}"), "stopper x", name="1NT", hcp=(8, 11)),
          R("P", t("nothing to add: pass"), name="pass")),
    ]
    return tables


__all__ = ["notrump", "blackwood", "blackwood_follow", "competitive"]
