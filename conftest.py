"""Collection rules for the whole checkout (``pytest`` also collects the doctests of ``tutor/``)."""

import importlib.util

import pytest

# The class view's JupyterHub service needs JupyterHub, which only the hub's own venv (.venv-hub) has: its module
# is imported by the hub test's service process, never by the suite's venv, so its doctests are not collected there.
collect_ignore = [] if importlib.util.find_spec("jupyterhub") else ["tutor/serve/hub/service.py"]


def pytest_configure(config):  # type: ignore[no-untyped-def]
    """nbval's kernels (``make notebooks``) talk over Unix sockets, as the app's do (``share/config/voila.json``), not
    over TCP ports: jupyter_client picks a kernel's five ports by binding port 0 and letting it go, so while the
    notebooks ran beside the hub test a kernel could take the port JupyterHub had just chosen for its proxy's API
    (seen in ``make test``: "api_request to proxy failed: 400 … Bad status line b'\\xff\\x00…'", a ZMQ greeting).
    nbval starts each kernel with ``nbval.kernel.KernelManager(kernel_name=..., kernel_spec_manager=...)``; the
    sockets go in a private temporary folder (short paths: a Unix socket's path is at most 107 bytes)."""
    if not config.getoption("nbval", default=False):
        return
    import functools
    import tempfile

    import nbval.kernel
    from jupyter_client.manager import KernelManager

    folder = tempfile.mkdtemp(prefix="tt-nbval-")
    nbval.kernel.KernelManager = functools.partial(KernelManager, transport="ipc", ip=f"{folder}/k")
    _fork_kernels(config)


def _fork_kernels(config):  # type: ignore[no-untyped-def]
    """nbval's kernels are forked as the app's are (``tutor.serve.forkkernels``): from a process that imported
    what the lessons import, once per pytest worker. The stored outputs were made by kernels started afresh
    (``tools/build_lessons.py --execute``), so every notebook compared is also a forked kernel compared with a
    fresh one. ``TT_NBVAL_FRESH=1`` starts each kernel afresh instead."""
    import os
    from pathlib import Path

    if os.environ.get("TT_NBVAL_FRESH"):
        return
    if config.getoption("numprocesses", default=None) and not hasattr(config, "workerinput"):
        return  # pytest-xdist's controller: its workers run the notebooks, each with a zygote of its own
    from jupyter_client.provisioning import KernelProvisionerFactory

    from tutor.serve import forkkernels
    from tutor.serve.pool import warm_modules

    if forkkernels.start(warm_modules(Path(__file__).resolve().parent / "lessons")) is None:
        return
    KernelProvisionerFactory.instance().default_provisioner_name = forkkernels.PROVISIONER
    config.add_cleanup(forkkernels.stop)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item, nextitem):  # type: ignore[no-untyped-def]
    """After nbval ran the last cell of a Chinese lesson the browser does not open, check what its widgets show,
    in the same kernel (``tests/nbval_widgets.py``): before the teardown, which stops the kernel; what it finds is
    raised after the teardown has run, so the next notebook starts as it would have."""
    found = None
    notebook = item.parent
    if item.config.getoption("nbval", default=False) and hasattr(item, "cell_num") and \
            (nextitem is None or nextitem.parent is not notebook):  # the notebook's last cell
        from tests import nbval_widgets

        if nbval_widgets.checked_here(nbval_widgets.lesson_of(notebook.path)) and notebook.kernel is not None \
                and notebook.kernel.is_alive():
            try:
                nbval_widgets.check_lesson(notebook.path, notebook.kernel)
            except AssertionError as problem:
                found = problem
    result = yield
    if found is not None:
        pytest.fail(str(found), pytrace=False)
    return result
