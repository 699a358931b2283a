"""Lesson pages and their kernels: the learner of the page being rendered goes to the kernel that serves it
(``TUTOR_LEARNER``/``TUTOR_LESSON`` in a fresh kernel's environment; ``<data folder>/sessions/<kernel id>.json``
for a preheated kernel handed to the page), and the lesson is recorded as opened."""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import threading
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import tornado.web

from ...errors import StoreError
from ...progress import names
from ...progress.session import lesson_id
from ...progress.store import data_dir
from .identity import learner_of, remember
from .store import APP_STORE

LOG = logging.getLogger("tutor.serve.learners")

#: the page a request is rendering: set by :func:`enter_page`, read when its kernel starts or is taken
_page: ContextVar[dict[str, str] | None] = ContextVar("tutor_page", default=None)


def enter_page(handler: tornado.web.RequestHandler, path: str) -> str:
    """Called as a lesson page is requested: the learner (a new browser id if none yet, kept in the cookie),
    remembered for the kernel that will serve the page; records the lesson as opened."""
    learner = learner_of(handler)
    if learner is None:
        learner = names.new_browser_id()
        remember(handler, learner)
    lesson = lesson_id(path) or ""
    _page.set({"learner": learner, "lesson": path})
    if lesson:
        threading.Thread(target=_record_open, args=(learner, lesson), daemon=True).start()
    return learner


def _record_open(learner: str, lesson: str) -> None:
    store = APP_STORE.get()
    if store is None:
        return
    try:
        store.record(learner, f"lesson:{lesson}", True, "opened")
    except StoreError as exc:
        APP_STORE.failed(exc)


def kernel_env(kwargs: dict[str, Any]) -> None:
    """Before a kernel starts for a page (not a preheated one): its learner and lesson in its environment."""
    page = _page.get()
    env = kwargs.get("env")
    if page and isinstance(env, dict) and env.get("VOILA_PREHEAT") == "False":
        env["TUTOR_LEARNER"] = page["learner"]
        env["TUTOR_LESSON"] = page["lesson"]


def _binding(kernel_id: str) -> Path:
    if not re.fullmatch(r"[0-9a-fA-F-]{8,64}", kernel_id):
        raise ValueError(f"not a kernel id: {kernel_id!r}")
    return data_dir() / "sessions" / f"{kernel_id}.json"


def bind_taken(kernel_id: str) -> None:
    """A preheated kernel was handed to the page being rendered: tell it who its learner is."""
    page = _page.get()
    if not page:
        return
    try:
        path = _binding(kernel_id)
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = path.with_suffix(f".{secrets.token_hex(4)}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            json.dump(page, f)
        os.replace(tmp, path)
    except (OSError, ValueError) as exc:
        LOG.warning("cannot tell kernel %s its learner: %s", kernel_id, exc)


def unbind(kernel_id: str) -> None:
    try:
        _binding(kernel_id).unlink(missing_ok=True)
    except (OSError, ValueError):
        pass
