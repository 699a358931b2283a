"""The Gong Zhu score calculator and the generic PlayAlong driven by the Gong Zhu facade GAME."""

from tutor.cards import Card
from tutor.games.gongzhu import Rules, score_cards
from tutor.widgets import PlayAlong
from tutor.widgets.gongzhu import CARDS, ScoreCalculator

ALL = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2 SQ DJ C10"


def test_calculator_seed_examples():
    calc = ScoreCalculator("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"})
    assert calc.sheet.total == -640
    calc.set(ALL, sold=dict.fromkeys(["SQ", "DJ", "C10", "HA"], "open"))
    assert calc.sheet.total == 12800
    assert "total=+12800" in repr(calc)


def test_calculator_clicks_levels_and_buttons():
    calc = ScoreCalculator()
    assert calc.sheet.total == 0
    calc.pick(CARDS.index(Card("C", 10)))
    assert calc.captured == [Card("C", 10)] and calc.sheet.total == 50
    calc.set_level("C10", "open")
    assert calc.sheet.total == 200
    calc.toggle("DJ")
    calc.toggle("SQ")
    assert calc.sheet.total == 0  # transformer with others summing to 0
    calc.sweep()
    assert calc.sheet.total == score_cards(ALL, sold={"C10": "open"}).total == (200 + 100 + 100) * 8
    calc.all_hearts()
    assert calc.sheet.total == 200
    calc.clear()
    assert calc.captured == []


def test_calculator_refuses_bad_input_with_a_message():
    calc = ScoreCalculator("SQ")
    calc.toggle("SK")
    assert "not a scoring card" in calc.message
    calc.set_level("SQ", "double")
    assert "not a sale level" in calc.message
    calc.set_level("SK", "open")
    assert "cannot be sold" in calc.message
    assert calc.sheet.total == -100  # unchanged


def test_calculator_pc_rules_offer_one_level():
    calc = ScoreCalculator(rules=Rules.preset("pc"))
    calc.set_level("SQ", "open")
    assert "not a sale level" in calc.message


def _to_play(pa):
    while pa.state.phase == "sell":
        assert pa.my_turn()
        label = next(label for label, _ in pa.facade.choices(pa.state) if label.startswith("keep"))
        assert pa.choose(label)


def test_playalong_sale_choices_illegal_click_undo_and_scores():
    # find a seed where South has a sale decision
    seed = next(s for s in range(50) if _south_decides(s))
    pa = PlayAlong("gongzhu", seat="S", seed=seed)
    labels = [label for label, _ in pa.facade.choices(pa.state)]
    assert any(label.startswith("keep") for label in labels) and any("明卖 ×4" in label for label in labels)
    _to_play(pa)
    # play the hand; whenever South holds a card that may not be played, click it first
    refused = 0
    for _ in range(60):
        st = pa.state
        if st.is_terminal():
            break
        hand = pa.hand()
        legal = st.legal_actions()
        bad = [i for i, c in enumerate(hand) if c not in legal]
        if bad:
            assert not pa.click(bad[0])
            refused += 1
            assert "Not allowed: you must follow" in pa.message or "was sold" in pa.message
            assert pa.state is st
            good = next(i for i, c in enumerate(hand) if c in legal)
            assert pa.click(good)
            assert pa.state is not st
            assert pa.undo() and pa.state is st
            assert pa.click(good)
            continue
        assert pa.click(next(i for i, c in enumerate(hand) if c in legal))
    assert pa.state.is_terminal() and refused >= 1
    sheets = pa.facade.score_sheets(pa.state)
    assert set(sheets) == {"North", "East", "South", "West"}
    assert {k: v.total for k, v in sheets.items()} == {
        n: pa.state.result()[s] for s, n in zip("NESW", ["North", "East", "South", "West"], strict=True)}


def _south_decides(seed):
    from tutor.games.gongzhu import new_hand

    st = new_hand(seed=seed)
    return any(s == "S" for s, _ in st.pending)
