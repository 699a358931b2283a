"""PBN (Portable Bridge Notation 2.1) reading and writing: tags, the Auction and Play sections, commentary.

Parsing is kept apart from the game model: :func:`parse_pbn` gives :class:`DealRecord` values and every
malformed input raises ``ParseError`` naming the line and the tag. Legality (insufficient bids, revokes)
is checked later by the engine, when the record is replayed.

>>> deals = parse_pbn('[Board "2"]\\n[Dealer "E"]\\n[Vulnerable "NS"]\\n'
...                   '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
>>> deals[0].board, deals[0].dealer, deals[0].vulnerable, str(deals[0].hands["E"][-1])
(2, 'E', 'NS', 'CJ')
>>> parse_pbn('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
Traceback (most recent call last):
...
tutor.errors.ParseError: PBN line 1, tag Deal: hand 2 (East) has 12 cards, expected 13
"""

from __future__ import annotations

import re

from ...cards import DECK_52, Card
from ...errors import ParseError
from ...seats import SEATS
from .analysis import pbn_hand
from .boards import board as board_of
from .boards import parse_vulnerability
from .formats import DealRecord

_SEAT_NAME = {"N": "North", "E": "East", "S": "South", "W": "West"}
_TAG = re.compile(r'^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(r): r for r in range(2, 10)}}
_PBN_VUL = {"None": "None", "NS": "NS", "EW": "EW", "Both": "All"}


def _err(line: int, tag: str, msg: str) -> ParseError:
    return ParseError(f"PBN line {line}, tag {tag}: {msg}" if tag else f"PBN line {line}: {msg}")


def parse_deal_tag(value: str, line: int = 0) -> tuple[dict[str, list[Card]], str]:
    """``N:AKQ.… …`` → hands and the first seat. One missing hand (``-``) is completed from the rest."""
    m = re.match(r"^\s*([NESWnesw])\s*:\s*(.*)$", value)
    if not m:
        raise _err(line, "Deal", f"expected \"N:\" (or E: S: W:) and four hands, got {value!r}")
    first = m.group(1).upper()
    parts = m.group(2).split()
    if len(parts) != 4:
        raise _err(line, "Deal", f"expected four hands after {first}:, got {len(parts)}")
    order = SEATS[SEATS.index(first):] + SEATS[:SEATS.index(first)]
    hands: dict[str, list[Card]] = {}
    missing = []
    seen: dict[Card, str] = {}
    for i, (seat, text) in enumerate(zip(order, parts, strict=True)):
        if text == "-":
            missing.append(seat)
            continue
        suits = text.split(".")
        if len(suits) != 4:
            raise _err(line, "Deal", f"hand {i + 1} ({_SEAT_NAME[seat]}) {text!r} must have four suits "
                                     "separated by dots (spades.hearts.diamonds.clubs)")
        cards = []
        for suit, ranks in zip("SHDC", suits, strict=True):
            for r in ranks.upper():
                if r not in _RANKS:
                    raise _err(line, "Deal", f"hand {i + 1} ({_SEAT_NAME[seat]}): {r!r} is not a rank "
                                             "(A K Q J T 9 … 2)")
                card = Card(suit, _RANKS[r])
                if card in seen:
                    raise _err(line, "Deal", f"{card.symbol} appears twice ({_SEAT_NAME[seen[card]]} and "
                                             f"{_SEAT_NAME[seat]})")
                seen[card] = seat
                cards.append(card)
        if len(cards) != 13:
            raise _err(line, "Deal", f"hand {i + 1} ({_SEAT_NAME[seat]}) has {len(cards)} cards, expected 13")
        hands[seat] = cards
    if len(missing) > 1:
        raise _err(line, "Deal", f"{len(missing)} hands are missing; at most one can be completed")
    if missing:
        hands[missing[0]] = [c for c in DECK_52 if c not in seen]  # the cards nobody else holds
    return {s: hands[s] for s in SEATS}, first


def _tokens(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for n, text in lines:
        out.extend((n, t) for t in text.split())
    return out


def parse_pbn(text: str) -> list[DealRecord]:
    """Every deal of a PBN file (games are separated by blank lines; tags repeat with ``#``)."""
    if not isinstance(text, str):
        raise ParseError("PBN: expected the text of a .pbn file")
    games: list[list[tuple[int, str, str, list[tuple[int, str]], list[tuple[int, str]]]]] = []
    current: list = []
    section: list[tuple[int, str]] | None = None
    comments: list[tuple[int, str]] = []
    in_brace: list[str] | None = None
    brace_line = 0
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\r")
        if in_brace is not None:
            if "}" in line:
                head, _, rest = line.partition("}")
                in_brace.append(head)
                body = " ".join(" ".join(in_brace).split())
                at = f"@{len(_tokens(section))}:" if section is not None and current else ""
                comments.append((brace_line, at + body))
                in_brace = None
                line = rest
                if not line.strip():
                    continue
            else:
                in_brace.append(line)
                continue
        stripped = line.strip()
        if stripped.startswith("%"):
            continue  # escape/comment line (PBN §3.8)
        if not stripped:
            if current:
                games.append(current)
                current, section = [], None
            continue
        # commentary in braces (possibly spanning lines) and ';' comments to the end of the line; a comment
        # inside a section remembers how many tokens came before it ("@n:") so notes land on the right step
        kept: list[str] = []
        inline: list[tuple[int, str]] = []  # (tokens before it on this line, text)
        rest = line
        while True:
            brace, semi = rest.find("{"), rest.find(";")
            if semi != -1 and (brace == -1 or semi < brace) and not rest.lstrip().startswith("["):
                kept.append(rest[:semi])
                inline.append((len(" ".join(kept).split()), rest[semi + 1:].strip()))
                rest = ""
                break
            if brace == -1:
                break
            kept.append(rest[:brace])
            body = rest[brace + 1:]
            if "}" in body:
                text, _, rest = body.partition("}")
                inline.append((len(" ".join(kept).split()), " ".join(text.split())))
            else:
                in_brace, brace_line = [body], n
                rest = ""
                break
        kept.append(rest)
        line = " ".join(kept)
        if section is not None and inline and not line.strip().startswith("["):
            before = len(_tokens(section))
            comments.extend((n, f"@{before + k}:{c}") for k, c in inline)
        else:
            comments.extend((n, c) for _, c in inline)
        stripped = line.strip()
        if not stripped:
            if current and comments:
                current[-1][4].extend(comments)
                comments = []
            continue
        if stripped.startswith("["):
            m = _TAG.match(stripped)
            if not m:
                raise _err(n, "", f"malformed tag {stripped!r}: expected [Name \"value\"]")
            if current and comments:  # commentary after a tag belongs to that tag, not the next one
                current[-1][4].extend(comments)
                comments = []
            section = []
            current.append((n, m.group(1), m.group(2).replace('\\"', '"'), section, comments))
            comments = []
            continue
        if section is None:
            raise _err(n, "", f"text {stripped[:30]!r} outside any tag section")
        section.append((n, stripped))
        if comments:
            current[-1][4].extend(comments)
            comments = []
    if in_brace is not None:
        raise _err(brace_line, "", "commentary opened with { is never closed with }")
    if current:
        if comments:
            current[-1][4].extend(comments)
        games.append(current)
    deals: list[DealRecord] = []
    previous: dict[str, str] = {}
    for game in games:
        deals.append(_game(game, previous))
    return deals


def _game(game: list, previous: dict[str, str]) -> DealRecord:
    tags: dict[str, str] = {}
    lines_of: dict[str, int] = {}
    sections: dict[str, list[tuple[int, str]]] = {}
    comments: dict[str, list[tuple[int, str]]] = {}
    for n, name, value, section, comm in game:
        if value == "#":  # "#" repeats the previous game's value (PBN §3.4)
            value = previous.get(name, "")
        tags[name], lines_of[name] = value, n
        sections[name], comments[name] = section, comm
    previous.update(tags)
    first_line = game[0][0]
    if "Deal" not in tags:
        raise _err(first_line, "Deal", "missing: every deal needs [Deal \"N:…\"] with the four hands")
    hands, _ = parse_deal_tag(tags["Deal"], lines_of["Deal"])
    number = None
    if tags.get("Board", "").strip():
        if not tags["Board"].strip().isdigit() or int(tags["Board"]) < 1:
            raise _err(lines_of["Board"], "Board", f"expected a board number, got {tags['Board']!r}")
        number = int(tags["Board"])
    chart = board_of(number or 1)
    dealer = tags.get("Dealer", "").strip().upper() or chart.dealer
    if dealer not in SEATS:
        raise _err(lines_of.get("Dealer", first_line), "Dealer", f"expected N, E, S or W, got {tags['Dealer']!r}")
    vul = chart.vulnerable
    if tags.get("Vulnerable", "").strip():
        try:
            vul = parse_vulnerability(tags["Vulnerable"])
        except ParseError as e:
            raise _err(lines_of["Vulnerable"], "Vulnerable", str(e)) from None
    deal = DealRecord(hands=hands, dealer=dealer, vulnerable=vul, board=number,
                      tags={k: v for k, v in tags.items() if k not in ("Deal", "Auction", "Play")})
    notes: dict[int, str] = {}
    pre = [_at(c, 0)[1] for name in tags if name not in ("Auction", "Play") for _, c in comments[name]]
    if pre:
        notes[0] = " ".join(pre)
    if "Auction" in tags:
        start = tags["Auction"].strip().upper()
        if start not in SEATS:
            raise _err(lines_of["Auction"], "Auction", f"expected the first caller N, E, S or W, got {start!r}")
        # the Auction tag names the first caller, who is the dealer (PBN §3.5)
        if tags.get("Dealer", "").strip() and start != dealer:
            raise _err(lines_of["Auction"], "Auction", f"the auction starts with {_SEAT_NAME[start]}, but the "
                       f"Dealer tag says {_SEAT_NAME[dealer]} deals (the dealer calls first)")
        deal.dealer = start
        deal.calls = _auction(sections["Auction"], lines_of["Auction"])
        for _, c in comments["Auction"]:
            step, text = _at(c, len(deal.calls))
            notes[step] = (notes.get(step, "") + " " + text).strip()
    if "Play" in tags and sections["Play"]:
        leader = tags["Play"].strip().upper()
        if leader not in SEATS:
            raise _err(lines_of["Play"], "Play", f"expected the opening leader N, E, S or W, got {leader!r}")
        columns = _play_grid(sections["Play"], lines_of["Play"])
        if not tags.get("Contract", "").strip() and deal.calls:
            # no Contract tag: the auction (checked later by the engine) says what the trumps are
            from .auction import Auction

            try:
                derived = Auction(deal.dealer, deal.calls).contract
            except (ParseError, ValueError) as e:
                raise _err(lines_of["Auction"], "Auction", str(e)) from None
            if derived is not None:
                tags = {**tags, "Contract": str(derived)}
        deal.plays = _play_order(columns, leader, tags, lines_of)
        for _, c in comments["Play"]:
            step, text = _at(c, 4 * len(columns))
            k = len(deal.calls) + min(step, len(deal.plays))
            notes[k] = (notes.get(k, "") + " " + text).strip()
    if tags.get("Result", "").strip():
        res = tags["Result"].strip()
        if not res.isdigit() or int(res) > 13:
            raise _err(lines_of["Result"], "Result", f"expected declarer's tricks 0 to 13, got {res!r}")
        deal.result = int(res)
    deal.notes = notes
    return deal


def _at(comment: str, default: int) -> tuple[int, str]:
    m = re.match(r"^@(\d+):(.*)$", comment, re.S)
    return (int(m.group(1)), m.group(2).strip()) if m else (default if default else 0, comment)


def _auction(section: list[tuple[int, str]], tag_line: int) -> list[str]:
    calls: list[str] = []
    for n, tok in _tokens(section):
        t = tok.rstrip("!?")
        if not t or t.startswith("=") or t.startswith("$") or t in ("+", "-"):
            continue  # note references, NAGs, the "+" continuation and "-" filler
        if t == "*":
            break
        if t.upper() == "AP":  # all pass: the passes still needed to end (three after the last call
            # that was not a pass, four if nobody called), counting passes already written before "AP"
            trailing = next((i for i, c in enumerate(reversed(calls)) if c != "P"), len(calls))
            needed = 3 if len(calls) > trailing else 4
            calls.extend(["P"] * max(needed - trailing, 0))
            continue
        from .auction import Call

        try:
            calls.append(str(Call.parse(t)))
        except ParseError as e:
            raise _err(n, "Auction", f"{e}") from None
    return calls


def _play_grid(section: list[tuple[int, str]], tag_line: int) -> list[list[tuple[int, str]]]:
    rows = []
    for n, line in section:
        toks = [t for t in line.split() if not t.startswith("=") and not t.startswith("$")]
        if toks == ["*"]:
            break
        if toks and toks[-1] == "*":
            toks = toks[:-1]
        if len(toks) != 4:
            raise _err(n, "Play", f"expected four cards per trick (one per seat, \"-\" if not played), got {len(toks)}")
        rows.append([(n, t.rstrip("!?")) for t in toks])
    return rows


def _play_order(rows: list, first_col: str, tags: dict, lines_of: dict) -> list[tuple[str, Card]]:
    from ...tricks import winning_index

    contract = tags.get("Contract", "").strip().upper()
    trump = None
    m = re.match(r"^[1-7](NT|N|[CDHS])", contract)
    if m and m.group(1) in "CDHS":
        trump = m.group(1)
    elif not m:
        raise _err(lines_of.get("Contract", lines_of["Play"]), "Contract",
                   "a Play section needs a Contract tag to know the trumps")
    cols = SEATS[SEATS.index(first_col):] + SEATS[:SEATS.index(first_col)]
    leader = first_col  # the Play tag names the opening leader
    out: list[tuple[str, Card]] = []
    for k, row in enumerate(rows):
        by_seat: dict[str, Card] = {}
        for seat, (n, tok) in zip(cols, row, strict=True):
            if tok == "-":
                continue
            try:
                by_seat[seat] = Card.parse(tok)
            except ParseError as e:
                raise _err(n, "Play", f"trick {k + 1}, {_SEAT_NAME[seat]}: {e}") from None
        order = SEATS[SEATS.index(leader):] + SEATS[:SEATS.index(leader)]
        trick = []
        for seat in order:
            if seat not in by_seat:
                break
            trick.append((seat, by_seat[seat]))
        if len(trick) != len(by_seat):
            raise _err(row[0][0], "Play", f"trick {k + 1}: a card follows a seat that did not play")
        out.extend(trick)
        if len(trick) < 4:
            break
        leader = trick[winning_index([c for _, c in trick], trump)][0]
    return out


def _quote(v: str) -> str:
    return v.replace('"', '\\"')


def write_pbn(deals: list[DealRecord]) -> str:
    """PBN text for ``deals`` (with the mandatory tags, the Auction and Play sections and commentary)."""
    games = []
    for d in deals:
        t = dict(d.tags)
        out = [f'[Event "{_quote(t.get("Event", ""))}"]', f'[Site "{_quote(t.get("Site", ""))}"]',
               f'[Date "{_quote(t.get("Date", ""))}"]', f'[Board "{d.board or ""}"]']
        for name in ("West", "North", "East", "South"):
            out.append(f'[{name} "{_quote(t.get(name, ""))}"]')
        out.append(f'[Dealer "{d.dealer}"]')
        out.append(f'[Vulnerable "{_PBN_VUL[d.vulnerable]}"]')
        out.append('[Deal "N:' + " ".join(pbn_hand(d.hands[s]) for s in SEATS) + '"]')
        out.append(f'[Scoring "{_quote(t.get("Scoring", ""))}"]')
        out.append(f'[Declarer "{t.get("Declarer", "")}"]')
        out.append(f'[Contract "{t.get("Contract", "")}"]')
        out.append(f'[Result "{"" if d.result is None else d.result}"]')
        if 0 in d.notes:
            out.append("{" + d.notes[0].replace("}", ")") + "}")
        if d.calls:
            out.append(f'[Auction "{d.dealer}"]')
            names = {"P": "Pass", "X": "X", "XX": "XX"}
            row: list[str] = []
            for k, c in enumerate(d.calls, start=1):
                row.append(names.get(c, c))
                if k in d.notes and k:
                    row.append("{" + d.notes[k].replace("}", ")") + "}")  # after its call: the same step
                if sum(1 for t in row if not t.startswith("{")) == 4:
                    out.append(" ".join(row))
                    row = []
            if row:
                out.append(" ".join(row))
        if d.plays:
            opening = d.plays[0][0]
            out.append(f'[Play "{opening}"]')
            cols = SEATS[SEATS.index(opening):] + SEATS[:SEATS.index(opening)]
            base = len(d.calls)
            for k in range(0, len(d.plays), 4):
                trick = dict(d.plays[k:k + 4])
                out.append(" ".join(str(trick[s]).replace("10", "T") if s in trick else "-" for s in cols))
                # a note inside a trick is written after the trick's line (the columns are seats, not turns)
                note = " ".join(d.notes[j] for j in range(base + k + 1, base + min(k + 4, len(d.plays)) + 1)
                                if j in d.notes)
                if note:
                    out.append("{" + note.replace("}", ")") + "}")
        games.append("\n".join(out))
    return "% PBN 2.1\n% EXPORT\n" + "\n\n".join(games) + "\n"
