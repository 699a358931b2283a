"""精确 Precision, as data: a strong artificial 1♣ (16+) with the 1♦ negative and positive answers, a
subset of relays (opener's trump agreement asks for controls; 2NT asks after 2♦), the nebulous 1♦ (11–15),
five-card majors 11–15, 1NT 13–15, 2♣ (long clubs) and 2♦ (short diamonds, three-suited). After a one-level
opening other than 1♣ the auction goes on as in SAYC's tables (natural, new suits forcing: :mod:`.rebids`), and the
competitive bids are the shared ones of :mod:`.competitive`. Sources and choices: ``docs/rules/bridge-bidding.md``.
"""

from __future__ import annotations

from ....i18n import domain
from .common import notrump
from .competitive import competitive
from .overcalls import they_opened_passes
from .rebids import opener_rebids, responder_rebids
from .rules import R, T, Table
from .sayc import one_major_responses
from .system import System

t, tn = domain("bidding")

OPENING = T("", "opening",
            R("1C", t("Precision 1♣: 16 or more points, any shape (artificial), forcing"), forcing=True,
              name="strong 1♣", hcp=(16, 37)),
            R("1NT", t("13–15 points, balanced, no five-card major"), "balanced", "no5major", name="open 1NT",
              hcp=(13, 15)),
            R("1M", t("five or more {M}, 11–15 points"), "five_major M", name="open a major", hcp=(11, 15),
              M=(5, 13)),
            R("2C", t("11–15 points: six or more clubs, or five clubs and a four-card major"), "precision_2c",
              name="Precision 2♣", hcp=(11, 15), C=(5, 13), S=(0, 4), H=(0, 4)),
            R("2D", t("11–15 points, short in diamonds: 4-4-1-4, 4-4-0-5, 4-3-1-5 or 3-4-1-5"), "precision_2d",
              name="Precision 2♦", hcp=(11, 15), S=(3, 4), H=(3, 4), D=(0, 1), C=(4, 5)),
            R("1D", t("nebulous 1♦: 11–15 points, no five-card major, two or more diamonds"), "no5major",
              name="nebulous 1♦", hcp=(11, 15), D=(2, 13)),
            R("2M", t("weak two: six {M}, 5–10 points"), "good M", name="weak two", hcp=(5, 10), M=(6, 6)),
            R("4M", t("preempt: eight or more {M}, 5–10 points"), name="preempt", hcp=(5, 10), M=(8, 13)),
            R("3x", t("preempt: seven {x}, 5–10 points"), "good x", name="preempt", hcp=(5, 10), x=(7, 7)),
            R("P", t("no opening: 10 points or fewer"), name="pass", hcp=(0, 10)))


_LADDER = [f"{lv}{s}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")]
#: After a positive answer and opener's raise (trump agreement): the four steps above the raise.
_CONTROL_STEPS = [(first, agree, tuple(_LADDER[_LADDER.index(agree) + 1:_LADDER.index(agree) + 5]))
                  for first, agree in (("1H", "2H"), ("1S", "2S"), ("2C", "3C"), ("2D", "3D"))]


