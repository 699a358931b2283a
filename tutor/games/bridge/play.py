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

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any, NamedTuple

from ...cards import DECK_52, Card, shuffled, sort_cards
from ...errors import IllegalAction, ParseError
from ...i18n import Text, domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS, next_seat, partner_of, team_of
from ...tricks import Trick, legal_follows, make_trick
from ...view import TableView
from ..base import seat_field, short_repr
from ..legal import LegalActions, ReadyActions
from .auction import TEAM_NAME, Bidding, Call, Contract
from .boards import VUL_TEXT, Board, board
from .reasons import card_reason, claim_reason, describe_play
from .rules import Rules
from .scoring import hcp, team_scores

t, tn = domain("bridge")


@dataclass(frozen=True, slots=True)
class Claim:
    """Declarer claims ``tricks`` of the remaining tricks (the rest go to the defenders)."""

    tricks: int

    def __str__(self) -> str:
        return f"claim {self.tricks}"


#: ``Claim(n)`` for n = 0 … 13, shared by every state.
CLAIMS = tuple(Claim(n) for n in range(14))
#: What a bridge player does: a call in the auction, a card in the play, or declarer's claim.
Action = Call | Card | Claim


#: The trick on the table as plain values, ``(to_play, leader, trump, plays)``: the seat number whose hand
#: plays next (-1 once all 13 tricks are played), who led, the trump suit (``None`` in no-trumps) and the
#: ``(seat, card)`` plays so far. ``State.trick`` builds the :class:`~tutor.tricks.Trick` from it when asked:
#: a playout plays 39 cards to unfinished tricks per deal and asks for none of them.
Table = tuple[int, str, str | None, tuple[tuple[str, Card], ...]]


