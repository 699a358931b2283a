"""Cards, suits and ranks; parsing and formatting in both directions; decks, shuffles and deals.

A :class:`Card` is an immutable ``(suit, rank)`` pair.  Ranks are integers 2..14 (ace high); the two
jokers have ``suit None`` and ranks 15 (little joker, 小王) and 16 (big joker, 大王).  Two decks hold
two equal ``Card`` values of each kind: a 27 Wang hand is a multiset.

>>> Card.parse("♥10") == Card.parse("H10") == Card.parse("10♥") == Card.parse("ht")
True
>>> str(Card.parse("大王")), str(Card.parse("dT")), Card.parse("SJ").name
('BJ', 'D10', 'jack of spades')
>>> [str(c) for c in parse_cards("SA SK, ♥10 LJ")]
['SA', 'SK', 'H10', 'LJ']
"""

from __future__ import annotations

import random
import re
import sys
from _random import Random as _CoreRandom
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .compiled import choose
from .errors import ParseError
from .i18n import domain
from .seats import SEATS

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

SUITS = "SHDC"  # spades, hearts, diamonds, clubs: the canonical letters
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
t, tn = domain("tutor")
# Text: the same in English, and shown in the page's language wherever they are formatted
SUIT_NAME = {"S": t("spades"), "H": t("hearts"), "D": t("diamonds"), "C": t("clubs")}
SUIT_SINGULAR = {"S": t("spade"), "H": t("heart"), "D": t("diamond"), "C": t("club")}
# Text too: the Chinese names (简体中文 on English and 简体中文 pages, 繁體中文 on a 繁體中文 page)
SUIT_ZH = {"S": t("黑桃"), "H": t("红桃"), "D": t("方块"), "C": t("梅花")}
RED_SUITS = frozenset("HD")

LITTLE_JOKER = 15
BIG_JOKER = 16
RANK_TEXT = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A",
             LITTLE_JOKER: "LJ", BIG_JOKER: "BJ"}
RANK_NAME = {2: t("two"), 3: t("three"), 4: t("four"), 5: t("five"), 6: t("six"), 7: t("seven"),
             8: t("eight"), 9: t("nine"), 10: t("ten"), 11: t("jack"), 12: t("queen"), 13: t("king"),
             14: t("ace")}
RANK_HINT = "rank must be A K Q J 10 9 8 7 6 5 4 3 2"
_A_CARD_IS = "a card is a suit S H D C with a rank 2 to 14 (ace), or a joker (suit None, rank 15 or 16)"

