"""Learners at a table through the app's real pages and websockets (issue 31), no browser: the app as ``make app``
runs it (``tutor.serve.launch``), four learners with their own cookies (``tutor.serve.tables.client``).

- Four learners play a hand of each game to the end through their sockets; every message each of them received is
  scanned for card texts, and each card found must be one the engine lets that seat see at that moment — worked out
  here from the hand's record (``hall.record``) and the game's own ``card_places`` and ``visible_seats``, not from
  the view the server sent.
- A dropped connection comes back at the same step with the same hand; a second connection (a second tab) of the
  same learner gets the same seat, and asking for another seat gives that one back; an illegal card is refused with
  the engine's reason, to that page only, and nothing changes; a hostile name is text; XSRF and identity are checked.
"""

from __future__ import annotations

import asyncio
import html
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tutor import tables
from tutor.games import get as get_game
from tutor.serve import launch
from tutor.serve.tables.client import Connection, Learner

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = "<img src=x onerror=alert(1)>"
GAMES = ("spades", "gongzhu", "bridge", "wang27")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app on a data folder of its own (its SQLite holds the tables), no kernels kept warm."""
    folder = tmp_path_factory.mktemp("tables-app")
    mp = pytest.MonkeyPatch()
    mp.setenv("TUTOR_DATA", str(folder / "data"))
    mp.delenv("TUTOR_DB", raising=False)
    try:
        proc, url = launch.start(ROOT, ROOT / "lessons", "--pool=0", "--ahead=0", log=folder / "serve.log", timeout=90)
    finally:
        mp.undo()
    yield url, folder / "data"
    launch.stop(proc)


def hall_of(data: Path) -> Any:
    """The app's hall, opened here as another process would (the same database)."""
    return tables.open(f"sqlite:///{data / 'progress.sqlite'}")


def run(coro: Any) -> Any:
    return asyncio.run(coro)


# -- what a seat may see, from the engine ---------------------------------------------------------------------

_CANON = re.compile(r"^(?:[SHDC](?:10|[2-9AKQJ])|BJ|LJ)$")
_SYMBOL = re.compile(r"([♠♥♦♣])(10|[2-9AKQJ])")
_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
#: Gong Zhu's four scoring cards named together by a rule ("East holds none of ♠Q ♦J ♣10 ♥A"): no one's hand
_SPECIAL = re.compile(r"♠Q\W{0,3}♦J\W{0,3}♣10\W{0,3}♥A")
_JOKER_WORDS = {"大王": "BJ", "小王": "LJ", "big joker": "BJ", "little joker": "LJ", "small joker": "LJ"}


def cards_in(message: Any, path: str = "") -> set[str]:
    """Every card a message names: a card text as a value, a card in a sentence (♠A, 大王). Learners' names are
    their own text and are left out (a learner may call herself "SA").

    >>> sorted(cards_in({"hand": ["SA", "H10"], "narration": "North plays ♦Q; 大王 wins", "bid": "1S"}))
    ['BJ', 'DQ', 'H10', 'SA']
    """
    found: set[str] = set()
    if isinstance(message, dict):
        for k, v in message.items():
            if k == "name" and path.startswith("seats"):
                continue
            found |= cards_in(v, f"{path}.{k}" if path else str(k))
    elif isinstance(message, list):
        for v in message:
            found |= cards_in(v, path)
    elif isinstance(message, str):
        message = _SPECIAL.sub("", message)
        if _CANON.match(message):
            found.add(message)
        found |= {_SUIT[s] + r for s, r in _SYMBOL.findall(message)}
        low = message.lower()
        found |= {card for word, card in _JOKER_WORDS.items() if word in low}
    return found


