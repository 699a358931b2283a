#!/usr/bin/env python
"""Write the 27 Wang lesson notebooks (``lessons/wang27/00..07``), then execute them:

    .venv/bin/python tools/lessons_wang27.py            # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/wang27/*.ipynb

Every number a lesson shows comes from an executed code cell (the engine), so strict nbval catches a
rule change; the prose only says what to look at.
"""

from __future__ import annotations

import lessonkit
from lessonkit import code, md, quiz

GAME = "wang27"
SETUP = ("from IPython.display import HTML\n"
         "from tutor import replay\n"
         "from tutor.render import hand_svg\n"
         "from tutor.games import wang27\n"
         "from tutor.widgets import HandViewer, TrickReplay, ScoreSheetView, Quiz, PlayAlong\n"
         "from tutor.widgets.wang27 import TrumpOrder, DeclarationTryout, FollowExercise, ScoreCalculator, "
         "ladder_html")


LESSONS: lessonkit.Lessons = {}

LESSONS["00-two-minutes"] = ("27 Wang 二七王 in two minutes", "Two decks, trumps that never change, a downward "
                             "auction, the kitty and levels: what you need to start", [
    md("""
# 27 Wang 二七王 in two minutes

**27 Wang** ("two, seven, king") is a partnership game from Jiangxi 江西: **four players**, partners sit
opposite (North–South against East–West). It is played with **two decks and four jokers, 108 cards**.
Everyone gets **25 cards**; the last **8** go face down as the **kitty 底牌**.

The name says what is special: **every 2, every 7 and the jokers 王 are always trumps**, whatever suit
is trump. Play goes **anticlockwise** (North → West → South → East)."""),
    code(SETUP),
    md("Your hand as South: jokers, 7s and 2s come first because they are trumps."),
    code('HandViewer(wang27.new_hand(seed=1), seats=["S"])'),
    md("""
## How a hand goes

1. **Declare trump 亮主**: show a 2 (or a joker for no-trump); others may **overturn 反主** with stronger cards.
2. **Bid 叫分**: bids go **down** from 80. The lowest bidder becomes **banker 庄家** and the bid is the
   **target**: the points the other side (the **defenders 闲家**) need.
3. The banker takes the kitty and **buries 扣底** 8 cards, then leads.
4. **Tricks** of singles, pairs and **tractors 拖拉机**. The defenders collect the point cards:
   5s (5), 10s and kings (10): 200 in all.
5. If the defenders win the **last trick**, they **dig the kitty 抠底**: its points count double or more.
6. Points ≥ target: the defenders win. Otherwise the banker's side wins. Winners climb **levels** 2 → A.

Step through a whole hand played by four practice bots (▶). The blue notes point at what matters."""),
    code('demo = replay.load("../../data/wang27/demo_hand.json")'),
    code("TrickReplay(demo)"),
    code("ScoreSheetView(wang27.GAME.score_sheets(demo.final))"),
    quiz("Which cards are trumps in every hand of 27 Wang?",
         ["the 2s, the 7s and the jokers", "only the jokers", "the aces and kings"],
         "the 2s, the 7s and the jokers",
         "2s, 7s and both jokers (大王 小王) are permanent trumps; the declared suit adds its other cards.",
         {"only the jokers": "The jokers are trumps, but so are every 2 and every 7.",
          "the aces and kings": "Aces and kings are ordinary cards of their suit (a king is worth 10 points)."}),
    quiz("How many points are there in the two decks?", ["100", "200", "108"], "200",
         "Eight 5s (40), eight 10s (80) and eight kings (80): 200.",
         {"100": "That is one deck. 27 Wang uses two.", "108": "108 is the number of cards, not of points."}),
    quiz("The bids were 80, 75, 70 and then three passes. Who is banker?",
         ["the player who bid 80", "the player who bid 70"], "the player who bid 70",
         "Bids go down: the lowest bidder promises the most and becomes banker; the defenders then need 70.",
         {"the player who bid 80": "In these rules the lowest bid wins (lesson 4 says why)."}),
])

