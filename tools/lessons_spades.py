#!/usr/bin/env python
"""Write the Spades lesson notebooks (``lessons/spades/00..06``) from the text below; then execute them:

    .venv/bin/python tools/records_spades.py       # the lesson 02 record (only if it is missing)
    .venv/bin/python tools/lessons_spades.py       # or --check: compare with the committed lessons
    .venv/bin/python tools/execute_lessons.py lessons/spades/*.ipynb

Every number a lesson shows comes from an executed code cell (the engine); the prose says what to look at.
"""

from __future__ import annotations

import lessonkit
from lessonkit import code, md

GAME = "spades"
SETUP = """from tutor.games import spades
from tutor.widgets import HandViewer, Quiz, ScoreSheetView, TrickReplay, PlayAlong
from tutor.widgets.spades import BidBox, ScoreCalculator
from tutor.tricks import Trick
from tutor.cards import Card, parse_cards


def trick(leader, cards):
    seats = "NESWNESW"["NESW".index(leader):][:4]
    return Trick(leader, tuple(zip(seats, parse_cards(cards))), "S")


def sheet(bids, tricks, before=None, rules=None, team="NS"):
    return spades.score_hand(bids, tricks, before=before, rules=rules)[team].sheet"""


RULES_NOTE = "*Rules: MSN / Windows Internet Spades (the tutor's default rules).*"

LESSONS: lessonkit.Lessons = {}

LESSONS["00-spades-in-two-minutes"] = (
    "Spades in two minutes · 黑桃王两分钟入门",
    "Four players, two teams, spades always trump: bid, play 13 tricks, score.",
    [
        md(f"""# Spades in two minutes · 黑桃王两分钟入门

**Spades** (黑桃王) is a card game for four players in two teams. Partners sit opposite each other:
**North with South**, **East with West**. Everybody gets 13 cards, and **spades ♠ are always trumps** (将牌).

{RULES_NOTE}"""),
        code(SETUP),
        code('HandViewer(spades.new_hand(seed=7, looked="NESW"))'),
        md("""Here is a deal, seen from South. Use the menu to sit in another seat.

A hand has three steps:

1. **Bid** (叫牌): each player says how many tricks (墩) they expect to win.
2. **Play** 13 tricks: one card each, clockwise. Follow the suit that was led if you can.
   The highest spade wins the trick; with no spade in it, the highest card of the suit led wins.
3. **Score**: a team that wins at least the tricks it bid scores 10 points per trick bid; a team
   that falls short loses as much. The game ends when a team reaches 500 points or falls to −200;
   the higher score wins."""),
        code('Quiz("You sit South. Who is your partner?", ["North", "East", "West"], "North", '
             '"Partners sit opposite: North–South play against East–West.", '
             'feedback={"East": "East is on your left: an opponent.", "West": "West is on your right: an opponent."})'),
        md("""Who wins this trick? North led ♥4. South had no hearts and played a spade."""),
        code('Quiz.who_wins(trick("N", "H4 HK S2 HA"))'),
        md("""Spades beat every other suit, even a small ♠2 against an ace. Now the score:"""),
        code('made = sheet({"N": 3, "S": 2}, {"N": 3, "S": 2}); ScoreSheetView(made)'),
        code('Quiz("North–South bid 3 + 2 = 5 tricks and took exactly 5. How many points do they score?", '
             '["+5", "+50", "+55", "−50"], "+50", made.lines[0].reason, '
             'feedback={"+5": "Each trick bid is worth 10 points, not 1.", "−50": "They took enough tricks: '
             'that is a plus score.", "+55": "No extra tricks, so no bags (+1 each) this time."})'),
    ])

