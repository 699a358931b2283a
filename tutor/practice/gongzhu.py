"""Gong Zhu drills: who wins (no trumps), following suit with sold cards, which card hurts most, scoring
a player's captured cards with their sales, and 满红 (lessons ``gongzhu/01``–``04``)."""

from __future__ import annotations

import dataclasses
import random

from ..cards import Card
from ..games import gongzhu
from ..i18n import domain
from ..render import hand_svg
from ..scoring import ScoreSheet
from .cardplay import CardGame, follow_drill, winner_drill
from .core import Draft, NoPosition, Pic, Skill, number_draft, para, pick_choices, retry, rules, sheet_text, signed

t, tn = domain("practice")

GAME = CardGame("gongzhu", lambda seed: gongzhu.new_hand(seed, rules("gongzhu")), lambda s: s.trick,
                lambda s: s.current_seat, lambda tr: tr.winner_reason(), gongzhu.GAME.narrate, trumps=False)
SCORING = list(gongzhu.SCORING_CARDS)
OTHERS = [Card.parse(c) for c in ("S2", "S5", "S9", "SK", "D3", "D8", "DA", "C4", "C9", "CK")]


def _copies(cards: list[Card]) -> list[Card]:
    """``cards`` once for each deck the rules in force play with (二副: two of every card)."""
    return cards * rules("gongzhu").decks


def _hearts() -> list[Card]:
    return _copies(list(gongzhu.HEARTS))


def _sold_card(state: object, card: Card) -> bool:
    return card in state.sold_cards  # type: ignore[attr-defined]


def _sale_text(sold: dict[Card, str]) -> list[str]:
    """The sales as one sentence ("Sold: sell ♠Q openly (明卖 ×4), ..."), or nothing when none was made."""
    labels = [str(gongzhu.sale_label(card, level)) for card, level in sold.items() if level != "none"]
    return [str(t("Sold: {sales}.", sales=str(t(", ")).join(labels)))] if labels else []


def _worst(rng: random.Random, level: int) -> Draft:
    cards = list(dict.fromkeys(rng.sample(SCORING, 2 + level) + rng.sample(OTHERS, 1)))
    sold = {c: rng.choice(["hidden", "open"]) for c in cards if c in gongzhu.SALEABLE and level >= 2}
    value = {c: _sheet([c], sold) for c in cards}
    low = min(v.total for v in value.values())
    worst = [c for c in cards if value[c].total == low]
    if len(worst) != 1:
        raise NoPosition
    c0 = worst[0]
    right = (c0.symbol, str(t("Right: {card} counts {points} ({why}), the lowest of these.", card=c0.symbol,
                              points=signed(low), why=sheet_text(value[c0]) or t("no points"))), c0)
    wrong = [(c.symbol, str(t("Not {card}: it counts {points}, and {worst} counts {low}.", card=c.symbol,
                              points=signed(value[c].total), worst=c0.symbol, low=signed(low))), c)
             for c in cards if c != c0]
    prompt = para(t("Which of these cards costs you most if you capture it?"), *_sale_text(sold))
    prompt += Pic(hand_svg(cards))
    return pick_choices(rng, right, wrong, len(cards), prompt, sold=sold)


def _sheet(cards: list[Card], sold: dict[Card, str]) -> ScoreSheet:
    return gongzhu.score_cards(cards, sold={str(k): v for k, v in sold.items()}, rules=rules("gongzhu"))


def _score_prompt(cards: list[Card], sold: dict[Card, str]) -> str:
    ordered: list[Card] = sorted(cards, key=_display)
    return (para(t("A player captured these cards. What is their score for the hand?"), *_sale_text(sold))
            + Pic(hand_svg(ordered)))


def _display(card: Card) -> tuple[str, int]:
    return (card.suit or "", -card.rank)


def _ordered(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=_display)


def _slips(cards: list[Card], sold: dict[Card, str]) -> list[int]:
    """The engine's score of the readings a learner might slip into: a sale forgotten, one card left out."""
    out = [_sheet(cards, {}).total] if sold else []
    out += [_sheet([c for c in cards if c != x], sold).total for x in cards]
    out += [_sheet(cards, {k: ("open" if v == "hidden" else "hidden") for k, v in sold.items()}).total]
    return out


def _score(rng: random.Random, level: int) -> Draft:
    cards = rng.sample(_copies(SCORING), rng.randrange(2, 3 + 2 * level)) + rng.sample(OTHERS, rng.randrange(0, 3))
    sold = {c: rng.choice(["hidden", "open"]) for c in gongzhu.SALEABLE if level >= 2 and rng.random() < 0.5}
    sheet = _sheet(cards, sold)
    return number_draft(rng, _score_prompt(cards, sold), sheet.total, sheet_text(sheet), _slips(cards, sold),
                        2 + level, cards=cards, sold=sold)


