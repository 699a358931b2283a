"""The rule format and the matcher: a system is a list of tables, each an auction pattern with its rules.

A **table** says when its rules apply: a pattern over the auction since the opening bid (the passes before
it dropped), from the point of view of the seat to call. Tokens are calls (``1H``, ``P``, ``X``, ``2NT``),
a level with a suit variable (``1M`` a major, ``1m`` a minor, ``1x``/``2y``/``3z`` any suit; one name is one
suit, two names two different suits), ``*`` any one call, and a leading ``...`` for any calls before.
``""`` is the opening (nobody has bid yet).

A **rule** is one call with what it shows: ``R("2M", t("..."), "when", hcp=(6, 10), M=(3, 13))``. The call
may use the table's variables or name a new one (bound to each suit in turn, the hand's longest first).
``hcp``, ``tp`` (total points), ``dp`` + a suit variable (dummy points with that suit as trumps: ``dpM``; see
:mod:`.hand`) and the suit ranges are what the call *shows*: the rule applies only to a hand inside them, so an
explanation can never lie; the ``when`` conditions (:mod:`.conditions`) add what a range cannot say
(balanced, the suit opener would open, a stopper). Conditions about the auction only (``above z x``) are
checked by :meth:`System.explain` too, so reading a call finds the rule that made it.

The matcher takes every table whose pattern fits, in the system's order, and the first rule of them whose
call is legal and whose conditions the hand meets. No rule: the fallback, a pass that shows nothing
(``FALLBACK``).

That is :func:`candidates` and :meth:`Rule.holds`, the plain walk. The systems bid through a :class:`Plan`
instead, which must give the same call on every hand (``tests/bridge/test_bidding_plan.py``) and does less
for it: a table's rules with its pattern's bindings are worked out once (:meth:`Table.bound`: calls bound,
ranges resolved, rules grouped by the high-card points they admit), the tables are matched one call at a
time (:func:`advance`), and at each point of an auction the verdicts of the auction-only conditions are kept
for the next hand. The rules stay what they are: data read in the order written.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ....i18n import Text, current, domain
from ..auction import PASS, Call
from .conditions import (
    AUCTION_ONLY,
    MAJORS,
    MINORS,
    PREDICATES,
    SUIT_ORDER,
    Env,
    Predicate,
    Spot,
    dummy_points,
    opening_suit,
    partner_aces,
    short_points,
    suit_of,
    total_points,
)
from .hand import SUITS, Hand

t, tn = domain("bidding")

#: A suit variable's class: ``M`` majors, ``m`` minors, any other letter any suit.
VAR_SUITS = {"M": MAJORS, "m": MINORS}
FULL = {"hcp": (0, 37), "S": (0, 13), "H": (0, 13), "D": (0, 13), "C": (0, 13)}
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "NT": "NT"}


def resolve_key(key: str, env: Env) -> str:
    """A ``shows`` key with its suit variable bound: ``hcp`` and ``tp`` stay, ``dpM`` (dummy points with the
    variable's suit as trumps) becomes ``dpH`` when ``M`` is hearts, ``M`` becomes ``H``.

    >>> resolve_key("dpM", {"M": "H"}), resolve_key("z", {"z": "C"}), resolve_key("tp", {}), resolve_key("S", {})
    ('dpH', 'C', 'tp', 'S')
    """
    if key in ("hcp", "tp"):
        return key
    if key.startswith("dp"):
        return "dp" + suit_of(env, key[2:])
    return suit_of(env, key)


@dataclass(frozen=True)
class Rule:
    """One call of a system: what it shows and when it applies."""

    call: str
    meaning: Text
    when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    shows: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    forcing: bool = False
    name: str = ""

    @cached_property
    def _parsed(self) -> tuple[Call | None, int, str]:
        """The call if it names no variable, else (None, level, the variable): parsed once."""
        if self.call in ("P", "X", "XX"):
            return Call.parse(self.call), 0, ""
        level, strain = int(self.call[0]), self.call[1:]
        if strain in ("C", "D", "H", "S", "NT"):
            return Call("bid", level, strain), level, ""
        return None, level, strain

    @cached_property
    def _conds(self) -> tuple[tuple[Predicate, tuple[str, ...]], ...]:
        return tuple((PREDICATES[p], args) for p, args in self.when)

    @cached_property
    def _auction_conds(self) -> tuple[tuple[Predicate, tuple[str, ...]], ...]:
        return tuple((PREDICATES[p], args) for p, args in self.when if p in AUCTION_ONLY)

    @cached_property
    def _hand_conds(self) -> tuple[tuple[Predicate, tuple[str, ...]], ...]:
        """The conditions about the hand, in the rule's order (a :class:`Plan` checks the auction-only ones once
        per point of an auction)."""
        return tuple((PREDICATES[p], args) for p, args in self.when if p not in AUCTION_ONLY)

    def concrete(self, env: Env) -> Call | None:
        """The call with its variables bound (``None`` if one is still free)."""
        call, level, var = self._parsed
        if call is not None:
            return call
        if var not in env:
            return None
        return Call("bid", level, env[var])

    def free_var(self, env: Env) -> str | None:
        call, _, var = self._parsed
        if call is None and var not in env:
            return var
        return None

    @cached_property
    def _split_shows(self) -> tuple[dict[str, tuple[int, int]], tuple[tuple[str, int, int], ...],
                                    tuple[tuple[str, int, int], ...]]:
        """What the call shows, split once: the ranges whose key names no suit variable merged into
        :data:`FULL` (the same on every deal), those of them narrower than "anything" (the ones a hand must be
        checked against), and the ranges still to bind (key, lo, hi)."""
        fixed = dict(FULL)
        free = []
        for key, (lo, hi) in self.shows.items():
            if key in ("hcp", "tp") or key in SUITS or (key.startswith("dp") and key[2:] in SUITS):
                a, b = fixed.get(key, (0, 37))
                fixed[key] = (max(a, lo), min(b, hi))
            else:
                free.append((key, lo, hi))
        checks = tuple((k, lo, hi) for k, (lo, hi) in fixed.items() if (lo, hi) != FULL.get(k, (0, 37)))
        return fixed, checks, tuple(free)

    def ranges(self, env: Env) -> dict[str, tuple[int, int]]:
        """What the call shows, every key filled: ``{"hcp": (lo, hi), "S": (lo, hi), ...}``."""
        fixed, _, free = self._split_shows
        out = dict(fixed)
        for key, lo, hi in free:
            k = resolve_key(key, env)
            a, b = out.get(k, (0, 37))
            out[k] = (max(a, lo), min(b, hi))
        return out

    def holds(self, hand: Hand, env: Env, spot: Spot) -> bool:
        """Whether the hand is inside every range the call shows and meets its conditions."""
        _, checks, free = self._split_shows
        for k, lo, hi in checks:
            if not lo <= hand.points(k) <= hi:
                return False
        for key, lo, hi in free:
            if not lo <= hand.points(resolve_key(key, env)) <= hi:
                return False
        return all(f(hand, env, spot, args) for f, args in self._conds)

    def fits_auction(self, env: Env, spot: Spot) -> bool:
        return all(f(None, env, spot, args) for f, args in self._auction_conds)

    def text(self, env: Env) -> Text:
        """The meaning with the suits filled in."""
        args = {**(self.meaning._args or {}), **{k: SYMBOL[v] for k, v in env.items()}}
        return Text(self.meaning._domain, self.meaning._id, args or None)


def R(call: str, meaning: Text, *when: str, forcing: bool = False, name: str = "",
      **shows: Any) -> Rule:  # (Any: mypy cannot tell a ``**{suit: range}`` from ``forcing`` and ``name``)
    """A rule as the data files write it: ``R("1NT", t("15–17 points, balanced"), "balanced", hcp=(15, 17))``."""
    conds = []
    for w in when:
        head, *args = w.split()
        if head not in PREDICATES:
            raise ValueError(f"unknown condition {head!r} in the rule for {call}")
        conds.append((head, tuple(args)))
    return Rule(call, meaning, tuple(conds), shows, forcing, name or call)


@dataclass(frozen=True)
class Table:
    """The rules that apply after one auction pattern, in priority order."""

    pattern: str
    rules: tuple[Rule, ...]
    chapter: str = ""  # opening / response / rebid / competitive / slam

    def tokens(self) -> list[str]:
        return self.pattern.split()

    @cached_property
    def compiled(self) -> tuple[tuple[str, ...], bool]:
        """The pattern's tokens (without a leading ``...``) and whether it had one: split once."""
        toks = tuple(self.pattern.split())
        if toks[:1] == ("...",):
            return toks[1:], True
        return toks, False

    def fits_length(self, n: int) -> bool:
        """Whether an auction of ``n`` calls (since the opening) can match the pattern at all."""
        toks, tail = self.compiled
        return n >= len(toks) if tail else n == len(toks)

    @cached_property
    def _bound(self) -> dict[tuple[tuple[str, str], ...], Bound]:
        return {}

    def bound(self, env0: Env) -> Bound:
        """The rules' offers with the pattern's bindings ``env0`` (:class:`Bound`), worked out once per bindings
        (a table binds few suits)."""
        got = self._bound.get(key := tuple(env0.items()))
        if got is None:
            got = self._bound[key] = Bound(self, env0)
        return got


