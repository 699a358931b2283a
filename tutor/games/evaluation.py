"""One evaluation of a decision, shared by the hint and the review, so that they can never disagree.

A sampling coach (Spades, Gong Zhu, 27 Wang) describes its game once in a :class:`Sampler`: how to deal the
cards the player to move cannot see, what a finished hand is worth to the mover's side, the rule-of-thumb
choice and the candidates worth comparing. :func:`evaluate` then plays every candidate out on the **same**
sampled deals (common random numbers), a fixed number of them (not a deadline: the answer does not depend
on the machine's speed), drawn from a seed that is a digest of the position itself. The same position gives
the same evaluation in any process; :data:`MEMO` keeps the evaluations made, so the review after the hand
reuses the hint's (or the one made in the background while the learner was thinking, :func:`prefetch`).

A choice is *costly* only when it is worse than the coach's on those same deals by more than the sampling
error: :meth:`Evaluation.compare` pairs the two choices deal by deal and says how sure the difference is.

>>> pick = Sampler("toy", "points", deals=6, min_cost=1.0, sample=lambda st, seat, rng: _Toy(rng.random()),
...                utility=lambda end, seat: end.value, rollout=lambda seed: None, default=lambda st: 0,
...                options=lambda st, first, rng: [0, 1, 2])
>>> ev = evaluate(pick, _Toy(0.0))
>>> ev.choice, ev.deals, ev.compare(2, 0).sure  # 2 beats 0 by 2 on every deal: clearly
(2, 6, 'clearly')
>>> evaluate(pick, _Toy(0.0)) is ev  # the same position: the same evaluation, from the memo
True
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import random
import statistics
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, NamedTuple

from ..cards import Card

Bot = Callable[[Any], Any]

#: how sure a difference over the same deals is, in standard errors of the mean paired difference
CLEARLY, PROBABLY = 3.0, 2.0


@dataclasses.dataclass(frozen=True)
class Sampler:
    """What :func:`evaluate` needs to know about a game (see the module's docstring)."""

    game: str
    unit: str  # the game's own unit of the values ("points")
    deals: int  # sampled deals per decision
    min_cost: float  # a smaller difference is never called a cost, however sure
    sample: Callable[[Any, str, random.Random], Any]  # a deal consistent with what the seat knows
    utility: Callable[[Any, str], float]  # a finished hand's value for the seat's side
    rollout: Callable[[int], Bot]  # a seeded bot that plays every seat out
    default: Callable[[Any], Any]  # the rule of thumb's choice (kept unless clearly beaten)
    options: Callable[[Any, Any, random.Random], list[Any]]  # the candidates (state, default, rng)
    keep_z: float = 1.0  # the default stays unless the best beats it by this many standard errors
    prune_at: int = 8  # every this many deals, candidates clearly worse than the leader stop being played
    keep: int = 0  # at each such check, at most this many candidates besides the default go on (0: all)


def same_play(action: Any) -> Hashable:
    """The play an action makes, whatever the order of its cards: ``(♠J ♠5)`` and ``(♠5 ♠J)`` are one play.

    >>> same_play((Card.parse("SJ"), Card.parse("S5"))) == same_play((Card.parse("S5"), Card.parse("SJ")))
    True
    """
    value = getattr(action, "value", None)
    kind = getattr(action, "kind", None)
    if isinstance(kind, str) and isinstance(value, tuple) and value and all(isinstance(c, Card) for c in value):
        return (kind, tuple(sorted(str(c) for c in value)))
    if isinstance(action, tuple) and action and all(isinstance(c, Card) for c in action):
        return tuple(sorted(str(c) for c in action))
    return action


def _stable(x: Any, out: list[str], depth: int = 0) -> None:
    """A text of ``x`` that is the same in every process (sets sorted; no ids, no salted hashes)."""
    if depth > 40:
        out.append("…")
    elif x is None or isinstance(x, (bool, int, float, str)):
        out.append(repr(x))
    elif isinstance(x, Card):
        out.append(str(x))
    elif isinstance(x, (tuple, list)):
        out.append("(")
        for v in x:
            _stable(v, out, depth + 1)
            out.append(",")
        out.append(")")
    elif isinstance(x, (set, frozenset)):
        parts = []
        for v in x:
            sub: list[str] = []
            _stable(v, sub, depth + 1)
            parts.append("".join(sub))
        out.append("{" + ",".join(sorted(parts)) + "}")
    elif isinstance(x, dict):
        out.append("{")
        for k in sorted(x, key=repr):
            out.append(repr(k) + ":")
            _stable(x[k], out, depth + 1)
            out.append(",")
        out.append("}")
    elif dataclasses.is_dataclass(x):
        out.append(type(x).__name__)
        _stable(tuple(getattr(x, f.name) for f in dataclasses.fields(x)), out, depth + 1)
    else:
        slots = [s for k in type(x).__mro__ for s in getattr(k, "__slots__", ()) if hasattr(x, s)]
        fields = getattr(x, "__dict__", None)
        out.append(type(x).__name__)
        if slots or fields:
            _stable(tuple(getattr(x, s) for s in slots), out, depth + 1)
            _stable(fields or {}, out, depth + 1)
        else:
            out.append(repr(x))


def state_seed(state: Any, seed: int = 0) -> int:
    """The seed of ``state``'s sampled deals: a digest of the position (the same in every process).

    >>> state_seed((1, "S", frozenset("HD"))) == state_seed((1, "S", frozenset("DH")))
    True
    """
    out: list[str] = [str(seed), ":"]
    _stable(state, out)
    return int.from_bytes(hashlib.blake2b("".join(out).encode(), digest_size=8).digest(), "big")


def playout(state: Any, bot: Bot, limit: int = 4000) -> Any:
    """``state`` played to the end by ``bot``."""
    for _ in range(limit):
        if state.is_terminal():
            return state
        state = state.apply(bot(state))
    raise RuntimeError("a playout did not end")


class Compared(NamedTuple):
    """How much better one choice did than another over the same deals (``gap``, in the game's unit, the
    mean of the paired differences), in standard errors (``z``), over ``n`` deals."""

    gap: float
    z: float
    n: int
    se: float = math.inf  # the standard error of ``gap`` (infinite with fewer than two deals)

    @property
    def sure(self) -> str:
        """``"clearly"``, ``"probably"`` or ``""`` (within the sampling error)."""
        if self.gap > 0 and self.z >= CLEARLY:
            return "clearly"
        if self.gap > 0 and self.z >= PROBABLY:
            return "probably"
        return ""


def paired(better: list[float], worse: list[float]) -> Compared:
    """:class:`Compared` from two choices' values on the same deals (in order)."""
    n = min(len(better), len(worse))
    if n == 0:
        return Compared(0.0, 0.0, 0)
    diffs = [better[k] - worse[k] for k in range(n)]
    gap = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
    if se == 0:
        z = math.inf if gap > 0 else (-math.inf if gap < 0 else 0.0)
    else:
        z = gap / se
    return Compared(gap, z, n, se)


class Evaluation:
    """Every candidate of one decision played out on the same sampled deals (see the module's docstring).
    ``choice`` is the coach's choice; ``deals`` how many deals every remaining candidate was played on."""

    def __init__(self, sampler: Sampler, state: Any, *, deals: int, seed: int = 0,
                 seconds: float | None = None) -> None:
        seat = state.current_seat
        if seat is None:
            raise ValueError("the hand is over: there is nothing to decide")
        self.sampler, self.state, self.seat = sampler, state, seat
        self.base = state_seed(state, seed)
        self._lock = threading.Lock()
        self._worlds: list[Any] = []
        self.default = sampler.default(state)
        legal = state.legal_actions()
        listed: list[Any] = []
        seen: set[Hashable] = set()
        for a in [self.default, *sampler.options(state, self.default, random.Random(self.base))]:
            key = same_play(a)
            if key not in seen and a in legal:
                seen.add(key)
                listed.append(a)
        self.candidates = listed
        self.values: dict[Hashable, list[float]] = {same_play(a): [] for a in listed}
        self.target = deals
        self.deals = 0
        self.active = list(listed)  # the candidates still played after pruning
        if len(listed) > 1:
            self._run(deals, seconds)
        self.choice = self._choose()

    # -- the deals -----------------------------------------------------------------------------
    def world(self, k: int) -> Any:
        """Sampled deal number ``k`` (the same for every candidate, and every time it is asked)."""
        while len(self._worlds) <= k:
            rng = random.Random(self.base * 1009 + len(self._worlds))
            self._worlds.append(self.sampler.sample(self.state, self.seat, rng))
        return self._worlds[k]

    def _value(self, action: Any, k: int) -> float:
        # a fresh rollout bot per deal, seeded by the deal: every candidate meets the same replies' dice
        end = playout(self.world(k).apply(action), self.sampler.rollout((self.base + k) % (1 << 31)))
        return float(self.sampler.utility(end, self.seat))

    def _run(self, deals: int, seconds: float | None) -> None:
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        active = list(self.candidates)
        every = max(1, self.sampler.prune_at)
        for k in range(deals):
            if k and time.perf_counter() >= deadline:  # a cap only: the deals done so far are the evaluation
                break
            for a in active:
                self.values[same_play(a)].append(self._value(a, k))
            self.deals = k + 1
            if self.deals % every == 0 and self.deals < deals:
                active = self._prune(active)
                if self._settled(active):
                    break
        self.active = active

    def _prune(self, active: list[Any]) -> list[Any]:
        """Drop the candidates that are clearly worse than the leader (their values so far are kept), and
        beyond the sampler's ``keep`` the lowest means; the rule of thumb always goes on."""
        mean = {same_play(a): statistics.fmean(self.values[same_play(a)]) for a in active}
        lead = max(active, key=lambda a: mean[same_play(a)])
        top = self.values[same_play(lead)]
        kept = [a for a in active if a == lead or a == self.default
                or paired(top, self.values[same_play(a)]).sure != "clearly"]
        if self.sampler.keep:
            others = sorted((a for a in kept if a != self.default), key=lambda a: -mean[same_play(a)])
            best = others[:self.sampler.keep]
            kept = [a for a in kept if a == self.default or a in best]
        return kept

    def _settled(self, active: list[Any]) -> bool:
        """Whether more deals could no longer change the answer the learner reads: one candidate left, or
        every candidate left within the game's smallest cost of the leader with three standard errors to
        spare (such differences are never called costs), or the leader clearly ahead of all the others."""
        if len(active) <= 1:
            return True
        lead = max(active, key=lambda a: statistics.fmean(self.values[same_play(a)]))
        top = self.values[same_play(lead)]
        close = clear = True
        for a in active:
            if a == lead:
                continue
            c = paired(top, self.values[same_play(a)])
            close = close and c.gap + CLEARLY * c.se < self.sampler.min_cost
            clear = clear and c.sure == "clearly" and c.gap >= self.sampler.min_cost
        return close or clear

    def _choose(self) -> Any:
        if self.deals == 0:
            return self.default if self.default in self.candidates else self.candidates[0]
        full = [a for a in self.candidates if len(self.values[same_play(a)]) == self.deals]
        best = max(full, key=lambda a: statistics.fmean(self.values[same_play(a)]))  # ties: the default first
        if self.default in full and best != self.default:
            c = self.compare(best, self.default)
            if c.z < self.sampler.keep_z:  # a few lucky deals should not overrule a sound rule of thumb
                return self.default
        return best

    # -- questions -----------------------------------------------------------------------------
    def mean(self, action: Any) -> float:
        """``action``'s average value over the evaluation's deals (played out now if it was not)."""
        return statistics.fmean(self.extend(action)) if self.deals else 0.0

    def extend(self, action: Any) -> list[float]:
        """``action``'s values on the evaluation's deals, playing it out on the ones it missed (the review's
        learner's choice may be none of the candidates: it meets the very same deals)."""
        key = same_play(action)
        with self._lock:
            got = self.values.setdefault(key, [])
            for k in range(len(got), self.deals):
                got.append(self._value(action, k))
            return got[:self.deals]

    def compare(self, better: Any, worse: Any) -> Compared:
        """How much ``better`` did better than ``worse`` on the same deals."""
        return paired(self.extend(better), self.extend(worse))

    def cost(self, action: Any) -> Compared | None:
        """What ``action`` costs against the coach's choice, if that is beyond the sampling error and at
        least the game's ``min_cost``; ``None`` for the coach's own play (in any order) or a fair one."""
        if same_play(action) == same_play(self.choice) or self.deals == 0:
            return None
        c = self.compare(self.choice, action)
        return c if c.sure and c.gap >= self.sampler.min_cost else None

    def runner_up(self) -> Any | None:
        """The best other candidate played on every deal (``None`` if there is none)."""
        others = [a for a in self.candidates if same_play(a) != same_play(self.choice)
                  and len(self.values[same_play(a)]) >= self.deals]
        if not others or not self.deals:
            return None
        return max(others, key=lambda a: statistics.fmean(self.values[same_play(a)]))

    def ranked(self) -> list[tuple[Any, float, int]]:
        """``(candidate, mean, deals)``, the coach's choice first, then by mean (candidates played)."""
        out = [(a, statistics.fmean(v), len(v)) for a in self.candidates if (v := self.values[same_play(a)])]
        out.sort(key=lambda r: (same_play(r[0]) != same_play(self.choice), -r[1]))
        return out


# -- the memo: one evaluation per position ------------------------------------------------------------
class Memo:
    """The evaluations made, by position (least recently used dropped beyond ``size``). Thread-safe: a
    position being evaluated (say in the background) is waited for, never evaluated twice at once."""

    def __init__(self, size: int = 512) -> None:
        self.size = size
        self._done: OrderedDict[Hashable, Evaluation] = OrderedDict()
        self._pending: dict[Hashable, threading.Event] = {}
        self._lock = threading.Lock()

    def get(self, key: Hashable, make: Callable[[], Evaluation]) -> Evaluation:
        while True:
            with self._lock:
                if key in self._done:
                    self._done.move_to_end(key)
                    return self._done[key]
                waiting = self._pending.get(key)
                if waiting is None:
                    self._pending[key] = threading.Event()
            if waiting is None:
                break
            waiting.wait()  # made elsewhere: use it (or, if that failed, make it here)
        try:
            ev = make()
            with self._lock:
                self._done[key] = ev
                while len(self._done) > self.size:
                    self._done.popitem(last=False)
            return ev
        finally:
            with self._lock:
                self._pending.pop(key).set()

    def peek(self, key: Hashable) -> Evaluation | None:
        with self._lock:
            return self._done.get(key)

    def clear(self) -> None:
        with self._lock:
            self._done.clear()

    def __len__(self) -> int:
        return len(self._done)


MEMO = Memo()


def _key(sampler: Sampler, state: Any, deals: int, seed: int) -> Hashable:
    return (sampler.game, state, deals, seed)


def evaluate(sampler: Sampler, state: Any, *, deals: int | None = None, seed: int = 0,
             seconds: float | None = None) -> Evaluation:
    """The evaluation of ``state``'s decision over ``deals`` sampled deals (the sampler's own number by
    default), from the memo when it was made before. ``seconds`` only caps a first evaluation on a slow
    machine; what it found is then the evaluation of that position for the hint and the review alike."""
    n = sampler.deals if deals is None else deals
    return MEMO.get(_key(sampler, state, n, seed), lambda: Evaluation(sampler, state, deals=n, seed=seed,
                                                                      seconds=seconds))


class _Background:
    """One daemon thread evaluating the positions the learner is thinking about: the newest request
    replaces the one before (its positions not yet evaluated are dropped)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._wanted: list[tuple[Sampler, Any, int | None]] = []
        self._busy = False
        self._thread: threading.Thread | None = None

    def ask(self, jobs: list[tuple[Sampler, Any, int | None]]) -> None:
        with self._lock:
            self._wanted = list(jobs)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="coach-prefetch", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _work(self) -> None:
        while True:
            with self._lock:
                while not self._wanted:
                    self._busy = False
                    self._lock.notify_all()
                    self._lock.wait()
                sampler, state, deals = self._wanted.pop(0)
                self._busy = True
            try:
                evaluate(sampler, state, deals=deals)
            except Exception:  # noqa: BLE001 - a guess ahead of time; the hint or the review asks again and says why
                pass

    def settle(self, timeout: float | None = None) -> bool:
        """Wait until nothing is asked or being evaluated (``False`` if ``timeout`` came first)."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._wanted and not self._busy, timeout)


_BACKGROUND = _Background()


def prefetch(sampler: Sampler, state: Any, *, deals: int | None = None, earlier: tuple[Any, ...] = ()) -> None:
    """Evaluate ``state`` in the background, then the ``earlier`` positions not evaluated yet (a play-along
    passes its learner's past decisions, so the review finds them ready); a newer request replaces this."""
    n = sampler.deals if deals is None else deals
    jobs = [(sampler, st, deals) for st in (state, *earlier)
            if st.current_seat is not None and not st.is_terminal() and MEMO.peek(_key(sampler, st, n, 0)) is None]
    if jobs:
        _BACKGROUND.ask(jobs)


def settle(timeout: float | None = None) -> bool:
    """Wait for the background evaluation (benchmarks and tests that play "at a learner's pace")."""
    return _BACKGROUND.settle(timeout)


class _Toy(NamedTuple):
    """A one-step game for the doctests: an action's value is its number plus the deal's noise."""

    noise: float
    value: float = 0.0
    done: bool = False
    current_seat: str | None = "S"

    def is_terminal(self) -> bool:
        return self.done

    def legal_actions(self) -> list[int]:
        return [0, 1, 2]

    def apply(self, action: int) -> _Toy:
        return _Toy(self.noise, action + (self.noise if action == 1 else 0.0) * 4 - 2 * (action == 1), True, None)
