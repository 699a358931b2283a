#!/usr/bin/env python
"""Write the Gong Zhu lesson notebooks (``lessons/gongzhu/00..06``) from the text below; then execute them:

    .venv/bin/python tools/lessons_gongzhu.py            # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/gongzhu/*.ipynb

Every number a lesson shows comes from an executed code cell (the engine), so strict nbval catches a
rule change; the prose only says what to look at.
"""

from __future__ import annotations

import lessonkit
from lessonkit import code, md, quiz

GAME = "gongzhu"
SETUP = ("from IPython.display import HTML\n"
         "from tutor import replay\n"
         "from tutor.cards import Card\n"
         "from tutor.render import hand_svg, trick_svg\n"
         "from tutor.games import gongzhu\n"
         "from tutor.games.gongzhu import score_cards\n"
         "from tutor.widgets import HandViewer, TableWidget, TrickReplay, ScoreSheetView, Quiz, PlayAlong\n"
         "from tutor.widgets.gongzhu import ScoreCalculator")
HEARTS = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2"


LESSONS: lessonkit.Lessons = {}

LESSONS["00-two-minutes"] = ("Gong Zhu 拱猪 in two minutes", "Four players, the pig, the goat, the transformer and "
                             "the hearts: what you need to know to start", [
    md("""
# Gong Zhu 拱猪 in two minutes

**Gong Zhu** ("chase the pig", 拱猪) is a Chinese card game for **four players, each playing for
themselves**. Everyone gets 13 cards. There are no trumps: in each trick the highest card of the suit
that was led wins.

The aim: **do not take the pig 猪 or the hearts 血**, and try to take the goat 羊.
These lessons use the rules of the 中游 online room."""),
    code(SETUP),
    md("This is a hand, seen from South's seat (you). Each player holds 13 cards."),
    code('HandViewer(gongzhu.new_hand(seed=1), seats=["S"])'),
    md("""
## Four kinds of special card

From left to right: the **pig 猪** ♠Q (bad), the **goat 羊** ♦J (good), the **transformer 变压器** ♣10
(it doubles whatever else you took) and the **hearts 血** ("blood", bad)."""),
    code('HTML(hand_svg("SQ DJ C10 HA HK HQ"))'),
    md("A player who took the pig and two hearts, ♥A and ♥K, scores this (each line says why):"),
    code('ScoreSheetView(score_cards("SQ HA HK"))'),
    md("""
## How a hand goes

1. **Selling 卖牌**: before the first card is played, the holders of ♠Q ♦J ♣10 ♥A may "sell" them,
   which makes those cards count double or four times (lesson 3).
2. **Thirteen tricks**, played **anticlockwise** (North → West → South → East). You must follow the suit
   that was led if you can; the highest card of that suit wins and its owner leads next.
3. **Scores** are added up hand after hand. When someone reaches −1000 the game ends: the highest total
   wins and the lowest is the pig 大猪."""),
    quiz("Which card is the pig 猪?", ["♠Q", "♦J", "♣10", "♥A"], "♠Q",
         "The pig is the queen of spades, ♠Q: it costs −100.",
         {"♦J": "♦J is the goat 羊: it is worth +100, you want it.",
          "♣10": "♣10 is the transformer 变压器: it doubles your other points.",
          "♥A": "♥A is the biggest heart (−50), but not the pig."}),
    quiz("In which direction does play go?", ["clockwise (N → E → S → W)", "anticlockwise (N → W → S → E)"],
         "anticlockwise (N → W → S → E)", "In the 中游 room rules play goes anticlockwise, to the right.",
         {"clockwise (N → E → S → W)": "That is the direction of the old PC game, "
                                       "not of these lessons."}),
    quiz("Someone's total reaches −1000. Who wins the game?",
         ["the player with the highest total", "the player who reached −1000", "nobody: play on"],
         "the player with the highest total",
         "The game ends when a total reaches −1000; the highest total wins and the lowest is the pig 大猪.",
         {"the player who reached −1000": "That player is the pig 大猪: the loser.",
          "nobody: play on": "The game stops as soon as a total reaches −1000."}),
])