@dataclass(frozen=True, eq=False)
class Offer:
    """One call a rule makes in a table whose pattern bound ``env``: the rule's call and ranges with every suit
    variable bound, worked out once (:meth:`Table.bound`). Compared by identity: a :class:`Plan` keeps a
    verdict per offer."""

    rule: Rule
    env: Env
    call: Call
    table: Table
    #: the suit bound to the call's own free variable ("" when the call names none): a hand tries a rule's
    #: offers in the order of its lengths in these suits
    suit: str
    #: the ranges the call shows, suit variables resolved, in :meth:`Rule.holds`' order, all but ``hcp``
    #: (:meth:`Bound.admitting` has admitted the hand's high-card points)
    ranges: tuple[tuple[str, int, int], ...]
    #: the meaning's text per language it was made in (every hand making the offer says the same)
    _said: dict[str, Text] = field(default_factory=dict, compare=False, repr=False)

    def text(self) -> Text:
        """:meth:`Rule.text` with the offer's bindings, in the current language, made once per language."""
        lang = current()
        got = self._said.get(lang)
        if got is None:
            got = self._said[lang] = self.rule.text(self.env)
        return got

    @cached_property
    def shows(self) -> dict[str, tuple[int, int]]:
        """:meth:`Rule.ranges` with the offer's bindings (copy it before handing it out: a dict is mutable)."""
        return self.rule.ranges(self.env)