def strong_club() -> list[Table]:
    return [
        T("1C P", "response",
          R("1D", t("negative: 0–7 points, any shape (artificial)"), name="negative", hcp=(0, 7)),
          R("1M", t("positive: five or more {M}, 8 or more points, forcing to game"), "longest M", forcing=True,
            name="positive", hcp=(8, 37), M=(5, 13)),
          R("2m", t("positive: five or more {m}, 8 or more points, forcing to game"), "longest m", forcing=True,
            name="positive", hcp=(8, 37), m=(5, 13)),
          R("1NT", t("positive: 8–13 points, balanced"), "balanced", forcing=True, name="positive 1NT",
            hcp=(8, 13)),
          R("2NT", t("positive: 14 or more points, balanced"), "balanced", forcing=True, name="positive 2NT",
            hcp=(14, 37)),
          R("1M", t("positive: five or more {M}, 8 or more points, forcing to game"), forcing=True,
            name="positive", hcp=(8, 37), M=(5, 13)),
          R("2m", t("positive: five or more {m}, 8 or more points, forcing to game"), forcing=True,
            name="positive", hcp=(8, 37), m=(5, 13)),
          R("2H", t("positive: 8 or more points, 4-4-4-1 shape (artificial)"), "shape4441", forcing=True,
            name="positive 4-4-4-1", hcp=(8, 37))),
        # after the negative: opener describes the hand naturally
        T("1C P 1D P", "rebid",
          R("1NT", t("16–18 points, balanced"), "balanced", name="1NT rebid", hcp=(16, 18)),
          R("2NT", t("19–21 points, balanced"), "balanced", name="2NT rebid", hcp=(19, 21)),
          R("3NT", t("22 or more points, balanced"), "balanced", name="3NT rebid", hcp=(22, 37)),
          R("1M", t("natural: four or more {M} (five unless 4-4-4-1), 16 or more points"), "longest M",
            name="natural", hcp=(16, 37), M=(4, 13)),
          R("2m", t("natural: four or more {m} (five unless 4-4-4-1), 16 or more points"), "longest m",
            name="natural", hcp=(16, 37), m=(4, 13))),
        *notrump("1C P 1D P 1NT P", 16, 18),
        T("1C P 1D P 1M P", "rebid",
          R("2M", t("support: three or more {M}, 4–7 points"), name="raise", hcp=(4, 7), M=(3, 13)),
          R("1S", t("five or more spades, 4–7 points"), name="new suit", hcp=(4, 7), S=(5, 13)),
          R("1NT", t("no fit, 4–7 points"), name="1NT", hcp=(4, 7)),
          R("P", t("0–3 points: pass"), name="pass", hcp=(0, 3))),
        T("1C P 1D P 2m P", "rebid",
          R("2M", t("five or more {M}, 4–7 points"), name="new suit", hcp=(4, 7), M=(5, 13)),
          R("3m", t("support: three or more {m}, 4–7 points"), name="raise", hcp=(4, 7), m=(3, 13)),
          R("2NT", t("no fit, 4–7 points"), name="2NT", hcp=(4, 7)),
          R("P", t("0–3 points: pass"), name="pass", hcp=(0, 3))),
        T("1C P 1NT P", "rebid",
          R("6NT", t("slam: 22 or more points, balanced"), "balanced", name="slam", hcp=(22, 37)),
          R("4NT", t("invites a slam in no-trumps: 19–21 points, balanced"), "balanced", name="quantitative 4NT",
            hcp=(19, 21)),
          R("3NT", t("game: 16–18 points, balanced"), "balanced", name="game", hcp=(16, 18)),
          R("2C", t("Stayman: asks for a four-card major"), "a4major", forcing=True, name="Stayman",
            hcp=(16, 37)),
          R("2NT", t("no fit yet: tell me more (relay)"), forcing=True, name="relay", hcp=(16, 37))),
        T("1C P 2H P", "rebid",
          R("2NT", t("relay: asks which suit is the singleton"), forcing=True, name="relay", hcp=(16, 37))),
        T("1C P 2H P 2NT P", "rebid",
          R("3z", t("the singleton (or void) is {z}: 4-4-4-1"), name="singleton", z=(0, 1))),
        # relays after a positive answer in a suit: opener's raise agrees trumps and asks for controls
        T("1C P 1M P", "rebid",
          R("2M", t("agrees {M} as trumps (three or more) and asks for controls (ace 2, king 1)"), forcing=True,
            name="trump agreement", hcp=(16, 37), M=(3, 13)),
          R("1NT", t("balanced, 16–18 points, no fit yet"), "balanced", forcing=True, name="natural",
            hcp=(16, 18)),
          R("1z", t("natural: five or more {z}"), forcing=True, name="natural", z=(5, 13)),
          R("2z", t("natural: five or more {z}"), forcing=True, name="natural", z=(5, 13)),
          R("2NT", t("no fit yet: tell me more"), forcing=True, name="relay")),
        T("1C P 2m P", "rebid",
          R("3m", t("agrees {m} as trumps (three or more) and asks for controls (ace 2, king 1)"), forcing=True,
            name="trump agreement", hcp=(16, 37), m=(3, 13)),
          R("2z", t("natural: five or more {z}"), forcing=True, name="natural", z=(5, 13)),
          R("2NT", t("no fit yet: tell me more"), forcing=True, name="relay")),
        *[T(f"1C P {first} P {agree} P", "rebid",
            R(steps[0], t("control answer: 0–2 controls"), "controls 0 2", name="controls"),
            R(steps[1], t("control answer: three controls"), "controls 3 3", name="controls"),
            R(steps[2], t("control answer: four controls"), "controls 4 4", name="controls"),
            R(steps[3], t("control answer: five or more controls"), "controls 5 12", name="controls"))
          for first, agree, steps in _CONTROL_STEPS],
    ]


