"""Gong Zhu's selling decisions: :class:`Sale`, what a rules value fixes about the selling phase
(:func:`plan`, worked out once per rules value) and how the decisions resolve (:func:`resolve_sales`).

>>> from tutor.games.gongzhu.rules import GOAT
>>> [str(s) for s in plan(Rules.preset("pc")).sales[GOAT]]
['sell DJ none', 'sell DJ hidden']
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import Card
from ..memo import IdentityMemo
from .rules import MULTIPLIER, SALEABLE, Rules


class Sale(NamedTuple):
    """A selling decision about one card: ``level`` is ``"none"`` (does not sell), ``"hidden"`` or ``"open"``."""

    card: Card
    level: str

    def __str__(self) -> str:
        return f"sell {self.card} {self.level}"


class Plan(NamedTuple):
    """What a rules value fixes about the selling phase, worked out once per rules value (every
    simulated hand starts with it): the levels and the ready ``Sale`` values of each saleable card, and
    the cards asked about, as ``(j, card)`` with ``j`` the card's place in ``SALEABLE``, and the card
    whose holder leads the first hand."""

    rules: Rules
    levels: dict[Card, tuple[str, ...]]
    sales: dict[Card, tuple[Sale, ...]]
    asked: tuple[tuple[int, Card], ...]
    first: Card


#: Each rules value's plan, by the value's identity: the engines' one memo (:class:`tutor.games.memo.IdentityMemo`).
_PLANS: IdentityMemo[Rules, Plan] = IdentityMemo(keep=64)


def plan(rules: Rules) -> Plan:
    """The selling plan of ``rules`` (made on first use, then remembered by identity: a hash of the
    rules' many fields would cost more than the plan saves)."""
    found = _PLANS.get(rules)
    if found is not None:
        return found
    levels = {c: rules.levels_for(c) for c in SALEABLE}
    # a card is asked about unless "none" is its only level (the goat under all_but_goat)
    return _PLANS.put(rules, Plan(rules, levels, {c: tuple(Sale(c, lv) for lv in lv_) for c, lv_ in levels.items()},
                                  tuple((j, c) for j, c in enumerate(SALEABLE) if levels[c] != ("none",)),
                                  Card.parse(rules.first_leader_card)))


def resolve_sales(rules: Rules, sales: tuple[tuple[str, Card, str], ...]) -> tuple[tuple[tuple[Card, str], ...],
                                                                                 Card | None]:
    """The sold cards once everyone has decided, applying ``auto_sell_fourth`` (B-G14)."""
    sold: dict[Card, str] = {}
    for _, c, lvl in sales:  # in the two-deck room both holders of a face may sell it: the higher level counts
        if lvl != "none" and MULTIPLIER[lvl] > MULTIPLIER[sold.get(c, "none")]:
            sold[c] = lvl
    if rules.auto_sell_fourth and len(sold) == 3 and len(rules.sale_levels) > 1:
        fourth = next(c for c in SALEABLE if c not in sold)
        if len(rules.levels_for(fourth)) > 1:  # never the goat in the all-but-goat mode
            sold[fourth] = rules.levels_for(fourth)[1]
            return tuple(sold.items()), fourth
    return tuple(sold.items()), None
