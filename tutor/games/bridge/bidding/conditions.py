"""The conditions a rule's ``when`` may name (:data:`PREDICATES`): what a range of points or suit lengths cannot
say (balanced, the suit opener would open, a stopper, a takeout shape), and the few about the auction alone
(``above z x``, ``seat 3 4``: :data:`AUCTION_ONLY`), which :meth:`.System.explain` checks too.

A condition is ``f(hand, env, spot, args)``: the hand (``None`` for an auction-only one), the table's suit
variables bound (``env``), where the call is made (:class:`Spot`), and the words after its name in the rule
(``"longer a b"`` gives ``("a", "b")``; a suit variable is read with :func:`suit_of`).

>>> h = Hand.parse("SAK32 HQ2 D5432 CK32")
>>> PREDICATES["balanced"](h, {}, Spot((), (), frozenset()), ())
True
>>> opening_suit(h), suit_of({"M": "H"}, "M"), suit_of({}, "S")
('D', 'H', 'S')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..auction import Call
from .hand import SUITS, Hand

MAJORS, MINORS = ("S", "H"), ("D", "C")
SUIT_ORDER = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4}

Env = dict[str, str]


@dataclass(frozen=True)
class Spot:
    """Where a call is made: the calls so far (since the opening, passes before it dropped), the bids of each
    side, vulnerability."""

    calls: tuple[Call, ...]  # since the opening bid
    all_calls: tuple[Call, ...]
    legal: frozenset[Call]
    vulnerable: bool = False
    #: The system bidding (its :meth:`~.System.explained` and :meth:`~.System.claimed`, for the general rules).
    system: Any = field(default=None, compare=False, repr=False)

    def partner_calls(self) -> list[Call]:
        """The calls partner made, oldest first."""
        n = len(self.calls)
        return [self.calls[i] for i in range(n - 2, -1, -4)][::-1]

    def own_calls(self) -> list[Call]:
        n = len(self.calls)
        return [self.calls[i] for i in range(n - 4, -1, -4)][::-1]



Predicate = Callable[[Hand | None, Env, Spot, tuple[str, ...]], bool]
PREDICATES: dict[str, Predicate] = {}
#: Predicates about the auction only (no hand): explain() checks them too.
AUCTION_ONLY: set[str] = set()


def predicate(name: str, auction_only: bool = False) -> Callable[[Predicate], Predicate]:
    def deco(f: Predicate) -> Predicate:
        PREDICATES[name] = f
        if auction_only:
            AUCTION_ONLY.add(name)
        return f
    return deco


def suit_of(env: Env, name: str) -> str:
    """A suit variable's suit (``M`` bound to ``H`` gives ``H``); a suit's letter stands for itself."""
    return env.get(name, name)



@predicate("balanced")
def _balanced(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.balanced


@predicate("unbalanced")
def _unbalanced(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return not h.balanced


@predicate("rule_of_20")
def _r20(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.hcp >= 12 or h.rule_of_20()


def opening_suit(h: Hand, five_card_majors: bool = True) -> str:
    """The suit a natural system opens at the one level: the longest (a major needs five); with two of
    equal length (5-5, 6-6) the higher; with no five-card major the longer minor, 1♦ with 4-4 and 1♣ with
    3-3 (the SAYC booklet)."""
    L = h.length
    longest = max(L.values())
    if longest >= 5:
        best = max(SUITS, key=lambda s: (L[s], SUIT_ORDER[s]))
        if best in MAJORS or L[best] > max(L["S"], L["H"]) or max(L["S"], L["H"]) < 5:
            return best
        return "S" if L["S"] >= L["H"] else "H"
    if L["D"] > L["C"] or (L["D"] == L["C"] == 4):
        return "D"
    if L["C"] > L["D"]:
        return "C"
    return "C"  # 3-3 in the minors


@predicate("opens")
def _opens(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return opening_suit(h) == suit_of(env, args[0])


@predicate("longest")
def _longest(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The suit is as long as any other suit of the hand."""
    assert h is not None
    return h.length[suit_of(env, args[0])] == max(h.length.values())


