"""27 Wang drills: which card is stronger, which cards are trumps, pairs and tractors, following a lead
(pairs and tractors), counting points, the kitty multiplier and the level change (lessons
``wang27/01``–``06``)."""

from __future__ import annotations

import random
from dataclasses import replace

from ..cards import Card, format_cards, parse_cards
from ..games import wang27
from ..i18n import domain
from ..render import hand_svg, trick_svg
from ..seats import SEAT_NAME
from .core import (
    Draft,
    NoPosition,
    Pic,
    Skill,
    first_sentence,
    number_draft,
    para,
    pick_choices,
    retry,
    rules,
    sheet_text,
)

t, tn = domain("practice")

SUITS = ("S", "H", "D", "C")


def _tiers() -> bool:
    """Whether jokers, 7s and 2s may form tractors under the rules in force (the switch ``trump_tier_tractors``)."""
    return bool(rules("wang27").trump_tier_tractors)


def _trump(rng: random.Random, level: int) -> str | None:
    return rng.choice(SUITS) if level < 3 or rng.random() < 0.8 else None


def _trump_fact(trump: str | None) -> str:
    return str(t("Trumps: {trump}.", trump=wang27.trump_label(trump)))


def _deck() -> list[Card]:
    return [g[0] for g in wang27.order(None)]


def _place(trump: str | None) -> dict[Card, int]:
    """Each distinct card's place in the engine's order for this trump (1 = strongest; equals share one)."""
    return {c: i + 1 for i, group in enumerate(wang27.order(trump)) for c in group}


def _stronger(rng: random.Random, level: int) -> Draft:
    trump = _trump(rng, level)
    place = _place(trump)
    # one side suit and the trumps (cards of two side suits never beat each other: neither is "stronger");
    # level 3 only trumps, where the jokers, 7s and 2s sit
    side = rng.choice([s for s in SUITS if s != trump])
    pool = [c for c in place if wang27.esuit(c, trump) in (("T",) if level == 3 else ("T", side))]
    cards = rng.sample(pool, 1 + level)
    best = min(place[c] for c in cards)
    top = [c for c in cards if place[c] == best]
    if len(top) != 1:
        raise NoPosition
    c0 = top[0]
    right = (c0.symbol, str(t("Right: {card} is number {n} in the order of cards with these trumps, the highest "
                              "of these.", card=c0.symbol, n=best)), c0)
    wrong = [(c.symbol, str(t("Not {card}: it is number {n} in the order of cards with these trumps, and {best} is "
                              "number {m}.", card=c.symbol, n=place[c], best=c0.symbol, m=best)), c)
             for c in cards if c != c0]
    prompt = para(t("Which of these cards is the strongest?"), _trump_fact(trump)) + Pic(hand_svg(cards))
    return pick_choices(rng, right, wrong, len(cards), prompt, trump=trump)


def _which_trump(rng: random.Random, level: int) -> Draft:
    trump = _trump(rng, level)
    deck = _deck()
    trumps = [c for c in deck if wang27.is_trump(c, trump)]
    side = [c for c in deck if not wang27.is_trump(c, trump)]
    if level == 3:  # the look-alikes: side cards of the trump suit's neighbours, 2s and 7s of other suits
        side = [c for c in side if c.rank in (3, 6, 8, 14)] or side
    card = rng.choice(trumps)
    right = (card.symbol, str(t("Right: with {trump}, {card} is a trump.", card=card.symbol,
                                trump=wang27.trump_label(trump))), card)
    wrong = [(c.symbol, str(t("Not {card}: with {trump}, {card} is a card of its own suit, not a trump.",
                              card=c.symbol, trump=wang27.trump_label(trump))), c)
             for c in rng.sample(side, 3)]
    draft = pick_choices(rng, right, wrong, 2 + level, prompt="", trump=trump)
    shown = [c for c in draft.facts["values"]]  # the choices' cards, in the choices' order
    prompt = para(t("Which of these cards is a trump?"), _trump_fact(trump)) + Pic(hand_svg(shown))
    return replace(draft, prompt=prompt)


def _units_text(cards: list[Card], trump: str | None) -> str:
    return str(t(" + ")).join(format_cards(u) for u in wang27.decompose(cards, trump, _tiers()))