_SYMBOL_TO_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
_RANK_FROM_TEXT = {**{str(r): r for r in range(2, 11)}, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
_JOKERS = {"BJ": BIG_JOKER, "大王": BIG_JOKER, "BIGJOKER": BIG_JOKER, "RJ": BIG_JOKER,
           "LJ": LITTLE_JOKER, "小王": LITTLE_JOKER, "LITTLEJOKER": LITTLE_JOKER,
           "SMALLJOKER": LITTLE_JOKER}
_SPLIT = re.compile(r"[\s,]+")
_CANONICAL: dict[tuple[str | None, int], Card] = {}  # the 54 distinct cards, filled once they are built


class _CardFields(NamedTuple):
    suit: str | None
    rank: int


class Card(_CardFields):
    """One playing card. Use :meth:`parse` to read any accepted spelling; ``str`` is canonical.

    Building one checks it is in the deck, so no widget, renderer or rule ever meets a card it cannot
    name; it hands back the one shared instance of that card (``Card("S", 14.0)`` is ``Card("S", 14)``).

    >>> Card("S", 1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.ParseError: Card('S', 1) is not a card: a card is a suit S H D C with a rank 2 to 14 (ace), ...
    """

    __slots__ = ()

    def __new__(cls, suit: str | None, rank: int) -> Card:
        try:
            return _CANONICAL[(suit, rank)]
        except (KeyError, TypeError):  # TypeError: an unhashable suit or rank
            if not _CANONICAL:  # building the deck itself, below
                return super().__new__(cls, suit, rank)
            raise ParseError(f"Card({short_repr(suit)}, {short_repr(rank)}) is not a card: {_A_CARD_IS}") from None

    # -- reading and writing ------------------------------------------------------------------
    @staticmethod
    def parse(text: str | Card) -> Card:
        """Read ``SA``, ``sa``, ``♠A``, ``A♠``, ``D10``, ``DT``, ``BJ``, ``LJ``, ``大王``, ``小王``.

        >>> Card.parse("S1")
        Traceback (most recent call last):
        ...
        tutor.errors.ParseError: "S1" is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2
        """
        if isinstance(text, Card):
            reason = not_a_card(text)
            if reason:
                raise ParseError(reason)
            return text
        if not isinstance(text, str):
            raise ParseError(t("{text} is not a card: expected text such as \"SA\" or \"♥10\"", text=short_repr(text)))
        if len(text) > _LONGEST_CARD:
            raise ParseError(t("{text} is not a card: a card is written in a few characters, such as \"SA\"",
                               text=short_repr(text)))
        try:
            return _PARSED[text]
        except KeyError:
            pass
        card = _parse_uncached(text)
        if len(_PARSED) < 4096:
            _PARSED[text] = card
        return card

    def __str__(self) -> str:
        if not _known(self):  # only tuple.__new__ can make one (of any length); it still names itself
            return f"Card({', '.join(short_repr(x) for x in tuple.__iter__(self))})"
        if self.suit is None:
            return RANK_TEXT[self.rank]
        return self.suit + RANK_TEXT[self.rank]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})" if _known(self) else str(self)

    # -- facts -------------------------------------------------------------------------------
    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        """Red in a two-colour deck: hearts, diamonds and the big joker."""
        return self.suit in RED_SUITS or self.rank == BIG_JOKER

    @property
    def symbol(self) -> str:
        """Suit symbol then rank (``♥10``); jokers are ``大王`` and ``小王``."""
        if self.suit is None:
            return "大王" if self.rank == BIG_JOKER else "小王"
        return SUIT_SYMBOL[self.suit] + RANK_TEXT[self.rank]

    @property
    def name(self) -> str:
        """The text alternative a screen reader says: ``ace of spades``, ``big joker``."""
        if self.suit is None:
            return t("big joker") if self.rank == BIG_JOKER else t("little joker")
        return t("{rank} of {suit}", rank=RANK_NAME[self.rank], suit=SUIT_NAME[self.suit])

    def _repr_svg_(self) -> str:
        from .render.cards import card_svg  # display is an adapter: imported only when drawn

        return card_svg(self)


def _parse_uncached(text: str) -> Card:
    raw = text.strip()
    key = raw.upper().replace(" ", "").replace("_", "")
    if key in _JOKERS:
        return Card(None, _JOKERS[key])
    if not key:
        raise ParseError(t("{text} is not a card: the text is empty", text=short_repr(text)))
    if key[0] in _SYMBOL_TO_SUIT:  # "♥10"
        key = _SYMBOL_TO_SUIT[key[0]] + key[1:]
    if key[-1] in _SYMBOL_TO_SUIT:  # "10♥": rank before the symbol
        key = _SYMBOL_TO_SUIT[key[-1]] + key[:-1]
    suit, rank_text = key[0], key[1:]
    if suit not in SUITS:
        if key[-1] in SUITS and key[:-1] in _RANK_FROM_TEXT:  # "10H", "AS"
            suit, rank_text = key[-1], key[:-1]
        else:
            raise ParseError(t("{text} is not a card: it must start with a suit S H D C (or ♠ ♥ ♦ ♣), "
                               "or be a joker BJ / LJ", text=f"\"{_cut(raw)}\""))
    if rank_text not in _RANK_FROM_TEXT:
        raise ParseError(t("{text} is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2", text=f"\"{_cut(raw)}\""))
    return Card(suit, _RANK_FROM_TEXT[rank_text])


