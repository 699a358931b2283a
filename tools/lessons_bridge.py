#!/usr/bin/env python
"""Write the bridge lesson notebooks (``lessons/bridge/00..08``) from the text below; then execute them:

    .venv/bin/python tools/records_bridge.py      # the lesson records (package data; if changed)
    .venv/bin/python tools/lessons_bridge.py      # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/bridge/*.ipynb

Every number a lesson shows comes from an executed code cell (the engine), so strict nbval catches a rule
change; the prose only says what to look at. Rules preset: ``qq`` (lesson 08: ``practice``).
"""

from __future__ import annotations

import lessonkit
from lessonkit import X, code, md, quiz

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
    "Bridge 桥牌 in two minutes",
    "Partners, the auction, the contract, dummy and the score: the whole game at a glance", [
    md("""
# Contract bridge 桥牌 in two minutes

**Bridge** is played by **four players in two partnerships**: North–South against East–West. Partners sit
opposite each other. Everyone gets 13 cards. These lessons follow the rules of QQ 桥牌 (QQ bridge), which
are the standard rules of duplicate bridge (the tutor's standard rules, as on QQ)."""),
    code(SETUP),
    md("Here is a deal. You are South; your partner is North, across the table."),
    code('HandViewer(bridge.new_hand(seed=1))'),
    md("""
## A deal has two parts

1. **The auction 叫牌**: starting with the dealer, players call in turn, clockwise. A bid such as **4♥**
   promises 4 + 6 = **10 tricks** with hearts as trumps. The last bid is the **contract 定约**.
2. **The play 打牌**: 13 tricks. The side that won the auction tries to make the contract; the other side
   defends. One player of the winning side, the **declarer 庄家**, plays both hands: partner's cards go face
   up on the table as **dummy 明手**.

Then the deal is **scored**: points for making the contract, or points to the defenders when it fails."""),
    code('L.contract_summary("4H")'),
    md("A whole deal, step by step: press ▶ to see the auction, then dummy going down, then the tricks."),
    code('TrickReplay(L.record("03-dummy.json"), start=10)'),
    quiz("A contract of 3NT needs how many tricks?", ["3", "6", "9", "13"], "9",
         "Every bid counts the tricks over six: 3 + 6 = 9 tricks.",
         {"3": "The number of a bid counts the tricks above the first six (the 'book').",
          "6": "Six is the book; the bid adds to it.",
          "13": "That would be 7NT, a grand slam."}),
    quiz("Who plays dummy's cards?", ["dummy", "declarer", "the defenders", "whoever wins the trick"], "declarer",
         "Declarer plays both hands: their own and dummy's. Dummy never chooses a card.",
         {"dummy": "Dummy's cards are played by declarer; dummy only watches.",
          "the defenders": "The defenders play only their own cards.",
          "whoever wins the trick": "Winning a trick only decides who leads next."}),
])

LESSONS["01-tricks-with-trumps-and-without"] = (
    "Tricks with trumps and without", "Follow suit; the highest card of the suit led wins, unless a trump is played", [
    md("""
# Tricks with trumps 有将 and without 无将

One player **leads** a card; the others play one card each, clockwise. You **must follow suit** if you can.
The highest card of the suit led wins the trick, **unless** the contract names a trump suit 将牌 and
somebody plays a trump: then the highest trump wins. A card of another suit that is not a trump is a
**discard 垫牌**: it never wins."""),
    code(SETUP),
    md("Hearts are trumps. West leads ♠A; North follows with ♠2; East has no spades and trumps with ♥2."),
    code('L.trick_picture("W", "SA S2 H2 SK", trump="H")'),
    md("The same cards in **no-trumps** (NT, 无将): East's ♥2 is just a discard."),
    code('L.trick_picture("W", "SA S2 H2 SK", trump=None)'),
    md("In a real deal the engine tells why each trick is won. Step through the first tricks of 4♥:"),
    code('TrickReplay(L.record("03-dummy.json"), start=10)'),
    quiz("Spades are trumps. North leads ♦K; East plays ♦A; South has no diamonds and plays ♠2; West plays ♦3. "
         "Who wins?", ["North", "East", "South", "West"], "South",
         "♠2 is a trump: any trump beats every card of the other suits.",
         {"East": "♦A is the highest diamond, but South trumped.",
          "North": "♦K is beaten by ♦A, and both by the trump.",
          "West": "♦3 is the lowest card here."}),
    quiz("No-trumps. West leads ♣5; North has no clubs and plays ♥A. Does ♥A win the trick?",
         ["yes", "no"], "no",
         "Without trumps only the suit led can win; ♥A is a discard.",
         {"yes": "In no-trumps a card of another suit never wins, however high."}),
    quiz("You hold ♥7 and ♣2. Hearts were led. May you play ♣2?", ["yes", "no"], "no",
         X('L.follow_reason("H7 C2", "H", "C2")'),
         {"yes": "You must follow suit when you can."}),
])

