"""Replay records with multi-card plays, summaries, narration, and bad input (clear errors, state unchanged)."""

import copy
import json
from pathlib import Path

import pytest

from tutor import replay
from tutor.__main__ import main as tutor_main
from tutor.errors import IllegalAction, ParseError
from tutor.games import wang27

DATA = Path(__file__).resolve().parents[2] / "lessons" / "data" / "wang27"


def bot_hand(seed=7, rules=None):
    st = wang27.new_hand(seed=seed, rules=rules)
    start, bot, actions = st, wang27.GAME.bot("normal", seed), []
    while not st.is_terminal():
        a = bot(st)
        actions.append(a)
        st = st.apply(a)
    return start, actions


@pytest.fixture(scope="module")
def record():
    start, actions = bot_hand()
    return replay.record(start, actions).record


def test_record_round_trip_and_summary_keys(record):
    rp = replay.load(json.loads(json.dumps(record)))
    s = rp.summary()
    assert set(s) == {"trump", "banker", "target", "winners", "card_points", "kitty_bonus", "points", "levels"}
    assert s == json.loads(json.dumps(s))                         # JSON-able
    plays = [a for a in record["actions"] if "play" in a]
    assert all(isinstance(a["play"], list) for a in plays)
    assert any(len(a["play"]) > 1 for a in plays)                  # multi-card plays are recorded as lists
    assert len(rp) == len(record["actions"]) and rp.final.is_terminal()
    assert all(isinstance(rp.narration(i), str) and rp.narration(i) for i in range(1, len(rp) + 1))


def test_record_header(record):
    assert len(record["kitty"]) == 8 and all(len(h) == 25 for h in record["hands"].values())
    assert record["rules"] == {"preset": "standard"} and record["before"] == {"NS": "2", "EW": "2"}


def corrupt(record, fn):
    bad = copy.deepcopy(record)
    fn(bad)
    return bad


@pytest.mark.parametrize("change, error, words", [
    (lambda r: r["hands"]["N"].pop(), ParseError, "hands.N: expected 25 cards"),
    (lambda r: r["kitty"].pop(), ParseError, "kitty: expected a list of 8"),
    (lambda r: r["kitty"].__setitem__(0, "S1"), ParseError, "kitty"),
    (lambda r: r["kitty"].__setitem__(0, r["hands"]["N"][0]), ParseError, "108 cards"),
    (lambda r: r["actions"][0].update({"seat": "E"}), IllegalAction, "North's turn"),
    (lambda r: r["actions"].insert(0, {"seat": "N", "play": ["S3"]}), IllegalAction, "declare phase"),
    (lambda r: r["actions"].__setitem__(0, {"seat": "N", "shout": 1}), ParseError, "expected one of"),
    (lambda r: r.update({"before": {"NS": "1", "EW": "2"}}), ParseError, "before.NS"),
    (lambda r: r.update({"rules": {"preset": "standard", "bogus": 1}}), ParseError, "unknown rules switch"),
    (lambda r: r["actions"].append({"seat": "N", "play": ["S3"]}), IllegalAction, "already over"),
])
def test_corrupt_records_give_clear_errors(record, change, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(")):
        replay.load(corrupt(record, change))


def test_bad_bid_in_a_record(record):
    bids = [i for i, a in enumerate(record["actions"]) if "bid" in a]
    bad = corrupt(record, lambda r: r["actions"][bids[0]].update({"bid": 95}))
    with pytest.raises(IllegalAction, match=r"actions\[\d+\].*too high"):
        replay.load(bad)


def test_burying_the_wrong_number_of_cards_leaves_the_state_unchanged(record):
    rp = replay.load(record)
    i = next(i for i, a in enumerate(record["actions"]) if "bury" in a)
    st = rp.state_at(i)
    hand = st.hands[st.current_seat]
    with pytest.raises(IllegalAction, match="bury exactly 8 cards"):
        st.apply(wang27.Action("bury", tuple(hand[:7])))
    assert st.phase == "bury" and len(st.hands[st.current_seat]) == 33
    assert st.check(wang27.Action("bury", tuple(hand[:8]))) is None


def test_check_command_prints_the_hand(tmp_path, capsys, record):
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    assert tutor_main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "valid wang27 record" in out and '"kitty_bonus"' in out


def test_lesson_records_are_valid():
    files = sorted(DATA.glob("*.json"))
    assert files, "lessons/data/wang27 holds the lesson records"
    for f in files:
        rp = replay.load(f)
        assert rp.final.is_terminal() or len(rp) > 0


def test_bot_never_plays_illegally_and_every_phase_is_covered():
    phases = set()
    for seed in range(40):
        st = wang27.new_hand(seed=seed)
        bot = wang27.GAME.bot("normal", seed)
        while not st.is_terminal():
            a = bot(st)
            assert st.check(a) is None
            phases.add(st.phase)
            st = st.apply(a)
    assert phases == {"declare", "bid", "trump", "bury", "play"}


def test_legal_actions_are_all_legal_and_never_truncated():
    st = wang27.new_hand(seed=3)
    bot = wang27.GAME.bot("normal", 3)
    while not st.is_terminal():
        acts = st.legal_actions()
        assert len(acts) > 0 and all(st.check(a) is None for a in acts.first(30))
        if st.phase == "bury":   # every 8 of the 33 cards, two equal cards being one choice: millions
            assert len(acts) == wang27.count_multisets(st.hands[st.current_seat], 8) > 10**6
        st = st.apply(bot(st))
    assert not st.legal_actions() and len(st.legal_actions()) == 0
    assert st.check(wang27.Action("play", ())) == "the hand is over"


def test_state_is_immutable():
    st = wang27.new_hand(seed=1)
    nxt = st.apply("pass")
    assert st.current_seat == "N" and st.decl.passes == 0 and nxt.decl.passes == 1


def test_seed_literal_hand_plays_out():
    start, actions = bot_hand(seed=2, rules=wang27.Rules.preset("seed_literal"))
    rp = replay.record(start, actions)
    assert rp.record["rules"] == {"preset": "seed_literal"}
    assert rp.summary()["target"] >= 80


def test_view_shows_the_table():
    st = wang27.new_hand(seed=1)
    v = st.view()
    assert v.game == "wang27" and all(len(h) == 25 for h in v.hands.values()) and v.turn == "N"
    assert any("declare" in line for line in v.info)


def test_game_choices_and_card_actions():
    st = wang27.new_hand(seed=1)
    labels = [label for label, _ in wang27.GAME.choices(st)]
    assert labels[0] == "do not declare"  # declaring: 不亮, not the auction's "pass" (不叫)
    for _ in range(4):
        st = st.apply("pass")
    labels = [label for label, _ in wang27.GAME.choices(st)]
    assert labels[0] == "5" or "80" in labels
    assert wang27.GAME.multi_card is True


def test_B_W19_next_dealer():
    for seed in range(12):
        start, actions = bot_hand(seed=seed)
        st = replay.record(start, actions).final
        r = st.result()
        expected = st.banker if r.winner == "banker" else {"N": "W", "W": "S", "S": "E", "E": "N"}[st.banker]
        assert st.next_dealer() == expected
    assert wang27.new_hand(seed=1).next_dealer() is None
