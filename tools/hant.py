"""简体中文 → 繁體中文 (Taiwan) for the lessons and the engine's catalogs: OpenCC with Taiwan phrasing
(``s2twp``), then the card-table words that OpenCC leaves as Mainland usage.

OpenCC converts characters and common vocabulary (软件 → 軟體, 庄家 → 莊家) but knows no card games: it
writes ♥ as 紅桃, where players in Taiwan say 紅心, and the bridge words of the Mainland (定约, 明手, 加倍)
where Taiwan's bridge players write 合約, 夢家, 賭倍. :data:`TERMS` (every game) and :data:`GAME_TERMS` (one
game's words: "加倍" is bridge's double, but a plain "doubled" in Gong Zhu) are applied after OpenCC, the
longest word first; ``tests/test_hant.py`` checks every entry.

Each card word was checked against public Taiwan sources (the letters in the comments; the table, with what
is still open, is in ``docs/languages.md``). No Taiwan player has reviewed them; no page of the 中華民國橋藝協會
itself was found.

- [G] 橋小棧《橋牌用語中英文對照》, nsc.yam.org.tw/chi/htm/ebridge/bridge02.htm
- [W] 中文維基百科「合約橋牌」 (Taiwan wording), zh.wikipedia.org/wiki/合約橋牌
- [P1] PTT CMU_Bridge, a Taiwan university bridge club's lesson on leads,
  ptt.cc/bbs/CMU_Bridge/M.1310198085.A.EC4.html
- [P2] PTT ABC, a Taiwan player's hand report, webptt.com/m.aspx?n=bbs/ABC/M.1425509138.A.D25.html
- [M] 迷你橋牌 (Traditional Chinese edition), www5a.biglobe.ne.jp/~chisaori/MiniB_tc/play-tec/mB-trick2.htm
- [C] zh-TW open-source bridge programs found in a code index (their labels for X/XX and vulnerability;
  the weakest source: not an institution, no repository named)

>>> convert("红桃A和黑桃Q")
'紅心A和黑桃Q'
>>> convert("4♠加倍宕3，明手是北家", "bridge")
'4♠賭倍倒3，夢家是北家'
>>> convert("分数加倍", "gongzhu")
'分數加倍'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

#: After OpenCC, in every game: traditional Mainland word -> Taiwan word.
TERMS = {
    "紅桃": "紅心",       # ♥: 紅心 in Taiwan [G] (紅桃 is Mainland); 黑桃 ♠, 方塊 ♦, 梅花 ♣ are the same in both [G]
    "將牌": "王牌",       # trumps (Spades, bridge): 王牌 in Taiwan [G][W][M]; 27 Wang says 主牌 in both
    "有將牌": "有王牌",   # (沒)有將牌: before 有將, so it does not become 有王牌牌
    "有將": "有王牌",     # "with trumps" (有将与无将): Taiwan writes 王牌合約 / 無王合約 [P1][M]
    "無將": "無王",       # no-trump (NT): 無王 in Taiwan [G][W][P1], in the glossaries and drills of every game
    "將吃": "王吃",       # to ruff: 王吃 in Taiwan, beside 王牌 [M]
    "定約": "合約",       # the contract (bridge, and Spades' bid as a contract) [W][P1]
    "明手": "夢家",       # bridge's dummy [G][W][P2] (only bridge has one; the shared trick messages name it too)
    "階數": "線位",       # a bid's level (1–7): 線位 in Taiwan [W]; "4 線" as [P2] writes "做到五線"
    "隻": "只",           # OpenCC reads 只 as the measure word after 是/多 ("不是隻扣"): only "only" is meant here
    "箇": "個",           # OpenCC reads "一个中国…" as 一 + 箇中 ("therein") + 國: 一個中國 is meant, never 箇中
    "這臺": "這台",
    "里面": "裡面",       # "inside": 裡 in Taiwan (OpenCC leaves 收下里面 and 文本里 as 里, the Mainland form)
    "文本里": "文本裡",       # the measure word (這台電腦): 台 as Taiwan writes it day to day
    # OpenCC's computing words where a card player means something plain
    "例項": "例子",       # 实例 is "an example" (算分实例), not a program's instance
    "演算法": "算法",     # 算法 is a way of counting the score (两种算法), not an algorithm
    "迴圈": "循環",       # 循环 is the boards' cycle (每 16 副一个循环), not a program's loop
    "“": "「", "”": "」",  # quotation marks as Taiwan writes them
    "‘": "『", "’": "』",
}
#: After OpenCC, in one game's lessons and catalog only.
GAME_TERMS: dict[str, dict[str, str]] = {
    "bridge": {
        "防守方": "防家",     # the defenders [P1]
        "首攻": "首引",       # the opening lead [G][P1] ([P2] also writes 首攻)
        "再加倍": "再賭倍",   # redouble (XX) [C]
        "加倍": "賭倍",       # double (X) [C] (技術性賭倍, the takeout double)
        "有局": "有身價",     # vulnerable [P2][C]
        "無局": "無身價",     # not vulnerable [P2][C]
        "局況": "身價",       # vulnerability ([P2]: 身價無對有)
        "宕": "倒",           # down (宕一 → 倒一, 宕墩 → 倒墩): [G] "down or set 倒約"
        "一階上": "一線上",   # the level: 同一線上 (階段, a phase, and 階梯, the ladder, stay)
        "階）": "線）",       # 小滿貫（6 線）
    },
    # 27 Wang: its trumps are 主牌 and 王 are its jokers, so the Taiwan bridge words 王牌/王吃 would mislead;
    # OpenCC's 將吃 is kept until a Taiwan 27 Wang player says what they call it
    "wang27": {"將吃": "將吃"},
    # the landing page (its own gettext domain, tutor/render/landing.py): the learner's record
    "landing": {
        "當前": "目前",       # "learning as {name}": 目前學習者 (當前 reads as Mainland usage)
        "記錄": "紀錄",       # the learner's record, a noun here (紀錄, the Ministry of Education's noun form)
    },
}


#: Messages that quote a name as the Mainland game writes it (QQ桥牌's vulnerability words, shown beside the
#: English and the Taiwan word): only their characters become Traditional, not their words (南北有局 stays 南北有局,
#: where the bridge table words would make it 南北有身價 and the page would say "南北有身價 (QQ writes 南北有身價)").
QUOTED = frozenset({"双无", "南北有局", "东西有局", "双有"})


@cache
def _characters():  # type: ignore[no-untyped-def]
    import opencc

    return opencc.OpenCC("s2tw")  # characters in Taiwan's standard forms, no phrases


def characters(text: str) -> str:
    """Only the characters of ``text`` in Traditional (for a :data:`QUOTED` name).

    >>> characters("南北有局"), characters("双无")
    ('南北有局', '雙無')
    """
    return _characters().convert(text)


@cache
def _opencc():  # type: ignore[no-untyped-def]
    import opencc  # the PyPI package "opencc" (its s2twp config: Simplified to Taiwan, with phrases)

    return opencc.OpenCC("s2twp")


@cache
def _pattern(game: str | None) -> tuple[re.Pattern[str], dict[str, str]]:
    terms = {**TERMS, **GAME_TERMS.get(game or "", {})}
    words = sorted(terms, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words))), terms


def convert(text: str, game: str | None = None) -> str:
    """``text`` (简体中文) in 繁體中文 as written in Taiwan; ``game`` adds that game's table words."""
    if text in QUOTED:
        return characters(text)
    pattern, terms = _pattern(game)
    return pattern.sub(lambda m: terms[m.group(0)], _opencc().convert(text))


def with_traditional(notes: Mapping[Any, Any], game: str) -> dict[Any, Any]:
    """A record's notes (``{step: {"en": ..., "zh": ...}}``) with each 简体中文 note's 繁體中文 beside it, so a
    繁體中文 page steps through the same record in its own characters (the record generators ``tools/records_*.py``
    write them; a note written by hand in 繁體中文 is kept).

    >>> with_traditional({0: {"en": "Hearts", "zh": "红桃"}, 1: "plain"}, "basics")
    {0: {'en': 'Hearts', 'zh': '红桃', 'zh-hant': '紅心'}, 1: 'plain'}
    """
    return {step: {**note, "zh-hant": note.get("zh-hant") or convert(note["zh"], game)}
            if isinstance(note, Mapping) and "zh" in note else note for step, note in notes.items()}
