"""The one memo the engines keep between calls: values worked out from an immutable object (a state, a
hand tuple, a rules value), remembered by that object's identity.

Why identity: the objects are immutable, so a value worked out from one stays right for as long as the
object lives; hashing them (a rules value has dozens of fields, a hand a dozen cards) would cost more
than the memo saves. Why that is safe: an entry holds its key object, so the object stays alive while it is
remembered and its ``id`` cannot be given to another object meanwhile; a hit needs ``entry[0] is key``.
Size: at most ``keep`` entries; when full it starts afresh (playouts ask about the few objects in play).
The last hit is kept as one ``(key, value)`` pair, replaced whole, so a reader on another thread never
sees one key paired with another's value.

>>> memo = IdentityMemo(keep=2)
>>> hand = ("SA", "H2")
>>> memo.get(hand) is None
True
>>> memo.put(hand, 2)
2
>>> memo.get(hand), memo.get(("SA", "H2"))  # an equal tuple is another object: not remembered
(2, None)
>>> _ = memo.put("x", 1), memo.put("y", 1)  # a third key when full: the memo starts afresh
>>> len(memo), memo.get(hand)
(1, None)
"""

from __future__ import annotations

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

__all__ = ["IdentityMemo"]


class IdentityMemo(Generic[K, V]):
    """Values by the identity of immutable key objects (see the module text); ``keep=1`` remembers only the
    last pair (``get`` then costs one ``is``)."""

    __slots__ = ("_entries", "_keep", "_last")

    def __init__(self, keep: int = 64) -> None:
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self._keep = keep
        self._entries: dict[int, tuple[K, V]] = {}
        self._last: tuple[object, V | None] = (_NOTHING, None)

    def get(self, key: K) -> V | None:
        """The value remembered for this very object, else ``None``."""
        last = self._last
        if last[0] is key:
            return last[1]
        got = self._entries.get(id(key))
        if got is not None and got[0] is key:
            self._last = got
            return got[1]
        return None

    def put(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (starting afresh when ``keep`` objects are already remembered);
        returns ``value``."""
        pair = (key, value)
        if self._keep > 1:
            entries = self._entries
            if len(entries) >= self._keep:
                entries.clear()
            entries[id(key)] = pair
        self._last = pair
        return value

    def clear(self) -> None:
        self._entries.clear()
        self._last = (_NOTHING, None)

    def __len__(self) -> int:
        if self._keep == 1:
            return 0 if self._last[0] is _NOTHING else 1
        return len(self._entries)


_NOTHING = object()  # the key of "no last pair yet": no caller holds it
