"""The coach's shared machinery: :class:`Hint`, dealing the unseen cards consistently with what the player
to move knows, and a time-bounded search that plays each sampled deal out with the normal bots.

A game's own ``coach`` module says what is unseen (its :class:`Unseen`), what a finished hand is worth to
the mover's side (``utility``) and how to put the choice in words; :func:`search` does the rest.

>>> pool = [Card.parse(t) for t in "SA SK H2 H3".split()]
>>> dealt = deal_unseen(pool, {"E": 2, "W": 2}, {"E": frozenset("S")}, lambda c: c.suit, random.Random(1))
>>> sorted(str(c) for c in dealt["E"])
['H2', 'H3']
"""

from __future__ import annotations

import itertools
import math
import random
import statistics
import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

from ..cards import SUIT_SYMBOL, Card
from ..i18n import domain

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

    def value(self, action: Any) -> float | None:
        """The average the search found for ``action`` (``None`` if it was not compared)."""
        for s in self.scores:
            if s.action == action:
                return s.mean
        return None

    def __str__(self) -> str:
        return str(t("{action}: {reason}", action=text(self.action), reason=self.reason))


_KINDS = {"declare": t("declare"), "bid": t("bid"), "trump": t("name trumps"), "bury": t("bury"), "play": t("play")}
_LEVELS = {"hidden": t("face down"), "open": t("face up")}


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
    return symbol if isinstance(symbol, str) else str(action)


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


# -- the search -----------------------------------------------------------------------------------------
@dataclass
class Problem:
    """What :func:`search` needs from a game for one decision."""

    state: Any
    seat: str
    candidates: list[Any]
    sample: Callable[[random.Random], Any]  # a deal consistent with what ``seat`` knows (same decision)
    utility: Callable[[Any], float]  # a finished hand's value for ``seat``'s side
    rollout: Bot  # plays any seat in the playouts
    stats: dict[str, Any] = field(default_factory=dict)


class _OutOfTime(Exception):
    pass


def playout(state: Any, bot: Bot, deadline: float = math.inf, limit: int = 2000) -> Any:
    """``state`` played to the end by ``bot``; gives up (``_OutOfTime``) once ``deadline`` has passed."""
    for i in range(limit):
        if state.is_terminal():
            return state
        if i % 8 == 7 and time.perf_counter() > deadline:
            raise _OutOfTime
        state = state.apply(bot(state))
    raise RuntimeError("a playout did not end")


def search(p: Problem, *, seconds: float, rounds: int | None = None, seed: int = 0, default: Any = None,
           z: float = 0.0) -> tuple[list[Scored], int]:
    """Average each candidate's value over sampled deals, every candidate on the same deals, until
    ``seconds`` are spent (or ``rounds`` deals are played). Best first, except that with ``z`` > 0 the
    ``default`` action (the normal bot's) stays first unless the best beats it on the same deals by ``z``
    standard errors: few deals are noisy, and noise should not overrule a sound rule of thumb."""
    rng = random.Random(seed)
    deadline = time.perf_counter() + seconds
    n = len(p.candidates)
    values: list[list[float]] = [[] for _ in range(n)]
    # a hint stops playouts at its deadline; the strong bot (``rounds``) finishes its deals
    cutoff = deadline if rounds is None else math.inf
    deals = 0
    while rounds is None or deals < rounds:
        if time.perf_counter() >= deadline:
            break
        world = p.sample(rng)
        got: list[float] = []
        for action in p.candidates:
            if rounds is None and got and time.perf_counter() >= deadline:
                break
            try:
                got.append(p.utility(playout(world.apply(action), p.rollout, cutoff)))
            except _OutOfTime:
                break
        if not got or (len(got) < n and deals):  # an unfinished deal would compare on different deals
            break
        for i, v in enumerate(got):
            values[i].append(v)
        deals += 1
    scored = [Scored(a, statistics.fmean(values[i]), len(values[i])) for i, a in enumerate(p.candidates)
              if values[i]]
    scored.sort(key=lambda s: -s.mean)
    if z > 0 and scored and default in p.candidates and scored[0].action != default:
        d, b = p.candidates.index(default), p.candidates.index(scored[0].action)
        diffs = [x - y for x, y in zip(values[b], values[d], strict=False)]
        clear = len(diffs) >= 2 and statistics.fmean(diffs) > z * statistics.stdev(diffs) / math.sqrt(len(diffs))
        if not clear and values[d]:
            scored.sort(key=lambda s: (s.action != default, -s.mean))
    return scored, deals


