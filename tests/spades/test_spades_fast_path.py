"""The fast engine (hands as masks, the direct bid and play paths, the ready listings, the fast deal) against
the explaining engine: ``check`` and its reasons, ``tutor.tricks.Trick`` for who wins a trick, ``score_hand``
for the score sheets, ``cards.deal`` for the deal. Every step of many random hands, under the rules variants
that change a legality rule, is compared."""

from __future__ import annotations

import copy
import random

import pytest

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


def test_every_step_agrees_with_the_explaining_engine():
    for seed in range(48):
        rules = VARIANTS[seed % len(VARIANTS)]
        rng = random.Random(seed)
        before = {"NS": (rng.randrange(-19, 49) * 10, 3), "EW": (rng.randrange(-19, 49) * 10, 9)}
        st = spades.new_hand(seed=seed, rules=rules, before=before)
        while not st.is_terminal():
            listed = list(st.legal_actions())
            assert listed == explained_listing(st), (seed, st)  # the same actions, in the same order
            snapshot = copy.deepcopy(st)
            for probe in [*BIDS, -1, 14, "nil", "SA", None, *DECK_52]:
                reason = st.check(probe)
                if reason is None:
                    continue
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
            st = st.apply(st.legal_actions().choice(rng))
        want = score_hand(st.bids, st.tricks_won(), before=before, rules=rules)
        got = st.result()
        assert {k: (r.points, r.total, r.bags) for k, r in got.items()} == {
            k: (r.points, r.total, r.bags) for k, r in want.items()}
        assert {k: str(r.sheet) for k, r in got.items()} == {k: str(r.sheet) for k, r in want.items()}


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
