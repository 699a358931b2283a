"""PBN (Portable Bridge Notation 2.1) reading and writing: tags, the Auction and Play sections, commentary.

Parsing is kept apart from the game model: :func:`read_pbn` gives the :class:`DealRecord` of every game
whose deal it can read, and a problem (line and message) for each game it cannot. A problem that spoils only
part of a game (a tag's value, a call or card that is none, an irregularity) is named in the record's
``problems`` and only that part is left out: the auction or play stops there. :func:`parse_pbn` is the strict
form, raising the first problem of either kind as a ``ParseError`` naming the line and the tag. Legality
(insufficient bids, revokes) is checked later by the engine, when the record is replayed.

The reader takes PBN import format as real files write it (see :mod:`.pbn_lex` for comments and
directives): ``#`` for "as the previous game"; a game without a ``Deal`` tag repeats an earlier deal (the
other table's play of the same board: the board of that number, or the previous game when it gives no
``Board``); ``-`` or ``...`` for an unknown hand (completed when one is missing, or when the play shows
every card of it; left empty otherwise, which a replay then refuses); ``=1=`` note references with their
``[Note "1:…"]`` tags; ``!`` and ``?`` after calls and cards; ``*`` to stop a section; ``-`` in the
Auction for each player before the dealer (when the Auction tag names the first column, not the dealer);
``-`` in the Play for a card not known or not played, in any column (``- - - H2``: the fourth column led
and the rest was claimed); ``+`` for the call or card to be made next; PBN 3.9's irregularities ``^I``
(an accepted insufficient bid), ``^S`` (a call skipped by a call out of rotation), ``^R`` (a revoke), ``^L``
(a lead out of turn), which the engine does not play, so the auction or play is shown up to them and they
are named; ``^`` before a Result (a result agreed that the play does not give); ``##`` for a value the next
games inherit; a tag given twice counts once, the first time (PBN 3.4).

>>> deals = parse_pbn('[Board "2"]\\n[Dealer "E"]\\n[Vulnerable "NS"]\\n'
...                   '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
>>> deals[0].board, deals[0].dealer, deals[0].vulnerable, str(deals[0].hands["E"][-1])
(2, 'E', 'NS', 'CJ')
>>> parse_pbn('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
Traceback (most recent call last):
...
tutor.errors.ParseError: PBN line 1, tag Deal: hand 2 (East) has 12 cards, expected 13
>>> r = read_pbn('[Board "²"]\\n[Deal "N:- - - -"]\\n\\n[Board "3"]\\n[Deal "N:- - - -"]\\n\\n[Deal "N:AKQ"]')
>>> [d.board for d in r.deals], r.deals[0].problems
([None, 3], ["PBN line 1, tag Board: expected a board number, got '²'; the deal is shown without one"])
>>> r.problems
[Problem(line=7, message='PBN line 7, tag Deal: expected four hands after N:, got 1')]
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...cards import DECK_52, Card
from ...errors import IllegalAction, ParseError
from ...i18n import domain
from ...seats import SEAT_NAME, SEATS
from ...tricks import winning_index
from .analysis import pbn_hand
from .boards import board as board_of
from .boards import parse_vulnerability
from .formats import DealRecord
from .pbn_lex import RawGame, Tag, lex_pbn
from .reading import MAX_DEALS, MAX_PROBLEMS, Problem, Reading, small_number, text_of

_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(r): r for r in range(2, 10)}}
_PBN_VUL = {"None": "None", "NS": "NS", "EW": "EW", "Both": "All"}
_DECK = frozenset(DECK_52)
_CALL = re.compile(r"(?i)[1-7](?:NT|[CDHSN])|P|PASS|X|XX|D|R|DOUBLE|REDOUBLE")
_CARD = re.compile(r"(?i)[SHDC](?:[AKQJT2-9]|10)")
_NOTE_REF = re.compile(r"=([0-9]{1,3})=")
#: what a game without its own Deal takes from the game it repeats (the deal and the event, not the table)
_REPEATED = ("Deal", "Dealer", "Vulnerable", "Board", "Event", "Site", "Date", "Stage", "Scoring",
             "HomeTeam", "VisitTeam", "Round", "Section")


t, tn = domain("bridge")

_Note = Callable[[int, str], None]  # adds commentary at a step (calls and cards so far)


def _err(line: int, tag: str, msg: str) -> ParseError:
    e = ParseError(t("PBN line {line}, tag {tag}: {message}", line=line, tag=tag, message=msg) if tag else
                   t("PBN line {line}: {message}", line=line, message=msg))
    e.line = line  # type: ignore[attr-defined]  # read_pbn lists the problem under this line
    return e


def parse_deal_tag(value: str, line: int = 0) -> tuple[dict[str, list[Card]], str]:
    """``N:AKQ.… …`` → hands and the first seat. An unknown hand (``-`` or ``...``) is completed when it is
    the only one; two or more stay empty lists (a game that shows no cards of them needs none)."""
    m = re.match(r"^\s*([NESWnesw])\s*:\s*(.*)$", value, re.S)
    if not m:
        raise _err(line, "Deal", t('expected "N:" (or E: S: W:) and four hands, got {value}', value=repr(value[:40])))
    first = m.group(1).upper()
    parts = m.group(2).split()
    if len(parts) != 4:
        raise _err(line, "Deal", t("expected four hands after {first}:, got {n}", first=first, n=len(parts)))
    order = SEATS[SEATS.index(first):] + SEATS[:SEATS.index(first)]
    hands: dict[str, list[Card]] = {}
    missing = []
    seen: dict[Card, str] = {}
    for i, (seat, text) in enumerate(zip(order, parts, strict=True)):
        if text in ("-", "..."):
            missing.append(seat)
            continue
        suits = text.split(".")
        if len(suits) != 4:
            raise _err(line, "Deal", t("hand {n} ({seat}) {text} must have four suits separated by dots "
                                       "(spades.hearts.diamonds.clubs)", n=i + 1, seat=SEAT_NAME[seat],
                                       text=repr(text[:30])))
        cards = []
        for suit, ranks in zip("SHDC", suits, strict=True):
            for r in ranks.upper():
                if r not in _RANKS:
                    raise _err(line, "Deal", t("hand {n} ({seat}): {rank} is not a rank (A K Q J T 9 … 2)",
                                               n=i + 1, seat=SEAT_NAME[seat], rank=repr(r)))
                card = Card(suit, _RANKS[r])
                if card in seen:
                    raise _err(line, "Deal", t("{card} appears twice ({first} and {second})", card=card.symbol,
                                               first=SEAT_NAME[seen[card]], second=SEAT_NAME[seat]))
                seen[card] = seat
                cards.append(card)
        if len(cards) != 13:
            raise _err(line, "Deal", t("hand {n} ({seat}) has {count} cards, expected 13", n=i + 1,
                                       seat=SEAT_NAME[seat], count=len(cards)))
        hands[seat] = cards
    if len(missing) == 1:
        hands[missing[0]] = [c for c in DECK_52 if c not in seen]  # the cards nobody else holds
    for seat in missing:
        hands.setdefault(seat, [])
    return {s: hands[s] for s in SEATS}, first


def read_pbn(text: str | bytes) -> Reading:
    """Every game of a PBN file that can be read, and a :class:`Problem` for each one that cannot."""
    text = text_of(text, "PBN")
    deals: list[DealRecord] = []
    problems: list[Problem] = []
    previous: dict[str, str] = {}
    boards: dict[int, dict[str, str]] = {}  # the deal tags of each board number seen
    inherited: dict[str, str] = {}  # the "##" values the next games take (PBN 4.8)
    for game in lex_pbn(text):
        if len(problems) >= MAX_PROBLEMS:
            break
        if len(deals) >= MAX_DEALS:
            problems.append(Problem(game.line, _err(game.line, "", t(
                "more than {most} games in one file; the rest are not read", most=format(MAX_DEALS, ","))).args[0]))
            break
        if game.problem is not None:
            problems.append(Problem(game.problem[0], _err(game.problem[0], "", game.problem[1]).args[0]))
            continue
        if not game.tags:
            continue  # only commentary (a file's preamble): no game
        try:
            values = _values(game, previous, boards, inherited)
            deals.append(_game(game, values))
        except ParseError as e:
            problems.append(Problem(getattr(e, "line", game.line), e.args[0] if e.args else str(e)))
    return Reading(deals, problems)


def parse_pbn(text: str | bytes) -> list[DealRecord]:
    """Every deal of a PBN file; the first problem, if any (of a game not read, or what a game read leaves
    out), as a ``ParseError``."""
    reading = read_pbn(text)
    if reading.problems:
        raise ParseError(reading.problems[0].message)
    for deal in reading.deals:
        if deal.problems:
            raise ParseError(deal.problems[0])
    return reading.deals


def _values(game: RawGame, previous: dict[str, str], boards: dict[int, dict[str, str]],
            kept: dict[str, str]) -> dict[str, str]:
    """The game's tag values with ``#``, ``##`` and repeated deals resolved (``previous``, ``boards`` and the
    ``kept`` values of ``##`` updated). A tag given twice counts once, its first time (PBN 3.4)."""
    values: dict[str, str] = {}
    for tag in game.tags:
        if tag.name == "Note" or tag.name in values:
            continue
        value = tag.value
        if value.startswith("##"):  # "##x": x, and x for the next games that do not give the tag (PBN 4.8)
            value = value[2:]
            kept[tag.name] = value
        elif value == "#":  # the previous game's value (PBN 3.4)
            value = previous.get(tag.name, "")
        else:
            kept.pop(tag.name, None)
        values[tag.name] = value
    for name, value in kept.items():
        values.setdefault(name, value)
    if "Deal" not in values:
        number = small_number(values.get("Board", ""))
        if "Board" in values and number in boards:
            source = boards[number]  # the same board, played at the other table
        elif "Board" not in values and "Deal" in previous:
            source = previous  # the previous game's deal, played again
        else:
            source = {}
        for name in _REPEATED:
            if name in source and name not in values:
                values[name] = source[name]
    previous.clear()
    previous.update(values)
    number = small_number(values.get("Board", ""))
    if number is not None and "Deal" in values:
        boards.setdefault(number, {k: v for k, v in values.items() if k in _REPEATED})
    return values