class Seen:
    """What each seat may see at each point of a finished deal, worked out from its record by the engine."""

    def __init__(self, record: Any) -> None:
        self.game = get_game(record.game)
        self.states = [record.state_at(i) for i in range(len(record) + 1)]
        self.actions = [dict(a) for a in record.record["actions"]]  # the record's entries (JSON)
        self.keys: dict[tuple[Any, ...], list[int]] = {}
        for i, st in enumerate(self.states):
            self.keys.setdefault(self.key_of(st), []).append(i)

    def key_of(self, st: Any) -> tuple[Any, ...]:
        places = self.game.card_places(st)
        counts = tuple(len(list(places.get(f"hand {s}", ()))) for s in "NESW")
        return (*counts, len(st.view().trick))

    def index(self, view: dict[str, Any]) -> list[int]:
        key = (*(view["counts"][s] for s in "NESW"), len(view["trick"]))
        return self.keys.get(key, [])

    def allowed(self, i: int, seat: str) -> tuple[Counter[str], Counter[str]]:
        """(cards ``seat`` may see at point ``i``, cards it may not), as counts (two decks hold two of a card)."""
        st = self.states[i]
        places = self.game.card_places(st)
        visible = {seat} | set(self.game.visible_seats(st, seat))
        banker = getattr(st, "banker", None)
        ok: Counter[str] = Counter()
        hidden: Counter[str] = Counter()
        for place, cards in places.items():
            texts = [str(c) for c in cards]
            if place.startswith("hand "):
                (ok if place[5:] in visible else hidden).update(texts)
            elif place in ("kitty", "buried"):
                (ok if (banker == seat and place == "buried") or st.is_terminal() else hidden).update(texts)
            else:  # played: on the table, in tricks taken
                ok.update(texts)
        for a in self.actions[:i]:  # cards shown face up by an action: a declaration, a sale, a throw
            if "declare" in a and isinstance(a["declare"], list):
                ok.update(str(c) for c in a["declare"])
            if isinstance(a.get("play"), list):  # 27 Wang: a throw is put on the table, a failed one seen by all
                ok.update(str(c) for c in a["play"])
            if a.get("level") in ("open", "hidden") and "sell" in a:  # a sale is announced (hidden: not who)
                ok[str(a["sell"])] += 1
        return ok, hidden


