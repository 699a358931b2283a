"""Gong Zhu hand scoring and the end of a game (rule book §2.A items 4, 5, 9 and 10).

Every score is a :class:`~tutor.scoring.ScoreSheet` that reads like a worked example; the transformer
(♣10) is a line of its own holding the extra points it adds, so the lines always add up.

>>> print(score_cards("HA HK HQ SQ"))
Gong Zhu hand score
hearts 血: −120 (♥A −50, ♥K −40, ♥Q −30)
pig 猪 ♠Q: −100 (the pig counts −100)
total: −220
>>> score_cards("C10 SQ DJ").total, score_cards("C10").total, score_cards("C10", sold={"C10": "open"}).total
(0, 50, 200)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, cast

from ...cards import Card, parse_cards
from ...errors import ParseError
from ...i18n import Text, domain, join
from ...scoring import ScoreLine, ScoreSheet
from ...seats import SEAT_NAME, SEATS, TEAM_SEATS
from ..game import Verdict
from .rules import GOAT, HEART_ACE, LEVELS, MULTIPLIER, PIG, SALEABLE, TRANSFORMER, Rules

t, tn = domain("gongzhu")

#: Base heart values: A −50, K −40, Q −30, J −20, 10…5 −10, 4 3 2 zero (they still count as scoring cards).
HEART_VALUE = {14: -50, 13: -40, 12: -30, 11: -20, 10: -10, 9: -10, 8: -10, 7: -10, 6: -10, 5: -10,
               4: 0, 3: 0, 2: 0}
HEARTS = tuple(Card("H", r) for r in range(14, 1, -1))
#: The 16 scoring cards in the order they are shown: the pig, the goat, the transformer, the hearts from ♥A down.
SCORING_CARDS = (PIG, GOAT, TRANSFORMER) + HEARTS
SCORING = frozenset(SCORING_CARDS)
_HEART_POINTS = {c: HEART_VALUE[c.rank] for c in HEARTS}
#: The four special cards by name (translatable: ``str()`` gives the current language).
CARD_NAME = {PIG: t("pig 猪 ♠Q"), GOAT: t("goat 羊 ♦J"), TRANSFORMER: t("transformer 变压器 ♣10"), HEART_ACE: "♥A"}
_LEVEL_WORD = {"none": t("not sold"), "hidden": t("sold hidden (暗卖)"), "open": t("sold openly (明卖)")}
_SEP = t(", ")


def is_scoring(card: Card) -> bool:
    return card in SCORING


def read_sold(sold: Mapping[Any, str] | None, rules: Rules) -> dict[Card, str]:
    """``{"SQ": "open"}`` → ``{Card: level}``, checked: only ♠Q ♦J ♣10 ♥A, only levels of ``rules``."""
    out: dict[Card, str] = {}
    if not sold:
        return out
    if not isinstance(sold, Mapping):
        raise ParseError(t("sold: expected an object such as {example}", example='{"SQ": "open", "HA": "hidden"}'))
    for key, level in sold.items():
        card = Card.parse(key)
        if card not in SALEABLE:
            raise ParseError(t("sold: {card} cannot be sold; only ♠Q, ♦J, ♣10 and ♥A can", card=card.symbol))
        if level not in LEVELS:
            raise ParseError(t("sold.{card}: {level} is not a sale level; expected none, hidden or open",
                               card=str(card), level=repr(level)))
        if level not in rules.sale_levels:
            raise ParseError(t("sold.{card}: {level} is not a sale level of these rules; expected {levels}",
                               card=str(card), level=repr(level), levels=", ".join(rules.sale_levels)))
        out[card] = level
    return out


def _num(value: int) -> str:
    """A number as a teacher writes it: a true minus sign (−640), like the card values."""
    return f"−{-value}" if value < 0 else str(value)


def signed_points(value: int) -> str:
    """A score as a teacher writes it, with its sign: ``+50``, ``−40`` (a true minus sign), ``0``.

    >>> signed_points(score_cards("C10").total), signed_points(-640), signed_points(0)
    ('+50', '−640', '0')
    """
    return f"−{-value}" if value < 0 else (f"+{value}" if value else "0")


def _heart_reason(hearts: list[Card]) -> str:
    def value(c: Card) -> str:
        v = HEART_VALUE[c.rank]
        return f"{c.symbol} {'−' if v else ''}{abs(v)}"

    return ", ".join(value(c) for c in hearts)


def _sold_times(m: int, level: str) -> Text:
    return t(" × {m}: {how}", m=m, how=_LEVEL_WORD[level])


#: One integer per scoring card, so a single pass over the cards (``sum`` of their codes) gives everything
#: the total needs: the hearts' points (as a positive number, bits 0-9: at most 250), how many hearts (bits
#: 10-14) and which of ♠Q ♦J ♣10 (the flags below).
PIG_FLAG, GOAT_FLAG, TRANSFORMER_FLAG = 1 << 16, 1 << 17, 1 << 18
CODE = {**{c: (1 << 10) - HEART_VALUE[c.rank] for c in HEARTS}, PIG: PIG_FLAG, GOAT: GOAT_FLAG,
         TRANSFORMER: TRANSFORMER_FLAG}
ALL_FLAGS = PIG_FLAG | GOAT_FLAG | TRANSFORMER_FLAG


def hand_points(taken: Iterable[Card], sold: Mapping[Card, str], rules: Rules) -> int:
    """The total of :func:`score_cards` without its sheet (the hot path of every simulated hand)."""
    got = SCORING.intersection(taken)
    if not got:
        return 0
    return coded_points(sum(map(CODE.__getitem__, got)), MULTIPLIER[sold.get(HEART_ACE, "none")],
                        MULTIPLIER[sold.get(PIG, "none")], MULTIPLIER[sold.get(GOAT, "none")],
                        MULTIPLIER[sold.get(TRANSFORMER, "none")], rules)


def coded_points(code: int, heart_m: int, pig_m: int, goat_m: int, transformer_m: int, rules: Rules) -> int:
    """The hand total of the cards whose ``CODE`` values sum to ``code`` (the same rules as the sheet)."""
    hearts = code >> 10 & 31
    all_hearts = hearts == 13
    sweep = all_hearts and code & ALL_FLAGS == ALL_FLAGS
    total = 200 * heart_m if all_hearts else -(code & 1023) * heart_m
    if code & PIG_FLAG:
        positive = sweep or (all_hearts and rules.pig_positive_with_all_hearts)
        total += (100 if positive else -100) * pig_m
    if code & GOAT_FLAG:
        total += 100 * goat_m
    if code & TRANSFORMER_FLAG:
        m = 2 * transformer_m
        if code == TRANSFORMER_FLAG:  # the transformer alone
            return 25 * m
        if sweep and rules.sweep_fixed_multiplier:
            m = rules.sweep_fixed_multiplier
        total *= m
    return total


def score_cards(cards: str | Iterable[str | Card], *, sold: Mapping[Any, str] | None = None,
                rules: Rules | None = None) -> ScoreSheet:
    """The hand score of one player who captured ``cards`` (other cards are ignored).

    ``sold`` gives the sale level of any of the four saleable cards, whoever sold them
    (``{"SQ": "open", "HA": "hidden"}``); unsold cards count ×1.

    >>> score_cards("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"}).total   # the seed's −640
    -640
    >>> score_cards([str(c) for c in SCORING], sold=dict.fromkeys(["SQ", "DJ", "C10", "HA"], "open")).total
    12800
    """
    rules = rules or Rules.preset()
    levels = read_sold(sold, rules)
    taken = parse_cards(cards)
    if rules.decks == 2:
        return score_copies(taken, levels, rules)
    seen: set[Card] = set()
    for c in taken:
        if c in seen:
            raise ParseError(t("cards: {card} appears twice", card=c.symbol))
        seen.add(c)
    got = seen & SCORING
    lines: list[ScoreLine] = []
    mult = {c: MULTIPLIER[levels.get(c, "none")] for c in SALEABLE}
    hearts = [c for c in HEARTS if c in got]
    all_hearts = len(hearts) == 13
    sweep = len(got) == 16
    why: str
    if all_hearts:
        if mult[HEART_ACE] > 1:
            why = t("all 13 hearts are positive: +200 × {m} because ♥A was {how}", m=mult[HEART_ACE],
                    how=_LEVEL_WORD[levels[HEART_ACE]])
        else:
            why = t("all 13 hearts are positive: +200")
        lines.append(ScoreLine(t("all hearts 满红"), 200 * mult[HEART_ACE], why))
    elif hearts:
        base = sum(HEART_VALUE[c.rank] for c in hearts)
        why = _heart_reason(hearts)
        if mult[HEART_ACE] > 1:
            why = t("({hearts}) = {base} × {m} because ♥A was {how}", hearts=why, base=_num(base),
                    m=mult[HEART_ACE], how=_LEVEL_WORD[levels[HEART_ACE]])
        lines.append(ScoreLine(t("hearts 血"), base * mult[HEART_ACE], why))
    if PIG in got:
        m = mult[PIG]
        if sweep:
            why = t("the full sweep turns the pig positive: +100")
        elif all_hearts and rules.pig_positive_with_all_hearts:
            why = t("all hearts turn the pig positive (a house rule): +100")
        else:
            why = t("the pig counts −100")
        if m > 1:
            why += _sold_times(m, levels[PIG])
        lines.append(ScoreLine(CARD_NAME[PIG], (100 if sweep or (all_hearts and rules.pig_positive_with_all_hearts)
                                                else -100) * m, why))
    if GOAT in got:
        m = mult[GOAT]
        why = t("the goat counts +100")
        if m > 1:
            why += _sold_times(m, levels[GOAT])
        lines.append(ScoreLine(CARD_NAME[GOAT], 100 * m, why))
    if TRANSFORMER in got:
        tm = 2 * mult[TRANSFORMER]
        sold_why: str = t(" ({how})", how=_LEVEL_WORD[levels[TRANSFORMER]]) if tm > 2 else ""
        if len(got) == 1:
            lines.append(ScoreLine(CARD_NAME[TRANSFORMER], 25 * tm,
                                   t("the transformer taken with no other scoring card counts +{points}",
                                     points=25 * tm) + sold_why))
        else:
            base = sum(line.points for line in lines)
            if sweep and rules.sweep_fixed_multiplier:
                tm = rules.sweep_fixed_multiplier
                sold_why = t(" (full sweep: a fixed ×{m}, a house rule)", m=tm)
            # the line holds the extra points only (so the lines add up): say so, or "−260" beside
            # "2 × −260 = −520" reads as a contradiction
            why = t("the other lines sum to {base}; × {m} makes {total}, so this line adds {extra}", base=_num(base),
                    m=tm, total=_num(tm * base), extra=signed_points(tm * base - base)) + sold_why
            if base == 0:
                why += t(": the other scoring cards sum to 0, so the hand scores 0")
            lines.append(ScoreLine(t("transformer 变压器 ♣10 × {m}", m=tm), (tm - 1) * base, why))
    title_note: tuple[str, ...]
    if sweep:
        title_note = (t("full sweep 满贯 (猪羊满圈): all 16 scoring cards"),)
    elif all_hearts:
        title_note = (t("all hearts 满红: every heart counts positive"),)
    else:
        title_note = ()
    if not lines:
        lines.append(ScoreLine(t("no scoring cards"), 0, t("nothing of value was captured")))
    return ScoreSheet(lines, title=t("Gong Zhu hand score"), notes=title_note)


def score_copies(taken: Iterable[Card], levels: Mapping[Card, str], rules: Rules) -> ScoreSheet:
    """The hand score of one player of the two-deck room (二副, ``rules.decks == 2``) who captured ``taken``:
    every copy of a scoring card counts (docs/rules/gongzhu.md B-G18 … B-G22). ``levels`` is the level at which
    each face was sold (a face sold by both holders counts at the higher level, B-G21).

    >>> two = Rules.preset("two_decks")
    >>> score_cards("SQ SQ HA", rules=two).total, score_cards("C10 C10", rules=two).total
    (-250, 100)
    >>> score_cards("C10 C10 DJ", rules=two).total, score_cards([str(c) for c in HEARTS] * 2, rules=two).total
    (400, 400)
    """
    counts = Counter(c for c in taken if c in SCORING)
    many = [c for c, n in counts.items() if n > 2]
    if many:
        raise ParseError(t("cards: {card} appears more than twice (two decks have two of each card)",
                           card=many[0].symbol))
    mult = {c: MULTIPLIER[levels.get(c, "none")] for c in SALEABLE}
    lines: list[ScoreLine] = []
    hearts = [c for c in HEARTS for _ in range(counts[c])]
    all_hearts = len(hearts) == 26
    sweep = all_hearts and all(counts[c] == 2 for c in (PIG, GOAT, TRANSFORMER))
    hm = mult[HEART_ACE]
    how = t(" × {m} because ♥A was {how}", m=hm, how=_LEVEL_WORD[levels[HEART_ACE]]) if hm > 1 else ""
    if all_hearts:
        lines.append(ScoreLine(t("all hearts 满红"), 400 * hm,
                               t("all 26 hearts of the two decks are positive: +400") + how))
    elif hearts:
        base = sum(HEART_VALUE[c.rank] for c in hearts)
        lines.append(ScoreLine(t("hearts 血"), base * hm, _heart_reason(hearts) + how))
    n = counts[PIG]
    if n:
        positive = sweep or (all_hearts and rules.pig_positive_with_all_hearts)
        each = (100 if positive else -100) * mult[PIG]
        why = (t("the full sweep turns the pigs positive: +100 each") if sweep else
               t("all hearts turn the pigs positive (a house rule): +100 each") if positive else
               t("each pig counts −100"))
        if mult[PIG] > 1:
            why += _sold_times(mult[PIG], levels[PIG])
        lines.append(ScoreLine(CARD_NAME[PIG] if n == 1 else t("two pigs 猪 ♠Q ♠Q"), n * each, why))
    n = counts[GOAT]
    if n:
        why = t("each goat counts +100")
        if mult[GOAT] > 1:
            why += _sold_times(mult[GOAT], levels[GOAT])
        lines.append(ScoreLine(CARD_NAME[GOAT] if n == 1 else t("two goats 羊 ♦J ♦J"), n * 100 * mult[GOAT], why))
    n = counts[TRANSFORMER]
    if n:
        tm = 2 * mult[TRANSFORMER]
        sold_why: str = t(" ({how})", how=_LEVEL_WORD[levels[TRANSFORMER]]) if tm > 2 else ""
        if len(counts) == 1:  # transformers and nothing else
            lines.append(ScoreLine(
                CARD_NAME[TRANSFORMER] if n == 1 else t("two transformers 变压器 ♣10 ♣10"), n * 25 * tm,
                (t("the transformer taken with no other scoring card counts +{points}", points=25 * tm) if n == 1 else
                 t("each transformer taken with no other scoring card counts +{points}", points=25 * tm)) + sold_why))
        else:
            if sweep and rules.sweep_fixed_multiplier:
                tm = rules.sweep_fixed_multiplier
                sold_why = t(" (full sweep: a fixed ×{m}, a house rule)", m=tm)
            m = tm ** n
            base = sum(line.points for line in lines)
            why = (t("the other lines sum to {base}; × {m} makes {total}, so this line adds {extra}", base=_num(base),
                     m=m, total=_num(m * base), extra=signed_points(m * base - base)) if n == 1 else
                   t("the other lines sum to {base}; each transformer multiplies: × {each} × {each} = × {m} makes "
                     "{total}, so this line adds {extra}", base=_num(base), each=tm, m=m, total=_num(m * base),
                     extra=signed_points(m * base - base))) + sold_why
            if base == 0:
                why += t(": the other scoring cards sum to 0, so the hand scores 0")
            lines.append(ScoreLine(t("transformer 变压器 ♣10 × {m}", m=m), (m - 1) * base, why))
    notes: tuple[str, ...] = ()
    if sweep:
        notes = (t("full sweep 满贯 (猪羊满圈): all 32 scoring cards of the two decks"),)
    elif all_hearts:
        notes = (t("all hearts 满红: every heart counts positive"),)
    if not lines:
        lines.append(ScoreLine(t("no scoring cards"), 0, t("nothing of value was captured")))
    return ScoreSheet(lines, title=t("Gong Zhu hand score"), notes=notes)


def sale_label(card: Card, level: str, rules: Rules | None = None) -> Text:
    """``"sell ♠Q openly (明卖 ×4)"``; the PC game's single level reads ``"expose ♠Q (亮牌 ×2)"``."""
    rules = rules or Rules.preset()
    if level == "none":
        return t("keep {card} unsold (不卖)", card=card.symbol)
    if rules.hidden_sale_shown and level == "hidden":
        return t("expose {card} (亮牌 ×{m})", card=card.symbol, m=MULTIPLIER[level])
    if level == "open":
        return t("sell {card} openly (明卖 ×{m})", card=card.symbol, m=MULTIPLIER[level])
    return t("sell {card} hidden (暗卖 ×{m})", card=card.symbol, m=MULTIPLIER[level])