LESSONS["01-the-deal-and-the-bid"] = (
    "The deal and the bid · 发牌与叫牌",
    "Who deals, who bids first, counting tricks, nil and blind nil, and a bid box to try.",
    [
        md(f"""# The deal and the bid · 发牌与叫牌

The **dealer** (发牌者) gives everyone 13 cards. After each hand the deal passes to the left (clockwise);
the first dealer is chosen at random. **Bidding** (叫牌) starts with the player on the dealer's left and
goes clockwise, once round. Everybody must bid; nobody may pass.

{RULES_NOTE}"""),
        code(SETUP),
        code('HandViewer({"S": spades.new_hand(seed=3).sorted_hand("S")})'),
        md("""**Count your sure tricks** (铁墩). The ♠A always wins a trick. A side-suit ace usually wins once; a
king with a small card beside it often does; long spades win tricks once the others have run out.
Your bid is the number of tricks you expect. Your side's **contract** (定约) is your bid plus your
partner's bid: you make it together."""),
        md("""**Try it.** You are South. As in MSN Spades you first choose: **look** at your cards (看牌), or bid
**blind nil** (盲零) without looking. Then bid. The box tells you what your bid means, and what the
practice bot would bid with these cards."""),
        code("BidBox(3)"),
        md("""**Nil** (零叫牌): a bid of 0 promises to take **no tricks at all**: +100 if you manage it, −100 if you
take even one. A nil bid is scored on its own, apart from the partner's contract.

**Blind nil** (盲零, also called 加倍零 "double nil") is a nil bid made **before looking** at your cards:
+200 or −200. That is why the box asks first. It is very risky: not for beginners."""),
        code('Quiz("North bids 3 and South bids 4. What is North–South\'s contract?", ["3", "4", "7", "12"], "7", '
             '"The contract is the partners\' bids added together: 3 + 4 = 7 tricks between them.", '
             'feedback={"12": "Count tricks, not points: 3 + 4."})'),
        code('blind = spades.new_hand(seed=3).apply("look").check("blind"); blind'),
        code('Quiz("When may you bid blind nil?", ["Before looking at my cards", "After looking, if my hand is weak", '
             '"Only after my partner bids"], 0, "The engine says, once you have looked: " + blind, '
             'feedback={1: "After looking it is an ordinary nil (0).", 2: "Anybody may bid it in turn, '
             'but only before looking."})'),
        code('Quiz("You hold the ♠A. Is nil a good bid?", ["Yes", "No"], "No", '
             '"The ♠A wins any trick it is played to (铁墩): you cannot avoid taking a trick with it.")'),
    ])


LESSONS["02-playing-tricks"] = (
    "Playing: follow suit, trumps, breaking spades · 出牌",
    "Follow suit, spades trump, discards never win, and when you may lead a spade; a replay with notes.",
    [
        md(f"""# Playing: follow suit, trumps, breaking spades · 出牌

The player on the dealer's left leads the first trick (首攻); play goes clockwise. **You must follow
suit**: if you hold a card of the suit led, you must play one. If you have none, play any card: a
spade (to **trump**, 将吃) or any other card (a **discard**, 垫牌) — even on the very first trick.

{RULES_NOTE}"""),
        code(SETUP),
        code('Quiz.who_wins(trick("N", "C2 D3 HA DK"))'),
        md("""The trick goes to the highest spade; with no spade in it, to the highest card **of the suit led**.
A discard never wins, however high: nobody else played a club, so the little ♣2 wins."""),
        code('Quiz.who_wins(trick("N", "H4 HK S2 HA"))'),
        md("""**Breaking spades.** You may not *lead* a spade until spades are **broken**: a spade has been
played on a trick of another suit. The one exception: a player holding nothing but spades may lead one,
and that breaks spades for everybody after."""),
        code('pos = spades.position({"N": "SA S5 H3", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, '
             'leader="N"); HandViewer({"N": pos.sorted_hand("N")}, me="N")'),
        code('Quiz("Spades are not broken. North holds ♠A ♠5 ♥3 and leads. Which card may North lead?", '
             '["♠A", "♠5", "♥3", "any of them"], "♥3", "The engine refuses ♠A: " + pos.check(Card.parse("SA")), '
             'feedback={"♠A": "Not yet: spades are not broken.", "any of them": "Spades are not broken, '
             'and North still holds a heart."})'),
        code('only = spades.position({"N": "S9 S6 S2", "E": "C2 C3 C4", "S": "C5 C6 C7", "W": "C8 C9 C10"}, '
             'leader="N")'),
        code('Quiz("Spades are not broken and North holds only ♠9 ♠6 ♠2. May North lead the ♠2?", ["Yes", "No"], '
             '"Yes", "A player with nothing but spades may lead one (here: " + " ".join(c.symbol for c in '
             'only.legal_actions()) + "); that also breaks spades for later leaders.")'),
        md("""**Watch a whole hand.** Press ▶ to step through it (or drag the slider). Each step says what
happened and why; the notes point at the moments that matter."""),
        code('TrickReplay("../../data/spades/02-a-hand.json")'),
    ])

