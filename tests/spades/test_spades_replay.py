"""Records: round trip, narration, summary keys, the check command, the bot's manners."""

from __future__ import annotations

import json

from tutor import replay
from tutor.__main__ import main as tutor_main
from tutor.cards import Card, parse_cards
from tutor.games import spades
from tutor.games.spades import SpadesBot, hand_value, nil_ok


def bot_hand(seed: int):
    st = spades.new_hand(seed=seed, dealer="N")
    bot = SpadesBot(seed)
    actions = []
    while not st.is_terminal():
        a = bot(st)
        actions.append(a)
        st = st.apply(a)
    return spades.new_hand(seed=seed, dealer="N"), actions, st


def test_record_round_trip_and_summary():
    start, actions, final = bot_hand(4)
    rp = replay.record(start, actions, notes={0: "a bot hand"})
    assert len(rp) == 56
    again = replay.load(rp.to_json())
    assert again.summary() == rp.summary()
    s = rp.summary()
    assert set(s) == {"tricks", "winners", "score", "total", "bags"}
    res = final.result()
    assert s["score"] == {t: res[t].points for t in ("NS", "EW")}
    assert s["total"] == {t: res[t].total for t in ("NS", "EW")}
    assert s["bags"] == {t: res[t].bags for t in ("NS", "EW")}
    assert sum(s["tricks"].values()) == 13 and len(s["winners"]) == 13
    assert json.loads(json.dumps(s)) == s
    assert rp.record["actions"][0] == {"seat": "E", "bid": actions[0] if actions[0] else "nil"}


def test_narration_says_why():
    start, actions, _ = bot_hand(4)
    rp = replay.record(start, actions)
    lines = rp.narrations()
    assert lines[0].startswith("East bids")
    assert "contract" in lines[3]  # the last bid tells both contracts
    trick_ends = [line for line in lines if " wins with " in line]
    assert len(trick_ends) == 13
    assert "Hand over" in lines[-1]
    broke = [line for line in lines if "spades are now broken" in line]
    assert len(broke) == 1


def test_narration_of_blind_nil_and_look():
    st = spades.new_hand(seed=2, dealer="N")
    rp = replay.record(st, ["look", 3, "blind", 2, 4])
    assert rp.narration(1) == "East looks at the cards (now blind nil is no longer possible)"
    assert rp.narration(3).startswith("South bids blind nil without looking")
    assert rp.record["actions"][0] == {"seat": "E", "look": True}
    assert rp.record["actions"][2] == {"seat": "S", "bid": "blind"}


def test_check_command(tmp_path, capsys):
    start, actions, _ = bot_hand(6)
    path = tmp_path / "hand.json"
    replay.record(start, actions).save(path)
    assert tutor_main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "valid spades record, 56 actions" in out and '"bags"' in out
    data = json.loads(path.read_text())
    data["actions"][10]["play"] = "SA" if data["actions"][10]["play"] != "SA" else "SK"
    path.write_text(json.dumps(data))
    assert tutor_main(["check", str(path)]) == 1


def test_before_field_round_trips():
    st = spades.new_hand(seed=1, dealer="E", before={"NS": (319, 9), "EW": (-58, 2)})
    rp = replay.record(st, [])
    assert rp.record["before"] == {"NS": [319, 9], "EW": [-58, 2]}
    assert replay.load(rp.to_json()).final.before == ((319, 9), (-58, 2))


def test_bot_bids_sensibly_and_never_plays_illegally():
    strong = parse_cards("SA SK SQ SJ S10 HA HK DA DK CA C2 C3 C4")
    weak = parse_cards("S2 S3 H2 H3 H4 H5 D2 D3 D4 D5 C5 C6 C7")
    assert hand_value(strong) >= 8 and nil_ok(weak) and not nil_ok(strong)
    for seed in range(50):
        _, actions, final = bot_hand(seed)
        assert final.is_terminal()


def test_nil_bot_ducks():
    # A nil bidder following suit plays its highest card that still loses the trick.
    st = spades.new_hand(seed=3, dealer="N")
    st = st.apply(3)
    bids = [st]
    st = st.apply(0)  # South nil
    st = st.apply(3).apply(3)
    bot = SpadesBot(0)
    made_ducks = 0
    while not st.is_terminal():
        if st.current_seat == "S" and st.trick and st.won[2] == 0:
            led = st.trick[0].suit
            choice = bot(st)
            follows = [c for c in st.legal_actions() if c.suit == led]
            top = max((c for c in st.trick if c.suit == led), key=lambda c: c.rank)
            spade_on = any(c.suit == "S" for c in st.trick) and led != "S"
            losers = [c for c in follows if c.rank < top.rank or spade_on]
            if follows and losers:
                assert choice == max(losers, key=lambda c: c.rank)
                made_ducks += 1
            st = st.apply(choice)
        else:
            st = st.apply(SpadesBot(1)(st))
    assert bids and made_ducks >= 1


def test_spec_choices_and_card_action():
    st = spades.new_hand(seed=1, dealer="N")
    labels = [label for label, _ in spades.GAME.choices(st)]
    assert labels == ["Look at my cards (看牌)", "Blind nil (盲零)"]
    looked = st.apply("look")
    choices = spades.GAME.choices(looked)
    assert [a for _, a in choices] == list(range(14))
    card = looked.apply(3).apply(3).apply(3).apply(3).legal_actions().first(1)[0]
    assert spades.GAME.card_action(st, [str(card)]) == card == spades.GAME.card_action(st, [card])
    assert isinstance(card, Card)
