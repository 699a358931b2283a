"""The hot path of 27 Wang agrees with the explaining engine.

``apply`` judges a play with ``fast.follow_ok`` / ``State.lead_ok`` (no reason built), takes the very action
a state's legal view just drew without judging it again (``listing.DRAWN``), splits hands by effective
suit (``fast.split``; one suit by ``fast.suit_cards``) and draws multisets with tables (``fast.sample_multiset``).
Every one of these must give what ``State.check`` and the plain code give: the same legal set, the same refusals
with the same reason, the same states, narration and score sheets, and the same random draws (seeded bots and
lessons replay the same games).
"""

from __future__ import annotations

import itertools
import random

import pytest

from tests.sweeps import DEEP, assert_reached, reason_key
from tutor.cards import DECK_54
from tutor.errors import IllegalAction
from tutor.games import get, wang27
from tutor.games.wang27 import Action, Rules, new_hand
from tutor.games.wang27.combos import decompose, failed_throw
from tutor.games.wang27.fast import (
    _sample_general,
    by_suit,
    count_limits,
    randbelow,
    sample_multiset,
    split,
    suit_cards,
)
from tutor.games.wang27.lead import throw_verdict
from tutor.games.wang27.ranks import ESUIT, KEYS

GAME = get("wang27")
VARIANTS = [Rules.preset(), Rules.preset("seed_literal"),
            Rules.preset().but(throw_policy="trump_only_when_others_void", throw_penalty="10_per_card"),
            Rules.preset().but(trump_tier_tractors=False, throw_penalty="10_per_attempt"),
            Rules.preset().but(mode="1v3", trump_selection="banker_names", all_pass="redeal"),
            Rules.preset().but(seven_can_open=True, direction="clockwise", declaration_ladder=("S2", "P2", "PBJ"))]


def _slow_form(action: Action) -> object:
    """The same action as a notebook types it: ``apply`` then reads it and asks ``check`` (no hot path)."""
    kind, value = action
    if kind in ("play", "bury") or (kind == "declare" and value != "pass"):
        return [str(c) for c in value]
    if kind == "trump":
        return "NT" if value is None else value
    return value


def _probes(st: wang27.State, legal: list[Action], rng: random.Random) -> list[object]:
    """Actions to try now: every listed one, singles and pairs of every card, random handfuls of the hand
    (mostly refused), cards not held, and other spellings."""
    kind = st.phase
    out: list[object] = list(legal)
    if kind in ("play", "bury", "declare"):
        hand = st.hand(st.current_seat)
        out += [Action(kind, (c,)) for c in DECK_54]  # held or not
        out += [Action(kind, (c, c)) for c in dict.fromkeys(hand)]
        for _ in range(12):
            k = rng.randint(1, min(len(hand), 8 if kind == "bury" else 6))
            out.append(Action(kind, tuple(rng.sample(hand, k))))
        out.append(Action(kind, tuple(hand[:8])))
        out += [Action("play", ()), Action(kind, ("SA",)), [str(c) for c in hand[:1]]]
    if kind == "bid":
        out += [Action("bid", b) for b in (85, 80, 77, 75, 70, 5, 0, "pass")]
    out += [Action("bid", 75) if kind != "bid" else Action("play", (DECK_54[0],)), "nonsense", None]
    return out


def _norm(action: object) -> object:
    """An action with its cards as a multiset (a listing names each multiset once, in its own order)."""
    if isinstance(action, Action) and isinstance(action.value, tuple):
        return action.kind, tuple(sorted(map(str, action.value)))
    return action


def _outcome(st: wang27.State, action: object) -> tuple[str, object]:
    before = (st, hash(st))
    try:
        after = st.apply(action)
    except IllegalAction as e:
        assert (st, hash(st)) == before, "a refusal left the state changed"
        return "refused", e.reason
    return "applied", after


