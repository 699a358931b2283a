"""The compiled half of ``tutor.games.legal`` (``clegal.pyx``: the fast constructor ``ready`` and a ready view's
``choice``) against legal.py's own definitions, the pure-Python reference: the same views (class, listing, state,
equality) and the same draws from the same generator, every time; the objects a view holds are released with it.
(``tests/test_compiled_kernels.py`` fails when the compiled half is not built.)"""

from __future__ import annotations

import random
import sys

import pytest

from tutor.cards import DECK_52
from tutor.compiled import require
from tutor.games import legal


@pytest.fixture(scope="module")
def compiled():
    try:
        module = require("tutor.games.clegal")
    except RuntimeError as missing:
        pytest.fail(str(missing))
    assert legal.ready is module.ready and legal.ReadyActions.choice is module.choice  # bound in place
    return module


class Toy:
    def check(self, action):
        return None


def test_the_compiled_constructor_builds_the_reference_view(compiled):
    state = Toy()
    for items in [(), ("SA",), DECK_52, tuple(range(14)), (None, 0, "look")]:
        fast, slow = compiled.ready(state, items), legal._python_ready(state, items)
        assert type(fast) is type(slow) and isinstance(fast, legal.ReadyActions)
        assert list(fast) == list(slow) and len(fast) == len(slow) and bool(fast) == bool(slow)
        assert fast == slow and fast._items is items and fast._state is state
        assert repr(fast) == repr(slow)


def test_the_compiled_choice_draws_as_the_reference(compiled):
    for seed in range(200):
        items = DECK_52[: 1 + seed % 52] if seed % 3 else tuple(range(1 + seed % 200))
        fast_rng, slow_rng = random.Random(seed), random.Random(seed)
        views = [compiled.ready(None, items), legal.ReadyActions(None, items)]  # both kinds of ready view
        for view in views:
            for _ in range(20):
                assert view.choice(fast_rng) == legal._python_choice(view, slow_rng)
        assert fast_rng.getstate() == slow_rng.getstate()  # the same bits were drawn


def test_other_generators_and_views_take_the_reference_way(compiled):
    class Loaded(random.Random):  # a generator of its own kind: its own choice() decides
        def choice(self, seq):
            return seq[-1]

    view = compiled.ready(None, ("SA", "H2", "D3"))
    assert view.choice(Loaded(1)) == "D3"
    with pytest.raises(IndexError):
        compiled.ready(None, ()).choice(random.Random(1))
    computed = legal.LegalActions(Toy(), generate=lambda: iter(("SA", "H2")))
    assert computed.choice(random.Random(3)) in ("SA", "H2")


def test_a_view_releases_what_it_holds(compiled):
    state, items = Toy(), ("SA", "H2")
    held = sys.getrefcount(state), sys.getrefcount(items)
    views = [compiled.ready(state, items) for _ in range(1000)]
    assert sys.getrefcount(state) == held[0] + 1000
    del views
    assert (sys.getrefcount(state), sys.getrefcount(items)) == held
