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
from ..games import bridge
from ..games.bridge import (
    ALL_BIDS,
    LADDER,
    STRAIN_NAME,
    STRAIN_SYMBOL,
    STRAINS,
    VUL_TEXT,
    VUL_ZH,
    game_score_sheet,
    parse_pbn,
    to_replay,
)
from ..render import trick_svg
from ..seats import SEAT_NAME
from ..tricks import Trick
from ..tricks import follow_reason as _follow_reason
from .bridge import auction_html

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
    """The first deal of a PBN file shipped with the bridge package, as a validated replay."""
    return to_replay(parse_pbn(bridge.data_text(name))[0])


def hindsight(name: str) -> dict[str, dict[str, int]]:
    """Precomputed double-dummy columns (``{step: {card: tricks}}``)."""
    return _data(name)["steps"]


def contract_summary(text: str) -> Say:
    c = bridge.Contract.parse(text)
    trumps = "no trumps" if c.strain == "NT" else f"{STRAIN_NAME[c.strain]} are trumps"
    return Say(f"{c.symbol}: declarer's side needs {c.tricks_needed} of the 13 tricks; {trumps}.")


def trick_picture(leader: str, cards: str, *, trump: str | None) -> HTML:
    t = Trick(leader, trump=trump)
    seat = leader
    for card in parse_cards(cards):
        t = t.add(seat, card)
        seat = {"N": "E", "E": "S", "S": "W", "W": "N"}[seat]
    return HTML(trick_svg(t.plays, winner=t.winner()) + f"<p><b>{html.escape(t.winner_reason())}</b></p>")


def follow_reason(hand: str, led: str, card: str) -> Say:
    return Say(_follow_reason(parse_cards(hand), led, Card.parse(card)) or "that card may be played")


def ladder_html() -> HTML:
    rows = [[ALL_BIDS[(lv - 1) * 5 + i].symbol for i in range(5)] for lv in range(1, 8)]
    return _rows(rows, [f"{STRAIN_SYMBOL[s]} {STRAIN_NAME[s]}" for s in STRAINS])


def auction_table(dealer: str, calls: str) -> HTML:
    return HTML(auction_html(bridge.Auction(dealer, calls.split())))


def refusal(dealer: str, calls: str, call: str) -> Say:
    return Say(bridge.Auction(dealer, calls.split()).check(call) or f"{call} is legal here")


def outcome(dealer: str, calls: str) -> Say:
    return Say(bridge.Auction(dealer, calls.split()).outcome())


def sheet_text(contract: str, vulnerable: bool, tricks: int) -> Say:
    sheet = bridge.score(contract, vulnerable=vulnerable, tricks=tricks)
    lines = "; ".join(f"{ln.label} {ln.points:+d} ({ln.reason})" for ln in sheet.lines)
    return Say(f"{sheet.title}: {lines}; total {sheet.total:+d}")


def undertrick_table(max_down: int = 6) -> HTML:
    head = ["down", "not vul.", "not vul. X", "not vul. XX", "vul.", "vul. X", "vul. XX"]
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
        rows.append([n, SEAT_NAME[b.dealer], f"{VUL_TEXT[b.vulnerable]} ({VUL_ZH[b.vulnerable]})"])
    return _rows(rows, ["board", "dealer", "vulnerable"])


def board_text(n: int) -> Say:
    return Say(str(bridge.board(n)))


def imp_examples(points: Iterable[int]) -> HTML:
    return _rows([[p, bridge.imps(p)] for p in points], ["score", "IMPs"])


def qq_sheets(raw_ns: int, *, ns_hcp: int) -> dict[str, Any]:
    sheets = game_score_sheet(raw_ns, {"NS": ns_hcp, "EW": 40 - ns_hcp})
    return {"North–South": sheets["NS"], "East–West": sheets["EW"]}


def title_table() -> HTML:
    return _rows([[lv, name, low] for lv, name, low in LADDER], ["level", "title 等级名", "points at least"])


def dd_table_html(name: str) -> HTML:
    """The double-dummy trick table stored with a lesson's hindsight data."""
    table = _data(name)["table"]
    rows = [[SEAT_NAME[s]] + [table[st][s] for st in STRAINS] for s in "NESW"]
    return _rows(rows, ["declarer"] + [STRAIN_SYMBOL[s] for s in STRAINS])


def par_text(name: str) -> Say:
    """The par result stored with a lesson's hindsight data: the score when both sides bid perfectly."""
    par = _data(name)["par"]
    side = "North–South" if par["score"] >= 0 else "East–West"
    return Say(f"Par (both sides bidding and playing perfectly): {abs(par['score'])} points to {side}, "
               f"in {' or '.join(par['contracts'])}.")


def hindsight_text(name: str, step: int) -> Say:
    col = hindsight(name)[str(step)]
    parts = [f"{Card.parse(c).symbol} keeps {t}" for c, t in sorted(col.items(), key=lambda kv: (-kv[1], kv[0]))]
    return Say("Double dummy, South's final tricks: " + ", ".join(parts) + ". 3NT needs 9.")


def wrong_hand_reason() -> Say:
    rp = record("03-dummy.json")
    st = rp.state_at(11)  # West has led; dummy (North) is to play
    card = next(c for c in st.hands[st.declarer])
    return Say(st.check(card) or "")
