"""A seedable practice opponent: sells conservatively, keeps out of tricks with the pig or hearts in
them, dumps the pig on whoever is winning the trick (the player most likely to take it) and only ever
chooses among ``state.legal_actions()``, so it never plays illegally.

>>> from tutor.games.gongzhu import GAME
>>> st, bot = GAME.new_hand(seed=1), GAME.bot("normal", seed=1)
>>> while not st.is_terminal():
...     st = st.apply(bot(st))
>>> sum(st.result().values()) == sum(sheet.total for sheet in st.score_sheets().values())
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...cards import Card
from ...seats import SEAT_INDEX, partner_of
from ...tricks import winning_index
from .rules import GOAT, PIG, TRANSFORMER
from .scoring import HEART_VALUE
from .state import Action, Sale, State

Key = Callable[[Card], tuple[int, int]]

SA, SK = Card("S", 14), Card("S", 13)
DA, DK = Card("D", 14), Card("D", 13)


def _value(card: Card) -> int:
    """A rough value of a card to whoever takes it (the transformer is left out: it only multiplies)."""
    if card.suit == "H":
        return HEART_VALUE[card.rank]
    if card == PIG:
        return -100
    if card == GOAT:
        return 100
    return 0


class Bot:
    """``Bot(seed)(state) -> action``; the seed only breaks ties, so the same seed gives the same game."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "<gongzhu Bot>"

    def __call__(self, state: State) -> Action:
        legal = list(state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        if state.phase == "sell":
            return self._sell(state, [a for a in legal if isinstance(a, Sale)])
        cards = [a for a in legal if isinstance(a, Card)]
        hand = state.held[SEAT_INDEX[state.turn]]
        led = state.trick.led_suit
        if led is None:
            key = self._lead_key(state, hand)
        elif cards[0].suit == led:
            key = self._follow_key(state, cards)
        else:
            key = self._discard_key(state, hand)
        keys = [key(c) for c in cards]
        best = min(keys)
        return self.rng.choice([c for c, k in zip(cards, keys, strict=True) if k == best])

    # -- selling -------------------------------------------------------------------------------------
    def _sell(self, state: State, legal: list[Sale]) -> Sale:
        card = legal[0].card  # decide one card at a time, in the order the engine asks
        options = [a for a in legal if a.card == card]
        levels = [a.level for a in options]
        if "none" not in levels:  # the room makes every sale compulsory: take the cheapest level
            return options[0]
        hand = state.held[SEAT_INDEX[state.turn]]
        spades = [c for c in hand if c.suit == "S"]
        diamonds = [c for c in hand if c.suit == "D"]
        # Conservative: only a well-guarded pig (many spades, no ♠A ♠K to be caught with) or a goat
        # backed by the top diamonds; never the ♥A or the transformer, whose risk is hard to judge.
        sell = (card == PIG and len(spades) >= 5 and SA not in hand and SK not in hand) or (
            card == GOAT and DA in hand and DK in hand and len(diamonds) >= 4)
        return options[1] if sell else options[0]

    # -- playing -------------------------------------------------------------------------------------
    def _pig_out(self, state: State, hand: tuple[Card, ...]) -> bool:
        """The pig is still in someone else's hand."""
        return PIG not in hand and state.pig_taker() is None and PIG not in state.trick.cards

    def _lead_key(self, state: State, hand: tuple[Card, ...]) -> Key:
        pig_out = self._pig_out(state, hand)
        counts: dict[str | None, int] = {s: sum(1 for c in hand if c.suit == s) for s in "SHDC"}

        def key(c: Card) -> tuple[int, int]:
            risk = c.rank
            if c == PIG:
                risk += 100
            elif c.suit == "H":
                risk += 3 * c.rank
            elif pig_out and c in (SA, SK):
                risk += 60
            elif c == GOAT or c == TRANSFORMER:
                risk += 20
            return (risk, counts[c.suit])

        return key

    def _follow_key(self, state: State, legal: list[Card]) -> Key:
        plays = state.trick.cards
        led = plays[0].suit
        top = max(c.rank for c in plays if c.suit == led)
        last = len(plays) == 3
        loot = sum(_value(c) for c in plays)
        hand = state.held[SEAT_INDEX[state.turn]]
        pig_out = self._pig_out(state, hand)
        friend = _partner_winning(state)

        def key(c: Card) -> tuple[int, int]:
            if c == PIG and top > 12 and not friend:
                return (0, 0)  # ♠K or ♠A is winning (not partner's): the pig goes to that player
            wins = c.rank > top
            if not wins:
                return (1, -c.rank)  # the highest card that still loses
            gain = loot + _value(c)
            if last and gain >= 0 and c != PIG:
                return (0, -c.rank)  # a safe trick to take: take it with the highest card
            danger = 50 if c == PIG else 0
            if led == "S" and pig_out and c in (SA, SK):
                danger += 30  # the pig may still fall on it
            if led == "H" or loot < 0:
                danger += 10
            return (2, danger + c.rank)

        return key

    def _discard_key(self, state: State, hand: tuple[Card, ...]) -> Key:
        pig_out = self._pig_out(state, hand)
        counts: dict[str | None, int] = {s: sum(1 for c in hand if c.suit == s) for s in "SHDC"}
        if _partner_winning(state):  # 对家: partner takes this trick: give it the goat, keep the pig and hearts
            def friendly(c: Card) -> tuple[int, int]:
                if c == GOAT:
                    return (0, 0)
                if c == PIG or (c.suit == "H" and HEART_VALUE[c.rank]) or c == TRANSFORMER:
                    return (9, c.rank)
                return (3, -c.rank * 4 + counts[c.suit])

            return friendly

        def key(c: Card) -> tuple[int, int]:
            if c == PIG:
                return (0, 0)  # dump the pig on whoever is winning this trick
            if pig_out and c in (SA, SK):
                return (1, -c.rank)
            if c.suit == "H" and HEART_VALUE[c.rank]:
                return (2, HEART_VALUE[c.rank])
            if c == GOAT:
                return (9, 0)  # keep the goat: discarding it gives +100 away
            return (3, -c.rank * 4 + counts[c.suit])

        return key


def _partner_winning(state: State) -> bool:
    """In the partnership room (对家), is the bot's partner winning the trick on the table?"""
    plays = state.plays
    if not plays or not state.rules.partnership:
        return False
    return bool(plays[winning_index([c for _, c in plays])][0] == partner_of(state.turn))


def beginner_bot(seed: int | None = None) -> Callable[[State], Action]:
    """The ``beginner`` level: never sells a card and always plays its lowest legal card, whatever the
    trick holds (so it does not steer clear of the pig or the hearts).

    >>> from tutor.games.gongzhu import GAME
    >>> st, bot = GAME.new_hand(seed=1), beginner_bot(1)
    >>> while not st.is_terminal():
    ...     st = st.apply(bot(st))
    >>> st.is_terminal()
    True
    """
    def act(state: State) -> Action:  # fixed rules: the seed is not needed
        legal = list(state.legal_actions())
        sales = [a for a in legal if isinstance(a, Sale)]
        if sales:
            return next((a for a in sales if a.level == "none"), sales[0])
        cards = [a for a in legal if isinstance(a, Card)]
        return min(cards, key=lambda c: (c.rank, "CDHS".index(c.suit or "")))

    return act
