"""Hand scoring, bags, bag-outs and the end of the game (rule book §1.A.9–10, §1.B).

>>> r = score_hand({"N": 3, "S": 4, "E": 3, "W": 3}, {"N": 2, "S": 6, "E": 4, "W": 1})
>>> r["NS"].points, r["NS"].bags, r["EW"].points
(71, 1, -60)
>>> print(r["NS"].sheet)
North–South
contract made: +70 (bid 7 (North 3 + South 4), took 8: 7 × 10 = 70)
1 bag: +1 (8 tricks on a contract of 7: 1 overtrick, +1 each)
total: +71
>>> game_over({"NS": 510, "EW": 300}), game_over({"NS": 510, "EW": 510}), game_over({"NS": 100, "EW": -200})
('NS', None, 'NS')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import Any

from ...errors import ParseError
from ...i18n import domain, join
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME, TEAM_SEATS
from ..base import short_repr
from ..game import Verdict
from .rules import Rules

t, tn = domain("spades")

TEAM_NAME = {"NS": t("North–South"), "EW": t("East–West")}
#: "nil" and "blind nil" as the learner reads them (零叫, 盲零 in Chinese)
NIL_NAME = {"nil": t("nil"), "blind": t("blind nil")}
BAG_LIMIT = 10
BAG_PENALTY = 100


@dataclass(frozen=True)
class TeamResult:
    """One team's hand: ``points`` this hand, ``total`` and ``bags`` after it, the worked ``sheet``.

    The numbers are computed at once; the sheet (its lines and their wording) is written the first
    time it is asked for, so simulations that only need the numbers do not pay for the text. The
    tests check that the sheet always adds up to ``points``.
    """

    team: str
    points: int
    total: int
    bags: int
    bagouts: int = 0
    explain: Callable[[], ScoreSheet] | None = field(default=None, repr=False, compare=False)

    @cached_property
    def sheet(self) -> ScoreSheet:
        assert self.explain is not None
        return self.explain()

    def __repr__(self) -> str:
        return f"TeamResult({self.team}: {self.points:+d} → {self.total}, {_count(self.bags, 'bag')})"


def normalize_bid(bid: Any) -> int | str:
    """``0``/``"nil"`` → ``"nil"``; ``"blind"`` stays; a whole number 1–13 stays.

    >>> normalize_bid(0), normalize_bid("NIL"), normalize_bid(" blind "), normalize_bid(7)
    ('nil', 'nil', 'blind', 7)
    """
    if isinstance(bid, bool):
        raise ParseError(t("{bid} is not a bid: bid a whole number of tricks 0–13, \"nil\" or \"blind\"",
                           bid=repr(bid)))
    if isinstance(bid, int):
        if not 0 <= bid <= 13:
            raise ParseError(t("{bid} is not a bid: a bid is a number of tricks from 0 (nil) to 13",
                               bid=short_repr(bid)))
        return "nil" if bid == 0 else bid
    if isinstance(bid, str):
        text = bid.strip().lower().replace("_", " ")
        if text in ("nil", "0"):
            return "nil"
        if text in ("blind", "blind nil", "double nil"):
            return "blind"
        # ASCII digits only: str.isdigit() also takes "²", which int() refuses; and never thousands of them
        if text.isascii() and text.isdigit() and len(text) <= 3:
            return normalize_bid(int(text))
    raise ParseError(t("{bid} is not a bid: bid a whole number of tricks 0–13, \"nil\" or \"blind\"",
                       bid=short_repr(bid)))


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def before_of(before: Mapping[str, Any] | None, team: str) -> tuple[int, int]:
    """``team``'s (score, bags) before the hand from a ``before`` field (``(0, 0)`` when absent)."""
    if before is not None and (not isinstance(before, Mapping) or set(before) - set(TEAM_SEATS)):
        # A misspelt team ("ns", "N") must not silently score the hand from 0.
        raise ParseError(t("before: expected {{\"NS\": (score, bags), \"EW\": (score, bags)}}, got {value}",
                           value=repr(before)))
    if not before or team not in before:
        return 0, 0
    value = before[team]
    if isinstance(value, TeamResult):
        return value.total, value.bags
    if isinstance(value, int) and not isinstance(value, bool):
        return value, value % BAG_LIMIT  # the units digit is the bag count (rule book §1.A.9)
    try:
        score, bags = value
    except (TypeError, ValueError):
        raise ParseError(t("before.{team}: expected (score, bags), got {value}", team=team,
                           value=repr(value))) from None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (score, bags)) or not 0 <= bags < BAG_LIMIT:
        raise ParseError(t("before.{team}: expected a score and 0–9 bags, got {value}", team=team, value=repr(value)))
    return score, bags


