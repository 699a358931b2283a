"""The coach's shared machinery: :class:`Hint`, dealing the unseen cards consistently with what the player
to move knows, the hint and the review put in words from one evaluation of each decision
(:mod:`tutor.games.evaluation`), and what a card does to the trick.

A game's own ``coach`` module says what is unseen, what a finished hand is worth to the mover's side and
how to put a choice in words (its ``SAMPLER``, a :class:`~tutor.games.evaluation.Sampler`); the hint and the
review ask :func:`~tutor.games.evaluation.evaluate` for the same evaluation, so a hinted choice is never
called costly.

>>> pool = [Card.parse(t) for t in "SA SK H2 H3".split()]
>>> dealt = deal_unseen(pool, {"E": 2, "W": 2}, {"E": frozenset("S")}, lambda c: c.suit, random.Random(1))
>>> sorted(str(c) for c in dealt["E"])
['H2', 'H3']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from ..cards import SUIT_SYMBOL, Card
from ..i18n import domain
from .evaluation import Evaluation, Sampler, evaluate, prefetch, same_play

t, tn = domain("tutor")

Bot = Callable[[Any], Any]
K = TypeVar("K", bound=Hashable)


class Scored(NamedTuple):
    """One candidate action with its average value for the mover's side over ``n`` sampled deals."""

    action: Any
    mean: float
    n: int


class Hint(NamedTuple):
    """The coach's advice: a legal ``action`` and one plain sentence ``reason`` why. ``scores`` lists the
    candidates the search compared, best first (empty when there was nothing to compare), in the game's
    unit (points, or tricks in bridge's double-dummy play)."""

    action: Any
    reason: str
    scores: tuple[Scored, ...] = ()
    deals: int = 0  # sampled deals played out
    what: str = ""  # what the action does, without the comparison (the review's reason for the better choice)

    def value(self, action: Any) -> float | None:
        """The average the search found for ``action`` (``None`` if it was not compared)."""
        key = same_play(action)
        for s in self.scores:
            if same_play(s.action) == key:
                return s.mean
        return None

    def __str__(self) -> str:
        return str(t("{action}: {reason}", action=text(self.action), reason=self.reason))


_KINDS = {"declare": t("declare"), "bid": t("bid"), "trump": t("name trumps"), "bury": t("bury"), "play": t("play")}
_LEVELS = {"hidden": t("face down"), "open": t("face up")}
_WORDS = {"look": t("look at the cards"), "blind": t("blind nil"), "nil": t("nil")}  # Spades' bids in words


def text(action: Any) -> str:
    """An action as a learner reads it: cards by their symbols."""
    if isinstance(action, Card):
        return action.symbol
    if isinstance(action, tuple) and action and all(isinstance(c, Card) for c in action):
        return " ".join(c.symbol for c in action)
    kind, value = getattr(action, "kind", None), getattr(action, "value", None)
    if isinstance(kind, str) and value is not None:  # 27 Wang's Action(kind, value)
        if isinstance(value, str) and kind == "declare":
            return value
        verb = _KINDS.get(kind)
        return t("{verb} {cards}", verb=verb, cards=text(value)) if verb else f"{kind} {text(value)}"
    card, level = getattr(action, "card", None), getattr(action, "level", None)
    if isinstance(card, Card) and isinstance(level, str):  # Gong Zhu's Sale(card, level)
        if level == "none":
            return t("keep {card}", card=card.symbol)
        if level in _LEVELS:
            return t("sell {card} {level}", card=card.symbol, level=_LEVELS[level])
        return f"sell {card.symbol} {level}"
    symbol = getattr(action, "symbol", None)  # bridge calls
    if isinstance(symbol, str):
        return symbol
    if isinstance(action, bool):
        return str(action)
    if isinstance(action, int):  # Spades' bids
        return t("nil") if action == 0 else t("bid {n}", n=action)
    return _WORDS.get(action, str(action)) if isinstance(action, str) else str(action)


