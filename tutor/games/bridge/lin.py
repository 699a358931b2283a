"""LIN (BBO's hand-record format) reading and writing: ``pn`` ``md`` ``sv`` ``ah`` ``mb`` ``an`` ``pc`` ``mc``
``nt`` fields; other fields are kept but not used.

A malformed file raises ``ParseError`` naming the field (``LIN field 3 (md)``).

>>> d = parse_lin("pn|Ann,Bob,Cy,Di|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
...               "sv|e|ah|Board 3|mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|HA|")
>>> d.dealer, d.vulnerable, d.board, d.calls[:3], d.plays[0][0], str(d.hands["E"][0])
('N', 'EW', 3, ['1S', 'P', '4S'], 'E', 'S4')
"""

from __future__ import annotations

import re

from ...cards import DECK_52, Card
from ...errors import ParseError
from ...seats import SEAT_NAME, SEATS
from ...tricks import winning_index
from .auction import Call
from .boards import parse_vulnerability
from .formats import DealRecord

_LIN_SEATS = ("S", "W", "N", "E")  # md's hand order; md's first digit: 1 S, 2 W, 3 N, 4 E
_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(r): r for r in range(2, 10)}}
_RANK_CH = {v: k for k, v in _RANKS.items()}
_VUL_LIN = {"None": "o", "NS": "n", "EW": "e", "Both": "b"}


def _err(i: int, key: str, msg: str) -> ParseError:
    return ParseError(f"LIN field {i} ({key}): {msg}")


def _hand(text: str, i: int) -> list[Card]:
    cards, suit = [], None
    for ch in text.upper():
        if ch in "SHDC":
            suit = ch
        elif ch in _RANKS and suit:
            cards.append(Card(suit, _RANKS[ch]))
        else:
            raise _err(i, "md", f"{ch!r} in {text!r} is not a suit letter S H D C or a rank A K Q J T 9 … 2")
    return cards


def _deal(value: str, i: int) -> tuple[dict[str, list[Card]], str]:
    if not value or value[0] not in "1234":
        raise _err(i, "md", f"expected the dealer digit 1–4 (1 South, 2 West, 3 North, 4 East) then the hands, "
                            f"got {value[:12]!r}")
    dealer = _LIN_SEATS[int(value[0]) - 1]
    parts = value[1:].split(",")
    while len(parts) < 4:
        parts.append("")
    if len(parts) > 4 and any(p.strip() for p in parts[4:]):
        raise _err(i, "md", f"expected at most four hands, got {len(parts)}")
    hands: dict[str, list[Card]] = {}
    seen: dict[Card, str] = {}
    missing = []
    for seat, text in zip(_LIN_SEATS, parts[:4], strict=True):
        if not text.strip():
            missing.append(seat)
            continue
        cards = _hand(text.strip(), i)
        for c in cards:
            if c in seen:
                raise _err(i, "md", f"{c.symbol} appears twice")
            seen[c] = seat
        if len(cards) != 13:
            raise _err(i, "md", f"the {'South West North East'.split()[_LIN_SEATS.index(seat)]} hand has "
                                f"{len(cards)} cards, expected 13")
        hands[seat] = cards
    if len(missing) > 1:
        raise _err(i, "md", f"{len(missing)} hands are missing; at most one (the last) can be left out")
    if missing:
        hands[missing[0]] = [c for c in DECK_52 if c not in seen]  # the cards nobody else holds
    return {s: hands[s] for s in SEATS}, dealer


