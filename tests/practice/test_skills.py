"""Every skill, many seeds and every level: the engine-derived answer is the only right choice (worked out
again here through the games' public API, from the position the exercise was made from), the choices are
distinct, every explanation is a non-empty sentence in both languages, and the same seed gives the same
exercise while new seeds give new ones."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest

from tutor import i18n, practice
from tutor.cards import Card
from tutor.games import bridge, gongzhu, spades, wang27
from tutor.practice.core import SEED_LIMIT

#: seeds per skill and level (the right-answer check; ``make check`` takes the first 4, ``make unit`` all 100);
#: the language checks take the first few (``make check`` the first 2: its under-a-minute budget)
SEEDS = 4 if os.environ.get("TT_CHECK") == "1" else 100
LANG_SEEDS = 2 if os.environ.get("TT_CHECK") == "1" else 12
SKILLS = [sk.id for game in practice.GAMES for sk in practice.skills(game)]


def _cards_of(state: Any) -> str:
    return state.hand_to_play if hasattr(state, "hand_to_play") else state.current_seat


def winners(ex: practice.Exercise) -> list[bool]:
    """Each seat choice checked against the engine: the trick on the table plus the last card is the finished
    trick, the seat whose trick count went up won it, and the shared core's ``Trick.winner`` agrees."""
    f = ex.facts
    state, after, trick = f["state"], f["after"], f["trick"]
    table = state.current_trick if hasattr(state, "current_trick") else state.trick
    assert trick.plays[:-1] == table.plays and len(trick.plays) == 4
    assert after == state.apply(trick.plays[-1][1])
    gained = [s for s, n in after.tricks_won().items() if n > state.tricks_won()[s]]
    assert gained == [trick.winner()]
    return [seat == gained[0] for seat in f["values"]]


def allowed(ex: practice.Exercise) -> list[bool]:
    """Each card (or 27 Wang play) asked of the engine: ``check`` and ``in legal_actions()`` agree."""
    state = ex.facts["state"]
    out = []
    for action in ex.facts["values"]:
        ok = state.check(action) is None
        if not isinstance(action, tuple):  # a 27 Wang play's listing holds actions, not bare tuples
            assert ok == (action in state.legal_actions())
        out.append(ok)
    return out


def takes(ex: practice.Exercise) -> list[bool]:
    state = ex.facts["state"]
    seat = _cards_of(state)
    out = []
    for card in ex.facts["values"]:
        assert state.check(card) is None  # every choice is a legal card: the question is which one wins
        after = state.apply(card)
        out.append(after.tricks_won()[seat] > state.tricks_won()[seat])
    return out


def counted(ex: practice.Exercise) -> list[bool]:
    state, team = ex.facts["state"], ex.facts["team"]
    won = sum(state.tricks_won()[s] for s in team)
    return [v == won for v in ex.facts["values"]]


def equals(expected: Callable[[dict], Any]) -> Callable[[practice.Exercise], list[bool]]:
    def check(ex: practice.Exercise) -> list[bool]:
        want = expected(ex.facts)
        return [v == want for v in ex.facts["values"]]
    return check


def spades_score(f: dict) -> int:
    before = {"NS": list(f["before"])} if f["before"] else None
    return spades.score_hand(f["bids"], f["tricks"], before=before)["NS"].points


def game_over(f: dict) -> str | None:
    verdict = spades.game_over(f["totals"])
    return None if verdict is None else str(verdict)


def gongzhu_worst(ex: practice.Exercise) -> list[bool]:
    sold = {str(k): v for k, v in ex.facts["sold"].items()}
    values = {c: gongzhu.score_cards([c], sold=sold).total for c in ex.facts["values"]}
    low = min(values.values())
    return [values[c] == low for c in ex.facts["values"]]


def gongzhu_score(f: dict) -> int:
    return gongzhu.score_cards(f["cards"], sold={str(k): v for k, v in f["sold"].items()}).total


def gongzhu_side(f: dict) -> int:
    sold = {str(k): v for k, v in f["sold"].items()}
    return sum(gongzhu.score_cards(f[who], sold=sold).total for who in ("mine", "partner"))


def gongzhu_two_decks(f: dict) -> int:
    return gongzhu.score_cards(f["cards"], sold={str(k): v for k, v in f["sold"].items()},
                               rules=gongzhu.Rules.preset("two_decks")).total


def contract(f: dict) -> tuple:
    auction = bridge.Auction(dealer=f["dealer"])
    for call in f["calls"]:
        auction.call(str(call))
    c = auction.value.contract
    return (c, c.declarer)


