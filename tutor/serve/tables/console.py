"""The teacher's console for the tables (issue 31): the class view's *Tables* section and what it asks for.

Every table live (who sits where, robots marked, whose turn, the score, paused), kibitzing a table with every hand
shown (``hall.watch``), pausing and resuming a table or all of them, a robot for a seat, every table on to its next
deal, and a table opened for the class. The routes sit beside the class view's, under its rule of access
(:class:`tutor.serve.classview.ClassHandler`: open on loopback, the teacher's key on a network, never the learners'
token; every POST passes the XSRF check)::

    GET  class/tables.json                    {"tables": [...], "problem": text | None}
    GET  class/tables/<tid>.json              a table kibitzed: every seat's hand, the trick, whose turn
    POST class/tables/pause | resume          every open table
    POST class/tables/<tid>/pause | resume    one table
    POST class/tables/<tid>/robot             {"seat": "E", "level": "normal"}: a robot plays that seat from now on
    POST class/tables/next                    every table whose hand is over to its next deal
    POST class/tables/open                    {"game", "rules", "level"}: a table for the class, every seat free for
                                              the learners (a robot for a seat nobody takes: its button); "rules"
                                              empty: the class's house rules for that game
    GET  class/tables/house.json              the house rules each game offers and those fixed for the class
    POST class/tables/house                   {"game", "rules": {"preset", switch: value} | null}: fix (or clear)
                                              a game's house rules for the class (:mod:`tutor.classview.houserules`)

The JSON is what the page draws, names as text (the page sets them with ``textContent``); a learner's id never
leaves the server. :func:`board`, :func:`kibitz` and :func:`act` do the work for the app's handlers here and for the
hub's class service (:mod:`tutor.serve.hub.service`), each over a hall (``tutor.tables.open``).
"""

from __future__ import annotations

import json
import re
import secrets
from typing import Any

from jupyter_server.auth.decorator import allow_unauthenticated

from ...cards import Card
from ...errors import ParseError, TutorError
from ...i18n import Text, domain, language
from ...render.pages import page_lang
from ...seats import SEAT_NAME, TEAM_NAME
from ..classview import ClassHandler
from .words import GAMES, LEVELS, words

t, tn = domain("console")

#: A table's id as the hall makes them (checked before the hall is asked).
TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")



def presets(game: str) -> list[str]:
    """The rooms (presets) a table of ``game`` can be opened with, the usual one first: its ``Rules.PRESETS``, each
    titled by the game's ``switches.PRESETS`` (:func:`tutor.games.switches.preset_title`).

    >>> presets("gongzhu")
    ['zhongyou', 'pc', 'partnership', 'two_decks']
    """
    from ...games.switches import house_rules

    return list(type(house_rules(game).rules).PRESETS)


def rules_names(lang: str) -> dict[str, dict[str, str]]:
    """Every game's rooms by what a player calls them, in ``lang``: ``{game: {preset: title}}``.

    >>> rules_names("zh")["gongzhu"]["two_decks"]
    '两副牌，对家搭档（二副）'
    """
    from ...games.switches import preset_title

    with language(page_lang(lang)):
        return {g: {p: str(preset_title(g, p)) for p in presets(g)} for g in GAMES}

TEXT: dict[str, Text] = {
    "tables": t("Tables"),
    "sets": t("Class sets: every table plays the same deals"),
    "no_tables": t("No table is open: open one for the class below, or let the learners open their own."),
    # i18n: the heading of a table's box; {n} is the table's number
    "table": t("Table {n}"),
    "seat": t("Seat"), "player": t("Player"),
    "robot": t("robot"), "free": t("free seat"),
    # i18n: a robot's level follows ("robot, normal")
    "robot_level": t("robot, {level}"),
    # i18n: {seat} is the seat to play ("West")
    "turn": t("{seat} to play"),
    "your_turn_mark": t("to play"),
    "paused": t("paused"), "playing": t("playing"), "over": t("hand over"),
    # i18n: the number of the deal being played at a table
    "deal": t("deal {n}"),
    "score": t("Score"), "no_score": t("no score yet"),
    "pause": t("Pause"), "resume": t("Resume"),
    "pause_all": t("Pause every table"), "resume_all": t("Resume every table"),
    "next_all": t("Next deal at every finished table"),
    "watch": t("Watch (every hand shown)"), "stop_watching": t("Stop watching"),
    # i18n: the heading of the kibitz box; {n} is the table's number
    "watching": t("Watching table {n}: every hand"),
    "trick": t("This trick"), "no_trick": t("No card played yet in this trick."),
    "robot_for": t("Let a robot play this seat"),
    "robot_for_seat": t("Let a robot play {seat}"),
    "open_title": t("Open a table for the class"),
    "game": t("Game"), "rules": t("Rules"), "level": t("Robots' level"),
    "open": t("Open the table"),
    "open_note": t("Every seat is free for the learners; give a seat nobody takes to a robot with its button."),
    # i18n: after a number of tables ("3 tables")
    "count": t("tables"),
    "done": t("Done."),
    # i18n: followed by the reason the tables' store gave
    "problem": t("The tables cannot be read: "),
    "cards": t("{n} cards"),
    "house_title": t("House rules for the class"),
    "house_note": t("Every table opened afterwards for that game plays by them: yours and the learners' own."),
    "preset": t("Room"),
    # i18n: a switch's field left empty keeps this value; {value} is it in words
    "usual": t("usual: {value}"),
    "house_fix": t("Fix these rules"), "house_clear": t("Back to the usual rules"),
    # i18n: followed by the lines of the house rules that apply
    "house_now": t("Now: "),
    "class_rules": t("the class's house rules"),
}



