"""LIN (BBO's hand-record format) reading and writing.

A LIN text is ``key|value|`` fields (line breaks between fields do not matter). BBO's hand records and
vugraph files write, per board: ``qx`` (room and board: ``o12`` open room, ``c12`` closed), ``pn`` (players
from South; eight names in a vugraph file: the open room's, then the closed room's), ``st``, ``md`` (dealer
digit and hands), ``rh``, ``ah`` (``Board 12``), ``sv`` (vulnerability), ``mb`` (calls, ``!`` marks an
alert), ``an`` (the explanation of the call before it), ``pc`` (cards in playing order), ``mc`` (a claim:
declarer's total tricks), ``nt`` (commentary) and ``pg`` (page breaks); other fields (``vg``, ``rs``, ``pw``,
``bn``, …) are skipped. A file may hold several boards: a new one starts at ``qx``, at a second ``md``, or
at a header field (``pn``, ``st``, ``ah``, ``rh``, ``sv``) once the board has calls or cards.

:func:`read_lin` gives every board whose deal it can read — a call or card it cannot read stops the auction
or play there, named in the board's ``problems`` — and a problem (line and message) for each board it cannot;
:func:`parse_lin` reads a text of one board and :func:`parse_lin_boards` every board of a file, both
raising the first problem, naming the field (``LIN line 1, field 3 (md)``).

>>> d = parse_lin("pn|Ann,Bob,Cy,Di|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
...               "sv|e|ah|Board 3|mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|HA|")
>>> d.dealer, d.vulnerable, d.board, d.calls[:3], d.plays[0][0], str(d.hands["E"][0])
('N', 'EW', 3, ['1S', 'P', '4S'], 'E', 'S4')
>>> r = read_lin("qx|o1|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mc|¹|\\n"
...              "qx|o2|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|")
>>> [d.board for d in r.deals], r.problems, r.deals[0].problems
([1, 2], [], ["LIN line 1, field 3 (mc): expected declarer's total tricks 0 to 13, got '¹'; the claim is not shown"])
>>> read_lin("qx|o3|mb|1S|").problems
[Problem(line=1, message='LIN: the md field (the deal) is missing before field 1 on line 1')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...cards import DECK_52, Card
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...seats import SEAT_NAME, SEATS
from ...tricks import winning_index
from .auction import Call
from .boards import parse_vulnerability
from .formats import DealRecord
from .reading import MAX_DEALS, MAX_PROBLEMS, Problem, Reading, small_number, text_of

_LIN_SEATS = ("S", "W", "N", "E")  # md's hand order; md's first digit: 1 S, 2 W, 3 N, 4 E
_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(r): r for r in range(2, 10)}}
_RANK_CH = {v: k for k, v in _RANKS.items()}
_VUL_LIN = {"None": "o", "NS": "n", "EW": "e", "Both": "b"}
_KEY = re.compile(r"[a-z]{1,3}")
_CALL = re.compile(r"(?i)[1-7](?:NT|[CDHSN])|P|PASS|X|XX|D|R")
_CARD = re.compile(r"(?i)[SHDC](?:[AKQJT2-9]|10)")
_HEADER = frozenset({"qx", "pn", "st", "md", "rh", "ah", "sv"})
_ACTIONS = frozenset({"mb", "pc", "mc"})
#: a BBO vugraph file of a whole match holds some tens of thousands of fields
MAX_FIELDS = 250_000


class _Field:
    __slots__ = ("index", "line", "key", "value")

    def __init__(self, index: int, line: int, key: str, value: str | None) -> None:
        self.index, self.line, self.key, self.value = index, line, key, value


t, tn = domain("bridge")


@dataclass
class _Board:
    fields: list[_Field] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)

    def add(self, f: _Field) -> None:
        self.fields.append(f)
        self.keys.add(f.key)


def _msg(e: Exception) -> str:
    return e.args[0] if e.args else str(e)


def _err(f: _Field, msg: str) -> ParseError:
    e = ParseError(t("LIN line {line}, field {index} ({key}): {message}", line=f.line, index=f.index,
                     key=f.key[:10], message=msg))
    e.line = f.line  # type: ignore[attr-defined]
    return e


def _fields(text: str) -> list[_Field]:
    """The ``key|value|`` fields of a LIN text with their line numbers; a last key without a value gets
    ``None``."""
    parts = text.split("|")
    if parts and not parts[-1].strip():
        parts.pop()  # the text ends with "|" (and perhaps a line break)
    out = []
    line = 1
    for k in range(0, len(parts), 2):
        raw = parts[k]
        key_line = line + raw[:len(raw) - len(raw.lstrip())].count("\n")
        line += raw.count("\n")
        value = parts[k + 1] if k + 1 < len(parts) else None
        if value is not None:
            line += value.count("\n")
            value = value.replace("\r", "").replace("\n", "")
        out.append(_Field(k // 2 + 1, key_line, raw.strip().lower(), value))
    return out


def _boards(fields: list[_Field]) -> list[_Board]:
    boards = [_Board()]
    for f in fields:
        cur = boards[-1]
        repeated = f.key in _HEADER and (f.key in cur.keys or bool(cur.keys & _ACTIONS))
        if "md" in cur.keys and (f.key in ("qx", "md") or repeated):
            boards.append(_Board())
        boards[-1].add(f)
    return boards


def read_lin(text: str | bytes) -> Reading:
    """Every board of a LIN text that can be read, and a :class:`Problem` for each one that cannot."""
    text = text_of(text, "LIN")
    if "|" not in text:
        return Reading([], [Problem(1, t("LIN: expected key|value| pairs such as md|3SAKQ…|"))])
    if text.count("|") > 2 * MAX_FIELDS:
        return Reading([], [Problem(1, t("LIN: more than {most} fields; no hand record is that long",
                                         most=format(MAX_FIELDS, ",")))])
    deals: list[DealRecord] = []
    problems: list[Problem] = []
    names: list[str] = []
    for b in _boards(_fields(text)):
        if len(problems) >= MAX_PROBLEMS:
            break
        if len(deals) >= MAX_DEALS:
            line = b.fields[0].line
            problems.append(Problem(line, t("LIN line {line}: more than {most} boards in one file; the rest are "
                                            "not read", line=line, most=format(MAX_DEALS, ","))))
            break
        try:
            names = _names(b, names)
            if "md" not in b.keys:
                if b.keys & (_ACTIONS | {"sv", "ah", "an"}):
                    raise ParseError(t("LIN: the md field (the deal) is missing before field {index} on line {line}",
                                       index=b.fields[0].index, line=b.fields[0].line))
                continue  # only a file header (vg, rs, pn, pw) or page breaks: no board
            deals.append(_deal(b, names))
        except ParseError as e:
            problems.append(Problem(getattr(e, "line", b.fields[0].line), _msg(e)))
    return Reading(deals, problems)


def parse_lin_boards(text: str | bytes) -> list[DealRecord]:
    """Every board of a LIN text (a BBO hand-record or vugraph file); the first problem as a ``ParseError``."""
    reading = _strict(read_lin(text))
    if not reading.deals:
        raise ParseError(t("LIN: the md field (the deal) is missing"))
    return reading.deals


def parse_lin(text: str | bytes) -> DealRecord:
    """The one deal of a LIN text; a ``ParseError`` for its first problem (or for a text of several)."""
    reading = _strict(read_lin(text))
    if len(reading.deals) != 1:
        raise ParseError(t("LIN: the text holds {n} boards where one was expected", n=len(reading.deals))
                         if reading.deals else t("LIN: the md field (the deal) is missing"))
    return reading.deals[0]


def _strict(reading: Reading) -> Reading:
    """``reading`` itself; its first problem (a board not read, or what a board read leaves out) raised."""
    if reading.problems:
        raise ParseError(reading.problems[0].message)
    for deal in reading.deals:
        if deal.problems:
            raise ParseError(deal.problems[0])
    return reading


def _names(b: _Board, names: list[str]) -> list[str]:
    """The players' names (``pn`` lasts until the next ``pn``: a vugraph file gives it once)."""
    for f in b.fields:
        if f.key == "pn" and f.value is not None:
            names = [n.strip() for n in f.value.split(",")]
    return names


