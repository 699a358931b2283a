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

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Card, deal, format_cards, sort_cards
from ...errors import IllegalAction, ParseError
from ...seats import SEAT_NAME, partner_of, team_of
from ...tricks import Trick, follow_reason, legal_follows
from ...view import TableView
from ..base import seat_field
from .auction import TEAM_NAME, Auction, Call, Contract
from .boards import VUL_TEXT, Board, board
from .rules import Rules
from .scoring import hcp, team_scores

SEATS = ("N", "E", "S", "W")
_CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}


@dataclass(frozen=True, slots=True)
class Claim:
    """Declarer claims ``tricks`` of the remaining tricks (the rest go to the defenders)."""

    tricks: int

    def __str__(self) -> str:
        return f"claim {self.tricks}"


class State:
    """One moment of a deal. Immutable by convention: nothing mutates a state, ``apply`` returns a new one
    (a slotted class rather than a frozen dataclass because bots and playouts create millions of them)."""

    __slots__ = ("rules", "board", "deal", "hands", "auction", "trick", "done", "claimed", "dealer", "_over",
                 "_to_play")

    def __init__(self, rules: Rules, board: Board, deal: Mapping[str, tuple[Card, ...]],
                 hands: Mapping[str, tuple[Card, ...]] | None = None, auction: Auction | None = None,
                 trick: Trick | None = None, done: tuple[Trick, ...] = (), claimed: int | None = None,
                 dealer: str = "") -> None:
        self.rules = rules
        self.board = board
        self.deal = deal  # the hands as dealt (for high-card points and records)
        self.dealer = dealer or board.dealer
        self.hands = dict(deal) if hands is None else hands
        self.auction = Auction(self.dealer) if auction is None else auction
        self.trick = trick  # None during the auction
        self.done = done  # completed tricks
        self.claimed = claimed  # tricks declarer claimed (and was given) of those remaining
        self._over = self.auction.passed_out or claimed is not None or len(done) == 13
        to_play = None
        if trick is not None and not self._over:
            to_play = trick.leader
            for _ in trick.plays:
                to_play = _CLOCKWISE[to_play]
        self._to_play = to_play

    def __repr__(self) -> str:
        return (f"<bridge State board {self.board.number}, {self.phase}, calls {len(self.auction.calls)}, "
                f"tricks {len(self.done)}>")

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
    def phase(self) -> str:
        if self.is_terminal():
            return "over"
        return "play" if self.auction.is_over else "auction"

    @property
    def hand_to_play(self) -> str | None:
        """The hand the next card comes from (dummy's seat when dummy plays); ``None`` outside play."""
        return self._to_play

    @property
    def current_seat(self) -> str | None:
        """The player who decides now: the caller in the auction; in play declarer also for dummy."""
        if self._over:
            return None
        if self.trick is None:
            return self.auction.turn
        seat = self._to_play
        return self.declarer if seat == self.dummy else seat

    @property
    def dummy_visible(self) -> bool:
        """Dummy goes down face up once the opening lead is made."""
        return bool(self.done) or bool(self.trick and self.trick.plays)

    def is_terminal(self) -> bool:
        return self._over

    def tricks_won(self) -> dict[str, int]:
        won = dict.fromkeys(SEATS, 0)
        for t in self.done:
            won[t.winner()] += 1
        return won

    @property
    def declarer_tricks(self) -> int:
        """Tricks won by declarer's side so far, plus any claimed tricks."""
        if self.declarer is None:
            return 0
        team = team_of(self.declarer)
        won = sum(1 for t in self.done if team_of(t.winner()) == team)
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
            return _CLOCKWISE[self.dealer]
        return board(self.next_board).dealer

    def passout_text(self) -> str:
        """What a pass-out means under the rules' ``passout`` switch (rule book B-B2), and what comes next."""
        nxt = f"board {self.next_board}, {SEAT_NAME[self.next_dealer]} deals"
        if self.rules.passout == "score_zero":
            return f"Passed out: the board is over and scores 0 for each side; next {nxt}"
        if self.rules.passout == "same_vul_next_dealer":
            return f"Passed out: no score; the cards are dealt again with the same vulnerability ({nxt})"
        return f"Passed out: no score; the next board is dealt ({nxt})"

    def hcp(self) -> dict[str, int]:
        """Starting high-card points per team."""
        h = {s: hcp(self.deal[s]) for s in SEATS}
        return {"NS": h["N"] + h["S"], "EW": h["E"] + h["W"]}

    def result(self) -> dict[str, int]:
        """Signed duplicate score per team (zero until the hand is over, and for a passed-out deal)."""
        if not self.is_terminal():
            return {"NS": 0, "EW": 0}
        return team_scores(self.contract, self.board, self.declarer_tricks)

    # -- legality --------------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """Calls in the auction, cards of the hand to play in the play (claims are checked, not listed)."""
        if self._over:
            return []
        if self.trick is None:
            return self.auction.legal_calls()
        return legal_follows(self.hands[self._to_play], self.trick.led_suit)

    def check(self, action: object) -> str | None:
        if self.is_terminal():
            return ("the deal was passed out: nothing more happens" if self.auction.passed_out
                    else "the hand is over: all tricks are decided")
        if self.trick is None:
            if isinstance(action, Card):
                return f"the auction is still going on: {SEAT_NAME[self.auction.turn]} must call, not play a card"
            if isinstance(action, Claim):
                return "you can only claim during the play, after the auction"
            try:
                return self.auction.check(action)  # type: ignore[arg-type]
            except ParseError as e:
                return str(e)
        if isinstance(action, Claim):
            return self._claim_reason(action)
        if isinstance(action, (Call, str)) and not isinstance(action, Card):
            return "the auction is over: now each player plays a card"
        if not isinstance(action, Card):
            return f"{action!r} is not a card"
        return self._card_reason(action)

    def _card_reason(self, card: Card) -> str | None:
        seat = self.hand_to_play
        assert seat is not None and self.trick is not None
        hand = self.hands[seat]
        if card in hand:
            return follow_reason(hand, self.trick.led_suit, card)
        holder = next((s for s in SEATS if card in self.hands[s]), None)
        decl, dummy = self.declarer, self.dummy
        if seat == dummy and holder == decl:
            return (f"it is dummy's turn: play a card from {SEAT_NAME[dummy]}'s hand (dummy); "
                    f"{card.symbol} is in your own hand ({SEAT_NAME[decl]})")
        if seat == decl and holder == dummy:
            return (f"it is your own turn ({SEAT_NAME[decl]}), not dummy's: {card.symbol} is in dummy's hand "
                    f"({SEAT_NAME[dummy]})")
        if holder is None:
            return f"{card.symbol} has already been played"
        return f"{card.symbol} is not in {SEAT_NAME[seat]}'s hand: it is {SEAT_NAME[holder]}'s card"

    def _claim_reason(self, claim: Claim) -> str | None:
        decl = self.declarer
        assert decl is not None
        if self.current_seat != decl:
            return (f"only declarer ({SEAT_NAME[decl]}) may claim, and only when it is declarer's or dummy's "
                    f"turn to play; {SEAT_NAME[self.current_seat]} is a defender")
        n = claim.tricks
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= self.remaining_tricks:
            return f"a claim is for 0 to {self.remaining_tricks} of the remaining tricks, not {n!r}"
        mode = self.rules.claim_validation
        if mode == "accept":
            return None
        from . import analysis  # double-dummy: imported only when a claim is judged

        if mode == "double_dummy" and analysis.available():
            best = analysis.declarer_future_tricks(self)
            if best >= n:
                return None
            return (f"the defenders do not accept: with their best defence you take only {best} of the "
                    f"{self.remaining_tricks} remaining tricks, so play on")
        sure = analysis.top_winner_count(self)
        if sure >= n:
            return None
        on_lead = self.trick is not None and not self.trick.plays
        hand = f"{SEAT_NAME[self.hand_to_play]}'s hand" if on_lead else "your hands"
        return (f"the defenders do not accept: only {sure} of the {n} tricks you claim are top winners (cards "
                f"nobody can beat) that you can cash one after another from {hand}, so play on")

    # -- moving ----------------------------------------------------------------------------------
    def apply(self, action: Call | Card | Claim | str) -> State:
        if isinstance(action, str):
            action = Call.parse(action) if self.trick is None else Card.parse(action)
        seat = self._to_play
        if seat is not None and type(action) is Card:
            hand = self.hands[seat]
            led = self.trick.led_suit  # type: ignore[union-attr]
            # fast path (bots, playouts): a held card that follows suit, or any held card when void
            ok = action in hand and (led is None or action.suit == led or all(c.suit != led for c in hand))
            if ok:
                return self._play(seat, action)
        reason = self.check(action)
        if reason:
            raise IllegalAction(reason, legal=[str(a) for a in self.legal_actions()], action=action)
        if self.trick is None:
            auction = self.auction.then(action)  # type: ignore[arg-type]
            trick = None
            if auction.contract is not None:
                trick = Trick(auction.opening_leader, trump=auction.contract.trump)
            return State(self.rules, self.board, self.deal, self.hands, auction, trick, (), None, self.dealer)
        if isinstance(action, Claim):
            return State(self.rules, self.board, self.deal, self.hands, self.auction, self.trick, self.done,
                         action.tricks, self.dealer)
        return self._play(self._to_play, action)  # type: ignore[arg-type]

    def _play(self, seat: str, action: Card) -> State:
        hands = dict(self.hands)
        hands[seat] = tuple(c for c in self.hands[seat] if c != action)
        trick = self.trick.add(seat, action)  # type: ignore[arg-type]
        done = self.done
        if len(trick) == 4:
            done = done + (trick,)
            trick = Trick(trick.winner(), trump=trick.trump)
        return State(self.rules, self.board, self.deal, hands, self.auction, trick, done, None, self.dealer)

    # -- display ---------------------------------------------------------------------------------
    def view(self) -> TableView:
        contract = self.contract
        trump = contract.trump if contract else None
        last = self.done[-1] if self.done else None
        info = [f"Board {self.board.number} · dealer {SEAT_NAME[self.dealer]} · {VUL_TEXT[self.board.vulnerable]}"]
        if self.auction.calls:
            info.append("Auction: " + " ".join(c.symbol for c in self.auction.calls))
        if self.auction.passed_out:
            info.append(self.passout_text())
        elif contract is not None:
            info.append(f"Contract {contract.symbol} · dummy {SEAT_NAME[self.dummy]} · "
                        f"{contract.tricks_needed} tricks needed")
            team = team_of(contract.declarer)
            other = "EW" if team == "NS" else "NS"
            played = len(self.done)
            dt = self.declarer_tricks - (self.claimed or 0)
            info.append(f"Tricks: {TEAM_NAME[team]} {dt}, {TEAM_NAME[other]} {played - dt}")
            if self.claimed is not None:
                info.append(f"Declarer claimed {self.claimed} of the last {self.remaining_tricks} tricks")
        face_down = frozenset({self.dummy}) if contract is not None and not self.dummy_visible else frozenset()
        return TableView(
            game="bridge",
            hands={s: tuple(sort_cards(self.hands[s], "bridge", trump=trump)) for s in SEATS},
            trick=tuple((s, (c,)) for s, c in self.trick.plays) if self.trick else (),
            turn=self.hand_to_play or self.current_seat,
            tricks_won=self.tricks_won(),
            last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
            last_winner=last.winner() if last else None,
            trump=trump,
            info=tuple(info),
            face_down=face_down,
        )

    def describe_play(self, card: Card) -> str:
        """Narration of ``card`` played now (``self`` is the state before it)."""
        from ...tricks import narrate_play

        seat = self.hand_to_play
        assert seat is not None and self.trick is not None
        line = narrate_play(seat, card, self.trick, self.hands[seat])
        if seat == self.dummy:
            line = line.replace(SEAT_NAME[seat], f"{SEAT_NAME[seat]} (dummy)", 1)
        if not self.done and not self.trick.plays:
            line += (f" (the opening lead). Dummy ({SEAT_NAME[self.dummy]}) goes down face up: "
                     f"{format_cards(sort_cards(self.hands[self.dummy], 'bridge'))}")
        return line