class State(NamedTuple):
    """One moment of a deal, as an immutable value: ``apply`` returns a new state. Per-seat hands are tuples
    in seat order (``dealt``: as dealt, for high-card points and records; ``held``: still in hand); the
    ``hands`` and ``deal`` properties give them by seat; ``table`` is the trick on the table (see ``Table``),
    which ``trick`` gives as a :class:`~tutor.tricks.Trick`. Build one with :func:`start` or :func:`new_hand`."""

    rules: Rules
    board: Board
    dealer: str
    dealt: tuple[tuple[Card, ...], ...]
    held: tuple[tuple[Card, ...], ...]
    auction: Bidding
    table: Table | None = None  # None during the auction
    done: tuple[Trick, ...] = ()  # completed tricks
    claimed: int | None = None  # tricks declarer claimed (and was given) of those remaining

    def __repr__(self) -> str:
        return (f"<bridge State board {self.board.number}, {self.phase}, calls {len(self.auction.calls)}, "
                f"tricks {len(self.done)}>")

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
        _, leader, trump, plays = table
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
        return bool(self.done) or bool(self.table and self.table[3])

    def is_terminal(self) -> bool:
        table = self.table
        if table is None:
            return self.auction.passes >= 4  # the auction goes on, or all four passed
        return self.claimed is not None or table[0] < 0

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for t in self.done:
            won[t.winner()] += 1
        return won

    @property
    def declarer_tricks(self) -> int:
        """Tricks won by declarer's side so far, plus any claimed tricks."""
        contract = self.auction.contract
        if contract is None or contract.declarer is None:
            return 0
        side = _SIDE[contract.declarer]
        won = sum(1 for t in self.done if _SIDE[t.winner()] == side)
        return won + (self.claimed or 0)

    @property
    def remaining_tricks(self) -> int:
        return 13 - len(self.done)

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
        nxt = t("board {number}, {seat} deals", number=self.next_board, seat=SEAT_NAME[self.next_dealer])
        if self.rules.passout == "score_zero":
            return t("the board is over and scores 0 for each side; next {next}", next=nxt)
        if self.rules.passout == "same_vul_next_dealer":
            return t("no score; the cards are dealt again with the same vulnerability ({next})", next=nxt)
        return t("no score; the next board is dealt ({next})", next=nxt)

    def hcp(self) -> dict[str, int]:
        """Starting high-card points per team."""
        h = {s: hcp(self.deal[s]) for s in SEATS}
        return {"NS": h["N"] + h["S"], "EW": h["E"] + h["W"]}

    def result(self) -> dict[str, int] | None:
        """Signed duplicate score per team once the hand is over (zero for a passed-out deal); ``None`` before."""
        if not self.is_terminal():
            return None
        return team_scores(self.contract, self.board, self.declarer_tricks)

    # -- legality --------------------------------------------------------------------------------
    def legal_actions(self) -> LegalActions[Action]:
        """Calls in the auction; in the play the cards of the hand to play and, at declarer's turn, every
        claim the rules' ``claim_validation`` would accept (``Claim(0)`` … the most tricks accepted; none
        under ``claims=False``)."""
        global _LAST
        last = _LAST
        if last[0] is self:  # the same state asked again (a playout redrawing, a bot after a hint)
            return last[1]
        rules, _, _, _, held, auction, table, done, claimed = self
        if table is None:  # the auction: a shared tuple of calls
            legal: LegalActions[Action] = ReadyActions(self, auction.legal_tuple())
            _LAST = (self, legal, -1)
            return legal
        i, _, _, plays = table
        if i < 0 or claimed is not None:
            return ReadyActions(self, ())
        hand = held[i]
        if plays:  # follow suit if you can (a card is a (suit, rank) pair)
            led = plays[0][1][0]
            hand = tuple([c for c in hand if c[0] == led]) or hand
        cards: tuple[Action, ...] = hand
        if not rules.claims or (i - SEAT_INDEX[auction.contract.declarer]) % 2:  # type: ignore[union-attr,index]
            legal = ReadyActions(self, cards)  # no claims, or a defender's turn
        elif rules.claim_validation == "accept":
            legal = ReadyActions(self, cards + CLAIMS[:14 - len(done)])
        else:  # judging a claim may need the double-dummy solver: only when someone lists them, and only once
            return LegalActions(self, generate=self._claims_after(cards))
        _LAST = (self, legal, i)
        return legal

    def _claims_after(self, cards: tuple[Action, ...]) -> Callable[[], Iterator[Action]]:
        """The listing of ``cards`` and then the claims the rules accept, judged when first listed."""
        most: list[int] = []

        def generate() -> Iterator[Action]:
            if not most:
                most.append(self._most_claimable())
            return chain(cards, CLAIMS[:most[0] + 1])

        return generate

    def legal_cards(self) -> list[Card]:
        """The cards that may be played now (the legal actions without the claims; empty outside play)."""
        seat = self.hand_to_play
        trick = self.trick
        if seat is None or trick is None:
            return []
        return legal_follows(self.held[SEAT_INDEX[seat]], trick.led_suit)

    def _most_claimable(self) -> int:
        """The largest claim the rules accept now (a claim of fewer tricks is accepted too)."""
        return next(n for n in range(13 - len(self.done), -1, -1) if self._claim_reason(CLAIMS[n]) is None)

    def check(self, action: object) -> str | None:
        if self.is_terminal():
            return (t("the deal was passed out: nothing more happens") if self.auction.passed_out
                    else t("the hand is over: all tricks are decided"))
        if self.table is None:
            if isinstance(action, Card):
                who = SEAT_NAME.get(self.auction.turn or "")
                return t("the auction is still going on: {seat} must call, not play a card", seat=who)
            if isinstance(action, Claim):
                return t("you can only claim during the play, after the auction")
            if not isinstance(action, str | Call):
                return t("{text} is not a call: expected 1C…7NT, P, X or XX", text=_short(action))
            try:
                return self.auction.check(action)
            except ParseError as e:
                return e.args[0] if e.args and isinstance(e.args[0], Text) else str(e)
        if isinstance(action, Claim):
            return self._claim_reason(action)
        if isinstance(action, str):
            text = action
            try:
                action = Card.parse(text)
            except ParseError as e:
                if _is_call(text):
                    return t("the auction is over: now each player plays a card")
                return e.args[0] if e.args and isinstance(e.args[0], Text) else str(e)
        if isinstance(action, Call):
            return t("the auction is over: now each player plays a card")
        if not isinstance(action, Card):
            return t("{value} is not a card", value=_short(action))
        return self._card_reason(action)

    def _card_reason(self, card: Card) -> Text | None:
        return card_reason(self, card)

    def _claim_reason(self, claim: Claim) -> Text | None:
        return claim_reason(self, claim)

    # -- moving --------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> State:
        kind = type(action)
        if kind is Card or kind is Call:
            last = _LAST
            if last[0] is self and action in last[1]._items:  # listed by legal_actions just now: known legal
                i = last[2]
                return self._call(action) if i < 0 else self._play(i, action)  # type: ignore[arg-type]
            table = self.table
            if table is None:
                if kind is Call and self.auction.may(action):  # type: ignore[arg-type]
                    return self._call(action)  # type: ignore[arg-type]
            elif kind is Card and table[0] >= 0 and self.claimed is None:
                # the bots' fast path: a held card that follows suit, or any held card when void
                i, _, _, plays = table
                hand = self.held[i]
                if action in hand:
                    if not plays:
                        return self._play(i, action)  # type: ignore[arg-type]
                    led = plays[0][1].suit
                    if action.suit == led:  # type: ignore[union-attr]
                        return self._play(i, action)  # type: ignore[arg-type]
                    for c in hand:
                        if c.suit == led:
                            break  # must follow suit: refused below, with the reason
                    else:
                        return self._play(i, action)  # type: ignore[arg-type]
        # everything else, and every refusal, goes the explaining way
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=self.legal_actions(), action=action)
        if isinstance(action, str):
            action = Call.parse(action) if self.table is None else Card.parse(action)
        if isinstance(action, Call):
            return self._call(action)
        if isinstance(action, Claim):
            return self._replace(claimed=action.tricks)
        assert self.table is not None and isinstance(action, Card)
        return self._play(self.table[0], action)

    def _call(self, call: Call) -> State:
        rules, board, dealer, dealt, held, auction, _, done, claimed = self
        auction = auction._after(call)
        contract = auction.contract
        if contract is None:
            table = None
        else:  # the third pass after a bid: the play begins, led by declarer's left-hand opponent
            leader = _NEXT[contract.declarer]  # type: ignore[index]
            table = (SEAT_INDEX[leader], leader, None if contract.strain == "NT" else contract.strain, ())
        return tuple.__new__(State, (rules, board, dealer, dealt, held, auction, table, done, claimed))

    def _play(self, i: int, card: Card) -> State:
        """The state after seat number ``i`` plays ``card`` (known legal): only the trick that the card
        completes is built as a :class:`Trick` (the finished tricks are ``done``)."""
        rules, board, dealer, dealt, held, auction, table, done, _ = self
        hand = held[i]
        j = hand.index(card)
        hand = hand[:j] + hand[j + 1:]
        if i == 0:
            held = (hand, held[1], held[2], held[3])
        elif i == 1:
            held = (held[0], hand, held[2], held[3])
        elif i == 2:
            held = (held[0], held[1], hand, held[3])
        else:
            held = (held[0], held[1], held[2], hand)
        _, leader, trump, plays = table  # type: ignore[misc]
        plays = (*plays, (SEATS[i], card))
        if len(plays) < 4:
            table = (_NEXT_NUMBER[i], leader, trump, plays)
        else:
            full = make_trick(leader, plays, trump)
            done = (*done, full)
            winner = full.winner()
            table = (SEAT_INDEX[winner] if len(done) < 13 else -1, winner, trump, ())
        return tuple.__new__(State, (rules, board, dealer, dealt, held, auction, table, done, None))

    # -- display ---------------------------------------------------------------------------------
    def view(self) -> TableView:
        contract = self.contract
        trump = contract.trump if contract else None
        last = self.done[-1] if self.done else None
        info: list[str] = [t("Board {number} · dealer {seat} · {vulnerable}", number=self.board.number,
                             seat=SEAT_NAME[self.dealer], vulnerable=VUL_TEXT[self.board.vulnerable])]
        if self.auction.calls:
            info.append(t("Auction: {calls}", calls=_joined(c.symbol for c in self.auction.calls)))
        if self.auction.passed_out:
            info.append(self.passout_text())
        elif contract is not None:
            assert contract.declarer is not None
            dummy = partner_of(contract.declarer)
            info.append(t("Contract {contract} · dummy {seat} · {n} tricks needed", contract=contract.symbol,
                          seat=SEAT_NAME[dummy], n=contract.tricks_needed))
            team = team_of(contract.declarer)
            other = "EW" if team == "NS" else "NS"
            played = len(self.done)
            dt = self.declarer_tricks - (self.claimed or 0)
            info.append(t("Tricks: {side} {n}, {other} {m}", side=TEAM_NAME[team], n=dt, other=TEAM_NAME[other],
                          m=played - dt))
            if self.claimed is not None:
                info.append(t("Declarer claimed {n} of the last {m} tricks", n=self.claimed, m=self.remaining_tricks))
        face_down = frozenset({self.dummy or ""}) if contract is not None and not self.dummy_visible else frozenset()
        return TableView(
            game="bridge",
            hands={s: tuple(sort_cards(h, "bridge", trump=trump)) for s, h in zip(SEATS, self.held, strict=True)},
            trick=tuple((s, (c,)) for s, c in self.table[3]) if self.table else (),
            turn=self.hand_to_play or self.current_seat,
            tricks_won=self.tricks_won(),
            last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
            last_winner=last.winner() if last else None,
            trump=trump,
            info=tuple(info),
            face_down=face_down,
        )

    def describe_play(self, card: Card) -> Text:
        """Narration of ``card`` played now (``self`` is the state before it)."""
        return describe_play(self, card)


