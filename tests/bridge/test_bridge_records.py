"""Replay records, PBN and LIN: round trips (with commentary and with optional tags missing), agreement with
endplay's parsers, and corrupt input raising ParseError that names the line or field."""

from __future__ import annotations

import json

import pytest
from bridge_helpers import HANDS, auction_actions, record

from tutor import replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge
from tutor.games.bridge.analysis import pbn_hand
from tutor.games.bridge.formats import SAMPLE_PBN, from_replay, to_record, to_replay
from tutor.games.bridge.lin import parse_lin, write_lin
from tutor.games.bridge.pbn import parse_pbn, write_pbn


def full_record():
    acts = auction_actions() + [{"seat": "W", "play": "D9"}, {"seat": "S", "play": "D2"},
                                {"seat": "E", "play": "D4"}, {"seat": "S", "play": "DA"},
                                {"seat": "S", "claim": 10}]
    return record(acts, notes={"0": "Rule book BB4", "10": "South is declarer in 4♥"})


def test_replay_summary_keys_and_values():
    rp = replay.load(full_record())
    s = rp.summary()
    assert list(s) == ["board", "contract", "declarer", "tricks", "winners", "declarer_tricks", "score"]
    assert s["board"] == 1 and s["contract"] == "4H" and s["declarer"] == "S"
    assert s["winners"] == ["S"] and s["declarer_tricks"] == 11
    assert s["score"] == {"NS": 450, "EW": -450}
    assert json.loads(json.dumps(s)) == s
    assert "goes down face up" in rp.narration(11)
    assert "claims 10 of the 12 remaining tricks" in rp.narration(15)


def test_record_seat_for_dummys_card_is_declarer_or_dummy():
    rec = full_record()
    rec["actions"][11] = {"seat": "N", "play": "D2"}  # dummy's own seat, as PBN lists it: accepted too
    assert replay.load(rec).final == replay.load(full_record()).final
    rec["actions"][10] = {"seat": "N", "play": rec["actions"][10]["play"]}  # a lead under dummy's seat: refused
    with pytest.raises(IllegalAction, match="it is"):
        replay.load(rec)


def test_record_refuses_a_card_from_the_wrong_hand():
    rec = full_record()
    rec["actions"][11] = {"seat": "S", "play": "DJ"}  # South's own card when dummy must play
    with pytest.raises(IllegalAction, match="it is dummy's turn") as e:
        replay.load(rec)
    assert "actions[11]" in str(e.value)


def test_record_claim_by_a_defender_is_refused():
    rec = record(auction_actions() + [{"seat": "W", "claim": 3}])
    with pytest.raises(IllegalAction, match="only declarer"):
        replay.load(rec)


@pytest.mark.parametrize("change, match", [
    (lambda r: r["actions"].__setitem__(2, {"seat": "S", "call": "1C"}), "insufficient bid"),
    (lambda r: r["actions"].__setitem__(2, {"seat": "S", "call": "X"}), "partner"),
    (lambda r: r["actions"].__setitem__(1, {"seat": "E", "call": "XX"}), "not been doubled"),
    (lambda r: r["actions"].__setitem__(0, {"seat": "N", "call": "9C"}), "actions\\[0\\]: call"),
    (lambda r: r["actions"].__setitem__(0, {"seat": "N", "bid": "1C"}), "unknown key"),
    (lambda r: r.__setitem__("board", 0), "board"),
    (lambda r: r.__setitem__("dealer", "E"), "dealer: board 1's dealer is North"),
    (lambda r: r["hands"]["N"].pop(), "hands.N"),
])
def test_bad_records_raise_clear_errors(change, match):
    rec = full_record()
    change(rec)
    with pytest.raises((ParseError, IllegalAction), match=match):
        replay.load(rec)


def test_record_roundtrip_through_json_and_record_builder():
    rp = replay.load(full_record())
    again = replay.load(rp.to_json())
    assert again.summary() == rp.summary()
    rebuilt = replay.record(rp.state_at(0), rp.actions)
    assert rebuilt.record["actions"] == rp.record["actions"]


def test_board_with_vulnerability_override():
    rec = full_record()
    rec["board"] = {"number": 1, "vulnerable": "NS"}
    rp = replay.load(rec)
    assert rp.summary()["score"]["NS"] == 650
    assert bridge.GAME.header(rp.state_at(0))["board"] == {"number": 1, "vulnerable": "NS"}