def candidates(state: Any, bot_action: Any, rng: random.Random, limit: int = 14) -> list[Any]:
    """The legal actions to compare: all of them when few, else the normal bot's choice and a random few
    (27 Wang's buries and throws number in the thousands)."""
    legal = state.legal_actions()
    listed = list(itertools.islice(iter(legal), limit + 1))
    if len(listed) <= limit:
        return listed
    out = [bot_action]
    for _ in range(limit * 4):
        if len(out) >= limit:
            break
        a = legal.choice(rng)
        if a not in out:
            out.append(a)
    return out


# -- words ----------------------------------------------------------------------------------------------
_UNITS = {"points": t("points"), "tricks": t("tricks")}


def compare_clause(scores: Sequence[Scored], deals: int, unit: str = "points",
                   name: Callable[[Any], str] = text) -> str:
    """'over 40 sample deals it averaged 12 points more than ♠3' (empty when nothing was compared)."""
    best = scores[0] if scores else None
    alts = [s for s in scores[1:] if best is not None and s.n == best.n]
    if best is None or not alts or deals == 0:
        return ""
    alt = alts[0]
    gap = best.mean - alt.mean
    if gap < -0.05:  # the rule of thumb kept its place: the deals could not show anything clearly better
        return tn("in {n} sample deal no other choice did clearly better",
                  "in {n} sample deals no other choice did clearly better", best.n, n=best.n)
    if abs(gap) < 0.05:
        return tn("in {n} sample deal it did as well as {other}", "in {n} sample deals it did as well as {other}",
                  best.n, n=best.n, other=name(alt.action))
    return tn("in {n} sample deal it averaged {gap} {unit} more than {other}",
              "in {n} sample deals it averaged {gap} {unit} more than {other}", best.n, n=best.n, gap=f"{gap:.1f}",
              unit=_UNITS.get(unit, unit), other=name(alt.action))


def join(main: str, clause: str) -> str:
    """``"main; clause"`` (translatable: a :class:`~tutor.i18n.Text` when either part is)."""
    return t("{main}; {clause}", main=main, clause=clause) if clause else main


def decide(problem: Problem, first: Any, describe: Callable[[Any], str], name: Callable[[Any], str], *,
           seconds: float, rounds: int | None, seed: int, **options: Any) -> Hint:
    """The end every sampling coach shares: search ``problem``'s candidates, then say why the best
    beat the next (``first``, the normal bot's choice, when there was no time even for one deal)."""
    if len(problem.candidates) == 1:
        only = problem.candidates[0]
        return Hint(only, join(describe(only), t("it is your only legal choice")))
    scores, deals = search(problem, seconds=seconds, rounds=rounds, seed=seed, **options)
    if not scores:
        return Hint(first, join(describe(first), t("the usual choice here")))
    best = scores[0].action
    return Hint(best, join(describe(best), compare_clause(scores, deals, name=name)), tuple(scores), deals)


def sampled_hint(state: Any, *, bot: Bot, rollout: Bot, sample: Callable[[Any, str, random.Random], Any],
                 utility: Callable[[Any, str], float], describe: Callable[[Any], str], name: Callable[[Any], str],
                 limit: int = 14, seconds: float, rounds: int | None, seed: int, include: tuple[Any, ...] = (),
                 **options: Any) -> Hint:
    """A sampling coach's hint: ``bot``'s choice and a few other candidates (plus ``include``, as the
    review adds the learner's choice), each played out by ``rollout`` on deals ``sample`` draws for the
    seat to move, scored by ``utility``; :func:`decide` says why the best won."""
    seat = state.current_seat
    if seat is None:
        raise ValueError("the hand is over: there is nothing to decide")
    first = bot(state)
    cands = candidates(state, first, random.Random(seed), limit=limit)
    cands += [a for a in include if a not in cands and a in state.legal_actions()]
    problem = Problem(state, seat, cands, lambda r: sample(state, seat, r), lambda end: utility(end, seat), rollout)
    return decide(problem, first, describe, name, seconds=seconds, rounds=rounds, seed=seed, **options)


