"""Drills on the play of one card a trick, shared by Basics, Spades, Gong Zhu and Bridge: who wins this
trick, which card may you play, which card takes the trick. The game's engine deals, plays the random
cards before the question, judges every card (``check``, ``apply``) and says why (its own reasons)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_NAME, Card
from ..i18n import domain
from ..render import hand_svg, trick_svg
from ..seats import SEAT_NAME
from ..tricks import Trick, make_trick
from .core import Draft, NoPosition, Pic, first_sentence, para, pick_choices

t, tn = domain("practice")


@dataclass(frozen=True)
class CardGame:
    """How the drills reach one game: a dealt hand, the trick on the table, whose hand plays, the game's
    way of saying why a trick is won and what a play did."""

    name: str
    deal: Callable[[int], Any]
    trick: Callable[[Any], Trick]
    hand: Callable[[Any], str]
    winner_reason: Callable[[Trick], str]
    narrate: Callable[[Any, Any, Any], str]
    trumps: bool = True


def trump_text(trump: str | None, game: CardGame) -> str:
    if not game.trumps:
        return str(t("Nothing is trumps in this game."))
    if trump is None:
        return str(t("No trumps."))
    return str(t("Trumps: {suit}.", suit=SUIT_NAME[trump]))


def cards_allowed(game: CardGame, state: Any) -> list[Card]:
    """The cards the engine allows now (asked card by card: listing bridge's actions would work out its
    claims too)."""
    return [c for c in state.hands[game.hand(state)] if state.check(c) is None]


def step(state: Any, rng: random.Random, game: CardGame | None = None) -> Any:
    """One random legal action; in the play only cards (a bridge claim would end the hand)."""
    legal = cards_allowed(game, state) if game is not None and state.phase == "play" else list(state.legal_actions())
    if not legal:
        raise NoPosition
    return state.apply(rng.choice(legal))


def to_play(game: CardGame, rng: random.Random, cards: int) -> Any:
    """A dealt hand played at random up to its play phase, then ``cards`` cards further."""
    state = game.deal(rng.getrandbits(32))
    while state.phase != "play":
        if state.is_terminal():
            raise NoPosition
        state = step(state, rng)
    for _ in range(cards):
        state = step(state, rng, game)
        if state.is_terminal():
            raise NoPosition
    return state


def _won(state: Any, after: Any) -> str:
    """The seat whose trick count went up: the engine's judgment of the trick just finished."""
    before, now = state.tricks_won(), after.tricks_won()
    gained = [s for s in now if now[s] > before.get(s, 0)]
    if len(gained) != 1:
        raise NoPosition
    return gained[0]


def _played(game: CardGame, state: Any, after: Any) -> Trick:
    """The finished trick: the one on the table before the last card, with that card added."""
    trick = game.trick(state)
    new = [c for c in state.hands[game.hand(state)] if c not in after.hands[game.hand(state)]]
    if len(new) != 1:
        raise NoPosition
    return make_trick(trick.leader, (*trick.plays, (game.hand(state), new[0])), trick.trump)


def winner_drill(game: CardGame) -> Callable[[random.Random, int], Draft]:
    """Who wins this trick? Level 1 the first trick; later ones deeper in the hand, level 3 only tricks
    with a discard or a trump in them."""

    def make(rng: random.Random, level: int) -> Draft:
        tricks_before = 0 if level == 1 else rng.randrange(1, 8)
        state = to_play(game, rng, 4 * tricks_before)
        while True:  # at level 3 on through the hand to a trick with a discard or a trump in it
            while len(game.trick(state)) < 3:
                state = step(state, rng, game)
            card = rng.choice(cards_allowed(game, state))
            after = state.apply(card)
            winner = _won(state, after)
            trick = _played(game, state, after)
            led = trick.led_suit
            if level < 3 or any(c.suit != led for c in trick.cards):
                break
            if after.is_terminal():
                raise NoPosition
            state = after
        reason = game.winner_reason(trick)
        right = None
        wrong = []
        for seat, c in trick.plays:
            text = f"{SEAT_NAME[seat]} {c.symbol}"
            if seat == winner:
                right = (text, str(t("Right: {reason}.", reason=reason)), seat)
            else:
                wrong.append((text, str(t("Not {seat}'s {card}: {reason}.", seat=SEAT_NAME[seat], card=c.symbol,
                                          reason=reason)), seat))
        assert right is not None
        prompt = para(t("Who wins this trick?"), trump_text(trick.trump, game),
                      t("{seat} led.", seat=SEAT_NAME[trick.leader])) + Pic(trick_svg(trick.plays))
        return pick_choices(rng, right, wrong, 4, prompt, state=state, after=after, trick=trick)

    return make


def _mover_text(game: CardGame, state: Any) -> str:
    seat = game.hand(state)
    if seat != state.current_seat:  # bridge: declarer plays dummy's cards
        return str(t("You are {seat}, playing dummy's cards ({dummy}).", seat=SEAT_NAME[state.current_seat],
                     dummy=SEAT_NAME[seat]))
    return str(t("You are {seat}.", seat=SEAT_NAME[seat]))


def _table(game: CardGame, state: Any) -> str:
    trick = game.trick(state)
    if not trick.plays:
        return para(t("You lead to this trick.")) if game.hand(state) == state.current_seat else \
            para(t("You lead from dummy to this trick."))
    return para(t("On the table:")) + Pic(trick_svg(trick.plays))


