"""Bridge's compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py``): at every step of
many random deals, with and without claims, both are offered every card of the deck, every call, the claims and
some junk. They must agree on everything: the listing (the same actions in the same order), the state after each
action they take (the same fields, the same class), each refusal (``IllegalAction`` with the same reason, nothing
changed), the end of the deal and its result. (``tests/test_compiled_kernels.py`` fails when the compiled kernel
is not built.)"""

from __future__ import annotations

import copy
import random

import pytest

from tutor.cards import DECK_52, Card
from tutor.compiled import require
from tutor.errors import IllegalAction, TutorError
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
HANDS = 12


@pytest.fixture(scope="module")
def compiled():
    try:
        return require("tutor.games.bridge.ckernel")
    except RuntimeError as missing:
        pytest.fail(str(missing))


def _outcome(kernel, st, action):
    """What ``kernel.apply`` makes of ``action``: the state after it, or the reason of the refusal (an
    ``IllegalAction``, or another error the engine names, such as a text that is no action)."""
    try:
        return "made", kernel.apply(st, action)
    except IllegalAction as refusal:
        return "refused", str(refusal.reason)
    except TutorError as error:
        return type(error).__name__, str(error)


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = 0
    for seed in range(HANDS):
        rules = VARIANTS[seed % len(VARIANTS)]
        rng = random.Random(seed)
        st = shadow = bridge.new_hand(seed=seed, rules=rules, board_number=1 + seed % 16)
        while True:
            assert st == shadow and type(st) is type(shadow)  # the deal played on each kernel alone
            assert compiled.is_terminal(st) is reference.is_terminal(st)
            listed = list(reference.legal_actions(st))
            assert list(compiled.legal_actions(st)) == listed, (seed, st)
            if reference.is_terminal(st):
                break
            snapshot = copy.deepcopy(st)
            for probe in PROBES:
                fast, slow = compiled.play(st, probe), reference.play(st, probe)
                assert fast == slow and type(fast) is type(slow), (seed, probe)
                if isinstance(probe, Call):  # the auction's step, on its own
                    fast, slow = compiled.take(st.auction, probe), reference.take(st.auction, probe)
                    assert fast == slow and type(fast) is type(slow), (seed, probe)
                got, want = _outcome(compiled, st, probe), _outcome(reference, st, probe)
                assert got == want and type(got[1]) is type(want[1]), (seed, probe)
                taken += got[0] == "made"
                refused += got[0] != "made"
            assert st == snapshot  # nothing offered changed the state
            # a random playout, but no claim (it would end the deal at once)
            action = compiled.legal_actions(st).choice(rng)
            while action in CLAIMS:
                action = compiled.legal_actions(st).choice(rng)
            st, shadow = compiled.apply(st, action), reference.apply(shadow, action)
        assert st.result() == shadow.result()
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised
