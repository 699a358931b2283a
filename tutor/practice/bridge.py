"""Bridge drills: who wins (trumps or no trumps), following suit from hand or dummy, the final contract of
an auction, the score of a made contract, undertricks doubled and vulnerable, IMPs for a difference
(lessons ``bridge/01``–``06``)."""

from __future__ import annotations

import random

from ..games import bridge
from ..i18n import domain
from ..seats import SEAT_NAME, partner_of
from .cardplay import CardGame, follow_drill, winner_drill
from .core import Draft, NoPosition, Skill, esc, number_draft, para, pick_choices, retry, sheet_text

t, tn = domain("practice")

GAME = CardGame("bridge", lambda seed: bridge.practice_hand(seed), lambda s: s.trick, lambda s: s.hand_to_play,
                bridge.winner_reason, bridge.GAME.narrate)


def _contract_text(c: bridge.Contract) -> str:
    return f"{c.level}{bridge.STRAIN_SYMBOL[c.strain]}" + ("X" * c.doubled)


def _auction(rng: random.Random, level: int) -> bridge.Bidding:
    auction = bridge.Auction(dealer=rng.choice("NESW")).value
    while not auction.is_over:
        calls = auction.legal_calls()
        bids = [c for c in calls if str(c) not in ("P", "X", "XX")][: 2 + level]
        doubles = [c for c in calls if str(c) in ("X", "XX")]
        r = rng.random()
        if doubles and level >= 2 and r < 0.15:
            call: str | bridge.Call = rng.choice(doubles)
        elif bids and r < (0.45 if auction.calls else 0.9):
            call = rng.choice(bids)
        else:
            call = "P"
        auction = auction.then(call)
    if auction.contract is None:
        raise NoPosition
    return auction


def _contract(rng: random.Random, level: int) -> Draft:
    auction = _auction(rng, level)
    c = auction.contract
    assert c is not None and c.declarer is not None  # _auction draws again after a pass-out
    why = auction.outcome()

    def text(k: bridge.Contract, seat: str) -> str:
        return str(t("{contract} by {seat}", contract=_contract_text(k), seat=SEAT_NAME[seat]))

    right = (text(c, c.declarer), str(t("Right: {why}.", why=why)), (c, c.declarer))
    others = [(c, partner_of(c.declarer)),
              (bridge.Contract(c.level, c.strain, 0 if c.doubled else 1, c.declarer), c.declarer),
              (c, auction.seat_of(len(auction.calls) - 4) if len(auction.calls) >= 4 else partner_of(c.declarer))]
    if c.level < 7:
        others.append((bridge.Contract(c.level + 1, c.strain, c.doubled, c.declarer), c.declarer))
    wrong = [(text(k, s), str(t("Not {choice}: {why}.", choice=text(k, s), why=why)), (k, s)) for k, s in others]
    calls = str(t(", ")).join(f"{SEAT_NAME[auction.seat_of(i)]} {esc(bridge.Call.parse(str(x)).symbol)}"
                              for i, x in enumerate(auction.calls))
    prompt = para(t("The auction, {dealer} dealing:", dealer=SEAT_NAME[auction.dealer])) + f"<p>{calls}</p>" + \
        para(t("What is the final contract, and who is declarer?"))
    return pick_choices(rng, right, wrong, 2 + level, prompt, calls=list(auction.calls), dealer=auction.dealer)


def _vul_text(vul: bool) -> str:
    return str(t("vulnerable")) if vul else str(t("not vulnerable"))


def _score_prompt(c: bridge.Contract, vul: bool, tricks: int) -> str:
    return para(t("The contract is {contract}, declarer {vul}, and declarer's side took {n} tricks.",
                  contract=_contract_text(c), vul=_vul_text(vul), n=tricks),
                t("What does declarer's side score?"))


def _slips(c: bridge.Contract, vul: bool, tricks: int) -> list[int]:
    """The engine's score of what a learner might misread: the other vulnerability, a trick more or fewer,
    the double left out or added."""
    out = [bridge.score(c, vulnerable=not vul, tricks=tricks).total]
    out += [bridge.score(c, vulnerable=vul, tricks=n).total for n in (tricks - 1, tricks + 1) if 0 <= n <= 13]
    for d in (0, 1, 2):
        if d != c.doubled:
            out.append(bridge.score(bridge.Contract(c.level, c.strain, d, c.declarer), vulnerable=vul,
                                    tricks=tricks).total)
    return out


