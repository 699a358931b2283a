"""Shared test settings.

Hypothesis explores new examples on every local run; on CI (``CI`` set in the environment) it draws the
same examples every time, so a submission's result is reproducible. Anything a local run finds is fixed
at its cause and the example kept as a named test.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
