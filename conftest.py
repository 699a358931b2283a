"""Collection rules for the whole checkout (``pytest`` also collects the doctests of ``tutor/``)."""

import importlib.util

# The class view's JupyterHub service needs JupyterHub, which only the hub's own venv (.venv-hub) has: its module
# is imported by the hub test's service process, never by the suite's venv, so its doctests are not collected there.
collect_ignore = [] if importlib.util.find_spec("jupyterhub") else ["tutor/serve/hub/service.py"]
