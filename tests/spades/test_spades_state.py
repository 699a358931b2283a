"""Hand states: bidding, looking and blind nil, play legality, refusals that leave the state unchanged."""

from __future__ import annotations

import pytest

from tutor import replay
from tutor.cards import Card, parse_cards
from tutor.errors import IllegalAction, ParseError
from tutor.games import spades
from tutor.games.spades import Rules


def bid_all(st, bids=(3, 3, 3, 3)):
    for b in bids:
        st = st.apply(b)
    return st


def test_new_hand_is_at_the_first_bid_of_the_dealers_left():
    st = spades.new_hand(seed=7, dealer="N")
    assert st.phase == "bid" and st.current_seat == "E"
    assert [len(h) for h in st.hands.values()] == [13, 13, 13, 13]
    assert st.legal_actions() == [*range(14), "blind", "look"]
    assert spades.new_hand(seed=7).hands == spades.new_hand(seed=7).hands  # seeded
    assert spades.new_hand(seed=7).hands != spades.new_hand(seed=8).hands


def test_bids_nil_and_zero_are_the_same_bid():
    st = spades.new_hand(seed=1, dealer="W")
    a = st.apply(0)
    b = st.apply("nil")
    assert a == b and a.bids == {"N": "nil"}


def test_dealers_left_leads_after_bidding():
    st = bid_all(spades.new_hand(seed=5, dealer="S"))
    assert st.phase == "play" and st.current_seat == "W"


def test_club_two_first_lead_variant():
    rules = Rules.preset().but(first_lead="club_two")
    st = bid_all(spades.new_hand(seed=5, rules=rules, dealer="S"))
    holder = next(s for s, h in st.hands.items() if Card.parse("C2") in h)
    assert st.current_seat == holder
    assert st.legal_actions() == [Card.parse("C2")]
    other = next(c for c in st.hands[holder] if c != Card.parse("C2"))
    assert "♣2" in st.check(other)


@pytest.mark.parametrize("bad", [14, -1, "seven", 3.5, True, None, "blind nil please"])
def test_bad_bids_are_refused_and_nothing_changes(bad):
    st = spades.new_hand(seed=3)
    with pytest.raises(IllegalAction) as e:
        st.apply(bad)
    assert "bid" in e.value.reason
    assert st == spades.new_hand(seed=3)
    assert st.check(bad) == e.value.reason


def test_blind_nil_only_before_looking():
    st = spades.new_hand(seed=3, dealer="N")
    assert "blind" in st.legal_actions()
    looked = st.apply("look")
    assert looked.current_seat == "E" and looked.has_looked("E")
    assert "blind" not in looked.legal_actions()
    assert looked.check("look") == "East has already looked at the cards"
    with pytest.raises(IllegalAction) as e:
        looked.apply("blind")
    assert "already looked" in e.value.reason
    assert looked == st.look("E")  # the method and the action agree
    blind = st.apply("blind")
    assert blind.bids == {"E": "blind"} and not blind.has_looked("E")
    # A numeric bid means the bidder looked first.
    assert st.apply(4).has_looked("E")


def test_blind_nil_deficit_variant():
    rules = Rules.preset().but(blind_nil_requires_deficit=100)
    ahead = spades.new_hand(seed=3, rules=rules, dealer="N", before={"NS": (0, 0), "EW": (150, 0)})
    assert "blind" not in ahead.legal_actions()  # East–West lead by 150
    assert "at least 100 points behind" in ahead.check("blind")
    behind = spades.new_hand(seed=3, rules=rules, dealer="W", before={"NS": (0, 0), "EW": (150, 0)})
    assert behind.current_seat == "N" and "blind" in behind.legal_actions()


def test_blind_nil_exchange_variant():
    rules = Rules.preset().but(blind_nil_exchange_cards=2)
    st = spades.new_hand(seed=4, rules=rules, dealer="W")
    st = st.apply("blind")  # North blind nil
    st = bid_all(st, (3, 4, 2))
    assert st.phase == "exchange" and st.current_seat == "N"
    n0, s0 = set(st.hands["N"]), set(st.hands["S"])
    gives = []
    for _ in range(4):
        card = st.legal_actions().first(1)[0]
        gives.append((st.current_seat, card))
        st = st.apply(card)
    assert [g[0] for g in gives] == ["N", "N", "S", "S"]
    assert st.phase == "play" and st.current_seat == "N"
    assert len(st.hands["N"]) == len(st.hands["S"]) == 13
    assert set(st.hands["N"]) | set(st.hands["S"]) == n0 | s0