class ConsoleError(TutorError):
    """A console request refused, with the reason in the teacher's language; ``status`` its HTTP status."""

    def __init__(self, reason: object, status: int = 400) -> None:
        super().__init__(str(reason))
        self.reason, self.status = str(reason), status


def not_found() -> ConsoleError:
    return ConsoleError(t("There is no table with that number."), 404)


def bad_level() -> ConsoleError:
    return ConsoleError(t("A robot's level is one of: {levels}.",
                          levels=", ".join(str(v) for v in LEVELS.values())))


def console_words(lang: str) -> dict[str, Any]:
    """The console's words in ``lang`` (``en``, ``zh``, ``zh-hant``; another: English) with the games', levels',
    seats' and rules' names.

    >>> w = console_words("zh")
    >>> w["pause_all"], w["game_name"]["gongzhu"], w["seat"]["E"], w["rules_name"]["gongzhu"]["partnership"]
    ('暂停所有牌桌', '拱猪', '东家', '对家搭档')
    """
    lang = page_lang(lang)
    shared = words(lang)
    out: dict[str, Any] = {key: text.in_language(lang) for key, text in TEXT.items()}
    out.update(seat=shared["seat"], game_name=shared["game_name"], level_name=shared["level_name"],
               rules_name=rules_names(lang),
               games=list(GAMES), levels=list(LEVELS), code=lang)
    return out


def score_text(score: Any, lang: str = "en") -> str:
    """A score by side or seat (a match's ``totals``, a hand's ``score``) as a short line in ``lang``, or ``""``.

    >>> score_text({"NS": {"score": 120, "bags": 2}, "EW": {"score": -40}}), score_text(None)
    ('NS 120 · EW -40', '')
    >>> score_text({"NS": 120, "EW": -40}, "zh-hant")
    '南北 120 · 東西 -40'
    >>> score_text({"N": -80, "E": 50, "S": 0, "W": 30}, "zh")
    '北家 -80 · 东家 50 · 南家 0 · 西家 30'
    """
    if not isinstance(score, dict) or not score:
        return ""
    parts = []
    for k, v in score.items():
        v = v.get("score") if isinstance(v, dict) else v
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            name = SEAT_NAME.get(k) or TEAM_NAME.get(k)
            parts.append(f"{name.in_language(lang) if name is not None else k} {v}")
    return " · ".join(parts)


def board(hall: Any, lang: str = "en") -> dict[str, Any]:
    """Every table for the console: ``{"tables": [...]}``, each ``{"id", "n", "game", "game_name", "rules",
    "rules_name", "deal", "step", "over", "paused", "turn", "turn_name", "score", "seats": [{"seat", "seat_name",
    "name", "robot", "level_name", "free", "learner"}]}``. Names are text; learner ids stay on the server."""
    w = console_words(lang)
    out = []
    with language(page_lang(lang)):
        listed = hall.tables()
    for n, info in enumerate(listed, start=1):
        game = str(info.get("game", ""))
        seats = []
        for seat, s in (info.get("seats") or {}).items():
            robot = s.get("robot")
            seats.append({"seat": seat, "seat_name": w["seat"].get(seat, seat), "name": s.get("name") or "",
                          "robot": robot, "level_name": w["level_name"].get(robot, robot or ""),
                          "free": bool(s.get("free")), "learner": bool(s.get("learner")) and not robot})
        turn = info.get("turn")
        rules = info.get("rules")
        rules = rules if isinstance(rules, str) else (rules or {}).get("preset", "") if isinstance(rules, dict) else ""
        out.append({"id": str(info["id"]), "n": n, "game": game, "game_name": w["game_name"].get(game, game),
                    "rules": rules, "rules_name": w["rules_name"].get(game, {}).get(rules, rules),
                    "deal": info.get("deal"), "step": info.get("step"), "over": bool(info.get("over")),
                    "paused": bool(info.get("paused")), "turn": turn,
                    "turn_name": w["seat"].get(turn, "") if turn else "",
                    "score": score_text((info.get("match") or {}).get("totals") or info.get("score"), page_lang(lang)),
                    "seats": seats})
    return {"tables": out}


