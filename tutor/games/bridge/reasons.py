"""Bridge's words for the play: why a card or a claim is refused, why a trick is won, and a line for each
card played. The trick core (:mod:`tutor.tricks`) says it; bridge only adds dummy (declarer plays dummy's
cards, which are not declarer's own) and its own suit names (QQ桥牌 says 红心 where the other games say 红桃).

>>> from tutor.cards import Card
>>> from tutor.tricks import Trick
>>> tr = Trick("N", trump="H")
>>> for seat, card in [("N", "S4"), ("E", "H2"), ("S", "SA"), ("W", "S3")]:
...     tr = tr.add(seat, Card.parse(card))
>>> winner_reason(tr)
'East wins with ♥2: hearts are trumps and ♥2 is the only trump played'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...cards import Card, format_cards, not_a_card, sort_cards
from ...errors import ParseError
from ...i18n import Text, domain
from ...seats import SEAT_INDEX, SEAT_NAME, SEATS
from ...tricks import Trick, follow_reason, narrate_play
from ..base import short_repr
from .auction import STRAIN_NAME, Call
from .claims import Claim

if TYPE_CHECKING:
    from .play import State

t, tn = domain("bridge")

#: "spade" / "heart" … for "the highest heart, the suit led" (QQ桥牌 names the suits 黑桃 红心 方块 梅花)
SUIT_SINGULAR = {"S": t("spade"), "H": t("heart"), "D": t("diamond"), "C": t("club")}


def winner_reason(trick: Trick) -> Text:
    """Why the winning card of ``trick`` wins, in a teacher's words (the core's reason, in bridge's suit names)."""
    return trick.winner_reason(suit_names=STRAIN_NAME, suit_singular=SUIT_SINGULAR)


def narrate(seat: str, card: Card, trick: Trick, hand: Sequence[Card], *, dummy: bool = False) -> Text:
    """One line for a play (``trick`` and ``hand`` as before it): ``East plays ♥7: must follow hearts``;
    ``dummy``: the card is dummy's, played by declarer (``North (dummy) plays ♣5: …``)."""
    who = t("{seat} (dummy)", seat=SEAT_NAME[seat]) if dummy else SEAT_NAME[seat]
    return narrate_play(seat, card, trick, hand, who=who, suit_names=STRAIN_NAME)


def describe_play(state: State, card: Card) -> Text:
    """Narration of ``card`` played now in ``state`` (the state before it), with dummy going down after the
    opening lead."""
    seat = state.hand_to_play
    trick = state.trick
    assert seat is not None and trick is not None
    line = narrate(seat, card, trick, state.held[SEAT_INDEX[seat]], dummy=seat == state.dummy)
    if not state.done and not trick.plays:
        line += t(" (the opening lead). Dummy ({seat}) goes down face up: {cards}",
                  seat=SEAT_NAME.get(state.dummy or ""),
                  cards=format_cards(sort_cards(state.hands[state.dummy or seat], "bridge")))
    return line


def card_reason(state: State, card: Card) -> Text | None:
    """``None`` if ``card`` may be played now in ``state`` (in the play), else why not: not following suit,
    the wrong one of declarer's two hands, a card already played or another player's."""
    seat = state.hand_to_play
    trick = state.trick
    assert seat is not None and trick is not None
    hand = state.held[SEAT_INDEX[seat]]
    decl, dummy = state.declarer, state.dummy
    assert decl is not None and dummy is not None
    if card in hand:
        return follow_reason(hand, trick.led_suit, card, holder="dummy" if seat == dummy else "you")
    holder = next((s for s, h in zip(SEATS, state.held, strict=True) if card in h), None)
    if seat == dummy and holder == decl:
        return t("it is dummy's turn: play a card from {dummy}'s hand (dummy); {card} is in your own hand "
                 "({declarer})", dummy=SEAT_NAME[dummy], card=card.symbol, declarer=SEAT_NAME[decl])
    if seat == decl and holder == dummy:
        return t("it is your own turn ({declarer}), not dummy's: {card} is in dummy's hand ({dummy})",
                 declarer=SEAT_NAME[decl], card=card.symbol, dummy=SEAT_NAME[dummy])
    if holder is None:
        return t("{card} has already been played", card=card.symbol)
    return t("{card} is not in {seat}'s hand: it is {holder}'s card", card=card.symbol, seat=SEAT_NAME[seat],
             holder=SEAT_NAME[holder])


