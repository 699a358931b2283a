#!/usr/bin/env python
"""Build the Spades lesson record ``lessons/data/spades/02-a-hand.json`` (lesson 02) with the engine and bots:

    .venv/bin/python tools/records_spades.py            # writes it only if it is missing
    .venv/bin/python tools/records_spades.py --check    # is the committed file what the engine makes today?
    .venv/bin/python tools/records_spades.py --force    # rewrite it (then re-read the notes: they describe it)

The notes describe this exact hand step by step, so the file is never regenerated silently. (The bots have
improved since the file was written: ``--check`` reports that today's bots play a different hand.)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tutor import replay
from tutor.games import spades
from tutor.games.spades import SpadesBot

DATA = Path(__file__).resolve().parent.parent / "lessons" / "data" / "spades"
PATH = DATA / "02-a-hand.json"


def a_hand() -> replay.Replay:
    """Lesson 02: a whole bot hand dealt by West (seed 26) with notes on following, trumping and nil."""
    st0 = spades.new_hand(seed=26, dealer="W")
    acts = replay.play_out(st0, {s: SpadesBot(i) for i, s in enumerate("NESW")})
    notes = {
        0: "West dealt, so North (on the dealer's left) bids first. The cards stay face down until each "
           "player looks at them to bid.",
        4: "All four have bid. North bid nil: North must not win a single trick. South's 4 is North–South's "
           "contract; East–West need 1 + 4 = 5 tricks.",
        5: "North, on the dealer's left, leads the first trick. Spades may not be led yet.",
        8: "Everybody followed suit, so the highest heart, West's ♥A, wins. The winner leads next.",
        19: "West has no hearts left, so West may trump with a spade. A spade has now been played: "
            "spades are broken, and from now on anybody may lead them.",
        36: "North has no diamonds and throws ♣Q away (a discard, 垫牌). A discard never wins, however high.",
        41: "South leads a spade: allowed now, because spades were broken at step 19.",
        56: "North took no tricks: the nil is made (+100). South's side took 4 tricks for a contract of 4: "
            "+40. East–West took 9 for 5: +50 and 4 bags.",
    }
    return replay.record(st0, acts, notes=notes, title="A whole hand with notes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file, write nothing")
    parser.add_argument("--force", action="store_true", help="rewrite the file even if it exists")
    args = parser.parse_args(argv)
    rp = a_hand()
    if args.check:
        same = replay.load(PATH).record == rp.record
        print(f"{PATH.name}: " + ("matches the engine" if same else "differs from what the engine makes today"))
        return 0 if same else 1
    if PATH.exists() and not args.force:
        print(f"kept {PATH} (the notes describe this exact hand; --force rewrites it)")
        return 0
    DATA.mkdir(parents=True, exist_ok=True)
    rp.save(PATH)
    print(f"wrote {PATH}: {len(rp)} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