LESSONS["01-special-cards"] = ("The special cards 猪 羊 变压器 血", "The pig, the goat, the transformer and the "
                               "hearts, with their values as pictures", [
    md("""
# The special cards: 猪 羊 变压器 and 血

Only 16 cards score anything. Every other card is worth nothing, but it can still win tricks.
Each sheet below is what the engine scores for a player who took just those cards."""),
    code(SETUP),
    md("## The pig 猪: ♠Q"),
    code('HTML(hand_svg("SQ"))'),
    code('ScoreSheetView(score_cards("SQ"))'),
    md("## The goat 羊: ♦J, the only good card"),
    code('HTML(hand_svg("DJ"))'),
    code('ScoreSheetView(score_cards("DJ"))'),
    md("""
## The hearts 血 ("blood")

All 13 hearts are scoring cards. The high ones cost the most; ♥4 ♥3 ♥2 are worth 0 but still count as
scoring cards (that matters in lesson 4). The old PC game's help text stops its table at ♥5; the 中游
rules give ♥4 ♥3 ♥2 as 0, and that is what we use."""),
    code(f'HTML(hand_svg("{HEARTS}"))'),
    code('ScoreSheetView({f"{c.symbol}": score_cards([c]) for c in Card.parse("HA"), Card.parse("HK"), '
         'Card.parse("HQ"), Card.parse("HJ"), Card.parse("H10"), Card.parse("H4")})'.replace(
             'for c in Card.parse("HA"), Card.parse("HK"), Card.parse("HQ"), Card.parse("HJ"), Card.parse("H10"), '
             'Card.parse("H4")', 'for c in map(Card.parse, ["HA", "HK", "HQ", "HJ", "H10", "H4"])')),
    md("Twelve of the hearts (all but ♥2) add up like this. (Whoever takes all 13 hearts turns them positive, "
       "+200: that is \"all hearts\" 满红, lesson 4.)"),
    code('ScoreSheetView(score_cards("HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3"))'),
    md("""
## The transformer 变压器: ♣10

The transformer has no value of its own: it **doubles** everything else you took. Taken with no other
scoring card at all it is worth +50."""),
    code('HTML(hand_svg("C10"))'),
    code('ScoreSheetView({"♣10 alone": score_cards("C10"), "♣10 + ♦J": score_cards("C10 DJ"), '
         '"♣10 + ♠Q": score_cards("C10 SQ")})'),
    quiz("What is ♥K worth?", ["−50", "−40", "−10", "0"], "−40",
         "♥A −50, ♥K −40, ♥Q −30, ♥J −20, ♥10 to ♥5 −10 each, ♥4 ♥3 ♥2 0.",
         {"−50": "−50 is ♥A, the biggest heart.", "−10": "−10 is for ♥10 down to ♥5.",
          "0": "Only ♥4 ♥3 ♥2 are worth 0."}),
    quiz("You took ♣10 and nothing else that scores. Your score?", ["0", "+50", "+100", "−50"], "+50",
         "The transformer taken alone is worth +50.",
         {"0": "Zero is for ♣10 with other scoring cards that add up to 0 (lesson 4).",
          "+100": "+100 is ♣10 alone after a hidden sale (lesson 3).",
          "−50": "The transformer is never negative on its own."}),
    quiz("You took ♣10 and the goat ♦J. Your score?", ["+100", "+150", "+200"], "+200",
         "The transformer doubles the goat: 2 × 100 = +200.",
         {"+100": "That forgets the transformer: it doubles the goat.",
          "+150": "The transformer multiplies; it does not add 50 when you took other scoring cards."}),
])

