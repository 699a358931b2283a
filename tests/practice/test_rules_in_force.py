"""Drills follow the house rules in force (issue 34): the class's, else the learner's own, else the usual. Each
check works the answer out again through the engine under the house rules, and fails if a drill ignores them: a
Gong Zhu drill under 二副 deals 104 cards and counts 26 hearts, a Spades drill under the failed-nil switch scores a
failed nil that way, the game-over drill uses the rules' limits, and the prompt names the rules that apply."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor import i18n, practice
from tutor.classview import houserules
from tutor.games import gongzhu, spades
from tutor.games.switches import house_rules
from tutor.practice import rules as mine

TWO = {"preset": "two_decks"}
NIL = {"failed_nil_tricks_count_for_partner": True}  # the usual (MSN) rules have it off


def test_the_usual_rules_are_off_by_a_switch_these_tests_use() -> None:
    assert gongzhu.Rules.preset().decks == 1 and house_rules("gongzhu", TWO).rules.decks == 2
    assert not spades.Rules.preset().failed_nil_tricks_count_for_partner


@pytest.mark.parametrize("skill", ["gongzhu.winner", "gongzhu.follow"])
def test_a_gong_zhu_card_drill_under_two_decks_deals_104_cards(skill: str) -> None:
    for seed in range(6):
        ex = practice.exercise(skill, seed=seed, level=2, rules=TWO)
        state = ex.facts["state"]
        assert state.rules.decks == 2
        # every card still held or already played: 104 in all (13 tricks of 4 would be 52)
        held = sum(len(h) for h in state.hands.values())
        assert held + 4 * sum(state.tricks_won().values()) + len(ex.facts["state"].trick.plays) == 104
        usual = practice.exercise(skill, seed=seed, level=2)
        assert usual.facts["state"].rules.decks == 1


def test_the_all_hearts_drill_under_two_decks_counts_26_hearts() -> None:
    rules = house_rules("gongzhu", TWO).rules
    for seed in range(8):
        ex = practice.exercise("gongzhu.hearts", seed=seed, level=1, rules=TWO)
        cards, sold = ex.facts["cards"], ex.facts["sold"]
        assert sum(c.suit == "H" for c in cards) in (25, 26)
        right = gongzhu.score_cards(cards, sold={str(k): v for k, v in sold.items()}, rules=rules).total
        assert ex.facts["values"][ex.answer] == right


@pytest.mark.parametrize("skill", ["gongzhu.score", "gongzhu.cards", "gongzhu.side"])
def test_gong_zhu_scoring_drills_score_by_the_rules_in_force(skill: str) -> None:
    rules = house_rules("gongzhu", {**TWO, "pig_positive_with_all_hearts": True}).rules
    for seed in range(8):
        ex = practice.exercise(skill, seed=seed, level=2, rules=rules)
        f = ex.facts
        sold = {str(k): v for k, v in f["sold"].items()}
        if skill == "gongzhu.cards":
            worst = f["values"][ex.answer]
            assert all(gongzhu.score_cards([worst], sold=sold, rules=rules).total
                       <= gongzhu.score_cards([c], sold=sold, rules=rules).total for c in f["values"])
        elif skill == "gongzhu.side":
            right = sum(gongzhu.score_cards(p, sold=sold, rules=rules).total for p in (f["mine"], f["partner"]))
            assert f["values"][ex.answer] == right
        else:
            assert f["values"][ex.answer] == gongzhu.score_cards(f["cards"], sold=sold, rules=rules).total


def _failed_nils() -> list[practice.Exercise]:
    out = []
    for seed in range(60):
        ex = practice.exercise("spades.nil", seed=seed, level=2, rules=NIL)
        if ex.facts["tricks"]["N"] > 0:
            out.append(ex)
    return out


def test_a_spades_drill_under_the_failed_nil_switch_scores_it_that_way() -> None:
    rules = house_rules("spades", NIL).rules
    differ = 0
    for ex in _failed_nils():
        f = ex.facts
        right = spades.score_hand(f["bids"], f["tricks"], rules=rules)["NS"].points
        usual = spades.score_hand(f["bids"], f["tricks"])["NS"].points
        assert f["values"][ex.answer] == right
        differ += right != usual
    assert differ >= 3  # the switch changed the answer, and the drill followed


def test_the_game_over_drill_uses_the_limits_in_force() -> None:
    rules = house_rules("spades", {"win_at": 400, "lose_at": -200}).rules
    for seed in range(10):
        ex = practice.exercise("spades.gameover", seed=seed, level=2, rules=rules)
        verdict = spades.game_over(ex.facts["totals"], rules)
        assert ex.facts["values"][ex.answer] == (None if verdict is None else str(verdict))
        assert "400" in ex.prompt and "−200" in ex.prompt


def test_the_prompt_names_the_rules_in_force_in_every_language() -> None:
    ex = practice.exercise("gongzhu.score", seed=1, level=1, rules=TWO)
    said = house_rules("gongzhu", TWO).plain()
    assert ex.prompt.startswith("<p class='tt-rules-in-force'>") and said[0] in ex.prompt
    with i18n.language("zh"):
        zh = ex.prompt
        assert "二副" in zh.split("</p>")[0] and "House rules" not in zh
    plain = practice.exercise("gongzhu.score", seed=1, level=1)
    assert "tt-rules-in-force" not in plain.prompt and plain != ex
    # the usual rules named explicitly are the usual rules: no note, the same exercise
    assert practice.exercise("gongzhu.score", seed=1, level=1, rules={"preset": "zhongyou"}) == plain


def test_the_class_rules_come_before_the_learners_own(tmp_path: Path) -> None:
    data, folder = tmp_path / "data", tmp_path / "class"
    assert practice.in_force("gongzhu", data=data, folder=folder) is None
    mine.choose("gongzhu", TWO, data=data)
    assert mine.source("gongzhu", data=data, folder=folder) == "learner"
    assert practice.in_force("gongzhu", data=data, folder=folder).rules.decks == 2
    houserules.fix("gongzhu", {"preset": "partnership"}, folder)
    got = practice.in_force("gongzhu", data=data, folder=folder)
    assert got.rules.partnership and got.rules.decks == 1
    assert mine.source("gongzhu", data=data, folder=folder) == "class"
    houserules.fix("gongzhu", None, folder)
    assert practice.in_force("gongzhu", data=data, folder=folder).rules.decks == 2
    mine.choose("gongzhu", {"preset": "zhongyou"}, data=data)  # the usual rules again: nothing kept
    assert mine.mine(data) == {} and practice.in_force("gongzhu", data=data, folder=folder) is None


def test_each_learner_has_their_own(tmp_path: Path) -> None:
    mine.choose("gongzhu", TWO, data=tmp_path, learner="b-ann")
    mine.choose("spades", NIL, data=tmp_path, learner="b-bob")
    assert practice.in_force("gongzhu", data=tmp_path, folder=tmp_path, learner="b-ann").rules.decks == 2
    assert practice.in_force("gongzhu", data=tmp_path, folder=tmp_path, learner="b-bob") is None
    assert practice.in_force("spades", data=tmp_path, folder=tmp_path, learner="b-ann") is None
    assert set(mine.mine(tmp_path, "b-bob")) == {"spades"} and mine.mine(tmp_path, "../x") == {}


def test_a_bad_own_file_is_the_usual_rules(tmp_path: Path) -> None:
    (tmp_path / mine.FILE).write_text('{"gongzhu": {"decks": 7}}', encoding="utf-8")
    assert practice.in_force("gongzhu", data=tmp_path, folder=tmp_path / "class", learner="") is None
    with pytest.raises(Exception, match="decks"):
        mine.choose("gongzhu", {"decks": 7}, data=tmp_path)


def test_the_practice_widget_and_the_house_rules_page_use_the_rules_in_force(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from tutor.widgets.house import HouseRulesPlay
    from tutor.widgets.practice import Practice

    monkeypatch.setenv("TUTOR_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("TUTOR_CLASS_DIR", str(tmp_path / "class"))
    page = Practice("gongzhu.winner", seed=4, level=1, recorder=lambda *a, **k: None)
    assert page.current is not None and page.current.rules is None
    HouseRulesPlay("gongzhu", preset="two_decks").choose("")  # the learner plays 二副: kept as their own
    page.next()
    assert page.current.rules is not None and page.current.facts["state"].rules.decks == 2
    assert "tt-rules-in-force" in page._prompt.value
    houserules.fix("gongzhu", {"preset": "partnership", "lose_at": -2000}, tmp_path / "class")
    page.next()
    assert page.current.rules.rules.lose_at == -2000 and page.current.facts["state"].rules.decks == 1


@pytest.mark.parametrize("skill", ["bridge.open", "bridge.respond", "bridge.rebid"])
def test_the_bidding_drills_bid_by_the_system_in_force(skill: str) -> None:
    from tutor.games import bridge

    differ = 0
    for seed in range(12):
        ex = practice.exercise(skill, seed=seed, level=2, rules={"bidding": "precision"})
        f = ex.facts
        right = str(bridge.system("precision").bid(f["hand"], f["calls"], dealer=f["dealer"]))
        assert f["values"][ex.answer] == right and "Precision" in ex.prompt
        differ += right != str(bridge.system("sayc").bid(f["hand"], f["calls"], dealer=f["dealer"]))
    assert differ  # the systems disagree somewhere: the drill followed the one in force


def test_the_27_wang_kitty_drill_multiplies_by_the_rule_in_force() -> None:
    from tutor.games import wang27

    chosen = house_rules("wang27", {"kitty_multiplier": "times"}).rules
    differ = 0
    for seed in range(12):
        ex = practice.exercise("wang27.kitty", seed=seed, level=2, rules=chosen)
        f = ex.facts
        right = wang27.kitty_sheet(f["points"], f["lead"], won_by_defenders=True, won_with_trump=f["won_with_trump"],
                                   trump=f["trump"], rules=chosen).total
        usual = wang27.kitty_sheet(f["points"], f["lead"], won_by_defenders=True, won_with_trump=f["won_with_trump"],
                                   trump=f["trump"]).total
        assert int(f["values"][ex.answer]) == right
        differ += right != usual
    assert differ
