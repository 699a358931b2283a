"""The single-card trick core shared by Spades, Gong Zhu, Bridge and the basics game.

A game plugs in its own lead rules (spades broken, ♣2 first, sold cards) on top of these three ideas:
you must follow the suit led if you can; the highest trump wins, else the highest card of the suit led;
every verdict comes with a reason a beginner can read.

>>> t = Trick("N", trump="S")
>>> for seat, text in [("N", "H4"), ("E", "HK"), ("S", "S2"), ("W", "HA")]:
...     t = t.add(seat, Card.parse(text))
>>> t.winner()
'S'
>>> t.winner_reason()
'South wins with ♠2: spades are trumps and ♠2 is the only trump played'
>>> follow_reason(parse_cards("H7 C2"), "H", Card.parse("C2"))
'you must follow ♥ because you hold ♥7'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import RANK_NAME, SUIT_NAME, SUIT_SINGULAR, SUIT_SYMBOL, Card, format_cards, parse_cards
from .seats import SEAT_NAME

__all__ = ["Trick", "follow_reason", "legal_follows", "winning_index", "narrate_play", "parse_cards"]


def legal_follows(hand: Iterable[Card], led_suit: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led_suit``."""
    hand = list(hand)
    if led_suit is None:
        return hand
    same = [c for c in hand if c.suit == led_suit]
    return same or hand


def follow_reason(hand: Sequence[Card], led_suit: str | None, card: Card) -> str | None:
    """``None`` if ``card`` may follow, else why not (naming a card of the led suit that is held)."""
    if card not in hand:
        return f"you do not hold {card.symbol}"
    if led_suit is None or card.suit == led_suit:
        return None
    held = [c for c in hand if c.suit == led_suit]
    if held:
        example = max(held, key=lambda c: c.rank) if len(held) == 1 else min(held, key=lambda c: c.rank)
        return f"you must follow {SUIT_SYMBOL[led_suit]} because you hold {example.symbol}"
    return None


def winning_index(cards: Sequence[Card], trump: str | None = None) -> int:
    """Index of the winning card: the highest trump if any, else the highest card of the suit led."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if c.suit == b.suit:
            if c.rank > b.rank:
                best = i
        elif c.suit == trump:
            best = i
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick in progress or complete: who led, the ``(seat, card)`` plays in order, the trump suit."""

    leader: str
    plays: tuple[tuple[str, Card], ...] = ()
    trump: str | None = None

    @property
    def led_suit(self) -> str | None:
        return self.plays[0][1].suit if self.plays else None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    def add(self, seat: str, card: Card) -> Trick:
        return Trick(self.leader, self.plays + ((seat, card),), self.trump)

    def __len__(self) -> int:
        return len(self.plays)

    def winner(self) -> str:
        """The seat of the winning card so far."""
        return self.plays[winning_index(self.cards, self.trump)][0]

    def _repr_svg_(self) -> str:
        from .render.table import trick_svg  # display is an adapter: imported only when drawn

        return trick_svg(self.plays, winner=self.winner() if len(self.plays) == 4 else None)

    def winner_reason(self) -> str:
        """Why the winning card wins, in a teacher's words."""
        i = winning_index(self.cards, self.trump)
        seat, card = self.plays[i]
        who = f"{SEAT_NAME[seat]} wins with {card.symbol}"
        led = self.led_suit
        assert led is not None
        trump = self.trump
        if trump is not None and card.suit == trump and led != trump:
            trumps = [c for c in self.cards if c.suit == trump]
            trump_name = SUIT_NAME[trump]
            if len(trumps) == 1:
                return f"{who}: {trump_name} are trumps and {card.symbol} is the only trump played"
            return f"{who}: {trump_name} are trumps and {card.symbol} is the highest trump played"
        followers = [c for c in self.cards if c.suit == led]
        discards = [c for c in self.cards if c.suit != led]
        reason = f"{who}: the highest {SUIT_SINGULAR[led]}, the suit led" if len(followers) > 1 else (
            f"{who}: nobody else played {SUIT_NAME[led]}")
        if discards and len(self.plays) > 1:
            reason += f" ({format_cards(discards)} {'is a discard' if len(discards) == 1 else 'are discards'}"
            reason += ", and discards never win)"
        return reason


def narrate_play(seat: str, card: Card, trick: Trick, hand: Sequence[Card]) -> str:
    """One line for a play: ``East plays ♥7: follows hearts`` / ``discards ♣3: no hearts left``.

    ``trick`` is the trick *before* the play and ``hand`` the player's hand before it.
    """
    who = SEAT_NAME[seat]
    led = trick.led_suit
    if led is None:
        return f"{who} leads {card.symbol}"
    if card.suit == led:
        held = [c for c in hand if c.suit == led]
        why = "the only card of that suit" if len(held) == 1 else f"must follow {SUIT_NAME[led]}"
        return f"{who} plays {card.symbol}: {why}"
    if card.suit is not None and card.suit == trick.trump:
        return f"{who} trumps with {card.symbol}: no {SUIT_NAME[led]} left"
    return f"{who} discards {card.symbol}: no {SUIT_NAME[led]} left"


def rank_word(card: Card) -> str:
    """``ace`` for ``SA``: handy in explanations."""
    return RANK_NAME.get(card.rank, str(card))
