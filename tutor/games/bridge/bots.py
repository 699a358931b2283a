"""Practice players: a bidder that bids by the table's bidding system, a legal-low-card player and a
double-dummy player.

The bidder bids by ``state.rules.bidding`` (SAYC unless the learner chose 精确 Precision:
``tutor.games.bridge.bidding``), the same records that explain each call to the learner.

>>> from tutor.replay import play_out
>>> from tutor.games.bridge import new_hand
>>> st = new_hand(seed=5)
>>> bot = simple_bot()
>>> actions = play_out(st, dict.fromkeys("NESW", bot))
>>> st2 = st
>>> for a in actions:
...     st2 = st2.apply(a)
>>> st2.is_terminal()
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...cards import Card
from .auction import PASS, STRAINS, Call

Bot = Callable[[Any], Any]


def bid(state: Any) -> Call:
    """The call the table's bidding system makes for the seat to call in ``state``."""
    return system_call(state).call


def system_call(state: Any) -> Any:
    """The bidding system's call for the seat to call, with its meaning (``bidding.Meaning``)."""
    from .bidding import Hand, system

    a = state.auction
    return system(getattr(state.rules, "bidding", "sayc")).choose(Hand.of(state.deal[a.turn]), a)


def _low_key(card: Card) -> tuple[int, int]:
    return card.rank, "CDHS".index(card.suit or "")


def low_card(state: Any) -> Card:
    """The lowest legal card (ties: clubs, diamonds, hearts, spades)."""
    return min((a for a in state.legal_actions() if isinstance(a, Card)), key=_low_key)


def dd_card(state: Any) -> Card:
    """The double-dummy best card for the side to play, the lowest of equally good cards; the low card
    when endplay is not installed."""
    from . import analysis

    if not analysis.available():
        return low_card(state)
    return analysis.best_cards(state)[0]


def simple_bot(seed: int | None = None) -> Bot:
    """Simple bidding, then a legal low card: fast, needs nothing installed."""
    def act(state: Any) -> Any:
        return bid(state) if state.phase == "auction" else low_card(state)
    return act


def beginner_bot(seed: int | None = None) -> Bot:
    """The ``beginner`` level: a timid beginner who never bids (always passes) and plays its lowest legal card."""
    def act(state: Any) -> Any:
        return PASS if state.phase == "auction" else low_card(state)
    return act


def double_dummy_bot(seed: int | None = None) -> Bot:
    """Simple bidding, then the double-dummy best card (ties broken toward the lowest card)."""
    def act(state: Any) -> Any:
        return bid(state) if state.phase == "auction" else dd_card(state)
    return act


__all__ = ["beginner_bot", "bid", "low_card", "dd_card", "simple_bot", "double_dummy_bot", "STRAINS"]
