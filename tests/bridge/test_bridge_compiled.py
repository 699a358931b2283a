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
HANDS = hands(12, len(VARIANTS))


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.bridge.ckernel")


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    def take_alike(st, probe):  # the auction's step, on its own: a call taken alike by both
        if isinstance(probe, Call):
            fast, slow = compiled.take(st.auction, probe), reference.take(st.auction, probe)
            assert fast == slow and type(fast) is type(slow), probe

    taken = refused = 0
    for seed in range(HANDS):
        rules = VARIANTS[seed % len(VARIANTS)]
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=rules, board_number=1 + seed % 16)
        st, shadow, took, refusals = walk_both(compiled, reference, st, PROBES, rng, label=seed,
                                                    also=take_alike, skip=CLAIMS.__contains__)
        taken, refused = taken + took, refused + refusals
        assert st.result() == shadow.result()
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised
