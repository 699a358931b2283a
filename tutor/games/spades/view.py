"""What a Spades table shows at one moment (``State.view()``): plain data for the renderers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import domain, join
from ...scoring import signed
from ...seats import SEAT_NAME, SEATS
from ...view import TableView
from .scoring import NIL_NAME, TEAM_NAME

t, tn = domain("spades")

if TYPE_CHECKING:
    from ...cards import Card
    from .state import State



def bid_text(bid: object) -> str:
    """``3``, ``nil``, ``blind nil`` for display (nil and blind nil translatable: 零叫, 盲零)."""
    return NIL_NAME.get(bid, str(bid)) if isinstance(bid, str) else str(bid)


def info_lines(st: State) -> tuple[str, ...]:
    lines = [t("Spades are trumps · dealer {seat}", seat=SEAT_NAME[st.dealer])]
    bids = st.bids
    if bids:
        each = [t("{seat} {bid}", seat=SEAT_NAME[s], bid=bid_text(b)) for s, b in bids.items()]
        lines.append(t("Bids: {bids}", bids=join(t(", "), each)))
    phase = st.phase
    if phase == "bid":
        seat = st.current_seat
        assert seat is not None
        if st.looked[st.turn]:
            lines.append(t("{seat} to bid", seat=SEAT_NAME[seat]))
        else:
            lines.append(t("{seat} to bid (has not looked at the cards yet)", seat=SEAT_NAME[seat]))
    elif phase == "exchange":
        lines.append(t("Blind nil exchange: {seat} passes a card to the partner", seat=SEAT_NAME[SEATS[st.turn]]))
    elif phase == "play":
        lines.append(t("Spades are broken") if st.broken else t("Spades are not broken yet"))
    else:
        res = st.result()
        assert res is not None
        scores = [tn("{team} {points} (total {total}, {bags} bag)", "{team} {points} (total {total}, {bags} bags)",
                     r.bags, team=TEAM_NAME[k], points=signed(r.points), total=r.total, bags=r.bags)
                  for k, r in res.items()]
        lines.append(t("Hand over: {scores}", scores=join(t(", "), scores)))
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