def claim_reason(state: State, claim: Claim) -> Text | None:
    """``None`` if the defenders accept ``claim`` now under the rules' ``claim_validation``, else why not
    (under ``claims=False`` nobody may claim: every trick is played out)."""
    if not state.rules.claims:
        return t("these rules have no claims: every trick is played out, card by card")
    decl = state.declarer
    assert decl is not None
    turn = state.current_seat
    if turn != decl:
        return t("only declarer ({declarer}) may claim, and only when it is declarer's or dummy's turn to play; "
                 "{seat} is a defender", declarer=SEAT_NAME[decl], seat=SEAT_NAME.get(turn or "", turn))
    n = claim.tricks
    remaining = state.remaining_tricks
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= remaining:
        return t("a claim is for 0 to {most} of the remaining tricks, not {value}", most=remaining,
                 value=short_repr(n, 40))
    mode = state.rules.claim_validation
    if mode == "accept":
        return None
    from . import analysis  # double-dummy: imported only when a claim is judged

    if mode == "double_dummy" and analysis.available():
        best = analysis.declarer_future_tricks(state)
        if best >= n:
            return None
        return t("the defenders do not accept: with their best defence you take only {best} of the "
                 "{remaining} remaining tricks, so play on", best=best, remaining=remaining)
    sure = analysis.top_winner_count(state)
    if sure >= n:
        return None
    trick = state.trick
    on_lead = trick is not None and not trick.plays
    hand = t("{seat}'s hand", seat=SEAT_NAME[state.hand_to_play or decl]) if on_lead else t("your hands")
    return t("the defenders do not accept: only {sure} of the {n} tricks you claim are top winners (cards "
             "nobody can beat) that you can cash one after another from {hand}, so play on", sure=sure, n=n,
             hand=hand)


def action_reason(state: State, action: object) -> str | None:
    """Why ``action`` (a call, card, claim or their text) is refused now, or ``None``: ``State.check``."""
    if state.is_terminal():
        return (t("the deal was passed out: nothing more happens") if state.auction.passed_out
                else t("the hand is over: all tricks are decided"))
    if state.table is None:
        if isinstance(action, Card):
            who = SEAT_NAME.get(state.auction.turn or "")
            return t("the auction is still going on: {seat} must call, not play a card", seat=who)
        if isinstance(action, Claim):
            return t("you can only claim during the play, after the auction")
        if not isinstance(action, str | Call):
            return t("{text} is not a call: expected 1C…7NT, P, X or XX", text=short_repr(action))
        try:
            return state.auction.check(action)
        except ParseError as e:
            return e.args[0] if e.args and isinstance(e.args[0], Text) else str(e)
    if isinstance(action, Claim):
        return claim_reason(state, action)
    if isinstance(action, str):
        text = action
        try:
            action = Card.parse(text)
        except ParseError as e:
            if _is_call(text):
                return t("the auction is over: now each player plays a card")
            return e.args[0] if e.args and isinstance(e.args[0], Text) else str(e)
    if isinstance(action, Call):
        return t("the auction is over: now each player plays a card")
    if not isinstance(action, Card):
        return t("{value} is not a card", value=short_repr(action))
    return not_a_card(action) or card_reason(state, action)  # (one built past Card's checks: no rule can judge it)


def _is_call(text: str) -> bool:
    try:
        Call.parse(text)
    except ParseError:
        return False
    return True


def passout_reason(state: State) -> Text:
    """What a pass-out means under the rules' ``passout`` switch (rule book B-B2), and what comes next."""
    nxt = t("board {number}, {seat} deals", number=state.next_board, seat=SEAT_NAME[state.next_dealer])
    if state.rules.passout == "score_zero":
        return t("the board is over and scores 0 for each side; next {next}", next=nxt)
    if state.rules.passout == "same_vul_next_dealer":
        return t("no score; the cards are dealt again with the same vulnerability ({next})", next=nxt)
    return t("no score; the next board is dealt ({next})", next=nxt)