LESSONS["01-card-order"] = ("Two decks and the card order", "The permanent trumps and the full order of the "
                            "cards, which changes with the trump suit: pick one and see", [
    md("""
# Two decks and the card order 牌的大小

Every card exists **twice**. Two identical cards are equal: if both are played to one trick, the one
played **first** wins.

**Trumps 主牌** beat every other card. They are, strongest first: the **big joker 大王**, the
**little joker 小王**, the **7 of the trump suit**, the **other 7s** (all equal), the **2 of the trump
suit**, the **other 2s** (all equal), then the rest of the trump suit A K Q J 10 9 8 6 5 4 3.
The **side suits 副牌** run A K Q J 10 9 8 6 5 4 3: they have no 2 and no 7."""),
    code(SETUP),
    md("Pick a trump suit (or no-trump 无主) and watch the order change. Equal cards stand side by side."),
    code('TrumpOrder("H")'),
    md("The engine compares two cards as singles (the first is led): `1` the first wins, `0` equal, "
       "`-1` the second wins."),
    code('for a, b in [("S7", "H2"), ("S7", "C7"), ("H3", "SA"), ("SA", "DA")]:\n'
         '    print(a, b, wang27.compare(a, b, trump="H"))'),
    md("""
With ♥ as trump there are **42 trumps** in the 108 cards; in a no-trump hand only the 20 jokers, 7s and 2s.
A side-suit card never beats a card of another side suit: it can only follow or be discarded."""),
    code('print("trumps with ♥:", sum(2 for g in wang27.order("H") for c in g if wang27.is_trump(c, "H")))\n'
         'print("trumps in no-trump:", sum(2 for g in wang27.order(None) for c in g if wang27.is_trump(c, None)))'),
    quiz("Trump is ♥. Which is higher: ♠7 or ♥2?", ["♠7", "♥2", "they are equal"], "♠7",
         "Every 7 ranks above every 2: 大王 > 小王 > ♥7 > other 7s > ♥2 > other 2s.",
         {"♥2": "♥2 is the trump-suit 2, but all 7s are above all 2s.",
          "they are equal": "Only 7s of the side suits are equal to each other (♠7 = ♦7 = ♣7)."}),
    quiz("Trump is ♥. South leads ♠7, then East plays ♣7. Who is winning?", ["South", "East"], "South",
         "♠7 and ♣7 are equal trumps; among equal cards the first played wins.",
         {"East": "♣7 is not higher than ♠7: they are equal, and South played first."}),
    quiz("How many different ranks does a side suit have?", ["13", "11", "12"], "11",
         "A K Q J 10 9 8 6 5 4 3: the 2 and the 7 are always trumps.",
         {"13": "The 2 and the 7 of every suit are trumps, so they are not in the side suit.",
          "12": "Both the 2 and the 7 leave the side suit."}),
])