# -- PBN ------------------------------------------------------------------------------------------
def test_pbn_sample_reads_and_replays():
    deal = parse_pbn(SAMPLE_PBN)[0]
    assert deal.dealer == "N" and deal.board == 1 and deal.calls[-1] == "P" and len(deal.calls) == 10
    assert deal.plays[0] == ("W", Card.parse("D9")) and deal.plays[1] == ("N", Card.parse("D2"))
    rp = to_replay(deal)
    assert rp.summary()["contract"] == "4H" and rp.summary()["declarer"] == "S"
    assert "dummy's king" in rp.note(len(rp))


def test_pbn_roundtrip_keeps_everything():
    rp = replay.load(full_record())
    text = write_pbn([from_replay(rp)])
    back = to_replay(parse_pbn(text)[0])
    assert back.record["actions"] == rp.record["actions"]
    assert back.summary() == rp.summary()
    assert back.record["notes"] == rp.record["notes"]
    assert write_pbn([from_replay(back)]) == text


def test_pbn_with_missing_optional_tags_and_commentary_everywhere():
    text = """% hand-written, no Event/Site/Date/Board
; a semicolon comment line
[Dealer "E"]
[Deal "E:QJ4.Q54.Q54.KQ54 T98.AT98.AJT.JT9 765.762.9876.876 -"]
{A commentary
over two lines}
[Auction "E"]
Pass 1C =1= Pass 1H
Pass 2H Pass 4H
AP
"""
    d = parse_pbn(text)[0]
    assert d.board is None and d.vulnerable == "None" and d.hands["N"] == list(HANDS["N"])
    assert d.calls == ["P", "1C", "P", "1H", "P", "2H", "P", "4H", "P", "P", "P"]
    assert d.notes[0] == "a semicolon comment line A commentary over two lines"
    rec_rp = to_replay(d)  # East dealt: E P, S 1♣, W P, N 1♥, E P, S 2♥, W P, N 4♥: North named hearts first
    assert rec_rp.summary()["contract"] == "4H" and rec_rp.summary()["declarer"] == "N"
    assert set(d.notes) == {0}  # "=1=" is a note reference, not commentary
    assert rec_rp.record["rules"]["dealer_policy"] == "rotate"  # board 1's dealer would be North


def test_pbn_several_games_and_hash_repeats():
    one = write_pbn([from_replay(replay.load(full_record()))])
    body = one.split("\n", 2)[2]
    two = one + "\n" + body.replace('[Event ""]', '[Event "#"]').replace('[Board "1"]', '[Board "2"]')
    deals = parse_pbn(two)
    assert [d.board for d in deals] == [1, 2]


@pytest.mark.parametrize("text, match", [
    ('[Deal "N:AKQJ.T98.765.432"]', "line 1, tag Deal: expected four hands"),
    ('[Event "x"]\n[Deal "N:AKQJ.T98.765.43X T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
     "line 2, tag Deal: hand 1 \\(North\\): 'X' is not a rank"),
    ('[Deal "N:AKQJ.T98.765.432 AKQJ.765.432.AKQ 765.432.AKQJ.T98 432.AKQJ.T98.765"]', "appears twice"),
    ('[Event "x"\n', "line 1: malformed tag"),
    ('[Event "x"]\n', "tag Deal: missing"),
    ('[Board "x"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
     "line 1, tag Board"),
    ('[Dealer "Q"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
     "line 1, tag Dealer"),
    ('[Vulnerable "Maybe"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
     "tag Vulnerable"),
    ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Auction "N"]\n1C 1Q',
     "line 3, tag Auction"),
    ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Contract "1C"]\n'
     '[Play "E"]\nD2 D3', "line 4, tag Play: expected four cards"),
    ('{never closed\n[Deal "N:-"]', "never closed"),
    ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Result "14"]',
     "tag Result"),
])
def test_corrupt_pbn_names_line_and_tag(text, match):
    with pytest.raises(ParseError, match=match):
        parse_pbn(text)


def test_pbn_illegal_auction_is_reported_with_the_call():
    text = SAMPLE_PBN.replace("2H Pass 4H Pass", "2H Pass 1S Pass")
    with pytest.raises(ParseError, match="auction, call 7 \\('1S' by South\\): 1♠ is an insufficient bid"):
        to_replay(parse_pbn(text)[0])


