# The one-card trick's rule in C, once (``cimport``-ed by every compiled kernel that closes a trick; declarations and
# inline functions only, no module of its own): the same rule as ``tutor.tricks.winning_index``, which the Python
# engines ask. Suits and ranks are small integers here, each kernel's own (a suit number, an effective suit; a rank
# or a step, higher beating lower): the rule is only how they compare.


cdef inline bint beats(int suit, int rank, int best_suit, int best_rank, int trump) noexcept nogil:
    """Does a card of ``suit`` and ``rank`` take a trick that the card ``best_suit``, ``best_rank`` is winning so far?
    A higher card of the same suit does, and a trump (``suit == trump``) on a card of another suit does; nothing else
    (a discard never wins; of two equal cards, the first stays ahead). ``trump`` -1: no trumps."""
    if suit == best_suit:
        return rank > best_rank
    return suit == trump


cdef inline int trick_winner(const int *suits, const int *ranks, int n, int trump) noexcept nogil:
    """The index of the card that wins a trick of ``n`` cards (``suits[0]`` led): the highest trump played, else the
    highest card of the suit led (``winning_index``)."""
    cdef int best = 0, i
    for i in range(1, n):
        if beats(suits[i], ranks[i], suits[best], ranks[best], trump):
            best = i
    return best