LESSONS["02-the-auction"] = (
    "The auction: the bidding ladder, pass, double, redouble", "Make calls in a bidding box; illegal calls are refused "
    "with the reason", [
    md("""
# The auction 叫牌

The dealer calls first, then each player clockwise. A call is **Pass 不叫**, a **bid** (1♣ … 7NT),
**Double X 加倍** or **Redouble XX 再加倍**.

* Each bid must be **higher** than the last: more tricks, or the same number in a higher strain:
  ♣ < ♦ < ♥ < ♠ < NT.
* **Double** only the last bid, only if an **opponent** made it.
* **Redouble** only after an opponent doubled your side's bid.
* The auction ends after **three passes** in a row following a bid. Four passes at the start: the deal is
  **passed out** and the next board is dealt."""),
    code(SETUP),
    md("The bidding ladder, from the lowest bid to the highest:"),
    code('L.ladder_html()'),
    md("""
## Try it: a bidding box

You make every call in turn (North first: North is the dealer). Try an **illegal** call, for example 1♥
after 1♠, or a double of your partner's bid: the box refuses it and says why."""),
    code('BiddingBox(dealer="N")'),
    md("This auction ended in 4♥:"),
    code('L.auction_table("N", "1C P 1H P 2H P 4H P P P")'),
    quiz("North opened 1♠. East wants to bid hearts. Which is the lowest heart bid East may make?",
         ["1♥", "2♥", "1NT"], "2♥", X('L.refusal("N", "1S", "1H")'),
         {"1♥": "1♥ is lower than 1♠ (hearts rank below spades).",
          "1NT": "1NT is legal, but it is not a heart bid."}),
    quiz("North bid 1♥, East passed. May South double?", ["yes", "no"], "no", X('L.refusal("N", "1H P", "X")'),
         {"yes": "You can only double an opponent's bid."}),
    quiz("How does an auction end after some bids?", ["after one pass", "after three passes in a row",
                                                      "after four passes in a row"], "after three passes in a row",
         "Three passes after a bid end the auction; four passes only at the start (a pass-out).",
         {"after one pass": "One pass only means that player does not bid now.",
          "after four passes in a row": "Four passes happen only when nobody bids at all."}),
])

LESSONS["03-contract-declarer-dummy"] = (
    "Contract, declarer and dummy", "Who declares, who leads, and dummy going down after the opening lead", [
    md("""
# Contract 定约, declarer 庄家 and dummy 明手

The **last bid** becomes the contract, doubled or redoubled if the auction says so. The **declarer** is the
player of the winning side who **first named the contract's strain**: not always the one who bid last!
The player on declarer's **left** makes the **opening lead 首攻**; then **dummy** (declarer's partner) puts
all 13 cards face up, and declarer plays them."""),
    code(SETUP),
    code('L.auction_table("N", "1C P 1H P 2H P 4H P P P")'),
    md("South bid 4♥ last, but let the engine decide who declares:"),
    code('L.outcome("N", "1C P 1H P 2H P 4H P P P")'),
    md("""
Step through the deal. At step 10 the auction is over; at step 11 West leads and **dummy (North) comes
down face up**. From then on South plays North's cards too: the record says South for dummy's cards."""),
    code('TrickReplay(L.record("03-dummy.json"), start=10)'),
    quiz("North opens 1♠, South bids 2♥, North bids 4♥, everyone passes. Who is declarer?",
         ["North", "South"], "South", X('L.outcome("N", "1S P 2H P 4H P P P")'),
         {"North": "North bid 4♥ last, but South named hearts first for the side."}),
    quiz("South is declarer. Who makes the opening lead?", ["North", "East", "West"], "West",
         "The player on declarer's left leads: West, when South declares.",
         {"North": "North is dummy and never leads to the first trick.",
          "East": "East plays third to the first trick (after dummy)."}),
    quiz("When does dummy's hand go face up?", ["before the auction", "right after the auction",
                                                "after the opening lead"], "after the opening lead",
         "The opening lead is made first, without seeing dummy; then dummy goes down.",
         {"before the auction": "Nobody sees anyone else's cards in the auction.",
          "right after the auction": "The opening leader chooses a card before seeing dummy."}),
])

