"""A ``Card`` built past its constructor's checks (``tuple.__new__(Card, ("X", 3))``: any suit, rank or length,
even unhashable) is refused by every game as any other bad action is: ``apply`` raises ``IllegalAction`` with a
reason (naming the card where one is played), ``check`` gives that reason, the state is unchanged, and both kernels
(the compiled one and its pure-Python reference) answer alike. Before, such a card raised ``KeyError``,
``IndexError`` or ``TypeError`` from the rules' messages (27 Wang's ``views.sort_key``, ``Card.symbol``), and the
compiled kernels read past the end of a short one."""

from __future__ import annotations

import copy
import importlib
import random
from typing import Any

import pytest

from tests.kernel_agreement import compiled_or_fail
from tutor.cards import Card, not_a_card
from tutor.errors import IllegalAction
from tutor.games import get


def _forged(*items: object) -> Card:
    return tuple.__new__(Card, items)  # type: ignore[no-any-return]


#: cards equal to none of the deck's: an unknown suit, ranks off the deck, a joker's suit with a plain rank,
#: too few or too many items, an unhashable rank, a bool rank (``True == 1``: no card either)
FORGED = {"X3": _forged("X", 3), "S1": _forged("S", 1), "S99": _forged("S", 99), "S2.5": _forged("S", 2.5),
          "None3": _forged(None, 3), "one item": _forged("S"), "no item": _forged(), "three items": _forged("S", 14, 1),
          "unhashable": _forged("S", [14]), "S True": _forged("S", True)}
GAMES = ["spades", "gongzhu", "bridge", "wang27"]


def _wrapped(game: str, card: Card) -> list[object]:
    """``card`` as each game takes a card from outside: bare, in a list or tuple, in a 27 Wang action, in a Gong
    Zhu sale."""
    out: list[object] = [card, [card], (card,)]
    if game == "wang27":
        from tutor.games.wang27 import Action

        out += [Action(kind, (card,)) for kind in ("play", "bury", "declare")] + [Action("play", (card, card))]
    if game == "gongzhu":
        from tutor.games.gongzhu import Sale

        out.append(Sale(card, "open"))
    return out


def _states(game: str) -> list[Any]:
    """States of a few random hands: the first, then every 9th (auctions, sales, declarations, leads, follows; bridge
    without claims, or a random claim soon ends the play)."""
    facade, found = get(game), []
    rules = importlib.import_module("tutor.games.bridge").Rules.preset().but(claims=False) if game == "bridge" else None
    for seed in range(3):
        st, rng, n = facade.new_hand(seed=seed, rules=rules), random.Random(seed), 0
        found.append(st)
        while not st.is_terminal() and n < 300:
            st, n = st.apply(st.legal_actions().choice(rng)), n + 1
            if n % 9 == 5:
                found.append(st)
    return found


def _playing(game: str) -> list[Any]:
    """The states of :func:`_states` where a card is to be played (the first action listed is one)."""
    found = [st for st in _states(game) if not st.is_terminal() and (
        isinstance(first := st.legal_actions().first(1)[0], Card) or getattr(first, "kind", None) == "play")]
    assert found, game
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_forged_card_is_refused_with_a_reason_by_both_kernels_and_changes_nothing(game: str) -> None:
    package = f"tutor.games.{game}"
    kernels = {"state": None, "reference": importlib.import_module(package + ".kernel"),
               "compiled": compiled_or_fail(package + ".ckernel")}
    for st in _states(game):
        before = copy.deepcopy(st)
        for name, card in FORGED.items():
            for action in _wrapped(game, card):
                reasons = set()
                for kernel, module in kernels.items():
                    with pytest.raises(IllegalAction) as refused:
                        st.apply(action) if module is None else module.apply(st, action)
                    assert isinstance(refused.value.reason, str) and refused.value.reason, (game, name, kernel)
                    reasons.add(str(refused.value.reason))
                reason = st.check(action)
                assert isinstance(reason, str) and reason, (game, name, action)
                assert reasons == {str(reason)}, (game, name)  # the same reason, whichever kernel
                assert st == before, (game, name)


@pytest.mark.parametrize("game", GAMES)
def test_a_forged_card_played_is_named_in_the_reason(game: str) -> None:
    for st in _playing(game):
        for name, card in FORGED.items():
            action = (card,) if game == "wang27" else card
            with pytest.raises(IllegalAction) as refused:
                st.apply(action)
            assert str(card) in str(refused.value.reason), (game, name, str(refused.value.reason))


@pytest.mark.parametrize("name", sorted(FORGED))
def test_a_forged_card_names_itself_and_is_known_as_no_card(name: str) -> None:
    card = FORGED[name]
    assert str(card) == repr(card) == "Card(" + ", ".join(repr(x) for x in tuple.__iter__(card)) + ")"
    assert not_a_card(card) == f"{card} is not a card: a card is a suit S H D C with a rank 2 to 14 (ace), or a " \
        "joker (suit None, rank 15 or 16)"


def test_a_card_equal_to_one_of_the_deck_is_a_card() -> None:
    """(Built past the checks but equal to ♠A, as a float rank makes it: both kernels judge it by equality.)"""
    assert not_a_card(_forged("S", 14.0)) is None and not_a_card(Card("S", 14)) is None
