"""The classroom decisions of the app, as plain functions the server and the tests share.

Nothing here starts a server: it says how many kernels a class needs, which ``Host:`` names the app
answers, whether a token is needed and what link the teacher shares.
"""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
import socket
from collections.abc import Iterable
from dataclasses import dataclass

#: Names that always mean "this machine" (a learner at home opens one of these).
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "localhost.localdomain"})
#: A kernel of a lesson takes about 55 MB (measured with Voilà here); the cap keeps a class well inside memory.
KERNEL_MB = 60


@dataclass(frozen=True)
class ClassPlan:
    """What ``make app CLASS=N`` prepares.

    ``pool`` kernels per preheated lesson run the lesson before anyone arrives; ``max_kernels`` is the
    most live kernels at once (a request beyond it gets the "class is full" page); ``max_executions``
    is how many lessons execute at once (the rest queue instead of starving each other's output).
    """

    learners: int
    lessons: tuple[str, ...]
    pool: int
    max_kernels: int
    max_executions: int

    def pools_config(self) -> dict[str, dict[str, int]]:
        """Voilà's ``VoilaKernelManager.kernel_pools_config``: no kernel for a lesson nobody named,
        ``pool`` kernels for each named one."""
        config = {"default": {"pool_size": 0}}
        for lesson in self.lessons:
            config[lesson] = {"pool_size": self.pool}
        return config

    @property
    def preheat(self) -> bool:
        return self.pool > 0 and bool(self.lessons)