def start(rules: Rules, board: Board, hands: Mapping[str, Sequence[Card]], dealer: str | None = None) -> State:
    """The state before the first call: ``hands`` by seat, ``dealer`` (default: the board's)."""
    dealer = dealer or board.dealer
    dealt = (tuple(hands["N"]), tuple(hands["E"]), tuple(hands["S"]), tuple(hands["W"]))
    return tuple.__new__(State, (rules, board, dealer, dealt, dealt, Bidding.start(dealer), None, (), None))


_NEXT = {s: next_seat(s) for s in SEATS}
_NEXT_NUMBER = (1, 2, 3, 0)
_DEFAULT_RULES = Rules.preset()
#: The 20 tricks before their lead (leader × trump), shared: an immutable value needs no copy per trick.
_EMPTY_TRICK = {(s, trump): make_trick(s, (), trump) for s in SEATS for trump in (None, "S", "H", "D", "C")}
_SIDE = {s: SEAT_INDEX[s] % 2 for s in SEATS}  # 0 North–South, 1 East–West
#: The last state asked for its legal actions, the answer and the seat number to play (-1 in the auction)
#: (see ``State.legal_actions``): states never change, so a state asked again gets the same answer without
#: working it out again, and ``apply`` takes an action listed there without judging it again. One tuple,
#: replaced whole: a thread never sees one state's answer paired with another's.
_LAST: tuple[object, Any, int] = (None, None, -1)


def _short(value: object, limit: int = 40) -> str:
    return short_repr(value, limit)


def _joined(items) -> Text:
    from ...i18n import join

    return join(" ", list(items))


def _is_call(text: str) -> bool:
    try:
        Call.parse(text)
    except ParseError:
        return False
    return True


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
    cards = shuffled(DECK_52, seed)  # what deal(seed) deals, without its dictionaries: 13 cards a seat
    dealt = (tuple(cards[:13]), tuple(cards[13:26]), tuple(cards[26:39]), tuple(cards[39:]))
    dealer = dealer or b.dealer
    return tuple.__new__(State, (rules, b, dealer, dealt, dealt, Bidding.start(dealer), None, (), None))


__all__ = ["State", "Claim", "Action", "CLAIMS", "start", "new_hand", "partner_of"]