def score_team(team: str, bids: Mapping[str, int | str], tricks: Mapping[str, int],
               before: tuple[int, int] = (0, 0), rules: Rules | None = None) -> TeamResult:
    """Score one partnership. ``bids`` are normalized (``"nil"``, ``"blind"``, 1–13)."""
    return score_own(team, dict(bids), dict(tricks), before, rules or Rules.preset())


def score_own(team: str, bids: dict[str, int | str], tricks: dict[str, int], before: tuple[int, int],
              rules: Rules) -> TeamResult:
    """:func:`score_team` for dicts the caller hands over: the sheet keeps them (no copies), so they must
    never change afterwards (``State.result`` builds fresh ones for each call, shared by both teams)."""
    count_nil = rules.failed_nil_tricks_count_for_partner
    points = bags = contract = taken = 0
    for seat in TEAM_SEATS[team]:
        bid, took = bids[seat], tricks[seat]
        if bid == "nil" or bid == "blind":
            worth = 200 if bid == "blind" else 100
            points += -worth if took else worth
            if count_nil:
                taken += took  # Windows 7: a nil bidder's tricks count toward the partner's bid
            else:
                bags += took
        else:
            contract += int(bid)
            taken += took
    if not contract:
        bags += taken  # no contract (both nil): every trick is a bag
    elif taken >= contract:
        points += 10 * contract
        bags += taken - contract
    else:
        points -= 10 * contract
    points += bags
    new_bags, bagouts = before[1] + bags, 0
    while new_bags >= BAG_LIMIT:
        new_bags -= BAG_LIMIT
        bagouts += 1
        points -= BAG_PENALTY + (BAG_LIMIT if rules.bagout_cancels_bag_points else 0)
    return team_result(team, points, before[0] + points, new_bags, bagouts,
                       partial(score_sheet, team, bids, tricks, before, rules))


def team_result(team: str, points: int, total: int, bags: int, bagouts: int,
                explain: Callable[[], ScoreSheet] | None) -> TeamResult:
    """``TeamResult(team, points, total, bags, bagouts, explain)``, built without the frozen dataclass's
    ``object.__setattr__`` per field (every simulated hand scores two teams): the same value, as frozen.

    >>> team_result("NS", 50, 50, 0, 0, None) == TeamResult("NS", 50, 50, 0)
    True
    """
    result: TeamResult = object.__new__(TeamResult)
    result.__dict__.update(team=team, points=points, total=total, bags=bags, bagouts=bagouts, explain=explain)
    return result


