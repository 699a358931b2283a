"""The coach: hints are legal in every game and phase; the sampled deals keep what the player to move knows;
the review finds a planted blunder. The hint and the review as one evaluation: tests/test_coach_agrees.py."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest

from tutor.cards import Card
from tutor.games import bridge, get, gongzhu, spades, wang27
from tutor.games.coach import Hint, deal_unseen, hint_for, review
from tutor.seats import SEAT_INDEX, SEATS

GAMES = ("spades", "gongzhu", "bridge", "wang27")
PHASES = {"spades": {"bid", "play"}, "gongzhu": {"sell", "play"}, "bridge": {"auction", "play"},
          "wang27": {"declare", "bid", "bury", "play"}}


def positions(name: str, seeds: range, per_hand: int = 3) -> list[Any]:
    """Positions met along hands played by the normal bots: the first of each phase and a few random ones."""
    game = get(name)
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        bot = game.bot("normal", seed)
        st = game.new_hand(seed=seed)
        seen: set[str] = set()
        states = []
        while not st.is_terminal():
            states.append(st)
            if st.phase not in seen:
                seen.add(st.phase)
                out.append(st)
            st = st.apply(bot(st))
        out.extend(rng.sample(states, min(per_hand, len(states))))
    return out


@pytest.mark.parametrize("name", GAMES)
def test_hints_are_legal_in_every_phase(name: str) -> None:
    hint = hint_for(name)
    assert hint is not None
    seen = set()
    for st in positions(name, range(2 if name == "wang27" else 4)):
        h = hint(st, seconds=5.0) if name == "bridge" else hint(st, deals=3)
        assert isinstance(h, Hint)
        assert h.action in st.legal_actions(), (st.phase, h)
        assert isinstance(h.reason, str) and h.reason and "\n" not in h.reason
        seen.add(st.phase)
    assert PHASES[name] <= seen


@pytest.mark.parametrize("name", GAMES)
def test_each_package_exports_hint_and_a_strong_bot(name: str) -> None:
    pkg = {"spades": spades, "gongzhu": gongzhu, "bridge": bridge, "wang27": wang27}[name]
    assert "hint" in pkg.__all__ and "Hint" in pkg.__all__ and pkg.Hint is Hint
    assert {"beginner", "normal", "strong"} <= set(get(name).bot_levels)


def test_the_reason_speaks_of_the_position() -> None:
    # South is last to play to a trick its partner wins: the spades coach says so when it ducks
    st = spades.new_hand(seed=7)
    bot = get("spades").bot("normal", 7)
    while st.phase != "play" or not (len(st.trick) == 3 and st.current_seat == "S"):
        st = st.apply(bot(st))
        assert not st.is_terminal()
    h = spades.hint(st, deals=8)
    cards = [c.symbol for c in st.trick]
    assert h.action.symbol in h.reason
    assert any(c in h.reason for c in cards) or "lead" in h.reason or "discard" in h.reason


def test_deal_unseen_keeps_voids_and_counts() -> None:
    pool = [Card.parse(t) for t in "SA SK SQ SJ H2 H3 H4 D5 D6 C7 C8 C9".split()]
    rng = random.Random(3)
    for _ in range(50):
        dealt = deal_unseen(pool, {"E": 4, "N": 4, "W": 4}, {"E": frozenset("S"), "W": frozenset("H")},
                            lambda c: c.suit or "", rng)
        assert Counter(c for h in dealt.values() for c in h) == Counter(pool)
        assert all(len(h) == 4 for h in dealt.values())
        assert not any(c.suit == "S" for c in dealt["E"]) and not any(c.suit == "H" for c in dealt["W"])


@pytest.mark.parametrize("name", ["spades", "gongzhu", "wang27"])
def test_samples_keep_what_the_mover_knows(name: str) -> None:
    sample = {"spades": spades.coach.sample, "gongzhu": gongzhu.coach.sample, "wang27": wang27.coach.sample}[name]
    game = get(name)
    rng = random.Random(0)
    for st in positions(name, range(2), per_hand=4):
        seat = st.current_seat
        world = sample(st, seat, rng)
        hands, before = world.hands, st.hands
        # a Spades bidder who has not looked (blind nil still open) does not know its own cards either
        unseen = name == "spades" and st.phase == "bid" and not st.looked["NESW".index(seat)]
        assert unseen or hands[seat] == before[seat] or sorted(map(str, hands[seat])) == sorted(map(str, before[seat]))
        # every card still accounted for, each other hand the same size
        assert Counter(game.deck(world)) == Counter(game.deck(st))
        assert all(len(hands[s]) == len(before[s]) for s in SEATS)
        # the mover's choices are the same in the sampled deal (27 Wang's buries number in millions: a few)
        for action in itertools.islice(iter(st.legal_actions()), 60):
            assert action in world.legal_actions()
        if name == "gongzhu" and st.phase == "play":
            for c, level in st.sold.items():  # a card sold openly stays with its seller
                seller = st.seller(c)
                if level == "open" and seller and seller != seat and c in st.held[SEAT_INDEX[seller]]:
                    assert c in world.held[SEAT_INDEX[seller]]


def test_review_finds_a_planted_blunder() -> None:
    pytest.importorskip("endplay")
    # bridge, double dummy: South plays the coach's cards except once, where it throws away a trick. The first
    # deal from seed 4 on where South plays cards of its own (not dummy's: the robots' auction decides who
    # declares, and it follows the bidding system, which changes) and one of them matters.
    for seed in range(4, 40):
        st = bridge.new_hand(seed=seed)
        bot = get("bridge").bot("double_dummy", 4)
        steps: list[tuple[Any, Any]] = []
        planted = None
        while not st.is_terminal():
            action = bot(st)
            if planted is None and st.phase == "play" and st.hand_to_play == "S" and st.current_seat == "S":
                tricks = bridge.analysis.card_tricks(st)
                mine = bridge.analysis.best_cards(st)[0]
                worst = min(tricks, key=tricks.get) if st.declarer in "NS" else max(tricks, key=tricks.get)
                if tricks[worst] != tricks[mine]:
                    action, planted = worst, len(steps)
            steps.append((st, action))
            st = st.apply(action)
        if planted is not None:
            break
    assert planted is not None
    found = review("bridge", steps, "S", seconds=5.0)
    assert [m.step for m in found] == [planted]
    m = found[0]
    assert m.chosen == steps[planted][1] and m.better != m.chosen and m.cost >= 1 and m.reason


def test_unlooked_spades_bidder_does_not_know_its_cards() -> None:
    st = spades.new_hand(seed=3)
    seat = st.current_seat
    assert st.phase == "bid" and not st.looked[SEAT_INDEX[seat]]
    rng = random.Random(1)
    own = {tuple(sorted(map(str, spades.coach.sample(st, seat, rng).hands[seat]))) for _ in range(5)}
    assert len(own) > 1  # resampled: a blind-nil decision must not peek
    looked = st.apply("look")
    assert looked.current_seat == seat
    kept = {tuple(sorted(map(str, spades.coach.sample(looked, seat, rng).hands[seat]))) for _ in range(5)}
    assert kept == {tuple(sorted(map(str, st.hands[seat])))}


def test_wang27_sample_pins_a_twice_declared_card_once_per_copy() -> None:
    """Two decks: a declared card the player holds once (the other copy played) is pinned once."""
    rng = random.Random(0)
    bot, rand = get("wang27").bot("normal", 1), get("wang27").bot("random", 1)
    for seed in range(6):
        st = get("wang27").new_hand(seed=seed)
        while not st.is_terminal():
            if st.current_seat is not None:
                world = wang27.coach.sample(st, st.current_seat, rng)  # the counts must add up (it asserted)
                assert Counter(get("wang27").deck(world)) == Counter(get("wang27").deck(st))
            st = st.apply((rand if seed % 2 else bot)(st))


@pytest.mark.parametrize("name", GAMES)
def test_beginner_is_its_own_level_not_random(name: str) -> None:
    """``beginner`` follows simple fixed rules (the same choice each time), ``random`` does not."""
    game = get(name)
    st = game.new_hand(seed=7)
    normal = game.bot("normal", 0)
    differ = 0
    for _ in range(40):
        if st.is_terminal():
            break
        picks = {str(game.bot("beginner", s)(st)) for s in range(4)}
        randoms = {str(game.bot("random", s)(st)) for s in range(8)}
        assert len(picks) == 1 or st.phase == "play" and name == "wang27"
        differ += len(randoms) > 1
        st = st.apply(normal(st))
    assert differ > 0


def test_beginner_rules() -> None:
    """Spades: never nil, lowest card; Gong Zhu: never sells, lowest card; bridge: never bids, lowest card."""
    for seed in range(3):
        st = spades.new_hand(seed=seed)
        bot = get("spades").bot("beginner", seed)
        while not st.is_terminal():
            legal = [a for a in st.legal_actions() if isinstance(a, Card)]
            a = bot(st)
            if st.phase == "play":
                assert a.rank == min(c.rank for c in legal if (c.suit == "S") == (a.suit == "S"))
            st = st.apply(a)
        assert not {0, "nil", "blind"} & set(st.bid_list)
        g = gongzhu.new_hand(seed=seed)
        bot = get("gongzhu").bot("beginner", seed)
        while not g.is_terminal():
            a = bot(g)
            if g.phase == "sell":
                assert a.level == "none" or all(x.level != "none" for x in g.legal_actions() if x.card == a.card)
            else:
                assert a.rank == min(c.rank for c in g.legal_actions())
            g = g.apply(a)
        b = bridge.new_hand(seed=seed)
        bots = {s: get("bridge").bot("beginner" if s in "NS" else "normal", seed) for s in SEATS}
        while not b.is_terminal():
            a = bots[b.current_seat](b)
            if b.phase == "auction" and b.current_seat in "NS":
                assert a.kind == "pass"
            elif b.phase == "play" and b.current_seat in "NS":
                assert a.rank == min(c.rank for c in b.legal_actions() if isinstance(c, Card))
            b = b.apply(a)
