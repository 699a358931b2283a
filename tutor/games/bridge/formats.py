"""Bridge file formats and replays: a neutral deal record between PBN/LIN files and our replay records.

:class:`DealRecord` is what the parsers produce and the writers consume (endplay's style: parsing is kept
apart from the game model). :func:`to_replay` turns it into a validated replay (every call and card checked
by the engine) and :func:`from_replay` goes back.

>>> from tutor.games.bridge.pbn import parse_pbn, write_pbn
>>> text = write_pbn([from_replay(to_replay(parse_pbn(SAMPLE_PBN)[0]))])
>>> to_replay(parse_pbn(text)[0]).summary()["contract"]
'4H'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...errors import IllegalAction, ParseError, TutorError
from ...i18n import Text, domain
from ...opened import Opened, Opening
from ...seats import SEAT_NAME, SEATS
from .auction import Call
from .boards import board
from .play import Claim, State

t, tn = domain("bridge")


def _msg(e: Exception) -> Any:
    """An error's message, still translatable when it was made with ``t``."""
    return e.args[0] if e.args else str(e)

if TYPE_CHECKING:
    from ...replay import Replay



@dataclass
class DealRecord:
    """One deal as a file describes it. ``plays`` are ``(hand, card)`` in playing order (the hand the card
    comes from, dummy's seat for dummy's cards); ``result`` is declarer's total tricks when the file gives
    it (a claim when fewer cards were played); ``notes`` map a step number (calls + cards so far) to text;
    ``problems`` are what the reader left out of this deal, each in words."""

    hands: dict[str, list[Card]]
    dealer: str = "N"
    vulnerable: str = "None"
    board: int | None = None
    calls: list[str] = field(default_factory=list)
    plays: list[tuple[str, Card]] = field(default_factory=list)
    result: int | None = None
    tags: dict[str, str] = field(default_factory=dict)
    notes: dict[int, str] = field(default_factory=dict)
    #: what the reader could not take from the file for this deal (each naming its line), shown with it
    problems: list[str] = field(default_factory=list)
    #: the line of the file where the deal starts (0: not known)
    line: int = 0


def to_record(deal: DealRecord) -> dict[str, Any]:
    """The replay record (a dict in docs/architecture.md §3 form) of ``deal``, the engine validating it on load;
    the deal's first problem, if any, as a ``ParseError`` (the strict form of :func:`open_deal`)."""
    rec, problems = build_record(deal)
    if problems:
        raise ParseError(problems[0])
    return rec