def level_label(level: str, rules: Rules | None = None) -> Text:
    """A sale level as a short label: ``"暗卖 hidden ×2"``; the PC game's single level is its exposure,
    ``"亮牌 exposed ×2"`` (it scores like a hidden sale but shows the card).

    >>> level_label("open"), level_label("hidden", Rules.preset("pc"))
    ('明卖 open ×4', '亮牌 exposed ×2')
    """
    rules = rules or Rules.preset()
    m = MULTIPLIER[level]
    if level == "hidden" and rules.hidden_sale_shown:
        return t("亮牌 exposed ×{m}", m=m)
    if level == "open":
        return t("明卖 open ×{m}", m=m)
    if level == "hidden":
        return t("暗卖 hidden ×{m}", m=m)
    return t("不卖 none ×{m}", m=m)


class GameOver(Verdict):
    """The end of a game: equal to the winners' seat letters (``"S"``, or ``"ES"`` for a shared win),
    with ``winners`` and ``pig`` (the lowest total, 大猪) as seat tuples and ``reason`` saying why."""

    winners: tuple[str, ...]
    pig: tuple[str, ...]

    def __new__(cls, winners: tuple[str, ...], pig: tuple[str, ...], reason: str) -> GameOver:
        self = cast(GameOver, super().__new__(cls, "".join(winners), reason))
        self.winners, self.pig = winners, pig
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (GameOver, (self.winners, self.pig, self.reason))


