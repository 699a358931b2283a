"""``tools/cpu_load.py``, the record `make test` keeps of how busy the processors were: its doctests, and a real
run of a second or so that writes samples and prints the summary when stopped."""

from __future__ import annotations

import doctest
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import cpu_load  # noqa: E402


def test_doctests():
    assert doctest.testmod(cpu_load).failed == 0


def test_a_bad_stat_text_is_named():
    with pytest.raises(ValueError, match="no 'cpu' line"):
        cpu_load.read_ticks("intr 1 2 3\n")


def test_a_run_writes_samples_and_a_summary_when_stopped(tmp_path):
    out = tmp_path / "load.tsv"
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "cpu_load.py"), "--out", str(out), "--every", "0.3"],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(out.read_text().splitlines() if out.exists() else []) < 3:
        time.sleep(0.1)
    proc.send_signal(signal.SIGTERM)
    printed, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0
    lines = out.read_text().splitlines()
    assert lines[0].startswith("seconds\t") and len(lines) >= 3
    busy = [float(line.split("\t")[1]) for line in lines[1:]]
    assert all(0 <= b <= (cpu_load.os.cpu_count() or 1) + 0.01 for b in busy)
    assert printed.startswith("processors busy ") and "idle" in printed