LESSONS["03-scoring-contracts-and-bags"] = (
    "Scoring: contracts and bags · 计分：定约与袋子",
    "Contract made or set, bags and the bag-out, worked examples, and a score calculator.",
    [
        md(f"""# Scoring: contracts and bags · 计分：定约与袋子

* **Made** (成功): the partners took at least their contract: **+10 × contract**.
* Every trick over the contract is a **bag** (袋子): **+1 point** each.
* **Set** (宕): fewer tricks than the contract: **−10 × contract**, however many tricks short.

{RULES_NOTE}"""),
        code(SETUP),
        md("""North bid 3 and took 2, South bid 4 and took 6: together 8 tricks for a contract of 7.
East bid 3 and took 4, West bid 3 and took 1: 5 tricks for 6."""),
        code('ScoreSheetView({"North–South bid 7, took 8": sheet({"N": 3, "S": 4}, {"N": 2, "S": 6}), '
             '"East–West bid 6, took 5": sheet({"E": 3, "W": 3}, {"E": 4, "W": 1}, team="EW")})'),
        md("""**One trick short costs 140.** North–South bid 3 + 4 = 7. Taking 7 scores +70, taking 6 scores −70;
taking none is also just −70, and taking 9 gives +70 and 2 bags."""),
        code('ScoreSheetView({f"bid 7, took {t}": sheet({"N": 3, "S": 4}, {"N": min(t, 3), "S": t - min(t, 3)}) '
             'for t in (7, 6, 0, 9)})'),
        md("""Scores add up from hand to hand: 120, then +71, then −50 gives 120 → 191 → 141."""),
        code('first = spades.score_hand({"N": 3, "S": 4}, {"N": 2, "S": 6}, before={"NS": (120, 0)})["NS"]; '
             'second = spades.score_hand({"N": 3, "S": 2}, {"N": 2, "S": 2}, before={"NS": first})["NS"]; '
             '[120, first.total, second.total]'),
        md("""**Bags pile up** (袋子累计) from hand to hand. Every other part of the score is a multiple of 10, so
the **last digit of a score is the bag count**: 276 means 6 bags, and −58 means 2 bags (−58 = −6 × 10 + 2)."""),
        code('[276 % 10, -58 % 10]'),
        md("""**Bag-out** (破袋): when a team's bags reach 10, it loses 10 bags **and 100 points**; it keeps the
bag points of that hand. Here the team had 319 points and 9 bags, bid 7 and took 9."""),
        code('s10 = spades.score_hand({"N": 3, "S": 4}, {"N": 4, "S": 5}, before={"NS": (319, 9)})["NS"]; '
             'ScoreSheetView({f"319 → {s10.total}, {s10.bags} bag": s10.sheet})'),
        md("""If the bags reach 20 in one hand the team bags out twice: −200."""),
        code('s14 = spades.score_hand({"N": 1, "S": 1}, {"N": 7, "S": 6}, before={"NS": (309, 9)})["NS"]; '
             'ScoreSheetView({f"309 → {s14.total}": s14.sheet})'),
        md("""**Try it** (teachers: type any hand). Choose the four bids, the tricks each player took, and the
scores before the hand; the sheets show every line of the arithmetic."""),
        code("ScoreCalculator()"),
        code('Quiz("North–South bid 7 and took 6. Their score for the hand?", ["−10", "−60", "−70", "+60"], "−70", '
             'sheet({"N": 3, "S": 4}, {"N": 3, "S": 3}).lines[0].reason, '
             'feedback={"−10": "A set costs the whole contract, not just the missing trick.", '
             '"+60": "They did not make 7, so nothing is won."})'),
        code('Quiz("A team has 319 points and 9 bags. It bids 7 and takes 9. Its new total?", '
             '["391", "301", "291", "221"], "291", '
             '"70 + 2 bags − 100 for the bag-out = −28; 319 − 28 = 291, with 1 bag left.")'),
        code('Quiz("A team\'s score is −58. How many bags does it have?", ["8", "2", "5"], "2", '
             '"−58 = −6 × 10 + 2: the bag count is 2 (Python says -58 % 10 == 2).")'),
    ])

