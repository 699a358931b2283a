"""What a Spades table shows at one moment (``State.view()``): plain data for the renderers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...seats import SEAT_NAME, SEATS
from ...view import TableView

if TYPE_CHECKING:
    from ...cards import Card
    from .state import State



def bid_text(bid: object) -> str:
    """``3``, ``nil``, ``blind nil`` for display."""
    return {"nil": "nil", "blind": "blind nil"}.get(bid, str(bid)) if isinstance(bid, str) else str(bid)


def info_lines(st: State) -> tuple[str, ...]:
    lines = [f"Spades are trumps · dealer {SEAT_NAME[st.dealer]}"]
    bids = st.bids
    if bids:
        lines.append("Bids: " + ", ".join(f"{SEAT_NAME[s]} {bid_text(b)}" for s, b in bids.items()))
    phase = st.phase
    if phase == "bid":
        seat = st.current_seat
        assert seat is not None
        looked = "" if st.looked[st.turn] else " (has not looked at the cards yet)"
        lines.append(f"{SEAT_NAME[seat]} to bid{looked}")
    elif phase == "exchange":
        lines.append(f"Blind nil exchange: {SEAT_NAME[SEATS[st.turn]]} passes a card to the partner")
    elif phase == "play":
        lines.append("Spades are broken" if st.broken else "Spades are not broken yet")
    else:
        res = st.result()
        assert res is not None
        lines.append("Hand over: " + ", ".join(
            f"{t} {r.points:+d} (total {r.total}, {r.bags} bag{'' if r.bags == 1 else 's'})" for t, r in res.items()))
    return tuple(lines)


def table_view(st: State) -> TableView:
    last = st.history[-1] if st.history else None
    last_trick: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    last_winner = None
    if last:
        lead, cards = last
        last_trick = tuple((SEATS[(lead + k) % 4], (c,)) for k, c in enumerate(cards))
        last_winner = st.winners()[-1]
    # During the bidding a seat that has not looked keeps its cards face down: blind nil is
    # bid before looking, and the table shows who still may.
    hidden = frozenset(s for i, s in enumerate(SEATS) if not st.looked[i]) if st.phase == "bid" else frozenset()
    return TableView(
        game="spades",
        hands={s: st.sorted_hand(s) for s in SEATS},
        trick=tuple((SEATS[(st.leader + k) % 4], (c,)) for k, c in enumerate(st.trick)),
        turn=st.current_seat,
        tricks_won=st.tricks_won(),
        last_trick=last_trick,
        last_winner=last_winner,
        trump="S",
        info=info_lines(st),
        face_down=hidden,
    )
