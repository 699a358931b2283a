"""Calls, contracts and the auction, with a beginner's reason for every refused call.

>>> a = Auction(dealer="N")
>>> for c in "1C P 1H P 2H P 4H P P P".split():
...     _ = a.call(c)
>>> str(a.contract), a.contract.declarer, a.opening_leader, a.dummy
('4H', 'S', 'W', 'N')
>>> Auction(dealer="N").call("1H").call("P").call("X")
Traceback (most recent call last):
...
tutor.errors.IllegalAction: you cannot double your partner's bid: 1♥ was bid by North, South's partner
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ...cards import SUIT_SYMBOL
from ...errors import IllegalAction, ParseError
from ...i18n import Text, domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS, next_seat, partner_of, team_of
from ..base import seat_field, short_repr

t, tn = domain("bridge")
_new = tuple.__new__  # builds a named tuple as the tuple it is (NamedTuple's own __new__ is a Python function)

_DIGITS = frozenset("0123456789")


def _quoted(text: str, limit: int = 40) -> str:
    """``"text"`` as the learner typed it, cut short so a huge text never floods a message."""
    text = text.strip()
    return f'"{text}"' if len(text) <= limit else f'"{text[:limit]}…"'

STRAINS = ("C", "D", "H", "S", "NT")  # bidding order, lowest first
STRAIN_SYMBOL = {**SUIT_SYMBOL, "NT": "NT"}
STRAIN_NAME = {"C": t("clubs"), "D": t("diamonds"), "H": t("hearts"), "S": t("spades"), "NT": t("no-trumps")}
# Text: the Chinese names, in Traditional characters (and Taiwan's words) on a 繁體中文 page
STRAIN_ZH = {"C": t("梅花"), "D": t("方块"), "H": t("红心"), "S": t("黑桃"), "NT": t("无将")}
TEAM_NAME = {"NS": t("North–South"), "EW": t("East–West")}
_STRAIN_ALIASES = {"C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "NT": "NT", "♣": "C", "♦": "D",
                   "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S", "无将": "NT", "梅花": "C",
                   "方块": "D", "红心": "H", "红桃": "H", "黑桃": "S"}
_PASS = {"P", "PASS", "PA", "NB", "不叫", "—", "-"}
_DOUBLE = {"X", "D", "DBL", "DOUBLE", "加倍"}
_REDOUBLE = {"XX", "R", "RDBL", "REDOUBLE", "再加倍"}


class Call(NamedTuple):
    """A call: ``kind`` is ``"bid"``, ``"pass"``, ``"double"`` or ``"redouble"``; bids have level and strain."""

    kind: str
    level: int = 0
    strain: str = ""

    @staticmethod
    def parse(text: str | Call) -> Call:
        """``1H``, ``1♥``, ``3N``/``3NT``, ``P``/``Pass``, ``X``/``Dbl``, ``XX``/``Rdbl`` (any case).

        >>> [str(Call.parse(t)) for t in ("1♥", "3n", "pass", "dbl", "xx", "7NT")]
        ['1H', '3NT', 'P', 'X', 'XX', '7NT']
        """
        if isinstance(text, Call):
            return text
        if not isinstance(text, str):
            raise ParseError(t("{text} is not a call: expected 1C…7NT, P, X or XX", text=short_repr(text)))
        key = text.strip().upper().replace(" ", "")
        if key in _PASS:
            return PASS
        if key in _DOUBLE:
            return DOUBLE
        if key in _REDOUBLE:
            return REDOUBLE
        # "0123456789" only: str.isdigit() also takes "²" and "١", which int() refuses or misreads
        if key[:1] in _DIGITS and key[1:] in _STRAIN_ALIASES:
            level = int(key[0])
            if not 1 <= level <= 7:
                raise ParseError(t("{text} is not a call: a bid is for 1 to 7 tricks over six", text=_quoted(text)))
            return Call("bid", level, _STRAIN_ALIASES[key[1:]])
        raise ParseError(t("{text} is not a call: expected a bid 1C…7NT, P (pass), X (double) or XX (redouble)",
                           text=_quoted(text)))

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.strain}"
        return {"pass": "P", "double": "X", "redouble": "XX"}[self.kind]

    @property
    def symbol(self) -> str:
        """``1♥``, ``3NT``, ``Pass``, ``X``, ``XX``: what the bidding box shows."""
        if self.kind == "bid":
            return f"{self.level}{STRAIN_SYMBOL[self.strain]}"
        return t("Pass") if self.kind == "pass" else "X" if self.kind == "double" else "XX"

    @property
    def rank(self) -> int:
        """Position on the bidding ladder: 1♣ is 0, 7NT is 34."""
        return (self.level - 1) * 5 + STRAINS.index(self.strain)


PASS = Call("pass")
DOUBLE = Call("double")
REDOUBLE = Call("redouble")
ALL_BIDS: tuple[Call, ...] = tuple(Call("bid", lv, s) for lv in range(1, 8) for s in STRAINS)
#: A bid's place on the ladder (``Call.rank`` by lookup, for the fast path).
BID_RANK = {c: i for i, c in enumerate(ALL_BIDS)}
#: The legal calls before any bid, and after each bid: ``[rank][0]`` pass and the higher bids, ``[rank][1]``
#: with a double (an opponent's undoubled bid), ``[rank][2]`` with a redouble (our side's bid, doubled).
#: The last row (``[-1]``, read with a ``rank`` of -1) holds the calls before any bid.
_OPENING: tuple[Call, ...] = (PASS, *ALL_BIDS)
_LEGAL_AFTER: tuple[tuple[tuple[Call, ...], ...], ...] = (*(
    ((PASS, *ALL_BIDS[r + 1:]), (PASS, DOUBLE, *ALL_BIDS[r + 1:]), (PASS, REDOUBLE, *ALL_BIDS[r + 1:]))
    for r in range(len(ALL_BIDS))), (_OPENING,))
#: ``[doubled][option]``: a Bidding's ``option`` after a pass.
AFTER_PASS = ((1, 0), (2, 0, 0), (0, 0, 0))
#: Every call there is (a hand-built ``Call`` off this list is no call).
_KNOWN = frozenset((PASS, DOUBLE, REDOUBLE, *ALL_BIDS))
_TEAM_OF = {s: team_of(s) for s in SEATS}


class Contract(NamedTuple):
    """The final contract: level 1–7, strain, ``doubled`` 0/1/2 and (when known) the declarer's seat.

    >>> c = Contract.parse("3NTXX"); (c.level, c.strain, c.doubled, str(c))
    (3, 'NT', 2, '3NTXX')
    >>> Contract.parse("4♠x", declarer="S").symbol
    '4♠X by South'
    """

    level: int
    strain: str
    doubled: int = 0
    declarer: str | None = None

    @staticmethod
    def parse(text: str | Contract, declarer: str | None = None) -> Contract:
        if isinstance(text, Contract):
            return text if declarer is None else text._replace(declarer=declarer)
        if not isinstance(text, str):
            raise ParseError(t('{text} is not a contract: expected text such as "4H", "3NTX" or "6SXX"',
                               text=short_repr(text)))
        key = text.strip().upper().replace(" ", "")
        doubled = 0
        while key.endswith("X") and doubled < 2:
            key, doubled = key[:-1], doubled + 1
        if key.endswith("X"):
            raise ParseError(t("{text} is not a contract: there is no re-redouble (at most XX)", text=_quoted(text)))
        try:
            call = Call.parse(key)
        except ParseError:
            call = PASS
        if call.kind != "bid":
            raise ParseError(t("{text} is not a contract: expected a level 1–7, a strain C D H S NT, then X or XX "
                               "if doubled", text=_quoted(text)))
        if declarer is not None and declarer not in SEAT_NAME:
            raise ParseError(t("declarer: expected N, E, S or W, got {value}", value=short_repr(declarer)))
        return Contract(call.level, call.strain, doubled, declarer)

    def __str__(self) -> str:
        return f"{self.level}{self.strain}" + "X" * self.doubled

    @property
    def symbol(self) -> str:
        text = f"{self.level}{STRAIN_SYMBOL[self.strain]}" + "X" * self.doubled
        return t("{contract} by {seat}", contract=text, seat=SEAT_NAME[self.declarer]) if self.declarer else text

    @property
    def trump(self) -> str | None:
        return None if self.strain == "NT" else self.strain

    @property
    def tricks_needed(self) -> int:
        return self.level + 6


class Bidding(NamedTuple):
    """The auction so far, as an immutable value (what a game state holds). ``then`` returns the auction
    after one more call; :class:`Auction` is the same thing as a mutable object for step-by-step use.

    ``bid``/``bidder`` are the last bid and who made it, ``doubled`` 0/1/2, ``passes`` the passes since the
    last bid, double or redouble (or since the start), ``contract`` the final contract with its declarer
    (``None`` while bidding goes on or when passed out; set by the last pass, as play asks it at every card;
    the declarer rule, who of the side first named the strain, is applied to ``calls`` then). ``rank`` and
    ``option`` follow from the calls too, kept so that listing the legal calls and judging one is a lookup
    (every call of every playout does both).
    """

    dealer: str
    calls: tuple[Call, ...] = ()
    bid: Call | None = None
    bidder: str | None = None
    doubled: int = 0
    passes: int = 0
    contract: Contract | None = None
    rank: int = -1  # the last bid's place on the ladder (``Call.rank``), -1 before the first bid
    option: int = 0  # what the seat to call may add to pass and the higher bids: 1 a double, 2 a redouble

    @staticmethod
    def start(dealer: str = "N") -> Bidding:
        return Bidding(seat_field(dealer))

    # -- facts -----------------------------------------------------------------------------------
    @property
    def turn(self) -> str | None:
        """The seat to call next, ``None`` once the auction is over."""
        if self.is_over:
            return None
        return self.seat_of(len(self.calls))

    def seat_of(self, i: int) -> str:
        """Who made call ``i`` (0-based)."""
        return SEATS[(SEAT_INDEX[self.dealer] + i) % 4]

    @property
    def is_over(self) -> bool:
        return self.passes >= 4 or (self.bid is not None and self.passes >= 3)

    @property
    def passed_out(self) -> bool:
        return self.bid is None and self.passes >= 4

    @property
    def declarer(self) -> str | None:
        c = self.contract
        return c.declarer if c else None

    @property
    def dummy(self) -> str | None:
        d = self.declarer
        return partner_of(d) if d else None

    @property
    def opening_leader(self) -> str | None:
        d = self.declarer
        return next_seat(d) if d else None

    @property
    def last_bid(self) -> tuple[Call, str] | None:
        """The last bid and its bidder, ``None`` before the first bid."""
        return (self.bid, self.bidder) if self.bid is not None and self.bidder is not None else None

    # -- legality --------------------------------------------------------------------------------
    def check(self, call: str | Call) -> Text | None:
        """``None`` if ``call`` is legal now, else the reason it is not (``ParseError`` if it is no call)."""
        call = Call.parse(call)
        if self.is_over:
            if self.passed_out:
                return t("the auction is over: all four players passed, so the deal is passed out")
            return t("the auction is over: three passes followed the last bid")
        if call not in _KNOWN:  # built by hand, not parsed: Call("bid", 8, "C"), Call("raise")
            return t("{text} is not a call: expected a bid 1C…7NT, P (pass), X (double) or XX (redouble)",
                     text=short_repr(tuple(call)))
        seat = self.seat_of(len(self.calls))
        if call.kind == "pass":
            return None
        last, bidder = self.bid, self.bidder
        if call.kind == "bid":
            if last is None or call.rank > last.rank:
                return None
            if last.rank == 34:
                return t("{call} is an insufficient bid: 7NT is the highest bid of all", call=call.symbol)
            if call.level < last.level:
                hint = t("a bid must name more tricks than the last one")
            elif call.rank < last.rank:
                hint = t("at the same level the strain must be higher ({ladder})",
                         ladder=" < ".join(STRAIN_SYMBOL[s] for s in STRAINS))
            else:
                hint = t("you cannot repeat the last bid")
            return t("{call} is an insufficient bid: the last bid was {last}, so bid {lowest} or higher ({hint})",
                     call=call.symbol, last=last.symbol, lowest=ALL_BIDS[last.rank + 1].symbol, hint=hint)
        if last is None or bidder is None:
            return t("there is no bid to double yet") if call.kind == "double" else t("there is no bid to redouble yet")
        mine = team_of(bidder) == team_of(seat)
        if call.kind == "double":
            if bidder == seat:
                return t("you cannot double your own bid ({bid}): double only an opponent's bid", bid=last.symbol)
            if mine:
                return t("you cannot double your partner's bid: {bid} was bid by {bidder}, {seat}'s partner",
                         bid=last.symbol, bidder=SEAT_NAME[bidder], seat=SEAT_NAME[seat])
            if self.doubled == 1:
                return t("{bid} is already doubled: {side} may redouble, nobody may double again",
                         bid=last.symbol, side=TEAM_NAME[team_of(bidder)])
            if self.doubled == 2:
                return t("{bid} is already redoubled: it cannot be doubled again", bid=last.symbol)
            return None
        # redouble
        if self.doubled == 2:
            return t("{bid} is already redoubled: there is no re-redouble", bid=last.symbol)
        if self.doubled == 0:
            return t("you can only redouble after an opponent doubles your side's bid; {bid} has not been doubled",
                     bid=last.symbol)
        if not mine:
            return t("only {side}, whose bid {bid} was doubled, may redouble; you cannot redouble your own side's "
                     "double", side=TEAM_NAME[team_of(bidder)], bid=last.symbol)
        return None

    def legal_tuple(self) -> tuple[Call, ...]:
        """:meth:`legal_calls` as a shared tuple (the game state's fast path; see ``_LEGAL_AFTER``)."""
        if self.passes >= 3 and (self.rank >= 0 or self.passes >= 4):  # (``is_over``, read from the fields)
            return ()
        return _LEGAL_AFTER[self.rank][self.option]  # (rank -1: the last row, the opening calls)

    def may(self, call: Call) -> bool:
        """Whether ``call`` (a :class:`Call`) is legal now: :meth:`check` without its reason (the fast path;
        ``tests/bridge`` checks the two agree on every call of many random auctions)."""
        return self.take(call) is not None

    def take(self, call: Call) -> Bidding | None:
        """The auction after ``call`` (a :class:`Call`) if it is legal now, else ``None``: :meth:`then`
        without the reason, judged and made in one step, the new value built directly in field order (every
        call of every playout comes through here)."""
        dealer, calls, bid, bidder, doubled, passes, _, rank, option = self[:]  # (a plain tuple unpacks faster)
        if passes >= 3 and (rank >= 0 or passes >= 4):  # the auction is over
            return None
        kind = call.kind
        if kind == "bid":
            r = BID_RANK.get(call, -1)  # -1: no bid of the ladder (built by hand)
            if r <= rank:
                return None
            return _new(Bidding, (dealer, calls + (call,), call, SEATS[(SEAT_INDEX[dealer] + len(calls)) % 4],
                                  0, 0, None, r, 1))
        if kind == "pass":
            if call is not PASS and call != PASS:
                return None
            calls = calls + (call,)  # one tuple built ((*calls, call) goes through a list)
            passes += 1
            contract = None
            if passes == 3 and bid is not None and bidder is not None:  # three passes after a bid: the contract
                # declarer: the first of the bidder's side to name the strain (their calls are every other
                # one, from the first that side made); worked out once, here, not kept up at every bid
                d = SEAT_INDEX[dealer]
                strain = bid.strain
                k = (SEAT_INDEX[bidder] - d) % 2
                while calls[k][2] != strain:  # a pass or a double names no strain ("")
                    k += 2
                contract = _new(Contract, (bid.level, strain, doubled, SEATS[(d + k) % 4]))
            # a pass hands the turn to the other side: a double (1) or a redouble (2) open to one side is the
            # other's after a pass, and the other way round (undoubled, the bidder's opponents may double;
            # doubled, the bidder's side may redouble; redoubled, neither)
            return _new(Bidding, (dealer, calls, bid, bidder, doubled, passes, contract, rank,
                                  AFTER_PASS[doubled][option] if rank >= 0 else 0))
        if kind == "double":
            if option != 1 or call != DOUBLE:
                return None
            return _new(Bidding, (dealer, calls + (call,), bid, bidder, 1, 0, None, rank, 2))
        if kind == "redouble" and option == 2 and call == REDOUBLE:
            return _new(Bidding, (dealer, calls + (call,), bid, bidder, 2, 0, None, rank, 0))
        return None

    def legal_calls(self) -> list[Call]:
        """Every legal call now: pass, the double or redouble if open, then the bids from the lowest."""
        return list(self.legal_tuple())

    # -- making calls ----------------------------------------------------------------------------
    def then(self, call: str | Call) -> Bidding:
        """The auction after ``call`` (``IllegalAction`` with the reason if it is illegal)."""
        parsed = Call.parse(call)
        reason = self.check(parsed)
        if reason:
            raise IllegalAction(reason, legal=self.legal_calls(), action=parsed)
        return self._after(parsed)

    def _after(self, call: Call) -> Bidding:
        """The auction after a call already known to be legal."""
        after = self.take(call)
        assert after is not None, f"{call} is not legal here"
        return after

    # -- telling ---------------------------------------------------------------------------------
    def describe(self, call: Call, seat: str) -> Text:
        """One line for ``call`` made by ``seat`` in this auction (before the call)."""
        who = SEAT_NAME[seat]
        if call.kind == "pass":
            return t("{seat} passes", seat=who)
        if call.kind == "bid":
            if call.strain == "NT":
                return t("{seat} bids {call}: {tricks} tricks with no-trumps", seat=who, call=call.symbol,
                         tricks=call.level + 6)
            return t("{seat} bids {call}: {tricks} tricks with {suits} as trumps", seat=who, call=call.symbol,
                     tricks=call.level + 6, suits=STRAIN_NAME[call.strain])
        assert self.bid is not None and self.bidder is not None
        if call.kind == "double":
            return t("{seat} doubles {bid} (bid by {bidder})", seat=who, bid=self.bid.symbol,
                     bidder=SEAT_NAME[self.bidder])
        return t("{seat} redoubles {bid} (bid by {bidder})", seat=who, bid=self.bid.symbol,
                 bidder=SEAT_NAME[self.bidder])

    def outcome(self) -> Text:
        """How the finished auction ended, with the declarer rule spelled out."""
        if self.passed_out:
            return t("All four players passed: the deal is passed out (no score, the next board is dealt)")
        c = self.contract
        if c is None:
            return t("The auction goes on")
        assert c.declarer is not None and self.bidder is not None
        fields = dict(contract=c.symbol, tricks=c.tricks_needed, leader=SEAT_NAME[next_seat(c.declarer)],
                      dummy=SEAT_NAME[partner_of(c.declarer)])
        if c.declarer == self.bidder:
            return t("Contract {contract}: {tricks} tricks needed. {leader} leads; {dummy} is dummy", **fields)
        return t("Contract {contract} ({declarer} named {strain} first for the side): {tricks} tricks needed. "
                 "{leader} leads; {dummy} is dummy", declarer=SEAT_NAME[c.declarer], strain=STRAIN_NAME[c.strain],
                 **fields)

    def __repr__(self) -> str:
        return f"Bidding(dealer={self.dealer!r}, calls={[str(c) for c in self.calls]!r})"


class Auction:
    """An auction in progress, as a mutable object: ``call`` checks and records a call in place (returning
    ``self``), ``then`` returns a new auction. Every fact and check is its :class:`Bidding` value's
    (``value``); a game state holds that value, so nothing done to an ``Auction`` can change a state.
    """

    __slots__ = ("value",)

    def __init__(self, dealer: str = "N", calls: Iterable[str | Call] = ()) -> None:
        self.value = Bidding.start(dealer)
        for c in calls:
            self.call(c)

    def call(self, call: str | Call) -> Auction:
        """Record ``call`` for the seat whose turn it is (``IllegalAction`` with the reason if illegal)."""
        self.value = self.value.then(call)
        return self

    def then(self, call: str | Call) -> Auction:
        """A new auction with ``call`` added; this one is unchanged."""
        new = Auction.__new__(Auction)
        new.value = self.value.then(call)
        return new

    def copy(self) -> Auction:
        new = Auction.__new__(Auction)
        new.value = self.value
        return new

    def __getattr__(self, name: str) -> Any:
        # the facts and checks (turn, contract, check, legal_calls, describe, …) are the value's
        if name == "value":
            raise AttributeError(name)
        return getattr(self.value, name)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Auction):
            return self.value == other.value
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Auction(dealer={self.value.dealer!r}, calls={[str(c) for c in self.value.calls]!r})"