LESSONS["02-playing-tricks"] = ("Playing the tricks", "Anticlockwise play, the ♣2 holder leads, following suit, "
                                "discards never win: a whole hand with notes", [
    md("""
# Playing the tricks

* Play goes **anticlockwise**: North → West → South → East.
* In the first hand the holder of **♣2 leads** the first trick, with any card (not necessarily ♣2).
  In later hands whoever took the pig last time leads.
* You **must follow** (跟牌) the suit that was led if you can. If you cannot, you **discard** (垫牌) any card,
  and a discard **never wins**.
* The highest card of the suit led wins the trick (一轮: one card from each player); the winner takes its
  scoring cards and leads next.

Step through a whole hand with ▶. The blue notes point at the moments that matter."""),
    code(SETUP),
    code('first = replay.load("../../data/gongzhu/02-first-hand.json")'),
    code("TrickReplay(first)"),
    md("The fourth trick of that hand. East had no clubs and discarded the pig:"),
    code("Quiz.who_wins(first.final.done[3], trump_text='No trumps.')"),
    md("The score sheets of the four players at the end of that hand:"),
    code("ScoreSheetView(gongzhu.GAME.score_sheets(first.final))"),
    quiz("West leads ♣6. You are South, with no clubs but ♥A and ♠3. What may you play?",
         ["only a club", "any card, for example ♠3 or ♥A", "only a heart"], "any card, for example ♠3 or ♥A",
         "With no card of the suit led you may discard any card. A discard never wins the trick.",
         {"only a club": "You have no clubs left, so you cannot follow.",
          "only a heart": "There is no rule about which suit to discard: any card will do."}),
    quiz("North leads ♦2, West plays ♦7, South discards ♠A, East plays ♦5. Who wins?",
         ["North", "West", "South", "East"], "West",
         "♦7 is the highest diamond. South's ♠A is a discard, and discards never win.",
         {"South": "♠A is not a diamond: it is a discard and can never win.",
          "North": "♦2 is the lowest diamond played.", "East": "♦5 is lower than West's ♦7."}),
    quiz("Who leads the first trick of the first hand?",
         ["the holder of ♣2", "North", "the holder of ♠Q"], "the holder of ♣2",
         "The ♣2 holder leads, with any card. Later hands are led by the last pig-taker.",
         {"North": "Not always North: whoever holds ♣2.",
          "the holder of ♠Q": "The pig-taker leads the next hand, not the pig holder in this one."}),
])

LESSONS["03-selling"] = ("Selling 卖牌: hidden and open", "Selling ♠Q ♦J ♣10 ♥A hidden (暗卖 ×2) or open "
                         "(明卖 ×4), and the first-round rule", [
    md("""
# Selling 卖牌 (亮牌)

Before the first lead, whoever holds ♠Q, ♦J, ♣10 or ♥A may **sell** it, to make the stakes higher:

* **hidden sale 暗卖**: the card counts **×2**; the table learns that the card is sold, not who holds it;
* **open sale 明卖**: the card counts **×4** and is shown face up.

(Rule texts never say what 暗卖 means exactly; "announced but not shown" is our reading of the name.)
A sold ♥A multiplies **every** heart. A sold ♣10 multiplies by 4 (hidden) or 8 (open) instead of 2."""),
    code(SETUP),
    code('ScoreSheetView({"not sold 不卖": score_cards("SQ"), "hidden 暗卖": score_cards("SQ", sold={"SQ": "hidden"}), '
         '"open 明卖": score_cards("SQ", sold={"SQ": "open"})})'),
    md("The same three hearts, with ♥A not sold, sold hidden, sold openly (whoever sold it):"),
    code('ScoreSheetView({label: score_cards("HK HQ H5", sold={"HA": lvl}) for label, lvl in '
         '[("not sold 不卖", "none"), ("hidden 暗卖", "hidden"), ("open 明卖", "open")]})'),
    md("""
## The first-round rule

A sold card may **not** be played when **following** to the first trick of its suit, unless it is the
holder's **only** card of that suit. It may always be discarded on another suit, and its holder may lead it. \
(The old PC game's text forbids
even leading it; we follow the 中游 rules, which say the holder may lead it.)

Here West sold ♥A openly, and North leads ♥2: the first heart trick. West also holds ♥7."""),
    code('may_not = replay.load("../../data/gongzhu/03-sold-ace-may-not.json")'),
    code('TableWidget(may_not.final, me="W")'),
    code('print("West may play:", [c.symbol for c in may_not.final.legal_actions()])'),
    code('print(may_not.final.check(Card.parse("HA")))'),
    md("Now West's only heart is ♥A. The rule's exception applies: West **must** play it."),
    code('must = replay.load("../../data/gongzhu/03-sold-ace-must.json")'),
    code('TableWidget(must.final, me="W")'),
    code('print("West may play:", [c.symbol for c in must.final.legal_actions()])'),
    quiz("You sold ♥A and hold ♥A ♥7. Hearts are led for the first time. What do you play?",
         ["♥A", "♥7", "either"], "♥7",
         "A sold card may not follow to the first trick of its suit while you hold another card of that suit.",
         {"♥A": "Not on the first heart trick: you hold ♥7 as well.",
          "either": "The sold ♥A is blocked on the first heart trick because you have ♥7."}),
    quiz("You sold ♠Q. Diamonds are led and you have no diamonds. May you discard ♠Q?",
         ["yes", "no, not before spades have been played"], "yes",
         "The first-round rule is only about following to the sold card's own suit: discarding is allowed.",
         {"no, not before spades have been played": "The rule is about following to a spade trick; "
                                                    "a discard on another suit is always allowed."}),
    quiz("How much is the pig worth after an open sale 明卖?", ["−200", "−400", "−800"], "−400",
         "Open sales count four times: 4 × −100 = −400.",
         {"−200": "That is the hidden sale 暗卖 (×2).", "−800": "−800 is all the hearts after ♥A is sold openly."}),
])

