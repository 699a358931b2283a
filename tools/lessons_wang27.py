#!/usr/bin/env python
"""Write the 27 Wang lesson notebooks (``lessons/en/wang27/00..08`` and ``lessons/zh/wang27/00..08``), both
languages from one source, then execute them:

    .venv/bin/python tools/lessons_wang27.py            # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/en/wang27/*.ipynb lessons/zh/wang27/*.ipynb

Every number and verdict a lesson shows comes from an executed code cell (the engine), so strict nbval catches
a rule change; quiz answers are engine calls (``X``) where the engine can decide them. Engine texts (refusals,
narrations, sheets) follow the page's language through the ``wang27`` catalog.
"""

from __future__ import annotations

import lessonkit
from lessonkit import B, X, code, md, quiz

from tutor.games.wang27 import LEVELS  # the levels of a match, as the engine has them

GAME = "wang27"
SETUP = '''from IPython.display import HTML
from tutor.view import say
from tutor import replay
from tutor.cards import DECK_54, DECK_108, parse_cards
from tutor.render import hand_svg
from tutor.games import wang27
from tutor.widgets import HandViewer, TrickReplay, ScoreSheetView, Quiz, PlayAlong
from tutor.widgets.wang27 import TrumpOrder, DeclarationTryout, FollowExercise, ScoreCalculator, ladder_html
from tutor.widgets.wang27_lessons import (compare_table, combination_table, declaration_lines, kitty_table,
                                          kitty_rules_table, settle_table)
from tutor.render.glossary import glossary_html

RULES = wang27.Rules.preset()


def auction(calls, dealer="N", rules=RULES):
    """The auction after these calls (the engine refuses a wrong one, with the reason)."""
    b = wang27.Auction(dealer=dealer, rules=rules)
    for seat, bid in calls:
        b.bid(seat, bid)
    return b


def trumps_in(trump):
    """How many trumps the two decks hold when ``trump`` is the trump suit (None: no-trump)."""
    return sum(wang27.is_trump(c, trump) for c in DECK_108)'''

HOUSE = "> **House rule · 各地规则**"

LESSONS: lessonkit.Lessons = {}

# ------------------------------------------------------------------------------------------------ 00
LESSONS["00-two-minutes"] = (
    B("27 Wang in two minutes · 二七王两分钟入门", "二七王两分钟入门 · 27 Wang in two minutes"),
    B("Two decks, trumps that never change, a downward auction, the kitty and levels: what you need to start",
      "两副牌、永远是主的2、7和王、往下叫的叫分、底牌和升级：开始打之前要知道的"),
    [
        md("""# 27 Wang in two minutes · 二七王两分钟入门

**27 Wang** 二七王 ("two, seven, king") is a partnership game from Jiangxi 江西: four players, partners sit
opposite (North–South against East–West). It is played with **two decks and their four jokers**; the last cards
of the deal go face down as the **kitty 底牌**.

The name says what is special: **every 2, every 7 and the jokers 王 are always trumps 主牌**, whatever suit
is trump. Play goes **anticlockwise** (North → West → South → East).""",
           """# 二七王两分钟入门 · 27 Wang in two minutes

**二七王**是江西一带流行的升级类牌戏：四个人打，对家是一伙（南北对东西）。
用**两副牌连同四张王**，发到最后留下几张扣在桌上，叫作**底牌**。

名字就说明了它的特点：**所有的2、所有的7和大小王永远是主牌**，不管哪门花色做主。
出牌按**逆时针**方向轮流（北 → 西 → 南 → 东）。"""),
        code(SETUP),
        code(B('st = wang27.new_hand(seed=1)\n'
               'say(f"The two decks hold {len(DECK_108)} cards. Each player gets {len(st.hands[\'S\'])}, and the '
               'last {len(st.kitty)} are the kitty. The point cards hold {wang27.points_of(DECK_108)} points in all.")',
               'st = wang27.new_hand(seed=1)\n'
               'say(f"两副牌一共{len(DECK_108)}张。每人{len(st.hands[\'S\'])}张，最后{len(st.kitty)}张是底牌。'
               '分牌一共{wang27.points_of(DECK_108)}分。")')),
        md("Your hand as South: jokers, 7s and 2s come first because they are trumps.",
           "下面是南家的一手牌：王、7和2排在最前面，因为它们都是主牌。"),
        code('HandViewer(st, seats=["S"])'),
        md("""## How a hand goes

1. **Declare trump 亮主**: show a 2 (or a joker for no-trump 无主); others may **overturn 反主** with stronger cards.
2. **Bid 叫分**: bids go **down**. The lowest bidder becomes **banker 庄家** and the bid is the **target**:
   the points the other side, the **defenders 闲家**, need.
3. The banker takes the kitty and **buries 扣底** as many cards, then leads.
4. **Tricks** of singles, pairs and **tractors 拖拉机**. The defenders collect the **point cards 分牌**:
   5s count 5, 10s and kings count 10.
5. If the defenders win the **last trick**, they **dig the kitty 抠底**: its points count double or more.
6. Points at or above the target: the defenders win. Otherwise the banker's side wins.
   Winners climb **levels 升级** from 2 to A.

Step through a whole hand played by four practice players (▶). The blue notes point at what matters.""",
           """## 一局牌怎么打

1. **亮主**：亮出一张2定主（亮王就是无主）；别人可以用更大的牌**反主**。
2. **叫分**：分数**往下叫**。叫得最低的人当**庄家**，他叫的分就是**目标分**：另一方**闲家**要拿到这么多分才算赢。
3. 庄家把底牌拿到手里，再**扣底**扣回同样多的牌，然后首出。
4. 一墩一墩地打，可以出单张、对子和**拖拉机**。闲家要抓**分牌**：5算5分，10和K算10分。
5. 闲家如果赢了**最后一墩**，就**抠底**：底牌里的分翻倍甚至翻几倍算给闲家。
6. 闲家得分达到目标分，闲家赢；否则庄家一方赢。赢的一方**升级**，从2一直打到A。

按 ▶ 一步一步看四个练习对手打完的一整局。蓝色的提示会告诉你该注意什么。"""),
        code('demo = replay.load("../../data/wang27/demo_hand.json")'),
        code("TrickReplay(demo)"),
        md("How the hand was counted: the defenders' points against the target, then the levels.",
           "这一局怎么算分：先看闲家得分和目标分，再看升级。"),
        code("ScoreSheetView(wang27.GAME.score_sheets(demo.final))"),
        quiz(B("Which cards are trumps in every hand of 27 Wang?", "二七王里哪些牌每一局都是主牌？"),
             [B("the 2s, the 7s and the jokers", "所有的2、7和大小王"), B("only the jokers", "只有大小王"),
              B("the aces and kings", "A和K")],
             X('next(i for i, cards in enumerate(["S2 H7 D2 C7 BJ LJ", "BJ LJ", "SA SK"]) '
               'if all(wang27.is_trump(c, s) for c in parse_cards(cards) for s in "SHDC"))'),
             B("Every 2, every 7 and both jokers (大王 小王) are trumps whatever the trump suit; the trump suit adds "
               "its other cards.", "所有的2、7和大小王不管哪门做主都是主牌；定下的主花色再把这门的其他牌也变成主牌。"),
             {B("only the jokers", "只有大小王"): B("The jokers are trumps, but so are every 2 and every 7.",
                                                 "王是主牌，但所有的2和7也都是主牌。"),
              B("the aces and kings", "A和K"): B("Aces and kings are ordinary cards of their suit (a king counts "
                                                 "10 points).", "A和K只是本门花色里的普通牌（K算10分）。")}),
        quiz(B("How many points do the point cards of the two decks hold?", "两副牌里的分牌一共多少分？"),
             ["100", "200", "108"],
             X('["100", "200", "108"].index(str(wang27.points_of(DECK_108)))'),
             B(X('f"Eight 5s, eight 10s and eight kings: {wang27.points_of(DECK_108)} points."'),
               X('f"八张5、八张10、八张K，一共{wang27.points_of(DECK_108)}分。"')),
             {"100": B("That is one deck's points; 27 Wang uses two decks.", "那是一副牌的分数；二七王用两副牌。"),
              "108": B("That is the number of cards, not of points.", "那是牌的张数，不是分数。")}),
        quiz(B("The bids were 80, 75, 70 and then three passes. Who is banker?",
               "叫分依次是80、75、70，然后三家都不叫。谁是庄家？"),
             [B("the player who bid 80", "叫80的人"), B("the player who bid 70", "叫70的人")],
             X('[80, 70].index(auction([("N", 80), ("W", 75), ("S", 70), ("E", "pass"), ("N", "pass"), '
               '("W", "pass")]).target)'),
             B("Bids go down: the lowest bidder promises the most and becomes banker; the defenders then need "
               "that many points.", "叫分往下叫：叫得最低的人承诺最多，当庄家；闲家要拿到他叫的分数才赢。"),
             {B("the player who bid 80", "叫80的人"): B("Here the lowest bid wins the auction (lesson 4 says why).",
                                                      "这里是叫得最低的人拿到庄（第4课讲为什么）。")}),
    ])

