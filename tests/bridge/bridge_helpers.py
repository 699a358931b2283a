"""A fixed deal for the play tests: rule book BB4's auction on the sample hands (4♥ by South)."""

from __future__ import annotations

from tutor.cards import parse_cards
from tutor.games import bridge
from tutor.games.bridge import State

HANDS = {
    "N": parse_cards("SA SK S3 S2 HK HJ H3 DK D3 D2 CA C3 C2"),
    "E": parse_cards("SQ SJ S4 HQ H5 H4 DQ D5 D4 CK CQ C5 C4"),
    "S": parse_cards("S10 S9 S8 HA H10 H9 H8 DA DJ D10 CJ C10 C9"),
    "W": parse_cards("S7 S6 S5 H7 H6 H2 D9 D8 D7 D6 C8 C7 C6"),
}
BB4 = "1C P 1H P 2H P 4H P P P".split()


def fresh(rules=None) -> State:
    return bridge.start(rules or bridge.Rules.preset(), bridge.board(1), HANDS)


def in_play(rules=None) -> State:
    st = fresh(rules)
    for c in BB4:
        st = st.apply(c)
    return st


def record(actions, **extra):
    return {"format": "trick-tutor/1", "game": "bridge", "board": 1,
            "hands": {s: [str(c) for c in h] for s, h in HANDS.items()}, "actions": actions, **extra}


def auction_actions():
    seats = "NESW"
    return [{"seat": seats[i % 4], "call": c} for i, c in enumerate(BB4)]
