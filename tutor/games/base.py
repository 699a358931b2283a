"""What every game's rules and records share: ``RulesBase`` (named switches with presets, unknown
names refused) and the readers of a record's header fields (seats, hands).

The ``Game`` facade and the ``State`` protocol are in :mod:`tutor.games.game`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from ..cards import short_repr as short_repr  # re-exported: the games quote bad values with it
from ..errors import IllegalAction, ParseError
from ..i18n import domain
from ..seats import SEATS
from .legal import LegalActions

t, tn = domain("tutor")


@dataclasses.dataclass(frozen=True)
class RulesBase:
    """A frozen set of named switches. Subclasses set ``PRESETS`` and field defaults.

    ``Rules.preset("name")`` gives a preset; ``rules.but(switch=value)`` a variant; unknown switch
    names and unknown presets raise ``ParseError`` naming them.
    """

    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}
    preset_name: str = ""

    @classmethod
    def preset(cls, name: str | None = None) -> Self:
        if name is not None and not isinstance(name, str):
            raise ParseError(f"rules preset: expected a name ({', '.join(cls.PRESETS)}), got {short_repr(name)}")
        name = name or next(iter(cls.PRESETS), "")
        if name not in cls.PRESETS:
            raise ParseError(f"unknown rules preset {short_repr(name)}: choose one of {', '.join(cls.PRESETS)}")
        return cls(preset_name=name, **cls.PRESETS[name])

    @classmethod
    def given(cls, rules: Any) -> Self:
        """The ``rules`` a caller handed to ``new_hand``: ``None`` is the first preset; anything but this
        game's ``Rules`` (a preset's name, another game's rules, a dict) is refused, naming what came."""
        if rules is None:
            return cls.preset()
        if isinstance(rules, cls):
            return rules
        game = cls.__module__.split(".")[2] if cls.__module__.count(".") >= 2 else cls.__module__
        came = (f"the {type(rules).__module__.split('.')[2]} game's rules" if isinstance(rules, RulesBase)
                else short_repr(rules))
        first = next(iter(cls.PRESETS), "")
        raise ParseError(f"rules: expected the {game} game's Rules, such as Rules.preset({first!r}), got {came}")

    def but(self, **switches: Any) -> Self:
        """A copy with ``switches`` changed; unknown names and values of the wrong kind are refused.

        >>> from tutor.games.basics import Rules
        >>> Rules.preset().but(hand_size="5")
        Traceback (most recent call last):
        ...
        tutor.errors.ParseError: rules switch hand_size: expected a whole number, got '5'
        """
        kinds = {f.name: f for f in dataclasses.fields(self) if f.name != "preset_name"}
        unknown = sorted(set(switches) - set(kinds))
        if unknown:
            raise ParseError(f"unknown rules switch {unknown[0]!r}: known switches are {', '.join(sorted(kinds))}")
        for name, value in switches.items():
            _check_switch(name, value, getattr(type(self), name, None), str(kinds[name].type))
        return dataclasses.replace(self, **switches)

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> Self:
        """``{"preset": "msn", "switch": value}`` → rules (the record's ``rules`` field)."""
        if data is None:
            return cls.preset()
        if not isinstance(data, Mapping):
            raise ParseError("rules: expected an object such as {\"preset\": \"...\"}")
        data = dict(data)
        base = cls.preset(data.pop("preset", None))
        return base.but(**data)

    def to_json(self) -> dict[str, Any]:
        """The preset name plus every switch that differs from it."""
        base = type(self).preset(self.preset_name or None)
        out: dict[str, Any] = {"preset": base.preset_name}
        for f in dataclasses.fields(self):
            if f.name != "preset_name" and getattr(self, f.name) != getattr(base, f.name):
                out[f.name] = getattr(self, f.name)
        return out


_KIND_WORDS = {bool: "true or false", int: "a whole number", str: "a text", tuple: "a list"}


def _huge(value: Any, depth: int = 0) -> bool:
    """Does ``value`` (or a list or object inside it) hold a whole number beyond ±10⁹, or a text longer
    than any switch value (the game's own messages quote the value)?"""
    if isinstance(value, int) and not isinstance(value, bool):
        return abs(value) > 10**9
    if isinstance(value, str):
        return len(value) > 80
    if depth >= 3:
        return False
    if isinstance(value, list | tuple):
        return any(_huge(v, depth + 1) for v in value[:100])
    if isinstance(value, Mapping):
        return any(_huge(v, depth + 1) for v in list(value.values())[:100])
    return False


def _check_switch(name: str, value: Any, default: Any, annotation: str) -> None:
    """A switch takes a value of its default's kind (``None`` where the annotation allows it); the
    game's own ``__post_init__`` then checks the value's range."""
    if value is None and "None" in annotation:
        return
    if _huge(value):  # checked first: a game's own message would print the value, and Python cannot
        raise ParseError(f"rules switch {name}: {short_repr(value)} is far too large for a switch")
    kind = next((k for k in (bool, int, str, tuple) if isinstance(default, k)), None)
    if kind is None:  # a default of None: the game's __post_init__ checks the kind; only the size is checked here
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**9:
            raise ParseError(f"rules switch {name}: {short_repr(value)} is far too large")
        return
    if kind is tuple and isinstance(value, list | tuple) and default and all(isinstance(d, str) for d in default) \
            and not all(isinstance(v, str) for v in value):
        raise ParseError(f"rules switch {name}: expected a list of texts, got {short_repr(value)}")
    ok = isinstance(value, list | tuple) if kind is tuple else (
        isinstance(value, kind) and (kind is bool or not isinstance(value, bool)))
    if kind is int and ok and abs(value) > 10**9:
        raise ParseError(f"rules switch {name}: {short_repr(value)} is far too large")
    if not ok:
        raise ParseError(f"rules switch {name}: expected {_KIND_WORDS[kind]}, got {short_repr(value)}")


