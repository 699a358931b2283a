"""The Game/State contract, checked the same way for every registered game (docs/architecture.md).

A new game gets all of this by adding one line to ``tutor.games.GAMES``: random playouts to the end
with every card accounted for at every step; ``check``, ``apply`` and ``in legal_actions()`` agreeing on
every legal action and on probes (every card, every labelled choice, junk); ``apply`` leaving the old
state equal to a deep snapshot; states as hashable values; records that load back to the same
summary; views that render; bots of every level that never act illegally.
"""

from __future__ import annotations

import copy
import itertools
import os
import random
from collections import Counter
from typing import Any

import pytest

from tutor import replay
from tutor.cards import Card
from tutor.errors import IllegalAction, ParseError, TutorError
from tutor.games import GAMES, Game, LegalActions, get
from tutor.render import table_svg

# hands per game for the random playouts; 27 Wang's hands are long (two decks, a kitty, an auction)
HANDS = {"wang27": 6, "bridge": 12}
PROBED_HANDS = 2  # of which this many are probed at every step (every card of the deck, choices, junk)
#: `make check` (TT_CHECK=1) runs every check of this file on a sample: one hand where a sweep plays several,
#: the probes at every third step, the first bot level. `make unit` and `make test` run it all.
SAMPLE = os.environ.get("TT_CHECK") == "1"


def _hands(n: int) -> int:
    return 1 if SAMPLE else n
JUNK: list[Any] = [None, "", "zz", 10**6, -1, [], {}, ("play",), object()]


#: rooms played by rules of their own, checked like a game: ``game:preset`` (Gong Zhu's 对家 and 二副)
ROOMS = ["gongzhu:partnership", "gongzhu:two_decks"]


def _games() -> list[str]:
    return list(GAMES) + ROOMS


def _get(name: str) -> Game[Any, Any]:
    """The facade of a game, or of a room: the game dealing its preset by default."""
    game, _, preset = name.partition(":")
    facade = get(game)
    return facade.with_rules(facade.new_hand(seed=0).rules.preset(preset)) if preset else facade  # type: ignore[attr-defined]


def _long(name: str) -> bool:
    """Two decks make long hands: fewer of them are played."""
    return name in ("wang27", "gongzhu:two_decks")


def _cards(places: Any) -> Counter[Card]:
    return Counter(c for cards in places.values() for c in cards)


def _playout(game: Game[Any, Any], seed: int, choose: Any) -> tuple[Any, list[Any], Any]:
    """A whole hand: (initial state, actions, final state), checking the invariants at every step."""
    st = game.new_hand(seed=seed)
    first = st
    deck = Counter(game.deck(st))
    actions: list[Any] = []
    for _ in range(5_000):
        assert _cards(game.card_places(st)) == deck, f"{game.name}: cards lost or duplicated at step {len(actions)}"
        if st.is_terminal():
            return first, actions, st
        assert st.result() is None, f"{game.name}: result() before the end must be None"
        legal = st.legal_actions()
        assert isinstance(legal, LegalActions)
        assert legal, f"{game.name}: a live state with no legal action ({st.phase})"
        action = choose(st)
        assert action in legal and st.check(action) is None, f"{game.name}: chosen action {action!r} refused"
        snapshot = copy.deepcopy(st)
        after = st.apply(action)
        assert st == snapshot, f"{game.name}: apply changed the state it was called on"
        assert after is not st
        actions.append(action)
        st = after
    raise AssertionError(f"{game.name}: the hand did not end")


@pytest.mark.parametrize("name", _games())
def test_random_playouts_account_for_every_card_and_end_scored(name: str) -> None:
    game = _get(name)
    rng = random.Random(f"conformance-{name}")
    for seed in range(_hands(HANDS.get(name, 40))):
        _, actions, final = _playout(game, seed, lambda st: st.legal_actions().choice(rng))
        assert final.is_terminal() and final.result() is not None
        assert not final.legal_actions() and len(final.legal_actions()) == 0
        assert final.current_seat is None or final.is_terminal()
        assert game.summary(final), f"{name}: empty summary"


@pytest.mark.parametrize("name", _games())
def test_states_are_immutable_hashable_values(name: str) -> None:
    game = _get(name)
    st = game.new_hand(seed=3)
    rng = random.Random(3)
    for _ in range(30):
        if st.is_terminal():
            break
        assert isinstance(st, tuple), f"{name}: a State is a typing.NamedTuple (one way to be immutable)"
        hash(st)  # every field holds an immutable value
        assert copy.deepcopy(st) == st and hash(copy.deepcopy(st)) == hash(st)
        with pytest.raises(AttributeError):
            st.phase = "cheat"  # type: ignore[misc]
        st = st.apply(st.legal_actions().choice(rng))


def _probes(game: Game[Any, Any], st: Any) -> list[Any]:
    unique = sorted(set(game.deck(st)), key=str)
    out: list[Any] = []
    for card in unique:
        try:
            out.append(game.card_action(st, [card]))
        except TutorError:
            pass
    out += [action for _, action in game.choices(st)]
    out += list(itertools.islice(st.legal_actions(), 200))
    return out + JUNK