def _cards(texts: Any) -> list[dict[str, str]]:
    """Card texts as ``{"card", "symbol", "name"}`` (the symbol shown, the name a screen reader says)."""
    out = []
    for x in texts or []:
        if isinstance(x, (list, tuple)):  # a 27 Wang play: several cards
            out += _cards(x)
            continue
        try:
            c = Card.parse(str(x))
            out.append({"card": str(c), "symbol": c.symbol, "name": str(c.name)})
        except (TutorError, ValueError):
            out.append({"card": str(x), "symbol": str(x), "name": str(x)})
    return out


def kibitz(hall: Any, tid: str, lang: str = "en") -> dict[str, Any]:
    """A table as the teacher watches it (``hall.watch``): every seat's hand, the trick, whose turn, the step."""
    check_id(hall, tid)
    w = console_words(lang)
    with language(page_lang(lang)):
        v = hall.watch(tid)
    hands = v.get("hands") or {}
    if not hands:  # the watch view names each seat's hand in "visible" (every seat) besides its own
        hands = dict(v.get("visible") or {})
    seats = v.get("seats") or {}
    turn = v.get("turn")
    return {"id": tid, "step": v.get("step"), "paused": bool(v.get("paused")), "over": bool(v.get("over")),
            "turn": turn, "turn_name": w["seat"].get(turn, "") if turn else "",
            "narration": str(v.get("narration") or ""), "info": [str(x) for x in v.get("info") or []],
            "seats": [{"seat": s, "seat_name": w["seat"][s], "name": (seats.get(s) or {}).get("name") or "",
                       "robot": (seats.get(s) or {}).get("robot"), "cards": _cards(hands.get(s))}
                      for s in ("N", "E", "S", "W")],
            "trick": [{"seat": p[0], "seat_name": w["seat"].get(p[0], p[0]), "cards": _cards([p[1]])}
                      for p in v.get("trick") or [] if isinstance(p, (list, tuple)) and len(p) == 2]}


def check_id(hall: Any, tid: str) -> None:
    """Refuse a table id the hall does not hold (:class:`ConsoleError`)."""
    if not TABLE_ID.match(tid or "") or tid not in {str(x["id"]) for x in hall.tables()}:
        raise not_found()


def house(folder: Any = None, lang: str = "en") -> dict[str, Any]:
    """``GET class/tables/house.json``: per game, the presets and switches offered (explained) and the house rules
    fixed for the class (``fixed``: the rules JSON or None; ``lines``: what they change, in words)."""
    from ...classview import houserules

    lang = page_lang(lang)
    fixed = houserules.read(folder)
    out = houserules.choices(lang)
    for game, info in out.items():
        info.update(fixed=fixed.get(game), lines=houserules.lines(game, fixed.get(game), lang))
    return {"games": out}


def act(hall: Any, action: str, tid: str | None, body: dict[str, Any], folder: Any = None) -> dict[str, Any]:
    """One change the teacher asks for; :class:`ConsoleError` (a reason) when refused, nothing changed then."""
    from ...classview import houserules

    if tid is not None:
        check_id(hall, tid)
    if action == "pause":
        hall.pause(tid)
    elif action == "resume":
        hall.resume(tid)
    elif action == "robot" and tid is not None:
        seat, level = str(body.get("seat", "")), str(body.get("level", "normal"))
        if seat not in ("N", "E", "S", "W"):
            raise ConsoleError(t("A seat is North, East, South or West (N, E, S, W)."))
        if level not in LEVELS:
            raise bad_level()
        hall.robot(tid, seat, level)
    elif action == "next" and tid is None:
        moved = []
        for info in hall.tables(open_only=True):
            if info.get("over"):
                hall.next_deal(str(info["id"]))
                moved.append(str(info["id"]))
        return {"moved": moved}
    elif action == "open" and tid is None:
        game, level = str(body.get("game", "")), str(body.get("level", "normal"))
        rules: Any = str(body.get("rules", "")) or None
        if game not in GAMES:
            raise ConsoleError(t("Tables are opened for Spades, Gong Zhu, Bridge or 27 Wang."))
        if rules is not None and rules not in presets(game):
            raise ConsoleError(t("That game has no such rules."))
        if rules is None:  # the class's house rules for that game (the usual ones when none are fixed)
            rules = houserules.for_table(game, folder)
        if level not in LEVELS:
            raise bad_level()
        seed = secrets.randbelow(2**31)
        # every seat free: learners sit down; a robot (at this level) plays a seat the teacher gives it
        new = hall.open_table(game, seed=seed, rules=rules, robots={}, by="teacher", level=level)
        return {"opened": str(new)}
    elif action == "house" and tid is None:
        game = str(body.get("game", ""))
        if game not in GAMES:
            raise ConsoleError(t("Tables are opened for Spades, Gong Zhu, Bridge or 27 Wang."))
        fixed = houserules.fix(game, body.get("rules") or None, folder)
        return {"fixed": fixed.to_json() if fixed else None}
    else:
        raise ConsoleError(t("The request is not what the console sends (JSON)."), 404)
    return {}