LESSONS["02-combinations"] = ("Singles, pairs and tractors", "Which sets of cards form a pair or a tractor 拖拉机, "
                              "and the 6-6-8-8 surprise", [
    md("""
# Singles, pairs and tractors 单张 · 对子 · 拖拉机

A **pair 对子** is two **identical** cards (same suit and rank, or two big jokers, or two little jokers).
♠7 + ♣7 is **not** a pair, even though they are equal trumps.

A **tractor 拖拉机** is two or more pairs of the same suit (all trumps count as one suit) whose ranks are
**next to each other** in the card order of lesson 1."""),
    code(SETUP),
    code('HTML(hand_svg("S9 S9") + hand_svg("S7 C7"))'),
    code('print(wang27.is_pair(["S9", "S9"], trump="H"), wang27.is_pair(["S7", "C7"], trump="H"))'),
    md("""
## The 6-6-8-8 surprise

Side suits have no 7, so **8 comes right after 6**: ♠8♠8♠6♠6 is a tractor. But ♠6♠6♠7♠7 is not:
♠7 is a trump, so it is not in the spade suit at all. And A-A-3-3 is not a tractor: there is no wrap-around."""),
    code('HTML(hand_svg("S8 S8 S6 S6"))'),
    code('for cards in ["S8 S8 S6 S6", "S6 S6 S7 S7", "SA SA SK SK", "SA SA S3 S3"]:\n'
         '    print(cards, wang27.is_tractor(cards.split(), trump="H"))'),
    md("""
## Tractors in the trumps

The trump ladder makes tractors too: 大王大王-小王小王, 小王小王-♥7♥7, ♥7♥7-♠7♠7 (trump ♥), ♠7♠7-♥2♥2,
♥2♥2-♣2♣2, ♣2♣2-♥A♥A. But two pairs of *equal* cards are not next to each other: ♠7♠7 + ♣7♣7 is no tractor."""),
    code('HTML(hand_svg("H7 H7 S7 S7") + hand_svg("S7 S7 C7 C7"))'),
    code('for cards in ["H7 H7 S7 S7", "S7 S7 C7 C7", "BJ BJ LJ LJ", "D2 D2 HA HA"]:\n'
         '    print(cards, wang27.is_tractor(cards.split(), trump="H"))'),
    quiz("Trump is ♥. Is ♠6♠6♠8♠8 a tractor?", ["yes", "no"], "yes",
         "The 7 is always a trump, so in the spade suit 8 comes right after 6.",
         {"no": "There is no ♠7 in the spade suit (it is a trump), so 6 and 8 are neighbours."}),
    quiz("Trump is ♥. Is ♠7♠7♣7♣7 a tractor?", ["yes", "no"], "no",
         "♠7 and ♣7 are equal trumps: equal ranks are not next to each other.",
         {"yes": "They are both trumps, but equal, and a tractor needs ranks one step apart."}),
    quiz("Which of these is a pair?", ["♠7 ♣7", "大王 小王", "♦K ♦K"], "♦K ♦K",
         "A pair is two identical cards. Two decks make that possible.",
         {"♠7 ♣7": "Equal in rank, but not identical: different suits.",
          "大王 小王": "The big and the little joker are different cards (a pair of each would be a tractor)."}),
])

LESSONS["03-declaring"] = ("Declaring and overturning trump", "The declaration ladder as a picture; try a "
                           "declaration and see whether it stands", [
    md("""
# Declaring 亮主 and overturning 反主

After the deal each player in turn may **show** cards to set the trump suit: one **2** sets its suit;
a **joker** means **no-trump 无主**. Anyone may then **overturn** with something higher on this ladder
(left = weakest). 7s may only overturn, never open. The last declaration standing fixes trump; four passes
in a row end the round."""),
    code(SETUP),
    code("HTML(ladder_html())"),
    md("""
You may not overturn **yourself**, but you may **reinforce**: show the identical second card
(one ♠2 → the pair ♠2♠2). Some rule texts say a pair of 2s beats a pair of 7s *and* a pair of 7s beats a
pair of 2s; that is a circle, so we follow the ladder above (more cards beat fewer, then 2 < 7 < jokers).

Try it: choose a seat and the cards to show, press **Declare**. The engine says whether it stands, and if
not, why."""),
    code("DeclarationTryout()"),
    code('d = wang27.Declaration()\nfor seat, cards in [("N", ["S2"]), ("W", ["H7"]), ("S", ["D2", "D2"]), '
         '("E", ["C7", "C7"])]:\n    d = d.declare(seat, cards)\n    print(seat, cards, "→ trump", d.trump)'),
    md("If nobody declares at all, the banker names trump after picking up the kitty. This hand shows it:"),
    code('quiet = replay.load("../../data/wang27/no_declaration.json")\nfor i in range(1, 12):\n'
         '    print(quiet.narration(i))'),
    quiz("North shows ♠2, then West shows ♥7. What is trump?", ["♠", "♥", "no-trump"], "♥",
         "One 7 is above one 2 on the ladder, so West's ♥7 overturns: trump ♥.",
         {"♠": "♠ stood until West overturned it with a higher declaration.",
          "no-trump": "Only jokers make no-trump."}),
    quiz("East holds ♣7♣7 and nobody has declared yet. May East show them?", ["yes", "no"], "no",
         "7s only overturn a declaration already made; a first declaration must be a 2 or a joker.",
         {"yes": "Not as the first declaration: 7s may only overturn."}),
    quiz("South declared one ♦2. May South now show the little joker?", ["yes", "no, only ♦2 again"],
         "no, only ♦2 again",
         "You may not overturn your own declaration; you may only reinforce it with the identical card.",
         {"yes": "That would overturn South's own declaration, which is not allowed."}),
])

