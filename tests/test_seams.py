"""The server and the widgets on public seams: every reach into another package's private parts is in
``tutor/seams.py``, named, and each is checked here against the installed packages, so that an upgrade that moves
one fails this test loudly instead of switching a feature off in silence (the warm pool, lessons rendered ahead,
the compiled templates, the widget guard)."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import re
import sys
from functools import cache
from pathlib import Path

import pytest

from tests import source_tree

ROOT = Path(__file__).resolve().parents[1]
#: the packages whose private names only tutor/seams.py may touch
FOREIGN = ("voila", "jupyter_client", "jupyter_server", "tornado", "nbconvert", "ipywidgets", "ipykernel",
           "anywidget", "traitlets", "nbclient", "jupyterhub")


# -- each seam still finds what it reaches ----------------------------------------------------------------------

def test_voilas_kernel_manager_keeps_its_pools_and_private_steps():
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    cls = voila_kernel_manager_factory(AsyncMappingKernelManager, True, 1)
    assert "self._pools" in inspect.getsource(cls.__init__)  # seams.voila_pool, has_voila_pools
    assert list(inspect.signature(cls._initialize).parameters)[:3] == ["self", "notebook_path", "kernel_id"]
    assert inspect.iscoroutinefunction(cls._initialize)
    assert list(inspect.signature(cls._notebook_renderer_factory).parameters)[:2] == ["self", "notebook_path"]
    assert {"fill_if_needed", "get_rendered_notebook", "get_pool_size"} <= set(dir(cls))  # what the app overrides
    import voila.app

    assert list(inspect.signature(voila.app.voila_kernel_manager_factory).parameters)[:3] == [
        "base_class", "preheat_kernel", "default_pool_size"]  # seams.voila_manager_factory wraps it


def test_the_tutors_manager_puts_the_hooks_in_front_of_voilas():
    """The hooks sit right in front of Voilà's class, behind the tutor's mixins, and Voilà's private steps resolve
    to the hooks'."""
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    from tutor import seams
    from tutor.serve.app import capped_factory

    cls = capped_factory(voila_kernel_manager_factory, AsyncMappingKernelManager, True, 1)
    assert cls._initialize is seams.VoilaManagerHooks._initialize
    assert cls._notebook_renderer_factory is seams.VoilaManagerHooks._notebook_renderer_factory
    assert cls.kernel_for_render is not seams.VoilaManagerHooks.kernel_for_render  # the ahead pool's


def test_voilas_tree_handler_is_where_the_hub_seam_puts_its_own():
    from voila import server_extension
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    assert server_extension.TornadoVoilaTreeHandler is TornadoVoilaTreeHandler or issubclass(
        server_extension.TornadoVoilaTreeHandler, TornadoVoilaTreeHandler)
    assert "TornadoVoilaTreeHandler" in inspect.getsource(server_extension._load_jupyter_server_extension)


def test_tornado_still_records_headers_written():
    import tornado.web

    from tutor import seams

    assert "self._headers_written = False" in inspect.getsource(tornado.web.RequestHandler)
    assert "self._headers_written = True" in inspect.getsource(tornado.web.RequestHandler.flush)
    handler = type("H", (), {"_headers_written": False})()
    assert seams.headers_sent(handler) is False


def test_jupyter_clients_kernel_info_reply_step():
    from jupyter_client.client import KernelClient

    assert list(inspect.signature(KernelClient._handle_kernel_info_reply).parameters) == ["self", "msg"]
    assert "_handle_kernel_info_reply" in inspect.getsource(KernelClient._async_wait_for_ready)


def test_nbconvert_makes_each_environment_in_one_method():
    from nbconvert.exporters.templateexporter import TemplateExporter
    from voila.exporter import VoilaExporter

    assert list(inspect.signature(TemplateExporter._create_environment).parameters) == ["self"]
    assert "_create_environment()" in inspect.getsource(TemplateExporter)
    assert issubclass(VoilaExporter, TemplateExporter)


def test_ipywidgets_wraps_its_message_handler_and_the_seam_finds_the_one_inside():
    import ipywidgets

    from tutor import seams

    inner = seams.widget_message_handler()
    assert inner is not ipywidgets.Widget._handle_msg and inner.__name__ == "_handle_msg"  # unwrapped
    assert list(inspect.signature(inner).parameters) == ["self", "msg"]
    assert "_show_traceback" in inspect.getsource(ipywidgets.widgets.widget.Widget)


