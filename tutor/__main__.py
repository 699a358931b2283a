"""``python -m tutor check FILE...``: validate records, print their narration and summary.

A JSON record is one hand: it is valid or refused with its first problem. A bridge PBN or LIN file holds
many: every hand whose deal is valid is opened — the auction and play as far as they are consistent — and
each problem that kept part of it out is printed under it (``problem: …``, naming the board and the line);
a hand without a valid deal is listed as ``invalid game`` on stderr. A last line counts the file's hands.

Exit status: 0 when every file given opened at least one hand (problems named or not), 1 when some file
opened nothing (an invalid JSON record, an unreadable file, a PBN/LIN file without one valid deal).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import i18n, replay
from .errors import TutorError
from .games import file_types
from .opened import Opened, Opening

t, tn = i18n.domain("tutor")


def default_language() -> str:
    """``$TT_LANG`` (``zh`` or ``en``), else English."""
    wanted = os.environ.get("TT_LANG", "")
    return "zh" if wanted.lower().startswith("zh") else "en"


def open_path(path: str) -> Opening:
    """The hands in ``path``: one replay for a JSON record (``TutorError`` if it is invalid); for another file
    type, every hand the registered game reading that type opens in it (bridge: each deal of a PBN or LIN
    file, with its problems named), so one bad game never hides the others."""
    suffix = Path(path).suffix.lower()
    reader = file_types().get(suffix)
    if reader is None:
        return Opening((Opened(replay.load(path)),))
    return reader.open_file(replay.read_file(path, fallback="latin-1"), suffix)


def load_all(path: str) -> tuple[list[replay.Replay], list[str]]:
    """The replays in ``path`` and every problem named in it (see :func:`open_path`)."""
    opening = open_path(path)
    return [o.replay for o in opening.opened], list(opening.problems)


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
            opening = open_path(path)
        except TutorError as e:
            print(t("{path}: invalid record: {problem}", path=path, problem=str(e)), file=sys.stderr)
            status = 1
            continue
        except Exception as e:  # noqa: BLE001 - a bug of ours: say so in one line, never a traceback
            print(t("{path}: could not be checked (an internal error: {kind}); please report this file", path=path,
                    kind=type(e).__name__), file=sys.stderr)
            status = 1
            continue
        count = len(opening.opened)
        for n, hand in enumerate(opening.opened, 1):
            rp = hand.replay
            which = t(" (deal {n} of {m})", n=n, m=count) if count > 1 else ""
            if hand.whole:
                print(tn("{path}{which}: valid {game} record, {n} action",
                         "{path}{which}: valid {game} record, {n} actions",
                         len(rp), path=path, which=which, game=rp.game, n=len(rp)))
            else:
                print(tn("{path}{which}: {hand}: {game} record opened in part, {n} action shown",
                         "{path}{which}: {hand}: {game} record opened in part, {n} actions shown",
                         len(rp), path=path, which=which, hand=hand.label, game=rp.game, n=len(rp)))
                for problem in hand.problems:
                    print("      " + str(t("problem: {problem}", problem=problem)))
            for i in range(len(rp) + 1):
                note = rp.note(i)
                if i:
                    print(f"{i:4d}. {rp.narration(i)}")
                if note:
                    print("      " + str(t("note: {note}", note=note)))
            print(json.dumps(rp.summary(), ensure_ascii=False, indent=1))
        for problem in opening.refused:
            print(t("{path}: invalid game: {problem}", path=path, problem=problem), file=sys.stderr)
        if opening.refused or count > 1 or not opening.any:
            partial = sum(1 for o in opening.opened if not o.whole)
            print(t("{path}: {opened} of {total} hands opened ({partial} with problems named), {refused} could not "
                    "be opened", path=path, opened=count, total=count + len(opening.refused), partial=partial,
                    refused=len(opening.refused)))
        if not opening.any:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