LESSONS["04-nil-and-blind-nil"] = (
    "Nil and blind nil · 零叫牌与盲零",
    "Nil ±100, blind nil ±200, scored apart from the partner; worked examples −139, +301, 281 and 202, and Windows 7.",
    [
        md(f"""# Nil and blind nil · 零叫牌与盲零

A nil bidder is scored **alone**: **+100** for taking no trick, **−100** for taking any (blind nil: ±200).
The partner's bid is the team's whole contract. Every trick a nil bidder takes is a **bag** (+1) and
does **not** help the partner's contract.

{RULES_NOTE}"""),
        code(SETUP),
        md("""North bid 5 and took 4; South bid nil and took none. North's contract fails, South's nil is made."""),
        code('ScoreSheetView({"North bid 5, South nil": sheet({"N": 5, "S": "nil"}, {"N": 4, "S": 0})})'),
        md("""North bid 4 and took 3; South bid nil and took 1. South's trick cannot rescue North:
−40 − 100 + 1 = **−139**.

Some write "(Windows 7 only loses 60)". −60 is what you get when the nil bidder's trick counts for
the partner: North's 3 + 1 = 4 makes the contract, +40 − 100 = −60; so Windows 7 most likely scored that
way. This tutor follows MSN and shows that house rule beside it:"""),
        code('ScoreSheetView({"MSN rules": sheet({"N": 4, "S": "nil"}, {"N": 3, "S": 1}), '
             '"Windows 7 rules": sheet({"N": 4, "S": "nil"}, {"N": 3, "S": 1}, '
             'rules=spades.Rules.preset("windows7"))})'),
        md("""East bid 11 and took 12, West bid nil and took 1. North and South each bid 1 and took
nothing — or one of them bid nil instead."""),
        code('s5 = spades.score_hand({"E": 11, "W": "nil", "N": 1, "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
             's6 = spades.score_hand({"E": 11, "W": "nil", "N": "nil", "S": 1}, {"E": 12, "W": 1, "N": 0, "S": 0}); '
             'ScoreSheetView({"East 11 took 12, West nil took 1": s5["EW"].sheet, '
             '"North 1 took 0, South 1 took 0": s5["NS"].sheet, '
             '"North nil took 0, South 1 took 0": s6["NS"].sheet})'),
        md("""North bid 10 and took 11; South, trusting North's big hand, bid **blind nil** and took nothing."""),
        code('ScoreSheetView({"North 10, South blind nil": sheet({"N": 10, "S": "blind"}, {"N": 11, "S": 0})})'),
        md("""North–South had 439 points and 9 bags. North bid 4, South bid nil.
In the first hand North took 5 and South 1; in the second North took 3 and South 3. Bags from both players count,
and both hands end in a bag-out."""),
        code('s11 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 5, "S": 1}, before={"NS": (439, 9)})["NS"]; '
             's12 = spades.score_hand({"N": 4, "S": "nil"}, {"N": 3, "S": 3}, before={"NS": (439, 9)})["NS"]; '
             'ScoreSheetView({f"first hand: 439 → {s11.total}": s11.sheet, '
             'f"second hand: 439 → {s12.total}": s12.sheet})'),
        md("""**Try it** (teachers: set up any nil hand, then *copy link* to share exactly this example).
Here North bid 4 and took 3, South bid nil and took 1: change South's tricks to 0 and watch the sheet."""),
        code('ScoreCalculator(bids={"N": 4, "E": 3, "S": "nil", "W": 3}, tricks={"N": 3, "E": 5, "S": 1, "W": 4})'),
        code('Quiz("North bid 4 and took 3; South bid nil and took 1 (MSN rules). North–South\'s score?", '
             '["−139", "−60", "−40", "+61"], "−139", "−40 for the set contract, −100 for the failed nil, +1 bag.", '
             'feedback={"−60": "That is the Windows 7 figure, where South\'s trick helps North."})'),
        code('Quiz("North bid 10 and took 11; South bid blind nil and took none. North–South\'s score?", '
             '["+201", "+301", "+111", "+300"], "+301", "+100 contract, +200 blind nil, +1 bag.")'),
        code('Quiz("Under Windows 7 rules, North 4 took 3 with South nil took 1 scores −60. Why?", '
             '["South\'s trick counts toward North\'s bid", "A failed nil costs only 20", "Bags are ignored"], 0, '
             '"3 + 1 = 4 tricks make the contract of 4 (+40); the failed nil still costs 100.")'),
    ])

