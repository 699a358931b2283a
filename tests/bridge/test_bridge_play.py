"""Play: opening leader, dummy face up after the lead, declarer plays dummy's cards, wrong hands refused
with the reason, claims (and a defender's claim refused), scoring at the end; the state never changes on
a refusal."""

from __future__ import annotations

import random

import pytest
from bridge_helpers import HANDS, in_play

from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError
from tutor.games import bridge
from tutor.games.bridge import Claim


def test_opening_lead_by_declarers_left_and_dummy_face_down_until_then():
    st = in_play()
    assert st.phase == "play" and st.declarer == "S" and st.dummy == "N"
    assert st.current_seat == "W" and st.hand_to_play == "W"
    assert st.view().face_down == frozenset({"N"})
    st = st.apply(Card.parse("D9"))
    assert st.view().face_down == frozenset()
    assert bridge.GAME.visible_seats(st, "E") == {"E", "N"}
    assert bridge.GAME.visible_seats(st, "N") == {"N", "S"}  # dummy sees declarer's cards (QQ)


def test_declarer_decides_for_dummy_and_the_wrong_hand_is_refused():
    st = in_play().apply(Card.parse("D9"))
    assert st.hand_to_play == "N" and st.current_seat == "S"  # South plays dummy's card
    with pytest.raises(IllegalAction) as e:
        st.apply(Card.parse("DA"))  # from South's own hand
    assert e.value.reason == "it is dummy's turn: play a card from North's hand (dummy); ♦A is in your own hand (South)"
    assert st.hand_to_play == "N" and len(st.hands["S"]) == 13
    st = st.apply(Card.parse("D2")).apply(Card.parse("D4"))
    assert st.current_seat == "S" and st.hand_to_play == "S"
    reason = st.check(Card.parse("DK"))
    assert reason == "it is your own turn (South), not dummy's: ♦K is in dummy's hand (North)"
    assert "East's card" in st.check(Card.parse("DQ"))
    assert "already been played" in st.check(Card.parse("D9"))


def test_must_follow_suit_with_reason():
    st = in_play().apply(Card.parse("D9")).apply(Card.parse("D2"))
    assert st.check(Card.parse("SQ")) == "you must follow ♦ because you hold ♦4"


def test_defender_claim_refused_and_declarer_claim_ends_the_hand():
    st = in_play()
    with pytest.raises(IllegalAction, match="only declarer \\(South\\) may claim"):
        st.apply(Claim(13))
    st = st.apply(Card.parse("D9"))
    done = st.apply(Claim(11))
    assert done.is_terminal() and done.declarer_tricks == 11
    assert done.result() == {"NS": 450, "EW": -450}
    with pytest.raises(IllegalAction, match="0 to 13"):
        st.apply(Claim(14))


def test_claim_validation_top_winners_and_double_dummy():
    rules = bridge.Rules.preset().but(claim_validation="top_winners")
    st = in_play(rules)
    for c in ("D9", "D2", "D4", "DA"):  # South wins with ♦A and is on lead
        st = st.apply(Card.parse(c))
    assert st.current_seat == "S"
    with pytest.raises(IllegalAction, match="top winners"):
        st.apply(Claim(12))
    pytest.importorskip("endplay")
    dd = in_play(bridge.Rules.preset("practice"))
    for c in ("D9", "D2", "D4", "DA"):
        dd = dd.apply(Card.parse(c))
    from tutor.games.bridge import analysis

    best = analysis.declarer_future_tricks(dd)
    assert dd.apply(Claim(best)).is_terminal()
    with pytest.raises(IllegalAction, match=f"only {best} of the 12"):
        dd.apply(Claim(best + 1))


def test_a_random_hand_to_the_end_scores_the_declarer_side():
    rng = random.Random(3)
    st = in_play()
    while not st.is_terminal():
        st = st.apply(rng.choice(st.legal_cards() or list(st.legal_actions())))
    got = st.declarer_tricks
    assert sum(st.tricks_won().values()) == 13
    assert got == st.tricks_won()["N"] + st.tricks_won()["S"]
    expected = bridge.score("4H", vulnerable=False, tricks=got).total
    assert st.result() == {"NS": expected, "EW": -expected}


def test_calls_during_play_and_cards_during_auction_are_refused():
    st = in_play()
    assert "auction is over" in st.check(bridge.Call.parse("1S"))
    from bridge_helpers import fresh

    assert "auction is still going on" in fresh().check(Card.parse("SA"))
    assert "only claim during the play" in fresh().check(Claim(3))


def test_hcp_and_qq_sheets():
    st = in_play().apply(Card.parse("D9")).apply(Claim(10))
    assert st.hcp() == {"NS": 18 + 10, "EW": 12 + 0}
    sheets = bridge.GAME.score_sheets(st)
    qq = sheets["QQ game score (North–South)"]
    assert qq.total == bridge.imps(420) + 20 - 28
    assert sheets["QQ game score (East–West)"].total == -qq.total
    # a beginner reads team names, not codes
    assert qq.title == "QQ game score for North–South"
    assert qq.lines[-1].reason == "North–South held 28 of the 40 high-card points"
    assert sheets["QQ game score (East–West)"].lines[0].reason.startswith("North–South scored ")


def test_new_hand_deals_13_each_and_starts_with_the_board_dealer():
    st = bridge.new_hand(seed=11, board_number=7)
    assert st.current_seat == "S" and st.board.vulnerable == "Both"
    assert sorted(len(h) for h in st.hands.values()) == [13] * 4
    assert HANDS  # the helper deal is complete
    assert len({c for h in st.hands.values() for c in h}) == 52


