#!/usr/bin/env python
"""Write the bridge lesson notebooks (``lessons/{en,zh}/bridge/00..09``, English and 简体中文 from one source)
from the text below; then execute them:

    .venv/bin/python tools/records_bridge.py      # the lesson records (package data; if changed)
    .venv/bin/python tools/lessons_bridge.py      # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/en/bridge/*.ipynb lessons/zh/bridge/*.ipynb

Every number a lesson shows comes from an executed code cell (the engine), so strict nbval catches a rule
change; the prose only says what to look at. Rules preset: ``qq`` (lesson 08: ``practice``).
"""

from __future__ import annotations

import lessonkit
from lessonkit import B, X, code, md, quiz

from tutor.games.bridge.match import BOARDS  # the boards of a match, as the engine has it

GAME = "bridge"
SETUP = ("from IPython.display import HTML\n"
         "from tutor import replay\n"
         "from tutor.games import bridge\n"
         "from tutor.widgets import bridge_lessons as L\n"
         "from tutor.render import hand_svg, trick_svg\n"
         "from tutor.widgets import HandViewer, TrickReplay, ScoreSheetView, Quiz\n"
         "from tutor.widgets.bridge import BiddingBox, ScoreCalculator, HindsightReplay, DeclarerPlay")


LESSONS: lessonkit.Lessons = {}

LESSONS["00-bridge-in-two-minutes"] = (
    B("Bridge in two minutes · 桥牌两分钟入门", "桥牌两分钟入门 · Bridge in two minutes"),
    B("Partners, the auction, the contract, dummy and the score: the whole game at a glance",
      "搭档、叫牌、定约、明手和计分：一眼看懂整个游戏"), [
    md("""
# Bridge in two minutes · 桥牌两分钟入门

**Bridge** is played by **four players in two partnerships**: North–South against East–West. Partners sit
opposite each other. Everyone gets 13 cards. These lessons follow the rules of QQ 桥牌 (QQ bridge), which
are the standard rules of duplicate bridge.""", """
# 桥牌两分钟入门 · Bridge in two minutes

**桥牌**由**四个人分成两对**来打：南北一方对东西一方，同伴面对面坐。每人 13 张牌。这套课程按 QQ桥牌的规则讲，
也就是标准的复式桥牌规则。"""),
    code(SETUP),
    md("Here is a deal. You are South; your partner is North, across the table.",
       "这是一副牌。你坐南家，你的同伴是对面的北家。"),
    code('HandViewer(bridge.new_hand(seed=1))'),
    md("""
## A deal has two parts

1. **The auction 叫牌**: starting with the dealer, players call in turn, clockwise. A bid such as **4♥**
   promises 4 + 6 tricks with hearts as trumps. The last bid is the **contract 定约**.
2. **The play 打牌**: 13 tricks. The side that won the auction tries to make the contract; the other side
   defends. One player of the winning side, the **declarer 庄家**, plays both hands: partner's cards go face
   up on the table as **dummy 明手**.

Then the deal is **scored**: points for making the contract, or points to the defenders when it fails.""", """
## 一副牌分两个阶段

1. **叫牌**：从发牌人开始，按顺时针轮流叫。比如叫 **4♥**，就是承诺以红心为将牌，拿到 4 + 6 墩。最后一个叫品就是**定约**。
2. **打牌**：一共 13 墩。叫到定约的一方要完成定约，另一方防守。定约方中有一人当**庄家**，两手牌都由他来打：
   他同伴的牌摊在桌上，叫**明手**。

最后**计分**：完成定约，定约方得分；定约失败，防守方得分。"""),
    code('L.contract_summary("4H")'),
    md("A whole deal: dummy (North) has just gone down face up after West's opening lead. Press ▶ to see the "
       "tricks, ◀ to go back to the auction.",
       "一副完整的牌：西家首攻之后，明手（北家）刚刚摊牌。按 ▶ 往下看每一墩，按 ◀ 可以退回去看叫牌。"),
    code('TrickReplay(L.record("03-dummy.json"), start=11)'),
    md("## The score\nWhen the last trick is played the engine scores the deal: the duplicate score, and QQ's game "
       "score for each side.",
       "## 计分\n最后一墩打完，这副牌就计分：先算复式分，再算双方的QQ游戏得分。"),
    code('L.result_of("03-dummy.json")'),
    code('L.final_score("03-dummy.json")'),
    quiz(B("A contract of 3NT needs how many tricks?", "3NT 的定约需要拿几墩？"), ["3", "6", "9", "13"], X('str(L.tricks_needed("3NT"))'),
         X('L.contract_summary("3NT")'),
         {"3": B("The number of a bid counts the tricks above the first six (the 'book').",
                 "叫品的数字是在基本的 6 墩之上再加的墩数。"),
          "6": B("Six is the book; the bid adds to it.", "6 墩是基本墩，叫品的数字要加在上面。"),
          "13": B("That would be 7NT, a grand slam.", "那是 7NT，大满贯。")}),
    quiz(B("Who plays dummy's cards?", "明手的牌由谁来出？"),
         [B("dummy", "明手自己"), B("declarer", "庄家"), B("the defenders", "防守方"),
          B("whoever wins the trick", "赢墩的人")], B("declarer", "庄家"),
         B("Declarer plays both hands: their own and dummy's. Dummy never chooses a card.",
           "庄家一个人打两手牌：自己的和明手的。明手自己从不选牌。"),
         {B("dummy", "明手自己"): B("Dummy's cards are played by declarer; dummy only watches.",
                                 "明手的牌由庄家来出，明手只是看着。"),
          B("the defenders", "防守方"): B("The defenders play only their own cards.", "防守方只出自己的牌。"),
          B("whoever wins the trick", "赢墩的人"): B("Winning a trick only decides who leads next.",
                                                  "赢了一墩只决定下一墩由谁先出。")}),
])