def nebulous_diamond() -> list[Table]:
    return [
        T("1D P", "response",
          R("1M", t("four or more {M}, 8 or more points, forcing"), "respond_major M", forcing=True,
            name="new suit", hcp=(8, 37), M=(4, 13)),
          R("2C", t("five or more clubs, 11 or more points, no four-card major, forcing"), "no4major",
            forcing=True, name="new suit", hcp=(11, 37), C=(5, 13)),
          R("2D", t("raise: four or more diamonds, 8–10 points, no four-card major"), "no4major",
            name="raise", hcp=(8, 10), D=(4, 13)),
          R("1NT", t("8–10 points, no four-card major"), "no4major", name="1NT response", hcp=(8, 10)),
          R("2NT", t("11–12 points, no four-card major: invites 3NT"), "no4major", name="2NT response",
            hcp=(11, 12)),
          R("3NT", t("13 or more points, no four-card major"), "no4major", name="3NT response", hcp=(13, 37)),
          R("P", t("fewer than 8 points"), name="pass", hcp=(0, 7))),
        T("1D P 1M P", "rebid",
          R("3M", t("14–15 points, four-card support for {M}"), name="jump raise", hcp=(14, 15), M=(4, 13)),
          R("2M", t("11–13 points, four-card support for {M}"), name="raise", hcp=(11, 13), M=(4, 13)),
          R("1S", t("four or more spades, 11–15 points"), name="new suit", hcp=(11, 15), S=(4, 13)),
          R("1NT", t("11–12 points, balanced"), "balanced", name="1NT rebid", hcp=(11, 12)),
          R("2C", t("four or more clubs, 11–15 points"), name="new suit", hcp=(11, 15), C=(4, 13)),
          R("2D", t("five or more diamonds, 11–15 points"), name="rebid the suit", hcp=(11, 15), D=(5, 13)),
          ),
        T("1D P 1NT P", "rebid",
          R("P", t("11–15 points, content with 1NT"), name="pass", hcp=(11, 15))),
    ]


def precision_twos() -> list[Table]:
    return [
        T("2C P", "response",
          R("2D", t("asks opener for a four-card major (artificial): 11 or more points"), forcing=True,
            name="2♦ ask", hcp=(11, 37)),
          R("2M", t("to play: five or more {M}, 8–10 points"), name="natural", hcp=(8, 10), M=(5, 13)),
          R("3C", t("invites game: three or more clubs, 8–10 points"), name="invite", hcp=(8, 10), C=(3, 13)),
          R("P", t("to play in 2♣: 10 points or fewer"), name="pass", hcp=(0, 10))),
        T("2C P 2D P", "rebid",
          R("2H", t("four hearts"), name="answer", H=(4, 4)),
          R("2S", t("four spades, not four hearts"), name="answer", S=(4, 4), H=(0, 3)),
          R("2NT", t("no four-card major"), name="answer", S=(0, 3), H=(0, 3))),
        T("2D P", "response",
          R("2NT", t("asks opener's strength (artificial): 11 or more points"), forcing=True, name="2NT ask",
            hcp=(11, 37)),
          R("2H", t("to play: hearts are my best of hearts, spades and clubs"), "best_of H H S C",
            name="to play", hcp=(0, 10)),
          R("2S", t("to play: spades are my best of hearts, spades and clubs"), "best_of S H S C",
            name="to play", hcp=(0, 10)),
          R("3C", t("to play: clubs are my best of hearts, spades and clubs"), "best_of C H S C",
            name="to play", hcp=(0, 10))),
        T("2D P 2NT P", "rebid",
          R("3C", t("a minimum: 11–13 points"), name="minimum", hcp=(11, 13)),
          R("3D", t("a maximum: 14–15 points"), name="maximum", hcp=(14, 15))),
    ]


