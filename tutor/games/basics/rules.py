"""Switches of the basics game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..base import RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """``trump``: a suit letter or ``None`` (no trumps); ``hand_size``: cards per player."""

    PRESETS: ClassVar[dict] = {"whist": {}, "notrump": {"trump": None}}
    trump: str | None = "S"
    hand_size: int = 13