_PARSED: dict[str, Card] = {}
#: "LITTLE JOKER" with spaces around it is the longest spelling anyone writes; longer texts are refused unread
_LONGEST_CARD = 40
#: the longest text of cards ``parse_cards`` reads: eight decks' worth, written out loosely
_LONGEST_CARDS_TEXT = 10_000


def _cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _known(card: tuple[object, ...]) -> bool:
    try:
        return card in _CANONICAL
    except TypeError:  # an unhashable suit or rank
        return False


def not_a_card(card: Card) -> str | None:
    """Why ``card`` is no card, or ``None`` when it is one of the deck's (or equal to one). Only a ``Card`` built
    past the constructor's checks (``tuple.__new__(Card, ("X", 3))``: any suit, rank or length) is none; no rule
    can judge it and no message could show it, so each game's explaining path (``check``) asks this before any
    rule, and the compiled kernels hand such a card to that path unread.

    >>> not_a_card(Card("S", 14)) is None
    True
    >>> print(not_a_card(tuple.__new__(Card, ("X", 3))))  # doctest: +ELLIPSIS
    Card('X', 3) is not a card: a card is a suit S H D C with a rank 2 to 14 (ace), or a joker ...
    """
    return None if _known(card) else f"{card} is not a card: {_A_CARD_IS}"


def shown_text(text: str, limit: int) -> str:
    """``text`` as one line of plain text for a message naming it: unprintable characters escaped (each escape
    whole), at most ``limit`` characters of it, then "…" where it is cut.

    >>> shown_text("spades/00", 80), shown_text("a\\nb", 80), len(shown_text("x" * 200, 80))
    ('spades/00', 'a\\\\nb', 81)
    >>> shown_text("\\x1f" * 5, 10)
    '\\\\x1f\\\\x1f…'
    """
    out: list[str] = []
    size = 0
    for c in text:
        piece = c if c.isprintable() else repr(c)[1:-1]
        if size + len(piece) > limit:
            return "".join(out) + "…"
        out.append(piece)
        size += len(piece)
    return "".join(out)


def short_repr(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, so a huge bad value never floods a message (and a number
    too long for ``repr`` still gets named)."""
    try:
        text = repr(value)
    except ValueError:  # an int of more than 4,300 digits
        return "a number thousands of digits long"
    return text if len(text) <= limit else text[:limit] + "…"


def is_count(text: object, longest: int = 9) -> bool:
    """Is ``text`` a whole number written in 1 to ``longest`` ASCII digits, one ``int()`` reads as meant?
    (``str.isdigit()`` also takes "²" and "١", which ``int()`` refuses or reads as another digit.)

    >>> [is_count(x) for x in ("12", "²", "١", "", "1" * 10, 7)]
    [True, False, False, False, False, False]
    """
    return isinstance(text, str) and 0 < len(text) <= longest and text.isascii() and text.isdigit()


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read a list of cards separated by spaces or commas (or any iterable of card texts).

    >>> [c.symbol for c in parse_cards("SA,sk  ♥10")]
    ['♠A', '♠K', '♥10']
    """
    if isinstance(text, str):
        if len(text) > _LONGEST_CARDS_TEXT:
            raise ParseError(f"a text of {len(text):,} characters is too long for a list of cards")
        items: Iterable[str | Card] = [x for x in _SPLIT.split(text.strip()) if x]
    elif isinstance(text, Iterable) and not isinstance(text, bytes | bytearray | Mapping):
        items = text
    else:
        raise ParseError(t("{text} is not a list of cards: expected text such as \"SA SK ♥10\" or a list",
                           text=short_repr(text)))
    cards = []
    for item in items:
        cards.append(Card.parse(item))
        if len(cards) > _LONGEST_CARDS_TEXT:
            raise ParseError(f"more than {_LONGEST_CARDS_TEXT:,} cards is too many for a list of cards")
    return cards


def format_cards(cards: Iterable[Card], *, symbols: bool = True) -> str:
    """``♠A ♥10`` (or canonical ``SA H10`` with ``symbols=False``)."""
    return " ".join(c.symbol if symbols else str(c) for c in cards)


# -- decks, shuffles and deals -------------------------------------------------------------------
DECK_52: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in range(14, 1, -1))
JOKERS: tuple[Card, ...] = (Card(None, BIG_JOKER), Card(None, LITTLE_JOKER))
DECK_54: tuple[Card, ...] = DECK_52 + JOKERS
_CANONICAL.update(((c.suit, c.rank), c) for c in DECK_54)  # from here on, Card(...) checks and interns
DECK_108: tuple[Card, ...] = DECK_54 + DECK_54


