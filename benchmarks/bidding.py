"""The bidding systems: calls per second, and agreement with textbook examples per chapter.

Speed: every call of whole auctions bid by the system for all four seats on seeded random deals, and the same
through the robots' path (``bots.bid`` on the game state, what a robot at a table calls). No peer is measured:
no bidding engine installable from PyPI was found (endplay and OpenSpiel's bridge have none).

Agreement: ``tests/bridge/data/bidding-textbook.json`` holds (hand, auction so far, the book's call) with each
example's source; the table counts the examples where ``system.bid`` makes the book's call, per chapter
(openings, responses, rebids, competitive, slams) and per view: the examples the rules were written from, the
two halves of a later import marked with a ``split`` (``tune``: the rules may be corrected against its misses;
``held``: never looked at, the held-out figure; ``new tune`` / ``new held``, ``3rd tune`` / ``3rd held``,
``4th tune`` / ``4th held`` and ``5th tune`` / ``5th held`` the same for a second, a third, a fourth and a fifth
import), the
other examples added later, and all of them. ``--misses`` never lists a held example. SAYC's
examples are the books' own hands; Precision's are hands written to illustrate a rule its sources state in
words (see the file's ``about``).

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
CHAPTERS = ("openings", "responses", "rebids", "competitive", "slams")
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


VIEWS = ("from", "tune", "held", "tune2", "held2", "tune3", "held3", "tune4", "held4", "tune5", "held5", "added",
         "all")
VIEW_TITLES = {"from": "written from", "tune": "tune half", "held": "held half", "tune2": "new tune",
               "held2": "new held", "tune3": "3rd tune", "held3": "3rd held", "tune4": "4th tune", "held4": "4th held",
               "tune5": "5th tune", "held5": "5th held", "added": "other added", "all": "all"}
#: Views whose misses are never listed (``--misses``): their agreement is the held-out figure.
HELD = ("held", "held2", "held3", "held4", "held5")


def view_of(item: dict) -> str:
    """Which view an example belongs to: ``from`` (the examples the rules were written from), ``tune`` /
    ``held`` (the halves of an import marked with a ``split``: the rules may be corrected against the tune
    half's misses, never the held half's), ``tune2`` / ``held2``, ``tune3`` / ``held3``, ``tune4`` / ``held4`` and
    ``tune5`` / ``held5`` (the same for the second to fifth imports, marked ``"batch": 2``, ``3``, ``4`` or
    ``5``), ``added`` (added later without a split)."""
    if not item.get("added"):
        return "from"
    split = str(item.get("split", "added"))
    return split + str(item["batch"]) if item.get("batch") in (2, 3, 4, 5) and split != "added" else split


def agreement(name: str, misses: bool, added: bool = True,
              views: tuple[str, ...] = VIEWS[:-1]) -> dict[str, tuple[int, int]]:
    """Per chapter (agreeing, examples) over the examples of ``views``; ``added=False`` leaves out the
    examples marked ``added`` (those that came after the rules were written: SAYC's book hands imported
    later, Precision's competitive chapter). ``misses`` prints the examples the system gets wrong, never
    one of a held half (:data:`HELD`)."""
    system = bridge.system(name)
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for item in json.loads(DATA.read_text(encoding="utf-8"))[name]:
        if (item.get("added") and not added) or view_of(item) not in views:
            continue
        b = system.bid(Hand.parse(item["hand"]), item["auction"].split(), dealer="N")
        ok = str(b) == item["call"]
        table[item["chapter"]][0] += ok
        table[item["chapter"]][1] += 1
        if misses and not ok and view_of(item) not in HELD:
            print(f"    miss {item['source']} [{view_of(item)}]: {item['hand']} after '{item['auction']}' the book "
                  f"bids {item['call']}, {name} bids {b} ({b.meaning})")
    return {c: (table[c][0], table[c][1]) for c in CHAPTERS if c in table}


def views_table(name: str) -> dict[str, dict[str, tuple[int, int]]]:
    """Per view, per chapter (agreeing, examples); view ``all`` is every example."""
    out = {v: agreement(name, False, True, (v,)) for v in VIEWS[:-1]}
    out["all"] = agreement(name, False, True, VIEWS[:-1])
    return out


def _cell(ok: int, n: int) -> str:
    return f"{f'{ok:>3}/{n:<3} {100 * ok / n:5.1f}':>15}" if n else f"{'-':>15}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--misses", action="store_true",
                    help="list the examples where the system differs (never those of a held half)")
    args = ap.parse_args()
    print(f"calls per second over {args.deals} seeded deals (all four seats, whole auctions)")
    for name in ("sayc", "precision"):
        calls, spent = speed(name, args.deals)
        print(f"  {name:<10} {calls:>7} calls  {calls / spent:>9.0f} calls/s  (explained, from the rules)")
    calls, spent = plain_speed(args.deals)
    print(f"  {'robot sayc':<10} {calls:>7} calls  {calls / spent:>9.0f} calls/s  (bots.bid on the game state)")
    print()
    print("agreement with textbook examples (system's call == the book's call), per chapter and view:")
    print("  written from = the examples the rules were written from; tune / held = the halves of the later")
    print("  import (rules corrected against the tune half's misses only); new tune / new held = the same for the")
    print("  second import (batch 2); 3rd tune / 3rd held = the same for the third (batch 3: Goren's weekly quizzes,")
    print("  Jazclass lesson 25); 4th tune / 4th held = the same for the fourth (batch 4: Goren's weekly quizzes of")
    print("  other dates, the ACBL's and The Vindicator's copies); 5th tune / 5th held = the same for the fifth (batch")
    print("  5: Pavlicek's Online Bridge Basics quizzes); other added = added later, no split")
    print(f"  {'system':<10} {'chapter':<12} " + " ".join(f"{VIEW_TITLES[v]:>15}" for v in VIEWS))
    for name in ("sayc", "precision"):
        tables = views_table(name)
        for chapter in (*CHAPTERS, "all"):
            cells = []
            for v in VIEWS:
                rows = tables[v]
                ok, n = (sum(r[0] for r in rows.values()), sum(r[1] for r in rows.values())) \
                    if chapter == "all" else rows.get(chapter, (0, 0))
                cells.append(_cell(ok, n))
            if any(c.strip() != "-" for c in cells):
                print(f"  {name:<10} {chapter:<12} " + " ".join(cells))
    if args.misses:
        print()
        print("misses")
        for name in ("sayc", "precision"):
            agreement(name, True)

if __name__ == "__main__":
    main()