LESSONS["04-auction-kitty"] = ("The auction and the kitty", "Why bidding goes down, who becomes banker, and "
                               "burying point cards in the kitty", [
    md("""
# The auction 叫分 and the kitty 底牌

Starting with the dealer and going anticlockwise, each player **bids** a number or **passes**. The first
bid is at most **80**; each later bid must be **at least 5 lower**. A pass is final. When the other three
have passed, the last bidder is **banker 庄家** and the bid is the **target**: the defenders need that many
points to win. A low bid is a bold promise ("I will keep you below 60").

Some rule texts have bids rising from 80 with the highest bidder as banker, but a higher target only makes the
banker's task easier, so nobody would ever stop bidding; these lessons follow the published rule instead:
bids go down and the lowest bidder is banker (some tables keep the rising auction as a house rule)."""),
    code(SETUP),
    code('b = wang27.Auction(dealer="N")\nfor seat, bid in [("N", 80), ("W", 75), ("S", "pass"), ("E", 70), '
         '("N", "pass"), ("W", "pass")]:\n    b = b.bid(seat, bid)\nprint("banker", b.banker, "target", b.target)'),
    md("A bid that is not 5 lower is refused, with the reason:"),
    code('try:\n    b2 = wang27.Auction(dealer="N").bid("N", 80); b2.bid("W", 85)\n'
         'except ValueError as e:\n    print(e)'),
    md("""
## The kitty

The banker picks up the 8 kitty cards (33 in hand) and **buries** any 8. The buried points are safe
**unless the defenders win the last trick**: then they count two, four, eight times or more (lesson 6).
So a banker buries low side cards and only buries points when sure of the last trick. Here is the
banker's choice in the demo hand, and what the 8 buried cards were worth:"""),
    code('demo = replay.load("../../data/wang27/demo_hand.json")\n'
         'i = next(i for i, a in enumerate(demo.actions) if a.kind == "bury")\nprint(demo.narration(i + 1))\n'
         'HTML(hand_svg(demo.final.buried))'),
    quiz("Bids so far: 80, 70. What may the next player bid?", ["75", "65 or lower, or pass", "85"],
         "65 or lower, or pass",
         "Each bid must be at least 5 lower than the last one: 65, 60, … or pass.",
         {"75": "75 is higher than 70: bids go down.", "85": "Bids go down from 80, never up."}),
    quiz("Why does a low bid win the auction?", ["the banker promises to hold the defenders to fewer points",
                                                 "low bids are cheaper"],
         "the banker promises to hold the defenders to fewer points",
         "The bid is the defenders' target: the lower it is, the harder the banker's promise.",
         {"low bids are cheaper": "A bid costs nothing; it sets the target the defenders must reach."}),
    quiz("Which cards does a careful banker usually bury?", ["low side cards without points", "kings and 10s",
                                                             "the jokers"],
         "low side cards without points",
         "Points in the kitty are multiplied if the defenders take the last trick; trumps are needed for play.",
         {"kings and 10s": "Only if you are sure to win the last trick: buried points can be dug and multiplied.",
          "the jokers": "The jokers are your strongest trumps: keep them to play."}),
])

