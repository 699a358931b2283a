"""What the table shows of a bridge state: hands (dummy face down until the opening lead), the trick, the
last trick and its winner, and the lines of facts (board, auction, contract, tricks)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...cards import sort_cards
from ...i18n import Text, domain, join
from ...seats import SEAT_NAME, SEATS, partner_of, team_of
from ...view import TableView
from .auction import TEAM_NAME
from .boards import VUL_TEXT

if TYPE_CHECKING:
    from .play import State

t, tn = domain("bridge")


def table_view(state: State) -> TableView:
    """:meth:`State.view <tutor.games.bridge.play.State.view>`."""
    contract = state.contract
    trump = contract.trump if contract else None
    done = state.done
    last = done[-1] if done else None
    info: list[str] = [t("Board {number} · dealer {seat} · {vulnerable}", number=state.board.number,
                         seat=SEAT_NAME[state.dealer], vulnerable=VUL_TEXT[state.board.vulnerable])]
    if state.auction.calls:
        info.append(t("Auction: {calls}", calls=_joined(c.symbol for c in state.auction.calls)))
    if state.auction.passed_out:
        info.append(state.passout_text())
    elif contract is not None:
        assert contract.declarer is not None
        dummy = partner_of(contract.declarer)
        info.append(t("Contract {contract} · dummy {seat} · {n} tricks needed", contract=contract.symbol,
                      seat=SEAT_NAME[dummy], n=contract.tricks_needed))
        team = team_of(contract.declarer)
        other = "EW" if team == "NS" else "NS"
        played = len(state.finished)
        dt = state.declarer_tricks - (state.claimed or 0)
        info.append(t("Tricks: {side} {n}, {other} {m}", side=TEAM_NAME[team], n=dt, other=TEAM_NAME[other],
                      m=played - dt))
        if state.claimed is not None:
            info.append(t("Declarer claimed {n} of the last {m} tricks", n=state.claimed, m=state.remaining_tricks))
    face_down = frozenset({state.dummy or ""}) if contract is not None and not state.dummy_visible else frozenset()
    return TableView(
        game="bridge",
        hands={s: tuple(sort_cards(h, "bridge", trump=trump)) for s, h in zip(SEATS, state.held, strict=True)},
        trick=tuple((s, (c,)) for s, c in state.table[3]) if state.table else (),
        turn=state.hand_to_play or state.current_seat,
        tricks_won=state.tricks_won(),
        last_trick=tuple((s, (c,)) for s, c in last.plays) if last else (),
        last_winner=last.winner() if last else None,
        trump=trump,
        info=tuple(info),
        face_down=face_down,
    )


def _joined(items: Iterable[str]) -> Text:
    return join(" ", list(items))
