"""bid22: SAYC's competitive situations written from the texts for whole situations (docs/rules/bridge-bidding.md,
"Competitive situations written from the texts (bid22)"), on hands constructed for them (none is a test-set hand),
on each side of each rule's boundary."""

from __future__ import annotations

import pytest

from tutor.games import bridge
from tutor.games.bridge.bidding import Hand

SAYC = bridge.system("sayc")


def bids_by_its_rule(hand: str, auction: str, want: str) -> None:
    """SAYC bids ``want`` with ``hand`` after ``auction`` (dealer North); the hand holds what the call shows, and
    the call is read back by the rule that made it."""
    calls = auction.split()
    b = SAYC.bid(hand, calls, dealer="N")
    assert str(b) == want, f"{b}: {b.rule}: {b.meaning}"
    assert b.holds_for(Hand.parse(hand))
    assert SAYC.explain([*calls, want], dealer="N")[-1].rule == b.rule


@pytest.mark.parametrize("hand, auction, want", [
    # the direct takeout double of a flat 4-3-3-3 with three of their suit: 13 or more (Larry Cohen)
    ("SAQ42 HK104 DK92 CJ74", "1C", "X"),             # 13, three clubs, no stopper for 1NT
    ("SAQ42 HK104 DK92 C874", "1C", "P"),             # 12: not enough
    ("SAQ4 HK104 DK92 CJ874", "1C", "P"),              # 13 but four clubs: not the flat shape with three
    ("SAQ42 HK104 DK92 CJ74", "1C P 2C", "X"),        # the same over their raised suit
    ("SAQ42 HK104 DK92 C874", "1C P 2C", "P"),
    # too strong to overcall (no overcall or 1NT fits): double from 17
    ("SAK H32 DAQJ CQJ7432", "1H", "X"),              # 17, a poor six-card club suit
    ("SAK H32 DAQ4 CQJ7432", "1H", "P"),              # 16: no double
    ("SAK H32 DAQJ CQJ7432", "1H X P 1S P", "2C"),    # and then the suit, 17 or more
    ("SAK H32 DAQ4 CQJ7432", "1H X P 1S P", "P"),     # 16: not the strong hand
    # the balancing double of a flat 4-3-3-3 with three of their suit: a king less, 10 or more
    ("SKJ6 HA94 D732 CQ1075", "1D P P", "X"),         # 10
    ("SQJ6 HA94 D732 CQ1075", "1D P P", "P"),         # 9
])
def test_takeout_doubles_from_the_texts(hand, auction, want):
    bids_by_its_rule(hand, auction, want)