def _made(rng: random.Random, level: int) -> Draft:
    top = (2, 5, 7)[level - 1]
    c = bridge.Contract(rng.randrange(1, top + 1), rng.choice(bridge.STRAINS),
                        0 if level == 1 else rng.choice((0, 0, 1, 2) if level == 3 else (0, 0, 1)), "S")
    vul = level > 1 and rng.random() < 0.5
    tricks = c.level + 6 + rng.randrange(0, min(2 + level, 8 - c.level))
    sheet = bridge.score(c, vulnerable=vul, tricks=tricks)
    return number_draft(rng, _score_prompt(c, vul, tricks), sheet.total, sheet_text(sheet), _slips(c, vul, tricks),
                        2 + level, contract=c, vulnerable=vul, tricks=tricks)


def _down(rng: random.Random, level: int) -> Draft:
    c = bridge.Contract(rng.randrange(1, 8), rng.choice(bridge.STRAINS),
                        0 if level == 1 else rng.choice((1, 1, 2) if level == 3 else (0, 1)), "S")
    vul = rng.random() < 0.5
    tricks = c.level + 6 - rng.randrange(1, 1 + 2 * level)
    if tricks < 0:
        raise NoPosition
    sheet = bridge.score(c, vulnerable=vul, tricks=tricks)
    return number_draft(rng, _score_prompt(c, vul, tricks), sheet.total, sheet_text(sheet), _slips(c, vul, tricks),
                        2 + level, contract=c, vulnerable=vul, tricks=tricks)


def _band(points: int) -> tuple[int, int]:
    """The range of differences (in steps of 10) the engine's IMP scale gives the same IMPs as ``points``."""
    n = bridge.imps(points)
    lo = hi = points
    while lo - 10 >= 0 and bridge.imps(lo - 10) == n:
        lo -= 10
    while bridge.imps(hi + 10) == n and hi < 5000:
        hi += 10
    return lo, hi


def _imps(rng: random.Random, level: int) -> Draft:
    points = rng.randrange(1, (40, 150, 450)[level - 1]) * 10
    n = bridge.imps(points)
    lo, hi = _band(points)
    why = str(t("a difference of {lo} to {hi} points is worth {n} IMPs", lo=lo, hi=hi, n=n))
    others = [n + d for d in (-3, -2, -1, 1, 2, 3) if n + d >= 0]
    prompt = para(t("On one board your side's score is {points} points better than the other table's.",
                    points=points), t("How many IMPs is that?"))
    return number_draft(rng, prompt, n, why, others, 2 + level, show=str, points=points)


from .bidding import (  # noqa: E402  (the bidding drills, judged by the system)
    _open,
    _open_precision,
    _rebid,
    _rebid_precision,
    _respond,
    _respond_precision,
)

SKILLS = [
    Skill("bridge.winner", "bridge", "bridge/01-tricks-with-trumps-and-without", t("Who wins the trick"),
          retry(winner_drill(GAME)), t("Trumps, or no trumps.")),
    Skill("bridge.follow", "bridge", "bridge/03-contract-declarer-dummy", t("Follow suit, from hand and dummy"),
          retry(follow_drill(GAME, special=lambda s, c: s.hand_to_play != s.current_seat)),
          t("Which card may you play?")),
    Skill("bridge.contract", "bridge", "bridge/02-the-auction", t("The final contract"), retry(_contract),
          t("The last bid, doubled or not, and who declares.")),
    Skill("bridge.open", "bridge", "bridge/02-the-auction", t("What do you open?"), retry(_open),
          t("The opening bid by the bidding system, with its rule.")),
    Skill("bridge.respond", "bridge", "bridge/02-the-auction", t("What do you respond?"), retry(_respond),
          t("Partner opened one of a suit or 1NT: your answer by the system.")),
    Skill("bridge.rebid", "bridge", "bridge/02-the-auction", t("What is your rebid?"), retry(_rebid),
          t("You opened, partner answered: your second call by the system.")),
    Skill("bridge.precision.open", "bridge", "bridge/14-precision", t("What do you open in Precision?"),
          retry(_open_precision), t("The opening bid by 精确 Precision, with its rule.")),
    Skill("bridge.precision.respond", "bridge", "bridge/14-precision", t("What do you respond in Precision?"),
          retry(_respond_precision), t("Partner opened in Precision (1♣ strong, 1♦, a major, 1NT…): your answer.")),
    Skill("bridge.precision.rebid", "bridge", "bridge/14-precision", t("What is your rebid in Precision?"),
          retry(_rebid_precision), t("You opened in Precision, partner answered: your second call.")),
    Skill("bridge.score", "bridge", "bridge/04-scoring-made-contracts", t("Score a made contract"), retry(_made),
          t("Trick score, game or part score, slams, overtricks.")),
    Skill("bridge.undertricks", "bridge", "bridge/05-doubles-overtricks-undertricks", t("Score the undertricks"),
          retry(_down), t("Doubled or not, vulnerable or not.")),
    Skill("bridge.imps", "bridge", "bridge/06-boards-imps-qq-score", t("IMPs for a difference"), retry(_imps),
          t("The IMP scale.")),
]
