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