def _offers(table: Table, env0: Env) -> tuple[tuple[int, int, tuple[Offer, ...]], ...]:
    """Per rule of ``table`` whose call can be made with the pattern's bindings ``env0``: its high-card range
    and its offers, one, or one per suit its free variable may take (in :func:`candidates`' order without a
    hand)."""
    out = []
    for rule in table.rules:
        free = rule.free_var(env0)
        suits = ("",) if free is None else [s for s in VAR_SUITS.get(free, SUITS) if s not in env0.values()]
        _, checks, free_ranges = rule._split_shows
        offers = []
        for suit in suits:
            env = env0 if free is None else {**env0, free: suit}
            call = rule.concrete(env)
            if call is None:
                continue
            ranges = (*((k, lo, hi) for k, lo, hi in checks if k != "hcp"),
                      *((resolve_key(key, env), lo, hi) for key, lo, hi in free_ranges))
            offers.append(Offer(rule, env, call, table, suit, ranges))
        if offers:
            lo, hi = rule._split_shows[0]["hcp"]
            out.append((lo, hi, tuple(offers)))
    return tuple(out)


class Bound:
    """A table's offers for one binding of its pattern's variables (:meth:`Table.bound`): one group per rule
    whose call can be made, in order (one offer, or one per suit of the call's free variable, in
    :func:`candidates`' order without a hand)."""

    def __init__(self, table: Table, env0: Env) -> None:
        self.table = table
        self._rules = _offers(table, env0)
        self.every = tuple(g for _, _, g in self._rules)
        self._by_hcp: dict[int, tuple[tuple[Offer, ...], ...]] = {}
        self._by_call: dict[Call, tuple[Offer, ...]] = {}
        self._ordered: dict[tuple[tuple[Offer, ...], tuple[str, ...]], tuple[Offer, ...]] = {}

    def admitting(self, hcp: int) -> tuple[tuple[Offer, ...], ...]:
        """The groups of the rules whose high-card range admits ``hcp`` (the others refuse every hand with
        that many points at once: :meth:`Rule.holds` checks ``hcp`` first), kept per count (0 to 37)."""
        got = self._by_hcp.get(hcp)
        if got is None:
            got = self._by_hcp[hcp] = tuple(g for lo, hi, g in self._rules if lo <= hcp <= hi)
        return got

    def ordered(self, group: tuple[Offer, ...], suits: tuple[str, ...]) -> tuple[Offer, ...]:
        """A rule's offers for a free suit variable in the order of ``suits`` (a hand's suits, longest first,
        ties the higher: :attr:`Hand.longest_first`, the order :func:`candidates` sorts them in), kept per
        order (24 at most)."""
        got = self._ordered.get(key := (group, suits))
        if got is None:
            got = self._ordered[key] = tuple(sorted(group, key=lambda o: suits.index(o.suit)))
        return got

    def calling(self, call: Call) -> tuple[Offer, ...]:
        """The offers of ``call``, in order (what reading a call looks for), kept per call."""
        got = self._by_call.get(call)
        if got is None:
            got = self._by_call[call] = tuple(o for g in self.every for o in g if o.call == call)
        return got


