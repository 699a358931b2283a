"""27 Wang's compiled kernel (``ckernel.pyx``) against its pure-Python reference (``kernel.py`` and ``listing.py``'s
views): at every step of many random hands, under rules variants that change a legality rule, both are offered every
action listed, every single and pair of the deck, random handfuls of the hand (mostly refused) and junk. They must
agree on everything: the listing (the same actions in the same order, and its count), the draws (the same action
from the same random state, leaving the generator in the same state, for ``random.Random`` and for a generator of
another class), the state after each action they take (the same fields, the same class), each refusal
(``IllegalAction`` with the same reason, nothing changed), the end of the hand, its result and its score sheets.
(``tests/test_compiled_kernels.py`` fails when the compiled kernel is not built.)"""

from __future__ import annotations

import itertools
import random

import pytest

from tests.kernel_agreement import compiled_or_fail, offer_all, outcome, seeds
from tests.sweeps import assert_reached, reason_key
from tests.wang27.test_wang27_fast import VARIANTS  # the rule variants of the fast path's differential test
from tutor.cards import DECK_54, Card
from tutor.games import get
from tutor.games.wang27 import Action, new_hand
from tutor.games.wang27 import kernel as reference

GAME = get("wang27")
#: 12 of the 24 hands, two of each variant, which together reach all the 24 reach (picked greedily by what each
#: adds for its CPU time, then filled up to two a variant; ``tests/sweeps.py``; ``TT_DEEP=1``: all 24)
SEEDS = seeds(24, len(VARIANTS), (3, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23))
#: what the 24 reach (each refusal reason by its message template, each phase, each kind of action drawn, each
#: score line): the sample must reach it all
REACHED = frozenset({
    'bury exactly {size} cards (you chose {n})',
    'choose at least one card',
    'declare: expected "pass" or a list of cards, got {value}',
    'expected a list of cards, got {value}',
    'it is the {phase} phase: a {kind} is not possible now',
    'phase:bid',
    'phase:bury',
    'phase:declare',
    'phase:play',
    'phase:trump',
    'score:banker side levels',
    'score:defenders win',
    'score:kitty bonus',
    'score:kitty bonus (抠底)',
    'score:margin',
    'score:throw penalties',
    'score:trick {n}',
    'throws (甩牌) are allowed only in trumps, when the other three hold no trumps',
    'took:bid',
    'took:bury',
    'took:declare',
    'took:play',
    'took:trump',
    'trump: expected S, H, D, C or NT, got {value}',
    'you do not hold {cards}',
    '{bid} is not a bid: bids go in steps of {step} ({start}, {next}, …)',
    '{bid} is not higher than the standing bid {high} by at least {step} (at this table bids go up)',
    '{bid} is not lower than the standing bid {high} by at least {step}: bids go down, so bid {most} or less, or pass',
    '{bid} is too low: the opening bid is at least {start}',
    '{cards} is not a declaration: show one 2, one 7, one joker, or a pair of identical 2s, 7s or jokers',
    '{cards} mixes suits: a lead is one single, pair, tractor or throw of one suit (all trumps count as one suit)',
    '{kind} is not an action: expected declare, bid, trump, bury or play',
    '{lead} was led ({n} card): play exactly {n}',
    '{lead} was led and you hold {cards}: you must follow {suit}',
    '{lead} was led and you hold {cards}: you must play a trump',
    '{lead} was led and you hold {cards}: you must play all your cards of {suit}',
    '{lead} was led and you hold {cards}: you must play all your trumps',
    '{lead} was led and you hold {cards}: you must play one of those pairs',
    '{lead} was led and you hold {cards}: you must play that pair',
    '{lead} was led and you still hold {cards}: play {need} cards of {suit} before any other card',
    '{lead} was led and you still hold {cards}: play {need} trumps before any other card',
    '{shown} cannot open: 7s only overturn a declaration already made',
    '{shown} does not outrank {standing}, the standing declaration: a new declaration must be higher on the ladder',
    "{shown} is not on this table's declaration ladder (it has: {allowed})",
    '{text} is not a card: it must start with a suit S H D C (or ♠ ♥ ♦ ♣), or be a joker BJ / LJ',
    '{value} is not a bid: bid a number such as 75, or "pass"',
})
LISTED = 400  # actions of a listing compared one by one (a burial lists millions; their count is compared too)
# a card built past Card's checks (equal to ♠Q, with a float rank): both kernels judge it by equality
ODD_QUEEN = tuple.__new__(Card, ("S", 12.0))


class OtherRandom(random.Random):
    """A generator of another class: the views then draw through ``randrange``, never inline."""


@pytest.fixture(scope="module")
def compiled():
    return compiled_or_fail("tutor.games.wang27.ckernel")


def _probes(st, listed: list[Action], rng: random.Random) -> list[object]:
    out: list[object] = list(listed[:40])
    kind = st.phase
    if kind in ("play", "bury", "declare"):
        hand = st.hand(st.current_seat)
        out += [Action("play", (c,)) for c in DECK_54]
        out += [Action("play", (c, c)) for c in dict.fromkeys(hand)]
        for _ in range(16):
            k = rng.randint(1, min(len(hand), 6))
            out.append(Action("play", tuple(rng.sample(hand, k))))
        out += [Action("play", (ODD_QUEEN,)), Action("play", ()),
                Action("play", ("SA",)), Action("play", [hand[0]]), [str(hand[0])], Action(kind, (hand[0],))]
    out += [Action("bid", 75), Action("pass", None), "nonsense", None, 3, Action("trump", "S")]
    return out


