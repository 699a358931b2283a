#!/usr/bin/env python
"""Write the bridge lesson records from the engine, so every card is checked:

    .venv/bin/python tools/records_bridge.py

They go to ``tutor/games/bridge/data/`` (package data: the lesson helpers read them there) and the records
(not the hindsight data) also to ``lessons/data/bridge/``, where learners find them and
``python -m tutor check`` reads them.

* ``03-dummy.json``: the scoring example BB4's auction (4♥ by South), then double-dummy play by all four seats.
* ``07-holdup.pbn``: a classic hold-up deal (3NT; declarer wins the first spade and goes down), written as PBN
  with commentary, and ``07-holdup.hindsight.json``: the double-dummy column for every card (precomputed so
  the lesson opens without solving).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tutor import replay
from tutor.cards import Card, parse_cards
from tutor.games import bridge
from tutor.games.bridge import analysis, bots, from_replay, parse_pbn, to_replay, write_pbn

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402  (tools/hant.py: each 简体中文 note's 繁體中文)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tutor" / "games" / "bridge" / "data"
LESSON_DATA = ROOT / "lessons" / "data" / "bridge"


def store_hindsight(rp: replay.Replay, path: Path) -> None:
    """Write the hindsight file of a replay: the per-card columns and the deal's trick table."""
    st = rp.state_at(0)
    score, contracts = analysis.par(st.deal, vulnerable=st.board.vulnerable, dealer=st.dealer)
    data = {"steps": analysis.hindsight(rp), "table": analysis.dd_table(st.deal),
            "par": {"score": score, "contracts": contracts}}
    path.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")


def save(name: str, text: str) -> None:
    for folder in (OUT, LESSON_DATA):
        (folder / name).write_text(text, encoding="utf-8")

BB4_HANDS = {
    "N": "SA SK S3 S2 HK HJ H3 DK D3 D2 CA C3 C2",
    "E": "SQ SJ S4 HQ H5 H4 DQ D5 D4 CK CQ C5 C4",
    "S": "S10 S9 S8 HA H10 H9 H8 DA DJ D10 CJ C10 C9",
    "W": "S7 S6 S5 H7 H6 H2 D9 D8 D7 D6 C8 C7 C6",
}
HOLDUP_HANDS = {
    "N": "S7 S6 HQ H4 H3 DK DQ DJ D10 D9 CK C7 C6",
    "E": "S9 S8 S4 HJ H10 H9 H8 H2 DA D4 D3 C9 C8",
    "S": "SA S3 S2 HA HK H5 D8 D7 C5 C4 C3 C2 CA",
    "W": "SK SQ SJ S10 S5 H7 H6 D6 D5 D2 CQ CJ C10",
}


def dummy_record() -> None:
    st = bridge.start(bridge.Rules.preset(), bridge.board(1), {s: parse_cards(h) for s, h in BB4_HANDS.items()})
    actions: list = []
    for c in "1C P 1H P 2H P 4H P P P".split():
        actions.append(bridge.Call.parse(c))
        st = st.apply(c)
    while not st.is_terminal():
        card = bots.dd_card(st)
        actions.append(card)
        st = st.apply(card)
    start = bridge.start(bridge.Rules.preset(), bridge.board(1), {s: parse_cards(h) for s, h in BB4_HANDS.items()})
    notes = {
        0: {"en": "Board 1: North deals, nobody is vulnerable. Step through the auction first.",
            "zh": "第1副牌：北家发牌，双方无局。先一步一步看叫牌。"},
        10: {"en": "The auction is over: 4♥ by South. South bid hearts first for North–South, so South is declarer "
                   "and North, the partner, will be dummy. West, on declarer's left, makes the opening lead.",
             "zh": "叫牌结束：定约是南家的4♥。南北方是南家先叫的红心，所以南家做庄，同伴北家是明手。"
                   "庄家的下家西家首攻。"},
        11: {"en": "After the opening lead, dummy's 13 cards go face up on the table. From now on South plays "
                   "them too: dummy never chooses a card.",
             "zh": "首攻之后，明手的13张牌摊在桌上。从现在起这些牌也由南家来出：明手自己从不选牌。"},
        14: {"en": "The first trick is complete. The winner leads to the next trick.",
             "zh": "第一墩打完了。赢这一墩的人出下一墩的第一张牌。"},
    }
    rp = replay.record(start, actions, notes=hant.with_traditional(notes, "bridge"), title="4♥ by South")
    save("03-dummy.json", rp.to_json() + "\n")
    print("03-dummy.json:", rp.summary()["contract"], rp.summary()["declarer_tricks"], "tricks")


