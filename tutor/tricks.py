"""The single-card trick core shared by Spades, Gong Zhu, Bridge and the basics game.

A game plugs in its own lead rules (spades broken, ♣2 first, sold cards) on top of these three ideas:
you must follow the suit led if you can; the highest trump wins, else the highest card of the suit led;
every verdict comes with a reason a beginner can read.

>>> t = Trick("N", trump="S")
>>> for seat, text in [("N", "H4"), ("E", "HK"), ("S", "S2"), ("W", "HA")]:
...     t = t.add(seat, Card.parse(text))
>>> t == Trick.played("N", "H4 HK S2 HA", trump="S")
True
>>> t.winner()
'S'
>>> t.winner_reason()
'South wins with ♠2: spades are trumps and ♠2 is the only trump played'
>>> follow_reason(parse_cards("H7 C2"), "H", Card.parse("C2"))
'you must follow ♥ because you hold ♥7'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .cards import RANK_NAME, SUIT_NAME, SUIT_SINGULAR, SUIT_SYMBOL, Card, format_cards, parse_cards
from .i18n import Text, domain
from .seats import SEAT_NAME, next_seat

t, tn = domain("tutor")
_new = object.__new__

__all__ = ["Trick", "make_trick", "follow_reason", "legal_follows", "winning_index", "narrate_play", "parse_cards"]


def legal_follows(hand: Iterable[Card], led_suit: str | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led_suit``."""
    hand = list(hand)
    if led_suit is None:
        return hand
    same = [c for c in hand if c.suit == led_suit]
    return same or hand


def follow_reason(hand: Sequence[Card], led_suit: str | None, card: Card, *, holder: str = "you") -> Text | None:
    """``None`` if ``card`` may follow, else why not (naming a card of the led suit that is held).

    ``holder`` is whose hand it is: ``"you"`` (the player's own) or ``"dummy"`` (bridge: declarer plays
    dummy's cards, but they are not declarer's, so the reason says "dummy holds ♣5", not "you hold ♣5").

    >>> follow_reason(parse_cards("H7 C2"), "H", Card.parse("C2"), holder="dummy")
    'you must follow ♥ because dummy holds ♥7'
    """
    dummy = holder == "dummy"
    if card not in hand:
        return t("dummy does not hold {card}", card=card.symbol) if dummy else t("you do not hold {card}",
                                                                                card=card.symbol)
    if led_suit is None or card.suit == led_suit:
        return None
    held = [c for c in hand if c.suit == led_suit]
    if not held:
        return None
    example = max(held, key=lambda c: c.rank) if len(held) == 1 else min(held, key=lambda c: c.rank)
    if dummy:
        return t("you must follow {suit} because dummy holds {card}", suit=SUIT_SYMBOL[led_suit], card=example.symbol)
    return t("you must follow {suit} because you hold {card}", suit=SUIT_SYMBOL[led_suit], card=example.symbol)


