"""The basics game, replay records and the ``check`` command, including every kind of bad input."""

import json
import random
import subprocess
import sys

import pytest

from tutor import replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import basics, get
from tutor.games.basics import Rules


def small_record(**over):
    rec = {"format": "trick-tutor/1", "game": "basics", "rules": {"preset": "whist", "hand_size": 2},
           "dealer": "W",
           "hands": {"N": ["SA", "H2"], "E": ["S2", "H3"], "S": ["H4", "C5"], "W": ["HA", "C9"]},
           "actions": [{"seat": "N", "play": "SA"}, {"seat": "E", "play": "S2"},
                       {"seat": "S", "play": "H4"}, {"seat": "W", "play": "HA"},
                       {"seat": "N", "play": "H2"}, {"seat": "E", "play": "H3"},
                       {"seat": "S", "play": "C5"}, {"seat": "W", "play": "C9"}],
           "notes": {"0": "Two cards each.", "4": "North won the first trick."}}
    rec.update(over)
    return rec


def test_new_hand_and_apply_is_immutable():
    st = basics.new_hand(seed=5)
    assert st.current_seat == "E" and st.phase == "play"
    card = next(iter(st.legal_actions()))
    after = st.apply(card)
    assert card in st.hands["E"] and card not in after.hands["E"]
    assert after.current_seat == "S"


def test_illegal_follow_is_refused_with_reason_and_state_unchanged():
    st = basics.start(Rules.preset().but(hand_size=2), {
        "N": tuple(map(Card.parse, ["SA", "H2"])), "E": tuple(map(Card.parse, ["S2", "H3"])),
        "S": tuple(map(Card.parse, ["H4", "C5"])), "W": tuple(map(Card.parse, ["HA", "C9"]))}, dealer="W")
    st = st.apply("SA")
    before = st
    with pytest.raises(IllegalAction) as e:
        st.apply(Card.parse("H3"))
    assert e.value.reason == "you must follow ♠ because you hold ♠2"
    assert e.value.legal == (Card.parse("S2"),)
    assert st == before and st.current_seat == "E"
    assert st.check(Card.parse("SK")) == "you do not hold ♠K"
    assert st.check("S2") is None and "s2" in st.legal_actions()  # any spelling apply takes is legal
    assert st.check("S22") == "\"S22\" is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2"
    assert st.check(None) == "None is not a card" and None not in st.legal_actions()


def test_rules_presets_and_switches():
    assert Rules.preset("notrump").trump is None
    with pytest.raises(ParseError, match="unknown rules preset 'bogus'"):
        Rules.preset("bogus")
    with pytest.raises(ParseError, match="unknown rules switch 'trumps'"):
        Rules.preset().but(trumps="H")
    assert Rules.from_json({"preset": "whist", "hand_size": 2}).to_json() == {"preset": "whist", "hand_size": 2}


def test_replay_steps_narration_notes_summary():
    rp = replay.load(small_record())
    assert len(rp) == 8
    assert rp.narration(0) == "The cards are dealt."
    assert rp.narration(1) == "North leads ♠A"
    assert rp.narration(3) == "South discards ♥4: no spades left"
    assert rp.narration(4) == ("West discards ♥A: no spades left. North wins with ♠A: the highest spade, "
                               "the suit led (♥4 ♥A are discards, and discards never win)")
    assert rp.note(0) == "Two cards each." and rp.note(4) == "North won the first trick." and rp.note(2) == ""
    assert rp.state_at(4).current_seat == "N"
    assert rp.narration(8) == ("West discards ♣9: no hearts left. East wins with ♥3: the highest heart, "
                               "the suit led (♣5 ♣9 are discards, and discards never win)")
    assert rp.summary() == {"tricks": {"N": 1, "E": 1, "S": 0, "W": 0}, "winners": ["N", "E"],
                            "score": {"NS": 1, "EW": 1}}
    with pytest.raises(IndexError):
        rp.state_at(9)


def test_round_trip_through_json_text_and_file(tmp_path):
    rp = replay.load(small_record())
    again = replay.load(rp.to_json())
    assert again.summary() == rp.summary() and again.narrations() == rp.narrations()
    path = tmp_path / "hand.json"
    rp.save(path)
    assert replay.load(path).record == rp.record
    assert replay.load(str(path)).summary() == rp.summary()