def test_pbn_revoke_is_reported_with_the_card():
    text = SAMPLE_PBN.replace("D9 D2 D4 DA", "D9 D2 S4 DA")
    with pytest.raises(ParseError, match="play, card 3 \\(♠4 from East\\): you must follow ♦"):
        to_replay(parse_pbn(text)[0])


@pytest.mark.parametrize("written, calls", [
    ("1C Pass 1H Pass 2H Pass 4H AP", "1C P 1H P 2H P 4H P P P"),
    ("1C Pass 1H Pass 2H Pass 4H Pass AP", "1C P 1H P 2H P 4H P P P"),  # AP adds only the passes still needed
    ("1C Pass 1H Pass 2H Pass 4H Pass Pass AP", "1C P 1H P 2H P 4H P P P"),
    ("1C X AP", "1C X P P P"),
    ("AP", "P P P P"),
    ("Pass Pass AP", "P P P P"),
])
def test_pbn_all_pass_ends_the_auction_whatever_came_before(written, calls):
    text = SAMPLE_PBN.split("[Declarer")[0] + '[Auction "N"]\n' + written + "\n"
    deal = parse_pbn(text)[0]
    assert deal.calls == calls.split()
    assert replay.load(to_record(deal)).final.auction.is_over  # no call after the end


def test_pbn_auction_tag_names_the_dealer():
    # the Auction tag's seat is the first caller: it must agree with the Dealer tag, or stands for it
    with pytest.raises(ParseError, match="line 9, tag Auction: the auction starts with East, but the Dealer tag says "
                                         "North deals"):
        parse_pbn(SAMPLE_PBN.replace('[Auction "N"]', '[Auction "E"]'))
    text = SAMPLE_PBN.replace('[Dealer "N"]\n', "").replace('[Board "1"]', '[Board "2"]')
    deal = parse_pbn(text.split("[Declarer")[0] + '[Auction "W"]\nPass Pass Pass Pass\n')[0]
    assert deal.dealer == "W" and bridge.board(2).dealer == "E"


@pytest.mark.parametrize("tag, value, match", [
    ("Contract", "4S", "Contract: the file says '4S', but its auction ends in 4H"),
    ("Declarer", "N", "Declarer: the file says North, but by the auction South is declarer"),
])
def test_pbn_tags_that_contradict_the_auction_are_refused(tag, value, match):
    text = SAMPLE_PBN.split("[Play")[0].replace({"Contract": '[Contract "4H"]', "Declarer": '[Declarer "S"]'}[tag],
                                                f'[{tag} "{value}"]')
    with pytest.raises(ParseError, match=match):
        to_replay(parse_pbn(text)[0])


def test_pbn_result_that_contradicts_a_complete_play_is_refused():
    rp = pbn_replay_of_holdup()
    good = write_pbn([from_replay(rp)])
    assert '[Result "8"]' in good
    with pytest.raises(ParseError, match="Result: the file says declarer took 10 tricks, but the play gives 8"):
        to_replay(parse_pbn(good.replace('[Result "8"]', '[Result "10"]'))[0])


def pbn_replay_of_holdup():
    from pathlib import Path

    path = Path(__file__).parents[2] / "lessons" / "data" / "bridge" / "07-holdup.pbn"
    return to_replay(parse_pbn(path.read_text(encoding="utf-8"))[0])


def symbols(calls):
    return [bridge.Call.parse(c).symbol.replace("Pass", "P") for c in calls]


def test_pbn_agrees_with_endplay_parser():
    pbn = pytest.importorskip("endplay.parsers.pbn")
    rec = full_record()
    del rec["notes"]  # endplay's reader does not accept commentary inside the Auction or Play sections
    text = write_pbn([from_replay(replay.load(rec))])
    theirs = pbn.loads(text)[0]
    ours = parse_pbn(text)[0]
    assert theirs.deal.to_pbn() == "N:" + " ".join(pbn_hand(ours.hands[s]) for s in "NESW")
    assert [str(b) for b in theirs.auction] == symbols(ours.calls)
    assert [str(c) for c in theirs.play] == [c.symbol.replace("10", "T") for _, c in ours.plays]
    assert str(theirs.contract).startswith("4♥S")


# -- LIN ------------------------------------------------------------------------------------------
def test_lin_roundtrip():
    rp = replay.load(full_record())
    text = write_lin(from_replay(rp))
    back = to_replay(parse_lin(text))
    assert back.record["actions"] == rp.record["actions"]
    assert back.summary() == rp.summary()
    assert write_lin(from_replay(back)) == text


