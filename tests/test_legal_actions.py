"""``LegalActions.choice`` draws what ``rng.choice`` of the listing draws: seeded bots and playouts (and
the lessons that show them) depend on it."""

from __future__ import annotations

import random

import pytest

from tutor.games import LegalActions


class _Open:
    def check(self, action: object) -> str | None:
        return None


class _Shuffled(random.Random):
    """A generator of another kind: ``choice`` must leave it to its own ``choice``."""

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return seq[-1]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 8, 13, 35, 36, 64, 65, 200])
def test_choice_is_the_generators_choice(size):
    items = tuple(range(size))
    view = LegalActions(_Open(), items)
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert [view.choice(ours) for _ in range(30)] == [theirs.choice(items) for _ in range(30)]
        assert ours.getstate() == theirs.getstate()  # the same random bits were used up


def test_choice_of_nothing_and_other_generators():
    with pytest.raises(IndexError):
        LegalActions(_Open(), ()).choice(random.Random(1))
    assert LegalActions(_Open(), "abc").choice(_Shuffled(1)) == "c"