def _names(seats: Iterable[str]) -> Text:
    return join(t(" and "), [SEAT_NAME[s] for s in seats])


def _sides_over(totals: Mapping[str, int], rules: Rules) -> GameOver | None:
    """:func:`game_over` of the partnership room: each side's total is its partners' totals added up; a side
    reaching ``lose_at`` (or ``win_at``) ends the game, and the other side wins. The verdict names the side.

    >>> v = game_over({"N": -600, "E": 300, "S": -450, "W": 250}, Rules.preset("partnership"))
    >>> v, v.winners, v.pig
    ('EW', ('E', 'W'), ('N', 'S'))
    >>> print(v.reason)  # doctest: +NORMALIZE_WHITESPACE
    North–South reached −1000 (North–South −1050, East–West 550): East–West win with the higher total;
    North–South are the pig 大猪
    """
    sides = {team: sum(totals.get(s, 0) for s in seats) for team, seats in TEAM_SEATS.items()}
    low, high = min(sides.values()), max(sides.values())
    lost = low <= rules.lose_at if rules.inclusive else low < rules.lose_at
    won = rules.win_at is not None and high >= rules.win_at
    if not (lost or won):
        return None
    if low == high and rules.tie_policy == "play_on":
        return None
    best = tuple(team for team, v in sides.items() if v == high)
    worst = tuple(team for team, v in sides.items() if v == low)
    winners = tuple(s for team in best for s in TEAM_SEATS[team])
    pig = tuple(s for team in worst for s in TEAM_SEATS[team])
    side = {"NS": t("North–South"), "EW": t("East–West")}
    if lost:
        why = (t("{side} reached {limit}", side=join(t(" and "), [side[x] for x in worst]), limit=_num(rules.lose_at))
               if rules.inclusive else
               t("{side} went below {limit}", side=join(t(" and "), [side[x] for x in worst]),
                 limit=_num(rules.lose_at)))
    else:
        why = t("{side} reached {limit}", side=join(t(" and "), [side[x] for x in best]), limit=str(rules.win_at))
    scores = join(_SEP, [t("{seat} {points}", seat=side[x], points=_num(v)) for x, v in sides.items()])
    if len(best) > 1:
        win, loser = t("the two sides are level and share the result"), t("nobody is the pig")
        return GameOver(winners, (), t("{why} ({scores}): {win}; {pig}", why=why, scores=scores, win=win, pig=loser))
    win = t("{side} win with the higher total", side=side[best[0]])
    loser = t("{side} are the pig 大猪", side=side[worst[0]])
    return GameOver(winners, pig, t("{why} ({scores}): {win}; {pig}", why=why, scores=scores, win=win, pig=loser))


