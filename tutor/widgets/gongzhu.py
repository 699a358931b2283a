"""Gong Zhu widgets: a score calculator where a teacher picks captured cards and sale levels.

Every number comes from ``gongzhu.score_cards`` and every label and rule from the engine; the widget only
collects choices.

>>> calc = ScoreCalculator(captured="HA HK HJ H10 H9 H8 H7 H6", sold={"HA": "open"})
>>> calc
ScoreCalculator(captured=[HA HK HJ H10 H9 H8 H7 H6], sold={HA: open}, total=-640)
>>> calc.toggle("C10"); calc.sheet.total
-1280
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import ipywidgets as w

from ..cards import Card, parse_cards
from ..errors import ParseError
from ..games import gongzhu
from ..i18n import domain
from ..render import hand_svg
from ..scoring import ScoreSheet
from .base import MessageMixin, guarded, style
from .picker import CardPicker
from .share import ShareBar, next_id
from .views import ScoreSheetView

#: The 16 scoring cards in the order the calculator shows them: the three specials, then the hearts.
CARDS: tuple[Card, ...] = gongzhu.SCORING_CARDS
t, tn = domain("gongzhu")

_NAMES = {gongzhu.PIG: t("pig 猪 ♠Q"), gongzhu.GOAT: t("goat 羊 ♦J"), gongzhu.TRANSFORMER: t("transformer 变压器 ♣10"),
          gongzhu.HEART_ACE: t("♥A (all hearts)")}
#: The row of 16 cards: two rows of eight, side by side without overlapping, so every rank and suit reads
#: whole (an overlapping fan hid part of the corner index: Q read as C, 10 as 1().
CARD_STEP = 106  # in card units: the card is 100 wide, so a gap of 6 between cards
PER_ROW = 8


class ScoreCalculator(w.VBox, MessageMixin):
    """Click the scoring cards one player captured (raised = captured) and choose each saleable card's
    sale level; the worked score sheet updates at once. Buttons fill in all hearts, the full sweep,
    or clear. ``rules`` decides the sale levels offered (``pc``: none / exposed)."""

    def __init__(self, captured: str | Iterable[str | Card] = (), sold: Mapping[str, str] | None = None, *,
                 rules: gongzhu.Rules | None = None) -> None:
        self.rules = rules or gongzhu.Rules.preset()
        self._picked: set[Card] = set()
        self._picker = CardPicker(on_pick=self.pick)
        self._picker.add_class("tt-calc-cards")
        self._levels: dict[Card, w.Dropdown] = {}
        rows = []
        for card in gongzhu.SALEABLE:
            options = [(str(gongzhu.level_label(lv, self.rules)), lv) for lv in self.rules.sale_levels]
            dd = w.Dropdown(options=options, value="none", description=str(_NAMES[card]),
                            style={"description_width": "190px"}, layout=w.Layout(width="360px"))
            dd.add_class("tt-calc-level")
            dd.add_class(f"tt-calc-level-{card}")
            dd.observe(self._on_level, names="value")
            self._levels[card] = dd
            rows.append(dd)
        buttons = []
        for label, cls, action in [(t("All hearts 满红"), "tt-calc-hearts", self.all_hearts),
                                   (t("Full sweep 满贯"), "tt-calc-sweep", self.sweep),
                                   (t("Clear"), "tt-calc-clear", self.clear)]:
            b = w.Button(description=str(label), layout=w.Layout(width="auto"))
            b.add_class(cls)
            b.on_click(lambda _b, action=action: action())
            buttons.append(b)
        self._sheet_view = ScoreSheetView()
        levels = w.VBox(rows)
        levels.add_class("tt-calc-levels")
        bar = w.HBox(buttons)
        bar.add_class("tt-calc-buttons")
        help_text = w.HTML(str(t("Click the cards this player captured (they rise); choose how each special card "
                                 "was sold. The sheet below is the worked score.")))
        help_text.add_class("tt-help")  # how to use the controls: left off a printed handout
        self.share = ShareBar(next_id("gongzhu"), self.from_link)
        super().__init__([style(), help_text, self._picker, bar, levels, self._make_message(), self._sheet_view,
                          self.share])
        self.add_class("tt-widget")
        self.add_class("tt-gongzhu-calc")
        self._quiet = False
        self.set(captured, sold)

    # -- teacher actions (also what tests call) -------------------------------------------------------
    @guarded
    def set(self, captured: str | Iterable[str | Card] = (), sold: Mapping[str, str] | None = None) -> None:
        """Replace the captured cards and the sale levels (cards not listed in ``sold`` are unsold)."""
        cards = parse_cards(captured)
        not_scoring = [c for c in cards if c not in CARDS]
        if not_scoring:
            raise ParseError(t("{card} is not a scoring card; pick among ♠Q ♦J ♣10 and the hearts",
                               card=not_scoring[0].symbol))
        levels = {Card.parse(k): v for k, v in (sold or {}).items()}
        gongzhu.score_cards([], sold={str(k): v for k, v in levels.items()}, rules=self.rules)  # validates the levels
        self._quiet = True
        try:
            for card, dd in self._levels.items():
                dd.value = levels.get(card, "none")
        finally:
            self._quiet = False
        self._picked = set(cards)
        self._update()

    @guarded
    def pick(self, index: int) -> None:
        """A click on card ``index`` of the row of 16 (what the picture's cards send)."""
        if not 0 <= index < len(CARDS):
            raise ParseError(t("there is no card number {n}", n=index + 1))
        self._picked ^= {CARDS[index]}
        self._update()

    @guarded
    def toggle(self, card: str | Card) -> None:
        """Add ``card`` to the captured cards, or take it away."""
        c = Card.parse(card)  # a bad card text is shown on the message line (guarded), not raised
        if c not in CARDS:
            raise ParseError(t("{card} is not a scoring card; pick among ♠Q ♦J ♣10 and the hearts", card=c.symbol))
        self.pick(CARDS.index(c))

    @guarded
    def set_level(self, card: str | Card, level: str) -> None:
        """Choose how ``card`` was sold; the engine refuses a card that cannot be sold or a level these rules lack."""
        c = Card.parse(card)
        gongzhu.score_cards([], sold={str(c): level}, rules=self.rules)
        self._levels[c].value = level

    def all_hearts(self) -> None:
        self._picked = {c for c in CARDS if c.suit == "H"}
        self._update()

    def sweep(self) -> None:
        self._picked = set(CARDS)
        self._update()

    def clear(self) -> None:
        self._picked = set()
        self._update()

    @guarded
    def from_link(self, params: Mapping[str, str]) -> None:
        """Take the set-up a shared link carries: ``cards=SQ,HA``, ``sold=HA:open`` (empty: nothing)."""
        sold = {}
        for item in filter(None, params.get("sold", "").split(",")):
            card, _, level = item.partition(":")
            if level not in self.rules.sale_levels:
                words = ", ".join(self.rules.sale_levels)
                raise ParseError(t("the link sells {card} as {level}; a sale is one of {words}", card=card,
                                   level=repr(level) if level else t("nothing"), words=words))
            sold[card] = level
        self.set(params.get("cards", "").replace(",", " "), sold)

    # -- state ----------------------------------------------------------------------------------------
    @property
    def captured(self) -> list[Card]:
        return [c for c in CARDS if c in self._picked]

    @property
    def sold(self) -> dict[str, str]:
        return {str(c): dd.value for c, dd in self._levels.items() if dd.value != "none"}

    @property
    def sheet(self) -> ScoreSheet:
        return gongzhu.score_cards(self.captured, sold=self.sold, rules=self.rules)

    def __repr__(self) -> str:
        sold = ", ".join(f"{k}: {v}" for k, v in self.sold.items())
        return (f"ScoreCalculator(captured=[{' '.join(str(c) for c in self.captured)}], sold={{{sold}}}, "
                f"total={self.sheet.total:+d})")

    def _on_level(self, _change: Any) -> None:
        if not self._quiet:
            self._update()

    def _update(self) -> None:
        selected = [i for i, c in enumerate(CARDS) if c in self._picked]
        self._picker.svg = hand_svg(CARDS, clickable=True, selected=selected, card_width=72, step=CARD_STEP,
                                    per_row=PER_ROW, label=str(t("the 16 scoring cards")))
        try:
            self._sheet_view.update({str(t("this player")): self.sheet})
            self._say("")
            sold = ",".join(f"{k}:{v}" for k, v in self.sold.items())
            cards = " ".join(c.symbol for c in self.captured) or t("no scoring card")
            levels = {"hidden": t("hidden"), "open": t("open")}
            sales = ", ".join(f"{Card.parse(k).symbol} {levels.get(v, v)}" for k, v in self.sold.items())
            words = (t("Captured: {cards}; sold: {sales}", cards=cards, sales=sales) if sold
                     else t("Captured: {cards}; nothing sold", cards=cards))
            self.share.update({"cards": ",".join(map(str, self.captured)), "sold": sold}, str(words))
        except ParseError as e:  # cannot happen through the controls; kept so no traceback ever shows
            self._error(str(e))