#: hands of each rule set (4 each under ``TT_DEEP=1``): the fewest first hands of the 4 that reach all the 4 reach
#: (``REACHED``); a rule set's hands share one generator, so its first hands are played exactly as in the 4
FAST_HANDS = {v: 4 for v in range(len(VARIANTS))} if DEEP else {0: 2, 1: 4, 2: 2, 3: 4, 4: 4, 5: 4}
#: what each rule set's 4 hands reach (each refusal reason by its message template, each phase, each kind of action):
#: the keys every rule set reaches, and each set's own below
REACHED_EVERYWHERE = frozenset({
    'bury exactly {size} cards (you chose {n})',
    'choose at least one card',
    'expected a list of cards, got {value}',
    'it is the {phase} phase: a {kind} is not possible now',
    'phase:bid',
    'phase:bury',
    'phase:play',
    'took:bid',
    'took:bury',
    'took:play',
    'you do not hold {cards}',
    '{bid} is not a bid: bids go in steps of {step} ({start}, {next}, …)',
    '{cards} mixes suits: a lead is one single, pair, tractor or throw of one suit (all trumps count as one suit)',
    '{lead} was led ({n} card): play exactly {n}',
    '{lead} was led and you hold {cards}: you must follow {suit}',
    '{lead} was led and you hold {cards}: you must play a trump',
    '{lead} was led and you hold {cards}: you must play all your cards of {suit}',
    '{lead} was led and you hold {cards}: you must play all your trumps',
    '{text} is not a card: it must start with a suit S H D C (or ♠ ♥ ♦ ♣), or be a joker BJ / LJ',
    '{value} is not a bid: bid a number such as 75, or "pass"',
})
REACHED = {
    0: REACHED_EVERYWHERE | frozenset({
        'declare: expected "pass" or a list of cards, got {value}',
        'declare: show one card or a pair, not {n} cards',
        'phase:declare',
        'the first bidder may not pass: bid {start} or less',
        'to reinforce {card} you must hold a second {card}',
        'took:declare',
        'you made the standing declaration {standing}: you may only reinforce it with the identical card, not '
        'overturn yourself',
        '{bid} is below the lowest bid {least}',
        '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, '
        'or pass',
        '{bid} is too high: the opening bid is at most {start}',
        '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
        '{lead} was led and you hold {cards}: you must play one of those pairs',
        '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
        '{lead} was led and you still hold {cards}: play {need} trumps before any other card',
        '{shown} cannot open: 7s only overturn a declaration already made',
        '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
    }),
    1: REACHED_EVERYWHERE | frozenset({
        'declare: expected "pass" or a list of cards, got {value}',
        'declare: show one card or a pair, not {n} cards',
        'phase:declare',
        'the first bidder may not pass: bid {start} or more',
        'to reinforce {card} you must hold a second {card}',
        'took:declare',
        '{bid} is not higher than the standing bid {high} by at least {step} (at this table bids go up)',
        '{bid} is too low: the opening bid is at least {start}',
        '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
        '{lead} was led and you hold {cards}: you must play one of those pairs',
        '{lead} was led and you hold {cards}: you must play that pair',
        '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
        '{shown} cannot open: 7s only overturn a declaration already made',
        '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
    }),
    2: REACHED_EVERYWHERE | frozenset({
        'declare: expected "pass" or a list of cards, got {value}',
        'declare: show one card or a pair, not {n} cards',
        'phase:declare',
        'the first bidder may not pass: bid {start} or less',
        'throws (甩牌) are allowed only in trumps, when the other three hold no trumps',
        'to reinforce {card} you must hold a second {card}',
        'took:declare',
        'you made the standing declaration {standing}: you may only reinforce it with the identical card, not '
        'overturn yourself',
        '{bid} is below the lowest bid {least}',
        '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, '
        'or pass',
        '{bid} is too high: the opening bid is at most {start}',
        '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
        '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
        '{shown} cannot open: 7s only overturn a declaration already made',
        '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
    }),
    3: REACHED_EVERYWHERE | frozenset({
        'declare: expected "pass" or a list of cards, got {value}',
        'declare: show one card or a pair, not {n} cards',
        'phase:declare',
        'the first bidder may not pass: bid {start} or less',
        'to reinforce {card} you must hold a second {card}',
        'took:declare',
        'you made the standing declaration {standing}: you may only reinforce it with the identical card, not '
        'overturn yourself',
        '{bid} is below the lowest bid {least}',
        '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, '
        'or pass',
        '{bid} is too high: the opening bid is at most {start}',
        '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
        '{shown} cannot open: 7s only overturn a declaration already made',
        '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
    }),
    4: REACHED_EVERYWHERE | frozenset({
        'phase:trump',
        'took:trump',
        'trump: expected S, H, D, C or NT, got {value}',
        '{bid} is below the lowest bid {least}',
        '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, '
        'or pass',
        '{bid} is too high: the opening bid is at most {start}',
        '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
    }),
    5: REACHED_EVERYWHERE | frozenset({
        'declare: expected "pass" or a list of cards, got {value}',
        'declare: show one card or a pair, not {n} cards',
        'phase:declare',
        'the first bidder may not pass: bid {start} or less',
        'to reinforce {card} you must hold a second {card}',
        'took:declare',
        'you made the standing declaration {standing}: you may only reinforce it with the identical card, not '
        'overturn yourself',
        '{bid} is below the lowest bid {least}',
        '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, '
        'or pass',
        '{bid} is too high: the opening bid is at most {start}',
        '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
        '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
        '{lead} was led and you still hold {cards}: play {need} trumps before any other card',
        '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
        "{shown} is not on this table's declaration ladder (it has: {allowed})",
    }),
}


