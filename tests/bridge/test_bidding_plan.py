"""The bidding engine's plan agrees with the plain walk of the rules.

``System.choose`` walks a per-point :class:`~tutor.games.bridge.bidding.rules.Plan` (tables matched one call at a
time, offers worked out once per table binding and indexed by high-card points, auction-only verdicts kept per
point); ``read`` and ``claimed`` look calls up in the same plan. Each must give exactly what the plain walk gives:
every table's pattern matched afresh and every rule tried in order (``System.choose_plainly``,
``rules.candidates``). Checked for every hand at the table (not only the one to call) at every point of seeded
random auctions, every vulnerability, and for every legal call read at the points of some of them.
"""

from __future__ import annotations

import random

import pytest

from tests.budget import draws
from tutor.cards import Card
from tutor.errors import ParseError
from tutor.games import bridge
from tutor.games.bridge.auction import PASS, Auction, Call
from tutor.games.bridge.bidding import Hand
from tutor.games.bridge.bidding.rules import candidates, matching

DECK = [Card(s, r) for s in "SHDC" for r in range(2, 15)]
VULNERABLE = ("None", "NS", "EW", "Both")


def plain_read(system, auction: Auction, call: Call) -> tuple:
    """``System.read`` by the plain walk: the first rule making ``call`` here whose auction-only conditions
    hold (as rule name, text, ranges, forcing, chapter), or ``None``."""
    spot = system._spot(auction, False)
    for rule, env, c, table in candidates(system.tables, spot, None):
        if c == call and rule.fits_auction(env, spot):
            return rule.name, str(rule.text(env)), rule.ranges(env), rule.forcing, table.chapter
    return None


def plain_claimed(system, spot) -> frozenset[Call]:
    matched = [(tb, env) for tb, env in matching(system.tables, spot.calls) if tb.chapter != "general"]
    return frozenset(c for rule, env, c, _ in candidates(system.tables, spot, None, matched)
                     if rule.fits_auction(env, spot))


@pytest.mark.parametrize("name", ["sayc", "precision"])
def test_the_plan_chooses_reads_and_claims_as_the_plain_walk(name):
    system = bridge.system(name)
    rng = random.Random(4242)
    points, deals = 0, draws(60)
    for k in range(deals):
        d = DECK[:]
        rng.shuffle(d)
        hands = {s: Hand.of(d[i * 13:(i + 1) * 13]) for i, s in enumerate("NESW")}
        vul = VULNERABLE[k % 4]
        a = Auction("NESW"[(k // 4) % 4])
        while not a.is_over:
            points += 1
            spot = system._spot(a, False)
            assert system._matched(spot.calls) == matching(system.tables, spot.calls)
            assert system.claimed(spot) == plain_claimed(system, spot)
            for seat, hand in hands.items():  # every hand at the table meets this point
                assert system.choose(hand, a, vul) == system.choose_plainly(hand, a, vul), (seat, a)
            for c in a.legal_calls() if k < 15 else (PASS,):  # every legal call read on a few deals
                m = system.read(a, c)
                want = plain_read(system, a, c)
                got = (m.rule, str(m.meaning), m.shows, m.forcing, m.chapter)
                assert got == want if want is not None else m.rule in ("fallback", "unknown") and (
                    m.rule == "fallback") == (c == PASS), (a, c)
            a.call(system.choose(hands[a.turn], a, vul).call)
    assert points > deals * 5


def test_a_kept_hand_is_the_same_hand_and_only_card_tuples_are_kept():
    cards = tuple(DECK[:13])
    h = Hand.of(cards)
    assert Hand.of(cards) is h and Hand.of(tuple(DECK[:13])) is h  # kept by the tuple of cards
    assert Hand.of(list(cards)) == h and Hand.of(list(cards)) is not h  # a list is read afresh
    assert h.points("tp") == h.total_points == Hand.of(list(cards)).total_points
    with pytest.raises(ParseError):  # (suit, rank) pairs equal the cards as tuples, and are still no cards
        Hand.of(tuple((c.suit, c.rank) for c in cards))
