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
from ...scoring import ScoreLine, ScoreSheet
from .auction import Contract

#: WBF IMP scale: (lowest difference of the band, IMPs). 0–10 → 0 is the rule book's added row.
IMP_TABLE: tuple[tuple[int, int], ...] = (
    (0, 0), (20, 1), (50, 2), (90, 3), (130, 4), (170, 5), (220, 6), (270, 7), (320, 8), (370, 9),
    (430, 10), (500, 11), (600, 12), (750, 13), (900, 14), (1100, 15), (1300, 16), (1500, 17),
    (1750, 18), (2000, 19), (2250, 20), (2500, 21), (3000, 22), (3500, 23), (4000, 24),
)
#: QQ title ladder: (level, title, minimum cumulative points).
LADDER: tuple[tuple[int, str, int], ...] = (
    (1, "梅花初级大师", 10), (2, "方块初级大师", 20), (3, "红心初级大师", 50), (4, "黑桃初级大师", 100),
    (5, "梅花中级大师", 200), (6, "方块中级大师", 500), (7, "红心中级大师", 1000), (8, "黑桃中级大师", 2000),
    (9, "一星国家大师", 5000), (10, "二星国家大师", 10000), (11, "三星国家大师", 50000),
    (12, "四星国家大师", 100000), (13, "五星终身大师", 200000),
)
LEAVER_PENALTY = -20
LEAVER_COMPENSATION = 5
HCP_VALUE = {14: 4, 13: 3, 12: 2, 11: 1}
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}
_X_WORD = {0: "", 1: "doubled", 2: "redoubled"}


def _vul_word(vul: bool) -> str:
    return "vulnerable" if vul else "not vulnerable"


def trick_value(strain: str, doubled: int = 0) -> tuple[int, int]:
    """(first odd trick, each further odd trick) for a strain, undoubled/doubled/redoubled."""
    mult = (1, 2, 4)[doubled]
    if strain == "NT":
        return 40 * mult, 30 * mult
    per = 20 if strain in ("C", "D") else 30
    return per * mult, per * mult


def score(contract: str | Contract | None, *, vulnerable: bool | str, tricks: int) -> ScoreSheet:
    """The duplicate score of ``contract`` for the declarer's side (negative when it fails).

    ``vulnerable`` is whether the declaring side is vulnerable (``True``/``False``, or ``"V"``/``"NV"``; a
    board's ``"None"``/``"Both"``, or ``"NS"``/``"EW"`` when the contract names its declarer);
    ``tricks`` what declarer took (0–13). ``None`` (a passed-out deal) scores nothing.

    >>> score(Contract.parse("4H", declarer="E"), vulnerable="EW", tricks=10).total
    620
    """
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ParseError(f"tricks: expected 0 to 13 tricks taken by declarer, got {tricks!r}")
    if contract is None:
        return ScoreSheet([], title="Passed out: no score", notes=("Nobody bid, so nobody scores.",))
    c = Contract.parse(contract)
    vul = _is_vulnerable(vulnerable, c)
    x = c.doubled
    need = c.tricks_needed
    head = c.symbol.split(" by ")[0] + (f" ({_X_WORD[x]})" if x else "")
    if tricks < need:
        return _undertricks(c, vul, need - tricks, head)
    lines: list[ScoreLine] = []
    first, rest = trick_value(c.strain, x)
    ts = first + rest * (c.level - 1)
    if c.strain == "NT":
        why = f"first odd trick {first}" + (f" + {c.level - 1} × {rest}" if c.level > 1 else "")
    else:
        why = f"{c.level} odd trick{'s' if c.level > 1 else ''} × {first}"
    lines.append(ScoreLine("trick score", ts, why))
    if ts >= 100:
        lines.append(ScoreLine("game bonus", 500 if vul else 300,
                               f"trick score {ts} ≥ 100: game, {_vul_word(vul)}"))
    else:
        lines.append(ScoreLine("part-score bonus", 50, f"trick score {ts} < 100: a part-score"))
    if c.level == 6:
        lines.append(ScoreLine("small slam bonus", 750 if vul else 500, f"12 tricks bid and made, {_vul_word(vul)}"))
    elif c.level == 7:
        lines.append(ScoreLine("grand slam bonus", 1500 if vul else 1000,
                               f"all 13 tricks bid and made, {_vul_word(vul)}"))
    if x:
        lines.append(ScoreLine("insult bonus", 50 * x, f"for making a {_X_WORD[x]} contract"))
    over = tricks - need
    if over:
        each = (first if c.strain != "NT" else 30) if x == 0 else (100 if not vul else 200) * x
        why = (f"{over} × {each}" + (" (the trick value)" if x == 0 else f" ({_X_WORD[x]}, {_vul_word(vul)})"))
        lines.append(ScoreLine("overtricks", over * each, why))
    made = "made exactly" if not over else f"made with {over} overtrick{'s' if over > 1 else ''}"
    return ScoreSheet(lines, title=f"{head} {made}, {_vul_word(vul)}")


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
            raise ParseError(f"vulnerable: \"{key}\" needs the declarer (for example "
                             "Contract.parse(\"4H\", declarer=\"S\")); or pass True / False")
        return key == ("NS" if c.declarer in ("N", "S") else "EW")
    raise ParseError(f"vulnerable: expected True or False (or None, NS, EW, Both), got {vulnerable!r}")


