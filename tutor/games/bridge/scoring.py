"""Duplicate scoring (Law 77), IMPs (WBF scale), QQ's game score, the title ladder and the leaver rule.

Every score is a :class:`~tutor.scoring.ScoreSheet` whose lines read like a teacher's worked example.

>>> print(score("4S", vulnerable=False, tricks=10))
4♠ made exactly, not vulnerable
trick score: +120 (4 odd tricks × 30)
game bonus: +300 (trick score 120 ≥ 100: game, not vulnerable)
total: +420
>>> score("4SX", vulnerable=False, tricks=6).total, imps(-420), game_score(420, 25)
(-800, -9, 4)
>>> title(25), title(9)
((2, '方块初级大师'), (0, ''))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...cards import Card
from ...errors import ParseError
from ...i18n import Text, domain
from ...scoring import ScoreLine, ScoreSheet, signed
from .auction import STRAIN_SYMBOL, TEAM_NAME, Contract

t, tn = domain("bridge")

#: WBF IMP scale: (lowest difference of the band, IMPs). 0–10 → 0 is the rule book's added row.
IMP_TABLE: tuple[tuple[int, int], ...] = (
    (0, 0), (20, 1), (50, 2), (90, 3), (130, 4), (170, 5), (220, 6), (270, 7), (320, 8), (370, 9),
    (430, 10), (500, 11), (600, 12), (750, 13), (900, 14), (1100, 15), (1300, 16), (1500, 17),
    (1750, 18), (2000, 19), (2250, 20), (2500, 21), (3000, 22), (3500, 23), (4000, 24),
)
#: QQ title ladder: (level, title, minimum cumulative points).
# the QQ titles are Chinese names (Text: in Traditional characters on a 繁體中文 page)
LADDER: tuple[tuple[int, str, int], ...] = (
    (1, t("梅花初级大师"), 10), (2, t("方块初级大师"), 20), (3, t("红心初级大师"), 50), (4, t("黑桃初级大师"), 100),
    (5, t("梅花中级大师"), 200), (6, t("方块中级大师"), 500), (7, t("红心中级大师"), 1000),
    (8, t("黑桃中级大师"), 2000),
    (9, t("一星国家大师"), 5000), (10, t("二星国家大师"), 10000), (11, t("三星国家大师"), 50000),
    (12, t("四星国家大师"), 100000), (13, t("五星终身大师"), 200000),
)
LEAVER_PENALTY = -20
LEAVER_COMPENSATION = 5
HCP_VALUE = {14: 4, 13: 3, 12: 2, 11: 1}


def _x_word(doubled: int) -> Text:
    return t("doubled") if doubled == 1 else t("redoubled")


def _vul_word(vul: bool) -> Text:
    return t("vulnerable") if vul else t("not vulnerable")


def trick_value(strain: str, doubled: int = 0) -> tuple[int, int]:
    """(first odd trick, each further odd trick) for a strain, undoubled/doubled/redoubled."""
    mult = (1, 2, 4)[doubled]
    if strain == "NT":
        return 40 * mult, 30 * mult
    per = 20 if strain in ("C", "D") else 30
    return per * mult, per * mult


def trick_score(contract: str | Contract) -> int:
    """The trick score of ``contract`` made exactly: its odd tricks at the strain's value (doubled, redoubled).

    >>> trick_score("3NT"), trick_score("4C"), trick_score("2SX")
    (100, 80, 120)
    """
    c = Contract.parse(contract)
    first, rest = trick_value(c.strain, c.doubled)
    return first + rest * (c.level - 1)


def is_game(contract: str | Contract) -> bool:
    """Does ``contract``, made exactly, earn the game bonus (a trick score of 100 or more, Law 77)?

    >>> is_game("3NT"), is_game("4C"), is_game("2SX")
    (True, False, True)
    """
    return trick_score(contract) >= 100


def score(contract: str | Contract | None, *, vulnerable: bool | str, tricks: int) -> ScoreSheet:
    """The duplicate score of ``contract`` for the declarer's side (negative when it fails).

    ``vulnerable`` is whether the declaring side is vulnerable (``True``/``False``, or ``"V"``/``"NV"``; a
    board's ``"None"``/``"Both"``, or ``"NS"``/``"EW"`` when the contract names its declarer);
    ``tricks`` what declarer took (0–13). ``None`` (a passed-out deal) scores nothing.

    >>> score(Contract.parse("4H", declarer="E"), vulnerable="EW", tricks=10).total
    620
    """
    _check_tricks(tricks)
    if contract is None:
        return ScoreSheet([], title=t("Passed out: no score"), notes=(t("Nobody bid, so nobody scores."),))
    c = Contract.parse(contract)
    vul = _is_vulnerable(vulnerable, c)
    x = c.doubled
    need = c.tricks_needed
    bare = f"{c.level}{STRAIN_SYMBOL[c.strain]}" + "X" * x
    head = t("{contract} ({doubled})", contract=bare, doubled=_x_word(x)) if x else bare
    if tricks < need:
        return _undertricks(c, vul, need - tricks, head)
    lines: list[ScoreLine] = []
    first, rest = trick_value(c.strain, x)
    ts = trick_score(c)
    if c.strain == "NT":
        why = (t("first odd trick {first} + {more} × {rest}", first=first, more=c.level - 1, rest=rest)
               if c.level > 1 else t("first odd trick {first}", first=first))
    else:
        why = tn("{n} odd trick × {each}", "{n} odd tricks × {each}", c.level, n=c.level, each=first)
    lines.append(ScoreLine(t("trick score"), ts, why))
    vw = _vul_word(vul)
    if is_game(c):
        lines.append(ScoreLine(t("game bonus"), 500 if vul else 300,
                               t("trick score {score} ≥ 100: game, {vulnerable}", score=ts, vulnerable=vw)))
    else:
        lines.append(ScoreLine(t("part-score bonus"), 50, t("trick score {score} < 100: a part-score", score=ts)))
    if c.level == 6:
        lines.append(ScoreLine(t("small slam bonus"), 750 if vul else 500,
                               t("12 tricks bid and made, {vulnerable}", vulnerable=vw)))
    elif c.level == 7:
        lines.append(ScoreLine(t("grand slam bonus"), 1500 if vul else 1000,
                               t("all 13 tricks bid and made, {vulnerable}", vulnerable=vw)))
    if x:
        lines.append(ScoreLine(t("insult bonus"), 50 * x, t("for making a {doubled} contract", doubled=_x_word(x))))
    over = tricks - need
    if over:
        each = _overtrick_value(c, vul)
        why = (t("{n} × {each} (the trick value)", n=over, each=each) if x == 0 else
               t("{n} × {each} ({doubled}, {vulnerable})", n=over, each=each, doubled=_x_word(x), vulnerable=vw))
        lines.append(ScoreLine(t("overtricks"), over * each, why))
    title = (t("{contract} made exactly, {vulnerable}", contract=head, vulnerable=vw) if not over else
             tn("{contract} made with {n} overtrick, {vulnerable}", "{contract} made with {n} overtricks, {vulnerable}",
                over, contract=head, n=over, vulnerable=vw))
    return ScoreSheet(lines, title=title)


def _check_tricks(tricks: Any) -> None:
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ParseError(t("tricks: expected 0 to 13 tricks taken by declarer, got {value}", value=repr(tricks)[:40]))


def _overtrick_value(c: Contract, vul: bool) -> int:
    if c.doubled == 0:
        return trick_value(c.strain)[1]
    return (200 if vul else 100) * c.doubled


def total(contract: Contract, vul: bool, tricks: int) -> int:
    """``score(contract, vulnerable=vul, tricks=tricks).total`` without writing the sheet (playouts use it)."""
    x = contract.doubled
    need = contract.tricks_needed
    if tricks < need:
        down = need - tricks
        if x == 0:
            return -(100 if vul else 50) * down
        first, second, fourth = ((200, 300, 300) if vul else (100, 200, 300))
        return -x * (first + second * (min(down, 3) - 1) + fourth * max(down - 3, 0))
    ts = trick_score(contract)
    pts = ts + ((500 if vul else 300) if ts >= 100 else 50) + 50 * x  # ts >= 100: is_game
    if contract.level == 6:
        pts += 750 if vul else 500
    elif contract.level == 7:
        pts += 1500 if vul else 1000
    return pts + (tricks - need) * _overtrick_value(contract, vul)


def _is_vulnerable(vulnerable: bool | str, c: Contract) -> bool:
    if isinstance(vulnerable, bool):
        return vulnerable
    key = str(vulnerable).strip().upper()
    if key in ("V", "VUL", "VULNERABLE", "BOTH", "ALL", "B", "有局", "双有"):
        return True
    if key in ("NV", "NONVUL", "NOT VULNERABLE", "NONE", "-", "LOVE", "无局", "双无"):
        return False
    if key in ("NS", "EW"):
        if c.declarer is None:
            raise ParseError(t('vulnerable: "{key}" needs the declarer (for example Contract.parse("4H", '
                               'declarer="S")); or pass True / False', key=key))
        return key == ("NS" if c.declarer in ("N", "S") else "EW")
    raise ParseError(t("vulnerable: expected True or False (or None, NS, EW, Both), got {value}",
                       value=repr(vulnerable)[:40]))


def _undertricks(c: Contract, vul: bool, down: int, head: str) -> ScoreSheet:
    x = c.doubled
    vw = _vul_word(vul)
    lines: list[ScoreLine] = []
    if x == 0:
        each = 100 if vul else 50
        lines.append(ScoreLine(t("undertricks"), -each * down,
                               t("{n} × {each}, undoubled, {vulnerable}", n=down, each=each, vulnerable=vw)))
    else:
        m = x  # 1 doubled, 2 redoubled
        first, second, fourth = ((200, 300, 300) if vul else (100, 200, 300))
        lines.append(ScoreLine(t("1st undertrick"), -first * m,
                               t("{doubled}, {vulnerable}", doubled=_x_word(x), vulnerable=vw)))
        n23 = min(down, 3) - 1
        if n23 > 0:
            label = t("2nd undertrick") if n23 == 1 else t("2nd and 3rd undertricks")
            lines.append(ScoreLine(label, -second * m * n23, f"{n23} × {second * m}"))
        if down > 3:
            n = down - 3
            lines.append(ScoreLine(t("4th and later undertricks") if n > 1 else t("4th undertrick"),
                                   -fourth * m * n, f"{n} × {fourth * m}"))
    pts = -sum(line.points for line in lines)  # the lines are declarer's side's (negative) points
    return ScoreSheet(lines, title=t("{contract} down {n}, {vulnerable}: {points} points to the defenders "
                                     "(declarer's side scores −{points})", contract=head, n=down, vulnerable=vw,
                                     points=pts))


def imps(points: int) -> int:
    """International Match Points for a score (or a difference of scores), keeping its sign.

    >>> [imps(p) for p in (0, 10, 20, 40, 50, 4000, -5000)]
    [0, 0, 1, 1, 2, 24, -24]
    """
    if isinstance(points, bool) or not isinstance(points, int):
        raise ParseError(t("points: expected a whole number of points, got {value}", value=repr(points)[:40]))
    size = abs(points)
    imp = 0
    for low, value in IMP_TABLE:
        if size >= low:
            imp = value
        else:
            break
    return imp if points >= 0 else -imp


def hcp(cards) -> int:
    """High-card points: A 4, K 3, Q 2, J 1."""
    return sum(HCP_VALUE.get(Card.parse(c).rank, 0) for c in cards)


def game_score(raw: int, hcp: int) -> int:
    """QQ's game score for the side that scored ``raw`` (> 0) holding ``hcp`` high-card points between them:
    IMP(|raw|) + 20 − hcp. (The other side gets the negative, see :func:`game_score_sheet`.)
    """
    if isinstance(hcp, bool) or not isinstance(hcp, int) or not 0 <= hcp <= 40:
        raise ParseError(t("hcp: expected the scoring side's high-card points 0 to 40, got {value}",
                           value=repr(hcp)[:40]))
    return imps(abs(raw)) + 20 - hcp


def game_score_sheet(raw_ns: int, hcp_by_team: Mapping[str, int], *, loser_gets_negative: bool = True
                     ) -> dict[str, ScoreSheet]:
    """QQ game score per team from North–South's signed duplicate score and each side's starting HCP."""
    if raw_ns == 0:
        empty = ScoreSheet([], title=t("no score on this deal"))
        return {"NS": empty, "EW": empty}
    winner = "NS" if raw_ns > 0 else "EW"
    loser = "EW" if winner == "NS" else "NS"
    name = TEAM_NAME
    h = hcp_by_team[winner]
    imp = imps(abs(raw_ns))
    sheet = ScoreSheet([
        ScoreLine(t("IMPs"), imp, t("{points} points convert to {imps} IMPs", points=abs(raw_ns), imps=imp)),
        ScoreLine(t("bonus"), 20, t("every scoring side gets 20")),
        ScoreLine(t("high-card points"), -h, t("{side} held {hcp} of the 40 high-card points", side=name[winner],
                                               hcp=h)),
    ], title=t("QQ game score for {side}", side=name[winner]))
    g = sheet.total
    why = (t("{side} scored {score}, so the other side gets the negative", side=name[winner], score=signed(g))
           if loser_gets_negative else t("{side} scored {score}", side=name[winner], score=signed(g)))
    other = ScoreSheet([ScoreLine(t("opponents' game score"), -g if loser_gets_negative else 0, why)],
                       title=t("QQ game score for {side}", side=name[loser]))
    return {winner: sheet, loser: other}


def title(points: int) -> tuple[int, str]:
    """QQ title for cumulative ``points``: ``(level, name)``, ``(0, "")`` below 10 points.

    >>> title(10), title(199999)[0], title(200000)
    ((1, '梅花初级大师'), 12, (13, '五星终身大师'))
    """
    best: tuple[int, str] = (0, "")
    for level, name, low in LADDER:
        if points >= low:
            best = (level, str(name))  # in the language of the page asking
    return best


def leaver(seat: str) -> dict[str, int]:
    """Points when ``seat`` leaves a game (逃跑): −20 for the leaver, +5 for each of the other three."""
    return {s: LEAVER_PENALTY if s == seat else LEAVER_COMPENSATION for s in "NESW"}


def team_scores(contract: Contract | None, vulnerable_teams: Any, declarer_tricks: int) -> dict[str, int]:
    """Signed duplicate score per team (``{"NS": x, "EW": -x}``); ``vulnerable_teams`` is a Board."""
    if contract is None or contract.declarer is None:
        return {"NS": 0, "EW": 0}
    key = (contract, vulnerable_teams.vulnerable, declarer_tricks)
    ns = _NS_SCORE.get(key)
    if ns is None:  # worked out once per contract, board vulnerability and tricks (at most 23,520 of them)
        points = total(contract, vulnerable_teams.is_vulnerable(contract.declarer), declarer_tricks)
        ns = _NS_SCORE[key] = points if contract.declarer in ("N", "S") else -points
    return {"NS": ns, "EW": -ns}


#: North–South's signed score by (contract with declarer, board vulnerability, declarer's tricks): a random
#: playout scores every deal, and :func:`total` builds the explaining lines to add them up.
_NS_SCORE: dict[tuple[Contract, str, int], int] = {}
