"""Class sets: the same deals at every table, travellers checked against the engine's scoring of each
table's own record, divergence, lockstep, CSV and PBN."""

from __future__ import annotations

import csv
import io
import re

import pytest

from tutor import replay, tables
from tutor.games import bridge, get, spades
from tutor.seats import SEATS
from tutor.tables import TableError

ROBOTS = dict.fromkeys(SEATS, "random")


def _hands(rp: replay.Replay) -> dict[str, list[str]]:
    return {s: sorted(cards) for s, cards in rp.record["hands"].items()}  # a PBN file lists them by suit


def _set_of_tables(hall: tables.Hall, game: str, n: int, **kw) -> tuple[str, list[str]]:
    sid = hall.open_set(game, boards=2, seed=5, **kw)
    tids = [hall.open_table(game, seed=100 + i, robots=ROBOTS, set=sid) for i in range(n)]
    return sid, tids


def test_every_table_of_a_set_plays_the_same_deals(hall: tables.Hall) -> None:
    sid, tids = _set_of_tables(hall, "gongzhu", 2)
    for k in (1, 2):
        starts = [hall.record(tid, k).record["hands"] for tid in tids]
        assert starts[0] == starts[1]
        if k == 1:
            for tid in tids:
                hall.next_deal(tid)
    assert all(hall.watch(tid)["finished"] for tid in tids)
    with pytest.raises(TableError):
        hall.next_deal(tids[0])
    assert hall.set_info(sid)["tables"] == tids


def test_bridge_traveller_is_the_engines_score_and_imps(hall: tables.Hall) -> None:
    sid, tids = _set_of_tables(hall, "bridge", 3)
    rows = hall.traveller(sid, 1)
    assert sorted(r["table"] for r in rows) == sorted(tids)
    ns = {}
    for r in rows:
        rp = hall.record(r["table"], 1)                       # the table's own record, scored by the engine
        s = rp.summary()
        assert r["result"] == s
        points = 0
        if s["contract"]:
            side = "NS" if s["declarer"] in "NS" else "EW"
            vul = bridge.board(1).vulnerable
            sheet = bridge.score(s["contract"], vulnerable=vul in ("Both", side), tricks=s["declarer_tricks"])
            points = sheet.total if side == "NS" else -sheet.total
        assert r["score"]["NS"] == points == -r["score"]["EW"]
        ns[r["table"]] = points
    for r in rows:
        others = [v for k, v in ns.items() if k != r["table"]]
        gain = bridge.imps(round(ns[r["table"]] - sum(others) / len(others)))
        assert r["imps"] == {"NS": gain, "EW": -gain}
    assert [r["score"]["NS"] for r in rows] == sorted(ns.values(), reverse=True)


def test_spades_traveller_and_csv(hall: tables.Hall) -> None:
    sid, tids = _set_of_tables(hall, "spades", 2)
    rows = hall.traveller(sid, 1)
    for r in rows:
        final = hall.record(r["table"], 1).final
        res = spades.score_hand(final.bids, final.tricks_won())
        assert r["score"]["NS"] == res["NS"].points and r["score"]["EW"] == res["EW"].points
        assert r["score"]["bags"] == {t: res[t].bags for t in ("NS", "EW")}
    got = list(csv.DictReader(io.StringIO(hall.export_csv(sid))))
    assert [(int(g["deal"]), g["table"], int(g["NS"])) for g in got] == [
        (1, r["table"], r["score"]["NS"]) for r in rows]


def test_divergence_is_the_first_differing_action(hall: tables.Hall) -> None:
    sid, tids = _set_of_tables(hall, "gongzhu", 2)
    same = hall.open_table("gongzhu", seed=100, robots=ROBOTS, set=sid)   # the same robots as tids[0]
    assert hall.diverged(sid, 1, tids[0], same) is None
    d = hall.diverged(sid, 1, tids[0], tids[1])
    assert d is not None
    a, b = hall.record(tids[0], 1), hall.record(tids[1], 1)
    i = d["step"]
    assert a.record["actions"][:i] == b.record["actions"][:i]
    assert a.record["actions"][i] != b.record["actions"][i]
    game = get("gongzhu")
    assert d[tids[0]]["narration"] == a.narration(i + 1) and d[tids[1]]["narration"] == b.narration(i + 1)
    with pytest.raises(TableError):
        hall.diverged(sid, 1, tids[0], "elsewhere")
    assert game.name == "gongzhu"


