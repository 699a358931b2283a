# cython: language_level=3, boundscheck=False, wraparound=False
"""The compiled half of ``tutor.cards`` (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the deal
of a simulated hand, :func:`deal_order`, in C. ``cards.py`` keeps its pure-Python definition (the reference) and
binds this one in its place when it is built; either way ``cards`` checks at import that it deals as
``cards.shuffled`` does, and ``tests/test_cards_compiled.py`` compares the two on many seeds.
"""

from _random import Random as _CoreRandom

__all__ = ["deal_order"]

cdef object RANDOM = _CoreRandom
# The Fisher–Yates steps of ``random.Random.shuffle``: position i (51 down to 1) swaps with j <= i, j drawn as
# ``getrandbits`` of (i + 1)'s bit length, again while it is over i.
cdef int STEP_K[52]
for _i in range(52):
    STEP_K[_i] = (_i + 1).bit_length()


def deal_order(seed):
    """``cards.deal_order``: the deck indices in the order ``shuffled(DECK_52, seed)`` puts the cards, or ``None``
    when ``seed`` is not a plain ``int``."""
    if seed.__class__ is not int:
        return None
    getrandbits = RANDOM(seed).getrandbits
    cdef int x[52]
    cdef int i, j, k, swap
    for i in range(52):
        x[i] = i
    for i in range(51, 0, -1):
        k = STEP_K[i]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        swap = x[i]
        x[i] = x[j]
        x[j] = swap
    return [x[i] for i in range(52)]