def _draws_agree(compiled, st, rng: random.Random) -> None:
    """Both views draw the same action from the same generator state and leave it in the same state."""
    for gen in (rng, OtherRandom(rng.random())):
        state = gen.getstate()
        fast = compiled.legal_actions(st).choice(gen)
        after = gen.getstate()
        gen.setstate(state)
        slow = reference.legal_actions(st).choice(gen)
        assert fast == slow and type(fast) is type(slow)
        assert gen.getstate() == after


def _walk(compiled, st, rng: random.Random, label: object,
          reached: set[str] | None = None) -> tuple[object, object, int, int]:
    shadow, taken, refused = st, 0, 0
    while True:
        assert st == shadow and type(st) is type(shadow)
        assert compiled.is_terminal(st) is reference.is_terminal(st)
        fast_view, slow_view = compiled.legal_actions(st), reference.legal_actions(st)
        listed = list(itertools.islice(slow_view, LISTED))
        assert list(itertools.islice(fast_view, LISTED)) == listed, label
        assert len(fast_view) == len(slow_view), label
        if reference.is_terminal(st):
            return st, shadow, taken, refused
        _draws_agree(compiled, st, rng)
        took, refusals = offer_all(compiled, reference, st, _probes(st, listed, rng), label=label, reached=reached)
        taken, refused = taken + took, refused + refusals
        action = compiled.legal_actions(st).choice(rng)
        if reached is not None:
            reached.add(f"phase:{st.phase}")
            reached.add(f"took:{getattr(action, 'kind', type(action).__name__)}")
        st, shadow = compiled.apply(st, action), reference.apply(shadow, action)


def one_hand(compiled, seed: int, reached: set[str]) -> tuple[int, int, bool]:
    """Hand ``seed`` walked on both kernels: how many probes were taken and refused, and whether it finished."""
    rules = VARIANTS[seed % len(VARIANTS)]
    st, shadow, took, refusals = _walk(compiled, new_hand(seed=seed, rules=rules), random.Random(seed), seed,
                                       reached)
    assert st.result() == shadow.result()
    if st.result() is None:
        return took, refusals, False
    sheets = GAME.score_sheets(st)
    assert sheets == GAME.score_sheets(shadow)
    reached.update(f"score:{reason_key(line._label)}" for sheet in sheets.values() for line in sheet.lines)
    return took, refusals, True


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = finished = 0
    reached: set[str] = set()
    for seed in SEEDS:
        took, refusals, done = one_hand(compiled, seed, reached)
        taken, refused, finished = taken + took, refused + refusals, finished + done
    hands = len(SEEDS)
    assert finished > hands // 2 and taken > 100 * hands and refused > 1000 * hands  # both sides were exercised
    assert_reached(reached, REACHED, "refusal reasons, phases, actions or score lines")


def test_a_hand_of_positions_outside_the_deal_goes_to_the_reference(compiled):
    """A set position whose hand holds a card outside the 54 (built past Card's checks) is judged by the reference
    itself: the same answers."""
    from tutor.games.wang27 import position

    st = position({"N": "SA SK S9", "E": "SQ S3", "S": "S3 S4", "W": "S4 H5"}, trump="H")
    odd = st._replace(held=((ODD_QUEEN, *st.held[0]), *st.held[1:]))
    for probe in [Action("play", (ODD_QUEEN,)), Action("play", (Card("S", 14),)), Action("play", (Card("S", 3),))]:
        assert compiled.play(odd, probe) == reference.play(odd, probe)
        assert outcome(compiled, odd, probe) == outcome(reference, odd, probe)
    assert list(compiled.legal_actions(odd)) == list(reference.legal_actions(odd))


def test_every_play_the_compiled_views_draw_is_taken_by_the_kernel(compiled):
    """The draws of a playout are all taken by ``play`` itself (never the explaining path): one hand per variant,
    every draw checked against ``check``."""
    for seed, rules in enumerate(VARIANTS):
        st, rng = new_hand(seed=100 + seed, rules=rules), random.Random(seed)
        while not st.is_terminal():
            action = st.legal_actions().choice(rng)
            assert st.check(action) is None
            after = compiled.play(st, action)
            assert after is not None and after == reference.play(st, action)
            st = after


def test_both_deal_the_same_hands(compiled):
    """The compiled deal is ``cards.deal``'s, seed for seed (every recorded and lesson deal depends on it); a seed
    that is not a whole number goes to the reference, which reads or refuses it."""
    for seed in [*range(300), 2**70, -5, "lesson 3", 2.5]:
        assert compiled.deal_hands(seed) == reference.deal_hands(seed), seed
    from tutor.errors import ParseError

    for bad in ([1], True):
        try:
            want = reference.deal_hands(bad)
        except ParseError as refusal:
            with pytest.raises(ParseError, match=str(refusal.args[0])[:20]):
                compiled.deal_hands(bad)
        else:
            assert compiled.deal_hands(bad) == want