# ------------------------------------------------------------------------------------------------ 01
LESSONS["01-card-order"] = (
    B("Two decks and the card order · 牌的大小", "牌的大小 · Two decks and the card order"),
    B("The permanent trumps and the full order of the cards, which changes with the trump suit: pick one and see",
      "永远是主牌的几张牌，和随主花色变化的全部大小顺序：选一门做主看一看"),
    [
        md("""# Two decks and the card order · 牌的大小

Every card exists **twice**. Two identical cards are equal: if both are played to one trick, the one
played **first** wins.

**Trumps 主牌** beat every other card. They are, strongest first: the **big joker 大王**, the
**little joker 小王**, the **7 of the trump suit** 主7, the **other 7s** (all equal), the **2 of the trump
suit** 主2, the **other 2s** (all equal), then the rest of the trump suit from A down.
The **side suits 副牌** run from A down too, but they have no 2 and no 7.""",
           """# 牌的大小 · Two decks and the card order

每张牌都有**两张**。两张一模一样的牌一样大：如果在同一墩里都出了，**先出**的赢。

**主牌**比所有副牌都大。从大到小依次是：**大王**、**小王**、**主7**（主花色的7）、**其他三门的7**（一样大）、
**主2**、**其他三门的2**（一样大），然后是主花色的其余牌，从A往下。
**副牌**也是从A往下排，但副牌里没有2和7。"""),
        code(SETUP),
        md("Pick a trump suit (or no-trump 无主) and watch the order change. Equal cards stand side by side.",
           "选一门花色做主（或者无主），看大小顺序怎么变。一样大的牌并排放在一起。"),
        code('TrumpOrder("H")'),
        md("Two cards as singles, the first one led, with ♥ as trump: which one wins?",
           "♥做主时，两张牌各出一张，前一张先出：谁大？"),
        code('HTML(compare_table([("S7", "H2"), ("S7", "C7"), ("H3", "SA"), ("SA", "DA")], trump="H"))'),
        md("""A side-suit card never beats a card of another side suit: it can only follow or be discarded.
How many trumps are there? It depends on the trump suit:""",
           """副牌永远管不住另一门副牌：只能跟牌或者垫牌。主牌一共有多少张？要看哪门做主："""),
        code(B('say(f"With ♥ as trump, {trumps_in(\'H\')} of the {len(DECK_108)} cards are trumps; in a no-trump '
               'hand only the {trumps_in(None)} jokers, 7s and 2s.")',
               'say(f"♥做主时，{len(DECK_108)}张牌里有{trumps_in(\'H\')}张主牌；无主时只有王、7和2，'
               '一共{trumps_in(None)}张。")')),
        quiz(B("Trump is ♥. Which is higher: ♠7 or ♥2?", "♥做主。♠7和♥2哪个大？"),
             ["♠7", "♥2", B("they are equal", "一样大")],
             X('{1: 0, -1: 1, 0: 2}[wang27.compare("S7", "H2", trump="H")]'),
             B("Every 7 ranks above every 2: 大王 > 小王 > ♥7 > other 7s > ♥2 > other 2s.",
               "所有的7都比所有的2大：大王 > 小王 > ♥7 > 其他7 > ♥2 > 其他2。"),
             {"♥2": B("♥2 is the trump-suit 2, but all 7s are above all 2s.", "♥2是主2，但所有的7都比所有的2大。"),
              B("they are equal", "一样大"): B("Only the 7s of the side suits are equal to each other (♠7 = ♦7 = ♣7).",
                                            "只有副牌花色的7彼此一样大（♠7 = ♦7 = ♣7）。")}),
        quiz(B("Trump is ♥. South leads ♠7, then East plays ♣7. Who is winning?",
               "♥做主。南家先出♠7，东家跟♣7。现在谁大？"),
             [B("South", "南家"), B("East", "东家")],
             X('0 if wang27.compare("S7", "C7", trump="H") >= 0 else 1'),
             B("♠7 and ♣7 are equal trumps; among equal cards the one played first wins.",
               "♠7和♣7是一样大的主牌；一样大时先出的赢。"),
             {B("East", "东家"): B("♣7 is not higher than ♠7: they are equal, and South played first.",
                                  "♣7并不比♠7大：两张一样大，南家先出。")}),
        quiz(B("How many different ranks does a side suit have?", "一门副牌有几种点数？"),
             ["13", "11", "12"],
             X('["13", "11", "12"].index(str(sum(1 for g in wang27.order("H") if g[0].suit == "S" '
               'and not wang27.is_trump(g[0], "H"))))'),
             B("A K Q J 10 9 8 6 5 4 3: the 2 and the 7 are always trumps.",
               "A K Q J 10 9 8 6 5 4 3：2和7永远是主牌，不在副牌里。"),
             {"13": B("The 2 and the 7 of every suit are trumps, so they are not in the side suit.",
                      "每门花色的2和7都是主牌，所以副牌里没有它们。"),
              "12": B("Both the 2 and the 7 leave the side suit, not only one of them.",
                      "2和7都不在副牌里，不是只少一种。")}),
    ])

