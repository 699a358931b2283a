"""Set-up of the bidding lessons: ``from tutor.lessons.bidding import *``. Every call, meaning and count the
pages show comes from the bidding systems (``tutor.games.bridge.bidding``), never typed into a lesson."""

from __future__ import annotations

from IPython.display import HTML

from tutor.games import bridge
from tutor.games.bridge.bidding import Hand, reason, system
from tutor.i18n import domain
from tutor.render import hand_svg
from tutor.widgets import Quiz
from tutor.widgets.bidalong import BidAlong
from tutor.widgets.bridge import BiddingBox, SystemChoice, auction_html

__all__ = ["HTML", "BidAlong", "BiddingBox", "Quiz", "SystemChoice", "auction", "bid", "bid_quiz", "hand", "hcp",
           "points_quiz"]

_practice = domain("practice")[0]
_SUITS = "SHDC"
_made: list[int] = []  # auctions shown on this page (each needs its own ids)


def _hand(cards: str) -> Hand:
    return Hand.of(cards)


def _sorted(h: Hand) -> list:
    return sorted(h.cards, key=lambda c: (_SUITS.index(c.suit or "S"), -c.rank))


def hand(cards: str) -> HTML:
    """The hand's picture, sorted by suit (``"SAKQ2 HK32 D432 C32"`` or card texts)."""
    return HTML(hand_svg(_sorted(_hand(cards))))


def hcp(cards: str) -> int:
    """High-card points (A 4, K 3, Q 2, J 1), as the system counts them."""
    return _hand(cards).hcp


def bid(cards: str, calls: str = "", *, system_name: str = "sayc", dealer: str = "N") -> HTML:
    """The system's call for ``cards`` after ``calls``, shown with its meaning."""
    return HTML(system(system_name).bid(cards, calls.split(), dealer=dealer)._repr_html_())


def auction(calls: str, *, system_name: str = "sayc", dealer: str = "N") -> HTML:
    """An auction whose every call shows its meaning on hover, focus (Tab) or tap."""
    a = bridge.Auction(dealer, calls.split())
    _made.append(1)
    uid = f"tt-lesson-auction-{len(_made)}"
    return HTML(auction_html(a, system(system_name).explain(calls.split(), dealer=dealer), uid=uid))


def bid_quiz(question: str, cards: str, calls: str, options: list[str], *, system_name: str = "sayc",
             dealer: str = "N") -> Quiz:
    """What does the system bid with ``cards`` after ``calls``? The answer and its reason are the system's;
    each wrong option says what that call would tell partner."""
    sys_ = system(system_name)
    a = bridge.Auction(dealer, calls.split())
    right = sys_.choose(_hand(cards), a).call
    feedback = {}
    for o in options:
        c = bridge.Call.parse(o)
        if c != right:
            feedback[o] = str(_practice("Not {call}: it would tell partner {told}; the system bids {right}.",
                                        call=c.symbol, told=sys_.read(a, c).meaning, right=right.symbol))
    picture = hand_svg(_sorted(_hand(cards)))
    table = auction_html(a) if calls.split() else ""
    return Quiz(f"{picture}{table}<p>{question}</p>", [bridge.Call.parse(o).symbol for o in options],
                right.symbol, str(reason(system_name, a, cards, right)),
                {bridge.Call.parse(k).symbol: v for k, v in feedback.items()})


def points_quiz(question: str, cards: str, options: list[int]) -> Quiz:
    """How many high-card points? The answer is the system's count."""
    h = _hand(cards)
    return Quiz(f"{hand_svg(_sorted(h))}<p>{question}</p>", [str(o) for o in options], str(h.hcp))