def test_record_built_from_engine_play_round_trips():
    st = basics.new_hand(seed=11)
    bot = get("basics").bot("beginner", 3)
    actions = replay.play_out(st, {s: bot for s in "NESW"})
    rp = replay.record(st, actions, notes={0: "a random hand"})
    assert len(rp) == 52 and sum(rp.summary()["tricks"].values()) == 13
    assert replay.load(json.loads(rp.to_json())).summary() == rp.summary()


BAD = [
    ({"format": "trick-tutor/2"}, ParseError, "format: expected 'trick-tutor/1', got 'trick-tutor/2'"),
    ({"game": "poker"}, ParseError, "game: unknown game 'poker'"),
    ({"colour": "red"}, ParseError, "colour: unknown field"),
    ({"dealer": "Q"}, ParseError, "dealer: expected N, E, S or W, got 'Q'"),
    ({"rules": {"preset": "whist", "hand_size": 2, "jokers": True}}, ParseError, "unknown rules switch 'jokers'"),
    ({"hands": {"N": ["SA"], "E": ["S2", "H3"], "S": ["H4", "C5"], "W": ["HA", "C9"]}},
     ParseError, "hands.N: expected 2 cards, got 1"),
    ({"hands": {"N": ["SA", "S1"], "E": ["S2", "H3"], "S": ["H4", "C5"], "W": ["HA", "C9"]}},
     ParseError, 'hands.N[1]: "S1" is not a card: rank must be'),
    ({"hands": {"N": ["SA", "H2"], "E": ["SA", "H3"], "S": ["H4", "C5"], "W": ["HA", "C9"]}},
     ParseError, "hands: SA appears twice (in N and E)"),
    ({"hands": {"N": ["SA", "H2"], "E": ["S2", "H3"], "S": ["H4", "C5"]}}, ParseError, "hands.W: missing"),
    ({"actions": "SA"}, ParseError, "actions: missing; expected a list"),
    ({"actions": [{"seat": "N", "play": "SK"}]}, IllegalAction, "actions[0] (North): you do not hold ♠K"),
    ({"actions": [{"seat": "E", "play": "S2"}]}, IllegalAction, "actions[0]: it is North's turn, not East's"),
    ({"actions": [{"seat": "N", "bid": 3}]}, ParseError, 'actions[0]: expected a "play" (basics has no bidding)'),
    ({"actions": [{"seat": "X", "play": "SA"}]}, ParseError, "actions[0].seat: expected N, E, S or W, got 'X'"),
    ({"actions": [{"seat": "N", "play": "Z9"}]}, ParseError, 'actions[0]: "Z9" is not a card'),
    ({"actions": [{"seat": "N", "play": "SA"}, {"seat": "E", "play": "H3"}]}, IllegalAction,
     "actions[1] (East): you must follow ♠ because you hold ♠2"),
    ({"notes": {"12": "too late"}}, ParseError, "notes.12: expected a step number 0..8"),
    # found by tests/test_hostile_input.py: "²".isdigit() is true, and int("²") raised a ValueError
    ({"notes": {"²": "a superscript two"}}, ParseError, "notes.²: expected a step number 0..8"),
    ({"notes": {"١": "an Arabic-Indic one"}}, ParseError, "notes.١: expected a step number 0..8"),
]


@pytest.mark.parametrize("change, error, message", BAD, ids=[m[:40] for _, _, m in BAD])
def test_bad_records_name_the_problem(change, error, message):
    with pytest.raises(error) as e:
        replay.load(small_record(**change))
    assert message in str(e.value)


def test_one_action_too_many():
    rec = small_record()
    rec["actions"].append({"seat": "W", "play": "C9"})
    with pytest.raises(IllegalAction, match=r"actions\[8\]: the hand is already over"):
        replay.load(rec)


def test_corrupt_json_text_and_missing_file(tmp_path):
    with pytest.raises(ParseError, match="not valid JSON: Expecting .* at line 1 column"):
        replay.load('{"format": "trick-tutor/1", "game": ')
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    with pytest.raises(ParseError, match="a record must be a JSON object"):
        replay.load(bad)
    with pytest.raises(ParseError, match="cannot read .*missing.json.: No such file"):
        replay.load(tmp_path / "missing.json")


def run_check(*args):
    return subprocess.run([sys.executable, "-m", "tutor", "check", *args], capture_output=True, text=True)


def test_check_command_prints_narration_and_summary(tmp_path):
    path = tmp_path / "hand.json"
    replay.load(small_record()).save(path)
    out = run_check(str(path))
    assert out.returncode == 0, out.stderr
    assert "valid basics record, 8 actions" in out.stdout
    assert "   1. North leads ♠A" in out.stdout and "note: North won the first trick." in out.stdout
    assert '"winners": [\n  "N",\n  "E"\n ]' in out.stdout