# ------------------------------------------------------------------------------------------------ 02
LESSONS["02-combinations"] = (
    B("Singles, pairs and tractors · 单张 · 对子 · 拖拉机", "单张 · 对子 · 拖拉机 · Singles, pairs and tractors"),
    B("Which sets of cards form a pair or a tractor 拖拉机, and the 6-6-8-8 surprise",
      "哪些牌算对子、哪些算拖拉机，还有6-6-8-8这个意外"),
    [
        md("""# Singles, pairs and tractors · 单张 · 对子 · 拖拉机

A **pair 对子** is two **identical** cards (same suit and rank, or two big jokers, or two little jokers).
♠7 + ♣7 is **not** a pair, even though they are equal trumps.

A **tractor 拖拉机** is two or more pairs of the same suit (all trumps count as one suit) whose ranks are
**next to each other** in the card order of lesson 1.""",
           """# 单张 · 对子 · 拖拉机 · Singles, pairs and tractors

**对子**是两张**一模一样**的牌（花色和点数都相同，或者两张大王、两张小王）。
♠7加♣7**不是**对子，虽然它们是一样大的主牌。

**拖拉机**是同一门（所有主牌算同一门）的两个或更多对子，而且点数在第1课的大小顺序里**紧挨着**。"""),
        code(SETUP),
        md("♥ is trump. Two cards, and what they are:", "♥做主。两张牌，算不算对子："),
        code('HTML(combination_table(["S9 S9", "S7 C7", "BJ BJ", "BJ LJ"], trump="H"))'),
        md("""## The 6-6-8-8 surprise

Side suits have no 7, so **8 comes right after 6**: ♠8♠8♠6♠6 is a tractor. But ♠6♠6♠7♠7 is not:
♠7 is a trump, so it is not in the spade suit at all. And A-A-3-3 is no tractor: the order does not wrap around.""",
           """## 6-6-8-8这个意外

副牌里没有7，所以**8紧挨着6**：♠8♠8♠6♠6是拖拉机。可是♠6♠6♠7♠7不是：
♠7是主牌，根本不算黑桃。A-A-3-3也不是拖拉机：大小顺序不能从A绕回到3。"""),
        code('HTML(combination_table(["S8 S8 S6 S6", "S6 S6 S7 S7", "SA SA SK SK", "SA SA S3 S3"], trump="H"))'),
        md("""## Tractors in the trumps

The trump order makes tractors too: 大王大王-小王小王, 小王小王-♥7♥7, ♥7♥7-♠7♠7 (♥ trump), ♠7♠7-♥2♥2,
♥2♥2-♣2♣2, ♣2♣2-♥A♥A. But two pairs of *equal* cards are not next to each other: ♠7♠7 + ♣7♣7 is no tractor.""",
           """## 主牌里的拖拉机

主牌的大小顺序也能连成拖拉机：大王大王-小王小王、小王小王-♥7♥7、♥7♥7-♠7♠7（♥做主）、♠7♠7-♥2♥2、
♥2♥2-♣2♣2、♣2♣2-♥A♥A。但是两对**一样大**的牌不算紧挨着：♠7♠7加♣7♣7不是拖拉机。"""),
        code('HTML(combination_table(["H7 H7 S7 S7", "S7 S7 C7 C7", "BJ BJ LJ LJ", "D2 D2 HA HA"], trump="H"))'),
        quiz(B("Trump is ♥. Is ♠6♠6♠8♠8 a tractor?", "♥做主。♠6♠6♠8♠8是拖拉机吗？"),
             [B("yes", "是"), B("no", "不是")],
             X('0 if wang27.is_tractor(parse_cards("S6 S6 S8 S8"), trump="H") else 1'),
             B("The 7 is always a trump, so in the spade suit 8 comes right after 6.",
               "7永远是主牌，所以在黑桃里8紧挨着6。"),
             {B("no", "不是"): B("There is no ♠7 in the spade suit (it is a trump), so 6 and 8 are neighbours.",
                               "黑桃里没有♠7（它是主牌），所以6和8是挨着的。")}),
        quiz(B("Trump is ♥. Is ♠7♠7♣7♣7 a tractor?", "♥做主。♠7♠7♣7♣7是拖拉机吗？"),
             [B("yes", "是"), B("no", "不是")],
             X('0 if wang27.is_tractor(parse_cards("S7 S7 C7 C7"), trump="H") else 1'),
             B("♠7 and ♣7 are equal trumps: equal cards are not next to each other.",
               "♠7和♣7是一样大的主牌：一样大的牌不算紧挨着。"),
             {B("yes", "是"): B("They are both trumps, but equal, and a tractor needs ranks one step apart.",
                              "两对都是主牌，但一样大；拖拉机要求两对的大小正好差一级。")}),
        quiz(B("Which of these is a pair?", "下面哪个是对子？"), ["♠7 ♣7", "大王 小王", "♦K ♦K"],
             X('[wang27.is_pair(parse_cards(c), trump="H") for c in ("S7 C7", "BJ LJ", "DK DK")].index(True)'),
             B("A pair is two identical cards; two decks make that possible.", "对子是两张一模一样的牌；用两副牌才会有。"),
             {"♠7 ♣7": B("Equal in rank, but not identical: different suits.", "大小一样，但花色不同，不是同一张牌。"),
              "大王 小王": B("The big and the little joker are different cards (a pair of each would be a tractor).",
                         "大王和小王是两张不同的牌（一对大王加一对小王才是拖拉机）。")}),
    ])

