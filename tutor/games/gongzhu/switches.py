"""Gong Zhu's house rules in plain words: one line per switch of :class:`~tutor.games.gongzhu.rules.Rules` and a
value to try (the house-rules page, :func:`tutor.games.switches.house_rules`). ``tests/test_switches.py`` keeps
these in step with the fields: a switch without its line, or a line without its switch, fails."""

from ...i18n import domain

t, tn = domain("switches")

SWITCHES = {
    "direction": (t("which way play goes round the table (中游: anticlockwise; the PC game: clockwise)"),
                  "clockwise"),
    "first_leader_card": (t("the card whose holder leads the first hand of a game"), "S2"),
    "first_lead_card_required": (t("the first leader must lead that very card (QQ 拱猪)"), True),
    "sold_card_may_lead_first_round": (
        t("a sold card may be led on its suit's first round (off: only when it is the holder's only card of the "
          "suit)"), False),
    "sale_levels": (t("the sale levels a holder may choose: not sold ×1, hidden 暗卖 ×2, open 明卖 ×4"),
                    ["none", "hidden"]),
    "hidden_sale_shown": (t("a hidden sale shows the card face up (the PC game's 亮牌)"), True),
    "sweep_fixed_multiplier": (t("a full sweep is multiplied by this number whatever the ♣10's sale (some tables "
                                 "use ×8); none: the ♣10's own multiplier"), 8),
    "pig_positive_with_all_hearts": (t("all the hearts also turn the pig positive (pagat: all hearts and the pig "
                                       "make +300)"), True),
    "lose_at": (t("the game ends when a total (a side's, in partnership) reaches this"), -2000),
    "inclusive": (t("reaching the limit exactly ends the game (off: only going past it)"), False),
    "win_at": (t("the game also ends when a total reaches this (none: no upper limit)"), 1000),
    "tie_policy": (t("a tie for the best total at the end: share the win, or play on"), "play_on"),
    "auto_sell_fourth": (t("when three of ♠Q ♦J ♣10 ♥A are sold, the fourth is sold too"), True),
    "sale_mode": (t("which cards may be sold: free, all but the goat (非全卖), or all must be (全卖)"),
                  "all_but_goat"),
    "partnership": (t("partners sit opposite and their hand scores add up (对家)"), True),
    "decks": (t("one deck, or two decks of 104 cards, 26 each (二副)"), 2),
}

#: Each preset's name as a player says it (the house-rules page's choice of room).
PRESETS = {
    "zhongyou": t("one deck, everyone for himself (中游)"),
    "pc": t("the computer game (clockwise, hidden sales shown)"),
    "partnership": t("partners opposite (对家)"),
    "two_decks": t("two decks, partners opposite (二副)"),
}

#: Where a switch comes from, for a switch no decision row of ``docs/rules/gongzhu.md`` names
#: (``tools/switches_note.py`` lists the rows that do).
SOURCES = {
    "hidden_sale_shown": "docs/rules/gongzhu.md G-3 and B-G5: the PC game's (G1) exposure 亮牌 is G2's hidden sale",
}
