"""Bridge's house rules in plain words: one line per switch of :class:`~tutor.games.bridge.rules.Rules` and a value
to try (the house-rules page, :func:`tutor.games.switches.house_rules`). ``tests/test_switches.py`` keeps these in
step with the fields."""

from ...i18n import domain

t, tn = domain("switches")

SWITCHES = {
    "dealer_policy": (t("who deals: as the board number says (Law 2), or one seat on each deal"), "rotate"),
    "passout": (t("after four passes: the next board (QQ), the same vulnerability with the next dealer, or 0 each"),
                "score_zero"),
    "claim_validation": (t("how a claim is judged: accepted, only with all top winners, or by best play"),
                         "double_dummy"),
    "loser_gets_negative": (t("the QQ game score is zero-sum: the other side gets the negative"), False),
    "claims": (t("declarer may claim the rest of the tricks (off: every trick is played out)"), False),
    "bidding": (t("the bidding system the robots bid by and the coach explains: SAYC, or Precision (精确)"),
                "precision"),
}

#: Each preset's name as a player says it (the house-rules page's choice of room).
PRESETS = {
    "qq": t("QQ (a hand all pass is dealt again)"),
    "duplicate": t("duplicate (a hand all pass scores 0)"),
    "practice": t("practice (declarer may claim, judged by best play)"),
}

#: Where a switch comes from, for a switch no decision row of ``docs/rules/bridge.md`` names
#: (``tools/switches_note.py`` lists the rows that do).
SOURCES = {
    "bidding": "docs/rules/bridge-bidding.md: SAYC (the ACBL's booklet) and 精确 Precision (C. C. Wei, 1969)",
}