def test_out_of_turn_and_wrong_kind_of_action():
    st = spades.new_hand(seed=3, dealer="N")
    card = st.hands["E"][0]
    with pytest.raises(IllegalAction) as e:
        st.apply(card)
    assert "turn to bid" in e.value.reason
    st = bid_all(st)
    with pytest.raises(IllegalAction) as e:
        st.apply(3)
    assert "must play a card" in e.value.reason
    # A card held by somebody else is refused, naming it.
    other = st.hands["N"][0]
    with pytest.raises(IllegalAction) as e:
        st.apply(other)
    assert e.value.reason == f"East does not hold {other.symbol}"


def test_must_follow_suit_reason_names_a_card():
    st = bid_all(spades.new_hand(seed=11, dealer="N"))
    lead = st.legal_actions().first(1)[0]
    st2 = st.apply(lead)
    hand = st2.hands[st2.current_seat]
    same = [c for c in hand if c.suit == lead.suit]
    off = [c for c in hand if c.suit != lead.suit]
    if same and off:
        before = st2
        with pytest.raises(IllegalAction) as e:
            st2.apply(off[0])
        assert e.value.reason.startswith("you must follow ")
        assert st2 == before
        assert set(e.value.legal) == set(same)


def test_card_text_is_accepted_in_play():
    st = bid_all(spades.new_hand(seed=2, dealer="N"))
    card = st.legal_actions().first(1)[0]
    assert st.apply(str(card)) == st.apply(card)


def test_finished_hand_refuses_more_actions():
    st = spades.new_hand(seed=9)
    bot = spades.GAME.bot("normal", 1)
    while not st.is_terminal():
        st = st.apply(bot(st))
    assert st.phase == "over" and st.current_seat is None and st.legal_actions() == []
    with pytest.raises(IllegalAction) as e:
        st.apply(Card.parse("SA"))
    assert "hand is over" in e.value.reason
    res = st.result()
    assert set(res) == {"NS", "EW"}


def test_states_are_immutable():
    st = spades.new_hand(seed=3)
    with pytest.raises(AttributeError):
        st.turn = 2  # type: ignore[misc]
    after = st.apply(3)
    assert st.bids == {} and after.bids != {}


def test_view_hides_unlooked_hands_during_bidding_only():
    st = spades.new_hand(seed=3, dealer="N")
    assert st.view().face_down == frozenset("NESW")
    st = st.apply(2)
    assert st.view().face_down == frozenset("NSW")
    st = bid_all(st, (2, 2, 2))
    view = st.view()
    assert view.face_down == frozenset() and view.trump == "S"
    assert "Spades are not broken yet" in view.info
    assert view.hands["N"] == tuple(sorted(view.hands["N"], key=lambda c: ("SHCD".index(c.suit), -c.rank)))


def test_score_hand_rejects_bad_input():
    with pytest.raises(ParseError):
        spades.score_hand({"N": 14, "S": 1}, {"N": 1, "S": 1})
    with pytest.raises(ParseError):
        spades.score_hand({"N": 3, "S": 1}, {"N": 10, "S": 10})
    with pytest.raises(ParseError):
        spades.score_hand({"N": 3}, {"N": 1})
    with pytest.raises(ParseError):
        spades.score_hand({"N": 3, "S": 1, "E": 1, "W": 1}, {"N": 1, "S": 1, "E": 1, "W": 1})


def test_game_over_rule():
    go = spades.game_over
    assert go({"NS": 500, "EW": 10}) == "NS"
    assert go({"NS": 499, "EW": -199}) is None
    assert go({"NS": 50, "EW": -200}) == "NS"
    assert go({"NS": 520, "EW": 540}) == "EW"  # both over: the higher wins
    assert go({"NS": 510, "EW": 510}) is None  # a tie plays on
    assert go({"NS": -250, "EW": -250}) is None
    assert go({"NS": (300, 0), "EW": (120, 0)}, Rules.preset().but(win_at=300)) == "NS"
    assert go({"NS": 520, "EW": 540}).reason == "East–West reached 500 and lead 540 to 520"
    assert go({"NS": 50, "EW": -200}).reason == "East–West fell to −200 or below (−200), so North–South win 50 to −200"


