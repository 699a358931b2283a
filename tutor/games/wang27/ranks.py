"""Card order in 27 Wang (rule book 4.A.5): which cards are trumps and how high each one ranks.

Every card gets an *effective suit* (``"T"`` for any trump, else its own suit letter) and a *step*:
an integer where higher beats lower, equal steps are equal cards (the off-suit 7s, the off-suit 2s)
and two steps are adjacent exactly when the rule book calls the ranks consecutive, so the same
number decides tricks and tractors. With trump suit ♥::

    BJ 16 > LJ 15 > ♥7 14 > ♠7 ♦7 ♣7 13 > ♥2 12 > ♠2 ♦2 ♣2 11 > ♥A 10 > … > ♥8 4 > ♥6 3 > … > ♥3 0

Side suits use A 10 … 8 4, 6 3 … 3 0 (no 2 and no 7: they are permanent trumps, so 6 and 8 touch).
In no-trump hands the trumps are only BJ 3 > LJ 2 > all 7s 1 > all 2s 0.

>>> [step(Card.parse(t), "H") for t in ("BJ", "LJ", "H7", "S7", "H2", "C2", "HA", "H3", "SA")]
[16, 15, 14, 13, 12, 11, 10, 0, 10]
>>> esuit(Card.parse("S7"), "H"), esuit(Card.parse("S8"), "H"), esuit(Card.parse("H3"), "H")
('T', 'S', 'T')
>>> compare(Card.parse("S7"), Card.parse("C7"), trump="H")
0
>>> compare(Card.parse("SA"), Card.parse("H3"), trump="H")
-1
"""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import BIG_JOKER, DECK_54, LITTLE_JOKER, SUIT_SYMBOL, SUITS, Card
from ...errors import ParseError
from ...i18n import Text, domain

t, tn = domain("wang27")

TRUMP = "T"  # the effective suit of every trump card
TRUMP_OPTIONS: tuple[str | None, ...] = ("S", "H", "D", "C", None)
#: side ranks low → high; 2 and 7 are missing because they are always trumps
SIDE_RANKS = (3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14)
_SIDE_STEP = {r: i for i, r in enumerate(SIDE_RANKS)}
POINTS = {5: 5, 10: 10, 13: 10}


def _key(card: Card, trump: str | None) -> tuple[str, int]:
    rank = card.rank
    if trump is None:  # no-trump: only jokers, 7s and 2s are trumps
        if rank == BIG_JOKER:
            return TRUMP, 3
        if rank == LITTLE_JOKER:
            return TRUMP, 2
        if rank == 7:
            return TRUMP, 1
        if rank == 2:
            return TRUMP, 0
        return card.suit or "", _SIDE_STEP[rank]
    if rank == BIG_JOKER:
        return TRUMP, 16
    if rank == LITTLE_JOKER:
        return TRUMP, 15
    if rank == 7:
        return TRUMP, 14 if card.suit == trump else 13
    if rank == 2:
        return TRUMP, 12 if card.suit == trump else 11
    if card.suit == trump:
        return TRUMP, _SIDE_STEP[rank]
    return card.suit or "", _SIDE_STEP[rank]


#: KEYS[trump][card] = (effective suit, step); computed once for the 54 distinct cards × 5 trumps
KEYS: dict[str | None, dict[Card, tuple[str, int]]] = {
    t: {c: _key(c, t) for c in DECK_54} for t in TRUMP_OPTIONS
}
#: the same tables split, for the hot paths (one dict lookup per card, no tuple to index):
#: ESUIT[trump][card] = effective suit, STEP[trump][card] = step
ESUIT: dict[str | None, dict[Card, str]] = {t: {c: k[0] for c, k in keys.items()} for t, keys in KEYS.items()}
STEP: dict[str | None, dict[Card, int]] = {t: {c: k[1] for c, k in keys.items()} for t, keys in KEYS.items()}


def check_trump(trump: object) -> str | None:
    """The trump argument checked: a suit letter or ``None`` (no-trump)."""
    if trump not in TRUMP_OPTIONS:
        raise ParseError(f"trump: expected a suit letter S H D C or None for no-trump, got {trump!r}")
    return trump  # type: ignore[return-value]


def esuit(card: Card, trump: str | None) -> str:
    """``"T"`` when ``card`` is a trump, else its suit letter."""
    return KEYS[trump][card][0]


def step(card: Card, trump: str | None) -> int:
    """The card's height inside its effective suit (see the module text)."""
    return KEYS[trump][card][1]


def is_trump(card: Card, trump: str | None) -> bool:
    return KEYS[trump][card][0] == TRUMP


def compare(a: Card | str, b: Card | str, *, trump: str | None) -> int:
    """As singles with ``a`` played first: ``1`` if ``a`` wins, ``-1`` if ``b`` wins, ``0`` if equal.

    A card of another side suit never beats the card led (``a`` wins); any trump beats any side
    card; inside one effective suit the higher step wins, equal steps are equal (``0``: the one
    played first would take the trick).

    >>> compare("BJ", "LJ", trump="H"), compare("H2", "D2", trump="H"), compare("D2", "S2", trump="H")
    (1, 1, 0)
    >>> compare("S3", "CA", trump="H")
    1
    """
    ta, tb = KEYS[check_trump(trump)][Card.parse(a)], KEYS[trump][Card.parse(b)]
    if ta[0] != tb[0]:
        return -1 if tb[0] == TRUMP else 1
    return (ta[1] > tb[1]) - (ta[1] < tb[1])


def points_of(cards: Iterable[Card]) -> int:
    """Card points: 5s count 5, 10s and kings 10 (200 in the 108-card deck)."""
    if not isinstance(cards, (list, tuple)):
        cards = list(cards)
    try:  # a table look-up per card: every trick and the kitty are counted at the end of a hand
        return sum(map(_CARD_POINTS.__getitem__, cards))
    except (KeyError, TypeError):  # not one of the 54 cards: counted from its rank as before
        return sum(POINTS.get(c.rank, 0) for c in cards if c.suit is not None)


_CARD_POINTS = {c: POINTS.get(c.rank, 0) if c.suit is not None else 0 for c in DECK_54}


_TRUMPS = t("trumps")  # made once: a Text shows in the language current when it is shown


def suit_label(s: str) -> str:
    """``♠`` for a side suit, ``trumps`` (主牌) for the effective trump suit."""
    return _TRUMPS if s == TRUMP else SUIT_SYMBOL[s]


def trump_label(trump: str | None) -> Text:
    """``♥ (主♥)`` or ``no-trump (无主)``; in Chinese ``♥主`` or ``无主``."""
    return t("no-trump (无主)") if trump is None else t("{suit} (主{suit})", suit=SUIT_SYMBOL[trump])


def order(trump: str | None) -> list[list[Card]]:
    """Every distinct card, strongest first, grouped where cards are equal (for the order picture).

    >>> [[str(c) for c in group] for group in order(None)[:3]]
    [['BJ'], ['LJ'], ['S7', 'H7', 'D7', 'C7']]
    """
    check_trump(trump)
    trumps: dict[int, list[Card]] = {}
    for c in DECK_54:
        s, k = KEYS[trump][c]
        if s == TRUMP:
            trumps.setdefault(k, []).append(c)
    groups = [trumps[k] for k in sorted(trumps, reverse=True)]
    for s in SUITS:
        if s == trump:
            continue
        groups += [[Card(s, r)] for r in reversed(SIDE_RANKS)]
    return groups
