"""What one seat (or the teacher) is shown of a table: plain JSON, texts in the current language.

A seat's view holds the cards of its own hand, the hands the engine says it may see
(``GAME.visible_seats``: bridge's dummy after the opening lead, nothing else), and what is public: the
cards played, the engine's table lines and card groups (a gong zhu card sold openly, 27 Wang's declared
cards, cards taken), the engine's narration. 27 Wang's kitty is in the banker's hand while the banker
buries it, so only the banker's view carries it. The teacher's view (``watch``) shows every hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import i18n
from ..cards import Card
from ..i18n import Text, domain, translated
from ..scoring import ScoreSheet
from ..seats import SEAT_NAME, SEATS
from .actions import form, legal_forms
from .state import TableState

t, tn = domain("tables")


def jsonable(value: Any, depth: int = 0) -> Any:
    """``value`` as JSON: texts in the current language, cards as their text, tuples as lists."""
    if depth > 8:
        return str(value)
    if isinstance(value, Text):
        return str(value)
    if isinstance(value, bool | int | float) or value is None:
        return value
    if isinstance(value, str):
        return str(value)
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Mapping):
        return {str(k): jsonable(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [jsonable(v, depth + 1) for v in value]
    if isinstance(value, ScoreSheet):
        return sheet_json(value)
    return str(value)


def sheet_json(sheet: ScoreSheet) -> dict[str, Any]:
    return {"title": str(getattr(sheet, "title", "") or ""), "total": sheet.total,
            "lines": [{"label": str(line.label), "points": line.points, "reason": str(line.reason or "")}
                      for line in sheet.lines]}


def _cards(cards: Any) -> list[str | None]:
    return [None if c is None else str(c) for c in cards]


def _play(multi: bool, cards: Any) -> Any:
    texts = _cards(cards)
    return texts if multi or len(texts) != 1 else texts[0]


def robot_name(level: str) -> str:
    return str(t("Robot ({level})", level=level_name(level)))


def level_name(level: str) -> str:
    names = {"random": t("random"), "beginner": t("beginner"), "normal": t("normal"), "strong": t("strong")}
    return str(names.get(level, level))


def seat_names(ts: TableState) -> dict[str, str]:
    """Each seat's name as plain text: the learner's name, "Robot (level)", or "empty"."""
    out = {}
    for s in SEATS:
        info = ts.seats[s]
        if info.learner is not None:
            out[s] = info.name or str(t("a learner"))
        elif info.robot is not None:
            out[s] = robot_name(info.robot)
        else:
            out[s] = str(t("empty seat"))
    return out


def match_json(ts: TableState) -> dict[str, Any]:
    """The match so far, as the engine's ``Match`` keeps it (its rows, totals, winner and why)."""
    m = ts.after() or ts.match
    out: dict[str, Any] = {"deal": ts.deal.number, "finished": ts.finished,
                           "escapes": {s: ts.escapes.get(s, 0) for s in SEATS}}
    if m is None:  # a class set: each deal's own score
        out["deals"] = [{"deal": d.number, "score": jsonable(ts.game.summary(d.state).get("score"))}
                        for d in (*ts.done, ts.deal) if d.state.is_terminal()]
        return out
    for key in ("totals", "imps", "levels"):
        if hasattr(m, key):
            value = getattr(m, key)
            if key == "totals" and ts.meta.game == "spades":
                value = {team: {"score": s, "bags": b} for team, (s, b) in value.items()}
            out[key] = jsonable(value)
    out["rows"] = jsonable(m.table())
    winner = getattr(m, "winner", None)
    out["winner"] = None if winner is None else str(winner)
    out["reason"] = None if winner is None else str(getattr(winner, "reason", "") or "")
    return out


#: Record entries whose cards go face down to one seat (Spades' blind-nil exchange, 27 Wang's buried
#: kitty). The engine's narration of them is written for the teacher and the replay ("South buries 8
#: cards holding 15 points"); another seat is told only that it happened.
SECRET: dict[str, Callable[[str], Text]] = {
    "give": lambda who: t("{seat} passes a card face down to their partner (blind nil exchange)", seat=who),
    "bury": lambda who: t("{seat} buries the kitty face down (扣底)", seat=who),
}


def heard(line: Any, entry: Mapping[str, Any], seat: str | None, hidden: frozenset[str] = frozenset()) -> str:
    """The narration of one action as ``seat`` may hear it (``None``: the teacher hears all). ``hidden``: the
    symbols of cards lying in hands ``seat`` may not see (and not shown otherwise): a line naming one (gong zhu:
    "the sold ♦J may not be played ..." tells who holds a card sold hidden) is cut to what the table saw."""
    actor = entry.get("seat")
    if seat is None or actor == seat:
        return str(line)
    who = SEAT_NAME.get(str(actor), str(actor))
    for key, words in SECRET.items():
        if key in entry:
            return str(words(who))
    text = str(line)
    if hidden and "play" in entry and any(sym in text for sym in hidden):
        played = entry["play"] if isinstance(entry["play"], list) else [entry["play"]]
        return str(t("{seat} plays {cards}", seat=who, cards=" ".join(Card.parse(c).symbol for c in played)))
    return text


def hidden_symbols(ts: TableState, shown: set[str], tv: Any) -> frozenset[str]:
    """The symbols of the cards in hands a seat may not see that the table has not seen either (neither
    played nor laid face up), and that the seat does not hold a twin of (27 Wang's two decks)."""
    public: set[str] = set()
    for entry in ts.deal.entries:
        if "play" in entry:
            played = entry["play"] if isinstance(entry["play"], list) else [entry["play"]]
            public |= {Card.parse(c).symbol for c in played}
    for _label, cards in tv.extra:
        public |= {c.symbol for c in cards if c is not None}
    for s in shown:
        public |= {c.symbol for c in tv.hands.get(s, ())}
    out = {c.symbol for s in SEATS if s not in shown for c in tv.hands.get(s, ()) if not c.is_joker}
    return frozenset(out - public)