def _walk_hand(st: wang27.State, seed: int, rng: random.Random, reached: set[str]) -> None:
    """One hand checked at every step (``test_check_apply_and_legal_actions_agree_everywhere``); ``reached`` gets
    each phase met, each kind of action drawn and each refusal reason (its message template)."""
    while not st.is_terminal():
        view = st.legal_actions()
        listed = list(itertools.islice(view, 800))
        complete = len(listed) < 800
        shown = {_norm(a) for a in listed}
        for probe in _probes(st, listed, rng):
            reason = st.check(probe)
            if reason is not None:
                reached.add(reason_key(reason))
            what, got = _outcome(st, probe)
            assert (what == "applied") == (reason is None), (seed, probe, reason)
            if reason is not None:
                assert got == reason, (probe, got, reason)
                if complete and isinstance(probe, Action):
                    assert _norm(probe) not in shown
                continue
            if complete and st.phase != "bury":  # (a burial is one of millions: not listed here)
                act = st.coerce(probe)
                if act.kind == "declare" and st.decl.seat == st.current_seat and act.value == st.decl.standing:
                    act = Action("declare", act.value * 2)  # showing the second card: listed as the pair
                assert _norm(act) in shown, (seed, probe)
            if isinstance(probe, Action):
                assert _outcome(st, _slow_form(probe)) == ("applied", got), probe
        action = view.choice(rng)
        reached.add(f"phase:{st.phase}")
        reached.add(f"took:{action.kind}")
        assert st.check(action) is None, (seed, action)
        after = st.apply(action)  # the drawn action itself: taken as drawn
        assert after == _outcome(st, _slow_form(action))[1]
        assert after == _outcome(st, Action(*action))[1]  # an equal action, judged by the hot path
        if st.trump is not None or st.phase == "play":
            for hand in st.held:
                parts = split(hand, st.trump)
                keys = KEYS[st.trump]
                assert {s: list(cs) for s, cs in parts.items()} == \
                    {s: [c for c in hand if keys[c][0] == s] for s in {keys[c][0] for c in hand}}
                assert list(by_suit(hand, st.trump)) == list(dict.fromkeys(keys[c][0] for c in hand))
                for s in ("S", "H", "D", "C", "T"):
                    assert suit_cards(hand, s, st.trump) == parts.get(s, ()), (seed, s)
        st = after


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_check_apply_and_legal_actions_agree_everywhere(variant: int) -> None:
    """At every step of random hands under six rule sets: each probe (every listed action, every single and
    pair, random handfuls, junk) is applied exactly when ``check`` passes it, and refused with ``check``'s
    reason otherwise (the state unchanged); when the view lists everything, what ``apply`` accepts is
    exactly the listing; an accepted action gives the same state as the same action typed as text, which
    goes the explaining way; a drawn action passes ``check``; hands split by suit are the hands."""
    rules = VARIANTS[variant]
    rng = random.Random(f"fast-{variant}")
    reached: set[str] = set()
    for seed in range(FAST_HANDS[variant]):
        _walk_hand(new_hand(seed=1000 * variant + seed, rules=rules), seed, rng, reached)
    assert_reached(reached, REACHED[variant], "refusal reasons, phases or actions")

