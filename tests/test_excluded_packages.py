"""The packages ``excluded-packages.txt`` names stay out of the suite's venv, and the Makefile keeps them out.

rfc3987-syntax, the one named today, costs 2.1 s of CPU at import in every process that loads jsonschema (a
server, a pytest worker, a tool reading a notebook); the file says why each name is there.
"""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXCLUDED = ROOT / "excluded-packages.txt"


def excluded() -> list[str]:
    names = [line.split("#")[0].strip() for line in EXCLUDED.read_text(encoding="utf-8").splitlines()]
    return [name for name in names if name]


def test_the_file_names_a_reason_for_every_package():
    text = EXCLUDED.read_text(encoding="utf-8")
    assert excluded(), "excluded-packages.txt names no package"
    for name in excluded():
        assert re.search(rf"^# {re.escape(name)}: \S", text, re.M), f"{name} is excluded without a reason"


def test_no_excluded_package_is_installed():
    for name in excluded():
        try:
            version = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
        raise AssertionError(f"{name} {version} is installed in {sys.prefix}: run `make .venv/.test-installed`")


def test_jsonschema_loads_without_the_excluded_checker():
    # jsonschema imports its optional format checkers when it loads: with rfc3987-syntax gone it loads, and
    # the formats it does check (an email, a date) are still checked
    code = ("import sys, jsonschema; from jsonschema import FormatChecker; c = FormatChecker(); "
            "print('rfc3987_syntax' in sys.modules, c.conforms('2026-12-07', 'date'), c.conforms('x', 'date'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "True", "False"]


def test_every_install_rule_passes_the_file():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = re.findall(r"^\t\$\(UV\) pip install .*$", makefile, re.M)
    assert installs, "the Makefile has no uv install rule"
    for rule in installs:
        assert "--excludes $(EXCLUDED)" in rule, f"an install rule without the excluded packages: {rule.strip()}"
    assert re.search(r"^EXCLUDED := excluded-packages\.txt$", makefile, re.M)
    # the hub's venv is installed by pip, which cannot leave a package out: the rule takes them out after
    hub = makefile[makefile.index("$(HUB_VENV)/.hub-installed:"):]
    hub = hub[:hub.index("touch $@")]
    assert "pip install" in hub and hub.index("pip install") < hub.index("pip uninstall -q -y -r $(EXCLUDED)")
