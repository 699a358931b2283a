"""27 Wang's house rules in plain words: one line per switch of :class:`~tutor.games.wang27.rules.Rules` and a
value to try (the house-rules page, :func:`tutor.games.switches.house_rules`). ``tests/test_switches.py`` keeps
these in step with the fields."""

from ...i18n import domain

t, tn = domain("switches")

SWITCHES = {
    "direction": (t("which way play goes round the table"), "clockwise"),
    "kitty_size": (t("how many cards go to the kitty 底牌"), 8),
    "bid_start": (t("the first bid of the auction"), 100),
    "bid_step": (t("how much each bid changes by"), 10),
    "bid_min": (t("the lowest bid allowed"), 10),
    "bid_max": (t("the highest bid allowed"), 150),
    "bid_direction": (t("down: the lowest bid wins the auction; up: a rising auction, as the original text reads"),
                      "up"),
    "all_pass": (t("when everyone passes: the first bidder is forced to play, or the cards are dealt again"),
                 "redeal"),
    "trump_selection": (t("trumps are chosen by a declaration round 亮主, or named by the banker"), "banker_names"),
    "declaration_ladder": (t("the declarations that count, lowest first (single and pair of 2s, 7s, small and big "
                             "jokers)"), ["S2", "S7", "P2", "P7", "PSJ", "PBJ"]),
    "seven_can_open": (t("a 7 may open the declarations (otherwise 7s only overturn)"), True),
    "trump_tier_tractors": (t("jokers, 7s and 2s may form tractors 拖拉机"), False),
    "throw_policy": (t("which throws 甩牌 are allowed: any, or trumps only when the others are void"),
                     "trump_only_when_others_void"),
    "throw_penalty": (t("what a failed throw costs: nothing, 10 points per attempt, or 10 per card"),
                      "10_per_attempt"),
    "kitty_multiplier": (t("how the kitty's points are multiplied when the defenders take the last trick"),
                         "power"),
    "banker_zero_levels": (t("levels the banker's side climbs when the defenders score 0"), 2),
    "banker_small_levels": (t("levels the banker's side climbs when the defenders score little"), 1),
    "banker_small_below": (t("the defenders' points below which the banker's side climbs that much"), 30),
    "defender_step": (t("each full step of this many points over the target gives the defenders one more level"),
                      30),
    "max_gain": (t("the most levels a side climbs in one hand"), 4),
    "banker_drop": (t("levels the banker's side drops when the defenders win"), 0),
    "banker_drop_only_if_kitty_taken": (t("the banker's side drops only when the defenders also take the last "
                                          "trick (被抠底)"), True),
    "match_end": (t("the match ends by winning a hand at A, or by reaching A"), "reach_A"),
    "win_at_A_as_banker_only": (t("a side at A wins the match only by winning as the banker"), True),
    "mode": (t("partners opposite (2 v 2), or the banker alone against three (1 v 3)"), "1v3"),
}

#: Each preset's name as a player says it (the house-rules page's choice of room).
PRESETS = {
    "standard": t("standard"),
    "seed_literal": t("bids go up (as the rules' text is written)"),
}

#: Where a switch comes from, for a switch no decision row of ``docs/rules/wang27.md`` names
#: (``tools/switches_note.py`` lists the rows that do).
SOURCES = {
    "direction": "docs/rules/wang27.md 4.A.1: dealing, declaring, bidding and play go anticlockwise (the seed W)",
    "kitty_size": "docs/rules/wang27.md 4.A.3 and W-1: 108 − 8 = 4 × 25, the kitty is 8",
    "bid_max": "docs/rules/wang27.md 4.A.7 and B-W1: the auction's range (the seed's bids from 80 in 5s)",
}