# ------------------------------------------------------------------------------------------------ 03
LESSONS["03-declaring"] = (
    B("Declaring and overturning trump · 亮主和反主", "亮主和反主 · Declaring and overturning trump"),
    B("The declaration ladder as a picture; try a declaration and see whether it stands",
      "亮主的大小顺序一目了然；自己试着亮主，看能不能成立"),
    [
        md("""# Declaring and overturning trump · 亮主和反主

After the deal each player in turn may **show** cards to set the trump suit: one **2** sets its suit;
a **joker** means **no-trump 无主**. Anyone may then **overturn 反主** with something higher on this ladder
(left = weakest). 7s may only overturn, never open. The last declaration standing fixes trump; when everybody
passes in turn, the round is over.""",
           """# 亮主和反主 · Declaring and overturning trump

发完牌后，大家轮流可以**亮**牌定主：亮一张**2**就定这门花色为主；亮**王**就是**无主**。
之后别人可以用下面这个顺序里更大的牌来**反主**（左边最小）。7只能用来反主，不能先亮。
最后留下的那次亮主决定主花色；大家轮流都不亮，亮主就结束了。"""),
        code(SETUP),
        code("HTML(ladder_html())"),
        md("""You may not overturn **yourself**, but you may **reinforce 加固**: show the identical second card
(one ♠2, then the pair ♠2♠2). Some rule texts say a pair of 2s beats a pair of 7s *and* a pair of 7s beats a
pair of 2s; that is a circle, so we follow the ladder above: more cards beat fewer, then 2 < 7 < jokers.

Try it: choose a seat and the cards to show, press **Declare 亮主**. The engine says whether it stands, and if
not, why.""",
           """自己亮的主不能自己**反**，但可以**加固**：再亮一张相同的牌（先亮一张♠2，再亮成一对♠2♠2）。
有的规则写着“对2能反对7”，又写着“对7能反对2”，这样就绕成了一个圈。这里按上面的顺序来：
张数多的大；张数一样时，2 < 7 < 王。

试一试：选一个座位和要亮的牌，按**亮主**。软件会告诉你能不能成立，不能的话为什么。"""),
        code("DeclarationTryout()"),
        md("Four declarations in a row, each one higher on the ladder than the one before:",
           "连续四次亮主，每一次都比前一次大："),
        code('say(*declaration_lines([("N", "S2"), ("W", "H7"), ("S", "D2 D2"), ("E", "C7 C7")]))'),
        md("If nobody declares at all, the banker names trump after picking up the kitty. This hand shows it:",
           "如果一直没有人亮主，就由庄家拿了底牌以后再定主。看这一局："),
        code('quiet = replay.load("../../data/wang27/no_declaration.json")\n'
             'last = next(i for i, a in enumerate(quiet.actions) if a.kind == "trump") + 1\n'
             'say(*(quiet.narration(i) for i in range(1, last + 1)))'),
        quiz(B("North shows ♠2, then West shows ♥7. What is trump?", "北家亮♠2，西家再亮♥7。现在什么是主？"),
             ["♠", "♥", B("no-trump", "无主")],
             X('["S", "H", None].index(wang27.Declaration().declare("N", ["S2"]).declare("W", ["H7"]).trump)'),
             B("One 7 is above one 2 on the ladder, so West's ♥7 overturns: trump ♥.",
               "单7比单2大，西家的♥7反主成功：♥做主。"),
             {"♠": B("♠ stood until West overturned it with a higher declaration.",
                     "♠做主只到西家用更大的牌反主为止。"),
              B("no-trump", "无主"): B("Only jokers make no-trump.", "只有亮王才是无主。")}),
        quiz(B("East holds ♣7♣7 and nobody has declared yet. May East show them?",
               "东家有♣7♣7，还没有人亮主。东家可以亮吗？"),
             [B("yes", "可以"), B("no", "不可以")],
             X('0 if wang27.Declaration().round.problem("E", ["C7", "C7"]) is None else 1'),
             B("7s only overturn a declaration already made; a first declaration must be a 2 or a joker.",
               "7只能用来反别人的主；第一个亮主必须亮2或者王。"),
             {B("yes", "可以"): B("Not as the first declaration: 7s may only overturn.", "不能第一个亮：7只能反主。")}),
        quiz(B("South declared one ♦2. May South now show the little joker?", "南家亮了一张♦2。南家现在可以亮小王吗？"),
             [B("yes", "可以"), B("no, only ♦2 again", "不可以，只能再亮一张♦2")],
             X('0 if wang27.Declaration().declare("S", ["D2"]).round.problem("S", ["LJ"]) is None else 1'),
             B("You may not overturn your own declaration; you may only reinforce it with the identical card.",
               "自己亮的主不能自己反；只能用相同的牌加固。"),
             {B("yes", "可以"): B("That would overturn South's own declaration, which is not allowed.",
                                "那等于南家反自己的主，这是不允许的。")}),
    ])