def _undertricks(c: Contract, vul: bool, down: int, head: str) -> ScoreSheet:
    x = c.doubled
    lines: list[ScoreLine] = []
    if x == 0:
        each = 100 if vul else 50
        lines.append(ScoreLine("undertricks", -each * down, f"{down} × {each}, undoubled, {_vul_word(vul)}"))
    else:
        m = x  # 1 doubled, 2 redoubled
        first, second, fourth = ((200, 300, 300) if vul else (100, 200, 300))
        lines.append(ScoreLine("1st undertrick", -first * m, f"{_X_WORD[x]}, {_vul_word(vul)}"))
        n23 = min(down, 3) - 1
        if n23 > 0:
            label = "2nd undertrick" if n23 == 1 else "2nd and 3rd undertricks"
            lines.append(ScoreLine(label, -second * m * n23, f"{n23} × {second * m}"))
        if down > 3:
            n = down - 3
            lines.append(ScoreLine("4th and later undertricks" if n > 1 else "4th undertrick",
                                   -fourth * m * n, f"{n} × {fourth * m}"))
    pts = -sum(line.points for line in lines)  # the lines are declarer's side's (negative) points
    return ScoreSheet(lines, title=f"{head} down {down}, {_vul_word(vul)}: {pts} points to the defenders "
                                   f"(declarer's side scores −{pts})")


def imps(points: int) -> int:
    """International Match Points for a score (or a difference of scores), keeping its sign.

    >>> [imps(p) for p in (0, 10, 20, 40, 50, 4000, -5000)]
    [0, 0, 1, 1, 2, 24, -24]
    """
    if isinstance(points, bool) or not isinstance(points, int):
        raise ParseError(f"points: expected a whole number of points, got {points!r}")
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
        raise ParseError(f"hcp: expected the scoring side's high-card points 0 to 40, got {hcp!r}")
    return imps(abs(raw)) + 20 - hcp


def game_score_sheet(raw_ns: int, hcp_by_team: Mapping[str, int], *, loser_gets_negative: bool = True
                     ) -> dict[str, ScoreSheet]:
    """QQ game score per team from North–South's signed duplicate score and each side's starting HCP."""
    if raw_ns == 0:
        empty = ScoreSheet([], title="no score on this deal")
        return {"NS": empty, "EW": empty}
    winner = "NS" if raw_ns > 0 else "EW"
    loser = "EW" if winner == "NS" else "NS"
    name = {"NS": "North–South", "EW": "East–West"}
    h = hcp_by_team[winner]
    imp = imps(abs(raw_ns))
    sheet = ScoreSheet([
        ScoreLine("IMPs", imp, f"{abs(raw_ns)} points convert to {imp} IMPs"),
        ScoreLine("bonus", 20, "every scoring side gets 20"),
        ScoreLine("high-card points", -h, f"{name[winner]} held {h} of the 40 high-card points"),
    ], title=f"QQ game score for {name[winner]}")
    g = sheet.total
    other = ScoreSheet([ScoreLine("opponents' game score", -g if loser_gets_negative else 0,
                                  f"{name[winner]} scored {g:+d}" + (", so the other side gets the negative"
                                                               if loser_gets_negative else ""))],
                       title=f"QQ game score for {name[loser]}")
    return {winner: sheet, loser: other}


def title(points: int) -> tuple[int, str]:
    """QQ title for cumulative ``points``: ``(level, name)``, ``(0, "")`` below 10 points.

    >>> title(10), title(199999)[0], title(200000)
    ((1, '梅花初级大师'), 12, (13, '五星终身大师'))
    """
    best: tuple[int, str] = (0, "")
    for level, name, low in LADDER:
        if points >= low:
            best = (level, name)
    return best


def leaver(seat: str) -> dict[str, int]:
    """Points when ``seat`` leaves a game (逃跑): −20 for the leaver, +5 for each of the other three."""
    return {s: LEAVER_PENALTY if s == seat else LEAVER_COMPENSATION for s in "NESW"}


def team_scores(contract: Contract | None, vulnerable_teams: Any, declarer_tricks: int) -> dict[str, int]:
    """Signed duplicate score per team (``{"NS": x, "EW": -x}``); ``vulnerable_teams`` is a Board."""
    if contract is None or contract.declarer is None:
        return {"NS": 0, "EW": 0}
    vul = vulnerable_teams.is_vulnerable(contract.declarer)
    total = score(contract, vulnerable=vul, tricks=declarer_tricks).total
    ns = total if contract.declarer in ("N", "S") else -total
    return {"NS": ns, "EW": -ns}