LESSONS["05-bag-out-and-winning"] = (
    "Bag-out and winning the game · 破袋与胜负",
    "A running score table over a game between bots, bag-outs, the 500 / −200 end rule and the tie rule.",
    [
        md(f"""# Bag-out and winning the game · 破袋与胜负

A game is many hands. After each hand: **if a team has 500 or more, or −200 or less, the game ends and
the higher score wins.** If the scores are **tied**, play another hand; keep playing until one team is
outside 500 / −200 and the scores differ. The deal passes clockwise every hand.

{RULES_NOTE}"""),
        code(SETUP),
        md("""Here is a whole game between four practice bots. Each row is a hand; the number in brackets is
the team's bags (the last digit of its score)."""),
        code("match = spades.play_match(seed=26); match"),
        md("""Find the hands where a team's bags went past 9: the bag-out (破袋) cost them 100 points.
Here is the first of them:"""),
        code('k, hand = next((k, h) for k, h in enumerate(match.hands, 1) '
             'if any(r.bagouts for r in h.result().values())); '
             'ScoreSheetView({f"hand {k} · {t}": s for t, s in spades.GAME.score_sheets(hand).items()})'),
        md("""The engine decides the end of the game with `spades.game_over`:"""),
        code('[spades.game_over(t) for t in ({"NS": 510, "EW": 480}, {"NS": 520, "EW": 520}, '
             '{"NS": -200, "EW": 150}, {"NS": 499, "EW": -199})]'),
        md("""Each answer carries the engine's reason, and `spades.play_on` says why a game goes on:"""),
        code('spades.game_over({"NS": 510, "EW": 480}).reason, spades.play_on({"NS": 520, "EW": 520})'),
        code('Quiz("After a hand North–South have 510 and East–West 480. What happens?", '
             '["North–South win", "Play another hand", "East–West win"], 0, '
             '"A team reached 500 and the scores differ: the higher score wins.")'),
        code('Quiz("After a hand both teams have 520. What happens?", ["North–South win", "Play another hand", '
             '"Nobody wins"], 1, "A tie always plays on: another hand, until the scores differ and a team is '
             'outside 500 / −200.")'),
        code('Quiz("North–South fall to −200 while East–West have 150. What happens?", '
             '["East–West win", "Play another hand", "North–South win"], 0, '
             '"−200 or less ends the game, and the higher score (East–West) wins.")'),
    ])

LESSONS["06-play-a-hand"] = (
    "Play a hand · 实战一局",
    "You are South against three bots: look, bid, play by clicking cards; illegal cards are refused.",
    [
        md(f"""# Play a hand · 实战一局

You are **South**. Your partner North and the opponents East and West are practice bots.
First **look at your cards** (or bid blind nil, if you dare), then **bid**, then **click a card** to play it.
A card the rules do not allow is refused, with the reason, and nothing changes.
**↶ Undo** takes back your last card (and the bots' replies). **New deal** gives you a fresh hand.

{RULES_NOTE}"""),
        code(SETUP),
        code('PlayAlong("spades", seat="S", seed=1)'),
        md("""Two questions to think about while you play."""),
        code('lead = spades.position({"N": "C2 C3 C4 C5", "E": "C6 C7 C8 C9", "S": "SK S4 H9 D3", '
             '"W": "C10 CJ CQ CK"}, leader="S")'),
        code('Quiz("Spades are not broken. You hold ♠K ♠4 ♥9 ♦3 and it is your lead. Which may you lead?", '
             '["♠K", "♥9 or ♦3", "any card"], 1, lead.check(Card.parse("SK")).capitalize() + ".", '
             'feedback={"any card": "Not while spades are unbroken and you hold other suits."})'),
        code('Quiz("You bid nil. West leads ♥A and you hold ♥K and ♥3. Which heart should you play?", '
             '["♥K", "♥3"], "♥K", "Under the ace your ♥K cannot win, so get rid of it now: later it could win '
             'a trick and break your nil. The practice bots play a nil this way.")'),
    ])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS, langs=("en",)))
