"""Nothing reaches the page: real comm messages with bad contents, sent the way the kernel delivers them
(through the comm manager to the widget's ``_handle_msg``), never raise, never call ``showtraceback``
and never write to standard error or output (which the kernel forwards to the page); the detail goes to
the server's log and the widget keeps (and re-sends) its real state."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from typing import Any

import comm
import ipywidgets as w
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor.widgets  # noqa: F401 - importing installs the guard
from tests.budget import examples
from tutor.widgets import CardPicker, PlayAlong
from tutor.widgets.guard import LOG

SVG = "".join(f'<g class="tt-card" data-index="{i}"></g>' for i in range(3))


class Page:
    """What the page would get: ``showtraceback`` calls and anything written to stdout/stderr."""

    def __init__(self) -> None:
        self.tracebacks = 0

    def showtraceback(self, *args: Any, **kwargs: Any) -> None:
        self.tracebacks += 1


@pytest.fixture()
def screen(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Iterator[Page]:
    seen = Page()
    # ipywidgets answers a handler's exception with get_ipython().showtraceback(): pretend to be a kernel
    monkeypatch.setattr("ipywidgets.widgets.widget.get_ipython", lambda: seen)
    yield seen
    out = capsys.readouterr()
    assert seen.tracebacks == 0, "a traceback was sent to the page"
    assert out.out == "" and out.err == "", f"text reached the page: {out.out + out.err!r}"


@pytest.fixture()
def server_log() -> Iterator[io.StringIO]:
    text = io.StringIO()
    handler = logging.StreamHandler(text)
    loggers = [LOG, logging.getLogger("Comm")]
    for logger in loggers:
        logger.addHandler(handler)
    yield text
    for logger in loggers:
        logger.removeHandler(handler)


def deliver(widget: Any, data: Any) -> None:
    """A comm_msg as the kernel's comm manager receives it from the page."""
    msg = {"header": {"msg_type": "comm_msg"}, "content": {"comm_id": widget.comm.comm_id, "data": data},
           "buffers": [], "metadata": {}}
    comm.get_comm_manager().comm_msg(None, None, msg)  # type: ignore[arg-type]


@pytest.mark.parametrize("index", ["abc", None, 1.5, True, [1], {"i": 1}, "1", -1, 3, 10**400],
                         ids=["abc", "null", "1.5", "true", "list", "object", "text-1", "-1", "3-beyond", "huge"])
def test_a_picker_message_with_a_bad_index_is_ignored_and_logged(screen: Page, server_log: io.StringIO,
                                                                 index: Any) -> None:
    picks: list[int] = []
    picker = CardPicker(SVG, on_pick=picks.append)
    deliver(picker, {"method": "custom", "content": {"event": "click", "index": index}})
    assert picks == [] and "ignored a message" in server_log.getvalue()
    deliver(picker, {"method": "custom", "content": {"event": "click", "index": 2}})
    assert picks == [2]  # the picker still works


def test_a_click_on_no_drawn_card_changes_nothing(screen: Page, server_log: io.StringIO) -> None:
    pa = PlayAlong("basics", seed=3)
    before = pa.state
    for index in (99, -1, "abc", None):
        deliver(pa._picker, {"method": "custom", "content": {"event": "click", "index": index}})
    assert pa.state == before and pa.message == "" and server_log.getvalue().count("ignored a message") == 4
    legal = next(i for i, c in enumerate(pa.hand()) if pa.state.check(c) is None)
    deliver(pa._picker, {"method": "custom", "content": {"event": "click", "index": legal}})
    assert pa.state != before  # a real click still plays