# -- dealing the unseen cards -----------------------------------------------------------------------------
def deal_unseen(pool: Sequence[Card], sizes: Mapping[K, int], voids: Mapping[K, frozenset[str]],
                suit_of: Callable[[Card], str], rng: random.Random, tries: int = 60) -> dict[K, tuple[Card, ...]]:
    """Share ``pool`` among the slots (``sizes``: slot → how many cards) so that no slot gets a card of a
    suit it is known to lack (``voids``: slot → suits, by ``suit_of``). Random among the consistent deals
    (roughly uniform); if the constraints cannot be met after ``tries``, they are relaxed rather than fail."""
    assert sum(sizes.values()) == len(pool), (dict(sizes), len(pool))
    slots = list(sizes)
    for attempt in range(tries + 1):
        strict = attempt < tries
        cards = list(pool)
        rng.shuffle(cards)
        room = dict(sizes)
        out: dict[K, list[Card]] = {s: [] for s in slots}

        # the most constrained cards first, so that the last cards are not left without a place
        cards.sort(key=lambda c: sum(1 for s in slots if suit_of(c) not in voids.get(s, ())))
        ok = True
        for c in cards:
            suit = suit_of(c)
            can = [s for s in slots if room[s] > 0 and not (strict and suit in voids.get(s, ()))]
            if not can:
                ok = False
                break
            pick = rng.choices(can, weights=[room[s] for s in can])[0]
            out[pick].append(c)
            room[pick] -= 1
        if ok:
            return {s: tuple(v) for s, v in out.items()}
    raise AssertionError("unreachable: the relaxed deal always succeeds")


def remove_cards(cards: Iterable[Card], gone: Iterable[Card]) -> list[Card]:
    """``cards`` without one copy of each of ``gone`` (two-deck games hold equal cards)."""
    rest = list(cards)
    for c in gone:
        if c in rest:
            rest.remove(c)
    return rest


# -- the hint, from the decision's one evaluation ---------------------------------------------------------
_UNITS = {"points": t("points"), "tricks": t("tricks")}


def unit_text(unit: str) -> str:
    """A game's unit in words ("points", "tricks"), in the learner's language."""
    return _UNITS.get(unit, unit)


def amount(x: float) -> str:
    """A cost or a gain as a learner reads it: whole above 10 ("about 12"), else to one place ("about 2.5")."""
    return f"{x:.0f}" if abs(x) >= 10 else f"{x:.1f}"


def gain_clause(ev: Evaluation, name: Callable[[Any], str]) -> str:
    """How the coach's choice compared with the next best, in plain words and the game's unit (empty when
    nothing was compared): "it clearly gains about 12 points over ♠3"."""
    other = ev.runner_up()
    if other is None:
        return ""
    c = ev.compare(ev.choice, other)
    if c.gap <= 0:  # the rule of thumb kept its place: the deals could not show anything clearly better
        return t("no other choice did clearly better")
    unit = unit_text(ev.sampler.unit)
    if c.sure == "clearly":
        return t("it clearly gains about {gap} {unit} over {other}", gap=amount(c.gap), unit=unit, other=name(other))
    if c.sure == "probably":
        return t("it probably gains about {gap} {unit} over {other}", gap=amount(c.gap), unit=unit,
                 other=name(other))
    return t("{other} would do about as well", other=name(other))


def join(main: str, clause: str) -> str:
    """``"main; clause"`` (translatable: a :class:`~tutor.i18n.Text` when either part is)."""
    return t("{main}; {clause}", main=main, clause=clause) if clause else main


def advise(ev: Evaluation, describe: Callable[[Any], str], name: Callable[[Any], str]) -> Hint:
    """The hint an evaluation gives: its choice, what it does, and how it compared with the next best."""
    best = ev.choice
    what = describe(best)
    if len(ev.candidates) == 1:
        return Hint(best, join(what, t("it is your only legal choice")), what=what)
    if ev.deals == 0:
        return Hint(best, join(what, t("the usual choice here")), what=what)
    scores = tuple(Scored(a, mean, n) for a, mean, n in ev.ranked())
    return Hint(best, join(what, gain_clause(ev, name)), scores, ev.deals, what)