def deck(size: int = 52) -> list[Card]:
    """A fresh ordered deck of 52, 54 or 108 (two decks with four jokers) cards."""
    decks = {52: DECK_52, 54: DECK_54, 108: DECK_108}
    if size not in decks:
        raise ParseError(f"there is no {size}-card deck: choose 52, 54 or 108")
    return list(decks[size])


_T = TypeVar("_T")


def shuffled(cards: Sequence[_T], seed: int | float | str | bytes | None) -> list[_T]:
    """A seeded shuffle: the same seed always gives the same order (a seed is a number, a text or bytes).
    The order depends on the seed and the length only, so shuffling ``range(52)`` gives the places of
    ``DECK_52``'s cards in ``shuffled(DECK_52, seed)`` (bridge deals that way, to index its deal cheaply)."""
    if seed is not None and not isinstance(seed, int | float | str | bytes | bytearray):
        raise ParseError(f"seed: expected a whole number (or a text), got {short_repr(seed)}")
    try:
        rng = random.Random(seed)
    except UnicodeEncodeError:  # a text with a lone surrogate ("\ud800", found by Hypothesis) seeds by its bytes as
        # Python would write them: random.seed(text) is random.seed(text.encode()) for every other text, so no deal
        # that a valid text gives changes
        rng = random.Random(str(seed).encode("utf-8", "surrogatepass"))
    out = list(cards)
    _shuffle(out, rng)
    return out


def _shuffle(x: list[_T], rng: random.Random) -> None:
    """``rng.shuffle(x)``: the same permutation for the same seed (every recorded and lesson deal depends on
    it; ``tests/test_cards.py`` compares the two), without two Python calls per card, as playouts deal by
    the thousand: ``random.shuffle``'s walk from the last card down, each swap partner drawn as
    ``_randbelow(i + 1)`` does (``getrandbits`` of ``i + 1``'s bit length, again while it is over ``i``)."""
    if len(x) > len(_BITS):
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        k = _BITS[i]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


_BITS = tuple((i + 1).bit_length() for i in range(256))  # the bits drawn for a swap partner of card i


def deal(seed: int | float | str | bytes | None, *, hands: int = 4, size: int | None = None, deck_size: int = 52,
         seats: Sequence[str] = SEATS) -> tuple[dict[str, list[Card]], list[Card]]:
    """Shuffle with ``seed`` and deal ``size`` cards to each seat; the rest is returned (a kitty).

    >>> hands, rest = deal(7)
    >>> [len(h) for h in hands.values()], len(rest)
    ([13, 13, 13, 13], 0)
    >>> hands, kitty = deal(7, size=25, deck_size=108)
    >>> len(kitty)
    8
    """
    cards = shuffled(deck(deck_size), seed)
    size = len(cards) // hands if size is None else size
    if size * hands > len(cards):
        raise ParseError(f"cannot deal {hands} hands of {size} from {len(cards)} cards")
    dealt = {seats[i]: cards[i * size:(i + 1) * size] for i in range(hands)}
    return dealt, cards[hands * size:]