LESSONS["04-scoring-made-contracts"] = (
    "Scoring made contracts", "Trick score, part-score and game, slams; a calculator for teachers", [
    md("""
# Scoring a made contract 完成定约

* **Trick score 墩分** for the tricks **bid** (over six): ♣ ♦ 20 each; ♥ ♠ 30 each; NT 40 for the first,
  30 for each further one.
* Trick score **100 or more = game 成局**: bonus 300 (not vulnerable 无局) or 500 (vulnerable 有局).
  Less = **part-score 部分定约**: bonus 50.
* **Slams 满贯** (must be bid): small slam (6-level) +500 / +750, grand slam (7-level) +1000 / +1500.
* **Overtricks 超墩**: the trick value each."""),
    code(SETUP),
    md("4♠ made exactly, not vulnerable:"),
    code('ScoreSheetView(bridge.score("4S", vulnerable=False, tricks=10))'),
    md("3NT made with one overtrick, vulnerable:"),
    code('ScoreSheetView(bridge.score("3NT", vulnerable=True, tricks=10))'),
    md("A small slam, 6♥, not vulnerable, and 4♠ with 12 tricks (the slam was not bid):"),
    code('ScoreSheetView({"6♥ bid, 12 tricks": bridge.score("6H", vulnerable=False, tricks=12), '
         '"4♠ bid, 12 tricks": bridge.score("4S", vulnerable=False, tricks=12)})'),
    md("## A calculator for teachers\nChoose a contract, the vulnerability and the tricks: the sheet explains "
       "every line."),
    code('ScoreCalculator("4S", vulnerable=False, tricks=10)'),
    quiz("Is 4♣ made exactly a game?", ["yes", "no"], "no", X('L.sheet_text("4C", False, 10)'),
         {"yes": "4 × 20 = 80 trick points: less than 100, so it is a part-score."}),
    quiz("What does 3NT made exactly score, vulnerable?", ["400", "600", "630"], "600",
         X('L.sheet_text("3NT", True, 9)'),
         {"400": "400 is the score not vulnerable (game bonus 300).",
          "630": "630 is with one overtrick."}),
])

LESSONS["05-doubles-overtricks-undertricks"] = (
    "Doubled and redoubled contracts, overtricks and undertricks", "Worked examples from the scoring tables", [
    md("""
# Doubled 加倍 and redoubled 再加倍 contracts

A double multiplies the trick score by 2, a redouble by 4, so a doubled part-score can become a game.
Making a doubled contract adds an **insult bonus** of 50 (redoubled 100). Overtricks doubled are worth
100 each (vulnerable 200); redoubled 200 (400).

When declarer **fails 宕墩**, the defenders score for each **undertrick**, more when doubled, more still
when vulnerable."""),
    code(SETUP),
    md("2♠ doubled, made: the doubled trick score is 120, so it is a game:"),
    code('ScoreSheetView(bridge.score("2SX", vulnerable=False, tricks=8))'),
    md("2♣ doubled, made: 80 trick points, still a part-score:"),
    code('ScoreSheetView(bridge.score("2CX", vulnerable=False, tricks=8))'),
    md("The undertrick table, computed by the engine (points to the defenders):"),
    code('L.undertrick_table()'),
    md("4♠ doubled, not vulnerable, down 4: each undertrick on its own line:"),
    code('ScoreSheetView(bridge.score("4SX", vulnerable=False, tricks=6))'),
    md("Try some yourself: set doubled or redoubled and move the tricks."),
    code('ScoreCalculator("4SX", vulnerable=False, tricks=7)'),
    quiz("4♠ doubled, not vulnerable, goes down 3. How many points do the defenders get?",
         ["300", "500", "600"], "500", X('L.sheet_text("4SX", False, 7)'),
         {"300": "That would be undoubled vulnerable (3 × 100).",
          "600": "Not vulnerable the 2nd and 3rd undertricks doubled are 200 each: 100 + 200 + 200."}),
    quiz("Is 2♠ doubled and made a game?", ["yes", "no"], "yes", X('L.sheet_text("2SX", False, 8)'),
         {"no": "Doubled, 2 × 30 × 2 = 120 trick points: 100 or more is a game."}),
])

