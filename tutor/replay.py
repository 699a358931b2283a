"""Replay records (docs/architecture.md §3): load, validate, step through, narrate, summarise and save.

>>> rp = load({"format": "trick-tutor/1", "game": "basics", "rules": {"preset": "whist", "hand_size": 1},
...            "dealer": "W", "hands": {"N": ["SA"], "E": ["S2"], "S": ["H3"], "W": ["HA"]},
...            "actions": [{"seat": "N", "play": "SA"}, {"seat": "E", "play": "S2"},
...                        {"seat": "S", "play": "H3"}, {"seat": "W", "play": "HA"}]})
>>> len(rp), rp.narration(3)
(4, 'South discards ♥3: no spades left')
>>> rp.summary()["winners"]
['N']
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .cards import is_count
from .errors import IllegalAction, ParseError
from .games import Game
from .games import get as get_game
from .games.base import short_repr
from .i18n import LANGUAGES, current, domain
from .seats import SEAT_NAME, is_seat

t, tn = domain("tutor")

FORMAT = "trick-tutor/1"
_HEADER_KEYS = {"format", "game", "rules", "dealer", "board", "hands", "kitty", "before", "actions",
                "notes", "title", "players", "seed"}


class Replay:
    """A validated record with every intermediate state computed.

    ``state_at(i)`` is the position after ``i`` actions (``0``: before the first);
    ``narration(i)`` tells action ``i`` (1-based, as the step counter shows it);
    ``note(i)`` is the record's note shown at step ``i``.
    """

    def __init__(self, record: dict[str, Any], states: list[Any], actions: list[Any], lines: list[str]):
        self.record = record
        self.facade: Game[Any, Any] = get_game(record["game"])
        self._states = states
        self.actions = actions
        self._lines = lines

    @property
    def game(self) -> str:
        return self.facade.name

    def __len__(self) -> int:
        return len(self.actions)

    def __repr__(self) -> str:
        return f"<Replay {self.game}: {len(self)} actions>"

    def state_at(self, i: int) -> Any:
        if not 0 <= i <= len(self):
            raise IndexError(f"step {i} is outside 0..{len(self)}")
        return self._states[i]

    @property
    def final(self) -> Any:
        return self._states[-1]

    def narration(self, i: int) -> str:
        """What happened at step ``i`` (``0``: the deal)."""
        if i == 0:
            return t("The cards are dealt.")
        return self._lines[i - 1]

    def narrations(self) -> list[str]:
        return list(self._lines)

    def note(self, i: int) -> str:
        """The record's note at step ``i`` in the current language: a note is a text, or one text per
        language (``{"en": "...", "zh": "..."}``; English when the current language has none)."""
        return note_text(self.record.get("notes", {}).get(str(i), ""))

    def summary(self) -> dict[str, Any]:
        return self.facade.summary(self.final)

    def to_json(self) -> str:
        return json.dumps(self.record, ensure_ascii=False, indent=1)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")


#: The largest record file or text read (a 13-trick bridge record is about 6 kB; a 27 Wang one 12 kB).
MAX_BYTES = 1_000_000
_MAX_DEPTH = 20  # a record nests four levels deep; anything far deeper is not a record


def _read(source: str | bytes | Path | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(source, Mapping):
        return dict(source)
    if isinstance(source, bytes | bytearray):
        return _parse(_decode(bytes(source), t("the record")))
    if not isinstance(source, str | Path):
        raise ParseError(t("cannot read a record from {kind}: give a path, JSON text or a dict",
                           kind=type(source).__name__))
    if isinstance(source, str) and source.lstrip()[:1] in ("{", "["):
        if len(source) > MAX_BYTES:
            raise ParseError(t("the record text is too long ({n} characters; at most {most})", n=f"{len(source):,}",
                               most=f"{MAX_BYTES:,}"))
        return _parse(source)
    return _parse(read_file(source))


def read_file(path: str | Path, fallback: str | None = None) -> str:
    """The text of a record file (JSON, PBN, LIN): UTF-8 (else ``fallback``, if given: PBN files from before
    UTF-8 are ISO 8859-1, as PBN 2.1 says), at most ``MAX_BYTES``; ``ParseError`` otherwise."""
    name = repr(str(path)[:200])
    try:
        with Path(path).open("rb") as f:
            data = f.read(MAX_BYTES + 1)  # never more: /dev/zero or a huge file must not fill the memory
    except OSError as e:
        raise ParseError(t("cannot read {name}: {problem}", name=name, problem=e.strerror or str(e))) from None
    except ValueError as e:  # e.g. a path with a NUL character
        raise ParseError(t("cannot read {name}: {problem}", name=name, problem=str(e))) from None
    if len(data) > MAX_BYTES:
        raise ParseError(t("{name} is too large for a record (more than {most} bytes)", name=name,
                           most=f"{MAX_BYTES:,}"))
    if fallback:
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return data.decode(fallback, errors="replace")
    return _decode(data, name)


def _decode(data: bytes, what: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ParseError(t("{what} is not UTF-8 text (byte {n} is {byte})", what=what, n=e.start + 1,
                           byte=f"{data[e.start]:#04x}")) from None


def _parse(text: str) -> dict[str, Any]:
    if _too_deep(text):
        raise ParseError(t("not a record: the JSON nests more than {n} levels deep", n=_MAX_DEPTH))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ParseError(t("not valid JSON: {problem} at line {line} column {column}", problem=e.msg, line=e.lineno,
                           column=e.colno)) from None
    except ValueError:  # Python refuses integers of more than 4,300 digits
        raise ParseError(t("not a record: it holds a number thousands of digits long")) from None
    except RecursionError:  # a last guard; _too_deep should have caught it
        raise ParseError(t("not a record: the JSON nests more than {n} levels deep", n=_MAX_DEPTH)) from None
    if not isinstance(data, dict):
        raise ParseError(t("a record must be a JSON object with \"format\", \"game\", \"hands\" and \"actions\""))
    return data


def _too_deep(text: str) -> bool:
    """Does the JSON open more than ``_MAX_DEPTH`` brackets at once (strings skipped)? Checked before
    parsing, because Python's parser recurses once per level."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > _MAX_DEPTH:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def load(source: str | bytes | Path | Mapping[str, Any]) -> Replay:
    """Read and validate a record (a path, JSON text, UTF-8 bytes or a dict).

    Problems raise ``ParseError`` (naming the field, or ``actions[i]``) or ``IllegalAction``
    (naming the action index and the rule it breaks).
    """
    record = _read(source)
    if record.get("format") != FORMAT:
        raise ParseError(t("format: expected {want}, got {got}", want=repr(FORMAT),
                           got=short_repr(record.get("format"))))
    unknown = sorted(set(record) - _HEADER_KEYS)
    if unknown:
        raise ParseError(t("{field}: unknown field; expected only {fields}", field=unknown[0],
                           fields=", ".join(sorted(_HEADER_KEYS))))
    if not isinstance(record.get("game"), str):
        raise ParseError(t("game: missing; expected spades, gongzhu, bridge, wang27 or basics"))
    game = get_game(record["game"])
    state = game.initial_state(record)
    return _replay_actions(record, game, state)


