"""What a learner sends, read as the engine's action: a card text, a call, a bid, a choice's label, the
JSON form a view lists in ``legal``, a list of cards (27 Wang) or a record entry. Every reading goes
through the game's facade (``action_from_json``, ``card_action``, ``choices``); nothing here knows a rule.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..errors import IllegalAction, TutorError
from ..games import Game
from ..i18n import domain

t, tn = domain("tables")

LIST_MAX = 300  # legal actions a view lists; beyond that (27 Wang's buries) it gives the count


def form(game: Game[Any, Any], state: Any, action: Any) -> Any:
    """The JSON form of ``action``: its record entry's one value (``"C2"``, ``"1NT"``, ``3``, a list of card
    texts), the key for a yes-only entry (``"look"``), or the entry without its seat (``{"sell": .., "level": ..}``)."""
    entry = {k: v for k, v in game.action_to_json(state, action).items() if k != "seat"}
    if len(entry) == 1:
        (key, value), = entry.items()
        return key if value is True else value
    return entry


def legal_forms(game: Game[Any, Any], state: Any) -> tuple[list[Any], int]:
    """(the legal actions' JSON forms, or [] when there are more than :data:`LIST_MAX`; how many there are)."""
    view = state.legal_actions()
    first = list(itertools.islice(iter(view), LIST_MAX + 1))
    if len(first) > LIST_MAX:
        return [], len(view)
    return [form(game, state, a) for a in first], len(first)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        try:
            return sorted(str(Card.parse(x)) for x in a) == sorted(str(Card.parse(x)) for x in b)
        except TutorError:
            return False
    if isinstance(a, Mapping) or isinstance(b, Mapping):
        return a == b
    return " ".join(str(a).lower().split()) == " ".join(str(b).lower().split())


def parse(game: Game[Any, Any], state: Any, seat: str, given: Any) -> Any:
    """The engine action meant by ``given`` (legal or not: ``apply`` judges); :class:`IllegalAction` with the
    reason when it cannot be read at all."""
    if isinstance(given, bool) or given is None:
        raise IllegalAction(t("send a card, a bid or a call"))
    try:
        if isinstance(given, Mapping):
            return game.action_from_json(state, {**{k: v for k, v in given.items() if k != "seat"}, "seat": seat})
        if isinstance(given, list | tuple):
            cards = [Card.parse(c) for c in given]
            if game.multi_card:
                return game.card_action(state, cards)
            if len(cards) == 1:
                return game.card_action(state, cards)
            raise IllegalAction(t("play one card at a time"))
        if not isinstance(given, str | int):
            raise IllegalAction(t("send a card, a bid or a call"))
        text = given.strip() if isinstance(given, str) else given
        if isinstance(text, str) and len(text) > 200:
            raise IllegalAction(t("that is far too long for a card, a bid or a call"))
        # 1. a legal action's JSON form or a choice's label, as the view listed them
        view = state.legal_actions()
        few = list(itertools.islice(iter(view), LIST_MAX + 1))
        if len(few) <= LIST_MAX:
            for action in few:
                if _same(form(game, state, action), text):
                    return action
        for label, action in game.choices(state):
            if _same(label, text):
                return action
        # 2. the entry the phase takes, with the learner's spelling (the engine reads it)
        keys = _keys(game, state, few)
        if isinstance(text, str) and game.multi_card and len(text.replace(",", " ").split()) > 1:
            return game.card_action(state, parse_cards(text))
        if keys:
            value: Any = text
            if game.multi_card and keys[0] in ("play", "bury", "declare") and isinstance(text, str) \
                    and text.lower() not in ("pass",):
                value = [str(c) for c in parse_cards(text)]
            return game.action_from_json(state, {keys[0]: value, "seat": seat})
        return game.card_action(state, [Card.parse(str(text))])
    except IllegalAction:
        raise
    except TutorError as exc:
        raise IllegalAction(str(exc), action=given) from None
    except (TypeError, ValueError, KeyError, AttributeError):
        raise IllegalAction(t("this is not a card, a bid or a call here"), action=given) from None


def _keys(game: Game[Any, Any], state: Any, few: list[Any]) -> list[str]:
    """The record keys the legal actions use now (``play``, ``call``, ``bid``...), most common first."""
    seen: dict[str, int] = {}
    for action in few[:40]:
        for k in game.action_to_json(state, action):
            if k != "seat":
                seen[k] = seen.get(k, 0) + 1
    return sorted(seen, key=lambda k: -seen[k])
