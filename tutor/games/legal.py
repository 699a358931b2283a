"""The legal-move view every game's ``state.legal_actions()`` returns (python-chess's ``LegalMoveGenerator``).

Iterating yields every distinct legal action, lazily; ``action in view`` is exactly "``apply`` would
accept it" (it asks ``state.check``, so any spelling ``apply`` takes is in the view); ``len(view)``
counts them, through a game-supplied counter where listing would be expensive (27 Wang's buries).
Nothing is ever truncated: a caller that wants a few takes them with ``itertools.islice``.

>>> from tutor.cards import parse_cards
>>> class Toy:
...     hand = tuple(parse_cards("SA H2"))
...     def check(self, action):
...         return None if action in self.hand or str(action).upper() in ("SA", "H2") else "not in your hand"
>>> view = LegalActions(Toy(), Toy.hand)
>>> len(view), [str(c) for c in view], "sa" in view, "D3" in view, bool(view)
(2, ['SA', 'H2'], True, False, True)
>>> view
<legal actions: SA H2>
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Callable, Collection, Iterable, Iterator
from typing import Any, Generic, Protocol, TypeVar

from ..compiled import choose
from ..errors import TutorError

A = TypeVar("A")
_SHOWN = 12  # actions a repr lists before "…"


class _Checks(Protocol):
    def check(self, action: Any) -> str | None: ...


class LegalActions(Collection[A], Generic[A]):
    """A lazy, read-only collection of the legal actions of one state.

    ``items`` is a ready sequence (cheap games list their few actions up front); otherwise ``generate``
    is a zero-argument function returning a fresh iterator, ``count`` (optional) counts without
    listing and ``sample`` (optional) draws one action uniformly without listing (27 Wang's buries).
    Equality compares the actions as sets, so listing order never matters.
    """

    __slots__ = ("_state", "_items", "_generate", "_count", "_sample")

    def __init__(self, state: _Checks, items: Iterable[A] | None = None, *,
                 generate: Callable[[], Iterator[A]] | None = None, count: Callable[[], int] | None = None,
                 sample: Callable[[random.Random], A] | None = None) -> None:
        if (items is None) == (generate is None):
            raise TypeError("LegalActions takes either items or generate")
        self._state = state
        self._items: tuple[A, ...] | None = None if items is None else tuple(items)
        self._generate = generate
        self._count = count
        self._sample = sample

    def __iter__(self) -> Iterator[A]:
        if self._items is not None:
            return iter(self._items)
        assert self._generate is not None
        return self._generate()

    def __contains__(self, action: object) -> bool:
        try:
            return self._state.check(action) is None
        except (TutorError, TypeError, AttributeError, KeyError):  # junk (a list, None, a number) is never legal
            return False

    def __len__(self) -> int:
        if self._items is not None:
            return len(self._items)
        if self._count is not None:
            return self._count()
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        if self._items is not None:
            return bool(self._items)
        return next(iter(self), _MISSING) is not _MISSING

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Collection) or isinstance(other, str):
            return NotImplemented
        mine = list(self)
        return len(mine) == len(other) and set(mine) == set(other)

    __hash__ = None  # type: ignore[assignment]  # a view of a state, not a value to key on

    def first(self, n: int) -> list[A]:
        """The first ``n`` actions in listing order (for previews; order carries no meaning)."""
        return list(itertools.islice(self, n))

    def choice(self, rng: random.Random) -> A:
        """One legal action drawn uniformly (random playouts, the beginner bot): ``rng.choice`` of the
        listing, so the same seed draws the same action in every version."""
        items = self._items
        if items is not None:
            n = len(items)
            if n and rng.__class__ is _Random and n < _FEW:
                # rng.choice(items), inlined for the standard generator (playouts draw once a move): its
                # _randbelow(n) takes n's bit length of random bits, again while they reach n or more
                k = _BIT_LENGTH[n]
                r = _getrandbits(rng, k)  # (the C method itself: no bound method built per draw)
                while r >= n:
                    r = _getrandbits(rng, k)
                return items[r]
            return rng.choice(items)
        if self._sample is not None:
            return self._sample(rng)
        pool = list(self)
        if not pool:
            raise IndexError("no legal action: the hand is over")
        return pool[rng.randrange(len(pool))]

    def __repr__(self) -> str:
        shown = [str(a) for a in itertools.islice(self, _SHOWN + 1)]
        more = " …" if len(shown) > _SHOWN else ""
        return f"<legal actions: {' '.join(shown[:_SHOWN])}{more}>" if shown else "<legal actions: none>"


class ReadyActions(LegalActions[A]):
    """:class:`LegalActions` of a ready tuple, built with two stores instead of the general constructor's
    choices and checks. It is a ``LegalActions`` in every other way, ``choice`` included; a game's module
    builds one by :func:`ready` (the fast constructor) or ``ReadyActions(state, items)``.

    >>> ReadyActions(None, ("SA", "H2")) == LegalActions(None, ["H2", "SA"])
    True
    """

    __slots__ = ()
    # Class-level values shadow the base class's slots for reading, so a ready view is built with two
    # stores (``_state``, ``_items``) instead of five: every simulated move builds one.
    _generate = None
    _count = None
    _sample = None

    def __init__(self, state: _Checks, items: tuple[A, ...]) -> None:  # noqa: D107 (no super(): two slots)
        self._state = state
        self._items = items


class _Listed(ReadyActions[A]):
    # A ReadyActions whose ``__init__`` is ``object.__init__``: the type call then runs the C allocator and
    # initialiser directly (about a quarter fewer instructions, callgrind, than a Python ``__init__``);
    # :func:`ready` stores the two slots. Only this module writes them.
    __slots__ = ()
    __init__ = object.__init__


def ready(state: Any, items: tuple[A, ...]) -> ReadyActions[A]:
    """The public fast constructor: ``ReadyActions(state, items)`` without a Python ``__init__`` frame (every
    move of a playout builds one). ``items`` must be a tuple (it is kept, not copied).

    >>> view = ready(None, ("SA", "H2"))
    >>> view == ReadyActions(None, ("H2", "SA")), len(view), isinstance(view, ReadyActions)
    (True, 2, True)
    """
    view: ReadyActions[A] = _Listed()
    view._state = state
    view._items = items
    return view


class Computed(LegalActions[A]):
    """A view that lists (``_list``), counts (``_size``) and may draw (``choice``) by its own methods, with no
    closures made per state: a game subclasses it (27 Wang's follows, leads and buries) and calls
    ``Computed.__init__(self, state)`` before storing its own slots. Never a ready tuple.

    >>> class Two(Computed):
    ...     __slots__ = ()
    ...     def _list(self):
    ...         return iter(("SA", "H2"))
    >>> view = Two(None)
    >>> len(view), list(view), bool(view), view == {"H2", "SA"}
    (2, ['SA', 'H2'], True, True)
    """

    __slots__ = ()
    _items = None  # (shadows the base's slot: never a ready tuple)
    _generate = None
    _count = None
    _sample = None

    def __init__(self, state: _Checks) -> None:  # noqa: D107 (no super(): one slot)
        self._state = state

    def __iter__(self) -> Iterator[A]:
        return self._list()

    def __len__(self) -> int:
        return self._size()

    def __bool__(self) -> bool:
        return next(iter(self), _MISSING) is not _MISSING

    def _list(self) -> Iterator[A]:
        raise NotImplementedError

    def _size(self) -> int:
        return sum(1 for _ in self)

    def choice(self, rng: random.Random) -> A:
        pool = list(self)
        if not pool:
            raise IndexError("no legal action: the hand is over")
        return pool[rng.randrange(len(pool))]


_MISSING: Any = object()
_Random = random.Random
_getrandbits = random.Random.getrandbits  # the generator's own (random.Random does not override it)
_FEW = 256  # listings shorter than this (every game's moves) read their bit length from a table
_BIT_LENGTH = tuple(n.bit_length() for n in range(_FEW))


# The compiled half (``clegal.pyx``, setup.py's COMPILED): ``ready`` and a ready view's ``choice`` in C, bound here in
# place of the definitions above (their pure-Python reference, kept under these names for the comparison in
# tests/test_legal_compiled.py) when it is built.
_python_ready, _python_choice = ready, LegalActions.choice
_compiled = choose("tutor.games.clegal", sys.modules[__name__])
if _compiled is not sys.modules[__name__] and _compiled.bind(
        _Listed, ReadyActions, LegalActions.__dict__["_state"], LegalActions.__dict__["_items"], _Random, _getrandbits,
        _python_ready, _python_choice):
    ready = _compiled.ready
    ReadyActions.choice = _compiled.choice  # type: ignore[method-assign]
