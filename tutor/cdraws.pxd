# CPython's seeded draws in C, once (``cimport``-ed by every compiled module that draws; declarations and inline
# functions only, no module of its own): the very calls ``random.Random`` makes to its generator, so that a compiled
# kernel given the same seed draws the same cards, choices and samples as the Python reference (the differential tests
# compare them). ``getrandbits`` is ``random.Random.getrandbits`` itself (the C method: ``random.Random`` does not
# override it), called unbound on ``rng`` (no bound method made per draw).

cdef extern from *:
    int clz "__builtin_clzll" (unsigned long long) noexcept nogil


cdef inline int bit_length(unsigned long long n) noexcept nogil:
    """``int.bit_length``."""
    return 64 - clz(n) if n else 0


cdef inline unsigned long long below(object getrandbits, object rng, unsigned long long n) except? 0xFFFFFFFFFFFFFFFF:
    """``rng._randbelow(n)`` (``n`` from 1 to 2**64 - 1), as CPython draws it (``choice``, ``randrange``, ``shuffle``
    and ``sample`` draw through it): ``n``'s bit length of random bits, again while they reach ``n`` or more."""
    cdef int k = bit_length(n)
    cdef unsigned long long r = getrandbits(rng, k)
    while r >= n:
        r = getrandbits(rng, k)
    return r


cdef inline int shuffle(object getrandbits, object rng, int *x, int n) except -1:
    """``rng.shuffle`` of the ``n`` items of ``x``, in place (Fisher–Yates from the last item down, each item's
    partner ``_randbelow(i + 1)``): the same order CPython's shuffle gives the same items."""
    cdef int i, j, swap
    for i in range(n - 1, 0, -1):
        j = <int>below(getrandbits, rng, i + 1)
        swap = x[i]
        x[i] = x[j]
        x[j] = swap
    return 0
