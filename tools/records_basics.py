#!/usr/bin/env python
"""Build the basics lesson's record(s) with the basics engine and save them to lessons/data/basics/.

    python tools/records_basics.py && python -m tutor check lessons/data/basics/*.json

The hands and plays are chosen to show, in four tricks: following suit, a discard, a trump,
an overtrump, and a small trump beating a king.  The engine checks every play.
"""

from __future__ import annotations

from pathlib import Path

from tutor import replay
from tutor.cards import parse_cards
from tutor.games.basics import Rules, State

OUT = Path(__file__).resolve().parent.parent / "lessons" / "data" / "basics"

HANDS = {"N": "HA H5 D9 S3", "E": "HK S8 D4 C7", "S": "H2 SQ DA CK", "W": "H9 C3 DK C5"}
PLAYS = "HA HK H2 H9  H5 S8 SQ C3  DA DK D9 D4  CK C5 S3 C7"
NOTES = {
    0: "Four cards each, spades are trumps. West dealt, so North, on the dealer's left, leads first.",
    4: "Everyone had a heart, so everyone followed suit: the highest heart, North's ace, wins. "
       "The winner of a trick leads to the next one.",
    6: "East has no hearts left, so East may play any card: East plays a trump (a spade) to try to win the trick.",
    7: "South has no hearts either and plays a higher trump: the highest trump wins.",
    8: "West has no hearts and no trumps, so West discards the ♣3: a discard can never win.",
    12: "Diamonds: everyone follows suit, and the ace is the highest.",
    15: "North has no clubs left and trumps with the ♠3: the smallest trump beats the king of clubs.",
    16: "Hand over: North and South won all four tricks together, because partners count their tricks together.",
}


def main() -> None:
    rules = Rules.preset("whist").but(hand_size=4)
    state = State(rules, {seat: tuple(parse_cards(text)) for seat, text in HANDS.items()}, "W")
    rp = replay.record(state, parse_cards(PLAYS), notes=NOTES, title="A short whist hand: four tricks")
    OUT.mkdir(parents=True, exist_ok=True)
    rp.save(OUT / "four-tricks.json")
    print(f"saved {OUT / 'four-tricks.json'}: {len(rp)} actions, {rp.summary()}")


if __name__ == "__main__":
    main()