@predicate("longer")
def _longer(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``longer a b``: suit a is at least as long as b."""
    assert h is not None
    return h.length[suit_of(env, args[0])] >= h.length[suit_of(env, args[1])]


@predicate("stopper")
def _stopper(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.stopper(suit_of(env, args[0]))


@predicate("good")
def _good(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Two of the top three honours in the suit."""
    assert h is not None
    return h.top_honours(suit_of(env, args[0])) >= 2


@predicate("feature")
def _feature(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """An ace, king or queen in the suit (what a weak-two opener shows when asked for a "feature")."""
    assert h is not None
    return h.top_honours(suit_of(env, args[0])) >= 1


@predicate("fit_or_points")
def _fit_or_points(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``fit_or_points y 3 16``: three or more cards in y, or 16 or more high-card points (raising a preempt
    to game: for a fit, or on strength with partner's long suit as the trumps)."""
    assert h is not None
    return h.length[suit_of(env, args[0])] >= int(args[1]) or h.hcp >= int(args[2])


@predicate("no_limit_raise")
def _no_limit_raise(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``no_limit_raise x 3 12``: fewer than three cards in x, or 12 or more high-card points (not a hand for the
    limit raise of partner's x, which the cue bid shows; with game values a new suit comes first)."""
    assert h is not None
    return h.length[suit_of(env, args[0])] < int(args[1]) or h.hcp >= int(args[2])


@predicate("strict_rule_of_20")
def _strict_r20(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The rule of 20 alone, whatever the points: a flat 12 (4-3-3-3) does not open (Pomer, ch. 2)."""
    assert h is not None
    return h.rule_of_20()


def _unbid_suits(spot: Spot) -> list[str]:
    bid = {c.strain for c in spot.calls if c.kind == "bid"}
    return [s for s in SUITS if s not in bid]


@predicate("stops_unbid")
def _stops_unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A stopper (:meth:`Hand.stopper`) in every suit nobody has bid yet."""
    assert h is not None
    return all(h.stopper(s) for s in _unbid_suits(spot))


@predicate("no_stop_unbid")
def _no_stop_unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """No stopper in some suit nobody has bid yet (what fourth suit forcing asks partner about)."""
    assert h is not None
    return not _stops_unbid(h, env, spot, args)


def _second_round_control(h: Hand, suit: str) -> bool:
    """The ace or the king of the suit, or a singleton or void: the second trick there cannot be lost."""
    return h.length[suit] <= 1 or h.honours[suit][:1] in ((14,), (13,))


@predicate("slow_unbid")
def _slow_unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """No ace, no king and two or more cards in the one suit nobody has bid (what a five-level raise of the agreed
    major asks partner about)."""
    assert h is not None
    unbid = _unbid_suits(spot)
    return len(unbid) == 1 and not _second_round_control(h, unbid[0])


@predicate("controls_unbid")
def _controls_unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Second-round control (the ace, the king, a singleton or void) of the one suit nobody has bid."""
    assert h is not None
    unbid = _unbid_suits(spot)
    return len(unbid) == 1 and _second_round_control(h, unbid[0])


@predicate("not_cheapest_after_reverse", auction_only=True)
def _not_cheapest_after_reverse(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``not_cheapest_after_reverse w z x``: three of the fourth suit w is not its cheapest bid after opener's
    reverse (z above x) with w below z (two of w is then too low): that three of w is the fourth suit after the
    reverse (bid29), not a jump."""
    w, z, x = (SUIT_ORDER[suit_of(env, a)] for a in args)
    return not (z > x and w < z)


@predicate("singleton")
def _singleton(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A singleton or void somewhere in the hand."""
    assert h is not None
    return min(h.length.values()) <= 1


@predicate("light_third")
def _light_third(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A third-seat opening: 11 or more high-card points, or the rule of 20 (light openings in third seat are
    allowed: the SAYC booklet; Downey ch. 3)."""
    assert h is not None
    return h.hcp >= 11 or h.rule_of_20()


@predicate("seat", auction_only=True)
def _seat(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``seat 1 2 3``: nobody has bid yet and the hand to call is in one of these seats (the dealer first)."""
    return not spot.calls and str(len(spot.all_calls) + 1) in args


@predicate("passed_hand", auction_only=True)
def _passed_hand(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The hand to call passed before the opening (a passed hand: at most about 11 points, so none of its calls
    forces to game)."""
    n, start = len(spot.all_calls), len(spot.all_calls) - len(spot.calls)
    return any(i < start for i in range(n - 4, -1, -4))


@predicate("unpassed", auction_only=True)
def _unpassed(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The hand to call did not pass before the opening (the opposite of ``passed_hand``)."""
    return not _passed_hand(h, env, spot, args)


@predicate("rule_of_15")
def _r15(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """High-card points plus spades make 15 or more (opening in fourth seat, Pomer ch. 2)."""
    assert h is not None
    return h.hcp + h.length["S"] >= 15


@predicate("no4major")
def _no4major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.length["S"] < 4 and h.length["H"] < 4


@predicate("five_four_majors")
def _five_four_majors(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Exactly five cards in one major and four in the other (SAYC answers 1NT with Stayman, not a transfer)."""
    assert h is not None
    return sorted((h.length["S"], h.length["H"])) == [4, 5]


@predicate("a4major")
def _a4major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.length["S"] >= 4 or h.length["H"] >= 4


@predicate("no5major")
def _no5major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.length["S"] < 5 and h.length["H"] < 5


@predicate("aces")
def _aces(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``aces 0 4``: the hand holds one of these numbers of aces."""
    assert h is not None
    return str(h.aces) in args


def partner_aces(spot: Spot) -> int:
    """Aces partner showed in answer to Blackwood or Gerber (their last call): 0 or 4 counted as 0."""
    last = spot.partner_calls()[-1]
    asked = spot.own_calls()[-1]
    base = "C" if asked.strain == "NT" else "D"  # 4NT asks: 5♣ 0/4; 4♣ asks: 4♦ 0/4
    order = ["C", "D", "H", "S", "NT"]
    return order.index(last.strain) - order.index(base)


@predicate("total_aces")
def _total_aces(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``total_aces 3 4``: with partner's answer, the side holds this many aces."""
    assert h is not None
    n = partner_aces(spot)
    if n == 0 and h.aces == 0:
        n = 4  # 0 or 4: with none myself, partner has all four
    return str(h.aces + n) in args


@predicate("above", auction_only=True)
def _above(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``above z x``: suit z ranks above suit x (a new suit above opener's first one is a reverse)."""
    return SUIT_ORDER[suit_of(env, args[0])] > SUIT_ORDER[suit_of(env, args[1])]


@predicate("below", auction_only=True)
def _below(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    return SUIT_ORDER[suit_of(env, args[0])] < SUIT_ORDER[suit_of(env, args[1])]


@predicate("not_suit", auction_only=True)
def _not_suit(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``not_suit o S``: the suit variable o is not bound to S (bid31: an uncontested rule's natural 2♠ is not
    made when spades are the opponents' suit)."""
    return suit_of(env, args[0]) != args[1]


@predicate("unbid", auction_only=True)
def _unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The suit has not been bid by anyone yet."""
    s = suit_of(env, args[0])
    return all(c.strain != s for c in spot.calls if c.kind == "bid")


@predicate("short_in")
def _short_in(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``short_in x``: at most two cards in x and three or more in each other suit (a takeout double)."""
    assert h is not None
    x = suit_of(env, args[0])
    return h.length[x] <= 2 and all(h.length[s] >= 3 for s in SUITS if s != x)


def short_points(h: Hand) -> int:
    """High-card points plus shortness: a void 5, a singleton 3, a doubleton 1 (what a takeout double counts)."""
    short = {0: 5, 1: 3, 2: 1}
    return h.hcp + sum(short.get(h.length[s], 0) for s in SUITS)


def flat_three(h: Hand, x: str) -> bool:
    """Three cards in x and three or more in each other suit: 4-3-3-3 with three of their suit (the flat shape
    Larry Cohen doubles with "a decent 13-count in direct [seat], so ten in balancing seat")."""
    return h.length[x] == 3 and all(h.length[s] >= 3 for s in SUITS if s != x)


@predicate("takeout")
def _takeout(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``takeout x``: the shape for a takeout double of x (:func:`short_in`) with 13 or more points counting
    shortness (:func:`short_points`), or 19 or more high-card points, a hand too strong to overcall.
    ``takeout x 17 13``: too strong from 17, and a flat hand with three of x (:func:`flat_three`) from 13."""
    assert h is not None
    strong = int(args[1]) if len(args) > 1 else 19
    if h.hcp >= strong or (_short_in(h, env, spot, args[:1]) and short_points(h) >= 13):
        return True
    return len(args) > 2 and h.hcp >= int(args[2]) and flat_three(h, suit_of(env, args[0]))


@predicate("at_most")
def _at_most(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``at_most x 3``: three or fewer cards in x (a two-level overcall is not made with four or more cards in
    the suit they opened: Pomer ch. 12, p99, length in their suit is defence, not offence)."""
    assert h is not None
    return h.length[suit_of(env, args[0])] <= int(args[1])


@predicate("at_most_or")
def _at_most_or(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``at_most_or y 2 17``: two or fewer cards in y, or 17 or more high-card points (opener's reopening double:
    short in their suit, or a hand too strong to sell out whatever it holds there; bid30)."""
    assert h is not None
    return h.length[suit_of(env, args[0])] <= int(args[1]) or h.hcp >= int(args[2])


@predicate("preempt4")
def _preempt4(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``preempt4 M``: a four-level preempt in M: eight or more cards, or seven with two of the top three honours
    and eight or more playing tricks, counted as 13 less the losing-trick count (:attr:`Hand.losers`; the rule of
    two and three puts eight tricks within two of game: Pomer ch. 10)."""
    assert h is not None
    s = suit_of(env, args[0])
    return h.length[s] >= 8 or (h.length[s] == 7 and h.top_honours(s) >= 2 and 13 - h.losers >= 8)


@predicate("no_stopper")
def _no_stopper(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """No stopper (:meth:`Hand.stopper`) in the suit."""
    assert h is not None
    return not h.stopper(suit_of(env, args[0]))


@predicate("kings")
def _kings(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``kings 0 4``: the hand holds one of these numbers of kings (answering a king ask)."""
    assert h is not None
    return str(sum(1 for s in SUITS if 13 in h.honours[s])) in args


@predicate("weak_two_shape")
def _weak_two_shape(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``weak_two_shape M``: no void, and no four-card major beside the suit (Ned Downey, *SAYC* ch. 14: "no
    voids as partner is likely to hold values in your void; no outside four-card major as you may miss a 4-4
    major-suit fit")."""
    assert h is not None
    s = suit_of(env, args[0])
    return min(h.length.values()) > 0 and all(h.length[m] < 4 for m in MAJORS if m != s)


@predicate("at_least")
def _at_least(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``at_least z 5``: that many cards or more in z."""
    assert h is not None
    return h.length[suit_of(env, args[0])] >= int(args[1])


@predicate("solid")
def _solid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``solid M``: a self-supporting suit, the ace, king and queen and six or more cards (it plays for trumps
    opposite a void or a singleton)."""
    assert h is not None
    s = suit_of(env, args[0])
    return h.top_honours(s) == 3 and h.length[s] >= 6


@predicate("hcp_in")
def _hcp_in(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``hcp_in 16 17``: high-card points in that range (a condition, where a rule shows a wider range)."""
    assert h is not None
    return int(args[0]) <= h.hcp <= int(args[1])


@predicate("major", auction_only=True)
def _major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``major z``: z is a major."""
    return suit_of(env, args[0]) in MAJORS


@predicate("jump_points")
def _jump_points(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``jump_points x 19``: that many total points, or that many dummy points with four or more cards in
    partner's suit x (a fit counts its shortness, as responder's raises do)."""
    assert h is not None
    x, n = suit_of(env, args[0]), int(args[1])
    return h.total_points >= n or (h.length[x] >= 4 and h.dummy_points(x) >= n)


@predicate("js_pattern")
def _js_pattern(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``js_pattern z x``: a jump shift's pattern (Soloway's three: one-suited, balanced, or two-suited with
    support for partner's suit x): not a second five-card suit beside z without support for x (three cards of a
    major, four of a minor); such a two-suiter bids its suits one at a time."""
    assert h is not None
    z, x = suit_of(env, args[0]), suit_of(env, args[1])
    second = any(h.length[s] >= 5 for s in SUITS if s not in (z, x))
    return not second or h.length[x] >= (3 if x in MAJORS else 4)


@predicate("short_or")
def _short_or(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``short_or x 15``: short in x with three or more in each other suit (:func:`short_in`), or 15 or more
    high-card points (a balancing double); ``short_or x 15 10``: also a flat hand with three of x
    (:func:`flat_three`) from 10."""
    assert h is not None
    if h.hcp >= int(args[1]) or _short_in(h, env, spot, args[:1]):
        return True
    return len(args) > 2 and h.hcp >= int(args[2]) and flat_three(h, suit_of(env, args[0]))


@predicate("longest_unbid")
def _longest_unbid(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``longest_unbid z``: z is at least as long as every other suit nobody has bid."""
    assert h is not None
    z = suit_of(env, args[0])
    bid = {c.strain for c in spot.calls if c.kind == "bid"}
    return all(h.length[z] >= h.length[s] for s in SUITS if s not in bid)


@predicate("four_or_longest")
def _four_or_longest(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``four_or_longest z``: z has four or more cards, or is at least as long as every other suit nobody has
    bid (bid36: a four-card major before a longer minor, else the longest unbid suit)."""
    assert h is not None
    return h.length[suit_of(env, args[0])] >= 4 or _longest_unbid(h, env, spot, args)


@predicate("short_points")
def _short_points(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``short_points 13``: high-card points plus shortness (:func:`short_points`) reach 13."""
    assert h is not None
    return short_points(h) >= int(args[0])


@predicate("major_first")
def _major_first(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``major_first z x``: z is a major, or the hand has no five-card major other than x to bid instead
    (an overcall prefers a five-card major to a longer minor)."""
    assert h is not None
    z, x = suit_of(env, args[0]), suit_of(env, args[1])
    return z in MAJORS or all(h.length[s] < 5 for s in MAJORS if s != x)


@predicate("decent")
def _decent(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A suit fit for a one-level overcall: two of the top three honours, or three of the top five (A K Q J 10);
    with an opening hand (12 or more high-card points) any five cards (the weaker the hand, the better the suit
    must be: the suit's quality is what a light overcall leans on)."""
    assert h is not None
    s = suit_of(env, args[0])
    return h.top_honours(s) >= 2 or sum(1 for r in h.honours[s] if r >= 10) >= 3 or h.hcp >= 12


@predicate("or_two_suiter")
def _or_two_suiter(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``or_two_suiter z x good``: z passes the suit test named last (``good`` or ``decent``), or the hand is a
    Michaels two-suiter over x (:func:`_michaels`) between the weak and the strong ranges (10–15 high-card
    points) and z is its major (the higher of 5-5 majors): it overcalls in that suit however poor (bid32,
    aeyec.com's "with an in-between hand, you can overcall with the higher suit")."""
    assert h is not None
    if PREDICATES[args[2]](h, env, spot, (args[0],)):
        return True
    return 10 <= h.hcp <= 15 and _michaels(h, env, spot, (args[1],)) and _five_major(h, env, spot, (args[0],))


@predicate("notrump_over_preempt")
def _notrump_over_preempt(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``notrump_over_preempt x``: 3NT over partner's three-level preempt in x: two of the top three honours in
    x, or (x a minor) two or more cards in it, a stopper in each other suit and no six-card major to bid instead
    (a new suit over a preempt takes 16 or more; bid32)."""
    assert h is not None
    x = suit_of(env, args[0])
    if h.top_honours(x) >= 2:
        return True
    return (x in MINORS and h.length[x] >= 2 and _stops_unbid(h, env, spot, ())
            and (max(h.length["S"], h.length["H"]) < 6 or h.hcp < 16))


@predicate("overcall_game")
def _overcall_game(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``overcall_game M``: advancer's raise of a one-level overcall to game: four or more cards in M with 11 or
    more high-card points and an unbalanced hand, or five or more with 9 or fewer (preemptive; bid32)."""
    assert h is not None
    n = h.length[suit_of(env, args[0])]
    return (n >= 4 and h.hcp >= 11 and not _balanced(h, env, spot, ())) or (n >= 5 and h.hcp <= 9)


@predicate("balanced_or_long_minor")
def _balanced_or_long_minor(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A balanced hand, or one with a six-card or longer minor (3NT over their three-level preempt; bid32)."""
    assert h is not None
    return h.balanced or max(h.length["D"], h.length["C"]) >= 6


@predicate("outside")
def _outside(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``outside 10 15``: the high-card points are not within 10–15 (a two-suiter weak or strong, not in between)."""
    assert h is not None
    return not int(args[0]) <= h.hcp <= int(args[1])


@predicate("in_long_suits")
def _in_long_suits(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """At least half the high-card points are in the two longest suits (the honours sit in the long suits)."""
    assert h is not None
    order = sorted(SUITS, key=lambda s: -h.length[s])[:2]
    hcp = {14: 4, 13: 3, 12: 2, 11: 1}
    return 2 * sum(hcp.get(r, 0) for s in order for r in h.honours[s]) >= h.hcp


@predicate("no_other4major")
def _no_other4major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``no_other4major x``: no four-card major besides suit x (the opponents' suit)."""
    assert h is not None
    x = suit_of(env, args[0])
    return all(h.length[s] < 4 for s in MAJORS if s != x)


@predicate("not_long_minor")
def _not_long_minor(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``not_long_minor x``: suit x is a major, or a minor of four cards or fewer (with five, rebid it)."""
    assert h is not None
    x = suit_of(env, args[0])
    return x in MAJORS or h.length[x] <= 4


@predicate("each4", auction_only=False)
def _each4(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``each4 x y``: four or more cards in each suit other than x and y (both unbid suits)."""
    assert h is not None
    used = {suit_of(env, a) for a in args}
    return all(h.length[s] >= 4 for s in SUITS if s not in used)


@predicate("others3")
def _others3(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``others3 x y``: three or more cards in each suit other than x and y (a balancing double of their two
    suits)."""
    assert h is not None
    used = {suit_of(env, a) for a in args}
    return all(h.length[s] >= 3 for s in SUITS if s not in used)


@predicate("others4", auction_only=False)
def _others4(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``others4 x y``: four or more cards in each major the opponents' and partner's bids left unbid
    (a negative double); with both majors bid, in each unbid minor."""
    assert h is not None
    used = {suit_of(env, a) for a in args}
    want = [s for s in MAJORS if s not in used] or [s for s in MINORS if s not in used]
    return all(h.length[s] >= 4 for s in want)


@predicate("michaels")
def _michaels(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Over a minor both majors 5-5; over a major the other major and a minor, 5-5."""
    assert h is not None
    x = suit_of(env, args[0])
    L = h.length
    if x in MINORS:
        return L["S"] >= 5 and L["H"] >= 5
    other = "S" if x == "H" else "H"
    return L[other] >= 5 and max(L["D"], L["C"]) >= 5


@predicate("unusual")
def _unusual(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """5-5 or longer in the two lowest unbid suits."""
    assert h is not None
    x = suit_of(env, args[0])
    low = [s for s in ("C", "D", "H") if s != x][:2]
    return all(h.length[s] >= 5 for s in low)


@predicate("minors65")
def _minors65(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Six or more cards in one minor and five or more in the other."""
    assert h is not None
    return min(h.length["D"], h.length["C"]) >= 5 and h.length["D"] + h.length["C"] >= 11


@predicate("fourfour_majors")
def _ffm(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.length["S"] >= 4 and h.length["H"] >= 4


@predicate("both_minors")
def _both_minors(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Five or more cards in one minor and four or more in the other."""
    assert h is not None
    return min(h.length["D"], h.length["C"]) >= 4 and h.length["D"] + h.length["C"] >= 9


@predicate("precision_2d")
def _p2d(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """4-4-1-4, 4-4-0-5, 4-3-1-5 or 3-4-1-5 (♠-♥-♦-♣)."""
    assert h is not None
    L = h.length
    return (L["S"], L["H"], L["D"], L["C"]) in ((4, 4, 1, 4), (4, 4, 0, 5), (4, 3, 1, 5), (3, 4, 1, 5))


@predicate("precision_2c")
def _p2c(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Six or more clubs, or five clubs with a four-card major; no five-card major."""
    assert h is not None
    L = h.length
    return L["S"] < 5 and L["H"] < 5 and (L["C"] >= 6 or (L["C"] == 5 and max(L["S"], L["H"]) == 4)) \
        and L["C"] > L["D"]


@predicate("not_precision_2d")
def _np2d(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    return not _p2d(h, env, spot, args)


@predicate("not_precision_2c")
def _np2c(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    return not _p2c(h, env, spot, args)


@predicate("respond_major")
def _respond_major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The major to answer with: the longer; 4-4 hearts (up the line), 5-5 spades."""
    assert h is not None
    s, hh = h.length["S"], h.length["H"]
    pick = "H" if hh > s or (hh == s == 4) else "S"
    return suit_of(env, args[0]) == pick


@predicate("five_major")
def _five_major(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """The major to open with five or more: the longer; 5-5 or 6-6 spades."""
    assert h is not None
    s, hh = h.length["S"], h.length["H"]
    pick = "H" if hh > s else "S"
    return max(s, hh) >= 5 and suit_of(env, args[0]) == pick


@predicate("best_of")
def _best_of(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``best_of z H S C``: z is the longest of the listed suits (ties: the first listed)."""
    assert h is not None
    suits = [suit_of(env, a) for a in args[1:]]
    best = max(suits, key=lambda s: (h.length[s], -suits.index(s)))
    return suit_of(env, args[0]) == best


@predicate("shape4441")
def _4441(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    assert h is not None
    return h.shape == (4, 4, 4, 1)


def total_points(h: Hand) -> int:
    """High-card points plus one for each card over four in a suit (the "length points" of Downey's SAYC)."""
    return h.hcp + sum(max(0, n - 4) for n in h.length.values())


@predicate("total_points")
def _total_points(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``total_points 22``: high-card points plus length points (one per card over four) reach 22."""
    assert h is not None
    return total_points(h) >= int(args[0])


def dummy_points(h: Hand, trumps: str) -> int:
    """High-card points plus shortness beside a fit: a void 5, a singleton 3, a doubleton 1 (outside trumps)."""
    return h.dummy_points(trumps)


@predicate("dummy_points")
def _dummy_points(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``dummy_points y 6``: as dummy for suit y, high-card points plus shortness reach 6."""
    assert h is not None
    return dummy_points(h, suit_of(env, args[0])) >= int(args[1])


@predicate("tp_or_hcp_in")
def _tp_or_hcp_in(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``tp_or_hcp_in 18 19``: total points or high-card points in that range (a flat 4-3-3-3 counts one total
    point less than its high-card points, and a balanced hand too strong to open 1NT is counted in high-card
    points, as 1NT is)."""
    assert h is not None
    lo, hi = int(args[0]), int(args[1])
    return lo <= h.total_points <= hi or lo <= h.hcp <= hi


@predicate("raise3")
def _raise3(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``raise3 x M``: four or more cards in M; or three, an unbalanced hand with only five x, and every other
    four-card suit (not x or M) ranks between x and M, so opener could show it only by a reverse: with a
    minimum, the raise of M with three is the rebid left."""
    assert h is not None
    x, m = suit_of(env, args[0]), suit_of(env, args[1])
    if h.length[m] >= 4:
        return True
    if h.length[m] < 3 or h.length[x] != 5 or h.balanced:
        return False
    return all(SUIT_ORDER[x] < SUIT_ORDER[z] < SUIT_ORDER[m]
               for z in SUITS if z not in (x, m) and h.length[z] >= 4)


@predicate("balanced_or_tp_at_most")
def _balanced_or_tp_at_most(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``balanced_or_tp_at_most 15``: a balanced hand, or total points (:attr:`Hand.total_points`) at most 15."""
    assert h is not None
    return h.balanced or h.total_points <= int(args[0])


@predicate("control")
def _control(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``control y``: the ace or the king of y, or a singleton or void there (first- or second-round control: what
    a cue bid of the suit promises)."""
    assert h is not None
    return _second_round_control(h, suit_of(env, args[0]))


@predicate("minimum_zone")
def _minimum_zone(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """bid33: opener's minimum: 15 total points or fewer, or 14 high-card points or fewer (the medium zone, 16–18
    total points, needs 15 high-card points as well: the jump rebid and the reverse)."""
    assert h is not None
    return h.total_points <= 15 or h.hcp <= 14


def controls(h: Hand) -> int:
    """Aces count 2, kings 1."""
    return sum(2 if r == 14 else 1 for s in SUITS for r in h.honours[s] if r >= 13)


@predicate("controls")
def _controls(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``controls 0 2``: between 0 and 2 controls (ace 2, king 1)."""
    assert h is not None
    return int(args[0]) <= controls(h) <= int(args[1])



@predicate("one_suiter")
def _one_suiter(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """A suit of six or more cards (Cappelletti's 2♣ over their 1NT: a single long suit)."""
    assert h is not None
    return max(h.length.values()) >= 6


@predicate("majors54")
def _majors54(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Four or more cards in each major and five or more in one of them (Cappelletti's 2♦ over their 1NT)."""
    assert h is not None
    s, hh = h.length["S"], h.length["H"]
    return min(s, hh) >= 4 and max(s, hh) >= 5


@predicate("a_minor")
def _a_minor(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``a_minor 4``: four or more cards in a minor (the second suit of Cappelletti's 2♥ and 2♠)."""
    assert h is not None
    return max(h.length["D"], h.length["C"]) >= int(args[0])


@predicate("ace_or_king")
def _ace_or_king(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``ace_or_king z``: the suit holds its ace or its king (bid34: a side suit worth showing before a forcing
    raise)."""
    assert h is not None
    return any(r >= 13 for r in h.honours[suit_of(env, args[0])])


@predicate("preference")
def _preference(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``preference x z``: back to opener's first suit x rather than leaving partner in the second suit z (bid34,
    Audrey Grant's guideline as bid16's 1M–1NT–2z rule has it): after a major, three or fewer cards in z (two of
    the major, partner's five, are a preference); after a minor, at least as many cards in x as in z."""
    assert h is not None
    x, z = suit_of(env, args[0]), suit_of(env, args[1])
    return h.length[z] <= 3 if x in MAJORS else h.length[x] >= h.length[z]


__all__ = ["PREDICATES", "AUCTION_ONLY", "Predicate", "predicate", "Spot", "Env", "suit_of", "opening_suit",
           "partner_aces", "short_points", "total_points", "dummy_points", "controls", "MAJORS", "MINORS",
           "SUIT_ORDER"]
