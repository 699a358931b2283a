"""The bidding systems' public face (DESIGN §9): ``bridge.system(name).bid(hand, calls)`` and ``.explain(calls)``,
conventions by example, and bad input refused with a reason."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge
from tutor.games.bridge.bidding import Hand, opening_suit
from tutor.i18n import language

SAYC = bridge.system("sayc")
PRECISION = bridge.system("precision")
TEXTBOOK = json.loads((Path(__file__).parent / "data" / "bidding-textbook.json").read_text(encoding="utf-8"))


def test_the_design_contract():
    b = SAYC.bid("SAQ2 HKJ3 DK432 CQ32", [], dealer="N", vulnerable="None")
    assert str(b) == "1NT"
    assert str(b.meaning) == "15–17 points, balanced"
    assert b.shows == {"hcp": (15, 17), "S": (0, 13), "H": (0, 13), "D": (0, 13), "C": (0, 13)}
    entries = SAYC.explain(["1NT", "P", "2C", "P", "2H"], dealer="N")
    assert [str(e) for e in entries] == ["1NT", "P", "2C", "P", "2H"]
    assert entries[2].rule == "Stayman" and entries[4].shows["H"] == (4, 13)
    assert bridge.system("精确") is PRECISION


def test_total_and_dummy_points_are_shown_and_checked():
    """A light opening by the rule of 20 shows total points (length counted), and holds_for checks them: the same
    call's ranges fail for a hand below them; dummy points name their trumps."""
    b = SAYC.bid("SQJ854 HAK732 D6 C64", [], dealer="N")  # 10 high-card points, 5-5: 12 total points
    assert str(b) == "1S" and b.shows["tp"] == (12, 21) and b.shows["hcp"][0] <= 10
    assert "total points" in str(b.meaning) and b.holds_for("SQJ854 HAK732 D6 C64")
    assert not b.holds_for("SQJ85 HAK73 D64 C642")  # 10 high-card points, 5-4: 11 total points
    h = Hand.parse("SAQJ75 HK832 D7 C432")
    assert (h.hcp, h.total_points, h.points("dpS"), h.points("dpH")) == (10, 11, 13, 13)
    assert Hand.parse("SAKQ2 HK32 D432 C432").total_points == 11  # flat 4-3-3-3: one off


@pytest.mark.parametrize("hand, calls, want", [
    ("SKQ32 HAK2 D32 CQJ32", ["1NT", "P"], "2C"),          # Stayman with a four-card major, 8+
    ("SKJ932 H32 D432 C432", ["1NT", "P"], "2H"),           # transfer to spades, any strength
    ("S32 HQJ932 D432 C432", ["1NT", "P"], "2D"),           # transfer to hearts
    ("SK32 HQJ93 DA4 CK432", ["1S", "P"], "2NT"),          # 4 spades... no: Jacoby needs four spades
    ("SKQ32 HA93 DA4 CK432", ["1S", "P"], "2NT"),          # Jacoby 2NT: four spades, 13+
    ("SK432 HA93 D94 CK432", ["1S", "P"], "3S"),           # limit raise 10–12
    ("SAKQJ2 HAK3 DAK4 C32", [], "2C"),                     # strong 2♣
    ("S32 HKQJ932 D432 C32", [], "2H"),                     # weak two
    ("SA5 HKQJ32 D432 CK32", ["1C"], "1H"),                # overcall
    ("SKQ32 HA932 D4 CK432", ["1D"], "X"),                 # takeout double
    ("SKQ932 HQJ932 D4 C43", ["1C"], "2C"),                 # Michaels: both majors, weak (8)
    ("S4 H43 DKQ932 CAJ932", ["1S"], "2NT"),                # unusual 2NT: the minors
    ("SK432 H32 DA432 C432", ["1C", "1H"], "X"),           # negative double: four spades
])
def test_sayc_conventions(hand, calls, want):
    if hand == "SK32 HQJ93 DA4 CK432":  # three spades: no Jacoby, a two-over-one instead
        want = "2C"
    b = SAYC.bid(hand, calls, dealer="N")
    assert str(b) == want, f"{b}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))


@pytest.mark.parametrize("hand, calls, want", [
    ("SAK2 HKQ3 DA732 CQ32", [], "1C"),
    ("SKJ32 HAQ32 D3 CQ932", [], "2D"),
    ("SK32 HQ3 D73 CAKJ932", [], "2C"),
    ("SK32 HQJ32 DA73 CQ32", [], "1D"),
    ("S9832 HJ73 D732 CQ32", ["1C", "P"], "1D"),
    ("SKQ932 HA3 D732 C532", ["1C", "P"], "1S"),
    ("SA32 HK32 D732 CQ432", ["1C", "P", "1S", "P", "2S", "P"], "3C"),   # three controls: the second step
])
def test_precision_conventions(hand, calls, want):
    b = PRECISION.bid(hand, calls, dealer="N")
    assert str(b) == want, f"{b}: {b.meaning}"


def test_opening_suit_follows_the_booklet():
    assert opening_suit(Hand.parse("SAK432 HAK432 D32 C2")) == "S"       # 5-5 (6-6): the higher
    assert opening_suit(Hand.parse("SAK43 H432 DAK32 CQ2")) == "D"       # no five-card major: 1♦ with 4-4 or 4+
    assert opening_suit(Hand.parse("SAK4 HQ32 DK32 CQ432")) == "C"       # longer minor
    assert opening_suit(Hand.parse("SAK43 HQ32 DK432 C32")) == "D"


def test_explain_reads_every_seat_in_its_language():
    with language("zh"):
        texts = [str(e.meaning) for e in PRECISION.explain(["1C", "P", "1D"], dealer="E")]
    assert texts[0].startswith("精确1♣") and "示弱" in texts[2]
    assert "精確" in PRECISION.explain(["1C"])[0].meaning.in_language("zh-hant")


def test_bad_input_is_refused_with_a_reason():
    with pytest.raises(ParseError, match="13 different cards"):
        SAYC.bid("SAK2", [])
    with pytest.raises(IllegalAction):
        SAYC.bid("SAQ2 HKJ3 DK432 CQ32", ["1NT", "1C"])
    with pytest.raises(ParseError, match="not a bidding system"):
        bridge.system("acol")
    with pytest.raises(ParseError, match="vulnerability"):
        SAYC.bid("SAQ2 HKJ3 DK432 CQ32", [], vulnerable="red")
    with pytest.raises(ParseError, match="auction is over"):
        SAYC.bid("SAQ2 HKJ3 DK432 CQ32", ["P", "P", "P", "P"])


def test_a_call_outside_the_system_is_said_to_be_so():
    e = SAYC.explain(["7NT"])[0]
    assert e.rule == "unknown" and e.shows["hcp"] == (0, 37)


#: The agreement per system and chapter over every example (benchmarks/bidding.py): set just under what the
#: rules reach, so a change that loses book answers fails here.
CHAPTER_FLOORS = {
    "sayc": {"openings": 0.92, "responses": 0.94, "rebids": 0.78, "competitive": 0.96, "slams": 0.88},
    "precision": {"openings": 1.0, "responses": 1.0, "rebids": 1.0, "competitive": 1.0},
}
#: The same over the second import from Pomer's book (``"batch": 2``, both halves), kept apart so the floors
#: above still guard the examples they were set on.
BATCH2_FLOORS = {"openings": 0.67, "responses": 0.9, "rebids": 0.62, "competitive": 0.76}


