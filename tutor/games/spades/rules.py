"""The switches of Spades (the rules spec for Spades, §1.B), with the MSN defaults.

>>> msn, w7 = Rules.preset("msn"), Rules.preset("windows7")
>>> msn.failed_nil_tricks_count_for_partner, w7.failed_nil_tricks_count_for_partner
(False, True)
>>> Rules.preset().but(win_at=300).win_at
300
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import ParseError
from ...i18n import domain
from ..base import RulesBase, short_repr

t, tn = domain("spades")
FIRST_LEADS = ("dealer_left", "club_two")


@dataclass(frozen=True)
class Rules(RulesBase):
    """Every documented variant of the rule book is one named switch here.

    ``failed_nil_tricks_count_for_partner`` (B-S1): a failed nil's tricks help the partner's bid
    (the Windows 7 figure "loses only 60"). ``first_lead`` (B-S2): ``"dealer_left"`` or ``"club_two"``
    (the holder of ♣2 leads it). ``win_at`` / ``lose_at`` (B-S5): inclusive game-end thresholds.
    ``blind_nil_requires_deficit`` (B-S6): 0 lets anyone bid blind nil; N > 0 only a side trailing by
    at least N points. ``blind_nil_exchange_cards`` (B-S6): after a blind nil the bidder passes that
    many cards to the partner, who passes as many back. ``bagout_cancels_bag_points`` (B-S10): a
    bag-out also takes back the 10 bag points.
    """

    PRESETS: ClassVar[dict] = {"msn": {}, "windows7": {"failed_nil_tricks_count_for_partner": True}}
    failed_nil_tricks_count_for_partner: bool = False
    first_lead: str = "dealer_left"
    win_at: int = 500
    lose_at: int = -200
    blind_nil_requires_deficit: int = 0
    blind_nil_exchange_cards: int = 0
    bagout_cancels_bag_points: bool = False

    def __post_init__(self) -> None:
        # Validate here so a bad switch in a record is refused when read, not mid-hand.
        if self.first_lead not in FIRST_LEADS:
            raise ParseError(t("first_lead: expected one of {choices}, got {value}", choices=", ".join(FIRST_LEADS),
                               value=short_repr(self.first_lead)))
        for name in ("win_at", "lose_at", "blind_nil_requires_deficit", "blind_nil_exchange_cards"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ParseError(t("{name}: expected a whole number, got {value}", name=name, value=short_repr(value)))
        for name in ("failed_nil_tricks_count_for_partner", "bagout_cancels_bag_points"):
            if not isinstance(getattr(self, name), bool):
                raise ParseError(t("{name}: expected true or false, got {value}", name=name,
                                   value=short_repr(getattr(self, name))))
        if self.lose_at >= self.win_at:
            raise ParseError(t("lose_at ({low}) must be below win_at ({high})", low=self.lose_at, high=self.win_at))
        if not 0 <= self.blind_nil_exchange_cards <= 3:
            raise ParseError(t("blind_nil_exchange_cards: expected 0 to 3, got {value}",
                               value=self.blind_nil_exchange_cards))
        if self.blind_nil_requires_deficit < 0:
            raise ParseError(t("blind_nil_requires_deficit: expected 0 (no restriction) or a positive deficit"))
