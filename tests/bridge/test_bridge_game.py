"""The bridge facade (``bridge.GAME``): files it reads, the seat a record must name, what each seat sees,
the bot levels, claims in the legal view and the legal alternatives an ``IllegalAction`` offers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from bridge_helpers import HANDS, auction_actions, fresh, in_play, record

from tutor import replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge, file_types, get

ROOT = Path(__file__).resolve().parents[2]
LESSON_DATA = ROOT / "lessons" / "data" / "bridge"


def test_the_registry_gives_the_bridge_facade_for_pbn_and_lin_files():
    """(``file_types`` imports every registered game, so this needs all of them on the facade.)"""
    assert get("bridge") is bridge.GAME
    assert file_types()[".pbn"] is bridge.GAME and file_types()[".lin"] is bridge.GAME
    assert bridge.GAME.bot_levels == ("beginner", "normal", "double_dummy", "strong")


def test_read_text_gives_one_replay_per_deal():
    deal = bridge.from_replay(replay.load(record(auction_actions())))
    two = bridge.GAME.read_text(bridge.write_pbn([deal, deal]), ".pbn")
    assert [rp.summary()["contract"] for rp in two] == ["4H", "4H"]
    one = bridge.GAME.read_text(bridge.write_lin(deal), ".lin")
    assert len(one) == 1 and one[0].record["actions"] == two[0].record["actions"]
    with pytest.raises(ParseError, match="PBN line 1"):
        bridge.GAME.read_text('[Deal "N:AKQ"]', ".pbn")


def test_check_command_reads_the_lesson_pbn():
    """(The command lists every registered game's file types, so this needs all of them on the facade.)"""
    path = LESSON_DATA / "07-holdup.pbn"
    out = subprocess.run([sys.executable, "-m", "tutor", "check", str(path)], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "07-holdup.pbn: valid bridge record, 58 actions" in out.stdout
    assert '"contract": "3NT"' in out.stdout


@pytest.mark.parametrize("name", ["03-dummy.json", "07-holdup.pbn"])
def test_lesson_records_are_the_package_data(name):
    """The package ships the records the lesson helpers read; the lessons folder holds the same files."""
    assert bridge.data_text(name) == (LESSON_DATA / name).read_text(encoding="utf-8")


def test_missing_package_data_is_a_parse_error():
    with pytest.raises(ParseError, match="bridge data 'nope.json'"):
        bridge.data_text("nope.json")


def test_a_dummy_card_may_be_recorded_under_dummys_seat_or_declarers():
    """PBN lists dummy's cards under dummy; our records under declarer, who decides: both load alike."""
    as_dummy = record(auction_actions() + [{"seat": "W", "play": "D9"}, {"seat": "N", "play": "D2"}])
    as_declarer = record(auction_actions() + [{"seat": "W", "play": "D9"}, {"seat": "S", "play": "D2"}])
    assert replay.load(as_dummy).final == replay.load(as_declarer).final
    as_dummy["actions"][11]["seat"] = "E"  # a defender out of turn is still refused
    with pytest.raises(IllegalAction) as e:
        replay.load(as_dummy)
    assert str(e.value) == "actions[11]: it is South's turn, not East's"


def test_visible_seats_add_dummy_once_the_opening_lead_is_made():
    st = in_play()
    assert bridge.GAME.visible_seats(st, "E") == frozenset({"E"})
    st = st.apply(Card.parse("D9"))
    assert bridge.GAME.visible_seats(st, "E") == frozenset({"E", "N"})
    assert bridge.GAME.visible_seats(st, "N") == frozenset({"N", "S"})
    assert bridge.GAME.visible_seats(fresh(), "S") == frozenset({"S"})


def test_legal_view_lists_declarers_claims_and_only_legal_ones():
    st = in_play().apply(Card.parse("D9"))  # dummy (North) to play: declarer decides, and may claim
    legal = list(st.legal_actions())
    cards = [a for a in legal if isinstance(a, Card)]
    claims = [a for a in legal if isinstance(a, bridge.Claim)]
    assert cards == st.legal_cards() and claims == [bridge.Claim(n) for n in range(14)]
    assert len(st.legal_actions()) == len(legal)
    st = st.apply(Card.parse("D2"))  # East, a defender: cards only
    assert all(isinstance(a, Card) for a in st.legal_actions())
    tw = in_play(bridge.Rules.preset().but(claim_validation="top_winners")).apply(Card.parse("D9"))
    assert [a for a in tw.legal_actions() if isinstance(a, bridge.Claim)] == [bridge.Claim(0)]


@pytest.mark.parametrize("phase, action, kind", [
    ("auction", "1C", bridge.Call),       # insufficient after 1S
    ("auction", Card.parse("SA"), bridge.Call),
    ("play", Card.parse("HA"), Card),     # West cannot lead South's card
    ("play", "1S", Card),
    ("play", bridge.Claim(3), Card),      # a defender's claim
])
def test_illegal_action_offers_actions_of_the_games_type(phase, action, kind):
    st = fresh().apply("1S") if phase == "auction" else in_play()
    with pytest.raises(IllegalAction) as e:
        st.apply(action)
    assert e.value.legal and all(isinstance(a, kind) and a in st.legal_actions() for a in e.value.legal)


@pytest.mark.parametrize("junk", [None, [], {}, 10**6, object(), "zz", ("play",), bridge.Claim("x")])
def test_junk_is_refused_with_a_reason_in_every_phase(junk):
    for st in (fresh(), in_play()):
        assert isinstance(st.check(junk), str)
        with pytest.raises((IllegalAction, ParseError)):
            st.apply(junk)


def test_states_are_values_with_hands_by_seat():
    a, b = in_play(), in_play()
    assert a == b and hash(a) == hash(b) and a is not b
    assert a.hands == {s: tuple(h) for s, h in HANDS.items()} == a.deal
    after = a.apply(Card.parse("D9"))
    assert Card.parse("D9") not in after.hands["W"] and after.deal == a.deal
    with pytest.raises(AttributeError):
        a.held = ()  # type: ignore[misc]


def test_the_mutable_auction_never_changes_a_states_bidding():
    st = fresh().apply("1S")
    auction = bridge.Auction("N", ["1S"])
    assert auction.value == st.auction
    auction.call("P")
    assert len(st.auction.calls) == 1 and len(auction.calls) == 2


def test_bot_levels_play_whole_hands():
    pytest.importorskip("endplay")
    for level in bridge.GAME.bot_levels:
        bot = bridge.GAME.bot(level, 1)
        st = bridge.practice_hand(bridge.PRACTICE_SEEDS[0])
        for action in replay.play_out(st, dict.fromkeys("NESW", bot)):
            st = st.apply(action)
        assert st.is_terminal() and st.result() is not None