def _game(game: RawGame, tags: dict[str, str]) -> DealRecord:
    """One game's deal record. Only a game without a valid deal raises; any other problem is named in the
    record's ``problems`` and what it spoils (a tag's value, the auction or play from there on) left out."""
    line_of: dict[str, int] = {}
    for tg in game.tags:
        line_of.setdefault(tg.name, tg.line)
    section: dict[str, Tag] = {}
    for tg in game.tags:
        if tg.name != "Note":
            section.setdefault(tg.name, tg)
    first_line = game.line
    if "Deal" not in tags:
        raise _err(first_line, "Deal", t('missing: every deal needs [Deal "N:…"] with the four hands (or repeats '
                                         "an earlier game's board)"))
    hands, _ = parse_deal_tag(tags["Deal"], line_of.get("Deal", first_line))
    problems: list[str] = []

    def problem(name: str, message: str) -> None:
        problems.append(_err(line_of.get(name, first_line), name, message).args[0])

    number = None
    if tags.get("Board", "").strip():
        number = small_number(tags["Board"])
        if number is None or number < 1:
            problem("Board", t("expected a board number, got {value}; the deal is shown without one",
                               value=repr(tags["Board"])[:40]))
            number = None
    chart = board_of(number or 1)
    dealer = tags.get("Dealer", "").strip().upper() or chart.dealer
    dealer_known = True
    if dealer not in SEATS:
        problem("Dealer", t("expected N, E, S or W, got {value}; without a dealer the auction is not shown",
                            value=repr(tags["Dealer"])[:40]))
        dealer, dealer_known = chart.dealer, False
    vul = chart.vulnerable
    if tags.get("Vulnerable", "").strip():
        try:
            vul = parse_vulnerability(tags["Vulnerable"])
        except ParseError as e:
            problem("Vulnerable", t("{reason}; the vulnerability of board {n} by its number is used",
                                    reason=e.args[0], n=number or 1))
    kept = {k: v for k, v in tags.items() if k not in ("Deal", "Auction", "Play")}
    if "Contract" in kept:
        kept["Contract"] = _contract_text(kept["Contract"])
    deal = DealRecord(hands=hands, dealer=dealer, vulnerable=vul, board=number, tags=kept, line=first_line)
    notes: dict[int, str] = {}

    def note(step: int, text: str) -> None:
        if text:
            notes[step] = (notes.get(step, "") + " " + text).strip()

    for _, text in game.comments:
        note(0, text)
    for tag in game.tags:
        if tag.name not in ("Auction", "Play", "Note"):
            for _, text, is_comment in tag.items:
                if is_comment:
                    note(0, text)
    refs = _note_tags(game)
    if "Auction" in tags and (tags["Auction"].strip() or any(not c for _, _, c in section["Auction"].items)):
        start = tags["Auction"].strip().upper()
        if start not in SEATS:
            problem("Auction", t("expected the first caller N, E, S or W, got {value}; the auction is not shown",
                                 value=repr(start)[:40]))
        elif dealer_known:
            calls, before, stop = _auction(section["Auction"], start, refs.get("Auction", {}), note)
            # the Auction tag names the first column; a "-" stands for each player before the dealer (PBN 3.5)
            first = SEATS[(SEATS.index(start) + before) % 4]
            if tags.get("Dealer", "").strip() and first != dealer:
                problem("Auction", t("the auction starts with {first}, but the Dealer tag says {dealer} deals (the "
                                     "dealer calls first); the auction is not shown", first=SEAT_NAME[first],
                                     dealer=SEAT_NAME[dealer]))
            else:
                deal.dealer = first
                deal.calls = calls
                if stop:
                    problems.append(stop)
    if "Play" in tags and any(not c for _, _, c in section["Play"].items):
        leader = tags["Play"].strip().upper()
        trump = _trump(tags, deal)
        if leader not in SEATS:
            problem("Play", t("expected the opening leader N, E, S or W, got {value}; the play is not shown",
                              value=repr(leader)[:40]))
        elif trump is None:
            problems.append(_err(line_of.get("Contract", line_of["Play"]), "Contract", t(
                "a Play section needs a Contract tag (or a finished auction) to know the trumps; the play is not "
                "shown")).args[0])
        else:
            deal.plays, stop = _play(section["Play"], leader, trump, len(deal.calls), refs.get("Play", {}), note)
            if stop:
                problems.append(stop)
            _complete_from_play(deal)
            if "Auction" not in tags and deal.plays:
                problem("Play", tn("the file gives the play but no auction, and the tutor reaches the play only "
                                   "through the auction, so its {n} card is not shown", "the file gives the play "
                                   "but no auction, and the tutor reaches the play only through the auction, so "
                                   "its {n} cards are not shown", len(deal.plays), n=len(deal.plays)))
                deal.plays = []
    if tags.get("Result", "").strip().strip("?-"):
        deal.result, stop = _result(tags, deal, line_of.get("Result", first_line))
        if stop:
            problems.append(stop)
    deal.notes = notes
    deal.problems = list(problems)
    return deal