def build_record(deal: DealRecord) -> tuple[dict[str, Any], list[str]]:
    """The replay record of ``deal`` as far as it is consistent, and the problems that kept the rest out.

    The deal must be valid (four hands of 13 different cards, else ``ParseError``: nothing to show). The
    auction is shown up to its first call the laws refuse, the play up to its first card they refuse; a tag
    that contradicts the auction, or a result the play does not give, is named and the auction and play
    are shown as the file writes them. The parser's own problems (``deal.problems``) come first."""
    unknown = [SEAT_NAME[s] for s in SEATS if len(deal.hands.get(s, ())) != 13]
    if unknown:
        raise ParseError(tn("the deal does not give the hand of {seats}; the tutor shows a deal only with all "
                            "four hands", "the deal does not give the hands of {seats}; the tutor shows a deal only "
                            "with all four hands", len(unknown), seats=", ".join(str(s) for s in unknown)))
    problems: list[str] = list(deal.problems)
    number = deal.board or 1
    chart = board(number)
    rules: dict[str, Any] = {"preset": "qq"}
    if deal.dealer != chart.dealer:
        rules["dealer_policy"] = "rotate"  # the file's dealer is not Law 2's for this board number
    rec: dict[str, Any] = {
        "format": "trick-tutor/1", "game": "bridge", "rules": rules,
        "board": number if deal.vulnerable == chart.vulnerable else {"number": number, "vulnerable": deal.vulnerable},
        "dealer": deal.dealer,
        "hands": {s: [str(c) for c in deal.hands[s]] for s in SEATS},
        "actions": [],
    }
    title = " · ".join(deal.tags[k] for k in ("Event", "Site", "Date") if deal.tags.get(k, "").strip("#? "))
    if title:
        rec["title"] = title
    players = {s: deal.tags[n] for s, n in zip(SEATS, ("North", "East", "South", "West"), strict=True)
               if deal.tags.get(n, "").strip()}
    if players:
        rec["players"] = players
    st = _initial(rec)
    actions = rec["actions"]
    for i, text in enumerate(deal.calls):
        seat = st.current_seat
        try:
            st = st.apply(Call.parse(text))
        except (IllegalAction, ParseError) as e:
            problems.append(t("auction, call {n} ({call} by {seat}): {reason}; the auction is shown up to the call "
                              "before it", n=i + 1, call=repr(text)[:40], seat=SEAT_NAME.get(seat or "", seat),
                              reason=_msg(e)))
            break
        actions.append({"seat": seat, "call": str(Call.parse(text))})
    problems.extend(_tag_problems(deal, st))
    shown = 0
    in_trick: list[tuple[State, int]] = []  # the states of the trick in progress, each with the actions before
    for i, (hand, card) in enumerate(deal.plays):
        if st.trick is not None and not st.trick.plays:
            in_trick = []
        in_trick.append((st, len(actions)))
        if st.is_terminal() or st.phase != "play":
            problems.append(tn("play: the auction shown ends in no contract, so its {n} card is not shown",
                               "play: the auction shown ends in no contract, so its {n} cards are not shown",
                               len(deal.plays) - i, n=len(deal.plays) - i))
            break
        if hand != st.hand_to_play:
            problems.append(t("play, card {n} ({card}): it is {turn}'s turn to play, not {seat}'s; the play is shown "
                              "up to the card before it", n=i + 1, card=card.symbol,
                              turn=SEAT_NAME.get(st.hand_to_play or ""), seat=SEAT_NAME[hand]))
            break
        seat = st.current_seat
        try:
            st = st.apply(card)
        except IllegalAction as e:
            problems.append(t("play, card {n} ({card} from {seat}): {reason}; the play is shown up to the card "
                              "before it", n=i + 1, card=card.symbol, seat=SEAT_NAME[hand], reason=e.reason_text))
            break
        actions.append({"seat": seat, "play": str(card)})
        shown += 1
    if deal.result is not None and len(st.done) == 13 and deal.result != st.declarer_tricks:
        problems.append(t("Result: the file says declarer took {said} tricks, but the play gives {got}; the play's "
                          "tricks are shown", said=deal.result, got=st.declarer_tricks))
    if deal.result is not None and shown == len(deal.plays) and st.phase == "play" and not st.is_terminal():
        claim = Claim(deal.result - st.declarer_tricks)
        why = st.check(claim)
        # claimed with cards of the trick on the table (PBN "- - - HK"): the tutor takes a claim at declarer's
        # turn only, so it is shown at the last such turn of the trick, and the cards after it are named
        earlier = [(k, b, n) for k, (b, n) in enumerate(in_trick) if b.check(claim) is None]
        led = [c for _, c in st.trick.plays] if st.trick is not None else []
        if why is None:  # a claim is only possible at declarer's turn (rule book B-B5)
            actions.append({"seat": st.current_seat, "claim": claim.tricks})
        elif led and earlier:
            k, before, kept = earlier[-1]
            del actions[kept:]
            actions.append({"seat": before.current_seat, "claim": claim.tricks})
            led = led[k:]
            problems.append(tn("Result: the claim of {said} tricks is shown before the card already led to the "
                               "last trick ({cards}), at declarer's turn, where the tutor takes a claim",
                               "Result: the claim of {said} tricks is shown before the cards already played to "
                               "the last trick ({cards}), at declarer's turn, where the tutor takes a claim",
                               len(led), said=deal.result, cards=" ".join(c.symbol for c in led)))
        else:
            problems.append(t("Result: the file gives declarer {said} tricks, which the tutor cannot show as a "
                              "claim after the last card shown: {reason}", said=deal.result, reason=why))
    if deal.notes:
        limit = len(actions)
        rec["notes"] = {str(min(k, limit)): v for k, v in sorted(deal.notes.items())}
    return rec, problems


def _tag_problems(deal: DealRecord, st: State) -> list[str]:
    """Where the file's Contract and Declarer tags contradict its auction (when it has a finished one)."""
    if not deal.calls or not st.auction.is_over:
        return []
    out: list[str] = []
    said = deal.tags.get("Contract", "").strip()
    got = str(st.contract) if st.contract is not None else "Pass"
    if said and said.upper() != got.upper():
        out.append(t("Contract: the file says {said}, but its auction ends in {got}; the auction is shown as "
                     "written", said=repr(said)[:40], got=got))
    said = deal.tags.get("Declarer", "").strip().upper()
    if said.startswith("^") and said[1:] in SEATS:  # PBN 3.4.13: declarer and dummy swapped at the table
        out.append(t("Declarer: the file marks {said} as an irregular declarer (declarer and dummy swapped after a "
                     "lead out of turn); the tutor follows the laws, with {seat} as declarer",
                     said=SEAT_NAME[said[1:]], seat=SEAT_NAME.get(st.declarer or "", st.declarer)))
    elif said and st.declarer is not None and said != st.declarer:
        out.append(t("Declarer: the file says {said}, but by the auction {seat} is declarer (the first of the side "
                     "to name the strain); the auction is shown as written", said=SEAT_NAME.get(said, repr(said)[:20]),
                     seat=SEAT_NAME[st.declarer]))
    return out


