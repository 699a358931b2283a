"""Double-dummy analysis through endplay (DDS): the trick table, par, and what each legal card keeps.

Everything here degrades with a clear message when endplay is missing: :func:`available` says whether it
is installed and every solver raises :class:`DoubleDummyUnavailable` (a ``TutorError``) otherwise.
Results are cached by position, so stepping back and forth through a replay costs nothing extra.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...cards import Card
from ...errors import TutorError
from ...i18n import domain
from ...seats import SEATS, team_of
from ...tricks import legal_follows

STRAINS_DD = ("C", "D", "H", "S", "NT")
_RANK_PBN = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T", **{r: str(r) for r in range(2, 10)}}
_PBN_RANK = {v: k for k, v in _RANK_PBN.items()}
t, tn = domain("bridge")

MISSING = ("double-dummy analysis needs the endplay package, which is not installed here "
           "(pip install endplay); the rest of the lesson works without it")


class DoubleDummyUnavailable(TutorError):
    """endplay (the DDS solver) is not installed."""


def available() -> bool:
    try:
        import endplay.dds  # noqa: F401
    except ImportError:
        return False
    return True


def _require() -> Any:
    try:
        import endplay.dds as dds
        import endplay.types as types
    except ImportError:
        raise DoubleDummyUnavailable(t("double-dummy analysis needs the endplay package, which is not installed "
                                       "here (pip install endplay); the rest of the lesson works without it")) from None
    return dds, types


def pbn_hand(cards: Sequence[Card]) -> str:
    """``AKQ.T98.-.5432`` style (spades first), as PBN and DDS write a hand."""
    return ".".join("".join(_RANK_PBN[c.rank] for c in sorted((c for c in cards if c.suit == s),
                                                            key=lambda c: -c.rank)) for s in "SHDC")


def pbn_deal(hands: Mapping[str, Sequence[Card]], first: str = "N") -> str:
    order = SEATS[SEATS.index(first):] + SEATS[:SEATS.index(first)]
    return f"{first}:" + " ".join(pbn_hand(hands[s]) for s in order)


def _key(hands: Mapping[str, Sequence[Card]]) -> str:
    return pbn_deal(hands)


# -- the full table and par ------------------------------------------------------------------------
@lru_cache(maxsize=256)
def _table(key: str) -> tuple[tuple[int, ...], ...]:
    dds, types = _require()
    t = dds.calc_dd_table(types.Deal(key))
    return tuple(tuple(t[getattr(types.Denom, d), getattr(types.Player, p)] for p in
                       ("north", "east", "south", "west"))
                 for d in ("clubs", "diamonds", "hearts", "spades", "nt"))


def dd_table(hands: Mapping[str, Sequence[Card]]) -> dict[str, dict[str, int]]:
    """Tricks declarer takes with best play by everyone: ``{strain: {declarer seat: tricks}}``."""
    raw = _table(_key(hands))
    return {s: dict(zip(SEATS, row, strict=True)) for s, row in zip(STRAINS_DD, raw, strict=True)}


def par(hands: Mapping[str, Sequence[Card]], *, vulnerable: str, dealer: str) -> tuple[int, list[str]]:
    """Par: North–South's score when both sides bid perfectly, and the par contracts (``"4HX by S"``)."""
    dds, types = _require()
    table = dds.calc_dd_table(types.Deal(_key(hands)))
    vul = {"None": types.Vul.none, "NS": types.Vul.ns, "EW": types.Vul.ew, "Both": types.Vul.both}[vulnerable]
    plist = dds.par(table, vul, getattr(types.Player, {"N": "north", "E": "east", "S": "south",
                                                        "W": "west"}[dealer]))
    contracts = []
    for c in plist:
        strain = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "nt": "NT"}[c.denom.name]
        x = "X" * {"passed": 0, "undoubled": 0, "doubled": 1, "redoubled": 2}.get(c.penalty.name, 0)
        text = f"{c.level}{strain}{x} by {c.declarer.abbr}"
        if text not in contracts:
            contracts.append(text)
    return plist.score, contracts


