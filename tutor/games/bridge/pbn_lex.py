"""The lexical layer of PBN 2.1 import format: games, tags, section tokens and commentary, with line numbers.

Real files write ``;`` comments to the end of a line and ``{...}`` comments anywhere (across lines, right
after a tag, between the calls of an auction), ``%`` directives at the start of a line (``% PBN 2.1``,
``% EXPORT``), several tags on a line, and blank lines between games. A problem (a malformed tag, text
before any tag) spoils only its own game: lexing goes on at the next blank line.

>>> games = list(lex_pbn('% PBN 2.1\\n[Board "1"] {first} ; rest\\n[Auction "N"]\\n1C {short} Pass\\n\\n[Board "2"]'))
>>> [(t.name, t.value) for t in games[0].tags], games[0].tags[0].items
([('Board', '1'), ('Auction', 'N')], [(2, 'first', True), (2, 'rest', True)])
>>> games[0].tags[1].items, games[1].line
([(4, '1C', False), (4, 'short', True), (4, 'Pass', False)], 6)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from ...i18n import domain

t, tn = domain("bridge")

#: the sections whose tokens a game needs; others (score tables and the like) are only skipped over
KEPT = frozenset({"Auction", "Play"})
#: tags, kept tokens and comments one game may hold: a real game has a few dozen tags, at most 319 calls and
#: 52 cards; a game far larger is an attack on the memory, not a game
MAX_ITEMS = 5000
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"([^"\\]*+(?:\\.[^"\\]*+)*+)"\s*\]')  # no backtracking
_TOKEN = re.compile(r'[^\s{;\[]+')
_ESCAPE = re.compile(r'\\(["\\])')  # only \" and \\ are escapes; "\2R" stays as written


@dataclass
class Tag:
    """A tag pair and its section: ``items`` are ``(line, text, is_comment)`` in file order."""

    line: int
    name: str
    value: str
    items: list[tuple[int, str, bool]] = field(default_factory=list)


@dataclass
class RawGame:
    """One game as written: its first line, commentary before its first tag, its tags, its first problem."""

    line: int
    comments: list[tuple[int, str]] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)
    problem: tuple[int, str] | None = None
    size: int = 0

    def room(self, line: int) -> bool:
        """Whether one more item fits (a problem once it does not)."""
        self.size += 1
        if self.size > MAX_ITEMS:
            self.fail(line, t("the game is too long (more than {most} tags, calls, cards and comments)",
                              most=MAX_ITEMS))
            return False
        return True

    def fail(self, line: int, message: str) -> None:
        if self.problem is None:  # the first problem is the one to fix first; the rest may follow from it
            self.problem = (line, message)


def lex_pbn(text: str) -> Iterator[RawGame]:
    """The games of a PBN text (already a ``str``), one at a time as each ends."""
    game: RawGame | None = None
    brace: tuple[int, list[str]] | None = None  # an open {comment}: its first line and its parts

    def current(n: int) -> RawGame:
        nonlocal game
        if game is None:
            game = RawGame(n)
        return game

    def comment(n: int, body: str) -> None:
        g = current(n)
        if not g.room(n):
            return
        body = " ".join(body.split())
        if g.tags:
            g.tags[-1].items.append((n, body, True))
        else:
            g.comments.append((n, body))

    for n, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if brace is None:
            if line.startswith("%"):
                continue  # a directive or escaped line (PBN §3.8): nothing for the game
            if not line.strip():
                if game is not None:  # a blank line ends the game
                    yield game
                    game = None
                continue
            if game is not None and game.problem is not None:
                continue  # the rest of a game already refused: nothing more to learn from it
        pos = 0
        while pos < len(line):
            if brace is not None:
                end = line.find("}", pos)
                if end == -1:
                    brace[1].append(line[pos:])
                    break
                brace[1].append(line[pos:end])
                comment(brace[0], " ".join(brace[1]))
                brace, pos = None, end + 1
                continue
            if game is not None and game.problem is not None:
                break
            ch = line[pos]
            if ch.isspace():
                pos += 1
            elif ch == "{":
                current(n)
                brace, pos = (n, []), pos + 1
            elif ch == ";":
                comment(n, line[pos + 1:])
                break
            elif ch == "[":
                m = _TAG.match(line, pos)
                g = current(n)
                if not m:
                    g.fail(n, t('malformed tag {text}: expected [Name "value"]', text=repr(line[pos:pos + 40].strip())))
                    break
                if g.room(n):
                    g.tags.append(Tag(n, m.group(1), _ESCAPE.sub(r"\1", m.group(2))))
                pos = m.end()
            else:
                m = _TOKEN.match(line, pos)
                assert m is not None  # ch is none of the characters the pattern excludes
                g = current(n)
                if g.tags:
                    if g.tags[-1].name in KEPT and g.room(n):
                        g.tags[-1].items.append((n, m.group(0), False))
                else:
                    g.fail(n, t("text {text} outside any tag section", text=repr(line[pos:pos + 30].strip())))
                pos = m.end()
    if brace is not None:
        current(brace[0]).fail(brace[0], t("commentary opened with {open} is never closed with {close}", open="{",
                                           close="}"))
    if game is not None:
        yield game
