"""Spades' house rules in plain words: one line per switch of :class:`~tutor.games.spades.rules.Rules` and a value
to try (the house-rules page, :func:`tutor.games.switches.house_rules`). ``tests/test_switches.py`` keeps these in
step with the fields."""

from ...i18n import domain

t, tn = domain("switches")

SWITCHES = {
    "failed_nil_tricks_count_for_partner": (
        t("a failed nil's tricks count toward the partner's bid (Windows 7: the side loses only 60, not 100 and "
          "its bid)"), True),
    "first_lead": (t("who leads the first trick: the dealer's left, or the holder of ♣2, who leads it"),
                   "club_two"),
    "win_at": (t("a side reaching this total wins the game"), 300),
    "lose_at": (t("a side falling to this total loses the game"), -300),
    "blind_nil_requires_deficit": (t("blind nil only for a side trailing by at least this many points (0: anyone)"),
                                   100),
    "blind_nil_exchange_cards": (t("after a blind nil, partners exchange this many cards"), 2),
    "bagout_cancels_bag_points": (t("ten bags take back the bag points as well as the 100"), True),
}

#: Each preset's name as a player says it (the house-rules page's choice of room).
PRESETS = {
    "msn": t("MSN / Windows Internet Spades"),
    "windows7": t("Windows 7 (a failed nil's tricks count for the partner)"),
}