def winning_index(cards: Sequence[Card], trump: str | None = None) -> int:
    """Index of the winning card: the highest trump if any, else the highest card of the suit led.

    >>> from tutor.cards import parse_cards
    >>> winning_index(parse_cards("H4 HK S2 H9")), winning_index(parse_cards("H4 HK S2 H9"), trump="S")
    (1, 2)
    """
    suit, rank = cards[0]  # the best so far (every playout's tricks come here: plain values, no attributes)
    best = i = 0
    for s, r in cards:  # (the first card too: it beats nothing, and no index is looked up)
        if s == suit:
            if r > rank:
                best, rank = i, r
        elif s == trump:
            best, suit, rank = i, s, r
        i += 1
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick in progress or complete: who led, the ``(seat, card)`` plays in order, the trump suit."""

    leader: str
    plays: tuple[tuple[str, Card], ...] = ()
    trump: str | None = None
    # the winner once asked (a trick never changes): a deal's score asks each of its 13 tricks again
    _won: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def led_suit(self) -> str | None:
        return self.plays[0][1].suit if self.plays else None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple([card for _, card in self.plays])

    def add(self, seat: str, card: Card) -> Trick:
        return make_trick(self.leader, (*self.plays, (seat, card)), self.trump)

    @classmethod
    def played(cls, leader: str, cards: str | Iterable[str | Card], trump: str | None = None) -> Trick:
        """The trick after ``cards`` are played in turn, one each, clockwise from ``leader`` (examples,
        quizzes and tests; the games build their tricks card by card as they are played)."""
        trick, seat = cls(leader, trump=trump), leader
        for card in parse_cards(cards):
            trick, seat = trick.add(seat, card), next_seat(seat)
        return trick

    def __len__(self) -> int:
        return len(self.plays)

    def winner(self) -> str:
        """The seat of the winning card so far (:func:`winning_index`, the one rule), remembered."""
        won = self._won
        if won is not None:
            return won
        plays = self.plays
        seat = plays[winning_index([card for _, card in plays], self.trump)][0]
        _WON(self, seat)
        return seat

    def _repr_svg_(self) -> str:
        from .render.table import trick_svg  # display is an adapter: imported only when drawn

        return trick_svg(self.plays, winner=self.winner() if len(self.plays) == 4 else None)

    def winner_reason(self, *, suit_names: Mapping[str, str] = SUIT_NAME,
                      suit_singular: Mapping[str, str] = SUIT_SINGULAR) -> Text:
        """Why the winning card wins, in a teacher's words; ``suit_names`` (``hearts``) and ``suit_singular``
        (``heart``) let a game name the suits its own way (bridge: 红心, where the other games say 红桃)."""
        i = winning_index(self.cards, self.trump)
        seat, card = self.plays[i]
        who = SEAT_NAME[seat]
        led = self.led_suit
        assert led is not None
        trump = self.trump
        if trump is not None and card.suit == trump and led != trump:
            trumps = [c for c in self.cards if c.suit == trump]
            if len(trumps) == 1:
                return t("{seat} wins with {card}: {trumps} are trumps and {card} is the only trump played",
                         seat=who, card=card.symbol, trumps=suit_names[trump])
            return t("{seat} wins with {card}: {trumps} are trumps and {card} is the highest trump played",
                     seat=who, card=card.symbol, trumps=suit_names[trump])
        followers = [c for c in self.cards if c.suit == led]
        discards = [c for c in self.cards if c.suit != led]
        if len(followers) > 1:
            reason = t("{seat} wins with {card}: the highest {suit}, the suit led",
                       seat=who, card=card.symbol, suit=suit_singular[led])
        else:
            reason = t("{seat} wins with {card}: nobody else played {suits}",
                       seat=who, card=card.symbol, suits=suit_names[led])
        if discards and len(self.plays) > 1:
            reason += tn(" ({cards} is a discard, and discards never win)",
                         " ({cards} are discards, and discards never win)", len(discards),
                         cards=format_cards(discards))
        return reason


    def loser_reason(self, seat: str, *, suit_singular: Mapping[str, str] = SUIT_SINGULAR) -> Text:
        """Why ``seat``'s card does not win this trick (a quiz's feedback for choosing the wrong seat);
        ``suit_singular`` as in :meth:`winner_reason`.

        >>> t = Trick.played("N", "H4 HK S2 HA", trump="S")
        >>> t.loser_reason("W")
        "West's ♥A is the highest heart, but South trumped with ♠2 and a trump beats every other suit"
        >>> t.loser_reason("N")
        "North's ♥4 is lower than ♥A, and South trumped with ♠2 and a trump beats every other suit"
        >>> Trick.played("N", "H4 HK C2 HA").loser_reason("S")
        "South's ♣2 is a discard: it is not a heart, the suit led, and discards never win"
        """
        won = self.winner()
        if seat == won:
            raise ValueError(f"{seat} wins this trick")
        card = dict(self.plays)[seat]
        best = dict(self.plays)[won]
        led = self.led_suit
        assert led is not None
        winner = SEAT_NAME[won]
        who = SEAT_NAME[seat]
        trump = self.trump
        if card.suit == best.suit:  # same suit as the winning card (led or trumps): lower
            if best.suit == trump and led != trump:
                return t("{seat}'s {card} is a trump, but {winner}'s {best} is a higher trump",
                         seat=who, card=card.symbol, winner=winner, best=best.symbol)
            return t("{seat}'s {card} is lower than {winner}'s {best}", seat=who, card=card.symbol,
                     winner=winner, best=best.symbol)
        if card.suit == led:  # followed suit, but the winner trumped
            followers = [c for s, c in self.plays if c.suit == led]
            if card == max(followers, key=lambda c: c.rank):
                return t("{seat}'s {card} is the highest {suit}, but {winner} trumped with {best} and a trump "
                         "beats every other suit", seat=who, card=card.symbol, suit=suit_singular[led],
                         winner=winner, best=best.symbol)
            top = max(followers, key=lambda c: c.rank)
            return t("{seat}'s {card} is lower than {top}, and {winner} trumped with {best} and a trump beats "
                     "every other suit", seat=who, card=card.symbol, top=top.symbol, winner=winner,
                     best=best.symbol)
        if trump is not None:
            return t("{seat}'s {card} is a discard: neither a {suit}, the suit led, nor a trump, and discards "
                     "never win", seat=who, card=card.symbol, suit=suit_singular[led])
        return t("{seat}'s {card} is a discard: it is not a {suit}, the suit led, and discards never win",
                 seat=who, card=card.symbol, suit=suit_singular[led])


# the slots' own setters (a frozen dataclass refuses plain assignment): ``vars(Trick)`` holds the descriptors
_LEADER, _PLAYS, _TRUMP, _WON = (vars(Trick)[name].__set__ for name in ("leader", "plays", "trump", "_won"))


def make_trick(leader: str, plays: tuple[tuple[str, Card], ...], trump: str | None) -> Trick:
    """``Trick(leader, plays, trump)`` without the dataclass's ``__init__`` (which sets each field through
    ``object.__setattr__``, as the class is frozen): engines build one per card played, playouts by the million.

    >>> make_trick("N", (), "S") == Trick("N", trump="S")
    True
    """
    trick = _new(Trick)
    _LEADER(trick, leader)
    _PLAYS(trick, plays)
    _TRUMP(trick, trump)
    _WON(trick, None)
    return trick


def narrate_play(seat: str, card: Card, trick: Trick, hand: Sequence[Card], *, who: str | None = None,
                 suit_names: Mapping[str, str] = SUIT_NAME) -> Text:
    """One line for a play: ``East plays ♥7: follows hearts`` / ``discards ♣3: no hearts left``.

    ``trick`` is the trick *before* the play and ``hand`` the player's hand before it; ``who`` names the
    player when the seat's name is not enough (bridge: ``North (dummy)``), ``suit_names`` as in
    :meth:`Trick.winner_reason`.
    """
    who = SEAT_NAME[seat] if who is None else who
    led = trick.led_suit
    if led is None:
        return t("{seat} leads {card}", seat=who, card=card.symbol)
    if card.suit == led:
        held = [c for c in hand if c.suit == led]
        if len(held) == 1:
            return t("{seat} plays {card}: the only card of that suit", seat=who, card=card.symbol)
        return t("{seat} plays {card}: must follow {suits}", seat=who, card=card.symbol, suits=suit_names[led])
    if card.suit is not None and card.suit == trick.trump:
        return t("{seat} trumps with {card}: no {suits} left", seat=who, card=card.symbol, suits=suit_names[led])
    return t("{seat} discards {card}: no {suits} left", seat=who, card=card.symbol, suits=suit_names[led])


def rank_word(card: Card) -> str:
    """``ace`` for ``SA``: handy in explanations."""
    return RANK_NAME.get(card.rank) or str(card)
