"""What a 27 Wang table looks like (``State.view()``) and the order cards are shown in.

>>> from ...cards import parse_cards
>>> [str(c) for c in sort_hand(parse_cards("S3 H7 BJ SA C2 H2 S7"), "H")]
['BJ', 'H7', 'S7', 'H2', 'C2', 'SA', 'S3']
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from ...cards import Card
from ...seats import SEAT_NAME, team_of
from ...view import TableView
from .declare import shown_text
from .ranks import KEYS, TRUMP, points_of, trump_label

if TYPE_CHECKING:
    from .state import State

_SUIT_SHOW = "SHCD"  # colours alternate


@cache  # five possible trumps; every play sorts its cards with this key
def sort_key(trump: str | None):
    keys = KEYS[trump]
    order = {TRUMP: 0, **{s: i + 1 for i, s in enumerate(x for x in _SUIT_SHOW if x != trump)}}

    def key(card: Card) -> tuple[int, int, str]:
        s, k = keys[card]
        return order[s], -k, card.suit or ""

    return key


def sort_hand(cards: Iterable[Card], trump: str | None) -> list[Card]:
    """Trumps first (strongest first), then the side suits ♠ ♥ ♣ ♦."""
    return sorted(cards, key=sort_key(trump))


def table_view(st: State) -> TableView:
    trump_known = st.phase not in ("declare", "bid", "trump") or (st.phase == "bid" and st.decl.declared)
    shown_trump = st.trump if trump_known else (st.decl.standing[0].suit if st.decl.declared else None)
    key = sort_key(shown_trump)
    hands = {s: tuple(sorted(h, key=key)) for s, h in st.hands.items()}
    last = st.done[-1] if st.done else None
    info: list[str] = []
    if st.decl.declared:
        info.append(f"Declared: {SEAT_NAME[st.decl.seat or 'N']} showed {shown_text(st.decl.standing)} "
                    f"→ trump {trump_label(st.decl.standing[0].suit)}")
    elif st.phase == "declare":
        info.append("No declaration yet (亮主)")
    if st.phase not in ("declare", "bid", "trump"):
        info.append(f"Trump: {trump_label(st.trump)}")
    if st.auction is not None and st.auction.calls:
        calls = ", ".join(f"{s} {b}" for s, b in st.auction.calls)
        info.append(f"Bids (叫分): {calls}")
    if st.banker is not None:
        info.append(f"Banker (庄家): {SEAT_NAME[st.banker]}; the defenders need {st.target} points")
        info.append(f"Defenders' points so far: {st.card_points() + st.penalty}")
    info.append("Levels: " + ", ".join(f"{k} {v}" for k, v in st.levels.items()))
    info += list(st.penalties)
    if st.phase == "over":
        r = st.result()
        if r is not None:
            info.append(f"Hand over: {'banker side' if r.winner == 'banker' else 'defenders'} win, "
                        f"points {st.points()} against {st.target}")
        else:
            info.append("Hand over: everybody passed, redeal")
    else:
        info.append(f"{SEAT_NAME[st.turn]} to {_verb(st)}")  # type: ignore[index]
    # the kitty as it lies on the table: ``None`` draws a card back (tutor.render), one per real card;
    # while the banker holds it (naming trump, burying) it is in his hand, so there is no group
    extra: tuple[tuple[str, tuple[Card | None, ...]], ...] = ()
    if st.phase in ("declare", "bid") and st.kitty:
        extra = ((f"kitty (底牌): {len(st.kitty)} cards, face down", (None,) * len(st.kitty)),)
    elif st.phase == "play" and st.buried:
        extra = ((f"buried kitty (底牌): {len(st.buried)} cards, face down", (None,) * len(st.buried)),)
    elif st.phase == "over" and st.buried:
        extra = ((f"buried kitty (底牌): {points_of(st.buried)} points", tuple(sorted(st.buried, key=key))),)
    elif st.phase == "over" and st.kitty:  # everybody passed: nobody took it
        extra = (("kitty (底牌), not taken", tuple(sorted(st.kitty, key=key))),)
    trick = tuple((s, cs) for s, cs in st.trick.plays) if st.trick else ()
    return TableView(
        game="wang27",
        hands=hands,
        trick=trick,
        turn=st.turn,
        tricks_won=st.tricks_won(),
        last_trick=tuple((s, cs) for s, cs in last.plays) if last else (),
        last_winner=last.winner() if last else None,
        trump=shown_trump,
        info=tuple(info),
        extra=extra,
    )


def _verb(st: State) -> str:
    return {"declare": "declare or pass (亮主)", "bid": "bid or pass (叫分)", "trump": "name trump",
            "bury": "bury 8 cards (扣底)", "play": "lead" if st.trick is None else "play"}[st.phase]


def team_name(team: str) -> str:
    return "North–South" if team == "NS" else "East–West"


__all__ = ["sort_hand", "sort_key", "table_view", "team_of", "team_name"]
