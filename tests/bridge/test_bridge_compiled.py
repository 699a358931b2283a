"""Bridge's compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py``): at every step of
many random deals, with and without claims, both are offered every card of the deck, every call, the claims and
some junk. They must agree on everything: the listing (the same actions in the same order), the state after each
action they take (the same fields, the same class), each refusal (``IllegalAction`` with the same reason, nothing
changed), the end of the deal and its result. (``tests/test_compiled_kernels.py`` fails when the compiled kernel
is not built.)"""

from __future__ import annotations

import random

import pytest

from tests.kernel_agreement import compiled_or_fail, hands, walk_both
from tests.sweeps import assert_reached
from tutor.cards import DECK_52, Card
from tutor.games import bridge
from tutor.games.bridge import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, Rules
from tutor.games.bridge import kernel as reference
from tutor.games.bridge.play import CLAIMS

VARIANTS = [Rules.preset().but(claims=False), Rules.preset()]
# a card built past Card's checks (equal to ♠A, with a float rank): both kernels judge it by equality
ODD_ACE = tuple.__new__(Card, ("S", 14.0))
# calls no parser makes (a level over 7, an unknown kind, a pass with a level, an equal pass built anew)
ODD_CALLS = [Call("bid", 8, "C"), Call("bid", 0, "NT"), Call("raise"), Call("pass", 2, "S"), Call("pass")]
PROBES = [*ALL_BIDS, PASS, DOUBLE, REDOUBLE, *ODD_CALLS, *CLAIMS[:3], "1NT", "P", "SA", None, (), 3, object(),
          ODD_ACE, *DECK_52]
#: the first 6 of the 12 deals (three of each variant; the first 5 already) reach all the 12 reach
#: (``tests/sweeps.py``; ``TT_DEEP=1``: all 12)
HANDS = hands(12, len(VARIANTS), 6)
#: what the 12 reach (each refusal reason by its message template, each phase, each kind of action drawn, each
#: score line or doubling): the sample must reach it all
REACHED = frozenset({
    'a claim is for 0 to {most} of the remaining tricks, not {value}',
    'contract:x0',
    'contract:x1',
    'contract:x2',
    "it is dummy's turn: play a card from {dummy}'s hand (dummy); {card} is in your own hand ({declarer})",
    "it is your own turn ({declarer}), not dummy's: {card} is in dummy's hand ({dummy})",
    "only declarer ({declarer}) may claim, and only when it is declarer's or dummy's turn to play; {seat} is "
    "a defender",
    "only {side}, whose bid {bid} was doubled, may redouble; you cannot redouble your own side's double",
    'phase:auction',
    'phase:play',
    'the auction is over: now each player plays a card',
    'the auction is still going on: {seat} must call, not play a card',
    'there is no bid to double yet',
    'there is no bid to redouble yet',
    'these rules have no claims: every trick is played out, card by card',
    'took:Call',
    'took:Card',
    'you can only claim during the play, after the auction',
    "you can only redouble after an opponent doubles your side's bid; {bid} has not been doubled",
    "you cannot double your own bid ({bid}): double only an opponent's bid",
    "you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
    'you must follow {suit} because dummy holds {card}',
    'you must follow {suit} because you hold {card}',
    '{bid} is already doubled: {side} may redouble, nobody may double again',
    '{bid} is already redoubled: it cannot be doubled again',
    '{bid} is already redoubled: there is no re-redouble',
    '{call} is an insufficient bid: 7NT is the highest bid of all',
    '{call} is an insufficient bid: the last bid was {last}, so bid {lowest} or higher ({hint})',
    '{card} has already been played',
    "{card} is not in {seat}'s hand: it is {holder}'s card",
    '{text} is not a call: expected 1C…7NT, P, X or XX',
    '{text} is not a call: expected a bid 1C…7NT, P (pass), X (double) or XX (redouble)',
    '{value} is not a card',
})


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.bridge.ckernel")


def one_hand(compiled, seed: int, reached: set[str]) -> tuple[int, int]:
    """Deal ``seed`` walked on both kernels (``walk_both``): how many probes were taken and refused."""
    def take_alike(st, probe):  # the auction's step, on its own: a call taken alike by both
        if isinstance(probe, Call):
            fast, slow = compiled.take(st.auction, probe), reference.take(st.auction, probe)
            assert fast == slow and type(fast) is type(slow), probe

    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    st = bridge.new_hand(seed=seed, rules=rules, board_number=1 + seed % 16)
    st, shadow, took, refusals = walk_both(compiled, reference, st, PROBES, rng, label=seed,
                                           also=take_alike, skip=CLAIMS.__contains__, reached=reached)
    assert st.result() == shadow.result()
    reached.add("passed out" if st.contract is None else f"contract:x{st.contract.doubled}")
    return took, refusals


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = 0
    reached: set[str] = set()
    for seed in range(HANDS):
        took, refusals = one_hand(compiled, seed, reached)
        taken, refused = taken + took, refused + refusals
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised
    assert_reached(reached, REACHED, "refusal reasons, phases, actions or doublings")