def test_a_whole_hand_played_the_fast_way_reads_and_scores_as_the_explaining_way():
    """Random hands played by drawn actions (the hot path) and replayed as typed text (``check`` each time):
    every state, every narration line, the result and both score sheets are the same."""
    rng = random.Random(7)
    for seed in range(24):
        rules = VARIANTS[seed % len(VARIANTS)]
        fast = slow = new_hand(seed=seed, rules=rules)
        while not fast.is_terminal():
            action = fast.legal_actions().choice(rng)
            after = fast.apply(action)
            slow_after = slow.apply(_slow_form(action))
            assert after == slow_after
            assert str(GAME.narrate(fast, action, after)) == str(GAME.narrate(slow, action, slow_after))
            fast, slow = after, slow_after
        assert repr(fast.result()) == repr(slow.result())
        assert {k: str(v) for k, v in GAME.score_sheets(fast).items()} == \
            {k: str(v) for k, v in GAME.score_sheets(slow).items()}


def test_a_draw_is_taken_as_drawn_only_by_the_state_that_drew_it():
    """An action drawn from one state's view and offered to another state is judged there, and refused
    with the reason ``check`` gives when it is not legal."""
    rng = random.Random(3)
    st = new_hand(seed=11)
    while st.phase != "play":
        st = st.apply(st.legal_actions().choice(rng))
    lead = st.legal_actions().choice(rng)
    after = st.apply(lead)
    assert after.check(lead) is not None  # the leader's cards are no longer the follower's to play
    with pytest.raises(IllegalAction) as e:
        after.apply(lead)
    assert e.value.reason == after.check(lead)
    follow = after.legal_actions().choice(rng)
    assert st.check(follow) is not None or st.apply(follow) == st.apply(_slow_form(follow))


def test_a_failed_throw_forces_the_unit_failed_throw_names_and_the_first_seat_that_beats_it():
    """``lead.throw_verdict`` (each other hand examined once) against the rule's own ``failed_throw``:
    the forced unit, and the first seat after the leader whose own cards beat a unit of that kind."""
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        st = new_hand(seed=seed, rules=VARIANTS[seed % 4])
        while st.phase != "play":
            st = st.apply(st.legal_actions().choice(rng))
        seat = st.current_seat
        for s, cards in by_suit(st.hand(seat), st.trump).items():
            for size in range(2, min(len(cards), 7) + 1):
                throw = tuple(rng.sample(cards, size))
                units = decompose(throw, st.trump, st.tiers)
                if len(units) < 2:
                    continue
                others = {o: [c for c in st.hand(o) if ESUIT[st.trump][c] == s] for o in st._others(seat)}
                forced = failed_throw(units, list(others.values()), st.trump, st.tiers)
                want = None if forced is None else (forced, next(
                    o for o, held in others.items()
                    if (u := failed_throw(units, [held], st.trump, st.tiers)) is not None and len(u) == len(forced)))
                assert throw_verdict(st, seat, throw, units) == want, (seed, throw)
                checked += 1
    assert checked > 300


