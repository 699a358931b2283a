"""A bidding system: choose a call for a hand (:meth:`System.bid`) and read an auction (:meth:`System.explain`)
from the same rules, so what a call is said to show is what made it.

>>> sayc = system("sayc")
>>> b = sayc.bid("SAQ2 HKJ3 DK432 CQ32", [], dealer="N")
>>> str(b), str(b.meaning), b.shows["hcp"]
('1NT', '15–17 points, balanced', (15, 17))
>>> [str(e.meaning) for e in sayc.explain(["1NT", "P", "2C"], dealer="N")][2]
'Stayman: asks opener for a four-card major; 8 or more total points'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ....errors import ParseError
from ....i18n import Text, current, domain
from ...memo import IdentityMemo
from ..auction import PASS, Auction, Call
from .hand import Hand
from .rules import FALLBACK, Offer, Plan, Rule, Spot, Table, advance, candidates, matching, since_opening

t, tn = domain("bidding")

VULNERABLE = ("None", "NS", "EW", "Both")


@dataclass(frozen=True)
class Meaning:
    """A call with what it says: ``str()`` is the call, ``.meaning`` one translatable sentence, ``.shows`` the
    ranges partner may rely on (``hcp``, ``tp`` total points, ``dp`` + trumps dummy points, suit lengths: see
    :meth:`Hand.points`), ``.rule`` the rule's name in the system (``"fallback"`` when none fits)."""

    call: Call
    meaning: Text
    shows: dict[str, tuple[int, int]]
    rule: str
    forcing: bool = False
    chapter: str = ""
    seat: str = ""

    def __str__(self) -> str:
        return str(self.call)

    @property
    def symbol(self) -> str:
        return self.call.symbol

    def holds_for(self, hand: Hand | Iterable[Any]) -> bool:
        """Whether ``hand`` is inside every range this call shows."""
        h = Hand.of(hand) if not isinstance(hand, Hand) else hand
        return all(lo <= h.points(k) <= hi for k, (lo, hi) in self.shows.items())

    def _repr_html_(self) -> str:
        from html import escape
        return f"<b>{escape(self.call.symbol)}</b>: {escape(str(self.meaning))}"


def _meaning(rule: Rule, env: dict[str, str], call: Call, table: Table | None, seat: str) -> Meaning:
    return Meaning(call, rule.text(env), rule.ranges(env), rule.name, rule.forcing,
                   table.chapter if table else "", seat)


#: the fallback's text per language (nearly half the calls of a random auction are the fallback's pass)
_FALLBACK_SAID: dict[str, Text] = {}


def _fallback(seat: str) -> Meaning:
    """:func:`_meaning` of :data:`~.rules.FALLBACK`'s pass, its text made once per language."""
    lang = current()
    said = _FALLBACK_SAID.get(lang)
    if said is None:
        said = _FALLBACK_SAID[lang] = FALLBACK.text({})
    return Meaning(PASS, said, FALLBACK.ranges({}), FALLBACK.name, FALLBACK.forcing, "", seat)


def _offered(o: Offer, seat: str) -> Meaning:
    """:func:`_meaning` of a plan's offer: its text and ranges made once (a fresh ``shows`` dict each time)."""
    return Meaning(o.call, o.text(), dict(o.shows), o.rule.name, o.rule.forcing, o.table.chapter, seat)