LESSONS["01-tricks-with-trumps-and-without"] = (
    B("Tricks with trumps and without · 有将与无将", "有将与无将 · Tricks with trumps and without"),
    B("Follow suit; the highest card of the suit led wins, unless a trump is played",
      "必须跟同花色；首攻花色最大的牌赢，除非有人出了将牌"), [
    md("""
# Tricks with trumps and without · 有将与无将

One player **leads** a card; the others play one card each, clockwise. You **must follow suit** if you can.
The highest card of the suit led wins the trick, **unless** the contract names a trump suit (将牌) and
somebody plays a trump: then the highest trump wins. A card of another suit that is not a trump is a
**discard** (垫牌): it never wins.""", """
# 有将与无将 · Tricks with trumps and without

一家先**出牌**，其他人按顺时针各出一张。有同花色就**必须跟**。首攻花色中最大的牌赢这一墩，**除非**定约指定了**将牌**，
而有人出了将牌：这时最大的将牌赢。既不是首攻花色、也不是将牌的牌叫**垫牌**，垫牌永远赢不了。"""),
    code(SETUP),
    md("Hearts are trumps. West leads ♠A; North follows with ♠2; East has no spades and trumps with ♥2.",
       "红心是将牌。西家首出♠A，北家跟♠2，东家没有黑桃，用♥2将吃。"),
    code('L.trick_picture("W", "SA S2 H2 SK", trump="H")'),
    md("The same cards in **no-trumps** (NT, 无将): East's ♥2 is just a discard.",
       "同样的四张牌，如果是**无将**定约（NT）：东家的♥2只是垫牌。"),
    code('L.trick_picture("W", "SA S2 H2 SK", trump=None)'),
    md("In a real deal the engine tells why each trick is won. Step through the first tricks of 4♥:",
       "在实战中，每一墩为什么赢都会写出来。一步一步看 4♥ 的前几墩："),
    code('TrickReplay(L.record("03-dummy.json"), start=11)'),
    quiz(B("Spades are trumps. North leads ♦K; East plays ♦A; South has no diamonds and plays ♠2; West plays ♦3. "
           "Who wins?", "黑桃是将牌。北家首出♦K，东家出♦A，南家没有方块，出♠2，西家出♦3。谁赢这一墩？"),
         [B("North", "北家"), B("East", "东家"), B("South", "南家"), B("West", "西家")], B("South", "南家"),
         X('L.trick_reason("N", "DK DA S2 D3", trump="S")'),
         {B("East", "东家"): B("♦A is the highest diamond, but South trumped.", "♦A 是最大的方块，但南家将吃了。"),
          B("North", "北家"): B("♦K is beaten by ♦A, and both by the trump.", "♦K 被 ♦A 压住，两张又都被将牌压住。"),
          B("West", "西家"): B("♦3 is the lowest card here.", "♦3 是这墩最小的牌。")}),
    quiz(B("No-trumps. West leads ♣5; North has no clubs and plays ♥A. Does ♥A win the trick?",
           "无将定约。西家首出♣5，北家没有梅花，出了♥A。♥A 能赢这一墩吗？"),
         [B("yes", "能"), B("no", "不能")], B("no", "不能"),
         B("Without trumps only the suit led can win; ♥A is a discard.", "没有将牌时只有首攻花色能赢，♥A 只是垫牌。"),
         {B("yes", "能"): B("In no-trumps a card of another suit never wins, however high.",
                           "无将定约里，别的花色的牌再大也赢不了。")}),
    quiz(B("You hold ♥7 and ♣2. Hearts were led. May you play ♣2?", "你手里有♥7和♣2，首攻的是红心。你能出♣2吗？"),
         [B("yes", "可以"), B("no", "不可以")], B("no", "不可以"),
         X('L.follow_reason("H7 C2", "H", "C2")'),
         {B("yes", "可以"): B("You must follow suit when you can.", "有同花色就必须跟。")}),
])

