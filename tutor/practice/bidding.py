"""Bridge bidding drills: what do you open, respond, rebid? A random deal is bid by the bidding system (SAYC, or
精确 Precision for the ``bridge.precision.*`` skills) for all four seats until the learner's seat faces the
question; the system's call is the answer and its rule the reason; each wrong choice says what that call would
tell partner in that system (``tutor.games.bridge.bidding``)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..cards import Card
from ..games import bridge
from ..games.bridge.auction import Auction
from ..games.bridge.bidding import Hand, reason, system
from ..i18n import domain
from ..seats import SEAT_NAME
from .core import Draft, NoPosition, esc, para, pick_choices, rules

t, tn = domain("practice")

SYSTEM = "sayc"
_DECK = [Card(s, r) for s in "SHDC" for r in range(2, 15)]
_NAMES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}


def hand_text(hand: Hand) -> str:
    """``♠AKQ2 ♥K32 ♦432 ♣32`` (a void as ``—``)."""
    sym = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    return "  ".join(sym[s] + ("".join(_NAMES.get(r, str(r)) for r in hand.honours[s]) or "—") for s in "SHDC")


def _system() -> str:
    """The bidding system of the house rules in force (the switch ``bidding``; usually SAYC)."""
    return str(getattr(rules("bridge"), "bidding", SYSTEM))


def _spot(rng: random.Random, wanted: Callable[[tuple[bridge.Call, ...]], bool],
          name: str | None = None) -> tuple[Hand, Auction]:
    """Bid a random deal by system ``name`` (else the one in force) until the seat to call faces ``wanted`` (the
    calls since the opening)."""
    d = _DECK[:]
    rng.shuffle(d)
    hands = {s: Hand.of(d[i * 13:(i + 1) * 13]) for i, s in enumerate("NESW")}
    sys_ = system(name or _system())
    a = Auction(rng.choice("NESW"))
    while not a.is_over:
        since = tuple(a.calls)
        while since and since[0] == bridge.PASS:
            since = since[1:]
        if wanted(since):
            return hands[a.turn], a
        a.call(sys_.choose(hands[a.turn], a).call)
    raise NoPosition


def _draft(rng: random.Random, level: int, wanted: Callable[[tuple[bridge.Call, ...]], bool], question: str,
           pool: Callable[[Auction], list[bridge.Call]], name: str | None = None) -> Draft:
    name = name or _system()
    hand, a = _spot(rng, wanted, name)
    sys_ = system(name)
    right_call = sys_.choose(hand, a).call
    why = reason(name, a, hand.cards, right_call)
    right = (right_call.symbol, str(t("Right: {why}.", why=why)), str(right_call))
    wrong = []
    for c in pool(a):
        if c == right_call or c not in a.legal_calls():
            continue
        said = sys_.read(a, c)
        if said.rule in ("unknown", "fallback"):  # a call the system gives no meaning here: no fair choice
            continue
        told = said.meaning
        wrong.append((c.symbol, str(t("Not {call}: it would tell partner {told}; the system bids {right}.",
                                      call=c.symbol, told=told, right=right_call.symbol)), str(c)))
    calls = str(t(", ")).join(f"{SEAT_NAME[a.seat_of(i)]} {esc(c.symbol)}" for i, c in enumerate(a.calls))
    prompt = para(t("You are {seat}; you hold {hand}.", seat=SEAT_NAME[a.turn], hand=hand_text(hand)))
    if a.calls:
        prompt += para(t("The auction so far, {dealer} dealing:", dealer=SEAT_NAME[a.dealer])) + f"<p>{calls}</p>"
    prompt += para(question)
    return pick_choices(rng, right, wrong, 2 + level, prompt, hand=str(hand), calls=[str(c) for c in a.calls],
                        dealer=a.dealer, system=sys_.key)


def _calls(*texts: str) -> Callable[[Auction], list[bridge.Call]]:
    return lambda a: [bridge.Call.parse(x) for x in texts]


_OPENINGS = ("P", "1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT")
_RESPONSES = ("P", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT", "3H", "3S", "3NT")
_REBIDS = ("P", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT", "3C", "3D", "3H", "3S", "3NT")


def _opening(since: tuple[bridge.Call, ...]) -> bool:
    return not since


def _response(since: tuple[bridge.Call, ...]) -> bool:
    return len(since) == 2 and since[0].kind == "bid" and since[0].level == 1 and since[1] == bridge.PASS


def _second(since: tuple[bridge.Call, ...]) -> bool:
    return (len(since) == 4 and since[0].kind == "bid" and since[0].level == 1 and since[0].strain != "NT"
            and since[1] == bridge.PASS and since[2].kind == "bid" and since[3] == bridge.PASS)


def _open(rng: random.Random, level: int, name: str | None = None) -> Draft:
    return _draft(rng, level, _opening, str(t("What do you open?")), _calls(*_OPENINGS), name)


def _respond(rng: random.Random, level: int, name: str | None = None) -> Draft:
    return _draft(rng, level, _response, str(t("Partner opened; what do you respond?")), _calls(*_RESPONSES), name)


def _rebid(rng: random.Random, level: int, name: str | None = None) -> Draft:
    return _draft(rng, level, _second, str(t("You opened and partner answered; what is your rebid?")),
                  _calls(*_REBIDS), name)


# 精确 Precision: the same questions judged by Precision's rules (1♣ 16+ and its answers, 1♦ nebulous, 2♣, 2♦)
def _open_precision(rng: random.Random, level: int) -> Draft:
    return _open(rng, level, "precision")


def _respond_precision(rng: random.Random, level: int) -> Draft:
    return _respond(rng, level, "precision")


def _rebid_precision(rng: random.Random, level: int) -> Draft:
    return _rebid(rng, level, "precision")


__all__ = ["hand_text"]
