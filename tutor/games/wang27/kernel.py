"""27 Wang's kernel: a play judged and made without building a reason, and the legal view of a state.
``State.apply`` is "this, or else the explaining check that names the reason": :func:`play` answers ``None`` for
anything it does not take (a refusal, a text, a bid, a bury), and ``State.apply_other`` then asks ``check``.

:func:`play` is exact for the plays it judges (a tuple of ``Card`` values in the play phase): legal plays give the
state after them, illegal ones ``None`` (``fast.follow_ok`` and ``State.lead_ok`` decide, handing the hard cases,
pairs and tractors to follow, to ``follow.follow_problem``). ``tests/wang27/test_wang27_fast.py`` checks it
against ``check`` over many random hands.

This module is the pure-Python reference of the compiled kernel, ``ckernel.pyx`` (the same functions, in C, and
the play-phase views' draws): the state takes its ``apply``, ``legal_actions`` and ``is_terminal`` from
``ckernel`` when it is built (``pip install -e .``), else from here; ``tests/wang27/test_wang27_compiled.py``
compares the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import Card, deal
from ...seats import SEAT_INDEX, SEATS
from ..legal import LegalActions
from .action import Action
from .fast import follow_ok
from .listing import DRAWN, legal_view

if TYPE_CHECKING:
    from .state import State

__all__ = ["apply", "deal_hands", "is_terminal", "legal_actions", "play"]


def play(st: State, action: Any) -> State | None:
    """The state after ``action`` when the kernel takes it, else ``None`` (the explaining path then judges it):
    the very action the state's legal view just drew (``listing.DRAWN``: legal as drawn), or a play of a tuple of
    ``Card`` values in the play phase that is legal (a lead of one suit, a follow as the rules require)."""
    drawn = DRAWN.get(st)
    if drawn is not None and drawn is action:
        return st.apply_drawn(drawn)
    if type(action) is Action and action[0] == "play" and st.phase == "play":
        cards = action[1]
        if type(cards) is tuple and cards and all(type(c) is Card for c in cards):
            hand = st.held[SEAT_INDEX[st.turn]]  # type: ignore[index]
            trick = st.trick
            if trick is None:
                if st.lead_ok(hand, cards):
                    return st.apply_play(cards)
            elif follow_ok(hand, trick, cards, st.trump, st.rules.trump_tier_tractors):
                return st.apply_play(cards)
    return None


def apply(st: State, action: Any) -> State:
    """The state after ``action``; raises ``IllegalAction`` (with the reason) and changes nothing. The kernel
    (:func:`play`), else ``State.apply_other``: the explaining path (``check`` names the reason of a refusal)."""
    after = play(st, action)
    if after is not None:
        return after
    return st.apply_other(action)


def legal_actions(st: State) -> LegalActions[Action]:
    """Every legal action as a lazy view (``listing.legal_view``): iterate, count, test ``in``, ``choice``."""
    return legal_view(st)


def is_terminal(st: State) -> bool:
    """Is the hand over (played out, or passed out)?"""
    return st.phase == "over"


def deal_hands(seed: int | None) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The four hands (in seat order) and the kitty of a fresh deal: ``cards.deal(seed, size=25, deck_size=108)``.

    >>> held, kitty = deal_hands(3)
    >>> [len(h) for h in held], len(kitty)
    ([25, 25, 25, 25], 8)
    """
    hands, kitty = deal(seed, size=25, deck_size=108)
    return tuple(tuple(hands[s]) for s in SEATS), tuple(kitty)
