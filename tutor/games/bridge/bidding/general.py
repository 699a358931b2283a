"""The general rules: what a natural system bids when none of its tables has a rule for the hand, in an
auction where partner's last call was a bid. They reason as the books teach a player to when no convention applies
(Pomer, *Standard Bidding with SAYC*, "adding up the points": 25 points between the hands for game in a major
or no-trumps; an eight-card fit makes a major the trumps; a forcing bid may not be passed): partner's calls
so far say a range of points and some suit lengths (what :meth:`.System.explain` reads for them), our hand
adds to them, and

- with an eight-card major fit and game values together, bid game in the major;
- with an eight-card major fit a little short of game (23 or 24 together) and game possible opposite partner's
  maximum, invite at the three level;
- with game values and no major fit, bid 3NT (a balanced hand, or stoppers in the suits nobody bid), but not
  with a misfit (a singleton or void in a suit partner has shown five of);
- when partner's last call was forcing and nothing else fits, make the cheapest natural call: raise a suit of
  partner's with an eight-card fit, else 2NT with a balanced hand, else rebid our longest suit (five or more).

Partner's points count as the middle of a narrow range (an invitation's 11–12 counts 11½: accepting it with a
maximum and declining with a minimum), the bottom of a wide one. These rules come last, after every table of
the system, and make only calls no table of the system gives a meaning to here (so that what
:meth:`.System.explain` reads for such a call is this rule's meaning); what they show is what they check that a
range can say (the suit lengths), their sentences say the rest.
"""

from __future__ import annotations

from typing import Any

from ....i18n import domain
from ..auction import Call
from .conditions import MAJORS, SUIT_ORDER, Env, Spot, predicate, suit_of
from .hand import SUITS, Hand
from .rules import R, T, Table

t, tn = domain("bidding")

#: Points between the two hands for game in a major or no-trumps (Pomer ch. 1: 25–26; the SAYC booklet's
#: ranges add up the same way: 1NT 15–17 and an invitation of 8–9 make 23–26).
GAME = 25


def _reader(spot: Spot) -> Any:
    return spot.system


def shown(spot: Spot, partner: bool = True) -> tuple[int, int, dict[str, int], bool]:
    """What partner's calls (``partner=False``: ours) have shown, as the system reads them: the points (the
    highest lower bound and the lowest upper bound of high-card, total and dummy points over the calls), the
    least length of each suit, and whether the last of the calls was forcing."""
    system = _reader(spot)
    return system.memo("shown", (spot.all_calls, partner), lambda: _shown(system, spot, partner))  # type: ignore[no-any-return]


def _shown(system: Any, spot: Spot, partner: bool) -> tuple[int, int, dict[str, int], bool]:
    meanings = system.explained(spot.all_calls)
    n = len(spot.all_calls)
    first = n - 2 if partner else n - 4
    lo, hi = 0, 37
    lengths = dict.fromkeys(SUITS, 0)
    forcing = False
    for i in range(first, -1, -4):
        m = meanings[i]
        if i == first:
            forcing = m.forcing
        for key, (a, b) in m.shows.items():
            if key in SUITS:
                lengths[key] = max(lengths[key], a)
            else:
                lo, hi = max(lo, a), min(hi, b)
    return lo, max(lo, hi), lengths, forcing


def estimate(lo: int, hi: int) -> float:
    """Partner's points as we count them: the middle of a narrow range (six points wide or less), else its
    bottom."""
    return (lo + hi) / 2 if hi - lo <= 6 else float(lo)


def quiet(spot: Spot) -> bool:
    """Only our side has bid: every call of the opponents since the opening was a pass, and partner has bid."""
    n = len(spot.all_calls)
    theirs = [spot.all_calls[i] for i in range(n - 1, -1, -2)]
    ours = [spot.all_calls[i] for i in range(n - 2, -1, -2)]
    return all(c.kind == "pass" for c in theirs) and any(c.kind == "bid" for c in ours)


def partner_bid(spot: Spot) -> bool:
    """Partner's last call was a bid (a suit or no-trumps), whatever the opponents did."""
    n = len(spot.all_calls)
    return n >= 2 and spot.all_calls[n - 2].kind == "bid"


def below_game(spot: Spot) -> bool:
    """The auction's last bid is below 3NT."""
    bids = [c for c in spot.calls if c.kind == "bid"]
    return not bids or (bids[-1].level, SUIT_ORDER[bids[-1].strain]) < (3, SUIT_ORDER["NT"])


def fits(spot: Spot, h: Hand) -> list[str]:
    """The suits where our hand and partner's shown length make eight or more, majors first, then longer."""
    _, _, lengths, _ = shown(spot)
    out = [s for s in SUITS if lengths[s] and lengths[s] + h.length[s] >= 8]
    return sorted(out, key=lambda s: (s not in MAJORS, -(lengths[s] + h.length[s]), -SUIT_ORDER[s]))


def together(spot: Spot, h: Hand, trumps: str | None = None) -> float:
    """Our points (total points; with a trump suit, dummy points if more) plus partner's as we count them."""
    lo, hi, _, _ = shown(spot)
    mine = h.total_points
    if trumps is not None and h.length[trumps] >= 3:
        mine = max(mine, h.dummy_points(trumps))
    return mine + estimate(lo, hi)


