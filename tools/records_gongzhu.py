"""Build the Gong Zhu lesson records in ``lessons/data/gongzhu/`` from the engine and the bots.

    .venv/bin/python tools/records_gongzhu.py        # rewrite the files

``tests/gongzhu/test_gongzhu_records.py`` checks that the committed files are exactly what this script makes, so a
rule change that alters a lesson record fails the suite instead of leaving a stale file behind.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tutor import replay
from tutor.cards import Card, deal, parse_cards
from tutor.games.gongzhu import GAME, Rules, Sale, new_hand, start

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402  (tools/hant.py: each 简体中文 note's 繁體中文)

DATA = Path(__file__).resolve().parents[1] / "lessons" / "data" / "gongzhu"


def _num(value: int) -> str:
    return f"−{-value}" if value < 0 else f"+{value}"


def _both(en: dict[int, str], zh: dict[int, str]) -> dict[int, dict[str, str]]:
    """Notes in both languages, one ``{"en": ..., "zh": ...}`` per step (the replay shows the page's)."""
    assert en.keys() == zh.keys()
    return hant.with_traditional({k: {"en": en[k], "zh": zh[k]} for k in sorted(en)}, "gongzhu")


def first_hand() -> dict:
    """Lesson 02: a first hand between bots, nobody sells; the ♣2 holder leads ♦2; the pig is discarded.
    The notes, in English and Chinese, take every number from the engine."""
    seed = 5
    st = new_hand(seed=seed)
    bot, s, actions = GAME.bot("normal", seed), st, []
    while not s.is_terminal():
        if s.phase == "sell":
            a = next(x for x in s.legal_actions() if isinstance(x, Sale) and x.level == "none")
        else:
            a = bot(s)
        actions.append(a)
        s = s.apply(a)
    sheets, result = s.score_sheets(), s.result() or {}
    south = {line.label.split()[0]: line.points for line in sheets["S"].lines}
    west = {line.label.split()[0]: line.points for line in sheets["W"].lines}
    hearts_w = sum(1 for c in s.captured["W"] if c.suit == "H")
    times = next(line.label.split()[-1] for line in sheets["S"].lines if line.label.startswith("transformer"))
    end_en = (f"Hand over. South: (pig {_num(south['pig'])}, ♥K {_num(south['hearts'])}) × {times} = "
              f"{_num(result['S'])}. West: {hearts_w} hearts {_num(west['hearts'])}, goat {_num(west['goat'])} = "
              f"{_num(result['W'])}.")
    end_zh = (f"本副结束。南家：（猪 {_num(south['pig'])}，♥K {_num(south['hearts'])}）× {times} = "
              f"{_num(result['S'])}。西家：{hearts_w}张红桃 {_num(west['hearts'])}，羊 {_num(west['goat'])}，"
              f"合计 {_num(result['W'])}。")
    notes = _both(
        {
            0: "North holds ♣2, so North leads the first trick, with any card. Play goes anticlockwise: "
               "North → West → South → East.",
            4: "Before the first lead each holder of ♠Q ♦J ♣10 ♥A may sell it; in this hand nobody does "
               "(the lesson on selling 卖牌 explains it).",
            5: "North leads ♦2: the ♣2 holder leads first but need not lead the ♣2 itself.",
            8: "East's ♦A is the highest diamond, so East wins the trick and leads the next one.",
            19: "East has no clubs left, so East may discard any card, and dumps the pig ♠Q.",
            20: "A discard never wins: South's ♣8 is the highest club, so South takes the pig.",
            28: "South also takes the transformer ♣10: it will double South's score.",
            56: end_en,
        },
        {
            0: "♣2在北家手里，所以第一墩由北家首出，出什么牌都可以。出牌按逆时针：北家 → 西家 → 南家 → 东家。",
            4: "首出之前，拿到♠Q ♦J ♣10 ♥A的人可以卖牌；这一副谁都没卖（卖牌那一课会讲）。",
            5: "北家首出♦2：拿♣2的人先出，但不一定要出♣2。",
            8: "东家的♦A是最大的方块，所以东家赢下这一墩，下一墩由东家首出。",
            19: "东家的梅花出完了，可以垫任何一张牌，于是把猪♠Q垫了出去。",
            20: "垫牌永远赢不了：南家的♣8是最大的梅花，所以猪归南家。",
            28: "南家又收了变压器♣10：南家的得分要翻倍。",
            56: end_zh,
        })
    return replay.record(st, actions, notes=notes, title="A first hand of Gong Zhu").record


def _arrange(seed: int, want: dict[str, str]) -> dict[str, list[str]]:
    """A seeded deal, then the ``want`` cards swapped into their seats (for natural-looking hands)."""
    hands, _ = deal(seed)
    hands = {s: list(h) for s, h in hands.items()}
    fixed = {c: s for s, text in want.items() for c in parse_cards(text)}
    for card, seat in fixed.items():
        owner = next(s for s in hands if card in hands[s])
        if owner == seat:
            continue
        give = next(c for c in hands[seat] if c not in fixed and c.suit != card.suit)
        hands[owner][hands[owner].index(card)] = give
        hands[seat][hands[seat].index(give)] = card
    # the fixed seats must hold no other hearts than those wanted (the lesson talks about them)
    for seat, text in want.items():
        wanted_hearts = {c for c in parse_cards(text) if c.suit == "H"}
        for extra in [c for c in hands[seat] if c.suit == "H" and c not in wanted_hearts]:
            other = next(s for s in hands if s not in want)
            give = next(c for c in hands[other] if c.suit != "H" and c not in fixed)
            hands[other][hands[other].index(give)] = extra
            hands[seat][hands[seat].index(extra)] = give
    return {s: [str(c) for c in h] for s, h in hands.items()}


def sold_position(must: bool) -> dict:
    """Lesson 03: West sold ♥A openly; North leads ♥2, the first heart trick. West holds ♥A ♥7
    (may not play ♥A) or ♥A alone (must play it)."""
    hands = _arrange(21, {"W": "HA" if must else "HA H7", "N": "H2 H9 H5"})
    rules = Rules.preset()
    st = start(rules, {s: tuple(parse_cards(h)) for s, h in hands.items()}, "N", first_hand=False)
    s, actions = st, []
    while s.phase == "sell":
        a = s.legal_actions().first(1)[0]
        assert isinstance(a, Sale)
        a = Sale(a.card, "open" if a.card == Card("H", 14) else "none")
        actions.append(a)
        s = s.apply(a)
    actions.append(Card("H", 2))
    last = len(actions)
    if must:
        en = {last: "West sold ♥A openly and this is the first heart trick, but ♥A is West's only heart: "
                    "West must play it."}
        zh = {last: "西家明卖了♥A，这是红桃首轮，但♥A是西家唯一的一张红桃：西家必须出它。"}
    else:
        en = {last: "West sold ♥A openly. On the first heart trick West may not play it while holding "
                    "another heart: West must play ♥7."}
        zh = {last: "西家明卖了♥A。红桃首轮时西家手里还有别的红桃，就不能跟出♥A：西家必须出♥7。"}
    en[0] = "A later hand of a game: North took the pig last time, so North leads."
    zh[0] = "这是一局中间的一副：上一副北家收了猪，所以这一副由北家首出。"
    notes = _both(en, zh)
    title = "Sold ♥A, singleton" if must else "Sold ♥A, first heart trick"
    return replay.record(st, actions, notes=notes, title=title).record


def room_hand(preset: str, seed: int) -> dict:
    """Lessons 08 and 09: a hand of the partnership (对家) or two-deck (二副) room between the normal bots, nobody
    selling; the last note gives each side's score (the partners' scores added), every number from the engine."""
    rules = Rules.preset(preset)
    st = new_hand(seed=seed, rules=rules)
    bot, s, actions = GAME.bot("normal", seed), st, []
    while not s.is_terminal():
        if s.phase == "sell":
            a = next(x for x in s.legal_actions() if isinstance(x, Sale) and x.level == "none")
        else:
            a = bot(s)
        actions.append(a)
        s = s.apply(a)
    side = GAME.summary(s)["team_score"]
    res = s.result() or {}
    en_room = "Partnership (对家)" if preset == "partnership" else "Two decks (二副), 26 cards each"
    zh_room = "对家" if preset == "partnership" else "二副，每家26张"
    notes = _both(
        {0: f"{en_room}: North–South play against East–West. Step through the hand.",
         len(actions): f"Hand over. North {_num(res['N'])} + South {_num(res['S'])} = North–South {_num(side['NS'])}; "
                       f"East {_num(res['E'])} + West {_num(res['W'])} = East–West {_num(side['EW'])}."},
        {0: f"{zh_room}：南北对东西。一步一步看这一副。",
         len(actions): f"本副结束。北家 {_num(res['N'])} + 南家 {_num(res['S'])} = 南北 {_num(side['NS'])}；"
                       f"东家 {_num(res['E'])} + 西家 {_num(res['W'])} = 东西 {_num(side['EW'])}。"})
    return replay.record(st, actions, notes=notes, title=f"A {preset} hand of Gong Zhu").record


RECORDS = {
    "08-partnership-hand.json": lambda: room_hand("partnership", 8),
    "09-two-deck-hand.json": lambda: room_hand("two_decks", 9),
    "02-first-hand.json": first_hand,
    "03-sold-ace-may-not.json": lambda: sold_position(must=False),
    "03-sold-ace-must.json": lambda: sold_position(must=True),
}


def text(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def main() -> int:
    for name, make in RECORDS.items():
        (DATA / name).parent.mkdir(parents=True, exist_ok=True)
        (DATA / name).write_text(text(make()), encoding="utf-8")
        print("wrote", DATA / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