@pytest.mark.parametrize("name, floor", [("sayc", 0.95), ("precision", 0.95)])
def test_textbook_agreement(name, floor):
    """The benchmark's agreement (benchmarks/bidding.py) stays at least where it is, on the examples the rules
    were written from and per chapter on all of them (with the held-out ones, marked ``added``); each example's
    hand is 13 cards and its auction legal, and a split import is marked tune or held."""
    system = bridge.system(name)
    items = TEXTBOOK[name]
    ok = [str(system.bid(Hand.parse(i["hand"]), i["auction"].split(), dealer="N")) == i["call"] for i in items]
    first = [k for k, i in zip(ok, items, strict=True) if not i.get("added")]
    assert sum(first) / len(first) >= floor, f"{sum(first)} of {len(first)}"
    chapters = {i["chapter"] for i in items}
    assert chapters == set(CHAPTER_FLOORS[name])
    for batch, floors in ((None, CHAPTER_FLOORS[name]), (2, BATCH2_FLOORS if name == "sayc" else {})):
        for chapter, low in floors.items():
            got = [k for k, i in zip(ok, items, strict=True) if i["chapter"] == chapter and i.get("batch") == batch]
            assert sum(got) / len(got) >= low, f"{chapter} (batch {batch}): {sum(got)} of {len(got)}"
    assert all(i.get("split", "tune") in ("tune", "held") and (i.get("added") or "split" not in i) for i in items)
    assert all("split" in i for i in items if i.get("batch") in (2, 3, 4, 5))
    assert all(i["source"].split()[0].split("/")[0] in TEXTBOOK["sources"] for i in items)


@pytest.mark.parametrize("batch", [3, 4, 5])
def test_a_quiz_import_is_split_by_the_hash_of_its_source(batch):
    """The third, fourth and fifth imports were split before any result was looked at: ordered by the SHA-256 of
    the source id, alternately tune and held, so the held half is not chosen by how the system does on it."""
    items = sorted((i for i in TEXTBOOK["sayc"] if i.get("batch") == batch),
                   key=lambda i: hashlib.sha256(i["source"].encode()).hexdigest())
    assert items and all(i.get("added") for i in items)
    assert [i["split"] for i in items] == [("tune", "held")[k % 2] for k in range(len(items))]


def test_the_robots_bid_by_the_tables_system():
    """A strong hand with no long clubs: the robots open 1♣ in Precision, something else in SAYC."""
    from tutor.games.bridge.bots import bid

    precision = bridge.Rules.preset().but(bidding="precision")
    for seed in range(200):
        st = bridge.new_hand(seed=seed, rules=precision)
        hand = Hand.of(st.deal[st.auction.turn])
        if 16 <= hand.hcp <= 19 and hand.length["C"] <= 3 and not hand.balanced:
            break
    else:
        pytest.fail("no deal with a strong unbalanced dealer")
    assert str(bid(st)) == "1C"
    assert str(bid(st.replaced(rules=bridge.Rules.preset()))) != "1C"
    with pytest.raises(ParseError, match="bidding"):
        bridge.Rules.preset().but(bidding="acol")


def test_the_coach_names_the_rule_in_the_auction():
    st = bridge.new_hand(seed=4)
    h = bridge.hint(st)
    meaning = SAYC.bid(st.deal[st.auction.turn], [], dealer=st.auction.dealer).meaning
    assert h.action == SAYC.bid(st.deal[st.auction.turn], [], dealer=st.auction.dealer).call
    assert str(meaning) in str(h.reason) and "high-card points" in str(h.reason)
    assert str(meaning.in_language("zh")) in h.reason.in_language("zh")


def test_the_review_points_out_a_call_that_broke_the_system():
    from tutor.games.coach import review
    from tutor.i18n import Text

    st = bridge.new_hand(seed=4)
    seat = st.auction.turn
    want = SAYC.bid(st.deal[seat], [], dealer=st.auction.dealer).call
    wrong = next(c for c in st.legal_actions() if c != want and str(c) == "7NT")
    steps = [(st, wrong)]
    after = st.apply(wrong)
    steps += [(after, bridge.PASS)]  # the next seat's pass: not the seat reviewed
    found = review("bridge", steps, seat)
    assert len(found) == 1 and found[0].better == want and found[0].unit == "system"
    assert "7NT" in str(found[0].reason) and "tells partner" in str(found[0].reason)
    assert isinstance(found[0].reason, Text) and "叫牌体系" in found[0].cost_text().in_language("zh")
    assert review("bridge", [(st, want)], seat) == []


@pytest.mark.parametrize("skill", ["bridge.open", "bridge.respond", "bridge.rebid", "bridge.precision.open",
                                   "bridge.precision.respond", "bridge.precision.rebid"])
def test_bidding_drills_are_judged_by_the_system(skill):
    from tutor import practice

    judge = PRECISION if ".precision." in skill else SAYC
    for seed in range(6):
        ex = practice.exercise(skill, seed=seed, level=2)
        facts = ex.facts
        hand, calls, dealer = facts["hand"], facts["calls"], facts["dealer"]
        assert facts["system"] == judge.key
        want = judge.bid(hand, calls, dealer=dealer)
        assert facts["values"][ex.answer] == str(want.call)
        assert str(want.meaning) in ex.explain(ex.answer)
        since = [c for c in calls]
        while since and since[0] == "P":
            since.pop(0)
        assert len(since) == {"open": 0, "respond": 2, "rebid": 4}[skill.rsplit(".", 1)[1]]
        assert str(judge.name) in ex.explain(ex.answer)  # the rule's system is named in the reason
        for i in range(len(ex.choices)):
            if i != ex.answer:
                assert ex.explain(i).startswith("Not ") and str(want.call.symbol) in ex.explain(i)
    with language("zh"):
        assert "体系" in practice.exercise(skill, seed=1, level=1).explain(0) + \
            practice.exercise(skill, seed=1, level=1).explain(1)


def test_precision_drills_ask_what_only_precision_answers():
    """Over a few seeds the Precision drills meet 1♣ strong (or its answers) and the nebulous 1♦, and some answer
    differs from SAYC's: a drill judged by SAYC would fail here."""
    from tutor import practice

    rules, differ = set(), 0
    for skill in ("bridge.precision.open", "bridge.precision.respond", "bridge.precision.rebid"):
        for seed in range(25):
            f = practice.exercise(skill, seed=seed, level=1).facts
            mine = PRECISION.bid(f["hand"], f["calls"], dealer=f["dealer"])
            rules.add(mine.rule)
            try:
                differ += SAYC.bid(f["hand"], f["calls"], dealer=f["dealer"]).call != mine.call
            except IllegalAction:
                differ += 1
    assert differ >= 5
    assert any("1♣" in r or "1C" in r or "strong" in r for r in rules), rules
    assert any("nebulous" in r or "1♦" in r or "1D" in r for r in rules), rules