def score_sheet(team: str, bids: Mapping[str, int | str], tricks: Mapping[str, int],
                before: tuple[int, int], rules: Rules) -> ScoreSheet:
    """The worked sheet of one partnership's hand, line by line, in the seed's words (translatable)."""
    lines: list[ScoreLine] = []
    seats = TEAM_SEATS[team]
    bidders = [s for s in seats if bids[s] not in ("nil", "blind")]
    nils = [s for s in seats if s not in bidders]
    contract = sum(int(bids[s]) for s in bidders)
    count_nil = rules.failed_nil_tricks_count_for_partner
    taken = sum(tricks[s] for s in (seats if count_nil else bidders))
    bags = 0
    bag_why: list[Any] = []
    if contract:
        if len(bidders) > 1:
            parts = join(" + ", [t("{seat} {bid}", seat=SEAT_NAME[s], bid=bids[s]) for s in bidders])
            bid_text = t("bid {contract} ({parts})", contract=contract, parts=parts)
        else:
            bid_text = t("{seat} bid {contract}", seat=SEAT_NAME[bidders[0]], contract=contract)
        if count_nil and nils and any(tricks[s] for s in nils):
            both = join(t(" and "), [SEAT_NAME[s] for s in nils])
            bid_text += t(", counting {seats}'s tricks (Windows 7 rule)", seats=both)
        if taken >= contract:
            lines.append(ScoreLine(t("contract made"), 10 * contract,
                                   t("{bid_text}, took {taken}: {contract} × 10 = {points}", bid_text=bid_text,
                                     taken=taken, contract=contract, points=10 * contract)))
            if taken > contract:
                bags += taken - contract
                bag_why.append(t("{taken} tricks on a contract of {contract}: {overtricks}", taken=taken,
                                 contract=contract, overtricks=tn("{n} overtrick", "{n} overtricks",
                                                                  taken - contract, n=taken - contract)))
        else:
            lines.append(ScoreLine(t("contract set"), -10 * contract,
                                   t("{bid_text}, took only {taken}: −{contract} × 10 = −{points}, "
                                     "however many tricks short", bid_text=bid_text, taken=taken,
                                     contract=contract, points=10 * contract)))
    elif count_nil and taken:
        bags += taken
        bag_why.append(tn("{n} trick with no contract", "{n} tricks with no contract", taken, n=taken))
    for s in nils:
        blind = bids[s] == "blind"
        worth = 200 if blind else 100
        kind = NIL_NAME["blind" if blind else "nil"]
        name = SEAT_NAME[s]
        if tricks[s] == 0:
            lines.append(ScoreLine(t("{seat}'s {kind} made", seat=name, kind=kind), worth,
                                   t("bid {kind}, took no tricks: +{points}", kind=kind, points=worth)))
        else:
            lines.append(ScoreLine(t("{seat}'s {kind} failed", seat=name, kind=kind), -worth,
                                   tn("bid {kind}, took {n} trick: −{points}", "bid {kind}, took {n} tricks: −{points}",
                                      tricks[s], kind=kind, n=tricks[s], points=worth)))
            if not count_nil:
                bags += tricks[s]
                bag_why.append(tn("{seat} took {n} trick on {kind}", "{seat} took {n} tricks on {kind}", tricks[s],
                                  seat=name, n=tricks[s], kind=kind))
    if bags:
        lines.append(ScoreLine(tn("{n} bag", "{n} bags", bags, n=bags), bags,
                               join(t("; "), bag_why) + t(", +1 each")))
    score0, bags0 = before
    new_bags = bags0 + bags
    bagouts = 0
    while new_bags >= BAG_LIMIT:
        bagouts += 1
        lines.append(ScoreLine(t("bag-out") if bagouts == 1 else t("second bag-out"), -BAG_PENALTY,
                               t("bags {bags} ≥ {limit}: lose {limit} bags and {penalty} points", bags=new_bags,
                                 limit=BAG_LIMIT, penalty=BAG_PENALTY)))
        if rules.bagout_cancels_bag_points:
            lines.append(ScoreLine(t("bag points taken back"), -BAG_LIMIT,
                                   t("this rule also cancels the {limit} bag points", limit=BAG_LIMIT)))
        new_bags -= BAG_LIMIT
    return ScoreSheet(lines, title=TEAM_NAME[team])