# ------------------------------------------------------------------------------------------------ 04
LESSONS["04-auction-kitty"] = (
    B("The auction and the kitty · 叫分和底牌", "叫分和底牌 · The auction and the kitty"),
    B("Why bidding goes down, who becomes banker, and burying point cards in the kitty",
      "为什么叫分往下叫，谁当庄家，扣底时要不要扣分"),
    [
        md("""# The auction and the kitty · 叫分和底牌

Starting with the dealer and going anticlockwise, each player **bids** a number or **passes 不叫**. Each bid must
be lower than the one before, and a pass is final. When the other three have passed, the last bidder is
**banker 庄家** and the bid is the **target**: the defenders need that many points to win. A low bid is a bold
promise ("I will keep you below that"). The numbers at this table:""",
           """# 叫分和底牌 · The auction and the kitty

从发牌的人开始，按逆时针方向，每人**叫分**或者**不叫**。每次叫的分都要比前面的低，不叫了就不能再叫。
另外三家都不叫以后，最后叫分的人当**庄家**，他叫的分就是**目标分**：闲家要拿到这么多分才能赢。
叫得低就是承诺大（“我让你们连这么点分都拿不到”）。这一桌的叫分规矩："""),
        code(SETUP),
        code(B('say(f"The first bid is at most {RULES.bid_start}; each later bid is at least {RULES.bid_step} lower; '
               'no bid goes below {RULES.bid_min}.")',
               'say(f"第一口最多叫{RULES.bid_start}分；后面每次至少比前一次低{RULES.bid_step}分；最低叫到{RULES.bid_min}分。")')),
        md("The auction of the demo hand, call by call:", "示范局的叫分，一口一口地看："),
        code('demo = replay.load("../../data/wang27/demo_hand.json")\n'
             'say(*(demo.narration(i) for i, a in enumerate(demo.actions, start=1) if a.kind == "bid"))'),
        md("A bid that is not low enough is refused, with the reason:", "叫得不够低，软件会拒绝，并说明原因："),
        code('try:\n    auction([("N", 80), ("W", 85)])\nexcept ValueError as e:\n    display(say(e))'),
        md(HOUSE + """ Some tables bid **up** instead: the highest bidder is banker. Since a higher target only
> makes the banker's task easier, nobody would ever stop bidding; these lessons use the usual rule, **bids go down**.
> The same calls under both rules:""",
           HOUSE + """ 有的地方叫分**往上叫**，叫得最高的人当庄家。可是目标分越高，庄家越容易完成，
> 大家就会一直叫下去；所以这些课用通常的规则：**叫分往下叫**。同样几口叫分，两种规则的结果对比："""),
        code(B('down = auction([("N", 80), ("W", 75), ("S", "pass"), ("E", "pass"), ("N", "pass")])\n'
               'up = auction([("N", 80), ("W", 85), ("S", "pass"), ("E", "pass"), ("N", "pass")], '
               'rules=RULES.but(bid_direction="up"))\n'
               'say(f"Usual rule (down): 80, 75, then passes: the banker bid {down.target}, so the defenders "\n'
               '    f"need {down.target}.",\n'
               '    f"House rule (up): 80, 85, then passes: the banker bid {up.target}, so the defenders need "\n'
               '    f"{up.target}, an easier task for the banker.")',
               'down = auction([("N", 80), ("W", 75), ("S", "pass"), ("E", "pass"), ("N", "pass")])\n'
               'up = auction([("N", 80), ("W", 85), ("S", "pass"), ("E", "pass"), ("N", "pass")], '
               'rules=RULES.but(bid_direction="up"))\n'
               'say(f"通常规则（往下叫）：80、75，然后都不叫：庄家叫{down.target}分，闲家要拿到{down.target}分。",\n'
               '    f"各地规则（往上叫）：80、85，然后都不叫：庄家叫{up.target}分，闲家要拿到{up.target}分，'
               '庄家反而更轻松。")')),
        md("""## The kitty 底牌

The banker picks up the kitty and **buries 扣底** as many cards. The buried points are safe **unless the
defenders win the last trick**: then they count two, four, eight times or more (lesson 6). So a banker buries
low side cards and only buries points when sure of the last trick. Here is the banker's choice in the demo hand,
and what the buried cards were worth:""",
           """## 底牌

庄家把底牌拿到手里，再**扣底**扣回同样多张。扣下去的分是安全的，**除非闲家赢了最后一墩**：
那样底牌里的分要翻两倍、四倍、八倍甚至更多（第6课）。所以庄家一般扣小的副牌，只有确定能赢最后一墩才敢扣分。
下面是示范局里庄家扣的底，和这些牌值多少分："""),
        code('i = next(i for i, a in enumerate(demo.actions) if a.kind == "bury")\ndisplay(say(demo.narration(i + 1)))\n'
             'HTML(hand_svg(demo.final.buried, step=36))'),
        quiz(B("Bids so far: 80, 70. What may the next player bid?", "前面叫了80、70。下一家可以叫什么？"),
             ["75", B("65 or lower, or pass", "65或更低，或者不叫"), "85"],
             X('1 if auction([("N", 80), ("W", 70)]).allowed()[-1] == 65 else 0'),
             B(X('f"Each bid must be at least {RULES.bid_step} lower than the last one: '
                 '{auction([(\'N\', 80), (\'W\', 70)]).allowed()[-1]}, or lower, or pass."'),
               X('f"每次叫分至少要比上一次低{RULES.bid_step}分：叫'
                 '{auction([(\'N\', 80), (\'W\', 70)]).allowed()[-1]}或更低，或者不叫。"')),
             {"75": B("75 is higher than 70: bids go down.", "75比70高：叫分是往下叫的。"),
              "85": B("Bids go down, never up.", "叫分只能往下叫，不能往上叫。")}),
        quiz(B("Why does a low bid win the auction?", "为什么叫得低的人拿到庄？"),
             [B("the banker promises to hold the defenders to fewer points", "庄家承诺让闲家拿更少的分"),
              B("low bids are cheaper", "叫得低比较省")],
             0,
             B("The bid is the defenders' target: the lower it is, the harder the banker's promise.",
               "叫的分就是闲家的目标分：叫得越低，庄家的承诺越难做到。"),
             {B("low bids are cheaper", "叫得低比较省"): B("A bid costs nothing; it sets the target the defenders must "
                                                       "reach.", "叫分不花什么代价；它定的是闲家要达到的目标分。")}),
        quiz(B("Which cards does a careful banker usually bury?", "稳妥的庄家一般扣什么牌？"),
             [B("low side cards without points", "没有分的小副牌"), B("kings and 10s", "K和10"),
              B("the jokers", "大小王")],
             0,
             B("Points in the kitty are multiplied if the defenders take the last trick, and trumps are needed in play.",
               "闲家要是赢了最后一墩，底牌里的分要翻倍；主牌打牌时还用得着。"),
             {B("kings and 10s", "K和10"): B("Only if you are sure to win the last trick: buried points can be dug "
                                            "and multiplied.", "除非你确定能赢最后一墩：扣下的分可能被抠底翻倍。"),
              B("the jokers", "大小王"): B("The jokers are your strongest trumps: keep them to play.",
                                         "王是你最大的主牌：留着打。")}),
    ])