def _tractor(rng: random.Random, level: int) -> Draft:
    trump = _trump(rng, level)
    deck = _deck()
    found: list[tuple[Card, ...]] = []
    near: list[tuple[Card, ...]] = []
    for _ in range(400):  # pairs of two cards drawn near each other in the engine's order
        a, b = rng.sample(deck, 2) if level == 1 else rng.sample(_neighbours(rng, trump), 2)
        cards = (a, a, b, b)
        (found if wang27.is_tractor(list(cards), trump=trump, tiers=_tiers()) else near).append(cards)
        if found and len(near) >= 3:
            break
    if not found or len(near) < 2:
        raise NoPosition
    right_cards = rng.choice(found)
    right = (format_cards(right_cards), str(t("Right: {cards} is a tractor: two pairs of one suit on adjacent "
                                             "steps.", cards=format_cards(right_cards))), right_cards)
    wrong = [(format_cards(c), str(t("Not {cards}: the engine splits it into {units}, not one tractor.",
                                     cards=format_cards(c), units=_units_text(list(c), trump))), c) for c in near]
    prompt = para(t("Which of these is a tractor (拖拉机)?"), _trump_fact(trump))
    return pick_choices(rng, right, wrong, 2 + level, prompt, trump=trump)


def _neighbours(rng: random.Random, trump: str | None) -> list[Card]:
    """A few cards next to each other in the order (where tractors and near misses are)."""
    order = [g for g in wang27.order(trump)]
    i = rng.randrange(0, len(order) - 4)
    return [c for group in order[i:i + 4] for c in group][:8]


def _state_following(rng: random.Random, level: int) -> wang27.State:
    state = wang27.new_hand(rng.getrandbits(32), rules("wang27"))
    while state.phase != "play":
        state = state.apply(state.legal_actions().choice(rng))
    for _ in range(rng.randrange(0, 4 * (2 + 3 * level))):
        state = state.apply(state.legal_actions().choice(rng))
        if state.is_terminal():
            raise NoPosition
    # on to someone following a lead (at levels 2 and 3 a lead of two cards or more)
    while not (state.trick and state.trick.plays and (level == 1 or len(state.trick.plays[0][1]) >= 2)):
        state = state.apply(state.legal_actions().choice(rng))
        if state.is_terminal():
            raise NoPosition
    return state


def _follow(rng: random.Random, level: int) -> Draft:
    state = _state_following(rng, level)
    trick, seat = state.trick, state.current_seat
    assert trick is not None and seat is not None  # _state_following stops at a trick in progress
    size = len(trick.plays[0][1])
    hand = list(state.hands[seat])
    legal = state.legal_actions().choice(rng)
    cards = tuple(legal.value)
    wrong = []
    for _ in range(60):
        pick = tuple(sorted(rng.sample(hand, size), key=lambda c: (c.suit or "", c.rank)))
        why = state.check(pick)
        if why is not None:
            wrong.append((format_cards(pick), str(t("{cards} may not be played: {why}.", cards=format_cards(pick),
                                                    why=why)), pick))
        if len(wrong) >= 8:
            break
    after = state.apply(legal)
    right = (format_cards(cards), str(t("{cards} may be played: {why}.", cards=format_cards(cards),
                                        why=first_sentence(wang27.GAME.narrate(state, legal, after)))), cards)
    prompt = (para(t("Which of these plays may you make?"), t("You are {seat}.", seat=SEAT_NAME[seat]),
                   _trump_fact(state.trump))
              + para(t("On the table:")) + Pic(trick_svg(trick.plays))
              + para(t("Your hand:")) + Pic(hand_svg(state.view().hands[seat])))
    return pick_choices(rng, right, wrong, 1 + level, prompt, state=state)


def _state_leading(rng: random.Random) -> wang27.State:
    """A hand in its play, at a lead (the trick before is complete), some tricks in."""
    state = wang27.new_hand(rng.getrandbits(32), rules("wang27"))
    while state.phase != "play":
        state = state.apply(state.legal_actions().choice(rng))
    for _ in range(rng.randrange(0, 40)):
        state = state.apply(state.legal_actions().choice(rng))
    while state.trick is not None and 0 < len(state.trick.plays) < 4:
        state = state.apply(state.legal_actions().choice(rng))
    if state.is_terminal():
        raise NoPosition
    return state


