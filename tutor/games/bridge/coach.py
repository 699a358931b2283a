"""The bridge coach: in the play, :func:`hint` asks the double-dummy solver (every hand open, everyone
playing perfectly afterwards) how many tricks each legal card keeps for the side to play, in a worker
process with a time limit; in the auction it gives the bidding system's call (``state.rules.bidding``)
with the rule's meaning and the counts behind it (high-card points, total points, shape).

>>> from tutor.games.bridge import new_hand
>>> st = new_hand(seed=4)
>>> h = hint(st, seconds=0.5)
>>> h.action in st.legal_actions(), "high-card points" in h.reason
(True, True)
"""

from __future__ import annotations

import multiprocessing
from typing import Any

from ...cards import Card
from ...i18n import Text, domain
from ...seats import partner_of, team_of
from ...tricks import winning_index
from ..coach import Hint, Scored, TrickSpot, text, trick_clause
from . import analysis
from .auction import Call
from .bots import bid, low_card
from .play import State

t, tn = domain("bridge")

_SOLVED: dict[Any, dict[Card, int]] = {}


def _child(state: State, conn: Any) -> None:
    conn.send(analysis.card_tricks(state))
    conn.close()


def solve(state: State, seconds: float) -> dict[Card, int] | None:
    """``analysis.card_tricks(state)`` computed in a forked process that is stopped after ``seconds``
    (the solver holds the interpreter lock, so a thread could not be interrupted); ``None`` if it did not
    finish. Answers are remembered for the next question about the same position."""
    if state in _SOLVED:
        return _SOLVED[state]
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(state, send), daemon=True)
    proc.start()
    send.close()
    try:
        result: dict[Card, int] | None = recv.recv() if recv.poll(seconds) else None
    except EOFError:
        result = None
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join()
        recv.close()
    if result is not None:
        if len(_SOLVED) > 4096:
            _SOLVED.clear()
        _SOLVED[state] = result
    return result


def join(main: Any, clause: Any) -> Text:
    """``main; clause`` (a hint's what, then its why), translatable."""
    return t("{main}; {clause}", main=main, clause=clause)


def _lengths(hand: Any) -> dict[str, int]:
    return {s: sum(1 for c in hand if c.suit == s) for s in "SHDC"}


def auction_reason(state: State, call: Call) -> Text:
    """Why the bidding system (``state.rules.bidding``) makes ``call`` here: the rule's meaning, then what the
    hand holds that the rule counts (high-card points and shape)."""
    from .bidding import reason

    seat = state.auction.turn
    assert seat is not None
    return reason(state.rules.bidding, state.auction, state.deal[seat], call)


def judge_call(state: State, call: Call) -> tuple[Call, Text] | None:
    """For the review after the hand: ``None`` if ``call`` is the bidding system's call here, else the
    system's call and why (the rule broken, and what ``call`` told partner instead)."""
    from .bidding import broke

    seat = state.auction.turn
    assert seat is not None
    return broke(state.rules.bidding, state.auction, state.deal[seat], call)


def _spot(state: State, seat: str) -> TrickSpot:
    """The trick as the player to move sees it: declarer plays dummy's cards too, so for declarer's side the other
    hand is "your own" (not "your partner's"); a defender's partner is the other defender."""
    trick = state.trick
    assert trick is not None
    declaring = state.declarer is not None and team_of(seat) == team_of(state.declarer)
    if declaring:
        return TrickSpot(tuple(trick.plays), trick.trump, seat, None, len(trick.plays) == 3, own=partner_of(seat))
    return TrickSpot(tuple(trick.plays), trick.trump, seat, partner_of(seat), len(trick.plays) == 3)


UNIT = "tricks"  # the review's costs: double-dummy tricks, exact (no sampling error)


def hint(state: State, *, seconds: float = 1.0, seed: int = 0) -> Hint:
    """The coach's choice for the player to move and why. In the play, the double-dummy best card (the
    lowest of equally good ones) if the solver answers within ``seconds``, else the plain bot's card."""
    if state.current_seat is None:
        raise ValueError("the hand is over: there is nothing to decide")
    if state.phase == "auction":
        call = bid(state)
        return Hint(call, auction_reason(state, call))
    seat = state.hand_to_play
    assert seat is not None
    trick = state.trick
    assert trick is not None

    def wins(cards: Any) -> int:
        return winning_index(cards, trick.trump)

    legal = [a for a in state.legal_actions() if isinstance(a, Card)]
    if len(legal) == 1:
        return Hint(legal[0], join(trick_clause(_spot(state, seat), legal[0], wins), t("it is your only legal card")))
    tricks: dict[Card, int] | None = None
    if analysis.available():
        tricks = solve(state, seconds)
    if not tricks:
        card = low_card(state)
        return Hint(card, t("{clause}: the solver had no time for this deal, so save your high cards",
                            clause=trick_clause(_spot(state, seat), card, wins)))
    assert state.declarer is not None
    mine = team_of(seat) == team_of(state.declarer)
    value = {c: float(t if mine else 13 - t) for c, t in tricks.items()}
    order = sorted(value, key=lambda c: (-value[c], c.rank, "CDHS".index(c.suit or "")))
    scores = tuple(Scored(c, value[c], 1) for c in order)
    best = order[0]
    worse = [c for c in order if value[c] < value[best]]
    keeps = int(value[best])
    if worse:
        lost = int(value[best] - value[worse[0]])
        clause = tn("with best play your side takes {keeps} tricks; {card} would cost {n} trick",
                    "with best play your side takes {keeps} tricks; {card} would cost {n} tricks", lost,
                    keeps=keeps, card=text(worse[0]), n=lost)
    else:
        # the best is the lowest of equally good cards: say so by its name, not "play the lowest" beside a win
        clause = t("every card you may play gives your side {keeps} tricks: {card} is your lowest, so keep the "
                   "higher ones", keeps=keeps, card=best.symbol)
    return Hint(best, join(trick_clause(_spot(state, seat), best, wins), clause), scores, 1)


def strong_bot(seed: int | None = 0, *, seconds: float = 2.0) -> Any:
    """The ``strong`` level: the plain bidder, then the double-dummy card (low card if the solver is slow)."""
    def act(state: State) -> Any:
        return hint(state, seconds=seconds).action
    return act


__all__ = ["auction_reason", "hint", "judge_call", "strong_bot"]
