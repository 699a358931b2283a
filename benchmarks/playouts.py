"""Random complete hands per second (and microseconds per action) through each game's public state API,
side by side with a peer engine driven its fastest documented way, all interleaved in one run.

    python benchmarks/playouts.py spades|gongzhu|bridge|wang27|basics|all [--seconds N] [--clock cpu|wall]

Ours: a playout is ``GAME.new_hand(seed=i)`` (the game's facade, ``tutor.games.get(game)``), then
``legal_actions().choice(rng)`` applied until ``is_terminal()``, then ``result()`` (so the hand's scoring
is included). Where the peer plays a variant, ours plays the same one through a named rules switch
(``OUR_RULES``; the table says so): bridge without claims, as OpenSpiel's bridge has none.

The peer (OpenSpiel) is driven as a user drives it when speed matters: the deck is shuffled once
(``random.shuffle`` of the 52 card ids, the work ``new_hand`` does on our side) and each chance node is
answered with ``apply_action(card)``, not by choosing among ``chance_outcomes()`` (which builds a list of
(action, probability) pairs at each of the 52 dealing steps and roughly halves OpenSpiel's rate); hearts'
first chance node, the passing direction, is answered with ``apply_action(randrange(4))``. Then
``apply_action(choice(legal_actions()))`` until ``is_terminal()``, then ``returns()``.

Every driver (ours and the peers) runs in turn in short slices, round robin, for ``--seconds`` each in all,
so a busy machine slows all of them alike. Time is this process's CPU time by default (``--clock cpu``):
other programs then do not count against either engine; ``--clock wall`` measures elapsed time.
"µs/action" is the driver's time divided by the players' actions it applied (bids, calls, passes, sales
and cards; never chance nodes): the cost of one step of a playout, dealing and scoring included.

A game with no peer (27 Wang) is measured against a yardstick instead (``YARDSTICKS``): OpenSpiel's
spades, in the same run, so a figure taken on one machine can be compared with a goal set on another.
The goals (``GOALS``) are the issue's: Spades, bridge and Gong Zhu (against hearts) at least 1.0 of their
peer; 27 Wang at least 0.10 of OpenSpiel spades.
To add a peer for a game, write a function returning a zero-argument "play one random hand and return
the number of players' actions" callable (or ``None`` when the peer is not installed) and list it in
``PEERS``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable

from tutor.games import GAMES, get

Play = Callable[[], int]  # plays one random hand, returns how many players' actions it applied


def _bridge_without_claims() -> object:
    """Bridge's rules with the ``claims=False`` switch: OpenSpiel's bridge has no claims (every trick is
    played out), so ours plays the same game, with only calls and cards among the legal actions. (With
    claims on, a random claim would end the hand early, so the playout would have to redraw them.)"""
    return importlib.import_module("tutor.games.bridge").Rules.preset().but(claims=False)


#: Game → (what our side plays, when it is not the game's first preset; rules factory). Like for like with
#: the peer in ``PEERS``.
OUR_RULES: dict[str, tuple[str, Callable[[], object]]] = {
    "bridge": ("no claims, as OpenSpiel's", _bridge_without_claims),
}


def ours(game: str) -> Play:
    """One random hand through our engine's public API (under ``OUR_RULES[game]`` where listed)."""
    facade = get(game)
    rng = random.Random(0)
    counter = iter(range(10**12))
    rules = OUR_RULES[game][1]() if game in OUR_RULES else None

    def play() -> int:
        st = facade.new_hand(seed=next(counter), rules=rules)
        n = 0
        while not st.is_terminal():
            st = st.apply(st.legal_actions().choice(rng))
            n += 1
        st.result()
        return n

    return play


def openspiel(name: str, *, pass_direction: bool = False) -> Callable[[], Play | None]:
    """A peer factory for an OpenSpiel card game dealt from a shuffled deck (``pass_direction``: the
    game's first chance node picks one of four passing directions before the deal, as hearts' does)."""

    def factory() -> Play | None:
        try:
            import pyspiel
        except ImportError:
            return None
        game = pyspiel.load_game(name)
        rng = random.Random(0)
        choice, shuffle, randrange = rng.choice, rng.shuffle, rng.randrange
        deck = list(range(52))

        def play() -> int:
            s = game.new_initial_state()
            apply = s.apply_action
            if pass_direction:
                apply(randrange(4))
            shuffle(deck)
            for card in deck:
                apply(card)
            n = 0
            legal, terminal = s.legal_actions, s.is_terminal
            while not terminal():
                apply(choice(legal()))
                n += 1
            s.returns()
            return n

        return play

    return factory