class Stepwise:
    """A public helper that steps through an immutable value in place (``d.declare(...)``, ``b.bid(...)``):
    it holds the current value in ``round``, replaces it at each step, and reads every other attribute
    from it. States hold the values, never these helpers."""

    round: Any

    def __getattr__(self, name: str) -> Any:
        if name == "round":  # not set yet (while copying): never recurse
            raise AttributeError(name)
        return getattr(self.round, name)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.round == self.round

    __hash__ = None  # type: ignore[assignment]  # it changes

    def __repr__(self) -> str:
        return repr(self.round)


def seat_field(value: Any, field: str = "dealer") -> str:
    """``value`` checked to be a seat letter; the ``ParseError`` names the field.

    >>> seat_field("Q")
    Traceback (most recent call last):
    ...
    tutor.errors.ParseError: dealer: expected N, E, S or W, got 'Q'
    """
    if not isinstance(value, str) or value not in SEATS:
        raise ParseError(t("{field}: expected N, E, S or W, got {value}", field=field, value=short_repr(value)))
    return str(value)


def require(record: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    """``record[key]`` checked for presence and type; the ``ParseError`` names the field."""
    if key not in record:
        raise ParseError(t("{field}: missing; expected {what}", field=key, what=what))
    value = record[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    # bool is an int in Python, but a record's true/false is never a number
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise ParseError(t("{field}: expected {what}, got {value}", field=key, what=what, value=repr(value)))
    return value


def parse_hands(raw: Any, *, size: int | Sequence[int], copies: int = 1, field: str = "hands",
                seats: Sequence[str] = SEATS, jokers: bool = True) -> dict[str, tuple[Any, ...]]:
    """Read ``{"N": ["SA", …], …}``: every seat present, ``size`` cards each, no card more than
    ``copies`` times in all, no joker unless ``jokers``. Errors name the seat and position (``hands.E[3]``)."""
    from collections import Counter

    from ..cards import Card

    if not isinstance(raw, Mapping):
        raise ParseError(t("{field}: expected an object with the four seats N E S W", field=field))
    extra = sorted(set(raw) - set(seats))
    if extra:
        raise ParseError(t("{field}: {value} is not a seat; expected N, E, S and W", field=field,
                           value=short_repr(extra[0])))
    sizes = (size,) if isinstance(size, int) else tuple(size)
    hands: dict[str, tuple[Card, ...]] = {}
    seen: Counter[Card] = Counter()
    where: dict[Card, str] = {}
    for seat in seats:
        cards = raw.get(seat)
        if not isinstance(cards, list):
            raise ParseError(t("{field}: missing; expected a list of card texts", field=f"{field}.{seat}"))
        if len(cards) not in sizes:
            want = " or ".join(str(s) for s in sizes)
            raise ParseError(t("{field}: expected {want} cards, got {n}", field=f"{field}.{seat}", want=want,
                               n=len(cards)))
        parsed = []
        for i, text in enumerate(cards):
            try:
                card = Card.parse(text)
            except ParseError as e:
                raise ParseError(t("{field}: {problem}", field=f"{field}.{seat}[{i}]",
                                   problem=e.args[0] if e.args else str(e))) from None
            if card.is_joker and not jokers:
                raise ParseError(t("{field}: {card} is a joker, and this game is played without jokers",
                                   field=f"{field}.{seat}[{i}]", card=str(card)))
            seen[card] += 1
            if seen[card] > copies:
                raise ParseError(t("{field}: {card} appears twice (in {seat} and {other})", field=field,
                                   card=str(card), seat=where[card], other=seat) if copies == 1 else
                                 t("{field}: {card} appears more than {n} times (in {seat} and {other})",
                                   field=field, card=str(card), n=copies, seat=where[card], other=seat))
            where[card] = seat
            parsed.append(card)
        hands[seat] = tuple(parsed)
    return hands


class HandByHand:
    """A whole game or match as one state: finished ``hands`` and the ``current`` hand (``None`` once it
    is over). The state protocol passes through to the current hand; a class says how a finished hand is
    added (``add``: scored, the next dealt) and why the game is over (``_over``). Mixed into the games'
    frozen ``Match`` dataclasses, so ``current`` is replaced, never changed."""

    current: Any
    hands: tuple[Any, ...]

    def add(self, hand: Any) -> Self:
        raise NotImplementedError

    def _over(self) -> str:
        raise NotImplementedError

    @property
    def phase(self) -> str:
        return "over" if self.current is None else self.current.phase

    @property
    def current_seat(self) -> str | None:
        return None if self.current is None else self.current.current_seat

    def legal_actions(self) -> LegalActions[Any]:
        return LegalActions(self, ()) if self.current is None else self.current.legal_actions()

    def check(self, action: object) -> str | None:
        return self._over() if self.current is None else self.current.check(action)

    def is_terminal(self) -> bool:
        return self.current is None

    def apply(self, action: Any) -> Self:
        """``action`` in the current hand; a finished hand is added (scored, the next one dealt)."""
        if self.current is None:
            raise IllegalAction(self._over(), action=action)
        hand = self.current.apply(action)
        return self.add(hand) if hand.is_terminal() else dataclasses.replace(self, current=hand)  # type: ignore[type-var]

    def view(self) -> Any:
        return (self.current or self.hands[-1]).view()