def strong_club_competition() -> list[Table]:
    """The defence to the opponents' strong 1♣ (both sides play the learner's system), and responder's answers
    when the opponents come in over our 1♣. Sources: ``docs/rules/bridge-bidding.md``."""
    return [
        # they opened a strong 1♣: come in with a weak hand; with opening values pass and bid later
        T("1C", "competitive",
          R("X", t("against their strong 1♣: both majors, four or more in each, 6–11 points"), "fourfour_majors",
            name="majors double", hcp=(6, 11), S=(4, 13), H=(4, 13)),
          R("1NT", t("against their strong 1♣: both minors, five and four or longer, 6–11 points"), "both_minors",
            name="minors 1NT", hcp=(6, 11), D=(4, 13), C=(4, 13)),
          R("2z", t("weak jump overcall: six {z}, 5–10 points"), "above z C", "good z", name="weak jump overcall",
            hcp=(5, 10), z=(6, 6)),
          R("1z", t("overcall against their strong 1♣: five or more {z}, 6–11 points, no opening values"),
            "good z", name="overcall", hcp=(6, 11), z=(5, 13)),
          R("P", t("against their strong 1♣: pass with opening values (to bid later) or nothing to show"),
            name="pass")),
        # they doubled our 1♣
        T("1C X", "competitive",
          R("1z", t("positive: five or more {z}, 8 or more points, forcing to game"), forcing=True,
            name="positive", hcp=(8, 37), z=(5, 13)),
          R("2C", t("positive: five or more clubs, 8 or more points, forcing to game"), forcing=True,
            name="positive", hcp=(8, 37), C=(5, 13)),
          R("1NT", t("positive: 8 or more points, balanced, forcing to game"), "balanced", forcing=True,
            name="positive 1NT", hcp=(8, 37)),
          R("XX", t("6–8 points, or a positive hand with no natural bid"), name="redouble", hcp=(6, 37)),
          R("P", t("0–5 points: opener bids on as if the double had not been made"), name="pass", hcp=(0, 5))),
        # they overcalled our 1♣
        *[T(f"1C {lv}y", "competitive",
            R(f"{lv}z", t("positive: five or more {z}, 8 or more points, forcing to game"), "above z y",
              forcing=True, name="positive", hcp=(8, 37), z=(5, 13)),
            R(f"{lv + 1}z", t("positive: five or more {z}, 8 or more points, forcing to game"), "below z y",
              forcing=True, name="positive", hcp=(8, 37), z=(5, 13)),
            R(f"{lv}NT", t("positive: 8 or more points, a stopper in {y}, forcing to game"), "stopper y",
              forcing=True, name="positive NT", hcp=(8, 37)),
            R("X", t("6–8 points, or a positive hand with no natural bid (no five-card suit, no stopper in {y})"),
              name="negative double", hcp=(6, 37)),
            R("P", t("0–5 points"), name="pass", hcp=(0, 5)))
          for lv in (1, 2)],
    ]


PRECISION = System(
    "precision", t("Precision (精确)"),
    (OPENING,
     *strong_club(),
     *notrump("1NT P", 13, 15),
     *nebulous_diamond(),
     *precision_twos(),
     *one_major_responses(),
     *opener_rebids(),
     *responder_rebids(),
     *strong_club_competition(),
     *competitive(weak_twos="HS", natural_ones="DHS"),
     *they_opened_passes(strong_twos=False)),
    source="C. C. Wei, Precision Bidding System (1969); O. K. Johnson, The Precision Club articles (2008–12)")

__all__ = ["PRECISION"]
