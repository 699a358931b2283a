"""Class sets (duplicate): the same deals at every table, the traveller of each deal, where two tables
went different ways, and the results as CSV (bridge: PBN too).

A set is a row of ``tt_sets``: its game, rules and deals (one record header each: the four hands, the
dealer, bridge's board), made from a seed, a list of records or states, or a PBN file (the bridge facade
reads it). A table opened with ``set=`` plays them in order; in a lockstep set a table goes to the next
deal only up to the deal the teacher has opened (``hall.set_deal``). Every number on a traveller is the
engine's: the hand's ``summary()``, bridge's ``score``/``imps``/``game_score``, the others' own scores.
"""

from __future__ import annotations

import csv
import io
import json
import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Connection

from ..errors import TutorError
from ..games import get
from ..i18n import domain
from ..seats import SEATS
from . import schema
from .actions import form
from .errors import TableError
from .state import dumps, rules_of
from .views import jsonable, seat_names

if TYPE_CHECKING:
    from .hall import Hall
    from .state import Deal, TableState

t, tn = domain("tables")

SET_MAX = 32  # deals in one set


def _headers(game: str, rules: Any, boards: int, seed: int, deals: Iterable[Any] | None,
             pbn: str | None) -> list[dict[str, Any]]:
    facade = get(game)
    starts: list[Any] = []
    if pbn is not None:
        if game != "bridge":
            raise TableError(t("only a bridge set reads a PBN file"), code="invalid")
        starts = [rp.state_at(0) for rp in facade.read_text(pbn, ".pbn")]
    elif deals is not None:
        from .. import replay

        for d in deals:
            if isinstance(d, replay.Replay):
                starts.append(d.state_at(0))
            elif isinstance(d, Mapping | str):
                rec = replay.load(d if isinstance(d, Mapping) else d)
                if rec.game != game:
                    raise TableError(t("a deal of this set is for another game"), code="invalid")
                starts.append(rec.state_at(0))
            else:
                starts.append(d)  # an engine state at its first decision
    else:
        if game == "bridge":
            from ..games import bridge

            starts = [bridge.new_hand(seed * 1000 + k, rules, board_number=k + 1) for k in range(boards)]
        else:
            starts = [facade.new_hand(seed * 1000 + k, rules) for k in range(boards)]
    if not 1 <= len(starts) <= SET_MAX:
        raise TableError(tn("a set has 1 to {most} deal", "a set has 1 to {most} deals", SET_MAX, most=SET_MAX),
                         code="invalid")
    return [jsonable({k: v for k, v in facade.header(s).items() if k != "rules"}) for s in starts]


def composed_deals(game: str, links: str | Iterable[str]) -> list[Any]:
    """The deals of the example composer's share links (one a line; the composer's "link to this example",
    ``…?calc=own-<game>&N=…``): each link's deal as the composer builds it from the link (its own checks), at its
    start. :class:`TableError` naming the link and what is wrong with it."""
    import re
    from urllib.parse import urlsplit

    from ..widgets.compose import ExampleComposer
    from ..widgets.share import parse_query

    lines = links.splitlines() if isinstance(links, str) else [str(x) for x in links]
    starts = []
    for n, link in enumerate((x.strip() for x in lines if x.strip()), start=1):
        shown = link if len(link) <= 60 else link[:57] + "…"
        query = urlsplit(link).query if "?" in link else link
        calc = parse_query(query).get("calc", "") if query else ""
        own = re.fullmatch(r"own-([a-z0-9]+)(?:-[0-9]+)?", calc)
        if own is None:
            raise TableError(t("link {n} is not a share link of the example composer (its address has no "
                               "calc=own-…): {link}", n=n, link=shown), code="invalid")
        if own.group(1) != game:
            try:
                other = str(get(own.group(1)).title)
            except TutorError:
                other = own.group(1)
            raise TableError(t("link {n} is an example of {other}, another game than this set's", n=n,
                               other=other), code="invalid")
        composer = ExampleComposer(game, show=False)
        composer.open_link(parse_query(query))
        if composer.replay is None:
            raise TableError(t("link {n}: {reason}", n=n, reason=composer.message or "?"), code="invalid")
        starts.append(composer.replay.state_at(0))
    if not starts:
        raise TableError(t("no composer link to read: paste one a line"), code="invalid")
    return starts


