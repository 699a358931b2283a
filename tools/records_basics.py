#!/usr/bin/env python
"""Build the basics lesson's record(s) with the basics engine and save them to lessons/data/basics/.

    python tools/records_basics.py && python -m tutor check lessons/data/basics/*.json

The hands and plays are chosen to show, in four tricks: following suit, a discard, a trump,
an overtrump, and a small trump beating a king.  The engine checks every play.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tutor import replay
from tutor.cards import parse_cards
from tutor.games.basics import Rules, start

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402  (tools/hant.py: each 简体中文 note's 繁體中文)

OUT = Path(__file__).resolve().parent.parent / "lessons" / "data" / "basics"

HANDS = {"N": "HA H5 D9 S3", "E": "HK S8 D4 C7", "S": "H2 SQ DA CK", "W": "H9 C3 DK C5"}
PLAYS = "HA HK H2 H9  H5 S8 SQ C3  DA DK D9 D4  CK C5 S3 C7"
NOTES = {  # each note in both languages: the replay shows the one of the page
    0: {"en": "Four cards each, spades are trumps. West dealt, so North, on the dealer's left, leads first.",
        "zh": "每人四张牌，黑桃是将牌。西家发牌，所以由发牌人左手的北家先出。"},
    4: {"en": "Everyone had a heart, so everyone followed suit: the highest heart, North's ace, wins. "
              "The winner of a trick leads to the next one.",
        "zh": "四家都有红桃，所以都跟了红桃：最大的红桃——北家的A——赢。赢得这一墩的人接着首出下一墩。"},
    6: {"en": "East has no hearts left, so East may play any card: East plays a trump (a spade) to try to win "
              "the trick.",
        "zh": "东家没有红桃了，可以出任何一张牌：东家出了一张将牌（黑桃），想赢这一墩。"},
    7: {"en": "South has no hearts either and plays a higher trump: the highest trump wins.",
        "zh": "南家也没有红桃，出了一张更大的将牌：最大的将牌赢。"},
    8: {"en": "West has no hearts and no trumps, so West discards the ♣3: a discard can never win.",
        "zh": "西家既没有红桃也没有将牌，只好垫一张♣3：垫牌永远赢不了。"},
    12: {"en": "Diamonds: everyone follows suit, and the ace is the highest.",
         "zh": "方块：四家都跟了方块，A最大。"},
    15: {"en": "North has no clubs left and trumps with the ♠3: the smallest trump beats the king of clubs.",
         "zh": "北家没有梅花了，用♠3将吃：最小的将牌也比梅花K大。"},
    16: {"en": "Hand over: North and South won all four tricks together, because partners count their tricks "
               "together.",
         "zh": "这副牌打完了：南北两家一共赢了四墩，因为搭档的墩数合在一起算。"},
}


def main() -> None:
    rules = Rules.preset("whist").but(hand_size=4)
    state = start(rules, {seat: tuple(parse_cards(text)) for seat, text in HANDS.items()}, "W")
    rp = replay.record(state, parse_cards(PLAYS), notes=hant.with_traditional(NOTES, "basics"),
                       title="A short whist hand: four tricks")
    OUT.mkdir(parents=True, exist_ok=True)
    rp.save(OUT / "four-tricks.json")
    print(f"saved {OUT / 'four-tricks.json'}: {len(rp)} actions, {rp.summary()}")


if __name__ == "__main__":
    main()
