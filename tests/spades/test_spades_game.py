"""A whole game (a ``Match``): running totals and bags carried from hand to hand, dealer rotation, end and tie rules."""

from __future__ import annotations

import pytest

from tutor.errors import IllegalAction
from tutor.games import spades
from tutor.games.spades import Match, Rules, SpadesBot, play_match


def test_game_carries_totals_and_bags_and_rotates_the_deal():
    game = play_match(seed=3)
    assert game.is_terminal() and game.current_seat is None and not game.legal_actions()
    assert game.result()["winner"] == game.winner
    hands = game.hands
    order = "NESW"
    for prev, nxt in zip(hands, hands[1:], strict=False):
        res = prev.result()
        assert nxt.before == ((res["NS"].total, res["NS"].bags), (res["EW"].total, res["EW"].bags))
        assert order.index(nxt.dealer) == (order.index(prev.dealer) + 1) % 4
    # Only the last hand ends the game.
    for k in range(1, len(hands)):
        totals = {t: r.total for t, r in hands[k - 1].result().items()}
        assert spades.game_over(totals) is None
    assert game.winner == spades.game_over(game.totals)
    assert game.winner.reason in game.check(3)
    with pytest.raises(IllegalAction, match="game is over"):
        game.apply(3)


def test_first_dealer_is_random_by_seed_and_reproducible():
    dealers = {Match.new(seed=s).first_dealer for s in range(20)}
    assert len(dealers) > 1
    assert Match.new(seed=5).current == Match.new(seed=5).current
    assert Match.new(seed=5, dealer="E").current.dealer == "E"


def scripted_hand(before):
    """The same bot-played hand (seed 2) starting from ``before``; returns its final state."""
    st = spades.new_hand(seed=2, dealer="N", before=before)
    bots = {s: SpadesBot(i) for i, s in enumerate("NESW")}
    while not st.is_terminal():
        st = st.apply(bots[st.current_seat](st))
    return st


def test_a_tie_above_500_plays_on():
    probe = scripted_hand(None).result()
    target = 500
    before = {"NS": (target - probe["NS"].points, 0), "EW": (target - probe["EW"].points, 0)}
    # Both bag counters start at 0, so no bag-out changes the arithmetic.
    assert probe["NS"].bagouts == probe["EW"].bagouts == 0
    hand = scripted_hand(before)
    res = hand.result()
    assert res["NS"].total == res["EW"].total == 500
    game = Match(Rules.preset(), 2, "N", (), None)
    finished = game._replace_current(None, (hand,))
    assert finished.winner is None  # tied at 500: play another hand
    assert "tie always plays another hand" in spades.play_on({"NS": 500, "EW": 500})
    # Through apply: the game deals a new hand from the tied totals, the deal passing to East.
    start = game._replace_current(scripted_hand_start(before))
    bots = {s: SpadesBot(i) for i, s in enumerate("NESW")}
    g = start
    while len(g.hands) < 1:
        g = g.apply(bots[g.current_seat](g.current))
    assert not g.is_terminal() and g.current.dealer == "E"
    assert g.totals == {"NS": (500, res["NS"].bags), "EW": (500, res["EW"].bags)}


def scripted_hand_start(before):
    return spades.new_hand(seed=2, dealer="N", before=before)


def test_game_ends_when_a_side_falls_to_minus_200():
    probe = scripted_hand(None).result()
    before = {"NS": (-200 - probe["NS"].points + 10, 0), "EW": (0, 0)}
    res = scripted_hand(before).result()
    assert res["NS"].total == -190
    before = {"NS": (-200 - probe["NS"].points, 0), "EW": (0, 0)}
    res = scripted_hand(before).result()
    assert res["NS"].total == -200
    verdict = spades.game_over({t: r.total for t, r in res.items()})
    assert verdict == "EW" and verdict.reason.startswith("North–South fell to −200 or below (−200)")


def test_lower_threshold_variant_shortens_games():
    rules = Rules.preset().but(win_at=150, lose_at=-100)
    short = play_match(seed=4, rules=rules)
    assert short.winner in ("NS", "EW")
    ns, ew = short.totals["NS"][0], short.totals["EW"][0]
    assert max(ns, ew) >= 150 or min(ns, ew) <= -100
    # The game used the variant's thresholds: the default 500 / −200 would have played on,
    # and no earlier hand met the variant's end test.
    assert -200 < min(ns, ew) and max(ns, ew) < 500 and spades.game_over(short.totals) is None
    assert short.winner == ("NS" if ns > ew else "EW")
    for row in short.table()[:-1]:
        assert spades.game_over({"NS": row["NS total"], "EW": row["EW total"]}, rules) is None


def test_table_rows():
    game = play_match(seed=1)
    rows = game.table()
    assert len(rows) == len(game.hands)
    assert rows[-1]["NS total"] == game.totals["NS"][0]
    assert set(rows[0]) >= {"hand", "dealer", "NS bids", "EW bids", "NS points", "EW total", "NS bags"}