def sampled_hint(sampler: Sampler, state: Any, *, describe: Callable[[Any], str], name: Callable[[Any], str],
                 deals: int | None = None, seconds: float | None = None, seed: int = 0) -> Hint:
    """A sampling coach's hint: :func:`~tutor.games.evaluation.evaluate` (the memo's, if this position was
    evaluated before), put in words by :func:`advise`."""
    if state.current_seat is None:
        raise ValueError("the hand is over: there is nothing to decide")
    return advise(evaluate(sampler, state, deals=deals, seed=seed, seconds=seconds), describe, name)


def sampling_bot(hint: Callable[..., Hint], seed: int | None, *, rounds: int) -> Bot:
    """The ``strong`` level of a sampling coach: its choice on ``rounds`` sampled deals per decision,
    repeatable with ``seed``."""
    def act(state: Any) -> Any:
        return hint(state, deals=rounds, seed=seed or 0).action

    return act


class TrickSpot(NamedTuple):
    """The trick on the table as the coach describes it."""

    plays: tuple[tuple[str, Card], ...]  # (seat, card) in order
    trump: str | None
    seat: str  # the seat to play
    partner: str | None  # its partner, if the game has partnerships
    last: bool  # the mover is the last to play to it
    own: str | None = None  # the other hand the mover plays too (bridge: declarer's and dummy's are one player's)


def trick_clause(spot: TrickSpot, card: Card, wins: Callable[[Sequence[Card]], int]) -> str:
    """What playing ``card`` does to the trick: win it, stay under a partner, duck, discard, trump.

    It promises a trick only to the last player ("win the trick"): before that, a card that beats the cards so far
    is said to be winning *for now*, since a player after it may still beat it. A card the mover played from their
    other hand (declarer and dummy) is "your own", never "your partner's"."""
    if not spot.plays:
        return t("lead {card}", card=card.symbol)
    cards = [c for _, c in spot.plays]
    led = cards[0].suit
    now = wins(cards)
    who, top = spot.plays[now]
    takes = wins(cards + [card]) == len(cards)
    if spot.own is not None and who == spot.own:
        if takes:
            return t("overtake {top} from your other hand with {card}", top=top.symbol, card=card.symbol)
        return t("play {card}: {top} from your other hand is already winning", card=card.symbol, top=top.symbol)
    if spot.partner is not None and who == spot.partner:
        if takes:
            return t("overtake your partner's {top} with {card}", top=top.symbol, card=card.symbol)
        return t("play {card}: your partner's {top} is already winning", card=card.symbol, top=top.symbol)
    if takes:
        if not spot.last:  # someone still plays after: no promise
            if card.suit != led and card.suit == spot.trump:
                return t("trump with {card}: it beats {top} for now, but a player after you may still beat it",
                         card=card.symbol, top=top.symbol)
            return t("play {card}: it beats {top} for now, but a player after you may still beat it",
                     card=card.symbol, top=top.symbol)
        if card.suit != led and card.suit == spot.trump:
            return t("trump in with {card} to win the trick: nobody plays after you", card=card.symbol)
        return t("win the trick with {card}: it beats {top} and nobody plays after you", card=card.symbol,
                 top=top.symbol)
    if card.suit != led:
        return t("discard {card}: you have no {suit}", card=card.symbol, suit=SUIT_SYMBOL.get(led or "", led))
    return t("play {card} under {top}: let {top} win this trick", card=card.symbol, top=top.symbol)


# -- the review after the hand ---------------------------------------------------------------------------
_SURE = {"clearly": t("clearly"), "probably": t("probably")}


