"""Small helpers the bridge lessons call (one line per code cell): records shipped with the bridge package,
tables the engine computes (ladder, boards, undertricks, IMPs, titles) and texts for quiz feedback.

Everything is computed by ``tutor.games.bridge``; these functions only lay it out.

>>> sheet_text("2S", False, 8).split(": ", 1)[1]
'trick score +60 (2 odd tricks × 30); part-score bonus +50 (trick score 60 < 100: a part-score); total +110'
>>> refusal("N", "1H P", "X")
"you cannot double your partner's bid: 1♥ was bid by North, South's partner"
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from typing import Any

from IPython.display import HTML

from .. import replay
from ..cards import Card, parse_cards
from ..errors import ParseError
from ..games import bridge
from ..games.bridge import (
    ALL_BIDS,
    LADDER,
    STRAIN_NAME,
    STRAIN_SYMBOL,
    STRAINS,
    TEAM_NAME,
    VUL_TEXT,
    game_score_sheet,
    parse_pbn,
    to_replay,
    winner_reason,
)
from ..i18n import Text, domain, join
from ..render import trick_svg
from ..render.glossary import glossary_html
from ..scoring import signed
from ..seats import SEAT_NAME
from ..tricks import Trick
from ..tricks import follow_reason as _follow_reason
from ..widgets.bridge import auction_html

t, tn = domain("bridge")

_TABLE = "<table class='tt-lesson-table' style='border-collapse:collapse'>{}</table>"


class Say(str):
    """A sentence that displays as a paragraph in a notebook and is still a plain ``str`` (for quizzes)."""

    def _repr_html_(self) -> str:
        return f"<p class='tt-say'>{html.escape(self)}</p>"


def _cell(text: object, head: bool = False) -> str:
    tag = "th" if head else "td"
    return f"<{tag} style='padding:2px 8px;border:1px solid #ddd;text-align:center'>{html.escape(str(text))}</{tag}>"


def _rows(rows: Iterable[Iterable[object]], head: Iterable[object]) -> HTML:
    body = "<tr>" + "".join(_cell(h, True) for h in head) + "</tr>"
    body += "".join("<tr>" + "".join(_cell(c) for c in r) + "</tr>" for r in rows)
    return HTML(_TABLE.format(body))


def _data(name: str) -> Any:
    return json.loads(bridge.data_text(name))


def record(name: str) -> replay.Replay:
    """A replay record shipped with the bridge package (its lesson data)."""
    return replay.load(bridge.data_text(name))


def pbn_replay(name: str) -> replay.Replay:
    """The first deal of a PBN file shipped with the bridge package, as a validated replay. A PBN file's
    commentary is one language (English); its notes in every language, where the package ships them
    (``<name>.notes.json``, written by ``tools/records_bridge.py``), take its place, so a Chinese page's notes are
    Chinese."""
    rp = to_replay(parse_pbn(bridge.data_text(name))[0])
    try:
        notes = _data(name.removesuffix(".pbn") + ".notes.json")
    except ParseError:  # no notes but the commentary
        return rp
    return replay.load({**rp.record, "notes": notes})


def hindsight(name: str) -> dict[str, dict[str, int]]:
    """Precomputed double-dummy columns (``{step: {card: tricks}}``)."""
    return _data(name)["steps"]


def tricks_needed(contract: str) -> int:
    """Tricks the contract needs (the level plus the book of six)."""
    return bridge.Contract.parse(contract).tricks_needed


def contract_summary(text: str) -> Say:
    c = bridge.Contract.parse(text)
    if c.strain == "NT":
        return Say(t("{contract}: declarer's side needs {n} of the 13 tricks; no trumps.", contract=c.symbol,
                     n=c.tricks_needed))
    return Say(t("{contract}: declarer's side needs {n} of the 13 tricks; {suits} are trumps.", contract=c.symbol,
                 n=c.tricks_needed, suits=STRAIN_NAME[c.strain]))


def trick_picture(leader: str, cards: str, *, trump: str | None) -> HTML:
    tr = Trick.played(leader, cards, trump=trump)
    return HTML(trick_svg(tr.plays, winner=tr.winner()) + f"<p><b>{html.escape(str(winner_reason(tr)))}</b></p>")


def trick_winner(leader: str, cards: str, *, trump: str | None) -> Text:
    """Who wins the trick (a seat name), for a quiz's answer."""
    tr = Trick.played(leader, cards, trump=trump)
    return SEAT_NAME[tr.winner()]


def trick_reason(leader: str, cards: str, *, trump: str | None) -> Say:
    tr = Trick.played(leader, cards, trump=trump)
    return Say(winner_reason(tr))


def follow_reason(hand: str, led: str, card: str) -> Say:
    return Say(_follow_reason(parse_cards(hand), led, Card.parse(card)) or t("that card may be played"))