def _trick_reason(ts: TableState, seat: str | None, hidden: frozenset[str]) -> str:
    line = ts.deal.trick_line
    entry: Mapping[str, Any] = next((e for x, e in zip(reversed(ts.deal.lines), reversed(ts.deal.entries),
                                                        strict=True) if x is line), {"play": []})
    return heard(line, entry, seat, hidden)


def public(ts: TableState) -> dict[str, Any]:
    """What every seat is shown alike at this step, in the current language: built once per step and
    language (kept on the table's state) and shared by the four seats' views and the teacher's."""
    key = ("public", i18n.current())
    hit = ts.memo.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    game, st = ts.game, ts.deal.state
    tv = ts.table_view
    over = bool(st.is_terminal())
    multi = game.multi_card
    names = seat_names(ts)
    summary = jsonable(game.summary(st)) if over else None
    out: dict[str, Any] = {
        "game": game.name,
        "title": str(game.title),
        "table": ts.meta.id,
        "turn": None if over else st.current_seat,
        "trick": [[s, _play(multi, cs)] for s, cs in tv.trick],
        "step": ts.n,
        "moves": len(ts.deal.actions),
        "over": over,
        "result": summary,
        "deal": ts.deal.number,
        "phase": st.phase,
        "paused": ts.paused,
        "finished": ts.finished,
        "dealer": getattr(st, "dealer", None),
        "trump": tv.trump,
        "contract": None if getattr(st, "contract", None) is None else str(st.contract),
        "multi": multi,
        "play_label": str(game.play_label(st)) if multi else None,
        "seats": {s: {"name": names[s], "robot": ts.seats[s].robot, "free": ts.seats[s].free,
                      "learner": ts.seats[s].learner is not None} for s in SEATS},
        "seat_names": {s: str(SEAT_NAME[s]) for s in SEATS},
        "counts": {s: len(tv.hands.get(s, ())) for s in SEATS},
        "tricks_won": {s: int(tv.tricks_won.get(s, 0)) for s in SEATS},
        "info": [str(x) for x in tv.info],
        "extra": [{"label": str(label), "cards": _cards(cs)} for label, cs in tv.extra],
        "turn_word": None if tv.turn_word is None else str(tv.turn_word),
        "messages": [str(m) for m in ts.messages[-5:]],
        "sheets": {str(k): sheet_json(v) for k, v in game.score_sheets(st).items()} if over else {},
        "score": summary.get("score") if summary else None,
        "match": match_json(ts),
    }
    out = translated(out)
    ts.memo[key] = out
    return out


def build(ts: TableState, seat: str | None) -> dict[str, Any]:
    """The view of ``seat`` (``None``: the teacher's, every hand): the public part and what is this seat's."""
    game, st = ts.game, ts.deal.state
    tv = ts.table_view
    pub = public(ts)
    over = pub["over"]
    multi = game.multi_card
    turn = pub["turn"]
    if seat is None:
        shown = set(SEATS)
    else:
        shown = {seat} | set(game.visible_seats(st, seat))
    # Spades: a seat that has not looked at its cards yet (blind nil is still open) is shown their backs
    looked = seat is None or seat not in tv.face_down or game.name == "bridge"
    mine = _cards(tv.hands.get(seat, ())) if seat is not None and looked else []
    visible = {s: _cards(tv.hands.get(s, ())) for s in sorted(shown) if s != seat}
    my_turn = seat is not None and turn == seat and not ts.paused
    legal: list[Any] = []
    count = 0
    choices: list[dict[str, Any]] = []
    select = None
    if my_turn:
        legal, count = legal_forms(game, st)
        if not legal and count:  # too many to list (27 Wang's bury): how many cards one action takes
            first = form(game, st, next(iter(st.legal_actions())))
            select = len(first) if isinstance(first, list) else None
        choices = [{"action": jsonable(form(game, st, a)), "label": str(label)} for label, a in game.choices(st)]
    hidden = hidden_symbols(ts, shown, tv) if seat is not None and not over else frozenset()
    last = None
    if tv.last_trick:
        last = {"plays": [[s, _play(multi, cs)] for s, cs in tv.last_trick], "winner": tv.last_winner,
                "reason": None if ts.deal.trick_line is None else _trick_reason(ts, seat, hidden)}
    play_from = getattr(st, "hand_to_play", None) if turn == seat else None
    view: dict[str, Any] = dict(pub)
    view.update({
        "seat": seat,
        "hand": mine,
        "looked": looked,
        "visible": visible,
        "legal": jsonable(legal),
        "legal_count": count,
        "select": select,
        "choices": choices,
        "play_from": play_from if play_from and play_from != seat else None,
        "seats": {s: {**info, "you": s == seat} for s, info in pub["seats"].items()},
        "last_trick": last,
        "narration": None if ts.last_line is None or not ts.deal.lines else heard(
            ts.last_line, ts.deal.entries[-1], seat, hidden),
        "log": [heard(x, e, seat, hidden) for x, e in list(zip(ts.deal.lines, ts.deal.entries, strict=True))[-12:]],
    })
    if seat is None:
        view["seats_learners"] = {s: ts.seats[s].learner for s in SEATS}
    return translated(view)  # type: ignore[no-any-return]
