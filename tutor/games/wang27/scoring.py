"""Counting (rule book 4.A.11) and levels (4.A.12): the kitty bonus, who won, and the level changes.

>>> kitty_multiplier(["SA"], won_with_trump=False, trump="H")
2
>>> kitty_multiplier(["SA", "SA"], won_with_trump=True, trump="H")
8
>>> r = settle(35, 80, levels={"banker": "8", "defenders": "5"})
>>> r.winner, r.levels, r.match_over
('banker', {'banker': '10', 'defenders': '5'}, False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ...cards import Card, format_cards
from ...errors import ParseError
from ...i18n import current, domain, join, language
from ...scoring import ScoreLine, ScoreSheet
from .combos import decompose, kind, same_suit
from .ranks import check_trump, points_of
from .rules import LEVELS, Rules

t, tn = domain("wang27")


def kitty_multiplier(lead: Sequence[Card | str], *, won_with_trump: bool, trump: str | None,
                     rules: Rules | None = None) -> int:
    """The kitty multiplier for a last trick whose lead was ``lead``.

    ``seed`` (default): single ×2, a unit of k pairs ×2^(k+1) (pair ×4, 2-pair tractor ×8, 3-pair
    ×16), doubled when the winning play was trump. ``times``: 2 × the cards in the largest unit;
    ``power``: 2 ^ those cards (both rbtying's, without a trump doubling); ``trump_only``: 0 unless
    won with trumps, then 2^k (a single trump takes the kitty once, no multiplier).

    >>> [kitty_multiplier(c, won_with_trump=False, trump="H") for c in (["S9"], ["S9", "S9"], ["S9", "S9", "S8", "S8"])]
    [2, 4, 8]
    >>> rb = Rules.preset().but(kitty_multiplier="times")
    >>> kitty_multiplier(["S9", "S9", "S8", "S8", "S6", "S6"], won_with_trump=False, trump="H", rules=rb)
    12
    """
    rules = rules or Rules.preset()
    check_trump(trump)
    cards = [Card.parse(c) for c in lead]
    if not cards:
        raise ParseError("lead: the last trick's lead must hold at least one card")
    if same_suit(cards, trump) is None:
        raise ParseError(f"lead: {format_cards(cards)} mixes suits; a lead is of one suit (all trumps are one)")
    k = max(kind(u) for u in decompose(cards, trump, rules.trump_tier_tractors))
    size = max(1, 2 * k)
    how = rules.kitty_multiplier
    if how == "seed":
        return (2 if k == 0 else 2 ** (k + 1)) * (2 if won_with_trump else 1)
    if how == "times":
        return 2 * size
    if how == "power":
        return 2 ** size
    if how == "trump_only":
        return 2 ** k if won_with_trump else 0
    raise ParseError(f"kitty_multiplier: unknown rule {how!r}; expected seed, times, power or trump_only")


def kitty_sheet(kitty: Sequence[Card] | int, lead: Sequence[Card], *, won_by_defenders: bool, won_with_trump: bool,
                trump: str | None, rules: Rules | None = None) -> ScoreSheet:
    """The kitty bonus as a one-line worked sheet (``kitty``: the buried cards, or their points)."""
    pts = kitty if isinstance(kitty, int) else points_of(kitty)
    if not won_by_defenders:
        return ScoreSheet([ScoreLine(t("kitty bonus"), 0, t("the banker's side won the last trick: the kitty's "
                                                             "{points} points stay with the banker", points=pts))],
                          title=t("Kitty (底牌)"))
    m = kitty_multiplier(lead, won_with_trump=won_with_trump, trump=trump, rules=rules)
    tiers = (rules or Rules.preset()).trump_tier_tractors  # the same split as the multiplier's
    unit = max(kind(u) for u in decompose([Card.parse(c) for c in lead], trump, tiers))
    what = t("a single") if unit == 0 else (t("a pair") if unit == 1 else t("a tractor of {k} pairs", k=unit))
    how = t("{what}, won with trumps", what=what) if won_with_trump else what
    return ScoreSheet([ScoreLine(t("kitty bonus (抠底)"), pts * m,
                                 t("{points} kitty points × {m} (last trick: {how})", points=pts, m=m, how=how))],
                      title=t("Kitty (底牌)"))


def level_up(level: str, steps: int) -> str:
    """``level_up("Q", 3) == "A"``: levels stop at A (and never drop below 2)."""
    i = LEVELS.index(level) + steps
    return LEVELS[max(0, min(len(LEVELS) - 1, i))]


def check_level(value: object, where: str) -> str:
    text = str(value).upper() if value is not None else ""
    if text not in LEVELS:
        raise ParseError(f"{where}: expected a level 2 … 10, J, Q, K or A, got {value!r}")
    return text


class _Lazy:
    """The ``sheet`` field of a ``Settlement``: given a sheet, or a function that writes it, called the first
    time the sheet is read (a random playout settles every hand and reads no sheet; every reader, ``==`` and
    ``repr`` included, gets the very sheet the eager code built). A dataclass field whose default is a
    descriptor stores and reads through it."""

    def __get__(self, obj: object, owner: type | None = None) -> ScoreSheet:
        if obj is None:
            raise AttributeError("sheet")  # no default: the dataclass's __init__ requires it
        got = obj.__dict__["_sheet"]
        if not isinstance(got, ScoreSheet):
            got = obj.__dict__["_sheet"] = got()
        return got

    def __set__(self, obj: object, value: ScoreSheet | Callable[[], ScoreSheet]) -> None:
        obj.__dict__["_sheet"] = value


@dataclass(frozen=True)
class Settlement:
    """``winner`` "banker" | "defenders"; ``levels`` after the hand; ``match_over``; ``sheet``."""

    winner: str
    levels: dict[str, str]
    match_over: bool
    sheet: ScoreSheet = _Lazy()  # type: ignore[assignment]
    gain: int  # type: ignore[misc]  # (mypy takes the descriptor for a default: it gives none)

    def __getstate__(self) -> dict[str, object]:
        """Pickled and copied with its sheet written (the function that writes it cannot be pickled)."""
        self.sheet  # noqa: B018 (reading it writes it)
        return self.__dict__


def settle(points: int, target: int, *, levels: Mapping[str, str], rules: Rules | None = None,
           kitty_taken: bool | None = None) -> Settlement:
    """Who won the hand and how the levels move (``levels`` = {"banker": "8", "defenders": "5"}).

    ``kitty_taken`` (did a defender win the last trick?) matters only with the B-W14 variant
    ``banker_drop_only_if_kitty_taken``: the banker side then drops only if it is also true.

    The sheet's lines add up to the levels the winning side gains; its notes give both sides' levels
    before → after.

    >>> r = settle(80, 80, levels={"banker": "8", "defenders": "5"})
    >>> r.winner, r.levels
    ('defenders', {'banker': '7', 'defenders': '6'})
    >>> print(r.sheet)
    The defenders win: 80 ≥ 80
    defenders win: +1 (80 ≥ the target 80)
    total: +1
    defenders: 5 → 6
    the banker side drops 1 level: 8 → 7
    """
    rules = rules or Rules.preset()
    if not isinstance(levels, Mapping) or set(levels) != {"banker", "defenders"}:
        raise ParseError("levels: expected {\"banker\": level, \"defenders\": level}")
    before = {k: check_level(v, f"levels.{k}") for k, v in levels.items()}
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (points, target)):
        raise ParseError(f"points and target must be whole numbers, got {points!r} and {target!r}")
    after = dict(before)
    spared = False
    if points < target:
        winner = "banker"
        if points <= 0:
            gain = rules.banker_zero_levels
        elif points < rules.banker_small_below:
            gain = rules.banker_small_levels
        else:
            gain = 1
        after["banker"] = level_up(before["banker"], gain)
    else:
        winner = "defenders"
        gain = min(rules.max_gain, 1 + (points - target) // rules.defender_step)
        after["defenders"] = level_up(before["defenders"], gain)
        spared = rules.banker_drop_only_if_kitty_taken and not kitty_taken
        after["banker"] = level_up(before["banker"], 0 if spared else -rules.banker_drop)
    side_level = before[winner]
    if rules.match_end == "reach_A":
        match_over = after[winner] == "A"
    else:
        match_over = side_level == "A" and not (rules.win_at_A_as_banker_only and winner != "banker")

    made_in = current()  # the sheet's texts are made in the language of the settlement, whenever it is read

    def sheet() -> ScoreSheet:
        """The sheet, written when first read (``Settlement.sheet``): its texts are most of a settlement's work."""
        with language(made_in):
            return _sheet()

    def _sheet() -> ScoreSheet:
        if winner == "banker":
            if points <= 0:
                why = t("the defenders took no points (光头)")
            elif points < rules.banker_small_below:
                why = t("the defenders took fewer than {n}", n=rules.banker_small_below)
            else:
                why = t("the defenders took {n} or more but stayed below the target", n=rules.banker_small_below)
            title = t("The banker's side wins: {points} < {target}", points=points, target=target)
            lines = [ScoreLine(t("banker side levels"), gain, why)]
            notes = [t("banker side: {before} → {after}; the defenders stay at {defenders}", before=before["banker"],
                       after=after["banker"], defenders=before["defenders"])]
        else:
            title = t("The defenders win: {points} ≥ {target}", points=points, target=target)
            lines = [ScoreLine(t("defenders win"), 1, t("{points} ≥ the target {target}", points=points,
                                                        target=target))]
            if gain > 1:
                lines.append(ScoreLine(t("margin"), gain - 1, t("{over} over the target: +1 per full {step}, at "
                                                                "most {most} levels in all", over=points - target,
                                                                step=rules.defender_step, most=rules.max_gain)))
            drop = LEVELS.index(before["banker"]) - LEVELS.index(after["banker"])
            b = before["banker"]
            notes = [t("defenders: {before} → {after}", before=before["defenders"], after=after["defenders"]),
                     tn("the banker side drops {n} level: {before} → {after}",
                        "the banker side drops {n} levels: {before} → {after}", drop, n=drop, before=b,
                        after=after["banker"]) if drop else
                     t("the banker side stays at {level}: the defenders did not take the last trick (no 抠底), and "
                       "this table drops the banker only then", level=b) if spared else
                     t("the banker side stays at {level}: this table's banker drop is 0", level=b)
                     if rules.banker_drop == 0 else
                     t("the banker side is at {level} and cannot drop below 2", level=b)]
        if match_over:
            notes.append(t("The banker side won at A: the match is over.") if winner == "banker" else
                         t("The defenders won at A: the match is over."))
        return ScoreSheet(lines, title=title, notes=notes)

    return Settlement(winner, after, match_over, sheet, gain)  # type: ignore[arg-type]


def settle_seats(points: int, target: int, *, banker: str, levels: Mapping[str, str], rules: Rules | None = None,
                 kitty_taken: bool | None = None) -> Settlement:
    """``settle`` for the 1-vs-3 mode (B-W23): levels are kept per seat (``{"N": "2", "E": "5", ...}``),
    the banker alone against the other three; each defender moves by the same gain.

    >>> r = settle_seats(120, 80, banker="N", levels={"N": "8", "E": "2", "S": "5", "W": "A"})
    >>> r.winner, r.levels, r.match_over
    ('defenders', {'N': '7', 'E': '4', 'S': '7', 'W': 'A'}, True)
    """
    from ...seats import SEAT_NAME

    rules = rules or Rules.preset()
    if not isinstance(levels, Mapping) or set(levels) != set(SEAT_NAME):
        raise ParseError("levels: expected one level per seat: {\"N\": level, \"E\": …, \"S\": …, \"W\": …}")
    if banker not in SEAT_NAME:
        raise ParseError(f"banker: expected N, E, S or W, got {banker!r}")
    defenders = [s for s in SEAT_NAME if s != banker]
    each = {d: settle(points, target, levels={"banker": levels[banker], "defenders": levels[d]}, rules=rules,
                      kitty_taken=kitty_taken) for d in defenders}
    first = each[defenders[0]]
    after = {s: (first.levels["banker"] if s == banker else each[s].levels["defenders"]) for s in SEAT_NAME}
    before = {s: check_level(levels[s], f"levels.{s}") for s in SEAT_NAME}
    notes: list[str] = [t("{seat} (banker): {before} → {after}", seat=SEAT_NAME[s], before=before[s], after=after[s])
             if s == banker else
             t("{seat} (defender): {before} → {after}", seat=SEAT_NAME[s], before=before[s], after=after[s])
             for s in SEAT_NAME]
    if first.winner != "banker":  # why the banker dropped (or did not): the last note of the 2 v 2 sheet
        notes += list(first.sheet._notes[1:2])
    over = [s for s in SEAT_NAME if (s == banker) == (first.winner == "banker")
            and (each[s] if s != banker else first).match_over]
    if over:
        notes.append(t("{seats} won at A: the match is over.", seats=join(t(" and "), [SEAT_NAME[s] for s in over])))
    sheet = ScoreSheet(list(first.sheet.lines), title=first.sheet.title, notes=notes)
    return Settlement(first.winner, after, bool(over), sheet, first.gain)
