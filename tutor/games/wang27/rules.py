"""Switches of 27 Wang (rule book 4.B). ``standard`` is the rule book's defaults; ``seed_literal``
replays the seed's own rising auction (bids go up from 80 and the highest bidder is banker).

>>> Rules.preset("standard").bid_direction, Rules.preset("seed_literal").bid_direction
('down', 'up')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import ParseError
from ...i18n import domain
from ..base import RulesBase

t, tn = domain("wang27")

_CHOICES = {
    "direction": ("anticlockwise", "clockwise"),
    "bid_direction": ("down", "up"),
    "all_pass": ("forced_first", "redeal"),
    "trump_selection": ("declare", "banker_names"),
    "throw_policy": ("any", "trump_only_when_others_void"),
    "throw_penalty": ("none", "10_per_attempt", "10_per_card"),
    "kitty_multiplier": ("seed", "times", "power", "trump_only"),
    "match_end": ("win_at_A", "reach_A"),
    "kitty_size": (8,),
    "mode": ("2v2", "1v3"),
}
#: the kitty multipliers (B-W10) in plain words, for a teacher choosing one
KITTY_RULES = {
    "seed": t("single ×2, pair ×4, tractor of 2 pairs ×8 …, doubled when won with trumps"),
    "times": t("2 × the cards in the largest unit of the last lead"),
    "power": t("2 to the power of the cards in the largest unit of the last lead"),
    "trump_only": t("only when won with trumps: single ×1, pair ×2, tractor of 2 pairs ×4 …"),
}
_LABELS = {"kitty_multiplier": KITTY_RULES}
#: the rule book's declaration codes (4.A.4), lowest first: the default ``declaration_ladder``
DECLARATION_KINDS = ("S2", "S7", "SSJ", "SBJ", "P2", "P7", "PSJ", "PBJ")
LEVELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class Rules(RulesBase):
    """Named switches; every default is the rule book's (the rules spec, 4.B).

    * ``bid_start`` / ``bid_step`` / ``bid_min`` / ``bid_max`` / ``bid_direction`` (B-W1): the
      auction; ``"down"`` = lowest bid wins, ``"up"`` = the seed's literal rising auction.
    * ``all_pass`` (B-W2): ``"forced_first"`` (the first bidder may not pass) or ``"redeal"``.
    * ``trump_selection`` (B-W3): ``"declare"`` (a declaration round) or ``"banker_names"``.
    * ``declaration_ladder`` (B-W4): the declaration kinds that count, lowest first, as the rule
      book's codes ``S2 S7 SSJ SBJ P2 P7 PSJ PBJ`` (one/pair of 2s, 7s, small jokers, big jokers);
      a kind left out cannot be declared. ``seven_can_open`` (B-W4): may a 7 open the declarations
      (seed: 7s only overturn).
    * ``trump_tier_tractors`` (B-W8): may jokers, 7s and 2s form tractors.
    * ``throw_policy`` (B-W9): ``"any"`` or ``"trump_only_when_others_void"``;
      ``throw_penalty``: ``"none"``, ``"10_per_attempt"``, ``"10_per_card"``.
    * ``kitty_multiplier`` (B-W10): ``"seed"``, ``"times"``, ``"power"``, ``"trump_only"``.
    * ``banker_zero_levels`` / ``banker_small_levels`` / ``banker_small_below`` (B-W12),
      ``defender_step`` / ``max_gain`` (B-W13), ``banker_drop`` and
      ``banker_drop_only_if_kitty_taken`` (B-W14: the banker side drops only when the defenders
      also took the last trick, "被抠底"), ``match_end`` and ``win_at_A_as_banker_only`` (B-W21).
    * ``mode`` (B-W23): ``"2v2"`` (partners opposite) or ``"1v3"`` (the published 二七王: the
      banker alone against the other three; levels are then kept per seat, ``{"N": "2", ...}``).
    """

    PRESETS: ClassVar[dict] = {
        "standard": {},
        "seed_literal": {"bid_direction": "up"},
    }
    direction: str = "anticlockwise"
    kitty_size: int = 8
    bid_start: int = 80
    bid_step: int = 5
    bid_min: int = 5
    bid_max: int = 200
    bid_direction: str = "down"
    all_pass: str = "forced_first"
    trump_selection: str = "declare"
    declaration_ladder: tuple[str, ...] = DECLARATION_KINDS
    seven_can_open: bool = False
    trump_tier_tractors: bool = True
    throw_policy: str = "any"
    throw_penalty: str = "none"
    kitty_multiplier: str = "seed"
    banker_zero_levels: int = 3
    banker_small_levels: int = 2
    banker_small_below: int = 40
    defender_step: int = 40
    max_gain: int = 3
    banker_drop: int = 1
    banker_drop_only_if_kitty_taken: bool = False
    match_end: str = "win_at_A"
    win_at_A_as_banker_only: bool = False
    mode: str = "2v2"

    def __post_init__(self) -> None:
        for name, allowed in _CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ParseError(f"{name}: expected one of {', '.join(map(str, allowed))}, got {getattr(self, name)!r}")
        ladder = self.declaration_ladder
        if isinstance(ladder, str) or not isinstance(ladder, (list, tuple)):
            raise ParseError(f"declaration_ladder: expected a list of codes such as {list(DECLARATION_KINDS)}, "
                             f"got {ladder!r}")
        ladder = tuple(ladder)  # a JSON list becomes the tuple the frozen dataclass keeps
        object.__setattr__(self, "declaration_ladder", ladder)
        unknown = [k for k in ladder if k not in DECLARATION_KINDS]
        if not ladder or unknown or len(set(ladder)) != len(ladder):
            raise ParseError(f"declaration_ladder: expected distinct codes from {', '.join(DECLARATION_KINDS)}, "
                             f"got {list(ladder)!r}")
        if self.bid_step <= 0 or not 0 < self.bid_min <= self.bid_start <= self.bid_max:
            raise ParseError("bids: need 0 < bid_min ≤ bid_start ≤ bid_max and a positive bid_step")

    @staticmethod
    def options(switch: str) -> list[tuple[str, Any]]:
        """The values a switch with named choices takes, as ``(plain-word label, value)``.

        >>> Rules.options("kitty_multiplier")[1]
        ('times: 2 × the cards in the largest unit of the last lead', 'times')
        """
        if switch not in _CHOICES:
            raise ParseError(f"{switch!r} has no named choices; switches with choices: {', '.join(_CHOICES)}")
        labels = _LABELS.get(switch, {})
        return [(f"{v}: {labels[v]}" if v in labels else str(v), v) for v in _CHOICES[switch]]

    @property
    def clockwise(self) -> bool:
        return self.direction == "clockwise"
