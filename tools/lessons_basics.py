#!/usr/bin/env python
"""Write the Basics lesson notebooks (``lessons/en/basics/01``, ``lessons/zh/basics/01``) from the text below,
both languages from one source; then execute them:

    .venv/bin/python tools/records_basics.py       # the replay record the lesson steps through
    .venv/bin/python tools/lessons_basics.py       # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/en/basics/*.ipynb lessons/zh/basics/*.ipynb

The lesson teaches the one idea every game shares (a trick and who wins it); each winner and each reason it
shows comes from an executed code cell (the engine), so strict nbval catches a rule change.
"""

from __future__ import annotations

import lessonkit
from lessonkit import B, code, md

GAME = "basics"
SETUP = '''from IPython.display import HTML
from tutor.view import say
from tutor import replay
from tutor.cards import deck, parse_cards
from tutor.games import basics
from tutor.render import hand_svg, trick_svg
from tutor.tricks import Trick
from tutor.widgets import HandViewer, PlayAlong, Quiz, TrickReplay


def trick(leader, cards, trump=None):
    """A trick built by the engine: `leader` plays first, then the others clockwise."""
    return Trick.played(leader, cards, trump=trump)'''


def show_trick(name: str, leader: str, cards: str, trump: str | None = None) -> list:
    """Two cells: build and draw a trick (winner outlined), then print the engine's reason (in the page's
    language: the lesson's first cell set it)."""
    args = f"{leader!r}, {cards!r}".replace("'", '"') + (f', trump="{trump}"' if trump else "")
    return [code(f"{name} = trick({args})\nHTML(trick_svg({name}.plays, winner={name}.winner()))"),
            code(f"say({name}.winner_reason())")]


FOUR_ACES = 'parse_cards("SA HA DA CA")'
TITLE = B("What is a trick? · 什么是一墩牌？", "什么是一墩牌？ · What is a trick?")

LESSONS: lessonkit.Lessons = {}

