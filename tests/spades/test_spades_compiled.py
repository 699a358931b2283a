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
HANDS = hands(24, len(VARIANTS))


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.spades.ckernel")


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = 0
    for seed in range(HANDS):
        rules = VARIANTS[seed % len(VARIANTS)]
        rng = random.Random(seed)
        before = {"NS": (rng.randrange(-19, 49) * 10, 3), "EW": (rng.randrange(-19, 49) * 10, 9)}
        st = spades.new_hand(seed=seed, rules=rules, before=before)
        st, shadow, took, refusals = walk_both(compiled, reference, st, PROBES, rng, label=seed)
        taken, refused = taken + took, refused + refusals
        assert st.result() == shadow.result() and st.result() is not None
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised


def test_both_deal_every_seed_alike(compiled):
    for seed in [*range(300), 2**40 + 3, -7, 10**30]:
        assert compiled.deal_masks(seed) == reference.deal_masks(seed), seed
    for seed in ("text", 1.5, None, True):
        assert compiled.deal_masks(seed) is None and reference.deal_masks(seed) is None
