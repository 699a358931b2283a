"""The auction (叫分), rule book 4.A.7 and B-W1/B-W2.

By default bids go **down**: the dealer opens at 80 or less, each later bid is at least 5 lower,
a pass is final, and when the other three have passed the last bidder is banker; the bid is the
target the defenders must reach. A lower bid is a bolder promise (the banker lets the defenders
have fewer points), so bidding down is a real contest. The ``seed_literal`` preset reproduces the
seed's rising auction (bids go up from 80 and the highest bidder is banker), where every higher
bid makes the banker's task *easier*: nobody would ever stop bidding, which is why the default
differs.

>>> b = Auction(dealer="N")
>>> for seat, bid in [("N", 80), ("W", 75), ("S", "pass"), ("E", 70), ("N", "pass")]:
...     _ = b.bid(seat, bid)
>>> b.is_over, b.current
(False, 'W')
>>> b.bid("W", "pass").is_over, b.banker, b.target
(True, 'E', 70)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...errors import IllegalAction
from ...i18n import domain
from ...seats import SEAT_NAME, next_seat
from ..base import Stepwise, short_repr
from .rules import Rules

t, tn = domain("wang27")

_LONGEST_BID = 6  # digits: bids run to a few hundred points

_FIRST = "?"  # ``current`` before the first call: the dealer (set in ``__post_init__``)


def parse_bid(value: Any) -> int | str:
    """An integer bid or ``"pass"`` (texts such as ``"75"`` are read too)."""
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("pass", "p", "不叫"):
            return "pass"
        # ASCII digits only (str.isdigit() takes "²", which int() refuses), and never thousands of them
        if text.isascii() and text.isdigit() and len(text) <= _LONGEST_BID:
            return int(text)
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) < 10**_LONGEST_BID:
            return value
        raise IllegalAction(t("that number is far too large for a bid: bid a number such as 75, or \"pass\""),
                            action="a huge number")
    raise IllegalAction(t("{value} is not a bid: bid a number such as 75, or \"pass\"", value=short_repr(value)),
                        action=value)


@dataclass(frozen=True, slots=True)
class AuctionRound:
    """Bids in turn order from the dealer (anticlockwise by default), skipping seats that passed.

    A value (what a hand's state holds): ``bid`` returns the auction after the call
    (``AuctionRound(dealer="N").bid("N", 80)``); :class:`Auction` steps through one in place.
    """

    dealer: str = "N"
    rules: Rules = field(default_factory=Rules.preset)
    calls: tuple[tuple[str, int | str], ...] = ()
    passed: frozenset[str] = frozenset()
    high: int | None = None  # the standing bid
    bidder: str | None = None
    current: str | None = _FIRST  # the seat to call; the dealer until the first call
    passed_out: bool = False

    def __post_init__(self) -> None:
        if self.dealer not in SEAT_NAME:
            raise IllegalAction(t("{seat} is not a seat: expected N, E, S or W", seat=repr(self.dealer)))
        if self.current == _FIRST:
            object.__setattr__(self, "current", self.dealer)

    @property
    def down(self) -> bool:
        return self.rules.bid_direction == "down"

    @property
    def is_over(self) -> bool:
        return self.current is None

    @property
    def banker(self) -> str | None:
        return self.bidder if self.is_over else None

    @property
    def target(self) -> int | None:
        return self.high if self.is_over and self.bidder else None

    def allowed(self) -> list[int]:
        """The bids open to the seat to act, best first (lowest first when bidding down)."""
        r = self.rules
        if self.is_over:
            return []
        if self.down:
            hi = r.bid_start if self.high is None else self.high - r.bid_step
            return list(range(r.bid_min, hi + 1, r.bid_step)) if hi >= r.bid_min else []
        lo = r.bid_start if self.high is None else self.high + r.bid_step
        return list(range(lo, r.bid_max + 1, r.bid_step))

    def can_pass(self) -> bool:
        return not (self.high is None and not self.calls and self.rules.all_pass == "forced_first")

    def problem(self, seat: str, value: Any) -> str | None:
        r = self.rules
        if self.is_over:
            return t("the auction is over")
        if seat != self.current:
            if seat in self.passed:
                return t("{seat} has passed: a pass is final for this hand", seat=SEAT_NAME.get(seat, seat))
            return t("it is {seat}'s turn to bid, not {other}'s", seat=SEAT_NAME[self.current or 'N'],
                     other=SEAT_NAME.get(seat, seat))
        try:
            bid = parse_bid(value)
        except IllegalAction as e:
            return e.reason_text  # the message itself: it reads in the language current when shown
        if bid == "pass":
            if not self.can_pass():
                if self.down:
                    return t("the first bidder may not pass: bid {start} or less", start=r.bid_start)
                return t("the first bidder may not pass: bid {start} or more", start=r.bid_start)
            return None
        assert isinstance(bid, int)
        if (bid - r.bid_start) % r.bid_step:
            return t("{bid} is not a bid: bids go in steps of {step} ({start}, {next}, …)", bid=bid, step=r.bid_step,
                     start=r.bid_start, next=r.bid_start - r.bid_step if self.down else r.bid_start + r.bid_step)
        if self.down:
            if self.high is None and bid > r.bid_start:
                return t("{bid} is too high: the opening bid is at most {start}", bid=bid, start=r.bid_start)
            if self.high is not None and bid > self.high - r.bid_step:
                return t("{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid "
                         "{most} or less, or pass", bid=bid, high=self.high, step=r.bid_step,
                         most=self.high - r.bid_step)
            if bid < r.bid_min:
                return t("{bid} is below the lowest bid {least}", bid=bid, least=r.bid_min)
        else:
            if self.high is None and bid < r.bid_start:
                return t("{bid} is too low: the opening bid is at least {start}", bid=bid, start=r.bid_start)
            if self.high is not None and bid < self.high + r.bid_step:
                return t("{bid} is not higher than the standing bid {high} by at least {step} (at this table "
                         "bids go up)", bid=bid, high=self.high, step=r.bid_step)
            if bid > r.bid_max:
                return t("{bid} is above the highest bid {most}", bid=bid, most=r.bid_max)
        return None

    def bid(self, seat: str, value: Any) -> AuctionRound:
        """The auction after ``seat`` bids or passes; ``IllegalAction`` with the reason when not allowed."""
        reason = self.problem(seat, value)
        if reason:
            raise IllegalAction(reason, legal=self.allowed(), action=value)
        return self.after(seat, parse_bid(value))

    def after(self, seat: str, bid: int | str) -> AuctionRound:
        """The auction after ``seat`` calls ``bid`` (read, and allowed: ``bid`` checks first), built once."""
        calls = self.calls + ((seat, bid),)
        passed, high, bidder = self.passed, self.high, self.bidder
        if bid == "pass":
            passed = passed | {seat}
        else:
            high, bidder = int(bid), seat
        current: str | None = None
        passed_out = False
        active = [s for s in SEAT_NAME if s not in passed]
        if bidder is not None and active == [bidder]:
            pass
        elif not active:  # everybody passed (only with all_pass = "redeal")
            passed_out = True
        elif bidder is not None and not self.allowed_after(high):
            # nobody can go further: the last bid stands
            passed = frozenset(s for s in SEAT_NAME if s != bidder)
        else:
            current = next_seat(seat, self.rules.clockwise)
            while current in passed:
                current = next_seat(current, self.rules.clockwise)
        return AuctionRound(self.dealer, self.rules, calls, passed, high, bidder, current, passed_out)

    def allowed_after(self, high: int | None) -> bool:
        r = self.rules
        if high is None:
            return True
        return high - r.bid_step >= r.bid_min if self.down else high + r.bid_step <= r.bid_max

    def __repr__(self) -> str:
        calls = ", ".join(f"{s} {b}" for s, b in self.calls) or "no calls"
        return f"<Auction: {calls}>"


class Auction(Stepwise):
    """The stepwise auction: ``b = Auction(dealer="N"); b.bid("N", 80); b.is_over``.

    It holds an :class:`AuctionRound` value and replaces it at each bid (``bid`` also returns ``b``);
    every other attribute is the round's. ``IllegalAction`` leaves it unchanged.
    """

    def __init__(self, dealer: str = "N", rules: Rules | None = None) -> None:
        self.round = AuctionRound(dealer, rules or Rules.preset())

    def bid(self, seat: str, value: Any) -> Auction:
        self.round = self.round.bid(seat, value)
        return self
