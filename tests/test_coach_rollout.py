"""The coach's playout player for 27 Wang (``rollout_bot`` in ``tutor/games/wang27/bot.py``) plays only legal
actions: it builds its follows to a single card without the legal view, so every one of them is checked here
against the explaining engine."""

from __future__ import annotations

from tutor.games.wang27 import new_hand
from tutor.games.wang27.bot import rollout_bot


def test_every_play_of_the_rollout_player_is_legal_and_the_hands_end() -> None:
    plays = singles = 0
    for seed in range(12):
        st, bot = new_hand(seed=seed), rollout_bot(seed)
        while not st.is_terminal():
            a = bot(st)
            assert st.check(a) is None, (seed, st.phase, a, st.check(a))  # the engine's own reason, if any
            assert a in st.legal_actions()
            if st.phase == "play":
                plays += 1
                singles += st.trick is not None and st.trick.size == 1
            st = st.apply(a)
        assert all(not h for h in st.hands.values())
    assert plays > 500 and singles > 100  # both of its ways to follow were met


def test_the_rollout_player_is_repeatable_with_its_seed() -> None:
    def hand(seed: int) -> list[str]:
        st, bot, out = new_hand(seed=seed), rollout_bot(seed), []
        while not st.is_terminal():
            a = bot(st)
            out.append(str(a))
            st = st.apply(a)
        return out

    assert hand(3) == hand(3)