@pytest.mark.parametrize("hand, calls, want", [
    ("S2 HKQJ9843 D432 C32", ["1D"], "3H"),                 # preemptive jump overcall: seven, 6 points
    ("SKJ1092 H432 D32 CA32", ["1C"], "1S"),                # a decent suit: three of the top five, 8
    ("SKJ32 H- DQJ32 CK9832", ["1H"], "X"),                 # takeout double: 10 + a void counts 15
    ("SAKJ32 H2 DAQ32 CQ32", ["1H"], "1S"),                 # 18 with a good five-card suit: overcall first
    ("SAK32 HAK2 DAQ32 CQ2", ["1H"], "X"),                  # 22, too strong to overcall 1NT: double
    ("SK32 HAQ2 DK432 CQ32", ["1H", "P", "P"], "1NT"),      # balancing 1NT: 12–14 with a stopper
    ("S32 HJ98743 D32 C432", ["1NT", "X", "P"], "2H"),      # runs from the penalty double: weak, six hearts
    ("SQ32 HJ32 DQ32 CJ432", ["1NT", "X", "P"], "P"),       # 6 points, no five-card suit: leave it in
    ("SAQ2 HKJ3 DKQ32 CJ32", ["2H"], "2NT"),                # 2NT over their weak two: 15–18, a stopper
    ("SAK1053 H- DA32 CQJ972", ["2H"], "3H"),               # Michaels over their weak two: spades and a minor
    ("SKQ1065 HA7 DJ32 CQ86", ["1D", "X", "P"], "4S"),     # answering a double: game with five spades, 12
    ("SAQ32 HAJ32 D76 CK87", ["1D", "X", "P"], "2D"),       # the cue bid: 13+, no stopper
    ("SAK8752 H8 DAK9 CA87", ["1H", "X", "P", "1S", "P"], "2S"),  # the doubler raises: four trumps, 16–18
    ("S5 HAQ76 DKQJ97 CAQ6", ["1D", "1S", "X", "P"], "2S"),  # opener's cue bid after a negative double: 18+
    ("SK963 HAQ107 D86 CKJ3", ["1D", "2C", "X", "P", "2D", "P"], "3NT"),  # the negative doubler: 13, a stopper
    ("SJ32 H2 DK9832 CQJ98", ["1H", "2NT", "P"], "3D"),     # partner's unusual 2NT: the longer minor
    ("S432 HK5432 D32 C432", ["1C", "P", "P", "X", "P"], "1H"),  # answering a balancing double
    ("S432 HQ32 DK5432 C32", ["1C", "P", "1H", "X", "P"], "2D"),  # answering the double of their two suits
    ("SQ8432 H32 D432 C432", ["2H", "X", "P"], "2S"),        # answering a double of their weak two
    ("SKQ32 HQ32 D432 C432", ["1D", "1NT", "P"], "2C"),      # systems on over the 1NT overcall: Stayman
    ("S32 HQJ932 D432 C432", ["1C", "1NT", "P"], "2D"),      # ... and a transfer
    ("S32 HQJ932 D432 C432", ["2S", "2NT", "P"], "3D"),      # ... and over our 2NT after their weak two
    # advancing an overcall without a fit: a suit of its own, not forcing (Downey ch. 16)
    ("S82 HKQJ95 DQ72 C863", ["1C", "1S", "P"], "2H"),
    ("SAQJ92 H82 D72 CK863", ["1C", "1D", "P"], "1S"),
    ("S82 HAKJ95 D72 C8632", ["1S", "2D", "P"], "2H"),
    # advancer raises the overcall with a fit after the next opponent acted (a raise, a double)
    ("SQ82 HK95 DQ72 C8632", ["1C", "1S", "2C"], "2S"),
    ("S82 HKQ95 DQ72 C8632", ["1C", "1D", "X"], "2D"),
    # responder over their overcall: a new suit at the two level, a minor too (Pomer ch. 16), no-trumps
    ("S82 HK5 DQ72 CAKJ863", ["1H", "1S"], "2C"),
    ("SK82 H75 DAQ762 CKJ6", ["1H", "2C"], "2D"),
    ("SKJ32 H75 DAJ62 CK64", ["1H", "1S"], "2NT"),
    ("SKJ32 H75 DAJ62 CKQ4", ["1H", "1S"], "3NT"),
    ("SK82 HK5 DQ72 CAJ863", ["1D", "2C"], "3NT"),
    # their raise (1x–P–2x): the double is for takeout
    ("SA82 H6 DKQJ95 CAQ72", ["1H", "P", "2H"], "X"),
    # opener's six-card suit when their overcall comes round and a double is wrong (three of theirs)
    ("SA82 HKQJ953 DQ72 C6", ["1H", "1S", "P", "P"], "2H"),
    # they found a fit in responder's suit and stopped at two: balance (Pomer ch. 18)
    ("SKQ96 H6 DK952 CA762", ["1C", "P", "1H", "P", "2H", "P", "P"], "X"),
    # partner doubled and the next opponent bid 1NT: a five-card suit freely
    ("SKQ932 H83 DQ87 C832", ["1H", "X", "1NT"], "2S"),
    ("SKQ932 H83 DQ87 C832", ["1D", "X", "2C"], "2S"),
    # a two-level balancing overcall counts length: 6 high-card points and six hearts make 8 total points
    ("S94 HAQ8752 D85 C974", ["1S", "P", "P"], "2H"),
    # a double of their artificial answer to 1NT directs the lead: good clubs over Stayman, good diamonds
    # over the transfer; without the suit, pass
    ("S94 HQ85 DK62 CAKJ74", ["1NT", "P", "2C"], "X"),
    ("S94 HQ85 DKQ1062 CJ74", ["1NT", "P", "2D"], "X"),
    ("S94 HQ85 DKQ1062 CJ74", ["1NT", "P", "2C"], "P"),
    # after our redouble they ran and opener passed: the redoubler doubles with four of their suit
    ("SQ1084 HK93 DJ2 CAQ103", ["1D", "X", "XX", "1S", "P", "P"], "X"),
    # the doubler competes with four of partner's suit after opener's rebid (Lawrence); flat 13 passes
    ("SKQ83 H83 DA87 CAJ83", ["1H", "X", "P", "1S", "2H"], "2S"),
    ("SK873 HQ3 DKJ73 CA106", ["1H", "X", "P", "1S", "2H"], "P"),
])
def test_sayc_competition(hand, calls, want):
    """The competitive rules (Pomer, Standard Bidding with SAYC, ch. 12–16; docs/rules/bridge-bidding.md) on
    hands written for them: the call, a reading that agrees with it, and what it shows true for the hand."""
    b = SAYC.bid(hand, calls, dealer="N")
    assert str(b) == want, f"{b}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))
    assert SAYC.explain([*calls, want], dealer="N")[-1].rule == b.rule


#: The rules written from the third import's tune half (bid14, docs/rules/bridge-bidding.md), each shown on hands
#: constructed for it (none is a test-set hand), the pair on each side of the rule's boundary.
@pytest.mark.parametrize("hand, auction, want", [
    # opener's natural rebids when they came in
    ("SK64 HQ5 DAJ72 CKJ83", "1D P 1H X", "1NT"),
    ("S7 H942 DAKJ875 CK93", "1D 1H 1S P", "2D"),
])
def test_the_third_imports_principles(hand, auction, want):
    assert str(SAYC.bid(hand, auction.split(), dealer="N")) == want


def bids_by_its_rule(hand: str, auction: str, want: str) -> None:
    """SAYC bids ``want`` with ``hand`` after ``auction`` (dealer North); the hand holds what the call shows, and
    the call is read back by the rule that made it."""
    calls = auction.split()
    b = SAYC.bid(hand, calls, dealer="N")
    assert str(b) == want, f"{b}: {b.rule}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))
    assert SAYC.explain([*calls, want], dealer="N")[-1].rule == b.rule