#: Game → (peer label, factory).
PEERS: dict[str, tuple[str, Callable[[], Play | None]]] = {
    "spades": ("OpenSpiel spades", openspiel("spades")),
    "gongzhu": ("OpenSpiel hearts (for scale: a different game)", openspiel("hearts", pass_direction=True)),
    "bridge": ("OpenSpiel bridge (no claims)", openspiel("bridge(use_double_dummy_result=false)")),
}

#: Game → (yardstick label, factory) for a game with no peer.
YARDSTICKS: dict[str, tuple[str, Callable[[], Play | None]]] = {
    "wang27": ("OpenSpiel spades", openspiel("spades")),
}

#: Game → goal, as a fraction of its peer's (or yardstick's) rate in the same run.
GOALS: dict[str, float] = {"spades": 1.0, "bridge": 1.0, "gongzhu": 1.0, "wang27": 0.10}

CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


class Tally:
    """One driver's hands, players' actions and time, summed over its slices."""

    __slots__ = ("hands", "actions", "seconds")

    def __init__(self) -> None:
        self.hands = self.actions = 0
        self.seconds = 0.0

    @property
    def per_s(self) -> float:
        return self.hands / self.seconds

    @property
    def us_per_action(self) -> float:
        return 1e6 * self.seconds / self.actions


def round_robin(drivers: dict[str, Play], seconds: float, slice_s: float = 0.2,
                clock: Callable[[], float] = time.process_time) -> dict[str, Tally]:
    """Every driver in turn, ``slice_s`` at a time, until each has had about ``seconds`` (after one
    warm-up hand each)."""
    for play in drivers.values():
        play()
    tallies = {key: Tally() for key in drivers}
    rounds = max(1, round(seconds / slice_s))
    for _ in range(rounds):
        for key, play in drivers.items():
            tally = tallies[key]
            start = clock()
            stop = start + slice_s
            hands = actions = 0
            while True:
                actions += play()
                hands += 1
                if clock() >= stop:
                    break
            tally.seconds += clock() - start
            tally.hands += hands
            tally.actions += actions
    return tallies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=(*GAMES, "all"))
    parser.add_argument("--seconds", type=float, default=3.0, help="time per driver (default 3)")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="cpu",
                        help="cpu: this process's CPU time (default); wall: elapsed time")
    args = parser.parse_args(argv)
    games = GAMES if args.game == "all" else (args.game,)
    drivers: dict[str, Play] = {}
    against: dict[str, tuple[str, str | None]] = {}  # game → (peer label, peer driver key or None)
    for game in games:
        drivers[game] = ours(game)
        label, factory = PEERS.get(game) or YARDSTICKS.get(game) or ("", lambda: None)
        key = None
        if label:
            key = "peer: " + label
            if key not in drivers:
                peer = factory()
                if peer is None:
                    key = None
                else:
                    drivers[key] = peer
        against[game] = (label, key)
    tallies = round_robin(drivers, args.seconds, clock=CLOCKS[args.clock])
    print(f"clock: {args.clock} time; every driver interleaved in {args.seconds:g} s slices of 0.2 s")
    print(f"{'game':8} {'ours hands/s':>12} {'µs/action':>9}   {'peer':48} {'hands/s':>8} {'µs/action':>9}"
          f" {'ratio':>6} {'goal':>5}")
    for game in games:
        mine = tallies[game]
        label, key = against[game]
        what = f"{game}{' (' + OUR_RULES[game][0] + ')' if game in OUR_RULES else ''}"
        print(f"{game:8} {mine.per_s:12,.0f} {mine.us_per_action:9.2f}", end="")
        if key is None:
            print(f"   {(label + ' not installed' if label else 'no peer'):48}")
            continue
        theirs = tallies[key]
        goal = GOALS.get(game)
        print(f"   {label:48} {theirs.per_s:8,.0f} {theirs.us_per_action:9.2f} {mine.per_s / theirs.per_s:6.3f}"
              f" {'' if goal is None else f'{goal:5.2f}'}")
        if game in OUR_RULES:
            print(f"{'':8} (ours: {what})")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