# -- one position: what each legal card keeps ---------------------------------------------------
@lru_cache(maxsize=4096)
def _solve(key: str, leader: str, trump: str | None, played: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    dds, types = _require()
    deal = types.Deal(key)
    deal.trump = getattr(types.Denom, {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades",
                                       None: "nt"}[trump])
    deal.first = getattr(types.Player, {"N": "north", "E": "east", "S": "south", "W": "west"}[leader])
    for text in played:
        deal.play(text, from_hand=False)
    out = []
    for card, tricks in dds.solve_board(deal):
        out.append(({"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}[card.suit.name] + card.rank.abbr,
                    tricks))
    return tuple(out)


def _position(state: Any) -> tuple[str, str, str | None, tuple[str, ...]]:
    trick = state.trick
    # the cards already in the current trick are out of the hands; DDS takes them as played cards.
    hands = state.hands
    played = tuple(c.suit + _RANK_PBN[c.rank] for c in trick.cards)
    return _key(hands), trick.leader, trick.trump, played


def card_tricks(state: Any) -> dict[Card, int]:
    """For each legal card of the hand to play: the tricks declarer's side ends the deal with (in total)
    if that card is played and everyone plays perfectly afterwards."""
    if state.trick is None or state.is_terminal():
        return {}
    key, leader, trump, played = _position(state)
    res = _solve(key, leader, trump, played)
    seat = state.hand_to_play
    decl_team = team_of(state.declarer)
    have = sum(1 for t in state.done if team_of(t.winner()) == decl_team)
    remaining = state.remaining_tricks
    legal = set(legal_follows(state.hands[seat], state.trick.led_suit))
    out: dict[Card, int] = {}
    for text, tricks in res:  # tricks: for the side of the hand to play, from this trick on
        card = Card(text[0], _PBN_RANK[text[1]])
        if card in legal:
            out[card] = have + (tricks if team_of(seat) == decl_team else remaining - tricks)
    return out


def declarer_future_tricks(state: Any) -> int:
    """Of the remaining tricks, how many declarer's side takes with best play by all from here."""
    scores = card_tricks(state)
    decl_team = team_of(state.declarer)
    have = sum(1 for t in state.done if team_of(t.winner()) == decl_team)
    pick = max if team_of(state.hand_to_play) == decl_team else min
    return pick(scores.values()) - have


def best_cards(state: Any) -> list[Card]:
    """The cards that keep the most tricks for the side to play, lowest first."""
    scores = card_tricks(state)
    decl_team = team_of(state.declarer)
    pick = max if team_of(state.hand_to_play) == decl_team else min
    target = pick(scores.values())
    return sorted((c for c, v in scores.items() if v == target), key=lambda c: (c.rank, "CDHS".index(c.suit or "")))


def top_winner_count(state: Any) -> int:
    """A solver-free claim check: how many tricks declarer can cash one after another from the hand on
    lead, whatever the defenders do. A card counts when no outstanding card of its suit beats it (and, for a
    side suit, the defenders hold no trumps), and the partner hand can follow low or discard without
    winning the trick itself (a winner of the other hand needs an entry, so it does not count). One more
    sure winner that the other hand would overtake or ruff still counts, as the last trick of the line.
    Conservative: 0 when a trick is in progress.

    The line is simulated card by card: each counted trick is won by declarer's side and (but for the last)
    by the hand on lead, which therefore leads again; no defence can take any of them.
    """
    if state.trick is None or state.trick.plays:
        return 0
    decl, dummy = state.declarer, state.dummy
    lead = state.hand_to_play
    if lead not in (decl, dummy):
        return 0
    other = dummy if lead == decl else decl
    trump = state.trick.trump
    opp = [c for s in SEATS if s not in (decl, dummy) for c in state.hands[s]]
    opp_trumps = any(c.suit == trump for c in opp) if trump else False
    top = {suit: max((c.rank for c in opp if c.suit == suit), default=0) for suit in "SHDC"}
    mine = sorted(state.hands[lead], key=lambda c: (c.suit != trump, "SHDC".index(c.suit), -c.rank))
    sure = [c for c in mine if c.rank > top[c.suit] and (c.suit == trump or not opp_trumps)]
    theirs = list(state.hands[other])
    count, left = 0, []
    for card in sure:
        follow = [c for c in theirs if c.suit == card.suit]
        if follow:
            low = min(follow, key=lambda c: c.rank)
            if low.rank > card.rank:
                left.append(card)  # the other hand would overtake and the lead would move there
                continue
        else:
            # void: discard, keeping trumps and the suits still to be cashed from the hand on lead
            spare = [c for c in theirs if c.suit != trump] if trump else theirs
            if not spare:
                left.append(card)  # only trumps left: the other hand would ruff and take the lead
                continue
            later = {c.suit for c in sure}
            low = min(spare, key=lambda c: (c.suit in later, c.rank))
        theirs.remove(low)
        count += 1
    # one more sure winner still wins its trick for declarer's side, even if the lead then moves
    count += 1 if left else 0
    return min(count, state.remaining_tricks)


def hindsight(rp: Any) -> dict[str, dict[str, int]]:
    """For every step of a replay that is a card to play: ``{step: {card: declarer's final tricks}}``
    (JSON-ready; lessons store it next to the record so opening them costs no solving)."""
    out: dict[str, dict[str, int]] = {}
    for i in range(len(rp) + 1):
        st = rp.state_at(i)
        if st.phase == "play" and not st.is_terminal():
            out[str(i)] = {str(c): t for c, t in sorted(card_tricks(st).items(), key=lambda kv: str(kv[0]))}
    return out