def _throw(rng: random.Random, level: int) -> Draft:
    """Does this throw (甩牌) stand? The engine plays it: it stands, or it fails and the leader must lead the
    unit the engine names; the others' cards of that suit are shown, as the rule asks about them."""
    state = _state_leading(rng)
    seat, trump = state.current_seat, state.trump
    assert seat is not None
    groups: dict[str, list[Card]] = {}
    for c in state.hands[seat]:
        groups.setdefault(wang27.esuit(c, trump), []).append(c)
    suits = [s for s, cards in groups.items() if len(wang27.decompose(cards, trump, _tiers())) >= 2]
    if not suits:
        raise NoPosition
    s = rng.choice(suits)
    units = wang27.decompose(groups[s], trump, _tiers())
    k = 2 if level == 1 else rng.randrange(2, min(len(units), 2 + level) + 1)
    # the top units (more often standing) at level 1 and often at 2; any units, mostly failing, at level 3
    chosen = units[:k] if level == 1 or (level == 2 and rng.random() < 0.6) else rng.sample(units, k)
    if level == 3 and all(len(u) == 1 for u in chosen) and len(units) > k:
        raise NoPosition  # level 3: throws with a pair or a tractor in them
    cards = tuple(c for u in chosen for c in u)
    action = wang27.Action("play", cards)
    if state.check(action) is not None:
        raise NoPosition
    after = state.apply(action)
    assert after.trick is not None
    led = tuple(after.trick.plays[0][1])
    why = wang27.GAME.narrate(state, action, after)
    who = SEAT_NAME[seat]
    stands = sorted(led, key=str) == sorted(cards, key=str)

    def fails(unit: tuple[Card, ...]) -> str:
        return str(t("It fails: {seat} must lead {cards}", seat=who, cards=format_cards(unit)))

    options = [(str(t("It stands: {cards} are led together", cards=format_cards(cards))), ("stands", cards))]
    options += [(fails(tuple(u)), ("fails", tuple(sorted(u, key=str)))) for u in chosen]
    right_value = ("stands", cards) if stands else ("fails", tuple(sorted(led, key=str)))
    right = next((o for o in options if o[1] == right_value), None)
    if right is None:  # the engine forced a unit not among those drawn (cannot be: it is one of the throw's)
        raise NoPosition
    wrong = [(text, str(t("Not “{choice}”: {why}.", choice=text, why=why)), value)
             for text, value in options if value != right_value]
    holdings = [para(t("{seat} holds in this suit:", seat=SEAT_NAME[o]))
                + Pic(hand_svg([c for c in state.hands[o] if wang27.esuit(c, trump) == s]))
                for o in ("N", "E", "S", "W") if o != seat]
    prompt = (para(t("{seat} leads {cards} as a throw (甩牌). What happens?", seat=who, cards=format_cards(cards)),
                   _trump_fact(trump)) + Pic(hand_svg(list(cards))) + "".join(holdings))
    return pick_choices(rng, (right[0], str(t("Right: {why}.", why=why)), right[1]), wrong, 1 + level, prompt,
                        state=state, seat=seat, cards=cards)


def _points(rng: random.Random, level: int) -> Draft:
    deck = _deck()
    counters = [c for c in deck if c.rank in (5, 10, 13)]
    cards = rng.sample(counters, rng.randrange(1, 2 + level)) + rng.sample(deck, 2 + level)
    n = wang27.points_of(cards)
    why = str(t("5s count 5, 10s and kings 10: {cards} hold {n}", cards=format_cards(
        [c for c in cards if wang27.points_of([c])]) or "—", n=n))
    prompt = para(t("How many points are in these cards?")) + Pic(hand_svg(cards))
    others = [n + d for d in (-10, -5, 5, 10, 15, -15, 20) if n + d >= 0]
    return number_draft(rng, prompt, n, why, others, 2 + level, show=str, cards=cards)


