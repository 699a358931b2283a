"""One hand of Spades as immutable states: bidding (with looking and blind nil), an optional blind-nil
card exchange, then 13 tricks. ``apply`` returns a new state; the old one is untouched.

Speed matters (bots and hints simulate with ``legal_actions``/``apply``), so a state is a
``NamedTuple`` of tuples indexed by seat number (N=0, E=1, S=2, W=3), each hand is a 52-bit mask
(``masks.py``: following suit or "spades only?" is one ``&``), and ``apply`` has a fast path for the
common case; the friendly, rule-naming checks run only when an action is refused.

>>> st = new_hand(seed=7, dealer="N")
>>> st.phase, st.current_seat, st.legal_actions()
('bid', 'E', <legal actions: 0 1 2 3 4 5 6 7 8 9 10 11 …>)
>>> sorted(a for a in st.legal_actions() if isinstance(a, str))
['blind', 'look']
>>> for bid in (3, "nil", 4, 2):
...     st = st.apply(bid)
>>> st.phase, st.current_seat, st.bids
('play', 'E', {'N': 2, 'E': 3, 'S': 'nil', 'W': 4})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...cards import SUIT_SYMBOL, Card, deal, format_cards, not_a_card, sort_cards
from ...compiled import choose
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS
from ...tricks import Trick, follow_reason, winning_index
from ...view import TableView
from ..base import seat_field
from ..kernel import bind
from ..legal import LegalActions, ready
from . import kernel as reference
from .masks import BIT, cards_of, mask_of
from .rules import Rules
from .scoring import TeamResult, before_of, normalize_bid, score_own
from .view import table_view

t, tn = domain("spades")
#: the kernel in use: ``ckernel`` (compiled, setup.py's COMPILED) or ``kernel`` (its pure-Python reference)
KERNEL = _kernel = choose("tutor.games.spades.ckernel", reference)
INDEX = SEAT_INDEX
LOOK = "look"
Bid = int | str  # 1–13, "nil" or "blind" (a bid of 0 is read as "nil")
Action = Card | int | str  # a card, a bid, or LOOK
NUMBER_BIDS: tuple[Action, ...] = tuple(range(14))  # 0 is nil
UNSEEN_BIDS: tuple[Action, ...] = (*NUMBER_BIDS, LOOK)  # not looked yet, blind nil not allowed
BLIND_BIDS: tuple[Action, ...] = (*NUMBER_BIDS, "blind", LOOK)
CLUB_TWO = Card("C", 2)
_MSN = Rules.preset()  # the default rules, built once (rules are immutable values)
_new = tuple.__new__  # builds a State without the NamedTuple keyword wrapper (hot path)
_NO_BEFORE = ((0, 0), (0, 0))
_NOT_LOOKED = (False,) * 4
_NO_BIDS: tuple[Any, ...] = (None,) * 4


class State(NamedTuple):
    """A Spades hand. Public fields are plain data; use the properties for seat-keyed views."""

    rules: Rules
    dealer: str
    masks: tuple[int, ...]  # hands by seat number, as card bit masks (see ``masks.py``)
    looked: tuple[bool, ...]  # has each seat seen its cards? (blind nil only before looking)
    bid_list: tuple[Any, ...]  # bids by seat number: None (not yet), "nil", "blind" or 1–13
    turn: int  # seat number to act, -1 when the hand is over
    nbids: int
    leader: int  # seat number that led the current trick
    trick: tuple[Card, ...]  # cards played to the current trick, in order
    broken: bool  # spades broken (a spade was played, or led from an all-spade hand)
    won: tuple[int, ...]  # tricks won by seat number
    history: tuple[tuple[int, tuple[Card, ...]], ...]  # completed tricks: (leader, four cards)
    before: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))  # NS, EW (score, bags)
    exchange: tuple[int, ...] = ()  # blind-nil exchange: seat numbers still to pass one card each
    given: tuple[tuple[int, Card], ...] = ()  # cards passed so far in the exchange (giver, card)

    # -- the state protocol ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.nbids < 4:
            return "bid"
        if self.exchange:
            return "exchange"
        return "play" if self.turn >= 0 else "over"

    @property
    def current_seat(self) -> str | None:
        return SEATS[self.turn] if self.turn >= 0 else None

    # The hot three are the kernel's own functions, bound below the class (no Python frame in between): the
    # compiled kernel (``ckernel.pyx``) when it is built, else its pure-Python reference (``kernel.py``); see
    # ``KERNEL``. These definitions give their signatures and say what they do.
    def apply(self, action: Any) -> State:
        """The state after ``action``; raises ``IllegalAction`` (with the reason) and changes nothing."""
        return _kernel.apply(self, action)

    def legal_actions(self) -> LegalActions[Action]:
        """Cards (play, exchange) or bids: 0–13 (0 is nil), ``"blind"`` and ``"look"`` while the bidder
        has not looked."""
        return _kernel.legal_actions(self)

    def is_terminal(self) -> bool:
        return _kernel.is_terminal(self)

    def bid_actions(self) -> LegalActions[Action]:
        """The bids open to the bidder to act (the kernel's ``legal_actions`` while bidding)."""
        t = self.turn
        if self.looked[t]:
            return ready(self, NUMBER_BIDS)
        if not self.rules.blind_nil_requires_deficit:  # not looked, and no deficit asked: blind nil is open
            return ready(self, BLIND_BIDS)
        return ready(self, BLIND_BIDS if self.blind_reason(t) is None else UNSEEN_BIDS)

    def check(self, action: Any) -> str | None:
        """``None`` if ``action`` is legal now, else a reason a beginner understands (a translatable
        ``Text``: it reads in the language current when shown)."""
        i = self.turn
        if i < 0:
            return t("the hand is over: all 13 tricks have been played")
        who = SEAT_NAME[SEATS[i]]
        if self.nbids < 4:
            if isinstance(action, Card):
                if self.blind_reason(i) is None:
                    return t("it is {seat}'s turn to bid, not to play a card: bid 0–13, nil or blind nil", seat=who)
                return t("it is {seat}'s turn to bid, not to play a card: bid 0–13, nil", seat=who)
            if action == LOOK:
                return t("{seat} has already looked at the cards", seat=who) if self.looked[i] else None
            try:
                bid = normalize_bid(action)
            except ParseError as e:
                return e.args[0]
            return self.blind_reason(i) if bid == "blind" else None
        if isinstance(action, str):
            try:  # card text ("SA", "♠A") is accepted here exactly as ``apply`` accepts it
                action = Card.parse(action)
            except ParseError:
                pass
        if not isinstance(action, Card):
            if self.exchange:
                return t("the bidding is over: {seat} must pass a card to the partner now", seat=who)
            return t("the bidding is over: {seat} must play a card now", seat=who)
        forged = not_a_card(action)  # (built past Card's checks: no rule can judge it)
        if forged:
            return forged
        hand = cards_of(self.masks[i])
        if action not in hand:
            return t("{seat} does not hold {card}", seat=who, card=action.symbol)
        if self.exchange:
            return None
        if self.trick:
            return follow_reason(hand, self.trick[0].suit, action)
        if not self.history and self.rules.first_lead == "club_two" and action != CLUB_TWO:
            return t("the first lead must be ♣2 (this game's rule: the holder of ♣2 leads it)")
        if action.suit == "S" and not self.broken:
            others = sorted({s for c in hand if (s := c.suit) and s != "S"}, key="SHCD".index)
            if others:
                return t("you cannot lead ♠ yet: spades are not broken and you still hold {suits}",
                          suits=" ".join(SUIT_SYMBOL[s] for s in others))
        return None

    def blind_reason(self, seat: int) -> str | None:
        """Why ``seat`` may not bid blind nil now (``None``: it may)."""
        if self.looked[seat]:
            return t("you cannot bid blind nil: you have already looked at your cards "
                      "(blind nil is bid before looking)")
        need = self.rules.blind_nil_requires_deficit
        if need:
            ours, theirs = (0, 1) if seat in (0, 2) else (1, 0)
            behind = self.before[theirs][0] - self.before[ours][0]
            if behind < need:
                if behind < 0:
                    return t("you cannot bid blind nil: this game allows it only to a side at least {need} points "
                              "behind, and your side is ahead", need=need)
                if behind == 0:
                    return t("you cannot bid blind nil: this game allows it only to a side at least {need} points "
                              "behind, and your side is level", need=need)
                return t("you cannot bid blind nil: this game allows it only to a side at least {need} points "
                          "behind, and your side is only {behind} points behind", need=need, behind=behind)
        return None

    def apply_other(self, action: Any) -> State:
        """``apply`` of what the kernel does not take: a bid that is plainly open, else the explaining path."""
        if self.nbids < 4:  # a bid of 0 (nil) to 13 is always legal; "look" before looking; blind nil when allowed
            t, cls = self.turn, action.__class__
            if cls is int and 0 <= action <= 13:
                return self._bid(t, action)
            if cls is str and (action == LOOK and not self.looked[t]
                               or action == "blind" and self.blind_reason(t) is None):
                return self._bid(t, action)
        return self.apply_checked(action)

    def apply_checked(self, action: Any) -> State:
        """``apply`` the explaining way: ``check`` judges (and names the reason of a refusal), then the bid,
        the pass of the exchange or the card (by the kernel, which takes every card ``check`` allows) is made."""
        t = self.turn
        if isinstance(action, str) and self.nbids == 4 and t >= 0:
            try:
                action = Card.parse(action)
            except ParseError:
                pass
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        if self.nbids < 4:
            return self._bid(t, action)
        if self.exchange:
            return self._give(t, action)
        after = _kernel.play(self, action)
        if after is None:  # check and the kernel disagree (tests/test_kernel_differential.py)
            raise AssertionError(f"{action} passed check but the kernel refused it")
        return after

    def result(self) -> dict[str, TeamResult] | None:
        """The hand's score per team (``None`` until the hand is over)."""
        if self.turn >= 0:
            return None
        # every seat has bid once the hand is over, so the bids are the whole list
        (bn, be, bs, bw), (wn, we, ws, ww) = self.bid_list, self.won
        bids, tricks = {"N": bn, "E": be, "S": bs, "W": bw}, {"N": wn, "E": we, "S": ws, "W": ww}
        (ns, ew), rules = self.before, self.rules
        return {"NS": score_own("NS", bids, tricks, ns, rules), "EW": score_own("EW", bids, tricks, ew, rules)}

    # -- moves -----------------------------------------------------------------------------------
    def look(self, seat: str | None = None) -> State:
        """The same position after ``seat`` (default: the bidder to act) has seen its cards."""
        i = self.turn if seat is None else INDEX[seat]
        if i < 0 or self.looked[i]:
            return self
        (rules, dealer, masks, looked, bids, turn, nbids, leader, trick, broken, won, history, before, exchange,
         given) = self
        looked = looked[:i] + (True,) + looked[i + 1:]
        return _new(State, (rules, dealer, masks, looked, bids, turn, nbids, leader, trick, broken, won, history,
                            before, exchange, given))

    def _bid(self, t: int, action: Any) -> State:
        if action == LOOK:
            return self.look(SEATS[t])
        bid = action if action.__class__ is int and 0 < action <= 13 else normalize_bid(action)
        bids = self.bid_list[:t] + (bid,) + self.bid_list[t + 1:]
        looked = self.looked if bid == "blind" else self.looked[:t] + (True,) + self.looked[t + 1:]
        nbids = self.nbids + 1
        if nbids < 4:  # the next bidder (built directly: bids are part of every simulated hand)
            (rules, dealer, masks, _, _, _, _, leader, trick, broken, won, history, before, exchange, given) = self
            return _new(State, (rules, dealer, masks, looked, bids, (t + 1) & 3, nbids, leader, trick, broken, won,
                                history, before, exchange, given))
        queue: tuple[int, ...] = ()
        n = self.rules.blind_nil_exchange_cards
        if n:
            order = [(INDEX[self.dealer] + k) % 4 for k in range(1, 5)]
            for s in order:
                if bids[s] == "blind":
                    queue += (s,) * n + ((s + 2) % 4,) * n
        (rules, dealer, masks, _, _, _, _, leader, trick, broken, won, history, before, _, given) = self
        turn = queue[0] if queue else self._first_leader()
        return _new(State, (rules, dealer, masks, looked, bids, turn, 4, leader, trick, broken, won, history, before,
                            queue, given))

    def _first_leader(self) -> int:
        if self.rules.first_lead == "club_two":
            return next(i for i in range(4) if self.masks[i] & BIT[CLUB_TWO])
        return (INDEX[self.dealer] + 1) % 4

    def _give(self, t: int, card: Card) -> State:
        to = (t + 2) % 4
        masks = list(self.masks)
        masks[t] ^= BIT[card]
        masks[to] |= BIT[card]
        queue = self.exchange[1:]
        looked = self.looked[:t] + (True,) + self.looked[t + 1:]  # passing means looking
        new = self._replace(masks=tuple(masks), exchange=queue, given=self.given + ((t, card),), looked=looked)
        return new._replace(turn=queue[0] if queue else new._first_leader())

    # -- seat-keyed views ------------------------------------------------------------------------
    @property
    def cards(self) -> tuple[tuple[Card, ...], ...]:
        """Hands by seat number (each spades, hearts, diamonds, clubs, high to low)."""
        return tuple(cards_of(m) for m in self.masks)

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        return dict(zip(SEATS, self.cards, strict=True))

    @property
    def bids(self) -> dict[str, Any]:
        """Bids made so far: ``"nil"``, ``"blind"`` or 1–13 (seats yet to bid are absent)."""
        return {SEATS[i]: b for i, b in enumerate(self.bid_list) if b is not None}

    def tricks_won(self) -> dict[str, int]:
        return dict(zip(SEATS, self.won, strict=True))

    @property
    def tricks(self) -> list[Trick]:
        """Completed tricks as ``tutor.tricks.Trick`` values."""
        return [as_trick(lead, cards) for lead, cards in self.history]

    @property
    def current_trick(self) -> Trick:
        return as_trick(self.leader, self.trick)

    def winners(self) -> list[str]:
        return [as_trick(lead, cards).winner() for lead, cards in self.history]

    def has_looked(self, seat: str) -> bool:
        return self.looked[INDEX[seat]]

    def sorted_hand(self, seat: str) -> tuple[Card, ...]:
        return tuple(sort_cards(cards_of(self.masks[INDEX[seat]]), "spades", trump="S"))

    def __repr__(self) -> str:
        where = f"{self.phase}, {self.current_seat} to act" if self.turn >= 0 else "over"
        return f"<spades hand: dealer {self.dealer}, {where}, {len(self.history)} tricks played>"

    def view(self) -> TableView:
        return table_view(self)  # built in view.py to keep this module short


# the kernel's apply, legal_actions and is_terminal become State's own (the kernel contract: tutor.games.kernel)
bind(State, _kernel, {"Card": Card})


def as_trick(leader: int, cards: tuple[Card, ...]) -> Trick:
    """A completed or current trick (``leader`` a seat number) as a ``tutor.tricks.Trick``."""
    return Trick(SEATS[leader], tuple((SEATS[(leader + k) % 4], c) for k, c in enumerate(cards)), "S")


def new_hand(seed: int | None = 7, rules: Rules | None = None, *, dealer: str | None = None,
             before: Any = None, looked: str = "") -> State:
    """A freshly dealt hand at its first decision (the bid of the dealer's left-hand player).

    ``dealer`` defaults to a seat drawn from ``seed`` (the first dealer is random, rule book §1.A.3);
    ``before`` is the running ``{"NS": (score, bags), "EW": ...}``; ``looked`` names seats that have
    already seen their cards (``"NESW"`` for all).
    """
    rules = _MSN if rules is None else Rules.given(rules)
    masks = _kernel.deal_masks(seed)
    if masks is None:
        hands, _ = deal(seed)
    if dealer is None:
        if isinstance(seed, int):
            dealer = SEATS[((seed * 0x9E3779B1) >> 16) & 3]  # a cheap hash of the seed: reproducible
        else:
            import random

            dealer = SEATS[random.Random(seed).randrange(4)]
    if masks is None:
        return start(rules, hands, dealer, before=before, looked=looked)
    # The same deal as ``deal(seed)``, straight into masks (bit d is ``DECK_52[d]``).
    seat_field(dealer)
    bef = _NO_BEFORE if before is None else (before_of(before, "NS"), before_of(before, "EW"))
    return _start(rules, masks, dealer, bef, looked)


def start(rules: Rules, hands: Mapping[str, Sequence[Card]], dealer: str, *, before: Any = None,
          looked: str = "") -> State:
    """The state before the first bid for given hands (records, lessons, OpenSpiel cross-checks)."""
    seat_field(dealer)
    bef = (before_of(before, "NS"), before_of(before, "EW"))
    n, e, s, w = hands["N"], hands["E"], hands["S"], hands["W"]
    masks = (mask_of(n), mask_of(e), mask_of(s), mask_of(w))
    # A card twice in one hand carries into another bit and one in two hands overlaps: either way
    # the union has fewer bits than there are cards.
    if (masks[0] | masks[1] | masks[2] | masks[3]).bit_count() != len(n) + len(e) + len(s) + len(w):
        raise ParseError(t("hands: a card appears twice"))
    return _start(rules, masks, dealer, bef, looked)


def _start(rules: Rules, masks: tuple[int, ...], dealer: str, bef: tuple[tuple[int, int], tuple[int, int]],
           looked: str) -> State:
    first = (INDEX[dealer] + 1) % 4
    return _new(State, (rules, dealer, masks, tuple(seat in looked for seat in SEATS) if looked else _NOT_LOOKED,
                        _NO_BIDS, first, 0, first, (), False, (0, 0, 0, 0), (), bef, (), ()))


def describe_hand(cards: tuple[Card, ...]) -> str:
    return format_cards(sort_cards(cards, "spades", trump="S"))


def position(hands: dict[str, Any], *, leader: str, broken: bool = False, rules: Rules | None = None) -> State:
    """A lead position for lessons and tests: each seat holds ``hands[seat]`` (equal sizes) and
    ``leader`` is to lead; the earlier tricks are the rest of the deck, dealt round in order (only
    their number matters), and ``broken`` says whether spades have been broken.

    >>> st = position({"N": "SA S5 H3", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, leader="N")
    >>> [c.symbol for c in st.legal_actions()], st.check(Card.parse("SA"))
    (['♥3'], 'you cannot lead ♠ yet: spades are not broken and you still hold ♥')
    """
    from ...cards import DECK_52, parse_cards

    parsed = {s: tuple(parse_cards(hands[s]) if isinstance(hands[s], str) else hands[s]) for s in SEATS}
    size = len(parsed["N"])
    if any(len(h) != size for h in parsed.values()) or not 1 <= size <= 13:
        raise ParseError(t("position: every seat needs the same number of cards, 1 to 13"))
    held = [c for h in parsed.values() for c in h]
    if len(set(held)) != len(held):
        raise ParseError(t("position: a card appears in two hands"))
    rest = [c for c in DECK_52 if c not in set(held)]
    history, won = [], [0, 0, 0, 0]
    for k in range(0, len(rest), 4):
        cards = tuple(rest[k:k + 4])
        history.append((0, cards))
        won[winning_index(cards, "S")] += 1
    lead = INDEX[leader]
    bids = (max(won[0], 1), max(won[1], 1), max(won[2], 1), max(won[3], 1))
    return State(rules or Rules.preset(), SEATS[(lead + 3) % 4], tuple(mask_of(parsed[s]) for s in SEATS), (True,) * 4,
                 bids, lead, 4, lead, (), broken, tuple(won), tuple(history))
