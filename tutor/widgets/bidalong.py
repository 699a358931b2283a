"""Bid a whole deal with a robot partner: the learner is South, the robots (partner North, the opponents East
and West) bid by the learner's bidding system (SAYC or 精确 Precision, :mod:`tutor.games.bridge.bidding.choice`),
every call of the auction shows its meaning (hover, focus, tap; ``aria-describedby``), **Hint** names the
system's rule for the learner's turn, and once the auction is over the review lists the learner's calls that
broke the system, and why, and all four hands are shown.

Everything is asked of the engine: the robots' calls and their meanings are the system's ``choose``/``explain``,
the hint its ``reason``, the review its ``broke``.

CSS classes: ``tt-bidalong`` (``tt-bid-status``, ``tt-bid-hand``, ``tt-auction``, ``tt-bid-calls`` with a
``tt-call-<call>`` button per legal call, ``tt-hint``, ``tt-coach``, ``tt-bid-review``, ``tt-bid-hands``,
``tt-new``).

>>> b = BidAlong(seed=4, system="sayc")
>>> b.system, b.auction.turn
('sayc', 'S')
>>> b.call(str(b.system_call())), b.over or b.auction.turn == "S"
(True, True)
"""

from __future__ import annotations

import functools
from typing import Any

import ipywidgets as w

from ..games import bridge
from ..i18n import Text, domain
from ..render import hand_svg
from ..seats import SEAT_NAME
from .base import MessageMixin, button, esc, guarded, style
from .share import next_id

t, tn = domain("bridge")

LEARNER = "S"
_SUITS = "SHDC"


def _sorted(cards: Any) -> list[Any]:
    return sorted(cards, key=lambda c: (_SUITS.index(c.suit or "S"), -c.rank))