LESSONS["01-what-is-a-trick"] = (
    TITLE,
    B("The deck, leading and following suit, discards and trumps: who wins a trick and why.",
      "一副牌、首出和跟牌、垫牌和将牌：一墩牌谁赢，为什么赢。"),
    [
        md("""# What is a trick? · 什么是一墩牌？

Spades, Gong Zhu 拱猪, Bridge 桥牌 and 27 Wang 二七王 are all **trick-taking games**.
This lesson teaches the one idea they share: how a trick is played and who wins it. It takes about ten minutes.""",
           """# 什么是一墩牌？ · What is a trick?

黑桃王、拱猪、桥牌和二七王都是**打墩的牌戏**：大家轮流出牌，一轮四张牌叫作一墩。
这一课讲它们共同的基础：一墩牌怎么打，谁赢。大约需要十分钟。"""),
        code(SETUP),
        md("""## The deck 一副牌

A deck has 52 cards in four **suits** 花色: spades ♠ 黑桃, hearts ♥ 红桃, diamonds ♦ 方块 and clubs ♣ 梅花.
Each suit has 13 **ranks**, from high to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is the highest card of its suit.
Here are the thirteen spades:""",
           """## 一副牌

一副牌有 52 张，分四种**花色**：黑桃 ♠、红桃 ♥、方块 ♦ 和梅花 ♣。
每种花色 13 张，从大到小是：A K Q J 10 9 8 7 6 5 4 3 2。A 是同花色里最大的牌。
下面是十三张黑桃："""),
        code(B('HTML(hand_svg(deck()[:13], card_width=70, label="the thirteen spades, ace high"))',
               'HTML(hand_svg(deck()[:13], card_width=70, label="十三张黑桃，A 最大"))')),
        md("""Hearts and diamonds are red, spades and clubs are black. If red and black are hard to tell apart,
the **four-colour deck** (below, right) gives every suit its own colour: ♠ black, ♥ red, ♦ blue, ♣ green.""",
           """红桃和方块是红色的，黑桃和梅花是黑色的。如果红黑不好分辨，可以用**四色牌**（下图右边）：
每种花色一种颜色，♠ 黑、♥ 红、♦ 蓝、♣ 绿。"""),
        code(f'HTML(hand_svg({FOUR_ACES}, step=108) + "&emsp;" + hand_svg({FOUR_ACES}, step=108, four_colour=True))'),
        md("27 Wang also uses the two **jokers**: "
           "the big joker 大王 (in colour) and the little joker 小王 (in black).",
           "二七王还要用两张**王**：大王（彩色）和小王（黑色）。"),
        code('HTML(hand_svg(parse_cards("BJ LJ"), step=108))'),
        md("""## A deal 发牌

The cards are shuffled and dealt one by one, so each of the four players, North, East, South and West, gets 13 cards.
North and South are **partners** 搭档, and so are East and West.
*Try it:* choose the seat you sit in. Your own hand is always drawn at the bottom.""",
           """## 发牌

洗好牌后一张一张地发，北家、东家、南家、西家四个人每人 13 张。
北家和南家是**搭档**，东家和西家也是搭档。
*试一试：*选择你坐的位置。你自己的牌总是画在最下面。"""),
        code("HandViewer(basics.new_hand(seed=7))"),
        md("""## Leading and following suit 出牌和跟牌

One player **leads** 出牌: they play any card they like. Then, clockwise, each other player plays one card.
Everyone must **follow suit** 跟牌: play a card of the suit that was led, if they have one.
The four cards together are a **trick** 一墩, and the highest card of the suit led wins it.""",
           """## 首出和跟牌

一个人先**首出**：他想出哪张就出哪张。然后按顺时针方向，其他人各出一张。
每个人都必须**跟牌**：手里有首出的那门花色，就必须出这门花色。
这四张牌合起来叫**一墩**，首出花色里最大的那张牌赢得这一墩。"""),
        *show_trick("t1", "N", "H5 HK H2 HA"),
        md("""## Discarding 垫牌

If you have no card of the suit led, you may play any card. A card of another suit is a **discard** 垫牌,
and a discard never wins the trick, not even an ace.""",
           """## 垫牌

如果你没有首出的那门花色，就可以出任何一张牌。出的别的花色的牌叫**垫牌**。
垫牌永远赢不了这一墩，就算是 A 也不行。"""),
        *show_trick("t2", "E", "D8 DQ CA D3"),
        md("""## Trumps 将牌

Many games name one suit **trumps** 将牌 (in 27 Wang: 主牌). If you cannot follow suit, you may play a trump instead:
any trump beats every card of the other suits, and if several trumps are played, the highest trump wins.
Here spades are trumps:""",
           """## 将牌

很多牌戏会指定一门花色作**将牌**（二七王里叫主牌）。跟不了牌的时候，可以出一张将牌：
任何将牌都比其他花色的牌大；如果有几个人出了将牌，最大的将牌赢。
这里黑桃是将牌："""),
        *show_trick("t3", "S", "CA C4 S2 C9", trump="S"),
        md("""## Who wins a trick? 谁赢这一墩？

1. If any trumps were played, the **highest trump** wins.
2. Otherwise the **highest card of the suit led** wins. Discards never win.

The winner takes the four cards, puts them face down in front of them, and **leads** to the next trick.""",
           """## 谁赢这一墩？

1. 如果有人出了将牌，**最大的将牌**赢。
2. 否则，**首出花色里最大的牌**赢。垫牌永远不赢。

赢的人把这四张牌收走，扣在自己面前，然后**首出**下一墩。"""),
        md("""## Watch a hand 看一副牌

Here is a short hand of four cards each, with spades as trumps. Press ▶ to see each card played:
the line under the buttons says what happened and why, and the blue box adds a teacher's note.""",
           """## 看一副牌

这是一副短牌，每人四张，黑桃是将牌。按 ▶ 一张一张地看：
按钮下面的一行字说明发生了什么、为什么；蓝色的框里是老师的讲解。"""),
        code('TrickReplay(replay.load("../../data/basics/four-tricks.json"))'),
        md("""## Your turn: who wins? 考考你

Three tricks, three questions. Click the player you think wins.""",
           """## 考考你

三墩牌，三道题。点你认为赢的那一家。"""),
        code(B('Quiz.who_wins(trick("W", "S10 SJ S4 S9"), "1. Who wins this trick?")',
               'Quiz.who_wins(trick("W", "S10 SJ S4 S9"), "1. 这一墩谁赢？")')),
        code(B('Quiz.who_wins(trick("E", "C10 CQ H3 CK", trump="H"), "2. Who wins this trick?")',
               'Quiz.who_wins(trick("E", "C10 CQ H3 CK", trump="H"), "2. 这一墩谁赢？")')),
        code(B('Quiz.who_wins(trick("S", "D7 CA D10 D2", trump="S"), "3. Who wins this trick?")',
               'Quiz.who_wins(trick("S", "D7 CA D10 D2", trump="S"), "3. 这一墩谁赢？")')),
        md("""## Play a hand yourself 自己打一副

You are South, the other three seats are played by the computer. Spades are trumps and everyone has five cards.
Click a card to play it: if it is not allowed, the tutor tells you why. **Undo** takes back your last card.""",
           """## 自己打一副

你坐南家，另外三家由电脑来打。黑桃是将牌，每人五张牌。
点一张牌就把它打出去：如果不能出，软件会告诉你为什么。**↶ 悔牌**可以收回你刚出的牌。"""),
        code('PlayAlong("basics", seat="S", seed=1, rules=basics.Rules.preset("whist").but(hand_size=5))'),
        md("""## What you learned 小结

- A trick is one card from each player, in turn, clockwise; the winner leads next.
- You must follow suit if you can; otherwise you discard or play a trump.
- The highest trump wins; with no trump, the highest card of the suit led wins.

Every game in Trick Tutor adds its own rules on top of this: bids in Spades, penalty cards in Gong Zhu,
contracts in Bridge, and pairs and tractors in 27 Wang. Pick one on the home page.""",
           """## 小结

- 一墩牌就是每人按顺时针方向轮流出一张；赢的人首出下一墩。
- 能跟牌就必须跟牌；跟不了就垫牌，或者出将牌。
- 最大的将牌赢；没有人出将牌时，首出花色里最大的牌赢。

Trick Tutor 里的每种牌戏都在这个基础上加了自己的规则：黑桃王要叫墩，拱猪有猪、羊、变压器这些特殊牌，
桥牌要叫定约，二七王有对子和拖拉机。到首页选一种开始学吧。"""),
    ])