def _kitty(rng: random.Random, level: int) -> Draft:
    trump = _trump(rng, level)
    shape = rng.choice([1, 2] if level == 1 else [1, 2, 4] if level == 2 else [2, 4, 6])
    place = _place(trump)
    order = [g[0] for g in wang27.order(trump) if not wang27.is_trump(g[0], trump)]
    start = rng.randrange(0, len(order) - 3)
    if shape == 1:
        lead = [order[start]]
    else:
        lead = [c for c in order[start:start + shape // 2] for _ in (0, 1)]
    if not lead or (shape > 2 and not wang27.is_tractor(lead, trump=trump, tiers=_tiers())):
        raise NoPosition
    del place
    points = rng.randrange(1, 5 + level) * 5
    with_trump = rng.random() < 0.5
    mult = wang27.kitty_multiplier(lead, won_with_trump=with_trump, trump=trump, rules=rules("wang27"))
    sheet = wang27.kitty_sheet(points, lead, won_by_defenders=True, won_with_trump=with_trump, trump=trump,
                               rules=rules("wang27"))
    prompt = (para(t("The defenders win the last trick, whose lead was {cards}.", cards=format_cards(lead)),
                   t("It was won with a trump.") if with_trump else t("It was not won with a trump."),
                   t("The kitty holds {n} points.", n=points), _trump_fact(trump),
                   t("How many points do the defenders get for the kitty?")))
    slips = [wang27.kitty_sheet(points, lead[:1], won_by_defenders=True, won_with_trump=with_trump,
                                trump=trump, rules=rules("wang27")).total, points, points * mult * 2,
             points * max(mult // 2, 1)]
    return number_draft(rng, prompt, sheet.total, sheet_text(sheet), slips, 2 + level, show=str, lead=lead,
                        points=points, won_with_trump=with_trump, trump=trump)


def _settle(rng: random.Random, level: int) -> Draft:
    target = 80
    points = rng.randrange(0, 12 if level == 1 else 40) * 5
    levels = {"banker": rng.choice(wang27.LEVELS[:9]), "defenders": rng.choice(wang27.LEVELS[:9])}
    result = wang27.settle(points, target, levels=levels, rules=rules("wang27"))

    def outcome(s: wang27.Settlement) -> str:
        return str(t("banker {b}, defenders {d}", b=s.levels["banker"], d=s.levels["defenders"]))

    why = sheet_text(result.sheet) + str(t(": ")) + str(t("; ")).join(str(n) for n in result.sheet.notes)
    right = (outcome(result), str(t("Right, {right}: {why}.", right=outcome(result), why=why)), result.levels)
    wrong = []
    for d in (-40, -20, 20, 40, 80, 120):
        other = wang27.settle(max(0, points + d), target, levels=levels, rules=rules("wang27"))
        wrong.append((outcome(other), str(t("Not {wrong}: {why}.", wrong=outcome(other), why=why)), other.levels))
    prompt = para(t("The defenders took {p} points; the target was {target}.", p=points, target=target),
                  t("Before the hand the banker's side was at level {b} and the defenders at {d}.",
                    b=levels["banker"], d=levels["defenders"]), t("What are the levels after the hand?"))
    return pick_choices(rng, right, wrong, 2 + level, prompt, points=points, target=target, levels=levels)


SKILLS = [
    Skill("wang27.order", "wang27", "wang27/01-card-order", t("Which card is stronger"), retry(_stronger),
          t("The order of trumps and side suits.")),
    Skill("wang27.trumps", "wang27", "wang27/01-card-order", t("Which cards are trumps"), retry(_which_trump),
          t("Jokers, 7s, 2s and the trump suit.")),
    Skill("wang27.tractor", "wang27", "wang27/02-combinations", t("Pairs and tractors"), retry(_tractor),
          t("Two pairs on adjacent steps of one suit.")),
    Skill("wang27.follow", "wang27", "wang27/05-following", t("Follow the lead"), retry(_follow),
          t("Follow suit, pairs with pairs.")),
    Skill("wang27.throw", "wang27", "wang27/05-following", t("Does the throw stand?"), retry(_throw),
          t("A throw fails when another player can beat part of it.")),
    Skill("wang27.points", "wang27", "wang27/06-counting", t("Count the points"), retry(_points),
          t("5s, 10s and kings.")),
    Skill("wang27.kitty", "wang27", "wang27/04-auction-kitty", t("The kitty bonus"), retry(_kitty),
          t("The last trick's multiplier.")),
    Skill("wang27.levels", "wang27", "wang27/06-counting", t("The level change"), retry(_settle),
          t("Who goes up, and by how much.")),
]

__all__ = ["SKILLS", "parse_cards"]