class BidAlong(w.VBox, MessageMixin):
    """One deal (``seed``) bid by the learner (South) with robot partner and opponents in ``system`` (``None``:
    the learner's chosen system, or the class's, looked up again at each new deal). **New deal** deals the next
    one."""

    def __init__(self, seed: int = 0, *, system: str | None = None, progress: Any = None) -> None:
        self._follow = system is None  # the learner's system: looked up again for each new deal
        self._progress = progress
        self.system = _system(system).key if system is not None else self._chosen()
        self.seed = seed
        self._uid = next_id("tt-bidalong")
        self._status = w.HTML()
        self._status.add_class("tt-bid-status")
        self._hand = w.HTML()
        self._hand.add_class("tt-bid-hand")
        self._table = w.HTML()
        self._table.add_class("tt-auction")
        self._calls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._calls.add_class("tt-bid-calls")
        self._hint = button(t("Hint"), "tt-hint", self.hint)
        self._new = button(t("New deal"), "tt-new", self.new_deal)
        self._coach = w.HTML()
        self._coach.add_class("tt-coach")
        self._review = w.HTML()
        self._review.add_class("tt-bid-review")
        self._hands = w.HTML()
        self._hands.add_class("tt-bid-hands")
        super().__init__([style(), self._status, self._hand, self._table, self._calls,
                          w.HBox([self._hint, self._new]), self._make_message(), self._coach, self._review,
                          self._hands])
        self.add_class("tt-widget")
        self.add_class("tt-bidalong")
        self._deal(seed)

    def __repr__(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls)
        return f"BidAlong({self.system}, seed={self.seed}, calls={calls!r}, over={self.over})"

    def _chosen(self) -> str:
        from .quiz import progress_session

        return bridge.bidding_choice.in_force(self._progress if self._progress is not None else progress_session())

    # -- the deal -----------------------------------------------------------------------------------------
    def _deal(self, seed: int) -> None:
        if self._follow:  # a system chosen since (the buttons above) counts from the next deal
            self.system = self._chosen()
        state = bridge.new_hand(seed)
        self.deal = {s: tuple(state.deal[s]) for s in "NESW"}
        self.auction = bridge.Auction(state.dealer)
        self.mine: list[tuple[bridge.Auction, bridge.Call]] = []  # the learner's calls, each with the auction before
        self._coach.value = ""
        self._say("")
        self._robots()
        self._draw()

    @property
    def over(self) -> bool:
        return bool(self.auction.is_over)

    def _hand_of(self, seat: str) -> Any:
        return bridge.BiddingHand.of(self.deal[seat])

    def _robots(self) -> None:
        sys_ = _system(self.system)
        while not self.auction.is_over and self.auction.turn != LEARNER:
            self.auction.call(sys_.choose(self._hand_of(self.auction.turn), self.auction).call)

    def system_call(self) -> bridge.Call:
        """The system's call for the learner's turn."""
        return _system(self.system).choose(self._hand_of(LEARNER), self.auction).call

    # -- the learner ----------------------------------------------------------------------------------------
    @guarded
    def call(self, text: str) -> bool:
        """Make the call ``text`` for South (refused with the engine's reason when illegal or not South's turn)."""
        if self.over:
            self._error(str(t("The auction is over. Press New deal to bid another.")))
            return False
        why = self.auction.check(text)
        if why:
            self._error(str(t("Not allowed: {reason}", reason=why)))
            return False
        c = bridge.Call.parse(text)
        self.mine.append((bridge.Auction(self.auction.dealer, self.auction.calls), c))
        self.auction.call(c)
        self._coach.value = ""
        self._say("")
        self._robots()
        self._draw()
        return True

    @guarded
    def hint(self) -> Text | None:
        """The system's call for South's turn with its rule (also returned)."""
        if self.over:
            self._error(str(t("The auction is over. Press New deal to bid another.")))
            return None
        want = self.system_call()
        why = bridge.reason(self.system, self.auction, self.deal[LEARNER], want)
        head = t("Hint:")
        self._coach.value = f"<div class='tt-hint-text'><b>{esc(head)}</b> {esc(why)}</div>"
        return why

    @guarded
    def new_deal(self) -> None:
        self.seed += 1
        self._deal(self.seed)

    def review(self) -> list[tuple[bridge.Call, bridge.Call, Text]]:
        """The learner's calls that broke the system: (their call, the system's, why)."""
        out = []
        for before, c in self.mine:
            found = bridge.broke(self.system, before, self.deal[LEARNER], c)
            if found is not None:
                out.append((c, found[0], found[1]))
        return out

    # -- drawing --------------------------------------------------------------------------------------------
    def _draw(self) -> None:
        a = self.auction
        sys_ = _system(self.system)
        label = t("your hand, {seat}", seat=SEAT_NAME[LEARNER])
        self._hand.value = hand_svg(_sorted(self.deal[LEARNER]), label=str(label))
        from .bridge import auction_html

        self._table.value = auction_html(a, sys_.explain(a.calls, dealer=a.dealer), self._uid) if a.calls else ""
        self._hint.disabled = self.over
        if self.over:
            over = t("The auction is over.")
            self._status.value = f"<b>{esc(over)}</b> {esc(a.outcome())}"
            self._calls.children = ()
            self._draw_review()
            return
        self._status.value = esc(t("Your turn (South): you bid {system} with North, your robot partner.",
                                   system=sys_.name))
        buttons = []
        for c in a.legal_calls():
            b = button(c.symbol, f"tt-call-{c}", functools.partial(self.call, str(c)))
            b.add_class("tt-call")
            buttons.append(b)
        self._calls.children = buttons
        self._review.value = ""
        self._hands.value = ""

    def _draw_review(self) -> None:
        found = self.review()
        if not self.mine:
            lines = ""
        elif not found:
            clean = t("Every call you made is the one {system} makes.", system=_system(self.system).name)
            lines = f"<p>{esc(clean)}</p>"
        else:
            items = []
            for c, r, why in found:
                said = t("You bid {call}; the system bids {right}: {why}", call=c.symbol, right=r.symbol, why=why)
                items.append(f"<li>{esc(said)}</li>")
            head = t("Calls that broke the system:")
            lines = f"<p>{esc(head)}</p><ul>{''.join(items)}</ul>"
        self._review.value = lines
        hands = []
        for s in "NESW":
            picture = hand_svg(_sorted(self.deal[s]), card_width=40, step=22)
            hands.append(f"<div><b>{esc(SEAT_NAME[s])}</b>{picture}</div>")
        self._hands.value = f"<div style='display:flex;flex-wrap:wrap;gap:12px'>{''.join(hands)}</div>"


def _system(name: str) -> Any:
    return bridge.system(name)


__all__ = ["BidAlong"]
