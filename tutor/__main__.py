"""``python -m tutor check FILE``: validate a record, print its narration and summary."""

from __future__ import annotations

import argparse
import json
import sys

from . import replay
from .errors import TutorError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor", description="Trick Tutor tools")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="validate a replay record and print its narration and summary")
    check.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    status = 0
    for path in args.files:
        try:
            rp = replay.load(path)
        except TutorError as e:
            print(f"{path}: invalid record: {e}", file=sys.stderr)
            status = 1
            continue
        print(f"{path}: valid {rp.game} record, {len(rp)} actions")
        for i in range(len(rp) + 1):
            note = rp.note(i)
            if i:
                print(f"{i:4d}. {rp.narration(i)}")
            if note:
                print(f"      note: {note}")
        print(json.dumps(rp.summary(), ensure_ascii=False, indent=1))
    return status


if __name__ == "__main__":
    sys.exit(main())