# -- the app's handlers (the class view's rule of access) --------------------------------------------------------


def rooms(settings: dict[str, Any]) -> Any:
    """The app's live tables (:func:`tutor.serve.tables.handlers.rooms_of`): the hall the learners' pages use, in
    its own thread, and the rooms a change is pushed to at once (a pause reaches every page of the table now)."""
    from .handlers import rooms_of

    return rooms_of(settings)


class ConsoleHandler(ClassHandler):
    def lang(self) -> str:
        return page_lang(self.get_argument("lang", "en"))

    def answer(self, out: dict[str, Any], status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(out, ensure_ascii=False, default=str))


async def answer_get(hall: Any, tid: str | None, lang: str, folder: Any = None) -> tuple[int, dict[str, Any]]:
    """``GET class/tables.json`` (``tid`` None) or ``class/tables/<tid>.json`` over a hall thread
    (:class:`tutor.serve.tables.live.HallThread`): the status and the JSON (the app's handlers and the hub's)."""
    try:
        if tid == "house":
            return 200, house(folder, lang)
        if tid is None:
            return 200, {**await hall.run(board, lang, lang=lang), "problem": None}
        return 200, await hall.run(kibitz, tid, lang, lang=lang)
    except ConsoleError as e:
        return e.status, {"error": e.reason}
    except TutorError as e:  # a broken or locked store: said, never a traceback
        reason = str(getattr(e, "reason", None) or e)
        return (200, {"tables": [], "problem": reason}) if tid is None else (503, {"error": reason})


async def answer_post(hall: Any, action: str, tid: str | None, body: bytes, lang: str,
                      folder: Any = None) -> tuple[int, dict[str, Any]]:
    """A change the console asks for (``POST class/tables/…``) over a hall thread: the status and the JSON."""
    try:
        given = json.loads(body or b"{}")
        if not isinstance(given, dict):
            raise ValueError("not an object")
    except ValueError:
        with language(lang):
            return 400, {"error": str(t("The request is not what the console sends (JSON)."))}
    try:
        return 200, {"ok": True, **await hall.run(act, action, tid, given, folder, lang=lang)}
    except ConsoleError as e:
        return e.status, {"error": e.reason}
    except ParseError as e:  # a house rule the game does not have: the engine's reason, naming the switch
        return 400, {"error": str(e)}
    except TutorError as e:  # a refusal of the hall (IllegalAction, TableError, StoreError): its reason
        return 400, {"error": str(getattr(e, "reason", None) or e)}


class TablesHandler(ConsoleHandler):
    """``GET class/tables.json`` and ``GET class/tables/<tid>.json``."""

    @allow_unauthenticated  # the teacher's key is its own authentication (ClassHandler.prepare)
    async def get(self, tid: str | None = None) -> None:
        self.answer(*reversed(await answer_get(rooms(self.settings).hall, tid, self.lang(), self.folder())))


class TablesActionHandler(ConsoleHandler):
    """``POST class/tables/<action>`` and ``POST class/tables/<tid>/<action>``."""

    @allow_unauthenticated  # the teacher's key (ClassHandler.prepare), and always the XSRF check
    async def post(self, *args: str) -> None:
        tid, action = (None, args[0]) if len(args) == 1 else (args[0], args[1])
        live = rooms(self.settings)
        status, out = await answer_post(live.hall, action, tid, self.request.body, self.lang(), self.folder())
        if status == 200:  # every page of the tables changed, in this process, gets its view now (others: at a poll)
            for changed in [tid] if tid else list(live.rooms):
                await live.changed(changed)
        self.answer(out, status)


def handlers(base_url: str) -> list[tuple[str, type, dict[str, Any]]]:
    """The console's routes under the app's ``base_url`` (mounted by :func:`tutor.serve.classview.handlers`)."""
    b = base_url.rstrip("/") + "/class/tables"
    return [(b + ".json", TablesHandler, {}), (b + r"/([A-Za-z0-9_-]{1,64})\.json", TablesHandler, {}),
            (b + r"/(pause|resume|next|open|house)", TablesActionHandler, {}),
            (b + r"/([A-Za-z0-9_-]{1,64})/(pause|resume|robot)", TablesActionHandler, {})]