def class_plan(learners: int = 1, lessons: Iterable[str] = (), *, max_kernels: int | None = None,
               cores: int | None = None) -> ClassPlan:
    """The plan for ``learners`` learners opening ``lessons`` (paths under the lessons folder).

    One learner (the default) preheats nothing: the app stays as light as a plain Voilà. A class
    preheats one kernel per learner for each named lesson. Each learner may hold a second kernel
    while moving to the next lesson, so the cap is twice the class plus a few for the teacher.

    >>> p = class_plan(30, ["spades/01-bidding.ipynb"], cores=2)
    >>> (p.pool, p.max_kernels, p.max_executions, p.preheat)
    (30, 64, 2, True)
    >>> class_plan().preheat, class_plan().max_kernels
    (False, 8)
    """
    if learners < 1:
        raise ValueError(f"a class has at least one learner, not {learners}")
    names = tuple(clean_lesson(x) for x in lessons if x.strip())
    cap = max_kernels if max_kernels is not None else max(8, 2 * learners + 4)
    if cap < 1:
        raise ValueError(f"the kernel cap must be at least 1, not {cap}")
    pool = learners if learners > 1 else 0
    if names:  # never preheat more than the cap allows
        pool = min(pool, cap // len(names))
    executions = max(1, cores if cores is not None else (os.cpu_count() or 1))
    return ClassPlan(learners, names, pool, cap, executions)


def clean_lesson(path: str) -> str:
    """A lesson path as Voilà names it: relative to the served folder, with forward slashes.

    >>> clean_lesson("lessons/spades/01-bidding.ipynb")
    'spades/01-bidding.ipynb'
    >>> clean_lesson("./gongzhu/00-two-minutes")
    'gongzhu/00-two-minutes.ipynb'
    """
    p = path.strip().replace("\\", "/")
    p = re.sub(r"^(\./)+", "", p)
    if p.startswith("lessons/"):
        p = p[len("lessons/"):]
    if not p.endswith(".ipynb"):
        p += ".ipynb"
    if p.startswith("/") or ".." in p.split("/"):
        raise ValueError(f"a lesson is a path inside the lessons folder, not {path!r}")
    return p


def is_loopback(ip: str) -> bool:
    """True if the app listens only on this machine (then no token is needed).

    >>> is_loopback("127.0.0.1"), is_loopback("localhost"), is_loopback("::1"), is_loopback("0.0.0.0")
    (True, True, True, False)
    """
    if ip in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(ip).is_loopback
    except ValueError:
        return False


def choose_token(ip: str, given: str | None = None) -> str:
    """The token the app requires: none on loopback (unless one is given), the given one, or a new one.

    >>> choose_token("127.0.0.1")
    ''
    >>> choose_token("0.0.0.0", "abc")
    'abc'
    >>> len(choose_token("0.0.0.0")) >= 20
    True
    """
    if given:
        return given
    if is_loopback(ip):
        return ""
    return secrets.token_urlsafe(18)


def split_host(host: str) -> str:
    """The name of a ``Host:`` header without its port, lower case, IPv6 brackets removed.

    >>> split_host("Example.org:8866"), split_host("[::1]:80"), split_host("10.0.0.2")
    ('example.org', '::1', '10.0.0.2')
    """
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host[1:]
    if host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host.rstrip(".")


def served_names(ip: str, extra: Iterable[str] = (), addresses: Iterable[str] | None = None,
                 hostname: str | None = None) -> frozenset[str]:
    """The host names the app answers to: loopback always; when it listens on the network, the
    machine's own addresses and names; plus ``extra`` (say, a school DNS name).

    A request whose ``Host:`` is anything else is refused: a web page elsewhere that points its own
    name at this machine (DNS rebinding) cannot reach the kernels.

    >>> sorted(served_names("127.0.0.1", addresses=["10.1.2.3"], hostname="pc"))
    ['127.0.0.1', '::1', 'localhost', 'localhost.localdomain']
    >>> sorted(served_names("0.0.0.0", ["tutor.school"], addresses=["10.1.2.3"], hostname="pc"))[:2]
    ['10.1.2.3', '127.0.0.1']
    >>> {"pc", "pc.local", "tutor.school"} <= served_names("0.0.0.0", ["tutor.school"], hostname="pc")
    True
    """
    names = set(LOOPBACK_NAMES)
    names.update(split_host(x) for x in extra if x.strip())
    if is_loopback(ip):
        return frozenset(names)
    if ip not in ("", "0.0.0.0", "::"):
        names.add(split_host(ip))
        return frozenset(names)
    host = hostname if hostname is not None else socket.gethostname()
    if host:
        names.update({host.lower(), host.lower() + ".local"})
        if hostname is None:
            names.add(socket.getfqdn().lower())
    names.update(split_host(a) for a in (addresses if addresses is not None else local_addresses()))
    return frozenset(names)


def host_allowed(host_header: str | None, names: frozenset[str]) -> bool:
    """True if a request's ``Host:`` header names this app.

    >>> names = served_names("0.0.0.0", addresses=["10.1.2.3"], hostname="pc")
    >>> host_allowed("10.1.2.3:8866", names), host_allowed("PC:8866", names), host_allowed("localhost", names)
    (True, True, True)
    >>> host_allowed("evil.example:8866", names), host_allowed("", names), host_allowed(None, names)
    (False, False, False)
    """
    if not host_header:
        return False
    return split_host(host_header) in names


def local_addresses() -> list[str]:
    """Every address of this machine's network interfaces (IPv4 and IPv6, loopback included)."""
    try:
        import psutil

        return [a.address.split("%", 1)[0] for addrs in psutil.net_if_addrs().values() for a in addrs
                if a.family in (socket.AF_INET, socket.AF_INET6)]
    except ImportError:  # psutil comes with jupyter_server; fall back to the resolver
        try:
            return socket.gethostbyname_ex(socket.gethostname())[2]
        except OSError:
            return []


def share_links(ip: str, port: int, token: str, base_url: str = "/",
                addresses: Iterable[str] | None = None) -> list[str]:
    """The links to give a class: one per network address of this machine (loopback last).

    >>> share_links("0.0.0.0", 8866, "tok", addresses=["127.0.0.1", "10.1.2.3", "fe80::1"])
    ['http://10.1.2.3:8866/?token=tok', 'http://127.0.0.1:8866/?token=tok']
    >>> share_links("127.0.0.1", 8866, "")
    ['http://127.0.0.1:8866/']
    """
    query = f"?token={token}" if token else ""
    if ip in ("", "0.0.0.0", "::"):
        hosts = [a for a in (addresses if addresses is not None else local_addresses())
                 if ":" not in a]  # IPv6 link-local addresses do not work as links
        hosts.sort(key=lambda a: (ipaddress.ip_address(a).is_loopback, a))
    else:
        hosts = [ip]
    return [f"http://{h}:{port}{base_url}{query}" for h in hosts]
