"""A simple seeded practice player for every phase (declare, bid, name trump, bury, lead, follow).

It chooses among ``state.legal_actions()`` (its burial of 8 of its cards is always legal); where there are
too many to weigh (a void follower's discards), among a uniform sample of them plus the cheapest and the
richest play. Its ideas are a beginner's: declare with a long suit, bid lower with more trumps, bury as
lesson 04 teaches (:func:`lesson_bury`: low side cards and no points, voiding a short suit), lead winners and
pairs, give points to a winning partner, win cheaply, otherwise throw the cheapest cards.

>>> from tutor.games.wang27 import new_hand
>>> st, bot = new_hand(seed=5), practice_bot(5)
>>> while not st.is_terminal():
...     st = st.apply(bot(st))
>>> all(not h for h in st.hands.values()), st.result().winner in ("banker", "defenders")
(True, True)
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence

from ...cards import Card
from .listing import lead_candidates
from .ranks import ESUIT, KEYS, SIDE_RANKS, STEP, TRUMP, points_of
from .state import Action, State

_WEIGH = 200  # follows weighed one by one up to this many; beyond, a sample of _SAMPLE of them
_SAMPLE = 100
_QUICK = 24  # the rollout player weighs every follow to pairs or throws below this many


def _trump_count(hand: Sequence[Card], trump: str | None) -> int:
    keys = KEYS[trump]
    return sum(1 for c in hand if keys[c][0] == TRUMP)


#: trump → card → what playing it gives away (``_cost`` of one card), a table: every follow weighs its options
_COSTS = {t: {c: (25 if k[0] == TRUMP else 0) + k[1] + 3 * points_of([c]) for c, k in keys.items()}
          for t, keys in KEYS.items()}


def _cost(cards: Sequence[Card], trump: str | None) -> float:
    """How much a play gives away: trumps and high cards are precious, points more so."""
    costs = _COSTS[trump]
    return sum([costs[c] for c in cards])


def follow_options(st: State, rng: random.Random, weigh: int = _WEIGH, sample: int = _SAMPLE,
                   pool: list[Action] | None = None) -> list[Action]:
    """The follows the practice player weighs: all of them up to ``weigh``, else ``sample`` drawn ones plus
    the cheapest (or the richest) plays (``weigh`` 0: always so, without counting the legal plays). With
    ``pool`` (some legal follows already listed) the draws are from it, not from the whole legal view."""
    legal = st.legal_actions()
    if weigh and len(legal) <= weigh:
        return list(legal)
    seat = st.current_seat
    assert seat is not None and st.trick is not None
    keys, suit = KEYS[st.trump], st.trick.suit
    hand = st.hand(seat)
    n = st.trick.size
    suit_cards = [c for c in hand if keys[c][0] == suit]
    if pool is None:
        options = {legal.choice(rng) for _ in range(sample)}
    else:
        options = set(rng.sample(pool, min(sample, len(pool))))
    extra: list[Action] = []
    if len(suit_cards) <= n:  # the whole suit, then the cheapest (or the richest) other cards
        others = [c for c in hand if keys[c][0] != suit]
        for key in (lambda c: _cost([c], st.trump), lambda c: -points_of([c])):
            extra.append(Action("play", tuple(suit_cards) + tuple(sorted(others, key=key)[:n - len(suit_cards)])))
    else:
        extra.append(Action("play", tuple(sorted(suit_cards, key=lambda c: _cost([c], st.trump))[:n])))
    if pool is not None:  # the drawn ones are legal: only the cheapest and richest need the check
        return sorted(options | {a for a in extra if a not in options and a in legal}, key=str)
    options.update(extra)
    return sorted((a for a in options if a in legal), key=str)  # a set's order is not seeded: sort


def _single_follows(st: State, seat: str) -> list[Action]:
    """Every distinct follow to a single card led: a card of the led suit if ``seat`` holds one, else any
    card (the rule for singles; the state's ``apply`` checks it again). Without listing the legal view."""
    assert st.trick is not None
    es, suit = ESUIT[st.trump], st.trick.suit
    hand = st.hand(seat)
    cards = [c for c in hand if es[c] == suit] or list(hand)
    return [Action("play", (c,)) for c in dict.fromkeys(cards)]


#: a side card this high or higher (A, K, Q) is not a "low side card" to bury while lower ones remain
_HIGH = SIDE_RANKS.index(12)


def lesson_bury(state: State) -> Action:
    """The burial lesson 04 teaches ("a banker buries low side cards and only buries points when sure of the
    last trick": buried points are dug and multiplied if the defenders win it), the one the robots bury, the
    coach's hint starts from and the review weighs against:

    - no trumps and no points while other cards remain (a trump is needed in play; a point card may be dug);
    - a short side suit buried whole when all of it is low and pointless: the void lets the banker trump it later;
    - then the lowest side cards, of the shortest suits first, high cards (Q, K, A) last.

    >>> from tutor.games.wang27 import new_hand
    >>> st, bot = new_hand(seed=3), practice_bot(3)
    >>> while st.phase != "bury":
    ...     st = st.apply(bot(st))
    >>> buried = lesson_bury(st).value
    >>> len(buried) == st.rules.kitty_size, points_of(buried), any(KEYS[st.trump][c][0] == TRUMP for c in buried)
    (True, 0, False)
    """
    seat = state.current_seat
    assert seat is not None and state.phase == "bury"
    keys, size = KEYS[state.trump], state.rules.kitty_size
    hand = state.hand(seat)
    suits: dict[str, list[Card]] = {}
    for c in hand:
        suits.setdefault(keys[c][0], []).append(c)

    def low(c: Card) -> bool:
        return keys[c][0] != TRUMP and not points_of([c]) and keys[c][1] < _HIGH

    chosen: list[Card] = []
    for suit in sorted((s for s in suits if s != TRUMP), key=lambda s: (len(suits[s]), s)):
        if all(low(c) for c in suits[suit]) and len(chosen) + len(suits[suit]) <= size:
            chosen.extend(sorted(suits[suit], key=str))
    left = Counter(hand)
    left.subtract(chosen)
    rest = sorted(left.elements(), key=lambda c: (keys[c][0] == TRUMP, points_of([c]), keys[c][1] >= _HIGH,
                                                   len(suits[keys[c][0]]), keys[c][1], str(c)))
    return Action("bury", tuple(chosen + rest[:size - len(chosen)]))


def practice_bot(seed: int | None = None) -> Callable[[State], Action]:
    """The ``normal`` practice player (``GAME.bot("normal", seed)``)."""
    return _player(seed)


def rollout_bot(seed: int | None = None) -> Callable[[State], Action]:
    """The practice player's ideas at a playout's speed, for the coach's sampled deals: a follow to a single
    card weighs the distinct cards it may play without listing the legal view, and a follow to pairs,
    tractors or throws weighs them all when there are fewer than 24, else 6 of the first 24 listed with the
    cheapest and the richest.
    It plays other hands than ``practice_bot`` with the same seed; ``tests/test_coach_rollout.py``
    checks that its every play is legal."""
    return _player(seed, weigh=0, sample=6, quick=True)


def _player(seed: int | None, *, weigh: int = _WEIGH, sample: int = _SAMPLE, quick: bool = False,
            bury: Callable[[State], Action] | None = None) -> Callable[[State], Action]:
    """The practice player; ``bury`` (the banker's burial) is :func:`lesson_bury` unless another is given (the
    benchmark ``benchmarks/wang27_bury.py`` compares burials so)."""
    bury = bury or lesson_bury
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
            return bury(st)
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
        trick = st.trick
        assert trick is not None
        if quick and trick.size == 1:
            options = _single_follows(st, seat)
        elif quick:  # every legal follow when there are few, listed once (a draw of pairs lists them all)
            few = list(itertools.islice(st.legal_actions(), _QUICK))
            options = few if len(few) < _QUICK else follow_options(st, rng, 0, sample, pool=few)
        else:
            options = follow_options(st, rng, weigh, sample)
        winner = trick.winner()
        partner_winning = st.same_side(winner, seat) and len(trick) >= 2
        if partner_winning:
            return max(options, key=lambda a: points_of(a.value) * 4 - _cost(a.value, st.trump) / 10)
        if quick and trick.size == 1 and trick.best_rank is not None:  # ``ComboTrick.add``'s rule for singles
            es, step, suit, top = ESUIT[st.trump], STEP[st.trump], trick.suit, trick.best_rank
            winning = [a for a in options if ((0, step[a.value[0]]) if es[a.value[0]] == suit else
                                              (1, step[a.value[0]]) if es[a.value[0]] == TRUMP else (-1, 0)) > top]
        else:
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
