"""What a seat at a table may see, worked out from the engine (not from the view the server sent), and the check
of every message a learner's page received against it: ``tests/test_tables_web.py`` and ``benchmarks/tables.py``.

The check: each card a message names (a card text as a value, a card in a sentence: ♠A, 大王) must be in the seat's
own hand, a hand ``visible_seats`` shows it (bridge: dummy after the opening lead), played (on the table, in tricks),
shown face up by an action (a 27 Wang declaration or throw, a Gong Zhu sale), the 27 Wang kitty for the banker who
buried it, or the hand must be over. Two decks hold two of a card: a card the seat holds one of and another seat the
other is not caught (the check counts cards, not which copy).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from tutor.games import get as get_game
from tutor.serve.tables.client import Connection

_CANON = re.compile(r"^(?:[SHDC](?:10|[2-9AKQJ])|BJ|LJ)$")
_SYMBOL = re.compile(r"([♠♥♦♣])(10|[2-9AKQJ])")
_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
#: Gong Zhu's four scoring cards named together by a rule ("East holds none of ♠Q ♦J ♣10 ♥A"): no one's hand
_SPECIAL = re.compile(r"♠Q\W{0,3}♦J\W{0,3}♣10\W{0,3}♥A")
_JOKER_WORDS = {"大王": "BJ", "小王": "LJ", "big joker": "BJ", "little joker": "LJ", "small joker": "LJ"}


def cards_in(message: Any, path: str = "") -> set[str]:
    """Every card a message names: a card text as a value, a card in a sentence (♠A, 大王). Learners' names are
    their own text and are left out (a learner may call herself "SA").

    >>> sorted(cards_in({"hand": ["SA", "H10"], "narration": "North plays ♦Q; 大王 wins", "bid": "1S"}))
    ['BJ', 'DQ', 'H10', 'SA']
    """
    found: set[str] = set()
    if isinstance(message, dict):
        for k, v in message.items():
            if k == "name" and path.startswith("seats"):
                continue
            found |= cards_in(v, f"{path}.{k}" if path else str(k))
    elif isinstance(message, list):
        for v in message:
            found |= cards_in(v, path)
    elif isinstance(message, str):
        message = _SPECIAL.sub("", message)
        if _CANON.match(message):
            found.add(message)
        found |= {_SUIT[s] + r for s, r in _SYMBOL.findall(message)}
        low = message.lower()
        found |= {card for word, card in _JOKER_WORDS.items() if word in low}
    return found


class Seen:
    """What each seat may see at each point of a finished deal, worked out from its record by the engine."""

    def __init__(self, record: Any) -> None:
        self.game = get_game(record.game)
        self.states = [record.state_at(i) for i in range(len(record) + 1)]
        self.actions = [dict(a) for a in record.record["actions"]]  # the record's entries (JSON)
        self.keys: dict[tuple[Any, ...], list[int]] = {}
        for i, st in enumerate(self.states):
            self.keys.setdefault(self.key_of(st), []).append(i)

    def key_of(self, st: Any) -> tuple[Any, ...]:
        places = self.game.card_places(st)
        counts = tuple(len(list(places.get(f"hand {s}", ()))) for s in "NESW")
        return (*counts, len(st.view().trick))

    def index(self, view: dict[str, Any]) -> list[int]:
        key = (*(view["counts"][s] for s in "NESW"), len(view["trick"]))
        return self.keys.get(key, [])

    def allowed(self, i: int, seat: str) -> tuple[Counter[str], Counter[str]]:
        """(cards ``seat`` may see at point ``i``, cards it may not), as counts (two decks hold two of a card)."""
        st = self.states[i]
        places = self.game.card_places(st)
        visible = {seat} | set(self.game.visible_seats(st, seat))
        banker = getattr(st, "banker", None)
        ok: Counter[str] = Counter()
        hidden: Counter[str] = Counter()
        for place, cards in places.items():
            texts = [str(c) for c in cards]
            if place.startswith("hand "):
                (ok if place[5:] in visible else hidden).update(texts)
            elif place in ("kitty", "buried"):
                (ok if (banker == seat and place == "buried") or st.is_terminal() else hidden).update(texts)
            else:  # played: on the table, in tricks taken
                ok.update(texts)
        for a in self.actions[:i]:  # cards shown face up by an action: a declaration, a sale, a throw
            if "declare" in a and isinstance(a["declare"], list):
                ok.update(str(c) for c in a["declare"])
            if isinstance(a.get("play"), list):  # 27 Wang: a throw is put on the table, a failed one seen by all
                ok.update(str(c) for c in a["play"])
            if a.get("level") in ("open", "hidden") and "sell" in a:  # a sale is announced (hidden: not who)
                ok[str(a["sell"])] += 1
        return ok, hidden


def _texts(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return [value] if isinstance(value, str) else []


def leaks(conn: Connection, seen: Seen, seat: str) -> list[str]:
    """Every card in a message to ``conn`` that its seat could not see at that point of the deal."""
    out = []
    for _, message in conn.received:
        view = message.get("view")
        if message.get("type") != "view" or view is None:
            found = cards_in(message)
            if found:
                out.append(f"{message.get('type')} message names {sorted(found)}")
            continue
        # the point of the deal the view shows: its "moves" (the actions so far), else found by the cards' counts
        points = [view["moves"]] if isinstance(view.get("moves"), int) else seen.index(view)
        if points and not (0 <= points[0] < len(seen.states) and points[0] in seen.index(view)):
            points = []  # "moves" out of the deal, or at a point whose cards' counts are not the view's
        if not points:
            out.append(f"step {view.get('step')}: no point of the deal has these counts {view['counts']}")
            continue
        # the points with these counts differ only by bids, calls and sales (no card moves between them): the
        # last of them holds every announcement the view may name
        ok, hidden = seen.allowed(points[-1], seat)
        bad = sorted(c for c in cards_in(message) if hidden[c] and not ok[c])
        if bad:
            where = [text for text in _texts(view) if cards_in(text) & set(bad)][:2]
            out.append(f"step {view.get('step')}: {bad} in {where}")
    return out


def choose(view: dict[str, Any], rng: random.Random, engine: Any = None) -> Any:
    """A legal action for the seat to play, from what its own view lists (the engine's legal forms). Where there are
    too many to list (27 Wang: a bury, a lead, a follow to a long throw when void), the first eight cards are buried,
    and otherwise ``engine()`` (:func:`engine_pick`) draws one, else a single card is led."""
    legal = view["legal"]
    if "look" in legal:
        return "look"
    if view["game"] == "bridge" and view["phase"] == "auction":  # a contract is played: 1♣ then passes
        return "1C" if "1C" in legal else "P"
    if view["game"] == "bridge" and view["phase"] == "play":  # cards, not a claim (declarer may claim tricks)
        legal = [a for a in legal if isinstance(a, str)]
    if not legal:
        if view["phase"] == "bury":
            return view["hand"][:8]
        return engine() if engine is not None else view["hand"][:1]
    return rng.choice(legal)


def engine_pick(hall: Any, table: str, rng: random.Random) -> Any:
    """A legal action drawn by the engine itself for the seat to play at ``table`` (its state read from the app's
    database through ``hall``, as another process would), in the form a page sends."""
    from tutor.tables.actions import form

    ts = hall._load(table)  # the table's state (the hall's own reading of its event log)
    state = ts.deal.state
    return form(ts.game, state, state.legal_actions().choice(rng))