def _all_hearts(rng: random.Random, level: int) -> Draft:
    cards = _hearts() + [Card.parse(c) for c in (gongzhu.PIG, gongzhu.GOAT, gongzhu.TRANSFORMER)
                         if rng.random() < 0.25 * level]
    if rng.random() < 0.3:  # one heart short: no 满红
        cards.remove(rng.choice(list(gongzhu.HEARTS)))
    sold = {c: rng.choice(["hidden", "open"]) for c in gongzhu.SALEABLE if c in cards and level >= 2
            and rng.random() < 0.5}
    sheet = _sheet(cards, sold)
    return number_draft(rng, _score_prompt(cards, sold), sheet.total, sheet_text(sheet), _slips(cards, sold),
                        2 + level, cards=cards, sold=sold)


PAIR = gongzhu.Rules.preset("partnership")
TWO = gongzhu.Rules.preset("two_decks")


def _side(rng: random.Random, level: int) -> Draft:
    """对家: two partners' captured cards; the side scores the sum of their own hand scores (B-G13)."""
    pool: list[Card] = rng.sample(_copies(SCORING), len(SCORING))
    k = rng.randrange(2, 3 + level)
    mine, partner = pool[:k], pool[k:k + rng.randrange(1, 2 + level)]
    sold = {c: rng.choice(["hidden", "open"]) for c in gongzhu.SALEABLE if level >= 2 and rng.random() < 0.4}
    sheets = [_sheet(mine, sold), _sheet(partner, sold)]
    right = sheets[0].total + sheets[1].total
    why = str(t("you {a} ({why_a}) and your partner {b} ({why_b}) add up", a=signed(sheets[0].total),
                why_a=sheet_text(sheets[0]), b=signed(sheets[1].total), why_b=sheet_text(sheets[1])))
    # the slips: one partner's score alone, or the two piles scored as one (a transformer multiplying both)
    slips = [sheets[0].total, sheets[1].total, _sheet(mine + partner, sold).total]
    prompt = (para(t("Partnership (对家): you captured the first cards, your partner the second. What does your "
                     "side score for the hand?"), *_sale_text(sold))
              + Pic(hand_svg(_ordered(mine))) + Pic(hand_svg(_ordered(partner))))
    return number_draft(rng, prompt, right, why, slips, 2 + level, mine=mine, partner=partner, sold=sold)


def _two_decks(rng: random.Random, level: int) -> Draft:
    """二副: captured cards from two decks, where every copy counts and each transformer multiplies (B-G18 … B-G22)."""
    cards: list[Card] = rng.sample(SCORING + SCORING, rng.randrange(2, 4 + 2 * level))
    if gongzhu.TRANSFORMER not in cards and rng.random() < 0.5:
        cards.append(gongzhu.TRANSFORMER)
    sold = {c: rng.choice(["hidden", "open"]) for c in gongzhu.SALEABLE if level >= 2 and rng.random() < 0.4}
    words = {str(k): v for k, v in sold.items()}
    two = dataclasses.replace(rules("gongzhu"), decks=2, partnership=True)  # the house rules, with two decks
    sheet = gongzhu.score_cards(cards, sold=words, rules=two)
    # the slips: a copy counted once (the one-deck habit), or a second transformer that does not multiply again
    once = list(dict.fromkeys(cards))
    slips = [gongzhu.score_cards(once, sold=words, rules=two).total]
    slips += [gongzhu.score_cards([c for i, c in enumerate(cards) if i != cards.index(x)], sold=words, rules=two).total
              for x in dict.fromkeys(cards)]
    prompt = (para(t("Two decks (二副): a player captured these cards, two of some. What is their score for the "
                     "hand?"), *_sale_text(sold)) + Pic(hand_svg(_ordered(cards))))
    return number_draft(rng, prompt, sheet.total, sheet_text(sheet), slips, 2 + level, cards=cards, sold=sold)


SKILLS = [
    Skill("gongzhu.winner", "gongzhu", "gongzhu/02-playing-tricks", t("Who wins the trick"), retry(winner_drill(GAME)),
          t("No trumps: the highest card of the suit led.")),
    Skill("gongzhu.follow", "gongzhu", "gongzhu/03-selling", t("Follow suit, and the sold cards"),
          retry(follow_drill(GAME, special=_sold_card)), t("Which card may you play?")),
    Skill("gongzhu.cards", "gongzhu", "gongzhu/01-special-cards", t("The special cards"), retry(_worst),
          t("Pig, goat, transformer and hearts.")),
    Skill("gongzhu.score", "gongzhu", "gongzhu/04-scoring", t("Score the captured cards"), retry(_score),
          t("With the sales' multipliers.")),
    Skill("gongzhu.hearts", "gongzhu", "gongzhu/04-scoring", t("All the hearts (满红)"), retry(_all_hearts),
          t("Collecting every heart turns them positive.")),
    Skill("gongzhu.side", "gongzhu", "gongzhu/08-partnership", t("A side's score (对家)"), retry(_side),
          t("Partners' scores add up; each transformer multiplies its own taker's cards.")),
    Skill("gongzhu.two_decks", "gongzhu", "gongzhu/09-two-decks", t("Two decks (二副)"), retry(_two_decks),
          t("Every copy counts; each transformer multiplies.")),
]