# The glossary: (English, 中文, a picture drawn by the engine, one sentence in each language). The picture is
# code evaluated in the lesson (`hand(...)`: cards; `play(...)`: a trick built and judged by the engine).
GLOSSARY = [
    ("suit", "花色", 'hand("SA HA DA CA")',
     "One of the four kinds of card: spades, hearts, diamonds and clubs.",
     "牌的四种花色：黑桃、红桃、方块、梅花。"),
    ("rank", "点数", 'hand("SA SK SQ SJ S10")',
     "How high a card is within its suit: the ace is highest, the two lowest.",
     "一张牌在同花色里的大小：A 最大，2 最小。"),
    ("deal", "发牌", 'hand("SA SK SQ SJ S10", face_down=True)',
     "Giving out all the cards, face down, one at a time.",
     "把牌一张一张扣着分给每个人。"),
    ("lead", "首出", 'play("N", "H5")',
     "The first card of a trick; the leader may play any card.",
     "一墩里出的第一张牌；首出的人想出哪张都可以。"),
    ("follow suit", "跟牌", 'play("N", "H5 HK")',
     "Playing a card of the suit led, which you must do if you can.",
     "出首出的那门花色；只要手里有，就必须跟。"),
    ("trick", "墩", 'play("N", "H5 HK H2 HA")',
     "One card from each player in turn; the best card wins all four.",
     "每人轮流出一张，四张牌为一墩；最大的牌把四张都赢走。"),
    ("discard", "垫牌", 'play("E", "D8 DQ CA D3")',
     "A card of another suit when you cannot follow; it never wins.",
     "跟不了牌时出的别的花色的牌；垫牌永远不赢。"),
    ("trumps", "将牌", 'hand("SA SK S2")',
     "The suit that beats every other suit, in games that have one.",
     "比其他花色都大的那门花色（有将牌的牌戏才有）。"),
    ("to trump", "将吃", 'play("S", "CA C4 S2 C9", trump="S")',
     "Winning a trick of another suit with a trump when you cannot follow.",
     "跟不了牌时用将牌赢下别的花色的一墩。"),
    ("joker", "王", 'hand("BJ LJ")',
     "The big and the little joker, used in 27 Wang.",
     "大王和小王，二七王里要用。"),
]

GLOSSARY_SETUP = '''from IPython.display import HTML
from tutor.cards import parse_cards
from tutor.render import hand_svg, trick_svg
from tutor.render.glossary import glossary_html
from tutor.tricks import Trick


def hand(cards, **options):
    return hand_svg(parse_cards(cards), card_width=44, step=60, **options)


def play(leader, cards, trump=None):
    """A trick built by the engine (complete or not); a complete one outlines its winner."""
    t = Trick.played(leader, cards, trump=trump)
    return trick_svg(t.plays, winner=t.winner() if len(t.plays) == 4 else None, card_width=40)'''


def glossary_cell(lang: str) -> str:
    rows = ",\n    ".join(f"({en!r}, {zh!r}, {pic}, {(s_en if lang == 'en' else s_zh)!r})"
                          for en, zh, pic, s_en, s_zh in GLOSSARY)
    return f"HTML(glossary_html([\n    {rows},\n]))"


LESSONS["02-glossary"] = (
    B("Glossary · 术语表", "术语表 · Glossary"),
    B("The words of every trick-taking game, in English and Chinese, each with a picture.",
      "所有打墩牌戏共用的术语：英文、中文、图示和一句解释。"),
    [
        md("""# Glossary · 术语表

The words every trick-taking game uses, in English and in Chinese as Chinese players say them.
Each picture is drawn by the tutor's engine; a trick shows its winner outlined.""",
           """# 术语表 · Glossary

所有打墩牌戏都会用到的术语，英文和中文对照，中文用的是中国牌友的说法。
每张图都由本软件的引擎画出；完整的一墩会把赢的那张牌框出来。"""),
        code(GLOSSARY_SETUP),
        code(glossary_cell),
    ])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
