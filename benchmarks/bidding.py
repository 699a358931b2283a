"""The bidding systems: calls per second, and agreement with textbook examples per chapter.

Speed: every call of whole auctions bid by the system for all four seats on seeded random deals, and the same
through the robots' path (``bots.bid`` on the game state, what a robot at a table calls). No peer is measured:
no bidding engine installable from PyPI was found (endplay and OpenSpiel's bridge have none).

Agreement: ``tests/bridge/data/bidding-textbook.json`` holds (hand, auction so far, the book's call) with each
example's source; the table counts the examples where ``system.bid`` makes the book's call, per chapter
(openings, responses, rebids, competitive), with and without the examples marked ``added`` (those that came
after the rules were written). SAYC's examples are the books' own hands; Precision's are hands written to
illustrate a rule its sources state in words (see the file's ``about``).

    python benchmarks/bidding.py                 # 500 deals per system
    python benchmarks/bidding.py --deals 2000 --misses
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import defaultdict
from pathlib import Path

from tutor.cards import Card
from tutor.games import bridge
from tutor.games.bridge.auction import Auction
from tutor.games.bridge.bidding import Hand
from tutor.games.bridge.bots import bid as plain_bid

DATA = Path(__file__).resolve().parent.parent / "tests" / "bridge" / "data" / "bidding-textbook.json"
CHAPTERS = ("openings", "responses", "rebids", "competitive")
DECK = [Card(s, r) for s in "SHDC" for r in range(2, 15)]


def speed(name: str, deals: int, seed: int = 1) -> tuple[int, float]:
    system = bridge.system(name)
    rng = random.Random(seed)
    calls, spent = 0, 0.0
    for k in range(deals):
        d = DECK[:]
        rng.shuffle(d)
        hands = {s: Hand.of(d[i * 13:(i + 1) * 13]) for i, s in enumerate("NESW")}
        a = Auction("NESW"[k % 4])
        while not a.is_over:
            t0 = time.perf_counter()
            m = system.choose(hands[a.turn], a)
            spent += time.perf_counter() - t0
            calls += 1
            a.call(m.call)
    return calls, spent


def plain_speed(deals: int, seed: int = 1) -> tuple[int, float]:
    calls, spent = 0, 0.0
    for k in range(deals):
        st = bridge.new_hand(seed=seed * 100_000 + k)
        while st.phase == "auction":
            t0 = time.perf_counter()
            c = plain_bid(st)
            spent += time.perf_counter() - t0
            calls += 1
            st = st.apply(c)
    return calls, spent


def agreement(name: str, misses: bool, added: bool = True) -> dict[str, tuple[int, int]]:
    """Per chapter (agreeing, examples); ``added=False`` leaves out the examples marked ``added`` (those that
    came after the rules were written: SAYC's held-out book hands, Precision's competitive chapter)."""
    system = bridge.system(name)
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for item in json.loads(DATA.read_text(encoding="utf-8"))[name]:
        if item.get("added") and not added:
            continue
        b = system.bid(Hand.parse(item["hand"]), item["auction"].split(), dealer="N")
        ok = str(b) == item["call"]
        table[item["chapter"]][0] += ok
        table[item["chapter"]][1] += 1
        if misses and not ok:
            print(f"    miss {item['source']}: after '{item['auction']}' the book bids {item['call']}, "
                  f"{name} bids {b} ({b.meaning})")
    return {c: (table[c][0], table[c][1]) for c in CHAPTERS if c in table}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--misses", action="store_true", help="list the examples where the system differs")
    args = ap.parse_args()
    print(f"calls per second over {args.deals} seeded deals (all four seats, whole auctions)")
    for name in ("sayc", "precision"):
        calls, spent = speed(name, args.deals)
        print(f"  {name:<10} {calls:>7} calls  {calls / spent:>9.0f} calls/s  (explained, from the rules)")
    calls, spent = plain_speed(args.deals)
    print(f"  {'robot sayc':<10} {calls:>7} calls  {calls / spent:>9.0f} calls/s  (bots.bid on the game state)")
    print()
    print("agreement with textbook examples (system's call == the book's call)")
    for added, title in ((False, "the examples the rules were written from (without the added ones)"),
                         (True, "all examples (with the added ones: SAYC held out, Precision competitive)")):
        print(f"  {title}")
        print(f"  {'system':<10} {'chapter':<12} {'agree':>5} / {'of':<3}  {'%':>5}")
        for name in ("sayc", "precision"):
            rows = agreement(name, args.misses and added, added)
            total = [0, 0]
            for chapter, (ok, n) in rows.items():
                total[0] += ok
                total[1] += n
                print(f"  {name:<10} {chapter:<12} {ok:>5} / {n:<3}  {100 * ok / n:>5.1f}")
            print(f"  {name:<10} {'all':<12} {total[0]:>5} / {total[1]:<3}  {100 * total[0] / total[1]:>5.1f}")


if __name__ == "__main__":
    main()
