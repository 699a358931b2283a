"""Gong Zhu's compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py``): at every step of
many random hands, under every rules variant that changes a legality rule, both are offered every card of the
deck, every sale and some junk. They must agree on everything: the listing (the same actions in the same order),
the state after each action they take (the same fields, the same class), each refusal (``IllegalAction`` with the
same reason, nothing changed), the end of the hand and its result. (``tests/test_compiled_kernels.py`` fails when
the compiled kernel is not built.)"""

from __future__ import annotations

import copy
import random

import pytest

from tutor.cards import DECK_52, Card
from tutor.compiled import require
from tutor.errors import IllegalAction, TutorError
from tutor.games import gongzhu
from tutor.games.gongzhu import LEVELS, SALEABLE, Rules, Sale
from tutor.games.gongzhu import kernel as reference

VARIANTS = [
    Rules.preset(),
    Rules.preset("pc"),
    Rules.preset().but(sold_card_may_lead_first_round=False, auto_sell_fourth=True),
    Rules.preset().but(first_lead_card_required=True, sale_mode="all"),
    Rules.preset("pc").but(sale_mode="all_but_goat", first_leader_card="S2"),
]
# a card built past Card's checks (equal to ♠Q, with a float rank): both kernels judge it by the deal's equality
ODD_PIG = tuple.__new__(Card, ("S", 12.0))
PROBES = [*(Sale(c, level) for c in SALEABLE for level in LEVELS), "SQ", "♥10", "sell SQ open", None, (), 3,
          object(), ODD_PIG, *DECK_52]
HANDS = 20


@pytest.fixture(scope="module")
def compiled():
    try:
        return require("tutor.games.gongzhu.ckernel")
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
        leader = None if seed % 3 else "NESW"[seed % 4]  # the first hand of a game, or a later one
        st = shadow = gongzhu.new_hand(seed=seed, rules=rules, leader=leader)
        while True:
            assert st == shadow and type(st) is type(shadow)  # the hand played on each kernel alone
            assert compiled.is_terminal(st) is reference.is_terminal(st)
            listed = list(reference.legal_actions(st))
            assert list(compiled.legal_actions(st)) == listed, (seed, st)
            if reference.is_terminal(st):
                break
            snapshot = copy.deepcopy(st)
            for probe in PROBES:
                fast, slow = compiled.play(st, probe), reference.play(st, probe)
                assert fast == slow and type(fast) is type(slow), (seed, probe)
                got, want = _outcome(compiled, st, probe), _outcome(reference, st, probe)
                assert got == want and type(got[1]) is type(want[1]), (seed, probe)
                taken += got[0] == "made"
                refused += got[0] != "made"
            assert st == snapshot  # nothing offered changed the state
            action = compiled.legal_actions(st).choice(rng)
            st, shadow = compiled.apply(st, action), reference.apply(shadow, action)
        assert st.result() == shadow.result() and st.result() is not None
        assert st.score_sheets() == shadow.score_sheets()
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised


def test_both_build_the_same_deal(compiled):
    from tutor.cards import deal_order

    for seed in range(300):
        order = deal_order(seed)
        fast, slow = compiled.dealt_of(order), reference.dealt_of(order)
        assert type(fast) is type(slow) and fast == slow, seed
        assert (fast.hands, fast.pos, fast.suits, fast.all) == (slow.hands, slow.pos, slow.suits, slow.all), seed
        with pytest.raises(AttributeError):
            fast.all = 0  # as immutable as the reference's
