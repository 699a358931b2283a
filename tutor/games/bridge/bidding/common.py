"""Tables both systems share: the no-trump family (Stayman, Jacoby transfers, Gerber, quantitative 4NT) for
any range, and Blackwood. Competitive bidding, shared too, is in :mod:`.overcalls` and :mod:`.interference`
(assembled by :mod:`.competitive`).

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
          *([R("2S", t("invites game: five spades and four hearts, {lo}–{hi} total points", lo=inv[0], hi=inv[1])
               if tp else t("invites game: five spades and four hearts, {lo}–{hi} points", lo=inv[0], hi=inv[1]),
               name="invite with five", **_shows({count: inv, "S": (5, 5), "H": (4, 4)})),
             R("2H", t("invites game: five hearts and four spades, {lo}–{hi} total points", lo=inv[0], hi=inv[1])
               if tp else t("invites game: five hearts and four spades, {lo}–{hi} points", lo=inv[0], hi=inv[1]),
               name="invite with five", **_shows({count: inv, "H": (5, 5), "S": (4, 4)}))] if level == 1 else []),
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
    # bid17: opener's third call after Stayman, hearts and responder's 3NT: Stayman promised a four-card major
    # (a five-card one transfers first) and 3NT did not raise hearts, so responder holds four spades; opener
    # with four spades (hearts are shown first with both) plays in spades (Cornell's Stayman page: "If
    # responder denies hearts, he can always bid spades later"; the spade game then as after 2NT)
    tables.append(T(f"{p} {stay} P {level + 1}H P 3NT P", "rebid",
                    R("4S", t("four spades too: responder's Stayman and 3NT without raising hearts show four "
                              "spades, game in the spade fit"), name="spade fit", S=(4, 13)),
                    R("P", t("plays 3NT: fewer than four spades, no fit with responder's spades"), name="pass",
                      S=(0, 3))))
    # responder's second call after a completed transfer
    for M, tr in (("H", tr_h), ("S", tr_s)):
        sym = "♥" if M == "H" else "♠"
        done = f"{level + 1}{M}"
        tables.append(T(f"{p} {tr} P {done} P", "rebid",
                        *([R("2S", t("invites game: five or more spades and five or more hearts"),
                             name="invite with both majors", **_shows({count: inv, "S": (5, 13), "H": (5, 13)}))]
                          if M == "H" and level == 1 else []),
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
            # bid26: opener declined the 2NT invitation in the major (three or more, a minimum): to play
            tables.append(T(f"{p} {tr} P {done} P 2NT P 3{M} P", "rebid",
                            R("P", t("partner declined the invitation in the major: pass"), name="pass")))
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


def blackwood_kings(prefix: str) -> list[Table]:
    """After Blackwood and its answer, 5NT asks for kings (the asker holding the side's four aces), answered in
    steps (the SAYC booklet: "5NT asks for kings")."""
    return [
        T(f"{prefix} 4NT P * P 5NT P", "slam",
          R("6C", t("Blackwood king answer: no king or all four"), "kings 0 4", name="kings 0/4"),
          R("6D", t("Blackwood king answer: one king"), "kings 1", name="kings 1"),
          R("6H", t("Blackwood king answer: two kings"), "kings 2", name="kings 2"),
          R("6S", t("Blackwood king answer: three kings"), "kings 3", name="kings 3")),
    ]


def blackwood_follow(fit: str) -> list[Table]:
    """After partner's answer, with the trump suit ``fit`` bound by the table's pattern."""
    return [
        T(f"{fit} 4NT P * P", "slam",
          R("6M", t("bids the slam: the side holds three or four aces"), "total_aces 3 4", name="slam"),
          R("5M", t("signs off: two aces are missing"), name="sign-off"),
          R("P", t("signs off: two aces are missing"), name="sign-off")),
    ]


__all__ = ["notrump", "blackwood", "blackwood_follow", "blackwood_kings"]
