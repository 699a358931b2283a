"""The whole score table against endplay's independent scorer: every contract (35) × undoubled / doubled /
redoubled × vulnerability × 0–13 tricks (2,940 cases), and IMPs at every band edge."""

from __future__ import annotations

import pytest

from tutor.games import bridge
from tutor.games.bridge.auction import ALL_BIDS
from tutor.games.bridge.scoring import IMP_TABLE


@pytest.fixture(scope="module")
def endplay_types():
    """endplay's types, imported by the test that runs (not at collection: endplay brings matplotlib, about a second
    of CPU in every pytest process that collects this file); skipped without endplay."""
    return pytest.importorskip("endplay.types")


def test_whole_score_table_matches_endplay(endplay_types):
    Contract, Denom, Penalty, Player, Vul = (endplay_types.Contract, endplay_types.Denom, endplay_types.Penalty,
                                             endplay_types.Player, endplay_types.Vul)
    denom = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
    penalty = {0: Penalty.passed, 1: Penalty.doubled, 2: Penalty.redoubled}
    checked = 0
    for bid in ALL_BIDS:
        for x in (0, 1, 2):
            for vul in (False, True):
                for tricks in range(14):
                    theirs = Contract(level=bid.level, denom=denom[bid.strain], declarer=Player.north,
                                      penalty=penalty[x], result=tricks - bid.level - 6)
                    expected = theirs.score(Vul.ns if vul else Vul.none)
                    sheet = bridge.score(f"{bid}{'X' * x}", vulnerable=vul, tricks=tricks)
                    assert sheet.total == expected, (str(bid), x, vul, tricks)
                    checked += 1
    assert checked == 35 * 3 * 2 * 14


EDGES = [(low, imp) for low, imp in IMP_TABLE]


@pytest.mark.parametrize("low, imp", EDGES, ids=[str(low) for low, _ in EDGES])
def test_imp_band_edges(low, imp):
    assert bridge.imps(low) == imp
    assert bridge.imps(-low) == -imp
    if low:
        assert bridge.imps(low - 10) == imp - 1  # scores are multiples of 10: one step below the band
        assert bridge.imps(low - 1) == imp - 1
