"""The error contract at the record entry points: whatever arrives, the only errors are ``ParseError`` or
``IllegalAction`` with a message that names the problem, and ``python -m tutor check`` never prints a
traceback (exit 1 for a bad file, 2 for wrong usage)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tutor import replay
from tutor.errors import IllegalAction, ParseError
from tutor.games import GAMES, get

ROOT = Path(__file__).resolve().parents[1]
GOOD = json.loads((ROOT / "lessons/data/basics/four-tricks.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("source", "words"), [
    (None, "cannot read a record from NoneType"),
    (5, "cannot read a record from int"),
    (b"\xff\xfe{}", "is not UTF-8 text (byte 1 is 0xff)"),
    ("{" * 5000, "nests more than 20 levels deep"),
    ('{"board": ' + "9" * 5000 + "}", "a number thousands of digits long"),
    ("[1, 2]", "must be a JSON object"),
    ("/dev/zero", "too large for a record"),
    ("/no/such/record.json", "No such file or directory"),
    ("x\0y", "embedded null byte"),
    ({**GOOD, "rules": {"preset": ["whist"]}}, "rules preset: expected a name"),
    ({**GOOD, "rules": {"preset": "whist", "hand_size": "13"}}, "rules switch hand_size: expected a whole number"),
    ({**GOOD, "rules": {"preset": "whist", "hand_size": 10**400}}, "far too large"),
    ({**GOOD, "dealer": ["N"]}, "dealer: expected N, E, S or W, got ['N']"),
    ({**GOOD, "actions": [{"seat": {"N": 1}, "play": "SA"}]}, "actions[0].seat: expected N, E, S or W"),
    ({**GOOD, "game": ["spades"]}, "game"),
])
def test_bad_records_are_refused_with_the_problem_named(source: object, words: str) -> None:
    with pytest.raises(ParseError) as e:
        replay.load(source)  # type: ignore[arg-type]
    assert words in str(e.value)


def test_a_record_loads_from_text_bytes_path_and_dict_alike() -> None:
    path = ROOT / "lessons/data/basics/four-tricks.json"
    summaries = {json.dumps(replay.load(s).summary()) for s in
                 (GOOD, json.dumps(GOOD), json.dumps(GOOD).encode(), path, str(path))}
    assert len(summaries) == 1


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(GOOD)), json_values)
def test_any_field_replaced_by_any_json_value_is_refused_cleanly(field: str, value: object) -> None:
    record = {**GOOD, field: value}
    try:
        replay.load(record)
    except (ParseError, IllegalAction) as e:
        assert str(e) and "Traceback" not in str(e)


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(list(GAMES)), st.integers(0, 30), json_values, st.sampled_from(["play", "bid", "call",
       "sell", "declare", "bury", "claim", "give", "look", "level"]))
def test_any_action_entry_is_read_or_refused_cleanly(game: str, seed: int, value: object, key: str) -> None:
    facade = get(game)
    state = facade.new_hand(seed=seed)
    rec = json.loads(replay.record(state).to_json())
    rec["actions"] = [{"seat": state.current_seat or "N", key: value}]
    try:
        replay.load(rec)
    except (ParseError, IllegalAction) as e:
        assert str(e).startswith("actions[0]")


@settings(max_examples=examples(200), deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_are_read_or_refused_cleanly(data: bytes) -> None:
    try:
        replay.load(data)
    except (ParseError, IllegalAction) as e:
        assert str(e)


def run_check(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


def test_check_never_prints_a_traceback(tmp_path: Path) -> None:
    (tmp_path / "latin1.json").write_bytes(b'{"game": "caf\xe9"}')
    (tmp_path / "deep.json").write_text("[" * 100_000)
    (tmp_path / "deal.pbn").write_bytes(b"\xff\x00 not a pbn")
    out = run_check("check", "/dev/zero", str(tmp_path / "latin1.json"), str(tmp_path / "deep.json"),
                    str(tmp_path / "deal.pbn"), str(tmp_path / "missing.json"))
    assert out.returncode == 1
    assert "Traceback" not in out.stderr + out.stdout
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 5 and all("invalid record" in line for line in lines[:3] + lines[4:])
    assert "too large" in lines[0] and "not UTF-8" in lines[1] and "nests" in lines[2]
    # a PBN file may be ISO 8859-1 (PBN 2.1's own character set): read as such, it holds no game
    assert lines[3].endswith("deal.pbn: invalid game: PBN line 1: text 'ÿ\\x00 not a pbn' outside any tag section")
    assert "deal.pbn: 0 of 1 hands opened" in out.stdout


def test_check_wrong_usage_exits_2() -> None:
    for args in ((), ("check",), ("frobnicate", "x")):
        out = run_check(*args)
        assert out.returncode == 2 and "usage:" in out.stderr and "Traceback" not in out.stderr


def test_check_keeps_the_good_games_of_a_file_and_names_the_bad_one(tmp_path: Path) -> None:
    corpus = ROOT / "tests/bridge/data/endplay-eyc1998.pbn"
    games = corpus.read_text(encoding="utf-8")
    first = games.index('[Deal "')
    broken = games[:first] + games[first:].replace('[Deal "', '[Deal "Q', 1)  # the first game's deal is corrupt
    path = tmp_path / "two.pbn"
    path.write_text(broken, encoding="utf-8")
    out = run_check("check", str(path))
    assert out.returncode == 0 and "Traceback" not in out.stderr  # a hand opened: the file is usable
    assert out.stdout.count("valid bridge record") == 1
    assert "invalid game: PBN line" in out.stderr and "tag Deal" in out.stderr
    assert "two.pbn: 1 of 2 hands opened (0 with problems named), 1 could not be opened" in out.stdout
    whole = run_check("check", str(corpus), str(ROOT / "tests/bridge/data/bridgebots-usbf2010-vugraph.lin"))
    # every board opens; those whose claim falls at a defender's turn say so (1 of 2, and 15 of 30)
    assert whole.returncode == 0
    assert whole.stdout.count("valid bridge record") + whole.stdout.count("record opened in part") == 2 + 30
    assert whole.stdout.count("record opened in part") == 1 + 15
