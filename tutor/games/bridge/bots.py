"""Practice players: a plain bidder, a legal-low-card player and a double-dummy player.

The bidder is deliberately simple (it is an opponent for practice, not a bidding system): open with 12+
high-card points (1NT with a balanced 15–17), overcall a five-card suit, raise partner with a fit to the
level the two hands' points suggest, never double.

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
from ...seats import partner_of, team_of
from .auction import PASS, STRAINS, Call
from .scoring import hcp

Bot = Callable[[Any], Any]


def _lengths(hand) -> dict[str, int]:
    out = dict.fromkeys("SHDC", 0)
    for c in hand:
        out[c.suit] += 1
    return out


def _balanced(lengths: dict[str, int]) -> bool:
    shape = sorted(lengths.values())
    return shape[0] >= 2 and shape[1] >= 3


def bid(state: Any) -> Call:
    """The simple bidder's call for the seat to call in ``state``."""
    a = state.auction
    seat = a.turn
    hand = state.deal[seat]
    pts = hcp(hand)
    lengths = _lengths(hand)
    legal = a.legal_calls()
    last = a.last_bid
    my_team = team_of(seat)
    our_bids = [(i, c) for i, c in enumerate(a.calls) if c.kind == "bid" and team_of(a.seat_of(i)) == my_team]
    if len(our_bids) >= 3:
        return PASS  # keep it short: this bot never bids more than three times per side

    def cheapest(strain: str, max_level: int = 7) -> Call | None:
        for c in legal:
            if c.kind == "bid" and c.strain == strain and c.level <= max_level:
                return c
        return None

    def at_level(strain: str, level: int) -> Call:
        target = Call("bid", level, strain)
        return target if target in legal else PASS

    longest = max("SHDC", key=lambda s: (lengths[s], "CDHS".index(s)))
    if last is None:  # nobody has bid: open or pass
        if 15 <= pts <= 17 and _balanced(lengths):
            return Call("bid", 1, "NT")
        if pts >= 12:
            return Call("bid", 1, longest)
        return PASS
    partner = partner_of(seat)
    partner_strains = [c.strain for i, c in enumerate(a.calls) if c.kind == "bid" and a.seat_of(i) == partner]
    if not partner_strains:  # the opponents bid first (or partner passed): overcall a good suit
        if pts >= 10 and lengths[longest] >= 5:
            c = cheapest(longest, 2)
            return c or PASS
        return PASS
    # partner has bid: estimate the partnership's points and look for a fit
    first_bidder = next(a.seat_of(i) for i, c in enumerate(a.calls) if c.kind == "bid")
    partner_pts = 16 if partner_strains[0] == "NT" else 13 if first_bidder == partner else 10
    total = pts + partner_pts
    fit = next((s for s in partner_strains if s != "NT" and lengths[s] + 4 >= 8), None)
    if fit:
        game = 4 if fit in "HS" else 5
        level = 6 if total >= 33 else game if total >= 26 else 3 if total >= 23 else 2 if total >= 20 else 0
        return at_level(fit, level) if level else PASS
    if "NT" in partner_strains or _balanced(lengths):
        level = 6 if total >= 33 else 3 if total >= 26 else 2 if total >= 23 else 0
        if level:
            return at_level("NT", level)
    if lengths[longest] >= 5 and pts >= 6 and longest not in partner_strains:
        return cheapest(longest, 2) or PASS
    return PASS


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
