# cython: language_level=3, boundscheck=False, wraparound=False
"""The compiled half of ``tutor.cards`` (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``): the deal
of a simulated hand, :func:`deal_order`, in C. ``cards.py`` keeps its pure-Python definition (the reference) and
binds this one in its place when it is built; either way ``cards`` checks at import that it deals as
``cards.shuffled`` does, and ``tests/test_cards_compiled.py`` compares the two on many seeds.
"""

from _random import Random as _CoreRandom

from .cdraws cimport shuffle

__all__ = ["deal_order"]

cdef object RANDOM = _CoreRandom
cdef object GETRANDBITS = _CoreRandom.getrandbits


def deal_order(seed):
    """``cards.deal_order``: the deck indices in the order ``shuffled(DECK_52, seed)`` puts the cards, or ``None``
    when ``seed`` is not a plain ``int``."""
    if seed.__class__ is not int:
        return None
    cdef int x[52]
    cdef int i
    for i in range(52):
        x[i] = i
    shuffle(GETRANDBITS, RANDOM(seed), x, 52)  # ``random.Random.shuffle``'s draws (cdraws.pxd)
    return [x[i] for i in range(52)]
