"""Hypothesis properties: seeded deals partition the deck; random legal hands are well formed."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tutor.cards import DECK_52, DECK_108, deal
from tutor.games import basics
from tutor.games.basics import Rules

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@given(seeds)
def test_a_deal_partitions_the_52_card_deck(seed):
    hands, rest = deal(seed)
    cards = [c for h in hands.values() for c in h] + rest
    assert Counter(cards) == Counter(DECK_52)
    assert all(len(h) == 13 for h in hands.values())


@given(seeds)
def test_a_108_card_deal_partitions_both_decks(seed):
    hands, kitty = deal(seed, size=25, deck_size=108)
    assert Counter([c for h in hands.values() for c in h] + kitty) == Counter(DECK_108)
    assert len(kitty) == 8


@settings(max_examples=examples(150), deadline=None)
@given(seeds, st.randoms(use_true_random=False), st.sampled_from(["whist", "notrump"]))
def test_random_legal_whist_hands(seed, rng, preset):
    state = basics.new_hand(seed=seed, rules=Rules.preset(preset))
    played = []
    while not state.is_terminal():
        card = state.legal_actions().choice(rng)
        played.append(card)
        state = state.apply(card)
    assert len(state.done) == 13
    assert Counter(played) == Counter(DECK_52)
    assert sum(state.tricks_won().values()) == 13 == sum(state.result().values())
    assert all(len(h) == 0 for h in state.hands.values())