def test_check_command_rejects_a_corrupt_record(tmp_path):
    path = tmp_path / "bad.json"
    rec = small_record()
    rec["actions"][1] = {"seat": "E", "play": "H3"}
    path.write_text(json.dumps(rec))
    out = run_check(str(path))
    assert out.returncode == 1
    assert "invalid record: actions[1] (East): you must follow ♠ because you hold ♠2" in out.stderr


def test_random_hands_against_the_rules_by_hand():
    """An independent check of 200 random hands: suit following and trick winners recomputed."""
    for seed in range(200):
        rng = random.Random(seed)
        st = basics.new_hand(seed=seed, rules=Rules.preset(rng.choice(["whist", "notrump"])))
        trump = st.rules.trump
        while not st.is_terminal():
            legal = st.legal_actions()
            hand = st.hands[st.current_seat]
            led = st.trick.plays[0][1].suit if st.trick.plays else None
            if led and any(c.suit == led for c in hand):
                assert all(c.suit == led for c in legal)
            else:
                assert sorted(legal) == sorted(hand)
            before_done = len(st.done)
            st = st.apply(rng.choice(list(legal)))
            if len(st.done) > before_done:
                plays = st.done[-1].plays
                led = plays[0][1].suit
                trumps = [p for p in plays if p[1].suit == trump]
                pool = trumps or [p for p in plays if p[1].suit == led]
                assert st.done[-1].winner() == max(pool, key=lambda p: p[1].rank)[0]


def test_basics_score_sheets_count_tricks_per_team():
    rp = replay.load(small_record())
    sheets = get("basics").score_sheets(rp.final)
    assert {k: v.total for k, v in sheets.items()} == {"NS": 1, "EW": 1}
    assert [line.label for line in sheets["EW"].lines] == ["tricks won by East", "tricks won by West"]
    assert sheets["NS"].title == "North–South"


def test_check_command_reads_bridge_pbn_and_lin(tmp_path):
    from tutor.games import bridge
    from tutor.games.bridge import from_replay, write_lin, write_pbn

    state = bridge.new_hand(seed=4)
    bot = get("bridge").bot("normal", 4)
    rp = replay.record(state, replay.play_out(state, {s: bot for s in "NESW"}))
    deal = from_replay(rp)
    pbn, lin = tmp_path / "deal.pbn", tmp_path / "deal.lin"
    pbn.write_text(write_pbn([deal, deal]))
    lin.write_text(write_lin(deal))
    out = run_check(str(pbn), str(lin))
    assert out.returncode == 0, out.stderr
    assert f"deal.pbn (deal 2 of 2): valid bridge record, {len(rp)} actions" in out.stdout
    assert f"deal.lin: valid bridge record, {len(rp)} actions" in out.stdout
    assert out.stdout.count(json.dumps(rp.summary(), ensure_ascii=False, indent=1)) == 3
    pbn.write_text(pbn.read_text().replace('[Deal "', '[Deal "Q', 1))
    one_bad = run_check(str(pbn))  # the other deal still opens: status 0, the bad one named
    assert one_bad.returncode == 0 and "invalid game: PBN line 13" in one_bad.stderr and "tag Deal" in one_bad.stderr
    assert "deal.pbn: 1 of 2 hands opened (0 with problems named), 1 could not be opened" in one_bad.stdout
    pbn.write_text(pbn.read_text().replace('[Deal "', '[Deal "Q'))
    bad = run_check(str(pbn))  # nothing opens: status 1
    assert bad.returncode == 1 and "deal.pbn: 0 of 2 hands opened" in bad.stdout


def test_dummy_plays_load_under_dummys_seat_as_pbn_writes_them():
    from tutor.games import bridge

    state = bridge.new_hand(seed=4)
    bot = get("bridge").bot("normal", 4)
    rp = replay.record(state, replay.play_out(state, {s: bot for s in "NESW"}))
    rec = json.loads(rp.to_json())
    dummy_steps = [i for i in range(len(rp)) if rp.state_at(i).phase == "play"
                   and rp.state_at(i).hand_to_play != rp.state_at(i).current_seat]
    assert dummy_steps
    for i in dummy_steps:
        rec["actions"][i]["seat"] = rp.state_at(i).hand_to_play
    again = replay.load(rec)
    assert again.summary() == rp.summary() and again.final == rp.final
