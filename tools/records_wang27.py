"""Regenerate the 27 Wang lesson records: ``.venv/bin/python tools/records_wang27.py``.

Each record is a complete seeded hand played by the practice bots (sometimes steered at one
decision, said in its notes); the engine validates every action when the file is loaded.
``RECORDS_OUT=dir`` writes them elsewhere, to compare with the committed ones.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tutor import replay
from tutor.games import wang27
from tutor.games.wang27 import Action, decompose
from tutor.seats import SEAT_NAME

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hant  # noqa: E402  (tools/hant.py: each 简体中文 note's 繁體中文)

HERE = Path(os.environ.get("RECORDS_OUT", Path(__file__).resolve().parent.parent / "lessons" / "data" / "wang27"))


def play(seed, steer=None, rules=None):
    st = wang27.new_hand(seed=seed, rules=rules)
    start, bot, actions = st, wang27.GAME.bot("normal", seed), []
    while not st.is_terminal():
        a = (steer(st) if steer else None) or bot(st)
        actions.append(a)
        st = st.apply(a)
    return start, actions


#: Notes in both languages once the replay reads one text per language (``tutor.replay.note_text``).
BILINGUAL = hasattr(replay, "note_text")


def _note(en, zh):
    return {"en": en, "zh": zh} if BILINGUAL else en


def notes_for(start, actions):
    """Notes at the moments a learner should look at."""
    held, kitty = len(start.hands["N"]), len(start.kitty)
    notes = {0: _note(f"Each player holds {held} cards; {kitty} lie face down in the kitty (底牌).",
                      f"每人{held}张牌；底牌{kitty}张扣在桌上。")}
    st = start
    for i, a in enumerate(actions, 1):
        before, st = st, st.apply(a)
        if before.phase == "declare" and st.phase != "declare":
            notes[i] = (_note("The declarations are over: from now on the trump suit is fixed.",
                              "亮主结束：从现在起主花色定下来了。") if st.decl.declared else
                        _note("Nobody declared: the banker will name trump after picking up the kitty.",
                              "没有人亮主：庄家拿了底牌以后再定主。"))
        if before.phase == "bid" and st.phase != "bid" and st.banker:
            with_zh = {"N": "北家", "E": "东家", "S": "南家", "W": "西家"}[st.banker]
            notes[i] = _note(f"The lowest bid wins: {SEAT_NAME[st.banker]} is banker and the defenders need "
                             f"{st.target} points.", f"叫得最低的人拿到庄：{with_zh}当庄家，闲家要拿到{st.target}分。")
        if a.kind == "bury":
            notes[i] = _note(f"The banker buries {len(a.value)} cards. Point cards buried here are at risk if the "
                             "defenders win the last trick.",
                             f"庄家扣底{len(a.value)}张。扣下去的分牌，闲家要是赢了最后一墩就会被抠底。")
        if a.kind == "play" and before.trick is None and (st.trick or st.done[-1]).attempt:
            notes[i] = _note("A throw (甩牌) must be unbeatable in every part; this one was not, so only the smallest "
                             "beaten unit is led.", "甩牌的每一组都必须没人管得住；这次有一组被管住了，"
                             "所以只能出被管住的牌型里最小的那一组。")
        if st.is_terminal() and before.phase == "play":
            bonus = st.kitty_bonus()
            notes[i] = (_note(f"The defenders took the last trick and dig the kitty (抠底): +{bonus} points.",
                              f"闲家赢了最后一墩，抠底：+{bonus}分。") if bonus else
                        _note("The banker's side took the last trick, so the kitty's points stay safe.",
                              "最后一墩是庄家一方赢的，底牌里的分保住了。"))
    return notes


def find(seed_range, want, steer=None, rules=None):
    for seed in seed_range:
        start, actions = play(seed, steer, rules)
        if want(start, actions):
            return seed, start, actions
    raise RuntimeError("no seed found")


def final(start, actions):
    st = start
    for a in actions:
        st = st.apply(a)
    return st


def save(name, start, actions, title):
    rp = replay.record(start, actions, notes=hant.with_traditional(notes_for(start, actions), "wang27"), title=title)
    rp.save(HERE / name)
    print(name, len(rp), rp.summary())


def throw_steer(st):
    """At the first lead after trick 2, try the whole of the longest side suit as one throw."""
    if st.phase != "play" or st.trick is not None or len(st.done) != 2:
        return None
    groups = {}
    for c in st.hands[st.current_seat]:
        groups.setdefault(wang27.esuit(c, st.trump), []).append(c)
    side = [g for s, g in groups.items() if s != "T" and len(decompose(g, st.trump)) > 1]
    return Action("play", tuple(max(side, key=len))) if side else None


def main():
    def overturned_and_dug(start, actions):
        st = final(start, actions)
        overturns = sum(1 for a in actions if a.kind == "declare" and a.value != "pass")
        return overturns >= 2 and st.kitty_bonus() > 0

    seed, start, actions = find(range(1, 2000), overturned_and_dug)
    save("demo_hand.json", start, actions, "A whole hand: declarations, a downward auction, a kitty dig")

    def failed(start, actions):
        return any(t.attempt for t in final(start, actions).done)

    seed, start, actions = find(range(1, 400), failed, steer=throw_steer)
    save("failed_throw.json", start, actions, "A throw that fails")

    def no_decl(st):
        return Action("declare", "pass") if st.phase == "declare" else None

    seed, start, actions = find(range(1, 50), lambda s, a: True, steer=no_decl)
    save("no_declaration.json", start, actions, "Nobody declares: the banker names trump")


if __name__ == "__main__":
    main()
