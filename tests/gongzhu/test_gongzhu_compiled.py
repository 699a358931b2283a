"""Gong Zhu's compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py``): at every step of
many random hands, under every rules variant that changes a legality rule, both are offered every card of the
deck, every sale and some junk. They must agree on everything: the listing (the same actions in the same order),
the state after each action they take (the same fields, the same class), each refusal (``IllegalAction`` with the
same reason, nothing changed), the end of the hand and its result. (``tests/test_compiled_kernels.py`` fails when
the compiled kernel is not built.)"""

from __future__ import annotations

import random

import pytest

from tests.kernel_agreement import compiled_or_fail, hands, walk_both
from tests.sweeps import assert_reached, reason_key
from tutor.cards import DECK_52, Card
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
#: the first 10 of the 20 hands (two of each variant; the first 9 already) reach all the 20 reach
#: (``tests/sweeps.py``; ``TT_DEEP=1``: all 20)
HANDS = hands(20, len(VARIANTS), 10)
#: what the 20 reach (each refusal reason by its message template, each phase, each kind of action drawn, each
#: score line or doubling): the sample must reach it all
REACHED = frozenset({
    'ParseError: {text} is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2',
    'phase:play',
    'phase:sell',
    'sales are made before the first lead; every holder has already decided, so the selling is over',
    'sales are made before the first lead; the play has already started',
    'score:goat 羊 ♦J',
    'score:hearts 血',
    'score:no scoring cards',
    'score:pig 猪 ♠Q',
    'score:transformer 变压器 ♣10',
    'score:transformer 变压器 ♣10 × {m}',
    'the first lead of the game must be {card} (these rules require it)',
    'the play has not started: first every holder of ♠Q ♦J ♣10 ♥A decides whether to sell it; {seat} is '
    'deciding about {card}',
    'these rules have no {level} sale of {card}: choose {levels}',
    'took:Card',
    'took:Sale',
    'you do not hold {card}',
    'you do not hold {card}, so you cannot sell it',
    'you have already decided about {card}',
    'you must follow {suit} because you hold {card}',
    '{card} cannot be sold under these rules',
    '{card} was sold, so it may not be played when following to the first {suit} trick while you hold another '
    '{suit} ({other})',
    '{card} was sold, so under these rules it may not be led before {suits} have been played once (unless it '
    'is your only {suit})',
    '{what} is not a card or a sale',
})


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.gongzhu.ckernel")


def one_hand(compiled, seed: int, reached: set[str]) -> tuple[int, int]:
    """Hand ``seed`` walked on both kernels (``walk_both``): how many probes were taken and refused."""
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    leader = None if seed % 3 else "NESW"[seed % 4]  # the first hand of a game, or a later one
    st = gongzhu.new_hand(seed=seed, rules=rules, leader=leader)
    st, shadow, took, refusals = walk_both(compiled, reference, st, PROBES, rng, label=seed, reached=reached)
    assert st.result() == shadow.result() and st.result() is not None
    assert st.score_sheets() == shadow.score_sheets()
    reached.update(f"score:{reason_key(line._label)}" for sheet in st.score_sheets().values() for line in sheet.lines)
    return took, refusals


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = 0
    reached: set[str] = set()
    for seed in range(HANDS):
        took, refusals = one_hand(compiled, seed, reached)
        taken, refused = taken + took, refused + refusals
    assert taken > 10 * HANDS and refused > 40 * HANDS  # both sides were exercised
    assert_reached(reached, REACHED, "refusal reasons, phases, actions or score lines")


def test_both_build_the_same_deal(compiled):
    from tutor.cards import deal_order

    for seed in range(300):
        order = deal_order(seed)
        fast, slow = compiled.dealt_of(order), reference.dealt_of(order)
        assert type(fast) is type(slow) and fast == slow, seed
        assert (fast.hands, fast.pos, fast.suits, fast.all) == (slow.hands, slow.pos, slow.suits, slow.all), seed
        with pytest.raises(AttributeError):
            fast.all = 0  # as immutable as the reference's