LESSONS["04-scoring"] = ("Scoring 计分", "The transformer's rules, all hearts 满红, the full sweep 满贯, the classic "
                         "−640 and 12800 worked out, and a score calculator", [
    md("""
# Scoring a hand

Each player scores the special cards they took:
hearts + pig + goat, then the transformer ♣10 multiplies the sum.
Three rules catch people out:

1. ♣10 with other scoring cards that add up to **0** scores **0** (not +50). ♥4 ♥3 ♥2 count here.
2. **All hearts 满红**: whoever takes all 13 hearts scores them as **+200** instead of −200.
3. **Full sweep 满贯 (猪羊满圈)**: all 16 scoring cards. Then even the pig turns positive."""),
    code(SETUP),
    code('ScoreSheetView({"♣10 ♠Q ♦J": score_cards("C10 SQ DJ"), "♣10 ♥3": score_cards("C10 H3"), '
         '"♣10 alone": score_cards("C10")})'),
    md("## All hearts 满红, and the full sweep 满贯"),
    code(f'ScoreSheetView({{"all hearts": score_cards("{HEARTS}"), "all hearts + pig": score_cards("{HEARTS} SQ"), '
         f'"full sweep": score_cards("{HEARTS} SQ DJ C10")}})'),
    md("""
## Two classic worked examples

**−640**: ♥A was sold openly (×4) and a player took ♥A ♥K ♥J and five of ♥10…♥5."""),
    code('ScoreSheetView(score_cards("HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"}))'),
    md("**12800**: all four cards sold openly, and one player takes all 16 scoring cards."),
    code(f'ScoreSheetView(score_cards("{HEARTS} SQ DJ C10", sold={{"SQ": "open", "DJ": "open", "C10": "open", '
         f'"HA": "open"}}))'),
    md("""
Some rule texts add that with hidden sales a full sweep is "also ×8". That contradicts the hidden
transformer's ×4, so we use each card's own multiplier; a fixed ×8 is a house rule some tables play.
Here are both, for a full sweep with all four cards sold hidden 暗卖:"""),
    code(f'ScoreSheetView({{"hidden sweep (our rules)": score_cards("{HEARTS} SQ DJ C10", '
         f'sold=dict.fromkeys(["SQ", "DJ", "C10", "HA"], "hidden")), '
         f'"house rule: a fixed ×8": score_cards("{HEARTS} SQ DJ C10", '
         f'sold=dict.fromkeys(["SQ", "DJ", "C10", "HA"], "hidden"), '
         f'rules=gongzhu.Rules.preset().but(sweep_fixed_multiplier=8))}})'),
    md("""
## Try it: the score calculator

Click the cards one player took (they rise) and choose how the special cards were sold."""),
    code('ScoreCalculator("SQ HA HK C10")'),
    quiz("A player took ♣10 and ♥3. Score?", ["+50", "0", "−20"], "0",
         "♥3 is a scoring card worth 0, so ♣10 doubles 0: the score is 0, not +50.",
         {"+50": "+50 is for ♣10 with no other scoring card at all; ♥3 is a scoring card.",
          "−20": "♥3 is worth 0, and 2 × 0 = 0."}),
    quiz("All 13 hearts, with ♥A sold hidden 暗卖. Score?", ["+200", "+400", "−400"], "+400",
         "All hearts score +200, and the hidden ♥A sale doubles them: +400.",
         {"+200": "That forgets the hidden sale of ♥A (×2).",
          "−400": "Taking all 13 hearts turns them positive."}),
    quiz("All hearts and the pig, but not the goat. Score?", ["+100", "+300", "−300"], "+100",
         "+200 for all hearts, −100 for the pig: the pig only turns positive in a full sweep of all 16 cards.",
         {"+300": "Some families play it that way (a rules switch), but here the pig stays −100.",
          "−300": "All 13 hearts count +200, not −200."}),
])

