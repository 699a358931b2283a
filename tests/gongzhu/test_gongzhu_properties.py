"""Properties over 2,400 random complete hands (random legal actions, random sales) and 200 bot hands:
every card played once, 13 tricks, winners recomputed independently, each scoring card captured by
exactly one player, heart values summing to −200 when nothing is sold, the sold-card rule never broken,
sheet lines adding up to an independent re-implementation of the rule book's formula, and check()
agreeing with legal_actions()."""

import os
import random

import pytest

from tutor.cards import DECK_52
from tutor.games import gongzhu
from tutor.games.gongzhu import GOAT, HEART_VALUE, PIG, SCORING, TRANSFORMER, Rules, Sale, new_hand

#: random hands per block of ``test_random_hands``: ``make unit`` plays 300 (2,400 in all), ``make check``
#: (``TT_CHECK=1``, the run before a commit) the first 40 of each block (320: every preset and variant, with and
#: without sales, 80 times each)
PER_BLOCK = 40 if os.environ.get("TT_CHECK") == "1" else 300

MULT = {"none": 1, "hidden": 2, "open": 4}
HA = next(c for c in SCORING if c.suit == "H" and c.rank == 14)
ANTI = {"N": "W", "W": "S", "S": "E", "E": "N"}
CLOCK = {"N": "E", "E": "S", "S": "W", "W": "N"}


def formula(captured, sold):
    """Rule book §2.A item 9, written out independently of the engine."""
    got = set(captured) & SCORING
    m = {c: MULT[sold.get(c, "none")] for c in (PIG, GOAT, TRANSFORMER, HA)}
    hearts = [c for c in got if c.suit == "H"]
    sweep = len(got) == 16
    h = 200 * m[HA] if len(hearts) == 13 else m[HA] * sum(HEART_VALUE[c.rank] for c in hearts)
    pig = (100 if sweep else -100) * m[PIG] if PIG in got else 0
    goat = 100 * m[GOAT] if GOAT in got else 0
    if TRANSFORMER in got:
        return 50 * m[TRANSFORMER] if len(got) == 1 else 2 * m[TRANSFORMER] * (h + pig + goat)
    return h + pig + goat


def play_random(seed, rules, sell_randomly):
    rng = random.Random(seed)
    st = new_hand(seed=seed, rules=rules)
    states = [st]
    while not st.is_terminal():
        legal = list(st.legal_actions())
        if isinstance(legal[0], Sale) and not sell_randomly:
            action = next(a for a in legal if a.level == "none")
        else:
            action = rng.choice(legal)
        st = st.apply(action)
        states.append(st)
    return states


def check_hand(states, rules):
    first, final = states[0], states[-1]
    nxt = CLOCK if rules.clockwise else ANTI
    # 13 tricks, each card played once
    assert len(final.done) == 13
    played = [c for t in final.done for c in t.cards]
    assert len(played) == 52 and set(played) == set(DECK_52)
    # winners recomputed independently, turn order and leaders
    leader = first.leader
    sold = final.sold
    holdings = {s: set(first.hands[s]) for s in "NESW"}
    led_before = set()
    for trick in final.done:
        assert trick.leader == leader
        seats = [s for s, _ in trick.plays]
        assert seats == [leader, nxt[leader], nxt[nxt[leader]], nxt[nxt[nxt[leader]]]]
        led = trick.plays[0][1].suit
        best = max((c for c in trick.cards if c.suit == led), key=lambda c: c.rank)
        winner = next(s for s, c in trick.plays if c == best)
        assert trick.winner() == winner
        for i, (s, c) in enumerate(trick.plays):
            held = holdings[s]
            if i and c.suit != led:
                assert not any(x.suit == led for x in held), "revoke"
            if i and c in sold and c.suit == led and led not in led_before:
                assert sum(1 for x in held if x.suit == led) == 1, "sold-card rule broken"
            held.remove(c)
        led_before.add(led)
        leader = winner
    # captured scoring cards: exactly one owner each, the winner of the trick they fell in
    owners = {}
    for s in "NESW":
        for c in final.captured[s]:
            assert c not in owners
            owners[c] = s
    assert set(owners) == SCORING
    for trick in final.done:
        for c in trick.cards:
            if c in SCORING:
                assert owners[c] == trick.winner()
    # scores: lines add up, and equal the independent formula
    sheets = final.score_sheets()
    result = final.result()
    for s in "NESW":
        assert sheets[s].total == sum(line.points for line in sheets[s].lines) == result[s]
        assert result[s] == formula(final.captured[s], sold)
    if not sold:
        heart_lines = [line.points for sh in sheets.values() for line in sh.lines if line.label.startswith(
            ("hearts", "all hearts"))]
        all_hearts = any(line.label.startswith("all hearts") for sh in sheets.values() for line in sh.lines)
        assert sum(heart_lines) == (200 if all_hearts else -200)
    # the next hand is led by the pig-taker
    assert final.pig_taker() == owners[PIG]
    summary = gongzhu.GAME.summary(final)
    assert summary["winners"] == [t.winner() for t in final.done]
    assert summary["score"] == result
    assert sorted(c for cs in summary["captured"].values() for c in cs) == sorted(str(c) for c in SCORING)


@pytest.mark.parametrize("block", range(8))
def test_random_hands(block):
    """8 blocks × 300 = 2,400 random hands (``make check``: 8 × 40), presets and variants alternating; half with
    random sales."""
    variants = [Rules.preset(), Rules.preset("pc"),
                Rules.preset().but(sold_card_may_lead_first_round=False, first_lead_card_required=True),
                Rules.preset().but(auto_sell_fourth=True, sale_mode="all_but_goat")]
    for i in range(PER_BLOCK):
        seed = block * 300 + i
        rules = variants[seed % 4]
        states = play_random(seed, rules, sell_randomly=seed % 2 == 0)
        check_hand(states, rules)


def test_check_agrees_with_legal_actions():
    """On every state of 150 random hands, check(a) is None exactly for the listed legal actions."""
    for seed in range(150):
        rules = Rules.preset() if seed % 2 else Rules.preset().but(sold_card_may_lead_first_round=False)
        for st in play_random(seed, rules, sell_randomly=True)[:-1]:
            legal = set(st.legal_actions())  # the listing, not `in` (which asks check itself)
            if st.phase == "sell":
                seat = st.current_seat
                cands = [Sale(c, lvl) for c in gongzhu.SALEABLE for lvl in ("none", "hidden", "open")]
                assert all((st.check(a) is None) == (a in legal) for a in cands), seat
            else:
                for c in st.hands[st.current_seat]:
                    assert (st.check(c) is None) == (c in legal)
                assert legal


def test_bot_hands_are_legal_and_score_consistently():
    for seed in range(200):
        rules = Rules.preset() if seed % 2 else Rules.preset("pc")
        bot = gongzhu.Bot(seed)
        st = new_hand(seed=seed, rules=rules)
        states = [st]
        while not st.is_terminal():
            action = bot(st)
            assert action in st.legal_actions()
            st = st.apply(action)
            states.append(st)
        check_hand(states, rules)


def test_bot_is_deterministic_for_a_seed():
    def run(seed):
        st, bot, out = new_hand(seed=seed), gongzhu.Bot(seed), []
        while not st.is_terminal():
            a = bot(st)
            out.append(a)
            st = st.apply(a)
        return out

    assert run(9) == run(9)