LESSONS["05-following"] = ("Following pairs, tractors and throws", "What you must play when a pair, a tractor "
                           "or a throw is led; failed throws", [
    md("""
# Following pairs, tractors and throws 跟牌 · 甩牌

Play as many cards of the **led suit** (all trumps are one suit) as were led, if you can. Then, in order:

* **pair led**: play a pair of that suit if you have one; otherwise two cards of the suit; otherwise all
  you have of the suit plus other cards;
* **tractor led**: a tractor of the same length if you have one; otherwise as many pairs as you can,
  then singles of the suit, then other cards;
* **no cards of the suit**: anything. But to **win** you must copy the shape in trumps: a trump pair against
  a pair, a trump tractor against a tractor.

Click cards to select them and press **Play selected**. The engine says whether the play is allowed."""),
    code(SETUP),
    md("North leads a pair of queens. You are West:"),
    code('FollowExercise({"N": "SQ SQ", "W": "S9 S9 S3 HA HK D4"}, trump="H", plays=[("N", "SQ SQ")])'),
    md("North leads the tractor ♠8♠8♠6♠6. Your only spades are ♠K♠K ♠5 ♠3:"),
    code('FollowExercise({"N": "S8 S8 S6 S6", "W": "SK SK S5 S3 H4 H4 D9"}, trump="H", '
         'plays=[("N", "S8 S8 S6 S6")])'),
    md("Same lead, but you have no spades at all. A trump tractor beats it:"),
    code('st = wang27.position({"N": "S8 S8 S6 S6", "W": "H5 H5 H4 H4 D3", "S": "S3 S4 S5 S9", '
         '"E": "C3 C4 C5 C6"}, trump="H", plays=[("N", "S8 S8 S6 S6"), ("W", "H5 H5 H4 H4"), '
         '("S", "S3 S4 S5 S9"), ("E", "C3 C4 C5 C6")])\nprint(st.done[-1].winner_reason())'),
    md("""
## Throws 甩牌

The leader may lead several units of one suit at once, a **throw**, but only if **no other player can beat
any part of it** in that suit. The engine checks the other three hands. If some part can be beaten, the
throw fails: the cards go back and the leader must lead the **smallest unit of the beaten kind**."""),
    code('st = wang27.position({"N": "S9 S8 S8 S4 S4", "E": "SJ D3", "S": "S3 D8", "W": "S5 D9"}, trump="H")\n'
         'after = st.apply(["S9", "S8", "S8", "S4", "S4"])\n'
         'print(wang27.GAME.narrate(st, wang27.Action("play", tuple(after.trick.attempt)), after))'),
    md("A throw that failed in a whole hand (step to the note):"),
    code('thrown = replay.load("../../data/wang27/failed_throw.json")\n'
         'step = next(int(k) for k, v in thrown.record["notes"].items() if "throw" in v)\n'
         'TrickReplay(thrown, start=step)'),
    quiz("♠Q♠Q is led. You hold ♠9 ♠9 ♠3 and hearts. What must you play?", ["♠9 ♠9", "♠9 ♠3", "any two cards"],
         "♠9 ♠9", "A pair was led and you hold a pair of that suit: you must play it.",
         {"♠9 ♠3": "You hold a spade pair, so you must play the pair.",
          "any two cards": "You still hold spades: you must follow with them."}),
    quiz("♠Q♠Q is led and your only spade is ♠3. What do you play?", ["♠3 and any other card", "any two cards",
                                                                       "just ♠3"],
         "♠3 and any other card", "Play all you have of the suit, then any other card to make two.",
         {"any two cards": "You hold ♠3, so it must be one of them.",
          "just ♠3": "A pair was led: you play two cards."}),
    quiz("North throws ♠9 + ♠8♠8 + ♠4♠4; East holds ♠J. What is led?", ["♠9", "♠4♠4", "the whole throw"], "♠9",
         "♠J beats the single ♠9, so the throw fails and the smallest beaten unit, ♠9, is led.",
         {"♠4♠4": "That would be forced if a spade pair could beat ♠4♠4; here a single can be beaten.",
          "the whole throw": "East's ♠J beats part of it, so it fails."}),
])