def T(pattern: str, chapter: str, *rules: Rule) -> Table:
    return Table(pattern, tuple(rules), chapter)


def _match_token(tok: str, call: Call, env: Env) -> Env | None:
    if tok == "*":
        return env
    if tok in ("P", "X", "XX"):
        return env if str(call) == tok else None
    if call.kind != "bid" or int(tok[0]) != call.level:
        return None
    strain = tok[1:]
    if strain in ("C", "D", "H", "S", "NT"):
        return env if call.strain == strain else None
    if call.strain == "NT":
        return None
    if strain in env:
        return env if env[strain] == call.strain else None
    if call.strain not in VAR_SUITS.get(strain, SUITS) or call.strain in env.values():
        return None
    return {**env, strain: call.strain}


def match(pattern: str, calls: tuple[Call, ...]) -> Env | None:
    """The variables' suits if ``calls`` (since the opening) fit ``pattern``, else ``None``.

    >>> match("1M P", (Call("bid", 1, "H"), PASS))
    {'M': 'H'}
    >>> match("1x P 1y P", tuple(Call.parse(c) for c in "1D P 1D P".split())) is None
    True
    """
    toks = tuple(pattern.split())
    if toks[:1] == ("...",):
        return match_tokens(toks[1:], True, calls)
    return match_tokens(toks, False, calls)


def match_tokens(toks: tuple[str, ...], tail: bool, calls: tuple[Call, ...]) -> Env | None:
    """:func:`match` for a pattern already split (``tail``: it began with ``...``)."""
    if tail:
        if len(toks) > len(calls):
            return None
        calls = calls[len(calls) - len(toks):]
    if len(toks) != len(calls):
        return None
    env: Env | None = {}
    for tok, call in zip(toks, calls, strict=True):
        assert env is not None
        env = _match_token(tok, call, env)
        if env is None:
            return None
    return env


def since_opening(calls: Iterable[Call]) -> tuple[Call, ...]:
    cs = tuple(calls)
    i = 0
    while i < len(cs) and cs[i] == PASS:
        i += 1
    return cs[i:]


def matching(tables: Iterable[Table], calls: tuple[Call, ...]) -> list[tuple[Table, Env]]:
    """The tables whose pattern fits ``calls`` (since the opening), in order, with the pattern's bindings."""
    n = len(calls)
    out = []
    for table in tables:
        if not table.fits_length(n):
            continue
        toks, tail = table.compiled
        env0 = match_tokens(toks, tail, calls)
        if env0 is not None:
            out.append((table, env0))
    return out


def advance(partial: Iterable[tuple[Table, Env]], n: int, call: Call) -> list[tuple[Table, Env]]:
    """:func:`match_tokens` one call at a time: of ``partial``, the tables (no leading ``...``) whose pattern's
    first ``n`` tokens matched the auction's first ``n`` calls (with the bindings so far), those whose next
    token takes ``call`` as well, in order, with the bindings after it."""
    out = []
    for table, env in partial:
        toks = table.compiled[0]
        if len(toks) > n:
            got = _match_token(toks[n], call, env)
            if got is not None:
                out.append((table, got))
    return out


