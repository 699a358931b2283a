"""The fast engine (hands as masks, the direct bid and play paths, the ready listings, the fast deal) against
the explaining engine: ``check`` and its reasons, ``tutor.tricks.Trick`` for who wins a trick, ``score_hand``
for the score sheets, ``cards.deal`` for the deal. Every step of many random hands, under the rules variants
that change a legality rule, is compared."""

from __future__ import annotations

import copy
import random

import pytest

from tests.sweeps import DEEP, assert_reached, reason_key
from tutor.cards import DECK_52, deal
from tutor.errors import IllegalAction
from tutor.games import spades
from tutor.games.spades import Rules, score_hand
from tutor.games.spades.state import as_trick

VARIANTS = [Rules.preset(), Rules.preset("windows7"),
            Rules.preset().but(first_lead="club_two", blind_nil_exchange_cards=2),
            Rules.preset().but(blind_nil_requires_deficit=100)]
BIDS = [*range(14), "blind", "look"]


def explained_listing(st: spades.State) -> list:
    """What the explaining engine allows, in the listing's order (bids 0–13, blind nil, look; cards suit by
    suit ♠ ♥ ♦ ♣, each from the ace down): everything ``check`` passes."""
    return [a for a in (BIDS if st.phase == "bid" else DECK_52) if st.check(a) is None]


def expected_play(st: spades.State, card) -> dict:
    """The play of ``card`` worked out with the explaining engine's pieces (``Trick`` names the winner)."""
    seat = st.turn
    hands = list(st.cards)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    trick = (*st.trick, card)
    out = {"cards": tuple(hands), "broken": st.broken or card.suit == "S", "bid_list": st.bid_list}
    if len(trick) < 4:
        return {**out, "trick": trick, "turn": (seat + 1) % 4, "won": st.won, "history": st.history}
    winner = "NESW".index(as_trick(st.leader, trick).winner())
    won = tuple(n + (s == winner) for s, n in enumerate(st.won))
    history = (*st.history, (st.leader, trick))
    return {**out, "trick": (), "turn": winner if len(history) < 13 else -1, "leader": winner, "won": won,
            "history": history}


def sheet_keys(sheet) -> set[str]:
    """The kinds of line a score sheet holds (each line's label and reason by their message templates)."""
    return {f"score:{reason_key(line._label)}: {reason_key(line._reason)}" for line in sheet.lines}


def play_one(seed: int, reached: set[str]) -> None:
    """One random hand, every step compared with the explaining engine; what it reached goes to ``reached``."""
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    before = {"NS": (rng.randrange(-19, 49) * 10, 3), "EW": (rng.randrange(-19, 49) * 10, 9)}
    st = spades.new_hand(seed=seed, rules=rules, before=before)
    while not st.is_terminal():
        reached.add("phase:" + st.phase)
        listed = list(st.legal_actions())
        assert listed == explained_listing(st), (seed, st)  # the same actions, in the same order
        snapshot = copy.deepcopy(st)
        for probe in [*BIDS, -1, 14, "nil", "SA", None, *DECK_52]:
            reason = st.check(probe)
            if reason is None:
                continue
            reached.add(reason_key(reason))
            with pytest.raises(IllegalAction) as refused:
                st.apply(probe)
            assert refused.value.reason == reason  # the beginner's reason, word for word
        assert st == snapshot and list(st.legal_actions()) == listed  # nothing changed
        if st.phase == "play":
            for card in listed:  # every legal card, not only the one played
                after, want = st.apply(card), expected_play(st, card)
                assert {k: getattr(after, k) for k in want} == want, (seed, card)
        elif st.phase == "bid":
            for bid in listed:
                after = st.apply(bid)
                if bid == "look":
                    assert after.looked[st.turn] and after.bids == st.bids and after.turn == st.turn
                else:
                    assert after.bids[spades.GAME.action_to_json(st, bid)["seat"]] == spades.normalize_bid(bid)
        action = st.legal_actions().choice(rng)
        reached.add(f"took:{action if isinstance(action, str) else type(action).__name__}")
        st = st.apply(action)
    want = score_hand(st.bids, st.tricks_won(), before=before, rules=rules)
    got = st.result()
    assert {k: (r.points, r.total, r.bags) for k, r in got.items()} == {
        k: (r.points, r.total, r.bags) for k, r in want.items()}
    assert {k: str(r.sheet) for k, r in got.items()} == {k: str(r.sheet) for k, r in want.items()}
    for r in got.values():
        reached |= sheet_keys(r.sheet)