def _hand(text: str, f: _Field) -> list[Card]:
    cards, suit = [], None
    for ch in text.upper():
        if ch in "SHDC":
            suit = ch
        elif ch in _RANKS and suit:
            cards.append(Card(suit, _RANKS[ch]))
        else:
            raise _err(f, t("{char} in {text} is not a suit letter S H D C or a rank A K Q J T 9 … 2", char=repr(ch),
                            text=repr(text[:20])))
    return cards


def _md(f: _Field) -> tuple[dict[str, list[Card]], str]:
    value = (f.value or "").strip()
    if not value or value[0] not in "1234":
        raise _err(f, t("expected the dealer digit 1–4 (1 South, 2 West, 3 North, 4 East) then the hands, "
                        "got {value}", value=repr(value[:12])))
    dealer = _LIN_SEATS[int(value[0]) - 1]
    parts = value[1:].split(",")
    while len(parts) < 4:
        parts.append("")
    if len(parts) > 4 and any(p.strip() for p in parts[4:]):
        raise _err(f, t("expected at most four hands, got {n}", n=len(parts)))
    hands: dict[str, list[Card]] = {}
    seen: dict[Card, str] = {}
    missing = []
    for seat, text in zip(_LIN_SEATS, parts[:4], strict=True):
        if not text.strip():
            missing.append(seat)
            continue
        cards = _hand(text.strip(), f)
        for c in cards:
            if c in seen:
                raise _err(f, t("{card} appears twice", card=c.symbol))
            seen[c] = seat
        if len(cards) != 13:
            raise _err(f, t("the {seat} hand has {n} cards, expected 13", seat=SEAT_NAME[seat], n=len(cards)))
        hands[seat] = cards
    if len(missing) > 1:
        raise _err(f, t("{n} hands are missing; at most one (the last) can be left out", n=len(missing)))
    if missing:
        hands[missing[0]] = [c for c in DECK_52 if c not in seen]  # the cards nobody else holds
    return {s: hands[s] for s in SEATS}, dealer


