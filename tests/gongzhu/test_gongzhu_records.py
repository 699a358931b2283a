"""Replay records: the lesson files, round trips, the check command, corrupt records."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))  # the record generator lives in tools/
from records_gongzhu import DATA, RECORDS, text  # noqa: E402

from tutor import replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import gongzhu
from tutor.games.gongzhu import PIG, Bot, Sale, new_hand


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_lesson_records_are_what_the_generator_makes(name):
    assert (DATA / name).read_text(encoding="utf-8") == text(RECORDS[name]())


def test_first_hand_record_matches_its_notes():
    rp = replay.load(DATA / "02-first-hand.json")
    st0 = rp.state_at(0)
    assert Card("C", 2) in st0.hands["N"] and st0.leader == "N"
    assert rp.narration(5) == "North leads ♦2"
    assert rp.narration(19) == "East discards ♠Q: no clubs left"
    assert rp.state_at(20).pig_taker() == "S"
    assert Card("C", 10) in rp.state_at(28).captured["S"]
    s = rp.summary()
    assert s["score"] == {"N": 0, "E": 0, "S": -280, "W": -60}
    assert len(s["captured"]["W"]) == 13 and "HK" in s["captured"]["S"]
    assert s["next_leader"] == "S" and s["sold"] == {}


@pytest.mark.parametrize("name,legal", [("03-sold-ace-may-not.json", ["H7"]), ("03-sold-ace-must.json", ["HA"])])
def test_sold_ace_positions(name, legal):
    st = replay.load(DATA / name).final
    assert st.current_seat == "W" and st.sold == {Card("H", 14): "open"}
    assert [str(c) for c in st.legal_actions()] == legal


def test_round_trip_with_sales_and_a_later_hand():
    st = new_hand(seed=8, leader="E", before={"N": -300, "E": 40, "S": 0, "W": 100})
    bot, s, actions = Bot(8), st, []
    while not s.is_terminal():
        a = bot(s)
        if isinstance(a, Sale):
            a = Sale(a.card, "open")
        actions.append(a)
        s = s.apply(a)
    rp = replay.record(st, actions)
    again = replay.load(rp.to_json())
    assert again.summary() == rp.summary() == gongzhu.GAME.summary(s)
    assert again.record["before"] == {"totals": {"N": -300, "E": 40, "S": 0, "W": 100}, "leader": "E"}
    sells = [a for a in again.record["actions"] if "sell" in a]
    assert sells and all(a["level"] == "open" for a in sells)
    assert again.summary()["totals"] == {k: v + s.result()[k] for k, v in st.before.items()}


def test_does_not_sell_is_recorded_as_level_none():
    st = new_hand(seed=2)
    a = st.legal_actions().first(1)[0]
    assert a.level == "none"
    assert gongzhu.GAME.action_to_json(st, a) == {"seat": st.current_seat, "sell": str(a.card), "level": "none"}


def test_check_command_on_a_lesson_record():
    out = subprocess.run([sys.executable, "-m", "tutor", "check", str(DATA / "02-first-hand.json")],
                         capture_output=True, text=True, check=True).stdout
    assert "valid gongzhu record, 56 actions" in out and "East discards ♠Q" in out


def _record(**changes):
    rec = json.loads((DATA / "02-first-hand.json").read_text(encoding="utf-8"))
    rec.pop("notes")
    rec.update(changes)
    return rec


def test_corrupt_records():
    good = _record()
    acts = good["actions"]
    bad_cases = [
        (_record(hands={**good["hands"], "N": good["hands"]["N"][:12]}), ParseError, "hands.N: expected 13 cards"),
        (_record(hands={**good["hands"], "N": [good["hands"]["E"][0]] + good["hands"]["N"][1:]}), ParseError,
         "appears twice"),
        (_record(actions=[{**acts[0], "level": "double"}] + acts[1:]), ParseError, "'double' is not a sale level"),
        (_record(actions=[{"seat": acts[0]["seat"], "sell": acts[0]["sell"]}]), ParseError, "expected"),
        (_record(actions=[{**acts[0], "seat": "E"}]), IllegalAction, "it is North's turn"),
        (_record(actions=acts[:4] + [{"seat": "N", "sell": "SQ", "level": "open"}]), IllegalAction,
         "sales are made before the first lead"),
        (_record(actions=acts[:5] + [{"seat": "W", "play": next(c for c in good["hands"]["W"] if c[0] != "D")}]),
         IllegalAction, "you must follow ♦"),
        (_record(before={"leader": "X"}), ParseError, "before.leader"),
        (_record(before={"totals": {"N": "lots"}}), ParseError, "before.totals"),
        (_record(rules={"preset": "zhongyou", "direction": "up"}), ParseError, "direction"),
        (_record(actions=acts + [{"seat": "N", "play": "SA"}]), IllegalAction, "already over"),
    ]
    for rec, error, message in bad_cases:
        with pytest.raises(error, match=message):
            replay.load(rec)
    with pytest.raises(ParseError, match="not valid JSON"):
        replay.load('{"format": "trick-tutor/1", "game": "gongzhu",')


def test_selling_a_card_not_held_in_a_record():
    rec = _record()
    assert str(PIG) in rec["hands"]["E"] and rec["actions"][0]["seat"] == "N"  # East holds the pig here
    rec["actions"] = [{"seat": "N", "sell": "SQ", "level": "open"}]
    with pytest.raises(IllegalAction, match="you do not hold ♠Q"):
        replay.load(rec)


def test_rules_json_round_trip_with_every_switch():
    from tutor.games.gongzhu import Rules

    rules = Rules.preset().but(
        direction="clockwise", first_leader_card="S2", first_lead_card_required=True,
        sold_card_may_lead_first_round=False, sale_levels=("none", "open"), hidden_sale_shown=True,
        sweep_fixed_multiplier=8, pig_positive_with_all_hearts=True, lose_at=-500, inclusive=False, win_at=1000,
        tie_policy="play_on", auto_sell_fourth=True, sale_mode="all_but_goat")
    data = json.loads(json.dumps(rules.to_json()))
    assert Rules.from_json(data) == rules
    assert Rules.from_json({"preset": "pc"}) == Rules.preset("pc")


def test_reveal_names_open_sellers_only():
    from gongzhu_helpers import hands_with

    from tutor.games.gongzhu import Rules, start

    def reveal(rules, level):
        st = start(rules, hands_with({"E": "SQ DJ C10 HA"}), "E", first_hand=False).apply(Sale(PIG, level))
        for card in ("DJ", "C10"):
            st = st.apply(Sale(Card.parse(card), "none"))
        last = Sale(Card.parse("HA"), "none")
        return gongzhu.GAME.narrate(st, last, st.apply(last))

    assert "holder not shown" in reveal(Rules.preset(), "hidden") and "East:" not in reveal(Rules.preset(), "hidden")
    assert "East: sell ♠Q openly (明卖 ×4)" in reveal(Rules.preset(), "open")
    assert "East: expose ♠Q (亮牌 ×2)" in reveal(Rules.preset("pc"), "hidden")


def _minimal(sales, plays, hands=None, before=None):
    """A record as DESIGN §3 shows it: only real sales (hidden/open), then plays."""
    base = json.loads((DATA / "02-first-hand.json").read_text(encoding="utf-8"))
    rec = {"format": "trick-tutor/1", "game": "gongzhu", "rules": {"preset": "zhongyou"},
           "hands": hands or base["hands"], "actions": sales + plays}
    if before:
        rec["before"] = before
    return rec


def test_record_listing_only_real_sales():
    base = replay.load(DATA / "02-first-hand.json")
    plays = [a for a in base.record["actions"] if "play" in a]
    hands = base.record["hands"]
    holder = next(s for s in "NESW" if "SQ" in hands[s])
    # no sale at all: the plays alone replay the same hand
    rp = replay.load(_minimal([], plays))
    assert rp.summary()["score"] == base.summary()["score"] and len(rp) == 52
    # one open sale of the pig by its holder: the pig-taker's score changes accordingly
    rp = replay.load(_minimal([{"seat": holder, "sell": "SQ", "level": "open"}], plays))
    assert rp.summary()["sold"] == {"SQ": "open"}
    assert "Everyone has decided" in rp.narration(1) and "sell ♠Q openly" in rp.narration(1)
    taker = rp.final.pig_taker()
    assert rp.summary()["score"][taker] == base.summary()["score"][taker] + 2 * -300  # ♣10 × (pig −400 instead of −100)
    # a sale by a seat that does not hold the card is refused with the reason
    other = next(s for s in "NESW" if s != holder)
    with pytest.raises(IllegalAction, match="you do not hold ♠Q, so you cannot sell it"):
        replay.load(_minimal([{"seat": other, "sell": "SQ", "level": "open"}], plays))
    # a sale listed after the first play is too late
    turn = next(i for i, a in enumerate(plays) if i and a["seat"] == holder)  # the holder's turn, after the lead
    late = plays[:turn] + [{"seat": holder, "sell": "SQ", "level": "open"}] + plays[turn:]
    with pytest.raises(IllegalAction, match="sales are made before the first lead"):
        replay.load(_minimal([], late))


def test_GZ22_as_a_minimal_record():
    from gongzhu_helpers import hands_with

    hands = {s: [str(c) for c in h] for s, h in hands_with({"N": "H2", "W": "HA H7"}).items()}
    rec = _minimal([{"seat": "W", "sell": "HA", "level": "open"}], [{"seat": "N", "play": "H2"}], hands=hands,
                   before={"totals": {}, "leader": "N"})
    st = replay.load(rec).final
    assert st.current_seat == "W" and [str(c) for c in st.legal_actions()] == ["H7"]
    rec["actions"].append({"seat": "W", "play": "HA"})
    with pytest.raises(IllegalAction, match="♥A was sold"):
        replay.load(rec)
