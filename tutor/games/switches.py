"""House rules: every documented switch of every game, explained, and a checked set of them for a class.

Each game's ``Rules`` is a frozen dataclass of named switches (:class:`tutor.games.base.RulesBase`); each game
package's ``switches.py`` says in one plain line what each switch does and gives a value to try.
``tests/test_switches.py`` keeps the two in step (every field explained, nothing explained that is not a field,
every example accepted by the rules), so the house-rules page, built from here, cannot drift from the engine.

>>> [s.name for s in switches("basics")]
['trump', 'hand_size']
>>> room = house_rules("gongzhu", {"preset": "two_decks", "lose_at": -2000})
>>> room.rules.decks, room.rules.lose_at
(2, -2000)
>>> print("\\n".join(map(str, room.describe())))
preset two_decks
lose_at = -2000: the game ends when a total (a side's, in partnership) reaches this
>>> house_rules("spades", {"win_at": "lots"})
Traceback (most recent call last):
...
tutor.errors.ParseError: rules switch win_at: expected a whole number, got 'lots'
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from collections.abc import Mapping
from typing import Any, NamedTuple

from ..errors import ParseError
from ..i18n import Text, domain
from .base import RulesBase
from .game import Game

t, tn = domain("switches")


class Switch(NamedTuple):
    """One documented switch: its ``name``, the one-line ``explanation``, the ``default`` (the first preset's
    value), a valid ``example`` value, and the value each other preset gives it where it differs."""

    name: str
    explanation: Text
    default: Any
    example: Any
    presets: dict[str, Any]


def _parts(game: str | Game[Any, Any]) -> tuple[str, type[RulesBase], dict[str, tuple[Text, Any]]]:
    from . import get

    facade = get(game)
    package = importlib.import_module(type(facade).__module__.rsplit(".", 1)[0])
    rules = package.Rules
    explained = importlib.import_module(f"{package.__name__}.switches").SWITCHES
    return facade.name, rules, explained


def preset_title(game: str | Game[Any, Any], name: str) -> str:
    """What a player calls the preset ``name`` of ``game`` (each game's ``switches.PRESETS``), in the current
    language; the name itself for a preset without a title.

    >>> str(preset_title("gongzhu", "two_decks"))
    'two decks, partners opposite (二副)'
    """
    from . import get

    package = type(get(game)).__module__.rsplit(".", 1)[0]
    found = getattr(importlib.import_module(f"{package}.switches"), "PRESETS", {}).get(name)
    return str(found) if found is not None else name


def switches(game: str | Game[Any, Any]) -> list[Switch]:
    """Every switch of ``game``'s rules, in the order the rules declare them, each explained."""
    _name, rules, explained = _parts(game)
    default = rules.preset()
    out = []
    for f in dataclasses.fields(rules):
        if f.name == "preset_name":
            continue
        text, example = explained[f.name]
        others = {p: getattr(rules.preset(p), f.name) for p in rules.PRESETS}
        out.append(Switch(f.name, text, getattr(default, f.name), example,
                          {p: v for p, v in others.items() if v != getattr(default, f.name)}))
    return out


def value_text(value: Any) -> str:
    """A switch value as a teacher types it in a record's ``rules`` (JSON: ``true``, ``null``, ``"clockwise"``)."""
    return json.dumps(list(value) if isinstance(value, tuple) else value, ensure_ascii=False)


#: switch values said in plain words (the page speaks to a learner: no ``snake_case`` value is shown)
VALUE_WORDS = {
    "anticlockwise": t("anticlockwise"), "clockwise": t("clockwise"), "share": t("share the win"),
    "play_on": t("play on"), "free": t("free"), "all_but_goat": t("all but the goat"), "all": t("all"),
    "none": t("none"), "hidden": t("hidden"), "open": t("open"), "dealer_left": t("the dealer's left"),
    "club_two": t("the holder of ♣2"), "board": t("by the board number"), "rotate": t("one seat each deal"),
    "next_board": t("the next board"), "same_vul_next_dealer": t("the next dealer"), "score_zero": t("0 each"),
    "accept": t("accepted"), "top_winners": t("top winners only"), "double_dummy": t("by best play"),
    "down": t("down"), "up": t("up"), "forced_first": t("first bidder plays"), "redeal": t("deal again"),
    "declare": t("declaration round"), "banker_names": t("the banker names"), "any": t("any"),
    "trump_only_when_others_void": t("trumps only when others are void"), "10_per_attempt": t("10 per attempt"),
    "10_per_card": t("10 per card"), "seed": t("×2 a card, doubled with trumps"), "times": t("2 × the cards"),
    "power": t("2 to the power of the cards"), "trump_only": t("only when won with trumps"),
    "sayc": t("SAYC"), "precision": t("Precision (精确)"),
    "win_at_A": t("win a hand at A"), "reach_A": t("reach A"), "2v2": t("2 against 2"), "1v3": t("1 against 3"),
}
#: 27 Wang's declaration kinds (a list's items only: a lone "S2" is the card ♠2)
KIND_WORDS = {
    "S2": t("a single 2"), "S7": t("a single 7"), "SSJ": t("a small joker"), "SBJ": t("a big joker"),
    "P2": t("a pair of 2s"), "P7": t("a pair of 7s"), "PSJ": t("a pair of small jokers"),
    "PBJ": t("a pair of big jokers"),
}


def plain_value(value: Any) -> str:
    """A switch value in the page's language: yes / no, none, a number with a true minus sign, a card as its
    symbol, a named choice in words, a list joined.

    >>> plain_value(True), plain_value(-2000), plain_value(("none", "hidden")), plain_value("C2"), plain_value(None)
    ('yes', '−2000', 'none, hidden', '♣2', 'none')
    """
    if isinstance(value, bool):
        return str(t("yes") if value else t("no"))
    if value is None:
        return str(t("none"))
    if isinstance(value, int):
        return f"−{-value}" if value < 0 else str(value)
    if isinstance(value, list | tuple):
        return str(t(", ")).join(str(KIND_WORDS[v]) if v in KIND_WORDS else plain_value(v) for v in value)
    text = str(value)
    if text in VALUE_WORDS:
        return str(VALUE_WORDS[text])
    from ..cards import SUIT_SYMBOL, Card

    if text in SUIT_SYMBOL:
        return str(SUIT_SYMBOL[text])
    try:
        return Card.parse(text).symbol
    except ParseError:
        return text


@dataclasses.dataclass(frozen=True)
class HouseRules:
    """A checked set of house rules for one game: the ``rules`` value every table, play-along and drill of the set
    is given, and what differs from its preset, explained (``describe``)."""

    game: str
    rules: RulesBase

    def changed(self) -> list[tuple[Switch, Any]]:
        """The switches whose value differs from the preset's, with that value."""
        base = type(self.rules).preset(self.rules.preset_name or None)
        return [(s, getattr(self.rules, s.name)) for s in switches(self.game)
                if getattr(self.rules, s.name) != getattr(base, s.name)]

    def describe(self) -> list[Text]:
        """One line for the preset, then one per changed switch: ``name = value: what it does``."""
        lines = [t("preset {name}", name=self.rules.preset_name or next(iter(type(self.rules).PRESETS)))]
        lines += [t("{name} = {value}: {explanation}", name=s.name, value=value_text(v), explanation=s.explanation)
                  for s, v in self.changed()]
        return lines

    def plain(self) -> list[str]:
        """What these rules change from the game's usual ones, in the page's language and plain words (no switch
        or room names): one line per switch, its explanation and its value.

        >>> house_rules("gongzhu", {"preset": "partnership", "lose_at": -2000}).plain()[-1]
        'partners sit opposite and their hand scores add up (对家): yes'
        """
        usual = type(self.rules).preset()
        lines = [str(t("{explanation}: {value}", explanation=s.explanation, value=plain_value(getattr(self.rules,
                                                                                                     s.name))))
                 for s in switches(self.game) if getattr(self.rules, s.name) != getattr(usual, s.name)]
        return lines or [str(t("the usual rules"))]

    def to_json(self) -> dict[str, Any]:
        """The record's ``rules`` field (the preset and the switches that differ), as a table or a class set
        stores it; :func:`house_rules` reads it back."""
        out = self.rules.to_json()
        return {k: list(v) if isinstance(v, tuple) else v for k, v in out.items()}


def house_rules(game: str | Game[Any, Any], chosen: Mapping[str, Any] | RulesBase | None = None) -> HouseRules:
    """``chosen`` (``{"preset": "two_decks", "lose_at": -2000}``, a game's ``Rules``, or ``None`` for the default)
    checked for ``game``: unknown presets, unknown switches and values of the wrong kind or range raise
    ``ParseError`` naming them, as the rules themselves do."""
    name, rules, _ = _parts(game)
    if isinstance(chosen, RulesBase):
        return HouseRules(name, rules.given(chosen))
    if chosen is not None and not isinstance(chosen, Mapping):
        raise ParseError(t("house rules: expected an object such as {example}", example='{"preset": "..."}'))
    return HouseRules(name, rules.from_json(chosen))


__all__ = ["HouseRules", "Switch", "house_rules", "plain_value", "preset_title", "switches", "value_text"]