# -- claim_validation="top_winners": a claim is accepted only for tricks no defence can take -----------------

def _ending(end: dict[str, str], contract: str = "3NT") -> bridge.State:
    """South declares ``contract`` (board 3, South deals) and is on lead in an ending: each hand holds the
    cards of ``end``; the earlier tricks are made of the other cards (only their number matters here)."""
    from tutor.cards import parse_cards
    from tutor.tricks import Trick

    tail = {s: tuple(parse_cards(end[s])) for s in "NESW"}
    used = {c for h in tail.values() for c in h}
    rest = [Card(s, r) for s in "SHDC" for r in range(2, 15) if Card(s, r) not in used]
    k = 13 - len(tail["S"])
    deal = {s: tuple(rest[i * k:(i + 1) * k]) + tail[s] for i, s in enumerate("NESW")}
    st = bridge.start(bridge.Rules.preset().but(claim_validation="top_winners"), bridge.board(3), deal)
    for call in (contract, "P", "P", "P"):
        st = st.apply(call)
    done = []
    for i in range(k):
        t = Trick("W", trump=st.contract.trump)
        for s in "WNES":
            t = t.add(s, deal[s][i])
        done.append(t)
    return st.replaced(held=tuple(tail[s] for s in "NESW"), table=(2, "S", st.contract.trump, ()),
                       done=tuple(done))


@pytest.mark.parametrize("name, end, contract, sure", [
    # dummy's ♠AK are winners, but South is on lead with two losing hearts and no way to reach dummy
    ("no entry to dummy", {"S": "H2 H3", "N": "SA SK", "E": "HA HK", "W": "S2 S3"}, "3NT", 0),
    # South's ♠A and dummy's singleton ♠K fall on the same trick: a blocked suit gives one trick, not two
    ("blocked suit", {"S": "SA H2", "N": "SK H3", "E": "SQ HA", "W": "SJ HK"}, "3NT", 1),
    # dummy holds only trumps: after South's ♠A dummy must ruff South's ♠K and lead from dummy
    ("dummy must ruff", {"S": "SA SK", "N": "H2 H3", "E": "SQ SJ", "W": "D2 D3"}, "4H", 1),
    # a side-suit ace while a defender still holds a trump is not sure: it can be ruffed
    ("defender keeps a trump", {"S": "HA SA", "N": "H2 S2", "E": "H3 C2", "W": "C3 C4"}, "4H", 1),
    ("genuine top winners", {"S": "SA SK", "N": "H3 H2", "E": "SQ HA", "W": "SJ HK"}, "3NT", 2),
])
def test_top_winner_claims_count_only_tricks_cashed_from_the_hand_on_lead(name, end, contract, sure):
    st = _ending(end, contract)
    assert st.current_seat == "S" and st.hand_to_play == "S" and st.remaining_tricks == 2
    assert minimax(st) >= sure  # the claim check never promises more than best defence allows
    if sure == 2:
        assert st.apply(Claim(2)).declarer_tricks == 2
        return
    with pytest.raises(IllegalAction) as e:
        st.apply(Claim(sure + 1))
    assert e.value.reason == (f"the defenders do not accept: only {sure} of the {sure + 1} tricks you claim are "
                              "top winners (cards nobody can beat) that you can cash one after another from "
                              "South's hand, so play on")
    assert len(st.hands["S"]) == 2 and st.claimed is None  # refused: the state is unchanged
    if sure:
        assert st.apply(Claim(sure)).is_terminal()


def minimax(st) -> int:
    """Declarer's final tricks with perfect play on both sides, by brute force (small endings only)."""
    if st.is_terminal():
        return st.declarer_tricks
    values = [minimax(st.apply(c)) for c in st.legal_cards()]
    side = "NS" if st.hand_to_play in "NS" else "EW"
    return max(values) if side == ("NS" if st.declarer in "NS" else "EW") else min(values)


@pytest.mark.parametrize("contract", ["1NT", "2S"])
def test_top_winner_claims_are_never_beaten_by_best_defence(contract):
    """Property: in 60 random endings of 3 cards, every claim the top-winner check accepts is one that
    declarer really makes against any defence (brute force over the ending)."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        st = bridge.new_hand(seed=seed, rules=bridge.Rules.preset().but(claim_validation="top_winners"))
        for call in (contract, "P", "P", "P"):
            st = st.apply(call)
        while len(st.done) < 10 or st.trick.plays:
            st = st.apply(rng.choice(st.legal_cards() or list(st.legal_actions())))
        if st.current_seat != st.declarer:
            continue
        already = st.declarer_tricks
        best = minimax(st) - already
        accepted = [n for n in range(4) if st.check(Claim(n)) is None]
        assert accepted == list(range(max(accepted) + 1))
        assert max(accepted) <= best, (seed, st.hands)
        checked += 1
    assert checked >= 15


def test_new_hand_dealer_follows_the_dealer_policy():
    with pytest.raises(ParseError, match="board 1's dealer is North \\(Law 2\\), not South"):
        bridge.new_hand(seed=1, board_number=1, dealer="S")
    st = bridge.new_hand(seed=1, rules=bridge.Rules.preset().but(dealer_policy="rotate"), board_number=1, dealer="S")
    assert st.current_seat == "S" and st.next_dealer == "W" and st.next_board == 2
    assert bridge.new_hand(seed=1, board_number=2, dealer="E").current_seat == "E"
