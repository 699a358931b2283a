"""Bridge widgets in Python: the bidding box refuses illegal calls with the engine's reason and leaves the
auction unchanged; the calculator follows the engine; the hindsight column marks the card played; declarer
practice plays dummy's cards from declarer's seat, refuses the wrong hand, claims and undoes."""

from __future__ import annotations

import re

import pytest

from tutor.cards import Card
from tutor.games import bridge
from tutor.lessons.bridge_examples import hindsight, pbn_replay, record
from tutor.widgets.bridge import BiddingBox, DeclarerPlay, HindsightReplay, ScoreCalculator


def test_bidding_box_refuses_with_the_reason_and_keeps_the_auction():
    box = BiddingBox(dealer="N")
    assert box.call("1S") and box.call("P")
    assert not box.call("1H")
    assert box.message == ("Not allowed: 1♥ is an insufficient bid: the last bid was 1♠, so bid 1NT or higher "
                           "(at the same level the strain must be higher (♣ < ♦ < ♥ < ♠ < NT))")
    assert [str(c) for c in box.auction.calls] == ["1S", "P"]
    assert not box.call("XX") and "not been doubled" in box.message
    for c in ("2H", "P", "P", "P"):
        assert box.call(c)
    assert box.auction.is_over and "Contract 2♥ by South" in box._outcome.value
    assert not box.call("P") and "auction is over" in box.message
    box.restart()
    assert box.auction.calls == () and repr(box) == "BiddingBox(dealer='N', calls='', over=False)"


def test_score_calculator_follows_the_engine():
    calc = ScoreCalculator("4S", vulnerable=False, tricks=10, hcp=25)
    assert calc.sheet.total == 420
    assert "QQ game score for the declaring side with 25 HCP: IMP 9 + 20 − 25 = +4" in calc._outcome.value
    calc.set("3NTXX", vulnerable=True, tricks=6)
    assert calc.sheet.total == bridge.score("3NTXX", vulnerable=True, tricks=6).total == -1600
    assert "1600 points to the defenders" in calc._outcome.value


def test_hindsight_column_marks_the_card_played_and_its_cost():
    rp = pbn_replay("07-holdup.pbn")
    data = hindsight("07-holdup.hindsight.json")
    hr = HindsightReplay(rp, hindsight=data, start=9)
    assert hr.column() == {"S2": 10, "S3": 10, "SA": 8}
    assert "♠A" in hr._dd.value and "fails (costs 2) ◀ played next" in hr._dd.value
    hr.go(2)
    assert "appears during the play" in hr._dd.value


def test_precomputed_hindsight_matches_the_solver():
    pytest.importorskip("endplay")
    from tutor.games.bridge import analysis

    rp = pbn_replay("07-holdup.pbn")
    data = hindsight("07-holdup.hindsight.json")
    for step in ("9", "20", "40"):
        live = {str(c): t for c, t in analysis.card_tricks(rp.state_at(int(step))).items()}
        assert live == data[step]


def test_declarer_practice_plays_dummy_refuses_wrong_hand_claims_and_undoes():
    pytest.importorskip("endplay")
    st = record("03-dummy.json").state_at(10)  # auction over: 4♥ by South, West to lead
    st = st.replaced(rules=bridge.Rules.preset("practice"))
    game = DeclarerPlay(state=st)
    assert game.state.hand_to_play == "N" and game.my_turn()  # West (a bot) has led; dummy's turn
    assert game.hand() == game.state.view().hands["N"]  # the clickable hand is dummy's
    wrong = game.state.hands["S"][0]
    assert game._act(wrong) is False and "it is dummy's turn" in game.message
    legal = game.state.legal_cards()[0]
    assert game.click(game.hand().index(legal))
    assert any(line.startswith(f"North (dummy) plays {legal.symbol}") for line in game.lines)
    from tutor.games.bridge import analysis

    before = game.state
    n = before.remaining_tricks
    certain = analysis.declarer_future_tricks(before) >= n
    assert game.choose(f"Claim all {n} remaining tricks") is certain
    if certain:
        assert game.state.is_terminal()
    else:
        assert game.state is before and "the defenders do not accept" in game.message
    assert game.undo()
    assert game.state.remaining_tricks == 13


def _seat_cards(svg: str) -> dict[str, list[str]]:
    """Face-up cards drawn at each seat's place on the table: the cards between a seat's label and the next
    label (the table draws each seat as label then hand; the trick sits between West/East and South)."""
    trick_start = svg.index('opacity="0.10"')  # the green trick area
    out: dict[str, list[str]] = {}
    marks = [(m.start(), m.group(1)) for m in re.finditer(r'class="tt-seat[^"]*" data-seat="(\w)"', svg)]
    for i, (start, seat) in enumerate(marks):
        end = marks[i + 1][0] if i + 1 < len(marks) else len(svg)
        if start < trick_start < end:
            end = trick_start
        out[seat] = re.findall(r'data-card="(\w+)"', svg[start:end])
    return out


def test_declarer_practice_draws_dummy_at_north_and_names_the_clickable_hand():
    pytest.importorskip("endplay")
    st = record("03-dummy.json").state_at(10)  # auction over: 4♥ by South, West to lead
    st = st.replaced(rules=bridge.Rules.preset("practice"))
    game = DeclarerPlay(state=st)
    north = [str(c) for c in game.state.view().hands["N"]]
    south = [str(c) for c in game.state.view().hands["S"]]
    # dummy's turn: dummy face up at North's place, declarer's own hand at South's, the clickable hand dummy's
    assert game.state.hand_to_play == "N"
    seats = _seat_cards(game._table.value)
    assert seats["N"] == north and seats["S"] == south and seats["E"] == seats["W"] == []
    assert "North (dummy)" in game._table.value
    assert game.hand_caption() == "dummy (North)" and "Dummy (North)</b> is to play" in game._caption.value
    assert re.findall(r'data-card="(\w+)"', game._picker.svg) == north
    assert "dummy (North)" in game._status.value
    game.click(game.hand().index(game.state.legal_cards()[0]))
    # play on (lowest legal card from whichever hand) until it is declarer's own hand's turn
    while game.state.hand_to_play != "S":
        game.click(game.hand().index(game.state.legal_cards()[0]))
    north = [str(c) for c in game.state.view().hands["N"]]
    south = [str(c) for c in game.state.view().hands["S"]]
    seats = _seat_cards(game._table.value)
    assert seats["N"] == north and seats["S"] == [], "dummy stays face up at North; South's hand is below"
    assert game.hand_caption() == "your hand (South)" and "Your hand (South)</b> is to play" in game._caption.value
    assert re.findall(r'data-card="(\w+)"', game._picker.svg) == south
    # the caption sits right above the clickable hand
    kids = list(game.children)
    assert kids.index(game._caption) + 1 == kids.index(game._picker)


def test_declarer_practice_new_deal_uses_quick_seeds():
    pytest.importorskip("endplay")
    from tutor.games.bridge import PRACTICE_SEEDS

    game = DeclarerPlay(seed=0)
    assert game.state.declarer == "S" and game.state.rules.claim_validation == "double_dummy"
    assert game.state.deal == bridge.practice_hand(PRACTICE_SEEDS[0]).deal
    assert Card.parse("SA") in {c for h in game.state.deal.values() for c in h}
