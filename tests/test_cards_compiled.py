"""The compiled half of ``tutor.cards`` (``ccards.pyx``: ``deal_order``, the deal of every simulated hand) against
cards.py's own definition, the pure-Python reference, and against ``cards.shuffled``, the deal every record and
lesson depends on. (``tests/test_compiled_kernels.py`` fails when the compiled half is not built.)"""

from __future__ import annotations

import pytest

from tutor import cards
from tutor.cards import DECK_52, shuffled
from tutor.compiled import require


@pytest.fixture(scope="module")
def compiled():
    try:
        module = require("tutor.ccards")
    except RuntimeError as missing:
        pytest.fail(str(missing))
    assert cards.deal_order is module.deal_order  # bound in place
    return module


def test_the_compiled_deal_is_the_reference_deal(compiled):
    for seed in [*range(500), -1, -(2**33), 2**32, 2**40 + 3, 10**40]:
        order = compiled.deal_order(seed)
        assert order == cards._python_deal_order(seed), seed
        assert sorted(order) == list(range(52))
    for seed in (0, 7, 2**64 + 1):
        assert [DECK_52[d] for d in compiled.deal_order(seed)] == shuffled(DECK_52, seed)


def test_seeds_other_than_whole_numbers_are_left_to_the_library_deal(compiled):
    for seed in ("text", 1.5, None, True, b"x"):
        assert compiled.deal_order(seed) is None and cards._python_deal_order(seed) is None