def strongest(ex: practice.Exercise) -> list[bool]:
    """The strongest single beats each other card whichever is led (``wang27.compare``)."""
    trump, cards = ex.facts["trump"], ex.facts["values"]
    return [all(wang27.compare(a, b, trump=trump) == 1 and wang27.compare(b, a, trump=trump) == -1
                for b in cards if b != a) for a in cards]


def trumps(ex: practice.Exercise) -> list[bool]:
    return [wang27.is_trump(c, ex.facts["trump"]) for c in ex.facts["values"]]


def tractors(ex: practice.Exercise) -> list[bool]:
    return [wang27.is_tractor(list(c), trump=ex.facts["trump"]) for c in ex.facts["values"]]


def kitty(f: dict) -> int:
    return f["points"] * wang27.kitty_multiplier(f["lead"], won_with_trump=f["won_with_trump"], trump=f["trump"])


def levels(f: dict) -> dict:
    return wang27.settle(f["points"], f["target"], levels=f["levels"]).levels


def throws(ex: practice.Exercise) -> list[bool]:
    """The engine's own judge of a throw (``State.throw_stands``); a failed one leads a unit of the throw."""
    state, seat, cards = ex.facts["state"], ex.facts["seat"], ex.facts["cards"]
    led = tuple(state.apply(cards).trick.plays[0][1])
    if state.throw_stands(seat, cards):
        want = ("stands", cards)
        assert sorted(led, key=str) == sorted(cards, key=str)
    else:
        want = ("fails", tuple(sorted(led, key=str)))
        assert len(led) < len(cards) and all(led.count(c) <= cards.count(c) for c in led)
    return [v == want for v in ex.facts["values"]]


CHECKS: dict[str, Callable[[practice.Exercise], list[bool]]] = {
    "basics.winner": winners, "basics.trumps": winners, "basics.follow": allowed, "basics.take": takes,
    "basics.count": counted,
    "spades.winner": winners, "spades.follow": allowed, "spades.score": equals(spades_score),
    "spades.nil": equals(spades_score), "spades.bagout": equals(spades_score), "spades.gameover": equals(game_over),
    "gongzhu.winner": winners, "gongzhu.follow": allowed, "gongzhu.cards": gongzhu_worst,
    "gongzhu.score": equals(gongzhu_score), "gongzhu.hearts": equals(gongzhu_score),
    "gongzhu.side": equals(gongzhu_side), "gongzhu.two_decks": equals(gongzhu_two_decks),
    "bridge.winner": winners, "bridge.follow": allowed, "bridge.contract": equals(contract),
    "bridge.score": equals(lambda f: bridge.score(f["contract"], vulnerable=f["vulnerable"], tricks=f["tricks"]).total),
    "bridge.undertricks": equals(lambda f: bridge.score(f["contract"], vulnerable=f["vulnerable"],
                                                        tricks=f["tricks"]).total),
    "bridge.imps": equals(lambda f: bridge.imps(f["points"])),
    **dict.fromkeys(("bridge.open", "bridge.respond", "bridge.rebid"),  # the bidding system's call
                    equals(lambda f: str(bridge.system("sayc").bid(f["hand"], f["calls"], dealer=f["dealer"])))),
    **dict.fromkeys(("bridge.precision.open", "bridge.precision.respond", "bridge.precision.rebid"),  # 精确's call
                    equals(lambda f: str(bridge.system("precision").bid(f["hand"], f["calls"], dealer=f["dealer"])))),
    "wang27.order": strongest, "wang27.trumps": trumps, "wang27.tractor": tractors, "wang27.follow": allowed,
    "wang27.throw": throws,
    "wang27.points": equals(lambda f: wang27.points_of(f["cards"])), "wang27.kitty": equals(kitty),
    "wang27.levels": equals(levels),
}


def test_every_skill_has_a_check_and_every_game_five_skills():
    assert sorted(CHECKS) == sorted(SKILLS)
    for game in practice.GAMES:
        ids = [sk.id for sk in practice.skills(game)]
        assert len(ids) >= 5 and len(set(ids)) == len(ids) and all(i.startswith(game + ".") for i in ids)


@pytest.mark.parametrize("level", practice.LEVELS)
@pytest.mark.parametrize("skill_id", SKILLS)
def test_the_engines_answer_is_the_only_right_choice(skill_id, level):
    prompts = set()
    for seed in range(SEEDS):
        ex = practice.exercise(skill_id, seed=seed, level=level)
        assert len(ex.choices) >= 2 and len(set(ex.choices)) == len(ex.choices), (seed, ex.choices)
        right = CHECKS[skill_id](ex)
        assert right.count(True) == 1 and right.index(True) == ex.answer, (seed, ex.choices, right)
        prompts.add((ex.prompt, ex.choices))
    assert len(prompts) >= SEEDS * 0.5, f"{skill_id} level {level}: only {len(prompts)} different exercises"