LESSONS["02-the-auction"] = (
    B("The auction · 叫牌", "叫牌 · The auction"),
    B("The bidding ladder, pass, double, redouble; illegal calls are refused with the reason",
      "叫品的高低、不叫、加倍、再加倍；不合规则的叫品会被拒绝并说明原因"), [
    md("""
# The auction · 叫牌

The dealer calls first, then each player clockwise. A call is **Pass** (不叫), a **bid** (1♣ … 7NT),
**Double X** (加倍) or **Redouble XX** (再加倍).

* Each bid must be **higher** than the last: more tricks, or the same number in a higher strain:
  ♣ < ♦ < ♥ < ♠ < NT.
* **Double** only the last bid, only if an **opponent** made it.
* **Redouble** only after an opponent doubled your side's bid.
* The auction ends after **three passes** in a row following a bid. Four passes at the start: the deal is
  **passed out** and the next board is dealt.""", """
# 叫牌 · The auction

发牌人先叫，然后按顺时针轮流。每次叫牌可以是**不叫**（Pass）、**叫品**（1♣ … 7NT）、**加倍**（X）或**再加倍**（XX）。

* 新叫品必须比前一个**高**：叫更多墩，或者同样墩数叫更高的花色：♣ < ♦ < ♥ < ♠ < NT。
* **加倍**只能加倍最后一个叫品，而且必须是**对方**叫的。
* **再加倍**只能在对方加倍了你方叫品之后。
* 有人叫过之后，**连续三家不叫**，叫牌结束。一开始就四家不叫：这副牌**作废**，发下一副。"""),
    code(SETUP),
    md("The bidding ladder, from the lowest bid to the highest:", "叫品从低到高的阶梯："),
    code('L.ladder_html()'),
    md("""
## Try it: a bidding box

You make every call in turn (North first: North is the dealer). Try an **illegal** call, for example 1♥
after 1♠, or a double of your partner's bid: the box refuses it and says why.""", """
## 动手试试：叫牌盒

四家的叫牌都由你来做（北家是发牌人，先叫）。试一个**不合规则**的叫品，比如在 1♠ 之后叫 1♥，或者加倍同伴的叫品：
叫牌盒会拒绝，并告诉你原因。"""),
    code('BiddingBox(dealer="N")'),
    md("This auction ended in 4♥:", "下面这轮叫牌最后停在 4♥："),
    code('L.auction_table("N", "1C P 1H P 2H P 4H P P P")'),
    quiz(B("North opened 1♠. East wants to bid hearts. Which is the lowest heart bid East may make?",
           "北家开叫 1♠。东家想叫红心，他能叫的最低红心叫品是哪个？"),
         ["1♥", "2♥", "1NT"], "2♥", X('L.refusal("N", "1S", "1H")'),
         {"1♥": B("1♥ is lower than 1♠ (hearts rank below spades).", "1♥ 比 1♠ 低（红心排在黑桃下面）。"),
          "1NT": B("1NT is legal, but it is not a heart bid.", "1NT 可以叫，但它不是红心叫品。")}),
    quiz(B("North bid 1♥, East passed. May South double?", "北家叫 1♥，东家不叫。南家可以加倍吗？"),
         [B("yes", "可以"), B("no", "不可以")], B("no", "不可以"), X('L.refusal("N", "1H P", "X")'),
         {B("yes", "可以"): B("You can only double an opponent's bid.", "只能加倍对方的叫品。")}),
    quiz(B("How does an auction end after some bids?", "有人叫过之后，叫牌怎样结束？"),
         [B("after one pass", "一家不叫"), B("after three passes in a row", "连续三家不叫"),
          B("after four passes in a row", "连续四家不叫")], B("after three passes in a row", "连续三家不叫"),
         B("Three passes after a bid end the auction; four passes only at the start (a pass-out).",
           "有人叫过之后连续三家不叫就结束；四家不叫只会出现在一开始（这副牌作废）。"),
         {B("after one pass", "一家不叫"): B("One pass only means that player does not bid now.",
                                         "一家不叫只表示他这一轮不叫。"),
          B("after four passes in a row", "连续四家不叫"): B("Four passes happen only when nobody bids at all.",
                                                       "只有谁都没叫牌时才会四家不叫。")}),
])