# ------------------------------------------------------------------------------------------------ 05
LESSONS["05-following"] = (
    B("Following pairs, tractors and throws · 跟牌和甩牌", "跟牌和甩牌 · Following pairs, tractors and throws"),
    B("What you must play when a pair, a tractor or a throw is led; failed throws",
      "首家出对子、拖拉机或甩牌时你必须怎么跟；甩牌失败会怎样"),
    [
        md("""# Following pairs, tractors and throws · 跟牌和甩牌

Play as many cards of the **led suit** (all trumps are one suit) as were led, if you can. Then, in order:

* **pair led**: play a pair of that suit if you have one; otherwise two cards of the suit; otherwise all
  you have of the suit plus other cards;
* **tractor led**: a tractor of the same length if you have one; otherwise as many pairs as you can,
  then singles of the suit, then other cards;
* **no cards of the suit**: anything. But to **win** you must copy the shape in trumps: a trump pair against
  a pair, a trump tractor against a tractor.

Click cards to select them and press **Play selected**. The engine says whether the play is allowed.""",
           """# 跟牌和甩牌 · Following pairs, tractors and throws

首家出几张，你就要尽量跟几张**同一门**的牌（所有主牌算同一门）。然后按这个顺序：

* **首家出对子**：有这门的对子就必须跟对子；没有对子就跟两张这门的牌；这门不够两张，就全跟出来，再补别的牌；
* **首家出拖拉机**：有同样长的拖拉机就必须跟拖拉机；没有就尽量跟对子，再跟这门的单张，最后补别的牌；
* **这门一张都没有**：出什么都行。但是想**赢**，就要用主牌出同样的牌型：对子要用主牌对子毙，拖拉机要用主牌拖拉机毙。

点牌把它选上，再按**出选中的牌**。软件会告诉你这样出行不行。"""),
        code(SETUP),
        md("North leads a pair of queens. You are West:", "北家首出一对Q。你是西家："),
        code('FollowExercise({"N": "SQ SQ", "W": "S9 S9 S3 HA HK D4"}, trump="H", plays=[("N", "SQ SQ")])'),
        md("North leads the tractor ♠8♠8♠6♠6. Your only spades are ♠K♠K ♠5 ♠3:",
           "北家首出拖拉机♠8♠8♠6♠6。你的黑桃只有♠K♠K ♠5 ♠3："),
        code('FollowExercise({"N": "S8 S8 S6 S6", "W": "SK SK S5 S3 H4 H4 D9"}, trump="H", '
             'plays=[("N", "S8 S8 S6 S6")])'),
        md("Same lead, but West has no spades at all. A trump tractor beats it:",
           "同样的首出，但西家一张黑桃也没有。主牌拖拉机就能毙掉它："),
        code('st = wang27.position({"N": "S8 S8 S6 S6", "W": "H5 H5 H4 H4 D3", "S": "S3 S4 S5 S9", '
             '"E": "C3 C4 C5 C6"}, trump="H", plays=[("N", "S8 S8 S6 S6"), ("W", "H5 H5 H4 H4"), '
             '("S", "S3 S4 S5 S9"), ("E", "C3 C4 C5 C6")])\nsay(st.done[-1].winner_reason())'),
        md("""## Throws 甩牌

The leader may lead several units of one suit at once, a **throw**, but only if **no other player can beat
any part of it** in that suit. The engine checks the other three hands. If some part can be beaten, the
throw fails: the cards go back and the leader must lead the **smallest unit of the beaten kind**.""",
           """## 甩牌

首家可以一次出同一门的几组牌，这叫**甩牌**，但前提是**别人在这门里管不住其中任何一组**。
软件会查看另外三家的牌。只要有一组能被管住，甩牌就失败：牌收回去，首家只能出**被管住的那种牌型里最小的一组**。"""),
        code('st = wang27.position({"N": "S9 S8 S8 S4 S4", "E": "SJ D3", "S": "S3 D8", "W": "S5 D9"}, trump="H")\n'
             'after = st.apply(["S9", "S8", "S8", "S4", "S4"])\n'
             'say(wang27.GAME.narrate(st, wang27.Action("play", tuple(after.trick.attempt)), after))'),
        md("A throw that failed in a whole hand (the replay starts at it):", "一整局里失败的一次甩牌（回放从这里开始）："),
        code('thrown = replay.load("../../data/wang27/failed_throw.json")\n'
             'step = next(i for i in range(1, len(thrown) + 1) if thrown.state_at(i).trick is not None '
             'and thrown.state_at(i).trick.attempt)\n'
             'TrickReplay(thrown, start=step)'),
        quiz(B("♠Q♠Q is led. You hold ♠9 ♠9 ♠3 and hearts. What must you play?",
               "首家出♠Q♠Q。你有♠9 ♠9 ♠3和几张红桃。你必须出什么？"),
             ["♠9 ♠9", "♠9 ♠3", B("any two cards", "随便两张")],
             X('0 if [tuple(map(str, a.value)) for a in wang27.position({"N": "SQ SQ", "W": "S9 S9 S3 HA HK"}, '
               'trump="H", plays=[("N", "SQ SQ")]).legal_actions()] == [("S9", "S9")] else 1'),
             B("A pair was led and you hold a pair of that suit: you must play it.",
               "首家出对子，你有这门的对子：必须跟对子。"),
             {"♠9 ♠3": B("You hold a spade pair, so you must play the pair.", "你有黑桃对子，所以必须跟这个对子。"),
              B("any two cards", "随便两张"): B("You still hold spades: you must follow with them.",
                                               "你还有黑桃：必须跟黑桃。")}),
        quiz(B("♠Q♠Q is led and your only spade is ♠3. What do you play?", "首家出♠Q♠Q，你只有一张黑桃♠3。你出什么？"),
             [B("♠3 and any other card", "♠3再加一张别的牌"), B("any two cards", "随便两张"), B("just ♠3", "只出♠3")],
             X('0 if all("S3" in map(str, a.value) and len(a.value) == 2 for a in wang27.position('
               '{"N": "SQ SQ", "W": "S3 HA HK D4"}, trump="H", plays=[("N", "SQ SQ")]).legal_actions()) else 1'),
             B("Play all you have of the suit, then any other card to make two.",
               "这门有几张就先跟几张，再补一张别的牌凑够两张。"),
             {B("any two cards", "随便两张"): B("You hold ♠3, so it must be one of them.", "你有♠3，所以必须出它。"),
              B("just ♠3", "只出♠3"): B("A pair was led: you play two cards.", "首家出的是对子：你要出两张。")}),
        quiz(B("North throws ♠9 + ♠8♠8 + ♠4♠4; East holds ♠J. What is led?",
               "北家甩♠9 + ♠8♠8 + ♠4♠4；东家有♠J。最后出的是什么？"),
             ["♠9", "♠4♠4", B("the whole throw", "整个甩牌")],
             X('{1: 0, 2: 1}.get(len(wang27.position({"N": "S9 S8 S8 S4 S4", "E": "SJ D3", "S": "S3 D8", '
               '"W": "S5 D9"}, trump="H").apply(["S9", "S8", "S8", "S4", "S4"]).trick.plays[0][1]), 2)'),
             B("♠J beats the single ♠9, so the throw fails and the smallest beaten unit, ♠9, is led.",
               "♠J能管住单张♠9，所以甩牌失败，只能出被管住的那种牌型里最小的：♠9。"),
             {"♠4♠4": B("That would be forced if a spade pair could beat ♠4♠4; here a single can be beaten.",
                        "要是有人能用黑桃对子管住♠4♠4，才会被罚出♠4♠4；这里被管住的是单张。"),
              B("the whole throw", "整个甩牌"): B("East's ♠J beats part of it, so it fails.",
                                                 "东家的♠J能管住其中一部分，所以甩牌失败。")}),
    ])

