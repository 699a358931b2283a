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

from tests.kernel_agreement import compiled_or_fail, hands, offer_all, outcome
from tests.wang27.test_wang27_fast import VARIANTS  # the rule variants of the fast path's differential test
from tutor.cards import DECK_54, Card
from tutor.games import get
from tutor.games.wang27 import Action, new_hand
from tutor.games.wang27 import kernel as reference

GAME = get("wang27")
HANDS = hands(24, len(VARIANTS))
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


def _walk(compiled, st, rng: random.Random, label: object) -> tuple[object, object, int, int]:
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
        took, refusals = offer_all(compiled, reference, st, _probes(st, listed, rng), label=label)
        taken, refused = taken + took, refused + refusals
        action = compiled.legal_actions(st).choice(rng)
        st, shadow = compiled.apply(st, action), reference.apply(shadow, action)


def test_the_compiled_kernel_and_the_reference_agree_at_every_step(compiled):
    taken = refused = finished = 0
    for seed in range(HANDS):
        rules = VARIANTS[seed % len(VARIANTS)]
        st, shadow, took, refusals = _walk(compiled, new_hand(seed=seed, rules=rules), random.Random(seed), seed)
        taken, refused = taken + took, refused + refusals
        assert st.result() == shadow.result()
        if st.result() is not None:
            finished += 1
            assert GAME.score_sheets(st) == GAME.score_sheets(shadow)
    assert finished > HANDS // 2 and taken > 100 * HANDS and refused > 1000 * HANDS  # both sides were exercised


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