def open_set(hall: Hall, game: str, *, boards: int = 4, seed: int | None = None, rules: Any = None,
             deals: Iterable[Any] | None = None, pbn: str | None = None, lockstep: bool = False,
             title: str | None = None) -> str:
    from .hall import PLAY_GAMES

    if game not in PLAY_GAMES:
        raise TableError(t("there is no game {game} to play at a table; choose one of {games}",
                           game=str(game)[:20], games=", ".join(PLAY_GAMES)), code="invalid")
    if not isinstance(boards, int) or isinstance(boards, bool) or not 1 <= boards <= SET_MAX:
        raise TableError(tn("a set has 1 to {most} deal", "a set has 1 to {most} deals", SET_MAX, most=SET_MAX),
                         code="invalid")
    if seed is None:
        seed = secrets.randbelow(2**31)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**40:
        raise TableError(t("a table's seed is a whole number from 0"), code="invalid")
    try:
        parsed = rules_of(game, rules)
        headers = _headers(game, parsed, boards, seed, deals, pbn)
    except TableError:
        raise
    except TutorError as exc:
        raise TableError(str(exc), code="invalid") from None
    sid = "s" + secrets.token_hex(5)
    options = {"lockstep": bool(lockstep), "deal": 1, "title": None if title is None else str(title)[:80],
               "seed": seed}
    when = hall._now()
    hall.store._write(lambda conn: conn.execute(insert(schema.sets).values(
        id=sid, game=game, rules=dumps(parsed.to_json()), deals=dumps(headers), options=dumps(options),
        created=when)))
    return sid


def set_row(hall: Hall, sid: str) -> dict[str, Any]:
    if not isinstance(sid, str) or not sid or len(sid) > 40:
        raise TableError(t("there is no such set"), code="unknown")

    def read(conn: Connection) -> Any:
        return conn.execute(select(schema.sets).where(schema.sets.c.id == sid)).first()
    row = hall.store._read(read)
    if row is None:
        raise TableError(t("there is no such set"), code="unknown")
    return {"id": row.id, "game": row.game, "rules": json.loads(row.rules), "deals": json.loads(row.deals),
            "options": json.loads(row.options), "created": row.created.isoformat()}


def set_tables(hall: Hall, sid: str) -> list[TableState]:
    tb = schema.tables.c
    ids = hall.store._read(lambda c: c.execute(select(tb.id).where(tb.set_id == sid)
                                               .order_by(tb.created, tb.id)).all())
    return [hall._load(r.id) for r in ids]


def set_deal(hall: Hall, sid: str, deal: int) -> None:
    """Lockstep: every table of the set may go up to ``deal``; the tables whose hand is over go there now."""
    row = set_row(hall, sid)
    if not isinstance(deal, int) or not 1 <= deal <= len(row["deals"]):
        raise TableError(t("this set has deals 1 to {n}", n=len(row["deals"])), code="invalid")
    options = dict(row["options"], deal=max(deal, int(row["options"].get("deal", 1))))
    hall.store._write(lambda conn: conn.execute(update(schema.sets).where(schema.sets.c.id == sid)
                                                .values(options=dumps(options))))
    for ts in set_tables(hall, sid):
        while ts.deal.number < deal and ts.hand_over and not ts.finished:
            hall.next_deal(ts.meta.id)
            ts = hall._load(ts.meta.id)


def may_advance(hall: Hall, ts: TableState) -> bool:
    """A table of a lockstep set goes on only up to the deal the teacher opened."""
    if ts.meta.set_id is None:
        return True
    row = set_row(hall, ts.meta.set_id)
    if not row["options"].get("lockstep"):
        return True
    return ts.deal.number < int(row["options"].get("deal", 1))


def _deal_of(ts: TableState, board: int) -> Deal | None:
    for d in (*ts.done, ts.deal):
        if d.number == board and d.state.is_terminal():
            return d
    return None


def score_of(game: str, deal: Deal) -> dict[str, Any]:
    """The deal's score by the game's own rules (the engine's summary and scoring functions)."""
    facade = get(game)
    st = deal.state
    s = jsonable(facade.summary(st))
    if game == "spades":
        return {"NS": s["score"]["NS"], "EW": s["score"]["EW"], "bags": s["bags"],
                "bids": jsonable(getattr(st, "bids", {}))}
    if game == "gongzhu":
        return {seat: s["score"][seat] for seat in SEATS}
    if game == "bridge":
        from ..games import bridge

        out: dict[str, Any] = {"NS": s["score"]["NS"], "EW": s["score"]["EW"], "contract": s["contract"],
                               "declarer": s["declarer"], "tricks": s["declarer_tricks"]}
        raw = s["score"]["NS"]
        if raw:
            side = "NS" if raw > 0 else "EW"
            hcp = st.hcp[side] if isinstance(st.hcp, Mapping) else st.hcp()[side]
            g = bridge.game_score(abs(raw), hcp)
            out["game_score"] = {side: g, ("EW" if side == "NS" else "NS"): -g}
        else:
            out["game_score"] = {"NS": 0, "EW": 0}
        return out
    # 27 Wang: the defenders' points (tricks and kitty) against the target, and the levels after
    return {"banker": s["banker"], "target": s["target"], "points": s["points"], "card_points": s["card_points"],
            "kitty_bonus": s["kitty_bonus"], "levels": s["levels"], "trump": s["trump"]}


