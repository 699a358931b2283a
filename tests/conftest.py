"""Shared test settings.

Hypothesis explores new examples on every local run; on CI (``CI`` set in the environment) it draws the
same examples every time, so a submission's result is reproducible. Anything a local run finds is fixed
at its cause and the example kept as a named test.

``make check`` (``TT_CHECK=1``) is the run before every commit, in under a minute: Hypothesis draws fewer
examples (``tests/budget.py`` for the sweeps that set their own count), ``test_conformance.py`` plays a sample
of its hands, and the long sweeps below (many seeded hands checked at every step, a real server started) are
left to ``make unit`` and ``make test``, which run everything.

``TT_DEEP=1`` (for whoever changes an engine) plays the long sweeps in full: each sweep that ``make unit`` runs
on a sample (``tests/sweeps.py``: the fast paths against the explaining engines, the compiled kernels against
their references) then plays every hand it played before it was sampled. A sampled sweep asserts that its
sample reaches everything the full sweep reaches (every refusal reason by its message template, every phase,
every kind of ending it names), so a sample that stops reaching one fails, naming it:
``TT_DEEP=1 make unit``.
"""

from __future__ import annotations

import os
import signal

from hypothesis import settings

# `make test` runs some stages in the background (`( ... ) &`), and a shell starts a background job with
# SIGINT ignored; a program started with a signal ignored keeps it ignored. Every server a test starts (the
# hub, its learners' servers, the idle culler, Voilà and their kernels) would then ignore the SIGINT it is
# stopped with, and each would be killed only after its timeout (10 s a server; the hub test once ran out of
# time that way). A Python handler is reset to the default in a child, so the children stop at once again.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