def _replay_actions(record: dict[str, Any], game: Game[Any, Any], state: Any) -> Replay:
    actions_json = record.get("actions")
    if not isinstance(actions_json, list):
        raise ParseError(t("actions: missing; expected a list of actions"))
    states, actions, lines = [state], [], []
    for i, entry in enumerate(actions_json):
        where = f"actions[{i}]"
        if not isinstance(entry, Mapping):
            raise ParseError(t("{where}: expected an object such as {example}", where=where,
                               example='{"seat": "N", "play": "SA"}'))
        if state.is_terminal():
            raise IllegalAction(t("{where}: the hand is already over; this action is one too many", where=where))
        seat = entry.get("seat")
        if not isinstance(seat, str) or not is_seat(seat):
            raise ParseError(t("{field}: expected N, E, S or W, got {value}", field=f"{where}.seat",
                               value=short_repr(seat)))
        if state.current_seat is not None and seat not in game.record_seats(state):
            raise IllegalAction(t("{where}: {problem}", where=where, problem=game.wrong_seat(state, seat)))
        try:
            action = game.action_from_json(state, entry)
        except ParseError as e:
            raise ParseError(t("{where}: {problem}", where=where, problem=_message(e))) from None
        try:
            after = state.apply(action)
        except IllegalAction as e:
            raise IllegalAction(t("{where} ({seat}): {problem}", where=where, seat=SEAT_NAME[seat],
                                  problem=e.reason_text), legal=e.legal, action=action) from None
        lines.append(game.narrate(state, action, after))
        actions.append(action)
        states.append(after)
        state = after
    notes = record.get("notes", {})
    if not isinstance(notes, Mapping):
        raise ParseError(t("notes: expected an object mapping step numbers to text"))
    for key, text in notes.items():
        if not (is_count(str(key)) and int(key) <= len(actions)) or not _is_note(text):
            raise ParseError(t("{field}: expected a step number 0..{n} with a text (or one text per language: "
                               "{{\"en\": ..., \"zh\": ...}})", field=f"notes.{key}", n=len(actions)))
    return Replay(record, states, actions, lines)


def _is_note(text: Any) -> bool:
    """A note is a text, or ``{language: text}`` with English and only languages of the tutor."""
    if isinstance(text, str):
        return True
    return (isinstance(text, Mapping) and "en" in text and set(text) <= set(LANGUAGES)
            and all(isinstance(v, str) for v in text.values()))


def note_text(text: Any, lang: str | None = None) -> str:
    """A record note (a text, or one per language) in ``lang`` (default: the current language); a
    繁體中文 page without its own note shows the 简体中文 one, before English."""
    if isinstance(text, str):
        return text
    if isinstance(text, Mapping):
        lang = lang or current()
        value = text.get(lang, text.get("zh", text.get("en", "")) if lang == "zh-hant" else text.get("en", ""))
        return value if isinstance(value, str) else ""
    return ""


def _message(err: Exception) -> Any:
    """An error's message as it was made (a translatable text stays one)."""
    return err.args[0] if len(err.args) == 1 else str(err)


def record(state: Any, actions: Sequence[Any] = (), *, notes: Mapping[int | str, str | Mapping[str, str]] | None = None,
           game: str | None = None, **extra: Any) -> Replay:
    """Build a replay from an initial engine state and the actions taken from it (bots, lessons)."""
    facade = get_game(game or state.view().game)
    rec: dict[str, Any] = {"format": FORMAT, "game": facade.name, **extra, **facade.header(state), "actions": []}
    st = state
    for a in actions:
        rec["actions"].append(facade.action_to_json(st, a))
        st = st.apply(a)
    if notes:
        rec["notes"] = {str(k): v for k, v in notes.items()}
    return load(rec)


def play_out(state: Any, players: Mapping[str, Any], *, limit: int = 10_000) -> list[Any]:
    """Actions chosen by ``players[seat](state)`` until the hand ends (for demo deals and tests)."""
    actions: list[Any] = []
    for _ in range(limit):
        if state.is_terminal():
            return actions
        action = players[state.current_seat](state)
        actions.append(action)
        state = state.apply(action)
    raise RuntimeError("the hand did not end")