@pytest.mark.parametrize("name", _games())
def test_check_apply_and_membership_agree_on_legal_and_probe_actions(name: str) -> None:
    game = _get(name)
    rng = random.Random(f"probe-{name}")
    for seed in range(_hands(PROBED_HANDS)):
        st = game.new_hand(seed=100 + seed)
        for step in itertools.count():
            if st.is_terminal():
                break
            legal = st.legal_actions()
            listed: set[Any] | None = None  # the listing as a set, made once a step (a burial lists millions)
            for probe in _probes(game, st) if not SAMPLE or step % 3 == 0 else ():
                reason = st.check(probe)
                assert (probe in legal) == (reason is None), f"{name}: `in` and check disagree on {probe!r}"
                try:
                    st.apply(probe)
                except IllegalAction as e:
                    assert reason is not None, f"{name}: apply refused {probe!r} that check accepts: {e}"
                    assert e.reason and isinstance(e.reason, str)
                    if listed is None:
                        listed = set(itertools.islice(legal, 5_000))
                    for alt in itertools.islice(e.legal, 20):
                        assert alt in legal, f"{name}: IllegalAction.legal offers {alt!r}, which is not legal"
                        # the very actions the view lists (same type), not another spelling of them
                        assert len(listed) == 5_000 or alt in listed, f"{name}: {alt!r} is not a listed action"
                except ParseError as e:
                    assert reason is not None, f"{name}: apply could not read {probe!r} that check accepts: {e}"
                else:
                    assert reason is None, f"{name}: apply accepted {probe!r} that check refuses: {reason}"
            st = st.apply(legal.choice(rng))


@pytest.mark.parametrize("name", _games())
def test_legal_view_iterates_distinct_actions_and_counts_them(name: str) -> None:
    game = _get(name)
    rng = random.Random(f"view-{name}")
    st = game.new_hand(seed=5)
    while not st.is_terminal():
        legal = st.legal_actions()
        listed = list(itertools.islice(legal, 5_000))
        if len(listed) < 5_000:
            assert len(listed) == len(set(listed)) == len(legal), f"{name}: duplicates, or len disagrees"
        st = st.apply(legal.choice(rng))


@pytest.mark.parametrize("name", _games())
def test_records_load_back_to_the_same_summary(name: str) -> None:
    game = _get(name)
    rng = random.Random(f"record-{name}")
    for seed in range(_hands(3)):
        first, actions, final = _playout(game, seed, lambda st: st.legal_actions().choice(rng))
        rp = replay.record(first, actions)
        again = replay.load(rp.to_json())
        assert len(again) == len(actions)
        assert again.summary() == rp.summary() == game.summary(final)
        assert again.final == final


@pytest.mark.parametrize("name", _games())
def test_views_render_at_every_step(name: str) -> None:
    game = _get(name)
    rng = random.Random(f"render-{name}")
    st = game.new_hand(seed=9)
    while True:
        svg = table_svg(st.view())
        assert svg.startswith("<svg") or "<svg" in svg
        if st.is_terminal():
            break
        st = st.apply(st.legal_actions().choice(rng))
    assert isinstance(game.score_sheets(st), dict)


@pytest.mark.parametrize("name", _games())
def test_bots_of_every_level_never_act_illegally(name: str) -> None:
    game = _get(name)
    with pytest.raises(ParseError, match="choose one of"):
        game.bot("grandmaster")
    levels = game.bot_levels[:1] if SAMPLE else game.bot_levels
    if name == "gongzhu:two_decks":  # the coach's sampled 26-card hands take minutes a hand: its strong level
        levels = levels[:2]          # is checked on single decisions in tests/gongzhu/test_gongzhu_two_decks.py
    for level in levels:
        # the strongest level searches every decision (most of this test's time): one hand of it, three of the others
        strongest = level == game.bot_levels[-1]
        for seed in range(_hands(1 if _long(name) or strongest else 3)):
            bots = {s: game.bot(level, seed * 4 + i) for i, s in enumerate("NESW")}

            def choose(st: Any, bots: Any = bots) -> Any:
                seat = st.current_seat
                return bots[seat](st) if seat is not None else bots["N"](st)

            _playout(game, 1_000 + seed, choose)


@pytest.mark.parametrize("name", _games())
def test_the_facade_describes_the_game(name: str) -> None:
    game = _get(name)
    assert game.name == name.partition(":")[0] and game.title
    assert get(game) is game
    st = game.new_hand(seed=1)
    assert set(game.visible_seats(st, "S")) >= {"S"}
    if name in ROOMS:  # partnership rooms name their sides from the state's rules
        teams = game.partnership(st)  # type: ignore[attr-defined]
        assert teams == {"NS": ("N", "S"), "EW": ("E", "W")} and set(game.team_tricks(st)) == {"NS", "EW"}
    elif game.teams is not None:
        assert sorted(s for seats in game.teams.values() for s in seats) == sorted("NESW")
        assert {game.team_of(s) for s in "NESW"} == set(game.teams)
    else:
        assert game.team_tricks(st) == {} and game.team_of("N") is None
