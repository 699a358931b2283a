"""The app's progress store, opened on first use and tried again a while after it failed (every handler and
page of the server asks :data:`APP_STORE`)."""

from __future__ import annotations

import logging
import threading
import time

from ...errors import StoreError
from ...progress.session import problem_text
from ...progress.store import Store, open_store

LOG = logging.getLogger("tutor.serve.learners")
REOPEN_AFTER = 20.0  # seconds before a store that failed to open is tried again

class _AppStore:
    """The server's store, opened on first use, tried again a while after it failed."""

    def __init__(self) -> None:
        self.store: Store | None = None
        self.reason: str | None = None
        self.failed_at = 0.0
        self.lock = threading.Lock()

    def get(self) -> Store | None:
        with self.lock:
            if self.store is None and (not self.failed_at or time.monotonic() - self.failed_at > REOPEN_AFTER):
                try:
                    self.store = open_store()
                    self.reason = None
                except StoreError as exc:
                    self.failed_at, self.reason = time.monotonic(), exc.reason
                    LOG.warning("progress is not being saved: %s", exc)
            return self.store

    def failed(self, exc: StoreError) -> None:
        self.reason = exc.reason
        LOG.warning("progress write failed: %s", exc)

    def problem(self) -> str | None:
        return problem_text(self.reason) if self.reason else None


APP_STORE = _AppStore()