def test_play_on_says_why_the_game_goes_on():
    on = spades.play_on
    assert on({"NS": 510, "EW": 510}) == ("the scores are tied at 510 past the end of the game (500): "
                                          "a tie always plays another hand")
    assert on({"NS": -250, "EW": -250}).startswith("the scores are tied at −250 past the end of the game (−200)")
    assert on({"NS": 499, "EW": -199}) == "neither side has reached 500 or fallen to −200"
    assert on({"NS": 500, "EW": 10}) is None and on({"NS": 50, "EW": -200}) is None
    assert on({"NS": 300, "EW": 0}, Rules.preset().but(win_at=300)) is None


def test_look_is_listed_only_before_looking():
    st = spades.new_hand(seed=7, dealer="N")
    assert "look" in list(st.legal_actions()) and "look" in st.legal_actions()
    looked = st.apply("look")
    assert looked.current_seat == st.current_seat and looked.has_looked("E")
    assert "look" not in list(looked.legal_actions()) and "blind" not in list(looked.legal_actions())
    assert looked.check("look") == "East has already looked at the cards"


def test_rules_switches_are_checked():
    with pytest.raises(ParseError):
        Rules.preset().but(nil_bonus=50)
    with pytest.raises(ParseError):
        Rules.preset().but(first_lead="spade_ace")
    with pytest.raises(ParseError):
        Rules.preset("hoyle")
    rules = Rules.from_json({"preset": "msn", "win_at": 300})
    assert rules.to_json() == {"preset": "msn", "win_at": 300}
    assert Rules.from_json({"preset": "windows7"}).failed_nil_tricks_count_for_partner


def test_corrupt_records_are_clear_errors():
    st = spades.new_hand(seed=3, dealer="N")
    good = replay.record(st, [3, "nil", 4, 2]).record
    bad_bid = {**good, "actions": [{"seat": "E", "bid": "seven"}]}
    with pytest.raises(ParseError, match=r"actions\[0\]: 'seven' is not a bid"):
        replay.load(bad_bid)
    wrong_seat = {**good, "actions": [{"seat": "S", "bid": 3}]}
    with pytest.raises(IllegalAction, match="East's turn"):
        replay.load(wrong_seat)
    dup = {**good, "hands": {**good["hands"], "N": good["hands"]["E"]}}
    with pytest.raises(ParseError, match="appears twice"):
        replay.load(dup)
    with pytest.raises(ParseError, match="before.NS"):
        replay.load({**good, "before": {"NS": [10, 12], "EW": [0, 0]}})
    with pytest.raises(ParseError, match="expected one of"):
        replay.load({**good, "actions": [{"seat": "E", "call": "1S"}]})
    blind_late = {**good, "actions": [{"seat": "E", "look": True}, {"seat": "E", "bid": "blind"}]}
    with pytest.raises(IllegalAction, match="already looked"):
        replay.load(blind_late)
    play_early = {**good, "actions": [{"seat": "E", "play": good["hands"]["E"][0]}]}
    with pytest.raises(IllegalAction, match="turn to bid"):
        replay.load(play_early)
    not_held = {**good, "actions": good["actions"] + [{"seat": "E", "play": good["hands"]["N"][0]}]}
    with pytest.raises(IllegalAction, match="does not hold"):
        replay.load(not_held)
    with pytest.raises(ParseError, match="win_at"):
        replay.load({**good, "rules": {"preset": "msn", "win_at": "lots"}})


def test_parse_cards_in_positions():
    assert parse_cards("SA S5 H3")[2] == Card("H", 3)


def test_check_accepts_card_text_exactly_as_apply_does():
    # check(action) is None must mean apply(action) succeeds, for card text as for Card values.
    st = bid_all(spades.new_hand(seed=5, dealer="S"))
    seat = st.current_seat
    for card in st.hands[seat]:
        reason = st.check(str(card))
        assert reason == st.check(card)
        if reason is None:
            assert st.apply(str(card)) == st.apply(card)
        else:
            with pytest.raises(IllegalAction) as e:
                st.apply(str(card))
            assert e.value.reason == reason
    assert st.check("♠A" if Card.parse("SA") not in st.hands[seat] else "♣2") is not None
    assert st.check("seven") == f"the bidding is over: {spades.state.SEAT_NAME[seat]} must play a card now"


def test_card_during_bidding_offers_blind_nil_only_when_possible():
    st = spades.new_hand(seed=3, dealer="N")
    card = st.hands["E"][0]
    assert st.check(card) == "it is East's turn to bid, not to play a card: bid 0–13, nil or blind nil"
    looked = st.apply("look")
    assert looked.check(card) == "it is East's turn to bid, not to play a card: bid 0–13, nil"