def _contract_text(value: str) -> str:
    """A Contract tag in the engine's spelling: files write ``3N`` or ``3NT``, ``4sx`` or ``4SX``."""
    m = re.fullmatch(r"\s*([1-7])\s*(NT|N|[CDHS])\s*(XX|X|R|D)?\s*", value, re.I)
    if not m:
        return value.strip()
    strain = "NT" if m.group(2).upper() in ("N", "NT") else m.group(2).upper()
    doubled = {"": "", "X": "X", "D": "X", "XX": "XX", "R": "XX"}[(m.group(3) or "").upper()]
    return f"{m.group(1)}{strain}{doubled}"


def _note_tags(game: RawGame) -> dict[str, dict[str, str]]:
    """``[Note "1:text"]`` tags by the section they follow (Auction or Play) and reference number."""
    out: dict[str, dict[str, str]] = {}
    last = ""
    for tag in game.tags:
        if tag.name in ("Auction", "Play"):
            last = tag.name
        elif tag.name == "Note" and last:
            ref, _, text = tag.value.partition(":")
            out.setdefault(last, {})[ref.strip()] = text.strip()
    return out


def _bare(token: str) -> str:
    """A call or card without the ``!``/``?`` marks a file may put after it."""
    return token.rstrip("!?")


def _auction(tag: Tag, start: str, refs: dict[str, str], note: _Note) -> tuple[list[str], int, str | None]:
    """The calls of an Auction section, the ``-`` written before the dealer's first call, and the problem
    that stopped the calls early (an irregularity or a token that is no call), if any."""
    from .auction import Call

    calls: list[str] = []
    before = 0
    irregular = ""  # "I" after ^I: the next bid is an accepted insufficient bid
    for n, tok, is_comment in tag.items:
        if is_comment:
            note(len(calls), tok)
            continue
        ref = _NOTE_REF.fullmatch(tok)
        if ref:
            note(len(calls), f"({refs[ref.group(1)]})" if ref.group(1) in refs else "")
            continue
        word = _bare(tok)
        seat = SEAT_NAME[SEATS[(SEATS.index(start) + before + len(calls)) % 4]]
        if word.upper().startswith("^S"):  # PBN 3.9: this player's turn was skipped by a call out of rotation
            return calls, before, _err(n, "Auction", t(
                "call {n}: the file marks that {seat} could not call, because another player called out of turn "
                "(PBN ^S); the tutor follows the laws, so the auction is shown up to the call before it",
                n=len(calls) + 1, seat=seat)).args[0]
        if word.upper().startswith("^I"):  # PBN 3.9: the next bid is insufficient, and was accepted
            irregular, word = "I", word[2:]
            if not word:
                continue
        if not word or word.startswith("$"):
            continue  # alerts and NAGs
        if set(word) == {"-"}:
            if not calls:
                before += 1  # "it is not yet this player's turn": a column before the dealer
            continue
        if word in ("*", "+"):
            break  # the auction stops here, or is to be continued ("+" stands for the next call)
        if irregular:
            return calls, before, _err(n, "Auction", t(
                "call {n}: the file marks {seat}'s {call} as an insufficient bid the opponents accepted (PBN ^I); "
                "the tutor follows the laws, so the auction is shown up to the call before it", n=len(calls) + 1,
                seat=seat, call=repr(word[:20]))).args[0]
        if word.upper() == "AP":  # all pass: the passes still needed to end (three after the last call
            # that was not a pass, four if nobody called), counting passes already written before "AP"
            trailing = next((i for i, c in enumerate(reversed(calls)) if c != "P"), len(calls))
            needed = 3 if len(calls) > trailing else 4
            calls.extend(["P"] * max(needed - trailing, 0))
            continue
        try:
            if not _CALL.fullmatch(word):
                raise ParseError(t("{text} is not a call: expected a bid 1C…7NT, Pass, X or XX", text=repr(word[:20])))
            calls.append(str(Call.parse(word)))
        except ParseError as e:
            return calls, before, _err(n, "Auction", t("{reason}; the auction is shown up to the call before it",
                                                       reason=e.args[0])).args[0]
    return calls, before, None


