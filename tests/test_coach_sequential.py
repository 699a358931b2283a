"""The evaluation stops adding deals once more could not change what the learner reads, and only then: one
candidate left, every candidate within the game's smallest cost with three standard errors to spare, or the
leader clearly ahead of the rest. A one-step toy game makes each case exact."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from tutor.games.evaluation import Evaluation, Sampler


class Toy(NamedTuple):
    """One decision among 0, 1, 2; a sampled deal fixes each action's value (``table``)."""

    table: tuple[float, ...] = (0.0, 0.0, 0.0)
    value: float | None = None

    @property
    def current_seat(self) -> str | None:
        return None if self.value is not None else "S"

    def is_terminal(self) -> bool:
        return self.value is not None

    def legal_actions(self) -> list[int]:
        return [0, 1, 2]

    def apply(self, action: int) -> Toy:
        return Toy(self.table, self.table[action])


def sampler(values: Any, deals: int = 64) -> Sampler:
    """A sampler whose deal gives action ``a`` the value ``values(a, rng)``; the rule of thumb is 0."""
    return Sampler("toy", "points", deals=deals, min_cost=1.0,
                   sample=lambda st, seat, rng: Toy(tuple(values(a, rng) for a in range(3))),
                   utility=lambda end, seat: end.value, rollout=lambda seed: lambda st: 0, default=lambda st: 0,
                   options=lambda st, first, rng: [0, 1, 2], prune_at=8)


def test_equal_choices_stop_at_the_first_check_and_nothing_is_a_cost() -> None:
    luck = random.Random(1)
    deal = [0.0]

    def values(a: int, rng: random.Random) -> float:  # every action meets the same luck of the deal
        if a == 0:
            deal[0] = luck.gauss(0, 30)
        return deal[0]

    ev = Evaluation(sampler(values), Toy(), deals=64)
    assert ev.deals == 8 and ev.choice == 0 and ev.cost(1) is None and ev.cost(2) is None


def test_a_difference_below_the_smallest_cost_measured_exactly_stops_early() -> None:
    ev = Evaluation(sampler(lambda a, rng: 0.4 * a + 0 * rng.random()), Toy(), deals=64)
    assert ev.deals == 8 and ev.cost(0) is None and ev.cost(1) is None  # under 1 point: never a cost


def test_a_clearly_better_choice_stops_early_and_the_others_are_flagged() -> None:
    noise = random.Random(7)
    ev = Evaluation(sampler(lambda a, rng: 20.0 * (a == 2) + noise.gauss(0, 1)), Toy(), deals=64)
    assert ev.deals == 8 and ev.choice == 2
    c = ev.cost(0)
    assert c is not None and c.sure == "clearly" and c.gap > 15 and c.n == 8


def test_a_close_call_is_played_on_every_deal() -> None:
    noise = random.Random(3)
    ev = Evaluation(sampler(lambda a, rng: 1.5 * (a == 1) + noise.gauss(0, 20)), Toy(), deals=64)
    assert ev.deals == 64  # neither within the smallest cost for sure, nor clearly apart: all the deals


def test_keep_caps_the_candidates_past_a_check_but_never_drops_the_rule_of_thumb() -> None:
    import dataclasses

    noise = random.Random(5)
    s = dataclasses.replace(sampler(lambda a, rng: [0.0, 3.0, 2.0][a] + noise.gauss(0, 30)), keep=1)
    ev = Evaluation(s, Toy(), deals=32)
    assert 0 in ev.active and len(ev.active) <= 2
    assert ev.cost(ev.choice) is None  # the coach's own choice is never a cost


def test_at_the_games_own_deals_the_planted_pig_is_still_flagged_clearly() -> None:
    from tests.test_coach_agrees import PIG as pig
    from tests.test_coach_agrees import _position, pig_duckable
    from tutor.games.coach import review

    st = _position("gongzhu", pig_duckable)
    [m] = review("gongzhu", [(st, pig)], st.current_seat)  # SAMPLER.deals, stopping when settled
    assert m.chosen == pig and m.sure == "clearly" and m.cost >= 50 and m.better.suit == "S"
