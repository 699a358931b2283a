#!/usr/bin/env python
"""Write the Basics lesson notebook (``lessons/basics/01``) from the text below; then execute it:

    .venv/bin/python tools/records_basics.py       # the replay record the lesson steps through
    .venv/bin/python tools/lessons_basics.py       # or --check: compare with the committed lesson
    .venv/bin/python tools/execute_lessons.py lessons/basics/*.ipynb

The lesson teaches the one idea every game shares (a trick and who wins it); each winner and each reason it
shows comes from an executed code cell (the engine), so strict nbval catches a rule change.
"""

from __future__ import annotations

import lessonkit
from lessonkit import code, md

GAME = "basics"
SETUP = '''from IPython.display import HTML
from tutor import replay
from tutor.cards import deck, parse_cards
from tutor.games import basics
from tutor.render import hand_svg, trick_svg
from tutor.seats import next_seat
from tutor.tricks import Trick
from tutor.widgets import HandViewer, PlayAlong, Quiz, TrickReplay


def trick(leader, cards, trump=None):
    """A trick built by the engine: `leader` plays first, then the others clockwise."""
    t, seat = Trick(leader, trump=trump), leader
    for card in parse_cards(cards):
        t, seat = t.add(seat, card), next_seat(seat)
    return t'''


def show_trick(name: str, leader: str, cards: str, trump: str | None = None) -> list:
    """Two cells: build and draw a trick (winner outlined), then print the engine's reason."""
    args = f"{leader!r}, {cards!r}".replace("'", '"') + (f', trump="{trump}"' if trump else "")
    return [code(f"{name} = trick({args})\nHTML(trick_svg({name}.plays, winner={name}.winner()))"),
            code(f"print({name}.winner_reason())")]


FOUR_ACES = 'parse_cards("SA HA DA CA")'

LESSONS: lessonkit.Lessons = {}

LESSONS["01-what-is-a-trick"] = (
    "What is a trick?",
    "The deck, leading and following suit, discards and trumps: who wins a trick and why.",
    [
        md("""# What is a trick? 什么是一墩牌？

Spades, Gong Zhu 拱猪, Bridge 桥牌 and 27 Wang 二七王 are all **trick-taking games**.
This lesson teaches the one idea they share: how a trick is played and who wins it. It takes about ten minutes."""),
        code(SETUP),
        md("""## The deck 一副牌

A deck has 52 cards in four **suits** 花色: spades ♠ 黑桃, hearts ♥ 红桃, diamonds ♦ 方块 and clubs ♣ 梅花.
Each suit has 13 **ranks**, from high to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is the highest card of its suit.
Here are the thirteen spades:"""),
        code('HTML(hand_svg(deck()[:13], card_width=70, label="the thirteen spades, ace high"))'),
        md("""Hearts and diamonds are red, spades and clubs are black. If red and black are hard to tell apart,
the **four-colour deck** (below, right) gives every suit its own colour: ♠ black, ♥ red, ♦ blue, ♣ green."""),
        code(f'HTML(hand_svg({FOUR_ACES}, step=108) + "&emsp;" + hand_svg({FOUR_ACES}, step=108, four_colour=True))'),
        md("27 Wang also uses the two **jokers**: "
           "the big joker 大王 (in colour) and the little joker 小王 (in black)."),
        code('HTML(hand_svg(parse_cards("BJ LJ"), step=108))'),
        md("""## A deal 发牌

The cards are shuffled and dealt one by one, so each of the four players, North, East, South and West, gets 13 cards.
North and South are **partners** 搭档, and so are East and West.
*Try it:* choose the seat you sit in. Your own hand is always drawn at the bottom."""),
        code("HandViewer(basics.new_hand(seed=7))"),
        md("""## Leading and following suit 出牌和跟牌

One player **leads** 出牌: they play any card they like. Then, clockwise, each other player plays one card.
Everyone must **follow suit** 跟牌: play a card of the suit that was led, if they have one.
The four cards together are a **trick** 一墩, and the highest card of the suit led wins it."""),
        *show_trick("t1", "N", "H5 HK H2 HA"),
        md("""## Discarding 垫牌

If you have no card of the suit led, you may play any card. A card of another suit is a **discard** 垫牌,
and a discard never wins the trick, not even an ace."""),
        *show_trick("t2", "E", "D8 DQ CA D3"),
        md("""## Trumps 将牌

Many games name one suit **trumps** 将牌 (in 27 Wang: 主牌). If you cannot follow suit, you may play a trump instead:
any trump beats every card of the other suits, and if several trumps are played, the highest trump wins.
Here spades are trumps:"""),
        *show_trick("t3", "S", "CA C4 S2 C9", trump="S"),
        md("""## Who wins a trick? 谁赢这一墩？

1. If any trumps were played, the **highest trump** wins.
2. Otherwise the **highest card of the suit led** wins. Discards never win.

The winner takes the four cards, puts them face down in front of them, and **leads** to the next trick."""),
        md("""## Watch a hand

Here is a short hand of four cards each, with spades as trumps. Press ▶ to see each card played:
the line under the buttons says what happened and why, and the blue box adds a teacher's note."""),
        code('TrickReplay(replay.load("../../data/basics/four-tricks.json"))'),
        md("""## Your turn: who wins? 考考你

Three tricks, three questions. Click the player you think wins."""),
        code('Quiz.who_wins(trick("W", "S10 SJ S4 S9"), "1. Who wins this trick?")'),
        code('Quiz.who_wins(trick("E", "C10 CQ H3 CK", trump="H"), "2. Who wins this trick?")'),
        code('Quiz.who_wins(trick("S", "D7 CA D10 D2", trump="S"), "3. Who wins this trick?")'),
        md("""## Play a hand yourself

You are South, the other three seats are played by the computer. Spades are trumps and everyone has five cards.
Click a card to play it: if it is not allowed, the tutor tells you why. **Undo** takes back your last card."""),
        code('PlayAlong("basics", seat="S", seed=1, rules=basics.Rules.preset("whist").but(hand_size=5))'),
        md("""## What you learned

- A trick is one card from each player, in turn, clockwise; the winner leads next.
- You must follow suit if you can; otherwise you discard or play a trump.
- The highest trump wins; with no trump, the highest card of the suit led wins.

Every game in Trick Tutor adds its own rules on top of this: bids in Spades, penalty cards in Gong Zhu,
contracts in Bridge, and pairs and tractors in 27 Wang. Pick one on the home page."""),
    ])


if __name__ == "__main__":
    raise SystemExit(lessonkit.main(GAME, LESSONS, langs=("en",)))