def traveller(hall: Hall, sid: str, board: int) -> list[dict[str, Any]]:
    """One row per table of the set that finished deal ``board``: the table, who played, the result
    (``summary()``), the score by the game's rules and, for bridge, the IMPs against the average of the
    other tables (signed, per side). Sorted best first for North–South (bridge, spades), by the defenders'
    points (27 Wang), else by table."""
    row = set_row(hall, sid)
    game = row["game"]
    facade = get(game)
    rows = []
    for ts in set_tables(hall, sid):
        d = _deal_of(ts, board)
        if d is None:
            continue
        rows.append({"table": ts.meta.id, "players": seat_names(ts), "result": jsonable(facade.summary(d.state)),
                     "score": score_of(game, d), "imps": None})
    if game == "bridge":
        from ..games import bridge

        for r in rows:
            others = [o["score"]["NS"] for o in rows if o is not r]
            if others:
                gain = bridge.imps(round(r["score"]["NS"] - sum(others) / len(others)))
                r["imps"] = {"NS": gain, "EW": -gain}
    if game in ("bridge", "spades"):
        rows.sort(key=lambda r: -r["score"]["NS"])
    elif game == "wang27":
        rows.sort(key=lambda r: r["score"]["points"])
    return rows


def diverged(hall: Hall, sid: str, board: int, t1: str, t2: str, *, coach: bool = False,
             seconds: float = 1.0) -> dict[str, Any] | None:
    """Where two tables' play of deal ``board`` first differs: the step (0-based index of the action),
    the position before it (the teacher's view: every hand), each table's action with the engine's
    narration, and, with ``coach``, the coach's choice there and its reason (:func:`coach_at`, cached).
    ``None`` if they never differ."""
    out, st, key = diverged_spot(hall, sid, board, t1, t2)
    if out is not None and coach and not st.is_terminal():
        out["coach"] = coach_at(key[0], st, key, seconds)
    return out


def diverged_spot(hall: Hall, sid: str, board: int, t1: str, t2: str) -> tuple[dict[str, Any] | None, Any, Any]:
    """:func:`diverged` without the coach, with the position where the tables parted and a key naming it (the
    deal's header and the actions both tables played up to there): what :func:`coach_at` takes, off this thread."""
    tables_ = {ts.meta.id: ts for ts in set_tables(hall, sid)}
    for tid in (t1, t2):
        if tid not in tables_:
            raise TableError(t("table {table} does not play this set", table=str(tid)[:40]), code="invalid")
    a, b = _deal_of(tables_[t1], board), _deal_of(tables_[t2], board)
    if a is None or b is None:
        raise TableError(t("both tables must finish deal {deal} first", deal=board), code="invalid")
    game = get(tables_[t1].meta.game)
    st = a.start
    played: list[str] = []
    for i in range(max(len(a.actions), len(b.actions))):
        x = a.actions[i] if i < len(a.actions) else None
        y = b.actions[i] if i < len(b.actions) else None
        jx = None if x is None else json.dumps(jsonable(game.action_to_json(st, x)))
        if x is None or y is None or jx != json.dumps(jsonable(game.action_to_json(st, y))):
            out: dict[str, Any] = {"step": i, "seat": st.current_seat, "before": str(a.lines[i - 1]) if i else None,
                                   t1: _side(game, st, x, a, i), t2: _side(game, st, y, b, i)}
            key = (game.name, dumps(jsonable({k: v for k, v in game.header(a.start).items() if k != "rules"})),
                   tuple(played))
            return jsonable(out), st, key
        played.append(str(jx))
        st = st.apply(x)
    return None, st, None


#: how many coach answers :func:`coach_at` keeps (a class compares a few pairs of tables, often again)
COACH_CACHE = 64
_coached: OrderedDict[tuple[Any, ...], dict[str, Any] | None] = OrderedDict()
_coached_lock = threading.Lock()


def coach_at(game: str, st: Any, key: Any, seconds: float = 1.0) -> dict[str, Any] | None:
    """The coach's choice and reason at ``st`` (``key`` names the position, :func:`diverged_spot`), in the current
    language; the last :data:`COACH_CACHE` answers are kept (the coach thinks for up to ``seconds``)."""
    from ..i18n import current

    k = (game, key, seconds, current())
    with _coached_lock:
        if k in _coached:
            _coached.move_to_end(k)
            return _coached[k]
    out = _coach(game, st, seconds)
    with _coached_lock:
        _coached[k] = out
        while len(_coached) > COACH_CACHE:
            _coached.popitem(last=False)
    return out


