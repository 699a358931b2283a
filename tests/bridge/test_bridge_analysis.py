"""Double dummy: the table agrees with the per-card analysis, best play keeps the value, a brute-force
minimax over our own engine agrees in endings, the bots pick the lowest of the best cards, and everything
degrades with a clear message without endplay."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from bridge_helpers import in_play

from tutor.cards import Card
from tutor.errors import IllegalAction
from tutor.games import bridge
from tutor.games.bridge import analysis, bots
from tutor.seats import team_of

# skipped without endplay, asked without importing it: endplay brings matplotlib (about a second of CPU), and
# an import here would be paid by every pytest process that collects this file, not only the one running it
pytestmark = pytest.mark.skipif(importlib.util.find_spec("endplay") is None, reason="endplay is not installed")


def minimax(st) -> int:
    """Declarer's final tricks with perfect play, by brute force through our engine (small endings only)."""
    if st.is_terminal():
        return st.declarer_tricks
    values = [minimax(st.apply(c)) for c in st.legal_cards()]
    return max(values) if team_of(st.hand_to_play) == team_of(st.declarer) else min(values)


def play_to(st, cards_left: int, chooser=bots.low_card):
    while len(st.hands["N"]) + len(st.hands["E"]) + len(st.hands["S"]) + len(st.hands["W"]) > 4 * cards_left:
        st = st.apply(chooser(st))
    return st


def test_table_equals_best_defence_at_the_opening_lead():
    st = in_play()
    table = analysis.dd_table(st.deal)
    assert analysis.declarer_future_tricks(st) == table["H"]["S"]
    scores = analysis.card_tricks(st)
    assert set(scores) == set(st.legal_cards())
    assert min(scores.values()) == table["H"]["S"]


def test_best_card_keeps_the_value_for_the_rest_of_the_hand():
    st = in_play()
    value = analysis.declarer_future_tricks(st)
    while not st.is_terminal():
        card = bots.dd_card(st)
        scores = analysis.card_tricks(st)
        assert scores[card] == value
        best = max(scores.values()) if team_of(st.hand_to_play) == "NS" else min(scores.values())
        assert scores[card] == best
        st = st.apply(card)
    assert st.declarer_tricks == value


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_card_analysis_agrees_with_brute_force_in_endings(seed):
    st = bridge.new_hand(seed=seed)
    for c in ["1NT", "P", "3NT", "P", "P", "P"] if seed != 2 else ["P", "1S", "P", "4S", "P", "P", "P"]:
        st = st.apply(c)
    st = play_to(st, 3)
    for _ in range(3):  # the last three cards of a trick-in-progress too
        scores = analysis.card_tricks(st)
        assert scores == {c: minimax(st.apply(c)) for c in st.legal_cards()}
        st = st.apply(bots.low_card(st))


def test_dd_bot_breaks_ties_toward_the_lowest_card_and_low_card_bot_plays_low():
    st = in_play()
    best = analysis.best_cards(st)
    assert bots.dd_card(st) == best[0] == min(best, key=lambda c: (c.rank, "CDHS".index(c.suit)))
    assert bots.low_card(st) == min(st.legal_cards(), key=lambda c: (c.rank, "CDHS".index(c.suit)))


def test_par_of_the_sample_deal():
    st = in_play()
    score, contracts = analysis.par(st.deal, vulnerable="None", dealer="N")
    assert isinstance(score, int) and contracts
    table = analysis.dd_table(st.deal)
    # every par contract makes its level double dummy (par is never a sacrifice when the score is positive)
    if score > 0:
        for text in contracts:
            c = bridge.Contract.parse(text.split(" by ")[0], declarer=text.split(" by ")[1])
            assert table[c.strain][c.declarer] >= c.tricks_needed


def test_without_endplay_everything_degrades_with_a_clear_message(monkeypatch):
    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    monkeypatch.setitem(sys.modules, "endplay.types", None)
    analysis._table.cache_clear()
    analysis._solve.cache_clear()
    assert not analysis.available()
    st = in_play()
    with pytest.raises(analysis.DoubleDummyUnavailable, match="needs the endplay package"):
        analysis.dd_table(st.deal)
    assert bots.dd_card(st) == bots.low_card(st)
    practice = in_play(bridge.Rules.preset("practice")).apply(Card.parse("D9"))
    with pytest.raises(IllegalAction, match="top winners"):
        practice.apply(bridge.Claim(12))
