"""The kernel contract: what a game's kernel, its pure-Python ``<game>/kernel.py`` and its compiled
``<game>/ckernel.pyx`` alike, offers its ``State``, and the few hooks it may ask of the ``State`` in return.

A kernel module offers (:data:`KERNEL_FUNCTIONS`): ``play(state, action)``, the state after ``action`` when the
kernel takes it (``None`` otherwise: the kernel never raises), and ``apply``, ``legal_actions`` and
``is_terminal``, which :func:`bind` puts on the ``State`` class itself (no Python frame in between).

The kernel asks the ``State`` only through public methods named in :data:`HOOKS` (a rename of one of them breaks
the kernels at once: ``tests/test_kernels.py`` checks that every ``State`` has the hooks its kernels call, and that
no kernel calls anything else of the state's, imports another module's private name or writes another object's
slots). The hooks every ``State`` offers (:data:`COMMON_HOOKS`):

``apply_other(action)``
    ``apply`` of what the kernel's ``play`` did not take: the moves the Python engine makes (bids, sales, texts,
    claims) and the explaining path, which asks ``check`` and raises ``IllegalAction`` naming the reason.

A compiled kernel reads a state's fields (and those of the other tuples it reads in C: a trick, an auction) as C
array items, for speed, but by name: each ``ckernel.pyx`` declares the positions it uses as named constants
(``cdef enum``) and lists them in its ``LAYOUTS`` (``{"State": {"turn": TURN, ...}, ...}``). :func:`bind` compares
every listed position with the class's ``_fields`` when the game is imported, so a field added, removed or moved
in a ``State`` stops the import with the names at fault instead of letting the C code read the wrong item.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

__all__ = ["COMMON_HOOKS", "HOOKS", "KERNEL_FUNCTIONS", "PLAY", "LayoutError", "bind", "check_layouts"]

#: A play to a trick, as the engines keep it in a plain tuple: who played, what.
PLAY = ("seat", "card")

#: What every kernel module offers.
KERNEL_FUNCTIONS = ("apply", "legal_actions", "is_terminal", "play")

#: The hooks every game's ``State`` offers its kernel.
COMMON_HOOKS = ("apply_other",)

#: Each game's hooks (the common ones first), by the module of its ``State``: the only methods of a state a
#: kernel calls (beyond the public API every ``State`` has, such as ``check`` and ``throws_allowed``).
HOOKS: dict[str, tuple[str, ...]] = {
    # the bids (legal_actions while bidding), and the checked path after the kernel's refusal
    "tutor.games.spades.state": (*COMMON_HOOKS, "apply_checked", "bid_actions"),
    # a sale decided (the last decision settles the sales), the sales open (legal_actions while selling), and
    # the checked path
    "tutor.games.gongzhu.state": (*COMMON_HOOKS, "apply_checked", "decide", "sale_actions"),
    # the claims open at declarer's turn, and the checked path (texts, claims, refusals)
    "tutor.games.bridge.play": (*COMMON_HOOKS, "apply_checked", "with_claims"),
    # a lead judged (lead_ok; lead_problem: a throw's problem, None when allowed), a play the kernel leaves to the
    # engine (pairs, tractors), what a view drew
    "tutor.games.wang27.state": (*COMMON_HOOKS, "apply_drawn", "apply_play", "lead_ok", "lead_problem"),
}


class LayoutError(RuntimeError):
    """A compiled kernel's named field positions disagree with the class it reads."""


def check_layouts(kernel: ModuleType, classes: Mapping[str, Any]) -> None:
    """Every position ``kernel.LAYOUTS`` names for each class in ``classes`` (by the name ``LAYOUTS`` uses) is
    that field's index in the class's ``_fields`` (a class given as a tuple of names: those names, in order),
    and every field of the class is named; a kernel without ``LAYOUTS`` (a pure-Python kernel reads by
    attribute) passes. Raises :class:`LayoutError` naming each field at fault."""
    layouts: Mapping[str, Mapping[str, int]] | None = getattr(kernel, "LAYOUTS", None)
    if layouts is None:
        return
    wrong = []
    for name, positions in layouts.items():
        if name not in classes:
            wrong.append(f"{name}: no such class given to check")
            continue
        cls = classes[name]
        fields = tuple(cls if isinstance(cls, tuple) else cls._fields)
        for field, at in positions.items():
            if field not in fields:
                wrong.append(f"{name}.{field}: no such field")
            elif fields.index(field) != at:
                wrong.append(f"{name}.{field}: read at {at}, it is field {fields.index(field)}")
        wrong += [f"{name}.{field}: not named in the kernel" for field in fields if field not in positions]
    if wrong:
        raise LayoutError(f"{kernel.__name__} reads fields by positions that are not theirs: " + "; ".join(wrong))


def bind(state_class: type, kernel: ModuleType, classes: Mapping[str, Any] | None = None) -> None:
    """Check ``kernel`` against the contract (its functions, the hooks of ``state_class``, the field positions of
    ``classes``, ``state_class`` itself as ``"State"``), then make its ``apply``, ``legal_actions`` and
    ``is_terminal`` the state class's own methods."""
    missing = [f for f in KERNEL_FUNCTIONS if not callable(getattr(kernel, f, None))]
    missing += [f"State.{h}" for h in HOOKS.get(state_class.__module__, COMMON_HOOKS)
                if not callable(getattr(state_class, h, None))]
    if missing:
        raise LayoutError(f"{kernel.__name__} and {state_class.__module__}.State break the kernel contract: "
                          f"{', '.join(missing)} missing")
    check_layouts(kernel, {"State": state_class, **(classes or {})})
    state_class.apply = kernel.apply  # type: ignore[attr-defined]
    state_class.legal_actions = kernel.legal_actions  # type: ignore[attr-defined]
    state_class.is_terminal = kernel.is_terminal  # type: ignore[attr-defined]