LESSONS["06-boards-imps-qq-score"] = (
    "Boards, vulnerability, IMPs, QQ's game score and titles", "How QQ turns a score into IMPs, a game score and a "
    "title", [
    md("""
# Boards 牌套, vulnerability 局况, IMPs and QQ's game score

Every deal is a numbered **board**. The board number fixes the **dealer** and who is **vulnerable**
(the chart repeats every 16 boards). A passed-out deal moves on to the next board."""),
    code(SETUP),
    code('L.board_table()'),
    md("""
## IMPs

A score is converted to **International Match Points** with the WBF table; big swings are squeezed so one
deal cannot decide everything."""),
    code('L.imp_examples([50, 140, 420, 620, 1430, 2210])'),
    md("""
## QQ's game score 游戏得分

On QQ the side that scored gets **IMP(score) + 20 − its high-card points** (A 4, K 3, Q 2, J 1, 大牌点);
the other side gets the negative. Making a game with few points is rewarded; a part-score with many points
can even lose rating. For example, 4♠ made (+420) with 25 high-card points:"""),
    code('ScoreSheetView(L.qq_sheets(420, ns_hcp=25))'),
    md("## Titles 等级\nPoints add up over games; the ladder of titles:"),
    code('L.title_table()'),
    md("Leaving a game early (逃跑) costs the leaver 20 points; the other three get 5 each:"),
    code('bridge.leaver("E")'),
    quiz("Which board has East as dealer and North–South vulnerable?", ["board 1", "board 2", "board 3"],
         "board 2", X('L.board_text(2)'),
         {"board 1": X('L.board_text(1)'), "board 3": X('L.board_text(3)')}),
    quiz("North–South make 4♠ (+420) holding 25 high-card points. What is their QQ game score?",
         ["+4", "+9", "+29"], "+4", "IMP(420) = 9; 9 + 20 − 25 = +4; East–West get −4.",
         {"+9": "9 is the IMP; add 20 and subtract the 25 high-card points.",
          "+29": "Do not forget to subtract the side's 25 high-card points."}),
    quiz("How many points does the first title, 梅花初级大师, need?", ["10", "20", "100"], "10",
         "Level 1 needs 10 points; below 10 there is no title.",
         {"20": "20 points give level 2, 方块初级大师.", "100": "100 points give level 4, 黑桃初级大师."}),
])

LESSONS["07-replay-a-classic-deal"] = (
    "Replay a classic deal from a PBN file", "A hold-up deal with a double-dummy hindsight column for every card", [
    md("""
# A classic deal: the hold-up 忍让

Deals are shared as **PBN** files (Portable Bridge Notation; BBO uses **LIN**). This one is read from
`07-holdup.pbn`. Beside the table, the **double-dummy column** shows, for every card that may be played
next, how many tricks declarer ends with if everyone plays perfectly afterwards (all hands visible:
"double dummy" 双明手). A card marked *costs 1* gives away a trick."""),
    code(SETUP),
    code('rp = L.pbn_replay("07-holdup.pbn"); rp.summary()["contract"], rp.summary()["declarer"]'),
    md("Step to **9** (West has led ♠K, dummy and East have followed): South's choice decides the contract."),
    code('HindsightReplay(rp, hindsight=L.hindsight("07-holdup.hindsight.json"), start=9)'),
    md("The double-dummy table of the whole deal: tricks for each declarer in each strain."),
    code('L.dd_table_html("07-holdup.hindsight.json")'),
    md("The **par** result: what both sides score if they also bid perfectly."),
    code('L.par_text("07-holdup.hindsight.json")'),
    quiz("West leads ♠K against 3NT. Which card keeps South's contract?", ["♠A", "♠2"], "♠2",
         X('L.hindsight_text("07-holdup.hindsight.json", 9)'),
         {"♠A": "Winning at once leaves East a spade to return when East gets in with ♦A."}),
    quiz("What does 'double dummy' mean?", ["every player sees all four hands", "declarer sees dummy",
                                            "the contract is doubled twice"], "every player sees all four hands",
         "A double-dummy analysis assumes perfect play with all 52 cards visible: a hindsight measure.",
         {"declarer sees dummy": "Everyone sees dummy; double dummy means all four hands.",
          "the contract is doubled twice": "That would be a redouble, which has nothing to do with it."}),
])

LESSONS["08-play-as-declarer"] = (
    "Play a hand as declarer", "Play both your hand and dummy against double-dummy defenders; undo and claim", [
    md("""
# Play a hand as declarer

You are **South**, the declarer (庄家); North is your dummy (明手). After the opening lead dummy lies **face
up at North's place** on the table. The hand under the table is **the hand whose turn it is**: "your hand
(South)", or "dummy (North)" when it is dummy's turn — you play dummy's cards too. The defenders play the
**double-dummy best card** (they can see all the cards!), so a careless line really fails. Use **Undo** to
try another line, and **Claim** when the rest is yours: the defenders accept only if best defence cannot
stop you."""),
    code(SETUP),
    code('DeclarerPlay(seed=0)'),
    md("Each new deal gives South a contract chosen by a plain rule of thumb (the pair's points and fits)."),
    quiz("It is dummy's turn and you try to play a card from your own hand (South). What happens?",
         ["it is played", "it is refused", "dummy plays its lowest card"], "it is refused",
         X('L.wrong_hand_reason()'),
         {"it is played": "Each card comes from the hand whose turn it is.",
          "dummy plays its lowest card": "Dummy never plays by itself: declarer chooses."}),
    quiz("You claim all the remaining tricks, but a defender can still win one with best play. What happens?",
         ["the claim is accepted", "the defenders refuse and play goes on"], "the defenders refuse and play goes on",
         "A claim is accepted only when it is certain; otherwise the cards are played out.",
         {"the claim is accepted": "The practice defenders check the claim double dummy first."}),
])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS, langs=("en",)))
