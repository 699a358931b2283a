"""How much a sweep draws: everything in ``make unit`` and ``make test``, a sample in ``make check``.

``make check`` (``TT_CHECK=1``, ``tests/conftest.py``) loads a Hypothesis profile of 5 examples, but a test's own
``@settings(max_examples=…)`` wins over any profile, so the sweeps that set their own count ask here instead.

>>> examples(400) == (10 if CHECK else 400), draws(700) == (70 if CHECK else 700)
(True, True)
"""

from __future__ import annotations

import os

CHECK = os.environ.get("TT_CHECK") == "1"


def examples(n: int) -> int:
    """Hypothesis examples for a test that asks for ``n``: 10 at most in ``make check``."""
    return min(n, 10) if CHECK else n


def draws(n: int) -> int:
    """Seeded hands (or other draws) for a loop of ``n``: a tenth, at least one, in ``make check``."""
    return max(1, n // 10) if CHECK else n
