"""Voilà's page templates compiled once per server, not once per page.

Voilà makes a new nbconvert exporter for every page it renders (a page opened, a lesson rendered ahead), and
each exporter a new Jinja environment, which parses and compiles the template and the dozen it extends and
includes again: about 0.1 s of the server's CPU per page. :func:`compile_once` gives those environments one
in-memory bytecode cache for the server's life. Jinja still reads each template's source and checks it
against what was compiled (a checksum), so an edited template is compiled anew, never served stale.
"""

from __future__ import annotations

import threading
from typing import Any

import jinja2

from .. import seams


class MemoryBytecodeCache(jinja2.BytecodeCache):
    """Compiled templates kept in memory, by template and source checksum (Jinja's bucket key and check), apart
    for environments that render asynchronously (Voilà's) or not: their code differs.

    >>> env = jinja2.Environment(loader=jinja2.DictLoader({"t": "{{ 1 + 1 }}"}), bytecode_cache=MemoryBytecodeCache())
    >>> env.get_template("t").render(), len(env.bytecode_cache._code)
    ('2', 1)
    """

    def __init__(self) -> None:
        self._code: dict[tuple[bool, str], bytes] = {}
        self._lock = threading.Lock()

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with self._lock:
            code = self._code.get((bucket.environment.is_async, bucket.key))
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = bucket.bytecode_to_string()
        with self._lock:
            self._code[(bucket.environment.is_async, bucket.key)] = code


CACHE = MemoryBytecodeCache()


def compile_once(exporter_class: Any = None) -> None:
    """Every Jinja environment that ``exporter_class`` (Voilà's exporter by default) makes from now on shares
    :data:`CACHE`. Idempotent."""
    if exporter_class is None:
        from voila.exporter import VoilaExporter

        exporter_class = VoilaExporter
    seams.share_template_cache(exporter_class, CACHE)