def _trump(tags: dict[str, str], deal: DealRecord) -> str | None:
    """The trump suit of the played contract (``"NT"`` at notrump): the Contract tag, else the auction's;
    ``None`` when neither tells it."""
    contract = tags.get("Contract", "").strip().upper()
    if not re.match(r"^[1-7](NT|N|[CDHS])", contract) and deal.calls:
        from .auction import Auction

        try:
            derived = Auction(deal.dealer, tuple(deal.calls)).contract
        except (ParseError, IllegalAction):
            derived = None
        contract = str(derived) if derived is not None else ""
    m = re.match(r"^[1-7](NT|N|[CDHS])", contract)
    if not m:
        return None
    return m.group(1) if m.group(1) in "CDHS" else "NT"


def _play(tag: Tag, first: str, trump: str, base: int, refs: dict[str, str],
          note: _Note) -> tuple[list[tuple[str, Card]], str | None]:
    """The cards of a Play section in playing order, with the hand each comes from, and the problem that
    stopped them early, if any. The section has one column per seat from the opening leader and four cells
    per trick: a card, ``-`` for a card not known or not played, ``+`` for the next card to play (PBN 3.6);
    ``^R`` before a card marks a revoke, ``^L`` a lead out of turn (PBN 3.9)."""
    cols = SEATS[SEATS.index(first):] + SEATS[:SEATS.index(first)]
    cells: list[tuple[int, str, str]] = []  # (line, text, irregularity mark)
    pending: list[tuple[int, str]] = []  # commentary: (cells before it, text)
    stopped = False
    mark = ""
    for n, tok, is_comment in tag.items:
        if is_comment:
            pending.append((len(cells), tok))
            continue
        ref = _NOTE_REF.fullmatch(tok)
        if ref:
            if ref.group(1) in refs:
                pending.append((len(cells), f"({refs[ref.group(1)]})"))
            continue
        word = _bare(tok)
        if word.upper()[:2] in ("^R", "^L"):
            mark, word = word.upper()[1], word[2:]
            if not word:
                continue
        if not word or word.startswith("$"):
            continue
        if word == "*":
            stopped = True
            break
        cells.append((n, "-" if set(word) == {"-"} else word, mark))  # some programs write "--" for "not played"
        mark = ""
    out: list[tuple[str, Card]] = []
    problem: str | None = None
    if len(cells) % 4:
        k = len(cells) // 4
        if stopped or all(c[1] in "-+" for c in cells[4 * k:]):
            cells.extend([(cells[-1][0], "-", "")] * (4 - len(cells) % 4))  # "*" ends the play inside a trick
        else:
            problem = _err(cells[4 * k][0], "Play", t(
                'expected four cards per trick (one per seat, "-" if not played), got {n} in trick {trick}; {shown}',
                n=len(cells) % 4, trick=k + 1, shown=_shown(k))).args[0]
            del cells[4 * k:]
    leader = first  # the Play tag names the opening leader
    finished = True  # every trick so far has its four cards
    for k in range(len(cells) // 4):
        row = cells[4 * k:4 * k + 4]
        if not finished:
            if any(c[1] not in "-+" for c in row):
                problem = problem or _err(row[0][0], "Play", t(
                    "trick {trick}: cards follow trick {last}, which has cards not known or not played ('-'); "
                    "the play is shown up to trick {last}", trick=k + 1, last=k)).args[0]
            break
        by_seat = dict(zip(cols, row, strict=True))
        lead = next((s for s in cols if by_seat[s][2] == "L"), None)
        if lead is not None:
            problem = _err(by_seat[lead][0], "Play", t(
                "trick {trick}: the file marks {seat}'s card as a lead out of turn the opponents accepted (PBN ^L); "
                "the tutor follows the laws, so {shown}", trick=k + 1, seat=SEAT_NAME[lead], shown=_shown(k))).args[0]
            break
        trick: list[tuple[str, Card]] = []
        gap = None
        for seat in SEATS[SEATS.index(leader):] + SEATS[:SEATS.index(leader)]:
            n, tok, mk = by_seat[seat]
            if tok in ("-", "+"):
                gap = gap or seat
                continue
            if not _CARD.fullmatch(tok):
                problem = _err(n, "Play", t("trick {trick}, {seat}: {text} is not a card of the deck (a suit S H D "
                                            "C and a rank A K Q J T 9 … 2); the play is shown up to the card before "
                                            "it", trick=k + 1, seat=SEAT_NAME[seat], text=repr(tok[:20]))).args[0]
                break
            card = Card.parse(tok.upper())
            if gap is not None:
                problem = _err(n, "Play", t(
                    "trick {trick}: {seat} plays {card}, but the card of {gap}, who plays before, is not given ('-'); "
                    "the play is shown up to the card before it", trick=k + 1, seat=SEAT_NAME[seat],
                    card=card.symbol, gap=SEAT_NAME[gap])).args[0]
                break
            if mk == "R":
                problem = _err(n, "Play", t(
                    "trick {trick}: the file marks {seat}'s {card} as a revoke (PBN ^R); the tutor follows the laws, "
                    "so the play is shown up to the card before it", trick=k + 1, seat=SEAT_NAME[seat],
                    card=card.symbol)).args[0]
                break
            trick.append((seat, card))
        out.extend(trick)
        if problem:
            break
        if len(trick) < 4:
            finished = False  # a claim, or cards not known: nothing may follow
            continue
        leader = trick[winning_index([c for _, c in trick], None if trump == "NT" else trump)][0]
    for before, text in pending:
        note(base + min(4 * (before // 4), len(out)), text)  # after the trick the text follows
    return out, problem


def _shown(tricks: int) -> str:
    """How much of the play is shown when it stops after ``tricks`` whole tricks."""
    return t("the play is shown up to trick {last}", last=tricks) if tricks else t("the play is not shown")


def _complete_from_play(deal: DealRecord) -> None:
    """Unknown hands whose thirteen cards all appear in the play (or which the play leaves as the only
    unknown one) are filled in: a game that shows every card needs no [Deal] for them."""
    unknown = [s for s in SEATS if not deal.hands[s]]
    if not unknown:
        return
    played: dict[str, list[Card]] = {s: [] for s in SEATS}
    for seat, card in deal.plays:
        played[seat].append(card)
    for s in unknown:
        if len(played[s]) == 13:
            deal.hands[s] = sorted(played[s], key=DECK_52.index)
    still = [s for s in SEATS if not deal.hands[s]]
    if len(still) == 1:
        held = {c for s in SEATS for c in deal.hands[s]}
        deal.hands[still[0]] = [c for c in DECK_52 if c not in held]


def _result(tags: dict[str, str], deal: DealRecord, line: int) -> tuple[int | None, str | None]:
    """Declarer's tricks and the problem with the Result tag, if any: ``9``, ``NS 9``/``EW 4`` (a side's
    tricks), ``NS 9 EW 4``; a ``^`` before it says the players agreed on a number the play does not give
    (PBN 3.4.15), so it is named and not used."""
    res = tags["Result"].strip()

    def bad(message: str) -> tuple[None, str]:
        return None, _err(line, "Result", message).args[0]

    if res.startswith("^"):
        return bad(t("the file marks {value} as a result the players agreed that differs from the tricks won "
                     "(PBN ^); the tricks of the play are shown", value=repr(res[1:].strip())[:40]))
    sides = re.fullmatch(r"(NS|EW)\s*([0-9]{1,2})(?:\s+(NS|EW)\s*([0-9]{1,2}))?", res, re.I)
    if sides:
        declarer = tags.get("Declarer", "").strip().lstrip("^").upper()
        if declarer not in SEATS and deal.calls:
            from .auction import Auction

            try:
                declarer = Auction(deal.dealer, tuple(deal.calls)).declarer or ""
            except (ParseError, IllegalAction):
                declarer = ""
        if declarer not in SEATS:
            return bad(t("{value} gives a side's tricks, but there is no Declarer tag (nor an auction) to say whose; "
                         "the result is not shown", value=repr(res)[:40]))
        said = {sides.group(1).upper(): int(sides.group(2))}
        if sides.group(3):
            said[sides.group(3).upper()] = int(sides.group(4))
        side = "NS" if declarer in "NS" else "EW"
        value: int | None = said[side] if side in said else 13 - said["EW" if side == "NS" else "NS"]
        if len(said) == 2 and sum(said.values()) != 13:
            return bad(t("{value}: the two sides' tricks do not add up to 13; the result is not shown",
                         value=repr(res)[:40]))
    else:
        value = small_number(res)
    if value is None or not 0 <= value <= 13:
        return bad(t("expected declarer's tricks 0 to 13, got {value}; the result is not shown", value=repr(res[:20])))
    return value, None


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
