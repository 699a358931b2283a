"""The words of the tables' pages (the lobby, a table, the landing page's list of open tables), in the ``tableweb``
gettext domain: ``tools/catalogs.py`` extracts them, ``tutor/locale/zh/LC_MESSAGES/tableweb.po`` translates them and
the 繁體中文 catalog is converted from it. The page's script holds no word of its own: it reads :func:`words` from the
JSON block ``tt-table-words`` the server writes into the page. ``{name}``-style fields are filled by the script.
"""

from __future__ import annotations

from typing import Any

from ... import catalog
from ...i18n import LANGUAGES, Text, domain
from ...render.landing import game_name
from ...render.pages import HTML_LANG, page_lang
from ...seats import SEAT_NAME, SEATS

t, tn = domain("tableweb")

#: The games a table can be opened for, in the landing page's order.
GAMES = catalog.names(match=True)

#: The robots' levels a table can be opened with, weakest first.
LEVELS: dict[str, Text] = {
    # i18n: a robot player's level
    "beginner": t("beginner"), "normal": t("normal"), "strong": t("strong"),
}

TEXT: dict[str, Text] = {
    "site": t("Trick Tutor"),
    "title": t("Tables"),
    "intro": t("Sit down at a table with other learners. Robots play the empty seats; the server deals, checks "
               "every card and tells each player only what their seat may see."),
    "open_tables": t("Open tables"),
    "none_open": t("No table is open yet: open one below."),
    "new_table": t("Open a new table"),
    "game": t("Game"),
    "level": t("Robots' level"),
    "your_seat": t("Your seat"),
    "open": t("Open the table"),
    "robots_now": t("Robots sit in the other seats now (else they wait for learners)"),
    "robots_in": t("Robots in the empty seats"),
    "free": t("free"),
    # i18n: a seat played by a robot; {level} is the robot's level ("normal")
    "robot": t("robot ({level})"),
    "robot_mark": t("robot"),
    "sit": t("Sit here"),
    "go": t("Go to the table"),
    "you": t("you"),
    "a_learner": t("a learner"),
    "home": t("← Trick Tutor: all lessons"),
    "lobby": t("← All tables"),
    # i18n: followed by the lines of the house rules a table plays by
    "house_rules": t("House rules: "),
    # i18n: between two house rules on one line
    "list_sep": t("; "),
    # i18n: the heading of a table's page; {game} is the game's name, {id} the table's number
    "table": t("{game}, table {id}"),
    "seats": t("Seats"),
    "hand": t("Your hand"),
    "no_seat": t("You are watching this table: take a free seat to play."),
    "trick": t("This trick"),
    "trick_empty": t("No card played yet in this trick."),
    "last_trick": t("The last trick"),
    # i18n: {seat} won the last trick
    "won_by": t("won by {seat}"),
    "turn": t("to play"),
    "your_turn": t("Your turn."),
    # i18n: {seat} is the seat to play ("West")
    "waiting": t("Waiting for {seat}."),
    "choose": t("Your decision:"),
    "selected": t("Cards selected:"),
    "clear": t("Clear the selection"),
    "score": t("The deal and the score"),
    "over": t("The hand is over."),
    "review": t("Review this hand and replay it"),
    "leave": t("Leave the table"),
    "left": t("You left the table."),
    "leave_confirm": t("Leave the table now? Leaving a game that is still running counts as running away (逃跑): "
                       "you lose 20 points, each other player gets 5, and a robot plays your seat."),
    "paused": t("This table is paused by the teacher."),
    "narration": t("What happened"),
    "refused": t("Not allowed:"),
    "connecting": t("Connecting…"),
    "connected": t("Connected."),
    # i18n: {seconds} is a number of seconds
    "reconnecting": t("The connection was lost: trying again in {seconds} s…"),
    "cards": t("{n} cards"),
    # i18n: after a seat's cards in hand ("13 cards · 2 tricks")
    "tricks": t("{n} tricks"),
    "match": t("The match so far"),
    "visible": t("Cards you may see"),
    "legal_hint": t("The cards you may play now are marked ✓."),
    "not_found": t("There is no table with that number."),
    "unknown": t("The server could not do that. Try again."),
    "bad_request": t("The request is not what this page sends."),
    "no_store": t("The tables cannot be kept right now: "),
    "language": t("Language"),
    "table_list": t("Tables open now"),
    "at_table": t("Play with others at a table"),
}


def seat_names(lang: str) -> dict[str, str]:
    """``{"N": "North", ...}`` in ``lang``."""
    return {s: SEAT_NAME[s].in_language(lang) for s in SEATS}


def words(lang: str) -> dict[str, Any]:
    """Every word of the tables' pages in ``lang`` (``en``, ``zh``, ``zh-hant``; another: English), with the seats',
    the games' and the levels' names, ``code`` and ``html`` (the page's ``<html lang>``).

    >>> w = words("zh")
    >>> w["code"], w["html"], w["seat"]["S"], w["game_name"]["gongzhu"]
    ('zh', 'zh-Hans', '南家', '拱猪')
    >>> words("fr")["title"]
    'Tables'
    """
    lang = page_lang(lang)
    out: dict[str, Any] = {key: text.in_language(lang) for key, text in TEXT.items()}
    out.update(code=lang, html=HTML_LANG[lang], seat=seat_names(lang),
               game_name={g: game_name(g, lang) for g in GAMES},
               level_name={k: v.in_language(lang) for k, v in LEVELS.items()},
               languages=dict(LANGUAGES))
    return out