def _texts(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return [value] if isinstance(value, str) else []


def leaks(conn: Connection, seen: Seen, seat: str) -> list[str]:
    """Every card in a message to ``conn`` that its seat could not see at that point of the deal."""
    out = []
    for _, message in conn.received:
        view = message.get("view")
        if message.get("type") != "view" or view is None:
            found = cards_in(message)
            if found:
                out.append(f"{message.get('type')} message names {sorted(found)}")
            continue
        points = seen.index(view)
        if not points:
            out.append(f"step {view.get('step')}: no point of the deal has these counts {view['counts']}")
            continue
        # the points with these counts differ only by bids, calls and sales (no card moves between them): the
        # last of them holds every announcement the view may name
        ok, hidden = seen.allowed(points[-1], seat)
        bad = sorted(c for c in cards_in(message) if hidden[c] and not ok[c])
        if bad:
            where = [text for text in _texts(view) if cards_in(text) & set(bad)][:2]
            out.append(f"step {view.get('step')}: {bad} in {where}")
    return out


# -- playing --------------------------------------------------------------------------------------------------

def choose(view: dict[str, Any], rng: random.Random) -> Any:
    """A legal action for the seat to play, from what its own view lists (the engine's legal forms)."""
    legal = view["legal"]
    if "look" in legal:
        return "look"
    if view["game"] == "bridge" and view["phase"] == "auction":  # a contract is played: 1♣ then passes
        return "1C" if "1C" in legal else "P"
    if not legal:  # too many to list (27 Wang): bury the first eight cards of the hand, or lead a single
        return view["hand"][:8] if view["phase"] == "bury" else view["hand"][:1]
    return rng.choice(legal)


async def seat_four(url: str, game: str, *, names: dict[str, str] | None = None) -> tuple[str, dict[str, Connection]]:
    """Four learners, each with a browser of their own: South opens the table, the others sit down from it."""
    people = {s: Learner(url) for s in "SNEW"}
    for s, learner in people.items():
        await learner.start()
        if names and s in names:
            await learner.name(names[s])
    table = await people["S"].open_table(game, seat="S")
    conns = {"S": await people["S"].connect(table)}
    for s in "NEW":
        conns[s] = await people[s].connect(table)
        answer = await conns[s].send({"sit": s})
        assert answer["type"] == "done", answer
    for s, c in conns.items():
        await c.wait_view(lambda v, s=s: v.get("seat") == s and all(not x["free"] for x in v["seats"].values()))
    return table, conns


async def play_on(conns: dict[str, Connection], rng: random.Random, *, stop: Any = None, limit: int = 600) -> int:
    """Play until the hand is over (or ``stop(views)``): the seat whose turn it is acts from its own view."""
    acted = 0
    while acted < limit:
        views = {s: c.view for s, c in conns.items()}
        if all(v and v["over"] for v in views.values()) or (stop and stop(views)):
            return acted
        turn = next((s for s, v in views.items() if v and v["turn"] == s and (v["legal"] or v["legal_count"])),
                    None)
        if turn is None:  # a view is on its way
            waits = [asyncio.ensure_future(c.wait_view(lambda v, n=c.view["step"]: v["step"] > n, 30))
                     for c in conns.values()]
            done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            for w in pending:
                w.cancel()
            if not any(w.exception() is None for w in done):
                raise AssertionError(f"no seat can act and nothing changes: {views}")
            continue
        view = views[turn]
        answer = await conns[turn].send({"act": choose(view, rng)})
        assert answer["type"] == "done", f"{view['game']}: {answer}"
        acted += 1
        await conns[turn].wait_view(lambda v, n=view["step"]: v["step"] > n)
    raise AssertionError(f"the hand did not end within {limit} actions")


@pytest.mark.parametrize("game", GAMES)
def test_four_learners_play_a_hand_and_see_only_their_own_cards(app, game):
    url, data = app

    async def scenario() -> None:
        table, conns = await seat_four(url, game)
        acted = await play_on(conns, random.Random(7))
        assert acted > 4
        for c in conns.values():  # every page ends on the same final step
            await c.wait_view(lambda v: v["over"])
        steps = {s: c.view["step"] for s, c in conns.items()}
        assert len(set(steps.values())) == 1, steps
        final = conns["S"].view
        assert final["result"] and final["sheets"]  # the engine's summary and score sheets
        hall = hall_of(data)
        record = hall.record(table)
        seen = Seen(record)
        assert seen.states[-1].is_terminal()
        problems = {s: leaks(c, seen, s) for s, c in conns.items()}
        assert not any(problems.values()), problems
        # the check above can fail: South's first view with North's cards put in it is found out
        first = next(m for _, m in conns["S"].received if m.get("type") == "view" and m["view"]["step"] > 0)
        north = [str(c) for c in seen.game.card_places(seen.states[0])["hand N"]]
        forged = Connection(conns["S"].learner, table)
        forged.received = [(0.0, {**first, "view": {**first["view"], "log": [f"♠? {north[0]}"], "hand": north}})]
        assert leaks(forged, seen, "S")
        scanned = sum(len(c.received) for c in conns.values())
        assert scanned > 4 * acted
        for c in conns.values():
            c.close()

    run(scenario())


def test_a_dropped_connection_and_a_second_tab_get_the_same_seat(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "spades")
        rng = random.Random(3)
        await play_on(conns, rng, stop=lambda views: views["S"]["phase"] == "play" and len(views["S"]["hand"]) < 12)
        before = conns["E"].view
        conns["E"].drop()
        again = await conns["E"].learner.connect(table)
        assert again.view["seat"] == "E" and again.view["step"] == before["step"]
        assert again.view["hand"] == before["hand"]
        conns["E"] = again
        # a second tab of South: the same seat and hand, and asking for another seat gives South back
        tab = await conns["S"].learner.connect(table)
        assert tab.view["seat"] == "S" and tab.view["hand"] == conns["S"].view["hand"]
        answer = await tab.send({"sit": "N"})
        assert answer["type"] in ("done", "refused")
        await asyncio.sleep(0.5)
        assert tab.view["seat"] == "S" and conns["N"].view["seat"] == "N"
        # both tabs follow the table: a play by anyone reaches them both at the same step
        await play_on(conns, rng, stop=lambda views: max(v["step"] for v in views.values()) > before["step"] + 6)
        step = conns["S"].view["step"]
        await tab.wait_view(lambda v: v["step"] >= step)
        assert tab.view["hand"] == conns["S"].view["hand"]
        for c in [*conns.values(), tab]:
            c.close()

    run(scenario())


def test_an_illegal_card_gets_the_reason_and_changes_nothing(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "spades")
        rng = random.Random(5)

        def someone_must_follow(views: dict[str, Any]) -> bool:
            return any(v["turn"] == s and v["phase"] == "play" and v["trick"] and
                       set(v["hand"]) - set(v["legal"]) for s, v in views.items())

        await play_on(conns, rng, stop=someone_must_follow)
        seat = next(s for s, c in conns.items() if c.view["turn"] == s)
        view = conns[seat].view
        wrong = sorted(set(view["hand"]) - set(view["legal"]))[0]
        counts = {s: len(c.received) for s, c in conns.items()}
        answer = await conns[seat].send({"act": wrong})
        assert answer["type"] == "refused" and answer["reason"]
        assert "Traceback" not in answer["reason"] and "IllegalAction" not in answer["reason"]
        # not this seat's turn: refused too
        other = next(s for s in conns if s != seat)
        answer2 = await conns[other].send({"act": conns[other].view["hand"][0]})
        assert answer2["type"] == "refused" and answer2["reason"]
        await asyncio.sleep(0.6)  # three polls: nothing changed, so nothing was sent
        for s, c in conns.items():
            extra = [m for _, m in c.received[counts[s]:] if m.get("type") in ("view", "status")]
            assert extra == [], (s, extra)
            assert c.view["step"] == view["step"]
        assert conns[seat].view["hand"] == view["hand"]
        # the refusal went to the sender only
        assert not any(m.get("type") == "refused" for s, c in conns.items() if s not in (seat, other)
                       for _, m in c.received)
        for c in conns.values():
            c.close()

    run(scenario())


def test_a_hostile_name_is_text_on_every_page(app):
    url, _ = app

    async def scenario() -> None:
        table, conns = await seat_four(url, "gongzhu", names={"N": HOSTILE})
        assert conns["S"].view["seats"]["N"]["name"] == HOSTILE  # data, drawn by the page with textContent
        status, lobby = await conns["S"].learner.get("/tables?lang=en")
        assert status == 200
        assert html.escape(HOSTILE) in lobby and HOSTILE not in lobby
        for c in conns.values():
            c.close()

    run(scenario())


def test_identity_and_xsrf_are_checked(app):
    url, _ = app

    async def scenario() -> None:
        ann = Learner(url)
        await ann.start()
        table = await ann.open_table("bridge", seat="S", robots=True)
        # a socket without the page's XSRF token is refused
        ann_xsrf, ann.xsrf = ann.xsrf, "2|00|11|22"
        with pytest.raises(Exception):  # noqa: B017 - tornado's HTTP 403 on the upgrade
            await ann.connect(table, timeout=10)
        ann.xsrf = ann_xsrf
        # a browser without the learner cookie (another site's page) is refused too
        eve = Learner(url)
        eve.xsrf = ann.xsrf
        eve.cookies = {"_xsrf": ann.cookies["_xsrf"]}
        with pytest.raises(Exception):  # noqa: B017
            await eve.connect(table, timeout=10)
        # a form without the token opens nothing
        status, _ = await Learner(url).post("/tables/new", game="spades", seat="S")
        assert status == 403
        # Ann's page: her seat, robots at the others, her cards only
        conn = await ann.connect(table)
        assert conn.view["seat"] == "S" and all(conn.view["seats"][s]["robot"] for s in "NEW")
        # a stranger at a full table is not seated and sees no card at all
        bob = Learner(url)
        await bob.start()
        watcher = await bob.connect(table)
        assert watcher.seated is False and cards_in(watcher.view) == set()
        # an unknown table is a page that says so, never a traceback
        status, text = await bob.get("/tables/nosuchtable?lang=zh")
        assert status == 404 and "Traceback" not in text and "没有" in text
        bad = await conn.send({"act": {"nonsense": [1, 2]}})
        assert bad["type"] == "refused" and "Traceback" not in bad["reason"]
        for c in (conn, watcher):
            c.close()

    run(scenario())


@pytest.mark.parametrize("lang, word", [("en", "Open tables"), ("zh", "桌"), ("zh-hant", "桌")])
def test_the_lobby_speaks_three_languages(app, lang, word):
    url, _ = app

    async def scenario() -> None:
        learner = Learner(url, lang=lang)
        text = await learner.start()
        assert word in text and 'class="tt-new-table"' in text
        assert f'lang="{ {"en": "en", "zh": "zh-Hans", "zh-hant": "zh-Hant"}[lang] }"' in text

    run(scenario())