def ladder_html() -> HTML:
    rows = [[ALL_BIDS[(lv - 1) * 5 + i].symbol for i in range(5)] for lv in range(1, 8)]
    return _rows(rows, [f"{STRAIN_SYMBOL[s]} {STRAIN_NAME[s]}" for s in STRAINS])


def auction_table(dealer: str, calls: str) -> HTML:
    return HTML(auction_html(bridge.Auction(dealer, calls.split())))


def refusal(dealer: str, calls: str, call: str) -> Say:
    return Say(bridge.Auction(dealer, calls.split()).check(call) or t("{call} is legal here", call=call))


def lowest_bid(dealer: str, calls: str, strain: str) -> str:
    """The lowest legal bid in ``strain`` after ``calls`` (``2♥``), for a quiz's answer."""
    a = bridge.Auction(dealer, calls.split())
    return next(c.symbol for c in a.legal_calls() if c.kind == "bid" and c.strain == strain)


def outcome(dealer: str, calls: str) -> Say:
    return Say(bridge.Auction(dealer, calls.split()).outcome())


def declarer(dealer: str, calls: str) -> Text:
    """The declarer's seat name after ``calls`` (a quiz's answer)."""
    return SEAT_NAME[bridge.Auction(dealer, calls.split()).declarer]


def opening_leader(dealer: str, calls: str) -> Text:
    return SEAT_NAME[bridge.Auction(dealer, calls.split()).opening_leader]


def sheet_text(contract: str, vulnerable: bool, tricks: int) -> Say:
    sheet = bridge.score(contract, vulnerable=vulnerable, tricks=tricks)
    lines = join(t("; "), [t("{label} {points} ({reason})", label=ln.label_text, points=signed(ln.points),
                             reason=ln.reason_text) for ln in sheet])
    return Say(t("{title}: {lines}; total {total}", title=sheet.title_text, lines=lines, total=signed(sheet.total)))


