"""What a 27 Wang table looks like (``State.view()``) and the order cards are shown in.

>>> from ...cards import parse_cards
>>> [str(c) for c in sort_hand(parse_cards("S3 H7 BJ SA C2 H2 S7"), "H")]
['BJ', 'H7', 'S7', 'H2', 'C2', 'SA', 'S3']
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from ...cards import DECK_54, Card
from ...i18n import Text, domain, join
from ...seats import SEAT_NAME, team_of
from ...view import TableView
from .declare import shown_text
from .ranks import KEYS, TRUMP, points_of, trump_label

if TYPE_CHECKING:
    from .state import State

t, tn = domain("wang27")

_SUIT_SHOW = "SHCD"  # colours alternate


@cache  # five possible trumps; every play sorts its cards with this key
def sort_key(trump: str | None):
    keys = KEYS[trump]
    order = {TRUMP: 0, **{s: i + 1 for i, s in enumerate(x for x in _SUIT_SHOW if x != trump)}}

    def key(card: Card) -> tuple[int, int, str]:
        s, k = keys[card]
        return order[s], -k, card.suit or ""

    return key


@cache
def sort_rank(trump: str | None) -> dict[Card, int]:
    """Card → its place in ``sort_key(trump)``'s order (the key never ties two different cards, so
    sorting by this integer gives the very same order, for less work per card)."""
    key = sort_key(trump)
    return {c: i for i, c in enumerate(sorted(DECK_54, key=key))}


def sort_hand(cards: Iterable[Card], trump: str | None) -> list[Card]:
    """Trumps first (strongest first), then the side suits ♠ ♥ ♣ ♦."""
    return sorted(cards, key=sort_key(trump))


def table_view(st: State) -> TableView:
    trump_known = st.phase not in ("declare", "bid", "trump") or (st.phase == "bid" and st.decl.declared)
    shown_trump = st.trump if trump_known else (st.decl.standing[0].suit if st.decl.declared else None)
    key = sort_key(shown_trump)
    hands = {s: tuple(sorted(h, key=key)) for s, h in st.hands.items()}
    last = st.done[-1] if st.done else None
    info: list[str] = []
    if st.decl.declared:
        info.append(t("Declared: {seat} showed {shown} → trump {trump}", seat=SEAT_NAME[st.decl.seat or 'N'],
                      shown=shown_text(st.decl.standing), trump=trump_label(st.decl.standing[0].suit)))
    elif st.phase == "declare":
        info.append(t("No declaration yet (亮主)"))
    if st.phase not in ("declare", "bid", "trump"):
        info.append(t("Trump: {trump}", trump=trump_label(st.trump)))
    if st.auction is not None and st.auction.calls:
        calls = join(t(", "), [t("{seat} {bid}", seat=SEAT_NAME[s], bid=b if b != "pass" else t("pass"))
                               for s, b in st.auction.calls])
        info.append(t("Bids (叫分): {calls}", calls=calls))
    if st.banker is not None:
        info.append(t("Banker (庄家): {seat}; the defenders need {target} points", seat=SEAT_NAME[st.banker],
                      target=st.target))
        info.append(t("Defenders' points so far: {points}", points=st.card_points() + st.penalty))
    sides = [t("{side} {level}", side=_side(k), level=v) for k, v in st.levels.items()]
    info.append(t("Levels: {levels}", levels=t("{first}, {second}", first=sides[0], second=sides[1])
                  if len(sides) == 2 else join(t(", "), sides)))
    info += list(st.penalties)
    if st.phase == "over":
        r = st.result()
        if r is not None:
            info.append(t("Hand over: banker side win, points {points} against {target}", points=st.points(),
                          target=st.target) if r.winner == "banker" else
                        t("Hand over: defenders win, points {points} against {target}", points=st.points(),
                          target=st.target))
        else:
            info.append(t("Hand over: everybody passed, redeal"))
    else:
        info.append(t("{seat} to {verb}", seat=SEAT_NAME[st.turn], verb=_verb(st)))  # type: ignore[index]
    # the kitty as it lies on the table: ``None`` draws a card back (tutor.render), one per real card;
    # while the banker holds it (naming trump, burying) it is in his hand, so there is no group
    extra: tuple[tuple[str, tuple[Card | None, ...]], ...] = ()
    if st.phase in ("declare", "bid") and st.kitty:
        extra = ((t("kitty (底牌): {n} cards, face down", n=len(st.kitty)), (None,) * len(st.kitty)),)
    elif st.phase == "play" and st.buried:
        extra = ((t("buried kitty (底牌): {n} cards, face down", n=len(st.buried)), (None,) * len(st.buried)),)
    elif st.phase == "over" and st.buried:
        extra = ((t("buried kitty (底牌): {points} points", points=points_of(st.buried)),
                  tuple(sorted(st.buried, key=key))),)
    elif st.phase == "over" and st.kitty:  # everybody passed: nobody took it
        extra = ((t("kitty (底牌), not taken"), tuple(sorted(st.kitty, key=key))),)
    trick = tuple((s, cs) for s, cs in st.trick.plays) if st.trick else ()
    return TableView(
        game="wang27",
        hands=hands,
        trick=trick,
        turn=st.turn,
        turn_word=_turn_word(st),
        tricks_won=st.tricks_won(),
        last_trick=tuple((s, cs) for s, cs in last.plays) if last else (),
        last_winner=last.winner() if last else None,
        trump=shown_trump,
        info=tuple(info),
        extra=extra,
    )


def _side(key: str) -> Text:
    """Whose level: a team (2 v 2) or a seat (1 v 3)."""
    return team_name(key) if key in ("NS", "EW") else SEAT_NAME[key]


def _turn_word(st: State) -> Text | None:
    """The seat badge's words for the phase ("▶ to declare"); ``None`` while cards are played ("▶ to play")."""
    return {"declare": t("to declare"), "bid": t("to bid"), "trump": t("to name trump"),
            "bury": t("to bury")}.get(st.phase)


def _verb(st: State) -> Text:
    if st.phase == "declare":
        return t("declare or pass (亮主)")
    if st.phase == "bid":
        return t("bid or pass (叫分)")
    if st.phase == "trump":
        return t("name trump")
    if st.phase == "bury":
        return t("bury 8 cards (扣底)")
    return t("lead") if st.trick is None else t("play")


def team_name(team: str) -> Text:
    return t("North–South") if team == "NS" else t("East–West")


__all__ = ["sort_hand", "sort_key", "table_view", "team_of", "team_name"]
