"""The numbers a lesson's prose states agree with the engine.

Most numbers a lesson shows come from an executed code cell (strict nbval compares them). A few stand in the
prose of the MyST sources ("the pig counts −100", "play 4 boards"); the old Python generators worked them out
from the engine when they wrote the notebooks. Here each is worked out again and looked for in every
language's source, so a rule change that alters one fails until the prose says the new number.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.games.gongzhu import Rules, score_cards, signed_points

SOURCE = Path(__file__).resolve().parents[1] / "lessons" / "source"
HEARTS = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"


def source(lang: str, lesson: str) -> str:
    return (SOURCE / lang / f"{lesson}.md").read_text(encoding="utf-8")


def points(cards: str, rules: Rules | None = None) -> str:
    return signed_points(score_cards(cards, rules=rules).total)


def gongzhu_numbers() -> list[tuple[str, str, str]]:
    """(lesson, what, the engine's number as the prose writes it)."""
    rules = Rules.preset()
    return [
        ("gongzhu/00-two-minutes", "the pig", points("SQ")),
        ("gongzhu/00-two-minutes", "the goat", points("DJ")),
        ("gongzhu/00-two-minutes", "the game ends at", signed_points(rules.lose_at)),
        ("gongzhu/01-special-cards", "♥A", points("HA")),
        ("gongzhu/01-special-cards", "♥K", points("HK")),
        ("gongzhu/01-special-cards", "the transformer alone", points("C10")),
        ("gongzhu/04-scoring", "all hearts", points(HEARTS)),
        ("gongzhu/04-scoring", "all hearts and the pig", points(f"{HEARTS} SQ")),
        ("gongzhu/04-scoring", "the same, pig positive (house rule)",
         points(f"{HEARTS} SQ", rules.but(pig_positive_with_all_hearts=True))),
        ("gongzhu/05-a-whole-game", "the game ends at", signed_points(rules.lose_at)),
    ]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("lesson", "what", "number"), gongzhu_numbers(), ids=lambda v: str(v))
def test_gongzhu_prose_numbers(lang, lesson, what, number):
    assert number in source(lang, lesson), f"{lang}/{lesson}: {what} is {number} by the engine"


def test_wang27_levels_in_the_prose():
    from tutor.games.wang27 import LEVELS

    assert f"climbs the levels {LEVELS[0]}, {LEVELS[1]}, … {LEVELS[-1]}" in source("en", "wang27/07-play-a-hand")
    assert f"两队从{LEVELS[0]}打起，{LEVELS[1]}、……一直升到{LEVELS[-1]}" in source("zh", "wang27/07-play-a-hand")


def test_bridge_boards_in_the_prose():
    from tutor.games.bridge.match import BOARDS

    assert f"bid and play {BOARDS} boards" in source("en", "bridge/08-play-as-declarer")
    assert f"打{BOARDS}副牌" in source("zh", "bridge/08-play-as-declarer")
