"""Where a hand of 27 Wang starts: a fresh deal, a deal from a record, or an exercise position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...cards import Card, parse_cards
from ...errors import IllegalAction
from ...seats import SEAT_NAME, SEATS
from .auction import AuctionRound
from .declare import DeclarationRound
from .rules import Rules
from .state import KERNEL, State


def new_hand(seed: int | None = None, rules: Rules | None = None, *, dealer: str = "N",
             levels: Mapping[str, str] | None = None) -> State:
    """A freshly dealt hand (25 cards each, 8 in the kitty) at its first decision."""
    rules = _STANDARD if rules is None else Rules.given(rules)
    held, kitty = KERNEL.deal_hands(seed)  # ``cards.deal(seed, size=25, deck_size=108)``, compiled when built
    return initial(rules, dealer, dict(zip(SEATS, held, strict=True)), kitty, levels)


_STANDARD = Rules.preset()  # rules are frozen values: the default is built once, not for every hand


def default_levels(rules: Rules) -> dict[str, str]:
    """Everybody starts at 2: per team (2 v 2) or per seat (1 v 3)."""
    return {s: "2" for s in SEAT_NAME} if rules.mode == "1v3" else {"NS": "2", "EW": "2"}


def initial(rules: Rules, dealer: str, hands: Mapping[str, tuple[Card, ...]], kitty: tuple[Card, ...],
            levels: Mapping[str, str] | None = None) -> State:
    lv = tuple(dict(levels or default_levels(rules)).items())
    held = tuple(tuple(hands[s]) for s in SEATS)
    st = State(rules, dealer, held, tuple(kitty), lv, turn=dealer, decl=DeclarationRound.for_rules(rules))
    if rules.trump_selection == "banker_names":
        return st._replace(phase="bid", auction=AuctionRound(dealer, rules))
    return st


def position(hands: Mapping[str, Any], *, trump: str | None, leader: str = "N", banker: str | None = None,
             plays: Any = (), target: int = 80, rules: Rules | None = None,
             levels: Mapping[str, str] | None = None) -> State:
    """A play-phase position for exercises: (partial) ``hands``, ``leader`` to lead, then ``plays``.

    ``hands`` maps seats to card texts (``"S9 S9 H3"``); ``plays`` is a list of ``(seat, cards)``
    applied in turn through the engine, so every play is checked; ``levels`` the levels before the
    hand (default: everybody at 2).

    >>> st = position({"N": "S8 S8 S6 S6", "W": "SK SK S5 S3 H4"}, trump="H", plays=[("N", "S8 S8 S6 S6")])
    >>> st.current_seat, st.check(["SK", "SK", "S5", "H4"])
    ('W', 'a tractor of 2 pairs of ♠ was led and you hold ♠K ♠K ♠5 ♠3: you must play all your cards of ♠')
    """
    rules = rules or Rules.preset()
    held = tuple(tuple(parse_cards(hands.get(s, ""))) for s in SEATS)
    st = State(rules, leader, held, (), tuple(dict(levels or default_levels(rules)).items()), phase="play", trump=trump,
               banker=banker or leader, target=target, turn=leader, decl=DeclarationRound.for_rules(rules))
    for seat, cards in plays:
        if seat != st.current_seat:
            raise IllegalAction(f"it is {SEAT_NAME[st.current_seat or 'N']}'s turn, not {SEAT_NAME[seat]}'s")
        st = st.apply(list(parse_cards(cards)) if isinstance(cards, str) else list(cards))
    return st