def test_lin_agrees_with_endplay_parser():
    lin = pytest.importorskip("endplay.parsers.lin")
    rec = full_record()
    del rec["notes"]  # endplay reads LIN's nt (commentary) as an alert of the previous call
    rp = replay.load(rec)
    text = write_lin(from_replay(rp))
    theirs = lin.loads(text)[0]
    ours = parse_lin(text)
    assert theirs.deal.to_pbn() == "N:" + " ".join(pbn_hand(ours.hands[s]) for s in "NESW")
    assert [str(b) for b in theirs.auction] == symbols(ours.calls)
    assert [str(c) for c in theirs.play] == [c.symbol.replace("10", "T") for _, c in ours.plays]


def test_lin_with_annotations_and_missing_fourth_hand():
    text = ("pn|A,B,C,D|st||md|1ST98HAT98DAJTCJT9,S765H762D9876C876,SAK32HKJ3DK32CA32,|rh||ah|Board 1|sv|0|"
            "mb|p|mb|p|mb|1C|an|three+ clubs|mb|p|mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||"
            "pc|D9|pc|D2|pc|D4|pc|DA|mc|11|")
    d = parse_lin(text)
    assert d.dealer == "S" and d.hands["E"] == list(HANDS["E"])
    assert d.notes[3] == "(three+ clubs)"
    rp = to_replay(d)
    assert rp.summary()["declarer_tricks"] == 11
    assert rp.summary()["contract"] == "4H"


@pytest.mark.parametrize("text, match", [
    ("hello", "key\\|value"),
    ("md|9SAK|", "field 1 \\(md\\): expected the dealer digit"),
    ("pn|a|md|3SAKQJHT98D765C43Z,|", "field 2 \\(md\\): 'Z'"),
    ("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|sv|q|", "field 2 \\(sv\\)"),
    ("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1Q|", "field 2 \\(mb\\)"),
    ("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mc|x|", "field 2 \\(mc\\)"),
    ("md|3SAKQJHT98D765C432|sv|", "key without a value"),
    ("sv|o|", "md field .* missing"),
    ("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1S|mb|p|mb|p|mb|p|pc|SA|",
     "LIN pc \\(card 1, ♠A\\): it is East's turn"),
])
def test_corrupt_lin_names_the_field(text, match):
    with pytest.raises(ParseError, match=match):
        parse_lin(text)


def random_replay(seed: int):
    """A random legal deal: random calls (mostly passes), random cards, sometimes a claim by declarer."""
    import random

    rng = random.Random(seed)
    st = bridge.new_hand(seed=seed, board_number=rng.randint(1, 16))
    start, actions = st, []
    stop = rng.randint(0, 52)
    while not st.is_terminal():
        legal = list(st.legal_actions()) if st.phase == "auction" else st.legal_cards()
        if st.phase == "auction":
            action = legal[0] if rng.random() < 0.6 else rng.choice(legal)
        elif len(actions) > stop and st.current_seat == st.declarer and rng.random() < 0.5:
            action = bridge.Claim(rng.randint(0, st.remaining_tricks))
        else:
            action = rng.choice(legal)
        actions.append(action)
        st = st.apply(action)
    return replay.record(start, actions)


@pytest.mark.parametrize("seed", range(40))
def test_random_deals_round_trip_through_pbn_and_lin(seed):
    rp = random_replay(seed)
    for text, parse in ((write_pbn([from_replay(rp)]), lambda t: parse_pbn(t)[0]),
                        (write_lin(from_replay(rp)), parse_lin)):
        back = to_replay(parse(text))
        assert back.summary() == rp.summary()
        assert back.record["actions"] == rp.record["actions"]
        assert {k: set(v) for k, v in back.state_at(0).deal.items()} == {
            k: set(v) for k, v in rp.state_at(0).deal.items()}
        assert back.state_at(0).board == rp.state_at(0).board


def test_pbn_without_contract_tag_takes_trumps_from_the_auction():
    text = SAMPLE_PBN.replace('[Contract "4H"]\n', "").replace('[Declarer "S"]\n', "")
    rp = to_replay(parse_pbn(text)[0])
    assert rp.summary()["contract"] == "4H" and rp.summary()["winners"] == ["S"]
    with pytest.raises(ParseError, match="tag Contract"):
        parse_pbn(text.replace("[Auction", "[Xuction"))
