"""The servers the suite starts can be stopped the way their owners stop them (see ``tests/conftest.py``)."""

from __future__ import annotations

import signal
import subprocess
import sys


def test_a_program_the_suite_starts_stops_on_sigint_even_when_the_suite_runs_in_the_background():
    # `make test` runs this file in a background job, where a shell has set SIGINT to be ignored
    child = subprocess.Popen([sys.executable, "-c", "import sys, time; print('up', flush=True); time.sleep(60)"],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "up\n"
        child.send_signal(signal.SIGINT)
        assert child.wait(timeout=30) != 0  # KeyboardInterrupt; an ignored SIGINT would sleep on
    finally:
        child.kill()
        child.wait()
