"""Who the learner of a request is: the hub's user, else the id in this browser's signed cookie
(``tutor_learner``: HttpOnly, SameSite=Lax, HMAC-SHA256 under the app's secret, ``<data folder>/secret``, made once,
mode 0600), and the names a learner may give."""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import threading

import tornado.web

from ...errors import StoreError
from ...progress import names
from ...progress.store import data_dir

LOG = logging.getLogger("tutor.serve.learners")
COOKIE = "tutor_learner"
COOKIE_DAYS = 400

# -- the secret and signed ids --------------------------------------------------------------------------------

_secret: bytes | None = None
_secret_lock = threading.Lock()


def secret() -> bytes:
    """The app's signing key: ``<data folder>/secret`` (made on first use), or one for this run only."""
    global _secret
    with _secret_lock:
        if _secret is None:
            path = data_dir() / "secret"
            try:
                _secret = bytes.fromhex(path.read_text().strip())
            except (OSError, ValueError):
                key = secrets.token_bytes(32)
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                    with os.fdopen(fd, "w") as f:
                        f.write(key.hex())
                except FileExistsError:  # another process made it first: use theirs
                    try:
                        key = bytes.fromhex(path.read_text().strip())
                    except (OSError, ValueError):
                        pass
                except OSError:
                    LOG.warning("cannot keep the learner secret in %s: learners are remembered until the app "
                                "stops", path)
                _secret = key
        return _secret


def sign(learner: str) -> str:
    """``learner.signature``: the cookie's value.

    >>> verify(sign("b-abc")) == "b-abc", verify("b-abc.0000"), verify("nonsense")
    (True, None, None)
    """
    mac = hmac.new(secret(), learner.encode(), hashlib.sha256).hexdigest()[:32]
    return f"{learner}.{mac}"


def verify(value: str | None) -> str | None:
    """The learner id of a signed cookie value, or None if it is not one this app signed."""
    if not value or "." not in value:
        return None
    learner, mac = value.rsplit(".", 1)
    good = hmac.new(secret(), learner.encode(), hashlib.sha256).hexdigest()[:32]
    if not hmac.compare_digest(mac, good):
        return None
    try:
        return names.check_learner(learner)
    except StoreError:
        return None


def hub_learner() -> str | None:
    user = os.environ.get("JUPYTERHUB_USER")
    if not user:
        return None
    try:
        return names.hub_id(user)
    except StoreError:
        return None


def learner_of(handler: tornado.web.RequestHandler) -> str | None:
    """The learner of a request: the hub's user, else the signed cookie's id, else None."""
    return hub_learner() or verify(handler.get_cookie(COOKIE))


def remember(handler: tornado.web.RequestHandler, learner: str) -> None:
    base = handler.settings.get("base_url", "/")
    handler.set_cookie(COOKIE, sign(learner), path=base, expires_days=COOKIE_DAYS, httponly=True, samesite="Lax")


def forget_cookie(handler: tornado.web.RequestHandler) -> None:
    handler.clear_cookie(COOKIE, path=handler.settings.get("base_url", "/"))


NAME_ERRORS = ("empty", "long", "chars")


def name_problem(name: str) -> str | None:
    """``empty``, ``long`` or ``chars`` for a name that cannot be kept, else None.

    >>> name_problem(""), name_problem("x" * 41), name_problem("a\\u202eb"), name_problem("Ann")
    ('empty', 'long', 'chars', None)
    """
    try:
        names.clean_name(name)
    except StoreError as exc:
        text = str(exc)
        return "empty" if "empty" in text else "long" if "at most" in text else "chars"
    return None
