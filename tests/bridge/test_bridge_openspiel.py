"""Optional peer check (the ``bench`` extra): random OpenSpiel bridge deals, auction and play, replayed
through our engine give the same contract, declarer, trick winners, declarer trick count and score."""

from __future__ import annotations

import random
import re

import pytest

from tutor import replay
from tutor.cards import Card

pyspiel = pytest.importorskip("pyspiel")

SEATS = "NESW"
SUIT = "CDHS"  # OpenSpiel's suit order inside a card index: rank * 4 + suit
STRAIN = ("C", "D", "H", "S", "NT")
NAME = {"North": "N", "East": "E", "South": "S", "West": "W"}


def card_of(action: int) -> Card:
    return Card(SUIT[action % 4], action // 4 + 2)


def call_of(action: int) -> str:
    if action < 55:
        return ("P", "X", "XX")[action - 52]
    k = action - 55
    return f"{k // 5 + 1}{STRAIN[k % 5]}"


def contract_of(index: int) -> str | None:
    """OpenSpiel's contract index: 0 is passed out, then level × strain × declarer × (U, X, XX)."""
    if index == 0:
        return None
    k = index - 1
    level, k = divmod(k, 5 * 4 * 3)
    strain, k = divmod(k, 4 * 3)
    declarer, doubled = divmod(k, 3)
    return f"{level + 1}{STRAIN[strain]}{'X' * doubled} by {SEATS[declarer]}"


@pytest.mark.parametrize("vul", ["None", "NS", "EW", "Both"])
def test_random_openspiel_deals_replay_identically(vul):
    dealer_vul, other_vul = vul in ("NS", "Both"), vul in ("EW", "Both")  # OpenSpiel's dealer is North
    game = pyspiel.load_game("bridge", {"use_double_dummy_result": False, "dealer_vul": dealer_vul,
                                         "non_dealer_vul": other_vul})
    rng = random.Random(len(vul))
    for _ in range(25):
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_action(rng.choice(s.chance_outcomes())[0])
            else:
                s.apply_action(rng.choice(s.legal_actions()))
        history = s.history()
        hands = {seat: [] for seat in SEATS}
        for i, a in enumerate(history[:52]):
            hands[SEATS[i % 4]].append(str(card_of(a)))
        calls = [a for a in history[52:] if a >= 52]
        plays = history[52 + len(calls):]
        rec = {"format": "trick-tutor/1", "game": "bridge", "board": {"number": 1, "vulnerable": vul},
               "dealer": "N", "hands": hands, "actions": []}
        # build the record with our engine deciding who acts (declarer for dummy)
        rp = replay.load(rec)
        st = rp.final
        actions = []
        for a in calls:
            actions.append({"seat": st.current_seat, "call": call_of(a)})
            st = st.apply(call_of(a))
        for a in plays:
            actions.append({"seat": st.current_seat, "play": str(card_of(a))})
            st = st.apply(card_of(a))
        rec["actions"] = actions
        ours = replay.load(rec).summary()
        theirs = contract_of(s.contract_index())
        assert (f"{ours['contract']} by {ours['declarer']}" if ours["contract"] else None) == theirs
        text = str(s)
        winners = [NAME[w] for w in re.findall(r"Won by (\w+)", text)]
        assert ours["winners"] == winners
        m = re.search(r"Declarer tricks won: (\d+)", text)
        if m:
            assert ours["declarer_tricks"] == int(m.group(1))
        else:
            assert ours["contract"] is None
        assert ours["score"]["NS"] == int(s.returns()[0])
