"""The one catalog of the games (and of the other lesson folders): every place that lists games asks it.

One :class:`Entry` per lesson folder, in the order the landing page shows them: its name (the engine's package
``tutor.games.<name>`` and the lessons' folder ``lessons/<lang>/<name>``), its title and one line in every
language (messages of the ``landing`` domain: ``tools/catalogs.py`` extracts them), and what it has: a rules
engine, drills and a practice page, a whole-game match (with a coach, robots and tables).

Ask it by what a place needs::

    from tutor import catalog
    catalog.names()                   # every game with an engine: basics, spades, gongzhu, bridge, wang27
    catalog.names(match=True)         # the four card games a whole match (and a table) is played of
    catalog.names(practice=True)      # the games with drills and a practice page
    catalog.names(landing=True)       # the landing page's folders, in its order (games, then "teach")
    catalog.title("gongzhu", "zh")    # '拱猪' (without a language: the current one)
    catalog.entry("bridge").blurb     # a Text: str() in the current language, .in_language(lang)
    catalog.practice_page("bridge", "zh")   # 'zh/practice/bridge.ipynb'

A new game adds one line to :data:`ENTRIES` (and its package under ``tutor/games``); nothing else enumerates
the games (``tests/test_catalog.py`` checks that no other module does).

>>> names()
('basics', 'spades', 'gongzhu', 'bridge', 'wang27')
>>> names(match=True), names(landing=True)[-1]
(('spades', 'gongzhu', 'bridge', 'wang27'), 'teach')
>>> title("gongzhu", "en"), title("gongzhu", "zh"), title("gongzhu", "zh-hant")
('Gong Zhu', '拱猪', '拱豬')
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import Text, current, domain

t, tn = domain("landing")


@dataclass(frozen=True)
class Entry:
    """One lesson folder of the catalog (a game, or a folder of lessons that is not a game)."""

    name: str
    title: Text
    blurb: Text | None  # the landing page's line under the title
    engine: bool = True  # a rules engine: tutor.games.<name>
    practice: bool = True  # drills (tutor.practice.<name>) and a practice page (lessons/<lang>/practice/<name>)
    match: bool = True  # a whole-game match (tutor.games.<name>.match): the coach, robots, tables
    landing: bool = True  # a section of the landing page


#: Every lesson folder, in the landing page's order. A new game adds one line here.
ENTRIES: tuple[Entry, ...] = (
    Entry("basics", t("Basics"), t("Tricks, suits, following suit and trumps: start here."), match=False),
    Entry("spades", t("Spades"), t("A partnership game: bid your tricks, and spades are always trumps.")),
    Entry("gongzhu", t("Gong Zhu"), t("Chase the pig: avoid hearts and the ♠Q, or collect them all.")),
    Entry("bridge", t("Bridge"), t("Contract bridge as played on QQ: bidding, play and scoring.")),
    Entry("wang27", t("27 Wang"), t("Two decks, jokers and 2s and 7s as trumps: a team game from China.")),
    Entry("teach", t("For teachers"), t("Your own examples: a form per game, a record file, handouts."),
          engine=False, practice=False, match=False),
    # the practice pages' folder (lessons/<lang>/practice): not a section of its own on the landing page
    Entry("practice", t("Practice"), None, engine=False, practice=False, match=False, landing=False),
)
_BY_NAME = {e.name: e for e in ENTRIES}


def names(**has: bool) -> tuple[str, ...]:
    """The names of the entries with these properties (``engine``, ``practice``, ``match``, ``landing``), in the
    catalog's order. Without arguments: every game (every entry with a rules engine)."""
    if not has:
        has = {"engine": True}
    unknown = set(has) - {"engine", "practice", "match", "landing"}
    if unknown:
        raise TypeError(f"the catalog's entries have no {sorted(unknown)}")
    return tuple(e.name for e in ENTRIES if all(getattr(e, k) is v for k, v in has.items()))


def entry(name: str) -> Entry:
    """The entry named ``name``; KeyError for a name the catalog does not hold."""
    return _BY_NAME[name]


def title(name: str, lang: str | None = None) -> str:
    """The title of ``name`` in ``lang`` (the current language when None); a name the catalog does not hold is
    its own title."""
    found = _BY_NAME.get(name)
    if found is None:
        return name
    return found.title.in_language(lang or current())


def lesson_folder(name: str, lang: str) -> str:
    """Where the lessons of ``name`` in ``lang`` are, under the lessons' root: ``en/spades``."""
    return f"{lang}/{entry(name).name}"


def practice_page(name: str, lang: str) -> str:
    """The practice page of a game with drills, under the lessons' root: ``zh/practice/bridge.ipynb``."""
    if not entry(name).practice:
        raise KeyError(f"{name} has no practice page")
    return f"{lang}/practice/{name}.ipynb"