def test_lockstep_waits_for_the_teacher(hall: tables.Hall) -> None:
    sid, tids = _set_of_tables(hall, "spades", 2, lockstep=True)
    with pytest.raises(TableError) as err:
        hall.next_deal(tids[0])
    assert err.value.code == "lockstep"
    hall.set_deal(sid, 2)                                    # "everyone to deal 2"
    assert [hall.watch(tid)["deal"] for tid in tids] == [2, 2]
    assert all(hall.watch(tid)["over"] for tid in tids)


def test_a_bridge_set_from_pbn_and_back(hall: tables.Hall) -> None:
    rps = [replay.record(bridge.new_hand(70 + k, board_number=k + 1)) for k in range(2)]
    pbn = get("bridge").write_text(rps, ".pbn")
    sid = hall.open_set("bridge", pbn=pbn)
    tid = hall.open_table("bridge", robots=ROBOTS, set=sid)
    assert _hands(hall.record(tid, 1)) == _hands(rps[0])
    hall.next_deal(tid)
    out = hall.export_pbn(sid)
    back = get("bridge").read_text(out, ".pbn")
    assert [_hands(b) for b in back] == [_hands(r) for r in rps]
    assert [b.summary() for b in back] == [hall.record(tid, k).summary() for k in (1, 2)]
    with pytest.raises(TableError):
        hall.open_set("spades", pbn=pbn)


def test_gongzhu_and_wang27_travellers_are_the_engines_scores(hall: tables.Hall) -> None:
    from tutor.games import gongzhu, wang27

    sid, tids = _set_of_tables(hall, "gongzhu", 2)
    for r in hall.traveller(sid, 1):
        s = hall.record(r["table"], 1).summary()
        assert r["score"] == {seat: gongzhu.score_cards(s["captured"][seat], sold=s["sold"]).total for seat in SEATS}
    sid, tids = _set_of_tables(hall, "wang27", 2)
    rows = hall.traveller(sid, 1)
    assert len(rows) == 2
    for r in rows:
        s = hall.record(r["table"], 1).summary()
        if s["banker"] is None:
            continue
        team = "NS" if s["banker"] in "NS" else "EW"
        other = "EW" if team == "NS" else "NS"
        res = wang27.settle(s["points"], s["target"], levels={"banker": "2", "defenders": "2"})
        assert r["score"]["levels"] == {team: res.levels["banker"], other: res.levels["defenders"]}
        assert r["score"]["points"] == s["card_points"] + s["kitty_bonus"] == s["points"]
    assert [r["score"]["points"] for r in rows] == sorted(r["score"]["points"] for r in rows)


def test_a_set_from_records_and_the_bridge_game_score(hall: tables.Hall) -> None:
    recs = [replay.record(spades.new_hand(90 + k)).record for k in range(2)]
    sid = hall.open_set("spades", deals=recs)
    tid = hall.open_table("spades", robots=ROBOTS, set=sid)
    assert _hands(hall.record(tid, 1)) == {s: sorted(c) for s, c in recs[0]["hands"].items()}
    with pytest.raises(TableError):
        hall.open_set("gongzhu", deals=recs)                  # a spades record is not a gong zhu deal
    sid, tids = _set_of_tables(hall, "bridge", 2)
    rows = hall.traveller(sid, 1)
    assert any(r["score"]["NS"] for r in rows)
    for r in rows:
        ns = r["score"]["NS"]
        if ns:
            side = "NS" if ns > 0 else "EW"
            hands = hall.record(r["table"], 1).record["hands"]
            points = {"A": 4, "K": 3, "Q": 2, "J": 1}
            hcp = sum(points.get(c[1:], 0) for seat in side for c in hands[seat])
            assert r["score"]["game_score"][side] == bridge.game_score(abs(ns), hcp)


