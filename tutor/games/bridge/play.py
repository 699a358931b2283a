"""A bridge deal as an immutable state: auction, then play (declarer plays dummy's cards), claims.

Who acts: ``current_seat`` is the player who decides (declarer decides for dummy), ``hand_to_play`` is the
hand the next card comes from. A record's ``seat`` is therefore always the deciding player: when dummy's
card is played the record says declarer's seat (``{"seat": "S", "play": "C2"}`` with South declarer and
North dummy), and a card taken from the wrong one of declarer's two hands is refused with the reason.

>>> st = new_hand(seed=3)
>>> st.phase, st.current_seat, st.board.number
('auction', 'N', 1)
>>> for c in ["1S", "P", "4S", "P", "P", "P"]:
...     st = st.apply(c)
>>> st.phase, st.declarer, st.current_seat, st.hand_to_play
('play', 'N', 'E', 'E')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from ...cards import DECK_52, Card, deal_order, shuffled
from ...compiled import choose
from ...errors import IllegalAction, ParseError
from ...i18n import Text, domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS, next_seat, partner_of
from ...tricks import Trick, legal_follows, make_trick
from ...view import TableView
from ..base import seat_field
from ..kernel import PLAY, bind
from ..legal import LegalActions, ready
from . import kernel as reference
from .auction import Bidding, Call, Contract
from .boards import Board, board
from .claims import CLAIMS, Claim, claims_after
from .hands import (
    SUIT_NUMBER,
    full_mask,
    hand_of,
    mask_of,
    order_suit_masks,
    order_where,
    suit_masks,
    where_of,
)
from .kernel import playable
from .reasons import action_reason, describe_play, passout_reason
from .rules import Rules
from .scoring import hcp, team_scores

t, tn = domain("bridge")
#: the kernel in use: ``ckernel`` (compiled, setup.py's COMPILED) or ``kernel`` (its pure-Python reference)
KERNEL = _kernel = choose("tutor.games.bridge.ckernel", reference)
_new = tuple.__new__  # builds a named tuple as the tuple it is (NamedTuple's own __new__ is a Python function)


#: What a bridge player does: a call in the auction, a card in the play, or declarer's claim.
Action = Call | Card | Claim


#: The trick on the table as plain values, ``(to_play, leader, trump, plays, led)``: the seat number whose
#: hand plays next (-1 once all 13 tricks are played or a claim is given), who led, the trump suit (``None``
#: in no-trumps), the ``(seat, card)`` plays so far and the led suit's mask (the bits of ``State.in_hand``
#: that hold that suit, see ``Setup``; -1, every bit, before the lead): the cards a hand may play are one
#: ``&`` away.
#: ``State.trick`` builds the :class:`~tutor.tricks.Trick` from it when asked: a playout plays 39 cards to
#: unfinished tricks per deal and asks for none of them.
Table = tuple[int, str, str | None, tuple[tuple[str, Card], ...], int]
#: A completed trick as plain values, ``(winner, plays)``: its winner's seat and its four ``(seat, card)``
#: plays (the leader's first). ``State.done`` builds the :class:`~tutor.tricks.Trick` values when asked.
Finished = tuple[str, tuple[tuple[str, Card], ...]]


#: What stays the same through a deal, ``(rules, board, dealer, dealt, suits, where)``, held by a state's one
#: ``setup`` field: each call and card then copies one slot for it into the next state instead of six.
#: ``dealt`` is the four hands as dealt, tuples in seat order (for high-card points and records); ``suits``
#: the deal's suit masks (per suit S H D C, the bits of ``State.in_hand`` that hold it, see :mod:`.hands`);
#: ``where`` each ``DECK_52`` card's bit there (``hands.where_of``), so the kernel finds a card at once.
#: A plain tuple, not a named one: Python unpacks a plain tuple in one step, a subclass item by item.
Setup = tuple[Rules, Board, str, tuple[tuple[Card, ...], ...], tuple[int, int, int, int], tuple[int, ...]]
_SETUP_FIELDS = ("rules", "board", "dealer", "dealt", "suits")
#: The items of a ``Setup`` and of a ``Table``, in order (the compiled kernel reads them by these names:
#: ``tutor.games.kernel.bind`` checks its positions against these).
SETUP_LAYOUT = (*_SETUP_FIELDS, "where")
TABLE_LAYOUT = ("to_play", "leader", "trump", "plays", "led")


class State(NamedTuple):
    """One moment of a deal, as an immutable value: ``apply`` returns a new state. ``setup`` is what the
    deal keeps from start to end (see ``Setup``), read through the properties ``rules``, ``board``,
    ``dealer``, ``dealt`` and ``suits``; ``in_hand`` says which of the dealt cards are still held (one bit a
    card, see :mod:`.hands`), which ``held`` gives as tuples in seat order; the ``hands`` and ``deal``
    properties give them by seat. A playout then never rebuilds a hand's tuple, nor looks through one for a
    card or a suit. ``table`` is the trick on the table (see ``Table``), which ``trick`` gives as a
    :class:`~tutor.tricks.Trick`; ``finished`` the completed tricks as plain ``(winner, plays)`` values, which
    ``done`` gives as :class:`~tutor.tricks.Trick` values. Build one with :func:`start` or :func:`new_hand`
    (and a later moment, or other rules, with :meth:`replaced`)."""

    setup: Setup
    in_hand: int  # bit 13 × seat + p: the card at position p of ``dealt[seat]`` is still held
    auction: Bidding
    table: Table | None = None  # None during the auction
    finished: tuple[Finished, ...] = ()  # completed tricks
    claimed: int | None = None  # tricks declarer claimed (and was given) of those remaining

    @property
    def rules(self) -> Rules:
        return self.setup[0]

    @property
    def board(self) -> Board:
        return self.setup[1]

    @property
    def dealer(self) -> str:
        return self.setup[2]

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands as dealt, in seat order."""
        return self.setup[3]

    @property
    def suits(self) -> tuple[int, int, int, int]:
        """Per suit (S H D C), the bits of ``in_hand`` that hold it."""
        return self.setup[4]

    def __repr__(self) -> str:
        return (f"<bridge State board {self.board.number}, {self.phase}, calls {len(self.auction.calls)}, "
                f"tricks {len(self.finished)}>")

    @property
    def held(self) -> tuple[tuple[Card, ...], ...]:
        """The cards still in each hand, in seat order (each in its dealt order)."""
        left, dealt = self.in_hand, self.dealt
        return tuple([hand_of(dealt, left, i) for i in range(4)])

    @property
    def done(self) -> tuple[Trick, ...]:
        """The completed tricks, as :class:`~tutor.tricks.Trick` values (built when asked: a playout asks for
        none of them)."""
        table = self.table
        trump = table[2] if table is not None else None
        return tuple([make_trick(plays[0][0], plays, trump) for _, plays in self.finished])

    def replaced(self, *, held: Sequence[Sequence[Card]] | None = None, done: Sequence[Trick] | None = None,
                 **fields: Any) -> State:
        """``_replace`` that also takes the setup's fields (``rules``, ``board``, ``dealer``, ``dealt``,
        ``suits``), ``held`` (the cards still in hand, per seat: cards of that seat's dealt hand) and ``done``
        (the completed tricks): a later moment of this deal, as an ending is set up for a lesson or a test, or
        the same deal under other rules. A ``table`` may leave out its last item, the led suit's mask: it is
        worked out here (see ``Table``)."""
        if held is not None:
            fields["in_hand"] = mask_of(fields.get("dealt", self.dealt), held)
        if done is not None:
            fields["finished"] = tuple((t.winner(), t.plays) for t in done)
        kept = {k: fields.pop(k) for k in _SETUP_FIELDS if k in fields}
        if kept:  # rules, board, dealer, dealt or suits: a new setup (a new dealt needs new suit masks)
            if "dealt" in kept and "suits" not in kept:
                kept["suits"] = suit_masks(kept["dealt"])
            rules, board, dealer, dealt, suits = (kept.get(k, v) for k, v in zip(_SETUP_FIELDS, self.setup[:5],
                                                                                  strict=True))
            fields["setup"] = (rules, board, dealer, dealt, suits,
                               where_of(dealt) if "dealt" in kept else self.setup[5])
        table = fields.get("table", self.table)
        if table is not None:  # (to_play, leader, trump, plays): the led suit's mask, for these hands
            i, leader, trump, plays = table[:4]
            suits = fields.get("setup", self.setup)[4]
            if fields.get("claimed", self.claimed) is not None:  # a claim ends the play
                i = -1
            fields["table"] = (i, leader, trump, plays, suits[SUIT_NUMBER[plays[0][1][0]]] if plays else -1)
        return self._replace(**fields)

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """The cards still in each hand, by seat."""
        return dict(zip(SEATS, self.held, strict=True))

    @property
    def deal(self) -> dict[str, tuple[Card, ...]]:
        """The hands as dealt, by seat."""
        return dict(zip(SEATS, self.dealt, strict=True))

    # -- facts -----------------------------------------------------------------------------------
    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def declarer(self) -> str | None:
        return self.auction.declarer

    @property
    def dummy(self) -> str | None:
        return self.auction.dummy

    @property
    def trick(self) -> Trick | None:
        """The trick on the table: ``None`` during the auction; after the last trick, an empty trick led by
        its winner (the table is clear)."""
        table = self.table
        if table is None:
            return None
        _, leader, trump, plays, _ = table
        return make_trick(leader, plays, trump) if plays else _EMPTY_TRICK[leader, trump]

    @property
    def phase(self) -> str:
        table = self.table
        if table is None:
            return "over" if self.auction.passed_out else "auction"
        return "over" if self.claimed is not None or table[0] < 0 else "play"

    @property
    def hand_to_play(self) -> str | None:
        """The hand the next card comes from (dummy's seat when dummy plays); ``None`` outside play."""
        table = self.table
        if table is None or self.claimed is not None or table[0] < 0:
            return None
        return SEATS[table[0]]

    @property
    def current_seat(self) -> str | None:
        """The player who decides now: the caller in the auction; in play declarer also for dummy."""
        if self.table is None:
            return self.auction.turn
        seat = self.hand_to_play
        if seat is None:
            return None
        dummy = self.dummy
        return partner_of(seat) if seat == dummy else seat

    @property
    def dummy_visible(self) -> bool:
        """Dummy goes down face up once the opening lead is made."""
        return bool(self.finished) or bool(self.table and self.table[3])

    # The hot three are the kernel's own functions, bound below the class (no Python frame in between): the
    # compiled kernel (``ckernel.pyx``) when it is built, else its pure-Python reference (``kernel.py``); see
    # ``KERNEL``. These definitions give their signatures and say what they do.
    def is_terminal(self) -> bool:
        return _kernel.is_terminal(self)

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for winner, _ in self.finished:
            won[winner] += 1
        return won

    @property
    def declarer_tricks(self) -> int:
        """Tricks won by declarer's side so far, plus any claimed tricks."""
        contract = self.auction.contract
        if contract is None or contract.declarer is None:
            return 0
        side = _SIDE[contract.declarer]
        won = sum(1 for winner, _ in self.finished if _SIDE[winner] == side)
        return won + (self.claimed or 0)

    @property
    def remaining_tricks(self) -> int:
        return 13 - len(self.finished)

    @property
    def next_board(self) -> int:
        """The board number dealt next (QQ: a passed-out deal also moves on, rule book B-B2)."""
        if self.auction.passed_out and self.rules.passout == "same_vul_next_dealer":
            return self.board.number
        return self.board.number + 1

    @property
    def next_dealer(self) -> str:
        """Who deals next: Law 2's dealer of the next board, or (``dealer_policy="rotate"``, or a pass-out
        under ``passout="same_vul_next_dealer"``) the seat after this dealer."""
        if self.rules.dealer_policy == "rotate" or (
                self.auction.passed_out and self.rules.passout == "same_vul_next_dealer"):
            return next_seat(self.dealer)
        return board(self.next_board).dealer

    def passout_text(self) -> Text:
        """What a pass-out means under the rules' ``passout`` switch (rule book B-B2), and what comes next."""
        return t("Passed out: ") + self.passout_reason()

    def passout_reason(self) -> Text:
        """:meth:`passout_text` without its ``Passed out: ``."""
        return passout_reason(self)

    def hcp(self) -> dict[str, int]:
        """Starting high-card points per team."""
        h = {s: hcp(self.deal[s]) for s in SEATS}
        return {"NS": h["N"] + h["S"], "EW": h["E"] + h["W"]}

    def result(self) -> dict[str, int] | None:
        """Signed duplicate score per team once the hand is over (zero for a passed-out deal); ``None`` before."""
        setup, _, auction, table, finished, claimed = self  # (is_terminal and declarer_tricks, inlined)
        if table is None:
            return None if auction.passes < 4 else team_scores(None, setup[1], 0)
        if claimed is None and table[0] >= 0:
            return None
        contract = auction.contract
        declarer = contract.declarer  # type: ignore[union-attr]
        winners = [w for w, _ in finished]
        won = winners.count(declarer) + winners.count(_PARTNER[declarer]) + (claimed or 0)  # type: ignore[index,arg-type]
        return team_scores(contract, setup[1], won)

    # -- legality --------------------------------------------------------------------------------
    def legal_actions(self) -> LegalActions[Action]:
        """Calls in the auction; in the play the cards of the hand to play and, at declarer's turn, every
        claim the rules' ``claim_validation`` would accept (``Claim(0)`` … the most tricks accepted; none
        under ``claims=False``)."""
        return _kernel.legal_actions(self)

    def with_claims(self, i: int, cards: tuple[Action, ...]) -> LegalActions[Action]:
        """The legal actions of seat number ``i`` (to play ``cards``) under rules with claims: at declarer's
        turn also the claims (the kernel's ``legal_actions`` asks here when the rules have claims)."""
        if (i - SEAT_INDEX[self.auction.contract.declarer]) % 2:  # type: ignore[union-attr,index]
            return ready(self, cards)  # a defender's turn
        if self.rules.claim_validation == "accept":
            return ready(self, cards + CLAIMS[:14 - len(self.finished)])
        # judging a claim may need the double-dummy solver: only when someone lists them, and only once
        return LegalActions(self, generate=claims_after(self, cards))

    def _playable(self, i: int) -> int:
        """The positions of ``dealt[i]`` that seat number ``i`` may play now (in play), as a 13-bit mask."""
        table = self.table
        assert table is not None
        return playable(self.in_hand, table[4], i)

    def legal_cards(self) -> list[Card]:
        """The cards that may be played now (the legal actions without the claims; empty outside play)."""
        seat = self.hand_to_play
        trick = self.trick
        if seat is None or trick is None:
            return []
        return legal_follows(self.held[SEAT_INDEX[seat]], trick.led_suit)

    def check(self, action: object) -> str | None:
        return action_reason(self, action)

    # -- moving --------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> State:
        """The state after ``action`` (``IllegalAction`` with the reason if it is illegal)."""
        return _kernel.apply(self, action)

    def apply_other(self, action: Action | str) -> State:
        """``apply`` of what the kernel does not take: the auction's ``take`` of a call (judged and made in one
        step), else the explaining path (``apply_checked``: ``check`` names the reason of a refusal; texts and
        claims)."""
        if action.__class__ is Call and self.table is None:
            called = self.auction.take(action)  # type: ignore[arg-type]
            if called is not None:
                return self._called(called)
        return self.apply_checked(action)

    def apply_checked(self, action: object) -> State:
        """``apply`` the explaining way: every refusal, and every action that is not a :class:`Call` or a
        :class:`Card` object (texts, claims)."""
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        if isinstance(action, str):
            action = Call.parse(action) if self.table is None else Card.parse(action)
        if isinstance(action, Call):
            return self._called(self.auction._after(action))
        if isinstance(action, Claim):
            return self.replaced(claimed=action.tricks)  # (the table then says nobody plays: to_play -1)
        assert isinstance(action, Card) and self.table is not None
        after = _kernel.play(self, action)
        if after is None:  # check and the kernel disagree (tests/test_kernel_differential.py)
            raise AssertionError(f"{action} passed check but the kernel refused it")
        return after

    def _called(self, auction: Bidding) -> State:
        """This state with the auction after a call; after the third pass that follows a bid, the play begins,
        led by declarer's left-hand opponent."""
        setup, left, _, _, finished, claimed = self
        contract = auction.contract
        table = None
        if contract is not None:
            leader = _NEXT[contract.declarer]  # type: ignore[index]
            table = (SEAT_INDEX[leader], leader, contract.trump, (), -1)
        return _new(State, (setup, left, auction, table, finished, claimed))

    # -- display ---------------------------------------------------------------------------------
    def view(self) -> TableView:
        from .table_view import table_view  # display: built only when shown

        return table_view(self)

    def describe_play(self, card: Card) -> Text:
        """Narration of ``card`` played now (``self`` is the state before it)."""
        return describe_play(self, card)