@dataclass(frozen=True)
class System:
    """A bidding system as data: its tables in priority order."""

    key: str
    name: Text
    tables: tuple[Table, ...]
    source: str = ""
    _cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def _spot(self, auction: Auction, vulnerable: bool) -> Spot:
        # one set of legal calls per distinct tuple of them (the auction shares those tuples): the plans keep
        # their spots, and a set of 36 calls is most of a spot's size
        legal = auction.legal_tuple()
        return Spot(since_opening(auction.calls), tuple(auction.calls),
                    self.memo("legal", legal, lambda: frozenset(legal)), vulnerable, self)

    def memo(self, name: str, key: Any, compute: Callable[[], Any], limit: int = 20_000) -> Any:
        """``compute()``, kept under ``key`` in this system's memo ``name`` for the next hand at the same point of
        an auction (emptied when it holds ``limit`` answers, so a long run stays bounded)."""
        memo = self._cache.setdefault(name, {})
        got = memo.get(key)
        if got is None:
            got = compute()
            if len(memo) >= limit:
                memo.clear()
            memo[key] = got
        return got

    def explained(self, calls: tuple[Call, ...]) -> list[Meaning]:
        """:meth:`explain` of ``calls`` (every call from the dealer's), kept for the next hand at the same
        point (what the general rules read partner's calls from)."""
        if not calls:
            return []
        # one call more than a prefix already read
        return self.memo("explained", calls, lambda: [*self.explained(calls[:-1]),
                                                      self.read(Auction("N", calls[:-1]), calls[-1])])

    def claimed(self, spot: Spot) -> frozenset[Call]:
        """The calls some table of the system (other than the general rules, :mod:`.general`) gives a meaning to
        at ``spot``: a general rule makes none of them, so a call reads as the rule that made it."""
        def claim() -> frozenset[Call]:
            here = self._plan(spot.all_calls, spot.vulnerable, lambda: spot)
            return frozenset(o.call for b in here.bounds if b.table.chapter != "general" for g in b.every
                             for o in g if o.call in spot.legal and here.fits_auction(o))

        return self.memo("claimed", spot.all_calls, claim)  # type: ignore[no-any-return]

    def _matched(self, calls: tuple[Call, ...]) -> list[tuple[Table, dict[str, str]]]:
        """The tables that fit ``calls`` (since the opening) with their bindings, in the system's order (what
        :func:`~.rules.matching` gives): the patterns of exactly that many calls among those whose beginning
        fits (:meth:`_prefixes`), with the ``...`` patterns matched at the end. Kept (bounded) for the next hand
        at the same point of an auction."""
        def match() -> list[tuple[Table, dict[str, str]]]:
            n = len(calls)
            whole = [(tb, env) for tb, env in self._prefixes(calls) if len(tb.compiled[0]) == n]
            tails = self._cache.get("tails")
            if tails is None:
                tails = self._cache["tails"] = tuple(tb for tb in self.tables if tb.compiled[1])
            if not tails:
                return whole
            order: IdentityMemo[Table, int] | None = self._cache.get("order")
            if order is None:  # each table's place, by the table itself (hashing a table hashes all its rules)
                order = self._cache["order"] = IdentityMemo(keep=len(self.tables) + 1)
                for i, tb in enumerate(self.tables):
                    order.put(tb, i)
            return sorted(whole + matching(tails, calls), key=lambda m: order.get(m[0]) or 0)

        return self.memo("matched", calls, match, limit=50_000)  # type: ignore[no-any-return]

    def _prefixes(self, calls: tuple[Call, ...]) -> list[tuple[Table, dict[str, str]]]:
        """The tables without a leading ``...`` whose pattern begins with a match of ``calls`` (since the
        opening), with the bindings so far, in the system's order: those of one call less, advanced by the last
        call (:func:`~.rules.advance`), so each new point of an auction tries one token of the patterns still in
        play rather than every pattern of its length. Kept (bounded) as :meth:`_matched`."""
        if not calls:
            return self.memo("prefixes", calls, lambda: [(tb, {}) for tb in self.tables  # type: ignore[no-any-return]
                                                         if not tb.compiled[1]])
        return self.memo("prefixes", calls,  # type: ignore[no-any-return]
                         lambda: advance(self._prefixes(calls[:-1]), len(calls) - 1, calls[-1]), limit=50_000)

    def _plan(self, calls: tuple[Call, ...], vulnerable: bool, spot: Callable[[], Spot]) -> Plan:
        """The :class:`~.rules.Plan` after ``calls`` (from the dealer's), ``spot()`` the spot there: what the
        tables offer whatever the hand, kept (bounded) for the next hand that calls or reads a call here."""
        def make() -> Plan:
            here = spot()
            return Plan(here, self._matched(here.calls))

        return self.memo("plan", (calls, vulnerable), make)  # type: ignore[no-any-return]

    def choose(self, hand: Hand, auction: Auction, vulnerable: str = "None") -> Meaning:
        """The call for ``hand`` now in ``auction``: the first rule, in the system's order, that makes a legal
        call and holds for the hand (:meth:`choose_plainly` walks them all; the point's plan skips what the
        auction or the hand's high-card points rule out, and keeps what does not depend on the hand)."""
        seat = auction.turn
        if seat is None:
            raise ParseError(t("the auction is over: there is no call to make"))
        vul = vulnerable in ("Both", seat and ("NS" if seat in "NS" else "EW"))
        here = self._plan(auction.calls, vul, lambda: self._spot(auction, vul))
        for o in here.offers(hand):
            if here.holds(o, hand):
                return _offered(o, seat)
        return _fallback(seat)

    def choose_plainly(self, hand: Hand, auction: Auction, vulnerable: str = "None") -> Meaning:
        """:meth:`choose` by the plain walk: every table's pattern matched afresh (:func:`~.rules.matching`),
        every rule of those that fit tried in order through :meth:`Rule.holds`; no plan, no index. The reference
        the plan must agree with (``tests/bridge/test_bidding_plan.py``)."""
        seat = auction.turn
        if seat is None:
            raise ParseError(t("the auction is over: there is no call to make"))
        vul = vulnerable in ("Both", seat and ("NS" if seat in "NS" else "EW"))
        spot = self._spot(auction, vul)
        for rule, env, call, table in candidates(self.tables, spot, hand):
            if rule.holds(hand, env, spot):
                return _meaning(rule, env, call, table, seat)
        return _meaning(FALLBACK, {}, PASS, None, seat)

    def bid(self, hand: Any, calls: Sequence[str | Call] = (), *, dealer: str = "N",
            vulnerable: str = "None") -> Meaning:
        """The system's call for ``hand`` (13 cards) after ``calls``, with its meaning (``IllegalAction`` if the
        calls are not a legal auction, ``ParseError`` if the hand is not 13 cards)."""
        if vulnerable not in VULNERABLE:
            raise ParseError(t("{v} is no vulnerability: choose None, NS, EW or Both", v=str(vulnerable)[:20]))
        return self.choose(Hand.of(hand), Auction(dealer, calls), vulnerable)

    def read(self, auction: Auction, call: Call) -> Meaning:
        """What ``call`` means when made now in ``auction`` (the first rule that makes it here)."""
        seat = auction.turn or ""
        here = self._plan(auction.calls, False, lambda: self._spot(auction, False))
        for o in here.calling(call):
            if here.fits_auction(o):
                return _offered(o, seat)
        if call == PASS:
            return _fallback(seat)
        return Meaning(call, t("not part of this system here: its meaning is not agreed"), dict(FALLBACK.ranges({})),
                       "unknown", False, "", seat)

    def explain(self, calls: Sequence[str | Call], *, dealer: str = "N") -> list[Meaning]:
        """One :class:`Meaning` per call made (partner's and the opponents' alike)."""
        auction = Auction(dealer)
        out = []
        for c in calls:
            call = Call.parse(c)
            out.append(self.read(auction, call))
            auction.call(call)
        return out

    def rules(self) -> list[tuple[Table, Rule]]:
        """Every rule with its table, in priority order (what the rules page lists)."""
        return [(tb, r) for tb in self.tables for r in tb.rules]


