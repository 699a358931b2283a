"""Switches of Gong Zhu (拱猪): the ambiguity table of the rules spec (§2.B).

Four presets: ``zhongyou`` (the default: the 中游 online room of the seed's second text, anticlockwise,
sale levels none / hidden / open), ``pc`` (the seed's first text, a PC game: clockwise, one level
"亮牌" which scores exactly like a hidden sale and shows the card face up), and the seed's other two 中游
rooms: ``partnership`` (一副对家: partners sit opposite and their hand scores add up) and ``two_decks``
(二副对家: 104 cards, 26 each, partnership). docs/rules/gongzhu.md B-G13 and B-G17 … B-G24 say how.

>>> Rules.preset().direction, Rules.preset("pc").sale_levels
('anticlockwise', ('none', 'hidden'))
>>> Rules.preset("two_decks").decks, Rules.preset("two_decks").partnership
(2, True)
>>> Rules.preset("zhongyou").but(colour="red")
Traceback (most recent call last):
...
tutor.errors.ParseError: unknown rules switch 'colour': known switches are ...
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import Card
from ...errors import ParseError
from ...i18n import domain
from ..base import RulesBase, short_repr

t, tn = domain("gongzhu")

#: The sale levels and their multipliers (G2: 不卖 ×1, 暗卖 ×2, 明卖 ×4).
LEVELS = ("none", "hidden", "open")
MULTIPLIER = {"none": 1, "hidden": 2, "open": 4}
# Text: the Chinese names, in Traditional characters on a 繁體中文 page
LEVEL_ZH = {"none": t("不卖"), "hidden": t("暗卖"), "open": t("明卖")}

PIG = Card("S", 12)
GOAT = Card("D", 11)
TRANSFORMER = Card("C", 10)
HEART_ACE = Card("H", 14)
#: The four cards that may be sold, in the order a seat is asked about them.
SALEABLE = (PIG, GOAT, TRANSFORMER, HEART_ACE)
SALE_MODES = ("free", "all_but_goat", "all")


@dataclass(frozen=True)
class Rules(RulesBase):
    """Every switch of the rule book's ambiguity table (B-G1 … B-G16), with G2 defaults.

    - ``direction`` (B-G1): ``"anticlockwise"`` (N→W→S→E) or ``"clockwise"`` (G1's PC game).
    - ``first_leader_card`` (B-G2): the holder of this card leads hand 1 (pagat uses ``"S2"``);
      ``first_lead_card_required``: that card must be the first lead (QQ 拱猪).
    - ``sold_card_may_lead_first_round`` (B-G4): False forbids *leading* a sold card on its suit's first
      round too, unless it is the holder's only card of the suit (the Wikipedia-derived text).
    - ``sale_levels`` (B-G5): the levels a seller may choose, always starting with ``"none"``.
    - ``hidden_sale_shown``: the PC game's single "亮牌" level shows the card face up although it scores
      like a hidden sale; in the 中游 room a hidden sale (暗卖) is announced but the card is not shown.
    - ``sweep_fixed_multiplier`` (B-G8): ``None`` uses the ♣10's own multiplier; ``8`` is the seed's
      literal "暗卖 … 也是基础分上×8".
    - ``pig_positive_with_all_hearts`` (B-G9): pagat's all hearts + pig = +300.
    - ``lose_at``/``inclusive``/``win_at`` (B-G11), ``tie_policy`` (B-G12): when a game ends.
    - ``auto_sell_fourth`` (B-G14): when three of the four cards are sold, the fourth is sold too
      (at the lowest sale level).
    - ``sale_mode`` (B-G15): ``"free"`` (any of the four may be sold), ``"all_but_goat"`` (the goat
      may not be sold), ``"all"`` (every one of the four must be sold; only its level is chosen).
    - ``partnership`` (B-G13, 对家): North–South play against East–West; each seat's hand is scored as
      usual and the partners' scores add up; ``lose_at``/``win_at`` then apply to a side's total.
    - ``decks`` (B-G17 … B-G24, 二副): 1, or 2 for the two-deck room (104 cards, 26 each, two copies of
      every scoring card).
    """

    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {
        "zhongyou": {},
        "pc": {"direction": "clockwise", "sale_levels": ("none", "hidden"), "hidden_sale_shown": True},
        "partnership": {"partnership": True},
        "two_decks": {"partnership": True, "decks": 2},
    }
    direction: str = "anticlockwise"
    first_leader_card: str = "C2"
    first_lead_card_required: bool = False
    sold_card_may_lead_first_round: bool = True
    sale_levels: tuple[str, ...] = LEVELS
    hidden_sale_shown: bool = False
    sweep_fixed_multiplier: int | None = None
    pig_positive_with_all_hearts: bool = False
    lose_at: int = -1000
    inclusive: bool = True
    win_at: int | None = None
    tie_policy: str = "share"
    auto_sell_fourth: bool = False
    sale_mode: str = "free"
    partnership: bool = False
    decks: int = 1

    def __post_init__(self) -> None:
        # JSON gives lists; keep the value hashable and comparable with the preset's tuple.
        if isinstance(self.sale_levels, list):
            object.__setattr__(self, "sale_levels", tuple(self.sale_levels))
        if self.direction not in ("anticlockwise", "clockwise"):
            raise ParseError(t("direction: expected {a} or {b}, got {got}", a='"anticlockwise"', b='"clockwise"',
                               got=short_repr(self.direction)))
        levels = self.sale_levels
        if not levels or levels[0] != "none" or any(v not in LEVELS for v in levels) or len(set(levels)) < len(
                levels):
            raise ParseError(t("sale_levels: expected {none} followed by {hidden} and/or {open}, got {got}",
                               none='"none"', hidden='"hidden"', open='"open"', got=short_repr(levels)))
        if self.sweep_fixed_multiplier not in (None, 2, 4, 8):
            raise ParseError(t("sweep_fixed_multiplier: expected null, 2, 4 or 8, got {got}",
                               got=short_repr(self.sweep_fixed_multiplier)))
        if self.tie_policy not in ("share", "play_on"):
            raise ParseError(t("tie_policy: expected {a} or {b}, got {got}", a='"share"', b='"play_on"',
                               got=short_repr(self.tie_policy)))
        if self.sale_mode not in SALE_MODES:
            raise ParseError(t("sale_mode: expected one of {modes}, got {got}", modes=", ".join(SALE_MODES),
                               got=short_repr(self.sale_mode)))
        try:
            first = Card.parse(self.first_leader_card)
        except (ParseError, TypeError, AttributeError) as e:
            raise ParseError(t("first_leader_card: {error}", error=e.args[0] if e.args else str(e))) from None
        if first.is_joker:
            raise ParseError(t("first_leader_card: Gong Zhu has no jokers, got {got}",
                               got=short_repr(self.first_leader_card)))
        for name in ("first_lead_card_required", "sold_card_may_lead_first_round", "hidden_sale_shown",
                     "pig_positive_with_all_hearts", "inclusive", "auto_sell_fourth", "partnership"):
            if not isinstance(getattr(self, name), bool):  # "no" would otherwise count as switched on
                raise ParseError(t("{name}: expected true or false, got {got}", name=name,
                                   got=short_repr(getattr(self, name))))
        if self.win_at is not None and (not isinstance(self.win_at, int) or isinstance(self.win_at, bool)
                                        or self.win_at <= 0):
            raise ParseError(t("win_at: expected null or a positive whole number such as 1000, got {got}",
                               got=short_repr(self.win_at)))
        if self.decks not in (1, 2) or isinstance(self.decks, bool):
            raise ParseError(t("decks: expected 1 or 2, got {got}", got=short_repr(self.decks)))
        if not isinstance(self.lose_at, int) or isinstance(self.lose_at, bool) or self.lose_at >= 0:
            raise ParseError(t("lose_at: expected a negative whole number such as -1000, got {got}",
                               got=short_repr(self.lose_at)))

    @property
    def clockwise(self) -> bool:
        return self.direction == "clockwise"

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if "sale_levels" in out:
            out["sale_levels"] = list(out["sale_levels"])
        return out

    def levels_for(self, card: Card) -> tuple[str, ...]:
        """The levels the holder of ``card`` may choose under ``sale_mode``."""
        if self.sale_mode == "all_but_goat" and card == GOAT:
            return ("none",)
        if self.sale_mode == "all":
            return self.sale_levels[1:] or ("none",)
        return self.sale_levels