def _side(game: Any, st: Any, action: Any, deal: Deal, i: int) -> dict[str, Any] | None:
    if action is None:
        return None
    return {"action": form(game, st, action), "narration": str(deal.lines[i])}


def _coach(game: str, st: Any, seconds: float) -> dict[str, Any] | None:
    import importlib

    hint = getattr(importlib.import_module(f"tutor.games.{game}"), "hint", None)
    if hint is None:
        return None
    h = hint(st, seconds=seconds)
    return jsonable({"action": form(get(game), st, h.action), "reason": str(h.reason)})  # type: ignore[no-any-return]


def records(hall: Hall, sid: str) -> list[tuple[int, str, Any]]:
    """(deal, table, replay record) of every finished deal of the set."""
    from .. import replay

    out = []
    for ts in set_tables(hall, sid):
        names = seat_names(ts)
        for d in (*ts.done, ts.deal):
            if d.state.is_terminal():
                rp = replay.record(d.start, list(d.actions), game=ts.meta.game, players=names,
                                   title=str(t("Table {table}, deal {deal}", table=ts.meta.id, deal=d.number)))
                out.append((d.number, ts.meta.id, rp))
    return sorted(out, key=lambda x: x[0])


def export_csv(hall: Hall, sid: str) -> str:
    """Every finished deal of the set at every table, one row each (the traveller's numbers)."""
    row = set_row(hall, sid)
    game = row["game"]
    buf = io.StringIO()
    w = csv.writer(buf)
    head = ["set", "deal", "table", *(f"player {s}" for s in SEATS)]
    if game in ("spades", "bridge"):
        head += ["NS", "EW"]
    if game == "bridge":
        head += ["contract", "declarer", "tricks", "NS imps", "EW imps"]
    if game == "spades":
        head += ["NS bags", "EW bags"]
    if game == "gongzhu":
        head += list(SEATS)
    if game == "wang27":
        head += ["banker", "target", "points", "kitty bonus", "NS level", "EW level"]
    w.writerow(head)
    for k in range(1, len(row["deals"]) + 1):
        for r in traveller(hall, sid, k):
            s = r["score"]
            line: list[Any] = [sid, k, r["table"], *(_cell(r["players"][x]) for x in SEATS)]
            if game in ("spades", "bridge"):
                line += [s["NS"], s["EW"]]
            if game == "bridge":
                imps = r["imps"] or {"NS": "", "EW": ""}
                line += [s["contract"] or "", s["declarer"] or "", s["tricks"], imps["NS"], imps["EW"]]
            if game == "spades":
                line += [s["bags"]["NS"], s["bags"]["EW"]]
            if game == "gongzhu":
                line += [s[x] for x in SEATS]
            if game == "wang27":
                line += [s["banker"] or "", s["target"], s["points"], s["kitty_bonus"], s["levels"]["NS"],
                         s["levels"]["EW"]]
            w.writerow(line)
    return buf.getvalue()


def _cell(text: str) -> str:
    # a spreadsheet runs a cell starting with = + - @ as a formula: a name is text, never a formula
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def export_pbn(hall: Hall, sid: str) -> str:
    """A bridge set's finished deals, each table's auction and play, as a PBN file (the bridge facade writes it)."""
    row = set_row(hall, sid)
    if row["game"] != "bridge":
        raise TableError(t("only a bridge set is written as PBN"), code="invalid")
    replays = [rp for _, _, rp in records(hall, sid)]
    if not replays:
        raise TableError(t("no finished deal to show yet"), code="invalid")
    return str(get("bridge").write_text(replays, ".pbn"))


def sets(hall: Hall) -> list[dict[str, Any]]:
    s = schema.sets.c
    rows = hall.store._read(lambda c: c.execute(select(s.id).order_by(s.created.desc(), s.id)).all())
    out = []
    for r in rows:
        info = set_row(hall, r.id)
        out.append({"id": info["id"], "game": info["game"], "deals": len(info["deals"]),
                    "lockstep": bool(info["options"].get("lockstep")), "deal": info["options"].get("deal", 1),
                    "title": info["options"].get("title"), "tables": [ts.meta.id for ts in set_tables(hall, r.id)]})
    return out


__all__: Sequence[str] = ("coach_at", "composed_deals", "diverged", "diverged_spot", "export_csv", "export_pbn",
                          "open_set", "set_deal", "sets", "traveller")
