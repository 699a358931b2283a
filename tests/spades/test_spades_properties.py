"""Properties over 2,000+ random-legal and bot hands, each checked against an independent re-count."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from tests.budget import draws, examples
from tests.sweeps import DEEP, assert_reached, reason_key
from tutor.cards import DECK_52, Card
from tutor.games import spades
from tutor.games.spades import Rules

SEATS = "NESW"


def independent_winner(leader: int, cards) -> int:
    """Seat number of the winner, recomputed from first principles (spades trump, else suit led)."""
    spade = [(c.rank, k) for k, c in enumerate(cards) if c.suit == "S"]
    if spade:
        return (leader + max(spade)[1]) % 4
    led = cards[0].suit
    return (leader + max((c.rank, k) for k, c in enumerate(cards) if c.suit == led)[1]) % 4


def oracle(bids: dict, tricks: dict, before: tuple[int, int], rules: Rules) -> tuple[int, int, int]:
    """(points, total, bags) of North–South or East–West, straight from rule book §1.A.9 and B-S1/B-S10,
    written without the engine: nils ±100 (blind ±200) on their own, the other bids summed into one
    contract, overtricks and (MSN) nil tricks as bags, then a bag-out per 10 bags."""
    nil_worth = {"nil": 100, "blind": 200, 0: 100}
    points = 0
    contract_bid = sum(b for b in bids.values() if b not in nil_worth)
    if rules.failed_nil_tricks_count_for_partner:
        contract_tricks, nil_bags = sum(tricks.values()), 0
    else:
        contract_tricks = sum(t for s, t in tricks.items() if bids[s] not in nil_worth)
        nil_bags = sum(t for s, t in tricks.items() if bids[s] in nil_worth)
    for s, b in bids.items():
        if b in nil_worth:
            points += nil_worth[b] * (1 if tricks[s] == 0 else -1)
    if contract_bid == 0:
        bags = contract_tricks + nil_bags  # no contract: every trick is a bag (B-S7)
    elif contract_tricks >= contract_bid:
        points += 10 * contract_bid
        bags = contract_tricks - contract_bid + nil_bags
    else:
        points -= 10 * contract_bid
        bags = nil_bags
    points += bags
    running = before[1] + bags
    outs = running // 10
    points -= outs * (110 if rules.bagout_cancels_bag_points else 100)
    return points, before[0] + points, running - 10 * outs


def play_random(seed: int, rules: Rules, bots: bool) -> list:
    rng = random.Random(seed)
    bot = spades.GAME.bot("normal", seed)
    st = spades.new_hand(seed=seed, rules=rules)
    states = [st]
    while not st.is_terminal():
        legal = st.legal_actions()
        action = bot(st) if bots else legal.choice(rng)
        assert action in legal, f"{action!r} not in legal actions"
        assert st.check(action) is None
        st = st.apply(action)
        states.append(st)
    return states


def check_hand(states: list) -> None:
    first = next(st for st in states if st.phase == "play")  # after any blind-nil exchange
    last = states[-1]
    hands = {s: list(first.cards[i]) for i, s in enumerate(SEATS)}
    played = []
    broken = False
    won = [0, 0, 0, 0]
    winners = []
    for before, after in zip(states, states[1:], strict=False):
        if before.phase != "play":
            continue
        seat = before.turn
        card = after.history[-1][1][-1] if len(after.history) > len(before.history) else after.trick[-1]
        assert card in hands[SEATS[seat]]
        if not before.trick and card.suit == "S" and not broken:
            assert all(c.suit == "S" for c in hands[SEATS[seat]]), "spade led before broken"
        if before.trick:
            led = before.trick[0].suit
            assert card.suit == led or all(c.suit != led for c in hands[SEATS[seat]]), "revoke"
        hands[SEATS[seat]].remove(card)
        played.append(card)
        broken = broken or card.suit == "S"
        if len(after.history) > len(before.history):
            leader, cards = after.history[-1]
            w = independent_winner(leader, cards)
            won[w] += 1
            winners.append(SEATS[w])
            if not after.is_terminal():
                assert after.current_seat == SEATS[w]
    assert sorted(played) == sorted(DECK_52) and len(played) == 52
    assert len(last.history) == 13
    assert list(last.won) == won and last.winners() == winners
    res = last.result()
    tricks = last.tricks_won()
    first_trick = last.history[0]
    if last.rules.first_lead == "club_two":
        assert first_trick[1][0] == Card("C", 2), "the first lead must be the ♣2"
    else:
        assert SEATS[first_trick[0]] == SEATS[(SEATS.index(last.dealer) + 1) % 4], "dealer's left leads"
    for team, r in res.items():
        mine = {s: last.bids[s] for s in team}
        assert (r.points, r.total, r.bags) == oracle(mine, {s: tricks[s] for s in team}, (0, 0), last.rules)
        assert r.sheet.total == r.points == sum(line.points for line in r.sheet.lines)
        assert r.total == r.points  # every hand here starts from 0
        assert 0 <= r.bags < 10
        assert r.total % 10 == r.bags
    summary = spades.GAME.summary(last)
    assert summary["tricks"] == tricks and summary["winners"] == winners
    assert set(summary) == {"tricks", "winners", "score", "total", "bags"}


@pytest.mark.parametrize("preset", ["msn", "windows7"])
def test_random_legal_hands(preset):
    rules = Rules.preset(preset)
    for seed in range(draws(600)):
        check_hand(play_random(seed, rules, bots=False))


def test_random_legal_hands_with_variants():
    rules = Rules.preset().but(first_lead="club_two", blind_nil_exchange_cards=1, bagout_cancels_bag_points=True)
    for seed in range(draws(200)):
        check_hand(play_random(seed, rules, bots=False))


def test_bot_hands():
    for seed in range(draws(700)):
        states = play_random(seed, Rules.preset(), bots=True)
        check_hand(states)


def test_bot_games_keep_the_score_invariant():
    for seed in range(6):
        game = spades.play_match(seed)
        assert game.winner in ("NS", "EW")
        for row in game.table():
            for team in ("NS", "EW"):
                assert row[f"{team} total"] % 10 == row[f"{team} bags"]
        totals = game.totals
        assert totals["NS"][0] != totals["EW"][0]


BIDS = hs.one_of(hs.integers(0, 13), hs.sampled_from(["nil", "blind"]))


@settings(max_examples=examples(400), deadline=None)
@given(bids=hs.tuples(BIDS, BIDS, BIDS, BIDS),
       split=hs.lists(hs.integers(0, 3), min_size=13, max_size=13),
       before=hs.tuples(hs.integers(-30, 60), hs.integers(0, 9), hs.integers(-30, 60), hs.integers(0, 9)),
       preset=hs.sampled_from(["msn", "windows7"]), cancel=hs.booleans())
def test_score_hand_properties(bids, split, before, preset, cancel):
    tricks = {s: split.count(i) for i, s in enumerate(SEATS)}
    rules = Rules.preset(preset).but(bagout_cancels_bag_points=cancel)
    start = {"NS": (before[0] * 10 + before[1], before[1]), "EW": (before[2] * 10 + before[3], before[3])}
    res = spades.score_hand(dict(zip(SEATS, bids, strict=True)), tricks, before=start, rules=rules)
    for team, r in res.items():
        assert r.points == r.sheet.total
        mine = {s: bids[SEATS.index(s)] for s in team}
        assert (r.points, r.total, r.bags) == oracle(mine, {s: tricks[s] for s in team}, start[team], rules)
        assert r.total % 10 == r.bags  # the units digit is the bag count (rule book §1.A.9)
        assert r.total == start[team][0] + r.points
        assert 0 <= r.bags < 10 and r.total % 10 == r.bags
        bagout = sum(line.points for line in r.sheet.lines if "bag-out" in line.label)
        assert bagout == -100 * r.bagouts


VARIANTS = [Rules.preset(), Rules.preset("windows7"),
            Rules.preset().but(first_lead="club_two", blind_nil_exchange_cards=2),
            Rules.preset().but(blind_nil_requires_deficit=100)]


def one_hand(seed: int, reached: set[str]) -> None:
    """Hand ``seed`` checked at every step (``test_check_apply_and_legal_actions_agree_everywhere``); ``reached``
    gets each phase and each refusal reason (its message template)."""
    from tutor.errors import IllegalAction

    rules = VARIANTS[seed % 4]
    rng = random.Random(seed)
    before = {"NS": (rng.randrange(-19, 49) * 10, 0), "EW": (rng.randrange(-19, 49) * 10, 0)}
    st = spades.new_hand(seed=seed, rules=rules, before=before)
    while not st.is_terminal():
        reached.add(f"phase:{st.phase}")
        legal = st.legal_actions()
        listed = list(legal)  # the listing itself (``in`` on the view asks ``check``)
        probes = [*range(-1, 15), "nil", "blind", "look"] if st.phase == "bid" else list(DECK_52)
        for action in probes:
            reason = st.check(action)
            assert (reason is None) == (action in listed or (action == "nil" and 0 in listed)), (seed, action)
            assert (reason is None) == (action in legal)
            if reason is not None:
                reached.add(reason_key(reason))
                with pytest.raises(IllegalAction) as e:
                    st.apply(action)
                assert e.value.reason == reason
        if st.phase == "bid" and not st.looked[st.turn] and rng.random() < 0.3:
            st = st.apply("look")
            continue
        st = st.apply(legal.choice(rng))


#: the refusal reasons (message templates) and phases the 60 hands reach: the sample must reach them all
REACHED = frozenset({
    'phase:bid',
    'phase:exchange',
    'phase:play',
    "the first lead must be ♣2 (this game's rule: the holder of ♣2 leads it)",
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is ahead',
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is only {behind} points behind',
    'you cannot bid blind nil: you have already looked at your cards (blind nil is bid before looking)',
    'you cannot lead ♠ yet: spades are not broken and you still hold {suits}',
    'you must follow {suit} because you hold {card}',
    '{bid} is not a bid: a bid is a number of tricks from 0 (nil) to 13',
    '{seat} does not hold {card}',
    '{seat} has already looked at the cards',
})
#: hands played: the first 16 of the 60, four of each rule set (the first 15 already reach ``REACHED``); 60 under
#: ``TT_DEEP=1``
HANDS = range(60) if DEEP else range(16)


def test_check_apply_and_legal_actions_agree_everywhere():
    """At every step of random hands (four rule sets, random running scores, some explicit looks): for every
    card of the deck, or every bid from -1 to 14, ``check`` passes exactly the members of ``legal_actions()``,
    and ``apply`` of anything else raises with the same reason. The hands reach every refusal reason and phase
    the 60 hands of the long sweep reach."""
    reached: set[str] = set()
    for seed in HANDS:
        one_hand(seed, reached)
    assert_reached(reached, REACHED, "refusal reasons or phases")
