"""Nothing reaches the page: whatever a front end sends, the learner sees at most a polite line.

A Jupyter kernel shows the page everything written to its standard error (ipykernel forwards the file
descriptor itself), and ipywidgets answers a handler's exception with ``showtraceback``: a message with
an index ``"abc"``, a slider value ``"x"``, a dropdown index outside its options or a message for a
widget that does not exist would each put a traceback with file paths on the page. :func:`install`
(called when ``tutor.widgets`` is imported) sends all of that to the server's log instead:

- every widget's ``_handle_msg`` catches what its handlers raise, logs it and sends the widget's true
  state back, so a bad value on the page snaps back to the real one; callbacks registered with
  ``on_msg`` / ``on_click`` that fail are logged the same way;
- the comm loggers ("No such comm", "Exception in comm_msg") and the kernel's comm handlers log to the
  server log, never to the forwarded standard error.

The server log is the kernel's original standard error (the terminal or log file of ``voila`` / ``make
app``), or the file named by the environment variable ``TT_WIDGET_LOG``.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
from collections.abc import Callable
from typing import Any

from .. import seams

LOG = logging.getLogger("tutor.widgets")
#: loggers that ipykernel and comm use for a bad comm message; routed away from the page
COMM_LOGGERS = ("Comm", "ipykernel.comm", "tutor.widgets")
_installed = False


def server_log_handler() -> logging.Handler:
    """A handler writing to the server's log: ``$TT_WIDGET_LOG``, else the kernel's original standard
    error (the copy ipykernel keeps of the descriptor it forwards to the page), else ``sys.__stderr__``."""
    path = os.environ.get("TT_WIDGET_LOG")
    if path:
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
    else:
        fd = seams.kernel_stderr_fd(sys.stderr)
        stream = os.fdopen(os.dup(fd), "w", buffering=1, encoding="utf-8", errors="replace") \
            if isinstance(fd, int) else sys.__stderr__
        handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    return handler


def install() -> None:
    """Guard every widget message handler (once per process) and the running kernel's comm handlers (once per
    kernel: a kernel forked from a process that imported the tutor before any kernel ran calls this again,
    ``tutor.serve.forkkernels``)."""
    global _installed
    if not _installed:
        _installed = True
        handler = server_log_handler()
        for name in COMM_LOGGERS:
            logger = logging.getLogger(name)
            logger.handlers[:] = [handler]
            logger.propagate = False  # the root logger may write to the forwarded standard error
            logger.setLevel(logging.INFO)
        _guard_widgets()
    _guard_kernel()


def _guard_widgets() -> None:
    inner = seams.widget_message_handler()  # without ipywidgets' wrapper: its exceptions come to us first

    @functools.wraps(inner)
    def handle_msg(self: Any, msg: Any) -> None:
        try:
            data = msg["content"]["data"]
            if not isinstance(data, dict) or not isinstance(data.get("method"), str):
                raise TypeError(f"not a widget message: {str(data)[:200]}")
            inner(self, msg)
        except Exception:  # noqa: BLE001 - the page must never show a traceback
            LOG.error("a message from the page for %s could not be handled: %.300s", type(self).__name__, msg,
                      exc_info=True)
            try:  # the page shows the widget's real state again instead of the refused value
                self.send_state()
            except Exception:  # noqa: BLE001
                LOG.error("could not resend the state of %s", type(self).__name__, exc_info=True)

    seams.set_widget_message_handler(handle_msg)

    def dispatch(self: Any, *args: Any, **kwargs: Any) -> Any:
        """``CallbackDispatcher.__call__`` (``on_msg``, ``on_click``, ``on_submit``) with the same result,
        except that a failing callback is logged for the server instead of shown with ``showtraceback``."""
        value = None
        for callback in self.callbacks:
            try:
                local_value = callback(*args, **kwargs)
            except Exception:  # noqa: BLE001 - the page must never show a traceback
                LOG.error("a widget callback %s failed", getattr(callback, "__qualname__", callback), exc_info=True)
            else:
                value = local_value if local_value is not None else value
        return value

    seams.set_callback_dispatch(dispatch)


def _guard_kernel() -> None:
    """Wrap the running kernel's comm handlers: a malformed comm message is logged, not forwarded."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    handlers = getattr(kernel, "shell_handlers", None)
    if not isinstance(handlers, dict):
        return
    for name in ("comm_open", "comm_msg", "comm_close"):
        if name in handlers and not getattr(handlers[name], "_tt_guarded", False):
            handlers[name] = _logged(handlers[name], name)


def _logged(handler: Callable[..., Any], name: str) -> Callable[..., Any]:
    @functools.wraps(handler)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return handler(*args, **kwargs)
        except Exception:  # noqa: BLE001
            LOG.error("the kernel could not handle a %s message", name, exc_info=True)
            return None

    wrapper._tt_guarded = True  # type: ignore[attr-defined]
    return wrapper