@pytest.mark.parametrize(("make", "state"), [
    (lambda: w.IntSlider(value=3, min=0, max=10), {"value": "x"}),
    (lambda: w.IntSlider(value=3, min=0, max=10), {"value": None}),
    (lambda: w.Dropdown(options=["a", "b"], value="a"), {"index": 7}),
    (lambda: w.Dropdown(options=["a", "b"], value="a"), {"index": "b"}),
    (lambda: w.Checkbox(value=True), {"value": {"no": 1}}),
    (lambda: w.Text(value="t"), {"value": ["list"]}),
])
def test_a_state_update_of_the_wrong_kind_snaps_back(screen: Page, server_log: io.StringIO, make: Any,
                                                     state: dict[str, Any]) -> None:
    widget = make()
    before = widget.get_state()
    sent: list[Any] = []

    class Recording:  # what goes back to the page: a comm made outside a kernel (ipykernel's, once it has
        comm_id = widget.comm.comm_id  # been imported) has no kernel and would send nothing at all

        def send(self, data: Any = None, **_k: Any) -> None:
            sent.append(data)

        def on_msg(self, _callback: Any) -> None:  # messages still arrive through the comm registered
            pass

    original, widget.comm = widget.comm, Recording()
    try:
        deliver(widget, {"method": "update", "state": state, "buffer_paths": []})
    finally:
        widget.comm = original  # closed as any widget's at the end
    assert widget.get_state() == before
    assert "could not be handled" in server_log.getvalue() and "Traceback" in server_log.getvalue()
    assert any(d and d.get("method") == "update" and set(before) <= set(d["state"]) for d in sent), \
        "the real state was not sent back to the page"


@pytest.mark.parametrize("data", [{}, {"method": 5}, None, "x", {"method": "update", "state": 5},
                                  {"method": "update", "state": {"value": 1}, "buffer_paths": [["x", 9]]},
                                  {"method": "frobnicate"}])
def test_a_malformed_widget_message_is_logged(screen: Page, server_log: io.StringIO, data: Any) -> None:
    deliver(w.IntSlider(value=3), data)


def test_a_message_for_an_unknown_widget_is_logged(screen: Page, server_log: io.StringIO) -> None:
    comm.get_comm_manager().comm_msg(None, None, {"content": {"comm_id": "no-such-widget", "data": {}}})  # type: ignore[arg-type]
    assert "No such comm: no-such-widget" in server_log.getvalue()


def test_a_failing_callback_reaches_the_log_not_the_page(screen: Page, server_log: io.StringIO) -> None:
    def boom(_index: int) -> None:
        raise RuntimeError("boom in /some/file.py")

    picker = CardPicker(SVG, on_pick=boom)
    deliver(picker, {"method": "custom", "content": {"event": "click", "index": 0}})
    assert "boom in /some/file.py" in server_log.getvalue()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8)


@settings(max_examples=examples(150), deadline=None)
@given(st.sampled_from(["value", "index", "min", "max", "description", "disabled", "svg", "_dom_classes"]),
       json_values, st.sampled_from(["update", "custom", "request_state"]))
def test_any_message_to_any_widget_stays_off_the_page(key: str, value: Any, method: str) -> None:
    seen = Page()
    import ipywidgets.widgets.widget as ww
    real, ww.get_ipython = ww.get_ipython, lambda: seen  # type: ignore[assignment]
    try:
        for widget in (w.IntSlider(value=3), w.Dropdown(options=["a", "b"]), CardPicker(SVG, on_pick=lambda _i: None)):
            content = {"event": "click", key: value} if method == "custom" else {key: value}
            deliver(widget, {"method": method, "state": {key: value}, "content": content, "buffer_paths": []})
            widget.close()
    finally:
        ww.get_ipython = real
    assert seen.tracebacks == 0


def test_the_kernels_comm_handlers_log_a_malformed_message(monkeypatch: pytest.MonkeyPatch,
                                                           server_log: io.StringIO) -> None:
    """A comm message without a comm id makes ipykernel's comm manager raise (the kernel would log it to
    the standard error it forwards); the guarded handlers log it for the server instead."""
    from types import SimpleNamespace

    from tutor.widgets import guard

    manager = comm.base_comm.CommManager()
    kernel = SimpleNamespace(shell_handlers={name: getattr(manager, name)
                                             for name in ("comm_open", "comm_msg", "comm_close")})
    monkeypatch.setattr("IPython.get_ipython", lambda: SimpleNamespace(kernel=kernel))
    guard._guard_kernel()
    for name in ("comm_open", "comm_msg", "comm_close"):
        assert kernel.shell_handlers[name](None, None, {"content": {}}) is None
    assert server_log.getvalue().count("the kernel could not handle a comm_") == 3
    assert "KeyError: 'comm_id'" in server_log.getvalue()