def candidates(tables: Iterable[Table], spot: Spot, hand: Hand | None,
               matched: list[tuple[Table, Env]] | None = None) -> Iterator[tuple[Rule, Env, Call, Table]]:
    """Every (rule, bindings, call) the tables offer here, in priority order (a free suit variable in the
    call bound to each suit in turn: the hand's longest first, ties the higher). ``matched``: the result of
    :func:`matching` for these tables and the spot's calls, if already known."""
    for table, env0 in (matched if matched is not None else matching(tables, spot.calls)):
        for rule in table.rules:
            free = rule.free_var(env0)
            if free is None:
                envs = [env0]
            else:
                pool = [s for s in VAR_SUITS.get(free, SUITS) if s not in env0.values()]
                if hand is not None:
                    pool.sort(key=lambda s: (-hand.length[s], -SUIT_ORDER[s]))
                envs = [{**env0, free: s} for s in pool]
            for env in envs:
                call = rule.concrete(env)
                if call is None or call not in spot.legal:
                    continue
                yield rule, env, call, table


class Plan:
    """One point of an auction as every hand that calls there meets it: the spot, the tables that fit it with
    their offers (:meth:`Table.bound`), and the verdicts of the rules' auction-only conditions
    (:meth:`Rule.fits_auction`), each worked out at most once. :meth:`offers` gives a hand the
    (rule, bindings, call) of :func:`candidates`, in its order, less those whose high-card range refuses the
    hand; :meth:`holds` is :meth:`Rule.holds`."""

    def __init__(self, spot: Spot, matched: list[tuple[Table, Env]]) -> None:
        self.spot = spot
        self.bounds = [table.bound(env0) for table, env0 in matched]
        self._fits: dict[Offer, bool] = {}

    def offers(self, hand: Hand | None) -> Iterator[Offer]:
        """The legal offers in priority order; for a hand, only those its high-card points admit, a free suit
        variable bound to the hand's longest suit first (ties the higher), as :func:`candidates`."""
        legal = self.spot.legal
        for bound in self.bounds:
            if hand is None:
                groups = bound.every
            else:
                groups = bound.admitting(hand.hcp)
            for group in groups:
                if hand is not None and len(group) > 1:
                    group = bound.ordered(group, hand.longest_first)
                for o in group:
                    if o.call in legal:
                        yield o

    def calling(self, call: Call) -> Iterator[Offer]:
        """The offers of ``call`` in priority order, if it is legal here (:func:`candidates` without a hand,
        only those making ``call``)."""
        if call in self.spot.legal:
            for bound in self.bounds:
                yield from bound.calling(call)

    def fits_auction(self, o: Offer) -> bool:
        """:meth:`Rule.fits_auction` of the offer here, kept for the next hand (most rules name no condition
        about the auction: those fit at once, and nothing is kept for them)."""
        if not o.rule._auction_conds:
            return True
        ok = self._fits.get(o)
        if ok is None:
            ok = self._fits[o] = o.rule.fits_auction(o.env, self.spot)
        return ok

    def holds(self, o: Offer, hand: Hand) -> bool:
        """:meth:`Rule.holds` for a hand :meth:`offers` gave the offer: the ranges besides high-card points,
        then the auction-only conditions (their verdict kept), then those about the hand. Conditions are pure,
        so the order (the rule's lists a few about the hand before one about the auction) changes nothing but
        which of two failing conditions is asked first."""
        for k, lo, hi in o.ranges:
            if not lo <= hand.points(k) <= hi:
                return False
        try:
            if not self.fits_auction(o):
                return False
        except Exception:  # noqa: BLE001 - a condition that fails to evaluate on the auction alone (a rule
            # naming a variable its table does not bind) fails, or not, as the plain walk meets it on the hand
            return o.rule.holds(hand, o.env, self.spot)
        env, spot = o.env, self.spot
        for f, args in o.rule._hand_conds:
            if not f(hand, env, spot, args):
                return False
        return True


# -- conditions ------------------------------------------------------------------------------------------
FALLBACK = Rule("P", t("pass: no other call of the system fits here, so it shows nothing more"),
                name="fallback")

__all__ = ["R", "T", "Rule", "Table", "Spot", "PREDICATES", "FALLBACK", "match", "match_tokens", "matching",
           "advance", "candidates", "Offer", "Plan", "opening_suit", "since_opening", "partner_aces", "total_points",
           "short_points", "dummy_points", "SYMBOL", "FULL"]