def test_multiset_draws_are_the_plain_tables_draws_draw_for_draw():
    """``fast.sample_multiset`` (rows of ways by singles and doubles) against the plain suffix tables
    (``_sample_general``): the same multiset and the same random state after, for every size."""
    rng = random.Random(1)
    deck = list(DECK_54) * 2
    for trial in range(400):
        cards = rng.sample(deck, rng.randint(1, 33))
        counts = count_limits(cards)
        for r in {0, 1, 2, len(cards) // 2, len(cards) - 1, len(cards)}:
            if not 0 <= r <= len(cards):
                continue
            a, b = random.Random(trial), random.Random(trial)
            got = sample_multiset(cards, r, a)
            if r == len(cards):
                want = tuple(cards)
            elif r == 1 or len(counts) == len(cards):
                want = tuple(b.sample(list(counts), r))
            else:
                want = _sample_general(list(counts), list(counts.values()), r, b)
            assert got == want and a.random() == b.random(), (trial, r)


def test_the_public_draws_used_are_the_ones_they_replace():
    """The hot path calls ``rng.choice(values)`` where the plain code called ``rng.sample(values, 1)``, and
    ``rng.randrange(m + 1)`` (or the function it calls, ``fast.randbelow``) where it called
    ``rng.randint(0, m)``: the same numbers from the same seed (if a Python release changes that, seeded
    games would change: this says so)."""
    for seed in range(200):
        values = list(range(seed % 40 + 1))
        a, b = random.Random(seed), random.Random(seed)
        assert [a.choice(values) for _ in range(5)] == [b.sample(values, 1)[0] for _ in range(5)]
        assert [a.randrange(seed % 3 + 2) for _ in range(9)] == [b.randint(0, seed % 3 + 1) for _ in range(9)]
        assert [randbelow(a)(seed % 70 + 1) for _ in range(9)] == [b.randrange(seed % 70 + 1) for _ in range(9)]


def test_the_split_cache_never_mixes_up_hands():
    """Splits are remembered by the identity of the hand tuple, kept alive with the entry: equal hands made
    anew, hands of another trump and thousands of hands later all split as their own cards say."""
    rng = random.Random(9)
    deck = list(DECK_54) * 2
    for _ in range(3000):
        hand = tuple(rng.sample(deck, rng.randint(0, 25)))
        trump = rng.choice([None, "S", "H", "D", "C"])
        keys = KEYS[trump]
        want = {s: tuple(c for c in hand if keys[c][0] == s) for s in {keys[c][0] for c in hand}}
        assert split(hand, trump) == want
        assert split(tuple(list(hand)), trump) == want
        assert list(split(hand, trump)) == list(dict.fromkeys(keys[c][0] for c in hand))  # as they first appear
        for s in ("S", "H", "D", "C", "T"):  # one suit alone, as the follower's view and the throw verdict take it
            assert suit_cards(hand, s, trump) == want.get(s, ())


def test_a_hand_of_three_equal_cards_in_a_set_position_is_still_counted_right():
    """A position may give a seat three copies of a card (not a dealt hand): the leader's count falls back
    to counting each card, so ``len`` still matches the listing."""
    st = wang27.position({"N": "S9 S9 S9 S8", "E": "SA", "S": "SK", "W": "SQ"}, trump="H")
    view = st.legal_actions()
    assert len(view) == 4 * 2 - 1  # 0-3 nines and 0-1 eight, not none: as counting by card says
    drawn = {view.choice(random.Random(i)) for i in range(100)}
    assert all(st.check(a) is None for a in drawn) and len(drawn) == 7


def test_a_lead_ranks_by_its_first_card_as_strength_says():
    """``ComboTrick.lead(..., decomposed=True)`` takes the lead's height from its first unit's top card; the
    rule's ``strength`` (``rank_of``) must find the same for every lead and every forced unit of a throw."""
    from tutor.games.wang27.trick import ComboTrick

    rng = random.Random(4)
    deck = list(DECK_54) * 2
    for trial in range(3000):
        trump = rng.choice([None, "S", "H", "D", "C"])
        tiers = trial % 3 != 0
        keys = KEYS[trump]
        suit_of = rng.choice([keys[c][0] for c in deck])
        pool = [c for c in deck if keys[c][0] == suit_of]
        cards = tuple(rng.sample(pool, min(len(pool), rng.randint(1, 10))))
        units = decompose(cards, trump, tiers)
        for lead, parts in [(cards, units)] + [(u, [u]) for u in units]:
            fast = ComboTrick.lead("N", lead, trump, tiers, units=parts, suit=suit_of, decomposed=True)
            assert fast == ComboTrick.lead("N", lead, trump, tiers), (trump, tiers, lead)


class _Subclassed(random.Random):
    """A generator that is not a plain ``random.Random``: the views then draw through ``randrange``."""


def test_inline_bit_draws_give_randranges_numbers():
    """For a plain ``random.Random`` the leader's, follower's and multiset draws take ``getrandbits`` inline
    (as ``randrange``'s helper does); any other generator goes through ``randrange``. Both must draw the same
    action and leave the generator in the same state, or seeded games would change."""
    rng = random.Random(12)
    compared = 0
    for seed in range(30):
        st = new_hand(seed=seed, rules=VARIANTS[seed % len(VARIANTS)])
        while not st.is_terminal():
            view = st.legal_actions()
            if st.phase in ("play", "bury"):
                for k in range(3):
                    a, b = random.Random(seed * 100 + k), _Subclassed(seed * 100 + k)
                    assert view.choice(a) == view.choice(b) and a.random() == b.random(), (seed, k)
                    compared += 1
            st = st.apply(view.choice(rng))
    assert compared > 2000


def test_a_lead_is_judged_as_decompose_and_failed_throw_judge_it():
    """``lead.lead_trick`` takes short ways for a single, a throw of distinct cards (its units are its cards, the
    verdict one comparison per other hand) and a throw with one card twice (a pair and singles): the trick it
    starts (the units, the forced unit, the attempt, who beats it, the height) must be the one the rule's
    ``decompose`` and ``failed_throw`` give, for every rule set's trumps and turns; so must the general way's."""
    from tutor.games.wang27.lead import lead_trick
    from tutor.games.wang27.trick import ComboTrick
    from tutor.games.wang27.views import sort_rank

    rng = random.Random(6)
    checked = failed = paired = 0
    for seed in range(80):
        st = new_hand(seed=seed, rules=VARIANTS[seed % len(VARIANTS)])
        while st.phase != "play":
            st = st.apply(st.legal_actions().choice(rng))
        while not st.is_terminal():
            if st.trick is None:
                seat, trump, tiers = st.current_seat, st.trump, st.tiers
                for s, cards in by_suit(st.hand(seat), trump).items():
                    distinct = list(dict.fromkeys(cards))
                    for pool in (distinct, cards):  # distinct cards, then any (pairs, tractors)
                        throw = tuple(sorted(rng.sample(pool, rng.randint(1, min(len(pool), 6))),
                                             key=sort_rank(trump).__getitem__))
                        units = decompose(throw, trump, tiers)
                        others = {o: [c for c in st.hand(o) if ESUIT[trump][c] == s] for o in st._others(seat)}
                        forced = failed_throw(units, list(others.values()), trump, tiers) if len(units) > 1 else None
                        if forced is None:
                            want = ComboTrick.lead(seat, throw, trump, tiers)
                        else:
                            by = next(o for o, held in others.items()
                                      if (u := failed_throw(units, [held], trump, tiers)) and len(u) == len(forced))
                            want = ComboTrick.lead(seat, forced, trump, tiers, attempt=throw, beaten_by=by)
                            failed += 1
                        got, penalty, notes = lead_trick(st, seat, throw)
                        assert got == want, (seed, throw)
                        noted = forced is not None and st.rules.throw_penalty != "none"
                        assert len(notes) == len(st.penalties) + noted and (penalty != st.penalty) == noted
                        checked += 1
                        paired += len(set(throw)) == len(throw) - 1 and len(throw) > 2
            st = st.apply(st.legal_actions().choice(rng))
    assert checked > 3000 and failed > 1000 and paired > 100, (checked, failed, paired)


def test_a_trick_keeps_its_winner_as_ranking_every_play_again_finds_it():
    """``ComboTrick.add`` ranks each play as it comes (a single against a single inline, else ``rank_of``) and
    keeps the best; ranking every play again from scratch (``_winning_index``, ``_rank``) must agree, including
    for plays that cannot win (another suit, another shape) and for ties (the first of equals wins)."""
    rng = random.Random(8)
    checked = 0
    for seed in range(60):
        st = new_hand(seed=seed, rules=VARIANTS[seed % len(VARIANTS)])
        while not st.is_terminal():
            st = st.apply(st.legal_actions().choice(rng))
            trick = st.trick if st.trick is not None else (st.done[-1] if st.done else None)
            if trick is not None and len(trick) > 1:
                assert trick.best == trick._winning_index(), (seed, trick)
                assert trick.best_rank == trick._rank(trick.plays[trick.best][1]), (seed, trick)
                checked += 1
    assert checked > 3000