# the kernel's apply, legal_actions and is_terminal become State's own (the kernel contract: tutor.games.kernel)
bind(State, _kernel, {"Setup": SETUP_LAYOUT, "Table": TABLE_LAYOUT, "Bidding": Bidding, "Contract": Contract,
                      "Call": Call, "Card": Card, "Play": PLAY})


def start(rules: Rules, board: Board, hands: Mapping[str, Sequence[Card]], dealer: str | None = None) -> State:
    """The state before the first call: ``hands`` by seat, ``dealer`` (default: the board's)."""
    dealer = dealer or board.dealer
    dealt = (tuple(hands["N"]), tuple(hands["E"]), tuple(hands["S"]), tuple(hands["W"]))
    return _new(State, ((rules, board, dealer, dealt, suit_masks(dealt), where_of(dealt)), full_mask(dealt),
                        Bidding.start(dealer), None, (), None))


_NEXT = {s: next_seat(s) for s in SEATS}
_PARTNER = {s: partner_of(s) for s in SEATS}
_FULL = (1 << 52) - 1  # all 52 cards in hand
_INDICES = tuple(range(52))
_DEFAULT_RULES = Rules.preset()
#: The 20 tricks before their lead (leader × trump), shared: an immutable value needs no copy per trick.
_EMPTY_TRICK = {(s, trump): make_trick(s, (), trump) for s in SEATS for trump in (None, "S", "H", "D", "C")}
_SIDE = {s: SEAT_INDEX[s] % 2 for s in SEATS}  # 0 North–South, 1 East–West
def new_hand(seed: int | None = None, rules: Rules | None = None, *, board_number: int = 1,
             dealer: str | None = None) -> State:
    """A freshly dealt board at its first decision (the dealer's first call)."""
    rules = _DEFAULT_RULES if rules is None else Rules.given(rules)  # rules are immutable: one default serves
    b = board(board_number)
    if dealer is not None:
        seat_field(dealer)
    if dealer is not None and rules.dealer_policy == "board" and dealer != b.dealer:
        # the same check as a record's (rule book B-B1): the board number fixes the dealer
        raise ParseError(t("dealer: board {number}'s dealer is {dealer} (Law 2), not {seat}",
                           number=b.number, dealer=SEAT_NAME[b.dealer], seat=SEAT_NAME[dealer]))
    # what deal(seed) deals, without its dictionaries (13 cards a seat), as the deck's indices first: the
    # deal is indexed from them without looking a card up
    order = deal_order(seed) or shuffled(_INDICES, seed)  # (deal_order: the same shuffle, faster, for an int)
    cards = itemgetter(*order)(DECK_52)
    dealt = (cards[:13], cards[13:26], cards[26:39], cards[39:])
    dealer = dealer or b.dealer
    setup = (rules, b, dealer, dealt, order_suit_masks(order), order_where(order))
    return _new(State, (setup, _FULL, Bidding.start(dealer), None, (), None))


__all__ = ["State", "Claim", "Action", "CLAIMS", "start", "new_hand", "partner_of"]
