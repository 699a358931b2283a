"""Who the learner is, without accounts, and the pages' progress requests: :mod:`.identity` (the signed
cookie, the hub's user, names), :mod:`.store` (the app's store), :mod:`.kernels` (a page's learner reaches its
kernel), :mod:`.handlers` (the requests and the landing page's record). Every name is here too.

**Identity.** On a JupyterHub the hub's user (``JUPYTERHUB_USER``) is the learner. Elsewhere the learner is
a random id the app gives this browser, kept in the ``tutor_learner`` cookie (HttpOnly, SameSite=Lax) and
signed with HMAC-SHA256 under the app's secret (``<data folder>/secret``, made once, mode 0600): a learner
cannot become another one by editing a cookie or a URL. The landing page's first visit asks for a name
(form ``tt-learner``), or "continue without a name"; a lesson opened directly gets an id at once, so no
answer is lost.

**The lesson kernel learns its learner** from the app, never from the page: for a kernel started for the
page, the app puts ``TUTOR_LEARNER`` and ``TUTOR_LESSON`` in its environment; for a preheated kernel (which
ran its lesson before anyone came, ``make app CLASS=N``), the app writes ``<data folder>/sessions/<kernel
id>.json`` when it hands the kernel to the page, and ``progress.here()`` reads it at the first answer. The
binding goes when the kernel stops.

**Requests** (XSRF-checked when they change anything; only the cookie's own learner is ever read):

- ``POST /tutor/learner``: ``name=...`` names this browser's learner, ``anonymous=1`` continues without one;
  back to ``next`` (a path on this site).
- ``POST /tutor/forget``: deletes the learner's whole record and the cookie.
- ``GET /tutor/export``: the learner's answers as a JSON download (``store.answers``).
- ``GET /tutor/me``: the learner's summary as JSON (what the landing page shows).

The server records ``lesson:<lesson>`` ``"opened"`` as it hands a lesson page to a learner.
"""

from __future__ import annotations

from . import handlers, identity, kernels, store
from .handlers import handler_classes, install, landing_record, routes, tree_handler
from .identity import (
    COOKIE,
    COOKIE_DAYS,
    NAME_ERRORS,
    forget_cookie,
    hub_learner,
    learner_of,
    name_problem,
    remember,
    secret,
    sign,
    verify,
)
from .kernels import _page, bind_taken, enter_page, kernel_env, unbind
from .store import APP_STORE, REOPEN_AFTER

__all__ = ["APP_STORE", "COOKIE", "COOKIE_DAYS", "NAME_ERRORS", "REOPEN_AFTER", "bind_taken", "enter_page",
           "forget_cookie", "handler_classes", "handlers", "hub_learner", "identity", "install", "kernel_env",
           "kernels", "landing_record", "learner_of", "name_problem", "remember", "routes", "secret", "sign", "store",
           "tree_handler", "unbind", "verify", "_page"]