def test_ipywidgets_runs_callbacks_through_the_dispatchers_call():
    import ipywidgets

    source = inspect.getsource(ipywidgets.CallbackDispatcher)
    assert "def __call__(self, *args, **kwargs)" in source and "self.callbacks" in source
    # a widget's custom messages (on_msg) go through one
    assert isinstance(ipywidgets.Widget()._msg_callbacks, ipywidgets.CallbackDispatcher)


def test_ipykernel_keeps_the_original_standard_error():
    from ipykernel.iostream import OutStream

    assert "self._original_stdstream_copy" in inspect.getsource(OutStream.__init__)


# -- no module outside the seam touches a private name of those packages -------------------------------------------

#: names that start with an underscore but are another package's public protocol: Jupyter Server finds an
#: extension by them (its documented extension API)
PROTOCOL = frozenset({"_jupyter_server_extension_points", "_load_jupyter_server_extension"})
#: the standard library's own documented names with an underscore, which a foreign package may happen to define
#: too: ``os._exit`` (the way out of a forked child, tutor/serve/forkkernels.py)
STDLIB = frozenset({("os", "_exit")})
_DEFINED = re.compile(r"\bdef (_[A-Za-z]\w*)"  # a function or method
                      r"|\bself\.(_[A-Za-z]\w*)\s*(?::[^=\n]+)?=[^=]"  # an attribute assigned
                      r"|^[ \t]+(_[A-Za-z]\w*)\s*(?::[^=\n]+)?=[^=]", re.M)  # a name in a class body (or a function)


@cache
def private_names(package: str) -> frozenset[str]:
    """The private names (one leading underscore) a package defines: its functions and methods, and the
    attributes its code assigns (``self._x = ...``, ``_x = ...`` in a class body). Read as text (parsing every
    file of these packages takes a minute)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    names: set[str] = set()
    for folder in spec.submodule_search_locations:
        for path in Path(folder).rglob("*.py"):
            for m in _DEFINED.finditer(path.read_text(encoding="utf-8", errors="replace")):
                names.add(m.group(1) or m.group(2) or m.group(3))
    return frozenset(n for n in names if not n.startswith("__")) - PROTOCOL


def imported_packages(tree: ast.AST) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found & set(FOREIGN)


def reaches(path: Path) -> list[str]:
    """Where ``path`` touches a private name of a foreign package it imports: ``obj._name`` (read, written or
    called), a method of that name in a class with bases (an override), or the name as a string
    (``getattr(obj, "_name")``)."""
    tree = source_tree.tree(path)
    foreign: set[str] = set()
    for package in imported_packages(tree):
        foreign |= private_names(package)
    overrides = [item for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) and cls.bases
                 for item in cls.body if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)]
    found = []
    for node in source_tree.nodes(path):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                (node.value.id, node.attr) in STDLIB:
            continue
        name = node.attr if isinstance(node, ast.Attribute) else \
            node.name if any(node is o for o in overrides) else \
            node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None
        if name in foreign:
            found.append((node.lineno, name))
    return [f"{line}: {name}" for line, name in sorted(found)]


def test_no_module_outside_the_seam_touches_another_packages_private_names():
    offenders = {}
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel != "tutor/seams.py" and (found := reaches(path)):
            offenders[rel] = found
    assert offenders == {}


def test_the_scan_finds_a_reach(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("import tornado.web\n\ndef f(h):\n    return h._headers_written or getattr(h, '_reason')\n\n"
                   "class C(tornado.web.RequestHandler):\n    def _execute(self): pass\n\n"
                   "class D:\n    def _execute(self): pass\n")
    assert reaches(src) == ["4: _headers_written", "4: _reason", "7: _execute"]
    # os._exit is the standard library's; a kernel channel's _exit is jupyter_client's own
    assert "_exit" in private_names("jupyter_client")
    src.write_text("import os, jupyter_client\n\ndef f(channel):\n    channel._exit()\n    os._exit(0)\n")
    assert reaches(src) == ["4: _exit"]
    assert reaches(ROOT / "tutor" / "seams.py")  # the seam itself reaches (and is the one module allowed to)


@pytest.mark.skipif(sys.version_info < (3, 11), reason="ast on 3.11")
def test_private_names_are_read_from_the_packages():
    assert {"_headers_written", "_reason"} <= private_names("tornado")
    assert {"_pools", "_initialize", "_notebook_renderer_factory"} <= private_names("voila")
