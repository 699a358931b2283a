"""The single-card trick core: following, winners and their reasons, narration."""

import pytest

from tutor.cards import Card, parse_cards
from tutor.tricks import Trick, follow_reason, legal_follows, narrate_play, winning_index


def trick(leader, texts, trump=None):
    return Trick.played(leader, texts, trump=trump)


def test_discards_never_win():  # rule book SP18
    t = trick("N", "C2 D3 HA DK", trump="S")
    assert t.winner() == "N"
    assert t.winner_reason() == ("North wins with ♣2: nobody else played clubs "
                                 "(♦3 ♥A ♦K are discards, and discards never win)")


def test_a_trump_beats_the_suit_led():  # rule book SP19
    t = trick("N", "H4 HK S2 HA", trump="S")
    assert t.winner() == "S"
    assert "spades are trumps and ♠2 is the only trump played" in t.winner_reason()


def test_highest_trump_wins():
    t = trick("W", "H4 S3 HK S9", trump="S")
    assert t.winner() == "S" and "♠9 is the highest trump played" in t.winner_reason()


def test_no_trump_highest_of_suit_led():
    t = trick("E", "D5 D9 S2 DA")
    assert t.winner() == "N"
    assert t.winner_reason().startswith("North wins with ♦A: the highest diamond, the suit led")


def test_trump_led_is_just_the_highest_of_the_suit_led():
    t = trick("N", "S5 SK H2 S3", trump="S")
    assert t.winner() == "E" and "the highest spade, the suit led" in t.winner_reason()


def test_winning_index_without_trump_ignores_other_suits():
    assert winning_index(parse_cards("H2 SA CA H3"), None) == 3
    assert winning_index(parse_cards("H2 SA CA H3"), "C") == 2


@pytest.mark.parametrize("hand, led, card, reason", [
    ("H7 C2", "H", "C2", "you must follow ♥ because you hold ♥7"),
    ("H7 H9 C2", "H", "C2", "you must follow ♥ because you hold ♥7"),
    ("H7 C2", "H", "H7", None),
    ("D7 C2", "H", "C2", None),
    ("H7 C2", None, "C2", None),
    ("H7 C2", "H", "SA", "you do not hold ♠A"),
])
def test_follow_reason(hand, led, card, reason):
    assert follow_reason(parse_cards(hand), led, Card.parse(card)) == reason


def test_legal_follows():
    hand = parse_cards("H7 H9 C2")
    assert legal_follows(hand, "H") == parse_cards("H7 H9")
    assert legal_follows(hand, "D") == hand
    assert legal_follows(hand, None) == hand


def test_narration():
    t = trick("N", "H4", trump="S")
    assert narrate_play("E", Card.parse("H7"), t, parse_cards("H7 H8")) == "East plays ♥7: must follow hearts"
    assert narrate_play("E", Card.parse("H7"), t, parse_cards("H7 C8")) == (
        "East plays ♥7: the only card of that suit")
    assert narrate_play("E", Card.parse("S2"), t, parse_cards("S2 C8")) == "East trumps with ♠2: no hearts left"
    assert narrate_play("E", Card.parse("C8"), t, parse_cards("S2 C8")) == "East discards ♣8: no hearts left"
    assert narrate_play("N", Card.parse("C8"), Trick("N"), parse_cards("C8")) == "North leads ♣8"


def test_trick_is_immutable():
    t = Trick("N")
    t2 = t.add("N", Card.parse("SA"))
    assert len(t) == 0 and len(t2) == 1 and t2.led_suit == "S"


def test_follow_reason_names_dummy_as_the_holder():
    hand = parse_cards("H7 H9 C2")
    assert follow_reason(hand, "H", Card.parse("C2"), holder="dummy") == "you must follow ♥ because dummy holds ♥7"
    assert follow_reason(hand, "H", Card.parse("D2"), holder="dummy") == "dummy does not hold ♦2"
    assert follow_reason(hand, "H", Card.parse("D2")) == "you do not hold ♦2"
    assert follow_reason(hand, "H", Card.parse("H9"), holder="dummy") is None


def test_a_game_may_name_the_suits_and_the_player_its_own_way():
    names = {"S": "SPADES", "H": "HEARTS", "D": "DIAMONDS", "C": "CLUBS"}
    singular = {"S": "SPADE", "H": "HEART", "D": "DIAMOND", "C": "CLUB"}
    t = Trick("N", trump="S")
    for seat, card in [("N", "H4"), ("E", "HK"), ("S", "S2"), ("W", "H5")]:
        t = t.add(seat, Card.parse(card))
    assert t.winner_reason(suit_names=names) == ("South wins with ♠2: SPADES are trumps and ♠2 is the only trump "
                                                 "played")
    t = Trick("N").add("N", Card.parse("H4")).add("E", Card.parse("HK"))
    assert t.winner_reason(suit_names=names, suit_singular=singular) == (
        "East wins with ♥K: the highest HEART, the suit led")
    assert narrate_play("E", Card.parse("C8"), Trick("N").add("N", Card.parse("H4")), parse_cards("C8"),
                        who="North (dummy)", suit_names=names) == "North (dummy) discards ♣8: no HEARTS left"


def test_winner_is_the_winning_index_of_every_trick():
    """``Trick.winner`` walks the plays itself (a fast path); it names the seat of ``winning_index``'s card for
    any 1 to 4 cards with or without trumps."""
    import random

    from tutor.cards import DECK_52

    rng = random.Random(5)
    for _ in range(3000):
        cards = rng.sample(DECK_52, rng.randint(1, 4))
        trump = rng.choice([None, "S", "H", "D", "C"])
        t = Trick("N", trump=trump)
        for seat, card in zip("NESW", cards, strict=False):
            t = t.add(seat, card)
        assert t.winner() == "NESW"[winning_index(cards, trump)]