#: The hold-up deal's notes (lesson 07), in English and 简体中文. They sit at trick boundaries: PBN's Play section
#: lists cards by seat, so a note inside a trick would move.
HOLDUP_NOTES = {
    0: {"en": "A classic deal about the hold-up (忍让). South opens 1NT (15–17 points), North raises to 3NT.",
        "zh": "一副讲忍让的经典牌例。南家开叫1NT（15–17点），北家加叫到3NT。"},
    6: {"en": "West will lead ♠K from ♠K Q J 10 5. Before South plays to the first trick (step 9), look at the "
              "double-dummy column: ♠A keeps only 8 tricks, a small spade keeps 10.",
        "zh": "西家要从♠K Q J 10 5里首攻♠K。南家跟第一墩之前（第9步），先看双明手一栏：出♠A只剩8墩，"
              "出小黑桃能拿10墩。"},
    10: {"en": "South wins ♠A at once. That looks natural, but now East will still have a spade to lead back "
               "after winning ♦A, and West's spades will beat the contract.",
         "zh": "南家马上用♠A拿下了这一墩。看起来很自然，可是这样东家用♦A上手以后还有黑桃可以回出，"
               "西家的黑桃就会把定约打宕。"},
    58: {"en": "Down one. Holding up ♠A until the third round (playing ♠2 or ♠3 at trick 1) cuts the link "
               "between East and West: double dummy, South then makes 10 tricks.",
         "zh": "宕一。把♠A忍到第三轮才出（第一墩跟♠2或♠3），就切断了东西两家的联系：双明手打法下，"
               "南家这样能拿10墩。"},
}


def holdup_notes() -> None:
    """``07-holdup.notes.json``: the hold-up deal's notes in every language (the lesson reads the page's,
    :func:`tutor.lessons.bridge_examples.pbn_replay`)."""
    notes = {str(k): v for k, v in hant.with_traditional(HOLDUP_NOTES, "bridge").items()}
    save("07-holdup.notes.json", json.dumps(notes, ensure_ascii=False, indent=1) + "\n")


def holdup_records() -> None:
    hands = {s: tuple(parse_cards(h)) for s, h in HOLDUP_HANDS.items()}
    st = bridge.start(bridge.Rules.preset(), bridge.board(3), hands)
    actions: list = []
    for c in "1NT P 3NT P P P".split():
        actions.append(bridge.Call.parse(c))
        st = st.apply(c)
    # trick 1: West leads ♠K and South wins the ace at once (the natural mistake); then all play perfectly
    for card in ("SK", "S6", "S4", "SA"):
        actions.append(Card.parse(card))
        st = st.apply(Card.parse(card))
    t = time.perf_counter()
    while not st.is_terminal():
        card = bots.dd_card(st)
        actions.append(card)
        st = st.apply(card)
    print(f"holdup play solved in {time.perf_counter() - t:.2f} s")
    start = bridge.start(bridge.Rules.preset(), bridge.board(3), hands)
    # the PBN file carries the English notes as its commentary; every language's are in 07-holdup.notes.json
    rp = replay.record(start, actions, notes={k: v["en"] for k, v in HOLDUP_NOTES.items()},
                       title="A classic hold-up deal (3NT)")
    deal = from_replay(rp)
    deal.tags.update({"Event": "Trick Tutor: a classic hold-up deal", "Site": "", "Date": "",
                      "Scoring": "IMP"})
    text = write_pbn([deal])
    save("07-holdup.pbn", text)
    holdup_notes()
    back = to_replay(parse_pbn(text)[0])  # what the lesson loads
    assert back.record["actions"] == rp.record["actions"]
    t = time.perf_counter()
    store_hindsight(back, OUT / "07-holdup.hindsight.json")
    print(f"hindsight in {time.perf_counter() - t:.2f} s;",
          back.summary()["contract"], back.summary()["declarer_tricks"], "tricks")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    LESSON_DATA.mkdir(parents=True, exist_ok=True)
    dummy_record()
    holdup_records()
