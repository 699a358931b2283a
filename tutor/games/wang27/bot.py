"""A simple seeded practice player for every phase (declare, bid, name trump, bury, lead, follow).

It chooses among ``state.legal_actions()`` (its burial of 8 of its cards is always legal); where there are
too many to weigh (a void follower's discards), among a uniform sample of them plus the cheapest and the
richest play. Its ideas are a beginner's: declare with a long suit, bid lower with more trumps, bury a
short side suit, lead winners and pairs, give points to a winning partner, win cheaply, otherwise throw
the cheapest cards.

>>> from tutor.games.wang27 import new_hand
>>> st, bot = new_hand(seed=5), practice_bot(5)
>>> while not st.is_terminal():
...     st = st.apply(bot(st))
>>> all(not h for h in st.hands.values()), st.result().winner in ("banker", "defenders")
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ...cards import Card
from .listing import lead_candidates
from .ranks import KEYS, TRUMP, points_of
from .state import Action, State

_WEIGH = 200  # follows weighed one by one up to this many; beyond, a sample of _SAMPLE of them
_SAMPLE = 100


def _trump_count(hand: Sequence[Card], trump: str | None) -> int:
    keys = KEYS[trump]
    return sum(1 for c in hand if keys[c][0] == TRUMP)


def _cost(cards: Sequence[Card], trump: str | None) -> float:
    """How much a play gives away: trumps and high cards are precious, points more so."""
    keys = KEYS[trump]
    return sum((25 if keys[c][0] == TRUMP else 0) + keys[c][1] + 3 * points_of([c]) for c in cards)


def follow_options(st: State, rng: random.Random) -> list[Action]:
    legal = st.legal_actions()
    if len(legal) <= _WEIGH:
        return list(legal)
    seat = st.current_seat
    assert seat is not None and st.trick is not None
    keys, suit = KEYS[st.trump], st.trick.suit
    hand = st.hand(seat)
    n = st.trick.size
    suit_cards = [c for c in hand if keys[c][0] == suit]
    options = {legal.choice(rng) for _ in range(_SAMPLE)}
    if len(suit_cards) <= n:  # the whole suit, then the cheapest (or the richest) other cards
        others = [c for c in hand if keys[c][0] != suit]
        for key in (lambda c: _cost([c], st.trump), lambda c: -points_of([c])):
            options.add(Action("play", tuple(suit_cards) + tuple(sorted(others, key=key)[:n - len(suit_cards)])))
    else:
        options.add(Action("play", tuple(sorted(suit_cards, key=lambda c: _cost([c], st.trump))[:n])))
    return sorted((a for a in options if a in legal), key=str)  # a set's order is not seeded: sort


def practice_bot(seed: int | None = None) -> Callable[[State], Action]:
    """The ``normal`` practice player (``GAME.bot("normal", seed)``)."""
    rng = random.Random(seed)

    def bot(st: State) -> Action:
        options = list(st.legal_actions()) if st.phase in ("declare", "bid", "trump") else []
        seat = st.current_seat
        assert seat is not None
        hand = st.hand(seat)
        if st.phase == "declare":
            best = None
            for a in options[1:]:
                suit = a.value[0].suit
                long = sum(1 for c in hand if c.suit == suit and c.rank not in (2, 7)) if suit else 0
                strong = long >= 7 or (suit is None and _trump_count(hand, None) >= 9)
                if strong and (best is None or len(a.value) > len(best.value)):
                    best = a
            return best if best is not None and rng.random() < 0.9 else options[0]
        if st.phase == "bid":
            trumps = _trump_count(hand, st.trump)
            high = sum(1 for c in hand if c.rank == 14 and KEYS[st.trump][c][0] != TRUMP)
            floor = 80 - 5 * max(0, trumps - 9 + high // 2 + rng.randint(-1, 1))
            bids = [a for a in options if a.value != "pass" and a.value >= floor]
            if st.rules.bid_direction == "up":
                bids = [a for a in options if a.value != "pass" and a.value <= 80 + 5 * max(0, trumps - 9)]
                return bids[0] if bids else options[0] if options[0].value == "pass" else options[1]
            if bids:
                return max(bids, key=lambda a: a.value)
            return options[0] if options[0].value == "pass" else max(options, key=lambda a: a.value)
        if st.phase == "trump":
            def suit_score(t: str | None) -> float:
                return _trump_count(hand, t) + (0.5 if t is None else 0)
            return max(options, key=lambda a: suit_score(a.value))
        if st.phase == "bury":
            keys = KEYS[st.trump]
            length: dict[str, int] = {}
            for c in hand:
                length[keys[c][0]] = length.get(keys[c][0], 0) + 1
            # side cards of the shortest suits first (a void lets the banker trump later), low cards first
            cheap = sorted(hand, key=lambda c: (keys[c][0] == TRUMP, length[keys[c][0]], keys[c][1] >= 9,
                                                keys[c][1], str(c)))
            return Action("bury", tuple(cheap[:st.rules.kitty_size]))
        if st.trick is None:
            leads = lead_candidates(st)

            def lead_score(a: Action) -> float:
                cards = a.value
                keys = KEYS[st.trump]
                top = max(keys[c][1] for c in cards)
                side_boss = keys[cards[0]][0] != TRUMP and top >= 10
                return len(cards) * 3 + (8 if side_boss else 0) - (6 if keys[cards[0]][0] == TRUMP else 0) \
                    + rng.random() * 4
            return max(leads, key=lead_score)
        options = follow_options(st, rng)
        trick = st.trick
        winner = trick.winner()
        partner_winning = st.same_side(winner, seat) and len(trick) >= 2
        if partner_winning:
            return max(options, key=lambda a: points_of(a.value) * 4 - _cost(a.value, st.trump) / 10)
        winning = [a for a in options if trick.add(seat, a.value).winner() == seat]
        if winning and (trick.points > 0 or len(trick) == 3 or rng.random() < 0.5):
            return min(winning, key=lambda a: _cost(a.value, st.trump))
        return min(options, key=lambda a: _cost(a.value, st.trump) + rng.random())

    return bot


def beginner_bot(seed: int | None = None) -> Callable[[State], Action]:
    """The ``beginner`` level: declares, bids, names trumps and buries like the practice player, then
    always plays the cheapest play it can (a single low card to lead, the lowest legal cards to follow),
    never trying to win a trick or to give its partner points.

    >>> from tutor.games.wang27 import new_hand
    >>> st, bot = new_hand(seed=5), beginner_bot(5)
    >>> while not st.is_terminal():
    ...     st = st.apply(bot(st))
    >>> st.result().winner in ("banker", "defenders")
    True
    """
    rng = random.Random(seed)
    plain = practice_bot(seed)

    def act(st: State) -> Action:
        if st.phase != "play":
            return plain(st)
        if st.trick is None:
            options = [a for a in lead_candidates(st) if len(a.value) == 1] or list(lead_candidates(st))
        else:
            options = follow_options(st, rng)
        return min(options, key=lambda a: (_cost(a.value, st.trump), str(a)))

    return act
