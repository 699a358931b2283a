"""What the widgets of a Chinese lesson show, checked in nbval's own kernel once the lesson's last cell has run.

The browser suite opens every English lesson and each game's first Chinese ones (``pages.opened_in_the_browser``);
the other Chinese lessons get the browser's page checks without a browser (``tests/test_chinese_offline.py``). Their
widgets' texts exist only once the cells have run, and ``make notebooks`` runs every lesson already (nbval, cell by
cell, comparing the outputs). So the check runs there, in the same kernel, instead of running each lesson a second
time: after the last cell of such a lesson, the kernel gives the state of every widget it holds
(``Widget.get_manager_state``: the widget state a page receives, the form ``nbclient`` stores) and
``test_chinese_offline.state_problems`` reads every text a reader would see in it. A problem fails the lesson's last
cell (its teardown), naming each text.
"""

from __future__ import annotations

import json
from pathlib import Path
from queue import Empty
from typing import Any

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
#: Printed by the kernel before the widget state, so the state is told apart from anything else it prints.
MARK = "tt-widget-state:"
STATE_CODE = ("import json as _tt_json\nfrom ipywidgets import Widget as _tt_Widget\n"
              f"print({MARK!r} + _tt_json.dumps(_tt_Widget.get_manager_state()['state'], default=lambda o: None))")


def lesson_of(nb_path: str | Path) -> str | None:
    """The lesson a notebook is (``zh/spades/03-….ipynb``: its language's and game's folders and its name), else
    ``None``; a copy elsewhere is the lesson it copies (the check's own test runs one).

    >>> lesson_of(LESSONS / "zh" / "spades" / "a.ipynb"), lesson_of("/tmp/x/zh-hant/wang27/b.ipynb")
    ('zh/spades/a.ipynb', 'zh-hant/wang27/b.ipynb')
    >>> lesson_of("/tmp/a.ipynb"), lesson_of("/tmp/en/notes/a.txt")
    (None, None)
    """
    from tests.browser import pages

    parts = Path(nb_path).parts[-3:]
    lesson = "/".join(parts)
    return lesson if len(parts) == 3 and pages.where(lesson) is not None else None


def checked_here(lesson: str | None) -> bool:
    """Whether nbval's run checks this lesson's widget texts: a Chinese lesson the browser does not open."""
    from tests.browser import pages

    return lesson is not None and not pages.opened_in_the_browser(lesson)  # (every English lesson is opened)


def widget_state(kernel: Any, timeout: float = 60) -> dict:
    """The state of every widget ``kernel`` (nbval's running kernel) holds: model id -> {model_name, state, …}."""
    msg_id = kernel.execute_cell_input(STATE_CODE, allow_stdin=False)
    kernel.await_reply(msg_id, timeout=timeout)
    printed = []
    while True:
        try:
            msg = kernel.get_message(stream="iopub", timeout=timeout)
        except Empty:
            raise AssertionError("the kernel did not finish printing its widget state") from None
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream" and msg["content"].get("name") == "stdout":
            printed.append(msg["content"]["text"])
        elif msg["msg_type"] == "error":
            raise AssertionError("reading the widget state failed: " + " ".join(msg["content"].get("traceback", [])))
        elif msg["msg_type"] == "status" and msg["content"].get("execution_state") == "idle":
            break
    text = "".join(printed)
    assert MARK in text, f"the kernel printed no widget state: {text[:200]!r}"
    return json.loads(text.split(MARK, 1)[1])


def check_lesson(nb_path: str | Path, kernel: Any) -> None:
    """Fail when a widget of the lesson ``nb_path`` (its cells all run in ``kernel``) shows what its reader should
    not read."""
    from tests.test_chinese_offline import state_problems, widget_texts

    lesson = lesson_of(nb_path)
    assert lesson is not None, f"{nb_path} is not a lesson"
    state = widget_state(kernel)
    nb = json.loads(Path(nb_path).read_text(encoding="utf-8"))
    shows_widgets = any("widget-view" in json.dumps(c.get("outputs", [])) for c in nb["cells"])
    assert widget_texts(state)[0] or not shows_widgets, \
        f"{lesson}: the lesson shows widgets, but none of their texts was read"
    lang = lesson.split("/")[0]
    found = state_problems(state, lang)
    assert not found, f"{lesson} shows what a {lang} reader should not read: " + "; ".join(dict.fromkeys(found))