def _initial(rec: Mapping[str, Any]) -> State:
    from .game import GAME  # the facade reads this module's files: imported when a record is built

    return GAME.initial_state(rec)


def to_replay(deal: DealRecord) -> Replay:
    """A validated :class:`tutor.replay.Replay` of ``deal``; its first problem as a ``ParseError``."""
    from ...replay import load

    return load(to_record(deal))


def open_deal(deal: DealRecord, label: str = "") -> Opened:
    """``deal`` opened as far as it is consistent, with the problems named (``ParseError`` only when its deal
    is not valid: then nothing can be shown)."""
    from ...replay import load

    rec, problems = build_record(deal)
    return Opened(load(rec), label, tuple(problems))


def label_of(deal: DealRecord, n: int) -> Text:
    """How a teacher finds ``deal`` in its file: ``board 3 (line 40)``, or ``deal 2`` without a board number."""
    if deal.board and deal.line:
        return t("board {n} (line {line})", n=deal.board, line=deal.line)
    if deal.board:
        return t("board {n}", n=deal.board)
    return t("deal {n} (line {line})", n=n, line=deal.line) if deal.line else t("deal {n}", n=n)


def read_file(text: str | bytes, suffix: str) -> Opening:
    """Every deal of a PBN or LIN text opened as far as it is consistent, with its problems named, and one line
    per game that could not be opened at all (no valid deal): one bad game never loses the others."""
    from .lin import read_lin
    from .pbn import read_pbn

    if suffix not in (".pbn", ".lin"):
        raise ParseError(t("bridge reads .pbn and .lin files, not {suffix}", suffix=repr(suffix)[:40]))
    reading = read_pbn(text) if suffix == ".pbn" else read_lin(text)
    refused: list[str] = [p.message for p in reading.problems]  # each message names its line already
    opened = []
    for n, deal in enumerate(reading.deals, 1):
        label = label_of(deal, n)
        try:
            opened.append(open_deal(deal, label))
        except TutorError as e:
            refused.append(t("{board}: {reason}", board=label, reason=_msg(e)))
    return Opening(tuple(opened), tuple(refused))


def read_text(text: str, suffix: str) -> list[Replay]:
    """The deals of a PBN or LIN text (every deal), each as a validated replay; the first problem raises."""
    replays, problems = read_all(text, suffix)
    if problems:
        raise ParseError(problems[0])
    return replays


def read_all(text: str, suffix: str) -> tuple[list[Replay], list[str]]:
    """The replays :func:`read_file` opens and every problem it names (of the opened deals, then of the games
    that could not be opened)."""
    opening = read_file(text, suffix)
    return [o.replay for o in opening.opened], list(opening.problems)


def data_text(name: str) -> str:
    """A file shipped with the package for the lessons (``tutor/games/bridge/data/``), as text."""
    from importlib.resources import files

    path = files(__package__ or "tutor.games.bridge").joinpath("data", name)
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, ValueError) as e:
        raise ParseError(t("bridge data {name}: {reason}", name=repr(name), reason=str(e))) from None


def from_replay(rp: Any) -> DealRecord:
    """The neutral record of a bridge replay (for writing PBN or LIN)."""
    st0 = rp.state_at(0)
    deal = DealRecord(hands={s: list(st0.deal[s]) for s in SEATS}, dealer=st0.dealer,
                      vulnerable=st0.board.vulnerable, board=st0.board.number)
    for i, action in enumerate(rp.actions):
        before = rp.state_at(i)
        if isinstance(action, Call):
            deal.calls.append(str(action))
        elif isinstance(action, Card):
            deal.plays.append((before.hand_to_play, action))
    final = rp.final
    c = final.contract
    if c is not None:
        deal.tags["Contract"], deal.tags["Declarer"] = str(c), c.declarer
        if final.is_terminal():
            deal.result = final.declarer_tricks
    if rp.record.get("title"):
        deal.tags["Event"] = rp.record["title"]
    for s, name in (rp.record.get("players") or {}).items():
        deal.tags[{"N": "North", "E": "East", "S": "South", "W": "West"}[s]] = name
    deal.notes = {int(k): v for k, v in (rp.record.get("notes") or {}).items()}
    return deal


SAMPLE_PBN = """% A small PBN file: the auction of rule book test BB4 and the first trick
[Event "Trick Tutor sample"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK32.KJ3.K32.A32 QJ4.Q54.Q54.KQ54 T98.AT98.AJT.JT9 765.762.9876.876"]
[Declarer "S"]
[Contract "4H"]
[Auction "N"]
1C Pass 1H Pass
2H Pass 4H Pass
Pass Pass
[Play "W"]
D9 D2 D4 DA
{West leads a diamond; dummy's king is not needed.}
"""