LESSONS["03-contract-declarer-dummy"] = (
    B("Contract, declarer and dummy · 定约、庄家和明手", "定约、庄家和明手 · Contract, declarer and dummy"),
    B("Who declares, who leads, and dummy going down after the opening lead", "谁当庄家、谁首攻、首攻后明手摊牌"), [
    md("""
# Contract, declarer and dummy · 定约、庄家和明手

The **last bid** becomes the contract, doubled or redoubled if the auction says so. The **declarer** is the
player of the winning side who **first named the contract's strain**: not always the one who bid last!
The player on declarer's **left** makes the **opening lead** (首攻); then **dummy** (declarer's partner) puts
all 13 cards face up, and declarer plays them.""", """
# 定约、庄家和明手 · Contract, declarer and dummy

**最后一个叫品**就是定约（叫牌中有加倍、再加倍的话也带上）。**庄家**是定约方中**最先叫出定约花色**的那个人，
不一定是最后叫的人！庄家的**下家**（左手）**首攻**；首攻之后，**明手**（庄家的同伴）把 13 张牌全部摊开，由庄家来打。"""),
    code(SETUP),
    code('L.auction_table("N", "1C P 1H P 2H P 4H P P P")'),
    md("South bid 4♥ last, but let the engine decide who declares:", "最后叫 4♥ 的是南家，不过谁当庄家还要看规则："),
    code('L.outcome("N", "1C P 1H P 2H P 4H P P P")'),
    md("""
Step through the deal. At step 10 the auction is over; at step 11 West leads and **dummy (North) comes
down face up**. From then on South plays North's cards too.""", """
一步一步看这副牌。第 10 步叫牌结束；第 11 步西家首攻，**明手（北家）摊牌**。从这以后北家的牌也由南家来出。"""),
    code('TrickReplay(L.record("03-dummy.json"), start=10)'),
    md("On dummy's turn a card must come from dummy's hand, and dummy must follow suit too:",
       "轮到明手时，必须从明手的牌里出，而且明手有同花色也必须跟："),
    code('L.dummy_follow_reason()'),
    quiz(B("North opens 1♠, South bids 2♥, North bids 4♥, everyone passes. Who is declarer?",
           "北家开叫 1♠，南家叫 2♥，北家叫 4♥，其余都不叫。谁是庄家？"),
         [B("North", "北家"), B("South", "南家")], B("South", "南家"), X('L.outcome("N", "1S P 2H P 4H P P P")'),
         {B("North", "北家"): B("North bid 4♥ last, but South named hearts first for the side.",
                              "4♥ 是北家最后叫的，但这一方最先叫红心的是南家。")}),
    quiz(B("South is declarer. Who makes the opening lead?", "南家是庄家。谁首攻？"),
         [B("North", "北家"), B("East", "东家"), B("West", "西家")], B("West", "西家"),
         B("The player on declarer's left leads: West, when South declares.", "庄家的下家首攻：南家当庄时是西家。"),
         {B("North", "北家"): B("North is dummy and never leads to the first trick.", "北家是明手，第一墩不会由他先出。"),
          B("East", "东家"): B("East plays third to the first trick (after dummy).", "第一墩东家是第三个出牌（在明手之后）。")}),
    quiz(B("When does dummy's hand go face up?", "明手什么时候摊牌？"),
         [B("before the auction", "叫牌之前"), B("right after the auction", "叫牌刚结束"),
          B("after the opening lead", "首攻之后")], B("after the opening lead", "首攻之后"),
         B("The opening lead is made first, without seeing dummy; then dummy goes down.",
           "首攻的人看不到明手就要出牌；首攻之后明手才摊牌。"),
         {B("before the auction", "叫牌之前"): B("Nobody sees anyone else's cards in the auction.",
                                             "叫牌时谁也看不到别人的牌。"),
          B("right after the auction", "叫牌刚结束"): B("The opening leader chooses a card before seeing dummy.",
                                                    "首攻的人要在看到明手之前选牌。")}),
])

LESSONS["04-scoring-made-contracts"] = (
    B("Scoring made contracts · 完成定约的计分", "完成定约的计分 · Scoring made contracts"),
    B("Trick score, part-score and game, slams; a calculator for teachers", "墩分、部分定约和成局、满贯；给老师用的计分器"), [
    md("""
# Scoring made contracts · 完成定约的计分

* **Trick score** (墩分) for the tricks **bid** (over six): ♣ ♦ 20 each; ♥ ♠ 30 each; NT 40 for the first,
  30 for each further one.
* Trick score **100 or more = game** (成局): a game bonus, bigger when vulnerable (有局) than not (无局).
  Less = **part-score** (部分定约), with a small bonus.
* **Slams** (满贯) must be bid: a small slam (6-level) and a grand slam (7-level) add a big bonus.
* **Overtricks** (超墩): the trick value each.

The sheets below show every bonus with its value.""", """
# 完成定约的计分 · Scoring made contracts

* **墩分**只算**叫到**的墩（6 墩之上）：♣ ♦ 每墩 20；♥ ♠ 每墩 30；无将第一墩 40，以后每墩 30。
* 墩分**满 100 分就是成局**：有成局奖分，有局比无局多。不满 100 分是**部分定约**，奖分很少。
* **满贯**必须叫到才算：小满贯（6 阶）和大满贯（7 阶）都有很高的奖分。
* **超墩**：每墩按墩分计。

下面的计分表把每一项奖分都列出来了。"""),
    code(SETUP),
    md("4♠ made exactly, not vulnerable:", "4♠ 正好完成，无局："),
    code('ScoreSheetView(bridge.score("4S", vulnerable=False, tricks=10))'),
    md("3NT made with one overtrick, vulnerable:", "3NT 超一墩完成，有局："),
    code('ScoreSheetView(bridge.score("3NT", vulnerable=True, tricks=10))'),
    md("A small slam, 6♥, not vulnerable, and 4♠ with 12 tricks (the slam was not bid):",
       "无局时叫到并做成小满贯 6♥，和只叫了 4♠ 却拿了 12 墩（满贯没叫到）对比："),
    code(B('ScoreSheetView({"6♥ bid, 12 tricks": bridge.score("6H", vulnerable=False, tricks=12), '
           '"4♠ bid, 12 tricks": bridge.score("4S", vulnerable=False, tricks=12)})',
           'ScoreSheetView({"叫 6♥，拿 12 墩": bridge.score("6H", vulnerable=False, tricks=12), '
           '"叫 4♠，拿 12 墩": bridge.score("4S", vulnerable=False, tricks=12)})')),
    md("## A calculator for teachers\nChoose a contract, the vulnerability and the tricks: the sheet explains "
       "every line.", "## 给老师用的计分器\n选定约、局况和墩数，计分表会逐项说明。"),
    code('ScoreCalculator("4S", vulnerable=False, tricks=10)'),
    quiz(B("Is 4♣ made exactly a game?", "4♣ 正好完成算成局吗？"), [B("yes", "算"), B("no", "不算")],
         B(X('"yes" if L.is_game("4C") else "no"'), X('"算" if L.is_game("4C") else "不算"')),
         X('L.sheet_text("4C", False, 10)'),
         {B("yes", "算"): X('L.sheet_text("4C", False, 10)')}),
    quiz(B("What does 3NT made exactly score, vulnerable?", "有局时 3NT 正好完成得多少分？"), ["400", "600", "630"], X('str(L.total("3NT", True, 9))'),
         X('L.sheet_text("3NT", True, 9)'),
         {"400": X('L.sheet_text("3NT", False, 9)'),
          "630": X('L.sheet_text("3NT", True, 10)')}),
])

