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
from ...i18n import domain
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
    it (a claim when fewer cards were played); ``notes`` map a step number (calls + cards so far) to text."""

    hands: dict[str, list[Card]]
    dealer: str = "N"
    vulnerable: str = "None"
    board: int | None = None
    calls: list[str] = field(default_factory=list)
    plays: list[tuple[str, Card]] = field(default_factory=list)
    result: int | None = None
    tags: dict[str, str] = field(default_factory=dict)
    notes: dict[int, str] = field(default_factory=dict)


def to_record(deal: DealRecord) -> dict[str, Any]:
    """The replay record (a dict in docs/architecture.md §3 form) of ``deal``; the engine validates it on load."""
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
            raise ParseError(t("auction, call {n} ({call} by {seat}): {reason}", n=i + 1, call=repr(text)[:40],
                               seat=SEAT_NAME.get(seat or "", seat), reason=_msg(e))) from None
        actions.append({"seat": seat, "call": str(Call.parse(text))})
    _check_tags(deal, st)
    for i, (hand, card) in enumerate(deal.plays):
        if st.is_terminal() or st.phase != "play":
            raise ParseError(t("play, card {n} ({card}): the auction has not produced a contract to play", n=i + 1,
                               card=card.symbol))
        if hand != st.hand_to_play:
            turn = SEAT_NAME.get(st.hand_to_play or "")
            raise ParseError(t("play, card {n} ({card}): it is {turn}'s turn to play, not {seat}'s", n=i + 1,
                               card=card.symbol, turn=turn, seat=SEAT_NAME[hand]))
        seat = st.current_seat
        try:
            st = st.apply(card)
        except IllegalAction as e:
            raise ParseError(t("play, card {n} ({card} from {seat}): {reason}", n=i + 1, card=card.symbol,
                               seat=SEAT_NAME[hand], reason=e.reason_text)) from None
        actions.append({"seat": seat, "play": str(card)})
    if deal.result is not None and len(st.done) == 13 and deal.result != st.declarer_tricks:
        raise ParseError(t("Result: the file says declarer took {said} tricks, but the play gives {got}",
                           said=deal.result, got=st.declarer_tricks))
    if deal.result is not None and st.phase == "play" and not st.is_terminal():
        claim = Claim(deal.result - st.declarer_tricks)
        if st.check(claim) is None:  # a claim is only possible at declarer's turn (rule book B-B5)
            actions.append({"seat": st.current_seat, "claim": claim.tricks})
    if deal.notes:
        limit = len(actions)
        rec["notes"] = {str(min(k, limit)): v for k, v in sorted(deal.notes.items())}
    return rec


def _check_tags(deal: DealRecord, st: State) -> None:
    """A file's Contract and Declarer tags must agree with its auction (when it has one)."""
    if not deal.calls or not st.auction.is_over:
        return
    said = deal.tags.get("Contract", "").strip()
    got = str(st.contract) if st.contract is not None else "Pass"
    if said and said.upper() != got.upper():
        raise ParseError(t("Contract: the file says {said}, but its auction ends in {got}", said=repr(said)[:40],
                           got=got))
    said = deal.tags.get("Declarer", "").strip().lstrip("^").upper()
    if said and st.declarer is not None and said != st.declarer:
        raise ParseError(t("Declarer: the file says {said}, but by the auction {seat} is declarer (the first of the "
                           "side to name the strain)", said=SEAT_NAME.get(said, said), seat=SEAT_NAME[st.declarer]))


def _initial(rec: Mapping[str, Any]) -> State:
    from .game import GAME  # the facade reads this module's files: imported when a record is built

    return GAME.initial_state(rec)


def to_replay(deal: DealRecord) -> Replay:
    """A validated :class:`tutor.replay.Replay` of ``deal``."""
    from ...replay import load

    return load(to_record(deal))


def read_text(text: str, suffix: str) -> list[Replay]:
    """The deals of a PBN or LIN text (every deal), each as a validated replay; the first problem raises."""
    replays, problems = read_all(text, suffix)
    if problems:
        raise ParseError(problems[0])
    return replays


def read_all(text: str, suffix: str) -> tuple[list[Replay], list[str]]:
    """Every deal of a PBN or LIN text that reads and replays, and one line per game that does not
    (naming its line in the file): one bad game never loses the others."""
    from .lin import read_lin
    from .pbn import read_pbn

    if suffix not in (".pbn", ".lin"):
        raise ParseError(t("bridge reads .pbn and .lin files, not {suffix}", suffix=repr(suffix)[:40]))
    reading = read_pbn(text) if suffix == ".pbn" else read_lin(text)
    problems = [p.message for p in reading.problems]  # each message names its line already
    replays = []
    for n, deal in enumerate(reading.deals, 1):
        try:
            replays.append(to_replay(deal))
        except TutorError as e:
            board = t("board {n}", n=deal.board) if deal.board else t("deal {n}", n=n)
            problems.append(t("{board}: {reason}", board=board, reason=_msg(e)))
    return replays, problems


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
