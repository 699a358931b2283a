"""``python -m tutor check FILE``: validate a record, print its narration and summary."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import replay
from .errors import TutorError
from .games import file_types


def load_all(path: str) -> tuple[list[replay.Replay], list[str]]:
    """The replays in ``path`` and the problems of the hands left out: one replay for a JSON record;
    for another file type, every hand the registered game reading that type finds in it (bridge: each
    deal of a PBN or LIN file), so one bad game never hides the others."""
    suffix = Path(path).suffix.lower()
    reader = file_types().get(suffix)
    if reader is None:
        return [replay.load(path)], []
    return reader.read_all(replay.read_file(path), suffix)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor", description="Trick Tutor tools")
    sub = parser.add_subparsers(dest="command", required=True)
    kinds = ", ".join(sorted(file_types())) or "none"
    check = sub.add_parser("check", help=f"validate replay records (JSON, or {kinds}) and print "
                           "their narration and summary")
    check.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    status = 0
    for path in args.files:
        try:
            replays, problems = load_all(path)
        except TutorError as e:
            print(f"{path}: invalid record: {e}", file=sys.stderr)
            status = 1
            continue
        except Exception as e:  # noqa: BLE001 - a bug of ours: say so in one line, never a traceback
            print(f"{path}: could not be checked (an internal error: {type(e).__name__}); "
                  "please report this file", file=sys.stderr)
            status = 1
            continue
        for n, rp in enumerate(replays, 1):
            which = f" (deal {n} of {len(replays)})" if len(replays) > 1 else ""
            print(f"{path}{which}: valid {rp.game} record, {len(rp)} actions")
            for i in range(len(rp) + 1):
                note = rp.note(i)
                if i:
                    print(f"{i:4d}. {rp.narration(i)}")
                if note:
                    print(f"      note: {note}")
            print(json.dumps(rp.summary(), ensure_ascii=False, indent=1))
        for problem in problems:
            print(f"{path}: invalid game: {problem}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