LESSONS["05-doubles-overtricks-undertricks"] = (
    B("Doubles, overtricks and undertricks · 加倍、超墩和宕墩", "加倍、超墩和宕墩 · Doubles, overtricks and undertricks"),
    B("Worked examples from the scoring tables", "按计分表算出的实例"), [
    md("""
# Doubles, overtricks and undertricks · 加倍、超墩和宕墩

A double multiplies the trick score by 2, a redouble by 4, so a doubled part-score can become a game.
Making a doubled or redoubled contract adds a bonus for making it; doubled overtricks are worth much more
than the trick value.

When declarer **fails** (宕), the defenders score for each **undertrick** (宕墩), more when doubled, more still
when vulnerable.""", """
# 加倍、超墩和宕墩 · Doubles, overtricks and undertricks

加倍后墩分乘 2，再加倍乘 4，所以加倍的部分定约也可能变成成局。做成加倍或再加倍的定约另有奖分；加倍后的超墩也比平时值钱得多。

庄家没完成定约叫**宕**，每差一墩是一个**宕墩**，罚分归防守方：加倍了罚得更多，有局时更多。"""),
    code(SETUP),
    md("2♠ doubled, made: the doubled trick score reaches 100, so it is a game:",
       "2♠ 加倍完成：加倍后的墩分过了 100，所以成局："),
    code('ScoreSheetView(bridge.score("2SX", vulnerable=False, tricks=8))'),
    md("2♣ doubled, made: still a part-score:", "2♣ 加倍完成：仍然是部分定约："),
    code('ScoreSheetView(bridge.score("2CX", vulnerable=False, tricks=8))'),
    md("The undertrick table (points to the defenders):", "宕墩罚分表（防守方得分）："),
    code('L.undertrick_table()'),
    md("4♠ doubled, not vulnerable, down 4: each undertrick on its own line:", "4♠ 加倍，无局，宕 4：每个宕墩分行列出："),
    code('ScoreSheetView(bridge.score("4SX", vulnerable=False, tricks=6))'),
    md("Try some yourself: set doubled or redoubled and move the tricks.", "自己试试：选加倍或再加倍，再改墩数。"),
    code('ScoreCalculator("4SX", vulnerable=False, tricks=7)'),
    quiz(B("4♠ doubled, not vulnerable, goes down 3. How many points do the defenders get?",
           "4♠ 加倍，无局，宕 3。防守方得多少分？"),
         ["300", "500", "600"], X('str(-L.total("4SX", False, 7))'), X('L.sheet_text("4SX", False, 7)'),
         {"300": X('L.sheet_text("4S", True, 7)'),
          "600": X('L.sheet_text("4SX", True, 8)')}),
    quiz(B("Is 2♠ doubled and made a game?", "2♠ 加倍完成算成局吗？"), [B("yes", "算"), B("no", "不算")],
         B(X('"yes" if L.is_game("2SX") else "no"'), X('"算" if L.is_game("2SX") else "不算"')),
         X('L.sheet_text("2SX", False, 8)'),
         {B("no", "不算"): X('L.sheet_text("2SX", False, 8)')}),
])

