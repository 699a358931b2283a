#!/usr/bin/env python
"""Write the teachers' lesson (``lessons/en/teach/01``, ``lessons/zh/teach/01``): a teacher's own examples
without code — a form per game (ExampleComposer) and a record file opened from the page (RecordOpener) — both
languages from one source; then execute it:

    .venv/bin/python tools/lessons_teach.py        # or --check: compare with the committed lesson
    .venv/bin/python tools/execute_lessons.py lessons/en/teach/*.ipynb lessons/zh/teach/*.ipynb

Every widget gives the engine's replay and sheets; the page holds no example typed in by hand.
"""

from __future__ import annotations

import lessonkit
from lessonkit import B, code, md

GAME = "teach"

GAMES = (
    ("spades", B("Spades · 黑桃王", "黑桃王 · Spades"),
     B("Type the four hands and the four bids (a number of tricks, or nil); the practice players play the cards.",
       "输入四家的牌和四家的叫牌（墩数或 nil）；练习对手来出牌。")),
    ("gongzhu", B("Gong Zhu · 拱猪", "拱猪 · Gong Zhu"),
     B("Type the four hands; the practice players decide the sales and play the cards.",
       "输入四家的牌；练习对手决定卖牌并出牌。")),
    ("bridge", B("Bridge · 桥牌", "桥牌 · Bridge"),
     B("Type the four hands, the contract and the declarer; the auction reaches that contract and the practice "
       "players play the cards.",
       "输入四家的牌、定约和庄家；叫牌就停在这个定约，练习对手来打牌。")),
    ("wang27", B("27 Wang · 二七王", "二七王 · 27 Wang"),
     B("Type the four hands and the kitty; the practice players declare trumps and play the cards.",
       "输入四家的牌和底牌；练习对手亮主并出牌。")),
)

LESSONS: lessonkit.Lessons = {}

LESSONS["01-your-own-examples"] = (
    B("Your own examples · 自己出例题", "自己出例题 · Your own examples"),
    B("For teachers: a form for each game gives a hand to step through and its score sheet; or open a record file.",
      "给老师：每种牌戏一张表格，填好就得到一手可以一步步看的牌和它的计分表；也可以打开牌谱文件。"),
    [
        md("# Your own examples · 自己出例题\n\n"
           "A class learns best from the hand you have in mind. Fill in a form below and press "
           "**Show this example**: you get the hand to step through and, once it is over, its score sheet. "
           "Every rule is checked as in the lessons; a hand that breaks one is refused, with the reason.\n\n"
           "When the example is about the play, type the play too, trick by trick, card by card (the box under the "
           "hands); whatever you leave out, the practice players play. A card the rules do not allow is refused, "
           "naming the trick and the card.",
           "# 自己出例题 · Your own examples\n\n"
           "学生最容易从老师心里想的那手牌学会。填好下面的表格，按 **显示这个例子**：就得到一手可以一步步看的牌，"
           "打完以后还有计分表。每一条规则都和课程里一样检查；不合规则的牌会被拒绝，并说明原因。\n\n"
           "如果例子讲的是打法，也可以把出牌一墩一墩、一张一张地写上（四家牌下面的那个框）；没写的牌由练习对手来出。"
           "不合规则的牌会被拒绝，并指出是哪一墩、哪一张。"),
        code("from tutor.widgets.compose import ExampleComposer\nfrom tutor.widgets.teacher import RecordOpener"),
        *[cell for game, heading, words in GAMES for cell in (
            md(f"## {heading.en}\n\n{words.en}", f"## {heading.zh}\n\n{words.zh}"),
            code(f'ExampleComposer("{game}")'),
        )],
        md("## A record file · 牌谱文件\n\n"
           "A hand saved by the tutor, or a bridge deal from a PBN or LIN file: open it or paste it here.",
           "## 牌谱文件 · A record file\n\n"
           "教程保存的一手牌，或者 PBN、LIN 格式的桥牌牌谱：打开文件或者贴在这里。"),
        code("RecordOpener()"),
    ],
)


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