LESSONS["05-a-whole-game"] = ("A game to −1000", "Four bots play hand after hand until someone reaches −1000: the "
                              "running score table", [
    md("""
# A whole game, to −1000

A game is many hands. Scores add up, and **whoever took the pig leads the next hand**. When a total
reaches −1000 the game ends: the highest total wins, the lowest is the pig 大猪.

Here four practice bots play a whole game (the same game every time: the deals are seeded). Each cell of
the table shows the hand's points → the running total."""),
    code(SETUP),
    code("game = gongzhu.play_match(seed=4)"),
    code("game"),
    md("Who took the pig in each hand? Compare with the **leads** column: each pig-taker leads the next hand."),
    code('print("pig taken by:", " ".join(hand.pig_taker() for hand in game.hands))'),
    md("The last hand's score sheets:"),
    code('ScoreSheetView(gongzhu.GAME.score_sheets(game.hands[-1]))'),
    quiz("Who leads the second hand of a game?", ["the holder of ♣2", "whoever took the pig in hand 1",
                                                  "the winner of the last trick"],
         "whoever took the pig in hand 1", "The pig-taker leads the next hand.",
         {"the holder of ♣2": "Only the first hand is led by the ♣2 holder.",
          "the winner of the last trick": "The last trick's winner has no special role."}),
    quiz("A total reaches −1000. Totals: North −1000, East 300, South 450, West 250. Who wins?",
         ["North", "East", "South", "West"], "South", "The highest total wins: South with 450. North is the pig.",
         {"North": "North reached −1000: North is the pig 大猪.", "East": "300 is not the highest total.",
          "West": "250 is not the highest total."}),
])

LESSONS["06-play-a-hand"] = ("Play a hand", "Sell or not, then play a hand against three bots; illegal clicks "
                             "are refused with the reason", [
    md("""
# Play a hand against three bots

You are **South**. First decide about any special card you hold: keep it (不卖), sell it hidden (暗卖)
or openly (明卖). Then click a card to play it. If a card is not allowed, the message says why.
**Undo** takes back your last move; **New deal** deals again. At the end you see all four score sheets.

Tips: keep out of tricks with hearts in them; if you hold the pig, wait for ♠A or ♠K to appear,
or discard the pig when you run out of a suit."""),
    code(SETUP),
    code('PlayAlong("gongzhu", seat="S", seed=7)'),
    quiz("Your click was refused with \"you must follow ♣ because you hold ♣5\". What now?",
         ["play a club", "play any other card", "press New deal"], "play a club",
         "You hold a club, so you must play a club.",
         {"play any other card": "Only when you have no club left may you play another suit.",
          "press New deal": "No need: just play a club."}),
    quiz("You sold ♠Q openly and spades are led for the first time. You hold ♠Q and ♠3. What do you play?",
         ["♠Q", "♠3"], "♠3",
         "A sold card may not follow to the first trick of its suit while you hold another card of that suit.",
         {"♠Q": "Not now: you sold ♠Q and you also hold ♠3."}),
])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS, langs=("en",)))