LESSONS["06-boards-imps-qq-score"] = (
    B("Boards, IMPs and QQ's game score · 牌套、IMP 和QQ游戏得分", "牌套、IMP 和QQ游戏得分 · Boards, IMPs and QQ's game score"),
    B("How QQ turns a score into IMPs, a game score and a title", "QQ桥牌怎样把分数换成 IMP、游戏得分和等级"), [
    md("""
# Boards, IMPs and QQ's game score · 牌套、IMP 和QQ游戏得分

Every deal is a numbered **board** (牌套). The board number fixes the **dealer** and who is **vulnerable**
(局况; the chart repeats every 16 boards). A passed-out deal moves on to the next board.""", """
# 牌套、IMP 和QQ游戏得分 · Boards, IMPs and QQ's game score

每副牌都有一个**牌号**。牌号决定**发牌人**和**局况**（每 16 副一个循环）。四家都不叫的牌作废，接着打下一副。"""),
    code(SETUP),
    code('L.board_table()'),
    md("""
## IMPs

A score is converted to **International Match Points** with the WBF table; big swings are squeezed so one
deal cannot decide everything.""", """
## IMP（国际比赛分）

分数按世界桥联的换算表折合成 **IMP**；分差越大压缩得越厉害，一副牌不能决定一切。"""),
    code('L.imp_examples([50, 140, 420, 620, 1430, 2210])'),
    md("""
## QQ's game score

On QQ the side that scored gets **IMP(score) + 20 − its high-card points** (A 4, K 3, Q 2, J 1: 大牌点);
the other side gets the negative. Making a game with few points is rewarded; a part-score with many points
can even lose rating. For example, 4♠ made (+420) with 25 high-card points:""", """
## QQ游戏得分

在QQ桥牌上，得分的一方得到 **IMP(分数) + 20 − 本方大牌点**（A 4、K 3、Q 2、J 1），另一方得相反数。
大牌点少却做成了局，得分就高；大牌点多却只打了个部分定约，甚至会扣分。比如用 25 个大牌点做成 4♠（+420）："""),
    code('ScoreSheetView(L.qq_sheets(420, ns_hcp=25))'),
    md("## Titles\nPoints add up over games; the ladder of titles:", "## 等级\n积分一局一局累积，等级如下："),
    code('L.title_table()'),
    md("Leaving a game early (逃跑) costs the leaver points; the other three are compensated:",
       "中途逃跑要扣分，其余三家各得补偿："),
    code('L.leaver_table("E")'),
    quiz(B("Which board has East as dealer and North–South vulnerable?", "哪一副牌是东家发牌、南北有局？"),
         [B("board 1", "第1副牌"), B("board 2", "第2副牌"), B("board 3", "第3副牌")],
         B("board 2", "第2副牌"), X('L.board_text(2)'),
         {B("board 1", "第1副牌"): X('L.board_text(1)'), B("board 3", "第3副牌"): X('L.board_text(3)')}),
    quiz(B("North–South make 4♠ (+420) holding 25 high-card points. What is their QQ game score?",
           "南北持 25 个大牌点做成 4♠（+420）。他们的QQ游戏得分是多少？"),
         ["+4", "+9", "+29"], X('L.qq_score(420, ns_hcp=25)'), X('L.qq_text(420, ns_hcp=25)'),
         {"+9": B("9 is only the IMP; add 20 and subtract the side's high-card points.",
                  "9 只是 IMP，还要加 20、再减去本方的大牌点。"),
          "+29": B("Do not forget to subtract the side's high-card points.", "别忘了减去本方的大牌点。")}),
    quiz(B("How many points does the first title, 梅花初级大师, need?", "第一个等级“梅花初级大师”需要多少积分？"),
         ["10", "20", "100"], X("str(L.title_points(1))"), B(
             "Level 1 needs the fewest points of the ladder; below it there is no title.",
             "第 1 级是积分最少的一级，再往下就没有等级了。"),
         {"20": B("20 points give level 2, 方块初级大师.", "20 分是第 2 级，方块初级大师。"),
          "100": B("100 points give level 4, 黑桃初级大师.", "100 分是第 4 级，黑桃初级大师。")}),
])

LESSONS["07-replay-a-classic-deal"] = (
    B("Replay a classic deal: the hold-up · 经典牌例：忍让", "经典牌例：忍让 · Replay a classic deal: the hold-up"),
    B("A hold-up deal with a double-dummy hindsight column for every card", "一副忍让的牌，每张牌旁边都有双明手分析"), [
    md("""
# Replay a classic deal: the hold-up · 经典牌例：忍让

Deals are shared as **PBN** files (Portable Bridge Notation; BBO uses **LIN**). This one is read from
`07-holdup.pbn`. Beside the table, the **double-dummy column** shows, for every card that may be played
next, how many tricks declarer ends with if everyone plays perfectly afterwards (all hands visible:
"double dummy", 双明手). A card marked *costs 1* gives away a trick.""", """
# 经典牌例：忍让 · Replay a classic deal: the hold-up

牌例通常用 **PBN** 文件交换（BBO 用 **LIN**）。这一副读自 `07-holdup.pbn`。牌桌旁边的**双明手**一栏列出下一步每张能出的牌：
假如之后大家都看着四手牌打得最好，庄家最终能拿几墩。标着“丢1墩”的牌会送掉一墩。"""),
    code(SETUP),
    code('rp = L.pbn_replay("07-holdup.pbn"); L.contract_and_declarer(rp)'),
    md("Step to **9** (West has led ♠K, dummy and East have followed): South's choice decides the contract.",
       "走到第 **9** 步（西家首攻♠K，明手和东家都跟了）：南家这一张决定定约的成败。"),
    code('HindsightReplay(rp, hindsight=L.hindsight("07-holdup.hindsight.json"), start=9)'),
    md("The double-dummy table of the whole deal: tricks for each declarer in each strain.",
       "整副牌的双明手表：每一家在每种花色当庄能拿几墩。"),
    code('L.dd_table_html("07-holdup.hindsight.json")'),
    md("The **par** result: what both sides score if they also bid perfectly.",
       "**标准结果**（par）：双方叫牌也都完美时的得分。"),
    code('L.par_text("07-holdup.hindsight.json")'),
    quiz(B("West leads ♠K against 3NT. Which card keeps South's contract?", "西家对 3NT 首攻♠K。南家出哪张才能保住定约？"),
         ["♠A", "♠2"], "♠2",
         X('L.hindsight_text("07-holdup.hindsight.json", 9)'),
         {"♠A": B("Winning at once leaves East a spade to return when East gets in with ♦A.",
                  "马上拿下，东家用♦A上手后还有黑桃可以回给同伴。")}),
    quiz(B("What does 'double dummy' mean?", "“双明手”是什么意思？"),
         [B("every player sees all four hands", "每家都看得到四手牌"), B("declarer sees dummy", "庄家看得到明手"),
          B("the contract is doubled twice", "定约被加倍了两次")],
         B("every player sees all four hands", "每家都看得到四手牌"),
         B("A double-dummy analysis assumes perfect play with all 52 cards visible: a hindsight measure.",
           "双明手分析假设 52 张牌全部可见、大家都打得完美：这是事后诸葛亮式的衡量。"),
         {B("declarer sees dummy", "庄家看得到明手"): B("Everyone sees dummy; double dummy means all four hands.",
                                                   "人人都看得到明手；双明手是指四手牌全可见。"),
          B("the contract is doubled twice", "定约被加倍了两次"): B(
              "That would be a redouble, which has nothing to do with it.", "那是再加倍，和这个无关。")}),
])

