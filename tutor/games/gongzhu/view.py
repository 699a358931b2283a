"""What the Gong Zhu table shows: hands, the trick, the sales as the others know them, the cards taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import sort_cards
from ...i18n import Text, domain, join
from ...scoring import signed
from ...seats import SEAT_NAME, SEATS
from ...view import TableView
from .rules import MULTIPLIER, SALEABLE
from .scoring import sale_label

if TYPE_CHECKING:
    from .state import State

t, tn = domain("gongzhu")


def sales_info(st: State) -> list[Text]:
    """One line per sold card as the table knows it: open sales name their seller, hidden ones do not."""
    lines = []
    sold = st.sold
    for card in SALEABLE:
        level = sold.get(card)
        if level is None:
            continue
        seller = st.seller(card)
        if st.sale_visible(card) and seller is not None:
            lines.append(t("{seat}: {sale}", seat=SEAT_NAME[seller], sale=sale_label(card, level, st.rules)))
        else:
            lines.append(t("{card} is sold hidden (暗卖 ×{m}): its holder is not shown", card=card.symbol,
                           m=MULTIPLIER[level]))
    return lines or [t("Nothing was sold")]


def table_view(st: State) -> TableView:
    last = st.last_trick()
    info = [t("Play goes clockwise (N→E→S→W)") if st.rules.clockwise else t("Play goes anticlockwise (N→W→S→E)")]
    if st.rules.decks == 2:  # say which room's rules apply (B-G13, B-G17)
        info.append(t("Two decks (二副): 104 cards, 26 each; North–South play against East–West, their scores add up"))
    elif st.rules.partnership:
        info.append(t("Partnership (对家): North–South play against East–West, their scores add up"))
    if st.pending:
        info.append(t("Selling 卖牌: {seat} decides; sales are revealed when everyone has decided",
                      seat=SEAT_NAME[st.turn]))
    else:
        info += sales_info(st)
    result = st.result()
    if result is not None:
        info.append(t("Hand over: {scores}", scores=join(t(", "), [
            t("{seat} {points}", seat=SEAT_NAME[s], points=signed(p)) for s, p in result.items()])))
    elif not st.pending and not st.trick.plays:
        info.append(t("{seat} leads", seat=SEAT_NAME[st.turn]))
    extra = [(t("{seat} took", seat=SEAT_NAME[s]), tuple(sort_cards(cards, "gongzhu")))
             for s, cards in zip(SEATS, st.taken, strict=True) if cards]
    if not st.pending:
        for card in SALEABLE:
            seller = st.seller(card)
            if st.sale_visible(card) and seller is not None:
                extra.append((t("{seat} shows (亮牌)", seat=SEAT_NAME[seller]), (card,)))
    return TableView(
        game="gongzhu",
        hands={s: tuple(sort_cards(h, "gongzhu")) for s, h in zip(SEATS, st.held, strict=True)},
        trick=tuple((s, (c,)) for s, c in st.trick.plays),
        turn=st.current_seat,
        tricks_won=st.tricks_won(),
        last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
        last_winner=last.winner() if last else None,
        trump=None,
        info=tuple(info),
        extra=tuple(extra),
    )