#: What the 48 hands the sweep played before ``TT_DEEP`` reach (each refusal reason and score line by its message
#: template, each phase, each kind of action taken); the sample must reach it all
REACHED = frozenset({
    "it is {seat}'s turn to bid, not to play a card: bid 0–13, nil",
    "it is {seat}'s turn to bid, not to play a card: bid 0–13, nil or blind nil",
    'phase:bid',
    'phase:exchange',
    'phase:play',
    'score:bag-out: bags {bags} ≥ {limit}: lose {limit} bags and {penalty} points',
    'score:contract made: {bid_text}, took {taken}: {contract} × 10 = {points}',
    'score:contract set: {bid_text}, took only {taken}: −{contract} × 10 = −{points}, however many tricks short',
    'score:{n} bag: {seat} took {n} trick on {kind} + , +1 each',
    'score:{n} bag: {seat} took {n} trick on {kind} + ;  + {seat} took {n} trick on {kind} + , +1 each',
    'score:{n} bag: {taken} tricks on a contract of {contract}: {overtricks} + , +1 each',
    'score:{n} bag: {taken} tricks on a contract of {contract}: {overtricks} + ;  + {seat} took {n} trick on '
    '{kind} + , +1 each',
    "score:{seat}'s {kind} failed: bid {kind}, took {n} trick: −{points}",
    "score:{seat}'s {kind} made: bid {kind}, took no tricks: +{points}",
    'the bidding is over: {seat} must pass a card to the partner now',
    'the bidding is over: {seat} must play a card now',
    "the first lead must be ♣2 (this game's rule: the holder of ♣2 leads it)",
    'took:Card',
    'took:blind',
    'took:int',
    'took:look',
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is ahead',
    'you cannot bid blind nil: this game allows it only to a side at least {need} points behind, and your '
    'side is only {behind} points behind',
    'you cannot bid blind nil: you have already looked at your cards (blind nil is bid before looking)',
    'you cannot lead ♠ yet: spades are not broken and you still hold {suits}',
    'you must follow {suit} because you hold {card}',
    '{bid} is not a bid: a bid is a number of tricks from 0 (nil) to 13',
    '{bid} is not a bid: bid a whole number of tricks 0–13, "nil" or "blind"',
    '{seat} does not hold {card}',
    '{seat} has already looked at the cards',
})
#: the hands played: 12 of the 48, three of each variant, which together reach ``REACHED`` (picked greedily by what
#: each hand adds for its CPU time, then filled up to three a variant; ``TT_DEEP=1``: the 48, 12 of each variant)
HANDS = range(48) if DEEP else (3, 4, 5, 6, 7, 10, 17, 20, 21, 22, 36, 39)


def test_every_step_agrees_with_the_explaining_engine():
    """At every step of random hands under every rules variant: the listing is what ``check`` passes, in order;
    every refused probe is refused by ``apply`` with ``check``'s reason, the state unchanged; every legal
    action gives the state the explaining engine's pieces work out; the result and sheets are
    ``score_hand``'s. The hands reach every refusal reason, score line and phase the long sweep reaches."""
    reached: set[str] = set()
    for seed in HANDS:
        play_one(seed, reached)
    assert_reached(reached, REACHED, "refusal reasons, score lines or phases")


def test_the_deal_is_the_library_deal():
    for seed in [*range(300), -7, 2**31, 10**30, "lesson", 2.5]:  # the last two: dealt by the library itself
        st = spades.new_hand(seed=seed, dealer="N")
        dealt, _ = deal(seed)
        assert {s: set(h) for s, h in st.hands.items()} == {s: set(h) for s, h in dealt.items()}, seed


def test_a_quickly_built_team_result_is_the_dataclass_value():
    # ``result`` builds its TeamResults without the frozen dataclass's per-field setattr: the same value
    import dataclasses

    from tutor.games.spades.scoring import TeamResult

    for seed in range(30):
        rng, st = random.Random(seed), spades.new_hand(seed=seed, before={"NS": (90, 8), "EW": (-40, 2)})
        while not st.is_terminal():
            st = st.apply(st.legal_actions().choice(rng))
        for team, got in st.result().items():
            slow = TeamResult(got.team, got.points, got.total, got.bags, got.bagouts, got.explain)
            assert got.team == team and got == slow and vars(got) == vars(slow) and repr(got) == repr(slow)
            assert all(getattr(got, f.name) is getattr(slow, f.name) for f in dataclasses.fields(TeamResult))
            assert str(got.sheet) == str(slow.sheet)
            with pytest.raises(dataclasses.FrozenInstanceError):
                got.points = 0  # type: ignore[misc]