LESSONS["08-play-as-declarer"] = (
    B("Play a hand as declarer · 当一回庄家", "当一回庄家 · Play a hand as declarer"),
    B("Play both your hand and dummy against double-dummy defenders; undo and claim",
      "对抗双明手防守，同时打自己和明手的牌；可以悔牌、可以摊牌"), [
    md("""
# Play a hand as declarer · 当一回庄家

You are **South**, the declarer (庄家); North is your dummy (明手). After the opening lead dummy lies **face
up at North's place** on the table. The hand under the table is **the hand whose turn it is**: "your hand
(South)", or "dummy (North)" when it is dummy's turn — you play dummy's cards too. The defenders play the
**double-dummy best card** (they can see all the cards!), so a careless line really fails. Use **Undo** to
try another line, and **Claim** when the rest is yours: the defenders accept only if best defence cannot
stop you.""", """
# 当一回庄家 · Play a hand as declarer

你坐**南家**，是庄家；北家是你的明手。首攻之后明手的牌**摊在北家的位置**。牌桌下方那手可以点的牌，是**当前该出牌的那手**：
“你的牌（南家）”，或者轮到明手时的“明手（北家）”——明手的牌也由你来出。防守方每次都出**双明手最佳的牌**（他们看得见所有的牌！），
所以打得马虎真的会宕。可以用**悔牌**换一种打法；剩下的墩都是你的时候按**摊牌**：只有在最好的防守也拦不住你时，防守方才会同意。"""),
    code(SETUP),
    code('DeclarerPlay(seed=0)'),
    md("Each new deal gives South a contract chosen by a plain rule of thumb (the pair's points and fits).",
       "每换一副牌，南家的定约都按一个简单的经验法则选出（看本方大牌点和配合）。"),
    quiz(B("It is dummy's turn and you try to play a card from your own hand (South). What happens?",
           "轮到明手出牌，你却想出自己（南家）手里的牌。会怎样？"),
         [B("it is played", "照样出了"), B("it is refused", "会被拒绝"), B("dummy plays its lowest card", "明手自动出最小的牌")],
         B("it is refused", "会被拒绝"),
         X('L.wrong_hand_reason()'),
         {B("it is played", "照样出了"): B("Each card comes from the hand whose turn it is.", "每张牌都要从该出牌的那手里出。"),
          B("dummy plays its lowest card", "明手自动出最小的牌"): B("Dummy never plays by itself: declarer chooses.",
                                                             "明手从不自己出牌，都由庄家来选。")}),
    quiz(B("You claim all the remaining tricks, but a defender can still win one with best play. What happens?",
           "你摊牌声明剩下的墩全拿，但防守方打得最好时还能拿一墩。会怎样？"),
         [B("the claim is accepted", "摊牌被接受"), B("the defenders refuse and play goes on", "防守方不同意，继续打")],
         B("the defenders refuse and play goes on", "防守方不同意，继续打"),
         B("A claim is accepted only when it is certain; otherwise the cards are played out.",
           "只有稳拿的摊牌才会被接受；否则就接着打下去。"),
         {B("the claim is accepted", "摊牌被接受"): B("The practice defenders check the claim double dummy first.",
                                                   "练习里的防守方会先用双明手分析核对你的摊牌。")}),
    md(f"""
## Play a short match · 打一场小比赛

Now bid and play {BOARDS} boards as in a team match, scored in IMPs. Each deal is also played at an **other
table** by four practice bots with the very same cards; each board, your side's score is compared with the
score their pair in your seats made, and the difference becomes IMPs (lesson 06). So luck of the cards cancels
out: the IMPs show how much better (or worse) your table did than the bots would have with your cards. After
each board the score table gains a row (both contracts, both scores, the IMPs and why); **Next hand** deals
the next board. When you are declarer you play dummy's cards on dummy's turn. The coach helps on every board:
**Show legal cards**, **Hint**, and **Review my play** — click a costly choice to see it in the replay.""", f"""
## 打一场小比赛 · Play a short match

现在像队式赛那样叫牌、打{BOARDS}副牌，用 IMP 记分。每副牌在**另一桌**也由四个陪练机器人用完全相同的牌打一遍；每一副都把你这一方的得分
和另一桌坐同样位置的一对的得分相比，差额换算成 IMP（第 06 课）。这样牌好牌坏的运气就抵消了：IMP 显示的是，同样的牌，你这一桌比机器人多（或少）打了多少。
每打完一副，记分表多一行（两桌的定约、两桌的得分、IMP 和原因）；按**下一副**发下一副牌。你当庄家时，轮到明手就由你出明手的牌。
每一副都有教练帮忙：**显示能出的牌**、**提示**和**复盘我的打法**——点一步丢分的选择，就在回放里看那一刻。"""),
    code('from tutor.widgets.match import MatchAlong\nMatchAlong("bridge", seat="S", seed=1)'),
])