CHECK = os.environ.get("TT_CHECK") == "1"

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("check", max_examples=5, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
elif CHECK:
    settings.load_profile("check")

#: Tests (every parameter of each) that ``make check`` leaves out: each takes seconds, and what it sweeps
#: the sampled tests also touch (``tests/test_check_selection.py`` keeps every name here a real test).
SWEEPS = frozenset({
    "tests/gongzhu/test_gongzhu_review.py::test_legal_actions_match_an_independent_oracle",
    "tests/wang27/test_wang27_fast.py::test_check_apply_and_legal_actions_agree_everywhere",
    "tests/wang27/test_wang27_fast.py::test_a_whole_hand_played_the_fast_way_reads_and_scores_as_the_explaining_way",
    "tests/bridge/test_bridge_fast_path.py::test_check_apply_and_legal_actions_agree_everywhere",
    "tests/bridge/test_bridge_fast_path.py::test_may_is_check_without_the_reason",
    "tests/bridge/test_bridge_fast_path.py::test_cold_refusals_keep_their_reasons",
    "tests/test_coach.py::test_hints_are_legal_in_every_phase",
    "tests/spades/test_spades_fast_path.py::test_every_step_agrees_with_the_explaining_engine",
    "tests/gongzhu/test_gongzhu_fast_path.py::test_every_step_agrees_with_the_explaining_engine",
    "tests/spades/test_spades_properties.py::test_check_apply_and_legal_actions_agree_everywhere",
    "tests/test_compose.py::test_typed_play_link_round_trip",
    "tests/test_coach.py::test_review_finds_a_planted_blunder",
    "tests/bridge/test_pbn_lin_world.py::test_corpus_file_agrees_with_endplay_board_by_board",
    "tests/wang27/test_wang27_records.py::test_bot_never_plays_illegally_and_every_phase_is_covered",
    "tests/bridge/test_bridge_game.py::test_bot_levels_play_whole_hands",
    # 10,000 deals bid by each bidding system (the sample test stays in)
    "tests/bridge/test_bidding_honesty.py::test_ten_thousand_deals_are_bid_honestly",
    "tests/test_match.py::test_wang27_match_levels_carry_and_end_at_A",
    # whole hands played by the coach's hints, and every card of seeded hands through both paths: the coach's
    # and the kernels' own quick tests stay in
    "tests/test_coach_agrees.py::test_following_every_hint_gives_a_clean_review",
    "tests/test_kernel_differential.py::test_the_kernel_and_the_explaining_path_agree_on_every_card",
    # ``make check`` runs ``tools/build_lessons.py --check`` itself (check-lessons), beside the tests
    "tests/test_build_lessons.py::test_committed_lessons_match_their_sources",
    "tests/test_practice_pages.py::test_the_committed_practice_pages_are_built_from_sources",
    # run ``python -m tutor check`` several times each (test_check_never_prints_a_traceback stays in)
    "tests/test_hostile_input.py::test_check_wrong_usage_exits_2",
    "tests/test_hostile_input.py::test_check_keeps_the_good_games_of_a_file_and_names_the_bad_one",
    # starts four processes
    "tests/test_progress_store.py::test_processes_writing_at_once_lose_nothing",
    # Gong Zhu's rooms: the strong bot on a 26-card hand, ``python -m tutor check`` in a process, the composer
    # (the rooms' conformance and their scoring sweep stay in)
    "tests/gongzhu/test_gongzhu_two_decks.py::test_bots_of_three_levels_choose_legal_actions_in_both_rooms",
    "tests/gongzhu/test_gongzhu_two_decks.py::test_records_of_both_rooms_load_and_check",
    "tests/gongzhu/test_gongzhu_two_decks.py::test_the_composer_takes_a_room",
    # two processes race one action (make check keeps the two halls racing in one process)
    "tests/tables/test_hall.py::test_two_processes_racing_log_one_action",
    # starts a PostgreSQL server (the SQLite twin of the test stays in)
    "tests/test_progress_store.py::test_a_new_learners_first_answer_from_two_tabs_is_kept_once_postgresql",
    # builds every bridge lesson in three languages four times over (about 8 s): ``make check`` runs the real
    # ``tools/build_lessons.py --check`` itself, and the practice page's build test (one build, one check) stays in
    "tests/test_practice_pages.py::test_a_teachers_edit_reaches_the_page_and_the_check_finds_it_first",
    # starts a kernel
    "tests/test_kernel_sockets.py::test_a_learners_server_with_a_long_runtime_folder_starts_a_kernel_on_short_sockets",
    # starts a second pytest and a kernel
    "tests/test_nbval_sockets.py::test_nbvals_kernels_listen_on_unix_sockets_not_tcp_ports",
    # start the app (the ``served`` fixture)
    "tests/test_page_texts.py::test_the_app_serves_each_lessons_words_in_its_language",
    # every step of one 27 Wang hand per rules variant through both kernels, every probe at each (4.6 s: the
    # longest hands); the other games' walks and 27 Wang's one-hand-a-variant draw check stay in
    "tests/wang27/test_wang27_compiled.py::test_the_compiled_kernel_and_the_reference_agree_at_every_step",
    # every board of the 13 corpus files (2.5 s); the fuzzing of real files and the corpus counts stay in
    "tests/bridge/test_pbn_lin_world.py::test_every_board_with_a_valid_deal_opens_with_its_problems_named",
    # a second pytest runs two lessons under nbval (about 10 s); the navigation checks and the checks' own test stay in
    "tests/test_chinese_offline.py::test_nbvals_run_checks_what_the_widgets_show",
})
#: Files left out whole: their tests start a server or a second pytest (``make check`` runs none), or share
#: a fixture that plays hundreds of hands.
LEFT_FILES = frozenset({
    "tests/test_classroom.py", "tests/test_classroom_hub.py", "tests/wang27/test_wang27_properties.py",
    "tests/test_classview.py", "tests/test_livequestion.py", "tests/test_progress_app.py", "tests/test_pool.py",
    "tests/test_pool_ahead.py",
    "tests/test_without_playwright.py",
    "tests/tables/test_postgres.py",  # starts a PostgreSQL server
    "tests/test_tables_web.py",  # starts the app (four learners a table over real sockets)
    "tests/test_class_sets.py",  # starts the app (the teacher's console: a class set played over HTTP)
    "tests/test_houserules_web.py",  # starts the app (the house-rules page, then a table by them)
    "tests/test_fork_kernels.py",  # starts kernels, a zygote and the app
    "tests/test_coach_words.py",  # the coach's hints over 60 random positions, each searched (2.6 s)
    "tests/test_watch.py",  # starts the app and a Jupyter Server (the pages' held requests)
})


def _long(item) -> bool:  # type: ignore[no-untyped-def]
    name = item.nodeid.split("[")[0]
    return name in SWEEPS or name.split("::")[0] in LEFT_FILES


def _place(file: str, sweeping: set[str]) -> int:
    """Where a file's tests go in `make unit`: first the files that start servers, kernels or another pytest
    (``LEFT_FILES``: mostly waiting, wall time far above their CPU time), then the rest, and last the files
    holding a long sweep (``SWEEPS``: CPU all the way)."""
    return 0 if file in LEFT_FILES else 2 if file in sweeping else 1


def pytest_collection_modifyitems(config, items) -> None:  # type: ignore[no-untyped-def]
    """``make check``: the long tests left out. Otherwise (``make unit``) the files are ordered by :func:`_place`,
    whole files (a file's module-scoped fixtures are set up once), each group in its own order. In `make test`
    the unit tests run at a low priority beside the browser tests and finish last: the tests that mostly wait
    (held requests, servers starting) cost nothing while the browser tests keep the processors full, and the
    CPU sweeps at the end keep both processors busy once the browser tests are done (with the waiting tests
    last, about 22 s of one processor idle ended the run; measured with a per-test log of wall and CPU time)."""
    if not CHECK:
        sweeping = {item.nodeid.split("::")[0] for item in items if item.nodeid.split("[")[0] in SWEEPS}
        items[:] = sorted(items, key=lambda item: _place(item.nodeid.split("::")[0], sweeping))  # stable
        return
    keep, left = [], []
    for item in items:
        if _long(item):
            left.append(item)
        else:
            keep.append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = keep
