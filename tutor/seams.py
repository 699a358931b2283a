"""The one place where the tutor reaches into another package's private parts (Voilà, jupyter_client, tornado,
nbconvert, ipywidgets, ipykernel).

Everywhere else the tutor uses public names only (``tests/test_seams.py`` scans every module for a private name
of those packages). Each reach below is named for what it gives, says why no public way exists, and has a test in
``tests/test_seams.py`` that fails loudly when an upgrade moves what it reaches (the attribute gone, another type
or signature), instead of a feature switching off in silence (the warm pool, a lesson rendered ahead).

Nothing here imports a foreign package at module level: the widgets (in a kernel) and the server (in Voilà) each
import only what their own seams reach.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from typing import Any

# -- Voilà's kernel manager ---------------------------------------------------------------------------------------


def voila_pool(km: Any, notebook: str) -> list[Any]:
    """The list of preheated renders (futures) Voilà keeps for ``notebook`` (``VoilaKernelManager._pools``), to
    drop failed entries from and to stop the renders no longer wanted (empty when there is none, or the manager
    keeps no pools). Voilà offers ``get_pool_size`` only: nothing public removes an entry."""
    pools = getattr(km, "_pools", None)
    return pools.get(notebook, []) if isinstance(pools, dict) else []


def has_voila_pools(km: Any) -> bool:
    """Whether ``km`` is Voilà's preheating kernel manager (it made its ``_pools``)."""
    return isinstance(getattr(km, "_pools", None), dict)


class VoilaManagerHooks:
    """Mixed in just in front of Voilà's ``VoilaKernelManager``: its two private steps become public hooks of the
    tutor's manager (``tutor.serve.app.KernelCap``, ``tutor.serve.ahead.AheadPool`` override them).

    - ``_initialize`` starts (or takes) the kernel of a preheated render: :meth:`kernel_for_render` may give a
      kernel already running, :meth:`render_started` hears of the one used;
    - ``_notebook_renderer_factory`` makes the renderer that executes a lesson: :meth:`renderer_made` may wrap it.

    Voilà has no public setting for either (``multi_kernel_manager_class`` sets the class Voilà's own manager
    derives from, so Voilà's methods would come first and these overrides would never run)."""

    async def kernel_for_render(self, notebook_path: str, kernel_id: str | None, kwargs: dict[str, Any]) -> str | None:
        return kernel_id

    def render_started(self, notebook_path: str, content: dict[str, Any]) -> None:
        return None

    def renderer_made(self, renderer: Any, notebook_path: str | None) -> Any:
        return renderer

    async def _initialize(self, notebook_path: str, kernel_id: str | None = None, **kwargs: Any) -> Any:
        kernel_id = await self.kernel_for_render(notebook_path, kernel_id, kwargs)
        content = await super()._initialize(notebook_path, kernel_id, **kwargs)  # type: ignore[misc]
        self.render_started(notebook_path, content)
        return content

    def _notebook_renderer_factory(self, notebook_path: str | None = None) -> Any:
        renderer = super()._notebook_renderer_factory(notebook_path)  # type: ignore[misc]
        return self.renderer_made(renderer, notebook_path)


@contextlib.contextmanager
def voila_manager_factory(wrap: Callable[..., Any]) -> Iterator[None]:
    """While the app builds its settings, Voilà's kernel manager factory (``voila.app.voila_kernel_manager_factory``,
    a module function the app calls) is ``functools.partial(wrap, original)``: the tutor's mixins go in front of
    the class it builds. Voilà has no setting for the manager it builds around the configured base class."""
    import voila.app as voila_app

    original = voila_app.voila_kernel_manager_factory
    voila_app.voila_kernel_manager_factory = functools.partial(wrap, original)
    try:
        yield
    finally:
        voila_app.voila_kernel_manager_factory = original


def with_voila_tree_handler(serverapp: Any, tree: type) -> int:
    """On a Jupyter Server (a hub's learner's server), Voilà's landing page is ``tree`` (a subclass of Voilà's
    ``TornadoVoilaTreeHandler``): in the routes Voilà added already, and in the name Voilà's extension reads when it
    adds them later (``voila.server_extension.TornadoVoilaTreeHandler``: the extensions load in either order).
    Voilà's extension has no setting for its tree handler. Returns how many routes were changed."""
    from voila import server_extension
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    server_extension.TornadoVoilaTreeHandler = tree  # type: ignore[attr-defined]
    return _swap(serverapp.web_app.default_router, TornadoVoilaTreeHandler, tree)