@pytest.mark.parametrize("skill_id", SKILLS)
def test_explanations_in_both_languages(skill_id):
    for level in practice.LEVELS:
        for seed in range(LANG_SEEDS):
            ex = practice.exercise(skill_id, seed=seed, level=level)
            with i18n.language("zh"):
                zh = [ex.explain(i) for i in range(len(ex.choices))]
                zh_prompt, zh_choices, title = ex.prompt, ex.choices, practice.skill(skill_id).title
                zh_answer, zh_values = ex._draft().answer, ex.facts["values"]
            assert (zh_answer, zh_values) == (ex.answer, ex.facts["values"])  # made again in Chinese: the same
            en = [ex.explain(i) for i in range(len(ex.choices))]
            assert all(e.strip() and "\n" not in e for e in en + zh)
            assert en[ex.answer] not in en[:ex.answer] + en[ex.answer + 1:]  # the right one is told apart
            # the Chinese exercise is the same exercise: same number of choices, same right one, its own words
            assert len(zh_choices) == len(ex.choices) and zh != en and zh_prompt != ex.prompt
            assert any("\u4e00" <= ch <= "\u9fff" for ch in title + "".join(zh))


@pytest.mark.parametrize("skill_id", SKILLS)
def test_same_seed_same_exercise(skill_id):
    for level in practice.LEVELS:
        a, b = practice.exercise(skill_id, seed=9, level=level), practice.exercise(skill_id, seed=9, level=level)
        assert (a.prompt, a.choices, a.answer) == (b.prompt, b.choices, b.answer)
        assert [a.explain(i) for i in range(len(a.choices))] == [b.explain(i) for i in range(len(b.choices))]
    big = practice.exercise(skill_id, seed=SEED_LIMIT - 1, level=1)
    assert 0 <= big.answer < len(big.choices)


def test_difficulty_grows_with_the_level():
    """More choices at higher levels, and the rarer cases appear there: blind nil, doubled undertricks,
    the sold card's refusal, leading spades before they are broken, 27 Wang leads of two cards or more."""
    def mean_choices(skill_id, level):
        return sum(len(practice.exercise(skill_id, seed=s, level=level).choices) for s in range(30)) / 30

    for skill_id in ("spades.score", "bridge.undertricks", "basics.follow", "wang27.tractor"):
        assert mean_choices(skill_id, 1) < mean_choices(skill_id, 3), skill_id
    blind = [practice.exercise("spades.nil", seed=s, level=lvl).facts["bids"]["N"] == "blind"
             for lvl in (1, 3) for s in range(40)]
    assert not any(blind[:40]) and any(blind[40:])
    doubled = [practice.exercise("bridge.undertricks", seed=s, level=lvl).facts["contract"].doubled
               for lvl in (1, 3) for s in range(40)]
    assert not any(doubled[:40]) and all(doubled[40:])
    sold_refused = sum(any(ex.facts["state"].check(c) is not None and c in ex.facts["state"].sold_cards
                           for c in ex.facts["values"])
                       for ex in (practice.exercise("gongzhu.follow", seed=s, level=3) for s in range(40)))
    assert sold_refused >= 10
    throws = {lvl: [practice.exercise("wang27.throw", seed=s, level=lvl) for s in range(30)] for lvl in (1, 3)}
    failed = {lvl: sum(ex.facts["values"][ex.answer][0] == "fails" for ex in exs) for lvl, exs in throws.items()}
    assert 0 < failed[1] < 30 and failed[3] >= failed[1]  # failed throws: the rarer case, more of it higher up
    led_two = [len(practice.exercise("wang27.follow", seed=s, level=2).facts["state"].trick.plays[0][1]) >= 2
               for s in range(20)]
    assert all(led_two)


def test_each_skill_follows_a_lesson_that_exists():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "lessons"
    for skill_id in SKILLS:
        sk = practice.skill(skill_id)
        for lang in ("en", "zh"):
            assert (root / lang / f"{sk.lesson}.ipynb").is_file(), (skill_id, sk.lesson)
        assert sk in practice.skills_for_lesson(sk.lesson)
    assert practice.skills_for_lesson("wang27/02-combinations") == [practice.skill("wang27.tractor")]
    assert practice.skills_for_lesson("spades/07-glossary") == []
    assert isinstance(practice.exercise("basics.take", seed=1).facts["values"][0], Card)
