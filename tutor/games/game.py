"""The one shape of every game: an immutable ``State`` (OpenSpiel's names) and a ``Game`` facade.

A game package ``tutor.games.<name>`` exposes ``GAME``, an instance of its :class:`Game` subclass,
and is listed in ``tutor.games.GAMES``. Replays, the ``check`` command, the play-along widget and the
conformance suite (``tests/test_conformance.py``) know a game only through ``GAME`` and its states.

States are values: each is a ``typing.NamedTuple`` whose fields hold only immutable values (tuples,
frozensets, cards, other named tuples), so a state is hashable, compares by value, can be shared by
undo stacks and replays, and ``apply`` returns a new one without touching the old.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from ..cards import Card
from ..errors import ParseError
from ..i18n import domain
from ..scoring import ScoreSheet
from ..seats import SEAT_NAME, SEATS, TEAM_SEATS
from ..view import TableView
from .legal import LegalActions

t, tn = domain("tutor")

if TYPE_CHECKING:
    from ..opened import Opening
    from ..replay import Replay

A = TypeVar("A")


class State(Protocol[A]):
    """One moment of a hand (docs/architecture.md §2). ``A`` is the game's action type."""

    @property
    def current_seat(self) -> str | None:
        """The seat to act (``None`` when the hand is over, or in a phase where anyone may act)."""
        ...

    @property
    def phase(self) -> str: ...

    def legal_actions(self) -> LegalActions[A]: ...

    def check(self, action: object) -> str | None:
        """``None`` if ``apply(action)`` would succeed, else the beginner-readable reason it would not."""
        ...

    def apply(self, action: A) -> Self:
        """The state after ``action``; ``IllegalAction`` (with the reason and the legal actions) if illegal."""
        ...

    def is_terminal(self) -> bool: ...

    def result(self) -> object | None:
        """The hand's scored result once terminal; ``None`` before the end."""
        ...

    def view(self) -> TableView: ...


class Verdict(str):
    """A decision that is also its reason: compares equal to the plain answer (``"NS"``, a seat, a team)
    and carries ``reason``, one sentence saying why (``game_over`` returns one, or ``None``).

    >>> v = Verdict("NS", "North–South reached 500 (510 to 320)")
    >>> v == "NS", v.reason
    (True, 'North–South reached 500 (510 to 320)')
    """

    _reason: str

    def __new__(cls, value: str, reason: str) -> Verdict:
        self = super().__new__(cls, value)
        self._reason = reason
        return self

    @property
    def reason(self) -> str:
        """Why, in the current language."""
        return str(self._reason)

    @property
    def reason_text(self) -> str:
        """Why, as made: a :class:`tutor.i18n.Text` that reads in the language current wherever it is shown."""
        return self._reason

    def __reduce__(self) -> tuple[Any, ...]:
        return (Verdict, (str.__str__(self), self._reason))


S = TypeVar("S", bound=State[Any])
Bot = Callable[[Any], Any]


def trick_card_places(held: Sequence[Iterable[Card]], table: Iterable[Card],
                      done: Iterable[Any]) -> dict[str, Iterable[Card]]:
    """``Game.card_places`` of a single-card trick game: the four hands (seat order), the cards on the
    table, and the cards of the finished tricks (each with ``.cards``)."""
    places: dict[str, Iterable[Card]] = {f"hand {s}": h for s, h in zip(SEATS, held, strict=True)}
    places["table"] = table
    places["tricks"] = [c for trick in done for c in trick.cards]
    return places


def random_bot(seed: int | None = 0) -> Bot:
    """A player choosing uniformly among the legal actions (the ``random`` level every game has; the
    ``beginner`` level of a game without a beginner of its own)."""
    rng = random.Random(seed)

    def play(state: State[Any]) -> Any:
        return state.legal_actions().choice(rng)

    return play


