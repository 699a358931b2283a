"""Cards: every accepted spelling, canonical text, bad text, decks and deals."""

from collections import Counter

import pytest

from tutor.cards import (
    BIG_JOKER,
    DECK_52,
    DECK_108,
    LITTLE_JOKER,
    Card,
    deal,
    deck,
    display_key,
    format_cards,
    parse_cards,
    shuffled,
    sort_cards,
)
from tutor.errors import ParseError


@pytest.mark.parametrize("text", ["H10", "h10", "HT", "ht", "♥10", "10♥", "♡10", "10H", " H10 "])
def test_every_spelling_of_the_ten_of_hearts(text):
    card = Card.parse(text)
    assert card == Card("H", 10)
    assert str(card) == "H10"
    assert card.symbol == "♥10"
    assert card.name == "ten of hearts"


@pytest.mark.parametrize("text, canonical", [("SA", "SA"), ("sa", "SA"), ("♠A", "SA"), ("A♠", "SA"),
                                             ("DT", "D10"), ("C2", "C2"), ("SJ", "SJ"), ("dq", "DQ")])
def test_canonical_text(text, canonical):
    assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("text, rank", [("BJ", BIG_JOKER), ("大王", BIG_JOKER), ("bj", BIG_JOKER),
                                        ("LJ", LITTLE_JOKER), ("小王", LITTLE_JOKER), ("little joker", LITTLE_JOKER)])
def test_jokers(text, rank):
    card = Card.parse(text)
    assert card.is_joker and card.suit is None and card.rank == rank
    assert str(card) == ("BJ" if rank == BIG_JOKER else "LJ")


def test_jack_of_spades_is_not_a_joker():
    assert Card.parse("SJ") == Card("S", 11) and not Card.parse("SJ").is_joker


def test_round_trip_of_every_card_in_two_decks():
    for card in DECK_108:
        assert Card.parse(str(card)) == card
        assert Card.parse(card.symbol) == card


@pytest.mark.parametrize("text, message", [
    ("S1", '"S1" is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2'),
    ("H11", '"H11" is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2'),
    ("X5", '"X5" is not a card: it must start with a suit S H D C (or ♠ ♥ ♦ ♣), or be a joker BJ / LJ'),
    ("", "'' is not a card: the text is empty"),
    ("♥", '"♥" is not a card: rank must be A K Q J 10 9 8 7 6 5 4 3 2'),
])
def test_bad_text_names_the_problem(text, message):
    with pytest.raises(ParseError) as e:
        Card.parse(text)
    assert str(e.value) == message


def test_non_text_is_refused():
    with pytest.raises(ParseError, match="is not a card"):
        Card.parse(12)  # type: ignore[arg-type]


def test_parse_error_is_a_value_error():
    with pytest.raises(ValueError):
        Card.parse("ZZ")


def test_parse_cards_reads_spaces_and_commas():
    assert [str(c) for c in parse_cards("SA SK, ♥10,,  LJ")] == ["SA", "SK", "H10", "LJ"]
    assert parse_cards(["SA", Card("H", 2)]) == [Card("S", 14), Card("H", 2)]
    assert parse_cards("") == []
    with pytest.raises(ParseError, match='"Q9" is not a card'):
        parse_cards("SA Q9")


def test_format_cards():
    cards = parse_cards("SA H10 BJ")
    assert format_cards(cards) == "♠A ♥10 大王"
    assert format_cards(cards, symbols=False) == "SA H10 BJ"


def test_cards_are_immutable_values():
    card = Card.parse("SA")
    with pytest.raises(AttributeError):
        card.rank = 3  # type: ignore[misc]
    assert {Card.parse("SA"), Card.parse("♠A")} == {card}
    assert repr(card) == "Card.parse('SA')"


def test_decks():
    assert len(deck(52)) == 52 and len(set(deck(52))) == 52
    assert len(deck(54)) == 54
    two = deck(108)
    assert len(two) == 108 and set(Counter(two).values()) == {2}
    assert sum(c.is_joker for c in two) == 4
    with pytest.raises(ParseError, match="no 53-card deck"):
        deck(53)


def test_seeded_shuffle_is_repeatable_and_a_permutation():
    a, b = shuffled(DECK_52, 3), shuffled(DECK_52, 3)
    assert a == b and sorted(a) == sorted(DECK_52)
    assert shuffled(DECK_52, 4) != a


@pytest.mark.parametrize("cards", [DECK_52, DECK_52 + DECK_52[:2], DECK_108, DECK_52[:1], (), DECK_108 * 3])
def test_seeded_shuffle_is_the_standard_library_shuffle(cards):
    """Every recorded and lesson deal depends on the seed's permutation: the inlined shuffle gives exactly
    ``random.Random(seed).shuffle``'s, for number, text and bytes seeds and any deck size."""
    import random

    for seed in [*range(300), 2**70 + 5, -7, 1.5, "board 3", b"\x00\xff"]:
        expected = list(cards)
        random.Random(seed).shuffle(expected)
        assert shuffled(cards, seed) == expected, seed


def test_deal_sizes_and_kitty():
    hands, rest = deal(1)
    assert {s: len(h) for s, h in hands.items()} == {"N": 13, "E": 13, "S": 13, "W": 13} and rest == []
    hands, kitty = deal(1, size=25, deck_size=108)
    assert all(len(h) == 25 for h in hands.values()) and len(kitty) == 8
    with pytest.raises(ParseError, match="cannot deal 4 hands of 14"):
        deal(1, size=14)


def test_display_order():
    cards = parse_cards("C2 HA S3 D9 BJ LJ SK")
    assert format_cards(sort_cards(cards, "spades")) == "大王 小王 ♠K ♠3 ♥A ♣2 ♦9"
    assert format_cards(sort_cards(cards, "bridge")) == "大王 小王 ♠K ♠3 ♥A ♦9 ♣2"
    assert format_cards(sorted(cards, key=display_key("SHCD", trump="D"))) == "大王 小王 ♦9 ♠K ♠3 ♥A ♣2"


def test_colours():
    assert Card.parse("H2").is_red and Card.parse("D2").is_red and Card.parse("BJ").is_red
    assert not Card.parse("S2").is_red and not Card.parse("C2").is_red and not Card.parse("LJ").is_red