def _unclaimed(spot: Spot, env: Env, call: str) -> bool:
    c = Call("bid", int(call[0]), suit_of(env, call[1:]) if call[1:] != "NT" else "NT")
    return c not in _reader(spot).claimed(spot)


@predicate("general", auction_only=True)
def _general(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``general 4M``: the general rules may speak here: only our side has bid, the auction is below 3NT, and no
    table of the system gives the call (``4M`` with its variable bound) a meaning here."""
    return spot.system is not None and partner_bid(spot) and below_game(spot) and _unclaimed(spot, env, args[0])


@predicate("game_fit")
def _game_fit(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``game_fit M``: M is our best fit (eight or more cards with partner's shown length, majors first) and we
    have 25 points together."""
    assert h is not None
    s = suit_of(env, args[0])
    f = fits(spot, h)
    return bool(f) and f[0] == s and together(spot, h, s) >= GAME


@predicate("unforced", auction_only=True)
def _unforced(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """Partner's last call was not forcing (an invitation is made only where a pass would be allowed)."""
    return not shown(spot)[3]


@predicate("invite_fit")
def _invite_fit(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``invite_fit M``: M is our best fit, we have 23 or 24 points together (short of game by a little), and game
    is possible opposite partner's maximum."""
    assert h is not None
    s = suit_of(env, args[0])
    f = fits(spot, h)
    if not f or f[0] != s:
        return False
    lo, hi, _, _ = shown(spot)
    both = together(spot, h, s)
    return GAME - 2 <= both < GAME and both - estimate(lo, hi) + hi >= GAME


@predicate("game_notrump")
def _game_notrump(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """No eight-card major fit, 25 points together, a stopper in each suit the opponents bid, and a balanced hand
    or a stopper in every suit nobody bid."""
    assert h is not None
    if any(s in MAJORS for s in fits(spot, h)) or together(spot, h) < GAME:
        return False
    if any(n >= 5 and h.length[s] <= 1 for s, n in shown(spot)[2].items()):
        return False  # a misfit: a singleton or void in partner's long suit (Pomer: stop bidding)
    bid = {c.strain for c in spot.calls if c.kind == "bid"}
    n = len(spot.all_calls)
    theirs = {spot.all_calls[i].strain for i in range(n - 1, -1, -2) if spot.all_calls[i].kind == "bid"}
    if not all(h.stopper(s) for s in theirs if s in SUITS):
        return False  # a suit the opponents bid must be stopped
    return h.balanced or all(h.stopper(s) for s in SUITS if s not in bid)


def _cheapest(spot: Spot, strain: str) -> Call | None:
    legal = [c for c in spot.legal if c.kind == "bid" and c.strain == strain]
    return min(legal, key=lambda c: c.level) if legal else None


@predicate("forced")
def _forced(h: Hand | None, env: Env, spot: Spot, args: tuple[str, ...]) -> bool:
    """``forced z``: partner's last call was forcing, and z (``NT`` for no-trumps) is the cheapest natural
    answer, bid at its cheapest level: a suit of partner's with an eight-card fit (the best), else no-trumps
    with a balanced hand, else our longest suit with five or more."""
    assert h is not None
    if not shown(spot)[3]:
        return False
    want = suit_of(env, args[0])
    f = fits(spot, h)
    if f:
        best = f[0]
    elif h.balanced:
        best = "NT"
    else:
        best = max(SUITS, key=lambda s: (h.length[s], SUIT_ORDER[s]))
        if h.length[best] < 5:
            return False
    c = _cheapest(spot, best)
    return best == want and c is not None and c.level == int(args[1])


def general() -> list[Table]:
    """The general rules' table (see the module's text): last of a natural system's tables."""
    game_m = t("game in {M}: an eight-card fit with the length partner has shown, and 25 points or more "
               "together with partner's (counted from partner's calls)")
    game_nt = t("game in no-trumps: no eight-card major fit, 25 points or more together with partner's "
                "(counted from partner's calls), balanced or a stopper in each suit nobody has bid")
    invite = t("invites game in {M}: an eight-card fit with the length partner has shown, 23 or 24 points together "
               "with partner's (counted from partner's calls), game if partner is at the top of the range")
    forced = t("answers partner's forcing call at the cheapest level: {z} (a fit with partner's suit, else the "
               "longest suit of five or more)")
    forced_m = t("answers partner's forcing call at the cheapest level: {m} (a fit with partner's suit, else the "
                 "longest suit of five or more)")
    forced_nt = t("answers partner's forcing call at the cheapest level: no fit with partner, a balanced hand")
    return [T("...", "general",
              R("4M", game_m, "general 4M", "game_fit M", name="general: game", M=(1, 13)),
              R("3NT", game_nt, "general 3NT", "game_notrump", name="general: game"),
              R("3M", invite, "general 3M", "unforced", "invite_fit M", name="general: invite", M=(1, 13)),
              *[R(f"{lv}z", forced, f"general {lv}z", f"forced z {lv}", name="general: forced", z=(1, 13))
                for lv in (2, 3)],
              # four of a minor is below game: a forcing call (opener's jump shift) is answered there too; four
              # of a major is game, the game rule's call
              R("4m", forced_m, "general 4m", "forced m 4", name="general: forced", m=(1, 13)),
              R("2NT", forced_nt, "general 2NT", "forced NT 2", "balanced", name="general: forced"))]


__all__ = ["general", "shown", "GAME"]
