"""The coach speaks plainly (issue 35): a bridge card-play hint is tested against its position, over many random
positions, in every language. It never calls the learner's own card (declarer's other hand) "your partner's", never
promises a trick while a player after the mover may still beat the card, and never says "win the trick" beside
"play the lowest" about another card; the card a sentence names is the card the hint plays.

A hint's reason is a :class:`tutor.i18n.Text`: the messages it is made of (their English templates) say what it
claims, whatever the language it is shown in."""

from __future__ import annotations

import importlib.util
import random
from typing import Any

import pytest

from tutor import i18n
from tutor.cards import Card
from tutor.games import bridge
from tutor.games.bridge import coach as bridge_coach
from tutor.seats import partner_of, team_of
from tutor.tricks import winning_index

# asked without importing endplay (analysis.available() imports it, and matplotlib with it: about a second paid by
# every pytest process that collects this file, not only the one running it)
pytestmark = pytest.mark.skipif(importlib.util.find_spec("endplay") is None,
                                reason="the double-dummy solver (endplay) is not installed")


def templates(text: Any) -> list[tuple[str, dict[str, Any]]]:
    """The messages a Text is made of: (English template, fields), parts and fields that are Text included."""
    if not isinstance(text, i18n.Text):
        return []
    out: list[tuple[str, dict[str, Any]]] = []
    if text._parts is not None:
        for part in text._parts:
            out += templates(part)
        return out
    out.append((text._id, dict(text._args or {})))
    for value in (text._args or {}).values():
        out += templates(value)
    return out


def positions(n: int, seed: int = 0):
    """``n`` positions of the play, from random deals bid by the bots and played by random legal cards."""
    rng = random.Random(seed)
    found = 0
    deal = 0
    while found < n:
        deal += 1
        state = bridge.GAME.new_hand(seed=seed * 1000 + deal)
        bot = bridge.GAME.bot(None, deal)
        for _ in range(200):
            if state.is_terminal() or state.phase == "play":
                break
            state = state.apply(bot(state))
        if state.is_terminal() or state.phase != "play":
            continue
        for _ in range(rng.randrange(1, 40)):
            if state.is_terminal():
                break
            legal = [a for a in state.legal_actions() if isinstance(a, Card)]
            state = state.apply(rng.choice(legal))
        if not state.is_terminal() and state.phase == "play":
            found += 1
            yield state


POSITIONS = 60


@pytest.fixture(scope="module")
def hints() -> list[tuple[Any, Any]]:
    out = []
    for state in positions(POSITIONS):
        out.append((state, bridge_coach.hint(state, seconds=5.0)))
    return out


def test_the_positions_cover_declarer_dummy_and_defenders_in_every_seat_of_the_trick(hints):
    kinds = set()
    for state, _hint in hints:
        seat = state.hand_to_play
        kinds.add(("declaring" if team_of(seat) == team_of(state.declarer) else "defending", len(state.trick.plays)))
    assert {k for k in kinds if k[0] == "declaring"} and {k for k in kinds if k[0] == "defending"}
    assert {n for _, n in kinds} == {0, 1, 2, 3}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-hant"])
def test_a_hint_says_only_what_its_position_bears_out(hints, lang):
    checked = 0
    for state, hint in hints:
        seat = state.hand_to_play
        declaring = team_of(seat) == team_of(state.declarer)
        plays = list(state.trick.plays)
        parts = templates(hint.reason)
        ids = [m for m, _ in parts]
        said = str(hint.reason.in_language(lang))
        assert said and hint.action.symbol in said, (lang, said)
        for msg, fields in parts:
            if "partner" in msg:  # "your partner's ♠K": a card of the mover's partner, who is not the mover
                assert not declaring, (said, seat, state.declarer)
                who = next(s for s, c in plays if c.symbol == fields["top"])
                assert who == partner_of(seat)
            if msg.startswith("win the trick") or "to win the trick" in msg:  # a promise: only to the last player
                assert len(plays) == 3, said
            if msg.startswith(("play {card}", "win the trick", "trump", "overtake", "discard", "lead")):
                assert fields["card"] == hint.action.symbol, (msg, fields, hint.action)  # what it does to the trick
        assert not any("so play the lowest" in m for m in ids), said  # the card by its name instead
        if any("is your lowest" in m for m in ids):
            legal = [c for c in state.legal_actions() if isinstance(c, Card)]
            assert hint.action.rank == min(c.rank for c in legal), (said, legal)
        checked += 1
    assert checked == POSITIONS


def test_declarers_own_card_from_the_other_hand_is_his_own():
    """Declarer's card from hand is winning and dummy plays: the hint says "your other hand", in each language."""
    for state in positions(400, seed=5):
        seat = state.hand_to_play
        plays = list(state.trick.plays)
        if seat != state.dummy or not plays:
            continue
        top = plays[winning_index([c for _, c in plays], state.trick.trump)]
        if top[0] != state.declarer:
            continue
        hint = bridge_coach.hint(state, seconds=5.0)
        ids = [m for m, _ in templates(hint.reason)]
        assert any("your other hand" in m for m in ids), ids
        for lang in ("en", "zh", "zh-hant"):
            said = str(hint.reason.in_language(lang))
            assert top[1].symbol in said and "partner" not in said and "搭档" not in said and "搭檔" not in said
        return
    pytest.fail("no position with dummy to play after declarer's winning card")