def _deal(b: _Board, names: list[str]) -> DealRecord:
    hands: dict[str, list[Card]] = {}
    dealer = "N"
    vul, number, result = "None", None, None
    calls: list[str] = []
    cards: list[tuple[_Field, Card]] = []
    tags: dict[str, str] = {}
    notes: dict[int, str] = {}
    problems: list[str] = []
    room = ""
    calls_stopped = cards_stopped = False

    def problem(f: _Field, message: str) -> None:
        problems.append(_err(f, message).args[0])

    def note(step: int, text: str) -> None:
        if text.strip():
            notes[step] = (notes.get(step, "") + " " + text.strip()).strip()

    for f in b.fields:  # the form of every field first: a broken field can explain a later problem
        if not _KEY.fullmatch(f.key):
            raise _err(f, t("{key} is not a key (two letters such as md, mb, pc)", key=repr(f.key[:10])))
        if f.value is None:
            raise _err(f, t("a key without a value (every key is followed by |value|)"))
    for f in b.fields:
        key, value = f.key, f.value or ""
        if key == "md":
            hands, dealer = _md(f)
        elif key == "qx":
            m = re.fullmatch(r"\s*([oc])([0-9]{1,6})?\s*(,.*)?", value, re.I | re.S)
            if not m:
                problem(f, t("expected the room (o open, c closed) and the board number such as o12, got {value}; "
                             "the room is not shown", value=repr(value[:20])))
                continue
            room = m.group(1).lower()
            tags["Room"] = "Open" if room == "o" else "Closed"
            if m.group(2) and number is None:
                number = int(m.group(2))
        elif key == "sv":
            try:
                vul = parse_vulnerability(value.strip() or "o")
            except ParseError as e:
                problem(f, t("{reason}; nobody is shown vulnerable", reason=_msg(e)))
        elif key == "ah":
            m = re.search(r"[0-9]+", value)
            number = small_number(m.group(0)) if m else None
            if number is None:
                problem(f, t('expected a board name such as "Board 12", got {value}; the deal is shown without a '
                             "number", value=repr(value[:30])))
        elif key == "mb":
            if calls_stopped:
                continue
            word = value.strip().rstrip("!").strip()
            try:
                if not _CALL.fullmatch(word):
                    raise ParseError(t("{text} is not a call: expected a bid 1C…7N, p (pass), d (double) or r "
                                       "(redouble)", text=repr(word[:20])))
                calls.append(str(Call.parse(word)))
            except ParseError as e:
                problem(f, t("{reason}; the auction is shown up to the call before it", reason=_msg(e)))
                calls_stopped = True
        elif key == "an":
            note(len(calls), f"({value.strip()})" if value.strip() else "")
        elif key == "pc":
            if cards_stopped:
                continue
            word = value.strip().rstrip("!?")
            if not _CARD.fullmatch(word):
                problem(f, t("{text} is not a card of the deck (a suit S H D C and a rank A K Q J T 9 … 2); the play "
                             "is shown up to the card before it", text=repr(word[:20])))
                cards_stopped = True
                continue
            cards.append((f, Card.parse(word.upper())))
        elif key == "mc":
            result = small_number(value)
            if result is None or result > 13:
                problem(f, t("expected declarer's total tricks 0 to 13, got {value}; the claim is not shown",
                             value=repr(value[:20])))
                result = None
        elif key == "nt":
            note(len(calls) + len(cards), value)
    if names:
        own = names[4:8] if room == "c" and len(names) >= 8 else names[:4]
        for name, seat in zip(own, _LIN_SEATS, strict=False):
            if name:
                tags[SEAT_NAME[seat]] = name
    deal = DealRecord(hands=hands, dealer=dealer, vulnerable=vul, board=number, calls=calls, result=result,
                      tags=tags, notes=notes, line=b.fields[0].line)
    deal.plays, stop = _seat_plays(deal, cards)
    if stop:
        problems.append(stop)
    deal.problems = problems
    return deal


