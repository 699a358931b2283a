"""When a drill's skill comes back for review after its first answer (tutor.progress.memory, FSRS)."""

from __future__ import annotations

import datetime as dt

from tutor.progress import memory

T0 = dt.datetime(2026, 3, 1, 9, 0, tzinfo=dt.UTC)


def test_a_wrong_answer_comes_back_first_a_right_one_later_and_a_quick_right_one_days_later():
    wrong = memory.due(memory.review(None, False, T0)) - T0
    right = memory.due(memory.review(None, True, T0, seconds=memory.QUICK + 5)) - T0
    untimed = memory.due(memory.review(None, True, T0)) - T0
    quick = memory.due(memory.review(None, True, T0, seconds=memory.QUICK - 1)) - T0
    assert wrong < right == untimed <= dt.timedelta(hours=1)  # the same day: due again "tomorrow"
    assert quick >= dt.timedelta(days=2)  # an easy first answer is not asked again the next day