def reason(name: str, auction: Any, cards: Any, call: Call) -> Text:
    """The coach's words for ``call`` made now with ``cards`` under system ``name``: the rule's meaning, then
    what the hand holds that the rules count (high-card points, total points, shape)."""
    hand = Hand.of(cards)
    sys_ = system(name)
    meaning = sys_.read(auction, call).meaning
    shape = "-".join(str(hand.length[s]) for s in "SHDC")
    return t("{call} in {system}: {meaning}; you hold {points} high-card points ({total} total points counting "
             "length), shape {shape} (♠-♥-♦-♣)",
             call=call.symbol, system=sys_.name, meaning=meaning, points=hand.hcp, total=hand.total_points,
             shape=shape)


def broke(name: str, auction: Any, cards: Any, call: Call) -> tuple[Call, Text] | None:
    """For the review: ``None`` if ``call`` is what system ``name`` bids here with ``cards``, else the
    system's call and why, with what ``call`` would have told partner."""
    hand = Hand.of(cards)
    sys_ = system(name)
    want = sys_.choose(hand, auction)
    if want.call == call:
        return None
    told = sys_.read(auction, call).meaning
    return want.call, t("{why}; your {call} tells partner: {told}", why=reason(name, auction, hand, want.call),
                        call=call.symbol, told=told)


_SYSTEMS: dict[str, System] = {}


def system(name: str = "sayc") -> System:
    """``"sayc"`` (Standard American Yellow Card) or ``"precision"`` (精确)."""
    key = str(name).strip().lower()
    key = {"精确": "precision", "精確": "precision", "standard american": "sayc"}.get(key, key)
    if key not in ("sayc", "precision"):
        raise ParseError(t('{name} is not a bidding system here: choose "sayc" or "precision"', name=str(name)[:40]))
    if key not in _SYSTEMS:
        if key == "sayc":
            from .sayc import SAYC as s
        else:
            from .precision import PRECISION as s
        _SYSTEMS[key] = s
    return _SYSTEMS[key]


SYSTEMS = ("sayc", "precision")

__all__ = ["Meaning", "System", "system", "SYSTEMS", "reason", "broke"]