def _seat_plays(deal: DealRecord, cards: list[tuple[_Field, Card]]) -> tuple[list[tuple[str, Card]], str | None]:
    """LIN lists cards in playing order without seats: find each card's holder (and check the order); the
    cards up to the first one out of turn, and the problem of that one, if any."""
    if not cards:
        return [], None
    from .auction import Auction

    first = cards[0][0]
    try:
        a = Auction(deal.dealer, tuple(deal.calls))
    except (ParseError, IllegalAction):  # the auction's own problem is named when it is replayed
        return [], _err(first, tn("the auction before the play is not legal, so its {n} card is not shown",
                                  "the auction before the play is not legal, so its {n} cards are not shown",
                                  len(cards), n=len(cards))).args[0]
    c = a.contract
    if c is None:
        return [], _err(first, tn("cards are played but the auction gives no contract; its {n} card is not shown",
                                  "cards are played but the auction gives no contract; its {n} cards are not shown",
                                  len(cards), n=len(cards))).args[0]
    holder = {card: s for s, h in deal.hands.items() for card in h}
    leader = a.opening_leader
    out: list[tuple[str, Card]] = []
    trick: list[tuple[str, Card]] = []
    for k, (f, card) in enumerate(cards):
        seat = holder[card]
        expected = SEATS[(SEATS.index(leader) + len(trick)) % 4]
        if seat != expected:
            return out, t("LIN pc (card {n}, {card}): it is {expected}'s turn but the card is in {seat}'s hand "
                          "(line {line}, field {index}); the play is shown up to the card before it", n=k + 1,
                          card=card.symbol, expected=SEAT_NAME[expected], seat=SEAT_NAME[seat], line=f.line,
                          index=f.index)
        trick.append((seat, card))
        out.append((seat, card))
        if len(trick) == 4:
            leader = trick[winning_index([x for _, x in trick], c.trump)][0]
            trick = []
    return out, None


def write_lin(deal: DealRecord) -> str:
    """LIN text for ``deal``."""
    def hand(cards: list[Card]) -> str:
        return "".join(s + "".join(_RANK_CH[c.rank] for c in sorted(cards, key=lambda c: -c.rank) if c.suit == s)
                       for s in "SHDC")

    names = ",".join(deal.tags.get(n, "") for n in ("South", "West", "North", "East"))
    out = [f"pn|{names}|", "st||", f"md|{_LIN_SEATS.index(deal.dealer) + 1}"
           + ",".join(hand(deal.hands[s]) for s in _LIN_SEATS) + "|", "rh||",
           f"ah|Board {deal.board or 1}|", f"sv|{_VUL_LIN[deal.vulnerable]}|"]
    if 0 in deal.notes:
        out.append(f"nt|{deal.notes[0].replace('|', '/')}|")
    for k, c in enumerate(deal.calls, start=1):
        out.append(f"mb|{ {'P': 'p', 'X': 'd', 'XX': 'r'}.get(c, c) }|")
        if k in deal.notes:
            out.append(f"nt|{deal.notes[k].replace('|', '/')}|")
    base = len(deal.calls)
    for k, (_, card) in enumerate(deal.plays, start=1):
        out.append(f"pc|{card.suit}{_RANK_CH[card.rank]}|")
        if base + k in deal.notes and base + k > 0:
            out.append(f"nt|{deal.notes[base + k].replace('|', '/')}|")
    if deal.result is not None and len(deal.plays) < 52:
        out.append(f"mc|{deal.result}|")
    return "".join(out) + "\n"
