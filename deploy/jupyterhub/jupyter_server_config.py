# A learner's Jupyter Server under the hub: Voilà only, the lessons read-only, kernels of closed pages
# ended within a minute (the same culling as `make app`, share/config/voila.json).
import json
import os
from pathlib import Path

c = get_config()  # noqa: F821 - provided by traitlets

REPO = Path(__file__).resolve().parents[2]
settings = json.loads((REPO / "share" / "config" / "voila.json").read_text())

# Voilà only: no JupyterLab, no terminals, no notebook editor for learners.
c.ServerApp.jpserver_extensions = {"voila": True, "jupyterlab": False, "jupyter_lsp": False,
                                   "jupyter_server_terminals": False, "notebook_shim": False, "notebook": False}
# the class (today's class, the live question, follow me): tutor.serve.hub.server
if os.environ.get("TUTOR_CLASS_DIR"):
    c.ServerApp.jpserver_extensions["tutor.serve.hub.server"] = True
c.ServerApp.terminals_enabled = False
c.ServerApp.default_url = "/voila/tree"
c.ContentsManager.allow_hidden = False
c.FileContentsManager.delete_to_trash = False
# Kernels on the IPC transport (Unix sockets: no two servers starting kernels at once fight over a free TCP port),
# their sockets in a short folder of the server's own: beside the connection file in the learner's home their
# path could pass the 107-byte limit of a socket name (tutor.serve.hub.kernels)
c.ServerApp.kernel_manager_class = "tutor.serve.hub.kernels.ShortSocketKernelManager"
c.KernelManager.transport = "ipc"
for section in ("MappingKernelManager", "VoilaExecutor"):
    for key, value in settings.get(section, {}).items():
        setattr(c[section], key, value)
