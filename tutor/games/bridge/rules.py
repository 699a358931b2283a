"""Switches of QQ bridge (rule book §3.B): each ambiguity of the seed is a named switch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..base import RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """QQ bridge switches.

    ``dealer_policy``: ``"board"`` (Law 2: the board number sets dealer and vulnerability) or ``"rotate"``
    (the dealer moves one seat per deal, vulnerability still from the board).
    ``passout``: what follows four passes: ``"next_board"`` (QQ: redeal as the next board),
    ``"same_vul_next_dealer"`` or ``"score_zero"`` (tournament duplicate: 0 each, board over).
    ``claim_validation``: how a claim is judged: ``"accept"`` (the defenders accepted it, as in a record),
    ``"top_winners"`` (accept only when declarer's remaining cards are all top winners) or
    ``"double_dummy"`` (accept when best play from here gives declarer at least the claimed tricks).
    ``loser_gets_negative``: QQ game score is zero-sum (the other side gets −G).
    ``claims``: whether declarer may claim (``True``, as at the table) or every trick is played out
    (``False``: the legal actions are only calls and cards, as in engines without claims such as OpenSpiel's
    bridge, which ``benchmarks/playouts.py`` compares against).
    ``bidding``: the bidding system the robots bid by and the coach explains (``"sayc"`` or ``"precision"``,
    ``tutor.games.bridge.bidding``).

    >>> Rules.preset().claim_validation, Rules.preset("practice").claim_validation
    ('accept', 'double_dummy')
    """

    PRESETS: ClassVar[dict] = {
        "qq": {},
        "duplicate": {"passout": "score_zero"},
        "practice": {"claim_validation": "double_dummy"},
    }
    dealer_policy: str = "board"
    passout: str = "next_board"
    claim_validation: str = "accept"
    loser_gets_negative: bool = True
    claims: bool = True
    bidding: str = "sayc"

    def __post_init__(self) -> None:
        if self.bidding not in ("sayc", "precision"):
            from ...errors import ParseError
            raise ParseError(f'rules switch bidding: choose "sayc" or "precision", not {self.bidding[:20]!r}')
