"""27 Wang lesson tables: pictures and sentences in the page's language, every verdict and number from
``tutor.games.wang27`` (the widgets are in :mod:`tutor.widgets.wang27`).

>>> "the first card wins" in compare_table([("SA", "S3")], trump="H")
True
>>> [str(line) for line in declaration_lines([("N", "S2"), ("W", "pass")])]
['It stands: North shows one 2 (♠2) → trump ♠ (主♠).', 'West passes.']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, parse_cards
from ..games import wang27
from ..i18n import Text, domain
from ..render import hand_svg
from ..seats import SEAT_NAME
from ..widgets.base import esc
from ..widgets.wang27 import STEP, _kitty_options

t, tn = domain("wang27")

__all__ = ["combination_table", "compare_table", "declaration_lines", "kitty_rules_table",
           "kitty_table", "settle_table"]

_TABLE = ("<table class='tt-wang27-table' style='border-collapse:collapse;margin:4px 0'>"
          "<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
_TH = "<th style='text-align:left;padding:3px 10px;border-bottom:1px solid #999'>{}</th>"
_TD = "<td style='padding:3px 10px;vertical-align:middle'>{}</td>"


def _table(head: Sequence[Any], rows: Sequence[Sequence[str]]) -> str:
    """A table: ``head`` texts are escaped; cells are HTML already (pictures, escaped words)."""
    return _TABLE.format(head="".join(_TH.format(esc(h)) for h in head),
                         rows="".join("<tr>" + "".join(_TD.format(c) for c in row) + "</tr>" for row in rows))


def _cards(cards: str | Sequence[Card], width: int = 40) -> str:
    """Cards in a table cell, kept at full size (a table would otherwise squeeze the picture on a phone)."""
    cards = parse_cards(cards) if isinstance(cards, str) else list(cards)
    px = round(((len(cards) - 1) * STEP + 100) * width / 100) + 4
    return f"<div style='min-width:{px}px'>{hand_svg(cards, card_width=width, step=STEP)}</div>"


def compare_table(pairs: Sequence[tuple[str, str]], trump: str | None) -> str:
    """Two cards as singles, the first led: which one wins (``wang27.compare``), as pictures and a sentence."""
    rows = []
    for a, b in pairs:
        verdict = wang27.compare(a, b, trump=trump)
        words = (t("the first card wins") if verdict > 0 else t("the second card wins") if verdict < 0 else
                 t("equal: the card played first wins"))
        rows.append([_cards(a), _cards(b), esc(words)])
    return _table([t("led first"), t("played next"), t("who wins")], rows)


def combination_table(hands: Sequence[str], trump: str | None) -> str:
    """Sets of cards and what they are (``wang27.is_pair`` / ``is_tractor``), as pictures and words."""
    rows = []
    for text in hands:
        cards = parse_cards(text)
        if wang27.is_tractor(cards, trump=trump):
            words = t("a tractor")
        elif wang27.is_pair(cards, trump=trump):
            words = t("a pair")
        elif len(cards) == 2:
            words = t("not a pair: two different cards")
        else:
            words = t("not a tractor: the pairs are not next to each other")
        rows.append([_cards(cards), esc(words)])
    return _table([t("cards"), t("what they are")], rows)


def kitty_table(leads: Sequence[tuple[str, bool]], kitty_points: int, trump: str | None = "H",
                rules: wang27.Rules | None = None) -> str:
    """The kitty bonus for last-trick leads (``wang27.kitty_multiplier``): picture, how won, ×, bonus."""
    rows = []
    for lead, with_trump in leads:
        m = wang27.kitty_multiplier(parse_cards(lead), won_with_trump=with_trump, trump=trump, rules=rules)
        how = t("with trumps") if with_trump else t("in the suit led")
        rows.append([_cards(lead), esc(how), f"× {m}", f"{kitty_points} × {m} = {kitty_points * m}"])
    return _table([t("last trick's lead"), t("won"), t("multiplier"), t("kitty bonus")], rows)


def settle_table(points: Sequence[int], target: int, levels: Mapping[str, str],
                 rules: wang27.Rules | None = None) -> str:
    """Who wins a hand and the levels after (``wang27.settle``) for several point totals."""
    rows = []
    for p in points:
        r = wang27.settle(p, target, levels=levels, rules=rules)
        who = t("the banker's side") if r.winner == "banker" else t("the defenders")
        rows.append([str(p), esc(who), f"+{r.gain}", esc(f"{levels['banker']} → {r.levels['banker']}"),
                     esc(f"{levels['defenders']} → {r.levels['defenders']}")])
    return _table([t("defenders' points"), t("winner"), t("levels gained"), t("banker's level"),
                   t("defenders' level")], rows)


def kitty_rules_table(lead: str, with_trump: bool, kitty_points: int, trump: str | None = "H") -> str:
    """One last trick under each kitty rule a table may play (the usual rule first): rule in words, ×, bonus."""
    rows = []
    for label, value in _kitty_options():
        rules = wang27.Rules.preset().but(kitty_multiplier=value)
        m = wang27.kitty_multiplier(parse_cards(lead), won_with_trump=with_trump, trump=trump, rules=rules)
        rows.append([esc(label), f"× {m}", f"{kitty_points} × {m} = {kitty_points * m}"])
    return _table([t("kitty rule"), t("multiplier"), t("kitty bonus")], rows)


def declaration_lines(calls: Sequence[tuple[str, str]], rules: wang27.Rules | None = None) -> list[Text]:
    """What each call of a declaration round does (the engine's ``Declaration``), one sentence a call."""
    decl = wang27.Declaration.for_rules(rules or wang27.Rules.preset())
    out = []
    for seat, cards in calls:
        decl.declare(seat, "pass" if cards == "pass" else parse_cards(cards))
        out.append(t("{seat} passes.", seat=SEAT_NAME[seat]) if cards == "pass" else
                   t("It stands: {seat} shows {shown} → trump {trump}.", seat=SEAT_NAME[seat],
                     shown=wang27.shown_text(decl.standing), trump=wang27.trump_label(decl.trump)))
    return out


