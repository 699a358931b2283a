"""``python -m tutor check FILE``: validate a record, print its narration and summary."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import i18n, replay
from .errors import TutorError
from .games import file_types

t, tn = i18n.domain("tutor")


def default_language() -> str:
    """``$TT_LANG`` (``zh`` or ``en``), else English."""
    wanted = os.environ.get("TT_LANG", "")
    return "zh" if wanted.lower().startswith("zh") else "en"


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
    check.add_argument("--lang", choices=sorted(i18n.LANGUAGES), default=None,
                       help="the language of the narration and messages (default: $TT_LANG, else en)")
    args = parser.parse_args(argv)
    with i18n.language(args.lang or default_language()):
        return _check(args.files)


def _check(files: list[str]) -> int:
    status = 0
    for path in files:
        try:
            replays, problems = load_all(path)
        except TutorError as e:
            print(t("{path}: invalid record: {problem}", path=path, problem=str(e)), file=sys.stderr)
            status = 1
            continue
        except Exception as e:  # noqa: BLE001 - a bug of ours: say so in one line, never a traceback
            print(t("{path}: could not be checked (an internal error: {kind}); please report this file", path=path,
                    kind=type(e).__name__), file=sys.stderr)
            status = 1
            continue
        for n, rp in enumerate(replays, 1):
            which = t(" (deal {n} of {m})", n=n, m=len(replays)) if len(replays) > 1 else ""
            print(tn("{path}{which}: valid {game} record, {n} action",
                     "{path}{which}: valid {game} record, {n} actions",
                     len(rp), path=path, which=which, game=rp.game, n=len(rp)))
            for i in range(len(rp) + 1):
                note = rp.note(i)
                if i:
                    print(f"{i:4d}. {rp.narration(i)}")
                if note:
                    print("      " + str(t("note: {note}", note=note)))
            print(json.dumps(rp.summary(), ensure_ascii=False, indent=1))
        for problem in problems:
            print(t("{path}: invalid game: {problem}", path=path, problem=problem), file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
