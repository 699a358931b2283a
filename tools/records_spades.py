#!/usr/bin/env python
"""Build the Spades lesson record ``lessons/data/spades/02-a-hand.json`` (lesson 02) with the engine and bots:

    .venv/bin/python tools/records_spades.py            # writes it only if it is missing
    .venv/bin/python tools/records_spades.py --check    # is the committed file what the engine makes today?
    .venv/bin/python tools/records_spades.py --force    # rewrite it (then re-read the notes: they describe it)

The notes describe this exact hand step by step, so the file is never regenerated silently. Its notes are in
English and Chinese (one text per language); a plain run gives the committed record today's notes, keeping its
hand. (The bots have improved since the file was written: ``--check`` reports that today's bots play a
different hand.)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tutor import replay
from tutor.games import spades
from tutor.games.spades import SpadesBot

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402  (tools/hant.py: each 简体中文 note's 繁體中文)

DATA = Path(__file__).resolve().parent.parent / "lessons" / "data" / "spades"
PATH = DATA / "02-a-hand.json"
EN_NOTES = {
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
# The same notes as a Chinese teacher says them.
ZH_NOTES = {
    0: "西家发牌，所以北家（发牌者的下家）先叫。每个人看牌叫牌之前，牌都是扣着的。",
    4: "四家都叫完了。北家叫零：北家一墩也不能赢。南家叫的4就是南北家的定约；东西家要拿1 + 4 = 5墩。",
    5: "发牌者的下家北家首攻。这时还不能首出黑桃。",
    8: "大家都跟了红桃，所以最大的红桃——西家的♥A赢了这一墩。赢的人接着首出下一墩。",
    19: "西家红桃出完了，可以用黑桃将吃。有人出过黑桃了：黑桃破了，从此谁都可以首出黑桃。",
    36: "北家没有方块，把♣Q垫掉了。垫牌再大也赢不了。",
    41: "南家首出黑桃：现在可以了，因为第19步黑桃已经破了。",
    56: "北家一墩没拿：零叫成功（+100）。南家这边定约4墩拿了4墩：+40。东西家定约5墩拿了9墩：+50，外加4个袋子。",
}
#: the notes of the record, one text per language (the lesson shows the page's language)
NOTES = hant.with_traditional({str(k): {"en": EN_NOTES[k], "zh": ZH_NOTES[k]} for k in EN_NOTES}, "spades")


def a_hand() -> replay.Replay:
    """Lesson 02: a whole bot hand dealt by West (seed 26) with notes on following, trumping and nil."""
    st0 = spades.new_hand(seed=26, dealer="W")
    acts = replay.play_out(st0, {s: SpadesBot(i) for i, s in enumerate("NESW")})
    return replay.record(st0, acts, notes=NOTES, title="A whole hand with notes")


def with_notes(path: Path) -> bool:
    """Give the committed record the current notes (both languages) without replaying its hand; True if
    they changed."""
    record = replay.load(path).record
    if record.get("notes") == NOTES:
        return False
    replay.load({**record, "notes": NOTES}).save(path)
    return True


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
        if with_notes(PATH):
            print(f"updated the notes of {PATH} (English and Chinese; the hand is kept)")
    if PATH.exists() and not args.force:
        print(f"kept {PATH} (the notes describe this exact hand; --force rewrites it)")
        return 0
    DATA.mkdir(parents=True, exist_ok=True)
    rp.save(PATH)
    print(f"wrote {PATH}: {len(rp)} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