#: bid15: four gaps in SAYC's competitive auctions (docs/rules/bridge-bidding.md, "Competitive gaps closed
#: (bid15)"), each on hands constructed for it (none is a test-set hand), on each side of the rule's boundary.
@pytest.mark.parametrize("hand, auction, want", [
    # the overcaller after partner's raise: game with 16+ high-card points (17 with the length point, + 8)
    ("SAQ8 HAKJ32 DQ32 C32", "1C 1H P 2H P", "4H"),     # 16 high-card points
    ("SAQ8 HAKJ32 DJ32 C32", "1C 1H P 2H P", "3H"),     # 15: 16 total + 8 = 24, the general rules invite
    ("SAQ8 HAKJ32 DQ32 C32", "1C 1H 2C 2H 3C", "4H"),   # the same over their competition
    ("SKQ9872 H32 DA42 CQ2", "1C 1S 2C 2S 3C", "4S"),   # six trumps and 11 compete to game
    ("SKQ987 H432 DA42 CQ2", "1C 1S 2C 2S 3C", "P"),    # five trumps and 11: no game
    # advancer's raise of the overcall: 6+ dummy points (at most 10 high-card points)
    ("S9432 HK87 DQ653 C32", "1C 1H P", "2H"),          # 5 + a doubleton = 6 dummy points
    ("S9432 HK87 DJ653 C32", "1C 1H P", "P"),           # 4 + 1 = 5: too weak
    # advancer after their redouble of partner's takeout double: bid the longest unbid suit, pass = penalties
    ("S32 HQ8732 DK432 C32", "1C X XX", "1H"),
    ("S7652 H832 D432 C543", "1C X XX", "1S"),           # nothing at all: still a bid (a pass plays 1♣ redoubled)
    ("S32 H832 D432 CAQJ98", "1C X XX", "P"),           # five good clubs: penalty pass
    ("S32 H832 D432 CJ9876", "1C X XX", "1H"),          # five poor clubs: not a penalty pass
    # their double of our 1NT: systems on
    ("SKJ32 HQ873 DK32 C32", "1NT X", "2C"),            # Stayman, 10 points
    ("SJ32 HQ8732 D5432 C2", "1NT X", "2D"),            # a weak transfer to hearts
    ("SK32 HQ83 DK432 CJ32", "1NT X", "2NT"),           # 9 total points: the invitation
    ("SK32 HQ83 DK432 C432", "1NT X", "P"),             # 8 flat = 7 total points: pass
    ("SAK32 HJ83 DAQ2 CK32", "1NT X 2D P", "2H"),       # opener completes the transfer
    ("SAK3 HQJ32 DA32 CK32", "1NT X 2C P", "2H"),       # and answers Stayman
    # Cappelletti: after the 2NT ask and the minor, three of partner's major with three or more (bid15, Part 2)
    ("S73 HK104 D10652 CAK43", "1NT 2H P 2NT P 3C P", "3H"),
    ("S732 HK4 D10652 CAK43", "1NT 2H P 2NT P 3C P", "P"),
])
def test_competitive_gaps_closed(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_the_raise_of_an_overcall_shows_its_dummy_points_to_the_general_rules():
    from tutor.games.bridge.auction import Auction
    from tutor.games.bridge.bidding.general import shown

    b = SAYC.bid("S9432 HK87 DQ653 C32", "1C 1H P".split(), dealer="N")
    assert b.shows["dpH"] == (6, 37) and b.shows["hcp"] == (0, 10)
    lo, hi, lengths, _ = shown(SAYC._spot(Auction("N", "1C 1H P 2H P".split()), False))
    assert (lo, hi) == (6, 10) and lengths["H"] == 3  # the overcaller counts the raise as 8, not 0


#: bid18: SAYC's competitive auctions written from the texts for whole situations (docs/rules/bridge-bidding.md,
#: "Competitive situations written from the texts (bid18)"), on hands constructed for them (none is a test-set
#: hand), on each side of each rule's boundary.
@pytest.mark.parametrize("hand, auction, want", [
    # responder after their 1NT overcall: the double is for penalties with 10+, a two-level bid natural, not forcing
    ("SAK10 HJ105 D1042 CQJ64", "1H 1NT", "X"),          # 11 points, no fit: penalty double
    ("SA102 HJ105 D1042 CQJ64", "1H 1NT", "2H"),         # 8 points and three hearts: the raise, not a double
    ("SA102 HJ10 D10542 CQJ64", "1H 1NT", "P"),          # 8 points, no fit, no good suit: pass
    ("S6543 HKJ10873 D2 CQ2", "1C 1NT", "2H"),           # a weak hand with long hearts: natural, not forcing
    ("S6543 H1098732 D2 CQ2", "1C 1NT", "P"),            # 2 points: too weak to bid
    # advancer after their negative double: as after a pass
    ("SK107 HA107 DA862 C954", "1C 1S X", "2C"),          # 12 points, three spades: the cue-bid raise
    ("SK107 HQ107 DJ642 C953", "1C 1S X", "2S"),         # 6 points, three spades: the raise
    ("S1064 HQ4 DQJ72 CK874", "1C 1H X", "1NT"),          # 10 points, clubs stopped, two hearts: 1NT
    ("S1064 HQ4 DQJ72 C8742", "1C 1H X", "P"),            # 5 points: pass
    ("S42 HAQJ873 DK94 C42", "1D 2C X", "2H"),           # a good six-card suit, 10 points: a suit of its own
    ("SK2 HJ98732 DQ94 C74", "1D 2C X", "P"),             # a poor suit, 6 points: pass
    # advancer after partner's takeout double and their preemptive jump raise (1x–X–3x)
    ("SJ4 HA62 DK1094 CQ762", "1C X 3C", "3D"),          # 10 points, four diamonds: a free answer
    ("SJ4 H962 D10942 CQ762", "1C X 3C", "P"),           # 3 points: nothing to say, the raise took the obligation
    ("SAQ92 HA87 DA85 CJ104", "1C X 3C", "4S"),          # 15 points, four spades: game
    ("SQ92 HA87 DAK5 CJ1084", "1C X 3C", "3NT"),         # 14 points, balanced, clubs stopped: 3NT
])
def test_competitive_situations_from_the_texts(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


#: bid19: the competitive situations the bid18 audit left (docs/rules/bridge-bidding.md, "Competitive situations
#: the bid18 audit left (bid19)"), on hands constructed for them (none is a test-set hand), on each side of each
#: rule's boundary.
@pytest.mark.parametrize("hand, auction, want", [
    # the overcaller after partner's simple raise of a minor: 3NT with 17+ total points and a stopper in theirs
    ("S32 HK9 DAKJ4 CKQJ109", "1H 2C P 3C P", "3NT"),    # 17 + a length point, hearts stopped
    ("S32 HK9 DAKJ4 CKJ1098", "1H 2C P 3C P", "P"),      # 15 + 1 = 16: content with the partscore
    ("S32 H92 DAKJ4 CAKJ109", "1H 2C P 3C P", "P"),      # 16 + 1 = 17 but no heart stopper
    ("S965 HAK3 DKQJ62 CK7", "1C 1D P 2D P", "3NT"),     # 16 + 1 = 17 after a one-level overcall
    ("S965 HAQ3 DKQJ62 CK7", "1C 1D P 2D P", "P"),       # 15 + 1 = 16
    ("SK65 HAK3 DKQJ62 C87", "1C 1D P 2D P", "P"),       # 16 + 1 = 17, no club stopper
    # over 1x–X–3x a minor ranking below their suit is named at the four level, a free answer (5–12)
    ("S42 HA62 DK10942 CQ76", "1S X 3S", "4D"),          # 9 points, five diamonds
    ("S42 H962 D109742 CQ76", "1S X 3S", "P"),           # 2 points: nothing to say
    ("SK42 HA6 DK10942 CQ76", "1S X 3S", "4D"),          # 12 points with a spade stopper: not yet 3NT (14–16)
    ("S42 HA62 DQ76 CK10942", "1H X 3H", "4C"),          # clubs below their hearts
    # over 1x–X–3x a four-card major before a longer minor (the double promised the majors)
    ("S42 HA1042 DAJ987 C94", "1C X 3C", "3H"),          # 9 points: four hearts, not five diamonds
    ("S432 HA10 DAJ987 C942", "1C X 3C", "3D"),          # no four-card major: the longest suit
    ("S4 HA1042 DAJ987 CK94", "1C X 3C", "4H"),          # 12 + a singleton 3 = 15: game in the major
    ("S4 HA1042 DAJ987 C942", "1C X 3C", "3H"),          # 9 + 3 = 12: the free answer in the major
])
def test_competitive_situations_the_audit_left(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid27: after a two-over-one answer, a new suit at the three level shows extra values (16 or more total
    # points); with less, opener rebids the first suit
    ("SAQ1052 H6 DAKJ5 CQ92", "1S P 2H P", "3D"),          # 16 + 1 = 17
    ("SAQ1052 H6 DKJ75 CQ92", "1S P 2H P", "2S"),          # 12 + 1 = 13: no three-level new suit
    ("S6 HAKJ52 D932 CAKJ5", "1H P 2D P", "3C"),
    ("S6 HAQJ52 D932 CAQ95", "1H P 2D P", "2H"),
])
def test_opener_three_level_new_suit_after_two_over_one_bid27(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid27: 1♣–1♦–1♥–1♠ is natural (four spades, 6–12, forcing one round); four hearts raise instead
    ("SKJ74 H8 DQJ753 C742", "1C P 1D P 1H P", "1S"),
    ("SKJ74 H83 DQJ75 C742", "1C P 1D P 1H P", "1S"),
    ("SKJ7 H83 DQJ754 C742", "1C P 1D P 1H P", "2C"),      # three spades: the preference
    ("SKJ74 HQ983 DQJ75 C7", "1C P 1D P 1H P", "2H"),      # four hearts: the raise first
    ("SAQ74 H8 DAQ753 CK42", "1C P 1D P 1H P", "3NT"),     # 13 or more: beyond the 1♠ rule's range
    # and opener never passes it
    ("SK654 HAQ74 D3 CAJ82", "1C P 1D P 1H P 1S P", "2S"),
    ("SAK65 HAQ74 D3 CAQ82", "1C P 1D P 1H P 1S P", "4S"),
    ("SKJ6 HAQ74 D32 CKJ82", "1C P 1D P 1H P 1S P", "1NT"),
    ("S65 HAQ74 DK3 CAJ852", "1C P 1D P 1H P 1S P", "2C"),
])
def test_natural_one_spade_after_one_club_one_diamond_one_heart_bid27(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid28: a passed hand plays no Jacoby 2NT: with support and 10 or more dummy points it makes the limit raise
    ("SKQ93 H7 DAJ65 CJ762", "1S P", "2NT"),               # not passed, four spades, 13 dummy points: Jacoby
    ("SKQ93 H7 DAJ65 CJ762", "P P 1S P", "3S"),            # the same hand after its pass: the limit raise
    ("SKQ93 H7 DAJ65 CJ762", "P P P 1S P", "3S"),          # and in fourth seat
    ("SKQ93 H752 DAJ6 C762", "P P 1S P", "3S"),            # 10 dummy points: the limit raise as before
    ("SKQ93 H752 DJ62 C762", "P P 1S P", "2S"),            # 6–9: the simple raise
    ("SKQ932 H7 DJ65 CQ762", "P P 1S P", "4S"),            # five trumps and under 10: the preemptive raise stays
    ("SKQ9 H7 DAJ65 CQ7632", "1S P", "2C"),                # not passed, three spades and 13: two over one first
    ("SKQ9 H7 DAJ65 CQ7632", "P P 1S P", "3S"),            # passed: the raise, no forcing two over one
])
def test_a_passed_hand_makes_the_limit_raise_not_jacoby_bid28(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_precision_passed_hand_limit_raise_bid28():
    precision = bridge.system("precision")
    assert str(precision.bid("SKQ93 H7 DAJ65 CJ762", "P P 1S P".split(), dealer="N")) == "3S"
    assert str(precision.bid("SKQ93 H7 DAJ65 CJ762", "P 1S P".split(), dealer="N")) == "2NT"


@pytest.mark.parametrize("hand, auction, want", [
    # bid28: over 1♠ responder bids the longest suit first, the higher of two five-card suits: five hearts before
    # a shorter or equal minor, a longer minor first
    ("S2 HAQJ93 DK54 CQJ32", "1S P", "2H"),                # five hearts, four clubs: hearts first
    ("S9 HAQJ93 DK5432 CK2", "1S P", "2H"),                # five and five: the higher
    ("S9 HAQJ9 DK5432 CK32", "1S P", "2D"),                # four hearts: no 2♥ (it needs five), the minor
    ("S9 HAQJ93 DK5 C65432", "1S P", "2H"),                # five clubs, five hearts: hearts
    ("S9 HAQJ93 DK C765432", "1S P", "2C"),                # six clubs: the longer suit first
])
def test_the_longest_suit_first_in_a_two_over_one_bid28(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid28: a jump shift is one-suited, balanced, or two-suited with support for partner (Soloway's patterns); a
    # second five-card suit without support bids its suits one at a time
    ("S9 HAJT86 DAKQT4 CK9", "1S P", "2H"),                # 5-5 red, a singleton spade: two over one
    ("SQ94 HAKQ86 DAKJT4 C", "1S P", "3H"),                # the same suits with three spades: the jump shift
    ("SQ9 HAKQJ86 DAK4 CK9", "1S P", "3H"),                # one-suited: the jump shift
    ("S9 HAKQ86 DAKJ4 CKJ9", "1C P", "2H"),                # five hearts and four diamonds: the jump shift
])
def test_a_jump_shift_is_not_a_two_suiter_without_support_bid28(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: after 2♣–2NT (positive, forcing to game) opener bids a five-card suit, the longest, else 3NT; responder
    # raises a major with three, else 3NT
    ("SAKQ HKJ76432 DAKQ C", "2C P 2NT P", "3H"),           # seven hearts: natural (SAYCBridge's own test)
    ("SAQJ92 HAK DAK4 CK52", "2C P 2NT P", "3S"),           # five spades
    ("SAKJ4 HAQ32 DKQJ5 CA", "2C P 2NT P", "3NT"),          # no five-card suit: 3NT (before, the fallback pass)
    ("S862 HJ98 DAK98 CQJ5", "2C P 2NT P 3H P", "4H"),      # three hearts: game in the fit
    ("S862 H98 DAK98 CQJ52", "2C P 2NT P 3H P", "3NT"),     # two hearts: 3NT
])
def test_opener_shows_a_suit_after_the_positive_2nt_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: 1♣–1♦ with four diamonds and no major: 2♦ up to 15 total points, 3♦ with 16–18 (unbalanced; a
    # balanced 18 bids 2NT); responder then 3NT with 8+ and the majors stopped, 5♦ with 11+ without, else pass
    ("SK HQ97 DAKT5 CKJ852", "1C P 1D P", "3D"),            # 16 HCP, 17 total points
    ("SK HQ97 DQT52 CKJ852", "1C P 1D P", "2D"),            # 12 total points: the simple raise
    ("SKQ4 HA32 DAQ54 CKJ3", "1C P 1D P", "2NT"),           # balanced 19 HCP (18 total): 2NT, not 3D
    ("SKQ5 HA93 DQ742 C864", "1C P 1D P 3D P", "3NT"),      # 11, both majors stopped
    ("S8 HA93 DKQ742 CK864", "1C P 1D P 3D P", "5D"),       # 13 total points, spades unstopped
    ("S85 HA93 DKQ742 C864", "1C P 1D P 3D P", "P"),        # 10 total points, spades unstopped
])
def test_opener_jump_raises_diamonds_after_1c_1d_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: responder's jump in the own suit after opener's two-level new suit invites (six cards, 11–12): opener
    # with 14 or more accepts, in the suit with two of it, else 3NT with the unbid suit stopped; else passes
    ("SQ5 H2 DAKJ82 CK9843", "1D P 1S P 2C P 3S P", "4S"),  # 15 total points, two spades
    ("SQ5 H2 DAJ982 CK9843", "1D P 1S P 2C P 3S P", "P"),   # 12 total points: declines
    ("S5 HK2 DAKJ82 CK9843", "1D P 1S P 2C P 3S P", "3NT"),  # a singleton spade, hearts stopped
    ("S5 H82 DAKJ82 CK9843", "1D P 1S P 2C P 3S P", "P"),   # a singleton spade, hearts unstopped
])
def test_opener_answers_the_jump_in_responders_suit_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: after 1m–2m a maximum (19 or more total points) bids game: 3NT with the unbid suits stopped, else
    # five of the minor; 16–18 invites
    ("SK6 HA6 DAQJ74 CKQT6", "1D P 2D P", "3NT"),           # 20 total points, every suit stopped
    ("SJ6 HAQ5 DAQJT832 CA", "1D P 2D P", "5D"),            # 22 total points, spades unstopped
    ("SK6 HA6 DAQJ74 CQT62", "1D P 2D P", "3D"),            # 17 total points: the invitation
])
def test_opener_bids_game_after_the_minor_raise_with_a_maximum_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: the medium zone (16–18 total points) needs 15 or more high-card points: a six-card suit's length
    # points do not make 14 a medium hand, which rebids the suit at the two level (no jump, no reverse)
    ("SKQ H95 DAQT964 CK72", "1D P 1H P", "2D"),            # 14 HCP, 16 total points
    ("SKQ H95 DAQJ964 CK72", "1D P 1H P", "3D"),            # 15 HCP, 17 total points: the jump rebid
    ("SKQ H95 DAQT964 CK72", "1D 1H 1S P", "2D"),           # the same after their overcall and a free 1♠
    ("SKQ H95 DAQJ964 CK72", "1D 1H 1S P", "3D"),
    ("SAKQT87 HK4 D34 CQ92", "1S P 1NT P", "2S"),           # 14 HCP, 16 total points after 1NT
    ("SAKQT87 HA4 D34 CQ92", "1S P 1NT P", "3S"),           # 15 HCP
    ("S72 H9 DAQ76 CAKJ643", "1C P 1S P", "2C"),            # 14 HCP, 16 total points: no jump, no 2♦ reverse
    ("S72 H9 DAQ76 CAKQ643", "1C P 1S P", "3C"),            # 15 HCP
])
def test_a_medium_rebid_needs_15_high_card_points_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: their three-level jump overcall, partner's forcing major: with three of it, 16 or more high-card points
    # and a control of their suit opener cue-bids it (a slam try); responder signs off with 14 or fewer, asks for
    # aces with 15 or more
    ("SQ976 HAJ7 D8 CAKQ43", "1C 3D 3H P", "4D"),           # 16 HCP, a singleton diamond
    ("SQ976 HKQ7 D7 CAJ843", "1C 3D 3H P", "4H"),           # 15 HCP: game
    ("SQ976 HAQ7 DJ7 CAKJ4", "1C 3D 3H P", "4H"),           # 17 HCP, no control of diamonds: game
    ("SK6 HKQJ85 D76 CQ965", "1C 3D 3H P 4D P", "4H"),      # 11 HCP: declines
    ("SK6 HKQJ85 DA6 CQ965", "1C 3D 3H P 4D P", "4NT"),     # 15 HCP: Blackwood
])
def test_opener_cue_bids_their_preempt_with_a_fit_and_extras_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: eight cards of a minor with two of the top three honours, too weak to open at the one level: 4m
    ("S2 H8 DAQ987632 CQ32", "", "4D"),                     # 8 HCP
    ("S2 H8 DAK987632 CQ32", "P", "4D"),                    # 9 HCP, second seat
    ("S2 H8 DQJ987632 CQ32", "", "P"),                      # one of the top three honours: pass
    ("S2 H8 DAQ987632 CQ32", "P P P", "P"),                 # fourth seat: no preempt (the rule of 15)
])
def test_an_eight_card_minor_preempts_at_the_four_level_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: after 1x–1NT a lower second suit with 19 or more (unbalanced) jumps, forcing to game; the game-forcing
    # auction after opener's jump shift is not passed below game
    ("SK7 H3 DAQJ652 CAKJ4", "1D P 1NT P", "3C"),           # 20 total points, 6-4: the jump shift (was 3NT)
    ("SK7 H3 DAQJ652 CQJ54", "1D P 1NT P", "2C"),           # 14 total points: the simple new suit
    ("SAQ7 HK3 DAQJ65 CAJ4", "1D P 1NT P", "3NT"),          # balanced 20 total points: 3NT, no jump shift
    ("SK96 HAK975 DQ CKQJ2", "1H P 1S P 3C P 3H P", "4H"),  # partner's preference: game (was the fallback pass)
    ("SK96 HAK975 DQ CKQJ2", "1H P 1S P 3C P 3S P", "4S"),  # partner's spades again, three of them: game
    ("SK6 HAK975 DQ3 CKQJ2", "1H P 1S P 3C P 3S P", "3NT"),  # two spades: 3NT
    ("SAK765 HJ3 DA5 CAK54", "1S P 1NT P 3C P 4C P", "5C"),  # the raise of the minor: five of it
    ("SAK765 HJ3 DA5 CAK54", "1S P 1NT P 3C P 3H P", "3NT"),  # partner's new suit, two of it: 3NT
    ("SAK765 HJ3 DA5 CAK54", "1S P 1NT P 3C P 4D P", "4S"),  # a new minor at four, two of it: the major
    ("SAK765 H3 DAJ5 CAK54", "1S P 1NT P 3C P 4D P", "5D"),  # three of it: five of the minor
])
def test_opener_jump_shifts_after_1nt_and_drives_to_game_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: forcing auctions opener used to pass below game: partner's four-level preference for the minor after
    # the jump shift, the jump preference after a two-over-one (the booklet's "3♠ = game force"), and responder's
    # calls after 2♣ and a positive answer
    ("SA8 HAT52 DAKQJ92 C9", "1D P 1S P 3H P 4D P", "5D"),
    ("SQT9865 HAQT2 DJ3 CK", "1S P 2C P 2H P 3S P", "4S"),
    ("SK5 HAK DKQ765 CAK32", "2C P 2S P 3D P 3S P", "4S"),  # two spades opposite six
    ("S4 HAJ DAKT976 CAKQ4", "2C P 2S P 3D P 3S P", "3NT"),  # a singleton spade
    ("SKJ HA7 DAQ3 CAKQJ63", "2C P 2H P 3C P 3D P", "3NT"),  # a third suit: 3NT
])
def test_opener_does_not_pass_a_forcing_auction_below_game_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid33: after 1♥–2♥ four spades and 16–18 make the two-level help-suit game try; responder accepts with 8+
    ("SAT52 HAKT32 D87 CA6", "1H P 2H P", "2S"),            # 16 HCP, 17 total points (was 3♥)
    ("SAT52 HAKT32 D87 CK6", "1H P 2H P", "P"),             # 15 total points: a minimum
    ("SAT52 HAKT32 D8 CAK6", "1H P 2H P", "4H"),            # 20 total points: game
    ("SQ862 HQT5 DJT CQT92", "1H P 2H P 2S P", "3H"),       # 7 total points: declines
    ("SJT95 HAQ3 DT92 CQ42", "1H P 2H P 2S P", "4H"),       # 9 total points: accepts
])
def test_two_spades_is_a_help_suit_game_try_after_1h_2h_bid33(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: five-five in the majors with game values transfers to spades, then bids 3♥ (natural, forcing to game)
    ("SKQ765 HAJ982 D32 C4", "1NT P", "2H"),               # the transfer to spades first
    ("SKQ765 HAJ982 D32 C4", "1NT P 2H P 2S P", "3H"),     # 10 + 2 = 12 total points: 3♥, not 3NT
    ("SKQ765 HAJ982 D32 C4", "1NT X 2H P 2S P", "3H"),     # the same after their double (systems on)
    ("SKQ765 HJ9842 D32 C4", "1NT P 2H P 2S P", "2NT"),    # 6 + 2 = 8: no game force, the invitation
    ("SA3 HQ32 DKQ54 CKJ32", "1NT P 2H P 2S P 3H P", "4H"),    # opener with three hearts
    ("SAK3 HQ2 DKQ54 CJ432", "1NT P 2H P 2S P 3H P", "4S"),    # three spades, two hearts
    ("SA3 HQ2 DKQ54 CKJ432", "1NT P 2H P 2S P 3H P", "3NT"),   # two of each
])
def test_five_five_majors_after_the_transfer_to_spades_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: after 2♣ and a positive answer the auction is forcing to game: responder raises opener's major with
    # three, else 3NT; opener's 4NT after a positive minor asks for aces
    ("S62 HQ985 DK982 CQJ4", "2C P 2NT P 3H P", "4H"),     # three or more hearts: game in them
    ("S62 HQ9 DK9852 CQJ42", "2C P 2NT P 3H P", "3NT"),    # two hearts: 3NT, not a pass
    ("S62 HQ9 DK9852 CQJ42", "2C P 2NT P 3C P", "3NT"),    # opener's minor: 3NT
    ("S65 H7 D97532 CAKJ64", "2C P 3C P 4NT P", "5D"),     # one ace
    ("S65 H7 DK7532 CKQJ64", "2C P 3C P 4NT P", "5C"),     # no ace
])
def test_after_a_positive_answer_to_2c_responder_goes_to_game_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: four trumps, 13 or more dummy points and a five-card side suit headed by the ace or king: the side suit
    # first (a two-over-one), the support next; Jacoby 2NT without such a suit
    ("SK1072 HAJ652 DA2 C52", "1S P", "2H"),               # ♥AJxxx: hearts first
    ("SK1072 HQJ652 DA2 CA2", "1S P", "2NT"),              # ♥QJxxx, no ace or king: Jacoby 2NT
    ("SK1072 H52 DA2 CAJ652", "1S P", "2C"),               # five clubs with the ace
    ("SK1072 H52 DA2 CQJ652", "1S P", "3S"),               # no ace or king in clubs, 10–12 dummy points
    ("S5 HK1072 D652 CAKJ52", "1H P", "2C"),               # over 1♥: clubs first
    ("S5 HK1072 D654 CKJ652", "1H P", "3H"),               # 10 dummy points: the limit raise
    ("SK1072 HAJ652 DA2 C52", "P P 1S P", "3S"),           # a passed hand: the limit raise as before
    ("SK1072 HAJ652 DA2 C52", "1S P 2H P 2NT P", "4S"),    # the support next: game in the major
    ("SK107 HAJ652 DA2 C532", "1S P 2H P 2NT P", "4S"),    # three spades opposite five: the same
    ("S107 HAJ652 DA2 CK532", "1S P 2H P 2NT P", "3NT"),   # two spades: 3NT
])
def test_a_five_card_side_suit_before_jacoby_2nt_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