def follow_drill(game: CardGame, *, special: Callable[[Any, Card], bool] | None = None
                 ) -> Callable[[random.Random, int], Draft]:
    """Which of these cards may you play? Exactly one of the choices is legal (the engine's ``check``);
    more choices as the level grows, and at level 3 the game's rarer refusals (``special``) are sought."""

    def make(rng: random.Random, level: int) -> Draft:
        state = to_play(game, rng, rng.randrange(0, 12 + 8 * level))
        rare = level == 3 and special is not None and rng.random() < 0.7
        while True:  # on through the hand to a position where some card is refused (a rare refusal at level 3)
            seat = game.hand(state)
            hand = list(state.hands[seat])
            legal = [c for c in hand if state.check(c) is None]
            illegal = [c for c in hand if state.check(c) is not None]
            if legal and illegal and (not rare or any(special(state, c) for c in hand)):  # type: ignore[misc]
                break
            state = step(state, rng, game)
            if state.is_terminal():
                raise NoPosition
        card = rng.choice(legal)
        right = (card.symbol, str(t("{card} may be played: {why}.", card=card.symbol,
                                    why=first_sentence(game.narrate(state, card, state.apply(card))))), card)
        if level == 3 and special is not None:
            illegal.sort(key=lambda c: not special(state, c))  # the rare refusal first
            pool = illegal[:3]
        else:
            pool = rng.sample(illegal, min(len(illegal), level + 1))
        wrong = [(c.symbol, str(t("{card} may not be played: {why}.", card=c.symbol, why=state.check(c))), c)
                 for c in pool]
        led = game.trick(state).led_suit
        ask = t("Which of these cards may you play?")
        facts = [_mover_text(game, state), trump_text(game.trick(state).trump, game)]
        if led is not None:
            facts.append(str(t("The suit led: {suit}.", suit=SUIT_NAME[led])))
        prompt = (para(ask, *facts) + _table(game, state) + para(t("Your hand:"))
                  + Pic(hand_svg(state.view().hands[seat] if hasattr(state.view(), "hands") else hand)))
        return pick_choices(rng, right, wrong, level + 1 if level < 3 else 4, prompt, state=state)

    return make


def take_drill(game: CardGame) -> Callable[[random.Random, int], Draft]:
    """You play last to the trick: which of these cards takes it? The engine plays each card and counts
    the trick; exactly one choice wins it."""

    def make(rng: random.Random, level: int) -> Draft:
        state = to_play(game, rng, 4 * rng.randrange(0, 2 + 3 * level))
        while len(game.trick(state)) < 3:
            state = step(state, rng, game)
        seat = game.hand(state)
        wins: list[tuple[Card, Trick]] = []
        loses: list[tuple[Card, Trick]] = []
        for card in cards_allowed(game, state):
            after = state.apply(card)
            trick = _played(game, state, after)
            (wins if _won(state, after) == seat else loses).append((card, trick))
        if not wins or not loses:
            raise NoPosition
        card, trick = rng.choice(wins)
        right = (card.symbol, str(t("{card} takes the trick: {reason}.", card=card.symbol,
                                    reason=game.winner_reason(trick))), card)
        wrong = [(c.symbol, str(t("{card} does not take it: {reason}.", card=c.symbol,
                                  reason=game.winner_reason(tr))), c) for c, tr in loses]
        prompt = (para(t("You play last to this trick. Which of these cards takes it?"), _mover_text(game, state),
                       trump_text(game.trick(state).trump, game))
                  + _table(game, state) + para(t("Your hand:")) + Pic(hand_svg(sorted(state.hands[seat]))))
        return pick_choices(rng, right, wrong, 2 + level if level < 3 else 4, prompt, state=state)

    return make


def tricks_drill(game: CardGame, team: tuple[str, str] = ("N", "S")) -> Callable[[random.Random, int], Draft]:
    """After some tricks: how many has a partnership won? The engine's trick counts; each wrong number
    answered with the winners of the tricks so far."""

    def make(rng: random.Random, level: int) -> Draft:
        n = rng.randrange(2, 3 + 2 * level)
        state = to_play(game, rng, 4 * n)
        won = state.tricks_won()
        ours = won[team[0]] + won[team[1]]
        names = t("North–South") if set(team) == {"N", "S"} else t("East–West")
        counts = str(t(", ")).join(f"{SEAT_NAME[s]} {won[s]}" for s in ("N", "E", "S", "W"))
        right = (str(ours), str(t("Right: {team} won {n} of the {m} tricks (tricks won: {counts}).", team=names,
                                  n=ours, m=n, counts=counts)), ours)
        wrong = [(str(v), str(t("Not {v}: {team} won {n} of the {m} tricks (tricks won: {counts}).", v=v,
                                team=names, n=ours, m=n, counts=counts)), v)
                 for v in range(0, n + 1) if v != ours]
        prompt = para(t("{m} tricks have been played. How many did {team} win?", m=n, team=names))
        prompt += "".join(Pic(trick_svg(tr.plays, card_width=40)) for tr in state.done)
        return pick_choices(rng, right, wrong, 3 if level == 1 else 4, prompt, state=state, team=team)

    return make
