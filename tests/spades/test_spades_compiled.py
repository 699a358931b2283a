"""Spades' compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py``): at every step of
many random hands, under the rules variants that change a legality rule, both are offered every card of the deck,
every bid and some junk. They must agree on everything: the listing (the same actions in the same order), the
state after each action they take (the same fields, the same class), each refusal (``IllegalAction`` with the
same reason, nothing changed), the end of the hand and its result; and both deal every seed alike.
(``tests/test_compiled_kernels.py`` fails when the compiled kernel is not built.)"""

from __future__ import annotations

import random

import pytest

from tests.kernel_agreement import compiled_or_fail, hands, walk_both
from tests.sweeps import assert_reached, reason_key
from tutor.cards import DECK_52, Card
from tutor.games import spades
from tutor.games.spades import Rules
from tutor.games.spades import kernel as reference

VARIANTS = [Rules.preset(), Rules.preset("windows7"),
            Rules.preset().but(first_lead="club_two", blind_nil_exchange_cards=2),
            Rules.preset().but(blind_nil_requires_deficit=100)]
# a card built past Card's checks (equal to ♠A, with a float rank): both kernels judge it by masks.BIT's equality
ODD_ACE = tuple.__new__(Card, ("S", 14.0))
PROBES = [*range(14), "nil", "blind", "look", -1, 14, True, 2.0, "SA", "♥10", None, (), object(), ODD_ACE, *DECK_52]
#: the first 12 of the 24 hands (three of each variant) reach all the 24 reach
#: (``tests/sweeps.py``; ``TT_DEEP=1``: all 24)
HANDS = hands(24, len(VARIANTS), 12)
#: what the 24 reach (each refusal reason by its message template, each phase, each kind of action drawn, each
#: score line or doubling): the sample must reach it all
REACHED = frozenset({
    "it is {seat}'s turn to bid, not to play a card: bid 0–13, nil",
    "it is {seat}'s turn to bid, not to play a card: bid 0–13, nil or blind nil",
    'phase:bid',
    'phase:exchange',
    'phase:play',
    'score:bag-out',
    'score:contract made',
    'score:contract set',
    'score:{n} bag',
    "score:{seat}'s {kind} failed",
    'the bidding is over: {seat} must pass a card to the partner now',
    'the bidding is over: {seat} must play a card now',
    "the first lead must be ♣2 (this game's rule: the holder of ♣2 leads it)",
    'took:Card',
    'took:blind',
    'took:int',
    'took:look',
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is ahead',
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is only {behind} points behind',
    'you cannot bid blind nil: you have already looked at your cards (blind nil is bid before looking)',
    'you cannot lead ♠ yet: spades are not broken and you still hold {suits}',
    'you must follow {suit} because you hold {card}',
    '{bid} is not a bid: a bid is a number of tricks from 0 (nil) to 13',
    '{bid} is not a bid: bid a whole number of tricks 0–13, "nil" or "blind"',
    '{seat} does not hold {card}',
    '{seat} has already looked at the cards',
})


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.spades.ckernel")


def one_hand(compiled, seed: int, reached: set[str]) -> tuple[int, int]:
    """Hand ``seed`` walked on both kernels (``walk_both``): how many probes were taken and refused."""
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    before = {"NS": (rng.randrange(-19, 49) * 10, 3), "EW": (rng.randrange(-19, 49) * 10, 9)}
    st = spades.new_hand(seed=seed, rules=rules, before=before)
    st, shadow, took, refusals = walk_both(compiled, reference, st, PROBES, rng, label=seed, reached=reached)
    assert st.result() == shadow.result() and st.result() is not None
    reached.update(f"score:{reason_key(line._label)}" for r in st.result().values() for line in r.sheet.lines)
    return took, refusals


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = 0
    reached: set[str] = set()
    for seed in range(HANDS):
        took, refusals = one_hand(compiled, seed, reached)
        taken, refused = taken + took, refused + refusals
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised
    assert_reached(reached, REACHED, "refusal reasons, phases, actions or score lines")


def test_both_deal_every_seed_alike(compiled):
    for seed in [*range(300), 2**40 + 3, -7, 10**30]:
        assert compiled.deal_masks(seed) == reference.deal_masks(seed), seed
    for seed in ("text", 1.5, None, True):
        assert compiled.deal_masks(seed) is None and reference.deal_masks(seed) is None
