"""Fuzz every public entry point with hypothesis: whatever arrives, the answer is a value or a
``ParseError`` / ``IllegalAction`` whose message names the problem in a few lines: never another
exception, never a message thousands of characters long.

Entry points: ``Card.parse``, ``Card(...)``, ``parse_cards``, each game's ``new_hand`` (seeds and rules of
any kind), ``check`` / ``apply`` on states met in play, ``Rules.preset`` / ``.but``, and ``replay.load`` of
records whose actions are anything. Bounded so the file runs in a few seconds (``make test``).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tutor import replay
from tutor.cards import DECK_54, Card, parse_cards
from tutor.errors import IllegalAction, ParseError
from tutor.games import GAMES, get
from tutor.games.game import random_bot

GAME_NAMES = list(GAMES)
LONGEST_MESSAGE = 600  # characters: a message names the problem (and the choices), it never repeats a huge input
FAST = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: inputs people (and the issue) found: digits str.isdigit() takes and int() refuses, huge numbers, jokers
NASTY: list[Any] = ["²", "¹NT", "١", "٣S", "S²", "²♠", "9" * 5000, "1" * 5000 + "NT", "BJ",
                    "LJ", "大王", ["BJ"], "\x00", "\ud800", "", " ", "nil", "pass", "P", "X", "XX", "1e9", "NaN",
                    float("nan"), float("inf"), True, False, None, [], {}, [[[[]]]], {"seat": "N"}, "SA" * 3000,
                    ["SA"] * 200, ("play", "SA"), ("bid", 3), "7NT", "8NT", "0S", "13", "14", "-1", "0", 0, 13, 14]

# numbers of thousands of digits (built lazily: hypothesis cannot print them in a strategy's description)
huge = st.sampled_from([5000, 400, -5000]).map(lambda n: -(10**-n) if n < 0 else 10**n)
scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=10**20) | st.floats()
           | st.text(max_size=12) | st.sampled_from(NASTY) | huge)
json_ish = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                        | st.tuples(inner, inner)
                        | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=15)
card_texts = st.sampled_from([str(c) for c in DECK_54] + [c.symbol for c in DECK_54] + ["ht", "♥10", "10♥", "dT"])


def refused_cleanly(error: Exception) -> None:
    """The error contract: our errors only, with a short message that says something."""
    assert isinstance(error, ParseError | IllegalAction), f"{type(error).__name__}: {error}"
    text = str(error)
    assert text.strip(), "an empty message"
    assert len(text) <= LONGEST_MESSAGE, f"a message of {len(text)} characters: {text[:120]}…"
    assert "Traceback" not in text


def attempt(call: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return call(*args, **kwargs)
    except Exception as e:  # noqa: BLE001 - judged by refused_cleanly
        refused_cleanly(e)
        return None


# -- cards ----------------------------------------------------------------------------------------------
@FAST
@given(st.text(max_size=60) | json_ish)
def test_card_parse_gives_a_card_of_the_deck_or_a_parse_error(value: Any) -> None:
    card = attempt(Card.parse, value)
    assert card is None or card in DECK_54


@FAST
@given(card_texts)
def test_every_spelling_of_a_card_reads_back(text: str) -> None:
    card = Card.parse(text)
    assert Card.parse(str(card)) is card and eval(repr(card)) is card  # noqa: S307 - repr is Card.parse(...)


@FAST
@given(json_ish, json_ish)
def test_card_construction_gives_a_card_of_the_deck_or_refuses(suit: Any, rank: Any) -> None:
    card = attempt(Card, suit, rank)
    if card is not None:
        assert card in DECK_54 and str(card) and repr(card) and card.name


@FAST
@given(st.lists(card_texts | st.text(max_size=8) | st.sampled_from(NASTY[:8]), max_size=30).map(" ".join)
       | st.lists(card_texts | json_ish, max_size=8) | json_ish | st.text(max_size=80))
def test_parse_cards_gives_cards_or_a_parse_error(value: Any) -> None:
    cards = attempt(parse_cards, value)
    assert cards is None or all(c in DECK_54 for c in cards)


def test_parse_cards_refuses_huge_texts_quickly() -> None:
    for value in ("SA " * 1_000_000, ["SA"] * 1_000_000, None, 5, b"SA", {"SA": 1}):
        with pytest.raises(ParseError):
            parse_cards(value)  # type: ignore[arg-type]


# -- new hands, rules --------------------------------------------------------------------------------------
@FAST
@given(st.sampled_from(GAME_NAMES), json_ish | st.text(max_size=30), st.sampled_from([None, "other", "junk"]),
       json_ish)
def test_new_hand_takes_any_seed_and_refuses_rules_of_the_wrong_kind(game: str, seed: Any, which: str | None,
                                                                     junk: Any) -> None:
    other = get(GAME_NAMES[(GAME_NAMES.index(game) + 1) % len(GAME_NAMES)])
    rules = {None: None, "other": _rules(other.name), "junk": junk}[which]
    state = attempt(get(game).new_hand, seed=seed, rules=rules)
    if which == "other" or (which == "junk" and junk is not None):
        assert state is None, f"{game}: new_hand accepted rules {rules!r:.60}"
    elif isinstance(seed, int | float | str | bytes | type(None)):
        assert state is not None, f"{game}: new_hand refused the seed {seed!r:.60}"


@functools.cache
def _rules(game: str) -> Any:
    return type(get(game).new_hand(seed=0).rules)


@FAST
@given(st.sampled_from(GAME_NAMES), json_ish)
def test_rules_preset_gives_rules_or_a_parse_error(game: str, name: Any) -> None:
    attempt(_rules(game).preset, name)


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_NAMES), st.data())
def test_rules_but_then_a_few_moves_never_escape(game: str, data: st.DataObject) -> None:
    """A variant built with any value for any switch is refused, or plays: its first moves keep the contract."""
    rules_type = _rules(game)
    base = rules_type.preset()
    name = data.draw(st.sampled_from([f.name for f in dataclasses.fields(base)] + ["no_such_switch"]))
    default = getattr(base, name, None)
    near = (st.integers(-3, 30) if isinstance(default, int) and not isinstance(default, bool) else st.nothing())
    value = data.draw(near | json_ish)
    rules = attempt(base.but, **{name: value})
    if rules is None:
        return
    state = attempt(get(game).new_hand, seed=data.draw(st.integers(0, 50)), rules=rules)
    bot = random_bot(1)
    for _ in range(8):
        if state is None or state.is_terminal():
            break
        state = attempt(state.apply, bot(state))


#: A huge text deep inside a list (hypothesis found it: the size check on switch values looks three levels down,
#: and Gong Zhu's messages quoted the whole value, 5,095 characters).
DEEP_HUGE = [(None, (None, (None, "9" * 5000)))]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_huge_value_deep_in_a_switch_is_refused_with_a_short_message(game: str) -> None:
    base = _rules(game).preset()
    for f in dataclasses.fields(base):
        attempt(base.but, **{f.name: DEEP_HUGE})


# -- check and apply ---------------------------------------------------------------------------------------
@functools.cache
def states(game: str) -> tuple[Any, ...]:
    """States met in play: every phase of a couple of random hands (a few per hand)."""
    facade, found = get(game), []
    for seed in (0, 1):
        state, bot = facade.new_hand(seed=seed), random_bot(seed)
        path = [state]
        while not state.is_terminal() and len(path) < 400:
            state = state.apply(bot(state))
            path.append(state)
        rng = random.Random(seed)
        found += [path[0], path[-1]] + rng.sample(path, min(6, len(path)))
    return tuple(found)


def _contract(state: Any, action: Any) -> None:
    reason = state.check(action)
    assert reason is None or (isinstance(reason, str) and reason.strip()), f"check gave {reason!r}"
    if reason is not None:
        assert len(reason) <= LONGEST_MESSAGE, f"a reason of {len(reason)} characters: {reason[:120]}…"
    try:
        after = state.apply(action)
    except Exception as e:  # noqa: BLE001
        refused_cleanly(e)
        assert reason is not None, f"check allowed {action!r:.60} but apply refused it: {e}"
    else:
        assert reason is None, f"check refused {action!r:.60} ({reason}) but apply took it"
        assert after != state


@pytest.mark.parametrize("game", GAME_NAMES)
def test_check_and_apply_keep_the_contract_for_every_nasty_input_in_every_phase(game: str) -> None:
    """Every input the issue lists (superscript digits, 5,000-digit numbers and texts, jokers, ...) on every
    state met in play, deterministically (hypothesis below tries the rest)."""
    huge_numbers = [10**5000, -(10**400), ["1" + "0" * 5000], ("bid", 10**5000)]
    for state in states(game):
        for action in NASTY + huge_numbers:
            _contract(state, action)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_NAMES), st.integers(0, 15), json_ish | st.text(max_size=20))
def test_check_and_apply_keep_the_contract_for_anything(game: str, which: int, action: Any) -> None:
    found = states(game)
    _contract(found[which % len(found)], action)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_NAMES), st.integers(0, 15),
       st.lists(card_texts | st.sampled_from(NASTY[:12]), min_size=1, max_size=10))
def test_check_and_apply_keep_the_contract_for_lists_of_card_texts(game: str, which: int, texts: list[Any]) -> None:
    found = states(game)
    state = found[which % len(found)]
    _contract(state, texts)
    _contract(state, texts[0])


# -- replay.load ------------------------------------------------------------------------------------------
KEYS = ["play", "bid", "call", "sell", "level", "declare", "bury", "trump", "claim", "give", "look", "seat", "x"]
entries = st.dictionaries(st.sampled_from(KEYS), json_ish | st.sampled_from(["N", "E", "S", "W"]), max_size=3)


@functools.cache
def _record(game: str, seed: int) -> str:
    return replay.record(get(game).new_hand(seed=seed)).to_json()


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_NAMES), st.integers(0, 3), st.integers(0, 12), st.lists(entries | json_ish, max_size=4))
def test_replay_load_of_a_record_with_any_actions(game: str, seed: int, legal_first: int, junk: list[Any]) -> None:
    """Some legal actions (written by the game itself), then entries of any shape."""
    record = json.loads(_record(game, seed))
    facade = get(game)
    state, bot = facade.new_hand(seed=seed), random_bot(seed)
    actions = []
    for _ in range(legal_first):
        if state.is_terminal():
            break
        action = bot(state)
        actions.append(facade.action_to_json(state, action))
        state = state.apply(action)
    record["actions"] = actions + junk
    loaded = attempt(replay.load, record)
    if not junk:
        assert loaded is not None, f"{game}: a record of legal actions was refused"