def parse_lin(text: str) -> DealRecord:
    """One deal from LIN text (``key|value|`` pairs; line breaks are ignored)."""
    if not isinstance(text, str) or "|" not in text:
        raise ParseError("LIN: expected key|value| pairs such as md|3SAKQ…|")
    flat = text.replace("\r", "").replace("\n", "")
    parts = flat.split("|")
    if parts and parts[-1].strip() == "":
        parts = parts[:-1]
    if len(parts) % 2:
        raise ParseError(f"LIN field {len(parts) // 2 + 1} ({parts[-1][:10]!r}): a key without a value "
                         "(every key is followed by |value|)")
    pairs = [(parts[k].strip().lower(), parts[k + 1]) for k in range(0, len(parts), 2)]
    hands = dealer = None
    vul, number, calls, plays_raw, result = "None", None, [], [], None
    tags: dict[str, str] = {}
    notes: dict[int, str] = {}
    for i, (key, value) in enumerate(pairs, start=1):
        if not re.fullmatch(r"[a-z]{1,3}", key):
            raise ParseError(f"LIN field {i}: {key[:10]!r} is not a key (two letters such as md, mb, pc)")
        if key == "md":
            hands, dealer = _deal(value.strip(), i)
        elif key == "sv":
            try:
                vul = parse_vulnerability(value.strip() or "o")
            except ParseError as e:
                raise _err(i, key, str(e)) from None
        elif key == "ah":
            m = re.search(r"(\d+)", value)
            if not m:
                raise _err(i, key, f"expected a board name such as \"Board 12\", got {value!r}")
            number = int(m.group(1))
        elif key == "pn":
            names = value.split(",")
            for name, seat in zip(names, _LIN_SEATS, strict=False):
                if name.strip():
                    tags[{"S": "South", "W": "West", "N": "North", "E": "East"}[seat]] = name.strip()
        elif key == "mb":
            t = value.strip().rstrip("!").upper()
            try:
                calls.append(str(Call.parse({"D": "X", "R": "XX"}.get(t, t))))
            except ParseError as e:
                raise _err(i, key, str(e)) from None
        elif key == "an":
            step = len(calls)
            notes[step] = (notes.get(step, "") + f" ({value.strip()})").strip()
        elif key == "pc":
            try:
                plays_raw.append(Card.parse(value.strip()))
            except ParseError as e:
                raise _err(i, key, str(e)) from None
        elif key == "mc":
            if not value.strip().isdigit() or int(value) > 13:
                raise _err(i, key, f"expected declarer's total tricks 0 to 13, got {value!r}")
            result = int(value)
        elif key == "nt":
            step = len(calls) + len(plays_raw)
            notes[step] = (notes.get(step, "") + " " + value.strip()).strip()
    if hands is None or dealer is None:
        raise ParseError("LIN: the md field (the deal) is missing")
    deal = DealRecord(hands=hands, dealer=dealer, vulnerable=vul, board=number, calls=calls, result=result,
                      tags=tags, notes=notes)
    deal.plays = _seat_plays(deal, plays_raw)
    return deal


def _seat_plays(deal: DealRecord, cards: list[Card]) -> list[tuple[str, Card]]:
    """LIN lists cards in playing order without seats: find each card's holder (and check the order)."""
    if not cards:
        return []
    from .auction import Auction

    try:
        a = Auction(deal.dealer, deal.calls)
    except Exception as e:  # noqa: BLE001 - reported with the field name below
        raise ParseError(f"LIN mb: {e}") from None
    c = a.contract
    if c is None:
        raise ParseError("LIN pc: cards are played but the auction gives no contract")
    holder = {card: s for s, h in deal.hands.items() for card in h}
    leader = a.opening_leader
    out: list[tuple[str, Card]] = []
    trick: list[tuple[str, Card]] = []
    for k, card in enumerate(cards):
        seat = holder[card]
        expected = SEATS[(SEATS.index(leader) + len(trick)) % 4]
        if seat != expected:
            raise ParseError(f"LIN pc (card {k + 1}, {card.symbol}): it is {SEAT_NAME[expected]}'s turn but the "
                             f"card is in {SEAT_NAME[seat]}'s hand")
        trick.append((seat, card))
        out.append((seat, card))
        if len(trick) == 4:
            leader = trick[winning_index([x for _, x in trick], c.trump)][0]
            trick = []
    return out


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
