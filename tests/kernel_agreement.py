"""What each game's compiled-kernel test shares (``tests/<game>/test_<game>_compiled.py``): the compiled module
or a failure saying how to build it, and one hand walked on both kernels at once, every probe offered to both at
every step."""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from tests.sweeps import DEEP, reason_key
from tutor.compiled import require
from tutor.errors import IllegalAction, TutorError


def compiled_or_fail(name: str) -> Any:
    """The compiled module ``name``; the test fails (naming how to build it) when it is not built."""
    try:
        return require(name)
    except RuntimeError as missing:
        pytest.fail(str(missing))


def outcome(kernel: Any, st: Any, action: Any, reached: set[str] | None = None) -> tuple[str, Any]:
    """What ``kernel.apply`` makes of ``action``: the state after it, or the reason of the refusal (an
    ``IllegalAction``, or another error the engine names, such as a text that is no action). ``reached`` gets
    the refusal's kind (``tests/sweeps.py``: its message template)."""
    try:
        return "made", kernel.apply(st, action)
    except IllegalAction as refusal:
        if reached is not None:
            reached.add(reason_key(refusal.reason_text))
        return "refused", str(refusal.reason)
    except TutorError as error:
        if reached is not None:
            reached.add(f"{type(error).__name__}: {reason_key(error.args[0] if error.args else None)}")
        return type(error).__name__, str(error)


def offer_all(compiled: Any, reference: Any, st: Any, probes: Any, *,
              also: Callable[[Any, Any], None] | None = None, label: Any = None,
              reached: set[str] | None = None) -> tuple[int, int]:
    """Offer each of ``probes`` to both kernels at ``st``: the same ``play``, the same outcome (state or reason),
    and the state as it was. ``also`` (state, probe) checks a game's own step besides. Returns how many probes
    were taken and how many refused; ``reached`` gets the kinds of refusal met."""
    taken = refused = 0
    snapshot = copy.deepcopy(st)
    for probe in probes:
        fast, slow = compiled.play(st, probe), reference.play(st, probe)
        assert fast == slow and type(fast) is type(slow), (label, probe)
        if also is not None:
            also(st, probe)
        got, want = outcome(compiled, st, probe), outcome(reference, st, probe, reached)
        assert got == want and type(got[1]) is type(want[1]), (label, probe)
        taken += got[0] == "made"
        refused += got[0] != "made"
    assert st == snapshot  # nothing offered changed the state
    return taken, refused


def walk_both(compiled: Any, reference: Any, st: Any, probes: list[Any], rng: random.Random, *,
              also: Callable[[Any, Any], None] | None = None, skip: Callable[[Any], bool] | None = None,
              label: Any = None, reached: set[str] | None = None) -> tuple[Any, Any, int, int]:
    """Play one hand from ``st`` on each kernel alone (the compiled one draws the random actions; ``skip``
    says which draws to draw again): at every step both list the same actions in the same order, and every
    probe gives the same ``play`` and the same outcome (state or reason), leaving the state as it was. ``also``
    (state, probe) checks a game's own step besides. Returns the two final states and how many probes were
    taken and refused; ``reached`` gets each phase met, each kind of action drawn and each kind of refusal."""
    shadow, taken, refused = st, 0, 0
    while True:
        assert st == shadow and type(st) is type(shadow)  # the hand played on each kernel alone
        assert compiled.is_terminal(st) is reference.is_terminal(st)
        listed = list(reference.legal_actions(st))
        assert list(compiled.legal_actions(st)) == listed, (label, st)
        if reference.is_terminal(st):
            return st, shadow, taken, refused
        took, refusals = offer_all(compiled, reference, st, probes, also=also, label=label, reached=reached)
        taken, refused = taken + took, refused + refusals
        action = compiled.legal_actions(st).choice(rng)
        while skip is not None and skip(action):
            action = compiled.legal_actions(st).choice(rng)
        if reached is not None:
            reached.add(f"phase:{st.phase}")
            reached.add(f"took:{action if isinstance(action, str) else type(action).__name__}")
        st, shadow = compiled.apply(st, action), reference.apply(shadow, action)


def hands(full: int, variants: int, sample: int | None = None) -> int:
    """How many random hands a differential test walks: one of each of its ``variants`` in ``make check``
    (``TT_CHECK=1``, the quick run before a commit); ``sample`` (when given) in ``make unit`` and ``make test``, a
    sample the test shows reaches all that the ``full`` sweep reaches (``tests/sweeps.py``); ``full`` without a
    sample or under ``TT_DEEP=1``."""
    if os.environ.get("TT_CHECK") == "1":
        return variants
    return full if sample is None or DEEP else sample


def seeds(full: int, variants: int, sample: Sequence[int]) -> Sequence[int]:
    """The seeds a differential test walks: the first of each of its ``variants`` under ``TT_CHECK=1``, the
    ``full`` sweep's under ``TT_DEEP=1``, else ``sample`` (seeds the test shows reach all the full sweep reaches)."""
    if os.environ.get("TT_CHECK") == "1":
        return range(variants)
    return range(full) if DEEP else sample
