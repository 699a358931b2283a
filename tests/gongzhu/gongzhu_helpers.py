"""Building Gong Zhu positions for tests: fixed cards for some seats, the rest filled in a fixed order."""

from tutor.cards import DECK_52, Card, parse_cards
from tutor.games.gongzhu import Rules, Sale, State, start


def hands_with(fixed: dict[str, str]) -> dict[str, tuple[Card, ...]]:
    """13 cards per seat: the ``fixed`` cards first, the rest of the deck dealt in deck order."""
    hands = {s: parse_cards(fixed.get(s, "")) for s in "NESW"}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in DECK_52 if c not in used]
    for s in "NESW":
        while len(hands[s]) < 13:
            hands[s].append(rest.pop())
    return {s: tuple(h) for s, h in hands.items()}


def position(fixed: dict[str, str], *, leader: str = "N", sold: dict[str, str] | None = None,
             plays: str = "", rules: Rules | None = None, first_hand: bool = False) -> State:
    """A state after the selling phase (``sold`` levels, others "none") and the given plays."""
    st: State = start(rules or Rules.preset(), hands_with(fixed), leader, first_hand=first_hand)
    sold = {Card.parse(k): v for k, v in (sold or {}).items()}
    while st.phase == "sell":
        card = st.legal_actions().first(1)[0].card
        st = st.apply(Sale(card, sold.get(card, "none")))
    for c in parse_cards(plays):
        st = st.apply(c)
    return st