class Mistake(NamedTuple):
    """A decision that cost against the coach's choice, beyond the sampling error: ``step`` is the
    decision's index among the steps reviewed, ``cost`` in the game's ``unit``, ``sure`` how sure
    (``"clearly"`` or ``"probably"``)."""

    step: int
    seat: str
    chosen: Any
    better: Any
    cost: float
    reason: str
    unit: str = "points"
    sure: str = "clearly"

    def cost_text(self) -> str:
        """"clearly cost about 12 points" in the learner's language."""
        if self.unit == "system":  # a call against the partnership's bidding system: nothing to count
            return t("broke the bidding system")
        return t("{sure} cost about {cost} {unit}", sure=_SURE.get(self.sure, self.sure), cost=amount(self.cost),
                 unit=unit_text(self.unit))

    def __str__(self) -> str:
        return str(t("step {step}: {chosen} {cost}; better {better}: {reason}", step=self.step + 1,
                     chosen=text(self.chosen), cost=self.cost_text(), better=text(self.better), reason=self.reason))


def coach_of(game: Any) -> Any:
    """The ``coach`` module of a game (a name or its ``GAME``), ``None`` for a game without a coach."""
    import importlib

    from . import GAMES

    name = game if isinstance(game, str) else game.name
    if name not in GAMES:
        return None
    module = importlib.import_module(GAMES[name])
    if getattr(module, "hint", None) is None:
        return None
    return importlib.import_module(GAMES[name] + ".coach")


def hint_for(game: Any) -> Callable[..., Hint] | None:
    """The ``hint`` function of a game (a name or its ``GAME``), ``None`` for a game without a coach."""
    coach = coach_of(game)
    return None if coach is None else coach.hint  # type: ignore[no-any-return]


def prefetch_for(game: Any, state: Any, earlier: Sequence[Any] = ()) -> None:
    """Start evaluating ``state``'s decision in the background (then the ``earlier`` ones not evaluated
    yet), if the game's coach samples deals: the hint and the review then find them ready."""
    coach = coach_of(game)
    sampler = getattr(coach, "SAMPLER", None)
    if isinstance(sampler, Sampler):
        prefetch(sampler, state, earlier=tuple(earlier))


def review(game: Any, steps: Sequence[tuple[Any, Any]], seat: str, *, deals: int | None = None,
           seconds: float | None = None, threshold: float | None = None, seed: int = 0) -> list[Mistake]:
    """Each decision of ``seat`` among ``steps`` (``(state before, action taken)``) that cost against the
    coach's choice: the same evaluation as the hint's (a hinted choice is never costly), a cost beyond the
    sampling error and at least ``threshold`` (the game's own smallest cost by default), with the better
    choice and the hint's reason."""
    coach = coach_of(game)
    if coach is None:
        return []
    sampler = getattr(coach, "SAMPLER", None)
    out: list[Mistake] = []
    for i, (state, action) in enumerate(steps):
        if state.current_seat != seat:
            continue
        if isinstance(sampler, Sampler):
            h = coach.hint(state, deals=deals, seconds=seconds, seed=seed)
            ev = evaluate(sampler, state, deals=deals, seed=seed, seconds=seconds)  # the hint's, from the memo
            c = ev.cost(action)
            if c is None or (threshold is not None and c.gap < threshold):
                continue
            out.append(Mistake(i, seat, action, h.action, c.gap, h.what or h.reason, sampler.unit, c.sure))
            continue
        judge = getattr(coach, "judge_call", None)  # a call is judged by the bidding system, not in points
        if judge is not None and getattr(state, "phase", None) == "auction":
            found = judge(state, action)
            if found is not None:
                out.append(Mistake(i, seat, action, found[0], 1.0, found[1], "system"))
            continue
        h = coach.hint(state, seconds=seconds if seconds is not None else 2.0)  # exact values (bridge's solver)
        if same_play(h.action) == same_play(action):
            continue
        best, mine = h.value(h.action), h.value(action)
        if best is None or mine is None or best - mine < (1.0 if threshold is None else threshold):
            continue
        out.append(Mistake(i, seat, action, h.action, best - mine, h.reason, getattr(coach, "UNIT", "points")))
    return out