def test_the_compare_pages_coach_thinks_off_the_halls_thread_and_is_kept(url: str, monkeypatch) -> None:
    """The compare page asks the coach in a thread of its own: while it thinks, the hall's thread (every table's
    actions) answers; the answer is kept (the same pair again does not ask the coach), per language; at most
    ``COACH_CACHE`` answers are kept, the oldest dropped first."""
    import asyncio
    import threading

    from tutor.serve.tables import classsets
    from tutor.serve.tables.live import HallThread
    from tutor.tables import sets

    hall = tables.open(url)
    sid, tids = _set_of_tables(hall, "gongzhu", 2)
    hall.close()
    real = sets._coach
    asked: list[str] = []
    thinking, table_answered = threading.Event(), threading.Event()

    def coach(game, st, seconds):  # the real coach, once the hall's thread has answered a table's request
        asked.append(threading.current_thread().name)
        thinking.set()
        assert table_answered.wait(20), "the hall's thread waited for the coach"
        return real(game, st, seconds)

    monkeypatch.setattr(sets, "_coach", coach)
    monkeypatch.setattr(sets, "_coached", sets.OrderedDict())
    ht = HallThread(lambda: tables.open(url))

    async def meanwhile() -> dict:
        await asyncio.get_running_loop().run_in_executor(None, thinking.wait, 20)
        row = await ht.run(lambda h: h.table(tids[0]))
        table_answered.set()
        return row

    async def both() -> tuple[str, dict]:
        return await asyncio.gather(classsets.compare(ht, sid, 1, tids[0], tids[1], None, "en"), meanwhile())

    try:
        page, row = asyncio.run(both())
        assert row["id"] == tids[0] and asked and asked[0].startswith("tt-set-coach")
        d = tables.open(url).diverged(sid, 1, tids[0], tids[1])
        assert f'data-step="{d["step"]}"' in page
        said = page.split('<p class="tt-diverged-coach">')[1].split("</p>")[0]
        assert said.startswith("The coach would play ")
        again = asyncio.run(classsets.compare(ht, sid, 1, tids[0], tids[1], 3, "en"))
        assert len(asked) == 1 and said in again  # kept: not asked again
        zh = asyncio.run(classsets.compare(ht, sid, 1, tids[0], tids[1], None, "zh"))
        assert len(asked) == 2 and "教练" in zh  # another language: asked in that language
    finally:
        ht.close()
    # the oldest answer goes first once COACH_CACHE are kept
    monkeypatch.setattr(sets, "COACH_CACHE", 2)
    monkeypatch.setattr(sets, "_coached", sets.OrderedDict())
    st = get("gongzhu").new_hand(3)
    n = len(asked)
    for key in ("a", "b", "c", "b", "a"):
        sets.coach_at("gongzhu", st, key, 0.05)
    assert len(asked) - n == 4  # a, b, c asked; b kept; a dropped when c came, asked again


def test_a_set_from_the_composers_share_links(hall: tables.Hall) -> None:
    """The teacher pastes the example composer's share links: each link's deal (the composer's own, from its link)
    is a deal of the set, in order; a bad link is refused naming the link and what is wrong."""
    from tutor.tables import sets
    from tutor.widgets.compose import ExampleComposer

    links, composed = [], []
    for seed in (3, 4):
        c = ExampleComposer("bridge", seed=seed)
        assert c.set(contract="3NT", declarer="S")
        composed.append(c.replay.record["hands"])
        links.append("http://127.0.0.1:8866/voila/render/en/bridge/10-compose.ipynb?" + c.share.query)
    sid = hall.open_set("bridge", deals=sets.composed_deals("bridge", "\n" + "\n\n".join(links) + "\n"))
    tid = hall.open_table("bridge", robots=ROBOTS, set=sid)
    hall.next_deal(tid)
    assert composed[0] != composed[1]
    for k, hands in enumerate(composed, start=1):  # the deals the teacher composed, in the links' order
        assert hall.record(tid, k).record["hands"] == hands
    assert hall.set_info(sid)["deals"] == 2
    bad = {"http://x/lesson?calc=spades&bids=3,3,3,3": "link 1 is not a share link of the example composer",
           "not a link": "link 1 is not a share link",
           links[0].replace("own-bridge", "own-gongzhu"): f"link 1 is an example of {get('gongzhu').title}, another",
           links[0] + "&N=SA,SK": "link 1: "}
    for text, reason in bad.items():
        with pytest.raises(TableError, match=re.escape(reason)):
            sets.composed_deals("bridge", text)
    with pytest.raises(TableError, match="link 2: "):
        sets.composed_deals("bridge", [links[0], links[1].replace("N=", "N=SA,SA&X=")])
    with pytest.raises(TableError, match="no composer link"):
        sets.composed_deals("bridge", " \n ")