LESSONS["06-counting"] = ("Counting points, the kitty bonus and levels", "The kitty multipliers worked "
                          "out, who wins the hand, and the level changes; a calculator for teachers", [
    md("""
# Counting points, the kitty bonus and levels 计分 · 抠底 · 升级

The defenders count the 5s (5 points), 10s and kings (10 points) in the tricks they won.
If a defender wins the **last trick**, the kitty's points are added, **multiplied**: ×2 for a single,
×4 for a pair, ×8 for a 2-pair tractor, ×16 for a 3-pair tractor (the largest unit of the last trick's lead),
and **doubled again** if the last trick was won with trumps."""),
    code(SETUP),
    md("Kitty of ♠K ♠10 ♠5 (25 points), dug in different ways:"),
    code('for lead, with_trump in [(["SA"], False), (["SA", "SA"], False), (["SA", "SA", "SK", "SK"], False),\n'
         '                        (["SA", "SA", "SK", "SK", "SQ", "SQ"], False), (["SA"], True), '
         '(["H9", "H9"], True)]:\n'
         '    m = wang27.kitty_multiplier(lead, won_with_trump=with_trump, trump="H")\n'
         '    print(" ".join(lead), "with trumps" if with_trump else "", "× %d = %d" % (m, 25 * m))'),
    md("""
Some rule texts write the tractor rule as "× 2^pairs" but then gives ×8 for two pairs and ×16 for three:
those examples follow 2^(pairs+1), and that is what the engine uses.

## Who wins, and levels

Points **P** against the target **T**: if **P ≥ T** the defenders win: they go up 1 level, +1 more per full
40 points over T (at most 3), and the banker's side drops one level (never below 2). If **P < T** the banker's
side goes up 3 levels when P = 0, 2 when P is below 40, otherwise 1. Levels run 2 3 … 10 J Q K A; a team
already at A that wins a hand wins the match."""),
    code('for p in (0, 35, 40, 80, 120, 165):\n    r = wang27.settle(p, 80, levels={"banker": "8", "defenders": "5"})\n'
         '    print(p, r.winner, r.levels)'),
    code('ScoreSheetView(wang27.settle(120, 80, levels={"banker": "8", "defenders": "5"}).sheet)'),
    md("A calculator for teachers: change any input and the engine re-scores."),
    code("ScoreCalculator(card_points=60, kitty_points=25, lead='pair', defenders_last=True)"),
    quiz("The kitty holds 25 points. A defender wins the last trick with a side-suit pair. The bonus?",
         ["50", "100", "200"], "100", "A pair multiplies by 4: 25 × 4 = 100.",
         {"50": "×2 is for a single.", "200": "×8 is for a trump pair or a 2-pair tractor."}),
    quiz("The last trick was a single led in ♣ and trumped by a defender. The multiplier?", ["2", "4", "8"], "4",
         "A single gives ×2, doubled because it was won with a trump: ×4.",
         {"2": "Won with a trump: doubled again.", "8": "×8 is a trump pair."}),
    quiz("Target 80, the defenders took 35 points. What happens?", ["banker's side +2", "banker's side +1",
                                                                     "defenders +1"],
         "banker's side +2", "P < T, and P is below 40: the banker's side goes up 2 levels.",
         {"banker's side +1": "+1 is for 40 points or more (still below the target).",
          "defenders +1": "35 is below the target 80: the banker's side wins."}),
])

LESSONS["07-play-a-hand"] = ("Play a hand", "Declare, bid, bury and play a whole hand with three bots; illegal "
                             "selections are refused with the reason", [
    md("""
# Play a hand with three bots

You are **South**; North is your partner. Use the buttons to **declare** or pass and to **bid** or pass.
If you become banker, select **8 cards** and press *Play selected* to bury them (and name trump if nobody
declared). In play, click cards to select them (a pair: click both) and press **Play selected**. A play
that is not allowed is refused with the reason. **Undo** takes your move back; **New deal** deals again."""),
    code(SETUP),
    code('PlayAlong("wang27", seat="S", seed=7)'),
    quiz("A pair of ♦ was led and your play of ♦9 ♣3 was refused: \"you hold ♦5 ♦5: you must play that pair\". "
         "What now?", ["play ♦5 ♦5", "play any two diamonds", "press New deal"], "play ♦5 ♦5",
         "When a pair is led and you hold a pair of that suit, you must play a pair.",
         {"play any two diamonds": "Two singles are allowed only when you have no diamond pair.",
          "press New deal": "No need: play the pair."}),
    quiz("You are a defender and your partner is winning the last trick. What should you add?",
         ["point cards (5, 10, K)", "your biggest trumps"], "point cards (5, 10, K)",
         "Points in your side's tricks count for you, and the last trick also digs the kitty.",
         {"your biggest trumps": "Your partner already wins it: give points instead."}),
])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS, langs=("en",)))
