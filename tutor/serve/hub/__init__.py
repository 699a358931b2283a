"""Trick Tutor on a JupyterHub (``deploy/jupyterhub``), in one place:

- :mod:`.service`: the class view as a hub service (``/services/class/``), for the hub's group ``teachers``;
  run as ``python -m tutor.serve.hub.service`` (the hub starts it);
- :mod:`.server`: the Jupyter Server extension every learner's own server loads beside Voilà (today's class,
  the live question, "follow me");
- :mod:`.kernels`: the kernel manager of a learner's server: kernels on the IPC transport, their sockets in a
  short folder of their own.
"""