def test_blind_nil_deficit_reason_says_level_or_how_far_behind():
    rules = Rules.preset().but(blind_nil_requires_deficit=100)
    level = spades.new_hand(seed=3, rules=rules, dealer="W", before={"NS": (50, 0), "EW": (50, 0)})
    assert level.check("blind").endswith("your side is level")
    near = spades.new_hand(seed=3, rules=rules, dealer="W", before={"NS": (0, 0), "EW": (99, 9)})
    assert near.check("blind").endswith("your side is only 99 points behind")
    ahead = spades.new_hand(seed=3, rules=rules, dealer="W", before={"NS": (120, 0), "EW": (0, 0)})
    assert ahead.check("blind").endswith("your side is ahead")


@pytest.mark.parametrize("before", [{"ns": (100, 0)}, {"N": (100, 0)}, [(100, 0)], {"NS": (100, 0), "XX": (0, 0)}])
def test_misspelt_before_is_refused_not_scored_from_zero(before):
    with pytest.raises(ParseError, match="before"):
        spades.score_hand({"N": 3, "S": 4}, {"N": 2, "S": 6}, before=before)
    with pytest.raises(ParseError, match="before"):
        spades.new_hand(seed=1, before=before)
    r = spades.score_hand({"N": 3, "S": 4}, {"N": 2, "S": 6}, before={"NS": (100, 0)})["NS"]
    assert (r.total, r.bags) == (171, 1)
    assert repr(r) == "TeamResult(NS: +71 → 171, 1 bag)"


def test_finished_hand_view_counts_bags_in_words():
    from tutor.games.spades import SpadesBot

    st = spades.new_hand(seed=1)
    bot = SpadesBot(1)
    while not st.is_terminal():
        st = st.apply(bot(st))
    res = st.result()
    words = {t: f"{r.bags} bag" + ("" if r.bags == 1 else "s") for t, r in res.items()}
    assert 1 in {r.bags for r in res.values()}  # this deal gives a team exactly one bag
    line = st.view().info[-1]
    assert line == "Hand over: " + ", ".join(
        f"{spades.TEAM_NAME[t]} {r.points:+d} (total {r.total}, {words[t]})" for t, r in res.items())


def test_record_move_kind_must_fit_the_phase():
    # A blind-nil exchange is written "give", a trick card "play"; a record mixing them up is corrupt.
    rules = Rules.preset().but(blind_nil_exchange_cards=1)
    st = spades.new_hand(seed=3, rules=rules, dealer="N")
    moves = ["blind", 3, 4, 2]  # East blind nil: East passes one card to West, West one back
    after = st
    for m in moves:
        after = after.apply(m)
    gives = []
    while after.phase == "exchange":
        gives.append(list(after.legal_actions())[-1])
        after = after.apply(gives[-1])
    lead = after.legal_actions().first(1)[0]
    good = replay.record(st, [*moves, *gives, lead]).record
    assert [a.get("give") for a in good["actions"][4:6]] == [str(c) for c in gives]
    assert good["actions"][6] == {"seat": after.current_seat, "play": str(lead)}
    assert replay.load(good).summary()["tricks"] == after.apply(lead).tricks_won()
    as_play = {**good, "actions": [*good["actions"][:4], {"seat": "E", "play": str(gives[0])}]}
    with pytest.raises(ParseError, match=r'actions\[4\]: expected "give" here \(exchange phase\), got "play"'):
        replay.load(as_play)
    as_give = {**good, "actions": [*good["actions"][:6], {"seat": after.current_seat, "give": str(lead)}]}
    with pytest.raises(ParseError, match=r'actions\[6\]: expected "play" here \(play phase\), got "give"'):
        replay.load(as_give)


@pytest.mark.parametrize("moved", [("N", 0, "N", 1), ("N", 0, "E", 5), ("W", 12, "S", 12)])
def test_start_refuses_a_card_dealt_twice(moved):
    """Within one hand (the bits would carry) or across two hands (the bits would overlap)."""
    hands = {s: list(h) for s, h in spades.new_hand(seed=4).hands.items()}
    src, i, dst, j = moved
    hands[dst][j] = hands[src][i]
    with pytest.raises(ParseError, match="a card appears twice"):
        spades.start(Rules.preset(), hands, "N")
    assert spades.start(Rules.preset(), spades.new_hand(seed=4).hands, "N").masks == spades.new_hand(seed=4).masks