def score_hand(bids: Mapping[str, Any], tricks: Mapping[str, int], *, before: Mapping[str, Any] | None = None,
               rules: Rules | None = None) -> dict[str, TeamResult]:
    """Score a hand for each partnership whose two seats are given (docs/architecture.md §6).

    ``bids``: ``{"N": 3, "E": "nil", "S": "blind", "W": 0}`` (0 is nil); ``tricks``: tricks per seat;
    ``before``: ``{"NS": (score, bags), ...}`` (a bare score means its units digit are the bags).

    >>> r = score_hand({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})
    >>> r["NS"].points, r["NS"].total, r["NS"].bags
    (-158, 281, 1)
    """
    rules = rules or Rules.preset()
    norm: dict[str, int | str] = {}
    for seat, bid in bids.items():
        if seat not in SEAT_NAME:
            raise ParseError(t("bids: {seat} is not a seat; expected N, E, S or W", seat=repr(seat)))
        norm[seat] = normalize_bid(bid)
    counts: dict[str, int] = {}
    for seat, n in tricks.items():
        if seat not in SEAT_NAME:
            raise ParseError(t("tricks: {seat} is not a seat; expected N, E, S or W", seat=repr(seat)))
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 13:
            raise ParseError(t("tricks.{seat}: expected 0 to 13 tricks, got {n}", seat=seat, n=repr(n)))
        counts[seat] = n
    if set(norm) != set(counts):
        missing = sorted(set(norm) ^ set(counts))[0]
        raise ParseError(t("{seat} needs both a bid and a number of tricks", seat=SEAT_NAME[missing]))
    total = sum(counts.values())
    if total > 13 or (len(counts) == 4 and total != 13):
        raise ParseError(t("the tricks add up to {total}, but a hand has exactly 13 tricks", total=total))
    out: dict[str, TeamResult] = {}
    for team, seats in TEAM_SEATS.items():
        present = [s for s in seats if s in norm]
        if len(present) == 1:
            raise ParseError(t("{seat}'s partner needs a bid and tricks too", seat=SEAT_NAME[present[0]]))
        if present:
            out[team] = score_team(team, norm, counts, before_of(before, team), rules)
    if not out:
        raise ParseError(t("give the bids and tricks of at least one partnership"))
    return out


def _score_of(value: Any) -> int:
    if isinstance(value, TeamResult):
        return value.total
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        return int(value[0])
    except (TypeError, ValueError, IndexError):
        raise ParseError(t("expected a score or (score, bags), got {value}", value=repr(value))) from None


def _outside(score: int, rules: Rules) -> bool:
    return score >= rules.win_at or score <= rules.lose_at


def game_over(totals: Mapping[str, Any], rules: Rules | None = None) -> Verdict | None:
    """``"NS"``/``"EW"`` when the game is over (a team ≥ ``win_at`` or ≤ ``lose_at`` and the scores
    differ: the higher score wins), else ``None`` (play on; a tie always plays on: see :func:`play_on`).
    The answer is a :class:`~tutor.games.game.Verdict`: its ``reason`` says why.

    >>> v = game_over({"NS": 512, "EW": 430})
    >>> v, v.reason
    ('NS', 'North–South reached 500 and lead 512 to 430')
    >>> game_over({"NS": 120, "EW": -210}).reason
    'East–West fell to −200 or below (−210), so North–South win 120 to −210'
    """
    rules = rules or Rules.preset()
    ns, ew = _score_of(totals["NS"]), _score_of(totals["EW"])
    if ns == ew or not (_outside(ns, rules) or _outside(ew, rules)):
        return None
    win, lose = ("NS", "EW") if ns > ew else ("EW", "NS")
    hi, lo = max(ns, ew), min(ns, ew)
    if hi >= rules.win_at:
        return Verdict(win, t("{team} reached {target} and lead {high} to {low}", team=TEAM_NAME[win],
                              target=rules.win_at, high=hi, low=lo))
    return Verdict(win, t("{loser} fell to {floor} or below ({low}), so {winner} win {high} to {low}",
                          loser=TEAM_NAME[lose], floor=_signed(rules.lose_at), low=_signed(lo), winner=TEAM_NAME[win],
                          high=_signed(hi)))


def play_on(totals: Mapping[str, Any], rules: Rules | None = None) -> str | None:
    """Why the game goes on after these totals, or ``None`` when :func:`game_over` ends it.

    >>> play_on({"NS": 520, "EW": 520})
    'the scores are tied at 520 past the end of the game (500): a tie always plays another hand'
    >>> play_on({"NS": 300, "EW": 120})
    'neither side has reached 500 or fallen to −200'
    """
    rules = rules or Rules.preset()
    ns, ew = _score_of(totals["NS"]), _score_of(totals["EW"])
    if ns == ew and _outside(ns, rules):
        edge = rules.win_at if ns >= rules.win_at else rules.lose_at
        return t("the scores are tied at {score} past the end of the game ({edge}): a tie always plays another hand",
                 score=_signed(ns), edge=_signed(edge))
    if game_over(totals, rules) is not None:
        return None
    return t("neither side has reached {target} or fallen to {floor}", target=rules.win_at,
             floor=_signed(rules.lose_at))


def _signed(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)