# -- the deal of a simulated hand, fast -----------------------------------------------------------
# Fisher–Yates as ``random.Random.shuffle`` runs it: position i (51 down to 1) swaps with j < i + 1, drawn as
# ``getrandbits`` of ``(i + 1).bit_length()`` bits, redrawn while j > i. One ``getrandbits(k)`` call per draw
# measured cheaper than reading 32-bit words out of one big ``getrandbits`` (86k vs 147k instructions a
# deal under callgrind, seeding included: the big int, its bytes and the array cost more than the calls).
_STEPS = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))


def deal_order(seed: object) -> list[int] | None:
    """The deck indices in the order ``shuffled(DECK_52, seed)`` puts the cards (so ``cards.deal(seed)`` gives
    seat k the cards ``DECK_52[d]`` for ``d`` in ``order[13 * k:13 * k + 13]``), or ``None`` when ``seed`` is
    not a plain ``int`` (the caller then deals with ``cards.deal``).

    It is the same shuffle, run faster: on deck indices, with the C generator seeded exactly as
    ``random.Random(seed)`` seeds it (no Python-level ``Random`` to build), each step's bit count looked up.

    >>> [DECK_52[d] for d in deal_order(7)] == shuffled(DECK_52, 7)
    True
    """
    if seed.__class__ is not int or not _SAME_DRAWS:
        return None
    getrandbits = _CoreRandom(seed).getrandbits
    x = list(range(52))
    for i, k in _STEPS:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
    return x


def _same_deals() -> bool:
    # ``deal_order`` follows CPython's ``shuffle``, ``_randbelow`` and int seeding; a Python that draws
    # differently gets ``None`` (callers then deal with ``deal``: the same deals, slower). Checked once
    # here, on real draws.
    try:
        return all([DECK_52[d] for d in deal_order(s) or ()] == shuffled(DECK_52, s) for s in (0, 1, 7, 2**40 + 3))
    except Exception:  # any surprise in the generator's internals: the library's own shuffle
        return False


# The compiled half (``ccards.pyx``, setup.py's COMPILED): ``deal_order`` in C, bound in place of the definition above
# (its pure-Python reference, kept as ``_python_deal_order``) when it is built; the check below then checks it.
_python_deal_order = deal_order
_compiled = choose("tutor.ccards", sys.modules[__name__])
if _compiled is not sys.modules[__name__]:
    deal_order = _compiled.deal_order
_SAME_DRAWS = True  # while checking, the fast reading runs
_SAME_DRAWS = _same_deals()
if not _SAME_DRAWS:  # another generator: the reference, which then answers None (callers deal with deal())
    deal_order = _python_deal_order


# -- display orders ------------------------------------------------------------------------------
#: Suit orders for showing a hand; colours alternate where the game allows it.
SUIT_ORDER = {"bridge": "SHDC", "spades": "SHCD", "gongzhu": "SHCD", "basics": "SHCD", "wang27": "SHCD"}


def display_key(suit_order: str = "SHCD", trump: str | None = None) -> Callable[[Card], tuple[int, int]]:
    """A sort key: jokers first, then the trump suit, then ``suit_order``, high ranks first."""
    order = ([trump] if trump else []) + [s for s in suit_order if s != trump]
    index = {s: i + 1 for i, s in enumerate(order)}

    def key(card: Card) -> tuple[int, int]:
        return (0 if card.suit is None else index[card.suit], -card.rank)

    return key


def sort_cards(cards: Iterable[Card], game: str = "basics", *, trump: str | None = None,
               key: Callable[[Card], SupportsRichComparison] | None = None) -> list[Card]:
    """Cards in display order for ``game`` (or by ``key`` when a game has its own order)."""
    return sorted(cards, key=key or display_key(SUIT_ORDER.get(game, "SHCD"), trump))
