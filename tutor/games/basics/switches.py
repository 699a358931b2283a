"""The basics game's switches in plain words (the house-rules page, :func:`tutor.games.switches.house_rules`);
``tests/test_switches.py`` keeps these in step with the fields of its ``Rules``."""

from ...i18n import domain

t, tn = domain("switches")

SWITCHES = {
    "trump": (t("the trump suit, or none for a game without trumps"), None),
    "hand_size": (t("how many cards each player gets"), 5),
}

#: Each preset's name as a player says it (the house-rules page's choice of room).
PRESETS = {
    "whist": t("with trumps"),
    "notrump": t("without trumps"),
}

#: Where a switch comes from (the basics game is the lessons' own: a trick-taking game stripped to its core).
SOURCES = {
    "trump": "lessons basics/01-what-is-a-trick: a trick with and without trumps (spades, as in Spades)",
    "hand_size": "lessons basics/01-what-is-a-trick: short hands to learn on (13 as in every game here)",
}