GLOSSARY = [
    ("trick", "墩", "SA S2 S7 SK", B("One card from each player; the best card takes the trick.",
                                      "每家出一张牌为一墩，最大的牌赢这一墩。")),
    ("follow suit", "跟牌", "H7 H2", B("Play a card of the suit led when you have one.", "有首攻的花色就必须出这门花色。")),
    ("discard", "垫牌", "C3", B("A card of another suit, not a trump: it never wins.", "出别的花色又不是将牌，叫垫牌，赢不了。")),
    ("trumps", "将牌", "H2", B("The suit the contract names; any trump beats the other suits.",
                               "定约指定的花色；任何将牌都比别的花色大。")),
    ("no-trumps", "无将", "", B("A contract without trumps: only the suit led can win.", "没有将牌的定约，只有首攻花色能赢。")),
    ("ruff", "将吃", "S2", B("Playing a trump when you cannot follow suit.", "没有首攻花色时出将牌赢墩。")),
    ("auction", "叫牌", "", B("The players bid in turn for the right to name the contract.", "四家轮流叫牌，争夺定约。")),
    ("pass", "不叫", "", B("A call that makes no bid.", "这一轮不叫任何叫品。")),
    ("double / redouble", "加倍 / 再加倍", "", B("Raise the stakes of the opponents' bid / of your doubled bid.",
                                             "加倍对方的叫品；对方加倍后可以再加倍。")),
    ("contract", "定约", "", B("The last bid: how many tricks, and in which strain.", "最后一个叫品：要拿几墩，以什么为将牌。")),
    ("declarer", "庄家", "", B("The player who first named the contract's strain; plays both hands.",
                             "最先叫出定约花色的人，一人打两手牌。")),
    ("dummy", "明手", "", B("Declarer's partner: the cards lie face up after the opening lead.",
                          "庄家的同伴，首攻之后把牌摊在桌上。")),
    ("opening lead", "首攻", "SK", B("The first card of the play, by the player on declarer's left.", "打牌的第一张牌，由庄家的下家出。")),
    ("vulnerable / not vulnerable", "有局 / 无局", "", B("Set by the board: vulnerable scores more and loses more.",
                                                     "由牌号决定：有局时赢得多，输得也多。")),
    ("vulnerability", "局况", "", B("Which sides are vulnerable on a board.", "一副牌里哪一方有局。")),
    ("overtrick", "超墩", "", B("A trick more than the contract needs.", "比定约多拿的墩。")),
    ("down (undertrick)", "宕（宕墩）", "", B("A trick fewer than the contract needs; the defenders score.",
                                           "比定约少拿的墩，罚分归防守方。")),
    ("game", "成局", "", B("A contract whose trick score reaches 100.", "墩分达到 100 分的定约。")),
    ("high-card points", "大牌点", "SA SK SQ SJ", B("A 4, K 3, Q 2, J 1: a quick count of a hand's strength.",
                                                 "A 4 点、K 3 点、Q 2 点、J 1 点，用来估计牌力。")),
]

LESSONS["09-glossary"] = (
    B("Glossary · 桥牌术语", "桥牌术语 · Glossary"),
    B("The words of bridge in English and Chinese, each with a picture and one sentence",
      "桥牌常用术语中英对照，每条配图和一句话说明"), [
    md("""
# Glossary · 桥牌术语

The words these lessons use, in English and as Chinese players say them on QQ 桥牌.""", """
# 桥牌术语 · Glossary

这套课程用到的术语，英文和QQ桥牌上的中文说法对照。"""),
    code(SETUP),
    code(lambda lang: "L.glossary([\n" + "".join(
        f"    ({en!r}, {zh!r}, {cards!r}, {getattr(sentence, lang)!r}),\n" for en, zh, cards, sentence in GLOSSARY)
        + "])"),
])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS))