def _swap(router: Any, old: type, new: type) -> int:
    """Route the requests a router sends to ``old`` to ``new`` instead (in every nested router)."""
    n = 0
    for rule in getattr(router, "rules", []):
        if rule.target is old:
            rule.target = new
            n += 1
        else:
            n += _swap(rule.target, old, new)
    return n


# -- tornado ------------------------------------------------------------------------------------------------------

def headers_sent(handler: Any) -> bool:
    """Whether a tornado handler sent its headers already (``RequestHandler._headers_written``): a page that
    failed before sending anything can still be answered with another page. tornado offers no public question."""
    return bool(handler._headers_written)


# -- jupyter_client -----------------------------------------------------------------------------------------------

def take_kernel_info(client: Any, reply: dict[str, Any]) -> None:
    """What jupyter_client's own ``wait_for_ready`` does with the ``kernel_info_reply`` (the kernel's protocol
    version, ``KernelClient._handle_kernel_info_reply``), for a client that waits its own way
    (``tutor.serve.pool.ReadyClient``). No public method takes a reply."""
    client._handle_kernel_info_reply(reply)


# -- nbconvert ----------------------------------------------------------------------------------------------------

def share_template_cache(exporter_class: Any, cache: Any) -> bool:
    """Every Jinja environment ``exporter_class`` makes from now on keeps its compiled templates in ``cache``
    (``TemplateExporter._create_environment`` makes a new environment for each page, which compiles every template
    again). nbconvert has no setting for the environment's bytecode cache. False if it was done already."""
    if getattr(exporter_class, "_tutor_compile_once", False):
        return False
    original = exporter_class._create_environment

    def create_environment(self: Any) -> Any:
        environment = original(self)
        environment.bytecode_cache = cache
        return environment

    exporter_class._create_environment = create_environment
    exporter_class._tutor_compile_once = True
    return True


# -- ipywidgets and ipykernel (in a kernel) -----------------------------------------------------------------------

def widget_message_handler() -> Callable[..., Any]:
    """The function ipywidgets runs for each message the page sends a widget (``Widget._handle_msg``), without the
    ``_show_traceback`` wrapper ipywidgets puts around it (which prints a traceback on the page): the one inside its
    closure; ``Widget._handle_msg`` itself if the wrapping ever changes. ipywidgets has no hook for a failing
    message."""
    import ipywidgets

    method = ipywidgets.Widget._handle_msg
    for cell in getattr(method, "__closure__", None) or ():
        inner = cell.cell_contents
        if callable(inner) and getattr(inner, "__name__", "") == "_handle_msg":
            return inner  # type: ignore[no-any-return]
    return method  # type: ignore[no-any-return]


def set_widget_message_handler(handler: Callable[..., Any]) -> None:
    """Every widget handles the page's messages with ``handler`` (``Widget._handle_msg``)."""
    import ipywidgets

    ipywidgets.Widget._handle_msg = handler  # type: ignore[method-assign]


def set_callback_dispatch(dispatch: Callable[..., Any]) -> None:
    """Every widget callback (``on_msg``, ``on_click``, ``on_submit``) is run by ``dispatch`` (it replaces
    ``ipywidgets.CallbackDispatcher.__call__``, which shows a failing callback's traceback on the page and offers no
    hook to do otherwise)."""
    import ipywidgets

    ipywidgets.CallbackDispatcher.__call__ = dispatch  # type: ignore[method-assign]


def kernel_stderr_fd(stream: Any) -> int | None:
    """The kernel process's own standard error (a descriptor), which ipykernel keeps when it forwards the
    process's standard error to the page (``OutStream._original_stdstream_copy``): the server's log. None outside
    ipykernel. ipykernel exposes no public name for it."""
    fd = getattr(stream, "_original_stdstream_copy", None)
    return fd if isinstance(fd, int) else None