def sampling_bot(hint: Callable[..., Hint], seed: int | None, *, rounds: int, seconds: float) -> Bot:
    """The ``strong`` level of a sampling coach: its choice on ``rounds`` sampled deals, repeatable with
    ``seed`` (each decision draws its own seed from it)."""
    counter = [0]

    def act(state: Any) -> Any:
        counter[0] += 1
        return hint(state, seconds=seconds, seed=(seed or 0) * 1000 + counter[0], rounds=rounds).action

    return act


class TrickSpot(NamedTuple):
    """The trick on the table as the coach describes it."""

    plays: tuple[tuple[str, Card], ...]  # (seat, card) in order
    trump: str | None
    seat: str  # the seat to play
    partner: str | None  # its partner, if the game has partnerships
    last: bool  # the mover is the last to play to it


def trick_clause(spot: TrickSpot, card: Card, wins: Callable[[Sequence[Card]], int]) -> str:
    """What playing ``card`` does to the trick: win it, stay under a partner, duck, discard, trump."""
    if not spot.plays:
        return t("lead {card}", card=card.symbol)
    cards = [c for _, c in spot.plays]
    led = cards[0].suit
    now = wins(cards)
    who, top = spot.plays[now]
    takes = wins(cards + [card]) == len(cards)
    if spot.partner is not None and who == spot.partner:
        if takes:
            return t("overtake your partner's {top} with {card}", top=top.symbol, card=card.symbol)
        return t("play {card}: your partner's {top} is already winning", card=card.symbol, top=top.symbol)
    if takes:
        if card.suit != led and card.suit == spot.trump:
            return t("trump in with {card} to beat {top}", card=card.symbol, top=top.symbol)
        if spot.last:
            return t("win the trick with {card}: it beats {top} and nobody plays after you", card=card.symbol,
                     top=top.symbol)
        return t("win the trick with {card}: it beats {top}", card=card.symbol, top=top.symbol)
    if card.suit != led:
        return t("discard {card}: you have no {suit}", card=card.symbol, suit=SUIT_SYMBOL.get(led or "", led))
    return t("play {card} under {top}: let {top} win this trick", card=card.symbol, top=top.symbol)


# -- the review after the hand ---------------------------------------------------------------------------
class Mistake(NamedTuple):
    """A decision that cost points against the coach's choice: ``step`` is the action's index in the hand."""

    step: int
    seat: str
    chosen: Any
    better: Any
    cost: float
    reason: str

    def __str__(self) -> str:
        return str(t("step {step}: {chosen} cost {cost}; better {better}: {reason}", step=self.step + 1,
                     chosen=text(self.chosen), cost=f"{self.cost:.1f}", better=text(self.better), reason=self.reason))


def hint_for(game: Any) -> Callable[..., Hint] | None:
    """The ``hint`` function of a game (a name or its ``GAME``), ``None`` for a game without a coach."""
    import importlib

    from . import GAMES

    name = game if isinstance(game, str) else game.name
    if name not in GAMES:
        return None
    fn: Callable[..., Hint] | None = getattr(importlib.import_module(GAMES[name]), "hint", None)
    return fn


def review(game: Any, steps: Sequence[tuple[Any, Any]], seat: str, *, seconds: float = 0.5,
           threshold: float = 0.5, seed: int = 0) -> list[Mistake]:
    """Each decision of ``seat`` among ``steps`` (``(state before, action taken)``) that the coach scores at
    least ``threshold`` worse than its own choice, with the cost, the better choice and its reason."""
    hint = hint_for(game)
    if hint is None:
        return []
    out: list[Mistake] = []
    for i, (state, action) in enumerate(steps):
        if state.current_seat != seat:
            continue
        h = hint(state, seconds=seconds, seed=seed + i, include=(action,))
        if h.action == action:
            continue
        best, mine = h.value(h.action), h.value(action)
        if best is None or mine is None or best - mine < threshold:
            continue
        out.append(Mistake(i, seat, action, h.action, best - mine, h.reason))
    return out