def total(contract: str, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score (negative when the contract fails)."""
    return bridge.score(contract, vulnerable=vulnerable, tricks=tricks).total


def is_game(contract: str) -> bool:
    """Does the contract, made exactly, earn the game bonus? (The engine's rule, for a quiz's answer.)"""
    return bridge.is_game(contract)


def yes_no(value: bool) -> Text:
    return t("yes") if value else t("no")


def undertrick_table(max_down: int = 6) -> HTML:
    head = [t("down"), t("not vul."), t("not vul. X"), t("not vul. XX"), t("vul."), t("vul. X"), t("vul. XX")]
    rows = []
    for down in range(1, max_down + 1):
        row: list[object] = [down]
        for vul in (False, True):
            for x in ("", "X", "XX"):
                row.append(-bridge.score("7S" + x, vulnerable=vul, tricks=13 - down).total)
        rows.append(row)
    return _rows(rows, head)


def board_table() -> HTML:
    rows = []
    for n in range(1, 17):
        b = bridge.board(n)
        rows.append([n, SEAT_NAME[b.dealer], VUL_TEXT[b.vulnerable]])
    return _rows(rows, [t("board"), t("dealer"), t("vulnerable")])


def board_text(n: int) -> Say:
    b = bridge.board(n)
    return Say(t("Board {number}: {seat} deals, {vulnerable}", number=n, seat=SEAT_NAME[b.dealer],
                 vulnerable=VUL_TEXT[b.vulnerable]))


def board_with(dealer: str, vulnerable: str) -> Text:
    """The first board with this dealer and vulnerability (``board 2``), for a quiz's answer."""
    n = next(n for n in range(1, 17) if bridge.board(n).dealer == dealer and bridge.board(n).vulnerable == vulnerable)
    return t("board {n}", n=n)


def board_name(n: int) -> Text:
    return t("board {n}", n=n)


def imp_examples(points: Iterable[int]) -> HTML:
    return _rows([[p, bridge.imps(p)] for p in points], [t("score"), t("IMPs")])


def qq_sheets(raw_ns: int, *, ns_hcp: int) -> dict[str, Any]:
    sheets = game_score_sheet(raw_ns, {"NS": ns_hcp, "EW": 40 - ns_hcp})
    return {str(TEAM_NAME["NS"]): sheets["NS"], str(TEAM_NAME["EW"]): sheets["EW"]}


def qq_score(raw_ns: int, *, ns_hcp: int) -> str:
    """North–South's QQ game score, signed (``+4``)."""
    return f"{game_score_sheet(raw_ns, {'NS': ns_hcp, 'EW': 40 - ns_hcp})['NS'].total:+d}"


def qq_text(raw_ns: int, *, ns_hcp: int) -> Say:
    imp = bridge.imps(abs(raw_ns))
    g = game_score_sheet(raw_ns, {"NS": ns_hcp, "EW": 40 - ns_hcp})["NS"].total
    return Say(t("IMP({points}) = {imps}; {imps} + 20 − {hcp} = {score}; the other side gets {other}.",
                 points=raw_ns, imps=imp, hcp=ns_hcp, score=signed(g), other=signed(-g)))


def imps_of(points: int) -> int:
    return bridge.imps(points)


def title_table() -> HTML:
    return _rows([[lv, name, low] for lv, name, low in LADDER], [t("level"), t("title 等级名"), t("points at least")])


def title_points(level: int) -> int:
    """The points a title level needs."""
    return next(low for lv, _name, low in LADDER if lv == level)


def title_name(level: int) -> str:
    return next(str(name) for lv, name, _low in LADDER if lv == level)  # in the page's language


def leaver_table(seat: str) -> HTML:
    """What each player gets when ``seat`` leaves a game early."""
    points = bridge.leaver(seat)
    return _rows([[SEAT_NAME[s], signed(p)] for s, p in points.items()], [t("player"), t("points")])


def dd_table_html(name: str) -> HTML:
    """The double-dummy trick table stored with a lesson's hindsight data."""
    table = _data(name)["table"]
    rows = [[SEAT_NAME[s]] + [table[st][s] for st in STRAINS] for s in "NESW"]
    return _rows(rows, [t("declarer")] + [STRAIN_SYMBOL[s] for s in STRAINS])


def par_text(name: str) -> Say:
    """The par result stored with a lesson's hindsight data: the score when both sides bid perfectly."""
    par = _data(name)["par"]
    side = TEAM_NAME["NS"] if par["score"] >= 0 else TEAM_NAME["EW"]
    contracts = [_contract_words(c) for c in par["contracts"]]
    sep = " " + t("or") + " "
    return Say(t("Par (both sides bidding and playing perfectly): {points} points to {side}, in {contracts}.",
                 points=abs(par["score"]), side=side, contracts=join(sep, contracts)))


def _contract_words(text: str) -> Text | str:
    """``"3NT by S"`` (as the solver writes it) → ``3NT by South``, translatable."""
    contract, _, seat = text.partition(" by ")
    c = bridge.Contract.parse(contract)
    bare = f"{c.level}{STRAIN_SYMBOL[c.strain]}" + "X" * c.doubled
    return t("{contract} by {seat}", contract=bare, seat=SEAT_NAME[seat]) if seat in SEAT_NAME else bare


def contract_and_declarer(rp: replay.Replay) -> Say:
    """``The contract is 3NT by South.``"""
    st = rp.state_at(len(rp))
    return Say(t("The contract is {contract}.", contract=st.contract.symbol))


def hindsight_text(name: str, step: int) -> Say:
    col = hindsight(name)[str(step)]
    parts = [t("{card} keeps {n}", card=Card.parse(c).symbol, n=n) for c, n in
             sorted(col.items(), key=lambda kv: (-kv[1], kv[0]))]
    rp = pbn_replay(name.replace(".hindsight.json", ".pbn"))
    st = rp.state_at(step)
    c = st.contract
    return Say(t("Double dummy, {seat}'s final tricks: {cards}. {contract} needs {n}.",
                 seat=SEAT_NAME[st.declarer], cards=join(", ", parts),
                 contract=f"{c.level}{STRAIN_SYMBOL[c.strain]}", n=c.tricks_needed))


def best_card(name: str, step: int) -> str:
    """The card (symbol) that keeps the most tricks at ``step`` of the hindsight data."""
    col = hindsight(name)[str(step)]
    return Card.parse(max(sorted(col), key=lambda c: col[c])).symbol


def wrong_hand_reason() -> Say:
    rp = record("03-dummy.json")
    st = rp.state_at(11)  # West has led; dummy (North) is to play
    card = next(c for c in st.hands[st.declarer])
    return Say(st.check(card) or "")


def dummy_follow_reason() -> Say:
    """The refusal when declarer, playing from dummy, does not follow suit though dummy can."""
    rp = record("03-dummy.json")
    st = rp.state_at(11)
    led = st.trick.led_suit
    card = next(c for c in st.hands[st.dummy] if c.suit != led)
    return Say(st.check(card) or "")


def final_score(name: str) -> Any:
    """The score sheets of a recorded deal once it is over (the engine's duplicate and QQ sheets)."""
    from ..widgets.views import ScoreSheetView

    rp = record(name)
    st = rp.state_at(len(rp))
    return ScoreSheetView({str(k): v for k, v in bridge.GAME.score_sheets(st).items()})


def result_of(name: str) -> Say:
    rp = record(name)
    return Say(bridge.result_line(rp.state_at(len(rp))))


def glossary(rows: Iterable[tuple[str, str, str, Any]]) -> HTML:
    """The glossary table: the term in both languages, its cards drawn, one sentence (every game's layout)."""
    return HTML(glossary_html(rows))
