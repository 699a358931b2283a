"""Each game's kernel against its explaining path, card by card: at every step of many random hands, under
the rules variants that change a legality rule, every one of the 52 cards is offered to the kernel
(``<game>.kernel.play``) and to the explaining path (``State.check`` and ``State.apply_checked``). They must
agree on every card: the kernel takes exactly the cards ``check`` allows, makes the same state the
explaining path makes, and leaves every other card to the explaining path, which refuses it with
``check``'s reason and changes nothing. The legal listing is the set ``check`` allows, and the hand's result
is the same whichever path played it. (27 Wang's kernel, ``wang27/fast.py``, has its own such test:
``tests/wang27/test_wang27_fast.py``.)"""

from __future__ import annotations

import copy
import random

import pytest

from tests.sweeps import DEEP, assert_reached, reason_key
from tutor.cards import DECK_52, Card
from tutor.errors import IllegalAction
from tutor.games import bridge, gongzhu, spades
from tutor.games.bridge import kernel as bridge_kernel
from tutor.games.gongzhu import kernel as gongzhu_kernel
from tutor.games.spades import kernel as spades_kernel

GAMES = {
    "spades": (spades, spades_kernel, [spades.Rules.preset(), spades.Rules.preset("windows7"),
                                       spades.Rules.preset().but(first_lead="club_two", blind_nil_exchange_cards=2)]),
    "gongzhu": (gongzhu, gongzhu_kernel, [gongzhu.Rules.preset(), gongzhu.Rules.preset("pc"),
                                          gongzhu.Rules.preset().but(sold_card_may_lead_first_round=False,
                                                                     auto_sell_fourth=True),
                                          gongzhu.Rules.preset().but(first_lead_card_required=True)]),
    "bridge": (bridge, bridge_kernel, [bridge.Rules.preset().but(claims=False), bridge.Rules.preset()]),
}
#: hands per game (× ~52 card decisions × 52 cards offered each): two of each rules variant, more than the first
#: hands that reach every refusal reason the 30 hands reach (bridge 1, Gong Zhu 7, spades 3); 30 under ``TT_DEEP=1``
HANDS = dict.fromkeys(GAMES, 30) if DEEP else {"bridge": 4, "gongzhu": 8, "spades": 6}
#: the refusal reasons (message templates) the 30 hands of each game reach: the sample must reach them all
REACHED = {
    'bridge': frozenset({
        "it is dummy's turn: play a card from {dummy}'s hand (dummy); {card} is in your own hand ({declarer})",
        "it is your own turn ({declarer}), not dummy's: {card} is in dummy's hand ({dummy})",
        'you must follow {suit} because dummy holds {card}',
        'you must follow {suit} because you hold {card}',
        '{card} has already been played',
        "{card} is not in {seat}'s hand: it is {holder}'s card",
    }),
    'gongzhu': frozenset({
        'the first lead of the game must be {card} (these rules require it)',
        'you do not hold {card}',
        'you must follow {suit} because you hold {card}',
        '{card} was sold, so it may not be played when following to the first {suit} trick while you hold '
        'another {suit} ({other})',
        '{card} was sold, so under these rules it may not be led before {suits} have been played once (unless '
        'it is your only {suit})',
    }),
    'spades': frozenset({
        "the first lead must be ♣2 (this game's rule: the holder of ♣2 leads it)",
        'you cannot lead ♠ yet: spades are not broken and you still hold {suits}',
        'you must follow {suit} because you hold {card}',
        '{seat} does not hold {card}',
    }),
}


def _plays_cards(st) -> bool:
    return st.phase == "play" and not st.is_terminal()


def one_hand(name: str, seed: int, reached: set[str]) -> tuple[int, int]:
    """Hand ``seed`` of game ``name`` played both ways, every card offered at every play: how many cards the
    kernel decided and refused; ``reached`` gets each refusal reason (its message template)."""
    module, kernel, variants = GAMES[name]
    decided = refused = 0
    rng = random.Random(seed)
    st = module.new_hand(seed=seed, rules=variants[seed % len(variants)])
    shadow = st  # the same hand played through the explaining path only
    while not st.is_terminal():
        assert st == shadow
        if _plays_cards(st):
            reasons = {c: st.check(c) for c in DECK_52}
            allowed = {c for c, reason in reasons.items() if reason is None}
            assert {a for a in st.legal_actions() if isinstance(a, Card)} == allowed
            snapshot = copy.deepcopy(st)
            for card in DECK_52:
                after = kernel.play(st, card)
                if card in allowed:
                    assert after is not None and after == st.apply_checked(card), (seed, card)
                    decided += 1
                else:
                    assert after is None, (seed, card)
                    with pytest.raises(IllegalAction) as refusal:
                        st.apply_checked(card)
                    assert str(refusal.value.reason) == str(reasons[card])
                    reached.add(reason_key(reasons[card]))
                    refused += 1
            assert st == snapshot  # nothing offered changed the state
        action = st.legal_actions().choice(rng)
        st = st.apply(action)
        shadow = shadow.apply_checked(action)
    assert st == shadow and st.result() == shadow.result()
    return decided, refused


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_kernel_and_the_explaining_path_agree_on_every_card(name):
    decided = refused = 0
    reached: set[str] = set()
    for seed in range(HANDS[name]):
        took, refusals = one_hand(name, seed, reached)
        decided, refused = decided + took, refused + refusals
    assert decided > 40 * HANDS[name] and refused > 40 * HANDS[name]  # both sides of the kernel were exercised
    assert_reached(reached, REACHED[name], "refusal reasons")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_kernel_leaves_everything_but_a_card_to_the_explaining_path(name):
    """Texts, numbers, junk and the other phases' actions are never the kernel's: it answers ``None``."""
    module, kernel, variants = GAMES[name]
    st = module.new_hand(seed=5, rules=variants[0])
    for probe in ("SA", "sa", 3, None, (), "pass", object()):
        assert kernel.play(st, probe) is None
    rng = random.Random(5)
    while not _plays_cards(st):  # before the play (bids, sales, calls): no card is the kernel's
        assert all(kernel.play(st, c) is None for c in DECK_52)
        st = st.apply(st.legal_actions().choice(rng))