def test_precision_five_card_side_suit_bid34():
    precision = bridge.system("precision")
    assert str(precision.bid("SK1072 HAJ652 DA2 C52", "1S P".split(), dealer="N")) == "2H"
    assert str(precision.bid("SK1072 HQJ652 DA2 CA2", "1S P".split(), dealer="N")) == "2NT"


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: after opener's new suit at the three level, six cards of responder's suit and the fourth suit
    # unstopped: the suit again, not 3NT; opener then bids game
    ("SQ6 HAT9852 DA3 C876", "1S P 2H P 3D P", "3H"),      # clubs unstopped: 3♥
    ("SQ6 HAT9852 DA3 CK76", "1S P 2H P 3D P", "3NT"),     # clubs stopped: 3NT as before
    ("SQ6 HAT985 DA32 C876", "1S P 2H P 3D P", "3NT"),     # five hearts: no rebid of the suit (as before)
    ("SQ64 HAT985 DA3 C872", "1S P 2H P 3D P", "4S"),      # three spades: opener's major first
    ("SAK874 HK6 DKQJ4 C32", "1S P 2H P 3D P 3H P", "4H"),     # opener with two hearts: game in them
    ("SAK874 H6 DKQJ4 CA32", "1S P 2H P 3D P 3H P", "3NT"),    # a singleton and clubs stopped: 3NT
    ("SAK874 H DKQJ4 C5432", "1S P 2H P 3D P 3H P", "3NT"),    # a void and no stopper: 3NT all the same
    ("SAK874 H32 DK6 CAQJ4", "1S P 2D P 3C P 3D P", "5D"),     # a minor, hearts unstopped: five of it
])
def test_a_six_card_suit_again_without_the_fourth_suit_stopped_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: over 2NT five-four in the majors with game values uses Stayman, as over 1NT; after 3♦ three of the
    # five-card major forces to game, and opener bids game in it with three
    ("SKJ863 HQT92 D43 C92", "2NT P", "3C"),               # 4 + 1 = 5 total points, five spades, four hearts
    ("SKJ863 HQT92 D43 C92", "2NT P 3C P 3D P", "3S"),     # no major from opener: 3♠ shows the five-four
    ("SKJ863 HQT92 D43 C92", "2NT P 3C P 3H P", "4H"),     # the heart fit
    ("ST8632 HJT92 D43 C92", "2NT P", "3H"),               # 1 + 1 = 2: too weak for game, the transfer
    ("SKJ8632 HQT92 D43 C9", "2NT P", "3H"),               # six spades: the transfer
    ("SKJ863 HQT92 D43 C92", "2C P 2D P 2NT P", "3C"),     # after 2♣–2♦–2NT too
    ("SAQ7 HK83 DAK52 CKQ4", "2NT P 3C P 3D P 3S P", "4S"),    # opener with three spades
    ("SAQ HK83 DAK52 CKQ43", "2NT P 3C P 3D P 3S P", "3NT"),   # two spades
])
def test_five_four_majors_over_2nt_use_stayman_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: after 1♣–1♦–1♥–1♠ (natural, 6–12) and opener's 1NT or 2♣, responder invites with 11–12, else passes
    ("SKJ96 H742 DQ975 CA9", "1C P 1D P 1H P 1S P 1NT P", "P"),      # 10 total points: content with 1NT
    ("SKJ96 H742 DQ975 CAJ", "1C P 1D P 1H P 1S P 1NT P", "2NT"),    # 11: the invitation
    ("SKJ96 H742 DQ975 CA9", "1C P 1D P 1H P 1S P 2C P", "P"),       # 10: content with clubs
    ("SKJ96 H742 DQ975 CAJ", "1C P 1D P 1H P 1S P 2C P", "2NT"),     # 11: the invitation
])
def test_responder_after_the_natural_one_spade_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: after 2♣ and a positive suit answer the auction forces to game: opener's new suit at the three level
    # is raised with three in a major, a six-card major is rebid, else 3NT; after opener's 2NT the same
    ("S54 HJ92 DAKT84 CT95", "2C P 3D P 3H P", "4H"),      # three hearts: game in them
    ("S54 HJ92 DAKT84 CT95", "2C P 3D P 3S P", "3NT"),     # two spades: 3NT, not a pass
    ("S642 HKQT95 D43 CKT6", "2C P 2H P 3S P", "4S"),      # three spades
    ("S642 HKQT953 D4 CKT6", "2C P 2H P 3D P", "3H"),      # six hearts: the suit again
    ("S62 HKQT95 D43 CKT63", "2C P 2H P 3S P", "3NT"),     # five hearts, two spades: 3NT
    ("S642 HKQT953 D4 CKT6", "2C P 2H P 2NT P", "3H"),     # after opener's 2NT: six hearts
    ("SQ9 HAQJT9 D9762 C84", "2C P 2H P 2NT P", "3NT"),    # five hearts: 3NT
    ("SAKQ HK4 DAQJ CAK832", "2C P 2H P 2NT P 3H P", "4H"),    # opener with two hearts: game in them
])
def test_after_a_positive_suit_answer_to_2c_the_auction_forces_to_game_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: fourth suit forcing answered by support at the three level (the cheapest): 11–12 passes, 13 bids game
    ("S732 HQ5 DAT842 CAJ7", "1C P 1D P 1S P 2H P 3D P", "P"),       # 11 + 1 = 12: content
    ("S732 HQ5 DAT842 CAK7", "1C P 1D P 1S P 2H P 3D P", "3NT"),     # 13 + 1 = 14: game as before
    ("S853 H96 DAJ985 CKQ3", "1C P 1D P 1H P 2S P 3D P", "P"),       # after 1♣–1♦–1♥–2♠ too
])
def test_fourth_suit_forcing_answered_by_support_at_the_three_level_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: the preference goes back to opener's first suit only with the length for it: after a major with three
    # or fewer cards in the second suit (false preference with two and three), after a minor with as many
    ("SKJ96 H74 DQ975 C932", "1H P 1S P 2C P", "2H"),      # two hearts, three clubs: false preference
    ("SKJ96 H74 DQ97 C9532", "1H P 1S P 2C P", "P"),       # two hearts, four clubs: pass
    ("SKJ96 H742 DK97 C932", "1H P 1S P 2C P", "2H"),      # three and three: the first suit
    ("SKJ96 H742 D75 CQ932", "1D P 1S P 2C P", "P"),       # two diamonds, four clubs: pass
    ("SKJ96 H742 DK53 CQ92", "1D P 1S P 2C P", "2D"),      # three and three: diamonds
    ("SKJ96 H742 DK532 CQ2", "1D P 1S P 2C P", "2D"),      # four diamonds, two clubs: diamonds
    ("SKJ96 H74 DK53 CQ932", "1D P 1S P 2C P", "P"),       # three diamonds, four clubs: pass
    ("SKJ96 H742 D75 CQ932", "1C P 1S P 2D P", "3C"),      # after a reverse: no pass, three of the first suit
])
def test_the_preference_needs_the_length_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: over a 3NT opening (and 2♣–2♦–3NT) 4♦ and 4♥ are Jacoby transfers (the SAYC booklet), opener completes
    ("S5 HKQT9752 D852 C83", "3NT P", "4D"),               # seven hearts: the transfer
    ("SKQT9752 H5 D852 C83", "3NT P", "4H"),               # seven spades
    ("SKQT9 H5432 D852 C83", "3NT P", "P"),                # no five-card major: content with game
    ("S5 HKQT9752 D852 C83", "2C P 2D P 3NT P", "4D"),     # after 2♣–2♦–3NT too
    ("SAK5 HA2 DAKQ2 CKQ32", "3NT P 4D P", "4H"),          # opener completes
    ("SAK5 HA2 DAKQ2 CKQ32", "3NT P 4H P", "4S"),
    ("S5 HKQT9752 D852 C83", "3NT P 4D P 4H P", "P"),      # game reached
])
def test_transfers_over_three_notrump_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid34: after opener's 2NT rebid (18–19, denies four-card support, not three) five of responder's major are
    # bid again, forcing; opener raises with three, else 3NT
    ("SKJ962 H74 DQ97 C932", "1D P 1S P 2NT P", "3S"),     # five spades: 3♠, not 3NT
    ("SKJ96 HA742 D97 C932", "1D P 1S P 2NT P", "3NT"),    # four spades: 3NT as before
    ("SKJ9632 H74 DQ97 C92", "1D P 1S P 2NT P", "4S"),     # six: game in them as before
    ("SQ62 HAK2 DAK97 CQ93", "1D P 1S P 2NT P 3S P", "4S"),    # opener with three spades
    ("SQ6 HAK2 DAK972 CQ93", "1D P 1S P 2NT P 3S P", "3NT"),   # two spades
])
def test_five_of_the_major_again_after_opener_2nt_bid34(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: an eight-card minor opens at the four level (kwbridge.com, Cornell), a seven-card one at the three; not
    # in fourth seat
    ("S2 H83 DKQJ98765 C32", "", "4D"),
    ("S2 H832 DKQJ9876 C32", "", "3D"),
    ("S2 H83 DKQJ98765 C32", "P P P", "P"),
    # bid32: over a minor preempt 3NT with two or more of partner's minor and the other suits stopped
    # (bridgebasics.wordpress.com, bidandmade.com); a six-card major first (Pomer p88 h20)
    ("SK32 HAQ4 DKQ3 CJ432", "3C P", "3NT"),
    ("SK432 HAQ4 DKQJ32 C2", "3C P", "P"),                # a singleton club: partner's suit out of reach
    ("S432 HAQ4 DAKQ3 CJ43", "3C P", "P"),                # no spade stopper
    ("SAKQ1074 HK84 DA7 C43", "3C P", "3S"),              # a six-card major with 16: bid it
    ("SAKJ1074 HK84 DA7 C43", "3C P", "3NT"),             # 15: too weak for the new suit, 3NT
    # bid32: three trumps and no game raise a minor preempt to four, to play (Cornell)
    ("S9864 HQJ76 DK83 CA2", "3D P", "4D"),
    ("S9864 HQJ76 DK8 CA32", "3D P", "P"),                # two trumps: pass
    # bid32: a four-level minor preempt raised to game with three trumps, or two and 15 or more (Cornell, Jagger)
    ("SJ42 HQ32 D8765 C432", "4C P", "5C"),               # three clubs: extend the preempt
    ("SAK4 HKQ2 DK7654 C32", "4C P", "5C"),               # 15 with two
    ("SJ42 HQ32 D87652 C43", "4C P", "P"),                # two clubs, 3 points: the preempt plays
])
def test_preempts_in_a_minor_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # bid32: the weak two's maximum without a feature bids no-trumps (Downey ch. 14)
    ("SAQ10942 H82 DK82 C74", "2S P 2NT P", "3D"),        # 9 with ♦K: the feature
    ("SAKQ1094 H82 D982 C74", "2S P 2NT P", "3NT"),       # 9, no outside honour: 3NT
    ("SAQ10942 H82 D982 C74", "2S P 2NT P", "3S"),        # 6: a minimum
    ("S82 HAKQ1094 D982 C74", "2H P 2S P", "2NT"),        # no spade fit, a maximum without a feature
    ("S82 HAQ10942 D982 C74", "2H P 2S P", "3H"),         # 6: a minimum
    ("SAKQ1094 H82 D982 C74", "2S P 3C P", "3NT"),        # a three-level new suit, the same
    ("SAQ10942 HK2 D982 C74", "2S P 3C P", "3H"),         # the heart feature
    ("SKQ10942 H82 D982 C74", "2S P 3C P", "3S"),         # 5: a minimum
    ("SAQ10942 H832 D92 C74", "2S P 3H P", "4H"),         # three hearts: the raise
    ("SK32 HAK43 DAQ2 C932", "2S P 2NT P 3NT P", "4S"),   # responder places it: three spades, the major
    ("SK3 HAK43 DAQ2 C9432", "2S P 2NT P 3NT P", "P"),    # two: 3NT stands
])
def test_the_weak_two_rebids_without_a_feature_bid32(hand, auction, want):
    bids_by_its_rule(hand, auction, want)
