"""Spades drills: who wins (spades are trumps), following suit and leading spades, scoring a contract with
its bags, nil and blind nil, bagging out, and whether the game is over (lessons ``spades/01``–``05``)."""

from __future__ import annotations

import random
from typing import Any

from ..games import spades
from ..i18n import domain
from ..seats import SEAT_NAME
from .cardplay import CardGame, follow_drill, winner_drill
from .core import Draft, NoPosition, Skill, number_draft, para, pick_choices, retry, rules, sheet_text, signed

t, tn = domain("practice")

GAME = CardGame("spades", lambda seed: spades.new_hand(seed, rules("spades")), lambda s: s.current_trick,
                lambda s: s.current_seat, lambda tr: tr.winner_reason(), spades.GAME.narrate)


def _leads_spade_early(state: object, card: object) -> bool:
    """A spade led before spades are broken: the rarer refusal of this game."""
    return getattr(card, "suit", None) == "S" and not state.current_trick.plays  # type: ignore[attr-defined]


def _bid_text(bid: object) -> str:
    return str(spades.bid_text(bid))


def _team_prompt(bids: dict, tricks: dict, before: tuple[int, int] | None) -> str:
    lines = [t("{seat} bid {bid} and took {n}.", seat=SEAT_NAME[s], bid=_bid_text(b), n=tricks[s])
             for s, b in bids.items()]
    if before is not None:
        lines.append(t("Before this hand North–South had {score} points and {bags} bags.", score=before[0],
                       bags=before[1]))
    return para(t("What do North–South score for this hand?"), *lines)


def _score(bids: dict[str, Any], tricks: dict[str, int], before: tuple[int, int] | None = None) -> spades.TeamResult:
    return spades.score_hand(bids, tricks, before={"NS": list(before)} if before else None,
                             rules=rules("spades"))["NS"]


def _slips(bids: dict, tricks: dict, before: tuple[int, int] | None) -> list[int]:
    """The engine's score for the hands a learner might misread: a trick more or fewer for either player,
    or the bags of the hands before left out."""
    out = []
    for s in bids:
        for d in (-2, -1, 1, 2):
            if 0 <= tricks[s] + d and sum(tricks.values()) + d <= 13:
                out.append(_score(bids, {**tricks, s: tricks[s] + d}, before).points)
    if before:
        out.append(_score(bids, tricks).points)
    return out


def _contract(rng: random.Random, level: int) -> Draft:
    bids = {"N": rng.randrange(1, 6), "S": rng.randrange(1, 6)}
    made = rng.random() < 0.6
    total = bids["N"] + bids["S"] + (rng.randrange(0, 2 + level) if made else -rng.randrange(1, 3))
    if not 0 <= total <= 13:
        raise NoPosition
    n = rng.randrange(0, total + 1)
    tricks = {"N": n, "S": total - n}
    before = (rng.randrange(0, 30) * 10, rng.randrange(5, 10)) if level == 3 else None
    result = _score(bids, tricks, before)
    return number_draft(rng, _team_prompt(bids, tricks, before), result.points, sheet_text(result.sheet),
                        _slips(bids, tricks, before), 2 + level, bids=bids, tricks=tricks, before=before)


def _nil(rng: random.Random, level: int) -> Draft:
    kind = "blind" if level == 3 and rng.random() < 0.6 else "nil"
    contract = rng.randrange(2, 7)
    bids: dict[str, Any] = {"N": kind, "S": contract}
    tricks = {"N": 0 if rng.random() < 0.55 else rng.randrange(1, 3), "S": max(0, contract + rng.randrange(-2, 3))}
    result = _score(bids, tricks)
    return number_draft(rng, _team_prompt(bids, tricks, None), result.points, sheet_text(result.sheet),
                        _slips(bids, tricks, None), 2 + level, bids=bids, tricks=tricks, before=None)


def _bagout(rng: random.Random, level: int) -> Draft:
    bids = {"N": rng.randrange(1, 6), "S": rng.randrange(1, 6)}
    over = rng.randrange(1, 3 + level)
    total = bids["N"] + bids["S"] + over
    if total > 13:
        raise NoPosition
    n = rng.randrange(0, total + 1)
    tricks = {"N": n, "S": total - n}
    before = (rng.randrange(5, 40) * 10, rng.randrange(10 - over - (1 if level == 1 else 0), 10))
    result = _score(bids, tricks, before)
    if level >= 2 and _score(bids, tricks).points - result.points < 100:  # wanted: the bags of before count
        raise NoPosition
    return number_draft(rng, _team_prompt(bids, tricks, before), result.points, sheet_text(result.sheet),
                        _slips(bids, tricks, before), 2 + level, bids=bids, tricks=tricks, before=before)


def _game_over(rng: random.Random, level: int) -> Draft:
    limits = rules("spades")
    spread = 120 if level == 1 else 40
    ns = rng.choice([limits.win_at, limits.lose_at]) + rng.randrange(-spread, spread + 1, 10)
    ew = rng.choice([limits.win_at, limits.lose_at, ns]) + rng.randrange(-spread, spread + 1, 10)
    verdict = spades.game_over({"NS": ns, "EW": ew}, limits)
    names = {"NS": str(t("North–South win")), "EW": str(t("East–West win")), None: str(t("play another hand"))}
    why = verdict.reason if verdict is not None else spades.play_on({"NS": ns, "EW": ew}, limits)
    answer = None if verdict is None else str(verdict)
    right = (names[answer], str(t("Right: {why}.", why=why)), answer)
    wrong = [(names[k], str(t("Not “{choice}”: {why}.", choice=names[k], why=why)), k) for k in names if k != answer]
    prompt = para(t("The totals are North–South {ns}, East–West {ew}. Is the game over?", ns=signed(ns),
                    ew=signed(ew)),
                  t("A game is won at {win} and lost at {lose}.", win=limits.win_at, lose=signed(limits.lose_at)))
    return pick_choices(rng, right, wrong, 3, prompt, totals={"NS": ns, "EW": ew})


SKILLS = [
    Skill("spades.winner", "spades", "spades/02-playing-tricks", t("Who wins the trick"), retry(winner_drill(GAME)),
          t("Spades are always trumps.")),
    Skill("spades.follow", "spades", "spades/02-playing-tricks", t("Follow suit, and when spades may be led"),
          retry(follow_drill(GAME, special=_leads_spade_early)), t("Which card may you play?")),
    Skill("spades.score", "spades", "spades/03-scoring-contracts-and-bags", t("Score a contract and its bags"),
          retry(_contract), t("Made or set, and the bags.")),
    Skill("spades.nil", "spades", "spades/04-nil-and-blind-nil", t("Score nil and blind nil"), retry(_nil),
          t("Nil made or failed, beside the partner's contract.")),
    Skill("spades.bagout", "spades", "spades/05-bag-out-and-winning", t("Bag out"), retry(_bagout),
          t("Ten bags cost 100 points.")),
    Skill("spades.gameover", "spades", "spades/05-bag-out-and-winning", t("Is the game over?"), retry(_game_over),
          t("Who has won, or play on.")),
]