# ------------------------------------------------------------------------------------------------ 06
LESSONS["06-counting"] = (
    B("Counting points, the kitty bonus and levels · 计分 · 抠底 · 升级",
      "计分 · 抠底 · 升级 · Counting points, the kitty bonus and levels"),
    B("The kitty multipliers worked out, who wins the hand, and the level changes; a calculator for teachers",
      "抠底翻倍一张表看清，谁赢这一局，怎么升级；给老师用的计分器"),
    [
        md("""# Counting points, the kitty bonus and levels · 计分 · 抠底 · 升级

The defenders count the 5s (5 points), 10s and kings (10 points) in the tricks they won.
If a defender wins the **last trick**, the kitty's points are added, **multiplied** by the largest unit of the
last trick's lead: the bigger the unit, the bigger the multiplier, and it doubles again if the last trick was won
with trumps. A kitty of ♠K ♠10 ♠5, dug in different ways:""",
           """# 计分 · 抠底 · 升级 · Counting points, the kitty bonus and levels

闲家数自己赢的墩里的分：5算5分，10和K算10分。
如果闲家赢了**最后一墩**，底牌里的分也算给闲家，还要**翻倍**：看最后一墩首出的最大牌型，
牌型越大翻得越多；如果最后一墩是用主牌赢的，再翻一倍。底牌是♠K ♠10 ♠5，用不同的牌抠底："""),
        code(SETUP),
        code('kitty = wang27.points_of(parse_cards("SK S10 S5"))\n'
             'HTML(kitty_table([("SA", False), ("SA SA", False), ("SA SA SK SK", False), '
             '("SA SA SK SK SQ SQ", False), ("SA", True), ("H9 H9", True)], kitty))'),
        md("""Some rule texts write the tractor rule as a power of two with the number of pairs, but their own
examples double once more than that; the table above follows the examples.""",
           """有的规则把拖拉机抠底写成“2的对数次方”，可是它自己举的例子都比这个多翻一倍；上面的表是按例子算的。"""),
        md(HOUSE + """ Tables count the kitty differently. The usual rule is the one used above, and it is the
> first line of the table below. The same last trick, a three-pair tractor not won with trumps, under each rule
> you may meet:""",
           HOUSE + """ 各地抠底的算法不一样。通常的规则就是上面用的这种，也就是下表的第一行。
> 同样的最后一墩，三对拖拉机、不是用主牌赢的，在各种规则下的结果："""),
        code('HTML(kitty_rules_table("SA SA SK SK SQ SQ", False, kitty))'),
        md("""## Who wins, and levels 升级

The defenders' points against the target: at or above it, the defenders win and go up, more for a bigger
margin, and the banker's side drops; below it, the banker's side goes up, more when the defenders took very few
points. Levels run 2 3 … 10 J Q K A; a side already at A that wins a hand wins the match.
Target 80, banker's side at 8, defenders at 5:""",
           """## 谁赢，怎么升级

拿闲家得分和目标分比：达到目标，闲家赢，升级，超出越多升得越多，庄家一方降级；
没达到，庄家一方升级，闲家得分越少升得越多。级别从2、3……10、J、Q、K一直到A；
已经打A的一方再赢一局，整场比赛就赢了。目标80分，庄家一方打8，闲家打5："""),
        code('HTML(settle_table([0, 35, 40, 80, 120, 165], 80, {"banker": "8", "defenders": "5"}))'),
        md("The worked sheet for 120 points against 80:", "闲家120分对目标80分，算分单："),
        code('ScoreSheetView(wang27.settle(120, 80, levels={"banker": "8", "defenders": "5"}).sheet)'),
        md("A calculator for teachers: change any input and the engine counts again.",
           "给老师用的计分器：改任何一项，软件马上重新计算。"),
        code("ScoreCalculator(card_points=60, kitty_points=25, lead='pair', defenders_last=True)"),
        quiz(B("The kitty holds 25 points. A defender wins the last trick with a side-suit pair. The bonus?",
               "底牌有25分。闲家用副牌对子赢了最后一墩。抠底得多少分？"),
             ["50", "100", "200"],
             X('["50", "100", "200"].index(str(25 * wang27.kitty_multiplier(["SA", "SA"], won_with_trump=False, '
               'trump="H")))'),
             B(X('f"A pair multiplies by {wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')}:'
                 ' 25 × {wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')} = '
                 '{25 * wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')}."'),
               X('f"对子抠底翻{wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')}倍：'
                 '25 × {wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')} = '
                 '{25 * wang27.kitty_multiplier([\'SA\', \'SA\'], won_with_trump=False, trump=\'H\')}。"')),
             {"50": B("That is the multiplier of a single.", "那是单张抠底的倍数。"),
              "200": B("That is the multiplier of a trump pair or a two-pair tractor.",
                       "那是主牌对子或两对拖拉机抠底的倍数。")}),
        quiz(B("The last trick was a single led in ♣ and trumped by a defender. The multiplier?",
               "最后一墩首出的是单张♣，闲家用主牌毙了。翻几倍？"),
             ["2", "4", "8"],
             X('["2", "4", "8"].index(str(wang27.kitty_multiplier(["CA"], won_with_trump=True, trump="H")))'),
             B("A single doubles the kitty, and winning with a trump doubles it again.",
               "单张翻一倍，用主牌赢的再翻一倍。"),
             {"2": B("Won with a trump: it doubles again.", "是用主牌赢的：还要再翻一倍。"),
              "8": B("That is a trump pair.", "那是主牌对子的倍数。")}),
        quiz(B("Target 80, the defenders took 35 points. What happens?", "目标80分，闲家拿了35分。结果怎样？"),
             [B("banker's side +2", "庄家一方升2级"), B("banker's side +1", "庄家一方升1级"),
              B("defenders +1", "闲家升1级")],
             X('(lambda r: 2 if r.winner == "defenders" else {2: 0, 1: 1}[r.gain])'
               '(wang27.settle(35, 80, levels={"banker": "2", "defenders": "2"}))'),
             B("The defenders are below the target and also below 40: the banker's side goes up 2 levels.",
               "闲家没到目标分，而且不到40分：庄家一方升2级。"),
             {B("banker's side +1", "庄家一方升1级"): B("+1 is for 40 points or more (still below the target).",
                                                     "闲家拿到40分以上（但没到目标）庄家才只升1级。"),
              B("defenders +1", "闲家升1级"): B("35 is below the target 80: the banker's side wins.",
                                               "35分不到目标80分：庄家一方赢。")}),
    ])

# ------------------------------------------------------------------------------------------------ 07
LESSONS["07-play-a-hand"] = (
    B("Play a hand · 打一局", "打一局 · Play a hand"),
    B("Declare, bid, bury and play a whole hand with three computer players; illegal selections are refused with "
      "the reason", "和三个电脑对手亮主、叫分、扣底、打完一整局；不合规的出牌会被拒绝并说明原因"),
    [
        md("""# Play a hand · 打一局

You are **South**; North is your partner. Use the buttons to **declare** or pass and to **bid** or pass.
If you become banker, select the cards to bury and press *Play selected* (and name trump if nobody
declared). In play, click cards to select them (a pair: click both) and press **Play selected**. A play
that is not allowed is refused with the reason. **Undo** takes your move back; **New deal** deals again.""",
           """# 打一局 · Play a hand

你坐**南家**，北家是你的对家。用按钮**亮主**或不亮、**叫分**或不叫。
如果你当了庄家，选好要扣的牌，按*出选中的牌*扣底（没人亮主的话还要定主）。
打牌时点牌选中（出对子就两张都点），再按**出选中的牌**。不合规的出牌会被拒绝，并告诉你原因。
**↶ 悔牌**收回你刚才的动作；**重新发牌**再来一局。"""),
        code(SETUP),
        code('PlayAlong("wang27", seat="S", seed=7)'),
        quiz(B("A pair of ♦ was led and your play of ♦9 ♣3 was refused: \"you hold ♦5 ♦5: you must play that pair\". "
               "What now?", "首家出了一对♦，你出♦9 ♣3被拒绝了：“你手里有♦5 ♦5：必须跟这个对子”。现在怎么办？"),
             [B("play ♦5 ♦5", "出♦5 ♦5"), B("play any two diamonds", "随便出两张方块"), B("press New deal", "按重新发牌")],
             X('0 if [tuple(map(str, a.value)) for a in wang27.position({"N": "DQ DQ", "W": "D9 D5 D5 C3"}, '
               'trump="H", leader="N", plays=[("N", "DQ DQ")]).legal_actions()] == [("D5", "D5")] else 1'),
             B("When a pair is led and you hold a pair of that suit, you must play a pair.",
               "首家出对子，你有这门的对子，就必须跟对子。"),
             {B("play any two diamonds", "随便出两张方块"): B("Two singles are allowed only when you have no diamond pair.",
                                                         "只有没有方块对子的时候才能跟两张单张。"),
              B("press New deal", "按重新发牌"): B("No need: play the pair.", "不用重来：跟对子就行了。")}),
        quiz(B("You are a defender and your partner is winning the last trick. What should you add?",
               "你是闲家，对家正在赢最后一墩。你应该垫什么？"),
             [B("point cards (5, 10, K)", "分牌（5、10、K）"), B("your biggest trumps", "你最大的主牌")],
             0,
             B("Points in your side's tricks count for you, and the last trick also digs the kitty.",
               "你们赢的墩里的分都算你们的，最后一墩还能抠底。"),
             {B("your biggest trumps", "你最大的主牌"): B("Your partner already wins it: give points instead.",
                                                      "对家已经赢了：该垫分，不该浪费大主。")}),
        md(f"""## Play a match of levels · 打一场升级

Hands are not played alone: each team climbs the levels {LEVELS[0]}, {LEVELS[1]}, … {LEVELS[-1]} (升级), and the
match ends when a team wins a hand at {LEVELS[-1]}. Below, play a match. After each hand the score table gains a
row (banker, target, the defenders' points, who won, the levels after, and why), and **Next hand** deals the
next one (the dealer follows the rules: the banker again if the banker's side won). The coach helps on every
hand: **Show legal cards**, **Hint**, and after the hand **Review my play** — click a costly choice to see that
moment in the replay of the hand, with the better choice and the reason beside it.""",
           f"""## 打一场升级 · Play a match of levels

一副牌不是单独算的：两队从{LEVELS[0]}打起，{LEVELS[1]}、……一直升到{LEVELS[-1]}（升级），哪一队打{LEVELS[-1]}时赢了一副，比赛就结束。
下面打一场。每打完一副，记分表多一行（庄家、目标分、闲家得分、谁赢、打完后的级和原因），按**下一副**接着发牌
（谁发牌按规则定：庄家一方赢了就还是庄家发）。每一副都有教练帮忙：**显示能出的牌**、**提示**，
打完后按**复盘我的打法**——点一步丢分的选择，就在这副牌的回放里看到那一刻，旁边写着更好的选择和原因。"""),
        code('from tutor.widgets.match import MatchAlong\nMatchAlong("wang27", seat="S", seed=7)'),
    ])