def new_hand(seed: int | None = None, rules: Rules | None = None, *, board_number: int = 1,
             dealer: str | None = None) -> State:
    """A freshly dealt board at its first decision (the dealer's first call)."""
    rules = rules or Rules.preset()
    b = board(board_number)
    if dealer is not None:
        seat_field(dealer)
    if dealer is not None and rules.dealer_policy == "board" and dealer != b.dealer:
        # the same check as a record's (rule book B-B1): the board number fixes the dealer
        raise ParseError(f"dealer: board {b.number}'s dealer is {SEAT_NAME[b.dealer]} (Law 2), not "
                         f"{SEAT_NAME[dealer]}; use the rules switch dealer_policy=\"rotate\" for a free dealer")
    hands, _ = deal(seed)
    return State(rules, b, {s: tuple(h) for s, h in hands.items()}, dealer=dealer or b.dealer)


#: Seeds of :func:`practice_hand` whose double-dummy play is quick here (every solve under a second after
#: DDS's warm-up; ``benchmarks/bridge_practice_seeds.py``). A few deals make DDS search 10 s or more at the
#: opening lead, too long to wait after a click, so declarer practice deals only these.
PRACTICE_SEEDS = (0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 17, 18, 19, 20)


def practice_hand(seed: int | None = None, rules: Rules | None = None) -> State:
    """A deal for declarer practice: South holds the stronger hand of the stronger pair, deals (board 3,
    North–South not vulnerable) and bids a sensible contract straight away; everyone passes; West leads.

    The contract is a plain rule of thumb on the pair's high-card points and fits (an 8-card major fit:
    the major; otherwise no-trumps with 23+ points, else the longest fit), so the learner plays, not bids.
    """
    hands, _ = deal(seed)
    h = {s: tuple(hands[s]) for s in SEATS}
    if hcp(h["E"]) + hcp(h["W"]) > hcp(h["N"]) + hcp(h["S"]):  # turn the table a quarter
        h = {"N": h["W"], "E": h["N"], "S": h["E"], "W": h["S"]}
    if hcp(h["N"]) > hcp(h["S"]):
        h["N"], h["S"] = h["S"], h["N"]
    st = State(rules or Rules.preset("practice"), board(3), h)
    for call in (practice_contract(h["N"], h["S"]), "P", "P", "P"):
        st = st.apply(call)
    return st


def practice_contract(north, south) -> str:
    """The rule-of-thumb contract of :func:`practice_hand` (``"4S"``, ``"3NT"``, …)."""
    points = hcp(north) + hcp(south)
    fit = {s: sum(1 for c in (*north, *south) if c.suit == s) for s in "SHDC"}
    major = max("SH", key=lambda s: (fit[s], s == "S"))
    if fit[major] >= 8:
        level = 6 if points >= 33 else 4 if points >= 25 else 3 if points >= 22 else 2
        return f"{level}{major}"
    if points >= 23 or max(fit.values()) < 8:
        level = 6 if points >= 33 else 3 if points >= 25 else 2 if points >= 23 else 1
        return f"{level}NT"
    minor = max("DC", key=lambda s: (fit[s], s == "D"))
    level = 6 if points >= 33 else 5 if points >= 29 else 3 if points >= 22 else 2
    return f"{level}{minor}"


__all__ = ["State", "Claim", "new_hand", "practice_hand", "practice_contract", "partner_of"]