def game_over(totals: Mapping[str, int], rules: Rules | None = None) -> GameOver | None:
    """``None`` while the game goes on, else a :class:`GameOver` naming the winners and the pig.

    The game ends when a total reaches ``lose_at`` (−1000, inclusive by default) or, with ``win_at``
    set, when a total reaches it. The highest total wins (ties share, or play on with
    ``tie_policy="play_on"``); the lowest is the pig 大猪.

    >>> v = game_over({"N": -1000, "E": 300, "S": 450, "W": 250})
    >>> v, v.winners, v.pig
    ('S', ('S',), ('N',))
    >>> print(v.reason)  # doctest: +NORMALIZE_WHITESPACE
    North reached −1000 (North −1000, East 300, South 450, West 250): South wins with the highest total;
    North is the pig 大猪
    >>> game_over({"N": -990, "E": 300, "S": 450, "W": 240}) is None
    True
    """
    rules = rules or Rules.preset()
    if rules.partnership and set(totals) <= set(SEATS):  # 对家: the sides' totals decide (B-G13)
        return _sides_over(totals, rules)
    values = list(totals.values())
    low, high = min(values), max(values)
    lost = low <= rules.lose_at if rules.inclusive else low < rules.lose_at
    won = rules.win_at is not None and high >= rules.win_at
    if not (lost or won):
        return None
    winners = tuple(s for s, v in totals.items() if v == high)
    if len(winners) > 1 and rules.tie_policy == "play_on":
        return None
    pig = tuple(s for s, v in totals.items() if v == low)
    why: Text
    if lost and rules.inclusive:
        why = t("{seats} reached {limit}", seats=_names(pig), limit=_num(rules.lose_at))
    elif lost:
        why = t("{seats} went below {limit}", seats=_names(pig), limit=_num(rules.lose_at))
    else:
        why = t("{seats} reached {limit}", seats=_names(winners), limit=str(rules.win_at))
    scores = join(_SEP, [t("{seat} {points}", seat=SEAT_NAME[s], points=_num(v)) for s, v in totals.items()])
    win = tn("{seats} wins with the highest total", "{seats} share the win with the highest total", len(winners),
             seats=_names(winners))
    loser = tn("{seats} is the pig 大猪", "{seats} are the pig 大猪", len(pig), seats=_names(pig))
    return GameOver(winners, pig, t("{why} ({scores}): {win}; {pig}", why=why, scores=scores, win=win, pig=loser))
