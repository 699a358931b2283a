"""Random complete hands per second through each game's public state API, with a peer engine's
figure (and the ratio) in the same run when one is installed.

    python benchmarks/playouts.py spades|gongzhu|bridge|wang27|basics|all [--seconds N]

A playout is ``GAME.new_hand(seed=i)`` (the game's facade, ``tutor.games.get(game)``), then
``legal_actions().choice(rng)`` applied until ``is_terminal()``, then ``result()`` (so the hand's
scoring is included). Where the peer plays a variant, ours plays the same one through a named rules
switch (``OUR_RULES``; the printed line says so): bridge without claims, as OpenSpiel's bridge has none.
Time is this process's CPU time by default (``--clock cpu``): on a busy machine other programs then
do not count against either engine; ``--clock wall`` measures elapsed time instead.
To add a peer for a game, write a function returning a zero-argument "play one random hand"
callable (or ``None`` when the peer is not installed) and list it in ``PEERS``.

A game with no peer (27 Wang) is measured against a yardstick instead (``YARDSTICKS``): OpenSpiel's
spades, interleaved in the same run, so a figure taken on one machine can be compared with a goal set on
another. The issue's goal for 27 Wang, 1,000 hands/s, was set where OpenSpiel spades played about 10,000
hands/s (the developers' guide): 0.10 of the yardstick.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable

from tutor.games import GAMES, get


def _bridge_without_claims() -> object:
    """Bridge's rules with the ``claims=False`` switch: OpenSpiel's bridge has no claims (every trick is
    played out), so ours plays the same game, with only calls and cards among the legal actions. (With
    claims on, a random claim would end the hand early, so the playout would have to redraw them.)"""
    return importlib.import_module("tutor.games.bridge").Rules.preset().but(claims=False)


#: Game → (what our side plays, when it is not the game's first preset; rules factory). Like for like with
#: the peer in ``PEERS``.
OUR_RULES: dict[str, tuple[str, Callable[[], object]]] = {
    "bridge": ("bridge without claims, as OpenSpiel's", _bridge_without_claims),
}


def ours(game: str) -> Callable[[], object] | None:
    """One random hand through our engine's public API (under ``OUR_RULES[game]`` where listed)."""
    facade = get(game)
    rng = random.Random(0)
    counter = iter(range(10**12))
    rules = OUR_RULES[game][1]() if game in OUR_RULES else None

    def play() -> object:
        st = facade.new_hand(seed=next(counter), rules=rules)
        while not st.is_terminal():
            st = st.apply(st.legal_actions().choice(rng))
        return st.result()

    return play


def openspiel(name: str) -> Callable[[], Callable[[], object] | None]:
    """A peer factory for an OpenSpiel game (deal by chance nodes, then random legal actions)."""

    def factory() -> Callable[[], object] | None:
        try:
            import pyspiel
        except ImportError:
            return None
        game = pyspiel.load_game(name)
        rng = random.Random(0)

        def play() -> object:
            s = game.new_initial_state()
            choice = rng.choice
            while not s.is_terminal():
                if s.is_chance_node():
                    s.apply_action(choice(s.chance_outcomes())[0])
                else:
                    s.apply_action(choice(s.legal_actions()))
            return s.returns()

        return play

    return factory


#: Game → (peer label, factory). Other engineers add their peers here.
PEERS: dict[str, tuple[str, Callable[[], Callable[[], object] | None]]] = {
    "spades": ("OpenSpiel spades", openspiel("spades")),
    "gongzhu": ("OpenSpiel hearts (for scale: a different game)", openspiel("hearts")),
    "bridge": ("OpenSpiel bridge (auction and play, no claims)", openspiel("bridge(use_double_dummy_result=false)")),
}


#: Game → (yardstick label, factory, goal as a fraction of the yardstick's rate) for a game with no peer.
YARDSTICKS: dict[str, tuple[str, Callable[[], Callable[[], object] | None], float]] = {
    "wang27": ("OpenSpiel spades", openspiel("spades"), 0.10),
}


CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


def rate(play: Callable[[], object], seconds: float, clock: Callable[[], float] = time.process_time
         ) -> tuple[float, int]:
    """Hands per second over about ``seconds`` of ``clock`` time (after one warm-up hand)."""
    play()
    n = 0
    start = clock()
    deadline = start + seconds
    while True:
        play()
        n += 1
        if n % 10 == 0 and clock() >= deadline:
            break
    return n / (clock() - start), n


def paired_rates(play: Callable[[], object], peer: Callable[[], object], seconds: float,
                 slice_s: float = 0.25, clock: Callable[[], float] = time.process_time
                 ) -> tuple[float, int, float, int]:
    """Both rates measured in alternating short slices, so a busy machine slows both alike."""
    play()
    peer()
    totals = {0: [0, 0.0], 1: [0, 0.0]}
    end = clock() + 2 * seconds
    while clock() < end:
        for k, f in ((0, play), (1, peer)):
            start = clock()
            stop = start + slice_s
            n = 0
            while True:
                f()
                n += 1
                if clock() >= stop:
                    break
            totals[k][0] += n
            totals[k][1] += clock() - start
    (n0, t0), (n1, t1) = totals[0], totals[1]
    return n0 / t0, n0, n1 / t1, n1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=(*GAMES, "all"))
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="cpu",
                        help="cpu: this process's CPU time (default); wall: elapsed time")
    args = parser.parse_args(argv)
    clock = CLOCKS[args.clock]
    print(f"clock: {args.clock} time")
    for game in GAMES if args.game == "all" else (args.game,):
        play = ours(game)
        label, factory = PEERS.get(game, ("", lambda: None))
        peer = factory()
        goal = None
        if peer is None and game in YARDSTICKS:
            label, factory, goal = YARDSTICKS[game]
            peer = factory()
        if peer is None:
            per_s, n = rate(play, args.seconds, clock)
        else:  # interleaved, so both figures see the same machine load
            per_s, n, peer_s, m = paired_rates(play, peer, args.seconds, clock=clock)
        what = f" ({OUR_RULES[game][0]})" if game in OUR_RULES else ""
        print(f"{game}: {per_s:,.0f} random hands/s through the public state API{what} ({n} hands)")
        if label and peer is None:
            print(f"{game}: peer {label} not installed (pip install -e '.[bench]')")
        elif goal is not None:
            print(f"{game}: yardstick {label}: {peer_s:,.0f} random hands/s ({m} hands, measured interleaved)")
            print(f"{game}: ours / yardstick = {per_s / peer_s:.3f} (goal {goal:.2f}: "
                  f"{goal * peer_s:,.0f} hands/s on this machine)")
        elif peer is not None:
            print(f"{game}: peer {label}: {peer_s:,.0f} random hands/s ({m} hands, measured interleaved)")
            print(f"{game}: ours / peer = {per_s / peer_s:.2f}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
