"""Why an action is refused: the reasons ``State.check`` gives, in a beginner's words, and how an action
is read (a card, a :class:`Sale`, or their text). The engine's fast path never comes here for a legal play;
every refusal does, so each one carries the rule it breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import DECK_52, SUIT_NAME, SUIT_SYMBOL, Card, not_a_card
from ...errors import ParseError
from ...i18n import domain
from ...seats import SEAT_NAME
from ...tricks import follow_reason
from ..base import short_repr
from .rules import LEVELS, SALEABLE
from .sales import Sale

if TYPE_CHECKING:
    from .state import State

t, tn = domain("gongzhu")

_DECK = frozenset(DECK_52)

#: What ``apply`` takes: a card to play or a selling decision.
Action = Card | Sale


def read_action(action: object) -> Action | None:
    """``action`` as a card or a :class:`Sale` (``"SQ"``, ``Sale("SQ", "open")``, ``("SQ", "open")`` are
    read); ``None`` if it is neither; ``ParseError`` for unreadable card text. Levels are checked later."""
    if action.__class__ is Card or action.__class__ is Sale and action[0].__class__ is Card:  # type: ignore[index]
        return action  # type: ignore[return-value]
    if isinstance(action, str):
        return Card.parse(action)
    if isinstance(action, tuple) and not isinstance(action, Card) and len(action) == 2:
        card, level = action
        return Sale(Card.parse(card) if isinstance(card, str) else card, level)
    return None


def _in_deck(card: object) -> bool:
    """Is ``card`` one of the 52 (a ``Card`` built past its checks is none: asked first, as it may not even hash)?"""
    return isinstance(card, Card) and not_a_card(card) is None and card in _DECK


def _short(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut short, so a huge bad value never floods a message (a number of thousands of
    digits, which ``repr`` refuses, is named as one)."""
    return short_repr(value, limit)



def check(st: State, action: object) -> str | None:
    """``None`` if ``action`` is legal now, else the reason in a beginner's words."""
    if len(st.history) == st.TRICKS:
        return (t("the hand is over: all 13 tricks have been played") if st.TRICKS == 13 else
                t("the hand is over: all 26 tricks have been played"))
    try:
        act = read_action(action)
    except ParseError as e:
        return str(e)
    if act is None:
        return t("{what} is not a card or a sale", what=_short(action))
    if act.__class__ is Sale:
        return _sale_reason(st, st.turn, act)  # type: ignore[arg-type]
    if not _in_deck(act):  # a hand-built Card("X", 99) (of any value or length) or a joker
        return t("{what} is not one of the 52 cards Gong Zhu is played with", what=_short(action))
    return _play_reason(st, act)  # type: ignore[arg-type]


def _play_reason(st: State, card: Card) -> str | None:
    if st.pending:
        s, c = st.pending[0]
        return t("the play has not started: first every holder of ♠Q ♦J ♣10 ♥A decides whether to sell it; "
                 "{seat} is deciding about {card}", seat=SEAT_NAME[s], card=c.symbol)
    hand = st.hand(st.turn)
    led_suit = st.plays[0][1].suit if st.plays else None
    if card_reason := follow_reason(hand, led_suit, card):
        return card_reason
    if led_suit is None:
        if st.first_hand and not st.history and st.rules.first_lead_card_required:
            first = Card.parse(st.rules.first_leader_card)
            if first in hand and card != first:
                return t("the first lead of the game must be {card} (these rules require it)", card=first.symbol)
        return _lead_reason(st, hand, card)
    if card in st.sold_cards and card.suit == led_suit and led_suit not in st.led:
        others = [c for c in hand if c.suit == led_suit and c != card]
        if others:
            return t("{card} was sold, so it may not be played when following to the first {suit} trick "
                     "while you hold another {suit} ({other})", card=card.symbol, suit=SUIT_SYMBOL[led_suit],
                     other=min(others, key=lambda c: c.rank).symbol)
    return None


def _lead_blocked(st: State, hand: tuple[Card, ...], card: Card) -> bool:
    if st.rules.sold_card_may_lead_first_round or card not in st.sold_cards or card.suit in st.led:
        return False
    return sum(1 for c in hand if c.suit == card.suit) > 1


def _lead_reason(st: State, hand: tuple[Card, ...], card: Card) -> str | None:
    if not _lead_blocked(st, hand, card):
        return None
    suit = str(card.suit)
    return t("{card} was sold, so under these rules it may not be led before {suits} have been played once "
             "(unless it is your only {suit})", card=card.symbol, suits=SUIT_NAME[suit], suit=SUIT_SYMBOL[suit])


def _sale_reason(st: State, seat: str, sale: Sale) -> str | None:
    card, level = sale
    if not st.pending:
        if st.history or st.plays:
            return t("sales are made before the first lead; the play has already started")
        return t("sales are made before the first lead; every holder has already decided, so the selling is over")
    if not _in_deck(card) or card not in SALEABLE:
        what = card.symbol if _in_deck(card) else _short(card)
        return t("{what} cannot be sold: only ♠Q (pig), ♦J (goat), ♣10 (transformer) and ♥A can", what=what)
    if card not in st.hand(seat):
        return t("you do not hold {card}, so you cannot sell it", card=card.symbol)
    if not isinstance(level, str) or level not in LEVELS:
        return t("{level} is not a sale level: choose {levels}", level=_short(level),
                 levels=", ".join(st.rules.levels_for(card)))
    if (seat, card) not in st.pending:
        if any(c == card for _, c, _ in st.sales):
            return t("you have already decided about {card}", card=card.symbol)
        return t("{card} cannot be sold under these rules", card=card.symbol)
    allowed = st.rules.levels_for(card)
    if level not in allowed:
        return t("these rules have no {level} sale of {card}: choose {levels}", level=repr(level),
                 card=card.symbol, levels=", ".join(allowed))
    return None