class Game(Generic[S, A]):
    """Everything the rest of the tutor asks of one game. Subclasses fill in the abstract methods.

    Records: ``initial_state``/``header`` read and write a record's header, ``action_from_json``/
    ``action_to_json`` its actions, ``narrate`` tells each step and ``summary`` gives docs/architecture.md §6's dict.
    Play-along: ``choices`` (labelled non-card decisions), ``card_action`` (what clicking cards means),
    ``visible_seats``, ``bot(level, seed)``, ``score_sheets``. Files: ``file_types`` beyond JSON.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    multi_card: ClassVar[bool] = False  # 27 Wang: a play is several cards chosen together
    #: Partnerships (team name → seats), or ``None`` where everyone plays alone (Gong Zhu).
    teams: ClassVar[Mapping[str, tuple[str, ...]] | None] = TEAM_SEATS
    #: File suffixes this game reads besides trick-tutor JSON records (bridge: ``.pbn``, ``.lin``).
    file_types: ClassVar[tuple[str, ...]] = ()
    #: Practice-opponent levels, weakest first. ``beginner`` follows a few simple rules where the game has
    #: its own (``beginner_bot``), else plays at random; ``random`` (every game, not listed) a random legal action.
    bot_levels: ClassVar[tuple[str, ...]] = ("beginner", "normal")

    # -- a fresh hand ----------------------------------------------------------------------------
    def new_hand(self, seed: int | None = None, rules: Any = None) -> S:
        """One freshly dealt hand at its first decision (``seed`` fixes the deal)."""
        raise NotImplementedError

    def deck(self, state: S) -> Sequence[Card]:
        """Every card in play in ``state``'s hand (52, 108, …): what ``card_places`` must account for."""
        raise NotImplementedError

    def card_places(self, state: S) -> Mapping[str, Iterable[Card]]:
        """Where every card is now (``{"hand N": …, "played": …, "kitty": …}``); together they are ``deck``."""
        raise NotImplementedError

    # -- records (docs/architecture.md §3) ---------------------------------------------------------------------
    def initial_state(self, record: Mapping[str, Any]) -> S:
        """The state before the first action, from the record's header fields (validated)."""
        raise NotImplementedError

    def header(self, state: S) -> dict[str, Any]:
        """The record's header fields (rules, dealer, hands, …) for an initial ``state``."""
        raise NotImplementedError

    def action_from_json(self, state: S, entry: Mapping[str, Any]) -> A:
        """The engine action for a record entry (``ParseError`` naming the bad key or value)."""
        raise NotImplementedError

    def action_to_json(self, state: S, action: A) -> dict[str, Any]:
        """The record entry (with ``seat``) for ``action`` taken in ``state``."""
        raise NotImplementedError

    def record_seats(self, state: S) -> frozenset[str]:
        """The seats under which a record may list the next action (the seat to act; bridge also
        accepts dummy's seat for a card declarer plays from dummy, as PBN files write it)."""
        return frozenset({state.current_seat} if state.current_seat is not None else ())

    def wrong_seat(self, state: S, seat: str) -> str:
        """Why a record entry for ``seat`` is refused when it is not ``seat``'s turn."""
        turn = state.current_seat
        return t("it is {seat}'s turn, not {other}'s", seat=SEAT_NAME.get(turn or "", turn),
                 other=SEAT_NAME.get(seat, seat))

    def read_text(self, text: str, suffix: str) -> list[Replay]:
        """The hands in a file of one of ``file_types`` (one replay each)."""
        raise ParseError(t("{game} reads no {suffix} files", game=self.title or self.name, suffix=suffix))

    def read_all(self, text: str, suffix: str) -> tuple[list[Replay], list[str]]:
        """Like ``read_text``, but keeps every hand that reads and lists the problems of the others."""
        return self.read_text(text, suffix), []

    def open_file(self, text: str, suffix: str) -> Opening:
        """Every hand of a file of one of ``file_types`` opened as far as it is consistent, each with the
        problems named that kept the rest of it out, and the hands that could not be opened at all."""
        from ..opened import Opened, Opening

        return Opening(tuple(Opened(rp) for rp in self.read_text(text, suffix)))

    def write_text(self, replays: Sequence[Replay], suffix: str = ".json") -> str:
        """``replays`` as the text of a file of type ``suffix``: a trick-tutor record (``.json``, one
        hand) for every game, or one of ``file_types``."""
        if suffix != ".json":
            raise ParseError(t("{game} writes no {suffix} files", game=self.title or self.name, suffix=suffix))
        if len(replays) != 1:
            raise ParseError(t("a .json record holds one hand, not {n}", n=len(replays)))
        return replays[0].to_json() + "\n"

    # -- telling the hand ------------------------------------------------------------------------
    def narrate(self, before: S, action: A, after: S) -> str:
        """One line telling what ``action`` did and why it was allowed."""
        raise NotImplementedError

    def summary(self, state: S) -> dict[str, Any]:
        """The JSON-able summary of docs/architecture.md §6 for a state (usually the final one)."""
        raise NotImplementedError

    def score_sheets(self, state: S) -> dict[str, ScoreSheet]:
        """Labelled score sheets for a finished hand (empty before the end)."""
        return {}

    def outcome(self, state: S, seat: str) -> tuple[bool | None, Any]:
        """For the coach's review: did ``seat``'s side win the finished hand (None: the game does not say, or no
        result), and when it lost, the reason in one sentence (a ``Text``), else None."""
        return None, None

    def team_of(self, seat: str) -> str | None:
        """``seat``'s partnership, or ``None`` in a game without partnerships."""
        if self.teams is None:
            return None
        return next(team for team, seats in self.teams.items() if seat in seats)

    def team_tricks(self, state: S) -> dict[str, int]:
        """Tricks won per partnership so far (empty for games without partnerships)."""
        if self.teams is None:
            return {}
        won = state.view().tricks_won
        return {team: sum(won.get(s, 0) for s in seats) for team, seats in self.teams.items()}

    # -- play-along ------------------------------------------------------------------------------
    def choices(self, state: S) -> list[tuple[str, A]]:
        """Labelled non-card decisions open now (bids, calls, sales); empty when a card is wanted."""
        return []

    def play_label(self, state: S) -> str:
        """The words on the button that plays the selected cards (``multi_card`` games): what they do
        now, so the button, the status line and the table's badge say the same ("Bury selected" while the
        banker buries the kitty)."""
        return t("Play selected")

    def card_action(self, state: S, cards: Sequence[Card]) -> A:
        """The action meant by clicking ``cards`` (one card unless ``multi_card``)."""
        raise NotImplementedError

    def visible_seats(self, state: S, seat: str) -> frozenset[str]:
        """The hands a player sitting at ``seat`` may see (their own; bridge adds dummy once shown)."""
        return frozenset({seat})

    @property
    def default_level(self) -> str:
        """The practice opponents' level unless one is asked for: ``normal`` where the game has it."""
        return "normal" if "normal" in self.bot_levels else self.bot_levels[-1]

    def bot(self, level: str | None = None, seed: int | None = 0) -> Bot:
        """A seeded practice opponent ``bot(state) -> action`` of ``level`` (one of ``bot_levels``)."""
        level = level or self.default_level
        if level == "random":  # the floor a benchmark measures against, in every game
            return random_bot(seed)
        if level not in self.bot_levels:
            raise ParseError(f"bot level {level!r}: choose one of {', '.join(self.bot_levels)}")
        if level == "beginner":
            return self.beginner_bot(seed)
        return self.make_bot(level, seed)

    def beginner_bot(self, seed: int | None) -> Bot:
        """The ``beginner`` level: random legal actions unless the game has simple rules of its own."""
        return random_bot(seed)

    def make_bot(self, level: str, seed: int | None) -> Bot:
        """The game's own bots for the levels above ``beginner``."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<game {self.name}: {self.title}>"

    def _repr_html_(self) -> str:
        from html import escape

        return f"<b>{escape(self.title)}</b>"