# ------------------------------------------------------------------------------------------------ 08
GLOSSARY = [  # English, 中文, cards for the picture, the sentence in English, in Chinese
    ("trump", "主牌", "BJ LJ H7 S7 H2", "Trumps beat every side card; 2s, 7s and jokers always are trumps.",
     "主牌比所有副牌都大；2、7和王永远是主牌。"),
    ("side suit", "副牌", "SA SK SQ", "The cards of the three suits that are not trump (no 2s, no 7s).",
     "不是主花色的三门牌（里面没有2和7）。"),
    ("big joker", "大王", "BJ", "The highest card of all.", "所有牌里最大的一张。"),
    ("little joker", "小王", "LJ", "Second only to the big joker.", "仅次于大王。"),
    ("no-trump", "无主", "BJ", "Declared with a joker: only jokers, 7s and 2s are trumps.",
     "亮王就是无主：只有王、7和2是主牌。"),
    ("declare", "亮主", "S2", "Show a 2 to make its suit trump.", "亮出一张2，定这门花色做主。"),
    ("overturn", "反主", "H7", "Show something higher to change the trump suit.", "亮出更大的牌，把主换掉。"),
    ("reinforce", "加固", "S2 S2", "Show the second identical card so nobody can overturn so easily.",
     "再亮一张相同的牌，让别人更难反主。"),
    ("bid", "叫分", "", "Offer a target; bids go down, and the lowest bidder is banker.",
     "报一个目标分；往下叫，叫得最低的人当庄家。"),
    ("pass", "不叫", "", "Stop bidding for this hand; a pass is final.", "这一局不再叫分；不叫了就不能再叫。"),
    ("banker", "庄家", "", "Won the auction, takes the kitty and leads first.", "叫分叫到的人，拿底牌，先出牌。"),
    ("defenders", "闲家", "", "The other side: they collect points to reach the target.",
     "另一方：要抓分达到目标分。"),
    ("kitty", "底牌", "", "The cards left after the deal, face down.", "发完牌剩下、扣在桌上的几张牌。"),
    ("bury", "扣底", "S3 S4 D3", "The banker puts back as many cards face down.", "庄家把同样多的牌扣回去。"),
    ("kitty dig", "抠底", "SA SA", "The defenders win the last trick: the kitty's points count multiplied.",
     "闲家赢了最后一墩：底牌里的分翻倍算给闲家。"),
    ("point cards", "分牌", "S5 S10 SK", "5s count 5, 10s and kings count 10.", "5算5分，10和K算10分。"),
    ("single", "单张", "SA", "One card.", "一张牌。"),
    ("pair", "对子", "SK SK", "Two identical cards.", "两张一模一样的牌。"),
    ("tractor", "拖拉机", "S8 S8 S6 S6", "Pairs of one suit next to each other in the order.",
     "同一门里大小紧挨着的几个对子。"),
    ("throw", "甩牌", "SA SK SK", "Several units of one suit led at once; it fails if any can be beaten.",
     "一次出同一门的几组牌；只要有一组能被管住就失败。"),
    ("follow", "跟牌", "S9 S9", "Play cards of the suit led, as many as you can.", "尽量出首家那一门的牌。"),
    ("trump in", "将吃", "H5 H5", "Beat a side-suit lead with trumps of the same shape.",
     "用同样牌型的主牌管住副牌。"),
    ("discard", "垫牌", "C3", "A card of another side suit: it never wins.", "出别的副牌：永远赢不了。"),
    ("trick", "墩", "", "One play from each of the four players.", "四家各出一次，叫一墩。"),
    ("target", "目标分", "", "The winning bid: the points the defenders need.", "叫到的分数：闲家要拿到的分。"),
    ("level", "级", "", "Each side's place from 2 up to A; winning a hand moves you up.",
     "每一方从2打到A的进度；赢一局就升级。"),
    ("level up", "升级", "", "Climbing levels after a won hand.", "赢了以后往上升级。"),
    ("no points", "光头", "", "The defenders took nothing: the banker's side climbs most.",
     "闲家一分没拿：庄家一方升得最多。"),
]


def _glossary(lang: str) -> str:
    rows = [(en, zh, cards, s_en if lang == "en" else s_zh) for en, zh, cards, s_en, s_zh in GLOSSARY]
    return "HTML(glossary_html([\n" + "".join(f"    {r!r},\n" for r in rows) + "]))"


LESSONS["08-glossary"] = (
    B("Glossary · 二七王术语表", "二七王术语表 · Glossary"),
    B("The words of 27 Wang in English and Chinese, each with a picture and one sentence",
      "二七王的常用术语，中英对照，每个配一张图和一句话"),
    [
        md("""# Glossary · 二七王术语表

The words Chinese players use at the 27 Wang table, with the English these lessons use for them.""",
           """# 二七王术语表 · Glossary

二七王牌桌上常说的词，和这些课里对应的英文说法。"""),
        code(SETUP),
        code(B(_glossary("en"), _glossary("zh"))),
    ])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
